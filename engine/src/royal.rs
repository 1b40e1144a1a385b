//! What every royal game shares, written for any number of players: moves from the
//! Betza tables, attacks on a square, check, and legality as "the mover's king is not
//! attacked after the move".

use crate::tables::{flags, hop_landings};
use crate::variants::rules::janggi;
use crate::{Kind, Move, MoveList, Piece, Player, Position, Square, SquareSet};

/// How pawns promote in a game.
pub(crate) struct Promotion<'a> {
    /// The kinds a pawn may become.
    pub kinds: &'a [Kind],
    /// Whether a pawn reaching the zone must promote.
    pub compulsory: bool,
}

impl Promotion<'_> {
    /// Pushes the move `from`–`to`: once per kind a pawn may become, and once without
    /// promotion unless promoting is compulsory, when `promotes`; else once.
    #[inline]
    pub(crate) fn push(&self, promotes: bool, from: Square, to: Square, list: &mut MoveList) {
        if promotes {
            for &k in self.kinds {
                list.push(Move::Normal {
                    from,
                    to,
                    promotion: Some(k),
                });
            }
            if self.compulsory {
                return;
            }
        }
        list.push(Move::Normal {
            from,
            to,
            promotion: None,
        });
    }
}

/// The last rank of a player of a two-sided game (rank index).
#[inline]
pub(crate) fn last_rank(pos: &Position, player: Player) -> u8 {
    if player == Player::WHITE {
        pos.rules.geometry().height() - 1
    } else {
        0
    }
}

/// The orientation of a player's pieces in the movement tables.
#[inline]
pub(crate) fn orient(player: Player) -> usize {
    player.index().min(1)
}

/// Pushes the moves of the piece on `from` (moves to empty squares and captures of enemy
/// pieces, never of a royal piece), with promotions on the last rank.
pub(crate) fn piece_moves(
    pos: &Position,
    from: Square,
    promotion: &Promotion,
    list: &mut MoveList,
) {
    let can_take = |p: Piece, q: Piece| q.player != p.player && !pos.rules.kind(q.kind).is_royal;
    piece_moves_with(pos, from, promotion, false, &can_take, list);
}

/// Like [`piece_moves`], with the game deciding what may be captured (`can_take(mover,
/// victim)`) and whether the piece's initial-move (`i`) components apply.
pub(crate) fn piece_moves_with(
    pos: &Position,
    from: Square,
    promotion: &Promotion,
    initial: bool,
    can_take: &dyn Fn(Piece, Piece) -> bool,
    list: &mut MoveList,
) {
    let Some(p) = pos.board[from.index()] else {
        return;
    };
    let is_pawn = pos.rules.kind(p.kind).is_pawn;
    let last = last_rank(pos, p.player);
    let push = |to: Square| promotion.push(is_pawn && to.rank() == last, from, to, list);
    piece_targets(pos, p, from, initial, SquareSet::EMPTY, can_take, push);
}

/// Walks the Betza rays of the piece `p` on `from` and calls `push` with every square it
/// may move to: empty squares its moves reach, pieces `can_take(p, victim)` allows where
/// its captures reach, and the empty squares of `en_passant` its captures reach. Initial
/// (`i`) rays only when `initial`. The one ray walk of the games with Betza pieces.
#[inline]
pub(crate) fn piece_targets(
    pos: &Position,
    p: Piece,
    from: Square,
    initial: bool,
    en_passant: SquareSet,
    can_take: &dyn Fn(Piece, Piece) -> bool,
    push: impl FnMut(Square),
) {
    walk_rays::<false>(pos, p, from, initial, en_passant, can_take, push);
}

/// As [`piece_targets`], for the quiescence search: only the captures, and the empty
/// squares of `quiet` its moves reach (a pawn's promotion zone), never en passant.
#[inline]
pub(crate) fn piece_captures(
    pos: &Position,
    p: Piece,
    from: Square,
    initial: bool,
    quiet: SquareSet,
    can_take: &dyn Fn(Piece, Piece) -> bool,
    push: impl FnMut(Square),
) {
    walk_rays::<true>(pos, p, from, initial, quiet, can_take, push);
}

