//! The new-game form of ChessNim as plain data, and its checking (pure, natively tested).
//!
//! What the user types is kept as text; [`NimForm::settings`] turns it into engine
//! [`Settings`] or a message saying what is wrong. The size, the holes and the material
//! are checked by the engine itself (`CN-1`, `CN-2`), whose messages are shown as they are.

use engine::{
    ArnhemSettings, ChessNimSettings, Count, PieceKind, Position, Settings, Square, SquareSet,
    Variant, MAX_SIDE,
};

use crate::games;

/// Which material both players start with (`CN-2`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MaterialChoice {
    /// K Q 2R 2B 2N 8P.
    Orthodox,
    /// Kings only, unlimited.
    KingsOnly,
    /// The custom text, `LETTER:BETZA:COUNT, ...`.
    Custom,
}

/// The form's fields, as typed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NimForm {
    /// Files, as typed.
    pub width: String,
    /// Ranks, as typed.
    pub height: String,
    /// Squares chosen as holes (those outside the board are ignored).
    pub holes: SquareSet,
    /// The material preset.
    pub material: MaterialChoice,
    /// The custom material text.
    pub custom: String,
    /// `CN-8`: pawns may be dropped on their last rank.
    pub pawns_on_last_rank: bool,
}

impl Default for NimForm {
    fn default() -> Self {
        NimForm::from_settings(&ChessNimSettings::default())
    }
}

/// The label of a preset, as the dialog shows it.
pub fn material_label(choice: MaterialChoice) -> &'static str {
    match choice {
        MaterialChoice::Orthodox => "Orthodox set (K Q 2R 2B 2N 8P)",
        MaterialChoice::KingsOnly => "Kings only (unlimited)",
        MaterialChoice::Custom => "Custom",
    }
}

impl NimForm {
    /// A form filled in with `s` (to start again with the settings of the game in play).
    pub fn from_settings(s: &ChessNimSettings) -> NimForm {
        let material = if s.material == ChessNimSettings::orthodox_material() {
            MaterialChoice::Orthodox
        } else if s.material == ChessNimSettings::kings_only_material() {
            MaterialChoice::KingsOnly
        } else {
            MaterialChoice::Custom
        };
        NimForm {
            width: s.width.to_string(),
            height: s.height.to_string(),
            holes: s.holes,
            material,
            custom: s.material_text(),
            pawns_on_last_rank: s.pawns_on_last_rank,
        }
    }

    /// The board size, if both numbers read as 1 to 16.
    pub fn size(&self) -> Result<(u8, u8), String> {
        let read = |what: &str, text: &str| -> Result<u8, String> {
            let t = text.trim();
            match t.parse::<u32>() {
                Ok(n) if (1..=MAX_SIDE as u32).contains(&n) => Ok(n as u8),
                Ok(n) => Err(format!("the {what} must be 1 to {MAX_SIDE}, not {n}")),
                Err(_) if t.is_empty() => Err(format!("enter a {what} from 1 to {MAX_SIDE}")),
                Err(_) => Err(format!(
                    "the {what} must be a whole number from 1 to {MAX_SIDE}, not '{t}'"
                )),
            }
        };
        Ok((read("width", &self.width)?, read("height", &self.height)?))
    }

    /// The holes that lie on a board of `width × height`.
    pub fn holes_within(&self, width: u8, height: u8) -> SquareSet {
        self.holes
            .iter()
            .filter(|s| s.file() < width && s.rank() < height)
            .collect()
    }

    /// Makes `sq` a hole, or a square again.
    pub fn toggle_hole(&mut self, sq: Square) {
        let on = !self.holes.contains(sq);
        self.holes.set(sq, on);
    }

    /// The material, read from the preset or the custom text (the engine's parser).
    pub fn material(&self) -> Result<Vec<(PieceKind, Count)>, String> {
        match self.material {
            MaterialChoice::Orthodox => Ok(ChessNimSettings::orthodox_material()),
            MaterialChoice::KingsOnly => Ok(ChessNimSettings::kings_only_material()),
            MaterialChoice::Custom => ChessNimSettings::parse_material(&self.custom),
        }
    }

    /// The settings of the game to start, or what is wrong with the form. A game is only
    /// started from settings the engine accepts, so this also builds the first position.
    pub fn settings(&self) -> Result<Settings, String> {
        let (width, height) = self.size()?;
        let material = self.material()?;
        let nim = ChessNimSettings {
            width,
            height,
            holes: self.holes_within(width, height),
            material,
            pawns_on_last_rank: self.pawns_on_last_rank,
        };
        nim.validate().map_err(|e| e.to_string())?;
        let mut settings = Settings::new(games::chessnim::VARIANT);
        settings.chessnim = nim;
        Position::start(&settings).map_err(|e| e.to_string())?;
        Ok(settings)
    }
}

