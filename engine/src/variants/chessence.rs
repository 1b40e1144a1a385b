//! Chessence (Jim Winslow, 1989): men that move by their neighbours, `CE-1` … `CE-8`.
//!
//! Kings never move and attack nothing. A man has no movement of its own: it moves as a
//! rook while orthogonally next to a friendly man, as a bishop while diagonally next to one,
//! as a knight while a knight's move from one, and these powers add up. Instead of moving a
//! player may drop a man from hand onto one of its own six starting squares. A player with
//! no legal move or drop loses, checkmated or stalemated alike.

use crate::fen::Setup;
use crate::{
    EndReason, Geometry, Kind, Move, MoveList, MoveTables, Outcome, PieceKind, PlayError, Player,
    Position, PositionError, Rules, Square, SquareSet, Variant,
};

/// The starting position (`CE-1`, `CE-2`): holes a2 b3 d4 e5 b5 c6 e7 f8, three men in
/// each hand.
pub const START_FEN: &str = "kp4/ppp2*/1pp1*1/2*3/1*2*1/3*2/1*1PP1/*2PPP/4PK[PPPppp] w - - 0 1";

/// The king's kind.
pub const KING: Kind = Kind(0);
/// The man's kind (`P` in FEN).
pub const MAN: Kind = Kind(1);

// Indices into the power tables (`Rules::aux`).
const ROOK: usize = 0;
const BISHOP: usize = 1;
const KNIGHT: usize = 2;
const ORTH_NEIGHBOUR: usize = 3;
const DIAG_NEIGHBOUR: usize = 4;

/// The holes of `CE-1`.
fn holes() -> SquareSet {
    ["a2", "b3", "d4", "e5", "b5", "c6", "e7", "f8"]
        .iter()
        .filter_map(|s| s.parse::<Square>().ok())
        .collect()
}

/// The six starting squares of a player's men, where it may drop (`CE-2`, `CE-5`).
pub fn home_squares(player: Player) -> SquareSet {
    let names: [&str; 6] = if player == Player::WHITE {
        ["e1", "d2", "e2", "f2", "d3", "e3"]
    } else {
        ["b9", "a8", "b8", "c8", "b7", "c7"]
    };
    names
        .iter()
        .filter_map(|s| s.parse::<Square>().ok())
        .collect()
}

/// The rules of Chessence for a setup on its board (`CE-1`).
pub(crate) fn rules(setup: &Setup) -> Result<Rules, PositionError> {
    if setup.width != 6 || setup.height != 9 || setup.holes != holes() {
        return Err(PositionError::Invalid(
            "Chessence is played on 6×9 with holes a2 b3 d4 e5 b5 c6 e7 f8".into(),
        ));
    }
    let g = Geometry::new(6, 9, holes())?;
    // The pieces as the built-in definition says them (`builtin_text("chessence")`): a
    // king and men with no moves of their own (`CE-3`, `CE-4`).
    let kinds = super::builtin_kinds("chessence", &[('K', "king"), ('P', "man")], false)?;
    let powers = ["R", "B", "N", "W", "F"]
        .iter()
        .zip([
            "rook power",
            "bishop power",
            "knight power",
            "orthogonal neighbour",
            "diagonal neighbour",
        ])
        .map(|(b, n)| PieceKind::new('X', n, b))
        .collect::<Result<Vec<_>, _>>()?;
    let aux = MoveTables::new(&g, &powers);
    let mut r = Rules::build(Variant::Chessence, g, kinds);
    r.aux = Some(aux);
    Ok(r)
}

/// What a Chessence position must satisfy: one king each, no castling or en passant.
pub(crate) fn validate(pos: &Position, setup: &Setup) -> Result<(), PositionError> {
    if setup.castling != "-" || setup.en_passant != "-" {
        return Err(PositionError::Invalid(
            "Chessence has no castling or en passant: use '- -'".into(),
        ));
    }
    for p in [Player::WHITE, Player::BLACK] {
        let kings = kings_of(pos, p).count();
        if kings != 1 {
            return Err(PositionError::Invalid(format!(
                "{} must have exactly one king, not {kings}",
                p.name()
            )));
        }
        if pos.hands[p].has(KING) {
            return Err(PositionError::Invalid("kings cannot be in hand".into()));
        }
    }
    Ok(())
}

fn aux(pos: &Position) -> &MoveTables {
    pos.rules
        .aux
        .as_ref()
        .expect("Chessence rules carry power tables")
}

fn men_of(pos: &Position, p: Player) -> SquareSet {
    pos.by_player[p]
        .iter()
        .filter(|&s| pos.board[s.index()].is_some_and(|x| x.kind == MAN))
        .collect()
}

fn kings_of(pos: &Position, p: Player) -> SquareSet {
    pos.by_player[p]
        .iter()
        .filter(|&s| pos.board[s.index()].is_some_and(|x| x.kind == KING))
        .collect()
}

/// The powers of a man of `player` on `sq`, from the friendly men `friends` (`CE-4`):
/// (rook, bishop, knight).
pub(crate) fn powers(pos: &Position, sq: Square, friends: SquareSet) -> (bool, bool, bool) {
    let t = aux(pos);
    let none = SquareSet::EMPTY;
    (
        t.attacks(ORTH_NEIGHBOUR, 0, sq, &none).intersects(friends),
        t.attacks(DIAG_NEIGHBOUR, 0, sq, &none).intersects(friends),
        t.attacks(KNIGHT, 0, sq, &none).intersects(friends),
    )
}

