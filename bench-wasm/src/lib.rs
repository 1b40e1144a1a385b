//! The engine's speed figures with the clock given by the caller, so that the same code
//! runs natively and in a browser (where `std::time::Instant` panics and the page's
//! `performance.now()` is the clock). `tests/browser.rs` runs them in headless Chromium
//! (`scripts/bench-wasm.sh`); the positions are `engine::bench`'s, the ones the native
//! `variantarium-cli bench` times. Timing lives in the output only; nothing asserts on it.

#![warn(missing_docs)]

use engine::bench;
use engine::perft;
use engine::search::{self, Limits};
use std::hint::black_box;

/// A clock in milliseconds (any origin).
pub type Clock<'a> = &'a dyn Fn() -> f64;

/// One perft figure.
#[derive(Clone, Debug, PartialEq)]
pub struct PerftFigure {
    /// The case's name.
    pub name: &'static str,
    /// The depth counted.
    pub depth: u32,
    /// Leaf nodes at that depth.
    pub nodes: u64,
    /// Milliseconds per count (the mean of the runs that fit in the budget).
    pub ms: f64,
    /// Leaf nodes per second.
    pub nps: f64,
}

/// One search figure.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchFigure {
    /// The case's name.
    pub name: &'static str,
    /// The deepest depth completed in the budget.
    pub depth: u32,
    /// Nodes searched.
    pub nodes: u64,
    /// Nodes per second.
    pub nps: f64,
    /// The move chosen, in coordinate form.
    pub best: String,
}

/// Times perft on every case of `engine::bench::perft_cases`: each count is repeated until
/// `budget_ms` is spent (at least once); `report` gets a line per case as it is done.
pub fn perft_figures(
    budget_ms: f64,
    now: Clock,
    report: &mut dyn FnMut(&str),
) -> Result<Vec<PerftFigure>, String> {
    let mut figures = Vec::new();
    for c in bench::perft_cases()? {
        let pos = c.position()?;
        let start = now();
        let mut runs = 0u32;
        let mut nodes = 0;
        while runs == 0 || now() - start < budget_ms {
            nodes = perft::perft(black_box(&pos), c.depth);
            runs += 1;
        }
        let ms = (now() - start) / f64::from(runs);
        let f = PerftFigure {
            name: c.name,
            depth: c.depth,
            nodes,
            ms,
            nps: nodes as f64 / (ms / 1e3).max(1e-9),
        };
        report(&format!(
            "  {:<38} depth {} {:>12} nodes {:>10.3} ms {:>14.0} nodes/s",
            f.name, f.depth, f.nodes, f.ms, f.nps
        ));
        figures.push(f);
    }
    Ok(figures)
}

/// Searches every case of `engine::bench::search_cases` for `budget_ms` (a fresh search
/// each, default [`Limits`], stopped by the clock); `report` gets a line per case.
pub fn search_figures(
    budget_ms: f64,
    now: Clock,
    report: &mut dyn FnMut(&str),
) -> Result<Vec<SearchFigure>, String> {
    let mut figures = Vec::new();
    for c in bench::search_cases() {
        let pos = c.position()?;
        let start = now();
        let mut stop = |_: u64| now() - start >= budget_ms;
        let r = search::best_move_with(&pos, &Limits::default(), &mut stop, &mut |_| {});
        let secs = ((now() - start) / 1e3).max(1e-9);
        let f = SearchFigure {
            name: c.name,
            depth: r.depth,
            nodes: r.nodes,
            nps: r.nodes as f64 / secs,
            best: r
                .best
                .map_or("(none)".to_string(), |m| m.to_uci(pos.rules())),
        };
        report(&format!(
            "  {:<40} depth {:>2} {:>10} nodes {:>12.0} nodes/s  best {} ({})",
            f.name,
            f.depth,
            f.nodes,
            f.nps,
            f.best,
            search::uci_score(r.score)
        ));
        figures.push(f);
    }
    Ok(figures)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::Cell;

    /// A fake clock that advances 1 ms per reading: the figures come out without a real
    /// clock, and the loops end.
    #[test]
    fn figures_come_out_with_any_clock() {
        let t = Cell::new(0.0);
        let now = || {
            t.set(t.get() + 1.0);
            t.get()
        };
        let mut lines = Vec::new();
        let p = perft_figures(0.0, &now, &mut |l| lines.push(l.to_string()));
        let Ok(p) = p else {
            panic!("perft cases do not load: {p:?}");
        };
        assert_eq!(p.len(), bench::perft_cases().map(|c| c.len()).unwrap_or(0));
        let arnhem = p.iter().find(|f| f.name.starts_with("Arnhem"));
        assert_eq!(arnhem.map(|f| f.nodes), Some(77_802));
        let s = search_figures(3.0, &now, &mut |l| lines.push(l.to_string()));
        let Ok(s) = s else {
            panic!("search cases do not load: {s:?}");
        };
        assert_eq!(s.len(), bench::search_cases().len());
        assert_eq!(lines.len(), p.len() + s.len());
    }
}