/// The settings of a new game of `variant` other than ChessNim (whose form is
/// [`NimForm`]): Arnhem's deployment choice, nothing for the others. The engine must start
/// it.
pub fn game_settings(variant: Variant, arnhem: ArnhemSettings) -> Result<Settings, String> {
    let mut settings = Settings::new(variant);
    settings.arnhem = arnhem;
    Position::start(&settings).map_err(|e| e.to_string())?;
    Ok(settings)
}

/// The definition shown the first time "Your own game" is opened: Los Alamos chess (6×6,
/// no bishops), in Fairy-Stockfish's `variants.ini` keys.
pub const SAMPLE_DEFINITION: &str = "\
# Los Alamos chess: 6x6, no bishops, no castling, no double step.
[losalamos:chess]
maxRank = 6
maxFile = 6
bishop = -
startFen = rnqknr/pppppp/6/6/PPPPPP/RNQKNR w - - 0 1
promotionRegionWhite = *6
promotionRegionBlack = *1
promotionPieceTypes = qrn
doubleStep = false
castling = false
";

/// What is wrong with a definition typed in the "Your own game" dialog: the line (from 1)
/// when one line is to blame, and the reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DefinitionProblem {
    /// The line, from 1.
    pub line: Option<usize>,
    /// The reason, in the engine's words.
    pub message: String,
}

/// A checked definition: the settings of its chosen section and every section's name.
#[derive(Clone, Debug, PartialEq)]
pub struct CheckedDefinition {
    /// The game to start.
    pub settings: Settings,
    /// The names of the text's sections, in order (to choose one).
    pub sections: Vec<String>,
    /// What the chosen section likely does not mean (the engine's
    /// `Definition::warnings`): shown, never refused.
    pub warnings: Vec<String>,
}

