//! Chessence's face: what the app shows of it. Its rules are the engine's
//! (`engine/src/variants/chessence.rs`, `CE-…` in RULES.md).

use engine::Variant;

use super::{Diagram, Face};

/// The game.
pub const VARIANT: Variant = Variant::Chessence;

/// What the app shows of Chessence.
pub static FACE: Face = Face::new(VARIANT, BLURB, REMINDER, DIAGRAMS);

const BLURB: &str =
    "Jim Winslow, 1989. Men move by their friendly neighbours, on a board with holes.";

const REMINDER: &[&str] = &[
    "Men have no moves of their own: a man orthogonally next to a friendly man moves \
     as a rook, diagonally next to one as a bishop, a knight's move from one as a \
     knight. Powers add up; a man with no friend nearby cannot move.",
    "Instead of moving, drop a man from your tray on one of your six starting squares.",
    "Kings never move. A king is in check when an enemy man could reach it. \
     A player with no legal move loses: checkmate and stalemate alike.",
];

const DIAGRAMS: &[Diagram] = &[Diagram {
    fen: None,
    moves: "",
    pick: Some("d3"),
    caption: "The start. The man on d3 has friends beside it (d2, e3), diagonally \
     (e2) and a knight's move away (e1, f2): it moves as a rook, a bishop or \
     a knight. The dots are its moves; the hatched gaps are holes.",
}];
