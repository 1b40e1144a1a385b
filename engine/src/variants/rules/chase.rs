//! Xiangqi's chasing rule (`chasingRule = axf`, the Asian Xiangqi Federation's rule as
//! Fairy-Stockfish plays it): in a repetition, a side that chased the same piece at each of
//! its moves, and was not chased back the same way, loses ([`crate::Game::outcome`]).
//!
//! A move *chases* an opponent's piece when it newly attacks it (with the moved piece, or
//! by uncovering a horse, an elephant, a rook or a cannon) and the piece is not defended,
//! or is stronger (a rook attacked by a horse or a cannon; a rook, cannon or horse attacked
//! by an elephant or an advisor). Kings and soldiers that have not crossed the river are
//! never chased; two pieces of one type attacking each other do not chase, unless one is
//! pinned or a horse's attack is one-sided (a lame horse). Facts from Fairy-Stockfish's
//! `chased()`; its roles are its piece types, here the definition's piece keys (`horse`,
//! `cannon`, `rook`, `elephant`, `fers`, `soldier`, `king`).

use crate::{royal, Move, Piece, Player, Position, Square, SquareSet};

/// What a piece is for the chasing rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Role {
    King,
    Rook,
    Horse,
    Cannon,
    Elephant,
    Fers,
    Soldier,
    Other,
}

fn role(pos: &Position, p: Piece) -> Role {
    let Some(def) = pos.rules().definition() else {
        return Role::Other;
    };
    if pos.rules().kind(p.kind).is_royal {
        return Role::King;
    }
    match def.pieces.get(p.kind.index()).map(|d| d.key.as_str()) {
        Some("rook") => Role::Rook,
        Some("horse") => Role::Horse,
        Some("cannon") => Role::Cannon,
        Some("elephant") => Role::Elephant,
        Some("fers") => Role::Fers,
        Some("soldier") => Role::Soldier,
        _ => Role::Other,
    }
}

/// The squares `p` on `from` attacks with `occ` occupied (its region kept).
fn attacks(pos: &Position, p: Piece, from: Square, occ: SquareSet) -> SquareSet {
    let t = pos.rules().tables();
    let (k, o) = (p.kind.index(), royal::orient(p.player));
    t.attacks(k, o, from, &occ) & t.reach(k, o, from)
}

/// The squares of `side`'s pieces that attack `sq` with `occ` occupied.
fn attackers(pos: &Position, sq: Square, occ: SquareSet, side: Player) -> SquareSet {
    (pos.by_player[side] & occ)
        .iter()
        .filter(|&s| pos.board[s.index()].is_some_and(|p| attacks(pos, p, s, occ).contains(sq)))
        .collect()
}

/// Whether a soldier of `player` on `sq` has crossed the river (`soldierPromotionRank`).
fn crossed(pos: &Position, player: Player, sq: Square) -> bool {
    let n = pos
        .rules()
        .definition()
        .map_or(1, |d| d.xiangqi.soldier_promotion_rank);
    let h = pos.rules().geometry().height();
    let relative = if player == Player::WHITE {
        sq.rank()
    } else {
        h - 1 - sq.rank()
    };
    relative + 1 >= n
}

/// The squares on the rook lines through `sq` (its file and rank, `sq` left out).
fn lines(pos: &Position, sq: Square) -> SquareSet {
    pos.rules()
        .geometry()
        .playable()
        .iter()
        .filter(|s| *s != sq && (s.file() == sq.file() || s.rank() == sq.rank()))
        .collect()
}

/// The squares a king's step away from `sq`, orthogonally (`diagonal` false) or
/// diagonally.
fn around(pos: &Position, sq: Square, diagonal: bool) -> SquareSet {
    let g = pos.rules().geometry();
    let steps: [(i32, i32); 4] = if diagonal {
        [(1, 1), (1, -1), (-1, 1), (-1, -1)]
    } else {
        [(1, 0), (-1, 0), (0, 1), (0, -1)]
    };
    steps
        .iter()
        .filter_map(|&(f, r)| sq.offset(f, r, g.width(), g.height()))
        .collect()
}

/// The pieces of `us` (to move in `pos`) pinned to their king: each whose leaving would let
/// a piece of the other side attack the king; with the flying general, the one piece of
/// `us` between the two kings on a file.
fn pins(pos: &Position, us: Player) -> SquareSet {
    let them = Player(1 - us.0);
    let Some(king) = (pos.royals & pos.by_player[us]).iter().next() else {
        return SquareSet::EMPTY;
    };
    let now = attackers(pos, king, pos.occupied, them);
    let mut out: SquareSet = (pos.by_player[us] - pos.royals)
        .iter()
        .filter(|&s| {
            let mut occ = pos.occupied;
            occ.remove(s);
            !(attackers(pos, king, occ, them) - now).is_empty()
        })
        .collect();
    let flying = pos
        .rules()
        .definition()
        .is_some_and(|d| d.xiangqi.flying_general);
    if let Some(their_king) = (pos.royals & pos.by_player[them]).iter().next() {
        let file: SquareSet = (pos.by_player[us] - pos.royals)
            .iter()
            .filter(|s| s.file() == their_king.file())
            .collect();
        if flying && king.file() == their_king.file() && file.iter().count() == 1 {
            out |= file;
        }
    }
    out
}

