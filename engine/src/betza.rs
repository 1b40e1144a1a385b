//! A parser for the Betza notation subset of `SH-2` (H.G. Muller's XBetza).
//!
//! Atoms `W F D N A H C Z G K` (`L` = `C`, `J` = `Z`) (and the shorthands `R B Q`, which take a count too: `R4`
//! is `W4`), riders by doubling (`WW`, `NN`) or a count (`N2`, `nD7`, `W0` for
//! unlimited), direction modifiers `f b l r s v` relative to the owner's forward
//! direction, `m` move only, `c` capture only, `n` lame, `i` initial move only, `p` hopper
//! (rides to a piece, the screen, jumps it and lands anywhere beyond on the line, up to the
//! next piece: the xiangqi cannon's `pR`), `g` grasshopper (lands just beyond the screen:
//! `gQ`), and `O` castling (`isO3`). A hopper's atom is ridden whether doubled or not, as
//! in Fairy-Stockfish (`pW` is `pR`); a count limits its whole line. Anything else is an error naming the character and its position:
//! nothing is ever skipped.

mod chiral;
mod legs;
pub mod words;

use std::fmt;

/// A step `(files, ranks)` where positive ranks point toward the owner's forward direction.
pub type Vector = (i8, i8);

/// One part of a piece's movement: a set of directions of one atom, ridden up to `range`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Component {
    /// The leaps, relative to the owner (`(0, 1)` is one step forward).
    pub vectors: Vec<Vector>,
    /// How many leaps may be made in a line: 1 for a leaper, 0 for unlimited.
    pub range: u8,
    /// May be used to move to an empty square.
    pub moves: bool,
    /// May be used to capture.
    pub captures: bool,
    /// Non-jumping (`n`): the squares between must be empty.
    pub lame: bool,
    /// Only for a piece that has not moved yet (`i`).
    pub initial: bool,
    /// Hops over one piece: [`Hop::None`] for an ordinary move.
    pub hop: Hop,
    /// Where its lines start, relative to the piece: `(0, 0)` but for the last leg of a
    /// move in legs (`afsW`, `FyafsF`: `betza::legs`), which starts where the legs before
    /// it end.
    pub origin: Vector,
    /// The squares, relative to the piece, that the legs before the last land on and that
    /// must be empty (a move in legs; none for any other).
    pub path: Path,
}

/// The squares a move in legs passes before its last leg: at most two, relative to the
/// piece (a fixed pair, so that a component stays as cheap to copy and drop as before).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Path {
    squares: [Vector; 2],
    len: u8,
}

impl Path {
    /// The path over `squares` (at most two; any more are left out).
    pub fn new(squares: &[Vector]) -> Path {
        let mut p = Path::default();
        for &v in squares.iter().take(2) {
            p.squares[p.len as usize] = v;
            p.len += 1;
        }
        p
    }

    /// Its squares, nearest first.
    pub fn squares(&self) -> &[Vector] {
        &self.squares[..self.len as usize]
    }

    /// Whether it has no square (any move not in legs).
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

/// How a component hops over the first piece on its line (the screen).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hop {
    /// No hop: an ordinary leap or ride.
    None,
    /// `p`: beyond the screen, any square up to and including the next piece.
    Any,
    /// `g`: only the square just beyond the screen.
    Near,
}

/// Castling (`O`): the king moves `king_steps` squares sideways toward an unmoved rook.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Castling {
    /// How far the king moves.
    pub king_steps: u8,
}

/// A parsed Betza string.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Betza {
    /// The moving and capturing parts.
    pub components: Vec<Component>,
    /// Castling, if the string has an `O` part.
    pub castling: Option<Castling>,
}

/// Why a Betza string was refused. Positions count characters from 1.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BetzaError {
    /// 1-based position of the offending character (0 when the whole string is at fault).
    pub position: usize,
    /// The offending character, if one is to blame.
    pub character: Option<char>,
    /// What is wrong.
    pub reason: String,
}

impl fmt::Display for BetzaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.character {
            Some(c) => write!(f, "{} '{}' at position {}", self.reason, c, self.position),
            None if self.position > 0 => write!(f, "{} at position {}", self.reason, self.position),
            None => f.write_str(&self.reason),
        }
    }
}

impl std::error::Error for BetzaError {}

