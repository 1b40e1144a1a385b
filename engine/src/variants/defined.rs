//! Games defined as data (issue 14): the rules that Fairy-Stockfish's `variants.ini` keys
//! describe ([`crate::definition`], `definition/KEYS.md`), played by one generic module.
//!
//! What each key does here:
//! - pieces: their Betza moves, compiled into [`crate::MoveTables`] as for the five games;
//!   `i` (initial) moves and the `pawn` key's double step are allowed from the side's
//!   `doubleStepRegion` only, as in Fairy-Stockfish;
//! - `pawnTypes`, `promotionRegion…`, `promotionPieceTypes`, `mandatoryPawnPromotion`:
//!   a pawn type moving into its promotion region promotes (or may stay, when promotion is
//!   not mandatory; it cannot move there at all when nothing may be promoted to);
//! - `enPassantRegion`: a double step (or any initial-only move) over a square of the
//!   region lets the opponent's en passant types capture there on the next move;
//! - `castling`, `castlingKingsideFile`, `castlingQueensideFile`: the king goes to that
//!   file, the castling rook (the `rook` key's piece) next to it on the inside; the squares
//!   both pass must be empty and, with `checking`, the king's squares not attacked;
//! - `pieceDrops`, `dropRegion…`, `firstRankPawnDrops`, `capturesToHand`: drops from the
//!   hand; the `pawn` key's piece never drops into its promotion region;
//! - `checking`: the mover's royal piece (the `king` key's) may not be left attacked;
//!   without it a king may be captured like any piece;
//! - the end: extinction, flag, checkmate and stalemate values, `nMoveRule` here and
//!   `nFoldRule` in [`crate::Game`].
//!
//! Our own `x-` keys that only the five games' modules play (a third player, conquest,
//! secret deployment, Chessence's powers, ChessNim's goal) are refused here with a message;
//! `x-handCaptureRegion…` and `x-pawnDropRegion…` are played.

use crate::definition::{CountingRule, Definition, EnclosingRule, GameValue, PieceTypes};
use crate::fen::Setup;
use crate::tables::{flags, hop_landings, ExtraRays};
use crate::variants::rules::blast::Blast;
use crate::variants::rules::pawn_steps::TripleStep;
use crate::variants::rules::pseudo_royal::PseudoRoyal;
use crate::variants::rules::shogi::Shogi;
use crate::variants::rules::walls::{self, Walls};
use crate::variants::rules::xiangqi::{self, Confinement};
use crate::variants::rules::{
    castling, check_rules, connect, counting, enclosing, gating, janggi, material, passes,
    placement, sittuyin,
};
use crate::variants::{nasty_neighbours, EvalKind, GameRules, SearchStyle};
use crate::{
    royal, EndReason, Geometry, Kind, Move, MoveList, Outcome, Piece, PieceKind, PlayError, Player,
    Position, PositionError, Rules, Settings, Square, SquareSet, Variant,
};
use std::sync::Arc;

/// Which pieces win by reaching the flag region.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Flag {
    /// No flag rule for this side.
    Off,
    /// Any piece (`flagPiece = *`).
    Any,
    /// One kind.
    Kind(Kind),
}

/// A definition compiled against its piece kinds: what the generator asks at every node.
#[derive(Clone, Debug)]
pub struct DefinedRules {
    /// The definition.
    pub(crate) def: Arc<Definition>,
    /// Bit per kind: the pawn types (promote).
    pawn_types: [u32; 2],
    /// Bit per kind: may capture en passant.
    ep_types: [u32; 2],
    /// Bit per kind: moves reset the n-move counter.
    n_move_types: [u32; 2],
    /// What a pawn may promote to, per side.
    promotion: [Vec<Kind>; 2],
    /// `promotionLimit`: how many of a kind a side may have for a promotion to it.
    promotion_limit: Vec<(Kind, u32)>,
    /// The kind a captured promoted piece goes to the hand as (Fairy-Stockfish's main
    /// promotion pawn type).
    main_pawn: [Option<Kind>; 2],
    /// The `pawn` key's piece: the double step and the drop restrictions are its own.
    key_pawn: Option<Kind>,
    /// The royal kind (`king`).
    pub(crate) royal: Option<Kind>,
    /// White's and Black's kinds the king castles with (`castlingRookPieces…`), as masks
    /// of kinds.
    castling_rooks: [u32; 2],
    /// White's and Black's kind that castles (`castlingKingPiece…`): the royal kind by
    /// default.
    castling_king: [Option<Kind>; 2],
    /// Extinction: `None` off; `Some(None)` all pieces together; else a bit per kind.
    extinction: Option<Option<u32>>,
    /// Per side.
    flag: [Flag; 2],
    /// Shogi's keys.
    pub(crate) shogi: Shogi,
    /// `extinctionPseudoRoyal` (with an extinction rule).
    pseudo_royal: Option<PseudoRoyal>,
    /// Xiangqi's regions and soldier.
    pub(crate) confine: Confinement,
    /// Atomic chess's blasts.
    blast: Blast,
    /// Walls placed by moves or left by captures.
    pub(crate) walls: Walls,
    /// The pawn's triple step (`tripleStepRegion…`).
    triple: Option<TripleStep>,
}

impl DefinedRules {
    /// The kinds `player`'s king castles with, as a mask of kinds.
    pub(crate) fn castling_rooks(&self, player: Player) -> u32 {
        self.castling_rooks[side(player)]
    }

    /// The kind of `player`'s that castles.
    pub(crate) fn castling_king(&self, player: Player) -> Option<Kind> {
        self.castling_king[side(player)]
    }

    pub(crate) fn is(mask: u32, k: Kind) -> bool {
        mask & (1 << k.0) != 0
    }

    /// Whether `k` is a pawn type (promotes).
    pub(crate) fn is_pawn_type(&self, k: Kind) -> bool {
        DefinedRules::is(self.pawn_types[0], k)
    }

    /// Whether `k` is a pawn type of `player`'s (`promotionPawnTypesWhite`/`Black`).
    #[inline]
    pub(crate) fn is_pawn_of(&self, k: Kind, player: Player) -> bool {
        DefinedRules::is(self.pawn_types[side(player)], k)
    }

    /// Whether `k` of `player` captures en passant.
    #[inline]
    fn takes_en_passant(&self, k: Kind, player: Player) -> bool {
        DefinedRules::is(self.ep_types[side(player)], k)
    }

    /// The `pawn` key's kind.
    pub(crate) fn key_pawn(&self) -> Option<Kind> {
        self.key_pawn
    }

    /// What a pawn may promote to.
    pub(crate) fn promotion(&self) -> &[Kind] {
        &self.promotion[0]
    }

    /// What a pawn of `player`'s may promote to.
    pub(crate) fn promotion_of(&self, player: Player) -> &[Kind] {
        &self.promotion[side(player)]
    }

    /// Whether a promotion limit applies.
    #[inline]
    fn limits_promotion(&self) -> bool {
        !self.promotion_limit.is_empty()
    }

    /// What `k` promotes to by `promotedPieceType`.
    pub(crate) fn promotes_to(&self, k: Kind) -> Option<Kind> {
        self.shogi.promotes_to(k)
    }
}

fn side(p: Player) -> usize {
    p.index().min(1)
}

pub(crate) fn region(d: &crate::definition::PerSide<SquareSet>, p: Player) -> SquareSet {
    if p == Player::WHITE {
        d.white
    } else {
        d.black
    }
}

fn invalid(s: impl Into<String>) -> PositionError {
    PositionError::Invalid(s.into())
}

