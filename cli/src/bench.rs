//! `bench`: timing figures for perft in every game and for the free-square work the app
//! does after every ChessNim drop. Timing lives here only; no test asserts on it.
//!
//! Each measurement repeats its operation in growing batches until the time budget is
//! spent, then reports the mean.

use engine::bench::{self, BenchCase};
use engine::search::{self, Limits};
use engine::{perft, Move, MoveList, Position};
use std::hint::black_box;
use std::io::{self, Write};
use std::time::{Duration, Instant};

/// The default time spent on each measurement, in milliseconds.
pub const DEFAULT_BUDGET_MS: u64 = 1000;

pub use engine::bench::{BIG_FEN, BIG_MATERIAL, MID_FEN};

/// Runs `op` in batches until `budget` is spent; the mean time of one call.
fn time_per_op(budget: Duration, mut op: impl FnMut()) -> Duration {
    let start = Instant::now();
    let mut batch: u64 = 1;
    let mut done: u64 = 0;
    loop {
        for _ in 0..batch {
            op();
        }
        done += batch;
        let spent = start.elapsed();
        if spent >= budget {
            return spent / u32::try_from(done).unwrap_or(u32::MAX).max(1);
        }
        batch = batch.saturating_mul(2);
    }
}

fn micros(d: Duration) -> f64 {
    d.as_secs_f64() * 1e6
}

fn line(out: &mut dyn Write, label: &str, per_op: Duration) -> io::Result<()> {
    let us = micros(per_op);
    let per_s = if us > 0.0 { 1e6 / us } else { f64::INFINITY };
    writeln!(out, "  {label:<58} {us:>10.3} µs/op {per_s:>12.0} op/s")?;
    out.flush()
}

/// Prints the figures; `budget_ms` is the time spent on each measurement.
pub fn run(budget_ms: u64, out: &mut dyn Write) -> io::Result<()> {
    match run_inner(budget_ms, out) {
        Ok(r) => r,
        Err(e) => writeln!(out, "info string error: bench could not set up: {e}"),
    }
}

fn run_inner(budget_ms: u64, out: &mut dyn Write) -> Result<io::Result<()>, String> {
    let budget = Duration::from_millis(budget_ms);
    let cases = bench::perft_cases()?;
    let mut perft_positions = Vec::new();
    for c in &cases {
        perft_positions.push(c.position()?);
    }
    let big_settings = bench::chessnim_settings(Some(BIG_MATERIAL))?;
    let big = bench::position(&big_settings, Some(BIG_FEN))?;
    Ok(report(budget, &cases, &perft_positions, &big, out))
}

fn report(
    budget: Duration,
    cases: &[BenchCase],
    perft_positions: &[Position],
    big: &Position,
    out: &mut dyn Write,
) -> io::Result<()> {
    writeln!(
        out,
        "Variantarium bench, {} ms per measurement{}",
        budget.as_millis(),
        if cfg!(debug_assertions) {
            " (DEBUG BUILD: use --release for real figures)"
        } else {
            ""
        }
    )?;
    writeln!(out)?;
    writeln!(out, "Perft (leaf nodes, as 'go perft' counts them)")?;
    for (c, pos) in cases.iter().zip(perft_positions) {
        let start = Instant::now();
        let mut runs = 0u32;
        let mut nodes = 0u64;
        while runs == 0 || start.elapsed() < budget {
            nodes = perft::perft(black_box(pos), c.depth);
            runs += 1;
        }
        let per_run = start.elapsed() / runs;
        let nps = nodes as f64 / per_run.as_secs_f64().max(1e-9);
        writeln!(
            out,
            "  {:<38} depth {} {:>12} nodes {:>10.3} ms {:>14.0} nodes/s",
            c.name,
            c.depth,
            nodes,
            per_run.as_secs_f64() * 1e3,
            nps
        )?;
        if let Some(fen) = c.fen {
            writeln!(out, "    {fen}")?;
        }
        out.flush()?;
    }
    writeln!(out)?;
    search_figures(budget, out)?;
    writeln!(out)?;
    big_board(budget, big, out)
}

/// The search for `budget` in each game: the depth completed, nodes, nodes per second.
fn search_figures(budget: Duration, out: &mut dyn Write) -> io::Result<()> {
    writeln!(
        out,
        "Search ({} ms per position: deepest completed depth, nodes, nodes/s)",
        budget.as_millis()
    )?;
    for case in bench::search_cases() {
        let name = case.name;
        let pos = match case.position() {
            Ok(p) => p,
            Err(e) => {
                writeln!(out, "  {name}: cannot set up: {e}")?;
                continue;
            }
        };
        let start = Instant::now();
        let mut stop = |_: u64| start.elapsed() >= budget;
        let r = search::best_move_with(&pos, &Limits::default(), &mut stop, &mut |_| {});
        let secs = start.elapsed().as_secs_f64().max(1e-9);
        let best = r
            .best
            .map_or("(none)".to_string(), |m| m.to_uci(pos.rules()));
        writeln!(
            out,
            "  {name:<40} depth {:>2} {:>10} nodes {:>12.0} nodes/s  best {best} ({})",
            r.depth,
            r.nodes,
            r.nodes as f64 / secs,
            search::uci_score(r.score)
        )?;
        out.flush()?;
    }
    Ok(())
}

