//! Vimes Chess (Charles Gilman, 2007): two Royalists and a Republican, `VI-1` … `VI-8`.
//!
//! White and Black Royalists play the FIDE army. The Republican owns no piece of its own:
//! it moves every ordinary pawn (each in its own colour's direction) and every
//! *Republican-only unit*: a promoted pawn (whoever promoted it) or a pawn that captured a
//! piece of its own colour. It moves after W1 and B1, then after every third Royalist move,
//! and may reply at once when a Royalist captures an unpromoted pawn (an ordinary one or a
//! Republican-only pawn).
//!
//! Notation. Republican-only units carry `~` in the FEN (`Q~`, `P~`). The side-to-move
//! field holds the schedule: the mover (`w`, `b`, `r`), for the Republican the Royalist who
//! moves after it, the number of Royalist moves left before the Republican is due, and `!`
//! when the Republican may make the optional instant reply (it may then `pass`). The start
//! is `w2`: W1 and B1, then the Republican. Castling rights are `KQkq` as in FIDE chess.
//!
//! Decisions where the rule book is silent:
//! - Republican-only pieces capture Royalist pieces of either colour, never pawns or other
//!   Republican-only units (pawns are the Republican's own units; `VI-5` protects the rest).
//! - A declined instant reply (`pass`) leaves the count of Royalist moves as it was.
//! - The Republican is out when it has no unit it could move, ordinary pawns of either
//!   colour included; so with one Royalist out, that Royalist wins once no pawn and no
//!   Republican-only unit is left (its own pawns must promote first to be captured).
//! - The fifty-move rule counts fifty moves by each player still in the game.

use crate::fen::Setup;
use crate::royal::{self, Promotion};
use crate::variants::defined::{self, files_between, Castle};
use crate::variants::{EvalKind, GameRules, SearchStyle};
use crate::{
    EndReason, Geometry, Kind, Move, MoveList, Outcome, Piece, PlayError, Player, Position,
    PositionError, Rules, Settings, Square, SquareSet, Variant,
};
use std::marker::PhantomData;

/// The FIDE array with the schedule `w2` (`VI-1`, `VI-2`).
pub const START_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w2 KQkq - 0 1";

/// King.
pub const KING: Kind = Kind(0);
/// Queen.
pub const QUEEN: Kind = Kind(1);
/// Rook.
pub const ROOK: Kind = Kind(2);
/// Bishop.
pub const BISHOP: Kind = Kind(3);
/// Knight.
pub const KNIGHT: Kind = Kind(4);
/// Pawn.
pub const PAWN: Kind = Kind(5);

const PROMOTIONS: [Kind; 4] = [QUEEN, ROOK, BISHOP, KNIGHT];

/// The most promoted pieces of one kind the Republican may hold (`VI-6`).
pub const MAX_PROMOTED_OF_A_KIND: usize = 4;

/// The Republican.
pub const REPUBLICAN: Player = Player::THIRD;

/// Who moves when (`VI-2`, `VI-3`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Schedule {
    /// Royalist moves left before the Republican is due.
    pub count: u8,
    /// When the Republican is to move: the Royalist who moves after it.
    pub next_royalist: Player,
    /// The Republican's move is the optional instant reply to a pawn capture.
    pub instant: bool,
}

/// Its pieces, as its built-in definition says them (`builtin_text("vimes")`): the FIDE
/// army.
pub(crate) const KINDS: &[super::KindSpec] = &[
    super::KindSpec('K', "king", "K", true, false),
    super::KindSpec('Q', "queen", "Q", false, false),
    super::KindSpec('R', "rook", "R", false, false),
    super::KindSpec('B', "bishop", "B", false, false),
    super::KindSpec('N', "knight", "N", false, false),
    super::KindSpec('P', "pawn", "fmWfcFifmnD", false, true),
];

/// The rules of Vimes Chess (`VI-1`).
pub(crate) fn rules(setup: &Setup) -> Result<Rules, PositionError> {
    if setup.width != 8 || setup.height != 8 || !setup.holes.is_empty() {
        return Err(PositionError::Invalid(
            "Vimes Chess is played on an 8×8 board".into(),
        ));
    }
    let g = Geometry::new(8, 8, SquareSet::EMPTY)?;
    let kinds = super::builtin_kinds(KINDS)?;
    Ok(Rules::build(&VIMES, g, kinds))
}

/// What Vimes' rules ask of the army and board they are played with: the built-in game's
/// FIDE answers ([`Fide`]), or a definition's (`x-players = 3`, [`FromDefinition`]). The
/// rules' code is generic over it, so the built-in game pays nothing for asking.
pub(crate) trait Army {
    /// Whether `k` is a pawn kind (`VI-4`).
    fn is_pawn(pos: &Position, k: Kind) -> bool;
    /// Whether `k` is the king (`VI-7`).
    fn is_king(pos: &Position, k: Kind) -> bool;
    /// What a pawn may promote to, before `VI-6`'s cap.
    fn promotion_kinds(pos: &Position) -> &[Kind];
    /// Whether a pawn of `player` promotes on `to`.
    fn promotes(pos: &Position, player: Player, to: Square) -> bool;
    /// Whether a pawn reaching its zone must promote.
    fn compulsory(pos: &Position) -> bool;
    /// Whether the piece `p` on `from` may make its initial (`i`) moves.
    fn initial(pos: &Position, p: Piece, from: Square) -> bool;
    /// The square `player`'s king castles from, when castling is in the game.
    fn castling_king(pos: &Position, player: Player) -> Option<Square>;
    /// The castling of the king on `king` with the rook on `rook`, if its squares exist.
    fn castle(pos: &Position, king: Square, rook: Square) -> Option<Castle>;
    /// Reads the FEN's castling field.
    fn parse_castling(pos: &Position, field: &str) -> Result<SquareSet, PositionError>;
    /// Writes the FEN's castling field.
    fn castling_fen(pos: &Position) -> String;
    /// Whether a pawn of `player` may stand on `sq` in a FEN.
    fn pawn_may_stand(pos: &Position, player: Player, sq: Square) -> bool;
    /// The game's name.
    fn variant() -> Variant;
    /// The FEN of the start position.
    fn start_fen(settings: &Settings) -> Result<String, PositionError>;
    /// The fixed rules for `setup`'s board.
    fn build(settings: &Settings, setup: &Setup) -> Result<Rules, PositionError>;
    /// The moves of each player without a capture or pawn move that draw (0: none).
    fn move_rule(pos: &Position) -> u32;
    /// Hand-tuned piece values in kind order (empty: from each piece's reach).
    fn values() -> &'static [i32];
    /// Whether the evaluation may count the units a whole set at a time (the FIDE army on
    /// 8×8).
    fn packed() -> bool;
}

