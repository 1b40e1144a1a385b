//! The piece shapes: one SVG symbol per orthodox piece, the chancellor (Arnhem's and
//! Capablanca's: a knight's head over a rook's battlements), the archbishop (a knight's head
//! over a bishop's mitre with its cross) and Chessence's man (a plain disc), drawn in a
//! 100×100 box, and a letter in a circle for other fairy pieces.
//!
//! The symbols themselves (`#piece-k` …, the holes' hatching `#hole-hatch`, the check's
//! glow `#check-glow`) are markup in `index.html`, beside the app's root: as `html!` code
//! the same drawing cost the page's first load 7.5 KB of wasm (BENCH.md, session 49). The
//! other games' shapes are in `web/pieces-more.svg`, fetched when a board first draws one.
//!
//! Colours are not set here. A piece is drawn with `class="piece white"` or
//! `"piece black"`; `pieces.css` gives the body its `fill`, the outline its `stroke`, and
//! the inner details `color` (the symbols draw details with `currentColor`).

use engine::Player;
use yew::prelude::*;

use crate::view::Glyph;

/// The class of a piece drawn for `player`.
pub fn piece_class(player: Player) -> &'static str {
    match player.0 {
        0 => "piece white",
        1 => "piece black",
        _ => "piece third",
    }
}

/// Where the shapes of the other games' pieces are served (`web/pieces-more.svg`): the
/// browser fetches it the first time a board draws one, so they cost our five games'
/// first load nothing.
pub const MORE: &str = "pieces-more.svg";

/// Draws a piece of `glyph` for `player` in the box (`x`, `y`, `size`) of an SVG.
/// `letter` is the piece's FEN letter (set as `data-piece` when `tag` is true).
pub fn piece_svg(
    glyph: Glyph,
    player: Player,
    x: i32,
    y: i32,
    size: i32,
    letter: Option<char>,
) -> Html {
    let class = piece_class(player);
    let data = letter.map(|l| l.to_string());
    let (xs, ys, ss) = (x.to_string(), y.to_string(), size.to_string());
    let href = match glyph {
        Glyph::More(id) => Some(format!("{MORE}#{id}")),
        g => g.symbol_id().map(|id| format!("#{id}")),
    };
    if let Some(href) = href {
        // The grasshopper and the nightrider: the queen and the knight upside down.
        let upside_down = matches!(glyph, Glyph::Grasshopper | Glyph::Nightrider);
        let c = size / 2;
        let transform = upside_down.then(|| format!("rotate(180 {} {})", x + c, y + c));
        return html! {
            <use {href} class={class} data-piece={data} {transform}
                x={xs} y={ys} width={ss.clone()} height={ss} />
        };
    }
    // Scaled from a 100 × 100 box (a group, not a nested <svg>: a board stays one svg).
    // (The scale written with integers: float formatting would cost the first load.)
    let transform = format!("translate({x} {y}) scale({}.{:02})", size / 100, size % 100);
    html! {
        <g class={class} data-piece={data} {transform}><DrawnInBox {glyph} {player} /></g>
    }
}

/// The properties of a piece drawn in a 100 × 100 box of its own.
#[derive(Properties, PartialEq)]
struct BoxProps {
    glyph: Glyph,
    player: Player,
}

/// A piece without a symbol, in a 100 × 100 box: a xiangqi disc, a shogi pentagon, or the
/// letter in a circle. A component of its own, so that its drawing stays out of the page's
/// first load until a board shows one (BENCH.md, "Page load").
#[function_component(DrawnInBox)]
fn drawn_in_box(props: &BoxProps) -> Html {
    let first = props.player.0 == 0;
    // The disc or the pentagon from the other games' shapes, the character over it.
    let (shape, mark, red, y) = match props.glyph {
        Glyph::Disc(r, _) if first => ("xq-red", r, true, "52"),
        Glyph::Disc(_, b) => ("xq-black", b, false, "52"),
        // The second player's pieces point down the board, at the first player, their
        // marks upside down.
        Glyph::Pentagon(m, promoted) if first => ("shogi", m, promoted, "58"),
        Glyph::Pentagon(m, promoted) => ("shogi-down", m, promoted, "58"),
        glyph => {
            let text = match glyph {
                Glyph::Letter(c) => c.to_string(),
                _ => String::new(),
            };
            return html! {
                <g class="fairy">
                    <circle cx="50" cy="50" r="38" />
                    <text class="fairy-letter" x="50" y="50" font-size="42"
                        text-anchor="middle" dominant-baseline="central">{text}</text>
                </g>
            };
        }
    };
    html! {
        <>
            <use href={format!("{MORE}#{shape}")} width="100" height="100" />
            <text class={classes!("mark", red.then_some("red"))} x="50" {y}
                transform={(shape == "shogi-down").then_some("rotate(180 50 50)")}
                text-anchor="middle" dominant-baseline="central">{ mark }</text>
        </>
    }
}

/// A piece alone in a small SVG of its own (trays, the dragged piece).
pub fn piece_icon(glyph: Glyph, player: Player) -> Html {
    html! {
        <svg class="piece-icon" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
            { piece_svg(glyph, player, 0, 0, 100, None) }
        </svg>
    }
}
