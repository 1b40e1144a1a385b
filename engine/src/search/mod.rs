//! The computer opponent: a search for every game, with no clock inside.
//!
//! The caller gives a budget ([`Limits`]: a maximum depth, a maximum number of nodes, a
//! seed) and, through [`best_move_with`], a `should_stop` callback asked every few dozen
//! nodes (a command-line engine stops on time with it, an app on a button) and an `info`
//! callback told of every completed depth. For the same position, seed and budget (and a
//! callback that does not stop it) the answer is always the same.
//!
//! - Two-player games (Chessence, Arnhem, Nasty Neighbours, and ChessNim positions the
//!   solver has not proven): iterative-deepening alpha-beta with a transposition table
//!   keyed by [`Position::zobrist`], move ordering, a quiescence search on captures and
//!   mate scores (`search/alphabeta.rs`). Each game's evaluation is in `search/eval.rs`.
//! - Vimes (three players): the same search, paranoid: the player to move against the
//!   other two together.
//! - ChessNim: an exact win/loss solver tried first within the budget
//!   ([`chessnim_winning_drops`] gives every proven winning drop, for hints).
//! - Arnhem's deployment: [`arnhem_deployment`] sets up the computer's army without looking
//!   at the other one; [`best_move`] plays it drop by drop in the deployment phase.
//!
//! Scores are in centipawns for the player to move (in Vimes: for the player to move
//! against the other two). [`MATE`] minus a number of plies is a forced win in that many
//! plies; [`PROVEN`] is a ChessNim win proven by the solver at an unknown distance.
//! [`score_kind`] tells them apart.

mod alphabeta;
mod chessnim_solver;
mod cont_history;
mod defined_eval;
mod deploy;
mod eval;
mod hash;
pub(crate) mod rng;
mod see;
mod tt;

pub use chessnim_solver::{chessnim_solve, chessnim_winning_drops, chessnim_winning_drops_until};
pub use defined_eval::{
    DefinedTerms, Family, CHESS_PAWN_WEIGHTS, DEFINED_TERMS, DEFINED_TERM_NAMES, DEFINED_UNIT,
    DROP_WEIGHTS, OTHER_WEIGHTS,
};
pub use deploy::arnhem_deployment;
pub use eval::{
    average_reach, chessence_terms, defined_terms, piece_values, CHESSENCE_TERMS,
    CHESSENCE_TERM_NAMES, CHESSENCE_WEIGHTS, TEMPO,
};
pub(crate) use hash::piece_key;

/// The position at the end of the quiescence search's line from `pos`: the captures (and in
/// defined games the strong promotions) the players to move would make, one after the other, while one beats standing pat (at most
/// [`MAX_PLY`] of them). `pos` itself when it is quiet, in check, or of a game of more than
/// two players. A defined game's evaluation is fitted to such positions
/// (`engine/examples/tune_defined.rs`), the positions its search's leaves see.
pub fn quiet_leaf(pos: &Position) -> Position {
    let mut leaf = pos.clone();
    let mut go_on = |_| false;
    // One search for the whole line: two players' scores do not depend on its root.
    let mut s = alphabeta::Search::new(pos, tt::Table::new(1), u64::MAX, 0, &[], &mut go_on, None);
    for _ in 0..MAX_PLY {
        match s.best_capture(&leaf).and_then(|m| leaf.play(&m).ok()) {
            Some(next) => leaf = next,
            None => break,
        }
    }
    leaf
}

/// Spreads the bits of a seed (SplitMix64's finaliser): for front ends that draw a
/// reproducible random choice from a request's seed (the app's weak levels).
pub fn mix_seed(seed: u64) -> u64 {
    rng::mix(seed ^ 0x2545_f491_4f6c_dd1d)
}

use crate::{EndReason, Game, Move, Phase, Player, Position, Variant};

/// The score of delivering mate now; `MATE - n` is a forced win in `n` plies.
pub const MATE: i32 = 30_000;
/// The score of a ChessNim position the solver proved won (distance unknown); `-PROVEN`
/// a proven loss.
pub const PROVEN: i32 = 29_000;
/// The deepest the search goes, in plies.
pub const MAX_PLY: usize = 128;

