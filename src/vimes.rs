//! What the app shows of Vimes Chess beyond the generic royal game (`VI-1` … `VI-8`): the
//! three players and who is to move, the schedule, which units the player to move may pick
//! up, the Republican-only units, eliminations, and the result with its reason.
//!
//! Nothing here decides a rule. The units the player to move may pick up, why one may not,
//! the Republican-only units, why a pass is offered and the result's words are the
//! engine's ([`Position::units_to_move`], [`Position::pick_refusal`],
//! [`Position::republican_unit`], [`engine::variants::vimes::pass_reason`],
//! [`Position::result_words`]); who is still in the game comes from
//! [`engine::variants::vimes::royalist_in`] and [`engine::variants::vimes::republican_in`],
//! the schedule from [`engine::variants::vimes::schedule_text`].

use engine::variants::vimes::{republican_in, royalist_in, schedule_text, REPUBLICAN};
use engine::{Player, Position, Variant};

/// Whether `pos` is a game of Vimes Chess.
pub fn is_vimes(pos: &Position) -> bool {
    pos.rules().variant() == Variant::Vimes
}

/// One of the three players as the turn indicator shows them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerLine {
    /// Which player.
    pub player: Player,
    /// "White Royalist", "Black Royalist", "Republican".
    pub title: String,
    /// What it moves, for newcomers.
    pub moves: &'static str,
    /// It is to move.
    pub to_move: bool,
    /// It is out of the game (`VI-8`).
    pub out: bool,
}

/// The three players in their order of play, who is to move and who is out.
pub fn players(pos: &Position) -> Vec<PlayerLine> {
    let live = pos.outcome().is_none();
    [
        (
            Player::WHITE,
            "White Royalist",
            "the white pieces and pawns",
        ),
        (
            Player::BLACK,
            "Black Royalist",
            "the black pieces and pawns",
        ),
        (
            REPUBLICAN,
            "Republican",
            "all ordinary pawns and the red-ringed units",
        ),
    ]
    .into_iter()
    .map(|(player, title, moves)| PlayerLine {
        player,
        title: title.into(),
        moves,
        to_move: live && pos.turn() == player,
        out: if player == REPUBLICAN {
            !republican_in(pos)
        } else {
            !royalist_in(pos, player)
        },
    })
    .collect()
}

/// The schedule as a sentence (`VI-2`, `VI-3`), the engine's words.
pub fn schedule(pos: &Position) -> String {
    schedule_text(pos)
}

/// Who has left the game and why (`VI-8`), one sentence each.
pub fn eliminations(pos: &Position) -> Vec<String> {
    let mut out = Vec::new();
    for p in [Player::WHITE, Player::BLACK] {
        if !royalist_in(pos, p) {
            out.push(format!(
                "{} is checkmated and out; its pawns now belong to the Republican",
                p.title()
            ));
        }
    }
    if !republican_in(pos) {
        out.push(
            "The Republican has no units left and is out; the Royalists play on to mate".into(),
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::{Move, Settings};

    fn start() -> Position {
        Position::start(&Settings::new(Variant::Vimes)).expect("vimes start")
    }

    fn play(pos: &Position, moves: &str) -> Position {
        let mut pos = pos.clone();
        for uci in moves.split_whitespace() {
            let m = Move::parse_uci(uci, pos.rules()).expect("test move");
            pos = pos.play(&m).expect("legal test move");
        }
        pos
    }

    fn fen(f: &str) -> Position {
        Position::from_fen(&Settings::new(Variant::Vimes), f).expect("test fen")
    }

    #[test]
    fn who_may_pick_up_what_follows_the_schedule() {
        let pos = start();
        assert_eq!(
            schedule(&pos),
            "Republican moves after 2 more Royalist moves"
        );
        let pos = play(&pos, "e2e4 e7e5");
        assert_eq!(pos.turn(), REPUBLICAN);
        assert_eq!(schedule(&pos), "Republican to move");
        let lines = players(&pos);
        assert!(lines[2].to_move && !lines[0].to_move && !lines[1].to_move);
        assert!(lines.iter().all(|l| !l.out));
        let pos = play(&pos, "a2a3");
        assert_eq!(pos.turn(), Player::WHITE);
        assert_eq!(
            schedule(&pos),
            "Republican moves after 3 more Royalist moves"
        );
    }

    #[test]
    fn the_instant_reply_is_said_in_the_schedule() {
        let pos = play(&start(), "e2e4 e7e5 a2a3 g1f3 b8c6 f1c4 h7h6 f8a3");
        assert_eq!(pos.turn(), REPUBLICAN);
        assert_eq!(schedule(&pos), "Republican may reply now — or pass");
    }

    #[test]
    fn eliminations_and_results_name_who_and_why() {
        assert!(eliminations(&start()).is_empty());
        // Black is out: its pawns stayed as Republican-only units.
        let pos = fen("8/p~7/8/8/8/8/P7/4K3 w1 - - 0 1");
        assert_eq!(
            eliminations(&pos),
            ["Black is checkmated and out; its pawns now belong to the Republican"]
        );
        assert!(players(&pos)[1].out);
        let kings = fen("4k3/8/8/8/8/8/8/4K3 w2 - - 0 1");
        assert_eq!(
            eliminations(&kings),
            ["The Republican has no units left and is out; the Royalists play on to mate"]
        );
        assert_eq!(schedule(&kings), "The Republican is out");
    }
}
