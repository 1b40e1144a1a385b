//! The built-in parents, as data: Fairy-Stockfish's `chess` and `fairy` (made in code by
//! `parse.rs`, with its defaults), its other built-in variants (`fsf.ini`), and our five
//! games (`games.ini`), each a definition text players can read, in Fairy-Stockfish keys
//! where they fit and our own `x-` keys (see `KEYS.md`) where they do not. Both files are
//! compiled in with the feature `builtin-texts` (on by default); the web page leaves them
//! out of its first load and hands them over when fetched ([`load_fsf_builtins`],
//! [`load_game_builtins`]). Each game's module writes its pieces as these texts say them (a test
//! compares, `variants::KindSpec`); the rules no key can say stay in each game's module
//! (`engine/src/variants/`), switched on by the `x-` keys.

/// The names of our five games as parents and built-ins (as [`crate::Variant::name`]).
pub const BUILTIN_GAMES: [&str; 5] = [
    "chessnim",
    "chessence",
    "arnhem",
    "nastyneighbours",
    "vimes",
];

/// Fairy-Stockfish's built-in variants, one section each (`fsf.ini`), with the feature
/// `builtin-texts`.
#[cfg(feature = "builtin-texts")]
const FSF: &str = include_str!("fsf.ini");
/// Without the feature `builtin-texts`: none until handed over.
#[cfg(not(feature = "builtin-texts"))]
const FSF: &str = "";

/// Our five games' definitions (`games.ini`), with the feature `builtin-texts`.
#[cfg(feature = "builtin-texts")]
const GAMES: &str = include_str!("games.ini");
/// Without the feature `builtin-texts`: none until handed over.
#[cfg(not(feature = "builtin-texts"))]
const GAMES: &str = "";

/// `fsf.ini` handed over at run time ([`load_fsf_builtins`]), where the feature left it out.
static LOADED: std::sync::OnceLock<&'static str> = std::sync::OnceLock::new();

/// `games.ini` handed over at run time ([`load_game_builtins`]).
static LOADED_GAMES: std::sync::OnceLock<&'static str> = std::sync::OnceLock::new();

/// A built-in text: compiled in (`compiled`, with the feature), else as handed over.
fn text_of(compiled: &'static str, loaded: &std::sync::OnceLock<&'static str>) -> &'static str {
    if compiled.is_empty() {
        loaded.get().copied().unwrap_or("")
    } else {
        compiled
    }
}

/// The text of Fairy-Stockfish's built-ins: compiled in with the feature `builtin-texts`,
/// else as handed to [`load_fsf_builtins`] (empty until then).
fn fsf_text() -> &'static str {
    text_of(FSF, &LOADED)
}

/// Hands over the text of `fsf.ini` (this crate's `src/definition/fsf.ini`), for a build
/// without the feature `builtin-texts`: a web page leaves it out of its first load and
/// fetches it when it has drawn the board. From then on Fairy-Stockfish's built-ins are
/// parents and games as with the feature. A text that is not that file is refused; with
/// the feature, or once loaded, nothing changes.
pub fn load_fsf_builtins(text: &str) -> Result<(), String> {
    if !fsf_text().is_empty() {
        return Ok(());
    }
    let sections = text.lines().filter(|l| l.starts_with('[')).count();
    if !text.starts_with("# ") || !text.contains("\n[chess]") || sections < 100 {
        return Err("this is not Fairy-Stockfish's built-ins file (fsf.ini)".into());
    }
    keep(&LOADED, text);
    Ok(())
}

