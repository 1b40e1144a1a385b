//! The engine's words for people that no first screen needs: the sentences of a game's
//! rules ([`super::Definition::summary`]) and the phrases of a piece's moves
//! (`crate::betza::words`), kept in `words.txt` (`key = text`, `{}` where a value goes).
//! Compiled in with the feature `builtin-texts`; a web page leaves them out of its first
//! load (its text would be data the first screen loads) and hands them over with the
//! built-ins ([`load_words`]).

/// The words, with the feature `builtin-texts`.
#[cfg(feature = "builtin-texts")]
const WORDS: &str = include_str!("words.txt");
/// Without the feature `builtin-texts`: none until handed over.
#[cfg(not(feature = "builtin-texts"))]
const WORDS: &str = "";

/// `words.txt` handed over at run time ([`load_words`]).
static LOADED: std::sync::OnceLock<&'static str> = std::sync::OnceLock::new();

/// The words' text: compiled in, handed over, or empty.
fn text() -> &'static str {
    if WORDS.is_empty() {
        LOADED.get().copied().unwrap_or("")
    } else {
        WORDS
    }
}

/// Hands over the text of `words.txt` (this crate's `src/definition/words.txt`), for a
/// build without the feature `builtin-texts`. A text that is not that file is refused;
/// with the feature, or once loaded, nothing changes.
pub fn load_words(text_in: &str) -> Result<(), String> {
    if !text().is_empty() {
        return Ok(());
    }
    if !text_in.starts_with("# The sentences") || !text_in.contains("\nboard = ") {
        return Err("this is not the engine's words file (words.txt)".into());
    }
    let kept: &'static str = Box::leak(text_in.to_string().into_boxed_str());
    let _ = LOADED.set(kept);
    Ok(())
}

/// Whether the words are here (compiled in, or handed over).
pub fn words_loaded() -> bool {
    !text().is_empty()
}

/// The text of `key` (one between single quotes keeps its spaces), if the words are in and
/// have it.
pub(crate) fn lookup(key: &str) -> Option<&'static str> {
    text().lines().find_map(|l| {
        let (k, v) = l.split_once(" = ")?;
        // A text between single quotes keeps the spaces at its ends.
        (k == key).then(|| {
            v.strip_prefix('\'')
                .and_then(|q| q.strip_suffix('\''))
                .unwrap_or(v)
        })
    })
}

/// The text of `key`, or `key` itself while the words are not in.
pub(crate) fn word(key: &str) -> &str {
    lookup(key).unwrap_or(key)
}

/// The text of the numbered key `key.n` with each `{}` replaced by the next of `args`
/// (numbered keys keep their names out of the page's first load: BENCH.md, session 51).
pub(crate) fn numbered(key: &str, n: u8, args: &[&str]) -> String {
    fill(&format!("{key}.{n}"), args)
}

/// The text of `key` with each `{}` replaced by the next of `args`.
pub(crate) fn fill(key: &str, args: &[&str]) -> String {
    let mut out = String::new();
    let mut args = args.iter();
    let mut parts = word(key).split("{}");
    if let Some(first) = parts.next() {
        out.push_str(first);
    }
    for part in parts {
        out.push_str(args.next().copied().unwrap_or(""));
        out.push_str(part);
    }
    out
}

#[cfg(all(test, feature = "builtin-texts"))]
mod tests {
    use super::*;

    #[test]
    fn words_are_filled_in_order_and_keep_their_spaces() {
        assert_eq!(fill("connect", &["4"]), "4 in a row wins.");
        assert_eq!(fill("board.holes", &["3"]), " with 3 holes");
        assert_eq!(word("castling"), "Castling is allowed.");
        assert_eq!(word("no such key"), "no such key");
        assert!(load_words("not it").is_ok(), "compiled in: nothing changes");
    }
}
