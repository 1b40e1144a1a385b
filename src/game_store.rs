//! "Your games": every game played on this device, each kept under its own id in local
//! storage (`variantarium.games.<id>`, one key a game, a [`Stored`] as JSON), in progress or
//! finished, with its seats, when it was last played and a [`Summary`] for the list.
//!
//! Why local storage and not IndexedDB: it is synchronous, so the page reads the tab's game
//! before its first frame (no start page flashing first), and it needs no crate in the
//! page's wasm (the page's size is budgeted, issue 16). A game's record is 0.3–3 KB; the
//! browsers' 5 MB budget holds a few thousand. When a write is refused ([`WriteError::Full`])
//! the page says so and offers the oldest finished games for removal ([`oldest_finished`]),
//! never a game in progress.
//!
//! One key a game (no shared index) means two tabs never rewrite each other's list: a tab
//! writes only its own game's key, and only over the text it last read or wrote there
//! ([`write_over`]); anything else means another tab moved the game on.
//!
//! The pure parts (summaries, the choice of games to remove, export and import of records)
//! are native-tested; the storage calls run only in a browser.

use serde::{Deserialize, Serialize};

use crate::computer::Seat;
use crate::game::Game;
use crate::storage;

/// The prefix of every game's key in local storage.
pub const PREFIX: &str = "variantarium.games.";
/// The format of a [`Stored`] game written by this version.
pub const STORED_VERSION: u32 = 3;
/// The id of this tab's game, in the tab's session storage (which survives a reload of the
/// tab, and nothing else): two tabs with two games each reload to their own.
pub const TAB_ID_KEY: &str = "variantarium.tab.id";
/// The id of the game this tab put aside when a link replaced it (one button brings it
/// back; see `src/app.rs`).
pub const TAB_PREVIOUS_KEY: &str = "variantarium.tab.previous";

/// Where earlier versions kept the one game in progress, its seats, and the game a link put
/// aside with its seats; [`migrate`] moves them into the list.
const OLD_KEYS: [(&str, &str); 2] = [
    ("variantarium.game.previous", "variantarium.seats.previous"),
    ("variantarium.game", "variantarium.seats"),
];
/// The tab's game as the version before this one kept it (session storage).
const OLD_TAB_KEYS: (&str, &str) = ("variantarium.tab.game", "variantarium.tab.seats");

/// What the list shows of a game without reading its record.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Summary {
    /// The game's title ("ChessNim", or a definition's name).
    pub title: String,
    /// Moves played.
    pub plies: u32,
    /// The result, or whose turn it is.
    pub status: String,
    /// Whether the game is over.
    pub finished: bool,
}

impl Summary {
    /// The summary of `game` as it stands.
    pub fn of(game: &Game) -> Summary {
        let pos = game.position();
        let outcome = game.outcome();
        Summary {
            title: game.settings.title().to_string(),
            plies: game.moves().len() as u32,
            status: match &outcome {
                Some(o) => crate::speech::result_text(pos, o),
                None => crate::view::turn_text(pos),
            },
            finished: outcome.is_some(),
        }
    }
}

/// A game as kept in local storage.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Stored {
    /// [`STORED_VERSION`].
    pub v: u32,
    /// Its id (its key is [`PREFIX`] + id).
    pub id: String,
    /// The game's record ([`Game::to_saved`]).
    pub game: String,
    /// Who plays each seat.
    pub seats: Vec<Seat>,
    /// When it was last played or opened, in milliseconds since 1970.
    pub played: f64,
    /// What the list shows.
    pub summary: Summary,
}

impl Stored {
    /// `game` kept under `id`, played at `played`.
    pub fn new(id: &str, game: &Game, seats: &[Seat], played: f64) -> Stored {
        Stored {
            v: STORED_VERSION,
            id: id.to_string(),
            game: game.to_saved(),
            seats: seats.to_vec(),
            played,
            summary: Summary::of(game),
        }
    }

