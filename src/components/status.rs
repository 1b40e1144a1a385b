//! The game's state in words: whose turn it is (`#turn`), ChessNim's free squares
//! (`#free-count`, `CN-9`), how many squares the picked piece may go to (`#target-count`),
//! the engine's reason for a refused move (`#message`) and the result (`#result`, under
//! `#verdict`, "You won", against the computer: [`crate::verdict`]); [`counters`] draws
//! the counts a game keeps (`#counters`: checks to give, makruk's count, the n-move
//! clock), which the game page shows under it. Screen
//! readers hear all of it through the app's live region (`#announce`, `crate::speech`).

use yew::prelude::*;

/// The status panel's properties.
#[derive(Properties, PartialEq)]
pub struct StatusProps {
    /// "White to move", "Black deploys"; not shown once the game is over.
    pub turn: String,
    /// Free squares now (ChessNim only).
    #[prop_or_default]
    pub free_count: Option<u32>,
    /// How many squares the picked piece may go to, if one is picked, in words
    /// ([`crate::view::target_text`]).
    #[prop_or_default]
    pub target_count: Option<String>,
    /// Why the last attempt was refused (the engine's words).
    pub message: Option<String>,
    /// The outcome, once the game is over (the engine's words).
    pub result: Option<String>,
    /// How it ended for the one person playing against the computer ("You won").
    #[prop_or_default]
    pub verdict: Option<crate::verdict::Verdict>,
    /// Start another game with the same settings.
    #[prop_or_default]
    pub on_again: Callback<()>,
    /// A button beside the turn (ChessNim's Hint), so that a phone's first screen shows it.
    #[prop_or_default]
    pub action: Html,
}

/// The status panel.
#[function_component(Status)]
pub fn status(props: &StatusProps) -> Html {
    html! {
        <div class="status">
            if let Some(r) = &props.result {
                <div class={classes!("result-banner", props.verdict.map(|v| v.class()))}>
                    if let Some(v) = props.verdict {
                        <p id="verdict" class="verdict">{ v.words() }</p>
                    }
                    <p id="result" class="result">{ r.clone() }</p>
                </div>
                <p class="again">
                    <button type="button" id="play-again" class="primary"
                        onclick={props.on_again.reform(|_| ())}>{ "Play again" }</button>
                </p>
            } else {
                <p id="turn" class="turn">{ props.turn.clone() }</p>
                { props.action.clone() }
            }
            if props.free_count.is_some() || props.target_count.is_some() {
                <p class="counts">
                    if let Some(n) = props.free_count {
                        <span id="free-count" class="free-count">
                            <span class="swatch free" aria-hidden="true"></span>
                            { format!("Free squares: {n}") }
                        </span>
                    }
                    if let Some(text) = &props.target_count {
                        <span id="target-count" class="target-count">
                            <span class="swatch target" aria-hidden="true"></span>
                            { text.clone() }
                        </span>
                    }
                </p>
            }
            // Not a live region itself: the app's polite live region (#announce) says the
            // refusal, once, with the moves and the result.
            <p id="message" class={classes!("message", props.message.is_some().then_some("shown"))}>
                { props.message.clone().unwrap_or_default() }
            </p>
        </div>
    }
}

/// The counts `pos`'s game keeps (`engine::Position::counters`), one `<dt>`/`<dd>` pair
/// each (`data-counter` is the engine's key: `checks`, `counting`, `n-move`), shown under
/// the status by the game page; nothing when it keeps none.
pub fn counters(pos: &engine::Position) -> Html {
    let list = pos.counters();
    if list.is_empty() {
        return Html::default();
    }
    html! {
        <dl class="counters" id="counters">
            { for list.iter().map(|c| html! {
                <div class="counter" data-counter={c.key}>
                    <dt>{ c.label }</dt>
                    <dd>{ c.value.clone() }</dd>
                </div>
            }) }
        </dl>
    }
}
