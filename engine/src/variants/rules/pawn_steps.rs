//! The pawn's triple step (`tripleStepRegionWhite`/`Black`), for any defined game: from
//! these squares the predefined `pawn` may also step three squares straight forward, over
//! two empty squares, to an empty one (wildebeest). A pawn that did may be taken en passant
//! on either square it passed (`defined::set_en_passant`).
//!
//! Facts from Fairy-Stockfish: the step is the `pawn` key's only, from the region whatever
//! the double step's region says; it never captures.

use crate::definition::Definition;
use crate::tables::{flags, ExtraRay, Orientation};
use crate::{Geometry, Kind, Player, Square, SquareSet};

/// The triple step of a game, compiled against its kinds.
#[derive(Clone, Debug)]
pub(crate) struct TripleStep {
    /// The `pawn` key's kind.
    pawn: Kind,
    /// White's and Black's squares it steps from.
    regions: [SquareSet; 2],
}

impl TripleStep {
    /// The triple step of `def`, whose `pawn` key's piece is `pawn`, if it has one.
    pub(crate) fn compile(def: &Definition, pawn: Option<Kind>) -> Option<TripleStep> {
        let r = &def.triple_step_region;
        let regions = [r.white, r.black];
        pawn.filter(|_| regions.iter().any(|r| !r.is_empty()))
            .map(|pawn| TripleStep { pawn, regions })
    }

    /// Whether `player`'s pawn may make a triple step from `from`.
    pub(crate) fn from(&self, player: Player, from: Square) -> bool {
        self.regions[player.index().min(1)].contains(from)
    }

    /// The ray the step adds to `kind`'s moves from `from` (orientation `orient`).
    pub(crate) fn rays(
        &self,
        g: &Geometry,
        kind: usize,
        orient: Orientation,
        from: Square,
    ) -> Vec<ExtraRay> {
        if kind != self.pawn.index() || !self.regions[orient].contains(from) {
            return Vec::new();
        }
        let up = if orient == 0 { 1 } else { -1 };
        let path: Option<Vec<Square>> = (1..=3)
            .map(|i| from.offset(0, up * i, g.width(), g.height()))
            .map(|s| s.filter(|&s| !g.is_hole(s)))
            .collect();
        match path.as_deref() {
            Some(&[a, b, to]) => vec![ExtraRay {
                squares: vec![to],
                over: vec![a, b],
                flags: flags::MOVE,
            }],
            _ => Vec::new(),
        }
    }
}
