//! The board: an SVG `viewBox` grid drawn from a [`BoardView`].
//!
//! Every playable square is a `<g data-square="e4">` with the classes `light`/`dark` and,
//! as the engine says, `free` (ChessNim), `target` (the picked piece may go there), `last`
//! (the last move started or ended there), `check` (a king in check stands there), `picked`
//! (the piece picked up), `own` (a piece of the side to move stands there) and `conquered`
//! (Nasty Neighbours: the last move conquered the piece there, drawn in a ring). Holes are not
//! squares: they are left as a gap with a faint dashed outline (`<rect class="hole"
//! data-hole="c3">`).
//!
//! Pointer events on the squares are reported to the app, which runs clicks and drags
//! (a press on a piece of the side to move picks it up; a press and release on one square is
//! a click). Enter or Space on a focused square reports it as a click; so does a click on a
//! hole.

use engine::Square;
use yew::prelude::*;

use super::pieces::piece_svg;
use crate::view::{BoardView, SquareView, MARGIN, SQUARE};

/// What happened on the board.
#[derive(Clone, Debug)]
pub enum BoardEvent {
    /// A pointer went down on a square.
    Down(Square, PointerEvent),
    /// The pointer moved (while captured by a square).
    Move(PointerEvent),
    /// The pointer was released.
    Up(PointerEvent),
    /// The browser took the pointer away.
    Lost(PointerEvent),
}

/// The board's properties.
#[derive(Properties, PartialEq)]
pub struct BoardProps {
    /// What to draw.
    pub view: BoardView,
    /// A square (or hole) was chosen with the keyboard, or a hole was clicked.
    pub on_square: Callback<Square>,
    /// Pointer events on the squares.
    #[prop_or_default]
    pub on_pointer: Callback<BoardEvent>,
    /// The square under a piece being dragged.
    #[prop_or_default]
    pub hover: Option<Square>,
    /// The square a dragged piece was lifted from (its piece is drawn faint there).
    #[prop_or_default]
    pub lifted: Option<Square>,
}

fn square_label(s: &SquareView) -> String {
    let mut label = s.name.clone();
    if let Some(p) = &s.piece {
        label.push_str(&format!(", {} {}", p.player.name(), p.name));
        if p.republican {
            label.push_str(", Republican-only");
        }
    }
    if s.check {
        label.push_str(", in check");
    }
    if s.conquered {
        label.push_str(", just conquered");
    }
    if s.free {
        label.push_str(", free");
    }
    if s.picked {
        label.push_str(", picked up");
    }
    if s.target {
        label.push_str(", legal target");
    }
    label
}

