//! XBetza's moves in legs (issue 63): `a` ("again") between the modifiers of each leg
//! (`afsW`, the mao: a step, then one diagonally outward; `FyafsF`, the griffon), and the
//! bracket form (`[F?fsR]`: a leg, `-` or `?`, the next). Each move in legs is written out
//! here as plain components whose path (the squares its earlier legs land on, which must
//! be empty) and origin (where its last leg starts) the move tables walk like a lame leap's
//! (`crate::tables`). Directions of a later leg are relative to the leg before it, as
//! XBetza's (and XBoard's) eight-direction system has them: `f` on on, `b` back, `l` and
//! `r` a right angle, `fs` the two half turns forward; without letters every direction but
//! back for a king-like atom (K, Q), on and both right angles for the others; a step whose
//! direction its atom does not have turns orthogonal into diagonal and back (W and F, D
//! and A, H and G, R and B). `y` on a leg makes the next leg a rider from a leaper (and a
//! leaper from a rider). What is not read yet is an error naming it: a capture or a hop on
//! a leg before the last (`c`, `p`, `g`, `d` before `a`: the Lion's, the checker's), a leg
//! before the last that rides, an oblique atom, more than two legs before the last, a
//! move ending where it started (a turn pass).

use super::{BetzaError, Component, Hop, Path, Vector};
use crate::definition::words::numbered;

/// The message number `n` of moves in legs (`legs.N` in the engine's words): 0 a capture
/// or hop before the last leg, 1 a riding leg before it, 2 an oblique atom, 3 too many
/// legs, 4 a first leg neither straight nor diagonal, 5 what follows a bracketed leg,
/// 6 no closing bracket, 7 brackets with one leg, 8 modifiers without an atom.
fn say(n: u8) -> String {
    numbered("legs", n, &[])
}

/// An error at `position` (from 1) naming `character`. Built here rather than by the
/// parser's helpers: a second caller would keep the optimisers from inlining those into
/// `super::parse`, which every game's start runs, and the page's first load would grow
/// (BENCH.md, session 51). For the same reason this module reads a leg's atom and
/// directions by handing them to `super::parse` as a move of their own.
fn err(position: usize, character: Option<char>, reason: &str) -> BetzaError {
    BetzaError {
        position,
        character,
        reason: reason.to_string(),
    }
}

/// The eight directions, a unit step each: 0 forward, then clockwise (1 forward-right,
/// 2 right, … 7 forward-left).
const UNIT: [Vector; 8] = [
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
];

/// One leg: its direction letters, what it may do, its atom and range.
#[derive(Clone, Debug, Default)]
pub(super) struct Leg {
    pub dirs: Vec<char>,
    pub moves: bool,
    pub captures: bool,
    /// Another modifier before this leg's `a` (`c`, `p`, `g`, `d`, …): not read yet.
    pub other: Option<(usize, char)>,
    /// `y`: the next leg rides if this one leaps, and leaps if it rides.
    pub toggle: bool,
    /// The leg may also end the move (`?` after it in brackets).
    pub may_end: bool,
    pub atom: char,
    pub range: u8,
}

impl Leg {
    /// Reads a modifier `c` (at `pos`, from 1) that every leg may have: a direction, `m`
    /// or `c`; any other is kept as the first not read yet.
    fn modifier(&mut self, c: char, pos: usize) {
        match c {
            'f' | 'b' | 'l' | 'r' | 's' | 'v' | 'h' => self.dirs.push(c),
            'm' => self.moves = true,
            'c' => self.captures = true,
            other => self.other = self.other.or(Some((pos, other))),
        }
    }
}

/// The size of an atom's step along its line, and whether it goes all eight ways.
fn magnitude(atom: char) -> Option<(i8, bool)> {
    Some(match atom {
        'W' | 'F' | 'R' | 'B' => (1, false),
        'K' | 'Q' => (1, true),
        'D' | 'A' => (2, false),
        'H' | 'G' => (3, false),
        _ => return None,
    })
}

