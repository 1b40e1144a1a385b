//! A modal dialog's keyboard (issue 62, item 4): the dialog takes the focus when it opens
//! (its first control, or itself when it is a text to read from its top), Tab and Shift+Tab stay among its own controls, Escape closes it
//! (each dialog's own key handler), and when it closes the focus goes back to what opened
//! it — or, after a new game was started from it, to the board, the game's first stop.

use std::cell::Cell;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use web_sys::{Element, KeyboardEvent};
use yew::prelude::*;

/// What can take the focus inside a dialog, in document order.
const FOCUSABLE: &str = "button:not([disabled]), input:not([disabled]), \
    select:not([disabled]), textarea:not([disabled]), a[href], [tabindex='0']";

/// Where the focus goes when the dialog closes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum FocusAfter {
    /// Back to the control that opened the dialog.
    #[default]
    Opener,
    /// To the board (a game was started).
    Board,
}

thread_local! {
    /// The last control focused outside a dialog ([`track_focus`]): the one that opened the
    /// dialog open now (the page may have dropped the focus by the time it draws it).
    static OPENER: std::cell::RefCell<Option<Element>> = const { std::cell::RefCell::new(None) };
}

/// Follows the focus on the page, for [`use_modal`] to know what opened a dialog. Called
/// once, when the app starts.
pub fn track_focus() {
    let Some(doc) = document() else {
        return;
    };
    let listener = gloo_events::EventListener::new(&doc, "focusin", |e| {
        let Some(el) = e.target().and_then(|t| t.dyn_into::<Element>().ok()) else {
            return;
        };
        if el.closest(MODAL).ok().flatten().is_none() {
            OPENER.with(|o| *o.borrow_mut() = Some(el));
        }
    });
    // It lives as long as the page.
    listener.forget();
}

/// What a modal dialog is marked with.
const MODAL: &str = "[aria-modal='true']";

/// Gives the dialog `dialog` the focus when it opens and gives it back when it closes;
/// the cell says where ([`FocusAfter`]), set by the dialog before it closes.
#[hook]
pub fn use_modal(dialog: &NodeRef) -> Rc<Cell<FocusAfter>> {
    let focus_after = (*use_memo((), |_| Rc::new(Cell::new(FocusAfter::Opener)))).clone();
    {
        let dialog = dialog.clone();
        let focus_after = focus_after.clone();
        use_effect_with((), move |_| {
            // A dialog that can hold the focus itself (`tabindex="-1"`, a long text read
            // from its top) takes it; another gives it to the control marked
            // `data-first-focus` (the own game's text), else to its first control.
            if let Some(el) = dialog.cast::<Element>() {
                let marked = el.query_selector("[data-first-focus]").ok().flatten();
                let first = marked.or_else(|| el.query_selector(FOCUSABLE).ok().flatten());
                match first.filter(|_| !el.has_attribute("tabindex")) {
                    Some(first) => focus(&first),
                    None => focus(&el),
                }
            }
            move || after_this_frame(focus_after.get())
        });
    }
    focus_after
}

/// Keeps Tab and Shift+Tab inside `dialog`: from its last control Tab goes to its first,
/// from its first Shift+Tab to its last. For the dialog's keydown handler.
pub fn keep_tab_inside(e: &KeyboardEvent, dialog: &NodeRef) {
    if e.key() != "Tab" {
        return;
    }
    let Some(el) = dialog.cast::<Element>() else {
        return;
    };
    let Ok(list) = el.query_selector_all(FOCUSABLE) else {
        return;
    };
    let n = list.length();
    let at = |i: u32| list.item(i).and_then(|x| x.dyn_into::<Element>().ok());
    let (Some(first), Some(last)) = (at(0), at(n.saturating_sub(1))) else {
        return;
    };
    let active = document().and_then(|d| d.active_element());
    let inside = active.as_ref().is_some_and(|a| el.contains(Some(a)));
    if e.shift_key() && (!inside || active.as_ref() == Some(&first)) {
        e.prevent_default();
        focus(&last);
    } else if !e.shift_key() && (!inside || active.as_ref() == Some(&last)) {
        e.prevent_default();
        focus(&first);
    }
}

fn document() -> Option<web_sys::Document> {
    web_sys::window()?.document()
}

/// Focuses the first element matching `selector`, if any (an HTML or an SVG element).
pub fn focus_selector(selector: &str) {
    if let Some(el) = document().and_then(|d| d.query_selector(selector).ok().flatten()) {
        focus(&el);
    }
}

/// Focuses `el`, an HTML or an SVG element (both have `focus`).
fn focus(el: &Element) {
    let method = js_sys::Reflect::get(el, &"focus".into())
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok());
    if let Some(f) = method {
        let _ = f.call0(el);
    }
}

/// Once the page has drawn what replaced the dialog (unless another dialog is open then):
/// focuses the control that opened it, found again by its id if the page drew it anew, or
/// the board's one Tab stop after a start (or when that control is gone).
fn after_this_frame(after: FocusAfter) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let next = wasm_bindgen::closure::Closure::once_into_js(move || {
        let Some(doc) = document() else {
            return;
        };
        if doc.query_selector(MODAL).ok().flatten().is_some() {
            return;
        }
        let opener = || {
            let o = OPENER.with(|o| o.borrow().clone())?;
            match o.is_connected() {
                true => Some(o),
                false if o.id().is_empty() => None,
                false => doc.get_element_by_id(&o.id()),
            }
        };
        let board = || {
            doc.query_selector("svg.board [data-square][tabindex='0']")
                .ok()
                .flatten()
        };
        let target = match after {
            FocusAfter::Opener => opener().or_else(board),
            FocusAfter::Board => board().or_else(opener),
        };
        if let Some(el) = target {
            focus(&el);
        }
    });
    let _ = window.request_animation_frame(next.unchecked_ref());
}
