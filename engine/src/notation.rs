//! Moves for people: a short readable notation (`Nf3`, `exd5`, `K@b7`, `O-O`, `e8=Q+`,
//! Chessence's `Mc3` and `M@d3`), used by the app's move list, the Analysis line and the
//! JavaScript package's `legalMovesSan`. Pure functions of the positions before and after
//! a move, so they name the pieces a move places or swaps (`AR-4`: `Ra7⇄Nc7`): a caller
//! showing a secret deployment's moves to the other side must leave them out, as the app's
//! move list and announcements do. The coordinate form ([`Move::to_uci`], FEN letters) is
//! not this.

use crate::definition::Family;
use crate::{Kind, Move, Phase, Piece, PieceKind, Player, Position, Rules, Square, Variant};

pub mod shogi;
pub mod xiangqi;

/// How a game's moves are written: as players of its family write them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    /// Chess's short algebraic notation, and ours for the five games (`Nf3`, `M@d3`).
    Algebraic,
    /// Shogi's Western notation ([`shogi`]: `P-7f`, `Bx2b+`, `S*5e`).
    Shogi,
    /// Xiangqi's WXF notation ([`xiangqi`]: `C2.5`, `H2+3`).
    Xiangqi,
}

/// How `rules`' moves are written: shogi's and xiangqi's families in their own notations,
/// every other game algebraically.
pub fn style(rules: &Rules) -> Style {
    match rules.definition().map(|d| d.family()) {
        Some(Family::Shogi) => Style::Shogi,
        Some(Family::Xiangqi) => Style::Xiangqi,
        _ => Style::Algebraic,
    }
}

/// The name of `sq` as `rules`' notation writes it: shogi's `7f`, else algebraic `e4`
/// (xiangqi's notation names files relative to each player, not squares).
pub fn square_name(rules: &Rules, sq: Square) -> String {
    match style(rules) {
        Style::Shogi => shogi::square_name(rules, sq),
        _ => sq.to_string(),
    }
}

/// Whether the move `from`–`to` in `before` is a castling: a royal piece going two or more
/// files along its rank (no king of these games moves so otherwise; Vimes castles as FIDE
/// chess does, Nasty Neighbours' king by three squares, `NN-2`), or onto its own rook (a
/// defined game's king that castles by at most one file is written so).
pub fn is_castling(before: &Position, from: Square, to: Square) -> bool {
    let Some(mover) = before.piece_at(from) else {
        return false;
    };
    is_royal(before, mover)
        && before.phase() == Phase::Play
        && from.rank() == to.rank()
        && (from.file().abs_diff(to.file()) >= 2
            || before
                .piece_at(to)
                .is_some_and(|t| t.player == mover.player))
}

/// Whether `piece` is of a royal kind in `pos`' game.
fn is_royal(pos: &Position, piece: Piece) -> bool {
    pos.rules()
        .kinds()
        .get(piece.kind.index())
        .is_some_and(|k| k.is_royal)
}

/// Whether `m` captures in `before`, and what: it lands on a piece in play, another
/// player's or, in Vimes, one of the moved pawn's own colour (`VI-6`); a king castling
/// onto its own rook captures nothing.
pub fn captured(before: &Position, m: &Move) -> Option<crate::Piece> {
    match m.piece_move() {
        Move::Normal { from, to, .. } => {
            let mover = before.piece_at(from)?;
            let target = before.piece_at(to)?;
            let castling = target.player == mover.player && is_royal(before, mover);
            (!castling && before.phase() == Phase::Play).then_some(target)
        }
        _ => None,
    }
}

/// The check or mate sign after a move: `#` for a checkmate, `+` when another player's
/// king is in check.
pub fn check_sign(before: &Position, after: &Position) -> &'static str {
    if after
        .outcome()
        .is_some_and(|o| o.reason == crate::EndReason::Checkmate)
    {
        return "#";
    }
    let mover = before.turn();
    let n = after.rules().player_count();
    if (0..n).map(Player).any(|p| p != mover && after.in_check(p)) {
        "+"
    } else {
        ""
    }
}

