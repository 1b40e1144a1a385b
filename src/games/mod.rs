//! One descriptor per game, its **face**: everything the app shows of a game that is not a
//! rule. Its one line for the start page, its rules in short in our own words (the reminder
//! beside the board; in full, the rules page's paragraphs are `web/rules.txt`, read by
//! [`rules_text`]), the rules page's diagrams, its
//! players' seat names, which settings its new-game dialog asks, and its own panels beside
//! the board (Vimes' players and schedule, Nasty Neighbours' pieces help).
//!
//! A new game's UI is one file here: a [`Face`] and its entry in [`FACES`]. Its rules are
//! the engine's (`engine/src/variants/<game>.rs`); nothing here decides one. Outside this
//! folder the app never names a game: it asks the engine's rules, or the game's face.

use engine::{Position, Settings, Variant};
use yew::prelude::*;

pub mod arnhem;
pub mod chessence;
pub mod chessnim;
pub mod defined;
pub mod nasty_neighbours;
pub mod rules_text;
pub mod vimes;

/// One diagram: a position given by a FEN (or the start), then moves, maybe with a piece
/// picked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Diagram {
    /// The position to start from, as a FEN; `None` for the game's start.
    pub fen: Option<&'static str>,
    /// The moves from there, in coordinate form.
    pub moves: &'static str,
    /// What is picked: a square (`"d3"`) or a tray letter (`"Q"`), or nothing.
    pub pick: Option<&'static str>,
    /// What it shows.
    pub caption: &'static str,
}

/// Which settings a game's new-game dialog asks besides the seats.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Form {
    /// None: the game has one start.
    Plain,
    /// ChessNim's board size, holes and material.
    Nim,
    /// Arnhem's choice of secret deployment or the quick setup.
    Deployment,
    /// A definition text and the section to play ("Your own game").
    Definition,
}

/// What a game's panel beside the board is given.
pub struct PanelInput<'a> {
    /// The position on show.
    pub position: &'a Position,
    /// Whether the game takes input now (no pending choice, not looking back).
    pub live: bool,
    /// The player to move passes.
    pub on_pass: Callback<()>,
}

/// What the app shows of one game (see the module's text).
pub struct Face {
    /// The game.
    pub variant: Variant,
    /// One line about it and who invented it.
    pub blurb: &'static str,
    /// Its rules in short, beside the board.
    pub reminder: &'static [&'static str],
    /// The rules page's diagrams.
    pub diagrams: &'static [Diagram],
    /// The settings its pictures and diagrams start from, when not the game's defaults
    /// ([`Face::picture`]).
    pub picture_settings: Option<fn() -> Settings>,
    /// What its new-game dialog asks.
    pub form: Form,
    /// Seat `index`'s role after the player's name, of a game of `players` (Vimes:
    /// "Royalist"; the Republican's name is its role).
    pub seat_role: fn(usize, usize) -> Option<&'static str>,
    /// Its own panel beside the board, if any.
    pub panel: Option<fn(PanelInput<'_>) -> Html>,
    /// Its own help beside the rules reminder, if any.
    pub help: Option<fn() -> Html>,
}

impl Face {
    /// A face with the game's words and diagrams and nothing else of its own: pictures from
    /// its default settings, no settings to ask, no roles, no panel, no help.
    pub const fn new(
        variant: Variant,
        blurb: &'static str,
        reminder: &'static [&'static str],
        diagrams: &'static [Diagram],
    ) -> Face {
        Face {
            variant,
            blurb,
            reminder,
            diagrams,
            picture_settings: None,
            form: Form::Plain,
            seat_role: no_role,
            panel: None,
            help: None,
        }
    }

    /// The settings its pictures and diagrams start from.
    pub fn picture(&self) -> Settings {
        self.picture_settings
            .map_or_else(|| Settings::new(self.variant), |f| f())
    }

    /// The name of seat `index` of `players`: the player's name, with its role where the
    /// game has roles.
    pub fn seat_name(&self, index: usize, players: usize) -> String {
        let name = engine::Player(index as u8).title();
        match (self.seat_role)(index, players) {
            Some(role) => format!("{name} ({role})"),
            None => name.to_string(),
        }
    }
}

/// No roles: a seat is its player.
fn no_role(_: usize, _: usize) -> Option<&'static str> {
    None
}

/// In a game of three (Vimes' rules, built in or `x-players = 3`), White and Black are
/// Royalists; the Republican's name is its role.
fn royalists(index: usize, players: usize) -> Option<&'static str> {
    (players == 3 && index < 2).then_some("Royalist")
}

/// Every game's face: the five, in the start page's order, then "Your own game".
pub static FACES: [&Face; 6] = [
    &chessnim::FACE,
    &chessence::FACE,
    &arnhem::FACE,
    &nasty_neighbours::FACE,
    &vimes::FACE,
    &defined::FACE,
];

/// The face of `variant`.
pub fn face(variant: Variant) -> &'static Face {
    FACES
        .iter()
        .copied()
        .find(|f| f.variant == variant)
        .unwrap_or(&defined::FACE)
}

/// The five games the start page lists, in order ("Your own game" is apart).
pub fn listed() -> impl Iterator<Item = &'static Face> {
    FACES.iter().copied().filter(|f| f.variant != OWN)
}

/// "Your own game": a game defined by its definition text.
pub const OWN: Variant = defined::VARIANT;

/// The game the app offers first (the new-game dialog's default).
pub const FIRST: Variant = chessnim::VARIANT;

/// The listed game a name means (`chessnim`, `Nasty Neighbours`, …), as links, records and
/// the address bar write it.
pub fn named(name: &str) -> Option<Variant> {
    Variant::from_name(name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_has_one_face_and_every_face_one_game() {
        for v in Variant::ALL {
            assert_eq!(face(v).variant, v);
            assert!(!face(v).blurb.is_empty() && !rules_text::paragraphs(v).is_empty());
            assert!(!face(v).diagrams.is_empty(), "{v}: a diagram");
            assert!(!face(v).reminder.is_empty());
        }
        assert_eq!(face(OWN).variant, OWN);
        assert_eq!(listed().count(), Variant::ALL.len());
        assert_eq!(named("Nasty Neighbours"), Some(nasty_neighbours::VARIANT));
        assert_eq!(
            named("defined"),
            None,
            "the own game has no name of its own"
        );
    }

    #[test]
    fn seats_are_named_by_role_where_the_game_has_roles() {
        assert_eq!(face(vimes::VARIANT).seat_name(0, 3), "White (Royalist)");
        assert_eq!(
            face(vimes::VARIANT).seat_name(2, 3),
            "Republican",
            "its name is its role"
        );
        assert_eq!(face(chessnim::VARIANT).seat_name(1, 2), "Black");
        // A definition with x-players = 3 has Vimes' roles; one of two has none.
        assert_eq!(face(defined::VARIANT).seat_name(1, 3), "Black (Royalist)");
        assert_eq!(face(defined::VARIANT).seat_name(1, 2), "Black");
    }
}
