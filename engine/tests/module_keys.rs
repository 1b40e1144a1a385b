//! The five games' module keys in definitions (issue 32, `engine/src/definition/KEYS.md`):
//! a definition that switches one on plays that game's rules on its own board and army.
//! Each test names the rule (`CN-6`, …) and, where the built-in game can play the same
//! position, checks the defined game against it move for move.

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
