//! The UCI options: what `uci` announces and how `setoption` changes [`Settings`].
//!
//! Every setter works on a copy of the settings and checks it whole, so a refused value
//! changes nothing.

use engine::definition::{builtin, find_definition, fsf_variants, Definition};
use engine::options::{option_text, unknown_game, GameOption, OPTIONS};
use engine::{Settings, Variant};
use std::sync::Arc;

/// The section name a built-in variant is read under (`[builtin-variant:shogi]`).
const BUILT_IN: &str = "builtin-variant";

/// `UCI_Variant`: which game (Fairy-Stockfish's name for the option).
pub const VARIANT: &str = "UCI_Variant";
/// ChessNim material (`CN-2`), in the text form of [`engine::ChessNimSettings::parse_material`].
pub const MATERIAL: &str = OPTIONS[2].uci;
/// ChessNim board size (`CN-1`), `WIDTHxHEIGHT`.
pub const SIZE: &str = OPTIONS[0].uci;
/// ChessNim holes (`CN-1`), squares separated by spaces or commas.
pub const HOLES: &str = OPTIONS[1].uci;
/// ChessNim `CN-8` setting: pawns may be dropped on their last rank.
pub const PAWNS_ON_LAST_RANK: &str = OPTIONS[3].uci;
/// Arnhem `AR-4` setting: start with the secret deployment (true) or the fixed setup.
pub const ARNHEM_DEPLOYMENT: &str = OPTIONS[4].uci;
/// A file of game definitions in Fairy-Stockfish's `variants.ini` format, whose sections
/// `UCI_Variant` then offers (Fairy-Stockfish's option of the same name).
pub const VARIANT_PATH: &str = "VariantPath";

/// The `option ...` lines printed in reply to `uci`, with the built-in defaults; `defined`
/// are the games loaded with `VariantPath`, offered after the five.
pub fn uci_lines(defined: &[Arc<Definition>]) -> Vec<String> {
    let builtins: Vec<&str> = ["chess", "fairy"]
        .into_iter()
        .chain(fsf_variants().filter(|n| !matches!(*n, "chess" | "fairy")))
        .filter(|n| builtin(n).is_some())
        .collect();
    let vars: String = Variant::ALL
        .iter()
        .map(|v| v.name())
        .chain(builtins)
        .chain(defined.iter().map(|d| d.name.as_str()))
        .map(|n| format!(" var {n}"))
        .collect();
    let mut lines = vec![
        format!(
            "option name {VARIANT} type combo default {}{vars}",
            Variant::ChessNim.name()
        ),
        format!("option name {VARIANT_PATH} type string default <empty>"),
    ];
    lines.extend(OPTIONS.iter().map(|o| {
        let default = option_text(&Settings::new(o.owner), o.option);
        match (o.option, default.as_str()) {
            // UCI's check options say true or false; its empty string is `<empty>`.
            (GameOption::Pawns, _) | (GameOption::Deployment, _) => {
                let on = matches!(default.as_str(), "yes" | "secret");
                format!("option name {} type check default {on}", o.uci)
            }
            (GameOption::Holes, "-") => {
                format!("option name {} type string default <empty>", o.uci)
            }
            _ => format!("option name {} type string default {default}", o.uci),
        }
    }));
    lines
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
        if let Some(variant) = Variant::from_name(v) {
            s.variant = variant;
            s.definition = None;
            return Ok(s);
        }
        // Fairy-Stockfish's built-in variants, by its names.
        let is_builtin = v == "chess" || v == "fairy" || fsf_variants().any(|n| n == v);
        if !is_builtin {
            return Err(unknown_game(v, defined.iter().map(|d| d.name.as_str())));
        }
        let mut def = find_definition(&format!("[{BUILT_IN}:{v}]\n"), None)
            .map_err(|e| format!("{v} cannot be played: {e}"))?;
        def.name = v.to_string();
        s.variant = Variant::Defined;
        s.definition = Some(Arc::new(def));
        return Ok(s);
    }
    let Some(option) = GameOption::named(name) else {
        return Err(format!("no such option '{name}'"));
    };
    let v = match option {
        // An empty string (`<empty>` or no value at all) means no holes.
        GameOption::Holes => value_or_empty,
        _ => need_value()?,
    };
    s.set_option(option, v)
        .map_err(|e| format!("{} value '{v}' refused: {}", option.spec().uci, e.reason))?;
    s.chessnim
        .validate()
        .map_err(|e| format!("{name} refused: {e}"))?;
    Ok(s)
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::ChessNimSettings;

    fn chessnim() -> Settings {
        Settings::new(Variant::ChessNim)
    }

    #[test]
    fn options_read_through_the_engine_table() {
        let s = chessnim();
        let t = apply(&s, &[], SIZE, Some("16X12")).expect("reads");
        assert_eq!((t.chessnim.width, t.chessnim.height), (16, 12));
        let t = apply(&t, &[], HOLES, Some("a1, d4 p12")).expect("reads");
        assert_eq!(t.chessnim.holes.count(), 3);
        for none in [None, Some(""), Some("<empty>"), Some("-")] {
            let u = apply(&t, &[], HOLES, none).expect("no holes");
            assert!(u.chessnim.holes.is_empty());
        }
        assert_eq!(
            apply(&s, &[], SIZE, Some("17x8")).map(|_| ()),
            Err("ChessNimSize value '17x8' refused: '17x8' should be WIDTHxHEIGHT, each from 1 to 16, as 8x8".into())
        );
        let a = apply(&s, &[], VARIANT, Some("Arnhem Chess")).expect("a title reads");
        assert_eq!(a.variant, Variant::Arnhem);
        let q = apply(&a, &[], ARNHEM_DEPLOYMENT, Some("false")).expect("reads");
        assert!(!q.arnhem.deployment);
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
            (PAWNS_ON_LAST_RANK, Some("maybe")),
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
