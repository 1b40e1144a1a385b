//! The evaluation of defined games (issue 33): counted terms, each White's count less
//! Black's, weighed by the weights of the game's [`Family`]. The terms are the same for any
//! definition (a piece's value comes from its reach on the game's board, a king's shelter
//! from the pawns in front of it, wherever the definition puts them). Some are also
//! counted times the endgame's share (how many of the start's pieces have left the board),
//! so that their weight can change as the game goes on. The weights are fitted
//! (`engine/examples/tune_defined.rs`) to Fairy-Stockfish's scores of the quiet positions
//! of its own games (BENCH.md session 23; session 22 fitted them to those games' results,
//! a noisier target): one set for the games whose pawns are chess's (Capablanca and chess
//! together, so that it carries to definitions not seen), one for those with hands as well
//! (crazyhouse), one for the rest (Arnhem's board without hands).

use crate::{Count, Phase, Player, Position, Rules, Square, SquareSet, MAX_KINDS};

/// How many terms the evaluation of defined games weighs ([`DefinedTerms::terms`]).
pub const DEFINED_TERMS: usize = 32;

/// A weight's unit: the weights ([`CHESS_PAWN_WEIGHTS`], [`DROP_WEIGHTS`],
/// [`OTHER_WEIGHTS`]) are in sixteenths of a centipawn.
pub const DEFINED_UNIT: i32 = 16;

/// What each term counts, in [`DefinedTerms::terms`]' order.
pub const DEFINED_TERM_NAMES: [&str; DEFINED_TERMS] = [
    "pawns",
    "pieces (not pawns or kings)",
    "the pieces' values (from reach)",
    "pieces in hand, at their values",
    "squares the leapers reach",
    "squares the riders reach",
    "pieces' nearness to the centre (leapers twice)",
    "pawns' advance (ranks squared)",
    "passed pawns' advance (ranks)",
    "doubled pawns",
    "isolated pawns",
    "pawns one rank ahead of the king",
    "pawns two ranks ahead of the king",
    "squares round the king the enemy reaches",
    "enemy pieces reaching round the king, times the squares they reach",
    "files at the king with no pawn of its own ahead",
    "empty squares a queen on the king's square would reach",
    "landing squares round the king for the enemy's reserve",
    "squares a piece could check the enemy king from, unguarded by the enemy",
    "enemy pieces attacked and not defended",
    "enemy pieces (not pawns) attacked by pawns",
    "pawns, times the endgame's share (0 to 16)",
    "the pieces' values, times the endgame's share",
    "passed pawns' advance, times the endgame's share",
    "the king's nearness to the centre, times the endgame's share",
    "enemy pieces reaching round the king, times their squares there, times the endgame's share",
    "pieces reaching two squares or fewer",
    "riders on files with no pawn of their own",
    "space: safe central squares of the own half (more behind own pawns), times the pieces",
    "central pawns' advance (ranks, on the middle half of the files)",
    "pieces (not pawns or kings) still on their own first rank",
    "squares the pieces reach that the enemy's pawns attack",
];

/// Three families of defined games, each with its own weights: the terms of pawns (files,
/// shelter, passing) mean what they say only where pawns move as chess's do, and where
/// pieces come back as drops the king's safety weighs far more.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Family {
    /// Pawns that step straight ahead and take diagonally ahead (chess, Capablanca, …):
    /// [`CHESS_PAWN_WEIGHTS`].
    ChessPawns,
    /// The same pawns, in a game with hands (crazyhouse, …): [`DROP_WEIGHTS`].
    Drops,
    /// Any other pawns, or none (Berolina-like pawns, Arnhem's board, …):
    /// [`OTHER_WEIGHTS`].
    Other,
}

/// The weights of the [`Family::ChessPawns`] games, in sixteenths of a centipawn
/// ([`DEFINED_UNIT`]), fitted to Fairy-Stockfish's scores (5,000 nodes) of positions of its
/// self-play on Capablanca and chess, counted at the quiescence search's leaves, with the
/// pieces' published values (BENCH.md session 30). The first, a pawn, stays at 100
/// centipawns so that scores keep their meaning. The last (squares reached that the
/// enemy's pawns attack, added in session 35) is 0 here until these games are refitted.
pub const CHESS_PAWN_WEIGHTS: [i32; DEFINED_TERMS] = [
    1600, -462, 18, 10, 54, 48, 51, 10, -18, 40, -246, 141, 136, 56, -340, -177, -17, -102, 581,
    238, 740, -49, -1, 30, 2, 15, -235, 128, 25, -38, 167, 0,
];

/// The weights of the [`Family::Drops`] games, as [`CHESS_PAWN_WEIGHTS`], fitted to
/// Fairy-Stockfish's scores (5,000 nodes) of 16,644 quiet positions of its self-play on
/// crazyhouse, counted at the quiescence search's leaves, with the pieces' values from
/// their reach (BENCH.md session 34; the published values fitted no better there).
pub const DROP_WEIGHTS: [i32; DEFINED_TERMS] = [
    1600, 1229, 7, 11, 131, 203, 105, -4, 221, 863, -640, 505, -183, -1014, -6, -1051, 71, -54,
    1254, -158, 1225, -19, -9, 3, -70, -91, -535, -123, 37, 76, -188, 0,
];

