//! Premoves (issue 62): while the computer thinks, the person who moves next may pick up
//! one of its pieces (or a piece of its tray) and drag or click it to a square. The move is
//! queued, marked on the board and said; when the turn comes it is played if it is legal
//! then, or dropped with a word. A click elsewhere, Escape or taking a move back cancels
//! it. Who may queue a move, and which pieces, are the engine's answers
//! ([`engine::Position::premover`], [`engine::Position::premove_units`]); the legality is
//! asked when the move is played, as for any move by hand.

use engine::{Kind, Move, Player, Square, SquareSet};

use crate::state::{GameState, Screen};
use crate::view::Pick;
pub use crate::view::Premove;

impl GameState {
    /// The person who may queue a move now: the player who moves next while the computer
    /// is to move, in a game on show that goes on (no dialog, cover, choice or earlier
    /// position in the way), when that player is a person.
    pub fn premover(&self) -> Option<Player> {
        let game = self.game.as_ref()?;
        let blocked = self.screen != Screen::Game
            || self.dialog.is_some()
            || self.cover
            || self.promotion.is_some()
            || self.wall.is_some()
            || self.viewing.is_some()
            || self.view_only
            || game.outcome().is_some();
        let pos = game.position();
        if blocked || !self.computer_seat(Some(pos.turn())) {
            return None;
        }
        pos.premover().filter(|&p| !self.computer_seat(Some(p)))
    }

    /// The squares of the pieces the premover may pick up (none when nobody may premove).
    pub fn premove_units(&self) -> SquareSet {
        match (self.premover(), &self.game) {
            (Some(p), Some(g)) => g.position().premove_units(p),
            _ => SquareSet::EMPTY,
        }
    }

    /// A click on `sq` while the computer thinks: queues the picked piece's move (or drop)
    /// to `sq`, picks up a piece of the premover's, or, on any other square, cancels what
    /// was picked or queued.
    pub(crate) fn premove_click(&mut self, sq: Square) {
        if self.premover().is_none() {
            return;
        }
        match self.selected {
            Some(Pick::Square(from)) if from != sq => self.queue(Premove::Move { from, to: sq }),
            Some(Pick::Hand(kind)) => self.queue(Premove::Drop { kind, to: sq }),
            None if self.premove_units().contains(sq) => self.pick_for_premove(Pick::Square(sq)),
            _ => {
                self.premove = None;
                self.selected = None;
            }
        }
    }

    /// A piece of the premover's picked up by a press (the start of a drag).
    pub(crate) fn premove_pick_up(&mut self, sq: Square) {
        if self.premove_units().contains(sq) {
            self.pick_for_premove(Pick::Square(sq));
        }
    }

    /// A kind picked from (or dragged out of) `player`'s tray while the computer thinks:
    /// picked for a premove when `player` is the premover and has one in hand. Whether it
    /// was.
    pub(crate) fn premove_tray(&mut self, player: Player, kind: Kind) -> bool {
        let has = self
            .game
            .as_ref()
            .is_some_and(|g| g.position().hand(player).has(kind));
        let ok = has && self.premover() == Some(player);
        if ok {
            self.pick_for_premove(Pick::Hand(kind));
        }
        ok
    }

    /// `pick` picked for a premove: any move queued before is let go.
    fn pick_for_premove(&mut self, pick: Pick) {
        self.premove = None;
        self.selected = Some(pick);
        self.message = None;
    }

    /// Queues `pm`, replacing any move queued before.
    pub(crate) fn queue(&mut self, pm: Premove) {
        if self.premover().is_some() {
            self.premove = Some(pm);
            self.selected = None;
            self.message = None;
        }
    }

