//! [`SquareSet`]: a 256-bit set of squares (one bit per [`Square`]).

use crate::Square;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, Not, Sub};

/// A set of squares of a board up to 16×16, as four 64-bit words.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct SquareSet(pub [u64; 4]);

impl SquareSet {
    /// The empty set.
    pub const EMPTY: SquareSet = SquareSet([0; 4]);
    /// Every one of the 256 squares.
    pub const FULL: SquareSet = SquareSet([u64::MAX; 4]);

    /// The set holding only `sq`.
    #[inline]
    pub const fn from_square(sq: Square) -> SquareSet {
        let mut w = [0u64; 4];
        w[(sq.0 >> 6) as usize] = 1u64 << (sq.0 & 63);
        SquareSet(w)
    }

    /// Whether `sq` is in the set.
    #[inline]
    pub const fn contains(&self, sq: Square) -> bool {
        self.0[(sq.0 >> 6) as usize] >> (sq.0 & 63) & 1 != 0
    }

    /// Adds `sq`.
    #[inline]
    pub const fn insert(&mut self, sq: Square) {
        self.0[(sq.0 >> 6) as usize] |= 1u64 << (sq.0 & 63);
    }

    /// Removes `sq`.
    #[inline]
    pub fn remove(&mut self, sq: Square) {
        self.0[(sq.0 >> 6) as usize] &= !(1u64 << (sq.0 & 63));
    }

    /// Adds `sq` when `on`, removes it otherwise.
    #[inline]
    pub fn set(&mut self, sq: Square, on: bool) {
        if on {
            self.insert(sq)
        } else {
            self.remove(sq)
        }
    }

    /// The number of squares in the set.
    #[inline]
    pub const fn count(&self) -> u32 {
        self.0[0].count_ones()
            + self.0[1].count_ones()
            + self.0[2].count_ones()
            + self.0[3].count_ones()
    }

    /// Whether the set is empty.
    #[inline]
    pub const fn is_empty(&self) -> bool {
        (self.0[0] | self.0[1] | self.0[2] | self.0[3]) == 0
    }

    /// Whether the two sets share a square.
    #[inline]
    pub fn intersects(&self, other: SquareSet) -> bool {
        !(*self & other).is_empty()
    }

    /// The lowest square of the set, if any.
    #[inline]
    pub fn first(&self) -> Option<Square> {
        for (i, w) in self.0.iter().enumerate() {
            if *w != 0 {
                return Some(Square((i as u32 * 64 + w.trailing_zeros()) as u8));
            }
        }
        None
    }

    /// The squares in increasing order.
    #[inline]
    pub fn iter(&self) -> SquareSetIter {
        SquareSetIter(*self)
    }
}

impl std::fmt::Debug for SquareSet {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_set()
            .entries(self.iter().map(|s| s.to_string()))
            .finish()
    }
}

/// Iterator over a [`SquareSet`], lowest square first.
pub struct SquareSetIter(SquareSet);

impl Iterator for SquareSetIter {
    type Item = Square;

    #[inline]
    fn next(&mut self) -> Option<Square> {
        for i in 0..4 {
            let w = self.0 .0[i];
            if w != 0 {
                self.0 .0[i] = w & (w - 1);
                return Some(Square((i as u32 * 64 + w.trailing_zeros()) as u8));
            }
        }
        None
    }
}

impl IntoIterator for SquareSet {
    type Item = Square;
    type IntoIter = SquareSetIter;
    fn into_iter(self) -> SquareSetIter {
        self.iter()
    }
}

impl FromIterator<Square> for SquareSet {
    fn from_iter<I: IntoIterator<Item = Square>>(iter: I) -> SquareSet {
        let mut s = SquareSet::EMPTY;
        for sq in iter {
            s.insert(sq);
        }
        s
    }
}

macro_rules! binop {
    ($tr:ident, $f:ident, $op:tt) => {
        impl $tr for SquareSet {
            type Output = SquareSet;
            #[inline]
            fn $f(self, o: SquareSet) -> SquareSet {
                SquareSet([self.0[0] $op o.0[0], self.0[1] $op o.0[1], self.0[2] $op o.0[2], self.0[3] $op o.0[3]])
            }
        }
    };
}
binop!(BitAnd, bitand, &);
binop!(BitOr, bitor, |);
binop!(BitXor, bitxor, ^);

impl Sub for SquareSet {
    type Output = SquareSet;
    #[inline]
    fn sub(self, o: SquareSet) -> SquareSet {
        self & !o
    }
}

impl Not for SquareSet {
    type Output = SquareSet;
    #[inline]
    fn not(self) -> SquareSet {
        SquareSet([!self.0[0], !self.0[1], !self.0[2], !self.0[3]])
    }
}

impl BitOrAssign for SquareSet {
    #[inline]
    fn bitor_assign(&mut self, o: SquareSet) {
        *self = *self | o;
    }
}

impl BitAndAssign for SquareSet {
    #[inline]
    fn bitand_assign(&mut self, o: SquareSet) {
        *self = *self & o;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn set_operations() {
        let a: SquareSet = [Square(0), Square(70), Square(255)].into_iter().collect();
        assert_eq!(a.count(), 3);
        assert!(a.contains(Square(70)));
        assert!(!a.contains(Square(71)));
        assert_eq!(
            a.iter().collect::<Vec<_>>(),
            vec![Square(0), Square(70), Square(255)]
        );
        assert_eq!((a - SquareSet::from_square(Square(70))).count(), 2);
        assert_eq!(a.first(), Some(Square(0)));
        assert!(SquareSet::EMPTY.first().is_none());
    }
}
