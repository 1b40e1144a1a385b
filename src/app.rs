//! The app: the one reducer, the pages, and the drags of pieces from a tray or across the
//! board.
//!
//! Dragging uses pointer events (mouse, pen and touch alike): the tray entry or the square
//! pressed captures the pointer, a ghost piece follows it, and on release the square under
//! the pointer is found with `elementFromPoint` and its `data-square`. The drop or move is
//! then sent to the reducer, which asks the engine. A press and release without moving is a
//! click: click-click (tap a piece or a tray entry, tap a square) and the keyboard (Enter on
//! a tray entry or a square, then on a square) do the same without dragging.
//!
//! The keyboard elsewhere: Left/Right step through the moves (when the focus is not on the
//! board's cursor or in a tray, whose arrows are their own), Home/End go to the start and
//! back to the game (see [`crate::history`]); Escape puts a picked piece back. Every move,
//! result and refusal is also said in words in a polite live region (`#announce`,
//! [`crate::speech`]).

use std::rc::Rc;

use yew::prelude::*;

use crate::components::board::BoardEvent;
use crate::components::notes::keeping_notes;
use crate::components::top_bar::{GameCommands, TopBar};
use crate::components::tray::TrayEvent;
use crate::dialog::{new_game_dialog, saved_definitions};
use crate::drag::{on_board_event, on_tray_event, DragState, DragView};
use crate::game::Game;
use crate::game_page::{cached_rows, game_page, share_panel, Input};
use crate::hooks::analysis::use_analysis;
use crate::hooks::computer::use_computer;
use crate::hooks::keeping::use_keeping;
use crate::hooks::keys::use_view_keys;
use crate::hooks::preferences::{use_sound, use_theme};
use crate::opening::{embed_key, location_fragment, opening, show_address, Opening};
use crate::pages::{
    computer_panel, embed_waiting, ghost_piece, hint_slot, home_page, other_page, top_bar_commands,
};
use crate::route::Route;
use crate::share::Embed;
use crate::state::{Action, GameState, Screen};

/// The app.
#[function_component(App)]
pub fn app() -> Html {
    let (state, opening, embed, embed_store) = use_opened();
    let (on_tray, on_board, drag_view, ghost) = use_drag(&state);
    let rows_cache = use_mut_ref(|| None);
    let share_open = use_state(|| false);
    // The player closed the note about it for this visit (the game stays kept).
    let previous_hidden = use_state(|| false);
    // The saved definitions of "Your own game", read when the page starts.
    let definitions = use_state(saved_definitions);
    use_address(&state, embed.is_some());
    // What opens a dialog gets the focus back when it closes (`hooks::modal`).
    use_effect_with((), |_| crate::hooks::modal::track_focus());

    // The game as saved text, written once per render: saved to storage, and what the
    // worker is asked about.
    let saved = state.game.as_ref().map(Game::to_saved);
    let computer = use_computer(&state, saved.clone());
    let analysis = use_analysis(&state);
    let keeping = use_keeping(&state, opening, embed.is_some(), embed_store, saved);
    let on_square = crate::game_page::dispatcher(&state, Action::SelectSquare);
    use_view_keys(&state, embed.is_some());
    let (theme, on_theme) = use_theme();
    let sound_on = use_sound(&state, embed.is_some());

    let page = match (state.screen, &state.game) {
        (Screen::Game, Some(game)) => {
            let panel = computer_panel(&state, game, &analysis, embed.is_some());
            // An embedded board lists its whole line, the moves ahead of the one shown too.
            let rows = cached_rows(&rows_cache, game, state.hidden_players(), embed.is_some());
            let input = Input {
                tray: on_tray,
                board: on_board,
                square: on_square,
                computer_panel: panel,
                hint: hint_slot(&state, game, &computer, embed.is_some()),
                embed: embed.clone(),
            };
            game_page(&state, game, rows, drag_view, &input)
        }
        _ if embed.is_some() => embed_waiting(&state),
        (Screen::Rules(_) | Screen::Games | Screen::BuiltinRules(_), _) => {
            crate::rest::out_of_line(other_page, &state)
        }
        _ => home_page(&state, &keeping.kept),
    };
    let in_game = state.screen == Screen::Game && state.game.is_some();
    let share_panel = state
        .game
        .as_ref()
        .filter(|_| *share_open && in_game && embed.is_none())
        // Out of line: no first screen opens the Share panel.
        .map(|game| crate::rest::out_of_line(share_panel, (&state, game, &share_open)));
    let top_bar_game = in_game.then(|| game_commands(&state, *share_open));
    let on_command = top_bar_commands(&state, &share_open, &sound_on);
    let notes = keeping_notes(
        &state,
        &keeping,
        &previous_hidden,
        in_game && embed.is_none(),
    );
    html! {
        <div class={classes!("app", embed.is_some().then_some("embedded"))}
            data-theme={theme.name()}>
            if embed.is_none() {
            <TopBar game={top_bar_game} {theme} sound_on={*sound_on} {on_command}
                {on_theme} />
            }
            { notes }
            <div id="announce" class="visually-hidden" aria-live="polite" aria-atomic="true">
                { announcement(&state) }
            </div>
            { for share_panel }
            { page }
            if state.dialog.is_some() {
                { for crate::rest::out_of_line(new_game_dialog, (&state, &definitions)) }
            }
            <div class="drag-ghost" ref={ghost} aria-hidden="true">{ for ghost_piece(&state) }</div>
        </div>
    }
}