/// The direction (0 … 7) of an orthogonal or diagonal vector.
fn direction((x, y): Vector) -> Option<usize> {
    UNIT.iter().position(|&u| u == (x.signum(), y.signum()))
}

/// The directions a later leg's letters name, relative to the leg before (bit 0: on).
fn relative(dirs: &[char], eightfold: bool) -> u8 {
    // XBetza's narrow sets (a letter alone) and wide ones (a letter in a pair).
    let narrow = |c: char| match c {
        'f' => 0x01,
        'b' => 0x10,
        'l' => 0x40,
        'r' => 0x04,
        's' => 0x44,
        'v' => 0x11,
        _ => 0xff,
    };
    let wide = |c: char| match c {
        'f' => 0x83,
        'b' => 0x38,
        'l' => 0xe0,
        'r' => 0x0e,
        's' => 0xee,
        'v' => 0xbb,
        _ => 0xff,
    };
    if dirs.is_empty() {
        return if eightfold { 0xef } else { 0x45 };
    }
    let pairs = |a: char, b: char| {
        let (va, vb) = ("fb".contains(a), "fb".contains(b));
        (va && "lrs".contains(b)) || ("lr".contains(a) && (vb || b == 'v'))
    };
    let mut set = 0u8;
    let mut i = 0;
    while i < dirs.len() {
        match dirs.get(i + 1) {
            Some(&b) if pairs(dirs[i], b) => {
                set |= wide(dirs[i]) & wide(b);
                i += 2;
            }
            _ => {
                set |= narrow(dirs[i]);
                i += 1;
            }
        }
    }
    set
}

/// The components of the move in `legs` whose first leg goes along each of `first`
/// (vectors already chosen by the first leg's letters), in White's frame; `initial` as
/// the move's `i`. `at` is the position of the move's first character, for errors.
pub(super) fn expand(
    legs: &[Leg],
    first: &[Vector],
    initial: bool,
    at: usize,
) -> Result<Vec<Component>, BetzaError> {
    for (k, leg) in legs.iter().enumerate() {
        if let Some((pos, c)) = leg.other {
            return Err(err(pos, Some(c), &say(0)));
        }
        if k + 1 < legs.len() && range_of(legs, k) != 1 {
            return Err(err(at, None, &say(1)));
        }
        if magnitude(leg.atom).is_none() {
            return Err(err(at, Some(leg.atom), &say(2)));
        }
    }
    if legs.len() > 3 {
        return Err(err(at, None, &say(3)));
    }
    let mut out = Vec::new();
    for &v in first {
        let d = direction(v).ok_or_else(|| err(at, None, &say(4)))?;
        walk(legs, 1, v, d, vec![v], initial, &mut out);
    }
    Ok(out)
}

/// The range of leg `k`: its own, turned by a `y` on the leg before.
fn range_of(legs: &[Leg], k: usize) -> u8 {
    let own = legs[k].range;
    if k > 0 && legs[k - 1].toggle {
        if own == 1 {
            0
        } else {
            1
        }
    } else {
        own
    }
}

/// Adds the components from leg `k` on, the move standing at `at` after a leg in
/// direction `d`, the squares `path` behind it (all but the last must be empty; the last
/// is `at`).
fn walk(
    legs: &[Leg],
    k: usize,
    at: Vector,
    d: usize,
    path: Vec<Vector>,
    initial: bool,
    out: &mut Vec<Component>,
) {
    let before = &path[..path.len() - 1];
    if legs[k - 1].may_end {
        let leg = &legs[k - 1];
        let (m, c) = modality(leg);
        push(out, (0, 0), at, 1, before.to_vec(), m, c, initial);
    }
    let leg = &legs[k];
    let Some((size, eightfold)) = magnitude(leg.atom) else {
        return;
    };
    let set = relative(&leg.dirs, eightfold);
    let last = k + 1 == legs.len();
    for r in (0..8).filter(|r| set & (1 << r) != 0) {
        let e = (d + r) % 8;
        let step = (UNIT[e].0 * size, UNIT[e].1 * size);
        if last {
            let (m, c) = modality(leg);
            push(
                out,
                at,
                step,
                range_of(legs, k),
                path.clone(),
                m,
                c,
                initial,
            );
        } else {
            let next = (at.0 + step.0, at.1 + step.1);
            let mut longer = path.clone();
            longer.push(next);
            walk(legs, k + 1, next, e, longer, initial, out);
        }
    }
}

