//! The end of a game as the person at the screen hears it (issue 62, item 10): against the
//! computer, "You won", "You lost" or "Draw" above the engine's words, coloured for it (not
//! green for a loss). With people on more than one seat (or none) nobody is "you": the
//! engine's words alone.

use engine::{Outcome, Player};

use crate::state::GameState;

/// How the game ended for the one person playing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The person won.
    Won,
    /// The person lost.
    Lost,
    /// A draw.
    Drawn,
}

impl Verdict {
    /// Of `outcome`, for `person`.
    pub fn of(outcome: &Outcome, person: Player) -> Verdict {
        match outcome.winner {
            Some(w) if w == person => Verdict::Won,
            Some(_) => Verdict::Lost,
            None => Verdict::Drawn,
        }
    }

    /// The words: "You won".
    pub fn words(self) -> &'static str {
        match self {
            Verdict::Won => "You won",
            Verdict::Lost => "You lost",
            Verdict::Drawn => "Draw",
        }
    }

    /// The class the banner takes: `won`, `lost`, `drawn`.
    pub fn class(self) -> &'static str {
        match self {
            Verdict::Won => "won",
            Verdict::Lost => "lost",
            Verdict::Drawn => "drawn",
        }
    }
}

impl GameState {
    /// The one seat a person plays, when exactly one is (against the computer).
    pub fn only_person(&self) -> Option<Player> {
        let n = self
            .game
            .as_ref()
            .map_or(2, |g| g.position().rules().player_count());
        let mut people = (0..n).map(Player).filter(|&p| !self.computer_seat(Some(p)));
        let one = people.next()?;
        people.next().is_none().then_some(one)
    }

    /// How the game on show ended for the one person playing it, if it is over and one
    /// person plays.
    pub fn verdict(&self) -> Option<Verdict> {
        let outcome = self.game.as_ref()?.outcome()?;
        Some(Verdict::of(&outcome, self.only_person()?))
    }
}

#[cfg(test)]
mod tests {
    use engine::EndReason;

    use super::*;
    use crate::computer::Seat;
    use crate::state::Action;

    fn end(winner: Option<Player>) -> Outcome {
        Outcome {
            winner,
            reason: EndReason::Checkmate,
        }
    }

    #[test]
    fn the_person_against_the_computer_won_lost_or_drew() {
        let me = Player::BLACK;
        assert_eq!(Verdict::of(&end(Some(me)), me), Verdict::Won);
        assert_eq!(Verdict::of(&end(Some(Player::WHITE)), me), Verdict::Lost);
        assert_eq!(Verdict::of(&end(None), me), Verdict::Drawn);
        assert_eq!(Verdict::Lost.words(), "You lost");
    }

    #[test]
    fn only_one_person_is_you() {
        let mut st = GameState::default();
        st.apply(Action::NewGame(engine::Settings::new(
            engine::Variant::Chessence,
        )));
        assert_eq!(st.only_person(), None, "two people");
        st.apply(Action::SetSeats(vec![
            Seat::Computer { ms: 100 },
            Seat::Human,
        ]));
        assert_eq!(st.only_person(), Some(Player::BLACK));
        st.apply(Action::SetSeats(vec![
            Seat::Computer { ms: 100 },
            Seat::Computer { ms: 100 },
        ]));
        assert_eq!(st.only_person(), None, "the computer against itself");
    }
}
