//! The rule questions the app's board asks of Nasty Neighbours and Vimes Chess, answered by
//! the engine (`engine/src/board_questions.rs`): the conquered square and who promotes
//! (`NN-3`), the units the player to move moves and why one may not be picked up (`VI-4`,
//! `VI-5`), why a pass is offered (`VI-3`), and results that name the loser (`NN-5`, `VI-7`,
//! `VI-8`).

use engine::variants::vimes::{pass_reason, REPUBLICAN};
use engine::{EndReason, Move, Outcome, Player, Position, Settings, Square, Variant};

fn sq(s: &str) -> Square {
    s.parse().expect("test square")
}

fn play(pos: &Position, moves: &str) -> (Position, Option<Move>) {
    let mut pos = pos.clone();
    let mut last = None;
    for uci in moves.split_whitespace() {
        let m = Move::parse_uci(uci, pos.rules()).expect("test move");
        pos = pos.play(&m).expect("legal test move");
        last = Some(m);
    }
    (pos, last)
}

fn start(v: Variant) -> Position {
    Position::start(&Settings::new(v)).expect("start")
}

fn nn() -> Settings {
    Settings::new(Variant::NastyNeighbours)
}

fn won(winner: Player, reason: EndReason) -> Outcome {
    Outcome {
        winner: Some(winner),
        reason,
    }
}

#[test]
fn nn_3_a_conquest_marks_the_capturer_origin_and_other_moves_nothing() {
    let pos = start(Variant::NastyNeighbours);
    assert_eq!(pos.conquered_square(None), None);
    let (pos, m) = play(&pos, "h8f4");
    assert_eq!(pos.conquered_square(m), None);
    let (pos, m) = play(&pos, "b1c3");
    assert_eq!(pos.conquered_square(m), None);
    // The pawn on c2 takes Black's knight on c3: the knight, now White's, is on c2.
    let (pos, m) = play(&pos, "c2c3");
    assert_eq!(pos.conquered_square(m), Some(sq("c2")));
    let c2 = pos.piece_at(sq("c2")).expect("the conquered knight");
    assert_eq!(pos.letter(c2), 'N');
    // Other games conquer nothing.
    let (chess_like, m) = play(
        &start(Variant::Vimes),
        "e2e4 e7e5 a2a3 g1f3 b8c6 f1c4 h7h6 f8a3",
    );
    assert!(
        chess_like.piece_at(sq("a3")).is_some(),
        "a bishop took on a3"
    );
    assert_eq!(chess_like.conquered_square(m), None);
}

#[test]
fn nn_3_a_conquered_pawn_promotes_on_the_capturer_origin() {
    let (pos, _) = play(&start(Variant::NastyNeighbours), "h8f4 c7c6");
    // White's knight on b8 takes the pawn on c6; the pawn, now White's, lands on b8.
    assert_eq!(pos.legal_moves_between(sq("b8"), sq("c6")).len(), 4);
    assert!(pos.promotes_conquered(sq("b8")));
    assert!(!pos.promotes_conquered(sq("a2")), "a pawn promotes itself");
    let (after, m) = play(&pos, "b8c6q");
    assert_eq!(after.conquered_square(m), Some(sq("b8")));
    let b8 = after.piece_at(sq("b8")).expect("the new queen");
    assert_eq!(after.letter(b8), 'Q');
}

#[test]
fn nn_3_castling_leaves_no_conquered_mark() {
    let s = Settings::new(Variant::NastyNeighbours);
    let pos = Position::from_fen(&s, "r3k3r/p7p/9/9/9/9/P7P/R3K3R w KQkq - 0 1").expect("fen");
    for castle in ["e1b1", "e1h1"] {
        let (after, m) = play(&pos, castle);
        assert_eq!(after.conquered_square(m), None, "{castle}");
    }
}

#[test]
fn nn_5_results_name_the_loser() {
    let pos = start(Variant::NastyNeighbours);
    for (o, want) in [
        (
            won(Player::WHITE, EndReason::Stalemate),
            "White wins: Black is stalemated, and the stalemated player loses",
        ),
        (
            won(Player::BLACK, EndReason::BareKing),
            "Black wins: White has only the king left",
        ),
        (
            won(Player::WHITE, EndReason::Checkmate),
            "White wins: Black is checkmated",
        ),
        (
            Outcome {
                winner: None,
                reason: EndReason::Repetition,
            },
            "Draw: the same position for the third time",
        ),
    ] {
        assert_eq!(pos.result_words(&o), want);
    }
    let arnhem = start(Variant::Arnhem);
    assert_eq!(
        arnhem.result_words(&won(Player::WHITE, EndReason::Checkmate)),
        "White wins: checkmate"
    );
}

#[test]
fn nn_5_played_endings_say_who_lost_and_why() {
    let stalemate_pos =
        Position::from_fen(&nn(), "k1K6/1p7/2B6/R8/9/9/9/9 b - - 0 1").expect("fen");
    let stalemate = stalemate_pos.outcome().expect("over");
    assert_eq!(
        stalemate_pos.result_words(&stalemate),
        "White wins: Black is stalemated, and the stalemated player loses"
    );
    let pos = Position::from_fen(&nn(), "8k/9/9/9/4n4/9/4R4/K8 w - - 0 1").expect("fen");
    let (bare, _) = play(&pos, "e2e4");
    assert_eq!(
        bare.result_words(&bare.outcome().expect("over")),
        "White wins: Black has only the king left"
    );
    let pos = Position::from_fen(&nn(), "8k/p8/9/9/9/9/4R4/K8 w - - 99 60").expect("fen");
    let (fifty, _) = play(&pos, "e2e4");
    assert_eq!(
        fifty.result_words(&fifty.outcome().expect("over")),
        "Draw: fifty moves without a capture, drop or pawn move"
    );
}

