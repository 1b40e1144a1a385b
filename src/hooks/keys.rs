//! The keys that step through the moves (Left, Right, Home, End) and Escape, which puts a
//! picked piece or a promotion back and cancels a premove, wherever the focus is but in an
//! element that uses the key itself.

use wasm_bindgen::JsCast;
use web_sys::Element;
use yew::prelude::*;

use crate::history::ViewStep;
use crate::state::{Action, GameState, Screen};

/// The page's keys, heard on the document: wherever the focus is, the body included (after
/// a drag with the mouse nothing of the app may hold it), Escape puts back what is picked
/// and cancels a premove, and the arrows step through the moves.
#[hook]
pub fn use_view_keys(state: &UseReducerHandle<GameState>, embedded: bool) {
    let on_key = view_keys(state, embedded);
    use_effect(move || {
        let listener = web_sys::window().and_then(|w| w.document()).map(|d| {
            // Not passive: the arrows' default (scrolling) is prevented.
            let options = gloo_events::EventListenerOptions::enable_prevent_default();
            gloo_events::EventListener::new_with_options(&d, "keydown", options, move |e| {
                if let Some(e) = e.dyn_ref::<KeyboardEvent>() {
                    on_key.emit(e.clone());
                }
            })
        });
        move || drop(listener)
    });
}

/// The page's key handler; on an `embedded` board the steps move through its whole line.
pub fn view_keys(state: &UseReducerHandle<GameState>, embedded: bool) -> Callback<KeyboardEvent> {
    let state = state.clone();
    Callback::from(move |e: KeyboardEvent| {
        let key = e.key();
        let picked = state.selected.is_some() || state.promotion.is_some() || state.wall.is_some();
        if key == "Escape" && (picked || state.premove.is_some()) {
            state.dispatch(Action::Cancel);
            return;
        }
        let Some(step) = view_key(&key) else { return };
        if state.screen != Screen::Game
            || state.dialog.is_some()
            || e.default_prevented()
            || e.alt_key()
            || e.ctrl_key()
            || e.meta_key()
            || e.shift_key()
            || key_is_local(&e, key.starts_with("Arrow"))
        {
            return;
        }
        e.prevent_default();
        state.dispatch(match (embedded, &state.game) {
            (true, Some(g)) => Action::GoTo(crate::embed::step_to(g, step)),
            _ => Action::View(step),
        });
    })
}

/// Whether a key pressed on `e`'s target belongs to that element: text fields and menus,
/// a tray (its arrows pick kinds), a dialog, and for the arrow keys the board (they move its
/// cursor).
fn key_is_local(e: &KeyboardEvent, arrows: bool) -> bool {
    let Some(el) = e.target().and_then(|t| t.dyn_into::<Element>().ok()) else {
        return false;
    };
    let selector = if arrows {
        "input, select, textarea, [role=dialog], .tray, .board, .cover"
    } else {
        "input, select, textarea, [role=dialog], .tray, .cover"
    };
    el.closest(selector).ok().flatten().is_some()
}

/// The step through the moves a key asks for.
fn view_key(key: &str) -> Option<ViewStep> {
    Some(match key {
        "ArrowLeft" => ViewStep::Back,
        "ArrowRight" => ViewStep::Forward,
        "Home" => ViewStep::Start,
        "End" => ViewStep::Live,
        _ => return None,
    })
}
