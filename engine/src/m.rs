//! Moves and their coordinate notation (`e2e4`, `e7e8q`, `N@c4`, `pass`).

use crate::{Kind, Rules, Square};
use std::fmt;

/// A move of any game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
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
    /// A turn given up where a game allows it (Vimes' Republican declining a reply).
    Pass,
}

impl Move {
    /// The square the move lands on.
    pub fn to(&self) -> Option<Square> {
        match *self {
            Move::Normal { to, .. } | Move::Drop { to, .. } => Some(to),
            Move::Pass => None,
        }
    }

    /// Writes the move in coordinate form (drops with an upper-case letter for every player).
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
        let rest = &s[n + m..];
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
        Ok(Move::Normal {
            from,
            to,
            promotion,
        })
    }
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
            Move::Drop { kind, to } => write!(f, "{}@{to}", self.1.kind(kind).letter),
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

/// A reusable list of moves (no allocation once it has grown to its working size).
#[derive(Clone, Debug, Default)]
pub struct MoveList(Vec<Move>);

impl MoveList {
    /// An empty list.
    pub fn new() -> MoveList {
        MoveList(Vec::with_capacity(256))
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