/// The built-in game's army and board: FIDE chess on 8×8 (`VI-1`).
#[derive(Debug)]
pub(crate) struct Fide;

impl Army for Fide {
    #[inline]
    fn is_pawn(_: &Position, k: Kind) -> bool {
        k == PAWN
    }
    #[inline]
    fn is_king(_: &Position, k: Kind) -> bool {
        k == KING
    }
    #[inline]
    fn promotion_kinds(_: &Position) -> &[Kind] {
        &PROMOTIONS
    }
    #[inline]
    fn promotes(_: &Position, player: Player, to: Square) -> bool {
        to.rank() == if player == Player::WHITE { 7 } else { 0 }
    }
    #[inline]
    fn compulsory(_: &Position) -> bool {
        true
    }
    #[inline]
    fn initial(_: &Position, p: Piece, from: Square) -> bool {
        p.kind == PAWN && from.rank() == if p.player == Player::WHITE { 1 } else { 6 }
    }
    fn castling_king(_: &Position, player: Player) -> Option<Square> {
        Some(Square::new(4, first_rank(player)))
    }
    fn castle(_: &Position, king: Square, rook: Square) -> Option<Castle> {
        let kingside = rook.file() > king.file();
        let (king_to, rook_to) = if kingside { (6, 5) } else { (2, 3) };
        Some(Castle {
            king_from: king,
            king_to: Square::new(king_to, king.rank()),
            rook_from: rook,
            rook_to: Square::new(rook_to, king.rank()),
        })
    }
    fn parse_castling(pos: &Position, field: &str) -> Result<SquareSet, PositionError> {
        parse_castling(pos, field)
    }
    fn castling_fen(pos: &Position) -> String {
        castling_fen(pos)
    }
    fn pawn_may_stand(_: &Position, _: Player, sq: Square) -> bool {
        sq.rank() != 0 && sq.rank() != 7
    }
    fn variant() -> Variant {
        Variant::Vimes
    }
    fn start_fen(_: &Settings) -> Result<String, PositionError> {
        Ok(START_FEN.to_string())
    }
    fn build(_: &Settings, setup: &Setup) -> Result<Rules, PositionError> {
        rules(setup)
    }
    fn move_rule(_: &Position) -> u32 {
        50
    }
    fn values() -> &'static [i32] {
        // K Q R B N P: FIDE pieces.
        &[0, 900, 500, 330, 320, 100]
    }
    fn packed() -> bool {
        true
    }
}

/// A definition's army and board (`x-players = 3`): its pawn types, king, promotion and
/// double-step zones and castling keys.
#[derive(Debug)]
pub(crate) struct FromDefinition;

impl Army for FromDefinition {
    #[inline]
    fn is_pawn(pos: &Position, k: Kind) -> bool {
        defined::d(pos).is_pawn_type(k)
    }
    #[inline]
    fn is_king(pos: &Position, k: Kind) -> bool {
        pos.rules.kind(k).is_royal
    }
    fn promotion_kinds(pos: &Position) -> &[Kind] {
        defined::d(pos).promotion()
    }
    #[inline]
    fn promotes(pos: &Position, player: Player, to: Square) -> bool {
        defined::region(&defined::d(pos).def.promotion_region, player).contains(to)
    }
    fn compulsory(pos: &Position) -> bool {
        defined::d(pos).def.mandatory_pawn_promotion
    }
    #[inline]
    fn initial(pos: &Position, p: Piece, from: Square) -> bool {
        defined::region(&defined::d(pos).def.double_step_region, p.player).contains(from)
    }
    fn castling_king(pos: &Position, player: Player) -> Option<Square> {
        if defined::d(pos).def.castling {
            defined::castling_king(pos, player)
        } else {
            None
        }
    }
    fn castle(pos: &Position, king: Square, rook: Square) -> Option<Castle> {
        defined::castle_with(pos, king, rook)
    }
    fn parse_castling(pos: &Position, field: &str) -> Result<SquareSet, PositionError> {
        defined::parse_castling(pos, field)
    }
    fn castling_fen(pos: &Position) -> String {
        defined::castling_fen(pos)
    }
    fn pawn_may_stand(pos: &Position, player: Player, sq: Square) -> bool {
        !(Self::compulsory(pos) && Self::promotes(pos, player, sq))
    }
    fn variant() -> Variant {
        defined::DEFINED.variant()
    }
    fn start_fen(settings: &Settings) -> Result<String, PositionError> {
        defined::DEFINED.start_fen(settings)
    }
    fn build(settings: &Settings, setup: &Setup) -> Result<Rules, PositionError> {
        defined::DEFINED.build(settings, setup)
    }
    fn move_rule(pos: &Position) -> u32 {
        defined::d(pos).def.n_move_rule
    }
    fn values() -> &'static [i32] {
        &[]
    }
    fn packed() -> bool {
        false
    }
}

/// A Royalist's first rank on the 8×8 board.
fn first_rank(player: Player) -> u8 {
    if player == Player::WHITE {
        0
    } else {
        7
    }
}

fn colour_letter(p: Player) -> char {
    ['w', 'b', 'r'][p.index()]
}

