//! Chessence (Jim Winslow, 1989): men that move by their neighbours, `CE-1` … `CE-8`.
//!
//! Kings never move and attack nothing. A man has no movement of its own: it moves as a
//! rook while orthogonally next to a friendly man, as a bishop while diagonally next to one,
//! as a knight while a knight's move from one, and these powers add up. Instead of moving a
//! player may drop a man from hand onto one of its own six starting squares. A player with
//! no legal move or drop loses, checkmated or stalemated alike.

use crate::fen::Setup;
use crate::variants::{EvalKind, GameRules, SearchStyle};
use crate::{
    EndReason, Geometry, Kind, Move, MoveList, Outcome, PlayError, Player, Position, PositionError,
    Rules, Settings, Square, SquareSet, Variant,
};

/// The starting position (`CE-1`, `CE-2`): holes a2 b3 d4 e5 b5 c6 e7 f8, three men in
/// each hand.
pub const START_FEN: &str = "kp4/ppp2*/1pp1*1/2*3/1*2*1/3*2/1*1PP1/*2PPP/4PK[PPPppp] w - - 0 1";

/// The king's kind.
pub const KING: Kind = Kind(0);
/// The man's kind (`P` in FEN).
pub const MAN: Kind = Kind(1);

/// A knight's eight leaps as (file, rank) steps: the knight power's moves and partners.
const KNIGHT_LEAPS: [(i32, i32); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];

/// The holes of `CE-1`.
fn holes() -> SquareSet {
    ["a2", "b3", "d4", "e5", "b5", "c6", "e7", "f8"]
        .iter()
        .filter_map(|s| s.parse::<Square>().ok())
        .collect()
}

/// The six starting squares of a player's men, where it may drop (`CE-2`, `CE-5`).
pub fn home_squares(player: Player) -> SquareSet {
    // (file, rank) from 0: e1 d2 e2 f2 d3 e3, and b9 a8 b8 c8 b7 c7.
    const WHITE: [(u8, u8); 6] = [(4, 0), (3, 1), (4, 1), (5, 1), (3, 2), (4, 2)];
    const BLACK: [(u8, u8); 6] = [(1, 8), (0, 7), (1, 7), (2, 7), (1, 6), (2, 6)];
    const fn set(squares: [(u8, u8); 6]) -> SquareSet {
        let mut s = SquareSet::EMPTY;
        let mut i = 0;
        while i < 6 {
            s.insert(Square::new(squares[i].0, squares[i].1));
            i += 1;
        }
        s
    }
    const HOMES: [SquareSet; 2] = [set(WHITE), set(BLACK)];
    HOMES[(player != Player::WHITE) as usize]
}

/// Its pieces, as its built-in definition says them (`builtin_text("chessence")`): a king
/// and men with no moves of their own (`CE-3`, `CE-4`).
pub(crate) const KINDS: &[super::KindSpec] = &[
    super::KindSpec('K', "king", "", true, false),
    super::KindSpec('P', "man", "", false, false),
];

/// The rules of Chessence for a setup on its board (`CE-1`).
pub(crate) fn rules(setup: &Setup) -> Result<Rules, PositionError> {
    if setup.width != 6 || setup.height != 9 || setup.holes != holes() {
        return Err(PositionError::Invalid(
            "Chessence is played on 6×9 with holes a2 b3 d4 e5 b5 c6 e7 f8".into(),
        ));
    }
    let g = Geometry::new(6, 9, holes())?;
    let kinds = super::builtin_kinds(KINDS)?;
    Ok(Rules::build(&Chessence, g, kinds))
}

/// What a Chessence position must satisfy: one king each, no castling or en passant.
pub(crate) fn validate(pos: &Position, setup: &Setup) -> Result<(), PositionError> {
    if setup.castling != "-" || setup.en_passant != "-" {
        return Err(PositionError::Invalid(
            "Chessence has no castling or en passant: use '- -'".into(),
        ));
    }
    for p in [Player::WHITE, Player::BLACK] {
        let kings = kings_of(pos, p).count();
        if kings != 1 {
            return Err(PositionError::Invalid(format!(
                "{} must have exactly one king, not {kings}",
                p.name()
            )));
        }
        if pos.hands[p].has(KING) {
            return Err(PositionError::Invalid("kings cannot be in hand".into()));
        }
    }
    Ok(())
}

