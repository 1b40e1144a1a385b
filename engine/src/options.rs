//! The game options, in one table: every reader of options (links, game records, the CLI's
//! `setoption`, the JS package, the app's oldest saved games) names them and reads their
//! values here, so that each option has one spelling of its values and one error text.
//!
//! | option | owner | link | record | UCI | values |
//! |---|---|---|---|---|---|
//! | [`GameOption::Size`] | ChessNim (`CN-1`) | `size` | `Size` | `ChessNimSize` | `WIDTHxHEIGHT`, each 1 to 16 (`8x8`; `X`, `×` or a space also part them) |
//! | [`GameOption::Holes`] | ChessNim (`CN-1`) | `holes` | `Holes` | `ChessNimHoles` | squares parted by commas or spaces; `-`, `<empty>` or nothing for none |
//! | [`GameOption::Material`] | ChessNim (`CN-2`) | `material` | `Material` | `ChessNimMaterial` | [`ChessNimSettings::parse_material`] |
//! | [`GameOption::Pawns`] | ChessNim (`CN-8`) | `pawns` | `Pawns on last rank` | `ChessNimPawnsOnLastRank` | `yes`/`no` (`true`/`false`) |
//! | [`GameOption::Deployment`] | Arnhem (`AR-4`) | `deploy` | `Deployment` | `ArnhemDeployment` | `secret`/`quick` (`yes`/`no`, `true`/`false`) |
//!
//! Option names are read without regard to case, spaces, `-` or `_`, in any of the three
//! spellings. Values are written back in the first spelling listed ([`option_text`]); the
//! CLI writes yes/no options as UCI's `true`/`false`, which read back the same.
//!
//! Game names are read by [`Variant::from_name`]: the name (`nastyneighbours`) or the title
//! (`Nasty Neighbours`), any case, spaces ignored; [`unknown_game`] is the one error text.

use crate::variants::chessnim::ChessNimSettings;
use crate::{Settings, Square, SquareSet, Variant, MAX_SIDE};
use std::fmt;

/// One option of a game's settings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameOption {
    /// ChessNim's board size (`CN-1`).
    Size,
    /// ChessNim's holes (`CN-1`).
    Holes,
    /// ChessNim's material (`CN-2`).
    Material,
    /// ChessNim's `CN-8` setting: pawns may be dropped on their last rank.
    Pawns,
    /// Arnhem's `AR-4` setting: start with the secret deployment or the quick fixed setup.
    Deployment,
}

/// How one option is spelt in each place that reads it, and what its values are.
#[derive(Clone, Copy, Debug)]
pub struct OptionSpec {
    /// The option.
    pub option: GameOption,
    /// The game whose option it is.
    pub owner: Variant,
    /// Its key in a link (`size`).
    pub link: &'static str,
    /// Its header in a game record (`Size`).
    pub record: &'static str,
    /// Its name in the CLI's `setoption` (`ChessNimSize`).
    pub uci: &'static str,
    /// Its values, as the error text states them.
    pub values: &'static str,
}

/// Every option, in the order records write them.
pub const OPTIONS: [OptionSpec; 5] = [
    OptionSpec {
        option: GameOption::Size,
        owner: Variant::ChessNim,
        link: "size",
        record: "Size",
        uci: "ChessNimSize",
        values: "WIDTHxHEIGHT, each from 1 to 16, as 8x8",
    },
    OptionSpec {
        option: GameOption::Holes,
        owner: Variant::ChessNim,
        link: "holes",
        record: "Holes",
        uci: "ChessNimHoles",
        values: "squares parted by commas, as c2,d3, or - for none",
    },
    OptionSpec {
        option: GameOption::Material,
        owner: Variant::ChessNim,
        link: "material",
        record: "Material",
        uci: "ChessNimMaterial",
        values: "kinds and counts, as K:K:*",
    },
    OptionSpec {
        option: GameOption::Pawns,
        owner: Variant::ChessNim,
        link: "pawns",
        record: "Pawns on last rank",
        uci: "ChessNimPawnsOnLastRank",
        values: "yes or no",
    },
    OptionSpec {
        option: GameOption::Deployment,
        owner: Variant::Arnhem,
        link: "deploy",
        record: "Deployment",
        uci: "ArnhemDeployment",
        values: "secret or quick",
    },
];