/// The side-to-move field's tail: see the module notes.
pub(crate) fn turn_extra(pos: &Position) -> String {
    let s = pos.schedule;
    let mut t = String::new();
    if pos.turn == REPUBLICAN {
        t.push(colour_letter(s.next_royalist));
    }
    t.push(char::from(b'0' + s.count.min(9)));
    if s.instant {
        t.push('!');
    }
    t
}

/// Reads the schedule and castling rights and checks the position.
pub(crate) fn validate<A: Army>(pos: &mut Position, setup: &Setup) -> Result<(), PositionError> {
    let bad = |m: String| Err(PositionError::Invalid(m));
    let mut chars = setup.turn_extra.chars().peekable();
    let mut schedule = Schedule::default();
    if pos.turn == REPUBLICAN {
        schedule.next_royalist = match chars.next() {
            Some('w') => Player::WHITE,
            Some('b') => Player::BLACK,
            _ => {
                return bad(
                    "after 'r' the side-to-move field names the next Royalist: rw or rb".into(),
                )
            }
        };
    } else {
        schedule.next_royalist = pos.turn;
    }
    schedule.count = match chars.next().and_then(|c| c.to_digit(10)) {
        Some(n) if n <= 3 => n as u8,
        _ => return bad(format!(
            "the side-to-move field '{}{}' needs the Royalist moves left before the Republican (0-3), e.g. w2",
            setup.turn, setup.turn_extra
        )),
    };
    if chars.peek() == Some(&'!') {
        chars.next();
        schedule.instant = true;
    }
    if let Some(c) = chars.next() {
        return bad(format!("unexpected '{c}' in the side-to-move field"));
    }
    if schedule.instant && pos.turn != REPUBLICAN {
        return bad("only the Republican has an instant reply ('!')".into());
    }
    if pos.turn != REPUBLICAN && schedule.count == 0 {
        return bad(
            "a Royalist to move with 0 moves left: the Republican is due (rw0 or rb0)".into(),
        );
    }
    pos.schedule = schedule;
    if setup.en_passant != "-" {
        return bad("Vimes Chess has no en passant: use '-'".into());
    }
    for p in [Player::WHITE, Player::BLACK] {
        let kings = kings(pos, p).count();
        if kings > 1 {
            return bad(format!("{} has {kings} kings", p.name()));
        }
        for sq in pos.by_player[p] {
            if let Some(x) = pos.board[sq.index()] {
                if A::is_pawn(pos, x.kind) && !A::pawn_may_stand(pos, p, sq) {
                    return bad(format!("a pawn cannot stand on {sq}"));
                }
                if A::is_king(pos, x.kind) && x.is_promoted() {
                    return bad("a king cannot be a Republican-only unit".into());
                }
            }
        }
    }
    if pos.turn != REPUBLICAN && !royalist_in(pos, pos.turn) {
        return bad(format!("{} is out and cannot be to move", pos.turn.name()));
    }
    pos.castling_rights = A::parse_castling(pos, &setup.castling)?;
    // A FEN may show a Royalist to move who is already mated while the other two play on:
    // it leaves the game now, as it would have after the mating move (VI-8).
    eliminate_mated::<A>(pos);
    Ok(())
}

fn parse_castling(pos: &Position, field: &str) -> Result<SquareSet, PositionError> {
    let mut rights = SquareSet::EMPTY;
    if field == "-" {
        return Ok(rights);
    }
    for c in field.chars() {
        let (player, king, rook) = match c {
            'K' => (Player::WHITE, Square::new(4, 0), Square::new(7, 0)),
            'Q' => (Player::WHITE, Square::new(4, 0), Square::new(0, 0)),
            'k' => (Player::BLACK, Square::new(4, 7), Square::new(7, 7)),
            'q' => (Player::BLACK, Square::new(4, 7), Square::new(0, 7)),
            _ => {
                return Err(PositionError::Invalid(format!(
                    "'{c}' is not a castling right (KQkq or -)"
                )))
            }
        };
        let is = |sq: Square, kind: Kind| {
            pos.board[sq.index()]
                .is_some_and(|p| p.player == player && p.kind == kind && !p.is_promoted())
        };
        if !is(king, KING) || !is(rook, ROOK) {
            return Err(PositionError::Invalid(format!(
                "castling right '{c}' needs the {} king on {king} and a rook on {rook}",
                player.name()
            )));
        }
        rights.insert(rook);
    }
    Ok(rights)
}

/// The FEN castling field.
pub(crate) fn castling_fen(pos: &Position) -> String {
    let mut s = String::new();
    for (c, sq) in [('K', (7, 0)), ('Q', (0, 0)), ('k', (7, 7)), ('q', (0, 7))] {
        if pos.castling_rights.contains(Square::new(sq.0, sq.1)) {
            s.push(c);
        }
    }
    if s.is_empty() {
        s.push('-');
    }
    s
}

/// The squares of `p`'s kings (the king is Vimes' only royal kind).
fn kings(pos: &Position, p: Player) -> SquareSet {
    pos.royals & pos.by_player[p]
}

/// Whether a Royalist is still in the game (it has its king).
pub fn royalist_in(pos: &Position, p: Player) -> bool {
    !kings(pos, p).is_empty()
}

/// Whether a piece is a Republican-only unit (`VI-5`).
#[inline]
fn republican_only(p: Piece) -> bool {
    p.is_promoted()
}

/// Whether a piece is an ordinary (unpromoted, unconverted) pawn (`VI-4`).
#[inline]
fn ordinary_pawn<A: Army>(pos: &Position, p: Piece) -> bool {
    A::is_pawn(pos, p.kind) && !p.is_promoted()
}

/// Whether a piece is an unpromoted pawn: an ordinary pawn or a Republican-only pawn that
/// captured a piece of its own colour, not a promoted piece. Capturing one gives the
/// Republican its instant reply (`VI-3`, **\[decided\]** any unpromoted pawn counts).
#[inline]
fn unpromoted_pawn<A: Army>(pos: &Position, p: Piece) -> bool {
    A::is_pawn(pos, p.kind)
}

