//! A game in progress as the app holds it: the engine's [`engine::Game`] (positions and
//! moves, for repetition and undo), the moves taken back for redo, the move list's rows,
//! and the text it is kept as (a game record; the oldest saved form still reads).

use engine::{Move, Outcome, Phase, Player, Position, Settings, Variant};

use crate::games;

/// The games the engine knows whose board the app does not offer yet. Another engineer
/// takes a game off this list when its UI is done.
pub const COMING_SOON: [Variant; 0] = [];

/// Whether the app can play `v`: its engine start works and it is not coming soon. A
/// defined game is played whenever its definition starts (checked when it is chosen).
pub fn app_plays(v: Variant) -> bool {
    v == games::OWN || (!COMING_SOON.contains(&v) && Position::start(&Settings::new(v)).is_ok())
}

/// A game in progress: the engine's record of it (positions and moves, for repetition and
/// undo) and the moves taken back, for redo.
#[derive(Clone, Debug)]
pub struct Game {
    /// What the game was started with.
    pub settings: Settings,
    record: engine::Game,
    /// Moves taken back, the next one to replay last.
    pub redo: Vec<Move>,
}

impl PartialEq for Game {
    fn eq(&self, o: &Game) -> bool {
        self.settings == o.settings
            && self.record.start() == o.record.start()
            && self.record.moves() == o.record.moves()
            && self.redo == o.redo
    }
}

/// The moves of one line of the move list: a numbered move of play (`1. e4 e5`), or a
/// player's deployment or change (Arnhem, `AR-4`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MoveRow {
    /// "1.", "White's setup", "Black's change".
    pub label: String,
    /// The moves in readable notation ([`engine::notation::notation`]: `Nf3`, `K@b7`).
    pub moves: Vec<String>,
    /// The same moves in coordinate form (`g1f3`), for tools and tests.
    pub uci: Vec<String>,
    /// For each move, the number of moves played once it is made (the ply to show when
    /// it is clicked).
    pub plies: Vec<usize>,
    /// The moves are not shown (the other side's secret deployment).
    pub hidden: bool,
    /// For each move, the column of the score sheet it goes in: its player's index (White
    /// 0, Black 1, the Republican 2 in Vimes).
    pub cols: Vec<u8>,
}

impl Game {
    /// A new game, or the engine's reason why these settings cannot start one.
    pub fn new(settings: Settings) -> Result<Game, String> {
        if !app_plays(settings.variant) {
            return Err(format!(
                "{} cannot be played in the app yet",
                settings.title()
            ));
        }
        let record = engine::Game::new(&settings).map_err(|e| e.to_string())?;
        Ok(Game {
            settings,
            record,
            redo: Vec::new(),
        })
    }

    /// A game of `settings` from the position `fen`.
    pub fn from_fen(settings: Settings, fen: &str) -> Result<Game, String> {
        if !app_plays(settings.variant) {
            return Err(format!(
                "{} cannot be played in the app yet",
                settings.title()
            ));
        }
        let record = engine::Game::from_fen(&settings, fen).map_err(|e| e.to_string())?;
        Ok(Game {
            settings,
            record,
            redo: Vec::new(),
        })
    }

    /// A game of the app from a game the engine has replayed (a record or a link).
    pub fn from_engine(record: engine::Game) -> Result<Game, String> {
        let settings = record.settings().clone();
        if !app_plays(settings.variant) {
            return Err(format!(
                "{} cannot be played in the app yet",
                settings.title()
            ));
        }
        Ok(Game {
            settings,
            record,
            redo: Vec::new(),
        })
    }

    /// The engine's game: settings, start and moves (for records and links).
    pub fn engine(&self) -> &engine::Game {
        &self.record
    }

    /// Steps to the position after `ply` moves of the game and its redo list (back by
    /// undoing, forward by replaying what was taken back), as far as undo is allowed.
    pub fn go_to(&mut self, ply: usize) {
        while self.moves().len() > ply && self.can_undo() {
            match self.record.undo() {
                Some(m) => self.redo.push(m),
                None => break,
            }
        }
        while self.moves().len() < ply {
            let Some(m) = self.redo.pop() else { break };
            if self.record.play(&m).is_err() {
                self.redo.push(m);
                break;
            }
        }
    }

