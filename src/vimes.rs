//! What the app shows of Vimes Chess beyond the generic royal game (`VI-1` … `VI-8`): the
//! three players and who is to move, the schedule, which units the player to move may pick
//! up, the Republican-only units, eliminations, and the result with its reason.
//!
//! Nothing here decides a rule. The units the player to move may pick up are those the
//! engine gives a legal move ([`Position::legal_moves`]); a Republican-only unit is a piece
//! the engine marks `promoted` (`~` in the FEN, `VI-5`); who is still in the game comes from
//! [`engine::variants::vimes::royalist_in`] and [`engine::variants::vimes::republican_in`], the schedule from
//! [`engine::variants::vimes::schedule_text`], a refusal from [`Position::check`].

use engine::variants::vimes::{republican_in, royalist_in, schedule_text, REPUBLICAN};
use engine::{EndReason, Move, Outcome, Player, Position, Square, SquareSet, Variant};

/// Whether `pos` is a game of Vimes Chess.
pub fn is_vimes(pos: &Position) -> bool {
    pos.rules().variant() == Variant::Vimes
}

/// The squares of the units the player to move may pick up: those with a legal move. The
/// Republican moves every ordinary pawn and every Republican-only unit, a Royalist its own
/// pieces and pawns (`VI-4`, `VI-5`); the engine's legal moves say exactly which.
pub fn movable_squares(pos: &Position) -> SquareSet {
    let mut set = SquareSet::EMPTY;
    if pos.outcome().is_some() {
        return set;
    }
    for m in pos.legal_moves().iter() {
        if let Move::Normal { from, .. } = *m {
            set.insert(from);
        }
    }
    set
}

/// Whether the unit on `sq` is Republican-only (`VI-5`): a promoted pawn or a pawn that
/// captured a piece of its own colour, `~` in the FEN. Only the Republican moves it.
pub fn republican_unit(pos: &Position, sq: Square) -> bool {
    is_vimes(pos) && pos.piece_at(sq).is_some_and(|p| p.promoted)
}

