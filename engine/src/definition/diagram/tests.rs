//! The Interactive Diagram reader, parameter by parameter (`KEYS.md`, "Interactive
//! Diagram texts").

use super::diagram_to_ini;

/// The `variants.ini` text of `diagram`, which must read.
fn ini(diagram: &str) -> String {
    diagram_to_ini(diagram).unwrap_or_else(|e| panic!("{e}"))
}

/// The value of `key` in `text`.
fn value<'a>(text: &'a str, key: &str) -> Option<&'a str> {
    text.lines()
        .find_map(|l| l.strip_prefix(key)?.strip_prefix(" = "))
}

#[test]
fn symmetry_mirror_rotate_and_none_with_blacks_squares_after_two_commas() {
    let army = "files=4\nranks=4\nking::K::a1\nrook::R::b1\n";
    let fen = |t: &str| value(&ini(t), "startFen").map(str::to_string);
    assert_eq!(fen(army).as_deref(), Some("kr2/4/4/KR2 w - - 0 1"));
    let rotate = format!("symmetry=rotate\n{army}");
    assert_eq!(fen(&rotate).as_deref(), Some("2rk/4/4/KR2 w - - 0 1"));
    let none = "files=4\nranks=4\nsymmetry=none\nking::K::a1,,c3\nrook::R::b1\n";
    assert_eq!(fen(none).as_deref(), Some("4/2k1/4/KR2 w - - 0 1"));
}

#[test]
fn first_rank_is_one_unless_a_square_names_rank_zero() {
    let fen = |t: &str| value(&ini(t), "startFen").map(str::to_string);
    assert_eq!(
        fen("files=3\nranks=3\nking::K::a0\n").as_deref(),
        Some("k2/3/K2 w - - 0 1")
    );
    assert_eq!(
        fen("files=3\nranks=4\nfirstRank=0\nking::K::a1\n").as_deref(),
        Some("3/k2/K2/3 w - - 0 1")
    );
    let e = diagram_to_ini("files=3\nranks=3\nking::K::a0\nrook::R::a1\nfirstRank=1\n");
    assert!(e.is_err());
}

#[test]
fn pieces_take_their_ids_and_their_names_moves() {
    let text = ini("files=5\nranks=5\nKnight:N:::b1\nwazir::::c1\nKing::::e1\nFoo:X:fN::a1\n");
    assert_eq!(value(&text, "customPiece1"), Some("n:N"));
    assert_eq!(value(&text, "customPiece2"), Some("w:W"));
    assert_eq!(value(&text, "customPiece3"), Some("x:fN"));
    assert_eq!(value(&text, "king"), Some("k:K"));
    let e = diagram_to_ini("files=5\nranks=5\nblorp::::a1\n").expect_err("no moves");
    assert_eq!((e.line, e.key.as_deref()), (3, Some("blorp")));
}

#[test]
fn royal_by_number_or_id_and_extinction_without_one() {
    let text = ini("files=4\nranks=4\nroyal=2\nrook::R::a1\nman:M:K::b1\n");
    assert_eq!(value(&text, "king"), Some("m:K"));
    let text = ini("files=4\nranks=4\nroyal=M\nrook::R::a1\nman:M:K::b1\n");
    assert_eq!(value(&text, "king"), Some("m:K"));
    let text = ini("files=4\nranks=4\nrook::R::a1\n");
    assert_eq!(value(&text, "extinctionPieceTypes"), Some("*"));
    let e = diagram_to_ini("royal=Z\nrook::R::a1\n").expect_err("no Z");
    assert_eq!(e.key.as_deref(), Some("royal"));
}

#[test]
fn promotion_zone_choice_limits_and_offset() {
    let text = ini(
        "files=5\nranks=6\npromoZone=2\npromoChoice=*QN\npawn::fW::a2\nqueen::::d1\n\
                    knight:N:::b1\nking::::c1\n",
    );
    assert_eq!(value(&text, "promotionRegionWhite"), Some("*5 *6"));
    assert_eq!(value(&text, "promotionRegionBlack"), Some("*1 *2"));
    assert_eq!(value(&text, "promotionPawnTypes"), Some("p"));
    assert_eq!(value(&text, "promotionPieceTypes"), Some("qn"));
    assert_eq!(value(&text, "promotionLimit"), Some("q:1"));
    // Shogi's way: the first two pieces promote to the pieces two further down the list.
    let shogi = "files=5\nranks=5\nmaxPromote=2\npromoOffset=2\npromoChoice=+\n\
                 pawn::fW::a2\nsilver::::b1\ntokin:T:WfF::\ngold silver:H:WfF::\nking::::c1\n";
    let text = ini(shogi);
    assert_eq!(value(&text, "promotedPieceType"), Some("p:t s:h"));
    assert_eq!(value(&text, "promotionPieceTypes"), None);
    let e = diagram_to_ini("maxPromote=1\npromoChoice=+\npawn::fW::a2\n").expect_err("no offset");
    assert_eq!(e.key.as_deref(), Some("promoChoice"));
}

#[test]
fn pieces_in_hand_and_holdings() {
    let text = ini("files=4\nranks=4\nking::::a1\nLion:L:N:::2\n");
    assert_eq!(value(&text, "pieceDrops"), Some("true"));
    assert_eq!(value(&text, "startFen"), Some("k3/4/4/K3[LLll] w - - 0 1"));
    let text = ini("files=4\nranks=4\nholdings=1\nking::::a1\n");
    assert_eq!(value(&text, "capturesToHand"), Some("true"));
}

#[test]
fn display_parameters_are_skipped_and_any_other_is_refused_by_name() {
    let text = ini("graphicsDir=/g/\nsquareSize=50\nlightShade=#fff\nking::::e1\n");
    assert_eq!(value(&text, "maxFile"), Some("8"));
    let e = diagram_to_ini("captureMatrix=x\nking::::e1\n").expect_err("refused");
    assert_eq!((e.line, e.key.as_deref()), (1, Some("captureMatrix")));
    let e = diagram_to_ini("files=40\nking::::e1\n").expect_err("refused");
    assert_eq!(e.key.as_deref(), Some("files"));
    let e = diagram_to_ini("king::::z9\n").expect_err("off the board");
    assert_eq!((e.line, e.key.as_deref()), (1, Some("king")));
}

#[test]
fn a_later_line_takes_the_square_of_an_earlier_one() {
    let text = ini("files=3\nranks=3\npawn::fW::a1-c1\nhole::::c1\nking::::b1\n");
    assert_eq!(value(&text, "startFen"), Some("pk*/3/PK* w - - 0 1"));
}
