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
use crate::variants::{EvalKind, GameRules, SearchStyle};
use crate::{
    EndReason, Geometry, Kind, Move, MoveList, Outcome, Piece, PlayError, Player, Position,
    PositionError, Rules, Settings, Square, SquareSet, Variant,
};

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

/// The rules of Vimes Chess (`VI-1`).
pub(crate) fn rules(setup: &Setup) -> Result<Rules, PositionError> {
    if setup.width != 8 || setup.height != 8 || !setup.holes.is_empty() {
        return Err(PositionError::Invalid(
            "Vimes Chess is played on an 8×8 board".into(),
        ));
    }
    let g = Geometry::new(8, 8, SquareSet::EMPTY)?;
    // The pieces as the built-in definition says them (`builtin_text("vimes")`).
    let kinds = super::builtin_kinds(
        "vimes",
        &[
            ('K', "king"),
            ('Q', "queen"),
            ('R', "rook"),
            ('B', "bishop"),
            ('N', "knight"),
            ('P', "pawn"),
        ],
        false,
    )?;
    Ok(Rules::build(&Vimes, g, kinds))
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
pub(crate) fn validate(pos: &mut Position, setup: &Setup) -> Result<(), PositionError> {
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
                if x.kind == PAWN && (sq.rank() == 0 || sq.rank() == 7) {
                    return bad(format!("a pawn cannot stand on {sq}"));
                }
                if x.kind == KING && x.promoted {
                    return bad("a king cannot be a Republican-only unit".into());
                }
            }
        }
    }
    if pos.turn != REPUBLICAN && !royalist_in(pos, pos.turn) {
        return bad(format!("{} is out and cannot be to move", pos.turn.name()));
    }
    pos.castling_rights = parse_castling(pos, &setup.castling)?;
    // A FEN may show a Royalist to move who is already mated while the other two play on:
    // it leaves the game now, as it would have after the mating move (VI-8).
    eliminate_mated(pos);
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
                .is_some_and(|p| p.player == player && p.kind == kind && !p.promoted)
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
    debug_assert!(royal::only_royal(pos, KING));
    pos.royals & pos.by_player[p]
}

/// Whether a Royalist is still in the game (it has its king).
pub fn royalist_in(pos: &Position, p: Player) -> bool {
    !kings(pos, p).is_empty()
}

/// Whether a piece is a Republican-only unit (`VI-5`).
#[inline]
fn republican_only(p: Piece) -> bool {
    p.promoted
}

/// Whether a piece is an ordinary (unpromoted, unconverted) pawn (`VI-4`).
#[inline]
fn ordinary_pawn(p: Piece) -> bool {
    p.kind == PAWN && !p.promoted
}

/// Whether a piece is an unpromoted pawn: an ordinary pawn or a Republican-only pawn that
/// captured a piece of its own colour, not a promoted piece. Capturing one gives the
/// Republican its instant reply (`VI-3`, **\[decided\]** any unpromoted pawn counts).
#[inline]
fn unpromoted_pawn(p: Piece) -> bool {
    p.kind == PAWN
}

/// Whether a piece is one of a Royalist's own pieces (not a pawn, not Republican-only).
#[inline]
fn royalist_piece(p: Piece) -> bool {
    p.kind != PAWN && !p.promoted
}

/// Whether the Republican still has a unit (`VI-8`).
pub fn republican_in(pos: &Position) -> bool {
    pos.occupied
        .iter()
        .any(|s| pos.board[s.index()].is_some_and(|p| ordinary_pawn(p) || republican_only(p)))
}

/// Whether `player` may move the unit `p` (`VI-4`, `VI-5`).
fn movable_by(player: Player, p: Piece) -> bool {
    if player == REPUBLICAN {
        ordinary_pawn(p) || republican_only(p)
    } else {
        p.player == player && !republican_only(p)
    }
}

/// Whether `mover` (moving unit `p`) may capture `q` (`VI-4` … `VI-7`).
fn may_take(mover: Player, p: Piece, q: Piece) -> bool {
    if q.kind == KING {
        return false; // VI-7: no move ever captures a king.
    }
    if mover == REPUBLICAN || p.kind == PAWN {
        // Pawns, whoever moves them, and Republican-only units take only Royalist pieces;
        // a Royalist's pawn only those of the other Royalist.
        royalist_piece(q) && (mover == REPUBLICAN || q.player != p.player)
    } else {
        // A Royalist's piece: the other Royalist's pieces and pawns, and any Republican-only
        // unit.
        republican_only(q) || q.player != p.player
    }
}