    /// A record kept word for word (a game from an earlier version, which may no longer
    /// read in full): the summary says what could be read.
    pub fn from_text(id: &str, text: &str, seats: Vec<Seat>, played: f64) -> Stored {
        let summary = match Game::from_saved_as_far_as_legal(text) {
            Ok((g, _)) => Summary::of(&g),
            Err(_) => Summary {
                title: Game::saved_variant(text)
                    .map(|v| v.title().to_string())
                    .unwrap_or_else(|| "A game".into()),
                plies: 0,
                status: "could not be read".into(),
                finished: false,
            },
        };
        Stored {
            v: STORED_VERSION,
            id: id.to_string(),
            game: text.to_string(),
            seats,
            played,
            summary,
        }
    }

    /// The seats the computer plays (whose secret deployment the list must not show).
    pub fn computers(&self) -> crate::view::Computers {
        crate::computer::computers_of(&self.seats)
    }

    /// Whether the game stands in a secret deployment (`AR-4`): its record carries armies
    /// the people at the screen must not see, so it is left out of "Export all" until the
    /// reveal. A record that does not read is not.
    pub fn in_secret_deployment(&self) -> bool {
        Game::from_saved_as_far_as_legal(&self.game)
            .is_ok_and(|(g, _)| g.position().phase() == engine::Phase::Deploy)
    }

    /// Who plays: "You against the computer (Club, 0.2 s a move)", "Two players".
    pub fn players(&self) -> String {
        let computers: Vec<u32> = self
            .seats
            .iter()
            .filter_map(|s| match s {
                Seat::Computer { ms } => Some(*ms),
                Seat::Human => None,
            })
            .collect();
        let people = self.seats.len() - computers.len();
        match (people, computers.first()) {
            (_, None) => match people {
                1 => "One player".into(),
                n => format!("{} players", number_word(n)),
            },
            (0, Some(_)) => "The computer against itself".into(),
            (_, Some(&ms)) => format!(
                "You against the computer ({})",
                crate::computer::Seat::level_label(ms)
            ),
        }
    }
}

/// "Two", "Three".
fn number_word(n: usize) -> String {
    match n {
        2 => "Two".into(),
        3 => "Three".into(),
        n => n.to_string(),
    }
}

/// The key of the game `id`.
pub fn key(id: &str) -> String {
    format!("{PREFIX}{id}")
}

/// The newest first (last played), ties by id.
pub fn sort_newest_first(list: &mut [Stored]) {
    list.sort_by(|a, b| {
        b.played
            .partial_cmp(&a.played)
            .unwrap_or(std::cmp::Ordering::Equal)
            .then_with(|| b.id.cmp(&a.id))
    });
}

/// How many finished games are offered for removal at once when storage is full.
pub const FREED_AT_ONCE: usize = 10;

/// Writes the `waiting` games in turn until storage refuses one: how many were written, and
/// the rest (still waiting for room).
pub fn write_in_turn(waiting: &[Stored]) -> (usize, Vec<Stored>) {
    for (i, e) in waiting.iter().enumerate() {
        if write(e).is_err() {
            return (i, waiting[i..].to_vec());
        }
    }
    (waiting.len(), Vec::new())
}

/// The ids of at most `n` finished games, the longest unplayed first: what is offered for
/// removal when storage is full. Games in progress are never among them.
pub fn oldest_finished(list: &[Stored], n: usize) -> Vec<String> {
    let mut finished: Vec<&Stored> = list.iter().filter(|s| s.summary.finished).collect();
    finished.sort_by(|a, b| {
        a.played
            .partial_cmp(&b.played)
            .unwrap_or(std::cmp::Ordering::Equal)
    });
    finished.into_iter().take(n).map(|s| s.id.clone()).collect()
}

/// The games of `list` that "Export all" writes (none in a secret deployment,
/// [`Stored::in_secret_deployment`]) and how many were left out.
pub fn exportable(list: &[Stored]) -> (Vec<Stored>, usize) {
    let (secret, shown): (Vec<&Stored>, Vec<&Stored>) =
        list.iter().partition(|s| s.in_secret_deployment());
    (shown.into_iter().cloned().collect(), secret.len())
}

/// Every game's record in one text, newest first, a blank line between two records: the
/// "Export all" file. Each record starts with its `Game:` line, which is how
/// [`split_records`] finds them again.
pub fn export_all(list: &[Stored]) -> String {
    let mut out = String::new();
    for s in list {
        if !out.is_empty() {
            out.push('\n');
        }
        out.push_str(s.game.trim_end());
        out.push('\n');
    }
    out
}

