//! What a board of a game marks beyond its squares, as players of its family expect to see
//! it (issue 64, item 4): xiangqi's and janggi's palaces, where the generals are kept (with
//! their diagonals), xiangqi's river, which its elephants do not cross, and the promotion
//! zones of shogi's family. The app draws them; the engine says where they are.

use crate::definition::{Definition, Family};
use crate::{Rules, SquareSet};

/// The marks of a board (none for a game without them).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BoardMarks {
    /// The palaces, both sides': the squares a royal piece is kept in
    /// (`mobilityRegion…` of a royal piece) in xiangqi's family.
    pub palaces: SquareSet,
    /// The river: it runs above this many ranks (xiangqi: 5), where a piece of xiangqi's
    /// family is kept on its own half (the elephant).
    pub river: Option<u8>,
    /// The promotion zones, both sides', in shogi's family.
    pub zones: SquareSet,
}

impl BoardMarks {
    /// Whether there is nothing to mark.
    pub fn is_empty(&self) -> bool {
        self.palaces.is_empty() && self.river.is_none() && self.zones.is_empty()
    }
}

impl Rules {
    /// The marks of this game's board: palaces and the river in xiangqi's family,
    /// promotion zones in shogi's; none for our five games and the others.
    pub fn board_marks(&self) -> BoardMarks {
        match self.definition() {
            Some(d) => marks_of(d),
            None => BoardMarks::default(),
        }
    }
}

/// The marks of the game `d` defines.
fn marks_of(d: &Definition) -> BoardMarks {
    let mut marks = BoardMarks::default();
    let height = d.height;
    match d.family() {
        Family::Xiangqi => {
            let royal = |letter: char| {
                d.pieces
                    .iter()
                    .any(|p| p.royal && p.letter.eq_ignore_ascii_case(&letter))
            };
            let half: SquareSet = (0..height / 2)
                .flat_map(|r| (0..d.width).map(move |f| crate::Square::new(f, r)))
                .collect();
            let regions = &d.xiangqi.mobility_region;
            for &(letter, _, region) in regions {
                if royal(letter) {
                    marks.palaces |= region;
                }
            }
            // A piece kept on White's half, not just in the palace (xiangqi's elephant, not
            // the advisors): the river is the half's edge.
            let kept_on_half = regions.iter().any(|&(letter, white, region)| {
                white
                    && !royal(letter)
                    && !(region - marks.palaces).is_empty()
                    && (region - half).is_empty()
            });
            if kept_on_half && height.is_multiple_of(2) {
                marks.river = Some(height / 2);
            }
        }
        Family::Shogi => {
            marks.zones = d.promotion_region.white | d.promotion_region.black;
        }
        _ => {}
    }
    marks
}
