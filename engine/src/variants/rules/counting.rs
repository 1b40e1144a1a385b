//! Makruk's counting (`countingRule = makruk`, `cambodian` or `asean`), for any defined
//! game: once a side is left with its king alone (or, without pawns, the other side's
//! pieces are few), the stronger side must mate within a limit of moves that depends on
//! what it has, or the game is drawn.
//!
//! Facts from Fairy-Stockfish: the limit in moves (board's honour 64, or pieces' honour: two
//! rooks 8, one rook 16, two khons 22, two knights 32, one khon 44; Cambodian one less;
//! ASEAN rook 16, khon 44, knight 64), counted in plies from a start that depends on the
//! pieces on the board; a FEN writes the limit in the en passant field and the plies
//! counted in the halfmove field while counting runs. Its roles are the definition's
//! piece keys (`pawn`, `rook`, `silver` for the khon, `knight`).

use crate::definition::CountingRule;
use crate::{Player, Position};

/// The pieces of `side` (both sides for `None`) whose key is `key`.
fn count(pos: &Position, side: Option<Player>, key: &str) -> usize {
    let Some(def) = pos.rules().definition() else {
        return 0;
    };
    pos.occupied
        .iter()
        .filter_map(|s| pos.board[s.index()])
        .filter(|p| side.is_none_or(|c| p.player == c))
        .filter(|p| def.pieces.get(p.kind.index()).is_some_and(|d| d.key == key))
        .count()
}

/// All the pieces of `side` (both for `None`) on the board.
fn all(pos: &Position, side: Option<Player>) -> usize {
    match side {
        Some(c) => pos.by_player[c].iter().count(),
        None => pos.occupied.iter().count(),
    }
}

/// The limit in moves when `side` counts (0: it does not count).
pub(crate) fn limit(pos: &Position, rule: CountingRule, side: Player) -> u16 {
    let other = Some(Player(1 - side.0));
    let me = Some(side);
    let pawns = count(pos, None, "pawn");
    let honour = |base: u16| -> u16 {
        if count(pos, other, "rook") > 1 {
            base - 56
        } else if count(pos, other, "rook") == 1 {
            base - 48
        } else if count(pos, other, "silver") > 1 {
            base - 42
        } else if count(pos, other, "knight") > 1 {
            base - 32
        } else if count(pos, other, "silver") == 1 {
            base - 20
        } else {
            base
        }
    };
    match rule {
        CountingRule::None => 0,
        CountingRule::Makruk => {
            if pawns > 0 || all(pos, other) == 1 {
                0
            } else if all(pos, me) > 1 {
                64
            } else {
                honour(64)
            }
        }
        CountingRule::Cambodian => {
            if all(pos, me) > 3 || all(pos, other) == 1 {
                0
            } else if all(pos, me) > 1 {
                63
            } else if pawns > 0 {
                0
            } else {
                honour(63)
            }
        }
        CountingRule::Asean => {
            if pawns > 0 || all(pos, me) > 1 {
                0
            } else if count(pos, other, "rook") > 0 {
                16
            } else if count(pos, other, "silver") > 0 {
                44
            } else if count(pos, other, "knight") > 0 {
                64
            } else {
                0
            }
        }
    }
}

/// After a move to `pos` (whose player to move is the other side): the counting's start,
/// or its next ply. `captured` is what the move took (`Some(true)`: a pawn), `promoted`
/// whether it promoted.
pub(crate) fn after_move(
    pos: &mut Position,
    rule: CountingRule,
    captured: Option<bool>,
    promoted: bool,
) {
    let stm = pos.turn();
    let mover = Player(1 - stm.0);
    let (mut lim, mut ply) = (pos.counting[0], pos.counting[1]);
    if lim > 0 {
        ply += 1;
    }
    let total = all(pos, None) as u16;
    if rule != CountingRule::Asean
        && captured == Some(true)
        && all(pos, Some(mover)) == 1
        && count(pos, None, "pawn") == 0
        && limit(pos, rule, mover) > 0
    {
        lim = 2 * limit(pos, rule, mover);
        ply = 2 * total - 1;
    }
    let restart = lim == 0 || ((captured.is_some() || promoted) && all(pos, Some(stm)) == 1);
    if restart && limit(pos, rule, stm) > 0 {
        lim = 2 * limit(pos, rule, stm);
        ply = if rule == CountingRule::Asean || all(pos, Some(stm)) > 1 {
            0
        } else {
            2 * total
        };
    }
    pos.counting = [lim, ply];
}

/// Whether the count has run out (the game is drawn unless the side to move is mated).
pub(crate) fn ran_out(pos: &Position) -> bool {
    pos.counting[0] > 0 && pos.counting[1] > pos.counting[0]
}
