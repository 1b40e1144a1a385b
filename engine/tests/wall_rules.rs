//! Walls, played for any defined game (`engine/src/variants/rules/walls.rs`,
//! `engine/src/definition/KEYS.md`): each test names the Fairy-Stockfish key whose rule it
//! shows. Perft against Fairy-Stockfish is in `perft/fsf/` (`isolation`, `snailtrail`,
//! `joust`, `atlantis`, `petrified`, `nuclear`, …).

mod family;
use family::{legal, play, pos, settings, walled_game as game};

use engine::{Move, Player, Position, Settings, Square};

fn sq(s: &str) -> Square {
    s.parse().expect("a square")
}

#[test]
fn walling_rule_static_walls_any_empty_square_and_writes_it_in_the_fen() {
    let p = Position::start(&settings(&game("static", ""))).expect("start");
    // Three steps from a1, each with a wall on any of the 14 squares then empty (a1
    // included).
    assert_eq!(p.legal_moves().len(), 3 * 14);
    let after = play(&p, "a1b2,b2c3");
    assert_eq!(after.to_fen(), "3p/2*1/1P2/4 b - - 1 1");
    assert!(after.walls().contains(sq("c3")));
    // A wall is entered by nothing and read back from the FEN.
    assert!(!legal(&after).iter().any(|m| m.starts_with("d4c3")));
    let again = pos(&game("static", ""), &after.to_fen());
    assert_eq!(again, after);
}

#[test]
fn walling_region_limits_where_walls_go() {
    let p = Position::start(&settings(&game("static", "wallingRegion = *3 *4\n"))).expect("start");
    let walls: Vec<Square> = p.legal_moves().iter().filter_map(Move::wall).collect();
    assert!(walls.iter().all(|w| w.rank() >= 2), "{walls:?}");
    assert_eq!(p.legal_moves().len(), 3 * 7);
}

#[test]
fn walling_rule_past_walls_the_square_left() {
    let p = Position::start(&settings(&game("past", ""))).expect("start");
    let mut moves = legal(&p);
    moves.sort();
    assert_eq!(
        moves,
        ["a1a2,a2a1", "a1b1,b1a1", "a1b2,b2a1"].map(String::from)
    );
    let after = play(&p, "a1b2,b2a1 d4c3,c3d4");
    assert_eq!(after.to_fen(), "3*/2p1/1P2/*3 w - - 2 2");
}

#[test]
fn walling_rule_duck_lifts_the_last_wall() {
    let p = Position::start(&settings(&game("duck", ""))).expect("start");
    let after = play(&p, "a1b2,b2c2 d4c4,c4a4");
    // The duck moved from c2 to a4: one wall only.
    assert_eq!(after.walls().count(), 1);
    assert!(after.walls().contains(sq("a4")));
    // And it must move: not back onto its own square.
    assert!(!legal(&after).iter().any(|m| m.ends_with("a4")));
}

#[test]
fn walling_rule_arrow_walls_a_square_the_piece_could_move_to_from_its_landing() {
    let text = "[amazons:chess]\nmaxFile = 4\nmaxRank = 4\npawn = -\nknight = -\nbishop = -\n\
                rook = -\nqueen = -\nking = -\npromotionPieceTypes = -\ncustomPiece1 = q:mQ\n\
                startFen = 3q/4/4/Q3 w - - 0 1\nstalemateValue = loss\nwallingRule = arrow\n";
    let p = Position::start(&settings(text)).expect("start");
    let moves = legal(&p);
    // The queen goes a1–b1 and shoots back to a1, the square it left, or on along the rank.
    assert!(moves.contains(&"a1b1,b1a1".to_string()), "{moves:?}");
    assert!(moves.contains(&"a1b1,b1d1".to_string()), "{moves:?}");
    // Not a knight's jump away from b1.
    assert!(!moves.contains(&"a1b1,b1c3".to_string()), "{moves:?}");
    // Nor through the queen on d4: from c3 the arrow stops before it.
    assert!(!moves
        .iter()
        .any(|m| m.starts_with("a1c3,") && m.ends_with("d4")));
}

