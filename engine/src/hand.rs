//! Hands (reserves): how many pieces of each kind a player may still drop.

use crate::{Kind, MAX_KINDS};

/// How many of a kind a hand holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Count {
    /// A finite number (at most [`Hand::MAX_COUNT`]).
    Finite(u8),
    /// As many as wanted (`K*` in FEN).
    Unlimited,
}

impl std::fmt::Display for Count {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Count::Finite(n) => write!(f, "{n}"),
            Count::Unlimited => f.write_str("∞"),
        }
    }
}

const UNLIMITED: u8 = u8::MAX;

/// The pieces one player holds in reserve, per kind.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Hand {
    counts: [u8; MAX_KINDS],
}

impl Hand {
    /// The largest finite count a hand can hold of one kind.
    pub const MAX_COUNT: u8 = UNLIMITED - 1;

    /// How many of `kind` the hand holds.
    #[inline]
    pub fn count(&self, kind: Kind) -> Count {
        match self.counts[kind.index()] {
            UNLIMITED => Count::Unlimited,
            n => Count::Finite(n),
        }
    }

    /// Whether at least one `kind` is in hand.
    #[inline]
    pub fn has(&self, kind: Kind) -> bool {
        self.counts[kind.index()] != 0
    }

    /// Sets the count of `kind` (a finite count above [`Hand::MAX_COUNT`] is capped).
    pub fn set(&mut self, kind: Kind, count: Count) {
        self.counts[kind.index()] = match count {
            Count::Unlimited => UNLIMITED,
            Count::Finite(n) => n.min(Self::MAX_COUNT),
        };
    }

    /// Adds one `kind`; false if the count is already at its maximum.
    pub fn add(&mut self, kind: Kind) -> bool {
        let c = &mut self.counts[kind.index()];
        match *c {
            UNLIMITED => true,
            n if n >= Self::MAX_COUNT => false,
            _ => {
                *c += 1;
                true
            }
        }
    }

    /// Takes one `kind` out of the hand (unlimited stays unlimited). Returns false, and
    /// changes nothing, when there is none.
    #[inline]
    pub fn take(&mut self, kind: Kind) -> bool {
        let c = &mut self.counts[kind.index()];
        match *c {
            0 => false,
            UNLIMITED => true,
            _ => {
                *c -= 1;
                true
            }
        }
    }

    /// Puts back one `kind` taken by [`Hand::take`].
    #[inline]
    pub fn put_back(&mut self, kind: Kind) {
        let c = &mut self.counts[kind.index()];
        if *c != UNLIMITED {
            *c += 1;
        }
    }

    /// Whether the hand is empty.
    pub fn is_empty(&self) -> bool {
        self.counts.iter().all(|&c| c == 0)
    }

    /// The kinds held, with their counts.
    pub fn iter(&self) -> impl Iterator<Item = (Kind, Count)> + '_ {
        (0..MAX_KINDS as u8)
            .map(Kind)
            .filter(|k| self.has(*k))
            .map(|k| (k, self.count(k)))
    }
}
