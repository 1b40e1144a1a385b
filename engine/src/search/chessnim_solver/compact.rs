//! The solver for any pieces on a board of at most 128 playable squares (8×8, 9×9, 10×10,
//! 16×8 and smaller, holes aside). The playable squares are numbered `0..n` in the board's
//! own order (rank 1 first), so a set of squares is one machine word ([`Word`]): a `u64`
//! when the board has at most 64 playable squares, a `u128` up to 128 ([`Compact`] picks
//! the smaller). The code is generic over the word, so each is compiled on its own: a
//! board of 64 squares or fewer pays nothing for the larger word.
//! A rider's line is one mask, and its first blocker is the line's lowest or highest
//! occupied bit, because the numbers along any line only grow or only shrink. A drop is
//! made and taken back on a few words, with the key and the riders' attacks kept as it
//! goes, instead of on a whole [`Position`]. Larger boards (up to 16×16, `CN-1`) keep the
//! square-by-square solver.
//!
//! Two positions alike in their occupied squares, the empty squares attacked by pieces whose
//! attacks never change (kings, knights, pawns), the riders and where they stand, the hands
//! and the player to move have the same future (`CN-4`: only attacks and occupancy count),
//! so the table's key is made of those. Positions near the end are decided without a
//! search: one free square is taken by a drop on it, a drop that takes every free square is
//! looked for only where a piece could reach them all, and with two free squares and no
//! such drop the opponent takes the one left.
//!
//! The rules are those of the square-by-square solver (`CN-4` attacks, `CN-6` a drop must
//! lower the free count, `CN-7` the last free square wins, `CN-8` pawns' last rank), and the
//! drops come in the same order. The tests below compare the drops, their free counts and
//! the results with the square-by-square solver's (whose drops a test of its own compares
//! with [`Position::legal_moves`]), on boards of at most 64 squares with both words and on
//! boards of 65 to 128 squares with `u128`.

use super::{count_code, orient, remember_killer, Solver};
use crate::search::rng::mix;
use crate::tables::{flags, MoveTables};
#[cfg(test)]
use crate::Move;
use crate::{Hand, Kind, Player, Position, Square, MAX_KINDS};
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, Not, Sub};

/// A set of up to [`Word::BITS`] squares, bit `i` for the playable square numbered `i`:
/// `u64` or `u128`.
pub(super) trait Word:
    Copy
    + Default
    + Eq
    + BitAnd<Output = Self>
    + BitAndAssign
    + BitOr<Output = Self>
    + BitOrAssign
    + Not<Output = Self>
    + Sub<Output = Self>
{
    /// How many squares the word holds.
    const BITS: u32;
    /// The empty set.
    const ZERO: Self;
    /// The set of square 0.
    const ONE: Self;
    /// Every square.
    const ALL: Self;
    /// The set of square `i` (`i < BITS`).
    fn bit(i: u32) -> Self;
    /// How many squares.
    fn count_ones(self) -> u32;
    /// The lowest square (`BITS` when empty).
    fn trailing_zeros(self) -> u32;
    /// `BITS - 1` less the highest square (`BITS` when empty).
    fn leading_zeros(self) -> u32;
    /// The two's complement (`x & x.wrapping_neg()` is the lowest square).
    fn wrapping_neg(self) -> Self;
    /// The set hashed into 64 bits with `salt`, for a key.
    fn key(self, salt: u64) -> u64;

    /// Removes the lowest square of a non-empty set and gives its number.
    #[inline]
    fn pop(&mut self) -> u32 {
        let i = self.trailing_zeros();
        *self &= *self - Self::ONE;
        i
    }
}

/// The methods of [`Word`] that both integer types have under the same names.
macro_rules! word_methods {
    ($t:ty) => {
        const BITS: u32 = <$t>::BITS;
        const ZERO: $t = 0;
        const ONE: $t = 1;
        const ALL: $t = <$t>::MAX;
        #[inline]
        fn count_ones(self) -> u32 {
            <$t>::count_ones(self)
        }
        #[inline]
        fn trailing_zeros(self) -> u32 {
            <$t>::trailing_zeros(self)
        }
        #[inline]
        fn leading_zeros(self) -> u32 {
            <$t>::leading_zeros(self)
        }
        #[inline]
        fn wrapping_neg(self) -> $t {
            <$t>::wrapping_neg(self)
        }
    };
}

impl Word for u64 {
    word_methods!(u64);
    #[inline]
    fn bit(i: u32) -> u64 {
        1 << i
    }
    #[inline]
    fn key(self, salt: u64) -> u64 {
        mix(self ^ salt)
    }
}

impl Word for u128 {
    word_methods!(u128);
    /// From a table ([`crate::wide::bit`]): WebAssembly has no 128-bit shift.
    #[inline]
    fn bit(i: u32) -> u128 {
        crate::wide::bit(i as usize)
    }
    #[inline]
    fn key(self, salt: u64) -> u64 {
        mix(self as u64 ^ mix((self >> 64) as u64 ^ salt))
    }
}

