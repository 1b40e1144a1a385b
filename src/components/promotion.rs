//! The promotion picker: when a pawn's move can end as several pieces, the player chooses
//! one (`#promotion`, a button per piece with `data-promotion="Q"`). Cancel or Escape
//! keeps the position as it was.

use engine::{Move, Player};
use web_sys::HtmlElement;
use yew::prelude::*;

use super::pieces::piece_icon;
use crate::view::Glyph;

/// One piece to choose.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PromotionChoice {
    /// The move that promotes to it.
    pub m: Move,
    /// Its upper-case letter.
    pub letter: char,
    /// Its name ("queen").
    pub name: String,
    /// How it is drawn.
    pub glyph: Glyph,
}

/// The picker's properties.
#[derive(Properties, PartialEq)]
pub struct PromotionProps {
    /// The pieces to choose from.
    pub choices: Vec<PromotionChoice>,
    /// Whose pawn promotes.
    pub player: Player,
    /// Where it promotes, for the title ("b6–c7").
    pub squares: String,
    /// A piece was chosen.
    pub on_choose: Callback<Move>,
    /// No choice: the pawn goes back.
    pub on_cancel: Callback<()>,
}

/// The promotion picker.
#[function_component(Promotion)]
pub fn promotion(props: &PromotionProps) -> Html {
    let first = use_node_ref();
    {
        let first = first.clone();
        use_effect_with((), move |_| {
            if let Some(el) = first.cast::<HtmlElement>() {
                let _ = el.focus();
            }
        });
    }
    let on_key = {
        let on_cancel = props.on_cancel.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Escape" {
                e.stop_propagation();
                on_cancel.emit(());
            }
        })
    };
    html! {
        <div class="dialog-backdrop promotion-backdrop" onkeydown={on_key}>
            <div class="dialog promotion" id="promotion" role="dialog" aria-modal="true"
                aria-labelledby="promotion-title">
                <h2 id="promotion-title">{ format!("Promote {}: choose a piece", props.squares) }</h2>
                <div class="promotion-choices">
                    { for props.choices.iter().enumerate().map(|(i, c)| {
                        let m = c.m;
                        let onclick = props.on_choose.reform(move |_: MouseEvent| m);
                        let node = if i == 0 { first.clone() } else { NodeRef::default() };
                        html! {
                            <button key={c.letter.to_string()} type="button" class="promotion-choice"
                                data-promotion={c.letter.to_string()} title={c.name.clone()}
                                aria-label={c.name.clone()} ref={node} {onclick}>
                                { piece_icon(c.glyph, props.player) }
                                <span class="promotion-name">{ c.name.clone() }</span>
                            </button>
                        }
                    }) }
                </div>
                <div class="dialog-buttons">
                    <button type="button" id="promotion-cancel"
                        onclick={props.on_cancel.reform(|_: MouseEvent| ())}>{ "Cancel" }</button>
                </div>
            </div>
        </div>
    }
}
