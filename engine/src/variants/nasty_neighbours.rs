//! Nasty Neighbours, conquer style (Gerd Degens, 2024): nothing leaves the board,
//! `NN-1` … `NN-5`.
//!
//! A 9×8 board whose home ranks interleave both sides' pieces. Every piece is defined by its
//! Betza string alone (`NN-2`): lame dabbaba and alfil riders for the rook, bishop and
//! queen, a two-leap knight rider, a pawn that also captures two squares straight ahead,
//! and a king that castles three squares. A capture conquers (`NN-3`): the captured piece
//! changes colour and is put on the square the capturer came from, so the number of pieces
//! on the board never changes. Legality is judged after that placement (`NN-4`). Mate wins,
//! the stalemated player loses, and a player left with only the king loses (`NN-5`).
//!
//! **\[decided\]** The bare-king rule (`NN-5`) is judged as soon as the position arises, that
//! is right after the move that conquered the player's last piece other than the king. As
//! a move never takes a piece from the mover, the bare player is then always the player to
//! move: the game is over before it moves, and a bare position has no legal move. (In a
//! set-up position where the player *not* to move is bare, that player has lost as well;
//! when both are bare, the player to move is judged first.)

use crate::fen::Setup;
use crate::royal::{self, Promotion};
use crate::variants::{play_plain, EvalKind, GameRules, SearchStyle};
use crate::{
    EndReason, Geometry, Kind, Move, MoveList, Outcome, Piece, PlayError, Player, Position,
    PositionError, Rules, Settings, Square, SquareSet, Variant,
};

/// The starting position (`NN-1`): each side's king, queens, rooks, bishops and knights
/// interleaved with the enemy's on both home ranks, castling rights on both wings.
pub const START_FEN: &str = "rNbQkQbNr/pPpPpPpPp/9/9/9/9/PpPpPpPpP/RnBqKqBnR w KQkq - 0 1";

/// King (`KisO3`: one step any way; castling three squares, `NN-2`).
pub const KING: Kind = Kind(0);
/// Queen (`nD7nA7`).
pub const QUEEN: Kind = Kind(1);
/// Rook (`nD7`: the 2nd, 4th, 6th … square along a rank or file, every square on the way
/// empty).
pub const ROOK: Kind = Kind(2);
/// Bishop (`nA7`: the same along diagonals).
pub const BISHOP: Kind = Kind(3);
/// Knight (`N2`: one or two knight leaps in a line, the second only over an empty square).
pub const KNIGHT: Kind = Kind(4);
/// Pawn (`fWfcnD`: one step forward to move or capture; captures two squares ahead over an
/// empty square).
pub const PAWN: Kind = Kind(5);

/// What a pawn promotes to (`NN-2`), compulsorily.
const PROMOTIONS: [Kind; 4] = [KNIGHT, BISHOP, ROOK, QUEEN];

const PROMOTION: Promotion<'static> = Promotion {
    kinds: &PROMOTIONS,
    compulsory: true,
};

/// Files and ranks of the board (`NN-1`).
const WIDTH: u8 = 9;
const HEIGHT: u8 = 8;
/// The king's file at the start (e).
const KING_FILE: u8 = 4;
/// The rooks' files at the start (a and i).
const ROOK_FILES: [u8; 2] = [0, WIDTH - 1];

/// The first rank of a player (rank index).
fn home_rank(player: Player) -> u8 {
    if player == Player::WHITE {
        0
    } else {
        HEIGHT - 1
    }
}

/// Its pieces, as its built-in definition says them (`builtin_text("nastyneighbours")`):
/// riders that go an even number of squares, the double knight, the pawn's step and
/// double step, and the king's castling three squares written into its Betza (`NN-2`).
pub(crate) const KINDS: &[super::KindSpec] = &[
    super::KindSpec('K', "king", "KisO3", true, false),
    super::KindSpec('Q', "queen", "nD7nA7", false, false),
    super::KindSpec('R', "rook", "nD7", false, false),
    super::KindSpec('B', "bishop", "nA7", false, false),
    super::KindSpec('N', "knight", "N2", false, false),
    super::KindSpec('P', "pawn", "fWfcnD", false, true),
];