/// Whether `player`'s king is in check (`VI-7`): some unit the other two players could use
/// could capture it, the king's own colour's pawns included.
pub(crate) fn in_check(pos: &Position, player: Player) -> bool {
    let Some(king) = kings(pos, player).first() else {
        return false;
    };
    let t = pos.rules.tables();
    (pos.occupied & t.reached_from(king)).iter().any(|s| {
        pos.board[s.index()].is_some_and(|p| {
            let (kind, o) = (p.kind.index(), royal::orient(p.player));
            !(p.player == player && royalist_piece(p))
                && t.reach(kind, o, s).contains(king)
                && t.attacks(kind, o, s, &pos.occupied).contains(king)
        })
    })
}

/// The promotions still open (`VI-6`: at most four promoted pieces of a kind).
fn open_promotions(pos: &Position) -> ([Kind; 4], usize) {
    let mut counts = [0usize; 6];
    debug_assert!(
        pos.promoted
            == pos
                .occupied
                .iter()
                .filter(|s| pos.board[s.index()].is_some_and(|p| p.promoted))
                .collect()
    );
    for s in pos.promoted {
        if let Some(p) = pos.board[s.index()] {
            if p.promoted && p.kind != PAWN {
                counts[p.kind.index()] += 1;
            }
        }
    }
    let mut kinds = [QUEEN; 4];
    let mut n = 0;
    for k in PROMOTIONS {
        if counts[k.index()] < MAX_PROMOTED_OF_A_KIND {
            kinds[n] = k;
            n += 1;
        }
    }
    (kinds, n)
}

/// Moves of the units the player to move may use, before the check test.
fn pseudo_legal(pos: &Position, list: &mut MoveList) {
    let me = pos.turn;
    let (kinds, n) = open_promotions(pos);
    let promotion = Promotion {
        kinds: &kinds[..n],
        compulsory: true,
    };
    let take = |p: Piece, q: Piece| may_take(me, p, q);
    for from in pos.occupied {
        let Some(p) = pos.board[from.index()] else {
            continue;
        };
        if !movable_by(me, p) {
            continue;
        }
        let start_rank = if p.player == Player::WHITE { 1 } else { 6 };
        let initial = p.kind == PAWN && from.rank() == start_rank;
        royal::piece_moves_with(pos, from, &promotion, initial, &take, list);
    }
    if me != REPUBLICAN {
        castling_moves(pos, list);
    }
}

/// FIDE castling with the `VI-7` attack test (`e1g1`, `e1c1`).
fn castling_moves(pos: &Position, list: &mut MoveList) {
    let me = pos.turn;
    let rank = if me == Player::WHITE { 0 } else { 7 };
    let king = Square::new(4, rank);
    if (pos.castling_rights & pos.by_player[me]).is_empty() || in_check(pos, me) {
        return;
    }
    for (rook_file, between, crossed, to) in [
        (7u8, &[5u8, 6][..], [5u8, 6], 6u8),
        (0, &[1, 2, 3][..], [3, 2], 2),
    ] {
        let rook = Square::new(rook_file, rank);
        if !pos.castling_rights.contains(rook)
            || between
                .iter()
                .any(|&f| pos.occupied.contains(Square::new(f, rank)))
        {
            continue;
        }
        let safe = crossed.iter().all(|&f| {
            let mut probe = pos.clone();
            if let Some(k) = probe.take(king) {
                probe.put(Square::new(f, rank), k);
            }
            !in_check(&probe, me)
        });
        if safe {
            list.push(Move::Normal {
                from: king,
                to: Square::new(to, rank),
                promotion: None,
            });
        }
    }
}

/// The legal moves (`VI-2` … `VI-7`).
pub(crate) fn generate(pos: &Position, list: &mut MoveList) {
    if game_over(pos).is_some() {
        return;
    }
    let me = pos.turn;
    let mut pseudo = MoveList::new();
    pseudo_legal(pos, &mut pseudo);
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
        if move_leaves_king_safe(pos, m) {
            list.push(*m);
        }
    }
}

/// The search's candidates ([`Position::candidate_moves_into`]): a Royalist's moves before
/// the check test (`true`: [`move_leaves_king_safe`] is asked of the moves searched), the
/// Republican's legal moves (it has no king), nothing once the game is over.
pub(crate) fn candidates(pos: &Position, list: &mut MoveList) -> bool {
    if pos.turn == REPUBLICAN || game_over(pos).is_some() {
        generate(pos, list);
        return false;
    }
    pseudo_legal(pos, list);
    true
}

/// Whether a Royalist's pseudo-legal move `m` leaves its king out of check (`VI-7`): the
/// test [`generate`] makes of every move.
pub(crate) fn move_leaves_king_safe(pos: &Position, m: &Move) -> bool {
    let mut next = pos.clone();
    apply(&mut next, m);
    !in_check(&next, pos.turn)
}

