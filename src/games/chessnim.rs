//! ChessNim's face: what the app shows of it. Its rules are the engine's
//! (`engine/src/variants/chessnim.rs`, `CN-…` in RULES.md).

use engine::{Settings, Variant};

use super::{Diagram, Face, Form};

/// The game.
pub const VARIANT: Variant = Variant::ChessNim;

/// What the app shows of ChessNim.
pub static FACE: Face = Face {
    picture_settings: Some(picture_settings),
    form: Form::Nim,
    ..Face::new(VARIANT, BLURB, REMINDER, DIAGRAMS)
};

/// The settings of its pictures and diagrams: kings only (the rule book's reference game).
fn picture_settings() -> Settings {
    let mut s = Settings::new(VARIANT);
    s.chessnim.material = engine::ChessNimSettings::kings_only_material();
    s
}

const BLURB: &str = "Alfred Pfeiffer, 1998. Drop pieces in turn; every drop must leave \
                     fewer free squares. Whoever takes the last free square wins.";

const REMINDER: &[&str] = &[
    "Drop a piece from your tray on an empty square; nothing ever moves.",
    "Every drop must leave fewer free squares (empty and attacked by nobody).",
    "Whoever takes the last free square wins; a player with no legal drop loses.",
];

const DIAGRAMS: &[Diagram] = &[
    Diagram {
        fen: None,
        moves: "K@b7 K@e7",
        pick: None,
        caption: "After 1. K@b7 K@e7: the green squares are free (empty and attacked \
         by nobody). The next drop must leave fewer of them.",
    },
    Diagram {
        fen: None,
        moves: "K@b7 K@e7 K@g7 K@g4 K@d4 K@b4 K@b2 K@c3 K@f3 K@f1",
        pick: Some("K"),
        caption: "Later in the same game (kings only), three squares are still \
             free. White has picked a king: the dots are the only drops that \
             leave fewer free squares. (The game went on 6. K@d2 K@h2, and Black won.)",
    },
];
