//! The solver for any pieces on a board of at most 64 playable squares (8×8 and smaller,
//! holes aside). The playable squares are numbered `0..n` in the board's own order (rank 1
//! first), so a set of squares is one `u64`. A rider's line is one mask, and its first
//! blocker is the line's lowest or highest occupied bit, because the numbers along any line
//! only grow or only shrink. A drop is made and taken back on a few words, with the key and
//! the riders' attacks kept as it goes, instead of on a whole [`Position`].
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
//! with [`Position::legal_moves`]).

use super::{count_code, orient, remember_killer, Solver};
use crate::search::rng::mix;
use crate::tables::flags;
#[cfg(test)]
use crate::Move;
use crate::{Hand, Kind, Player, Position, Square, MAX_KINDS};

/// A rider's line with no lame step: its squares, and whether their numbers grow along it.
#[derive(Clone, Copy)]
struct Line {
    mask: u64,
    up: bool,
}

impl Line {
    /// The squares attacked along the line: up to and with the first occupied one.
    #[inline]
    fn attacks(self, occ: u64) -> u64 {
        let blockers = self.mask & occ;
        if blockers == 0 {
            return self.mask;
        }
        if self.up {
            let first = blockers & blockers.wrapping_neg();
            self.mask & (first | (first - 1))
        } else {
            let first = 1u64 << (63 - blockers.leading_zeros());
            self.mask & !(first - 1)
        }
    }
}

/// One step of a lame line: the square reached and the squares that must be empty first.
#[derive(Clone, Copy)]
struct Step {
    to: u64,
    via: u64,
}

/// The captures of one kind, one way round, from one square.
#[derive(Clone, Copy, Default)]
struct Moves {
    /// Targets attacked whatever stands around (one-step rays that are not lame).
    leaps: u64,
    /// Every square a lame step looks at: a drop there may change the attacks.
    vias: u64,
    /// A range of [`Board64::lines`].
    lines: (u32, u32),
    /// A range of [`Board64::lame`], each a range of [`Board64::steps`].
    lame: (u32, u32),
}

/// A game's movement compiled for a board of at most 64 squares.
pub(super) struct Board64 {
    playable: u64,
    /// Per square index, its bit (`u8::MAX` off the board or on a hole).
    bit_of: Vec<u8>,
    #[cfg_attr(not(test), allow(dead_code))]
    square_of: Vec<Square>,
    kinds: usize,
    /// `[(kind * 2 + orientation) * 64 + bit]`.
    moves: Vec<Moves>,
    lines: Vec<Line>,
    lame: Vec<(u32, u32)>,
    steps: Vec<Step>,
    /// `[(kind * 2 + orientation) * 64 + bit]`: the squares from which the kind attacks
    /// `bit` on an empty board (pieces only block, so never from elsewhere).
    attackers: Vec<u64>,
    /// Per kind: no lines and no lame steps (its attacks never change).
    fixed: Vec<bool>,
    /// `[kind * 2 + orientation]`: where the kind may not be dropped (`CN-8`).
    barred: Vec<u64>,
    /// Per kind: whether it attacks alike for both players (then its colour is not keyed).
    symmetric: [bool; MAX_KINDS],
    any_asymmetric: bool,
}

#[inline]
fn slot(kind: usize, o: usize, bit: u32) -> usize {
    (kind * 2 + o) * 64 + bit as usize
}

