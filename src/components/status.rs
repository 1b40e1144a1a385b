//! The game's state in words: whose turn it is (`#turn`), the free squares (`#free-count`,
//! `CN-9`), the engine's reason for a refused drop (`#message`) and the result (`#result`).

use yew::prelude::*;

/// The status panel's properties.
#[derive(Properties, PartialEq)]
pub struct StatusProps {
    /// "White to drop", or empty once the game is over.
    pub turn: String,
    /// Free squares now.
    pub free_count: u32,
    /// How many squares the picked piece may go to, if one is picked.
    pub target_count: Option<u32>,
    /// Why the last attempt was refused (the engine's words).
    pub message: Option<String>,
    /// The outcome, once the game is over (the engine's words).
    pub result: Option<String>,
    /// Start another game with the same settings.
    #[prop_or_default]
    pub on_again: Callback<()>,
}

/// The status panel.
#[function_component(Status)]
pub fn status(props: &StatusProps) -> Html {
    html! {
        <div class="status">
            if let Some(r) = &props.result {
                <p id="result" class="result" role="status">{ r.clone() }</p>
                <p class="again">
                    <button type="button" id="play-again" class="primary"
                        onclick={props.on_again.reform(|_| ())}>{ "Play again" }</button>
                </p>
            } else {
                <p id="turn" class="turn">{ props.turn.clone() }</p>
            }
            <p class="counts">
                <span id="free-count" class="free-count">
                    <span class="swatch free" aria-hidden="true"></span>
                    { format!("Free squares: {}", props.free_count) }
                </span>
                if let Some(n) = props.target_count {
                    <span id="target-count" class="target-count">
                        <span class="swatch target" aria-hidden="true"></span>
                        { format!("Drops possible: {n}") }
                    </span>
                }
            </p>
            <p id="message" class={classes!("message", props.message.is_some().then_some("shown"))}
                role="alert" aria-live="assertive">
                { props.message.clone().unwrap_or_default() }
            </p>
        </div>
    }
}
