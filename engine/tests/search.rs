//! The computer opponent against the rule book: it finds a mate in one (or the drop that
//! wins at once in ChessNim) in every game, and the ChessNim solver (`CN-6`, `CN-7`) agrees
//! with a brute-force search on small boards and on the reference game of `CN-9`.

use engine::search::{
    best_move, best_move_in_game, best_move_remembering, chessnim_solve, chessnim_winning_drops,
    score_kind, Limits, ScoreKind, SearchMemory, SearchResult,
};
use engine::variants::vimes;
use engine::{ChessNimSettings, Game, Move, Position, Settings, SquareSet, Variant};

fn settings(v: Variant) -> Settings {
    let mut s = Settings::new(v);
    s.arnhem.deployment = false;
    s
}

fn pos(v: Variant, fen: &str) -> Position {
    Position::from_fen(&settings(v), fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn uci(p: &Position, m: &Move) -> String {
    m.to_uci(p.rules())
}

/// Whether `m` wins at once for the player to move: the game ends with that player the
/// winner, or (Vimes, `VI-8`) the other Royalist is mated out of the game.
fn wins_at_once(p: &Position, m: &Move) -> bool {
    let me = p.turn();
    let after = p.play(m).expect("the search plays legal moves");
    if p.rules().variant() == Variant::Vimes {
        let other = me.next(2);
        vimes::royalist_in(p, other) && !vimes::royalist_in(&after, other)
    } else {
        after.outcome().is_some_and(|o| o.winner == Some(me))
    }
}

/// Positions with a mate in one for the player to move, found in seeded random games and
/// each with only one or two mating moves among many legal ones.
const MATES_IN_ONE: &[(Variant, &str)] = &[
    (
        Variant::Chessence,
        "kpp3/2p1p*/4*1/2*pp1/P*2*1/3*pP/P*P3/*2P1P/P4K[] b - - 3 39",
    ),
    (
        Variant::Chessence,
        "kp2p1/5*/p1p1*P/2*1Pp/p*2*1/P1P*1p/1*1P2/*P3P/2P1PK[] w - - 9 29",
    ),
    (
        Variant::Arnhem,
        "5k/2q1r1/b2pp1/**1p**/1P1PP1/c5/1PB2K[] b - - 6 35",
    ),
    (
        Variant::Arnhem,
        "2r2n/1bp1q1/3Npk/**pP**/1P1P1C/4K1/R1B1Q1[C] w - - 1 15",
    ),
    (
        Variant::Arnhem,
        "r2qp1/6/pp1Nb1/**Pk**/6/P2n2/4KC[] w - - 1 40",
    ),
    (
        Variant::NastyNeighbours,
        "r1bQkQb1r/pP1PNPpPp/2p2nP2/9/6n2/P8/2PpPpPpP/Rq~BqKqBnR b KQkq - 0 6",
    ),
    (
        Variant::NastyNeighbours,
        "rB~bQp2N~r/1n1Pp4/2p1b1B1p/R2b~1kp2/1K4nQ1/4P1pq1/1Q~P2N1pP/Pb~1qP1BNR w - - 0 28",
    ),
    (
        Variant::NastyNeighbours,
        "rN~bQkQbNr/p1pPpPpPp/2N6/9/6n2/9/PpPpPpPpP/RnBqKqB1R w KQkq - 1 3",
    ),
    (
        Variant::Vimes,
        "1R~5b/8/2pP~2k1/qP1P3p/5p~1P/3K1b2/8/5n~2 b2 - - 6 44",
    ),
    (
        Variant::Vimes,
        "4k3/6p1/3B~p1br/2B1PpQ1/2P~2P1p/b~1P4P/4NK1R/8 w2 - - 1 40",
    ),
    (
        Variant::Vimes,
        "1n6/3k4/rP2q3/p6n/P1Pp1pb1/3p1P2/2b~K4/8 b3 - - 0 51",
    ),
];

#[test]
fn search_finds_the_mate_in_one_in_every_royal_game() {
    for &(v, fen) in MATES_IN_ONE {
        let p = pos(v, fen);
        let mating: Vec<String> = p
            .legal_moves()
            .iter()
            .filter(|m| wins_at_once(&p, m))
            .map(|m| uci(&p, m))
            .collect();
        assert!(
            !mating.is_empty(),
            "{fen}: the test position has a mate in one"
        );
        for depth in [1, 2, 3] {
            let r = best_move(&p, &Limits::depth(depth));
            let m = r.best.expect("a move");
            assert!(
                wins_at_once(&p, &m),
                "{v} {fen} depth {depth}: played {} instead of one of {mating:?}",
                uci(&p, &m)
            );
            if v != Variant::Vimes {
                assert_eq!(score_kind(r.score), ScoreKind::Mate(1), "{fen}");
            }
        }
    }
}

#[test]
fn search_finds_the_drop_that_wins_at_once_in_chessnim() {
    for fen in [
        "2K5/1Q6/r7/2k1R3/8/5r2/6R1/8[BBNNPPPPPPPPqbbnnpppppppp] b - - 0 4",
        "p7/BN4b1/8/6b1/2q1Q3/8/8/7R[KRBNPPPPPPPPkrrnnppppppp] w - - 0 5",
        "q7/3N3Q/4R3/1K3br1/8/8/4r2p/3BbB2[RNPPPPPPPPknnppppppp] w - - 0 7",
    ] {
        let p = pos(Variant::ChessNim, fen);
        let r = best_move(&p, &Limits::nodes(2_000));
        let m = r.best.expect("a drop");
        assert!(
            wins_at_once(&p, &m),
            "{fen}: dropped {} which does not take the last free squares",
            uci(&p, &m)
        );
    }
}

/// Win (true) or loss for the player to move, by trying every legal drop: no table, no
/// ordering, nothing shared with the solver but the rules.
fn brute_force(p: &Position) -> bool {
    if let Some(o) = p.outcome() {
        return o.winner == Some(p.turn());
    }
    p.legal_moves()
        .iter()
        .any(|m| !brute_force(&p.play(m).expect("legal")))
}

fn small_chessnim(width: u8, height: u8, holes: &[&str], material: &str) -> Settings {
    let mut s = Settings::new(Variant::ChessNim);
    s.chessnim = ChessNimSettings {
        width,
        height,
        holes: SquareSet::EMPTY,
        material: ChessNimSettings::parse_material(material).unwrap(),
        pawns_on_last_rank: true,
    };
    for h in holes {
        s.chessnim.holes.insert(h.parse().unwrap());
    }
    s
}

/// A small xorshift for choosing opening drops.
struct Rand(u64);
impl Rand {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

#[test]
fn cn7_solver_agrees_with_brute_force_on_small_boards() {
    let boards: &[(u8, u8, &[&str], &str)] = &[
        (3, 3, &[], "K:K:*"),
        (4, 3, &[], "K:K:*"),
        (4, 4, &["b2"], "K:K:*"),
        (4, 3, &[], "K:K:*, N:N:2"),
        (5, 3, &["c2"], "N:N:*"),
        (4, 4, &[], "K:K:1, N:N:1, P:fmWfcF:2"),
        (4, 3, &[], "R:R:1, K:K:*"),
        (3, 4, &["a1"], "B:B:2, N:N:*"),
        (4, 4, &[], "Q:Q:1, K:K:*"),
    ];
    let mut rng = Rand(0x5eed);
    let mut checked = 0;
    for &(w, h, holes, material) in boards {
        let s = small_chessnim(w, h, holes, material);
        for game in 0..12 {
            let mut p = Position::start(&s).unwrap();
            // A few random opening drops, so that positions of every size are checked.
            for _ in 0..(game % 4) {
                let legal = p.legal_moves();
                if legal.is_empty() {
                    break;
                }
                p = p.play(&legal[rng.below(legal.len())]).unwrap();
            }
            let truth = brute_force(&p);
            assert_eq!(
                chessnim_solve(&p, 10_000_000),
                Some(truth),
                "{material} on {w}x{h}: {}",
                p.to_fen()
            );
            let wins = chessnim_winning_drops(&p, 10_000_000).expect("solved");
            for m in p.legal_moves().iter() {
                let child = p.play(m).unwrap();
                let wins_by_brute_force =
                    child.outcome().is_some_and(|o| o.winner == Some(p.turn()))
                        || (child.outcome().is_none() && !brute_force(&child));
                assert_eq!(
                    wins.contains(m),
                    wins_by_brute_force,
                    "{material} on {w}x{h}, {}: drop {}",
                    p.to_fen(),
                    uci(&p, m)
                );
            }
            assert_eq!(!wins.is_empty(), truth);
            // The search plays a proven winning drop whenever there is one.
            if truth && p.outcome().is_none() {
                let m = best_move(&p, &Limits::nodes(100_000)).best.unwrap();
                assert!(wins.contains(&m), "{}: played {}", p.to_fen(), uci(&p, &m));
            }
            checked += 1;
        }
    }
    assert_eq!(checked, boards.len() * 12);
}

/// `CN-9`'s reference game: after 1. b7 e7 2. g7 g4 3. d4 b4 4. b2 c3 5. f3 (8×8, kings
/// only) every Black drop loses.
#[test]
fn cn9_after_5_f3_every_black_drop_loses() {
    let mut s = Settings::new(Variant::ChessNim);
    s.chessnim.material = ChessNimSettings::kings_only_material();
    let mut game = Game::new(&s).unwrap();
    for d in ["b7", "e7", "g7", "g4", "d4", "b4", "b2", "c3", "f3"] {
        let m = Move::parse_uci(&format!("K@{d}"), game.position().rules()).unwrap();
        game.play(&m).unwrap();
    }
    let p = game.position().clone();
    assert_eq!(p.turn(), engine::Player::BLACK);
    assert_eq!(chessnim_solve(&p, 10_000_000), Some(false));
    assert_eq!(chessnim_winning_drops(&p, 10_000_000), Some(Vec::new()));
    // Checked drop by drop, by brute force as well as by the solver.
    let legal = p.legal_moves();
    assert!(!legal.is_empty());
    for m in legal.iter() {
        let child = p.play(m).unwrap();
        assert!(brute_force(&child), "after 5... {} White wins", uci(&p, m));
        assert_eq!(chessnim_solve(&child, 10_000_000), Some(true));
    }
    // And the search, asked for Black's move, knows it is lost.
    let r = best_move_in_game(&game, &Limits::nodes(200_000), &mut |_| false, &mut |_| {});
    assert!(r.best.is_some());
    assert!(
        matches!(
            score_kind(r.score),
            ScoreKind::Proven(false) | ScoreKind::Mate(..=-1)
        ),
        "Black's score {:?} should be a loss",
        score_kind(r.score)
    );
}

#[test]
fn search_is_deterministic_for_a_seed_and_budget() {
    for v in [
        Variant::Chessence,
        Variant::Arnhem,
        Variant::NastyNeighbours,
        Variant::Vimes,
        Variant::ChessNim,
    ] {
        let p = Position::start(&settings(v)).unwrap();
        let a = best_move(&p, &Limits::nodes(3_000).with_seed(7));
        let b = best_move(&p, &Limits::nodes(3_000).with_seed(7));
        assert_eq!(a, b, "{v}");
    }
}

/// A search to `depth` of `game`'s position, with `memory`.
fn search_remembering(game: &Game, depth: u32, memory: &mut SearchMemory) -> SearchResult {
    best_move_remembering(
        game,
        &Limits::depth(depth),
        memory,
        &mut |_| false,
        &mut |_| {},
    )
}

/// The nodes of a search to `depth` of `game`'s position, with `memory`.
fn nodes_to_depth(game: &Game, depth: u32, memory: &mut SearchMemory) -> u64 {
    search_remembering(game, depth, memory).nodes
}

/// A search that starts from the table its game's earlier searches kept finds what they
/// stored: the same position searched again to the same depth takes fewer nodes than
/// afresh, a move later the search still plays a legal move, and a cleared memory starts
/// afresh (the same nodes as a fresh search).
#[test]
fn search_memory_carries_a_game_from_move_to_move() {
    for v in [
        Variant::Chessence,
        Variant::Arnhem,
        Variant::NastyNeighbours,
    ] {
        let mut game = Game::new(&settings(v)).unwrap();
        let mut memory = SearchMemory::new();
        assert!(memory.is_empty());
        for _ in 0..2 {
            let r = search_remembering(&game, 6, &mut memory);
            game.play(&r.best.unwrap()).unwrap();
        }
        assert!(!memory.is_empty());
        let fresh = nodes_to_depth(&game, 7, &mut SearchMemory::new());
        assert!(nodes_to_depth(&game, 7, &mut memory) > 0);
        let again = nodes_to_depth(&game, 7, &mut memory);
        assert!(again < fresh, "{v}: {again} nodes again, {fresh} afresh");
        memory.clear();
        assert!(memory.is_empty());
        assert_eq!(nodes_to_depth(&game, 7, &mut memory), fresh, "{v}");
    }
}

/// Vimes' paranoid scores belong to the player searched for: a memory kept for one player
/// is not used for another (the search starts afresh), but is for the same player.
#[test]
fn search_memory_in_vimes_is_kept_per_player() {
    let mut game = Game::new(&settings(Variant::Vimes)).unwrap();
    let mut memory = SearchMemory::new();
    let white = search_remembering(&game, 4, &mut memory);
    game.play(&white.best.unwrap()).unwrap();
    // Black to move: another player, so the same nodes as a fresh search.
    let fresh = nodes_to_depth(&game, 4, &mut SearchMemory::new());
    assert_eq!(nodes_to_depth(&game, 4, &mut memory), fresh);
    // Black again, in the same position: the table Black's search kept is used.
    assert!(nodes_to_depth(&game, 4, &mut memory) < fresh);
    // A memory of one table forgets Black's for White's; one per player keeps both.
    let mut before = game.clone();
    before.undo();
    for (mut memory, kept) in [
        (SearchMemory::new(), false),
        (SearchMemory::per_player(), true),
    ] {
        nodes_to_depth(&game, 4, &mut memory);
        nodes_to_depth(&before, 4, &mut memory);
        assert_eq!(nodes_to_depth(&game, 4, &mut memory) < fresh, kept);
    }
}
