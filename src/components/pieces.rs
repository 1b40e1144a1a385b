//! The piece shapes: one SVG symbol per orthodox piece, the chancellor (Arnhem's and
//! Capablanca's: a knight's head over a rook's battlements), the archbishop (a knight's head
//! over a bishop's mitre with its cross) and Chessence's man (a plain disc), drawn in a
//! 100×100 box, and a letter in a circle for other fairy pieces.
//!
//! Colours are not set here. A piece is drawn with `class="piece white"` or
//! `"piece black"`; `pieces.css` gives the body its `fill`, the outline its `stroke`, and
//! the inner details `color` (the symbols draw details with `currentColor`).

use engine::Player;
use yew::prelude::*;

use crate::view::Glyph;

/// The small knight's head that the chancellor and the archbishop wear over their own
/// base (the eye is drawn beside it).
const HEAD: &str = "M36.1 47.7h29.1c.6-14.6-1.7-28-11.8-35.3l-1.7-6.7-3.9 5c-5.6 1.7-10.6 6.2-14.6 12.3-2.2 3.9-1.7 6.7 1.7 7.3 3.4.6 5.6-1.7 9-3.4.6 4.5-3.9 8.4-7.3 12.3-2.8 2.8-4.5 5.6-.6 8.4z";

/// The hidden SVG holding the piece symbols; rendered once per page.
#[function_component(PieceDefs)]
pub fn piece_defs() -> Html {
    html! {
        <svg class="piece-defs" aria-hidden="true" focusable="false" width="0" height="0">
            <defs>
                // A hole (SH-1): hatched in the page's colour, a gap in the board that no
                // square looks like (colours from board.theme.css).
                <pattern id="hole-hatch" width="18" height="18" patternUnits="userSpaceOnUse"
                    patternTransform="rotate(45)">
                    <rect class="hole-bg" width="18" height="18" />
                    <line class="hole-line" x1="4" y1="0" x2="4" y2="18" />
                </pattern>
                // The glow under a king in check (colours from board.theme.css).
                <radialGradient id="check-glow">
                    <stop offset="0%" class="check-stop-in" />
                    <stop offset="55%" class="check-stop-mid" />
                    <stop offset="100%" class="check-stop-out" />
                </radialGradient>
                <symbol id="piece-k" viewBox="0 0 100 100">
                    <path d="M46 5h8v8h8v8h-8v9h-8v-9h-8v-8h8z" />
                    <path d="M50 33c-7 0-11 5-11 11-11-9-28-5-27 9 1 9 8 15 13 22h50c5-7 12-13 13-22 1-14-16-18-27-9 0-6-4-11-11-11z" />
                    <rect x="22" y="76" width="56" height="11" rx="4" />
                    <path class="detail" d="M50 44v30M27 66h46" />
                </symbol>
                <symbol id="piece-q" viewBox="0 0 100 100">
                    <path d="M25 73L14 31l20 21 -2-31 13 27 5-31 5 31 13-27-2 31 20-21-11 42z" />
                    <circle cx="14" cy="29" r="5" />
                    <circle cx="32" cy="20" r="5" />
                    <circle cx="50" cy="14" r="5" />
                    <circle cx="68" cy="20" r="5" />
                    <circle cx="86" cy="29" r="5" />
                    <rect x="20" y="75" width="60" height="12" rx="4" />
                    <path class="detail" d="M27 65h46" />
                </symbol>
                <symbol id="piece-r" viewBox="0 0 100 100">
                    <path d="M26 16h11v8h8v-8h10v8h8v-8h11v19l-9 7v26l7 7H28l7-7V42l-9-7z" />
                    <rect x="21" y="76" width="58" height="11" rx="3" />
                    <path class="detail" d="M35 42h30M35 68h30" />
                </symbol>
                <symbol id="piece-b" viewBox="0 0 100 100">
                    <circle cx="50" cy="12" r="6" />
                    <path d="M50 19c-15 12-22 25-17 40h34c5-15-2-28-17-40z" />
                    <path d="M33 61h34l-5 12H38z" />
                    <rect x="22" y="76" width="56" height="11" rx="4" />
                    <path class="detail" d="M50 30v18M42 39h16" />
                </symbol>
                <symbol id="piece-n" viewBox="0 0 100 100">
                    <path d="M27 87h52c1-26-3-50-21-63l-3-12-7 9c-10 3-19 11-26 22-4 7-3 12 3 13 6 1 10-3 16-6 1 8-7 15-13 22-5 5-8 10-1 15z" />
                    <circle class="eye" cx="45" cy="34" r="3.5" />
                    <path class="detail" d="M64 30c7 12 8 30 6 50" />
                </symbol>
                <symbol id="piece-p" viewBox="0 0 100 100">
                    <circle cx="50" cy="28" r="13" />
                    <path d="M37 43h26l-5 6c0 10 4 18 12 26H30c8-8 12-16 12-26z" />
                    <rect x="24" y="75" width="52" height="12" rx="4" />
                </symbol>
                <symbol id="piece-c" viewBox="0 0 100 100">
                    <path d={HEAD} />
                    <circle class="eye" cx="46.2" cy="18" r="2.4" />
                    <path d="M27 57V45h9v5h8v-5h12v5h8v-5h9v12z" />
                    <path d="M33 57h34l-3 17H36z" />
                    <rect x="22" y="76" width="56" height="11" rx="4" />
                    <path class="detail" d="M36 66h28" />
                </symbol>
                <symbol id="piece-a" viewBox="0 0 100 100">
                    <path d={HEAD} />
                    <circle class="eye" cx="46.2" cy="18" r="2.4" />
                    <path d="M50 45c-13 5-19 13-16 29h32c3-16-3-24-16-29z" />
                    <rect x="22" y="76" width="56" height="11" rx="4" />
                    <path class="detail" d="M50 53v15M43 60.5h14" />
                </symbol>
                // A wall (`wallingRule`): a block of stone filling the square, and the
                // duck of Duck Chess.
                <symbol id="wall-block" viewBox="0 0 100 100">
                    <rect class="wall-stone" x="6" y="6" width="88" height="88" rx="6" />
                    <path class="wall-joint" d="M6 35h88M6 65h88M38 6v29M66 35v30M38 65v29" />
                </symbol>
                <symbol id="wall-duck" viewBox="0 0 100 100">
                    <path class="duck-body" d="M22 58c0-9 8-14 18-13l10 1c-6-6-7-13-4-19 4-8 14-11 22-7 7 3 10 10 8 17l-3 6c8 1 14 5 16 12 2 12-9 22-27 22H44c-13 0-22-8-22-19z" />
                    <path class="duck-beak" d="M76 33l15 3-14 6z" />
                    <circle class="duck-eye" cx="64" cy="29" r="3.5" />
                    <path class="duck-wing" d="M38 62c8 8 22 9 32 2" />
                </symbol>
                <symbol id="piece-m" viewBox="0 0 100 100">
                    <circle cx="50" cy="52" r="32" />
                    <circle class="detail" cx="50" cy="52" r="20" />
                </symbol>
            </defs>
        </svg>
    }
}

/// The class of a piece drawn for `player`.
pub fn piece_class(player: Player) -> &'static str {
    match player.0 {
        0 => "piece white",
        1 => "piece black",
        _ => "piece third",
    }
}

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
    match glyph.symbol_id() {
        Some(id) => html! {
            <use href={format!("#{id}")} class={class} data-piece={data}
                x={x.to_string()} y={y.to_string()}
                width={size.to_string()} height={size.to_string()} />
        },
        None => {
            let text = match glyph {
                Glyph::Letter(c) => c.to_string(),
                _ => String::new(),
            };
            let c = size / 2;
            html! {
                <g class={classes!(class, "fairy")} data-piece={data}>
                    <circle cx={(x + c).to_string()} cy={(y + c).to_string()}
                        r={(size * 38 / 100).to_string()} />
                    <text class="fairy-letter" x={(x + c).to_string()} y={(y + c).to_string()}
                        font-size={(size * 42 / 100).to_string()}
                        text-anchor="middle" dominant-baseline="central">{text}</text>
                </g>
            }
        }
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
