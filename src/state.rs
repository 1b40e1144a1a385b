//! The one reducer that owns the app: which screen is shown, the game in progress, the
//! player's selection and the last message.
//!
//! The reducer calls the engine and nothing else: no storage, no timers, no DOM. A move or
//! a drop is sent to the engine's [`engine::Game`] (which also judges threefold repetition,
//! `SH-3`); when the engine refuses it, its [`engine::PlayError`] message is shown and
//! nothing changes.

use engine::{Kind, Move, Phase, Player, Position, Settings, Square, SquareSet, Variant};

use crate::computer::{all_human, Seat};
use crate::game::Game;
use crate::history::{ViewStep, VIEWING_REFUSAL};
use crate::view::{
    hidden_at, hidden_refusal, nothing_picked, pickable, Computers, Pick, Premove, Ui,
};

/// Which page is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    /// The list of games.
    Home,
    /// The game in progress.
    Game,
    /// The rules of a game, with diagrams.
    Rules(Variant),
    /// Every game the app plays (`components::games_room`).
    Games,
    /// The rules of one of Fairy-Stockfish's built-ins, by its name
    /// (`components::builtin_rules`; [`crate::builtins::interned`]).
    BuiltinRules(&'static str),
}

/// The rules page of the built-in `name` as a screen (its name kept for the page's life,
/// [`crate::builtins::interned`], out of line: no first screen shows it).
fn builtin_rules_screen(name: &str) -> Screen {
    Screen::BuiltinRules(crate::rest::out_of_line(crate::builtins::interned, name))
}

/// What a view-only board says when a move is tried.
pub const VIEW_ONLY: &str = "This board is view-only: moves are not played here.";

/// A game to show: from a link, an import, or a fresh game after a link failed
/// (`share.rs` reads them).
#[derive(Clone, Debug, PartialEq)]
pub struct Opened {
    /// The game, at the position to show (later moves wait in its redo list).
    pub game: Game,
    /// Black at the bottom.
    pub flipped: bool,
    /// Moves are refused.
    pub view_only: bool,
    /// What to tell the player.
    pub message: Option<String>,
}

/// A move that waits for the player to choose a piece: what the pawn becomes, what a gate
/// brings in, or whether a drop is promoted ([`engine::HandStep::Choose`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PendingPromotion {
    /// Where the piece starts (the square it is dropped on for a drop).
    pub from: Square,
    /// Where it lands.
    pub to: Square,
    /// The legal moves to choose from, one per piece.
    pub choices: Vec<Move>,
    /// Every legal move of the drag: those of the piece chosen may still differ by their
    /// wall ([`engine::narrow`]).
    pub moves: Vec<Move>,
}

/// A move that waits for the square of its wall ([`engine::HandStep::Wall`]): the board
/// shows the piece moved and marks the squares.
#[derive(Clone, Debug, PartialEq)]
pub struct PendingWall {
    /// The legal moves, one per square of the wall (the piece's move is the same in each).
    pub moves: Vec<Move>,
    /// The board while the wall is placed ([`Position::wall_preview`]).
    pub shown: Position,
}

/// A ChessNim hint for the position after `ply` moves: the squares it marks and what it
/// says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HintMarks {
    /// The number of moves of the game it is for (a move played since puts it away).
    pub ply: usize,
    /// The squares marked on the board.
    pub squares: SquareSet,
    /// The hint in words.
    pub words: String,
}

impl HintMarks {
    /// The hint of the worker's answer for `game` (the drops in the engine's notation):
    /// the winning drops when the solver proved some, else the search's suggestion.
    pub fn of(game: &Game, drops: &[String], proven: bool, suggestion: Option<&str>) -> HintMarks {
        let rules = game.position().rules();
        let squares = drops
            .iter()
            .map(String::as_str)
            .chain(suggestion)
            .filter_map(|d| Move::parse_uci(d, rules).ok()?.to())
            .collect();
        let words = match (drops, suggestion) {
            ([], Some(s)) if proven => format!(
                "Hint: no drop wins against best play; {s}, marked, holds out longest \
                 that the computer found."
            ),
            ([], Some(s)) => {
                format!("Hint: no win could be proven in time; the computer suggests {s} (marked).")
            }
            ([], None) => "Hint: no drop to suggest.".into(),
            ([one], _) => format!("Hint: {one} is a winning drop (marked)."),
            (all, _) => format!("Hint: winning drops, marked: {}.", all.join(", ")),
        };
        HintMarks {
            ply: game.moves().len(),
            squares,
            words,
        }
    }
}

/// Everything the app shows.
#[derive(Clone, Debug, PartialEq)]
pub struct GameState {
    /// The page.
    pub screen: Screen,
    /// The new-game dialog, open for this game (over whatever page is shown).
    pub dialog: Option<Variant>,
    /// The game in progress, kept while the dialog is open and when it is cancelled.
    pub game: Option<Game>,
    /// What the player has picked up.
    pub selected: Option<Pick>,
    /// A promotion waiting for the player's choice.
    pub promotion: Option<PendingPromotion>,
    /// A move waiting for its wall's square.
    pub wall: Option<PendingWall>,
    /// Why the last attempt was refused (or what happened to a saved game).
    pub message: Option<String>,
    /// Whether Black is at the bottom.
    pub flipped: bool,
    /// The device is being handed over during a secret deployment: a cover hides the board
    /// until the next player says it is there.
    pub cover: bool,
    /// Who plays each seat (one per player of the game; all human by default).
    pub seats: Vec<Seat>,
    /// The earlier position shown instead of the live one: the number of moves played in
    /// it (see [`crate::history`]). `None`: the game as it stands.
    pub viewing: Option<usize>,
    /// What the live region says after the last action (moves, results, refusals).
    pub announcement: String,
    /// Counts the announcements, so that the same words said twice are heard twice.
    pub announcement_no: u32,
    /// The game is only shown (a view-only link): moves are refused, stepping through the
    /// moves is allowed (`src/share.rs`).
    pub view_only: bool,
    /// The id the game on show is kept under in "Your games" (`src/game_store.rs`); `None` for
    /// a game not kept yet (a new game, a link's game: the app gives it an id when it
    /// first saves it, [`Action::SetGameId`]).
    pub game_id: Option<String>,
    /// The hint shown on the board (ChessNim), until the game moves on.
    pub hint: Option<HintMarks>,
    /// The sound the last move called for ([`crate::sound`]), and a count of sounds, so
    /// that each is played once.
    pub sound: Option<crate::sound::Sound>,
    /// How many sounds were called for.
    pub sound_no: u32,
    /// A move queued while the computer thinks ([`crate::premove`]).
    pub premove: Option<Premove>,
    /// A big board is drawn zoomed ([`crate::zoom`]; remembered on the device).
    pub zoomed: bool,
    /// The built-in game (by its name, `shogi`) whose new-game dialog is open: the dialog
    /// of [`crate::games::OWN`] then plays it as it is, without its text.
    pub dialog_builtin: Option<String>,
}

