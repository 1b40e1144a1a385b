//! Movement tables: each piece kind's Betza movement compiled once per board into rays of
//! target squares (`SH-1`: holes drop out; rides stop before a hole; leaps pass over holes;
//! a lame leap needs its intermediate squares empty, and a hole is never empty).

use crate::betza::{lame_path, Component, Hop};
use crate::{Geometry, PieceKind, Square, SquareSet};

/// No square (an unused slot of [`Step::via`]).
const NO_SQ: u16 = u16::MAX;

/// One landing square of a ray, with the squares that must be empty to reach it.
#[derive(Clone, Copy, Debug)]
pub struct Step {
    /// Where the piece lands.
    pub to: Square,
    /// Up to two squares between (lame leaps); `u16::MAX` when unused.
    via: [u16; 2],
}

impl Step {
    /// Whether the squares between are empty in `occ`.
    #[inline]
    pub fn open(&self, occ: &SquareSet) -> bool {
        (self.via[0] == NO_SQ || !occ.contains(Square(self.via[0] as u8)))
            && (self.via[1] == NO_SQ || !occ.contains(Square(self.via[1] as u8)))
    }

    /// The squares between, if any.
    pub fn via(&self) -> impl Iterator<Item = Square> + '_ {
        self.via
            .iter()
            .filter(|&&v| v != NO_SQ)
            .map(|&v| Square(v as u8))
    }
}

/// What a ray may be used for.
pub mod flags {
    /// Moving to an empty square.
    pub const MOVE: u8 = 1;
    /// Capturing.
    pub const CAPTURE: u8 = 2;
    /// Only for a piece's first move.
    pub const INITIAL: u8 = 4;
    /// A hopper's line (`p`): it lands beyond the first piece, the screen, anywhere up
    /// to and including the next piece.
    pub const HOP: u8 = 8;
    /// A grasshopper's line (`g`): it lands just beyond the screen.
    pub const HOP_NEAR: u8 = 16;
    /// Either hop.
    pub const HOPS: u8 = HOP | HOP_NEAR;
}

/// The landings of a hopper's line `steps` (a [`Ray`] with a flag of [`flags::HOPS`])
/// with `occ` occupied: each square beyond the screen it may land on, and whether a
/// piece stands there (then the line ends). `near`: only the square just beyond.
#[inline]
pub fn hop_landings(
    steps: &[Step],
    occ: &SquareSet,
    near: bool,
    mut land: impl FnMut(Square, bool),
) {
    let Some(screen) = steps.iter().position(|s| occ.contains(s.to)) else {
        return;
    };
    for s in &steps[screen + 1..] {
        let full = occ.contains(s.to);
        land(s.to, full);
        if full || near {
            return;
        }
    }
}

/// A line of steps: a leaper's ray has one step, a rider's several.
#[derive(Clone, Copy, Debug)]
pub struct Ray {
    start: u32,
    len: u16,
    /// Bits of [`flags`].
    pub flags: u8,
}

/// Orientation of a piece: 0 moves up the board (White), 1 moves down (Black).
pub type Orientation = usize;

/// The compiled movement of every kind of a game on one board.
#[derive(Clone, Debug)]
pub struct MoveTables {
    rays: Vec<Ray>,
    steps: Vec<Step>,
    /// `[kind][orientation][square]` → range of `rays`.
    index: Vec<(u32, u32)>,
    /// Per kind: how its captures are found: fixed (all one-step, no lame: they never
    /// depend on other pieces), by leaps and rides, or with hops too.
    walk: Vec<Walk>,
    /// Whether some kind hops (`p`, `g`): a piece moving onto a line can then give check.
    hoppers: bool,
    /// Per kind: whether its walk needs the careful path: two of its rays from one square
    /// may land on the same square (`RK`, a rook that also steps like a king), so that a
    /// walk must skip repeats, or it hops (`p`, `g`).
    repeats: Vec<bool>,
    /// `[kind][orientation][square]` → capture targets on an empty board (for fixed
    /// kinds, the capture targets whatever stands around).
    reach: Vec<SquareSet>,
    /// `[square]` → the squares from which some kind, either way round, could capture on
    /// it on an empty board (the union of the `reach` sets turned round).
    reached_from: Vec<SquareSet>,
    /// `[kind][orientation][square]` → the capture targets no piece can block (rays of one
    /// step with nothing between): [`MoveTables::attacks`] takes them whole.
    leaps: Vec<SquareSet>,
    /// `[kind][orientation][square]` → range of `rides`.
    ride_index: Vec<(u32, u32)>,
    /// The capture rays a piece can block (rides, lame leaps), for [`MoveTables::attacks`].
    rides: Vec<Ride>,
    /// The landing squares of the rides with nothing between their steps.
    ride_squares: Vec<Square>,
}

