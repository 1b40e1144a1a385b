//! The computer's levels as players meet them (issue 33, "In the app"): the weak levels
//! stay beatable and are weaker than Club. In each two-player game of ours, and in one
//! game of each rule family of Fairy-Stockfish's built-ins (issue 61, item 6), played by
//! the worker's own `think` (the level's node budget and random moves included):
//! - Beginner and Casual beat a seeded random mover in most games;
//! - Club beats Beginner and Casual in most games.
//!
//! The clock advances a millisecond each time the search reads it (every 64 nodes), so a
//! level's time is a fixed amount of work on every machine and the games are the same on
//! every run. A game not over after [`MAX_PLIES`] counts as no one's win.

use engine::definition::builtin;
use engine::{Move, Player, Settings, Variant};
use variantarium::computer::{think, Reply, Request, Task, LEVELS};
use variantarium::game::Game;

/// Moves after which an unfinished game is left undecided.
const MAX_PLIES: usize = 160;

/// Games per pairing and game: each seat with each colour, two seeds.
const SEEDS: [u64; 2] = [3, 8];

/// Who plays a seat.
#[derive(Clone, Copy, Debug)]
enum Mover {
    /// A level of [`LEVELS`], by name.
    Level(&'static str),
    /// A random legal move, drawn from the seed.
    Random,
}

fn ms_of(name: &str) -> u32 {
    LEVELS
        .iter()
        .find(|l| l.name == name)
        .unwrap_or_else(|| panic!("no level {name}"))
        .ms
}

/// A clock that advances a millisecond per reading.
fn ticking() -> impl FnMut() -> f64 {
    let mut t = 0.0;
    move || {
        t += 1.0;
        t
    }
}

/// SplitMix64 of `x`: the random mover's draw.
fn mix(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// The move `who` makes in `game` at ply `ply` of the game seeded `seed`.
fn choose(who: Mover, game: &Game, seed: u64, ply: usize) -> Move {
    let pos = game.position();
    let move_seed = mix(seed ^ (ply as u64).wrapping_mul(0x2545_f491_4f6c_dd1d));
    match who {
        Mover::Random => {
            let legal = pos.legal_moves();
            legal[(move_seed % legal.len() as u64) as usize]
        }
        Mover::Level(name) => {
            let req = Request {
                id: ply as u32,
                task: Task::Move,
                ms: ms_of(name),
                seed: move_seed,
                game: game.to_saved(),
            };
            match think(&req, &mut ticking()) {
                Reply::Move { mv, .. } => pos.parse_move(&mv).expect("a move"),
                other => panic!("{name}: {other:?}"),
            }
        }
    }
}

/// Plays `white` against `black` in `settings`' game; the winner, if any.
fn play(settings: &Settings, white: Mover, black: Mover, seed: u64) -> Option<Player> {
    let mut game = Game::new(settings.clone()).expect("start");
    for ply in 0..MAX_PLIES {
        if let Some(o) = game.outcome() {
            return o.winner;
        }
        let who = if game.position().turn() == Player::WHITE {
            white
        } else {
            black
        };
        let m = choose(who, &game, seed, ply);
        game.play_move(m).expect("legal");
    }
    game.outcome().and_then(|o| o.winner)
}

/// One built-in game of each rule family (KEYS.md), by its rule family: big boards,
/// shogi's hands and promotions, palaces and hoppers, passes and bikjang, drops, flags,
/// check counting, blasts, must-capture and extinction, walls, gating, flipping, races
/// to the last rank, counting, placement.
const FAMILIES: [&str; 15] = [
    "capablanca",
    "shogi",
    "xiangqi",
    "janggi",
    "crazyhouse",
    "kingofthehill",
    "3check",
    "atomic",
    "antichess",
    "isolation",
    "seirawan",
    "ataxx",
    "breakthrough",
    "makruk",
    "sittuyin",
];

/// The four two-player games of ours, Arnhem with its quick setup, then [`FAMILIES`].
fn games() -> Vec<Settings> {
    let mut arnhem = Settings::new(Variant::Arnhem);
    arnhem.arnhem.deployment = false;
    let ours = [
        Settings::new(Variant::ChessNim),
        Settings::new(Variant::Chessence),
        arnhem,
        Settings::new(Variant::NastyNeighbours),
    ];
    let families = FAMILIES.iter().map(|name| {
        let def = builtin(name).unwrap_or_else(|| panic!("the built-in {name}"));
        Settings::defined(def)
    });
    ours.into_iter().chain(families).collect()
}

/// Games per pairing in each game: both colours, every seed.
const PER_GAME: usize = 2 * SEEDS.len();

/// How many of the games `strong` wins against `weak` in each game (both colours, every
/// seed), with the game's title.
fn wins(strong: Mover, weak: Mover) -> Vec<(String, usize)> {
    let mut out = Vec::new();
    for settings in games() {
        let mut here = 0;
        for &seed in &SEEDS {
            if play(&settings, strong, weak, seed) == Some(Player::WHITE) {
                here += 1;
            }
            if play(&settings, weak, strong, seed) == Some(Player::BLACK) {
                here += 1;
            }
        }
        println!(
            "{strong:?} against {weak:?} in {}: {here} of {PER_GAME}",
            settings.title()
        );
        out.push((settings.title().to_string(), here));
    }
    out
}

/// Asserts that `strong` won most games over all, and at least `each` of every game's.
fn assert_wins(strong: &str, weak: &str, wins: &[(String, usize)], each: usize) {
    let won: usize = wins.iter().map(|(_, n)| n).sum();
    let played = PER_GAME * wins.len();
    assert!(
        2 * won > played,
        "{strong} against {weak}: {won} of {played}"
    );
    for (game, n) in wins {
        assert!(
            *n >= each,
            "{strong} against {weak} in {game}: {n} of {PER_GAME}"
        );
    }
}

#[test]
fn beginner_and_casual_beat_a_random_mover_in_most_games() {
    let beginner = wins(Mover::Level("Beginner"), Mover::Random);
    assert_wins("Beginner", "a random mover", &beginner, PER_GAME / 2);
    // Casual beats a random mover in every game, all but one game at most.
    let casual = wins(Mover::Level("Casual"), Mover::Random);
    assert_wins("Casual", "a random mover", &casual, PER_GAME - 1);
}

#[test]
fn club_beats_beginner_and_casual_in_most_games() {
    for name in ["Beginner", "Casual"] {
        let club = wins(Mover::Level("Club"), Mover::Level(name));
        assert_wins("Club", name, &club, PER_GAME / 2);
    }
}
