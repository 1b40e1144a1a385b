//! The board: an SVG `viewBox` grid drawn from a [`BoardView`].
//!
//! Every playable square is a `<g data-square="e4">` with the classes `light`/`dark` and,
//! as the engine says, `free` (ChessNim), `target` (the picked piece may go there), `last`
//! (the last move started or ended there), `check` (a king in check stands there), `picked`
//! (the piece picked up), `own` (a piece of the side to move stands there) and `conquered`
//! (Nasty Neighbours: the last move conquered the piece there, drawn in a ring). Holes are not
//! squares: each is a gap in the board, hatched in the page's colour (`<rect class="hole">`
//! in a `<g data-hole="c3">`).
//!
//! Pointer events on the squares are reported to the app, which runs clicks and drags
//! (a press on a piece of the side to move picks it up; a press and release on one square is
//! a click). Enter or Space on a focused square reports it as a click; so does a click on a
//! hole.
//!
//! The keyboard: the board is one stop of the Tab order (a roving `tabindex`: only the
//! cursor's square has `tabindex="0"`). The arrow keys move the cursor, and the focus with
//! it, over every cell of the grid, holes included (a hole is a `<g data-hole>` named
//! "b4, hole"), so nothing is skipped and the board's shape can be explored. Each square is
//! named for screen readers: "e4, white knight", "c3, empty, free" (ChessNim's free squares,
//! `CN-5`), with the marks that matter ("legal target", "picked up", "in check").
//!
//! With `interactive` off the board is a picture (the start page, the rules' diagrams):
//! nothing is focusable, the whole drawing is one image with a name, and its cells carry
//! `data-cell` instead of `data-square`/`data-hole`, so that nothing that looks for the
//! playing board's squares (the drags' `elementFromPoint`, tests) finds a picture's.

use engine::Square;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::pieces::piece_svg;
use crate::view::{BoardView, HoleView, SquareView, Wall, MARGIN, SQUARE};

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
    /// Whether the board takes input (pointer, keyboard, focus). Off: a picture.
    #[prop_or(true)]
    pub interactive: bool,
    /// The name of the board for screen readers (by default "board, 8 by 8"); a picture's
    /// whole description.
    #[prop_or_default]
    pub label: Option<AttrValue>,
}

