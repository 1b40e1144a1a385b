//! ChessNim's exact solver (`CN-6`, `CN-7`): every drop lowers the free count, so the game
//! is finite and each position is a win or a loss for the player to move. A win/loss
//! negamax with a transposition table decides it when the tree is small enough for the
//! node budget; [`best_move`] alternates solving attempts with a heuristic alpha-beta
//! search until one of them answers within the budget. The drops the solver has proven to
//! lose by then are left out of the heuristic search's choice.
//!
//! Two solvers share the table:
//! - When every piece on the board and in the hands attacks a fixed set of squares (kings,
//!   knights, pawns, any leaper), a position's future depends only on the free squares,
//!   the empty squares a drop there could still use (its attacks meet a free square), the
//!   hands and the player to move: what stands on the board no longer matters. That state
//!   is a few bit sets, and positions reached by different drops merge in the table.
//! - Otherwise (riders, whose attacks change as the board fills) the position itself is
//!   searched, with drops made and taken back in place: on a board of at most 128 squares
//!   on one-word square sets ([`compact`]: a `u64` up to 64 squares, a `u128` up to 128),
//!   on larger boards on the `Position`.
//!
//! Keys ignore the colour of pieces whose attacks are the same for both players (only
//! attacks matter in ChessNim, `CN-4`), and list the hands as "mover's, other's".

use super::alphabeta::Search;
use super::rng::mix;
use super::{Limits, SearchInfo, SearchResult, MATE, PROVEN};
use crate::{Count, Hand, Kind, Move, Player, Position, Square, SquareSet, MAX_KINDS};
use std::cell::RefCell;

mod compact;

/// How often (in nodes) the caller's stop callback is asked.
const POLL_EVERY: u64 = 256;

/// Per-kind facts of the fixed-attack solver.
struct Fixed {
    /// `[kind][orientation][square]`: the squares attacked on an empty board.
    attacks: Vec<SquareSet>,
    /// `[kind][orientation]`: squares the kind may not be dropped on (`CN-8`).
    barred: Vec<SquareSet>,
}

/// The whole state of a fixed-attack position.
#[derive(Clone, Copy)]
struct State {
    free: SquareSet,
    /// Empty attacked squares a drop on which could still take a free square.
    useful: SquareSet,
    hands: [Hand; 2],
    turn: usize,
}

/// A win/loss solver with its table and budget.
pub(crate) struct Solver<'a> {
    /// `(key & !3) | 2 | won`; 0 = empty.
    table: Vec<u64>,
    mask: usize,
    nodes: u64,
    max_nodes: u64,
    should_stop: &'a mut dyn FnMut(u64) -> bool,
    aborted: bool,
    kinds: usize,
    /// Whether a kind attacks alike for both players.
    symmetric: [bool; MAX_KINDS],
    /// Whether some kind does not (then the mover's side is part of the key).
    any_asymmetric: bool,
    fixed: Option<Fixed>,
    /// Any pieces on a board of at most 128 squares: the one-word solver.
    compact: Option<compact::Compact>,
    /// Per depth: the drop generator and the drops found.
    buffers: Vec<(Drops, Vec<(Move, u32)>)>,
    /// Per depth, the last two drops that won there (tried first: one reply often refutes
    /// many drops).
    killers: Vec<[Option<Move>; 2]>,
}

fn fold(s: SquareSet) -> u64 {
    let w = s.0;
    mix(w[0] ^ mix(w[1] ^ mix(w[2] ^ mix(w[3] ^ 0x6a09_e667_f3bc_c909))))
}

/// How many of `kind` a hand holds, as a key counts it (255 for unlimited).
fn count_code(h: &Hand, kind: usize) -> u64 {
    match h.count(Kind(kind as u8)) {
        Count::Finite(n) => n as u64,
        Count::Unlimited => 255,
    }
}

fn hand_key(h: &Hand, kinds: usize) -> u64 {
    let mut k = 0x3c6e_f372_fe94_f82b_u64;
    for i in 0..kinds {
        k = mix(k ^ count_code(h, i) ^ (i as u64) << 8);
    }
    k
}

/// Puts `m`, a drop that just won, first among a depth's two killers.
fn remember_killer<M: Copy + PartialEq>(k: &mut [Option<M>; 2], m: M) {
    if k[0] != Some(m) {
        k[1] = k[0];
        k[0] = Some(m);
    }
}

/// The orientation of a player's pieces in the movement tables.
#[inline]
fn orient(p: usize) -> usize {
    p.min(1)
}

