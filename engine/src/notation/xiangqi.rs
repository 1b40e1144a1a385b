//! Xiangqi's WXF notation, for the games of xiangqi's family (issue 64): the piece's
//! letter (`K A E H R C P`), the file it stands on counted from its player's right, `+`
//! forward, `-` backward or `.` along the rank, then the file it goes to (along a rank or
//! diagonally) or the number of ranks it moves (straight forward or back): `C2.5`, `H2+3`,
//! `R1+1`. Two pieces of one kind on one file are told apart by `+` (the front one) and
//! `-` (the rear one) in place of the file (`R+.3`), three to five pawns as the World
//! Xiangqi Federation writes them (`P+.4`, `P3.4`, `++.4`), and tandems on two files name
//! the file in place of the letter (`3+.4`). No check sign: `+` means forward.

use crate::{Move, Piece, Player, Position, Rules, Square};

/// The WXF letter of `piece`'s kind: the horse and the elephant by their names, every
/// other kind by its own letter.
fn letter(rules: &Rules, piece: Piece) -> char {
    let Some(kind) = rules.kinds().get(piece.kind.index()) else {
        return '?';
    };
    let name = kind.name.to_ascii_lowercase();
    if name.contains("horse") || kind.letter.eq_ignore_ascii_case(&'n') {
        'H'
    } else if name.contains("elephant") || kind.letter.eq_ignore_ascii_case(&'b') {
        'E'
    } else {
        kind.letter.to_ascii_uppercase()
    }
}

/// The number of `file` counted from `player`'s right, from 1.
fn file_number(rules: &Rules, player: Player, file: u8) -> u8 {
    if player == Player(0) {
        rules.geometry().width() - file
    } else {
        file + 1
    }
}

/// How far `sq` stands toward `player`'s far side (its rank as `player` counts them).
fn advance(rules: &Rules, player: Player, sq: Square) -> i32 {
    if player == Player(0) {
        i32::from(sq.rank())
    } else {
        i32::from(rules.geometry().height()) - 1 - i32::from(sq.rank())
    }
}

/// `m`, made in `before`, in WXF notation; `None` for a kind of move xiangqi does not
/// have (the caller writes those its own way).
pub fn notation(before: &Position, m: &Move) -> Option<String> {
    let Move::Normal { from, to, .. } = *m else {
        return None;
    };
    let rules = before.rules();
    let piece = before.piece_at(from)?;
    let p = piece.player;
    let moved = advance(rules, p, to) - advance(rules, p, from);
    let (sign, number) = if moved == 0 {
        ('.', u32::from(file_number(rules, p, to.file())))
    } else if from.file() == to.file() {
        (if moved > 0 { '+' } else { '-' }, moved.unsigned_abs())
    } else {
        (
            if moved > 0 { '+' } else { '-' },
            u32::from(file_number(rules, p, to.file())),
        )
    };
    Some(format!("{}{sign}{number}", head(before, piece, from)))
}

/// The piece and where it stands, before the move's sign: `C2`, or for tandem pieces
/// `R+`, `P3` (the middle one of three), `++` (the foremost of four or five), `3+` (the
/// front one of tandems on two files).
fn head(before: &Position, piece: Piece, from: Square) -> String {
    let rules = before.rules();
    let p = piece.player;
    let file = file_number(rules, p, from.file());
    let on_file = |f: u8| -> Vec<Square> {
        let mut on: Vec<Square> = rules
            .geometry()
            .squares()
            .filter(|sq| sq.file() == f && before.piece_at(*sq) == Some(piece))
            .collect();
        on.sort_by_key(|sq| -advance(rules, p, *sq));
        on
    };
    let tandem = on_file(from.file());
    let letter = letter(rules, piece);
    if tandem.len() < 2 {
        return format!("{letter}{file}");
    }
    let place = tandem.iter().position(|sq| *sq == from).unwrap_or(0);
    let code = match (tandem.len(), place) {
        (2 | 3, 0) | (4 | 5, 1) => "+".to_string(),
        (2, 1) | (3, 2) | (4, 2) | (5, 3) => "-".to_string(),
        (4 | 5, 0) => return "++".into(),
        (4, 3) | (5, 4) => return "--".into(),
        _ => file.to_string(),
    };
    let other_tandem =
        (0..rules.geometry().width()).any(|f| f != from.file() && on_file(f).len() >= 2);
    if other_tandem {
        format!("{file}{code}")
    } else {
        format!("{letter}{code}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Settings;

    fn say(fen: &str, uci: &str) -> String {
        let settings = Settings::named("xiangqi").expect("built-in");
        let before = Position::from_fen(&settings, fen).expect("fen");
        let m = Move::parse_uci(uci, before.rules()).expect("move");
        let after = before.play(&m).expect("legal");
        crate::notation::notation(&before, &m, &after)
    }

    const START: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

    #[test]
    fn the_openings_moves_in_wxf() {
        // The central cannon, the horse, the chariot, the pawn.
        assert_eq!(say(START, "h3e3"), "C2.5");
        assert_eq!(say(START, "h1g3"), "H2+3");
        assert_eq!(say(START, "i1i2"), "R1+1");
        assert_eq!(say(START, "c4c5"), "P7+1");
        // Elephant and advisor: diagonal movers name the file they go to.
        assert_eq!(say(START, "c1e3"), "E7+5");
        assert_eq!(say(START, "d1e2"), "A6+5");
        // Black counts files from its own right: its b-file is its file 2.
        let black = START.replace(" w ", " b ");
        assert_eq!(say(&black, "b8e8"), "C2.5");
        assert_eq!(say(&black, "b10c8"), "H2+3");
    }

    #[test]
    fn tandem_pieces_are_front_and_rear() {
        // Two red chariots on the i-file (file 1): the front one moves along its rank,
        // the rear one back.
        let fen = "3k5/9/9/9/9/8R/9/9/8R/4K4 w - - 0 1";
        assert_eq!(say(fen, "i5f5"), "R+.4");
        assert_eq!(say(fen, "i2i1"), "R--1");
        // Three pawns on one file, and a pair on another: the file replaces the letter.
        let pawns = "3k5/9/2P6/2P3P2/2P3P2/9/9/9/9/4K4 w - - 0 1";
        assert_eq!(say(pawns, "g7f7"), "3+.4");
        assert_eq!(say(pawns, "g6f6"), "3-.4");
        assert_eq!(say(pawns, "c8d8"), "7+.6");
        assert_eq!(say(pawns, "c7d7"), "77.6");
        assert_eq!(say(pawns, "c6d6"), "7-.6");
    }
}