/// Chessence's 6×9 board packed into 64 bits, `rank * 6 + file`, for the move
/// generation, the check test and the evaluation, which look at every man's powers at every
/// node: the powers of all men at once by shifting, a rider's reach by the first blocker on
/// each ray (rays stop before a hole, `SH-1`).
pub(crate) mod compact {
    use crate::{Square, SquareSet};
    use std::sync::OnceLock;

    /// Files of the board.
    const W: u32 = 6;
    /// Ranks of the board.
    const H: u32 = 9;
    /// Every square of the 6×9 rectangle.
    const ALL: u64 = (1 << (W * H)) - 1;
    const FILE_A: u64 = 0x0041_0410_4104_1041 & ALL;
    const FILE_F: u64 = FILE_A << 5;

    /// Rays by square and direction (four increasing the index first), and knight leaps.
    struct Tables {
        rays: [[u64; 8]; 54],
        knight: [u64; 54],
    }

    /// The eight directions as (file, rank) steps; the first four increase the index.
    const DIRS: [(i32, i32); 8] = [
        (1, 0),
        (0, 1),
        (1, 1),
        (-1, 1),
        (-1, 0),
        (0, -1),
        (-1, -1),
        (1, -1),
    ];

    fn tables() -> &'static Tables {
        static T: OnceLock<Tables> = OnceLock::new();
        T.get_or_init(|| {
            let holes = pack(super::holes());
            let mut t = Tables {
                rays: [[0; 8]; 54],
                knight: [0; 54],
            };
            for sq in 0..54i32 {
                let (f, r) = (sq % W as i32, sq / W as i32);
                for (d, &(df, dr)) in DIRS.iter().enumerate() {
                    let (mut x, mut y) = (f + df, r + dr);
                    while (0..W as i32).contains(&x) && (0..H as i32).contains(&y) {
                        let bit = 1u64 << (y * W as i32 + x);
                        if holes & bit != 0 {
                            break;
                        }
                        t.rays[sq as usize][d] |= bit;
                        x += df;
                        y += dr;
                    }
                }
                for (df, dr) in super::KNIGHT_LEAPS {
                    let (x, y) = (f + df, r + dr);
                    if (0..W as i32).contains(&x) && (0..H as i32).contains(&y) {
                        t.knight[sq as usize] |= 1u64 << (y * W as i32 + x);
                    }
                }
                t.knight[sq as usize] &= !holes;
            }
            t
        })
    }

    /// The packed index of a square of the board.
    #[inline]
    pub(crate) fn index(sq: Square) -> u32 {
        sq.rank() as u32 * W + sq.file() as u32
    }

    /// The square of a packed index.
    #[inline]
    pub(crate) fn square(i: u32) -> Square {
        Square::new((i % W) as u8, (i / W) as u8)
    }

    /// A set of squares of the board, packed.
    #[inline]
    pub(crate) fn pack(s: SquareSet) -> u64 {
        let mut b = 0;
        for r in 0..H {
            b |= ((s.0[(r >> 2) as usize] >> ((r & 3) * 16)) & 0x3f) << (r * W);
        }
        b
    }

    /// A packed set as a set of squares.
    #[cfg(test)]
    pub(crate) fn unpack(b: u64) -> SquareSet {
        let mut s = SquareSet::EMPTY;
        for r in 0..H {
            s.0[(r >> 2) as usize] |= ((b >> (r * W)) & 0x3f) << ((r & 3) * 16);
        }
        s
    }

    #[inline]
    fn east(b: u64) -> u64 {
        (b & !FILE_F) << 1
    }
    #[inline]
    fn west(b: u64) -> u64 {
        (b & !FILE_A) >> 1
    }
    #[inline]
    fn north(b: u64) -> u64 {
        (b << W) & ALL
    }
    #[inline]
    fn south(b: u64) -> u64 {
        b >> W
    }

    /// Which of `men` have the rook, bishop and knight powers (`CE-4`): a friendly man
    /// orthogonally next to it, diagonally next to it, a knight's move away.
    #[inline]
    pub(crate) fn powers(men: u64) -> (u64, u64, u64) {
        let (e, w) = (east(men), west(men));
        let orth = e | w | north(men) | south(men);
        let diag = north(e | w) | south(e | w);
        let (e2, w2) = (east(e), west(w));
        let knight = north(north(e | w)) | south(south(e | w)) | north(e2 | w2) | south(e2 | w2);
        (men & orth, men & diag, men & knight)
    }

    /// The squares a rider reaches from `sq` along the directions `dirs`, stopping at the
    /// first occupied square (included).
    #[inline]
    fn ride(t: &Tables, sq: usize, dirs: [usize; 4], occ: u64) -> u64 {
        let mut a = 0;
        for d in dirs {
            let ray = t.rays[sq][d];
            let blockers = ray & occ;
            a |= if blockers == 0 {
                ray
            } else if d < 4 {
                ray & !t.rays[blockers.trailing_zeros() as usize][d]
            } else {
                ray & !t.rays[63 - blockers.leading_zeros() as usize][d]
            };
        }
        a
    }

    /// Rook lines from `sq`.
    #[inline]
    pub(crate) fn rook(sq: u32, occ: u64) -> u64 {
        ride(tables(), sq as usize, [0, 1, 4, 5], occ)
    }

    /// Bishop lines from `sq`.
    #[inline]
    pub(crate) fn bishop(sq: u32, occ: u64) -> u64 {
        ride(tables(), sq as usize, [2, 3, 6, 7], occ)
    }

    /// Knight leaps from `sq`.
    #[inline]
    pub(crate) fn knight(sq: u32) -> u64 {
        tables().knight[sq as usize]
    }

    /// Every square a man on `sq` could move to or capture on with the powers of the
    /// sets from [`powers`] (the squares of friendly pieces included).
    #[inline]
    pub(crate) fn reach(sq: u32, powers: (u64, u64, u64), occ: u64) -> u64 {
        let bit = 1u64 << sq;
        let mut a = 0;
        if powers.0 & bit != 0 {
            a |= rook(sq, occ);
        }
        if powers.1 & bit != 0 {
            a |= bishop(sq, occ);
        }
        if powers.2 & bit != 0 {
            a |= knight(sq);
        }
        a
    }
}