impl Default for GameState {
    fn default() -> Self {
        GameState {
            screen: Screen::Home,
            dialog: None,
            game: None,
            selected: None,
            promotion: None,
            wall: None,
            message: None,
            flipped: false,
            cover: false,
            seats: vec![Seat::Human; 2],
            viewing: None,
            announcement: String::new(),
            announcement_no: 0,
            view_only: false,
            game_id: None,
            hint: None,
            sound: None,
            sound_no: 0,
            premove: None,
            zoomed: false,
            dialog_builtin: None,
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
    /// Show the rules page of a game.
    ShowRules(Variant),
    /// Show the rules page of a built-in, by its name.
    ShowBuiltinRules(String),
    /// Open the new-game dialog of a game.
    OpenDialog(Variant),
    /// Close the dialog; the game in progress stays as it was.
    CloseDialog,
    /// Start a game with these settings.
    NewGame(Settings),
    /// Pick a kind from `player`'s tray: refused, with a message and no change, unless
    /// `player` is the side to move.
    SelectTray(Player, engine::Kind),
    /// A square was clicked: picks up a piece of the side to move, or asks the engine to
    /// move (or drop) the picked piece there.
    SelectSquare(Square),
    /// A pointer went down on a piece of the side to move: it is picked up.
    PickUp(Square),
    /// A piece was dragged from a tray onto a square.
    Drop {
        /// Whose tray it came from (refused unless the side to move's).
        player: Player,
        /// The kind dragged.
        kind: engine::Kind,
        /// The square it was let go on.
        to: Square,
    },
    /// A piece was dragged from one square onto another.
    Move {
        /// Where it was picked up.
        from: Square,
        /// Where it was let go.
        to: Square,
    },
    /// The piece chosen for a pending promotion.
    ChoosePromotion(Move),
    /// `pass`: deployment done, or no change (Arnhem, `AR-4`).
    Pass,
    /// The next player has the device: take the cover away.
    Uncover,
    /// Let go of the picked piece (it goes back), or of a pending promotion.
    Cancel,
    /// Turn the board round.
    Flip,
    /// Show every game the app plays.
    ShowGames,
    /// Open the new-game dialog of a built-in game, by its name (`shogi`).
    OpenBuiltinDialog(String),
    /// Draw a big board zoomed, or whole ([`crate::zoom`]).
    Zoom(bool),
    /// Show an earlier position, or the live one again.
    View(ViewStep),
    /// Take back the last move.
    Undo,
    /// Play again the last move taken back.
    Redo,
    /// Who plays each seat from now on (set before [`Action::NewGame`] by the dialog).
    SetSeats(Vec<Seat>),
    /// The computer's move for the position after `ply` moves (ignored when the game has
    /// moved on since it was asked).
    ComputerMove {
        /// How many moves the game had when the computer was asked.
        ply: usize,
        /// The move, in the engine's notation.
        mv: String,
    },
    /// Something to tell the player from the computer's side: why it could not answer.
    ComputerSays(String),
    /// ChessNim's hint for the position after `ply` moves (ignored when the game has moved
    /// since): the winning drops proven, or the search's suggestion.
    ShowHint {
        /// How many moves the game had when the hint was asked.
        ply: usize,
        /// The winning drops (engine notation).
        drops: Vec<String>,
        /// Whether the solver settled the position.
        proven: bool,
        /// The search's best drop, when no winning drop is proven.
        suggestion: Option<String>,
    },
    /// Put back a game saved earlier (from local storage).
    Restore(Box<Game>),
    /// Show a game kept in "Your games" under `id`, with its seats, and go on keeping it
    /// there.
    Resume {
        /// Its id (`src/game_store.rs`).
        id: String,
        /// The game.
        game: Box<Game>,
        /// Who plays each seat, if known.
        seats: Option<Vec<Seat>>,
    },
    /// The id the game on show is kept under from now on; `None`: keep it as a new game
    /// (a copy, when another tab moved the original on).
    SetGameId(Option<String>),
    /// Another tab moved the game on show on (or took moves back): show its game, on the
    /// same page, without starting anything afresh.
    Synced {
        /// The game as the other tab left it.
        game: Box<Game>,
        /// Its seats.
        seats: Vec<Seat>,
    },
    /// Show a game opened from a link, an import or a record (`src/share.rs`).
    Open(Box<Opened>),
    /// Step to the position after this many moves (undo and redo in one go).
    GoTo(usize),
    /// Say something (a link or a file that could not be read); nothing else changes.
    Say(String),
    /// A link asked for what is not here (a game we do not have): the start page, with
    /// the message; the game in progress, if any, stays as it is.
    LinkRefused(String),
    /// The saved game could not be read: say so, and start afresh.
    RestoreFailed {
        /// The reader's reason.
        reason: String,
        /// The game it was of, if that much could be read.
        variant: Option<Variant>,
    },
}

/// Whether the computer plays `player`'s seat among `seats`.
fn computer_plays(seats: &[Seat], player: Player) -> bool {
    seats
        .get(usize::from(player.0))
        .is_some_and(|s| s.is_computer())
}

impl Action {
    /// Whether the action is a player's attempt to play: picking, dropping, moving,
    /// choosing a promotion or passing.
    pub fn is_play(&self) -> bool {
        matches!(
            self,
            Action::SelectTray(..)
                | Action::SelectSquare(_)
                | Action::PickUp(_)
                | Action::Drop { .. }
                | Action::Move { .. }
                | Action::ChoosePromotion(_)
                | Action::Pass
        )
    }
}

impl GameState {
    /// The selection and last move as the board view needs them.
    pub fn ui(&self) -> Ui {
        let last_move = match (self.viewing, &self.game, &self.wall) {
            (Some(n), Some(g), _) => n.checked_sub(1).and_then(|i| g.moves().get(i).copied()),
            // The move waiting for its wall is marked as played.
            (None, _, Some(w)) => w.moves.first().map(Move::piece_move),
            (None, g, None) => g.as_ref().and_then(Game::last_move),
            _ => None,
        };
        Ui {
            selected: self.selected,
            last_move,
            flipped: self.flipped,
            computers: self.computers(),
            hint: match (&self.hint, self.viewing) {
                (Some(h), None) => h.squares,
                _ => SquareSet::EMPTY,
            },
            premover: self.premover(),
            premove: self.premove.map_or(SquareSet::EMPTY, Premove::squares),
            walls: self.wall_targets(),
            // An earlier position is only looked at: nothing in it can be picked.
            over: self.viewing.is_some()
                || self.game.as_ref().is_some_and(|g| g.outcome().is_some()),
        }
    }

    /// The position the board shows: the live one, or the earlier one looked at.
    pub fn shown_position(&self) -> Option<&Position> {
        let game = self.game.as_ref()?;
        match (self.viewing, &self.wall) {
            (Some(n), _) => game.position_at(n).or(Some(game.position())),
            (None, Some(w)) => Some(&w.shown),
            (None, None) => Some(game.position()),
        }
    }

    /// Whether the game goes on and takes the player's input (no cover, no pending
    /// choice, a human to move).
    fn accepting(&self) -> bool {
        self.game.as_ref().is_some_and(|g| g.outcome().is_none())
            && !self.cover
            && self.promotion.is_none()
            && self.wall.is_none()
            && !self.computer_seat(self.mover())
    }

    /// The player to move, if there is a game.
    pub fn mover(&self) -> Option<Player> {
        self.game.as_ref().map(|g| g.position().turn())
    }

    /// The seats the computer plays.
    pub fn computers(&self) -> Computers {
        crate::computer::computers_of(&self.seats)
    }

    /// The players whose pieces the people at the screen must not see (a secret
    /// deployment, `AR-4`, the computer's included).
    pub fn hidden_players(&self) -> Vec<Player> {
        self.game
            .as_ref()
            .map(|g| g.position().hidden_players(&self.computers().players()))
            .unwrap_or_default()
    }

    /// Whether the computer plays `player`'s seat.
    pub fn computer_seat(&self, player: Option<Player>) -> bool {
        player.is_some_and(|p| computer_plays(&self.seats, p))
    }

    /// When the computer is to move in the game on show: how many moves the game has and
    /// the time per move. `None` while a human is to move, the game is over, or the game
    /// is not on show.
    pub fn computer_to_move(&self) -> Option<(usize, u32)> {
        let game = self.game.as_ref()?;
        if self.screen != Screen::Game
            || self.dialog.is_some()
            || game.outcome().is_some()
            || self.cover
        {
            return None;
        }
        match self.seats.get(usize::from(game.position().turn().0))? {
            Seat::Computer { ms } => Some((game.moves().len(), *ms)),
            Seat::Human => None,
        }
    }

    /// Whether some seat of the game is played by a person.
    fn any_human(&self) -> bool {
        let n = self
            .game
            .as_ref()
            .map_or(2, |g| g.position().rules().player_count());
        (0..n).any(|p| !self.computer_seat(Some(Player(p))))
    }

    /// A hot-seat handover: from one person to another during a secret deployment.
    fn handover(&self, from: Player, to: Player) -> bool {
        from != to && !self.computer_seat(Some(from)) && !self.computer_seat(Some(to))
    }

    /// Applies an action (the pure heart of the reducer). A hint is put away once the game
    /// it was for moves (another game shown, [`GameState::start`] or a game synced from
    /// another tab, puts it away too).
    pub fn apply(&mut self, action: Action) {
        self.apply_action(action);
        let ply = self.game.as_ref().map(|g| g.moves().len());
        if self.hint.as_ref().is_some_and(|h| Some(h.ply) != ply) {
            self.hint = None;
        }
    }

    /// [`GameState::apply`] without the hint's upkeep.
    fn apply_action(&mut self, action: Action) {
        if self.refuses(&action) {
            return;
        }
        match action {
            Action::ShowHome => {
                self.viewing = None;
                self.show(Screen::Home);
            }
            Action::ShowGame => {
                if self.game.is_some() {
                    self.screen = Screen::Game;
                }
            }
            Action::ShowRules(v) => self.show(Screen::Rules(v)),
            Action::ShowBuiltinRules(name) => self.show(builtin_rules_screen(&name)),
            Action::ShowGames => self.show(Screen::Games),
            Action::OpenDialog(v) => self.open_dialog(v, None),
            Action::OpenBuiltinDialog(name) => self.open_dialog(crate::games::OWN, Some(name)),
            Action::CloseDialog => self.dialog = None,
            Action::NewGame(settings) => self.new_game(settings),
            Action::SetSeats(seats) => {
                if (1..=3).contains(&seats.len()) {
                    self.seats = seats;
                }
            }
            Action::ComputerMove { ply, mv } => self.computer_move(ply, &mv),
            Action::ComputerSays(text) | Action::Say(text) => self.message = Some(text),
            Action::ShowHint {
                ply,
                drops,
                proven,
                suggestion,
            } => {
                let game = self.game.as_ref().filter(|g| g.moves().len() == ply);
                self.hint = game
                    .map(|g| HintMarks::of(g, &drops, proven, suggestion.as_deref()))
                    .or(self.hint.take());
            }
            Action::SelectTray(player, kind) => self.select_tray(player, kind),
            Action::SelectSquare(sq) => self.select_square(sq),
            Action::PickUp(sq) => {
                if self.can_pick(sq) {
                    self.selected = Some(Pick::Square(sq));
                    self.message = None;
                } else {
                    self.premove_pick_up(sq);
                }
            }
            Action::Drop { player, kind, to } => self.drop_from_tray(player, kind, to),
            Action::Move { from, to } => self.move_by_hand(from, to),
            Action::ChoosePromotion(m) => self.choose_promotion(m),
            Action::Pass => self.pass(),
            Action::Uncover => self.cover = false,
            Action::Cancel => self.clear_picks(),
            Action::Flip => self.flipped = !self.flipped,
            Action::Zoom(on) => self.zoomed = on,
            Action::View(to) => self.view(to),
            Action::Undo => self.undo(),
            Action::Redo => self.redo(),
            Action::Restore(game) => self.restore(*game),
            Action::Resume { id, game, seats } => self.resume(id, *game, seats),
            Action::SetGameId(id) => self.game_id = id,
            Action::Synced { game, seats } => self.synced(*game, seats),
            Action::Open(opened) => self.open(*opened),
            Action::GoTo(ply) => {
                if let Some(g) = &mut self.game {
                    g.go_to(ply);
                }
                self.show(self.screen);
            }
            Action::LinkRefused(text) => {
                self.screen = Screen::Home;
                self.dialog = None;
                self.message = Some(text);
            }
            Action::RestoreFailed { reason, variant } => self.restore_failed(&reason, variant),
        }
    }

    /// Whether `action` is a move refused here, said so: a view-only game (a link) refuses
    /// moves but not stepping through them; while an earlier position is on show a move is
    /// refused and the game stays as it is.
    fn refuses(&mut self, action: &Action) -> bool {
        let why = if !action.is_play() {
            return false;
        } else if self.view_only {
            VIEW_ONLY
        } else if self.viewing.is_some() {
            VIEWING_REFUSAL
        } else {
            return false;
        };
        self.selected = None;
        self.message = Some(why.into());
        true
    }

    /// Shows `screen` with no piece picked and no message.
    fn show(&mut self, screen: Screen) {
        self.screen = screen;
        self.clear_picks();
        self.message = None;
    }

    /// The new-game dialog of `v` opened, playing the built-in `builtin` as it is when
    /// there is one.
    fn open_dialog(&mut self, v: Variant, builtin: Option<String>) {
        self.dialog = Some(v);
        self.dialog_builtin = builtin;
        self.clear_picks();
    }

    /// A game kept in "Your games" (`id`) shown again, with its seats if they were kept.
    fn resume(&mut self, id: String, game: Game, seats: Option<Vec<Seat>>) {
        if let Some(seats) = seats {
            self.apply(Action::SetSeats(seats));
        }
        self.apply(Action::Restore(Box::new(game)));
        self.game_id = Some(id);
    }

    /// No piece picked, no promotion waiting, no move queued.
    fn clear_picks(&mut self) {
        self.selected = None;
        self.promotion = None;
        self.wall = None;
        self.premove = None;
    }

    /// A new game from `settings` (the engine's refusal said, and nothing changed).
    fn new_game(&mut self, settings: Settings) {
        match Game::new(settings) {
            Ok(game) => {
                self.fit_seats(&game);
                self.start(game, None)
            }
            Err(e) => self.message = Some(e),
        }
    }

    /// Every seat a person when the seats do not fit `game`'s number of players.
    fn fit_seats(&mut self, game: &Game) {
        let players = usize::from(game.position().rules().player_count());
        if self.seats.len() != players {
            self.seats = all_human(&game.settings);
        }
    }

    /// The computer's reply `mv` for the position after `ply` moves (stale replies are let
    /// go).
    fn computer_move(&mut self, ply: usize, mv: &str) {
        let Some((now, _)) = self.computer_to_move() else {
            return;
        };
        if now != ply {
            return;
        }
        let Some(game) = &self.game else { return };
        // A piece picked for a premove stays picked for the move it now may make.
        let pick = self.selected.take();
        let played = crate::computer::parse_reply_move(game, mv).and_then(|m| self.play(m));
        if let Err(e) = played {
            self.message = Some(format!("The computer's move {mv} was refused: {e}"));
            return;
        }
        self.play_premove();
        self.selected = self.selected.or(pick.filter(|p| self.can_still_pick(*p)));
    }

    /// Whether `pick` may stay picked in the position now on the board.
    fn can_still_pick(&self, pick: Pick) -> bool {
        match pick {
            Pick::Square(sq) => self.can_pick(sq),
            Pick::Hand(kind) => {
                self.accepting()
                    && self.game.as_ref().is_some_and(|g| {
                        let pos = g.position();
                        pos.hand(pos.turn()).has(kind)
                    })
            }
        }
    }

    /// A piece of `kind` picked from `player`'s tray.
    fn select_tray(&mut self, player: Player, kind: Kind) {
        if !self.accepting() {
            self.premove_tray(player, kind);
            return;
        }
        if self.refuse_other_tray(player) {
            return;
        }
        let Some(game) = &self.game else { return };
        let pos = game.position();
        if kind.index() < pos.rules().kinds().len() && pos.hand(pos.turn()).has(kind) {
            self.selected = Some(Pick::Hand(kind));
            self.message = None;
        }
    }

    /// A piece of `kind` dragged from `player`'s tray onto `to`.
    fn drop_from_tray(&mut self, player: Player, kind: Kind, to: Square) {
        if !self.accepting() {
            if self.premove_tray(player, kind) {
                self.queue(Premove::Drop { kind, to });
            }
            return;
        }
        if self.refuse_other_tray(player) {
            return;
        }
        if let Err(e) = self.try_drop(kind, to) {
            // The piece snaps back to the tray.
            self.selected = None;
            self.message = Some(e);
        }
    }

    /// A piece dragged from `from` to `to`.
    fn move_by_hand(&mut self, from: Square, to: Square) {
        if !self.accepting() {
            if self.selected == Some(Pick::Square(from)) {
                self.queue(Premove::Move { from, to });
            }
            return;
        }
        if let Err(e) = self.try_move(from, to) {
            // The piece snaps back to its square.
            self.selected = None;
            self.message = Some(e);
        }
    }

    /// The player to move passes (where the engine allows it).
    fn pass(&mut self) {
        if !self.accepting() {
            return;
        }
        if let Err(e) = self.play(Move::Pass) {
            self.message = Some(e);
        }
    }

    /// A step through the moves (`to`: back, forward, to the start or the game).
    fn view(&mut self, to: ViewStep) {
        let Some(game) = &self.game else { return };
        if self.cover || self.promotion.is_some() || self.wall.is_some() {
            return;
        }
        match crate::history::step(game.position(), game.moves().len(), self.viewing, to) {
            Ok(v) => {
                self.viewing = v;
                self.selected = None;
                self.message = None;
            }
            Err(e) => self.message = Some(e.into()),
        }
    }

    /// Takes back the last move; against the computer, back to the last position a person
    /// was to move in.
    fn undo(&mut self) {
        let back_to_a_person = self.any_human();
        let seats = &self.seats;
        let computer = |p: Player| computer_plays(seats, p);
        self.viewing = None;
        if let Some(game) = &mut self.game {
            let mut first = true;
            while game.can_undo()
                && (first || (back_to_a_person && computer(game.position().turn())))
            {
                first = false;
                game.take_back();
            }
        }
        self.clear_picks();
        self.message = None;
    }

    /// Plays again the last move taken back.
    fn redo(&mut self) {
        self.viewing = None;
        let Some(m) = self.game.as_mut().and_then(|g| g.redo.pop()) else {
            return;
        };
        let redo = self
            .game
            .as_ref()
            .map(|g| g.redo.clone())
            .unwrap_or_default();
        if let Err(e) = self.play(m) {
            self.message = Some(e);
        } else if let Some(g) = &mut self.game {
            // play() forgets what was taken back; a redo keeps the rest of it.
            g.redo = redo;
        }
        self.selected = None;
    }

    /// Shows a kept game again (covered if a person's secret deployment would show).
    fn restore(&mut self, game: Game) {
        let turn = game.position().turn();
        self.fit_seats(&game);
        let cover = game.position().phase() == Phase::Deploy && self.handover(Player::WHITE, turn);
        self.start(game, None);
        self.cover = cover;
    }

    /// Another tab played the game on: its game and seats replace ours.
    fn synced(&mut self, game: Game, seats: Vec<Seat>) {
        let len = game.moves().len();
        if (1..=3).contains(&seats.len()) {
            self.seats = seats;
        }
        self.game = Some(game);
        self.hint = None;
        self.clear_picks();
        self.viewing = self.viewing.filter(|&v| v < len);
        self.message = None;
    }

    /// A saved game that could not be read: a fresh game of its variant if it names one,
    /// else the start page, with the reason.
    fn restore_failed(&mut self, reason: &str, variant: Option<Variant>) {
        let text = format!("The saved game could not be read ({reason})");
        match variant.map(|v| Game::new(Settings::new(v))) {
            Some(Ok(game)) => self.start(game, Some(format!("{text}: a new game has started."))),
            _ => {
                self.screen = Screen::Home;
                self.message = Some(format!("{text}."));
            }
        }
    }

    /// Shows `game` from its current position, with `message`.
    pub(crate) fn start(&mut self, game: Game, message: Option<String>) {
        self.hint = None;
        self.view_only = false;
        self.game_id = None;
        self.game = Some(game);
        self.screen = Screen::Game;
        self.dialog = None;
        self.selected = None;
        self.promotion = None;
        self.wall = None;
        self.premove = None;
        self.message = message;
        self.cover = false;
        self.viewing = None;
    }

    /// Refuses a pick or a drop from `player`'s tray when `player` is not the side to
    /// move (a greyed-out tray's piece dragged onto the board): the pick is let go and a
    /// message says whose turn it is. Whether it was refused.
    fn refuse_other_tray(&mut self, player: Player) -> bool {
        let Some(mover) = self.mover() else {
            return true;
        };
        if player == mover {
            return false;
        }
        self.selected = None;
        self.message = Some(crate::view::other_tray_refusal(mover, player));
        true
    }

    /// Whether the piece on `sq` may be picked up: the side to move's, in a game whose
    /// pieces move (in Vimes Chess a unit the engine lets the player to move move).
    fn can_pick(&self, sq: Square) -> bool {
        let Some(game) = &self.game else { return false };
        let pos = game.position();
        self.accepting() && pickable(pos).contains(sq)
    }

    /// A click on `sq` (or Enter on it).
    fn select_square(&mut self, sq: Square) {
        if self.wall.is_some() {
            self.place_wall(sq);
            return;
        }
        if !self.accepting() {
            self.premove_click(sq);
            return;
        }
        match self.selected {
            Some(Pick::Hand(kind)) => {
                if let Err(e) = self.try_drop(kind, sq) {
                    if self.can_pick(sq) {
                        // A click on one of the mover's pieces picks that piece instead.
                        self.selected = Some(Pick::Square(sq));
                        self.message = None;
                    } else {
                        // Keep the piece picked so that another square can be tried.
                        self.message = Some(e);
                    }
                }
            }
            Some(Pick::Square(from)) if from == sq => self.selected = None,
            Some(Pick::Square(from)) => {
                if let Err(e) = self.try_move(from, sq) {
                    if self.can_pick(sq) {
                        self.selected = Some(Pick::Square(sq));
                        self.message = None;
                    } else {
                        self.message = Some(e);
                    }
                }
            }
            None => {
                if self.can_pick(sq) {
                    self.selected = Some(Pick::Square(sq));
                    self.message = None;
                } else if let Some(g) = &self.game {
                    // With `wallOrMove`, a click on an empty square walls it off.
                    match g.position().wall_alone_at(sq) {
                        Some(m) => {
                            if let Err(e) = self.play(m) {
                                self.message = Some(e);
                            }
                        }
                        None => self.message = Some(nothing_picked(g.position(), sq)),
                    }
                }
            }
        }
    }

    /// Plays `m`; on success the selection is cleared, and a secret deployment handed to
    /// the next player puts the cover up.
    pub(crate) fn play(&mut self, m: Move) -> Result<(), String> {
        let Some(game) = &mut self.game else {
            return Err("start a game first".into());
        };
        if let Move::Drop { to, .. } = m {
            if hidden_at(game.position(), to) {
                return Err(hidden_refusal(to));
            }
        }
        let before = game.position().turn();
        game.play_move(m)?;
        game.redo.clear();
        let pos = game.position();
        let (deploying, after) = (pos.phase() == Phase::Deploy, pos.turn());
        self.cover = deploying && self.handover(before, after);
        self.selected = None;
        self.promotion = None;
        self.wall = None;
        self.message = None;
        Ok(())
    }
}

impl GameState {
    /// Shows `o` ([`Action::Open`]).
    fn open(&mut self, o: Opened) {
        let pos = o.game.position();
        let cover = !o.view_only && pos.phase() == Phase::Deploy && pos.turn() != Player::WHITE;
        // A game from a link or a file is played by people at this screen.
        self.seats = crate::computer::all_human(&o.game.settings);
        self.start(o.game, o.message);
        self.flipped = o.flipped;
        self.view_only = o.view_only;
        self.cover = cover;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::app_plays;
    use crate::games::{arnhem, chessence, chessnim, vimes};
    use crate::view::board_view;
    use engine::{ChessNimSettings, Kind};
    use std::rc::Rc;
    use yew::Reducible;

    fn kings_game() -> GameState {
        let mut s = Settings::new(chessnim::VARIANT);
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
        st.apply(Action::SelectTray(st.mover().expect("a game"), k));
        assert_eq!(st.selected, Some(Pick::Hand(k)));
        assert_eq!(st.message, None);
        st.apply(Action::SelectSquare(sq("b7")));
        assert_eq!(st.selected, None);
        assert_eq!(st.ui().last_move.and_then(|m| m.to()), Some(sq("b7")));
        let before = st.game.clone();
        // Onto an occupied square: refused by the engine, nothing changes.
        st.apply(Action::SelectTray(st.mover().expect("a game"), k));
        st.apply(Action::SelectSquare(sq("b7")));
        assert_eq!(st.message.as_deref(), Some("b7 is occupied"));
        assert_eq!(
            st.selected,
            Some(Pick::Hand(k)),
            "still picked for another try"
        );
        assert_eq!(st.game, before);
        // A drag onto a square that does not reduce the count: refused, the piece snaps back.
        st.apply(Action::Drop {
            player: st.mover().expect("a game"),
            kind: k,
            to: sq("a8"),
        });
        assert!(st.message.as_deref().unwrap_or("").contains("fewer free"));
        assert_eq!(st.selected, None);
        assert_eq!(st.game, before);
    }

    #[test]
    fn the_other_players_tray_is_refused_and_changes_nothing() {
        // Arnhem's deployment (AR-4): White deploys; Black's greyed-out king, picked or
        // dragged onto e1, is refused and never becomes White's.
        let mut st = game_of(arnhem::VARIANT);
        let king = pos(&st).rules().kind_by_letter('K').expect("king");
        let before = st.game.clone();
        st.apply(Action::SelectTray(Player::BLACK, king));
        assert_eq!(st.selected, None);
        assert_eq!(
            st.message.as_deref(),
            Some("It is White's turn: Black's pieces wait")
        );
        st.apply(Action::Drop {
            player: Player::BLACK,
            kind: king,
            to: sq("e1"),
        });
        assert_eq!(st.game, before);
        assert_eq!(
            st.message.as_deref(),
            Some("It is White's turn: Black's pieces wait")
        );
        // Chessence: a black man dragged onto White's empty home square is not White's drop.
        let mut st = game_of(chessence::VARIANT);
        let man = pos(&st).rules().kind_by_letter('P').expect("man");
        let before = st.game.clone();
        st.apply(Action::Drop {
            player: Player::BLACK,
            kind: man,
            to: sq("d2"),
        });
        assert_eq!(st.game, before);
        // The mover's own tray still works.
        st.apply(Action::SelectTray(Player::WHITE, man));
        assert_eq!(st.selected, Some(Pick::Hand(man)));
    }

    #[test]
    fn the_computers_secret_deployment_is_not_told() {
        // AR-4: the computer deploys White's army; the person at the screen plays Black.
        let mut st = GameState::default();
        st.apply(Action::SetSeats(vec![
            Seat::Computer { ms: 100 },
            Seat::Human,
        ]));
        st.apply(Action::NewGame(Settings::new(arnhem::VARIANT)));
        let st = Rc::new(st).reduce(Action::ComputerMove {
            ply: 0,
            mv: "K@e1".into(),
        });
        assert_eq!(st.game.as_ref().map(|g| g.moves().len()), Some(1));
        assert_eq!(st.announcement, "White has placed a piece.");
        assert_eq!(st.hidden_players(), [Player::WHITE]);
        let rows = st
            .game
            .as_ref()
            .expect("game")
            .move_rows(&st.hidden_players());
        assert!(rows.iter().all(|r| r.hidden && r.moves.is_empty()));
    }

    #[test]
    fn a_hint_marks_its_squares_until_the_game_moves_on() {
        let mut st = kings_game();
        let hint = |ply, drops: &[&str], proven, suggestion: Option<&str>| Action::ShowHint {
            ply,
            drops: drops.iter().map(|d| d.to_string()).collect(),
            proven,
            suggestion: suggestion.map(str::to_string),
        };
        // An answer for another position is dropped.
        st.apply(hint(3, &["K@b7"], true, None));
        assert_eq!(st.hint, None);
        st.apply(hint(0, &[], false, Some("K@d4")));
        let h = st.hint.clone().expect("a hint");
        assert_eq!(h.squares.iter().collect::<Vec<_>>(), [sq("d4")]);
        assert!(h.words.contains("suggests K@d4"), "{}", h.words);
        assert!(st.ui().hint.contains(sq("d4")));
        assert!(board_view(pos(&st), &st.ui())
            .square("d4")
            .is_some_and(|s| s.hint));
        st.apply(hint(0, &["K@b7", "K@e7"], true, None));
        let h = st.hint.clone().expect("a hint");
        assert_eq!(h.squares.count(), 2);
        assert_eq!(h.words, "Hint: winning drops, marked: K@b7, K@e7.");
        // A move puts it away.
        st.apply(Action::SelectTray(Player::WHITE, Kind(0)));
        st.apply(Action::SelectSquare(sq("b7")));
        assert_eq!(st.hint, None);
        assert!(st.ui().hint.is_empty());
    }

    #[test]
    fn vi_2_the_vimes_score_sheet_puts_each_move_under_its_player() {
        // W B R W B W R (VI-2): rows are rounds, each move in its player's column; no seat
        // letter in the moves themselves.
        let mut st = game_of(vimes::VARIANT);
        play_all(
            &mut st,
            &["e2e4", "e7e5", "a2a3", "g1f3", "b8c6", "f1c4", "h7h6"],
        );
        let rows = st.game.as_ref().expect("game").move_rows(&[]);
        let sheet: Vec<(String, Vec<u8>, Vec<String>)> = rows
            .into_iter()
            .map(|r| (r.label, r.cols, r.moves))
            .collect();
        assert_eq!(
            sheet,
            [
                (
                    "1.".to_string(),
                    vec![0, 1, 2],
                    vec!["e4".into(), "e5".into(), "a3".into()]
                ),
                (
                    "2.".to_string(),
                    vec![0, 1],
                    vec!["Nf3".into(), "Nc6".into()]
                ),
                (
                    "3.".to_string(),
                    vec![0, 2],
                    vec!["Bc4".into(), "h6".into()]
                ),
            ]
        );
    }

    #[test]
    fn cancelled_dialog_keeps_the_game() {
        let mut st = kings_game();
        st.apply(Action::Drop {
            player: st.mover().expect("a game"),
            kind: Kind(0),
            to: sq("b7"),
        });
        let game = st.game.clone();
        st.apply(Action::OpenDialog(chessnim::VARIANT));
        assert_eq!(st.dialog, Some(chessnim::VARIANT));
        st.apply(Action::CloseDialog);
        assert_eq!(st.dialog, None);
        assert_eq!(st.game, game);
    }

    #[test]
    fn bad_settings_start_nothing() {
        let mut st = kings_game();
        let game = st.game.clone();
        let mut s = Settings::new(chessnim::VARIANT);
        s.chessnim.width = 0;
        st.apply(Action::NewGame(s));
        assert!(st.message.is_some());
        assert_eq!(st.game, game);
        let mut s = Settings::new(chessnim::VARIANT);
        s.chessnim.height = 17;
        st.apply(Action::NewGame(s));
        assert_eq!(st.game, game);
        // The engine may know a game whose moves the app cannot make yet: not started.
        for v in crate::games::listed()
            .map(|f| f.variant)
            .filter(|v| !app_plays(*v))
        {
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
                player: st.mover().expect("a game"),
                kind: Kind(0),
                to: sq(m),
            });
        }
        st.apply(Action::Undo);
        assert_eq!(st.ui().last_move.and_then(|m| m.to()), Some(sq("b7")));
        st.apply(Action::Redo);
        assert_eq!(st.ui().last_move.and_then(|m| m.to()), Some(sq("e7")));
        let g = st.game.as_ref().expect("game");
        assert_eq!(g.moves_uci(), ["K@b7", "K@e7"]);
        assert_eq!(g.moves().len(), 2);
        let rows = g.move_rows(&[]);
        assert_eq!(rows.len(), 1);
        assert_eq!(rows[0].label, "1.");
        assert_eq!(rows[0].moves, ["K@b7", "K@e7"]);
    }

    #[test]
    fn the_reference_game_ends_with_black_winning() {
        let mut st = kings_game();
        for m in [
            "b7", "e7", "g7", "g4", "d4", "b4", "b2", "c3", "f3", "f1", "d2", "h2",
        ] {
            st.apply(Action::SelectTray(st.mover().expect("a game"), Kind(0)));
            st.apply(Action::SelectSquare(sq(m)));
            assert_eq!(st.message, None, "{m}");
        }
        let pos = st.game.as_ref().expect("game").position();
        let outcome = pos.outcome().expect("over");
        assert_eq!(outcome.to_string(), "Black wins: no free square is left");
        st.apply(Action::SelectTray(st.mover().expect("a game"), Kind(0)));
        assert_eq!(st.selected, None, "nothing to pick once the game is over");
    }

    #[test]
    fn saved_games_read_back() {
        let mut st = GameState::default();
        let mut s = Settings::new(chessnim::VARIANT);
        s.chessnim.width = 5;
        s.chessnim.height = 4;
        s.chessnim.holes.insert(sq("c2"));
        s.chessnim.pawns_on_last_rank = false;
        st.apply(Action::NewGame(s));
        for (k, m) in [(1, "a1"), (5, "e4")] {
            st.apply(Action::Drop {
                player: st.mover().expect("a game"),
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
        assert!(
            text.starts_with("Game: ChessNim\nSize: 5x4\nHoles: c2\n"),
            "{text}"
        );
        for bad in [
            "",
            "hello",
            &text.replace("Size: 5x4", "Size: 0x4"),
            &text.replace("1. Q@a1", "1. Q@c2"),
            &text.replace("Material: ", "Material: X"),
            &text.replace("Holes: c2", "Holes: z9"),
        ] {
            assert!(Game::from_saved(bad).is_err(), "{bad}");
        }
        // A game saved by an earlier version still reads back.
        let old = "variantarium saved game 1\nvariant chessnim\nsize 5 4\nholes c2\n\
            material K:K:1, Q:Q:1, R:R:2, B:B:2, N:N:2, P:fmWfcFifmnD:8\n\
            pawns-on-last-rank false\narnhem-deployment true\n\
            fen 5/5/2*2/5[KQRRBBNNPPPPPPPPkqrrbbnnpppppppp] w - - 0 1\nmoves Q@a1 P@e4\n";
        assert_eq!(Game::from_saved(old).as_ref(), Ok(&game));
        assert_eq!(Game::saved_variant(old), Some(chessnim::VARIANT));
        assert_eq!(Game::saved_variant(&text), Some(chessnim::VARIANT));
        assert!(Game::from_saved(&old.replace("moves Q@a1", "moves Q@c2")).is_err());
    }

    fn game_of(v: Variant) -> GameState {
        let mut st = GameState::default();
        st.apply(Action::NewGame(Settings::new(v)));
        assert_eq!(st.message, None);
        st
    }

    fn pos(st: &GameState) -> &Position {
        st.game.as_ref().expect("game").position()
    }

    #[test]
    fn pick_up_and_move_by_click_drag_and_refusal() {
        let mut st = game_of(chessence::VARIANT);
        // Nothing picked: a click on Black's man says whose turn it is.
        st.apply(Action::SelectSquare(sq("b7")));
        assert_eq!(
            st.message.as_deref(),
            Some("that is Black's piece: White is to move")
        );
        // Click-click: d3 has rook power from e3 and d2.
        st.apply(Action::SelectSquare(sq("d3")));
        assert_eq!(st.selected, Some(Pick::Square(sq("d3"))));
        assert_eq!(st.message, None);
        let before = st.game.clone();
        st.apply(Action::SelectSquare(sq("a9")));
        assert!(st.message.is_some(), "refused with a reason");
        assert_eq!(st.selected, Some(Pick::Square(sq("d3"))), "still picked");
        assert_eq!(st.game, before);
        // A click on another own piece picks that one instead.
        st.apply(Action::SelectSquare(sq("e3")));
        assert_eq!(st.selected, Some(Pick::Square(sq("e3"))));
        // The same piece again: put back.
        st.apply(Action::SelectSquare(sq("e3")));
        assert_eq!(st.selected, None);
        // A drag of the immobile king snaps back with the engine's reason.
        st.apply(Action::PickUp(sq("f1")));
        st.apply(Action::Move {
            from: sq("f1"),
            to: sq("f3"),
        });
        assert_eq!(st.message.as_deref(), Some("kings never move in Chessence"));
        assert_eq!(st.selected, None);
        assert_eq!(st.game, before);
        // A legal drag is played and marked.
        let to = pos(&st)
            .legal_targets(sq("d3"))
            .first()
            .expect("d3 has a move");
        st.apply(Action::PickUp(sq("d3")));
        st.apply(Action::Move { from: sq("d3"), to });
        assert_eq!(st.message, None);
        assert_eq!(pos(&st).turn(), Player::BLACK);
        assert_eq!(
            st.ui().last_move,
            Some(Move::Normal {
                from: sq("d3"),
                to,
                promotion: None
            })
        );
        // Black cannot pick up White's pieces.
        st.apply(Action::PickUp(sq("e3")));
        assert_eq!(st.selected, None);
    }

    #[test]
    fn chessence_drops_go_only_on_home_squares() {
        let mut st = game_of(chessence::VARIANT);
        let man = pos(&st).rules().kind_by_letter('P').expect("man");
        st.apply(Action::SelectTray(st.mover().expect("a game"), man));
        st.apply(Action::SelectSquare(sq("c3")));
        assert_eq!(
            st.message.as_deref(),
            Some("men are dropped only on your six starting squares, not c3")
        );
        st.apply(Action::Drop {
            player: st.mover().expect("a game"),
            kind: man,
            to: sq("d2"),
        });
        assert_eq!(st.message.as_deref(), Some("d2 is occupied"));
        st.apply(Action::PickUp(sq("d3")));
        let to = pos(&st).legal_targets(sq("d3")).first().expect("a move");
        st.apply(Action::Move { from: sq("d3"), to });
        st.apply(Action::PickUp(sq("b7")));
        let to = pos(&st).legal_targets(sq("b7")).first().expect("a move");
        st.apply(Action::Move { from: sq("b7"), to });
        st.apply(Action::Drop {
            player: st.mover().expect("a game"),
            kind: man,
            to: sq("d3"),
        });
        assert_eq!(st.message, None);
        assert_eq!(
            st.game
                .as_ref()
                .expect("game")
                .moves_uci()
                .last()
                .map(String::as_str),
            Some("P@d3")
        );
    }

    /// Plays `moves` as they would come from the board (drops, moves and passes).
    fn play_all(st: &mut GameState, moves: &[&str]) {
        for m in moves {
            let mv = Move::parse_uci(m, pos(st).rules()).expect("move");
            match mv {
                Move::Drop { kind, to } => st.apply(Action::Drop {
                    player: st.mover().expect("a game"),
                    kind,
                    to,
                }),
                Move::Normal { from, to, .. } => st.apply(Action::Move { from, to }),
                Move::Pass => st.apply(Action::Pass),
                _ => panic!("gates, walls and promoted drops are in hand_moves.rs: {m}"),
            }
            assert_eq!(st.message, None, "{m}");
            st.apply(Action::Uncover);
        }
    }

    const WHITE_SETUP: [&str; 10] = [
        "K@d1", "Q@a1", "R@b1", "B@c1", "N@e1", "C@f1", "P@b2", "P@c3", "P@d3", "P@e2",
    ];
    const BLACK_SETUP: [&str; 10] = [
        "k@d7", "q@a7", "r@b7", "b@c7", "n@e7", "c@f7", "p@b6", "p@c5", "p@d5", "p@e6",
    ];

    #[test]
    fn arnhem_hot_seat_deployment_cover_and_change() {
        let mut st = game_of(arnhem::VARIANT);
        assert_eq!(pos(&st).phase(), Phase::Deploy);
        play_all(&mut st, &WHITE_SETUP[..9]);
        // Done is refused while a pawn is still in hand.
        st.apply(Action::Pass);
        assert_eq!(
            st.message.as_deref(),
            Some("place your whole army before confirming")
        );
        play_all(&mut st, &WHITE_SETUP[9..]);
        // Rearranging: the king dragged onto the queen swaps them (written a1d1).
        st.apply(Action::Move {
            from: sq("d1"),
            to: sq("a1"),
        });
        assert_eq!(st.message, None);
        assert_eq!(
            st.game
                .as_ref()
                .expect("game")
                .moves_uci()
                .last()
                .map(String::as_str),
            Some("a1d1")
        );
        assert!(!st.cover);
        st.apply(Action::Pass);
        assert!(st.cover, "the device is handed to Black");
        assert_eq!(pos(&st).turn(), Player::BLACK);
        // Undo would show White's setup to Black: not allowed.
        let g = st.game.clone();
        assert!(!st.game.as_ref().expect("game").can_undo());
        st.apply(Action::Undo);
        assert_eq!(st.game, g);
        st.apply(Action::SelectSquare(sq("b1")));
        assert!(
            st.game == g && st.selected.is_none(),
            "nothing under the cover"
        );
        st.apply(Action::Uncover);
        let rows = st
            .game
            .as_ref()
            .expect("game")
            .move_rows(&pos(&st).hidden_players(&[]));
        assert_eq!(rows[0].label, "White's setup");
        assert!(rows[0].hidden && rows[0].moves.is_empty());
        for m in BLACK_SETUP {
            let letter = m.chars().next().expect("letter").to_ascii_uppercase();
            let text = format!("{letter}{}", &m[1..]);
            play_all(&mut st, &[text.as_str()]);
        }
        st.apply(Action::Pass);
        assert!(!st.cover);
        assert_eq!(pos(&st).phase(), Phase::Change);
        // Black's change: a swap of two rank-7 pieces, dragged either way.
        st.apply(Action::Move {
            from: sq("b7"),
            to: sq("a7"),
        });
        assert_eq!(st.message, None);
        assert_eq!(pos(&st).phase(), Phase::Play);
        assert_eq!(pos(&st).turn(), Player::WHITE);
        let rows = st.game.as_ref().expect("game").move_rows(&[]);
        let labels: Vec<&str> = rows.iter().map(|r| r.label.as_str()).collect();
        assert_eq!(labels, ["White's setup", "Black's setup", "Black's change"]);
        assert_eq!(rows[2].moves, ["Qa7\u{21c4}Rb7"]);
        assert_eq!(rows[2].uci, ["a7b7"]);
    }

    #[test]
    fn arnhem_promotion_waits_for_a_choice() {
        let mut s = Settings::new(arnhem::VARIANT);
        s.arnhem.deployment = false;
        let fen = "k5/1P4/6/**2**/6/6/5K[] w - - 0 1";
        let mut st = GameState::default();
        st.apply(Action::Restore(Box::new(
            Game::from_fen(s, fen).expect("fen"),
        )));
        st.apply(Action::Move {
            from: sq("b6"),
            to: sq("c7"),
        });
        let p = st.promotion.clone().expect("a choice");
        assert_eq!(p.choices.len(), 5);
        let before = st.game.clone();
        // Escape: nothing changes.
        st.apply(Action::Cancel);
        assert_eq!(st.promotion, None);
        assert_eq!(st.game, before);
        st.apply(Action::Move {
            from: sq("b6"),
            to: sq("c7"),
        });
        let chancellor = Move::parse_uci("b6c7c", pos(&st).rules()).expect("move");
        st.apply(Action::ChoosePromotion(chancellor));
        assert_eq!(st.promotion, None);
        let c7 = pos(&st).piece_at(sq("c7")).expect("promoted");
        assert_eq!(pos(&st).letter(c7), 'C');
        assert!(
            pos(&st).in_check(Player::BLACK),
            "the chancellor on c7 checks a7"
        );
    }

    #[test]
    fn quick_arnhem_saves_and_reads_back_and_bad_saves_start_afresh() {
        let mut s = Settings::new(arnhem::VARIANT);
        s.arnhem.deployment = false;
        let mut st = GameState::default();
        st.apply(Action::NewGame(s));
        play_all(&mut st, &["b3c4"]);
        let game = st.game.clone().expect("game");
        let text = game.to_saved();
        assert!(text.contains("Deployment: quick\n"));
        assert!(text.contains("\nStart: rnbqkc/2pp2/1p2p1/**2**/1P2P1/2PP2/RNBQKC[] w - - 0 1\n"));
        let back = Game::from_saved(&text).expect("reads back");
        assert_eq!(back, game);
        for bad in [
            text.replace("1. b3c4", "1. b3b4"),
            text.replace("Start: rnbqkc", "Start: xnbqkc"),
            text.replace("Game: Arnhem Chess", "Game: Arnheim"),
        ] {
            assert!(Game::from_saved(&bad).is_err(), "{bad}");
        }
        let bad = text.replace("1. b3c4", "1. b3b4");
        let reason = Game::from_saved(&bad).expect_err("bad");
        let mut st = GameState::default();
        st.apply(Action::RestoreFailed {
            reason,
            variant: Game::saved_variant(&bad),
        });
        assert_eq!(st.screen, Screen::Game);
        assert!(st.game.as_ref().is_some_and(|g| g.moves().is_empty()));
        let msg = st.message.clone().expect("said");
        assert!(msg.starts_with("The saved game could not be read"), "{msg}");
        let mut st = GameState::default();
        st.apply(Action::RestoreFailed {
            reason: "not a saved game".into(),
            variant: Game::saved_variant("garbage"),
        });
        assert_eq!(st.screen, Screen::Home);
        assert!(st.message.is_some());
        assert!(st.game.is_none());
    }

    #[test]
    fn repetition_ends_the_game_and_stops_input() {
        let mut s = Settings::new(arnhem::VARIANT);
        s.arnhem.deployment = false;
        let mut st = GameState::default();
        st.apply(Action::NewGame(s));
        for _ in 0..2 {
            play_all(&mut st, &["a1a2", "a7a6", "a2a1", "a6a7"]);
        }
        let g = st.game.as_ref().expect("game");
        assert_eq!(
            g.outcome().map(|o| o.to_string()).as_deref(),
            Some("Draw: the same position for the third time")
        );
        assert!(st.ui().over);
        st.apply(Action::PickUp(sq("b1")));
        assert_eq!(st.selected, None);
    }

    #[test]
    fn computer_seat_takes_its_turn_and_people_wait() {
        let mut st = GameState::default();
        st.apply(Action::SetSeats(vec![
            Seat::Human,
            Seat::Computer { ms: 200 },
        ]));
        st.apply(Action::NewGame(Settings::new(chessence::VARIANT)));
        assert_eq!(st.computer_to_move(), None, "White is a person");
        play_all(&mut st, &["e1a1"]);
        assert_eq!(st.computer_to_move(), Some((1, 200)));
        // A person's click while the computer is to move changes nothing.
        let before = st.game.clone();
        st.apply(Action::SelectSquare(sq("b8")));
        st.apply(Action::Move {
            from: sq("b8"),
            to: sq("b6"),
        });
        assert_eq!(st.game, before);
        // A late answer (asked at another ply) is ignored; the right one is played.
        st.apply(Action::ComputerMove {
            ply: 0,
            mv: "b8b6".into(),
        });
        assert_eq!(st.game, before);
        let reply = pos(&st).legal_moves()[0].to_uci(pos(&st).rules());
        st.apply(Action::ComputerMove { ply: 1, mv: reply });
        assert_eq!(st.game.as_ref().map(|g| g.moves().len()), Some(2));
        assert_eq!(st.computer_to_move(), None);
        // Undo goes back to the person's move: both plies.
        st.apply(Action::Undo);
        assert_eq!(st.game.as_ref().map(|g| g.moves().len()), Some(0));
        assert_eq!(pos(&st).turn(), Player::WHITE);
        // A refused computer move is said, not played.
        play_all(&mut st, &["e1a1"]);
        st.apply(Action::ComputerMove {
            ply: 1,
            mv: "a1a1".into(),
        });
        assert!(st
            .message
            .as_deref()
            .is_some_and(|m| m.starts_with("The computer's move a1a1 was refused")));
        assert_eq!(st.game.as_ref().map(|g| g.moves().len()), Some(1));
    }

    #[test]
    fn no_hot_seat_cover_against_the_computer() {
        let mut st = GameState::default();
        st.apply(Action::SetSeats(vec![
            Seat::Human,
            Seat::Computer { ms: 200 },
        ]));
        st.apply(Action::NewGame(Settings::new(arnhem::VARIANT)));
        play_all(&mut st, &WHITE_SETUP);
        st.apply(Action::Pass);
        assert!(!st.cover, "nobody to hand the device to");
        assert_eq!(pos(&st).turn(), Player::BLACK);
        assert!(st.computer_to_move().is_some());
    }

    #[test]
    fn seats_follow_the_number_of_players() {
        let mut st = GameState::default();
        st.apply(Action::SetSeats(vec![
            Seat::Human,
            Seat::Computer { ms: 500 },
        ]));
        st.apply(Action::NewGame(Settings::new(vimes::VARIANT)));
        assert_eq!(st.seats, vec![Seat::Human; 3]);
        st.apply(Action::SetSeats(vec![]));
        assert_eq!(st.seats.len(), 3, "an empty list is refused");
    }
}
