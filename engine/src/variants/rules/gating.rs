//! Gating, for any defined game (`gating`, `seirawanGating`, `cambodianMoves`): the gates
//! are the castling rank's squares whose piece has not moved yet, named in the FEN's
//! castling field by their files; a piece leaving its gate may bring a piece from the hand
//! onto the square it left (S-chess), or a king and a met on their gates have a first move
//! of their own (Ouk Chatrang).
//!
//! Facts from Fairy-Stockfish's FEN reader and writer, move generator, `legal` and
//! `do_move`:
//! - The field's `K`/`Q` name a castling right and make gates of the king's and the rook's
//!   squares; a file letter makes a gate of that file's square on the side's castling rank
//!   when one of its pieces stands there. With `seirawanGating`, a file letter is a
//!   castling right (Chess960's way) only when the side has nothing in hand and captures
//!   do not go to the hand; a side whose castling king stands on a gate and that has no
//!   castling right gets one for every castling rook on a gate. The writer puts each
//!   side's gates after its castling rights, leaving out the king's and the castling
//!   rooks' files that a right already names, and no gate of a S-chess side with nothing
//!   left to gate.
//! - A move from one of the mover's gates (for a castling, also the rook's square) may gate
//!   in any kind of the mover's hand that may be dropped there; a castling may not gate
//!   onto the king's or the rook's landing square. A gated move is legal when the move
//!   without the gated piece is: the gated piece shields the king from nothing.
//! - A move clears the gate it leaves (a castling both of its own), the other side's gate
//!   it captures on, and all the mover's gates once a S-chess side has nothing in hand.
//! - `cambodianMoves`: a royal king on its gate, not in check, may leap as a knight to an
//!   empty square of the rank ahead; a met (the `fers` or `met` key's piece) on its gate may
//!   step two squares straight ahead to an empty square. A rook landing on the rank or file
//!   of the other side's king (whatever stands between) takes that king's gate.

use crate::variants::defined::{castle_of, d, drop_bishop, drop_squares, region, DefinedRules};
use crate::variants::rules::castling;
use crate::{Move, MoveList, Player, Position, PositionError, Square, SquareSet};

/// The gates of `player`, as squares.
pub(crate) fn gates(pos: &Position, player: Player) -> SquareSet {
    let mask = pos.gates[player.index()];
    if mask == 0 {
        return SquareSet::EMPTY;
    }
    let rank = castling::rank(pos, player);
    (0..16u8)
        .filter(|f| mask >> f & 1 == 1)
        .map(|f| Square::new(f, rank))
        .collect()
}

/// Takes the gate on `sq` from `player`, if it is one.
fn clear(pos: &mut Position, player: Player, sq: Square) {
    if sq.rank() == castling::rank(pos, player) {
        pos.gates[player.index()] &= !(1 << sq.file());
    }
}

/// Whether a S-chess side keeps its gates: it has something in hand, or captures go to the
/// hand (every side keeps them without `seirawanGating`).
fn keeps_gates(pos: &Position, player: Player) -> bool {
    let def = &d(pos).def;
    !def.castle.seirawan_gating || !pos.hands[player].is_empty() || def.captures_to_hand
}

