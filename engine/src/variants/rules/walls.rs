//! Walls, for any defined game whose keys ask for them (`wallingRule`,
//! `wallingRegion…`, `wallOrMove`, `petrifyOnCaptureTypes`, `petrifyBlastPieces`): a wall
//! is a square nothing may enter, land on or pass, written `*` in a FEN
//! ([`Position::walls`]).
//!
//! Facts from Fairy-Stockfish's move generator and `do_move`: with a walling rule every
//! move of a piece also places one wall (a [`Move::Walled`], written `e2e4,e4d5`) on a
//! square that is empty once the piece has moved (castling's and en passant's squares as
//! they are after the move; a square a blast has just emptied still counts as full), inside
//! the mover's walling region, and as the rule says: `arrow`, a square the moved piece
//! could move to from where it landed; `past`, the square it left; `edge`, a square on the
//! board's edge or beside a wall (a file or rank step away); `duck`, any, the walls placed
//! before being lifted; `static`, any. With `wallOrMove` a turn is either a move without a
//! wall or a wall alone (`from == to`: the mover's first piece, by rank then file, is named
//! as Fairy-Stockfish names it). A piece of `petrifyOnCaptureTypes` that captures turns
//! into a wall where it lands, and may not capture at all when it is pseudo-royal
//! (`pseudo_royal.rs`); with `petrifyBlastPieces` every piece a blast destroys does too.

use crate::definition::{Definition, WallingRule};
use crate::tables::{flags, hop_landings};
use crate::variants::defined;
use crate::{Kind, Move, MoveList, PlayError, Position, Square, SquareSet};

/// The keys compiled against a game's kinds.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Walls {
    /// `wallingRule`.
    rule: WallingRule,
    /// `wallingRegionWhite`/`Black`, on the board.
    region: [SquareSet; 2],
    /// `wallOrMove`.
    or_move: bool,
    /// Bit per kind: `petrifyOnCaptureTypes`.
    petrify: u32,
    /// `petrifyBlastPieces`.
    petrify_blast: bool,
}

impl Walls {
    /// The keys of `def`; `mask` gives the bits of a list of letters.
    pub(crate) fn compile(def: &Definition, mask: &dyn Fn(&[char]) -> u32) -> Walls {
        let w = &def.walls;
        Walls {
            rule: w.rule,
            region: [w.region.white, w.region.black],
            or_move: w.or_move,
            petrify: mask(&w.petrify_types),
            petrify_blast: w.petrify_blast,
        }
    }

    /// Whether moves place walls.
    #[inline]
    pub(crate) fn placed(&self) -> bool {
        self.rule != WallingRule::None
    }

    /// `wallOrMove`: a turn moves a piece or places a wall.
    #[inline]
    pub(crate) fn or_move(&self) -> bool {
        self.or_move
    }

    /// Whether a piece of kind `k` turns into a wall where it captures.
    #[inline]
    pub(crate) fn petrifies(&self, k: Kind) -> bool {
        self.petrify & (1 << k.0) != 0
    }

    /// With `petrifyBlastPieces`: whether the pieces a blast destroys turn into walls.
    #[inline]
    pub(crate) fn petrifies_blasted(&self) -> bool {
        self.petrify_blast
    }

    /// Replaces the moves of pieces in `list` (the mover's, before the check test) by the
    /// walled moves the rule allows, and adds the walls alone of `wallOrMove`.
    pub(crate) fn expand(&self, pos: &Position, list: &mut MoveList) {
        if !self.placed() {
            return;
        }
        let moves: Vec<Move> = list.iter().copied().collect();
        list.clear();
        for m in moves {
            match m {
                Move::Normal {
                    from,
                    to,
                    promotion,
                } if !self.or_move => {
                    for wall in self.squares(pos, from, to) {
                        list.push(Move::Walled {
                            from,
                            to,
                            promotion,
                            wall,
                        });
                    }
                }
                m => list.push(m),
            }
        }
        if self.or_move {
            if let Some(first) = pos.by_player[pos.turn].first() {
                for wall in self.squares(pos, first, first) {
                    list.push(Move::Walled {
                        from: first,
                        to: first,
                        promotion: None,
                        wall,
                    });
                }
            }
        }
    }

