//! Each game's special rules, one file per game. A rule's code is found by grepping for
//! its id (`CN-6`).

pub mod arnhem;
pub mod chessence;
pub mod chessnim;
pub mod defined;
pub mod nasty_neighbours;
pub mod vimes;

use crate::{PieceKind, PositionError};

/// The piece kinds of one of the five games, read from its built-in definition
/// ([`crate::definition::builtin`], the text its rules page shows): each kind's moves, royalty
/// and pawn type come from the definition; the module gives the order of its kinds (the
/// indices its code names) and their names for players. With `castling_betza` the royal
/// piece's castling is written into its Betza (`isO3`: as many steps as from its start file
/// to `castlingKingsideFile`), for the modules that castle by the king's Betza.
pub(crate) fn builtin_kinds(
    game: &str,
    order: &[(char, &str)],
    castling_betza: bool,
) -> Result<Vec<PieceKind>, PositionError> {
    let bad = |why: String| PositionError::Invalid(format!("the built-in {game}: {why}"));
    let def = crate::definition::builtin(game).ok_or_else(|| bad("no definition".into()))?;
    if order.len() != def.pieces.len() {
        return Err(bad(format!(
            "{} piece types, and the game has {}",
            def.pieces.len(),
            order.len()
        )));
    }
    let mut kinds = Vec::with_capacity(order.len());
    for &(letter, name) in order {
        let p = def
            .piece(letter)
            .ok_or_else(|| bad(format!("no piece '{letter}'")))?;
        let mut betza = p.betza.clone();
        if p.key == "pawn" && !def.double_step_region.white.is_empty() {
            betza.push_str("ifmnD");
        }
        if p.royal && castling_betza && def.castling {
            let start = crate::fen::Setup::parse(&def.start_fen)?;
            let file = start
                .pieces
                .iter()
                .find(|(_, f)| f.letter == letter.to_ascii_uppercase())
                .map(|(sq, _)| sq.file())
                .ok_or_else(|| bad("no king in the start position".into()))?;
            betza.push_str(&format!("isO{}", def.castling_kingside_file.abs_diff(file)));
        }
        let mut kind = if betza.is_empty() {
            PieceKind::immobile(letter, name)?
        } else {
            PieceKind::new(letter, name, &betza)?
        };
        if p.royal {
            kind = kind.royal();
        }
        if def.pawn_types.contains(&p.letter) {
            kind = kind.pawn();
        }
        kinds.push(kind);
    }
    Ok(kinds)
}
