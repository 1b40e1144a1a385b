//! "Your own game"'s face: what the app shows of it. Its rules are the engine's
//! (`engine/src/variants/defined.rs`, the definition's keys).

use engine::Variant;
use yew::Html;

use super::{Diagram, Face, Form, PanelInput};

/// The game.
pub const VARIANT: Variant = Variant::Defined;

/// What the app shows of "Your own game".
pub static FACE: Face = Face {
    form: Form::Definition,
    seat_role: super::royalists,
    panel: Some(panel),
    ..Face::new(VARIANT, BLURB, REMINDER, DIAGRAMS)
};

const BLURB: &str = "Write any chess-like game in Fairy-Stockfish's variants.ini keys \
                     (board, Betza pieces, drops, promotion, how it is won) and play it.";

const REMINDER: &[&str] = &[
    "A game defined by its definition text: the pieces move as their Betza strings \
     say, and the game ends as its keys say.",
];

const DIAGRAMS: &[Diagram] = &[];

/// A definition with `x-players = 3` shows Vimes' panel (the three players, the schedule
/// and Pass); a game of two shows none.
fn panel(input: PanelInput<'_>) -> Html {
    match super::vimes::FACE.panel {
        Some(three) if input.position.rules().player_count() == 3 => three(input),
        _ => Html::default(),
    }
}
