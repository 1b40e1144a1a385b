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

fn check(text: &str) {
    let defs = parse_definitions(text).unwrap_or_else(|e| panic!("{e}"));
    for def in defs {
        let pos = Position::start(&Settings::defined(def)).expect("a start position");
        let rules = pos.rules();
        let squares: Vec<Square> = rules.geometry().playable().into_iter().collect();
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        for round in 0..40 {
            let mut occ = SquareSet::EMPTY;
            for &sq in &squares {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                if seed % 40 < round {
                    occ.insert(sq);
                }
            }
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
