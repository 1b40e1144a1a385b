//! A player's reserve beside the board: one entry per kind with its count (∞ when
//! unlimited). Only the tray of the side to move is active.
//!
//! Entries report pointer events to the app, which runs the drag (pointer events work for
//! mouse, pen and touch alike); a tap picks the piece for a click-click drop, and Enter or
//! Space on the focused entry does the same from the keyboard.

use engine::{Count, Kind};
use yew::prelude::*;

use super::pieces::piece_icon;
use crate::view::{player_title, TrayView};

/// What happened on a tray entry.
#[derive(Clone, Debug)]
pub enum TrayEvent {
    /// A pointer went down on the entry of `kind`.
    Down(Kind, PointerEvent),
    /// The pointer moved (while captured by an entry).
    Move(PointerEvent),
    /// The pointer was released.
    Up(PointerEvent),
    /// The browser took the pointer away (a scroll gesture, a lost capture).
    Lost(PointerEvent),
    /// The entry of `kind` was activated with the keyboard.
    Key(Kind),
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

/// One player's tray.
#[function_component(Tray)]
pub fn tray(props: &TrayProps) -> Html {
    let v = &props.view;
    let who = v.player.name();
    let title = player_title(v.player);
    let ev = props.on_event.clone();
    html! {
        <section class={classes!("tray", who, v.active.then_some("active"))} data-tray={who}
            aria-label={format!("{title}'s pieces")}>
            <h2 class="tray-title">
                <span class={classes!("tray-dot", who)}></span>
                { title }
                if v.active { <span class="tray-turn">{ " to move" }</span> }
            </h2>
            <div class="tray-entries">
                { for v.entries.iter().map(|e| {
                    let kind = e.kind;
                    let onpointerdown = ev.reform(move |p: PointerEvent| TrayEvent::Down(kind, p));
                    let onpointermove = ev.reform(TrayEvent::Move);
                    let onpointerup = ev.reform(TrayEvent::Up);
                    let onpointercancel = ev.reform(TrayEvent::Lost);
                    // A click with detail 0 comes from the keyboard (Enter or Space).
                    let onclick = {
                        let ev = ev.clone();
                        Callback::from(move |m: MouseEvent| {
                            if m.detail() == 0 {
                                ev.emit(TrayEvent::Key(kind));
                            }
                        })
                    };
                    html! {
                        <button key={e.letter.to_string()} type="button"
                            class={classes!("tray-entry", e.selected.then_some("selected"))}
                            data-kind={e.letter.to_string()} data-count={count_text(e.count)}
                            disabled={!v.active} aria-pressed={e.selected.to_string()}
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
