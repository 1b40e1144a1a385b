//! The five games' module keys in definitions (issue 32, `engine/src/definition/KEYS.md`):
//! a definition that switches one on plays that game's rules on its own board and army.
//! Each test names the rule (`CN-6`, …) and, where the built-in game can play the same
//! position, checks the defined game against it move for move (`x-conquest` against the
//! built-in game's perft file: `engine/tests/perft.rs`).

use engine::definition::parse_definitions;
use engine::perft::perft;
use engine::search::chessnim_winning_drops;
use engine::{
    ChessNimSettings, EndReason, Move, Player, Position, PositionError, Settings, Variant,
};

fn settings(text: &str) -> Settings {
    let defs = parse_definitions(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    Settings::defined(defs.last().cloned().expect("a section"))
}

fn refusal(text: &str) -> String {
    match Position::start(&settings(text)) {
        Err(PositionError::Invalid(e)) => e,
        other => panic!("{text}: {other:?}"),
    }
}

fn nim_settings(width: u8, height: u8, material: &str) -> Settings {
    let mut s = Settings::new(Variant::ChessNim);
    s.chessnim = ChessNimSettings {
        width,
        height,
        material: ChessNimSettings::parse_material(material).expect("material"),
        ..ChessNimSettings::default()
    };
    s
}

/// Plays six games of up to `plies` moves from `start`, each move drawn from the legal ones
/// by a fixed rule, checking at every ply that the search's candidates, checked as played,
/// are the legal moves, and that the FEN reads back; `after(m, p)` checks each new
/// position.
fn play_games(s: &Settings, start: &Position, plies: u64, after: impl Fn(&Move, &Position)) {
    for game in 0..6u64 {
        let mut p = start.clone();
        for ply in 0..plies {
            if p.outcome().is_some() {
                break;
            }
            let legal = p.legal_moves();
            let mut cands = engine::MoveList::new();
            let check = p.candidate_moves_into(&mut cands);
            let by_candidates = cands
                .iter()
                .filter(|m| p.play_candidate(m, check).is_some())
                .count();
            assert_eq!(by_candidates, legal.len(), "{p:?}");
            let m = legal[((game * 31 + ply * 17) % legal.len() as u64) as usize];
            p = p.play(&m).expect("legal");
            after(&m, &p);
            let back = Position::from_fen(s, &p.to_fen()).expect("FEN reads back");
            assert_eq!(back, p);
        }
    }
}

/// The moves of `p` as the CLI writes them, sorted.
fn moves(p: &Position) -> Vec<String> {
    let mut v: Vec<String> = p
        .legal_moves()
        .iter()
        .map(|m| m.to_uci(p.rules()))
        .collect();
    v.sort();
    v
}

const NIM10: &str = "[nim10:chessnim]\nmaxFile = 10\nmaxRank = 10\n\
    startFen = 10/10/10/10/10/10/10/10/10/10[KQRRBBNNPPPPPPPPkqrrbbnnpppppppp] w - - 0 1\n";

#[test]
fn cn_free_square_goal_plays_chessnim_on_the_definitions_board() {
    let defined = Position::start(&settings(NIM10)).expect("nim10");
    let mut ten = Settings::new(Variant::ChessNim);
    (ten.chessnim.width, ten.chessnim.height) = (10, 10);
    let builtin = Position::start(&ten).expect("built-in 10x10");
    assert_eq!(defined.rules().variant(), Variant::Defined);
    assert!(defined.rules().free_square_goal() && !defined.rules().pieces_move());
    assert_eq!(defined.free_squares().count(), 100);
    // CN-3, CN-6: the same drops, ply after ply of the same game.
    let (mut d, mut b) = (defined, builtin);
    for ply in 0..12 {
        assert_eq!(moves(&d), moves(&b), "ply {ply}");
        assert_eq!(d.free_squares(), b.free_squares(), "ply {ply}");
        let m = d.legal_moves()[(ply * 7) % d.legal_moves().len()];
        // The same drop by its letter (the games number their kinds differently).
        let same = Move::parse_uci(&m.to_uci(d.rules()), b.rules()).expect("same letters");
        d = d.play(&m).expect("legal");
        b = b.play(&same).expect("legal in the built-in game");
    }
    assert_eq!(perft(&d, 2), perft(&b, 2));
}

#[test]
fn cn_free_square_goal_counts_as_the_builtin_chessnim_for_riders_on_6x6() {
    let text = "[nim-riders:chessnim]\nmaxFile = 6\nmaxRank = 6\namazon = a\n\
        customPiece1 = n:NN\nknight = -\nstartFen = 6/6/6/6/6/6[KANNknna] w - - 0 1\n";
    let defined = Position::start(&settings(text)).expect("nim-riders");
    let builtin = Position::start(&nim_settings(6, 6, "K:K:1, A:QN:1, N:NN:2")).expect("6x6");
    for depth in 1..=2 {
        assert_eq!(
            perft(&defined, depth),
            perft(&builtin, depth),
            "depth {depth}"
        );
    }
}

#[test]
fn cn_7_the_last_free_square_wins_a_defined_game_too() {
    // Kings only on 3x3: a king in the middle attacks every square.
    let text = "[nim3:chessnim]\nmaxFile = 3\nmaxRank = 3\npawn = -\nknight = -\n\
        bishop = -\nrook = -\nqueen = -\nstartFen = 3/3/3[Kk] w - - 0 1\n";
    let p = Position::start(&settings(text)).expect("nim3");
    let m = Move::parse_uci("K@b2", p.rules()).expect("move");
    let after = p.play(&m).expect("legal");
    let o = after.outcome().expect("over");
    assert_eq!(o.winner, Some(Player::WHITE));
    assert_eq!(o.reason, EndReason::NoFreeSquares);
    // The hint's solver plays it as ChessNim (CN-6, CN-7): b2 is the one winning drop.
    assert_eq!(chessnim_winning_drops(&p, 10_000), Some(vec![m]));
}

#[test]
fn cn_free_square_goal_refuses_what_chessnim_cannot_play_naming_the_key() {
    let royal = refusal("[n:chess]\nx-freeSquareGoal = true\npieceDrops = true\ncastling = false\nstartFen = 8/8/8/8/8/8/8/8[Kk] w - - 0 1\n");
    assert!(
        royal.contains("x-freeSquareGoal") && royal.contains("royal"),
        "{royal}"
    );
    let no_drops = refusal("[n:chessnim]\npieceDrops = false\n");
    assert!(no_drops.contains("pieceDrops = true"), "{no_drops}");
    let region = refusal("[n:chessnim]\ndropRegionWhite = *1\n");
    assert!(region.contains("dropRegionWhite"), "{region}");
    let two = refusal("[n:chessnim]\nx-conquest = true\n");
    assert!(
        two.contains("x-conquest") && two.contains("x-freeSquareGoal"),
        "{two}"
    );
}

// ---------------------------------------------------------------------------------------
// x-conquest (Nasty Neighbours, NN-3, NN-4)

const NN10: &str = "[nn10:nastyneighbours]\nmaxFile = 10\nmaxRank = 10\n\
    startFen = rNbQkQbNrN/pPpPpPpPpP/10/10/10/10/10/10/PpPpPpPpPp/RnBqKqBnRn w KQkq - 0 1\n\
    promotionRegionWhite = *10\npromotionRegionBlack = *1\n";

#[test]
fn nn_3_nothing_leaves_the_board_of_a_10x10_definition() {
    let s = settings(NN10);
    let start = Position::start(&s).expect("nn10");
    let count = start.occupied().count();
    assert_eq!(count, 40);
    play_games(&s, &start, 80, |m, p| {
        assert_eq!(p.occupied().count(), count, "NN-3 after {m:?}: {p:?}");
    });
}

#[test]
fn nn_3_a_pawn_conquered_onto_its_new_promotion_rank_promotes() {
    let s = settings(NN10);
    let p = Position::start(&s).expect("nn10");
    let uci = |p: &Position, m: &str| Move::parse_uci(m, p.rules()).expect("move");
    let p = p.play(&uci(&p, "g2g3")).expect("g2g3");
    // Black's knight on h1 takes the pawn on g3; the pawn, now Black's, lands on h1, Black's
    // last rank, and becomes what the move says.
    let promotions: Vec<String> = moves(&p)
        .into_iter()
        .filter(|m| m.starts_with("h1g3"))
        .collect();
    assert_eq!(promotions, ["h1g3b", "h1g3n", "h1g3q", "h1g3r"]);
    let h1 = "h1".parse().expect("square");
    assert!(p.promotes_conquered(h1));
    let m = uci(&p, "h1g3q");
    let after = p.play(&m).expect("h1g3q");
    assert_eq!(
        after.to_fen(),
        "rNbQkQbNrN/pPpPpPpPpP/10/10/10/10/10/6n3/PpPpPp1pPp/RnBqKqBq~Rn w KQkq - 0 2"
    );
    assert_eq!(after.conquered_square(Some(m)), Some(h1));
}

#[test]
fn nn_3_conquest_refuses_what_it_cannot_play_naming_the_key() {
    let ep = refusal("[c:chess]\nx-conquest = true\n");
    assert!(
        ep.contains("x-conquest") && ep.contains("enPassantRegion = -"),
        "{ep}"
    );
    let hand =
        refusal("[c:chess]\nx-conquest = true\nenPassantRegion = -\ncapturesToHand = true\n");
    assert!(hand.contains("capturesToHand"), "{hand}");
    let taken = refusal("[c:chess]\nx-conquest = true\nenPassantRegion = -\nchecking = false\n");
    assert!(taken.contains("checking = true"), "{taken}");
    // Chess with conquest and no en passant plays.
    let chess = settings("[c:chess]\nx-conquest = true\nenPassantRegion = -\n");
    let p = Position::start(&chess).expect("conquest chess");
    assert_eq!(perft(&p, 3), 8902);
}

const CE8: &str = "[ce8:chessence]\nmaxFile = 8\nmaxRank = 8\n\
    startFen = kp6/ppp5/1pp5/8/8/5PP1/5PPP/6PK[PPPppp] w - - 0 1\n\
    dropRegionWhite = g1 f2 g2 h2 f3 g3\ndropRegionBlack = b8 a7 b7 c7 b6 c6\n";

#[test]
fn ce_4_men_move_by_their_neighbours_on_an_8x8_definition() {
    let p = Position::start(&settings(CE8)).expect("ce8");
    assert_eq!(p.rules().variant(), Variant::Defined);
    // g1 has a friend orthogonally (g2), diagonally (f2, h2) and a knight's move away (f3):
    // rook along the first rank up to the king, and the knight's e2 and h3.
    let g1: Vec<String> = moves(&p)
        .into_iter()
        .filter(|m| m.starts_with("g1"))
        .collect();
    assert_eq!(
        g1,
        ["g1a1", "g1b1", "g1c1", "g1d1", "g1e1", "g1e2", "g1f1", "g1h3"]
    );
    // CE-3: the king never moves.
    assert!(moves(&p).iter().all(|m| !m.starts_with("h1")));
    // A lone man has no power, and says why.
    let lone = Position::from_fen(&settings(CE8), "k7/8/8/8/3P4/8/6PP/7K[] w - - 0 1")
        .expect("a lone man");
    assert!(lone.legal_moves().iter().all(
        |m| m.to_uci(lone.rules()).starts_with('g') || m.to_uci(lone.rules()).starts_with('h')
    ));
    let why = lone
        .play(&Move::parse_uci("d4d5", lone.rules()).expect("move"))
        .expect_err("no power");
    assert!(why.to_string().contains("no friendly man"), "{why}");
}

#[test]
fn ce_6_a_man_checks_with_its_powers_and_only_blocks_drops_or_captures_answer() {
    let s = settings(CE8);
    // Black's man on a1 has the rook power from a2 and reaches White's king along rank 1.
    let p = Position::from_fen(&s, "k7/8/8/8/3PP3/8/p7/p6K[Pp] w - - 0 1").expect("check");
    assert!(p.in_check(Player::WHITE));
    assert_eq!(moves(&p), ["P@g1", "d4d1", "e4e1"]);
    // Taking a2 would take a1's power away: with no white man able to, stalemate-like
    // positions lose (CE-7 as [chessence] says it: stalemateValue = loss).
    let mated = Position::from_fen(&s, "k7/8/8/8/8/8/p7/p6K[] w - - 0 1").expect("mate");
    assert_eq!(mated.outcome().map(|o| o.winner), Some(Some(Player::BLACK)));
}

#[test]
fn ce_4_men_and_betza_pieces_share_a_board() {
    // A knight of its own moves keeps them; it gives no power to a man (CE-4: men only),
    // and it checks as a knight.
    let s = settings(&format!("{CE8}knight = n\n"));
    let p = Position::from_fen(&s, "k7/8/8/3N4/8/8/8/P6K[] w - - 0 1").expect("mixed");
    assert!(
        moves(&p).iter().all(|m| !m.starts_with("a1")),
        "the man is alone"
    );
    let after = p
        .play(&Move::parse_uci("d5b6", p.rules()).expect("move"))
        .expect("knight move");
    assert!(after.in_check(Player::BLACK), "the knight on b6 checks a8");
}

#[test]
fn ce_4_powers_in_play_candidates_are_the_legal_moves() {
    let s = settings(CE8);
    let start = Position::start(&s).expect("ce8");
    play_games(&s, &start, 60, |_, _| {});
}

#[test]
fn ce_4_powers_refuse_a_definition_without_a_man_naming_the_key() {
    let e = refusal("[c:chess]\nx-chessencePowers = true\n");
    assert!(
        e.contains("x-chessencePowers") && e.contains("customPiece1 = m:"),
        "{e}"
    );
}

const DEPLOY8: &str = "[deploy8:chess]\n\
    startFen = 8/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPPkqrrbbnnpppppppp] w deploy - 0 1\n\
    castling = false\nx-secretDeployment = true\n";

/// Plays `moves` (coordinate form) from `p`.
fn play_all(mut p: Position, moves: &[&str]) -> Position {
    for m in moves {
        let mv = Move::parse_uci(m, p.rules()).unwrap_or_else(|e| panic!("{m}: {e:?}"));
        p = p.play(&mv).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    p
}

#[test]
fn ar_4_a_definition_deploys_in_secret_on_its_zones_then_plays() {
    let s = settings(DEPLOY8);
    let p = Position::start(&s).expect("deploy8");
    assert_eq!(p.phase(), engine::Phase::Deploy);
    // The zones' defaults: pieces on the first rank, pawns on the second.
    let ranks = |kind: char| -> Vec<u8> {
        let mut r: Vec<u8> = p
            .legal_moves()
            .iter()
            .filter_map(|m| match *m {
                Move::Drop { kind: k, to } if p.rules().kind(k).letter == kind => Some(to.rank()),
                _ => None,
            })
            .collect();
        r.dedup();
        r
    };
    assert_eq!((ranks('K'), ranks('P')), (vec![0], vec![1]));
    let why = p
        .play(&Move::parse_uci("P@e4", p.rules()).expect("move"))
        .expect_err("outside the zone");
    assert!(why.to_string().contains("rank 2"), "{why}");
    // While White deploys, Black's army is hidden from White's side of the screen.
    assert_eq!(p.hidden_players(&[]), vec![Player::BLACK]);
    let white: Vec<String> = "RNBQKBNR"
        .chars()
        .zip('a'..='h')
        .map(|(k, f)| format!("{k}@{f}1"))
        .chain(('a'..='h').map(|f| format!("P@{f}2")))
        .collect();
    let black: Vec<String> = white
        .iter()
        .map(|m| m.replace('1', "8").replace('2', "7"))
        .collect();
    let mut all: Vec<&str> = white.iter().map(String::as_str).collect();
    all.push("pass");
    all.extend(black.iter().map(String::as_str));
    all.push("pass");
    let change = play_all(p, &all);
    assert_eq!(change.phase(), engine::Phase::Change);
    assert_eq!(change.turn(), Player::BLACK);
    // Black's one change: swap two pieces (here the king and queen), then White plays chess.
    let play = play_all(change, &["d8e8"]);
    assert_eq!(play.phase(), engine::Phase::Play);
    assert_eq!(
        play.to_fen(),
        "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w - - 0 1"
    );
    assert_eq!(
        perft(&play, 2),
        400,
        "chess from here, double steps included"
    );
}

#[test]
fn ar_4_the_computer_deploys_a_definitions_army_legally() {
    let s = settings(DEPLOY8);
    let mut p = Position::start(&s).expect("deploy8");
    let limits = engine::search::Limits::default().with_seed(7);
    while p.phase() == engine::Phase::Deploy {
        let m = engine::search::best_move(&p, &limits).best.expect("a move");
        p = p.play(&m).expect("legal");
    }
    assert_eq!(p.phase(), engine::Phase::Change);
    assert_eq!(p.occupied().count(), 32);
}

#[test]
fn ar_4_secret_deployment_refuses_what_it_cannot_play_naming_the_key() {
    let castling = refusal(
        "[d:chess]\nstartFen = 8/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPPkqrrbbnnpppppppp] w deploy - 0 1\n\
         x-secretDeployment = true\n",
    );
    assert!(castling.contains("castling = false"), "{castling}");
    let crowded = refusal(
        "[d:chess]\nstartFen = 8/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPPPkqrrbbnnpppppppp] w deploy - 0 1\n\
         castling = false\nx-secretDeployment = true\n",
    );
    assert!(crowded.contains("x-pawnDeployRegionWhite"), "{crowded}");
    // Arnhem with another army deploys as Arnhem does (its zones inherited).
    let a = settings(
        "[arnhem-a:arnhem]\nchancellor = -\narchbishop = a\npromotionPieceTypes = qrbna\n\
         startFen = 6/6/6/**2**/6/6/6[KQRBNAPPPPkqrbnapppp] w deploy - 0 1\n",
    );
    assert_eq!(perft(&Position::start(&a).expect("arnhem-a"), 2), 1980);
}

const VIMES10: &str = "[vimes10:vimes]\nmaxFile = 10\narchbishop = a\nchancellor = c\n\
    startFen = rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w2 KQkq - 0 1\n\
    promotionPieceTypes = qcarbn\ncastlingKingsideFile = i\ncastlingQueensideFile = c\n";

#[test]
fn vi_2_a_10x8_definition_with_three_players_keeps_the_republicans_schedule() {
    let s = settings(VIMES10);
    let p = Position::start(&s).expect("vimes10");
    assert_eq!(p.rules().player_count(), 3);
    assert_eq!(p.rules().variant(), Variant::Defined);
    // W1, B1, then the Republican (VI-2), who moves a pawn of either colour (VI-4).
    let r = play_all(p, &["b1c3", "b8c6"]);
    assert_eq!(r.turn(), Player::THIRD);
    assert!(moves(&r).contains(&"j2j4".to_string()) && moves(&r).contains(&"a7a5".to_string()));
    assert!(
        !moves(&r).iter().any(|m| m.starts_with("c3")),
        "not a Royalist's piece"
    );
    let w = play_all(r, &["j7j6"]);
    assert_eq!(w.turn(), Player::WHITE);
    assert_eq!(
        w.to_fen(),
        "r1abqkbcnr/ppppppppp1/2n6p/10/10/2N7/PPPPPPPPPP/R1ABQKBCNR w3 KQkq - 0 2"
    );
}

#[test]
fn vi_7_the_king_of_a_definition_castles_by_its_keys_through_safe_squares() {
    let s = settings(VIMES10);
    let p = Position::from_fen(
        &s,
        "r4k3r/pppppppppp/10/10/10/10/PPPPPPPPPP/R4K3R w3 KQkq - 0 1",
    )
    .expect("fen");
    let after = play_all(p.clone(), &["f1i1"]);
    assert_eq!(
        after.to_fen(),
        "r4k3r/pppppppppp/10/10/10/10/PPPPPPPPPP/R6RK1 b2 kq - 1 1"
    );
    let queenside = play_all(p, &["f1c1"]);
    assert!(
        queenside.to_fen().ends_with("2KR5R b2 kq - 1 1"),
        "{queenside:?}"
    );
    // A Republican-only rook on h8 watches h1: the king may not cross it (VI-7).
    let watched = Position::from_fen(
        &s,
        "r4k1R~1r/ppppppp1pp/10/10/10/10/PPPPPPP1PP/R4K3R w3 KQkq - 0 1",
    )
    .expect("fen");
    let m = moves(&watched);
    assert!(
        m.contains(&"f1c1".to_string()) && !m.contains(&"f1i1".to_string()),
        "{m:?}"
    );
}

#[test]
fn vi_6_the_republican_promotes_to_the_definitions_pieces_four_of_a_kind_at_most() {
    let s = settings(VIMES10);
    let p = Position::from_fen(&s, "5k4/1P8/10/10/10/10/10/5K4 rw0 - - 0 1").expect("fen");
    let promotions = |p: &Position| -> Vec<String> {
        moves(p)
            .into_iter()
            .filter(|m| m.starts_with("b7b8"))
            .collect()
    };
    assert_eq!(promotions(&p).len(), 6, "q c a r b n");
    let capped =
        Position::from_fen(&s, "5k4/1P8/10/10/Q~Q~Q~Q~6/10/10/5K4 rw0 - - 0 1").expect("fen");
    assert!(!promotions(&capped).contains(&"b7b8q".to_string()));
    let why = capped
        .play(&Move::parse_uci("b7b8q", capped.rules()).expect("move"))
        .expect_err("VI-6");
    assert!(why.to_string().contains("four promoted queens"), "{why}");
    let c = play_all(p, &["b7b8c"]);
    assert!(c.to_fen().starts_with("1C~3k4/"), "{c:?}");
}

#[test]
fn vi_8_a_definitions_three_player_games_play_to_the_end_and_read_back() {
    let s = settings(VIMES10);
    let start = Position::start(&s).expect("vimes10");
    play_games(&s, &start, 120, |_, p| {
        assert!(p.rules().player_count() == 3 && p.turn().index() < 3);
    });
    // The computer finds a move for each of the three players.
    let limits = engine::search::Limits::default()
        .with_seed(3)
        .with_nodes(3000);
    let mut p = start;
    for _ in 0..3 {
        let m = engine::search::best_move(&p, &limits).best.expect("a move");
        p = p.play(&m).expect("legal");
    }
    assert_eq!(p.turn(), Player::WHITE);
}

#[test]
fn vi_x_players_refuses_what_vimes_cannot_play_naming_the_key() {
    let drops = refusal("[v:vimes]\npieceDrops = true\n");
    assert!(
        drops.contains("x-players = 3") && drops.contains("pieceDrops"),
        "{drops}"
    );
    let ep = refusal("[v:chess]\nx-players = 3\nstartFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w2 KQkq - 0 1\n");
    assert!(ep.contains("enPassantRegion = -"), "{ep}");
    let kings = refusal("[v:vimes]\ncommoner = c\nking = -\nstartFen = rnbqcbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQCBNR w2 - - 0 1\n");
    assert!(kings.contains("royal piece"), "{kings}");
    let schedule =
        refusal("[v:vimes]\nstartFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n");
    assert!(schedule.contains("w2"), "{schedule}");
}
