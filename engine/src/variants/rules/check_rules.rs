//! Rules of check beyond the king's safety, for any defined game: `makpongRule` (a king in
//! check may only take its checker) and `shatarMateRule` (which mates count).
//!
//! Facts from Fairy-Stockfish's `legal` and `checkmate_value`: with `makpongRule` a king
//! move while in check is legal only when the one checking piece stands on its target.
//! With `shatarMateRule`, a mate where every checking piece is a knight is won by the
//! mated side; otherwise the mate counts only when one of the mating side's unbroken run of
//! checks (this one and each of its moves before that gave check) had a knight, rook or
//! bers among the checking pieces (a shak); without one it is a draw.

use crate::variants::defined::d;
use crate::{EndReason, Outcome, Player, Position, Square, SquareSet};

/// The pieces of players other than `victim` that attack `sq`.
fn attackers(pos: &Position, sq: Square, victim: Player) -> SquareSet {
    let t = pos.rules().tables();
    let enemies = (pos.occupied - pos.by_player[victim]) & t.reached_from(sq);
    enemies
        .iter()
        .filter(|&s| {
            pos.piece_at(s)
                .is_some_and(|p| crate::royal::captures_on(pos, p, s, sq, pos.occupied))
        })
        .collect()
}

/// `makpongRule`: with `me`'s king on `king`, the square its move must go to while in
/// check (`Some(None)`: none, two pieces check); `None` when the rule does not apply.
pub(crate) fn makpong_target(pos: &Position, king: Square, me: Player) -> Option<Option<Square>> {
    if !d(pos).def.ends.makpong_rule {
        return None;
    }
    let checkers = attackers(pos, king, me);
    let mut it = checkers.iter();
    match (it.next(), it.next()) {
        (None, _) => None,
        (Some(only), None) => Some(Some(only)),
        _ => Some(None),
    }
}

/// Whether one of the pieces checking `player` has one of `keys`.
fn checked_by(pos: &Position, player: Player, keys: &[&str]) -> Option<bool> {
    let king = crate::royal::king_square(pos, player)?;
    let def = &d(pos).def;
    let keyed = |s: Square| {
        pos.piece_at(s)
            .and_then(|p| def.pieces.get(p.kind.index()))
            .is_some_and(|p| keys.contains(&p.key.as_str()))
    };
    let checkers = attackers(pos, king, player);
    Some(checkers.iter().any(keyed))
}

/// After `mover`'s move (the turn passed): notes whether its run of checks has a shak.
pub(crate) fn after_move(pos: &mut Position, mover: Player) {
    if !d(pos).def.ends.shatar_mate_rule {
        return;
    }
    let them = Player(1 - mover.0);
    let shak = checked_by(pos, them, &["knight", "rook", "bers", "dragon"]);
    let run = match shak {
        Some(_) if crate::royal::in_check(pos, them) => {
            shak == Some(true) || pos.recent.shak(mover)
        }
        _ => false,
    };
    pos.recent = pos.recent.with_shak(mover, run);
}

/// `shatarMateRule`: the end of a mate of the player to move, if the rule changes it.
pub(crate) fn shatar_mate(pos: &Position) -> Option<Outcome> {
    if !d(pos).def.ends.shatar_mate_rule {
        return None;
    }
    let me = pos.turn;
    let king = crate::royal::king_square(pos, me)?;
    let def = &d(pos).def;
    let knight = |s: Square| {
        pos.piece_at(s)
            .and_then(|p| def.pieces.get(p.kind.index()))
            .is_some_and(|p| p.key == "knight")
    };
    if attackers(pos, king, me).iter().all(knight) {
        return Some(Outcome {
            winner: Some(me),
            reason: EndReason::KnightMate,
        });
    }
    let mover = Player(1 - me.0);
    (!pos.recent.shak(mover)).then_some(Outcome {
        winner: None,
        reason: EndReason::MateWithoutShak,
    })
}
