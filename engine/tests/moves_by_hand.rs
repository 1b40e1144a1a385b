//! A move made by hand, step by step (`engine/src/hand_move.rs`, issue 64): what a drag from
//! one square to another still leaves to choose, for every kind of move a defined game has
//! (a gate, a wall, an optional or forced promotion), and the board shown while a wall is
//! placed.

mod family;
use family::{play, pos, settings, walled_game as walled};

use engine::{hand_step, narrow, wall_squares, HandStep, Move, Position, Square};

const SEIRAWAN: &str = "[s:seirawan]\n";
const SEIRAWAN_START: &str =
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w KQBCDFGkqbcdfg - 0 1";

fn sq(s: &str) -> Square {
    s.parse().expect("a square")
}

/// The moves of a drag from `from` to `to`, written as records write them.
fn by_hand(p: &Position, from: &str, to: &str) -> Vec<Move> {
    p.moves_by_hand(sq(from), sq(to))
}

fn written(p: &Position, moves: &[Move]) -> Vec<String> {
    let mut v: Vec<String> = moves.iter().map(|m| m.to_uci(p.rules())).collect();
    v.sort();
    v
}

#[test]
fn a_plain_move_is_played_at_once() {
    let p = pos(SEIRAWAN, SEIRAWAN_START);
    let moves = by_hand(&p, "e2", "e4");
    assert!(matches!(hand_step(&moves), HandStep::Play(_)));
    assert_eq!(hand_step(&by_hand(&p, "e2", "e5")), HandStep::Refused);
}

#[test]
fn gating_a_piece_leaving_its_gate_asks_which_piece_comes_in_or_none() {
    let p = pos(SEIRAWAN, SEIRAWAN_START);
    let moves = by_hand(&p, "b1", "c3");
    assert_eq!(written(&p, &moves), ["b1c3", "b1c3eb1", "b1c3hb1"]);
    let HandStep::Choose(choices) = hand_step(&moves) else {
        panic!("a choice of gate")
    };
    assert_eq!(choices.len(), 3);
    // The hawk chosen: that move alone is left, and it is played.
    let hawk = choices
        .iter()
        .find(|m| m.to_uci(p.rules()) == "b1c3hb1")
        .expect("the hawk's gate");
    let kept = narrow(&moves, hawk);
    assert_eq!(hand_step(&kept), HandStep::Play(*hawk));
    // The knight's square shows the move on its target set.
    assert!(p.targets_by_hand(sq("b1")).contains(sq("c3")));
}

#[test]
fn gating_a_castling_asks_for_the_kings_or_the_rooks_square() {
    let p = pos(SEIRAWAN, "4k3/8/8/8/8/8/8/R3K2R[H] w KQ - 0 1");
    let moves = by_hand(&p, "e1", "g1");
    assert_eq!(written(&p, &moves), ["e1g1", "e1g1he1", "e1g1hh1"]);
    assert!(matches!(hand_step(&moves), HandStep::Choose(c) if c.len() == 3));
}

#[test]
fn walling_rule_static_asks_for_the_walls_square_after_the_move() {
    let p = Position::start(&settings(&walled("static", ""))).expect("start");
    assert!(p.targets_by_hand(sq("a1")).contains(sq("b2")));
    let moves = by_hand(&p, "a1", "b2");
    let HandStep::Wall(walls) = hand_step(&moves) else {
        panic!("a wall to place")
    };
    // Every empty square once the king stands on b2: a1 included, d4 and b2 not.
    let squares = wall_squares(&walls);
    assert_eq!(squares.count(), 14);
    assert!(squares.contains(sq("a1")) && !squares.contains(sq("b2")));
    // While the wall is placed, the king stands on b2, no wall yet, White still to move.
    let shown = p.wall_preview(&walls[0]).expect("a walled move");
    assert!(shown.piece_at(sq("b2")).is_some() && shown.piece_at(sq("a1")).is_none());
    assert!(shown.walls().is_empty());
    assert_eq!(shown.turn(), p.turn());
    assert_eq!(p.wall_preview(&Move::Pass), None);
}