fn kings_of(pos: &Position, p: Player) -> SquareSet {
    pos.by_player[p]
        .iter()
        .filter(|&s| pos.board[s.index()].is_some_and(|x| x.kind == KING))
        .collect()
}

/// A player's men and king on the packed board ([`compact`]).
pub(crate) fn army(pos: &Position, p: Player) -> (u64, Option<Square>) {
    let own = pos.by_player[p];
    // CE-3: the king is the only royal piece.
    debug_assert!(crate::royal::only_royal(pos, KING));
    let king = crate::royal::king_square(pos, p);
    let mut men = compact::pack(own);
    if let Some(k) = king {
        men &= !(1u64 << compact::index(k));
    }
    (men, king)
}

/// `CE-6`: whether `player`'s king could be reached by an enemy man with its powers now.
/// Rook, bishop and knight lines are symmetric, so the lines are walked from the king.
pub(crate) fn in_check(pos: &Position, player: Player) -> bool {
    // The king is Chessence's only royal kind.
    debug_assert!(crate::royal::only_royal(pos, KING));
    let Some(king) = crate::royal::king_square(pos, player) else {
        return false;
    };
    let (men, _) = army(pos, player.next(2));
    let (r, b, n) = compact::powers(men);
    let k = compact::index(king);
    if compact::knight(k) & n != 0 {
        return true;
    }
    let occ = compact::pack(pos.occupied);
    compact::rook(k, occ) & r != 0 || compact::bishop(k, occ) & b != 0
}

/// Moves and drops before the check test.
fn pseudo_legal(pos: &Position, list: &mut MoveList) {
    let me = pos.turn;
    let (men, _) = army(pos, me);
    let (enemy_men, _) = army(pos, me.next(2));
    let occ = compact::pack(pos.occupied);
    let powers = compact::powers(men);
    // CE-4: men move onto empty squares or capture enemy men; kings are never taken.
    let open = !occ | enemy_men;
    let mut movers = powers.0 | powers.1 | powers.2;
    while movers != 0 {
        let f = movers.trailing_zeros();
        movers &= movers - 1;
        let from = compact::square(f);
        let mut targets = compact::reach(f, powers, occ) & open;
        while targets != 0 {
            let t = targets.trailing_zeros();
            targets &= targets - 1;
            list.push(Move::Normal {
                from,
                to: compact::square(t),
                promotion: None,
            });
        }
    }
    // CE-5: a drop from hand onto an empty home square.
    if pos.hands[me].has(MAN) {
        for to in home_squares(me) - pos.occupied {
            list.push(Move::Drop { kind: MAN, to });
        }
    }
}