/// Builds the rules of the game `def` for `setup`'s board (which must have the
/// definition's size; holes may differ, as a FEN may wall squares off).
pub(crate) fn rules(def: &Arc<Definition>, setup: &Setup) -> Result<Rules, PositionError> {
    let game = module_of(def)?;
    if (setup.width, setup.height) != (def.width, def.height) {
        return Err(invalid(format!(
            "{} is played on {}x{} squares, and this position has {}x{}",
            def.name, def.width, def.height, setup.width, setup.height
        )));
    }
    let geometry = Geometry::new(setup.width as u32, setup.height as u32, setup.holes)
        .map_err(|e| invalid(e.to_string()))?;
    let pawn_types = [
        mask(def, &def.pawn_types),
        mask(def, &def.black_pawns.pawn_types),
    ];
    let pieces = piece_kinds(def, pawn_types[0] | pawn_types[1])?;
    let mut defined = compile(def, &pieces, pawn_types);
    let kinds = pieces.kinds;
    if game.free_square_goal() {
        super::chessnim::fits_definition(def, &kinds)?;
    }
    // Rays the keys add to the pieces' Betza: janggi's palace lines, the triple step.
    let lines = janggi::Lines::compile(def);
    defined.triple = TripleStep::compile(def, defined.key_pawn);
    let triple = &defined.triple;
    let extra = |k, o, sq| {
        let mut rays = Vec::new();
        if let Some(l) = &lines {
            rays.extend(l.rays(&geometry, k, o, sq));
        }
        if let Some(t) = triple {
            rays.extend(t.rays(&geometry, k, o, sq));
        }
        rays
    };
    let any = lines.is_some() || triple.is_some();
    let extra = any.then_some(&extra as &ExtraRays<'_>);
    let mut rules = Rules::build_with(game, geometry.clone(), kinds, extra);
    rules.janggi_cannons = janggi::cannons(def);
    defined
        .shogi
        .note_stuck(def, rules.tables(), rules.geometry());
    let board = rules.geometry().playable();
    defined.confine.restrict(&mut rules.tables, board);
    rules.has_hands = def.piece_drops
        || def.captures_to_hand
        || !def.own.hand_capture_region.white.is_empty()
        || !def.own.hand_capture_region.black.is_empty()
        || Setup::parse(&def.start_fen).is_ok_and(|s| s.hands.is_some());
    rules.has_walls = def.walls.any();
    rules.defined = Some(Arc::new(defined));
    Ok(rules)
}

/// The kind of the definition's piece with letter `c` (either case).
fn letter_kind(def: &Definition, c: char) -> Option<Kind> {
    def.pieces
        .iter()
        .position(|p| p.letter == c.to_ascii_lowercase())
        .map(|i| Kind(i as u8))
}

/// The kinds of `letters`, as a mask of kinds.
fn mask(def: &Definition, letters: &[char]) -> u32 {
    letters
        .iter()
        .filter_map(|&c| letter_kind(def, c))
        .fold(0u32, |m, k| m | 1 << k.0)
}

/// A definition's pieces as kinds.
struct Pieces {
    kinds: Vec<PieceKind>,
    /// The `pawn` key's kind.
    key_pawn: Option<Kind>,
    /// The royal kind.
    royal: Option<Kind>,
}

/// The definition's pieces as kinds (the `pawn` key's piece with its double step, allowed
/// from the double-step region only).
fn piece_kinds(def: &Definition, pawn_types: u32) -> Result<Pieces, PositionError> {
    let mut kinds = Vec::new();
    let (mut key_pawn, mut royal) = (None, None);
    for (i, p) in def.pieces.iter().enumerate() {
        let k = Kind(i as u8);
        let betza = if p.key == "pawn" {
            key_pawn = Some(k);
            format!("{}ifmnD", p.betza)
        } else {
            p.betza.clone()
        };
        let mut kind = if betza.is_empty() {
            PieceKind::immobile(p.letter, &p.name)
        } else {
            PieceKind::new(p.letter, &p.name, &betza)
        }
        .map_err(|e| invalid(format!("{}: {e}", def.name)))?;
        if p.royal {
            royal = Some(k);
            kind = kind.royal();
        }
        if DefinedRules::is(pawn_types, k) {
            kind = kind.pawn();
        }
        kinds.push(kind);
    }
    Ok(Pieces {
        kinds,
        key_pawn,
        royal,
    })
}

/// What the definition's keys say, compiled to kinds and masks for play.
fn compile(def: &Arc<Definition>, pieces: &Pieces, pawn_types: [u32; 2]) -> DefinedRules {
    let Pieces {
        kinds,
        key_pawn,
        royal,
    } = pieces;
    let (key_pawn, royal) = (*key_pawn, *royal);
    let kinds_of = |letters: &[char]| -> Vec<Kind> {
        letters
            .iter()
            .filter_map(|&c| letter_kind(def, c))
            .collect()
    };
    let promotion = [
        kinds_of(&def.promotion_piece_types),
        kinds_of(&def.black_pawns.promotion_piece_types),
    ];
    let main_pawn = pawn_types.map(|types| {
        key_pawn
            .filter(|&k| DefinedRules::is(types, k))
            .or_else(|| {
                (0..kinds.len() as u8)
                    .map(Kind)
                    .find(|&k| DefinedRules::is(types, k))
            })
    });
    let extinction =
        (def.extinction_value != GameValue::None).then(|| match &def.extinction_piece_types {
            PieceTypes::All => None,
            PieceTypes::Letters(l) => Some(mask(def, l)),
        });
    let flag_of = |piece: Option<char>, region: SquareSet| {
        if region.is_empty() {
            return Flag::Off;
        }
        match piece {
            None => Flag::Any,
            Some(c) => letter_kind(def, c).map_or(Flag::Off, Flag::Kind),
        }
    };
    DefinedRules {
        def: def.clone(),
        pawn_types,
        ep_types: [
            mask(def, &def.en_passant_types),
            mask(def, &def.black_pawns.en_passant_types),
        ],
        n_move_types: [
            mask(def, &def.n_move_rule_types),
            mask(def, &def.black_pawns.n_move_rule_types),
        ],
        promotion_limit: def
            .promotion_limit
            .iter()
            .filter_map(|&(c, n)| Some((letter_kind(def, c)?, n)))
            .collect(),
        promotion,
        main_pawn,
        key_pawn,
        royal,
        castling_rooks: [
            mask(def, &def.castling_rook_pieces),
            mask(def, &def.castling_rook_pieces_black),
        ],
        castling_king: [def.castling_king_piece, def.castling_king_piece_black]
            .map(|k| k.and_then(|c| letter_kind(def, c))),
        extinction,
        flag: [
            flag_of(def.flag_piece.white, def.flag_region.white),
            flag_of(def.flag_piece.black, def.flag_region.black),
        ],
        shogi: Shogi::compile(def, &|c| letter_kind(def, c)),
        pseudo_royal: pseudo_royal(def, extinction, kinds.len()),
        confine: Confinement::compile(def, def.board() - def.holes, &|c| letter_kind(def, c)),
        blast: Blast::compile(def, key_pawn, &|l| mask(def, l)),
        walls: Walls::compile(def, &|l| mask(def, l)),
        triple: None,
    }
}

/// `extinctionPseudoRoyal` compiled, `extinction` being the extinction types' mask (`None`:
/// all `kinds` of them).
fn pseudo_royal(
    def: &Definition,
    extinction: Option<Option<u32>>,
    kinds: usize,
) -> Option<PseudoRoyal> {
    extinction
        .filter(|_| def.extinction_pseudo_royal)
        .map(|mask| PseudoRoyal {
            types: mask.unwrap_or((1 << kinds) - 1),
            limit: def.extinction_piece_count as usize + 1,
            blast: def.blast.on_capture,
            duple: def.ends.duple_check,
        })
}

/// The rule hooks a definition's module keys (`x-`, KEYS.md) ask for: the generic defined
/// game's, or a game module's that reads its board, pieces and start from the definition.
/// A key whose module cannot read a definition yet, or two keys that cannot be played
/// together, are refused with the keys' names.
fn module_of(def: &Definition) -> Result<&'static dyn GameRules, PositionError> {
    let own = &def.own;
    let keys = [
        (own.players == 3, "x-players = 3"),
        (own.conquest, "x-conquest"),
        (own.secret_deployment, "x-secretDeployment"),
        (own.chessence_powers, "x-chessencePowers"),
        (own.free_square_goal, "x-freeSquareGoal"),
    ];
    let on: Vec<&str> = keys.iter().filter(|(on, _)| *on).map(|(_, k)| *k).collect();
    if on.len() > 1 {
        return Err(invalid(format!(
            "{} uses {} together, and only one of the five games' modules can be played at a \
             time",
            def.name,
            on.join(" and ")
        )));
    }
    if let (Some(key), true) = (on.first(), def.walls.any()) {
        if *key != "x-conquest" {
            return Err(invalid(format!(
                "{} uses {key} with walls (wallingRule, petrifyOnCaptureTypes), which that \
                 module does not play",
                def.name
            )));
        }
    }
    if let (Some(key), true) = (on.first(), janggi::cannons(def) != 0) {
        if *key != "x-conquest" {
            return Err(invalid(format!(
                "{} uses {key} with a janggiCannon, which that module does not play",
                def.name
            )));
        }
    }
    match on.first() {
        None => Ok(&Defined),
        Some(&"x-freeSquareGoal") => Ok(&super::chessnim::FREE_SQUARE_GOAL),
        Some(&"x-chessencePowers") => {
            super::chessence::powers::fits_definition(def)?;
            Ok(&super::chessence::POWERS)
        }
        Some(&"x-conquest") => {
            nasty_neighbours::fits_definition(def)?;
            Ok(&Defined)
        }
        Some(&"x-secretDeployment") => {
            super::arnhem::fits_definition(def)?;
            Ok(&super::arnhem::SECRET_DEPLOYMENT)
        }
        Some(_) => {
            super::vimes::fits_definition(def)?;
            Ok(&super::vimes::THREE_PLAYERS)
        }
    }
}

pub(crate) fn d(pos: &Position) -> &DefinedRules {
    pos.rules
        .defined
        .as_deref()
        .expect("a defined game's rules carry its definition")
}

/// The castling rights of the FEN's field: `KQkq` (the outermost castling rook on that
/// side of the king), or file letters `A`…`P` / `a`…`p` naming the rook's file.
pub(crate) fn parse_castling(pos: &Position, field: &str) -> Result<SquareSet, PositionError> {
    let mut rights = SquareSet::EMPTY;
    if field == "-" {
        return Ok(rights);
    }
    let dr = d(pos);
    if !dr.def.castling {
        // As Fairy-Stockfish: a game without castling reads the field and keeps no right
        // (its `breakthrough` starts from a FEN that says KQkq).
        return Ok(rights);
    }
    for c in field.chars() {
        let player = if c.is_ascii_uppercase() {
            Player::WHITE
        } else {
            Player::BLACK
        };
        let rank = castling::rank(pos, player);
        let bad = |why: &str| invalid(format!("castling right '{c}': {why}"));
        let king = castling_king(pos, player)
            .filter(|k| k.rank() == rank)
            .ok_or_else(|| bad("the king is not on its castling rank"))?;
        let is_rook = |s: Square| {
            pos.board[s.index()].is_some_and(|p| {
                p.player == player && DefinedRules::is(dr.castling_rooks(player), p.kind)
            })
        };
        let rook = match c.to_ascii_lowercase() {
            'k' => castling::rook_of_letter(pos, player, king, true),
            'q' => castling::rook_of_letter(pos, player, king, false),
            f @ 'a'..='p' => Some(Square::new(f as u8 - b'a', rank)).filter(|&s| is_rook(s)),
            _ => return Err(bad("write K, Q, k, q or a file letter")),
        }
        .ok_or_else(|| bad("there is no rook to castle with on that side"))?;
        rights.insert(rook);
    }
    Ok(rights)
}

/// The castling field of the FEN: `KQkq` where the rook is the outermost one, else its file.
pub(crate) fn castling_fen(pos: &Position) -> String {
    let dr = d(pos);
    let gating = dr.def.castle.gating;
    if !gating && (!dr.def.castling || pos.castling_rights.is_empty()) {
        return "-".into();
    }
    let mut s = String::new();
    for player in [Player::WHITE, Player::BLACK] {
        s.push_str(&castling_letters(pos, player));
        if gating {
            s.push_str(&gating::field_letters(pos, player));
        }
    }
    if s.is_empty() {
        "-".into()
    } else {
        s
    }
}

/// `player`'s castling rights as the FEN writes them.
fn castling_letters(pos: &Position, player: Player) -> String {
    let dr = d(pos);
    let mut s = String::new();
    let Some(king) = castling_king(pos, player).filter(|_| dr.def.castling) else {
        return s;
    };
    let rights: Vec<Square> = (pos.castling_rights & pos.by_player[player])
        .iter()
        .collect();
    for kingside in [true, false] {
        for &r in rights
            .iter()
            .filter(|r| (r.file() > king.file()) == kingside)
        {
            // The rook `K` or `Q` would name; with `chess960` every rook by its file.
            let lettered = !dr.def.castle.chess960
                && castling::rook_of_letter(pos, player, king, kingside) == Some(r);
            let c = match (lettered, kingside) {
                (true, true) => 'K',
                (true, false) => 'Q',
                (false, _) => (b'A' + r.file()) as char,
            };
            s.push(if player == Player::WHITE {
                c
            } else {
                c.to_ascii_lowercase()
            });
        }
    }
    s
}

/// The king that castles: `player`'s piece of the castling king's kind
/// (`castlingKingPiece`, the royal piece by default) on its first rank (a side may have
/// more than one king in a defined game with kings in hand; the one on the first rank is
/// the one the castling rights belong to), else its only one.
pub(crate) fn castling_king(pos: &Position, player: Player) -> Option<Square> {
    let first = castling::rank(pos, player);
    let kind = d(pos).castling_king(player)?;
    let kings: SquareSet = if Some(kind) == d(pos).royal {
        pos.royals & pos.by_player[player]
    } else {
        pos.by_player[player]
            .iter()
            .filter(|s| pos.board[s.index()].is_some_and(|p| p.kind == kind))
            .collect()
    };
    // Two on the castling rank: the one on `castlingKingFile`.
    let mut on_first = kings.iter().filter(|k| k.rank() == first);
    let (one, two) = (on_first.next(), on_first.next());
    let king_file = Square::new(d(pos).def.castle.king_file, first);
    let chosen = match (one, two) {
        (Some(_), Some(_)) if kings.contains(king_file) => Some(king_file),
        _ => one,
    };
    chosen.or_else(|| kings.iter().next())
}

/// The FEN's en passant field.
pub(crate) fn en_passant_fen(pos: &Position) -> String {
    // While makruk's counting runs, the field is its limit, as Fairy-Stockfish writes it.
    if pos.counting[0] > 0 {
        return pos.counting[0].to_string();
    }
    if pos.en_passant.is_empty() {
        return "-".into();
    }
    // Every square passed, as Fairy-Stockfish writes them (`e6f7`).
    pos.en_passant.iter().map(|s| s.to_string()).collect()
}

/// The squares of a FEN's en passant field (`e3`, or several written together: `e6f7`).
fn ep_squares(field: &str) -> Result<SquareSet, PositionError> {
    let mut out = SquareSet::EMPTY;
    let mut rest = field;
    while !rest.is_empty() {
        let (sq, n) = Square::parse_prefix(rest).ok_or_else(|| {
            invalid(format!(
                "en passant field '{field}': expected squares such as e3"
            ))
        })?;
        out.insert(sq);
        rest = &rest[n..];
    }
    Ok(out)
}