/// Whether `kind` is one of Chessence's men (`CE-4`): the kind with no moves of its own
/// that is not the king. Its FEN letter is `P`; the readable notation writes it `M`.
fn is_man(rules: &Rules, kind: &PieceKind) -> bool {
    rules.variant() == Variant::Chessence && !kind.is_royal && kind.betza.is_empty()
}

/// The letter the readable notation writes a piece of `kind` with: its FEN letter in upper
/// case, and `M` ("man") for Chessence's men.
fn letter(rules: &Rules, kind: &PieceKind) -> char {
    if is_man(rules, kind) {
        'M'
    } else {
        kind.letter.to_ascii_uppercase()
    }
}

/// The move `m`, made in `before` and leading to `after`, in a short readable notation:
/// a piece's letter (none for pawns; `M` for Chessence's men, `CE-4`), the origin's file
/// or rank only when another piece of the same kind and player could also go there, `x`
/// for a capture, `=Q` for a promotion, `O-O`/`O-O-O` for castling, `K@b7` (`M@d3`) for a
/// drop, `+`/`#` for check and mate. A pawn's capture names the origin's file (`exd5`), or
/// the whole square when it captures straight ahead (`c2xc3`) or another pawn on that file
/// could capture there too. A secret deployment's rearrangements and Black's change
/// (`AR-4`) name the piece and both squares: `d6-b6` (a pawn moved), `Ra7⇄Nc7` (two pieces
/// swapped); a pass reads "done", "no change" or "pass".
pub fn notation(before: &Position, m: &Move, after: &Position) -> String {
    let rules = before.rules();
    let family = match style(rules) {
        Style::Algebraic => None,
        // Through a pointer the optimisers cannot see through: the families' notations
        // stay functions of their own, loaded after the first screen (BENCH.md).
        Style::Shogi => std::hint::black_box(shogi::notation as Written)(before, m),
        Style::Xiangqi => std::hint::black_box(xiangqi::notation as Written)(before, m),
    };
    if let Some(text) = family {
        return text;
    }
    let text = match *m {
        Move::Pass => {
            return match before.phase() {
                Phase::Deploy => "done".into(),
                Phase::Change => "no change".into(),
                Phase::Play => "pass".into(),
            }
        }
        Move::Drop { kind, to } => match rules.kinds().get(kind.index()) {
            Some(k) if is_man(rules, k) => format!("{}@{to}", letter(rules, k)),
            _ => m.to_uci(rules),
        },
        Move::Normal { from, to, .. } if before.phase() != Phase::Play => {
            match placement_move(before, from, to) {
                Some(s) => s,
                None => return m.to_uci(rules),
            }
        }
        Move::Normal { from, to, .. } if is_castling(before, from, to) => {
            if to.file() > from.file() {
                "O-O".to_string()
            } else {
                "O-O-O".to_string()
            }
        }
        Move::Normal {
            from,
            to,
            promotion,
        } => match piece_move(before, from, to, promotion) {
            Some(s) => s,
            None => return m.to_uci(rules),
        },
        // S-chess's way: the gated piece after a slash, its square when it is a castling
        // rook's (`Nc3/H`, `O-O/Eh1`).
        Move::Gated {
            from, kind, gate, ..
        } => {
            let sign = check_sign(before, after);
            let piece = notation(before, &m.piece_move(), after);
            let piece = piece.strip_suffix(sign).unwrap_or(&piece);
            let gated = rules.kind(kind).letter.to_ascii_uppercase();
            let square = if gate == from {
                String::new()
            } else {
                gate.to_string()
            };
            return format!("{piece}/{gated}{square}{sign}");
        }
        Move::DropPromoted { .. } => m.to_uci(rules),
        Move::Walled { from, to, wall, .. } if from == to => format!("*{wall}"),
        Move::Walled { wall, .. } => {
            let piece = notation(before, &m.piece_move(), after);
            return format!("{piece},*{wall}");
        }
    };
    format!("{text}{}", check_sign(before, after))
}

/// A family's notation of a move in the position before it.
type Written = fn(&Position, &Move) -> Option<String>;

