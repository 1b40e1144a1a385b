//! The app's longer words (`web/rules.txt`): every game's rules in full, in our own words
//! from the rule book, and the own-game dialog's Betza help. They are only read on a rules
//! page or in that dialog, so the page does not carry them in its first load (BENCH.md,
//! "Page load"): the file is served beside the page (copied by `index.html`, kept offline
//! by the service worker) and fetched when first needed ([`crate::builtins::with_texts`]).
//! Natively (the app's tests) it is compiled in.

use std::sync::OnceLock;

use engine::Variant;

/// Where the file is served, beside the page.
pub const URL: &str = "rules.txt";

/// The file, compiled in where there is nothing to fetch it from.
#[cfg(not(target_arch = "wasm32"))]
const COMPILED: &str = include_str!("../../web/rules.txt");
#[cfg(target_arch = "wasm32")]
const COMPILED: &str = "";

/// The file as fetched.
static LOADED: OnceLock<&'static str> = OnceLock::new();

fn text() -> &'static str {
    if COMPILED.is_empty() {
        LOADED.get().copied().unwrap_or("")
    } else {
        COMPILED
    }
}

/// Whether the words are here (compiled in or fetched).
pub fn loaded() -> bool {
    !text().is_empty()
}

/// Keeps the fetched file; a text without a section for every game is refused.
pub fn load(fetched: &str) -> Result<(), String> {
    let sections = |v: Variant| paragraphs_in(fetched, v).next().is_some();
    if !Variant::ALL.into_iter().all(sections) {
        return Err(format!("{URL} is not the rules pages' words"));
    }
    let kept: &'static str = Box::leak(fetched.to_string().into_boxed_str());
    let _ = LOADED.set(kept);
    Ok(())
}

/// The rules of `v` in full, a paragraph each; empty until the file is in.
pub fn paragraphs(v: Variant) -> Vec<&'static str> {
    paragraphs_in(text(), v).collect()
}

/// The own-game dialog's Betza help: its explanation, then its examples (a definition line
/// and what it makes); empty until the file is in.
pub fn betza_help() -> (Option<&'static str>, Vec<(&'static str, &'static str)>) {
    let mut lines = section_in(text(), "betza");
    let intro = lines.next();
    let examples = lines.filter_map(|l| l.split_once(" | ")).collect();
    (intro, examples)
}

/// The own-game dialog's sentence `key` (`[dialog]`: `hint`, `diagram`); "…" until the
/// file is in.
pub fn dialog(key: &str) -> &'static str {
    section_in(text(), "dialog")
        .filter_map(|l| l.split_once(" | "))
        .find(|(k, _)| *k == key)
        .map_or("…", |(_, v)| v)
}

/// The paragraphs of the section of `v` in `text`.
fn paragraphs_in(text: &str, v: Variant) -> impl Iterator<Item = &str> {
    section_in(text, v.name())
}

/// The lines of the section `[name]` of `text` (one a paragraph, up to the next section).
fn section_in<'a>(text: &'a str, name: &str) -> impl Iterator<Item = &'a str> {
    let header = format!("[{name}]");
    text.lines()
        .skip_while(move |l| l.trim_end() != header)
        .skip(1)
        .take_while(|l| !l.starts_with('['))
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_has_its_rules_in_full() {
        for v in Variant::ALL.into_iter().chain([Variant::Defined]) {
            let p = paragraphs(v);
            assert!(!p.is_empty(), "{v}: its rules");
            assert!(
                p.iter().all(|l| l.ends_with('.') || l.ends_with(')')),
                "{v}: {p:?}"
            );
        }
        assert!(paragraphs(Variant::Arnhem)[0].starts_with("The board is 6×7"));
    }

    #[test]
    fn the_betza_help_is_its_explanation_and_eight_examples() {
        let (intro, examples) = betza_help();
        assert!(intro.is_some_and(|i| i.starts_with("Capital letters are moves")));
        assert_eq!(examples.len(), 8);
        assert_eq!(examples[0].0, "customPiece1 = a:BN");
    }

    #[test]
    fn the_dialog_sentences_are_in_the_file() {
        assert!(dialog("hint").starts_with("Write the game in Fairy-Stockfish's"));
        assert!(dialog("diagram").contains("Interactive Diagram"));
        assert_eq!(dialog("no such sentence"), "…");
    }

    #[test]
    fn another_text_is_refused() {
        assert!(load("[chessnim]\nA paragraph.\n").is_err());
    }
}
