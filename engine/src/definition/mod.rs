//! Variants as data: Fairy-Stockfish's `variants.ini` text read into checked
//! [`Definition`](crate::definition::Definition) values, which
//! [`crate::Settings::defined`] turns into a game ([`crate::Variant::Defined`], played by
//! `variants/defined.rs`).
//!
//! ```
//! use engine::definition::{parse_definitions, GameValue};
//!
//! let defs = parse_definitions(
//!     "# king of the hill\n[hill:chess]\nflagPiece = k\nflagRegion = d4 e4 d5 e5\n",
//! )
//! .unwrap();
//! assert_eq!(defs[0].name, "hill");
//! assert_eq!(defs[0].flag_piece.white, Some('k'));
//! assert_eq!(defs[0].checkmate_value, GameValue::Loss);
//! ```
//!
//! The keys, their values and defaults, our own `x-` keys and every point where we are
//! stricter than Fairy-Stockfish are described in one place, `KEYS.md` (below).
//!
#![doc = include_str!("KEYS.md")]

mod builtin;
mod diagram;
mod family;
mod parse;
mod summary;
mod values;
mod warnings;
pub(crate) mod words;

use crate::{Square, SquareSet};
use std::fmt;

pub use builtin::{
    builtin_text, fsf_variants, game_builtins_loaded, load_fsf_builtins, load_game_builtins,
    loaded_fsf_builtins, BUILTIN_GAMES,
};
pub use diagram::{diagram_to_ini, is_diagram};
pub use family::{builtin_line, Family};
pub use parse::{builtin, unsupported_keys};
pub use words::{load_words, words_loaded};

/// The longest definition text read, in bytes (32 KiB). A definition can arrive in a link
/// (`def=`), so everything it may ask for is bounded before any work is done on it, and a
/// text over a limit is refused with an error naming the limit.
pub const MAX_TEXT: usize = 32 * 1024;
/// The longest line of a definition text, in bytes.
pub const MAX_LINE: usize = 2048;
/// The most sections one text may hold.
pub const MAX_SECTIONS: usize = 64;
/// The longest section name, in characters (names are shown on the page).
pub const MAX_NAME: usize = 40;
/// The longest chain of parents within one text: a section whose parent is a built-in
/// game (or none) is at depth 1, its child at depth 2, and so on.
pub const MAX_INHERITANCE: usize = 16;

/// Reads a definition text in Fairy-Stockfish's `variants.ini` format: `[name]` or
/// `[name:parent]` sections of `key = value` lines; lines starting with `#` or `;` are
/// comments. A parent is `chess`, `fairy`, one of our five games or an earlier section of
/// the same text; an Interactive Diagram's text is read as the section it means
/// ([`diagram_to_ini`]). Returns one [`Definition`] per section, in the text's order, each with
/// its parents' values filled in; the first problem found is an error naming its line.
pub fn parse_definitions(text: &str) -> Result<Vec<Definition>, DefinitionError> {
    let parsed = if text.len() <= MAX_TEXT && is_diagram(text) {
        diagram::parse(text)?
    } else {
        parse::parse_with(text, false)?
    };
    Ok(parsed.into_iter().map(|(_, _, def)| def).collect())
}

/// The section `name` of the definition text `text` (any section when the text has only
/// one and `name` is `None`), or why there is none: the text's first error, or the missing
/// section, in words for players.
pub fn find_definition(text: &str, name: Option<&str>) -> Result<Definition, String> {
    let defs = parse_definitions(text).map_err(|e| e.to_string())?;
    let names = || {
        defs.iter()
            .map(|d| d.name.as_str())
            .collect::<Vec<_>>()
            .join(", ")
    };
    match name {
        Some(n) => defs
            .iter()
            .find(|d| d.name == n)
            .cloned()
            .ok_or_else(|| format!("the definition has no section [{n}] (it has {})", names())),
        None if defs.len() == 1 => Ok(defs[0].clone()),
        None if defs.is_empty() => Err("the definition has no [section]".into()),
        None => Err(format!(
            "the definition has several sections ({}): name the one to play",
            names()
        )),
    }
}

/// A pair of values, one per side: White (who moves first) and Black.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PerSide<T> {
    /// White's.
    pub white: T,
    /// Black's.
    pub black: T,
}

impl<T: Clone> PerSide<T> {
    /// The same value for both sides.
    pub fn both(v: T) -> PerSide<T> {
        PerSide {
            white: v.clone(),
            black: v,
        }
    }
}

