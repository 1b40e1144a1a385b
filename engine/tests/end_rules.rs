//! Keys of how a defined game ends that belong to no one game's family: each test names the
//! Fairy-Stockfish key whose rule it shows (`engine/src/definition/KEYS.md`). Perft against
//! Fairy-Stockfish is in `perft/fsf/` (`3check`, `5check`, `checkshogi`).

use engine::definition::parse_definitions;
use engine::{EndReason, Outcome, Player, Position, Settings};

fn settings(text: &str) -> Settings {
    let defs = parse_definitions(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    Settings::defined(defs.last().cloned().expect("a section"))
}

fn play(p: &Position, moves: &str) -> Position {
    moves.split_whitespace().fold(p.clone(), |p, m| {
        let mv = p.parse_move(m).unwrap_or_else(|e| panic!("{m}: {e}"));
        p.play(&mv).unwrap_or_else(|e| panic!("{m} in {p:?}: {e}"))
    })
}

const THREE: &str = "[three:3check]\n";

#[test]
fn check_counting_reads_and_writes_the_checks_left_in_the_fen() {
    let s = settings(THREE);
    let p = Position::start(&s).expect("start");
    assert_eq!(
        p.to_fen(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1"
    );
    assert_eq!(p.checks_to_give(Player::WHITE), Some(3));
    // Lichess writes the checks given, at the end: +1+0 is two left for White.
    let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 +1+0";
    let p = Position::from_fen(&s, fen).expect("lichess' form");
    assert_eq!(p.checks_to_give(Player::WHITE), Some(2));
    assert_eq!(p.checks_to_give(Player::BLACK), Some(3));
    // Without a count the next check wins, as in Fairy-Stockfish.
    let p = Position::from_fen(&s, "4k3/8/8/8/8/8/8/4K3 w - - 0 1").expect("no count");
    assert_eq!(p.checks_to_give(Player::WHITE), Some(1));
    // A game that counts no checks refuses a count.
    let chess = settings("[c:chess]\n");
    let e = Position::from_fen(&chess, "4k3/8/8/8/8/8/8/4K3 w - - 3+3 0 1").unwrap_err();
    assert!(e.to_string().contains("does not count checks"), "{e}");
    assert!(Position::from_fen(&s, "4k3/8/8/8/8/8/8/4K3 w - - x+3 0 1").is_err());
}

#[test]
fn check_counting_ends_the_game_at_the_last_check_to_give() {
    let s = settings(THREE);
    let p = Position::from_fen(&s, "4k3/8/8/8/8/8/3PP3/3QK3 w - - 2+3 0 1").expect("fen");
    let p = play(&p, "d1a4");
    assert_eq!(p.checks_to_give(Player::WHITE), Some(1));
    assert_eq!(p.outcome(), None);
    let p = play(&p, "e8f7 a4c4");
    assert_eq!(p.checks_to_give(Player::WHITE), Some(0));
    assert_eq!(
        p.outcome(),
        Some(Outcome {
            winner: Some(Player::WHITE),
            reason: EndReason::ChecksGiven
        })
    );
    assert!(p.legal_moves().is_empty(), "the game is over");
}

#[test]
fn extinction_claim_and_opponent_piece_count_give_shatranj_s_bare_king() {
    // Shatranj: a bare king loses while the other side keeps two pieces, but the side to
    // move with a bare king may still take the other's last piece (extinctionClaim).
    let s = settings("[s:shatranj]\n");
    let lost = Some(Outcome {
        winner: Some(Player::WHITE),
        reason: EndReason::Extinction,
    });
    let p = Position::from_fen(&s, "4k3/8/8/8/8/8/8/QR2K3 b - - 0 1").expect("fen");
    assert_eq!(p.outcome(), lost);
    let p = Position::from_fen(&s, "4k3/8/8/8/8/8/8/R3K3 b - - 0 1").expect("fen");
    assert_eq!(p.outcome(), None, "Black may still bare White");
    let p = Position::from_fen(&s, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1").expect("fen");
    assert_eq!(p.outcome(), lost);
}

#[test]
fn material_counting_decides_a_draw_and_stalemate_piece_count_a_stalemate() {
    // Armageddon (`materialCounting = blackdrawodds`): a stalemate, a draw in chess, is
    // Black's win.
    let s = settings("[a:armageddon]\n");
    let p = Position::from_fen(&s, "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1").expect("fen");
    assert_eq!(
        p.outcome(),
        Some(Outcome {
            winner: Some(Player::BLACK),
            reason: EndReason::Stalemate
        })
    );
    // `unweighted`: more pieces win a drawn game; `stalematePieceCount`: the stalemated side
    // with fewer pieces gets the stalemate value (here a loss).
    let text = "[u:chess]\nmaterialCounting = unweighted\n";
    let p = Position::from_fen(&settings(text), "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1").expect("fen");
    assert_eq!(p.outcome().and_then(|o| o.winner), Some(Player::WHITE));
    let text = "[c:chess]\nstalematePieceCount = true\nstalemateValue = loss\n";
    let p = Position::from_fen(&settings(text), "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1").expect("fen");
    assert_eq!(p.outcome().and_then(|o| o.winner), Some(Player::WHITE));
    let p = Position::from_fen(&settings(text), "7k/5Q2/6K1/8/8/8/p7/8 b - - 0 1").expect("fen");
    assert!(!p.legal_moves().is_empty(), "the pawn moves: no stalemate");
}

#[test]
fn counting_rule_gives_the_stronger_side_its_moves_to_mate() {
    // Makruk: a rook against a bare king counts 16 moves (32 plies) from the pieces'
    // honour, started at twice the pieces on the board; the FEN writes the limit in the
    // en passant field and the plies in the halfmove field (Fairy-Stockfish's figures).
    let s = settings("[m:makruk]\n");
    let p = Position::from_fen(&s, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1").expect("fen");
    let p = play(&p, "a1a2");
    assert_eq!(p.to_fen(), "4k3/8/8/8/8/8/R7/4K3 b - 32 6 1");
    let p = play(&p, "e8d8 a2a3");
    assert_eq!(p.to_fen(), "3k4/8/8/8/8/R7/8/4K3 b - 32 8 2");
    let again = Position::from_fen(&s, &p.to_fen()).expect("reads back");
    assert_eq!(again.to_fen(), p.to_fen());
    // The count run out: a draw.
    let p = Position::from_fen(&s, "3k4/8/8/8/8/R7/8/4K3 w - 32 32 20").expect("fen");
    assert_eq!(p.outcome(), None);
    let p = play(&p, "a3a4");
    assert_eq!(
        p.outcome(),
        Some(Outcome {
            winner: None,
            reason: EndReason::CountingRanOut
        })
    );
}

#[test]
fn flag_piece_safe_wins_only_when_the_flag_piece_stands_unattacked() {
    // Racing to the last rank with a king (`flagPieceSafe`): reaching it attacked is no
    // win; reaching it unattacked is.
    let text = "[f:chess]\nking = -\ncommoner = k\ncastlingKingPiece = k\nextinctionValue = loss\nextinctionPieceTypes = k\nflagPiece = k\nflagRegionWhite = *8\nflagRegionBlack = *1\nflagPieceSafe = true\ncastling = false\n";
    let s = settings(text);
    // White's king reaches e8, attacked by the rook on a8: play goes on.
    let p = Position::from_fen(&s, "r7/4K3/8/8/7k/8/8/8 w - - 0 1").expect("fen");
    let p = play(&p, "e7e8");
    assert_eq!(p.outcome(), None);
    // Unattacked on d8, it wins at once.
    let p = Position::from_fen(&s, "8/3K4/8/8/7k/8/8/r7 w - - 0 1").expect("fen");
    let p = play(&p, "d7d8");
    assert_eq!(
        p.outcome(),
        Some(Outcome {
            winner: Some(Player::WHITE),
            reason: EndReason::FlagReached
        })
    );
}

#[test]
fn duple_check_is_check_when_every_king_of_several_is_attacked() {
    // Spartan: Black's two kings, both on the rook's rank: check, though neither is alone.
    let s = settings("[s:spartan]\n");
    let p = Position::from_fen(&s, "k2R3k/8/8/8/8/8/8/4K3 b - - 0 1").expect("fen");
    assert!(p.in_check(Player::BLACK));
    let moves: Vec<String> = p.legal_moves().iter().map(|m| p.uci(m)).collect();
    // A king stepping along the rank leaves both attacked: illegal; off it: legal.
    assert!(!moves.contains(&"a8b8".to_string()), "{moves:?}");
    assert!(moves.contains(&"a8a7".to_string()), "{moves:?}");
    // One king attacked of two is no check.
    let p = Position::from_fen(&s, "k2R4/8/8/8/8/8/7k/4K3 b - - 0 1").expect("fen");
    assert!(!p.in_check(Player::BLACK));
}

#[test]
fn extinction_value_win_gives_the_game_to_the_side_that_gave_its_pieces_away() {
    // Antichess: the side that loses its last piece wins, and the end says so.
    let s = settings("[a:antichess]\n");
    let p = Position::from_fen(&s, "8/8/8/8/8/8/1p6/R7 b - - 0 1").expect("fen");
    let over = play(&p, "b2a1q").outcome().expect("the game is over");
    assert_eq!(
        over,
        Outcome {
            winner: Some(Player::WHITE),
            reason: EndReason::GaveAllAway
        }
    );
    assert_eq!(
        over.to_string(),
        "White wins: it has none left of the pieces it must give away"
    );
}
