//! Board games' keys, played for any defined game (`engine/src/variants/rules/
//! enclosing.rs`, `passes.rs`; `engine/src/definition/KEYS.md`): each test names the
//! Fairy-Stockfish key whose rule it shows. Perft against Fairy-Stockfish is in
//! `perft/fsf/` (`ataxx`, `flipello`, `flipersi`, `quadwrangle`, `snort`, `cfour`, …).

mod family;
use family::{legal_sorted as legal, play, pos, settings};

use engine::{EndReason, Move, Player, Position};

const FLIPELLO: &str = "[f:flipello]\n";

#[test]
fn enclosing_drop_reversi_must_close_a_line_and_flip_enclosed_pieces_reversi_turns_it() {
    let p = Position::start(&settings(FLIPELLO)).expect("flipello");
    // Othello's four openings, each closing one black piece.
    assert_eq!(legal(&p), ["P@c5", "P@d6", "P@e3", "P@f4"]);
    let after = play(&p, "P@e3");
    // e4 turned white.
    assert_eq!(
        after.piece_at("e4".parse().unwrap()).map(|q| q.player),
        Some(Player::WHITE)
    );
    assert!(after.to_fen().starts_with("8/8/8/3pP3/3PP3/4P3/8/8["));
}

#[test]
fn enclosing_drop_start_fills_the_centre_first() {
    let p = Position::start(&settings("[f:flipersi]\n")).expect("flipersi");
    assert_eq!(legal(&p), ["P@d4", "P@d5", "P@e4", "P@e5"]);
}

#[test]
fn pass_on_stalemate_passes_only_without_another_move_and_two_passes_end_the_game() {
    // Neither side can close a line (White holds the centre, Black only a corner): White
    // passes, written as its first piece to its own square...
    let p = pos(FLIPELLO, "8/8/8/3PP3/3PP3/8/8/7p[PPpp] w - - 0 1");
    assert_eq!(legal(&p), ["d4d4"]);
    assert_eq!(p.legal_moves().as_slice(), [Move::Pass]);
    let after = play(&p, "d4d4");
    // ...Black too, and two passes end the game, counted by material: White's four pieces
    // win.
    assert_eq!(legal(&after), ["h1h1"]);
    let end = play(&after, "h1h1");
    let o = end.outcome().expect("over");
    assert_eq!(o.reason, EndReason::BothPassed);
    assert_eq!(o.winner, Some(Player::WHITE));
}

#[test]
fn enclosing_drop_ataxx_clones_beside_its_own_and_flip_ataxx_turns_the_neighbours() {
    let p = Position::start(&settings("[a:ataxx]\n")).expect("ataxx");
    // No hand is written (freeDrops), and the drops touch White's pieces.
    assert_eq!(p.to_fen(), "P5p/7/7/7/7/7/p5P w - - 0 1");
    let moves = legal(&p);
    assert!(moves.contains(&"P@b6".to_string()), "{moves:?}");
    assert!(!moves.contains(&"P@d4".to_string()), "{moves:?}");
    // A jump (a move of the piece) next to a black piece turns it.
    let p = pos("[a:ataxx]\n", "P5p/7/7/7/7/7/p5P w - - 0 1");
    let after = play(&p, "a7c5 g7e5");
    let next = play(&after, "c5e6");
    assert_eq!(
        next.piece_at("e5".parse().unwrap()).map(|q| q.player),
        Some(Player::WHITE)
    );
}

#[test]
fn adjudicate_full_board_ends_a_full_board_by_material() {
    // A full board ends the game at once, counted by material: three White pieces to one.
    let text = "[a:ataxx]\n[c:a]\nmaxRank = 2\nmaxFile = 2\nstartFen = Pp/PP w 0 1\n";
    let p = Position::start(&settings(text)).expect("full");
    let o = p.outcome().expect("over");
    assert_eq!(o.reason, EndReason::BoardFull);
    assert_eq!(o.winner, Some(Player::WHITE));
}

#[test]
fn enclosing_drop_top_falls_down_the_file() {
    let text = "[c:chess]\nmaxRank = 3\nmaxFile = 3\nimmobile = p\npawn = -\nknight = -\n\
                bishop = -\nrook = -\nqueen = -\nking = -\npromotionPieceTypes = -\n\
                startFen = 3/3/P2[PPpp] b - - 0 1\npieceDrops = true\nenclosingDrop = top\n\
                castling = false\ndoubleStep = false\nimmobilityIllegal = false\n";
    let p = pos(text, "3/3/P2[PPpp] b - - 0 1");
    assert_eq!(legal(&p), ["P@a2", "P@b1", "P@c1"]);
}

#[test]
fn enclosing_drop_snort_keeps_away_from_the_other_side() {
    let text = "[s:ataxx]\nmaxRank = 8\nmaxFile = 8\nimmobile = p\nstartFen = 8/8/8/8/8/8/8/8\n\
                enclosingDrop = snort\n\
                flipEnclosedPieces = none\npassOnStalemate = false\n";
    let p = pos(text, "8/8/8/8/8/8/1p6/8 w - - 0 1");
    let moves = legal(&p);
    assert!(!moves.contains(&"P@b1".to_string()) && !moves.contains(&"P@c2".to_string()));
    assert!(moves.contains(&"P@c1".to_string()), "{moves:?}");
}

#[test]
fn enclosing_drop_anyside_slides_to_the_first_piece() {
    // Fairy-Stockfish's cfour-anyside: a piece entering from the top of file g stops on the
    // piece on g3 (g4), not below it (KEYS.md).
    let text = "[c:chess]\nmaxRank = 6\nmaxFile = 7\nimmobile = p\npawn = -\nknight = -\n\
                bishop = -\nrook = -\nqueen = -\nking = -\npromotionPieceTypes = -\n\
                startFen = 7/7/7/7/7/7[PPPpppp] w - - 0 1\npieceDrops = true\n\
                enclosingDrop = anyside\ncastling = false\ndoubleStep = false\n\
                immobilityIllegal = false\n";
    let p = pos(text, "7/7/7/6p/7/P6[PPPppp] w - - 0 1");
    let moves = legal(&p);
    assert!(moves.contains(&"P@g4".to_string()), "{moves:?}");
    assert!(moves.contains(&"P@g2".to_string()), "{moves:?}");
    assert!(!moves.contains(&"P@g1".to_string()), "{moves:?}");
}

#[test]
fn pass_lets_a_side_pass_while_not_in_check() {
    let text = "[p:chess]\npass = true\n";
    let p = Position::start(&settings(text)).expect("start");
    assert!(legal(&p).contains(&"e1e1".to_string()));
    assert_eq!(p.parse_move("e1e1").expect("a pass"), Move::Pass);
    let checked = pos(text, "4k3/8/8/8/8/8/8/4K2r w - - 0 1");
    assert!(!legal(&checked).contains(&"e1e1".to_string()));
}