/// A game result as Fairy-Stockfish's `[Value]` type says it, from the point of view of the
/// side to move when the rule applies: `win`, `loss`, `draw`, or `none` (the rule is off).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameValue {
    /// The side to move wins.
    Win,
    /// The side to move loses.
    Loss,
    /// A draw.
    Draw,
    /// No result: the rule does not apply.
    None,
}

impl GameValue {
    /// The word as written in a definition.
    pub fn as_str(self) -> &'static str {
        match self {
            GameValue::Win => "win",
            GameValue::Loss => "loss",
            GameValue::Draw => "draw",
            GameValue::None => "none",
        }
    }
}

/// Shogi's family of keys: pieces (not pawn types) that promote by `promotedPieceType`,
/// their demotion, and the drop rules shogi adds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShogiRules {
    /// `promotedPieceType` (`p:g s:g b:h`): each piece that promotes and what it becomes
    /// (lower-case letters). It may promote on a move into, within or out of its
    /// promotion region (`promotionRegionWhite`/`Black`).
    pub promoted_piece_type: Vec<(char, char)>,
    /// `piecePromotionOnCapture`: a piece promotes only by capturing.
    pub piece_promotion_on_capture: bool,
    /// `mandatoryPiecePromotion`: a piece that may promote must (and with
    /// `pieceDemotion`, a promoted piece must demote).
    pub mandatory_piece_promotion: bool,
    /// `pieceDemotion`: a promoted piece may turn back into what it was, as it would
    /// promote (Kyoto shogi).
    pub piece_demotion: bool,
    /// `dropLoop`: a promoted piece captured goes to the hand as it is, not demoted.
    pub drop_loop: bool,
    /// `dropNoDoubled`: the piece that may not be dropped on a file holding
    /// [`ShogiRules::drop_no_doubled_count`] of the dropper's pieces of its kind.
    pub drop_no_doubled: Option<char>,
    /// `dropNoDoubledCount` (1 by default).
    pub drop_no_doubled_count: u32,
    /// `immobilityIllegal`: no piece may move or be dropped to a square from which it could
    /// never move again (a pawn on the last rank); a promotion is exempt.
    pub immobility_illegal: bool,
    /// `shogiPawnDropMateIllegal`: a checkmate given by dropping a `shogiPawn` loses for
    /// the player who dropped it.
    pub shogi_pawn_drop_mate_illegal: bool,
    /// `promotionZonePawnDrops`: the `pawn` key's piece may be dropped in its promotion
    /// region.
    pub promotion_zone_pawn_drops: bool,
    /// `dropChecks` (default true): a drop may give check.
    pub drop_checks: bool,
    /// `mustDrop`: a player holding a piece of `mustDropType` must drop one when it can.
    pub must_drop: bool,
    /// `mustDropType`: the piece (letter) `mustDrop` is about; `None` for any (`*`).
    pub must_drop_type: Option<char>,
    /// `dropOppositeColoredBishop`: a side's bishops are dropped on squares of both
    /// colours (placement chess; `engine/src/variants/rules/placement.rs`).
    pub drop_opposite_colored_bishop: bool,
    /// `dropPromoted`: a piece in hand that promotes (`promotedPieceType`) may also be
    /// dropped as what it promotes to (kyoto shogi).
    pub drop_promoted: bool,
}

impl Default for ShogiRules {
    fn default() -> ShogiRules {
        ShogiRules {
            promoted_piece_type: Vec::new(),
            piece_promotion_on_capture: false,
            mandatory_piece_promotion: false,
            piece_demotion: false,
            drop_loop: false,
            drop_no_doubled: None,
            drop_no_doubled_count: 1,
            immobility_illegal: false,
            shogi_pawn_drop_mate_illegal: false,
            promotion_zone_pawn_drops: false,
            drop_checks: true,
            must_drop: false,
            must_drop_type: None,
            drop_opposite_colored_bishop: false,
            drop_promoted: false,
        }
    }
}

/// `countingRule`: makruk's counting of the moves left to mate.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum CountingRule {
    /// No counting.
    #[default]
    None,
    /// `makruk`.
    Makruk,
    /// `cambodian` (Ouk Chatrang): one move less.
    Cambodian,
    /// `asean`.
    Asean,
}

/// `materialCounting`: who wins a game that would be drawn.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum MaterialCounting {
    /// No count: a draw stays a draw.
    #[default]
    None,
    /// `janggi`: the pieces weighed as in janggi, with Black's 1.5 points of komi.
    Janggi,
    /// `unweighted`: more pieces on the board wins.
    Unweighted,
    /// `whitedrawodds`: White wins every draw.
    WhiteDrawOdds,
    /// `blackdrawodds`: Black wins every draw (Armageddon).
    BlackDrawOdds,
}

