//! `nimbench`: how fast ChessNim's exact solver answers the app's "Hint" (`CN-6`, `CN-7`).
//!
//! `nimbench [games N] [seed S] [from PLY] [ms MS] [play NODES] [board WxH]` plays N games of
//! ChessNim on a board `W` files by `H` ranks (8×8 by default, no holes, each side 1 to 16,
//! `CN-1`) with the orthodox material (`CN-2`): four random drops (seeded), then the
//! computer for both sides with `NODES` nodes a move (20,000 by default; `play 0`: random
//! drops to the end).
//! In every position from ply `PLY` on (18 by default: White's tenth drop) it asks for the
//! winning drops as the hint does
//! ([`engine::search::chessnim_winning_drops_until`]), stopped after `MS` milliseconds
//! (10,000 by default). It prints, per ply, how many positions were proven and the median
//! and slowest time, then the solver's rate in nodes per second and in positions proven
//! per second. Timing lives here only; no test asserts on it (BENCH.md).

use crate::soak::Rng;
use engine::search::{self, chessnim_winning_drops_until, Limits};
use engine::{Position, Settings, Variant, MAX_SIDE};
use std::collections::BTreeMap;
use std::io::{self, Write};
use std::time::Instant;

/// What one position cost.
struct Sample {
    ms: f64,
    nodes: u64,
    proven: bool,
}

/// The options of `nimbench`.
#[derive(Clone, Debug, PartialEq)]
pub struct Options {
    /// Games to play.
    pub games: u64,
    /// The random drops' seed.
    pub seed: u64,
    /// The first ply measured (0 = the empty board).
    pub from: usize,
    /// The time allowed for one position, in milliseconds.
    pub ms: u64,
    /// The computer's nodes a move after the random opening; 0: random drops throughout.
    pub play: u64,
    /// The board's files and ranks (`CN-1`).
    pub board: (u8, u8),
}

/// Random drops at the start of each game, so the computer's games differ.
const RANDOM_OPENING: usize = 4;

impl Default for Options {
    fn default() -> Options {
        Options {
            games: 20,
            seed: 1,
            from: 18,
            ms: 10_000,
            play: 20_000,
            board: (8, 8),
        }
    }
}

/// Reads a board size `WxH` (`10x10`), each side 1 to [`MAX_SIDE`].
fn parse_board(v: &str) -> Result<(u8, u8), String> {
    let sides = v
        .split_once(['x', 'X'])
        .and_then(|(w, h)| Some((w.parse::<u32>().ok()?, h.parse::<u32>().ok()?)));
    let Some((w, h)) = sides else {
        return Err(format!(
            "nimbench: board '{v}' should read WxH, files by ranks (e.g. 10x10)"
        ));
    };
    let side = 1..=MAX_SIDE as u32;
    if !side.contains(&w) || !side.contains(&h) {
        return Err(format!(
            "nimbench: board '{v}' is out of range (each side 1 to {MAX_SIDE})"
        ));
    }
    Ok((w as u8, h as u8))
}

/// Reads `games N`, `seed S`, `from PLY`, `ms MS`, `play NODES` and `board WxH` (any
/// order, each optional).
pub fn parse(args: &[&str]) -> Result<Options, String> {
    let mut o = Options::default();
    let mut it = args.iter();
    while let Some(&key) = it.next() {
        let Some(v) = it.next() else {
            let what = if key == "board" { "a size" } else { "a number" };
            return Err(format!("nimbench: '{key}' needs {what} after it"));
        };
        if key == "board" {
            o.board = parse_board(v)?;
            continue;
        }
        let n: u64 = v
            .parse()
            .map_err(|_| format!("nimbench: {key} '{v}' should be a whole number"))?;
        match key {
            "games" if (1..=100_000).contains(&n) => o.games = n,
            "seed" => o.seed = n,
            "from" if n <= 200 => o.from = n as usize,
            "ms" if (1..=600_000).contains(&n) => o.ms = n,
            "play" if n <= 100_000_000 => o.play = n,
            "games" | "from" | "ms" | "play" => {
                return Err(format!("nimbench: {key} '{v}' is out of range"));
            }
            _ => {
                return Err(format!(
                    "nimbench: unknown option '{key}' (expected games, seed, from, ms, play, \
                     board)"
                ))
            }
        }
    }
    Ok(o)
}