    /// After the computer's move: the queued move is played when its player is to move
    /// (and stays queued while the computer is still to move); when it is not legal then,
    /// or the game is over, it is dropped, with a word unless the game ended.
    pub(crate) fn play_premove(&mut self) {
        let Some(pm) = self.premove else { return };
        let Some(game) = &self.game else { return };
        if game.outcome().is_some() {
            self.premove = None;
            return;
        }
        if self.computer_seat(Some(game.position().turn())) {
            return;
        }
        let words = pm.words(game.position());
        self.premove = None;
        let played = match pm {
            Premove::Move { from, to } => self.try_move(from, to),
            Premove::Drop { kind, to } => self.play(Move::Drop { kind, to }),
        };
        if let Err(e) = played {
            self.selected = None;
            self.message = Some(format!("Your premove {words} was dropped: {e}"));
        }
    }
}

/// What the live region says of a premove taken from `prev` to `next`: queued, cancelled,
/// or a piece picked up for one. `None` when no premove changed.
pub fn premove_words(prev: &GameState, next: &GameState) -> Option<String> {
    let pos = next.game.as_ref()?.position();
    if next.premove != prev.premove {
        return Some(match next.premove {
            Some(pm) => format!("Premove {}, played when it is your turn.", pm.words(pos)),
            None => "Premove cancelled.".into(),
        });
    }
    if next.premover().is_none() || next.selected == prev.selected {
        return None;
    }
    Some(match next.selected? {
        Pick::Square(sq) => {
            let name = crate::speech::name_at(pos, sq)?;
            format!("{name} on {sq} picked up for a premove: choose where it goes.")
        }
        Pick::Hand(kind) => {
            let name = pos.rules().kinds().get(kind.index())?.name.clone();
            format!("{name} picked from the tray for a premove: choose where it goes.")
        }
    })
}

/// What the live region says when the computer's move came while a move was queued: the
/// computer's move, then the premove played, or why it was dropped. `None` when no move
/// was queued.
pub fn reply_words(prev: &GameState, next: &GameState) -> Option<String> {
    prev.premove?;
    let game = next.game.as_ref()?;
    let before = prev.game.as_ref()?.moves().len();
    let hidden = next.hidden_players();
    let mut words = Vec::new();
    for i in before..game.moves().len() {
        let (b, a) = (game.position_at(i)?, game.position_at(i + 1)?);
        let m = game.moves().get(i)?;
        let said = crate::speech::describe_for(b, m, a, &hidden);
        words.push(if i > before {
            format!("Your premove: {said}.")
        } else {
            format!("{said}.")
        });
    }
    if let Some(m) = &next.message {
        words.push(format!("{m}."));
    } else if next.premove.is_some() {
        words.push("Your premove waits for your turn.".into());
    }
    (!words.is_empty()).then(|| words.join(" "))
}

#[cfg(test)]
mod tests {
    use engine::{Settings, Variant};

    use super::*;
    use crate::computer::Seat;
    use crate::state::Action;

    fn sq(s: &str) -> Square {
        s.parse().expect("test square")
    }

    /// Nasty Neighbours with the computer as White, to move: Black may premove.
    fn computer_first() -> GameState {
        let mut st = GameState::default();
        st.apply(Action::SetSeats(vec![
            Seat::Computer { ms: 200 },
            Seat::Human,
        ]));
        st.apply(Action::NewGame(Settings::new(Variant::NastyNeighbours)));
        st
    }

    fn plies(st: &GameState) -> usize {
        st.game.as_ref().map_or(0, |g| g.moves().len())
    }

    fn drag(st: &mut GameState, from: &str, to: &str) {
        st.apply(Action::PickUp(sq(from)));
        st.apply(Action::Move {
            from: sq(from),
            to: sq(to),
        });
    }

