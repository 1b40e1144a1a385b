//! Placement chess's keys, for any defined game (`dropOppositeColoredBishop`,
//! `castlingDroppedPiece`): armies set up by drops on their first rank.
//!
//! Facts from Fairy-Stockfish's `legal` and `do_move`: with `dropOppositeColoredBishop` a
//! bishop (the `bishop` key's piece) may not be dropped on the colour where half of the
//! side's bishops (on the board and in hand, rounded up) already stand, and any other
//! drop must leave enough empty squares of each colour in the bishops' drop region for the
//! bishops still to come (a1 is dark). With `castlingDroppedPiece` a castling king dropped
//! on `castlingKingFile` of its castling rank gets the castling rights of the castling
//! rooks in that rank's corners, and a castling rook dropped in a corner gets its right
//! when the castling king stands there already.

use crate::variants::defined::{d, DefinedRules};
use crate::{Kind, Player, Position, Square, SquareSet};

/// Whether `s` is a dark square (a1 is).
fn dark(s: Square) -> bool {
    (s.file() + s.rank()).is_multiple_of(2)
}

/// The squares of `set` of one colour (`dark`).
fn of_colour(set: SquareSet, is_dark: bool) -> usize {
    set.iter().filter(|&s| dark(s) == is_dark).count()
}

/// `dropOppositeColoredBishop`: the squares among `to` where `me` may drop a `kind`
/// (`bishop`: the bishop's kind; `region`: where `me` may drop a bishop).
pub(crate) fn bishop_squares(
    pos: &Position,
    me: Player,
    kind: Kind,
    bishop: Kind,
    region: SquareSet,
    to: SquareSet,
) -> SquareSet {
    let mine = pos.squares_of_kind(me, bishop);
    let in_hand = match pos.hands[me].count(bishop) {
        crate::Count::Finite(n) => n as usize,
        crate::Count::Unlimited => return to,
    };
    let total = mine.count() as usize + in_hand;
    if kind == bishop {
        return to
            .iter()
            .filter(|&s| of_colour(mine, dark(s)) < total.div_ceil(2))
            .collect();
    }
    let empty = region - pos.occupied;
    to.iter()
        .filter(|&s| {
            let mut left = empty;
            left.remove(s);
            let room = mine | left;
            of_colour(room, true) >= total / 2 && of_colour(room, false) >= total / 2
        })
        .collect()
}

/// `castlingDroppedPiece`: the castling rights a drop of `kind` by `me` on `to` gives.
pub(crate) fn rights_after_drop(pos: &mut Position, me: Player, kind: Kind, to: Square) {
    let dr = d(pos);
    if !dr.def.castle.dropped_piece || to.rank() != super::castling::rank(pos, me) {
        return;
    }
    let w = pos.rules().geometry().width();
    let king_square = Square::new(dr.def.castle.king_file, to.rank());
    let corners = [Square::new(0, to.rank()), Square::new(w - 1, to.rank())];
    let rooks = dr.castling_rooks(me);
    let is_rook = |pos: &Position, s: Square| {
        pos.piece_at(s)
            .is_some_and(|p| p.player == me && DefinedRules::is(rooks, p.kind))
    };
    let is_king = pos
        .piece_at(king_square)
        .is_some_and(|p| p.player == me && Some(p.kind) == dr.castling_king(me));
    if Some(kind) == dr.castling_king(me) && to == king_square {
        for c in corners {
            if is_rook(pos, c) {
                pos.castling_rights.insert(c);
            }
        }
    } else if DefinedRules::is(rooks, kind) && corners.contains(&to) && is_king {
        pos.castling_rights.insert(to);
    }
}
