//! A diagram's promotion (`promoZone`, `promoChoice`, `maxPromote`, `promoOffset`) and its
//! castling (the royal piece's XBetza `O`) as `variants.ini` keys.

use super::board::Board;
use super::{refuse, say, Ini, Params};
use crate::definition::DefinitionError;
use crate::Square;

/// Where the royal piece castles: its square, and its partner's on each side.
struct Plan {
    king: Square,
    steps: u8,
    kingside: Option<Square>,
    queenside: Option<Square>,
}

impl Board {
    /// The promotion keys: which pieces promote (the first `maxPromote` of the list, else
    /// those named pawn), where (the last `promoZone` ranks), and to what (`promoChoice`'s
    /// IDs, `*` before one: only while fewer of it stand than at the start; `+`: to the
    /// piece `promoOffset` further down the list).
    pub(super) fn promotion(&self, ini: &mut Ini, params: &Params) -> Result<(), DefinitionError> {
        let promoting: Vec<usize> = match params.max_promote {
            Some(n) => (0..n.min(self.pieces.len())).collect(),
            None => (0..self.pieces.len())
                .filter(|&i| self.pieces[i].name.eq_ignore_ascii_case("pawn"))
                .collect(),
        };
        if promoting.is_empty() || params.promo_zone == 0 {
            return Ok(());
        }
        let (zone, ranks) = (params.promo_zone.min(self.ranks), self.ranks);
        let white: Vec<String> = (ranks - zone + 1..=ranks)
            .map(|r| format!("*{r}"))
            .collect();
        let black: Vec<String> = (1..=zone).map(|r| format!("*{r}")).collect();
        ini.key("promotionRegionWhite", &white.join(" "), 0, "promoZone");
        ini.key("promotionRegionBlack", &black.join(" "), 0, "promoZone");
        let (line, choice) = match &params.promo_choice {
            Some((line, c)) => (*line, c.clone()),
            None if params.promo_offset.is_some() => (0, "+".into()),
            None => (0, self.default_choice(&promoting)),
        };
        let letters: String = promoting.iter().map(|&i| self.pieces[i].letter).collect();
        let (to, limits, plus) = self.choice(&choice, line)?;
        if !to.is_empty() {
            ini.key("promotionPawnTypes", &letters, line, "maxPromote");
            ini.key("promotionPieceTypes", &to, line, "promoChoice");
            ini.key("nMoveRuleTypes", &letters, line, "maxPromote");
        }
        if !limits.is_empty() {
            ini.key("promotionLimit", &limits.join(" "), line, "promoChoice");
        }
        if plus {
            let Some((offset_line, offset)) = params.promo_offset else {
                return Err(refuse(line, "promoChoice", say(say::PLUS, &[])));
            };
            let mut pairs = Vec::new();
            for &i in &promoting {
                let Some(to) = self.pieces.get(i + offset) else {
                    let p = &self.pieces[i];
                    return Err(refuse(
                        offset_line,
                        "promoOffset",
                        say(say::OFFSET, &[&p.name]),
                    ));
                };
                pairs.push(format!("{}:{}", self.pieces[i].letter, to.letter));
            }
            ini.key(
                "promotedPieceType",
                &pairs.join(" "),
                offset_line,
                "promoOffset",
            );
        }
        Ok(())
    }

    /// Without `promoChoice`: every piece's ID but the royal's and the promoting pieces'.
    fn default_choice(&self, promoting: &[usize]) -> String {
        let others =
            (0..self.pieces.len()).filter(|i| !promoting.contains(i) && Some(*i) != self.royal);
        others.map(|i| self.pieces[i].id.as_str()).collect()
    }

    /// `promoChoice` read: the letters promoted to, the limits of those marked `*` (`q:1`:
    /// while fewer than one stands), and whether `+` is among them.
    fn choice(
        &self,
        choice: &str,
        line: usize,
    ) -> Result<(String, Vec<String>, bool), DefinitionError> {
        let (mut to, mut limits, mut plus, mut starred) = (String::new(), Vec::new(), false, false);
        for c in choice.chars() {
            match c {
                '+' => plus = true,
                '*' => starred = true,
                c => {
                    let id = c.to_string();
                    let Some(i) = self.pieces.iter().position(|p| p.id == id) else {
                        return Err(refuse(line, "promoChoice", say(say::NONE, &[&id])));
                    };
                    let letter = self.pieces[i].letter;
                    if !to.contains(letter) {
                        to.push(letter);
                    }
                    if std::mem::take(&mut starred) {
                        let at_start = self
                            .cells
                            .iter()
                            .flatten()
                            .filter(|&&(k, w)| k == i && w)
                            .count();
                        limits.push(format!("{letter}:{at_start}"));
                    }
                }
            }
        }
        Ok((to, limits, plus))
    }