/// Hands over the text of `games.ini` (this crate's `src/definition/games.ini`), as
/// [`load_fsf_builtins`] does `fsf.ini`: from then on our five games' definitions are
/// parents and [`builtin_text`]s. A text without a section for each of the five is
/// refused; with the feature, or once loaded, nothing changes.
pub fn load_game_builtins(text: &str) -> Result<(), String> {
    if !text_of(GAMES, &LOADED_GAMES).is_empty() {
        return Ok(());
    }
    if BUILTIN_GAMES
        .iter()
        .any(|name| game_section(text, name).is_none())
    {
        return Err("this is not the file of our five games' definitions (games.ini)".into());
    }
    keep(&LOADED_GAMES, text);
    Ok(())
}

/// Whether our five games' definitions are here (compiled in, or handed over).
pub fn game_builtins_loaded() -> bool {
    !text_of(GAMES, &LOADED_GAMES).is_empty()
}

/// Keeps `text` for the page's lifetime, as the compiled-in text would be.
fn keep(cell: &std::sync::OnceLock<&'static str>, text: &str) {
    let text: &'static str = Box::leak(text.to_string().into_boxed_str());
    let _ = cell.set(text);
}

/// The section of `games.ini` (`text`) for the game `name`: its comment lines, header and
/// keys (the sections are apart by blank lines).
fn game_section<'a>(text: &'a str, name: &str) -> Option<&'a str> {
    text.split("\n\n").find(|block| {
        block.lines().any(|l| {
            l.strip_prefix('[')
                .and_then(|x| x.strip_suffix(']'))
                .is_some_and(|inner| inner.split_once(':').map_or(inner, |(n, _)| n) == name)
        })
    })
}

/// The text handed to [`load_fsf_builtins`], if any (a page passes it on to its worker).
pub fn loaded_fsf_builtins() -> Option<&'static str> {
    LOADED.get().copied()
}

/// The lines of `fsf.ini` (none before it is in, where the page fetches it).
pub(crate) fn fsf_lines() -> std::str::Lines<'static> {
    fsf_text().lines()
}

/// The names of Fairy-Stockfish's built-in variants (its `UCI_Variant` list), in the
/// order of `fsf.ini`: each is a parent any definition may name, and a game of its own.
pub fn fsf_variants() -> impl Iterator<Item = &'static str> {
    fsf_text().lines().filter_map(|l| {
        let inner = l.strip_prefix('[')?.strip_suffix(']')?;
        Some(inner.split_once(':').map_or(inner, |(n, _)| n))
    })
}

/// The section `[name…]` of `fsf.ini`: its header and key lines.
fn fsf_section(name: &str) -> Option<&'static str> {
    let fsf = fsf_text();
    let mut at = 0;
    for line in fsf.split_inclusive('\n') {
        let t = line.trim_end();
        let start = at;
        at += line.len();
        let Some(inner) = t.strip_prefix('[').and_then(|x| x.strip_suffix(']')) else {
            continue;
        };
        if inner.split_once(':').map_or(inner, |(n, _)| n) != name {
            continue;
        }
        // Sections are separated by a blank line (right after the header when empty).
        let end = fsf[at - 1..].find("\n\n").map_or(fsf.len(), |i| at + i);
        return Some(&fsf[start..end]);
    }
    None
}

/// The definition text of one of our five games, as players may read it, or of one of
/// Fairy-Stockfish's built-in variants (its section of `fsf.ini`; not `chess` or `fairy`,
/// which are made in code).
pub fn builtin_text(name: &str) -> Option<&'static str> {
    Some(match name {
        "chessnim" | "chessence" | "arnhem" | "nastyneighbours" | "vimes" => {
            game_section(text_of(GAMES, &LOADED_GAMES), name)?
        }
        "chess" | "fairy" => return None,
        _ => return fsf_section(name),
    })
}

/// Whether a section of a player's text may not take this name: `chess`, `fairy` and our
/// five. A section may take the name of another of Fairy-Stockfish's built-ins: within
/// its text it then stands for that section (a text written before they were built in
/// still reads the same).
pub(crate) fn is_builtin_name(name: &str) -> bool {
    name == "chess" || name == "fairy" || BUILTIN_GAMES.contains(&name)
}
