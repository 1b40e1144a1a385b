//! Gating's keys, played for any defined game (`engine/src/variants/rules/gating.rs`,
//! `engine/src/definition/KEYS.md`): each test names the Fairy-Stockfish key whose rule it
//! shows. Perft against Fairy-Stockfish is in `perft/fsf/` (`seirawan`, `shouse`,
//! `cambodian`, `karouk`).

mod family;
use family::{legal, play, pos};

use engine::notation::notation;
use engine::Move;

const SEIRAWAN: &str = "[s:seirawan]\n";
const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w KQBCDFGkqbcdfg - 0 1";

fn has(moves: &[String], m: &str) -> bool {
    moves.iter().any(|x| x == m)
}

#[test]
fn seirawan_gating_a_piece_leaving_its_gate_may_bring_one_from_the_hand() {
    let p = pos(SEIRAWAN, START);
    let moves = legal(&p);
    // Twenty moves, and each knight's two also with a hawk or an elephant behind it.
    assert_eq!(moves.len(), 28, "{moves:?}");
    for m in ["b1c3", "b1c3h", "b1c3e", "g1f3h"] {
        assert!(has(&moves, m), "{m} in {moves:?}");
    }
    // A pawn leaves no gate.
    assert!(!has(&moves, "e2e4h"));
    let after = play(&p, "b1c3h");
    assert_eq!(
        after.to_fen(),
        "rnbqkbnr/pppppppp/8/8/8/2N5/PPPPPPPP/RHBQKBNR[Ehe] b KQCDFGkqbcdfg - 1 1"
    );
}

#[test]
fn gating_the_fen_names_each_sides_gates_after_its_castling_rights() {
    let p = pos(SEIRAWAN, START);
    assert_eq!(p.to_fen(), START);
    // A gate lost by a capture on it: Black's knight on b8 taken.
    let q = pos(
        SEIRAWAN,
        "rnbqkbnr/pppppppp/2N5/8/8/8/PPPPPPPP/R1BQKBNR[HEhe] w KQCDFGkqbcdfg - 0 1",
    );
    assert!(play(&q, "c6b8").to_fen().contains(" KQCDFGkqcdfg "));
}

#[test]
fn seirawan_gating_a_side_with_nothing_left_to_gate_keeps_no_gates() {
    let p = pos(
        SEIRAWAN,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Hhe] w KQBCDFGkqbcdfg - 0 1",
    );
    let after = play(&p, "g1f3h");
    // White's hand is empty: its gates are gone, its castling rights stay.
    assert!(
        after.to_fen().contains("[he] b KQkqbcdfg "),
        "{}",
        after.to_fen()
    );
    assert!(!legal(&play(&after, "e7e6")).iter().any(|m| m.len() == 5));
}

#[test]
fn seirawan_gating_a_castling_gates_on_the_kings_or_the_rooks_square() {
    let p = pos(SEIRAWAN, "4k3/8/8/8/8/8/8/R3K2R[H] w KQ - 0 1");
    let moves = legal(&p);
    for m in ["e1g1", "e1g1h", "h1e1h", "e1c1h", "a1e1h"] {
        assert!(has(&moves, m), "{m} in {moves:?}");
    }
    let on_king = play(&p, "e1g1h");
    assert!(on_king.to_fen().starts_with("4k3/8/8/8/8/8/8/R3HRK1[] b"));
    let on_rook = play(&p, "h1e1h");
    assert!(on_rook.to_fen().starts_with("4k3/8/8/8/8/8/8/R4RKH[] b"));
}

#[test]
fn seirawan_gating_the_gated_piece_shields_nothing() {
    // The knight on b1 is pinned by the rook on a1 (through nothing): gating a hawk on b1
    // would close the line again, but as in Fairy-Stockfish the move stays illegal.
    let p = pos(SEIRAWAN, "4k3/8/8/8/8/8/8/rN2K3[H] w B - 0 1");
    let moves = legal(&p);
    assert!(!moves.iter().any(|m| m.starts_with("b1")), "{moves:?}");
}

#[test]
fn gated_moves_are_written_for_records_and_as_fairy_stockfish_writes_them() {
    let p = pos(SEIRAWAN, "4k3/8/8/8/8/8/8/R3K2R[H] w KQ - 0 1");
    let rules = p.rules();
    let m = p
        .parse_move("h1e1h")
        .expect("read as Fairy-Stockfish writes it");
    assert_eq!(m.to_uci(rules), "e1g1hh1");
    assert_eq!(Move::parse_uci("e1g1hh1", rules), Ok(m));
    assert_eq!(p.uci(&m), "h1e1h");
    let after = p.play(&m).expect("legal");
    assert_eq!(notation(&p, &m, &after), "O-O/Hh1");
    let q = pos(SEIRAWAN, START);
    let n = q.parse_move("b1c3h").expect("legal");
    assert_eq!(n.to_uci(q.rules()), "b1c3hb1");
    assert_eq!(notation(&q, &n, &q.play(&n).expect("legal")), "Nc3/H");
}

#[test]
fn gating_a_bad_gate_is_refused_with_a_reason() {
    let p = pos(SEIRAWAN, START);
    let rules = p.rules();
    let not_a_gate = Move::parse_uci("e2e4he2", rules).expect("spelled right");
    let why = p.play(&not_a_gate).expect_err("refused").to_string();
    assert!(why.contains("not one of your gates"), "{why}");
    let none_in_hand = pos(SEIRAWAN, "4k3/8/8/8/8/8/8/RN2K3[E] w B - 0 1");
    let m = Move::parse_uci("b1c3hb1", none_in_hand.rules()).expect("spelled right");
    let why = none_in_hand.play(&m).expect_err("refused").to_string();
    assert!(
        why.contains("no hawk in hand") || why.contains("in hand"),
        "{why}"
    );
}

const CAMBODIAN: &str = "[c:cambodian]\n";

#[test]
fn cambodian_moves_the_king_leaps_and_the_met_steps_two_from_their_gates() {
    let p = pos(
        CAMBODIAN,
        "rnsmksnr/8/pppppppp/8/8/PPPP1PPP/8/RNSKMSNR w DEde - 0 1",
    );
    let moves = legal(&p);
    for m in ["d1b2", "d1f2", "e1e3"] {
        assert!(has(&moves, m), "{m} in {moves:?}");
    }
    // Once moved, the king's gate is gone, and with it its leap.
    let after = play(&p, "d1c2");
    assert!(after.to_fen().contains(" b Ede "), "{}", after.to_fen());
    let back = play(&after, "a6a5 c2d1");
    assert!(!has(&legal(&back), "d1b2"));
}

#[test]
fn cambodian_moves_no_leap_out_of_check() {
    let p = pos(CAMBODIAN, "3k4/8/8/8/8/8/8/3K1r2 w Dd - 0 1");
    let moves = legal(&p);
    assert!(!has(&moves, "d1b2") && !has(&moves, "d1f2"), "{moves:?}");
}

#[test]
fn cambodian_moves_a_rook_on_the_kings_line_takes_the_kings_gate() {
    // The black rook lands on the d-file: White's king loses its leap, pawns between or not.
    let p = pos(CAMBODIAN, "3k4/8/8/r7/8/3P4/8/3K4 b Dd - 0 1");
    let after = play(&p, "a5d5");
    assert!(after.to_fen().contains(" w d "), "{}", after.to_fen());
}