/// Whether a piece is one of a Royalist's own pieces (not a pawn, not Republican-only).
#[inline]
fn royalist_piece<A: Army>(pos: &Position, p: Piece) -> bool {
    !A::is_pawn(pos, p.kind) && !p.is_promoted()
}

/// Whether the Republican still has a unit (`VI-8`).
pub fn republican_in(pos: &Position) -> bool {
    if pos.rules.defined.is_some() {
        republican_in_by::<FromDefinition>(pos)
    } else {
        republican_in_by::<Fide>(pos)
    }
}

fn republican_in_by<A: Army>(pos: &Position) -> bool {
    pos.occupied.iter().any(|s| {
        pos.board[s.index()].is_some_and(|p| ordinary_pawn::<A>(pos, p) || republican_only(p))
    })
}

/// Whether `player` may move the unit `p` (`VI-4`, `VI-5`).
fn movable_by<A: Army>(pos: &Position, player: Player, p: Piece) -> bool {
    if player == REPUBLICAN {
        ordinary_pawn::<A>(pos, p) || republican_only(p)
    } else {
        p.player == player && !republican_only(p)
    }
}

/// Whether `mover` (moving unit `p`) may capture `q` (`VI-4` … `VI-7`).
fn may_take<A: Army>(pos: &Position, mover: Player, p: Piece, q: Piece) -> bool {
    if A::is_king(pos, q.kind) {
        return false; // VI-7: no move ever captures a king.
    }
    if mover == REPUBLICAN || A::is_pawn(pos, p.kind) {
        // Pawns, whoever moves them, and Republican-only units take only Royalist pieces;
        // a Royalist's pawn only those of the other Royalist.
        royalist_piece::<A>(pos, q) && (mover == REPUBLICAN || q.player != p.player)
    } else {
        // A Royalist's piece: the other Royalist's pieces and pawns, and any Republican-only
        // unit.
        republican_only(q) || q.player != p.player
    }
}

/// Whether `player`'s king is in check (`VI-7`): some unit the other two players could use
/// could capture it, the king's own colour's pawns included.
pub(crate) fn in_check<A: Army>(pos: &Position, player: Player) -> bool {
    let Some(king) = kings(pos, player).first() else {
        return false;
    };
    let t = pos.rules.tables();
    (pos.occupied & t.reached_from(king)).iter().any(|s| {
        pos.board[s.index()].is_some_and(|p| {
            let (kind, o) = (p.kind.index(), royal::orient(p.player));
            !(p.player == player && royalist_piece::<A>(pos, p))
                && t.reach(kind, o, s).contains(king)
                && t.attacks(kind, o, s, &pos.occupied).contains(king)
        })
    })
}

/// The most kinds a game holds (the engine's limit).
const MAX_KINDS: usize = 16;

/// The promotions still open (`VI-6`: at most four promoted pieces of a kind).
fn open_promotions<A: Army>(pos: &Position) -> ([Kind; MAX_KINDS], usize) {
    let mut counts = [0u8; MAX_KINDS];
    debug_assert!(
        pos.promoted
            == pos
                .occupied
                .iter()
                .filter(|s| pos.board[s.index()].is_some_and(|p| p.is_promoted()))
                .collect()
    );
    for s in pos.promoted {
        if let Some(p) = pos.board[s.index()] {
            if p.is_promoted() && !A::is_pawn(pos, p.kind) {
                counts[p.kind.index()] += 1;
            }
        }
    }
    let mut kinds = [KING; MAX_KINDS];
    let mut n = 0;
    for &k in A::promotion_kinds(pos) {
        if usize::from(counts[k.index()]) < MAX_PROMOTED_OF_A_KIND {
            kinds[n] = k;
            n += 1;
        }
    }
    (kinds, n)
}

/// Moves of the units the player to move may use, before the check test.
fn pseudo_legal<A: Army>(pos: &Position, list: &mut MoveList) {
    let me = pos.turn;
    let (kinds, n) = open_promotions::<A>(pos);
    let promotion = Promotion {
        kinds: &kinds[..n],
        compulsory: A::compulsory(pos),
    };
    let take = |p: Piece, q: Piece| may_take::<A>(pos, me, p, q);
    for from in pos.occupied {
        let Some(p) = pos.board[from.index()] else {
            continue;
        };
        if !movable_by::<A>(pos, me, p) {
            continue;
        }
        let initial = A::initial(pos, p, from);
        let pawn = A::is_pawn(pos, p.kind);
        let push =
            |to: Square| promotion.push(pawn && A::promotes(pos, p.player, to), from, to, list);
        royal::piece_targets(pos, p, from, initial, SquareSet::EMPTY, &take, push);
    }
    if me != REPUBLICAN {
        castling_moves::<A>(pos, list);
    }
}

/// Castling with the `VI-7` attack test: the squares between king and rook and their
/// targets empty, the king not in check on its square nor on any it crosses (`e1g1`,
/// `e1c1` in the built-in game). Kingside first.
fn castling_moves<A: Army>(pos: &Position, list: &mut MoveList) {
    let me = pos.turn;
    let rights = pos.castling_rights & pos.by_player[me];
    if rights.is_empty() || in_check::<A>(pos, me) {
        return;
    }
    let Some(king) = A::castling_king(pos, me) else {
        return;
    };
    let kingside = rights.iter().filter(|r| r.file() > king.file());
    let queenside = rights.iter().filter(|r| r.file() < king.file());
    for rook in kingside.chain(queenside) {
        if let Some(c) = A::castle(pos, king, rook) {
            if castling_allowed::<A>(pos, &c) {
                list.push(c.as_move());
            }
        }
    }
}

