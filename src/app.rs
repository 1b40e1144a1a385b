//! The app: the one reducer, the pages, and the drag of a piece from a tray to the board.
//!
//! Dragging uses pointer events (mouse, pen and touch alike): the tray entry captures the
//! pointer, a ghost piece follows it, and on release the square under the pointer is found
//! with `elementFromPoint` and its `data-square`. The drop is then sent to the reducer, which
//! asks the engine. Click-click (tap the tray, tap a square) and the keyboard (Enter on a
//! tray entry, then on a square) do the same without dragging.

use std::cell::RefCell;
use std::rc::Rc;

use engine::{Kind, Player, Square, Variant};
use wasm_bindgen::JsCast;
use web_sys::Element;
use yew::prelude::*;

use crate::components::board::Board;
use crate::components::home::Home;
use crate::components::moves::Moves;
use crate::components::new_game::NewGame;
use crate::components::pieces::{piece_icon, PieceDefs};
use crate::components::status::Status;
use crate::components::tray::{Tray, TrayEvent};
use crate::settings_form::NimForm;
use crate::state::{Action, Game, GameState, Screen};
use crate::view::{board_view, player_title, tray_view, Glyph};

/// Where the game in progress is kept between visits.
const STORAGE_KEY: &str = "variantarium.game";

/// How far (in CSS pixels) a pointer must travel before a press becomes a drag.
const DRAG_THRESHOLD: i32 = 5;

/// A press on a tray entry, from pointer down to pointer up.
#[derive(Clone, Copy, Debug, Default)]
struct DragState {
    pointer: Option<i32>,
    kind: Option<Kind>,
    start: (i32, i32),
    moved: bool,
    was_selected: bool,
    hover: Option<Square>,
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

fn load_saved() -> Option<Game> {
    let storage = web_sys::window()?.local_storage().ok()??;
    let text = storage.get_item(STORAGE_KEY).ok()??;
    Game::from_saved(&text).ok()
}

fn save(text: Option<&str>) {
    let Some(storage) = web_sys::window().and_then(|w| w.local_storage().ok().flatten()) else {
        return;
    };
    let _ = match text {
        Some(t) => storage.set_item(STORAGE_KEY, t),
        None => storage.remove_item(STORAGE_KEY),
    };
}

/// The app.
#[function_component(App)]
pub fn app() -> Html {
    let state = use_reducer(GameState::default);
    let drag = use_mut_ref(DragState::default);
    let ghost = use_node_ref();
    // The square under the dragged piece: changes only when the pointer crosses into
    // another square, so the board is not redrawn on every pointer move.
    let hover = use_state(|| None::<Square>);

    // Side effects: read the saved game once, and keep the game saved as it goes.
    {
        let dispatcher = state.dispatcher();
        use_effect_with((), move |_| {
            if let Some(game) = load_saved() {
                dispatcher.dispatch(Action::Restore(Box::new(game)));
            }
        });
    }
    {
        let saved = state.game.as_ref().map(Game::to_saved);
        use_effect_with(saved, |saved| {
            if saved.is_some() {
                save(saved.as_deref());
            }
        });
    }

    let on_tray = {
        let state = state.clone();
        let drag = drag.clone();
        let ghost = ghost.clone();
        let hover = hover.clone();
        Callback::from(move |ev: TrayEvent| {
            on_tray_event(ev, &state, &drag, &ghost, &hover);
        })
    };

    let on_square = {
        let state = state.clone();
        Callback::from(move |sq: Square| state.dispatch(Action::SelectSquare(sq)))
    };
    let act = |a: Action| {
        let state = state.clone();
        Callback::from(move |_: MouseEvent| state.dispatch(a.clone()))
    };
    let on_keydown = {
        let state = state.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Escape" && state.selected.is_some() {
                state.dispatch(Action::Cancel);
            }
        })
    };

    let page = match (state.screen, &state.game) {
        (Screen::Game, Some(game)) => game_page(&state, game, *hover, &on_tray, &on_square),
        _ => {
            let s = state.clone();
            let on_choose = Callback::from(move |v: Variant| {
                if v == Variant::ChessNim {
                    s.dispatch(Action::OpenDialog)
                }
            });
            let s = state.clone();
            let on_resume = Callback::from(move |_| s.dispatch(Action::ShowGame));
            html! { <Home has_game={state.game.is_some()} {on_choose} {on_resume} /> }
        }
    };

    let dialog = state.dialog.then(|| {
        let initial = state
            .game
            .as_ref()
            .map(|g| NimForm::from_settings(&g.settings.chessnim))
            .unwrap_or_default();
        let s = state.clone();
        let on_start = Callback::from(move |settings| s.dispatch(Action::NewGame(settings)));
        let s = state.clone();
        let on_cancel = Callback::from(move |_| s.dispatch(Action::CloseDialog));
        html! { <NewGame {initial} {on_start} {on_cancel} /> }
    });

    // The piece that follows the pointer while dragging: the kind picked by the side to move.
    let ghost_piece = state.game.as_ref().and_then(|g| {
        let kind = state.selected?;
        let k = g.position.rules().kinds().get(kind.index())?;
        Some(piece_icon(Glyph::of(k.letter, &k.betza), g.position.turn()))
    });

    let in_game = state.screen == Screen::Game && state.game.is_some();
    let can_undo = state.game.as_ref().is_some_and(|g| !g.moves.is_empty());
    let can_redo = state.game.as_ref().is_some_and(|g| !g.redo.is_empty());

    html! {
        <div class="app" onkeydown={on_keydown}>
            <PieceDefs />
            <header class="topbar">
                <button type="button" class="brand" onclick={act(Action::ShowHome)}
                    title="all games">{ "Variantarium" }</button>
                if in_game {
                    <nav class="actions" aria-label="game">
                        <button type="button" id="new-game-button"
                            onclick={act(Action::OpenDialog)}>{ "New game" }</button>
                        <button type="button" id="undo" disabled={!can_undo}
                            onclick={act(Action::Undo)}>{ "Undo" }</button>
                        <button type="button" id="redo" disabled={!can_redo}
                            onclick={act(Action::Redo)}>{ "Redo" }</button>
                        <button type="button" id="flip" onclick={act(Action::Flip)}
                            title="turn the board round">{ "Flip" }</button>
                    </nav>
                }
            </header>
            { page }
            { for dialog }
            <div class="drag-ghost" ref={ghost} aria-hidden="true">{ for ghost_piece }</div>
        </div>
    }
}