    #[test]
    fn a_dragged_premove_is_queued_and_played_after_the_computer_moves() {
        let mut st = computer_first();
        assert_eq!(st.premover(), Some(Player::BLACK));
        assert!(st.premove_units().contains(sq("e7")));
        assert!(
            !st.premove_units().contains(sq("e2")),
            "the computer's pieces"
        );
        drag(&mut st, "e7", "e6");
        let queued = Premove::Move {
            from: sq("e7"),
            to: sq("e6"),
        };
        assert_eq!(st.premove, Some(queued));
        assert_eq!(plies(&st), 0, "queued, not played");
        assert!(st.ui().premove.contains(sq("e6")));
        st.apply(Action::ComputerMove {
            ply: 0,
            mv: "e2e3".into(),
        });
        assert_eq!(plies(&st), 2, "the computer's move, then the premove");
        assert_eq!(st.premove, None);
        assert_eq!(st.message, None);
    }

    #[test]
    fn a_premove_illegal_when_its_turn_comes_is_dropped_with_a_word() {
        let mut st = computer_first();
        st.apply(Action::SelectSquare(sq("e7")));
        st.apply(Action::SelectSquare(sq("e4")));
        assert!(st.premove.is_some(), "queued by two clicks");
        st.apply(Action::ComputerMove {
            ply: 0,
            mv: "e2e3".into(),
        });
        assert_eq!(plies(&st), 1);
        assert_eq!(st.premove, None);
        let said = st.message.clone().unwrap_or_default();
        assert!(
            said.starts_with("Your premove e7 to e4 was dropped"),
            "{said}"
        );
    }

    #[test]
    fn escape_a_click_elsewhere_or_undo_cancel_a_premove() {
        let mut st = computer_first();
        drag(&mut st, "e7", "e6");
        st.apply(Action::Cancel);
        assert_eq!(st.premove, None);
        drag(&mut st, "e7", "e6");
        st.apply(Action::SelectSquare(sq("d4")));
        assert_eq!(st.premove, None, "a click on an empty square");
        assert_eq!(st.selected, None);
        drag(&mut st, "e7", "e6");
        st.apply(Action::OpenDialog(Variant::NastyNeighbours));
        assert_eq!(st.premove, None, "a dialog in the way");
    }

    #[test]
    fn nobody_premoves_when_a_person_is_to_move_or_against_a_person() {
        let mut st = GameState::default();
        st.apply(Action::NewGame(Settings::new(Variant::NastyNeighbours)));
        assert_eq!(st.premover(), None, "two people");
        st.apply(Action::SetSeats(vec![
            Seat::Human,
            Seat::Computer { ms: 200 },
        ]));
        assert_eq!(st.premover(), None, "the person is to move");
        let mut cc = GameState::default();
        cc.apply(Action::SetSeats(vec![
            Seat::Computer { ms: 200 },
            Seat::Computer { ms: 200 },
        ]));
        cc.apply(Action::NewGame(Settings::new(Variant::NastyNeighbours)));
        assert_eq!(cc.premover(), None, "the computer against itself");
    }

    #[test]
    fn a_piece_picked_while_the_computer_thinks_stays_picked_for_the_turn() {
        let mut st = computer_first();
        st.apply(Action::SelectSquare(sq("c7")));
        assert_eq!(st.selected, Some(Pick::Square(sq("c7"))));
        st.apply(Action::ComputerMove {
            ply: 0,
            mv: "e2e3".into(),
        });
        assert_eq!(st.selected, Some(Pick::Square(sq("c7"))));
        st.apply(Action::SelectSquare(sq("c6")));
        assert_eq!(plies(&st), 2);
    }

    #[test]
    fn premoves_are_said() {
        let mut st = computer_first();
        let before = st.clone();
        drag(&mut st, "e7", "e6");
        let said = premove_words(&before, &st).unwrap_or_default();
        assert_eq!(said, "Premove e7 to e6, played when it is your turn.");
        let queued = st.clone();
        st.apply(Action::ComputerMove {
            ply: 0,
            mv: "e2e3".into(),
        });
        let said = reply_words(&queued, &st).unwrap_or_default();
        assert!(said.contains("Your premove: Black"), "{said}");
    }
}