/// The legal moves: those that leave the mover's king unattacked, powers recomputed
/// after the move (`CE-6`).
/// For the search: the moves and drops that may be legal, into `list`, each to be checked
/// once played (`CE-6`: powers are recomputed after the move).
pub(crate) fn candidates(pos: &Position, list: &mut MoveList) -> bool {
    pseudo_legal(pos, list);
    true
}

pub(crate) fn generate(pos: &Position, list: &mut MoveList) {
    let mut pseudo = MoveList::new();
    pseudo_legal(pos, &mut pseudo);
    let me = pos.turn;
    for m in pseudo.iter() {
        let mut next = pos.clone();
        next.play_unchecked(m);
        if !in_check(&next, me) {
            list.push(*m);
        }
    }
}

/// Why a move is refused, if it is.
pub(crate) fn check(pos: &Position, m: &Move) -> Result<(), PlayError> {
    let mut legal = MoveList::new();
    generate(pos, &mut legal);
    if legal.contains(m) {
        return Ok(());
    }
    let me = pos.turn;
    Err(match *m {
        Move::Pass => PlayError::Illegal("passing is not allowed".into()),
        Move::Walled { .. } => PlayError::Illegal("this game places no walls".into()),
        Move::Gated { .. } => PlayError::Illegal("this game has no gating".into()),
        Move::DropPromoted { .. } => PlayError::Illegal("this game drops no piece promoted".into()),
        Move::Drop { kind, to } => {
            if kind != MAN {
                PlayError::Illegal("only men are dropped".into())
            } else if !pos.hands[me].has(MAN) {
                PlayError::NotInHand("man".into())
            } else if pos.rules.geometry().is_hole(to) {
                PlayError::Hole(to)
            } else if pos.occupied.contains(to) {
                PlayError::Occupied(to)
            } else if !home_squares(me).contains(to) {
                PlayError::Illegal(format!(
                    "men are dropped only on your six starting squares, not {to}"
                ))
            } else {
                PlayError::Illegal("that drop leaves your king in check".into())
            }
        }
        Move::Normal {
            from,
            to,
            promotion,
        } => match pos.board[from.index()] {
            None => PlayError::Illegal(format!("there is no piece on {from}")),
            Some(p) if p.player != me => {
                PlayError::Illegal(format!("the piece on {from} is not yours"))
            }
            Some(p) if p.kind == KING => PlayError::Illegal("kings never move in Chessence".into()),
            Some(_) if promotion.is_some() => PlayError::Illegal("men do not promote".into()),
            Some(_) => {
                let (men, _) = army(pos, me);
                let powers = compact::powers(men);
                let occ = compact::pack(pos.occupied);
                let f = compact::index(from);
                if compact::reach(f, powers, occ) & (1 << compact::index(to)) == 0 {
                    if (powers.0 | powers.1 | powers.2) & (1 << f) == 0 {
                        PlayError::Illegal(format!(
                            "the man on {from} has no friendly man to give it a power"
                        ))
                    } else {
                        PlayError::Illegal(format!(
                            "the man on {from} cannot reach {to} with its powers"
                        ))
                    }
                } else if pos.occupied.contains(to) {
                    PlayError::Illegal(format!("{to} cannot be captured"))
                } else {
                    PlayError::Illegal("that move leaves your king in check".into())
                }
            }
        },
    })
}

/// `CE-7`, `CE-8`: no legal move loses; fifty moves by each side without a capture or a
/// drop draw (threefold repetition needs the game's history, see the game record).
pub(crate) fn outcome(pos: &Position) -> Option<Outcome> {
    let mut list = MoveList::new();
    generate(pos, &mut list);
    if list.is_empty() {
        let reason = if in_check(pos, pos.turn) {
            EndReason::Checkmate
        } else {
            EndReason::Stalemate
        };
        return Some(Outcome {
            winner: Some(pos.turn.next(2)),
            reason,
        });
    }
    (pos.halfmove_clock >= 100).then_some(Outcome {
        winner: None,
        reason: EndReason::FiftyMoves,
    })
}

