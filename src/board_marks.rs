//! The marks a board of xiangqi's or shogi's family draws on its squares (issue 64, item
//! 4), from the engine's [`engine::BoardMarks`]: the palaces' diagonals, corner to corner
//! of their squares; the river, a band along the edge of the fifth rank; the promotion
//! zones' edges, dashed. Each square gets the bits of what crosses it, in screen terms
//! (a flipped board turns "above" into "below"; a diagonal stays a diagonal).

use engine::{Position, Square, SquareSet};

/// A diagonal from the square's bottom-left corner to its top-right (on screen).
pub const RISING: u8 = 1;
/// A diagonal from the square's top-left corner to its bottom-right.
pub const FALLING: u8 = 2;
/// The river along the square's top edge.
pub const RIVER_TOP: u8 = 4;
/// The river along its bottom edge.
pub const RIVER_BOTTOM: u8 = 8;
/// A promotion zone's edge along its top.
pub const ZONE_TOP: u8 = 16;
/// A promotion zone's edge along its bottom.
pub const ZONE_BOTTOM: u8 = 32;

/// The marks of every square of `pos`'s board (by [`Square::index`]; empty when the game
/// has none), the board `flipped` or not.
pub fn square_marks((pos, flipped): (&Position, bool)) -> Vec<u8> {
    let marks = pos.rules().board_marks();
    if marks.is_empty() {
        return Vec::new();
    }
    let g = pos.rules().geometry();
    let (w, h) = (g.width(), g.height());
    let mut out = vec![0u8; 256];
    let (up, down) = if flipped {
        (ZONE_BOTTOM, ZONE_TOP)
    } else {
        (ZONE_TOP, ZONE_BOTTOM)
    };
    let mut set = |f: u8, r: u8, bit: u8| {
        if f < w && r < h {
            out[Square::new(f, r).index()] |= bit;
        }
    };
    // Each palace's diagonals: corner to corner of its bounding box, one square at a time.
    for half in [0..h / 2, h / 2..h] {
        let palace: SquareSet = marks
            .palaces
            .iter()
            .filter(|s| half.contains(&s.rank()))
            .collect();
        let (Some(f0), Some(r0)) = (
            palace.iter().map(|s| s.file()).min(),
            palace.iter().map(|s| s.rank()).min(),
        ) else {
            continue;
        };
        let size = palace.iter().map(|s| s.file()).max().unwrap_or(f0) - f0 + 1;
        for i in 0..size {
            set(f0 + i, r0 + i, RISING);
            set(f0 + size - 1 - i, r0 + i, FALLING);
        }
    }
    // The river: along the top of the rank below it (on screen, the bottom when flipped).
    if let Some(r) = marks.river {
        let bit = if flipped { RIVER_BOTTOM } else { RIVER_TOP };
        for f in 0..w {
            set(f, r - 1, bit);
        }
    }
    // The zones' edges: where a zone square meets a square of the board outside it.
    for s in marks.zones.iter() {
        let (f, r) = (s.file(), s.rank());
        if r + 1 < h && !marks.zones.contains(Square::new(f, r + 1)) {
            set(f, r, up);
        }
        if r > 0 && !marks.zones.contains(Square::new(f, r - 1)) {
            set(f, r, down);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::Settings;

    fn marks(name: &str, flipped: bool) -> (Position, Vec<u8>) {
        let pos = Position::start(&Settings::named(name).expect("a built-in")).expect("a start");
        let m = square_marks((&pos, flipped));
        (pos, m)
    }

    fn at(m: &[u8], sq: &str) -> u8 {
        m[sq.parse::<Square>().expect("a square").index()]
    }

    #[test]
    fn the_palace_diagonals_cross_at_its_centre() {
        let (_, m) = marks("xiangqi", false);
        assert_eq!(at(&m, "d1"), RISING);
        assert_eq!(at(&m, "f1"), FALLING);
        assert_eq!(at(&m, "e2"), RISING | FALLING);
        assert_eq!(at(&m, "f3"), RISING);
        assert_eq!(at(&m, "e9"), RISING | FALLING);
        assert_eq!(at(&m, "e1"), 0);
    }

    #[test]
    fn the_river_runs_along_the_fifth_rank_on_the_side_that_faces_the_sixth() {
        let (_, m) = marks("xiangqi", false);
        assert_eq!(at(&m, "a5") & RIVER_TOP, RIVER_TOP);
        assert_eq!(at(&m, "a6"), 0);
        let (_, flipped) = marks("xiangqi", true);
        assert_eq!(at(&flipped, "a5") & RIVER_BOTTOM, RIVER_BOTTOM);
    }

    #[test]
    fn shogis_zones_are_edged_where_they_meet_the_middle() {
        let (_, m) = marks("shogi", false);
        assert_eq!(at(&m, "a7"), ZONE_BOTTOM);
        assert_eq!(at(&m, "a3"), ZONE_TOP);
        assert_eq!(at(&m, "a9"), 0);
        assert_eq!(at(&m, "a5"), 0);
    }

    #[test]
    fn chess_has_no_marks() {
        assert!(marks("chess", false).1.is_empty());
    }
}