/// How [`MoveTables::attacks`] finds a kind's captures.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Walk {
    /// They never depend on other pieces: the empty board's reach.
    Fixed,
    /// Leaps and rides.
    Rides,
    /// Leaps, rides and hops.
    Hops,
}

/// A capture ray of [`MoveTables::attacks`] that a piece can block.
#[derive(Clone, Copy, Debug)]
enum Ride {
    /// Steps with nothing between (a plain ride): `ride_squares[start..start + len]`.
    Plain { start: u32, len: u16 },
    /// Steps with squares between (lame): that ray of `rays`.
    Lame(Ray),
}

#[inline]
fn slot(kind: usize, orient: Orientation, sq: Square) -> usize {
    (kind * 2 + orient) * 256 + sq.index()
}

/// A ray a rule adds to a kind's Betza moves from one square (janggi's palace diagonals,
/// a pawn's triple step).
#[derive(Clone, Debug)]
pub struct ExtraRay {
    /// Its landing squares, nearest first, each reached over the ones before it.
    pub squares: Vec<Square>,
    /// Up to two squares that must be empty for the first landing (a lame step).
    pub over: Vec<Square>,
    /// Its [`flags`] (a hop only for a kind whose Betza hops).
    pub flags: u8,
}

/// The rays a rule adds: `(kind, orientation, square)` → the [`ExtraRay`]s from there.
pub type ExtraRays<'a> = dyn Fn(usize, Orientation, Square) -> Vec<ExtraRay> + 'a;

impl MoveTables {
    /// Compiles `kinds` for `geometry`.
    pub fn new(geometry: &Geometry, kinds: &[PieceKind]) -> MoveTables {
        MoveTables::with_extra(geometry, kinds, None)
    }

    /// Compiles `kinds` for `geometry`, with the rays `extra(kind, orientation, square)`
    /// adds to each kind's moves from a square, if any.
    pub fn with_extra(
        geometry: &Geometry,
        kinds: &[PieceKind],
        extra: Option<&ExtraRays<'_>>,
    ) -> MoveTables {
        let mut t = MoveTables {
            rays: Vec::new(),
            steps: Vec::new(),
            index: vec![(0, 0); kinds.len() * 2 * 256],
            walk: Vec::new(),
            hoppers: false,
            repeats: vec![false; kinds.len()],
            reach: vec![SquareSet::EMPTY; kinds.len() * 2 * 256],
            reached_from: vec![SquareSet::EMPTY; 256],
            leaps: vec![SquareSet::EMPTY; kinds.len() * 2 * 256],
            ride_index: vec![(0, 0); kinds.len() * 2 * 256],
            rides: Vec::new(),
            ride_squares: Vec::new(),
        };
        for (k, kind) in kinds.iter().enumerate() {
            let fixed = kind.movement.components.iter().all(|c| {
                !c.captures
                    || c.initial
                    || (c.range == 1
                        && c.hop == Hop::None
                        && c.path.is_empty()
                        && (!c.lame || lame_path_empty(c)))
            });
            let hops = kind.movement.components.iter().any(|c| c.hop != Hop::None);
            t.hoppers |= hops;
            t.repeats[k] = hops;
            t.walk.push(match (fixed, hops) {
                (true, _) => Walk::Fixed,
                (false, false) => Walk::Rides,
                (false, true) => Walk::Hops,
            });
            for orient in 0..2 {
                for sq in geometry.squares() {
                    let begin = t.rays.len() as u32;
                    if geometry.is_playable(sq) {
                        for c in &kind.movement.components {
                            t.compile(geometry, c, orient, sq);
                        }
                        for ray in extra.map_or(Vec::new(), |f| f(k, orient, sq)) {
                            t.push_ray(&ray);
                        }
                    }
                    let end = t.rays.len() as u32;
                    t.index[slot(k, orient, sq)] = (begin, end);
                    t.repeats[k] |= t.lands_twice(slot(k, orient, sq));
                    let mut a = SquareSet::EMPTY;
                    for ray in t.rays_of(k, orient, sq) {
                        if ray.flags & flags::CAPTURE != 0 && ray.flags & flags::INITIAL == 0 {
                            for s in t.steps(ray) {
                                a.insert(s.to);
                            }
                        }
                    }
                    t.reach[slot(k, orient, sq)] = a;
                    for target in a {
                        t.reached_from[target.index()].insert(sq);
                    }
                    t.split_captures(slot(k, orient, sq));
                }
            }
        }
        t
    }