/// What a leg may do where it ends: its `m` and `c`, both when neither is written.
fn modality(leg: &Leg) -> (bool, bool) {
    if leg.moves || leg.captures {
        (leg.moves, leg.captures)
    } else {
        (true, true)
    }
}

/// Adds a component: from `origin`, along `step` up to `range` times, over `path`.
#[allow(clippy::too_many_arguments)]
fn push(
    out: &mut Vec<Component>,
    origin: Vector,
    step: Vector,
    range: u8,
    path: Vec<Vector>,
    moves: bool,
    captures: bool,
    initial: bool,
) {
    let c = Component {
        vectors: vec![step],
        range,
        moves,
        captures,
        lame: false,
        initial,
        hop: Hop::None,
        origin,
        path: Path::new(&path),
    };
    if !out.contains(&c) {
        out.push(c);
    }
}

/// The move in legs at `i`, if one starts there: in brackets, or modifiers with an `a`
/// among them.
pub(super) fn read(
    chars: &[char],
    i: usize,
) -> Option<Result<(Vec<Component>, usize), BetzaError>> {
    if chars.get(i) == Some(&'[') {
        return Some(bracket(chars, i));
    }
    let end = (i..chars.len())
        .find(|&j| !chars[j].is_ascii_lowercase())
        .unwrap_or(chars.len());
    chars[i..end].contains(&'a').then(|| again(chars, i, end))
}

/// Reads a move in legs joined by `a` at `i` (its modifiers, `a` between legs, up to
/// `end` where its atom is): its components and where the next part starts.
fn again(chars: &[char], i: usize, end: usize) -> Result<(Vec<Component>, usize), BetzaError> {
    let mut legs = vec![Leg::default()];
    let mut initial = false;
    for (pos, &c) in chars.iter().enumerate().take(end).skip(i) {
        let on_first = legs.len() == 1;
        let leg = legs.last_mut().expect("a leg");
        match c {
            'a' => legs.push(Leg::default()),
            'y' => leg.toggle = true,
            'i' if on_first => initial = true,
            other => leg.modifier(other, pos + 1),
        }
    }
    let (atom, range, next) = atom_at(chars, end)?;
    for leg in &mut legs {
        (leg.atom, leg.range) = (atom, range);
    }
    let n = legs.len();
    for leg in &mut legs[..n - 1] {
        if leg.captures {
            leg.other = leg.other.or(Some((i + 1, 'c')));
        }
    }
    let first = first_vectors(&legs[0], i)?;
    Ok((expand(&legs, &first, initial, i + 1)?, next))
}

/// Reads the bracket form at `i` (`[F?fsR]`: legs, each its modifiers, atom and range,
/// `-` between two when the first must go on, `?` when it may also end there): its
/// components and where the next part starts.
fn bracket(chars: &[char], i: usize) -> Result<(Vec<Component>, usize), BetzaError> {
    let mut legs = Vec::new();
    let mut j = i + 1;
    loop {
        let mut leg = Leg::default();
        while let Some(&c) = chars.get(j).filter(|c| c.is_ascii_lowercase()) {
            leg.modifier(c, j + 1);
            j += 1;
        }
        let (atom, range, next) = atom_at(chars, j)?;
        (leg.atom, leg.range) = (atom, range);
        j = next;
        match chars.get(j) {
            Some('-') => {}
            Some('?') => leg.may_end = true,
            Some(']') => {
                legs.push(leg);
                break;
            }
            Some(&c) => return Err(err(j + 1, Some(c), &say(5))),
            None => return Err(err(i + 1, Some('['), &say(6))),
        }
        if leg.captures {
            leg.other = leg.other.or(Some((j, 'c')));
        }
        legs.push(leg);
        j += 1;
    }
    if legs.len() < 2 {
        return Err(err(i + 1, Some('['), &say(7)));
    }
    let first = first_vectors(&legs[0], i)?;
    Ok((expand(&legs, &first, false, i + 1)?, j + 1))
}

