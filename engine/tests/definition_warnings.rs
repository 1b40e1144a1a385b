//! Warnings for definitions that play but are likely not meant (issue 62, item 7): the
//! engine says them (`Definition::warnings`), the own-game dialog shows them.

use engine::definition::parse_definitions;

fn warnings(text: &str) -> Vec<String> {
    let defs = parse_definitions(text).expect("the definition reads");
    defs.last().expect("a section").warnings()
}

#[test]
fn chess_and_our_games_have_nothing_to_warn_of() {
    assert!(warnings("[mine:chess]\n").is_empty());
    for game in [
        "chessnim",
        "chessence",
        "arnhem",
        "nastyneighbours",
        "vimes",
    ] {
        assert!(warnings(&format!("[mine:{game}]\n")).is_empty(), "{game}");
    }
    // A board game without pawns or kings, and a game won by capturing the king.
    assert!(warnings("[mine:chess]\nstartFen = 8/8/8/8/8/8/8/8 w - - 0 1\n").is_empty());
    assert!(warnings("[mine:chess]\nextinctionValue = loss\nextinctionPieceTypes = k\nstartFen = rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1\n").is_empty());
}

#[test]
fn pawns_that_can_never_promote_are_named_with_the_key_to_set() {
    let said = warnings("[stuck:chess]\npromotionRegionBlack = -\n");
    assert_eq!(said.len(), 1, "{said:?}");
    assert!(
        said[0].starts_with("Black's pawns can never promote"),
        "{}",
        said[0]
    );
    assert!(said[0].contains("promotionRegionBlack"));
    let both = warnings("[stuck:chess]\npromotionPieceTypes = -\n");
    assert_eq!(both.len(), 2, "{both:?}");
    // Pawns that reach a flag win there: nothing to warn of.
    assert!(warnings("[race:chess]\npromotionRegionWhite = -\npromotionRegionBlack = -\nflagPiece = p\nflagRegionWhite = *8\nflagRegionBlack = *1\n").is_empty());
}

#[test]
fn a_double_step_for_one_side_only() {
    let said = warnings("[half:chess]\ndoubleStepRegionBlack = -\n");
    assert_eq!(said.len(), 1, "{said:?}");
    assert!(
        said[0].starts_with("only White's pawns have a double step"),
        "{}",
        said[0]
    );
    assert!(said[0].contains("doubleStepRegionBlack"));
    assert!(warnings("[none:chess]\ndoubleStep = false\n").is_empty());
}

#[test]
fn a_side_without_the_king_the_other_has() {
    let said = warnings(
        "[kingless:chess]\nstartFen = rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1\n",
    );
    assert_eq!(said.len(), 1, "{said:?}");
    assert!(said[0].starts_with("Black has no king"), "{}", said[0]);
}
