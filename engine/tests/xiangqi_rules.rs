//! Xiangqi's family of keys, played for any defined game (`engine/src/variants/rules/
//! xiangqi.rs`, `engine/src/definition/KEYS.md`): each test names the Fairy-Stockfish key
//! whose rule it shows. Perft against Fairy-Stockfish is in `perft/fsf/` (`minixiangqi`,
//! `manchu`).

use engine::definition::parse_definitions;
use engine::{Player, Position, Settings};

fn settings(text: &str) -> Settings {
    let defs = parse_definitions(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    Settings::defined(defs.last().cloned().expect("a section"))
}

fn pos(text: &str, fen: &str) -> Position {
    Position::from_fen(&settings(text), fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn moves_from(p: &Position, from: &str) -> Vec<String> {
    let mut v: Vec<String> = p
        .legal_moves()
        .iter()
        .map(|m| m.to_uci(p.rules()))
        .filter(|m| m.starts_with(from))
        .collect();
    v.sort();
    v
}

fn list(s: &str) -> Vec<String> {
    let mut v: Vec<String> = s.split_whitespace().map(str::to_string).collect();
    v.sort();
    v
}

/// Minixiangqi (7×7): the kings (wazirs) kept in their palaces c1–e3 and c5–e7, the
/// flying general.
const MINI: &str = "[mine:minixiangqi]\n";

#[test]
fn mobility_region_keeps_the_king_in_its_palace() {
    // The king on c2 may step to c1, c3, d2, not to b2 (outside the palace).
    let p = pos(MINI, "4k2/7/7/7/7/2K4/7 w - - 0 1");
    assert_eq!(moves_from(&p, "c2"), list("c2c1 c2c3 c2d2"));
}

#[test]
fn a_piece_kept_in_a_region_attacks_only_there() {
    // White's king may stand next to Black's rook's region edge: a rook confined to ranks
    // 5–7 does not attack c3 (below it), though its line reaches it.
    let text = "[r:minixiangqi]\nmobilityRegionBlackRook = *5 *6 *7\nflyingGeneral = false\n";
    let p = pos(text, "3k3/7/2r4/7/7/7/3K3 w - - 0 1");
    assert!(!p.in_check(Player::WHITE));
    assert!(moves_from(&p, "d1").contains(&"d1c1".to_string()));
    let p = pos(text, "3k3/7/2r4/7/7/2K4/7 w - - 0 1");
    assert!(
        moves_from(&p, "c2").contains(&"c2c3".to_string()),
        "c3 is not attacked"
    );
    // The rook itself may not land outside its region, though it rides over it.
    let p = pos(text, "3k3/7/2r4/7/7/7/3K3 b - - 0 1");
    let rook = moves_from(&p, "c5");
    assert!(
        !rook.iter().any(|m| m.ends_with('4') || m.ends_with('1')),
        "{rook:?}"
    );
    assert!(rook.contains(&"c5c7".to_string()));
}

#[test]
fn flying_general_keeps_the_kings_from_facing() {
    // Kings on d1 and d7 with nothing between: White's king may not stay on the d-file's
    // open line, and a piece may not leave the line between them.
    let p = pos(MINI, "3k3/7/7/7/7/7/2K4 w - - 0 1");
    assert_eq!(moves_from(&p, "c1"), list("c1c2"));
    let p = pos(MINI, "3k3/7/7/3P3/7/7/3K3 w - - 0 1");
    assert_eq!(moves_from(&p, "d4"), list("d4d5"));
    let text = "[free:minixiangqi]\nflyingGeneral = false\n";
    let p = pos(text, "3k3/7/7/7/7/7/2K4 w - - 0 1");
    assert_eq!(moves_from(&p, "c1"), list("c1c2 c1d1"));
}

#[test]
fn soldier_promotion_rank_keeps_the_soldier_straight_until_the_river() {
    // Manchu (xiangqi's board): White's soldier moves only forward on ranks 1–5, and also
    // sideways from rank 6.
    let text = "[m:manchu]\n";
    let p = pos(text, "4k4/9/9/9/9/9/4P4/9/9/3K5 w - - 0 1");
    assert_eq!(moves_from(&p, "e4"), list("e4e5"));
    let p = pos(text, "4k4/9/9/9/4P4/9/9/9/9/3K5 w - - 0 1");
    assert_eq!(moves_from(&p, "e6"), list("e6d6 e6e7 e6f6"));
    // Not yet over the river, it does not attack sideways.
    let p = pos(text, "9/9/9/9/9/9/3kP4/9/9/4K4 b - - 0 1");
    assert!(!p.in_check(Player::BLACK));
}

fn game_after(text: &str, fen: &str, moves: &str) -> engine::Game {
    let mut g = engine::Game::from_fen(&settings(text), fen).expect("game");
    for m in moves.split_whitespace() {
        let mv = g.position().parse_move(m).expect("move");
        g.play(&mv).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    g
}

#[test]
fn chasing_rule_makes_the_side_that_chases_lose_the_repetition() {
    // White's rook chases Black's undefended cannon up and down the a-file: the third time
    // the position stands, the chaser loses.
    let fen = "5k3/9/c8/9/9/9/9/9/9/1R1K5 w - - 0 1";
    let line = "b1b8 a8a7 b8b7 a7a8 b7b8 a8a7 b8b7 a7a8 b7b8";
    let g = game_after("[x:xiangqi]\n", fen, line);
    assert_eq!(
        g.outcome(),
        Some(engine::Outcome {
            winner: Some(Player::BLACK),
            reason: engine::EndReason::PerpetualChase
        })
    );
    // A defended cannon is not chased: a draw.
    let fen = "5k3/9/c8/9/9/9/9/r8/9/1R1K5 w - - 0 1";
    let g = game_after("[x:xiangqi]\n", fen, line);
    assert_eq!(g.outcome().map(|o| o.winner), Some(None));
    // Without the rule, a draw.
    let g = game_after("[n:xiangqi]\nchasingRule = none\n", fen, line);
    assert_eq!(g.outcome().map(|o| o.winner), Some(None));
}