impl<'a> Solver<'a> {
    /// A solver for positions of `pos`'s game, with a table of `2^bits` entries.
    pub(crate) fn new(
        pos: &Position,
        bits: u8,
        max_nodes: u64,
        should_stop: &'a mut dyn FnMut(u64) -> bool,
    ) -> Solver<'a> {
        let rules = pos.rules();
        let t = rules.tables();
        let g = rules.geometry();
        let kinds = rules.kinds().len();
        let mut symmetric = [true; MAX_KINDS];
        for (k, sym) in symmetric.iter_mut().enumerate().take(kinds) {
            *sym = g.playable().iter().all(|sq| {
                t.attacks_and_dependencies(k, 0, sq, &SquareSet::EMPTY)
                    == t.attacks_and_dependencies(k, 1, sq, &SquareSet::EMPTY)
            });
            if rules.kinds()[k].is_pawn && !rules.pawns_on_last_rank() {
                *sym = false;
            }
        }
        let any_asymmetric = symmetric[..kinds].iter().any(|s| !s);
        let fixed = (0..kinds).all(|k| t.is_fixed(k)).then(|| {
            let mut attacks = vec![SquareSet::EMPTY; kinds * 2 * 256];
            let mut barred = vec![SquareSet::EMPTY; kinds * 2];
            for k in 0..kinds {
                for o in 0..2 {
                    for sq in g.playable() {
                        attacks[(k * 2 + o) * 256 + sq.index()] =
                            t.attacks(k, o, sq, &SquareSet::EMPTY);
                    }
                    if rules.kinds()[k].is_pawn && !rules.pawns_on_last_rank() {
                        let last = if o == 0 { g.height() - 1 } else { 0 };
                        barred[k * 2 + o] =
                            g.playable().iter().filter(|s| s.rank() == last).collect();
                    }
                }
            }
            Fixed { attacks, barred }
        });
        let compact = match fixed {
            Some(_) => None,
            None => compact::Compact::new(pos, symmetric),
        };
        let n = 1usize << bits.clamp(4, 24);
        Solver {
            table: vec![0; n],
            mask: n - 1,
            nodes: 0,
            max_nodes,
            should_stop,
            aborted: false,
            kinds,
            symmetric,
            any_asymmetric,
            fixed,
            compact,
            buffers: Vec::new(),
            killers: Vec::new(),
        }
    }

    /// The nodes visited so far.
    pub(crate) fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Sets a new node budget (counted from the solver's start) and clears a stop.
    pub(crate) fn set_budget(&mut self, max_nodes: u64) {
        self.max_nodes = max_nodes;
        self.aborted = false;
    }

    #[inline]
    fn count_node(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes >= self.max_nodes
            || (self.nodes.is_multiple_of(POLL_EVERY) && (self.should_stop)(self.nodes))
        {
            self.aborted = true;
        }
        !self.aborted
    }

    #[inline]
    fn probe(&self, key: u64) -> Option<bool> {
        let e = self.table[key as usize & self.mask];
        (e != 0 && e & !3 == key & !3).then_some(e & 1 == 1)
    }

    #[inline]
    fn store(&mut self, key: u64, won: bool) {
        self.table[key as usize & self.mask] = (key & !3) | 2 | won as u64;
    }

    /// Whether the player to move in `pos` wins with best play: `None` when the budget ran
    /// out first. `pos` is left as it was.
    pub(crate) fn solve(&mut self, pos: &mut Position) -> Option<bool> {
        if self.aborted {
            return None;
        }
        if self.fixed.is_some() {
            let s = self.state_of(pos);
            return self.solve_fixed(&s);
        }
        if let Some(mut c) = self.compact.take() {
            let r = self.solve_compact(&mut c, pos);
            self.compact = Some(c);
            return r;
        }
        self.solve_general(pos, 0)
    }

    // ----- fixed attacks -----

    fn state_of(&self, pos: &Position) -> State {
        let g = pos.rules().geometry();
        let free = pos.free_squares();
        let empty = g.playable() - pos.occupied() - free;
        let mut s = State {
            free,
            useful: empty,
            hands: [*pos.hand(Player::WHITE), *pos.hand(Player::BLACK)],
            turn: pos.turn().index(),
        };
        s.useful = self.useful(&s, empty);
        s
    }

    #[inline]
    fn attacks(&self, f: &Fixed, kind: usize, o: usize, sq: Square) -> SquareSet {
        f.attacks[(kind * 2 + o) * 256 + sq.index()]
    }

    /// The squares of `empty` where some piece in either hand would attack a free square.
    fn useful(&self, s: &State, empty: SquareSet) -> SquareSet {
        let Some(f) = self.fixed.as_ref() else {
            return empty;
        };
        let mut out = SquareSet::EMPTY;
        for sq in empty {
            'found: for p in 0..2 {
                for k in 0..self.kinds {
                    if s.hands[p].has(Kind(k as u8))
                        && !f.barred[k * 2 + orient(p)].contains(sq)
                        && self.attacks(f, k, orient(p), sq).intersects(s.free)
                    {
                        out.insert(sq);
                        break 'found;
                    }
                }
            }
        }
        out
    }

    fn fixed_key(&self, s: &State) -> u64 {
        let me = s.turn;
        let mut k = fold(s.free) ^ mix(fold(s.useful) ^ 0x510e_527f_ade6_82d1);
        k ^= mix(hand_key(&s.hands[me], self.kinds) ^ 0x9b05_688c_2b3e_6c1f);
        k ^= mix(hand_key(&s.hands[1 - me], self.kinds) ^ 0x1f83_d9ab_fb41_bd6b);
        if self.any_asymmetric {
            k ^= mix(me as u64 ^ 0x5be0_cd19_137e_2179);
        }
        k
    }

    fn solve_fixed(&mut self, s: &State) -> Option<bool> {
        if !self.count_node() {
            return None;
        }
        let key = self.fixed_key(s);
        if let Some(v) = self.probe(key) {
            return Some(v);
        }
        let f = self.fixed.as_ref().expect("fixed tables");
        let me = s.turn;
        let o = orient(me);
        // (square, kind, free squares after)
        let mut moves: Vec<(Square, usize, SquareSet)> = Vec::new();
        for sq in s.free | s.useful {
            for k in 0..self.kinds {
                if !s.hands[me].has(Kind(k as u8)) || f.barred[k * 2 + o].contains(sq) {
                    continue;
                }
                let mut removed = self.attacks(f, k, o, sq) & s.free;
                if s.free.contains(sq) {
                    removed.insert(sq);
                }
                if removed.is_empty() {
                    continue;
                }
                let after = s.free - removed;
                if after.is_empty() {
                    // CN-7: this drop leaves no free square and wins.
                    self.store(key, true);
                    return Some(true);
                }
                moves.push((sq, k, after));
            }
        }
        if moves.is_empty() {
            self.store(key, false);
            return Some(false);
        }
        moves.sort_by_key(|m| m.2.count());
        for (sq, k, after) in moves {
            let mut hands = s.hands;
            hands[me].take(Kind(k as u8));
            let mut child = State {
                free: after,
                useful: SquareSet::EMPTY,
                hands,
                turn: 1 - me,
            };
            let mut empty = (s.useful | s.free) - after;
            empty.remove(sq);
            child.useful = self.useful(&child, empty);
            match self.solve_fixed(&child) {
                None => return None,
                Some(false) => {
                    self.store(key, true);
                    return Some(true);
                }
                Some(true) => {}
            }
        }
        self.store(key, false);
        Some(false)
    }

    // ----- any pieces -----

    fn general_key(&self, pos: &Position) -> u64 {
        let me = pos.turn().index();
        let mut k = 0x243f_6a88_85a3_08d3_u64;
        for sq in pos.occupied() {
            if let Some(p) = pos.piece_at(sq) {
                let kind = p.kind.index();
                let side = if self.symmetric[kind] {
                    0
                } else {
                    1 + orient(p.player.index())
                };
                k ^= mix((sq.0 as u64) << 16 | (kind as u64) << 4 | side as u64);
            }
        }
        let hands = [pos.hand(Player::WHITE), pos.hand(Player::BLACK)];
        k ^= mix(hand_key(hands[me], self.kinds) ^ 0x9b05_688c_2b3e_6c1f);
        k ^= mix(hand_key(hands[1 - me], self.kinds) ^ 0x1f83_d9ab_fb41_bd6b);
        if self.any_asymmetric {
            k ^= mix(me as u64 ^ 0x5be0_cd19_137e_2179);
        }
        k
    }

    fn solve_general(&mut self, pos: &mut Position, depth: usize) -> Option<bool> {
        if !self.count_node() {
            return None;
        }
        let key = self.general_key(pos);
        if let Some(v) = self.probe(key) {
            return Some(v);
        }
        if self.buffers.len() <= depth {
            self.buffers.push((Drops::default(), Vec::new()));
            self.killers.push([None; 2]);
        }
        let (mut drops, mut moves) = std::mem::take(&mut self.buffers[depth]);
        drops.setup(pos);
        let result = self.solve_with(pos, depth, &drops, &mut moves);
        self.buffers[depth] = (drops, moves);
        if let Some(v) = result {
            self.store(key, v);
        }
        result
    }

    /// Plays `m` (a drop), solves the position after it, takes it back.
    fn try_drop(&mut self, pos: &mut Position, depth: usize, m: Move) -> Option<bool> {
        let Move::Drop { kind, to } = m else {
            return Some(true);
        };
        let clock = pos.halfmove_clock();
        pos.play_unchecked(&m);
        let r = self.solve_general(pos, depth + 1);
        pos.undo_drop(kind, to, clock);
        r
    }

    fn solve_with(
        &mut self,
        pos: &mut Position,
        depth: usize,
        drops: &Drops,
        moves: &mut Vec<(Move, u32)>,
    ) -> Option<bool> {
        if drops.before == 0 {
            return Some(false);
        }
        // The drops that won here before are tried before the others are even generated:
        // a loss is proven by one refutation per reply, and it is often the same one.
        let killers = self.killers[depth];
        for m in killers.into_iter().flatten() {
            let Move::Drop { kind, to } = m else { continue };
            let Some(after) = drops.after(pos, kind, to) else {
                continue;
            };
            if after == 0 {
                return Some(true);
            }
            if !self.try_drop(pos, depth, m)? {
                remember_killer(&mut self.killers[depth], m);
                return Some(true);
            }
        }
        drops.all(pos, moves);
        if moves.is_empty() {
            return Some(false);
        }
        if moves.iter().any(|&(_, after)| after == 0) {
            return Some(true);
        }
        moves.sort_by_key(|&(_, after)| order_key(after));
        for &(m, _) in moves.iter() {
            if killers.contains(&Some(m)) {
                continue;
            }
            if !self.try_drop(pos, depth, m)? {
                remember_killer(&mut self.killers[depth], m);
                return Some(true);
            }
        }
        Some(false)
    }
}