/// The rules of Nasty Neighbours for a setup on its board (`NN-1`, `NN-2`).
pub(crate) fn rules(setup: &Setup) -> Result<Rules, PositionError> {
    if setup.width != WIDTH || setup.height != HEIGHT || !setup.holes.is_empty() {
        return Err(PositionError::Invalid(
            "Nasty Neighbours is played on 9×8 without holes".into(),
        ));
    }
    let g = Geometry::new(WIDTH as u32, HEIGHT as u32, SquareSet::EMPTY)?;
    let kinds = super::builtin_kinds(KINDS)?;
    Ok(Rules::build(&NastyNeighbours, g, kinds))
}

/// The rook square a castling letter stands for: `K`/`k` the i-rook (the king goes to the
/// h-file), `Q`/`q` the a-rook (the king goes to the b-file).
fn castling_square(letter: char) -> Option<(Player, Square)> {
    let player = if letter.is_ascii_uppercase() {
        Player::WHITE
    } else {
        Player::BLACK
    };
    let file = match letter.to_ascii_uppercase() {
        'K' => ROOK_FILES[1],
        'Q' => ROOK_FILES[0],
        _ => return None,
    };
    Some((player, Square::new(file, home_rank(player))))
}

/// The FEN castling field of a position (`KQkq`, `-` when no right is left).
pub(crate) fn castling_fen(pos: &Position) -> String {
    let s: String = ['K', 'Q', 'k', 'q']
        .into_iter()
        .filter(|&c| castling_square(c).is_some_and(|(_, sq)| pos.castling_rights.contains(sq)))
        .collect();
    if s.is_empty() {
        "-".into()
    } else {
        s
    }
}

/// Reads the FEN castling field (`NN-2`): letters from `KQkq`, each at most once, in any
/// order, or `-`. Every right needs its king on the e-file and its rook on its corner.
fn parse_castling(pos: &Position, field: &str) -> Result<SquareSet, PositionError> {
    let mut rights = SquareSet::EMPTY;
    if field == "-" {
        return Ok(rights);
    }
    for c in field.chars() {
        let Some((player, rook_sq)) = castling_square(c) else {
            return Err(PositionError::Invalid(format!(
                "castling field '{field}': '{c}' is not one of K Q k q (or '-' for none)"
            )));
        };
        if rights.contains(rook_sq) {
            return Err(PositionError::Invalid(format!(
                "castling field '{field}': '{c}' is given twice"
            )));
        }
        let king_sq = Square::new(KING_FILE, home_rank(player));
        let has = |sq: Square, kind: Kind| {
            pos.board[sq.index()].is_some_and(|p| p.player == player && p.kind == kind)
        };
        if !has(king_sq, KING) {
            return Err(PositionError::Invalid(format!(
                "castling right '{c}' needs the {} king on {king_sq}",
                player.name()
            )));
        }
        if !has(rook_sq, ROOK) {
            return Err(PositionError::Invalid(format!(
                "castling right '{c}' needs a {} rook on {rook_sq}",
                player.name()
            )));
        }
        rights.insert(rook_sq);
    }
    Ok(rights)
}

/// What a Nasty Neighbours position must satisfy: one king each, no hands, no en passant,
/// castling rights that match the board, no pawn on its last rank, and the player who has
/// just moved not in check. Sets the castling rights.
pub(crate) fn validate(pos: &mut Position, setup: &Setup) -> Result<(), PositionError> {
    if setup.hands.as_ref().is_some_and(|h| !h.is_empty()) {
        return Err(PositionError::Invalid(
            "Nasty Neighbours has no pieces in hand: nothing leaves the board".into(),
        ));
    }
    if setup.en_passant != "-" {
        return Err(PositionError::Invalid(
            "Nasty Neighbours has no en passant: use '-'".into(),
        ));
    }
    for p in [Player::WHITE, Player::BLACK] {
        let kings = pos.by_player[p]
            .iter()
            .filter(|s| pos.board[s.index()].is_some_and(|x| x.kind == KING))
            .count();
        if kings != 1 {
            return Err(PositionError::Invalid(format!(
                "{} must have exactly one king, not {kings}",
                p.name()
            )));
        }
        let last = royal::last_rank(pos, p);
        if pos.by_player[p]
            .iter()
            .any(|s| s.rank() == last && pos.board[s.index()].is_some_and(|x| x.kind == PAWN))
        {
            return Err(PositionError::Invalid(format!(
                "a {} pawn stands on its last rank",
                p.name()
            )));
        }
    }
    pos.castling_rights = parse_castling(pos, &setup.castling)?;
    let waiting = pos.turn.next(2);
    if royal::in_check(pos, waiting) {
        return Err(PositionError::Invalid(format!(
            "{} is in check but it is not its turn",
            waiting.name()
        )));
    }
    Ok(())
}