#[test]
fn vi_4_who_may_pick_up_what_follows_the_schedule() {
    let pos = start(Variant::Vimes);
    let m = pos.units_to_move();
    assert!(m.contains(sq("e2")) && m.contains(sq("g1")));
    assert!(!m.contains(sq("e7")) && !m.contains(sq("a1")));
    let (pos, _) = play(&pos, "e2e4 e7e5");
    assert_eq!(pos.turn(), REPUBLICAN);
    let m = pos.units_to_move();
    // Pawns of both colours, no piece.
    assert!(m.contains(sq("a2")) && m.contains(sq("h7")));
    assert!(!m.contains(sq("g1")) && !m.contains(sq("b8")));
    assert_eq!(
        pos.pick_refusal(sq("g1")).as_deref(),
        Some("the Republican moves only pawns and Republican-only units, not the piece on g1")
    );
    assert_eq!(pass_reason(&pos), None);
    let (pos, _) = play(&pos, "a2a3");
    assert_eq!(pos.turn(), Player::WHITE);
    assert_eq!(
        pos.pick_refusal(sq("b8")).as_deref(),
        Some("the piece on b8 is not yours")
    );
    assert_eq!(
        pos.pick_refusal(sq("c1")).as_deref(),
        Some("the unit on c1 has no legal move: White is to move")
    );
    assert_eq!(pos.pick_refusal(sq("a1")), None, "the rook may go to a2");
    assert_eq!(pos.pick_refusal(sq("g1")), None, "the knight has moves");
    assert_eq!(pos.pick_refusal(sq("d4")), None, "an empty square");
    // Other games: whose piece it is is the board's own words.
    assert_eq!(start(Variant::Chessence).pick_refusal(sq("a9")), None);
    assert_eq!(
        start(Variant::Arnhem).units_to_move(),
        start(Variant::Arnhem).pieces_of(Player::WHITE)
    );
}

#[test]
fn vi_3_a_pawn_taken_by_a_royalist_offers_the_instant_reply_and_pass() {
    let (pos, _) = play(
        &start(Variant::Vimes),
        "e2e4 e7e5 a2a3 g1f3 b8c6 f1c4 h7h6 f8a3",
    );
    assert_eq!(pos.turn(), REPUBLICAN);
    let why = pass_reason(&pos).expect("a pass is offered");
    assert!(why.starts_with("A Royalist took a pawn"), "{why}");
    let (pos, _) = play(&pos, "pass");
    assert_eq!(pos.turn(), Player::WHITE);
    assert_eq!(pass_reason(&pos), None);
}

#[test]
fn vi_5_republican_only_units_are_marked_and_refused_to_royalists() {
    // The Republican's pawn b7 takes Black's own knight on c6: Republican-only (VI-5).
    let (pos, _) = play(
        &start(Variant::Vimes),
        "e2e4 e7e5 a2a3 g1f3 b8c6 f1c4 h7h6 f8a3 b7c6",
    );
    assert!(pos.republican_unit(sq("c6")));
    assert!(!pos.republican_unit(sq("d7")));
    assert_eq!(pos.turn(), Player::WHITE);
    assert!(!pos.units_to_move().contains(sq("c6")));
    assert_eq!(
        pos.pick_refusal(sq("c6")).as_deref(),
        Some("the unit on c6 is Republican-only")
    );
}

#[test]
fn vi_7_vi_8_results_name_who_and_why() {
    let s = Settings::new(Variant::Vimes);
    let pos = Position::from_fen(&s, "8/p~7/8/8/8/8/P7/4K3 w1 - - 0 1").expect("fen");
    assert_eq!(
        pos.result_words(&won(REPUBLICAN, EndReason::Stalemate)),
        "Republican wins: White is stalemated, and any stalemate of a Royalist is a win \
         for the Republican"
    );
    assert_eq!(
        pos.result_words(&won(Player::BLACK, EndReason::NoUnitsLeft)),
        "Black wins: the Republican has no units left"
    );
    assert_eq!(
        pos.result_words(&won(Player::BLACK, EndReason::Checkmate)),
        "Black wins: White is checkmated"
    );
}

/// Premoves (issue 62): the player who moves next may queue a move in a two-player game in
/// play; its pieces are the ones it may pick up.
#[test]
fn premoves_belong_to_the_other_player_of_a_two_player_game_in_play() {
    let nn = start(Variant::NastyNeighbours);
    assert_eq!(nn.premover(), Some(Player::BLACK));
    assert_eq!(nn.premove_units(Player::BLACK), nn.pieces_of(Player::BLACK));
    assert!(nn.premove_units(Player::BLACK).contains(sq("e7")));
    assert!(!nn.premove_units(Player::BLACK).contains(sq("e2")));
    let (after, _) = play(&nn, "e2e3");
    assert_eq!(after.premover(), Some(Player::WHITE));
}

/// `AR-4`: the deployment is secret and in turns of its own; `VI-2`: who moves after a
/// Vimes move depends on the move; `CN-3`: ChessNim has no pieces to pick up, only drops.
#[test]
fn ar_4_vi_2_cn_3_no_premove_in_a_deployment_or_three_player_game_and_no_units_in_chessnim() {
    assert_eq!(start(Variant::Arnhem).premover(), None);
    assert_eq!(start(Variant::Vimes).premover(), None);
    let nim = start(Variant::ChessNim);
    assert_eq!(nim.premover(), Some(Player::BLACK));
    assert!(nim.premove_units(Player::BLACK).is_empty());
}