/// The free-square work on the big ChessNim board: (a) to (e), then the goal.
fn big_board(budget: Duration, big: &Position, out: &mut dyn Write) -> io::Result<()> {
    let drops: Vec<Move> = big.legal_moves().to_vec();
    describe_big_board(big, &drops, out)?;

    let free = time_per_op(budget, || {
        black_box(black_box(big).free_squares());
    });
    line(out, "(a) free_squares()", free)?;

    let per_drop = time_one_drop(budget, big, &drops, out)?;

    let mut list = MoveList::new();
    let gen = time_per_op(budget, || {
        black_box(big).legal_moves_into(&mut list);
        black_box(list.len());
    });
    line(
        out,
        &format!("(c) legal drop generation ({} drops)", drops.len()),
        gen,
    )?;

    if !drops.is_empty() {
        time_play_and_turn(budget, big, &drops, out)?;
    }

    writeln!(out)?;
    let frame = Duration::from_millis(16);
    if let Some(t) = per_drop {
        writeln!(
            out,
            "Goal: free-square recomputation per drop well inside a 16 ms frame: (b) is {:.4}% of 16 ms",
            t.as_secs_f64() / frame.as_secs_f64() * 100.0
        )?;
    }
    Ok(())
}

/// Writes what the big board is: its size, holes, pieces, FEN, material and drops.
fn describe_big_board(big: &Position, drops: &[Move], out: &mut dyn Write) -> io::Result<()> {
    let g = big.rules().geometry();
    writeln!(
        out,
        "Free squares on {}x{} with {} holes and {} pieces, pieces in hand",
        g.width(),
        g.height(),
        g.holes().count(),
        big.occupied().count()
    )?;
    writeln!(out, "    {BIG_FEN}")?;
    writeln!(out, "    material {BIG_MATERIAL}")?;
    writeln!(
        out,
        "    free squares {}, legal drops {}",
        big.free_squares().count(),
        drops.len()
    )
}

/// (b): one drop played, its free squares, and the drop undone; `None` without a drop.
fn time_one_drop(
    budget: Duration,
    big: &Position,
    drops: &[Move],
    out: &mut dyn Write,
) -> io::Result<Option<Duration>> {
    if drops.is_empty() {
        writeln!(out, "  (b) no legal drop in this position: skipped")?;
        return Ok(None);
    }
    let mut p = big.clone();
    let mut i = 0;
    let t = time_per_op(budget, || {
        let m = drops[i % drops.len()];
        i += 1;
        let clock = p.halfmove_clock();
        p.play_unchecked(&m);
        black_box(p.free_squares());
        if let Move::Drop { kind, to } = m {
            p.undo_drop(kind, to, clock);
        }
    });
    line(
        out,
        "(b) one drop: play_unchecked + free_squares (+ undo_drop)",
        t,
    )?;
    Ok(Some(t))
}

/// (d) and (e): `Position::play` alone, then the app's whole turn after a drop.
fn time_play_and_turn(
    budget: Duration,
    big: &Position,
    drops: &[Move],
    out: &mut dyn Write,
) -> io::Result<()> {
    let mut i = 0;
    let play = time_per_op(budget, || {
        let m = drops[i % drops.len()];
        i += 1;
        let _ = black_box(big.play(&m));
    });
    line(out, "(d) Position::play (legality check + copy)", play)?;

    let mut i = 0;
    let turn = time_per_op(budget, || {
        let m = drops[i % drops.len()];
        i += 1;
        if let Ok(next) = big.play(&m) {
            black_box(next.free_squares());
            black_box(next.outcome());
            black_box(next.legal_moves());
        }
    });
    line(
        out,
        "(e) app turn: play + free_squares + outcome + legal_moves",
        turn,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bench_positions_are_what_they_claim() {
        let s = bench::chessnim_settings(Some(BIG_MATERIAL));
        let big = s.and_then(|s| bench::position(&s, Some(BIG_FEN)));
        let Ok(big) = big else {
            panic!("BIG_FEN does not load: {big:?}");
        };
        assert_eq!(big.to_fen(), BIG_FEN);
        assert_eq!(big.occupied().count(), 40);
        assert_eq!(big.rules().geometry().holes().count(), 12);
        assert_eq!(big.free_squares().count(), 29);
        assert!(big.outcome().is_none());
        let mid = bench::chessnim_settings(None).and_then(|s| bench::position(&s, Some(MID_FEN)));
        let Ok(mid) = mid else {
            panic!("MID_FEN does not load: {mid:?}");
        };
        assert_eq!(mid.to_fen(), MID_FEN);
        assert!(!mid.legal_moves().is_empty());
    }
}
