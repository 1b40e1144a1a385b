//! Fits the weights of Chessence's evaluation to the results of self-play games (Texel's
//! method): each quiet position of a game is scored by the evaluation, the score is turned
//! into an expected result by a logistic curve, and the weights are moved one step at a
//! time while the mean squared error against the games' results falls.
//!
//! ```sh
//! # self-play at 5,000 nodes a move, one line per quiet position: "RESULT FEN"
//! cargo run --release -p engine --example tune_chessence -- play 1000 5000 1 > a.txt
//! # the weights that fit those results best, from the engine's own as the start
//! cargo run --release -p engine --example tune_chessence -- fit a.txt
//! ```
//!
//! RESULT is White's: 1, 0.5 or 0. A position is kept from the ninth ply on when its
//! player to move is not in check and has no capture (the evaluation of a quiet position
//! is what the search trusts at its leaves). The first six plies of each game are random
//! legal moves drawn from the seed, so that games differ.

use engine::search::{
    self, chessence_terms, Limits, SearchMemory, CHESSENCE_TERMS, CHESSENCE_TERM_NAMES,
    CHESSENCE_WEIGHTS, TEMPO,
};
use engine::{Game, Move, Phase, Player, Position, Settings, Variant};
use std::io::{self, BufRead, Write};
use std::process::ExitCode;

/// Random plies at the start of each game.
const RANDOM_PLIES: usize = 6;
/// Positions before this ply are not kept.
const FIRST_KEPT: usize = 8;
/// Games longer than this are scored as draws.
const MAX_PLIES: usize = 400;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.iter().map(String::as_str).collect::<Vec<_>>()[..] {
        ["play", games, nodes, seed] => match (games.parse(), nodes.parse(), seed.parse()) {
            (Ok(g), Ok(n), Ok(s)) => play(g, n, s),
            _ => Err("play GAMES NODES SEED: three whole numbers".to_string()),
        },
        ["fit", ref files @ ..] if !files.is_empty() => fit(files),
        _ => Err("usage: tune_chessence play GAMES NODES SEED | fit FILE...".to_string()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("tune_chessence: {e}");
            ExitCode::FAILURE
        }
    }
}

/// A small seeded generator (xorshift) for the opening plies.
fn next(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}

/// Whether the search would trust the evaluation of `pos`: no check, no capture.
fn quiet(pos: &Position) -> bool {
    if pos.phase() != Phase::Play || pos.in_check(pos.turn()) {
        return false;
    }
    !pos.legal_moves()
        .iter()
        .any(|m| matches!(*m, Move::Normal { to, .. } if pos.piece_at(to).is_some()))
}

fn play(games: usize, nodes: u64, seed: u64) -> Result<(), String> {
    let settings = Settings::new(Variant::Chessence);
    let out = io::stdout();
    let mut out = out.lock();
    let mut state = search::mix_seed(seed) | 1;
    let (mut wins, mut losses, mut draws) = (0, 0, 0);
    for g in 0..games {
        let mut game = Game::new(&settings).map_err(|e| e.to_string())?;
        let mut memory = SearchMemory::new();
        let mut kept = Vec::new();
        while game.outcome().is_none() && game.moves().len() < MAX_PLIES {
            let ply = game.moves().len();
            let pos = game.position().clone();
            let m = if ply < RANDOM_PLIES {
                let moves = pos.legal_moves();
                moves[(next(&mut state) % moves.len() as u64) as usize]
            } else {
                let limits = Limits {
                    nodes,
                    seed: next(&mut state),
                    ..Limits::default()
                };
                let r = search::best_move_remembering(
                    &game,
                    &limits,
                    &mut memory,
                    &mut |_| false,
                    &mut |_| {},
                );
                match r.best {
                    Some(m) => m,
                    None => break,
                }
            };
            if ply >= FIRST_KEPT && quiet(&pos) {
                kept.push(pos.to_fen());
            }
            game.play(&m).map_err(|e| e.to_string())?;
        }
        let result = match game.outcome().and_then(|o| o.winner) {
            Some(Player::WHITE) => {
                wins += 1;
                "1"
            }
            Some(_) => {
                losses += 1;
                "0"
            }
            None => {
                draws += 1;
                "0.5"
            }
        };
        for fen in kept {
            writeln!(out, "{result} {fen}").map_err(|e| e.to_string())?;
        }
        eprintln!(
            "game {}: {result} (White {wins}, Black {losses}, draws {draws})",
            g + 1
        );
    }
    Ok(())
}

