//! The search checks legality lazily: it plays the candidate moves of
//! `Position::candidate_moves_into` with `Position::play_candidate`, which refuses those
//! that leave the mover's king attacked.
//! Property: in random games of every game (Arnhem from its deployment and from the quick
//! setup, so the change of `AR-4` and drops of `AR-6` are met), at every position the
//! candidates that pass are exactly `legal_moves()`, in the same order.

use engine::{Game, Move, Position, Settings, Variant};
use proptest::prelude::*;

fn settings(i: usize) -> Settings {
    let mut s = match i {
        0 => Settings::new(Variant::Chessence),
        1 | 2 => Settings::new(Variant::Arnhem),
        3 => Settings::new(Variant::NastyNeighbours),
        4 => Settings::new(Variant::Vimes),
        _ => Settings::new(Variant::ChessNim),
    };
    s.arnhem.deployment = i == 1;
    s
}

fn legal_by_candidates(pos: &Position) -> Vec<Move> {
    let mut list = engine::MoveList::new();
    let check = pos.candidate_moves_into(&mut list);
    list.iter()
        .filter(|m| pos.play_candidate(m, check).is_some())
        .copied()
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(60))]

    #[test]
    fn candidates_that_leave_the_king_safe_are_the_legal_moves(
        game in 0usize..6,
        picks in proptest::collection::vec(any::<u16>(), 1..120),
    ) {
        let mut g = Game::new(&settings(game)).expect("the game starts");
        for pick in picks {
            let pos = g.position().clone();
            let legal = pos.legal_moves().to_vec();
            prop_assert_eq!(&legal_by_candidates(&pos), &legal, "{}", pos.to_fen());
            if legal.is_empty() || g.outcome().is_some() {
                break;
            }
            let m = legal[pick as usize % legal.len()];
            g.play(&m).expect("a legal move plays");
        }
    }
}
