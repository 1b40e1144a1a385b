//! The text → sections → [`Definition`]s. A section starts from its parent's draft (or
//! Fairy-Stockfish's empty template) and applies its keys in Fairy-Stockfish's order:
//! board size, then piece keys, then `pawnTypes`, then the other keys; then the draft is
//! checked and resolved into a `Definition`.

use super::builtin::{builtin_text, is_builtin_name};
use super::values::{boolean, file, game_value, int, region, side};
use super::{
    BoardGameRules, CastlingRules, CountingRule, Definition, DefinitionError, EnclosingRule,
    GameValue, MaterialCounting, OwnRules, PerSide, PieceDef, PieceTypes, ShogiRules, WallingRule,
    MAX_INHERITANCE, MAX_LINE, MAX_NAME, MAX_SECTIONS, MAX_TEXT,
};
use crate::fen::Setup;
use crate::{betza, Geometry, Square, SquareSet, MAX_KINDS, MAX_SIDE};
use std::collections::HashMap;

/// The piece keys, in Fairy-Stockfish's order of piece types, with the Betza of the
/// predefined ones (our dialect; the facts of its `piece.cpp`). `customPieceN` and `king`
/// follow.
const PREDEFINED: [(&str, &str); 36] = [
    ("pawn", "fmWfcF"),
    ("knight", "N"),
    ("bishop", "B"),
    ("rook", "R"),
    ("queen", "Q"),
    ("fers", "F"),
    ("alfil", "A"),
    ("fersAlfil", "FA"),
    ("silver", "FfW"),
    ("aiwok", "RNF"),
    ("bers", "RF"),
    ("archbishop", "BN"),
    ("chancellor", "RN"),
    ("amazon", "QN"),
    ("knibis", "mNcB"),
    ("biskni", "mBcN"),
    ("kniroo", "mNcR"),
    ("rookni", "mRcN"),
    ("shogiPawn", "fW"),
    ("lance", "fR"),
    // Fairy-Stockfish's `fN`, which it reads as the two narrow forward leaps.
    ("shogiKnight", "ffN"),
    ("gold", "WfF"),
    ("dragonHorse", "BW"),
    ("clobber", "cW"),
    ("breakthrough", "fmWfF"),
    ("immobile", ""),
    ("cannon", "mRcpR"),
    // Janggi's cannon: a hop that neither takes a janggi cannon nor hops over one
    // (`variants/rules/janggi.rs`).
    ("janggiCannon", "pR"),
    ("soldier", "fsW"),
    ("horse", "nN"),
    ("elephant", "nA"),
    ("janggiElephant", "nZ"),
    ("banner", "RcpRnN"),
    ("wazir", "W"),
    ("commoner", "K"),
    ("centaur", "KN"),
];
const CUSTOM_FIRST: usize = PREDEFINED.len();
const CUSTOM_COUNT: usize = 25;
const KING: usize = CUSTOM_FIRST + CUSTOM_COUNT;
const SLOTS: usize = KING + 1;
pub(crate) const PAWN: usize = 0;
/// The `rook` key's slot (its place in `PREDEFINED`): the castling rook by default.
const ROOK: usize = 3;
/// The bit of a slot set that stands for `*` (every piece type).
const ALL: u64 = 1 << 63;

/// A set of piece slots (bit i = slot i; [`ALL`] = `*`). Like Fairy-Stockfish's piece
/// sets it holds types, not letters: a removed piece's bit stays and means nothing.
type SlotSet = u64;

fn slot_key(slot: usize) -> String {
    match slot {
        s if s < CUSTOM_FIRST => PREDEFINED[s].0.to_string(),
        KING => "king".to_string(),
        s => format!("customPiece{}", s - CUSTOM_FIRST + 1),
    }
}

fn slot_of_key(key: &str) -> Option<usize> {
    if key == "king" {
        return Some(KING);
    }
    if let Some(i) = PREDEFINED.iter().position(|(k, _)| *k == key) {
        return Some(i);
    }
    let n: usize = key.strip_prefix("customPiece")?.parse().ok()?;
    let canonical = format!("customPiece{n}");
    (canonical == key && (1..=CUSTOM_COUNT).contains(&n)).then_some(CUSTOM_FIRST + n - 1)
}

/// A piece in a slot.
#[derive(Clone, Debug)]
pub(crate) struct SlotPiece {
    letter: char,
    betza: String,
    en_passant: bool,
}

/// Everything a section says, before it is checked and resolved (Fairy-Stockfish's
/// `Variant`, for the keys we read).
#[derive(Clone, Debug)]
pub(crate) struct Draft {
    width: u8,
    height: u8,
    pieces: Vec<Option<SlotPiece>>,
    start_fen: String,
    /// Per side (White, Black), as the four type sets below.
    pawn_types: [SlotSet; 2],
    en_passant_types: [SlotSet; 2],
    n_move_rule_types: [SlotSet; 2],
    promotion_region: PerSide<SquareSet>,
    /// Fairy-Stockfish's older `promotionRank`, resolved on the final board; a
    /// `promotionRegion…` key given after it takes its place.
    promotion_rank: Option<u8>,
    /// Its older `doubleStepRank` and `doubleStepRankMin` (2 when not given), the same way.
    double_step_ranks: Option<(u8, u8)>,
    promotion_piece_types: [SlotSet; 2],
    /// `promotionLimit`: (slot, how many of it a side may have for a promotion to it).
    promotion_limit: Vec<(usize, u32)>,
    mandatory_pawn_promotion: bool,
    double_step: bool,
    double_step_region: PerSide<SquareSet>,
    triple_step_region: PerSide<SquareSet>,
    en_passant_region: PerSide<SquareSet>,
    castling: bool,
    castling_kingside_file: u8,
    castle: CastlingRules,
    castling_queenside_file: u8,
    /// White's and Black's.
    castling_rook_pieces: [SlotSet; 2],
    /// The slot of `castlingKingPiece` (the `king` key's by default).
    /// White's and Black's.
    castling_king_piece: [usize; 2],
    must_capture: bool,
    piece_drops: bool,
    captures_to_hand: bool,
    two_boards: bool,
    drop_region: PerSide<SquareSet>,
    first_rank_pawn_drops: bool,
    checking: bool,
    stalemate_value: GameValue,
    checkmate_value: GameValue,
    extinction_value: GameValue,
    extinction_piece_types: SlotSet,
    extinction_piece_count: u32,
    extinction_pseudo_royal: bool,
    check_counting: bool,
    extinction_opponent_piece_count: u32,
    extinction_claim: bool,
    stalemate_piece_count: bool,
    material_counting: MaterialCounting,
    counting_rule: CountingRule,
    /// `None`: `*`, any piece.
    flag: FlagDraft,
    connect: ConnectDraft,
    n_move_rule: u32,
    n_fold_rule: u32,
    n_fold_value: GameValue,
    n_fold_value_absolute: bool,
    perpetual_check_illegal: bool,
    duple_check: bool,
    makpong_rule: bool,
    shatar_mate_rule: bool,
    /// Shogi's keys; its letters are filled in from the two slot fields below.
    shogi: ShogiRules,
    /// `promotedPieceType` by slot: (piece, what it promotes to).
    promoted_slots: Vec<(usize, usize)>,
    /// `dropNoDoubled` by slot.
    drop_no_doubled: Option<usize>,
    /// `mustDropType` by slot (`None`: any).
    must_drop_type: Option<usize>,
    /// Xiangqi's keys, pieces by slot.
    xiangqi: XiangqiDraft,
    /// Atomic's and the walls' keys, by slot.
    blasts_and_walls: BlastsAndWalls,
    board_games: BoardGameRules,
    sittuyin: super::SittuyinRules,
    own: OwnRules,
    /// Each region key given in a text so far (this section's or a parent's), with the
    /// board (files, ranks) it was written for: a region is squares, so one written for
    /// another board does not follow this one ([`check_regions_fit`]).
    regions_written: Vec<(&'static str, u8, u8)>,
    /// The draft descends from one of our five games' texts, whose regions are drawn for
    /// their own boards: all its regions must fit a changed board, not only the `x-` ones.
    from_our_games: bool,
}

/// The flag keys as a draft holds them, pieces by slot.
#[derive(Clone, Debug)]
struct FlagDraft {
    piece: PerSide<Option<usize>>,
    region: PerSide<SquareSet>,
    /// `flagMove`.
    moves: bool,
    count: u32,
    blocked_win: bool,
    safe: bool,
}

impl Default for FlagDraft {
    fn default() -> FlagDraft {
        FlagDraft {
            piece: PerSide::both(None),
            region: PerSide::both(SquareSet::EMPTY),
            moves: false,
            count: 1,
            blocked_win: false,
            safe: false,
        }
    }
}

/// The connect keys as a draft holds them, pieces by slot.
#[derive(Clone, Debug)]
struct ConnectDraft {
    n: u32,
    piece_types: SlotSet,
    /// Along ranks, files, diagonals.
    lines: [bool; 3],
    value: GameValue,
    /// `connectRegion1…`, `connectRegion2…`: White's and Black's.
    regions: [PerSide<SquareSet>; 2],
    nxn: u32,
    collinear: u32,
}

impl Default for ConnectDraft {
    fn default() -> ConnectDraft {
        ConnectDraft {
            n: 0,
            piece_types: ALL,
            lines: [true; 3],
            value: GameValue::Win,
            regions: [PerSide::both(SquareSet::EMPTY); 2],
            nxn: 0,
            collinear: 0,
        }
    }
}

/// Xiangqi's keys as a draft holds them, pieces by slot.
#[derive(Clone, Debug)]
struct XiangqiDraft {
    /// `mobilityRegion{White,Black}{Piece}`: (slot, White's, the region).
    mobility: Vec<(usize, bool, SquareSet)>,
    soldier_promotion_rank: u8,
    flying_general: bool,
    chasing_rule: bool,
    diagonal_lines: SquareSet,
    bikjang: bool,
    move_repetition_illegal: bool,
}

impl Default for XiangqiDraft {
    fn default() -> XiangqiDraft {
        XiangqiDraft {
            mobility: Vec::new(),
            soldier_promotion_rank: 1,
            flying_general: false,
            chasing_rule: false,
            diagonal_lines: SquareSet::EMPTY,
            bikjang: false,
            move_repetition_illegal: false,
        }
    }
}

/// Atomic's keys (`blastOnCapture`, …) and the walls' (`wallingRule`, …) as a draft holds
/// them, pieces by slot.
#[derive(Clone, Debug)]
struct BlastsAndWalls {
    blast_on_capture: bool,
    blast_immune_types: SlotSet,
    mutually_immune_types: SlotSet,
    walling_rule: WallingRule,
    walling_region: PerSide<SquareSet>,
    wall_or_move: bool,
    petrify_on_capture_types: SlotSet,
    petrify_blast_pieces: bool,
}

impl Default for BlastsAndWalls {
    fn default() -> BlastsAndWalls {
        BlastsAndWalls {
            blast_on_capture: false,
            blast_immune_types: 0,
            mutually_immune_types: 0,
            walling_rule: WallingRule::None,
            walling_region: PerSide::both(SquareSet::FULL),
            wall_or_move: false,
            petrify_on_capture_types: 0,
            petrify_blast_pieces: false,
        }
    }
}

/// The keys whose value is a region (`[Bitboard]`): squares of the board they were
/// written for.
const REGION_KEYS: &[&str] = &[
    "promotionRegionWhite",
    "promotionRegionBlack",
    "doubleStepRegionWhite",
    "doubleStepRegionBlack",
    "tripleStepRegionWhite",
    "tripleStepRegionBlack",
    "enPassantRegion",
    "enPassantRegionWhite",
    "enPassantRegionBlack",
    "dropRegionWhite",
    "dropRegionBlack",
    "flagRegion",
    "flagRegionWhite",
    "flagRegionBlack",
    "x-handCaptureRegionWhite",
    "x-handCaptureRegionBlack",
    "x-pawnDropRegionWhite",
    "x-pawnDropRegionBlack",
    "x-deployRegionWhite",
    "x-deployRegionBlack",
    "x-pawnDeployRegionWhite",
    "x-pawnDeployRegionBlack",
    "connectRegion1White",
    "connectRegion1Black",
    "connectRegion2White",
    "connectRegion2Black",
];

fn rank_set(rank: u8) -> SquareSet {
    let mut s = SquareSet::EMPTY;
    for f in 0..MAX_SIDE {
        s.insert(Square::new(f, rank));
    }
    s
}

impl Draft {
    /// Fairy-Stockfish's template for a section without a parent: chess's rules, no pieces
    /// (and so no promotion piece types). Its regions are chess's, fixed ranks (`*8`, `*2`)
    /// whatever the board's size.
    pub(crate) fn template() -> Draft {
        Draft {
            width: 8,
            height: 8,
            pieces: vec![None; SLOTS],
            start_fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".to_string(),
            pawn_types: [1 << PAWN; 2],
            en_passant_types: [1 << PAWN; 2],
            n_move_rule_types: [1 << PAWN; 2],
            promotion_rank: None,
            double_step_ranks: None,
            promotion_region: PerSide {
                white: rank_set(7),
                black: rank_set(0),
            },
            promotion_piece_types: [0; 2],
            promotion_limit: Vec::new(),
            mandatory_pawn_promotion: true,
            double_step: true,
            double_step_region: PerSide {
                white: rank_set(1),
                black: rank_set(6),
            },
            triple_step_region: PerSide::both(SquareSet::EMPTY),
            en_passant_region: PerSide::both(SquareSet::FULL),
            castling: true,
            castling_kingside_file: 6,
            castle: CastlingRules::default(),
            castling_queenside_file: 2,
            castling_rook_pieces: [1 << ROOK; 2],
            castling_king_piece: [KING; 2],
            must_capture: false,
            piece_drops: false,
            captures_to_hand: false,
            two_boards: false,
            drop_region: PerSide::both(SquareSet::FULL),
            first_rank_pawn_drops: false,
            checking: true,
            stalemate_value: GameValue::Draw,
            checkmate_value: GameValue::Loss,
            extinction_value: GameValue::None,
            extinction_piece_types: 0,
            extinction_piece_count: 0,
            extinction_pseudo_royal: false,
            check_counting: false,
            extinction_opponent_piece_count: 0,
            extinction_claim: false,
            stalemate_piece_count: false,
            material_counting: MaterialCounting::None,
            counting_rule: CountingRule::None,
            flag: FlagDraft::default(),
            connect: ConnectDraft::default(),
            n_move_rule: 50,
            n_fold_rule: 3,
            n_fold_value: GameValue::Draw,
            n_fold_value_absolute: false,
            perpetual_check_illegal: false,
            duple_check: false,
            makpong_rule: false,
            shatar_mate_rule: false,
            shogi: ShogiRules::default(),
            promoted_slots: Vec::new(),
            drop_no_doubled: None,
            must_drop_type: None,
            xiangqi: XiangqiDraft::default(),
            blasts_and_walls: BlastsAndWalls::default(),
            board_games: BoardGameRules::default(),
            sittuyin: super::SittuyinRules::default(),
            own: OwnRules {
                players: 2,
                pawn_drop_region: PerSide::both(SquareSet::FULL),
                ..OwnRules::default()
            },
            regions_written: Vec::new(),
            from_our_games: false,
        }
    }