/// The weights of the [`Family::Other`] games, as [`CHESS_PAWN_WEIGHTS`], fitted to
/// Fairy-Stockfish's scores (5,000 nodes) of 49,934 quiet positions of its self-play on
/// Arnhem's board without hands, with the pieces' published values (BENCH.md session 35;
/// the last term, squares reached that the enemy's pawns attack, is weighed in this
/// family only: it fitted crazyhouse's positions no better).
pub const OTHER_WEIGHTS: [i32; DEFINED_TERMS] = [
    1600, -702, 39, 16, 41, 89, 47, -20, -285, 9, 59, 59, -330, 20, -398, 76, 2, -16, 518, 625,
    1456, -122, -29, 45, 2, 30, -182, 45, 37, 275, -202, -147,
];

/// The term indices, in [`DEFINED_TERM_NAMES`]' order.
const PAWNS: usize = 0;
const PIECES: usize = 1;
const VALUE: usize = 2;
const HAND: usize = 3;
const LEAPER_REACH: usize = 4;
const RIDER_REACH: usize = 5;
const CENTRE: usize = 6;
const ADVANCE: usize = 7;
const PASSED: usize = 8;
const DOUBLED: usize = 9;
const ISOLATED: usize = 10;
const SHELTER_NEAR: usize = 11;
const SHELTER_FAR: usize = 12;
const ZONE: usize = 13;
const ATTACKERS: usize = 14;
const OPEN_FILES: usize = 15;
const EXPOSED: usize = 16;
const DROPS: usize = 17;
const SAFE_CHECKS: usize = 18;
const HANGING: usize = 19;
const PAWN_THREATS: usize = 20;
const PAWNS_EG: usize = 21;
const VALUE_EG: usize = 22;
const PASSED_EG: usize = 23;
const KING_CENTRE_EG: usize = 24;
const ATTACKERS_EG: usize = 25;
const LOW_REACH: usize = 26;
const OPEN_RIDERS: usize = 27;
const SPACE: usize = 28;
const CENTRAL_ADVANCE: usize = 29;
const BACK_RANK: usize = 30;
const PAWN_GUARDED_REACH: usize = 31;

/// The eight directions a queen slides in.
const QUEEN_STEPS: [(i32, i32); 8] = [
    (1, 0),
    (-1, 0),
    (0, 1),
    (0, -1),
    (1, 1),
    (1, -1),
    (-1, 1),
    (-1, -1),
];

/// What the terms need of a game, computed once from its rules.
#[derive(Clone, Debug)]
pub struct DefinedTerms {
    /// The game's family, which chooses its weights.
    family: Family,
    /// Each kind's value on the board.
    value: [i32; MAX_KINDS],
    /// Each kind's value in hand (a little more: it can land almost anywhere).
    hand_value: [i32; MAX_KINDS],
    royal: [bool; MAX_KINDS],
    pawn: [bool; MAX_KINDS],
    /// Every move of the kind is a single step or leap.
    leaper: [bool; MAX_KINDS],
    /// Nearness of each square to the board's centre: 0 in the corners, 15 in the middle.
    centre: [i32; 256],
    /// Leapers count the centre twice, pieces that also ride once, kings and pawns not.
    centre_weight: [i32; MAX_KINDS],
    /// The pieces (not pawns or kings) of the start position, both sides'.
    start_pieces: i32,
    /// The middle half of the files.
    central_files: std::ops::Range<u8>,
    /// The last rank's index (Black's first rank).
    last_rank: u8,
}

/// What one side's pieces look out for on the other side.
struct Enemy {
    /// The squares round the enemy king.
    zone: SquareSet,
    /// The enemy king's square.
    king: Option<Square>,
    /// The squares the enemy's pawns attack, when the term that needs them is counted.
    pawn_attacks: Option<SquareSet>,
}

/// Pawns of one side by file: a bit per rank.
type PawnFiles = [u16; 16];

/// What one side's pieces reach ([`DefinedTerms::pieces`]).
#[derive(Default)]
struct Scan {
    /// Every square the side attacks.
    attacks: SquareSet,
    /// The squares its pawns attack.
    pawn_attacks: SquareSet,
    /// Squares from which one of its pieces (or a drop) could check the enemy king.
    checks: SquareSet,
    /// Its pieces that are neither pawns nor kings.
    pieces: SquareSet,
    /// Its pieces that are not kings.
    targets: SquareSet,
    /// Pieces reaching round the enemy king, and the squares they reach there.
    attackers: (i32, i32),
    /// Its pawns by file.
    pawns: PawnFiles,
    /// Its riders.
    riders: SquareSet,
}

