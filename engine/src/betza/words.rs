//! A piece's moves in plain words, from its Betza text (issue 64: a piece drawn as a
//! lettered disc says its moves on hover): `RN` is "moves any distance orthogonally (like
//! a rook); or leaps like a knight". Only a text the parser reads is put into words, read
//! part by part as the parser reads it.

use super::Hop;

/// What an atom is, for the words.
enum Atom {
    /// Along lines: the orthogonal (`W`, `R`), diagonal (`F`, `B`) or both (`K`, `Q`)
    /// directions, with the piece that rides them.
    Line(&'static str, &'static str, &'static str),
    /// A leap over the squares between (`D`, `N`, `A`, …): how it is said, the leaper's
    /// name and the rider's that repeats it.
    Leap(&'static str, &'static str, &'static str),
}

/// The atom `a`'s words; `None` for a letter Betza does not have.
fn atom(a: char) -> Option<Atom> {
    Some(match a {
        'W' | 'R' => Atom::Line("orthogonally", "a rook", "a wazir"),
        'F' | 'B' => Atom::Line("diagonally", "a bishop", "a ferz"),
        'K' | 'Q' => Atom::Line("in any direction", "a queen", "a king"),
        'D' => Atom::Leap("jumps two squares orthogonally", "dabbaba", "dabbabarider"),
        'A' => Atom::Leap("jumps two squares diagonally", "alfil", "alfilrider"),
        'H' => Atom::Leap(
            "jumps three squares orthogonally",
            "threeleaper",
            "threerider",
        ),
        'G' => Atom::Leap("jumps three squares diagonally", "tripper", "tripperrider"),
        'N' => Atom::Leap("leaps like a knight", "knight", "nightrider"),
        'C' | 'L' => Atom::Leap(
            "leaps like a camel (three squares and one)",
            "camel",
            "camelrider",
        ),
        'Z' | 'J' => Atom::Leap(
            "leaps like a zebra (three squares and two)",
            "zebra",
            "zebrarider",
        ),
        _ => return None,
    })
}

/// The direction modifiers in words ("forward", "forward or sideways").
fn directions(dirs: &[char]) -> String {
    let mut words: Vec<&str> = Vec::new();
    let mut out = String::new();
    for d in dirs {
        let w = match d {
            'f' => "forward",
            'b' => "backward",
            'l' => "to the left",
            'r' => "to the right",
            's' => "sideways",
            'v' => "forward or backward",
            _ => "one-handed",
        };
        if !words.contains(&w) {
            // Written out rather than joined: `join` would be one more function of the
            // page's first load.
            if !words.is_empty() {
                out.push_str(" or ");
            }
            out.push_str(w);
            words.push(w);
        }
    }
    out
}

/// The moves of a piece whose Betza text is `betza`, in plain words; a text the engine
/// does not read is given back as it is, said to be Betza.
pub fn in_words(betza: &str) -> String {
    if super::parse(betza).is_err() {
        return format!("moves as the Betza text {betza} says");
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
            out.push_str("; or ");
        }
        out.push_str(&part(mods, letter, doubled, count));
    }
    out
}

/// One part of a Betza text in words: its modifiers `mods`, its atom `letter`, whether
/// the atom is doubled, and its count.
fn part(mods: &[char], letter: char, doubled: bool, count: Option<u32>) -> String {
    let Some(a) = atom(letter) else {
        return "castles".into();
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
        Some(n) => u8::try_from(n).unwrap_or(0),
        None if rides => 0,
        None => 1,
    };
    let dirs: Vec<char> = mods
        .iter()
        .copied()
        .filter(|c| "fblrsvh".contains(*c))
        .collect();
    let mut s = movement(&a, range, hop != Hop::None, &directions(&dirs));
    match hop {
        Hop::Any => s.push_str(", hopping over a piece on the way (as a cannon)"),
        Hop::Near => s.push_str(", hopping over a piece to the square just beyond it"),
        Hop::None => {}
    }
    if mods.contains(&'n') {
        s.push_str(", unless a piece blocks the way");
    }
    match (mods.contains(&'m'), mods.contains(&'c')) {
        (true, false) => s.push_str(", only to move (never to capture)"),
        (false, true) => s.push_str(", only to capture"),
        _ => {}
    }
    if mods.contains(&'i') {
        s.push_str(", on its first move only");
    }
    s
}

/// One atom's movement in words: how far (`range`, 0 for no limit) in which directions
/// (`dirs` in words, empty for all), said without the rider's likeness for a hopper.
fn movement(a: &Atom, range: u8, hopper: bool, dirs: &str) -> String {
    match *a {
        Atom::Line(along, rider, stepper) => {
            // The directions replace "orthogonally", or follow "diagonally" ("diagonally
            // forward"); any other atom's are said after it.
            let way = match (dirs.is_empty(), along) {
                (true, _) => along.to_string(),
                (false, "orthogonally") => dirs.to_string(),
                (false, "diagonally") => format!("diagonally {dirs}"),
                (false, _) => format!("{along}, {dirs} only"),
            };
            let like = |who: &str| {
                if dirs.is_empty() && !hopper {
                    format!(" (like {who})")
                } else {
                    String::new()
                }
            };
            match range {
                1 => format!("steps one square {way}{}", like(stepper)),
                0 => format!("moves any distance {way}{}", like(rider)),
                n => format!("moves up to {n} squares {way}"),
            }
        }
        Atom::Leap(leap, leaper, rider) => {
            let s = match range {
                1 => leap.to_string(),
                0 => format!("rides as a {rider}: a {leaper}'s leaps, any number in a line"),
                n => format!("rides as a {rider}: a {leaper}'s leaps, up to {n} in a line"),
            };
            if dirs.is_empty() {
                s
            } else {
                format!("{s}, {dirs} only")
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::in_words;

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
    }
}
