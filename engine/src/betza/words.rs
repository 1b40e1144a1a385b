//! A piece's moves in plain words, from its Betza text (issue 64: a piece drawn as a
//! lettered disc says its moves on hover): `RN` is "moves any distance orthogonally (like
//! a rook); or leaps like a knight". Only a text the parser reads is put into words, read
//! part by part as the parser reads it; the words are `words.txt`'s (a page hands them
//! over with the built-ins: `engine::definition::load_words`).

use super::Hop;
use crate::definition::words::{fill, lookup, word};

/// What an atom is, for the words (`words.txt`'s keys).
enum Atom {
    /// Along lines: orthogonal (`W`, `R`), diagonal (`F`, `B`) or both (`K`, `Q`), by the
    /// step's letter.
    Line(char),
    /// A leap over the squares between (`D`, `N`, `A`, …), by its letter.
    Leap(char),
}

/// The atom `a`'s kind; `None` for castling (`O`).
fn atom(a: char) -> Option<Atom> {
    Some(match a {
        'W' | 'R' => Atom::Line('W'),
        'F' | 'B' => Atom::Line('F'),
        'K' | 'Q' => Atom::Line('K'),
        'L' => Atom::Leap('C'),
        'J' => Atom::Leap('Z'),
        'D' | 'A' | 'H' | 'G' | 'N' | 'C' | 'Z' => Atom::Leap(a),
        _ => return None,
    })
}

/// `words.txt`'s text of `prefix` and the letter `c` (`leap.N`); empty if it has none.
fn keyed(prefix: &str, c: char) -> &'static str {
    lookup(&format!("{prefix}.{c}")).unwrap_or("")
}

/// The direction modifiers in words ("forward", "forward or sideways").
fn directions(dirs: &[char]) -> String {
    let mut out = String::new();
    let mut said: Vec<char> = Vec::new();
    for &d in dirs {
        let d = if "fblrsv".contains(d) { d } else { 'h' };
        if !said.contains(&d) {
            if !said.is_empty() {
                out.push_str(word("or"));
            }
            out.push_str(keyed("dir", d));
            said.push(d);
        }
    }
    out
}

/// The moves of a piece whose Betza text is `betza`, in plain words (`words.txt`'s); a
/// text the engine does not read is given back as it is, said to be Betza.
pub fn in_words(betza: &str) -> String {
    if betza.is_empty() {
        // Chessence's men and king: their moves come from their game's rules.
        return word("no-moves").to_string();
    }
    if super::parse(betza).is_err() {
        return fill("unread", &[betza]);
    }
    // The text parses: each part is modifiers, an atom, and a doubling or a count.
    let chars: Vec<char> = betza.chars().collect();
    let mut out = String::new();
    let mut i = 0;
    while i < chars.len() {
        let start = i;
        while chars.get(i).is_some_and(char::is_ascii_lowercase) {
            i += 1;
        }
        if let Some(end) = legs_end(&chars, start, i) {
            if !out.is_empty() {
                out.push_str(word("or-part"));
            }
            let text: String = chars[start..end].iter().collect();
            out.push_str(&fill("legs", &[&text]));
            i = end;
            continue;
        }
        let mods = &chars[start..i];
        let Some(&letter) = chars.get(i) else {
            break;
        };
        i += 1;
        let doubled = chars.get(i) == Some(&letter);
        if doubled {
            i += 1;
        }
        let mut count = None;
        while let Some(d) = chars.get(i).and_then(|c| c.to_digit(10)) {
            count = Some(count.unwrap_or(0) * 10 + d);
            i += 1;
        }
        if !out.is_empty() {
            out.push_str(word("or-part"));
        }
        out.push_str(&part(mods, letter, doubled, count));
    }
    out
}

/// Where a move in legs that starts at `start` ends (its modifiers running to `atom`): after
/// its closing bracket, or its atom and count; `None` for any other part.
fn legs_end(chars: &[char], start: usize, atom: usize) -> Option<usize> {
    if chars.get(start) == Some(&'[') {
        return chars[start..]
            .iter()
            .position(|&c| c == ']')
            .map(|p| start + p + 1);
    }
    if !chars[start..atom].contains(&'a') {
        return None;
    }
    let mut end = atom + 1;
    while chars
        .get(end)
        .is_some_and(|c| c.is_ascii_digit() || *c == chars[atom])
    {
        end += 1;
    }
    Some(end)
}

