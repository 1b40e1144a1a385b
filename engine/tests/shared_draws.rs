//! `SH-3`: threefold repetition and the fifty-move rule, through [`engine::Game`].

use engine::{EndReason, Game, Move, Settings, Variant};

fn quick_arnhem() -> Settings {
    let mut s = Settings::new(Variant::Arnhem);
    s.arnhem.deployment = false;
    s
}

fn play(g: &mut Game, moves: &[&str]) {
    for m in moves {
        let mv = Move::parse_uci(m, g.position().rules()).unwrap();
        g.play(&mv).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
}

#[test]
fn sh_3_threefold_repetition_draws() {
    let mut g = Game::new(&quick_arnhem()).unwrap();
    let shuffle = ["b1a3", "b7a5", "a3b1", "a5b7"];
    play(&mut g, &shuffle);
    assert_eq!(g.repetitions(), 2);
    assert!(g.outcome().is_none());
    play(&mut g, &shuffle);
    assert_eq!(g.repetitions(), 3);
    let out = g.outcome().expect("threefold repetition");
    assert_eq!((out.winner, out.reason), (None, EndReason::Repetition));
    let next = Move::parse_uci("b1a3", g.position().rules()).unwrap();
    assert!(g.play(&next).is_err(), "the game is over");
    // Undo takes the game back out of the draw.
    assert!(g.undo().is_some());
    assert!(g.outcome().is_none());
}

#[test]
fn sh_3_fifty_moves_without_capture_drop_or_pawn_move_draw() {
    let s = quick_arnhem();
    let mut g = Game::from_fen(
        &s,
        "rnbqkc/2pp2/1p2p1/**2**/1P2P1/2PP2/RNBQKC[] w - - 99 60",
    )
    .unwrap();
    assert!(g.outcome().is_none());
    play(&mut g, &["b1a3"]);
    let out = g.outcome().expect("fifty moves");
    assert_eq!((out.winner, out.reason), (None, EndReason::FiftyMoves));
    // A pawn move resets the count.
    let mut g = Game::from_fen(
        &s,
        "rnbqkc/2pp2/1p2p1/**2**/1P2P1/2PP2/RNBQKC[] w - - 99 60",
    )
    .unwrap();
    play(&mut g, &["b3c4"]);
    assert_eq!(g.position().halfmove_clock(), 0);
    assert!(g.outcome().is_none());
}