/// Whether `player` has nothing but its king (`NN-5`).
fn bare(pos: &Position, player: Player) -> bool {
    pos.by_player[player].count() <= 1
}

/// The player who has lost by the bare-king rule, if any (`NN-5`, judged at once; the
/// player to move first).
fn bare_loser(pos: &Position) -> Option<Player> {
    [pos.turn, pos.turn.next(2)]
        .into_iter()
        .find(|&p| bare(pos, p))
}

/// A castling move of the player to move: the king's and the rook's squares before and
/// after.
#[derive(Clone, Copy, Debug)]
struct Castle {
    king_from: Square,
    king_to: Square,
    rook_from: Square,
    rook_to: Square,
}

/// The castling move toward the rook on `rook_from` (`NN-2`: the king goes
/// `king_steps` squares toward it, the rook to the square the king crossed last).
fn castle_toward(pos: &Position, king_from: Square, rook_from: Square) -> Option<Castle> {
    let steps = pos.rules.kind(KING).movement.castling?.king_steps as i32;
    let dir: i32 = if rook_from.file() > king_from.file() {
        1
    } else {
        -1
    };
    let (w, h) = (WIDTH, HEIGHT);
    let king_to = king_from.offset(dir * steps, 0, w, h)?;
    let rook_to = king_to.offset(-dir, 0, w, h)?;
    Some(Castle {
        king_from,
        king_to,
        rook_from,
        rook_to,
    })
}

/// The castling moves of the player to move whose rights remain, whichever the conditions.
fn castles(pos: &Position) -> impl Iterator<Item = Castle> + '_ {
    let me = pos.turn;
    let king_from = Square::new(KING_FILE, home_rank(me));
    ROOK_FILES.into_iter().filter_map(move |f| {
        let rook_from = Square::new(f, home_rank(me));
        if !pos.castling_rights.contains(rook_from) {
            return None;
        }
        castle_toward(pos, king_from, rook_from)
    })
}

/// Why castling `c` is not allowed before the check of the position after it, if it is not
/// (`NN-2`, orthodox conditions; **\[decided\]** the crossed and landing squares are tested
/// in the position before castling, the king still on its square).
fn castle_refusal(pos: &Position, c: &Castle) -> Option<String> {
    let me = pos.turn;
    let lo = c.king_from.file().min(c.rook_from.file());
    let hi = c.king_from.file().max(c.rook_from.file());
    let rank = c.king_from.rank();
    if let Some(f) = (lo + 1..hi).find(|&f| pos.occupied.contains(Square::new(f, rank))) {
        return Some(format!(
            "castling needs every square between the king and the rook empty, and {} is not",
            Square::new(f, rank)
        ));
    }
    if royal::attacked_by_others(pos, c.king_from, me) {
        return Some("you cannot castle out of check".into());
    }
    let (a, b) = (
        c.king_from.file().min(c.king_to.file()),
        c.king_from.file().max(c.king_to.file()),
    );
    let crossed = (a..=b)
        .map(|f| Square::new(f, rank))
        .filter(|&s| s != c.king_from);
    for s in crossed {
        if royal::attacked_by_others(pos, s, me) {
            return Some(format!(
                "the king cannot castle across or onto {s}: it is attacked"
            ));
        }
    }
    None
}