/// A rider's line with no lame step: its squares, and whether their numbers grow along it.
#[derive(Clone, Copy)]
struct Line<W> {
    mask: W,
    up: bool,
}

impl<W: Word> Line<W> {
    /// The squares attacked along the line: up to and with the first occupied one.
    #[inline]
    fn attacks(self, occ: W) -> W {
        let blockers = self.mask & occ;
        if blockers == W::ZERO {
            return self.mask;
        }
        if self.up {
            let first = blockers & blockers.wrapping_neg();
            self.mask & (first | (first - W::ONE))
        } else {
            let first = W::bit(W::BITS - 1 - blockers.leading_zeros());
            self.mask & !(first - W::ONE)
        }
    }
}

/// One step of a lame line: the square reached and the squares that must be empty first.
#[derive(Clone, Copy)]
struct Step<W> {
    to: W,
    via: W,
}

/// The captures of one kind, one way round, from one square.
#[derive(Clone, Copy, Default)]
struct Moves<W> {
    /// Targets attacked whatever stands around (one-step rays that are not lame).
    leaps: W,
    /// Every square a lame step looks at: a drop there may change the attacks.
    vias: W,
    /// A range of [`Board::lines`].
    lines: (u32, u32),
    /// A range of [`Board::lame`], each a range of [`Board::steps`].
    lame: (u32, u32),
}

/// A game's movement compiled for a board of at most `W::BITS` squares.
pub(super) struct Board<W> {
    playable: W,
    /// Per square index, its bit (`u8::MAX` off the board or on a hole).
    bit_of: Vec<u8>,
    #[cfg_attr(not(test), allow(dead_code))]
    square_of: Vec<Square>,
    kinds: usize,
    /// `[(kind * 2 + orientation) * W::BITS + bit]`.
    moves: Vec<Moves<W>>,
    lines: Vec<Line<W>>,
    lame: Vec<(u32, u32)>,
    steps: Vec<Step<W>>,
    /// `[(kind * 2 + orientation) * W::BITS + bit]`: the squares from which the kind
    /// attacks `bit` on an empty board (pieces only block, so never from elsewhere).
    attackers: Vec<W>,
    /// Per kind: no lines and no lame steps (its attacks never change).
    fixed: Vec<bool>,
    /// `[kind * 2 + orientation]`: where the kind may not be dropped (`CN-8`).
    barred: Vec<W>,
    /// Per kind: whether it attacks alike for both players (then its colour is not keyed).
    symmetric: [bool; MAX_KINDS],
    any_asymmetric: bool,
}

/// The index of `kind` turned `o` on `bit` in [`Board::moves`] and [`Board::attackers`].
#[inline]
fn slot<W: Word>(kind: usize, o: usize, bit: u32) -> usize {
    (kind * 2 + o) * W::BITS as usize + bit as usize
}

/// The set of the squares numbered `bits`.
fn set_of<W: Word>(bits: impl Iterator<Item = u8>) -> W {
    bits.fold(W::ZERO, |a, x| a | W::bit(x as u32))
}

impl<W: Word> Board<W> {
    /// The compiled board of `pos`'s game, or `None` when it has more than `W::BITS`
    /// squares.
    pub(super) fn new(pos: &Position, symmetric: [bool; MAX_KINDS]) -> Option<Board<W>> {
        let rules = pos.rules();
        let g = rules.geometry();
        let t = rules.tables();
        let squares: Vec<Square> = g.playable().iter().collect();
        if squares.len() > W::BITS as usize {
            return None;
        }
        let mut bit_of = vec![u8::MAX; 256];
        for (i, sq) in squares.iter().enumerate() {
            bit_of[sq.index()] = i as u8;
        }
        let kinds = rules.kinds().len();
        let per_kind = kinds * 2 * W::BITS as usize;
        let mut b = Board {
            playable: if squares.len() == W::BITS as usize {
                W::ALL
            } else {
                W::bit(squares.len() as u32) - W::ONE
            },
            bit_of,
            square_of: squares.clone(),
            kinds,
            moves: vec![Moves::default(); per_kind],
            lines: Vec::new(),
            lame: Vec::new(),
            steps: Vec::new(),
            attackers: vec![W::ZERO; per_kind],
            fixed: vec![true; kinds],
            barred: vec![W::ZERO; kinds * 2],
            symmetric,
            any_asymmetric: symmetric[..kinds].iter().any(|s| !s),
        };
        for k in 0..kinds {
            for o in 0..2 {
                for (c, &sq) in squares.iter().enumerate() {
                    let m = b.compile_square(t, k, o, sq);
                    if m.lines.0 != m.lines.1 || m.lame.0 != m.lame.1 {
                        b.fixed[k] = false;
                    }
                    b.moves[slot::<W>(k, o, c as u32)] = m;
                }
                if rules.kinds()[k].is_pawn && !rules.pawns_on_last_rank() {
                    let last = if o == 0 { g.height() - 1 } else { 0 };
                    let on_last = squares.iter().enumerate().filter(|(_, s)| s.rank() == last);
                    b.barred[k * 2 + o] = set_of(on_last.map(|(i, _)| i as u8));
                }
            }
        }
        b.fill_attackers();
        Some(b)
    }