/// The budget of a search. `Limits::default()` has no node limit and the deepest depth:
/// give at least one limit, or a `should_stop` callback.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Limits {
    /// The deepest iteration, in plies (at least 1).
    pub depth: u32,
    /// Stop after about this many nodes (the first depth-1 move is always searched; a
    /// `should_stop` callback is asked from the first node on).
    pub nodes: u64,
    /// The seed of the tie-breaks: different seeds vary the play among equal moves.
    pub seed: u64,
    /// The transposition table holds at most `2^hash_bits` entries (of 24 bytes); a
    /// smaller node budget uses a smaller table.
    pub hash_bits: u8,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            depth: MAX_PLY as u32 - 8,
            nodes: u64::MAX,
            seed: 0,
            hash_bits: 20,
        }
    }
}

impl Limits {
    /// Search to `depth` plies.
    pub fn depth(depth: u32) -> Limits {
        Limits {
            depth,
            ..Limits::default()
        }
    }

    /// Search about `nodes` nodes.
    pub fn nodes(nodes: u64) -> Limits {
        Limits {
            nodes,
            ..Limits::default()
        }
    }

    /// The same budget with another seed.
    pub fn with_seed(self, seed: u64) -> Limits {
        Limits { seed, ..self }
    }

    /// The same budget with a depth limit too.
    pub fn with_depth(self, depth: u32) -> Limits {
        Limits { depth, ..self }
    }

    /// The same budget with a node limit too.
    pub fn with_nodes(self, nodes: u64) -> Limits {
        Limits { nodes, ..self }
    }
}

/// The table size for a budget: at most `limits.hash_bits`, smaller for few nodes.
pub(crate) fn hash_bits_for(limits: &Limits) -> u8 {
    let by_nodes = 64 - limits.nodes.saturating_mul(2).max(1).leading_zeros() as u8;
    limits.hash_bits.min(by_nodes).clamp(8, 26)
}

/// What the search knows after a completed depth (for UCI `info` lines).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchInfo {
    /// The depth completed, in plies.
    pub depth: u32,
    /// The score for the player to move (see [`score_kind`]).
    pub score: i32,
    /// Nodes searched so far.
    pub nodes: u64,
    /// The principal variation, the best move first.
    pub pv: Vec<Move>,
}

/// The answer of a search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult {
    /// The move to play; `None` when the game is over (no legal move).
    pub best: Option<Move>,
    /// Its score for the player to move (see [`score_kind`]).
    pub score: i32,
    /// The deepest depth completed (0 for moves chosen without search, such as Arnhem's
    /// deployment).
    pub depth: u32,
    /// Nodes searched.
    pub nodes: u64,
    /// The principal variation, `best` first.
    pub pv: Vec<Move>,
}

/// What a score means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScoreKind {
    /// An evaluation in centipawns.
    Centipawns(i32),
    /// A forced mate (or other game end) in this many moves of the player to move:
    /// positive when it wins, negative when it loses (UCI's `mate N`).
    Mate(i32),
    /// A ChessNim position proven won (`true`) or lost at an unknown distance.
    Proven(bool),
}

/// Tells a score's kind.
pub fn score_kind(score: i32) -> ScoreKind {
    let plies = MATE - score.abs();
    if plies <= MAX_PLY as i32 {
        let moves = (plies + 1) / 2;
        ScoreKind::Mate(if score > 0 { moves } else { -moves })
    } else if score.abs() >= PROVEN {
        ScoreKind::Proven(score > 0)
    } else {
        ScoreKind::Centipawns(score)
    }
}

/// The score in UCI form: `cp X` or `mate N` (a ChessNim result proven at an unknown
/// distance is `cp 29000` or `cp -29000`, [`PROVEN`]).
pub fn uci_score(score: i32) -> String {
    match score_kind(score) {
        ScoreKind::Centipawns(cp) => format!("cp {cp}"),
        ScoreKind::Mate(n) => format!("mate {n}"),
        ScoreKind::Proven(true) => format!("cp {PROVEN}"),
        ScoreKind::Proven(false) => format!("cp -{PROVEN}"),
    }
}

/// The best move in `pos` within `limits`.
pub fn best_move(pos: &Position, limits: &Limits) -> SearchResult {
    best_move_with(pos, limits, &mut |_| false, &mut |_| {})
}