/// Chessence's rule hooks ([`GameRules`]).
#[derive(Debug)]
pub(crate) struct Chessence;

impl GameRules for Chessence {
    fn variant(&self) -> Variant {
        Variant::Chessence
    }
    fn start_fen(&self, _settings: &Settings) -> Result<String, PositionError> {
        Ok(START_FEN.to_string())
    }
    fn build(&self, _settings: &Settings, setup: &Setup) -> Result<Rules, PositionError> {
        rules(setup)
    }
    fn has_hands(&self) -> bool {
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
    fn check(&self, pos: &Position, m: &Move) -> Result<(), PlayError> {
        check(pos, m)
    }
    #[inline]
    fn in_check(&self, pos: &Position, player: Player) -> bool {
        in_check(pos, player)
    }
    fn outcome(&self, pos: &Position) -> Option<Outcome> {
        outcome(pos)
    }
    fn search_style(&self) -> SearchStyle {
        SearchStyle {
            eval: EvalKind::Chessence,
            extend_checks: false,
            static_cut: false,
            // King, man.
            values: &[0, 100],
            ..SearchStyle::default()
        }
    }
}

/// `x-chessencePowers` (KEYS.md) in a definition: Chessence's men (`CE-4`, `CE-6`) on the
/// definition's board, with its army and keys. A man is a piece that is neither royal nor
/// has moves of its own (`customPiece1 = p:`): it moves as a rook while orthogonally next
/// to a friendly man, as a bishop while diagonally next to one, as a knight while a
/// knight's move from one, and the powers add up (rook and bishop lines stop at the first
/// piece and before a hole, `SH-1`). A king is in check when an enemy man could move onto
/// it with its powers as they stand, as well as by the definition's other pieces. The rest
/// (other pieces, drops, promotion, how the game ends) is the generic defined game's.
/// The built-in game keeps its packed 6×9 board ([`compact`]) for speed.
pub(crate) mod powers {
    use super::super::defined::{self, DEFINED};
    use crate::definition::Definition;
    use crate::variants::GameRules;
    use crate::{
        Move, MoveList, Outcome, PlayError, Player, Position, PositionError, Square, SquareSet,
    };

    const ORTH: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
    const DIAG: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
    const KNIGHT: [(i32, i32); 8] = super::KNIGHT_LEAPS;

    /// Whether a definition with `x-chessencePowers` can be played: it needs a man.
    pub(crate) fn fits_definition(def: &Definition) -> Result<(), PositionError> {
        if def.pieces.iter().any(|p| !p.royal && p.betza.is_empty()) {
            return Ok(());
        }
        Err(PositionError::Invalid(format!(
            "{} uses x-chessencePowers (Chessence), whose men are pieces without moves of \
             their own: define one, e.g. customPiece1 = m:",
            def.name
        )))
    }

    /// The kinds of men (neither royal nor with moves of their own), as a mask by kind.
    fn man_kinds(pos: &Position) -> u32 {
        pos.rules
            .kinds()
            .iter()
            .enumerate()
            .filter(|(_, k)| !k.is_royal && k.movement.components.is_empty())
            .fold(0, |mask, (i, _)| mask | 1 << i)
    }

    /// `player`'s men on the board.
    fn men_of(pos: &Position, player: Player, kinds: u32) -> SquareSet {
        pos.by_player[player]
            .iter()
            .filter(|s| pos.board[s.index()].is_some_and(|p| kinds >> p.kind.0 & 1 == 1))
            .collect()
    }

    /// The powers (rook, bishop, knight) of a man on `sq` among the friendly `men`.
    fn powers_of(pos: &Position, sq: Square, men: SquareSet) -> [bool; 3] {
        let g = pos.rules.geometry();
        let near = |steps: &[(i32, i32)]| {
            steps.iter().any(|&(df, dr)| {
                sq.offset(df, dr, g.width(), g.height())
                    .is_some_and(|s| men.contains(s))
            })
        };
        [near(&ORTH), near(&DIAG), near(&KNIGHT)]
    }

