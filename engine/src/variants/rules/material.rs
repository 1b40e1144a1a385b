//! The material count that decides a game otherwise drawn (`materialCounting`), and the
//! piece count that decides a stalemate (`stalematePieceCount`), for any defined game.
//!
//! Facts from Fairy-Stockfish: the count applies to a stalemate that would be drawn, a draw
//! by the n-move rule and a draw by repetition; `unweighted` compares the pieces on the
//! board, `whitedrawodds`/`blackdrawodds` give every such draw to one side (Armageddon),
//! `janggi` weighs the board's pieces (rook 13, cannon 7, horse 5, elephant and advisor 3,
//! soldier 2) with Black's 1.5 points of komi.

use crate::definition::MaterialCounting;
use crate::{Player, Position};

/// How many pieces `player` has on the board.
fn pieces(pos: &Position, player: Player) -> usize {
    pos.by_player[player].iter().count()
}

/// The winner a material count `rule` gives in `pos`, or `None` for a draw.
pub(crate) fn winner(pos: &Position, rule: MaterialCounting) -> Option<Player> {
    let (w, b) = (Player::WHITE, Player::BLACK);
    match rule {
        MaterialCounting::None => None,
        MaterialCounting::WhiteDrawOdds => Some(w),
        MaterialCounting::BlackDrawOdds => Some(b),
        MaterialCounting::Unweighted => match pieces(pos, w).cmp(&pieces(pos, b)) {
            std::cmp::Ordering::Greater => Some(w),
            std::cmp::Ordering::Less => Some(b),
            std::cmp::Ordering::Equal => None,
        },
        MaterialCounting::Janggi => {
            let def = pos.rules().definition()?;
            let weight = |key: &str| match key {
                "rook" => 13,
                "janggiCannon" => 7,
                "horse" => 5,
                "janggiElephant" | "wazir" => 3,
                "soldier" => 2,
                _ => 0,
            };
            let sum: i32 = pos
                .occupied
                .iter()
                .filter_map(|s| pos.board[s.index()])
                .map(|p| {
                    let v = def.pieces.get(p.kind.index()).map_or(0, |d| weight(&d.key));
                    if p.player == w {
                        v
                    } else {
                        -v
                    }
                })
                .sum();
            // Half a point more for Black: no draw.
            Some(if 2 * sum - 3 > 0 { w } else { b })
        }
    }
}

/// `stalematePieceCount`: how the pieces on the board of the side to move `me` compare with
/// the other side's (Fairy-Stockfish: fewer get the stalemate value, more its opposite,
/// as many a draw).
pub(crate) fn stalemate_count(pos: &Position, me: Player) -> std::cmp::Ordering {
    let other = Player(1 - me.0);
    pieces(pos, me).cmp(&pieces(pos, other))
}