/// Every move before the check test: the pieces' moves with compulsory promotion of a pawn
/// reaching its last rank or conquered onto it (`NN-3`), and castling.
fn pseudo_legal(pos: &Position, list: &mut MoveList) {
    let me = pos.turn;
    let last = royal::last_rank(pos, me);
    for from in pos.by_player[me] {
        let Some(p) = pos.board[from.index()] else {
            continue;
        };
        let mut targets = compact::targets(pos, from, p);
        while targets != 0 {
            let to = Square(targets.trailing_zeros() as u8);
            targets &= targets - 1;
            let promotes = if p.kind == PAWN {
                // NN-2: a pawn reaching its last rank promotes, compulsorily.
                to.rank() == last
            } else {
                // NN-3 [decided]: a pawn conquered onto the mover's last rank promotes at
                // once; the capturing player chooses.
                from.rank() == last && pos.board[to.index()].is_some_and(|y| y.kind == PAWN)
            };
            if promotes {
                for &k in &PROMOTIONS {
                    list.push(Move::Normal {
                        from,
                        to,
                        promotion: Some(k),
                    });
                }
            } else {
                list.push(Move::Normal {
                    from,
                    to,
                    promotion: None,
                });
            }
        }
    }
    for c in castles(pos) {
        if castle_refusal(pos, &c).is_none() {
            list.push(Move::Normal {
                from: c.king_from,
                to: c.king_to,
                promotion: None,
            });
        }
    }
}

/// The legal moves (`NN-4`: judged after the conquered piece is placed, by playing each
/// move on a copy). A game already lost by a bare king has none (`NN-5`).
/// For the search: the moves that may be legal, into `list`, each to be checked once played
/// (`NN-4`: legality is judged after the conquest); none when a bare king has lost.
pub(crate) fn candidates(pos: &Position, list: &mut MoveList) -> bool {
    if bare_loser(pos).is_none() {
        pseudo_legal(pos, list);
    }
    true
}

pub(crate) fn generate(pos: &Position, list: &mut MoveList) {
    if bare_loser(pos).is_some() {
        return;
    }
    let mut pseudo = MoveList::new();
    pseudo_legal(pos, &mut pseudo);
    royal::keep_legal(pos, &pseudo, list);
}

/// Whether `from`–`to` by the king on `from` is shaped as castling (`king_steps` files
/// along its rank).
fn is_castling_shape(pos: &Position, p: Piece, from: Square, to: Square) -> bool {
    let steps = pos
        .rules
        .kind(p.kind)
        .movement
        .castling
        .map_or(0, |c| c.king_steps);
    p.kind == KING && from.rank() == to.rank() && from.file().abs_diff(to.file()) == steps
}

/// Plays the normal move `from`–`to` (legal, as from [`generate`]): castling moves the
/// rook too; a capture conquers (`NN-3`): the captured piece changes colour and is put
/// on `from`, promoting there if it is a pawn on its new owner's last rank (the
/// `promotion` letter is for whichever piece promotes). Updates the castling rights and
/// the halfmove clock; the caller passes the turn.
pub(crate) fn play_normal(
    pos: &mut Position,
    from: Square,
    to: Square,
    mut promotion: Option<Kind>,
) {
    let Some(mut p) = pos.take(from) else {
        return;
    };
    let me = p.player;
    if is_castling_shape(pos, p, from, to) {
        let rights_here = pos.castling_rights & pos.by_player[me];
        let rook = rights_here.iter().find(|r| {
            r.rank() == from.rank() && (r.file() > from.file()) == (to.file() > from.file())
        });
        if let Some(c) = rook.and_then(|r| castle_toward(pos, from, r)) {
            if let Some(r) = pos.take(c.rook_from) {
                pos.put(c.rook_to, r);
            }
        }
        pos.castling_rights = pos.castling_rights - rights_here;
        pos.put(to, p);
        pos.halfmove_clock += 1;
        return;
    }
    let captured = pos.take(to);
    let pawn = p.kind == PAWN;
    if let Some(y) = captured {
        let promotes = y.kind == PAWN && from.rank() == royal::last_rank(pos, me);
        let up = if promotes { promotion.take() } else { None };
        conquer(pos, me, y, from, up);
    }
    if let Some(k) = promotion {
        p.kind = k;
        p.promoted = crate::Promoted::YES;
    }
    if p.kind == KING {
        pos.castling_rights = pos.castling_rights - pos.by_player[me];
    }
    pos.put(to, p);
    pos.castling_rights.remove(from);
    pos.castling_rights.remove(to);
    pos.halfmove_clock = if captured.is_some() || pawn {
        0
    } else {
        pos.halfmove_clock + 1
    };
}