/// The piece of the side not to move that passed the en passant square `sq`: one square
/// further in its direction along the file, or else on any line through `sq` whose square
/// on the other side (where it came from) is empty (a diagonal or sideways initial move).
fn ep_victim(pos: &Position, sq: Square) -> Option<Square> {
    let forward: i32 = if pos.turn == Player::WHITE { -1 } else { 1 };
    let g = pos.rules.geometry();
    let at = |df: i32, dr: i32| sq.offset(df, dr, g.width(), g.height());
    let theirs = |s: Square| pos.board[s.index()].is_some_and(|p| p.player != pos.turn);
    if let Some(v) = at(0, forward).filter(|&v| theirs(v)) {
        return Some(v);
    }
    let lines = [
        (1, 1),
        (-1, 1),
        (1, -1),
        (-1, -1),
        (1, 0),
        (-1, 0),
        (0, -forward),
    ];
    lines.iter().find_map(|&(df, dr)| {
        let v = at(df, dr).filter(|&v| theirs(v))?;
        let came_from = at(-df, -dr)?;
        (!pos.occupied.contains(came_from)).then_some(v)
    })
}

/// Checks the parts of a setup the generic code does not: castling, en passant, the side
/// not to move not in check.
pub(crate) fn validate(pos: &mut Position, setup: &Setup) -> Result<(), PositionError> {
    if d(pos).def.castle.gating {
        (pos.castling_rights, pos.gates) = gating::read_field(pos, &setup.castling)?;
    } else {
        pos.castling_rights = parse_castling(pos, &setup.castling)?;
    }
    let counts = d(pos).def.ends.counting_rule != CountingRule::None;
    if counts && setup.en_passant.chars().all(|c| c.is_ascii_digit()) {
        // Makruk's counting: its limit, with the plies counted in the halfmove field.
        let limit: u16 = setup
            .en_passant
            .parse()
            .map_err(|_| invalid(format!("counting limit '{}'", setup.en_passant)))?;
        let ply = u16::try_from(setup.halfmove_clock)
            .map_err(|_| invalid("the plies counted are too many"))?;
        pos.counting = [limit, ply];
        pos.halfmove_clock = 0;
    } else if setup.en_passant != "-" {
        let squares = ep_squares(&setup.en_passant)?;
        let sq = squares
            .first()
            .ok_or_else(|| invalid("en passant field: no square"))?;
        let victim = ep_victim(pos, sq);
        if victim.is_none() || !(squares & pos.occupied).is_empty() {
            return Err(invalid(format!(
                "en passant on {sq}: no piece of the side not to move has just passed it"
            )));
        }
        let squares = squares & region(&d(pos).def.en_passant_region, pos.turn);
        if !squares.is_empty() {
            pos.en_passant = squares;
            pos.ep_victim = victim;
        }
    }
    if d(pos).def.board_games.free_drops {
        // `freeDrops`: every kind but the royal one, without end, from no hand.
        let royal = d(pos).royal;
        for k in (0..pos.rules.kinds().len() as u8).map(Kind) {
            if Some(k) != royal {
                pos.hands[Player::WHITE].set(k, crate::Count::Unlimited);
                pos.hands[Player::BLACK].set(k, crate::Count::Unlimited);
            }
        }
    }
    let them = Player(1 - pos.turn.0);
    if in_check(pos, them) {
        return Err(invalid(format!(
            "{} is in check with {} to move",
            them.title(),
            pos.turn.title()
        )));
    }
    Ok(())
}

/// Whether the game has check: a royal piece.
pub(crate) fn has_check(pos: &Position) -> bool {
    d(pos).royal.is_some()
}

/// Whether `player`'s royal piece is attacked.
pub(crate) fn in_check(pos: &Position, player: Player) -> bool {
    let dr = d(pos);
    (dr.royal.is_some() && royal::in_check(pos, player))
        || dr.pseudo_royal.is_some_and(|r| r.attacked(pos, player))
}

/// Whether `player` is extinct: with `*` (`mask` `None`), at most `count` pieces left in
/// all; else at most `count` of some one kind of `mask` (board and hand), as in
/// Fairy-Stockfish, where each of `extinctionPieceTypes` is counted alone; and the other
/// side has at least `need` of them (`extinctionOpponentPieceCount`).
fn extinct(pos: &Position, player: Player, mask: Option<u32>, count: u32, need: u32) -> bool {
    let other = Player(1 - player.0);
    let gone = |m: Option<u32>| {
        extinction_count(pos, player, m) <= count && extinction_count(pos, other, m) >= need
    };
    match mask {
        None => gone(None),
        Some(m) => (0..32u8)
            .filter(|k| m & (1 << k) != 0)
            .any(|k| gone(Some(1 << k))),
    }
}

/// How many pieces of `player` count for extinction (board and hand).
fn extinction_count(pos: &Position, player: Player, mask: Option<u32>) -> u32 {
    let wanted = |k: Kind| mask.is_none_or(|m| DefinedRules::is(m, k));
    let on_board = pos.by_player[player]
        .iter()
        .filter(|s| pos.board[s.index()].is_some_and(|p| wanted(p.kind)))
        .count() as u32;
    let in_hand: u32 = pos.hands[player]
        .iter()
        .filter(|(k, _)| wanted(*k))
        .map(|(_, c)| match c {
            crate::Count::Finite(n) => n as u32,
            crate::Count::Unlimited => 1000,
        })
        .sum();
    on_board + in_hand
}

/// The result `value` gives, `value` being for `player`.
pub(crate) fn result_for(value: GameValue, player: Player, reason: EndReason) -> Outcome {
    let winner = match value {
        GameValue::Win => Some(player),
        GameValue::Loss => Some(Player(1 - player.0)),
        GameValue::Draw | GameValue::None => None,
    };
    Outcome { winner, reason }
}

/// An end that comes before any move: extinction, then a flag reached by the player who
/// just moved (Fairy-Stockfish's order).
pub(crate) fn immediate_end(pos: &Position) -> Option<Outcome> {
    let dr = d(pos);
    let me = pos.turn;
    let them = Player(1 - me.0);
    // A pseudo-royal piece is never taken: extinction does not end the game then.
    // (A blast takes them, as Fairy-Stockfish says.)
    if let Some(mask) = dr
        .extinction
        .filter(|_| dr.pseudo_royal.is_none() || dr.blast.on)
    {
        for c in [them, me] {
            // `extinctionClaim`: the side to move is extinct only if the other could not
            // answer by taking its last pieces too.
            let need = dr.def.ends.extinction_opponent_piece_count
                + u32::from(dr.def.ends.extinction_claim && c == me);
            if extinct(pos, c, mask, dr.def.extinction_piece_count, need) {
                let reason = match dr.def.extinction_value {
                    GameValue::Win => EndReason::GaveAllAway,
                    _ => EndReason::Extinction,
                };
                return Some(result_for(dr.def.extinction_value, c, reason));
            }
        }
    }
    // `checkCounting`: the side that just moved gave its last check.
    if dr.def.ends.check_counting && pos.checks[side(them)] == 0 {
        return Some(Outcome {
            winner: Some(them),
            reason: EndReason::ChecksGiven,
        });
    }
    if let Some(winner) = castling::winner(pos, me) {
        return Some(Outcome {
            winner: Some(winner),
            reason: EndReason::CastlingWins,
        });
    }
    flag_end(pos, dr, me)
        .or_else(|| connect::end(pos, &dr.def.connect, them))
        .or_else(|| janggi::bikjang_end(pos))
        .or_else(|| board_game_end(pos, dr))
}

/// Two passes in a row (`pass`, `passOnStalemate`), or a full board with
/// `adjudicateFullBoard`: the end, decided by `materialCounting` (else a draw).
fn board_game_end(pos: &Position, dr: &DefinedRules) -> Option<Outcome> {
    let g = &dr.def.board_games;
    let reason = if pos.recent.passes() >= 2 {
        EndReason::BothPassed
    } else if g.adjudicate_full_board && (pos.rules.geometry().playable() - pos.occupied).is_empty()
    {
        EndReason::BoardFull
    } else {
        return None;
    };
    Some(Outcome {
        winner: material::winner(pos, dr.def.ends.material_counting),
        reason,
    })
}

/// Whether `p` has reached its flag region: `flagPieceCount` flag pieces in it, or (with
/// `flagPieceBlockedWin`) one while every square of it is occupied.
fn flag_reached(pos: &Position, dr: &DefinedRules, p: Player) -> bool {
    let zone = region(&dr.def.flag_region, p);
    let in_region = pos.by_player[p] & zone;
    let n = match dr.flag[side(p)] {
        Flag::Off => 0,
        Flag::Any => in_region.count(),
        Flag::Kind(k) => in_region
            .iter()
            .filter(|s| pos.board[s.index()].is_some_and(|q| q.kind == k))
            .count() as u32,
    };
    let reached = n > 0
        && (n >= dr.def.flag_piece_count
            || (dr.def.flag_piece_blocked_win && (zone - pos.occupied).is_empty()));
    // `flagPieceSafe`: with just enough flag pieces there, none may be attacked (with
    // `flagMove`, only for the side that just moved).
    let judged = !dr.def.flag_move || p != pos.turn;
    if reached && dr.def.flag_piece_safe && judged && n == dr.def.flag_piece_count {
        let flag_pieces = in_region.iter().filter(|s| {
            pos.board[s.index()].is_some_and(|q| match dr.flag[side(p)] {
                Flag::Kind(k) => q.kind == k,
                _ => true,
            })
        });
        let mut flag_pieces = flag_pieces;
        return !flag_pieces.any(|s| royal::attacked_by_others(pos, s, p));
    }
    reached
}

/// The end by the flag rule, with `me` to move. Without `flagMove` a side that reached
/// its region has won. With it the other side gets one more move: the side to move that
/// has reached it wins then (a draw in racing kings when White's king was first and
/// Black's king reached it too), and a king that reached it wins at once when the other
/// side's king cannot reach its region in that move (Fairy-Stockfish's rule).
fn flag_end(pos: &Position, dr: &DefinedRules, me: Player) -> Option<Outcome> {
    if dr.flag == [Flag::Off; 2] {
        return None;
    }
    let them = Player(1 - me.0);
    let win = |p: Player| Outcome {
        winner: Some(p),
        reason: EndReason::FlagReached,
    };
    let king_flag = |p: Player| matches!(dr.flag[side(p)], Flag::Kind(k) if Some(k) == dr.royal);
    let safe = dr.def.flag_piece_safe;
    if (dr.def.flag_move || safe) && flag_reached(pos, dr, me) {
        // Racing kings' draw, or with `flagPieceSafe` both sides there.
        let both = ((dr.def.flag_move && me == Player::WHITE && king_flag(them))
            || (safe && !dr.def.flag_move))
            && flag_reached(pos, dr, them);
        return Some(if both {
            Outcome {
                winner: None,
                reason: EndReason::FlagReached,
            }
        } else {
            win(me)
        });
    }
    if (!dr.def.flag_move || safe || king_flag(me)) && flag_reached(pos, dr, them) {
        let answer = dr.def.flag_move && me == Player::BLACK && king_can_reach_flag(pos, dr, me);
        if !answer {
            return Some(win(them));
        }
    }
    None
}

/// Whether `me`'s king, not in check, has a legal step into its flag region.
fn king_can_reach_flag(pos: &Position, dr: &DefinedRules, me: Player) -> bool {
    let Some(king) = royal::king_square(pos, me) else {
        return false;
    };
    if royal::attacked_by_others(pos, king, me) {
        return false;
    }
    let zone = region(&dr.def.flag_region, me);
    let mut moves = MoveList::new();
    generate_unforced(pos, &mut moves);
    moves
        .iter()
        .any(|m| matches!(*m, Move::Normal { from, to, .. } if from == king && zone.contains(to)))
}

/// Pushes a move of a piece from `from` to `to`, with the promotions a pawn type has there.
pub(crate) fn push_move(pos: &Position, p: Piece, from: Square, to: Square, list: &mut MoveList) {
    let dr = d(pos);
    if special_moves(dr) {
        return push_special_move(pos, dr, p, (from, to), list);
    }
    push_plain_move(pos, p, from, to, list)
}

