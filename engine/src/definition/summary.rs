//! A game's rules in words, made from its definition (issue 64: a rules page for every
//! game the app plays): the board, what happens to captured pieces and pieces in hand,
//! promotion, castling, and how the game is won, lost or drawn. Plain sentences a player
//! reads before a first game; the pieces and their moves are listed apart
//! ([`Definition::pieces`]).

use super::{Definition, EnclosingRule, GameValue, PieceTypes, WallingRule};

impl Definition {
    /// The rules in a few sentences, each a string ending with a full stop.
    pub fn summary(&self) -> Vec<String> {
        let mut out = vec![self.board_words()];
        out.extend(self.hand_words());
        out.extend(self.promotion_words());
        if self.castling {
            out.push("Castling is allowed.".into());
        }
        if self.must_capture {
            out.push("Capturing is compulsory.".into());
        }
        if self.blast.on_capture {
            out.push("A capture explodes: the capturer and every piece around goes.".into());
        }
        if self.xiangqi.flying_general {
            out.push("The two generals may never face each other on an open line.".into());
        }
        if !self.xiangqi.mobility_region.is_empty() {
            out.push(
                "Some pieces keep to their own ground (the palace, their side of the river): \
                 the board marks where a piece may go."
                    .into(),
            );
        }
        if self.walls.rule != WallingRule::None {
            out.push("After each move a wall is placed on an empty square.".into());
        }
        out.extend(self.end_words());
        out
    }

    fn board_words(&self) -> String {
        let holes = self.holes.count();
        let holes = match holes {
            0 => String::new(),
            1 => " with one hole".into(),
            n => format!(" with {n} holes"),
        };
        let players = if self.own.players == 3 {
            "Three"
        } else {
            "Two"
        };
        format!(
            "{players} players on a {}×{} board{holes}; White moves first.",
            self.width, self.height
        )
    }

    fn hand_words(&self) -> Option<String> {
        let enclosing = self.board_games.enclosing_drop;
        Some(match (self.captures_to_hand, self.piece_drops) {
            (true, _) => "A captured piece changes sides: it goes to the capturer's hand, and \
                          instead of moving a player may drop a piece from the hand on an \
                          empty square."
                .into(),
            (false, true) if enclosing == EnclosingRule::Reversi => {
                "Pieces are placed from the hand; a placement must enclose a line of the \
                 other side's pieces, which turn over."
                    .into()
            }
            (false, true) if enclosing != EnclosingRule::None => {
                "A piece is placed next to one of its own (or one jumps two squares); the \
                 other side's pieces around where it lands turn over."
                    .into()
            }
            (false, true) => {
                "Instead of moving, a player may drop a piece from the hand on an empty \
                 square."
                    .into()
            }
            (false, false) => return None,
        })
    }

    fn promotion_words(&self) -> Option<String> {
        let zone = self.promotion_region.white.count() + self.promotion_region.black.count();
        if !self.shogi.promoted_piece_type.is_empty() {
            return Some(
                "Pieces that promote may do so on a move into, within or out of the \
                 promotion zone (the far ranks)."
                    .into(),
            );
        }
        if zone == 0 || self.promotion_piece_types.is_empty() {
            return None;
        }
        let to: Vec<String> = self
            .promotion_piece_types
            .iter()
            .map(|c| self.piece_name(*c))
            .collect();
        Some(format!(
            "A pawn reaching the promotion zone (the far ranks) becomes a {}.",
            or_list(&to)
        ))
    }

    fn end_words(&self) -> Vec<String> {
        let mut out = Vec::new();
        let royal = self.pieces.iter().any(|p| p.royal);
        if royal && self.checking {
            out.push(format!("Checkmate {}.", result(self.checkmate_value, "")));
        }
        if self.ends.check_counting {
            out.push("Giving the number of checks the game asks (three by default) wins.".into());
        }
        if self.extinction_value != GameValue::None {
            let what = match &self.extinction_piece_types {
                PieceTypes::All => "all its pieces".to_string(),
                PieceTypes::Letters(l) => {
                    let names: Vec<String> = l.iter().map(|c| self.piece_name(*c)).collect();
                    format!("its {}", and_list(&names))
                }
            };
            out.push(format!(
                "A player who has lost {what} {}.",
                result(self.extinction_value, "s")
            ));
        }
        if let Some(f) = self.flag_piece.white.or(self.flag_piece.black) {
            out.push(format!(
                "A {} reaching the flag squares wins.",
                self.piece_name(f)
            ));
        }
        if self.connect.n > 0 {
            out.push(format!("{} in a row wins.", self.connect.n));
        }
        if self.stalemate_value != GameValue::None {
            out.push(format!(
                "A player with no legal move {}.",
                result(self.stalemate_value, "s")
            ));
        }
        if self.n_move_rule > 0 {
            out.push(format!(
                "{} moves without a capture or a pawn move draw.",
                self.n_move_rule
            ));
        }
        if self.n_fold_rule > 0 {
            out.push(format!(
                "The same position {} times over: {}.",
                self.n_fold_rule,
                match self.ends.n_fold_value {
                    GameValue::Draw | GameValue::None => "a draw",
                    GameValue::Win => "the player to move wins",
                    GameValue::Loss => "the player to move loses",
                }
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

/// What a result means for the player it falls on: "wins" (for the one who made it),
/// spelled for checkmate (`verb` "") or for the player (`verb` "s": "loses").
fn result(value: GameValue, verb: &str) -> &'static str {
    match (value, verb) {
        // Checkmate's value is the mated player's: a loss for it is a win for the mater.
        (GameValue::Loss, "") => "wins",
        (GameValue::Win, "") => "loses (the mated player wins)",
        (GameValue::Draw, "") => "is a draw",
        (GameValue::Loss, _) => "loses",
        (GameValue::Win, _) => "wins",
        (GameValue::Draw, _) => "draws",
        (GameValue::None, _) => "changes nothing",
    }
}

fn or_list(items: &[String]) -> String {
    joined(items, "or")
}

fn and_list(items: &[String]) -> String {
    joined(items, "and")
}

/// "a, b or c".
fn joined(items: &[String], last: &str) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., end] => format!("{} {last} {end}", init.join(", ")),
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
