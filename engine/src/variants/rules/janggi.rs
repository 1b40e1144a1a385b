//! Janggi's rule family, for any defined game whose keys ask for it: the palace
//! diagonals (`diagonalLines`), the janggi cannon (`janggiCannon`), the facing kings
//! (`bikjangRule`) and the piece moved back and forth (`moveRepetitionIllegal`).
//!
//! Facts from Fairy-Stockfish: from a square of the diagonal lines, the wazir (and a king
//! of wazir type) steps, the soldier steps forward, the rook rides and the janggi cannon
//! hops along a diagonal, to squares of the lines only. The janggi cannon neither takes a
//! janggi cannon nor hops over one. When the kings face each other on a file or a rank
//! with nothing between, the player to move must part them or pass (a pass is then
//! allowed even in check), and a pass that leaves them facing ends the game, decided by
//! `materialCounting` (else drawn). Moving one piece back and forth between two squares
//! (the moves of the last five turns, none in check) loses.

use super::xiangqi;
use crate::definition::Definition;
use crate::tables::{flags, ExtraRay, Orientation, Step};
use crate::variants::defined::d;
use crate::{EndReason, Geometry, Move, Outcome, Piece, Position, Square, SquareSet};

/// How a piece type moves along the diagonal lines.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum LineMove {
    /// One step (the wazir).
    Step,
    /// One step forward (the soldier).
    Forward,
    /// A ride (the rook).
    Ride,
    /// A cannon's hop (the janggi cannon).
    Hop,
}

/// The type a piece moves as: its key, or the king's `x-kingType`.
fn move_type(def: &Definition, i: usize) -> &str {
    let p = &def.pieces[i];
    match (&def.own.king_type, p.royal) {
        (Some(t), true) => t,
        _ => &p.key,
    }
}

/// The diagonal lines of a game, compiled against its kinds.
#[derive(Clone, Debug, Default)]
pub(crate) struct Lines {
    squares: SquareSet,
    /// Per kind: how it moves along the lines, if it does.
    moves: Vec<Option<LineMove>>,
}

impl Lines {
    /// The `diagonalLines` of `def`, if it has any and a piece moves along them.
    pub(crate) fn compile(def: &Definition) -> Option<Lines> {
        let moves = (0..def.pieces.len())
            .map(|i| match move_type(def, i) {
                "wazir" => Some(LineMove::Step),
                "soldier" => Some(LineMove::Forward),
                "rook" => Some(LineMove::Ride),
                "janggiCannon" => Some(LineMove::Hop),
                _ => None,
            })
            .collect();
        let lines = Lines {
            squares: def.xiangqi.diagonal_lines,
            moves,
        };
        let any = lines.moves.iter().any(Option::is_some) && !lines.squares.is_empty();
        any.then_some(lines)
    }

    /// The rays the lines add to `kind`'s moves from `from` (orientation `orient`): along
    /// each diagonal while its squares are on the lines.
    pub(crate) fn rays(
        &self,
        g: &Geometry,
        kind: usize,
        orient: Orientation,
        from: Square,
    ) -> Vec<ExtraRay> {
        let how = self.moves.get(kind).copied().flatten();
        let Some(how) = how.filter(|_| self.squares.contains(from)) else {
            return Vec::new();
        };
        let forward = if orient == 0 { 1 } else { -1 };
        let dirs: &[(i32, i32)] = match how {
            LineMove::Forward if forward == 1 => &[(1, 1), (-1, 1)],
            LineMove::Forward => &[(1, -1), (-1, -1)],
            _ => &[(1, 1), (-1, 1), (1, -1), (-1, -1)],
        };
        let reach = if matches!(how, LineMove::Step | LineMove::Forward) {
            1
        } else {
            g.width().max(g.height()) as usize
        };
        let fl = flags::MOVE | flags::CAPTURE | if how == LineMove::Hop { flags::HOP } else { 0 };
        dirs.iter()
            .map(|&(dx, dy)| {
                let mut line = Vec::new();
                let mut cur = from;
                while line.len() < reach {
                    match cur.offset(dx, dy, g.width(), g.height()) {
                        Some(s) if self.squares.contains(s) && !g.is_hole(s) => {
                            line.push(s);
                            cur = s;
                        }
                        _ => break,
                    }
                }
                ExtraRay {
                    squares: line,
                    over: Vec::new(),
                    flags: fl,
                }
            })
            .filter(|r| !r.squares.is_empty())
            .collect()
    }
}