/// Whether shogi's or xiangqi's keys change the moves pushed ([`push_special_move`]).
#[inline(always)]
fn special_moves(dr: &DefinedRules) -> bool {
    dr.shogi.any() || dr.confine.any() || dr.blast.any() || dr.limits_promotion()
}

/// [`push_move`] where none of shogi's keys plays.
#[inline]
fn push_plain_move(pos: &Position, p: Piece, from: Square, to: Square, list: &mut MoveList) {
    let dr = d(pos);
    let zone = region(&dr.def.promotion_region, p.player);
    // An en passant capture never promotes (Fairy-Stockfish's reading).
    let promotes = (dr.is_pawn_of(p.kind, p.player) && zone.contains(to) && !en_passant(pos, to))
        || (dr.def.own.conquest && conquered_promotes(dr, pos.board[to.index()], zone, from));
    let rule = royal::Promotion {
        kinds: dr.promotion_of(p.player),
        compulsory: dr.def.mandatory_pawn_promotion,
    };
    rule.push(promotes, from, to, list);
}

/// [`push_move`] where shogi's or xiangqi's keys play: a piece kept in its region or to
/// its file ([`Confinement`]); a piece's promotion and demotion, a pawn type's promotion by
/// `promotedPieceType`, and no move to a square a piece could never leave ([`Shogi`]).
#[inline(never)]
fn push_special_move(
    pos: &Position,
    dr: &DefinedRules,
    p: Piece,
    (from, to): (Square, Square),
    list: &mut MoveList,
) {
    if !dr.confine.allows(p, from, to) || dr.blast.refuses(p, pos.board[to.index()]) {
        return;
    }
    let zone = region(&dr.def.promotion_region, p.player);
    let pawn = dr.is_pawn_of(p.kind, p.player);
    if !pawn && !dr.shogi.any() {
        return push_plain_move(pos, p, from, to, list);
    }
    if !pawn {
        let limit = |k: Kind| below_limit(pos, dr, k, p.player);
        return dr.shogi.push(pos, p, (from, to), zone, &limit, list);
    }
    let promotes = zone.contains(to) && !en_passant(pos, to);
    let stuck = dr.shogi.is_stuck(p.kind, p.player, to);
    if stuck && !promotes {
        return;
    }
    let limited: Vec<Kind>;
    let kinds = if dr.limits_promotion() {
        limited = dr
            .promotion_of(p.player)
            .iter()
            .copied()
            .filter(|&k| below_limit(pos, dr, k, p.player))
            .collect();
        &limited[..]
    } else {
        dr.promotion_of(p.player)
    };
    let rule = royal::Promotion {
        kinds,
        compulsory: dr.def.mandatory_pawn_promotion || stuck,
    };
    rule.push(promotes, from, to, list);
    if let Some(k) = dr.shogi.pawn_promotion(pos, p, to).filter(|_| promotes) {
        list.push(Move::Normal {
            from,
            to,
            promotion: Some(k),
        });
    }
}

/// Whether a move to `to` is an en passant capture (an empty square of the en passant
/// squares).
#[inline(always)]
fn en_passant(pos: &Position, to: Square) -> bool {
    !pos.occupied.contains(to) && pos.en_passant.contains(to)
}

/// `promotionLimit`: whether `player` has fewer pieces of kind `k` on the board than its
/// limit (always, for a kind without one).
pub(crate) fn below_limit(pos: &Position, dr: &DefinedRules, k: Kind, player: Player) -> bool {
    let Some(&(_, n)) = dr.promotion_limit.iter().find(|(l, _)| *l == k) else {
        return true;
    };
    pos.squares_of_kind(player, k).iter().count() < n as usize
}

/// `x-conquest` (`NN-3`): whether the piece `taken` by a move from `from`, put there in the
/// mover's colour, is a pawn in the mover's promotion `zone`, which then promotes (the
/// move's one promotion letter serves whichever piece promotes, or both).
fn conquered_promotes(
    dr: &DefinedRules,
    taken: Option<Piece>,
    zone: SquareSet,
    from: Square,
) -> bool {
    taken.is_some_and(|y| dr.is_pawn_type(y.kind)) && zone.contains(from)
}

/// Every move of the player to move before the check test.
pub(crate) fn pseudo_legal(pos: &Position, list: &mut MoveList) {
    board_moves(pos, list, false);
    sittuyin::add_promotions(pos, list);
    castles(pos, list);
    if d(pos).def.castle.gating {
        gating::add_cambodian(pos, list, in_check(pos, pos.turn));
        gating::add_gated(pos, list);
    }
    drops(pos, list);
    d(pos).walls.expand(pos, list);
}

/// The moves of the player to move's pieces on the board before the check test: all of
/// them, or (`tactical`) only their captures and their pawn types' moves into the
/// promotion zone.
fn board_moves(pos: &Position, list: &mut MoveList, tactical: bool) {
    // One walk for each way of pushing a move, so that the plain one stays inlined; the
    // special one also walks janggi cannons.
    if special_moves(d(pos)) || pos.rules.janggi_cannons != 0 {
        walk_pieces::<true>(pos, list, tactical);
    } else {
        walk_pieces::<false>(pos, list, tactical);
    }
}

/// [`board_moves`], pushing each move found by [`push_special_move`] (`SPECIAL`) or
/// [`push_plain_move`].
fn walk_pieces<const SPECIAL: bool>(pos: &Position, list: &mut MoveList, tactical: bool) {
    let dr = d(pos);
    let me = pos.turn;
    let initial_from = region(&dr.def.double_step_region, me);
    let can_take = |p: Piece, q: Piece| q.player != p.player && Some(q.kind) != dr.royal;
    // The tactical walk wants the promotion zone, and skips a piece whose captures on an
    // empty board reach no other player's piece (unless initial rays or the zone may add
    // moves); the full walk needs neither.
    let (zone, prey) = if tactical {
        let zone = region(&dr.def.promotion_region, me);
        (zone, pos.occupied - pos.by_player[me])
    } else {
        (SquareSet::EMPTY, SquareSet::EMPTY)
    };
    let tables = pos.rules.tables();
    let cannons = pos.rules.janggi_cannons;
    for from in pos.by_player[me] {
        let Some(p) = pos.board[from.index()] else {
            continue;
        };
        let initial = initial_from.contains(from);
        // A piece that never promotes pushes its moves as they are.
        let simple = !SPECIAL && !dr.is_pawn_of(p.kind, p.player) && !dr.def.own.conquest;
        let push = |to: Square| {
            if SPECIAL {
                push_special_move(pos, d(pos), p, (from, to), list)
            } else if simple {
                list.push(Move::Normal {
                    from,
                    to,
                    promotion: None,
                })
            } else {
                push_plain_move(pos, p, from, to, list)
            }
        };
        if SPECIAL && cannons >> p.kind.0 & 1 == 1 {
            // `janggiCannon`: hops its rule narrows (never en passant, never promoting).
            janggi::cannon_targets(pos, p, from, (tactical, SquareSet::EMPTY), &can_take, push);
        } else if tactical {
            let pawn = dr.is_pawn_of(p.kind, p.player);
            let reach = tables.reach(p.kind.index(), royal::orient(p.player), from);
            if !pawn && !initial && (reach & prey).is_empty() {
                continue;
            }
            let quiet = if pawn { zone } else { SquareSet::EMPTY };
            royal::piece_captures(pos, p, from, initial, quiet, &can_take, push);
        } else {
            let ep = if dr.takes_en_passant(p.kind, p.player) {
                pos.en_passant
            } else {
                SquareSet::EMPTY
            };
            royal::piece_targets(pos, p, from, initial, ep, &can_take, push);
        }
    }
}

/// For the quiescence search: the captures of the pieces on the board and their pawn
/// types' moves into the promotion zone, before the check test (`Some(true)`: each must
/// be checked as in [`candidates`]), or `None` once the game has ended.
pub(crate) fn tactical_candidates(pos: &Position, list: &mut MoveList) -> Option<bool> {
    if immediate_end(pos).is_some() {
        return None;
    }
    board_moves(pos, list, true);
    d(pos).walls.expand(pos, list);
    if plays_out(pos) {
        keep_legal(pos, list);
        return Some(false);
    }
    Some(candidates_need_check(pos))
}

/// Keeps in `list` only the legal moves (for `checking = false`, where a candidate must
/// also not give check, which [`Position::leaves_mover_safe`] does not ask).
fn keep_legal(pos: &Position, list: &mut MoveList) {
    let mut legal = MoveList::new();
    generate(pos, &mut legal);
    let kept: Vec<Move> = list.iter().filter(|m| legal.contains(m)).copied().collect();
    list.clear();
    kept.iter().for_each(|m| list.push(*m));
}

/// A castling move: the king's and the rook's squares before and after.
pub(crate) struct Castle {
    /// The king's square before.
    pub(crate) king_from: Square,
    /// The king's square after.
    pub(crate) king_to: Square,
    /// The rook's square before.
    pub(crate) rook_from: Square,
    /// The rook's square after.
    pub(crate) rook_to: Square,
}

impl Castle {
    /// The move as written: the king to its square, or onto its rook when it moves at
    /// most one file (so that no castling reads like a king's step).
    pub(crate) fn as_move(&self) -> Move {
        let to = if self.king_from.file().abs_diff(self.king_to.file()) >= 2 {
            self.king_to
        } else {
            self.rook_from
        };
        Move::Normal {
            from: self.king_from,
            to,
            promotion: None,
        }
    }
}

impl Castle {
    /// The move as this game writes it: as [`Castle::as_move`], or with `chess960` the
    /// king onto its rook.
    pub(crate) fn written(&self, pos: &Position) -> Move {
        if d(pos).def.castle.chess960 {
            Move::Normal {
                from: self.king_from,
                to: self.rook_from,
                promotion: None,
            }
        } else {
            self.as_move()
        }
    }
}

/// The castling toward the rook on `rook_from`, if its squares are on the board.
pub(crate) fn castle_with(pos: &Position, king_from: Square, rook_from: Square) -> Option<Castle> {
    let dr = d(pos);
    let rank = king_from.rank();
    let kingside = rook_from.file() > king_from.file();
    let kf = if kingside {
        dr.def.castling_kingside_file
    } else {
        dr.def.castling_queenside_file
    };
    let rf = if kingside { kf.checked_sub(1)? } else { kf + 1 };
    // A castling file off the board (a small board's inherited `g`): no castling there.
    if rf >= pos.rules.geometry().width() || kf >= pos.rules.geometry().width() {
        return None;
    }
    Some(Castle {
        king_from,
        king_to: Square::new(kf, rank),
        rook_from,
        rook_to: Square::new(rf, rank),
    })
}

pub(crate) fn files_between(a: u8, b: u8) -> std::ops::RangeInclusive<u8> {
    a.min(b)..=a.max(b)
}

fn castles(pos: &Position, list: &mut MoveList) {
    let dr = d(pos);
    let me = pos.turn;
    let rights = pos.castling_rights & pos.by_player[me];
    if !dr.def.castling || rights.is_empty() {
        return;
    }
    let Some(king_from) = castling_king(pos, me) else {
        return;
    };
    // Only a royal king is kept from castling out of, through or into check (a
    // commoner that castles, as in giveaway, is not).
    let guarded = dr.castling_king(me) == dr.royal;
    if guarded && royal::attacked_by_others(pos, king_from, me) {
        return;
    }
    for rook_from in rights {
        let Some(c) = castle_with(pos, king_from, rook_from) else {
            continue;
        };
        let rank = king_from.rank();
        let g = pos.rules.geometry();
        let path = files_between(c.king_from.file(), c.king_to.file())
            .chain(files_between(c.rook_from.file(), c.rook_to.file()))
            .map(|f| Square::new(f, rank))
            .filter(|&s| s != c.king_from && s != c.rook_from);
        let mut free = true;
        for s in path {
            if pos.occupied.contains(s) || !g.is_playable(s) {
                free = false;
                break;
            }
        }
        if !free {
            continue;
        }
        if guarded
            && files_between(c.king_from.file(), c.king_to.file())
                .map(|f| Square::new(f, rank))
                .any(|s| s != king_from && royal::attacked_by_others(pos, s, me))
        {
            continue;
        }
        list.push(c.written(pos));
    }
}

