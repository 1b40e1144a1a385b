//! Arnhem Chess (Hans Bodlaender, 1998): a bridged board, parachute drops and secret
//! deployment, `AR-1` … `AR-7`.
//!
//! The board is 6×7 without a4 b4 e4 f4; c4 and d4 are the bridge. Each side has a king,
//! queen, rook, bishop, knight, chancellor and four Berolina pawns. A piece captured on the
//! capturer's far three ranks joins the capturer's reserve; elsewhere it leaves the game.
//! Reserve pieces may be dropped instead of moving.

use crate::fen::Setup;
use crate::royal::{self, Promotion};
use crate::{
    EndReason, Geometry, Kind, Move, MoveList, Outcome, Piece, PieceKind, PlayError, Player,
    Position, PositionError, Rules, Square, SquareSet, Variant,
};

/// The fixed setup for quick games (the `AR-4` setting that skips deployment): the
/// sample deployment whose perft figures Fairy-Stockfish confirms.
pub const QUICK_START_FEN: &str = "rnbqkc/2pp2/1p2p1/**2**/1P2P1/2PP2/RNBQKC[] w - - 0 1";

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
/// Chancellor (rook + knight, `AR-2`).
pub const CHANCELLOR: Kind = Kind(5);
/// Berolina pawn (`AR-3`).
pub const PAWN: Kind = Kind(6);

/// What a pawn may promote to (`AR-3`).
const PROMOTIONS: [Kind; 5] = [QUEEN, ROOK, BISHOP, KNIGHT, CHANCELLOR];

/// The holes of `AR-1`.
pub fn holes() -> SquareSet {
    [
        Square::new(0, 3),
        Square::new(1, 3),
        Square::new(4, 3),
        Square::new(5, 3),
    ]
    .into_iter()
    .collect()
}

/// The bridge squares c4 and d4.
pub fn bridge() -> SquareSet {
    [Square::new(2, 3), Square::new(3, 3)].into_iter().collect()
}

/// A player's own three ranks (1–3 for White, 5–7 for Black).
pub fn own_ranks(player: Player) -> SquareSet {
    let ranks = if player == Player::WHITE { 0..3 } else { 4..7 };
    ranks
        .flat_map(|r| (0..6).map(move |f| Square::new(f, r)))
        .collect()
}

/// The rules of Arnhem Chess for a setup on its board (`AR-1`, `AR-2`, `AR-3`).
pub(crate) fn rules(setup: &Setup) -> Result<Rules, PositionError> {
    if setup.width != 6 || setup.height != 7 || setup.holes != holes() {
        return Err(PositionError::Invalid(
            "Arnhem Chess is played on 6×7 without a4 b4 e4 f4".into(),
        ));
    }
    let g = Geometry::new(6, 7, holes())?;
    let kinds = vec![
        PieceKind::new('K', "king", "K")?.royal(),
        PieceKind::new('Q', "queen", "Q")?,
        PieceKind::new('R', "rook", "R")?,
        PieceKind::new('B', "bishop", "B")?,
        PieceKind::new('N', "knight", "N")?,
        PieceKind::new('C', "chancellor", "RN")?,
        PieceKind::new('P', "pawn", "mfFcfW")?.pawn(),
    ];
    Ok(Rules::build(Variant::Arnhem, g, kinds))
}

/// What an Arnhem position must satisfy: one king each, no castling or en passant, no
/// pawn on its last rank, no king in hand.
pub(crate) fn validate(pos: &Position, setup: &Setup) -> Result<(), PositionError> {
    if setup.castling != "-" || setup.en_passant != "-" {
        return Err(PositionError::Invalid(
            "Arnhem Chess has no castling or en passant: use '- -'".into(),
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
        if pos.hands[p].has(KING) {
            return Err(PositionError::Invalid("a king cannot be in hand".into()));
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
    let waiting = pos.turn.next(2);
    if royal::in_check(pos, waiting) {
        return Err(PositionError::Invalid(format!(
            "{} is in check but it is not its turn",
            waiting.name()
        )));
    }
    Ok(())
}

/// Where `player` may drop a piece of `kind` (`AR-6`): any empty square; pawns only on
/// the dropper's own three ranks or the bridge (every square of them, **[decided]**).
pub fn drop_zone(pos: &Position, player: Player, kind: Kind) -> SquareSet {
    let empty = pos.rules.geometry().playable() - pos.occupied;
    if kind == PAWN {
        empty & (own_ranks(player) | bridge())
    } else {
        empty
    }
}

fn pseudo_legal(pos: &Position, list: &mut MoveList) {
    let me = pos.turn;
    let promotion = Promotion {
        kinds: &PROMOTIONS,
        compulsory: true,
    };
    for from in pos.by_player[me] {
        royal::piece_moves(pos, from, &promotion, list);
    }
    for (kind, _) in pos.hands[me].iter() {
        for to in drop_zone(pos, me, kind) {
            list.push(Move::Drop { kind, to });
        }
    }
}

/// The legal moves and drops (`AR-7`: the mover's king may not be left in check).
pub(crate) fn generate(pos: &Position, list: &mut MoveList) {
    let mut pseudo = MoveList::new();
    pseudo_legal(pos, &mut pseudo);
    royal::keep_legal(pos, &pseudo, list);
}

/// `AR-5`: a piece captured on the capturer's far three ranks changes colour and joins the
/// capturer's reserve (a promoted pawn as a pawn); elsewhere it leaves the game.
pub(crate) fn on_capture(pos: &mut Position, capturer: Player, captured: Piece, on: Square) {
    if own_ranks(capturer.next(2)).contains(on) {
        let kind = if captured.promoted {
            PAWN
        } else {
            captured.kind
        };
        pos.hands[capturer].add(kind);
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
        Move::Drop { kind, to } => {
            let name = pos
                .rules
                .kinds()
                .get(kind.index())
                .map(|k| k.name.clone())
                .unwrap_or_default();
            if !pos.hands[me].has(kind) {
                PlayError::NotInHand(name)
            } else if pos.rules.geometry().is_hole(to) {
                PlayError::Hole(to)
            } else if pos.occupied.contains(to) {
                PlayError::Occupied(to)
            } else if kind == PAWN && !drop_zone(pos, me, kind).contains(to) {
                PlayError::Illegal(
                    "pawns are dropped only on your own three ranks or the bridge".into(),
                )
            } else {
                PlayError::Illegal("that drop leaves your king in check".into())
            }
        }
        Move::Normal {
            from,
            to,
            promotion,
        } => royal::explain(
            pos,
            from,
            to,
            promotion,
            &Promotion {
                kinds: &PROMOTIONS,
                compulsory: true,
            },
        ),
    })
}

/// `AR-7`: checkmate wins, stalemate draws, fifty moves draw (threefold repetition needs
/// the game's history).
pub(crate) fn outcome(pos: &Position) -> Option<Outcome> {
    let mut list = MoveList::new();
    generate(pos, &mut list);
    if list.is_empty() {
        return Some(if royal::in_check(pos, pos.turn) {
            Outcome {
                winner: Some(pos.turn.next(2)),
                reason: EndReason::Checkmate,
            }
        } else {
            Outcome {
                winner: None,
                reason: EndReason::Stalemate,
            }
        });
    }
    (pos.halfmove_clock >= 100).then_some(Outcome {
        winner: None,
        reason: EndReason::FiftyMoves,
    })
}
