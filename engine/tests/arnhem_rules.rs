//! Arnhem Chess (`AR-1` … `AR-7`), rule by rule, deployment (`AR-4`) included.

use engine::{Count, EndReason, Kind, Move, Phase, Player, Position, Settings, Square, Variant};

fn pos(fen: &str) -> Position {
    Position::from_fen(&Settings::new(Variant::Arnhem), fen)
        .unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn mv(p: &Position, s: &str) -> Move {
    Move::parse_uci(s, p.rules()).unwrap()
}

fn legal(p: &Position) -> Vec<String> {
    p.legal_moves()
        .iter()
        .map(|m| m.to_uci(p.rules()))
        .collect()
}

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
    v.dedup();
    v
}

const PAWN: Kind = Kind(6);
const KNIGHT: Kind = Kind(4);

#[test]
fn ar_1_board_has_38_squares_and_a_bridge() {
    let p = Position::start(&Settings::new(Variant::Arnhem)).unwrap();
    let g = p.rules().geometry();
    assert_eq!((g.width(), g.height(), g.playable().count()), (6, 7, 38));
    for h in ["a4", "b4", "e4", "f4"] {
        assert!(g.is_hole(h.parse().unwrap()));
    }
    assert!(g.is_playable("c4".parse().unwrap()) && g.is_playable("d4".parse().unwrap()));
}

#[test]
fn ar_1_bishop_crosses_the_bridge_f7_to_a2() {
    let p = pos("k4B/6/6/**2**/6/6/5K[] w - - 0 1");
    assert_eq!(targets(&p, "f7"), vec!["a2", "b3", "c4", "d5", "e6"]);
}

#[test]
fn ar_1_sh_1_rook_stops_before_a_hole_and_a_knight_leaps_over() {
    let p = pos("5k/6/RN4/**2**/6/6/5K[] w - - 0 1");
    let rook = targets(&p, "a5");
    assert!(
        !rook.contains(&"a4".to_string()) && !rook.contains(&"a3".to_string()),
        "{rook:?}"
    );
    assert!(rook.contains(&"a6".to_string()));
    let knight = targets(&p, "b5");
    assert!(
        knight.contains(&"a3".to_string()) && knight.contains(&"c3".to_string()),
        "{knight:?}"
    );
}

#[test]
fn ar_2_chancellor_moves_as_rook_and_knight() {
    let p = pos("k5/6/6/**2**/2C3/6/5K[] w - - 0 1");
    let c = targets(&p, "c3");
    for s in [
        "c1", "c2", "c4", "c5", "c6", "c7", "a3", "b3", "d3", "e3", "f3",
    ] {
        assert!(c.contains(&s.to_string()), "rook part {s}: {c:?}");
    }
    for s in ["a2", "b1", "d1", "e2", "a4", "b5", "d5", "e4"] {
        let hole = ["a4", "e4"].contains(&s);
        assert_eq!(c.contains(&s.to_string()), !hole, "knight part {s}: {c:?}");
    }
}

#[test]
fn ar_3_berolina_pawn_moves_diagonally_and_captures_straight() {
    // White pawn c2: moves to b3 or d3 (empty), captures on c3 (a black knight), never
    // moves to c3 when it is empty, never captures diagonally.
    let p = pos("k5/6/6/**2**/1nn3/2P3/5K[] w - - 0 1");
    assert_eq!(
        targets(&p, "c2"),
        vec!["c3", "d3"],
        "b3 holds a knight: no diagonal capture"
    );
    let p = pos("k5/6/6/**2**/6/2P3/5K[] w - - 0 1");
    assert_eq!(targets(&p, "c2"), vec!["b3", "d3"]);
    // No double step.
    assert!(!targets(&p, "c2").contains(&"a4".to_string()));
}