/// The pieces of the player to move in `after` that the move `m` from `before` chases.
pub(crate) fn chased(before: &Position, m: &Move, after: &Position) -> SquareSet {
    let Move::Normal { from, to, .. } = *m else {
        return SquareSet::EMPTY;
    };
    let us = after.turn();
    let them = Player(1 - us.0);
    let mut c = Chase {
        pos: after,
        us,
        pins: pins(after, us),
        chased: SquareSet::EMPTY,
    };
    if let Some(p) = after.board[to.index()] {
        let r = role(after, p);
        if r != Role::King && r != Role::Soldier {
            let mut direct = attacks(after, p, to, after.occupied) & after.by_player[us];
            if r == Role::Rook || r == Role::Cannon {
                let line: SquareSet = after
                    .rules()
                    .geometry()
                    .playable()
                    .iter()
                    .filter(|s| {
                        (from.file() == to.file() && s.file() == to.file())
                            || (from.rank() == to.rank() && s.rank() == to.rank())
                    })
                    .collect();
                direct = direct - line;
            }
            c.add(to, r, direct);
        }
    }
    // Discovered attacks: pieces whose line or leg the move opened (or, for a cannon, whose
    // screen it made).
    let captured = before.board[to.index()].is_some();
    let mut occ_before = after.occupied;
    if !captured {
        occ_before.remove(to);
    }
    occ_before.insert(from);
    let of_role = |s: Square, roles: &[Role]| {
        after.board[s.index()].is_some_and(|p| p.player == them && roles.contains(&role(after, p)))
    };
    let candidates: SquareSet = around(after, from, false)
        .iter()
        .filter(|&s| of_role(s, &[Role::Horse]))
        .chain(
            around(after, from, true)
                .iter()
                .filter(|&s| of_role(s, &[Role::Elephant])),
        )
        .chain(
            lines(after, from)
                .iter()
                .filter(|&s| of_role(s, &[Role::Cannon, Role::Rook])),
        )
        .chain(
            lines(after, to)
                .iter()
                .filter(|&s| of_role(s, &[Role::Cannon])),
        )
        .collect();
    for s in candidates {
        let Some(p) = after.board[s.index()] else {
            continue;
        };
        let found = (after.by_player[us] & attacks(after, p, s, after.occupied))
            - attacks(after, p, s, occ_before);
        c.add(s, role(after, p), found);
    }
    c.chased
}

/// The chase being found in a position, for the player `us` to move in it.
struct Chase<'a> {
    pos: &'a Position,
    us: Player,
    pins: SquareSet,
    chased: SquareSet,
}

impl Chase<'_> {
    /// Adds the pieces of `us` that the piece of role `r` on `at` chases among `attacked`.
    fn add(&mut self, at: Square, r: Role, mut attacked: SquareSet) {
        let pos = self.pos;
        if (attacked - self.chased).is_empty() {
            return;
        }
        let mine = |roles: &[Role]| -> SquareSet {
            pos.by_player[self.us]
                .iter()
                .filter(|s| pos.board[s.index()].is_some_and(|p| roles.contains(&role(pos, p))))
                .collect()
        };
        let raw_soldiers: SquareSet = mine(&[Role::Soldier])
            .iter()
            .filter(|&s| !crossed(pos, self.us, s))
            .collect();
        attacked = attacked - mine(&[Role::King]) - raw_soldiers;
        if r == Role::Horse || r == Role::Cannon {
            self.chased |= attacked & mine(&[Role::Rook]);
        }
        if r == Role::Elephant || r == Role::Fers {
            self.chased |= attacked & mine(&[Role::Rook, Role::Cannon, Role::Horse]);
        }
        let lame = r == Role::Horse && !(around(pos, at, true) & pos.occupied).is_empty();
        if lame {
            for s in attacked & mine(&[Role::Horse]) {
                let back = pos.board[s.index()]
                    .is_some_and(|h| attacks(pos, h, s, pos.occupied).contains(at));
                if back {
                    attacked.remove(s);
                }
            }
        } else {
            attacked = attacked - (mine(&[r]) - self.pins);
        }
        let mut occ = pos.occupied;
        occ.remove(at);
        for s in attacked {
            let roots = attackers(pos, s, occ, self.us) - self.pins;
            if roots.is_empty() || self.only_flying_king_defends(roots, s, occ) {
                self.chased.insert(s);
            }
        }
    }

    /// Whether `roots`, the defenders of `s`, are only the king, which cannot take there
    /// because the other king would then face it (`flyingGeneral`).
    fn only_flying_king_defends(&self, roots: SquareSet, s: Square, occ: SquareSet) -> bool {
        let pos = self.pos;
        if !pos
            .rules()
            .definition()
            .is_some_and(|d| d.xiangqi.flying_general)
        {
            return false;
        }
        let kings = pos.royals & pos.by_player[self.us];
        if roots != kings {
            return false;
        }
        let them = Player(1 - self.us.0);
        let Some(their_king) = (pos.royals & pos.by_player[them]).iter().next() else {
            return false;
        };
        // The other king's rook line, the attacker gone, reaches `s`.
        let same_line = their_king.file() == s.file() || their_king.rank() == s.rank();
        same_line && {
            let (a, b) = (their_king, s);
            let between: Vec<Square> = if a.file() == b.file() {
                (a.rank().min(b.rank()) + 1..a.rank().max(b.rank()))
                    .map(|r| Square::new(a.file(), r))
                    .collect()
            } else {
                (a.file().min(b.file()) + 1..a.file().max(b.file()))
                    .map(|f| Square::new(f, a.rank()))
                    .collect()
            };
            between.iter().all(|q| !occ.contains(*q))
        }
    }
}

/// `b`, squares after the move `m`, as they were before it: a piece that moved is followed
/// back to where it came from.
pub(crate) fn undo(b: SquareSet, m: &Move) -> SquareSet {
    match *m {
        Move::Normal { from, to, .. } if b.contains(to) => {
            let mut out = b;
            out.remove(to);
            out.insert(from);
            out
        }
        _ => b,
    }
}
