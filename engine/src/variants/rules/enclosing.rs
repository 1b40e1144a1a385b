//! Reversi's, Ataxx's and Connect Four's rules, for any defined game whose keys ask for
//! them (`enclosingDrop`, `enclosingDropStart`, `flipEnclosedPieces`, `freeDrops`): where
//! a drop must go, and what a move turns over to the mover's side.
//!
//! Facts from Fairy-Stockfish's drop region and `do_move`: while a square of
//! `enclosingDropStart` is empty, drops go only there; `reversi`, a drop must close a line
//! of the other side's pieces (a file, rank or diagonal, at least one piece) with one of
//! its own, and every such line turns over; `ataxx`, a drop must touch one of its own
//! pieces, and every piece of the other side touching the square a move lands on turns
//! over; `quadwrangle`, the same turning over, for a move of a piece and for a drop that
//! touches one of its own; `snort`, a drop may not be a file or rank step from the other
//! side's pieces; `top`, a drop lands on the first rank or on a piece (or wall);
//! `anyside`, a piece enters from an edge and slides across to the first piece or the other
//! edge. A hole or a wall ends a line. Where Fairy-Stockfish's `anyside` looks for the
//! stopping square from the wrong end (a piece entering from the top or the right, past a
//! gap), we stop at the first piece, as the game's rule says (KEYS.md).

use crate::definition::EnclosingRule;
use crate::{Player, Position, Square, SquareSet};

/// The eight directions, then the four file and rank ones among them.
const AROUND: [(i32, i32); 8] = [
    (0, 1),
    (0, -1),
    (1, 0),
    (-1, 0),
    (1, 1),
    (1, -1),
    (-1, 1),
    (-1, -1),
];

/// The squares a step in `dirs` from `sq` (on the board, holes left out).
fn steps(pos: &Position, sq: Square, dirs: &[(i32, i32)]) -> SquareSet {
    let g = pos.rules().geometry();
    dirs.iter()
        .filter_map(|&(df, dr)| sq.offset(df, dr, g.width(), g.height()))
        .filter(|&s| g.is_playable(s))
        .collect()
}

/// The squares a step in `dirs` from any of `from` (the board's, holes left out).
fn around(pos: &Position, from: SquareSet, dirs: &[(i32, i32)]) -> SquareSet {
    from.iter()
        .fold(SquareSet::EMPTY, |acc, s| acc | steps(pos, s, dirs))
}

/// The pieces of the other side than `me` that a piece of `me` on `sq` closes in a line
/// with one of its own (`reversi`), the board as it stands.
fn enclosed(pos: &Position, me: Player, sq: Square) -> SquareSet {
    let g = pos.rules().geometry();
    let mine = pos.by_player[me];
    let theirs = pos.occupied - mine - pos.walls();
    let mut out = SquareSet::EMPTY;
    for (df, dr) in AROUND {
        let mut line = SquareSet::EMPTY;
        let mut at = sq;
        while let Some(next) = at.offset(df, dr, g.width(), g.height()) {
            at = next;
            if !theirs.contains(at) {
                break;
            }
            line.insert(at);
        }
        if at != sq && mine.contains(at) && !line.is_empty() {
            out |= line;
        }
    }
    out
}

/// The squares among `to` where the player to move may drop, as `enclosingDrop` and
/// `enclosingDropStart` say.
pub(crate) fn drop_squares(pos: &Position, to: SquareSet) -> SquareSet {
    let Some(def) = pos.rules().definition() else {
        return to;
    };
    let g = &def.board_games;
    let me = pos.turn;
    if g.enclosing_drop == EnclosingRule::None {
        return to;
    }
    let start = g.enclosing_drop_start - pos.occupied;
    if !start.is_empty() {
        return to & start;
    }
    let mine = pos.by_player[me];
    let theirs = pos.occupied - mine - pos.walls();
    match g.enclosing_drop {
        EnclosingRule::Reversi => to
            .iter()
            .filter(|&s| !enclosed(pos, me, s).is_empty())
            .collect(),
        // A square is next to a piece when the piece is next to it: the squares around the
        // pieces, found once (around each target square, they took two thirds of ataxx's
        // perft: BENCH.md session 46).
        EnclosingRule::Ataxx => to & around(pos, mine, &AROUND),
        EnclosingRule::Snort => to - around(pos, theirs, &AROUND[..4]),
        EnclosingRule::Top => to
            .iter()
            .filter(|&s| {
                s.rank() == 0 || pos.occupied.contains(Square::new(s.file(), s.rank() - 1))
            })
            .collect(),
        EnclosingRule::Anyside => to & slides(pos),
        EnclosingRule::None | EnclosingRule::Quadwrangle => to,
    }
}

/// `anyside`: where a piece entering from each edge stops, sliding across to the first
/// piece, wall or hole, or to the other edge; an edge square taken lets nothing in there.
fn slides(pos: &Position) -> SquareSet {
    let g = pos.rules().geometry();
    let (w, h) = (g.width() as i32, g.height() as i32);
    let free = |f: i32, r: i32| {
        (0..w).contains(&f) && (0..h).contains(&r) && {
            let s = Square::new(f as u8, r as u8);
            g.is_playable(s) && !pos.occupied.contains(s)
        }
    };
    let mut out = SquareSet::EMPTY;
    let mut enter = |(mut f, mut r): (i32, i32), (df, dr): (i32, i32)| {
        if !free(f, r) {
            return;
        }
        while free(f + df, r + dr) {
            f += df;
            r += dr;
        }
        out.insert(Square::new(f as u8, r as u8));
    };
    for r in 0..h {
        enter((0, r), (1, 0));
        enter((w - 1, r), (-1, 0));
    }
    for f in 0..w {
        enter((f, 0), (0, 1));
        enter((f, h - 1), (0, -1));
    }
    out
}

/// Turns over what `flipEnclosedPieces` says after `me`'s piece landed on `to` (`dropped`:
/// from the hand).
pub(crate) fn flip(pos: &mut Position, me: Player, to: Square, dropped: bool) {
    let Some(rule) = pos
        .rules()
        .definition()
        .map(|d| d.board_games.flip_enclosed_pieces)
    else {
        return;
    };
    let theirs = pos.occupied - pos.by_player[me] - pos.walls();
    let around = steps(pos, to, &AROUND);
    let turned = match rule {
        EnclosingRule::Reversi => enclosed(pos, me, to),
        EnclosingRule::Ataxx => around & theirs,
        EnclosingRule::Quadwrangle if !dropped || !(around & pos.by_player[me]).is_empty() => {
            around & theirs
        }
        _ => SquareSet::EMPTY,
    };
    for s in turned {
        if let Some(mut p) = pos.take(s) {
            p.player = me;
            pos.put(s, p);
        }
    }
}