/// The walk of [`piece_targets`] (`TACTICAL` false: `empty` holds the en passant
/// squares) and of [`piece_captures`] (`TACTICAL` true: `empty` holds the squares where
/// moves that capture nothing are wanted). A kind whose rays share landing squares or hop
/// takes the careful walk, which gives each square once; every other kind (all the five
/// games' pieces) the plain one.
#[inline]
fn walk_rays<const TACTICAL: bool>(
    pos: &Position,
    p: Piece,
    from: Square,
    initial: bool,
    empty: SquareSet,
    can_take: &dyn Fn(Piece, Piece) -> bool,
    mut push: impl FnMut(Square),
) {
    if pos.rules.tables().repeats(p.kind.index()) {
        let mut given = SquareSet::EMPTY;
        let once = |s: Square| {
            if !given.contains(s) {
                given.insert(s);
                push(s);
            }
        };
        walk::<TACTICAL, true, true>(pos, p, from, initial, empty, can_take, once);
    } else if !pos.rules.has_walls() {
        walk::<TACTICAL, false, false>(pos, p, from, initial, empty, can_take, push);
    } else {
        walk::<TACTICAL, false, true>(pos, p, from, initial, empty, can_take, push);
    }
}

/// [`walk_rays`]' loop; `CAREFUL`: rays may hop; `WALLS`: the board may have walls (squares
/// occupied by no piece), which stop a ray.
#[inline]
fn walk<const TACTICAL: bool, const CAREFUL: bool, const WALLS: bool>(
    pos: &Position,
    p: Piece,
    from: Square,
    initial: bool,
    empty: SquareSet,
    can_take: &dyn Fn(Piece, Piece) -> bool,
    mut push: impl FnMut(Square),
) {
    let t = pos.rules.tables();
    let occ = pos.occupied;
    let no_quiet = TACTICAL && empty == SquareSet::EMPTY;
    for ray in t.rays_of(p.kind.index(), orient(p.player), from) {
        if ray.flags & flags::INITIAL != 0 && !initial {
            continue;
        }
        let captures = ray.flags & flags::CAPTURE != 0;
        if no_quiet && !captures {
            continue;
        }
        if CAREFUL && ray.flags & flags::HOPS != 0 {
            let moves = ray.flags & flags::MOVE != 0;
            let near = ray.flags & flags::HOP_NEAR != 0;
            hop_landings(t.steps(ray), &occ, near, |to, full| {
                let wanted = match pos.board[to.index()] {
                    Some(q) => captures && can_take(p, q),
                    // A wall (occupied, no piece) takes no landing.
                    None => !full && moves && (!TACTICAL || empty.contains(to)),
                };
                if wanted {
                    push(to);
                }
            });
            continue;
        }
        for s in t.steps(ray) {
            if !s.open(&occ) {
                break;
            }
            match pos.board[s.to.index()] {
                // A wall: occupied, no piece.
                None if WALLS && occ.contains(s.to) => break,
                None => {
                    let wanted = if TACTICAL {
                        ray.flags & flags::MOVE != 0 && empty.contains(s.to)
                    } else {
                        ray.flags & flags::MOVE != 0 || captures && empty.contains(s.to)
                    };
                    if wanted {
                        push(s.to);
                    }
                }
                Some(q) => {
                    if captures && can_take(p, q) {
                        push(s.to);
                    }
                    break;
                }
            }
        }
    }
}

/// Whether `kind` is the one royal kind of the game (for the games whose code counts on it).
pub(crate) fn only_royal(pos: &Position, kind: Kind) -> bool {
    pos.rules
        .kinds()
        .iter()
        .enumerate()
        .all(|(i, k)| k.is_royal == (i == kind.index()))
}

/// The square of `player`'s royal piece, if it has one.
pub(crate) fn king_square(pos: &Position, player: Player) -> Option<Square> {
    (pos.royals & pos.by_player[player]).iter().next()
}

/// Whether any piece of a player other than `victim` could capture on `sq`.
pub(crate) fn attacked_by_others(pos: &Position, sq: Square, victim: Player) -> bool {
    attacked_with(pos, sq, victim, pos.occupied)
}

/// Whether any piece of a player other than `victim` standing on `occupied` could capture
/// on `sq`, with `occupied` as the board's occupancy: the position's own, or the one after
/// a king's step (from its square to `sq`, where a piece it takes no longer attacks).
pub(crate) fn attacked_with(
    pos: &Position,
    sq: Square,
    victim: Player,
    occupied: SquareSet,
) -> bool {
    let t = pos.rules.tables();
    let enemies: SquareSet = (occupied - pos.by_player[victim]) & t.reached_from(sq);
    if pos.rules.janggi_cannons != 0 {
        return janggi::any_captures_on(pos, enemies, sq, occupied);
    }
    enemies
        .iter()
        .any(|s| pos.board[s.index()].is_some_and(|p| betza_captures_on(pos, p, s, sq, occupied)))
}