    /// The capture rays of `kind` turned `o` on `sq`, compiled: single leaps into a set,
    /// unblockable-order lines into [`Board::lines`], the rest (lame or bent) step by step
    /// into [`Board::lame`] and [`Board::steps`].
    fn compile_square(&mut self, t: &MoveTables, k: usize, o: usize, sq: Square) -> Moves<W> {
        let mut m = Moves {
            lines: (self.lines.len() as u32, 0),
            lame: (self.lame.len() as u32, 0),
            ..Moves::default()
        };
        for ray in t.rays_of(k, o, sq) {
            if ray.flags & flags::CAPTURE == 0 || ray.flags & flags::INITIAL != 0 {
                continue;
            }
            let steps = t.steps(ray);
            let on: Vec<u8> = steps.iter().map(|s| self.bit_of[s.to.index()]).collect();
            let lame = steps.iter().any(|s| s.via().next().is_some());
            let up = on.windows(2).all(|w| w[0] < w[1]);
            let down = on.windows(2).all(|w| w[0] > w[1]);
            if !lame && steps.len() == 1 {
                m.leaps |= W::bit(on[0] as u32);
            } else if !lame && (up || down) {
                let mask = set_of(on.iter().copied());
                self.lines.push(Line { mask, up });
            } else {
                let start = self.steps.len() as u32;
                for s in steps {
                    let via = set_of(s.via().map(|v| self.bit_of[v.index()]));
                    m.vias |= via;
                    self.steps.push(Step {
                        to: W::bit(self.bit_of[s.to.index()] as u32),
                        via,
                    });
                }
                self.lame.push((start, self.steps.len() as u32));
            }
        }
        m.lines.1 = self.lines.len() as u32;
        m.lame.1 = self.lame.len() as u32;
        m
    }

    /// [`Board::attackers`]: for every kind, turn and square, the squares it attacks from
    /// there on an empty board, read backwards.
    fn fill_attackers(&mut self) {
        for k in 0..self.kinds {
            for o in 0..2 {
                for c in 0..self.square_of.len() as u32 {
                    let mut reach = self.attacks(k, o, c, W::ZERO);
                    while reach != W::ZERO {
                        let target = reach.pop();
                        self.attackers[slot::<W>(k, o, target)] |= W::bit(c);
                    }
                }
            }
        }
    }

    /// The squares `kind` (turned `o`) on `bit` attacks with `occ` occupied (`CN-4`).
    #[inline]
    fn attacks(&self, kind: usize, o: usize, bit: u32, occ: W) -> W {
        let m = &self.moves[slot::<W>(kind, o, bit)];
        let mut a = m.leaps;
        for line in &self.lines[m.lines.0 as usize..m.lines.1 as usize] {
            a |= line.attacks(occ);
        }
        for &(start, end) in &self.lame[m.lame.0 as usize..m.lame.1 as usize] {
            for s in &self.steps[start as usize..end as usize] {
                if s.via & occ != W::ZERO {
                    break;
                }
                a |= s.to;
                if s.to & occ != W::ZERO {
                    break;
                }
            }
        }
        a
    }

    /// The bit of a square of the board.
    #[inline]
    fn bit(&self, sq: Square) -> u32 {
        self.bit_of[sq.index()] as u32
    }

    /// The key of a piece on the board: its colour only where its attacks depend on it.
    #[inline]
    fn piece_key(&self, bit: u32, kind: usize, player: usize) -> u64 {
        let side = if self.symmetric[kind] {
            0
        } else {
            1 + orient(player)
        };
        mix(0x243f_6a88_85a3_08d3 ^ ((bit as u64) << 16 | (kind as u64) << 4 | side as u64))
    }

    /// The state of `pos` for the solver.
    pub(super) fn state_of(&self, pos: &Position) -> State<W> {
        let mut st = State {
            occ: W::ZERO,
            fixed: W::ZERO,
            riders: Vec::new(),
            hands: [*pos.hand(Player::WHITE), *pos.hand(Player::BLACK)],
            turn: pos.turn().index(),
            riders_key: 0,
            hand_keys: [[0; 2]; 2],
        };
        for sq in pos.occupied() {
            st.occ |= W::bit(self.bit(sq));
        }
        for sq in pos.occupied() {
            let Some(p) = pos.piece_at(sq) else { continue };
            let (kind, player) = (p.kind.index(), p.player.index());
            let bit = self.bit(sq);
            if !self.fixed[kind] {
                st.riders_key ^= self.piece_key(bit, kind, player);
            }
            self.place(&mut st, bit, kind, orient(player));
        }
        for p in 0..2 {
            for k in 0..self.kinds {
                let n = count_code(&st.hands[p], k);
                for role in 0..2 {
                    st.hand_keys[p][role] ^= hand_key(role, k, n);
                }
            }
        }
        st
    }