impl DefinedTerms {
    /// The terms of `rules`' game, with each kind's value on the board and in hand.
    pub(crate) fn new(
        rules: &Rules,
        value: [i32; MAX_KINDS],
        hand_value: [i32; MAX_KINDS],
    ) -> DefinedTerms {
        let mut d = DefinedTerms {
            family: family_of(rules),
            value,
            hand_value,
            royal: [false; MAX_KINDS],
            pawn: [false; MAX_KINDS],
            leaper: [false; MAX_KINDS],
            centre: [0; 256],
            centre_weight: [0; MAX_KINDS],
            start_pieces: 0,
            central_files: {
                let w = rules.geometry().width();
                w / 4..w - w / 4
            },
            last_rank: rules.geometry().height() - 1,
        };
        for (i, k) in rules.kinds().iter().enumerate() {
            d.royal[i] = k.is_royal;
            d.pawn[i] = k.is_pawn;
            d.leaper[i] = k.movement.components.iter().all(|c| c.range == 1);
            d.centre_weight[i] = if k.is_pawn || k.is_royal {
                0
            } else if d.leaper[i] {
                2
            } else {
                1
            };
        }
        if let Some(setup) = rules
            .definition()
            .and_then(|def| crate::fen::Setup::parse(&def.start_fen).ok())
        {
            d.start_pieces = setup
                .pieces
                .iter()
                .filter_map(|(_, p)| rules.kind_by_letter(p.letter.to_ascii_lowercase()))
                .filter(|k| !d.pawn[k.index()] && !d.royal[k.index()])
                .count() as i32;
        }
        let g = rules.geometry();
        let (w, h) = (g.width() as i32, g.height() as i32);
        let far = ((w - 1) + (h - 1)).max(1);
        for sq in g.playable() {
            let dist =
                (2 * sq.file() as i32 - (w - 1)).abs() + (2 * sq.rank() as i32 - (h - 1)).abs();
            d.centre[sq.index()] = (far - dist) * 15 / far;
        }
        d
    }

    /// The game's family.
    pub fn family(&self) -> Family {
        self.family
    }