#[test]
fn ar_3_promotion_is_compulsory_with_five_choices() {
    let p = pos("k5/2P3/6/**2**/6/6/5K[] w - - 0 1");
    let mut promos: Vec<String> = legal(&p)
        .into_iter()
        .filter(|m| m.starts_with("c6"))
        .collect();
    promos.sort();
    assert_eq!(
        promos,
        vec![
            "c6b7b", "c6b7c", "c6b7n", "c6b7q", "c6b7r", "c6d7b", "c6d7c", "c6d7n", "c6d7q",
            "c6d7r"
        ]
    );
    let err = p.check(&mv(&p, "c6b7")).unwrap_err();
    assert!(err.to_string().contains("must promote"), "{err}");
    let err = p.check(&mv(&p, "c6b7k")).unwrap_err();
    assert!(err.to_string().contains("cannot become"), "{err}");
}

#[test]
fn ar_5_capture_on_the_far_ranks_goes_to_the_reserve_in_the_capturers_colour() {
    let p = pos("k5/6/2n3/**2**/6/6/2R2K[] w - - 0 1");
    let after = p.play(&mv(&p, "c1c5")).unwrap();
    assert_eq!(after.hand(Player::WHITE).count(KNIGHT), Count::Finite(1));
    assert!(after.to_fen().contains("[N]"), "{}", after.to_fen());
}

#[test]
fn ar_5_capture_on_the_bridge_or_own_half_leaves_the_game() {
    let p = pos("k5/6/6/**n1**/6/6/2R2K[] w - - 0 1");
    let after = p.play(&mv(&p, "c1c4")).unwrap();
    assert!(after.hand(Player::WHITE).is_empty(), "c4 is the bridge");
    let p = pos("k5/6/6/**2**/6/2n3/2R2K[] w - - 0 1");
    let after = p.play(&mv(&p, "c1c2")).unwrap();
    assert!(
        after.hand(Player::WHITE).is_empty(),
        "c2 is White's own half"
    );
    // Black captures on ranks 1-3 into its reserve.
    let p = pos("k1r3/6/6/**2**/6/2N3/5K[] b - - 0 1");
    let after = p.play(&mv(&p, "c7c2")).unwrap();
    assert_eq!(after.hand(Player::BLACK).count(KNIGHT), Count::Finite(1));
    assert!(after.to_fen().contains("[n]"), "{}", after.to_fen());
}

#[test]
fn ar_5_a_promoted_pawn_returns_as_a_pawn() {
    let p = pos("k1r3/6/6/**2**/6/2Q~3/5K[] b - - 0 1");
    let after = p.play(&mv(&p, "c7c2")).unwrap();
    assert_eq!(after.hand(Player::BLACK).count(PAWN), Count::Finite(1));
    assert_eq!(
        after.hand(Player::BLACK).count(Kind(1)),
        Count::Finite(0),
        "not a queen"
    );
}

#[test]
fn ar_6_drops_anywhere_empty_but_pawns_only_on_own_ranks_or_bridge() {
    let p = pos("k5/6/6/**2**/6/6/5K[NP] w - - 0 1");
    let l = legal(&p);
    for s in ["a1", "a3", "f3", "c2", "c4", "d4"] {
        assert!(l.contains(&format!("P@{s}")), "pawn drop on {s}: {l:?}");
    }
    for s in ["c5", "a6", "b7"] {
        assert!(!l.contains(&format!("P@{s}")), "pawn drop on {s}");
        let err = p.check(&mv(&p, &format!("P@{s}"))).unwrap_err();
        assert!(err.to_string().contains("own three ranks"), "{err}");
    }
    assert!(l.contains(&"N@c6".to_string()) && l.contains(&"N@e5".to_string()));
    let err = p.check(&mv(&p, "P@a4")).unwrap_err();
    assert!(err.to_string().contains("hole"), "{err}");
    // Black's zone is ranks 5-7 and the bridge.
    let p = pos("k5/6/6/**2**/6/6/5K[p] b - - 0 1");
    let l = legal(&p);
    assert!(l.contains(&"P@c5".to_string()) && l.contains(&"P@d4".to_string()));
    assert!(!l.contains(&"P@c3".to_string()));
}

