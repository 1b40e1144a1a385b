//! The speed figures in a browser: perft and a one-second search per game, in headless
//! Chromium through wasm-bindgen-test (`bash scripts/bench-wasm.sh`). The figures are
//! printed, never asserted. Natively this file is empty.
//!
//! The budget per measurement is `BENCH_MS` at compile time (default 1000 ms).

#![cfg(target_arch = "wasm32")]

use wasm_bindgen_test::{console_log, wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

fn budget_ms() -> f64 {
    option_env!("BENCH_MS")
        .and_then(|s| s.parse().ok())
        .unwrap_or(1000.0)
}

fn now() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .expect("the page has window.performance")
        .now()
}

#[wasm_bindgen_test]
fn perft_in_the_browser() {
    let budget = budget_ms();
    console_log!("wasm perft ({budget} ms per measurement; leaf nodes, as 'go perft' counts them)");
    let r = bench_wasm::perft_figures(budget, &now, &mut |l| console_log!("{l}"));
    if let Err(e) = r {
        panic!("perft cases do not load: {e}");
    }
}

#[wasm_bindgen_test]
fn search_in_the_browser() {
    let budget = budget_ms();
    console_log!("wasm search ({budget} ms per position: deepest completed depth, nodes, nodes/s)");
    let r = bench_wasm::search_figures(budget, &now, &mut |l| console_log!("{l}"));
    if let Err(e) = r {
        panic!("search cases do not load: {e}");
    }
}
