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

use engine::{Settings, Square, Variant};
use yew::prelude::*;

use crate::components::board::BoardEvent;
use crate::components::computer_panel::ComputerPanel;
use crate::components::home::Home;
use crate::components::new_game::NewGame;
use crate::components::pieces::{piece_icon, PieceDefs};
use crate::components::rules_page::RulesPage;
use crate::components::top_bar::{Command, GameCommands, TopBar};
use crate::components::tray::TrayEvent;
use crate::computer::Seat;
use crate::drag::{on_board_event, on_tray_event, DragState, DragView};
use crate::game::Game;
use crate::game_page::{cached_rows, game_page, share_panel, Input};
use crate::games;
use crate::hooks::analysis::use_analysis;
use crate::hooks::computer::use_computer;
use crate::hooks::keeping::{use_keeping, Keeping};
use crate::hooks::keys::view_keys;
use crate::hooks::preferences::{use_sound, use_theme};
use crate::kept::{bring_back, keep_as_new_game, previous_text, resume_kept, NotSaved};
use crate::opening::{embed_key, location_fragment, opening, show_address};
use crate::route::Route;
use crate::settings_form::NimForm;
use crate::share::Embed;
use crate::state::{Action, GameState, Screen};
use crate::storage;
use crate::view::{piece_view, Glyph, Pick};

/// The definitions of "Your own game" used on this device, most recent first (a JSON list
/// of texts, at most [`SAVED_DEFINITIONS`]).
const DEFINITIONS_KEY: &str = "variantarium.definitions";
/// How many definitions [`DEFINITIONS_KEY`] keeps.
const SAVED_DEFINITIONS: usize = 12;

/// The definitions kept under [`DEFINITIONS_KEY`] (none when storage cannot be read, or
/// outside a browser).
fn saved_definitions() -> Vec<String> {
    if !cfg!(target_arch = "wasm32") {
        return Vec::new();
    }
    storage::load(DEFINITIONS_KEY)
        .ok()
        .flatten()
        .and_then(|t| storage::from_json::<Vec<String>>(&t))
        .unwrap_or_default()
}

/// Keeps `text` first among the saved definitions (once).
fn remember_definition(text: &str) {
    let mut list = saved_definitions();
    list.retain(|t| t != text);
    list.insert(0, text.to_string());
    list.truncate(SAVED_DEFINITIONS);
    let _ = storage::save(DEFINITIONS_KEY, &list);
}

