//! A short reminder of a game's rules beside the board (`#rules`), its face's words.

use engine::Variant;
use yew::prelude::*;

use crate::games::face;

/// The rules panel's properties.
#[derive(Properties, PartialEq)]
pub struct RulesProps {
    /// Which game.
    pub variant: Variant,
}

/// The rules panel.
#[function_component(Rules)]
pub fn rules(props: &RulesProps) -> Html {
    html! {
        <details class="rules" id="rules" open=true>
            <summary>{ format!("How {} is played", props.variant.title()) }</summary>
            { for face(props.variant).reminder.iter().map(|p| html! { <p>{ *p }</p> }) }
        </details>
    }
}
