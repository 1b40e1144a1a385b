//! The UCI options: what `uci` announces and how `setoption` changes [`Settings`].
//!
//! Every setter works on a copy of the settings and checks it whole, so a refused value
//! changes nothing.

use engine::definition::Definition;
use engine::{ChessNimSettings, Settings, Square, SquareSet, Variant};
use std::sync::Arc;

/// `UCI_Variant`: which game (Fairy-Stockfish's name for the option).
pub const VARIANT: &str = "UCI_Variant";
/// ChessNim material (`CN-2`), in the text form of [`ChessNimSettings::parse_material`].
pub const MATERIAL: &str = "ChessNimMaterial";
/// ChessNim board size (`CN-1`), `WIDTHxHEIGHT`.
pub const SIZE: &str = "ChessNimSize";
/// ChessNim holes (`CN-1`), squares separated by spaces or commas.
pub const HOLES: &str = "ChessNimHoles";
/// ChessNim `CN-8` setting: pawns may be dropped on their last rank.
pub const PAWNS_ON_LAST_RANK: &str = "ChessNimPawnsOnLastRank";
/// Arnhem `AR-4` setting: start with the secret deployment (true) or the fixed setup.
pub const ARNHEM_DEPLOYMENT: &str = "ArnhemDeployment";
/// A file of game definitions in Fairy-Stockfish's `variants.ini` format, whose sections
/// `UCI_Variant` then offers (Fairy-Stockfish's option of the same name).
pub const VARIANT_PATH: &str = "VariantPath";

/// The `option ...` lines printed in reply to `uci`, with the built-in defaults; `defined`
/// are the games loaded with `VariantPath`, offered after the five.
pub fn uci_lines(defined: &[Arc<Definition>]) -> Vec<String> {
    let d = ChessNimSettings::default();
    let vars: String = Variant::ALL
        .iter()
        .map(|v| v.name())
        .chain(defined.iter().map(|d| d.name.as_str()))
        .map(|n| format!(" var {n}"))
        .collect();
    vec![
        format!(
            "option name {VARIANT} type combo default {}{vars}",
            Variant::ChessNim.name()
        ),
        format!("option name {VARIANT_PATH} type string default <empty>"),
        format!(
            "option name {MATERIAL} type string default {}",
            d.material_text()
        ),
        format!(
            "option name {SIZE} type string default {}",
            size_text(d.width, d.height)
        ),
        format!(
            "option name {HOLES} type string default {}",
            holes_text(d.holes)
        ),
        format!(
            "option name {PAWNS_ON_LAST_RANK} type check default {}",
            d.pawns_on_last_rank
        ),
        format!(
            "option name {ARNHEM_DEPLOYMENT} type check default {}",
            engine::ArnhemSettings::default().deployment
        ),
    ]
}

fn size_text(w: u8, h: u8) -> String {
    format!("{w}x{h}")
}

