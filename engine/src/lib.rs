//! The Variantarium engine: boards of up to 16×16 with holes, pieces defined in Betza
//! notation, any number of players, FEN, moves, perft, and the rules of five chess
//! variants (ChessNim, Chessence, Arnhem Chess, Nasty Neighbours, Vimes Chess).
//!
//! Rule ids such as `CN-6` refer to the project's rule book; each game's special rules live
//! in one file under `variants/`. This crate has no web dependency.

#![warn(missing_docs)]

pub mod bench;
pub mod betza;
mod board_marks;
mod board_questions;
mod counters;
/// Variants as data: Fairy-Stockfish's `variants.ini` format read into checked definitions,
/// played as [`Variant::Defined`] games.
pub mod definition;
mod error;
pub mod fen;
mod game;
mod geometry;
mod hand;
mod hand_move;
pub mod link;
mod m;
pub mod notation;
pub mod options;
pub mod perft;
mod piece;
mod piece_reach;
mod player;
mod position;
#[cfg(test)]
mod random_games;
pub mod record;
mod royal;
mod rules;
pub mod search;
mod square;
mod squareset;
pub mod tables;
pub mod variants;
mod wide;

pub use board_marks::BoardMarks;
pub use counters::Counter;
pub use error::{PlayError, PositionError};
pub use fen::{ParseFenError, Setup};
pub use game::Game;
pub use geometry::{Geometry, GeometryError};
pub use hand::{Count, Hand};
pub use hand_move::{hand_step, narrow, wall_squares, HandStep};
pub use m::{Move, MoveList, ParseMoveError};
pub use piece::{
    orthodox, orthodox_kinds, Kind, Piece, PieceDefError, PieceKind, Promoted, MAX_KINDS,
};
pub use piece_reach::Reach;
pub use player::{ByPlayer, Player, MAX_PLAYERS};
pub use position::{EndReason, Outcome, Phase, Position};
pub use rules::{Rules, Settings, Variant};
pub use square::{Square, MAX_SIDE};
pub use squareset::{SquareSet, SquareSetIter};
pub use tables::MoveTables;
pub use variants::arnhem::ArnhemSettings;
pub use variants::chessnim::ChessNimSettings;
