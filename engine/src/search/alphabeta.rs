//! Iterative-deepening alpha-beta (negamax with principal-variation search), a
//! transposition table, move ordering (the table's move, captures by most valuable victim /
//! least valuable attacker, promotions, two killers per ply, history), late-move
//! reductions, and a quiescence search on captures (drops capture nothing and are not
//! searched there).
//!
//! In the two-player games with ordinary moves (Chessence, Arnhem, Nasty Neighbours and
//! defined games) the search also prunes as engines for chess do, each part kept because a
//! match showed it paid (BENCH.md, "Strength"): a null move (the side to move passes; if
//! that still holds beta at a reduced depth, the node is cut), futility pruning and
//! late-move pruning of quiet moves near the leaves, a static cut far above beta, check
//! extensions, late-move reductions growing with depth and move number, and a quiescence
//! search that stands pat before it looks for a legal move below its first ply. Chessence
//! keeps the one-ply reduction and goes without the check extension and the static cut,
//! which lost games there.
//!
//! Defined games are searched narrower still (`Search::narrow`): captures that likely lose
//! material are ordered with the quiet moves and left out of the quiescence search, late
//! quiet moves are pruned up to depth 5, the null move is reduced more and futility reaches
//! depth 4 (issue 33; BENCH.md "Defined games against Fairy-Stockfish"). Their captures
//! are judged by the exchange that may follow on the target ([`super::see`]): one that
//! loses material is ordered with the quiet moves and left out of the quiescence search.
//! Since session 26 they also reduce late moves a ply more at null-window nodes and when
//! the player to move is not *improving* (its static score is no higher than at its
//! previous node), prune late quiet moves twice as early then, and extend the table's move
//! a ply when a shallower search without it shows every other move well below it
//! (singular extension; BENCH.md session 26: +38 ± 33 on Arnhem, +23 ± 45 on Capablanca);
//! their static cut reaches depth 7 (+16 ± 30 and +61 ± 46 more). Since session 27 what a
//! search of theirs learnt of the quiet moves (history, countermoves and continuation
//! history, [`Learnt`]) is handed to the next search of the same game through
//! [`super::SearchMemory`], as the table is. Since session 38 their quiescence search keeps
//! its results in the table too, at depth 0, and tries the capture kept there first
//! (BENCH.md session 38: the same depth for about 30 % fewer instructions in Capablanca).
//!
//! Defined games and Arnhem are also searched *refined* (`Search::refined`): quiet moves
//! are ordered by countermoves (the quiet reply that last refuted the move before) and, in
//! games without hands, by their continuation history ([`super::cont_history`], session
//! 23), the
//! history is bounded and falls for the quiet moves a cut-off passed over (so late-move
//! reductions follow it), from depth 5 the root searches a window round the previous
//! depth's score first (aspiration), and near the leaves a quiet move that loses its piece
//! in the exchange is not searched (BENCH.md, session 21: +155 ± 71 and +74 ± 66 on
//! Capablanca; Arnhem +31 ± 48 in 200 games).
//!
//! Three players (Vimes) are searched *paranoid*: the searching player against a coalition
//! of the other two. The negamax is written over teams instead of players: a score is from
//! the side of the team of the player to move, and a child's score is negated only when
//! the child's mover is on the other team. With two players every ply changes team, which
//! is plain negamax; in Vimes the two opponents' consecutive moves keep the sign.
//!
//! Nodes with no legal move are judged by the game's own rule through
//! [`Position::outcome`] (checkmate or stalemate, and what each means in that game); that is
//! the only place the outcome is asked for. Repetition is approximated by the search path
//! (and the game's history, when searched from a [`crate::Game`]): a position met again is
//! scored as a draw.

use super::cont_history::{gravity, ContHistory};
use super::eval::{Evaluator, EVAL_LIMIT};
use super::rng::Rng;
use super::tt::{from_tt, to_tt, Bound, Entry, Table};
use super::{SearchInfo, SearchResult, MATE, MAX_PLY};
use crate::variants::{EvalKind, GameRules, SearchStyle};
use crate::{Move, MoveList, Phase, Player, Position, Rules};

/// Larger than any score.
const INF: i32 = MATE + 1;
/// How many plies of captures the quiescence search looks at.
const QUIESCENCE_PLIES: u32 = 6;
/// How often (in nodes) the caller's stop callback is asked.
const POLL_EVERY: u64 = 64;
/// Where drops and passes start in the history table (normal moves use `from * 256 + to`).
const HISTORY_DROPS: usize = 256 * 256;
const HISTORY_PER_PLAYER: usize = HISTORY_DROPS + 16 * 256 + 1;

/// The state of one search.
pub(crate) struct Search<'a> {
    eval: Evaluator,
    tt: Table,
    /// The player the search plays for (the maximiser of the paranoid search).
    root: Player,
    /// More than two players: teams are `root` against the rest.
    paranoid: bool,
    /// The game's rule hooks.
    game: &'static dyn GameRules,
    /// ChessNim: leaves are scored by the free squares, and no move loses.
    nim: bool,
    nodes: u64,
    max_nodes: u64,
    should_stop: &'a mut dyn FnMut(u64) -> bool,
    stopped: bool,
    /// The node budget is honoured once the first root move has been searched at depth 1,
    /// so that there is always a searched move to play. The caller's `should_stop` (a
    /// clock) is honoured from the first node on: a game whose first move's captures
    /// explode (a hostile definition, issue 34) cannot hold the search past its time; the
    /// move played is then the first in the static order.
    can_stop: bool,
    killers: Vec<[Option<Move>; 2]>,
    history: Vec<i32>,
    /// Keys of the game's earlier positions, then of the positions on the search path.
    path: Vec<u64>,
    lists: Vec<MoveList>,
    scored: Vec<Vec<(Move, i32)>>,
    pv: Vec<Vec<Move>>,
    rng: Rng,
    /// Null-move pruning, futility pruning and the static cut are allowed in this game
    /// (two players, and a move that passes would change nothing but the turn).
    prune: bool,
    /// Per ply: the move into it was a null move (no two null moves in a row).
    null_before: Vec<bool>,
    /// Late-move reductions, in plies, by depth and by the number of moves searched.
    lmr: Vec<[u8; 64]>,
    /// Kings in check are searched a ply deeper (not in Chessence, where checks are
    /// everywhere and the extension lost games).
    extend_checks: bool,
    /// Late moves are reduced more the later and the deeper (Arnhem, Nasty Neighbours and
    /// defined games; Chessence did better with the one-ply reduction, and ChessNim and
    /// Vimes keep it too, having no match to show a change pays).
    log_reductions: bool,
    /// The static cut near the leaves (not in Chessence, where a man's powers change with
    /// any move next to it).
    static_cut: bool,
    /// Root moves not to be searched (ChessNim drops the solver proved lost).
    excluded_at_root: Vec<Move>,
    /// Defined games are searched narrower (issue 33, BENCH.md "Defined games against
    /// Fairy-Stockfish"): captures that likely lose material ([`Search::bad_capture`]) are
    /// ordered among the quiet moves and left out of the quiescence search, late quiet
    /// moves are pruned up to depth 5, the null move is reduced more, and futility reaches
    /// depth 4; the quiescence search tries strong promotions, the pruning's static score is
    /// corrected by the table ([`table_corrected`]), and a node that fails low keeps the
    /// table's earlier move (BENCH.md, session 29).
    narrow: bool,
    /// Countermoves, a bounded history that falls for passed-over quiet moves and steers
    /// the reductions, aspiration windows, and pruning quiet moves that lose their piece
    /// (defined games and Arnhem; the game's `SearchStyle::refined`).
    refined: bool,
    /// Per ply, the move played from it (`None` for a null move), which refined games'
    /// countermove table is keyed by.
    played: Vec<Option<Move>>,
    /// Refined games: the quiet reply that last refuted each move (by its history index).
    counter: Vec<Option<Move>>,
    /// Refined games without hands: the continuation history of quiet moves.
    cont: ContHistory,
    /// Per ply, the static score of the node there ([`Search::static_score`]), by which
    /// games searched narrow see whether the player to move is improving.
    statics: Vec<Option<i32>>,
    /// Per ply, the move a singular-extension search leaves out ([`Search::singular`]).
    excluded: Vec<Option<Move>>,
    /// Games searched narrow: the static scores of the positions evaluated lately, by
    /// Zobrist key ([`Search::static_eval`]); empty in other games.
    evals: Vec<(u64, i32)>,
}

