//! `MoveTables::attacks` (`CN-4`, `SH-1`), which the check tests, the exchange and the
//! evaluation ask, against the plain walk of the same rays that
//! `MoveTables::attacks_and_dependencies` makes: for every kind of a few
//! definitions (riders, limited rides, lame leaps, holes), both orientations, every
//! square and many random occupancies.

use engine::definition::parse_definitions;
use engine::{Position, Settings, Square, SquareSet};

/// Holes, nightriders, a rook limited to three squares, and lame leapers (a horse and an
/// elephant as Xiangqi's, blocked by a piece beside them).
const DEFINITIONS: &str = "\
[lame:chess]
maxFile = 10
customPiece1 = h:nN
customPiece2 = e:nA
customPiece3 = d:NN
customPiece4 = w:W3
startFen = rnhbqkedwr/pppppppppp/10/3*2*3/10/10/PPPPPPPPPP/RNHBQKEDWR w KQkq - 0 1
";

/// A random occupancy of `squares`: each square where `keep` takes the next number of the
/// xorshift generator `seed`.
fn occupancy(squares: &[Square], seed: &mut u64, keep: impl Fn(u64) -> bool) -> SquareSet {
    let mut occ = SquareSet::EMPTY;
    for &sq in squares {
        *seed ^= *seed << 13;
        *seed ^= *seed >> 7;
        *seed ^= *seed << 17;
        if keep(*seed) {
            occ.insert(sq);
        }
    }
    occ
}

fn check(text: &str) {
    let defs = parse_definitions(text).unwrap_or_else(|e| panic!("{e}"));
    for def in defs {
        let pos = Position::start(&Settings::defined(def)).expect("a start position");
        let rules = pos.rules();
        let squares: Vec<Square> = rules.geometry().playable().into_iter().collect();
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        for round in 0..40 {
            let occ = occupancy(&squares, &mut seed, |r| r % 40 < round);
            for kind in 0..rules.kinds().len() {
                for orient in 0..2 {
                    for &sq in &squares {
                        let t = rules.tables();
                        assert_eq!(
                            t.attacks(kind, orient, sq, &occ),
                            t.attacks_and_dependencies(kind, orient, sq, &occ).0,
                            "kind {kind}, orientation {orient}, square {sq:?}"
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn cn_4_sh_1_attacks_are_the_rays_walked_to_the_first_piece() {
    check(DEFINITIONS);
    check(include_str!("definitions/holes.ini"));
    check(include_str!("definitions/capablanca.ini"));
}

/// Hoppers (issue 61): a cannon, a grasshopper, a limited hopper, on a board with holes.
const HOPPERS: &str = "\
[hoppers:chess]
maxFile = 9
customPiece1 = c:mRcpR
customPiece2 = g:gQ
customPiece3 = a:pB3
startFen = rnbqkbnrc/ppppppppp/9/3*1*3/9/9/PPPPPPPPP/RNBQKBNRC[] w - - 0 1
castling = false
";

#[test]
fn hoppers_attack_beyond_one_screen_and_depend_on_what_they_look_at() {
    check(HOPPERS);
    let def = parse_definitions(HOPPERS).unwrap().remove(0);
    let pos = Position::start(&Settings::defined(def)).expect("a start position");
    let rules = pos.rules();
    let t = rules.tables();
    let squares: Vec<Square> = rules.geometry().playable().into_iter().collect();
    let mut seed = 0x9e37_79b9_7f4a_7c15u64;
    for _ in 0..30 {
        let occ = occupancy(&squares, &mut seed, |r| r.is_multiple_of(3));
        for kind in 0..rules.kinds().len() {
            for &sq in &squares {
                let (a, dep) = t.attacks_and_dependencies(kind, 0, sq, &occ);
                // What is attacked lies within the empty-board reach.
                assert!((a - t.reach(kind, 0, sq)).is_empty());
                // A square the result does not depend on changes nothing when toggled.
                for &other in squares.iter().filter(|s| !dep.contains(**s) && **s != sq) {
                    let mut changed = occ;
                    if changed.contains(other) {
                        changed.remove(other);
                    } else {
                        changed.insert(other);
                    }
                    assert_eq!(t.attacks(kind, 0, sq, &changed), a, "{sq:?} {other:?}");
                }
            }
        }
    }
    // The cannon on i1 of the start could capture beyond its screens: up the file past
    // the pawn on i2 (i3 to the pawn on i7, anything standing there), along the rank past
    // the rook on h1 (the knight on g1).
    let i1 = "i1".parse::<Square>().unwrap();
    let cannon = rules
        .kinds()
        .iter()
        .position(|k| k.letter.eq_ignore_ascii_case(&'c'))
        .unwrap();
    let a = t.attacks(cannon, 0, i1, &pos.occupied());
    let want: SquareSet = ["g1", "i3", "i4", "i5", "i6", "i7"]
        .iter()
        .map(|s| s.parse::<Square>().unwrap())
        .collect();
    assert_eq!(a, want);
}
