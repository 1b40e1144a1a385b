//! FEN as DESIGN.md describes it: reading then writing gives the same text, for setups of
//! any game and for ChessNim positions; malformed FENs are refused with a clear reason.

use engine::fen::{FenHandEntry, FenPiece};
use engine::{
    ChessNimSettings, Count, Kind, Player, Position, PositionError, Settings, Setup, Square,
    Variant,
};

fn sq(s: &str) -> Square {
    s.parse().unwrap_or_else(|e| panic!("{e}"))
}

fn chessnim(material: &str) -> Settings {
    let mut s = Settings::new(Variant::ChessNim);
    if !material.is_empty() {
        s.chessnim.material = ChessNimSettings::parse_material(material).expect("material");
    }
    s
}

/// 16 ranks of 16 empty squares.
fn empty_16x16() -> String {
    vec!["16"; 16].join("/")
}

fn setup_error(fen: &str) -> String {
    match Setup::parse(fen) {
        Ok(s) => panic!("'{fen}' should be refused, read as {s:?}"),
        Err(e) => e.to_string(),
    }
}

fn position_error(settings: &Settings, fen: &str) -> PositionError {
    match Position::from_fen(settings, fen) {
        Ok(p) => panic!("'{fen}' should be refused, read as {p:?}"),
        Err(e) => e,
    }
}

// ---------------------------------------------------------------------------------------
// Round trips
// ---------------------------------------------------------------------------------------

