//! What the page opens with, and the address bar after: a link's game (put in place of the
//! game kept, which waits to be brought back), the screen an address names, or the game
//! this tab played last; an embedded board's own game. The address then follows the
//! screen shown, and Back and Forward move between screens.

use std::cell::RefCell;
use std::rc::Rc;

use yew::prelude::*;

use crate::game::Game;
use crate::game_store;
use crate::kept::{restore, resume_stored, Kept, NOT_KEPT};
use crate::route::page_address;
use crate::route::Route;
use crate::state::{Action, GameState};
use crate::storage;

/// Where an embedded board in play mode keeps its game: under a key of its own, made from
/// the page that embeds it (the referrer) and the board's link, so that it never writes over
/// a player's own games and each board of each page comes back as it was left.
pub(crate) fn embed_key(fragment: &str) -> String {
    let referrer = web_sys::window()
        .and_then(|w| w.document())
        .map(|d| d.referrer())
        .unwrap_or_default();
    // FNV-1a, 64 bits: a short, stable key.
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in referrer.bytes().chain([0]).chain(fragment.bytes()) {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    format!("variantarium.embed.{h:016x}")
}

/// An embedded board's link game, or the game played on from it on this page before (same
/// game and start: the reader's moves, undos included, come back).
fn embed_opening(link: &mut Option<crate::share::FromLink>) {
    let Some(crate::share::FromLink {
        result: Ok(opened), ..
    }) = link.as_mut()
    else {
        return;
    };
    if opened.view_only {
        return;
    }
    let Some(stored) = storage::load_game(&embed_key(&location_fragment())) else {
        return;
    };
    let Ok(game) = Game::from_saved(&stored) else {
        return;
    };
    let (a, b) = (opened.game.engine_game(), game.engine_game());
    if game.settings == opened.game.settings && a.start() == b.start() {
        opened.game = game;
    }
}

/// What the page opens with ([`opening`]).
pub(crate) struct Opening {
    /// The actions that bring the link's game or the saved game (and its seats).
    pub actions: Vec<Action>,
    /// Whether the game comes from a link.
    pub from_link: bool,
    /// The id of the kept game the link replaces, to keep aside.
    pub replaced: Option<String>,
    /// The kept game shown (its id and record), if one is.
    pub kept: Option<(String, String)>,
    /// The record of an earlier version's game shown that storage had no room to move
    /// into the list ([`game_store::unmigrated`]): its old keys go once it is written.
    pub migrating: Option<String>,
}

/// What the page opens with: the screen its address names ([`Route`]), or the game of a
/// link in it, read, not yet shown. Nothing outside a browser (the native server-side
/// rendering of `tests/render.rs`), and never the player's games in an embedded board.
/// Games kept by earlier versions are moved into "Your games" first ([`game_store::migrate`]).
pub(crate) fn opening(
    mut link: Option<crate::share::FromLink>,
    route: Option<Route>,
    embedded: bool,
) -> Opening {
    let own_games = !embedded && cfg!(target_arch = "wasm32");
    if embedded && cfg!(target_arch = "wasm32") {
        embed_opening(&mut link);
    }
    let migrated = own_games.then(game_store::migrate).flatten();
    // The game this tab showed last (its session storage), if it is still kept.
    let tab_game = || {
        own_games
            .then(|| storage::tab_load(game_store::TAB_ID_KEY).and_then(|id| game_store::load(&id)))
            .flatten()
    };
    // The earlier version's game in progress, when storage had no room to move it: shown
    // at the bare address as that version did (it is in no list to resume from).
    let unmigrated = (own_games && migrated.is_none())
        .then(game_store::unmigrated)
        .flatten();
    if let Some(route) = route.filter(|r| unmigrated.is_none() || *r != Route::Home) {
        return route_opening(route, tab_game());
    }
    if let Some(opened) = refused_link(&mut link, embedded, &tab_game) {
        return opened;
    }
    let saved = own_games
        .then(|| {
            tab_game()
                .or_else(|| migrated.and_then(|id| game_store::load(&id)))
                .or_else(|| unmigrated.clone())
                .or_else(|| game_store::list().into_iter().next())
        })
        .flatten();
    // Not in the list yet: it is kept (and its old keys forgotten) by the first save.
    let (kept_saved, migrating) = match &saved {
        Some(s) if unmigrated.as_ref().is_some_and(|u| u.id == s.id) => {
            (None, Some(s.game.clone()))
        }
        s => (s.as_ref().map(|s| (s.id.clone(), s.game.clone())), None),
    };
    // A link that cannot be read never costs the saved game: it is shown, as it is kept.
    if let (Some(crate::share::FromLink { result: Err(f), .. }), Some(kept)) = (&link, &saved) {
        if Game::from_saved(&kept.game).is_ok() {
            let mut actions = restore(kept);
            actions.push(Action::Say(crate::share::link_failure_text(
                f,
                "your saved game is shown instead",
            )));
            return Opening {
                actions,
                from_link: true,
                replaced: None,
                kept: kept_saved,
                migrating,
            };
        }
    }
    match crate::share::start_action(link, None) {
        Some(action) => Opening {
            actions: vec![action],
            from_link: true,
            replaced: kept_saved.map(|(id, _)| id),
            kept: None,
            migrating: None,
        },
        None => Opening {
            actions: saved.as_ref().map(restore).unwrap_or_default(),
            from_link: false,
            replaced: None,
            kept: kept_saved,
            migrating,
        },
    }
}

/// A link refused before any game is read: an embedded board shows why, in its frame, and
/// nothing to play; a game that is not here opens the start page, the tab's own game
/// behind it. `None` for any other link (then `link` is left as it was).
fn refused_link(
    link: &mut Option<crate::share::FromLink>,
    embedded: bool,
    tab_game: &dyn Fn() -> Option<game_store::Stored>,
) -> Option<Opening> {
    let Some(crate::share::FromLink { result: Err(f), .. }) = &link else {
        return None;
    };
    if embedded {
        let text = crate::share::link_failure_text(f, "there is nothing to show");
        return Some(Opening {
            actions: vec![Action::Say(text)],
            from_link: true,
            replaced: None,
            kept: None,
            migrating: None,
        });
    }
    crate::share::unknown_game(f)?;
    let mut opened = route_opening(Route::Home, tab_game());
    opened
        .actions
        .extend(crate::share::start_action(link.take(), None));
    Some(opened)
}

/// The opening of the screen `route` names. A game by its id is read from "Your games";
/// the other screens keep the tab's own game (`tab`) behind them, to resume.
fn route_opening(route: Route, tab: Option<game_store::Stored>) -> Opening {
    let (stored, then) = match route {
        Route::Game(Some(id)) => match game_store::load(&id) {
            Some(s) => (Some(s), None),
            None => (None, Some(Action::Say(NOT_KEPT.into()))),
        },
        Route::Game(None) => (tab, None),
        Route::Home => (tab, Some(Action::ShowHome)),
        Route::Rules(v) => (tab, Some(Action::ShowRules(v))),
        Route::BuiltinRules(name) => (tab, Some(Action::ShowBuiltinRules(name))),
        Route::Games => (tab, Some(Action::ShowGames)),
        Route::NewGame(v) => (tab, Some(Action::OpenDialog(v))),
    };
    let mut actions = stored.as_ref().map(restore).unwrap_or_default();
    actions.extend(then);
    Opening {
        actions,
        from_link: false,
        replaced: None,
        kept: stored.map(|s| (s.id, s.game)),
        migrating: None,
    }
}

/// The page address's fragment, or else its query (where a link keeps its game). Empty
/// outside a browser (the native server-side rendering of `tests/render.rs`).
pub fn location_fragment() -> String {
    if !cfg!(target_arch = "wasm32") {
        return String::new();
    }
    let Some(loc) = web_sys::window().map(|w| w.location()) else {
        return String::new();
    };
    match loc.hash() {
        Ok(h) if h.len() > 1 => h,
        _ => loc.search().unwrap_or_default(),
    }
}

/// Puts the address of the screen shown (`route`) in the address bar: a new step of the
/// browser's history, or in place of the address shown ([`Route::replaced_by`]; a link's
/// game takes its route in place of the link). A dialog closed to the screen it was opened
/// over is a step back ([`Route::steps_back_to`]), so that Back and Cancel agree.
pub(crate) fn show_address(route: &Route) {
    let Some(w) = web_sys::window() else { return };
    let Ok(history) = w.history() else { return };
    let hash = w.location().hash().unwrap_or_default();
    let now = Route::parse(&hash);
    if now.as_ref() == Some(route) {
        return;
    }
    let fragment = route.fragment();
    let url = if fragment.is_empty() {
        page_address()
    } else {
        format!("{}#{fragment}", page_address())
    };
    // Each step the app adds remembers the fragment it was opened over.
    let under = history.state().ok().and_then(|s| s.as_string());
    let under = under.as_deref().and_then(Route::parse);
    if now
        .as_ref()
        .is_some_and(|n| n.steps_back_to(under.as_ref(), route))
    {
        let _ = history.back();
        return;
    }
    let _ = match now {
        Some(now) if !now.replaced_by(route) => {
            let here = wasm_bindgen::JsValue::from_str(hash.trim_start_matches('#'));
            history.push_state_with_url(&here, "", Some(&url))
        }
        _ => {
            let keep = history.state().unwrap_or(wasm_bindgen::JsValue::NULL);
            history.replace_state_with_url(&keep, "", Some(&url))
        }
    };
}

/// Shows the screen `route` names (the browser's Back or Forward, or an address typed):
/// the game by its id is read from "Your games" when it is not the one on show.
fn follow_route(
    route: Route,
    kept: &Rc<RefCell<Kept>>,
    dispatcher: &UseReducerDispatcher<GameState>,
) {
    if !matches!(route, Route::NewGame(_)) {
        dispatcher.dispatch(Action::CloseDialog);
    }
    match route {
        Route::Home => dispatcher.dispatch(Action::ShowHome),
        Route::Rules(v) => dispatcher.dispatch(Action::ShowRules(v)),
        Route::BuiltinRules(name) => dispatcher.dispatch(Action::ShowBuiltinRules(name)),
        Route::Games => dispatcher.dispatch(Action::ShowGames),
        Route::NewGame(v) => dispatcher.dispatch(Action::OpenDialog(v)),
        Route::Game(Some(id)) if kept.borrow().game.as_ref().map(|(k, _)| k) != Some(&id) => {
            match game_store::load(&id) {
                Some(stored) => resume_stored(stored, kept, dispatcher),
                // Not kept here: the start page says so.
                None => {
                    dispatcher.dispatch(Action::ShowHome);
                    dispatcher.dispatch(Action::Say(NOT_KEPT.into()));
                }
            }
        }
        Route::Game(_) => dispatcher.dispatch(Action::ShowGame),
    }
}

/// Follows the address: Back and Forward (the `popstate` event) show the screen of the
/// address reached. A link pasted into the address of a page already open does not load
/// the page again, so the page reloads itself to read it (`hashchange`).
pub(crate) fn follow_address(kept: Rc<RefCell<Kept>>, dispatcher: UseReducerDispatcher<GameState>) {
    let Some(w) = web_sys::window() else { return };
    let popstate = gloo_events::EventListener::new(&w, "popstate", move |_| {
        let hash = web_sys::window()
            .and_then(|w| w.location().hash().ok())
            .unwrap_or_default();
        if let Some(route) = Route::parse(&hash) {
            follow_route(route, &kept, &dispatcher);
        }
    });
    let hashchange = gloo_events::EventListener::new(&w, "hashchange", |_| {
        let Some(w) = web_sys::window() else { return };
        let hash = w.location().hash().unwrap_or_default();
        if Route::parse(&hash).is_none() {
            let _ = w.location().reload();
        }
    });
    // The page keeps listening as long as it lives.
    popstate.forget();
    hashchange.forget();
}

/// An embedded board's link pasted anew reloads the board to read it.
pub(crate) fn reload_on_hash_change() {
    let Some(w) = web_sys::window() else { return };
    let listener = gloo_events::EventListener::new(&w, "hashchange", |_| {
        if let Some(w) = web_sys::window() {
            let _ = w.location().reload();
        }
    });
    // The page keeps listening as long as it lives.
    listener.forget();
}