/// Whether `piece`, standing on `from`, could capture on `sq` with `occupied` as the
/// board's occupancy.
#[inline]
pub(crate) fn captures_on(
    pos: &Position,
    piece: Piece,
    from: Square,
    sq: Square,
    occupied: SquareSet,
) -> bool {
    if pos.rules.janggi_cannons != 0 {
        return janggi::any_captures_on(pos, SquareSet::from_square(from), sq, occupied);
    }
    betza_captures_on(pos, piece, from, sq, occupied)
}

/// [`captures_on`] by the piece's Betza alone: a janggi cannon's rule is not applied
/// (`janggiCannon`: the search's exchange estimates take it as a plain hopper).
#[inline]
pub(crate) fn betza_captures_on(
    pos: &Position,
    piece: Piece,
    from: Square,
    sq: Square,
    occupied: SquareSet,
) -> bool {
    let t = pos.rules.tables();
    let (kind, o) = (piece.kind.index(), orient(piece.player));
    // Most pieces cannot reach `sq` even on an empty board: no ray walk for them.
    t.reach(kind, o, from).contains(sq) && t.attacks(kind, o, from, &occupied).contains(sq)
}

/// Whether one of `player`'s royal pieces is attacked by another player's piece. A side
/// may have more than one in a defined game (kings in hand, dropped): each is royal, so
/// none may be left attacked.
pub(crate) fn in_check(pos: &Position, player: Player) -> bool {
    (pos.royals & pos.by_player[player])
        .iter()
        .any(|k| attacked_by_others(pos, k, player))
}

/// Keeps from `pseudo` the moves after which the mover is not in check.
pub(crate) fn keep_legal(pos: &Position, pseudo: &MoveList, list: &mut MoveList) {
    keep_legal_by(pos, pseudo, list, in_check);
}

/// Keeps from `pseudo` the moves after which the mover is not in check by the game's own
/// test `checked(position, player)`.
pub(crate) fn keep_legal_by(
    pos: &Position,
    pseudo: &MoveList,
    list: &mut MoveList,
    checked: impl Fn(&Position, Player) -> bool,
) {
    let me = pos.turn;
    for m in pseudo.iter() {
        let mut next = pos.clone();
        next.play_unchecked(m);
        if !checked(&next, me) {
            list.push(*m);
        }
    }
}

/// Why the move `from`–`to` of the player to move is not legal (for a move already known
/// not to be in the legal list).
pub(crate) fn explain(
    pos: &Position,
    from: Square,
    to: Square,
    promotion: Option<Kind>,
    rule: &Promotion,
) -> crate::PlayError {
    use crate::PlayError::Illegal;
    let me = pos.turn;
    let Some(p) = pos.board[from.index()] else {
        return Illegal(format!("there is no piece on {from}"));
    };
    if p.player != me {
        return Illegal(format!("the piece on {from} is not yours"));
    }
    let name = &pos.rules.kind(p.kind).name;
    if pos.rules.geometry().is_hole(to) {
        return crate::PlayError::Hole(to);
    }
    let mut all = MoveList::new();
    // Generous promotion set: any kind, so that a reachable square is told apart.
    let kinds: Vec<Kind> = (0..pos.rules.kinds().len() as u8).map(Kind).collect();
    piece_moves(
        pos,
        from,
        &Promotion {
            kinds: &kinds,
            compulsory: false,
        },
        &mut all,
    );
    let reaches = all
        .iter()
        .any(|m| matches!(*m, Move::Normal { to: t, .. } if t == to));
    if !reaches {
        return match pos.board[to.index()] {
            Some(q) if q.player == me => Illegal(format!("{to} is occupied by your own piece")),
            _ => Illegal(format!("a {name} cannot go from {from} to {to}")),
        };
    }
    let mut real = MoveList::new();
    piece_moves(pos, from, rule, &mut real);
    let legal_here = real.contains(&Move::Normal {
        from,
        to,
        promotion,
    });
    if !legal_here {
        return Illegal(match promotion {
            None => format!("the {name} must promote on {to}"),
            Some(k) => format!("a {name} cannot become a {} here", pos.rules.kind(k).name),
        });
    }
    Illegal("that move leaves your king in check".into())
}
