//! The one reducer that owns the app: which screen is shown, the game in progress, the
//! player's selection and the last message.
//!
//! The reducer calls the engine and nothing else: no storage, no timers, no DOM. A drop is
//! sent to [`Position::play`]; when the engine refuses it, its [`engine::PlayError`] message
//! is shown and nothing changes.

use engine::{Kind, Move, Position, Settings, Square, SquareSet, Variant};
use std::rc::Rc;
use yew::Reducible;

use crate::view::Ui;

/// Which page is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    /// The list of games.
    Home,
    /// The game in progress.
    Game,
}

/// Whether the app can play `v` yet: ChessNim (drops only). The engine may know more
/// games than the app has a board for; those are listed as coming soon.
pub fn app_plays(v: Variant) -> bool {
    v == Variant::ChessNim
}

/// A game in progress, with its history for undo and redo.
#[derive(Clone, Debug, PartialEq)]
pub struct Game {
    /// What the game was started with.
    pub settings: Settings,
    /// The current position.
    pub position: Position,
    /// The earlier positions, first to last.
    pub history: Vec<Position>,
    /// The moves played, one per earlier position.
    pub moves: Vec<Move>,
    /// Moves taken back, the next one to replay last.
    pub redo: Vec<Move>,
}

impl Game {
    /// A new game, or the engine's reason why these settings cannot start one.
    pub fn new(settings: Settings) -> Result<Game, String> {
        if !app_plays(settings.variant) {
            return Err(format!(
                "{} cannot be played in the app yet",
                settings.variant.title()
            ));
        }
        let position = Position::start(&settings).map_err(|e| e.to_string())?;
        Ok(Game {
            settings,
            position,
            history: Vec::new(),
            moves: Vec::new(),
            redo: Vec::new(),
        })
    }

    /// The square of the last move.
    pub fn last_square(&self) -> Option<Square> {
        self.moves.last().and_then(Move::to)
    }

    /// Plays `m` if the engine accepts it.
    fn play(&mut self, m: Move) -> Result<(), String> {
        let next = self.position.play(&m).map_err(|e| e.to_string())?;
        let prev = std::mem::replace(&mut self.position, next);
        self.history.push(prev);
        self.moves.push(m);
        Ok(())
    }

    /// The moves in coordinate form (`K@b7`).
    pub fn moves_uci(&self) -> Vec<String> {
        let rules = self.position.rules();
        self.moves.iter().map(|m| m.to_uci(rules)).collect()
    }

    /// The game as a few lines of text, to keep it in the browser's storage: the settings
    /// and the moves (every position is replayed through the engine when it is read back).
    pub fn to_saved(&self) -> String {
        let c = &self.settings.chessnim;
        let holes: Vec<String> = c.holes.iter().map(|s| s.to_string()).collect();
        format!(
            "{SAVED_HEADER}\nvariant {}\nsize {} {}\nholes {}\nmaterial {}\npawns-on-last-rank {}\nmoves {}\n",
            self.settings.variant.name(),
            c.width,
            c.height,
            holes.join(" "),
            c.material_text(),
            c.pawns_on_last_rank,
            self.moves_uci().join(" ")
        )
    }

