//! Passing a turn, for any defined game whose keys allow it (`pass`, `passOnStalemate` and
//! their `White`/`Black` forms), and the end of a game both players passed in.
//!
//! Facts from Fairy-Stockfish: a side may pass with `pass`, and with `passOnStalemate` only
//! when it has no other legal move; never in check, and never without a piece on the board
//! (its pass is a "move" of its king, or of its first piece, to its own square, and that is
//! how it is written: `e1e1`). Two passes in a row end the game, decided by
//! `materialCounting` (a draw without it).

use crate::{Move, MoveList, Player, Position, Square};

/// The square Fairy-Stockfish names a pass of `me` by: its royal piece's, else its first
/// piece's (by rank, then file); `None` with no piece on the board (no pass then).
pub(crate) fn pass_square(pos: &Position, me: Player) -> Option<Square> {
    let mine = pos.by_player[me];
    (pos.royals & mine).first().or_else(|| mine.first())
}

/// Adds a pass to `list`, the other legal moves of the player to move, where the keys
/// allow one (`in_check`: the player's royal piece is attacked).
pub(crate) fn add(pos: &Position, list: &mut MoveList, in_check: bool) {
    let Some(def) = pos.rules().definition() else {
        return;
    };
    let g = &def.board_games;
    let me = pos.turn;
    let white = me == Player::WHITE;
    let (always, stalemate) = if white {
        (g.pass.white, g.pass_on_stalemate.white)
    } else {
        (g.pass.black, g.pass_on_stalemate.black)
    };
    // `passOnStalemate` allows a pass only when there is no other move.
    let allowed = if stalemate { list.is_empty() } else { always };
    if allowed && !in_check && pass_square(pos, me).is_some() {
        list.push(Move::Pass);
    }
}
