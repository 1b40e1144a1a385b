//! The built-in definition texts in the page: Fairy-Stockfish's built-in variants (issue
//! 61: "playable by its name in the app"; `engine/src/definition/fsf.ini`, 9.5 KB gzipped)
//! and our five games' definitions (`games.ini`, 1.4 KB gzipped; our games play from their
//! code without them), with the engine's words for rules pages and pieces' moves
//! (`words.txt`, `engine::definition::load_words`). All three stay out of the page's first
//! load (BENCH.md, "Page load"): the files are served beside the page (`index.html` copies
//! them, the service worker keeps them for offline play), fetched once the board is drawn
//! and handed to the engine (`engine::definition::load_fsf_builtins`, `load_game_builtins`,
//! `load_words`); from then on a
//! definition may name `xiangqi`, `shogi` or `arnhem` as its parent, a link or a record may
//! name such a game, and a rules page shows its game as a definition. A page opened on
//! something that may need them (a link with a game or a definition, a kept game of a
//! definition) fetches them before its first frame, so that nothing it must read is read
//! without them; a rules page, the own-game dialog and the games room fetch what they show
//! when first drawn, and show it when it comes ([`with_texts`], [`with_builtins`]). The
//! search worker fetches them when it starts, before it says it is ready.

/// Where Fairy-Stockfish's built-ins are served, beside the page and the worker.
pub const URL: &str = "fsf.ini";

/// Where our five games' definitions are served.
pub const GAMES_URL: &str = "games.ini";

/// Where the engine's words for rules pages and pieces' moves are served
/// (`engine/src/definition/words.txt`, `engine::definition::load_words`).
pub const WORDS_URL: &str = "words.txt";

/// Whether a page opened on the address fragment `fragment`, with the stored values
/// `stored`, may read a game that needs the built-in texts at once: a link with a
/// definition or naming a game other than our five, or a kept game of a definition.
pub fn needed_at_start<'a>(fragment: &str, mut stored: impl Iterator<Item = &'a str>) -> bool {
    let params = fragment.trim_start_matches(['#', '?']).split('&');
    let other_game = params.clone().any(|p| {
        p.strip_prefix("game=")
            .is_some_and(|g| engine::Variant::from_name(g).is_none())
    });
    other_game
        || params.clone().any(|p| p.starts_with("def="))
        || stored.any(|v| v.contains("Definition:"))
}

/// Fetches the files and hands them to the engine; a failure (offline before the files
/// were ever kept) leaves the built-ins out, and a game that needs one says so when read.
#[cfg(target_arch = "wasm32")]
pub async fn load() -> Result<(), String> {
    load_games().await?;
    if engine::definition::loaded_fsf_builtins().is_none() {
        engine::definition::load_fsf_builtins(&fetch_text(URL).await?)?;
    }
    Ok(())
}

/// Fetches our five games' definitions (`games.ini`) and hands them to the engine.
#[cfg(target_arch = "wasm32")]
async fn load_games() -> Result<(), String> {
    if !engine::definition::words_loaded() {
        engine::definition::load_words(&fetch_text(WORDS_URL).await?)?;
    }
    if !engine::definition::game_builtins_loaded() {
        engine::definition::load_game_builtins(&fetch_text(GAMES_URL).await?)?;
    }
    Ok(())
}

/// Runs `work` once the rules pages' texts are in: our five games' definitions and the
/// rules in full (`crate::games::rules_text`). At once if they are; fetched first if not;
/// after whatever of them could be had.
#[cfg(target_arch = "wasm32")]
pub fn with_texts(work: impl FnOnce() + 'static) {
    use crate::games::rules_text;
    if engine::definition::game_builtins_loaded()
        && engine::definition::words_loaded()
        && rules_text::loaded()
    {
        return work();
    }
    wasm_bindgen_futures::spawn_local(async move {
        let _ = load_games().await;
        if !rules_text::loaded() {
            if let Ok(text) = fetch_text(rules_text::URL).await {
                let _ = rules_text::load(&text);
            }
        }
        work();
    });
}

/// Natively (the app's tests, with the texts compiled in) the work runs at once.
#[cfg(not(target_arch = "wasm32"))]
pub fn with_texts(work: impl FnOnce() + 'static) {
    work();
}