/// The records in a text of several: each starts at a line beginning `Game:` (any case).
/// Text before the first such line is dropped if blank, else kept as a record of its own
/// (so that it is reported as unreadable, not silently lost).
pub fn split_records(text: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut current = String::new();
    for line in text.lines() {
        let starts = line
            .trim_start()
            .get(..5)
            .is_some_and(|h| h.eq_ignore_ascii_case("game:"));
        if starts && !current.trim().is_empty() {
            out.push(std::mem::take(&mut current));
        }
        if starts {
            current.clear();
        }
        current.push_str(line);
        current.push('\n');
    }
    if !current.trim().is_empty() {
        out.push(current);
    }
    out
}

/// What an import found: the games to add (as records this version writes), how many were
/// already kept, and why the others could not be read.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Imported {
    /// New games, in the file's order.
    pub games: Vec<Game>,
    /// Games the list already holds (the same record), or given twice in the file.
    pub duplicates: usize,
    /// One line for each record that could not be read.
    pub errors: Vec<String>,
}

impl Imported {
    /// One sentence about it, for the page.
    pub fn message(&self) -> String {
        let n = self.games.len();
        let mut out = match n {
            0 => "No new game was imported".to_string(),
            1 => "1 game was imported".to_string(),
            n => format!("{n} games were imported"),
        };
        match self.duplicates {
            0 => {}
            1 => out.push_str("; 1 was already here"),
            d => out.push_str(&format!("; {d} were already here")),
        }
        match self.errors.len() {
            0 => out.push('.'),
            1 => out.push_str(&format!(
                "; 1 record could not be read ({}).",
                self.errors[0]
            )),
            e => out.push_str(&format!(
                "; {e} records could not be read (the first: {}).",
                self.errors[0]
            )),
        }
        out
    }
}

/// Reads the records of `text` (an "Export all" file or a single record) against the games
/// already kept (`known`: their records): duplicates are recognised by the record the game
/// writes, so the same game exported and imported again is not added twice.
pub fn import(text: &str, known: &[String]) -> Imported {
    let mut seen: std::collections::HashSet<String> = known
        .iter()
        .map(|t| normalised(t).unwrap_or_else(|| t.clone()))
        .collect();
    let mut out = Imported::default();
    for (i, record) in split_records(text).iter().enumerate() {
        match Game::from_saved(record) {
            Ok(game) => {
                if seen.insert(game.to_saved()) {
                    out.games.push(game);
                } else {
                    out.duplicates += 1;
                }
            }
            Err(e) => out.errors.push(format!("record {}: {e}", i + 1)),
        }
    }
    out
}

/// The record a game's text writes once read (so that two texts of the same game compare
/// equal), if it reads.
fn normalised(text: &str) -> Option<String> {
    Game::from_saved(text).ok().map(|g| g.to_saved())
}

/// A new game id: the time in milliseconds and a random part, in base 36 (short, unique
/// enough on one device, and sorted by creation).
pub fn new_id(now: f64, random: f64) -> String {
    let t = now.max(0.0) as u64;
    let r = (random.clamp(0.0, 1.0) * 1_679_615.0) as u64; // 36^4 - 1
    format!("{}{:0>4}", base36(t), base36(r))
}

/// `n` in base 36 (digits, then lowercase letters).
fn base36(mut n: u64) -> String {
    const DIGITS: &[u8; 36] = b"0123456789abcdefghijklmnopqrstuvwxyz";
    let mut out = Vec::new();
    loop {
        out.push(DIGITS[(n % 36) as usize]);
        n /= 36;
        if n == 0 {
            break;
        }
    }
    out.reverse();
    String::from_utf8(out).unwrap_or_default()
}

// ---------------------------------------------------------------------------------------
// Storage (browser only).

/// Now, in milliseconds since 1970.
pub fn now() -> f64 {
    js_sys::Date::now()
}

/// A fresh id for a game started now.
pub fn fresh_id() -> String {
    new_id(now(), js_sys::Math::random())
}

/// Why a game could not be written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WriteError {
    /// Storage refused the write: it is full.
    Full,
    /// Storage is turned off or missing (the reason).
    Off(String),
    /// Another tab wrote another continuation of this game since this tab last read it:
    /// the text kept there now.
    MovedOn(String),
    /// The game was deleted from "Your games" since this tab last read or wrote it: a
    /// deletion is final, so it is not written back (the player may keep it as a new game).
    Deleted,
}