    fn compile(&mut self, g: &Geometry, c: &Component, orient: Orientation, from: Square) {
        let fl = (c.moves as u8 * flags::MOVE)
            | (c.captures as u8 * flags::CAPTURE)
            | (c.initial as u8 * flags::INITIAL)
            | match c.hop {
                Hop::None => 0,
                Hop::Any => flags::HOP,
                Hop::Near => flags::HOP_NEAR,
            };
        // A piece of orientation 1 is turned round (not mirrored): its forward is White's
        // backward and its left is White's right, as for a player facing the other way.
        let sign: i32 = if orient == 0 { 1 } else { -1 };
        if !c.path.is_empty() {
            // Out of line: the five games never have moves in legs, and their tables are
            // built at their first screen (BENCH.md, session 51).
            type Legs = fn(&mut MoveTables, &Geometry, &Component, u8, i32, Square);
            std::hint::black_box(MoveTables::compile_legs as Legs)(self, g, c, fl, sign, from);
            return;
        }
        let max = if c.range == 0 { 16 } else { c.range as i32 };
        for &(x, y) in &c.vectors {
            let (dx, dy) = (x as i32 * sign, y as i32 * sign);
            let path: Vec<(i32, i32)> = if c.lame {
                lame_path((x, y))
                    .into_iter()
                    .map(|(a, b)| (a as i32 * sign, b as i32 * sign))
                    .collect()
            } else {
                Vec::new()
            };
            let start = self.steps.len() as u32;
            let mut cur = from;
            for _ in 0..max {
                let Some(to) = cur.offset(dx, dy, g.width(), g.height()) else {
                    break;
                };
                if g.is_hole(to) {
                    break;
                }
                let mut via = [NO_SQ; 2];
                let mut blocked = false;
                for (i, &(px, py)) in path.iter().enumerate() {
                    match cur.offset(px, py, g.width(), g.height()) {
                        Some(v) if !g.is_hole(v) && i < 2 => via[i] = v.0 as u16,
                        _ => blocked = true,
                    }
                }
                if blocked {
                    break;
                }
                self.steps.push(Step { to, via });
                cur = to;
            }
            let len = self.steps.len() as u32 - start;
            if len > 0 {
                self.rays.push(Ray {
                    start,
                    len: len as u16,
                    flags: fl,
                });
            }
        }
    }

    /// The rays of a move in legs (`betza::legs`): from `c.origin`, over `c.path` (which
    /// must be on the board, not holes, and is to be empty), never back on `from`.
    fn compile_legs(&mut self, g: &Geometry, c: &Component, fl: u8, sign: i32, from: Square) {
        let at = |(x, y): (i8, i8)| {
            let s = from.offset(x as i32 * sign, y as i32 * sign, g.width(), g.height())?;
            (!g.is_hole(s)).then_some(s)
        };
        let (Some(origin), Some(path)) = (
            at(c.origin),
            c.path
                .squares()
                .iter()
                .map(|&v| at(v))
                .collect::<Option<Vec<_>>>(),
        ) else {
            return;
        };
        let over: Vec<Square> = path.into_iter().filter(|&s| s != from).collect();
        let max = if c.range == 0 { 16 } else { c.range as usize };
        for &(x, y) in &c.vectors {
            let mut squares = Vec::new();
            let mut cur = origin;
            while squares.len() < max {
                let Some(to) = cur.offset(x as i32 * sign, y as i32 * sign, g.width(), g.height())
                else {
                    break;
                };
                if g.is_hole(to) || to == from {
                    break;
                }
                squares.push(to);
                cur = to;
            }
            self.push_ray(&ExtraRay {
                squares,
                over: over.clone(),
                flags: fl,
            });
        }
    }