    /// The weights of the game's family, in sixteenths of a centipawn.
    pub fn weights(&self) -> &'static [i32; DEFINED_TERMS] {
        match self.family {
            Family::ChessPawns => &CHESS_PAWN_WEIGHTS,
            Family::Drops => &DROP_WEIGHTS,
            Family::Other => &OTHER_WEIGHTS,
        }
    }

    /// The score of `pos` for White, in centipawns: the terms weighed by the family's
    /// weights. Never inlined: the other games' evaluation, which calls it, stays small.
    #[inline(never)]
    pub(crate) fn score(&self, pos: &Position) -> i32 {
        if pos.phase() == Phase::Deploy {
            return 0;
        }
        let w = self.weights();
        let t = self.count(pos, w[PAWN_GUARDED_REACH] != 0);
        t.iter().zip(w).map(|(t, w)| t * w).sum::<i32>() / DEFINED_UNIT
    }

    /// The terms of `pos`, each White's count less Black's, in [`DEFINED_TERM_NAMES`]'
    /// order.
    pub fn terms(&self, pos: &Position) -> [i32; DEFINED_TERMS] {
        self.count(pos, true)
    }

    /// The terms of `pos`; the squares reached that the enemy's pawns attack only with
    /// `guarded` (in play, where the family weighs them: counting them costs about 3 % of
    /// a search's instructions, BENCH.md session 35), 0 otherwise.
    fn count(&self, pos: &Position, guarded: bool) -> [i32; DEFINED_TERMS] {
        let mut t = [0i32; DEFINED_TERMS];
        let kings = [Player::WHITE, Player::BLACK].map(|p| crate::royal::king_square(pos, p));
        let zones = kings.map(|k| k.map_or(SquareSet::EMPTY, |k| king_zone(pos, k)));
        let pawn_attacks = [0, 1].map(|side| guarded.then(|| self.pawn_attacks(pos, side)));
        let scans = [0, 1].map(|side| {
            let enemy = Enemy {
                zone: zones[1 - side],
                king: kings[1 - side],
                pawn_attacks: pawn_attacks[1 - side],
            };
            self.pieces(pos, side, pawn_attacks[side], &enemy, &mut t)
        });
        let pawns = [scans[0].pawns, scans[1].pawns];
        // The endgame's share, 0 (every piece of the start on the board) to 16 (none).
        let eg = if self.start_pieces > 0 {
            let pieces = (scans[0].pieces.count() + scans[1].pieces.count()) as i32;
            (16 - 16 * pieces / self.start_pieces).max(0)
        } else {
            0
        };
        for side in 0..2 {
            self.pawn_terms(pos, side, &pawns, &mut t);
            let sign = if side == 0 { 1 } else { -1 };
            let (me, them) = (&scans[side], &scans[1 - side]);
            t[SAFE_CHECKS] += sign * (me.checks - them.attacks).count() as i32;
            t[HANGING] += sign * ((them.targets & me.attacks) - them.attacks).count() as i32;
            t[PAWN_THREATS] += sign * (them.pieces & me.pawn_attacks).count() as i32;
            t[SPACE] += sign
                * me.pieces.count() as i32
                * space(
                    pos,
                    side,
                    self.central_files.clone(),
                    &me.pawns,
                    them.pawn_attacks,
                );
            for sq in me.riders {
                if me.pawns[sq.file() as usize] == 0 {
                    t[OPEN_RIDERS] += sign;
                }
            }
        }
        t[PAWNS_EG] = t[PAWNS] * eg;
        t[VALUE_EG] = t[VALUE] * eg / 16;
        t[PASSED_EG] = t[PASSED] * eg;
        for side in 0..2 {
            let Some(k) = kings[side] else { continue };
            let sign = if side == 0 { 1 } else { -1 };
            let zone = zones[side];
            t[ZONE] += sign * (zone & scans[1 - side].attacks).count() as i32;
            let (n, reach) = scans[1 - side].attackers;
            t[ATTACKERS] += sign * n * reach;
            t[ATTACKERS_EG] += sign * n * reach * eg;
            t[KING_CENTRE_EG] += sign * self.centre[k.index()] * eg;
            self.king_cover(pos, side, k, &pawns[side], &mut t);
            t[EXPOSED] += sign * exposure(pos, k);
            t[DROPS] += sign * drop_danger(pos, side, zone);
        }
        t
    }

    /// The squares the pawns of `side` attack.
    fn pawn_attacks(&self, pos: &Position, side: usize) -> SquareSet {
        let tables = pos.rules().tables();
        let occ = pos.occupied();
        let mut attacks = SquareSet::EMPTY;
        for sq in pos.pieces_of(Player(side as u8)) {
            if let Some(piece) = pos.piece_at(sq) {
                if self.pawn[piece.kind.index()] {
                    attacks |= tables.attacks(piece.kind.index(), side, sq, &occ);
                }
            }
        }
        attacks
    }

    /// The pieces' terms of `side` (material, reach, centre, attackers round the enemy
    /// king), added to `t`, and what its pieces reach ([`Scan`]); `pawn_attacks` are the
    /// squares its own pawns attack, if already known.
    fn pieces(
        &self,
        pos: &Position,
        side: usize,
        pawn_attacks: Option<SquareSet>,
        enemy: &Enemy,
        t: &mut [i32; DEFINED_TERMS],
    ) -> Scan {
        let tables = pos.rules().tables();
        let occ = pos.occupied();
        let p = Player(side as u8);
        let sign = if side == 0 { 1 } else { -1 };
        let own = pos.pieces_of(p);
        let known_pawns = pawn_attacks.is_some();
        let pawn_attacks = pawn_attacks.unwrap_or(SquareSet::EMPTY);
        let mut scan = Scan {
            attacks: pawn_attacks,
            pawn_attacks,
            ..Scan::default()
        };
        let (zone, king) = (enemy.zone, enemy.king);
        // The squares from which each kind would check the enemy king (computed once).
        let mut from_king = [SquareSet::EMPTY; MAX_KINDS];
        let mut known = 0u64;
        let mut check_from = |k: usize| match king {
            Some(ks) => {
                if known & (1 << k) == 0 {
                    known |= 1 << k;
                    from_king[k] = tables.attacks(k, 1 - side, ks, &occ);
                }
                from_king[k]
            }
            None => SquareSet::EMPTY,
        };
        for sq in own {
            let Some(piece) = pos.piece_at(sq) else {
                continue;
            };
            let k = piece.kind.index();
            if self.pawn[k] {
                scan.pawns[sq.file() as usize] |= 1 << sq.rank();
                scan.targets.insert(sq);
                if !known_pawns {
                    let a = tables.attacks(k, side, sq, &occ);
                    scan.attacks |= a;
                    scan.pawn_attacks |= a;
                }
                continue;
            }
            let a = tables.attacks(k, side, sq, &occ);
            scan.attacks |= a;
            if self.royal[k] {
                continue;
            }
            scan.pieces.insert(sq);
            scan.targets.insert(sq);
            if !self.leaper[k] {
                scan.riders.insert(sq);
            }
            scan.checks |= (a & check_from(k)) - own;
            self.piece_terms(k, side, sq, a - own, enemy.pawn_attacks, t);
            let near = (a & zone).count() as i32;
            if near > 0 {
                scan.attackers.0 += 1;
                scan.attackers.1 += near;
            }
        }
        for (kind, c) in pos.hand(p).iter() {
            let n = match c {
                Count::Finite(n) => n as i32,
                Count::Unlimited => 1,
            };
            t[HAND] += sign * n * self.hand_value[kind.index()];
            if n > 0 {
                scan.checks |= check_from(kind.index()) - occ;
            }
        }
        scan
    }

    /// The terms of one piece of `side` (not a pawn or king) of kind `k` on `sq`, reaching
    /// the squares `reach` (not its own side's): material, reach, centre and first rank, and
    /// with the squares the enemy's pawns attack (`guarded`, when counted) the part of its
    /// reach they cover.
    fn piece_terms(
        &self,
        k: usize,
        side: usize,
        sq: Square,
        reach: SquareSet,
        guarded: Option<SquareSet>,
        t: &mut [i32; DEFINED_TERMS],
    ) {
        let sign = if side == 0 { 1 } else { -1 };
        let n = reach.count() as i32;
        if let Some(guarded) = guarded {
            t[PAWN_GUARDED_REACH] += sign * (reach & guarded).count() as i32;
        }
        t[PIECES] += sign;
        t[VALUE] += sign * self.value[k];
        if n <= 2 {
            t[LOW_REACH] += sign;
        }
        t[if self.leaper[k] {
            LEAPER_REACH
        } else {
            RIDER_REACH
        }] += sign * n;
        t[CENTRE] += sign * self.centre_weight[k] * self.centre[sq.index()];
        if sq.rank() == if side == 0 { 0 } else { self.last_rank } {
            t[BACK_RANK] += sign;
        }
    }

    /// The pawn terms of `side`: count, advance, passed, doubled and isolated pawns.
    fn pawn_terms(
        &self,
        pos: &Position,
        side: usize,
        pawns: &[PawnFiles; 2],
        t: &mut [i32; DEFINED_TERMS],
    ) {
        let h = pos.rules().geometry().height() as u32;
        let sign = if side == 0 { 1 } else { -1 };
        let (own, enemy) = (&pawns[side], &pawns[1 - side]);
        for f in 0..16 {
            let ranks = own[f];
            if ranks == 0 {
                continue;
            }
            let n = ranks.count_ones() as i32;
            t[PAWNS] += sign * n;
            t[DOUBLED] += sign * (n - 1);
            if left_of(own, f) | right_of(own, f) == 0 {
                t[ISOLATED] += sign * n;
            }
            let block = enemy[f] | left_of(enemy, f) | right_of(enemy, f);
            let mut rest = ranks;
            while rest != 0 {
                let r = rest.trailing_zeros();
                rest &= rest - 1;
                let advance = if side == 0 { r } else { h - 1 - r } as i32;
                t[ADVANCE] += sign * advance * advance;
                if self.central_files.contains(&(f as u8)) {
                    t[CENTRAL_ADVANCE] += sign * advance;
                }
                if ahead(block, r, side) == 0 {
                    t[PASSED] += sign * advance;
                }
            }
        }
    }

    /// The pawns of `side` covering its king on `k`: its shelter one and two ranks ahead on
    /// the king's three files, and those files with no pawn of its own ahead of the king.
    fn king_cover(
        &self,
        pos: &Position,
        side: usize,
        k: Square,
        pawns: &PawnFiles,
        t: &mut [i32; DEFINED_TERMS],
    ) {
        let g = pos.rules().geometry();
        let sign = if side == 0 { 1 } else { -1 };
        let forward = if side == 0 { 1 } else { -1 };
        let r = k.rank() as u32;
        for df in -1..=1 {
            let f = k.file() as i32 + df;
            if f < 0 || f >= g.width() as i32 {
                continue;
            }
            let ranks = pawns[f as usize];
            if ahead(ranks, r, side) == 0 {
                t[OPEN_FILES] += sign;
            }
            for (dr, term) in [(1, SHELTER_NEAR), (2, SHELTER_FAR)] {
                let rank = r as i32 + dr * forward;
                if (0..16).contains(&rank) && ranks & (1 << rank) != 0 {
                    t[term] += sign;
                }
            }
        }
    }
}