/// Why the unit on `sq` cannot be picked up, in the engine's words (the refusal of a move
/// of it), or `None` for an empty square.
pub fn pick_refusal(pos: &Position, sq: Square) -> Option<String> {
    pos.piece_at(sq)?;
    let who = pos.turn().title();
    Some(
        match pos.check(&Move::Normal {
            from: sq,
            to: sq,
            promotion: None,
        }) {
            // A unit of the mover's that has no move at all: the engine's reason for
            // standing still would only say that the square is taken.
            Err(e) if !e.to_string().contains("occupied") => e.to_string(),
            _ => format!("the unit on {sq} has no legal move: {who} is to move"),
        },
    )
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

/// Whether the player to move may pass (`pass`): the Republican declining the instant
/// reply, or waiting because it has no move (`VI-3`).
pub fn can_pass(pos: &Position) -> bool {
    pos.outcome().is_none() && pos.check(&Move::Pass).is_ok()
}

/// Why the Republican may pass, for the line beside the Pass button.
pub fn pass_hint(pos: &Position) -> &'static str {
    let no_move = pos.legal_moves().iter().all(|m| matches!(m, Move::Pass));
    if no_move {
        "The Republican has no move: it passes and waits for one more move by each Royalist."
    } else {
        "A Royalist took a pawn: the Republican may reply at once, or pass."
    }
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

/// The result with its reason, naming the player who was mated or stalemated (the player to
/// move in the final position). Other games: the engine's words.
pub fn result_text(pos: &Position, outcome: &Outcome) -> String {
    if !is_vimes(pos) {
        return outcome.to_string();
    }
    let loser = pos.turn().title();
    match (outcome.winner, outcome.reason) {
        (Some(w), EndReason::Checkmate) => format!("{} wins: {loser} is checkmated", w.title()),
        (Some(w), EndReason::Stalemate) if w == REPUBLICAN => format!(
            "Republican wins: {loser} is stalemated, and any stalemate of a Royalist is a win \
             for the Republican"
        ),
        (None, EndReason::Stalemate) => format!("Draw: {loser} is stalemated"),
        (Some(w), EndReason::NoUnitsLeft) => {
            format!("{} wins: the Republican has no units left", w.title())
        }
        _ => outcome.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::Settings;

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

    fn sq(s: &str) -> Square {
        s.parse().expect("test square")
    }

    fn fen(f: &str) -> Position {
        Position::from_fen(&Settings::new(Variant::Vimes), f).expect("test fen")
    }

    #[test]
    fn who_may_pick_up_what_follows_the_schedule() {
        let pos = start();
        let m = movable_squares(&pos);
        assert!(m.contains(sq("e2")) && m.contains(sq("g1")));
        assert!(!m.contains(sq("e7")) && !m.contains(sq("a1")));
        assert_eq!(
            schedule(&pos),
            "Republican moves after 2 more Royalist moves"
        );
        let pos = play(&pos, "e2e4 e7e5");
        assert_eq!(pos.turn(), REPUBLICAN);
        assert_eq!(schedule(&pos), "Republican to move");
        let m = movable_squares(&pos);
        // Pawns of both colours, no piece.
        assert!(m.contains(sq("a2")) && m.contains(sq("h7")));
        assert!(!m.contains(sq("g1")) && !m.contains(sq("b8")));
        assert_eq!(
            pick_refusal(&pos, sq("g1")).as_deref(),
            Some("the Republican moves only pawns and Republican-only units, not the piece on g1")
        );
        assert!(!can_pass(&pos));
        let lines = players(&pos);
        assert!(lines[2].to_move && !lines[0].to_move && !lines[1].to_move);
        assert!(lines.iter().all(|l| !l.out));
        let pos = play(&pos, "a2a3");
        assert_eq!(pos.turn(), Player::WHITE);
        assert_eq!(
            schedule(&pos),
            "Republican moves after 3 more Royalist moves"
        );
        assert_eq!(
            pick_refusal(&pos, sq("b8")).as_deref(),
            Some("the piece on b8 is not yours")
        );
        assert_eq!(
            pick_refusal(&pos, sq("a1")).as_deref(),
            Some("the unit on a1 has no legal move: White is to move")
        );
    }

    #[test]
    fn a_pawn_taken_by_a_royalist_offers_the_instant_reply_and_pass() {
        let pos = play(&start(), "e2e4 e7e5 a2a3 g1f3 b8c6 f1c4 h7h6 f8a3");
        assert_eq!(pos.turn(), REPUBLICAN);
        assert_eq!(schedule(&pos), "Republican may reply now — or pass");
        assert!(can_pass(&pos));
        assert!(pass_hint(&pos).starts_with("A Royalist took a pawn"));
        let pos = play(&pos, "pass");
        assert_eq!(pos.turn(), Player::WHITE);
        assert!(!can_pass(&pos));
    }

    #[test]
    fn republican_only_units_are_marked() {
        // The Republican's pawn b7 takes Black's own knight on c6: Republican-only (VI-5).
        let pos = play(&start(), "e2e4 e7e5 a2a3 g1f3 b8c6 f1c4 h7h6 f8a3 b7c6");
        assert!(republican_unit(&pos, sq("c6")));
        assert!(!republican_unit(&pos, sq("d7")));
        assert_eq!(pos.turn(), Player::WHITE);
        assert!(!movable_squares(&pos).contains(sq("c6")));
        assert_eq!(
            pick_refusal(&pos, sq("c6")).as_deref(),
            Some("the unit on c6 is Republican-only")
        );
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
        let o = Outcome {
            winner: Some(REPUBLICAN),
            reason: EndReason::Stalemate,
        };
        assert_eq!(
            result_text(&pos, &o),
            "Republican wins: White is stalemated, and any stalemate of a Royalist is a win \
             for the Republican"
        );
        let o = Outcome {
            winner: Some(Player::BLACK),
            reason: EndReason::NoUnitsLeft,
        };
        assert_eq!(
            result_text(&pos, &o),
            "Black wins: the Republican has no units left"
        );
        let kings = fen("4k3/8/8/8/8/8/8/4K3 w2 - - 0 1");
        assert_eq!(
            eliminations(&kings),
            ["The Republican has no units left and is out; the Royalists play on to mate"]
        );
        assert_eq!(schedule(&kings), "The Republican is out");
    }
}
