//! A move made by hand, step by step (issue 64): the squares of a drag or two clicks, then
//! what the engine still leaves to choose ([`engine::hand_step`]): a piece in the picker
//! (what a pawn becomes, what a gate brings in, a drop as itself or promoted), then the
//! square of the move's wall, chosen on the board with the piece shown moved (a click, a
//! drag onto it, or Enter; Escape takes the move back).

use engine::{hand_step, narrow, wall_squares, HandStep, Kind, Move, Square};

use crate::rest::out_of_line;
use crate::state::{GameState, PendingPromotion, PendingWall};
use crate::view::refusal;

// The steps are called out of line (`crate::rest::out_of_line`): the reducer runs on every
// first screen, and the other games' steps would otherwise be inlined into it.
impl GameState {
    /// Moves the piece on `from` to `to`: played when the engine has one such move, a
    /// choice of piece or of wall when it has several, refused with the engine's reason
    /// when none.
    pub(crate) fn try_move(&mut self, from: Square, to: Square) -> Result<(), String> {
        out_of_line(
            |(st, from, to)| Self::move_now(st, from, to),
            (self, from, to),
        )
    }

    /// Drops a `kind` from the hand of the player to move on `to`; asks whether it goes
    /// down promoted where the game allows both (`dropPromoted`).
    pub(crate) fn try_drop(&mut self, kind: Kind, to: Square) -> Result<(), String> {
        out_of_line(
            |(st, kind, to)| Self::drop_now(st, kind, to),
            (self, kind, to),
        )
    }

    /// The piece `m` chosen among those waiting: played, or its wall asked for next.
    pub(crate) fn choose_promotion(&mut self, m: Move) {
        out_of_line(|(st, m)| Self::choose_now(st, m), (self, m))
    }

    /// The wall of the waiting move placed on `sq` (a square not marked is refused and the
    /// move keeps waiting).
    pub(crate) fn place_wall(&mut self, sq: Square) {
        out_of_line(|(st, sq)| Self::wall_now(st, sq), (self, sq))
    }

    fn move_now(&mut self, from: Square, to: Square) -> Result<(), String> {
        let Some(game) = &self.game else {
            return Err("start a game first".into());
        };
        let pos = game.position();
        let moves = pos.moves_by_hand(from, to);
        match hand_step(&moves) {
            HandStep::Refused => Err(refusal(pos, from, to)),
            step => self.ask(from, to, step, moves),
        }
    }

    fn drop_now(&mut self, kind: Kind, to: Square) -> Result<(), String> {
        let Some(game) = &self.game else {
            return Err("start a game first".into());
        };
        let moves = game.position().drops_by_hand(kind, to);
        match hand_step(&moves) {
            // The engine's reason for the plain drop (or a hidden square's, `AR-4`).
            HandStep::Refused => self.play(Move::Drop { kind, to }),
            step => self.ask(to, to, step, moves),
        }
    }

    /// Plays the move of `step`, or asks for what it still needs.
    fn ask(
        &mut self,
        from: Square,
        to: Square,
        step: HandStep,
        moves: Vec<Move>,
    ) -> Result<(), String> {
        match step {
            HandStep::Refused => Ok(()),
            HandStep::Play(m) => self.play(m),
            HandStep::Choose(choices) => {
                self.promotion = Some(PendingPromotion {
                    from,
                    to,
                    choices,
                    moves,
                });
                self.selected = None;
                self.message = None;
                Ok(())
            }
            HandStep::Wall(moves) => {
                let Some(shown) = self
                    .game
                    .as_ref()
                    .and_then(|g| g.position().wall_preview(&moves[0]))
                else {
                    return Err("no wall to place".into());
                };
                self.wall = Some(PendingWall { moves, shown });
                self.selected = None;
                self.message = Some(WALL_PROMPT.into());
                Ok(())
            }
        }
    }

    fn choose_now(&mut self, m: Move) {
        let Some(p) = self.promotion.take() else {
            return;
        };
        self.selected = None;
        if !p.choices.contains(&m) {
            return;
        }
        let kept = narrow(&p.moves, &m);
        if let Err(e) = self.ask(p.from, p.to, hand_step(&kept), kept) {
            self.message = Some(e);
        }
    }

    fn wall_now(&mut self, sq: Square) {
        let Some(w) = &self.wall else { return };
        match w.moves.iter().find(|m| m.wall() == Some(sq)).copied() {
            Some(m) => {
                self.wall = None;
                if let Err(e) = self.play(m) {
                    self.message = Some(e);
                }
            }
            None => self.message = Some(format!("A wall may not go on {sq}. {WALL_PROMPT}")),
        }
    }

    /// The squares the waiting wall may go on (none when no wall waits).
    pub fn wall_targets(&self) -> engine::SquareSet {
        self.wall
            .as_ref()
            .map_or(engine::SquareSet::EMPTY, |w| wall_squares(&w.moves))
    }
}

/// What the player is told while a wall waits.
pub const WALL_PROMPT: &str =
    "Place the wall: choose a marked square (Escape takes the move back).";