/// The board part of a move: castling, captures with their conversions (`VI-5`),
/// promotion, castling rights and the clocks. The turn is not changed.
fn apply(pos: &mut Position, m: &Move) -> Option<Piece> {
    let Move::Normal {
        from,
        to,
        promotion,
    } = *m
    else {
        return None;
    };
    let mover = pos.turn;
    let mut p = pos.take(from)?;
    let captured = pos.take(to);
    if p.kind == KING && from.file().abs_diff(to.file()) == 2 {
        let rank = from.rank();
        let (rf, rt) = if to.file() == 6 { (7, 5) } else { (0, 3) };
        if let Some(r) = pos.take(Square::new(rf, rank)) {
            pos.put(Square::new(rt, rank), r);
        }
    }
    if let Some(q) = captured {
        // VI-5: a pawn moved by the Republican that takes a piece of its own colour
        // becomes Republican-only.
        if mover == REPUBLICAN && p.kind == PAWN && q.player == p.player {
            p.promoted = true;
        }
    }
    if let Some(k) = promotion {
        p.kind = k;
        p.promoted = true; // VI-5: every promoted pawn is Republican-only.
    }
    pos.put(to, p);
    if p.kind == KING && !p.promoted {
        let rank = if p.player == Player::WHITE { 0 } else { 7 };
        pos.castling_rights.remove(Square::new(0, rank));
        pos.castling_rights.remove(Square::new(7, rank));
    }
    pos.castling_rights.remove(from);
    pos.castling_rights.remove(to);
    let pawn_move = pos.rules.kind(PAWN).is_pawn && (p.kind == PAWN || promotion.is_some());
    pos.halfmove_clock = if captured.is_some() || pawn_move {
        0
    } else {
        pos.halfmove_clock + 1
    };
    captured
}

/// Plays a legal move: the board, then the schedule (`VI-2`, `VI-3`), then any Royalist
/// checkmated by it leaves the game (`VI-8`).
pub(crate) fn play(pos: &mut Position, m: &Move) {
    let mover = pos.turn;
    let captured = apply(pos, m);
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
        let took_pawn = captured.is_some_and(unpromoted_pawn);
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
    if next == Player::WHITE {
        pos.fullmove += 1;
    }
    pos.schedule = s;
    pos.turn = next;
    eliminate_mated(pos);
}