    /// Adds the attacks of a piece standing on `bit` (already in `st.occ`).
    #[inline]
    fn place(&self, st: &mut State<W>, bit: u32, kind: usize, o: usize) {
        if self.fixed[kind] {
            st.fixed |= self.moves[slot::<W>(kind, o, bit)].leaps;
        } else {
            st.riders.push(Rider {
                bit: bit as u8,
                kind: kind as u8,
                orient: o as u8,
                attacks: self.attacks(kind, o, bit, st.occ),
                vias: self.moves[slot::<W>(kind, o, bit)].vias,
            });
        }
    }
}

/// The key of holding `n` of `kind`, as the player to move (`role` 0) or the other (1).
#[inline]
fn hand_key(role: usize, kind: usize, n: u64) -> u64 {
    const SALT: [u64; 2] = [0x9b05_688c_2b3e_6c1f, 0x1f83_d9ab_fb41_bd6b];
    mix(SALT[role] ^ (kind as u64) << 8 ^ n)
}

/// A piece on the board whose attacks depend on what stands around it.
#[derive(Clone, Copy)]
struct Rider<W> {
    bit: u8,
    kind: u8,
    orient: u8,
    /// What it attacks now.
    attacks: W,
    /// The squares its lame steps look at.
    vias: W,
}

/// A position as the compact solver keeps it.
pub(super) struct State<W> {
    occ: W,
    /// The squares attacked by the pieces whose attacks never change.
    fixed: W,
    riders: Vec<Rider<W>>,
    hands: [Hand; 2],
    turn: usize,
    /// The riders' part of the key (the fixed pieces count by what they attack).
    riders_key: u64,
    /// `[player][role]`: the hand's part of the key as the mover (0) or the other (1).
    hand_keys: [[u64; 2]; 2],
}

/// What [`State::drop_piece`] changed, to take it back.
struct Undo<W> {
    fixed: W,
    riders: usize,
    changed: usize,
    riders_key: u64,
    hand_keys: [u64; 2],
}

/// A drop: its square's bit, the kind, and the free count it leaves (all below 256, as
/// a board has at most 128 squares here).
pub(super) type CountedDrop = (u8, u8, u8);

impl<W: Word> State<W> {
    /// The squares attacked now, and the set of squares a drop on which changes some
    /// rider's attacks.
    #[inline]
    fn attacked(&self) -> (W, W) {
        let mut attacked = self.fixed;
        let mut depends = W::ZERO;
        for r in &self.riders {
            attacked |= r.attacks;
            depends |= r.attacks | r.vias;
        }
        (attacked, depends)
    }

    fn key(&self, b: &Board<W>) -> u64 {
        let me = self.turn;
        let mut k = self.riders_key ^ self.hand_keys[me][0] ^ self.hand_keys[1 - me][1];
        k ^= self.occ.key(0x6a09_e667_f3bc_c908)
            ^ (self.fixed & !self.occ).key(0xa54f_f53a_5f1d_36f1);
        if b.any_asymmetric {
            k ^= mix(me as u64 ^ 0x5be0_cd19_137e_2179);
        }
        k
    }
}

/// What the drops of one node share.
struct Node<W> {
    empty: W,
    attacked: W,
    depends: W,
    before: u32,
    orient: usize,
}

impl<W: Word> Node<W> {
    fn of(st: &State<W>, b: &Board<W>) -> Node<W> {
        let empty = b.playable & !st.occ;
        let (attacked, depends) = st.attacked();
        Node {
            empty,
            attacked,
            depends,
            before: (empty & !attacked).count_ones(),
            orient: orient(st.turn),
        }
    }

    /// Whether the player to move has a drop that leaves no free square (`CN-7`): only a
    /// piece that stands on or attacks every free square can, so only the squares from
    /// which a kind reaches them all are tried.
    #[inline]
    fn wins_at_once(&self, st: &State<W>, b: &Board<W>) -> bool {
        let free = self.empty & !self.attacked;
        for k in 0..b.kinds {
            if !st.hands[st.turn].has(Kind(k as u8)) {
                continue;
            }
            let mut candidates = self.empty & !b.barred[k * 2 + self.orient];
            let mut left = free;
            while left != W::ZERO && candidates != W::ZERO {
                let f = left.pop();
                candidates &= b.attackers[slot::<W>(k, self.orient, f)] | W::bit(f);
            }
            while candidates != W::ZERO {
                let to = candidates.pop();
                if self.after(st, b, k, to) == Some(0) {
                    return true;
                }
            }
        }
        false
    }

    /// Whether `player` holds a kind that may be dropped on any square (`CN-8`).
    #[inline]
    fn always_placeable(&self, st: &State<W>, b: &Board<W>, player: usize) -> bool {
        (0..b.kinds).any(|k| {
            st.hands[player].has(Kind(k as u8)) && b.barred[k * 2 + orient(player)] == W::ZERO
        })
    }