    /// The game with every move taken back replayed: the whole line an embedded board
    /// steps through.
    pub fn whole_line(&self) -> Game {
        let mut whole = self.clone();
        whole.go_to(self.moves().len() + self.redo.len());
        whole
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        self.record.position()
    }

    /// The position after the first `ply` moves (the start for 0).
    pub fn position_at(&self, ply: usize) -> Option<&Position> {
        self.record.position_at(ply)
    }

    /// The moves played.
    pub fn moves(&self) -> &[Move] {
        self.record.moves()
    }

    /// The end of the game (repetition included), if it is over.
    pub fn outcome(&self) -> Option<Outcome> {
        self.record.outcome()
    }

    /// The last move played.
    pub fn last_move(&self) -> Option<Move> {
        self.record.moves().last().copied()
    }

    /// Whether the last move can be taken back: the engine's [`engine::Game::can_undo`]
    /// (not a secret deployment handed over, `AR-4`).
    pub fn can_undo(&self) -> bool {
        self.record.can_undo()
    }

    /// Plays `m` if the engine accepts it.
    fn play(&mut self, m: Move) -> Result<(), String> {
        self.record.play(&m).map_err(|e| e.to_string())
    }

    /// Takes the last move back onto the redo list (whether undo is allowed is
    /// [`Game::can_undo`]'s question).
    pub fn take_back(&mut self) {
        if let Some(m) = self.record.undo() {
            self.redo.push(m);
        }
    }

    /// Plays `m` if the engine accepts it (the redo list is left alone).
    pub fn play_move(&mut self, m: Move) -> Result<(), String> {
        self.play(m)
    }

    /// The engine's record of the game (its history, for the search's repetition checks).
    pub fn engine_game(&self) -> &engine::Game {
        &self.record
    }

    /// The moves in coordinate form (`K@b7`, `e2e4`, `pass`).
    pub fn moves_uci(&self) -> Vec<String> {
        let rules = self.position().rules();
        self.moves().iter().map(|m| m.to_uci(rules)).collect()
    }

    /// The move list, line by line. The moves of `hidden` players' deployments are not
    /// given.
    pub fn move_rows(&self, hidden: &[Player]) -> Vec<MoveRow> {
        #[derive(PartialEq)]
        enum Key {
            Play(u32),
            Setup(Player),
            Change(Player),
        }
        let rules = self.position().rules();
        // Three players follow no fixed pattern (Vimes, `VI-2`): a row of the score sheet
        // ends when a player comes round again (its column is not to the right).
        let sheet = rules.player_count() > 2;
        let mut rows: Vec<MoveRow> = Vec::new();
        let mut last_key = None;
        for (i, m) in self.moves().iter().enumerate() {
            let Some(before) = self.record.position_at(i) else {
                break;
            };
            let who = before.turn();
            let key = match before.phase() {
                Phase::Play if sheet => {
                    let goes_on = rows
                        .last()
                        .and_then(|r| r.cols.last())
                        .is_some_and(|&c| c < who.0);
                    let n = rows.len() as u32 + u32::from(!goes_on);
                    Key::Play(n)
                }
                Phase::Play => Key::Play(before.fullmove()),
                Phase::Deploy => Key::Setup(who),
                Phase::Change => Key::Change(who),
            };
            if last_key.as_ref() != Some(&key) {
                let label = match key {
                    Key::Play(n) => format!("{n}."),
                    Key::Setup(p) => format!("{}'s setup", p.title()),
                    Key::Change(p) => format!("{}'s change", p.title()),
                };
                let hidden = matches!(key, Key::Setup(p) if hidden.contains(&p));
                rows.push(MoveRow {
                    label,
                    hidden,
                    ..MoveRow::default()
                });
                last_key = Some(key);
            }
            if let Some(row) = rows.last_mut() {
                if !row.hidden {
                    let text = match self.record.position_at(i + 1) {
                        Some(after) => engine::notation::notation(before, m, after),
                        None => m.to_uci(rules),
                    };
                    row.moves.push(text);
                    row.cols.push(who.0);
                    row.uci.push(m.to_uci(rules));
                    row.plies.push(i + 1);
                }
            }
        }
        rows
    }