/// The accessible name of a square: its name, what stands on it ("white knight", or
/// "empty"), and its marks.
pub fn square_label(s: &SquareView) -> String {
    let mut label = s.said.clone().unwrap_or_else(|| s.name.clone());
    if let Some(p) = &s.piece {
        label.push_str(&format!(", {} {}", p.player.name(), p.name));
        if p.republican {
            label.push_str(", Republican-only");
        }
    } else {
        label.push_str(match s.wall {
            Some(Wall::Duck) => ", the duck",
            Some(Wall::Block) => ", wall",
            None => ", empty",
        });
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
    if s.hint {
        label.push_str(", hinted");
    }
    if s.premove {
        label.push_str(", premove");
    }
    if s.zone {
        label.push_str(", in your deployment zone");
    }
    label
}

/// The accessible name of a hole (`SH-1`: it is not a square).
pub fn hole_label(name: &str) -> String {
    format!("{name}, hole")
}

/// The cell (square or hole) drawn at screen column `col`, row `row`.
fn cell_at(v: &BoardView, col: u8, row: u8) -> Option<Square> {
    v.squares
        .iter()
        .find(|s| s.col == col && s.row == row)
        .map(|s| s.square)
        .or_else(|| {
            v.holes
                .iter()
                .find(|h| h.col == col && h.row == row)
                .map(|h| h.square)
        })
}

/// The screen cell of `sq` on this board, if it is drawn (square or hole).
fn cell_of(v: &BoardView, sq: Square) -> Option<(u8, u8)> {
    v.squares
        .iter()
        .find(|s| s.square == sq)
        .map(|s| (s.col, s.row))
        .or_else(|| {
            v.holes
                .iter()
                .find(|h| h.square == sq)
                .map(|h| (h.col, h.row))
        })
}

/// Where an arrow key moves the cursor from `at` (screen directions, so a flipped board
/// behaves as it looks); `None` for other keys. The cursor stops at the edges.
pub fn cursor_step(v: &BoardView, at: Square, key: &str) -> Option<Square> {
    let (col, row) = cell_of(v, at)?;
    let (dc, dr): (i16, i16) = match key {
        "ArrowLeft" => (-1, 0),
        "ArrowRight" => (1, 0),
        "ArrowUp" => (0, -1),
        "ArrowDown" => (0, 1),
        _ => return None,
    };
    let c = (col as i16 + dc).clamp(0, v.width as i16 - 1) as u8;
    let r = (row as i16 + dr).clamp(0, v.height as i16 - 1) as u8;
    cell_at(v, c, r)
}

/// The square that takes the focus when Tab reaches the board: the cursor if it is on the
/// board, else the picked piece, else the top-left cell.
pub fn tab_stop(v: &BoardView, cursor: Option<Square>) -> Option<Square> {
    cursor
        .filter(|&c| cell_of(v, c).is_some())
        .or_else(|| v.squares.iter().find(|s| s.picked).map(|s| s.square))
        .or_else(|| cell_at(v, 0, 0))
}

fn draw_square(s: &SquareView, props: &BoardProps, stop: Option<Square>) -> Html {
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
        s.hint.then_some("hint"),
        s.zone.then_some("zone"),
        s.premove.then_some("premove"),
        s.piece
            .as_ref()
            .is_some_and(|p| p.republican)
            .then_some("republican"),
        hover.then_some("hover"),
        lifted.then_some("lifted"),
    );
    let sq = s.square;
    let ev = &props.on_pointer;
    let live = props.interactive;
    let onpointerdown = live.then(|| ev.reform(move |p: PointerEvent| BoardEvent::Down(sq, p)));
    let onpointermove = live.then(|| ev.reform(BoardEvent::Move));
    let onpointerup = live.then(|| ev.reform(BoardEvent::Up));
    let onpointercancel = live.then(|| ev.reform(BoardEvent::Lost));
    let (xs, ys, size) = (x.to_string(), y.to_string(), SQUARE.to_string());
    let (cx, cy) = ((x + SQUARE / 2).to_string(), (y + SQUARE / 2).to_string());
    let tabindex = live.then(|| if stop == Some(sq) { "0" } else { "-1" });
    let role = live.then_some("button");
    let label = live.then(|| square_label(s));
    html! {
        <g key={s.name.clone()} class={class} {tabindex}
            data-square={live.then(|| s.name.clone())} data-cell={(!live).then(|| s.name.clone())}
            {role} aria-label={label}
            {onpointerdown} {onpointermove} {onpointerup} {onpointercancel}>
            <rect class="sq" x={xs.clone()} y={ys.clone()} width={size.clone()} height={size} />
            if s.zone { { inset("zone-mark", x, y, 2, None) } }
            if s.free { { inset("free-mark", x, y, 6, Some("10")) } }
            if s.hint { { inset("hint-mark", x, y, 10, Some("50")) } }
            if s.last { { inset("last-mark", x, y, 4, None) } }
            if s.premove { { inset("premove-mark", x, y, 4, None) } }
            if s.check {
                <circle class="check-mark" cx={cx.clone()} cy={cy.clone()} r="50" />
            }
            if s.picked { { inset("picked-mark", x, y, 3, None) } }
            if s.piece.as_ref().is_some_and(|p| p.republican) {
                <circle class="republican-ring" cx={cx.clone()} cy={cy.clone()} r="43" />
            }
            if s.conquered {
                <circle class="conquered-mark" cx={cx.clone()} cy={cy.clone()} r="45" />
            }
            if s.mark != 0 || s.wall.is_some() || s.piece.as_ref().is_some_and(|p| p.moves.is_some()) {
                <SquareExtras mark={s.mark} wall={s.wall} {x} {y}
                    moves={s.piece.as_ref().and_then(|p| p.moves.clone())} />
            }
            if let Some(p) = &s.piece {
                { piece_svg(p.glyph, p.player, x + 5, y + 5, SQUARE - 10, Some(p.letter)) }
            }
            if s.target && s.piece.is_some() {
                <circle class="target-ring" cx={cx} cy={cy} r="44" />
            } else if s.target {
                <circle class="target-mark" {cx} {cy} r="17" />
            }
            if live {
                // The keyboard cursor, shown while the square has the focus.
                { inset("cursor-mark", x, y, 5, Some("4")) }
            }
        </g>
    }
}