    /// The free squares the pieces on the board leave once `to` is occupied, `to` aside.
    #[inline]
    fn free_base(&self, st: &State<W>, b: &Board<W>, to: u32) -> W {
        let tb = W::bit(to);
        let base = if self.depends & tb == W::ZERO {
            self.attacked
        } else {
            let occ2 = st.occ | tb;
            st.riders.iter().fold(st.fixed, |a, r| {
                a | if (r.attacks | r.vias) & tb != W::ZERO {
                    b.attacks(r.kind as usize, r.orient as usize, r.bit as u32, occ2)
                } else {
                    r.attacks
                }
            })
        };
        self.empty & !tb & !base
    }

    /// The free count after `kind` is dropped on `to`, if that drop is legal.
    fn after(&self, st: &State<W>, b: &Board<W>, kind: usize, to: u32) -> Option<u32> {
        let tb = W::bit(to);
        if self.empty & tb == W::ZERO
            || !st.hands[st.turn].has(Kind(kind as u8))
            || b.barred[kind * 2 + self.orient] & tb != W::ZERO
        {
            return None;
        }
        let a = b.attacks(kind, self.orient, to, st.occ | tb);
        let after = (self.free_base(st, b, to) & !a).count_ones();
        (after < self.before).then_some(after)
    }

    /// Every legal drop with the free count it leaves, squares in the board's order, kinds
    /// in the game's order.
    fn all(&self, st: &State<W>, b: &Board<W>, out: &mut Vec<CountedDrop>) {
        out.clear();
        let mut kinds = [0u8; MAX_KINDS];
        let mut n = 0;
        for k in 0..b.kinds {
            if st.hands[st.turn].has(Kind(k as u8)) {
                kinds[n] = k as u8;
                n += 1;
            }
        }
        let mut left = self.empty;
        while left != W::ZERO {
            let to = left.pop();
            let tb = W::bit(to);
            let free = self.free_base(st, b, to);
            for &k in &kinds[..n] {
                let k = k as usize;
                if b.barred[k * 2 + self.orient] & tb != W::ZERO {
                    continue;
                }
                let a = b.attacks(k, self.orient, to, st.occ | tb);
                let after = (free & !a).count_ones();
                if after < self.before {
                    out.push((to as u8, k as u8, after as u8));
                }
            }
        }
    }
}

impl<W: Word> State<W> {
    /// Drops `kind` on `to` for the player to move (a legal drop), keeping what it changed
    /// in `log`.
    fn drop_piece(
        &mut self,
        b: &Board<W>,
        kind: usize,
        to: u32,
        log: &mut Vec<(u16, W)>,
    ) -> Undo<W> {
        let me = self.turn;
        let undo = Undo {
            fixed: self.fixed,
            riders: self.riders.len(),
            changed: log.len(),
            riders_key: self.riders_key,
            hand_keys: self.hand_keys[me],
        };
        let tb = W::bit(to);
        self.occ |= tb;
        for (i, r) in self.riders.iter_mut().enumerate() {
            if (r.attacks | r.vias) & tb != W::ZERO {
                log.push((i as u16, r.attacks));
                r.attacks = b.attacks(r.kind as usize, r.orient as usize, r.bit as u32, self.occ);
            }
        }
        b.place(self, to, kind, orient(me));
        if !b.fixed[kind] {
            self.riders_key ^= b.piece_key(to, kind, me);
        }
        let n = count_code(&self.hands[me], kind);
        self.hands[me].take(Kind(kind as u8));
        let m = count_code(&self.hands[me], kind);
        for role in 0..2 {
            self.hand_keys[me][role] ^= hand_key(role, kind, n) ^ hand_key(role, kind, m);
        }
        self.turn = 1 - me;
        undo
    }

    /// Takes back the drop of `kind` on `to` that gave `undo`.
    fn undo_drop(&mut self, kind: usize, to: u32, undo: Undo<W>, log: &mut Vec<(u16, W)>) {
        let me = 1 - self.turn;
        self.turn = me;
        self.hands[me].put_back(Kind(kind as u8));
        self.hand_keys[me] = undo.hand_keys;
        self.riders_key = undo.riders_key;
        self.riders.truncate(undo.riders);
        for &(i, a) in &log[undo.changed..] {
            self.riders[i as usize].attacks = a;
        }
        log.truncate(undo.changed);
        self.fixed = undo.fixed;
        self.occ &= !W::bit(to);
    }
}

/// What the compact search keeps per depth, and across it.
#[derive(Default)]
pub(super) struct Scratch<W> {
    /// Per depth: the drops found.
    drops: Vec<Vec<CountedDrop>>,
    /// Per depth: the last two drops that won there (square, kind).
    killers: Vec<[Option<(u8, u8)>; 2]>,
    /// The riders' attacks changed by the drops made, to restore them.
    log: Vec<(u16, W)>,
}

/// A game's board compiled in the smallest word that holds it, with its search's scratch.
pub(super) enum Compact {
    /// At most 64 playable squares.
    Small(Board<u64>, Scratch<u64>),
    /// 65 to 128 playable squares.
    Large(Board<u128>, Scratch<u128>),
}

