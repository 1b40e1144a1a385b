//! A game's rules in words, made from its definition (issue 64: a rules page for every
//! game the app plays): the board, what happens to captured pieces and pieces in hand,
//! promotion, castling, and how the game is won, lost or drawn. Plain sentences a player
//! reads before a first game; the pieces and their moves are listed apart
//! ([`Definition::pieces`]).

use super::words::{fill, word};
use super::{Definition, EnclosingRule, GameValue, PieceTypes, WallingRule};

impl Definition {
    /// The rules in a few sentences, each a string ending with a full stop (the words are
    /// `words.txt`'s: a page hands them over with the built-ins, `load_words`).
    pub fn summary(&self) -> Vec<String> {
        let mut out = vec![self.board_words()];
        out.extend(self.hand_words());
        out.extend(self.promotion_words());
        let said = [
            (self.castling, "castling"),
            (self.must_capture, "must-capture"),
            (self.blast.on_capture, "blast"),
            (self.xiangqi.flying_general, "flying-general"),
            (!self.xiangqi.mobility_region.is_empty(), "regions"),
            (self.walls.rule != WallingRule::None, "walls"),
        ];
        out.extend(
            said.iter()
                .filter(|(on, _)| *on)
                .map(|(_, k)| word(k).to_string()),
        );
        out.extend(self.end_words());
        out
    }

    fn board_words(&self) -> String {
        let holes = match self.holes.count() {
            0 => String::new(),
            1 => word("board.hole").to_string(),
            n => fill("board.holes", &[&n.to_string()]),
        };
        let players = if self.own.players == 3 {
            "Three"
        } else {
            "Two"
        };
        let (w, h) = (self.width.to_string(), self.height.to_string());
        fill("board", &[players, &w, &h, &holes])
    }

    fn hand_words(&self) -> Option<String> {
        let enclosing = self.board_games.enclosing_drop;
        let key = match (self.captures_to_hand, self.piece_drops) {
            (true, _) => "hand.captures",
            (false, true) if enclosing == EnclosingRule::Reversi => "hand.reversi",
            (false, true) if enclosing != EnclosingRule::None => "hand.ataxx",
            (false, true) => "hand.drops",
            (false, false) => return None,
        };
        Some(word(key).to_string())
    }

    fn promotion_words(&self) -> Option<String> {
        let zone = self.promotion_region.white.count() + self.promotion_region.black.count();
        if !self.shogi.promoted_piece_type.is_empty() {
            return Some(word("promotion.shogi").to_string());
        }
        if zone == 0 || self.promotion_piece_types.is_empty() {
            return None;
        }
        let to: Vec<String> = self
            .promotion_piece_types
            .iter()
            .map(|c| self.piece_name(*c))
            .collect();
        Some(fill("promotion", &[&joined(&to, "or")]))
    }

    fn end_words(&self) -> Vec<String> {
        let mut out = Vec::new();
        let royal = self.pieces.iter().any(|p| p.royal);
        if royal && self.checking {
            out.push(fill("checkmate", &[mate(self.checkmate_value)]));
        }
        if self.ends.check_counting {
            out.push(word("checks").to_string());
        }
        if self.extinction_value != GameValue::None {
            let what = match &self.extinction_piece_types {
                PieceTypes::All => word("extinction.all").to_string(),
                PieceTypes::Letters(l) => {
                    let names: Vec<String> = l.iter().map(|c| self.piece_name(*c)).collect();
                    fill("extinction.some", &[&joined(&names, "and")])
                }
            };
            out.push(fill("extinction", &[&what, result(self.extinction_value)]));
        }
        if let Some(f) = self.flag_piece.white.or(self.flag_piece.black) {
            out.push(fill("flag", &[&self.piece_name(f)]));
        }
        if self.connect.n > 0 {
            out.push(fill("connect", &[&self.connect.n.to_string()]));
        }
        if self.stalemate_value != GameValue::None {
            out.push(fill("stalemate", &[result(self.stalemate_value)]));
        }
        if self.n_move_rule > 0 {
            out.push(fill("n-move", &[&self.n_move_rule.to_string()]));
        }
        if self.n_fold_rule > 0 {
            let value = match self.ends.n_fold_value {
                GameValue::Draw | GameValue::None => "n-fold.draw",
                GameValue::Win => "n-fold.win",
                GameValue::Loss => "n-fold.loss",
            };
            out.push(fill(
                "n-fold",
                &[&self.n_fold_rule.to_string(), word(value)],
            ));
        }
        out
    }

    /// The name of the piece with the letter `c` (either case), else the letter.
    fn piece_name(&self, c: char) -> String {
        self.pieces
            .iter()
            .find(|p| p.letter.eq_ignore_ascii_case(&c))
            .map_or_else(|| c.to_string(), |p| p.name.clone())
    }
}

/// What checkmate's value means: "wins" (for the mater), as the mated player's value says.
fn mate(value: GameValue) -> &'static str {
    // Checkmate's value is the mated player's: a loss for it is a win for the mater.
    word(match value {
        GameValue::Loss => "mate.loss",
        GameValue::Win => "mate.win",
        GameValue::Draw => "mate.draw",
        GameValue::None => "result.none",
    })
}

/// What a result means for the player it falls on ("loses").
fn result(value: GameValue) -> &'static str {
    word(match value {
        GameValue::Loss => "result.loss",
        GameValue::Win => "result.win",
        GameValue::Draw => "result.draw",
        GameValue::None => "result.none",
    })
}

/// "a, b or c" (`last` the word before the last item).
fn joined(items: &[String], last: &str) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., end] => {
            let mut out = String::new();
            for (i, item) in init.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                out.push_str(item);
            }
            format!("{out} {last} {end}")
        }
    }
}

#[cfg(all(test, feature = "builtin-texts"))]
mod tests {
    use crate::definition::{builtin, fsf_variants};

    fn words(name: &str) -> String {
        builtin(name).expect("built in").summary().join(" ")
    }

    #[test]
    fn chess_in_words() {
        let w = words("chess");
        assert!(
            w.starts_with("Two players on a 8×8 board; White moves first."),
            "{w}"
        );
        assert!(w.contains("becomes a knight, bishop, rook or queen"), "{w}");
        assert!(w.contains("Castling is allowed."), "{w}");
        assert!(w.contains("Checkmate wins."), "{w}");
        assert!(w.contains("A player with no legal move draws."), "{w}");
        assert!(w.contains("50 moves without a capture"), "{w}");
    }

    #[test]
    fn each_family_says_what_makes_it() {
        assert!(words("crazyhouse").contains("changes sides"));
        assert!(words("shogi").contains("promotion zone"));
        assert!(words("kingofthehill").contains("reaching the flag squares wins"));
        assert!(words("3check").contains("number of checks"));
        assert!(words("antichess").contains("Capturing is compulsory."));
        assert!(words("antichess").contains("has lost all its pieces wins"));
        assert!(words("atomic").contains("explodes"));
        assert!(words("isolation").contains("wall"));
        assert!(words("flipello").contains("enclose a line"));
        assert!(words("ataxx").contains("turn over"));
        assert!(words("xiangqi").contains("generals may never face"));
        assert!(words("janggi").contains("palace"));
    }

    #[test]
    fn every_built_in_has_its_rules_in_words() {
        for name in fsf_variants() {
            let s = builtin(name).expect("built in").summary();
            assert!(s.len() >= 2, "{name}: {s:?}");
            assert!(s.iter().all(|l| l.ends_with('.')), "{name}: {s:?}");
        }
    }
}