/// `NN-3`: the captured piece `y` is conquered, not removed: it changes colour to `me`
/// and is put on `from`, the square the capturer left, keeping its kind and `~` mark (a
/// conquered piece counts as moved: castling rights live on squares). When its new owner
/// may promote it there, `promotion` is what it becomes. Also played by a defined game
/// with `x-conquest` (KEYS.md).
pub(crate) fn conquer(
    pos: &mut Position,
    me: Player,
    y: Piece,
    from: Square,
    promotion: Option<Kind>,
) {
    let mut y = Piece { player: me, ..y };
    if let Some(k) = promotion {
        y.kind = k;
        y.promoted = crate::Promoted::YES;
    }
    pos.put(from, y);
}

/// Whether a definition with `x-conquest` (KEYS.md) can be played by conquest: nothing may
/// leave the board for a hand (`capturesToHand`, `x-handCaptureRegion…`), no en passant
/// (the passed pawn would be conquered onto a square it never stood on), and the royal
/// piece is never taken (`checking`). The error names the key to change.
pub(crate) fn fits_definition(def: &crate::definition::Definition) -> Result<(), PositionError> {
    let own = &def.own;
    let why = if def.captures_to_hand
        || !own.hand_capture_region.white.is_empty()
        || !own.hand_capture_region.black.is_empty()
    {
        "where a captured piece stays on the board: leave out capturesToHand and \
         x-handCaptureRegion…"
    } else if !def.en_passant_region.white.is_empty() || !def.en_passant_region.black.is_empty() {
        "which has no en passant: write enPassantRegion = -"
    } else if !def.checking {
        "where a king is never taken: leave checking = true"
    } else {
        return Ok(());
    };
    Err(PositionError::Invalid(format!(
        "{} uses x-conquest (Nasty Neighbours), {why}",
        def.name
    )))
}

/// Why a move is refused, if it is.
pub(crate) fn check(pos: &Position, m: &Move) -> Result<(), PlayError> {
    let mut legal = MoveList::new();
    generate(pos, &mut legal);
    if legal.contains(m) {
        return Ok(());
    }
    Err(match *m {
        Move::Pass => PlayError::Illegal("passing is not allowed".into()),
        Move::Walled { .. } => PlayError::Illegal("this game places no walls".into()),
        Move::Gated { .. } => PlayError::Illegal("this game has no gating".into()),
        Move::DropPromoted { .. } => PlayError::Illegal("this game drops no piece promoted".into()),
        Move::Drop { .. } => PlayError::Illegal(
            "Nasty Neighbours has no drops: nothing ever leaves the board".into(),
        ),
        Move::Normal {
            from,
            to,
            promotion,
        } => explain(pos, from, to, promotion),
    })
}