/// The janggi cannons of `def`, as a mask of kinds.
pub(crate) fn cannons(def: &Definition) -> u32 {
    def.pieces
        .iter()
        .enumerate()
        .filter(|(_, p)| p.key == "janggiCannon")
        .fold(0, |m, (i, _)| m | 1 << i)
}

/// Whether the piece on `sq` is a janggi cannon.
#[inline]
fn is_cannon(pos: &Position, sq: Square) -> bool {
    let cannons = pos.rules.janggi_cannons;
    pos.board[sq.index()].is_some_and(|p| cannons >> p.kind.0 & 1 == 1)
}

/// Whether `p` is a janggi cannon.
#[inline]
pub(crate) fn is_cannon_piece(pos: &Position, p: Piece) -> bool {
    pos.rules.janggi_cannons >> p.kind.0 & 1 == 1
}

/// The squares the janggi cannon `p` on `from` moves to, as the ray walk of
/// [`crate::royal`] gives them (`tactical`: only captures and the moves to the empty
/// squares of `empty`; else `empty` holds en passant squares, which a cannon never takes):
/// a hop over a screen that is not a janggi cannon, to an empty square or onto a piece
/// `can_take(p, victim)` allows that is not a janggi cannon. Every ray of a janggi cannon
/// hops (its Betza is `pR`, its palace diagonals hop too).
#[inline(never)]
pub(crate) fn cannon_targets(
    pos: &Position,
    p: Piece,
    from: Square,
    (tactical, empty): (bool, SquareSet),
    can_take: &dyn Fn(Piece, Piece) -> bool,
    mut push: impl FnMut(Square),
) {
    let t = pos.rules.tables();
    let occ = &pos.occupied;
    for ray in t.rays_of(p.kind.index(), crate::royal::orient(p.player), from) {
        let (moves, captures) = (
            ray.flags & flags::MOVE != 0,
            ray.flags & flags::CAPTURE != 0,
        );
        if ray.flags & flags::HOPS == 0 || ray.flags & flags::INITIAL != 0 {
            continue;
        }
        for s in beyond_screen(pos, t.steps(ray), occ) {
            let wanted = match pos.board[s.to.index()] {
                Some(q) => captures && !is_cannon_piece(pos, q) && can_take(p, q),
                // A wall (occupied, no piece) takes no landing.
                None => !occ.contains(s.to) && moves && (!tactical || empty.contains(s.to)),
            };
            if wanted {
                push(s.to);
            }
            if occ.contains(s.to) || ray.flags & flags::HOP_NEAR != 0 {
                break;
            }
        }
    }
}

/// In a game with janggi cannons, whether a piece on one of `from` could capture on `sq`
/// with `occupied` as the board's occupancy ([`crate::royal::attacked_with`]): a janggi
/// cannon only by a hop over a screen that is not a janggi cannon.
#[cold]
#[inline(never)]
pub(crate) fn any_captures_on(
    pos: &Position,
    from: SquareSet,
    sq: Square,
    occupied: SquareSet,
) -> bool {
    from.iter().any(|s| {
        pos.board[s.index()].is_some_and(|p| {
            crate::royal::betza_captures_on(pos, p, s, sq, occupied)
                && (!is_cannon_piece(pos, p) || cannon_captures_on(pos, p, s, sq, occupied))
        })
    })
}

/// Whether the janggi cannon `piece` on `from` could capture on `sq`, with `occupied` as
/// the board's occupancy: by a hop over a screen that is not a janggi cannon.
fn cannon_captures_on(
    pos: &Position,
    piece: Piece,
    from: Square,
    sq: Square,
    occupied: SquareSet,
) -> bool {
    let t = pos.rules.tables();
    let o = crate::royal::orient(piece.player);
    t.rays_of(piece.kind.index(), o, from).iter().any(|ray| {
        let wanted = flags::CAPTURE | flags::HOP;
        if ray.flags & (wanted | flags::INITIAL) != wanted {
            return false;
        }
        for s in beyond_screen(pos, t.steps(ray), &occupied) {
            if s.to == sq {
                return true;
            }
            if occupied.contains(s.to) {
                return false;
            }
        }
        false
    })
}

/// The steps of a hop line beyond its screen (the first square of `occ` on it), none when
/// there is no screen or the screen is a janggi cannon, which no janggi cannon hops over.
fn beyond_screen<'a>(pos: &Position, steps: &'a [Step], occ: &SquareSet) -> &'a [Step] {
    match steps.iter().position(|s| occ.contains(s.to)) {
        Some(screen) if !is_cannon(pos, steps[screen].to) => &steps[screen + 1..],
        _ => &[],
    }
}