fn drops(pos: &Position, list: &mut MoveList) {
    let dr = d(pos);
    if !dr.def.piece_drops {
        return;
    }
    let me = pos.turn;
    let base = region(&dr.def.drop_region, me) - pos.occupied;
    let bishop = drop_bishop(dr);
    let promoted = dr.def.shogi.drop_promoted;
    for (kind, _) in pos.hands[me].iter() {
        let squares = drop_squares(pos, kind, base, bishop);
        // `dropPromoted`: also as what it promotes to.
        if promoted && dr.promotes_to(kind).is_some() {
            for sq in squares {
                list.push(Move::DropPromoted { kind, to: sq });
            }
        }
        for sq in squares {
            list.push(Move::Drop { kind, to: sq });
        }
    }
}

/// `dropOppositeColoredBishop`'s bishop, looked up only where the key is set (drops ask
/// for every position of every drop game).
pub(crate) fn drop_bishop(dr: &DefinedRules) -> Option<Kind> {
    dr.def
        .shogi
        .drop_opposite_colored_bishop
        .then(|| dr.def.pieces.iter().find(|p| p.key == "bishop"))
        .flatten()
        .and_then(|p| letter_kind(&dr.def, p.letter))
}

/// The squares of `base` (squares of the drop region) where the player to move may drop
/// a `kind` by the drop rules (`bishop`: [`drop_bishop`]); a gate is asked the same.
pub(crate) fn drop_squares(
    pos: &Position,
    kind: Kind,
    base: SquareSet,
    bishop: Option<Kind>,
) -> SquareSet {
    let dr = d(pos);
    let me = pos.turn;
    let h = pos.rules.geometry().height();
    let mut to = base;
    if Some(kind) == dr.key_pawn {
        if !dr.def.shogi.promotion_zone_pawn_drops {
            to = to - region(&dr.def.promotion_region, me);
        }
        if !dr.def.first_rank_pawn_drops {
            let first = if me == Player::WHITE { 0 } else { h - 1 };
            to = to.iter().filter(|s| s.rank() != first).collect();
        }
    }
    if dr.is_pawn_of(kind, me) {
        to &= region(&dr.def.own.pawn_drop_region, me);
    }
    let to = dr
        .shogi
        .drop_squares(pos, kind, me, to & dr.confine.region(kind, me));
    let to = enclosing::drop_squares(pos, to);
    let to = sittuyin::drop_squares(pos, kind, to);
    match bishop {
        Some(b) => {
            let region = region(&dr.def.drop_region, me) & dr.confine.region(b, me);
            placement::bishop_squares(pos, me, kind, b, region, to)
        }
        None => to,
    }
}

/// The squares from which a piece of `me` may shield its king on `king` from a rider or a
/// lame leaper of another player: every square on such a piece's line to the king (and
/// the squares a lame leap passes). A piece leaving any other square cannot expose the king.
fn shields(pos: &Position, king: Square, me: Player) -> SquareSet {
    let t = pos.rules.tables();
    let mut out = SquareSet::EMPTY;
    for s in pos.occupied - pos.by_player[me] {
        let Some(p) = pos.board[s.index()] else {
            continue;
        };
        let (k, o) = (p.kind.index(), royal::orient(p.player));
        if t.is_fixed(k) || !t.reach(k, o, s).contains(king) {
            continue;
        }
        for ray in t.rays_of(k, o, s) {
            if ray.flags & flags::CAPTURE == 0 || ray.flags & flags::INITIAL != 0 {
                continue;
            }
            let steps = t.steps(ray);
            if let Some(i) = steps.iter().position(|st| st.to == king) {
                for st in &steps[..i] {
                    out.insert(st.to);
                    st.via().for_each(|v| out.insert(v));
                }
                steps[i].via().for_each(|v| out.insert(v));
            }
        }
    }
    out
}

/// Whether the king's step `from`–`to` ends on an attacked square (the king gone from
/// `from`, standing on `to`).
fn king_step_attacked(pos: &Position, from: Square, to: Square, me: Player) -> bool {
    let mut occ = pos.occupied;
    occ.remove(from);
    occ.insert(to);
    royal::attacked_with(pos, to, me, occ)
}

/// The legal moves (none once the game has ended by extinction or a flag): those that
/// leave the mover's royal piece safe and, with `checking = false`, give no check (as
/// Fairy-Stockfish: a game without checks forbids giving one).
pub(crate) fn generate(pos: &Position, list: &mut MoveList) {
    if immediate_end(pos).is_some() {
        return;
    }
    generate_captures_first(pos, list);
    if d(pos).def.board_games.passes() {
        // In bikjang a pass is allowed even in check (`bikjangRule`).
        passes::add(pos, list, in_check(pos, pos.turn) && !janggi::bikjang(pos));
    }
}

/// The legal moves but passes: with `mustCapture`, the captures when there are any.
fn generate_captures_first(pos: &Position, list: &mut MoveList) {
    if !d(pos).def.must_capture {
        return generate_unforced(pos, list);
    }
    // `mustCapture`: the captures, when there are any.
    let mut all = MoveList::new();
    generate_unforced(pos, &mut all);
    let captures: Vec<Move> = all.iter().filter(|m| is_capture(pos, m)).copied().collect();
    let kept: &[Move] = if captures.is_empty() {
        all.as_slice()
    } else {
        &captures
    };
    kept.iter().for_each(|m| list.push(*m));
}

/// Whether `m` takes a piece (en passant included).
pub(crate) fn is_capture(pos: &Position, m: &Move) -> bool {
    match m.piece_move() {
        Move::Normal { from, to, .. } => {
            let mover = pos.board[from.index()].map(|p| p.player);
            pos.board[to.index()].is_some_and(|q| Some(q.player) != mover)
                || (pos.en_passant.contains(to)
                    && pos.board[from.index()]
                        .is_some_and(|p| d(pos).takes_en_passant(p.kind, p.player)))
        }
        _ => false,
    }
}

/// Whether the kings face each other after `m` (`flyingGeneral`).
fn kings_face_after(pos: &Position, m: &Move) -> bool {
    let mut next = pos.clone();
    next.play_unchecked(m);
    xiangqi::kings_face(&next)
}

/// The legal moves before `mustCapture`: with `extinctionPseudoRoyal`, those that also
/// keep the mover's pseudo-royal pieces safe; with `flyingGeneral`, those that do not leave
/// the kings facing.
fn generate_unforced(pos: &Position, list: &mut MoveList) {
    let dr = d(pos);
    let drops = &dr.def.shogi;
    // `flyingGeneral`, or in bikjang: no move may leave the kings facing.
    let part_kings =
        dr.def.xiangqi.flying_general || (dr.def.xiangqi.bikjang && xiangqi::kings_face(pos));
    if dr.pseudo_royal.is_none()
        && !part_kings
        && drops.drop_checks
        && !drops.must_drop
        && !dr.def.sittuyin.promotion
    {
        return generate_checked(pos, list);
    }
    let mut all = MoveList::new();
    generate_checked(pos, &mut all);
    let guard = dr.pseudo_royal.map(|r| r.guard(pos));
    let keeps_safe = |m: &&Move| guard.is_none_or(|g| g.keeps_safe(pos, m));
    let apart = |m: &&Move| !part_kings || !kings_face_after(pos, m);
    let quiet_drop = |m: &&Move| drops.drop_checks || !drop_gives_check(pos, m);
    // `sittuyinPromotion`: a promotion may not give check.
    let quiet_promotion = |m: &&Move| !sittuyin::is_promotion(pos, m) || !gives_check(pos, m);
    let kept: Vec<Move> = all
        .iter()
        .filter(keeps_safe)
        .filter(apart)
        .filter(quiet_drop)
        .filter(quiet_promotion)
        .copied()
        .collect();
    // `mustDrop`: with a piece of `mustDropType` in hand, a drop of it when there is one.
    let must = must_drop_kind(pos, dr);
    let forced: Vec<Move> = match must {
        Some(kind) => kept
            .iter()
            .filter(|m| matches!(m, Move::Drop { kind: k, .. } if kind.is_none_or(|t| t == *k)))
            .copied()
            .collect(),
        None => Vec::new(),
    };
    let chosen: Vec<Move> = match must {
        Some(_) if !forced.is_empty() => forced,
        Some(_) => kept
            .into_iter()
            .filter(|m| !matches!(m, Move::Drop { .. }))
            .collect(),
        None => kept,
    };
    chosen.iter().for_each(|m| list.push(*m));
}

/// With `mustDrop`: `Some(None)` when any piece in hand must be dropped, `Some(Some(k))`
/// when a `k` must and the player to move holds one; `None` when no drop is forced.
fn must_drop_kind(pos: &Position, dr: &DefinedRules) -> Option<Option<Kind>> {
    if !dr.def.shogi.must_drop {
        return None;
    }
    let hand = &pos.hands[pos.turn];
    match dr
        .def
        .shogi
        .must_drop_type
        .and_then(|c| letter_kind(&dr.def, c))
    {
        Some(k) => hand.has(k).then_some(Some(k)),
        None if dr.def.shogi.must_drop_type.is_some() => None,
        None => hand.iter().next().map(|_| None),
    }
}

/// Whether `m` gives check to the other side's royal piece.
fn gives_check(pos: &Position, m: &Move) -> bool {
    let mut next = pos.clone();
    next.play_unchecked(m);
    royal::in_check(&next, next.turn)
}

/// Whether the drop `m` gives check to a royal piece (`dropChecks = false` forbids it;
/// pseudo-royal pieces are not checked in Fairy-Stockfish's sense).
fn drop_gives_check(pos: &Position, m: &Move) -> bool {
    if !matches!(m, Move::Drop { .. }) || d(pos).royal.is_none() {
        return false;
    }
    let mut next = pos.clone();
    next.play_unchecked(m);
    royal::in_check(&next, next.turn)
}

/// The legal moves as the royal piece and `checking` say.
fn generate_checked(pos: &Position, list: &mut MoveList) {
    if d(pos).def.checking {
        return generate_safe(pos, list);
    }
    let mut safe = MoveList::new();
    generate_safe(pos, &mut safe);
    let them = Player(1 - pos.turn.0);
    for m in safe.iter() {
        let mut next = pos.clone();
        next.play_unchecked(m);
        if !royal::in_check(&next, them) {
            list.push(*m);
        }
    }
}

/// The moves that leave the mover's royal piece safe.
fn generate_safe(pos: &Position, list: &mut MoveList) {
    let mut raw = MoveList::new();
    pseudo_legal(pos, &mut raw);
    let me = pos.turn;
    let king = royal::king_square(pos, me);
    let Some(king) = king else {
        // No king on the board: only a king dropped from the hand must not land attacked.
        let royal = d(pos).royal;
        for m in raw.iter() {
            let unsafe_drop = matches!(*m, Move::Drop { kind, to }
                if Some(kind) == royal && royal::attacked_by_others(pos, to, me));
            if !unsafe_drop {
                list.push(*m);
            }
        }
        return;
    };
    // Only moves that could leave the king attacked are played out: all of them in check
    // or with more than one royal piece (each must stay safe); else the king's, en passant,
    // and moves off a square that shields the king.
    let several = (pos.royals & pos.by_player[me]).iter().nth(1).is_some();
    let conquest = d(pos).def.own.conquest;
    // With hoppers any move may give or uncover a check (a piece becomes a screen).
    let checked =
        several || pos.rules.tables().has_hoppers() || royal::attacked_by_others(pos, king, me);
    let shield = if checked {
        SquareSet::FULL
    } else {
        shields(pos, king, me)
    };
    // `makpongRule`: in check, the king moves only to take its one checker.
    let makpong = check_rules::makpong_target(pos, king, me);
    for m in raw.iter() {
        let safe = !checked
            && match *m {
                Move::Normal { from, to, .. } => {
                    from != king && !shield.contains(from) && !pos.en_passant.contains(to)
                }
                // A royal piece dropped must not land attacked.
                Move::Drop { kind, .. } => Some(kind) != d(pos).royal,
                Move::DropPromoted { kind, .. } => d(pos).promotes_to(kind) != d(pos).royal,
                Move::Pass => true,
                // A wall may shield the king, and a duck lifted may uncover it.
                Move::Walled { .. } | Move::Gated { .. } => false,
            };
        if safe || leaves_king_safe(pos, m, (king, several, conquest), makpong) {
            list.push(*m);
        }
    }
}

