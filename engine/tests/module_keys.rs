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
    for game in 0..6u64 {
        let mut p = start.clone();
        for ply in 0..80u64 {
            if p.outcome().is_some() {
                break;
            }
            // The search's candidates, checked as played, are the legal moves (NN-4).
            let legal = p.legal_moves();
            let mut cands = engine::MoveList::new();
            let check = p.candidate_moves_into(&mut cands);
            let by_candidates: Vec<Move> = cands
                .iter()
                .filter(|m| p.play_candidate(m, check).is_some())
                .copied()
                .collect();
            assert_eq!(by_candidates.len(), legal.len(), "{p:?}");
            let m = legal[((game * 31 + ply * 17) % legal.len() as u64) as usize];
            p = p.play(&m).expect("legal");
            assert_eq!(p.occupied().count(), count, "NN-3 after {m:?}: {p:?}");
            let back = Position::from_fen(&s, &p.to_fen()).expect("FEN reads back");
            assert_eq!(back, p);
        }
    }
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