    /// Adds the ray `ray`.
    fn push_ray(&mut self, ray: &ExtraRay) {
        if ray.squares.is_empty() {
            return;
        }
        let start = self.steps.len() as u32;
        let mut over = [NO_SQ; 2];
        for (slot, s) in over.iter_mut().zip(&ray.over) {
            *slot = s.0 as u16;
        }
        self.steps
            .extend(ray.squares.iter().enumerate().map(|(i, &to)| Step {
                to,
                via: if i == 0 { over } else { [NO_SQ; 2] },
            }));
        self.rays.push(Ray {
            start,
            len: ray.squares.len() as u16,
            flags: ray.flags,
        });
    }

    /// Whether two rays of `slot` have a landing square in common.
    fn lands_twice(&self, slot: usize) -> bool {
        let (a, b) = self.index[slot];
        let mut seen = SquareSet::EMPTY;
        for ray in &self.rays[a as usize..b as usize] {
            let mut mine = SquareSet::EMPTY;
            for s in self.steps(ray) {
                if seen.contains(s.to) {
                    return true;
                }
                mine.insert(s.to);
            }
            seen |= mine;
        }
        false
    }

    /// Sorts the capture rays of `slot` for [`MoveTables::attacks`]: a single step with
    /// nothing between into `leaps`, any other ray into `rides`.
    fn split_captures(&mut self, slot: usize) {
        let (a, b) = self.index[slot];
        let begin = self.rides.len() as u32;
        for i in a..b {
            let ray = self.rays[i as usize];
            if ray.flags & flags::CAPTURE == 0 || ray.flags & flags::INITIAL != 0 {
                continue;
            }
            let steps = &self.steps[ray.start as usize..ray.start as usize + ray.len as usize];
            if ray.flags & flags::HOPS != 0 {
                // Walked apart, for hopping kinds only ([`MoveTables::hop_attacks`]).
                continue;
            } else if steps.iter().any(|s| s.via[0] != NO_SQ) {
                self.rides.push(Ride::Lame(ray));
            } else if steps.len() == 1 {
                self.leaps[slot].insert(steps[0].to);
            } else {
                let start = self.ride_squares.len() as u32;
                self.ride_squares.extend(steps.iter().map(|s| s.to));
                self.rides.push(Ride::Plain {
                    start,
                    len: ray.len,
                });
            }
        }
        self.ride_index[slot] = (begin, self.rides.len() as u32);
    }

    /// The rays of `kind` standing on `sq` with orientation `orient`.
    #[inline]
    pub fn rays_of(&self, kind: usize, orient: Orientation, sq: Square) -> &[Ray] {
        let (a, b) = self.index[slot(kind, orient, sq)];
        &self.rays[a as usize..b as usize]
    }

    /// The steps of a ray, nearest first.
    #[inline]
    pub fn steps(&self, ray: &Ray) -> &[Step] {
        &self.steps[ray.start as usize..ray.start as usize + ray.len as usize]
    }

    /// Whether two rays of `kind` from one square may land on the same square, so that a
    /// walk of its rays must skip the squares it has already given, or it hops: the
    /// kinds the plain walk of the five games' pieces does not serve.
    #[inline]
    pub fn repeats(&self, kind: usize) -> bool {
        self.repeats[kind]
    }

    /// Whether `kind`'s captures never depend on other pieces.
    #[inline]
    pub fn is_fixed(&self, kind: usize) -> bool {
        self.walk[kind] == Walk::Fixed
    }

    /// The squares `kind` on `sq` could capture on, with `occ` the occupied squares
    /// (`CN-4`): rides stop at the first piece, lame leaps need their path empty.
    /// Initial-only components are left out.
    #[inline]
    pub fn attacks(
        &self,
        kind: usize,
        orient: Orientation,
        sq: Square,
        occ: &SquareSet,
    ) -> SquareSet {
        let i = slot(kind, orient, sq);
        let walk = self.walk[kind];
        if walk != Walk::Rides {
            return match walk {
                Walk::Fixed => self.reach[i],
                _ => self.ride_attacks(i, occ) | self.hop_attacks(kind, orient, sq, occ),
            };
        }
        self.ride_attacks(i, occ)
    }

