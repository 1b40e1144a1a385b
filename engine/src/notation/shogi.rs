//! Shogi's Western notation (Hodges'), for the games of shogi's family (issue 64): the
//! piece's letter (`+B` for a promoted bishop), the origin square only when another piece
//! of the same kind could also go there, `-` for a move, `x` for a capture, `*` for a
//! drop, the square in shogi's coordinates (files numbered from the first player's right,
//! ranks lettered from the top: `7f`), then `+` for a promotion and `=` for one declined.
//! Shogi players write no check sign (`+` is the promotion's).

use crate::{Kind, Move, Piece, Position, Rules, Square};

/// `sq` in shogi's coordinates: its file numbered from the first player's right (`1` is
/// the file `i` of a 9×9 board), its rank lettered from the first player's far side (`a`
/// is the top rank). A pawn's first move in shogi goes from `7g` to `7f`.
pub fn square_name(rules: &Rules, sq: Square) -> String {
    format!(
        "{}{}",
        file_name(rules, sq.file()),
        rank_name(rules, sq.rank())
    )
}

/// The number shogi gives the file `file` (0 for `a`): counted from the first player's
/// right, so `1` is the last file.
pub fn file_name(rules: &Rules, file: u8) -> u8 {
    rules.geometry().width() - file
}

/// The letter shogi gives the rank `rank` (0 for the first player's first rank): lettered
/// from the first player's far side, so `a` is the top rank.
pub fn rank_name(rules: &Rules, rank: u8) -> char {
    (b'a' + (rules.geometry().height() - 1 - rank)) as char
}

/// The letter of a piece of `kind` (`P`, `B`), upper case.
fn letter(rules: &Rules, kind: Kind) -> char {
    rules
        .kinds()
        .get(kind.index())
        .map_or('?', |k| k.letter.to_ascii_uppercase())
}

/// How `piece` is written: its letter, or `+` and its unpromoted form's letter when it is
/// promoted from a kind it names (`+P` for a tokin, `+R` for a dragon).
fn piece_name(rules: &Rules, piece: Piece) -> String {
    match piece.promoted.base() {
        Some(base) => format!("+{}", letter(rules, base)),
        None => letter(rules, piece.kind).to_string(),
    }
}

/// `m`, made in `before`, in shogi's notation; `None` for a kind of move shogi does not
/// have (the caller writes those its own way).
pub fn notation(before: &Position, m: &Move) -> Option<String> {
    let rules = before.rules();
    match *m {
        Move::Drop { kind, to } => Some(format!(
            "{}*{}",
            letter(rules, kind),
            square_name(rules, to)
        )),
        Move::Normal {
            from,
            to,
            promotion,
        } => {
            let piece = before.piece_at(from)?;
            let mut s = piece_name(rules, piece);
            if has_rival(before, piece, from, to) {
                s.push_str(&square_name(rules, from));
            }
            s.push(if super::captured(before, m).is_some() {
                'x'
            } else {
                '-'
            });
            s.push_str(&square_name(rules, to));
            if promotion.is_some() {
                s.push('+');
            } else if could_promote(before, from, to) {
                s.push('=');
            }
            Some(s)
        }
        _ => None,
    }
}

/// Whether another piece of `piece`'s kind, player and promotion could also go to `to`.
fn has_rival(before: &Position, piece: Piece, from: Square, to: Square) -> bool {
    before.legal_moves().iter().any(|x| match *x {
        Move::Normal { from: f, to: t, .. } => {
            t == to && f != from && before.piece_at(f) == Some(piece)
        }
        _ => false,
    })
}

/// Whether the piece on `from` could promote going to `to` (then a move that does not is
/// written with `=`).
fn could_promote(before: &Position, from: Square, to: Square) -> bool {
    before.legal_moves().iter().any(|x| {
        matches!(*x, Move::Normal { from: f, to: t, promotion: Some(_) } if f == from && t == to)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Settings;

    /// The notation of the last of `moves`, played from the built-in `game`'s start.
    fn last(game: &str, moves: &str) -> String {
        let mut p = Position::start(&Settings::named(game).expect("built-in")).expect("start");
        let mut out = String::new();
        for uci in moves.split_whitespace() {
            let m = p.parse_move(uci).expect("move");
            let next = p.play(&m).expect("legal");
            out = crate::notation::notation(&p, &m, &next);
            p = next;
        }
        out
    }

    #[test]
    fn the_first_moves_are_written_in_shogi_coordinates() {
        assert_eq!(last("shogi", "c3c4"), "P-7f");
        assert_eq!(last("shogi", "c3c4 g7g6"), "P-3d");
        // The bishops' exchange: a capture with a promotion, then a capture by a silver.
        assert_eq!(last("shogi", "c3c4 g7g6 b2h8+"), "Bx2b+");
        assert_eq!(last("shogi", "c3c4 g7g6 b2h8+ g9h8"), "Sx2b");
    }

    #[test]
    fn a_drop_a_declined_promotion_and_a_promoted_piece() {
        let opening = "c3c4 g7g6 b2h8+ g9h8";
        assert_eq!(last("shogi", &format!("{opening} B@e5")), "B*5e");
        // The white bishop dropped on 5e can go into the zone and decline to promote.
        assert_eq!(last("shogi", &format!("{opening} B@e5 h8g7 e5c7")), "Bx7c=");
        assert_eq!(
            last("shogi", &format!("{opening} B@e5 h8g7 e5c7+ d9d8 c7b8")),
            "+Bx8b"
        );
    }

    #[test]
    fn two_golds_that_can_reach_a_square_name_their_origin() {
        // Both golds (6i and 4i) can go to 5h.
        assert_eq!(last("shogi", "d1e2"), "G6i-5h");
        assert_eq!(last("shogi", "f1e2"), "G4i-5h");
    }
}
