//! Looking back through a game: the board can show the position after any earlier move
//! (a click in the move list, the Left/Right arrow keys, Home/End) without touching the
//! game in progress.
//!
//! While an earlier position is shown, a move is refused with a message that says how to go
//! back ([`VIEWING_REFUSAL`]); the game is never changed by looking at its past. Undo, Redo
//! and a new game first return to the live position. During a secret deployment (Arnhem,
//! `AR-4`) nothing can be looked back at: an earlier position could show the other side's
//! hidden setup.

/// What the player asked to see.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ViewStep {
    /// The position after this many moves (0: the start).
    Ply(usize),
    /// One move back (Left arrow).
    Back,
    /// One move forward (Right arrow).
    Forward,
    /// The starting position (Home).
    Start,
    /// The live position (End, "Back to the game").
    Live,
}

/// The message for a move tried while an earlier position is shown.
pub const VIEWING_REFUSAL: &str =
    "you are looking at an earlier position: press End or \u{201c}Back to the game\u{201d} to play on";

/// The message when looking back is not allowed (a secret deployment is going on).
pub const HIDDEN_REFUSAL: &str = "the moves cannot be looked at during a secret deployment";

/// Where a step leads: the ply shown (`None` for the live position), or why it cannot be
/// taken. `viewing` is the ply shown now, `plies` the number of moves of the game.
pub fn step(
    live: &engine::Position,
    plies: usize,
    viewing: Option<usize>,
    step: ViewStep,
) -> Result<Option<usize>, &'static str> {
    if !live.hidden_players(&[]).is_empty() {
        return match step {
            ViewStep::Live => Ok(None),
            _ => Err(HIDDEN_REFUSAL),
        };
    }
    let now = viewing.unwrap_or(plies).min(plies);
    let to = match step {
        ViewStep::Ply(n) => n.min(plies),
        ViewStep::Back => now.saturating_sub(1),
        ViewStep::Forward => (now + 1).min(plies),
        ViewStep::Start => 0,
        ViewStep::Live => plies,
    };
    Ok((to < plies).then_some(to))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{arnhem, vimes};
    use engine::{Move, Position, Settings};

    #[test]
    fn steps_stay_inside_the_game() {
        let p = Position::start(&Settings::new(vimes::VARIANT)).expect("start");
        assert_eq!(step(&p, 3, None, ViewStep::Back), Ok(Some(2)));
        assert_eq!(step(&p, 3, Some(2), ViewStep::Forward), Ok(None));
        assert_eq!(step(&p, 3, Some(0), ViewStep::Back), Ok(Some(0)));
        assert_eq!(step(&p, 3, Some(1), ViewStep::Start), Ok(Some(0)));
        assert_eq!(step(&p, 3, Some(1), ViewStep::Live), Ok(None));
        assert_eq!(step(&p, 3, None, ViewStep::Ply(9)), Ok(None));
        assert_eq!(step(&p, 3, None, ViewStep::Ply(1)), Ok(Some(1)));
        assert_eq!(
            step(&p, 0, None, ViewStep::Back),
            Ok(None),
            "no moves: live"
        );
    }

    #[test]
    fn no_looking_back_during_a_secret_deployment() {
        let mut p = Position::start(&Settings::new(arnhem::VARIANT)).expect("start");
        let m = Move::parse_uci("K@a1", p.rules()).expect("move");
        p = p.play(&m).expect("legal");
        assert_eq!(step(&p, 1, None, ViewStep::Back), Err(HIDDEN_REFUSAL));
        assert_eq!(step(&p, 1, Some(0), ViewStep::Live), Ok(None));
    }
}