    /// Reads back a game written by [`Game::to_saved`]; any fault gives an error, never a
    /// panic, and never a game the engine did not accept move by move.
    pub fn from_saved(text: &str) -> Result<Game, String> {
        let mut lines = text.lines();
        if lines.next() != Some(SAVED_HEADER) {
            return Err("not a saved game".into());
        }
        let mut variant = None;
        let mut nim = engine::ChessNimSettings::default();
        let mut moves = Vec::new();
        for line in lines {
            let (key, value) = line.split_once(' ').unwrap_or((line, ""));
            match key {
                "variant" => variant = Variant::from_name(value),
                "size" => {
                    let mut it = value.split(' ').map(str::parse::<u8>);
                    match (it.next(), it.next()) {
                        (Some(Ok(w)), Some(Ok(h))) => {
                            nim.width = w;
                            nim.height = h;
                        }
                        _ => return Err(format!("bad size '{value}'")),
                    }
                }
                "holes" => {
                    nim.holes = SquareSet::EMPTY;
                    for h in value.split_whitespace() {
                        nim.holes.insert(h.parse::<Square>()?);
                    }
                }
                "material" => nim.material = engine::ChessNimSettings::parse_material(value)?,
                "pawns-on-last-rank" => nim.pawns_on_last_rank = value == "true",
                "moves" => moves = value.split_whitespace().map(str::to_string).collect(),
                _ => {}
            }
        }
        let mut settings = Settings::new(variant.ok_or("no variant")?);
        settings.chessnim = nim;
        let mut game = Game::new(settings)?;
        for m in moves {
            let m = Move::parse_uci(&m, game.position.rules()).map_err(|e| e.to_string())?;
            game.play(m)?;
        }
        Ok(game)
    }
}

/// The first line of a saved game.
const SAVED_HEADER: &str = "variantarium saved game 1";

/// Everything the app shows.
#[derive(Clone, Debug, PartialEq)]
pub struct GameState {
    /// The page.
    pub screen: Screen,
    /// Whether the new-game dialog is open (over whatever page is shown).
    pub dialog: bool,
    /// The game in progress, kept while the dialog is open and when it is cancelled.
    pub game: Option<Game>,
    /// The kind picked from the tray of the side to move.
    pub selected: Option<Kind>,
    /// Why the last attempt was refused.
    pub message: Option<String>,
    /// Whether Black is at the bottom.
    pub flipped: bool,
}

impl Default for GameState {
    fn default() -> Self {
        GameState {
            screen: Screen::Home,
            dialog: false,
            game: None,
            selected: None,
            message: None,
            flipped: false,
        }
    }
}

/// What the user did.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// Show the list of games.
    ShowHome,
    /// Show the game in progress again.
    ShowGame,
    /// Open the new-game dialog.
    OpenDialog,
    /// Close the dialog; the game in progress stays as it was.
    CloseDialog,
    /// Start a game with these settings.
    NewGame(Settings),
    /// Pick a kind from the tray of the side to move.
    SelectTray(Kind),
    /// A square was clicked: with a piece picked, this asks the engine to drop it there.
    SelectSquare(Square),
    /// A piece was dragged from the tray onto a square.
    Drop {
        /// The kind dragged.
        kind: Kind,
        /// The square it was let go on.
        to: Square,
    },
    /// Let go of the picked piece (it goes back to the tray).
    Cancel,
    /// Turn the board round.
    Flip,
    /// Take back the last move.
    Undo,
    /// Play again the last move taken back.
    Redo,
    /// Put back a game saved earlier (from local storage).
    Restore(Box<Game>),
}

impl GameState {
    /// The selection and last drop as the board view needs them.
    pub fn ui(&self) -> Ui {
        Ui {
            selected: self.selected,
            last: self.game.as_ref().and_then(Game::last_square),
            flipped: self.flipped,
        }
    }

