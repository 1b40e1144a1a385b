//! Board geometry as data: a width, a height and a set of holes (`SH-1`, `CN-1`).

use crate::{Square, SquareSet, MAX_SIDE};
use std::fmt;

/// The shape of a board: `width × height` (each 1..=16) less a set of holes.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Geometry {
    width: u8,
    height: u8,
    holes: SquareSet,
    playable: SquareSet,
}

/// Why a board shape was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GeometryError {
    /// Width or height outside `1..=16`.
    BadSize {
        /// The width asked for.
        width: u32,
        /// The height asked for.
        height: u32,
    },
    /// A hole lies outside the board.
    HoleOffBoard(Square),
    /// Every square is a hole.
    NoSquares,
}

impl fmt::Display for GeometryError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GeometryError::BadSize { width, height } => write!(
                f,
                "a board of {width}×{height} is not possible: width and height must be 1 to {MAX_SIDE}"
            ),
            GeometryError::HoleOffBoard(sq) => write!(f, "hole {sq} is outside the board"),
            GeometryError::NoSquares => write!(f, "every square is a hole: the board has no square to play on"),
        }
    }
}

impl std::error::Error for GeometryError {}

impl Geometry {
    /// A board of `width × height` with the given holes.
    pub fn new(width: u32, height: u32, holes: SquareSet) -> Result<Geometry, GeometryError> {
        if !(1..=MAX_SIDE as u32).contains(&width) || !(1..=MAX_SIDE as u32).contains(&height) {
            return Err(GeometryError::BadSize { width, height });
        }
        let (w, h) = (width as u8, height as u8);
        let mut all = SquareSet::EMPTY;
        for r in 0..h {
            for f in 0..w {
                all.insert(Square::new(f, r));
            }
        }
        if let Some(off) = (holes - all).first() {
            return Err(GeometryError::HoleOffBoard(off));
        }
        let playable = all - holes;
        if playable.is_empty() {
            return Err(GeometryError::NoSquares);
        }
        Ok(Geometry {
            width: w,
            height: h,
            holes,
            playable,
        })
    }

    /// Files, 1..=16.
    #[inline]
    pub fn width(&self) -> u8 {
        self.width
    }

    /// Ranks, 1..=16.
    #[inline]
    pub fn height(&self) -> u8 {
        self.height
    }

    /// The holes.
    #[inline]
    pub fn holes(&self) -> SquareSet {
        self.holes
    }

    /// Every square a piece may stand on (on the board and not a hole).
    #[inline]
    pub fn playable(&self) -> SquareSet {
        self.playable
    }

    /// Whether `sq` is inside the rectangle (a hole or not).
    #[inline]
    pub fn contains(&self, sq: Square) -> bool {
        sq.file() < self.width && sq.rank() < self.height
    }

    /// Whether `sq` is a hole (`SH-1`).
    #[inline]
    pub fn is_hole(&self, sq: Square) -> bool {
        self.holes.contains(sq)
    }

    /// Whether a piece may stand on `sq`.
    #[inline]
    pub fn is_playable(&self, sq: Square) -> bool {
        self.playable.contains(sq)
    }

    /// The squares of the rectangle, rank 1 first, file a first.
    pub fn squares(&self) -> impl Iterator<Item = Square> + '_ {
        (0..self.height).flat_map(move |r| (0..self.width).map(move |f| Square::new(f, r)))
    }

    /// The rank index (0-based) that is `player`'s `n`-th rank counted from its own side
    /// (n = 0 is its first rank) in a two-sided game: White counts from rank 1, Black from
    /// the top.
    #[inline]
    pub fn relative_rank(&self, white_side: bool, n: u8) -> u8 {
        if white_side {
            n
        } else {
            self.height - 1 - n
        }
    }
}