    /// The start position's castling rights: White's on each side with a partner, and
    /// Black's where its king and partner stand on their mirror images of White's.
    pub(super) fn rights(&self) -> String {
        let Some(plan) = self.plan() else {
            return "-".into();
        };
        let twin = |s: Square| Square::new(s.file(), self.ranks - 1 - s.rank());
        let mirrored = |s: Square| match (self.cells[s.index()], self.cells[twin(s).index()]) {
            (Some((a, true)), Some((b, false))) => a == b,
            _ => false,
        };
        let mut out = String::new();
        for black in [false, true] {
            for (side, c) in [(plan.kingside, 'K'), (plan.queenside, 'Q')] {
                let Some(s) = side else { continue };
                if !black || (mirrored(s) && mirrored(plan.king)) {
                    out.push(if black { c.to_ascii_lowercase() } else { c });
                }
            }
        }
        out
    }

    /// The castling keys, when the royal piece castles.
    pub(super) fn castling(&self, ini: &mut Ini) {
        let Some(plan) = self.plan() else {
            ini.key("castling", "false", 0, "");
            return;
        };
        let royal = &self.pieces[self.royal.unwrap_or(0)];
        let file = |f: u8| ((b'a' + f) as char).to_string();
        let mut partners = String::new();
        for s in [plan.kingside, plan.queenside].into_iter().flatten() {
            if let Some((i, _)) = self.cells[s.index()] {
                if !partners.contains(self.pieces[i].letter) {
                    partners.push(self.pieces[i].letter);
                }
            }
        }
        let (line, name) = (royal.line, royal.name.as_str());
        let k = plan.king.file();
        ini.key("castling", "true", line, name);
        ini.key("castlingKingPiece", &royal.letter.to_string(), line, name);
        ini.key("castlingRookPieces", &partners, line, name);
        ini.key(
            "castlingRank",
            &(plan.king.rank() + 1).to_string(),
            line,
            name,
        );
        ini.key(
            "castlingKingsideFile",
            &file((k + plan.steps).min(self.files - 1)),
            line,
            name,
        );
        ini.key(
            "castlingQueensideFile",
            &file(k.saturating_sub(plan.steps)),
            line,
            name,
        );
        if let Some(s) = plan.kingside {
            ini.key("castlingRookKingsideFile", &file(s.file()), line, name);
        }
        if let Some(s) = plan.queenside {
            ini.key("castlingRookQueensideFile", &file(s.file()), line, name);
        }
    }

    /// The royal piece's castling: White's royal piece on the board, its partner on each
    /// side the piece nearest the edge of its rank (holes skipped), or with `j` the next
    /// one in; none when it has no partner on either side or its steps leave the board.
    fn plan(&self) -> Option<Plan> {
        let royal = self.royal?;
        let castling = self.pieces[royal].castling?;
        let king = (0..self.cells.len())
            .find(|&s| self.cells[s] == Some((royal, true)))
            .map(|s| Square(s as u8))?;
        let (k, r) = (king.file(), king.rank());
        if k < castling.steps || k + castling.steps >= self.files {
            return None;
        }
        let skip = usize::from(castling.jump);
        let partner = |files: &mut dyn Iterator<Item = u8>| {
            files
                .map(|f| Square::new(f, r))
                .filter(|s| self.cells[s.index()].is_some_and(|(_, white)| white))
                .nth(skip)
        };
        let kingside = partner(&mut (k + 1..self.files).rev());
        let queenside = partner(&mut (0..k));
        (kingside.is_some() || queenside.is_some()).then_some(Plan {
            king,
            steps: castling.steps,
            kingside,
            queenside,
        })
    }
}