/// Forgets `text` from the saved definitions.
fn forget_definition(text: &str) {
    let mut list = saved_definitions();
    list.retain(|t| t != text);
    let _ = storage::save(DEFINITIONS_KEY, &list);
}

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
    let Keeping {
        kept,
        stale,
        deleted,
        not_saved,
        save_again,
        previous,
    } = keeping;
    // The game on show as saved text, for the swap with the game put aside.
    let on_show_id = state.game_id.clone();
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
            let thinking = state
                .computer_to_move()
                .map(|_| game.position().turn().title().to_string());
            // Not on a view-only or embedded board: the controls there are the ones asked for.
            let can_hint = game.position().rules().free_square_goal()
                && thinking.is_none()
                && game.outcome().is_none()
                && !state.view_only
                && embed.is_none();
            let can_analyse = embed.is_none() && game.position().phase() == engine::Phase::Play;
            let hint_note = state
                .hint
                .as_ref()
                .filter(|_| state.viewing.is_none())
                .map(|h| AttrValue::from(h.words.clone()));
            let panel = html! {
                <ComputerPanel {thinking} {can_hint} hinting={computer.hinting} on_hint={computer.on_hint.clone()}
                    hint_note={hint_note}
                    seats_line={crate::computer::computer_seats_text(&state.seats).map(AttrValue::from)}
                    {can_analyse} analysis_on={analysis.on} analysis={analysis.reply.clone()}
                    on_analysis={analysis.toggle.clone()} />
            };
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
        // An embedded board shows nothing until its game is there, or why there is none.
        _ if embed.is_some() => html! {
            <main class="game embed">
                if let Some(m) = &state.message {
                    <p id="message" class="message shown" role="alert">{ m.clone() }</p>
                }
            </main>
        },
        (Screen::Rules(v), game) => {
            let s = state.clone();
            let on_play = Callback::from(move |v: Variant| s.dispatch(Action::OpenDialog(v)));
            let s = state.clone();
            let on_back = Callback::from(move |_| s.dispatch(Action::ShowGame));
            let s = state.clone();
            let on_home = Callback::from(move |_| s.dispatch(Action::ShowHome));
            html! {
                <RulesPage variant={v} has_game={game.is_some()} {on_play} {on_back} {on_home} />
            }
        }
        _ => {
            let s = state.clone();
            let on_choose = Callback::from(move |v: Variant| s.dispatch(Action::OpenDialog(v)));
            let s = state.clone();
            let on_resume = Callback::from(move |_| s.dispatch(Action::ShowGame));
            let s = state.clone();
            let on_rules = Callback::from(move |v: Variant| s.dispatch(Action::ShowRules(v)));
            let on_open_kept = {
                let kept = kept.clone();
                let s = state.clone();
                Callback::from(move |id: String| {
                    if s.game_id.as_deref() == Some(id.as_str()) {
                        s.dispatch(Action::ShowGame);
                    } else {
                        resume_kept(&id, &kept, &s.dispatcher());
                    }
                })
            };
            html! {
                <Home has_game={state.game.is_some()} {on_choose} {on_resume} {on_rules}
                    message={state.message.clone()} current={state.game_id.clone()}
                    {on_open_kept} />
            }
        }
    };

    let dialog = state.dialog.map(|variant| {
        let settings = state.game.as_ref().map(|g| &g.settings);
        let initial = settings
            .filter(|s| s.variant == Variant::ChessNim)
            .map(|s| NimForm::from_settings(&s.chessnim))
            .unwrap_or_default();
        let arnhem = settings.map(|s| s.arnhem).unwrap_or_default();
        // "Your own game" starts from the game in progress's definition, else the one used
        // last, else the sample.
        let current = settings
            .and_then(|s| s.definition.as_ref())
            .filter(|d| !d.source.is_empty());
        let saved = if variant == Variant::Defined {
            (*definitions).clone()
        } else {
            Vec::new()
        };
        let definition = current
            .map(|d| d.source.clone())
            .or_else(|| saved.first().cloned())
            .unwrap_or_else(|| crate::settings_form::SAMPLE_DEFINITION.to_string());
        let section = current.map(|d| d.name.clone());
        let on_forget = {
            let definitions = definitions.clone();
            Callback::from(move |text: String| {
                forget_definition(&text);
                definitions.set(saved_definitions());
            })
        };
        let s = state.clone();
        let definitions_now = definitions.clone();
        let on_start = Callback::from(move |(settings, seats): (Settings, Vec<Seat>)| {
            if let Some(d) = settings.definition.as_ref() {
                remember_definition(&d.source);
                definitions_now.set(saved_definitions());
            }
            s.dispatch(Action::SetSeats(seats));
            s.dispatch(Action::NewGame(settings));
        });
        let seats = state.seats.clone();
        let s = state.clone();
        let on_cancel = Callback::from(move |_| s.dispatch(Action::CloseDialog));
        html! {
            <NewGame key={variant.name()} {variant} {initial} {arnhem} {seats} {definition}
                {section} saved_definitions={saved} {on_forget} {on_start} {on_cancel} />
        }
    });

    // The piece that follows the pointer while dragging.
    let ghost_piece = state.game.as_ref().and_then(|g| {
        let pos = g.position();
        match state.selected? {
            Pick::Hand(kind) => {
                let k = pos.rules().kinds().get(kind.index())?;
                Some(piece_icon(Glyph::of_kind(k), pos.turn()))
            }
            Pick::Square(sq) => {
                let p = piece_view(pos, sq, &[])?;
                Some(piece_icon(p.glyph, p.player))
            }
        }
    });

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
    let on_command = {
        let share_open = share_open.clone();
        let sound_on = sound_on.clone();
        let state = state.clone();
        Callback::from(move |c: Command| match c {
            Command::Home => state.dispatch(Action::ShowHome),
            Command::NewGame => {
                if let Some(g) = &state.game {
                    state.dispatch(Action::OpenDialog(g.settings.variant));
                }
            }
            Command::Undo => state.dispatch(Action::Undo),
            Command::Redo => state.dispatch(Action::Redo),
            Command::Flip => state.dispatch(Action::Flip),
            Command::Share => share_open.set(!*share_open),
            Command::Sound => {
                crate::sound::save_sound_on(!*sound_on);
                sound_on.set(!*sound_on);
            }
        })
    };
    let previous_note = previous
        .as_deref()
        .filter(|id| {
            in_game && embed.is_none() && !*previous_hidden && Some(*id) != on_show_id.as_deref()
        })
        .and_then(games::load)
        // A game put aside without a single move needs no note.
        .filter(|stored| stored.summary.plies > 0)
        .map(|stored| {
            let on_bring_back = {
                let previous = previous.clone();
                let dispatcher = state.dispatcher();
                let on_show = on_show_id.clone();
                let kept = kept.clone();
                Callback::from(move |_: MouseEvent| {
                    bring_back(&previous, on_show.as_deref(), &kept, &dispatcher)
                })
            };
            let on_hide = {
                let previous_hidden = previous_hidden.clone();
                Callback::from(move |_: MouseEvent| previous_hidden.set(true))
            };
            html! {
                <p id="previous-game" class="previous-game" role="status">
                    { format!("{} ", previous_text(&stored)) }
                    <button type="button" id="bring-back" onclick={on_bring_back}>
                        { "Bring it back" }</button>
                    { " " }
                    <button type="button" id="previous-hide"
                        onclick={on_hide} aria-label="hide this note (the game stays kept)">
                        { "Hide" }</button>
                </p>
            }
        });
    // Storage full: the oldest finished games are offered for removal (never a game in
    // progress), and the game is written again.
    let storage_warning = (*not_saved).filter(|_| in_game).map(|why| {
        let offer = (why == NotSaved::Full)
            .then(|| {
                let list = games::list();
                let ids = games::oldest_finished(&list, games::FREED_AT_ONCE);
                (!ids.is_empty()).then_some(ids)
            })
            .flatten();
        let on_free = offer.clone().map(|ids| {
            let save_again = save_again.clone();
            Callback::from(move |_: MouseEvent| {
                for id in &ids {
                    games::delete(id);
                }
                save_again.set(*save_again + 1);
            })
        });
        html! {
            <p id="storage-warning" class="storage-warning" role="status">
                { storage::NOT_SAVED }
                if let (Some(ids), Some(on_free)) = (&offer, on_free) {
                    { " " }
                    <button type="button" id="free-storage" onclick={on_free}>
                        { format!("Remove the {} oldest finished game{} to make room",
                            ids.len(), if ids.len() == 1 { "" } else { "s" }) }
                    </button>
                } else if why == NotSaved::Full {
                    { " Delete games you no longer need under \"Your games\" on the start page." }
                }
            </p>
        }
    });
    // Another tab moved this game on while this tab played another continuation.
    let stale_note = (*stale).clone().filter(|_| in_game).map(|text| {
        let plies = Game::from_saved(&text)
            .map(|g| g.moves().len())
            .unwrap_or(0);
        let on_catch_up = {
            let kept = kept.clone();
            let dispatcher = state.dispatcher();
            let stale = stale.clone();
            let id = on_show_id.clone();
            Callback::from(move |_: MouseEvent| {
                stale.set(None);
                if let Some(id) = &id {
                    resume_kept(id, &kept, &dispatcher);
                }
            })
        };
        let on_fork = {
            let kept = kept.clone();
            let dispatcher = state.dispatcher();
            let stale = stale.clone();
            Callback::from(move |_: MouseEvent| {
                stale.set(None);
                keep_as_new_game(&kept, &dispatcher);
            })
        };
        html! {
            <p id="stale-game" class="stale-game" role="alert">
                { format!("This game moved on in another tab ({plies} move{} there); \
                    your last move here is not saved. ", if plies == 1 { "" } else { "s" }) }
                <button type="button" id="catch-up" onclick={on_catch_up}>{ "Catch up" }</button>
                { " " }
                <button type="button" id="keep-both" onclick={on_fork}>
                    { "Keep mine as a new game" }</button>
            </p>
        }
    });

    // The game on show was deleted: a note, and one button to keep it as a new game.
    let deleted_note = (*deleted && in_game).then(|| {
        let on_keep = {
            let kept = kept.clone();
            let dispatcher = state.dispatcher();
            let deleted = deleted.clone();
            Callback::from(move |_: MouseEvent| {
                deleted.set(false);
                keep_as_new_game(&kept, &dispatcher);
            })
        };
        html! {
            <p id="deleted-game" class="stale-game" role="alert">
                { "This game was deleted from \u{201c}Your games\u{201d}: it is not being saved. " }
                <button type="button" id="keep-as-new" onclick={on_keep}>
                    { "Keep it as a new game" }</button>
            </p>
        }
    });

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
            { for storage_warning }
            { for stale_note }
            { for deleted_note }
            { for previous_note }
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
