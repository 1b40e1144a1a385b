//! Static evaluation, one function per game, built once per [`Rules`].
//!
//! Scores are in centipawns (a pawn is 100). Material values are hand-tuned per game from
//! what each piece reaches on its board (the average number of squares it attacks from a
//! playable square of the empty board, [`average_reach`]); games whose pieces are chosen by
//! the players (ChessNim) take values from that average directly. On top of material each
//! game has its own terms:
//! - ChessNim: the parity of the free squares (a drop removes at least one).
//! - Chessence: men on the board and in hand, their powers (`CE-4`: friendly men around
//!   it) and what they reach, men with no power, men round each king and enemy reach
//!   there, men the enemy could take: counted terms ([`chessence_terms`]) whose weights
//!   are fitted to self-play results (`engine/examples/tune_chessence.rs`).
//! - Arnhem: pieces in reserve (`AR-5`, `AR-6`), mobility, pawn advance, the king's
//!   surroundings against enemy drops.
//! - Nasty Neighbours: mobility, pawn advance, and the bare-king danger (`NN-5`: a side with
//!   few pieces besides its king is close to losing).
//! - Defined games: counted terms weighed by fitted weights ([`DefinedTerms`], in
//!   `defined_eval.rs`). Without hands, the pieces many games share take their published
//!   values ([`NAMED_VALUES`]), a rider's scaled for the board's size, shared out of what
//!   their reach gives them together; other pieces keep their reach's value. With hands,
//!   values come from reach except for compounds (a piece with both leaper and rider
//!   moves, as the archbishop `BN`), which take their published share of the queen's.
//! - Vimes: each player's own units (the Republican: every ordinary pawn and
//!   Republican-only unit, `VI-4`, `VI-5`), for the paranoid view of the searching player.

use super::defined_eval::{drop_danger, king_zone, DefinedTerms};
use crate::variants::{chessence, nasty_neighbours, vimes, EvalKind};
use crate::{Count, Kind, Phase, Player, Position, Rules, Settings, Square, SquareSet, MAX_KINDS};

/// A small bonus for having the move, in the two-player games' evaluations.
pub const TEMPO: i32 = 10;

/// Evaluations never reach this, so they stay apart from won and mated scores.
pub(crate) const EVAL_LIMIT: i32 = 20_000;

/// What the evaluation needs of a game, computed once.
pub(crate) struct Evaluator {
    /// Which evaluation the game asks for ([`crate::variants::GameRules::search_style`]).
    eval: EvalKind,
    /// Material value of each kind on the board.
    value: [i32; MAX_KINDS],
    /// Value of each kind in hand.
    hand_value: [i32; MAX_KINDS],
    /// Centipawns per attacked square, per kind.
    mobility: [i32; MAX_KINDS],
    royal: [bool; MAX_KINDS],
    pawn: [bool; MAX_KINDS],
    /// Vimes: each player's raw score in the starting position, taken off so that the
    /// start scores about 0 for everyone.
    baseline: [i32; 3],
    /// Vimes' units counted a whole set at a time (the game's `SearchStyle::packed`).
    packed: bool,
    /// Defined games: their counted terms ([`DefinedTerms`]).
    defined: Option<DefinedTerms>,
}

/// The value the computer gives each kind of piece of `rules`' game on its board, in
/// kind order, in centipawns (a pawn is about 100): what a rules page's table of pieces
/// shows. One evaluator for them all (making one measures every kind's reach).
pub fn piece_values(rules: &Rules) -> Vec<i32> {
    let e = Evaluator::new(rules);
    (0..rules.kinds().len())
        .map(|i| e.value(Kind(i as u8)))
        .collect()
}

/// The average number of squares a piece of `kind` attacks or moves to from a playable
/// square of the empty board, over both orientations.
pub fn average_reach(rules: &Rules, kind: Kind) -> f64 {
    let t = rules.tables();
    let g = rules.geometry();
    let mut total = 0u32;
    let mut n = 0u32;
    for sq in g.playable() {
        for orient in 0..2 {
            let mut set = SquareSet::EMPTY;
            for ray in t.rays_of(kind.index(), orient, sq) {
                for s in t.steps(ray) {
                    set.insert(s.to);
                }
            }
            total += set.count();
            n += 1;
        }
    }
    if n == 0 {
        0.0
    } else {
        total as f64 / n as f64
    }
}

/// The counted terms of a defined game's evaluation ([`DefinedTerms`]), with its pieces'
/// values; `None` for the five built-in games, which are evaluated otherwise.
pub fn defined_terms(rules: &Rules) -> Option<DefinedTerms> {
    Evaluator::new(rules).defined
}

