//! Games won (or lost) by the pieces' shape, for any defined game: a row of N
//! (`connectN`), a chain joining two regions (`connectRegion1…`/`connectRegion2…`), an
//! N×N square (`connectNxN`), N on one line (`collinearN`); `connectPieceTypes` says which
//! pieces count, `connectHorizontal`/`Vertical`/`Diagonal` which lines, and
//! `connectValue` the result for the side that made the shape.
//!
//! Facts from Fairy-Stockfish, read as it reads them: the lines are east, north,
//! north-east and south-east; the chain between regions grows from the first region only
//! along those four directions (never west or south); the N×N square is grown towards
//! the south and the east; pieces on one line count with gaps between them.

use crate::definition::{Connect, PieceTypes};
use crate::variants::defined::{region, result_for};
use crate::{EndReason, Geometry, Outcome, Player, Position, Square, SquareSet};

/// The end when `who`, who has just moved, has made one of the shapes the keys ask for.
pub(crate) fn end(pos: &Position, c: &Connect, who: Player) -> Option<Outcome> {
    let any_region = !c.regions[0].white.is_empty() || !c.regions[0].black.is_empty();
    if c.n == 0 && c.nxn == 0 && c.collinear == 0 && !any_region {
        return None;
    }
    let counts = |p: &crate::Piece| match &c.piece_types {
        PieceTypes::All => true,
        PieceTypes::Letters(l) => l.contains(&pos.rules.kind(p.kind).letter.to_ascii_lowercase()),
    };
    let mine: SquareSet = pos.by_player[who]
        .iter()
        .filter(|s| pos.board[s.index()].as_ref().is_some_and(counts))
        .collect();
    let g = pos.rules.geometry();
    let dirs = directions(c);
    let made = (c.n > 0 && row(g, mine, &dirs, c.n))
        || chain(
            g,
            mine,
            &dirs,
            [region(&c.regions[0], who), region(&c.regions[1], who)],
        )
        || (c.nxn > 0 && square(g, mine, c.nxn))
        || (c.collinear > 0 && collinear(g, mine, &dirs, c.collinear));
    made.then(|| result_for(c.value, who, EndReason::Connected))
}

/// The lines the keys count: east, north, north-east and south-east.
fn directions(c: &Connect) -> Vec<(i32, i32)> {
    let mut d = Vec::new();
    if c.horizontal {
        d.push((1, 0));
    }
    if c.vertical {
        d.push((0, 1));
    }
    if c.diagonal {
        d.extend([(1, 1), (1, -1)]);
    }
    d
}

/// `s` moved by `(dx, dy)`, if on the board.
fn step(g: &Geometry, s: Square, (dx, dy): (i32, i32)) -> Option<Square> {
    s.offset(dx, dy, g.width(), g.height())
}

/// `set` moved one step by `d`, what stays on the board.
fn shift(g: &Geometry, set: SquareSet, d: (i32, i32)) -> SquareSet {
    set.iter().filter_map(|s| step(g, s, d)).collect()
}

/// `connectN`: `n` of `mine` in a row along one of `dirs`.
fn row(g: &Geometry, mine: SquareSet, dirs: &[(i32, i32)], n: u32) -> bool {
    mine.iter().any(|s| {
        dirs.iter().any(|&(dx, dy)| {
            (1..n as i32).all(|i| step(g, s, (dx * i, dy * i)).is_some_and(|t| mine.contains(t)))
        })
    })
}

/// `connectRegion…`: a chain of `mine` from the first region to the second, grown from
/// the first along `dirs` as Fairy-Stockfish grows it.
fn chain(g: &Geometry, mine: SquareSet, dirs: &[(i32, i32)], [from, to]: [SquareSet; 2]) -> bool {
    let mut current = from & mine;
    if current.is_empty() || (to & mine).is_empty() {
        return false;
    }
    loop {
        let mut grown = SquareSet::EMPTY;
        for &d in dirs {
            grown |= shift(g, current | grown, d) & mine;
        }
        if !(grown & to).is_empty() {
            return true;
        }
        if (grown - current).is_empty() {
            return false;
        }
        current |= grown;
    }
}

/// `connectNxN`: an `n`×`n` square of `mine`.
fn square(g: &Geometry, mine: SquareSet, n: u32) -> bool {
    let mut corners = mine;
    for _ in 1..n {
        let keep = |s: &Square| {
            [(0, 1), (-1, 0), (-1, 1)]
                .iter()
                .all(|&d| step(g, *s, d).is_some_and(|t| corners.contains(t)))
        };
        corners = corners.iter().filter(keep).collect();
        if corners.is_empty() {
            return false;
        }
    }
    !corners.is_empty()
}

/// `collinearN`: `n` of `mine` on one line along one of `dirs`, gaps allowed.
fn collinear(g: &Geometry, mine: SquareSet, dirs: &[(i32, i32)], n: u32) -> bool {
    dirs.iter().any(|&(dx, dy)| {
        mine.iter().any(|s| {
            let along = |sign: i32| {
                (1..)
                    .map_while(|i| step(g, s, (dx * i * sign, dy * i * sign)))
                    .filter(|t| mine.contains(*t))
                    .count() as u32
            };
            1 + along(1) + along(-1) >= n
        })
    })
}
