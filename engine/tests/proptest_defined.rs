//! Property tests of games defined as data (`engine/src/variants/defined.rs`): random
//! definitions — board sizes up to 12×10 with holes, pieces from a pool of Betza strings,
//! promotion, double steps, en passant, castling, drops and captures to hand, checking on
//! or off, extinction and flag goals — each started from a random placement and played at
//! random. A wiki author can type any of these, so none may panic, and every position
//! reached must hold together: its FEN reads back as itself, every legal move passes
//! `check` and plays, `divide` adds up to perft, and a move `check` refuses is never in the
//! legal list.

use engine::definition::parse_definitions;
use engine::perft::{divide, perft};
use engine::{Move, Position, Settings};
use proptest::prelude::*;

/// Betza strings a random definition picks its custom pieces from.
const BETZA: [&str; 10] = [
    "NN",
    "W3",
    "FfW",
    "nN",
    "mRcB",
    "KN",
    "fmWfcFifmnD",
    "A",
    "B2",
    "DA",
];

/// A definition text and the FEN of its start, from the random choices.
#[allow(clippy::too_many_arguments)]
fn definition(
    width: u8,
    height: u8,
    holes: &[(u8, u8)],
    customs: &[usize],
    placement: &[(u8, u8, usize, bool)],
    flags: (bool, bool, bool, bool),
    goal: u8,
) -> (String, String) {
    let (drops, to_hand, checking, castling) = flags;
    // Castling needs its files on the board (chess's g and c are inherited otherwise).
    let castling = castling && width >= 5;
    // The pieces: the chess set plus up to three custom ones (letters x, y, z).
    let mut letters = vec!['p', 'n', 'b', 'r', 'q', 'k'];
    let mut text = format!(
        "[random:chess]\nmaxFile = {width}\nmaxRank = {height}\npromotionRegionWhite = *{height}\n\
         promotionRegionBlack = *1\ndoubleStepRegionWhite = *2\ndoubleStepRegionBlack = *{}\n",
        height - 1
    );
    for (i, &c) in customs.iter().enumerate() {
        let l = ['x', 'y', 'z'][i];
        text.push_str(&format!("customPiece{} = {l}:{}\n", i + 1, BETZA[c]));
        letters.push(l);
    }
    text.push_str(&format!(
        "pieceDrops = {drops}\ncapturesToHand = {to_hand}\ncastling = {castling}\n"
    ));
    if castling {
        text.push_str(&format!(
            "castlingKingsideFile = {}\ncastlingQueensideFile = c\n",
            (b'a' + width - 2) as char
        ));
    }
    if !checking {
        text.push_str("checking = false\nextinctionValue = loss\nextinctionPieceTypes = k\n");
    }
    match goal {
        0 => text.push_str("flagPiece = k\nflagRegionWhite = *3\nflagRegionBlack = *1\n"),
        1 => text.push_str("stalemateValue = loss\n"),
        _ => {}
    }
    // The board: holes, then the kings on the first and last ranks, then the rest.
    let mut board = vec![vec![None::<char>; width as usize]; height as usize];
    let mut hole = vec![vec![false; width as usize]; height as usize];
    for &(f, r) in holes {
        let (f, r) = (f % width, 1 + r % (height - 2).max(1));
        if r > 0 && r + 1 < height {
            hole[r as usize][f as usize] = true;
        }
    }
    board[0][0] = Some('K');
    board[height as usize - 1][width as usize - 1] = Some('k');
    for &(f, r, piece, white) in placement {
        let (f, r) = ((f % width) as usize, (r % height) as usize);
        let others: Vec<char> = letters.iter().copied().filter(|&c| c != 'k').collect();
        let l = others[piece % others.len()]; // one king a side
                                              // No pawn on its promotion rank or behind it.
        if l == 'p' && (r == 0 || r + 1 == height as usize) {
            continue;
        }
        if board[r][f].is_none() && !hole[r][f] {
            board[r][f] = Some(if white { l.to_ascii_uppercase() } else { l });
        }
    }
    let mut fen = String::new();
    for r in (0..height as usize).rev() {
        let mut empty = 0;
        for f in 0..width as usize {
            if hole[r][f] || board[r][f].is_some() {
                if empty > 0 {
                    fen.push_str(&empty.to_string());
                    empty = 0;
                }
                fen.push(if hole[r][f] {
                    '*'
                } else {
                    board[r][f].unwrap_or('.')
                });
            } else {
                empty += 1;
            }
        }
        if empty > 0 {
            fen.push_str(&empty.to_string());
        }
        if r > 0 {
            fen.push('/');
        }
    }
    let hand = if drops || to_hand { "[]" } else { "" };
    let castle = if castling { "KQkq" } else { "-" };
    let fen = format!("{fen}{hand} w {castle} - 0 1");
    text.push_str(&format!("startFen = {}\n", fen.replace("KQkq", "-")));
    (text, fen)
}