fn draw_square(s: &SquareView, props: &BoardProps) -> Html {
    let x = MARGIN + s.col as i32 * SQUARE;
    let y = s.row as i32 * SQUARE;
    let hover = props.hover == Some(s.square);
    let lifted = props.lifted == Some(s.square);
    let class = classes!(
        "square",
        if s.dark { "dark" } else { "light" },
        s.free.then_some("free"),
        s.target.then_some("target"),
        s.last.then_some("last"),
        s.check.then_some("check"),
        s.picked.then_some("picked"),
        s.own.then_some("own"),
        s.conquered.then_some("conquered"),
        s.piece
            .as_ref()
            .is_some_and(|p| p.republican)
            .then_some("republican"),
        hover.then_some("hover"),
        lifted.then_some("lifted"),
    );
    let sq = s.square;
    let ev = &props.on_pointer;
    let onpointerdown = ev.reform(move |p: PointerEvent| BoardEvent::Down(sq, p));
    let onpointermove = ev.reform(BoardEvent::Move);
    let onpointerup = ev.reform(BoardEvent::Up);
    let onpointercancel = ev.reform(BoardEvent::Lost);
    let onkeydown = {
        let on_square = props.on_square.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Enter" || e.key() == " " {
                e.prevent_default();
                on_square.emit(sq);
            }
        })
    };
    let (xs, ys, size) = (x.to_string(), y.to_string(), SQUARE.to_string());
    let (cx, cy) = ((x + SQUARE / 2).to_string(), (y + SQUARE / 2).to_string());
    html! {
        <g key={s.name.clone()} class={class} data-square={s.name.clone()} tabindex="0"
            role="button" aria-label={square_label(s)}
            {onpointerdown} {onpointermove} {onpointerup} {onpointercancel} {onkeydown}>
            <rect class="sq" x={xs.clone()} y={ys.clone()} width={size.clone()} height={size} />
            if s.free {
                <rect class="free-mark" x={(x + 6).to_string()} y={(y + 6).to_string()}
                    width={(SQUARE - 12).to_string()} height={(SQUARE - 12).to_string()} rx="10" />
            }
            if s.last {
                <rect class="last-mark" x={(x + 4).to_string()} y={(y + 4).to_string()}
                    width={(SQUARE - 8).to_string()} height={(SQUARE - 8).to_string()} />
            }
            if s.check {
                <circle class="check-mark" cx={cx.clone()} cy={cy.clone()} r="50" />
            }
            if s.picked {
                <rect class="picked-mark" x={(x + 3).to_string()} y={(y + 3).to_string()}
                    width={(SQUARE - 6).to_string()} height={(SQUARE - 6).to_string()} />
            }
            if s.piece.as_ref().is_some_and(|p| p.republican) {
                <circle class="republican-ring" cx={cx.clone()} cy={cy.clone()} r="43" />
            }
            if s.conquered {
                <circle class="conquered-mark" cx={cx.clone()} cy={cy.clone()} r="45" />
            }
            if let Some(p) = &s.piece {
                { piece_svg(p.glyph, p.player, x + 5, y + 5, SQUARE - 10, Some(p.letter)) }
            }
            if s.target && s.piece.is_some() {
                <circle class="target-ring" cx={cx} cy={cy} r="44" />
            } else if s.target {
                <circle class="target-mark" {cx} {cy} r="17" />
            }
        </g>
    }
}

/// The board.
#[function_component(Board)]
pub fn board(props: &BoardProps) -> Html {
    let v = &props.view;
    let bottom = v.height as i32 * SQUARE;
    html! {
        // The number of files, for the stylesheet to keep small boards at a sensible size.
        <svg class={classes!("board", v.moving.then_some("moving"), v.hiding.then_some("hiding"))}
            viewBox={v.view_box()} role="group"
            style={format!("--files: {}", v.width)}
            aria-label={format!("board, {} by {}", v.width, v.height)}
            data-width={v.width.to_string()} data-height={v.height.to_string()}>
            <rect class="board-frame" x={MARGIN.to_string()} y="0"
                width={(v.width as i32 * SQUARE).to_string()} height={bottom.to_string()} />
            { for v.squares.iter().map(|s| draw_square(s, props)) }
            { for v.holes.iter().map(|h| {
                let sq = h.square;
                let onclick = props.on_square.reform(move |_: MouseEvent| sq);
                html! {
                    <rect key={h.name.clone()} class="hole" data-hole={h.name.clone()}
                        x={(MARGIN + h.col as i32 * SQUARE + 8).to_string()}
                        y={(h.row as i32 * SQUARE + 8).to_string()}
                        width={(SQUARE - 16).to_string()} height={(SQUARE - 16).to_string()}
                        rx="6" {onclick} />
                }
            }) }
            { for v.files.iter().map(|l| html! {
                <text class="coord file" x={(MARGIN + l.at as i32 * SQUARE + SQUARE / 2).to_string()}
                    y={(bottom + MARGIN / 2).to_string()} text-anchor="middle"
                    dominant-baseline="central">{ l.text.clone() }</text>
            }) }
            { for v.ranks.iter().map(|l| html! {
                <text class="coord rank" x={(MARGIN / 2).to_string()}
                    y={(l.at as i32 * SQUARE + SQUARE / 2).to_string()} text-anchor="middle"
                    dominant-baseline="central">{ l.text.clone() }</text>
            }) }
        </svg>
    }
}