/// One side's pawn type sets (for Black, where they differ from White's).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PawnTypes {
    /// The pieces that promote (`promotionPawnTypes`).
    pub pawn_types: Vec<char>,
    /// The pieces that capture en passant (`enPassantTypes`).
    pub en_passant_types: Vec<char>,
    /// The pieces whose moves reset the n-move counter (`nMoveRuleTypes`).
    pub n_move_rule_types: Vec<char>,
    /// What a pawn may promote to (`promotionPieceTypes`).
    pub promotion_piece_types: Vec<char>,
}

/// Xiangqi's and janggi's keys: regions, the soldier, the facing kings, chasing, the
/// palace diagonals, bikjang, a piece moved to and fro.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct XiangqiRules {
    /// `mobilityRegion{White,Black}{Piece}` (`mobilityRegionWhiteKing`): the only squares
    /// that side's piece (by letter) may move to, capture on or be dropped on, and so
    /// attack; (letter, White's, region). A piece not listed goes anywhere.
    pub mobility_region: Vec<(char, bool, SquareSet)>,
    /// `soldierPromotionRank` (1 to 16; 1: off): the `soldier` key's piece moves and
    /// attacks only straight forward until it stands on this rank of its side or beyond
    /// (xiangqi's soldier, over the river from rank 6).
    pub soldier_promotion_rank: u8,
    /// `flyingGeneral`: no move may leave the two kings facing each other on a file or
    /// rank with nothing between (xiangqi).
    pub flying_general: bool,
    /// `chasingRule = axf`: in a repetition, a side that chased one of the other's pieces
    /// at each of its moves loses (xiangqi; `engine/src/variants/rules/chase.rs`).
    pub chasing_rule: bool,
    /// `diagonalLines`: squares joined by diagonal lines (janggi's palaces): from one of
    /// them the `wazir`, the `soldier` (forward), the `rook`, the `janggiCannon` and a
    /// king of `x-kingType = wazir` also move along the diagonals, to these squares only
    /// (`engine/src/variants/rules/janggi.rs`).
    pub diagonal_lines: SquareSet,
    /// `bikjangRule`: kings facing each other on a file or a rank with nothing between
    /// (bikjang) must be parted by the player to move, who may also pass (even in check);
    /// a pass that leaves them facing ends the game, by `materialCounting` or drawn.
    pub bikjang: bool,
    /// `moveRepetitionIllegal`: moving one piece back and forth (the same two squares,
    /// three times over, unchecked) loses (janggi's modern rule).
    pub move_repetition_illegal: bool,
}

/// The ends Fairy-Stockfish adds to chess's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EndRules {
    /// `nFoldValue`: the result of that repetition for the player to move (a draw by
    /// default); `nFoldValueAbsolute`: for White, whoever is to move.
    pub n_fold_value: GameValue,
    /// `nFoldValueAbsolute`.
    pub n_fold_value_absolute: bool,
    /// `perpetualCheckIllegal`: a repetition in which one player gave check at every move
    /// since the first of its occurrences loses for that player.
    pub perpetual_check_illegal: bool,
    /// `checkCounting`: a side that gives the checks it has to give (the FEN's `3+3`
    /// field, one each when it has none) wins at once (three-check).
    pub check_counting: bool,
    /// `extinctionOpponentPieceCount`: extinction counts only while the other side has at
    /// least this many of the pieces counted (shatranj's bare king: 2).
    pub extinction_opponent_piece_count: u32,
    /// `extinctionClaim`: the side to move is extinct only if the other side has one piece
    /// more than that (it could not bare the other side in turn).
    pub extinction_claim: bool,
    /// `stalematePieceCount`: a stalemate goes to the side with more pieces on the board
    /// (the side to move with fewer gets `stalemateValue`; as many: a draw).
    pub stalemate_piece_count: bool,
    /// `materialCounting`: who wins a stalemate, n-move or repetition draw.
    pub material_counting: MaterialCounting,
    /// `countingRule`: a side left with its king alone must be mated within a number of
    /// moves, or the game is drawn (`engine/src/variants/rules/counting.rs`).
    pub counting_rule: CountingRule,
    /// `dupleCheck`: with `extinctionPseudoRoyal`, a side whose pieces of the extinction
    /// types are all attacked is in check, however many it has (Spartan chess).
    pub duple_check: bool,
    /// `makpongRule`: a king in check may move only to take its one checker (makpong;
    /// `engine/src/variants/rules/check_rules.rs`).
    pub makpong_rule: bool,
    /// `shatarMateRule`: a mate by knights alone loses for the side that gives it, and a
    /// mate counts only when a check by a knight, rook or bers (a shak) came in the
    /// mating side's unbroken run of checks; otherwise it is a draw (shatar).
    pub shatar_mate_rule: bool,
}