impl GameOption {
    /// The option named `name` in any of its spellings (link, record or UCI), without
    /// regard to case, spaces, `-` or `_`.
    pub fn named(name: &str) -> Option<GameOption> {
        let name = squeeze(name);
        OPTIONS
            .iter()
            .find(|s| [s.link, s.record, s.uci].iter().any(|n| squeeze(n) == name))
            .map(|s| s.option)
    }

    /// The option's row of [`OPTIONS`].
    pub fn spec(self) -> &'static OptionSpec {
        OPTIONS
            .iter()
            .find(|s| s.option == self)
            .expect("every option has a row")
    }
}

fn squeeze(name: &str) -> String {
    name.chars()
        .filter(|c| !matches!(c, ' ' | '-' | '_'))
        .collect::<String>()
        .to_ascii_lowercase()
}

/// Why an option's value was refused. Its text names the option as a link does and says
/// what was wrong: `size: '9' should be WIDTHxHEIGHT, …`; a reader that spells the option
/// otherwise puts its own spelling before [`OptionError::reason`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OptionError {
    /// The option refused.
    pub option: GameOption,
    /// What is wrong, without the option's name.
    pub reason: String,
}

impl fmt::Display for OptionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.option.spec().link, self.reason)
    }
}

impl std::error::Error for OptionError {}

/// The error text for a game name no game has: `unknown game 'x' (known: chessnim, …)`;
/// `more` are further names on offer (the CLI's loaded definitions). Fairy-Stockfish's
/// built-ins, when there are any, are counted rather than listed, and a name a letter or
/// two from a known one is offered (`did you mean 'xiangqi'?`).
pub fn unknown_game<'a>(name: &str, more: impl IntoIterator<Item = &'a str>) -> String {
    let names: Vec<&str> = Variant::ALL.iter().map(|v| v.name()).chain(more).collect();
    let builtins: Vec<&str> = crate::definition::fsf_variants().collect();
    let mut out = format!("unknown game '{name}' (known: {}", names.join(", "));
    if !builtins.is_empty() {
        out += &format!(" and Fairy-Stockfish's {} built-ins", builtins.len());
    }
    out.push(')');
    let wanted = name.to_ascii_lowercase();
    let near = names
        .iter()
        .chain(&builtins)
        .map(|n| (edit_distance(&wanted, &n.to_ascii_lowercase()), *n))
        .filter(|&(d, _)| d > 0 && d <= 2 && 2 * d < wanted.len())
        .min();
    if let Some((_, n)) = near {
        out += &format!("; did you mean '{n}'?");
    }
    out
}

/// The number of letters to add, remove or change to turn `a` into `b`.
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let next = (diagonal + usize::from(ca != cb))
                .min(row[j] + 1)
                .min(row[j + 1] + 1);
            diagonal = row[j + 1];
            row[j + 1] = next;
        }
    }
    row[b.len()]
}

/// The error text for an option given to a game it does not belong to.
pub fn not_an_option_of(spelling: &str, option: GameOption, variant: Variant) -> String {
    format!(
        "'{spelling}' is an option of {}, not of {}",
        option.spec().owner.title(),
        variant.title()
    )
}

impl Settings {
    /// Sets `option` from its text `value`, read as [`OPTIONS`] says; a refused value
    /// changes nothing. It is set whatever the game (the CLI may set options before
    /// `UCI_Variant`); links and records refuse an option of another game first, with
    /// [`not_an_option_of`]'s text. Whether the ChessNim settings fit together (holes on
    /// the board, …) is [`ChessNimSettings::validate`]'s question, asked when a game starts.
    pub fn set_option(&mut self, option: GameOption, value: &str) -> Result<(), OptionError> {
        let value = value.trim();
        // The reader's own reason when it has one, else what the values should be.
        let refused = |why: Option<String>| OptionError {
            option,
            reason: why.unwrap_or_else(|| format!("'{value}' should be {}", option.spec().values)),
        };
        match option {
            GameOption::Size => {
                let (w, h) = read_size(value).ok_or_else(|| refused(None))?;
                self.chessnim.width = w;
                self.chessnim.height = h;
            }
            GameOption::Holes => {
                self.chessnim.holes = read_holes(value).map_err(|e| refused(Some(e)))?
            }
            GameOption::Material => {
                self.chessnim.material =
                    ChessNimSettings::parse_material(value).map_err(|e| refused(Some(e)))?
            }
            GameOption::Pawns => {
                self.chessnim.pawns_on_last_rank =
                    read_yes_no(value, "yes", "no").ok_or_else(|| refused(None))?
            }
            GameOption::Deployment => {
                self.arnhem.deployment =
                    read_yes_no(value, "secret", "quick").ok_or_else(|| refused(None))?
            }
        }
        Ok(())
    }
}