/// The game kept under `id`, if it reads.
pub fn load(id: &str) -> Option<Stored> {
    let text = storage::load(&key(id)).ok().flatten()?;
    storage::from_json::<Stored>(&text)
}

/// Writes `entry` under its id, whatever is there.
pub fn write(entry: &Stored) -> Result<(), WriteError> {
    let text = storage::to_json(entry).ok_or_else(|| WriteError::Off("no JSON".into()))?;
    storage::available().map_err(WriteError::Off)?;
    storage::save_text(&key(&entry.id), &text).map_err(|_| WriteError::Full)
}

/// Writes `entry` only over `base` (the record this tab last read or wrote under its id):
/// if another tab wrote something else there since, nothing is written and that text is
/// returned ([`WriteError::MovedOn`]). Writing the same record again is skipped unless the
/// seats changed.
pub fn write_over(entry: &Stored, base: Option<&str>) -> Result<bool, WriteError> {
    match load(&entry.id) {
        Some(kept) => {
            if Some(kept.game.as_str()) != base && kept.game != entry.game {
                return Err(WriteError::MovedOn(kept.game));
            }
            if kept.game == entry.game && kept.seats == entry.seats {
                return Ok(false);
            }
        }
        // Read or written here before, gone now: deleted (unless storage is off).
        None if base.is_some() => {
            storage::available().map_err(WriteError::Off)?;
            return Err(WriteError::Deleted);
        }
        None => {}
    }
    write(entry).map(|()| true)
}

/// Whether `theirs`, what another tab wrote over this tab's game, keeps the moves of
/// `ours`, the record this tab last read or wrote there: the same game from the same start,
/// with our moves and more (a move made there), or only some of them (moves taken back
/// there, where they had been seen). Anything else is another continuation written over
/// ours: both tabs moved at once and both checks passed before either write landed, so
/// following it would lose this tab's move without a word.
pub fn keeps_our_moves(ours: &str, theirs: &str) -> bool {
    let (Ok(a), Ok(b)) = (Game::from_saved(ours), Game::from_saved(theirs)) else {
        return false;
    };
    let (ma, mb) = (a.moves(), b.moves());
    let n = ma.len().min(mb.len());
    a.settings == b.settings
        && a.engine_game().start().to_fen() == b.engine_game().start().to_fen()
        && ma[..n] == mb[..n]
}

/// Whether the game `id`, read or written by this tab before, has been deleted since (not
/// a storage that cannot be read).
pub fn is_deleted(id: &str) -> bool {
    storage::available().is_ok() && load(id).is_none()
}

/// Removes the game `id`.
pub fn delete(id: &str) {
    if let Some(s) = local() {
        let _ = s.remove_item(&key(id));
    }
}

/// The browser's local storage, if the page may use it.
fn local() -> Option<web_sys::Storage> {
    if !cfg!(target_arch = "wasm32") {
        return None;
    }
    web_sys::window()?.local_storage().ok().flatten()
}

/// Every game kept, newest first. Entries that do not read as a [`Stored`] are skipped
/// (they stay in storage).
pub fn list() -> Vec<Stored> {
    let Some(s) = local() else {
        return Vec::new();
    };
    let n = s.length().unwrap_or(0);
    let keys: Vec<String> = (0..n)
        .filter_map(|i| s.key(i).ok().flatten())
        .filter(|k| k.starts_with(PREFIX))
        .collect();
    let mut out: Vec<Stored> = keys
        .iter()
        .filter_map(|k| s.get_item(k).ok().flatten())
        .filter_map(|t| storage::from_json::<Stored>(&t))
        .collect();
    sort_newest_first(&mut out);
    out
}

/// The id of the game played last, if any.
pub fn last_played() -> Option<String> {
    list().into_iter().next().map(|s| s.id)
}

