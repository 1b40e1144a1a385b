//! What the computer is doing (`#thinking`: "Black (computer) is thinking…", or deploying
//! its army in secret behind `#computer-deploying`), and ChessNim's hint button (`#hint`).

use yew::prelude::*;

/// The panel's properties.
#[derive(Properties, PartialEq)]
pub struct ComputerPanelProps {
    /// The computer's player, while it is to move ("Black").
    #[prop_or_default]
    pub thinking: Option<String>,
    /// Offer the hint button (ChessNim, a person to move).
    #[prop_or_default]
    pub can_hint: bool,
    /// A hint is being worked out.
    #[prop_or_default]
    pub hinting: bool,
    /// Ask for a hint.
    #[prop_or_default]
    pub on_hint: Callback<()>,
}

/// The panel.
#[function_component(ComputerPanel)]
pub fn computer_panel(props: &ComputerPanelProps) -> Html {
    html! {
        <div class="computer-panel">
            if let Some(who) = &props.thinking {
                <p id="thinking" class="thinking" role="status">
                    <span class="spinner" aria-hidden="true"></span>
                    { format!("{who} (computer) is thinking…") }
                </p>
            }
            if props.can_hint {
                <button type="button" id="hint" disabled={props.hinting}
                    title="ask the solver for the winning drops"
                    onclick={props.on_hint.reform(|_| ())}>
                    { if props.hinting { "Working out a hint…" } else { "Hint" } }
                </button>
            }
        </div>
    }
}
