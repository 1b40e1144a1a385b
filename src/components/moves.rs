//! The moves played so far in a readable notation ([`crate::speech::notation`]), a line per
//! move number (`1. e4 e5`), and a line for each deployment and change of Arnhem (`White's
//! setup K@d1 …`); the other side's secret setup is shown as hidden.
//!
//! With three players (Vimes) the list is a score sheet: a column per player under its
//! name, each row a round, so that no seat letter is read as a piece.
//!
//! Each move is a button (`data-ply`, the coordinate form in `data-uci`): a click shows the
//! position after it (see [`crate::history`]); the move whose position the board shows is
//! marked `current` (`aria-current`).

use web_sys::Element;
use yew::prelude::*;

use crate::game::MoveRow;

/// The move list's properties.
#[derive(Properties, PartialEq)]
pub struct MovesProps {
    /// The lines, first to last.
    pub rows: Vec<MoveRow>,
    /// The number of moves of the position the board shows (the move marked current).
    #[prop_or_default]
    pub shown: Option<usize>,
    /// A move was clicked: show the position after this many moves.
    #[prop_or_default]
    pub on_view: Callback<usize>,
    /// The players' names, as column headings: a score sheet with a column per player
    /// (Vimes' three, `VI-2`), each move under its player. Empty: moves in a row.
    #[prop_or_default]
    pub columns: Vec<String>,
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
    // Looking back: the move shown stays in sight too.
    {
        let list = list.clone();
        use_effect_with(props.shown, move |_| {
            use wasm_bindgen::JsCast;
            let Some(el) = list.cast::<Element>() else {
                return;
            };
            let Some(cur) = el
                .query_selector(".move.current")
                .ok()
                .flatten()
                .and_then(|c| c.dyn_into::<web_sys::HtmlElement>().ok())
            else {
                return;
            };
            let (top, h) = (cur.offset_top(), el.client_height());
            if top < el.scroll_top() || top + cur.offset_height() > el.scroll_top() + h {
                el.set_scroll_top(top - h / 2);
            }
        });
    }
    let sheet = !props.columns.is_empty();
    html! {
        <ol class={classes!("moves", sheet.then_some("sheet"))} id="moves" aria-label="moves"
            ref={list} style={sheet.then(|| format!("--columns: {}", props.columns.len()))}>
            if sheet {
                <li class="sheet-head" aria-hidden="true">
                    <span class="move-no"></span>
                    { for props.columns.iter().map(|c| html! { <span class="sheet-col">{ c.clone() }</span> }) }
                </li>
            }
            { for props.rows.iter().enumerate().map(|(i, row)| {
                let numbered = row.label.ends_with('.');
                html! {
                    <li key={i} class={classes!((!numbered).then_some("phase-row"))}>
                        <span class="move-no">{ row.label.clone() }</span>
                        if row.hidden {
                            <span class="move hidden-moves">{ "hidden" }</span>
                        }
                        if sheet {
                            { for (0..props.columns.len()).map(|c| {
                                match row.cols.iter().position(|&x| usize::from(x) == c) {
                                    Some(j) => move_button(props, row, j),
                                    None => html! { <span class="sheet-empty"></span> },
                                }
                            }) }
                        } else {
                            { for (0..row.moves.len()).map(|j| move_button(props, row, j)) }
                        }
                    </li>
                }
            }) }
        </ol>
    }
}

/// The `j`-th move of `row`, a button that shows the position after it.
fn move_button(props: &MovesProps, row: &MoveRow, j: usize) -> Html {
    let ply = row.plies.get(j).copied().unwrap_or_default();
    let uci = row.uci.get(j).cloned().unwrap_or_default();
    let text = row.moves.get(j).cloned().unwrap_or_default();
    let current = props.shown == Some(ply);
    let onclick = props.on_view.reform(move |_: MouseEvent| ply);
    // On a score sheet the column says whose move it is; a screen reader hears it too.
    let label = props
        .columns
        .get(row.cols.get(j).map_or(usize::MAX, |&c| usize::from(c)))
        .map(|who| format!("{who}: {text}"));
    html! {
        <button type="button" class={classes!("move", current.then_some("current"))}
            data-ply={ply.to_string()} data-uci={uci} aria-label={label}
            aria-current={current.then_some("step")}
            title={format!("show the position after move {ply}")}
            {onclick}>{ text }</button>
    }
}