fn err(position: usize, character: Option<char>, reason: &str) -> BetzaError {
    BetzaError {
        position,
        character,
        reason: reason.to_string(),
    }
}

/// The base leap and whether it is a compound (K, Q) of orthogonal and diagonal steps.
fn atom_leaps(atom: char) -> Option<Vec<(u8, u8)>> {
    Some(match atom {
        'W' | 'R' => vec![(1, 0)],
        'F' | 'B' => vec![(1, 1)],
        'K' | 'Q' => vec![(1, 0), (1, 1)],
        'D' => vec![(2, 0)],
        'N' => vec![(2, 1)],
        'A' => vec![(2, 2)],
        'H' => vec![(3, 0)],
        // `L` and `J`: Fairy-Stockfish's other letters for the camel and the zebra.
        'C' | 'L' => vec![(3, 1)],
        'Z' | 'J' => vec![(3, 2)],
        'G' => vec![(3, 3)],
        _ => return None,
    })
}

/// All symmetric images of a leap `(a, b)`.
fn images((a, b): (u8, u8)) -> Vec<Vector> {
    let (a, b) = (a as i8, b as i8);
    let mut v = Vec::new();
    for (x, y) in [(a, b), (b, a)] {
        for sx in [1, -1] {
            for sy in [1, -1] {
                let p = (x * sx, y * sy);
                if !v.contains(&p) {
                    v.push(p);
                }
            }
        }
    }
    v
}

/// Whether vector `(x, y)` matches one direction letter.
fn single(c: char, (x, y): Vector) -> bool {
    match c {
        'f' => y > 0,
        'b' => y < 0,
        'l' => x < 0,
        'r' => x > 0,
        's' => x != 0 && x.abs() >= y.abs(),
        'v' => y != 0 && y.abs() >= x.abs(),
        _ => false,
    }
}

/// Whether vector `v` matches a two-letter direction (`fl`, `ff`, `fs`, `ll`, …).
fn pair(a: char, b: char, v: Vector) -> bool {
    let (x, y) = v;
    if a == b {
        // ff, bb, ll, rr: the narrowest of that side.
        return match a {
            'f' => y > 0 && y.abs() > x.abs(),
            'b' => y < 0 && y.abs() > x.abs(),
            'l' => x < 0 && x.abs() > y.abs(),
            'r' => x > 0 && x.abs() > y.abs(),
            _ => false,
        };
    }
    let (vert, hor) = if matches!(a, 'f' | 'b' | 'v') {
        (a, b)
    } else {
        (b, a)
    };
    let vert_ok = single(vert, v) || (vert == 'v' && y != 0);
    let hor_ok = match hor {
        's' => x != 0 && x.abs() > y.abs(),
        h => single(h, v),
    };
    vert_ok && hor_ok
}

fn is_pair(a: char, b: char) -> bool {
    let vert = |c| matches!(c, 'f' | 'b');
    let hor = |c| matches!(c, 'l' | 'r');
    (a == b && matches!(a, 'f' | 'b' | 'l' | 'r'))
        || (vert(a) && (hor(b) || b == 's'))
        || (hor(a) && (vert(b) || b == 'v'))
}

/// Selects from `all` the vectors that the direction letters `dirs` name (all when empty).
/// Letters group into pairs where a pair makes sense (`fl`, `ff`, `fs`); the result is the
/// union of the groups; a pair that selects nothing of this atom counts as its two letters.
fn select(dirs: &[char], all: &[Vector]) -> Vec<Vector> {
    if dirs.is_empty() {
        return all.to_vec();
    }
    let mut keep = vec![false; all.len()];
    let mut i = 0;
    while i < dirs.len() {
        if i + 1 < dirs.len() && is_pair(dirs[i], dirs[i + 1]) {
            let (a, b) = (dirs[i], dirs[i + 1]);
            let hits: Vec<bool> = all.iter().map(|&v| pair(a, b, v)).collect();
            if hits.iter().any(|&h| h) {
                keep.iter_mut().zip(hits).for_each(|(k, h)| *k |= h);
            } else {
                for (k, &v) in keep.iter_mut().zip(all) {
                    *k |= single(a, v) || single(b, v);
                }
            }
            i += 2;
        } else {
            for (k, &v) in keep.iter_mut().zip(all) {
                *k |= single(dirs[i], v);
            }
            i += 1;
        }
    }
    all.iter()
        .zip(keep)
        .filter(|(_, k)| *k)
        .map(|(v, _)| *v)
        .collect()
}

