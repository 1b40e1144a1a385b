//! Vimes Chess beside the board (`VI-2`, `VI-3`, `VI-8`): the three players in their order
//! of play with the one to move marked (`#vimes-players`, `data-player`, classes `to-move`
//! and `out`), the schedule in the engine's words (`#schedule`), the Republican's "Pass"
//! button (`#pass`, the move `pass`) when it may decline the instant reply or has no move,
//! and who has left the game and why (`#eliminations`).

use engine::Position;
use yew::prelude::*;

use crate::vimes::{eliminations, players, schedule};
use engine::variants::vimes::pass_reason;

/// The panel's properties.
#[derive(Properties, PartialEq)]
pub struct VimesPanelProps {
    /// The position.
    pub position: Position,
    /// Whether the game takes input (not over, no pending choice).
    #[prop_or(true)]
    pub live: bool,
    /// Pass.
    #[prop_or_default]
    pub on_pass: Callback<()>,
}

/// The Vimes panel.
#[function_component(VimesPanel)]
pub fn vimes_panel(props: &VimesPanelProps) -> Html {
    let pos = &props.position;
    let live = props.live && pos.outcome().is_none();
    let pass = live.then(|| pass_reason(pos)).flatten();
    let gone = eliminations(pos);
    let on_pass = props.on_pass.reform(|_: MouseEvent| ());
    html! {
        <div class="vimes-panel">
            <ol id="vimes-players" class="vimes-players" aria-label="players, in order of play">
                { for players(pos).into_iter().map(|l| html! {
                    <li key={l.player.name()} data-player={l.player.name()}
                        class={classes!("vimes-player", l.player.name(),
                            l.to_move.then_some("to-move"), l.out.then_some("out"))}
                        aria-current={l.to_move.then_some("step")}>
                        <span class="swatch" aria-hidden="true"></span>
                        <span class="who">{ l.title.clone() }</span>
                        <span class="what">{ if l.out { "out" } else { l.moves } }</span>
                    </li>
                }) }
            </ol>
            if live {
                <p id="schedule" class="schedule" aria-live="polite">{ schedule(pos) }</p>
            }
            if let Some(why) = pass {
                <div class="pass-row">
                    <button type="button" id="pass" class="primary" onclick={on_pass}>
                        { "Pass" }
                    </button>
                    <span class="hint">{ why }</span>
                </div>
            }
            if !gone.is_empty() {
                <ul id="eliminations" class="eliminations">
                    { for gone.into_iter().map(|t| html! { <li>{ t }</li> }) }
                </ul>
            }
        </div>
    }
}
