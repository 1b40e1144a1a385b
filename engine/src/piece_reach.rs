//! A piece's move diagram (issue 63, "every piece's moves shown"): where a piece standing
//! alone on a board of its game may go, square by square, read from its Betza movement:
//! the squares it moves to, captures on, or both; the squares a hopper lands on once a
//! piece stands between (`p`, `g`); and the squares a lame leap passes through, which must
//! be empty (`n`). As the Interactive Diagram of chessvariants.com shows a piece's moves
//! when its name is clicked; the rules of a game (regions, palaces) are not in it.

use crate::betza::{lame_path, Component, Hop};
use crate::{Kind, Rules, Square};

/// What a piece may do on one square of its move diagram: any of moving there,
/// capturing there, landing there by a hop, passing over it, on its first move only.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Reach(u8);

impl Reach {
    /// Moves there (to an empty square).
    pub const MOVE: Reach = Reach(1);
    /// Captures there.
    pub const CAPTURE: Reach = Reach(2);
    /// Lands there by hopping over a piece on the way (`p`, `g`).
    pub const HOP: Reach = Reach(4);
    /// Passes over it on a leap that may not jump (`n`): it must be empty.
    pub const PASS: Reach = Reach(8);
    /// Moves or captures there only on its first move (`i`).
    pub const INITIAL: Reach = Reach(16);
    /// Every mark, in the order a legend lists them, with its key for pages and tests
    /// (its meaning in words: [`Reach::words`]).
    pub const ALL: [(Reach, &'static str); 5] = [
        (Reach::MOVE, "move"),
        (Reach::CAPTURE, "capture"),
        (Reach::HOP, "hop"),
        (Reach::PASS, "pass"),
        (Reach::INITIAL, "initial"),
    ];

    /// What the mark of `key` (one of [`Reach::ALL`]'s) means, in words (`words.txt`'s,
    /// which a page has once the built-ins are in).
    pub fn words(key: &str) -> &'static str {
        crate::definition::words::lookup(&format!("reach.{key}")).unwrap_or("")
    }

    /// Whether every mark of `other` is in it.
    pub fn has(self, other: Reach) -> bool {
        self.0 & other.0 == other.0 && other.0 != 0
    }

    /// Both sets of marks.
    pub fn with(self, other: Reach) -> Reach {
        Reach(self.0 | other.0)
    }

    /// The keys of its marks, space-separated (`move capture`), for a page's attribute.
    pub fn keys(self) -> String {
        let mut out = String::new();
        for (r, key) in Reach::ALL {
            if self.has(r) {
                if !out.is_empty() {
                    out.push(' ');
                }
                out.push_str(key);
            }
        }
        out
    }
}

impl Rules {
    /// The square a move diagram stands a piece on: the playable square nearest the
    /// board's centre (toward the first player's side on an even board).
    pub fn diagram_square(&self) -> Option<Square> {
        let g = self.geometry();
        let (cx, cy) = (i32::from(g.width() - 1), i32::from(g.height() - 1));
        g.squares().filter(|s| g.is_playable(*s)).min_by_key(|s| {
            let (dx, dy) = (2 * i32::from(s.file()) - cx, 2 * i32::from(s.rank()) - cy);
            (dx * dx + dy * dy, dx.abs(), s.rank(), s.file())
        })
    }

    /// The move diagram of a piece of `kind` of the first player standing on `from` of an
    /// otherwise empty board: each square it may reach and how, nearest first along each
    /// line. Holes stop a line as they stop a ride. Castling is not in it.
    pub fn reach(&self, kind: Kind, from: Square) -> Vec<(Square, Reach)> {
        let mut out: Vec<(Square, Reach)> = Vec::new();
        let Some(k) = self.kinds().get(kind.index()) else {
            return out;
        };
        let mut mark = |sq: Square, r: Reach| match out.iter_mut().find(|(s, _)| *s == sq) {
            Some((_, old)) => *old = old.with(r),
            None => out.push((sq, r)),
        };
        for c in &k.movement.components {
            for &v in &c.vectors {
                self.reach_line(c, v, from, &mut mark);
            }
        }
        // A square the piece goes to is shown as that, not as one it passes over too.
        for (_, r) in &mut out {
            if r.0 & !Reach::PASS.0 != 0 {
                r.0 &= !Reach::PASS.0;
            }
        }
        out
    }