/// The order in which the solver tries drops, by the free count each leaves: an even count
/// first (were every later drop to take one square, the opponent would then lose), fewer
/// before more.
#[inline]
fn order_key(after: u32) -> u32 {
    2 + after
}

/// A rider or lame piece on the board: its attacks and the squares they depend on.
#[derive(Clone, Copy)]
struct Rider {
    sq: Square,
    kind: usize,
    orient: usize,
    attacks: SquareSet,
    depends: SquareSet,
}

/// The legal drops of a position with the free count each leaves (`CN-6`, `CN-8`), as
/// [`Position::legal_moves`] finds them: what the drops have in common is computed once,
/// then a single drop or all of them.
#[derive(Default)]
struct Drops {
    fixed: SquareSet,
    riders: Vec<Rider>,
    empty: SquareSet,
    /// The free count before the drop.
    before: u32,
    /// The kinds in the mover's hand.
    kinds: Vec<usize>,
    orient: usize,
    last_rank: u8,
}

impl Drops {
    fn setup(&mut self, pos: &Position) {
        let rules = pos.rules();
        let t = rules.tables();
        let occ = pos.occupied();
        let g = rules.geometry();
        self.empty = g.playable() - occ;
        self.fixed = SquareSet::EMPTY;
        self.riders.clear();
        for sq in occ {
            let Some(p) = pos.piece_at(sq) else { continue };
            let (kind, o) = (p.kind.index(), orient(p.player.index()));
            if t.is_fixed(kind) {
                self.fixed |= t.attacks(kind, o, sq, &occ);
            } else {
                let (attacks, depends) = t.attacks_and_dependencies(kind, o, sq, &occ);
                self.riders.push(Rider {
                    sq,
                    kind,
                    orient: o,
                    attacks,
                    depends,
                });
            }
        }
        let mut attacked = self.fixed;
        for r in &self.riders {
            attacked |= r.attacks;
        }
        self.before = (self.empty - attacked).count();
        let me = pos.turn();
        self.orient = orient(me.index());
        self.last_rank = if self.orient == 0 { g.height() - 1 } else { 0 };
        let hand = pos.hand(me);
        self.kinds.clear();
        self.kinds
            .extend((0..rules.kinds().len()).filter(|&k| hand.has(Kind(k as u8))));
    }