/// The space of `side`: the squares of its half of the board on the central `files` (the
/// middle half of the board's width) that its pawns do not stand on and the enemy's pawns do not attack
/// (`enemy_pawn_attacks`), those behind a pawn of its own counted twice.
fn space(
    pos: &Position,
    side: usize,
    files: std::ops::Range<u8>,
    pawns: &PawnFiles,
    enemy_pawn_attacks: SquareSet,
) -> i32 {
    let g = pos.rules().geometry();
    let h = g.height();
    let mut n = 0;
    for f in files {
        let own = pawns[f as usize];
        for i in 1..h / 2 {
            let r = if side == 0 { i } else { h - 1 - i };
            let sq = Square::new(f, r);
            if own & (1 << r) != 0 || enemy_pawn_attacks.contains(sq) || !g.is_playable(sq) {
                continue;
            }
            n += 1 + i32::from(ahead(own, r as u32, side) != 0);
        }
    }
    n
}

/// The family of `rules`' game: [`Family::ChessPawns`] when it has pawns and every one
/// of them moves only straight ahead and takes only diagonally ahead, one step.
fn family_of(rules: &Rules) -> Family {
    let pawns: Vec<_> = rules.kinds().iter().filter(|k| k.is_pawn).collect();
    let chess_like = |k: &&crate::PieceKind| {
        k.movement.components.iter().all(|c| {
            c.vectors
                .iter()
                .all(|&(df, dr)| match (c.moves, c.captures) {
                    (true, false) => df == 0 && dr > 0,
                    (false, true) => df.abs() == 1 && dr == 1 && c.range == 1,
                    _ => false,
                })
        })
    };
    if !pawns.is_empty() && pawns.iter().all(chess_like) {
        if rules.has_hands() {
            Family::Drops
        } else {
            Family::ChessPawns
        }
    } else {
        Family::Other
    }
}

