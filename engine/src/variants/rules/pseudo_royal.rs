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

use super::blast::touch;
use crate::{royal, Kind, Move, Piece, Player, Position, Square, SquareSet};

/// The rule compiled for a game: which kinds, and how many of one may be left.
#[derive(Clone, Copy, Debug)]
pub(crate) struct PseudoRoyal {
    /// The extinction types, one kind per bit.
    pub(crate) types: u32,
    /// At most this many of a type on the board are pseudo-royal
    /// (`extinctionPieceCount + 1`).
    pub(crate) limit: usize,
    /// `blastOnCapture`: a move may not explode the mover's own such piece, and one that
    /// touches an opponent's is immune (taking it would explode the taker's own).
    pub(crate) blast: bool,
    /// `dupleCheck`: a side whose pieces of the extinction types are all attacked, however
    /// many, is in check (Spartan chess's two kings).
    pub(crate) duple: bool,
}

impl PseudoRoyal {
    /// The squares of `player`'s pseudo-royal pieces.
    pub(crate) fn squares(self, pos: &Position, player: Player) -> SquareSet {
        // One pass over the side's pieces; a kind with too many is taken out after.
        let mut out = SquareSet::EMPTY;
        let mut counts = [0u16; 32];
        for s in pos.pieces_of(player).iter() {
            let Some(p) = pos.piece_at(s) else { continue };
            if self.types & (1 << p.kind.0) != 0 {
                out.insert(s);
                counts[usize::from(p.kind.0)] += 1;
            }
        }
        for (k, &n) in counts.iter().enumerate() {
            if usize::from(n) > self.limit {
                out &= !pos.squares_of_kind(player, Kind(k as u8));
            }
        }
        out
    }

    /// Whether one of `player`'s pseudo-royal pieces is attacked (or, with `dupleCheck`,
    /// every piece of the extinction types).
    pub(crate) fn attacked(self, pos: &Position, player: Player) -> bool {
        let theirs = self.squares(pos, Player(1 - player.0));
        self.attacked_among(pos, player, self.squares(pos, player), theirs)
            || (self.duple && self.all_attacked(pos, player, theirs))
    }

    /// `dupleCheck`: whether `player` has pieces of the extinction types and every one is
    /// attacked (`theirs`: the opponent's pseudo-royal pieces, for the blasts' immunity).
    fn all_attacked(self, pos: &Position, player: Player, theirs: SquareSet) -> bool {
        let kinds = pos.rules().kinds().len() as u8;
        let all: SquareSet = (0..kinds)
            .map(Kind)
            .filter(|k| self.types & (1 << k.0) != 0)
            .fold(SquareSet::EMPTY, |acc, k| {
                acc | pos.squares_of_kind(player, k)
            });
        !all.is_empty()
            && all.iter().all(|s| {
                let immune = self.blast && theirs.iter().any(|t| touch(s, t));
                !immune && royal::attacked_by_others(pos, s, player)
            })
    }

    /// Whether one of `mine`, `player`'s pseudo-royal pieces, is attacked, `theirs` being
    /// the opponent's (with blasts, one touching them is immune).
    fn attacked_among(
        self,
        pos: &Position,
        player: Player,
        mine: SquareSet,
        theirs: SquareSet,
    ) -> bool {
        mine.iter().any(|s| {
            let immune = self.blast && theirs.iter().any(|t| touch(s, t));
            !immune && royal::attacked_by_others(pos, s, player)
        })
    }

    /// The guard of `pos`'s moves: both sides' pseudo-royal pieces, found once for all of
    /// them (found for each move, they cost atomic's perft a third of its time: BENCH.md
    /// session 46).
    pub(crate) fn guard(self, pos: &Position) -> Guard {
        Guard {
            rule: self,
            mine: self.squares(pos, pos.turn),
            theirs: self.squares(pos, Player(1 - pos.turn.0)),
        }
    }