    /// The free squares left by the pieces on the board once `to` is occupied, `to` aside.
    #[inline]
    fn free_base(&self, pos: &Position, to: Square) -> SquareSet {
        let t = pos.rules().tables();
        let occ2 = pos.occupied() | SquareSet::from_square(to);
        let mut base = self.fixed;
        for r in &self.riders {
            base |= if r.depends.contains(to) {
                t.attacks(r.kind, r.orient, r.sq, &occ2)
            } else {
                r.attacks
            };
        }
        (self.empty - SquareSet::from_square(to)) - base
    }

    /// Whether `kind` may go on `to` apart from the free count (`CN-8`).
    #[inline]
    fn placeable(&self, pos: &Position, kind: usize, to: Square) -> bool {
        let rules = pos.rules();
        !(rules.kinds()[kind].is_pawn && !rules.pawns_on_last_rank() && to.rank() == self.last_rank)
    }

    /// The free count after dropping `kind` on `to`, if that drop is legal.
    fn after(&self, pos: &Position, kind: Kind, to: Square) -> Option<u32> {
        let k = kind.index();
        if !self.empty.contains(to) || !self.kinds.contains(&k) || !self.placeable(pos, k, to) {
            return None;
        }
        let occ2 = pos.occupied() | SquareSet::from_square(to);
        let t = pos.rules().tables();
        let after = (self.free_base(pos, to) - t.attacks(k, self.orient, to, &occ2)).count();
        (after < self.before).then_some(after)
    }

