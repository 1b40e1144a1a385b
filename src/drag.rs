//! Dragging pieces with the pointer (mouse, pen or finger; pointer events, since SVG is not
//! HTML5-draggable): a press on a tray entry or a piece of the side to move becomes a drag
//! once it moves past a threshold, a ghost piece follows the pointer, the square under it
//! is marked, and the release asks for the move; a press without a move is a click.
//! What the page draws of a drag is [`DragView`]; the rules are the engine's, asked
//! through the actions sent.

use std::cell::RefCell;
use std::rc::Rc;

use engine::{Kind, Player, Square};
use wasm_bindgen::JsCast;
use web_sys::Element;
use yew::prelude::*;

use crate::components::board::BoardEvent;
use crate::components::tray::TrayEvent;
use crate::state::{Action, GameState};
use crate::view::{pickable, Pick};
use crate::zoom::Pan;

/// How far (in CSS pixels) a pointer must travel before a press becomes a drag.
const DRAG_THRESHOLD: i32 = 5;

/// What a press started on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Source {
    /// An entry of a player's tray: a drag of that kind, or a tap that picks it.
    Tray(Player, Kind),
    /// A piece of the side to move on this square: a drag, or a tap that picks it up.
    Piece(Square),
    /// Any other square: a click there, or on a zoomed board a pan ([`Pan`]).
    Click(Square),
}

/// A press, from pointer down to pointer up.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct DragState {
    pointer: Option<i32>,
    source: Option<Source>,
    start: (i32, i32),
    moved: bool,
    was_selected: bool,
    hover: Option<Square>,
    /// On a zoomed board, the pan a press on a square without a piece to pick up begins.
    pan: Option<Pan>,
}

/// What the board shows of a drag in progress.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct DragView {
    /// The square under the dragged piece.
    pub hover: Option<Square>,
    /// The square the dragged piece came from.
    pub lifted: Option<Square>,
}

fn document() -> Option<web_sys::Document> {
    web_sys::window()?.document()
}

/// The square (or hole) under the point (`x`, `y`) of the viewport.
fn square_at(x: i32, y: i32) -> Option<Square> {
    let el = document()?.element_from_point(x as f32, y as f32)?;
    let target = el.closest("[data-square], [data-hole]").ok()??;
    let name = target
        .get_attribute("data-square")
        .or_else(|| target.get_attribute("data-hole"))?;
    name.parse().ok()
}

/// The size on screen of one board square, in CSS pixels.
fn square_size() -> f64 {
    document()
        .and_then(|d| d.query_selector("[data-square] rect.sq").ok().flatten())
        .map(|r| r.get_bounding_client_rect().width())
        .filter(|w| *w > 8.0)
        .unwrap_or(56.0)
}

/// Shows the dragged piece centred on (`x`, `y`), or hides it.
fn place_ghost(ghost: &NodeRef, at: Option<(i32, i32)>) {
    let Some(el) = ghost.cast::<Element>() else {
        return;
    };
    let style = match at {
        Some((x, y)) => {
            let s = square_size();
            format!(
                "display:block;width:{s}px;height:{s}px;transform:translate({}px,{}px)",
                x as f64 - s / 2.0,
                y as f64 - s / 2.0
            )
        }
        None => String::new(),
    };
    let _ = el.set_attribute("style", &style);
}

/// Captures the pointer of `e` on the nearest ancestor of its target matching `selector`.
fn capture(e: &PointerEvent, selector: &str) {
    if let Some(el) = e
        .target()
        .and_then(|t| t.dyn_into::<Element>().ok())
        .and_then(|el| el.closest(selector).ok().flatten())
    {
        let _ = el.set_pointer_capture(e.pointer_id());
        if let Ok(html) = el.dyn_into::<web_sys::HtmlElement>() {
            let _ = html.focus();
        }
    }
}

/// Whether another pointer is pressing (a second finger). A press of the same pointer
/// whose release was missed is forgotten.
fn busy(drag: &Rc<RefCell<DragState>>, e: &PointerEvent) -> bool {
    drag.borrow().pointer.is_some_and(|p| p != e.pointer_id())
}

