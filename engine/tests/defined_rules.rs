//! Games defined as data, played (issue 14): each test names the Fairy-Stockfish key whose
//! rule it shows (`engine/src/definition/KEYS.md`), played by `engine/src/variants/defined.rs`.
//! Perft against Fairy-Stockfish is in `perft/definitions/`; these tests show single rules,
//! the ends of games, and definitions carried by records and links.

use engine::definition::{find_definition, parse_definitions};
use engine::link::Link;
use engine::record::Record;
use engine::{EndReason, Game, Move, Outcome, Player, Position, PositionError, Settings, Variant};

fn settings(text: &str) -> Settings {
    let defs = parse_definitions(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    Settings::defined(defs.last().cloned().expect("a section"))
}

fn pos(text: &str, fen: &str) -> Position {
    Position::from_fen(&settings(text), fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn uci(p: &Position, m: &str) -> Move {
    Move::parse_uci(m, p.rules()).unwrap_or_else(|e| panic!("{m}: {e}"))
}

fn legal(p: &Position) -> Vec<String> {
    p.legal_moves()
        .iter()
        .map(|m| m.to_uci(p.rules()))
        .collect()
}

fn play(p: &Position, moves: &str) -> Position {
    moves.split_whitespace().fold(p.clone(), |p, m| {
        p.play(&uci(&p, m))
            .unwrap_or_else(|e| panic!("{m} in {p:?}: {e}"))
    })
}

const CHESS: &str = "[mine:chess]\n";

#[test]
fn a_definition_starts_from_its_start_fen_and_says_its_name() {
    let s = settings("[small:chess]\nmaxRank = 6\nmaxFile = 6\nstartFen = rnbqkr/pppppp/6/6/PPPPPP/RNBQKR w - - 0 1\ncastling = false\n");
    let p = Position::start(&s).expect("start");
    assert_eq!(p.to_fen(), "rnbqkr/pppppp/6/6/PPPPPP/RNBQKR w - - 0 1");
    assert_eq!(p.rules().variant(), Variant::Defined);
    assert_eq!(p.rules().name(), "small");
    assert_eq!(s.name(), "small");
}

#[test]
fn a_fen_of_another_size_is_refused_with_the_sizes() {
    let e = Position::from_fen(&settings(CHESS), "8/8/8/8/8/8/8 w - - 0 1").unwrap_err();
    assert!(
        e.to_string()
            .contains("is played on 8x8 squares, and this position has 8x7"),
        "{e}"
    );
}

#[test]
fn own_keys_of_the_built_in_modules_are_refused_with_the_key() {
    // Every module key plays in definitions (engine/tests/module_keys.rs); a combination
    // its rules cannot play is refused with the key's name and the key to change.
    let s = settings("[threes:chess]\nx-players = 3\n");
    match Position::start(&s) {
        Err(PositionError::Invalid(e)) => {
            assert!(e.contains("x-players = 3"), "{e}");
            assert!(e.contains("enPassantRegion"), "{e}");
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn double_step_only_from_the_double_step_region_and_en_passant_after_it() {
    let p = pos(CHESS, "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1");
    let after = play(&p, "d7d5");
    assert_eq!(after.to_fen(), "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
    assert!(legal(&after).contains(&"e5d6".to_string()));
    let taken = play(&after, "e5d6");
    assert_eq!(taken.to_fen(), "4k3/8/3P4/8/8/8/8/4K3 b - - 0 2");
    // A pawn off its region has no double step.
    let q = pos(CHESS, "4k3/8/3p4/8/8/8/8/4K3 b - - 0 1");
    assert!(!legal(&q).contains(&"d6d4".to_string()));
}

#[test]
fn en_passant_region_limits_the_squares_that_may_be_taken() {
    let text = "[ep6:chess]\nenPassantRegion = *6\n";
    // Black's c4 pawn could take d3 in chess; not here.
    let p = pos(text, "4k3/8/8/8/2p5/8/3P4/4K3 w - - 0 1");
    let after = play(&p, "d2d4");
    assert_eq!(after.to_fen(), "4k3/8/8/8/2pP4/8/8/4K3 b - - 0 1");
    assert!(!legal(&after).contains(&"c4d3".to_string()));
}

#[test]
fn mandatory_promotion_and_promotion_piece_types() {
    let p = pos(
        "[m:chess]\npromotionPieceTypes = n\n",
        "4k3/P7/8/8/8/8/8/4K3 w - - 0 1",
    );
    let moves = legal(&p);
    assert!(moves.contains(&"a7a8n".to_string()));
    assert!(!moves.contains(&"a7a8q".to_string()));
    assert!(!moves.contains(&"a7a8".to_string()));
    let optional = pos(
        "[o:chess]\nmandatoryPawnPromotion = false\n",
        "4k3/P7/8/8/8/8/8/4K3 w - - 0 1",
    );
    assert!(legal(&optional).contains(&"a7a8".to_string()));
    let e = optional.play(&uci(&p, "a7a8k")).unwrap_err();
    assert!(e.to_string().contains("cannot become"), "{e}");
}

#[test]
fn castling_goes_to_the_key_files_and_not_through_check() {
    let text = "[capa:chess]\nmaxFile = 10\narchbishop = a\nchancellor = c\ncastlingKingsideFile = i\ncastlingQueensideFile = c\nstartFen = r4k3r/10/10/10/10/10/10/R4K3R w KQkq - 0 1\n";
    let p = pos(text, "r4k3r/10/10/10/10/10/10/R4K3R w KQkq - 0 1");
    let o_o = play(&p, "f1i1");
    assert_eq!(o_o.to_fen(), "r4k3r/10/10/10/10/10/10/R6RK1 b kq - 1 1");
    let o_o_o = play(&p, "f1c1");
    assert_eq!(o_o_o.to_fen(), "r4k3r/10/10/10/10/10/10/2KR5R b kq - 1 1");
    // A black rook on h8 attacks h1, which the king crosses going to i1.
    let attacked = pos(text, "r4k2rr/10/10/10/10/10/10/R4K3R w KQk - 0 1");
    let moves = legal(&attacked);
    assert!(!moves.contains(&"f1i1".to_string()), "{moves:?}");
    assert!(moves.contains(&"f1c1".to_string()));
    let e = attacked.play(&uci(&attacked, "f1i1")).unwrap_err();
    assert!(e.to_string().contains("cannot go"), "{e}");
}

#[test]
fn a_castled_rook_keeps_no_right_on_its_old_square() {
    let p = pos(CHESS, "4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    // O-O, then the king and a rook return to e1 and h1: no castling any more.
    let back = play(&p, "e1g1 e8d8 g1g2 d8e8 f1h1 e8d8 g2f1 d8e8 f1e1 e8d8");
    assert_eq!(back.to_fen(), "3k4/8/8/8/8/8/8/4K2R w - - 10 6");
    assert!(!legal(&back).contains(&"e1g1".to_string()));
}

#[test]
fn drops_from_the_hand_and_captures_to_the_hand() {
    let text = "[house:chess]\nstartFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1\npieceDrops = true\ncapturesToHand = true\n";
    let p = pos(text, "4k3/8/8/3p4/4P3/8/8/4K3[] w - - 0 1");
    let after = play(&p, "e4d5");
    assert_eq!(after.to_fen(), "4k3/8/8/3P4/8/8/8/4K3[P] b - - 0 1");
    let white_drops = play(&after, "e8d7");
    let moves = legal(&white_drops);
    // No pawn drop on the first or the last rank.
    assert!(moves.contains(&"P@a2".to_string()));
    assert!(!moves.contains(&"P@a1".to_string()));
    assert!(!moves.contains(&"P@a8".to_string()));
    // A promoted piece goes back to the hand as a pawn.
    let q = pos(text, "4k3/8/8/8/8/8/3q4/3Q3K[] b - - 0 1");
    let taken = play(&q, "d2d1");
    assert!(taken.to_fen().contains("[q]"), "{}", taken.to_fen());
    let promoted = pos(text, "4k3/8/8/8/8/8/3q4/3Q~3K[] b - - 0 1");
    let taken = play(&promoted, "d2d1");
    assert!(taken.to_fen().contains("[p]"), "{}", taken.to_fen());
}

#[test]
fn drop_region_keeps_drops_to_a_side_s_half() {
    let text = "[half:chess]\nstartFen = 4k3/8/8/8/8/8/8/4K3[Nn] w - - 0 1\npieceDrops = true\ndropRegionWhite = *1 *2 *3 *4\n";
    let p = pos(text, "4k3/8/8/8/8/8/8/4K3[Nn] w - - 0 1");
    let moves = legal(&p);
    assert!(moves.contains(&"N@a4".to_string()));
    assert!(!moves.contains(&"N@a5".to_string()));
    let e = p.play(&uci(&p, "N@a5")).unwrap_err();
    assert!(e.to_string().contains("may not be dropped on a5"), "{e}");
}

#[test]
fn checkmate_value_and_stalemate_value_decide_the_result() {
    let mated = pos(CHESS, "R3k3/8/4K3/8/8/8/8/8 b - - 0 1");
    assert_eq!(
        mated.outcome(),
        Some(Outcome {
            winner: Some(Player::WHITE),
            reason: EndReason::Checkmate
        })
    );
    let stale = "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1";
    assert_eq!(pos(CHESS, stale).outcome().map(|o| o.winner), Some(None));
    let loses = pos("[s:chess]\nstalemateValue = loss\n", stale);
    assert_eq!(
        loses.outcome(),
        Some(Outcome {
            winner: Some(Player::WHITE),
            reason: EndReason::Stalemate
        })
    );
}

#[test]
fn without_checking_a_king_may_be_taken_and_extinction_ends_the_game() {
    let text = "[kc:chess]\nking = -\ncommoner = k\ncastling = false\nchecking = false\nextinctionValue = loss\nextinctionPieceTypes = k\n";
    let p = pos(text, "4k3/8/8/8/8/8/4r3/4K3 w - - 0 1");
    // No check: the king may step next to the rook and stay in its line.
    assert!(legal(&p).contains(&"e1d2".to_string()));
    assert!(legal(&p).contains(&"e1f1".to_string()));
    let p = pos(text, "4k3/8/8/8/8/8/4r3/4K3 b - - 0 1");
    let taken = play(&p, "e2e1");
    assert_eq!(
        taken.outcome(),
        Some(Outcome {
            winner: Some(Player::BLACK),
            reason: EndReason::Extinction
        })
    );
    assert!(taken.legal_moves().is_empty());
}

#[test]
fn a_king_on_the_flag_region_wins_at_once() {
    let text = "[hill:chess]\nflagPiece = k\nflagRegion = d4 e4 d5 e5\n";
    let p = pos(text, "4k3/8/8/8/8/4K3/8/8 w - - 0 1");
    let there = play(&p, "e3e4");
    assert_eq!(
        there.outcome(),
        Some(Outcome {
            winner: Some(Player::WHITE),
            reason: EndReason::FlagReached
        })
    );
    assert!(there.legal_moves().is_empty());
}

#[test]
fn n_move_rule_and_n_fold_rule_come_from_the_keys() {
    let text = "[quick-draw:chess]\nnMoveRule = 2\nnFoldRule = 2\n";
    let p = pos(text, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
    let after = play(&p, "a1a2 e8d8 a2a1 d8e8");
    assert_eq!(
        after.outcome(),
        Some(Outcome {
            winner: None,
            reason: EndReason::NMoves(2)
        })
    );
    let mut g = Game::from_fen(
        &settings("[twofold:chess]\nnFoldRule = 2\n"),
        "4k3/8/8/8/8/8/8/R3K3 w - - 0 1",
    )
    .expect("game");
    for m in ["a1a2", "e8d8", "a2a1", "d8e8"] {
        let mv = uci(g.position(), m);
        g.play(&mv).expect("legal");
    }
    let twofold = g.outcome().expect("a draw");
    assert_eq!(twofold.reason, EndReason::RepeatedTimes(2));
    assert_eq!(
        twofold.to_string(),
        "Draw: the same position for the second time"
    );
    assert_eq!(
        EndReason::NMoves(1).to_string(),
        "1 move without a capture or a pawn move"
    );
    assert_eq!(
        EndReason::NMoves(2).to_string(),
        "2 moves without a capture or a pawn move"
    );
    let mut off = Game::from_fen(
        &settings("[never:chess]\nnFoldRule = 0\n"),
        "4k3/8/8/8/8/8/8/R3K3 w - - 0 1",
    )
    .expect("game");
    for _ in 0..3 {
        for m in ["a1a2", "e8d8", "a2a1", "d8e8"] {
            let mv = uci(off.position(), m);
            off.play(&mv).expect("legal");
        }
    }
    assert_eq!(off.outcome(), None);
}

#[test]
fn a_record_carries_its_definition_and_replays() {
    let text = "# a small game\n[six:chess]\nmaxRank = 6\nmaxFile = 6\nstartFen = rnbqkr/pppppp/6/6/PPPPPP/RNBQKR w - - 0 1\ncastling = false\npromotionRegionWhite = *6\npromotionRegionBlack = *1\ndoubleStep = false\n";
    let mut g = Game::new(&settings(text)).expect("start");
    for m in ["c2c3", "d5d4"] {
        let mv = uci(g.position(), m);
        g.play(&mv).expect("legal");
    }
    let record = Record::from_game(&g);
    let written = record.to_text();
    assert!(
        written.starts_with("Game: six\nDefinition:\n| # a small game\n| [six:chess]\n"),
        "{written}"
    );
    let back = Record::parse(&written).unwrap_or_else(|e| panic!("{e}\n{written}"));
    assert_eq!(back, record);
    let replayed = back.replay().expect("replays");
    assert_eq!(replayed.position(), g.position());
    // A '|' line anywhere else is an error that says where it belongs.
    let stray = written.replace("Definition:\n", "");
    let e = Record::parse(&stray).unwrap_err();
    assert!(
        e.to_string()
            .contains("belongs to the 'Definition:' header"),
        "{e}"
    );
    // A broken definition names its own line.
    let broken = written.replace("castling = false", "castling = perhaps");
    let e = Record::parse(&broken).unwrap_err();
    assert!(
        e.to_string().contains("the definition: line 6: castling"),
        "{e}"
    );
}

#[test]
fn a_link_carries_its_definition_as_def_and_reads_back() {
    let text = "[tiny:chess]\nmaxRank = 5\nmaxFile = 5\nstartFen = rnbqk/ppppp/5/PPPPP/RNBQK w - - 0 1\ncastling = false\ndoubleStep = false\npromotionRegionWhite = *5\npromotionRegionBlack = *1\n";
    let mut g = Game::new(&settings(text)).expect("start");
    let mv = uci(g.position(), "b2c3");
    assert!(g.play(&mv).is_err(), "a pawn does not move diagonally");
    let mv = uci(g.position(), "a2a3");
    g.play(&mv).expect("legal");
    let link = Link::from_game(&g);
    let encoded = link.encode();
    assert!(
        encoded.starts_with("game=tiny&def=%5Btiny:chess%5D%0AmaxRank+%3D+5"),
        "{encoded}"
    );
    let back = Link::decode(&encoded).expect("reads");
    assert_eq!(back, link);
    assert_eq!(
        back.record.replay().expect("replays").position(),
        g.position()
    );
    // One section: game= may be left out. A wrong section is named.
    let def_only = format!("def={}", engine::link::encode_value(text));
    assert!(Link::decode(&def_only).is_ok());
    let e = Link::decode(&format!("{def_only}&game=other")).unwrap_err();
    assert!(e.to_string().contains("no section [other]"), "{e}");
    let e = Link::decode("def=%5Bx%3Achess%5D%0Afoo+%3D+1").unwrap_err();
    assert!(e.to_string().starts_with("def: line 2: foo"), "{e}");
    assert!(find_definition(text, None).is_ok());
}

#[test]
fn the_readme_s_embedded_boards_read_and_start() {
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../README.md"))
        .expect("README.md");
    let links: Vec<&str> = readme
        .split("<iframe src=\"")
        .skip(1)
        .filter_map(|s| s.split('"').next())
        .filter_map(|url| url.split_once('#').map(|(_, f)| f))
        .collect();
    assert!(links.len() >= 2, "{links:?}");
    for fragment in links {
        let fragment = fragment.replace("&amp;", "&");
        let link = Link::decode(&fragment).unwrap_or_else(|e| panic!("{fragment}: {e}"));
        link.record
            .replay()
            .unwrap_or_else(|e| panic!("{fragment}: {e}"));
    }
}

/// Arnhem's play (after the deployment) says itself in keys: its built-in definition, with
/// the deployment switched off, played by the generic module, gives every perft figure of
/// `perft/arnhem.perft` whose position is in play (`AR-2`, `AR-3`, `AR-5`, `AR-6`, `AR-7`).
#[test]
fn arnhem_s_definition_played_by_the_generic_module_gives_arnhem_s_perft() {
    let as_data = settings("[arnhem-as-data:arnhem]\nx-secretDeployment = false\n");
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/perft/arnhem.perft"
    ))
    .expect("arnhem.perft");
    let mut checked = 0;
    let mut fen = None;
    for line in text.lines() {
        let line = line.split('#').next().unwrap_or("").trim();
        if let Some(f) = line.strip_prefix("fen ") {
            fen = Some(f.to_string()).filter(|f| !f.contains("deploy") && !f.contains("change"));
        } else if let (Some(rest), Some(f)) = (line.strip_prefix("perft "), &fen) {
            let mut it = rest
                .split_whitespace()
                .map(|n| n.parse::<u64>().expect("a number"));
            let (depth, nodes) = (it.next().expect("depth"), it.next().expect("nodes"));
            if nodes > 200_000 {
                continue;
            }
            let pos = Position::from_fen(&as_data, f).unwrap_or_else(|e| panic!("{f}: {e}"));
            assert_eq!(
                engine::perft::perft(&pos, depth as u32),
                nodes,
                "{f} depth {depth}"
            );
            checked += 1;
        }
    }
    assert!(checked >= 8, "{checked} figures");
}

// Found by the fuzz target `defined_play` and the soak of random definitions (issue 34,
// item 7): positions whose FEN did not read back as the same position.

#[test]
fn checking_off_forbids_giving_check_and_still_guards_the_king() {
    // `checking = false` as Fairy-Stockfish reads it (its example `checkmateless`): a move
    // that gives check is illegal, and a royal king is still never left attacked. (Until
    // issue 61 it meant that kings could be captured; F1 of issue 34 was found then.)
    let text = "[nocheck:chess]\nchecking = false\n";
    let p = pos(text, "4k3/8/8/8/8/8/3P4/R3K3 w Q - 0 1");
    let moves = legal(&p);
    // The rook along the eighth rank would give check.
    assert!(!moves.contains(&"a1a8".to_string()), "{moves:?}");
    assert!(moves.contains(&"a1a7".to_string()), "{moves:?}");
    assert!(
        moves.contains(&"e1c1".to_string()),
        "castling gives no check: {moves:?}"
    );
    // A position with the side not to move attacked is refused, as with checks.
    let attacked = Position::from_fen(&settings(text), "4k3/8/8/8/8/8/8/4RK2 w - - 0 1");
    assert!(attacked.is_err());
    // A king that can only be attacked: neither side may move into a check or give one.
    let q = pos(text, "k7/8/1Q6/8/8/8/8/7K b - - 0 1");
    assert!(q.legal_moves().is_empty(), "{:?}", legal(&q));
}

#[test]
fn with_two_kings_neither_may_be_left_attacked() {
    // F2: the moves kept one king safe (the first found) and could leave the other
    // attacked; the FEN reader then refused the position.
    let text = "[twokings:chess]\npieceDrops = true\ncastling = false\n";
    let p = pos(text, "4k3/8/8/8/8/8/8/K3K2r w - - 0 1");
    // The rook attacks e1: White is in check although a1 is shielded.
    assert!(p.in_check(Player::WHITE));
    let moves = legal(&p);
    assert!(!moves.contains(&"a1a2".to_string()), "{moves:?}");
    // Stepping off the rank would unshield a1: also illegal.
    assert!(!moves.contains(&"e1e2".to_string()), "{moves:?}");
    for m in p.legal_moves().iter() {
        let next = p.play(m).expect("legal");
        assert!(!next.in_check(Player::WHITE), "{}", m.to_uci(p.rules()));
        let again = Position::from_fen(&settings(text), &next.to_fen()).expect("reads back");
        assert_eq!(again, next);
    }
}

#[test]
fn an_initial_move_of_another_piece_than_the_pawn_gives_en_passant_on_every_square_passed() {
    // As Fairy-Stockfish: a piece's initial-only move along a line (here sideways) sets the
    // squares it passed, whoever can take there (it used to give none: issue 34's F3).
    let text = "[sideways:chess]\ncustomPiece1 = a:fmWfcFismW2\ncastling = false\n";
    let p = pos(text, "4k3/8/8/8/8/2p5/A7/4K3 w - - 0 1");
    let next = p.play(&uci(&p, "a2c2")).expect("the initial sideways step");
    assert!(next.to_fen().contains(" - b2 "), "{}", next.to_fen());
    let again = Position::from_fen(&settings(text), &next.to_fen()).expect("reads back");
    assert_eq!(again, next);
    // Berolina's pawn (a custom pawn, `promotionPawnTypes`) steps two squares diagonally:
    // the square it passed may be taken en passant by a straight capture.
    let berolina = "[b:berolina]\n";
    let p = pos(berolina, "4k3/8/8/8/5p2/8/4P3/4K3 w - - 0 1");
    let next = p.play(&uci(&p, "e2g4")).expect("the diagonal double step");
    assert!(next
        .legal_moves()
        .iter()
        .any(|m| m.to_uci(next.rules()) == "f4f3"));
    let again = Position::from_fen(&settings(berolina), &next.to_fen()).expect("reads back");
    assert_eq!(again, next);
}

#[test]
fn a_king_dropped_from_the_hand_may_not_land_attacked() {
    // Found with the fix above: a second king dropped next to the other side's king.
    let text = "[kingdrops:chess]\npieceDrops = true\ncastling = false\n";
    let p = pos(text, "4k3/8/8/8/8/8/8/4K3[k] b - - 0 1");
    let moves = legal(&p);
    assert!(moves.contains(&"K@a5".to_string()), "{moves:?}");
    for attacked in ["K@e2", "K@d2", "K@f1"] {
        assert!(
            !moves.contains(&attacked.to_string()),
            "{attacked}: {moves:?}"
        );
    }
}

#[test]
fn with_a_second_king_dropped_the_castling_rights_stay_with_the_king_on_the_first_rank() {
    // Found by `soak-defined 10000 1` (seed 16155607009994030508): Black's second king,
    // dropped on h4, was taken for the castling king, and the FEN's 'q' no longer read.
    let text = "[kd:chess]\npieceDrops = true\n";
    let p = pos(text, "r3k3/8/8/8/8/8/8/4K3[k] b q - 0 1");
    let next = p.play(&uci(&p, "K@h4")).expect("the drop");
    assert!(next.to_fen().contains(" q "), "{}", next.to_fen());
    let again = Position::from_fen(&settings(text), &next.to_fen()).expect("reads back");
    assert_eq!(again, next);
}

#[test]
fn a_riding_king_that_takes_on_its_castling_square_captures_and_does_not_castle() {
    // Found by the fuzz target `defined_play`: a king moving as W3 took the bishop on g1,
    // its kingside castling square, and was played as a castling, leaving the bishop under
    // it (the board and the occupancy sets disagreed).
    let text = "[rider:chess]\nking = k:W3\ncastlingKingsideFile = g\n";
    let p = pos(text, "4k3/8/8/8/8/8/8/R2K2bR w K - 0 1");
    assert!(legal(&p).contains(&"d1g1".to_string()));
    let next = p.play(&uci(&p, "d1g1")).expect("the capture");
    assert_eq!(
        next.to_fen().split(' ').next(),
        Some("4k3/8/8/8/8/8/8/R5KR"),
        "{}",
        next.to_fen()
    );
    let again = Position::from_fen(&settings(text), &next.to_fen()).expect("reads back");
    assert_eq!(again, next);
}

#[test]
fn a_side_with_no_king_on_the_board_may_not_drop_its_king_where_it_is_attacked() {
    // Found by the fuzz target `defined_play` (F7): with no king on the board, every drop
    // was taken as safe, the king's too.
    let text = "[nokings:chess]\npieceDrops = true\ncastling = false\n";
    let p = pos(text, "4k3/8/8/8/8/8/8/r7[K] w - - 0 1");
    let moves = legal(&p);
    assert!(moves.contains(&"K@e4".to_string()), "{moves:?}");
    for attacked in ["K@b1", "K@a5", "K@h1"] {
        assert!(
            !moves.contains(&attacked.to_string()),
            "{attacked}: {moves:?}"
        );
    }
    for m in p.legal_moves().iter() {
        let next = p.play(m).expect("legal");
        let again = Position::from_fen(&settings(text), &next.to_fen()).expect("reads back");
        assert_eq!(again, next);
    }
}

#[test]
fn a_jumping_king_on_its_castling_square_moves_there_when_castling_is_not_allowed() {
    // Found by the fuzz target `defined_play`: a king with a sideways jump (`sD`) went from
    // e1 to c1 while the castling, whose rook would land on the hole d1, was not allowed;
    // it was played as that castling and put the rook on the hole.
    let text = "[jump:chess]\nking = k:KsD\n";
    let p = pos(text, "4k3/8/8/8/8/8/8/R2*K3 w Q - 0 1");
    assert!(legal(&p).contains(&"e1c1".to_string()));
    let next = p.play(&uci(&p, "e1c1")).expect("the king's jump");
    assert_eq!(
        next.to_fen().split(' ').next(),
        Some("4k3/8/8/8/8/8/8/R1K*4")
    );
    let again = Position::from_fen(&settings(text), &next.to_fen()).expect("reads back");
    assert_eq!(again, next);
}

#[test]
fn a_piece_leaping_over_an_occupied_square_gives_no_en_passant_there() {
    // F9, found by the fuzz target `defined_play` (8.6 million inputs in): a king with an
    // initial forward leap (`fmiD`) jumped from a2 over its own pawn on a3; a3 became the
    // en passant square, which the FEN reader rightly refuses (an en passant capture lands
    // on the passed square, so it must be empty).
    let text = "[leap:fairy]\nmaxFile = 4\nmaxRank = 6\ncustomPiece1 = p:mfWcfF\n\
        customPiece2 = k:scRflmiDffW\ncustomPiece3 = x:mQ3cK\npawnTypes = p\n\
        promotionRegionWhite = *6\npromotionRegionBlack = *1\ndoubleStepRegionWhite = *2\n\
        doubleStepRegionBlack = *5\ncastling = false\n\
        startFen = k3/pppp/4/4/PPPP/K3 w - - 0 1\n";
    let p = pos(text, "k3/2pp/1p2/Pp2/K1PP/4 w - - 0 4");
    let next = p.play(&uci(&p, "a2a4")).expect("the king's initial leap");
    assert!(next.to_fen().contains(" b - - "), "{}", next.to_fen());
    let again = Position::from_fen(&settings(text), &next.to_fen()).expect("reads back");
    assert_eq!(again, next);
}

// ---------------------------------------------------------------------------------------
// Issue 61: keys and Betza read as Fairy-Stockfish reads them.

#[test]
fn hoppers_p_and_g_jump_one_screen() {
    // The xiangqi cannon `mRcpR` moves as a rook, takes by jumping one piece; the
    // grasshopper `gQ` lands just beyond the piece it jumps.
    let text = "[hop:chess]\ncastling = false\ncustomPiece1 = c:mRcpR\ncustomPiece2 = g:gQ\n";
    let p = pos(text, "4k3/8/4p3/8/4P3/8/8/C3K1G1 w - - 0 1");
    let moves = legal(&p);
    // The cannon on a1: quiet rook moves, no capture without a screen.
    assert!(moves.contains(&"a1a8".to_string()), "{moves:?}");
    assert!(moves.contains(&"a1d1".to_string()), "{moves:?}");
    // It cannot jump its own king on e1 to land beyond, as a cannon only captures so.
    assert!(!moves.contains(&"a1f1".to_string()), "{moves:?}");
    // The grasshopper on g1 has one move: over its own king on e1 to d1, just beyond.
    let hops: Vec<&String> = moves.iter().filter(|m| m.starts_with("g1")).collect();
    assert_eq!(hops, ["g1d1"]);
    // The cannon on e2 takes e6 over the pawn on e4, and cannot stop on e5; the
    // grasshopper on e1 lands on e3, just beyond the cannon, and not on e4.
    let q = pos(text, "4k3/8/4p3/8/4P3/8/4C3/4G1K1 w - - 0 1");
    let moves = legal(&q);
    assert!(moves.contains(&"e2e6".to_string()), "{moves:?}");
    assert!(!moves.contains(&"e2e5".to_string()), "{moves:?}");
    assert!(moves.contains(&"e1e3".to_string()), "{moves:?}");
    assert!(!moves.contains(&"e1e4".to_string()), "{moves:?}");
    // Two pieces between (e4, e6): no check through them.
    assert!(!q.in_check(Player::BLACK));
    let r = pos(text, "4k3/8/8/8/4P3/8/4C3/6K1 b - - 0 1");
    assert!(r.in_check(Player::BLACK), "the cannon checks over the pawn");
}

#[test]
fn must_capture_forces_a_capture_when_there_is_one() {
    let text = "[forced:chess]\ncastling = false\nmustCapture = true\n";
    let p = pos(text, "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1");
    assert_eq!(legal(&p), ["e4d5"]);
    let q = pos(text, "4k3/8/8/8/4P3/8/8/4K3 w - - 0 1");
    assert!(legal(&q).len() > 1);
}

#[test]
fn castling_king_piece_lets_a_commoner_castle_through_attacks() {
    // Fairy-Stockfish's giveaway: the king is a commoner that castles; nothing stops it
    // castling through an attacked square, since it is not royal.
    let text = "[give:chess]\nking = -\ncommoner = k\ncastlingKingPiece = k\n\
                extinctionValue = win\nextinctionPieceTypes = *\n";
    let p = pos(text, "4k3/8/8/8/8/8/5r2/4K2R w K - 0 1");
    assert!(legal(&p).contains(&"e1g1".to_string()), "{:?}", legal(&p));
    let after = p.play(&uci(&p, "e1g1")).expect("castles");
    assert!(
        after.to_fen().starts_with("4k3/8/8/8/8/8/5r2/5RK1 b - -"),
        "{}",
        after.to_fen()
    );
}

#[test]
fn connect_n_ends_the_game_for_the_side_that_made_the_row() {
    let text = "[row:chess]\nmaxFile = 3\nmaxRank = 3\nking = -\npawn = -\nknight = -\n\
                bishop = -\nrook = -\nqueen = -\nimmobile = p\npieceDrops = true\n\
                castling = false\nstartFen = 3/3/3[PPPPPppppp] w - - 0 1\nconnectN = 3\n\
                stalemateValue = draw\n";
    let p = pos(text, "3/pp1/PP1[PPPppp] w - - 0 1");
    let after = p.play(&uci(&p, "P@c1")).expect("the drop");
    assert_eq!(
        after.outcome(),
        Some(Outcome {
            winner: Some(Player::WHITE),
            reason: EndReason::Connected
        })
    );
    assert!(after.legal_moves().is_empty());
    let diagonal = pos(text, "2P/1P1/3[PPPppp] w - - 0 1");
    let after = diagonal.play(&uci(&diagonal, "P@a1")).expect("the drop");
    assert_eq!(after.outcome().and_then(|o| o.winner), Some(Player::WHITE));
}

#[test]
fn flag_move_gives_black_one_more_move_in_racing_kings() {
    // racingkings: White's king on the eighth rank; Black may still reach it: a draw.
    let text = "[race:racingkings]\n";
    let p = pos(text, "6K1/1k6/8/8/8/8/8/8 b - - 0 1");
    assert_eq!(p.outcome(), None, "Black may answer");
    let after = p
        .play(&uci(&p, "b7b8"))
        .expect("Black reaches the goal too");
    assert_eq!(after.outcome().map(|o| o.winner), Some(None));
    // Black's king too far away: White has won at once.
    let far = pos(text, "6K1/8/8/8/1k6/8/8/8 b - - 0 1");
    assert_eq!(far.outcome().and_then(|o| o.winner), Some(Player::WHITE));
}

#[test]
fn promotion_types_by_side_and_promotion_limit() {
    // Chigorin: White promotes to a chancellor, a rook or a knight; Black to a queen, a rook
    // or a bishop (`promotionPieceTypesWhite`/`Black`).
    let text = "[c:chigorin]\n";
    let p = pos(text, "4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    let mut w: Vec<String> = legal(&p)
        .into_iter()
        .filter(|m| m.starts_with("a7"))
        .collect();
    w.sort();
    assert_eq!(w, ["a7a8c", "a7a8n", "a7a8r"]);
    let p = pos(text, "4k3/8/8/8/8/8/p7/4K3 b - - 0 1");
    let mut b: Vec<String> = legal(&p)
        .into_iter()
        .filter(|m| m.starts_with("a2"))
        .collect();
    b.sort();
    assert_eq!(b, ["a2a1b", "a2a1q", "a2a1r"]);
    // `promotionLimit = q:1`: no second queen while the first stands.
    let text = "[l:chess]\npromotionLimit = q:1\n";
    let p = pos(text, "4k3/P7/8/8/8/8/8/Q3K3 w - - 0 1");
    assert!(!legal(&p).contains(&"a7a8q".to_string()));
    let p = pos(text, "4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    assert!(legal(&p).contains(&"a7a8q".to_string()));
}

#[test]
fn en_passant_region_by_side_limits_where_each_side_takes_en_passant() {
    // Horde: White takes en passant on rank 6 only, so Black's double step from d7 to d5
    // gives it; White's own from rank 1 (its pawns step two from ranks 1 and 2) gives
    // Black nothing on rank 2.
    let text = "[h:horde]\n";
    let p = pos(text, "4k3/3p4/8/4P3/8/8/8/P7 b - - 0 1");
    let next = p.play(&uci(&p, "d7d5")).expect("the double step");
    assert!(next.to_fen().contains(" d6 "), "{}", next.to_fen());
    assert!(legal(&next).contains(&"e5d6".to_string()));
    let p = pos(text, "4k3/8/8/8/8/8/1p6/P7 w - - 0 1");
    let next = p.play(&uci(&p, "a1a3")).expect("a step of two from rank 1");
    assert!(next.to_fen().contains(" - - "), "{}", next.to_fen());
}