/// Whether the castling `c` of the player to move is open: its path empty and on the
/// board, and no square the king crosses or lands on attacked (`VI-7`).
fn castling_allowed<A: Army>(pos: &Position, c: &Castle) -> bool {
    let me = pos.turn;
    let rank = c.king_from.rank();
    let on_rank = |f: u8| Square::new(f, rank);
    let g = pos.rules.geometry();
    let path = files_between(c.king_from.file(), c.king_to.file())
        .chain(files_between(c.rook_from.file(), c.rook_to.file()))
        .map(on_rank)
        .filter(|&s| s != c.king_from && s != c.rook_from);
    for s in path {
        if pos.occupied.contains(s) || !g.is_playable(s) {
            return false;
        }
    }
    files_between(c.king_from.file(), c.king_to.file())
        .map(on_rank)
        .filter(|&s| s != c.king_from)
        .all(|s| {
            let mut probe = pos.clone();
            if let Some(k) = probe.take(c.king_from) {
                probe.put(s, k);
            }
            !in_check::<A>(&probe, me)
        })
}

/// The castling the king move `from`–`to` of `p` makes, if it is one.
fn castle_of<A: Army>(pos: &Position, p: Piece, from: Square, to: Square) -> Option<Castle> {
    if !A::is_king(pos, p.kind) || p.is_promoted() || from.rank() != to.rank() {
        return None;
    }
    let rights = pos.castling_rights & pos.by_player[p.player];
    if rights.is_empty() || A::castling_king(pos, p.player) != Some(from) {
        return None;
    }
    rights
        .iter()
        .filter_map(|r| A::castle(pos, from, r))
        .find(|c| {
            c.as_move()
                == Move::Normal {
                    from,
                    to,
                    promotion: None,
                }
        })
}

/// The legal moves (`VI-2` … `VI-7`).
pub(crate) fn generate<A: Army>(pos: &Position, list: &mut MoveList) {
    if game_over::<A>(pos).is_some() {
        return;
    }
    let me = pos.turn;
    let mut pseudo = MoveList::new();
    pseudo_legal::<A>(pos, &mut pseudo);
    if me == REPUBLICAN {
        // The Republican has no king: every move is legal. It may decline an instant reply,
        // and waits (passes) when it has no move (`VI-3`).
        for m in pseudo.iter() {
            list.push(*m);
        }
        if pos.schedule.instant || list.is_empty() {
            list.push(Move::Pass);
        }
        return;
    }
    for m in pseudo.iter() {
        if move_leaves_king_safe::<A>(pos, m) {
            list.push(*m);
        }
    }
}

/// The search's candidates ([`Position::candidate_moves_into`]): a Royalist's moves before
/// the check test (`true`: [`move_leaves_king_safe`] is asked of the moves searched), the
/// Republican's legal moves (it has no king), nothing once the game is over.
pub(crate) fn candidates<A: Army>(pos: &Position, list: &mut MoveList) -> bool {
    if pos.turn == REPUBLICAN || game_over::<A>(pos).is_some() {
        generate::<A>(pos, list);
        return false;
    }
    pseudo_legal::<A>(pos, list);
    true
}

/// Whether a Royalist's pseudo-legal move `m` leaves its king out of check (`VI-7`): the
/// test [`generate`] makes of every move.
pub(crate) fn move_leaves_king_safe<A: Army>(pos: &Position, m: &Move) -> bool {
    let mut next = pos.clone();
    apply::<A>(&mut next, m);
    !in_check::<A>(&next, pos.turn)
}

/// The board part of a move: castling, captures with their conversions (`VI-5`),
/// promotion, castling rights and the clocks. The turn is not changed.
fn apply<A: Army>(pos: &mut Position, m: &Move) -> Option<Piece> {
    let Move::Normal {
        from,
        to,
        promotion,
    } = *m
    else {
        return None;
    };
    let mover = pos.turn;
    let mut p = pos.board[from.index()]?;
    let was_pawn = A::is_pawn(pos, p.kind);
    let own_rights = pos.castling_rights & pos.by_player[p.player];
    let captured = if let Some(c) = castle_of::<A>(pos, p, from, to) {
        pos.take(c.king_from);
        if let Some(r) = pos.take(c.rook_from) {
            pos.put(c.rook_to, r);
        }
        None
    } else {
        pos.take(from);
        pos.take(to)
    };
    if let Some(q) = captured {
        // VI-5: a pawn moved by the Republican that takes a piece of its own colour
        // becomes Republican-only.
        if mover == REPUBLICAN && was_pawn && q.player == p.player {
            p.promoted = crate::Promoted::YES;
        }
    }
    if let Some(k) = promotion {
        p.kind = k;
        p.promoted = crate::Promoted::YES; // VI-5: every promoted pawn is Republican-only.
    }
    pos.put(to, p);
    if A::is_king(pos, p.kind) && !p.is_promoted() {
        pos.castling_rights = pos.castling_rights - own_rights;
    }
    pos.castling_rights.remove(from);
    pos.castling_rights.remove(to);
    pos.halfmove_clock = if captured.is_some() || was_pawn {
        0
    } else {
        pos.halfmove_clock + 1
    };
    captured
}

/// Plays a legal move: the board, then the schedule (`VI-2`, `VI-3`), then any Royalist
/// checkmated by it leaves the game (`VI-8`).
pub(crate) fn play<A: Army>(pos: &mut Position, m: &Move) {
    let mover = pos.turn;
    let captured = apply::<A>(pos, m);
    let took_pawn = captured.is_some_and(|q| unpromoted_pawn::<A>(pos, q));
    let next = advance_schedule(pos, mover, m, took_pawn);
    if next == Player::WHITE {
        pos.fullmove += 1;
    }
    pos.turn = next;
    eliminate_mated::<A>(pos);
}

