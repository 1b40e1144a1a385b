//! The game page: the board with its trays, the status, the moves and the panels around
//! it, drawn from the state and the engine's answers (`crate::view`); the pointer and
//! keyboard input it wires come from `app()` ([`Input`]).

use std::cell::RefCell;
use std::rc::Rc;

use engine::link::Control;
use engine::{Move, Player, Square};
use yew::prelude::*;

use crate::components::board::{Board, BoardEvent};
use crate::components::cover::Cover;
use crate::components::moves::Moves;
use crate::components::phase::PhasePanel;
use crate::components::promotion::Promotion;
use crate::components::rules::Rules;
use crate::components::share::SharePanel;
use crate::components::status::Status;
use crate::components::tray::{Tray, TrayEvent};
use crate::drag::DragView;
use crate::game::{Game, MoveRow};
use crate::games::{face, PanelInput};
use crate::history::ViewStep;
use crate::route::page_address;
use crate::share::Embed;
use crate::state::{Action, GameState};
use crate::view::{board_view, tray_view, turn_text, Pick};

/// The last move list worked out: the game it was for (variant and start, moves, hidden
/// players) and its rows.
pub(crate) type RowsCache = Option<(String, Vec<Move>, Vec<Player>, Vec<MoveRow>)>;

/// The move list of `game`, worked out again only when its moves change: the readable
/// notation asks the engine about every move, and a drag redraws the page often. With
/// `whole`, the moves taken back are listed too (an embedded board's whole line).
pub(crate) fn cached_rows(
    cache: &Rc<RefCell<RowsCache>>,
    game: &Game,
    hidden: Vec<Player>,
    whole: bool,
) -> Vec<MoveRow> {
    let start = format!(
        "{} {}",
        game.settings.variant.name(),
        game.position_at(0).map(|p| p.to_fen()).unwrap_or_default()
    );
    let mut moves = game.moves().to_vec();
    if whole {
        moves.extend(game.redo.iter().rev());
    }
    let mut c = cache.borrow_mut();
    if let Some((s, m, h, rows)) = c.as_ref() {
        if *s == start && *m == moves && *h == hidden {
            return rows.clone();
        }
    }
    let rows = if whole {
        game.whole_line().move_rows(&hidden)
    } else {
        game.move_rows(&hidden)
    };
    *c = Some((start, moves, hidden, rows.clone()));
    rows
}

/// The Share panel of `game`: its link, the embed code, export and import.
pub(crate) fn share_panel(
    (state, game, share_open): (&UseReducerHandle<GameState>, &Game, &UseStateHandle<bool>),
) -> Html {
    let s = state.clone();
    let on_import = Callback::from(move |text: String| {
        s.dispatch(crate::share::import_action(&text));
    });
    let s = state.clone();
    let on_import_error = Callback::from(move |text: String| s.dispatch(Action::Say(text)));
    let open = share_open.clone();
    let on_close = Callback::from(move |_| open.set(false));
    let file_name = crate::share::export_file_name(game);
    // A secret deployment is never handed out: nothing of the game is even worked out.
    if let Some(why) = crate::share::share_withheld(game) {
        return html! {
            <SharePanel link="" embed_code="" record="" {file_name} {on_import}
                {on_import_error} {on_close} withheld={AttrValue::from(why)} />
        };
    }
    let link = crate::share::share_link(game, state.flipped);
    let embed_code = crate::share::iframe_code(&format!(
        "{}#{}",
        page_address(),
        crate::share::embed_fragment(game, state.flipped)
    ));
    html! {
        <SharePanel {link} {embed_code} record={crate::share::export_text(game)}
            {file_name} {on_import} {on_import_error} {on_close} />
    }
}

/// Where the board's and the trays' events go, and what else the page shows: the
/// computer's panel, and, for an embedded board, the controls asked for.
pub(crate) struct Input {
    /// A press, drag or key on a tray.
    pub tray: Callback<TrayEvent>,
    /// A press or drag on the board.
    pub board: Callback<BoardEvent>,
    /// A square chosen by click or key.
    pub square: Callback<Square>,
    /// The computer's panel, drawn by the app (it holds the hooks' state).
    pub computer_panel: Html,
    /// ChessNim's hint button, shown beside the turn (nothing in other games).
    pub hint: Html,
    /// The embed's settings, when the page is an embedded board.
    pub embed: Option<Embed>,
}

