//! Moves and their coordinate notation (`e2e4`, `e7e8q`, `N@c4`, `pass`).

use crate::{Kind, Rules, Square};
use std::fmt;

/// A move of any game. Eight bytes, aligned: a wall's square made it five, which cost
/// Arnhem's perft 4 % in copies and compares (callgrind, BENCH.md session 43); aligned to
/// eight it is copied and compared in one go (a transposition-table entry stays 24 bytes).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(align(8))]
pub enum Move {
    /// A piece moves from one square to another, possibly promoting.
    Normal {
        /// Where it starts.
        from: Square,
        /// Where it lands.
        to: Square,
        /// The kind it promotes to.
        promotion: Option<Kind>,
    },
    /// A piece from the mover's hand is put on an empty square.
    Drop {
        /// The kind dropped.
        kind: Kind,
        /// Where.
        to: Square,
    },
    /// A piece from the mover's hand put on an empty square as what it promotes to
    /// (`dropPromoted`): `kind` is the hand's kind. Written `+N@c3`.
    DropPromoted {
        /// The kind taken from the hand.
        kind: Kind,
        /// Where.
        to: Square,
    },
    /// A turn given up where a game allows it (Vimes' Republican declining a reply).
    Pass,
    /// A move that also walls a square off (`wallingRule`): the piece moves from `from` to
    /// `to` (promoting to `promotion`), then a wall goes on `wall`. With `from == to` no
    /// piece moves and only the wall is placed (`wallOrMove`). Written `e2e4*d5` in
    /// records and links ([`Move::to_uci`]), `e2e4,e4d5` as Fairy-Stockfish writes it (the
    /// move, then the landing square and the wall's: [`crate::Position::uci`]); both are
    /// read.
    Walled {
        /// Where the piece starts.
        from: Square,
        /// Where it lands.
        to: Square,
        /// The kind it promotes to.
        promotion: Option<Kind>,
        /// The square walled off.
        wall: Square,
    },
    /// A move that also gates a piece from the mover's hand onto the board (`gating`,
    /// `seirawanGating`): the piece moves from `from` to `to` (promoting to `promotion`),
    /// then a `kind` from the hand goes on `gate`, the square it left (or, for a castling,
    /// the rook's). Written `b1c3hb1` in records and links ([`Move::to_uci`]: the move,
    /// the gated piece's letter, its square), `b1c3h` and `h1e1h` as Fairy-Stockfish
    /// writes it ([`crate::Position::uci`]); both are read.
    Gated {
        /// Where the piece starts.
        from: Square,
        /// Where it lands.
        to: Square,
        /// The kind it promotes to.
        promotion: Option<Kind>,
        /// The kind gated in from the hand.
        kind: Kind,
        /// Where the gated piece goes.
        gate: Square,
    },
}

impl Move {
    /// The square the move lands on.
    pub fn to(&self) -> Option<Square> {
        match *self {
            Move::Normal { to, .. }
            | Move::Drop { to, .. }
            | Move::DropPromoted { to, .. }
            | Move::Walled { to, .. }
            | Move::Gated { to, .. } => Some(to),
            Move::Pass => None,
        }
    }

    /// The piece's move alone, without the wall a [`Move::Walled`] places or the piece a
    /// [`Move::Gated`] gates in (itself for every other move).
    pub fn piece_move(&self) -> Move {
        match *self {
            Move::Walled {
                from,
                to,
                promotion,
                ..
            }
            | Move::Gated {
                from,
                to,
                promotion,
                ..
            } => Move::Normal {
                from,
                to,
                promotion,
            },
            m => m,
        }
    }

    /// The square a [`Move::Walled`] walls off.
    pub fn wall(&self) -> Option<Square> {
        match *self {
            Move::Walled { wall, .. } => Some(wall),
            _ => None,
        }
    }

    /// Writes the move in coordinate form (drops with an upper-case letter for every player,
    /// a wall after `*`).
    pub fn to_uci(&self, rules: &Rules) -> String {
        UciMove(*self, rules).to_string()
    }

    /// Reads a move in coordinate form. Checks only the spelling and the piece letters, not
    /// legality: ask the position for that.
    pub fn parse_uci(s: &str, rules: &Rules) -> Result<Move, ParseMoveError> {
        let bad = |why: &str| ParseMoveError(format!("'{s}' is not a move: {why}"));
        if s == "pass" {
            return Ok(Move::Pass);
        }
        let b = s.as_bytes();
        if let (Some(rest), true) = (s.strip_prefix('+'), b.len() >= 4 && b[2] == b'@') {
            let Move::Drop { kind, to } = Move::parse_uci(rest, rules)? else {
                return Err(bad("expected a drop after '+'"));
            };
            return Ok(Move::DropPromoted { kind, to });
        }
        if b.len() >= 3 && b[1] == b'@' {
            let letter = b[0] as char;
            let kind = rules
                .kind_by_letter(letter)
                .ok_or_else(|| bad(&format!("this game has no piece '{letter}'")))?;
            let to: Square = s[2..].parse().map_err(|e: String| bad(&e))?;
            return Ok(Move::Drop { kind, to });
        }
        let (from, n) =
            Square::parse_prefix(s).ok_or_else(|| bad("expected a square such as e2"))?;
        let (to, m) = Square::parse_prefix(&s[n..])
            .ok_or_else(|| bad("expected a second square such as e4"))?;
        let (rest, wall) = match s[n + m..].split_once([',', '*']) {
            None => (&s[n + m..], None),
            Some((rest, walled)) if s.contains('*') => {
                let wall = walled
                    .parse()
                    .map_err(|e: String| bad(&format!("the wall: {e}")))?;
                (rest, Some(wall))
            }
            Some((rest, walled)) => (rest, Some(wall_of(walled, to).map_err(|e| bad(&e))?)),
        };
        if let Some((kind, gate, before)) = gate_of(rest, rules).map_err(|e| bad(&e))? {
            let promotion =
                match before.chars().collect::<Vec<_>>()[..] {
                    [] => None,
                    [c] => Some(rules.kind_by_letter(c).ok_or_else(|| {
                        bad(&format!("this game has no piece '{c}' to promote to"))
                    })?),
                    _ => return Err(bad("unexpected text before the gated piece")),
                };
            return Ok(Move::Gated {
                from,
                to,
                promotion,
                kind,
                gate,
            });
        }
        let promotion =
            match rest.chars().collect::<Vec<_>>()[..] {
                [] => None,
                ['+' | '-'] => return Err(bad(
                    "a promotion written + or - is read against a position (Position::parse_move)",
                )),
                [c] => {
                    Some(rules.kind_by_letter(c).ok_or_else(|| {
                        bad(&format!("this game has no piece '{c}' to promote to"))
                    })?)
                }
                _ => return Err(bad("unexpected text after the squares")),
            };
        Ok(match wall {
            Some(wall) => Move::Walled {
                from,
                to,
                promotion,
                wall,
            },
            None => Move::Normal {
                from,
                to,
                promotion,
            },
        })
    }
}

