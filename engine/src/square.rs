//! Squares, files and ranks on boards of up to 16×16.
//!
//! A [`Square`] is an index `rank * 16 + file`, whatever the board's real width, so that
//! one square numbering (and one 256-bit [`crate::SquareSet`]) serves every board size.

use std::fmt;

/// The largest number of files or ranks a board may have (`CN-1`).
pub const MAX_SIDE: u8 = 16;

/// A square of a board of up to 16×16: `rank * 16 + file`, both counted from 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Square(pub u8);

impl Square {
    /// The square on `file` (0 = a) and `rank` (0 = rank 1). Both must be below 16.
    #[inline]
    pub const fn new(file: u8, rank: u8) -> Square {
        debug_assert!(file < MAX_SIDE && rank < MAX_SIDE);
        Square(rank * MAX_SIDE + file)
    }

    /// The file, 0 for `a`.
    #[inline]
    pub const fn file(self) -> u8 {
        self.0 % MAX_SIDE
    }

    /// The rank, 0 for rank 1.
    #[inline]
    pub const fn rank(self) -> u8 {
        self.0 / MAX_SIDE
    }

    /// The index into 256-entry arrays.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The square `df` files and `dr` ranks away, if it lies within `width × height`.
    #[inline]
    pub fn offset(self, df: i32, dr: i32, width: u8, height: u8) -> Option<Square> {
        let f = self.file() as i32 + df;
        let r = self.rank() as i32 + dr;
        if f < 0 || r < 0 || f >= width as i32 || r >= height as i32 {
            None
        } else {
            Some(Square::new(f as u8, r as u8))
        }
    }

    /// Parses a coordinate such as `e4` or `p16` at the start of `s`; returns the square and
    /// the number of bytes read. Files `a..p`, ranks `1..16`.
    pub fn parse_prefix(s: &str) -> Option<(Square, usize)> {
        let b = s.as_bytes();
        let f = *b.first()?;
        if !(b'a'..=b'p').contains(&f) {
            return None;
        }
        let mut n = 1;
        let mut rank: u32 = 0;
        while n < b.len() && b[n].is_ascii_digit() && n <= 2 {
            rank = rank * 10 + (b[n] - b'0') as u32;
            n += 1;
        }
        if n == 1 || rank == 0 || rank > MAX_SIDE as u32 || (n == 3 && b[1] == b'0') {
            return None;
        }
        Some((Square::new(f - b'a', rank as u8 - 1), n))
    }
}

impl std::str::FromStr for Square {
    type Err = String;

    fn from_str(s: &str) -> Result<Square, String> {
        match Square::parse_prefix(s) {
            Some((sq, n)) if n == s.len() => Ok(sq),
            _ => Err(format!("'{s}' is not a square (files a-p, ranks 1-16)")),
        }
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file()) as char, self.rank() + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_and_print() {
        for s in ["a1", "e4", "h8", "p16", "a10", "c12"] {
            let sq: Square = s.parse().unwrap();
            assert_eq!(sq.to_string(), s);
        }
        for s in ["", "a", "a0", "q1", "a17", "a01", "e4x", "4e"] {
            assert!(s.parse::<Square>().is_err(), "{s}");
        }
    }
}