/// The game page: board, trays, status, moves and rules, and the overlays of a promotion
/// and a handover. Embedded (`input.embed`), only the board, the trays and the controls
/// asked for (`src/embed.rs`).
pub(crate) fn game_page(
    state: &UseReducerHandle<GameState>,
    game: &Game,
    rows: Vec<MoveRow>,
    drag_view: DragView,
    input: &Input,
) -> Html {
    let embed = input.embed.as_ref();
    let shows = |c: Control| embed.is_none_or(|e| e.has(c));
    // The board and trays show the position looked at (the live one unless the player is
    // looking back); the status, the phase and the result are the game's as it stands.
    let live = game.position();
    let pos = state.shown_position().unwrap_or(live);
    let ui = state.ui();
    let (top, bottom) = if state.flipped {
        (Player::WHITE, Player::BLACK)
    } else {
        (Player::BLACK, Player::WHITE)
    };
    let hands = pos.rules().has_hands();
    let variant = pos.rules().variant();
    let on_pass = dispatcher(state, |_: ()| Action::Pass);
    let tray = |player: Player, at: &'static str| {
        html! {
            if hands {
                <div class={classes!("tray-slot", at)}>
                    <Tray view={tray_view(pos, player, &ui)} on_event={input.tray.clone()} />
                </div>
            }
        }
    };
    let panel = game_panel(state, live, &on_pass);
    let on_rules = dispatcher(state, move |_: MouseEvent| Action::ShowRules(variant));
    let view = board_view(pos, &ui);
    let counts = (view.free_count, view.target_count);
    let board_shape = format!("--board-aspect: {}", view.aspect_ratio());
    let zoomable = crate::zoom::zoomable(&view);
    let zoomed = zoomable && state.zoomed;
    html! {
        <main class={classes!("game", (!hands).then_some("no-hands"),
                state.viewing.is_some().then_some("looking-back"),
                embed.is_some().then_some("embed"), state.view_only.then_some("view-only"))}
            data-variant={variant.name()}
            data-phase={phase_name(live.phase())}>
            // The page's one top heading, for screen readers (the top bar shows the title).
            <h1 class="visually-hidden">{ live.rules().title() }</h1>
            <div class="play-area">
            { turn_slot(state, game, pos, counts, shows(Control::Status), on_pass, input.hint.clone()) }
            { tray(top, "top") }
            <div class={classes!("board-area", zoomed.then_some("zoomed"))} style={board_shape}>
                <p id="board-help" class="visually-hidden">{ BOARD_HELP }</p>
                <Board {view} hover={drag_view.hover} lifted={drag_view.lifted}
                    on_square={input.square.clone()} on_pointer={input.board.clone()} />
            </div>
            if zoomable {
                <crate::zoom::ZoomBar {zoomed} on_zoom={dispatcher(state, Action::Zoom)} />
            }
            if let Some(e) = embed {
                { crate::embed::controls_bar(e, state, game) }
                { crate::embed::open_in_app(state, game) }
            }
            { tray(bottom, "bottom") }
            </div>
            <div class="status-slot">
                { input.computer_panel.clone() }
                { for panel }
            </div>
            if shows(Control::Moves) {
                { moves_slot(state, game, rows, embed.is_some()) }
            }
            if embed.is_none() {
                { rules_slot(pos, on_rules) }
            }
            { for promotion_overlay(state, game) }
            { for cover_overlay(state, live) }
            { computer_deploying(state, game) }
        </main>
    }
}

/// The game's own panel beside the board, if its face has one (Vimes' players, Nasty
/// Neighbours' help), over the live position.
fn game_panel(
    state: &UseReducerHandle<GameState>,
    live: &engine::Position,
    on_pass: &Callback<()>,
) -> Option<Html> {
    face(live.rules().variant()).panel.map(|panel| {
        panel(PanelInput {
            position: live,
            live: state.promotion.is_none() && state.viewing.is_none(),
            on_pass: on_pass.clone(),
        })
    })
}

