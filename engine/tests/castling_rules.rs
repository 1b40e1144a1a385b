//! Castling's keys beyond the king's files, played for any defined game
//! (`engine/src/variants/rules/castling.rs`, `engine/src/definition/KEYS.md`): each test
//! names the Fairy-Stockfish key whose rule it shows. Perft against Fairy-Stockfish is in
//! `perft/fsf/` (`omicron`, `shako`, `fischerandom`, `caparandom`, `castle`, …).

mod family;
use family::{legal, play, pos};

use engine::{EndReason, Player, Setup};

#[test]
fn castling_rank_castles_on_the_second_rank() {
    let text = "[c:chess]\nmaxRank = 10\n\
                startFen = 8/rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/8 w KQkq - 0 1\n\
                castlingRank = 2\n";
    let p = pos(text, "8/r3k2r/8/8/8/8/8/8/R3K2R/8 w KQkq - 0 1");
    let moves = legal(&p);
    assert!(moves.contains(&"e2g2".to_string()), "{moves:?}");
    assert!(moves.contains(&"e2c2".to_string()), "{moves:?}");
    let after = play(&p, "e2g2");
    assert_eq!(after.to_fen(), "8/r3k2r/8/8/8/8/8/8/R4RK1/8 b kq - 1 1");
}

#[test]
fn castling_rook_kingside_file_names_the_rook_a_k_right_castles_with() {
    // Rooks on g1 and h1: `K` names the one found from the g-file inward.
    let text = "[c:chess]\ncastlingRookKingsideFile = g\n";
    let p = pos(text, "4k3/8/8/8/8/8/8/4K1RR w K - 0 1");
    assert_eq!(p.to_fen(), "4k3/8/8/8/8/8/8/4K1RR w K - 0 1");
    let after = play(&p, "e1g1");
    assert!(
        after.to_fen().starts_with("4k3/8/8/8/8/8/8/5RKR b"),
        "{}",
        after.to_fen()
    );
    // Without the key `K` is the outermost rook, and the g-rook is written by its file.
    let q = pos("[c:chess]\n", "4k3/8/8/8/8/8/8/4K1RR w G - 0 1");
    assert_eq!(q.to_fen(), "4k3/8/8/8/8/8/8/4K1RR w G - 0 1");
}

#[test]
fn opposite_castling_takes_the_other_sides_right_on_the_same_side() {
    let text = "[o:chess]\noppositeCastling = true\n";
    let p = pos(text, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    let after = play(&p, "e1g1");
    assert!(after.to_fen().contains(" q - "), "{}", after.to_fen());
    assert!(!legal(&after).contains(&"e8g8".to_string()));
}

#[test]
fn castling_wins_a_named_castling_wins_and_losing_its_right_loses() {
    let text = "[c:chess]\ncastlingWins = q\n";
    let p = pos(text, "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1");
    let o = play(&p, "e8c8").outcome().expect("over");
    assert_eq!(
        (o.winner, o.reason),
        (Some(Player::BLACK), EndReason::CastlingWins)
    );
    // The queen's rook moves: Black's right to castle queenside is lost, and the game.
    let o = play(&p, "a8b8").outcome().expect("over");
    assert_eq!(
        (o.winner, o.reason),
        (Some(Player::WHITE), EndReason::CastlingWins)
    );
    assert!(play(&p, "h8g8").outcome().is_none());
}

#[test]
fn chess960_writes_castling_as_the_king_taking_its_rook_and_rights_by_file() {
    let p = pos("[f:fischerandom]\n", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    let moves = legal(&p);
    assert!(moves.contains(&"e1h1".to_string()), "{moves:?}");
    assert!(moves.contains(&"e1a1".to_string()), "{moves:?}");
    assert!(!moves.contains(&"e1g1".to_string()), "{moves:?}");
    assert_eq!(p.to_fen(), "r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1");
    let after = play(&p, "e1h1");
    assert!(
        after.to_fen().starts_with("r3k2r/8/8/8/8/8/8/R4RK1 b ha"),
        "{}",
        after.to_fen()
    );
}

#[test]
fn a_check_count_right_after_the_side_to_move_reads_as_fairy_stockfish_reads_it() {
    let s = Setup::parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w 7+7 0 1").expect("fen");
    assert_eq!(s.checks, Some((7, 7)));
    assert_eq!((s.castling.as_str(), s.en_passant.as_str()), ("-", "-"));
}
