//! Vimes Chess (`VI-1` … `VI-8`), rule by rule: three players, the Republican's schedule,
//! shared pawns and Republican-only units.

use engine::variants::vimes::{republican_in, royalist_in, schedule_text};
use engine::{EndReason, Move, Player, Position, Settings, Variant};

const REPUBLICAN: Player = Player::THIRD;

fn settings() -> Settings {
    Settings::new(Variant::Vimes)
}

fn pos(fen: &str) -> Position {
    Position::from_fen(&settings(), fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn mv(p: &Position, s: &str) -> Move {
    Move::parse_uci(s, p.rules()).unwrap()
}

fn play(p: &Position, s: &str) -> Position {
    p.play(&mv(p, s))
        .unwrap_or_else(|e| panic!("{s}: {e} in {}", p.to_fen()))
}

fn side_field(p: &Position) -> String {
    p.to_fen().split(' ').nth(1).unwrap().to_string()
}

#[test]
fn vi_1_fide_array_and_three_players() {
    let p = Position::start(&settings()).unwrap();
    assert_eq!(
        p.to_fen(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w2 KQkq - 0 1"
    );
    assert_eq!(p.rules().player_count(), 3);
    assert_eq!(p.legal_moves().len(), 20);
}

#[test]
fn vi_2_turn_order_for_the_first_fifteen_moves() {
    // W B R W B W R B W B R W B W R
    let moves = [
        "g1f3", "g8f6", "a2a3", "f3g1", "f6g8", "g1f3", "a7a6", "g8f6", "f3g1", "f6g8", "h2h3",
        "g1f3", "g8f6", "f3g1", "h7h6",
    ];
    let movers = "wbrwbwrbwbrwbwr";
    let after = [
        "b1", "rw0", "w3", "b2", "w1", "rb0", "b3", "w2", "b1", "rw0", "w3", "b2", "w1", "rb0",
        "b3",
    ];
    let mut p = Position::start(&settings()).unwrap();
    for ((m, who), field) in moves.iter().zip(movers.chars()).zip(after) {
        let expected = match who {
            'w' => Player::WHITE,
            'b' => Player::BLACK,
            _ => REPUBLICAN,
        };
        assert_eq!(p.turn(), expected, "before {m}");
        p = play(&p, m);
        assert_eq!(side_field(&p), field, "after {m}");
    }
}

#[test]
fn vi_2_schedule_in_words() {
    let p = Position::start(&settings()).unwrap();
    assert_eq!(
        schedule_text(&p),
        "Republican moves after 2 more Royalist moves"
    );
    let p = play(&p, "e2e4");
    assert_eq!(
        schedule_text(&p),
        "Republican moves after this Royalist move"
    );
    let p = play(&p, "e7e5");
    assert_eq!(schedule_text(&p), "Republican to move");
}

const CAPTURE_PAWN: &str = "4k3/7p/8/3p4/8/8/P7/3QK3 w3 - - 0 1";

#[test]
fn vi_3_the_republican_may_reply_at_once_to_a_pawn_capture() {
    let p = pos(CAPTURE_PAWN);
    let p = play(&p, "d1d5");
    assert_eq!(p.turn(), REPUBLICAN);
    assert_eq!(side_field(&p), "rb2!");
    assert_eq!(schedule_text(&p), "Republican may reply now — or pass");
    assert!(p.legal_moves().contains(&Move::Pass));
    // Taken: the count restarts as after a normal Republican move.
    let taken = play(&p, "a2a3");
    assert_eq!(side_field(&taken), "b3");
    // Passed: the schedule goes on where it was.
    let passed = play(&p, "pass");
    assert_eq!(side_field(&passed), "b2");
}

#[test]
fn vi_3_a_capture_of_a_piece_gives_no_instant_reply() {
    let p = pos("4k3/7p/8/3n4/8/8/P7/3QK3 w3 - - 0 1");
    let p = play(&p, "d1d5");
    assert_eq!(side_field(&p), "b2");
}

#[test]
fn vi_3_taking_a_republican_only_pawn_also_gives_the_instant_reply() {
    // The Republican's pawn takes a White knight and becomes Republican-only on c3
    // (`VI-5`); Black's knight then takes it: any unpromoted pawn counts ([decided]).
    let mut p = Position::start(&settings()).unwrap();
    for m in ["b1c3", "g8f6", "b2c3", "e2e3", "f6d5", "a2a3", "a7a6"] {
        p = play(&p, m);
    }
    // The P~ on c3 is the Republican's own: it took a White knight.
    assert_eq!(
        p.to_fen(),
        "rnbqkb1r/1ppppppp/p7/3n4/8/P1P~1P3/2PP1PPP/R1BQKBNR b3 KQkq - 0 3"
    );
    assert_eq!(p.turn(), Player::BLACK);
    let p = play(&p, "d5c3");
    assert_eq!(p.turn(), REPUBLICAN);
    assert_eq!(side_field(&p), "rw2!");
    assert_eq!(schedule_text(&p), "Republican may reply now — or pass");
    let legal = p.legal_moves();
    assert!(legal.contains(&Move::Pass));
    assert!(legal.len() > 1, "the Republican's own moves besides pass");
}

#[test]
fn vi_3_taking_a_promoted_pawn_gives_no_instant_reply() {
    // A queen the Republican promoted is not a pawn.
    let p = pos("4k3/7p/8/3Q~4/8/8/P7/3QK3 w3 - - 0 1");
    let p = play(&p, "d1d5");
    assert_eq!(side_field(&p), "b2");
}

#[test]
fn vi_3_a_republican_with_no_move_waits_for_each_royalist() {
    // The only pawns block each other: the Republican can only wait.
    let p = pos("4k3/8/8/p7/P7/8/8/4K3 rw0 - - 0 1");
    let legal: Vec<Move> = p.legal_moves().to_vec();
    assert_eq!(legal, vec![Move::Pass]);
    let p = play(&p, "pass");
    assert_eq!(side_field(&p), "w2");
    let p = play(&play(&p, "e1d1"), "e8d8");
    assert_eq!(p.turn(), REPUBLICAN);
    // A Royalist may never pass, nor the Republican on its ordinary turn with a move.
    let p = pos(CAPTURE_PAWN);
    assert!(p.check(&Move::Pass).is_err());
    let p = pos("4k3/8/8/8/8/8/P7/4K3 rw0 - - 0 1");
    assert!(p.check(&Move::Pass).is_err());
}

#[test]
fn vi_4_both_the_royalist_and_the_republican_move_pawns_in_their_own_direction() {
    let p = Position::start(&settings()).unwrap();
    let p = play(&play(&p, "e2e4"), "e7e5");
    // The Republican may move pawns of both colours, double steps included.
    let legal: Vec<String> = p
        .legal_moves()
        .iter()
        .map(|m| m.to_uci(p.rules()))
        .collect();
    for m in ["a2a4", "a7a5", "d2d3", "d7d5", "h7h6"] {
        assert!(legal.contains(&m.to_string()), "{m}");
    }
    assert!(!legal.contains(&"e4e5".to_string()));
    assert!(!legal.contains(&"g1f3".to_string()), "not a knight");
    assert_eq!(legal.len(), 28);
}

#[test]
fn vi_4_no_pawn_captures_a_pawn() {
    let p = pos("4k3/8/8/3p4/4P3/8/8/4K3 w3 - - 0 1");
    let err = p.check(&mv(&p, "e4d5")).unwrap_err();
    assert!(err.to_string().contains("no pawn captures a pawn"), "{err}");
    let r = pos("4k3/8/8/3p4/4P3/8/8/4K3 rw0 - - 0 1");
    assert!(r.check(&mv(&r, "e4d5")).is_err());
    assert!(r.check(&mv(&r, "d5e4")).is_err());
}

#[test]
fn vi_5_a_republican_pawn_taking_its_own_colour_becomes_republican_only() {
    let p = pos("4k3/8/8/3N4/4P3/8/8/4K3 rw0 - - 0 1");
    let p = play(&p, "e4d5");
    assert!(p.to_fen().starts_with("4k3/8/8/3P~4/"), "{}", p.to_fen());
    // White may no longer move it; the Republican still may.
    let w = pos("4k3/8/8/3P~4/8/8/8/4K3 w3 - - 0 1");
    let err = w.check(&mv(&w, "d5d6")).unwrap_err();
    assert!(err.to_string().contains("Republican-only"), "{err}");
    let r = pos("4k3/8/8/3P~4/8/8/8/4K3 rw0 - - 0 1");
    assert!(r.check(&mv(&r, "d5d6")).is_ok());
}

#[test]
fn vi_5_republican_only_units_are_taken_only_by_royalist_pieces() {
    // A black knight may take a white Republican-only pawn; a black pawn may not.
    let p = pos("4k3/8/8/8/2p5/1P~6/3n4/4K3 b3 - - 0 1");
    assert!(p.check(&mv(&p, "d2b3")).is_ok());
    assert!(p.check(&mv(&p, "c4b3")).is_err());
    // The Republican's own units never take each other.
    let r = pos("4k3/8/8/8/8/1Q~6/1P~6/4K3 rw0 - - 0 1");
    assert!(r.check(&mv(&r, "b3b2")).is_err());
}

#[test]
fn vi_6_the_republican_takes_pieces_of_either_colour_with_any_pawn() {
    let p = pos("4k3/8/8/2n1B3/3P4/8/8/4K3 rw0 - - 0 1");
    assert!(p.check(&mv(&p, "d4c5")).is_ok(), "a black knight");
    assert!(p.check(&mv(&p, "d4e5")).is_ok(), "a white bishop");
}

#[test]
fn vi_6_no_fifth_promoted_piece_of_a_kind() {
    let p = pos("4k3/1P6/8/8/8/8/8/Q~Q~Q~Q~K3 rw0 - - 0 1");
    let err = p.check(&mv(&p, "b7b8q")).unwrap_err();
    assert!(err.to_string().contains("four promoted queens"), "{err}");
    let after = play(&p, "b7b8r");
    assert!(
        after.to_fen().starts_with("1R~2k3/"),
        "promoted pieces are Republican-only: {}",
        after.to_fen()
    );
}

#[test]
fn vi_7_a_royalist_is_in_check_from_its_own_pawn_behind_the_king() {
    // The white pawn on d3 attacks e4 diagonally forward: the Republican could use it.
    let p = pos("4k3/8/8/8/4K3/3P4/8/N7 w3 - - 0 1");
    let err = p.check(&mv(&p, "a1b3")).unwrap_err();
    assert!(err.to_string().contains("check"), "{err}");
    assert!(p.check(&mv(&p, "e4f4")).is_ok());
}

#[test]
fn vi_7_no_move_ever_captures_a_king() {
    let p = pos("4k3/8/8/8/8/8/3p4/4K3 rw0 - - 0 1");
    // The black pawn on d2 attacks e1, but the Republican cannot take the king.
    assert!(p.check(&mv(&p, "d2e1q")).is_err());
}

#[test]
fn vi_7_castling_as_in_fide_chess() {
    let p = pos("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w3 KQkq - 0 1");
    let after = play(&p, "e1g1");
    assert!(
        after
            .to_fen()
            .starts_with("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R4RK1 b2 kq "),
        "{}",
        after.to_fen()
    );
    let after = play(&p, "e1c1");
    assert!(
        after.to_fen().contains("/2KR3R b2 kq "),
        "{}",
        after.to_fen()
    );
    // Through an attacked square: a black bishop on b5 covers f1.
    let p = pos("r3k2r/8/8/1b6/8/8/8/R3K2R w3 KQkq - 0 1");
    assert!(p.check(&mv(&p, "e1g1")).is_err());
    assert!(p.check(&mv(&p, "e1c1")).is_ok());
}

#[test]
fn vi_8_a_checkmated_royalist_is_out_and_its_pawns_stay_for_the_republican() {
    let p = pos("7k/6pp/8/8/8/8/8/R3K3 w3 - - 0 1");
    let p = play(&p, "a1a8");
    assert!(!royalist_in(&p, Player::BLACK));
    assert_eq!(p.turn(), REPUBLICAN);
    assert!(p.to_fen().starts_with("R7/6p~p~/8/"), "{}", p.to_fen());
    assert!(p.outcome().is_none(), "White and the Republican play on");
    // The two left alternate.
    let p = play(&p, "g7g6");
    assert_eq!(p.turn(), Player::WHITE);
    let p = play(&p, "a8a7");
    assert_eq!(p.turn(), REPUBLICAN);
}

#[test]
fn vi_8_a_royalist_stalemate_is_a_win_for_the_republican() {
    let p = pos("k7/2Q5/8/8/8/8/7P/4K3 b3 - - 0 1");
    let out = p.outcome().expect("stalemate");
    assert_eq!(
        (out.winner, out.reason),
        (Some(REPUBLICAN), EndReason::Stalemate)
    );
}

#[test]
fn vi_8_with_the_republican_out_the_royalists_play_on_and_stalemate_draws() {
    let p = pos("k7/2Q5/8/8/8/8/8/4K3 b3 - - 0 1");
    assert!(!republican_in(&p));
    let out = p.outcome().expect("stalemate");
    assert_eq!((out.winner, out.reason), (None, EndReason::Stalemate));
    let p = pos("4k3/8/8/8/8/8/8/R3K3 w3 - - 0 1");
    let p = play(&p, "a1a2");
    assert_eq!(p.turn(), Player::BLACK, "no Republican turn when it is out");
}

#[test]
fn vi_8_with_one_royalist_out_the_royalist_wins_by_taking_every_republican_unit() {
    let p = pos("8/8/8/8/8/8/7p~/4K2R w1 - - 0 1");
    let p = play(&p, "h1h2");
    let out = p.outcome().expect("no unit left");
    assert_eq!(
        (out.winner, out.reason),
        (Some(Player::WHITE), EndReason::NoUnitsLeft)
    );
}

#[test]
fn vi_fen_round_trips_and_bad_schedules_are_refused() {
    for fen in [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w2 KQkq - 0 1",
        "4k3/7p/8/8/8/8/P7/4K3 rb2! - - 0 1",
        "4k3/8/8/3P~4/8/8/8/4K3 rw0 - - 3 9",
    ] {
        assert_eq!(pos(fen).to_fen(), fen);
    }
    for bad in [
        "4k3/8/8/8/8/8/P7/4K3 w - - 0 1",
        "4k3/8/8/8/8/8/P7/4K3 w0 - - 0 1",
        "4k3/8/8/8/8/8/P7/4K3 r2 - - 0 1",
        "4k3/8/8/8/8/8/P7/4K3 w2! - - 0 1",
        "4k3/8/8/8/8/8/P7/4K3 w2 K - 0 1",
    ] {
        assert!(Position::from_fen(&settings(), bad).is_err(), "{bad}");
    }
}

#[test]
fn vi_8_a_fen_with_a_mated_royalist_to_move_removes_it_at_once() {
    let p = pos("R6k/6pp/8/8/8/8/8/4K3 b3 - - 0 1");
    assert!(!royalist_in(&p, Player::BLACK));
    assert_eq!(p.turn(), REPUBLICAN);
    assert!(p.outcome().is_none());
}

#[test]
fn vi_4_a_republican_move_that_is_not_legal_is_refused_with_the_right_reason() {
    let p = play(
        &play(&Position::start(&settings()).unwrap(), "e2e4"),
        "e7e5",
    );
    // The Republican may move a2, but not three squares; the reason is not "not yours".
    for (m, why) in [
        ("a2a5", "a pawn cannot go from a2 to a5"),
        ("h7h4", "a pawn cannot go from h7 to h4"),
        (
            "g1f3",
            "the Republican moves only pawns and Republican-only units, not the piece on g1",
        ),
    ] {
        assert_eq!(p.check(&mv(&p, m)).unwrap_err().to_string(), why, "{m}");
    }
    // A Republican-only queen never takes a pawn: the pawns are the Republican's own units.
    let q = pos("4k3/8/8/8/8/3Q~4/3P4/4K3 rw1 - - 0 1");
    assert_eq!(
        q.check(&mv(&q, "d3d2")).unwrap_err().to_string(),
        "the pawn on d2 is one of the Republican's own units"
    );
    assert_eq!(
        q.check(&mv(&q, "d3e5")).unwrap_err().to_string(),
        "a queen cannot go from d3 to e5"
    );
}
