#!/usr/bin/env bash
# The engine's speed in a browser: perft and a timed search per game, compiled to
# WebAssembly (release) and run in headless Chromium by wasm-bindgen-test (bench-wasm/).
# Prints the figures; compare with `cargo run --release -p variantarium-cli -- bench`
# (same positions, engine::bench). See BENCH.md.
#
#   bash scripts/bench-wasm.sh          # 1000 ms per measurement
#   BENCH_MS=200 bash scripts/bench-wasm.sh
#
# Needs what scripts/setup.sh installs: the wasm32 target, wasm-bindgen-test-runner at
# the version of Cargo.lock, chromium and chromedriver. Not part of scripts/test.sh.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
ROOT=$PWD
export PATH="$HOME/.cargo/bin:$PATH"

locked=()
[ -n "${CI:-}" ] && locked=(--locked)

# BENCH_MS is read at compile time by bench-wasm/tests/browser.rs.
# --test-threads=1: one measurement at a time (the runner runs them in one page anyway).
BENCH_MS="${BENCH_MS:-1000}" \
CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner \
CHROMEDRIVER="${CHROMEDRIVER:-/usr/bin/chromedriver}" \
WASM_BINDGEN_USE_BROWSER=1 \
WASM_BINDGEN_TEST_WEBDRIVER_JSON="$ROOT/webdriver.json" \
WASM_BINDGEN_TEST_TIMEOUT="${WASM_BINDGEN_TEST_TIMEOUT:-300}" \
    cargo test "${locked[@]}" --release --target wasm32-unknown-unknown -p bench-wasm \
    --test browser -- --nocapture
