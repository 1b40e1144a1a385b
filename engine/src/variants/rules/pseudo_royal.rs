//! `extinctionPseudoRoyal`, for any defined game: the last pieces of a side of each
//! extinction type (at most `extinctionPieceCount + 1` of that type on the board) are
//! pseudo-royal, guarded like a king. A move may not leave one of the mover's attacked
//! unless it takes one of the opponent's; a side with one attacked and no legal move is
//! checkmated (`checkmateValue`); extinction no longer ends the game, since such a piece
//! cannot be taken (Spartan chess's two kings, Coregal's queens, Sho-shogi's prince).
//!
//! Facts from Fairy-Stockfish's move legality test: the pieces are counted on the board;
//! after the move the mover's pseudo-royal pieces are counted again (a promotion to the
//! type or a drop of it can make it pseudo-royal, or end that for all of its type).

use crate::{royal, Kind, Move, Piece, Player, Position, Square, SquareSet};

/// The rule compiled for a game: which kinds, and how many of one may be left.
#[derive(Clone, Copy, Debug)]
pub(crate) struct PseudoRoyal {
    /// The extinction types, one kind per bit.
    pub(crate) types: u32,
    /// At most this many of a type on the board are pseudo-royal
    /// (`extinctionPieceCount + 1`).
    pub(crate) limit: usize,
}

impl PseudoRoyal {
    /// The squares of `player`'s pseudo-royal pieces.
    pub(crate) fn squares(self, pos: &Position, player: Player) -> SquareSet {
        let kinds = pos.rules().kinds().len() as u8;
        let mut out = SquareSet::EMPTY;
        for k in (0..kinds)
            .map(Kind)
            .filter(|k| self.types & (1 << k.0) != 0)
        {
            let of_kind = kind_squares(pos, player, k);
            if of_kind.iter().count() <= self.limit {
                out |= of_kind;
            }
        }
        out
    }

    /// Whether one of `player`'s pseudo-royal pieces is attacked.
    pub(crate) fn attacked(self, pos: &Position, player: Player) -> bool {
        self.squares(pos, player)
            .iter()
            .any(|s| royal::attacked_by_others(pos, s, player))
    }

    /// Whether the move `m` of the player to move leaves none of its pseudo-royal pieces
    /// attacked, or takes one of the opponent's. The pieces guarded are those before the
    /// move, followed to where they go, with a pawn promoted to the type (unless the type
    /// is past its count) and a piece of the type dropped.
    pub(crate) fn keeps_safe(self, pos: &Position, m: &Move) -> bool {
        let me = pos.turn;
        let them = Player(1 - me.0);
        let theirs = self.squares(pos, them);
        let mut mine = self.squares(pos, me);
        let mut next = pos.clone();
        next.play_unchecked(m);
        if theirs
            .iter()
            .any(|s| next.board[s.index()].is_none_or(|p| p.player != them))
        {
            return true;
        }
        match *m {
            Move::Normal {
                from,
                to,
                promotion,
            } => {
                let Some(p) = pos.board[from.index()] else {
                    return true;
                };
                if mine.contains(from) {
                    mine.remove(from);
                    let land = landing(pos, &next, p, to);
                    if castles(pos, &next, me) && path_attacked(pos, from, land) {
                        return false;
                    }
                    mine |= land;
                }
                let pawn_promotion =
                    promotion.filter(|&k| pos.rules().promoted_form(p.kind) != Some(k));
                if let Some(k) = pawn_promotion.filter(|k| self.types & (1 << k.0) != 0) {
                    if count(pos, me, k) > self.limit - 1 {
                        mine = mine - kind_squares(&next, me, k);
                    } else {
                        mine.insert(to);
                    }
                }
            }
            Move::Drop { kind, to } if self.types & (1 << kind.0) != 0 => mine.insert(to),
            _ => {}
        }
        !mine.iter().any(|s| royal::attacked_by_others(&next, s, me))
    }
}

/// The squares of `player`'s pieces of kind `k`.
fn kind_squares(pos: &Position, player: Player, k: Kind) -> SquareSet {
    pos.by_player[player]
        .iter()
        .filter(|s| pos.board[s.index()].is_some_and(|p| p.kind == k))
        .collect()
}

/// How many pieces of kind `k` `player` has on the board.
fn count(pos: &Position, player: Player, k: Kind) -> usize {
    kind_squares(pos, player, k).iter().count()
}

/// Where the piece `p` that left for `to` stands after the move (`next`): on `to`, or,
/// castling, on the square of its kind that was empty of it before.
fn landing(pos: &Position, next: &Position, p: Piece, to: Square) -> SquareSet {
    if next.board[to.index()].is_some_and(|q| q.player == p.player) {
        return SquareSet::from_square(to);
    }
    let before = kind_squares(pos, p.player, p.kind);
    kind_squares(next, p.player, p.kind) - before
}

/// Whether the move from `pos` to `next` moved two pieces of `me` (castling).
fn castles(pos: &Position, next: &Position, me: Player) -> bool {
    (pos.by_player[me] ^ next.by_player[me]).iter().count() > 2
}

/// Whether a square a castling piece crosses from `from` to where it lands (`land`), both
/// included, is attacked, the piece gone from `from`.
fn path_attacked(pos: &Position, from: Square, land: SquareSet) -> bool {
    let me = pos.turn;
    let mut occ = pos.occupied;
    occ.remove(from);
    land.iter().any(|to| {
        let (a, b) = (from.file().min(to.file()), from.file().max(to.file()));
        (a..=b).any(|f| royal::attacked_with(pos, Square::new(f, from.rank()), me, occ))
    })
}
