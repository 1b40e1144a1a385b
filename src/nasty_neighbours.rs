//! What the app shows of Nasty Neighbours beyond the generic royal game: the square of the
//! piece conquered by the last move (`NN-3`), and the result in words that say who was
//! stalemated or left bare (`NN-5`).
//!
//! Nothing here decides a rule: the conquered square is read off the position the engine
//! produced (after a conquest the capturer's origin square holds the captured piece in the
//! capturer's colour; after any other move, castling included, that square is empty), and
//! the result is the engine's [`Outcome`].

use engine::{EndReason, Move, Outcome, Player, Position, Square, Variant};

/// The square where the last move put the piece it conquered: the capturer's origin square
/// (`NN-3`). `None` in other games, and when the last move captured nothing.
pub fn conquered_square(pos: &Position, last: Option<Move>) -> Option<Square> {
    if pos.rules().variant() != Variant::NastyNeighbours {
        return None;
    }
    let Some(Move::Normal { from, .. }) = last else {
        return None;
    };
    // The piece left on `from` belongs to whoever moved, that is not to the player to move.
    pos.piece_at(from)
        .is_some_and(|p| p.player != pos.turn())
        .then_some(from)
}

/// What the promotion picker names when the pawn that promotes is not the moving piece but
/// the one conquered by it (`NN-3`: the capture `b8c6` puts Black's pawn, now White's, on
/// b8): "the conquered pawn on b8". `None` when the moving piece itself promotes.
pub fn promotion_subject(pos: &Position, from: Square) -> Option<String> {
    if pos.rules().variant() != Variant::NastyNeighbours {
        return None;
    }
    let mover = pos.piece_at(from)?;
    let kind = pos.rules().kinds().get(mover.kind.index())?;
    (!kind.is_pawn).then(|| format!("the conquered pawn on {from}"))
}

/// The result as the game page shows it. In Nasty Neighbours the stalemated player and a
/// player left with only the king lose (`NN-5`), which the words say; other results, and
/// other games, in the engine's words.
pub fn result_text(variant: Variant, outcome: &Outcome) -> String {
    let (Variant::NastyNeighbours, Some(winner)) = (variant, outcome.winner) else {
        return outcome.to_string();
    };
    let loser = Player((winner.0 + 1) % 2).title();
    let winner = winner.title();
    match outcome.reason {
        EndReason::Checkmate => format!("{winner} wins: {loser} is checkmated"),
        EndReason::Stalemate => {
            format!("{winner} wins: {loser} is stalemated, and the stalemated player loses")
        }
        EndReason::BareKing => format!("{winner} wins: {loser} has only the king left"),
        _ => outcome.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::Settings;

    fn play(pos: &Position, uci: &str) -> (Position, Move) {
        let m = Move::parse_uci(uci, pos.rules()).expect("test move");
        (pos.play(&m).expect("legal test move"), m)
    }

    fn sq(s: &str) -> Square {
        s.parse().expect("test square")
    }

    #[test]
    fn a_conquest_marks_the_capturer_origin_and_other_moves_nothing() {
        let s = Settings::new(Variant::NastyNeighbours);
        let pos = Position::start(&s).expect("start");
        assert_eq!(conquered_square(&pos, None), None);
        let (pos, m) = play(&pos, "h8f4");
        assert_eq!(conquered_square(&pos, Some(m)), None);
        let (pos, m) = play(&pos, "b1c3");
        assert_eq!(conquered_square(&pos, Some(m)), None);
        // The pawn on c2 takes Black's knight on c3: the knight, now White's, is on c2.
        let (pos, m) = play(&pos, "c2c3");
        assert_eq!(conquered_square(&pos, Some(m)), Some(sq("c2")));
        let c2 = pos.piece_at(sq("c2")).expect("the conquered knight");
        assert_eq!(pos.letter(c2), 'N');
    }

    #[test]
    fn a_conquered_pawn_promotes_on_the_capturer_origin() {
        let s = Settings::new(Variant::NastyNeighbours);
        let pos = Position::start(&s).expect("start");
        let (pos, _) = play(&pos, "h8f4");
        let (pos, _) = play(&pos, "c7c6");
        // White's knight on b8 takes the pawn on c6; the pawn, now White's, lands on b8.
        let choices = pos.legal_moves_between(sq("b8"), sq("c6"));
        assert_eq!(choices.len(), 4);
        assert_eq!(
            promotion_subject(&pos, sq("b8")).as_deref(),
            Some("the conquered pawn on b8")
        );
        assert_eq!(
            promotion_subject(&pos, sq("a2")),
            None,
            "a pawn promotes itself"
        );
        let (after, m) = play(&pos, "b8c6q");
        assert_eq!(conquered_square(&after, Some(m)), Some(sq("b8")));
        let b8 = after.piece_at(sq("b8")).expect("the new queen");
        assert_eq!(after.letter(b8), 'Q');
    }

    #[test]
    fn castling_leaves_no_conquered_mark() {
        let s = Settings::new(Variant::NastyNeighbours);
        let pos =
            Position::from_fen(&s, "r3k3r/p7p/9/9/9/9/P7P/R3K3R w KQkq - 0 1").expect("test fen");
        for castle in ["e1b1", "e1h1"] {
            let (after, m) = play(&pos, castle);
            assert_eq!(conquered_square(&after, Some(m)), None, "{castle}");
        }
    }

    #[test]
    fn results_name_the_loser() {
        let nn = Variant::NastyNeighbours;
        let o = |winner, reason| Outcome {
            winner: Some(winner),
            reason,
        };
        assert_eq!(
            result_text(nn, &o(Player::WHITE, EndReason::Stalemate)),
            "White wins: Black is stalemated, and the stalemated player loses"
        );
        assert_eq!(
            result_text(nn, &o(Player::BLACK, EndReason::BareKing)),
            "Black wins: White has only the king left"
        );
        assert_eq!(
            result_text(nn, &o(Player::WHITE, EndReason::Checkmate)),
            "White wins: Black is checkmated"
        );
        let draw = Outcome {
            winner: None,
            reason: EndReason::Repetition,
        };
        assert_eq!(
            result_text(nn, &draw),
            "Draw: the same position for the third time"
        );
        assert_eq!(
            result_text(Variant::Arnhem, &o(Player::WHITE, EndReason::Checkmate)),
            "White wins: checkmate"
        );
    }
}
