//! The transposition table of the alpha-beta search: a fixed number of two-entry buckets
//! indexed by the Zobrist key, each entry holding a bound on the score, the depth it was
//! searched to and the best move found. A table may be kept from one search to the next
//! ([`super::SearchMemory`]); an entry of an earlier search gives way to a new one
//! whatever its depth.

use super::{MATE, MAX_PLY};
use crate::Move;

/// What the stored score says about the true score.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Bound {
    /// The score is exact.
    Exact,
    /// The true score is at least this (a beta cutoff).
    Lower,
    /// The true score is at most this (no move reached alpha).
    Upper,
}

impl Bound {
    /// What a node's `best` score says of its value, searched in a window from `alpha` to
    /// `beta`: at least `best` when it reached `beta`, at most when it stayed at or below
    /// `alpha`, else exactly `best`.
    pub(crate) fn of(best: i32, alpha: i32, beta: i32) -> Bound {
        if best >= beta {
            Bound::Lower
        } else if best > alpha {
            Bound::Exact
        } else {
            Bound::Upper
        }
    }
}

/// One stored result.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Entry {
    pub key: u64,
    pub mv: Option<Move>,
    pub score: i32,
    pub depth: i16,
    pub bound: Bound,
    /// The search that stored it ([`Table::new_search`]).
    pub age: u8,
}

const EMPTY: Entry = Entry {
    key: 0,
    mv: None,
    score: 0,
    depth: -1,
    bound: Bound::Upper,
    age: 0,
};

/// The table: `2^bits` entries in buckets of two (one kept by depth, one always replaced).
pub(crate) struct Table {
    entries: Vec<Entry>,
    mask: usize,
    /// The current search's number (it wraps).
    age: u8,
}

impl Table {
    /// A table of `2^bits` entries (at least 2).
    pub(crate) fn new(bits: u8) -> Table {
        let n = 1usize << bits.clamp(1, 30);
        Table {
            entries: vec![EMPTY; n],
            mask: (n - 1) & !1,
            age: 0,
        }
    }

    /// The number of entries the table holds.
    pub(crate) fn len(&self) -> usize {
        self.entries.len()
    }

    /// Starts a new search on the same table: what the earlier ones stored stays to be
    /// read, but gives way to anything the new one stores.
    pub(crate) fn new_search(&mut self) {
        self.age = self.age.wrapping_add(1);
    }

    /// The entry stored for `key`, if any.
    pub(crate) fn probe(&self, key: u64) -> Option<Entry> {
        let i = key as usize & self.mask;
        self.entries[i..i + 2]
            .iter()
            .find(|e| e.key == key && e.depth >= 0)
            .copied()
    }

    /// Stores a result; `score` is relative to the node, mate scores are made relative to
    /// the node by `ply` (see [`to_tt`]).
    pub(crate) fn store(
        &mut self,
        key: u64,
        depth: i32,
        score: i32,
        bound: Bound,
        mv: Option<Move>,
    ) {
        let i = key as usize & self.mask;
        let depth = depth.clamp(0, i16::MAX as i32) as i16;
        let age = self.age;
        let new = |old_mv: Option<Move>| Entry {
            key,
            mv: mv.or(old_mv),
            score,
            depth,
            bound,
            age,
        };
        let stale = self.entries[i].age != age;
        if self.entries[i].key == key {
            if depth >= self.entries[i].depth || bound == Bound::Exact || stale {
                self.entries[i] = new(self.entries[i].mv);
            }
            return;
        }
        if self.entries[i + 1].key == key {
            self.entries[i + 1] = new(self.entries[i + 1].mv);
            return;
        }
        if depth >= self.entries[i].depth || stale {
            // The deeper result (or any result of this search, over an earlier search's)
            // moves to the depth slot; the old one to the other.
            self.entries[i + 1] = self.entries[i];
            self.entries[i] = new(None);
        } else {
            self.entries[i + 1] = new(None);
        }
    }
}

/// A score as stored: mate scores count plies from the node instead of from the root.
pub(crate) fn to_tt(score: i32, ply: usize) -> i32 {
    if score > MATE - MAX_PLY as i32 * 2 {
        score + ply as i32
    } else if score < -MATE + MAX_PLY as i32 * 2 {
        score - ply as i32
    } else {
        score
    }
}

/// A stored score read back at `ply`.
pub(crate) fn from_tt(score: i32, ply: usize) -> i32 {
    if score > MATE - MAX_PLY as i32 * 2 {
        score - ply as i32
    } else if score < -MATE + MAX_PLY as i32 * 2 {
        score + ply as i32
    } else {
        score
    }
}