/// Atomic chess's keys: captures that explode.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BlastRules {
    /// `blastOnCapture`: a capture explodes the capturer and every piece around the square
    /// it lands on, except the `pawn` key's.
    pub on_capture: bool,
    /// `blastImmuneTypes`: pieces no blast destroys (letters).
    pub immune_types: Vec<char>,
    /// `mutuallyImmuneTypes`: pieces that may not take a piece of their own type (Atomar's
    /// kings; letters).
    pub mutually_immune_types: Vec<char>,
}

/// Castling's keys beyond the files the king goes to (`castlingRank`,
/// `castlingRookKingsideFile`, `castlingRookQueensideFile`, `castlingKingFile`,
/// `oppositeCastling`, `castlingWins`, `chess960`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CastlingRules {
    /// `castlingRank`: the rank castling is on, counted from each side's own edge (1).
    pub rank: u8,
    /// `castlingRookKingsideFile`: where the search for the kingside rook of a `K` right
    /// starts, toward the king (0 = a; `None`: the last file).
    pub rook_kingside_file: Option<u8>,
    /// `castlingRookQueensideFile`: where the search for the queenside rook of a `Q` right
    /// starts, toward the king (0 = a).
    pub rook_queenside_file: u8,
    /// `castlingKingFile`: the castling king's file when a side has more than one on its
    /// castling rank (0 = a; `e` by default).
    pub king_file: u8,
    /// `oppositeCastling`: castling on one side takes the other side's right to castle on
    /// the same side.
    pub opposite: bool,
    /// `castlingWins`: the castlings that win (`K`, `Q`, `k`, `q`: White's kingside,
    /// White's queenside, Black's…); a side that loses such a right loses.
    pub wins: [bool; 4],
    /// `chess960`: castling is written as the king taking its rook (`e1h1`), and the FEN's
    /// rights as the rooks' files.
    pub chess960: bool,
    /// `castlingDroppedPiece`: a castling king or rook dropped on its castling square gets
    /// its castling rights (placement chess).
    pub dropped_piece: bool,
    /// `gating`: the FEN's castling field also names gates, the castling rank's squares
    /// whose piece has not moved yet (`engine/src/variants/rules/gating.rs`).
    pub gating: bool,
    /// `seirawanGating` (with `gating`): a piece leaving a gate may bring a piece from the
    /// hand onto the square it left (S-chess).
    pub seirawan_gating: bool,
    /// `cambodianMoves` (with `gating`): a king on its gate may leap as a knight to the rank
    /// ahead, out of check, and a met (`silver`… the `fers` key) on its gate may step two
    /// squares forward (Ouk Chatrang).
    pub cambodian_moves: bool,
}

impl Default for CastlingRules {
    fn default() -> CastlingRules {
        CastlingRules {
            rank: 1,
            rook_kingside_file: None,
            rook_queenside_file: 0,
            king_file: 4,
            opposite: false,
            wins: [false; 4],
            chess960: false,
            dropped_piece: false,
            gating: false,
            seirawan_gating: false,
            cambodian_moves: false,
        }
    }
}

/// `wallingRule`: where the wall a move places goes (Fairy-Stockfish's names).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum WallingRule {
    /// No walls placed.
    #[default]
    None,
    /// `arrow`: a square the moved piece could move to from where it landed (the Game of
    /// the Amazons).
    Arrow,
    /// `duck`: any empty square; the last wall placed is lifted (Duck chess).
    Duck,
    /// `edge`: a square on the board's edge or beside a wall (Atlantis).
    Edge,
    /// `past`: the square the piece left (Snailtrail).
    Past,
    /// `static`: any empty square of the walling region (Isolation).
    Static,
}

/// Walls: squares nothing may enter or pass, written `*` in a FEN, placed by moves
/// (`wallingRule`, `wallingRegion…`, `wallOrMove`) or left by captures
/// (`petrifyOnCaptureTypes`, `petrifyBlastPieces`); `engine/src/variants/rules/walls.rs`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct WallRules {
    /// `wallingRule`.
    pub rule: WallingRule,
    /// `wallingRegionWhite`/`Black` (`wallingRegion` for both): where each side may
    /// place a wall (the whole board by default).
    pub region: PerSide<SquareSet>,
    /// `wallOrMove`: a turn either moves a piece or places a wall, not both.
    pub or_move: bool,
    /// `petrifyOnCaptureTypes`: pieces that turn into a wall where they capture (letters).
    pub petrify_types: Vec<char>,
    /// `petrifyBlastPieces`: with `blastOnCapture`, the pieces a blast destroys turn into
    /// walls too.
    pub petrify_blast: bool,
}

