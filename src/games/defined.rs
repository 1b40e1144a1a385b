//! "Your own game"'s face: what the app shows of it. Its rules are the engine's
//! (`engine/src/variants/defined.rs`, the definition's keys).

use engine::Variant;

use super::{Diagram, Face, Form};

/// The game.
pub const VARIANT: Variant = Variant::Defined;

/// What the app shows of "Your own game".
pub static FACE: Face = Face {
    variant: VARIANT,
    blurb: BLURB,
    rules: RULES,
    reminder: REMINDER,
    diagrams: DIAGRAMS,
    picture_settings: || super::default_settings(VARIANT),
    form: Form::Definition,
    seat_role: super::no_role,
    panel: None,
    help: None,
};

const BLURB: &str = "Write any chess-like game in Fairy-Stockfish's variants.ini keys \
                     (board, Betza pieces, drops, promotion, how it is won) and play it.";

const RULES: &[&str] = &[
    "A game defined by its definition text, in Fairy-Stockfish's variants.ini keys: \
     the pieces move as their Betza strings say, and the game ends as its keys say.",
];

const REMINDER: &[&str] = &[
    "A game defined by its definition text: the pieces move as their Betza strings \
     say, and the game ends as its keys say.",
];

const DIAGRAMS: &[Diagram] = &[];