/// The schedule after `mover`'s move `m` (`VI-2`, `VI-3`, `VI-8`), kept in the position;
/// returns who moves next.
fn advance_schedule(pos: &mut Position, mover: Player, m: &Move, took_pawn: bool) -> Player {
    let both_royalists = royalist_in(pos, Player::WHITE) && royalist_in(pos, Player::BLACK);
    let r_in = republican_in(pos);
    let mut s = pos.schedule;
    let next;
    if mover == REPUBLICAN {
        match (*m, s.instant) {
            (Move::Pass, true) => {}
            // VI-3: with no move the Republican waits for one more move by each Royalist.
            (Move::Pass, false) => s.count = if both_royalists { 2 } else { 1 },
            _ => s.count = if both_royalists { 3 } else { 1 },
        }
        s.instant = false;
        next = s.next_royalist;
    } else {
        let other = mover.next(2);
        s.count = s.count.saturating_sub(1);
        if !r_in {
            // VI-8: with the Republican out the Royalists play on alone.
            next = if royalist_in(pos, other) {
                other
            } else {
                mover
            };
            s.count = 3;
        } else if !both_royalists {
            // VI-8: one Royalist out, the other two alternate.
            s = Schedule {
                count: 0,
                next_royalist: mover,
                instant: false,
            };
            next = REPUBLICAN;
        } else if s.count == 0 || took_pawn {
            // VI-2 the Republican is due; VI-3 or it may reply at once to a pawn capture.
            s.instant = s.count > 0;
            s.next_royalist = other;
            next = REPUBLICAN;
        } else {
            next = other;
        }
    }
    if next != REPUBLICAN {
        s.next_royalist = next;
    }
    pos.schedule = s;
    next
}

/// `VI-8`: a Royalist to move who is checkmated while the other two still play leaves the
/// game: its pieces leave the board, its pawns stay as units only the Republican moves;
/// then the Republican moves, and the two left alternate.
fn eliminate_mated<A: Army>(pos: &mut Position) {
    let me = pos.turn;
    if me == REPUBLICAN
        || !royalist_in(pos, me.next(2))
        || !republican_in_by::<A>(pos)
        || !in_check::<A>(pos, me)
    {
        return;
    }
    let mut list = MoveList::new();
    generate::<A>(pos, &mut list);
    if !list.is_empty() {
        return;
    }
    pos.castling_rights = pos.castling_rights - pos.by_player[me];
    for sq in pos.by_player[me] {
        if let Some(mut p) = pos.take(sq) {
            if A::is_pawn(pos, p.kind) {
                p.promoted = crate::Promoted::YES;
                pos.put(sq, p);
            }
        }
    }
    pos.schedule = Schedule {
        count: 0,
        next_royalist: me.next(2),
        instant: false,
    };
    pos.turn = REPUBLICAN;
}

/// The end of the game, judged before any move is generated.
fn game_over<A: Army>(pos: &Position) -> Option<Outcome> {
    let w = royalist_in(pos, Player::WHITE);
    let b = royalist_in(pos, Player::BLACK);
    let r = republican_in_by::<A>(pos);
    match (w, b, r) {
        // VI-8: with one Royalist out, the Royalist wins by capturing all Republican units.
        (true, false, false) => Some(Outcome {
            winner: Some(Player::WHITE),
            reason: EndReason::NoUnitsLeft,
        }),
        (false, true, false) => Some(Outcome {
            winner: Some(Player::BLACK),
            reason: EndReason::NoUnitsLeft,
        }),
        _ => None,
    }
}

/// `VI-8` endings and the fifty-move rule.
pub(crate) fn outcome<A: Army>(pos: &Position) -> Option<Outcome> {
    if let Some(o) = game_over::<A>(pos) {
        return Some(o);
    }
    let me = pos.turn;
    if me != REPUBLICAN {
        let mut list = MoveList::new();
        generate::<A>(pos, &mut list);
        if list.is_empty() {
            let other = me.next(2);
            let r = republican_in_by::<A>(pos);
            return Some(if in_check::<A>(pos, me) {
                // A mate the game goes on after is handled by `eliminate_mated`; here one of
                // the other two is already out, so the last one standing wins.
                Outcome {
                    winner: Some(if r { REPUBLICAN } else { other }),
                    reason: EndReason::Checkmate,
                }
            } else if r {
                // Any stalemate of a Royalist is a win for the Republican.
                Outcome {
                    winner: Some(REPUBLICAN),
                    reason: EndReason::Stalemate,
                }
            } else {
                Outcome {
                    winner: None,
                    reason: EndReason::Stalemate,
                }
            });
        }
    }
    move_count_draw::<A>(pos).then_some(Outcome {
        winner: None,
        reason: EndReason::FiftyMoves,
    })
}

/// Why `me` may not move the unit `p` on `from` (`VI-4`, `VI-5`).
fn not_movable_by(me: Player, p: Piece, from: Square) -> String {
    if republican_only(p) {
        format!("the unit on {from} is Republican-only")
    } else if me == REPUBLICAN {
        format!(
            "the Republican moves only pawns and Republican-only units, not the piece on {from}"
        )
    } else {
        format!("the piece on {from} is not yours")
    }
}

/// Why the unit on `sq` cannot be picked up by the player to move (the hook
/// [`GameRules::pick_refusal`]): it is not one it moves
/// (`VI-4`, `VI-5`), or it has no legal move. `None` when it has one, or the square is
/// empty.
fn pick_refusal<A: Army>(pos: &Position, sq: Square) -> Option<String> {
    let p = pos.board[sq.index()]?;
    let me = pos.turn;
    if !movable_by::<A>(pos, me, p) {
        return Some(not_movable_by(me, p, sq));
    }
    let moves = pos.legal_moves();
    let has_move = moves
        .iter()
        .any(|m| matches!(*m, Move::Normal { from, .. } if from == sq));
    (!has_move).then(|| {
        format!(
            "the unit on {sq} has no legal move: {} is to move",
            me.title()
        )
    })
}

/// Why the player to move may pass (`VI-3`), for the words beside the Pass button: the
/// Republican declining the instant reply, or waiting because it has no move. `None` when
/// it may not pass.
pub fn pass_reason(pos: &Position) -> Option<&'static str> {
    if pos.outcome().is_some() || pos.check(&Move::Pass).is_err() {
        return None;
    }
    let no_move = pos.legal_moves().iter().all(|m| matches!(m, Move::Pass));
    Some(if no_move {
        "The Republican has no move: it passes and waits for one more move by each Royalist."
    } else {
        "A Royalist took a pawn: the Republican may reply at once, or pass."
    })
}

