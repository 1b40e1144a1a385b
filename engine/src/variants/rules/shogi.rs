//! Shogi's rule family, for any defined game whose keys ask for it
//! ([`crate::definition::ShogiRules`]): pieces that promote by `promotedPieceType` on a move
//! into, within or out of their promotion region (optional, or forced by
//! `mandatoryPiecePromotion`, or only by capturing with `piecePromotionOnCapture`), their
//! demotion (`pieceDemotion`), what a captured promoted piece becomes in the hand
//! (`dropLoop`), the drop rules (`dropNoDoubled`, `dropNoDoubledCount`), the squares a
//! piece may not go to because it could never move again (`immobilityIllegal`), and the
//! checkmate a dropped shogi pawn may not give (`shogiPawnDropMateIllegal`).
//!
//! Facts from Fairy-Stockfish's `variants.ini` documentation and its move generator: a
//! promotion is written `+` after the squares and a demotion `-`; a promoted piece is
//! `+X` in a FEN, `X` being what it was; the immobility rule spares promotions; a pawn-drop
//! mate is not an illegal move there but a lost game for the player who dropped.

use crate::definition::Definition;
use crate::tables::{flags, MoveTables};
use crate::{
    Geometry, Kind, Move, MoveList, Piece, Player, Position, Square, SquareSet, MAX_KINDS,
};

/// Shogi's keys compiled against a game's kinds.
#[derive(Clone, Debug, Default)]
pub(crate) struct Shogi {
    /// What each kind promotes to.
    promotes_to: [Option<Kind>; MAX_KINDS],
    /// Bit per kind: a kind some other kind promotes to.
    promoted_kinds: u32,
    /// Bit per kind: a kind some other kind promotes from (what a demotion gives).
    base_kinds: u32,
    /// `pieceDemotion`.
    demotion: bool,
    /// `mandatoryPiecePromotion`.
    mandatory: bool,
    /// `piecePromotionOnCapture`.
    on_capture: bool,
    /// `dropLoop`.
    drop_loop: bool,
    /// `dropNoDoubled` and its count.
    no_doubled: Option<(Kind, u32)>,
    /// `immobilityIllegal`: per kind and orientation, the squares it could never leave.
    stuck: Option<Vec<[SquareSet; 2]>>,
    /// `shogiPawnDropMateIllegal`: the `shogiPawn` key's kind.
    drop_mate_pawn: Option<Kind>,
}

impl Shogi {
    /// The keys of `def`, `kind_of` naming a letter's kind.
    pub(crate) fn compile(def: &Definition, kind_of: &dyn Fn(char) -> Option<Kind>) -> Shogi {
        let s = &def.shogi;
        let mut out = Shogi {
            demotion: s.piece_demotion,
            mandatory: s.mandatory_piece_promotion,
            on_capture: s.piece_promotion_on_capture,
            drop_loop: s.drop_loop,
            no_doubled: s
                .drop_no_doubled
                .and_then(kind_of)
                .map(|k| (k, s.drop_no_doubled_count)),
            drop_mate_pawn: def
                .pieces
                .iter()
                .position(|p| p.key == "shogiPawn")
                .filter(|_| s.shogi_pawn_drop_mate_illegal)
                .map(|i| Kind(i as u8)),
            ..Shogi::default()
        };
        for &(from, to) in &s.promoted_piece_type {
            if let (Some(f), Some(t)) = (kind_of(from), kind_of(to)) {
                out.promotes_to[f.index()] = Some(t);
                out.promoted_kinds |= 1 << t.0;
                out.base_kinds |= 1 << f.0;
            }
        }
        out
    }

    /// With `immobilityIllegal`, notes for each kind the squares from which it has no move
    /// (its lines as on an empty board) (`tables` being the game's, on `geometry`).
    pub(crate) fn note_stuck(
        &mut self,
        def: &Definition,
        tables: &MoveTables,
        geometry: &Geometry,
    ) {
        if !def.shogi.immobility_illegal {
            return;
        }
        let kinds = def.pieces.len();
        let mut stuck = vec![[SquareSet::EMPTY; 2]; kinds];
        for (k, sides) in stuck.iter_mut().enumerate() {
            for (o, side) in sides.iter_mut().enumerate() {
                for sq in geometry.playable() {
                    // A hopper's line counts as a way out, as in Fairy-Stockfish.
                    let moves = tables.rays_of(k, o, sq).iter().any(|r| {
                        r.flags & flags::MOVE != 0
                            && r.flags & flags::INITIAL == 0
                            && !tables.steps(r).is_empty()
                    });
                    if !moves {
                        side.insert(sq);
                    }
                }
            }
        }
        self.stuck = Some(stuck);
    }

    /// Whether any of shogi's move rules plays: a piece promotes, or immobility.
    #[inline]
    pub(crate) fn any(&self) -> bool {
        self.promoted_kinds != 0 || self.stuck.is_some()
    }