/// The game page: board, trays, status and moves.
fn game_page(
    state: &UseReducerHandle<GameState>,
    game: &Game,
    hover: Option<Square>,
    on_tray: &Callback<TrayEvent>,
    on_square: &Callback<Square>,
) -> Html {
    let pos = &game.position;
    let ui = state.ui();
    let view = board_view(pos, &ui);
    let (top, bottom) = if state.flipped {
        (Player::WHITE, Player::BLACK)
    } else {
        (Player::BLACK, Player::WHITE)
    };
    let outcome = pos.outcome();
    let turn = format!("{} to move", player_title(pos.turn()));
    let free_count = view.free_count;
    let on_again = {
        let state = state.clone();
        let settings = game.settings.clone();
        Callback::from(move |_| state.dispatch(Action::NewGame(settings.clone())))
    };
    let target_count = view.target_count;
    html! {
        <main class="game" data-variant={pos.rules().variant().name()}>
            <div class="board-area">
                <Board {view} {hover} on_square={on_square.clone()} />
            </div>
            <div class="tray-slot top">
                <Tray view={tray_view(pos, top, state.selected)} on_event={on_tray.clone()} />
            </div>
            <div class="status-slot">
                <Status {turn} {free_count} {target_count} message={state.message.clone()}
                    result={outcome.map(|o| o.to_string())} {on_again} />
            </div>
            <div class="tray-slot bottom">
                <Tray view={tray_view(pos, bottom, state.selected)} on_event={on_tray.clone()} />
            </div>
            <div class="moves-slot">
                <Moves moves={game.moves_uci()} />
            </div>
        </main>
    }
}

/// Runs the press, drag and release of a tray entry.
fn on_tray_event(
    ev: TrayEvent,
    state: &UseReducerHandle<GameState>,
    drag: &Rc<RefCell<DragState>>,
    ghost: &NodeRef,
    hover: &UseStateHandle<Option<Square>>,
) {
    match ev {
        TrayEvent::Down(kind, e) => {
            if e.button() != 0 || drag.borrow().pointer.is_some() {
                return;
            }
            e.prevent_default();
            if let Some(el) = e
                .target()
                .and_then(|t| t.dyn_into::<Element>().ok())
                .and_then(|el| el.closest("[data-kind]").ok().flatten())
            {
                let _ = el.set_pointer_capture(e.pointer_id());
                if let Ok(html) = el.dyn_into::<web_sys::HtmlElement>() {
                    let _ = html.focus();
                }
            }
            *drag.borrow_mut() = DragState {
                pointer: Some(e.pointer_id()),
                kind: Some(kind),
                start: (e.client_x(), e.client_y()),
                moved: false,
                was_selected: state.selected == Some(kind),
                hover: None,
            };
            state.dispatch(Action::SelectTray(kind));
        }
        TrayEvent::Move(e) => {
            let mut d = drag.borrow_mut();
            if d.pointer != Some(e.pointer_id()) {
                return;
            }
            let (x, y) = (e.client_x(), e.client_y());
            if !d.moved
                && ((x - d.start.0).abs() > DRAG_THRESHOLD
                    || (y - d.start.1).abs() > DRAG_THRESHOLD)
            {
                d.moved = true;
            }
            if d.moved {
                place_ghost(ghost, Some((x, y)));
                let over = square_at(x, y);
                if over != d.hover {
                    d.hover = over;
                    hover.set(over);
                }
            }
        }
        TrayEvent::Up(e) => {
            let d = *drag.borrow();
            if d.pointer != Some(e.pointer_id()) {
                return;
            }
            *drag.borrow_mut() = DragState::default();
            place_ghost(ghost, None);
            hover.set(None);
            let Some(kind) = d.kind else { return };
            if d.moved {
                match square_at(e.client_x(), e.client_y()) {
                    Some(to) => state.dispatch(Action::Drop { kind, to }),
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
            *drag.borrow_mut() = DragState::default();
            place_ghost(ghost, None);
            hover.set(None);
            if d.moved {
                state.dispatch(Action::Cancel);
            }
        }
        TrayEvent::Key(kind) => {
            if state.selected == Some(kind) {
                state.dispatch(Action::Cancel);
            } else {
                state.dispatch(Action::SelectTray(kind));
            }
        }
    }
}
