//! What the rule-family tests share: a game from a definition text, a position from a FEN,
//! moves played by their names, the legal moves as Fairy-Stockfish writes them.

#![allow(dead_code)]

use engine::definition::parse_definitions;
use engine::{Position, Settings};

/// The settings of the last section of `text`.
pub fn settings(text: &str) -> Settings {
    let defs = parse_definitions(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    Settings::defined(defs.last().cloned().expect("a section"))
}

/// The position `fen` of the game `text` defines.
pub fn pos(text: &str, fen: &str) -> Position {
    Position::from_fen(&settings(text), fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// `p` after `moves` (space-separated, as the CLI reads them).
pub fn play(p: &Position, moves: &str) -> Position {
    moves.split_whitespace().fold(p.clone(), |p, m| {
        let mv = p.parse_move(m).unwrap_or_else(|e| panic!("{m}: {e}"));
        p.play(&mv).unwrap_or_else(|e| panic!("{m} in {p:?}: {e}"))
    })
}

/// The legal moves of `p`, written as Fairy-Stockfish writes them, in the engine's order.
pub fn legal(p: &Position) -> Vec<String> {
    p.legal_moves().iter().map(|m| p.uci(m)).collect()
}

/// [`legal`], sorted.
pub fn legal_sorted(p: &Position) -> Vec<String> {
    let mut v = legal(p);
    v.sort();
    v
}

/// A king that only steps (no captures) on a 4×4 board, as Isolation's pieces, with the
/// walling rule `rule` and the keys `extra` (the wall tests' game).
pub fn walled_game(rule: &str, extra: &str) -> String {
    format!(
        "[w:chess]\nmaxFile = 4\nmaxRank = 4\npawn = -\nknight = -\nbishop = -\nrook = -\n\
         queen = -\nking = -\npromotionPieceTypes = -\ncustomPiece1 = p:mK\n\
         startFen = 3p/4/4/P3 w - - 0 1\nstalemateValue = loss\nwallingRule = {rule}\n{extra}"
    )
}
