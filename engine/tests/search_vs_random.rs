//! The computer against a seeded random mover, 20 games per game (10 with each colour),
//! at small node budgets: it must win at least 18.
//!
//! Vimes has three seats: the computer plays one Royalist (White in ten games, Black in
//! ten) and random movers play the other Royalist and the Republican. The computer
//! "beats" them when, by the end of the game or of the move cap, its Royalist is still in
//! the game and the other Royalist has been checkmated out of it (`VI-8`), or the computer
//! has won outright; a game the Republican wins is not a beat.

use engine::search::{best_move_in_game, Limits};
use engine::variants::vimes;
use engine::{Game, Move, Outcome, Player, Settings, Variant};

/// A small seeded generator for the random mover (SplitMix64).
struct Rand(u64);

impl Rand {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^= z >> 31;
        (((z >> 32) * n as u64) >> 32) as usize
    }
}

/// Plays one game: the computer in `seat` with `nodes` per move, random movers elsewhere.
/// Ends at the game's end or after `max_plies`.
fn play(
    settings: &Settings,
    seat: Player,
    seed: u64,
    nodes: u64,
    max_plies: usize,
) -> (Game, Option<Outcome>) {
    let mut game = Game::new(settings).expect("start position");
    let mut rng = Rand(seed.wrapping_mul(0x2545_f491_4f6c_dd1d) ^ 0xabcdef);
    let limits = Limits::nodes(nodes).with_seed(seed);
    for _ in 0..max_plies {
        if let Some(o) = game.outcome() {
            return (game, Some(o));
        }
        let pos = game.position();
        let m: Move = if pos.turn() == seat {
            best_move_in_game(&game, &limits, &mut |_| false, &mut |_| {})
                .best
                .expect("a move while the game is not over")
        } else {
            let legal = pos.legal_moves();
            legal[rng.below(legal.len())]
        };
        game.play(&m).expect("the chosen move is legal");
    }
    let o = game.outcome();
    (game, o)
}

/// Wins of the computer in 20 games (seeds 0..20, White on even seeds).
fn wins(variant: Variant, nodes: u64, max_plies: usize) -> (usize, Vec<String>) {
    let settings = Settings::new(variant);
    let mut won = 0;
    let mut report = Vec::new();
    for seed in 0..20u64 {
        let seat = if seed % 2 == 0 {
            Player::WHITE
        } else {
            Player::BLACK
        };
        let (game, outcome) = play(&settings, seat, seed, nodes, max_plies);
        let beat = if variant == Variant::Vimes {
            let pos = game.position();
            let other = seat.next(2);
            let outright = outcome.is_some_and(|o| o.winner == Some(seat));
            let lost = outcome.is_some_and(|o| o.winner.is_some() && o.winner != Some(seat));
            outright || (!lost && vimes::royalist_in(pos, seat) && !vimes::royalist_in(pos, other))
        } else {
            outcome.is_some_and(|o| o.winner == Some(seat))
        };
        won += beat as usize;
        report.push(format!(
            "seed {seed} as {}: {} after {} plies{}",
            seat.title(),
            outcome.map_or("move cap".to_string(), |o| o.to_string()),
            game.moves().len(),
            if beat { "" } else { "  <- not won" }
        ));
    }
    (won, report)
}

fn check(variant: Variant, nodes: u64, max_plies: usize) {
    let (won, report) = wins(variant, nodes, max_plies);
    assert!(
        won >= 18,
        "{variant}: the computer beat the random mover {won} times in 20:\n{}",
        report.join("\n")
    );
}

#[test]
fn chessnim_computer_beats_a_random_mover() {
    check(Variant::ChessNim, 5000, 200);
}

#[test]
fn chessence_computer_beats_a_random_mover() {
    check(Variant::Chessence, 300, 300);
}

#[test]
fn arnhem_computer_beats_a_random_mover_from_the_deployment() {
    check(Variant::Arnhem, 300, 400);
}

#[test]
fn nasty_neighbours_computer_beats_a_random_mover() {
    check(Variant::NastyNeighbours, 300, 300);
}

#[test]
fn vimes_computer_royalist_beats_a_random_royalist_and_republican() {
    check(Variant::Vimes, 300, 600);
}