#[test]
fn walling_rule_edge_with_wall_or_move_places_a_wall_or_moves() {
    // Atlantis, as Fairy-Stockfish's example file has it.
    let atlantis = "[atlantis:chess]\nwallingRule = edge\nwallOrMove = true\n";
    let p = Position::start(&settings(atlantis)).expect("atlantis");
    let moves = legal(&p);
    // Twenty moves of chess, without a wall, written with Fairy-Stockfish's `,a1`...
    assert!(moves.contains(&"e2e4,e4a1".to_string()), "{moves:?}");
    // ...and eight walls alone on the empty squares of the edge, named from White's
    // first piece (a1).
    let walls_alone: Vec<&String> = moves.iter().filter(|m| m.starts_with("a1a1,")).collect();
    assert_eq!(walls_alone.len(), 8, "{walls_alone:?}");
    assert_eq!(moves.len(), 28);
    // A plain move may be written either way.
    assert_eq!(play(&p, "e2e4"), play(&p, "e2e4,e4a1"));
    // A wall beside a wall may go inside the edge next.
    // Black names its first piece, a7.
    let after = play(&p, "a1a1,a1a4 a7a7,a7b4");
    assert!(after.walls().contains(sq("b4")));
    let p3 = play(&after, "a1a1,a1c4");
    assert!(p3.walls().contains(sq("c4")));
    assert_eq!(p3.turn(), Player::BLACK);
}

#[test]
fn a_move_without_its_wall_is_refused_with_a_reason() {
    let p = Position::start(&settings(&game("static", ""))).expect("start");
    let m = p.parse_move("a1b2").expect("spelled");
    let e = p.check(&m).expect_err("needs a wall");
    assert!(e.to_string().contains("also places a wall"), "{e}");
    let m = p.parse_move("a1b2,b2d4").expect("spelled");
    let e = p.check(&m).expect_err("a piece there");
    assert!(e.to_string().contains("d4"), "{e}");
    let e = p.parse_move("a1b2,c3d4").expect_err("wrong landing");
    assert!(e.to_string().contains("b2"), "{e}");
}

#[test]
fn petrify_on_capture_types_turns_the_capturer_into_a_wall() {
    // Petrified: the queen takes the knight and becomes a wall where it took.
    let p = pos("[p:petrified]\n", "4k3/8/8/3n4/8/8/8/3QK3 w - - 0 1");
    let after = play(&p, "d1d5");
    assert_eq!(after.to_fen(), "4k3/8/8/3*4/8/8/8/4K3 b - - 0 1");
    // A king (pseudo-royal, of a petrifying type) may not capture at all.
    let p = pos("[p:petrified]\n", "4k3/8/8/8/8/8/4n3/4K3 w - - 0 1");
    assert!(!legal(&p).contains(&"e1e2".to_string()));
}

#[test]
fn walls_are_refused_beside_the_five_games_modules() {
    let text = "[a:chess]\nx-players = 3\nwallingRule = static\n";
    let s = engine::definition::parse_definitions(text)
        .map(|d| Settings::defined(d.last().cloned().unwrap()));
    let refused = match s {
        Err(e) => e.to_string(),
        Ok(s) => Position::start(&s).expect_err("refused").to_string(),
    };
    assert!(refused.contains("wallingRule"), "{refused}");
}

#[test]
fn a_walled_game_is_kept_in_records_and_links_with_its_walls() {
    let settings = settings(&game("static", ""));
    let mut g = engine::Game::new(&settings).expect("start");
    for text in ["a1b2,b2c3", "d4d3,d3a1"] {
        let m = g.position().parse_move(text).expect("spelled");
        g.play(&m).expect("legal");
    }
    // Records and links write the wall after `*` (a link parts moves by commas).
    assert_eq!(g.moves()[0].to_uci(g.position().rules()), "a1b2*c3");
    let text = engine::record::write_game(&g);
    let back = engine::record::read_game(&text).expect("read back");
    assert_eq!(back.position(), g.position());
    assert_eq!(back.position().walls().count(), 2);
}
