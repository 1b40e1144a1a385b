//! Pieces as data: a kind is a letter, a name and a Betza string (`SH-2`).

use crate::betza::{self, Betza, BetzaError};
use crate::Player;

/// The most piece kinds one game may define.
pub const MAX_KINDS: usize = 16;

/// Index of a piece kind in its game's [`crate::Rules`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Kind(pub u8);

impl Kind {
    /// The index into per-kind arrays.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

/// A piece standing on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    /// Whose piece it is (its colour).
    pub player: Player,
    /// What kind of piece.
    pub kind: Kind,
    /// Whether it is promoted, and from what (`~` or `+X` in FEN).
    pub promoted: Promoted,
}

impl Piece {
    /// An unpromoted piece.
    pub const fn new(player: Player, kind: Kind) -> Piece {
        Piece {
            player,
            kind,
            promoted: Promoted::NO,
        }
    }

    /// Whether the piece is promoted (`~` or `+X` in FEN).
    #[inline]
    pub const fn is_promoted(&self) -> bool {
        self.promoted.is_promoted()
    }
}

/// Whether a piece is promoted, and from what: not at all; a promoted pawn (`~` in a FEN:
/// it goes back to a hand as the game's pawn); or promoted from a kind (`+X`, shogi's
/// promotion by `promotedPieceType`: captured, it goes to the hand as that kind, and with
/// `pieceDemotion` it may turn back into it). One byte that is never zero, so that a
/// square of the board stays three bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Promoted(std::num::NonZeroU8);

impl Promoted {
    /// Not promoted.
    pub const NO: Promoted = Promoted(std::num::NonZeroU8::MIN);
    /// A promoted pawn (`~`).
    pub const YES: Promoted = Promoted(match std::num::NonZeroU8::new(2) {
        Some(n) => n,
        None => std::num::NonZeroU8::MIN,
    });

    /// Promoted from the kind `k` (`+X`).
    pub const fn from_kind(k: Kind) -> Promoted {
        match std::num::NonZeroU8::new(3 + k.0) {
            Some(n) => Promoted(n),
            None => Promoted::YES,
        }
    }

    /// `~` when `promoted`, else not promoted.
    pub const fn pawn(promoted: bool) -> Promoted {
        if promoted {
            Promoted::YES
        } else {
            Promoted::NO
        }
    }

    /// A number for it: 0 not promoted, 1 a promoted pawn (`~`), 2 + k promoted from kind k.
    #[inline]
    pub const fn code(self) -> u8 {
        self.0.get() - 1
    }

    /// Whether promoted at all.
    #[inline]
    pub const fn is_promoted(self) -> bool {
        self.0.get() != 1
    }

    /// The kind it was promoted from (`+X`), if it says one.
    #[inline]
    pub const fn base(self) -> Option<Kind> {
        match self.0.get() {
            0..=2 => None,
            n => Some(Kind(n - 3)),
        }
    }
}

/// The definition of a kind of piece.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PieceKind {
    /// Upper-case FEN letter (`K`, `Q`, … or any letter for a fairy piece).
    pub letter: char,
    /// A readable name ("knight").
    pub name: String,
    /// The Betza string it was defined by.
    pub betza: String,
    /// The parsed movement.
    pub movement: Betza,
    /// Whether it is a pawn for the rules that speak of pawns (drop zones, promotion).
    pub is_pawn: bool,
    /// Whether it is royal (a king that can be checked). ChessNim kings are not (`CN-2`).
    pub is_royal: bool,
}

/// Why a piece definition was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PieceDefError {
    /// The letter is not an ASCII letter.
    BadLetter(char),
    /// The Betza string does not parse.
    Betza {
        /// The piece's letter.
        letter: char,
        /// What the parser said.
        error: BetzaError,
    },
}

impl std::fmt::Display for PieceDefError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PieceDefError::BadLetter(c) => write!(f, "'{c}' cannot name a piece: use a letter a-z"),
            PieceDefError::Betza { letter, error } => write!(f, "piece {letter}: {error}"),
        }
    }
}

impl std::error::Error for PieceDefError {}

impl PieceKind {
    /// Defines a piece from its letter, name and Betza string.
    pub fn new(letter: char, name: &str, betza_str: &str) -> Result<PieceKind, PieceDefError> {
        if !letter.is_ascii_alphabetic() {
            return Err(PieceDefError::BadLetter(letter));
        }
        let movement = betza::parse(betza_str).map_err(|error| PieceDefError::Betza {
            letter: letter.to_ascii_uppercase(),
            error,
        })?;
        Ok(PieceKind {
            letter: letter.to_ascii_uppercase(),
            name: name.to_string(),
            betza: betza_str.to_string(),
            movement,
            is_pawn: false,
            is_royal: false,
        })
    }

    /// A piece that never moves and attacks nothing (Chessence's kings, `CE-3`).
    pub fn immobile(letter: char, name: &str) -> Result<PieceKind, PieceDefError> {
        if !letter.is_ascii_alphabetic() {
            return Err(PieceDefError::BadLetter(letter));
        }
        Ok(PieceKind {
            letter: letter.to_ascii_uppercase(),
            name: name.to_string(),
            betza: String::new(),
            movement: Betza {
                components: Vec::new(),
                castling: None,
            },
            is_pawn: false,
            is_royal: false,
        })
    }

    /// Marks the kind as a pawn.
    pub fn pawn(mut self) -> PieceKind {
        self.is_pawn = true;
        self
    }

    /// Marks the kind as royal.
    pub fn royal(mut self) -> PieceKind {
        self.is_royal = true;
        self
    }
}

/// The Betza strings of the orthodox six.
pub mod orthodox {
    /// King: one step any way.
    pub const KING: &str = "K";
    /// Queen.
    pub const QUEEN: &str = "Q";
    /// Rook.
    pub const ROOK: &str = "R";
    /// Bishop.
    pub const BISHOP: &str = "B";
    /// Knight.
    pub const KNIGHT: &str = "N";
    /// Pawn: one step forward to move, diagonally forward to capture, a double first step.
    pub const PAWN: &str = "fmWfcFifmnD";
}

/// The orthodox six (K Q R B N P), none of them royal; games mark royalty themselves.
pub fn orthodox_kinds() -> Vec<PieceKind> {
    use orthodox::*;
    let def = |l, n, b| PieceKind::new(l, n, b).expect("orthodox Betza strings parse");
    vec![
        def('K', "king", KING),
        def('Q', "queen", QUEEN),
        def('R', "rook", ROOK),
        def('B', "bishop", BISHOP),
        def('N', "knight", KNIGHT),
        def('P', "pawn", PAWN).pawn(),
    ]
}