/// Values of pieces that many games share, by their moves in Betza notation: the published
/// relative values of Fairy-Stockfish's piece types (middle and end game averaged), scaled
/// to a knight of 300. The reach alone undervalues compounds (an archbishop, `BN`, reaches
/// about as far as a rook but is worth nearly a queen).
const NAMED_VALUES: [(&str, i32); 16] = [
    ("N", 300),
    ("B", 320),
    ("R", 490),
    ("Q", 960),
    ("BN", 810),
    ("RN", 900),
    ("QN", 1020),
    ("K", 295),
    ("KN", 680),
    ("F", 160),
    ("W", 140),
    ("A", 125),
    ("FfW", 240),
    ("WfF", 260),
    ("BW", 570),
    ("RF", 680),
];

/// The queen's value in [`NAMED_VALUES`].
const NAMED_QUEEN: i32 = 960;

/// A published `value` (for 8×8) of a piece moving so, on a board of `geometry`'s size: a
/// rider's moves count for more on a larger board and for less on a smaller one, a leaper's
/// not at all. Each move (a direction, once for moving and once for capturing) weighs 5,
/// a rider's 12 on 8×8 and one more for every two files and ranks more (the rule by which
/// Fairy-Stockfish scales its sliders' values).
fn board_scaled(value: i32, movement: &crate::betza::Betza, geometry: &crate::Geometry) -> i32 {
    let (mut leaps, mut rides) = (0, 0);
    for c in &movement.components {
        let n = c.vectors.len() as i32 * (c.moves as i32 + c.captures as i32);
        if c.range == 1 {
            leaps += n;
        } else {
            rides += n;
        }
    }
    let ride = 5 + (geometry.width() as i32 + geometry.height() as i32 - 2) / 2;
    if rides == 0 {
        return value;
    }
    value * (5 * leaps + ride * rides) / (5 * leaps + 12 * rides)
}

/// Whether a piece combines a leaper's moves with a rider's (`BN`, `RN`, `KN`, `BW`), the
/// pieces whose value its reach alone misses most.
fn is_compound(movement: &crate::betza::Betza) -> bool {
    let ranges: Vec<u8> = movement.components.iter().map(|c| c.range).collect();
    ranges.contains(&1) && ranges.iter().any(|&r| r != 1)
}

/// The named value of each of `kinds` ([`NAMED_VALUES`]), where one moves so (whatever the
/// letters of its Betza text: `BN` and `NB` move alike). The table is read once.
fn named_values(kinds: &[crate::PieceKind]) -> Vec<Option<i32>> {
    let table: Vec<(Vec<Leap>, i32)> = NAMED_VALUES
        .iter()
        .filter_map(|(betza, v)| Some((shape(&crate::betza::parse(betza).ok()?), *v)))
        .collect();
    kinds
        .iter()
        .map(|k| {
            let moves = shape(&k.movement);
            table.iter().find(|(s, _)| *s == moves).map(|(_, v)| *v)
        })
        .collect()
}

/// One leap of a movement: (vector, range, moves, captures, lame, initial, and for a move
/// in legs its origin and path).
type Leap = (
    crate::betza::Vector,
    u8,
    bool,
    bool,
    bool,
    bool,
    crate::betza::Vector,
    crate::betza::Path,
);

