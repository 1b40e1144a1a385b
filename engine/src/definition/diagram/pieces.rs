//! A diagram's pieces: their moves (written, or given by their names, castling taken out)
//! and their letters.

use super::{say, say::NAMES};

/// The moves of a piece whose moves field is empty, by its name (`knight` `N`), from the
/// table `diagram.11` of the engine's words; `None` for a name it does not know.
pub(super) fn default_moves(name: &str) -> Option<String> {
    let name = name.to_ascii_lowercase();
    let names = say(NAMES, &[]);
    names
        .split_whitespace()
        .filter_map(|pair| pair.split_once(':'))
        .find(|(n, _)| {
            let spaced = |b: u8| if b == b'_' { b' ' } else { b };
            n.split('/').any(|n| n.bytes().map(spaced).eq(name.bytes()))
        })
        .map(|(_, moves)| moves.to_string())
}

/// The components of a Betza text: each its modifiers, atom and count (`ifmnD`, `KN` is
/// `K`, `N`), or the text whole when it has brackets (which no component can split).
fn components(betza: &str) -> Vec<&str> {
    if betza.contains(|c| "[]()".contains(c)) {
        return vec![betza];
    }
    let mut out = Vec::new();
    let mut start = 0;
    let b = betza.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if b[i].is_ascii_uppercase() {
            i += 1;
            while i < b.len() && b[i].is_ascii_digit() {
                i += 1;
            }
            out.push(&betza[start..i]);
            start = i;
        } else {
            i += 1;
        }
    }
    if start < b.len() {
        out.push(&betza[start..]);
    }
    out
}

/// A piece's castling, XBetza's `O` atom: how far the king goes, and whether its partner
/// is the second piece in from the edge (`j`) rather than the piece at the edge.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Castling {
    pub steps: u8,
    pub jump: bool,
}

/// A piece's XBetza as our reader's Betza, its castling taken out. (XBetza's directions
/// are our reader's: a lone `f` on an oblique atom is its two narrow leaps in both, as
/// XBoard's move generator, H.G. Muller's own, reads it.)
pub(super) fn moves(betza: &str) -> (String, Option<Castling>) {
    let mut out = String::new();
    let mut castling = None;
    for c in components(betza) {
        let digits = c.trim_start_matches(|ch: char| !ch.is_ascii_uppercase());
        if let Some(n) = digits.strip_prefix('O') {
            castling = Some(Castling {
                steps: n.parse().unwrap_or(2),
                jump: c.contains('j'),
            });
        } else {
            out.push_str(c);
        }
    }
    (out, castling)
}

/// The letters of the diagram's pieces, lower case, one each: its ID's if that is a
/// letter no earlier piece took, else its name's first, else the first letter free.
pub(super) fn letters(ids: &[(&str, &str)]) -> Vec<char> {
    let mut taken: Vec<char> = Vec::new();
    for (id, name) in ids {
        let wish = [id.chars().next(), name.chars().next()];
        let letter = wish
            .into_iter()
            .flatten()
            .map(|c| c.to_ascii_lowercase())
            .find(|c| c.is_ascii_lowercase() && !taken.contains(c))
            .or_else(|| ('a'..='z').find(|c| !taken.contains(c)))
            .unwrap_or('z');
        taken.push(letter);
    }
    taken
}

/// A piece's ID: as written, else its name's first letter, upper case.
pub(super) fn id_of(id: &str, name: &str) -> String {
    if id.is_empty() {
        name.chars()
            .take(1)
            .collect::<String>()
            .to_ascii_uppercase()
    } else {
        id.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_are_kept_as_written_but_castling() {
        assert_eq!(moves("fN").0, "fN");
        assert_eq!(moves("fmWfceFifmnD").0, "fmWfceFifmnD");
        assert_eq!(moves("FyafsF").0, "FyafsF");
    }

    #[test]
    fn castling_is_taken_out_of_the_moves() {
        assert_eq!(
            moves("KisO2"),
            (
                "K".into(),
                Some(Castling {
                    steps: 2,
                    jump: false
                })
            )
        );
        assert_eq!(
            moves("KisjO2").1,
            Some(Castling {
                steps: 2,
                jump: true
            })
        );
        assert_eq!(moves("KisO3").1.map(|c| c.steps), Some(3));
        assert_eq!(moves("[F?fsR]").0, "[F?fsR]");
    }

    #[test]
    fn letters_follow_ids_then_names() {
        let ids = [("P", "pawn"), ("N", "knight"), ("", "king"), ("K", "kanga")];
        assert_eq!(letters(&ids), vec!['p', 'n', 'k', 'a']);
    }
}
