//! Arnhem Chess's face: what the app shows of it. Its rules are the engine's
//! (`engine/src/variants/arnhem.rs`, `AR-…` in RULES.md).

use engine::{Settings, Variant};

use super::{Diagram, Face, Form};

/// The game.
pub const VARIANT: Variant = Variant::Arnhem;

/// What the app shows of Arnhem Chess.
pub static FACE: Face = Face {
    picture_settings: Some(picture_settings),
    form: Form::Deployment,
    ..Face::new(VARIANT, BLURB, REMINDER, DIAGRAMS)
};

/// The settings of its pictures and diagrams: the quick setup, so that the armies stand on
/// the board.
fn picture_settings() -> Settings {
    let mut s = Settings::new(VARIANT);
    s.arnhem.deployment = false;
    s
}

const BLURB: &str =
    "Hans Bodlaender, 1998. A bridge between two halves, parachutes and secret deployment.";

const REMINDER: &[&str] = &[
    "Deployment: each side secretly places its pieces on its back rank and its pawns \
     on the second rank or the four middle squares of the third; then Black may make \
     one change.",
    "c4 and d4 are the bridge. The chancellor moves as a rook or a knight. Pawns \
     (Berolina) move one step diagonally forward and capture straight ahead; they \
     promote on the last rank.",
    "A piece captured on the enemy's three ranks joins the capturer's tray and may be \
     dropped instead of a move (pawns only on your own ranks or the bridge). \
     Checkmate wins; stalemate draws.",
];

const DIAGRAMS: &[Diagram] = &[
    Diagram {
        fen: None,
        moves: "",
        pick: Some("b3"),
        caption: "The quick setup. The Berolina pawn on b3 steps diagonally forward \
         onto the bridge at c4 (a4 is not a square).",
    },
    Diagram {
        fen: Some("k5/1P4/6/**2**/6/6/5K[] w - - 0 1"),
        moves: "",
        pick: Some("b6"),
        caption: "A Berolina pawn on b6: it steps diagonally forward, and not onto \
         the king on a7, so c7 is its only move; there it must promote (to a \
         rook, bishop, knight, queen or chancellor).",
    },
];
