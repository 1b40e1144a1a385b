//! The cover of a hot-seat handover: during a secret deployment (Arnhem, `AR-4`) the
//! screen is covered while the device passes to the next player, who takes the cover away
//! (`#cover`, `#cover-continue`).

use engine::Player;
use yew::prelude::*;

/// The cover's properties.
#[derive(Properties, PartialEq)]
pub struct CoverProps {
    /// Who hands the device over.
    pub from: Player,
    /// Who takes it.
    pub to: Player,
    /// The next player is there.
    pub on_continue: Callback<()>,
}

/// The cover.
#[function_component(Cover)]
pub fn cover(props: &CoverProps) -> Html {
    let (from, to) = (props.from.title(), props.to.title());
    html! {
        <div class="cover" id="cover" role="dialog" aria-modal="true" aria-labelledby="cover-title">
            <div class="cover-card">
                <h2 id="cover-title">{ format!("Pass the device to {to} — {from}'s setup is hidden") }</h2>
                <p>{ format!("{to} now deploys without seeing {from}'s army. Both armies are revealed once {to} is done.") }</p>
                <button type="button" id="cover-continue" class="primary"
                    onclick={props.on_continue.reform(|_: MouseEvent| ())}>
                    { format!("I am {to}: show my side") }
                </button>
            </div>
        </div>
    }
}