/// The atom at `j` with its range, and where the text goes on after them.
fn atom_at(chars: &[char], j: usize) -> Result<(char, u8, usize), BetzaError> {
    let Some(&atom) = chars.get(j) else {
        return Err(err(j, None, &say(8)));
    };
    let mut next = j + 1;
    if chars.get(next) == Some(&atom) {
        next += 1;
    }
    while chars.get(next).is_some_and(char::is_ascii_digit) {
        next += 1;
    }
    let text: String = chars[j..next].iter().collect();
    let part = super::parse(&text).map_err(|mut e| {
        e.position += j;
        e
    })?;
    let range = part.components.first().map_or(1, |c| c.range);
    Ok((atom, range, next))
}

/// The first leg's vectors, by its letters as a single move's.
fn first_vectors(leg: &Leg, at: usize) -> Result<Vec<Vector>, BetzaError> {
    let text: String = leg.dirs.iter().chain([&leg.atom]).collect();
    let part = super::parse(&text).map_err(|e| err(at + 1, None, &e.reason))?;
    Ok(part
        .components
        .into_iter()
        .flat_map(|c| c.vectors)
        .collect())
}

#[cfg(test)]
mod tests {
    use super::super::parse;
    use super::*;

    /// The squares a piece on an empty board reaches by its components in legs (one leap
    /// each): origin + step.
    fn landings(betza: &str) -> Vec<Vector> {
        let b = parse(betza).unwrap_or_else(|e| panic!("{betza}: {e}"));
        let mut out: Vec<Vector> = b
            .components
            .iter()
            .flat_map(|c| {
                c.vectors
                    .iter()
                    .map(|v| (c.origin.0 + v.0, c.origin.1 + v.1))
            })
            .collect();
        out.sort_unstable();
        out.dedup();
        out
    }

    #[test]
    fn the_mao_steps_then_turns_half_a_right_angle_outward() {
        let mao = parse("afsW").expect("reads");
        assert_eq!(mao.components.len(), 8);
        assert_eq!(landings("afsW").len(), 8);
        let north = mao.components.iter().find(|c| c.origin == (0, 0)).is_none();
        assert!(north, "every leg starts beyond the first step");
        let up_right = mao
            .components
            .iter()
            .find(|c| c.path.squares() == [(0, 1)] && c.vectors == vec![(1, 1)]);
        assert!(up_right.is_some(), "{:?}", mao.components);
    }

    #[test]
    fn the_moa_goes_diagonally_first_and_the_moo_both_ways() {
        assert_eq!(landings("afsF"), landings("N"));
        let moo = parse("afsK").expect("reads");
        assert_eq!(moo.components.len(), 16, "two paths to each knight square");
        assert_eq!(landings("afsK"), landings("N"));
    }

    #[test]
    fn the_griffon_steps_diagonally_then_rides_outward() {
        let g = parse("FyafsF").expect("reads");
        let bent: Vec<&Component> = g.components.iter().filter(|c| !c.path.is_empty()).collect();
        assert_eq!(bent.len(), 8);
        assert!(bent.iter().all(|c| c.range == 0));
        let flat = |b: &str| {
            let mut all: Vec<_> = parse(b)
                .expect("reads")
                .components
                .iter()
                .flat_map(|c| c.vectors.iter().map(|v| (c.origin, *v, c.range, c.path)))
                .collect();
            all.sort();
            all
        };
        assert_eq!(flat("[F?fsR]"), flat("FyafsF"));
    }

    #[test]
    fn what_is_not_read_yet_is_named() {
        let lion = parse("KNADcaKmcabK").expect_err("locust capture");
        assert!(
            lion.to_string()
                .contains("capture or hop on a leg before the last"),
            "{lion}"
        );
        assert!(parse("afsN").is_err());
        assert!(parse("afsR").is_err(), "a first leg that rides");
        assert!(parse("afsafsafsW").is_err(), "three legs before the last");
    }
}