/// The properties of what else a square shows.
#[derive(Properties, PartialEq)]
struct ExtrasProps {
    mark: u8,
    wall: Option<Wall>,
    x: i32,
    y: i32,
    /// A lettered piece's name and moves in words, shown on hover (`PieceView::moves`).
    moves: Option<String>,
}

/// What else the square whose corner is (`x`, `y`) shows, under its piece: what of a
/// palace, the river or a promotion zone crosses it ([`crate::board_marks`]), and a wall
/// (from the other games' shapes, `web/pieces-more.svg`). A component, so that its drawing
/// stays out of the page's first load (BENCH.md, session 49).
#[function_component(SquareExtras)]
fn square_extras(props: &ExtrasProps) -> Html {
    use crate::board_marks::*;
    let (x, y, m) = (props.x, props.y, props.mark);
    let line = |x1: i32, y1: i32, x2: i32, y2: i32, class: &'static str| {
        html! {
            <line {class} x1={x1.to_string()} y1={y1.to_string()} x2={x2.to_string()}
                y2={y2.to_string()} pointer-events="none" />
        }
    };
    let (r, b) = (x + SQUARE, y + SQUARE);
    let wall = props.wall.map(|w| {
        let id = match w {
            Wall::Duck => "wall-duck",
            Wall::Block => "wall-block",
        };
        let size = SQUARE.to_string();
        html! {
            <use href={format!("{}#{id}", super::pieces::MORE)} pointer-events="none"
                data-wall="" x={x.to_string()} y={y.to_string()} width={size.clone()}
                height={size} />
        }
    });
    html! {
        <>
            if m & RISING != 0 { { line(x, b, r, y, "palace-line") } }
            if m & FALLING != 0 { { line(x, y, r, b, "palace-line") } }
            if m & RIVER_TOP != 0 { { line(x, y + 3, r, y + 3, "river-line") } }
            if m & RIVER_BOTTOM != 0 { { line(x, b - 3, r, b - 3, "river-line") } }
            if m & ZONE_TOP != 0 { { line(x, y + 1, r, y + 1, "zone-line") } }
            if m & ZONE_BOTTOM != 0 { { line(x, b - 1, r, b - 1, "zone-line") } }
            { for wall }
            if let Some(words) = &props.moves {
                <title>{ words.clone() }</title>
            }
        </>
    }
}

/// A mark inside the square whose corner is (`x`, `y`): a rect `pad` in from each edge.
fn inset(class: &'static str, x: i32, y: i32, pad: i32, rx: Option<&'static str>) -> Html {
    let size = (SQUARE - 2 * pad).to_string();
    html! {
        <rect {class} x={(x + pad).to_string()} y={(y + pad).to_string()}
            width={size.clone()} height={size} {rx} />
    }
}

/// Moves the focus to the cell `sq` inside the board `svg`.
fn focus_cell(svg: &NodeRef, sq: Square) {
    let Some(el) = svg.cast::<web_sys::Element>() else {
        return;
    };
    let sel = format!("[data-square=\"{sq}\"], [data-hole=\"{sq}\"]");
    if let Some(cell) = el
        .query_selector(&sel)
        .ok()
        .flatten()
        .and_then(|c| c.dyn_into::<web_sys::SvgElement>().ok())
    {
        let _ = cell.focus();
    }
}

/// The cell named by the `data-square` or `data-hole` of the element an event came from.
fn cell_of_event(e: &KeyboardEvent) -> Option<Square> {
    let el = e.target()?.dyn_into::<web_sys::Element>().ok()?;
    let cell = el.closest("[data-square], [data-hole]").ok()??;
    cell.get_attribute("data-square")
        .or_else(|| cell.get_attribute("data-hole"))?
        .parse()
        .ok()
}

