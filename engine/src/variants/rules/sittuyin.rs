//! Sittuyin's keys, for any defined game (`sittuyinRookDrop`, `sittuyinPromotion`).
//!
//! Facts from Fairy-Stockfish's move generator, `legal` and `is_optional_game_end`: with
//! `sittuyinRookDrop` a rook (the `rook` key's piece) is dropped on the side's first rank
//! only. With `sittuyinPromotion` a pawn (the `pawn` key's piece) never promotes by moving
//! into the promotion region; instead, as a move of its own, a pawn standing in the region
//! (any of its pawns when the side has only one) becomes a promotion piece on its own
//! square or on an empty square that piece could go to from there, when that piece would
//! attack no piece of the other side from it, the side has fewer of that piece than its
//! `promotionLimit`, and the promotion gives no check (written `e5e5f`, `e5f6f`). A side
//! with a king and one pawn, not in check, whose only legal moves are such promotions is
//! stalemated: a draw.

use crate::variants::defined::{below_limit, d, DefinedRules};
use crate::{Kind, Move, MoveList, Player, Position, SquareSet};

/// The `pawn` key's kind.
fn pawn_kind(dr: &DefinedRules) -> Option<Kind> {
    dr.key_pawn()
}

/// `sittuyinRookDrop`: the squares of `to` where the player to move may drop a `kind`.
pub(crate) fn drop_squares(pos: &Position, kind: Kind, to: SquareSet) -> SquareSet {
    let dr = d(pos);
    let rook = dr
        .def
        .pieces
        .get(kind.index())
        .is_some_and(|p| p.key == "rook");
    if !dr.def.sittuyin.rook_drop || !rook {
        return to;
    }
    let h = pos.rules().geometry().height();
    let first = if pos.turn == Player::WHITE { 0 } else { h - 1 };
    to.iter().filter(|s| s.rank() == first).collect()
}

/// `sittuyinPromotion`: adds the player to move's promotions.
pub(crate) fn add_promotions(pos: &Position, list: &mut MoveList) {
    let dr = d(pos);
    let Some(pawn) = pawn_kind(dr).filter(|_| dr.def.sittuyin.promotion) else {
        return;
    };
    let me = pos.turn;
    let pawns = pos.squares_of_kind(me, pawn);
    let zone = crate::variants::defined::region(&dr.def.sittuyin.zone, me);
    let from_squares = if pawns.count() > 1 {
        pawns & zone
    } else {
        pawns
    };
    let tables = pos.rules().tables();
    let o = crate::royal::orient(me);
    let theirs = pos.occupied - pos.by_player[me] - pos.walls();
    for from in from_squares {
        for &k in dr.promotion_of(me) {
            if !below_limit(pos, dr, k, me) {
                continue;
            }
            let mut targets = tables.attacks(k.index(), o, from, &pos.occupied) - pos.occupied;
            targets.insert(from);
            let mut occ = pos.occupied;
            occ.remove(from);
            for to in targets {
                if (tables.attacks(k.index(), o, to, &occ) & theirs).is_empty() {
                    list.push(Move::Normal {
                        from,
                        to,
                        promotion: Some(k),
                    });
                }
            }
        }
    }
}

/// Whether `m` is one of `sittuyinPromotion`'s promotions (a pawn's move that promotes:
/// no other does in such a game).
pub(crate) fn is_promotion(pos: &Position, m: &Move) -> bool {
    d(pos).def.sittuyin.promotion
        && matches!(
            m,
            Move::Normal {
                promotion: Some(_),
                ..
            }
        )
}

/// The stalemate of a side with a king and one pawn, not in check, that can only promote
/// (`legal`: its legal moves).
pub(crate) fn only_promotions(pos: &Position, legal: &[Move], checked: bool) -> bool {
    let dr = d(pos);
    let me = pos.turn;
    let Some(pawn) = pawn_kind(dr).filter(|_| dr.def.sittuyin.promotion) else {
        return false;
    };
    !checked
        && pos.by_player[me].count() == 2
        && pos.squares_of_kind(me, pawn).count() == 1
        && !legal.is_empty()
        && legal.iter().all(|m| is_promotion(pos, m))
}
