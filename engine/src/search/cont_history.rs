//! Continuation history (issue 33, session 23): how well a quiet move did after each
//! earlier move, by the piece that moved and the square it went to, for the move one ply
//! back (the reply) and two plies back (the follow-up of the player's own last move).
//! The search orders quiet moves by it together with the plain history, and so reduces
//! those it favours less, in refined games without hands (BENCH.md, session 23: +52 ± 46
//! on Capablanca in 200 games of self-play; in crazyhouse it lost, −24 ± 69, and Arnhem,
//! which has hands too, showed nothing, +3 ± 67).

use crate::{Move, Position, Rules};

/// No move (a null move, or none yet).
const NONE: u32 = u32::MAX;

/// The most entries a table may have: larger boards and armies go without it (the table
/// would take more memory than it could repay in a search of a fraction of a second).
const MAX_ENTRIES: usize = 1 << 21;

/// The continuation history of one search.
pub(crate) struct ContHistory {
    /// By the earlier move's piece-and-target index, then this move's.
    table: Vec<i16>,
    /// How many piece-and-target indices there are (0: the table is off).
    count: usize,
    width: usize,
    height: usize,
    /// Per ply, the piece-and-target index of the move played from it ([`NONE`]: none).
    played: Vec<u32>,
}

impl ContHistory {
    /// A table for `rules`' game with `plies` plies of search, or an empty one (scoring
    /// nothing) when `on` is false or the game is too large.
    pub(crate) fn new(rules: &Rules, on: bool, plies: usize) -> ContHistory {
        let (count, width, height) = Self::shape(rules, on);
        ContHistory {
            table: vec![0; count * count],
            count,
            width,
            height,
            played: vec![NONE; plies],
        }
    }

    /// The piece-and-target indices (0: the table is off), the width and the height of a
    /// table for `rules`' game.
    fn shape(rules: &Rules, on: bool) -> (usize, usize, usize) {
        let g = rules.geometry();
        let (width, height) = (g.width() as usize, g.height() as usize);
        let count = rules.kinds().len() * width * height;
        let on = on && count * count <= MAX_ENTRIES;
        (if on { count } else { 0 }, width, height)
    }

    /// No table (scoring nothing).
    pub(crate) fn empty() -> ContHistory {
        ContHistory {
            table: Vec::new(),
            count: 0,
            width: 0,
            height: 0,
            played: Vec::new(),
        }
    }

    /// Whether this table is the one [`ContHistory::new`] would make for the same
    /// arguments (in size: its entries are kept).
    pub(crate) fn fits(&self, rules: &Rules, on: bool, plies: usize) -> bool {
        (self.count, self.width, self.height) == Self::shape(rules, on)
            && self.played.len() == plies
    }

    /// Whether the table is kept.
    #[inline]
    pub(crate) fn on(&self) -> bool {
        self.count > 0
    }

    /// The piece-and-target index of `m` in `pos` ([`NONE`] for a pass).
    fn index(&self, pos: &Position, m: &Move) -> u32 {
        let (kind, to) = match *m {
            Move::Normal { from, to, .. }
            | Move::Walled { from, to, .. }
            | Move::Gated { from, to, .. } => match pos.piece_at(from) {
                Some(p) => (p.kind, to),
                None => return NONE,
            },
            Move::Drop { kind, to } | Move::DropPromoted { kind, to } => (kind, to),
            Move::Pass => return NONE,
        };
        ((kind.index() * self.height + to.rank() as usize) * self.width + to.file() as usize) as u32
    }

    /// Notes `m`, played in `pos` at `ply` (`None`: a null move).
    #[inline]
    pub(crate) fn set_played(&mut self, ply: usize, pos: &Position, m: Option<&Move>) {
        if self.on() {
            self.played[ply] = m.map_or(NONE, |m| self.index(pos, m));
        }
    }

    /// Where the rows of the moves one and two plies before `ply` start (none for a null
    /// move or before the root).
    fn rows(&self, ply: usize) -> [Option<usize>; 2] {
        [1, 2].map(|back| {
            let prev = *self.played.get(ply.checked_sub(back)?)?;
            (prev != NONE).then(|| prev as usize * self.count)
        })
    }

    /// The score of the quiet move `m` of `pos` at `ply`.
    #[inline]
    pub(crate) fn score(&self, pos: &Position, m: &Move, ply: usize) -> i32 {
        if !self.on() {
            return 0;
        }
        let i = self.index(pos, m);
        if i == NONE {
            return 0;
        }
        let rows = self.rows(ply).into_iter().flatten();
        rows.map(|row| i32::from(self.table[row + i as usize]))
            .sum()
    }

    /// The quiet move `best` of `pos` at `ply` refuted the node: its entries rise by `bonus`
    /// and those of the quiet moves `tried` before it fall by as much, each bounded by `max`
    /// as the plain history is ([`gravity`]).
    pub(crate) fn reward(
        &mut self,
        pos: &Position,
        ply: usize,
        best: &Move,
        tried: &[Move],
        bonus: i32,
        max: i32,
    ) {
        if !self.on() {
            return;
        }
        let rows = self.rows(ply);
        let moves = std::iter::once((best, bonus)).chain(tried.iter().map(|t| (t, -bonus)));
        for (m, b) in moves {
            let i = self.index(pos, m);
            if i == NONE {
                continue;
            }
            for row in rows.into_iter().flatten() {
                let e = &mut self.table[row + i as usize];
                *e = gravity(i32::from(*e), b, max) as i16;
            }
        }
    }
}

/// A history entry `entry` moved by `bonus` toward `±max` ("gravity"): the nearer it is to
/// the bound the bonus pulls toward, the less it moves, so that it never passes `max`.
#[inline]
pub(crate) fn gravity(entry: i32, bonus: i32, max: i32) -> i32 {
    entry + bonus - entry * bonus.abs() / max
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Settings;

    #[test]
    fn a_reply_that_refuted_a_move_scores_after_that_move_only() {
        let settings = Settings::defined(
            crate::definition::find_definition("[c:chess]\n", Some("c")).expect("reads"),
        );
        let pos = Position::start(&settings).expect("a position");
        let rules = pos.rules();
        let mut h = ContHistory::new(rules, true, 8);
        assert!(h.on());
        let e4 = Move::parse_uci("e2e4", rules).expect("a move");
        let d4 = Move::parse_uci("d2d4", rules).expect("a move");
        let mut after = pos.clone();
        after.play_unchecked(&e4);
        let e5 = Move::parse_uci("e7e5", rules).expect("a move");
        h.set_played(0, &pos, Some(&e4));
        h.reward(&after, 1, &e5, &[], 3200, 1 << 14);
        assert_eq!(h.score(&after, &e5, 1), 3200);
        // After another move, or after a null move, e5 has no record.
        h.set_played(0, &pos, Some(&d4));
        assert_eq!(h.score(&after, &e5, 1), 0);
        h.set_played(0, &pos, None);
        assert_eq!(h.score(&after, &e5, 1), 0);
        // Off, it scores nothing.
        let off = ContHistory::new(rules, false, 8);
        assert_eq!(off.score(&after, &e5, 1), 0);
    }
}