/// What a search learnt of the quiet moves (the history, the countermoves and the
/// continuation history), handed to the next search of the same game in games searched
/// narrow ([`Search::learnt`], [`Search::new`]): their next move's search orders and
/// reduces its quiet moves by it from its first depth on (BENCH.md, session 27).
pub(crate) struct Learnt {
    history: Vec<i32>,
    counter: Vec<Option<Move>>,
    cont: ContHistory,
}

/// What a node is, for its late-move reductions ([`Search::reduction`]).
#[derive(Clone, Copy)]
struct NodeKind {
    /// Searched with an open window (a principal-variation node).
    pv_node: bool,
    /// The player to move is in check.
    in_check: bool,
    /// The player to move is improving ([`Search::improving`]).
    improving: bool,
}

/// The least value of a piece a promotion to which the quiescence search of games searched
/// narrow tries, as it tries captures.
const STRONG_PROMOTION: i32 = 700;

/// The static score `stand` of a node, corrected by the table's `entry` for it (games
/// searched narrow, for the pruning that uses the static score): a lower bound above the
/// static score, or an upper bound below it, is the better guess. Mate scores are not
/// taken.
fn table_corrected(stand: i32, entry: Option<Entry>, ply: usize) -> i32 {
    let Some(e) = entry else {
        return stand;
    };
    let t = from_tt(e.score, ply);
    if t.abs() >= EVAL_LIMIT {
        return stand;
    }
    match e.bound {
        Bound::Lower if t > stand => t,
        Bound::Upper if t < stand => t,
        _ => stand,
    }
}

/// How many static scores games searched narrow keep ([`Search::static_eval`]).
const EVAL_CACHE: usize = 1 << 16;
/// Mixed into the keys the static scores are kept by, so that an empty slot's key (0)
/// matches no position's.
const EVAL_KEY: u64 = 0x9e37_79b9_7f4a_7c15;

/// The least depth at which games searched narrow try a singular extension.
const SINGULAR_DEPTH: i32 = 6;
/// How far below the table's score, per ply of depth, the other moves must stay for the
/// table's move to be singular.
const SINGULAR_MARGIN: i32 = 2;

/// The most a history entry holds in refined games (updates pull toward it, "gravity").
const HISTORY_MAX: i32 = 1 << 14;

impl Learnt {
    /// `learnt` if it may go on in a search of `rules`' game in `style` (a game searched
    /// narrow, tables of the size that search's would be), else empty tables of that size.
    fn fitting(rules: &Rules, style: &SearchStyle, learnt: Option<Learnt>) -> Learnt {
        let entries = HISTORY_PER_PLAYER * rules.player_count() as usize;
        let counters = if style.refined { entries } else { 0 };
        let cont_on = style.refined && !rules.has_hands();
        match learnt {
            Some(l)
                if style.narrow
                    && l.history.len() == entries
                    && l.counter.len() == counters
                    && l.cont.fits(rules, cont_on, MAX_PLY + 2) =>
            {
                l
            }
            _ => Learnt {
                history: vec![0; entries],
                counter: vec![None; counters],
                cont: ContHistory::new(rules, cont_on, MAX_PLY + 2),
            },
        }
    }
}

/// The late-move reduction of the `n`th move at `depth`: about `ln(depth) ln(n) / 2`,
/// nothing for the first three moves or below depth 3.
fn lmr_table() -> Vec<[u8; 64]> {
    (0..64)
        .map(|d| {
            let mut row = [0u8; 64];
            for (n, r) in row.iter_mut().enumerate() {
                if d >= 3 && n >= 3 {
                    *r = (0.5 + (d as f64).ln() * (n as f64).ln() / 2.0) as u8;
                }
            }
            row
        })
        .collect()
}

