//! Boards of at most 16 files by 8 ranks as one `u128`, in the engine's own square
//! numbering (16 to a rank, [`crate::Square`]): the square index is the bit index, and a
//! step off a narrower board's edge lands on a file outside its mask, never on one of its
//! squares. Whole sets of pieces move at once by shifts: the riders of Nasty Neighbours
//! (`NN-2`) and the FIDE pieces of Vimes Chess (`VI-1`) use them for their evaluation.
//!
//! Every function takes the board's mask ([`mask`]); `D` is one step of a direction as a
//! bit shift (1 a file, 16 a rank, 17 a diagonal, 33 a knight's leap up two ranks).

use crate::SquareSet;

/// The squares of a `width` × `height` board (`height` at most 8).
pub(crate) const fn mask(width: u8, height: u8) -> u128 {
    let mut b = 0u128;
    let mut r = 0;
    while r < height as u32 {
        b |= ((1u128 << width) - 1) << (16 * r);
        r += 1;
    }
    b
}

/// Each square's bit, by index: `1u128 << i` with a variable `i` is a call into the
/// compiler's runtime in WebAssembly (which has no 128-bit shift), and the optimiser turns a
/// constant shift of such a bit into another variable one; a table read is one load.
static BITS: [u128; 128] = {
    let mut bits = [0u128; 128];
    let mut i = 0;
    while i < 128 {
        bits[i] = 1 << i;
        i += 1;
    }
    bits
};

/// The bit of the square with index `index` (below 128).
#[inline(always)]
pub(crate) fn bit(index: usize) -> u128 {
    BITS[index]
}

/// The squares of `set` on the first eight ranks, as a word.
#[inline]
pub(crate) fn pack(set: SquareSet) -> u128 {
    set.0[0] as u128 | (set.0[1] as u128) << 64
}

/// `b` moved by `D` bits, kept on `board`.
#[inline(always)]
pub(crate) fn shift<const D: i32>(b: u128, board: u128) -> u128 {
    (if D >= 0 { b << D } else { b >> -D }) & board
}

/// From every square of `from`, a rider's squares along `D`, up to and including the
/// first occupied square (`empty` holds the board's empty squares).
#[inline(always)]
pub(crate) fn rider<const D: i32>(from: u128, empty: u128, board: u128) -> u128 {
    let mut reached = 0;
    let mut front = shift::<D>(from, board);
    while front != 0 {
        reached |= front;
        front = shift::<D>(front & empty, board);
    }
    reached
}

/// From every square of `from`, a lame rider's squares along `D` (Betza `nD`, `nA`): two
/// steps at a time, the first one empty, up to and including the first occupied square.
#[inline(always)]
pub(crate) fn lame_rider<const D: i32>(from: u128, empty: u128, board: u128) -> u128 {
    let mut reached = 0;
    let mut front = from;
    loop {
        front = shift::<D>(shift::<D>(front, board) & empty, board);
        if front == 0 {
            return reached;
        }
        reached |= front;
        front &= empty;
    }
}

/// From every square of `from`, a rider of at most two steps along `D` (Betza `N2`).
#[inline(always)]
pub(crate) fn two_steps<const D: i32>(from: u128, empty: u128, board: u128) -> u128 {
    let first = shift::<D>(from, board);
    first | shift::<D>(first & empty, board)
}

/// `b` moved one knight's leap along `D` (the `empty` squares do not matter to a leap; the
/// same arguments as the riders', for [`knight_lines!`]).
#[inline(always)]
pub(crate) fn leap<const D: i32>(from: u128, _empty: u128, board: u128) -> u128 {
    shift::<D>(from, board)
}

/// `[f::<D>(from, empty, board)]` for each direction `D` listed after the board: what a
/// rider, lame rider, two-step rider or leap `f` reaches along each line.
macro_rules! lines {
    ($f:ident, $from:expr, $empty:expr, $board:expr, $($d:literal),+) => {{
        let (from, empty, board) = ($from, $empty, $board);
        [$($f::<{ $d }>(from, empty, board)),+]
    }};
}
pub(crate) use lines;

/// [`lines!`] along the four orthogonal directions (right, left, up, down).
macro_rules! orthogonal_lines {
    ($f:ident, $from:expr, $empty:expr, $board:expr) => {
        $crate::wide::lines!($f, $from, $empty, $board, 1, -1, 16, -16)
    };
}
pub(crate) use orthogonal_lines;

/// [`lines!`] along the four diagonals.
macro_rules! diagonal_lines {
    ($f:ident, $from:expr, $empty:expr, $board:expr) => {
        $crate::wide::lines!($f, $from, $empty, $board, 17, 15, -15, -17)
    };
}
pub(crate) use diagonal_lines;

/// [`lines!`] along the eight knight's leaps.
macro_rules! knight_lines {
    ($f:ident, $from:expr, $empty:expr, $board:expr) => {
        $crate::wide::lines!($f, $from, $empty, $board, 33, 31, 18, 14, -14, -18, -31, -33)
    };
}
pub(crate) use knight_lines;

/// The union of the squares of `lines`.
#[inline(always)]
pub(crate) fn union<const N: usize>(lines: [u128; N]) -> u128 {
    lines.into_iter().fold(0, |a, b| a | b)
}

/// The squares one step from `from` in any of the eight directions.
#[inline(always)]
pub(crate) fn around(from: u128, board: u128) -> u128 {
    shift::<1>(from, board)
        | shift::<-1>(from, board)
        | shift::<16>(from, board)
        | shift::<-16>(from, board)
        | shift::<17>(from, board)
        | shift::<15>(from, board)
        | shift::<-15>(from, board)
        | shift::<-17>(from, board)
}
