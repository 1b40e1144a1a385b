//! What a board marks beyond its squares (`engine/src/board_marks.rs`, issue 64): xiangqi's
//! palaces and river, janggi's palaces without a river, shogi's promotion zones, and
//! nothing for chess or our five games.

use engine::{BoardMarks, Position, Settings, Square, SquareSet, Variant};

fn marks(name: &str) -> BoardMarks {
    let s = Settings::named(name).expect("a built-in");
    Position::start(&s).expect("a start").rules().board_marks()
}

fn squares(list: &str) -> SquareSet {
    list.split_whitespace()
        .map(|s| s.parse::<Square>().expect("a square"))
        .collect()
}

#[test]
fn xiangqi_marks_both_palaces_and_the_river_above_the_fifth_rank() {
    let m = marks("xiangqi");
    assert_eq!(
        m.palaces,
        squares("d1 e1 f1 d2 e2 f2 d3 e3 f3 d8 e8 f8 d9 e9 f9 d10 e10 f10")
    );
    assert_eq!(m.river, Some(5));
    assert!(m.zones.is_empty());
}

#[test]
fn janggi_has_palaces_and_no_river() {
    let m = marks("janggi");
    assert_eq!(m.palaces.count(), 18);
    assert_eq!(m.river, None);
}

#[test]
fn shogi_marks_three_ranks_of_promotion_zone_on_each_side() {
    let m = marks("shogi");
    assert_eq!(m.zones.count(), 2 * 3 * 9);
    assert!(m.zones.contains("a7".parse().expect("a7")));
    assert!(!m.zones.contains("a4".parse().expect("a4")));
    assert!(m.palaces.is_empty() && m.river.is_none());
}

#[test]
fn chess_and_our_five_games_mark_nothing() {
    assert!(marks("chess").is_empty());
    for v in Variant::ALL {
        let pos = Position::start(&Settings::new(v)).expect("a start");
        assert!(pos.rules().board_marks().is_empty(), "{v:?}");
    }
}