/// Whether `m` leaves the mover's king on `king` safe, found by its step's squares or by
/// playing it out (`several`: the mover has more royal pieces; `conquest`: `x-conquest`;
/// `makpong`: [`check_rules::makpong_target`]). A gated move is legal when the move
/// without the gated piece is (`gating.rs`).
fn leaves_king_safe(
    pos: &Position,
    m: &Move,
    (king, several, conquest): (Square, bool, bool),
    makpong: Option<Option<Square>>,
) -> bool {
    let me = pos.turn;
    let m = &match *m {
        Move::Gated { .. } => m.piece_move(),
        _ => *m,
    };
    if let Move::Normal { from, to, .. } = *m {
        // A king's step, but not a conquest (`x-conquest`: the conquered piece then
        // stands on `from`, which the step test takes as empty).
        let conquers = conquest && pos.board[to.index()].is_some();
        if from == king && makpong.is_some_and(|only| only != Some(to)) {
            return false;
        }
        if from == king && !several && !conquers && castle_of(pos, from, to).is_none() {
            return !king_step_attacked(pos, from, to, me);
        }
    }
    let mut next = pos.clone();
    next.play_unchecked(m);
    !royal::in_check(&next, me)
}

/// For the search: the moves before the check test (`true`: each must be checked with
/// [`Position::leaves_mover_safe`]).
pub(crate) fn candidates(pos: &Position, list: &mut MoveList) -> bool {
    if immediate_end(pos).is_some() {
        return false;
    }
    if plays_out(pos) {
        generate(pos, list);
        return false;
    }
    pseudo_legal(pos, list);
    candidates_need_check(pos)
}

/// Whether the search's candidates are the legal moves themselves, each found by playing
/// it out (`checking = false`, `mustCapture`, `extinctionPseudoRoyal`).
fn plays_out(pos: &Position) -> bool {
    let dr = d(pos);
    !dr.def.checking
        || dr.def.must_capture
        || dr.pseudo_royal.is_some()
        || dr.def.xiangqi.flying_general
        || dr.def.xiangqi.bikjang
        || !dr.def.shogi.drop_checks
        || dr.def.shogi.must_drop
        || dr.walls.placed()
        || dr.def.board_games.passes()
        || dr.def.castle.seirawan_gating
        || dr.def.sittuyin.promotion
}

/// Whether a candidate move must be checked once played: the game has check and a royal
/// piece ([`candidates`], [`tactical_candidates`]).
fn candidates_need_check(pos: &Position) -> bool {
    d(pos).royal.is_some()
}

/// The castling `from`–`to` describes, if it is one of the mover's castlings.
pub(crate) fn castle_of(pos: &Position, from: Square, to: Square) -> Option<Castle> {
    let dr = d(pos);
    let p = pos.board[from.index()]?;
    if !dr.def.castling || Some(p.kind) != dr.castling_king(p.player) || from.rank() != to.rank() {
        return None;
    }
    // A piece of another side on `to` makes the move a capture, never a castling: a king
    // that rides (`W3`) may reach the castling square by a move of its own.
    if pos.board[to.index()].is_some_and(|q| q.player != p.player) {
        return None;
    }
    let rights = pos.castling_rights & pos.by_player[p.player];
    let castle = if rights.contains(to) {
        castle_with(pos, from, to)
    } else if from.file().abs_diff(to.file()) < 2 {
        None
    } else {
        rights
            .iter()
            .filter(|r| {
                r.rank() == from.rank() && (r.file() > from.file()) == (to.file() > from.file())
            })
            .filter_map(|r| castle_with(pos, from, r))
            .find(|c| c.king_to == to)
    }?;
    // Only a castling the rules allow here (path free and on the board, not through
    // check): a king that jumps (`sD`) to its castling square by a move of its own makes
    // that move when the castling is not allowed.
    let mut allowed = MoveList::new();
    castles(pos, &mut allowed);
    allowed.contains(&castle.written(pos)).then_some(castle)
}

/// Whether the piece on `from` reaches `to` by a ray with `flag` (and not only by initial
/// moves when `initial_only` is false).
fn reaches(pos: &Position, from: Square, to: Square, want: u8, initial: Option<bool>) -> bool {
    let Some(p) = pos.board[from.index()] else {
        return false;
    };
    let t = pos.rules.tables();
    t.rays_of(p.kind.index(), royal::orient(p.player), from)
        .iter()
        .filter(|r| r.flags & want != 0)
        .filter(|r| initial.is_none_or(|i| (r.flags & flags::INITIAL != 0) == i))
        .any(|r| {
            if r.flags & flags::HOPS != 0 {
                let mut found = false;
                let near = r.flags & flags::HOP_NEAR != 0;
                hop_landings(t.steps(r), &pos.occupied, near, |s, _| found |= s == to);
                return found;
            }
            for s in t.steps(r) {
                if !s.open(&pos.occupied) {
                    return false;
                }
                if s.to == to {
                    return true;
                }
                if pos.occupied.contains(s.to) {
                    return false;
                }
            }
            false
        })
}

/// Plays a legal move (turn and clocks included).
pub(crate) fn play(pos: &mut Position, m: &Move) {
    let dr = pos.rules.defined.clone().expect("a defined game");
    let me = pos.turn;
    let counting = dr.def.ends.counting_rule;
    // Makruk's counting asks what the move took (whether a pawn), and if it promoted.
    let taken = if counting == CountingRule::None {
        None
    } else {
        taken_by(pos, &dr, m)
    };
    let ep_before = std::mem::take(&mut pos.en_passant);
    let victim_before = pos.ep_victim.take();
    pos.last_drop = None;
    pos.recent = pos.recent.after(*m == Move::Pass, None);
    let gates_before = dr.def.castle.gating.then(|| gate_facts(pos, &dr, m));
    move_pieces(pos, &dr, m, (ep_before, victim_before));
    if let Some((rook_square, rook_moved)) = gates_before {
        gating::after_move(pos, me, m, rook_square, rook_moved);
    }
    if dr.def.board_games.flip_enclosed_pieces != EnclosingRule::None {
        if let (Some(to), false) = (m.to(), *m == Move::Pass) {
            enclosing::flip(pos, me, to, matches!(m, Move::Drop { .. }));
        }
    }
    let next = Player(1 - me.0);
    if next == Player::WHITE {
        pos.fullmove += 1;
    }
    pos.turn = next;
    check_rules::after_move(pos, me);
    if dr.def.ends.check_counting && in_check(pos, next) {
        let left = &mut pos.checks[side(me)];
        *left = left.saturating_sub(1);
    }
    if counting != CountingRule::None {
        let promoted = matches!(
            m.piece_move(),
            Move::Normal {
                promotion: Some(_),
                ..
            }
        );
        let pawn = |p: Piece| Some(p.kind) == dr.key_pawn;
        counting::after_move(pos, counting, taken.map(pawn), promoted);
    }
}

/// Moves the pieces of `m` (the player to move's), `ep` being the en passant squares and
/// victim before it.
fn move_pieces(pos: &mut Position, dr: &DefinedRules, m: &Move, ep: (SquareSet, Option<Square>)) {
    let me = pos.turn;
    match *m {
        Move::Drop { kind, to } => {
            play_drop(pos, dr, kind, to, false);
            placement::rights_after_drop(pos, me, kind, to);
        }
        Move::Normal {
            from,
            to,
            promotion,
        } => play_normal(pos, dr, from, to, promotion, ep),
        Move::DropPromoted { kind, to } => play_drop(pos, dr, kind, to, true),
        Move::Pass => pos.halfmove_clock += 1,
        Move::Walled {
            from,
            to,
            promotion,
            wall,
        } => {
            if from == to {
                pos.halfmove_clock += 1;
            } else {
                play_normal(pos, dr, from, to, promotion, ep);
            }
            dr.walls.place(pos, wall);
        }
        Move::Gated {
            from,
            to,
            promotion,
            kind,
            gate,
        } => {
            play_normal(pos, dr, from, to, promotion, ep);
            pos.hands[me].take(kind);
            pos.put(gate, Piece::new(me, kind));
        }
    }
}

/// Drops a `kind` of the player to move's hand on `to`, as what it promotes to when
/// `promoted` (`dropPromoted`).
fn play_drop(pos: &mut Position, dr: &DefinedRules, kind: Kind, to: Square, promoted: bool) {
    let me = pos.turn;
    pos.last_drop = Some(kind);
    pos.hands[me].take(kind);
    let mut piece = Piece::new(me, kind);
    if let Some(up) = dr.promotes_to(kind).filter(|_| promoted) {
        dr.shogi.change(&mut piece, up);
    }
    pos.put(to, piece);
    pos.halfmove_clock += 1;
}

/// What gating asks of a move before it is played: a castling's rook square, and whether
/// the `rook` key's piece moves.
fn gate_facts(pos: &Position, dr: &DefinedRules, m: &Move) -> (Option<Square>, bool) {
    let Move::Normal { from, to, .. } = m.piece_move() else {
        return (None, false);
    };
    let rook = castle_of(pos, from, to).map(|c| c.rook_from);
    let key = pos.board[from.index()].and_then(|p| dr.def.pieces.get(p.kind.index()));
    (rook, key.is_some_and(|p| p.key == "rook"))
}

/// The piece the move `m` of the player to move takes, en passant included.
fn taken_by(pos: &Position, dr: &DefinedRules, m: &Move) -> Option<Piece> {
    let Move::Normal { from, to, .. } = m.piece_move() else {
        return None;
    };
    let mover = pos.board[from.index()]?;
    match pos.board[to.index()] {
        Some(q) if q.player != mover.player => Some(q),
        Some(_) => None,
        None if pos.en_passant.contains(to) && dr.takes_en_passant(mover.kind, mover.player) => {
            pos.ep_victim.and_then(|v| pos.board[v.index()])
        }
        None => None,
    }
}

