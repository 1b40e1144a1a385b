//! The piece picker: when a move by hand can end as several pieces, the player chooses one
//! (`#promotion`, a button per choice): what a pawn becomes (`data-promotion="Q"`, or the
//! pawn's letter for no promotion), what a gate brings in and where (`"Hb1"`, `"-"` for
//! none), a drop as itself or promoted (`"P"`, `"+P"`). Cancel or Escape keeps the position
//! as it was.

use engine::{Move, Position};
use web_sys::HtmlElement;
use yew::prelude::*;

use super::pieces::piece_icon;
use crate::view::Glyph;

/// One piece to choose.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PromotionChoice {
    /// The move that promotes to it.
    pub m: Move,
    /// Its key, unique among the choices (`data-promotion`): the letter of the piece it
    /// ends as, a gate's letter and square.
    pub key: String,
    /// Its name ("queen").
    pub name: String,
    /// How it is drawn.
    pub glyph: Glyph,
}

/// The picker's properties.
#[derive(Properties, PartialEq)]
pub struct PromotionProps {
    /// The position the move is made in.
    pub position: Position,
    /// Where the piece starts (where it is dropped, for a drop).
    pub from: engine::Square,
    /// Where it lands.
    pub to: engine::Square,
    /// The moves to choose from, one per piece ([`engine::HandStep::Choose`]).
    pub moves: Vec<Move>,
    /// A piece was chosen.
    pub on_choose: Callback<Move>,
    /// No choice: the pawn goes back.
    pub on_cancel: Callback<()>,
}

/// The promotion picker.
#[function_component(Promotion)]
pub fn promotion(props: &PromotionProps) -> Html {
    let pos = &props.position;
    let (from, to) = (props.from, props.to);
    let conquered = from != to && pos.promotes_conquered(from);
    let name = |sq| engine::notation::square_name(pos.rules(), sq);
    let title = choice_title(&props.moves, &name(from), &name(to), conquered);
    let choices = choices_of(pos, from, &props.moves);
    let player = pos.turn();
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
                <h2 id="promotion-title">{ title }</h2>
                <div class="promotion-choices">
                    { for choices.iter().enumerate().map(|(i, c)| {
                        let m = c.m;
                        let onclick = props.on_choose.reform(move |_: MouseEvent| m);
                        let node = if i == 0 { first.clone() } else { NodeRef::default() };
                        html! {
                            <button key={c.key.clone()} type="button" class="promotion-choice"
                                data-promotion={c.key.clone()} title={c.name.clone()}
                                aria-label={c.name.clone()} ref={node} {onclick}>
                                { piece_icon(c.glyph, player) }
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

/// The picker's title for the moves `choices` of the piece on `from` to `to` (the
/// squares' names as the game's notation says them; the same square: a drop);
/// `conquered` names a Nasty Neighbours pawn promoted where it stands.
pub fn choice_title(choices: &[Move], from: &str, to: &str, conquered: bool) -> String {
    if choices.iter().any(|m| matches!(m, Move::Gated { .. })) {
        format!("{from}–{to}: bring a piece in from the hand?")
    } else if choices
        .iter()
        .any(|m| matches!(m, Move::DropPromoted { .. }))
    {
        format!("Drop on {to}: as it is or promoted?")
    } else if conquered {
        format!("Promote the conquered pawn on {from}: choose a piece")
    } else {
        format!("Promote {from}–{to}: choose a piece")
    }
}

/// The choices of the moves `choices` in `pos`, as the picker shows them; `from` is the
/// moving piece's square.
pub fn choices_of(pos: &Position, from: engine::Square, choices: &[Move]) -> Vec<PromotionChoice> {
    let rules = pos.rules();
    let kind_of = |k: engine::Kind| rules.kinds().get(k.index());
    let mover = pos.piece_at(from).map(|x| x.kind);
    let gated = choices.iter().any(|c| matches!(c, Move::Gated { .. }));
    choices
        .iter()
        .filter_map(|&m| {
            // The kind it ends as, its key and its name.
            let (kind, key, name) = match m {
                Move::Gated {
                    kind,
                    gate,
                    promotion,
                    ..
                } => {
                    let g = kind_of(kind)?;
                    let what = match promotion.and_then(kind_of) {
                        Some(p) => format!("{}, {} on {gate}", p.name, g.name),
                        None => format!("{} on {gate}", g.name),
                    };
                    (kind, format!("{}{gate}", g.letter), what)
                }
                Move::Normal {
                    promotion: Some(p), ..
                }
                | Move::Walled {
                    promotion: Some(p), ..
                } => {
                    let k = kind_of(p)?;
                    (p, k.letter.to_string(), k.name.clone())
                }
                Move::Normal { .. } | Move::Walled { .. } => {
                    let kind = mover?;
                    let k = kind_of(kind)?;
                    if gated {
                        (kind, "-".into(), format!("{}, no piece brought in", k.name))
                    } else {
                        (
                            kind,
                            k.letter.to_string(),
                            format!("{} (no promotion)", k.name),
                        )
                    }
                }
                Move::Drop { kind, .. } => {
                    let k = kind_of(kind)?;
                    (kind, k.letter.to_string(), k.name.clone())
                }
                Move::DropPromoted { kind, .. } => {
                    let up = rules.promoted_form(kind)?;
                    let letter = kind_of(kind)?.letter;
                    (
                        up,
                        format!("+{letter}"),
                        format!("{} (promoted)", kind_of(up)?.name),
                    )
                }
                Move::Pass => return None,
            };
            Some(PromotionChoice {
                m,
                key,
                name,
                glyph: crate::glyphs::glyph(rules, kind, engine::Promoted::NO),
            })
        })
        .collect()
}