/// Why the normal move `from`–`to` is not legal (it is known not to be).
fn explain(pos: &Position, from: Square, to: Square, promotion: Option<Kind>) -> PlayError {
    let me = pos.turn;
    let mine = pos.board[from.index()].filter(|p| p.player == me);
    if mine.is_some_and(|p| is_castling_shape(pos, p, from, to)) {
        let castle = castles(pos).find(|c| c.king_from == from && c.king_to == to);
        let Some(c) = castle else {
            return PlayError::Illegal(format!(
                "you cannot castle {from}{to}: the king or that rook has moved"
            ));
        };
        if promotion.is_some() {
            return PlayError::Illegal("castling takes no promotion letter".into());
        }
        return PlayError::Illegal(
            castle_refusal(pos, &c)
                .unwrap_or_else(|| "castling there would leave your king in check".into()),
        );
    }
    let mut pseudo = MoveList::new();
    pseudo_legal(pos, &mut pseudo);
    let same: Vec<Move> = pseudo
        .iter()
        .filter(|m| matches!(**m, Move::Normal { from: f, to: t, .. } if f == from && t == to))
        .copied()
        .collect();
    if same.is_empty() {
        return royal::explain(pos, from, to, promotion, &PROMOTION);
    }
    let m = Move::Normal {
        from,
        to,
        promotion,
    };
    if !same.contains(&m) {
        let promotes = same.iter().any(|m| {
            matches!(
                *m,
                Move::Normal {
                    promotion: Some(_),
                    ..
                }
            )
        });
        let mover_is_pawn = mine.is_some_and(|p| p.kind == PAWN);
        return PlayError::Illegal(match promotion {
            None if mover_is_pawn => format!("the pawn must promote on {to}"),
            None => {
                format!("the conquered pawn must promote on {from}: add n, b, r or q ({from}{to}q)")
            }
            Some(_) if !promotes => "no pawn promotes with this move".into(),
            Some(k) => format!(
                "a pawn cannot become a {}: only a knight, bishop, rook or queen",
                pos.rules.kind(k).name
            ),
        });
    }
    PlayError::Illegal(if royal::in_check(pos, me) {
        "you are in check, and that move does not end it".into()
    } else {
        "that move leaves your king in check".into()
    })
}

/// The square where the last move `last`, which led to `pos`, put the piece it conquered:
/// the capturer's origin square (`NN-3`). `None` when it captured nothing (the origin is
/// then empty, castling included).
pub fn conquered_square(pos: &Position, last: Option<Move>) -> Option<Square> {
    let Some(Move::Normal { from, .. }) = last else {
        return None;
    };
    // The piece left on `from` belongs to whoever moved, that is not to the player to move.
    pos.piece_at(from)
        .is_some_and(|p| p.player != pos.turn())
        .then_some(from)
}

/// Whether a promotion from `from` is the conquered pawn's, not the moving piece's
/// (`NN-3`: the capture `b8c6` puts Black's pawn, now White's, on b8, where it promotes).
pub fn promotes_conquered(pos: &Position, from: Square) -> bool {
    pos.piece_at(from)
        .is_some_and(|p| !pos.rules().kind(p.kind).is_pawn)
}

/// The result in words that say who lost (`NN-5`: the stalemated player, and a player left
/// with only the king, lose).
pub fn result_words(outcome: &Outcome) -> String {
    let Some(winner) = outcome.winner else {
        return outcome.to_string();
    };
    let loser = Player((winner.0 + 1) % 2).title();
    let winner = winner.title();
    match outcome.reason {
        EndReason::Checkmate => format!("{winner} wins: {loser} is checkmated"),
        EndReason::Stalemate => {
            format!("{winner} wins: {loser} is stalemated, and the stalemated player loses")
        }
        EndReason::BareKing => format!("{winner} wins: {loser} has only the king left"),
        _ => outcome.to_string(),
    }
}