#[test]
fn ar_6_a_drop_may_give_mate() {
    // Black king a7 boxed in by its own pieces; a white knight dropped on c6 mates (on b5
    // it would not: the Berolina pawn b6 captures straight forward).
    let p = pos("kr4/pp4/6/**2**/6/6/5K[N] w - - 0 1");
    let after = p.play(&mv(&p, "N@b5")).unwrap();
    assert!(after.outcome().is_none());
    let after = p.play(&mv(&p, "N@c6")).unwrap();
    let out = after.outcome().expect("mate");
    assert_eq!(
        (out.winner, out.reason),
        (Some(Player::WHITE), EndReason::Checkmate)
    );
}

#[test]
fn ar_7_check_must_be_answered() {
    // From PERFT.md: White is in check from the chancellor on a3 and has one move.
    let p = pos("4k1/1P1n2/6/**2**/c5/4p1/K2R2[] w - - 0 1");
    assert_eq!(legal(&p).len(), 1);
}

#[test]
fn ar_7_checkmate_wins_and_stalemate_draws() {
    let mate = pos("kQ4/2K3/6/**2**/6/6/6[] b - - 0 1");
    let out = mate.outcome().expect("mate");
    assert_eq!(
        (out.winner, out.reason),
        (Some(Player::WHITE), EndReason::Checkmate)
    );
    let stale = pos("k5/2Q3/6/**2**/6/6/5K[] b - - 0 1");
    let out = stale.outcome().expect("stalemate");
    assert_eq!((out.winner, out.reason), (None, EndReason::Stalemate));
}

#[test]
fn ar_7_a_position_with_the_waiting_side_in_check_is_refused() {
    let err = Position::from_fen(
        &Settings::new(Variant::Arnhem),
        "k5/6/R5/**2**/6/6/5K[] w - - 0 1",
    )
    .unwrap_err();
    assert!(err.to_string().contains("in check"), "{err}");
}

