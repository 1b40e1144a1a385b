//! What a definition that plays is likely not meant to do (issue 62, item 7), said to its
//! author in the own-game dialog beside the start picture: pawns that can never promote
//! and stop on the last rank, a double step for one side only, a side without the royal
//! piece the other side has in a game won by mate. A warning never refuses a definition:
//! Fairy-Stockfish plays each of these, and a game may want them.

use super::{Definition, GameValue, PerSide};
use crate::fen::Setup;

impl Definition {
    /// The warnings for this definition, each a sentence that names the key to set; empty
    /// when nothing looks unintended (or its start cannot be read, which is refused
    /// elsewhere).
    pub fn warnings(&self) -> Vec<String> {
        let Ok(start) = Setup::parse(&self.start_fen) else {
            return Vec::new();
        };
        let pawns = self.count_at_start(&start, |letter| self.pawn_types.contains(&letter));
        let royals =
            self.count_at_start(&start, |letter| self.piece(letter).is_some_and(|p| p.royal));
        let mut said = Vec::new();
        for (side, key) in [("White", "White"), ("Black", "Black")] {
            let white = side == "White";
            if self.pawns_stop(white) && *pick(&pawns, white) > 0 {
                said.push(format!(
                    "{side}'s pawns can never promote: on the last rank they have no move \
                     (set promotionRegion{key} and promotionPieceTypes)"
                ));
            }
        }
        let steps = &self.double_step_region;
        if pawns.white > 0 && pawns.black > 0 && steps.white.is_empty() != steps.black.is_empty() {
            let (has, lacks) = if steps.white.is_empty() {
                ("Black", "White")
            } else {
                ("White", "Black")
            };
            said.push(format!(
                "only {has}'s pawns have a double step (set doubleStepRegion{lacks}, or \
                 doubleStep = false for neither)"
            ));
        }
        let by_mate = self.checking && self.extinction_value == GameValue::None;
        if by_mate && (royals.white == 0) != (royals.black == 0) {
            let (has, lacks) = if royals.white == 0 {
                ("Black", "White")
            } else {
                ("White", "Black")
            };
            said.push(format!(
                "{lacks} has no king: it can never be checkmated, while {has} can \
                 (put one in startFen, or set extinctionValue)"
            ));
        }
        said
    }

    /// How many pieces each side starts with, on the board and in hand, whose letter (in
    /// lower case) `is` accepts.
    fn count_at_start(&self, start: &Setup, is: impl Fn(char) -> bool) -> PerSide<u32> {
        let mut n = PerSide::both(0);
        let letters = start.pieces.iter().map(|(_, p)| p.letter);
        let hands = start.hands.iter().flatten().map(|e| e.letter);
        for letter in letters.chain(hands) {
            if is(letter.to_ascii_lowercase()) {
                *pick_mut(&mut n, letter.is_ascii_uppercase()) += 1;
            }
        }
        n
    }

    /// Whether White's (`white`) or Black's pawns stop for good on their last rank: they
    /// cannot promote there, every move of theirs goes forward, and reaching it does not
    /// win the game (a flag).
    fn pawns_stop(&self, white: bool) -> bool {
        let promotes = !pick(&self.promotion_region, white).is_empty()
            && (!self.promotion_piece_types.is_empty()
                || !self.shogi.promoted_piece_type.is_empty()
                || self.sittuyin.promotion);
        let flag = !pick(&self.flag_region, white).is_empty();
        let forward_only = self
            .pieces
            .iter()
            .filter(|p| self.pawn_types.contains(&p.letter) && !p.betza.is_empty())
            .all(|p| only_forward(&p.betza));
        !promotes && !flag && forward_only
    }
}

/// White's or Black's value.
fn pick<T>(v: &PerSide<T>, white: bool) -> &T {
    if white {
        &v.white
    } else {
        &v.black
    }
}

fn pick_mut<T>(v: &mut PerSide<T>, white: bool) -> &mut T {
    if white {
        &mut v.white
    } else {
        &mut v.black
    }
}

/// Whether every move a Betza text names goes forward: each atom's modifiers include `f`
/// and no other direction (`b`, `s`, `l`, `r`, `v`, `h`).
fn only_forward(betza: &str) -> bool {
    let mut modifiers = String::new();
    let mut atoms = 0;
    for c in betza.chars() {
        if c.is_ascii_lowercase() {
            modifiers.push(c);
        } else if c.is_ascii_uppercase() {
            atoms += 1;
            let forward =
                modifiers.contains('f') && !modifiers.contains(['b', 's', 'l', 'r', 'v', 'h']);
            if !forward {
                return false;
            }
            modifiers.clear();
        }
    }
    atoms > 0
}

#[cfg(test)]
mod tests {
    use super::only_forward;

    #[test]
    fn forward_only_moves() {
        assert!(only_forward("fmWfcF"));
        assert!(only_forward("mfFcfW"));
        assert!(!only_forward("fmWfcFsW"));
        assert!(!only_forward("W"));
        assert!(!only_forward(""));
    }
}