/// What every position reached must satisfy.
fn sound(pos: &Position, settings: &Settings) {
    let fen = pos.to_fen();
    let back = Position::from_fen(settings, &fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
    assert_eq!(back.to_fen(), fen, "FEN round trip");
    assert_eq!(&back, pos, "{fen}");
    let legal = pos.legal_moves();
    for m in legal.iter() {
        assert!(
            pos.check(m).is_ok(),
            "{fen}: {} is legal but refused",
            m.to_uci(pos.rules())
        );
        let next = pos.play(m).expect("plays");
        assert!(next.turn() != pos.turn(), "{fen}");
    }
    // Moves the list does not have are refused with a reason, never a panic.
    let g = pos.rules().geometry();
    for from in g.squares().step_by(5) {
        for to in g.squares().step_by(7) {
            let m = Move::Normal {
                from,
                to,
                promotion: None,
            };
            if !legal.contains(&m) {
                assert!(pos.check(&m).is_err(), "{fen}: {from}{to}");
            }
        }
    }
    let parts = divide(pos, 2);
    assert_eq!(
        parts.iter().map(|p| p.1).sum::<u64>(),
        perft(pos, 2),
        "{fen}"
    );
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn random_definitions_start_play_and_hold_together(
        width in 4u8..=12,
        height in 4u8..=10,
        holes in proptest::collection::vec((0u8..12, 0u8..10), 0..4),
        customs in proptest::collection::vec(0usize..BETZA.len(), 0..=3),
        placement in proptest::collection::vec((0u8..12, 0u8..10, 0usize..8, any::<bool>()), 2..16),
        flags in (any::<bool>(), any::<bool>(), any::<bool>(), any::<bool>()),
        goal in 0u8..3,
        moves in proptest::collection::vec(any::<u16>(), 0..24),
    ) {
        let (text, fen) = definition(width, height, &holes, &customs, &placement, flags, goal);
        let defs = parse_definitions(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        let settings = Settings::defined(defs[0].clone());
        // Castling rights the placement does not back are refused with a reason; the
        // start without them always reads.
        let mut pos = match Position::from_fen(&settings, &fen) {
            Ok(p) => p,
            Err(_) => match Position::start(&settings) {
                Ok(p) => p,
                // A start with the side not to move in check is refused: also fine.
                Err(e) => { prop_assert!(!e.to_string().is_empty()); return Ok(()); }
            },
        };
        sound(&pos, &settings);
        for r in moves {
            let legal = pos.legal_moves();
            if legal.is_empty() {
                prop_assert!(pos.outcome().is_some(), "no move but no outcome: {:?}", pos);
                break;
            }
            let m = legal[r as usize % legal.len()];
            pos = pos.play(&m).unwrap_or_else(|e| panic!("{pos:?} {}: {e}", m.to_uci(pos.rules())));
            sound(&pos, &settings);
        }
    }
}
