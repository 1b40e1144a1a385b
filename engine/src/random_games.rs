//! For unit tests: the positions of random games, to check a fast path against the plain
//! code it replaces.

use crate::search::rng::Rng;
use crate::{Position, Settings, Variant};

/// Plays `games` games of `variant` from its start, each move drawn at random (seeded by
/// `seed`) among the legal ones, for at most `plies` plies or to the game's end; `visit`
/// sees every position, the start included. Returns how many positions it saw.
pub(crate) fn each_position(
    variant: Variant,
    seed: u64,
    games: usize,
    plies: usize,
    visit: &mut dyn FnMut(&Position),
) -> usize {
    let start = Position::start(&Settings::new(variant)).unwrap();
    each_position_from(&start, seed, games, plies, visit)
}

/// As [`each_position`], from `start`.
pub(crate) fn each_position_from(
    start: &Position,
    seed: u64,
    games: usize,
    plies: usize,
    visit: &mut dyn FnMut(&Position),
) -> usize {
    let mut rng = Rng::new(seed);
    let mut seen = 0;
    for _ in 0..games {
        let mut pos = start.clone();
        for _ in 0..plies {
            visit(&pos);
            seen += 1;
            let legal = pos.legal_moves();
            if legal.is_empty() {
                break;
            }
            pos = pos.play(&legal[rng.below(legal.len())]).unwrap();
        }
    }
    seen
}
