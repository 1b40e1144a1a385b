//! Shogi's family of keys, played for any defined game (`engine/src/variants/rules/shogi.rs`,
//! `engine/src/definition/KEYS.md`): each test names the Fairy-Stockfish key whose rule it
//! shows, on minishogi (5×5, Fairy-Stockfish's built-in as a parent) unless it says
//! otherwise. Perft against Fairy-Stockfish is in `perft/fsf/` (shogi, minishogi, …); the
//! repetition keys (`nFoldValue`, `perpetualCheckIllegal`) are here too.

use engine::definition::parse_definitions;
use engine::{EndReason, Game, Move, Outcome, Player, Position, Settings};

fn settings(text: &str) -> Settings {
    let defs = parse_definitions(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    Settings::defined(defs.last().cloned().expect("a section"))
}

fn pos(text: &str, fen: &str) -> Position {
    Position::from_fen(&settings(text), fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn legal(p: &Position) -> Vec<String> {
    p.legal_moves()
        .iter()
        .map(|m| m.to_uci(p.rules()))
        .collect()
}

fn moves_from(p: &Position, from: &str) -> Vec<String> {
    let mut v: Vec<String> = legal(p)
        .into_iter()
        .filter(|m| m.starts_with(from))
        .collect();
    v.sort();
    v
}

fn play(p: &Position, moves: &str) -> Position {
    moves.split_whitespace().fold(p.clone(), |p, m| {
        let mv = p.parse_move(m).unwrap_or_else(|e| panic!("{m}: {e}"));
        p.play(&mv).unwrap_or_else(|e| panic!("{m} in {p:?}: {e}"))
    })
}

const MINI: &str = "[mine:minishogi]\n";

fn list(s: &str) -> Vec<String> {
    let mut v: Vec<String> = s.split_whitespace().map(str::to_string).collect();
    v.sort();
    v
}

#[test]
fn promoted_piece_type_promotes_into_within_and_out_of_the_zone() {
    // A silver below the zone promotes on no move; one step below it, on each move in.
    let p = pos(MINI, "4k/5/2S2/5/K4[-] w - - 0 1");
    assert_eq!(moves_from(&p, "c3"), list("c3b4 c3c4 c3d4 c3b2 c3d2"));
    let p = pos(MINI, "4k/2S2/5/5/K4[-] w - - 0 1");
    assert_eq!(
        moves_from(&p, "c4"),
        list("c4b5 c4b5+ c4c5 c4c5+ c4d5 c4d5+ c4b3 c4d3")
    );
    // In the zone it may promote on any move, leaving the zone included.
    let p = pos(MINI, "k1S2/5/5/5/4K[-] w - - 0 1");
    assert_eq!(moves_from(&p, "c5"), list("c5b4 c5b4+ c5d4 c5d4+"));
}

#[test]
fn a_promoted_piece_is_plus_letter_in_fen_and_goes_to_the_hand_unpromoted() {
    let p = pos(MINI, "4k/2S2/5/5/K4[-] w - - 0 1");
    let p = play(&p, "c4c5+");
    assert_eq!(p.to_fen(), "2+S1k/5/5/5/K4[] b - - 1 1");
    // It moves as a gold now (`s:g`), and a capture puts a silver in the taker's hand.
    let back = Position::from_fen(&settings(MINI), &p.to_fen()).expect("+S reads back");
    assert_eq!(back.to_fen(), p.to_fen());
    let p = pos(MINI, "4k/3+S1/5/5/K4[-] b - - 0 1");
    let p = play(&p, "e5d4");
    assert_eq!(p.to_fen(), "5/3k1/5/5/K4[s] w - - 0 2");
}

#[test]
fn plus_and_minus_are_read_against_the_position() {
    let p = pos(MINI, "4k/2S2/5/5/K4[-] w - - 0 1");
    let err = Move::parse_uci("c4c5+", p.rules()).unwrap_err();
    assert!(err.to_string().contains("Position::parse_move"), "{err}");
    assert!(p.parse_move("a1a2+").is_err(), "the king does not promote");
    assert!(
        p.parse_move("c4c5-").is_err(),
        "an unpromoted silver cannot turn back"
    );
    let bad = Position::from_fen(&settings(MINI), "4k/2+K2/5/5/K4[-] w - - 0 1").unwrap_err();
    assert!(bad.to_string().contains("does not promote"), "{bad}");
}

#[test]
fn mandatory_piece_promotion_forces_it_and_piece_promotion_on_capture_limits_it() {
    let text = "[m:minishogi]\nmandatoryPiecePromotion = true\n";
    let p = pos(text, "4k/2S2/5/5/K4[-] w - - 0 1");
    assert_eq!(moves_from(&p, "c4"), list("c4b5+ c4c5+ c4d5+ c4b3 c4d3"));
    let text = "[c:minishogi]\npiecePromotionOnCapture = true\n";
    let p = pos(text, "1r2k/2S2/5/5/K4[-] w - - 0 1");
    assert_eq!(moves_from(&p, "c4"), list("c4b5 c4b5+ c4c5 c4d5 c4b3 c4d3"));
}

#[test]
fn piece_demotion_turns_a_promoted_piece_back_in_the_zone() {
    let text = "[d:minishogi]\npieceDemotion = true\n";
    let p = pos(text, "4k/5/2+S2/5/K4[-] w - - 0 1");
    // Outside the zone: the gold's moves only; into it, each may also turn back.
    assert_eq!(moves_from(&p, "c3"), list("c3b4 c3c4 c3d4 c3b3 c3d3 c3c2"));
    let p = pos(text, "4k/2+S2/5/5/K4[-] w - - 0 1");
    let m = moves_from(&p, "c4");
    assert!(
        m.contains(&"c4c5-".to_string()) && m.contains(&"c4c5".to_string()),
        "{m:?}"
    );
    let p = play(&p, "c4c5-");
    assert_eq!(p.to_fen(), "2S1k/5/5/5/K4[] b - - 1 1");
}

#[test]
fn drop_loop_keeps_a_captured_piece_promoted() {
    let text = "[l:minishogi]\ndropLoop = true\n";
    let p = pos(text, "4k/3+S1/5/5/K4[-] b - - 0 1");
    let p = play(&p, "e5d4");
    assert_eq!(p.to_fen(), "5/3k1/5/5/K4[g] w - - 0 2");
}

#[test]
fn drop_no_doubled_keeps_a_pawn_off_a_file_with_one_and_its_count_allows_more() {
    let p = pos(MINI, "4k/5/5/P4/4K[P] w - - 0 1");
    let drops: Vec<String> = legal(&p).into_iter().filter(|m| m.contains('@')).collect();
    assert!(!drops.iter().any(|m| m.starts_with("P@a")), "{drops:?}");
    assert!(drops.contains(&"P@b3".to_string()), "{drops:?}");
    let text = "[two:minishogi]\ndropNoDoubledCount = 2\n";
    let p = pos(text, "4k/5/5/P4/4K[P] w - - 0 1");
    assert!(legal(&p).contains(&"P@a3".to_string()));
    // A promoted pawn (a gold) is no pawn on its file.
    let p = pos(MINI, "4k/5/5/+P4/4K[P] w - - 0 1");
    assert!(legal(&p).contains(&"P@a3".to_string()));
}

#[test]
fn immobility_illegal_keeps_pieces_off_squares_they_could_never_leave() {
    // No pawn dropped on the last rank; a pawn stepping there must promote.
    let p = pos(MINI, "4k/P4/5/5/4K[P] w - - 0 1");
    let all = legal(&p);
    assert!(
        !all.iter().any(|m| m.starts_with("P@") && m.ends_with('5')),
        "{all:?}"
    );
    assert_eq!(moves_from(&p, "a4"), list("a4a5+"));
    let text = "[free:minishogi]\nimmobilityIllegal = false\n";
    let p = pos(text, "4k/P4/5/5/4K[P] w - - 0 1");
    assert_eq!(moves_from(&p, "a4"), list("a4a5 a4a5+"));
    assert!(legal(&p).contains(&"P@b5".to_string()));
}

#[test]
fn shogi_pawn_drop_mate_illegal_makes_a_pawn_drop_mate_lose() {
    // Black's king in the corner, a4 guarded by the gold, b5 by the silver.
    let fen = "k4/2S2/1G3/5/4K[P] w - - 0 1";
    let p = play(&pos(MINI, fen), "P@a4");
    assert!(p.legal_moves().is_empty());
    assert_eq!(
        p.outcome(),
        Some(Outcome {
            winner: Some(Player::BLACK),
            reason: EndReason::PawnDropMate
        })
    );
    let text = "[plain:minishogi]\nshogiPawnDropMateIllegal = false\n";
    let p = play(&pos(text, fen), "P@a4");
    assert_eq!(
        p.outcome(),
        Some(Outcome {
            winner: Some(Player::WHITE),
            reason: EndReason::Checkmate
        })
    );
}

#[test]
fn fairy_stockfish_reads_a_lone_direction_before_a_knight_as_doubled() {
    // `fN` is the shogi knight's two narrow forward leaps, as in Fairy-Stockfish.
    let text = "[k:chess]\ncustomPiece1 = a:fN\nstartFen = 4k3/8/8/8/8/8/8/A3K3 w - - 0 1\n";
    let p = Position::start(&settings(text)).expect("start");
    assert_eq!(moves_from(&p, "a1"), list("a1b3"));
    let text = "[k:chess]\ncustomPiece1 = a:fsN\nstartFen = 4k3/8/8/8/8/8/8/A3K3 w - - 0 1\n";
    let p = Position::start(&settings(text)).expect("start");
    assert_eq!(moves_from(&p, "a1"), list("a1c2"));
}

fn game_after(text: &str, fen: &str, moves: &str) -> Game {
    let mut g = Game::from_fen(&settings(text), fen).expect("game");
    for m in moves.split_whitespace() {
        let mv = g.position().parse_move(m).expect("move");
        g.play(&mv).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    g
}

#[test]
fn n_fold_value_gives_the_repetition_to_the_player_to_move_or_to_white() {
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let line = "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8";
    let outcome = |text: &str, moves: &str| game_after(text, start, moves).outcome();
    let loss = "[r:chess]\nnFoldValue = loss\n";
    let win = |p| {
        Some(Outcome {
            winner: Some(p),
            reason: EndReason::Repetition,
        })
    };
    // The start a third time, White to move: White loses.
    assert_eq!(outcome(loss, line), win(Player::BLACK));
    // The position after g1f3 a third time, Black to move: Black loses.
    let after = "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1";
    let black = "g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8 g1f3";
    assert_eq!(game_after(loss, after, black).outcome(), win(Player::WHITE));
    // Absolute: the value is White's, whoever is to move.
    let absolute = "[a:chess]\nnFoldValue = loss\nnFoldValueAbsolute = true\n";
    assert_eq!(
        game_after(absolute, after, black).outcome(),
        win(Player::BLACK)
    );
    assert_eq!(outcome("[d:chess]\n", line).map(|o| o.winner), Some(None));
}

#[test]
fn perpetual_check_illegal_makes_the_checking_side_lose_the_repetition() {
    let text = "[p:chess]\nperpetualCheckIllegal = true\n";
    let fen = "8/6k1/8/8/8/8/8/K3Q3 w - - 0 1";
    let line = "e1e5 g7g8 e5e8 g8g7 e8e5 g7g8 e5e8 g8g7 e8e5";
    let g = game_after(text, fen, line);
    assert_eq!(
        g.outcome(),
        Some(Outcome {
            winner: Some(Player::BLACK),
            reason: EndReason::PerpetualCheck
        })
    );
    // Without the key it is a draw like any repetition.
    let g = game_after("[q:chess]\n", fen, line);
    assert_eq!(g.outcome().map(|o| o.winner), Some(None));
}

#[test]
fn extinction_pseudo_royal_guards_the_last_piece_of_a_type_like_a_king() {
    // Coregal's rule on a small scale: the queen may not be left attacked, and with one
    // attacked and no move the side is checkmated.
    let text = "[q:chess]\nextinctionValue = loss\nextinctionPieceTypes = q\nextinctionPseudoRoyal = true\ncastling = false\n";
    let p = pos(text, "4k3/8/8/8/8/8/3r4/3QK3 w - - 0 1");
    // The queen is attacked by the rook: only moves that save it (or take it) are legal.
    let all = legal(&p);
    assert!(
        all.iter().all(|m| m.starts_with("d1") || m == "e1d2"),
        "{all:?}"
    );
    assert!(p.in_check(Player::WHITE));
    // A position where the side not to move has its queen attacked is refused, as one in
    // check.
    let e = Position::from_fen(&settings(text), "4k3/8/8/8/8/b7/1q6/1Q2K3 w - - 0 1");
    assert!(e.is_err());
    // Extinction no longer ends the game: the piece cannot be taken.
    let p = pos(text, "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(p.outcome(), None);
}

#[test]
fn drop_checks_false_forbids_a_drop_that_gives_check() {
    let text = "[q:minishogi]\ndropChecks = false\n";
    let p = pos(text, "4k/5/5/5/K4[G] w - - 0 1");
    let all = legal(&p);
    // A gold on e4 or d4 would check the king on e5; elsewhere it may go.
    assert!(!all.contains(&"G@e4".to_string()) && !all.contains(&"G@d4".to_string()));
    assert!(all.contains(&"G@a4".to_string()));
    let p = pos(MINI, "4k/5/5/5/K4[G] w - - 0 1");
    assert!(legal(&p).contains(&"G@e4".to_string()));
}

#[test]
fn must_drop_makes_a_drop_of_its_type_the_only_move_while_one_is_possible() {
    // With a pawn in hand White must drop it; with only the gold in hand and
    // `mustDropType = p`, White moves freely.
    let text = "[d:minishogi]\nmustDrop = true\nmustDropType = p\n";
    let p = pos(text, "4k/5/5/5/K4[PG] w - - 0 1");
    let all = legal(&p);
    assert!(
        !all.is_empty() && all.iter().all(|m| m.starts_with("P@")),
        "{all:?}"
    );
    let p = pos(text, "4k/5/5/5/K4[G] w - - 0 1");
    let all = legal(&p);
    assert!(all.iter().any(|m| m.starts_with("a1")), "{all:?}");
    assert!(all.iter().any(|m| m.starts_with("G@")), "{all:?}");
}

#[test]
fn drop_promoted_a_piece_in_hand_may_be_dropped_as_what_it_promotes_to() {
    // Kyoto shogi: a pawn in hand goes down as a pawn or as a rook, a silver as a bishop.
    let text = "[k:kyotoshogi]\n";
    let p = pos(text, "k4/5/5/5/4K[PS] w - - 0 1");
    let moves = legal(&p);
    for m in ["P@c3", "+P@c3", "S@c3", "+S@c3"] {
        assert!(moves.contains(&m.to_string()), "{m} in {moves:?}");
    }
    let after = play(&p, "+P@c3");
    assert_eq!(after.to_fen(), "k4/5/2+P2/5/4K[S] b - - 1 1");
    // Taken, it goes back to the hand as a pawn.
    let q = pos(text, "k4/+P4/5/5/4K[] b - - 0 1");
    let taken = play(&q, "a5a4");
    assert!(taken.to_fen().contains("[p] w"), "{}", taken.to_fen());
    // Without the key, no such drop.
    let m = Move::parse_uci("+P@c3", p.rules()).expect("spelled right");
    let plain = pos("[m:minishogi]\n", "4k/5/5/5/K4[P] w - - 0 1");
    let n = Move::parse_uci("+P@c3", plain.rules()).expect("spelled right");
    assert!(plain.play(&n).is_err());
    assert!(p.play(&m).is_ok());
}