/// One quiet position: its terms, White's tempo sign and the game's result for White.
struct Sample {
    terms: [f64; CHESSENCE_TERMS],
    tempo: f64,
    result: f64,
}

fn read(files: &[&str]) -> Result<Vec<Sample>, String> {
    let settings = Settings::new(Variant::Chessence);
    let mut samples = Vec::new();
    for file in files {
        let f = std::fs::File::open(file).map_err(|e| format!("{file}: {e}"))?;
        for (n, line) in io::BufReader::new(f).lines().enumerate() {
            let line = line.map_err(|e| format!("{file}: {e}"))?;
            let Some((result, fen)) = line.split_once(' ') else {
                continue;
            };
            let result: f64 = result
                .parse()
                .map_err(|_| format!("{file}:{}: not a result: {result}", n + 1))?;
            let pos =
                Position::from_fen(&settings, fen).map_err(|e| format!("{file}:{}: {e}", n + 1))?;
            let t = chessence_terms(&pos);
            samples.push(Sample {
                terms: t.map(f64::from),
                tempo: f64::from(if pos.turn() == Player::WHITE {
                    TEMPO
                } else {
                    -TEMPO
                }),
                result,
            });
        }
    }
    Ok(samples)
}

/// The mean squared error of the expected results against the games' results.
fn error(samples: &[Sample], w: &[f64; CHESSENCE_TERMS], k: f64) -> f64 {
    let sum: f64 = samples
        .iter()
        .map(|s| {
            let e: f64 = s.tempo + s.terms.iter().zip(w).map(|(t, w)| t * w).sum::<f64>();
            let expected = 1.0 / (1.0 + 10f64.powf(-k * e / 400.0));
            (s.result - expected).powi(2)
        })
        .sum();
    sum / samples.len() as f64
}

/// The curve's scale (in steps of 0.05) that fits weights `w` best, and its error.
fn fit_scale(samples: &[Sample], w: &[f64; CHESSENCE_TERMS]) -> (f64, f64) {
    (1..=100)
        .map(|i| {
            let k = i as f64 * 0.05;
            (k, error(samples, w, k))
        })
        .fold((1.0, f64::INFINITY), |a, b| if b.1 < a.1 { b } else { a })
}

/// Local search: each weight but the first a step up or down while the error falls, the
/// step halved when no weight moves. Returns the error reached.
fn fit_weights(samples: &[Sample], w: &mut [f64; CHESSENCE_TERMS], k: f64, mut best: f64) -> f64 {
    let mut step = 8.0;
    while step >= 1.0 {
        let mut moved = true;
        while moved {
            moved = false;
            for i in 1..CHESSENCE_TERMS {
                for delta in [step, -step] {
                    let mut t = *w;
                    t[i] += delta;
                    let e = error(samples, &t, k);
                    if e < best {
                        best = e;
                        *w = t;
                        moved = true;
                        break;
                    }
                }
            }
        }
        step /= 2.0;
    }
    best
}

fn fit(files: &[&str]) -> Result<(), String> {
    let samples = read(files)?;
    if samples.is_empty() {
        return Err("no positions read".to_string());
    }
    let mut w = CHESSENCE_WEIGHTS.map(f64::from);
    // The curve's scale that fits the engine's own weights best.
    let (mut k, mut best) = fit_scale(&samples, &w);
    println!(
        "{} positions; scale {k:.2}; error with the engine's weights {best:.6}",
        samples.len()
    );
    // The first weight (a man on the board) stays at 100 so that scores keep their
    // meaning in centipawns (the search's margins are in centipawns); the scale of the
    // curve and the other weights are fitted in turn until neither moves.
    loop {
        let before = best;
        fit_weights(&samples, &mut w, k, best);
        (k, best) = fit_scale(&samples, &w);
        if best >= before - 1e-7 {
            break;
        }
    }
    println!("scale {k:.2}");
    println!("error with the fitted weights {best:.6}");
    for (i, name) in CHESSENCE_TERM_NAMES.iter().enumerate() {
        println!(
            "{:>6} (was {:>4})  {name}",
            w[i] as i32, CHESSENCE_WEIGHTS[i]
        );
    }
    let list: Vec<String> = w.iter().map(|x| (*x as i32).to_string()).collect();
    println!("[{}]", list.join(", "));
    Ok(())
}
