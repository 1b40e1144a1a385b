//! Static exchange evaluation: what a move onto a square wins or loses in material if both
//! sides then capture there in turn, each with its least valuable piece, and each free to
//! stop when going on would lose. Pieces behind a capturer (a rook behind a rook) join in
//! as the ones in front leave, because the attackers are asked again with the board as it
//! stands after each capture. Used by the search of defined games to order captures and
//! leave out those that lose material (issue 33).

use crate::{royal, Move, Player, Position, Square, SquareSet};

/// A royal piece's worth in the exchange: it captures last, and is never given up.
const ROYAL: i32 = 20_000;

/// The least valuable piece of `side` standing on `occupied` that could capture on `sq`,
/// with `occupied` as the board's occupancy: its square and worth (`value` by kind index).
fn least_attacker(
    pos: &Position,
    sq: Square,
    side: Player,
    occupied: SquareSet,
    value: &dyn Fn(usize) -> i32,
) -> Option<(Square, i32)> {
    let t = pos.rules.tables();
    let candidates = occupied & pos.by_player[side] & t.reached_from(sq);
    let mut best: Option<(Square, i32)> = None;
    for s in candidates {
        let Some(p) = pos.board[s.index()] else {
            continue;
        };
        let worth = if pos.royals.contains(s) {
            ROYAL
        } else {
            value(p.kind.index())
        };
        if best.is_some_and(|(_, b)| b <= worth) {
            continue;
        }
        if royal::betza_captures_on(pos, p, s, sq, occupied) {
            best = Some((s, worth));
        }
    }
    best
}

/// The material the player to move in `pos` gains by `m` (a move of a piece, in a game of
/// two players) and the exchange that may follow on its target, by `value` (centipawns by
/// kind index). Drops and passes gain nothing; promotions are not counted.
pub(crate) fn exchange(pos: &Position, m: &Move, value: &dyn Fn(usize) -> i32) -> i32 {
    let Move::Normal { from, to, .. } = m.piece_move() else {
        return 0;
    };
    let Some(mover) = pos.board[from.index()] else {
        return 0;
    };
    let mut gain = [0i32; 32];
    gain[0] = pos.board[to.index()].map_or(0, |p| value(p.kind.index()));
    let mut on_target = if pos.royals.contains(from) {
        ROYAL
    } else {
        value(mover.kind.index())
    };
    let mut occupied = pos.occupied;
    occupied.remove(from);
    let mut side = mover.player.next(2);
    let mut d = 0;
    while d + 1 < gain.len() {
        let Some((s, worth)) = least_attacker(pos, to, side, occupied, value) else {
            break;
        };
        d += 1;
        // What `side` stands at if it captures here (and the exchange stopped).
        gain[d] = on_target - gain[d - 1];
        on_target = worth;
        occupied.remove(s);
        side = side.next(2);
    }
    while d > 0 {
        gain[d - 1] = -(-gain[d - 1]).max(gain[d]);
        d -= 1;
    }
    gain[0]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Settings;

    /// Chess as a definition, its pieces worth P 100, N 300, B 300, R 500, Q 900.
    fn chess(fen: &str) -> Position {
        let d = crate::definition::find_definition("[c:chess]\n", Some("c")).expect("reads");
        Position::from_fen(&Settings::defined(d), fen).expect("a position")
    }

    fn worth(pos: &Position) -> impl Fn(usize) -> i32 {
        let letters: Vec<char> = pos.rules().kinds().iter().map(|k| k.letter).collect();
        move |k| {
            let letter = letters[k].to_ascii_uppercase();
            match letter {
                'P' => 100,
                'N' | 'B' => 300,
                'R' => 500,
                'Q' => 900,
                _ => 0,
            }
        }
    }

    fn see(fen: &str, uci: &str) -> i32 {
        let pos = chess(fen);
        let m = Move::parse_uci(uci, pos.rules()).expect("a move");
        exchange(&pos, &m, &worth(&pos))
    }

    #[test]
    fn an_undefended_piece_is_won_whole() {
        assert_eq!(see("4k3/8/8/3n4/8/8/8/3RK3 w - - 0 1", "d1d5"), 300);
    }

    #[test]
    fn a_defended_piece_taken_by_a_dearer_one_loses_the_difference() {
        // The rook takes a knight guarded by a pawn: 300 − 500.
        assert_eq!(see("4k3/4p3/3n4/8/8/8/8/3RK3 w - - 0 1", "d1d6"), -200);
    }

    #[test]
    fn a_piece_behind_the_capturer_joins_the_exchange() {
        // Two rooks on the file against a knight guarded by a rook: R×N, R×R, R×R.
        assert_eq!(see("3rk3/8/3n4/8/8/8/3R4/3RK3 w - - 0 1", "d2d6"), 300);
        // Without the rook behind, the capture loses the rook for the knight.
        assert_eq!(see("3rk3/8/3n4/8/8/8/3R4/4K3 w - - 0 1", "d2d6"), -200);
    }

    #[test]
    fn the_exchange_stops_where_going_on_loses() {
        // P×N and the defending queen does not take back onto a pawn-guarded square.
        assert_eq!(see("3qk3/8/3n4/2P1P3/8/8/8/4K3 w - - 0 1", "c5d6"), 300);
    }

    #[test]
    fn a_quiet_move_onto_a_guarded_square_loses_the_piece() {
        assert_eq!(see("4k3/8/2p5/8/8/8/8/3QK3 w - - 0 1", "d1d5"), -900);
        assert_eq!(see("4k3/8/8/8/8/8/8/3QK3 w - - 0 1", "d1d5"), 0);
    }
}