fn play_all(mut p: Position, moves: &[&str]) -> Position {
    for m in moves {
        let mv = Move::parse_uci(m, p.rules()).unwrap();
        p = p.play(&mv).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    p
}

const WHITE_ARMY: [&str; 11] = [
    "R@a1", "N@b1", "B@c1", "Q@d1", "K@e1", "C@f1", "P@b2", "P@e2", "P@c3", "P@d3", "pass",
];
const BLACK_ARMY: [&str; 11] = [
    "R@a7", "N@b7", "B@c7", "Q@d7", "K@e7", "C@f7", "P@c6", "P@d6", "P@b5", "P@e5", "pass",
];

#[test]
fn ar_4_deployment_is_the_default_start() {
    let p = Position::start(&Settings::new(Variant::Arnhem)).unwrap();
    assert_eq!(p.phase(), Phase::Deploy);
    assert_eq!(
        p.to_fen(),
        "6/6/6/**2**/6/6/6[KQRBNCPPPPkqrbncpppp] w deploy - 0 1"
    );
    // Six pieces on six squares of rank 1, pawns on a2-f2 and b3-e3.
    assert_eq!(legal(&p).len(), 6 * 6 + 10);
    let mut quick = Settings::new(Variant::Arnhem);
    quick.arnhem.deployment = false;
    let q = Position::start(&quick).unwrap();
    assert_eq!(
        (q.phase(), q.to_fen().as_str()),
        (
            Phase::Play,
            "rnbqkc/2pp2/1p2p1/**2**/1P2P1/2PP2/RNBQKC[] w - - 0 1"
        )
    );
}

#[test]
fn ar_4_pieces_on_the_first_rank_and_pawns_in_their_zone_only() {
    let p = Position::start(&Settings::new(Variant::Arnhem)).unwrap();
    for bad in ["K@a2", "P@a3", "P@f3", "P@c4", "Q@c3"] {
        let err = p.check(&mv(&p, bad)).unwrap_err();
        assert!(err.to_string().contains("deployed on"), "{bad}: {err}");
    }
    let err = p.check(&Move::Pass).unwrap_err();
    assert!(err.to_string().contains("whole army"), "{err}");
}

#[test]
fn ar_4_white_may_rearrange_then_confirms_and_black_deploys() {
    let p = Position::start(&Settings::new(Variant::Arnhem)).unwrap();
    let p = play_all(p, &["K@e1", "Q@d1", "d1a1", "a1e1"]);
    assert_eq!(p.turn(), Player::WHITE, "White keeps placing");
    assert_eq!(
        p.piece_at("e1".parse().unwrap()).map(|x| x.kind),
        Some(Kind(1)),
        "swapped: queen on e1"
    );
    let p = play_all(
        p,
        &[
            "R@d1", "N@b1", "B@c1", "C@f1", "P@b2", "P@e2", "P@c3", "P@d3",
        ],
    );
    assert_eq!(p.turn(), Player::WHITE);
    let p = play_all(p, &["pass"]);
    assert_eq!((p.turn(), p.phase()), (Player::BLACK, Phase::Deploy));
    let p = play_all(p, &BLACK_ARMY);
    assert_eq!((p.turn(), p.phase()), (Player::BLACK, Phase::Change));
    assert!(p.to_fen().ends_with("[] b change - 0 1"), "{}", p.to_fen());
}

#[test]
fn ar_4_black_makes_one_change_or_none_then_white_moves() {
    let start = Position::start(&Settings::new(Variant::Arnhem)).unwrap();
    let revealed = play_all(play_all(start, &WHITE_ARMY), &BLACK_ARMY);
    // One pawn to another empty allowed square.
    let p = play_all(revealed.clone(), &["b5a6"]);
    assert_eq!((p.turn(), p.phase()), (Player::WHITE, Phase::Play));
    // Or two pieces of rank 7 swapped.
    let p = play_all(revealed.clone(), &["a7e7"]);
    assert_eq!(
        p.piece_at("a7".parse().unwrap()).map(|x| x.kind),
        Some(Kind(0))
    );
    assert_eq!(p.phase(), Phase::Play);
    // Or nothing.
    let p = play_all(revealed.clone(), &["pass"]);
    assert_eq!((p.turn(), p.phase()), (Player::WHITE, Phase::Play));
    assert_eq!(
        p.to_fen(),
        "rnbqkc/2pp2/1p2p1/**2**/2PP2/1P2P1/RNBQKC[] w - - 0 1"
    );
    // Not a pawn onto a5 or f5, not a piece off rank 7.
    for bad in ["b5a5", "e5f5", "a7a6"] {
        assert!(revealed.check(&mv(&revealed, bad)).is_err(), "{bad}");
    }
}

/// The example: White's chancellor on d1 sees Black's king on d7 down the d-file.
const CHECK_AT_THE_REVEAL: &str = "rnqkbc/1p2p1/2p1p1/**2**/6/P1P1PP/KBQCRN[] b change - 0 1";

#[test]
fn ar_4_black_in_check_at_the_reveal_must_end_the_attack() {
    let p = pos(CHECK_AT_THE_REVEAL);
    assert!(p.in_check(Player::BLACK));
    let mut changes = legal(&p);
    changes.sort();
    // A pawn into the file (d5 or d6: four pawns, two squares), or a swap that takes the
    // king off d7 (with each of the five other pieces); no `pass`.
    let mut expected: Vec<String> = ["b6", "e6", "c5", "e5"]
        .iter()
        .flat_map(|from| ["d5", "d6"].map(|to| format!("{from}{to}")))
        .chain(["a7d7", "b7d7", "c7d7", "d7e7", "d7f7"].map(String::from))
        .collect();
    expected.sort();
    assert_eq!(changes, expected);
    assert_eq!(changes.len(), 13);
    let refused = p.check(&Move::Pass).unwrap_err().to_string();
    assert!(refused.contains("check"), "{refused}");
    // A change that leaves the file open is refused with the reason, too.
    let refused = p.check(&mv(&p, "b6a6")).unwrap_err().to_string();
    assert!(refused.contains("does not end the attack"), "{refused}");
    // Each legal change leaves a valid play position: Black's king is no longer attacked.
    for m in p.legal_moves().iter() {
        let next = p.play(m).unwrap();
        assert_eq!((next.turn(), next.phase()), (Player::WHITE, Phase::Play));
        assert!(!next.in_check(Player::BLACK));
        assert!(Position::from_fen(&Settings::new(Variant::Arnhem), &next.to_fen()).is_ok());
    }
    assert_eq!(p.outcome(), None);
}

#[test]
fn ar_4_no_change_may_leave_blacks_king_attacked() {
    // The pawn on d6 shields the king: it may not leave the file (d5 keeps it shut), but
    // passing is allowed.
    let p = pos("rnqkbc/1p1p2/2p1p1/**2**/6/P1P1PP/KBQCRN[] b change - 0 1");
    assert!(!p.in_check(Player::BLACK));
    let changes = legal(&p);
    assert!(changes.contains(&"pass".to_string()));
    let from_d6: Vec<&String> = changes.iter().filter(|m| m.starts_with("d6")).collect();
    assert_eq!(from_d6, ["d6d5"], "{changes:?}");
    let refused = p.check(&mv(&p, "d6a6")).unwrap_err().to_string();
    assert!(refused.contains("leaves your king in check"), "{refused}");
}

#[test]
fn ar_4_black_with_no_change_that_ends_the_attack_is_checkmated() {
    // A bare Black king on d7 has neither a pawn to move nor a piece to swap with.
    let p = pos("3k2/6/6/**2**/6/6/K2C2[] b change - 0 1");
    assert!(p.legal_moves().is_empty());
    let outcome = p.outcome().expect("the game is over");
    assert_eq!(outcome.winner, Some(Player::WHITE));
    assert_eq!(outcome.reason, EndReason::Checkmate);
}

#[test]
fn ar_4_white_in_check_after_the_change_answers_it_on_the_first_move() {
    // Black swaps its queen onto d7, opposite White's king on d1: allowed, for during the
    // change White's king may stand attacked; White then must answer the check.
    let p = pos("rnqkbc/1p2p1/2p1p1/**2**/6/P1P1PP/QBCKRN[] b change - 0 1");
    assert!(
        !p.in_check(Player::WHITE),
        "White is not to move during the change"
    );
    let p = play_all(p, &["c7d7"]);
    assert_eq!((p.turn(), p.phase()), (Player::WHITE, Phase::Play));
    assert!(p.in_check(Player::WHITE));
    for m in p.legal_moves().iter() {
        assert!(!p.play(m).unwrap().in_check(Player::WHITE));
    }
    assert!(Position::from_fen(&Settings::new(Variant::Arnhem), &p.to_fen()).is_ok());
}

#[test]
fn ar_4_a_deployment_fen_with_pieces_out_of_place_is_refused() {
    let s = Settings::new(Variant::Arnhem);
    for fen in [
        "6/6/6/**2**/6/K5/6[QRBNCPPPPkqrbncpppp] w deploy - 0 1",
        "6/6/6/**2**/6/6/k5[KQRBNCPPPPqrbncpppp] w deploy - 0 1",
        "6/6/6/**2**/6/6/6[KQRBNCPPPPkqrbncpppp] w setup - 0 1",
    ] {
        assert!(Position::from_fen(&s, fen).is_err(), "{fen}");
    }
}