#[test]
fn setup_round_trips_any_game() {
    let fens = [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
        // Chessence start (CE-2) and Arnhem positions of PERFT.md.
        "kp4/ppp2*/1pp1*1/2*3/1*2*1/3*2/1*1PP1/*2PPP/4PK[PPPppp] w - - 0 1",
        "rnbqkc/2pp2/1p2p1/**2**/1P2P1/2PP2/RNBQKC[] w - - 0 1",
        "rnbq1c/2pp1k/1p2p1/**P1**/RP2P1/3PQK/1NB2C[] w - - 5 6",
        "4k1/1P1n2/6/**2**/c5/4p1/K2R2[] w - - 0 1",
        // Nasty Neighbours (NN-1): 9 files.
        "rNbQkQbNr/pPpPpPpPp/9/9/9/9/PpPpPpPpP/RnBqKqBnR w KQkq - 0 1",
        // Promoted pieces and hands with repeated letters.
        "4k3/8/8/3Q~4/8/8/8/4K3[QRn] w - - 12 40",
        "q~r~b~n~4/8/8/8/8/8/8/4K2k[] b - - 0 1",
        "8/8/8/8/8/8/8/8[K*k*] w - - 0 1",
        "8/8/8/8/8/8/8/8[] w - - 0 1",
        // Big numbers and every board width from 1 to 16.
        "1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1[K*k*] b - - 99 1000",
        "p15/16/16/16/16/16/16/16/16/16/16/16/16/16/16/15P[] w - - 0 1",
        "10*5/11*4/3*12/16/12*3/16/16/16/16/16/16/16/16/16/16/16[] w - - 0 1",
        // A third side to move spells right at the Setup level (Vimes).
        "8/8/8/8/8/8/8/8 r - - 0 1",
    ];
    for fen in fens {
        let setup = Setup::parse(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        assert_eq!(setup.to_string(), fen);
    }
    let all_widths: Vec<String> = (1..=16).map(|w| format!("{w}")).collect();
    for w in all_widths {
        let fen = format!("{w}/{w}[] w - - 0 1");
        assert_eq!(Setup::parse(&fen).unwrap().to_string(), fen);
    }
}

#[test]
fn setup_reads_the_parts() {
    let s = Setup::parse("3*12/16/16/16/16/16/16/16/16/16/16/16/16/16/16/Q~14k[QQ*k] b - - 3 7")
        .unwrap();
    assert_eq!((s.width, s.height), (16, 16));
    assert_eq!(s.holes.iter().collect::<Vec<_>>(), vec![sq("d16")]);
    assert_eq!(
        s.pieces,
        vec![
            (
                sq("a1"),
                FenPiece {
                    letter: 'Q',
                    promoted: true,
                    plus: false,
                }
            ),
            (
                sq("p1"),
                FenPiece {
                    letter: 'k',
                    promoted: false,
                    plus: false,
                }
            ),
        ]
    );
    let hand = |letter, unlimited| FenHandEntry { letter, unlimited };
    assert_eq!(
        s.hands,
        Some(vec![hand('Q', false), hand('Q', true), hand('k', false)])
    );
    assert_eq!(s.turn, 'b');
    assert_eq!((s.halfmove_clock, s.fullmove), (3, 7));
    // Missing trailing fields take their defaults.
    let s = Setup::parse("8/8 w").unwrap();
    assert_eq!((s.castling.as_str(), s.en_passant.as_str()), ("-", "-"));
    assert_eq!((s.halfmove_clock, s.fullmove), (0, 1));
    assert_eq!(s.to_string(), "8/8 w - - 0 1");
    assert_eq!(s.hands, None);
}

#[test]
fn chessnim_positions_round_trip() {
    let orthodox = chessnim("");
    let kings = chessnim("K:K:*");
    let fairy = chessnim("K:K:*, A:NN:2, Z:nD7:1, L:fmWfcF:3, P:fmWfcFifmnD:8");
    let big = format!("{}[K*k*] w - - 0 1", empty_16x16());
    let cases: Vec<(&Settings, String)> = vec![
        (
            &orthodox,
            "8/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPPkqrrbbnnpppppppp] w - - 0 1".into(),
        ),
        (
            &orthodox,
            "8/7p/8/8/3Q4/8/8/8[KRRBBNNPPPPPPPPkqrrbbnnppppppp] w - - 0 2".into(),
        ),
        (
            &orthodox,
            "r6k/8/2*5/3Q1p2/8/1B3*2/5N2/1P5K[RRBNPPPPPPPqrbbnnppppppp] b - - 0 9".into(),
        ),
        (&orthodox, "8/8/8/8/3q4/8/8/8[] w - - 0 2".into()),
        (&kings, "8/8/8/8/8/8/8/8[K*k*] w - - 0 1".into()),
        (&kings, "8/1K2k1K1/8/8/6k1/8/8/8[K*k*] w - - 0 3".into()),
        (&kings, "8/8/8/8/8/8/8/8[K*] b - - 0 1".into()),
        (&kings, big.clone()),
        (
            &kings,
            big.replacen("16", "15k", 1)
                .replacen("[K*k*] w - - 0 1", "[K*k*] w - - 0 2", 1)
                .replacen("/16[", "/K15[", 1),
        ),
        (
            &kings,
            "*15/1*14/2*13/3*12/4*11/5*10/6*9/7*8/8*7/9*6/10*5/11*4/12*3/13*2/14*1/15*[K*k*] \
             b - - 0 1"
                .into(),
        ),
        (
            &kings,
            "1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/K[k*] b - - 0 1".into(),
        ),
        (&kings, "16[K*k*] w - - 0 1".into()),
        (&kings, "K*k*K*k*K*k*K*k*[K*k*] w - - 0 5".into()),
        (&kings, "**/*1[K*k*] w - - 0 1".into()),
        (
            &fairy,
            "8/8/2A5/5z2/1*6/8/8/l3*3[K*AZLLPPPPPPPPk*aazllpppppppp] w - - 0 3".into(),
        ),
        (&fairy, "8/8/8/8/8/8/8/8[K*AAZLLLk*] b - - 17 42".into()),
        // A promoted piece survives the trip (ChessNim never makes one, but may read one).
        (&orthodox, "8/8/8/3Q~4/8/8/8/8[k] b - - 0 1".into()),
    ];
    for (settings, fen) in cases {
        let pos = Position::from_fen(settings, &fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        assert_eq!(pos.to_fen(), fen);
        assert_eq!(Position::from_fen(settings, &pos.to_fen()).unwrap(), pos);
    }
}

#[test]
fn chessnim_hand_counts_are_read_from_repeated_letters_and_stars() {
    let s = chessnim("K:K:*, Q:Q:1, R:R:2");
    let pos = Position::from_fen(&s, "8/8/8/8/8/8/8/8[K*RRk*qr] w - - 0 1").unwrap();
    let (k, q, r) = (Kind(0), Kind(1), Kind(2));
    assert_eq!(pos.hand(Player::WHITE).count(k), Count::Unlimited);
    assert_eq!(pos.hand(Player::WHITE).count(q), Count::Finite(0));
    assert_eq!(pos.hand(Player::WHITE).count(r), Count::Finite(2));
    assert_eq!(pos.hand(Player::BLACK).count(q), Count::Finite(1));
    assert_eq!(pos.hand(Player::BLACK).count(r), Count::Finite(1));
    // The hand is written in the order of the material, White first.
    let pos = Position::from_fen(&s, "8/8/8/8/8/8/8/8[rRk*K*R] w - - 0 1").unwrap();
    assert_eq!(pos.to_fen(), "8/8/8/8/8/8/8/8[K*RRk*r] w - - 0 1");
}

// ---------------------------------------------------------------------------------------
// Malformed FENs
// ---------------------------------------------------------------------------------------

#[test]
fn ranks_of_unequal_width_are_refused() {
    assert_eq!(
        setup_error("8/7/8/8/8/8/8/8[] w - - 0 1"),
        "bad FEN: rank 7 has 7 squares but rank 8 has 8"
    );
    assert_eq!(
        setup_error("8/8/8/8/8/8/8/3K5[] w - - 0 1"),
        "bad FEN: rank 1 has 9 squares but rank 8 has 8"
    );
}

#[test]
fn bad_characters_are_refused() {
    assert_eq!(
        setup_error("8/8/3$4/8/8/8/8/8[] w - - 0 1"),
        "bad FEN: rank 6: unexpected character '$'"
    );
    assert_eq!(
        setup_error("8/8/8/8/8/8/8/~8[] w - - 0 1"),
        "bad FEN: rank 1: unexpected character '~'"
    );
    assert_eq!(
        setup_error("8/8/8/8/8/8/8/8[K1] w - - 0 1"),
        "bad FEN: unexpected character '1' in the hand"
    );
    assert_eq!(
        setup_error("8/8/8/8/8/8/8/0K7[] w - - 0 1"),
        "bad FEN: rank 1: a run of 0 empty squares"
    );
    assert_eq!(
        setup_error("08/8/8/8/8/8/8/8[] w - - 0 1"),
        "bad FEN: rank 8: a run of empty squares written with a leading 0"
    );
    assert_eq!(
        setup_error("8/8/8/8/8/8/8/K007[] w - - 0 1"),
        "bad FEN: rank 1: a run of empty squares written with a leading 0"
    );
    assert_eq!(
        setup_error("8/8/8/8/8/8/8/[] w - - 0 1"),
        "bad FEN: rank 1 is empty"
    );
}

#[test]
fn more_than_16_ranks_or_files_are_refused() {
    let ranks17 = vec!["8"; 17].join("/");
    assert_eq!(
        setup_error(&format!("{ranks17}[] w - - 0 1")),
        "bad FEN: 17 ranks; at most 16 are possible"
    );
    assert_eq!(
        setup_error("17/17[] w - - 0 1"),
        "bad FEN: rank 2: a run of more than 16 empty squares"
    );
    assert_eq!(
        setup_error("16K/16[] w - - 0 1"),
        "bad FEN: rank 2 is wider than 16 squares"
    );
    assert_eq!(
        setup_error("8*8/16[] w - - 0 1"),
        "bad FEN: rank 2 is wider than 16 squares"
    );
}

#[test]
fn a_bad_side_to_move_is_refused() {
    // The field may carry more than the letter (Vimes' schedule, `w2`), so a long one is
    // refused by the game, not by the reader.
    let e = position_error(&chessnim("K:K:*"), "8/8/8/8/8/8/8/8[K*k*] wb - - 0 1");
    assert_eq!(
        e.to_string(),
        "side to move 'wb' should be one letter such as w or b"
    );
    assert_eq!(
        setup_error("8/8/8/8/8/8/8/8[K*k*] 2 - - 0 1"),
        "bad FEN: side to move '2' should start with a letter such as w or b"
    );
    assert_eq!(
        setup_error("8/8/8/8/8/8/8/8[K*k*]"),
        "bad FEN: the side to move is missing"
    );
    // One letter that is not a player of the game: the position refuses it.
    let e = position_error(&chessnim("K:K:*"), "8/8/8/8/8/8/8/8[K*k*] x - - 0 1");
    assert_eq!(e, PositionError::BadTurn('x'));
    assert_eq!(
        e.to_string(),
        "side to move 'x' is not one of this game's players"
    );
}

#[test]
fn a_hand_without_its_closing_bracket_is_refused() {
    assert_eq!(
        setup_error("8/8/8/8/8/8/8/8[K*k* w - - 0 1"),
        "bad FEN: the hand has no closing ']'"
    );
    assert_eq!(
        setup_error("8/8/8/8/8/8/8/8[K*k*]w - - 0 1"),
        "bad FEN: expected a space after the board"
    );
}

#[test]
fn bad_numbers_and_extra_text_are_refused() {
    assert_eq!(
        setup_error("8/8 w - - x 1"),
        "bad FEN: halfmove clock 'x' is not a number"
    );
    assert_eq!(
        setup_error("8/8 w - - 0 -1"),
        "bad FEN: fullmove number '-1' is not a number"
    );
    assert_eq!(
        setup_error("8/8 w - - 0 0"),
        "bad FEN: the fullmove number starts at 1"
    );
    assert_eq!(
        setup_error("8/8 w - - 0 1 extra"),
        "bad FEN: unexpected text 'extra' at the end"
    );
    assert_eq!(setup_error("   "), "bad FEN: the FEN is empty");
}

#[test]
fn an_unknown_piece_letter_is_refused() {
    let e = position_error(&chessnim(""), "8/8/8/8/3Z4/8/8/8[] w - - 0 1");
    assert_eq!(e, PositionError::UnknownPiece('Z'));
    assert_eq!(e.to_string(), "this game has no piece 'Z'");
    let e = position_error(&chessnim("K:K:*"), "8/8/8/8/8/8/8/8[K*q] w - - 0 1");
    assert_eq!(e, PositionError::UnknownPiece('q'));
    // The same letter is a piece when the material defines it.
    assert!(Position::from_fen(&chessnim("K:K:*, Z:Z:1"), "8/8/8/8/3Z4/8/8/8[] w - - 0 1").is_ok());
}

#[test]
fn chessnim_refuses_castling_and_en_passant_rights() {
    for fen in [
        "8/8/8/8/8/8/8/8[K*k*] w KQkq - 0 1",
        "8/8/8/8/8/8/8/8[K*k*] w K - 0 1",
        "8/8/8/8/8/8/8/8[K*k*] w - e3 0 1",
    ] {
        let e = position_error(&chessnim("K:K:*"), fen);
        assert_eq!(
            e.to_string(),
            "ChessNim has no castling or en passant: use '- -'",
            "{fen}"
        );
    }
}

#[test]
fn chessnim_refuses_a_count_and_a_star_for_one_piece() {
    let e = position_error(&chessnim("K:K:*"), "8/8/8/8/8/8/8/8[KK*k*] w - - 0 1");
    assert_eq!(
        e.to_string(),
        "the hand gives 'K' both a count and '*' (unlimited)"
    );
}

/// Positions of the same game and board share one set of rules (built once: the movement
/// tables are compiled once per board), and other settings never get a wrong one.
#[test]
fn positions_of_one_game_share_their_rules() {
    use std::sync::Arc;
    let s = engine::Settings::new(engine::Variant::ChessNim);
    let a = engine::Position::start(&s).expect("start");
    let b = engine::Position::from_fen(&s, &a.to_fen()).expect("own FEN");
    assert!(Arc::ptr_eq(a.rules_arc(), b.rules_arc()));
    let mut kings = s.clone();
    kings.chessnim.material = engine::ChessNimSettings::kings_only_material();
    let k = engine::Position::start(&kings).expect("start");
    assert_eq!(k.rules().kinds().len(), 1);
    assert_eq!(a.rules().kinds().len(), 6);
    let mut small = s.clone();
    small.chessnim.width = 5;
    let p = engine::Position::start(&small).expect("start");
    assert_eq!(p.rules().geometry().width(), 5);
    // Many games in turn: the cache keeps working past its size.
    for w in 1..=16u8 {
        let mut t = s.clone();
        t.chessnim.width = w;
        let pos = engine::Position::start(&t).expect("start");
        assert_eq!(pos.rules().geometry().width(), w);
    }
    assert_eq!(
        engine::Position::start(&s)
            .expect("start")
            .rules()
            .kinds()
            .len(),
        6
    );
}