impl WallRules {
    /// Whether walls can appear during the game: a FEN's `*` are then walls of the
    /// position, not holes of the board.
    pub fn any(&self) -> bool {
        self.rule != WallingRule::None || !self.petrify_types.is_empty()
    }
}

/// `enclosingDrop` and `flipEnclosedPieces`: where a drop must go and what a move turns
/// over (Fairy-Stockfish's names; not every rule is both).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum EnclosingRule {
    /// No rule.
    #[default]
    None,
    /// `reversi`: a drop must enclose a line of the other side's pieces between itself and
    /// one of its own (any of the eight directions), and turns that line over.
    Reversi,
    /// `ataxx`: a drop must touch one of its own pieces; a move turns over every piece of
    /// the other side around where it lands.
    Ataxx,
    /// `quadwrangle` (turning over only): as `ataxx`, for a move of a piece and for a drop
    /// beside one of its own.
    Quadwrangle,
    /// `snort` (drops only): a drop may not be a file or rank step from the other side's
    /// pieces.
    Snort,
    /// `anyside` (drops only): a piece enters from an edge and slides across to the first
    /// piece or the other edge.
    Anyside,
    /// `top` (drops only): a piece falls down its file (Connect Four).
    Top,
}

/// Sittuyin's keys (`engine/src/variants/rules/sittuyin.rs`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SittuyinRules {
    /// `sittuyinRookDrop`: the `rook` key's piece is dropped on the side's first rank only.
    pub rook_drop: bool,
    /// `sittuyinPromotion`: a pawn does not promote by moving into the promotion region; on
    /// a turn of its own, a pawn standing there (any pawn, when it is the side's last)
    /// becomes a promotion piece in place or one of that piece's steps away, onto an empty
    /// square from which it attacks no piece of the other side, never giving check, and
    /// only while the side has fewer of that piece than `promotionLimit` allows.
    pub promotion: bool,
    /// With `promotion`: the promotion region (`promotionRegionWhite`/`Black`), which the
    /// definition's own `promotion_region` then leaves empty.
    pub zone: PerSide<SquareSet>,
}

/// Board games' keys: passes, where drops must go and what they turn over, a full board
/// (`engine/src/variants/rules/enclosing.rs`, `passes.rs`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BoardGameRules {
    /// `pass` (`passWhite`, `passBlack`): a side may pass its turn (not in check).
    pub pass: PerSide<bool>,
    /// `passOnStalemate` (`…White`, `…Black`): a side with no other legal move passes.
    pub pass_on_stalemate: PerSide<bool>,
    /// `enclosingDrop` (`dropOnTop = true` is `top`).
    pub enclosing_drop: EnclosingRule,
    /// `enclosingDropStart`: while one of these squares is empty, drops go only there
    /// (reversi's four centre squares).
    pub enclosing_drop_start: SquareSet,
    /// `flipEnclosedPieces`.
    pub flip_enclosed_pieces: EnclosingRule,
    /// `adjudicateFullBoard`: a full board ends the game, decided by `materialCounting`.
    pub adjudicate_full_board: bool,
    /// `freeDrops`: every piece type may be dropped without a hand (Fairy-Stockfish's
    /// ataxx, set in its code; a FEN then writes no hand).
    pub free_drops: bool,
}

impl BoardGameRules {
    /// Whether either side may ever pass.
    pub fn passes(&self) -> bool {
        self.pass.white
            || self.pass.black
            || self.pass_on_stalemate.white
            || self.pass_on_stalemate.black
    }
}

/// Connect-N (`connectN`, `connectPieceTypes`, `connectHorizontal`, `connectVertical`,
/// `connectDiagonal`, `connectValue`): a side that has just made a line of `n` of its
/// pieces of these types ends the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Connect {
    /// How many in a row; 0: no such rule.
    pub n: u32,
    /// The pieces that count (`*`: all).
    pub piece_types: PieceTypes,
    /// Rows along a rank count.
    pub horizontal: bool,
    /// Rows along a file count.
    pub vertical: bool,
    /// Rows along both diagonals count.
    pub diagonal: bool,
    /// The result for the side that made the row (`win` by default).
    pub value: GameValue,
    /// `connectRegion1White`/`Black` and `connectRegion2…`: a side that joins its first
    /// region to its second by a chain of its pieces, each a step from the one before in
    /// the directions above (gale).
    pub regions: [PerSide<SquareSet>; 2],
    /// `connectNxN`: a side with an N×N square of its pieces (teeko); 0: no such rule.
    pub nxn: u32,
    /// `collinearN`: a side with N of its pieces on one line in the directions above, gaps
    /// allowed (three musketeers); 0: no such rule.
    pub collinear: u32,
}