/// The best move in `pos` within `limits`, asking `should_stop(nodes)` every few dozen
/// nodes (return true to stop: the best move of the deepest depth searched so far is
/// returned) and telling `info` of every completed depth.
pub fn best_move_with(
    pos: &Position,
    limits: &Limits,
    should_stop: &mut dyn FnMut(u64) -> bool,
    info: &mut dyn FnMut(&SearchInfo),
) -> SearchResult {
    search(
        pos,
        limits,
        &[],
        &[],
        &mut SearchMemory::new(),
        should_stop,
        info,
    )
}

/// What the search keeps from one move of a game to the next: its transposition table,
/// so that each search starts from what the one before it found (the positions a few
/// plies on are already searched), and no table is built anew for every move; in defined
/// games also what it learnt of the quiet moves (their history), by which the next search
/// orders them from its first depth on.
///
/// Give the same memory to the searches of one game ([`best_move_remembering`]) and
/// [`SearchMemory::clear`] it when another game starts. A table is used again only for a
/// search of the same variant with the same table size, and in Vimes for the same player
/// (the paranoid scores are that player's); otherwise a search starts afresh. With a
/// memory the answer also depends on the searches before; without one it depends only on
/// the position, the seed and the budget.
pub struct SearchMemory {
    /// The tables kept, the most recent last.
    kept: Vec<Kept>,
    /// How many tables may be kept (one per player searched for in Vimes).
    tables: usize,
}

impl Default for SearchMemory {
    fn default() -> Self {
        SearchMemory::new()
    }
}

/// A table, and what it was searched for.
struct Kept {
    variant: Variant,
    /// The player searched for (Vimes only; two-player scores are the mover's).
    root: Option<Player>,
    table: tt::Table,
    /// What the search learnt of the quiet moves (games searched narrow).
    learnt: Option<alphabeta::Learnt>,
}

impl SearchMemory {
    /// A memory of one table: in Vimes, for the last player searched for.
    pub fn new() -> SearchMemory {
        SearchMemory {
            kept: Vec::new(),
            tables: 1,
        }
    }

    /// A memory of a table per player searched for (an engine playing more than one seat
    /// of a Vimes game), each as large as one table of [`SearchMemory::new`].
    pub fn per_player() -> SearchMemory {
        SearchMemory {
            kept: Vec::new(),
            tables: 3,
        }
    }

    /// Forgets everything (a new game).
    pub fn clear(&mut self) {
        self.kept.clear();
    }

    /// Whether no table is kept.
    pub fn is_empty(&self) -> bool {
        self.kept.is_empty()
    }

    /// The table for a search of `pos` with `2^bits` entries: the kept one when it was
    /// searched for the same game and player, otherwise a new one.
    fn table(&mut self, pos: &Position, bits: u8) -> (tt::Table, Option<alphabeta::Learnt>) {
        let (variant, root) = Self::owner(pos);
        let found = self
            .kept
            .iter()
            .position(|k| k.variant == variant && k.root == root && k.table.len() == 1 << bits);
        match found {
            Some(i) => {
                let Kept {
                    mut table, learnt, ..
                } = self.kept.remove(i);
                table.new_search();
                (table, learnt)
            }
            None => (tt::Table::new(bits), None),
        }
    }

    /// Keeps `table`, searched for `pos` (the oldest table gives way when there are too
    /// many, and any of another variant at once).
    fn keep(&mut self, pos: &Position, table: tt::Table, learnt: Option<alphabeta::Learnt>) {
        let (variant, root) = Self::owner(pos);
        self.kept.retain(|k| k.variant == variant);
        if self.kept.len() >= self.tables {
            self.kept.remove(0);
        }
        self.kept.push(Kept {
            variant,
            root,
            table,
            learnt,
        });
    }

    fn owner(pos: &Position) -> (Variant, Option<Player>) {
        let variant = pos.rules().variant();
        let root = (pos.rules().player_count() > 2).then(|| pos.turn());
        (variant, root)
    }
}

/// The best move in the current position of `game`, which also knows the positions
/// before it: a position that already stood in the game is scored as a draw, so the
/// search steers into a repetition (`SH-3`) only when it does not stand better.
pub fn best_move_in_game(
    game: &Game,
    limits: &Limits,
    should_stop: &mut dyn FnMut(u64) -> bool,
    info: &mut dyn FnMut(&SearchInfo),
) -> SearchResult {
    best_move_remembering(game, limits, &mut SearchMemory::new(), should_stop, info)
}