/// Whether the game has `bikjangRule` and the kings face each other (bikjang).
pub(crate) fn bikjang(pos: &Position) -> bool {
    d(pos).def.xiangqi.bikjang && xiangqi::kings_face(pos)
}

/// The end of a game whose last move was a pass that left the kings facing (bikjang):
/// decided by `materialCounting`, else drawn.
pub(crate) fn bikjang_end(pos: &Position) -> Option<Outcome> {
    (pos.recent.passes() >= 1 && bikjang(pos)).then(|| Outcome {
        winner: super::material::winner(pos, d(pos).def.ends.material_counting),
        reason: EndReason::Bikjang,
    })
}

/// `moveRepetitionIllegal`, over a game's `positions` (the start first) and the `moves`
/// between them: the end when the player who just moved has moved one piece back and
/// forth, as Fairy-Stockfish follows it: the last five of that player's moves are plain
/// moves between the same two squares (the first arriving without a capture; a pass may
/// stand for the second), none made in check, with no capture or pawn move by either
/// player since, by a piece that could reach the other king's region.
pub(crate) fn back_and_forth(positions: &[Position], moves: &[Move]) -> Option<Outcome> {
    let n = moves.len();
    let now = positions.last()?;
    let def = now.rules().definition()?;
    if !def.xiangqi.move_repetition_illegal || def.n_fold_rule == 0 || positions.len() != n + 1 {
        return None;
    }
    let end = if def.captures_to_hand {
        n
    } else {
        n.min(now.halfmove_clock as usize)
    };
    if end < 4 {
        return None;
    }
    // `j` plies back: the position, and the move that led to it.
    let q = |j: usize| &positions[n - j];
    let mv = |j: usize| (j < n).then(|| moves[n - j - 1]);
    let checked = |j: usize| q(j).in_check(q(j).turn());
    let mut rep = first_repetition(now, q(1), mv(0)?, mv(2), checked(1) || checked(3));
    let mut i = 4;
    while i <= end && rep > 0 {
        let s = i - 2;
        if i < end && checked(s + 3) {
            rep = 0;
        } else if rep < 4 {
            let base = if rep == 1 { mv(0) } else { mv(s) };
            rep = if mv(s + 2).is_some() && mv(s + 2) == base.and_then(reversed) {
                rep + 1
            } else {
                0
            };
        } else {
            let took =
                mv(s + 2).is_some_and(|m| crate::variants::defined::is_capture(q(s + 3), &m));
            let arrived = matches!((mv(s), mv(s + 2)),
                (Some(Move::Normal { from, .. }), Some(Move::Normal { to, .. })) if from == to);
            if !took && arrived {
                return Some(Outcome {
                    winner: Some(now.turn()),
                    reason: EndReason::BackAndForth,
                });
            }
            rep = 0;
        }
        i += 2;
    }
    None
}

/// Where the count of [`back_and_forth`] starts: 2 when the mover's last move `last`
/// (from `before` to `now`) undid its move before (`earlier`), 1 when that one was a
/// pass, else 0; 0 also when the mover was in check at either (`checked`), when `last`
/// was not a plain move, or when its piece could never reach the other king's region.
fn first_repetition(
    now: &Position,
    before: &Position,
    last: Move,
    earlier: Option<Move>,
    checked: bool,
) -> u8 {
    let Move::Normal {
        from,
        to,
        promotion: None,
    } = last
    else {
        return 0;
    };
    if checked || crate::variants::defined::castle_of(before, from, to).is_some() {
        return 0;
    }
    let Some(p) = now.board[to.index()] else {
        return 0;
    };
    let dr = d(now);
    let other = crate::Player(1 - p.player.0.min(1));
    let theirs = dr
        .royal
        .map_or(SquareSet::FULL, |k| dr.confine.region(k, other));
    if (dr.confine.region(p.kind, p.player) & theirs).is_empty() {
        return 0;
    }
    match earlier {
        Some(m) if Some(m) == reversed(last) => 2,
        Some(Move::Pass) => 1,
        _ => 0,
    }
}

/// The plain move back from where `m` went.
fn reversed(m: Move) -> Option<Move> {
    match m {
        Move::Normal { from, to, .. } => Some(Move::Normal {
            from: to,
            to: from,
            promotion: None,
        }),
        _ => None,
    }
}
