//! The reference game of RULES.md (`CN-9`): 8×8, kings only, unlimited.

use engine::{ChessNimSettings, Move, Player, Position, Settings, Variant};

fn kings_only() -> Settings {
    let mut s = Settings::new(Variant::ChessNim);
    s.chessnim.material = ChessNimSettings::kings_only_material();
    s
}

#[test]
fn cn_reference_game_free_counts_after_every_ply() {
    let settings = kings_only();
    let mut pos = Position::start(&settings).unwrap();
    assert_eq!(pos.to_fen(), "8/8/8/8/8/8/8/8[K*k*] w - - 0 1");
    assert_eq!(pos.free_squares().count(), 64);
    let drops = [
        "b7", "e7", "g7", "g4", "d4", "b4", "b2", "c3", "f3", "f1", "d2", "h2",
    ];
    let expected = [55, 46, 40, 31, 22, 16, 10, 9, 6, 3, 2, 0];
    for (d, n) in drops.iter().zip(expected) {
        assert!(pos.outcome().is_none());
        let m = Move::parse_uci(&format!("K@{d}"), pos.rules()).unwrap();
        assert!(pos.legal_moves().contains(&m), "K@{d} should be legal");
        pos = pos.play(&m).unwrap();
        assert_eq!(pos.free_squares().count(), n, "after K@{d}");
    }
    let out = pos.outcome().expect("the game is over");
    assert_eq!(out.winner, Some(Player::BLACK));
    assert_eq!(out.to_string(), "Black wins: no free square is left");
}