/// Reads the castling field of a gating game: the castling rights and the gates.
pub(crate) fn read_field(
    pos: &Position,
    field: &str,
) -> Result<(SquareSet, [u16; 2]), PositionError> {
    let (mut rights, mut gates) = (SquareSet::EMPTY, [0u16; 2]);
    if field == "-" {
        return Ok((rights, gates));
    }
    let dr = d(pos);
    let width = pos.rules().geometry().width();
    let bad = |c: char, why: &str| PositionError::Invalid(format!("castling field '{c}': {why}"));
    for c in field.chars() {
        let player = if c.is_ascii_uppercase() {
            Player::WHITE
        } else {
            Player::BLACK
        };
        let rank = castling::rank(pos, player);
        let king = crate::variants::defined::castling_king(pos, player)
            .filter(|k| dr.def.castling && k.rank() == rank);
        let lower = c.to_ascii_lowercase();
        let lettered = dr.def.castling && matches!(lower, 'k' | 'q');
        let square = match (lower, king) {
            ('k' | 'q', Some(k)) if lettered => {
                castling::rook_of_letter(pos, player, k, lower == 'k')
                    .ok_or_else(|| bad(c, "there is no rook to castle with on that side"))?
            }
            ('k' | 'q', None) if lettered => {
                return Err(bad(c, "the king is not on its castling rank"))
            }
            (f @ 'a'..='p', _) if (f as u8 - b'a') < width => Square::new(f as u8 - b'a', rank),
            _ => return Err(bad(c, "write K, Q, k, q or a file letter of the board")),
        };
        let own = |s: Square| pos.piece_at(s).is_some_and(|p| p.player == player);
        if own(square) {
            gates[player.index()] |= 1 << square.file();
        }
        match king {
            Some(k) if lettered => gates[player.index()] |= 1 << k.file(),
            // A file letter names a gate only, unless the side has nothing left to gate.
            _ if keeps_gates(pos, player) => continue,
            _ => {}
        }
        let is_rook = |s: Square| {
            pos.piece_at(s).is_some_and(|p| {
                p.player == player && DefinedRules::is(dr.castling_rooks(player), p.kind)
            })
        };
        if king.is_some() && is_rook(square) {
            rights.insert(square);
        }
    }
    // A castling king on its gate with no right: a right for each castling rook on a gate.
    for player in [Player::WHITE, Player::BLACK] {
        let Some(king) = crate::variants::defined::castling_king(pos, player) else {
            continue;
        };
        let mine = pos.by_player[player];
        let g = gates[player.index()];
        let on_gate = |s: Square| s.rank() == castling::rank(pos, player) && g >> s.file() & 1 == 1;
        if !dr.def.castling || !on_gate(king) || !(rights & mine).is_empty() {
            continue;
        }
        if !keeps_gates(pos, player) {
            continue;
        }
        for s in mine.iter().filter(|&s| on_gate(s)) {
            if pos
                .piece_at(s)
                .is_some_and(|p| DefinedRules::is(dr.castling_rooks(player), p.kind))
            {
                rights.insert(s);
            }
        }
    }
    Ok((rights, gates))
}

/// The gates of `player` the castling field writes after its castling rights (each a file
/// letter, upper-case for White): none the rights already name.
pub(crate) fn field_letters(pos: &Position, player: Player) -> String {
    if !keeps_gates(pos, player) {
        return String::new();
    }
    let dr = d(pos);
    let rights = pos.castling_rights & pos.by_player[player];
    let king = crate::variants::defined::castling_king(pos, player);
    let named = |s: Square| {
        rights.contains(s) || (!rights.is_empty() && !dr.def.castle.chess960 && Some(s) == king)
    };
    gates(pos, player)
        .iter()
        .filter(|&s| !named(s))
        .map(|s| {
            let c = (b'a' + s.file()) as char;
            if player == Player::WHITE {
                c.to_ascii_uppercase()
            } else {
                c
            }
        })
        .collect()
}

/// `seirawanGating`: adds to `list` (the player to move's moves so far) every gated form
/// of its moves that leave a gate.
pub(crate) fn add_gated(pos: &Position, list: &mut MoveList) {
    let dr = d(pos);
    let me = pos.turn;
    if !dr.def.castle.seirawan_gating || pos.gates[me.index()] == 0 || pos.hands[me].is_empty() {
        return;
    }
    let gates = gates(pos, me);
    let drop_region = region(&dr.def.drop_region, me);
    let bishop = drop_bishop(dr);
    let kinds: Vec<_> = pos.hands[me].iter().map(|(k, _)| k).collect();
    for i in 0..list.len() {
        let Move::Normal {
            from,
            to,
            promotion,
        } = list.as_slice()[i]
        else {
            continue;
        };
        let castle = castle_of(pos, from, to);
        let rook = castle.as_ref().map(|c| c.rook_from);
        for gate in [Some(from), rook].into_iter().flatten() {
            let blocked = castle
                .as_ref()
                .is_some_and(|c| gate == c.king_to || gate == c.rook_to);
            if !gates.contains(gate) || blocked {
                continue;
            }
            for &kind in &kinds {
                let here = drop_region & SquareSet::from_square(gate);
                if !drop_squares(pos, kind, here, bishop).is_empty() {
                    list.push(Move::Gated {
                        from,
                        to,
                        promotion,
                        kind,
                        gate,
                    });
                }
            }
        }
    }
}

