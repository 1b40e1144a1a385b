//! Nasty Neighbours's face: what the app shows of it. Its rules are the engine's
//! (`engine/src/variants/nasty_neighbours.rs`, `NN-…` in RULES.md).

use engine::Variant;
use yew::prelude::*;

use super::{Diagram, Face};
use crate::components::nn_help::PiecesHelpButton;

/// The game.
pub const VARIANT: Variant = Variant::NastyNeighbours;

/// What the app shows of Nasty Neighbours.
pub static FACE: Face = Face {
    help: Some(help),
    ..Face::new(VARIANT, BLURB, REMINDER, DIAGRAMS)
};

/// The pieces help's button (`components/nn_help.rs`): NN's pieces move unlike chess's.
fn help() -> Html {
    html! { <PiecesHelpButton /> }
}

const BLURB: &str = "Gerd Degens, 2024. Conquer style: nothing ever leaves the board.";

const REMINDER: &[&str] = &[
    "9×8, both home ranks mixed. Pawns step straight forward and capture straight \
     ahead, also two squares ahead over an empty square. Rooks, bishops and queens \
     go 2, 4, 6 … squares over empty squares; knights make one or two knight's \
     leaps; the king castles three squares.",
    "A capture conquers: the captured piece changes sides and is put where the \
     capturer came from (ringed on the board). Nothing leaves the board.",
    "Checkmate wins; the stalemated player loses, and so does a player left with \
     only the king.",
];

const DIAGRAMS: &[Diagram] = &[Diagram {
    fen: None,
    moves: "",
    pick: Some("h8"),
    caption: "The start. White's knight stands on h8, among Black's pieces; it leaps \
     once or twice in the same direction: to g6, i6 or, over the empty g6, \
     on to f4.",
}];