/// A set of piece types where `*` (every type) is allowed: `extinctionPieceTypes`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PieceTypes {
    /// `*`: all pieces of a side, counted together.
    All,
    /// These letters (lower case).
    Letters(Vec<char>),
}

/// One piece type of a definition.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PieceDef {
    /// The letter, lower case (Black's in a FEN; White's is the upper case).
    pub letter: char,
    /// The key that defined it: `knight`, `customPiece3`, `king`, …
    pub key: String,
    /// A name for people: the key's piece name (`knight`, `fers`); a custom piece's by its
    /// letter as Fairy-Stockfish's own pieces use it (`n` knight), else `piece X`.
    pub name: String,
    /// Its moves in our Betza dialect (`engine::betza`), already checked. Empty for a piece
    /// that cannot move (`customPiece1 = m:`). For the predefined `pawn` this is `fmWfcF`:
    /// its double step is [`Definition::double_step_region`], as in Fairy-Stockfish.
    pub betza: String,
    /// The royal piece (`king`): checked and mated.
    pub royal: bool,
    /// Its Betza had Fairy-Stockfish's `e` (en passant) modifier, removed from
    /// [`PieceDef::betza`]; such a piece is one of [`Definition::en_passant_types`] unless
    /// `pawnTypes` overrides that.
    pub en_passant: bool,
}

/// Our own rules, for what Fairy-Stockfish's keys cannot say (`x-` keys, see `KEYS.md`).
/// Each switches on a rule module of the engine; none is implemented by this module.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OwnRules {
    /// `x-players`: 2, or 3 for Vimes Chess' Republican (`VI-1` … `VI-8`).
    pub players: u8,
    /// `x-conquest`: the captured piece changes colour and takes the capturer's square
    /// (Nasty Neighbours, `NN-3`, `NN-4`).
    pub conquest: bool,
    /// `x-handCaptureRegionWhite`/`Black`: a piece captured by that side on one of these
    /// squares goes to the capturer's hand (Arnhem, `AR-5`); elsewhere it leaves the game
    /// (unless `capturesToHand` sends every capture to the hand).
    pub hand_capture_region: PerSide<SquareSet>,
    /// `x-pawnDropRegionWhite`/`Black`: where that side may drop pawns (Arnhem, `AR-6`),
    /// within [`Definition::drop_region`]. Every square by default.
    pub pawn_drop_region: PerSide<SquareSet>,
    /// `x-secretDeployment`: the game starts with Arnhem's secret deployment of the
    /// `startFen`'s hands (`AR-4`).
    pub secret_deployment: bool,
    /// `x-deployRegionWhite`/`Black`: where that side deploys its pieces other than pawns
    /// in a secret deployment; empty when not given (its first rank).
    pub deploy_region: PerSide<SquareSet>,
    /// `x-pawnDeployRegionWhite`/`Black`: where that side deploys its pawns in a secret
    /// deployment; empty when not given (its second rank).
    pub pawn_deploy_region: PerSide<SquareSet>,
    /// `x-chessencePowers`: non-royal pieces with no moves of their own move by their
    /// friendly neighbours (Chessence, `CE-4`).
    pub chessence_powers: bool,
    /// `x-freeSquareGoal`: ChessNim: only drops, each must reduce the free squares, the
    /// player who takes the last one wins (`CN-3` … `CN-7`).
    pub free_square_goal: bool,
    /// `x-kingType`: the predefined piece (its key, as `wazir`) the royal piece moves as
    /// and counts as where a rule names piece types: Fairy-Stockfish's `kingType`, which
    /// its built-ins set and its `variants.ini` cannot (janggi's wazir king takes the
    /// palace diagonals of `diagonalLines`). `None`: the king's own moves.
    pub king_type: Option<String>,
}