/// `cambodianMoves`: adds the king's leap and the met's double step of the player to move,
/// from their gates (`in_check`: the king may not leap).
pub(crate) fn add_cambodian(pos: &Position, list: &mut MoveList, in_check: bool) {
    let dr = d(pos);
    let me = pos.turn;
    if !dr.def.castle.cambodian_moves || pos.gates[me.index()] == 0 {
        return;
    }
    let g = pos.rules().geometry();
    let forward: i8 = if me == Player::WHITE { 1 } else { -1 };
    let free = |s: Option<Square>| s.filter(|&s| g.is_playable(s) && !pos.occupied.contains(s));
    let at = |s: Square, df: i8, dr: i8| {
        let (f, r) = (s.file() as i8 + df, s.rank() as i8 + dr);
        (f >= 0 && r >= 0 && (f as u8) < g.width() && (r as u8) < g.height())
            .then(|| Square::new(f as u8, r as u8))
    };
    for from in gates(pos, me) {
        let Some(p) = pos.piece_at(from).filter(|p| p.player == me) else {
            continue;
        };
        let key = dr.def.pieces.get(p.kind.index()).map(|x| x.key.as_str());
        let targets: &[(i8, i8)] = if Some(p.kind) == dr.royal && !in_check {
            &[(-2, 1), (2, 1)]
        } else if matches!(key, Some("fers" | "met")) {
            &[(0, 2)]
        } else {
            &[]
        };
        for &(df, dy) in targets {
            if let Some(to) = free(at(from, df, dy * forward)) {
                list.push(Move::Normal {
                    from,
                    to,
                    promotion: None,
                });
            }
        }
    }
}

/// After `me` played `m` (`rook_square`: a castling's rook square; `rook_moved`: the moved
/// piece was the `rook` key's): the gates it cleared.
pub(crate) fn after_move(
    pos: &mut Position,
    me: Player,
    m: &Move,
    rook_square: Option<Square>,
    rook_moved: bool,
) {
    let them = Player(1 - me.0);
    let (from, to) = match *m {
        Move::Normal { from, to, .. }
        | Move::Walled { from, to, .. }
        | Move::Gated { from, to, .. } => (Some(from), to),
        Move::Drop { to, .. } | Move::DropPromoted { to, .. } => (None, to),
        Move::Pass => return,
    };
    if let Some(f) = from {
        clear(pos, me, f);
    }
    match rook_square {
        Some(r) => clear(pos, me, r),
        None => clear(pos, them, to),
    }
    if !keeps_gates(pos, me) {
        pos.gates[me.index()] = 0;
    }
    let dr = d(pos);
    if dr.def.castle.cambodian_moves && rook_moved {
        let king = crate::royal::king_square(pos, them);
        if let Some(k) = king.filter(|k| k.file() == to.file() || k.rank() == to.rank()) {
            clear(pos, them, k);
        }
    }
}

/// Why the gated move `m` is refused, when its gating is the reason (`in_pseudo`: it is
/// among the moves before the check test); `None` when the move without the gated piece
/// is to blame.
pub(crate) fn explain(pos: &Position, m: &Move, in_pseudo: bool) -> Option<crate::PlayError> {
    use crate::PlayError::Illegal;
    let Move::Gated {
        from, kind, gate, ..
    } = *m
    else {
        return None;
    };
    let me = pos.turn;
    let name = &pos.rules().kind(kind).name;
    if !d(pos).def.castle.seirawan_gating {
        return Some(Illegal("this game has no gating".into()));
    }
    if in_pseudo {
        return None;
    }
    Some(if !pos.hands[me].has(kind) {
        Illegal(format!("you have no {name} in hand"))
    } else if !gates(pos, me).contains(gate) {
        Illegal(format!("{gate} is not one of your gates"))
    } else if gate != from {
        Illegal(format!(
            "a {name} may be gated only on the square the move leaves"
        ))
    } else {
        Illegal(format!("a {name} may not be gated on {gate}"))
    })
}