/// A move of the deployment phases (`AR-4`), without the check sign: the piece on `from`
/// moved to the empty `to` (`d6-b6`, `Kb1-c1`), or swapped with the piece on `to`
/// (`Ra7⇄Nc7`). Each piece is written with its letter (none for a pawn). `None` when `from`
/// holds no piece.
fn placement_move(before: &Position, from: Square, to: Square) -> Option<String> {
    let rules = before.rules();
    let written = |sq: Square| -> Option<String> {
        let piece = before.piece_at(sq)?;
        let kind = rules.kinds().get(piece.kind.index())?;
        let letter = if kind.is_pawn {
            String::new()
        } else {
            letter(rules, kind).to_string()
        };
        Some(format!("{letter}{sq}"))
    };
    let moved = written(from)?;
    Some(match written(to) {
        Some(other) => format!("{moved}\u{21c4}{other}"),
        None => format!("{moved}-{to}"),
    })
}

/// A move of the piece on `from` to `to` in play, without the check sign: `Nf3`, `Mdxc3`,
/// `exd5`, `e8=Q`, Nasty Neighbours' `Nxc6/b8=Q`. `None` when `from` holds no piece.
fn piece_move(
    before: &Position,
    from: Square,
    to: Square,
    promotion: Option<Kind>,
) -> Option<String> {
    let rules = before.rules();
    let piece = before.piece_at(from)?;
    let kind = rules.kinds().get(piece.kind.index())?;
    let m = Move::Normal {
        from,
        to,
        promotion,
    };
    let capture = captured(before, &m).is_some();
    let mut s = String::new();
    if !kind.is_pawn {
        s.push(letter(rules, kind));
    }
    s.push_str(&origin(before, piece, from, to, kind.is_pawn && capture));
    if capture {
        s.push('x');
    }
    s.push_str(&to.to_string());
    if let Some(k) = promotion.and_then(|k| rules.kinds().get(k.index())) {
        if !before.promotes_conquered(from) {
            s.push('=');
        } else {
            // Nasty Neighbours: the conquered pawn, put on the capturer's square, promotes
            // there (NN-3): `Nxc6/b8=Q`.
            s.push_str(&format!("/{from}="));
        }
        s.push(k.letter.to_ascii_uppercase());
    }
    Some(s)
}