    /// Notes that the region `key` was written, as `value`, for this draft's board;
    /// `flagRegion` writes both sides' keys, and a side's key the shared one's half. No
    /// square (`-`) is no square on any board: it is not noted.
    fn region_written(&mut self, key: &str, value: &str) {
        let Some(&key) = REGION_KEYS.iter().find(|k| **k == key) else {
            return;
        };
        let sides = ["flagRegionWhite", "flagRegionBlack"];
        let list = &mut self.regions_written;
        if key == "flagRegion" {
            list.retain(|(k, _, _)| *k != key && !sides.contains(k));
        } else if let Some(i) = list
            .iter()
            .position(|(k, _, _)| *k == "flagRegion" && sides.contains(&key))
        {
            // One side given anew: the shared key still holds the other side.
            let (_, w, h) = list.remove(i);
            if let Some(&other) = sides.iter().find(|s| **s != key) {
                list.push((other, w, h));
            }
        }
        list.retain(|(k, _, _)| *k != key);
        if value.trim() != "-" {
            list.push((key, self.width, self.height));
        }
    }

    /// Puts a predefined piece (by key) in its slot, as Fairy-Stockfish's `add_piece`.
    fn add(&mut self, slot: usize, letter: char, betza: &str, en_passant: bool) {
        let letter = letter.to_ascii_lowercase();
        // A piece with the same letter is replaced.
        for s in 0..SLOTS {
            if self.pieces[s].as_ref().is_some_and(|p| p.letter == letter) {
                self.remove(s);
            }
        }
        self.pieces[slot] = Some(SlotPiece {
            letter,
            betza: betza.to_string(),
            en_passant,
        });
    }

    /// Removes a piece, as Fairy-Stockfish's `remove_piece`: it leaves the promotion piece
    /// types; other sets keep the slot, which then means nothing.
    fn remove(&mut self, slot: usize) {
        self.pieces[slot] = None;
        for side in &mut self.promotion_piece_types {
            *side &= !(1 << slot);
        }
    }

    /// Chess: the template with k q r b n p (and promotion to q r b n).
    pub(crate) fn chess() -> Draft {
        let mut d = Draft::template();
        for (key, letter) in [
            ("pawn", 'p'),
            ("knight", 'n'),
            ("bishop", 'b'),
            ("rook", 'r'),
            ("queen", 'q'),
        ] {
            let slot = slot_of_key(key).unwrap_or(PAWN);
            d.add(slot, letter, PREDEFINED[slot].1, false);
        }
        d.add(KING, 'k', "K", false);
        d.promotion_piece_types = [(1 << 1) | (1 << 2) | (1 << 3) | (1 << 4); 2];
        d
    }

    /// Fairy-Stockfish's `fairy`: chess with silver `s`, fers `f`, archbishop `a`,
    /// chancellor `c` and commoner `m` (promotion still to q r b n).
    pub(crate) fn fairy() -> Draft {
        let mut d = Draft::chess();
        for (key, letter) in [
            ("silver", 's'),
            ("fers", 'f'),
            ("archbishop", 'a'),
            ("chancellor", 'c'),
            ("commoner", 'm'),
        ] {
            let slot = slot_of_key(key).unwrap_or(PAWN);
            d.add(slot, letter, PREDEFINED[slot].1, false);
        }
        d
    }

    fn slot_of_letter(&self, c: char) -> Option<usize> {
        let c = c.to_ascii_lowercase();
        (0..SLOTS).find(|&s| self.pieces[s].as_ref().is_some_and(|p| p.letter == c))
    }

    /// A `[PieceSet]`: letters of this section's pieces (spaces allowed), or `-` for none;
    /// `*` (every type) only where `star` allows it.
    fn piece_set(&self, v: &str, star: bool) -> Result<SlotSet, String> {
        if v == "-" {
            return Ok(0);
        }
        let mut set = 0;
        for c in v.chars().filter(|c| !c.is_whitespace()) {
            if c == '*' && star {
                set |= ALL;
            } else if let Some(s) = self.slot_of_letter(c) {
                set |= 1 << s;
            } else {
                return Err(format!("'{c}' is not a piece of this variant"));
            }
        }
        Ok(set)
    }

    /// A `[PieceType]`: one letter, or `*` for any piece.
    fn piece_type(&self, v: &str) -> Result<Option<usize>, String> {
        let mut chars = v.chars();
        match (chars.next(), chars.next()) {
            (Some('*'), None) => Ok(None),
            (Some(c), None) => self
                .slot_of_letter(c)
                .map(Some)
                .ok_or_else(|| format!("'{c}' is not a piece of this variant")),
            _ => Err(format!("'{v}' is not one piece letter (or * for any)")),
        }
    }

    /// The double-step region, none without `doubleStep`.
    fn double_steps(&self) -> PerSide<SquareSet> {
        if self.double_step {
            self.double_step_regions()
        } else {
            PerSide::both(SquareSet::EMPTY)
        }
    }

    /// The double-step regions, from `doubleStepRank…` if those were given last: the
    /// ranks from the minimum to the rank, counted from each side.
    fn double_step_regions(&self) -> PerSide<SquareSet> {
        match self.double_step_ranks {
            Some((rank, min)) => self.rank_span(min, rank),
            None => self.double_step_region,
        }
    }

    /// The promotion regions, from `promotionRank` if it was given last: that rank and
    /// beyond, counted from each side.
    fn promotion_regions(&self) -> PerSide<SquareSet> {
        match self.promotion_rank {
            Some(rank) => self.rank_span(rank, self.height),
            None => self.promotion_region,
        }
    }

    /// `promotionRegionWhite/Black`: one side's promotion region; the other side's stays
    /// as it stood, a `promotionRank` given before turned into its region.
    fn set_promotion_region(&mut self, white: bool, r: SquareSet) {
        self.promotion_region = self.promotion_regions();
        self.promotion_rank = None;
        *side_of(&mut self.promotion_region, white) = r;
    }

    /// `doubleStepRegionWhite/Black`: one side's double-step region; the other side's
    /// stays as it stood, `doubleStepRank(Min)` given before turned into its region.
    fn set_double_step_region(&mut self, white: bool, r: SquareSet) {
        self.double_step_region = self.double_step_regions();
        self.double_step_ranks = None;
        *side_of(&mut self.double_step_region, white) = r;
    }

    /// The ranks `from` to `to` (1 = a side's first rank) of each side on this board.
    fn rank_span(&self, from: u8, to: u8) -> PerSide<SquareSet> {
        let h = self.height;
        let ranks = |lo: u8, hi: u8| (lo..=hi).filter(|&r| r < h).map(rank_set);
        let white = ranks(from.saturating_sub(1), to.saturating_sub(1));
        let black = ranks(h.saturating_sub(to), h.saturating_sub(from));
        PerSide {
            white: white.fold(SquareSet::EMPTY, |a, b| a | b),
            black: black.fold(SquareSet::EMPTY, |a, b| a | b),
        }
    }