/// Moves the games earlier versions kept (one game in progress and one put aside, in local
/// storage; the tab's own game, in session storage) into the list, each under a new id,
/// word for word, and removes the old keys once the new ones are written. A game the list
/// already holds is not added twice. Returns the id of the game that was in progress (the
/// tab's own first, else the device's), to open.
pub fn migrate() -> Option<String> {
    let known: Vec<String> = list().into_iter().map(|s| s.game).collect();
    let t = now();
    let mut opened = None;
    for (i, (game_key, seats_key)) in OLD_KEYS.iter().enumerate() {
        let Some(text) = storage::load_game(game_key) else {
            continue;
        };
        let seats = storage::load_seats(seats_key).unwrap_or_else(|| vec![Seat::Human; 2]);
        let id = match known.iter().position(|k| *k == text) {
            Some(_) => None,
            None => {
                let id = new_id(t + i as f64, js_sys::Math::random());
                let entry = Stored::from_text(&id, &text, seats, t - 1.0 + i as f64);
                write(&entry).ok().map(|()| id)
            }
        };
        let written = id.is_some() || known.contains(&text);
        if written {
            if let Some(s) = local() {
                let _ = s.remove_item(game_key);
                let _ = s.remove_item(seats_key);
            }
        }
        if *game_key == "variantarium.game" {
            opened = id;
        }
    }
    if let Some(text) = storage::tab_load(OLD_TAB_KEYS.0).map(|t| storage::SavedGame::decode(&t)) {
        let seats = storage::tab_load(OLD_TAB_KEYS.1)
            .and_then(|t| storage::from_json::<Vec<Seat>>(&t))
            .filter(|s| crate::computer::seats_are_valid(s))
            .unwrap_or_else(|| vec![Seat::Human; 2]);
        let existing = list().into_iter().find(|s| s.game == text).map(|s| s.id);
        let id = existing.or_else(|| {
            let id = fresh_id();
            write(&Stored::from_text(&id, &text, seats, t))
                .ok()
                .map(|()| id)
        });
        if let Some(id) = id {
            storage::tab_save(TAB_ID_KEY, &id);
            storage::tab_remove(OLD_TAB_KEYS.0);
            storage::tab_remove(OLD_TAB_KEYS.1);
            return Some(id);
        }
    }
    opened
}

/// The game in progress an earlier version kept that [`migrate`] could not move into the
/// list (storage full: its old keys stay, so nothing is lost): the tab's own first, else
/// the device's, as a game to keep under a new id. The page shows it and saves it as any
/// game, offering to free room; once it is written, [`forget_migrated`] removes its old
/// keys.
pub fn unmigrated() -> Option<Stored> {
    let t = now();
    if let Some(text) = storage::tab_load(OLD_TAB_KEYS.0).map(|t| storage::SavedGame::decode(&t)) {
        let seats = storage::tab_load(OLD_TAB_KEYS.1)
            .and_then(|t| storage::from_json::<Vec<Seat>>(&t))
            .filter(|s| crate::computer::seats_are_valid(s))
            .unwrap_or_else(|| vec![Seat::Human; 2]);
        return Some(Stored::from_text(&fresh_id(), &text, seats, t));
    }
    let (game_key, seats_key) = OLD_KEYS[1];
    let text = storage::load_game(game_key)?;
    let seats = storage::load_seats(seats_key).unwrap_or_else(|| vec![Seat::Human; 2]);
    Some(Stored::from_text(&fresh_id(), &text, seats, t))
}

