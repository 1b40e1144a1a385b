//! Embedded boards (`index.html#embed&game=...&controls=moves,nav`): the page shows only the
//! board (and the trays of games with hands), sized to its frame, plus the controls the
//! link asks for ([`engine::link::Control`]): the move list, step buttons, the status,
//! undo/redo, flip. A line for messages is always there, so that a view-only board can say
//! why it refuses a move. The link is read in `src/share.rs`; an embedded page never reads
//! or writes the saved game.

use engine::link::Control;
use yew::prelude::*;

use crate::game::Game;
use crate::history::ViewStep;
use crate::share::Embed;
use crate::state::{Action, GameState};

/// The step buttons' properties.
#[derive(Properties, PartialEq)]
pub struct StepButtonsProps {
    /// Moves shown now.
    pub ply: usize,
    /// Moves of the whole game (shown and taken back).
    pub total: usize,
    /// Go to the position after this many moves.
    pub on_go: Callback<usize>,
}

/// First, back, forward, last, and where we are (`#nav-ply`: "3 / 9").
#[function_component(StepButtons)]
pub fn step_buttons(props: &StepButtonsProps) -> Html {
    let go = |n: usize| props.on_go.reform(move |_: MouseEvent| n);
    let (ply, total) = (props.ply, props.total);
    html! {
        <nav class="steps" aria-label="step through the game">
            <button type="button" id="nav-first" title="the start" disabled={ply == 0}
                onclick={go(0)} aria-label="the start">{ "|◀" }</button>
            <button type="button" id="nav-back" title="one move back" disabled={ply == 0}
                onclick={go(ply.saturating_sub(1))}>{ "◀" }</button>
            <span id="nav-ply" class="nav-ply">{ format!("{ply} / {total}") }</span>
            <button type="button" id="nav-forward" title="one move forward"
                disabled={ply >= total} onclick={go(ply + 1)}>{ "▶" }</button>
            <button type="button" id="nav-last" title="the last move" disabled={ply >= total}
                onclick={go(total)} aria-label="the last move">{ "▶|" }</button>
        </nav>
    }
}

/// Where a step through an embedded board's line leads (the keys ←/→, Home/End): the
/// number of moves to show, between the start and the end of the whole line.
pub fn step_to(game: &Game, step: ViewStep) -> usize {
    let ply = game.moves().len();
    let total = ply + game.redo.len();
    match step {
        ViewStep::Back => ply.saturating_sub(1),
        ViewStep::Forward => (ply + 1).min(total),
        ViewStep::Start => 0,
        ViewStep::Live => total,
        ViewStep::Ply(n) => n.min(total),
    }
}

/// The controls bar of an embedded board: step buttons, undo/redo and flip, as asked.
pub fn controls_bar(embed: &Embed, state: &UseReducerHandle<GameState>, game: &Game) -> Html {
    let act = |a: Action| {
        let state = state.clone();
        Callback::from(move |_: MouseEvent| state.dispatch(a.clone()))
    };
    let on_go = {
        let state = state.clone();
        Callback::from(move |n: usize| state.dispatch(Action::GoTo(n)))
    };
    let ply = game.moves().len();
    let total = ply + game.redo.len();
    if !(embed.has(Control::Nav) || embed.has(Control::Undo) || embed.has(Control::Flip)) {
        return html! {};
    }
    html! {
        <div class="embed-bar">
            if embed.has(Control::Nav) {
                <StepButtons {ply} {total} {on_go} />
            }
            if embed.has(Control::Undo) {
                <button type="button" id="undo" disabled={!game.can_undo()}
                    onclick={act(Action::Undo)}>{ "Undo" }</button>
                <button type="button" id="redo" disabled={game.redo.is_empty()}
                    onclick={act(Action::Redo)}>{ "Redo" }</button>
            }
            if embed.has(Control::Flip) {
                <button type="button" id="flip" onclick={act(Action::Flip)}
                    title="turn the board round">{ "Flip" }</button>
            }
        </div>
    }
}

/// Under an embedded board: a link that opens its game, as it stands, in the full app in
/// a tab of its own (issue 62, item 10). Not during a secret deployment, which a link
/// would give away (`AR-4`).
pub fn open_in_app(state: &GameState, game: &Game) -> Html {
    if crate::share::share_withheld(game).is_some() {
        return html! {};
    }
    let href = crate::share::share_link(game, state.flipped);
    html! {
        <p class="embed-open">
            <a id="open-in-app" {href} target="_blank" rel="noopener">
                { "Open in Variantarium" }</a>
        </p>
    }
}
