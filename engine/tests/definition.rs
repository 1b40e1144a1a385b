//! Definitions in Fairy-Stockfish's `variants.ini` format (issue 14). Each test reads as the
//! documentation of one group of keys (`engine/src/definition/KEYS.md`); error messages are
//! checked word for word.

use engine::definition::{
    builtin, builtin_text, parse_definitions, Definition, GameValue, PerSide, PieceTypes,
    BUILTIN_GAMES,
};
use engine::fen::Setup;
use engine::{Position, Settings, Square, SquareSet, Variant};
use proptest::prelude::*;
use std::path::{Path, PathBuf};

fn one(text: &str) -> Definition {
    let mut defs = parse_definitions(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    defs.pop().expect("a section")
}

fn error(text: &str) -> String {
    match parse_definitions(text) {
        Ok(_) => panic!("accepted:\n{text}"),
        Err(e) => e.to_string(),
    }
}

fn sq(s: &str) -> Square {
    Square::parse_prefix(s).expect("a square").0
}

fn squares(list: &str) -> SquareSet {
    let mut s = SquareSet::EMPTY;
    for t in list.split_whitespace() {
        s.insert(sq(t));
    }
    s
}

fn rank(r: u8, width: u8) -> SquareSet {
    let mut s = SquareSet::EMPTY;
    for f in 0..width {
        s.insert(Square::new(f, r - 1));
    }
    s
}

fn letters(d: &Definition) -> String {
    d.pieces.iter().map(|p| p.letter).collect()
}

// ---------------------------------------------------------------------------------------
// Sections, comments, parents

#[test]
fn sections_comments_and_parents() {
    let defs = parse_definitions(
        "# a comment\n; another\n\n[a:chess]\nmaxFile = 10\nstartFen = 10/10/10/10/10/10/10/10 w - - 0 1\n\
         [b:a]\n  # indented comment\ncastling = false\n[c]\nking = k\nstartFen = 8/8/8/8/8/8/8/4K2k w - - 0 1\n",
    )
    .unwrap();
    let names: Vec<_> = defs.iter().map(|d| d.name.as_str()).collect();
    assert_eq!(names, ["a", "b", "c"]);
    // Windows line ends read the same.
    assert!(!one("[w:chess]\r\ncastling = false\r\n").castling);
    assert_eq!(defs[0].parent.as_deref(), Some("chess"));
    assert_eq!(defs[0].line, 4);
    // b inherits a's board and changes castling only.
    assert_eq!((defs[1].width, defs[1].castling), (10, false));
    assert!(defs[0].castling);
    // c has no parent: Fairy-Stockfish's empty template, only the pieces it names.
    assert_eq!(defs[2].parent, None);
    assert_eq!(letters(&defs[2]), "k");
}

#[test]
fn a_section_without_parent_has_no_pieces_and_no_promotion_types() {
    assert_eq!(
        error("[bare]\n"),
        "line 1: startFen: (inherited) 'r' on a8 is not a piece of this variant"
    );
    let d = one("[bare]\npawn = p\nking = k\nstartFen = 4k3/p7/8/8/8/8/P7/4K3 w - - 0 1\n");
    assert_eq!(letters(&d), "pk");
    assert!(d.promotion_piece_types.is_empty());
    assert_eq!(d.pawn_types, ['p']);
    assert!(d.castling);
}

#[test]
fn chess_and_fairy_are_built_in_with_fairy_stockfish_defaults() {
    let chess = builtin("chess").unwrap();
    assert_eq!((chess.width, chess.height), (8, 8));
    assert_eq!(letters(&chess), "pnbrqk");
    let betza: Vec<&str> = chess.pieces.iter().map(|p| p.betza.as_str()).collect();
    assert_eq!(betza, ["fmWfcF", "N", "B", "R", "Q", "K"]);
    assert!(chess.pieces.iter().all(|p| p.royal == (p.letter == 'k')));
    assert_eq!(
        chess.start_fen,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    );
    assert_eq!(chess.pawn_types, ['p']);
    assert_eq!(chess.en_passant_types, ['p']);
    assert_eq!(chess.n_move_rule_types, ['p']);
    assert_eq!(chess.promotion_piece_types, ['n', 'b', 'r', 'q']);
    assert_eq!(
        chess.promotion_region,
        PerSide {
            white: rank(8, 8),
            black: rank(1, 8)
        }
    );
    assert!(chess.mandatory_pawn_promotion);
    assert_eq!(
        chess.double_step_region,
        PerSide {
            white: rank(2, 8),
            black: rank(7, 8)
        }
    );
    assert_eq!(chess.en_passant_region, PerSide::both(chess.board()));
    assert!(chess.castling);
    assert_eq!(
        (chess.castling_kingside_file, chess.castling_queenside_file),
        (6, 2)
    );
    assert!(!chess.piece_drops && !chess.captures_to_hand && !chess.first_rank_pawn_drops);
    assert_eq!(chess.drop_region, PerSide::both(chess.board()));
    assert!(chess.checking);
    assert_eq!(chess.checkmate_value, GameValue::Loss);
    assert_eq!(chess.stalemate_value, GameValue::Draw);
    assert_eq!(chess.extinction_value, GameValue::None);
    assert_eq!(chess.extinction_piece_types, PieceTypes::Letters(vec![]));
    assert_eq!(chess.flag_piece, PerSide::both(None));
    assert_eq!(chess.flag_region, PerSide::both(SquareSet::EMPTY));
    assert_eq!((chess.n_move_rule, chess.n_fold_rule), (50, 3));
    assert_eq!(chess.holes, SquareSet::EMPTY);
    assert_eq!(chess.own.players, 2);

    let fairy = builtin("fairy").unwrap();
    assert_eq!(letters(&fairy), "pnbrqfsacmk");
    let s = fairy.piece('s').unwrap();
    assert_eq!((s.name.as_str(), s.betza.as_str()), ("silver", "FfW"));
    assert_eq!(fairy.piece('M').unwrap().betza, "K");
    assert!(!fairy.piece('m').unwrap().royal);
    assert_eq!(fairy.promotion_piece_types, ['n', 'b', 'r', 'q']);
}

#[test]
fn an_earlier_section_is_a_parent_a_later_one_is_not() {
    assert_eq!(
        error("[b:a]\n[a:chess]\n"),
        "line 1: unknown parent 'a' (chess, fairy, chessnim, chessence, arnhem, \
         nastyneighbours, vimes, one of Fairy-Stockfish's built-in variants such as shogi or \
         xiangqi, or an earlier section)"
    );
    assert_eq!(
        error("[a:chess]\n[a:chess]\n"),
        "line 2: section 'a' is already defined on line 1"
    );
    assert_eq!(
        error("[chess]\n"),
        "line 1: 'chess' is a built-in definition; give the section another name"
    );
    assert_eq!(
        error("[arnhem:chess]\n"),
        "line 1: 'arnhem' is a built-in definition; give the section another name"
    );
}

#[test]
fn our_five_games_are_parents() {
    let d = one("[quick-arnhem:arnhem]\nstartFen = rnbqkc/2pp2/1p2p1/**2**/1P2P1/2PP2/RNBQKC[] w - - 0 1\nx-secretDeployment = false\n");
    assert_eq!((d.width, d.height), (6, 7));
    assert_eq!(d.holes, squares("a4 b4 e4 f4"));
    assert!(!d.own.secret_deployment);
    assert_eq!(
        d.own.hand_capture_region.white,
        rank(5, 6) | rank(6, 6) | rank(7, 6)
    );
    let nn = one("[nn-no-conquest:nastyneighbours]\nx-conquest = false\n");
    assert_eq!(nn.piece('n').unwrap().betza, "N2");
    assert!(!nn.own.conquest);
}

// ---------------------------------------------------------------------------------------
// Syntax errors

#[test]
fn syntax_errors_name_the_line() {
    assert_eq!(error(""), "no [section] in the text");
    assert_eq!(
        error("castling = false\n"),
        "line 1: castling: a key before the first [section]"
    );
    assert_eq!(
        error("[a:chess]\ncastling false\n"),
        "line 2: 'castling false' is not 'key = value', a [section] or a comment"
    );
    assert_eq!(
        error("[a:chess\n"),
        "line 1: a section header must end with ']'"
    );
    assert_eq!(
        error("[a b]\n"),
        "line 1: bad section header '[a b]': names are letters, digits and - _ . +"
    );
    assert_eq!(
        error("[a:]\n"),
        "line 1: bad section header '[a:]': names are letters, digits and - _ . +"
    );
    assert_eq!(
        error("[a:chess]\n= 3\n"),
        "line 2: a line with '=' but no key"
    );
    assert_eq!(
        error("[a:chess]\ncastling =\n"),
        "line 2: castling: no value after '='"
    );
}

#[test]
fn unknown_unsupported_and_repeated_keys_are_errors() {
    assert_eq!(
        error("[a:chess]\ncastlnig = false\n"),
        "line 2: castlnig: unknown key"
    );
    // Every key of Fairy-Stockfish's parser is read now (issue 61).
    assert!(engine::definition::unsupported_keys().is_empty());
    assert!(parse_definitions("[a:chess]\n\ncollinearN = 3\nconnectNxN = 2\n").is_ok());
    // Keys that only style a GUI's display are read and change no rule.
    let styled = parse_definitions("[a:chess]\npieceToCharTable = -\npocketSize = 5\n").unwrap();
    assert_eq!(
        styled[0].pieces,
        parse_definitions("[a:chess]\n").unwrap()[0].pieces
    );
    assert_eq!(
        error("[a:chess]\ncustomPiece26 = x:W\n"),
        "line 2: customPiece26: a Fairy-Stockfish key this engine does not support"
    );
    // A key given twice: the later line counts, as in Fairy-Stockfish.
    let twice = parse_definitions("[a:chess]\nnMoveRule = 40\ncastling = true\nnMoveRule = 50\n");
    assert_eq!(twice.unwrap()[0].n_move_rule, 50);
}

// ---------------------------------------------------------------------------------------
// Board: maxRank, maxFile, startFen

#[test]
fn board_size_holes_and_hands_come_from_max_rank_max_file_and_start_fen() {
    let d = one(
        "[big:chess]\nmaxRank = 10\nmaxFile = l\n\
         startFen = *rnbqkbnr2*/pppppppppppp/12/12/12/12/12/12/PPPPPPPPPPPP/*RNBQKBNR2*[Qq] w - - 0 1\n",
    );
    assert_eq!((d.width, d.height), (12, 10));
    assert_eq!(d.holes, squares("a1 l1 a10 l10"));
    let d = one("[wide:chess]\nmaxFile = 16\nmaxRank = 16\nstartFen = 16/16/16/16/16/16/16/16/16/16/16/16/16/16/16/K14k w - - 0 1\n");
    assert_eq!((d.width, d.height), (16, 16));
    assert_eq!(
        error("[a:chess]\nmaxFile = 17\n"),
        "line 2: maxFile: file 17 does not exist; files are 1 to 16"
    );
    assert_eq!(
        error("[a:chess]\nmaxFile = q\n"),
        "line 2: maxFile: file 'q' is beyond p, the 16th file"
    );
    assert_eq!(
        error("[a:chess]\nmaxRank = 0\n"),
        "line 2: maxRank: 0 ranks; a board has 1 to 16"
    );
    assert_eq!(
        error("[a:chess]\nmaxRank = ten\n"),
        "line 2: maxRank: 'ten' is not a whole number"
    );
}

#[test]
fn the_start_fen_is_checked_against_the_board_and_the_pieces() {
    assert_eq!(
        error("[a:chess]\nmaxFile = 10\n"),
        "line 1: startFen: (inherited) the position is 8x8 but the board is 10x8 (maxFile, maxRank)"
    );
    assert_eq!(
        error("[a:chess]\nmaxFile = 9\nstartFen = 9/9/9/9/9/9/9/8 w - - 0 1\n"),
        "line 3: startFen: bad FEN: rank 1 has 8 squares but rank 8 has 9"
    );
    assert_eq!(
        error("[a:chess]\nstartFen = 4k3/8/8/8/8/8/8/4K2C w - - 0 1\n"),
        "line 2: startFen: 'C' on h1 is not a piece of this variant"
    );
    assert_eq!(
        error("[a:chess]\nstartFen = 4k3/8/8/8/8/8/8/4K3[Z] w - - 0 1\n"),
        "line 2: startFen: 'Z' in hand is not a piece of this variant"
    );
    // Removing a piece the inherited start position uses is blamed on the header.
    assert_eq!(
        error("[no-queen:chess]\nqueen = -\n"),
        "line 1: startFen: (inherited) 'q' on d8 is not a piece of this variant"
    );
    assert_eq!(
        error("[a:chess]\nmaxFile = 1\nmaxRank = 1\nstartFen = * w - - 0 1\n"),
        "line 4: startFen: every square is a hole: the board has no square to play on"
    );
}

// ---------------------------------------------------------------------------------------
// Pieces

#[test]
fn predefined_pieces_are_added_by_letter_and_removed_with_a_dash() {
    let d = one(
        "[many:chess]\nmaxFile = 16\nstartFen = 16/16/16/16/16/16/16/K14k w - - 0 1\n\
         archbishop = a\nchancellor = c\namazon = z\nfers = f\nwazir = w\nalfil = e\n\
         commoner = m\nsilver = s\nqueen = -\n",
    );
    assert_eq!(letters(&d), "pnbrfesaczwmk");
    let betza = |l| d.piece(l).unwrap().betza.clone();
    assert_eq!(
        ["a", "c", "z", "f", "w", "e", "m", "s"].map(|l| betza(l.chars().next().unwrap())),
        ["BN", "RN", "QN", "F", "W", "A", "K", "FfW"]
    );
    assert_eq!(d.piece('z').unwrap().name, "amazon");
    // The removed queen left the promotion types.
    assert_eq!(d.promotion_piece_types, ['n', 'b', 'r']);
}

#[test]
fn custom_pieces_take_a_letter_and_betza() {
    let d = one(
        "[riders:chess]\ncustomPiece1 = u:NN\ncustomPiece25 = v:fmWfceF\ncustomPiece2 = x:\n\
         king = k:KN\nstartFen = 4k3/8/8/8/8/8/8/UVX1K3 w - - 0 1\n",
    );
    let u = d.piece('u').unwrap();
    assert_eq!(
        (u.key.as_str(), u.betza.as_str(), u.royal),
        ("customPiece1", "NN", false)
    );
    // Fairy-Stockfish's en passant modifier `e` is taken out and remembered.
    let v = d.piece('v').unwrap();
    assert_eq!((v.betza.as_str(), v.en_passant), ("fmWfcF", true));
    assert_eq!(d.en_passant_types, ['p', 'v']);
    // `x:` is a piece that cannot move.
    assert_eq!(d.piece('x').unwrap().betza, "");
    let k = d.piece('k').unwrap();
    assert_eq!((k.betza.as_str(), k.royal), ("KN", true));
    // Fairy-Stockfish's order of piece types, whatever the order of the lines.
    assert_eq!(letters(&d), "pnbrquxvk");
}

#[test]
fn bad_piece_values_are_errors() {
    assert_eq!(
        error("[a:chess]\ncustomPiece1 = u:NX\n"),
        "line 2: customPiece1: bad Betza 'NX': unknown atom 'X' at position 2"
    );
    assert_eq!(
        error("[a:chess]\ncustomPiece1 = u:feWuR\n"),
        "line 2: customPiece1: bad Betza 'feWuR': unsupported modifier 'u' at position 4"
    );
    assert_eq!(
        error("[a:chess]\ncustomPiece3 = u\n"),
        "line 2: customPiece3: 'u' has no Betza notation (write u:Betza, e.g. u:NN)"
    );
    assert_eq!(
        error("[a:chess]\nqueen = q:QN\n"),
        "line 2: queen: the queen's moves are fixed: give only its letter, or use a customPiece"
    );
    assert_eq!(
        error("[a:chess]\nknight = 3\n"),
        "line 2: knight: '3' does not start with a piece letter (a to z, or - to remove the piece)"
    );
    assert_eq!(
        error("[a:chess]\nknight = nn\n"),
        "line 2: knight: 'nn' is not a piece letter (one letter, letter:Betza, or -)"
    );
    assert_eq!(
        error("[a:chess]\nfers = f\ncustomPiece1 = f:W\n"),
        "line 3: customPiece1: letter 'f' is already given to fers on line 2"
    );
    let many: String = "defghijlmos"
        .chars()
        .enumerate()
        .map(|(i, l)| format!("customPiece{} = {l}:W\n", i + 1))
        .collect();
    assert_eq!(
        error(&format!("[a:chess]\n{many}")),
        "line 1: 17 piece types; the engine holds at most 16"
    );
}

#[test]
fn a_letter_already_inherited_replaces_that_piece() {
    // The knight's letter given to a nightrider: the knight is gone, the rider takes `n`.
    let d = one("[nightrider:chess]\ncustomPiece1 = n:NN\n");
    assert_eq!(letters(&d), "pbrqnk");
    assert_eq!(d.piece('n').unwrap().betza, "NN");
    assert_eq!(d.promotion_piece_types, ['b', 'r', 'q']);
}

// ---------------------------------------------------------------------------------------
// Pawns and promotion

#[test]
fn piece_sets_hold_types_so_a_custom_pawn_needs_pawn_types() {
    let text = "[berolina:chess]\npawn = -\ncustomPiece1 = p:mfFcfW\n";
    let d = one(text);
    assert!(
        d.pawn_types.is_empty(),
        "the pawn type was removed; p is a new type"
    );
    let d = one(&format!("{text}pawnTypes = p\n"));
    assert_eq!(d.pawn_types, ['p']);
    assert_eq!(d.en_passant_types, ['p']);
    assert_eq!(d.n_move_rule_types, ['p']);
}

#[test]
fn promotion_double_step_and_en_passant_keys() {
    let d = one(
        "[shortpawns:chess]\nmaxRank = 10\nstartFen = rnbqkbnr/pppppppp/8/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n\
         promotionRegionWhite = *9 *10\npromotionRegionBlack = *1 a2\npromotionPieceTypes = q n\n\
         mandatoryPawnPromotion = false\ndoubleStepRegionWhite = *2 *3\ndoubleStepRegionBlack = *9\n\
         enPassantRegion = *4 *7\n",
    );
    assert_eq!(d.promotion_region.white, rank(9, 8) | rank(10, 8));
    assert_eq!(d.promotion_region.black, rank(1, 8) | squares("a2"));
    assert_eq!(d.promotion_piece_types, ['n', 'q']);
    assert!(!d.mandatory_pawn_promotion);
    assert_eq!(d.double_step_region.white, rank(2, 8) | rank(3, 8));
    assert_eq!(d.double_step_region.black, rank(9, 8));
    assert_eq!(d.en_passant_region, PerSide::both(rank(4, 8) | rank(7, 8)));
    let d = one("[nodouble:chess]\ndoubleStep = false\nenPassantRegion = -\n");
    assert_eq!(d.double_step_region, PerSide::both(SquareSet::EMPTY));
    assert_eq!(d.en_passant_region, PerSide::both(SquareSet::EMPTY));
}

#[test]
fn inherited_regions_are_fixed_ranks_as_in_fairy_stockfish() {
    // On ten ranks chess's defaults still say rank 8 and rank 7.
    let d = one("[tall:chess]\nmaxRank = 10\nstartFen = rnbqkbnr/pppppppp/8/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n");
    assert_eq!(d.promotion_region.white, rank(8, 8));
    assert_eq!(d.double_step_region.black, rank(7, 8));
    // On six ranks rank 8 is off the board: no promotion square is left.
    let d = one("[short:chess]\nmaxRank = 6\nstartFen = rnbqkbnr/pppppppp/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n");
    assert_eq!(d.promotion_region.white, SquareSet::EMPTY);
}

#[test]
fn bad_pawn_values_are_errors() {
    assert_eq!(
        error("[a:chess]\npawnTypes = x\n"),
        "line 2: pawnTypes: 'x' is not a piece of this variant"
    );
    assert_eq!(
        error("[a:chess]\npromotionPieceTypes = q*\n"),
        "line 2: promotionPieceTypes: '*' is not a piece of this variant"
    );
    assert_eq!(
        error("[a:chess]\npromotionRegionWhite = *17\n"),
        "line 2: promotionRegionWhite: '*17': rank 17 is not on this board (16 ranks)"
    );
    assert_eq!(
        error("[a:chess]\ndoubleStepRegionBlack = q7\n"),
        "line 2: doubleStepRegionBlack: 'q7': file q is not on this board (16 files)"
    );
    // Squares beyond this board but within 16×16 are read and left out, as
    // Fairy-Stockfish reads any square of its largest board (torpedo's `*1 … *10`).
    let d = parse_definitions("[a:chess]\npromotionRegionWhite = *8 *9 i8\n").unwrap();
    assert_eq!(d[0].promotion_region.white.count(), 8);
    assert_eq!(
        error("[a:chess]\nenPassantRegion = e\n"),
        "line 2: enPassantRegion: 'e' is not a square, a file (a*) or a rank (*1)"
    );
    assert_eq!(
        error("[a:chess]\ndoubleStep = yes\n"),
        "line 2: doubleStep: 'yes' is not true or false"
    );
    assert_eq!(
        error("[a:chess]\nmandatoryPawnPromotion = true # always\n"),
        "line 2: mandatoryPawnPromotion: 'true # always' is not true or false"
    );
}

#[test]
fn the_keys_of_a_section_apply_in_fairy_stockfish_order() {
    // promotionPieceTypes names `a` before the line that adds it: pieces come first.
    let d = one(
        "[capa:chess]\npromotionPieceTypes = qa\nmaxFile = 10\narchbishop = a\nchancellor = c\n\
         startFen = rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1\n",
    );
    assert_eq!(d.promotion_piece_types, ['q', 'a']);
    // A region on the tenth file is read after maxFile, whatever the line order.
    let d = one("[small:chess]\ndropRegionWhite = j1\nmaxFile = 10\n\
         startFen = rnbqkbnr2/pppppppp2/10/10/10/10/PPPPPPPP2/RNBQKBNR2 w KQkq - 0 1\n");
    assert_eq!(d.drop_region.white, squares("j1"));
}

// ---------------------------------------------------------------------------------------
// Castling

#[test]
fn castling_keys() {
    let d = one("[c:chess]\ncastling = false\n");
    assert!(!d.castling);
    let d = one("[c:chess]\nmaxFile = 10\nstartFen = rnbqk4r/10/10/10/10/10/10/RNBQK4R w KQkq - 0 1\ncastlingKingsideFile = i\ncastlingQueensideFile = 2\n");
    assert_eq!(
        (d.castling_kingside_file, d.castling_queenside_file),
        (8, 1)
    );
    assert_eq!(
        error("[c:chess]\ncastlingQueensideFile = h\n"),
        "line 2: castlingQueensideFile: the queenside file is right of the kingside file"
    );
    assert_eq!(
        error("[c:chess]\ncastlingKingsideFile = q\n"),
        "line 2: castlingKingsideFile: file 'q' is beyond p, the 16th file"
    );
    // A castling file off the board is read, as Fairy-Stockfish reads it: castling there
    // never happens (a small board's inherited g).
    let small = "[small:chess]\nmaxFile = 5\nmaxRank = 5\nstartFen = rnbqk/ppppp/5/PPPPP/RNBQK w Qq - 0 1\n";
    let p = Position::start(&Settings::defined(
        parse_definitions(small).unwrap().remove(0),
    ))
    .unwrap();
    assert!(p
        .legal_moves()
        .iter()
        .all(|m| !m.to_uci(p.rules()).starts_with("e1")));
}

// ---------------------------------------------------------------------------------------
// Drops and hands

#[test]
fn drop_keys() {
    let d = one(
        "[zh:chess]\nstartFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1\n\
         pieceDrops = true\ncapturesToHand = true\nfirstRankPawnDrops = true\n\
         dropRegionWhite = *1 *2 *3 *4\ndropRegionBlack = *5 *6 *7 *8\n",
    );
    assert!(d.piece_drops && d.captures_to_hand && d.first_rank_pawn_drops);
    assert_eq!(
        d.drop_region.white,
        rank(1, 8) | rank(2, 8) | rank(3, 8) | rank(4, 8)
    );
    assert_eq!(
        d.drop_region.black,
        rank(5, 8) | rank(6, 8) | rank(7, 8) | rank(8, 8)
    );
}

#[test]
fn regions_leave_out_holes() {
    let d = one("[h:chess]\nstartFen = rnbqkbnr/pppppppp/8/3**3/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\ndropRegionWhite = *5\n");
    assert_eq!(d.holes, squares("d5 e5"));
    assert_eq!(d.drop_region.white, squares("a5 b5 c5 f5 g5 h5"));
    assert!(!d.en_passant_region.white.contains(sq("d5")));
}

// ---------------------------------------------------------------------------------------
// End of the game

#[test]
fn checkmate_stalemate_and_checking() {
    let d = one("[c:chess]\ncheckmateValue = win\nstalemateValue = loss\nchecking = false\n");
    assert_eq!(
        (d.checkmate_value, d.stalemate_value, d.checking),
        (GameValue::Win, GameValue::Loss, false)
    );
    let d = one("[c:chess]\nstalemateValue = none\n");
    assert_eq!(d.stalemate_value, GameValue::None);
    assert_eq!(
        error("[c:chess]\ncheckmateValue = lose\n"),
        "line 2: checkmateValue: 'lose' is not win, loss, draw or none"
    );
}

#[test]
fn extinction() {
    let d = one("[x:chess]\nextinctionValue = loss\nextinctionPieceTypes = kq\n");
    assert_eq!(d.extinction_value, GameValue::Loss);
    assert_eq!(
        d.extinction_piece_types,
        PieceTypes::Letters(vec!['q', 'k'])
    );
    // `*` counts every piece of a side together: with a count of 1, a bare king loses.
    let d = one("[bare:chess]\nextinctionValue = loss\nextinctionPieceTypes = *\nextinctionPieceCount = 1\n");
    assert_eq!(d.extinction_piece_types, PieceTypes::All);
    assert_eq!(d.extinction_piece_count, 1);
}

#[test]
fn capture_the_flag() {
    let d = one("[hill:chess]\nflagPiece = k\nflagRegion = d4 e4 d5 e5\n");
    assert_eq!(d.flag_piece, PerSide::both(Some('k')));
    assert_eq!(d.flag_region, PerSide::both(squares("d4 e4 d5 e5")));
    let d = one("[race:chess]\nflagPieceWhite = k\nflagPieceBlack = *\nflagRegionWhite = *8\nflagRegionBlack = *1\n");
    assert_eq!(
        d.flag_piece,
        PerSide {
            white: Some('k'),
            black: None
        }
    );
    assert_eq!(
        d.flag_region,
        PerSide {
            white: rank(8, 8),
            black: rank(1, 8)
        }
    );
    // A flag piece whose type is removed can never reach the region.
    let d =
        one("[hill:chess]\nflagPiece = k\nflagRegion = d4\n[hill2:hill]\nking = -\ncommoner = k\n");
    assert_eq!(d.flag_region, PerSide::both(SquareSet::EMPTY));
    assert_eq!(
        error("[f:chess]\nflagPiece = kq\n"),
        "line 2: flagPiece: 'kq' is not one piece letter (or * for any)"
    );
}

#[test]
fn move_and_repetition_rules() {
    let d = one("[r:chess]\nnMoveRule = 0\nnFoldRule = 5\n");
    assert_eq!((d.n_move_rule, d.n_fold_rule), (0, 5));
    assert_eq!(
        error("[r:chess]\nnFoldRule = -1\n"),
        "line 2: nFoldRule: '-1' is not a whole number"
    );
    assert_eq!(
        error("[r:chess]\nnMoveRule = 50 moves\n"),
        "line 2: nMoveRule: '50 moves' is not a whole number"
    );
}

// ---------------------------------------------------------------------------------------
// Our own keys

#[test]
fn our_own_keys() {
    let d = one(
        "[ours:chess]\nx-players = 3\nx-conquest = true\nx-secretDeployment = true\n\
         x-chessencePowers = true\nx-freeSquareGoal = true\nx-handCaptureRegionWhite = *8\n\
         x-handCaptureRegionBlack = *1\nx-pawnDropRegionWhite = *2\nx-pawnDropRegionBlack = *7\n\
         x-deployRegionWhite = *1\nx-deployRegionBlack = *8\nx-pawnDeployRegionWhite = *2\n\
         x-pawnDeployRegionBlack = *7\n",
    );
    assert_eq!(
        (d.own.deploy_region, d.own.pawn_deploy_region),
        (
            PerSide {
                white: rank(1, 8),
                black: rank(8, 8)
            },
            PerSide {
                white: rank(2, 8),
                black: rank(7, 8)
            }
        )
    );
    assert_eq!(d.own.players, 3);
    assert!(
        d.own.conquest
            && d.own.secret_deployment
            && d.own.chessence_powers
            && d.own.free_square_goal
    );
    assert_eq!(
        d.own.hand_capture_region,
        PerSide {
            white: rank(8, 8),
            black: rank(1, 8)
        }
    );
    assert_eq!(
        d.own.pawn_drop_region,
        PerSide {
            white: rank(2, 8),
            black: rank(7, 8)
        }
    );
    let chess = builtin("chess").unwrap();
    assert_eq!(chess.own.pawn_drop_region, PerSide::both(chess.board()));
    assert_eq!(
        chess.own.hand_capture_region,
        PerSide::both(SquareSet::EMPTY)
    );
    assert_eq!(
        error("[o:chess]\nx-players = 4\n"),
        "line 2: x-players: '4' players; 2 or 3 are possible"
    );
    assert_eq!(
        error("[o:chess]\nx-conquer = true\n"),
        "line 2: x-conquer: unknown key"
    );
}

// ---------------------------------------------------------------------------------------
// The built-in definitions of our five games

#[test]
fn the_five_games_are_built_in_and_say_what_the_engine_plays() {
    let names: Vec<&str> = Variant::ALL.iter().map(|v| v.name()).collect();
    assert_eq!(names, BUILTIN_GAMES);
    for v in Variant::ALL {
        let text = builtin_text(v.name()).unwrap();
        let d = builtin(v.name()).unwrap();
        assert_eq!(d.name, v.name());
        assert!(text.contains(&format!("[{}:chess]", v.name())));
        let settings = Settings::new(v);
        assert_eq!(
            Ok(d.start_fen.clone()),
            Position::start_fen(&settings),
            "{v}"
        );
        let start = Position::start(&settings).unwrap();
        let kinds = start.rules().kinds();
        assert_eq!(kinds.len(), d.pieces.len(), "{v}");
        for k in kinds {
            let p = d
                .piece(k.letter)
                .unwrap_or_else(|| panic!("{v}: {}", k.letter));
            assert_eq!(p.royal, k.is_royal, "{v}: {}", k.letter);
            if p.key == "pawn" {
                // The predefined pawn's double step is a region, not Betza.
                let double = !d.double_step_region.white.is_empty();
                assert_eq!(
                    format!("{}{}", p.betza, if double { "ifmnD" } else { "" }),
                    k.betza,
                    "{v}"
                );
            } else if !p.royal {
                assert_eq!(p.betza, k.betza, "{v}: {}", k.letter);
            }
        }
    }
    let vimes = builtin("vimes").unwrap();
    assert_eq!(vimes.own.players, 3);
    assert_eq!(vimes.en_passant_region, PerSide::both(SquareSet::EMPTY));
    let nn = builtin("nastyneighbours").unwrap();
    assert!(nn.own.conquest);
    assert_eq!(
        (nn.castling_kingside_file, nn.castling_queenside_file),
        (7, 1),
        "e1-h1, e1-b1 (NN-2)"
    );
    assert_eq!(nn.extinction_piece_types, PieceTypes::All);
    assert_eq!(nn.stalemate_value, GameValue::Loss);
    let ce = builtin("chessence").unwrap();
    assert_eq!(ce.holes, squares("a2 b3 d4 e5 b5 c6 e7 f8"));
    assert_eq!(ce.drop_region.white, squares("e1 d2 e2 f2 d3 e3"));
    assert!(ce.own.chessence_powers && ce.piece_drops);
    let ar = builtin("arnhem").unwrap();
    assert!(ar.own.secret_deployment);
    assert_eq!(
        ar.own.pawn_drop_region.white,
        rank(1, 6) | rank(2, 6) | rank(3, 6) | squares("c4 d4")
    );
    assert_eq!(ar.promotion_piece_types, ['n', 'b', 'r', 'q', 'c']);
    let cn = builtin("chessnim").unwrap();
    assert!(cn.own.free_square_goal && !cn.checking && cn.piece_drops);
    assert!(!cn.piece('k').unwrap().royal);
    let shogi = builtin("shogi").expect("shogi is played");
    assert_eq!(shogi.shogi.drop_no_doubled, Some('p'));
    assert!(shogi.ends.perpetual_check_illegal && shogi.shogi.shogi_pawn_drop_mate_illegal);
    // Every built-in of Fairy-Stockfish is played now, bughouse's one board too.
    assert!(builtin("bughouse").is_some_and(|d| d.two_boards));
    let janggi = builtin("janggi").expect("janggi is played");
    assert_eq!(janggi.own.king_type.as_deref(), Some("wazir"));
    assert_eq!(builtin_text("chess"), None);
}

// ---------------------------------------------------------------------------------------
// The definitions and the Fairy-Stockfish perft files

fn files(dir: &str, ext: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join(dir);
    let mut v: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("an entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == ext))
        .collect();
    v.sort();
    v
}

#[test]
fn every_definition_file_parses_and_every_perft_file_names_one_of_its_sections() {
    let mut defs: Vec<Definition> = Vec::new();
    let inis = files("tests/definitions", "ini");
    assert!(inis.len() >= 8, "{inis:?}");
    for p in &inis {
        let text = std::fs::read_to_string(p).expect("readable");
        let parsed = parse_definitions(&text).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
        defs.extend(parsed);
    }
    let perfts = files("tests/perft/definitions", "perft");
    assert!(perfts.len() >= 8, "{perfts:?}");
    for p in &perfts {
        let text = std::fs::read_to_string(p).expect("readable");
        let name = p.file_name().unwrap().to_string_lossy().to_string();
        let variant = text
            .lines()
            .find_map(|l| l.strip_prefix("variant "))
            .unwrap_or_else(|| panic!("{name}: no variant line"))
            .trim();
        let def = defs
            .iter()
            .find(|d| d.name == variant)
            .unwrap_or_else(|| panic!("{name}: no section [{variant}]"));
        let mut positions = 0;
        for (i, line) in text.lines().enumerate() {
            let line = line.split('#').next().unwrap_or("").trim();
            if let Some(fen) = line.strip_prefix("fen ") {
                let s = Setup::parse(fen).unwrap_or_else(|e| panic!("{name}:{}: {e}", i + 1));
                assert_eq!(
                    (s.width, s.height, s.holes),
                    (def.width, def.height, def.holes),
                    "{name}:{}",
                    i + 1
                );
                for (_, piece) in &s.pieces {
                    assert!(
                        def.piece(piece.letter).is_some(),
                        "{name}:{}: {}",
                        i + 1,
                        piece.letter
                    );
                }
                positions += 1;
            } else if let Some(rest) = line.strip_prefix("perft ") {
                let nums: Vec<u64> = rest
                    .split_whitespace()
                    .map(|n| n.parse().expect("a number"))
                    .collect();
                assert_eq!(nums.len(), 2, "{name}:{}", i + 1);
                assert!(
                    text.lines().nth(i).unwrap().contains("# Fairy-Stockfish"),
                    "{name}:{}",
                    i + 1
                );
            }
        }
        assert!(positions > 0, "{name}");
    }
    // Every section with figures: no perft file is without its definition and the
    // reference figures of plain chess are there.
    let orthodox = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/perft/definitions/orthodox.perft"),
    )
    .unwrap();
    for n in [
        "perft 1 20 ",
        "perft 2 400 ",
        "perft 3 8902 ",
        "perft 4 197281 ",
        "perft 5 4865609 ",
    ] {
        assert!(orthodox.contains(n), "{n}");
    }
}

#[test]
fn we_read_the_subtle_cases_as_fairy_stockfish_counts_them() {
    // engine/tests/definitions/subtleties.ini; the perft files beside them show Fairy-
    // Stockfish's reading (the untyped custom pawn moves to a8 without promoting: d1 6,
    // the typed one promotes: d1 9; the bare template's pawn cannot move: d1 5; on ten
    // ranks a pawn promotes on rank 8 and not on rank 10: d1 10).
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/definitions/subtleties.ini");
    let defs = parse_definitions(&std::fs::read_to_string(path).unwrap()).unwrap();
    let get = |n: &str| defs.iter().find(|d| d.name == n).unwrap();
    assert!(get("custom-pawn-untyped").pawn_types.is_empty());
    assert_eq!(get("custom-pawn-typed").pawn_types, ['p']);
    assert!(get("bare-template").promotion_piece_types.is_empty());
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/definitions/pawns.ini");
    let pawns = parse_definitions(&std::fs::read_to_string(path).unwrap()).unwrap();
    assert!(!pawns[0].mandatory_pawn_promotion);
    assert_eq!(pawns[1].en_passant_region, PerSide::both(rank(6, 8)));
    let tall = get("tall-default-regions");
    assert_eq!(tall.promotion_region.white, rank(8, 8));
    assert_eq!(tall.double_step_region.black, rank(7, 8));
}

// ---------------------------------------------------------------------------------------
// No input makes the reader panic

const KEYS: &[&str] = &[
    "maxRank",
    "maxFile",
    "startFen",
    "king",
    "queen",
    "rook",
    "bishop",
    "knight",
    "pawn",
    "archbishop",
    "chancellor",
    "amazon",
    "fers",
    "wazir",
    "alfil",
    "commoner",
    "customPiece1",
    "customPiece25",
    "pawnTypes",
    "promotionRegionWhite",
    "promotionRegionBlack",
    "promotionPieceTypes",
    "mandatoryPawnPromotion",
    "doubleStep",
    "doubleStepRegionWhite",
    "enPassantRegion",
    "castling",
    "castlingKingsideFile",
    "castlingQueensideFile",
    "pieceDrops",
    "capturesToHand",
    "dropRegionWhite",
    "firstRankPawnDrops",
    "checking",
    "stalemateValue",
    "checkmateValue",
    "extinctionValue",
    "extinctionPieceTypes",
    "flagPiece",
    "flagRegionWhite",
    "nMoveRule",
    "nFoldRule",
    "x-players",
    "x-handCaptureRegionBlack",
    "bogus",
];
const VALUES: &[&str] = &[
    "true",
    "false",
    "0",
    "1",
    "10",
    "16",
    "17",
    "p",
    "-",
    "*",
    "k:KN",
    "x:NN",
    "u:",
    "q:Q9",
    "*8",
    "a* *1",
    "d4 e4",
    "z99",
    "win",
    "none",
    "p1*",
    "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
    "10/10/10/10/10/10/10/10[Qq] w - - 0 1",
    "*/* w",
    "qrbn",
    "é",
    "a:eee",
    "99999999999",
];

proptest! {
    #[test]
    fn random_text_never_panics(text in "\\PC{0,200}") {
        let _ = parse_definitions(&text);
    }

    #[test]
    fn random_sections_of_real_keys_never_panic(
        parent in prop::sample::select(vec!["", ":chess", ":fairy", ":arnhem", ":chessence", ":a"]),
        lines in prop::collection::vec((prop::sample::select(KEYS.to_vec()), prop::sample::select(VALUES.to_vec())), 0..8),
    ) {
        let mut text = String::from("[a:chess]\n");
        text.push_str(&format!("[b{parent}]\n"));
        for (k, v) in lines {
            text.push_str(&format!("{k} = {v}\n"));
        }
        match parse_definitions(&text) {
            Ok(defs) => prop_assert_eq!(defs.len(), 2),
            Err(e) => prop_assert!(e.line >= 2 && e.line <= text.lines().count(), "{}", e),
        }
    }
}

#[test]
fn keys_md_lists_every_fairy_stockfish_key_not_played_yet() {
    let text = include_str!("../src/definition/KEYS.md");
    let section = text
        .split("## Fairy-Stockfish keys not played yet")
        .nth(1)
        .expect("the section");
    let listed: std::collections::BTreeSet<&str> = section
        .split('`')
        .skip(1)
        .step_by(2)
        .filter(|k| k.chars().all(|c| c.is_ascii_alphanumeric()))
        .collect();
    let keys: std::collections::BTreeSet<&str> = engine::definition::unsupported_keys()
        .iter()
        .copied()
        .collect();
    let missing: Vec<_> = keys.difference(&listed).collect();
    let extra: Vec<_> = listed.difference(&keys).collect();
    assert!(
        missing.is_empty() && extra.is_empty(),
        "KEYS.md misses {missing:?} and lists {extra:?} that are played"
    );
}
