//! Chessence (`CE-1` … `CE-8`), rule by rule.

use engine::{
    Count, EndReason, Kind, Move, PlayError, Player, Position, Settings, Square, Variant,
};

fn pos(fen: &str) -> Position {
    Position::from_fen(&Settings::new(Variant::Chessence), fen)
        .unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn mv(p: &Position, s: &str) -> Move {
    Move::parse_uci(s, p.rules()).unwrap()
}

/// The squares the piece on `from` may legally move to.
fn targets(p: &Position, from: &str) -> Vec<String> {
    let from: Square = from.parse().unwrap();
    let mut v: Vec<String> = p
        .legal_moves()
        .iter()
        .filter_map(|m| match *m {
            Move::Normal { from: f, to, .. } if f == from => Some(to.to_string()),
            _ => None,
        })
        .collect();
    v.sort();
    v
}

fn sorted(v: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = v.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

const MAN: Kind = Kind(1);

#[test]
fn ce_1_board_is_6_by_9_with_eight_holes() {
    let p = Position::start(&Settings::new(Variant::Chessence)).unwrap();
    let g = p.rules().geometry();
    assert_eq!((g.width(), g.height()), (6, 9));
    assert_eq!(g.playable().count(), 46);
    for h in ["a2", "b3", "d4", "e5", "b5", "c6", "e7", "f8"] {
        assert!(g.is_hole(h.parse().unwrap()), "{h}");
    }
    let wrong = "kp4/ppp3/1pp1*1/2*3/1*2*1/3*2/1*1PP1/*2PPP/4PK[PPPppp] w - - 0 1";
    let err = Position::from_fen(&Settings::new(Variant::Chessence), wrong).unwrap_err();
    assert!(err.to_string().contains("6×9"), "{err}");
}

#[test]
fn ce_2_setup_and_three_men_in_hand() {
    let p = Position::start(&Settings::new(Variant::Chessence)).unwrap();
    assert_eq!(
        p.to_fen(),
        "kp4/ppp2*/1pp1*1/2*3/1*2*1/3*2/1*1PP1/*2PPP/4PK[PPPppp] w - - 0 1"
    );
    assert_eq!(p.hand(Player::WHITE).count(MAN), Count::Finite(3));
    assert_eq!(p.hand(Player::BLACK).count(MAN), Count::Finite(3));
    assert_eq!(p.turn(), Player::WHITE);
}

#[test]
fn ce_3_kings_never_move_and_attack_nothing() {
    // The white king on f1 stands next to a black man on e2 (powerless): neither attacks.
    let p = pos("k5/5*/4*1/2*3/1*2*1/3*2/1*4/*3p1/5K[P] w - - 0 1");
    assert!(targets(&p, "f1").is_empty());
    let err = p.check(&mv(&p, "f1e2")).unwrap_err();
    assert!(err.to_string().contains("kings never move"), "{err}");
    // The black king is not in check from anything, and the white king's neighbour e2 is
    // free to drop on (a drop there is legal: kings attack nothing).
    assert!(p.legal_moves().contains(&mv(&p, "P@e1")));
}

#[test]
fn ce_4_a_man_alone_has_no_power() {
    let p = pos("k5/5*/4*1/2*3/1*2*1/3*2/1*P3/*5/5K[P] w - - 0 1");
    assert!(targets(&p, "c3").is_empty());
    let err = p.check(&mv(&p, "c3c4")).unwrap_err();
    assert!(err.to_string().contains("no friendly man"), "{err}");
}

#[test]
fn ce_4_orthogonal_neighbour_gives_rook_power() {
    // c2 is next to c3: c3 rides as a rook, stopped by the hole c6 and the hole b3.
    let p = pos("k5/5*/4*1/2*3/1*2*1/3*2/1*P3/*1P3/5K[] w - - 0 1");
    assert_eq!(targets(&p, "c3"), sorted(&["c4", "c5", "d3", "e3", "f3"]));
}

#[test]
fn ce_4_diagonal_neighbour_gives_bishop_power() {
    let p = pos("k5/5*/4*1/2*3/1*2*1/3*2/1*P3/*2P2/5K[] w - - 0 1");
    assert_eq!(targets(&p, "c3"), sorted(&["b2", "a1", "b4", "a5"]));
}

#[test]
fn ce_4_knight_neighbour_gives_knight_power() {
    let p = pos("k5/5*/4*1/2*3/1*2*1/3*2/1*P3/*3P1/5K[] w - - 0 1");
    assert_eq!(targets(&p, "c3"), sorted(&["a4", "b1", "d1", "e4", "d5"]));
}

#[test]
fn ce_4_powers_add_up() {
    // c2 (orthogonal) and d2 (diagonal): rook and bishop.
    let p = pos("k5/5*/4*1/2*3/1*2*1/3*2/1*P3/*1PP2/5K[] w - - 0 1");
    assert_eq!(
        targets(&p, "c3"),
        sorted(&["c4", "c5", "d3", "e3", "f3", "b2", "a1", "b4", "a5"])
    );
}

#[test]
fn ce_4_enemy_men_and_kings_give_no_power() {
    // Black men on c2 and d2 and the white king next door: the white man on c3 has none.
    let p = pos("k5/5*/4*1/2*3/1*2*1/3*2/1*PK2/*1pp2/6[] w - - 0 1");
    assert!(targets(&p, "c3").is_empty());
}

#[test]
fn ce_4_a_man_loses_its_power_when_its_partner_is_captured() {
    // Black b2 rides as a rook (partner b1) and takes the white man on c2; the white man on
    // c3, whose only partner was c2, has no power left.
    let before = pos("k5/5*/4*1/2*2K/1*2*1/3*2/1*P3/*pP3/1p4[] w - - 0 1");
    assert_eq!(
        targets(&before, "c3"),
        sorted(&["c4", "c5", "d3", "e3", "f3"])
    );
    let p = pos("k5/5*/4*1/2*2K/1*2*1/3*2/1*P3/*pP3/1p4[] b - - 0 1");
    let after = p.play(&mv(&p, "b2c2")).unwrap();
    assert!(targets(&after, "c3").is_empty());
}

#[test]
fn ce_4_men_capture_by_replacement_and_the_captured_man_is_gone() {
    let p = pos("k5/5*/4*1/2*2K/1*2*1/3*2/1*P3/*pP3/1p4[] b - - 0 1");
    let after = p.play(&mv(&p, "b2c2")).unwrap();
    assert_eq!(
        after.pieces_of(Player::WHITE).count(),
        2,
        "the king and c3 are left"
    );
    assert_eq!(
        after.hand(Player::BLACK).count(MAN),
        Count::Finite(0),
        "nothing goes to hand"
    );
}

#[test]
fn ce_5_drops_only_on_empty_own_starting_squares() {
    let p = Position::start(&Settings::new(Variant::Chessence)).unwrap();
    let drops: Vec<String> = p
        .legal_moves()
        .iter()
        .filter(|m| matches!(m, Move::Drop { .. }))
        .map(|m| m.to_uci(p.rules()))
        .collect();
    assert!(
        drops.is_empty(),
        "all six home squares are full at the start: {drops:?}"
    );
    let p = pos("k5/5*/4*1/2*3/1*2*1/3*2/1*1P2/*5/5K[P] w - - 0 1");
    let mut drops: Vec<String> = p
        .legal_moves()
        .iter()
        .filter(|m| matches!(m, Move::Drop { .. }))
        .map(|m| m.to_uci(p.rules()))
        .collect();
    drops.sort();
    assert_eq!(drops, sorted(&["P@d2", "P@e1", "P@e2", "P@e3", "P@f2"]));
    let err = p.check(&mv(&p, "P@c4")).unwrap_err();
    assert!(err.to_string().contains("six starting squares"), "{err}");
    assert_eq!(
        p.check(&mv(&p, "P@d3")),
        Err(PlayError::Occupied("d3".parse().unwrap()))
    );
}

#[test]
fn ce_5_a_drop_blocks_check() {
    // Black b1 rides as a rook (partner a1) along rank 1 to the white king on f1; the only
    // answer is a man dropped on e1.
    let p = pos("k5/5*/4*1/2*3/1*2*1/3*2/1*4/*5/pp3K[P] w - - 0 1");
    let legal: Vec<String> = p
        .legal_moves()
        .iter()
        .map(|m| m.to_uci(p.rules()))
        .collect();
    assert_eq!(legal, vec!["P@e1"]);
}

#[test]
fn ce_5_a_drop_may_give_check_and_mate() {
    // The black king on c1 (kings may stand anywhere in a FEN), a lone white man on c2.
    // Dropping a man on d2 gives c2 rook power: c2 reaches c1. Black has nothing to answer.
    let p = pos("6/5*/4*1/2*3/1*2*1/3*2/1*4/*1P3/2k2K[P] w - - 0 1");
    assert!(p.outcome().is_none());
    let after = p.play(&mv(&p, "P@d2")).unwrap();
    let out = after.outcome().expect("mate by a drop");
    assert_eq!(out.winner, Some(Player::WHITE));
    assert_eq!(out.reason, EndReason::Checkmate);
}

#[test]
fn ce_6_a_move_that_leaves_the_own_king_in_check_is_illegal() {
    // Black b1 (partner a1) checks f1 along rank 1. White's c2 (knight power from e3) may
    // take the partner a1: b1 loses its power and the check is gone. c2-a3 does nothing.
    let p = pos("k5/5*/4*1/2*3/1*2*1/3*2/1*2P1/*1P3/pp3K[] w - - 0 1");
    let legal: Vec<String> = p
        .legal_moves()
        .iter()
        .map(|m| m.to_uci(p.rules()))
        .collect();
    assert!(legal.contains(&"c2a1".to_string()), "{legal:?}");
    assert!(
        legal.contains(&"e3d1".to_string()),
        "a block on d1: {legal:?}"
    );
    assert!(!legal.contains(&"c2a3".to_string()), "{legal:?}");
    let err = p.check(&mv(&p, "c2a3")).unwrap_err();
    assert!(err.to_string().contains("check"), "{err}");
}

#[test]
fn ce_7_checkmate_loses() {
    let p = pos("k5/5*/4*1/2*3/1*2*1/3*2/1*4/*5/pp3K[] w - - 0 1");
    let out = p.outcome().expect("no legal move");
    assert_eq!(out.winner, Some(Player::BLACK));
    assert_eq!(out.reason, EndReason::Checkmate);
}

#[test]
fn ce_7_stalemate_loses_too() {
    let p = pos("k5/5*/4*1/2*3/1*2*1/3*2/1*4/*5/5K[] w - - 0 1");
    let out = p.outcome().expect("no legal move");
    assert_eq!(out.winner, Some(Player::BLACK));
    assert_eq!(out.reason, EndReason::Stalemate);
    assert_eq!(out.to_string(), "Black wins: stalemate");
}

#[test]
fn ce_8_fifty_moves_without_capture_or_drop_draw() {
    let p = pos("kp4/pp3*/4*1/2*3/1*2*1/3*2/1*2P1/*2PP1/5K[] w - - 100 80");
    let out = p.outcome().expect("fifty-move draw");
    assert_eq!(out.winner, None);
    assert_eq!(out.reason, EndReason::FiftyMoves);
    let p = pos("kp4/pp3*/4*1/2*3/1*2*1/3*2/1*2P1/*2PP1/5K[] w - - 99 80");
    assert!(p.outcome().is_none());
}
