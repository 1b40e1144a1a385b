//! Perft: the number of leaf positions after exactly `depth` plies (a position with no
//! legal move contributes nothing below it; draw rules are not applied).

use crate::{Move, MoveList, Phase, Position};

/// Counts the leaves `depth` plies below `pos`.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    let mut lists: Vec<MoveList> = (0..depth.max(1)).map(|_| MoveList::new()).collect();
    let mut p = pos.clone();
    perft_inner(&mut p, depth, &mut lists)
}

/// The perft count below each legal move of `pos` (as `go perft` prints them).
pub fn divide(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    let mut lists: Vec<MoveList> = (0..depth.max(1)).map(|_| MoveList::new()).collect();
    let moves = pos.legal_moves();
    moves
        .iter()
        .map(|m| {
            let mut child = pos.clone();
            child.play_unchecked(m);
            let n = if depth <= 1 {
                1
            } else {
                perft_inner(&mut child, depth - 1, &mut lists)
            };
            (*m, n)
        })
        .collect()
}

fn perft_inner(pos: &mut Position, depth: u32, lists: &mut [MoveList]) -> u64 {
    if depth == 0 {
        return 1;
    }
    let (list, rest) = lists.split_first_mut().expect("one move list per ply");
    pos.legal_moves_into(list);
    if depth == 1 {
        return list.len() as u64;
    }
    let mut n = 0;
    let flips = pos.rules.definition().is_some_and(|d| {
        d.board_games.flip_enclosed_pieces != crate::definition::EnclosingRule::None
    });
    for m in list.iter() {
        // A drop is taken back in place, unless it clears an en passant square or turns
        // pieces over (`flipEnclosedPieces`).
        let undoable = pos.phase() == Phase::Play && pos.en_passant.is_empty() && !flips;
        if let (Move::Drop { kind, to }, true) = (*m, undoable) {
            let (clock, last_drop, checks, counting, passes) = (
                pos.halfmove_clock,
                pos.last_drop,
                pos.checks,
                pos.counting,
                pos.recent,
            );
            pos.play_unchecked(m);
            n += perft_inner(pos, depth - 1, rest);
            pos.undo_drop(kind, to, clock);
            (pos.last_drop, pos.checks, pos.counting, pos.recent) =
                (last_drop, checks, counting, passes);
        } else {
            let mut child = pos.clone();
            child.play_unchecked(m);
            n += perft_inner(&mut child, depth - 1, rest);
        }
    }
    n
}