    /// Every legal drop with the free count it leaves.
    fn all(&self, pos: &Position, out: &mut Vec<(Move, u32)>) {
        out.clear();
        if self.before == 0 {
            return;
        }
        let t = pos.rules().tables();
        for to in self.empty {
            let occ2 = pos.occupied() | SquareSet::from_square(to);
            let free_base = self.free_base(pos, to);
            for &k in &self.kinds {
                if !self.placeable(pos, k, to) {
                    continue;
                }
                let after = (free_base - t.attacks(k, self.orient, to, &occ2)).count();
                if after < self.before {
                    out.push((
                        Move::Drop {
                            kind: Kind(k as u8),
                            to,
                        },
                        after,
                    ));
                }
            }
        }
    }
}

/// The legal drops of the player to move with the free count each leaves.
fn drops_with_counts(pos: &Position, out: &mut Vec<(Move, u32)>) {
    let mut d = Drops::default();
    d.setup(pos);
    d.all(pos, out);
}

/// The largest table of the hint's solver, in bits of its entry count.
const HINT_TABLE_BITS: u8 = 20;

/// The table size for a node budget: about two entries per node, within limits.
fn table_bits(nodes: u64, cap: u8) -> u8 {
    let want = 64 - nodes.saturating_mul(2).max(1).leading_zeros() as u8;
    want.clamp(10, cap.max(10))
}

/// The drops that win by force in a ChessNim position, proven by the exact solver within
/// `node_budget` nodes: `Some(moves)` lists every winning drop (in the order of
/// [`Position::legal_moves`]), `Some(empty)` means the position is lost for the player to
/// move whatever it drops (or the game is over), `None` means the budget ran out before
/// every drop was decided. For a "hint" button. `None` as well for other games.
pub fn chessnim_winning_drops(pos: &Position, node_budget: u64) -> Option<Vec<Move>> {
    chessnim_winning_drops_until(pos, node_budget, &mut |_| false).0
}

/// As [`chessnim_winning_drops`], and stopped early when `should_stop(nodes)` says so (asked
/// every few hundred nodes: a clock); also gives the nodes the solver visited.
pub fn chessnim_winning_drops_until(
    pos: &Position,
    node_budget: u64,
    should_stop: &mut dyn FnMut(u64) -> bool,
) -> (Option<Vec<Move>>, u64) {
    if !pos.rules().free_square_goal() {
        return (None, 0);
    }
    let mut moves = Vec::new();
    drops_with_counts(pos, &mut moves);
    // 2^20 entries (8 MB): the hint's second stores fewer positions than that, and a
    // smaller table is quicker to set up and to reach (`nimbench`: 3.0 M nodes/s against
    // 2.7 M with 2^22).
    let mut solver = Solver::new(
        pos,
        table_bits(node_budget, HINT_TABLE_BITS),
        node_budget,
        should_stop,
    );
    let mut wins = Vec::new();
    for &(m, after) in &moves {
        let won = after == 0 || {
            let mut child = pos.clone();
            child.play_unchecked(&m);
            match solver.solve(&mut child) {
                Some(w) => !w,
                None => return (None, solver.nodes()),
            }
        };
        if won {
            wins.push(m);
        }
    }
    // In the order of the legal moves.
    let legal = pos.legal_moves();
    wins.sort_by_key(|m| legal.iter().position(|x| x == m));
    (Some(wins), solver.nodes())
}

/// Whether the player to move in a ChessNim position wins with best play (`CN-7`), proven
/// by the exact solver within `node_budget` nodes; `None` when the budget ran out first, or
/// for other games.
pub fn chessnim_solve(pos: &Position, node_budget: u64) -> Option<bool> {
    if !pos.rules().free_square_goal() {
        return None;
    }
    let mut never = |_: u64| false;
    let mut solver = Solver::new(pos, table_bits(node_budget, 22), node_budget, &mut never);
    solver.solve(&mut pos.clone())
}

