//! Sittuyin's keys, played for any defined game (`engine/src/variants/rules/sittuyin.rs`,
//! `engine/src/definition/KEYS.md`): `sittuyinRookDrop`, `sittuyinPromotion`. Perft against
//! Fairy-Stockfish is in `perft/fsf/sittuyin.perft`.

mod family;
use family::{legal_sorted, play, pos};

use engine::EndReason;

const SITTUYIN: &str = "[s:sittuyin]\n";

#[test]
fn sittuyin_rook_drop_a_rook_goes_on_the_first_rank_only() {
    let p = pos(SITTUYIN, "8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KRkr] w - - 0 1");
    let rook_drops: Vec<String> = legal_sorted(&p)
        .into_iter()
        .filter(|m| m.starts_with("R@"))
        .collect();
    let first_rank: Vec<String> = "abcdefgh".chars().map(|f| format!("R@{f}1")).collect();
    assert_eq!(rook_drops, first_rank);
}

#[test]
fn sittuyin_promotion_in_place_or_a_step_away_never_attacking_nor_by_moving_in() {
    // The last pawn may promote wherever it stands: on e5 or a fers step away.
    let p = pos(SITTUYIN, "8/8/2k5/4P3/8/8/8/4K3 w - - 0 1");
    let promotions: Vec<String> = legal_sorted(&p)
        .into_iter()
        .filter(|m| m.len() == 5)
        .collect();
    assert_eq!(promotions, ["e5d4f", "e5d6f", "e5e5f", "e5f4f", "e5f6f"]);
    let after = play(&p, "e5e5f");
    // Written without `~`, as Fairy-Stockfish writes it where captures do not go to hand.
    assert!(
        after.to_fen().starts_with("8/8/2k5/4F3/"),
        "{}",
        after.to_fen()
    );
    // Moving into the region promotes nothing.
    let q = pos(SITTUYIN, "8/8/2k5/8/4P3/8/8/4K3 w - - 0 1");
    assert!(legal_sorted(&q).contains(&"e4e5".to_string()));
    assert!(!legal_sorted(&q)
        .iter()
        .any(|m| m.starts_with("e4e5") && m.len() == 5));
    // A fers that would attack a black piece, or give check, may not appear there; with a
    // fers on the board, no promotion at all.
    let r = pos(SITTUYIN, "8/8/8/2k1P3/8/5n2/8/4K3 w - - 0 1");
    let moves = legal_sorted(&r);
    assert!(!moves.contains(&"e5e5f".to_string()), "{moves:?}");
    assert!(!moves.contains(&"e5d6f".to_string()), "{moves:?}");
    let s = pos(SITTUYIN, "8/8/2k5/4P3/8/8/F7/4K3 w - - 0 1");
    assert!(!legal_sorted(&s).iter().any(|m| m.len() == 5));
}

#[test]
fn sittuyin_promotion_a_king_and_pawn_that_can_only_promote_is_stalemated() {
    // The pawn on e5 is blocked and the king has no square: only promotions are left.
    let p = pos(SITTUYIN, "1r5k/8/4r3/4P3/8/8/2r5/K7 w - - 0 1");
    let moves = legal_sorted(&p);
    assert!(
        !moves.is_empty() && moves.iter().all(|m| m.len() == 5),
        "{moves:?}"
    );
    let o = p.outcome().expect("over");
    assert_eq!((o.winner, o.reason), (None, EndReason::Stalemate));
}