/// A movement as a comparable set of its leaps.
fn shape(b: &crate::betza::Betza) -> Vec<Leap> {
    let mut out: Vec<_> = b
        .components
        .iter()
        .flat_map(|c| {
            c.vectors.iter().map(move |v| {
                let path = c.path;
                (
                    *v, c.range, c.moves, c.captures, c.lame, c.initial, c.origin, path,
                )
            })
        })
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

impl Evaluator {
    /// The evaluator of `rules`' game.
    pub(crate) fn new(rules: &Rules) -> Evaluator {
        let mut e = Evaluator {
            eval: rules.game().search_style().eval,
            value: [0; MAX_KINDS],
            hand_value: [0; MAX_KINDS],
            mobility: [0; MAX_KINDS],
            royal: [false; MAX_KINDS],
            pawn: [false; MAX_KINDS],
            baseline: [0; 3],
            packed: false,
            defined: None,
        };
        for (i, k) in rules.kinds().iter().enumerate() {
            e.royal[i] = k.is_royal;
            e.pawn[i] = k.is_pawn;
            // From reach: orthodox 8×8 gives about N 300, B 390, R 550, Q 840.
            let reach = average_reach(rules, Kind(i as u8));
            e.value[i] = if k.is_pawn {
                100
            } else {
                (60.0 + 34.0 * reach) as i32
            };
            e.mobility[i] = if k.is_pawn || k.is_royal { 0 } else { 4 };
        }
        // Hand-tuned values, in each game's kind order (none: the reach above).
        let style = rules.game().search_style();
        e.packed = style.packed;
        for (i, &v) in style.values.iter().enumerate() {
            e.value[i] = v;
        }
        if style.compound_values {
            if rules.has_hands() {
                e.value_compounds(rules);
            } else {
                e.value_named(rules);
            }
        }
        for i in 0..MAX_KINDS {
            // A piece in hand can go almost anywhere: worth a little more.
            e.hand_value[i] = e.value[i] + e.value[i] / 10;
        }
        if rules
            .definition()
            .is_some_and(|d| d.extinction_value == crate::definition::GameValue::Win)
        {
            // A game won by losing one's pieces (antichess, `extinctionValue = win`): a
            // piece is a burden, an eighth of its value against its side (Fairy-Stockfish's
            // figure for these games).
            for i in 0..MAX_KINDS {
                e.value[i] = -e.value[i] / 8;
                e.hand_value[i] = -e.hand_value[i] / 8;
            }
        }
        if style.eval == EvalKind::Defined {
            e.defined = Some(DefinedTerms::new(rules, e.value, e.hand_value));
        }
        if style.eval == EvalKind::Paranoid {
            let settings = match rules.definition() {
                Some(def) => Settings::defined(def.clone()),
                None => Settings::new(rules.variant()),
            };
            if let Ok(start) = Position::start(&settings) {
                e.baseline = e.vimes_material(&start);
            }
        }
        e
    }

    /// A defined game with hands: its compound pieces (an archbishop `BN`, a chancellor
    /// `RN`, …) take their published value ([`NAMED_VALUES`]) relative to the queen, the
    /// queen being valued by its reach on this board (as every other piece is): the reach
    /// alone undervalues compounds (issue 33, BENCH.md). Games with hands keep these
    /// values ([`Evaluator::value_named`] is for the others): their weights
    /// ([`super::DROP_WEIGHTS`]) were fitted to them (weights fitted to the published
    /// values instead matched Fairy-Stockfish's scores of crazyhouse no better: BENCH.md
    /// session 34).
    fn value_compounds(&mut self, rules: &Rules) {
        let named = named_values(rules.kinds());
        let queen = named.iter().position(|&v| v == Some(NAMED_QUEEN));
        let queen_value = queen.map(|q| self.value[q]);
        let scale = |v: i32| match queen_value {
            Some(q) => v * q / NAMED_QUEEN,
            None => v,
        };
        for (i, k) in rules.kinds().iter().enumerate() {
            if k.is_pawn || k.is_royal || !is_compound(&k.movement) {
                continue;
            }
            if let Some(v) = named[i] {
                self.value[i] = self.value[i].max(scale(v));
            }
        }
    }

    /// A defined game without hands: each piece many games share takes its published
    /// value ([`NAMED_VALUES`]), a rider's scaled for the board's size
    /// ([`board_scaled`]); together they keep the worth their reach gives them on this
    /// board, which only shares it out anew. The reach alone misjudges pieces (a bishop
    /// above a knight on Arnhem's board, a queen below two rooks on chess's), and these
    /// values fit Fairy-Stockfish's scores of the defined games far better (issue 33,
    /// BENCH.md session 30). Pieces of other moves keep their reach's value.
    fn value_named(&mut self, rules: &Rules) {
        let named = named_values(rules.kinds());
        let (mut by_reach, mut by_name) = (0i64, 0i64);
        let mut scaled = [None; MAX_KINDS];
        for (i, k) in rules.kinds().iter().enumerate() {
            if k.is_pawn || k.is_royal {
                continue;
            }
            if let Some(v) = named[i] {
                let v = board_scaled(v, &k.movement, rules.geometry());
                scaled[i] = Some(v);
                by_reach += self.value[i] as i64;
                by_name += v as i64;
            }
        }
        if by_name == 0 {
            return;
        }
        for (i, v) in scaled.iter().enumerate() {
            if let Some(v) = v {
                self.value[i] = (*v as i64 * by_reach / by_name) as i32;
            }
        }
    }

    /// The material value of `kind` (for move ordering).
    #[inline]
    pub(crate) fn value(&self, kind: Kind) -> i32 {
        self.value[kind.index()]
    }

    /// The score of `pos` for the player to move, or in Vimes for the team of the player to
    /// move in the paranoid view of `root` (the searching player against both others).
    pub(crate) fn evaluate(&self, pos: &Position, root: Player) -> i32 {
        let s = match self.eval {
            EvalKind::Nim => return self.chessnim(pos),
            EvalKind::Paranoid => {
                // Paranoid: everyone but `root` plays against it.
                let s = self.vimes(pos, root);
                if pos.turn() == root {
                    s
                } else {
                    -s
                }
            }
            _ => {
                let white = match self.eval {
                    EvalKind::Chessence => self.chessence(pos),
                    EvalKind::Neighbours => self.nasty_neighbours(pos),
                    EvalKind::Defined => match &self.defined {
                        Some(d) => d.score(pos),
                        None => 0,
                    },
                    _ => self.material(pos),
                };
                TEMPO
                    + if pos.turn() == Player::WHITE {
                        white
                    } else {
                        -white
                    }
            }
        };
        s.clamp(-EVAL_LIMIT, EVAL_LIMIT)
    }

    /// ChessNim (`CN-7`): were every drop to take exactly one free square, the player to
    /// move would win on an odd count. Weak, but the exact solver takes over as soon as it
    /// can.
    fn chessnim(&self, pos: &Position) -> i32 {
        let free = pos.free_squares().count();
        let parity = if free % 2 == 1 { 40 } else { -40 };
        let me = pos.turn();
        let hand_size = |p: Player| -> i32 {
            pos.hand(p)
                .iter()
                .map(|(_, c)| match c {
                    Count::Finite(n) => n as i32,
                    Count::Unlimited => 64,
                })
                .sum()
        };
        let material = (hand_size(me).min(64) - hand_size(me.next(2)).min(64)) * 2;
        parity + material
    }

    /// Material on the board and in hand, mobility, pawn advance and the king's
    /// surroundings, White minus Black, for the orthodox-like games (Arnhem, Nasty
    /// Neighbours).
    fn army(&self, pos: &Position, hands: bool) -> (i32, [SquareSet; 2], [Option<Square>; 2]) {
        let rules = pos.rules();
        let t = rules.tables();
        let occ = pos.occupied();
        let h = rules.geometry().height() as i32;
        let mut score = 0;
        let mut attacks = [SquareSet::EMPTY; 2];
        let mut kings = [None; 2];
        for (side, p) in [Player::WHITE, Player::BLACK].into_iter().enumerate() {
            let sign = if side == 0 { 1 } else { -1 };
            let own = pos.pieces_of(p);
            for sq in own {
                let Some(piece) = pos.piece_at(sq) else {
                    continue;
                };
                let k = piece.kind.index();
                let a = t.attacks(k, side, sq, &occ);
                attacks[side] |= a;
                if self.royal[k] {
                    kings[side] = Some(sq);
                    continue;
                }
                let mut s = self.value[k] + self.mobility[k] * (a - own).count() as i32;
                if self.pawn[k] {
                    let advance = if side == 0 {
                        sq.rank() as i32
                    } else {
                        h - 1 - sq.rank() as i32
                    };
                    s += 6 * advance * advance / 2;
                }
                score += sign * s;
            }
            if hands {
                for (kind, c) in pos.hand(p).iter() {
                    let n = match c {
                        Count::Finite(n) => n as i32,
                        Count::Unlimited => 1,
                    };
                    score += sign * n * self.hand_value[kind.index()];
                }
            }
        }
        (score, attacks, kings)
    }

    /// Material with reserves, mobility, pawns, and king safety against drops (Arnhem
    /// Chess's `AR-5`, `AR-6`): empty squares next to the king are landing squares for the
    /// enemy's reserve.
    fn material(&self, pos: &Position) -> i32 {
        if pos.phase() == Phase::Deploy {
            return 0;
        }
        let (mut score, attacks, kings) = self.army(pos, true);
        for side in 0..2 {
            let Some(k) = kings[side] else { continue };
            let zone = king_zone(pos, k);
            let attacked = (zone & attacks[1 - side]).count() as i32;
            let danger = 12 * attacked + drop_danger(pos, side, zone);
            score += if side == 0 { -danger } else { danger };
        }
        score
    }

    /// Nasty Neighbours: material never leaves the board (`NN-3`), so a capture swings it
    /// twice; mobility, pawns, king safety, and the bare-king danger (`NN-5`). The same
    /// terms as [`Evaluator::army`] gives, computed a whole set of pieces at a time on the
    /// 128-bit board of [`nasty_neighbours::compact`].
    fn nasty_neighbours(&self, pos: &Position) -> i32 {
        use nasty_neighbours::{compact::Armies, PAWN};
        let armies = Armies::of(pos);
        let mut attacks = [0u128; 2];
        let mut score = 0;
        let h = pos.rules().geometry().height() as i32;
        for (side, pieces) in armies.pieces.iter().enumerate() {
            let sign = if side == 0 { 1 } else { -1 };
            let (a, reached) = armies.reach(side);
            attacks[side] = a;
            // Queens, rooks, bishops and knights count the same per square reached.
            let mut s = self.mobility[nasty_neighbours::KNIGHT.index()] * reached as i32;
            for (k, set) in pieces.iter().enumerate() {
                s += self.value[k] * set.count_ones() as i32;
            }
            let mut pawns = pieces[PAWN.index()];
            while pawns != 0 {
                let rank = (pawns.trailing_zeros() / 16) as i32;
                pawns &= pawns - 1;
                let advance = if side == 0 { rank } else { h - 1 - rank };
                s += 6 * advance * advance / 2;
            }
            score += sign * s;
        }
        for (side, pieces) in armies.pieces.iter().enumerate() {
            let sign = if side == 0 { 1 } else { -1 };
            // NN-5: a bare king loses; running short of pieces is dangerous.
            let others = pieces.iter().map(|s| s.count_ones() as i32).sum::<i32>() - 1;
            if others < 6 {
                score -= sign * (6 - others) * (6 - others) * 40;
            }
            let zone = armies.king_zone(side);
            score -= sign * 10 * (zone & attacks[1 - side]).count_ones() as i32;
        }
        score
    }

    /// Nasty Neighbours as [`Evaluator::army`] scores it square by square: what
    /// [`Evaluator::nasty_neighbours`] must equal.
    #[cfg(test)]
    fn nasty_neighbours_by_squares(&self, pos: &Position) -> i32 {
        let (mut score, attacks, kings) = self.army(pos, false);
        for side in 0..2 {
            let me = Player(side as u8);
            let sign = if side == 0 { 1 } else { -1 };
            let others = pos.pieces_of(me).count() as i32 - 1;
            if others < 6 {
                score -= sign * (6 - others) * (6 - others) * 40;
            }
            if let Some(k) = kings[side] {
                let zone = king_zone(pos, k);
                score -= sign * 10 * (zone & attacks[1 - side]).count() as i32;
            }
        }
        score
    }

    /// Chessence (`CE-4`): the terms of [`chessence_terms`] weighed by
    /// [`CHESSENCE_WEIGHTS`], White minus Black.
    fn chessence(&self, pos: &Position) -> i32 {
        chessence_terms(pos)
            .iter()
            .zip(CHESSENCE_WEIGHTS)
            .map(|(t, w)| t * w)
            .sum()
    }

    /// Vimes Chess for `root` (`VI-4` … `VI-8`): `root`'s total against the mean of the
    /// other two's, each measured from the start. From `root`'s side.
    fn vimes(&self, pos: &Position, root: Player) -> i32 {
        let mut material = self.vimes_material(pos);
        for (m, b) in material.iter_mut().zip(self.baseline) {
            *m -= b;
        }
        let r = root.index().min(2);
        let others: i32 = (0..3).filter(|&i| i != r).map(|i| material[i]).sum();
        material[r] - others / 2
    }

    /// Vimes: each player's units, mobility and king safety (White, Black, Republican).
    fn vimes_material(&self, pos: &Position) -> [i32; 3] {
        if self.packed {
            self.vimes_material_by_sets(pos)
        } else {
            self.vimes_material_by_squares(pos)
        }
    }

    /// [`Evaluator::vimes_material`] of the built-in game: the 8×8 board as one word
    /// ([`crate::wide`]), each group's riders, knights and pawns moving a whole set at a
    /// time. Along one line two units of a group never reach the same square in the same
    /// direction (the nearer stops the farther), so a count per direction over the set is
    /// the sum of the units' counts that [`Evaluator::vimes_material_by_squares`] takes
    /// piece by piece.
    fn vimes_material_by_sets(&self, pos: &Position) -> [i32; 3] {
        use crate::wide::{self, shift};
        const BOARD: u128 = wide::mask(8, 8);
        // White, Black, Republican.
        let mut material = [0i32; 3];
        let (units, pawns) = self.vimes_unit_sets(pos, &mut material);
        let empty = BOARD & !wide::pack(pos.occupied());
        let mut attacks = vimes_set_reach(&units, empty, &mut material);
        attacks[2] |= shift::<15>(pawns[0], BOARD)
            | shift::<17>(pawns[0], BOARD)
            | shift::<-15>(pawns[1], BOARD)
            | shift::<-17>(pawns[1], BOARD);
        for side in 0..2 {
            let me = Player(side as u8);
            if !vimes::royalist_in(pos, me) {
                // VI-8: a Royalist out of the game.
                material[side] -= 3000;
                continue;
            }
            let king = wide::pack(pos.royals & pos.pieces_of(me));
            let king = king & king.wrapping_neg();
            let zone = king | wide::around(king, BOARD);
            let hostile = attacks[1 - side] | attacks[2];
            material[side] -= 8 * (zone & hostile).count_ones() as i32;
        }
        if !vimes::republican_in(pos) {
            material[2] -= 3000;
        }
        material
    }

    /// The built-in Vimes' units as sets on the 8×8 word, their values added to
    /// `material`: by group (White's pieces, Black's, the Republican-only units) the
    /// orthogonal riders, diagonal riders, knights, pawns moving up and down; and the
    /// ordinary pawns moving up and down (`VI-4`).
    #[inline]
    fn vimes_unit_sets(
        &self,
        pos: &Position,
        material: &mut [i32; 3],
    ) -> ([[u128; 5]; 3], [u128; 2]) {
        use vimes::{BISHOP, KNIGHT, PAWN, QUEEN, ROOK};
        let mut units = [[0u128; 5]; 3];
        let mut pawns = [0u128; 2];
        for sq in pos.occupied() {
            let Some(p) = pos.piece_at(sq) else { continue };
            let k = p.kind.index();
            let bit = crate::wide::bit(sq.index());
            let orient = p.player.index().min(1);
            let group = if p.is_promoted() {
                // VI-5: Republican-only units.
                material[2] += self.value[k].max(100);
                2
            } else if p.kind == PAWN {
                // VI-4: ordinary pawns are the Republican's units, and shelter their
                // colour's king.
                material[2] += 100;
                material[p.player.index()] += 25;
                pawns[orient] |= bit;
                continue;
            } else if self.royal[k] {
                continue;
            } else {
                material[p.player.index()] += self.value[k];
                p.player.index()
            };
            let u = &mut units[group];
            match p.kind {
                QUEEN => {
                    u[0] |= bit;
                    u[1] |= bit;
                }
                ROOK => u[0] |= bit,
                BISHOP => u[1] |= bit,
                KNIGHT => u[2] |= bit,
                PAWN => u[3 + orient] |= bit,
                _ => {}
            }
        }
        (units, pawns)
    }

    /// Vimes' units square by square, on any board and army (`x-players = 3`): what
    /// [`Evaluator::vimes_material_by_sets`] must equal on the built-in game's.
    fn vimes_material_by_squares(&self, pos: &Position) -> [i32; 3] {
        let t = pos.rules().tables();
        let occ = pos.occupied();
        // White, Black, Republican.
        let mut material = [0i32; 3];
        let mut attacks = [SquareSet::EMPTY; 3];
        for sq in occ {
            let Some(p) = pos.piece_at(sq) else { continue };
            let k = p.kind.index();
            let orient = p.player.index().min(1);
            let a = t.attacks(k, orient, sq, &occ);
            if p.is_promoted() {
                // VI-5: Republican-only units.
                material[2] += self.value[k].max(100) + 2 * a.count() as i32;
                attacks[2] |= a;
            } else if pos.rules().kind(p.kind).is_pawn {
                // VI-4: ordinary pawns are the Republican's units, and shelter their
                // colour's king.
                material[2] += 100;
                material[p.player.index()] += 25;
                attacks[2] |= a;
            } else if !self.royal[k] {
                material[p.player.index()] += self.value[k] + 3 * a.count() as i32;
                attacks[p.player.index()] |= a;
            }
        }
        for side in 0..2 {
            let me = Player(side as u8);
            if !vimes::royalist_in(pos, me) {
                // VI-8: a Royalist out of the game.
                material[side] -= 3000;
                continue;
            }
            if let Some(k) = (pos.royals & pos.pieces_of(me)).first() {
                let zone = king_zone(pos, k);
                let hostile = attacks[1 - side] | attacks[2];
                material[side] -= 8 * (zone & hostile).count() as i32;
            }
        }
        if !vimes::republican_in(pos) {
            material[2] -= 3000;
        }
        material
    }
}

/// The squares each group of the built-in Vimes' unit sets (`units`, from
/// [`Evaluator::vimes_unit_sets`]) reaches on the 8×8 word with `empty` squares, the reach
/// added to `material` (Republican-only units 2 a square, a Royalist's pieces 3).
#[inline]
fn vimes_set_reach(units: &[[u128; 5]; 3], empty: u128, material: &mut [i32; 3]) -> [u128; 3] {
    use crate::wide::{self, diagonal_lines, knight_lines, orthogonal_lines};
    use crate::wide::{leap, rider, shift};
    const BOARD: u128 = wide::mask(8, 8);
    let mut attacks = [0u128; 3];
    for (group, u) in units.iter().enumerate() {
        if u.iter().all(|&set| set == 0) {
            continue;
        }
        let mut reached = 0;
        let mut add = |a: u128| {
            if a != 0 {
                attacks[group] |= a;
                reached += a.count_ones() as i32;
            }
        };
        for a in orthogonal_lines!(rider, u[0], empty, BOARD) {
            add(a);
        }
        for a in diagonal_lines!(rider, u[1], empty, BOARD) {
            add(a);
        }
        for a in knight_lines!(leap, u[2], empty, BOARD) {
            add(a);
        }
        add(shift::<15>(u[3], BOARD));
        add(shift::<17>(u[3], BOARD));
        add(shift::<-15>(u[4], BOARD));
        add(shift::<-17>(u[4], BOARD));
        material[group] += if group == 2 { 2 } else { 3 } * reached;
    }
    attacks
}

/// How many terms Chessence's evaluation weighs ([`chessence_terms`]).
pub const CHESSENCE_TERMS: usize = 12;

/// What each of Chessence's terms counts, in [`chessence_terms`]' order.
pub const CHESSENCE_TERM_NAMES: [&str; CHESSENCE_TERMS] = [
    "men on the board",
    "powers of the men",
    "squares the men reach",
    "men in hand",
    "squares round the king the enemy reaches",
    "king in the enemy's reach",
    "men with no power",
    "men in hand with no empty home square",
    "men round their own king",
    "men round the enemy king",
    "men the enemy reaches",
    "men the enemy reaches and no friend does",
];

/// The centipawns of one unit of each of Chessence's terms ([`chessence_terms`]).
pub const CHESSENCE_WEIGHTS: [i32; CHESSENCE_TERMS] =
    [100, 1, 2, 115, -6, -40, -47, 7, 5, 35, -23, -9];

/// Chessence's evaluation terms (`CE-4`), each White's count minus Black's, in the order
/// of [`CHESSENCE_TERM_NAMES`]: the men and their powers (friendly men orthogonally,
/// diagonally, a knight's move away), the squares those powers reach, men in hand and the
/// home squares free to take them (`CE-5`), the men and enemy reach round each king
/// (kings never move, `CE-3`), and the men the enemy could take, guarded or not. The
/// evaluation is their sum weighed by [`CHESSENCE_WEIGHTS`], which
/// `engine/examples/tune_chessence.rs` fits to the results of self-play games.
pub fn chessence_terms(pos: &Position) -> [i32; CHESSENCE_TERMS] {
    use chessence::compact;
    let occ = compact::pack(pos.occupied());
    let mut t = [0i32; CHESSENCE_TERMS];
    let mut reach = [0u64; 2];
    // What the men reach with their friends' squares: the friends they defend.
    let mut guarded = [0u64; 2];
    let mut kings = [None; 2];
    let mut men_of = [0u64; 2];
    for (side, p) in [Player::WHITE, Player::BLACK].into_iter().enumerate() {
        let sign = if side == 0 { 1 } else { -1 };
        let (men, king) = chessence::army(pos, p);
        kings[side] = king;
        men_of[side] = men;
        let own = match king {
            Some(k) => men | 1 << compact::index(k),
            None => men,
        };
        let powers = compact::powers(men);
        let mut reached = 0;
        let mut rest = men;
        while rest != 0 {
            let sq = rest.trailing_zeros();
            rest &= rest - 1;
            let all = compact::reach(sq, powers, occ);
            guarded[side] |= all & own;
            let r = all & !own;
            reach[side] |= r;
            reached += r.count_ones() as i32;
        }
        let any = powers.0 | powers.1 | powers.2;
        t[0] += sign * men.count_ones() as i32;
        t[1] += sign * (powers.0 & men).count_ones() as i32
            + sign * (powers.1 & men).count_ones() as i32
            + sign * (powers.2 & men).count_ones() as i32;
        t[2] += sign * reached;
        t[6] += sign * (men & !any).count_ones() as i32;
        if let Count::Finite(n) = pos.hand(p).count(chessence::MAN) {
            let home = compact::pack(chessence::home_squares(p)) & !occ;
            t[3] += sign * n as i32;
            t[7] += sign * (n as i32 - home.count_ones() as i32).max(0);
        }
    }
    for side in 0..2 {
        let sign = if side == 0 { 1 } else { -1 };
        if let Some(k) = kings[side] {
            let zone = compact::pack(king_zone(pos, k));
            t[4] += sign * (zone & reach[1 - side]).count_ones() as i32;
            if reach[1 - side] & (1 << compact::index(k)) != 0 {
                t[5] += sign;
            }
            t[8] += sign * (zone & men_of[side]).count_ones() as i32;
            t[9] -= sign * (zone & men_of[1 - side]).count_ones() as i32;
        }
        let hit = men_of[side] & reach[1 - side];
        t[10] += sign * hit.count_ones() as i32;
        t[11] += sign * (hit & !guarded[side]).count_ones() as i32;
    }
    t
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::random_games::each_position;
    use crate::Variant;

    #[test]
    fn defined_pieces_many_games_share_take_their_published_values() {
        let text = "[capa:chess]\nmaxFile = 10\narchbishop = a\nchancellor = c\n\
            customPiece1 = x:NB\ncustomPiece2 = y:WD\n\
            startFen = rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR[XYxy] w KQkq - 0 1\n\
            pieceDrops = true\n";
        let d = crate::definition::find_definition(text, Some("capa")).expect("reads");
        let pos = Position::start(&Settings::defined(d)).expect("starts");
        let e = Evaluator::new(pos.rules());
        let value = |letter: char| e.value(pos.rules().kind_by_letter(letter).expect("kind"));
        let by_reach = |letter: char| {
            let k = pos.rules().kind_by_letter(letter).expect("kind");
            (60.0 + 34.0 * average_reach(pos.rules(), k)) as i32
        };
        // The queen, rook and knight keep their reach's value; the compounds take their
        // published share of the queen's.
        for plain in ['Q', 'R', 'B', 'N', 'Y'] {
            assert_eq!(value(plain), by_reach(plain), "{plain}");
        }
        let q = value('Q');
        assert_eq!(value('A'), 810 * q / 960, "the archbishop, BN");
        assert!(value('A') > by_reach('A'));
        assert_eq!(value('X'), value('A'), "NB moves as BN");
        assert_eq!(value('C'), 900 * q / 960, "the chancellor, RN");
        assert_eq!(value('P'), 100);
    }

    #[test]
    fn defined_pieces_without_hands_share_their_reach_by_published_values() {
        let values = |text: &str| {
            let d = crate::definition::find_definition(text, Some("g")).expect("reads");
            let pos = Position::start(&Settings::defined(d)).expect("starts");
            let e = Evaluator::new(pos.rules());
            let rules = pos.rules();
            let value = |l: char| e.value(rules.kind_by_letter(l).expect("kind"));
            let reach = |l: char| {
                let k = rules.kind_by_letter(l).expect("kind");
                (60.0 + 34.0 * average_reach(rules, k)) as i32
            };
            let pieces = ['N', 'B', 'R', 'Q'];
            let sum = |f: &dyn Fn(char) -> i32| pieces.iter().map(|&l| f(l)).sum::<i32>();
            // Shared out anew, the pieces are worth together what their reach gives them.
            assert!((sum(&value) - sum(&reach)).abs() <= 4, "{text}");
            pieces.map(value)
        };
        // On 8×8 in the published proportions: N 300, B 320, R 490, Q 960.
        let [n, b, r, q] = values("[g:chess]\n");
        assert!((b * 300 / n - 320).abs() <= 2 && (r * 300 / n - 490).abs() <= 2);
        assert!(
            (q * 300 / n - 960).abs() <= 2,
            "a queen above two rooks less a pawn"
        );
        // On Arnhem's 6×7 board the riders count for less: a bishop below a knight.
        let [n, b, r, q] = values(
            "[g:chess]\nmaxRank = 7\nmaxFile = 6\nstartFen = rnbqk1/pppppp/6/6/6/PPPPPP/RNBQK1 w - - 0 1\n             castling = false\n",
        );
        assert!(b < n, "bishop {b}, knight {n}");
        // A rider's moves weigh 10 on this board where they weigh 12 on 8×8.
        assert!((r * 300 / n - 490 * 10 / 12).abs() <= 2, "rook {r}");
        assert!((q * 300 / n - 960 * 10 / 12).abs() <= 2, "queen {q}");
    }

    /// A Chessence position turned half round with the colours swapped: the board of
    /// `CE-1` and the homes of `CE-2` map onto themselves, so the position is the same for
    /// the other side.
    fn chessence_turned(pos: &Position) -> Position {
        let swap = |c: char| {
            if c.is_ascii_uppercase() {
                c.to_ascii_lowercase()
            } else {
                c.to_ascii_uppercase()
            }
        };
        let mut setup = crate::Setup::parse(&pos.to_fen()).unwrap();
        let turn =
            |sq: Square| Square::new(setup.width - 1 - sq.file(), setup.height - 1 - sq.rank());
        setup.holes = setup.holes.iter().map(turn).collect();
        for (sq, piece) in &mut setup.pieces {
            *sq = turn(*sq);
            piece.letter = swap(piece.letter);
        }
        for entry in setup.hands.iter_mut().flatten() {
            entry.letter = swap(entry.letter);
        }
        setup.turn = if setup.turn == 'w' { 'b' } else { 'w' };
        Position::from_setup(&Settings::new(Variant::Chessence), &setup).unwrap()
    }

    /// `CE-1`, `CE-2`: the board and the homes are the same turned half round, so every
    /// evaluation term of a position is the negation of its term in the position turned
    /// round with the colours swapped.
    #[test]
    fn ce_4_the_evaluation_terms_are_the_same_for_either_side() {
        let mut nonzero = [false; CHESSENCE_TERMS];
        let positions = each_position(Variant::Chessence, 7, 40, 120, &mut |pos| {
            let turned = chessence_turned(pos);
            let a = chessence_terms(pos);
            let b = chessence_terms(&turned);
            for i in 0..CHESSENCE_TERMS {
                assert_eq!(a[i], -b[i], "{}: {}", CHESSENCE_TERM_NAMES[i], pos.to_fen());
                nonzero[i] |= a[i] != 0;
            }
        });
        assert!(positions > 1_000);
        assert!(
            nonzero.iter().all(|&n| n),
            "a term is 0 everywhere: {nonzero:?}"
        );
    }

    /// The 128-bit evaluation of Nasty Neighbours scores every position of random games
    /// as the square-by-square one does (`NN-2` moves, `NN-3` conquests, `NN-5` bare kings).
    #[test]
    fn nasty_neighbours_whole_sets_agree_with_square_by_square() {
        let start = Position::start(&Settings::new(Variant::NastyNeighbours)).unwrap();
        let e = Evaluator::new(start.rules());
        let positions = each_position(Variant::NastyNeighbours, 15, 60, 200, &mut |pos| {
            assert_eq!(
                e.nasty_neighbours(pos),
                e.nasty_neighbours_by_squares(pos),
                "{}",
                pos.to_fen()
            );
        });
        assert!(positions > 5_000);
    }

    /// Vimes' whole-set evaluation scores every position of random three-player games as
    /// the square-by-square one does (`VI-4` … `VI-8`: pawns, Republican-only units,
    /// Royalists mated out).
    #[test]
    fn vimes_whole_sets_agree_with_square_by_square() {
        let start = Position::start(&Settings::new(Variant::Vimes)).unwrap();
        let e = Evaluator::new(start.rules());
        let positions = each_position(Variant::Vimes, 16, 60, 300, &mut |pos| {
            assert_eq!(
                e.vimes_material_by_sets(pos),
                e.vimes_material_by_squares(pos),
                "{}",
                pos.to_fen()
            );
        });
        assert!(positions > 5_000);
    }
}
