//! `bench`: timing figures for perft in every game and for the free-square work the app
//! does after every ChessNim drop. Timing lives here only; no test asserts on it.
//!
//! Each measurement repeats its operation in growing batches until the time budget is
//! spent, then reports the mean.

use engine::search::{self, Limits};
use engine::{perft, ChessNimSettings, Move, MoveList, Position, Settings, Variant};
use std::hint::black_box;
use std::io::{self, Write};
use std::time::{Duration, Instant};

/// The default time spent on each measurement, in milliseconds.
pub const DEFAULT_BUDGET_MS: u64 = 1000;

/// Material of the 16×16 position: every orthodox kind and a nightrider (a rider whose
/// leaps cross holes), so that fixed leapers, sliders and leaping riders all take part.
pub const BIG_MATERIAL: &str =
    "K:K:2, Q:Q:3, R:R:4, B:B:4, N:N:5, P:fmWfcFifmnD:16, A:NN:3:nightrider";

/// A 16×16 ChessNim position with 12 holes and 40 pieces (20 each: kings, queens, rooks,
/// bishops, knights, pawns, nightriders), reached by 40 legal drops, 29 free squares, 17
/// pieces in each hand (White: queens, a knight, pawns; Black: bishops, pawns, a
/// nightrider).
pub const BIG_FEN: &str = "*6rAr3N1*/2BA12/4k5K1q3/3*QB7q2/1q3R10/1r5nk3N3/6*2*6/\
1n3R2*7/7*3n4/1p4*2*3n1p/A2b5BP5/5a1N1R6/r5B5*R2/2Pb6na4/10K5/*8N5*\
[QQNPPPPPPPPPPPPPPbbppppppppppppppa] w - - 0 21";

/// An 8×8 middle game with the orthodox material, 10 pieces down, both hands still full
/// of mixed material (reached by 10 legal drops).
pub const MID_FEN: &str = "4k3/4rR1K/4B3/8/P3n1B1/8/r7/1n6[QRNNPPPPPPPqbbpppppppp] w - - 0 6";

struct PerftCase {
    name: &'static str,
    settings: Settings,
    fen: Option<&'static str>,
    depth: u32,
}

fn settings_with(material: Option<&str>) -> Result<Settings, String> {
    let mut s = Settings::new(Variant::ChessNim);
    match material {
        None => {}
        Some("kings") => s.chessnim.material = ChessNimSettings::kings_only_material(),
        Some(m) => s.chessnim.material = ChessNimSettings::parse_material(m)?,
    }
    Ok(s)
}

fn position(settings: &Settings, fen: Option<&str>) -> Result<Position, String> {
    match fen {
        None => Position::start(settings),
        Some(f) => Position::from_fen(settings, f),
    }
    .map_err(|e| e.to_string())
}

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
    let cases = [
        PerftCase {
            name: "8x8 orthodox material, start",
            settings: settings_with(None)?,
            fen: None,
            depth: 3,
        },
        PerftCase {
            name: "8x8 kings only (unlimited), start",
            settings: settings_with(Some("kings"))?,
            fen: None,
            depth: 3,
        },
        PerftCase {
            name: "8x8 orthodox material, middle game",
            settings: settings_with(None)?,
            fen: Some(MID_FEN),
            depth: 3,
        },
        PerftCase {
            name: "Chessence, start",
            settings: Settings::new(Variant::Chessence),
            fen: None,
            depth: 4,
        },
        PerftCase {
            name: "Arnhem, sample deployment (PERFT.md)",
            settings: Settings::new(Variant::Arnhem),
            fen: Some("rnbqkc/2pp2/1p2p1/**2**/1P2P1/2PP2/RNBQKC[] w - - 0 1"),
            depth: 4,
        },
        PerftCase {
            name: "Nasty Neighbours, start",
            settings: Settings::new(Variant::NastyNeighbours),
            fen: None,
            depth: 4,
        },
        PerftCase {
            name: "Vimes, start (three players)",
            settings: Settings::new(Variant::Vimes),
            fen: None,
            depth: 4,
        },
    ];
    let mut perft_positions = Vec::new();
    for c in &cases {
        perft_positions.push(position(&c.settings, c.fen)?);
    }
    let big_settings = settings_with(Some(BIG_MATERIAL))?;
    let big = position(&big_settings, Some(BIG_FEN))?;
    Ok(report(budget, &cases, &perft_positions, &big, out))
}

fn report(
    budget: Duration,
    cases: &[PerftCase],
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

/// The positions the search is timed on: each game's start (Arnhem after a deployment).
fn search_positions() -> Vec<(&'static str, Settings, Option<&'static str>)> {
    vec![
        (
            "ChessNim 8x8 orthodox, start",
            Settings::new(Variant::ChessNim),
            None,
        ),
        (
            "ChessNim 8x8 orthodox, middle game",
            Settings::new(Variant::ChessNim),
            Some(MID_FEN),
        ),
        ("Chessence, start", Settings::new(Variant::Chessence), None),
        (
            "Arnhem, sample deployment",
            Settings::new(Variant::Arnhem),
            Some("rnbqkc/2pp2/1p2p1/**2**/1P2P1/2PP2/RNBQKC[] w - - 0 1"),
        ),
        (
            "Nasty Neighbours, start",
            Settings::new(Variant::NastyNeighbours),
            None,
        ),
        (
            "Vimes, start (paranoid, three players)",
            Settings::new(Variant::Vimes),
            None,
        ),
    ]
}

/// The search for `budget` in each game: the depth completed, nodes, nodes per second.
fn search_figures(budget: Duration, out: &mut dyn Write) -> io::Result<()> {
    writeln!(
        out,
        "Search ({} ms per position: deepest completed depth, nodes, nodes/s)",
        budget.as_millis()
    )?;
    for (name, settings, fen) in search_positions() {
        let pos = match position(&settings, fen) {
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

fn big_board(budget: Duration, big: &Position, out: &mut dyn Write) -> io::Result<()> {
    let g = big.rules().geometry();
    let drops: Vec<Move> = big.legal_moves().to_vec();
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
    )?;

    let free = time_per_op(budget, || {
        black_box(black_box(big).free_squares());
    });
    line(out, "(a) free_squares()", free)?;

    let per_drop = if drops.is_empty() {
        writeln!(out, "  (b) no legal drop in this position: skipped")?;
        None
    } else {
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
        Some(t)
    };

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
        )?;
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bench_positions_are_what_they_claim() {
        let s = settings_with(Some(BIG_MATERIAL)).map_err(|e| e.to_string());
        let big = s.and_then(|s| position(&s, Some(BIG_FEN)));
        let Ok(big) = big else {
            panic!("BIG_FEN does not load: {big:?}");
        };
        assert_eq!(big.to_fen(), BIG_FEN);
        assert_eq!(big.occupied().count(), 40);
        assert_eq!(big.rules().geometry().holes().count(), 12);
        assert_eq!(big.free_squares().count(), 29);
        assert!(big.outcome().is_none());
        let mid = settings_with(None).and_then(|s| position(&s, Some(MID_FEN)));
        let Ok(mid) = mid else {
            panic!("MID_FEN does not load: {mid:?}");
        };
        assert_eq!(mid.to_fen(), MID_FEN);
        assert!(!mid.legal_moves().is_empty());
    }
}