/// A variant as data: everything a `[section]` of a definition text says, with its parents'
/// values filled in. Regions hold only playable squares (on the board, not a hole).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Definition {
    /// The section's name (`[name]` or `[name:parent]`).
    pub name: String,
    /// The parent named in the header, if any.
    pub parent: Option<String>,
    /// The line of the section header in the text (0 for a built-in made in code).
    pub line: usize,
    /// `maxFile`: the number of files, 1 to 16.
    pub width: u8,
    /// `maxRank`: the number of ranks, 1 to 16.
    pub height: u8,
    /// The holes (`*`) of `startFen`.
    pub holes: SquareSet,
    /// The piece types, in Fairy-Stockfish's order of its keys (`pawn`, `knight`, …,
    /// `customPiece25`, `king`).
    pub pieces: Vec<PieceDef>,
    /// `startFen`, checked with [`crate::fen::Setup::parse`].
    pub start_fen: String,
    /// `pawnTypes`: the pieces that promote (letters, lower case).
    pub pawn_types: Vec<char>,
    /// `pawnTypes`: the pieces that may capture en passant (and those with `e` in Betza).
    pub en_passant_types: Vec<char>,
    /// `pawnTypes`: the pieces whose moves reset the n-move counter.
    pub n_move_rule_types: Vec<char>,
    /// `promotionRegionWhite`/`Black`.
    pub promotion_region: PerSide<SquareSet>,
    /// `promotionPieceTypes`: what a pawn may promote to.
    pub promotion_piece_types: Vec<char>,
    /// Black's four type sets above (`promotionPawnTypesBlack`, `enPassantTypesBlack`,
    /// `nMoveRuleTypesBlack`, `promotionPieceTypesBlack`); the fields above are White's
    /// (`pawnTypes` and the keys without a side set both).
    pub black_pawns: PawnTypes,
    /// `promotionLimit` (`q:1`): a pawn may promote to the piece only while its side has
    /// fewer than this many of it on the board.
    pub promotion_limit: Vec<(char, u32)>,
    /// `mandatoryPawnPromotion`: a pawn reaching the region must promote.
    pub mandatory_pawn_promotion: bool,
    /// `doubleStep` with `doubleStepRegionWhite`/`Black`: the squares from which the
    /// predefined `pawn` may step two squares forward (empty when `doubleStep = false`).
    pub double_step_region: PerSide<SquareSet>,
    /// `tripleStepRegionWhite`/`Black`: the squares from which the predefined `pawn` may
    /// also step three squares forward over two empty ones (wildebeest); none by default.
    pub triple_step_region: PerSide<SquareSet>,
    /// `enPassantRegion`: the squares a pawn passed over that may be taken en passant.
    pub en_passant_region: PerSide<SquareSet>,
    /// `castling`.
    pub castling: bool,
    /// `castlingKingsideFile`: the king's file after castling kingside (0 = a).
    pub castling_kingside_file: u8,
    /// `castlingQueensideFile`: the king's file after castling queenside (0 = a).
    pub castling_queenside_file: u8,
    /// `castlingRookPieces`: the pieces a king castles with (the `rook` key's piece by
    /// default; none when it is removed).
    pub castling_rook_pieces: Vec<char>,
    /// `castlingRookPiecesBlack` (or `castlingRookPieces`): Black's, where
    /// [`Definition::castling_rook_pieces`] is White's.
    pub castling_rook_pieces_black: Vec<char>,
    /// `castlingKingPiece`: the piece that castles with the rook (the `king` key's piece
    /// by default; a `commoner` in games without a royal king, such as giveaway). Only a
    /// royal one is kept from castling out of, through or into check. `None` when that
    /// piece was removed.
    pub castling_king_piece: Option<char>,
    /// `castlingKingPieceBlack` (or `castlingKingPiece`): Black's, where
    /// [`Definition::castling_king_piece`] is White's.
    pub castling_king_piece_black: Option<char>,
    /// The other castling keys.
    pub castle: CastlingRules,
    /// `mustCapture`: a player who can capture must (check evasion first, as in
    /// Fairy-Stockfish: the captures are chosen among the legal moves).
    pub must_capture: bool,
    /// `pieceDrops`: pieces in hand may be dropped.
    pub piece_drops: bool,
    /// `capturesToHand`: a captured piece goes, in the capturer's colour, to its hand.
    pub captures_to_hand: bool,
    /// `twoBoards`: the game is one board of two (bughouse), whose hands the other board
    /// fills: here it is played alone, its hands as its FENs give them, and a promoted
    /// pawn keeps its `~` mark (it goes back to the other board as a pawn). Fairy-Stockfish
    /// too plays one board: its "virtual" drops of pieces not yet in hand are a device of
    /// its search, never among the legal moves.
    pub two_boards: bool,
    /// `dropRegionWhite`/`Black`: where that side may drop.
    pub drop_region: PerSide<SquareSet>,
    /// `firstRankPawnDrops`: pawns may be dropped on the dropper's first rank.
    pub first_rank_pawn_drops: bool,
    /// `checking`: checks exist (false: a king may be left attacked and captured).
    pub checking: bool,
    /// `stalemateValue`.
    pub stalemate_value: GameValue,
    /// `checkmateValue`.
    pub checkmate_value: GameValue,
    /// `extinctionValue`: the result for the side whose pieces of
    /// [`Definition::extinction_piece_types`] are extinct.
    pub extinction_value: GameValue,
    /// `extinctionPieceTypes`.
    pub extinction_piece_types: PieceTypes,
    /// `extinctionPieceCount`: extinct means at most this many left.
    pub extinction_piece_count: u32,
    /// `extinctionPseudoRoyal`: a side's last pieces of an extinction type (at most
    /// `extinctionPieceCount + 1` of it on the board) are treated like royal pieces: none
    /// may be left attacked, a side with one attacked and no move is checkmated, and
    /// extinction itself no longer ends the game.
    pub extinction_pseudo_royal: bool,
    /// `flagPiece` (`flagPieceWhite`/`Black`): the piece that wins by reaching the flag
    /// region; `None` is Fairy-Stockfish's `*`, any piece.
    pub flag_piece: PerSide<Option<char>>,
    /// `flagRegionWhite`/`Black` (or `flagRegion` for both); empty: no flag rule.
    pub flag_region: PerSide<SquareSet>,
    /// `connectN` and its keys: N in a row wins.
    pub connect: Connect,
    /// Shogi's keys: piece promotion and demotion, drop rules.
    pub shogi: ShogiRules,
    /// Xiangqi's keys.
    pub xiangqi: XiangqiRules,
    /// The ends Fairy-Stockfish adds to chess's: repetitions, checks and moves counted,
    /// material, claims.
    pub ends: EndRules,
    /// Atomic chess's keys.
    pub blast: BlastRules,
    /// Walls placed by moves or left by captures.
    pub walls: WallRules,
    /// Board games' passes, enclosing drops and flips.
    pub board_games: BoardGameRules,
    /// Sittuyin's keys (`sittuyinRookDrop`, `sittuyinPromotion`).
    pub sittuyin: SittuyinRules,
    /// `flagMove`: the other side gets one more move after one reaches its flag region
    /// (racing kings: Black may still draw by reaching it too).
    pub flag_move: bool,
    /// `flagPieceCount`: how many flag pieces must stand in the region (1 by default).
    pub flag_piece_count: u32,
    /// `flagPieceSafe`: a flag piece in the region counts only when not attacked (with just
    /// enough there), and it wins when it is still there at its side's next turn.
    pub flag_piece_safe: bool,
    /// `flagPieceBlockedWin`: with `flagPieceCount` over 1, one flag piece in the region
    /// wins when every square of the region is occupied.
    pub flag_piece_blocked_win: bool,
    /// `nMoveRule`: moves by each side without a capture or a pawn move that draw (0: off).
    pub n_move_rule: u32,
    /// `nFoldRule`: how many times a position must occur to end the game (0: off).
    pub n_fold_rule: u32,
    /// Our own keys.
    pub own: OwnRules,
    /// The whole text the definition was read from (its parents may be earlier sections of
    /// it); empty for `chess` and `fairy` made in code. Links and records carry this text.
    pub source: String,
}