/// Runs `work` once the built-in definitions are in ([`load`]): at once if they are,
/// else after they were fetched (or could not be).
#[cfg(target_arch = "wasm32")]
pub fn with_builtins(work: impl FnOnce() + 'static) {
    if engine::definition::loaded_fsf_builtins().is_some() && engine::definition::words_loaded() {
        return work();
    }
    wasm_bindgen_futures::spawn_local(async move {
        let _ = load().await;
        work();
    });
}

/// Natively the built-ins are compiled in: the work runs at once.
#[cfg(not(target_arch = "wasm32"))]
pub fn with_builtins(work: impl FnOnce() + 'static) {
    work();
}

/// The text at `url`, fetched by the global `fetch` (the page's window or the worker's
/// scope alike).
#[cfg(target_arch = "wasm32")]
async fn fetch_text(url: &str) -> Result<String, String> {
    use js_sys::{Function, Promise, Reflect};
    use wasm_bindgen::{JsCast, JsValue};
    use wasm_bindgen_futures::JsFuture;
    let fail = |what: &str| format!("{url} could not be fetched ({what})");
    let method = |target: &JsValue, name: &str| -> Result<Function, String> {
        Reflect::get(target, &JsValue::from_str(name))
            .ok()
            .and_then(|f| f.dyn_into::<Function>().ok())
            .ok_or_else(|| fail(name))
    };
    let global: JsValue = js_sys::global().into();
    let fetched = method(&global, "fetch")?
        .call1(&global, &JsValue::from_str(url))
        .map_err(|_| fail("fetch"))?;
    let response = JsFuture::from(Promise::from(fetched))
        .await
        .map_err(|_| fail("network"))?;
    let ok = Reflect::get(&response, &JsValue::from_str("ok"))
        .ok()
        .and_then(|v| v.as_bool());
    if ok != Some(true) {
        return Err(fail("status"));
    }
    let text = method(&response, "text")?
        .call0(&response)
        .map_err(|_| fail("text"))?;
    JsFuture::from(Promise::from(text))
        .await
        .ok()
        .and_then(|t| t.as_string())
        .ok_or_else(|| fail("text"))
}

/// The values of the browser's storage, to ask [`needed_at_start`].
#[cfg(target_arch = "wasm32")]
pub fn stored_values() -> Vec<String> {
    let Some(storage) = web_sys::window().and_then(|w| w.local_storage().ok().flatten()) else {
        return Vec::new();
    };
    let n = storage.length().unwrap_or(0);
    (0..n)
        .filter_map(|i| storage.key(i).ok().flatten())
        .filter_map(|k| storage.get_item(&k).ok().flatten())
        .collect()
}

thread_local! {
    /// The names [`interned`] kept that are not a built-in's (an address's, read before
    /// the built-ins came or naming none): each kept once.
    static OTHER_NAMES: std::cell::RefCell<Vec<&'static str>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

/// `name` as a name that lives as long as the page, so that a screen naming a built-in
/// stays a plain value (`state::Screen::BuiltinRules`): a built-in's own name once the
/// built-ins are in, else kept once (a route's names are at most 40 characters,
/// `route::Route::parse`).
pub fn interned(name: &str) -> &'static str {
    if let Some(n) = engine::definition::fsf_variants().find(|v| *v == name) {
        return n;
    }
    OTHER_NAMES.with(|names| {
        let mut names = names.borrow_mut();
        if let Some(n) = names.iter().find(|n| **n == name) {
            return *n;
        }
        let n: &'static str = Box::leak(name.to_string().into_boxed_str());
        names.push(n);
        n
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_link_or_a_kept_definition_waits_for_the_built_ins() {
        assert!(needed_at_start("#game=xiangqi", [].into_iter()));
        assert!(needed_at_start(
            "#embed&game=x&def=%5Bx%3Ashogi%5D",
            [].into_iter()
        ));
        assert!(!needed_at_start(
            "#game=chessnim&moves=K@b7",
            [].into_iter()
        ));
        assert!(needed_at_start(
            "",
            ["{\"text\":\"Game: x\\nDefinition:\\n| [x:shogi]\"}"].into_iter()
        ));
        assert!(!needed_at_start("#rules/chessnim", ["dark"].into_iter()));
        assert!(!needed_at_start("", [].into_iter()));
    }
}