/// How the board is played from the keyboard, for screen readers.
const BOARD_HELP: &str = "Arrow keys move over the squares; Enter or Space picks a piece up \
                          and puts it down. In a tray the arrow keys choose a piece. \
                          Elsewhere, Left and Right step through the moves, Home and End go \
                          to the start and back to the game.";

/// The page's `data-phase`.
fn phase_name(phase: engine::Phase) -> &'static str {
    match phase {
        engine::Phase::Play => "play",
        engine::Phase::Deploy => "deploy",
        engine::Phase::Change => "change",
    }
}

/// A callback that dispatches the action `f` makes of its event.
pub(crate) fn dispatcher<E: 'static>(
    state: &UseReducerHandle<GameState>,
    f: impl Fn(E) -> Action + 'static,
) -> Callback<E> {
    let s = state.clone();
    Callback::from(move |e: E| s.dispatch(f(e)))
}

/// Above the board: whether an earlier position is on show, the status (or, embedded
/// without it, the message alone) with ChessNim's hint button (`hint`) beside the turn,
/// and the phase's panel.
fn turn_slot(
    state: &UseReducerHandle<GameState>,
    game: &Game,
    pos: &engine::Position,
    (free_count, targets): (Option<u32>, Option<u32>),
    with_status: bool,
    on_pass: Callback<()>,
    hint: Html,
) -> Html {
    let live = game.position();
    let outcome = game.outcome();
    let target_count = targets
        .map(|n| crate::view::target_text(pos, n, matches!(state.selected, Some(Pick::Hand(_)))));
    let settings = game.settings.clone();
    let on_again = dispatcher(state, move |_| Action::NewGame(settings.clone()));
    let shown = if state.viewing.is_some() { pos } else { live };
    html! {
        <div class="turn-slot">
            { for viewing_bar(state, game.moves().len()) }
            if !with_status {
                <p id="message" class={classes!("message", state.message.is_some().then_some("shown"))}>
                    { state.message.clone().unwrap_or_default() }
                </p>
            } else {
            <Status turn={turn_text(if state.viewing.is_some() { pos } else { live })}
                {free_count} {target_count}
                message={state.message.clone()}
                result={outcome.map(|o| crate::speech::result_text(live, &o))}
                verdict={state.verdict()} {on_again} action={hint} />
            }
            // The counts a defined game keeps (our five keep none: out of line).
            if shown.rules().definition().is_some() {
                { crate::rest::out_of_line(crate::components::status::counters, shown) }
            }
            if outcome.is_none() && !state.cover && !state.view_only {
                <PhasePanel position={live.clone()} {on_pass} />
            }
        </div>
    }
}

/// "Looking at move n of m", with the way back, while an earlier position is on show.
fn viewing_bar(state: &UseReducerHandle<GameState>, plies: usize) -> Option<Html> {
    let n = state.viewing?;
    let text = if n == 0 {
        format!("Looking at the starting position (move 0 of {plies})")
    } else {
        format!("Looking at move {n} of {plies}")
    };
    let back = dispatcher(state, |_: MouseEvent| Action::View(ViewStep::Live));
    Some(html! {
        <div class="viewing" id="viewing">
            <span>{ text }</span>
            <button type="button" id="back-to-game" class="primary"
                onclick={back}>{ "Back to the game" }</button>
        </div>
    })
}

/// The move list and, in the app, the buttons that look back through it. An embedded board
/// steps through its whole line (the moves ahead wait in the redo list) with its own step
/// buttons; the app looks back without changing the game.
fn moves_slot(
    state: &UseReducerHandle<GameState>,
    game: &Game,
    rows: Vec<MoveRow>,
    embedded: bool,
) -> Html {
    let plies = game.moves().len();
    let on_view = dispatcher(state, move |ply: usize| {
        if embedded {
            Action::GoTo(ply)
        } else {
            Action::View(ViewStep::Ply(ply))
        }
    });
    let shown_ply = state.viewing.unwrap_or(plies);
    let line = plies + if embedded { game.redo.len() } else { 0 };
    html! {
        <div class="moves-slot">
            <Moves {rows} shown={(line > 0).then_some(shown_ply)} {on_view}
                columns={score_sheet_columns(game.position())} />
            if plies > 0 && !embedded {
                { history_nav(state, shown_ply) }
            }
        </div>
    }
}

