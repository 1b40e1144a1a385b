//! The counts a game's rules keep that its players watch (issue 64): the checks each side
//! still has to give (`checkCounting`, three-check), makruk's count of the moves left to
//! mate (`countingRule`), and the moves toward the n-move draw (`nMoveRule`) once they
//! begin to matter. The page shows them beside the turn; the engine says what they are.

use crate::definition::Definition;
use crate::{Player, Position};

/// One count, in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Counter {
    /// A short name for pages and tests: `checks`, `counting`, `n-move`.
    pub key: &'static str,
    /// What it counts ("Checks to give", `words.txt`'s).
    pub label: &'static str,
    /// Where it stands ("White 2, Black 3"; "12 of 64").
    pub value: String,
}

/// The n-move clock is shown from this many moves without a capture or a pawn move on:
/// before that, it is a number nobody needs to watch.
const N_MOVE_SHOWN_FROM: u32 = 10;

impl Position {
    /// The counts this position's rules keep and a player watches, in the order a page
    /// shows them; none in a game that keeps none (our five games keep none).
    pub fn counters(&self) -> Vec<Counter> {
        match self.rules().definition() {
            None => Vec::new(),
            // Through a pointer the optimisers cannot see through: the page asks on every
            // board, our five games answer at once, and the counting stays a function of
            // its own that only other games load (BENCH.md).
            Some(def) => {
                std::hint::black_box(defined as fn(&Position, &Definition) -> _)(self, def)
            }
        }
    }
}

/// What the count `key` counts, in `words.txt`'s words.
fn label(key: &str) -> &'static str {
    crate::definition::words::lookup(&format!("counter.{key}")).unwrap_or("")
}

/// The counts of a defined game's position `pos` (`def` its definition).
fn defined(pos: &Position, def: &Definition) -> Vec<Counter> {
    let mut out = Vec::new();
    if let (Some(w), Some(b)) = (pos.checks_to_give(Player(0)), pos.checks_to_give(Player(1))) {
        out.push(Counter {
            key: "checks",
            label: label("checks"),
            value: format!("{} {w}, {} {b}", Player(0).title(), Player(1).title()),
        });
    }
    let [limit, ply] = pos.counting;
    if limit > 0 {
        // The count runs in plies from a start that may be above one; players count
        // moves, as the limit is said.
        out.push(Counter {
            key: "counting",
            label: label("counting"),
            value: format!("{} of {}", ply.div_ceil(2), limit / 2),
        });
    }
    let n = def.n_move_rule;
    let moves = pos.halfmove_clock() / 2;
    if n > 0 && limit == 0 && moves >= N_MOVE_SHOWN_FROM.min(n / 2) {
        out.push(Counter {
            key: "n-move",
            label: label("n-move"),
            value: format!("{moves} of {n}"),
        });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Settings, Variant};

    fn at(game: &str, fen: &str) -> Position {
        let settings = Settings::named(game).expect("built-in");
        Position::from_fen(&settings, fen).expect("fen")
    }

    fn played(game: &str, moves: &str) -> Position {
        let mut p = Position::start(&Settings::named(game).expect("built-in")).expect("start");
        for m in moves.split_whitespace() {
            let m = p.parse_move(m).expect("move");
            p = p.play(&m).expect("legal");
        }
        p
    }

    #[test]
    fn three_check_counts_the_checks_each_side_still_gives() {
        let p = played("3check", "e2e4 e7e5 f1b5");
        assert_eq!(
            p.counters(),
            [Counter {
                key: "checks",
                label: "Checks to give",
                value: "White 3, Black 3".into(),
            }]
        );
        // Black's d-pawn opened the king's diagonal: the bishop's check counts.
        let p = played("3check", "e2e4 d7d6 f1b5");
        assert_eq!(p.counters()[0].value, "White 2, Black 3");
    }

    #[test]
    fn makruks_count_is_shown_while_it_runs() {
        // A lone black king against a rook: the pieces' honour count of 16 moves runs.
        let p = at("makruk", "8/8/3k4/8/8/8/R7/4K3 w - - 0 1");
        let p = p.play(&p.parse_move("a2a3").expect("move")).expect("legal");
        let counting: Vec<_> = p
            .counters()
            .into_iter()
            .filter(|c| c.key == "counting")
            .collect();
        assert_eq!(counting.len(), 1, "{:?}", p.counters());
        assert!(counting[0].value.ends_with("of 16"), "{:?}", counting);
        // Makruk from its start counts nothing.
        assert!(played("makruk", "e3e4").counters().is_empty());
    }

    #[test]
    fn the_n_move_clock_shows_once_it_begins_to_matter() {
        let quiet = at("chess", "4k3/8/8/8/8/8/8/R3K3 w - - 19 40");
        assert!(quiet.counters().is_empty());
        let late = at("chess", "4k3/8/8/8/8/8/8/R3K3 w - - 20 40");
        assert_eq!(late.counters()[0].key, "n-move");
        assert_eq!(late.counters()[0].value, "10 of 50");
        // Our five games keep no such counts.
        let vimes = Position::start(&Settings::new(Variant::Vimes)).expect("start");
        assert!(vimes.counters().is_empty());
    }
}