/// The result with its reason, naming the player who was mated or stalemated: the player
/// to move in the final position `pos` (`VI-7`, `VI-8`).
pub fn result_words(pos: &Position, outcome: &Outcome) -> String {
    let loser = pos.turn.title();
    match (outcome.winner, outcome.reason) {
        (Some(w), EndReason::Checkmate) => format!("{} wins: {loser} is checkmated", w.title()),
        (Some(w), EndReason::Stalemate) if w == REPUBLICAN => format!(
            "Republican wins: {loser} is stalemated, and any stalemate of a Royalist is a win \
             for the Republican"
        ),
        (None, EndReason::Stalemate) => format!("Draw: {loser} is stalemated"),
        (Some(w), EndReason::NoUnitsLeft) => {
            format!("{} wins: the Republican has no units left", w.title())
        }
        _ => outcome.to_string(),
    }
}

/// Why a move is refused.
pub(crate) fn check<A: Army>(pos: &Position, m: &Move) -> Result<(), PlayError> {
    let mut legal = MoveList::new();
    generate::<A>(pos, &mut legal);
    if legal.contains(m) {
        return Ok(());
    }
    let me = pos.turn;
    Err(match *m {
        Move::Pass if me == REPUBLICAN => PlayError::Illegal(
            "the Republican may pass only to decline an instant reply or when it has no move"
                .into(),
        ),
        Move::Pass => PlayError::Illegal("a Royalist may not pass".into()),
        Move::Walled { .. } => PlayError::Illegal("this game places no walls".into()),
        Move::Gated { .. } => PlayError::Illegal("this game has no gating".into()),
        Move::DropPromoted { .. } => PlayError::Illegal("this game drops no piece promoted".into()),
        Move::Drop { .. } => PlayError::Illegal("nothing is dropped in Vimes Chess".into()),
        Move::Normal {
            from,
            to,
            promotion,
        } => match pos.board[from.index()] {
            None => PlayError::Illegal(format!("there is no piece on {from}")),
            Some(p) if !movable_by::<A>(pos, me, p) => {
                PlayError::Illegal(not_movable_by(me, p, from))
            }
            Some(p) => match capture_refusal::<A>(pos, p, to) {
                Some(why) => PlayError::Illegal(why),
                None => explain_move::<A>(pos, &legal, p, from, to, promotion),
            },
        },
    })
}

/// Why the unit `p` of the player to move may not take what stands on `to` (`VI-4` …
/// `VI-7`), if that is why.
fn capture_refusal<A: Army>(pos: &Position, p: Piece, to: Square) -> Option<String> {
    let q = pos.board[to.index()]?;
    let pawn = |x: Piece| A::is_pawn(pos, x.kind);
    Some(if A::is_king(pos, q.kind) {
        "no move ever captures a king".into()
    } else if pawn(p) && pawn(q) {
        "no pawn captures a pawn".into()
    } else if republican_only(q) && (pawn(p) || republican_only(p)) {
        format!("the Republican-only unit on {to} can be taken only by a Royalist piece")
    } else if pos.turn == REPUBLICAN && ordinary_pawn::<A>(pos, q) {
        format!("the pawn on {to} is one of the Republican's own units")
    } else {
        return None;
    })
}

/// Why the move `from`–`to` of the unit `p` is not in `legal`, when no capture rule
/// forbids it: a closed promotion (`VI-6`), a square it cannot reach, or check.
fn explain_move<A: Army>(
    pos: &Position,
    legal: &MoveList,
    p: Piece,
    from: Square,
    to: Square,
    promotion: Option<Kind>,
) -> PlayError {
    let (kinds, n) = open_promotions::<A>(pos);
    if A::is_pawn(pos, p.kind) && A::promotes(pos, p.player, to) {
        if let Some(k) = promotion.filter(|k| !kinds[..n].contains(k)) {
            return PlayError::Illegal(format!(
                "the Republican already holds four promoted {}s",
                pos.rules.kind(k).name
            ));
        }
    }
    if pos.turn == REPUBLICAN {
        // The shared explanation judges a player's own pieces; the Republican moves pawns
        // of both colours and units of either colour (`VI-4`).
        let name = &pos.rules.kind(p.kind).name;
        let reaches = legal
            .iter()
            .any(|l| matches!(*l, Move::Normal { from: f, to: t, .. } if f == from && t == to));
        return PlayError::Illegal(if reaches {
            format!("the {name} must promote on {to}")
        } else {
            format!("a {name} cannot go from {from} to {to}")
        });
    }
    royal::explain(
        pos,
        from,
        to,
        promotion,
        &Promotion {
            kinds: &kinds[..n],
            compulsory: A::compulsory(pos),
        },
    )
}

/// The schedule as a sentence for players ("Republican moves after 2 more Royalist moves").
pub fn schedule_text(pos: &Position) -> String {
    let s = pos.schedule;
    if pos.turn == REPUBLICAN {
        if s.instant {
            "Republican may reply now — or pass".into()
        } else {
            "Republican to move".into()
        }
    } else if !republican_in(pos) {
        "The Republican is out".into()
    } else if s.count == 1 {
        "Republican moves after this Royalist move".into()
    } else {
        format!("Republican moves after {} more Royalist moves", s.count)
    }
}