/// How much larger each round of the computer's solver is than the one before (16 beat 8,
/// 8 beat 4 and 4 beat 2 in matches; 32 did no better than 16: BENCH.md, session 11).
const SOLVER_GROWTH: u64 = 16;

/// What the solver found at the root: a winning drop, a proven loss, or nothing yet.
enum RootProof {
    Win(Move),
    Loss,
    Unknown,
}

/// Tries to prove the root within `budget` more solver nodes, the drops in the order
/// given, the first open one taking what it needs. `lost` collects the drops proven to
/// lose (the opponent wins after them); they stay decided between rounds and are not
/// tried again.
fn prove_root(
    solver: &mut Solver,
    pos: &Position,
    moves: &[(Move, u32)],
    lost: &mut Vec<Move>,
    budget: u64,
) -> RootProof {
    if let Some(&(m, _)) = moves.iter().find(|x| x.1 == 0) {
        return RootProof::Win(m);
    }
    solver.set_budget(solver.nodes().saturating_add(budget));
    for &(m, _) in moves {
        if lost.contains(&m) {
            continue;
        }
        let mut child = pos.clone();
        child.play_unchecked(&m);
        match solver.solve(&mut child) {
            Some(false) => return RootProof::Win(m),
            Some(true) => lost.push(m),
            // Out of budget or stopped: the rest waits for the next round.
            None => return RootProof::Unknown,
        }
    }
    RootProof::Loss
}

/// ChessNim's move choice: the solver with a budget sixteen times larger each round,
/// alternating with a heuristic alpha-beta search one depth deeper each round, until the
/// solver proves the position, the budget is spent or the caller stops. The solver tries
/// the drops with the fewest free squares left first, the heuristic search's choice
/// before them all; the drops it proves lost are left out of the heuristic search from
/// then on.
pub(crate) fn best_move(
    pos: &Position,
    limits: &Limits,
    should_stop: &mut dyn FnMut(u64) -> bool,
    info: &mut dyn FnMut(&SearchInfo),
) -> SearchResult {
    let mut moves = Vec::new();
    drops_with_counts(pos, &mut moves);
    moves.sort_by_key(|m| m.1);
    if moves.is_empty() {
        return SearchResult {
            best: None,
            score: -MATE,
            depth: 0,
            nodes: 0,
            pv: Vec::new(),
        };
    }
    // The solver and the search share the caller's stop test.
    let stop = RefCell::new(should_stop);
    let mut stop_solver = |n: u64| (stop.borrow_mut())(n);
    let mut stop_search = |n: u64| (stop.borrow_mut())(n);
    let stop_now = |n: u64| (stop.borrow_mut())(n);
    let budget = limits.nodes;
    let mut rounds = Rounds {
        pos,
        moves,
        solver: Solver::new(
            pos,
            table_bits(budget / 2, limits.hash_bits.max(10) + 2),
            0,
            &mut stop_solver,
        ),
        search: Search::new(
            pos,
            super::tt::Table::new(super::hash_bits_for(limits)),
            budget,
            limits.seed,
            &[],
            &mut stop_search,
            None,
        ),
        stop_now: &stop_now,
        result: None,
        proven_loss: false,
        lost: Vec::new(),
        latest: None,
        solver_cap: 2000,
        depth: 0,
        budget,
        max_depth: limits.depth.max(1),
    };
    loop {
        if rounds.result.is_some() && rounds.nodes() >= budget {
            break;
        }
        // The heuristic search, one depth deeper (the first depth always completes).
        if rounds.depth < rounds.max_depth {
            if rounds.deepen(info) {
                break;
            }
        } else if rounds.proven_loss {
            break;
        }
        if rounds.proven_loss {
            continue;
        }
        match rounds.prove(info) {
            Round::Won(r) => return r,
            Round::Stop => break,
            Round::Go => {}
        }
    }
    rounds.finish()
}

/// ChessNim's move choice between its rounds ([`best_move`]): the solver and the
/// heuristic search, and what each has found so far.
struct Rounds<'a> {
    pos: &'a Position,
    /// The drops with their free-square counts, in the order the solver tries them.
    moves: Vec<(Move, u32)>,
    solver: Solver<'a>,
    search: Search<'a>,
    /// The caller's stop test, asked between rounds.
    stop_now: &'a dyn Fn(u64) -> bool,
    /// The last heuristic search that finished its depth (or the first).
    result: Option<SearchResult>,
    /// The solver proved every drop lost.
    proven_loss: bool,
    /// The drops proven to lose.
    lost: Vec<Move>,
    /// The best drop of the last heuristic search (which knew of every drop proven lost
    /// before it), finished or not.
    latest: Option<Move>,
    /// The solver's budget this round.
    solver_cap: u64,
    /// The heuristic search's depth so far.
    depth: u32,
    budget: u64,
    max_depth: u32,
}

