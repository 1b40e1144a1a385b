//! Keys of how a defined game ends that belong to no one game's family: each test names the
//! Fairy-Stockfish key whose rule it shows (`engine/src/definition/KEYS.md`). Perft against
//! Fairy-Stockfish is in `perft/fsf/` (`3check`, `5check`, `checkshogi`).

use engine::definition::parse_definitions;
use engine::{EndReason, Outcome, Player, Position, Settings};

fn settings(text: &str) -> Settings {
    let defs = parse_definitions(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    Settings::defined(defs.last().cloned().expect("a section"))
}

fn play(p: &Position, moves: &str) -> Position {
    moves.split_whitespace().fold(p.clone(), |p, m| {
        let mv = p.parse_move(m).unwrap_or_else(|e| panic!("{m}: {e}"));
        p.play(&mv).unwrap_or_else(|e| panic!("{m} in {p:?}: {e}"))
    })
}

const THREE: &str = "[three:3check]\n";

#[test]
fn check_counting_reads_and_writes_the_checks_left_in_the_fen() {
    let s = settings(THREE);
    let p = Position::start(&s).expect("start");
    assert_eq!(
        p.to_fen(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1"
    );
    assert_eq!(p.checks_to_give(Player::WHITE), Some(3));
    // Lichess writes the checks given, at the end: +1+0 is two left for White.
    let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 +1+0";
    let p = Position::from_fen(&s, fen).expect("lichess' form");
    assert_eq!(p.checks_to_give(Player::WHITE), Some(2));
    assert_eq!(p.checks_to_give(Player::BLACK), Some(3));
    // Without a count the next check wins, as in Fairy-Stockfish.
    let p = Position::from_fen(&s, "4k3/8/8/8/8/8/8/4K3 w - - 0 1").expect("no count");
    assert_eq!(p.checks_to_give(Player::WHITE), Some(1));
    // A game that counts no checks refuses a count.
    let chess = settings("[c:chess]\n");
    let e = Position::from_fen(&chess, "4k3/8/8/8/8/8/8/4K3 w - - 3+3 0 1").unwrap_err();
    assert!(e.to_string().contains("does not count checks"), "{e}");
    assert!(Position::from_fen(&s, "4k3/8/8/8/8/8/8/4K3 w - - x+3 0 1").is_err());
}

#[test]
fn check_counting_ends_the_game_at_the_last_check_to_give() {
    let s = settings(THREE);
    let p = Position::from_fen(&s, "4k3/8/8/8/8/8/3PP3/3QK3 w - - 2+3 0 1").expect("fen");
    let p = play(&p, "d1a4");
    assert_eq!(p.checks_to_give(Player::WHITE), Some(1));
    assert_eq!(p.outcome(), None);
    let p = play(&p, "e8f7 a4c4");
    assert_eq!(p.checks_to_give(Player::WHITE), Some(0));
    assert_eq!(
        p.outcome(),
        Some(Outcome {
            winner: Some(Player::WHITE),
            reason: EndReason::ChecksGiven
        })
    );
    assert!(p.legal_moves().is_empty(), "the game is over");
}