/// Whether a definition with `x-players = 3` can be played by Vimes' rules: one royal
/// kind (the Royalists' king, `VI-7`) that is not a pawn, at least one pawn type (the
/// Republican's units, `VI-4`), and no key whose rule Vimes' own rules replace (drops,
/// en passant, `checking = false`, extinction, flags). The error names the key and why.
pub(crate) fn fits_definition(def: &crate::definition::Definition) -> Result<(), PositionError> {
    let refuse = |why: &str| {
        Err(PositionError::Invalid(format!(
            "{} uses x-players = 3 (Vimes Chess' Republican), {why}",
            def.name
        )))
    };
    let royals: Vec<char> = def
        .pieces
        .iter()
        .filter(|p| p.royal)
        .map(|p| p.letter)
        .collect();
    if royals.len() != 1 {
        return refuse("which needs exactly one royal piece type, the Royalists' king");
    }
    if def.pawn_types.is_empty() || def.pawn_types.contains(&royals[0]) {
        return refuse(
            "which needs pawns (pawnTypes) for the Republican to move, and a king that is not one",
        );
    }
    let keys = [
        (
            def.piece_drops || def.captures_to_hand,
            "where nothing is dropped: write pieceDrops = false and capturesToHand = false",
        ),
        (
            !def.en_passant_region.white.is_empty() || !def.en_passant_region.black.is_empty(),
            "which has no en passant (VI-4): write enPassantRegion = -",
        ),
        (
            !def.checking,
            "where a king is never captured (VI-7): write checking = true",
        ),
        (
            def.extinction_value != crate::definition::GameValue::None,
            "whose game ends by checkmate and VI-8 alone: remove extinctionValue",
        ),
        (
            !def.flag_region.white.is_empty() || !def.flag_region.black.is_empty(),
            "whose game ends by checkmate and VI-8 alone: remove the flag keys",
        ),
    ];
    match keys.iter().find(|(on, _)| *on) {
        Some((_, why)) => refuse(why),
        None => Ok(()),
    }
}

/// Whether the fifty-move rule (`SH-3`; a definition's `nMoveRule`) has come: that many
/// moves of each player still in (`VI-8`).
fn move_count_draw<A: Army>(pos: &Position) -> bool {
    let players = royalist_in(pos, Player::WHITE) as u32
        + royalist_in(pos, Player::BLACK) as u32
        + republican_in_by::<A>(pos) as u32;
    let n = A::move_rule(pos);
    n > 0 && pos.halfmove_clock >= n * players
}

/// Vimes' rule hooks ([`GameRules`]) with the army `A`: [`VIMES`] is the built-in game,
/// [`THREE_PLAYERS`] a definition's `x-players = 3`.
#[derive(Debug)]
pub(crate) struct Game<A>(PhantomData<A>);

/// The built-in Vimes Chess.
pub(crate) static VIMES: Game<Fide> = Game(PhantomData);

/// A definition with `x-players = 3`.
pub(crate) static THREE_PLAYERS: Game<FromDefinition> = Game(PhantomData);

impl<A: Army + Sync + Send + std::fmt::Debug + 'static> GameRules for Game<A> {
    fn variant(&self) -> Variant {
        A::variant()
    }
    fn start_fen(&self, settings: &Settings) -> Result<String, PositionError> {
        A::start_fen(settings)
    }
    fn build(&self, settings: &Settings, setup: &Setup) -> Result<Rules, PositionError> {
        A::build(settings, setup)
    }
    /// `VI-1`: two Royalists and the Republican.
    fn player_count(&self) -> u8 {
        3
    }
    fn has_turn_extra(&self) -> bool {
        true
    }
    fn validate(&self, pos: &mut Position, setup: &Setup) -> Result<(), PositionError> {
        validate::<A>(pos, setup)
    }
    fn generate(&self, pos: &Position, list: &mut MoveList) {
        generate::<A>(pos, list)
    }
    fn candidates(&self, pos: &Position, list: &mut MoveList) -> bool {
        candidates::<A>(pos, list)
    }
    /// Judged on the board before a mated Royalist's pieces leave it (`VI-8`).
    #[inline]
    fn legal_before(&self, pos: &Position, m: &Move) -> bool {
        move_leaves_king_safe::<A>(pos, m)
    }
    #[inline]
    fn legal_after(&self, _after: &Position, _mover: Player) -> bool {
        true
    }
    fn check(&self, pos: &Position, m: &Move) -> Result<(), PlayError> {
        check::<A>(pos, m)
    }
    fn play(&self, pos: &mut Position, m: &Move) {
        play::<A>(pos, m)
    }
    #[inline]
    fn in_check(&self, pos: &Position, player: Player) -> bool {
        in_check::<A>(pos, player)
    }
    fn outcome(&self, pos: &Position) -> Option<Outcome> {
        outcome::<A>(pos)
    }
    fn turn_extra(&self, pos: &Position) -> String {
        turn_extra(pos)
    }
    fn castling_fen(&self, pos: &Position) -> String {
        A::castling_fen(pos)
    }
    /// Fifty moves of each player still in (`SH-3`, `VI-8`).
    fn move_count_draw(&self, pos: &Position) -> bool {
        move_count_draw::<A>(pos)
    }
    fn out_of_game(&self, pos: &Position, player: Player) -> bool {
        if player == REPUBLICAN {
            !republican_in_by::<A>(pos)
        } else {
            !royalist_in(pos, player)
        }
    }
    fn search_style(&self) -> SearchStyle {
        SearchStyle {
            eval: EvalKind::Paranoid,
            prune: false,
            values: A::values(),
            packed: A::packed(),
            ..SearchStyle::default()
        }
    }
    fn pick_refusal(&self, pos: &Position, sq: Square) -> Option<String> {
        pick_refusal::<A>(pos, sq)
    }
    /// The units the player to move has a legal move for: the Republican moves the pawns
    /// of both colours and the Republican-only units (`VI-4`, `VI-5`).
    fn units_to_move(&self, pos: &Position) -> SquareSet {
        if pos.outcome().is_some() {
            return SquareSet::EMPTY;
        }
        pos.legal_moves()
            .iter()
            .filter_map(|m| match *m {
                Move::Normal { from, .. } => Some(from),
                _ => None,
            })
            .collect()
    }
    /// `VI-5`: `~` marks a Republican-only unit.
    fn republican_unit(&self, pos: &Position, sq: Square) -> bool {
        pos.piece_at(sq).is_some_and(|p| p.is_promoted())
    }
    fn result_words(&self, pos: &Position, outcome: &Outcome) -> String {
        result_words(pos, outcome)
    }
}