    /// Applies an action (the pure heart of the reducer).
    pub fn apply(&mut self, action: Action) {
        match action {
            Action::ShowHome => {
                self.screen = Screen::Home;
                self.selected = None;
                self.message = None;
            }
            Action::ShowGame => {
                if self.game.is_some() {
                    self.screen = Screen::Game;
                }
            }
            Action::OpenDialog => {
                self.dialog = true;
                self.selected = None;
            }
            Action::CloseDialog => self.dialog = false,
            Action::NewGame(settings) => match Game::new(settings) {
                Ok(game) => {
                    self.game = Some(game);
                    self.screen = Screen::Game;
                    self.dialog = false;
                    self.selected = None;
                    self.message = None;
                }
                Err(e) => self.message = Some(e),
            },
            Action::SelectTray(kind) => {
                let Some(game) = &self.game else { return };
                let pos = &game.position;
                if pos.outcome().is_none()
                    && kind.index() < pos.rules().kinds().len()
                    && pos.hand(pos.turn()).has(kind)
                {
                    self.selected = Some(kind);
                    self.message = None;
                }
            }
            Action::SelectSquare(to) => match (self.selected, &self.game) {
                (Some(kind), _) => {
                    if let Err(e) = self.drop_piece(kind, to) {
                        // Keep the piece picked so that another square can be tried.
                        self.message = Some(e);
                    }
                }
                (None, Some(game)) if game.position.outcome().is_none() => {
                    let who = crate::view::player_title(game.position.turn());
                    self.message = Some(format!("pick a piece from {who}'s tray first"));
                }
                _ => {}
            },
            Action::Drop { kind, to } => {
                if let Err(e) = self.drop_piece(kind, to) {
                    // The piece snaps back to the tray.
                    self.selected = None;
                    self.message = Some(e);
                }
            }
            Action::Cancel => self.selected = None,
            Action::Flip => self.flipped = !self.flipped,
            Action::Undo => {
                if let Some(game) = &mut self.game {
                    if let (Some(prev), Some(m)) = (game.history.pop(), game.moves.pop()) {
                        game.position = prev;
                        game.redo.push(m);
                    }
                }
                self.selected = None;
                self.message = None;
            }
            Action::Redo => {
                if let Some(game) = &mut self.game {
                    if let Some(m) = game.redo.pop() {
                        if let Err(e) = game.play(m) {
                            game.redo.clear();
                            self.message = Some(e);
                        }
                    }
                }
                self.selected = None;
            }
            Action::Restore(game) => {
                self.game = Some(*game);
                self.screen = Screen::Game;
                self.selected = None;
                self.message = None;
            }
        }
    }

    /// Asks the engine to drop `kind` on `to`; on success the selection is cleared.
    fn drop_piece(&mut self, kind: Kind, to: Square) -> Result<(), String> {
        let Some(game) = &mut self.game else {
            return Err("start a game first".into());
        };
        game.play(Move::Drop { kind, to })?;
        game.redo.clear();
        self.selected = None;
        self.message = None;
        Ok(())
    }
}

impl Reducible for GameState {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut next = (*self).clone();
        next.apply(action);
        Rc::new(next)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::ChessNimSettings;

    fn kings_game() -> GameState {
        let mut s = Settings::new(Variant::ChessNim);
        s.chessnim.material = ChessNimSettings::kings_only_material();
        let mut st = GameState::default();
        st.apply(Action::NewGame(s));
        st
    }

    fn sq(s: &str) -> Square {
        s.parse().expect("test square")
    }

    #[test]
    fn new_game_shows_the_board() {
        let st = kings_game();
        assert_eq!(st.screen, Screen::Game);
        assert!(st.game.is_some());
    }

    #[test]
    fn click_click_drop_and_refusal() {
        let mut st = kings_game();
        let k = Kind(0);
        st.apply(Action::SelectSquare(sq("b7")));
        assert_eq!(
            st.message.as_deref(),
            Some("pick a piece from White's tray first")
        );
        st.apply(Action::SelectTray(k));
        assert_eq!(st.selected, Some(k));
        assert_eq!(st.message, None);
        st.apply(Action::SelectSquare(sq("b7")));
        assert_eq!(st.selected, None);
        assert_eq!(st.ui().last, Some(sq("b7")));
        let before = st.game.clone();
        // Onto an occupied square: refused by the engine, nothing changes.
        st.apply(Action::SelectTray(k));
        st.apply(Action::SelectSquare(sq("b7")));
        assert_eq!(st.message.as_deref(), Some("b7 is occupied"));
        assert_eq!(st.selected, Some(k), "still picked for another try");
        assert_eq!(st.game, before);
        // A drag onto a square that does not reduce the count: refused, the piece snaps back.
        st.apply(Action::Drop {
            kind: k,
            to: sq("a8"),
        });
        assert!(st.message.as_deref().unwrap_or("").contains("fewer free"));
        assert_eq!(st.selected, None);
        assert_eq!(st.game, before);
    }

