//! Arnhem's secret deployment (`AR-4`) for the computer: it places its army without ever
//! looking at the other army. Candidate setups are drawn at random (from the seed) and
//! judged on the player's own pieces alone: what each piece reaches from its square with
//! only friendly pieces on the board, pawns and pieces round the king, pawns that are
//! defended, and pieces that are not shut in. The best of a few hundred is played.
//!
//! Black's one change after the reveal (`AR-4`, phase [`Phase::Change`]) is not decided
//! here: both armies are public by then, and the ordinary search chooses among the
//! changes and passing.

use super::rng::Rng;
use super::SearchResult;
use crate::variants::arnhem::{
    self, deploy_zone, BISHOP, CHANCELLOR, KING, KNIGHT, PAWN, QUEEN, ROOK,
};
use crate::{Kind, Move, Phase, Player, Position, Settings, Square, SquareSet, Variant};

/// How many random setups are compared.
const CANDIDATES: usize = 300;

/// The six pieces of the back rank (`AR-2`).
const PIECES: [Kind; 6] = [KING, QUEEN, ROOK, BISHOP, KNIGHT, CHANCELLOR];

/// A full deployment of `player`'s army in Arnhem Chess (`AR-4`): the drops of its six
/// pieces on its first rank and four pawns on its pawn squares, then `pass` to confirm.
/// Chosen from the seed by a sensible rule (see the module notes), without any knowledge
/// of the other army; played from the deployment position in which `player` is to deploy
/// (its hand full), every move is legal.
pub fn arnhem_deployment(player: Player, seed: u64) -> Vec<Move> {
    let Some(empty) = empty_board() else {
        return vec![Move::Pass];
    };
    let mut rng = Rng::new(seed ^ (player.0 as u64) << 32);
    let back: Vec<Square> = deploy_zone(player, KING).iter().collect();
    let pawn_squares: Vec<Square> = deploy_zone(player, PAWN).iter().collect();
    let mut best: Option<(i32, Vec<Square>, Vec<Square>)> = None;
    for _ in 0..CANDIDATES {
        let mut pieces = back.clone();
        rng.shuffle(&mut pieces);
        let mut pawns = pawn_squares.clone();
        rng.shuffle(&mut pawns);
        pawns.truncate(4);
        let score = judge(&empty, player, &pieces, &pawns) + rng.below(8) as i32;
        if best.as_ref().is_none_or(|b| score > b.0) {
            best = Some((score, pieces, pawns));
        }
    }
    let (_, pieces, pawns) = best.expect("at least one candidate");
    let mut moves: Vec<Move> = PIECES
        .iter()
        .zip(&pieces)
        .map(|(&kind, &to)| Move::Drop { kind, to })
        .collect();
    moves.extend(pawns.iter().map(|&to| Move::Drop { kind: PAWN, to }));
    moves.push(Move::Pass);
    moves
}

/// An empty Arnhem board (the rules and tables; the position's pieces are not used).
fn empty_board() -> Option<Position> {
    Position::from_fen(&Settings::new(Variant::Arnhem), arnhem::DEPLOY_START_FEN).ok()
}

/// The score of a setup of `player`'s own army, looked at alone.
fn judge(board: &Position, player: Player, pieces: &[Square], pawns: &[Square]) -> i32 {
    let rules = board.rules();
    let t = rules.tables();
    let o = player.index().min(1);
    let own: SquareSet = pieces.iter().chain(pawns).copied().collect();
    let mut defended = SquareSet::EMPTY;
    let mut score = 0;
    for (&kind, &sq) in PIECES.iter().zip(pieces) {
        let a = t.attacks(kind.index(), o, sq, &own);
        defended |= a;
        let reach = (a - own).count() as i32;
        let weight = match kind {
            KING => 0,
            QUEEN | CHANCELLOR => 3,
            ROOK => 2,
            _ => 3,
        };
        score += weight * reach;
        if kind != KING && reach == 0 {
            score -= 25;
        }
    }
    for &sq in pawns {
        defended |= t.attacks(PAWN.index(), o, sq, &own);
    }
    let king = pieces[0];
    let g = rules.geometry();
    let forward = if player == Player::WHITE { 1 } else { -1 };
    for df in -1..=1 {
        for dr in 0..=2 {
            if let Some(s) = king.offset(df, dr * forward, g.width(), g.height()) {
                if own.contains(s) && s != king {
                    // Shelter: pawns and pieces in front of and beside the king.
                    score += if pawns.contains(&s) { 8 } else { 4 } - 2 * dr;
                }
                if defended.contains(s) {
                    score += 2;
                }
            }
        }
    }
    // A king in a corner of the back rank is harder to reach by drops from both sides.
    if king.file() == 0 || king.file() == g.width() - 1 {
        score += 6;
    }
    for &sq in pawns {
        if defended.contains(sq) {
            score += 5;
        }
    }
    score
}

/// The computer's move in a deployment phase: in Arnhem, the next drop of the setup
/// [`arnhem_deployment`] chooses; in a definition's deployment (`x-secretDeployment`), or
/// if the army was partly placed otherwise, a legal drop drawn from the seed; and `pass`
/// once the hand is empty. Looks at nothing of the other army.
pub(crate) fn deployment_move(pos: &Position, seed: u64) -> SearchResult {
    let legal = pos.legal_moves();
    let plan = if pos.rules().variant() == Variant::Arnhem {
        arnhem_deployment(pos.turn(), seed)
    } else {
        Vec::new()
    };
    let drops: Vec<Move> = legal
        .iter()
        .filter(|m| matches!(m, Move::Drop { .. }))
        .copied()
        .collect();
    let drawn =
        (!drops.is_empty()).then(|| drops[Rng::new(seed ^ pos.zobrist()).below(drops.len())]);
    let pick = plan
        .iter()
        .find(|m| legal.contains(m))
        .copied()
        .or(drawn)
        .as_ref()
        .or_else(|| legal.iter().find(|m| **m == Move::Pass))
        .or_else(|| legal.first())
        .copied();
    debug_assert!(pos.phase() == Phase::Deploy);
    SearchResult {
        best: pick,
        score: 0,
        depth: 0,
        nodes: 0,
        pv: pick.into_iter().collect(),
    }
}
