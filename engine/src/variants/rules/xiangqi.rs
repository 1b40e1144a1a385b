//! Xiangqi's rule family, for any defined game whose keys ask for it: pieces kept in a
//! region (`mobilityRegion{White,Black}{Piece}`: the palace, the elephant's half), the
//! soldier that moves only forward until it crosses the river (`soldierPromotionRank`),
//! and the flying general (`flyingGeneral`: the kings may never face each other).
//!
//! Facts from Fairy-Stockfish's move generator: a region limits where a piece lands, by a
//! move, a capture or a drop, and so what it attacks, while its rides still pass over the
//! squares outside it; an unpromoted soldier attacks as a shogi pawn; two kings facing on a
//! file or a rank, nothing between, is a position no move may leave.

use crate::definition::Definition;
use crate::tables::MoveTables;
use crate::{Kind, Piece, Player, Position, Square, SquareSet};

/// The keys compiled against a game's kinds.
#[derive(Clone, Debug, Default)]
pub(crate) struct Confinement {
    /// Per kind and side: the squares it may land on.
    regions: Vec<[SquareSet; 2]>,
    /// The soldier's kind and, per side, the squares where it moves freely.
    soldier: Option<(Kind, [SquareSet; 2])>,
    /// Whether a region or the soldier's rank plays.
    any: bool,
}

fn side(p: Player) -> usize {
    p.index().min(1)
}

impl Confinement {
    /// The keys of `def`, whose board is `board`; `kind_of` names a letter's kind.
    pub(crate) fn compile(
        def: &Definition,
        board: SquareSet,
        kind_of: &dyn Fn(char) -> Option<Kind>,
    ) -> Confinement {
        let mut regions = vec![[board; 2]; def.pieces.len()];
        for &(letter, white, r) in &def.xiangqi.mobility_region {
            if let Some(k) = kind_of(letter) {
                regions[k.index()][if white { 0 } else { 1 }] = r;
            }
        }
        let n = def.xiangqi.soldier_promotion_rank;
        let soldier = def
            .pieces
            .iter()
            .position(|p| p.key == "soldier")
            .filter(|_| n > 1)
            .map(|i| {
                let rank = |r: u8| board.iter().filter(move |s| s.rank() == r);
                let (white, black): (SquareSet, SquareSet) = (
                    (n - 1..def.height).flat_map(rank).collect(),
                    (0..=def.height.saturating_sub(n)).flat_map(rank).collect(),
                );
                (Kind(i as u8), [white, black])
            });
        let any = soldier.is_some() || !def.xiangqi.mobility_region.is_empty();
        Confinement {
            regions,
            soldier,
            any,
        }
    }

    /// Whether a region or the soldier's rank plays.
    #[inline]
    pub(crate) fn any(&self) -> bool {
        self.any
    }

    /// The squares where `player`'s `kind` may land.
    pub(crate) fn region(&self, kind: Kind, player: Player) -> SquareSet {
        self.regions
            .get(kind.index())
            .map_or(SquareSet::FULL, |r| r[side(player)])
    }

    /// Whether `p` may go from `from` to `to`.
    #[inline]
    pub(crate) fn allows(&self, p: Piece, from: Square, to: Square) -> bool {
        let s = side(p.player);
        if !self.regions[p.kind.index()][s].contains(to) {
            return false;
        }
        match self.soldier {
            Some((k, free)) if k == p.kind && !free[s].contains(from) => to.file() == from.file(),
            _ => true,
        }
    }

    /// Limits what each piece attacks in `tables` to where it may land.
    pub(crate) fn restrict(&self, tables: &mut MoveTables, board: SquareSet) {
        if !self.any {
            return;
        }
        for (k, sides) in self.regions.iter().enumerate() {
            for (o, &region) in sides.iter().enumerate() {
                for from in board {
                    let mut mask = region;
                    if let Some((soldier, free)) = self.soldier {
                        if soldier.index() == k && !free[o].contains(from) {
                            mask &= board.iter().filter(|s| s.file() == from.file()).collect();
                        }
                    }
                    tables.restrict_reach(k, o, from, mask);
                }
            }
        }
    }
}

/// Whether the royal pieces of the two sides face each other on a file or a rank with
/// nothing between (`flyingGeneral`).
pub(crate) fn kings_face(pos: &Position) -> bool {
    let kings: Vec<Square> = pos.royals.iter().collect();
    let [a, b] = kings[..] else {
        return false;
    };
    let owner = |s: Square| pos.board[s.index()].map(|p| p.player);
    if owner(a) == owner(b) || (a.file() != b.file() && a.rank() != b.rank()) {
        return false;
    }
    let between = |x: u8, y: u8| x.min(y) + 1..x.max(y);
    if a.file() == b.file() {
        between(a.rank(), b.rank()).all(|r| !pos.occupied.contains(Square::new(a.file(), r)))
    } else {
        between(a.file(), b.file()).all(|f| !pos.occupied.contains(Square::new(f, a.rank())))
    }
}