#[test]
fn walling_rule_past_has_one_wall_and_plays_the_move() {
    let p = Position::start(&settings(&walled("past", ""))).expect("start");
    let moves = by_hand(&p, "a1", "b2");
    let HandStep::Play(m) = hand_step(&moves) else {
        panic!("one move")
    };
    assert_eq!(m.wall(), Some(sq("a1")));
}

#[test]
fn walling_rule_duck_the_duck_stays_where_it_was_until_placed_again() {
    let p = Position::start(&settings(&walled("duck", ""))).expect("start");
    let after = play(&p, "a1b2,b2c2");
    let moves = by_hand(&after, "d4", "c4");
    let HandStep::Wall(walls) = hand_step(&moves) else {
        panic!("a duck to place")
    };
    // Not back on c2, where it stands.
    assert!(!wall_squares(&walls).contains(sq("c2")));
    let shown = after.wall_preview(&walls[0]).expect("a walled move");
    assert_eq!(shown.walls().count(), 1);
    assert!(shown.walls().contains(sq("c2")));
    assert!(shown.piece_at(sq("c4")).is_some());
}

#[test]
fn a_promotion_with_a_wall_asks_for_the_piece_then_the_wall() {
    let text = "[pw:chess]\nwallingRule = static\n";
    let p = pos(text, "7k/P7/8/8/8/8/8/K7 w - - 0 1");
    let moves = by_hand(&p, "a7", "a8");
    let HandStep::Choose(choices) = hand_step(&moves) else {
        panic!("a piece to choose")
    };
    assert_eq!(choices.len(), 4, "knight, bishop, rook or queen");
    let queen = choices
        .iter()
        .find(|m| m.to_uci(p.rules()).contains('q'))
        .expect("a queen");
    let kept = narrow(&moves, queen);
    assert!(kept.len() > 1);
    assert!(matches!(hand_step(&kept), HandStep::Wall(w) if w.len() == kept.len()));
}

#[test]
fn wall_or_move_a_wall_alone_is_placed_on_an_empty_square() {
    let p = Position::start(&settings(&walled("static", "wallOrMove = true\n"))).expect("start");
    let m = p.wall_alone_at(sq("c2")).expect("a wall alone on c2");
    assert_eq!(m.wall(), Some(sq("c2")));
    assert_eq!(p.wall_alone_at(sq("a1")), None, "a1 holds the king");
    // A move of the king places none and is played at once.
    assert!(matches!(
        hand_step(&by_hand(&p, "a1", "b2")),
        HandStep::Play(Move::Normal { .. })
    ));
}

#[test]
fn drop_promoted_a_drop_asks_for_the_piece_or_what_it_promotes_to() {
    // Kyoto shogi: a piece in hand goes down as itself or as its other side.
    let p = pos("[k:kyotoshogi]\n", "p+nks+l/5/5/5/+LSK+N1[P] w - - 0 1");
    let pawn = p.parse_move("P@c3").expect("a pawn drop");
    let Move::Drop { kind, to } = pawn else {
        panic!("a drop")
    };
    let moves = p.drops_by_hand(kind, to);
    assert_eq!(written(&p, &moves), ["+P@c3", "P@c3"]);
    assert!(matches!(hand_step(&moves), HandStep::Choose(c) if c.len() == 2));
}

#[test]
fn walling_rule_a_move_onto_a_wall_is_refused_as_walled_off() {
    let p = Position::start(&settings(&walled("static", ""))).expect("start");
    let after = play(&p, "a1b2,b2c3 d4d3,d3a1");
    assert!(by_hand(&after, "b2", "c3").is_empty());
    let m = Move::Normal {
        from: sq("b2"),
        to: sq("c3"),
        promotion: None,
    };
    let why = after.check(&m).expect_err("c3 is a wall").to_string();
    assert_eq!(why, "c3 is walled off: nothing may go there");
}