impl Compact {
    /// The compiled board of `pos`'s game, or `None` when it has more than 128 squares.
    pub(super) fn new(pos: &Position, symmetric: [bool; MAX_KINDS]) -> Option<Compact> {
        match Board::<u64>::new(pos, symmetric) {
            Some(b) => Some(Compact::Small(b, Scratch::default())),
            None => {
                Board::<u128>::new(pos, symmetric).map(|b| Compact::Large(b, Scratch::default()))
            }
        }
    }
}

impl Solver<'_> {
    /// Whether the player to move in `pos` wins: as `solve_general`, on the compiled board.
    pub(super) fn solve_compact(&mut self, c: &mut Compact, pos: &Position) -> Option<bool> {
        match c {
            Compact::Small(b, sc) => {
                let mut st = b.state_of(pos);
                self.solve_words(b, sc, &mut st, 0)
            }
            Compact::Large(b, sc) => {
                let mut st = b.state_of(pos);
                self.solve_words(b, sc, &mut st, 0)
            }
        }
    }

    /// Whether the player to move in `st` wins: as `solve_general`, on one word a set.
    fn solve_words<W: Word>(
        &mut self,
        b: &Board<W>,
        sc: &mut Scratch<W>,
        st: &mut State<W>,
        depth: usize,
    ) -> Option<bool> {
        if !self.count_node() {
            return None;
        }
        let node = Node::of(st, b);
        if node.before == 0 {
            return Some(false);
        }
        // (With one free square, this finds a drop on it: nothing attacks it, so a piece
        // there blocks no line.)
        if node.wins_at_once(st, b) {
            return Some(true);
        }
        // Two free squares and no drop takes both: every drop leaves one, which the
        // opponent takes if it holds a kind that may stand anywhere.
        if node.before == 2 && node.always_placeable(st, b, 1 - st.turn) {
            return Some(false);
        }
        let key = st.key(b);
        if let Some(v) = self.probe(key) {
            return Some(v);
        }
        if sc.drops.len() <= depth {
            sc.drops.push(Vec::new());
            sc.killers.push([None; 2]);
        }
        let mut drops = std::mem::take(&mut sc.drops[depth]);
        let result = self.solve_words_with(b, sc, st, depth, &node, &mut drops);
        sc.drops[depth] = drops;
        if let Some(v) = result {
            self.store(key, v);
        }
        result
    }

    /// Drops `kind` on `to`, solves the position after it, takes it back.
    fn try_words<W: Word>(
        &mut self,
        b: &Board<W>,
        sc: &mut Scratch<W>,
        st: &mut State<W>,
        depth: usize,
        (to, kind): (u8, u8),
    ) -> Option<bool> {
        let undo = st.drop_piece(b, kind as usize, to as u32, &mut sc.log);
        let r = self.solve_words(b, sc, st, depth + 1);
        st.undo_drop(kind as usize, to as u32, undo, &mut sc.log);
        r
    }

    fn solve_words_with<W: Word>(
        &mut self,
        b: &Board<W>,
        sc: &mut Scratch<W>,
        st: &mut State<W>,
        depth: usize,
        node: &Node<W>,
        drops: &mut Vec<CountedDrop>,
    ) -> Option<bool> {
        // A drop that leaves one free square loses when the opponent holds a kind that may
        // stand anywhere: it takes that square next.
        let loses_at_one = node.always_placeable(st, b, 1 - st.turn);
        // As the square-by-square solver: the drops that won here before come first.
        let killers = sc.killers[depth];
        for m in killers.into_iter().flatten() {
            let Some(after) = node.after(st, b, m.1 as usize, m.0 as u32) else {
                continue;
            };
            if after == 1 && loses_at_one {
                continue;
            }
            if !self.try_words(b, sc, st, depth, m)? {
                remember_killer(&mut sc.killers[depth], m);
                return Some(true);
            }
        }
        node.all(st, b, drops);
        // `solve_words` has looked for a drop that takes every free square: none leaves 0.
        debug_assert!(drops.iter().all(|d| d.2 > 0));
        drops.sort_by_key(|d| d.2);
        for &(to, kind, after) in drops.iter() {
            let m = (to, kind);
            if killers.contains(&Some(m)) || (after == 1 && loses_at_one) {
                continue;
            }
            if !self.try_words(b, sc, st, depth, m)? {
                remember_killer(&mut sc.killers[depth], m);
                return Some(true);
            }
        }
        Some(false)
    }
}

/// The legal drops of `pos` with the free count each leaves, as the compact solver finds
/// them on words `W` (for the tests); `None` when the board has more than `W::BITS`
/// squares.
#[cfg(test)]
fn drops_on<W: Word>(pos: &Position) -> Option<Vec<(Move, u32)>> {
    let b = Board::<W>::new(pos, [true; MAX_KINDS])?;
    let st = b.state_of(pos);
    let mut out = Vec::new();
    Node::of(&st, &b).all(&st, &b, &mut out);
    Some(
        out.into_iter()
            .map(|(to, kind, after)| {
                (
                    Move::Drop {
                        kind: Kind(kind),
                        to: b.square_of[to as usize],
                    },
                    after as u32,
                )
            })
            .collect(),
    )
}