/// Every square a man on `sq` could move to or capture on, given its friends (`CE-4`).
fn reach(pos: &Position, sq: Square, friends: SquareSet) -> SquareSet {
    let t = aux(pos);
    let (r, b, n) = powers(pos, sq, friends);
    let occ = &pos.occupied;
    let mut a = SquareSet::EMPTY;
    if r {
        a |= t.attacks(ROOK, 0, sq, occ);
    }
    if b {
        a |= t.attacks(BISHOP, 0, sq, occ);
    }
    if n {
        a |= t.attacks(KNIGHT, 0, sq, occ);
    }
    a
}

/// `CE-6`: whether `player`'s king could be reached by an enemy man with its powers now.
pub(crate) fn in_check(pos: &Position, player: Player) -> bool {
    let Some(king) = kings_of(pos, player).first() else {
        return false;
    };
    let enemy = player.next(2);
    let men = men_of(pos, enemy);
    let t = aux(pos);
    let occ = &pos.occupied;
    // As `reach(pos, m, men).contains(king)`, but a rider's ray is walked only when the
    // king lies on one of its lines.
    let hits = |kind: usize, m: Square| {
        t.reach(kind, 0, m).contains(king) && t.attacks(kind, 0, m, occ).contains(king)
    };
    men.iter().any(|m| {
        let (r, b, n) = powers(pos, m, men);
        (n && hits(KNIGHT, m)) || (r && hits(ROOK, m)) || (b && hits(BISHOP, m))
    })
}

/// Moves and drops before the check test.
fn pseudo_legal(pos: &Position, list: &mut MoveList) {
    let me = pos.turn;
    let men = men_of(pos, me);
    let enemy_men = men_of(pos, me.next(2));
    for from in men {
        // CE-4: men move onto empty squares or capture enemy men; kings are never taken.
        for to in reach(pos, from, men) {
            if !pos.occupied.contains(to) || enemy_men.contains(to) {
                list.push(Move::Normal {
                    from,
                    to,
                    promotion: None,
                });
            }
        }
    }
    // CE-5: a drop from hand onto an empty home square.
    if pos.hands[me].has(MAN) {
        for to in home_squares(me) - pos.occupied {
            list.push(Move::Drop { kind: MAN, to });
        }
    }
}

/// The legal moves: those that leave the mover's king unattacked, powers recomputed
/// after the move (`CE-6`).
/// For the search: the moves and drops that may be legal, into `list`, each to be checked
/// once played (`CE-6`: powers are recomputed after the move).
pub(crate) fn candidates(pos: &Position, list: &mut MoveList) -> bool {
    pseudo_legal(pos, list);
    true
}

pub(crate) fn generate(pos: &Position, list: &mut MoveList) {
    let mut pseudo = MoveList::new();
    pseudo_legal(pos, &mut pseudo);
    let me = pos.turn;
    for m in pseudo.iter() {
        let mut next = pos.clone();
        next.play_unchecked(m);
        if !in_check(&next, me) {
            list.push(*m);
        }
    }
}

/// Why a move is refused, if it is.
pub(crate) fn check(pos: &Position, m: &Move) -> Result<(), PlayError> {
    let mut legal = MoveList::new();
    generate(pos, &mut legal);
    if legal.contains(m) {
        return Ok(());
    }
    let me = pos.turn;
    Err(match *m {
        Move::Pass => PlayError::Illegal("passing is not allowed".into()),
        Move::Drop { kind, to } => {
            if kind != MAN {
                PlayError::Illegal("only men are dropped".into())
            } else if !pos.hands[me].has(MAN) {
                PlayError::NotInHand("man".into())
            } else if pos.rules.geometry().is_hole(to) {
                PlayError::Hole(to)
            } else if pos.occupied.contains(to) {
                PlayError::Occupied(to)
            } else if !home_squares(me).contains(to) {
                PlayError::Illegal(format!(
                    "men are dropped only on your six starting squares, not {to}"
                ))
            } else {
                PlayError::Illegal("that drop leaves your king in check".into())
            }
        }
        Move::Normal {
            from,
            to,
            promotion,
        } => match pos.board[from.index()] {
            None => PlayError::Illegal(format!("there is no piece on {from}")),
            Some(p) if p.player != me => {
                PlayError::Illegal(format!("the piece on {from} is not yours"))
            }
            Some(p) if p.kind == KING => PlayError::Illegal("kings never move in Chessence".into()),
            Some(_) if promotion.is_some() => PlayError::Illegal("men do not promote".into()),
            Some(_) => {
                let men = men_of(pos, me);
                if !reach(pos, from, men).contains(to) {
                    let (r, b, n) = powers(pos, from, men);
                    if !(r || b || n) {
                        PlayError::Illegal(format!(
                            "the man on {from} has no friendly man to give it a power"
                        ))
                    } else {
                        PlayError::Illegal(format!(
                            "the man on {from} cannot reach {to} with its powers"
                        ))
                    }
                } else if pos.occupied.contains(to) {
                    PlayError::Illegal(format!("{to} cannot be captured"))
                } else {
                    PlayError::Illegal("that move leaves your king in check".into())
                }
            }
        },
    })
}

/// `CE-7`, `CE-8`: no legal move loses; fifty moves by each side without a capture or a
/// drop draw (threefold repetition needs the game's history, see the game record).
pub(crate) fn outcome(pos: &Position) -> Option<Outcome> {
    let mut list = MoveList::new();
    generate(pos, &mut list);
    if list.is_empty() {
        let reason = if in_check(pos, pos.turn) {
            EndReason::Checkmate
        } else {
            EndReason::Stalemate
        };
        return Some(Outcome {
            winner: Some(pos.turn.next(2)),
            reason,
        });
    }
    (pos.halfmove_clock >= 100).then_some(Outcome {
        winner: None,
        reason: EndReason::FiftyMoves,
    })
}
