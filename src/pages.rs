//! The pages around the game page, and the pieces of the frame every page shares: the
//! start page and the rules pages with what their buttons do, the computer's panel beside
//! the board, the top bar's commands, the piece that follows a drag, and an embedded board
//! still waiting for its game.

use std::cell::RefCell;
use std::rc::Rc;

use engine::Variant;
use yew::prelude::*;

use crate::components::computer_panel::ComputerPanel;
use crate::components::home::Home;
use crate::components::pieces::piece_icon;
use crate::components::rules_page::RulesPage;
use crate::components::top_bar::Command;
use crate::game::Game;
use crate::hooks::analysis::AnalysisHook;
use crate::hooks::computer::ComputerHook;
use crate::kept::{resume_kept, Kept};
use crate::state::{Action, GameState, Screen};
use crate::view::{piece_view, Pick};

/// The computer's panel of the game page: who is thinking, the move queued meanwhile, the
/// hint in words and the analysis (not on an `embedded` board).
pub(crate) fn computer_panel(
    state: &UseReducerHandle<GameState>,
    game: &Game,
    analysis: &AnalysisHook,
    embedded: bool,
) -> Html {
    let thinking = state
        .computer_to_move()
        .map(|_| game.position().turn().title().to_string());
    let can_analyse = !embedded && game.position().phase() == engine::Phase::Play;
    let hint_note = state
        .hint
        .as_ref()
        .filter(|_| state.viewing.is_none())
        .map(|h| AttrValue::from(h.words.clone()));
    let premove = state
        .premove
        .map(|pm| AttrValue::from(pm.words(game.position())));
    let s = state.clone();
    let on_cancel_premove = Callback::from(move |_| s.dispatch(Action::Cancel));
    html! {
        <ComputerPanel {thinking} {premove} {on_cancel_premove} hint_note={hint_note}
            seats_line={(!embedded).then(|| AttrValue::from(crate::computer::seats_text(&state.seats)))}
            {can_analyse} analysis_on={analysis.on} analysis={analysis.reply.clone()}
            on_analysis={analysis.toggle.clone()} />
    }
}

/// ChessNim's hint button, beside the turn (free-square games, a person to move, not on a
/// view-only or `embedded` board, whose controls are the ones asked for); nothing else.
pub(crate) fn hint_slot(
    state: &GameState,
    game: &Game,
    computer: &ComputerHook,
    embedded: bool,
) -> Html {
    let can_hint = game.position().rules().free_square_goal()
        && state.computer_to_move().is_none()
        && game.outcome().is_none()
        && !state.view_only
        && !embedded;
    if !can_hint {
        return Html::default();
    }
    crate::components::computer_panel::hint_button(computer.hinting, &computer.on_hint)
}

/// An embedded board shows nothing until its game is there, or why there is none.
pub(crate) fn embed_waiting(state: &GameState) -> Html {
    html! {
        <main class="game embed">
            if let Some(m) = &state.message {
                <p id="message" class="message shown" role="alert">{ m.clone() }</p>
            }
        </main>
    }
}

/// The page of a screen no first screen shows: a rules page or the games room (the start
/// page for any other). The app calls it out of line (`rest::out_of_line`), so that these
/// pages stay out of the page's first load.
pub(crate) fn other_page(state: &UseReducerHandle<GameState>) -> Html {
    let has_game = state.game.is_some();
    match state.screen {
        Screen::Rules(v) => rules_page(state, v, has_game),
        Screen::BuiltinRules(name) => builtin_rules_page(state, name, has_game),
        Screen::Games => games_room(state),
        Screen::Home | Screen::Game => Html::default(),
    }
}