/// What a round of the solver says of the choice.
enum Round {
    /// A drop proven to win: the answer.
    Won(SearchResult),
    /// Stop now.
    Stop,
    /// Go on.
    Go,
}

impl Rounds<'_> {
    /// The nodes both have spent.
    fn nodes(&self) -> u64 {
        self.solver.nodes() + self.search.nodes()
    }

    /// The heuristic search one depth deeper; whether the choice stops here (stopped, or a
    /// mate either way found).
    fn deepen(&mut self, info: &mut dyn FnMut(&SearchInfo)) -> bool {
        self.depth += 1;
        let depth = self.depth;
        if self.result.is_some() {
            self.search.allow_stop_at_once();
        }
        let (proven_loss, solver_nodes) = (self.proven_loss, self.solver.nodes());
        let mut last = |i: &SearchInfo| {
            if i.depth == depth {
                info(&SearchInfo {
                    depth: i.depth,
                    score: if proven_loss && i.score.abs() < MATE - 1000 {
                        -PROVEN
                    } else {
                        i.score
                    },
                    nodes: solver_nodes + i.nodes,
                    pv: i.pv.clone(),
                })
            }
        };
        let r = self.search.run(self.pos, depth, &mut last);
        let stopped = self.search.stopped();
        self.latest = r.best;
        if r.best.is_some() && (self.result.is_none() || r.depth == depth) {
            self.result = Some(r);
        }
        stopped
            || self
                .result
                .as_ref()
                .is_some_and(|r| r.score.abs() >= MATE - 1000)
    }

    /// The solver, with a larger budget each round (its table keeps what it proved), the
    /// heuristic search's preferred drop first.
    fn prove(&mut self, info: &mut dyn FnMut(&SearchInfo)) -> Round {
        let left = self.budget.saturating_sub(self.nodes());
        let share = if self.budget == u64::MAX {
            self.solver_cap
        } else {
            self.solver_cap.min(left / 2 + 1)
        };
        if let Some(i) = self
            .latest
            .and_then(|b| self.moves.iter().position(|x| x.0 == b))
        {
            self.moves[..=i].rotate_right(1);
        }
        match prove_root(
            &mut self.solver,
            self.pos,
            &self.moves,
            &mut self.lost,
            share,
        ) {
            RootProof::Win(m) => {
                let (nodes, depth, pv) = (self.nodes(), self.depth.max(1), vec![m]);
                info(&SearchInfo {
                    depth,
                    score: PROVEN,
                    nodes,
                    pv: pv.clone(),
                });
                return Round::Won(SearchResult {
                    best: Some(m),
                    score: PROVEN,
                    depth,
                    nodes,
                    pv,
                });
            }
            RootProof::Loss => self.proven_loss = true,
            RootProof::Unknown => {
                if (self.stop_now)(self.nodes()) {
                    return Round::Stop;
                }
            }
        }
        // The heuristic search leaves out the drops proven to lose while others are open.
        if !self.proven_loss {
            self.search.exclude_at_root(self.lost.clone());
        }
        self.solver_cap = self.solver_cap.saturating_mul(SOLVER_GROWTH);
        if self.depth >= self.max_depth && !self.proven_loss && self.nodes() >= self.budget {
            return Round::Stop;
        }
        Round::Go
    }

    /// The answer when no drop was proven to win: the last finished search's, unless the
    /// solver proved that drop lost after it chose it (then the last search's choice, or
    /// else the first drop still open).
    fn finish(self) -> SearchResult {
        let nodes = self.nodes();
        let mut r = self.result.expect("the first depth always gives a move");
        r.nodes = nodes;
        let lost = &self.lost;
        if !self.proven_loss && r.best.is_some_and(|m| lost.contains(&m)) {
            let open = self.moves.iter().map(|x| x.0).find(|m| !lost.contains(m));
            let m = self.latest.filter(|m| !lost.contains(m)).or(open);
            r.best = m;
            r.pv = m.into_iter().collect();
        }
        if self.proven_loss && r.score.abs() < MATE - 1000 {
            r.score = -PROVEN;
        }
        r
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{ChessNimSettings, Settings, Variant};

    #[test]
    fn drops_with_counts_agree_with_the_legal_moves() {
        let mut s = Settings::new(Variant::ChessNim);
        for material in [
            None,
            Some("K:K:*"),
            Some("Q:Q:1, N:N:2, P:fmWfcFifmnD:3, A:NN:1"),
        ] {
            if let Some(m) = material {
                s.chessnim.material = ChessNimSettings::parse_material(m).unwrap();
            }
            for last in [true, false] {
                s.chessnim.pawns_on_last_rank = last;
                let mut pos = Position::start(&s).unwrap();
                let mut rng = super::super::rng::Rng::new(7);
                let mut out = Vec::new();
                loop {
                    drops_with_counts(&pos, &mut out);
                    let legal = pos.legal_moves();
                    assert_eq!(out.len(), legal.len(), "{}", pos.to_fen());
                    for (m, after) in &out {
                        assert!(legal.contains(m));
                        let next = pos.play(m).unwrap();
                        assert_eq!(next.free_squares().count(), *after);
                    }
                    if legal.is_empty() {
                        break;
                    }
                    pos = pos.play(&legal[rng.below(legal.len())]).unwrap();
                }
            }
        }
    }

    /// Positions of ChessNim on a 5×5 board with the orthodox material, small enough for
    /// the solver to decide every drop at once.
    fn small_positions(seed: u64, ply: usize) -> Vec<Position> {
        let mut s = Settings::new(Variant::ChessNim);
        s.chessnim.width = 5;
        s.chessnim.height = 5;
        let start = Position::start(&s).unwrap();
        let mut out = Vec::new();
        crate::random_games::each_position_from(&start, seed, 12, ply + 1, &mut |pos| {
            if pos.occupied().count() as usize == ply && !pos.legal_moves().is_empty() {
                out.push(pos.clone());
            }
        });
        out
    }

    #[test]
    fn cn7_a_round_of_the_root_proof_marks_only_drops_that_lose() {
        let mut marked = 0;
        for pos in small_positions(3, 5) {
            let mut moves = Vec::new();
            drops_with_counts(&pos, &mut moves);
            let mut never = |_: u64| false;
            let mut solver = Solver::new(&pos, 16, u64::MAX, &mut never);
            let mut lost = Vec::new();
            // A small budget: some drops are decided, some are not.
            let proof = prove_root(&mut solver, &pos, &moves, &mut lost, 3000);
            for &(m, _) in &moves {
                let mut child = pos.clone();
                child.play_unchecked(&m);
                let truth = chessnim_solve(&child, u64::MAX);
                if lost.contains(&m) {
                    marked += 1;
                    assert_eq!(truth, Some(true), "{} {m:?}", pos.to_fen());
                }
                if let RootProof::Win(w) = proof {
                    if w == m {
                        assert_eq!(truth, Some(false), "{} {m:?}", pos.to_fen());
                    }
                }
            }
            if matches!(proof, RootProof::Loss) {
                assert!(moves.iter().all(|x| lost.contains(&x.0)));
                assert_eq!(chessnim_solve(&pos, u64::MAX), Some(false));
            }
        }
        assert!(
            marked > 0,
            "no drop was proven lost: the test proves nothing"
        );
    }

    #[test]
    fn cn7_the_heuristic_search_leaves_out_the_drops_proven_lost() {
        for pos in small_positions(5, 2) {
            let legal = pos.legal_moves();
            let keep = legal[legal.len() / 2];
            let others: Vec<Move> = legal.iter().copied().filter(|&m| m != keep).collect();
            let mut never = |_: u64| false;
            let mut search = Search::new(
                &pos,
                super::super::tt::Table::new(12),
                u64::MAX,
                0,
                &[],
                &mut never,
                None,
            );
            search.exclude_at_root(others);
            let r = search.run(&pos, 2, &mut |_| {});
            assert_eq!(r.best, Some(keep), "{}", pos.to_fen());
            // Leaving out every drop leaves them all in: there is always a move to play.
            search.exclude_at_root(legal.to_vec());
            let r = search.run(&pos, 2, &mut |_| {});
            assert!(r.best.is_some_and(|m| legal.contains(&m)));
        }
    }

    #[test]
    fn cn7_the_computer_plays_the_winning_drop_its_solver_proves() {
        let (mut won, mut proven) = (0, 0);
        for pos in small_positions(7, 5) {
            if chessnim_solve(&pos, u64::MAX) != Some(true) {
                continue;
            }
            won += 1;
            let limits = Limits {
                nodes: 200_000,
                ..Limits::default()
            };
            let r = best_move(&pos, &limits, &mut |_| false, &mut |_| {});
            if r.score != PROVEN {
                continue;
            }
            proven += 1;
            let m = r.best.unwrap();
            let mut child = pos.clone();
            child.play_unchecked(&m);
            assert_eq!(
                chessnim_solve(&child, u64::MAX),
                Some(false),
                "{}",
                pos.to_fen()
            );
        }
        assert!(
            proven > 0 && won > 0,
            "{proven} of {won} won positions proven"
        );
    }
}