    fn letters(&self, set: SlotSet) -> Vec<char> {
        (0..SLOTS)
            .filter(|s| set >> s & 1 != 0)
            .filter_map(|s| self.pieces[s].as_ref().map(|p| p.letter))
            .collect()
    }
}

/// A name for people of the piece in `slot` with `letter`: a predefined key's name
/// (`knight`, `fers`), `king`; a custom piece is named by its letter as Fairy-Stockfish's
/// own pieces use it (`p` pawn, `n` knight, … Nasty Neighbours' lame riders are its
/// rook, bishop and queen), else `piece X`.
fn piece_name(slot: usize, letter: char) -> String {
    if slot < CUSTOM_FIRST || slot == KING {
        // `shogiPawn` is a "shogi pawn".
        let key = slot_key(slot);
        return key.chars().fold(String::new(), |mut s, c| {
            if c.is_ascii_uppercase() {
                s.push(' ');
            }
            s.push(c.to_ascii_lowercase());
            s
        });
    }
    let known = [
        ('p', "pawn"),
        ('n', "knight"),
        ('b', "bishop"),
        ('r', "rook"),
        ('q', "queen"),
        ('k', "king"),
        ('a', "archbishop"),
        ('c', "chancellor"),
        ('s', "silver"),
        ('f', "fers"),
        ('m', "commoner"),
        ('w', "wazir"),
    ];
    known
        .iter()
        .find(|(l, _)| *l == letter.to_ascii_lowercase())
        .map_or_else(
            || format!("piece {}", letter.to_ascii_uppercase()),
            |(_, name)| name.to_string(),
        )
}

/// One `key = value` line.
struct Entry<'a> {
    line: usize,
    key: &'a str,
    value: &'a str,
}

/// The keys other than pieces, in the order Fairy-Stockfish applies them.
const ORDER: &[&str] = &[
    "maxRank",
    "maxFile",
    "pawnTypes",
    "startFen",
    "promotionRegionWhite",
    "promotionRegionBlack",
    "promotionPieceTypes",
    "promotionPawnTypes",
    "promotionPawnTypesWhite",
    "promotionPawnTypesBlack",
    "promotionPieceTypesWhite",
    "promotionPieceTypesBlack",
    "promotionLimit",
    "mandatoryPawnPromotion",
    "enPassantTypes",
    "enPassantTypesWhite",
    "enPassantTypesBlack",
    "nMoveRuleTypes",
    "nMoveRuleTypesWhite",
    "nMoveRuleTypesBlack",
    "doubleStep",
    "doubleStepRegionWhite",
    "doubleStepRegionBlack",
    "tripleStepRegionWhite",
    "tripleStepRegionBlack",
    "doubleStepRank",
    "doubleStepRankMin",
    "promotionRank",
    "whiteFlag",
    "blackFlag",
    "whiteDropRegion",
    "blackDropRegion",
    "castlingRookPiece",
    "castlingRookPiecesWhite",
    "castlingRookPiecesBlack",
    "castlingKingPieceWhite",
    "castlingKingPieceBlack",
    "enPassantRegion",
    "enPassantRegionWhite",
    "enPassantRegionBlack",
    "castling",
    "castlingKingsideFile",
    "castlingQueensideFile",
    "castlingRookPieces",
    "castlingKingPiece",
    "castlingRank",
    "castlingRookKingsideFile",
    "castlingRookQueensideFile",
    "castlingKingFile",
    "oppositeCastling",
    "castlingWins",
    "chess960",
    "castlingDroppedPiece",
    "gating",
    "seirawanGating",
    "cambodianMoves",
    "dropOppositeColoredBishop",
    "mustCapture",
    "checking",
    "pieceDrops",
    "capturesToHand",
    "twoBoards",
    "firstRankPawnDrops",
    "dropRegionWhite",
    "dropRegionBlack",
    "nMoveRule",
    "nFoldRule",
    "nFoldValue",
    "nFoldValueAbsolute",
    "perpetualCheckIllegal",
    "stalemateValue",
    "checkmateValue",
    "extinctionValue",
    "extinctionPieceTypes",
    "extinctionPieceCount",
    "extinctionPseudoRoyal",
    "checkCounting",
    "extinctionOpponentPieceCount",
    "extinctionClaim",
    "stalematePieceCount",
    "materialCounting",
    "countingRule",
    "flyingGeneral",
    "chasingRule",
    "blastOnCapture",
    "blastImmuneTypes",
    "mutuallyImmuneTypes",
    "wallingRule",
    "wallingRegion",
    "wallingRegionWhite",
    "wallingRegionBlack",
    "wallOrMove",
    "petrifyOnCaptureTypes",
    "petrifyBlastPieces",
    "pass",
    "passWhite",
    "passBlack",
    "passOnStalemate",
    "passOnStalemateWhite",
    "passOnStalemateBlack",
    "enclosingDrop",
    "enclosingDropStart",
    "dropOnTop",
    "flipEnclosedPieces",
    "adjudicateFullBoard",
    "freeDrops",
    "dupleCheck",
    "makpongRule",
    "shatarMateRule",
    "soldierPromotionRank",
    "diagonalLines",
    "bikjangRule",
    "moveRepetitionIllegal",
    "flagPiece",
    "flagPieceWhite",
    "flagPieceBlack",
    "flagRegion",
    "flagRegionWhite",
    "flagRegionBlack",
    "flagMove",
    "flagPieceCount",
    "flagPieceBlockedWin",
    "flagPieceSafe",
    "connectN",
    "connectPieceTypes",
    "connectHorizontal",
    "connectVertical",
    "connectDiagonal",
    "connectValue",
    "connectRegion1White",
    "connectRegion1Black",
    "connectRegion2White",
    "connectRegion2Black",
    "connectNxN",
    "collinearN",
    "promotedPieceType",
    "piecePromotionOnCapture",
    "mandatoryPiecePromotion",
    "pieceDemotion",
    "dropLoop",
    "dropNoDoubled",
    "dropNoDoubledCount",
    "immobilityIllegal",
    "shogiPawnDropMateIllegal",
    "promotionZonePawnDrops",
    "dropChecks",
    "mustDrop",
    "sittuyinRookDrop",
    "sittuyinPromotion",
    "dropPromoted",
    "mustDropType",
    "x-players",
    "x-conquest",
    "x-handCaptureRegionWhite",
    "x-handCaptureRegionBlack",
    "x-pawnDropRegionWhite",
    "x-pawnDropRegionBlack",
    "x-secretDeployment",
    "x-deployRegionWhite",
    "x-deployRegionBlack",
    "x-pawnDeployRegionWhite",
    "x-pawnDeployRegionBlack",
    "x-chessencePowers",
    "x-freeSquareGoal",
    "x-kingType",
];

/// Fairy-Stockfish keys that only tell a GUI how to show the game (XBoard's piece images
/// and pockets, the template of its GUI logic) or tune Fairy-Stockfish's own evaluation:
/// read and ignored, since they change no rule.
const DISPLAY_ONLY: &[&str] = &[
    "pieceToCharTable",
    "pocketSize",
    "variantTemplate",
    "pieceValueMg",
    "pieceValueEg",
];

/// Fairy-Stockfish keys (from its `variants.ini` documentation and parser) that we do not
/// read: a definition using one is refused with a message saying so.
#[rustfmt::skip]
const FSF_UNSUPPORTED: &[&str] = &[
];

/// Fairy-Stockfish's keys that a definition may not use yet (KEYS.md lists them), besides
/// `mobilityRegion…`.
pub fn unsupported_keys() -> &'static [&'static str] {
    FSF_UNSUPPORTED
}

fn err(line: usize, key: Option<&str>, reason: impl Into<String>) -> DefinitionError {
    DefinitionError {
        line,
        key: key.map(str::to_string),
        reason: reason.into(),
    }
}

/// Checks a Betza string with `engine::betza`, first taking out Fairy-Stockfish's `e`
/// (en passant) modifier, which our dialect does not have. Positions in the error count
/// characters of the string as written.
fn check_betza(b: &str) -> Result<(String, bool), String> {
    if b.is_empty() {
        return Ok((String::new(), false));
    }
    let length = b.chars().count();
    if length > betza::MAX_LEN {
        return Err(format!(
            "a Betza text is at most {} characters; this one has {length}",
            betza::MAX_LEN
        ));
    }
    let mut kept = String::new();
    let mut at = Vec::new();
    let mut en_passant = false;
    let chars: Vec<(usize, char)> = b.chars().enumerate().filter(|&(_, c)| c != 'e').collect();
    en_passant |= chars.len() < length;
    for (i, c) in fsf_directions(&chars) {
        kept.push(c);
        at.push(i + 1);
    }
    match betza::parse(&kept) {
        Ok(_) => Ok((kept, en_passant)),
        Err(mut e) => {
            if e.position > 0 {
                e.position = at.get(e.position - 1).copied().unwrap_or(e.position);
            }
            Err(format!("bad Betza '{b}': {e}"))
        }
    }
}

/// Fairy-Stockfish reads a lone direction `f`, `b`, `l` or `r` before an oblique atom
/// (`N`, `L`, `C`, `J`, `Z`) as doubled: its `fN` (the shogi knight) is the two narrow
/// forward leaps, `ffN` in our Betza, not the four forward ones. A pair it combines (`ff`,
/// `fs`, `rf`, …) stays as written.
fn fsf_directions(chars: &[(usize, char)]) -> Vec<(usize, char)> {
    let vertical = |c: char| "fbvh".contains(c);
    let horizontal = |c: char| "rlsh".contains(c);
    let mut out = Vec::with_capacity(chars.len());
    let mut i = 0;
    while i < chars.len() {
        let (at, c) = chars[i];
        if !vertical(c) && !horizontal(c) {
            out.push((at, c));
            i += 1;
            continue;
        }
        let pairs = chars.get(i + 1).is_some_and(|&(_, c2)| {
            c2 == c || (vertical(c) && horizontal(c2)) || (horizontal(c) && vertical(c2))
        });
        if pairs {
            out.extend_from_slice(&chars[i..i + 2]);
            i += 2;
            continue;
        }
        let atom = chars[i..]
            .iter()
            .map(|&(_, a)| a)
            .find(char::is_ascii_uppercase);
        out.push((at, c));
        if "fblr".contains(c) && atom.is_some_and(|a| "NLCJZ".contains(a)) {
            out.push((at, c));
        }
        i += 1;
    }
    out
}

/// Reads a piece key's value into the draft.
fn apply_piece(d: &mut Draft, slot: usize, v: &str) -> Result<Option<char>, String> {
    if v == "-" {
        d.remove(slot);
        return Ok(None);
    }
    let mut chars = v.chars();
    let letter = chars.next().filter(char::is_ascii_alphabetic);
    let rest = chars.as_str();
    let Some(letter) = letter else {
        return Err(format!(
            "'{v}' does not start with a piece letter (a to z, or - to remove the piece)"
        ));
    };
    let custom = (CUSTOM_FIRST..KING).contains(&slot);
    let (betza, en_passant) = match rest.strip_prefix(':') {
        None if rest.is_empty() && custom => {
            return Err(format!(
                "'{v}' has no Betza notation (write {letter}:Betza, e.g. {letter}:NN)"
            ))
        }
        None if rest.is_empty() => (
            if slot == KING {
                "K".to_string()
            } else {
                PREDEFINED[slot].1.to_string()
            },
            false,
        ),
        Some(b) if custom || slot == KING => check_betza(b)?,
        Some(_) => {
            return Err(format!(
                "the {}'s moves are fixed: give only its letter, or use a customPiece",
                PREDEFINED[slot].0
            ))
        }
        None => {
            return Err(format!(
                "'{v}' is not a piece letter (one letter, letter:Betza, or -)"
            ))
        }
    };
    d.add(slot, letter, &betza, en_passant);
    Ok(Some(letter.to_ascii_lowercase()))
}