impl Board64 {
    /// The compiled board of `pos`'s game, or `None` when it has more than 64 squares.
    pub(super) fn new(pos: &Position, symmetric: [bool; MAX_KINDS]) -> Option<Board64> {
        let rules = pos.rules();
        let g = rules.geometry();
        let t = rules.tables();
        let squares: Vec<Square> = g.playable().iter().collect();
        if squares.len() > 64 {
            return None;
        }
        let mut bit_of = vec![u8::MAX; 256];
        for (i, sq) in squares.iter().enumerate() {
            bit_of[sq.index()] = i as u8;
        }
        let kinds = rules.kinds().len();
        let mut b = Board64 {
            playable: if squares.len() == 64 {
                u64::MAX
            } else {
                (1u64 << squares.len()) - 1
            },
            bit_of,
            square_of: squares.clone(),
            kinds,
            moves: vec![Moves::default(); kinds * 2 * 64],
            lines: Vec::new(),
            lame: Vec::new(),
            steps: Vec::new(),
            attackers: vec![0; kinds * 2 * 64],
            fixed: vec![true; kinds],
            barred: vec![0; kinds * 2],
            symmetric,
            any_asymmetric: symmetric[..kinds].iter().any(|s| !s),
        };
        for k in 0..kinds {
            for o in 0..2 {
                for (c, &sq) in squares.iter().enumerate() {
                    let mut m = Moves {
                        lines: (b.lines.len() as u32, 0),
                        lame: (b.lame.len() as u32, 0),
                        ..Moves::default()
                    };
                    for ray in t.rays_of(k, o, sq) {
                        if ray.flags & flags::CAPTURE == 0 || ray.flags & flags::INITIAL != 0 {
                            continue;
                        }
                        let steps = t.steps(ray);
                        let bits: Vec<u8> = steps.iter().map(|s| b.bit_of[s.to.index()]).collect();
                        let lame = steps.iter().any(|s| s.via().next().is_some());
                        let up = bits.windows(2).all(|w| w[0] < w[1]);
                        let down = bits.windows(2).all(|w| w[0] > w[1]);
                        if !lame && steps.len() == 1 {
                            m.leaps |= 1 << bits[0];
                        } else if !lame && (up || down) {
                            let mask = bits.iter().fold(0u64, |a, &x| a | 1 << x);
                            b.lines.push(Line { mask, up });
                        } else {
                            let start = b.steps.len() as u32;
                            for s in steps {
                                let via = s.via().fold(0u64, |a, v| a | 1 << b.bit_of[v.index()]);
                                m.vias |= via;
                                b.steps.push(Step {
                                    to: 1 << b.bit_of[s.to.index()],
                                    via,
                                });
                            }
                            b.lame.push((start, b.steps.len() as u32));
                        }
                    }
                    m.lines.1 = b.lines.len() as u32;
                    m.lame.1 = b.lame.len() as u32;
                    if m.lines.0 != m.lines.1 || m.lame.0 != m.lame.1 {
                        b.fixed[k] = false;
                    }
                    b.moves[slot(k, o, c as u32)] = m;
                }
                if rules.kinds()[k].is_pawn && !rules.pawns_on_last_rank() {
                    let last = if o == 0 { g.height() - 1 } else { 0 };
                    b.barred[k * 2 + o] = squares
                        .iter()
                        .enumerate()
                        .filter(|(_, s)| s.rank() == last)
                        .fold(0, |a, (i, _)| a | 1 << i);
                }
            }
        }
        for k in 0..kinds {
            for o in 0..2 {
                for c in 0..squares.len() as u32 {
                    let mut reach = b.attacks(k, o, c, 0);
                    while reach != 0 {
                        let target = reach.trailing_zeros();
                        reach &= reach - 1;
                        b.attackers[slot(k, o, target)] |= 1 << c;
                    }
                }
            }
        }
        Some(b)
    }

