//! The new-game form of ChessNim as plain data, and its checking (pure, natively tested).
//!
//! What the user types is kept as text; [`NimForm::settings`] turns it into engine
//! [`Settings`] or a message saying what is wrong. The size, the holes and the material
//! are checked by the engine itself (`CN-1`, `CN-2`), whose messages are shown as they are.

use engine::{
    ArnhemSettings, ChessNimSettings, Count, PieceKind, Position, Settings, Square, SquareSet,
    Variant, MAX_SIDE,
};

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
        let mut settings = Settings::new(Variant::ChessNim);
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arnhem_quick_game_skips_deployment() {
        let s =
            game_settings(Variant::Arnhem, ArnhemSettings { deployment: false }).expect("valid");
        let pos = Position::start(&s).expect("start");
        assert_eq!(pos.phase(), engine::Phase::Play);
        let s = game_settings(Variant::Arnhem, ArnhemSettings::default()).expect("valid");
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
