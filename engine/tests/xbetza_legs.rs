//! Issue 63: XBetza's moves in legs (`betza::legs`): the mao, the moa, the moo and the
//! griffon, their moves counted by hand on small boards, and the mao against Fairy-
//! Stockfish's xiangqi horse (`nN`), which moves the same.

mod family;
use family::{legal_sorted, pos};

use engine::perft::perft;

/// A 5×5 game of kings and one custom piece `x` with the Betza `betza`.
fn game(betza: &str) -> String {
    format!(
        "[legs]\nmaxFile = 5\nmaxRank = 5\nking = k\ncustomPiece1 = x:{betza}\n\
         customPiece2 = p:mfW\ncastling = false\nstartFen = 4k/5/5/5/K4 w - - 0 1\n"
    )
}

#[test]
fn id63_the_mao_is_the_xiangqi_horse() {
    // The mao (afsW) steps orthogonally, then diagonally outward: blocked on its first
    // square as the horse (nN) is. Same moves, perft for perft, from a crowded position.
    let fen = "p1k1p/1pX2/p1P1p/2p2/K3p w - - 0 1";
    let (mao, horse) = (pos(&game("afsW"), fen), pos(&game("nN"), fen));
    assert_eq!(legal_sorted(&mao), legal_sorted(&horse));
    for depth in 1..=4 {
        assert_eq!(perft(&mao, depth), perft(&horse, depth), "depth {depth}");
    }
}

#[test]
fn id63_the_moa_turns_after_a_diagonal_step_and_the_moo_either_way() {
    // The moa (afsF) on c2, its pawn on b3 and king on a1. Counted by hand: by b3 (its
    // own pawn: blocked) it would reach a3 and b4; by d3, d4 and e3; by b1, a1 (its own
    // king) and nothing below; by d1, e1.
    let fen = "4k/5/1P3/2X2/K4 w - - 0 1";
    let from_c2 = |text: &str, fen: &str| -> Vec<String> {
        let p = pos(text, fen);
        legal_sorted(&p)
            .into_iter()
            .filter(|m| m.starts_with("c2"))
            .collect()
    };
    assert_eq!(from_c2(&game("afsF"), fen), ["c2d4", "c2e1", "c2e3"]);
    // The moo (afsK) reaches each knight square by two paths, an orthogonal step first or
    // a diagonal one, and is blocked only when both are: a3 by b2, b4 by c3.
    assert_eq!(
        from_c2(&game("afsK"), fen),
        ["c2a3", "c2b4", "c2d4", "c2e1", "c2e3"]
    );
    // Boxed in by b2 b3 c3 d2: only the paths through d3 and d1 stay open.
    let boxed = "4k/5/1PP2/1PXP1/K4 w - - 0 1";
    assert_eq!(from_c2(&game("afsK"), boxed), ["c2d4", "c2e1", "c2e3"]);
}

#[test]
fn id63_the_griffon_steps_diagonally_then_rides_outward() {
    // The griffon (FyafsF) on a1, the kings on c1 and e5: b2, then up the b-file (b3 b4
    // b5) and along the second rank (c2 d2 e2): seven moves.
    let g = pos(&game("FyafsF"), "4k/5/5/5/X1K2 w - - 0 1");
    let moves: Vec<String> = legal_sorted(&g)
        .into_iter()
        .filter(|m| m.starts_with("a1"))
        .collect();
    assert_eq!(
        moves,
        ["a1b2", "a1b3", "a1b4", "a1b5", "a1c2", "a1d2", "a1e2"]
    );
    // A piece on b2 blocks all but that square (taken, if it is Black's).
    let blocked = pos(&game("FyafsF"), "4k/5/5/1p3/X1K2 w - - 0 1");
    let moves: Vec<String> = legal_sorted(&blocked)
        .into_iter()
        .filter(|m| m.starts_with("a1"))
        .collect();
    assert_eq!(moves, ["a1b2"]);
    // The bracket form means the same.
    let fen = "p1k1p/1pX2/p1P1p/2p2/K3p w - - 0 1";
    let (a, b) = (pos(&game("FyafsF"), fen), pos(&game("[F?fsR]"), fen));
    for depth in 1..=3 {
        assert_eq!(perft(&a, depth), perft(&b, depth), "depth {depth}");
    }
}

#[test]
fn id63_a_piece_in_legs_gives_check_along_its_path_and_is_blocked_on_it() {
    use engine::Player;
    // The griffon on a1 checks the king on b5 by b2 and the b-file.
    let check = pos(&game("FyafsF"), "1k3/5/5/5/X1K2 b - - 0 1");
    assert!(check.in_check(Player::BLACK));
    // A piece on b2 (the bend) or b3 (the ride) shields it.
    for fen in ["1k3/5/5/1p3/X1K2 b - - 0 1", "1k3/5/1p3/5/X1K2 b - - 0 1"] {
        assert!(!pos(&game("FyafsF"), fen).in_check(Player::BLACK), "{fen}");
    }
    // The mao on a3 checks the king on b5 (by a4) and reaches c4 (by b3): the king
    // escapes to a4 (the mao's path, not its target), a5, b4 or c5, not c4.
    let p = pos(&game("afsW"), "1k3/5/X4/5/2K2 b - - 0 1");
    assert!(p.in_check(Player::BLACK));
    let king: Vec<String> = legal_sorted(&p)
        .into_iter()
        .filter(|m| m.starts_with("b5"))
        .collect();
    assert_eq!(king, ["b5a4", "b5a5", "b5b4", "b5c5"]);
}