    /// The squares `kind` (turned `o`) on `bit` attacks with `occ` occupied (`CN-4`).
    #[inline]
    fn attacks(&self, kind: usize, o: usize, bit: u32, occ: u64) -> u64 {
        let m = &self.moves[slot(kind, o, bit)];
        let mut a = m.leaps;
        for line in &self.lines[m.lines.0 as usize..m.lines.1 as usize] {
            a |= line.attacks(occ);
        }
        for &(start, end) in &self.lame[m.lame.0 as usize..m.lame.1 as usize] {
            for s in &self.steps[start as usize..end as usize] {
                if s.via & occ != 0 {
                    break;
                }
                a |= s.to;
                if s.to & occ != 0 {
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
    pub(super) fn state_of(&self, pos: &Position) -> State64 {
        let mut st = State64 {
            occ: 0,
            fixed: 0,
            riders: Vec::new(),
            hands: [*pos.hand(Player::WHITE), *pos.hand(Player::BLACK)],
            turn: pos.turn().index(),
            riders_key: 0,
            hand_keys: [[0; 2]; 2],
        };
        for sq in pos.occupied() {
            st.occ |= 1 << self.bit(sq);
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
    fn place(&self, st: &mut State64, bit: u32, kind: usize, o: usize) {
        if self.fixed[kind] {
            st.fixed |= self.moves[slot(kind, o, bit)].leaps;
        } else {
            st.riders.push(Rider64 {
                bit: bit as u8,
                kind: kind as u8,
                orient: o as u8,
                attacks: self.attacks(kind, o, bit, st.occ),
                vias: self.moves[slot(kind, o, bit)].vias,
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
struct Rider64 {
    bit: u8,
    kind: u8,
    orient: u8,
    /// What it attacks now.
    attacks: u64,
    /// The squares its lame steps look at.
    vias: u64,
}

/// A position as the 64-square solver keeps it.
pub(super) struct State64 {
    occ: u64,
    /// The squares attacked by the pieces whose attacks never change.
    fixed: u64,
    riders: Vec<Rider64>,
    hands: [Hand; 2],
    turn: usize,
    /// The riders' part of the key (the fixed pieces count by what they attack).
    riders_key: u64,
    /// `[player][role]`: the hand's part of the key as the mover (0) or the other (1).
    hand_keys: [[u64; 2]; 2],
}

/// What [`State64::drop_piece`] changed, to take it back.
struct Undo {
    fixed: u64,
    riders: usize,
    changed: usize,
    riders_key: u64,
    hand_keys: [u64; 2],
}

/// A drop: its square's bit, the kind, and the free count it leaves.
pub(super) type Drop64 = (u8, u8, u8);

impl State64 {
    /// The squares attacked now, and the set of squares a drop on which changes some
    /// rider's attacks.
    #[inline]
    fn attacked(&self) -> (u64, u64) {
        let mut attacked = self.fixed;
        let mut depends = 0;
        for r in &self.riders {
            attacked |= r.attacks;
            depends |= r.attacks | r.vias;
        }
        (attacked, depends)
    }

    fn key(&self, b: &Board64) -> u64 {
        let me = self.turn;
        let mut k = self.riders_key ^ self.hand_keys[me][0] ^ self.hand_keys[1 - me][1];
        k ^= mix(self.occ ^ 0x6a09_e667_f3bc_c908)
            ^ mix(self.fixed & !self.occ ^ 0xa54f_f53a_5f1d_36f1);
        if b.any_asymmetric {
            k ^= mix(me as u64 ^ 0x5be0_cd19_137e_2179);
        }
        k
    }
}

/// What the drops of one node share.
struct Node {
    empty: u64,
    attacked: u64,
    depends: u64,
    before: u32,
    orient: usize,
}

impl Node {
    fn of(st: &State64, b: &Board64) -> Node {
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
    fn wins_at_once(&self, st: &State64, b: &Board64) -> bool {
        let free = self.empty & !self.attacked;
        for k in 0..b.kinds {
            if !st.hands[st.turn].has(Kind(k as u8)) {
                continue;
            }
            let mut candidates = self.empty & !b.barred[k * 2 + self.orient];
            let mut left = free;
            while left != 0 && candidates != 0 {
                let f = left.trailing_zeros();
                left &= left - 1;
                candidates &= b.attackers[slot(k, self.orient, f)] | 1 << f;
            }
            while candidates != 0 {
                let to = candidates.trailing_zeros();
                candidates &= candidates - 1;
                if self.after(st, b, k, to) == Some(0) {
                    return true;
                }
            }
        }
        false
    }

    /// Whether `player` holds a kind that may be dropped on any square (`CN-8`).
    #[inline]
    fn always_placeable(&self, st: &State64, b: &Board64, player: usize) -> bool {
        (0..b.kinds)
            .any(|k| st.hands[player].has(Kind(k as u8)) && b.barred[k * 2 + orient(player)] == 0)
    }

    /// The free squares the pieces on the board leave once `to` is occupied, `to` aside.
    #[inline]
    fn free_base(&self, st: &State64, b: &Board64, to: u32) -> u64 {
        let tb = 1u64 << to;
        let base = if self.depends & tb == 0 {
            self.attacked
        } else {
            let occ2 = st.occ | tb;
            st.riders.iter().fold(st.fixed, |a, r| {
                a | if (r.attacks | r.vias) & tb != 0 {
                    b.attacks(r.kind as usize, r.orient as usize, r.bit as u32, occ2)
                } else {
                    r.attacks
                }
            })
        };
        self.empty & !tb & !base
    }

    /// The free count after `kind` is dropped on `to`, if that drop is legal.
    fn after(&self, st: &State64, b: &Board64, kind: usize, to: u32) -> Option<u32> {
        let tb = 1u64 << to;
        if self.empty & tb == 0
            || !st.hands[st.turn].has(Kind(kind as u8))
            || b.barred[kind * 2 + self.orient] & tb != 0
        {
            return None;
        }
        let a = b.attacks(kind, self.orient, to, st.occ | tb);
        let after = (self.free_base(st, b, to) & !a).count_ones();
        (after < self.before).then_some(after)
    }

    /// Every legal drop with the free count it leaves, squares in the board's order, kinds
    /// in the game's order.
    fn all(&self, st: &State64, b: &Board64, out: &mut Vec<Drop64>) {
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
        while left != 0 {
            let to = left.trailing_zeros();
            left &= left - 1;
            let tb = 1u64 << to;
            let free = self.free_base(st, b, to);
            for &k in &kinds[..n] {
                let k = k as usize;
                if b.barred[k * 2 + self.orient] & tb != 0 {
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

impl State64 {
    /// Drops `kind` on `to` for the player to move (a legal drop), keeping what it changed
    /// in `log`.
    fn drop_piece(&mut self, b: &Board64, kind: usize, to: u32, log: &mut Vec<(u16, u64)>) -> Undo {
        let me = self.turn;
        let undo = Undo {
            fixed: self.fixed,
            riders: self.riders.len(),
            changed: log.len(),
            riders_key: self.riders_key,
            hand_keys: self.hand_keys[me],
        };
        let tb = 1u64 << to;
        self.occ |= tb;
        for (i, r) in self.riders.iter_mut().enumerate() {
            if (r.attacks | r.vias) & tb != 0 {
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
    fn undo_drop(&mut self, kind: usize, to: u32, undo: Undo, log: &mut Vec<(u16, u64)>) {
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
        self.occ &= !(1u64 << to);
    }
}

/// What the 64-square search keeps per depth, and across it.
#[derive(Default)]
pub(super) struct Scratch64 {
    /// Per depth: the drops found.
    drops: Vec<Vec<Drop64>>,
    /// Per depth: the last two drops that won there (square, kind).
    killers: Vec<[Option<(u8, u8)>; 2]>,
    /// The riders' attacks changed by the drops made, to restore them.
    log: Vec<(u16, u64)>,
}

impl Solver<'_> {
    /// Whether the player to move in `st` wins: as `solve_general`, on the 64-square board.
    pub(super) fn solve64(
        &mut self,
        b: &Board64,
        sc: &mut Scratch64,
        st: &mut State64,
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
        let result = self.solve64_with(b, sc, st, depth, &node, &mut drops);
        sc.drops[depth] = drops;
        if let Some(v) = result {
            self.store(key, v);
        }
        result
    }

    /// Drops `kind` on `to`, solves the position after it, takes it back.
    fn try64(
        &mut self,
        b: &Board64,
        sc: &mut Scratch64,
        st: &mut State64,
        depth: usize,
        (to, kind): (u8, u8),
    ) -> Option<bool> {
        let undo = st.drop_piece(b, kind as usize, to as u32, &mut sc.log);
        let r = self.solve64(b, sc, st, depth + 1);
        st.undo_drop(kind as usize, to as u32, undo, &mut sc.log);
        r
    }

    fn solve64_with(
        &mut self,
        b: &Board64,
        sc: &mut Scratch64,
        st: &mut State64,
        depth: usize,
        node: &Node,
        drops: &mut Vec<Drop64>,
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
            if !self.try64(b, sc, st, depth, m)? {
                remember_killer(&mut sc.killers[depth], m);
                return Some(true);
            }
        }
        node.all(st, b, drops);
        // `solve64` has looked for a drop that takes every free square: none leaves 0.
        debug_assert!(drops.iter().all(|d| d.2 > 0));
        drops.sort_by_key(|d| d.2);
        for &(to, kind, after) in drops.iter() {
            let m = (to, kind);
            if killers.contains(&Some(m)) || (after == 1 && loses_at_one) {
                continue;
            }
            if !self.try64(b, sc, st, depth, m)? {
                remember_killer(&mut sc.killers[depth], m);
                return Some(true);
            }
        }
        Some(false)
    }
}

/// The legal drops of `pos` with the free count each leaves, as the 64-square solver finds
/// them (for the tests).
#[cfg(test)]
fn drops64(pos: &Position) -> Option<Vec<(Move, u32)>> {
    let b = Board64::new(pos, [true; MAX_KINDS])?;
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

    /// ChessNim starts with riders, lame pieces and pawns, on full boards and on boards
    /// with holes, 64 playable squares and fewer.
    fn starts() -> Vec<Position> {
        let mut out = Vec::new();
        // Width, height, holes (file, rank).
        type Board = (u8, u8, &'static [(u8, u8)]);
        let boards: [Board; 4] = [
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
        let materials = [
            None,
            Some("Q:Q:1, N:N:2, P:fmWfcFifmnD:3, A:NN:1"),
            Some("R:R:2, L:nD:2, C:nN:1, B:B:1, K:K:1"),
        ];
        for (w, h, holes) in boards {
            for material in materials {
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

    #[test]
    fn cn6_drops_on_the_64_square_board_agree_with_the_square_by_square_ones() {
        let mut seen = 0;
        for (i, start) in starts().iter().enumerate() {
            assert!(start.rules().geometry().playable().count() <= 64);
            seen += each_position_from(start, i as u64, 3, 200, &mut |pos| {
                let mut plain = Vec::new();
                drops_with_counts(pos, &mut plain);
                let fast = drops64(pos).expect("at most 64 squares");
                assert_eq!(fast, plain, "{}", pos.to_fen());
            });
        }
        assert!(seen > 1000, "{seen} positions");
    }

    #[test]
    fn cn7_the_64_square_solver_agrees_with_the_square_by_square_one() {
        let mut compared = 0;
        let mut won = 0;
        for (i, start) in starts().iter().enumerate() {
            each_position_from(start, 100 + i as u64, 4, 200, &mut |pos| {
                if pos.free_squares().count() > 10 {
                    return;
                }
                let mut never = |_: u64| false;
                let mut fast = Solver::new(pos, 16, 20_000, &mut never);
                let mut never = |_: u64| false;
                let mut plain = Solver::new(pos, 16, 20_000, &mut never);
                if fast.fixed.is_some() {
                    return;
                }
                assert!(fast.board64.is_some());
                plain.board64 = None;
                let a = fast.solve(&mut pos.clone());
                let b = plain.solve(&mut pos.clone());
                if let (Some(a), Some(b)) = (a, b) {
                    assert_eq!(a, b, "{}", pos.to_fen());
                    compared += 1;
                    won += a as usize;
                }
            });
        }
        assert!(compared > 300, "{compared} positions solved");
        assert!(won > 50 && compared - won > 50, "{won} of {compared} won");
    }

    #[test]
    fn cn7_a_drop_taking_every_free_square_is_found_where_the_drops_have_one() {
        let (mut wins, mut seen) = (0, 0);
        for (i, start) in starts().iter().enumerate() {
            each_position_from(start, 200 + i as u64, 3, 200, &mut |pos| {
                let b = Board64::new(pos, [true; MAX_KINDS]).unwrap();
                let st = b.state_of(pos);
                let node = Node::of(&st, &b);
                let any = drops64(pos).unwrap().iter().any(|d| d.1 == 0);
                assert_eq!(node.wins_at_once(&st, &b), any, "{}", pos.to_fen());
                wins += any as usize;
                seen += 1;
            });
        }
        assert!(wins > 30 && seen - wins > 100, "{wins} of {seen}");
    }

    #[test]
    fn boards_of_more_than_64_squares_keep_the_square_by_square_solver() {
        let mut s = Settings::new(Variant::ChessNim);
        s.chessnim.width = 9;
        s.chessnim.height = 8;
        let pos = Position::start(&s).unwrap();
        assert!(Board64::new(&pos, [true; MAX_KINDS]).is_none());
        assert!(drops64(&pos).is_none());
    }
}