/// The board's keys: Enter or Space chooses the cursor's square, the arrows move the
/// cursor (and are the board's alone: the page does not scroll, the move list does not
/// step).
fn cursor_keys(
    view: &BoardView,
    cursor: &UseStateHandle<Option<Square>>,
    svg: &NodeRef,
    on_square: &Callback<Square>,
) -> Callback<KeyboardEvent> {
    let (cursor, svg, view, on_square) =
        (cursor.clone(), svg.clone(), view.clone(), on_square.clone());
    Callback::from(move |e: KeyboardEvent| {
        if e.alt_key() || e.ctrl_key() || e.meta_key() {
            return;
        }
        let Some(at) = cell_of_event(&e).or(*cursor) else {
            return;
        };
        let key = e.key();
        if key == "Enter" || key == " " {
            e.prevent_default();
            cursor.set(Some(at));
            on_square.emit(at);
        } else if let Some(next) = cursor_step(&view, at, &key) {
            e.prevent_default();
            e.stop_propagation();
            cursor.set(Some(next));
            focus_cell(&svg, next);
        }
    })
}

/// A hole: a gap in the board, focusable on a live board so the cursor can cross it.
fn draw_hole(h: &HoleView, props: &BoardProps, stop: Option<Square>) -> Html {
    let live = props.interactive;
    let sq = h.square;
    let onclick = live.then(|| props.on_square.reform(move |_: MouseEvent| sq));
    let tabindex = live.then(|| if stop == Some(sq) { "0" } else { "-1" });
    html! {
        <g key={h.name.clone()} class="hole-cell" {tabindex}
            data-hole={live.then(|| h.name.clone())}
            data-cell={(!live).then(|| h.name.clone())}
            role={live.then_some("button")}
            aria-label={live.then(|| hole_label(&h.name))} {onclick}>
            <rect class="hole-focus" x={(MARGIN + h.col as i32 * SQUARE + 5).to_string()}
                y={(h.row as i32 * SQUARE + 5).to_string()}
                width={(SQUARE - 10).to_string()} height={(SQUARE - 10).to_string()}
                rx="4" />
            <rect class="hole"
                x={(MARGIN + h.col as i32 * SQUARE).to_string()}
                y={(h.row as i32 * SQUARE).to_string()}
                width={SQUARE.to_string()} height={SQUARE.to_string()} />
        </g>
    }
}

/// The board.
#[function_component(Board)]
pub fn board(props: &BoardProps) -> Html {
    let v = &props.view;
    let bottom = v.height as i32 * SQUARE;
    let cursor = use_state(|| None::<Square>);
    let svg = use_node_ref();
    let stop = tab_stop(v, *cursor);
    let onkeydown = cursor_keys(v, &cursor, &svg, &props.on_square);
    // A press on a cell puts the cursor there.
    let onpointerdown = {
        let cursor = cursor.clone();
        Callback::from(move |e: PointerEvent| {
            let cell = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                .and_then(|el| el.closest("[data-square], [data-hole]").ok().flatten())
                .and_then(|c| {
                    c.get_attribute("data-square")
                        .or_else(|| c.get_attribute("data-hole"))
                })
                .and_then(|n| n.parse::<Square>().ok());
            if cell.is_some() {
                cursor.set(cell);
            }
        })
    };
    let live = props.interactive;
    let label = props
        .label
        .clone()
        .unwrap_or_else(|| format!("board, {} by {}", v.width, v.height).into());
    html! {
        // The number of files, for the stylesheet to keep small boards at a sensible size.
        <svg class={classes!("board", v.moving.then_some("moving"), v.hiding.then_some("hiding"),
                (!live).then_some("picture"))}
            viewBox={v.view_box()} role={if live { "group" } else { "img" }}
            style={format!("--files: {}", v.width)}
            aria-label={label} ref={svg.clone()}
            aria-roledescription={live.then_some("board")}
            aria-describedby={live.then_some("board-help")}
            onkeydown={live.then_some(onkeydown)} onpointerdown={live.then_some(onpointerdown)}
            data-width={v.width.to_string()} data-height={v.height.to_string()}>
            <rect class="board-frame" x={MARGIN.to_string()} y="0"
                width={(v.width as i32 * SQUARE).to_string()} height={bottom.to_string()} />
            { for v.squares.iter().map(|s| draw_square(s, props, stop)) }
            { for v.holes.iter().map(|h| draw_hole(h, props, stop)) }
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
