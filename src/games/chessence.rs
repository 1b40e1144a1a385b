//! Chessence's face: what the app shows of it. Its rules are the engine's
//! (`engine/src/variants/chessence.rs`, `CE-…` in RULES.md).

use engine::Variant;

use super::{Diagram, Face};

/// The game.
pub const VARIANT: Variant = Variant::Chessence;

/// What the app shows of Chessence.
pub static FACE: Face = Face::new(VARIANT, BLURB, RULES, REMINDER, DIAGRAMS);

const BLURB: &str =
    "Jim Winslow, 1989. Men move by their friendly neighbours, on a board with holes.";

const RULES: &[&str] = &[
    "The board has 6 files and 9 ranks with eight holes (a2 b3 d4 e5 b5 c6 e7 f8): \
     46 squares. White's king stands on f1 with six men around it; Black's king on \
     a9. Each side also holds three more men in its tray.",
    "Kings never move, never capture and attack nothing. Men have no moves of their \
     own: a man borrows powers from the friendly men near it. Orthogonally next to a \
     friendly man it moves as a rook; diagonally next to one, as a bishop; a \
     knight's move away from one, as a knight. The powers add up, and a man with no \
     friend near it cannot move. Enemy men and kings give no power.",
    "Men capture by taking the place of the enemy man. Captured men are gone for \
     good. Instead of moving, a player may drop a man from the tray on an empty \
     square among their own six starting squares.",
    "A king is in check when an enemy man, with its powers as they stand, could move \
     onto it. You may not leave your own king in check (powers are worked out again \
     after every move: taking a man's partner takes its power away).",
    "A player with no legal move or drop loses, whether in check or not. Threefold \
     repetition and fifty moves without a capture or drop are draws.",
];

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
