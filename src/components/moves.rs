//! The moves played so far, numbered in pairs (`1. K@b7 K@e7`).

use yew::prelude::*;

/// The move list's properties.
#[derive(Properties, PartialEq)]
pub struct MovesProps {
    /// The moves in coordinate form, first to last.
    pub moves: Vec<String>,
}

/// The move list.
#[function_component(Moves)]
pub fn moves(props: &MovesProps) -> Html {
    html! {
        <ol class="moves" id="moves" aria-label="moves">
            { for props.moves.chunks(2).enumerate().map(|(i, pair)| html! {
                <li key={i}>
                    <span class="move-no">{ format!("{}.", i + 1) }</span>
                    { for pair.iter().map(|m| html! { <span class="move">{ m.clone() }</span> }) }
                </li>
            }) }
        </ol>
    }
}
