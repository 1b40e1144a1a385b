//! A piece's move diagram (issue 63): the piece alone on a board of its game, each square
//! it may reach marked as the engine's `Rules::reach` says: a dot where it moves, a ring
//! where it captures, a diamond where it lands by hopping over a piece, a cross on a square
//! a lame leap passes over (it must be empty), a small square for its first move only;
//! a legend under it says what each mark it shows means. Each square is a
//! `<g data-reach="move capture">` (the marks' keys) with its name in `data-cell`.

use engine::{Player, Reach, Square};
use yew::prelude::*;

use super::pieces::piece_svg;
use crate::view::Glyph;

/// A square's side in the diagram's drawing.
const CELL: i32 = 40;

/// The diagram's properties.
#[derive(Properties, PartialEq)]
pub struct MoveDiagramProps {
    /// The board's files and ranks.
    pub width: u8,
    /// Ranks.
    pub height: u8,
    /// The board's holes.
    pub holes: Vec<Square>,
    /// Where the piece stands.
    pub from: Square,
    /// How the piece is drawn.
    pub glyph: Glyph,
    /// The piece's name, for the drawing's accessible name.
    pub name: AttrValue,
    /// The squares it reaches and how.
    pub marks: Vec<(Square, Reach)>,
}

/// A piece's move diagram with its legend.
#[function_component(MoveDiagram)]
pub fn move_diagram(props: &MoveDiagramProps) -> Html {
    let (w, h) = (i32::from(props.width), i32::from(props.height));
    let view_box = format!("0 0 {} {}", w * CELL, h * CELL);
    let at = |sq: Square| {
        (
            i32::from(sq.file()) * CELL,
            (h - 1 - i32::from(sq.rank())) * CELL,
        )
    };
    let reach_of = |sq: Square| props.marks.iter().find(|(s, _)| *s == sq).map(|(_, r)| *r);
    let cells = (0..props.height).flat_map(|r| (0..props.width).map(move |f| Square::new(f, r)));
    let all = props
        .marks
        .iter()
        .fold(Reach::default(), |a, (_, r)| a.with(*r));
    let (px, py) = at(props.from);
    let title = format!("where the {} moves from {}", props.name, props.from);
    html! {
        <figure class="move-diagram" id="move-diagram" data-piece-name={props.name.clone()}>
            <p class="diagram-title" aria-hidden="true">{ title.clone() }</p>
            <svg viewBox={view_box} role="img" aria-label={title}>
                { for cells.map(|sq| {
                    let (x, y) = at(sq);
                    let hole = props.holes.contains(&sq);
                    let reach = reach_of(sq);
                    cell(sq, x, y, hole, reach)
                }) }
                { piece_svg(props.glyph, Player(0), px + 2, py + 2, CELL - 4, None) }
            </svg>
            <figcaption>
                <ul class="reach-legend">
                    { for Reach::ALL.iter().filter(|(r, _)| all.has(*r)).map(|(r, key)| html! {
                        <li data-mark={*key}>
                            <svg viewBox={format!("0 0 {CELL} {CELL}")} aria-hidden="true">
                                <rect class="sq light" width={CELL.to_string()} height={CELL.to_string()} />
                                { marks(0, 0, *r) }
                            </svg>
                            { Reach::words(key) }
                        </li>
                    }) }
                </ul>
            </figcaption>
        </figure>
    }
}

/// One square of the diagram at (`x`, `y`), with the marks of `reach`.
fn cell(sq: Square, x: i32, y: i32, hole: bool, reach: Option<Reach>) -> Html {
    let dark = (sq.file() + sq.rank()).is_multiple_of(2);
    let class = if hole {
        "sq hole"
    } else if dark {
        "sq dark"
    } else {
        "sq light"
    };
    let size = CELL.to_string();
    html! {
        <g data-cell={sq.to_string()} data-reach={reach.map(|r| r.keys())}>
            <rect {class} x={x.to_string()} y={y.to_string()} width={size.clone()} height={size} />
            if let Some(r) = reach { { marks(x, y, r) } }
        </g>
    }
}

/// The marks of `r` in the square whose corner is (`x`, `y`).
fn marks(x: i32, y: i32, r: Reach) -> Html {
    let (cx, cy) = (x + CELL / 2, y + CELL / 2);
    let (xs, ys) = (cx.to_string(), cy.to_string());
    let diamond = format!(
        "{cx},{} {},{cy} {cx},{} {},{cy}",
        cy - 11,
        cx + 11,
        cy + 11,
        cx - 11
    );
    html! {
        <>
            if r.has(Reach::CAPTURE) {
                <circle class="reach-capture" cx={xs.clone()} cy={ys.clone()} r="15" />
            }
            if r.has(Reach::HOP) {
                <polygon class="reach-hop" points={diamond} />
            }
            if r.has(Reach::MOVE) {
                <circle class="reach-move" cx={xs.clone()} cy={ys.clone()} r="6" />
            }
            if r.has(Reach::PASS) {
                <path class="reach-pass"
                    d={format!("M{} {}l12 12m0 -12l-12 12", cx - 6, cy - 6)} />
            }
            if r.has(Reach::INITIAL) {
                <rect class="reach-initial" x={(x + 4).to_string()} y={(y + 4).to_string()}
                    width="9" height="9" />
            }
        </>
    }
}