#[cfg(test)]
mod tests {
    use super::*;
    use crate::components::promotion::{choice_title, choices_of};
    use crate::state::Action;
    use crate::view::board_view;
    use engine::Settings;

    fn sq(s: &str) -> Square {
        s.parse().expect("test square")
    }

    fn game(name: &str) -> GameState {
        let mut st = GameState::default();
        st.apply(Action::NewGame(Settings::named(name).expect("a built-in")));
        st
    }

    fn last(st: &GameState) -> String {
        let g = st.game.as_ref().expect("a game");
        g.moves_uci().last().cloned().unwrap_or_default()
    }

    #[test]
    fn a_gate_is_chosen_in_the_picker_after_the_drag() {
        let mut st = game("seirawan");
        st.apply(Action::Move {
            from: sq("b1"),
            to: sq("c3"),
        });
        let p = st.promotion.clone().expect("a gate to choose");
        let pos = st.game.as_ref().expect("a game").position();
        let shown = choices_of(pos, p.from, &p.choices);
        let keys: Vec<&str> = shown.iter().map(|c| c.key.as_str()).collect();
        assert_eq!(keys.len(), 3);
        for k in ["-", "Hb1", "Eb1"] {
            assert!(keys.contains(&k), "{k} in {keys:?}");
        }
        assert!(
            choice_title(&p.choices, &p.from.to_string(), &p.to.to_string(), false)
                .contains("bring a piece in")
        );
        let hawk = shown.iter().find(|c| c.key == "Hb1").expect("the hawk").m;
        st.apply(Action::ChoosePromotion(hawk));
        assert_eq!(st.promotion, None);
        assert_eq!(last(&st), "b1c3hb1");
    }

    #[test]
    fn a_wall_is_placed_on_a_marked_square_after_the_move() {
        let mut st = game("isolation");
        st.apply(Action::Move {
            from: sq("c1"),
            to: sq("c2"),
        });
        assert!(st.wall.is_some(), "a wall waits");
        assert_eq!(st.message.as_deref(), Some(WALL_PROMPT));
        // The board shows the piece moved and marks the wall's squares (not c8's, outside
        // White's region, nor the piece's own).
        let shown = st.shown_position().expect("a board").clone();
        let view = board_view(&shown, &st.ui());
        let marked: Vec<String> = view
            .squares
            .iter()
            .filter(|s| s.target)
            .map(|s| s.name.clone())
            .collect();
        assert!(marked.contains(&"d5".to_string()), "{marked:?}");
        assert!(!marked.contains(&"c2".to_string()));
        assert!(shown.piece_at(sq("c2")).is_some());
        // A square not marked is refused and the move keeps waiting.
        st.apply(Action::SelectSquare(sq("c2")));
        assert!(st.wall.is_some());
        assert!(st
            .message
            .as_deref()
            .is_some_and(|m| m.starts_with("A wall may not go on c2")));
        assert!(st.game.as_ref().expect("a game").moves().is_empty());
        st.apply(Action::SelectSquare(sq("d5")));
        assert_eq!(st.wall, None);
        assert_eq!(last(&st), "c1c2*d5");
    }

    #[test]
    fn escape_takes_a_move_waiting_for_its_wall_back() {
        let mut st = game("isolation");
        st.apply(Action::Move {
            from: sq("c1"),
            to: sq("c2"),
        });
        st.apply(Action::Cancel);
        assert_eq!(st.wall, None);
        let pos = st.shown_position().expect("a board");
        assert!(pos.piece_at(sq("c1")).is_some());
        assert!(st.game.as_ref().expect("a game").moves().is_empty());
    }

    #[test]
    fn a_drop_that_may_be_promoted_asks_which_side_goes_down() {
        let mut st = GameState::default();
        // A pawn in White's hand.
        let s = Settings::named("kyotoshogi").expect("a built-in");
        let g = crate::game::Game::from_fen(s, "p+nks+l/5/5/5/+LSK+N1[P] w - - 0 1")
            .expect("a position");
        st.apply(Action::Restore(Box::new(g)));
        let me = st.mover().expect("a game");
        let pawn = st
            .game
            .as_ref()
            .and_then(|g| g.position().rules().kind_by_letter('P'))
            .expect("a pawn");
        st.apply(Action::Drop {
            player: me,
            kind: pawn,
            to: sq("c3"),
        });
        let p = st.promotion.clone().expect("a side to choose");
        let pos = st.game.as_ref().expect("a game").position();
        let shown = choices_of(pos, p.from, &p.choices);
        let mut keys: Vec<&str> = shown.iter().map(|c| c.key.as_str()).collect();
        keys.sort();
        assert_eq!(keys, ["+P", "P"]);
        let promoted = shown
            .iter()
            .find(|c| c.key == "+P")
            .expect("the rook side")
            .m;
        st.apply(Action::ChoosePromotion(promoted));
        assert_eq!(last(&st), "+P@c3");
    }
}