/// Plays the normal move `from`–`to` of the player to move (castling, a capture to the
/// hand or by conquest, promotion, the en passant right it gives), `ep` being the en
/// passant squares and victim before it. The caller passes the turn.
fn play_normal(
    pos: &mut Position,
    dr: &DefinedRules,
    from: Square,
    to: Square,
    promotion: Option<Kind>,
    ep: (SquareSet, Option<Square>),
) {
    let (ep_before, victim_before) = ep;
    let me = pos.turn;
    // The rights of the mover, taken before any piece leaves its square.
    let my_rights = pos.castling_rights & pos.by_player[me];
    if let Some(c) = castle_of(pos, from, to) {
        play_castle(pos, &c, my_rights);
    } else {
        let Some(mut p) = pos.board[from.index()] else {
            return;
        };
        let ep_capture = takes_en_passant_on(pos, dr, p, (from, to), ep_before);
        let captured_on = if ep_capture { victim_before } else { Some(to) };
        // Moving or taking the castling piece on its square ends its side's rights.
        let leaves_castling = leaves_castling_square(pos, dr, from);
        let takes_castling = captured_on.is_some_and(|s| leaves_castling_square(pos, dr, s));
        let initial_move = region(&dr.def.double_step_region, me).contains(from)
            && reaches(pos, from, to, flags::MOVE, Some(true))
            && !reaches(pos, from, to, flags::MOVE, Some(false))
            || triple_step(dr, p, from, to);
        pos.take(from);
        let captured = captured_on.and_then(|s| pos.take(s));
        // A castling king taken (checking off): its side's castling rights go with it.
        if let Some(c) = captured.filter(|_| takes_castling) {
            pos.castling_rights = pos.castling_rights - pos.by_player[c.player];
        }
        let zone = region(&dr.def.promotion_region, me);
        if let (Some(c), true) = (captured, dr.def.own.conquest) {
            let up = conquered_promotes(dr, captured, zone, from);
            nasty_neighbours::conquer(pos, me, c, from, promotion.filter(|_| up));
        }
        if let (Some(c), Some(on)) = (captured, captured_on) {
            if dr.def.captures_to_hand || region(&dr.def.own.hand_capture_region, me).contains(on) {
                pos.hands[me].add(dr.shogi.to_hand(c, dr.main_pawn[side(c.player)]));
            }
        }
        if leaves_castling {
            pos.castling_rights = pos.castling_rights - my_rights;
        }
        pos.castling_rights.remove(from);
        pos.castling_rights.remove(to);
        let resets = captured.is_some() || DefinedRules::is(dr.n_move_types[side(me)], p.kind);
        if let Some(k) = promotion {
            promote(
                dr,
                &mut p,
                k,
                zone.contains(to) || dr.def.sittuyin.promotion,
            );
        }
        pos.put(to, p);
        if dr.blast.on && captured.is_some() {
            explode(pos, dr, to);
        } else if captured.is_some() && dr.walls.petrifies(p.kind) {
            pos.take(to);
            walls::wall_off(pos, to);
        }
        pos.halfmove_clock = if resets { 0 } else { pos.halfmove_clock + 1 };
        if initial_move && promotion.is_none() {
            set_en_passant(pos, dr, me, from, to);
        }
    }
}

/// Whether the piece on `sq` is its side's castling piece ([`castling_king`]) while the
/// side still has castling rights.
#[inline]
fn leaves_castling_square(pos: &Position, dr: &DefinedRules, sq: Square) -> bool {
    pos.board[sq.index()].is_some_and(|p| {
        Some(p.kind) == dr.castling_king(p.player)
            && !(pos.castling_rights & pos.by_player[p.player]).is_empty()
            && castling_king(pos, p.player) == Some(sq)
    })
}

/// Whether `p` moving `from`–`to` is the pawn's triple step (`tripleStepRegion…`).
fn triple_step(dr: &DefinedRules, p: Piece, from: Square, to: Square) -> bool {
    Some(p.kind) == dr.key_pawn
        && dr.triple.as_ref().is_some_and(|t| t.from(p.player, from))
        && from.file() == to.file()
        && from.rank().abs_diff(to.rank()) == 3
}

/// Whether `p` moving `from`–`to` takes en passant, `ep` being the en passant squares: an
/// en passant type lands on a passed square, which it could not reach by a plain move.
fn takes_en_passant_on(
    pos: &Position,
    dr: &DefinedRules,
    p: Piece,
    (from, to): (Square, Square),
    ep: SquareSet,
) -> bool {
    ep.contains(to)
        && pos.board[to.index()].is_none()
        && dr.takes_en_passant(p.kind, p.player)
        && !reaches(pos, from, to, flags::MOVE, None)
}

/// The occupied squares (walls included) once the piece on `from` has moved to `to`:
/// castling's king and rook on their new squares, an en passant victim gone; a blast is
/// not counted (Fairy-Stockfish places a wall as if it had not happened).
pub(crate) fn occupied_after(pos: &Position, from: Square, to: Square) -> SquareSet {
    let mut occ = pos.occupied;
    if let Some(c) = castle_of(pos, from, to) {
        occ.remove(c.king_from);
        occ.remove(c.rook_from);
        occ.insert(c.king_to);
        occ.insert(c.rook_to);
        return occ;
    }
    occ.remove(from);
    occ.insert(to);
    let en_passant = pos.board[from.index()]
        .is_some_and(|p| takes_en_passant_on(pos, d(pos), p, (from, to), pos.en_passant));
    if let (true, Some(v)) = (en_passant, pos.ep_victim) {
        occ.remove(v);
    }
    occ
}

/// Plays the castling `c`; the mover's castling rights (`my_rights`) go.
fn play_castle(pos: &mut Position, c: &Castle, my_rights: SquareSet) {
    let me = pos.turn;
    let kingside = c.rook_from.file() > c.king_from.file();
    pos.recent = pos
        .recent
        .after(false, Some(castling::right_index(me, kingside)));
    let king = pos.take(c.king_from);
    let rook = pos.take(c.rook_from);
    if let Some(k) = king {
        pos.put(c.king_to, k);
    }
    if let Some(r) = rook {
        pos.put(c.rook_to, r);
    }
    pos.castling_rights = pos.castling_rights - my_rights;
    castling::take_opposite(pos, me, kingside);
    pos.halfmove_clock += 1;
}

/// Turns `p`, landing in its promotion zone or not (`in_zone`), into `k`: a pawn type's
/// promotion (`~`), or a piece's promotion or demotion by `promotedPieceType`.
fn promote(dr: &DefinedRules, p: &mut Piece, k: Kind, in_zone: bool) {
    let pawn_promotes = dr.is_pawn_of(p.kind, p.player) && in_zone;
    if pawn_promotes && dr.promotion_of(p.player).contains(&k) {
        p.kind = k;
        p.promoted = crate::Promoted::pawn(dr.def.marks_promoted());
    } else {
        dr.shogi.change(p, k);
    }
}

/// `blastOnCapture`: explodes the capture that landed on `to`.
fn explode(pos: &mut Position, dr: &DefinedRules, to: Square) {
    let hand = |c: Piece| dr.shogi.to_hand(c, dr.main_pawn[side(c.player)]);
    let to_hand = dr
        .def
        .captures_to_hand
        .then_some(&hand as &dyn Fn(Piece) -> Kind);
    // `petrifyOnCaptureTypes`: the capturer may turn into a wall; with
    // `petrifyBlastPieces`, every piece the blast destroys.
    let petrify = |s: Square, p: Piece| {
        if s == to {
            dr.walls.petrifies(p.kind)
        } else {
            dr.walls.petrifies_blasted()
        }
    };
    dr.blast
        .explode(pos, to, to_hand, dr.castling_king, &petrify);
}

/// After an initial-only move from `from` to `to`: the squares passed that lie in the
/// opponent's en passant region, as Fairy-Stockfish sets them: for the `pawn` key's piece,
/// a straight two-square step's square, if an opponent's en passant type could take there
/// (or the opponent has en passant types other than that pawn); for any other piece, every
/// square passed on its line (a file, a rank or a diagonal: Berolina's pawn). A square with
/// a piece on it is never one (a capture there is an ordinary one).
fn set_en_passant(pos: &mut Position, dr: &DefinedRules, me: Player, from: Square, to: Square) {
    let them = Player(1 - me.0);
    let (df, drk) = (
        to.file() as i32 - from.file() as i32,
        to.rank() as i32 - from.rank() as i32,
    );
    let n = df.abs().max(drk.abs());
    let on_line = df == 0 || drk == 0 || df.abs() == drk.abs();
    let key_pawn = pos.board[to.index()].is_some_and(|p| Some(p.kind) == dr.key_pawn);
    // The `pawn` key's piece: its double step, or its triple step (`tripleStepRegion…`).
    let triple = dr.triple.as_ref().is_some_and(|t| t.from(me, from));
    if n < 2 || !on_line || (key_pawn && (df != 0 || !(n == 2 || n == 3 && triple))) {
        return;
    }
    let (sf, sr) = (df.signum(), drk.signum());
    let g = pos.rules.geometry();
    let t = pos.rules.tables();
    let ep_region = region(&dr.def.en_passant_region, them);
    let mut passed = SquareSet::EMPTY;
    for i in 1..n {
        if let Some(s) = from.offset(sf * i, sr * i, g.width(), g.height()) {
            if ep_region.contains(s) && !pos.occupied.contains(s) {
                passed.insert(s);
            }
        }
    }
    let others_take = dr.ep_types[side(them)] & !dr.key_pawn.map_or(0, |k| 1 << k.0) != 0;
    let can_take = |s: Square| {
        others_take
            || pos.by_player[them].iter().any(|q| {
                pos.board[q.index()].is_some_and(|p| {
                    dr.takes_en_passant(p.kind, them)
                        && t.attacks(p.kind.index(), royal::orient(them), q, &pos.occupied)
                            .contains(s)
                })
            })
    };
    let passed: SquareSet = passed
        .iter()
        .filter(|&s| !key_pawn || can_take(s))
        .collect();
    if !passed.is_empty() {
        pos.en_passant = passed;
        pos.ep_victim = Some(to);
    }
}

/// Whether `m` is legal; if not, why.
pub(crate) fn check(pos: &Position, m: &Move) -> Result<(), PlayError> {
    let mut legal = MoveList::new();
    generate(pos, &mut legal);
    if legal.contains(m) {
        return Ok(());
    }
    Err(explain(pos, m))
}

/// Why `m`, not among the legal moves, is refused.
pub(crate) fn explain(pos: &Position, m: &Move) -> PlayError {
    use PlayError::Illegal;
    if immediate_end(pos).is_some() {
        return PlayError::GameOver;
    }
    let me = pos.turn;
    let mut pseudo = MoveList::new();
    pseudo_legal(pos, &mut pseudo);
    let in_pseudo = pseudo.contains(m);
    match *m {
        Move::Pass if !d(pos).def.board_games.passes() => {
            Illegal("this game has no passing".into())
        }
        Move::Pass if in_check(pos, me) && !janggi::bikjang(pos) => {
            Illegal("you may not pass while in check".into())
        }
        Move::Pass => Illegal("you may pass only when you have no other move".into()),
        Move::Gated { .. } => {
            gating::explain(pos, m, in_pseudo).unwrap_or_else(|| explain(pos, &m.piece_move()))
        }
        Move::DropPromoted { kind, to } => {
            let name = &pos.rules.kind(kind).name;
            if !d(pos).def.shogi.drop_promoted || d(pos).promotes_to(kind).is_none() {
                Illegal(format!("a {name} may not be dropped promoted here"))
            } else {
                explain(pos, &Move::Drop { kind, to })
            }
        }
        Move::Drop { kind, to } => explain_drop(pos, kind, to, in_pseudo),
        Move::Normal { .. } if in_pseudo => Illegal("that move leaves your king in check".into()),
        Move::Walled { from, to, .. } => {
            let base = pseudo.iter().any(
                |x| matches!(*x, Move::Walled { from: f, to: t, .. } if (f, t) == (from, to)),
            );
            let why = d(pos).walls.explain(pos, m, base);
            why.unwrap_or_else(|| explain(pos, &m.piece_move()))
        }
        Move::Normal { from, to, .. }
            if d(pos).walls.placed()
                && pseudo
                    .iter()
                    .any(|x| matches!(*x, Move::Walled { from: f, to: t, .. } if (f, t) == (from, to))) =>
        {
            Illegal(format!(
                "in this game a move also places a wall: write it as {from}{to},{to} and the wall's square"
            ))
        }
        Move::Normal {
            from,
            to,
            promotion,
        } => {
            let Some(p) = pos.board[from.index()] else {
                return Illegal(format!("there is no piece on {from}"));
            };
            if p.player != me {
                return Illegal(format!("the piece on {from} is not yours"));
            }
            if pos.rules.geometry().is_hole(to) {
                return PlayError::Hole(to);
            }
            let name = pos.rules.kind(p.kind).name.clone();
            let same_squares = pseudo
                .iter()
                .any(|x| matches!(*x, Move::Normal { from: f, to: t, .. } if f == from && t == to));
            if same_squares {
                return Illegal(match promotion {
                    None => format!("the {name} must promote on {to}"),
                    Some(k) => format!("a {name} cannot become a {} here", pos.rules.kind(k).name),
                });
            }
            match pos.board[to.index()] {
                Some(q) if q.player == me => Illegal(format!("{to} is occupied by your own piece")),
                None if pos.walls().contains(to) => {
                    Illegal(format!("{to} is walled off: nothing may go there"))
                }
                _ => Illegal(format!("a {name} cannot go from {from} to {to}")),
            }
        }
    }
}

