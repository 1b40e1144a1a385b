//! The shared conventions of RULES.md, as tests: `SH-1` (holes) and `SH-2` (Betza pieces).
//!
//! Movement is read straight from the compiled [`MoveTables`] of one piece on a board, and,
//! where a rule speaks of positions (empty, free, attacked, drops), from a ChessNim position.

use engine::betza::{self, BetzaError, Castling};
use engine::tables::{flags, MoveTables};
use engine::{
    ChessNimSettings, Geometry, Move, PieceKind, PlayError, Position, Settings, Square, SquareSet,
    Variant,
};

// ---------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------

fn sq(s: &str) -> Square {
    s.parse().unwrap_or_else(|e| panic!("{e}"))
}

/// A set of squares written as `"a1 b2 c3"`.
fn set(list: &str) -> SquareSet {
    list.split_whitespace().map(sq).collect()
}

/// A `width × height` board with the holes in `holes` (`"d4 e5"`).
fn board(width: u32, height: u32, holes: &str) -> Geometry {
    Geometry::new(width, height, set(holes)).expect("a valid board")
}

/// Orientation of a piece: 0 for White (forward = up), 1 for Black (forward = down).
const WHITE: usize = 0;
const BLACK: usize = 1;

/// The squares a piece defined by `betza`, standing on `from`, could capture on, with the
/// other pieces of the board on `others`.
fn attacks(betza: &str, g: &Geometry, from: &str, orient: usize, others: &str) -> SquareSet {
    let kind = PieceKind::new('X', "test piece", betza).expect("a valid Betza string");
    let t = MoveTables::new(g, &[kind]);
    let from = sq(from);
    let occ = set(others) | SquareSet::from_square(from);
    t.attacks(0, orient, from, &occ)
}

/// Like [`attacks`] on an open 8×8 board with nothing else on it.
fn open(betza: &str, from: &str, orient: usize) -> SquareSet {
    attacks(betza, &board(8, 8, ""), from, orient, "")
}

/// The empty squares a piece could move to without capturing (non-capturing moves), with
/// or without its initial-only moves. Walks the rays as a move generator would: a ride
/// stops at the first piece, a lame leap needs its intermediate squares empty.
fn quiet_moves(
    betza: &str,
    g: &Geometry,
    from: &str,
    orient: usize,
    others: &str,
    initial: bool,
) -> SquareSet {
    let kind = PieceKind::new('X', "test piece", betza).expect("a valid Betza string");
    let t = MoveTables::new(g, &[kind]);
    let from = sq(from);
    let occ = set(others) | SquareSet::from_square(from);
    let mut out = SquareSet::EMPTY;
    for ray in t.rays_of(0, orient, from) {
        if ray.flags & flags::MOVE == 0 || (ray.flags & flags::INITIAL != 0 && !initial) {
            continue;
        }
        for s in t.steps(ray) {
            if !s.open(&occ) || occ.contains(s.to) {
                break;
            }
            out.insert(s.to);
        }
    }
    out
}