    /// Every square a man on `from` reaches with `powers`, the first piece on a line
    /// included.
    fn reach(pos: &Position, from: Square, powers: [bool; 3]) -> SquareSet {
        let g = pos.rules.geometry();
        let (w, h) = (g.width(), g.height());
        let mut out = SquareSet::EMPTY;
        for (on, dirs) in [(powers[0], &ORTH), (powers[1], &DIAG)] {
            for &(df, dr) in dirs.iter().filter(|_| on) {
                let mut at = from;
                while let Some(to) = at.offset(df, dr, w, h).filter(|&t| !g.is_hole(t)) {
                    out.insert(to);
                    if pos.occupied.contains(to) {
                        break;
                    }
                    at = to;
                }
            }
        }
        for &(df, dr) in KNIGHT.iter().filter(|_| powers[2]) {
            if let Some(to) = from.offset(df, dr, w, h).filter(|&t| !g.is_hole(t)) {
                out.insert(to);
            }
        }
        out
    }

    /// `CE-6` with the definition's other pieces: whether a royal piece of `player` is
    /// attacked by an enemy piece's moves or reached by an enemy man with its powers.
    pub(crate) fn in_check(pos: &Position, player: Player) -> bool {
        if !defined::has_check(pos) {
            return false;
        }
        if defined::in_check(pos, player) {
            return true;
        }
        let royals = pos.royals & pos.by_player[player];
        let men = men_of(pos, player.next(2), man_kinds(pos));
        men.iter()
            .any(|m| !(reach(pos, m, powers_of(pos, m, men)) & royals).is_empty())
    }

    /// The moves before the check test: the defined game's, and the men's by their powers.
    fn pseudo_legal(pos: &Position, list: &mut MoveList) {
        defined::pseudo_legal(pos, list);
        let me = pos.turn;
        let takes_royal = !defined::has_check(pos);
        let men = men_of(pos, me, man_kinds(pos));
        for from in men {
            let Some(p) = pos.board[from.index()] else {
                continue;
            };
            for to in reach(pos, from, powers_of(pos, from, men)) {
                let open = match pos.board[to.index()] {
                    None => true,
                    Some(q) => q.player != me && (takes_royal || !pos.royals.contains(to)),
                };
                if open {
                    defined::push_move(pos, p, from, to, list);
                }
            }
        }
    }

    /// The legal moves: each played out, powers worked out again after it (`CE-6`).
    fn generate(pos: &Position, list: &mut MoveList) {
        if defined::immediate_end(pos).is_some() {
            return;
        }
        let mut pseudo = MoveList::new();
        pseudo_legal(pos, &mut pseudo);
        crate::royal::keep_legal_by(pos, &pseudo, list, in_check);
    }

    /// Why a move is refused: a man's in Chessence's words, any other the defined game's.
    fn check(pos: &Position, m: &Move) -> Result<(), PlayError> {
        let mut legal = MoveList::new();
        generate(pos, &mut legal);
        if legal.contains(m) {
            return Ok(());
        }
        let me = pos.turn;
        let kinds = man_kinds(pos);
        let man = match *m {
            Move::Normal { from, .. } => pos.board[from.index()]
                .filter(|p| p.player == me && kinds >> p.kind.0 & 1 == 1)
                .map(|_| from),
            _ => None,
        };
        let (Some(from), Move::Normal { to, .. }) = (man, *m) else {
            // Not a man's: the defined game's moves, whose words say why (a move it
            // allows is refused here only for a man's attack on the king).
            return Err(if pseudo_contains(pos, m) {
                PlayError::Illegal("that move leaves your king in check".into())
            } else {
                defined::explain(pos, m)
            });
        };
        let men = men_of(pos, me, kinds);
        let powers = powers_of(pos, from, men);
        Err(PlayError::Illegal(if powers == [false; 3] {
            format!("the man on {from} has no friendly man to give it a power")
        } else if !reach(pos, from, powers).contains(to) {
            format!("the man on {from} cannot reach {to} with its powers")
        } else if pseudo_contains(pos, m) {
            "that move leaves your king in check".into()
        } else {
            format!("{to} cannot be taken")
        }))
    }

    fn pseudo_contains(pos: &Position, m: &Move) -> bool {
        let mut pseudo = MoveList::new();
        pseudo_legal(pos, &mut pseudo);
        pseudo.contains(m)
    }

