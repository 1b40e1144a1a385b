//! Zooming a big board on a small screen (issue 62, item 10): a 16×16 board on a phone has
//! squares of about 21 px, too small for a finger. A board with more than
//! [`ZOOMABLE_OVER`] files or ranks gets a "Zoom board" switch under it (shown by the
//! stylesheet on narrow screens only); zoomed, its squares are 44 px and the board's box
//! becomes a window onto it, scrolled by dragging any square that has no piece to pick
//! up (the finger's pan, done here, since the board takes every touch itself). The window
//! opens on the player's own side, at the corner of file a (the stylesheet's
//! `column-reverse` starts its scroll at the bottom). Whether the player zoomed is
//! remembered on this device. Keyboard focus scrolls the focused square into view by
//! itself.

use wasm_bindgen::JsCast;
use web_sys::{Element, PointerEvent};
use yew::prelude::*;

use crate::view::BoardView;

/// Where the switch's state is kept (`"on"` or `"off"`).
const ZOOM_KEY: &str = "variantarium.zoom";

/// Boards with more files or ranks than this get the switch: on a 360 px phone their
/// squares would be under about 32 px.
pub const ZOOMABLE_OVER: u8 = 10;

/// The selector of the board's box when it is zoomed (the box that scrolls).
const FRAME: &str = ".board-area.zoomed";

/// Whether `view` is big enough to get the zoom switch.
pub fn zoomable(view: &BoardView) -> bool {
    view.width > ZOOMABLE_OVER || view.height > ZOOMABLE_OVER
}

/// Whether the player zoomed big boards, as remembered (off unless turned on).
pub fn load_zoom() -> bool {
    crate::storage::load(ZOOM_KEY).ok().flatten().as_deref() == Some("on")
}

/// Remembers the switch (if storage refuses, the choice holds for the visit).
pub fn save_zoom(on: bool) {
    let _ = crate::storage::save_text(ZOOM_KEY, if on { "on" } else { "off" });
}

/// What the zoom switch shows and whom it tells.
#[derive(Properties, PartialEq)]
pub struct ZoomBarProps {
    /// The board is zoomed.
    pub zoomed: bool,
    /// Told the new state when the switch is pressed (the choice is remembered here), and
    /// `true` when it first shows if the player zoomed before.
    pub on_zoom: Callback<bool>,
}

/// The switch under a big board (`#board-zoom`, pressed when zoomed), and when zoomed a
/// word on how to move around the board. A component of its own, so that its code stays
/// out of the first screen's wasm (no profiled page has a big board; BENCH.md, "Page
/// load"): a plain function called from the game page would be inlined into it.
#[function_component(ZoomBar)]
pub fn zoom_bar(props: &ZoomBarProps) -> Html {
    let zoomed = props.zoomed;
    // The choice remembered on this device is taken up when a big board is first shown.
    {
        let on_zoom = props.on_zoom.clone();
        use_effect_with((), move |_| {
            if load_zoom() {
                on_zoom.emit(true);
            }
        });
    }
    let onclick = props.on_zoom.reform(move |_: MouseEvent| {
        save_zoom(!zoomed);
        !zoomed
    });
    html! {
        <div class="zoom-bar">
            if zoomed {
                <span class="zoom-tip">{ "Drag an empty square to scroll." }</span>
            }
            <button type="button" id="board-zoom" class="zoom-button"
                aria-pressed={zoomed.to_string()} {onclick}>
                <svg class="zoom-icon" viewBox="0 0 24 24" aria-hidden="true">
                    <circle cx="10" cy="10" r="6.5" />
                    <path d="M15 15l6 6M7 10h6" />
                    if !zoomed {
                        <path d="M10 7v6" />
                    }
                </svg>
                { "Zoom board" }
            </button>
        </div>
    }
}

/// A pan of a zoomed board: where the pointer and the box's scroll were when it began.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub(crate) struct Pan {
    pointer: (i32, i32),
    scroll: (i32, i32),
}

impl Pan {
    /// A pan that `e` may begin: `Some` when its target is on a zoomed board.
    pub(crate) fn start(e: &PointerEvent) -> Option<Pan> {
        let frame = frame_of(e)?;
        Some(Pan {
            pointer: (e.client_x(), e.client_y()),
            scroll: (frame.scroll_left(), frame.scroll_top()),
        })
    }

    /// Scrolls the board's box so that the point first pressed follows the pointer.
    pub(crate) fn follow(&self, e: &PointerEvent) {
        let Some(frame) = frame_of(e) else { return };
        frame.set_scroll_left(self.scroll.0 - (e.client_x() - self.pointer.0));
        frame.set_scroll_top(self.scroll.1 - (e.client_y() - self.pointer.1));
    }
}

/// The zoomed board's box that `e`'s target is in.
fn frame_of(e: &PointerEvent) -> Option<Element> {
    e.target()?
        .dyn_into::<Element>()
        .ok()?
        .closest(FRAME)
        .ok()
        .flatten()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::chessnim;
    use crate::view::board_view;
    use engine::{Position, Settings};

    fn nim(width: u8, height: u8) -> BoardView {
        let mut s = Settings::new(chessnim::VARIANT);
        s.chessnim.width = width;
        s.chessnim.height = height;
        let pos = Position::start(&s).expect("a ChessNim board");
        board_view(&pos, &Default::default())
    }

    #[test]
    fn only_boards_over_ten_files_or_ranks_get_the_zoom_switch() {
        assert!(!zoomable(&nim(8, 8)));
        assert!(!zoomable(&nim(10, 10)));
        assert!(zoomable(&nim(16, 16)));
        assert!(zoomable(&nim(11, 4)));
        assert!(zoomable(&nim(3, 12)));
    }
}