/// The choice of a promotion waiting, over the board.
fn promotion_overlay(state: &UseReducerHandle<GameState>, game: &Game) -> Option<Html> {
    let p = state.promotion.as_ref()?;
    let live = game.position();
    let on_choose = dispatcher(state, Action::ChoosePromotion);
    let on_cancel = dispatcher(state, |_| Action::Cancel);
    Some(html! {
        <Promotion position={live.clone()} from={p.from} to={p.to} moves={p.choices.clone()}
            {on_choose} {on_cancel} />
    })
}

/// The cover that hands the device to the next person without showing a secret setup.
fn cover_overlay(state: &UseReducerHandle<GameState>, live: &engine::Position) -> Option<Html> {
    if !state.cover {
        return None;
    }
    let n = live.rules().player_count();
    let from = Player((live.turn().0 + n - 1) % n);
    let on_continue = dispatcher(state, |_| Action::Uncover);
    Some(html! { <Cover {from} to={live.turn()} {on_continue} /> })
}

/// The computer's secret deployment is not watched (`AR-4`): a cover says it is under way.
fn computer_deploying(state: &UseReducerHandle<GameState>, game: &Game) -> Html {
    let live = game.position();
    let deploying = live.phase() == engine::Phase::Deploy
        && state.computer_seat(Some(live.turn()))
        && game.outcome().is_none();
    html! {
        if deploying {
            <div id="computer-deploying" class="cover computer-deploying" role="status">
                <p>{ format!("{} (computer) sets up its army in secret…", live.turn().title()) }</p>
            </div>
        }
    }
}

/// The « ◀ ▶ » buttons under the move list, which look back through the game (`history`).
fn history_nav(state: &UseReducerHandle<GameState>, shown_ply: usize) -> Html {
    let view_cb = |step: ViewStep| {
        let s = state.clone();
        Callback::from(move |_: MouseEvent| s.dispatch(Action::View(step)))
    };
    let live = state.viewing.is_none();
    html! {
        <nav class="history" aria-label="look through the moves">
            <button type="button" id="view-start" onclick={view_cb(ViewStep::Start)}
                disabled={shown_ply == 0} aria-label="first position (Home)"
                title="first position (Home)">{ "«" }</button>
            <button type="button" id="view-back" onclick={view_cb(ViewStep::Back)}
                disabled={shown_ply == 0} aria-label="one move back (Left arrow)"
                title="one move back (Left arrow)">{ "◀" }</button>
            <button type="button" id="view-forward" onclick={view_cb(ViewStep::Forward)}
                disabled={live} aria-label="one move forward (Right arrow)"
                title="one move forward (Right arrow)">{ "▶" }</button>
            <button type="button" id="view-live" onclick={view_cb(ViewStep::Live)}
                disabled={live} aria-label="the game as it stands (End)"
                title="the game as it stands (End)">{ "»" }</button>
        </nav>
    }
}

/// Under the moves, the game's rules in short with a link to its rules page (a defined
/// game: its definition), and the game's own help (Nasty Neighbours: how its pieces move).
fn rules_slot(pos: &engine::Position, on_rules: Callback<MouseEvent>) -> Html {
    let variant = pos.rules().variant();
    html! {
        <div class="rules-slot">
            if let Some(def) = pos.rules().definition() {
                <details class="rules" id="definition-shown">
                    <summary>{ format!("How {} is played: its definition", def.name) }</summary>
                    <pre class="definition-source">{ def.source.clone() }</pre>
                </details>
            } else {
            <Rules {variant} />
            <button type="button" id="rules-link" class="link rules-link" onclick={on_rules}>
                { format!("The rules of {} in full, with diagrams", variant.title()) }</button>
            }
            if let Some(help) = face(variant).help {
                { help() }
            }
        </div>
    }
}

/// The score sheet's columns of a game of more than two players (Vimes: White, Black,
/// Republican); none for two.
fn score_sheet_columns(pos: &engine::Position) -> Vec<String> {
    let n = pos.rules().player_count();
    if n <= 2 {
        return Vec::new();
    }
    (0..n).map(|p| Player(p).title().to_string()).collect()
}
