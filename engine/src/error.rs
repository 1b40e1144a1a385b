//! Errors of positions and moves, with lowercase messages for players.

use crate::{GeometryError, ParseFenError, PieceDefError, Square, Variant};
use std::fmt;

/// Why a setup is not a position of the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// The FEN does not spell right.
    Fen(ParseFenError),
    /// The board shape is impossible.
    Geometry(GeometryError),
    /// A piece definition is wrong.
    Piece(PieceDefError),
    /// A letter that names no piece of the game.
    UnknownPiece(char),
    /// A side to move the game does not have.
    BadTurn(char),
    /// Something else the game's rules forbid, said in words.
    Invalid(String),
    /// The game cannot be played by this engine yet.
    Unsupported(Variant),
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::Fen(e) => e.fmt(f),
            PositionError::Geometry(e) => e.fmt(f),
            PositionError::Piece(e) => e.fmt(f),
            PositionError::UnknownPiece(c) => write!(f, "this game has no piece '{c}'"),
            PositionError::BadTurn(c) => {
                write!(f, "side to move '{c}' is not one of this game's players")
            }
            PositionError::Invalid(s) => f.write_str(s),
            PositionError::Unsupported(v) => write!(f, "{} is not playable yet", v.title()),
        }
    }
}

impl std::error::Error for PositionError {}

impl From<ParseFenError> for PositionError {
    fn from(e: ParseFenError) -> Self {
        PositionError::Fen(e)
    }
}

impl From<GeometryError> for PositionError {
    fn from(e: GeometryError) -> Self {
        PositionError::Geometry(e)
    }
}

impl From<PieceDefError> for PositionError {
    fn from(e: PieceDefError) -> Self {
        PositionError::Piece(e)
    }
}

/// Why a move was refused. The messages are short enough to show beside the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayError {
    /// The game is over.
    GameOver,
    /// The square is outside the board.
    OffBoard(Square),
    /// The square is a hole (`SH-1`).
    Hole(Square),
    /// A drop onto an occupied square (`CN-3`).
    Occupied(Square),
    /// The mover has none of that piece in hand.
    NotInHand(String),
    /// In ChessNim nothing moves: only drops (`CN-3`).
    DropsOnly,
    /// A ChessNim drop that does not reduce the free squares (`CN-6`).
    FreeNotReduced {
        /// Free squares before the drop.
        before: u32,
        /// Free squares it would leave.
        after: u32,
    },
    /// A pawn drop on the last rank while the `CN-8` setting forbids it.
    PawnOnLastRank,
    /// Any other illegal move, said in words.
    Illegal(String),
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::GameOver => f.write_str("the game is over"),
            PlayError::OffBoard(s) => write!(f, "{s} is not on the board"),
            PlayError::Hole(s) => write!(f, "{s} is a hole"),
            PlayError::Occupied(s) => write!(f, "{s} is occupied"),
            PlayError::NotInHand(what) => write!(f, "no {what} left in hand"),
            PlayError::DropsOnly => {
                f.write_str("pieces are only dropped in this game; nothing moves")
            }
            PlayError::FreeNotReduced { before, after } => write!(
                f,
                "a drop must leave fewer free squares: {before} before, {after} after"
            ),
            PlayError::PawnOnLastRank => {
                f.write_str("pawns may not be dropped on the last rank (setting)")
            }
            PlayError::Illegal(s) => f.write_str(s),
        }
    }
}

impl std::error::Error for PlayError {}