/// The rules page of `v`.
fn rules_page(state: &UseReducerHandle<GameState>, v: Variant, has_game: bool) -> Html {
    let s = state.clone();
    let on_play = Callback::from(move |v: Variant| s.dispatch(Action::OpenDialog(v)));
    let s = state.clone();
    let on_back = Callback::from(move |_| s.dispatch(Action::ShowGame));
    let s = state.clone();
    let on_home = Callback::from(move |_| s.dispatch(Action::ShowHome));
    html! {
        <RulesPage variant={v} {has_game} {on_play} {on_back} {on_home} />
    }
}

/// The rules page of the built-in `name`.
fn builtin_rules_page(
    state: &UseReducerHandle<GameState>,
    name: &'static str,
    has_game: bool,
) -> Html {
    let s = state.clone();
    let on_play = Callback::from(move |n: String| s.dispatch(Action::OpenBuiltinDialog(n)));
    let s = state.clone();
    let on_back = Callback::from(move |_| s.dispatch(Action::ShowGame));
    let s = state.clone();
    let on_room = Callback::from(move |_| s.dispatch(Action::ShowGames));
    let s = state.clone();
    let on_missing = Callback::from(move |name: String| {
        s.dispatch(Action::LinkRefused(crate::route::no_rules_page(&name)))
    });
    html! {
        <crate::components::builtin_rules::BuiltinRules name={AttrValue::from(name)}
            {has_game} {on_play} {on_back} {on_room} {on_missing} />
    }
}

/// The games room: every game the app plays.
fn games_room(state: &UseReducerHandle<GameState>) -> Html {
    let s = state.clone();
    let on_play = Callback::from(move |v: Variant| s.dispatch(Action::OpenDialog(v)));
    let s = state.clone();
    let on_play_builtin = Callback::from(move |n: String| s.dispatch(Action::OpenBuiltinDialog(n)));
    let s = state.clone();
    let on_rules = Callback::from(move |v: Variant| s.dispatch(Action::ShowRules(v)));
    let s = state.clone();
    let on_builtin_rules = Callback::from(move |n: String| s.dispatch(Action::ShowBuiltinRules(n)));
    html! {
        <crate::components::games_room::GamesRoom {on_play} {on_play_builtin} {on_rules}
            {on_builtin_rules} />
    }
}

/// The start page: the games, "Your games" (a kept game resumed through `kept`).
pub(crate) fn home_page(state: &UseReducerHandle<GameState>, kept: &Rc<RefCell<Kept>>) -> Html {
    let s = state.clone();
    let on_choose = Callback::from(move |v: Variant| s.dispatch(Action::OpenDialog(v)));
    let s = state.clone();
    let on_resume = Callback::from(move |_| s.dispatch(Action::ShowGame));
    let s = state.clone();
    let on_rules = Callback::from(move |v: Variant| s.dispatch(Action::ShowRules(v)));
    let s = state.clone();
    let on_more = Callback::from(move |_| s.dispatch(Action::ShowGames));
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
        <Home has_game={state.game.is_some()} {on_choose} {on_resume} {on_rules} {on_more}
            message={state.message.clone()} current={state.game_id.clone()}
            {on_open_kept} />
    }
}

/// The piece that follows the pointer while dragging.
pub(crate) fn ghost_piece(state: &GameState) -> Option<Html> {
    let g = state.game.as_ref()?;
    let pos = g.position();
    match state.selected? {
        Pick::Hand(kind) => {
            let rules = pos.rules();
            rules.kinds().get(kind.index())?;
            let glyph = crate::glyphs::glyph(rules, kind, engine::Promoted::NO);
            Some(piece_icon(glyph, pos.turn()))
        }
        Pick::Square(sq) => {
            let p = piece_view(pos, sq, &[])?;
            Some(piece_icon(p.glyph, p.player))
        }
    }
}

/// What the top bar's commands do.
pub(crate) fn top_bar_commands(
    state: &UseReducerHandle<GameState>,
    share_open: &UseStateHandle<bool>,
    sound_on: &UseStateHandle<bool>,
) -> Callback<Command> {
    let (share_open, sound_on, state) = (share_open.clone(), sound_on.clone(), state.clone());
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
}
