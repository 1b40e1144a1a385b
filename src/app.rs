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

use engine::Square;
use yew::prelude::*;

use crate::components::board::BoardEvent;
use crate::components::notes::keeping_notes;
use crate::components::pieces::PieceDefs;
use crate::components::top_bar::{GameCommands, TopBar};
use crate::components::tray::TrayEvent;
use crate::dialog::{new_game_dialog, saved_definitions};
use crate::drag::{on_board_event, on_tray_event, DragState, DragView};
use crate::game::Game;
use crate::game_page::{cached_rows, game_page, share_panel, Input};
use crate::hooks::analysis::use_analysis;
use crate::hooks::computer::use_computer;
use crate::hooks::keeping::use_keeping;
use crate::hooks::keys::view_keys;
use crate::hooks::preferences::{use_sound, use_theme};
use crate::opening::{embed_key, location_fragment, opening, show_address};
use crate::pages::{
    computer_panel, embed_waiting, ghost_piece, home_page, rules_page, top_bar_commands,
};
use crate::route::Route;
use crate::share::Embed;
use crate::state::{Action, GameState, Screen};

/// The app.
#[function_component(App)]
pub fn app() -> Html {
    // The screen the address names, or else a link in it (read once): its game, and
    // whether the page is embedded.
    let (route, link) = (*use_memo((), |_| {
        let fragment = location_fragment();
        match Route::parse(&fragment) {
            Some(route) => (Some(route), None),
            None => (None, crate::share::read_link(&fragment)),
        }
    }))
    .clone();
    let embed: Option<Embed> = link.as_ref().and_then(|l| l.embed.clone());
    // The screen's game or the link's, read before the first render, so that the first
    // frame already shows the game (not the start page, then the game).
    let opening = {
        let embedded = embed.is_some();
        use_memo((), move |_| opening(link, route, embedded))
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
    let drag = use_mut_ref(DragState::default);
    let ghost = use_node_ref();
    // Changes only when the pointer crosses into another square, so the board is not
    // redrawn on every pointer move.
    let drag_view = use_state(DragView::default);
    let rows_cache = use_mut_ref(|| None);
    let share_open = use_state(|| false);
    // The player closed the note about it for this visit (the game stays kept).
    let previous_hidden = use_state(|| false);
    // The saved definitions of "Your own game", read when the page starts.
    let definitions = use_state(saved_definitions);

    // The address names the screen shown (a link's game takes its route in its place).
    {
        let route = embed.is_none().then(|| Route::of(&state));
        use_effect_with(route, |route| {
            if let (Some(route), true) = (route, cfg!(target_arch = "wasm32")) {
                show_address(route);
            }
        });
    }

    // The game as saved text, written once per render: saved to storage, and what the
    // worker is asked about.
    let saved = state.game.as_ref().map(Game::to_saved);
    let computer = use_computer(&state, saved.clone());
    let analysis = use_analysis(&state);
    let keeping = use_keeping(
        &state,
        opening.clone(),
        embed.is_some(),
        embed_store.clone(),
        saved.clone(),
    );
    let kept = keeping.kept.clone();
    // A new page starts at its top (the start page may have been scrolled to a card).
    use_effect_with(state.screen, |_| {
        if let Some(w) = web_sys::window() {
            w.scroll_to_with_x_and_y(0.0, 0.0);
        }
    });

    let on_tray = {
        let state = state.clone();
        let drag = drag.clone();
        let ghost = ghost.clone();
        let drag_view = drag_view.clone();
        Callback::from(move |ev: TrayEvent| {
            on_tray_event(ev, &state, &drag, &ghost, &drag_view);
        })
    };
    let on_board = {
        let state = state.clone();
        let drag = drag.clone();
        let ghost = ghost.clone();
        let drag_view = drag_view.clone();
        Callback::from(move |ev: BoardEvent| {
            on_board_event(ev, &state, &drag, &ghost, &drag_view);
        })
    };

    let on_square = {
        let state = state.clone();
        Callback::from(move |sq: Square| state.dispatch(Action::SelectSquare(sq)))
    };
    let on_keydown = view_keys(&state, embed.is_some());
    let (theme, on_theme) = use_theme();
    let sound_on = use_sound(&state, embed.is_some());

    let page = match (state.screen, &state.game) {
        (Screen::Game, Some(game)) => {
            let panel = computer_panel(&state, game, &computer, &analysis, embed.is_some());
            // An embedded board lists its whole line, the moves ahead of the one shown too.
            let rows = cached_rows(&rows_cache, game, state.hidden_players(), embed.is_some());
            let input = Input {
                tray: on_tray.clone(),
                board: on_board.clone(),
                square: on_square.clone(),
                computer_panel: panel,
                embed: embed.clone(),
            };
            game_page(&state, game, rows, *drag_view, &input)
        }
        _ if embed.is_some() => embed_waiting(&state),
        (Screen::Rules(v), game) => rules_page(&state, v, game.is_some()),
        _ => home_page(&state, &kept),
    };

    let dialog = new_game_dialog(&state, &definitions);

    let ghost_piece = ghost_piece(&state);

    let in_game = state.screen == Screen::Game && state.game.is_some();
    let can_undo = state.game.as_ref().is_some_and(Game::can_undo);
    let can_redo = state.game.as_ref().is_some_and(|g| !g.redo.is_empty());
    let game_title = state
        .game
        .as_ref()
        .map(|g| g.settings.title().to_string())
        .unwrap_or_default();
    let share_panel = state
        .game
        .as_ref()
        .filter(|_| *share_open && in_game && embed.is_none())
        .map(|game| share_panel(&state, game, &share_open));
    let top_bar_game = in_game.then(|| GameCommands {
        title: game_title.clone(),
        can_undo,
        can_redo,
        flipped: state.flipped,
        share_open: *share_open,
    });
    let on_command = top_bar_commands(&state, &share_open, &sound_on);
    let notes = keeping_notes(
        &state,
        &keeping,
        &previous_hidden,
        in_game && embed.is_none(),
    );
    // Said again when the same words come twice (a second identical refusal).
    let announce = format!(
        "{}{}",
        state.announcement,
        if state.announcement_no % 2 == 1 {
            "\u{a0}"
        } else {
            ""
        }
    );
    html! {
        <div class={classes!("app", embed.is_some().then_some("embedded"))}
            onkeydown={on_keydown} data-theme={theme.name()}>
            <PieceDefs />
            if embed.is_none() {
            <TopBar game={top_bar_game} {theme} sound_on={*sound_on} {on_command}
                {on_theme} />
            }
            { notes }
            <div id="announce" class="visually-hidden" aria-live="polite" aria-atomic="true">
                { announce }
            </div>
            { for share_panel }
            { page }
            { for dialog }
            <div class="drag-ghost" ref={ghost} aria-hidden="true">{ for ghost_piece }</div>
        </div>
    }
}