/// Applies one non-piece key.
fn apply_key(d: &mut Draft, key: &str, v: &str) -> Result<(), String> {
    // Regions may name any square up to 16×16, as Fairy-Stockfish reads any square of
    // its largest board; the definition keeps the ones on its board.
    let (w, h) = (MAX_SIDE, MAX_SIDE);
    match key {
        "maxRank" => d.height = side(v, "ranks")?,
        "maxFile" => d.width = file(v)? + 1,
        "pawnTypes" => {
            let s = d.piece_set(v, false)?;
            d.pawn_types = [s; 2];
            d.en_passant_types = [s; 2];
            d.n_move_rule_types = [s; 2];
        }
        "startFen" => {
            let fen = complete_fen(v);
            Setup::parse(&fen).map_err(|e| e.to_string())?;
            d.start_fen = fen;
        }
        "promotionPieceTypes" => d.promotion_piece_types = [d.piece_set(v, false)?; 2],
        "mandatoryPawnPromotion" => d.mandatory_pawn_promotion = boolean(v)?,
        "doubleStep" => d.double_step = boolean(v)?,
        "enPassantRegion" => d.en_passant_region = PerSide::both(region(v, w, h)?),
        "castling" => d.castling = boolean(v)?,
        "castlingKingsideFile" => d.castling_kingside_file = file(v)?,
        "castlingQueensideFile" => d.castling_queenside_file = file(v)?,
        // `castlingRookPiece`: Fairy-Stockfish's older name, still read.
        "castlingRookPieces" | "castlingRookPiece" => {
            d.castling_rook_pieces = [d.piece_set(v, false)?; 2]
        }
        "castlingRookPiecesWhite" => d.castling_rook_pieces[0] = d.piece_set(v, false)?,
        "castlingRookPiecesBlack" => d.castling_rook_pieces[1] = d.piece_set(v, false)?,
        "castlingKingPiece" | "castlingKingPieceWhite" | "castlingKingPieceBlack" => {
            let k = d
                .piece_type(v)?
                .ok_or("the castling king is one piece type, not *")?;
            match key {
                "castlingKingPieceWhite" => d.castling_king_piece[0] = k,
                "castlingKingPieceBlack" => d.castling_king_piece[1] = k,
                _ => d.castling_king_piece = [k; 2],
            }
        }
        "mustCapture" => d.must_capture = boolean(v)?,
        "checking" => d.checking = boolean(v)?,
        "pieceDrops" => d.piece_drops = boolean(v)?,
        "capturesToHand" => d.captures_to_hand = boolean(v)?,
        "twoBoards" => d.two_boards = boolean(v)?,
        "firstRankPawnDrops" => d.first_rank_pawn_drops = boolean(v)?,
        "dropRegionWhite" => d.drop_region.white = region(v, w, h)?,
        "dropRegionBlack" => d.drop_region.black = region(v, w, h)?,
        "nMoveRule" => d.n_move_rule = int(v)?,
        "nFoldRule" => d.n_fold_rule = int(v)?,
        "stalemateValue" => d.stalemate_value = game_value(v)?,
        "checkmateValue" => d.checkmate_value = game_value(v)?,
        "extinctionValue" => d.extinction_value = game_value(v)?,
        "extinctionPieceTypes" => d.extinction_piece_types = d.piece_set(v, true)?,
        "extinctionPieceCount" => d.extinction_piece_count = int(v)?,
        k if k.starts_with("x-") => apply_own_key(d, k, v, (w, h))?,
        k if apply_region_key(d, k, v)? => {}
        k if apply_family_key(d, k, v)? => {}
        k if DISPLAY_ONLY.contains(&k) => {}
        _ => return Err("unknown key".to_string()),
    }
    d.region_written(key, v);
    Ok(())
}

/// White's value of `both` when `white`, else Black's.
fn side_of<T>(both: &mut PerSide<T>, white: bool) -> &mut T {
    if white {
        &mut both.white
    } else {
        &mut both.black
    }
}

/// Applies a key of the promotion, double-step, triple-step, drop and flag regions (and
/// Fairy-Stockfish's older names for them) or of the connect rules; false when `key` is
/// none of them.
fn apply_region_key(d: &mut Draft, key: &str, v: &str) -> Result<bool, String> {
    let (w, h) = (MAX_SIDE, MAX_SIDE);
    match key {
        "promotionRegionWhite" => d.set_promotion_region(true, region(v, w, h)?),
        "promotionRegionBlack" => d.set_promotion_region(false, region(v, w, h)?),
        "promotionRank" => d.promotion_rank = Some(side(v, "ranks")?),
        "doubleStepRank" => {
            let min = d.double_step_ranks.map_or(2, |(_, m)| m);
            d.double_step_ranks = Some((side(v, "ranks")?, min))
        }
        "doubleStepRankMin" => {
            let rank = d.double_step_ranks.map_or(2, |(r, _)| r);
            d.double_step_ranks = Some((rank, side(v, "ranks")?))
        }
        // Fairy-Stockfish's older names, still read.
        "whiteFlag" => d.flag.region.white = region(v, w, h)?,
        "blackFlag" => d.flag.region.black = region(v, w, h)?,
        "whiteDropRegion" => d.drop_region.white = region(v, w, h)?,
        "blackDropRegion" => d.drop_region.black = region(v, w, h)?,
        "doubleStepRegionWhite" => d.set_double_step_region(true, region(v, w, h)?),
        "doubleStepRegionBlack" => d.set_double_step_region(false, region(v, w, h)?),
        "tripleStepRegionWhite" => d.triple_step_region.white = region(v, w, h)?,
        "tripleStepRegionBlack" => d.triple_step_region.black = region(v, w, h)?,
        "flagPiece" => d.flag.piece = PerSide::both(d.piece_type(v)?),
        "flagPieceWhite" => d.flag.piece.white = d.piece_type(v)?,
        "flagPieceBlack" => d.flag.piece.black = d.piece_type(v)?,
        "flagRegion" => d.flag.region = PerSide::both(region(v, w, h)?),
        "flagRegionWhite" => d.flag.region.white = region(v, w, h)?,
        "flagRegionBlack" => d.flag.region.black = region(v, w, h)?,
        "flagMove" => d.flag.moves = boolean(v)?,
        "flagPieceCount" => d.flag.count = int(v)?.max(1),
        "flagPieceBlockedWin" => d.flag.blocked_win = boolean(v)?,
        "connectN" => d.connect.n = int(v)?,
        "connectPieceTypes" => d.connect.piece_types = d.piece_set(v, true)?,
        "connectHorizontal" => d.connect.lines[0] = boolean(v)?,
        "connectVertical" => d.connect.lines[1] = boolean(v)?,
        "connectDiagonal" => d.connect.lines[2] = boolean(v)?,
        "connectValue" => d.connect.value = game_value(v)?,
        "connectRegion1White" => d.connect.regions[0].white = region(v, w, h)?,
        "connectRegion1Black" => d.connect.regions[0].black = region(v, w, h)?,
        "connectRegion2White" => d.connect.regions[1].white = region(v, w, h)?,
        "connectRegion2Black" => d.connect.regions[1].black = region(v, w, h)?,
        "connectNxN" => d.connect.nxn = int(v)?,
        "collinearN" => d.connect.collinear = int(v)?,
        _ => return Ok(false),
    }
    Ok(true)
}

/// Applies a key of one of the rule families (shogi's, xiangqi's, atomic's, the ends);
/// false when `key` is none of them.
fn apply_family_key(d: &mut Draft, key: &str, v: &str) -> Result<bool, String> {
    Ok(apply_shogi_key(d, key, v)?
        || apply_castling_key(d, key, v)?
        || apply_end_key(d, key, v)?
        || apply_xiangqi_key(d, key, v)?
        || apply_blast_key(d, key, v)?
        || apply_wall_key(d, key, v)?
        || apply_board_game_key(d, key, v)?
        || apply_pawn_key(d, key, v)?)
}

/// Applies one of castling's keys beyond the king's files, and gating's; false when `key`
/// is none of them.
fn apply_castling_key(d: &mut Draft, key: &str, v: &str) -> Result<bool, String> {
    let c = &mut d.castle;
    match key {
        "castlingRank" => c.rank = rank_number(v, MAX_SIDE)?,
        "castlingRookKingsideFile" => c.rook_kingside_file = Some(file(v)?),
        "castlingRookQueensideFile" => c.rook_queenside_file = file(v)?,
        "castlingKingFile" => c.king_file = file(v)?,
        "oppositeCastling" => c.opposite = boolean(v)?,
        "castlingWins" => c.wins = castling_rights(v)?,
        "chess960" => c.chess960 = boolean(v)?,
        "castlingDroppedPiece" => c.dropped_piece = boolean(v)?,
        "gating" => c.gating = boolean(v)?,
        "seirawanGating" => c.seirawan_gating = boolean(v)?,
        "cambodianMoves" => c.cambodian_moves = boolean(v)?,
        _ => return Ok(false),
    }
    Ok(true)
}

/// Applies one of the keys that split `pawnTypes` by what and by side, and
/// `promotionLimit`; false when `key` is none of them.
fn apply_pawn_key(d: &mut Draft, key: &str, v: &str) -> Result<bool, String> {
    let (name, sides): (&str, &[usize]) = match key.strip_suffix("White") {
        Some(n) => (n, &[0]),
        None => match key.strip_suffix("Black") {
            Some(n) => (n, &[1]),
            None => (key, &[0, 1]),
        },
    };
    if name == "enPassantRegion" && sides.len() == 1 {
        // The squares where that side may take en passant.
        let r = region(v, MAX_SIDE, MAX_SIDE)?;
        match sides[0] {
            0 => d.en_passant_region.white = r,
            _ => d.en_passant_region.black = r,
        }
        return Ok(true);
    }
    if name == "promotionLimit" && sides.len() == 2 {
        d.promotion_limit = promotion_limit(d, v)?;
        return Ok(true);
    }
    let which = match name {
        "promotionPawnTypes" => 0,
        "promotionPieceTypes" if sides.len() == 1 => 1,
        "enPassantTypes" => 2,
        "nMoveRuleTypes" => 3,
        _ => return Ok(false),
    };
    let set = d.piece_set(v, false)?;
    let field = match which {
        0 => &mut d.pawn_types,
        1 => &mut d.promotion_piece_types,
        2 => &mut d.en_passant_types,
        _ => &mut d.n_move_rule_types,
    };
    for &side in sides {
        field[side] = set;
    }
    Ok(true)
}