/// Like [`best_move_in_game`], starting from what `memory` kept of the game's earlier
/// searches and keeping this one's table in it.
pub fn best_move_remembering(
    game: &Game,
    limits: &Limits,
    memory: &mut SearchMemory,
    should_stop: &mut dyn FnMut(u64) -> bool,
    info: &mut dyn FnMut(&SearchInfo),
) -> SearchResult {
    // The positions before the current one (the game already keeps their keys).
    let keys = game.keys();
    let history = &keys[..keys.len().saturating_sub(1)];
    let pos = game.position();
    if game.outcome().is_some() {
        return SearchResult {
            best: None,
            score: 0,
            depth: 0,
            nodes: 0,
            pv: Vec::new(),
        };
    }
    let lost = losing_by_the_game(game);
    search(pos, limits, history, &lost, memory, should_stop, info)
}

/// The moves that lose by a rule the game judges over its moves and the search does not
/// see (`moveRepetitionIllegal`: a piece moved back and forth), left out at the root.
fn losing_by_the_game(game: &Game) -> Vec<Move> {
    let judged = game
        .position()
        .rules()
        .definition()
        .is_some_and(|d| d.xiangqi.move_repetition_illegal);
    if !judged {
        return Vec::new();
    }
    let me = game.position().turn();
    game.position()
        .legal_moves()
        .iter()
        .copied()
        .filter(|m| {
            let mut after = game.clone();
            after.play(m).is_ok()
                && after
                    .outcome()
                    .is_some_and(|o| o.reason == EndReason::BackAndForth && o.winner != Some(me))
        })
        .collect()
}

fn search(
    pos: &Position,
    limits: &Limits,
    history: &[u64],
    lost: &[Move],
    memory: &mut SearchMemory,
    should_stop: &mut dyn FnMut(u64) -> bool,
    info: &mut dyn FnMut(&SearchInfo),
) -> SearchResult {
    let nim = pos.rules().game().search_style().eval == crate::variants::EvalKind::Nim;
    match pos.phase() {
        _ if nim => chessnim_solver::best_move(pos, limits, should_stop, info),
        // A secret deployment (`AR-4`) is the only phase before play.
        Phase::Deploy => deploy::deployment_move(pos, limits.seed),
        _ => {
            let (table, learnt) = memory.table(pos, hash_bits_for(limits));
            let (nodes, seed) = (limits.nodes, limits.seed);
            let mut s =
                alphabeta::Search::new(pos, table, nodes, seed, history, should_stop, learnt);
            if !lost.is_empty() {
                s.exclude_at_root(lost.to_vec());
            }
            let result = s.run(pos, limits.depth, info);
            let learnt = s.learnt();
            memory.keep(pos, s.into_table(), learnt);
            result
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::definition::parse_definitions;
    use crate::Settings;

    /// A janggi game after `line` from `fen`, in the built-in `parent`.
    fn janggi(parent: &str, fen: &str, line: &str) -> Game {
        let text = format!("[j:{parent}]\n");
        let def = parse_definitions(&text)
            .expect("text")
            .pop()
            .expect("section");
        let mut g = Game::from_fen(&Settings::defined(def), fen).expect("fen");
        for m in line.split_whitespace() {
            let mv = g.position().parse_move(m).expect("move");
            g.play(&mv).expect("legal");
        }
        g
    }

    #[test]
    fn move_repetition_illegal_the_search_leaves_out_the_move_that_loses_by_it() {
        // White's rook has gone a2-a3-a2-a3: a3a2 now moves it to and fro a fifth time,
        // which loses in janggimodern (`moveRepetitionIllegal`); in janggi it does not.
        let fen = "3k5/9/9/9/9/9/9/9/4K4/R8 w - - 0 1";
        let line = "a1a2 d10d9 a2a3 d9d10 a3a2 d10d9 a2a3 d9d10";
        let modern = janggi("janggimodern", fen, line);
        let a3a2 = modern.position().parse_move("a3a2").expect("move");
        assert_eq!(losing_by_the_game(&modern), vec![a3a2]);
        assert!(losing_by_the_game(&janggi("janggi", fen, line)).is_empty());
        for seed in 0..8 {
            let limits = Limits::depth(2).with_seed(seed);
            let r = best_move_in_game(&modern, &limits, &mut |_| false, &mut |_| {});
            assert_ne!(r.best, Some(a3a2), "seed {seed}");
        }
    }
}