/// Ends a press: hides the ghost and the drag marks.
fn end_press(drag: &Rc<RefCell<DragState>>, ghost: &NodeRef, drag_view: &UseStateHandle<DragView>) {
    *drag.borrow_mut() = DragState::default();
    place_ghost(ghost, None);
    drag_view.set(DragView::default());
}

/// Follows a captured pointer: past the threshold a press becomes a drag, the ghost
/// follows and the square under it is marked.
fn follow(
    e: &PointerEvent,
    drag: &Rc<RefCell<DragState>>,
    ghost: &NodeRef,
    drag_view: &UseStateHandle<DragView>,
) {
    let mut d = drag.borrow_mut();
    if d.pointer != Some(e.pointer_id()) {
        return;
    }
    let (x, y) = (e.client_x(), e.client_y());
    if !d.moved
        && ((x - d.start.0).abs() > DRAG_THRESHOLD || (y - d.start.1).abs() > DRAG_THRESHOLD)
    {
        d.moved = true;
    }
    if let Some(Source::Click(_)) | None = d.source {
        // A press with nothing to carry: on a zoomed board it pans, else it is a click.
        if let (Some(pan), true) = (d.pan, d.moved) {
            pan.follow(e);
        }
        return;
    }
    if d.moved {
        place_ghost(ghost, Some((x, y)));
        let over = square_at(x, y);
        let lifted = match d.source {
            Some(Source::Piece(sq)) => Some(sq),
            _ => None,
        };
        if over != d.hover || drag_view.lifted != lifted {
            d.hover = over;
            drag_view.set(DragView {
                hover: over,
                lifted,
            });
        }
    }
}

/// Runs the press, drag and release of a square of the board.
pub(crate) fn on_board_event(
    ev: BoardEvent,
    state: &UseReducerHandle<GameState>,
    drag: &Rc<RefCell<DragState>>,
    ghost: &NodeRef,
    drag_view: &UseStateHandle<DragView>,
) {
    match ev {
        BoardEvent::Down(sq, e) => {
            if e.button() != 0 || busy(drag, &e) {
                return;
            }
            e.prevent_default();
            capture(&e, "[data-square]");
            let pick = state.selected;
            let source = if can_pick_up(state, sq) && !is_target(state, pick, sq) {
                state.dispatch(Action::PickUp(sq));
                Source::Piece(sq)
            } else {
                Source::Click(sq)
            };
            *drag.borrow_mut() = DragState {
                pointer: Some(e.pointer_id()),
                source: Some(source),
                start: (e.client_x(), e.client_y()),
                moved: false,
                was_selected: pick == Some(Pick::Square(sq)),
                hover: None,
                pan: matches!(source, Source::Click(_))
                    .then(|| Pan::start(&e))
                    .flatten(),
            };
        }
        BoardEvent::Move(e) => follow(&e, drag, ghost, drag_view),
        BoardEvent::Up(e) => {
            let d = *drag.borrow();
            if d.pointer != Some(e.pointer_id()) {
                return;
            }
            end_press(drag, ghost, drag_view);
            on_release(&d, &e, state);
        }
        BoardEvent::Lost(e) => {
            let d = *drag.borrow();
            if d.pointer != Some(e.pointer_id()) {
                return;
            }
            end_press(drag, ghost, drag_view);
            // A piece dragged and lost goes back; a lost pan or click changes nothing.
            if d.moved && matches!(d.source, Some(Source::Piece(_))) {
                state.dispatch(Action::Cancel);
            }
        }
    }
}

/// What letting go of the press `d` on the board means: a piece dragged is moved (or goes
/// back), a tap is a click, a wall waiting goes where the press is let go.
fn on_release(d: &DragState, e: &PointerEvent, state: &UseReducerHandle<GameState>) {
    match d.source {
        Some(Source::Piece(from)) if d.moved => {
            match square_at(e.client_x(), e.client_y()) {
                Some(to) if to != from => state.dispatch(Action::Move { from, to }),
                // Let go on its own square or off the board: it goes back.
                _ => state.dispatch(Action::Cancel),
            }
        }
        // A second tap on the picked piece puts it back.
        Some(Source::Piece(_)) if d.was_selected => state.dispatch(Action::Cancel),
        // A pan of a zoomed board is no click.
        Some(Source::Click(_)) if d.pan.is_some() && d.moved => {}
        // While a wall waits, a press let go on a square places it there (a duck
        // dragged to its new square).
        Some(Source::Click(_)) if state.wall.is_some() => {
            if let Some(to) = square_at(e.client_x(), e.client_y()) {
                state.dispatch(Action::SelectSquare(to))
            }
        }
        Some(Source::Click(sq)) if square_at(e.client_x(), e.client_y()) == Some(sq) => {
            state.dispatch(Action::SelectSquare(sq))
        }
        // A drag of a piece that may not be picked up (another player's, or in Vimes
        // a unit the mover may not move): the engine's reason, as for a click.
        Some(Source::Click(sq)) if state.selected.is_none() => {
            state.dispatch(Action::SelectSquare(sq))
        }
        _ => {}
    }
}