/// The ranks of `ranks` (one file's pawns, a bit per rank) ahead of rank `r` as `side`
/// looks: above it for White, below it for Black.
fn ahead(ranks: u16, r: u32, side: usize) -> u16 {
    if side == 0 {
        ranks.checked_shr(r + 1).unwrap_or(0)
    } else {
        ranks & ((1u16 << r) - 1)
    }
}

/// The pawns on the file left of `f`, if there is one.
fn left_of(pawns: &PawnFiles, f: usize) -> u16 {
    if f > 0 {
        pawns[f - 1]
    } else {
        0
    }
}

/// The pawns on the file right of `f`, if there is one.
fn right_of(pawns: &PawnFiles, f: usize) -> u16 {
    if f < 15 {
        pawns[f + 1]
    } else {
        0
    }
}

/// The playable squares round `king` (its one-step neighbours).
pub(crate) fn king_zone(pos: &Position, king: Square) -> SquareSet {
    let g = pos.rules().geometry();
    let mut z = SquareSet::EMPTY;
    for df in -1..=1 {
        for dr in -1..=1 {
            if let Some(s) = king.offset(df, dr, g.width(), g.height()) {
                if g.is_playable(s) {
                    z.insert(s);
                }
            }
        }
    }
    z
}

/// The empty squares a queen standing on the king's square `k` would reach.
fn exposure(pos: &Position, k: Square) -> i32 {
    let g = pos.rules().geometry();
    let occ = pos.occupied();
    let mut n = 0;
    for (df, dr) in QUEEN_STEPS {
        let mut sq = k;
        while let Some(s) = sq.offset(df, dr, g.width(), g.height()) {
            if !g.is_playable(s) || occ.contains(s) {
                break;
            }
            n += 1;
            sq = s;
        }
    }
    n
}

