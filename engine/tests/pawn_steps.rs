//! The pawn's triple step (`tripleStepRegionWhite`/`Black`, `engine/src/variants/rules/
//! pawn_steps.rs`, KEYS.md). Every figure is Fairy-Stockfish's (c19b5f6); perft against it
//! is in `perft/fsf/wildebeest.perft`.

mod family;
use family::{legal_sorted, play, pos};

const WILDEBEEST: &str = "[wildebeest:chess]\nmaxRank = 10\nmaxFile = k\n\
    customPiece1 = c:C\ncustomPiece2 = w:NC\n\
    doubleStepRegionWhite = *2 *3\ndoubleStepRegionBlack = *9 *8\n\
    tripleStepRegionWhite = *2\ntripleStepRegionBlack = *9\n\
    startFen = rnccwkqbbnr/ppppppppppp/11/11/11/11/11/11/PPPPPPPPPPP/RNBBQKWCCNR w KQkq - 0 1\n\
    promotionPieceTypes = qw\npromotionRegionWhite = *9 *10\npromotionRegionBlack = *2 *1\n\
    mandatoryPawnPromotion = false\ncastling = false\n";

const START: &str = "rnccwkqbbnr/ppppppppppp/11/11/11/11/11/11/PPPPPPPPPPP/RNBBQKWCCNR w - - 0 1";

#[test]
fn triple_step_region_a_pawn_steps_one_two_or_three_squares_from_it() {
    let p = pos(WILDEBEEST, START);
    let from_e2: Vec<String> = legal_sorted(&p)
        .into_iter()
        .filter(|m| m.starts_with("e2"))
        .collect();
    assert_eq!(from_e2, ["e2e3", "e2e4", "e2e5"]);
    // From the third rank only the double step is left (the double-step region is wider).
    let q = play(&p, "e2e3 a9a8");
    let from_e3: Vec<String> = legal_sorted(&q)
        .into_iter()
        .filter(|m| m.starts_with("e3"))
        .collect();
    assert_eq!(from_e3, ["e3e4", "e3e5"]);
    // A piece on a square it would pass blocks it: with a knight on e4, only e2-e3.
    let blocked = pos(
        WILDEBEEST,
        "rnccwkqbbnr/ppppppppppp/11/11/11/11/4n6/11/PPPPPPPPPPP/RNBBQKWCCNR w - - 0 1",
    );
    let from_e2: Vec<String> = legal_sorted(&blocked)
        .into_iter()
        .filter(|m| m.starts_with("e2"))
        .collect();
    assert_eq!(from_e2, ["e2e3"]);
}

#[test]
fn triple_step_region_a_pawn_that_stepped_three_is_taken_on_a_square_it_passed() {
    // Black's f9-f6 passes f8 and f7; White's pawn on e6 attacks f7 only: en passant there.
    let p = play(&pos(WILDEBEEST, START), "e2e5 d9d7 e5e6 f9f6");
    assert!(p.to_fen().ends_with(" w - f7 0 3"), "{}", p.to_fen());
    let moves = legal_sorted(&p);
    assert!(moves.contains(&"e6f7".to_string()), "{moves:?}");
    assert_eq!(moves.len(), 59);
    let after = play(&p, "e6f7");
    // The pawn taken on f6 is gone, White's stands on f7.
    assert!(
        after
            .to_fen()
            .starts_with("rnccwkqbbnr/ppp1p1ppppp/11/3p1P5/11/11/"),
        "{}",
        after.to_fen()
    );
}