/// The gated piece of a move's tail (`hb1` of `b1c3hb1`, after any promotion letter): its
/// kind, its square and the text before it; `None` when the tail ends with no square.
fn gate_of<'s>(rest: &'s str, rules: &Rules) -> Result<Option<(Kind, Square, &'s str)>, String> {
    let Some(at) = rest.find(|c: char| c.is_ascii_digit()) else {
        return Ok(None);
    };
    // The letter, then the square's file letter and its rank.
    let letter_at = at
        .checked_sub(2)
        .ok_or("expected the gated piece's letter and square")?;
    let letter = rest[letter_at..].chars().next().unwrap_or(' ');
    let kind = rules
        .kind_by_letter(letter)
        .ok_or_else(|| format!("this game has no piece '{letter}' to gate in"))?;
    let gate: Square = rest[letter_at + 1..]
        .parse()
        .map_err(|e: String| format!("the gate: {e}"))?;
    Ok(Some((kind, gate, &rest[..letter_at])))
}

/// The wall of a move's `,e4d5` part: the landing square `to` again, then the wall's.
fn wall_of(s: &str, to: Square) -> Result<Square, String> {
    let (again, n) = Square::parse_prefix(s).ok_or("expected the landing square after ','")?;
    if again != to {
        return Err(format!(
            "after ',' the landing square {to} comes first, not {again}"
        ));
    }
    s[n..]
        .parse()
        .map_err(|e: String| format!("the wall's square: {e}"))
}

struct UciMove<'a>(Move, &'a Rules);

impl fmt::Display for UciMove<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Move::Normal {
                from,
                to,
                promotion,
            } => {
                write!(f, "{from}{to}")?;
                if let Some(k) = promotion {
                    match self.1.promotion_mark(k) {
                        Some(mark) => write!(f, "{mark}")?,
                        None => write!(f, "{}", self.1.kind(k).letter.to_ascii_lowercase())?,
                    }
                }
                Ok(())
            }
            Move::Walled { wall, .. } => {
                write!(f, "{}*{wall}", UciMove(self.0.piece_move(), self.1))
            }
            Move::Gated { kind, gate, .. } => {
                let letter = self.1.kind(kind).letter.to_ascii_lowercase();
                write!(f, "{}{letter}{gate}", UciMove(self.0.piece_move(), self.1))
            }
            Move::Drop { kind, to } => write!(f, "{}@{to}", self.1.kind(kind).letter),
            Move::DropPromoted { kind, to } => write!(f, "+{}@{to}", self.1.kind(kind).letter),
            Move::Pass => f.write_str("pass"),
        }
    }
}

/// A move that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseMoveError(pub String);

impl fmt::Display for ParseMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ParseMoveError {}

/// How many moves a new [`MoveList`] has room for: as many as fit in 1 KB, the largest
/// block glibc's allocator hands out from its per-thread cache (a list of 1.25 KB took its
/// slow path and cost Arnhem's perft 2 %; measured with callgrind, BENCH.md session 43).
pub const MOVE_LIST_ROOM: usize = 1024 / std::mem::size_of::<Move>();

/// A reusable list of moves (no allocation once it has grown to its working size).
#[derive(Clone, Debug, Default)]
pub struct MoveList(Vec<Move>);

impl MoveList {
    /// An empty list, with room for [`MOVE_LIST_ROOM`] moves.
    pub fn new() -> MoveList {
        MoveList(Vec::with_capacity(MOVE_LIST_ROOM))
    }

    /// Empties the list, keeping its storage.
    #[inline]
    pub fn clear(&mut self) {
        self.0.clear()
    }

    /// Appends a move.
    #[inline]
    pub fn push(&mut self, m: Move) {
        self.0.push(m)
    }

    /// The moves.
    #[inline]
    pub fn as_slice(&self) -> &[Move] {
        &self.0
    }

    /// How many moves.
    #[inline]
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether there is no move.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Whether `m` is in the list.
    pub fn contains(&self, m: &Move) -> bool {
        self.0.contains(m)
    }
}

impl std::ops::Deref for MoveList {
    type Target = [Move];
    fn deref(&self) -> &[Move] {
        &self.0
    }
}