    /// What `k` promotes to.
    #[inline]
    pub(crate) fn promotes_to(&self, k: Kind) -> Option<Kind> {
        self.promotes_to[k.index()]
    }

    /// Whether a move whose promotion is `k` is written `+` (a piece promotion).
    pub(crate) fn writes_plus(&self, k: Kind) -> bool {
        self.promoted_kinds & (1 << k.0) != 0
    }

    /// Whether a move whose promotion is `k` is written `-` (a demotion).
    pub(crate) fn writes_minus(&self, k: Kind) -> bool {
        self.demotion && self.base_kinds & (1 << k.0) != 0 && !self.writes_plus(k)
    }

    /// Whether `p` of `player` could never move again from `sq` (`immobilityIllegal`).
    #[inline]
    pub(crate) fn is_stuck(&self, kind: Kind, player: Player, sq: Square) -> bool {
        self.stuck
            .as_ref()
            .is_some_and(|s| s[kind.index()][player.index().min(1)].contains(sq))
    }

    /// Pushes the moves of `p` (not a pawn type) from `from` to `to`, `zone` being its
    /// player's promotion region: the plain move and its promotion (unless `limit`, its
    /// `promotionLimit`, forbids it) or demotion.
    pub(crate) fn push(
        &self,
        pos: &Position,
        p: Piece,
        (from, to): (Square, Square),
        zone: SquareSet,
        limit: &dyn Fn(Kind) -> bool,
        list: &mut MoveList,
    ) {
        let up = self.promotes_to(p.kind).filter(|&k| limit(k));
        let down = p.promoted.base().filter(|_| self.demotion);
        let plain = Move::Normal {
            from,
            to,
            promotion: None,
        };
        if up.is_none() && down.is_none() {
            if !self.is_stuck(p.kind, p.player, to) {
                list.push(plain);
            }
            return;
        }
        let changes = (zone.contains(from) || zone.contains(to))
            && (!self.on_capture || pos.occupied.contains(to));
        let forced = self.mandatory && changes;
        if !forced && !self.is_stuck(p.kind, p.player, to) {
            list.push(plain);
        }
        if changes {
            for k in [up, down].into_iter().flatten() {
                list.push(Move::Normal {
                    from,
                    to,
                    promotion: Some(k),
                });
            }
        }
    }

    /// A pawn type's piece promotion on a move to `to` in its promotion region (a
    /// `promotedPieceType` for a pawn), if it has one there; none by an en passant capture.
    pub(crate) fn pawn_promotion(&self, pos: &Position, p: Piece, to: Square) -> Option<Kind> {
        let taken = pos.occupied.contains(to);
        self.promotes_to(p.kind)
            .filter(|_| taken || (!self.on_capture && !pos.en_passant.contains(to)))
    }

    /// Turns `p` into `k` if that is its promotion or its demotion; whether it did.
    pub(crate) fn change(&self, p: &mut Piece, k: Kind) -> bool {
        if self.promotes_to(p.kind) == Some(k) {
            *p = Piece {
                player: p.player,
                kind: k,
                promoted: crate::Promoted::from_kind(p.kind),
            };
            true
        } else if self.demotion && p.promoted.base() == Some(k) {
            *p = Piece::new(p.player, k);
            true
        } else {
            false
        }
    }

    /// The kind a captured piece `c` goes to the hand as: what it was promoted from (or the
    /// game's pawn, `main_pawn`, for a promoted pawn), unless `dropLoop` keeps it as it is.
    pub(crate) fn to_hand(&self, c: Piece, main_pawn: Option<Kind>) -> Kind {
        if self.drop_loop || !c.is_promoted() {
            return c.kind;
        }
        c.promoted.base().or(main_pawn).unwrap_or(c.kind)
    }

    /// The squares of `to` where `me` may drop a `kind`: not on a file that already holds
    /// its count of them (`dropNoDoubled`), nor where it could never move
    /// (`immobilityIllegal`).
    pub(crate) fn drop_squares(
        &self,
        pos: &Position,
        kind: Kind,
        me: Player,
        to: SquareSet,
    ) -> SquareSet {
        let mut to = to;
        if let Some((k, count)) = self.no_doubled.filter(|&(k, _)| k == kind) {
            let mine = pos.squares_of_kind(me, k);
            to = to
                .iter()
                .filter(|s| mine.iter().filter(|m| m.file() == s.file()).count() < count as usize)
                .collect();
        }
        if self.stuck.is_some() {
            to = to.iter().filter(|&s| !self.is_stuck(kind, me, s)).collect();
        }
        to
    }

    /// With `shogiPawnDropMateIllegal`: whether a checkmate is one the last move, a shogi
    /// pawn's drop, gave (the player who dropped it loses).
    pub(crate) fn dropped_pawn_mates(&self, pos: &Position) -> bool {
        self.drop_mate_pawn.is_some() && pos.last_drop == self.drop_mate_pawn
    }
}