    /// The leaps and rides of [`MoveTables::attacks`] from the slot `i`.
    #[inline(always)]
    fn ride_attacks(&self, i: usize, occ: &SquareSet) -> SquareSet {
        let mut a = self.leaps[i];
        let (begin, end) = self.ride_index[i];
        for ride in &self.rides[begin as usize..end as usize] {
            match *ride {
                Ride::Plain { start, len } => {
                    let start = start as usize;
                    for &to in &self.ride_squares[start..start + len as usize] {
                        a.insert(to);
                        if occ.contains(to) {
                            break;
                        }
                    }
                }
                Ride::Lame(ray) => {
                    for s in self.steps(&ray) {
                        if !s.open(occ) {
                            break;
                        }
                        a.insert(s.to);
                        if occ.contains(s.to) {
                            break;
                        }
                    }
                }
            }
        }
        a
    }

    /// The squares the hops of `kind` on `sq` could capture on.
    #[cold]
    #[inline(never)]
    fn hop_attacks(
        &self,
        kind: usize,
        orient: Orientation,
        sq: Square,
        occ: &SquareSet,
    ) -> SquareSet {
        let mut a = SquareSet::EMPTY;
        for ray in self.rays_of(kind, orient, sq) {
            let capture = ray.flags & flags::CAPTURE != 0 && ray.flags & flags::INITIAL == 0;
            if capture && ray.flags & flags::HOPS != 0 {
                let near = ray.flags & flags::HOP_NEAR != 0;
                hop_landings(self.steps(ray), occ, near, |to, _| a.insert(to));
            }
        }
        a
    }

    /// Whether some kind of the game hops (`p`, `g`).
    #[inline]
    pub fn has_hoppers(&self) -> bool {
        self.hoppers
    }

    /// Keeps only `mask` of the squares `kind` on `sq` attacks (a piece confined to a
    /// region attacks only there: xiangqi's palace). The squares it moves over are kept.
    pub fn restrict_reach(
        &mut self,
        kind: usize,
        orient: Orientation,
        sq: Square,
        mask: SquareSet,
    ) {
        self.reach[slot(kind, orient, sq)] &= mask;
    }

    /// The squares `kind` on `sq` could capture on an empty board: every set
    /// [`MoveTables::attacks`] gives for any occupancy lies within it (pieces only block),
    /// so a square outside it is never attacked from `sq`.
    #[inline]
    pub fn reach(&self, kind: usize, orient: Orientation, sq: Square) -> SquareSet {
        self.reach[slot(kind, orient, sq)]
    }

    /// The squares from which a piece of some kind (either orientation) could capture on
    /// `sq` on an empty board: a piece anywhere else never attacks `sq`, so a check test
    /// need only look at the pieces on these squares.
    #[inline]
    pub fn reached_from(&self, sq: Square) -> SquareSet {
        self.reached_from[sq.index()]
    }

    /// Like [`MoveTables::attacks`], and also the squares whose occupancy the result
    /// depends on (the targets reached and every intermediate square looked at).
    pub fn attacks_and_dependencies(
        &self,
        kind: usize,
        orient: Orientation,
        sq: Square,
        occ: &SquareSet,
    ) -> (SquareSet, SquareSet) {
        let mut a = SquareSet::EMPTY;
        let mut dep = SquareSet::EMPTY;
        let hops = self.walk[kind] == Walk::Hops;
        for ray in self.rays_of(kind, orient, sq) {
            if ray.flags & flags::CAPTURE == 0 || ray.flags & flags::INITIAL != 0 {
                continue;
            }
            if hops && ray.flags & flags::HOPS != 0 {
                // Every square up to the landing beyond the screen is looked at.
                let near = ray.flags & flags::HOP_NEAR != 0;
                let steps = self.steps(ray);
                hop_landings(steps, occ, near, |to, _| a.insert(to));
                let mut screen = false;
                for s in steps {
                    dep.insert(s.to);
                    if screen {
                        if near || occ.contains(s.to) {
                            break;
                        }
                    } else {
                        screen = occ.contains(s.to);
                    }
                }
                continue;
            }
            for s in self.steps(ray) {
                for v in s.via() {
                    dep.insert(v);
                }
                if !s.open(occ) {
                    break;
                }
                a.insert(s.to);
                dep.insert(s.to);
                if occ.contains(s.to) {
                    break;
                }
            }
        }
        (a, dep)
    }
}

fn lame_path_empty(c: &Component) -> bool {
    c.vectors.iter().all(|&v| lame_path(v).is_empty())
}
