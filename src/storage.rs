//! The browser's local storage, for the game in progress and its seats, with every failure
//! turned into a message instead of a lost game: storage disabled (a private window, a
//! policy: `localStorage` missing or throwing on access), full (`QuotaExceededError`), or a
//! write refused. The game goes on in memory; the page says it is not being saved
//! ([`NOT_SAVED`]).

/// What the page says while the game cannot be saved.
pub const NOT_SAVED: &str =
    "This game is not being saved: the browser's storage is full or turned off. \
     It goes on here, but a reload would lose it.";

fn storage() -> Result<web_sys::Storage, String> {
    let window = web_sys::window().ok_or("no window")?;
    match window.local_storage() {
        Ok(Some(s)) => Ok(s),
        Ok(None) => Err("local storage is not available".into()),
        Err(_) => Err("local storage is turned off".into()),
    }
}

/// The text kept under `key`, `Ok(None)` when there is none, or why it could not be read.
pub fn load(key: &str) -> Result<Option<String>, String> {
    storage()?
        .get_item(key)
        .map_err(|_| "local storage could not be read".to_string())
}

/// Keeps `text` under `key` (or removes it for `None`), or says why it could not.
pub fn save(key: &str, text: Option<&str>) -> Result<(), String> {
    let s = storage()?;
    match text {
        Some(t) => s
            .set_item(key, t)
            .map_err(|_| "the browser's storage is full or refused the game".to_string()),
        None => s
            .remove_item(key)
            .map_err(|_| "local storage refused a change".to_string()),
    }
}