/// Removes the old keys that still hold `text`, the game [`unmigrated`] gave, now that it
/// is written under its new id.
pub fn forget_migrated(text: &str) {
    let tab = storage::tab_load(OLD_TAB_KEYS.0).map(|t| storage::SavedGame::decode(&t));
    if tab.as_deref() == Some(text) {
        storage::tab_remove(OLD_TAB_KEYS.0);
        storage::tab_remove(OLD_TAB_KEYS.1);
    }
    let (game_key, seats_key) = OLD_KEYS[1];
    if storage::load_game(game_key).as_deref() == Some(text) {
        if let Some(s) = local() {
            let _ = s.remove_item(game_key);
            let _ = s.remove_item(seats_key);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{arnhem, chessence, chessnim, vimes};
    use engine::{Settings, Variant};

    fn game(v: Variant, moves: &[&str]) -> Game {
        let mut text = format!("Game: {}\n\n", v.title());
        for m in moves {
            text.push_str(m);
            text.push(' ');
        }
        text.push('\n');
        Game::from_saved(&text).unwrap()
    }

    fn stored(id: &str, g: &Game, played: f64) -> Stored {
        Stored::new(id, g, &[Seat::Human, Seat::Human], played)
    }

    #[test]
    fn export_all_leaves_out_a_secret_deployment() {
        // AR-4: White has placed its king; the record would show where.
        let deploying = stored("d", &game(arnhem::VARIANT, &["K@e1"]), 2.0);
        let played = stored("p", &game(vimes::VARIANT, &["e2e4"]), 1.0);
        assert!(deploying.in_secret_deployment());
        assert!(!played.in_secret_deployment());
        let (shown, secret) = exportable(&[deploying, played]);
        assert_eq!(secret, 1);
        let ids: Vec<&str> = shown.iter().map(|s| s.id.as_str()).collect();
        assert_eq!(ids, ["p"]);
        assert!(!export_all(&shown).contains("K@e1"));
    }

    #[test]
    fn ids_are_short_and_distinct() {
        let a = new_id(1_764_000_000_000.0, 0.1);
        let b = new_id(1_764_000_000_000.0, 0.2);
        let c = new_id(1_764_000_000_001.0, 0.1);
        assert_ne!(a, b);
        assert_ne!(a, c);
        assert!(a.len() <= 13, "{a}");
        assert!(a.chars().all(|c| c.is_ascii_alphanumeric()));
        assert_eq!(base36(0), "0");
        assert_eq!(base36(35), "z");
        assert_eq!(base36(36), "10");
    }

    #[test]
    fn a_summary_says_the_game_moves_and_turn() {
        let g = game(vimes::VARIANT, &["e2e4"]);
        let s = Summary::of(&g);
        assert_eq!(s.title, "Vimes Chess");
        assert_eq!(s.plies, 1);
        assert!(!s.finished);
        assert!(s.status.contains("to move"), "{}", s.status);
        let fresh = Game::new(Settings::new(chessence::VARIANT)).unwrap();
        assert_eq!(Summary::of(&fresh).plies, 0);
    }

    #[test]
    fn a_finished_game_says_its_result() {
        // ChessNim with kings only on a 2x1 board: one drop takes the last free squares.
        let text = "Game: ChessNim\nSize: 2x1\nHoles: -\nMaterial: K:K:*\n\n1. K@a1\n";
        let g = Game::from_saved(text).unwrap();
        let s = Summary::of(&g);
        assert!(s.finished, "{s:?}");
        assert!(!s.status.contains("to move"), "{}", s.status);
    }

    #[test]
    fn only_finished_games_are_offered_for_removal_oldest_first() {
        let running = game(vimes::VARIANT, &["e2e4"]);
        let finished =
            Game::from_saved("Game: ChessNim\nSize: 2x1\nHoles: -\nMaterial: K:K:*\n\n1. K@a1\n")
                .unwrap();
        let list = vec![
            stored("a", &running, 1.0),
            stored("b", &finished, 5.0),
            stored("c", &finished, 2.0),
            stored("d", &finished, 9.0),
        ];
        assert_eq!(oldest_finished(&list, 2), vec!["c", "b"]);
        assert_eq!(oldest_finished(&list, 10), vec!["c", "b", "d"]);
        assert!(oldest_finished(&list[..1], 10).is_empty());
    }

    #[test]
    fn another_tabs_write_keeps_our_moves_only_if_it_continues_or_takes_back() {
        let text = |moves: &[&str]| game(chessnim::VARIANT, moves).to_saved();
        let ours = text(&["K@b7", "K@e7"]);
        assert!(keeps_our_moves(&ours, &text(&["K@b7", "K@e7", "Q@a1"])));
        assert!(keeps_our_moves(&ours, &text(&["K@b7"])));
        assert!(keeps_our_moves(&ours, &ours));
        // Both tabs moved at once: the other's move replaced ours.
        assert!(!keeps_our_moves(&ours, &text(&["K@b7", "K@e2"])));
        assert!(!keeps_our_moves(
            &ours,
            &game(chessence::VARIANT, &[]).to_saved()
        ));
        assert!(!keeps_our_moves(&ours, "not a game"));
    }

    #[test]
    fn newest_first() {
        let g = game(chessence::VARIANT, &[]);
        let mut list = vec![
            stored("a", &g, 1.0),
            stored("b", &g, 3.0),
            stored("c", &g, 2.0),
        ];
        sort_newest_first(&mut list);
        let ids: Vec<&str> = list.iter().map(|s| s.id.as_str()).collect();
        assert_eq!(ids, ["b", "c", "a"]);
    }

    #[test]
    fn export_all_then_import_finds_every_game_and_knows_duplicates() {
        let games = [
            game(vimes::VARIANT, &["e2e4"]),
            game(chessence::VARIANT, &[]),
            Game::from_saved("Game: ChessNim\nSize: 2x1\nHoles: -\nMaterial: K:K:*\n\n1. K@a1\n")
                .unwrap(),
        ];
        let list: Vec<Stored> = games
            .iter()
            .enumerate()
            .map(|(i, g)| stored(&i.to_string(), g, i as f64))
            .collect();
        let text = export_all(&list);
        assert_eq!(split_records(&text).len(), 3);
        // Into an empty list: all three, in order.
        let fresh = import(&text, &[]);
        assert_eq!(fresh.games.len(), 3, "{:?}", fresh.errors);
        assert_eq!(fresh.duplicates, 0);
        for (a, b) in fresh.games.iter().zip(&games) {
            assert_eq!(a.to_saved(), b.to_saved());
        }
        assert_eq!(fresh.message(), "3 games were imported.");
        // Into the list it came from: nothing new.
        let known: Vec<String> = list.iter().map(|s| s.game.clone()).collect();
        let again = import(&text, &known);
        assert!(again.games.is_empty());
        assert_eq!(again.duplicates, 3);
        assert_eq!(
            again.message(),
            "No new game was imported; 3 were already here."
        );
        // The same game twice in one file is added once.
        let twice = format!("{}\n{}", list[0].game, list[0].game);
        let t = import(&twice, &[]);
        assert_eq!((t.games.len(), t.duplicates), (1, 1));
    }

    #[test]
    fn an_import_reports_what_it_could_not_read_and_keeps_the_rest() {
        let text = "Game: Vimes Chess\n\n1. e2e4\n\nGame: Nonsense\n\n1. x\n\nGame: Chessence\n";
        let r = import(text, &[]);
        assert_eq!(r.games.len(), 2);
        assert_eq!(r.errors.len(), 1);
        assert!(r.errors[0].starts_with("record 2:"), "{:?}", r.errors);
        assert!(r
            .message()
            .starts_with("2 games were imported; 1 record could not be read"));
        // Not records at all.
        let none = import("shopping list\n", &[]);
        assert!(none.games.is_empty());
        assert_eq!(none.errors.len(), 1);
        assert!(import("", &[]).message().starts_with("No new game"));
    }

    #[test]
    fn records_split_at_their_game_lines_and_keep_definitions_whole() {
        let text = "Game: Los Alamos\nDefinition:\n| [losalamos:chess]\n| game: x\n\n1. e2e4\n\ngame: chessence\n";
        let parts = split_records(text);
        assert_eq!(parts.len(), 2);
        assert!(parts[0].contains("| game: x"));
        assert!(parts[1].starts_with("game: chessence"));
    }

    #[test]
    fn players_in_words() {
        let g = game(chessence::VARIANT, &[]);
        let mut s = stored("a", &g, 0.0);
        assert_eq!(s.players(), "Two players");
        s.seats = vec![Seat::Human, Seat::Computer { ms: 1000 }];
        assert!(
            s.players().starts_with("You against the computer ("),
            "{}",
            s.players()
        );
        s.seats = vec![Seat::Computer { ms: 1000 }, Seat::Computer { ms: 1000 }];
        assert_eq!(s.players(), "The computer against itself");
    }

    #[test]
    fn a_text_that_does_not_read_is_kept_word_for_word_with_a_summary() {
        let text = "Game: Vimes Chess\n\n1. e2e5\n";
        let s = Stored::from_text("x", text, vec![Seat::Human; 3], 0.0);
        assert_eq!(s.game, text);
        assert_eq!(s.summary.title, "Vimes Chess");
        let junk = Stored::from_text("y", "junk", vec![Seat::Human; 2], 0.0);
        assert_eq!(junk.summary.status, "could not be read");
    }
}