impl<'a> Search<'a> {
    /// A search of positions of `pos`'s game for the player to move in `pos`, that starts
    /// from what an earlier search of the same game learnt, `learnt` (games searched
    /// narrow, when its tables are the size this search's would be; else, and in other
    /// games, from empty tables).
    pub(crate) fn new(
        pos: &Position,
        tt: Table,
        max_nodes: u64,
        seed: u64,
        history: &[u64],
        should_stop: &'a mut dyn FnMut(u64) -> bool,
        learnt: Option<Learnt>,
    ) -> Search<'a> {
        let rules = pos.rules();
        let style = rules.game().search_style();
        let quiet = Learnt::fitting(rules, &style, learnt);
        Search {
            eval: Evaluator::new(rules),
            tt,
            root: pos.turn(),
            paranoid: rules.player_count() > 2,
            game: rules.game(),
            nim: style.eval == EvalKind::Nim,
            nodes: 0,
            max_nodes,
            should_stop,
            stopped: false,
            can_stop: false,
            killers: vec![[None; 2]; MAX_PLY + 1],
            history: quiet.history,
            path: history.to_vec(),
            lists: (0..=MAX_PLY).map(|_| MoveList::new()).collect(),
            scored: (0..=MAX_PLY).map(|_| Vec::with_capacity(64)).collect(),
            pv: (0..=MAX_PLY).map(|_| Vec::new()).collect(),
            rng: Rng::new(seed),
            prune: rules.player_count() == 2 && style.prune,
            null_before: vec![false; MAX_PLY + 2],
            lmr: lmr_table(),
            extend_checks: style.extend_checks,
            log_reductions: style.log_reductions,
            static_cut: style.static_cut,
            excluded_at_root: Vec::new(),
            narrow: style.narrow,
            played: vec![None; MAX_PLY + 2],
            refined: style.refined,
            cont: quiet.cont,
            counter: quiet.counter,
            statics: vec![None; MAX_PLY + 2],
            excluded: vec![None; MAX_PLY + 2],
            evals: if style.narrow {
                vec![(0, 0); EVAL_CACHE]
            } else {
                Vec::new()
            },
        }
    }

    /// The transposition table, to be kept for the next search.
    pub(crate) fn into_table(self) -> Table {
        self.tt
    }

    /// Leaves `moves` out of the root's moves from the next [`Search::run`] on (unless that
    /// would leave none).
    pub(crate) fn exclude_at_root(&mut self, moves: Vec<Move>) {
        self.excluded_at_root = moves;
    }

    /// What this search learnt of the quiet moves, for the next search of the same game
    /// (games searched narrow; `None` in others, whose every search starts afresh). The
    /// search keeps empty tables.
    pub(crate) fn learnt(&mut self) -> Option<Learnt> {
        self.narrow.then(|| Learnt {
            history: std::mem::take(&mut self.history),
            counter: std::mem::take(&mut self.counter),
            cont: std::mem::replace(&mut self.cont, ContHistory::empty()),
        })
    }

    /// The nodes searched so far.
    pub(crate) fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Whether the search was stopped by its budget or its caller.
    pub(crate) fn stopped(&self) -> bool {
        self.stopped
    }

    /// Lets the caller's budget stop the search from the first node on (for a search whose
    /// caller has a move to play already).
    pub(crate) fn allow_stop_at_once(&mut self) {
        self.can_stop = true;
    }

    #[inline]
    fn same_team(&self, a: Player, b: Player) -> bool {
        if self.paranoid {
            (a == self.root) == (b == self.root)
        } else {
            a == b
        }
    }

    #[inline]
    fn count_node(&mut self) {
        self.nodes += 1;
        if (self.can_stop && self.nodes >= self.max_nodes)
            || (self.nodes.is_multiple_of(POLL_EVERY) && (self.should_stop)(self.nodes))
        {
            self.stopped = true;
        }
    }

    /// The score, for the team of the player to move, of a position where that player has
    /// no legal move: by the game's rule (`CN-7`, `CE-7`, `AR-7`, `NN-5`, `VI-8`).
    fn terminal(&self, pos: &Position, ply: usize) -> i32 {
        let mated = -(MATE - ply as i32);
        if self.nim {
            return mated;
        }
        match pos.outcome().and_then(|o| o.winner) {
            None => 0,
            Some(w) if self.same_team(w, pos.turn()) => -mated,
            Some(_) => mated,
        }
    }

    /// Vimes: the searching player is out of the game (`VI-8`), which the position shows
    /// before any move is generated. Scored for the team of the player to move.
    fn out_of_game(&self, pos: &Position, ply: usize) -> Option<i32> {
        if !self.paranoid {
            return None;
        }
        self.game.out_of_game(pos, self.root).then(|| {
            let lost = -(MATE - ply as i32);
            if pos.turn() == self.root {
                lost
            } else {
                -lost
            }
        })
    }

    /// The fifty-move draw (`SH-3`), or the game's own count of moves.
    #[inline]
    fn fifty_moves(&self, pos: &Position) -> bool {
        self.game.move_count_draw(pos)
    }

    /// Whether `key` stood earlier in the game or on the search path.
    fn repeated(&self, key: u64) -> bool {
        self.path.iter().rev().any(|&k| k == key)
    }

    /// Whether `m` captures in ordinary play ([`crate::notation::captured`]: any piece
    /// but a king's own rook it castles onto).
    fn is_capture(pos: &Position, m: &Move) -> bool {
        crate::notation::captured(pos, m).is_some()
    }

    fn history_index(&self, player: Player, m: &Move) -> usize {
        let i = match *m {
            Move::Normal { from, to, .. }
            | Move::Walled { from, to, .. }
            | Move::Gated { from, to, .. } => from.index() * 256 + to.index(),
            Move::Drop { kind, to } | Move::DropPromoted { kind, to } => {
                HISTORY_DROPS + kind.index() * 256 + to.index()
            }
            Move::Pass => HISTORY_PER_PLAYER - 1,
        };
        player.index() * HISTORY_PER_PLAYER + i
    }

    /// A capture that loses material: the capturer is worth more than its victim and the
    /// exchange on the square that may follow loses ([`super::see::exchange`]).
    fn bad_capture(&self, pos: &Position, m: &Move) -> bool {
        let Move::Normal { from, to, .. } = m.piece_move() else {
            return false;
        };
        let (Some(a), Some(v)) = (pos.piece_at(from), pos.piece_at(to)) else {
            return false;
        };
        if self.eval.value(a.kind) <= self.eval.value(v.kind) + 50 {
            return false;
        }
        self.exchange(pos, m) < 0
    }

    /// What `m` gains in material with the exchange that may follow on its target
    /// ([`super::see::exchange`]), by the evaluation's values.
    fn exchange(&self, pos: &Position, m: &Move) -> i32 {
        let value = |k: usize| self.eval.value(crate::Kind(k as u8));
        super::see::exchange(pos, m, &value)
    }

    /// Whether the quiescence search tries `m` in `pos`: a capture, and in games searched
    /// narrow not one that loses material in the exchange, but also a promotion to a piece
    /// worth [`STRONG_PROMOTION`] or more (BENCH.md, session 29).
    #[inline(always)]
    fn quiescence_tries(&self, pos: &Position, m: &Move) -> bool {
        if !self.narrow {
            return Self::is_capture(pos, m);
        }
        (Self::is_capture(pos, m) && !self.bad_capture(pos, m)) || self.strong_promotion(pos, m)
    }

    /// A promotion, in ordinary play, to a piece worth [`STRONG_PROMOTION`] or more.
    fn strong_promotion(&self, pos: &Position, m: &Move) -> bool {
        pos.phase() == Phase::Play
            && matches!(m.piece_move(), Move::Normal { promotion: Some(k), .. }
                if self.eval.value(k) >= STRONG_PROMOTION)
    }

    /// The ordering score of a capture or promotion (0 for a quiet move).
    fn tactical_score(&self, pos: &Position, m: &Move) -> i32 {
        let Move::Normal {
            from, promotion, ..
        } = *m
        else {
            return 0;
        };
        let mut s = 0;
        if let Some(victim) = crate::notation::captured(pos, m) {
            let attacker = pos
                .piece_at(from)
                .map_or(0, |p| self.eval.value(p.kind).max(0));
            s = (1 << 28) + 16 * self.eval.value(victim.kind).max(1) - attacker / 16;
        }
        if let Some(k) = promotion {
            s += (1 << 27) + self.eval.value(k);
        }
        s
    }

    fn order_score(&self, pos: &Position, m: &Move, tt_move: Option<Move>, ply: usize) -> i32 {
        if Some(*m) == tt_move {
            return 1 << 30;
        }
        let t = self.tactical_score(pos, m);
        if t > 0 {
            return t;
        }
        if self.killers[ply][0] == Some(*m) {
            return 1 << 26;
        }
        if self.killers[ply][1] == Some(*m) {
            return (1 << 26) - 1;
        }
        if self.refined && self.countermove(pos, ply) == Some(*m) {
            return (1 << 26) - 2;
        }
        let h = self.history[self.history_index(pos.turn(), m)] + self.cont.score(pos, m, ply);
        h.min((1 << 25) - 1)
    }

    /// Refined games: where the countermove table keeps the reply to the move into `ply`
    /// (none at the root or after a null move).
    fn counter_index(&self, pos: &Position, ply: usize) -> Option<usize> {
        let prev = self.played[ply.checked_sub(1)?]?;
        Some(self.history_index(pos.turn().next(2), &prev))
    }

    /// Refined games: the quiet reply that last refuted the move into `ply`.
    fn countermove(&self, pos: &Position, ply: usize) -> Option<Move> {
        self.counter
            .get(self.counter_index(pos, ply)?)
            .copied()
            .flatten()
    }

    /// A quiet move `m` of the player to move at `ply` refuted the node at `depth`: it
    /// becomes a killer; its history rises, and the quiet moves `tried` before it fall
    /// (refined games: a bounded update with "gravity"; else a plain sum); in refined games
    /// it becomes the countermove of the move into `ply`.
    fn reward_quiet(&mut self, pos: &Position, m: Move, tried: &[Move], depth: i32, ply: usize) {
        let k = &mut self.killers[ply];
        if k[0] != Some(m) {
            k[1] = k[0];
            k[0] = Some(m);
        }
        let h = self.history_index(pos.turn(), &m);
        if !self.refined {
            self.history[h] += depth * depth;
            return;
        }
        let bonus = (depth * depth).min(400) * 32;
        self.history[h] = gravity(self.history[h], bonus, HISTORY_MAX);
        for t in tried {
            let i = self.history_index(pos.turn(), t);
            self.history[i] = gravity(self.history[i], -bonus, HISTORY_MAX);
        }
        self.cont.reward(pos, ply, &m, tried, bonus, HISTORY_MAX);
        if let Some(i) = self.counter_index(pos, ply) {
            self.counter[i] = Some(m);
        }
    }

    /// Takes the best-scored remaining move of `list[i..]` to place `i`.
    #[inline]
    fn pick(list: &mut [(Move, i32)], i: usize) -> Move {
        let mut best = i;
        for j in i + 1..list.len() {
            if list[j].1 > list[best].1 {
                best = j;
            }
        }
        list.swap(i, best);
        list[i].0
    }

    /// Searches `child` (a position after a move from a position whose mover is on `same`
    /// team or not) with the window `alpha..beta` of the parent; the score is the parent's.
    #[inline]
    fn child(
        &mut self,
        child: &Position,
        same: bool,
        depth: i32,
        ply: usize,
        alpha: i32,
        beta: i32,
    ) -> i32 {
        if same {
            self.search(child, depth, ply, alpha, beta)
        } else {
            -self.search(child, depth, ply, -beta, -alpha)
        }
    }

    /// The static score of `pos` for the player to move. Games searched narrow keep the
    /// scores of the positions they evaluated lately, by Zobrist key, and take a kept one
    /// again (a re-search, a later depth or a transposition meets the same position; the
    /// evaluation is most of their time: BENCH.md session 31).
    fn static_eval(&mut self, pos: &Position) -> i32 {
        if self.evals.is_empty() {
            return self.eval.evaluate(pos, self.root);
        }
        let key = pos.zobrist() ^ EVAL_KEY;
        let slot = key as usize & (self.evals.len() - 1);
        if self.evals[slot].0 == key {
            return self.evals[slot].1;
        }
        let s = self.eval.evaluate(pos, self.root);
        self.evals[slot] = (key, s);
        s
    }

    /// Whether the player to move may pass in the search (null-move pruning): a game where
    /// passing changes only the turn, in ordinary play, with enough pieces besides kings
    /// and pawns that zugzwang is unlikely.
    fn null_allowed(&self, pos: &Position, ply: usize) -> bool {
        if !self.prune || pos.phase() != Phase::Play || self.null_before[ply] {
            return false;
        }
        let me = pos.turn();
        let rules = pos.rules();
        let pieces = pos
            .pieces_of(me)
            .iter()
            .filter(|&sq| {
                pos.piece_at(sq).is_some_and(|p| {
                    let k = rules.kind(p.kind);
                    !k.is_royal && !k.is_pawn
                })
            })
            .count();
        pieces >= 2
    }

    /// The position after the player to move passes (for null-move pruning only).
    fn null_child(pos: &Position) -> Position {
        let mut child = pos.clone();
        child.pass_for_search();
        child
    }

    /// The static score of a node, kept per ply for [`Search::improving`]: where the
    /// pruning may use it (two players, in play, not in check) at null-window nodes, and in
    /// games searched narrow at every node (`None` elsewhere).
    fn static_score(
        &mut self,
        pos: &Position,
        pv_node: bool,
        in_check: bool,
        ply: usize,
    ) -> Option<i32> {
        let s =
            if self.prune && (!pv_node || self.narrow) && !in_check && pos.phase() == Phase::Play {
                Some(self.static_eval(pos))
            } else {
                None
            };
        self.statics[ply] = s;
        s
    }

    /// The static score the pruning may use at a node ([`Search::static_score`], kept per
    /// ply as it is): at null-window nodes, not in a search that leaves a move out
    /// (singular extension), and in games searched narrow corrected by the table's `entry`
    /// ([`table_corrected`]).
    fn pruning_score(
        &mut self,
        pos: &Position,
        pv_node: bool,
        in_check: bool,
        ply: usize,
        excluding: bool,
        entry: Option<Entry>,
    ) -> Option<i32> {
        let s = self.static_score(pos, pv_node, in_check, ply)?;
        if pv_node || excluding {
            return None;
        }
        Some(if self.narrow {
            table_corrected(s, entry, ply)
        } else {
            s
        })
    }

    /// Whether the static score at `ply` is above the same player's two plies before (the
    /// player is "improving"): not in check, and always when there is none to compare.
    fn improving(&self, ply: usize) -> bool {
        match self.statics[ply] {
            None => false,
            Some(s) => ply < 2 || self.statics[ply - 2].is_none_or(|p| s > p),
        }
    }

    /// Null move: if the player to move passes and that still holds `beta` at a reduced
    /// depth, so would a move, and the node (key `key`, static score `stand`) is cut with
    /// the returned score (0 when the search stopped).
    fn null_move_cut(
        &mut self,
        pos: &Position,
        key: u64,
        stand: i32,
        depth: i32,
        ply: usize,
        beta: i32,
    ) -> Option<i32> {
        if depth < 3 || stand < beta || !self.null_allowed(pos, ply) {
            return None;
        }
        let r = if self.narrow {
            3 + depth / 3 + ((stand - beta) / 200).min(2)
        } else {
            2 + depth / 4
        };
        let child = Self::null_child(pos);
        self.played[ply] = None;
        self.cont.set_played(ply, pos, None);
        self.path.push(key);
        self.null_before[ply + 1] = true;
        let score = -self.search(&child, depth - 1 - r, ply + 1, -beta, -beta + 1);
        self.null_before[ply + 1] = false;
        self.path.pop();
        if self.stopped {
            return Some(0);
        }
        (score >= beta).then(|| {
            if score >= MATE - MAX_PLY as i32 {
                beta
            } else {
                score
            }
        })
    }

    /// Singular extension (games searched narrow, from depth [`SINGULAR_DEPTH`]): when the
    /// table's move held a lower bound at nearly this depth, the node is searched at half
    /// the depth without it against a bound [`SINGULAR_MARGIN`] a ply below the table's
    /// score. `Ok(true)` if no other move reaches that bound (the table's move is singular,
    /// and is searched a ply deeper); `Err(score)` when the node is cut: another move holds
    /// a bound that is itself at or above `beta` (a "multi-cut"), or the search stopped.
    fn singular(
        &mut self,
        pos: &Position,
        entry: Option<Entry>,
        depth: i32,
        ply: usize,
        beta: i32,
    ) -> Result<bool, i32> {
        if !self.narrow || ply == 0 || depth < SINGULAR_DEPTH || self.excluded[ply].is_some() {
            return Ok(false);
        }
        let Some(e) = entry
            .filter(|e| e.mv.is_some() && e.bound != Bound::Upper && e.depth as i32 >= depth - 3)
        else {
            return Ok(false);
        };
        let score = from_tt(e.score, ply);
        if score.abs() >= EVAL_LIMIT {
            return Ok(false);
        }
        let bound = score - SINGULAR_MARGIN * depth;
        self.excluded[ply] = e.mv;
        let v = self.search(pos, (depth - 1) / 2, ply, bound - 1, bound);
        self.excluded[ply] = None;
        if self.stopped {
            Err(0)
        } else if v < bound {
            Ok(true)
        } else if bound >= beta {
            Err(bound)
        } else {
            Ok(false)
        }
    }

    /// The score the table's `entry` settles a node with: searched at least `depth` deep,
    /// with a bound that holds the window (not at the root, nor in a search that leaves a
    /// move out).
    fn table_cut(
        &self,
        entry: Option<Entry>,
        depth: i32,
        ply: usize,
        alpha: i32,
        beta: i32,
    ) -> Option<i32> {
        let e = entry?;
        if ply == 0 || self.excluded[ply].is_some() || (e.depth as i32) < depth {
            return None;
        }
        let s = from_tt(e.score, ply);
        let cut = match e.bound {
            Bound::Exact => true,
            Bound::Lower => s >= beta,
            Bound::Upper => s <= alpha,
        };
        cut.then_some(s)
    }

    /// Whether a node at `depth` has searched enough moves (`searched`) that its late
    /// quiet moves are pruned: games searched narrow up to depth 5, and after half as many
    /// when the player is not improving; others up to depth 3.
    fn late(&self, depth: i32, searched: usize, improving: bool) -> bool {
        if self.narrow {
            let n = (3 + depth * depth) / if improving { 1 } else { 2 };
            depth <= 5 && searched as i32 >= n
        } else {
            depth <= 3 && searched as i32 >= 4 + 3 * depth * depth
        }
    }

    /// The late-move reduction, in plies, of the `searched`th move of a node at `depth`
    /// (`order`: its ordering score): one ply for late quiet moves, or in games reduced by
    /// the logarithms more the later and the deeper, less for moves the history favours
    /// (refined games), a ply more when the player is not improving and at null-window
    /// nodes (games searched narrow), and a ply less at principal-variation nodes.
    fn reduction(
        &self,
        node: NodeKind,
        depth: i32,
        searched: usize,
        quiet: bool,
        order: i32,
    ) -> i32 {
        if !self.log_reductions {
            return (depth >= 3 && searched > 4 && quiet) as i32;
        }
        if !quiet || node.in_check {
            return 0;
        }
        let mut r = self.lmr[depth.min(63) as usize][searched.min(63)] as i32;
        if self.refined {
            r -= order.clamp(-HISTORY_MAX, HISTORY_MAX) / (HISTORY_MAX / 2);
        }
        if self.narrow {
            r += !node.improving as i32 + !node.pv_node as i32;
        }
        (r - node.pv_node as i32).min(depth - 2).max(0)
    }

    /// The negamax search of `pos` to `depth` plies, `ply` plies below the root.
    fn search(
        &mut self,
        pos: &Position,
        mut depth: i32,
        ply: usize,
        mut alpha: i32,
        beta: i32,
    ) -> i32 {
        self.pv[ply].clear();
        if ply >= MAX_PLY - 2 {
            return self.eval.evaluate(pos, self.root);
        }
        self.count_node();
        if self.stopped {
            return 0;
        }
        let key = pos.zobrist();
        if ply > 0 && self.repeated(key) {
            return 0;
        }
        if let Some(s) = self.out_of_game(pos, ply) {
            return s;
        }
        if depth <= 0 {
            return self.quiesce(pos, ply, alpha, beta, 0);
        }
        let pv_node = beta - alpha > 1;
        let excluded = self.excluded[ply];
        let tt_entry = self.tt.probe(key);
        if let Some(s) = self.table_cut(tt_entry, depth, ply, alpha, beta) {
            return s;
        }
        let tt_move = tt_entry.and_then(|e| e.mv);
        let in_check = self.prune && pos.phase() == Phase::Play && pos.in_check(pos.turn());
        if in_check && self.extend_checks {
            // Check extension: a king in check is searched a ply deeper.
            depth += 1;
        }
        let stand = self.pruning_score(pos, pv_node, in_check, ply, excluded.is_some(), tt_entry);
        let improving = self.improving(ply);
        if let Some(stand) = stand {
            // Static cut (reverse futility): far above beta near the leaves (games searched
            // narrow: up to depth 7, by a margin a ply less when the player is improving).
            let (cut_depth, margin) = if self.narrow {
                (7, 100 * (depth - improving as i32))
            } else {
                (3, 120 * depth)
            };
            if self.static_cut
                && depth <= cut_depth
                && beta.abs() < EVAL_LIMIT
                && stand - margin >= beta
            {
                return stand;
            }
            if let Some(score) = self.null_move_cut(pos, key, stand, depth, ply, beta) {
                return score;
            }
        }
        let (list, check) = match self.node_moves(pos, ply) {
            Ok(moves) => moves,
            Err(score) => return score,
        };
        let mut scored = std::mem::take(&mut self.scored[ply]);
        scored.clear();
        for m in list.iter() {
            let mut o = self.order_score(pos, m, tt_move, ply);
            if self.narrow && (1 << 28..1 << 30).contains(&o) && self.bad_capture(pos, m) {
                o = (1 << 25) + (o & 0xffff);
            }
            scored.push((*m, o));
        }
        self.lists[ply] = list;

        let orig_alpha = alpha;
        let mut best = -INF;
        let mut best_move = None;
        let singular = match self.singular(pos, tt_entry, depth, ply, beta) {
            Ok(singular) => singular,
            Err(score) => {
                self.scored[ply] = scored;
                return score;
            }
        };
        self.path.push(key);
        // Futility: near the leaves, quiet moves cannot lift a score this far below alpha.
        let fut_depth = if self.narrow { 4 } else { 2 };
        let futile = stand.is_some_and(|s| depth <= fut_depth && s + 150 * depth <= alpha);
        // Legal moves searched so far (candidates that leave the king attacked are skipped).
        let mut searched = 0usize;
        // Refined games: the quiet moves searched before a cut-off, whose history falls.
        let mut tried = [Move::Pass; 32];
        let mut n_tried = 0usize;
        for i in 0..scored.len() {
            let m = Self::pick(&mut scored, i);
            if excluded == Some(m) {
                continue;
            }
            let quiet = scored[i].1 < 1 << 26;
            if searched > 0 && quiet && stand.is_some() {
                // Futile quiet moves, and late quiet moves near the leaves, are not searched.
                // The moves come best order score first, so every move after this one is
                // quiet and would be skipped too: none is picked.
                if futile || self.late(depth, searched, improving) {
                    break;
                }
                // Refined games: near the leaves, a quiet move that puts its piece where the
                // exchange loses it is not searched.
                if self.refined && depth <= 3 && self.exchange(pos, &m) < -60 * depth {
                    continue;
                }
            }
            let Some(child) = pos.play_candidate(&m, check) else {
                continue;
            };
            let same = self.same_team(child.turn(), pos.turn());
            let mut score;
            let first = searched == 0;
            searched += 1;
            self.played[ply] = Some(m);
            self.cont.set_played(ply, pos, Some(&m));
            if first {
                let ext = (singular && Some(m) == tt_move) as i32;
                score = self.child(&child, same, depth - 1 + ext, ply + 1, alpha, beta);
            } else {
                // Late quiet moves are searched shallower first (late-move reduction, more
                // the later and the deeper), and every move after the first with a null
                // window (PVS).
                let node = NodeKind {
                    pv_node,
                    in_check,
                    improving,
                };
                let r = self.reduction(node, depth, searched, quiet, scored[i].1);
                score = self.child(&child, same, depth - 1 - r, ply + 1, alpha, alpha + 1);
                if !self.stopped && score > alpha && (r > 0 || score < beta) {
                    score = self.child(&child, same, depth - 1, ply + 1, alpha, beta);
                }
            }
            if self.stopped {
                break;
            }
            if score > best {
                best = score;
                best_move = Some(m);
                if score > alpha {
                    alpha = score;
                    let (head, tail) = self.pv.split_at_mut(ply + 1);
                    head[ply].clear();
                    head[ply].push(m);
                    head[ply].extend_from_slice(&tail[0]);
                    if alpha >= beta {
                        if quiet {
                            self.reward_quiet(pos, m, &tried[..n_tried], depth, ply);
                        }
                        break;
                    }
                }
            }
            if self.refined && quiet && n_tried < tried.len() {
                tried[n_tried] = m;
                n_tried += 1;
            }
        }
        self.path.pop();
        self.scored[ply] = scored;
        if self.stopped {
            return 0;
        }
        if best == -INF {
            // Every move was pruned as futile (a legal one exists): the static score.
            if excluded.is_some() {
                return alpha;
            }
            return stand.unwrap_or(alpha);
        }
        if excluded.is_some() {
            return best;
        }
        let bound = Bound::of(best, orig_alpha, beta);
        // Games searched narrow: a node that failed low stores no move, so the table keeps
        // the move an earlier search found best there (the best-scored move of a node where
        // every move failed low says little).
        let stored_move = if self.narrow && bound == Bound::Upper {
            None
        } else {
            best_move
        };
        self.tt
            .store(key, depth, to_tt(best, ply), bound, stored_move);
        best
    }

    /// A ChessNim leaf: a position with no free square is lost by the player to move (the
    /// last drop won, `CN-7`); otherwise the static score.
    fn chessnim_leaf(&self, pos: &Position, ply: usize) -> i32 {
        if pos.free_squares().is_empty() || pos.hand(pos.turn()).is_empty() {
            return -(MATE - ply as i32);
        }
        self.eval.evaluate(pos, self.root)
    }

    /// The legal moves of a node (in the ply's reused list), or the node's score when the
    /// game ends there: no legal move (the game's own verdict) or the fifty-move rule.
    /// The list holds the candidate moves ([`Position::candidate_moves_into`]) and the flag
    /// says whether each must be checked once played ([`Position::play_candidate`]): legality is
    /// paid for only by the moves searched, and here only until one legal move is found.
    fn node_moves(&mut self, pos: &Position, ply: usize) -> Result<(MoveList, bool), i32> {
        let mut list = std::mem::take(&mut self.lists[ply]);
        let check = pos.candidate_moves_into(&mut list);
        let any_legal = if check {
            list.iter().any(|m| pos.play_candidate(m, true).is_some())
        } else {
            !list.is_empty()
        };
        if !any_legal {
            self.lists[ply] = list;
            return Err(self.terminal(pos, ply));
        }
        if self.fifty_moves(pos) {
            self.lists[ply] = list;
            return Err(0);
        }
        Ok((list, check))
    }

    /// The quiescence search's moves: in games searched narrow, when the player to move is
    /// not in check, only the candidates that may capture or promote (a stalemate there
    /// goes unseen, BENCH.md session 36); else as [`Search::node_moves`].
    fn quiescence_moves(&mut self, pos: &Position, ply: usize) -> Result<(MoveList, bool), i32> {
        if self.narrow && pos.phase() == Phase::Play && !pos.in_check(pos.turn()) {
            let mut list = std::mem::take(&mut self.lists[ply]);
            if let Some(check) = pos.tactical_candidates_into(&mut list) {
                if self.fifty_moves(pos) {
                    self.lists[ply] = list;
                    return Err(0);
                }
                return Ok((list, check));
            }
            self.lists[ply] = list;
        }
        self.node_moves(pos, ply)
    }

    /// Captures only, until the position is quiet; the player to move may stand pat.
    fn quiesce(&mut self, pos: &Position, ply: usize, mut alpha: i32, beta: i32, qply: u32) -> i32 {
        self.pv[ply].clear();
        if self.nim {
            return self.chessnim_leaf(pos, ply);
        }
        // Below the first ply of captures, standing pat on a good enough score is trusted
        // without looking for a legal move (a mate or stalemate there goes unseen; the
        // first ply, right after the full-width search, still sees them). Games searched
        // narrow trust it on the first ply too when the player to move is not in check
        // (no mate; a stalemate there goes unseen), and spare the moves' generation.
        let stand = self.static_eval(pos);
        if self.prune && qply > 0 && (stand >= beta || qply >= QUIESCENCE_PLIES) {
            return stand;
        }
        if self.narrow && stand >= beta && pos.phase() == Phase::Play && !pos.in_check(pos.turn()) {
            return stand;
        }
        // Games searched narrow keep the quiescence search's results in the table too
        // (depth 0): a bound that holds the window settles the node, and the capture that
        // was best is tried first (BENCH.md session 38).
        let key = self.narrow.then(|| pos.zobrist());
        let entry = key.and_then(|key| self.tt.probe(key));
        if let Some(s) = self.table_cut(entry, 0, ply, alpha, beta) {
            return s;
        }
        let tt_move = entry.and_then(|e| e.mv);
        let (list, check) = match self.quiescence_moves(pos, ply) {
            Ok(moves) => moves,
            Err(score) => return score,
        };
        if stand >= beta || qply >= QUIESCENCE_PLIES || ply >= MAX_PLY - 2 {
            self.lists[ply] = list;
            return stand;
        }
        let orig_alpha = alpha;
        alpha = alpha.max(stand);
        let mut scored = self.quiescence_scored(pos, &list, tt_move, ply);
        self.lists[ply] = list;
        let mut best = stand;
        let mut best_move = None;
        for i in 0..scored.len() {
            let m = Self::pick(&mut scored, i);
            let Some(child) = pos.play_candidate(&m, check) else {
                continue;
            };
            let same = self.same_team(child.turn(), pos.turn());
            self.count_node();
            if self.stopped {
                break;
            }
            let score = self.quiescence_child(&child, same, ply + 1, alpha, beta, qply + 1);
            if self.stopped {
                break;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    best_move = Some(m);
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        self.scored[ply] = scored;
        if let Some(key) = key.filter(|_| !self.stopped) {
            let bound = Bound::of(best, orig_alpha, beta);
            self.tt.store(key, 0, to_tt(best, ply), bound, best_move);
        }
        best
    }

    /// The moves the quiescence search tries from `pos` (of `list`), with their ordering
    /// scores: the table's move first when it captures, then captures and promotions
    /// ([`Search::quiescence_tries`]) by [`Search::tactical_score`].
    fn quiescence_scored(
        &mut self,
        pos: &Position,
        list: &MoveList,
        tt_move: Option<Move>,
        ply: usize,
    ) -> Vec<(Move, i32)> {
        let mut scored = std::mem::take(&mut self.scored[ply]);
        scored.clear();
        // The table's move is looked for only when there is one that captures (never in
        // the built-in games, whose quiescence search does not ask the table): the plain
        // loop costs them nothing for it (BENCH.md session 39).
        let Some(first) = tt_move.filter(|t| Self::is_capture(pos, t)) else {
            for m in list.iter() {
                if self.quiescence_tries(pos, m) {
                    scored.push((*m, self.tactical_score(pos, m)));
                }
            }
            return scored;
        };
        for m in list.iter() {
            if *m == first {
                scored.push((*m, 1 << 30));
            } else if self.quiescence_tries(pos, m) {
                scored.push((*m, self.tactical_score(pos, m)));
            }
        }
        scored
    }

    /// The quiescence search's score of `child` at `ply` (`qply` plies into the
    /// quiescence search), from the side of its parent, whose mover is on `same` team or
    /// not, in the parent's window `alpha..beta`.
    fn quiescence_child(
        &mut self,
        child: &Position,
        same: bool,
        ply: usize,
        alpha: i32,
        beta: i32,
        qply: u32,
    ) -> i32 {
        if let Some(s) = self.out_of_game(child, ply) {
            if same {
                s
            } else {
                -s
            }
        } else if same {
            self.quiesce(child, ply, alpha, beta, qply)
        } else {
            -self.quiesce(child, ply, -beta, -alpha, qply)
        }
    }

    /// The capture (or, in games searched narrow, strong promotion) the quiescence search
    /// would make first from `pos` for its player to move, if any beats standing pat (none
    /// in check, or in a game of more than two players).
    pub(crate) fn best_capture(&mut self, pos: &Position) -> Option<Move> {
        if self.paranoid || self.nim || pos.in_check(pos.turn()) {
            return None;
        }
        let stand = self.eval.evaluate(pos, self.root);
        let (list, check) = self.node_moves(pos, 0).ok()?;
        let captures: Vec<Move> = list
            .iter()
            .filter(|m| self.quiescence_tries(pos, m))
            .copied()
            .collect();
        self.lists[0] = list;
        let mut best = (stand, None);
        for m in captures {
            let Some(child) = pos.play_candidate(&m, check) else {
                continue;
            };
            let score = -self.quiesce(&child, 1, -INF, -best.0, 1);
            if score > best.0 {
                best = (score, Some(m));
            }
        }
        best.1
    }

    /// The root's moves, less those excluded (unless that leaves none), in the order the
    /// first depth tries them: the seed decides among equals (a shuffle, then a stable sort
    /// by the static order).
    fn root_moves(&mut self, pos: &Position) -> Vec<Move> {
        let mut root_moves: Vec<Move> = pos.legal_moves().to_vec();
        if root_moves
            .iter()
            .any(|m| !self.excluded_at_root.contains(m))
        {
            root_moves.retain(|m| !self.excluded_at_root.contains(m));
        }
        self.rng.shuffle(&mut root_moves);
        root_moves.sort_by_key(|m| -self.tactical_score(pos, m));
        root_moves
    }

    /// One depth `d` at the root over `root_moves` (the previous best first, with a full
    /// window; the rest with a null window, searched again when they beat it): the best
    /// move's index and score, if any move was searched to the end, and its line.
    fn search_root(
        &mut self,
        pos: &Position,
        root_moves: &[Move],
        d: i32,
        (mut alpha, beta): (i32, i32),
    ) -> (Option<(usize, i32)>, Vec<Move>) {
        let mut best: Option<(usize, i32)> = None;
        let mut pv = Vec::new();
        self.path.push(pos.zobrist());
        for (i, &m) in root_moves.iter().enumerate() {
            let mut child = pos.clone();
            child.play_unchecked(&m);
            self.cont.set_played(0, pos, Some(&m));
            let same = self.same_team(child.turn(), pos.turn());
            let mut score;
            if i == 0 {
                score = self.child(&child, same, d - 1, 1, alpha, beta);
            } else {
                score = self.child(&child, same, d - 1, 1, alpha, alpha + 1);
                if !self.stopped && score > alpha {
                    score = self.child(&child, same, d - 1, 1, alpha, beta);
                }
            }
            if self.stopped {
                break;
            }
            self.can_stop = true;
            if best.is_none_or(|(_, s)| score > s) {
                best = Some((i, score));
                if score > alpha {
                    alpha = score;
                    pv.clear();
                    pv.push(m);
                    pv.extend_from_slice(&self.pv[1]);
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        self.path.pop();
        (best, pv)
    }

    /// One depth at the root ([`Search::search_root`]). Refined games from depth 5 on first
    /// search a window round the previous depth's `guess` (aspiration), widened and
    /// searched again while the score falls outside it; other games search the full
    /// window.
    fn aspirate(
        &mut self,
        pos: &Position,
        root_moves: &[Move],
        d: i32,
        guess: i32,
    ) -> (Option<(usize, i32)>, Vec<Move>) {
        if !self.refined || d < 5 || guess.abs() >= EVAL_LIMIT {
            return self.search_root(pos, root_moves, d, (-INF, INF));
        }
        let mut delta = 25;
        let (mut lo, mut hi) = (guess - delta, guess + delta);
        loop {
            let (best, pv) = self.search_root(pos, root_moves, d, (lo, hi));
            let score = best.map(|(_, s)| s);
            match score {
                _ if self.stopped => {
                    // A move searched to the end above the window's floor is better than
                    // the previous best; a stopped search that failed low (or found
                    // nothing) says nothing.
                    return if score.is_some_and(|s| s > lo) {
                        (best, pv)
                    } else {
                        (None, Vec::new())
                    };
                }
                Some(s) if s <= lo && lo > -INF => lo = (s - delta).max(-INF),
                Some(s) if s >= hi && hi < INF => hi = (s + delta).min(INF),
                _ => return (best, pv),
            }
            delta *= 2;
            if delta > 1000 {
                (lo, hi) = (-INF, INF);
            }
        }
    }

    /// Iterative deepening from `pos` up to `max_depth` plies; `info` hears of every
    /// completed depth.
    pub(crate) fn run(
        &mut self,
        pos: &Position,
        max_depth: u32,
        info: &mut dyn FnMut(&SearchInfo),
    ) -> SearchResult {
        let mut root_moves = self.root_moves(pos);
        if root_moves.is_empty() {
            return SearchResult {
                best: None,
                score: self.terminal(pos, 0),
                depth: 0,
                nodes: 0,
                pv: Vec::new(),
            };
        }
        let mut result = SearchResult {
            best: Some(root_moves[0]),
            score: 0,
            depth: 0,
            nodes: 0,
            pv: vec![root_moves[0]],
        };
        let max_depth = max_depth.clamp(1, MAX_PLY as u32 - 8);
        for depth in 1..=max_depth {
            let d = depth as i32;
            let (best, mut pv) = self.aspirate(pos, &root_moves, d, result.score);
            if let Some((i, score)) = best {
                // A move searched to the end of this depth: the first one is the previous
                // best, so any other that beat it is better still, even in a stopped depth.
                let m = root_moves.remove(i);
                root_moves.insert(0, m);
                if pv.first() != Some(&m) {
                    pv = vec![m];
                }
                result.best = Some(m);
                result.score = score;
                result.pv = pv;
                if !self.stopped {
                    result.depth = depth;
                    info(&SearchInfo {
                        depth,
                        score,
                        nodes: self.nodes,
                        pv: result.pv.clone(),
                    });
                }
            }
            if self.stopped || root_moves.len() == 1 {
                break;
            }
            // A forced mate (either way) within the horizon does not change deeper.
            if result.score.abs() >= MATE - d {
                break;
            }
        }
        result.nodes = self.nodes;
        result
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Settings;

    /// A table entry of this search (age 0).
    fn table_entry(
        key: u64,
        mv: Option<Move>,
        score: i32,
        depth: i16,
        bound: Bound,
    ) -> Option<Entry> {
        Some(Entry {
            key,
            mv,
            score,
            depth,
            bound,
            age: 0,
        })
    }

    /// Chess as a definition (a game searched narrow).
    fn chess(fen: &str) -> Position {
        let d = crate::definition::find_definition("[c:chess]\n", Some("c")).expect("reads");
        Position::from_fen(&Settings::defined(d), fen).expect("a position")
    }

    /// Searches `pos` to `depth` one ply below a root (where a singular extension may be
    /// tried), and asks [`Search::singular`] of it at `depth + 1` with `beta`.
    fn singular_after_search(
        fen: &str,
        depth: i32,
        beta: i32,
    ) -> (Option<String>, Result<bool, i32>) {
        let pos = chess(fen);
        let mut go_on = |_| false;
        let mut s = Search::new(&pos, Table::new(16), u64::MAX, 1, &[], &mut go_on, None);
        s.search(&pos, depth, 1, -INF, INF);
        let entry = s.tt.probe(pos.zobrist());
        (
            entry.and_then(|e| e.mv).map(|m| m.to_uci(pos.rules())),
            s.singular(&pos, entry, depth + 1, 1, beta),
        )
    }

    #[test]
    fn the_only_move_that_wins_the_queen_is_singular() {
        // Only the rook on d1 can take the queen.
        let (mv, singular) = singular_after_search("6k1/8/8/8/3q4/8/8/3R2K1 w - - 0 1", 7, INF);
        assert_eq!(mv.as_deref(), Some("d1d4"));
        assert_eq!(singular, Ok(true));
    }

    #[test]
    fn a_move_another_move_outscores_is_not_singular_and_a_low_beta_is_cut() {
        // The table says a king's step holds 0; the rook's capture of the queen is far above.
        let pos = chess("6k1/8/8/8/3q4/8/8/3R2K1 w - - 0 1");
        let step = Move::parse_uci("g1h2", pos.rules()).expect("a move");
        let mut go_on = |_| false;
        let mut s = Search::new(&pos, Table::new(16), u64::MAX, 1, &[], &mut go_on, None);
        let entry =
            |depth: i16, bound: Bound| table_entry(pos.zobrist(), Some(step), 0, depth, bound);
        assert_eq!(
            s.singular(&pos, entry(7, Bound::Lower), 8, 1, INF),
            Ok(false)
        );
        // With a beta below the bound (0 less 2 a ply), the capture alone holds the node.
        assert_eq!(
            s.singular(&pos, entry(7, Bound::Lower), 8, 1, -100),
            Err(-16)
        );
        // An upper bound, or one searched too shallow, is not tried at all.
        assert_eq!(
            s.singular(&pos, entry(7, Bound::Upper), 8, 1, -100),
            Ok(false)
        );
        assert_eq!(
            s.singular(&pos, entry(4, Bound::Lower), 8, 1, -100),
            Ok(false)
        );
        // Nor below the least depth.
        assert_eq!(
            s.singular(&pos, entry(4, Bound::Lower), 5, 1, -100),
            Ok(false)
        );
    }

    #[test]
    fn the_quiescence_search_of_a_defined_game_keeps_its_result_and_capture_in_the_table() {
        // White to move takes the undefended queen: the quiescence search's best capture.
        let pos = chess("6k1/8/8/8/3q4/8/8/3R2K1 w - - 0 1");
        let take = Move::parse_uci("d1d4", pos.rules()).expect("a move");
        let mut go_on = |_| false;
        let mut s = Search::new(&pos, Table::new(16), u64::MAX, 1, &[], &mut go_on, None);
        let score = s.quiesce(&pos, 1, -INF, INF, 0);
        let entry = s.tt.probe(pos.zobrist()).expect("the result is kept");
        assert_eq!(
            (entry.mv, entry.depth, entry.bound),
            (Some(take), 0, Bound::Exact)
        );
        assert_eq!(from_tt(entry.score, 1), score);
        // A search that meets the position again with a window the result holds is settled
        // by the table: here a null window below the kept score, without a node searched.
        let nodes = s.nodes();
        assert_eq!(s.quiesce(&pos, 1, score - 2, score - 1, 0), score);
        assert_eq!(s.nodes(), nodes);
    }

    #[test]
    fn improving_compares_the_same_players_last_static_score() {
        let pos = chess("4k3/8/8/8/8/8/8/3RK3 w - - 0 1");
        let mut go_on = |_| false;
        let mut s = Search::new(&pos, Table::new(8), u64::MAX, 1, &[], &mut go_on, None);
        s.statics[0] = Some(10);
        s.statics[1] = Some(500);
        s.statics[2] = Some(20);
        assert!(s.improving(2));
        s.statics[2] = Some(5);
        assert!(!s.improving(2));
        // In check (no static score) a player is not improving; with none to compare, it is.
        s.statics[2] = None;
        assert!(!s.improving(2));
        s.statics[0] = None;
        s.statics[2] = Some(-300);
        assert!(s.improving(2));
        assert!(!s.improving(0));
        s.statics[0] = Some(7);
        assert!(s.improving(0));
    }

    /// A search of `pos` to `depth`, resumed from `learnt` if any: the move it found and
    /// what it learnt.
    fn search_learning(
        pos: &Position,
        depth: u32,
        learnt: Option<Learnt>,
    ) -> (Option<Move>, Option<Learnt>) {
        let mut go_on = |_| false;
        let mut s = Search::new(pos, Table::new(16), u64::MAX, 1, &[], &mut go_on, learnt);
        let best = s.run(pos, depth, &mut |_| {}).best;
        (best, s.learnt())
    }

    #[test]
    fn defined_games_hand_the_quiet_moves_history_to_the_next_search() {
        let pos = chess("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
        let (best, learnt) = search_learning(&pos, 6, None);
        let learnt = learnt.expect("a defined game keeps its history");
        assert!(learnt.history.iter().any(|&h| h != 0));
        let kept = learnt.history.clone();
        // The next search starts from it, and goes on learning.
        let next = pos.play(&best.expect("a move")).expect("legal");
        let mut go_on = |_| false;
        let mut s = Search::new(
            &next,
            Table::new(16),
            u64::MAX,
            1,
            &[],
            &mut go_on,
            Some(learnt),
        );
        assert_eq!(s.history, kept);
        s.run(&next, 5, &mut |_| {});
        assert_ne!(s.learnt().map(|l| l.history), Some(kept));
        // A fresh search of the same position starts from nothing.
        let fresh = Search::new(&next, Table::new(16), u64::MAX, 1, &[], &mut go_on, None);
        assert!(fresh.history.iter().all(|&h| h == 0));
    }

    #[test]
    fn a_history_of_another_size_is_not_taken_up() {
        let pos = chess("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
        let odd = Learnt {
            history: vec![5; 3],
            counter: Vec::new(),
            cont: ContHistory::empty(),
        };
        let mut go_on = |_| false;
        let s = Search::new(&pos, Table::new(8), u64::MAX, 1, &[], &mut go_on, Some(odd));
        let mut go_on_too = |_| false;
        let fresh = Search::new(&pos, Table::new(8), u64::MAX, 1, &[], &mut go_on_too, None);
        assert_eq!(s.history.len(), fresh.history.len());
        assert!(s.history.iter().all(|&h| h == 0));
        assert_eq!(s.counter.len(), fresh.counter.len());
        assert!(s.cont.fits(pos.rules(), true, MAX_PLY + 2));
    }

    #[test]
    fn the_quiet_leaf_takes_what_hangs_and_stops_where_nothing_pays() {
        use crate::search::quiet_leaf;
        // White takes the queen; Black's rook takes back; nothing more pays.
        let pos = chess("3rk3/8/8/3q4/8/8/8/3RK3 w - - 0 1");
        assert_eq!(quiet_leaf(&pos).to_fen(), "4k3/8/8/3r4/8/8/8/4K3 w - - 0 2");
        // A pawn guarded by a pawn is not taken by the rook.
        let guarded = chess("4k3/4p3/3p4/8/8/8/8/3RK3 w - - 0 1");
        assert_eq!(quiet_leaf(&guarded).to_fen(), guarded.to_fen());
        // In check, nothing is resolved.
        let check = chess("4k3/8/8/8/8/8/4q3/3RK3 w - - 0 1");
        assert_eq!(quiet_leaf(&check).to_fen(), check.to_fen());
    }

    #[test]
    fn the_quiet_leaf_promotes_to_a_strong_piece() {
        use crate::search::quiet_leaf;
        // Nothing to take, but a pawn that queens: the quiescence search tries it.
        let pos = chess("4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
        assert_eq!(quiet_leaf(&pos).to_fen(), "Q3k3/8/8/8/8/8/8/4K3 b - - 0 1");
        // A queen's square the enemy rook guards: the pawn stays.
        let guarded = chess("7r/P7/4k3/8/8/8/8/4K3 w - - 0 1");
        assert_eq!(quiet_leaf(&guarded).to_fen(), guarded.to_fen());
    }

    #[test]
    fn the_table_corrects_the_static_score_only_toward_its_bound() {
        let entry = |score: i32, bound: Bound| table_entry(1, None, score, 3, bound);
        assert_eq!(table_corrected(10, None, 0), 10);
        assert_eq!(table_corrected(10, entry(50, Bound::Lower), 0), 50);
        assert_eq!(table_corrected(10, entry(-50, Bound::Lower), 0), 10);
        assert_eq!(table_corrected(10, entry(-50, Bound::Upper), 0), -50);
        assert_eq!(table_corrected(10, entry(50, Bound::Upper), 0), 10);
        assert_eq!(table_corrected(10, entry(50, Bound::Exact), 0), 10);
        assert_eq!(table_corrected(10, entry(MATE - 3, Bound::Lower), 0), 10);
    }

    #[test]
    fn the_five_games_start_every_search_afresh() {
        let pos = Position::start(&Settings::new(crate::Variant::Chessence)).expect("a start");
        let (_, learnt) = search_learning(&pos, 3, None);
        assert!(learnt.is_none());
    }
}
