//! What the computer is doing (`#thinking`: "Black (computer) is thinking…", or deploying
//! its army in secret behind `#computer-deploying`), the move queued meanwhile
//! (`#premove`, with `#premove-cancel`), ChessNim's hint in words (`#hint-note`; its button
//! is beside the turn, [`hint_button`]), and
//! the "Analysis" toggle (`#analysis-toggle`): the evaluation and best line of the position
//! shown (`#analysis`), worked out in a worker of its own.

use yew::prelude::*;

use crate::computer::Reply;

/// The panel's properties.
#[derive(Properties, PartialEq)]
pub struct ComputerPanelProps {
    /// The computer's player, while it is to move ("Black").
    #[prop_or_default]
    pub thinking: Option<String>,
    /// The move queued while the computer thinks, in words ("e2 to e4").
    #[prop_or_default]
    pub premove: Option<AttrValue>,
    /// Cancel the queued move.
    #[prop_or_default]
    pub on_cancel_premove: Callback<()>,
    /// Offer the analysis toggle (not on an embedded board, nor during a secret
    /// deployment).
    #[prop_or_default]
    pub can_analyse: bool,
    /// Who plays each seat ("White: a person; Black: the computer, Club (0.2 s a move)"),
    /// on every game page but an embedded board's.
    #[prop_or_default]
    pub seats_line: Option<AttrValue>,
    /// The hint shown on the board, in words (not an error: not red).
    #[prop_or_default]
    pub hint_note: Option<AttrValue>,
    /// The analysis is shown.
    #[prop_or_default]
    pub analysis_on: bool,
    /// Its latest answer (`None` while it is worked out).
    #[prop_or_default]
    pub analysis: Option<Reply>,
    /// Turn the analysis on or off.
    #[prop_or_default]
    pub on_analysis: Callback<()>,
}

/// The analysis in words.
fn analysis_view(analysis: &Option<Reply>) -> Html {
    match analysis {
        None => html! { <p class="analysis-wait">{ "Analysing…" }</p> },
        Some(Reply::Analysis {
            score,
            side,
            depth,
            line,
            ..
        }) => html! {
            <>
            <p id="analysis-score" class="analysis-score">
                { format!("Evaluation for {side}: {score}") }
                <span class="analysis-depth">{ format!(" (depth {depth})") }</span>
            </p>
            <p id="analysis-line" class="analysis-line">
                { format!("Best line: {}", line.join(" ")) }
            </p>
            </>
        },
        Some(Reply::Error { message, .. }) => {
            html! { <p class="analysis-wait">{ format!("No analysis: {message}.") }</p> }
        }
        Some(_) => html! {},
    }
}

/// The panel.
#[function_component(ComputerPanel)]
pub fn computer_panel(props: &ComputerPanelProps) -> Html {
    html! {
        <div class="computer-panel">
            if let Some(line) = &props.seats_line {
                <p id="seats-line" class="seats-line">{ line.clone() }</p>
            }
            if let Some(who) = &props.thinking {
                <p id="thinking" class="thinking" role="status">
                    <span class="spinner" aria-hidden="true"></span>
                    { format!("{who} (computer) is thinking…") }
                </p>
            }
            if let Some(pm) = &props.premove {
                <p id="premove" class="premove-note">
                    { format!("Premove: {pm}, played when it is your turn. ") }
                    <button type="button" id="premove-cancel"
                        onclick={props.on_cancel_premove.reform(|_| ())}>{ "Cancel premove" }</button>
                </p>
            }
            if let Some(note) = &props.hint_note {
                <p id="hint-note" class="hint-note" role="status">{ note.clone() }</p>
            }
            if props.can_analyse {
                <button type="button" id="analysis-toggle" aria-pressed={props.analysis_on.to_string()}
                    title="the computer's evaluation and best line for the position shown"
                    onclick={props.on_analysis.reform(|_| ())}>
                    { if props.analysis_on { "Hide analysis" } else { "Analysis" } }
                </button>
                if props.analysis_on {
                    <div id="analysis" class="analysis" aria-live="polite">
                        { analysis_view(&props.analysis) }
                    </div>
                }
            }
        </div>
    }
}

/// ChessNim's hint button (`#hint`), beside whose turn it is so that a phone shows it on
/// its first screen: asks the solver for the winning drops (`hinting` while it works).
pub fn hint_button(hinting: bool, on_hint: &Callback<()>) -> Html {
    html! {
        <button type="button" id="hint" class="hint-button" disabled={hinting}
            title="ask the solver for the winning drops"
            onclick={on_hint.reform(|_| ())}>
            { if hinting { "Working out a hint…" } else { "Hint" } }
        </button>
    }
}