/// A `promotionLimit` (`q:1 r:2`): per piece, how many of it a side may have for a pawn to
/// promote to it.
fn promotion_limit(d: &Draft, v: &str) -> Result<Vec<(usize, u32)>, String> {
    let mut out = Vec::new();
    for pair in v.split_whitespace() {
        let bad = || format!("'{pair}' is not piece:count (as q:1)");
        let (letter, n) = pair.split_once(':').ok_or_else(bad)?;
        let slot = d.piece_type(letter)?.ok_or_else(bad)?;
        let n: u32 = n.parse().map_err(|_| bad())?;
        out.retain(|&(s, _)| s != slot);
        out.push((slot, n));
    }
    Ok(out)
}

/// Applies one of atomic chess's keys; false when `key` is not one.
fn apply_blast_key(d: &mut Draft, key: &str, v: &str) -> Result<bool, String> {
    match key {
        "blastOnCapture" => d.blasts_and_walls.blast_on_capture = boolean(v)?,
        "blastImmuneTypes" => d.blasts_and_walls.blast_immune_types = d.piece_set(v, false)?,
        "mutuallyImmuneTypes" => {
            d.blasts_and_walls.mutually_immune_types = d.piece_set(v, false)?
        }
        _ => return Ok(false),
    }
    Ok(true)
}

/// Applies one of board games' keys (passes, enclosing drops, flips); false when `key` is
/// not one.
fn apply_board_game_key(d: &mut Draft, key: &str, v: &str) -> Result<bool, String> {
    let g = &mut d.board_games;
    match key {
        "pass" => g.pass = PerSide::both(boolean(v)?),
        "passWhite" => g.pass.white = boolean(v)?,
        "passBlack" => g.pass.black = boolean(v)?,
        "passOnStalemate" => g.pass_on_stalemate = PerSide::both(boolean(v)?),
        "passOnStalemateWhite" => g.pass_on_stalemate.white = boolean(v)?,
        "passOnStalemateBlack" => g.pass_on_stalemate.black = boolean(v)?,
        "enclosingDrop" => g.enclosing_drop = enclosing_rule(v)?,
        "flipEnclosedPieces" => g.flip_enclosed_pieces = enclosing_rule(v)?,
        "dropOnTop" => {
            if boolean(v)? {
                g.enclosing_drop = EnclosingRule::Top;
            }
        }
        "enclosingDropStart" => g.enclosing_drop_start = region(v, MAX_SIDE, MAX_SIDE)?,
        "adjudicateFullBoard" => g.adjudicate_full_board = boolean(v)?,
        "freeDrops" => g.free_drops = boolean(v)?,
        _ => return Ok(false),
    }
    Ok(true)
}

/// An [`EnclosingRule`] by Fairy-Stockfish's name.
fn enclosing_rule(v: &str) -> Result<EnclosingRule, String> {
    Ok(match v {
        "none" => EnclosingRule::None,
        "reversi" => EnclosingRule::Reversi,
        "ataxx" => EnclosingRule::Ataxx,
        "quadwrangle" => EnclosingRule::Quadwrangle,
        "snort" => EnclosingRule::Snort,
        "anyside" => EnclosingRule::Anyside,
        "top" => EnclosingRule::Top,
        _ => {
            return Err(format!(
                "'{v}' is not an enclosing rule (reversi, ataxx, quadwrangle, snort, anyside, \
                 top, none)"
            ))
        }
    })
}

/// Applies one of the keys of walls; false when `key` is not one.
fn apply_wall_key(d: &mut Draft, key: &str, v: &str) -> Result<bool, String> {
    match key {
        "wallingRule" => {
            d.blasts_and_walls.walling_rule = match v {
                "none" => WallingRule::None,
                "arrow" => WallingRule::Arrow,
                "duck" => WallingRule::Duck,
                "edge" => WallingRule::Edge,
                "past" => WallingRule::Past,
                "static" => WallingRule::Static,
                _ => {
                    return Err(format!(
                        "'{v}' is not a walling rule (arrow, duck, edge, past, static, none)"
                    ))
                }
            }
        }
        "wallingRegion" => {
            d.blasts_and_walls.walling_region = PerSide::both(region(v, MAX_SIDE, MAX_SIDE)?)
        }
        "wallingRegionWhite" => {
            d.blasts_and_walls.walling_region.white = region(v, MAX_SIDE, MAX_SIDE)?
        }
        "wallingRegionBlack" => {
            d.blasts_and_walls.walling_region.black = region(v, MAX_SIDE, MAX_SIDE)?
        }
        "wallOrMove" => d.blasts_and_walls.wall_or_move = boolean(v)?,
        "petrifyOnCaptureTypes" => {
            d.blasts_and_walls.petrify_on_capture_types = d.piece_set(v, false)?
        }
        "petrifyBlastPieces" => d.blasts_and_walls.petrify_blast_pieces = boolean(v)?,
        _ => return Ok(false),
    }
    Ok(true)
}

/// Applies one of the keys of how a game ends that [`apply_key`] leaves out; false when
/// `key` is not one.
fn apply_end_key(d: &mut Draft, key: &str, v: &str) -> Result<bool, String> {
    match key {
        "nFoldValue" => d.n_fold_value = game_value(v)?,
        "nFoldValueAbsolute" => d.n_fold_value_absolute = boolean(v)?,
        "perpetualCheckIllegal" => d.perpetual_check_illegal = boolean(v)?,
        "dupleCheck" => d.duple_check = boolean(v)?,
        "makpongRule" => d.makpong_rule = boolean(v)?,
        "shatarMateRule" => d.shatar_mate_rule = boolean(v)?,
        "extinctionPseudoRoyal" => d.extinction_pseudo_royal = boolean(v)?,
        "checkCounting" => d.check_counting = boolean(v)?,
        "flagPieceSafe" => d.flag.safe = boolean(v)?,
        "extinctionOpponentPieceCount" => d.extinction_opponent_piece_count = int(v)?,
        "extinctionClaim" => d.extinction_claim = boolean(v)?,
        "stalematePieceCount" => d.stalemate_piece_count = boolean(v)?,
        "countingRule" => {
            d.counting_rule = match v {
                "none" => CountingRule::None,
                "makruk" => CountingRule::Makruk,
                "cambodian" => CountingRule::Cambodian,
                "asean" => CountingRule::Asean,
                _ => {
                    return Err(format!(
                        "'{v}' is not a counting rule (none, makruk, cambodian, asean)"
                    ))
                }
            }
        }
        "materialCounting" => {
            d.material_counting = match v {
                "none" => MaterialCounting::None,
                "janggi" => MaterialCounting::Janggi,
                "unweighted" => MaterialCounting::Unweighted,
                "whitedrawodds" => MaterialCounting::WhiteDrawOdds,
                "blackdrawodds" => MaterialCounting::BlackDrawOdds,
                _ => {
                    return Err(format!(
                        "'{v}' is not a material count (none, janggi, unweighted, whitedrawodds, blackdrawodds)"
                    ))
                }
            }
        }
        _ => return Ok(false),
    }
    Ok(true)
}

/// The slot and side a `mobilityRegion{White,Black}{Piece}` key names (`Piece` a piece key
/// with a capital first letter: `King`, `Fers`, `CustomPiece1`).
fn mobility_key(key: &str) -> Option<(usize, bool)> {
    let rest = key.strip_prefix("mobilityRegion")?;
    let (white, piece) = match (rest.strip_prefix("White"), rest.strip_prefix("Black")) {
        (Some(p), _) => (true, p),
        (_, Some(p)) => (false, p),
        _ => return None,
    };
    let mut chars = piece.chars();
    let first = chars.next()?;
    if !first.is_ascii_uppercase() {
        return None;
    }
    let key = format!("{}{}", first.to_ascii_lowercase(), chars.as_str());
    slot_of_key(&key).map(|slot| (slot, white))
}

/// Applies one of xiangqi's keys (regions a piece is kept in, the flying general, the
/// soldier's rank); false when `key` is not one.
fn apply_xiangqi_key(d: &mut Draft, key: &str, v: &str) -> Result<bool, String> {
    match key {
        "flyingGeneral" => d.xiangqi.flying_general = boolean(v)?,
        "chasingRule" => {
            d.xiangqi.chasing_rule = match v {
                "axf" => true,
                "none" => false,
                _ => return Err(format!("'{v}' is not a chasing rule (axf or none)")),
            }
        }
        "soldierPromotionRank" => {
            d.xiangqi.soldier_promotion_rank = side(v, "ranks")?;
        }
        "diagonalLines" => d.xiangqi.diagonal_lines = region(v, MAX_SIDE, MAX_SIDE)?,
        "bikjangRule" => d.xiangqi.bikjang = boolean(v)?,
        "moveRepetitionIllegal" => d.xiangqi.move_repetition_illegal = boolean(v)?,
        _ => {
            let Some((slot, white)) = mobility_key(key) else {
                return Ok(false);
            };
            let r = region(v, MAX_SIDE, MAX_SIDE)?;
            d.xiangqi
                .mobility
                .retain(|&(s, w, _)| (s, w) != (slot, white));
            d.xiangqi.mobility.push((slot, white, r));
        }
    }
    Ok(true)
}

/// Applies one of shogi's keys ([`ShogiRules`]); false when `key` is not one.
fn apply_shogi_key(d: &mut Draft, key: &str, v: &str) -> Result<bool, String> {
    let s = &mut d.shogi;
    match key {
        "promotedPieceType" => {
            // Each `x:y` replaces what `x` promoted to; `x:-` takes its promotion away.
            for pair in v.split_whitespace() {
                let bad = || format!("'{pair}' is not piece:promoted piece (as p:g, or p:-)");
                let (from, to) = pair.split_once(':').ok_or_else(bad)?;
                let letter = |t: &str| t.chars().next().filter(|_| t.chars().count() == 1);
                let from = letter(from).ok_or_else(bad)?;
                let from = d
                    .slot_of_letter(from)
                    .ok_or_else(|| format!("'{from}' is not a piece of this variant"))?;
                d.promoted_slots.retain(|&(f, _)| f != from);
                if to != "-" {
                    let to = d.piece_type(to)?.ok_or_else(bad)?;
                    d.promoted_slots.push((from, to));
                }
            }
        }
        "piecePromotionOnCapture" => s.piece_promotion_on_capture = boolean(v)?,
        "mandatoryPiecePromotion" => s.mandatory_piece_promotion = boolean(v)?,
        "pieceDemotion" => s.piece_demotion = boolean(v)?,
        "dropLoop" => s.drop_loop = boolean(v)?,
        "dropNoDoubled" => {
            d.drop_no_doubled = match v {
                "-" => None,
                _ => Some(d.piece_type(v)?.ok_or("one piece letter, or -")?),
            }
        }
        "dropNoDoubledCount" => s.drop_no_doubled_count = int(v)?,
        "immobilityIllegal" => s.immobility_illegal = boolean(v)?,
        "shogiPawnDropMateIllegal" => s.shogi_pawn_drop_mate_illegal = boolean(v)?,
        "promotionZonePawnDrops" => s.promotion_zone_pawn_drops = boolean(v)?,
        "dropChecks" => s.drop_checks = boolean(v)?,
        "mustDrop" => s.must_drop = boolean(v)?,
        "sittuyinRookDrop" => d.sittuyin.rook_drop = boolean(v)?,
        "sittuyinPromotion" => d.sittuyin.promotion = boolean(v)?,
        "dropPromoted" => s.drop_promoted = boolean(v)?,
        "dropOppositeColoredBishop" => s.drop_opposite_colored_bishop = boolean(v)?,
        "mustDropType" => {
            d.must_drop_type = d.piece_type(v)?;
        }
        _ => return Ok(false),
    }
    Ok(true)
}