/// Why the drop of a `kind` on `to`, not among the legal moves, is refused (`in_pseudo`:
/// among the moves before the check test).
fn explain_drop(pos: &Position, kind: Kind, to: Square, in_pseudo: bool) -> PlayError {
    use PlayError::Illegal;
    let me = pos.turn;
    let name = &pos.rules.kind(kind).name;
    if !d(pos).def.piece_drops {
        Illegal("this game has no drops".into())
    } else if !pos.hands[me].has(kind) {
        Illegal(format!("you have no {name} in hand"))
    } else if pos.rules.geometry().is_hole(to) {
        PlayError::Hole(to)
    } else if pos.occupied.contains(to) {
        Illegal(format!("{to} is not empty"))
    } else if !in_pseudo {
        Illegal(format!("a {name} may not be dropped on {to}"))
    } else {
        Illegal("that drop leaves your king in check".into())
    }
}

/// The end of the game, if it is over.
pub(crate) fn outcome(pos: &Position) -> Option<Outcome> {
    if let Some(o) = immediate_end(pos) {
        return Some(o);
    }
    let mut legal = MoveList::new();
    generate(pos, &mut legal);
    end_by_keys(pos, legal.is_empty(), in_check(pos, pos.turn))
}

/// The end the definition's keys give, past the immediate ends: no legal move left
/// (`checked` or not), or its move-count rule.
pub(crate) fn end_by_keys(pos: &Position, no_moves: bool, checked: bool) -> Option<Outcome> {
    let dr = d(pos);
    let me = pos.turn;
    if no_moves {
        return Some(if checked && dr.shogi.dropped_pawn_mates(pos) {
            Outcome {
                winner: Some(me),
                reason: EndReason::PawnDropMate,
            }
        } else if let Some(o) = check_rules::shatar_mate(pos).filter(|_| checked) {
            o
        } else if checked {
            result_for(dr.def.checkmate_value, me, EndReason::Checkmate)
        } else {
            stalemate_end(pos, dr, me)
        });
    }
    if dr.def.sittuyin.promotion && pos.by_player[me].count() == 2 {
        let mut legal = MoveList::new();
        generate(pos, &mut legal);
        if sittuyin::only_promotions(pos, legal.as_slice(), checked) {
            return Some(stalemate_end(pos, dr, me));
        }
    }
    if counting::ran_out(pos) {
        return Some(Outcome {
            winner: None,
            reason: EndReason::CountingRanOut,
        });
    }
    let n = dr.def.n_move_rule;
    if n > 0 && pos.halfmove_clock >= 2 * n {
        return Some(Outcome {
            winner: material::winner(pos, dr.def.ends.material_counting),
            reason: EndReason::NMoves(n),
        });
    }
    None
}

/// A stalemate of `me`: `stalemateValue`, or with `stalematePieceCount` by the pieces on
/// the board; a draw then goes to `materialCounting`.
fn stalemate_end(pos: &Position, dr: &DefinedRules, me: Player) -> Outcome {
    use std::cmp::Ordering;
    let value = dr.def.stalemate_value;
    let value = if dr.def.ends.stalemate_piece_count {
        match material::stalemate_count(pos, me) {
            Ordering::Less => value,
            Ordering::Equal => GameValue::Draw,
            Ordering::Greater => match value {
                GameValue::Win => GameValue::Loss,
                GameValue::Loss => GameValue::Win,
                v => v,
            },
        }
    } else {
        value
    };
    let mut out = result_for(value, me, EndReason::Stalemate);
    if out.winner.is_none() {
        out.winner = material::winner(pos, dr.def.ends.material_counting);
    }
    out
}

/// The hooks of a game defined in `variants.ini` syntax ([`GameRules`]): its keys, compiled
/// into [`DefinedRules`], say the rest.
#[derive(Debug)]
pub(crate) struct Defined;

/// The generic defined game's hooks, for a module that changes only some of them.
pub(crate) static DEFINED: Defined = Defined;

/// Inside `impl GameRules for` a module of defined games (`x-chessencePowers`,
/// `x-secretDeployment`): the hooks it leaves to the generic defined game as they are (its
/// name, start, rules, FEN extras, move-count draw and search style).
macro_rules! as_the_defined_game {
    () => {
        fn variant(&self) -> crate::Variant {
            crate::variants::defined::Defined::variant(&crate::variants::defined::DEFINED)
        }
        fn start_fen(&self, settings: &crate::Settings) -> Result<String, crate::PositionError> {
            crate::variants::defined::DEFINED.start_fen(settings)
        }
        fn build(
            &self,
            settings: &crate::Settings,
            setup: &crate::fen::Setup,
        ) -> Result<crate::Rules, crate::PositionError> {
            crate::variants::defined::DEFINED.build(settings, setup)
        }
        fn castling_fen(&self, pos: &crate::Position) -> String {
            crate::variants::defined::DEFINED.castling_fen(pos)
        }
        fn en_passant_fen(&self, pos: &crate::Position) -> String {
            crate::variants::defined::DEFINED.en_passant_fen(pos)
        }
        fn move_count_draw(&self, pos: &crate::Position) -> bool {
            crate::variants::defined::DEFINED.move_count_draw(pos)
        }
        fn search_style(&self) -> crate::variants::SearchStyle {
            crate::variants::defined::DEFINED.search_style()
        }
    };
}
pub(crate) use as_the_defined_game;

impl GameRules for Defined {
    fn variant(&self) -> Variant {
        Variant::Defined
    }
    fn start_fen(&self, settings: &Settings) -> Result<String, PositionError> {
        settings
            .definition
            .as_ref()
            .map(|d| d.start_fen.clone())
            .ok_or_else(no_definition)
    }
    fn build(&self, settings: &Settings, setup: &Setup) -> Result<Rules, PositionError> {
        match &settings.definition {
            Some(def) => rules(def, setup),
            None => Err(no_definition()),
        }
    }
    fn validate(&self, pos: &mut Position, setup: &Setup) -> Result<(), PositionError> {
        validate(pos, setup)
    }
    fn generate(&self, pos: &Position, list: &mut MoveList) {
        generate(pos, list)
    }
    fn candidates(&self, pos: &Position, list: &mut MoveList) -> bool {
        candidates(pos, list)
    }
    fn tactical_candidates(&self, pos: &Position, list: &mut MoveList) -> Option<bool> {
        tactical_candidates(pos, list)
    }
    fn check(&self, pos: &Position, m: &Move) -> Result<(), PlayError> {
        check(pos, m)
    }
    fn play(&self, pos: &mut Position, m: &Move) {
        play(pos, m)
    }
    #[inline]
    fn in_check(&self, pos: &Position, player: Player) -> bool {
        in_check(pos, player)
    }
    fn outcome(&self, pos: &Position) -> Option<Outcome> {
        outcome(pos)
    }
    fn castling_fen(&self, pos: &Position) -> String {
        castling_fen(pos)
    }
    fn en_passant_fen(&self, pos: &Position) -> String {
        en_passant_fen(pos)
    }
    /// `nMoveRule` moves of each side (none when it is 0).
    fn move_count_draw(&self, pos: &Position) -> bool {
        let n = d(pos).def.n_move_rule;
        n > 0 && pos.halfmove_clock() >= 2 * n
    }
    /// `x-conquest` (`NN-3`): where the last capture put the conquered piece.
    fn conquered_square(&self, pos: &Position, last: Option<Move>) -> Option<Square> {
        let conquest = d(pos).def.own.conquest;
        conquest
            .then(|| nasty_neighbours::conquered_square(pos, last))
            .flatten()
    }
    /// `x-conquest` (`NN-3`): whether a promotion from `from` is the conquered pawn's.
    fn promotes_conquered(&self, pos: &Position, from: Square) -> bool {
        d(pos).def.own.conquest && nasty_neighbours::promotes_conquered(pos, from)
    }
    fn search_style(&self) -> SearchStyle {
        SearchStyle {
            eval: EvalKind::Defined,
            log_reductions: true,
            narrow: true,
            refined: true,
            compound_values: true,
            ..SearchStyle::default()
        }
    }
}

fn no_definition() -> PositionError {
    PositionError::Invalid("this game has no definition".into())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::random_games::each_position_from;

    /// What the quiescence search's list should hold of all the candidates: moves onto an
    /// enemy piece, and a pawn type's moves onto an empty square of its promotion zone.
    fn tactical(pos: &Position, m: &Move) -> bool {
        let Move::Normal { from, to, .. } = *m else {
            return false;
        };
        let dr = d(pos);
        let mover = pos.board[from.index()].expect("a piece moves");
        match pos.board[to.index()] {
            Some(q) => q.player != mover.player,
            None => {
                dr.is_pawn_of(mover.kind, mover.player)
                    && region(&dr.def.promotion_region, mover.player).contains(to)
            }
        }
    }

    #[test]
    fn tactical_candidates_are_the_candidates_that_capture_or_reach_the_promotion_zone() {
        let files = [
            (
                include_str!("../../tests/definitions/orthodox.ini"),
                "orthodox",
            ),
            (
                include_str!("../../tests/definitions/capablanca.ini"),
                "capa10x8",
            ),
            (
                include_str!("../../tests/definitions/crazyhouse.ini"),
                "drop-house",
            ),
            (
                include_str!("../../tests/definitions/arnhem.ini"),
                "arnhem-nohand",
            ),
            (
                include_str!("../../tests/definitions/holes.ini"),
                "holes-riders",
            ),
            (
                include_str!("../../tests/definitions/makruk.ini"),
                "makruk-like",
            ),
            (
                include_str!("../../tests/definitions/kingofthehill.ini"),
                "king-capture",
            ),
            (
                include_str!("../../tests/definitions/pawns.ini"),
                "optional-promotion",
            ),
            (include_str!("../../tests/definitions/modules.ini"), "nn10"),
        ];
        for (text, name) in files {
            let def = crate::definition::find_definition(text, Some(name)).expect("reads");
            let settings = crate::Settings::defined(def);
            let start = Position::start(&settings)
                .or_else(|_| {
                    Position::from_fen(
                        &settings,
                        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
                    )
                })
                .expect("starts");
            let (mut seen, mut tried) = (0, 0);
            each_position_from(&start, 36, 12, 160, &mut |pos| {
                let mut all = MoveList::new();
                let check = pos.candidate_moves_into(&mut all);
                let mut list = MoveList::new();
                let Some(flag) = pos.tactical_candidates_into(&mut list) else {
                    assert!(immediate_end(pos).is_some(), "{name}: {}", pos.to_fen());
                    return;
                };
                assert_eq!(flag, check, "{name}: {}", pos.to_fen());
                let want: Vec<Move> = all.iter().filter(|m| tactical(pos, m)).copied().collect();
                assert_eq!(list.to_vec(), want, "{name}: {}", pos.to_fen());
                seen += 1;
                tried += want.len();
            });
            assert!(
                seen > 200 && tried > 100,
                "{name}: {seen} positions, {tried} moves"
            );
        }
    }
}