/// Plays the games, measures, prints the table.
pub fn run(o: &Options, out: &mut dyn Write) -> io::Result<()> {
    let mut settings = Settings::new(Variant::ChessNim);
    (settings.chessnim.width, settings.chessnim.height) = o.board;
    let start = match Position::start(&settings) {
        Ok(p) => p,
        Err(e) => return writeln!(out, "info string error: {e}"),
    };
    write_header(o, out)?;
    let by_ply = measure_games(o, &start);
    write_table(&by_ply, out)?;
    out.flush()
}

/// Writes what is measured: the board, the games, the moves played and the time allowed.
fn write_header(o: &Options, out: &mut dyn Write) -> io::Result<()> {
    writeln!(
        out,
        "ChessNim hint: {}x{} orthodox material, {} games (seed {}, {}), every position \
         from ply {} on, at most {} ms each{}",
        o.board.0,
        o.board.1,
        o.games,
        o.seed,
        if o.play == 0 {
            "random drops".to_string()
        } else {
            format!("the computer at {} nodes a move", o.play)
        },
        o.from,
        o.ms,
        if cfg!(debug_assertions) {
            " (DEBUG BUILD: use --release for real figures)"
        } else {
            ""
        }
    )
}

/// Plays the games from `start` and asks for the hint in every position from ply
/// `o.from` on; returns what each position cost, by ply.
fn measure_games(o: &Options, start: &Position) -> BTreeMap<usize, Vec<Sample>> {
    let mut rng = Rng::new(o.seed);
    let mut by_ply: BTreeMap<usize, Vec<Sample>> = BTreeMap::new();
    for _ in 0..o.games {
        let mut pos = start.clone();
        let mut ply = 0;
        loop {
            let moves = pos.legal_moves();
            if moves.is_empty() || pos.outcome().is_some() {
                break;
            }
            if ply >= o.from {
                by_ply
                    .entry(ply)
                    .or_default()
                    .push(measure_hint(&pos, o.ms));
            }
            let random = moves[rng.below(moves.len())];
            let m = if o.play == 0 || ply < RANDOM_OPENING {
                random
            } else {
                let limits = Limits::nodes(o.play).with_seed(rng.next_u64());
                search::best_move(&pos, &limits).best.unwrap_or(random)
            };
            pos.play_unchecked(&m);
            ply += 1;
        }
    }
    by_ply
}

/// Asks for the winning drops of `pos`, stopped after `ms` milliseconds; returns the cost.
fn measure_hint(pos: &Position, ms: u64) -> Sample {
    let t = Instant::now();
    let limit = ms as f64;
    let mut stop = |_: u64| t.elapsed().as_secs_f64() * 1e3 >= limit;
    let (wins, nodes) = chessnim_winning_drops_until(pos, u64::MAX, &mut stop);
    Sample {
        ms: t.elapsed().as_secs_f64() * 1e3,
        nodes,
        proven: wins.is_some(),
    }
}

