//! Nasty Neighbours, conquer style (`NN-1` … `NN-5`), rule by rule.
//!
//! Most positions keep the kings out of the way (White's on a1, Black's on i7 or i8) and
//! put the piece under test on e4 of the 9×8 board.

use engine::perft::perft;
use engine::{EndReason, Move, PlayError, Player, Position, Settings, Square, Variant};

fn settings() -> Settings {
    Settings::new(Variant::NastyNeighbours)
}

fn pos(fen: &str) -> Position {
    Position::from_fen(&settings(), fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn fen_error(fen: &str) -> String {
    match Position::from_fen(&settings(), fen) {
        Ok(_) => panic!("{fen} should be refused"),
        Err(e) => e.to_string(),
    }
}

fn mv(p: &Position, s: &str) -> Move {
    Move::parse_uci(s, p.rules()).unwrap_or_else(|e| panic!("{e}"))
}

/// The position after the moves `moves` (coordinate form, separated by spaces), each of
/// which must be legal.
fn after(p: &Position, moves: &str) -> Position {
    moves.split_whitespace().fold(p.clone(), |p, m| {
        p.play(&mv(&p, m))
            .unwrap_or_else(|e| panic!("{m} in {p:?}: {e}"))
    })
}

/// The legal moves in coordinate form, sorted.
fn legal(p: &Position) -> Vec<String> {
    let mut v: Vec<String> = p
        .legal_moves()
        .iter()
        .map(|m| m.to_uci(p.rules()))
        .collect();
    v.sort();
    v
}

fn is_legal(p: &Position, m: &str) -> bool {
    p.legal_moves().contains(&mv(p, m))
}

/// Why `m` is refused (it must be).
fn refusal(p: &Position, m: &str) -> String {
    match p.check(&mv(p, m)) {
        Ok(()) => panic!("{m} should be refused in {p:?}"),
        Err(e) => e.to_string(),
    }
}

/// The squares the piece on `from` may legally go to, sorted, each once.
fn targets(p: &Position, from: &str) -> Vec<String> {
    let from: Square = from.parse().unwrap();
    let mut v: Vec<String> = p
        .legal_moves()
        .iter()
        .filter_map(|m| match *m {
            Move::Normal { from: f, to, .. } if f == from => Some(to.to_string()),
            _ => None,
        })
        .collect();
    v.sort();
    v.dedup();
    v
}

fn sorted(v: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = v.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

/// A position with one white piece `letter` on e4, White's king on a1, Black's king on i7
/// and pawn on a7 (so that Black is not bare, `NN-5`), and the extra pieces `extra`
/// (`"e5:P d6:n"`), White to move.
fn on_e4(letter: char, extra: &str) -> Position {
    let mut rows = vec![vec!['.'; 9]; 8];
    let mut put = |sq: &str, c: char| {
        let s: Square = sq.parse().unwrap();
        rows[s.rank() as usize][s.file() as usize] = c;
    };
    put("e4", letter);
    put("a1", 'K');
    put("i7", 'k');
    put("a7", 'p');
    for item in extra.split_whitespace() {
        let (sq, c) = item.split_once(':').unwrap();
        put(sq, c.chars().next().unwrap());
    }
    let board: Vec<String> = rows
        .iter()
        .rev()
        .map(|r| {
            let mut s = String::new();
            let mut empty = 0;
            for &c in r {
                if c == '.' {
                    empty += 1;
                } else {
                    if empty > 0 {
                        s.push_str(&empty.to_string());
                        empty = 0;
                    }
                    s.push(c);
                }
            }
            if empty > 0 {
                s.push_str(&empty.to_string());
            }
            s
        })
        .collect();
    pos(&format!("{} w - - 0 1", board.join("/")))
}

fn piece_count(p: &Position) -> u32 {
    p.occupied().count()
}

const START: &str = "rNbQkQbNr/pPpPpPpPp/9/9/9/9/PpPpPpPpP/RnBqKqBnR w KQkq - 0 1";
const CASTLE: &str = "r3k3r/9/9/9/9/9/9/R3K3R w KQkq - 0 1";

// ---------------------------------------------------------------------------------------
// NN-1: board and setup
// ---------------------------------------------------------------------------------------

#[test]
fn nn_1_board_is_9_by_8_and_the_setup_interleaves_the_armies() {
    let p = Position::start(&settings()).unwrap();
    let g = p.rules().geometry();
    assert_eq!((g.width(), g.height(), g.playable().count()), (9, 8, 72));
    assert_eq!(p.to_fen(), START);
    assert_eq!(p.turn(), Player::WHITE);
    assert_eq!(piece_count(&p), 36);
    assert_eq!(p.pieces_of(Player::WHITE).count(), 18);
    assert_eq!(p.pieces_of(Player::BLACK).count(), 18);
    assert_eq!(p.castling_rights().count(), 4);
}

#[test]
fn nn_1_the_start_has_eleven_moves_and_no_king_capture() {
    // 5 pawn steps, 3 + 3 knight moves; every king capture (d1 d2 f1 f2) would land on an
    // attacked square; queens, rooks and bishops are boxed in by the lame rule.
    let p = Position::start(&settings()).unwrap();
    assert_eq!(
        legal(&p),
        sorted(&[
            "a2a3", "c2c3", "e2e3", "g2g3", "i2i3", "b8a6", "b8c6", "b8d4", "h8i6", "h8g6", "h8f4"
        ])
    );
    for m in ["e1d1", "e1d2", "e1f1", "e1f2"] {
        assert!(refusal(&p, m).contains("leaves your king in check"), "{m}");
    }
    // PERFT.md: 11, 141, 2284, 39297.
    assert_eq!(perft(&p, 2), 141);
    assert_eq!(perft(&p, 3), 2284);
}

#[test]
fn nn_1_fen_errors_are_explained() {
    let e = fen_error("rNbQkQbNr/pPpPpPpPp/9/9/9/9/PpPpPpPpP/RnBqKqBn w - - 0 1");
    assert!(e.contains("rank 1 has 8 squares"), "{e}");
    let e = fen_error("8/8/8/8/8/8/8/K6k w - - 0 1");
    assert!(e.contains("9×8"), "{e}");
    let e = fen_error("8k/9/9/9/4K4/9/9/K8 w - - 0 1");
    assert!(e.contains("white must have exactly one king, not 2"), "{e}");
    let e = fen_error("9/9/9/9/9/9/9/K8 w - - 0 1");
    assert!(e.contains("black must have exactly one king, not 0"), "{e}");
    let e = fen_error("8k/9/9/9/4C4/9/9/K8 w - - 0 1");
    assert!(e.contains("no piece 'C'"), "{e}");
    let e = fen_error("8k/9/9/9/9/9/9/K8[Qp] w - - 0 1");
    assert!(e.contains("no pieces in hand"), "{e}");
    let e = fen_error("8k/9/9/9/9/9/9/K8 w - e3 0 1");
    assert!(e.contains("en passant"), "{e}");
    let e = fen_error("3P4k/9/9/9/9/9/9/K8 w - - 0 1");
    assert!(e.contains("white pawn stands on its last rank"), "{e}");
    // The player who has just moved may not be in check.
    let e = fen_error("8k/9/8R/9/9/9/9/K8 w - - 0 1");
    assert!(
        e.contains("black is in check but it is not its turn"),
        "{e}"
    );
    // An empty hand is harmless.
    assert!(Position::from_fen(&settings(), "8k/9/9/9/9/9/9/K8[] w - - 0 1").is_ok());
}

#[test]
fn nn_1_impossible_castling_rights_are_refused() {
    let e = fen_error("r3k3r/9/9/9/9/9/9/R2K4R w KQkq - 0 1");
    assert!(e.contains("'K' needs the white king on e1"), "{e}");
    let e = fen_error("r3k3r/9/9/9/9/9/9/R3K3N w KQkq - 0 1");
    assert!(e.contains("'K' needs a white rook on i1"), "{e}");
    let e = fen_error("1r2k3r/9/9/9/9/9/9/R3K3R w KQkq - 0 1");
    assert!(e.contains("'q' needs a black rook on a8"), "{e}");
    let e = fen_error("r3k3r/9/9/9/9/9/9/r3K3R w KQkq - 0 1");
    assert!(e.contains("'Q' needs a white rook on a1"), "{e}");
    let e = fen_error("r3k3r/9/9/9/9/9/9/R3K3R w KX - 0 1");
    assert!(e.contains("'X' is not one of K Q k q"), "{e}");
    let e = fen_error("r3k3r/9/9/9/9/9/9/R3K3R w KK - 0 1");
    assert!(e.contains("'K' is given twice"), "{e}");
    // Any subset, in any order, reads back in the order KQkq.
    let p = pos("r3k3r/9/9/9/9/9/9/R3K3R w qK - 0 1");
    assert_eq!(p.to_fen(), "r3k3r/9/9/9/9/9/9/R3K3R w Kq - 0 1");
}

// ---------------------------------------------------------------------------------------
// NN-2: the pieces, from their Betza strings
// ---------------------------------------------------------------------------------------

#[test]
fn nn_2_pawn_steps_forward_and_captures_one_or_two_ahead() {
    // fWfcnD: on an open board only the step forward.
    assert_eq!(targets(&on_e4('P', ""), "e4"), sorted(&["e5"]));
    // An enemy two ahead with the square between empty: the step and the capture.
    assert_eq!(targets(&on_e4('P', "e6:n"), "e4"), sorted(&["e5", "e6"]));
    // An enemy straight ahead: it is captured, and it shields the one behind it.
    assert_eq!(targets(&on_e4('P', "e5:n e6:n"), "e4"), sorted(&["e5"]));
    // Never diagonally.
    assert_eq!(
        targets(&on_e4('P', "d5:n f5:n d6:n"), "e4"),
        sorted(&["e5"])
    );
    // No double step from the second rank.
    let p = pos("9/p7k/9/9/9/9/4P4/K8 w - - 0 1");
    assert_eq!(targets(&p, "e2"), sorted(&["e3"]));
    // Black's pawns go down the board.
    let p = pos("9/8k/9/4p4/9/4N4/9/K8 b - - 0 1");
    assert_eq!(targets(&p, "e5"), sorted(&["e3", "e4"]));
}

#[test]
fn nn_2_pawn_two_square_capture_is_blocked_by_a_piece_between() {
    // A friendly piece on e5: neither the step nor the capture on e6.
    assert!(targets(&on_e4('P', "e5:B e6:n"), "e4").is_empty());
    let p = on_e4('P', "e5:B e6:n");
    assert!(refusal(&p, "e4e6").contains("a pawn cannot go from e4 to e6"));
}

#[test]
fn nn_2_knight_rides_at_most_two_leaps() {
    // N2 from e4: eight leaps and six second leaps (the two toward rank 0 fall off).
    let open = sorted(&[
        "d6", "f6", "c5", "g5", "c3", "g3", "d2", "f2", "c8", "g8", "a6", "i6", "a2", "i2",
    ]);
    assert_eq!(targets(&on_e4('N', ""), "e4"), open);
    // The first leap jumps: pieces all round e4 change nothing.
    let ring = "d3:P e3:P f3:P d4:P f4:P d5:P e5:P f5:P";
    assert_eq!(targets(&on_e4('N', ring), "e4"), open);
    // The second leap needs the first landing square empty.
    let own = targets(&on_e4('N', "d6:P"), "e4");
    assert!(!own.contains(&"d6".into()) && !own.contains(&"c8".into()));
    assert_eq!(own.len(), 12);
    let enemy = targets(&on_e4('N', "d6:n"), "e4");
    assert!(enemy.contains(&"d6".into()) && !enemy.contains(&"c8".into()));
    // The second leap itself may capture.
    assert!(targets(&on_e4('N', "c8:n"), "e4").contains(&"c8".into()));
}

#[test]
fn nn_2_bishop_is_a_lame_alfil_rider() {
    // nA7 from e4: c6 a8, g6 i8, c2, g2 (every second square of each diagonal).
    let open = sorted(&["a8", "c6", "g6", "i8", "c2", "g2"]);
    assert_eq!(targets(&on_e4('B', ""), "e4"), open);
    // A piece on the square between (d5) stops the ride at once.
    assert_eq!(
        targets(&on_e4('B', "d5:P"), "e4"),
        sorted(&["g6", "i8", "c2", "g2"])
    );
    // A piece between the second leap's squares (b7) stops only that leap.
    assert_eq!(
        targets(&on_e4('B', "b7:p"), "e4"),
        sorted(&["c6", "g6", "i8", "c2", "g2"])
    );
    // A landing square must be empty to go on: an enemy on c6 is captured, a8 not reached.
    assert_eq!(
        targets(&on_e4('B', "c6:n"), "e4"),
        sorted(&["c6", "g6", "i8", "c2", "g2"])
    );
    let p = on_e4('B', "d5:P");
    assert!(refusal(&p, "e4c6").contains("a bishop cannot go from e4 to c6"));
}

#[test]
fn nn_2_rook_is_a_lame_dabbaba_rider() {
    // nD7 from e4: e6 e8, e2, c4 a4, g4 i4.
    let open = sorted(&["e6", "e8", "e2", "c4", "a4", "g4", "i4"]);
    assert_eq!(targets(&on_e4('R', ""), "e4"), open);
    // A piece on the W square between (e5) blocks the first step and all beyond.
    assert_eq!(
        targets(&on_e4('R', "e5:p"), "e4"),
        sorted(&["e2", "c4", "a4", "g4", "i4"])
    );
    // A piece on e7 (between e6 and e8) blocks only the second step.
    assert_eq!(
        targets(&on_e4('R', "e7:p"), "e4"),
        sorted(&["e6", "e2", "c4", "a4", "g4", "i4"])
    );
    // An enemy on e6 is captured and shields e8.
    assert_eq!(
        targets(&on_e4('R', "e6:n"), "e4"),
        sorted(&["e6", "e2", "c4", "a4", "g4", "i4"])
    );
    // The rook never lands on an odd square.
    let p = on_e4('R', "");
    assert!(refusal(&p, "e4e5").contains("a rook cannot go from e4 to e5"));
}

#[test]
fn nn_2_queen_is_both_lame_riders() {
    let open = sorted(&[
        "e6", "e8", "e2", "c4", "a4", "g4", "i4", "a8", "c6", "g6", "i8", "c2", "g2",
    ]);
    assert_eq!(targets(&on_e4('Q', ""), "e4"), open);
    assert_eq!(
        targets(&on_e4('Q', "e5:P d5:P f3:P"), "e4"),
        sorted(&["e2", "c4", "a4", "g4", "i4", "g6", "i8", "c2"])
    );
}

#[test]
fn nn_2_king_steps_one_square_any_way() {
    let p = pos("9/p7k/9/9/4K4/9/8P/9 w - - 0 1");
    assert_eq!(
        targets(&p, "e4"),
        sorted(&["d3", "e3", "f3", "d4", "f4", "d5", "e5", "f5"])
    );
}

#[test]
fn nn_2_pawn_promotes_on_the_last_rank_compulsorily() {
    let p = pos("9/p3P3k/9/9/9/9/9/K8 w - - 0 1");
    let promos: Vec<String> = legal(&p)
        .into_iter()
        .filter(|m| m.starts_with("e7"))
        .collect();
    assert_eq!(promos, sorted(&["e7e8b", "e7e8n", "e7e8q", "e7e8r"]));
    assert!(refusal(&p, "e7e8").contains("the pawn must promote on e8"));
    assert!(refusal(&p, "e7e8k").contains("cannot become a king"));
    assert!(refusal(&p, "e7e8p").contains("cannot become a pawn"));
    let q = after(&p, "e7e8q");
    assert_eq!(q.to_fen(), "4Q~4/p7k/9/9/9/9/9/K8 b - - 0 1");
}

#[test]
fn nn_2_castling_both_ways_for_both_sides() {
    let p = pos(CASTLE);
    assert!(is_legal(&p, "e1b1") && is_legal(&p, "e1h1"));
    // The king goes three squares; the rook lands on the square it crossed last.
    assert_eq!(
        after(&p, "e1b1").to_fen(),
        "r3k3r/9/9/9/9/9/9/1KR5R b kq - 1 1"
    );
    assert_eq!(
        after(&p, "e1h1").to_fen(),
        "r3k3r/9/9/9/9/9/9/R5RK1 b kq - 1 1"
    );
    let q = after(&p, "e1b1 e8b8");
    assert_eq!(q.to_fen(), "1kr5r/9/9/9/9/9/9/1KR5R w - - 2 2");
    let q = after(&p, "e1h1 e8h8");
    assert_eq!(q.to_fen(), "r5rk1/9/9/9/9/9/9/R5RK1 w - - 2 2");
    // Castling is written as the king's move only; the rook's square is no way to ask.
    assert!(refusal(&p, "e1a1").contains("occupied by your own piece"));
}

#[test]
fn nn_2_castling_is_refused_through_or_onto_an_attacked_square() {
    // A black rook on c5 reaches c1 (c3 via c4, c1 via c2): the king would cross c1.
    let p = pos("r3k3r/9/9/2r6/9/9/9/R3K3R w KQkq - 0 1");
    assert!(!is_legal(&p, "e1b1") && is_legal(&p, "e1h1"));
    let e = refusal(&p, "e1b1");
    assert!(e.contains("c1") && e.contains("attacked"), "{e}");
    // A black pawn on b3 guards b1 (two squares ahead, over an empty b2), where the king
    // would land.
    let p = pos("r3k3r/9/9/9/9/1p7/9/R3K3R w KQkq - 0 1");
    let e = refusal(&p, "e1b1");
    assert!(e.contains("b1") && e.contains("attacked"), "{e}");
    assert!(is_legal(&p, "e1h1"));
}

#[test]
fn nn_2_castling_needs_empty_squares_between_and_no_check() {
    let p = pos("r3k3r/9/9/9/9/9/9/RN2K3R w KQkq - 0 1");
    let e = refusal(&p, "e1b1");
    assert!(
        e.contains("between the king and the rook") && e.contains("b1"),
        "{e}"
    );
    assert!(is_legal(&p, "e1h1"));
    // A black rook on e5 checks along the e-file (e3 via e4, e1 via e2).
    let p = pos("r3k3r/9/9/4r4/9/9/9/R3K3R w KQkq - 0 1");
    assert!(refusal(&p, "e1b1").contains("out of check"));
    assert!(refusal(&p, "e1h1").contains("out of check"));
}

#[test]
fn nn_2_decided_attacks_are_judged_with_the_king_still_on_e1() {
    // A black rook on f1 could reach d1 only through e1 (nD: f1-d1 passes e1). With the
    // king on e1 it does not attack d1, so queen-side castling is allowed ([decided]);
    // afterwards its way on is shut by the rook on c1.
    let p = pos("r3k3r/9/9/9/9/9/9/R3Kr2R w KQkq - 0 1");
    assert!(is_legal(&p, "e1b1"));
    assert!(refusal(&p, "e1h1").contains("f1"), "f1 stands between");
    assert_eq!(
        after(&p, "e1b1").to_fen(),
        "r3k3r/9/9/9/9/9/9/1KR2r2R b kq - 1 1"
    );
    // With e1 empty the same rook does reach d1.
    let q = pos("r3k3r/9/9/9/9/9/4K4/R4r2R b kq - 0 1");
    assert!(targets(&q, "f1").contains(&"d1".to_string()));
    // The same for Black: a white rook on d8 reaches f8 only through e8.
    let p = pos("r3kR2r/9/9/9/9/9/9/4K4 b kq - 0 1");
    assert!(is_legal(&p, "e8b8"));
    let p = pos("r2Rk3r/9/9/9/9/9/9/4K4 b kq - 0 1");
    assert!(is_legal(&p, "e8h8"));
}

#[test]
fn nn_2_castling_rights_go_when_the_king_or_the_rook_moves() {
    let p = pos(CASTLE);
    // The king steps away and back: both rights are gone.
    let q = after(&p, "e1d1 a8a6 d1e1 a6a8");
    assert_eq!(q.to_fen(), "r3k3r/9/9/9/9/9/9/R3K3R w k - 4 3");
    assert!(refusal(&q, "e1h1").contains("the king or that rook has moved"));
    assert!(refusal(&q, "e1b1").contains("the king or that rook has moved"));
    // A rook's move costs only its own side's right.
    let q = after(&p, "a1a3");
    assert_eq!(q.to_fen(), "r3k3r/9/9/9/9/R8/9/4K3R b Kkq - 1 1");
}

#[test]
fn nn_2_castling_right_goes_when_the_rook_is_conquered() {
    // Black's rook on a3 conquers the rook on a1: the white rook, now black, stands on a3.
    let p = pos("r3k3r/9/9/9/9/r8/9/R3K3R b KQkq - 0 1");
    let q = after(&p, "a3a1");
    assert_eq!(q.to_fen(), "r3k3r/9/9/9/9/r8/9/r3K3R w Kkq - 0 2");
}

// ---------------------------------------------------------------------------------------
// NN-3: conquer
// ---------------------------------------------------------------------------------------

#[test]
fn nn_3_the_captured_piece_changes_colour_onto_the_capturers_square() {
    let p = pos("8k/p8/9/9/4n4/9/4R4/K8 w - - 7 9");
    let q = after(&p, "e2e4");
    assert_eq!(q.to_fen(), "8k/p8/9/9/4R4/9/4N4/K8 b - - 0 9");
    assert_eq!(piece_count(&q), piece_count(&p));
    assert_eq!(q.pieces_of(Player::WHITE).count(), 3);
    assert_eq!(q.pieces_of(Player::BLACK).count(), 2);
    assert_eq!(q.halfmove_clock(), 0);
}

#[test]
fn nn_3_a_pawns_two_square_capture_conquers_too() {
    let p = pos("8k/p8/4b4/9/4P4/9/9/K8 w - - 0 1");
    assert_eq!(
        after(&p, "e4e6").to_fen(),
        "8k/p8/4P4/9/4B4/9/9/K8 b - - 0 1"
    );
}

#[test]
fn nn_3_a_conquered_pawn_on_its_new_last_rank_promotes_at_once() {
    // White's rook on a8 takes the black pawn on a6: the pawn turns white on a8, White's
    // last rank, and becomes what White chooses, written a8a6q.
    let p = pos("R6k1/9/p8/8p/9/9/9/K8 w - - 0 1");
    let promos: Vec<String> = legal(&p)
        .into_iter()
        .filter(|m| m.starts_with("a8a6"))
        .collect();
    assert_eq!(promos, sorted(&["a8a6b", "a8a6n", "a8a6q", "a8a6r"]));
    let e = refusal(&p, "a8a6");
    assert!(e.contains("the conquered pawn must promote on a8"), "{e}");
    assert!(refusal(&p, "a8a6k").contains("cannot become a king"));
    assert!(refusal(&p, "a8c8q").contains("no pawn promotes with this move"));
    let q = after(&p, "a8a6q");
    assert_eq!(q.to_fen(), "Q~6k1/9/R8/8p/9/9/9/K8 b - - 0 1");
    // Black likewise on rank 1.
    let p = pos("8k/9/9/9/9/P7p/4P4/r6K1 b - - 0 1");
    let q = after(&p, "a1a3n");
    assert_eq!(q.to_fen(), "8k/9/9/9/9/r7p/4P4/n~6K1 w - - 0 2");
}

#[test]
fn nn_3_a_pawn_reaching_the_last_rank_by_capture_promotes_and_conquers() {
    let p = pos("4n3k/p8/4P4/9/9/9/9/K8 w - - 0 1");
    assert_eq!(
        targets(&p, "e6"),
        sorted(&["e7", "e8"]),
        "the step and the two-square capture"
    );
    let q = after(&p, "e6e8q");
    assert_eq!(q.to_fen(), "4Q~3k/p8/4N4/9/9/9/9/K8 b - - 0 1");
}

#[test]
fn nn_3_a_conquered_rook_on_a_corner_cannot_castle() {
    // Black's a8 rook conquers the white rook on a6, which turns black on a8; the right to
    // castle with it is gone (a conquered piece counts as moved).
    let p = pos("r3k3r/9/R8/9/9/9/8P/4K4 b kq - 0 1");
    let q = after(&p, "a8a6 e1d1");
    assert_eq!(q.to_fen(), "r3k3r/9/r8/9/9/9/8P/3K5 b k - 1 2");
    assert!(refusal(&q, "e8b8").contains("has moved"));
    assert!(is_legal(&q, "e8h8"));
}

#[test]
fn nn_3_nothing_leaves_the_board_and_there_are_no_drops() {
    let p = Position::start(&settings()).unwrap();
    let q = after(&p, "b8c6 b1c3 c6d4 c3d5");
    assert_eq!(piece_count(&q), 36);
    let e = p
        .check(&Move::parse_uci("N@e4", p.rules()).unwrap())
        .unwrap_err();
    assert!(e.to_string().contains("no drops"), "{e}");
    assert!(refusal(&p, "pass").contains("passing"));
}

// ---------------------------------------------------------------------------------------
// NN-4: legality after the conquered piece is placed
// ---------------------------------------------------------------------------------------

#[test]
fn nn_4_the_conquered_piece_blocks_a_check_to_the_capturing_king() {
    // The black rook on b2 guards f2 only through e2 (b2-d2-f2). When the king on e2 takes
    // the bishop on f2, the bishop turns white on e2 and shuts that line: legal.
    let p = pos("8k/p8/9/9/8P/9/1r2Kb3/9 w - - 0 1");
    assert!(is_legal(&p, "e2f2"));
    assert_eq!(
        after(&p, "e2f2").to_fen(),
        "8k/p8/9/9/8P/9/1r2BK3/9 b - - 0 1"
    );
}

#[test]
fn nn_4_a_conquest_that_leaves_the_king_attacked_is_illegal() {
    // The bishop on f2 is guarded by a knight on g4 (not through e2).
    let p = pos("8k/p8/9/9/6n1P/9/4Kb3/9 w - - 0 1");
    assert!(!is_legal(&p, "e2f2"));
    assert!(refusal(&p, "e2f2").contains("leaves your king in check"));
    // In check from the rook on e5, conquering the pawn on a6 is no answer.
    let p = pos("8k/9/p8/4r4/R8/9/9/4K4 w - - 0 1");
    let e = refusal(&p, "a4a6");
    assert!(e.contains("you are in check"), "{e}");
    // Landing on e4 (between e5 and e3) blocks it.
    assert!(is_legal(&p, "a4e4"));
}

#[test]
fn nn_4_a_pinned_piece_may_capture_off_its_line() {
    // The bishop on e3 is pinned by the rook on e5 (e5-e3-e1). Taking the pawn on c5 puts
    // that pawn, now white, on e3: the king stays shielded.
    let p = pos("8k/9/9/2p1r4/9/4B4/9/4K4 w - - 0 1");
    assert_eq!(targets(&p, "e3"), sorted(&["c5"]));
    assert_eq!(
        after(&p, "e3c5").to_fen(),
        "8k/9/9/2B1r4/9/4P4/9/4K4 b - - 0 1"
    );
    // A quiet move off the line exposes the king.
    assert!(refusal(&p, "e3g5").contains("leaves your king in check"));
    assert!(refusal(&p, "e3c1").contains("leaves your king in check"));
}

// ---------------------------------------------------------------------------------------
// NN-5: the end of the game
// ---------------------------------------------------------------------------------------

#[test]
fn nn_5_checkmate_wins() {
    // The knight on c7 checks a8; a7 and b7 are the white king's, b8 the rook's.
    let p = pos("k2R5/2N6/K8/8p/9/9/9/9 b - - 0 1");
    assert!(p.legal_moves().is_empty());
    let out = p.outcome().unwrap();
    assert_eq!(
        (out.winner, out.reason),
        (Some(Player::WHITE), EndReason::Checkmate)
    );
    assert_eq!(out.to_string(), "White wins: checkmate");
    assert_eq!(p.check(&mv(&p, "i5i4")), Err(PlayError::GameOver));
}

#[test]
fn nn_5_the_stalemated_player_loses() {
    // Black is not in check; the king's squares a7 (rook) and b8 (king) are attacked, and
    // the pawn on b7 is pinned by the bishop on c6 (c6-b7-a8) with nothing to capture.
    let p = pos("k1K6/1p7/2B6/R8/9/9/9/9 b - - 0 1");
    assert!(p.legal_moves().is_empty());
    let out = p.outcome().unwrap();
    assert_eq!(
        (out.winner, out.reason),
        (Some(Player::WHITE), EndReason::Stalemate)
    );
    assert_eq!(out.to_string(), "White wins: stalemate");
}

#[test]
fn nn_5_a_bare_king_loses_as_soon_as_its_last_piece_is_conquered() {
    let p = pos("8k/9/9/9/4n4/9/4R4/K8 w - - 0 1");
    assert_eq!(p.outcome(), None);
    let q = after(&p, "e2e4");
    assert_eq!(q.to_fen(), "8k/9/9/9/4R4/9/4N4/K8 b - - 0 1");
    // [decided] Judged at once: Black, to move, has lost and has no move left.
    let out = q.outcome().unwrap();
    assert_eq!(
        (out.winner, out.reason),
        (Some(Player::WHITE), EndReason::BareKing)
    );
    assert_eq!(
        out.to_string(),
        "White wins: the other side has only its king left"
    );
    assert!(q.legal_moves().is_empty());
    assert_eq!(q.check(&mv(&q, "i8h8")), Err(PlayError::GameOver));
    // A set-up position where the player not to move is bare: that player has lost too.
    let r = pos("8k/9/9/9/9/9/4R4/K8 w - - 0 1");
    assert_eq!(r.outcome().map(|o| o.winner), Some(Some(Player::WHITE)));
    assert!(r.legal_moves().is_empty());
}

#[test]
fn nn_5_fifty_moves_draw() {
    let p = pos("8k/p8/9/9/9/9/4R4/K8 w - - 99 60");
    assert_eq!(p.outcome(), None);
    let q = after(&p, "e2e4");
    let out = q.outcome().unwrap();
    assert_eq!((out.winner, out.reason), (None, EndReason::FiftyMoves));
    assert_eq!(
        out.to_string(),
        "Draw: fifty moves without a capture, drop or pawn move"
    );
    // A pawn move resets the count.
    let p = pos("8k/p8/9/9/9/9/4R4/K8 w - - 98 60");
    let q = after(&p, "e2e4 a7a6");
    assert_eq!(q.halfmove_clock(), 0);
    assert_eq!(q.outcome(), None);
}
