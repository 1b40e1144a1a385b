//! H.G. Muller's Interactive Diagram, the game texts of chessvariants.com pages (issue 63):
//! `key=value` parameters and piece lines `name:ID:moves:image:squares[:in hand]`, read by
//! writing the `variants.ini` section they mean ([`diagram_to_ini`]) and reading that, so
//! that a diagram is the same definition our `variants.ini` reader makes, and an author can
//! go on editing it in one format. How each parameter is read, and what is refused, is
//! `KEYS.md`'s "Interactive Diagram texts". Its messages and its table of pieces' names
//! are in the engine's words (`words.txt`, `diagram.…`): no first screen reads a diagram.

mod board;
mod pieces;
mod read;
mod rules;

pub use read::is_diagram;

use super::parse::Parsed;
use super::DefinitionError;
use board::{Board, Symmetry};

/// The numbers of the reader's words in `words.txt` (`diagram.N`).
pub(super) mod say {
    pub const HEAD: u8 = 0;
    pub const LINE: u8 = 1;
    pub const IN_HAND: u8 = 2;
    pub const SQUARE: u8 = 3;
    pub const VALUE: u8 = 4;
    pub const PARAM: u8 = 5;
    pub const NO_MOVES: u8 = 6;
    pub const NONE: u8 = 7;
    pub const PLUS: u8 = 8;
    pub const OFFSET: u8 = 9;
    pub const IGNORED: u8 = 10;
    pub const NAMES: u8 = 11;
}

/// The reader's word number `n` with its `{}` filled by `args`.
pub(super) fn say(n: u8, args: &[&str]) -> String {
    super::words::numbered("diagram", n, args)
}

/// The parameters a diagram gives, read.
struct Params {
    files: u8,
    ranks: u8,
    first_rank: Option<i32>,
    symmetry: Symmetry,
    royal: Option<(usize, String)>,
    promo_zone: u8,
    promo_choice: Option<(usize, String)>,
    max_promote: Option<usize>,
    promo_offset: Option<(usize, usize)>,
    captures_to_hand: bool,
    name: String,
}

/// The `variants.ini` text a diagram means, each of its lines with the diagram's line and
/// the parameter or piece it comes from (to name them in an error).
pub(crate) struct Ini {
    pub text: String,
    pub origins: Vec<(usize, String)>,
}

impl Ini {
    /// Adds `key = value`, from the diagram's `line` (`what` names it).
    fn key(&mut self, key: &str, value: &str, line: usize, what: &str) {
        self.text.push_str(&format!("{key} = {value}\n"));
        self.origins.push((line, what.to_string()));
    }

    /// Adds a line as it is (a comment, the section's header).
    fn raw(&mut self, text: &str) {
        self.text.push_str(text);
        self.text.push('\n');
        self.origins.push((0, String::new()));
    }
}

/// An error at `line` of the diagram, naming `what` (a parameter or a piece).
fn refuse(line: usize, what: &str, reason: String) -> DefinitionError {
    DefinitionError {
        line,
        key: (!what.is_empty()).then(|| what.to_string()),
        reason,
    }
}

/// The `variants.ini` text of the Interactive Diagram `text`: one section, named by its
/// `satellite=` (else `diagram`), that our reader reads as the game the diagram shows.
/// An error names the diagram's line and the parameter or piece at fault.
pub fn diagram_to_ini(text: &str) -> Result<String, DefinitionError> {
    translate(text).map(|ini| ini.text)
}

/// As [`diagram_to_ini`], keeping where each line came from.
pub(crate) fn translate(text: &str) -> Result<Ini, DefinitionError> {
    let lines = read::lines(text).map_err(|(line, why)| refuse(line, "", why))?;
    let params = params(&lines.params)?;
    let board = Board::read(&lines, &params)?;
    let mut ini = Ini {
        text: String::new(),
        origins: Vec::new(),
    };
    ini.raw(&say(say::HEAD, &[&params.name]));
    ini.raw(&format!("[{}]", params.name));
    board.write(&mut ini, &params)?;
    Ok(ini)
}

/// Reads a definition from a diagram: the section its `variants.ini` text makes, an error
/// in it named by the diagram's line and piece or parameter.
pub(crate) fn parse(text: &str) -> Result<Vec<Parsed>, DefinitionError> {
    let ini = translate(text)?;
    let parsed = super::parse::parse_with(&ini.text, false).map_err(|e| {
        let (line, what) = ini
            .origins
            .get(e.line.wrapping_sub(1))
            .cloned()
            .unwrap_or_default();
        refuse(line, &what, e.reason)
    })?;
    // The section starts where the diagram does.
    let first = text.lines().position(|l| !l.trim().is_empty()).unwrap_or(0) + 1;
    Ok(parsed
        .into_iter()
        .map(|(name, draft, mut def)| {
            def.line = first;
            (name, draft, def)
        })
        .collect())
}

/// A number parameter's value within `lo..=hi`.
fn number(p: &read::Param, lo: u32, hi: u32) -> Result<u32, DefinitionError> {
    p.value
        .parse::<u32>()
        .ok()
        .filter(|n| (lo..=hi).contains(n))
        .ok_or_else(|| refuse(p.line, &p.key, say(say::VALUE, &[&p.value])))
}

/// The diagram's parameters: the ones we play read, the display's skipped, any other
/// refused naming it.
fn params(given: &[read::Param]) -> Result<Params, DefinitionError> {
    let mut out = Params {
        files: 8,
        ranks: 8,
        first_rank: None,
        symmetry: Symmetry::Mirror,
        royal: None,
        promo_zone: 1,
        promo_choice: None,
        max_promote: None,
        promo_offset: None,
        captures_to_hand: false,
        name: "diagram".into(),
    };
    let ignored = say(say::IGNORED, &[]);
    for p in given {
        let bad = || refuse(p.line, &p.key, say(say::VALUE, &[&p.value]));
        match p.key.as_str() {
            "files" => out.files = number(p, 1, 16)? as u8,
            "ranks" => out.ranks = number(p, 1, 16)? as u8,
            "firstRank" => out.first_rank = Some(number(p, 0, 1)? as i32),
            "symmetry" => out.symmetry = Symmetry::read(&p.value).ok_or_else(bad)?,
            "royal" => out.royal = Some((p.line, p.value.to_string())),
            "promoZone" => out.promo_zone = number(p, 0, 16)? as u8,
            "promoChoice" => out.promo_choice = Some((p.line, p.value.to_string())),
            "maxPromote" => out.max_promote = Some(number(p, 0, 64)? as usize),
            "promoOffset" => out.promo_offset = Some((p.line, number(p, 1, 64)? as usize)),
            "holdings" => out.captures_to_hand = number(p, 0, 64)? > 0,
            "satellite" => out.name = section_name(&p.value),
            k if ignored.split_whitespace().any(|w| w == k) => {}
            k => return Err(refuse(p.line, k, say(say::PARAM, &[]))),
        }
    }
    Ok(out)
}

/// A section name from a diagram's `satellite=` name: its letters, digits and `-_.+`,
/// `diagram` when that leaves nothing or the name of one of our built-in games.
fn section_name(s: &str) -> String {
    let name: String = s
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || "-_.+".contains(*c))
        .take(super::MAX_NAME)
        .collect();
    if name.is_empty() || super::builtin::is_builtin_name(&name) {
        "diagram".into()
    } else {
        name
    }
}

#[cfg(test)]
mod tests;
