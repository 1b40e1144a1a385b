//! `Position::in_check`, which the app asks to mark a king in check: each game's own rule.

use engine::{Player, Position, Settings, Variant};

fn pos(v: Variant, fen: &str) -> Position {
    Position::from_fen(&Settings::new(v), fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

#[test]
fn no_king_is_in_check_at_the_start() {
    for v in Variant::ALL {
        let p = Position::start(&Settings::new(v)).expect("start");
        for pl in [Player::WHITE, Player::BLACK, Player::THIRD] {
            assert!(!p.in_check(pl), "{v} {pl:?}");
        }
    }
}

#[test]
fn chessence_check_comes_from_a_man_with_powers() {
    // CE-6: Black b1 (partner a1) rides as a rook along rank 1 to the white king on f1.
    let p = pos(
        Variant::Chessence,
        "k5/5*/4*1/2*3/1*2*1/3*2/1*4/*5/pp3K[P] w - - 0 1",
    );
    assert!(p.in_check(Player::WHITE));
    assert!(!p.in_check(Player::BLACK));
}

#[test]
fn arnhem_check_along_the_bridge() {
    // A white rook on c1 checks the black king on c7 across the bridge square c4.
    let p = pos(Variant::Arnhem, "2k3/6/6/**2**/6/6/K1R3[] b - - 0 1");
    assert!(p.in_check(Player::BLACK));
    assert!(!p.in_check(Player::WHITE));
}