/// Applies one of our own `x-` keys (regions read on a board of `(w, h)`).
fn apply_own_key(d: &mut Draft, key: &str, v: &str, (w, h): (u8, u8)) -> Result<(), String> {
    match key {
        "x-players" => {
            d.own.players = match v {
                "2" => 2,
                "3" => 3,
                _ => return Err(format!("'{v}' players; 2 or 3 are possible")),
            }
        }
        "x-conquest" => d.own.conquest = boolean(v)?,
        "x-handCaptureRegionWhite" => d.own.hand_capture_region.white = region(v, w, h)?,
        "x-handCaptureRegionBlack" => d.own.hand_capture_region.black = region(v, w, h)?,
        "x-pawnDropRegionWhite" => d.own.pawn_drop_region.white = region(v, w, h)?,
        "x-pawnDropRegionBlack" => d.own.pawn_drop_region.black = region(v, w, h)?,
        "x-secretDeployment" => d.own.secret_deployment = boolean(v)?,
        "x-deployRegionWhite" => d.own.deploy_region.white = region(v, w, h)?,
        "x-deployRegionBlack" => d.own.deploy_region.black = region(v, w, h)?,
        "x-pawnDeployRegionWhite" => d.own.pawn_deploy_region.white = region(v, w, h)?,
        "x-pawnDeployRegionBlack" => d.own.pawn_deploy_region.black = region(v, w, h)?,
        "x-chessencePowers" => d.own.chessence_powers = boolean(v)?,
        "x-freeSquareGoal" => d.own.free_square_goal = boolean(v)?,
        "x-kingType" => {
            d.own.king_type = match slot_of_key(v) {
                Some(KING) => None,
                Some(s) if s < CUSTOM_FIRST => Some(PREDEFINED[s].0.to_string()),
                _ => {
                    return Err(format!(
                        "'{v}' is not a predefined piece (as wazir, knight)"
                    ))
                }
            }
        }
        _ => return Err("unknown key".to_string()),
    }
    Ok(())
}

/// A start FEN with the fields Fairy-Stockfish lets a definition leave out filled in:
/// White to move, no castling, no en passant, the clocks at 0 and 1.
/// Numbers after the side to move are the clocks, so a FEN that leaves out its castling or
/// en passant field (`… w - 0 1`) reads as Fairy-Stockfish reads it.
fn complete_fen(v: &str) -> String {
    let fields: Vec<&str> = v.split_whitespace().collect();
    let Some((board, rest)) = fields.split_first() else {
        return v.to_string();
    };
    let side = rest.first().copied().unwrap_or("w");
    let rest = rest.get(1..).unwrap_or(&[]);
    let is_clock = |f: &&str| f.chars().all(|c| c.is_ascii_digit());
    // A check count (`7+7`) goes after the castling and en passant fields.
    let is_count = |f: &&str| f.contains('+');
    let count: Vec<&str> = rest.iter().filter(|f| is_count(f)).copied().collect();
    let rest: Vec<&str> = rest.iter().filter(|f| !is_count(f)).copied().collect();
    let mut words: Vec<&str> = rest.iter().take_while(|f| !is_clock(f)).copied().collect();
    let mut clocks: Vec<&str> = rest.iter().skip(words.len()).copied().collect();
    if words.len() > 2 || clocks.len() > 2 {
        return v.to_string(); // let the FEN reader say what is wrong
    }
    words.resize(2, "-");
    let defaults = ["0", "1"];
    while clocks.len() < 2 {
        clocks.push(defaults[clocks.len()]);
    }
    words.extend(count);
    format!("{board} {side} {} {}", words.join(" "), clocks.join(" "))
}

/// Why `key` cannot be used, if it cannot.
fn key_problem(key: &str) -> Option<String> {
    if slot_of_key(key).is_some()
        || ORDER.contains(&key)
        || DISPLAY_ONLY.contains(&key)
        || mobility_key(key).is_some()
    {
        None
    } else if FSF_UNSUPPORTED.contains(&key)
        || key.starts_with("mobilityRegion")
        || key.starts_with("customPiece")
    {
        Some("a Fairy-Stockfish key this engine does not support".to_string())
    } else {
        Some("unknown key".to_string())
    }
}

/// Applies a section's entries to `d`, in Fairy-Stockfish's order.
fn apply_section(d: &mut Draft, all: &[Entry]) -> Result<(), DefinitionError> {
    for e in all {
        if let Some(reason) = key_problem(e.key) {
            return Err(err(e.line, Some(e.key), reason));
        }
    }
    // A key given twice: the later line counts, as in Fairy-Stockfish.
    let entries: Vec<&Entry> = all
        .iter()
        .enumerate()
        .filter(|(i, e)| all[i + 1..].iter().all(|f| f.key != e.key))
        .map(|(_, e)| e)
        .collect();
    let order = |k: &str| ORDER.iter().position(|o| *o == k).unwrap_or(usize::MAX);
    for e in entries.iter().filter(|e| order(e.key) < 2) {
        apply_key(d, e.key, e.value).map_err(|r| err(e.line, Some(e.key), r))?;
    }
    // Piece keys, in slot order; one letter may not be given to two keys of one section.
    let mut pieces: Vec<(usize, &Entry)> = entries
        .iter()
        .filter_map(|e| slot_of_key(e.key).map(|s| (s, *e)))
        .collect();
    pieces.sort_by_key(|(s, _)| *s);
    let mut given: Vec<(char, &Entry)> = Vec::new();
    for (slot, e) in pieces {
        let letter = apply_piece(d, slot, e.value).map_err(|r| err(e.line, Some(e.key), r))?;
        if let Some(l) = letter {
            if let Some((_, first)) = given.iter().find(|(g, _)| *g == l) {
                return Err(err(
                    e.line,
                    Some(e.key),
                    format!(
                        "letter '{l}' is already given to {} on line {}",
                        first.key, first.line
                    ),
                ));
            }
            given.push((l, e));
        }
    }
    let mut rest: Vec<&Entry> = entries
        .iter()
        .filter(|e| slot_of_key(e.key).is_none() && order(e.key) >= 2)
        .copied()
        .collect();
    rest.sort_by_key(|e| order(e.key));
    for e in rest {
        apply_key(d, e.key, e.value).map_err(|r| err(e.line, Some(e.key), r))?;
    }
    Ok(())
}

/// The board's holes (the start's `*`, which are walls instead in a game with walls) and
/// its playable squares, once the board, the castling files and the regions are checked.
fn checked_board(
    d: &Draft,
    stars: SquareSet,
    blame: &dyn Fn(&str, String) -> DefinitionError,
) -> Result<(SquareSet, SquareSet), DefinitionError> {
    let walled = d.blasts_and_walls.walling_rule != WallingRule::None
        || d.blasts_and_walls.petrify_on_capture_types != 0;
    let holes = if walled { SquareSet::EMPTY } else { stars };
    let geometry = Geometry::new(d.width as u32, d.height as u32, holes)
        .map_err(|e| blame("startFen", e.to_string()))?;
    check_castling_files(d, blame)?;
    check_regions_fit(d, blame)?;
    Ok((holes, geometry.playable()))
}

/// Checks a finished draft and resolves it. `line_of(key)` is the line a key was given on
/// in this section, if it was; problems with inherited values are blamed on `header`.
fn resolve(
    d: &Draft,
    name: &str,
    parent: Option<&str>,
    header: usize,
    line_of: &dyn Fn(&str) -> Option<usize>,
) -> Result<Definition, DefinitionError> {
    let blame = |key: &str, reason: String| -> DefinitionError {
        match line_of(key) {
            Some(l) => err(l, Some(key), reason),
            None => err(header, Some(key), format!("(inherited) {reason}")),
        }
    };
    let pieces = resolved_pieces(d, header)?;
    let setup = checked_start(d, &pieces, &blame)?;
    let (holes, on) = checked_board(d, setup.holes, &blame)?;
    let region = |r: PerSide<SquareSet>| PerSide {
        white: r.white & on,
        black: r.black & on,
    };
    let (flag_piece, flag_region) = flags(d, region(d.flag.region));
    Ok(Definition {
        name: name.to_string(),
        parent: parent.map(str::to_string),
        line: header,
        width: d.width,
        height: d.height,
        holes,
        pieces,
        start_fen: d.start_fen.clone(),
        pawn_types: d.letters(d.pawn_types[0]),
        en_passant_types: en_passant_types(d, 0),
        n_move_rule_types: d.letters(d.n_move_rule_types[0]),
        promotion_region: if d.sittuyin.promotion {
            PerSide::default()
        } else {
            region(d.promotion_regions())
        },
        promotion_piece_types: d.letters(d.promotion_piece_types[0]),
        black_pawns: black_pawns(d),
        promotion_limit: promotion_limits(d),
        mandatory_pawn_promotion: d.mandatory_pawn_promotion,
        double_step_region: region(d.double_steps()),
        triple_step_region: region(d.triple_step_region),
        en_passant_region: region(d.en_passant_region),
        castling: d.castling,
        castling_kingside_file: d.castling_kingside_file,
        castle: d.castle.clone(),
        castling_queenside_file: d.castling_queenside_file,
        castling_rook_pieces: d.letters(d.castling_rook_pieces[0]),
        castling_rook_pieces_black: d.letters(d.castling_rook_pieces[1]),
        castling_king_piece: d.letters(1 << d.castling_king_piece[0]).first().copied(),
        castling_king_piece_black: d.letters(1 << d.castling_king_piece[1]).first().copied(),
        must_capture: d.must_capture,
        piece_drops: d.piece_drops,
        captures_to_hand: d.captures_to_hand,
        two_boards: d.two_boards,
        drop_region: region(d.drop_region),
        first_rank_pawn_drops: d.first_rank_pawn_drops,
        checking: d.checking,
        stalemate_value: d.stalemate_value,
        checkmate_value: d.checkmate_value,
        extinction_value: d.extinction_value,
        extinction_piece_types: piece_types(d, d.extinction_piece_types),
        extinction_piece_count: d.extinction_piece_count,
        extinction_pseudo_royal: d.extinction_pseudo_royal,
        flag_piece,
        flag_region,
        connect: connect(d, d.connect.regions.map(region)),
        shogi: shogi(d),
        xiangqi: xiangqi(d, on),
        ends: ends(d),
        blast: blast(d),
        walls: walls(d, region(d.blasts_and_walls.walling_region)),
        board_games: BoardGameRules {
            enclosing_drop_start: d.board_games.enclosing_drop_start & on,
            ..d.board_games.clone()
        },
        sittuyin: super::SittuyinRules {
            zone: region(d.promotion_regions()),
            ..d.sittuyin.clone()
        },
        flag_move: d.flag.moves,
        flag_piece_count: d.flag.count,
        flag_piece_blocked_win: d.flag.blocked_win,
        flag_piece_safe: d.flag.safe,
        n_move_rule: d.n_move_rule,
        n_fold_rule: d.n_fold_rule,
        own: own(d, &region),
        source: String::new(),
    })
}