/// The longest Betza text read, in characters. Texts come from links and definitions, so
/// the length is bounded before any piece is built from one.
pub const MAX_LEN: usize = 100;

/// Parses a Betza string (at most [`MAX_LEN`] characters).
pub fn parse(s: &str) -> Result<Betza, BetzaError> {
    if s.is_empty() {
        return Err(err(0, None, "empty piece definition"));
    }
    let length = s.chars().count();
    if length > MAX_LEN {
        return Err(err(
            0,
            None,
            &format!("a Betza text is at most {MAX_LEN} characters; this one has {length}"),
        ));
    }
    let chars: Vec<char> = s.chars().collect();
    let mut components = Vec::new();
    let mut castling = None;
    let mut i = 0;
    while i < chars.len() {
        let start = i;
        // A move in legs (`afsW`, `[F?fsR]`) is found where the modifiers or the atom are
        // not a single move's, off the path every first screen's pieces take.
        let (mods, at) = match modifiers(&chars, i) {
            Ok(m) => m,
            Err(e) => {
                let (legs, next) = legs_or(&chars, i, e)?;
                components.extend(legs);
                i = next;
                continue;
            }
        };
        i = at;
        let Some(&atom) = chars.get(i) else {
            return Err(err(start + 1, None, "modifiers without an atom"));
        };
        let atom_pos = i + 1;
        i += 1;
        if atom == 'O' {
            let (c, next) = castling_part(&chars, i, atom_pos, &mods)?;
            castling = Some(c);
            i = next;
            continue;
        }
        let Some(base) = atom_leaps(atom) else {
            let (legs, next) = legs_or(&chars, start, err(atom_pos, Some(atom), "unknown atom"))?;
            components.extend(legs);
            i = next;
            continue;
        };
        let (mut range, next) = range_part(&chars, i, atom)?;
        i = next;
        if mods.hop != Hop::None && range == 1 && chars.get(next - 1) == Some(&atom) {
            // A hopper's plain atom rides (`pW` = `pR`); a count stays a count.
            range = 0;
        }
        check_lame(&mods, atom, atom_pos)?;
        let vectors = if mods.dirs.contains(&'h') {
            chiral::select(&mods.dirs, &base)
        } else {
            let all: Vec<Vector> = base.iter().copied().flat_map(images).collect();
            select(&mods.dirs, &all)
        };
        if vectors.is_empty() {
            return Err(err(
                start + 1,
                None,
                "the direction modifiers select no direction",
            ));
        }
        let (m, c) = (mods.moves, mods.captures);
        let (moves, captures) = if m || c { (m, c) } else { (true, true) };
        components.push(Component {
            vectors,
            range,
            moves,
            captures,
            lame: mods.lame,
            initial: mods.initial,
            hop: mods.hop,
            origin: (0, 0),
            path: Path::default(),
        });
    }
    Ok(Betza {
        components,
        castling,
    })
}

/// The move in legs at `i` (`betza::legs`), or the error `e` when there is none: called
/// through a pointer the optimisers cannot see through, so that its code stays out of
/// `parse`, which every game's start runs (BENCH.md, session 51).
fn legs_or(chars: &[char], i: usize, e: BetzaError) -> Result<(Vec<Component>, usize), BetzaError> {
    type Read = fn(&[char], usize) -> Option<Result<(Vec<Component>, usize), BetzaError>>;
    std::hint::black_box(legs::read as Read)(chars, i).unwrap_or(Err(e))
}

/// Refuses a lame (`n`) hopper: a hop has no path of its own to block.
fn check_lame(mods: &Modifiers, atom: char, atom_pos: usize) -> Result<(), BetzaError> {
    if mods.lame && mods.hop != Hop::None {
        return Err(err(
            atom_pos,
            Some(atom),
            "a hopper (p, g) cannot also be lame (n) for atom",
        ));
    }
    Ok(())
}

/// The lower-case modifiers before an atom.
struct Modifiers {
    dirs: Vec<char>,
    moves: bool,
    captures: bool,
    lame: bool,
    initial: bool,
    hop: Hop,
}

