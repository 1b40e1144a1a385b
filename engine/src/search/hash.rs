//! Zobrist keys of positions. The random numbers of the usual table are computed on the fly
//! (SplitMix64 of a feature's index), which costs a few multiplications per piece and needs
//! no table per board size.

use super::rng::mix;
use crate::{Count, Phase, Piece, Position, Square};

/// Feature domains, kept apart in the high bits of the mixed index.
const PIECE: u64 = 1 << 40;
const HAND: u64 = 2 << 40;
const TURN: u64 = 3 << 40;
const PHASE: u64 = 4 << 40;
const CASTLING: u64 = 5 << 40;
const SCHEDULE: u64 = 6 << 40;
const EN_PASSANT: u64 = 7 << 40;
const CHECKS: u64 = 8 << 40;
const WALL: u64 = 9 << 40;
const GATES: u64 = 10 << 40;

/// The key of one feature.
#[inline]
fn key(feature: u64) -> u64 {
    mix(feature ^ 0x2545_f491_4f6c_dd1d)
}

/// The key of piece `p` standing on `sq` (the board's part of [`Position::zobrist`], kept
/// by the position as pieces come and go).
#[inline]
pub(crate) fn piece_key(sq: Square, p: Piece) -> u64 {
    // Promoted at all, and from which kind (`+X`), above the square's bits: 0 for an
    // unpromoted piece. Two instructions more than a flag; this runs for every piece put
    // or taken.
    let code = (p.promoted.code() as u64) << 16 | (p.player.0 as u64) << 5 | (p.kind.0 as u64) << 1;
    key(PIECE | (sq.0 as u64) << 8 | code)
}

impl Position {
    /// The key of the board computed piece by piece (what `board_key` keeps).
    fn board_key_from_scratch(&self) -> u64 {
        self.occupied
            .iter()
            .filter_map(|sq| self.board[sq.index()].map(|p| piece_key(sq, p)))
            .fold(0, |h, k| h ^ k)
    }

    /// A 64-bit Zobrist key of what makes two positions "the same position" (`SH-3`): the
    /// board (pieces with their owner and `~` mark, and walls), the hands, the player to move, the
    /// phase (Arnhem's deployment), the castling rights and Vimes' schedule. The clocks are
    /// left out. Equal positions have equal keys; different ones differ but with
    /// negligible probability. Used by the search's transposition table and repetition
    /// check.
    pub fn zobrist(&self) -> u64 {
        debug_assert_eq!(self.board_key, self.board_key_from_scratch());
        let mut h = key(TURN | self.turn.0 as u64) ^ self.board_key;
        if self.rules.has_hands() {
            for p in 0..self.rules.player_count() as usize {
                for (kind, count) in self.hands.0[p].iter() {
                    let n = match count {
                        Count::Finite(n) => n as u64,
                        Count::Unlimited => 255,
                    };
                    h ^= key(HAND | (p as u64) << 16 | (kind.0 as u64) << 8 | n);
                }
            }
        }
        match self.phase {
            Phase::Play => {}
            Phase::Deploy => h ^= key(PHASE | 1),
            Phase::Change => h ^= key(PHASE | 2),
        }
        for sq in self.castling_rights {
            h ^= key(CASTLING | sq.0 as u64);
        }
        if self.gates != [0; 2] {
            h ^= key(GATES | (self.gates[0] as u64) << 16 | self.gates[1] as u64);
        }
        for sq in self.en_passant {
            h ^= key(EN_PASSANT | sq.0 as u64);
        }
        if self.checks != [0; 2] {
            h ^= key(CHECKS | (self.checks[0] as u64) << 8 | self.checks[1] as u64);
        }
        if self.rules.has_walls() {
            for sq in self.walls() {
                h ^= key(WALL | sq.0 as u64);
            }
        }
        if self.rules.player_count() > 2 {
            let s = self.schedule;
            h ^= key(SCHEDULE
                | s.count as u64
                | (s.next_royalist.0 as u64) << 8
                | (s.instant as u64) << 16);
        }
        h
    }
}
