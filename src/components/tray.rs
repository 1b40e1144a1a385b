//! A player's reserve beside the board: one entry per kind with its count (∞ when
//! unlimited). Only the tray of the side to move is active.
//!
//! Entries report pointer events to the app, which runs the drag (pointer events work for
//! mouse, pen and touch alike); a tap picks the piece for a click-click drop, and Enter or
//! Space on the focused entry does the same from the keyboard.
//!
//! The keyboard: a tray is one stop of the Tab order (a roving `tabindex`: the picked entry,
//! else the first); the arrow keys move along the entries and pick the kind reached. Each
//! entry is named with its piece and count ("white pawn, 8 left", "white king, unlimited").

use engine::{Count, Kind, Player};
use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::pieces::piece_icon;
use crate::view::{player_title, TrayView};

/// What happened on a tray entry.
#[derive(Clone, Debug)]
pub enum TrayEvent {
    /// A pointer went down on the entry of `kind` in `player`'s tray.
    Down(Player, Kind, PointerEvent),
    /// The pointer moved (while captured by an entry).
    Move(PointerEvent),
    /// The pointer was released.
    Up(PointerEvent),
    /// The browser took the pointer away (a scroll gesture, a lost capture).
    Lost(PointerEvent),
    /// The entry of `kind` in `player`'s tray was activated with the keyboard.
    Key(Player, Kind),
    /// The arrow keys reached the entry of `kind` in `player`'s tray: it is picked.
    Choose(Player, Kind),
}

/// A tray's properties.
#[derive(Properties, PartialEq)]
pub struct TrayProps {
    /// What to show.
    pub view: TrayView,
    /// Where the entries' events go.
    pub on_event: Callback<TrayEvent>,
}

fn count_text(c: Count) -> String {
    c.to_string()
}

/// The accessible name of a tray entry: "white pawn, 8 left", "black king, unlimited".
pub fn entry_label(player: Player, name: &str, count: Count) -> String {
    let left = match count {
        Count::Finite(n) => format!("{n} left"),
        Count::Unlimited => "unlimited".into(),
    };
    format!("{} {name}, {left}", player.name())
}

/// The entry an arrow key moves to from entry `at` of `n` (wrapping round); `None` for
/// other keys.
pub fn entry_step(at: usize, n: usize, key: &str) -> Option<usize> {
    if n == 0 {
        return None;
    }
    match key {
        "ArrowRight" | "ArrowDown" => Some((at + 1) % n),
        "ArrowLeft" | "ArrowUp" => Some((at + n - 1) % n),
        "Home" => Some(0),
        "End" => Some(n - 1),
        _ => None,
    }
}

/// The arrow keys in a tray: the focus and the choice move to the next or previous piece.
fn arrow_keys(
    v: &TrayView,
    ev: &Callback<TrayEvent>,
    entries_ref: &NodeRef,
) -> Callback<KeyboardEvent> {
    let (ev, entries_ref, player) = (ev.clone(), entries_ref.clone(), v.player);
    let kinds: Vec<(Kind, char)> = v.entries.iter().map(|e| (e.kind, e.letter)).collect();
    Callback::from(move |e: KeyboardEvent| {
        let Some(at) = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .and_then(|el| el.closest("[data-kind]").ok().flatten())
            .and_then(|el| el.get_attribute("data-kind"))
            .and_then(|k| kinds.iter().position(|(_, l)| l.to_string() == k))
        else {
            return;
        };
        let Some(next) = entry_step(at, kinds.len(), &e.key()) else {
            return;
        };
        e.prevent_default();
        e.stop_propagation();
        let (kind, letter) = kinds[next];
        if let Some(el) = entries_ref
            .cast::<web_sys::Element>()
            .and_then(|d| {
                d.query_selector(&format!("[data-kind=\"{letter}\"]"))
                    .ok()
                    .flatten()
            })
            .and_then(|el| el.dyn_into::<web_sys::HtmlElement>().ok())
        {
            let _ = el.focus();
        }
        ev.emit(TrayEvent::Choose(player, kind));
    })
}

/// One player's tray.
#[function_component(Tray)]
pub fn tray(props: &TrayProps) -> Html {
    let v = &props.view;
    let who = v.player.name();
    let title = player_title(v.player);
    let ev = props.on_event.clone();
    let player = v.player;
    let entries_ref = use_node_ref();
    let stop = v.entries.iter().position(|e| e.selected).unwrap_or(0);
    let onkeydown = arrow_keys(v, &ev, &entries_ref);
    html! {
        <section class={classes!("tray", who, v.active.then_some("active"))} data-tray={who}
            aria-label={format!("{title}'s pieces")}>
            <h2 class="tray-title">
                <span class={classes!("tray-dot", who)}></span>
                { title }
                if v.active { <span class="tray-turn">{ format!(" {}", v.turn_words) }</span> }
            </h2>
            <div class="tray-entries" ref={entries_ref} {onkeydown}>
                { for v.entries.iter().enumerate().map(|(i, e)| {
                    let kind = e.kind;
                    let onpointerdown = ev.reform(move |p: PointerEvent| TrayEvent::Down(player, kind, p));
                    let onpointermove = ev.reform(TrayEvent::Move);
                    let onpointerup = ev.reform(TrayEvent::Up);
                    let onpointercancel = ev.reform(TrayEvent::Lost);
                    // A click with detail 0 comes from the keyboard (Enter or Space).
                    let onclick = {
                        let ev = ev.clone();
                        Callback::from(move |m: MouseEvent| {
                            if m.detail() == 0 {
                                ev.emit(TrayEvent::Key(player, kind));
                            }
                        })
                    };
                    html! {
                        <button key={e.letter.to_string()} type="button"
                            class={classes!("tray-entry", e.selected.then_some("selected"))}
                            data-kind={e.letter.to_string()} data-count={count_text(e.count)}
                            disabled={!v.active} aria-pressed={e.selected.to_string()}
                            tabindex={if i == stop { "0" } else { "-1" }}
                            aria-label={entry_label(v.player, &e.name, e.count)}
                            title={format!("{} ({} left)", e.name, count_text(e.count))}
                            {onpointerdown} {onpointermove} {onpointerup} {onpointercancel} {onclick}>
                            { piece_icon(e.glyph, v.player) }
                            <span class="count">{ count_text(e.count) }</span>
                        </button>
                    }
                }) }
                if v.entries.is_empty() {
                    <span class="tray-empty">{ "none in hand" }</span>
                }
            </div>
        </section>
    }
}