#[cfg(test)]
mod tests {
    use super::super::{drops_with_counts, Solver};
    use super::*;
    use crate::random_games::each_position_from;
    use crate::{ChessNimSettings, Settings, SquareSet, Variant};

    /// A board: width, height, holes (file, rank).
    type BoardShape = (u8, u8, &'static [(u8, u8)]);

    /// Boards of 64 playable squares and fewer, full and with holes.
    const SMALL: [BoardShape; 4] = [
        (8, 8, &[]),
        (6, 5, &[]),
        (7, 7, &[(3, 3), (0, 6), (5, 1)]),
        // 81 squares less 17 holes: exactly 64.
        (
            9,
            9,
            &[
                (0, 0),
                (1, 0),
                (2, 0),
                (6, 0),
                (7, 0),
                (8, 0),
                (0, 8),
                (8, 8),
                (4, 4),
                (3, 5),
                (5, 3),
                (0, 4),
                (8, 4),
                (4, 0),
                (4, 8),
                (1, 8),
                (7, 8),
            ],
        ),
    ];

    /// Boards of 65 to 128 playable squares, full and with holes.
    const LARGE: [BoardShape; 4] = [
        // 65: one square more than a word of 64.
        (13, 5, &[]),
        (9, 9, &[]),
        // 100 less 6 holes, some where lines cross the middle.
        (10, 10, &[(4, 4), (5, 5), (0, 9), (9, 0), (2, 7), (7, 2)]),
        // Exactly 128.
        (16, 8, &[]),
    ];

    /// Materials with riders, lame pieces and pawns: the orthodox set and two of a few
    /// pieces each.
    const MATERIALS: [Option<&str>; 3] = [
        None,
        Some("Q:Q:1, N:N:2, P:fmWfcFifmnD:3, A:NN:1"),
        Some("R:R:2, L:nD:2, C:nN:1, B:B:1, K:K:1"),
    ];

    /// For the large boards, also one that never runs out, so that games reach their last
    /// free squares (a few pieces leave most of 128 squares free).
    const MORE_MATERIALS: [Option<&str>; 4] = [
        MATERIALS[0],
        MATERIALS[1],
        MATERIALS[2],
        Some("R:R:*, L:nD:*, N:N:*, P:fmWfcFifmnD:*"),
    ];

    /// ChessNim starts on `boards` with `materials`, pawns allowed on their last rank or
    /// not (`CN-8`).
    fn starts(boards: &[BoardShape], materials: &[Option<&str>]) -> Vec<Position> {
        let mut out = Vec::new();
        for &(w, h, holes) in boards {
            for &material in materials {
                for last in [true, false] {
                    let mut s = Settings::new(Variant::ChessNim);
                    s.chessnim.width = w;
                    s.chessnim.height = h;
                    s.chessnim.holes = holes
                        .iter()
                        .map(|&(f, r)| Square::new(f, r))
                        .collect::<SquareSet>();
                    if let Some(m) = material {
                        s.chessnim.material = ChessNimSettings::parse_material(m).unwrap();
                    }
                    s.chessnim.pawns_on_last_rank = last;
                    out.push(Position::start(&s).unwrap());
                }
            }
        }
        out
    }

    /// How many playable squares `pos`'s board has.
    fn squares(pos: &Position) -> usize {
        pos.rules().geometry().playable().count() as usize
    }

    /// The bits of the word `solver` keeps its sets in: 64, 128, or 0 without a compact
    /// board.
    fn word_bits(solver: &Solver) -> u32 {
        match solver.compact {
            Some(Compact::Small(..)) => 64,
            Some(Compact::Large(..)) => 128,
            None => 0,
        }
    }

    /// Compares the drops on words `W` with the square-by-square ones over random games
    /// from `starts`; gives the positions seen.
    fn drops_agree<W: Word>(starts: &[Position]) -> usize {
        let mut seen = 0;
        for (i, start) in starts.iter().enumerate() {
            seen += each_position_from(start, i as u64, 3, 200, &mut |pos| {
                let mut plain = Vec::new();
                drops_with_counts(pos, &mut plain);
                let fast = drops_on::<W>(pos).expect("the board fits the word");
                assert_eq!(fast, plain, "{}", pos.to_fen());
            });
        }
        seen
    }

    #[test]
    fn cn6_drops_on_the_64_square_board_agree_with_the_square_by_square_ones() {
        let starts = starts(&SMALL, &MATERIALS);
        assert!(starts.iter().all(|p| squares(p) <= 64));
        let seen = drops_agree::<u64>(&starts);
        assert!(seen > 1000, "{seen} positions");
        // The 128-bit word holds the small boards too, with the same drops.
        assert_eq!(drops_agree::<u128>(&starts), seen);
    }

    #[test]
    fn cn6_drops_on_the_128_square_board_agree_with_the_square_by_square_ones() {
        let starts = starts(&LARGE, &MORE_MATERIALS);
        assert!(starts.iter().all(|p| (65..=128).contains(&squares(p))));
        let seen = drops_agree::<u128>(&starts);
        assert!(seen > 1000, "{seen} positions");
    }

    /// Solves the positions of random games from `starts` with at most `free` free squares
    /// with the compact solver and the square-by-square one, and compares; gives the
    /// positions both decided and how many of them were won.
    fn solvers_agree(starts: &[Position], seed: u64, free: usize) -> (usize, usize) {
        let (mut compared, mut won) = (0, 0);
        for (i, start) in starts.iter().enumerate() {
            each_position_from(start, seed + i as u64, 4, 200, &mut |pos| {
                if pos.free_squares().count() as usize > free {
                    return;
                }
                let mut never = |_: u64| false;
                let mut fast = Solver::new(pos, 16, 20_000, &mut never);
                let mut never = |_: u64| false;
                let mut plain = Solver::new(pos, 16, 20_000, &mut never);
                if fast.fixed.is_some() {
                    return;
                }
                let expected = if squares(pos) <= 64 { 64 } else { 128 };
                assert_eq!(word_bits(&fast), expected, "{} squares", squares(pos));
                plain.compact = None;
                let a = fast.solve(&mut pos.clone());
                let b = plain.solve(&mut pos.clone());
                if let (Some(a), Some(b)) = (a, b) {
                    assert_eq!(a, b, "{}", pos.to_fen());
                    compared += 1;
                    won += a as usize;
                }
            });
        }
        (compared, won)
    }

    #[test]
    fn cn7_the_64_square_solver_agrees_with_the_square_by_square_one() {
        let (compared, won) = solvers_agree(&starts(&SMALL, &MATERIALS), 100, 10);
        assert!(compared > 300, "{compared} positions solved");
        assert!(won > 50 && compared - won > 50, "{won} of {compared} won");
    }

    #[test]
    fn cn7_the_128_square_solver_agrees_with_the_square_by_square_one() {
        let (compared, won) = solvers_agree(&starts(&LARGE, &MORE_MATERIALS), 150, 10);
        assert!(compared > 300, "{compared} positions solved");
        assert!(won > 50 && compared - won > 50, "{won} of {compared} won");
    }

    /// Checks [`Node::wins_at_once`] on words `W` against the drops over random games from
    /// `starts`; gives the positions where a drop takes every free square and all seen.
    fn wins_at_once_agree<W: Word>(starts: &[Position], seed: u64) -> (usize, usize) {
        let (mut wins, mut seen) = (0, 0);
        for (i, start) in starts.iter().enumerate() {
            each_position_from(start, seed + i as u64, 3, 200, &mut |pos| {
                let b = Board::<W>::new(pos, [true; MAX_KINDS]).unwrap();
                let st = b.state_of(pos);
                let node = Node::of(&st, &b);
                let any = drops_on::<W>(pos).unwrap().iter().any(|d| d.1 == 0);
                assert_eq!(node.wins_at_once(&st, &b), any, "{}", pos.to_fen());
                wins += any as usize;
                seen += 1;
            });
        }
        (wins, seen)
    }

    #[test]
    fn cn7_a_drop_taking_every_free_square_is_found_where_the_drops_have_one() {
        let (wins, seen) = wins_at_once_agree::<u64>(&starts(&SMALL, &MATERIALS), 200);
        assert!(wins > 30 && seen - wins > 100, "{wins} of {seen}");
    }

    #[test]
    fn cn7_a_drop_taking_every_free_square_is_found_on_the_128_square_board() {
        let (wins, seen) = wins_at_once_agree::<u128>(&starts(&LARGE, &MORE_MATERIALS), 250);
        assert!(wins > 30 && seen - wins > 100, "{wins} of {seen}");
    }

    #[test]
    fn cn1_boards_of_more_than_128_squares_keep_the_square_by_square_solver() {
        // A board, and the bits of its word (0: none).
        let cases: [(BoardShape, u32); 6] = [
            ((8, 8, &[]), 64),
            ((9, 8, &[]), 128),
            ((16, 8, &[]), 128),
            // 132 squares less 4 holes: exactly 128.
            ((12, 11, &[(0, 0), (11, 0), (0, 10), (11, 10)]), 128),
            ((12, 11, &[]), 0),
            ((16, 16, &[]), 0),
        ];
        for ((w, h, holes), word) in cases {
            let mut s = Settings::new(Variant::ChessNim);
            s.chessnim.width = w;
            s.chessnim.height = h;
            s.chessnim.holes = holes.iter().map(|&(f, r)| Square::new(f, r)).collect();
            let pos = Position::start(&s).unwrap();
            let mut never = |_: u64| false;
            let solver = Solver::new(&pos, 10, 1000, &mut never);
            assert_eq!(
                word_bits(&solver),
                word,
                "{w}x{h}, {} squares",
                squares(&pos)
            );
            assert_eq!(drops_on::<u64>(&pos).is_some(), word == 64);
            assert_eq!(drops_on::<u128>(&pos).is_some(), word != 0);
        }
    }
}
