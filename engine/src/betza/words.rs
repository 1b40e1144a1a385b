//! A piece's moves in plain words, from its Betza text (issue 64: a piece drawn as a
//! lettered disc says its moves on hover): `RN` is "moves any distance orthogonally (like
//! a rook); or leaps like a knight". Read with the parser's own pieces (its modifiers and
//! ranges), so that the words say what the engine plays.

use super::{modifiers, range_part, Hop};

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
            words.push(w);
        }
    }
    words.join(" or ")
}

/// The moves of a piece whose Betza text is `betza`, in plain words; a text the engine
/// does not read is given back as it is, said to be Betza.
pub fn in_words(betza: &str) -> String {
    let chars: Vec<char> = betza.chars().collect();
    let mut parts = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let Ok((mods, at)) = modifiers(&chars, i) else {
            return format!("moves as the Betza text {betza} says");
        };
        let Some(&letter) = chars.get(at) else {
            return format!("moves as the Betza text {betza} says");
        };
        if letter == 'O' {
            parts.push("castles".to_string());
            i = at + 1;
            while chars.get(i).is_some_and(char::is_ascii_digit) {
                i += 1;
            }
            continue;
        }
        let (Some(a), Ok((range, next))) = (atom(letter), range_part(&chars, at + 1, letter))
        else {
            return format!("moves as the Betza text {betza} says");
        };
        i = next;
        let hopper = mods.hop != Hop::None;
        let mut s = movement(&a, range, hopper, &directions(&mods.dirs));
        match mods.hop {
            Hop::Any => s.push_str(", hopping over a piece on the way (as a cannon)"),
            Hop::Near => s.push_str(", hopping over a piece to the square just beyond it"),
            Hop::None => {}
        }
        if mods.lame {
            s.push_str(", unless a piece blocks the way");
        }
        match (mods.moves, mods.captures) {
            (true, false) => s.push_str(", only to move (never to capture)"),
            (false, true) => s.push_str(", only to capture"),
            _ => {}
        }
        if mods.initial {
            s.push_str(", on its first move only");
        }
        parts.push(s);
    }
    parts.join("; or ")
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
