//! Rules of check beyond the king's safety (`engine/src/variants/rules/check_rules.rs`,
//! `engine/src/definition/KEYS.md`): `makpongRule` and `shatarMateRule`. Perft against
//! Fairy-Stockfish is in `perft/fsf/` (`makpong`, `shatar`).

mod family;
use family::{legal_sorted, play, pos};

use engine::{EndReason, Player};

#[test]
fn makpong_rule_a_checked_king_may_not_step_away() {
    let text = "[m:makpong]\n";
    // The rook checks from afar: the king may not move, the khon blocks.
    let p = pos(text, "4r1k1/8/8/8/8/8/3S4/4K3 w - - 0 1");
    assert_eq!(legal_sorted(&p), ["d2e3"]);
    // The checker next to the king, unguarded: the king takes it and nothing else.
    let q = pos(text, "6k1/8/8/8/8/8/4r3/4K3 w - - 0 1");
    assert_eq!(legal_sorted(&q), ["e1e2"]);
    // In makruk the king steps away.
    let r = pos("[m:makruk]\n", "4r1k1/8/8/8/8/8/3S4/4K3 w - - 0 1");
    assert!(legal_sorted(&r).contains(&"e1f1".to_string()));
}

const SHATAR: &str = "[s:shatar]\n";

#[test]
fn shatar_mate_rule_a_rooks_mate_wins() {
    let p = pos(SHATAR, "7k/2p5/6K1/8/8/8/8/R7 w - - 0 1");
    let o = play(&p, "a1a8").outcome().expect("mate");
    assert_eq!(
        (o.winner, o.reason),
        (Some(Player::WHITE), EndReason::Checkmate)
    );
}

#[test]
fn shatar_mate_rule_a_knights_mate_loses() {
    let p = pos(SHATAR, "6rk/6pp/8/6N1/8/8/8/K7 w - - 0 1");
    let o = play(&p, "g5f7").outcome().expect("mate");
    assert_eq!(
        (o.winner, o.reason),
        (Some(Player::BLACK), EndReason::KnightMate)
    );
}

#[test]
fn shatar_mate_rule_a_mate_without_a_shak_is_a_draw() {
    let p = pos(SHATAR, "6bk/7p/8/8/8/8/3B4/4K3 w - - 0 1");
    let o = play(&p, "d2c3").outcome().expect("mate");
    assert_eq!((o.winner, o.reason), (None, EndReason::MateWithoutShak));
}

#[test]
fn shatar_mate_rule_a_shak_earlier_in_the_run_of_checks_makes_the_mate_count() {
    // The knight checks (a shak), the king must go to the corner, the bishop mates: the
    // run of checks had a shak, so the mate counts.
    let p = pos(SHATAR, "6k1/7p/2N4P/8/8/8/3B4/K4R2 w - - 0 1");
    let after = play(&p, "c6e7");
    assert_eq!(legal_sorted(&after), ["g8h8"]);
    let o = play(&after, "g8h8 d2c3").outcome().expect("mate");
    assert_eq!(
        (o.winner, o.reason),
        (Some(Player::WHITE), EndReason::Checkmate)
    );
}