/// `VI-8`: a Royalist to move who is checkmated while the other two still play leaves the
/// game: its pieces leave the board, its pawns stay as units only the Republican moves;
/// then the Republican moves, and the two left alternate.
fn eliminate_mated(pos: &mut Position) {
    let me = pos.turn;
    if me == REPUBLICAN
        || !royalist_in(pos, me.next(2))
        || !republican_in(pos)
        || !in_check(pos, me)
    {
        return;
    }
    let mut list = MoveList::new();
    generate(pos, &mut list);
    if !list.is_empty() {
        return;
    }
    pos.castling_rights = pos.castling_rights - pos.by_player[me];
    for sq in pos.by_player[me] {
        if let Some(mut p) = pos.take(sq) {
            if p.kind == PAWN {
                p.promoted = true;
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
fn game_over(pos: &Position) -> Option<Outcome> {
    let w = royalist_in(pos, Player::WHITE);
    let b = royalist_in(pos, Player::BLACK);
    let r = republican_in(pos);
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
pub(crate) fn outcome(pos: &Position) -> Option<Outcome> {
    if let Some(o) = game_over(pos) {
        return Some(o);
    }
    let me = pos.turn;
    if me != REPUBLICAN {
        let mut list = MoveList::new();
        generate(pos, &mut list);
        if list.is_empty() {
            let other = me.next(2);
            let r = republican_in(pos);
            return Some(if in_check(pos, me) {
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
    let players = royalist_in(pos, Player::WHITE) as u32
        + royalist_in(pos, Player::BLACK) as u32
        + republican_in(pos) as u32;
    (pos.halfmove_clock >= 50 * players).then_some(Outcome {
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

/// Why the unit on `sq` cannot be picked up by the player to move: it is not one it moves
/// (`VI-4`, `VI-5`), or it has no legal move. `None` when it has one, or the square is
/// empty.
pub fn pick_refusal(pos: &Position, sq: Square) -> Option<String> {
    let p = pos.board[sq.index()]?;
    let me = pos.turn;
    if !movable_by(me, p) {
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
pub(crate) fn check(pos: &Position, m: &Move) -> Result<(), PlayError> {
    let mut legal = MoveList::new();
    generate(pos, &mut legal);
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
        Move::Drop { .. } => PlayError::Illegal("nothing is dropped in Vimes Chess".into()),
        Move::Normal {
            from,
            to,
            promotion,
        } => match pos.board[from.index()] {
            None => PlayError::Illegal(format!("there is no piece on {from}")),
            Some(p) if !movable_by(me, p) => PlayError::Illegal(not_movable_by(me, p, from)),
            Some(p) => match pos.board[to.index()] {
                Some(q) if q.kind == KING => {
                    PlayError::Illegal("no move ever captures a king".into())
                }
                Some(q) if p.kind == PAWN && q.kind == PAWN => {
                    PlayError::Illegal("no pawn captures a pawn".into())
                }
                Some(q) if republican_only(q) && (p.kind == PAWN || republican_only(p)) => {
                    PlayError::Illegal(format!(
                        "the Republican-only unit on {to} can be taken only by a Royalist piece"
                    ))
                }
                Some(q) if me == REPUBLICAN && ordinary_pawn(q) => PlayError::Illegal(format!(
                    "the pawn on {to} is one of the Republican's own units"
                )),
                _ => {
                    if p.kind == PAWN && (to.rank() == 0 || to.rank() == 7) {
                        if let Some(k) = promotion {
                            let (kinds, n) = open_promotions(pos);
                            if !kinds[..n].contains(&k) {
                                return Err(PlayError::Illegal(format!(
                                    "the Republican already holds four promoted {}s",
                                    pos.rules.kind(k).name
                                )));
                            }
                        }
                    }
                    if me == REPUBLICAN {
                        // The shared explanation judges a player's own pieces; the Republican
                        // moves pawns of both colours and units of either colour (`VI-4`).
                        let name = &pos.rules.kind(p.kind).name;
                        let reaches = legal.iter().any(|l| {
                            matches!(*l, Move::Normal { from: f, to: t, .. } if f == from && t == to)
                        });
                        return Err(PlayError::Illegal(if reaches {
                            format!("the {name} must promote on {to}")
                        } else {
                            format!("a {name} cannot go from {from} to {to}")
                        }));
                    }
                    let (kinds, n) = open_promotions(pos);
                    royal::explain(
                        pos,
                        from,
                        to,
                        promotion,
                        &Promotion {
                            kinds: &kinds[..n],
                            compulsory: true,
                        },
                    )
                }
            },
        },
    })
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

/// Vimes Chess's rule hooks ([`GameRules`]).
#[derive(Debug)]
pub(crate) struct Vimes;

impl GameRules for Vimes {
    fn variant(&self) -> Variant {
        Variant::Vimes
    }
    fn start_fen(&self, _settings: &Settings) -> Result<String, PositionError> {
        Ok(START_FEN.to_string())
    }
    fn build(&self, _settings: &Settings, setup: &Setup) -> Result<Rules, PositionError> {
        rules(setup)
    }
    /// `VI-1`: two Royalists and the Republican.
    fn player_count(&self) -> u8 {
        3
    }
    fn has_turn_extra(&self) -> bool {
        true
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
    /// Judged on the board before a mated Royalist's pieces leave it (`VI-8`).
    #[inline]
    fn legal_before(&self, pos: &Position, m: &Move) -> bool {
        move_leaves_king_safe(pos, m)
    }
    #[inline]
    fn legal_after(&self, _after: &Position, _mover: Player) -> bool {
        true
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
    fn turn_extra(&self, pos: &Position) -> String {
        turn_extra(pos)
    }
    fn castling_fen(&self, pos: &Position) -> String {
        castling_fen(pos)
    }
    /// Fifty moves of each player still in (`SH-3`, `VI-8`).
    fn move_count_draw(&self, pos: &Position) -> bool {
        let players = royalist_in(pos, Player::WHITE) as u32
            + royalist_in(pos, Player::BLACK) as u32
            + republican_in(pos) as u32;
        pos.halfmove_clock() >= 50 * players
    }
    fn out_of_game(&self, pos: &Position, player: Player) -> bool {
        if player == REPUBLICAN {
            !republican_in(pos)
        } else {
            !royalist_in(pos, player)
        }
    }
    fn search_style(&self) -> SearchStyle {
        SearchStyle {
            eval: EvalKind::Paranoid,
            prune: false,
            // K Q R B N P: FIDE pieces.
            values: &[0, 900, 500, 330, 320, 100],
            ..SearchStyle::default()
        }
    }
    fn pick_refusal(&self, pos: &Position, sq: Square) -> Option<String> {
        pick_refusal(pos, sq)
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
        pos.piece_at(sq).is_some_and(|p| p.promoted)
    }
    fn result_words(&self, pos: &Position, outcome: &Outcome) -> String {
        result_words(pos, outcome)
    }
}