    #[test]
    fn cancelled_dialog_keeps_the_game() {
        let mut st = kings_game();
        st.apply(Action::Drop {
            kind: Kind(0),
            to: sq("b7"),
        });
        let game = st.game.clone();
        st.apply(Action::OpenDialog);
        assert!(st.dialog);
        st.apply(Action::CloseDialog);
        assert!(!st.dialog);
        assert_eq!(st.game, game);
    }

    #[test]
    fn bad_settings_start_nothing() {
        let mut st = kings_game();
        let game = st.game.clone();
        let mut s = Settings::new(Variant::ChessNim);
        s.chessnim.width = 0;
        st.apply(Action::NewGame(s));
        assert!(st.message.is_some());
        assert_eq!(st.game, game);
        let mut s = Settings::new(Variant::ChessNim);
        s.chessnim.height = 17;
        st.apply(Action::NewGame(s));
        assert_eq!(st.game, game);
        // The engine may know a game whose moves the app cannot make yet: not started.
        for v in Variant::ALL.into_iter().filter(|v| !app_plays(*v)) {
            st.apply(Action::NewGame(Settings::new(v)));
            assert_eq!(st.game, game, "{v}");
            assert!(st.message.is_some());
        }
    }

    #[test]
    fn undo_redo() {
        let mut st = kings_game();
        for m in ["b7", "e7"] {
            st.apply(Action::Drop {
                kind: Kind(0),
                to: sq(m),
            });
        }
        st.apply(Action::Undo);
        assert_eq!(st.ui().last, Some(sq("b7")));
        st.apply(Action::Redo);
        assert_eq!(st.ui().last, Some(sq("e7")));
        let g = st.game.as_ref().expect("game");
        assert_eq!(g.moves_uci(), ["K@b7", "K@e7"]);
        assert_eq!(g.history.len(), 2);
    }

    #[test]
    fn the_reference_game_ends_with_black_winning() {
        let mut st = kings_game();
        for m in [
            "b7", "e7", "g7", "g4", "d4", "b4", "b2", "c3", "f3", "f1", "d2", "h2",
        ] {
            st.apply(Action::SelectTray(Kind(0)));
            st.apply(Action::SelectSquare(sq(m)));
            assert_eq!(st.message, None, "{m}");
        }
        let pos = &st.game.as_ref().expect("game").position;
        let outcome = pos.outcome().expect("over");
        assert_eq!(outcome.to_string(), "Black wins: no free square is left");
        st.apply(Action::SelectTray(Kind(0)));
        assert_eq!(st.selected, None, "nothing to pick once the game is over");
    }

    #[test]
    fn saved_games_read_back() {
        let mut st = GameState::default();
        let mut s = Settings::new(Variant::ChessNim);
        s.chessnim.width = 5;
        s.chessnim.height = 4;
        s.chessnim.holes.insert(sq("c2"));
        s.chessnim.pawns_on_last_rank = false;
        st.apply(Action::NewGame(s));
        for (k, m) in [(1, "a1"), (5, "e4")] {
            st.apply(Action::Drop {
                kind: Kind(k),
                to: sq(m),
            });
            assert_eq!(st.message, None);
        }
        let game = st.game.expect("game");
        let text = game.to_saved();
        let back = Game::from_saved(&text).expect("reads back");
        assert_eq!(back, game);
        assert_eq!(back.to_saved(), text);
        for bad in [
            "",
            "hello",
            &text.replace("size 5 4", "size 0 4"),
            &text.replace("moves Q@a1", "moves Q@c2"),
            &text.replace("material ", "material X"),
            &text.replace("holes c2", "holes z9"),
        ] {
            assert!(Game::from_saved(bad).is_err(), "{bad}");
        }
    }
}