impl Definition {
    /// The piece with this letter (either case).
    pub fn piece(&self, letter: char) -> Option<&PieceDef> {
        let l = letter.to_ascii_lowercase();
        self.pieces.iter().find(|p| p.letter == l)
    }

    /// Whether a promoted pawn keeps its mark (`~` in FENs): where captures go to the hand
    /// (and come back as pawns) or our module keys ask for it; elsewhere, as in
    /// Fairy-Stockfish, a promoted pawn is just the piece it became.
    pub fn marks_promoted(&self) -> bool {
        (self.captures_to_hand && !self.shogi.drop_loop)
            || self.two_boards
            || !self.own.hand_capture_region.white.is_empty()
            || !self.own.hand_capture_region.black.is_empty()
            || self.own.conquest
            || self.own.players > 2
    }

    /// Every square of the board, holes included.
    pub fn board(&self) -> SquareSet {
        let mut s = SquareSet::EMPTY;
        for r in 0..self.height {
            for f in 0..self.width {
                s.insert(Square::new(f, r));
            }
        }
        s
    }
}

/// Why a definition text was refused: the line (from 1; 0 when the text as a whole is at
/// fault, and then not written), the key when one is to blame, and the reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DefinitionError {
    /// The line, from 1.
    pub line: usize,
    /// The key at fault, if any.
    pub key: Option<String>,
    /// What is wrong, in lower case.
    pub reason: String,
}

impl fmt::Display for DefinitionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.key {
            _ if self.line == 0 => f.write_str(&self.reason),
            Some(k) => write!(f, "line {}: {}: {}", self.line, k, self.reason),
            None => write!(f, "line {}: {}", self.line, self.reason),
        }
    }
}

impl std::error::Error for DefinitionError {}