/// A ChessNim position with custom material (`LETTER:BETZA:COUNT, …`).
fn chessnim(material: &str, fen: &str) -> Position {
    let mut s = Settings::new(Variant::ChessNim);
    s.chessnim.material = ChessNimSettings::parse_material(material).expect("valid material");
    Position::from_fen(&s, fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn betza_err(s: &str) -> BetzaError {
    match betza::parse(s) {
        Ok(b) => panic!("'{s}' should be refused, parsed as {b:?}"),
        Err(e) => e,
    }
}

// ---------------------------------------------------------------------------------------
// SH-1: holes
// ---------------------------------------------------------------------------------------

#[test]
fn sh_1_rook_stops_before_a_hole() {
    let g = board(8, 8, "d4");
    assert_eq!(
        attacks("R", &g, "d1", WHITE, ""),
        set("a1 b1 c1 e1 f1 g1 h1 d2 d3")
    );
    // The same rook from the other side of the hole.
    assert_eq!(
        attacks("R", &g, "d8", WHITE, ""),
        set("a8 b8 c8 e8 f8 g8 h8 d7 d6 d5")
    );
}

#[test]
fn sh_1_bishop_stops_before_a_hole() {
    let g = board(8, 8, "e3");
    assert_eq!(attacks("B", &g, "c1", WHITE, ""), set("d2 b2 a3"));
}

#[test]
fn sh_1_queen_stops_before_holes_in_every_direction() {
    // Holes next to the queen on all eight lines but one (the a1-h8 diagonal downwards).
    let g = board(8, 8, "d5 e5 e4 e3 d3 c4 c5");
    assert_eq!(attacks("Q", &g, "d4", WHITE, ""), set("c3 b2 a1"));
    // Holes further away: the queen reaches up to them.
    let g = board(8, 8, "d7 g4 b6");
    assert_eq!(
        attacks("Q", &g, "d4", WHITE, ""),
        set("d5 d6 e4 f4 c4 b4 a4 d3 d2 d1 e5 f6 g7 h8 c5 e3 f2 g1 c3 b2 a1")
    );
}

#[test]
fn sh_1_knight_leaps_across_holes() {
    // Every square around a1 is a hole; the knight leaps over them all.
    let g = board(8, 8, "a2 b2 b1");
    assert_eq!(attacks("N", &g, "a1", WHITE, ""), set("b3 c2"));
    // A knight surrounded by holes on all eight sides.
    let g = board(8, 8, "c3 c4 c5 d3 d5 e3 e4 e5");
    assert_eq!(
        attacks("N", &g, "d4", WHITE, ""),
        set("b3 b5 c2 c6 e2 e6 f3 f5")
    );
}

#[test]
fn sh_1_a_leap_never_lands_on_a_hole() {
    let g = board(8, 8, "b3");
    assert_eq!(attacks("N", &g, "a1", WHITE, ""), set("c2"));
    let g = board(8, 8, "c3 a3");
    assert_eq!(attacks("A", &g, "a1", WHITE, ""), SquareSet::EMPTY);
    assert_eq!(attacks("D", &g, "a1", WHITE, ""), set("c1"));
}

#[test]
fn sh_1_nightrider_passes_over_holes_but_stops_at_a_hole_landing() {
    // Open board: the (1,2) line from a1 is b3 c5 d7, the (2,1) line c2 e3 g4.
    assert_eq!(open("NN", "a1", WHITE), set("b3 c5 d7 c2 e3 g4"));
    // Holes between the landings (a2 b2 c4 d6 / b1 d2 f3) are leapt over.
    let g = board(8, 8, "a2 b2 c4 d6 b1 d2 f3");
    assert_eq!(attacks("NN", &g, "a1", WHITE, ""), set("b3 c5 d7 c2 e3 g4"));
    // A hole on a landing square ends the ride there: c5 stops the first line, c2 the second.
    let g = board(8, 8, "c5 c2");
    assert_eq!(attacks("NN", &g, "a1", WHITE, ""), set("b3"));
}

#[test]
fn sh_1_a_lame_leap_is_blocked_by_a_hole() {
    // A hole is never empty, so the square a lame leap must pass is never clear.
    let g = board(8, 8, "a2 b2");
    assert_eq!(attacks("nD", &g, "a1", WHITE, ""), set("c1"));
    assert_eq!(attacks("nA7", &g, "a1", WHITE, ""), SquareSet::EMPTY);
    // Xiangqi horse: the orthogonal neighbour a2 is a hole, so b3 cannot be reached.
    assert_eq!(attacks("nN", &g, "a1", WHITE, ""), set("c2"));
}

#[test]
fn sh_1_a_hole_is_never_empty_free_or_attacked() {
    let holes = set("c3 d5 e4 f6 b7");
    let fen = "8/1*6/5*2/3*4/3Q*3/2*5/8/8[K*k*] w - - 0 1";
    let pos = chessnim("Q:Q:1, K:K:*", fen);
    assert_eq!(pos.rules().geometry().holes(), holes);
    assert!(!pos.attacked().intersects(holes), "{:?}", pos.attacked());
    assert!(!pos.free_squares().intersects(holes));
    assert!(!pos.occupied().intersects(holes));
    // Empty playable squares and free squares never include a hole.
    let empty = pos.rules().geometry().playable() - pos.occupied();
    assert!(!empty.intersects(holes));
    // The queen on d4 is stopped before each hole next to her lines.
    let a = pos.attacked();
    for s in ["d5", "e4", "c3", "f6", "b7"] {
        assert!(!a.contains(sq(s)), "{s}");
    }
    for s in ["d3", "c4", "e3", "c5", "e5"] {
        assert!(a.contains(sq(s)), "{s}");
    }
    assert!(!a.contains(sq("d6")) && !a.contains(sq("f4")) && !a.contains(sq("b2")));
}

#[test]
fn sh_1_nothing_may_be_dropped_on_a_hole() {
    let pos = chessnim(
        "K:K:*, N:N:2, P:fmWfcFifmnD:8",
        "4*3/8/8/3*4/8/8/8/*7[K*NNPk*nnp] w - - 0 1",
    );
    for hole in ["e8", "d5", "a1"] {
        for letter in ['K', 'N', 'P'] {
            let m = Move::parse_uci(&format!("{letter}@{hole}"), pos.rules()).unwrap();
            assert_eq!(
                pos.check(&m),
                Err(PlayError::Hole(sq(hole))),
                "{letter}@{hole}"
            );
            assert_eq!(
                pos.check(&m).unwrap_err().to_string(),
                format!("{hole} is a hole")
            );
        }
    }
    let holes = pos.rules().geometry().holes();
    assert!(pos
        .legal_moves()
        .iter()
        .all(|m| !holes.contains(m.to().unwrap())));
}

// ---------------------------------------------------------------------------------------
// SH-2: Betza pieces
// ---------------------------------------------------------------------------------------

#[test]
fn sh_2_atoms_reach_the_right_squares_on_an_open_board() {
    let cases = [
        ("W", "c4 e4 d3 d5"),
        ("F", "c3 e3 c5 e5"),
        ("D", "b4 f4 d2 d6"),
        ("N", "b3 b5 c2 c6 e2 e6 f3 f5"),
        ("A", "b2 f2 b6 f6"),
        ("H", "a4 g4 d1 d7"),
        ("C", "a3 a5 g3 g5 c1 e1 c7 e7"),
        ("Z", "a2 a6 g2 g6 b1 f1 b7 f7"),
        ("G", "a1 g1 a7 g7"),
        ("K", "c3 c4 c5 d3 d5 e3 e4 e5"),
        ("R", "a4 b4 c4 e4 f4 g4 h4 d1 d2 d3 d5 d6 d7 d8"),
        ("B", "a1 b2 c3 e5 f6 g7 h8 a7 b6 c5 e3 f2 g1"),
        (
            "Q",
            "a4 b4 c4 e4 f4 g4 h4 d1 d2 d3 d5 d6 d7 d8 \
             a1 b2 c3 e5 f6 g7 h8 a7 b6 c5 e3 f2 g1",
        ),
    ];
    for (betza, squares) in cases {
        assert_eq!(open(betza, "d4", WHITE), set(squares), "{betza} on d4");
        // Every one of these is symmetric: Black's piece reaches the same squares.
        assert_eq!(
            open(betza, "d4", BLACK),
            set(squares),
            "black {betza} on d4"
        );
    }
}

#[test]
fn sh_2_doubled_atoms_are_riders() {
    assert_eq!(open("WW", "d4", WHITE), open("R", "d4", WHITE));
    assert_eq!(open("FF", "d4", WHITE), open("B", "d4", WHITE));
    assert_eq!(
        open("NN", "d4", WHITE),
        set("e6 f8 f5 h6 c6 b8 b5 e2 f3 h2 c2 b3")
    );
    // A rider stops at the first piece, whatever its colour (capturing it).
    let g = board(8, 8, "");
    assert_eq!(attacks("NN", &g, "a1", WHITE, "c5 e3"), set("b3 c5 c2 e3"));
    assert_eq!(attacks("WW", &g, "a1", WHITE, "a3 c1"), set("a2 a3 b1 c1"));
}

#[test]
fn sh_2_counts_limit_the_range() {
    let g = board(16, 16, "");
    assert_eq!(
        attacks("NN", &g, "a1", WHITE, ""),
        set("b3 c5 d7 e9 f11 g13 h15 c2 e3 g4 i5 k6 m7 o8")
    );
    assert_eq!(attacks("N2", &g, "a1", WHITE, ""), set("b3 c5 c2 e3"));
    assert_eq!(attacks("W3", &g, "a1", WHITE, ""), set("a2 a3 a4 b1 c1 d1"));
    assert_eq!(
        attacks("R4", &g, "a1", WHITE, ""),
        attacks("W4", &g, "a1", WHITE, "")
    );
    assert_eq!(
        attacks("nD7", &g, "a1", WHITE, ""),
        set("a3 a5 a7 a9 a11 a13 a15 c1 e1 g1 i1 k1 m1 o1")
    );
    assert_eq!(attacks("nD2", &g, "a1", WHITE, ""), set("a3 a5 c1 e1"));
    // A count of 0 means unlimited.
    assert_eq!(
        attacks("W0", &g, "a1", WHITE, ""),
        attacks("R", &g, "a1", WHITE, "")
    );
}

#[test]
fn sh_2_direction_modifiers_are_relative_to_white() {
    let cases = [
        ("fW", "d5"),
        ("bW", "d3"),
        ("lW", "c4"),
        ("rW", "e4"),
        ("sW", "c4 e4"),
        ("vW", "d3 d5"),
        ("fF", "c5 e5"),
        ("bF", "c3 e3"),
        ("lF", "c3 c5"),
        ("rF", "e3 e5"),
        ("flF", "c5"),
        ("frF", "e5"),
        ("blF", "c3"),
        ("brF", "e3"),
        ("fK", "c5 d5 e5"),
        ("bK", "c3 d3 e3"),
        ("sK", "c3 c4 c5 e3 e4 e5"),
        ("vK", "c3 d3 e3 c5 d5 e5"),
        ("fN", "b5 c6 e6 f5"),
        ("bN", "b3 c2 e2 f3"),
        ("ffN", "c6 e6"),
        ("fsN", "b5 f5"),
        ("bbN", "c2 e2"),
        ("bsN", "b3 f3"),
        ("llN", "b3 b5"),
        ("rrN", "f3 f5"),
        ("lN", "b3 b5 c2 c6"),
        ("fR", "d5 d6 d7 d8"),
        ("fB", "c5 b6 a7 e5 f6 g7 h8"),
        ("fbW", "d3 d5"),
        ("fWbF", "d5 c3 e3"),
    ];
    for (betza, squares) in cases {
        assert_eq!(
            open(betza, "d4", WHITE),
            set(squares),
            "white {betza} on d4"
        );
    }
}

#[test]
fn sh_2_half_and_chiral_directions_as_fairy_stockfish_reads_h() {
    // `h`: `fh`, `rh`… a half of the directions, sideways ones included; `hr`, `hl` a set
    // that turns one way only (khans, gethenian); a single orthogonal atom splits its pair
    // (`fhW` is `fW`).
    let cases = [
        ("hrN", "e6 c2 f3 b5"),
        ("hlN", "f5 b3 e2 c6"),
        ("fhN", "b5 c6 e6 f5"),
        ("rhF", "e3 e5"),
        ("fhW", "d5"),
        ("hrW", "e4"),
    ];
    for (betza, squares) in cases {
        assert_eq!(
            open(betza, "d4", WHITE),
            set(squares),
            "white {betza} on d4"
        );
    }
    // Turned round for Black, a chiral set is the same set.
    assert_eq!(open("hrN", "d4", BLACK), set("e6 c2 f3 b5"));
    assert!(betza_err("hN").to_string().contains("select no direction"));
}

#[test]
fn sh_2_directions_turn_with_black() {
    // Black plays down the board: its forward is White's backward, and its left is
    // White's right (the piece is turned round, not mirrored).
    let cases = [
        ("fW", "d3"),
        ("bW", "d5"),
        ("lW", "e4"),
        ("rW", "c4"),
        ("fcF", "c3 e3"),
        ("flF", "e3"),
        ("frF", "c3"),
        ("ffN", "c2 e2"),
        ("fsN", "b3 f3"),
        ("fK", "c3 d3 e3"),
        ("fR", "d3 d2 d1"),
    ];
    for (betza, squares) in cases {
        assert_eq!(
            open(betza, "d4", BLACK),
            set(squares),
            "black {betza} on d4"
        );
    }
}

#[test]
fn sh_2_pawns_move_and_capture_by_their_modifiers() {
    let g = board(8, 8, "");
    // Shatranj pawn fmWfcF: moves straight, captures diagonally forward.
    assert_eq!(quiet_moves("fmWfcF", &g, "d4", WHITE, "", false), set("d5"));
    assert_eq!(attacks("fmWfcF", &g, "d4", WHITE, ""), set("c5 e5"));
    assert_eq!(quiet_moves("fmWfcF", &g, "d4", BLACK, "", false), set("d3"));
    assert_eq!(attacks("fmWfcF", &g, "d4", BLACK, ""), set("c3 e3"));
    // A piece in front blocks the move, not the captures.
    assert_eq!(
        quiet_moves("fmWfcF", &g, "d4", WHITE, "d5", false),
        SquareSet::EMPTY
    );
    assert_eq!(attacks("fmWfcF", &g, "d4", WHITE, "d5"), set("c5 e5"));
    // fcF alone: a capture-only piece without a move.
    assert_eq!(attacks("fcF", &g, "d4", WHITE, ""), set("c5 e5"));
    assert_eq!(attacks("fcF", &g, "d4", BLACK, ""), set("c3 e3"));
    assert_eq!(
        quiet_moves("fcF", &g, "d4", WHITE, "", true),
        SquareSet::EMPTY
    );
    // Berolina pawn mfFcfW: moves diagonally forward, captures straight forward.
    assert_eq!(
        quiet_moves("mfFcfW", &g, "d4", WHITE, "", false),
        set("c5 e5")
    );
    assert_eq!(attacks("mfFcfW", &g, "d4", WHITE, ""), set("d5"));
    assert_eq!(
        quiet_moves("mfFcfW", &g, "d4", BLACK, "", false),
        set("c3 e3")
    );
    assert_eq!(attacks("mfFcfW", &g, "d4", BLACK, ""), set("d3"));
}

#[test]
fn sh_2_orthodox_pawn_has_an_initial_double_step() {
    let g = board(8, 8, "");
    let pawn = engine::orthodox::PAWN;
    assert_eq!(quiet_moves(pawn, &g, "d2", WHITE, "", true), set("d3 d4"));
    assert_eq!(quiet_moves(pawn, &g, "d2", WHITE, "", false), set("d3"));
    // The double step is lame: a piece on d3 blocks both.
    assert_eq!(
        quiet_moves(pawn, &g, "d2", WHITE, "d3", true),
        SquareSet::EMPTY
    );
    assert_eq!(quiet_moves(pawn, &g, "d7", BLACK, "", true), set("d6 d5"));
    // Only the diagonal steps attack (CN-4).
    assert_eq!(attacks(pawn, &g, "d2", WHITE, ""), set("c3 e3"));
    assert_eq!(attacks(pawn, &g, "d7", BLACK, ""), set("c6 e6"));
}

#[test]
fn sh_2_nasty_neighbours_pawn_fwfcnd() {
    let g = board(9, 8, "");
    assert_eq!(attacks("fWfcnD", &g, "e4", WHITE, ""), set("e5 e6"));
    assert_eq!(quiet_moves("fWfcnD", &g, "e4", WHITE, "", false), set("e5"));
    // The two-square capture needs the square between empty.
    assert_eq!(attacks("fWfcnD", &g, "e4", WHITE, "e5"), set("e5"));
    assert_eq!(attacks("fWfcnD", &g, "e5", BLACK, ""), set("e4 e3"));
}

#[test]
fn sh_2_lame_knight_is_blocked_by_its_orthogonal_neighbour() {
    let g = board(8, 8, "");
    let all = set("b3 b5 c2 c6 e2 e6 f3 f5");
    assert_eq!(attacks("nN", &g, "d4", WHITE, ""), all);
    // d5 blocks the two leaps that start upwards, c6 and e6.
    assert_eq!(attacks("nN", &g, "d4", WHITE, "d5"), all - set("c6 e6"));
    // c4 blocks b3 and b5.
    assert_eq!(attacks("nN", &g, "d4", WHITE, "c4"), all - set("b3 b5"));
    // A diagonal neighbour blocks nothing.
    assert_eq!(attacks("nN", &g, "d4", WHITE, "c5 e3"), all);
}

#[test]
fn sh_2_lame_zebra_and_camel_take_fairy_stockfishs_path() {
    // The longer way first, then diagonally: the zebra (janggi's elephant) d4-f7 passes
    // d5 and e6; the camel d4-e7 passes d5 and d6.
    let g = board(8, 8, "");
    assert!(attacks("nZ", &g, "d4", WHITE, "").contains(sq("f7")));
    for blocker in ["d5", "e6"] {
        assert!(!attacks("nZ", &g, "d4", WHITE, blocker).contains(sq("f7")));
    }
    assert!(attacks("nZ", &g, "d4", WHITE, "e5 d6").contains(sq("f7")));
    assert!(attacks("nC", &g, "d4", WHITE, "").contains(sq("e7")));
    for blocker in ["d5", "d6"] {
        assert!(!attacks("nC", &g, "d4", WHITE, blocker).contains(sq("e7")));
    }
    assert!(attacks("nC", &g, "d4", WHITE, "e5 e6").contains(sq("e7")));
    // `L` and `J` are Fairy-Stockfish's other letters for the camel and the zebra.
    assert_eq!(
        attacks("L", &g, "d4", WHITE, ""),
        attacks("C", &g, "d4", WHITE, "")
    );
    assert_eq!(
        attacks("J", &g, "d4", WHITE, ""),
        attacks("Z", &g, "d4", WHITE, "")
    );
}

#[test]
fn sh_2_lame_alfil_rider_needs_every_square_on_the_way_empty() {
    let g = board(8, 8, "");
    assert_eq!(attacks("nA7", &g, "a1", WHITE, ""), set("c3 e5 g7"));
    assert_eq!(attacks("nA7", &g, "a1", WHITE, "b2"), SquareSet::EMPTY);
    assert_eq!(attacks("nA7", &g, "a1", WHITE, "d4"), set("c3"));
    // A piece on a landing square is captured and ends the ride.
    assert_eq!(attacks("nA7", &g, "a1", WHITE, "e5"), set("c3 e5"));
    assert_eq!(attacks("nA7", &g, "a1", WHITE, "f6"), set("c3 e5"));
    assert_eq!(attacks("nA7", &g, "d4", WHITE, ""), set("b2 f6 h8 b6 f2"));
    // nD7: the same along ranks and files.
    assert_eq!(attacks("nD7", &g, "a1", WHITE, "a4"), set("a3 c1 e1 g1"));
}

#[test]
fn sh_2_king_with_castling_parses() {
    let b = betza::parse("KisO3").expect("KisO3 parses");
    assert_eq!(b.castling, Some(Castling { king_steps: 3 }));
    assert_eq!(b.components.len(), 1);
    assert_eq!(b.components[0].vectors.len(), 8);
    assert_eq!(open("KisO3", "d4", WHITE), open("K", "d4", WHITE));
    assert_eq!(
        betza::parse("KO").unwrap().castling,
        Some(Castling { king_steps: 2 })
    );
}

#[test]
fn sh_2_modality_modifiers() {
    let b = betza::parse("mRcB").unwrap();
    assert_eq!(b.components.len(), 2);
    assert!(b.components[0].moves && !b.components[0].captures);
    assert!(!b.components[1].moves && b.components[1].captures);
    // Only the capturing part attacks.
    assert_eq!(open("mRcB", "a1", WHITE), set("b2 c3 d4 e5 f6 g7 h8"));
    let b = betza::parse("ifmnD").unwrap();
    assert!(b.components[0].initial && b.components[0].lame);
    // An initial-only capture is not an attack.
    assert_eq!(open("icW", "d4", WHITE), SquareSet::EMPTY);
}

#[test]
fn sh_2_unknown_text_is_refused_naming_the_character_and_position() {
    let cases: [(&str, usize, Option<char>, &str); 10] = [
        ("X", 1, Some('X'), "unknown atom 'X' at position 1"),
        (
            "fuW",
            2,
            Some('u'),
            "unsupported modifier 'u' at position 2",
        ),
        ("N!", 2, Some('!'), "unknown atom '!' at position 2"),
        ("W123", 4, Some('3'), "'3' at position 4"),
        ("fb", 1, None, "modifiers without an atom at position 1"),
        ("npR", 3, Some('R'), "'R' at position 3"),
        ("WX", 2, Some('X'), "unknown atom 'X' at position 2"),
        ("fW fW", 3, Some(' '), "unknown atom ' ' at position 3"),
        ("RR", 2, Some('R'), "'R' at position 2"),
        ("mO", 2, Some('O'), "'O' at position 2"),
    ];
    for (text, position, character, message) in cases {
        let e = betza_err(text);
        assert_eq!(e.position, position, "{text}: {e}");
        assert_eq!(e.character, character, "{text}: {e}");
        assert!(e.to_string().contains(message), "{text}: '{e}'");
    }
    let e = betza_err("");
    assert_eq!(e.to_string(), "empty piece definition");
    // A doubled atom is already unlimited: a count after it is refused (R4 is fine).
    let e = betza_err("WW2");
    assert_eq!((e.position, e.character), (3, Some('2')));
    assert!(betza::parse("R4").is_ok() && betza::parse("Q2").is_ok());
}

#[test]
fn sh_2_nothing_is_ever_skipped() {
    // Each of these would be a valid piece if the parser dropped the offending part.
    for text in [
        "WX", "KQ?", "Nx", "N1!", "K.", "R B", "NNN?", "fmW,fcF", "Ww", "N2N?", "W999",
    ] {
        assert!(betza::parse(text).is_err(), "'{text}' should be refused");
    }
    // Piece definitions carry the error with the piece's letter.
    let e = PieceKind::new('z', "zebra?", "Zq").unwrap_err();
    assert_eq!(
        e.to_string(),
        "piece Z: unsupported modifier 'q' at position 2"
    );
}