    /// Follows the mover's pseudo-royal pieces `mine` through the move `m` from `pos` to
    /// `next`, as Fairy-Stockfish does; false when the move castles such a piece over an
    /// attacked square.
    fn follow(self, pos: &Position, next: &Position, m: &Move, mine: &mut SquareSet) -> bool {
        let me = pos.turn;
        match m.piece_move() {
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
                    let castling = castles(pos, next, me, to);
                    let land = if castling {
                        landing(pos, next, p, to)
                    } else {
                        SquareSet::from_square(to)
                    };
                    if castling && path_attacked(pos, from, land) {
                        return false;
                    }
                    *mine |= land;
                }
                let pawn_promotion =
                    promotion.filter(|&k| pos.rules().promoted_form(p.kind) != Some(k));
                if let Some(k) = pawn_promotion.filter(|k| self.types & (1 << k.0) != 0) {
                    if count(pos, me, k) > self.limit - 1 {
                        *mine = *mine - next.squares_of_kind(me, k);
                    } else {
                        mine.insert(to);
                    }
                }
            }
            Move::Drop { kind, to } if self.types & (1 << kind.0) != 0 => mine.insert(to),
            _ => {}
        }
        true
    }
}

/// How many pieces of kind `k` `player` has on the board.
fn count(pos: &Position, player: Player, k: Kind) -> usize {
    pos.squares_of_kind(player, k).iter().count()
}

/// Where the castling piece `p` that left for `to` stands after the move (`next`): on
/// `to`, or on the square of its kind that was empty of it before.
fn landing(pos: &Position, next: &Position, p: Piece, to: Square) -> SquareSet {
    if next.board[to.index()].is_some_and(|q| q.player == p.player) {
        return SquareSet::from_square(to);
    }
    let before = pos.squares_of_kind(p.player, p.kind);
    next.squares_of_kind(p.player, p.kind) - before
}

/// Whether the move to `to` from `pos` to `next` was a castling: a piece of `me` appears
/// on a square other than `to` (the rook, or the king when the move names the rook's
/// square). A blast only takes pieces away.
fn castles(pos: &Position, next: &Position, me: Player, to: Square) -> bool {
    let mut appeared = next.by_player[me] - pos.by_player[me];
    appeared.remove(to);
    !appeared.is_empty()
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

/// The pseudo-royal pieces of both sides in one position, to judge each of its moves.
#[derive(Clone, Copy)]
pub(crate) struct Guard {
    rule: PseudoRoyal,
    /// The pieces of the player to move.
    mine: SquareSet,
    /// The opponent's.
    theirs: SquareSet,
}

impl Guard {
    /// Whether the move `m` of the player to move leaves none of its pseudo-royal pieces
    /// attacked, or takes one of the opponent's. The pieces guarded are those before the
    /// move, followed to where they go, with a pawn promoted to the type (unless the type
    /// is past its count) and a piece of the type dropped.
    pub(crate) fn keeps_safe(&self, pos: &Position, m: &Move) -> bool {
        let me = pos.turn;
        let them = Player(1 - me.0);
        let (theirs, mut mine) = (self.theirs, self.mine);
        let mut next = pos.clone();
        next.play_unchecked(m);
        if !self.rule.follow(pos, &next, m, &mut mine) {
            return false;
        }
        // A move that explodes its own such piece is illegal, whatever it takes.
        if mine
            .iter()
            .any(|s| next.board[s.index()].is_none_or(|p| p.player != me))
        {
            return false;
        }
        // `dupleCheck`: a move may not leave every one of them attacked.
        if self.rule.duple && self.rule.all_attacked(&next, me, theirs) {
            return false;
        }
        if theirs
            .iter()
            .any(|s| next.board[s.index()].is_none_or(|p| p.player != them))
        {
            return true;
        }
        !self.rule.attacked_among(&next, me, mine, theirs)
    }
}
