//! [`Game`]: a game from its start, move by move, for what a single position cannot know:
//! threefold repetition (`SH-3`), undo, and the record of moves.

use crate::definition::GameValue;
use crate::variants::rules::{chase, janggi, material};
use crate::{
    EndReason, Move, Outcome, PlayError, Player, Position, PositionError, Settings, SquareSet,
};

/// A game: the settings, the starting position and every move since.
#[derive(Clone, Debug)]
pub struct Game {
    settings: Settings,
    positions: Vec<Position>,
    /// The Zobrist key of each position, to find repetitions without printing FENs.
    keys: Vec<u64>,
    moves: Vec<Move>,
}

/// What must be equal for two positions to be "the same position" (`SH-3`): the FEN
/// without its two clocks (board, hands, player to move, castling or phase, en passant).
fn repetition_key(p: &Position) -> String {
    let fen = p.to_fen();
    let mut fields: Vec<&str> = fen.split(' ').collect();
    fields.truncate(fields.len().saturating_sub(2));
    fields.join(" ")
}

impl Game {
    /// A new game from the starting position of `settings`.
    pub fn new(settings: &Settings) -> Result<Game, PositionError> {
        Ok(Game::from_position(settings, Position::start(settings)?))
    }

    /// A game from a FEN.
    pub fn from_fen(settings: &Settings, fen: &str) -> Result<Game, PositionError> {
        Ok(Game::from_position(
            settings,
            Position::from_fen(settings, fen)?,
        ))
    }

    /// A game from a position.
    pub fn from_position(settings: &Settings, start: Position) -> Game {
        Game {
            settings: settings.clone(),
            keys: vec![start.zobrist()],
            positions: vec![start],
            moves: Vec::new(),
        }
    }

    /// The settings the game was started with.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// The starting position.
    pub fn start(&self) -> &Position {
        &self.positions[0]
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        self.positions.last().unwrap_or(&self.positions[0])
    }

    /// The position after the first `ply` moves (0 = the start), if the game has one.
    pub fn position_at(&self, ply: usize) -> Option<&Position> {
        self.positions.get(ply)
    }

    /// The Zobrist key ([`Position::zobrist`]) of every position of the game, the start
    /// first and the current position last.
    pub fn keys(&self) -> &[u64] {
        &self.keys
    }

    /// The moves played.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// Plays `m` if it is legal and the game is not over.
    pub fn play(&mut self, m: &Move) -> Result<(), PlayError> {
        if self.outcome().is_some() {
            return Err(PlayError::GameOver);
        }
        let next = self.position().play(m)?;
        self.keys.push(next.zobrist());
        self.positions.push(next);
        self.moves.push(*m);
        Ok(())
    }

    /// Takes back the last move; returns it.
    pub fn undo(&mut self) -> Option<Move> {
        let m = self.moves.pop()?;
        self.positions.pop();
        self.keys.pop();
        Some(m)
    }

    /// How often the current position has stood in this game, itself included. Positions
    /// are compared by Zobrist key first; the rare equal keys are confirmed by their FENs.
    pub fn repetitions(&self) -> usize {
        let now = self.position();
        let zobrist = self.keys.last().copied().unwrap_or_else(|| now.zobrist());
        let mut key: Option<String> = None;
        self.positions
            .iter()
            .zip(&self.keys)
            .filter(|&(p, &z)| {
                z == zobrist && *key.get_or_insert_with(|| repetition_key(now)) == repetition_key(p)
            })
            .count()
    }

    /// The end of the game: the position's own outcome, or the end by repetition: a draw
    /// by threefold repetition (`SH-3`); a defined game's `nFoldRule` times, with its
    /// `nFoldValue` and `perpetualCheckIllegal`.
    pub fn outcome(&self) -> Option<Outcome> {
        self.position()
            .outcome()
            .or_else(|| janggi::back_and_forth(&self.positions, &self.moves))
            .or_else(|| self.repetition_end())
    }