    /// The game as text, to keep it in the browser's storage: its game record
    /// (`engine::record`: the settings, the starting position and the moves; every position
    /// is replayed through the engine when it is read back).
    pub fn to_saved(&self) -> String {
        engine::record::write_game(&self.record)
    }

    /// The variant named in a saved game, if its text names one (to start a fresh game of
    /// it when the rest cannot be read).
    pub fn saved_variant(text: &str) -> Option<Variant> {
        if text.lines().next() == Some(SAVED_HEADER) {
            return text
                .lines()
                .find_map(|l| l.strip_prefix("variant "))
                .and_then(games::named);
        }
        text.lines().find_map(|l| {
            let (k, v) = l.split_once(':')?;
            k.trim()
                .eq_ignore_ascii_case("game")
                .then(|| games::named(v.trim()))?
        })
    }

    /// Reads back a saved game: a game record, or the older saved-game form
    /// ([`Game::from_old_saved`]). Any fault gives an error, never a panic, and never a
    /// game the engine did not accept move by move.
    pub fn from_saved(text: &str) -> Result<Game, String> {
        if text.lines().next() == Some(SAVED_HEADER) {
            return Game::from_old_saved(text);
        }
        let game = engine::record::read_game(text).map_err(|e| e.to_string())?;
        Game::from_engine(game)
    }

    /// Reads a saved game as far as it still follows the rules: a game saved before a ruling
    /// changed the rules (e.g. `VI-3`, `AR-4`) comes back up to its first move that is no
    /// longer legal, with the reason the rest was left out (`None` when nothing was).
    pub fn from_saved_as_far_as_legal(text: &str) -> Result<(Game, Option<String>), String> {
        if text.lines().next() == Some(SAVED_HEADER) {
            return Game::from_old_saved(text).map(|g| (g, None));
        }
        let (game, stop) = engine::record::Record::parse(text)
            .and_then(|r| r.replay_as_far_as_legal())
            .map_err(|e| e.to_string())?;
        Ok((Game::from_engine(game)?, stop.map(|e| e.to_string())))
    }

    /// Reads back a game saved by earlier versions of the app (`variantarium saved game
    /// 1`, a `key value` line per setting), so that no game kept in a browser is lost.
    pub fn from_old_saved(text: &str) -> Result<Game, String> {
        let mut lines = text.lines();
        if lines.next() != Some(SAVED_HEADER) {
            return Err("not a saved game".into());
        }
        let mut variant = None;
        // Every setting was written whatever the game; each reads by the engine's one
        // options table (`pawns-on-last-rank`, `arnhem-deployment`, `size 5 4`, …).
        let mut settings = Settings::new(games::FIRST);
        let mut fen = None;
        let mut moves = Vec::new();
        for line in lines {
            let (key, value) = line.split_once(' ').unwrap_or((line, ""));
            match key {
                "variant" => {
                    variant = Some(
                        games::named(value)
                            .ok_or_else(|| engine::options::unknown_game(value, []))?,
                    )
                }
                "fen" => fen = Some(value.to_string()),
                "moves" => moves = value.split_whitespace().map(str::to_string).collect(),
                _ => {
                    if let Some(option) = engine::options::GameOption::named(key) {
                        settings
                            .set_option(option, value)
                            .map_err(|e| e.to_string())?;
                    }
                }
            }
        }
        settings.variant = variant.ok_or("no game is named")?;
        // The settings must start a game even when the start is a FEN.
        let mut game = Game::new(settings.clone())?;
        if let Some(f) = fen {
            game = Game::from_fen(settings, &f)?;
        }
        for m in moves {
            let mv = game.position().parse_move(&m).map_err(|e| e.to_string())?;
            game.play(mv).map_err(|e| format!("{m}: {e}"))?;
        }
        Ok(game)
    }
}

/// The first line of a game saved by earlier versions of the app.
const SAVED_HEADER: &str = "variantarium saved game 1";

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{arnhem, chessence, chessnim, nasty_neighbours, vimes};

    #[test]
    fn the_app_plays_all_five_games() {
        assert!(app_plays(chessnim::VARIANT));
        assert!(app_plays(chessence::VARIANT));
        assert!(app_plays(arnhem::VARIANT));
        assert!(app_plays(nasty_neighbours::VARIANT));
        assert!(app_plays(vimes::VARIANT));
    }
}