    /// The hooks of a definition with `x-chessencePowers`: the defined game's, but for
    /// the moves, check and the end (which ask the men's powers).
    #[derive(Debug)]
    pub(crate) struct Powers;

    impl GameRules for Powers {
        crate::variants::defined::as_the_defined_game!();
        fn validate(
            &self,
            pos: &mut Position,
            setup: &crate::fen::Setup,
        ) -> Result<(), PositionError> {
            DEFINED.validate(pos, setup)?;
            let them = pos.turn.next(2);
            if in_check(pos, them) {
                return Err(PositionError::Invalid(format!(
                    "{} is in check with {} to move",
                    them.title(),
                    pos.turn.title()
                )));
            }
            Ok(())
        }
        fn generate(&self, pos: &Position, list: &mut MoveList) {
            generate(pos, list)
        }
        fn candidates(&self, pos: &Position, list: &mut MoveList) -> bool {
            if defined::immediate_end(pos).is_some() {
                return false;
            }
            pseudo_legal(pos, list);
            defined::has_check(pos)
        }
        fn check(&self, pos: &Position, m: &Move) -> Result<(), PlayError> {
            check(pos, m)
        }
        fn play(&self, pos: &mut Position, m: &Move) {
            DEFINED.play(pos, m)
        }
        fn in_check(&self, pos: &Position, player: Player) -> bool {
            in_check(pos, player)
        }
        fn outcome(&self, pos: &Position) -> Option<Outcome> {
            if let Some(o) = defined::immediate_end(pos) {
                return Some(o);
            }
            let mut legal = MoveList::new();
            generate(pos, &mut legal);
            defined::end_by_keys(pos, legal.is_empty(), in_check(pos, pos.turn))
        }
    }
}

/// The hooks of a definition with `x-chessencePowers` ([`powers`]).
pub(crate) static POWERS: powers::Powers = powers::Powers;

#[cfg(test)]
mod tests {
    use super::compact;
    use crate::{Square, SquareSet};

    fn board() -> impl Iterator<Item = Square> {
        (0..9u8).flat_map(|r| (0..6u8).map(move |f| Square::new(f, r)))
    }

    #[test]
    fn ce_1_packed_board_round_trips_every_square() {
        for sq in board() {
            let one = SquareSet::from_square(sq);
            assert_eq!(compact::pack(one), 1 << compact::index(sq), "{sq}");
            assert_eq!(compact::unpack(compact::pack(one)), one, "{sq}");
            assert_eq!(compact::square(compact::index(sq)), sq);
        }
    }

    /// `CE-4` by its words, square by square: a man has the rook power when a friendly man
    /// is orthogonally next to it, the bishop power diagonally, the knight power a knight's
    /// move away.
    #[test]
    fn ce_4_powers_of_all_men_at_once_match_the_rule_square_by_square() {
        let near = |a: Square, b: Square, steps: &[(i32, i32)]| {
            let (df, dr) = (
                b.file() as i32 - a.file() as i32,
                b.rank() as i32 - a.rank() as i32,
            );
            steps.contains(&(df, dr))
        };
        let orth = [(1, 0), (-1, 0), (0, 1), (0, -1)];
        let diag = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
        let knight = super::KNIGHT_LEAPS;
        let squares: Vec<Square> = board().collect();
        // A few scattered armies, edges and corners included.
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        for _ in 0..300 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let men: Vec<Square> = squares
                .iter()
                .copied()
                .filter(|s| (seed >> (compact::index(*s) % 64)) & 1 == 1)
                .collect();
            let packed = men.iter().fold(0u64, |b, s| b | 1 << compact::index(*s));
            let (r, b, n) = compact::powers(packed);
            for &m in &men {
                let bit = 1u64 << compact::index(m);
                let has = |steps: &[(i32, i32)]| men.iter().any(|&o| near(m, o, steps));
                assert_eq!(r & bit != 0, has(&orth), "rook power of {m}");
                assert_eq!(b & bit != 0, has(&diag), "bishop power of {m}");
                assert_eq!(n & bit != 0, has(&knight), "knight power of {m}");
            }
            assert_eq!((r | b | n) & !packed, 0, "only men have powers");
        }
    }
}