/// The value of `option` in `settings`, as [`Settings::set_option`] reads it back (the
/// first spelling [`OPTIONS`] lists).
pub fn option_text(settings: &Settings, option: GameOption) -> String {
    let c = &settings.chessnim;
    let yes_no = |b: bool, yes: &str, no: &str| if b { yes } else { no }.to_string();
    match option {
        GameOption::Size => format!("{}x{}", c.width, c.height),
        GameOption::Holes if c.holes.is_empty() => "-".into(),
        GameOption::Holes => c
            .holes
            .iter()
            .map(|s| s.to_string())
            .collect::<Vec<_>>()
            .join(","),
        GameOption::Material => c.material_text(),
        GameOption::Pawns => yes_no(c.pawns_on_last_rank, "yes", "no"),
        GameOption::Deployment => yes_no(settings.arnhem.deployment, "secret", "quick"),
    }
}

/// The options of `settings`' game whose values differ from its defaults, with their text.
pub fn changed_options(settings: &Settings) -> Vec<(GameOption, String)> {
    let default = Settings::new(settings.variant);
    OPTIONS
        .iter()
        .filter(|s| s.owner == settings.variant)
        .map(|s| (s.option, option_text(settings, s.option)))
        .filter(|(o, text)| *text != option_text(&default, *o))
        .collect()
}

/// Reads `WIDTHxHEIGHT`, each side 1 to [`MAX_SIDE`].
fn read_size(text: &str) -> Option<(u8, u8)> {
    let mut parts = text.split(['x', 'X', '×', ' ']).filter(|s| !s.is_empty());
    let (Some(w), Some(h), None) = (parts.next(), parts.next(), parts.next()) else {
        return None;
    };
    let side = |s: &str| {
        if s.len() > 2 || !s.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        s.parse::<u8>().ok().filter(|n| (1..=MAX_SIDE).contains(n))
    };
    Some((side(w)?, side(h)?))
}

/// Reads squares parted by commas or spaces; `-`, `<empty>` or nothing is none.
fn read_holes(text: &str) -> Result<SquareSet, String> {
    let mut holes = SquareSet::EMPTY;
    if matches!(text, "-" | "<empty>") {
        return Ok(holes);
    }
    for h in text.split([' ', ',', '\t']).filter(|s| !s.is_empty()) {
        holes.insert(h.parse::<Square>()?);
    }
    Ok(holes)
}