/// Drop games: the empty squares round `side`'s king (`zone`) less half its guards there,
/// times the enemy's reserve (up to four pieces) — where an enemy drop could land.
pub(crate) fn drop_danger(pos: &Position, side: usize, zone: SquareSet) -> i32 {
    let me = Player(side as u8);
    let enemy = Player(1 - side as u8);
    let reserve: i32 = pos
        .hand(enemy)
        .iter()
        .map(|(_, c)| match c {
            Count::Finite(n) => n as i32,
            Count::Unlimited => 4,
        })
        .sum();
    if reserve == 0 {
        return 0;
    }
    let open = (zone - pos.occupied()).count() as i32;
    let guards = (zone & pos.pieces_of(me)).count() as i32;
    reserve.min(4) * (6 * open - 3 * guards).max(0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Settings;

    /// The terms of a position of chess as a definition.
    fn terms(fen: &str) -> [i32; DEFINED_TERMS] {
        let d = crate::definition::find_definition("[c:chess]\n", Some("c")).expect("reads");
        let pos = Position::from_fen(&Settings::defined(d), fen).expect("a position");
        crate::search::defined_terms(pos.rules())
            .expect("a defined game")
            .terms(&pos)
    }

    /// `fen`'s terms less `other`'s.
    fn gain(fen: &str, other: &str) -> [i32; DEFINED_TERMS] {
        let (a, b) = (terms(fen), terms(other));
        std::array::from_fn(|i| a[i] - b[i])
    }

    #[test]
    fn a_piece_near_the_centre_counts_it_leapers_twice() {
        // The same knight in the corner and in the middle: 15 nearer, counted twice.
        let g = gain(
            "4k3/8/8/8/3N4/8/8/4K3 w - - 0 1",
            "4k3/8/8/8/8/8/8/N3K3 w - - 0 1",
        );
        assert_eq!(g[CENTRE], 2 * 12);
        assert_eq!(g[LEAPER_REACH], 8 - 2);
        assert_eq!(g[RIDER_REACH], 0);
        // A rook counts it once.
        let g = gain(
            "4k3/8/8/8/3R4/8/8/4K3 w - - 0 1",
            "4k3/8/8/8/8/8/8/R3K3 w - - 0 1",
        );
        assert_eq!(g[CENTRE], 12);
        assert_eq!(g[LEAPER_REACH], 0);
    }

    #[test]
    fn pawns_in_front_of_the_king_shelter_it() {
        // Three pawns one rank ahead on the king's three files, against the same pawns on
        // the other wing; then two ranks ahead.
        let g = gain(
            "4k3/8/8/8/8/8/5PPP/6K1 w - - 0 1",
            "4k3/8/8/8/8/8/PPP5/6K1 w - - 0 1",
        );
        assert_eq!((g[SHELTER_NEAR], g[SHELTER_FAR], g[OPEN_FILES]), (3, 0, -3));
        let g = gain(
            "4k3/8/8/8/8/5PPP/8/6K1 w - - 0 1",
            "4k3/8/8/8/8/PPP5/8/6K1 w - - 0 1",
        );
        assert_eq!((g[SHELTER_NEAR], g[SHELTER_FAR], g[OPEN_FILES]), (0, 3, -3));
        // Black's shelter counts against White, looking down the board.
        let t = terms("6k1/5ppp/8/8/8/8/8/4K3 w - - 0 1");
        assert_eq!((t[SHELTER_NEAR], t[OPEN_FILES]), (-3, 3));
    }

    #[test]
    fn pawn_structure_passed_doubled_and_isolated() {
        // White: a passed pawn on e5 (4 ranks up), doubled isolated pawns on a2, a3.
        // Black: h7 (blocked by nothing of White's: passed, 1 rank up), isolated.
        let t = terms("4k3/7p/8/4P3/8/P7/P7/4K3 w - - 0 1");
        assert_eq!(t[PAWNS], 3 - 1);
        assert_eq!(t[DOUBLED], 1);
        assert_eq!(t[ISOLATED], 3 - 1);
        assert_eq!(t[PASSED], (4 + 1 + 2) - 1);
        assert_eq!(t[ADVANCE], (16 + 1 + 4) - 1);
        // A black pawn on d6 stops e5 from being passed, and is not passed itself.
        let g = gain(
            "4k3/8/3p4/4P3/8/8/8/4K3 w - - 0 1",
            "4k3/8/8/4P3/8/8/8/4K3 w - - 0 1",
        );
        assert_eq!(g[PASSED], -4);
    }

    #[test]
    fn an_open_king_is_exposed_and_attacked() {
        // A lone king in the middle of the board sees far; behind its pawns, little.
        let open = terms("4k3/3ppp2/8/8/3K4/8/8/8 w - - 0 1");
        let closed = terms("4k3/3ppp2/8/8/8/8/PPP5/KB6 w - - 0 1");
        assert!(open[EXPOSED] > closed[EXPOSED] + 15, "{open:?} {closed:?}");
        // Black's queen reaches d1 and d2 round White's king, the rook d1 and e1 (the
        // king's own square is in its zone): two attackers on four squares, three squares.
        let t = terms("3qk3/8/8/8/8/8/8/r3K3 w - - 0 1");
        assert_eq!((t[ATTACKERS], t[ZONE]), (2 * 4, 3));
    }

    #[test]
    fn threats_safe_checks_hanging_pieces_and_pawn_attacks() {
        // The rook could check from a8, which nothing of Black's guards; a bishop on c6
        // guards it.
        assert_eq!(terms("4k3/8/8/8/8/8/8/R3K3 w - - 0 1")[SAFE_CHECKS], 1);
        assert_eq!(terms("4k3/8/2b5/8/8/8/8/R3K3 w - - 0 1")[SAFE_CHECKS], 0);
        // The knight on d4 hangs to the rook; a pawn on e3 defends it.
        assert_eq!(terms("3rk3/8/8/8/3N4/8/8/4K3 w - - 0 1")[HANGING], -1);
        assert_eq!(terms("3rk3/8/8/8/3N4/4P3/8/4K3 w - - 0 1")[HANGING], 0);
        // A pawn attacks a knight, which nothing defends.
        let t = terms("4k3/8/8/3n4/4P3/8/8/4K3 w - - 0 1");
        assert_eq!((t[PAWN_THREATS], t[HANGING]), (1, 1));
    }

    #[test]
    fn endgame_terms_grow_as_the_pieces_leave() {
        // Chess starts with 14 pieces that are neither pawns nor kings. With all of them on
        // the board the endgame's share is 0; with two rooks left it is 16 - 16 * 2 / 14.
        let start = terms("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        assert_eq!((start[PAWNS_EG], start[KING_CENTRE_EG]), (0, 0));
        let t = terms("r3k3/8/8/8/8/8/P7/R3K3 w - - 0 1");
        let eg = 16 - 16 * 2 / 14;
        assert_eq!(t[PAWNS_EG], eg);
        assert_eq!(t[PASSED_EG], t[PASSED] * eg);
        // The kings stand on the same file, mirrored: their nearness to the centre cancels.
        assert_eq!(t[KING_CENTRE_EG], 0);
    }

    #[test]
    fn shut_in_pieces_and_riders_on_files_without_their_pawns() {
        // The rook in the corner behind its own pawn and knight reaches one square; the
        // rook on the open e-file has no pawn of its own there.
        let t = terms("6k1/8/8/8/8/8/P7/RN2R1K1 w - - 0 1");
        assert_eq!(t[LOW_REACH], 1);
        assert_eq!(t[OPEN_RIDERS], 1);
    }

    #[test]
    fn central_pawns_advance_and_pieces_left_on_the_first_rank() {
        // The e-pawn on the fourth rank counts 3 ranks (the middle half of chess's files is
        // c to f);
        // the a-pawn does not.
        let t = terms("4k3/8/8/8/4P3/8/P7/4K3 w - - 0 1");
        assert_eq!(t[CENTRAL_ADVANCE], 3);
        // White's knight and rook on the first rank; Black's knight on its own (the
        // eighth) and a bishop off it.
        let t = terms("1n2k3/8/5b2/8/8/8/8/RN2K3 w - - 0 1");
        assert_eq!(t[BACK_RANK], 2 - 1);
    }

    #[test]
    fn squares_the_enemy_pawns_attack_are_counted_apart() {
        // White's knight on d4 reaches f5, which Black's pawn on e6 attacks (d5 it does
        // not reach).
        let t = terms("7k/8/4p3/8/3N4/8/8/4K3 w - - 0 1");
        assert_eq!(t[PAWN_GUARDED_REACH], 1);
        // Black's knight on c5 reaches b3 and d3, both attacked by White's pawn on c2: the
        // count is White's less Black's.
        let t = terms("7k/8/4p3/2n5/3N4/8/2P5/4K3 w - - 0 1");
        assert_eq!(t[PAWN_GUARDED_REACH], 1 - 2);
        // A pawn's own attacks are not counted, nor a king's.
        let t = terms("7k/8/8/3p4/4P3/8/8/4K3 w - - 0 1");
        assert_eq!(t[PAWN_GUARDED_REACH], 0);
    }

    /// A definition like Arnhem's without hands: Berolina-like pawns (diagonally ahead,
    /// taking straight ahead) on 6×7.
    const ARNHEM_LIKE: &str = "[g:chess]\nmaxRank = 7\nmaxFile = 6\npawn = -\n\
        customPiece1 = p:mfFcfW\npawnTypes = p\n\
        startFen = rnbqkr/pppppp/6/6/6/PPPPPP/RNBQKR w - - 0 1\npromotionRegionWhite = *7\n\
        promotionRegionBlack = *1\ndoubleStep = false\ncastling = false\n";

    /// A position of the game of section `g` of `text`, and the game's terms.
    fn defined_game(text: &str, fen: &str) -> (Position, DefinedTerms) {
        let d = crate::definition::find_definition(text, Some("g")).expect("reads");
        let pos = Position::from_fen(&Settings::defined(d), fen).expect("a position");
        let d = crate::search::defined_terms(pos.rules()).expect("a defined game");
        (pos, d)
    }

    /// A position of chess with drops (crazyhouse), and its game's terms.
    fn with_drops(fen: &str) -> (Position, DefinedTerms) {
        defined_game("[g:chess]\npieceDrops = true\ncapturesToHand = true\n", fen)
    }

    #[test]
    fn a_piece_in_hand_could_check_from_any_empty_square_that_would() {
        let (pos, d) = with_drops("k7/8/8/8/8/8/8/7K[N] w - - 0 1");
        let t = d.terms(&pos);
        // A knight dropped on b6 or c7 checks a8; the king guards neither.
        assert_eq!(t[SAFE_CHECKS], 2);
    }

    #[test]
    fn chess_pawns_choose_their_family_of_weights() {
        let family = |text: &str| {
            let d = crate::definition::find_definition(text, Some("g")).expect("reads");
            let pos = Position::start(&Settings::defined(d)).expect("a position");
            crate::search::defined_terms(pos.rules())
                .expect("a defined game")
                .family()
        };
        assert_eq!(family("[g:chess]\n"), Family::ChessPawns);
        let capablanca = "[g:chess]\nmaxFile = 10\narchbishop = a\nchancellor = c\n\
            startFen = rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1\n";
        assert_eq!(family(capablanca), Family::ChessPawns);
        assert_eq!(
            family("[g:chess]\npieceDrops = true\ncapturesToHand = true\n"),
            Family::Drops
        );
        assert_eq!(family(ARNHEM_LIKE), Family::Other);
    }

    #[test]
    fn the_score_is_the_terms_weighed_whether_or_not_its_family_counts_the_last() {
        // Chess weighs the squares the enemy's pawns cover at 0 and does not count them in
        // play; Arnhem's family weighs them. Either way the score is the weighed terms.
        for (text, fen, weighed) in [
            (
                "[g:chess]\n",
                "r3k3/2p5/1n6/3N4/8/8/2P5/4K2R w - - 0 1",
                false,
            ),
            (ARNHEM_LIKE, "r2k2/2p3/1n4/4N1/1P4/6/3K1R w - - 0 1", true),
        ] {
            let (pos, d) = defined_game(text, fen);
            let t = d.terms(&pos);
            assert_ne!(t[PAWN_GUARDED_REACH], 0, "{fen}");
            assert_eq!(d.weights()[PAWN_GUARDED_REACH] != 0, weighed);
            let weighed: i32 = t.iter().zip(d.weights()).map(|(t, w)| t * w).sum();
            assert_eq!(d.score(&pos), weighed / DEFINED_UNIT, "{fen}");
        }
    }

    #[test]
    fn pieces_in_hand_count_at_a_little_over_their_value() {
        let (pos, d) = with_drops("4k3/8/8/8/8/8/8/4K3[N] w - - 0 1");
        let t = d.terms(&pos);
        let knight = d.value[pos.rules().kind_by_letter('n').expect("a knight").index()];
        assert_eq!(t[HAND], knight + knight / 10);
        // White's knight could land on the five empty squares round Black's king (which
        // guards its own zone): 1 × (6 × 5 − 3 × 1), against Black.
        assert_eq!(t[DROPS], -27);
    }
}