/// One part of a Betza text in words: its modifiers `mods`, its atom `letter`, whether
/// the atom is doubled, and its count.
fn part(mods: &[char], letter: char, doubled: bool, count: Option<u32>) -> String {
    let Some(a) = atom(letter) else {
        return word("castles").to_string();
    };
    let hop = if mods.contains(&'p') {
        Hop::Any
    } else if mods.contains(&'g') {
        Hop::Near
    } else {
        Hop::None
    };
    // As the parser reads it: a rider's letter, a doubled atom or a hopper's plain atom
    // rides; a count limits any of them.
    let rides = matches!(letter, 'R' | 'B' | 'Q') || doubled || hop != Hop::None;
    let range = match count {
        Some(n) => n,
        None if rides => 0,
        None => 1,
    };
    let dirs: Vec<char> = mods
        .iter()
        .copied()
        .filter(|c| "fblrsvh".contains(*c))
        .collect();
    let mut s = movement(&a, range, hop != Hop::None, &directions(&dirs));
    let said = [
        (hop == Hop::Any, "hop.any"),
        (hop == Hop::Near, "hop.near"),
        (mods.contains(&'n'), "lame"),
        (mods.contains(&'m') && !mods.contains(&'c'), "move-only"),
        (mods.contains(&'c') && !mods.contains(&'m'), "capture-only"),
        (mods.contains(&'i'), "initial"),
    ];
    for (on, key) in said {
        if on {
            s.push_str(word(key));
        }
    }
    s
}

/// One atom's movement in words: how far (`range`, 0 for no limit) in which directions
/// (`dirs` in words, empty for all), said without the rider's likeness for a hopper.
fn movement(a: &Atom, range: u32, hopper: bool, dirs: &str) -> String {
    match *a {
        Atom::Line(c) => {
            let along = keyed("line", c);
            // The directions replace "orthogonally", or follow "diagonally" ("diagonally
            // forward"); the king's are said after it.
            let way = match (dirs.is_empty(), c) {
                (true, _) => along.to_string(),
                (false, 'W') => dirs.to_string(),
                (false, 'F') => fill("diagonally-dir", &[dirs]),
                (false, _) => fill("dirs-only", &[along, dirs]),
            };
            let like = |who: &str| {
                if dirs.is_empty() && !hopper {
                    fill("like", &[who])
                } else {
                    String::new()
                }
            };
            match range {
                1 => fill(&format!("atom.{c}"), &[&way]) + &like(keyed("stepper", c)),
                0 => fill("any-distance", &[&way]) + &like(keyed("rider", c)),
                n => fill("up-to", &[&n.to_string(), &way]),
            }
        }
        Atom::Leap(c) => {
            let leaper = keyed("leaper", c);
            let rider = match keyed("rider-name", c) {
                "" => leaper,
                name => name,
            };
            let s = match range {
                1 => keyed("leap", c).to_string(),
                0 => fill("riders", &[rider, leaper]),
                n => fill("riders.up-to", &[rider, leaper, &n.to_string()]),
            };
            if dirs.is_empty() {
                s
            } else {
                fill("dirs-only", &[&s, dirs])
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::in_words;

    #[test]
    fn moves_in_legs_are_said_as_such() {
        let griffon = in_words("FyafsF");
        assert!(
            griffon.starts_with("steps one square diagonally"),
            "{griffon}"
        );
        assert!(griffon.contains("; or moves in legs (yafsF)"), "{griffon}");
        assert!(in_words("[F?fsR]").starts_with("moves in legs ([F?fsR])"));
    }

    #[test]
    fn the_orthodox_pieces_in_words() {
        assert_eq!(
            in_words("K"),
            "steps one square in any direction (like a king)"
        );
        assert_eq!(
            in_words("RN"),
            "moves any distance orthogonally (like a rook); or leaps like a knight"
        );
        assert_eq!(
            in_words("fmWfcF"),
            "steps one square forward, only to move (never to capture); or steps one square \
             diagonally forward, only to capture"
        );
        assert_eq!(in_words("R2"), "moves up to 2 squares orthogonally");
    }

    #[test]
    fn riders_hoppers_and_lame_leapers_in_words() {
        assert_eq!(
            in_words("NN"),
            "rides as a nightrider: a knight's leaps, any number in a line"
        );
        assert_eq!(
            in_words("mRcpR"),
            "moves any distance orthogonally (like a rook), only to move (never to capture); \
             or moves any distance orthogonally, hopping over a piece on the way (as a \
             cannon), only to capture"
        );
        assert_eq!(
            in_words("nN"),
            "leaps like a knight, unless a piece blocks the way"
        );
        assert_eq!(
            in_words("gQ"),
            "moves any distance in any direction, hopping over a piece to the square just \
             beyond it"
        );
    }

    #[test]
    fn a_text_the_engine_does_not_read_is_given_back() {
        assert_eq!(in_words("X"), "moves as the Betza text X says");
        assert_eq!(in_words(""), "has no moves of its own");
    }
}
