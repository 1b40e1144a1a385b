//! The moves played so far in coordinate notation, a line per move number
//! (`1. e2e4 e7e5`), and a line for each deployment and change of Arnhem (`White's setup
//! K@d1 …`); the other side's secret setup is shown as hidden.

use web_sys::Element;
use yew::prelude::*;

use crate::state::MoveRow;

/// The move list's properties.
#[derive(Properties, PartialEq)]
pub struct MovesProps {
    /// The lines, first to last.
    pub rows: Vec<MoveRow>,
}

/// The move list.
#[function_component(Moves)]
pub fn moves(props: &MovesProps) -> Html {
    // The newest move stays in sight: the list scrolls to its end when it grows.
    let list = use_node_ref();
    {
        let list = list.clone();
        let len: usize = props.rows.iter().map(|r| r.moves.len() + 1).sum();
        use_effect_with(len, move |_| {
            if let Some(el) = list.cast::<Element>() {
                el.set_scroll_top(el.scroll_height());
            }
        });
    }
    html! {
        <ol class="moves" id="moves" aria-label="moves" ref={list}>
            { for props.rows.iter().enumerate().map(|(i, row)| {
                let numbered = row.label.ends_with('.');
                html! {
                    <li key={i} class={classes!((!numbered).then_some("phase-row"))}>
                        <span class="move-no">{ row.label.clone() }</span>
                        if row.hidden {
                            <span class="move hidden-moves">{ "hidden" }</span>
                        }
                        { for row.moves.iter().map(|m| html! { <span class="move">{ m.clone() }</span> }) }
                    </li>
                }
            }) }
        </ol>
    }
}
