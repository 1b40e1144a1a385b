//! Janggi's rule family (`engine/src/variants/rules/janggi.rs`,
//! `engine/src/definition/KEYS.md`): `janggiCannon`, `janggiElephant`, `diagonalLines`,
//! `x-kingType`, `bikjangRule` and `moveRepetitionIllegal`. Every move list below is the
//! one Fairy-Stockfish (c19b5f6) gives; perft against it is in `perft/fsf/` (`janggi`,
//! `janggitraditional`, `janggimodern`, `janggicasual`, `janggihouse`, `synochess`).

mod family;
use family::{legal_sorted, play, pos, settings};

use engine::definition::parse_definitions;
use engine::{EndReason, Game, Player};

const JANGGI: &str = "[j:janggi]\n";

fn sorted(moves: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = moves.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

#[test]
fn janggi_cannon_neither_hops_over_nor_takes_a_janggi_cannon() {
    // Rank 3: a black cannon, White's cannon on c3, a soldier on e3, White's cannon on g3.
    // c3 may not hop the cannon on a3; it hops the soldier to f3 and stops before g3.
    // Up its file it hops the soldier on c7 but may not take the cannon on c8.
    let p = pos(JANGGI, "4k4/9/2c6/2p6/9/9/9/c1C1p1C2/9/4K4 w - - 0 1");
    assert_eq!(
        legal_sorted(&p),
        sorted(&["c3f3", "g3d3", "e1d1", "e1f1", "e1e1"])
    );
}

/// The moves of the piece on `from`.
fn moves_from(p: &engine::Position, from: &str) -> Vec<String> {
    legal_sorted(p)
        .into_iter()
        .filter(|m| m.starts_with(from))
        .collect()
}

#[test]
fn janggi_elephant_is_stopped_on_either_square_of_its_path() {
    // The elephant on e1 leaps one orthogonal step and two diagonal ones: to c4 over e2
    // and d3, to g4 over e2 and f3, to b3/h3 over d1/f1 and c2/g2.
    let free = pos(JANGGI, "4k4/9/9/9/9/9/9/9/5K3/4B4 w - - 0 1");
    assert_eq!(
        moves_from(&free, "e1"),
        sorted(&["e1b3", "e1c4", "e1g4", "e1h3"])
    );
    // A piece on d3 stops c4 only; one on e2 stops both c4 and g4.
    let d3 = pos(JANGGI, "4k4/9/9/9/9/9/9/3P5/5K3/4B4 w - - 0 1");
    assert_eq!(moves_from(&d3, "e1"), sorted(&["e1b3", "e1g4", "e1h3"]));
    let e2 = pos(JANGGI, "4k4/9/9/9/9/9/9/9/4PK3/4B4 w - - 0 1");
    assert_eq!(moves_from(&e2, "e1"), sorted(&["e1b3", "e1h3"]));
}

#[test]
fn diagonal_lines_give_the_palace_diagonals_to_the_wazir_king_rook_soldier_and_cannon() {
    // The king on d1 steps to e2; the rook on f1 rides e2, d3; the soldier on d8 takes the
    // advisor on e9; the cannon on f8 hops that advisor to d10.
    let p = pos(JANGGI, "4k4/4a4/3P1C3/9/9/9/9/9/9/3K1R3 w - - 0 1");
    let moves = legal_sorted(&p);
    for m in ["d1e2", "f1e2", "f1d3", "d8e9", "f8d10"] {
        assert!(moves.contains(&m.to_string()), "{m} in {moves:?}");
    }
    assert_eq!(moves.len(), 24, "{moves:?}");
    // Without the lines (xiangqi's board, the same pieces), none of these.
    let text = "[j:janggi]\ndiagonalLines = -\n";
    let q = pos(text, "4k4/4a4/3P1C3/9/9/9/9/9/9/3K1R3 w - - 0 1");
    let moves = legal_sorted(&q);
    for m in ["d1e2", "f1e2", "f1d3", "d8e9", "f8d10"] {
        assert!(!moves.contains(&m.to_string()), "{m} in {moves:?}");
    }
}

#[test]
fn x_king_type_gives_the_king_a_wazirs_palace_moves_and_only_then() {
    // A king of `king = k:W` without `x-kingType` moves like it but takes no diagonal.
    let text = "[j:janggi]\nx-kingType = king\nking = k:W\n";
    let p = pos(text, "4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1");
    assert!(!legal_sorted(&p).contains(&"d1e2".to_string()));
    let q = pos(JANGGI, "4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1");
    assert!(legal_sorted(&q).contains(&"d1e2".to_string()));
    let bad = parse_definitions("[j:janggi]\nx-kingType = dragon\n").unwrap_err();
    assert!(bad.to_string().contains("x-kingType"), "{bad}");
}

#[test]
fn bikjang_rule_the_kings_facing_must_be_parted_or_the_player_passes() {
    // The kings face on the e-file: the king leaves it or White passes (e2e2); a step
    // along the file keeps them facing and is illegal.
    let p = pos(JANGGI, "9/4k4/9/9/9/9/9/9/4K4/R8 w - - 0 1");
    assert_eq!(
        legal_sorted(&p),
        sorted(&["e2e2", "e2d1", "e2d2", "e2d3", "e2f1", "e2f2", "e2f3"])
    );
    // In check as well as facing, the pass is still allowed.
    let checked = pos(JANGGI, "9/4k4/9/9/9/9/9/9/r3K4/R8 w - - 0 1");
    assert!(checked.in_check(Player::WHITE));
    assert_eq!(
        legal_sorted(&checked),
        sorted(&["e2e2", "e2d1", "e2d3", "e2f1", "e2f3"])
    );
    // Not facing, in check: no pass.
    let apart = pos(JANGGI, "9/3k5/9/9/9/9/9/9/r3K4/R8 w - - 0 1");
    assert!(!legal_sorted(&apart).contains(&"e2e2".to_string()));
}

#[test]
fn bikjang_rule_a_pass_that_leaves_the_kings_facing_ends_the_game() {
    // janggi counts the material (White's rook wins); janggitraditional draws.
    let fen = "9/4k4/9/9/9/9/9/9/4K4/R8 w - - 0 1";
    let o = play(&pos(JANGGI, fen), "e2e2").outcome().expect("bikjang");
    assert_eq!(
        (o.winner, o.reason),
        (Some(Player::WHITE), EndReason::Bikjang)
    );
    let t = play(&pos("[t:janggitraditional]\n", fen), "e2e2");
    assert!(t.legal_moves().is_empty());
    let o = t.outcome().expect("bikjang");
    assert_eq!((o.winner, o.reason), (None, EndReason::Bikjang));
    // janggicasual has no bikjang: the kings may face, Black plays on.
    let c = play(&pos("[c:janggicasual]\n", fen), "e2e2");
    assert_eq!(c.outcome(), None);
    assert_eq!(c.legal_moves().len(), 9);
}

#[test]
fn move_repetition_illegal_moving_one_piece_to_and_fro_loses() {
    // White's rook goes a1-a2, then a2-a3-a2-a3-a2 while Black's king (kept in its
    // palace, so never counted) shuffles: the fifth move loses for White in janggimodern.
    let fen = "3k5/9/9/9/9/9/9/9/4K4/R8 w - - 0 1";
    let line = "a1a2 d10d9 a2a3 d9d10 a3a2 d10d9 a2a3 d9d10 a3a2";
    let modern = settings("[m:janggimodern]\n");
    let mut g = Game::from_fen(&modern, fen).expect("fen");
    let moves: Vec<&str> = line.split_whitespace().collect();
    for (i, m) in moves.iter().enumerate() {
        assert_eq!(g.outcome(), None, "over before {m} (ply {i})");
        let mv = g.position().parse_move(m).expect("move");
        g.play(&mv).expect("legal");
    }
    let o = g.outcome().expect("to and fro");
    assert_eq!(
        (o.winner, o.reason),
        (Some(Player::BLACK), EndReason::BackAndForth)
    );
    // In janggi the same line is a third repetition, which the material decides.
    let mut j = Game::from_fen(&settings(JANGGI), fen).expect("fen");
    for m in &moves {
        let mv = j.position().parse_move(m).expect("move");
        j.play(&mv).expect("legal");
    }
    let o = j.outcome().expect("repetition");
    assert_eq!(
        (o.winner, o.reason),
        (Some(Player::WHITE), EndReason::Repetition)
    );
    // When the rook's first arrival on a2 took a piece, the run does not count.
    let mut took = Game::from_fen(&modern, "3k5/9/9/9/9/9/9/9/p3K4/R8 w - - 0 1").expect("fen");
    for m in &moves {
        let mv = took.position().parse_move(m).expect("move");
        took.play(&mv).expect("legal");
    }
    assert_eq!(took.outcome(), None);
}

#[test]
fn janggi_cannon_is_refused_with_a_module_that_walks_its_own_moves() {
    // Vimes' three players walk their pieces themselves, without the janggi cannon's rule.
    let text = "[v:vimes]\njanggiCannon = j\n";
    let def = parse_definitions(text)
        .expect("the text reads")
        .pop()
        .expect("a section");
    let err = engine::Position::start(&engine::Settings::defined(def)).unwrap_err();
    assert!(err.to_string().contains("janggiCannon"), "{err}");
}
