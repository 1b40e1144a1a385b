//! Atomic chess's rule family, for any defined game whose keys ask for it
//! (`blastOnCapture`, `blastImmuneTypes`, `mutuallyImmuneTypes`): a capture explodes the
//! capturing piece and every piece on the squares around, pawns excepted; a piece of an
//! immune type survives any blast; pieces of a mutually immune type may not take each
//! other (Atomar's kings).
//!
//! Facts from Fairy-Stockfish's `do_move`: the blast is centred on the square the capturer
//! lands on (en passant included), spares only the `pawn` key's piece around it (never the
//! capturer), and with `capturesToHand` each exploded piece goes to the hand of the side
//! that did not own it. With `extinctionPseudoRoyal` (atomic) a move may not explode the
//! mover's own royal piece, and two royal pieces side by side cannot be taken
//! (`pseudo_royal.rs`).

use crate::definition::Definition;
use crate::{Kind, Piece, Position, Square, SquareSet};

/// The keys compiled against a game's kinds.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Blast {
    /// `blastOnCapture`.
    pub(crate) on: bool,
    /// Bit per kind: `blastImmuneTypes`.
    immune: u32,
    /// Bit per kind: `mutuallyImmuneTypes`.
    mutual: u32,
    /// The `pawn` key's kind, which a blast spares unless it captured.
    pawn: Option<Kind>,
}

impl Blast {
    /// The keys of `def`; `mask` gives the bits of a list of letters.
    pub(crate) fn compile(
        def: &Definition,
        pawn: Option<Kind>,
        mask: &dyn Fn(&[char]) -> u32,
    ) -> Blast {
        Blast {
            on: def.blast.on_capture,
            immune: mask(&def.blast.immune_types),
            mutual: mask(&def.blast.mutually_immune_types),
            pawn,
        }
    }

    /// Whether the blast or the mutual immunity plays.
    #[inline]
    pub(crate) fn any(&self) -> bool {
        self.on || self.mutual != 0
    }

    /// Whether `p` may not take `victim` (both of one mutually immune type).
    #[inline]
    pub(crate) fn refuses(&self, p: Piece, victim: Option<Piece>) -> bool {
        self.mutual & (1 << p.kind.0) != 0
            && victim.is_some_and(|v| v.player != p.player && v.kind == p.kind)
    }

    /// The squares a capture landing on `to` explodes in `pos` (the capturer standing on
    /// `to`): `to` and the pieces around it other than pawns, less the immune ones.
    pub(crate) fn squares(&self, pos: &Position, to: Square) -> SquareSet {
        let g = pos.rules().geometry();
        let mut out = SquareSet::from_square(to);
        for df in -1..=1 {
            for dr in -1..=1 {
                let Some(s) = to.offset(df, dr, g.width(), g.height()) else {
                    continue;
                };
                let spared = |p: Piece| Some(p.kind) == self.pawn;
                if (df, dr) != (0, 0) && pos.board[s.index()].is_some_and(|p| !spared(p)) {
                    out.insert(s);
                }
            }
        }
        out.iter()
            .filter(|s| pos.board[s.index()].is_some_and(|p| self.immune & (1 << p.kind.0) == 0))
            .collect()
    }
}

impl Blast {
    /// Explodes a capture that landed on `to`: the pieces go, with their castling rights
    /// (all of a side's when its castling king goes); with `to_hand`, each exploded piece
    /// goes, as `hand_kind` says, to the hand of the side that did not own it; where
    /// `petrify` says so, a wall takes the piece's square (`walls.rs`).
    pub(crate) fn explode(
        &self,
        pos: &mut Position,
        to: Square,
        to_hand: Option<&dyn Fn(Piece) -> Kind>,
        castling_king: [Option<Kind>; 2],
        petrify: &dyn Fn(Square, Piece) -> bool,
    ) {
        for s in self.squares(pos, to) {
            let Some(p) = pos.take(s) else {
                continue;
            };
            if petrify(s, p) {
                super::walls::wall_off(pos, s);
            }
            pos.castling_rights.remove(s);
            if Some(p.kind) == castling_king[p.player.index().min(1)] {
                pos.castling_rights = pos.castling_rights - pos.by_player[p.player];
            }
            if let Some(kind) = to_hand {
                let other = crate::Player(1 - p.player.0.min(1));
                pos.hands[other].add(kind(p));
            }
        }
    }
}

/// Whether two squares touch (a king's step apart).
pub(crate) fn touch(a: Square, b: Square) -> bool {
    a != b && a.file().abs_diff(b.file()) <= 1 && a.rank().abs_diff(b.rank()) <= 1
}