    /// The end by repetition, if the position has stood often enough.
    fn repetition_end(&self) -> Option<Outcome> {
        let def = self.position().rules().definition();
        // `nFoldRule` (0: off).
        let limit = def.map_or(3, |d| d.n_fold_rule as usize);
        if limit == 0 || self.positions.len() < 5 || self.repetitions() < limit {
            return None;
        }
        let reason = if limit == 3 {
            EndReason::Repetition
        } else {
            EndReason::RepeatedTimes(limit as u32)
        };
        let draw = Outcome {
            winner: None,
            reason,
        };
        let Some(d) = def else {
            return Some(draw);
        };
        let me = self.position().turn();
        let other = Player(1 - me.0);
        if d.ends.perpetual_check_illegal {
            let (them, us) = self.checks_since(limit);
            let winner = match (them, us) {
                (true, false) => Some(me),
                (false, true) => Some(other),
                _ => None,
            };
            if them || us {
                return Some(Outcome {
                    winner,
                    reason: EndReason::PerpetualCheck,
                });
            }
        }
        if d.xiangqi.chasing_rule {
            let (them, us) = self.chases_since(limit);
            if them || us {
                let winner = match (them, us) {
                    (true, false) => Some(me),
                    (false, true) => Some(other),
                    _ => None,
                };
                return Some(Outcome {
                    winner,
                    reason: EndReason::PerpetualChase,
                });
            }
        }
        let white = d.ends.n_fold_value_absolute && me != Player::WHITE;
        let winner = match (d.ends.n_fold_value, white) {
            (GameValue::Win, false) | (GameValue::Loss, true) => Some(me),
            (GameValue::Loss, false) | (GameValue::Win, true) => Some(other),
            // `materialCounting` decides a drawn repetition.
            _ => material::winner(self.position(), d.ends.material_counting),
        };
        Some(Outcome { winner, ..draw })
    }

    /// The index of the earliest of the last `times` occurrences of this position.
    fn first_of(&self, times: usize) -> usize {
        let now = self.positions.len() - 1;
        let key = repetition_key(self.position());
        let zobrist = self.keys[now];
        (0..=now)
            .rev()
            .filter(|&i| self.keys[i] == zobrist && repetition_key(&self.positions[i]) == key)
            .nth(times - 1)
            .unwrap_or(0)
    }

    /// Over the positions since the earliest of the last `times` occurrences of this one
    /// (`chasingRule`, as Fairy-Stockfish follows a chase): whether the player who just
    /// moved chased one same piece of the player to move at each of its moves, and whether
    /// the player to move did.
    fn chases_since(&self, times: usize) -> (bool, bool) {
        let now = self.positions.len() - 1;
        let first = self.first_of(times);
        let chased = |j: usize| match j {
            0 => SquareSet::EMPTY,
            _ => chase::chased(
                &self.positions[j - 1],
                &self.moves[j - 1],
                &self.positions[j],
            ),
        };
        // The pieces chased at position `from` and at every second one back to `to`,
        // followed back through the chased side's moves.
        let follow = |from: usize, to: usize| {
            let mut set = chased(from);
            let mut j = from;
            while j >= to + 2 && !set.is_empty() {
                // Before the first move nothing was chased; the first step looks anyway.
                if j - 2 > 0 || j == from {
                    set = chase::undo(set, &self.moves[j - 2]) & chased(j - 2);
                }
                j -= 2;
            }
            set
        };
        let them = !follow(now, first).is_empty();
        let us = now > first + 1 && !follow(now - 1, first + 1).is_empty();
        (them, us)
    }

    /// Over the positions since the earliest of the last `times` occurrences of this one
    /// (Fairy-Stockfish's perpetual check): whether the player who just moved gave check
    /// at each of its moves, and whether the player to move did.
    fn checks_since(&self, times: usize) -> (bool, bool) {
        let now = self.positions.len() - 1;
        let first = self.first_of(times);
        let checked = |i: usize| {
            let p = &self.positions[i];
            p.in_check(p.turn())
        };
        let them = (first..=now)
            .filter(|i| (now - i).is_multiple_of(2))
            .all(checked);
        let us = (first + 1..now).filter(|i| (now - i) % 2 == 1).all(checked);
        (them, us)
    }
}