    /// Where the wall of the move `from`–`to` of the player to move may go (`from == to`:
    /// a wall alone).
    pub(crate) fn squares(&self, pos: &Position, from: Square, to: Square) -> SquareSet {
        let me = pos.turn;
        let g = pos.rules().geometry();
        let after = if from == to {
            pos.occupied
        } else {
            defined::occupied_after(pos, from, to)
        };
        let walls = pos.walls();
        let mut out = g.playable() - after - walls;
        out &= self.region[me.index().min(1)];
        match self.rule {
            WallingRule::Arrow => out &= arrow(pos, from, to),
            WallingRule::Past => out &= SquareSet::from_square(from),
            WallingRule::Edge => out &= edges(pos) | beside(pos, walls),
            WallingRule::Duck | WallingRule::Static | WallingRule::None => {}
        }
        out
    }

    /// Places the wall of a walled move on `wall` (a duck's earlier walls lifted first).
    pub(crate) fn place(&self, pos: &mut Position, wall: Square) {
        if self.rule == WallingRule::Duck {
            pos.occupied = pos.occupied - pos.walls();
        }
        wall_off(pos, wall);
    }

    /// Why the walled move `m`, not among the legal moves, is refused (`base`: whether its
    /// piece's move is among the pseudo-legal ones with some wall).
    pub(crate) fn explain(&self, pos: &Position, m: &Move, base: bool) -> Option<PlayError> {
        let illegal = |s: String| Some(PlayError::Illegal(s));
        let (Move::Walled { from, to, wall, .. }, true) = (*m, self.placed()) else {
            return illegal("this game places no walls".into());
        };
        if self.or_move && from != to {
            return illegal("in this game a turn moves a piece or places a wall, not both".into());
        }
        if !base {
            return None;
        }
        if !self.squares(pos, from, to).contains(wall) {
            return illegal(format!("a wall may not go on {wall} after this move"));
        }
        illegal("that move leaves your king in check".into())
    }
}

/// Walls `sq` off.
pub(crate) fn wall_off(pos: &mut Position, sq: Square) {
    pos.occupied.insert(sq);
}

/// `arrow`: the squares the piece moved from `from` could move to from `to`, with its
/// square left empty (its moves without captures, initial moves aside).
fn arrow(pos: &Position, from: Square, to: Square) -> SquareSet {
    let Some(p) = pos.piece_at(from) else {
        return SquareSet::EMPTY;
    };
    let t = pos.rules().tables();
    let mut occ = pos.occupied;
    occ.remove(from);
    let mut out = SquareSet::EMPTY;
    let orient = crate::royal::orient(p.player);
    for ray in t.rays_of(p.kind.index(), orient, to) {
        if ray.flags & flags::MOVE == 0 || ray.flags & flags::INITIAL != 0 {
            continue;
        }
        if ray.flags & flags::HOPS != 0 {
            let near = ray.flags & flags::HOP_NEAR != 0;
            hop_landings(t.steps(ray), &occ, near, |s, full| {
                if !full {
                    out.insert(s)
                }
            });
            continue;
        }
        for s in t.steps(ray) {
            if !s.open(&occ) || occ.contains(s.to) {
                break;
            }
            out.insert(s.to);
        }
    }
    out
}

/// The squares on the board's edge.
fn edges(pos: &Position) -> SquareSet {
    let g = pos.rules().geometry();
    g.playable()
        .iter()
        .filter(|s| {
            s.file() == 0
                || s.rank() == 0
                || s.file() + 1 == g.width()
                || s.rank() + 1 == g.height()
        })
        .collect()
}

/// The squares a file or rank step from one of `walls`.
fn beside(pos: &Position, walls: SquareSet) -> SquareSet {
    let g = pos.rules().geometry();
    let mut out = SquareSet::EMPTY;
    for w in walls {
        for (df, dr) in [(0, 1), (0, -1), (1, 0), (-1, 0)] {
            if let Some(s) = w.offset(df, dr, g.width(), g.height()) {
                out.insert(s);
            }
        }
    }
    out
}