/// The state the page opens with: the screen the address names, or else a link in it
/// (read once), its game read before the first render so that the first frame already
/// shows it (not the start page, then the game); whether the page is an embed; and the
/// embed's own storage key.
#[hook]
fn use_opened() -> (
    UseReducerHandle<GameState>,
    Rc<Opening>,
    Option<Embed>,
    Rc<String>,
) {
    let (route, link, missing) = (*use_memo((), |_| {
        let fragment = location_fragment();
        match (Route::parse(&fragment), Route::missing(&fragment)) {
            (Some(route), _) => (Some(route), None, None),
            // A page of the app that does not exist: the start page, saying so.
            (None, Some(why)) => (Some(Route::Home), None, Some(why)),
            (None, None) => (None, crate::share::read_link(&fragment), None),
        }
    }))
    .clone();
    let embed: Option<Embed> = link.as_ref().and_then(|l| l.embed.clone());
    let opening = {
        let embedded = embed.is_some();
        use_memo((), move |_| {
            let mut o = opening(link, route, embedded);
            o.actions.extend(missing.map(crate::state::Action::Say));
            o
        })
    };
    let embed_store = use_memo((), |_| {
        if cfg!(target_arch = "wasm32") {
            embed_key(&location_fragment())
        } else {
            String::new()
        }
    });
    let state = {
        let opening = opening.clone();
        use_reducer(move || {
            let start = Rc::new(GameState::default());
            let opened = opening
                .actions
                .iter()
                .cloned()
                .fold(start, Reducible::reduce);
            (*opened).clone()
        })
    };
    (state, opening, embed, embed_store)
}

/// Dragging pieces from a tray or across the board (`crate::drag`): the trays' and the
/// board's pointer events, what the board shows of the drag (changed only when the
/// pointer crosses into another square, so the board is not redrawn on every move) and
/// the ghost piece that follows the pointer.
#[hook]
fn use_drag(
    state: &UseReducerHandle<GameState>,
) -> (Callback<TrayEvent>, Callback<BoardEvent>, DragView, NodeRef) {
    let drag = use_mut_ref(DragState::default);
    let ghost = use_node_ref();
    let drag_view = use_state(DragView::default);
    let on_tray = {
        let (state, drag, ghost, drag_view) = (
            state.clone(),
            drag.clone(),
            ghost.clone(),
            drag_view.clone(),
        );
        Callback::from(move |ev: TrayEvent| {
            on_tray_event(ev, &state, &drag, &ghost, &drag_view);
        })
    };
    let on_board = {
        let (state, ghost, drag_view) = (state.clone(), ghost.clone(), drag_view.clone());
        Callback::from(move |ev: BoardEvent| {
            on_board_event(ev, &state, &drag, &ghost, &drag_view);
        })
    };
    (on_tray, on_board, *drag_view, ghost)
}

/// The address names the screen shown (a link's game takes its route in its place); a new
/// page starts at its top (the start page may have been scrolled to a card).
#[hook]
fn use_address(state: &UseReducerHandle<GameState>, embedded: bool) {
    let route = (!embedded).then(|| Route::of(state));
    use_effect_with(route, |route| {
        if let (Some(route), true) = (route, cfg!(target_arch = "wasm32")) {
            show_address(route);
        }
    });
    use_effect_with(state.screen, |_| {
        if let Some(w) = web_sys::window() {
            w.scroll_to_with_x_and_y(0.0, 0.0);
        }
    });
}

/// The top bar's game commands and what they may do now.
fn game_commands(state: &GameState, share_open: bool) -> GameCommands {
    let game = state.game.as_ref();
    GameCommands {
        title: game
            .map(|g| g.settings.title().to_string())
            .unwrap_or_default(),
        can_undo: game.is_some_and(Game::can_undo),
        can_redo: game.is_some_and(|g| !g.redo.is_empty()),
        flipped: state.flipped,
        share_open,
    }
}

/// The words for the live region, said again when the same words come twice (a second
/// identical refusal).
fn announcement(state: &GameState) -> String {
    let again = if state.announcement_no % 2 == 1 {
        "\u{a0}"
    } else {
        ""
    };
    format!("{}{again}", state.announcement)
}