/// Reads the modifiers from `i`; gives them and where the atom should be.
fn modifiers(chars: &[char], mut i: usize) -> Result<(Modifiers, usize), BetzaError> {
    let mut mods = Modifiers {
        dirs: Vec::new(),
        moves: false,
        captures: false,
        lame: false,
        initial: false,
        hop: Hop::None,
    };
    while i < chars.len() && chars[i].is_ascii_lowercase() {
        match chars[i] {
            'f' | 'b' | 'l' | 'r' | 's' | 'v' | 'h' => mods.dirs.push(chars[i]),
            'm' => mods.moves = true,
            'c' => mods.captures = true,
            'n' => mods.lame = true,
            'i' => mods.initial = true,
            'p' => mods.hop = Hop::Any,
            'g' => mods.hop = Hop::Near,
            other => return Err(err(i + 1, Some(other), "unsupported modifier")),
        }
        i += 1;
    }
    Ok((mods, i))
}

/// Castling (`O`, its king step count after it, 2 by default) from `i`, just after the `O`
/// at `atom_pos`.
fn castling_part(
    chars: &[char],
    i: usize,
    atom_pos: usize,
    mods: &Modifiers,
) -> Result<(Castling, usize), BetzaError> {
    let (steps, next) = digits(chars, i)?;
    if mods.moves || mods.captures || mods.lame {
        return Err(err(
            atom_pos,
            Some('O'),
            "castling takes only i and s modifiers, not m, c or n, before",
        ));
    }
    let king_steps = steps.unwrap_or(2);
    if king_steps == 0 {
        return Err(err(
            atom_pos,
            Some('O'),
            "castling needs a king step of at least 1 after",
        ));
    }
    Ok((Castling { king_steps }, next))
}

/// The range of `atom` (0: unlimited) from its doubling and count at `i`, just after it.
fn range_part(chars: &[char], mut i: usize, atom: char) -> Result<(u8, usize), BetzaError> {
    let mut range = if matches!(atom, 'R' | 'B' | 'Q') {
        0
    } else {
        1
    };
    let doubled = chars.get(i) == Some(&atom);
    if doubled {
        if range == 0 {
            return Err(err(i + 1, Some(atom), "a rider cannot be doubled again"));
        }
        range = 0;
        i += 1;
    }
    let (count, next) = digits(chars, i)?;
    if let Some(count) = count {
        // XBetza: a count limits the shorthands too (`R4` is `W4`), not a doubled atom.
        if doubled {
            return Err(err(
                i + 1,
                Some(chars[i]),
                "a rider already has unlimited range; unexpected count",
            ));
        }
        range = count;
    }
    Ok((range, next))
}

/// Reads an optional count (at most two digits) at `i`.
fn digits(chars: &[char], mut i: usize) -> Result<(Option<u8>, usize), BetzaError> {
    let start = i;
    let mut v: u32 = 0;
    while i < chars.len() && chars[i].is_ascii_digit() {
        if i - start == 2 {
            return Err(err(
                i + 1,
                Some(chars[i]),
                "a count has at most two digits; unexpected",
            ));
        }
        v = v * 10 + chars[i].to_digit(10).unwrap_or(0);
        i += 1;
    }
    Ok(((i > start).then_some(v as u8), i))
}

/// The intermediate squares a lame (`n`) leap must find empty, as offsets from its start,
/// nearest first, as Fairy-Stockfish walks them: while the leap has further to go along
/// one axis than the other it steps along that axis, and then diagonally. A knight takes
/// its orthogonal step first (the xiangqi horse), a zebra one orthogonal step and then a
/// diagonal one (the janggi elephant), a camel two orthogonal steps.
pub fn lame_path((x, y): Vector) -> Vec<Vector> {
    let (mut cx, mut cy) = (0i8, 0i8);
    let mut path = Vec::new();
    loop {
        let diff = (x - cx).abs() as i16 - (y - cy).abs() as i16;
        if diff >= 0 {
            cx += (x - cx).signum();
        }
        if diff <= 0 {
            cy += (y - cy).signum();
        }
        if (cx, cy) == (x, y) {
            return path;
        }
        path.push((cx, cy));
    }
}