/// Holes as the option writes them; `<empty>` (as Stockfish writes an empty string) if none.
fn holes_text(holes: SquareSet) -> String {
    if holes.is_empty() {
        "<empty>".to_string()
    } else {
        holes
            .iter()
            .map(|s| s.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    }
}

/// The settings after `setoption name <name> value <value>`, or why the value is refused.
/// `value` is `None` when the command had no `value` part. The ChessNim options are checked
/// together with the rest of the ChessNim settings (holes must lie on the board, …).
/// `UCI_Variant` names one of the five games or one of `defined`.
pub fn apply(
    current: &Settings,
    defined: &[Arc<Definition>],
    name: &str,
    value: Option<&str>,
) -> Result<Settings, String> {
    let mut s = current.clone();
    let value_or_empty = value.unwrap_or("").trim();
    let need_value = || {
        value
            .map(str::trim)
            .filter(|v| !v.is_empty())
            .ok_or_else(|| format!("option {name} needs a value: setoption name {name} value ..."))
    };
    if name.eq_ignore_ascii_case(VARIANT) {
        let v = need_value()?;
        if let Some(d) = defined.iter().find(|d| d.name == v) {
            s.variant = Variant::Defined;
            s.definition = Some(d.clone());
            return Ok(s);
        }
        s.variant = Variant::from_name(v).ok_or_else(|| {
            let names: Vec<&str> = Variant::ALL
                .iter()
                .map(|v| v.name())
                .chain(defined.iter().map(|d| d.name.as_str()))
                .collect();
            format!(
                "unknown variant '{v}'; the variants are {}",
                names.join(", ")
            )
        })?;
        s.definition = None;
        return Ok(s);
    }
    if name.eq_ignore_ascii_case(MATERIAL) {
        let v = need_value()?;
        s.chessnim.material = ChessNimSettings::parse_material(v)
            .map_err(|e| format!("{MATERIAL} value '{v}' refused: {e}"))?;
    } else if name.eq_ignore_ascii_case(SIZE) {
        let v = need_value()?;
        let (w, h) = parse_size(v)?;
        s.chessnim.width = w;
        s.chessnim.height = h;
    } else if name.eq_ignore_ascii_case(HOLES) {
        s.chessnim.holes = parse_holes(value_or_empty)?;
    } else if name.eq_ignore_ascii_case(PAWNS_ON_LAST_RANK) {
        s.chessnim.pawns_on_last_rank = check_value(PAWNS_ON_LAST_RANK, need_value()?)?;
    } else if name.eq_ignore_ascii_case(ARNHEM_DEPLOYMENT) {
        s.arnhem.deployment = check_value(ARNHEM_DEPLOYMENT, need_value()?)?;
    } else {
        return Err(format!("no such option '{name}'"));
    }
    s.chessnim
        .validate()
        .map_err(|e| format!("{name} refused: {e}"))?;
    Ok(s)
}

/// Reads `WIDTHxHEIGHT` (`8x8`, `16x16`; `X` and `×` also accepted), each 1 to 16.
fn parse_size(v: &str) -> Result<(u8, u8), String> {
    let bad = |why: &str| format!("{SIZE} value '{v}' refused: {why}");
    let mut parts = v.split(['x', 'X', '×']);
    let (Some(w), Some(h), None) = (parts.next(), parts.next(), parts.next()) else {
        return Err(bad("write the size as WIDTHxHEIGHT, for example 8x8"));
    };
    let side = |t: &str, what: &str| -> Result<u8, String> {
        match t.trim().parse::<u8>() {
            Ok(n) if (1..=engine::MAX_SIDE).contains(&n) => Ok(n),
            _ => Err(bad(&format!(
                "the {what} '{}' should be a number from 1 to {}",
                t.trim(),
                engine::MAX_SIDE
            ))),
        }
    };
    Ok((side(w, "width")?, side(h, "height")?))
}

/// Reads squares separated by spaces and/or commas; empty or `<empty>` means no hole.
fn parse_holes(v: &str) -> Result<SquareSet, String> {
    if v == "<empty>" {
        return Ok(SquareSet::EMPTY);
    }
    let mut set = SquareSet::EMPTY;
    for t in v.split([' ', ',', '\t']).filter(|t| !t.is_empty()) {
        let sq: Square = t
            .parse()
            .map_err(|e: String| format!("{HOLES} value '{v}' refused: {e}"))?;
        set.insert(sq);
    }
    Ok(set)
}

/// The value of a check option: `true` or `false`.
fn check_value(name: &str, v: &str) -> Result<bool, String> {
    match v.to_ascii_lowercase().as_str() {
        "true" => Ok(true),
        "false" => Ok(false),
        _ => Err(format!(
            "{name} is a check option: the value must be true or false, not '{v}'"
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chessnim() -> Settings {
        Settings::new(Variant::ChessNim)
    }

    #[test]
    fn size_and_holes_parse() {
        assert_eq!(parse_size("8x8"), Ok((8, 8)));
        assert_eq!(parse_size("16X12"), Ok((16, 12)));
        assert_eq!(parse_size("5×3"), Ok((5, 3)));
        for bad in ["", "8", "0x8", "17x8", "8x8x8", "axb", "-1x4"] {
            assert!(parse_size(bad).is_err(), "{bad}");
        }
        let h = parse_holes("a1, d4 p16").unwrap_or(SquareSet::EMPTY);
        assert_eq!(h.count(), 3);
        assert_eq!(parse_holes(""), Ok(SquareSet::EMPTY));
        assert_eq!(parse_holes("<empty>"), Ok(SquareSet::EMPTY));
        assert!(parse_holes("a1 z9").is_err());
    }

    #[test]
    fn holes_must_lie_on_the_board() {
        let s = chessnim();
        assert!(apply(&s, &[], HOLES, Some("i9")).is_err());
        let big = apply(&s, &[], SIZE, Some("16x16")).unwrap_or_else(|_| chessnim());
        assert_eq!(big.chessnim.width, 16);
        assert!(apply(&big, &[], HOLES, Some("i9")).is_ok());
    }

    #[test]
    fn refused_values_keep_settings() {
        let s = chessnim();
        for (n, v) in [
            (MATERIAL, Some("K:K")),
            (MATERIAL, Some("K:K:0")),
            (MATERIAL, None),
            (PAWNS_ON_LAST_RANK, Some("yes")),
            (VARIANT, Some("checkers")),
            ("Hash", Some("16")),
        ] {
            assert!(apply(&s, &[], n, v).is_err(), "{n} {v:?}");
        }
    }

    #[test]
    fn default_material_round_trips() {
        let d = ChessNimSettings::default();
        let parsed = ChessNimSettings::parse_material(&d.material_text());
        assert_eq!(parsed.map(|m| m.len()), Ok(6));
    }
}