/// Reads a definition text and starts its section `section` (the last one when `None` or
/// unknown) in the engine; nothing is started from a text the engine refuses.
pub fn defined_settings(
    text: &str,
    section: Option<&str>,
) -> Result<CheckedDefinition, DefinitionProblem> {
    let defs = engine::definition::parse_definitions(text).map_err(|e| DefinitionProblem {
        line: (e.line > 0).then_some(e.line),
        message: e.to_string(),
    })?;
    let sections: Vec<String> = defs.iter().map(|d| d.name.clone()).collect();
    let def = section
        .and_then(|s| defs.iter().find(|d| d.name == s))
        .or(defs.last())
        .cloned()
        .ok_or_else(|| DefinitionProblem {
            line: None,
            message: "write a [section] such as [mygame:chess] with its keys below it".into(),
        })?;
    let line = def.line;
    let name = def.name.clone();
    let warnings = def.warnings();
    let settings = Settings::defined(def);
    Position::start(&settings).map_err(|e| DefinitionProblem {
        line: Some(line),
        message: format!("line {line}: [{name}] cannot be played: {e}"),
    })?;
    Ok(CheckedDefinition {
        settings,
        sections,
        warnings,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{arnhem, defined};

    #[test]
    fn a_definition_that_plays_carries_the_engines_warnings() {
        let checked =
            defined_settings("[stuck:chess]\npromotionPieceTypes = -\n", None).expect("it plays");
        assert_eq!(checked.warnings.len(), 2, "{:?}", checked.warnings);
        let plain = defined_settings("[mine:chess]\n", None).expect("it plays");
        assert!(plain.warnings.is_empty());
    }

    #[test]
    fn the_sample_definition_starts_and_bad_ones_name_their_line() {
        let ok = defined_settings(SAMPLE_DEFINITION, None).expect("the sample plays");
        assert_eq!(ok.sections, vec!["losalamos".to_string()]);
        assert_eq!(ok.settings.variant, defined::VARIANT);
        let bad = SAMPLE_DEFINITION.replace("castling = false", "castling = no");
        let e = defined_settings(&bad, None).unwrap_err();
        assert_eq!(e.line, Some(11));
        assert!(e.message.contains("castling"), "{}", e.message);
        let e = defined_settings("", None).unwrap_err();
        assert_eq!(e.line, None);
        // Every module key plays; a combination its rules cannot play names the key.
        let e = defined_settings("[c:chess]\nx-players = 3\n", None).unwrap_err();
        assert_eq!(e.line, Some(1));
        assert!(e.message.contains("x-players = 3"), "{}", e.message);
        assert!(defined_settings("[c:vimes]\n", None).is_ok());
        assert!(defined_settings("[c:chessence]\n", None).is_ok());
        assert!(defined_settings("[c:arnhem]\n", None).is_ok());
        // A taller board keeps Fairy-Stockfish's inherited regions' squares, as there
        // (issue 61; our own x- regions must be given again, issue 62 item 1).
        let tall = "[tall:losalamos]\nmaxRank = 7\nstartFen = rnqknr/pppppp/6/6/6/PPPPPP/RNQKNR w - - 0 1\npromotionRegionWhite = *7\n";
        assert!(defined_settings(&format!("{SAMPLE_DEFINITION}{tall}"), None).is_ok());
        let two = format!("{SAMPLE_DEFINITION}{tall}promotionRegionBlack = *1\n");
        let first = defined_settings(&two, Some("losalamos")).expect("first");
        assert_eq!(first.settings.name(), "losalamos");
        let last = defined_settings(&two, None).expect("last");
        assert_eq!(last.settings.name(), "tall");
        assert_eq!(last.sections.len(), 2);
    }

    #[test]
    fn arnhem_quick_game_skips_deployment() {
        let s =
            game_settings(arnhem::VARIANT, ArnhemSettings { deployment: false }).expect("valid");
        let pos = Position::start(&s).expect("start");
        assert_eq!(pos.phase(), engine::Phase::Play);
        let s = game_settings(arnhem::VARIANT, ArnhemSettings::default()).expect("valid");
        let pos = Position::start(&s).expect("start");
        assert_eq!(pos.phase(), engine::Phase::Deploy);
    }

    #[test]
    fn default_form_gives_the_default_game() {
        let s = NimForm::default().settings().expect("valid");
        assert_eq!(s.chessnim, ChessNimSettings::default());
    }

    #[test]
    fn kings_only_preset() {
        let f = NimForm {
            material: MaterialChoice::KingsOnly,
            ..NimForm::default()
        };
        let s = f.settings().expect("valid");
        assert_eq!(s.chessnim.material, ChessNimSettings::kings_only_material());
        let back = NimForm::from_settings(&s.chessnim);
        assert_eq!(back.material, MaterialChoice::KingsOnly);
        assert_eq!(back.custom, "K:K:*");
    }

    #[test]
    fn bad_sizes_are_refused_with_a_message() {
        for (w, h, needle) in [
            ("0", "8", "width must be 1 to 16"),
            ("17", "8", "width must be 1 to 16"),
            ("8", "99999999999", "height must be a whole number"),
            ("x", "8", "not 'x'"),
            ("", "8", "enter a width"),
            ("-3", "8", "whole number"),
        ] {
            let f = NimForm {
                width: w.into(),
                height: h.into(),
                ..NimForm::default()
            };
            let e = f.settings().expect_err("refused");
            assert!(e.contains(needle), "{w}x{h}: {e}");
        }
        let f = NimForm {
            width: " 16 ".into(),
            height: "1".into(),
            ..NimForm::default()
        };
        assert!(f.settings().is_ok());
    }

    #[test]
    fn a_board_of_holes_only_is_refused() {
        let mut f = NimForm {
            width: "2".into(),
            height: "1".into(),
            ..NimForm::default()
        };
        f.toggle_hole(Square::new(0, 0));
        assert!(f.settings().is_ok());
        f.toggle_hole(Square::new(1, 0));
        let e = f.settings().expect_err("no square left");
        assert!(e.contains("no square"), "{e}");
        f.toggle_hole(Square::new(1, 0));
        assert!(f.settings().is_ok());
    }

    #[test]
    fn holes_outside_a_smaller_board_are_dropped() {
        let mut f = NimForm::default();
        f.toggle_hole("h8".parse().expect("h8"));
        f.toggle_hole("b2".parse().expect("b2"));
        f.width = "4".into();
        f.height = "4".into();
        let s = f.settings().expect("valid");
        assert_eq!(s.chessnim.holes.count(), 1);
    }

    #[test]
    fn custom_material_is_read_by_the_engine() {
        let f = NimForm {
            material: MaterialChoice::Custom,
            custom: "K:K:*, A:NN:2".into(),
            ..NimForm::default()
        };
        let s = f.settings().expect("valid");
        assert_eq!(s.chessnim.material.len(), 2);
        for bad in ["K:K", "K:Kx:1", "", "KK:K:1", "K:K:999"] {
            let f = NimForm {
                material: MaterialChoice::Custom,
                custom: bad.into(),
                ..NimForm::default()
            };
            assert!(f.settings().is_err(), "{bad}");
        }
        let f = NimForm {
            material: MaterialChoice::Custom,
            custom: "K:K:0".into(),
            ..NimForm::default()
        };
        let e = f.settings().expect_err("nothing to drop");
        assert!(e.contains("no piece to drop"), "{e}");
    }
}