/// Reads a two-way value: `yes` (`true`) or `no` (`false`), or the option's own words
/// (links' `embed` reads here too).
pub(crate) fn read_yes_no(text: &str, yes: &str, no: &str) -> Option<bool> {
    let t = text.to_ascii_lowercase();
    if t == yes || t == "yes" || t == "true" {
        Some(true)
    } else if t == no || t == "no" || t == "false" {
        Some(false)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chessnim() -> Settings {
        Settings::new(Variant::ChessNim)
    }

    #[test]
    fn every_spelling_of_every_option_reads() {
        for spec in OPTIONS {
            for name in [spec.link, spec.record, spec.uci] {
                assert_eq!(GameOption::named(name), Some(spec.option), "{name}");
                let loud = name.to_ascii_uppercase().replace(' ', "_");
                assert_eq!(GameOption::named(&loud), Some(spec.option), "{loud}");
            }
        }
        assert_eq!(
            GameOption::named("pawns-on-last-rank"),
            Some(GameOption::Pawns)
        );
        assert_eq!(GameOption::named("colour"), None);
    }

    #[test]
    fn cn_1_2_8_and_ar_4_values_read_back_as_written() {
        let mut s = chessnim();
        for (option, value) in [
            (GameOption::Size, "5x4"),
            (GameOption::Holes, "c2,d3"),
            (GameOption::Material, "K:K:1, Q:Q:2"),
            (GameOption::Pawns, "no"),
        ] {
            s.set_option(option, value).expect("reads");
            assert_eq!(option_text(&s, option), value);
        }
        assert_eq!(s.chessnim.width, 5);
        assert!(!s.chessnim.pawns_on_last_rank);
        let changed: Vec<GameOption> = changed_options(&s).into_iter().map(|(o, _)| o).collect();
        assert_eq!(
            changed,
            [
                GameOption::Size,
                GameOption::Holes,
                GameOption::Material,
                GameOption::Pawns
            ]
        );
        let mut a = Settings::new(Variant::Arnhem);
        assert!(changed_options(&a).is_empty());
        a.set_option(GameOption::Deployment, "quick")
            .expect("reads");
        assert_eq!(option_text(&a, GameOption::Deployment), "quick");
        assert_eq!(
            changed_options(&a),
            [(GameOption::Deployment, "quick".into())]
        );
    }

    #[test]
    fn one_spelling_of_values_everywhere() {
        let mut s = chessnim();
        for (option, value) in [
            (GameOption::Size, "6×7"),
            (GameOption::Size, "6 X 7"),
            (GameOption::Holes, "c2 d3"),
            (GameOption::Holes, "c2, d3"),
        ] {
            s.set_option(option, value).expect("reads");
        }
        assert_eq!(option_text(&s, GameOption::Size), "6x7");
        assert_eq!(option_text(&s, GameOption::Holes), "c2,d3");
        for none in ["-", "<empty>", ""] {
            s.set_option(GameOption::Holes, none).expect("no holes");
            assert!(s.chessnim.holes.is_empty());
        }
        for (value, want) in [
            ("yes", true),
            ("TRUE", true),
            ("no", false),
            ("false", false),
        ] {
            s.set_option(GameOption::Pawns, value).expect("reads");
            assert_eq!(s.chessnim.pawns_on_last_rank, want, "{value}");
        }
        for (value, want) in [
            ("secret", true),
            ("yes", true),
            ("Quick", false),
            ("false", false),
        ] {
            s.set_option(GameOption::Deployment, value).expect("reads");
            assert_eq!(s.arnhem.deployment, want, "{value}");
        }
    }

    #[test]
    fn a_refused_value_says_why_and_changes_nothing() {
        let s = chessnim();
        for (option, value, want) in [
            (
                GameOption::Size,
                "17x8",
                "size: '17x8' should be WIDTHxHEIGHT, each from 1 to 16, as 8x8",
            ),
            (
                GameOption::Size,
                "8",
                "size: '8' should be WIDTHxHEIGHT, each from 1 to 16, as 8x8",
            ),
            (
                GameOption::Size,
                "0x4",
                "size: '0x4' should be WIDTHxHEIGHT, each from 1 to 16, as 8x8",
            ),
            (
                GameOption::Holes,
                "z9",
                "holes: 'z9' is not a square (files a-p, ranks 1-16)",
            ),
            (
                GameOption::Pawns,
                "maybe",
                "pawns: 'maybe' should be yes or no",
            ),
            (
                GameOption::Deployment,
                "maybe",
                "deploy: 'maybe' should be secret or quick",
            ),
        ] {
            let mut t = s.clone();
            let e = t.set_option(option, value).expect_err(value);
            assert_eq!(e.to_string(), want);
            assert_eq!(t, s);
        }
        let mut t = s.clone();
        assert!(t.set_option(GameOption::Material, "K:K").is_err());
        assert_eq!(t, s);
    }

    #[test]
    fn game_names_and_titles_read_the_same() {
        for v in Variant::ALL {
            assert_eq!(Variant::from_name(v.name()), Some(v));
            assert_eq!(Variant::from_name(v.title()), Some(v));
            assert_eq!(Variant::from_name(&v.title().to_uppercase()), Some(v));
        }
        assert_eq!(Variant::from_name("chess"), None);
        let n = crate::definition::fsf_variants().count();
        assert_eq!(
            unknown_game("chass", ["capablanca"]),
            format!("unknown game 'chass' (known: chessnim, chessence, arnhem, nastyneighbours, vimes, capablanca and Fairy-Stockfish's {n} built-ins); did you mean 'chess'?")
        );
        assert!(unknown_game("xiangi", []).ends_with("did you mean 'xiangqi'?"));
        assert!(!unknown_game("zz", []).contains("did you mean"));
        assert_eq!(edit_distance("kitten", "sitting"), 3);
    }
}