/// Each side's flag piece (by letter; `None` for any piece) and flag region on the board
/// (`region`). A flag piece that no longer exists (a removed type) can never reach the
/// region: its region is emptied.
fn flags(d: &Draft, mut region: PerSide<SquareSet>) -> (PerSide<Option<char>>, PerSide<SquareSet>) {
    let letter = |slot: Option<usize>| slot.map(|s| d.pieces[s].as_ref().map(|p| p.letter));
    let (white, black) = (letter(d.flag.piece.white), letter(d.flag.piece.black));
    if white == Some(None) {
        region.white = SquareSet::EMPTY;
    }
    if black == Some(None) {
        region.black = SquareSet::EMPTY;
    }
    (
        PerSide {
            white: white.flatten(),
            black: black.flatten(),
        },
        region,
    )
}

/// The draft's pieces, in slot order (at most [`MAX_KINDS`]).
fn resolved_pieces(d: &Draft, header: usize) -> Result<Vec<PieceDef>, DefinitionError> {
    let pieces: Vec<PieceDef> = (0..SLOTS)
        .filter_map(|s| {
            d.pieces[s].as_ref().map(|p| PieceDef {
                letter: p.letter,
                key: slot_key(s),
                name: piece_name(s, p.letter),
                betza: match (&d.own.king_type, s == KING) {
                    (Some(t), true) => slot_of_key(t).map_or("K", |t| PREDEFINED[t].1).into(),
                    _ => p.betza.clone(),
                },
                royal: s == KING,
                en_passant: p.en_passant,
            })
        })
        .collect();
    if pieces.len() > MAX_KINDS {
        return Err(err(
            header,
            None,
            format!(
                "{} piece types; the engine holds at most {MAX_KINDS}",
                pieces.len()
            ),
        ));
    }
    Ok(pieces)
}

/// The start position read and checked against the board and the pieces: its size, its
/// letters (on the board and in hand).
fn checked_start(
    d: &Draft,
    pieces: &[PieceDef],
    blame: &dyn Fn(&str, String) -> DefinitionError,
) -> Result<Setup, DefinitionError> {
    let fen_err = |reason: String| blame("startFen", reason);
    let setup = Setup::parse(&d.start_fen).map_err(|e| fen_err(e.to_string()))?;
    if (setup.width, setup.height) != (d.width, d.height) {
        return Err(fen_err(format!(
            "the position is {}x{} but the board is {}x{} (maxFile, maxRank)",
            setup.width, setup.height, d.width, d.height
        )));
    }
    let known = |c: char| pieces.iter().any(|p| p.letter == c.to_ascii_lowercase());
    for (sq, p) in &setup.pieces {
        if !known(p.letter) {
            return Err(fen_err(format!(
                "'{}' on {sq} is not a piece of this variant",
                p.letter
            )));
        }
    }
    for h in setup.hands.iter().flatten() {
        if !known(h.letter) {
            return Err(fen_err(format!(
                "'{}' in hand is not a piece of this variant",
                h.letter
            )));
        }
    }
    Ok(setup)
}

/// A piece set where `*` is allowed, as the definition says it.
fn piece_types(d: &Draft, set: SlotSet) -> PieceTypes {
    if set & ALL != 0 {
        PieceTypes::All
    } else {
        PieceTypes::Letters(d.letters(set))
    }
}

/// Black's pawn type sets.
fn black_pawns(d: &Draft) -> super::PawnTypes {
    super::PawnTypes {
        pawn_types: d.letters(d.pawn_types[1]),
        en_passant_types: en_passant_types(d, 1),
        n_move_rule_types: d.letters(d.n_move_rule_types[1]),
        promotion_piece_types: d.letters(d.promotion_piece_types[1]),
    }
}

/// `promotionLimit` by letter.
fn promotion_limits(d: &Draft) -> Vec<(char, u32)> {
    d.promotion_limit
        .iter()
        .filter_map(|&(slot, n)| Some((d.pieces[slot].as_ref()?.letter, n)))
        .collect()
}

/// Atomic chess's keys, resolved.
fn walls(d: &Draft, region: PerSide<SquareSet>) -> super::WallRules {
    super::WallRules {
        rule: d.blasts_and_walls.walling_rule,
        region,
        or_move: d.blasts_and_walls.wall_or_move,
        petrify_types: d.letters(d.blasts_and_walls.petrify_on_capture_types),
        petrify_blast: d.blasts_and_walls.petrify_blast_pieces,
    }
}

fn blast(d: &Draft) -> super::BlastRules {
    super::BlastRules {
        on_capture: d.blasts_and_walls.blast_on_capture,
        immune_types: d.letters(d.blasts_and_walls.blast_immune_types),
        mutually_immune_types: d.letters(d.blasts_and_walls.mutually_immune_types),
    }
}

/// Our own keys, their regions kept on the board by `region`.
fn own(d: &Draft, region: &dyn Fn(PerSide<SquareSet>) -> PerSide<SquareSet>) -> OwnRules {
    OwnRules {
        hand_capture_region: region(d.own.hand_capture_region),
        pawn_drop_region: region(d.own.pawn_drop_region),
        deploy_region: region(d.own.deploy_region),
        pawn_deploy_region: region(d.own.pawn_deploy_region),
        ..d.own.clone()
    }
}

/// Xiangqi's keys, resolved on the board's playable squares `on`.
fn xiangqi(d: &Draft, on: SquareSet) -> super::XiangqiRules {
    super::XiangqiRules {
        mobility_region: d
            .xiangqi
            .mobility
            .iter()
            .filter_map(|&(slot, white, r)| {
                let letter = d.pieces[slot].as_ref()?.letter;
                Some((letter, white, r & on))
            })
            .collect(),
        soldier_promotion_rank: d.xiangqi.soldier_promotion_rank,
        flying_general: d.xiangqi.flying_general,
        chasing_rule: d.xiangqi.chasing_rule,
        diagonal_lines: d.xiangqi.diagonal_lines & on,
        bikjang: d.xiangqi.bikjang,
        move_repetition_illegal: d.xiangqi.move_repetition_illegal,
    }
}

/// The ends' keys, resolved.
fn ends(d: &Draft) -> super::EndRules {
    super::EndRules {
        n_fold_value: d.n_fold_value,
        n_fold_value_absolute: d.n_fold_value_absolute,
        perpetual_check_illegal: d.perpetual_check_illegal,
        check_counting: d.check_counting,
        extinction_opponent_piece_count: d.extinction_opponent_piece_count,
        extinction_claim: d.extinction_claim,
        stalemate_piece_count: d.stalemate_piece_count,
        material_counting: d.material_counting,
        counting_rule: d.counting_rule,
        duple_check: d.duple_check,
        makpong_rule: d.makpong_rule,
        shatar_mate_rule: d.shatar_mate_rule,
    }
}

/// Shogi's keys, resolved: the slots become letters (a promotion to or from a removed
/// piece is dropped).
fn shogi(d: &Draft) -> ShogiRules {
    let letter = |slot: usize| d.pieces[slot].as_ref().map(|p| p.letter);
    ShogiRules {
        promoted_piece_type: d
            .promoted_slots
            .iter()
            .filter_map(|&(f, t)| Some((letter(f)?, letter(t)?)))
            .collect(),
        drop_no_doubled: d.drop_no_doubled.and_then(letter),
        must_drop_type: d.must_drop_type.and_then(letter),
        ..d.shogi.clone()
    }
}

/// The connect-N keys, resolved.
fn connect(d: &Draft, regions: [PerSide<SquareSet>; 2]) -> super::Connect {
    super::Connect {
        n: d.connect.n,
        regions,
        nxn: d.connect.nxn,
        collinear: d.connect.collinear,
        piece_types: piece_types(d, d.connect.piece_types),
        horizontal: d.connect.lines[0],
        vertical: d.connect.lines[1],
        diagonal: d.connect.lines[2],
        value: d.connect.value,
    }
}

/// Every region given in a text was written for this board: a parent's region, inherited
/// by a section on a board of another size, names squares of the parent's board (`*7` is
/// the last rank of a 6x7 board, not of an 8x8 one), so the section must give it again.
/// One error names every such key, the first as the key to set. A key a section never
/// gives keeps its default, which follows the board (KEYS.md).
fn check_regions_fit(
    d: &Draft,
    blame: &dyn Fn(&str, String) -> DefinitionError,
) -> Result<(), DefinitionError> {
    let stale: Vec<&(&str, u8, u8)> = d
        .regions_written
        .iter()
        // Fairy-Stockfish's keys keep their squares on another board, as there, unless
        // they come from one of our five games' texts.
        .filter(|(k, _, _)| d.from_our_games || k.starts_with("x-"))
        .filter(|(_, w, h)| (*w, *h) != (d.width, d.height))
        .collect();
    let Some(&&(first, w, h)) = stale.first() else {
        return Ok(());
    };
    let keys: Vec<&str> = stale.iter().map(|(k, _, _)| *k).collect();
    Err(blame(
        first,
        format!(
            "a region written for the parent's {w}x{h} board; this board is {}x{}: set {} \
             for it",
            d.width,
            d.height,
            paired(&keys).join(", ")
        ),
    ))
}

/// `keys`, a key ending in `White` written `…White/Black` when its `…Black` is there too
/// (which is then left out).
fn paired(keys: &[&str]) -> Vec<String> {
    let mut out = Vec::new();
    for k in keys {
        let twin = |side: &str, other: &str| {
            k.strip_suffix(side)
                .filter(|base| keys.contains(&format!("{base}{other}").as_str()))
                .map(str::to_string)
        };
        if let Some(base) = twin("White", "Black") {
            out.push(format!("{base}White/Black"));
        } else if twin("Black", "White").is_none() {
            out.push(k.to_string());
        }
    }
    out
}

/// With castling, its files are in order. A file off the board is no error: as in
/// Fairy-Stockfish, castling to it simply never happens (a small board's inherited `g`).
/// A rank number (`2`), 1 to the board's height.
fn rank_number(v: &str, h: u8) -> Result<u8, String> {
    match v.parse::<u8>() {
        Ok(r) if (1..=h).contains(&r) => Ok(r),
        _ => Err(format!("'{v}' is not a rank of this board (1 to {h})")),
    }
}

/// Castling rights as in a FEN (`KQkq`, `-`): White's kingside, White's queenside,
/// Black's kingside, Black's queenside.
fn castling_rights(v: &str) -> Result<[bool; 4], String> {
    let mut out = [false; 4];
    for c in v.chars().filter(|&c| c != '-') {
        let i = "KQkq"
            .find(c)
            .ok_or_else(|| format!("'{c}' is not a castling right (K, Q, k, q)"))?;
        out[i] = true;
    }
    Ok(out)
}

fn check_castling_files(
    d: &Draft,
    blame: &dyn Fn(&str, String) -> DefinitionError,
) -> Result<(), DefinitionError> {
    if d.castling && d.castling_queenside_file > d.castling_kingside_file {
        return Err(blame(
            "castlingQueensideFile",
            "the queenside file is right of the kingside file".to_string(),
        ));
    }
    Ok(())
}

