//! Betza's `h` ("half"), as Fairy-Stockfish reads it: `fh`, `bh`, `rh`, `lh` select a half
//! of the board's directions including the sideways ones, `hr` and `hl` a chiral set (a
//! piece turning one way only: `hrN` leaps to b3, c1, … but not to their mirror images).
//!
//! Facts from Fairy-Stockfish's Betza reader: direction letters pair when the second is
//! the same letter or of the other group (verticals `f b v h`, horizontals `r l s h`),
//! else a letter stands as its own pair (`hh`, which names no direction); for a piece of a
//! single orthogonal atom a pair of two letters splits into its two doubled letters (so
//! `fhW` is `fW`); each of an atom's eight images is kept when one of the pairs listed for
//! it is present.

use super::Vector;

/// The pairs of direction letters, as Fairy-Stockfish groups them.
fn pairs(dirs: &[char]) -> Vec<[char; 2]> {
    let vertical = |c: char| "fbvh".contains(c);
    let horizontal = |c: char| "rlsh".contains(c);
    let mut out = Vec::new();
    let mut i = 0;
    while i < dirs.len() {
        let c = dirs[i];
        match dirs.get(i + 1) {
            Some(&c2)
                if c2 == c
                    || (vertical(c) && horizontal(c2))
                    || (horizontal(c) && vertical(c2)) =>
            {
                out.push([c, c2]);
                i += 2;
            }
            _ => {
                out.push([c, c]);
                i += 1;
            }
        }
    }
    out
}

/// The eight images of the atom `(a, b)` (`a` along the file, `b` along the rank, as
/// Fairy-Stockfish's atoms), each with the pairs that select it.
fn images(a: i8, b: i8) -> [(Vector, [&'static str; 7]); 8] {
    [
        ((b, a), ["ff", "vv", "rf", "rv", "fh", "rh", "hr"]),
        ((-b, -a), ["bb", "vv", "lb", "lv", "bh", "lh", "hr"]),
        ((a, -b), ["rr", "ss", "br", "bs", "bh", "rh", "hr"]),
        ((-a, b), ["ll", "ss", "fl", "fs", "fh", "lh", "hr"]),
        ((a, b), ["rr", "ss", "fr", "fs", "fh", "rh", "hl"]),
        ((-a, -b), ["ll", "ss", "bl", "bs", "bh", "lh", "hl"]),
        ((b, -a), ["bb", "vv", "rb", "rv", "bh", "rh", "hl"]),
        ((-b, a), ["ff", "vv", "lf", "lv", "fh", "lh", "hl"]),
    ]
}

/// The vectors of the atom's leaps `base` that the direction letters `dirs` select.
pub(super) fn select(dirs: &[char], base: &[(u8, u8)]) -> Vec<Vector> {
    let mut out = Vec::new();
    for &(a, b) in base {
        let mut named: Vec<String> = Vec::new();
        for [c, c2] in pairs(dirs) {
            if base.len() == 1 && b == 0 && c != c2 {
                named.push([c, c].iter().collect());
                named.push([c2, c2].iter().collect());
            } else {
                named.push([c, c2].iter().collect());
            }
        }
        for (v, keys) in images(a as i8, b as i8) {
            if keys.iter().any(|k| named.iter().any(|n| n == k)) && !out.contains(&v) {
                out.push(v);
            }
        }
    }
    out
}
