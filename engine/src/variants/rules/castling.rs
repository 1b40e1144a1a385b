//! Castling's keys beyond the king's files, for any defined game (`castlingRank`,
//! `castlingRookKingsideFile`, `castlingRookQueensideFile`, `castlingKingFile`,
//! `oppositeCastling`, `castlingWins`, `chess960`); the castling move itself is in
//! `defined.rs`.
//!
//! Facts from Fairy-Stockfish's FEN reader and `do_move`: castling is on `castlingRank`
//! counted from each side's edge; a `K` right is the first castling rook found from
//! `castlingRookKingsideFile` (the last file by default) toward the a-file, a `Q` right the
//! first from `castlingRookQueensideFile` toward the last file; with two castling kings on
//! that rank, the one on `castlingKingFile` castles. With `oppositeCastling` a castling
//! takes the other side's right on the same side. With `castlingWins` a castling it names
//! wins, and a side that has lost every right it names loses (the other side checked
//! first). With `chess960` a castling is written as the king taking its rook and the FEN
//! names the rooks by file.

use crate::variants::defined::{d, DefinedRules};
use crate::{Player, Position, Square, SquareSet};

/// The rank (0 = rank 1) `player` castles on.
pub(crate) fn rank(pos: &Position, player: Player) -> u8 {
    let r = d(pos).def.castle.rank.saturating_sub(1);
    let h = pos.rules().geometry().height();
    if player == Player::WHITE {
        r
    } else {
        h.saturating_sub(1 + r)
    }
}

/// The rook a `K` (`kingside`) or `Q` right of `player` names, the castling king being on
/// `king`.
pub(crate) fn rook_of_letter(
    pos: &Position,
    player: Player,
    king: Square,
    kingside: bool,
) -> Option<Square> {
    let dr = d(pos);
    let castle = &dr.def.castle;
    let w = pos.rules().geometry().width();
    let is_rook = |f: u8| {
        let s = Square::new(f, king.rank());
        pos.piece_at(s)
            .is_some_and(|p| {
                p.player == player && DefinedRules::is(dr.castling_rooks(player), p.kind)
            })
            .then_some(s)
    };
    if kingside {
        let start = castle.rook_kingside_file.unwrap_or(w - 1).min(w - 1);
        (king.file() + 1..=start).rev().find_map(is_rook)
    } else {
        (castle.rook_queenside_file..king.file()).find_map(is_rook)
    }
}

/// Which of `castlingWins`' four rights (K, Q, k, q) a castling of `player` toward
/// `kingside` is.
pub(crate) fn right_index(player: Player, kingside: bool) -> u8 {
    (if player == Player::WHITE { 0 } else { 2 }) + u8::from(!kingside)
}

/// `oppositeCastling`: after `player` castled toward `kingside`, the other side's rights on
/// that side go.
pub(crate) fn take_opposite(pos: &mut Position, player: Player, kingside: bool) {
    if !d(pos).def.castle.opposite {
        return;
    }
    let them = Player(1 - player.0);
    let Some(king) = crate::variants::defined::castling_king(pos, them) else {
        return;
    };
    let same_side: SquareSet = (pos.castling_rights & pos.by_player[them])
        .iter()
        .filter(|r| (r.file() > king.file()) == kingside)
        .collect();
    pos.castling_rights = pos.castling_rights - same_side;
}

/// `castlingWins`: the winner, when the last move was a winning castling or a side has lost
/// every winning right it had (`me` is the player to move).
pub(crate) fn winner(pos: &Position, me: Player) -> Option<Player> {
    let wins = d(pos).def.castle.wins;
    if wins == [false; 4] {
        return None;
    }
    let them = Player(1 - me.0);
    if pos.recent.castled().is_some_and(|i| wins[i as usize]) {
        return Some(them);
    }
    for c in [them, me] {
        let base = if c == Player::WHITE { 0 } else { 2 };
        let named = [wins[base], wins[base + 1]];
        if named == [false; 2] {
            continue;
        }
        let held = held_rights(pos, c);
        if !(named[0] && held[0] || named[1] && held[1]) {
            return Some(Player(1 - c.0));
        }
    }
    None
}

/// Whether `player` still has a kingside and a queenside right.
fn held_rights(pos: &Position, player: Player) -> [bool; 2] {
    let Some(king) = crate::variants::defined::castling_king(pos, player) else {
        return [false; 2];
    };
    let rights = pos.castling_rights & pos.by_player[player];
    [
        rights.iter().any(|r| r.file() > king.file()),
        rights.iter().any(|r| r.file() < king.file()),
    ]
}
