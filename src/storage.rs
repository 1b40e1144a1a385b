//! The browser's local storage (through `gloo-storage`), for the game in progress, its
//! seats and the theme, with every failure turned into a message instead of a lost game:
//! storage disabled (a private window, a policy: `localStorage` missing or throwing on
//! access), full (`QuotaExceededError`), or a write refused. The game goes on in memory; the
//! page says it is not being saved ([`NOT_SAVED`]).
//!
//! Values are written as JSON through serde ([`save`]); a saved game is a [`SavedGame`] with
//! a version number. The JSON text is the browser's own (`JSON.stringify` of the value
//! `serde-wasm-bindgen` makes), so no JSON code is shipped in the page's wasm; gloo-storage's
//! typed calls would bring `serde_json` (about 29 KB gzipped with the rest, measured), so
//! its `raw()` store is used. What earlier versions wrote (a game record as plain text,
//! seats as `human,computer:1000`, a theme's bare name) still reads: readers take the raw
//! text ([`load`]) and accept both forms.

use gloo_storage::{LocalStorage, SessionStorage, Storage};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use crate::computer::{seats_are_valid, seats_from_text, Seat};

/// What the page says while the game cannot be saved.
pub const NOT_SAVED: &str =
    "This game is not being saved: the browser's storage is full or turned off. \
     It goes on here, but a reload would lose it.";

/// The saved game's format: this version writes 2 (a JSON object); version 1 was the game
/// record's text alone (or, before it, `variantarium saved game 1` lines).
pub const SAVED_VERSION: u32 = 2;

/// A game as kept in storage: a version and the game's text ([`crate::game::Game::to_saved`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedGame {
    /// [`SAVED_VERSION`] when written by this version.
    pub v: u32,
    /// The game: its record (settings, start and moves).
    pub game: String,
}

impl SavedGame {
    /// The game's text from what storage holds: this version's object, or the plain text
    /// earlier versions wrote, which is the game's text itself.
    pub fn decode(stored: &str) -> String {
        match from_json::<SavedGame>(stored) {
            Some(s) => s.game,
            None => stored.to_string(),
        }
    }
}

/// `value` as JSON text, written by the browser's `JSON.stringify`.
pub fn to_json<T: Serialize + ?Sized>(value: &T) -> Option<String> {
    let v = serde_wasm_bindgen::to_value(value).ok()?;
    js_sys::JSON::stringify(&v).ok()?.as_string()
}

/// A value read from JSON text by the browser's `JSON.parse`; `None` for anything else.
pub fn from_json<T: DeserializeOwned>(text: &str) -> Option<T> {
    let v = js_sys::JSON::parse(text).ok()?;
    serde_wasm_bindgen::from_value(v).ok()
}

/// Whether the page may use local storage at all. Asked before every use: gloo-storage
/// throws (and so stops the page) where `localStorage` itself throws.
pub fn available() -> Result<(), String> {
    if !cfg!(target_arch = "wasm32") {
        return Err("no browser".into());
    }
    let window = web_sys::window().ok_or("no window")?;
    match window.local_storage() {
        Ok(Some(_)) => Ok(()),
        Ok(None) => Err("local storage is not available".into()),
        Err(_) => Err("local storage is turned off".into()),
    }
}

/// The text kept under `key`, `Ok(None)` when there is none, or why it could not be read.
pub fn load(key: &str) -> Result<Option<String>, String> {
    available()?;
    LocalStorage::raw()
        .get_item(key)
        .map_err(|_| "local storage could not be read".to_string())
}

/// Keeps `value` under `key` as JSON, or says why it could not.
pub fn save<T: Serialize + ?Sized>(key: &str, value: &T) -> Result<(), String> {
    let text = to_json(value).ok_or("the value could not be written as JSON")?;
    available()?;
    LocalStorage::raw()
        .set_item(key, &text)
        .map_err(|_| "the browser's storage is full or refused the game".to_string())
}

/// Keeps `text` under `key` word for word (a saved game no longer read, kept for later).
pub fn save_text(key: &str, text: &str) -> Result<(), String> {
    available()?;
    LocalStorage::raw()
        .set_item(key, text)
        .map_err(|_| "the browser's storage is full or refused the text".to_string())
}

/// The text this tab keeps under `key` in its session storage (which survives a reload of
/// the tab and nothing else), if any.
pub fn tab_load(key: &str) -> Option<String> {
    let window = web_sys::window()?;
    window.session_storage().ok().flatten()?;
    SessionStorage::raw().get_item(key).ok().flatten()
}

/// Keeps `text` under `key` in this tab's session storage; a refusal is not an error (the
/// local storage holds the game too).
pub fn tab_save(key: &str, text: &str) {
    let Some(window) = web_sys::window() else {
        return;
    };
    if let Ok(Some(_)) = window.session_storage() {
        let _ = SessionStorage::raw().set_item(key, text);
    }
}

/// Forgets what this tab keeps under `key` in its session storage.
pub fn tab_remove(key: &str) {
    let Some(window) = web_sys::window() else {
        return;
    };
    if let Ok(Some(_)) = window.session_storage() {
        let _ = SessionStorage::raw().remove_item(key);
    }
}

/// The game's text kept under `key` (either format, [`SavedGame::decode`]).
pub fn load_game(key: &str) -> Option<String> {
    load(key).ok().flatten().map(|t| SavedGame::decode(&t))
}

/// The seats kept under `key`: this version's JSON, or the line earlier versions wrote.
pub fn load_seats(key: &str) -> Option<Vec<Seat>> {
    let text = load(key).ok().flatten()?;
    match from_json::<Vec<Seat>>(&text) {
        Some(seats) => seats_are_valid(&seats).then_some(seats),
        None => seats_from_text(&text),
    }
}

/// Keeps `game`'s text under `key` as a [`SavedGame`].
pub fn save_game(key: &str, game: &str) -> Result<(), String> {
    save(
        key,
        &SavedGame {
            v: SAVED_VERSION,
            game: game.to_string(),
        },
    )
}