/// Runs the press, drag and release of a tray entry.
pub(crate) fn on_tray_event(
    ev: TrayEvent,
    state: &UseReducerHandle<GameState>,
    drag: &Rc<RefCell<DragState>>,
    ghost: &NodeRef,
    drag_view: &UseStateHandle<DragView>,
) {
    match ev {
        TrayEvent::Down(player, kind, e) => {
            if e.button() != 0 || busy(drag, &e) {
                return;
            }
            e.prevent_default();
            capture(&e, "[data-kind]");
            *drag.borrow_mut() = DragState {
                pointer: Some(e.pointer_id()),
                source: Some(Source::Tray(player, kind)),
                start: (e.client_x(), e.client_y()),
                moved: false,
                was_selected: state.mover() == Some(player)
                    && state.selected == Some(Pick::Hand(kind)),
                hover: None,
                pan: None,
            };
            state.dispatch(Action::SelectTray(player, kind));
        }
        TrayEvent::Move(e) => follow(&e, drag, ghost, drag_view),
        TrayEvent::Up(e) => {
            let d = *drag.borrow();
            if d.pointer != Some(e.pointer_id()) {
                return;
            }
            end_press(drag, ghost, drag_view);
            let Some(Source::Tray(player, kind)) = d.source else {
                return;
            };
            if d.moved {
                match square_at(e.client_x(), e.client_y()) {
                    Some(to) => state.dispatch(Action::Drop { player, kind, to }),
                    None => state.dispatch(Action::Cancel),
                }
            } else if d.was_selected {
                // A second tap on the picked piece puts it back.
                state.dispatch(Action::Cancel);
            }
        }
        TrayEvent::Lost(e) => {
            let d = *drag.borrow();
            if d.pointer != Some(e.pointer_id()) {
                return;
            }
            end_press(drag, ghost, drag_view);
            if d.moved {
                state.dispatch(Action::Cancel);
            }
        }
        TrayEvent::Choose(player, kind) => {
            if state.selected != Some(Pick::Hand(kind)) {
                state.dispatch(Action::SelectTray(player, kind));
            }
        }
        TrayEvent::Key(player, kind) => {
            if state.selected == Some(Pick::Hand(kind)) {
                state.dispatch(Action::Cancel);
            } else {
                state.dispatch(Action::SelectTray(player, kind));
            }
        }
    }
}
/// Whether the pick `pick` may go to `sq` (then a press on `sq` is a click that plays it,
/// not a new pick).
fn is_target(state: &GameState, pick: Option<Pick>, sq: Square) -> bool {
    let Some(game) = &state.game else {
        return false;
    };
    let pos = game.position();
    match pick {
        Some(Pick::Hand(k)) => pos.legal_drop_squares(k).contains(sq),
        Some(Pick::Square(from)) => pos.targets_by_hand(from).contains(sq),
        None => false,
    }
}

/// Whether a press on `sq` picks up the piece there: a piece of the side to move, or while
/// the computer thinks one of the premover's ([`crate::premove`]).
fn can_pick_up(state: &GameState, sq: Square) -> bool {
    let Some(game) = &state.game else {
        return false;
    };
    let pos = game.position();
    // While the computer thinks, the person who moves next picks up its own (a premove).
    let units = match state.premover() {
        Some(_) => state.premove_units(),
        None => pickable(pos),
    };
    game.outcome().is_none()
        && !state.cover
        && state.promotion.is_none()
        && state.wall.is_none()
        && units.contains(sq)
}