/// `enPassantTypes`, and every piece whose Betza had Fairy-Stockfish's `e`.
fn en_passant_types(d: &Draft, side: usize) -> Vec<char> {
    let mut types = d.letters(d.en_passant_types[side]);
    for p in d.pieces.iter().flatten().filter(|p| p.en_passant) {
        if !types.contains(&p.letter) {
            types.push(p.letter);
        }
    }
    types
}

/// Resolves a built-in draft made in code (`chess`, `fairy`; both fixed and tested).
pub(crate) fn resolve_builtin(d: &Draft, name: &str) -> Option<Definition> {
    resolve(d, name, None, 0, &|_| None).ok()
}

/// A section being read.
struct Section<'a> {
    line: usize,
    name: &'a str,
    parent: Option<&'a str>,
    entries: Vec<Entry<'a>>,
}

/// A parsed section: its name, its draft (what children inherit) and its definition.
pub(crate) type Parsed = (String, Draft, Definition);

/// As [`super::parse_definitions`], keeping the drafts; `builtin` says whether the text is a
/// built-in's own, whose section names are built-in names.
pub(crate) fn parse_with(text: &str, builtin: bool) -> Result<Vec<Parsed>, DefinitionError> {
    if text.len() > MAX_TEXT {
        return Err(err(
            0,
            None,
            format!(
                "the definition is {} bytes long; at most {} KiB ({MAX_TEXT} bytes) is read",
                text.len(),
                MAX_TEXT / 1024
            ),
        ));
    }
    let sections = split(text)?;
    let mut out: Vec<Parsed> = Vec::new();
    // Each section's index in `out` and its depth of inheritance within the text.
    let mut seen: HashMap<&str, (usize, usize)> = HashMap::new();
    for s in &sections {
        if let Some(&(i, _)) = seen.get(s.name) {
            let first = sections[i].line;
            return Err(err(
                s.line,
                None,
                format!("section '{}' is already defined on line {first}", s.name),
            ));
        }
        if !builtin && is_builtin_name(s.name) {
            return Err(err(
                s.line,
                None,
                format!(
                    "'{}' is a built-in definition; give the section another name",
                    s.name
                ),
            ));
        }
        let parent = s.parent.and_then(|p| seen.get(p).copied());
        let depth = parent.map_or(1, |(_, d)| d + 1);
        if depth > MAX_INHERITANCE {
            return Err(err(
                s.line,
                None,
                format!(
                    "'{}' is {depth} parents deep in this text; at most {MAX_INHERITANCE} are allowed",
                    s.name
                ),
            ));
        }
        let mut d = match (s.parent, parent) {
            (None, _) => Draft::template(),
            (Some(_), Some((i, _))) => out[i].1.clone(),
            (Some(p), None) => builtin_draft(p).map_err(|why| err(s.line, None, why))?,
        };
        apply_section(&mut d, &s.entries)?;
        let line_of =
            |k: &str| -> Option<usize> { s.entries.iter().rfind(|e| e.key == k).map(|e| e.line) };
        let mut def = resolve(&d, s.name, s.parent, s.line, &line_of)?;
        def.source = text.to_string();
        seen.insert(s.name, (out.len(), depth));
        out.push((s.name.to_string(), d, def));
    }
    Ok(out)
}

/// A section header `[name]` or `[name:parent]` (`inner` is `t` after its `[`), checked.
fn section_header<'a>(
    t: &str,
    inner: &'a str,
    line: usize,
) -> Result<Section<'a>, DefinitionError> {
    let Some(inner) = inner.strip_suffix(']') else {
        return Err(err(line, None, "a section header must end with ']'"));
    };
    let (name, parent) = match inner.split_once(':') {
        Some((n, p)) => (n.trim(), Some(p.trim())),
        None => (inner.trim(), None),
    };
    let bad = |s: &str| {
        s.is_empty()
            || !s
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || "-_.+".contains(c))
    };
    if bad(name) || parent.is_some_and(bad) {
        return Err(err(
            line,
            None,
            format!("bad section header '{t}': names are letters, digits and - _ . +"),
        ));
    }
    if name.chars().count() > MAX_NAME {
        return Err(err(
            line,
            None,
            format!("a section name is at most {MAX_NAME} characters"),
        ));
    }
    Ok(Section {
        line,
        name,
        parent,
        entries: Vec::new(),
    })
}

/// Splits the text into sections of entries, checking the syntax of each line.
fn split(text: &str) -> Result<Vec<Section<'_>>, DefinitionError> {
    let mut sections: Vec<Section> = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        if raw.len() > MAX_LINE {
            return Err(err(
                line,
                None,
                format!(
                    "the line is {} bytes long; at most {MAX_LINE} are read",
                    raw.len()
                ),
            ));
        }
        let t = raw.trim();
        if t.is_empty() || t.starts_with('#') || t.starts_with(';') {
            continue;
        }
        if let Some(inner) = t.strip_prefix('[') {
            let section = section_header(t, inner, line)?;
            if sections.len() == MAX_SECTIONS {
                return Err(err(
                    line,
                    None,
                    format!("a text holds at most {MAX_SECTIONS} sections; this is one more"),
                ));
            }
            sections.push(section);
            continue;
        }
        let Some((key, value)) = t.split_once('=') else {
            return Err(err(
                line,
                None,
                format!("'{t}' is not 'key = value', a [section] or a comment"),
            ));
        };
        let (key, value) = (key.trim(), value.trim());
        if key.is_empty() {
            return Err(err(line, None, "a line with '=' but no key"));
        }
        let Some(section) = sections.last_mut() else {
            return Err(err(line, Some(key), "a key before the first [section]"));
        };
        if value.is_empty() {
            return Err(err(line, Some(key), "no value after '='"));
        }
        section.entries.push(Entry { line, key, value });
    }
    if sections.is_empty() {
        return Err(err(0, None, "no [section] in the text"));
    }
    Ok(sections)
}

/// The draft a child of the built-in `name` starts from, or why there is none: no such
/// built-in, or one whose text uses what this engine cannot read yet.
pub(crate) fn builtin_draft(name: &str) -> Result<Draft, String> {
    match name {
        "chess" => return Ok(Draft::chess()),
        "fairy" => return Ok(Draft::fairy()),
        _ => {}
    }
    let Some(text) = builtin_text(name) else {
        let fsf = if cfg!(feature = "builtin-texts") {
            "one of Fairy-Stockfish's built-in variants such as shogi or xiangqi, "
        } else {
            ""
        };
        return Err(format!(
            "unknown parent '{name}' (chess, fairy, {}, {fsf}or an earlier section)",
            super::BUILTIN_GAMES.join(", ")
        ));
    };
    let parsed = parse_with(text, true).map_err(|e| {
        let key = e.key.as_deref().map_or(String::new(), |k| format!("{k}: "));
        format!(
            "the built-in '{name}' cannot be played here yet: {key}{}",
            e.reason
        )
    })?;
    let mut draft = parsed
        .into_iter()
        .last()
        .map(|(_, d, _)| d)
        .ok_or_else(|| format!("the built-in '{name}' has no section"))?;
    draft.from_our_games |= super::BUILTIN_GAMES.contains(&name);
    Ok(draft)
}

/// A built-in definition: `chess`, `fairy` or one of [`super::BUILTIN_GAMES`].
pub fn builtin(name: &str) -> Option<Definition> {
    match name {
        "chess" => resolve_builtin(&Draft::chess(), "chess"),
        "fairy" => resolve_builtin(&Draft::fairy(), "fairy"),
        _ => parse_with(builtin_text(name)?, true)
            .ok()?
            .into_iter()
            .last()
            .map(|(_, _, d)| d),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slot_keys_round_trip() {
        for s in 0..SLOTS {
            assert_eq!(slot_of_key(&slot_key(s)), Some(s));
        }
        assert_eq!(slot_of_key("customPiece0"), None);
        assert_eq!(slot_of_key("customPiece26"), None);
        assert_eq!(slot_of_key("customPiece01"), None);
    }

    #[test]
    fn the_predefined_betza_strings_parse() {
        for (key, b) in PREDEFINED {
            // The immobile piece has no moves at all (as `customPiece1 = m:`).
            assert!(b.is_empty() == (key == "immobile"), "{key}");
            assert!(b.is_empty() || betza::parse(b).is_ok(), "{b}");
        }
    }

    #[test]
    fn e_is_taken_out_and_positions_count_the_written_string() {
        assert_eq!(check_betza("mfFcfeW"), Ok(("mfFcfW".to_string(), true)));
        let e = check_betza("feWX").unwrap_err();
        assert_eq!(e, "bad Betza 'feWX': unknown atom 'X' at position 4");
    }

    #[test]
    fn a_region_written_for_another_board_must_be_given_again() {
        let fen = "startFen = 4k3/8/8/8/8/8/8/8/8/4K3 w - - 0 1\n";
        let child =
            |extra: &str| format!("[a:chess]\nflagRegion = *8\n[b:a]\nmaxRank = 10\n{fen}{extra}");
        let keys = |text: &str| -> Result<(), (Option<String>, String)> {
            parse_with(text, true)
                .map(|_| ())
                .map_err(|e| (e.key, e.reason))
        };
        assert_eq!(
            paired(&[
                "dropRegionWhite",
                "flagRegionBlack",
                "dropRegionBlack",
                "flagRegion"
            ]),
            ["dropRegionWhite/Black", "flagRegionBlack", "flagRegion"]
        );
        // Fairy-Stockfish's own keys keep their squares on the child's board, as there.
        let kept = parse_with(&child(""), true).unwrap();
        assert_eq!(kept[1].2.flag_region.white.count(), 8);
        // Our own (`x-`) regions must be given again, the shared pair named once.
        let ours = |extra: &str| {
            format!(
                "[a:chess]\nx-pawnDropRegionWhite = *2\nx-pawnDropRegionBlack = *7\n\
                 [b:a]\nmaxRank = 10\n{fen}{extra}"
            )
        };
        let e = keys(&ours("")).unwrap_err();
        assert_eq!(e.0.as_deref(), Some("x-pawnDropRegionWhite"), "{e:?}");
        assert!(e.1.contains("8x8 board; this board is 8x10"), "{e:?}");
        assert!(e.1.contains("x-pawnDropRegionWhite/Black"), "{e:?}");
        let e = keys(&ours("x-pawnDropRegionWhite = *2\n")).unwrap_err();
        assert_eq!(e.0.as_deref(), Some("x-pawnDropRegionBlack"), "{e:?}");
        assert!(keys(&ours(
            "x-pawnDropRegionWhite = *2\nx-pawnDropRegionBlack = *9\n"
        ))
        .is_ok());
        // No square is no square on any board; the template's fixed ranks are not a text's.
        let none = format!("[a:chess]\nx-pawnDropRegionWhite = -\n[b:a]\nmaxRank = 10\n{fen}");
        assert!(keys(&none).is_ok());
        assert!(keys(&format!("[b:chess]\nmaxRank = 10\n{fen}")).is_ok());
        // The same board (holes aside) keeps the parent's regions.
        let same =
            "[a:chess]\nflagRegion = *8\n[b:a]\nstartFen = 4k3/8/8/3**3/8/8/8/4K3 w - - 0 1\n";
        assert!(keys(same).is_ok());
    }
}
