//! `twoBoards` (`engine/src/definition/KEYS.md`): one board of bughouse, played alone, its
//! hands as its FENs give them. Every figure below is Fairy-Stockfish's (c19b5f6); perft
//! against it is in `perft/fsf/` (`bughouse`, `koedem`, `supply`).

mod family;
use family::{legal, play, pos};

const BUGHOUSE: &str = "[b:bughouse]\n";

#[test]
fn two_boards_drops_only_what_the_hand_holds() {
    // The partner's queen in White's hand: 20 moves and 32 drops; no "virtual" drop of a
    // piece not in hand is a legal move (Fairy-Stockfish's are a device of its search).
    let p = pos(
        BUGHOUSE,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Qn] w KQkq - 0 1",
    );
    let moves = legal(&p);
    assert_eq!(moves.len(), 52);
    assert_eq!(moves.iter().filter(|m| m.starts_with("Q@")).count(), 32);
    // A capture leaves the board: it goes to the partner, not to the capturer's hand.
    let q = play(
        &pos(BUGHOUSE, "4k3/8/8/3p4/4P3/8/8/4K3[] w - - 0 1"),
        "e4d5",
    );
    assert!(
        q.to_fen().starts_with("4k3/8/8/3P4/8/8/8/4K3[] b"),
        "{}",
        q.to_fen()
    );
}

#[test]
fn two_boards_marks_a_promoted_pawn() {
    // It would go back to the partner as a pawn: `Q~`, as Fairy-Stockfish writes it.
    let p = pos(
        BUGHOUSE,
        "rnbqkb2/ppppppP1/8/8/8/8/PPPPPP1P/RNBQKBNR[] w KQq - 0 1",
    );
    let q = play(&p, "g7g8q");
    assert!(
        q.to_fen().starts_with("rnbqkbQ~1/pppppp2/"),
        "{}",
        q.to_fen()
    );
}