/// Writes the table: a row per ply, then the totals.
fn write_table(by_ply: &BTreeMap<usize, Vec<Sample>>, out: &mut dyn Write) -> io::Result<()> {
    writeln!(
        out,
        "  {:>4} {:>9} {:>7} {:>11} {:>11} {:>12}",
        "ply", "positions", "proven", "median ms", "slowest ms", "nodes/s"
    )?;
    let (mut all_ms, mut all_nodes, mut all_proven, mut all_n) = (0.0, 0u64, 0usize, 0usize);
    let mut slowest: f64 = 0.0;
    for (ply, samples) in by_ply {
        let mut ms: Vec<f64> = samples.iter().map(|s| s.ms).collect();
        ms.sort_by(f64::total_cmp);
        let spent: f64 = ms.iter().sum();
        let nodes: u64 = samples.iter().map(|s| s.nodes).sum();
        let proven = samples.iter().filter(|s| s.proven).count();
        let max = ms.last().copied().unwrap_or(0.0);
        slowest = slowest.max(max);
        writeln!(
            out,
            "  {:>4} {:>9} {:>7} {:>11.1} {:>11.1} {:>12.0}",
            ply,
            samples.len(),
            proven,
            ms[ms.len() / 2],
            max,
            nodes as f64 / (spent / 1e3).max(1e-9)
        )?;
        all_ms += spent;
        all_nodes += nodes;
        all_proven += proven;
        all_n += samples.len();
    }
    writeln!(
        out,
        "  all: {all_proven} of {all_n} positions proven, slowest {slowest:.1} ms, \
         {:.0} nodes/s, {:.1} positions proven/s",
        all_nodes as f64 / (all_ms / 1e3).max(1e-9),
        all_proven as f64 / (all_ms / 1e3).max(1e-9)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_read_in_any_order_and_bad_ones_are_refused() {
        let o = parse(&[
            "ms", "50", "games", "3", "board", "10x9", "from", "20", "play", "0",
        ])
        .unwrap();
        assert_eq!(
            o,
            Options {
                games: 3,
                seed: 1,
                from: 20,
                ms: 50,
                play: 0,
                board: (10, 9),
            }
        );
        assert_eq!(parse(&[]).unwrap().board, (8, 8));
        assert_eq!(parse(&["board", "16X16"]).unwrap().board, (16, 16));
        assert!(parse(&["board"]).unwrap_err().contains("needs a size"));
        for bad in ["10", "10by10", "x10", "10x", "axb", "8x8x8"] {
            assert!(
                parse(&["board", bad])
                    .unwrap_err()
                    .contains("should read WxH"),
                "{bad}"
            );
        }
        for bad in ["0x8", "17x8", "8x17", "300x8"] {
            assert!(
                parse(&["board", bad]).unwrap_err().contains("out of range"),
                "{bad}"
            );
        }
        assert!(parse(&["games"]).unwrap_err().contains("needs a number"));
        assert!(parse(&["games", "0"]).unwrap_err().contains("out of range"));
        assert!(parse(&["speed", "1"])
            .unwrap_err()
            .contains("unknown option"));
        assert!(parse(&["ms", "x"]).unwrap_err().contains("whole number"));
    }

    #[test]
    fn a_short_run_measures_every_position_from_the_ply_on() {
        let mut out = Vec::new();
        let o = Options {
            games: 2,
            seed: 3,
            from: 12,
            ms: 300,
            play: 500,
            board: (8, 8),
        };
        run(&o, &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        // The rows: ply, positions, proven, …; from ply 12 on, one row per ply reached.
        let rows: Vec<Vec<f64>> = text
            .lines()
            .skip(2)
            .filter(|l| !l.trim_start().starts_with("all"))
            .map(|l| l.split_whitespace().map(|w| w.parse().unwrap()).collect())
            .collect();
        assert!(!rows.is_empty(), "{text}");
        assert_eq!(rows[0][0], 12.0, "{text}");
        for (i, r) in rows.iter().enumerate() {
            assert_eq!(r[0], 12.0 + i as f64, "{text}");
            assert!(r[1] >= 1.0 && r[1] <= 2.0 && r[2] <= r[1], "{text}");
            assert!(r[3] <= r[4], "median above the slowest: {text}");
        }
        let positions: f64 = rows.iter().map(|r| r[1]).sum();
        let proven: f64 = rows.iter().map(|r| r[2]).sum();
        let all = text.lines().last().unwrap();
        assert!(
            all.starts_with(&format!("  all: {proven} of {positions} positions proven")),
            "{text}"
        );
    }
}