/// What the notation writes of the origin `from` of `piece`'s move to `to`, so that the
/// move is told apart from `before`'s other legal moves (SAN's disambiguation): nothing
/// when no other piece of the same kind and player could also go to `to`, else the
/// origin's file if that tells them apart, else its rank, else the whole square. A pawn's
/// capture (`pawn_capture`) always names the file (`axb3`), and the whole square when it
/// captures straight ahead (`c2xc3`) or another pawn on the same file could also capture
/// on `to` (`a4xb3`).
fn origin(before: &Position, piece: Piece, from: Square, to: Square, pawn_capture: bool) -> String {
    let rivals: Vec<Square> = before
        .legal_moves()
        .iter()
        .filter_map(|x| match *x {
            Move::Normal { from: f, to: t, .. }
                if t == to
                    && f != from
                    && before
                        .piece_at(f)
                        .is_some_and(|p| p.kind == piece.kind && p.player == piece.player) =>
            {
                Some(f)
            }
            _ => None,
        })
        .collect();
    let name = from.to_string();
    let (file, rank) = name.split_at(1);
    let same_file = rivals.iter().any(|r| r.file() == from.file());
    let same_rank = rivals.iter().any(|r| r.rank() == from.rank());
    let written = if pawn_capture {
        if from.file() == to.file() || same_file {
            &name
        } else {
            file
        }
    } else if rivals.is_empty() {
        ""
    } else if !same_file {
        file
    } else if !same_rank {
        rank
    } else {
        &name
    };
    written.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Settings, Variant};

    fn say(fen: &str, variant: Variant, uci: &str) -> String {
        let before = Position::from_fen(&Settings::new(variant), fen).expect("fen");
        let m = Move::parse_uci(uci, before.rules()).expect("move");
        let after = before.play(&m).expect("legal");
        notation(&before, &m, &after)
    }

    #[test]
    fn pieces_pawns_captures_castling_and_check() {
        let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w2 KQkq - 0 1";
        assert_eq!(say(start, Variant::Vimes, "g1f3"), "Nf3");
        assert_eq!(say(start, Variant::Vimes, "e2e4"), "e4");
        let arnhem = "4k1/1P4/6/**2**/6/6/K2R2[] w - - 0 1";
        assert_eq!(say(arnhem, Variant::Arnhem, "b6a7q"), "a7=Q+");
        assert_eq!(say(arnhem, Variant::Arnhem, "d1d7"), "Rd7+");
        let castle = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w3 KQkq - 0 1";
        assert_eq!(say(castle, Variant::Vimes, "e1g1"), "O-O");
        assert_eq!(say(castle, Variant::Vimes, "e1c1"), "O-O-O");
        // VI-6: the Republican's pawn takes a piece of its own colour.
        let own = "4k3/8/8/3N4/4P3/8/8/4K3 rw0 - - 0 1";
        assert_eq!(say(own, Variant::Vimes, "e4d5"), "exd5");
        let nim = "8/8/8/8/8/8/8/8[K*k*] w - - 0 1";
        assert_eq!(say(nim, Variant::ChessNim, "K@b7"), "K@b7");
    }

    /// The notation of the last of `moves` (coordinate form), played from `variant`'s start.
    fn last(variant: Variant, moves: &str) -> String {
        let mut p = Position::start(&Settings::new(variant)).expect("start");
        let mut out = String::new();
        for uci in moves.split_whitespace() {
            let m = Move::parse_uci(uci, p.rules()).expect("move");
            let next = p.play(&m).expect("legal");
            out = notation(&p, &m, &next);
            p = next;
        }
        out
    }

    #[test]
    fn ce_4_men_are_written_with_their_letter() {
        // A man (FEN letter `P`) is written `M`; only e1 can go to a1 (CE-4: e1's rook power
        // from e2). Kings never move (CE-3), so every Chessence move is a man's.
        assert_eq!(last(Variant::Chessence, "e1a1"), "Ma1");
        // The coordinate form does not change.
        let p = Position::start(&Settings::new(Variant::Chessence)).expect("start");
        let m = Move::parse_uci("e1a1", p.rules()).expect("move");
        assert_eq!(m.to_uci(p.rules()), "e1a1");
    }

    #[test]
    fn ce_4_men_that_share_a_target_are_told_apart_by_file_rank_or_square() {
        // From the start: e1 and d3 can go to b1 (the file tells them apart); e1, d2, e2
        // and f2 to d1 (e1 is the only one on rank 1; e2 shares its file with e1 and its
        // rank with d2 and f2).
        assert_eq!(last(Variant::Chessence, "e1b1"), "Meb1");
        assert_eq!(last(Variant::Chessence, "e1d1"), "M1d1");
        assert_eq!(last(Variant::Chessence, "e2d1"), "Me2d1");
    }

    #[test]
    fn ce_4_men_capture_by_replacement_written_with_x() {
        assert_eq!(last(Variant::Chessence, "d3f5 c8f5"), "Mxf5");
        assert_eq!(last(Variant::Chessence, "d2a5 c7a5"), "Mcxa5");
        assert_eq!(
            last(Variant::Chessence, "d2c1 c7a5 d3d1 a5c4 e2c4"),
            "M2xc4"
        );
    }

    #[test]
    fn ce_5_a_dropped_man_is_written_m_at_its_square() {
        assert_eq!(last(Variant::Chessence, "f2f3 a8a7 P@f2"), "M@f2");
        // Other games' drops keep the piece's upper-case letter (AR-6), Black's too.
        let arnhem = "4k1/1P4/6/**2**/6/6/K2R2[Nn] w - - 0 1";
        assert_eq!(say(arnhem, Variant::Arnhem, "N@c3"), "N@c3");
        let black = "4k1/1P4/6/**2**/6/6/K2R2[Nn] b - - 0 1";
        assert_eq!(say(black, Variant::Arnhem, "N@c5"), "N@c5");
    }

    #[test]
    fn ar_4_the_change_and_the_deployment_name_their_pieces_and_squares() {
        // Black's change after the reveal: a pawn moved to another square of its zone, or
        // two pieces of rank 7 swapped; "no change" when none.
        let deploy = "R@a1 N@b1 B@c1 Q@d1 K@e1 C@f1 P@a2 P@b2 P@c2 P@d2 pass \
                      r@a7 n@b7 b@c7 q@d7 k@e7 c@f7 p@a6 p@b5 p@c6 p@d5 pass";
        let mut p = Position::start(&Settings::new(Variant::Arnhem)).expect("start");
        for uci in deploy.split_whitespace() {
            let m = Move::parse_uci(uci, p.rules()).expect("move");
            p = p.play(&m).expect("legal");
        }
        assert_eq!(p.phase(), Phase::Change);
        assert_eq!(say_in(&p, "d5e5"), "d5-e5");
        assert_eq!(say_in(&p, "a7c7"), "Ra7\u{21c4}Bc7");
        assert_eq!(say_in(&p, "pass"), "no change");
        // In the deployment, a placed piece moved along its zone, or two swapped.
        let mut d = Position::start(&Settings::new(Variant::Arnhem)).expect("start");
        for uci in ["K@a1", "Q@b1"] {
            let m = Move::parse_uci(uci, d.rules()).expect("move");
            d = d.play(&m).expect("legal");
        }
        assert_eq!(say_in(&d, "a1c1"), "Ka1-c1");
        assert_eq!(say_in(&d, "a1b1"), "Ka1\u{21c4}Qb1");
        // The coordinate form does not change.
        let m = Move::parse_uci("a1b1", d.rules()).expect("move");
        assert_eq!(m.to_uci(d.rules()), "a1b1");
    }

    #[test]
    fn nn_2_a_pawn_capturing_straight_ahead_keeps_its_whole_square() {
        assert_eq!(last(Variant::NastyNeighbours, "h8f4 b1c3 c2c3"), "c2xc3");
    }

    /// A game from a definition (`[name:chess]`, `engine/src/definition/KEYS.md`).
    fn defined(text: &str, fen: &str) -> Position {
        let defs = crate::definition::parse_definitions(text).expect("definition");
        let settings = Settings::defined(defs.last().cloned().expect("a section"));
        Position::from_fen(&settings, fen).expect("fen")
    }

    fn say_in(before: &Position, uci: &str) -> String {
        let m = Move::parse_uci(uci, before.rules()).expect("move");
        let after = before.play(&m).expect("legal");
        notation(before, &m, &after)
    }

    #[test]
    fn pawn_types_captures_name_the_origin_file() {
        // Chess from a definition: the pawns on a2 and c2 can both take on b3.
        let p = defined("[mine:chess]\n", "4k3/8/8/8/8/1n6/P1P5/4K3 w - - 0 1");
        assert_eq!(say_in(&p, "a2b3"), "axb3");
        assert_eq!(say_in(&p, "c2b3"), "cxb3");
        // `pawnTypes`: a pawn that also captures diagonally backwards, so a2 and a4 both
        // take on b3; the file no longer tells them apart and the whole square is written.
        let back = "[back:chess]\npawn = -\ncustomPiece1 = p:mfWcF\npawnTypes = p\n";
        let p = defined(back, "4k3/8/8/8/P7/1n6/P1P5/4K3 w - - 0 1");
        assert_eq!(say_in(&p, "a2b3"), "a2xb3");
        assert_eq!(say_in(&p, "a4b3"), "a4xb3");
        assert_eq!(say_in(&p, "c2b3"), "cxb3");
    }

    #[test]
    fn a_king_castling_onto_its_rook_is_written_as_castling_and_takes_nothing() {
        // The king starts on b1: castling queenside takes it one file, to c1, and is
        // written onto the rook on a1 (not a king's step, not a capture).
        let text = "[near:chess]\nstartFen = rk5r/8/8/8/8/8/8/RK5R w KQkq - 0 1\n";
        let p = defined(text, "rk5r/8/8/8/8/8/8/RK5R w KQkq - 0 1");
        let m = Move::parse_uci("b1a1", p.rules()).expect("move");
        let after = p.play(&m).expect("castling is legal");
        assert_eq!(after.to_fen(), "rk5r/8/8/8/8/8/8/2KR3R b kq - 1 1");
        assert!(captured(&p, &m).is_none());
        assert_eq!(say_in(&p, "b1a1"), "O-O-O");
    }
}
