//! A move made by hand, step by step (issue 64). A drag or two clicks name two squares;
//! the legal moves between them ([`Position::moves_by_hand`]) may still differ by what a
//! pawn becomes (a promotion, or none where it is optional as in shogi), by the piece a
//! gate brings in from the hand and where (`gating`, `seirawanGating`: none, or a hawk on
//! b1), and by the square of the wall the move places (`wallingRule`); a drop from the hand
//! may be of the piece or of what it promotes to (`dropPromoted`). [`hand_step`] says
//! what the player is asked next: a piece to choose (one move per choice, the choice then
//! kept by [`narrow`]), then a wall's square; [`Position::wall_preview`] is the board shown
//! while the wall is placed. The app asks these; it decides none.

use crate::{Kind, Move, Position, Square, SquareSet};

/// What the player still has to say about a move by hand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HandStep {
    /// No legal move: the move is refused.
    Refused,
    /// One legal move: it is played.
    Play(Move),
    /// A piece to choose, one move per choice: what the pawn becomes, or what a gate brings
    /// in (the move without one among them). The moves kept once one is chosen are
    /// [`narrow`]'s.
    Choose(Vec<Move>),
    /// The square of the wall: one move per square, all of the same piece's move.
    Wall(Vec<Move>),
}

/// The piece choice of `m`: whether a drop is of the promoted piece, the kind it promotes
/// to, and the kind gated in and where.
type Choice = (bool, Option<Kind>, Option<(Kind, Square)>);

fn choice(m: &Move) -> Choice {
    match *m {
        Move::Normal { promotion, .. } | Move::Walled { promotion, .. } => (false, promotion, None),
        Move::Gated {
            promotion,
            kind,
            gate,
            ..
        } => (false, promotion, Some((kind, gate))),
        Move::DropPromoted { .. } => (true, None, None),
        Move::Drop { .. } | Move::Pass => (false, None, None),
    }
}

/// What to ask about `moves`, the legal moves of one drag ([`Position::moves_by_hand`],
/// [`Position::drops_by_hand`]):
/// first the piece, when they differ by one, then the wall's square.
pub fn hand_step(moves: &[Move]) -> HandStep {
    let mut choices: Vec<Move> = Vec::new();
    for m in moves {
        if !choices.iter().any(|c| choice(c) == choice(m)) {
            choices.push(*m);
        }
    }
    match (moves, choices.len()) {
        ([], _) => HandStep::Refused,
        ([m], _) => HandStep::Play(*m),
        (_, 1) if moves.iter().all(|m| m.wall().is_some()) => HandStep::Wall(moves.to_vec()),
        // Moves that differ by nothing the player can tell apart (none are known): the
        // first is played rather than asking an empty question.
        (_, 1) => HandStep::Play(moves[0]),
        _ => HandStep::Choose(choices),
    }
}

/// The moves of `moves` that make the same piece choice as `chosen` (then only their walls
/// may differ).
pub fn narrow(moves: &[Move], chosen: &Move) -> Vec<Move> {
    moves
        .iter()
        .filter(|m| choice(m) == choice(chosen))
        .copied()
        .collect()
}

/// The squares the walls of `moves` go on (a [`HandStep::Wall`]'s, to mark).
pub fn wall_squares(moves: &[Move]) -> SquareSet {
    moves.iter().filter_map(Move::wall).collect()
}

impl Position {
    /// The legal drops of a `kind` from the hand of the player to move on `to`: as itself,
    /// and as what it promotes to where the game allows both (`dropPromoted`, Kyoto shogi).
    pub fn drops_by_hand(&self, kind: Kind, to: Square) -> Vec<Move> {
        self.legal_moves()
            .iter()
            .filter(|m| {
                matches!(**m, Move::Drop { kind: k, to: t } | Move::DropPromoted { kind: k, to: t }
                    if (k, t) == (kind, to))
            })
            .copied()
            .collect()
    }

    /// The board to show while the player places the wall of `m`, a [`Move::Walled`]: the
    /// piece moved, the new wall not yet placed, a duck still where it was (`wallingRule
    /// = duck` lifts it only when it is placed again), the same player to move. For showing
    /// only: play `m` itself. `None` for a move without a wall.
    pub fn wall_preview(&self, m: &Move) -> Option<Position> {
        let wall = m.wall()?;
        let mut next = self.clone();
        next.play_unchecked(m);
        next.occupied.remove(wall);
        // The walls before the move: none of their squares can have been entered.
        next.occupied |= self.walls();
        next.turn = self.turn;
        Some(next)
    }

    /// With `wallOrMove`, the wall alone the player to move may place on `sq` (a click on
    /// an empty square with nothing picked up); `None` where there is none.
    pub fn wall_alone_at(&self, sq: Square) -> Option<Move> {
        self.legal_moves()
            .iter()
            .find(
                |m| matches!(**m, Move::Walled { from, to, wall, .. } if from == to && wall == sq),
            )
            .copied()
    }
}
