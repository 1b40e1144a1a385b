//! How long the worst definitions within the limits cost (issue 34, item 6): for each file of
//! `tests/fixtures/hostile/` (or the files given), the time to read the text, to start each
//! section's game, and to list the legal moves of the start and of every position one move
//! later (the slowest one is printed). Figures, not assertions: `RELIABILITY.md` records
//! them.
//!
//! ```sh
//! cargo run --release -p engine --example hostile_definitions
//! ```

use engine::definition::parse_definitions;
use engine::{Position, Settings};
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// The median of `rounds` timings of `f`.
fn median(rounds: usize, mut f: impl FnMut()) -> Duration {
    let mut times: Vec<Duration> = (0..rounds)
        .map(|_| {
            let t = Instant::now();
            f();
            t.elapsed()
        })
        .collect();
    times.sort();
    times[rounds / 2]
}

fn report(path: &PathBuf) {
    let text = std::fs::read_to_string(path).expect("the file reads");
    let read = median(21, || {
        let _ = parse_definitions(&text);
    });
    let defs = match parse_definitions(&text) {
        Ok(d) => d,
        Err(e) => {
            println!("{}: refused in {read:?}: {e}", path.display());
            return;
        }
    };
    println!(
        "{}: {} bytes, {} sections, read in {read:?}",
        path.display(),
        text.len(),
        defs.len()
    );
    let Some(def) = defs.last().cloned() else {
        return;
    };
    let name = def.name.clone();
    let settings = Settings::defined(def);
    let start_time = median(21, || {
        let _ = Position::start(&settings);
    });
    let Ok(start) = Position::start(&settings) else {
        println!("  [{name}] cannot start");
        return;
    };
    let moves = start.legal_moves();
    let at_start = median(21, || {
        let _ = start.legal_moves();
    });
    let mut slowest = (Duration::ZERO, 0);
    for m in moves.iter() {
        let Ok(next) = start.play(m) else { continue };
        let t = Instant::now();
        let n = next.legal_moves().len();
        slowest = slowest.max((t.elapsed(), n));
    }
    println!(
        "  [{name}] started in {start_time:?}; {} legal moves listed in {at_start:?}; \
         slowest position after one move: {} moves in {:?}",
        moves.len(),
        slowest.1,
        slowest.0
    );
}

fn main() {
    let mut files: Vec<PathBuf> = std::env::args().skip(1).map(PathBuf::from).collect();
    if files.is_empty() {
        let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/fixtures/hostile");
        files = std::fs::read_dir(&dir)
            .expect("tests/fixtures/hostile")
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "ini"))
            .collect();
        files.sort();
    }
    for f in &files {
        report(f);
    }
}
