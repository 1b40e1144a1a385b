//! Moves for people: a short readable notation (`Nf3`, `exd5`, `K@b7`, `O-O`, `e8=Q+`),
//! used by the app's move list and the JavaScript package's `legalMovesSan`. Pure functions
//! of the positions before and after a move; they never tell what a secret deployment
//! hides (`AR-4`: deployment moves keep the coordinate form).

use crate::{Move, Phase, Player, Position, Square};

/// Whether the move `from`–`to` in `before` is a castling: a royal piece going two or more
/// files along its rank (no king of these games moves so otherwise; Vimes castles as FIDE
/// chess does, Nasty Neighbours' king by three squares, `NN-2`).
pub fn is_castling(before: &Position, from: Square, to: Square) -> bool {
    let Some(k) = before
        .piece_at(from)
        .and_then(|p| before.rules().kinds().get(p.kind.index()))
    else {
        return false;
    };
    k.is_royal
        && before.phase() == Phase::Play
        && from.rank() == to.rank()
        && from.file().abs_diff(to.file()) >= 2
}

/// Whether `m` captures in `before`: it lands on a piece of another player.
pub fn captured(before: &Position, m: &Move) -> Option<crate::Piece> {
    match *m {
        Move::Normal { from, to, .. } => {
            let mover = before.piece_at(from)?;
            let target = before.piece_at(to)?;
            (target.player != mover.player && before.phase() == Phase::Play).then_some(target)
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

/// The move `m`, made in `before` and leading to `after`, in a short readable notation:
/// a piece's letter (none for pawns and Chessence's men), the origin's file or rank only when
/// another piece of the same kind could also go there, `x` for a capture, `=Q` for a
/// promotion, `O-O`/`O-O-O` for castling, `K@b7` for a drop, `+`/`#` for check and mate.
/// Arnhem's deployment and change keep the coordinate form (`a7b7`, a swap); a pass reads
/// "done", "no change" or "pass".
pub fn notation(before: &Position, m: &Move, after: &Position) -> String {
    let rules = before.rules();
    let text = match *m {
        Move::Pass => {
            return match before.phase() {
                Phase::Deploy => "done".into(),
                Phase::Change => "no change".into(),
                Phase::Play => "pass".into(),
            }
        }
        Move::Drop { .. } => m.to_uci(rules),
        Move::Normal { .. } if before.phase() != Phase::Play => m.to_uci(rules),
        Move::Normal {
            from,
            to,
            promotion,
        } => {
            if is_castling(before, from, to) {
                if to.file() > from.file() {
                    "O-O".to_string()
                } else {
                    "O-O-O".to_string()
                }
            } else {
                let Some(piece) = before.piece_at(from) else {
                    return m.to_uci(rules);
                };
                let Some(kind) = rules.kinds().get(piece.kind.index()) else {
                    return m.to_uci(rules);
                };
                let plain = kind.is_pawn || kind.betza.is_empty();
                let capture = captured(before, m).is_some();
                // Other pieces of the same kind and player that could go to `to`.
                let rivals: Vec<Square> = before
                    .legal_moves()
                    .iter()
                    .filter_map(|x| match *x {
                        Move::Normal { from: f, to: t, .. }
                            if t == to
                                && f != from
                                && before.piece_at(f).is_some_and(|p| {
                                    p.kind == piece.kind && p.player == piece.player
                                }) =>
                        {
                            Some(f)
                        }
                        _ => None,
                    })
                    .collect();
                let mut s = String::new();
                if !plain {
                    s.push(kind.letter.to_ascii_uppercase());
                }
                let name = from.to_string();
                let (file, rank) = name.split_at(1);
                if plain && !kind.is_pawn {
                    // Chessence's men: many can reach a square; the origin says which.
                    s.push_str(&name);
                } else if plain && capture {
                    if from.file() == to.file() || !rivals.is_empty() {
                        s.push_str(&name);
                    } else {
                        s.push_str(file);
                    }
                } else if !rivals.is_empty() {
                    if rivals.iter().all(|r| r.file() != from.file()) {
                        s.push_str(file);
                    } else if rivals.iter().all(|r| r.rank() != from.rank()) {
                        s.push_str(rank);
                    } else {
                        s.push_str(&name);
                    }
                }
                if capture {
                    s.push('x');
                }
                s.push_str(&to.to_string());
                if let Some(k) = promotion.and_then(|k| rules.kinds().get(k.index())) {
                    if kind.is_pawn {
                        s.push('=');
                    } else {
                        // Nasty Neighbours: the conquered pawn, put on the capturer's
                        // square, promotes there (NN-3): `Nxc6/b8=Q`.
                        s.push_str(&format!("/{from}="));
                    }
                    s.push(k.letter.to_ascii_uppercase());
                }
                s
            }
        }
    };
    format!("{text}{}", check_sign(before, after))
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
        let nim = "8/8/8/8/8/8/8/8[K*k*] w - - 0 1";
        assert_eq!(say(nim, Variant::ChessNim, "K@b7"), "K@b7");
    }
}