/// `NN-5`: a bare king loses (judged at once), checkmate wins, the stalemated player
/// loses, fifty moves draw (threefold repetition needs the game's history).
pub(crate) fn outcome(pos: &Position) -> Option<Outcome> {
    if let Some(loser) = bare_loser(pos) {
        return Some(Outcome {
            winner: Some(loser.next(2)),
            reason: EndReason::BareKing,
        });
    }
    let mut list = MoveList::new();
    generate(pos, &mut list);
    if list.is_empty() {
        let reason = if royal::in_check(pos, pos.turn) {
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

/// Nasty Neighbours' 9×8 board in one 128-bit word, for the evaluation: the engine's own
/// square numbering (sixteen to a rank) over the first eight ranks, so the square index is
/// the bit index and a step off the board's edge lands on a file outside `BOARD` (files
/// 9–15), never on a playable square. Each side's pieces by kind, and what they attack,
/// whole sets at a time (`NN-2`: the lame riders step two squares at a time over an empty
/// one, the knight rider leaps once or twice).
pub(crate) mod compact {
    use super::{BISHOP, HEIGHT, KING, KNIGHT, PAWN, QUEEN, ROOK, WIDTH};
    use crate::wide::{self, diagonal_lines, knight_lines, orthogonal_lines, union};
    use crate::wide::{lame_rider, two_steps};
    use crate::{Piece, Player, Position, Square};

    /// Every square of the board.
    const BOARD: u128 = wide::mask(WIDTH, HEIGHT);

    pub(crate) use wide::pack;

    /// `b` moved by `D` bits, kept on the board.
    #[inline(always)]
    fn shift<const D: i32>(b: u128) -> u128 {
        wide::shift::<D>(b, BOARD)
    }

    /// The rooks' squares along each line from `from` (`nD7`: lame dabbaba riders).
    #[inline(always)]
    fn rook_lines(from: u128, empty: u128) -> [u128; 4] {
        orthogonal_lines!(lame_rider, from, empty, BOARD)
    }

    /// The bishops' squares along each line from `from` (`nA7`: lame alfil riders).
    #[inline(always)]
    fn bishop_lines(from: u128, empty: u128) -> [u128; 4] {
        diagonal_lines!(lame_rider, from, empty, BOARD)
    }

    /// The knights' squares along each line from `from` (`N2`: one or two leaps).
    #[inline(always)]
    fn knight_rider_lines(from: u128, empty: u128) -> [u128; 8] {
        knight_lines!(two_steps, from, empty, BOARD)
    }

    /// The squares one step from `from` in any of the eight directions.
    #[inline(always)]
    fn around(from: u128) -> u128 {
        wide::around(from, BOARD)
    }

    /// Both sides' pieces, by kind (`[side][kind]`), and every occupied square.
    pub(crate) struct Armies {
        /// `pieces[side][kind]`: White is side 0.
        pub(crate) pieces: [[u128; 6]; 2],
        /// Every occupied square.
        pub(crate) occupied: u128,
    }

    impl Armies {
        /// The armies of `pos`.
        pub(crate) fn of(pos: &Position) -> Armies {
            let mut pieces = [[0u128; 6]; 2];
            for sq in pos.occupied {
                if let Some(p) = pos.board[sq.index()] {
                    pieces[p.player.index()][p.kind.index()] |= wide::bit(sq.index());
                }
            }
            Armies {
                pieces,
                occupied: pack(pos.occupied),
            }
        }

        /// What `side`'s pieces attack (every square a piece could capture on), and the
        /// number of squares its queens, rooks, bishops and knights reach that its own
        /// pieces do not stand on, counted piece by piece: along one line the squares two
        /// pieces reach never overlap (the nearer piece stops the farther), so a count per
        /// direction of the whole set's squares is the sum over the pieces.
        pub(crate) fn reach(&self, side: usize) -> (u128, u32) {
            let p = &self.pieces[side];
            let own = p.iter().fold(0, |a, &b| a | b);
            let empty = BOARD & !self.occupied;
            let orthogonal = p[ROOK.index()] | p[QUEEN.index()];
            let diagonal = p[BISHOP.index()] | p[QUEEN.index()];
            let knights = p[KNIGHT.index()];
            let mut attacks = around(p[KING.index()]);
            let mut mobility = 0;
            let mut add = |a: u128| {
                attacks |= a;
                mobility += (a & !own).count_ones();
            };
            rook_lines(orthogonal, empty)
                .into_iter()
                .chain(bishop_lines(diagonal, empty))
                .chain(knight_rider_lines(knights, empty))
                .for_each(&mut add);
            // A pawn captures one square ahead, and two over an empty one (`fWfcnD`).
            let pawns = p[PAWN.index()];
            let one = if side == 0 {
                shift::<16>(pawns)
            } else {
                shift::<-16>(pawns)
            };
            let two = if side == 0 {
                shift::<16>(one & empty)
            } else {
                shift::<-16>(one & empty)
            };
            attacks |= one | two;
            (attacks, mobility)
        }

        /// `side`'s king's square and the squares round it.
        pub(crate) fn king_zone(&self, side: usize) -> u128 {
            let king = self.pieces[side][KING.index()];
            king | around(king)
        }
    }

    /// The squares the piece `p` on `from` may move to, castling aside, before the check
    /// test (`NN-2`): its empty squares and the enemy pieces it may conquer (never a king).
    #[inline]
    pub(crate) fn targets(pos: &Position, from: Square, p: Piece) -> u128 {
        let occupied = pack(pos.occupied);
        let empty = BOARD & !occupied;
        let open = empty | (occupied & !pack(pos.by_player[p.player]) & !pack(pos.royals));
        let bit = wide::bit(from.index());
        let reached = match p.kind {
            ROOK => union(rook_lines(bit, empty)),
            BISHOP => union(bishop_lines(bit, empty)),
            QUEEN => union(rook_lines(bit, empty)) | union(bishop_lines(bit, empty)),
            KNIGHT => union(knight_rider_lines(bit, empty)),
            KING => around(bit),
            PAWN => {
                // One step ahead to move or conquer, two over an empty one only to conquer.
                let (one, two) = if p.player == Player::WHITE {
                    let one = shift::<16>(bit);
                    (one, shift::<16>(one & empty))
                } else {
                    let one = shift::<-16>(bit);
                    (one, shift::<-16>(one & empty))
                };
                return (one & open) | (two & open & !empty);
            }
            _ => 0,
        };
        reached & open
    }
}

/// Nasty Neighbours' rule hooks ([`GameRules`]).
#[derive(Debug)]
pub(crate) struct NastyNeighbours;

impl GameRules for NastyNeighbours {
    fn variant(&self) -> Variant {
        Variant::NastyNeighbours
    }
    fn start_fen(&self, _settings: &Settings) -> Result<String, PositionError> {
        Ok(START_FEN.to_string())
    }
    fn build(&self, _settings: &Settings, setup: &Setup) -> Result<Rules, PositionError> {
        rules(setup)
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
    /// `NN-3`: a capture conquers; castling moves the rook too.
    fn play(&self, pos: &mut Position, m: &Move) {
        match *m {
            Move::Normal {
                from,
                to,
                promotion,
            } => {
                play_normal(pos, from, to, promotion);
                pos.pass_turn();
            }
            _ => play_plain(self, pos, m),
        }
    }
    fn outcome(&self, pos: &Position) -> Option<Outcome> {
        outcome(pos)
    }
    fn castling_fen(&self, pos: &Position) -> String {
        castling_fen(pos)
    }
    fn search_style(&self) -> SearchStyle {
        SearchStyle {
            eval: EvalKind::Neighbours,
            log_reductions: true,
            // K Q R B N P: lame riders are weak, the knight rider strong (reach: Q 10.3,
            // R 6.6, B 3.8 on a quarter of the squares, N 8.6).
            values: &[0, 620, 380, 220, 450, 100],
            ..SearchStyle::default()
        }
    }
    fn conquered_square(&self, pos: &Position, last: Option<Move>) -> Option<Square> {
        conquered_square(pos, last)
    }
    fn promotes_conquered(&self, pos: &Position, from: Square) -> bool {
        promotes_conquered(pos, from)
    }
    fn result_words(&self, _pos: &Position, outcome: &Outcome) -> String {
        result_words(outcome)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::random_games::each_position;

    /// The moves from the 128-bit board are the pieces' moves as their Betza strings give
    /// them (`NN-2`), in the positions of random games.
    #[test]
    fn targets_on_the_128_bit_board_agree_with_the_pieces_moves() {
        let mut tested = 0;
        each_position(Variant::NastyNeighbours, 17, 40, 150, &mut |pos| {
            for from in pos.occupied {
                let p = pos.board[from.index()].unwrap();
                let mut by_betza = MoveList::new();
                let mover = Position {
                    turn: p.player,
                    ..pos.clone()
                };
                royal::piece_moves(&mover, from, &PROMOTION, &mut by_betza);
                let expected: SquareSet = by_betza
                    .iter()
                    .filter_map(|m| match *m {
                        Move::Normal { to, .. } => Some(to),
                        _ => None,
                    })
                    .collect();
                assert_eq!(
                    compact::targets(pos, from, p),
                    compact::pack(expected),
                    "{from} in {}",
                    pos.to_fen()
                );
                tested += 1;
            }
        });
        assert!(tested > 50_000);
    }
}