    /// One line of a component `c`: the vector `v` from `from`, leapt once, ridden, or
    /// hopped along.
    fn reach_line(
        &self,
        c: &Component,
        (dx, dy): (i8, i8),
        from: Square,
        mark: &mut impl FnMut(Square, Reach),
    ) {
        let g = self.geometry();
        let at = |k: i32| -> Option<Square> {
            let sq = from.offset(k * i32::from(dx), k * i32::from(dy), g.width(), g.height())?;
            g.is_playable(sq).then_some(sq)
        };
        let mut reach = Reach::default();
        if c.moves {
            reach = reach.with(Reach::MOVE);
        }
        if c.captures {
            reach = reach.with(Reach::CAPTURE);
        }
        if c.initial {
            reach = reach.with(Reach::INITIAL);
        }
        let limit = if c.range == 0 {
            i32::from(g.width().max(g.height()))
        } else {
            i32::from(c.range)
        };
        if !c.path.is_empty() {
            self.reach_legs(c, (dx, dy), from, reach, limit, mark);
            return;
        }
        if c.lame && c.range == 1 {
            let path: Vec<Option<Square>> = lame_path((dx, dy))
                .into_iter()
                .map(|(x, y)| from.offset(i32::from(x), i32::from(y), g.width(), g.height()))
                .collect();
            if path.iter().all(|s| s.is_some_and(|s| g.is_playable(s))) {
                if let Some(to) = at(1) {
                    path.into_iter()
                        .flatten()
                        .for_each(|s| mark(s, Reach::PASS));
                    mark(to, reach);
                }
            }
            return;
        }
        for step in 1..=limit {
            let Some(sq) = at(step) else {
                return;
            };
            match c.hop {
                Hop::None => mark(sq, reach),
                // A hop needs a square for its screen before it lands.
                Hop::Any | Hop::Near if step > 1 => mark(sq, Reach::HOP),
                _ => {}
            }
        }
    }

    /// One line of a move in legs: the squares its earlier legs cross, then its last
    /// leg's from its origin.
    fn reach_legs(
        &self,
        c: &Component,
        (dx, dy): (i8, i8),
        from: Square,
        reach: Reach,
        limit: i32,
        mark: &mut impl FnMut(Square, Reach),
    ) {
        let g = self.geometry();
        let at = |(x, y): (i32, i32)| -> Option<Square> {
            let sq = from.offset(x, y, g.width(), g.height())?;
            g.is_playable(sq).then_some(sq)
        };
        let path: Option<Vec<Square>> = c
            .path
            .squares()
            .iter()
            .map(|&(x, y)| at((i32::from(x), i32::from(y))))
            .collect();
        let Some(path) = path else {
            return;
        };
        let (ox, oy) = (i32::from(c.origin.0), i32::from(c.origin.1));
        for step in 1..=limit {
            let Some(sq) = at((ox + step * i32::from(dx), oy + step * i32::from(dy))) else {
                break;
            };
            if sq == from {
                break;
            }
            if step == 1 {
                path.iter().for_each(|&s| mark(s, Reach::PASS));
            }
            mark(sq, reach);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Position, Settings};

    fn rules_of(settings: &Settings) -> Rules {
        Position::start(settings).expect("start").rules().clone()
    }

    fn diagram(game: &str, letter: char) -> (Vec<(Square, Reach)>, Square) {
        let rules = rules_of(&Settings::named(game).expect("built-in"));
        let kind = rules.kind_by_letter(letter).expect("kind");
        let from = rules.diagram_square().expect("a square");
        (rules.reach(kind, from), from)
    }

    fn at(list: &[(Square, Reach)], sq: &str) -> String {
        let sq: Square = sq.parse().expect("square");
        list.iter()
            .find(|(s, _)| *s == sq)
            .map(|(_, r)| r.keys())
            .unwrap_or_default()
    }

    #[test]
    fn a_knight_and_a_rook_from_the_centre() {
        let (knight, from) = diagram("chess", 'N');
        assert_eq!(from.to_string(), "d4");
        assert_eq!(knight.len(), 8);
        assert_eq!(at(&knight, "e6"), "move capture");
        let (rook, _) = diagram("chess", 'R');
        assert_eq!(rook.len(), 14);
    }

    #[test]
    fn a_pawn_moves_ahead_captures_aside_and_steps_two_at_first() {
        let (pawn, _) = diagram("chess", 'P');
        assert_eq!(at(&pawn, "d5"), "move");
        assert_eq!(at(&pawn, "d6"), "move initial");
        assert_eq!(at(&pawn, "c5"), "capture");
        assert_eq!(at(&pawn, "e5"), "capture");
        assert_eq!(at(&pawn, "d3"), "");
    }

    #[test]
    fn a_cannon_hops_a_horse_passes_a_grasshopper_lands_beyond() {
        // Xiangqi's cannon from e5: moves along its lines, and beyond the next square it
        // may also land by hopping (its capture).
        let (cannon, from) = diagram("xiangqi", 'C');
        assert_eq!(from.to_string(), "e5");
        assert_eq!(at(&cannon, "e6"), "move");
        assert_eq!(at(&cannon, "e8"), "move hop");
        // The horse's leap to f7 passes e6, which must be empty.
        let (horse, _) = diagram("xiangqi", 'N');
        assert_eq!(at(&horse, "f7"), "move capture");
        assert_eq!(at(&horse, "e6"), "pass");
        let text = "[hop:chess]\ncustomPiece1 = g:gQ\n";
        let defs = crate::definition::parse_definitions(text).expect("definition");
        let rules = rules_of(&Settings::defined(defs[0].clone()));
        let g = rules.kind_by_letter('G').expect("grasshopper");
        let list = rules.reach(g, "d4".parse().expect("square"));
        assert_eq!(at(&list, "d5"), "");
        assert_eq!(at(&list, "d6"), "hop");
    }
}
