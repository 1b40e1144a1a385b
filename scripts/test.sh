#!/usr/bin/env bash
# Run every check and test of the project, in this order:
#
#   1. fmt          cargo fmt --all -- --check
#   2. clippy       cargo clippy --workspace --all-targets -- -D warnings
#   3. clippy-wasm  cargo clippy -p engine -p variantarium -p bench-wasm --target wasm32-unknown-unknown -- -D warnings
#   4. test         cargo test --workspace          (engine, CLI, app logic; natively; the fuzz
#                   targets of fuzz/ run there on a fixed corpus, cli/tests/fuzz_targets.rs)
#   4b. soak        variantarium-cli soak 200 (release): 200 random games of each game, every
#                   move checked (RELIABILITY.md); FUZZ_SMOKE=1 adds cargo-fuzz, 20000 inputs
#                   per target (needs the nightly toolchain and cargo-fuzz)
#   5. wasm-test    cargo test -p variantarium --target wasm32-unknown-unknown --test NAME...
#                   (wasm-bindgen-test in headless Chromium, for each tests/NAME.rs
#                   that uses wasm_bindgen_test; skipped while there is none)
#   6. trunk        trunk build --release --offline  (the site, into dist/)
#   7. e2e          Playwright: tests/e2e/*.spec.ts against dist/ served on 127.0.0.1
#
# It first runs scripts/setup.sh, which installs whatever tool is missing.
# Exit status is non-zero if any step failed; a summary table is printed at the end.
#
# Environment knobs:
#   SKIP_SETUP=1    do not run scripts/setup.sh (tools are already there)
#   SKIP_LINT=1     skip fmt and both clippy steps
#   SKIP_WASM=1     skip the wasm-bindgen-test step
#   SKIP_E2E=1      skip the trunk build and Playwright (the quick local loop)
#   FAIL_FAST=1     stop at the first failing step (default: run the remaining
#                   independent steps, so one run reports every problem)
#   CARGO_TEST_ARGS extra arguments for step 4, e.g. "-p engine" or "--release"
#   SOAK_GAMES      games of each game in step 4b (default 200; 0 skips the soak)
#   FUZZ_SMOKE=1    also run every cargo-fuzz target briefly (step 4b)
#   E2E_ARGS        extra arguments for Playwright, e.g. "--grep smoke"
#   CI              when set, cargo runs with --locked (Cargo.lock must be up to date)
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
ROOT=$PWD

if [ "${SKIP_SETUP:-0}" != 1 ]; then
    bash scripts/setup.sh
fi

# Tools installed by setup.sh: cargo-installed ones and the npm ones (wasm-opt
# from binaryen comes first, so trunk finds the pinned version).
export PATH="$ROOT/node_modules/.bin:$HOME/.cargo/bin:$PATH"

# Bold headings on a terminal, plain text in CI logs.
if [ -t 1 ]; then BOLD=$'\033[1m' PLAIN=$'\033[0m'; else BOLD='' PLAIN=''; fi

locked=()
[ -n "${CI:-}" ] && locked=(--locked)

# ------------------------------------------------------------------ step runner
STEPS=()    # "name|status|seconds"
FAILED=0

summary() {
    echo
    echo "==================== test summary ===================="
    local entry name status secs
    for entry in "${STEPS[@]}"; do
        IFS='|' read -r name status secs <<<"$entry"
        printf '  %-12s %-6s %5ss\n' "$name" "$status" "$secs"
    done
    echo "======================================================"
    if [ "$FAILED" = 0 ]; then
        echo "ALL PASSED"
    else
        echo "FAILED: $FAILED step(s)"
    fi
}

# step NAME COMMAND...: run a step, record PASS/FAIL and its duration.
step() {
    local name=$1
    shift
    printf '\n%s==> [%s] %s%s\n' "$BOLD" "$name" "$*" "$PLAIN"
    local start=$SECONDS status=PASS
    "$@" || status=FAIL
    STEPS+=("$name|$status|$((SECONDS - start))")
    if [ "$status" = FAIL ]; then
        FAILED=$((FAILED + 1))
        if [ "${FAIL_FAST:-0}" = 1 ]; then
            summary
            exit 1
        fi
        return 1
    fi
}

skip() {
    printf '\n%s==> [%s] skipped: %s%s\n' "$BOLD" "$1" "$2" "$PLAIN"
    STEPS+=("$1|skip|0")
}

# ------------------------------------------------------------------ the steps
if [ "${SKIP_LINT:-0}" = 1 ]; then
    skip fmt "SKIP_LINT=1"
    skip clippy "SKIP_LINT=1"
    skip clippy-wasm "SKIP_LINT=1"
else
    step fmt cargo fmt --all -- --check || true
    step clippy cargo clippy "${locked[@]}" --workspace --all-targets -- -D warnings || true
    # The CLI is native only; the engine, the app and the browser benchmark must also
    # lint clean for wasm (the benchmark runs only in scripts/bench-wasm.sh, not here).
    step clippy-wasm cargo clippy "${locked[@]}" -p engine -p variantarium -p bench-wasm \
        --target wasm32-unknown-unknown -- -D warnings || true
fi

# shellcheck disable=SC2086 # CARGO_TEST_ARGS is split on purpose
step test cargo test "${locked[@]}" --workspace ${CARGO_TEST_ARGS:-} || true

if [ "${SOAK_GAMES:-200}" = 0 ]; then
    skip soak "SOAK_GAMES=0"
else
    step soak cargo run "${locked[@]}" --release -q -p variantarium-cli -- soak "${SOAK_GAMES:-200}" 1 || true
fi
if [ "${FUZZ_SMOKE:-0}" = 1 ]; then
    for t in betza fen moves random_play uci; do
        step "fuzz-$t" bash -c "cd fuzz && cargo +nightly fuzz run -s none -a $t -- -runs=20000 -max_len=256" || true
    done
fi

# wasm-bindgen-test suites are the tests/*.rs files of the app that use it.
wasm_tests=$(grep -l 'wasm_bindgen_test' tests/*.rs 2>/dev/null || true)
if [ "${SKIP_WASM:-0}" = 1 ]; then
    skip wasm-test "SKIP_WASM=1"
elif [ -z "$wasm_tests" ]; then
    skip wasm-test "no tests/*.rs uses wasm_bindgen_test yet"
else
    echo "wasm-bindgen-test suites: $wasm_tests"
    # Only those files: the other tests/*.rs are native (e.g. server-side render tests).
    wasm_test_args=()
    for f in $wasm_tests; do
        wasm_test_args+=(--test "$(basename "$f" .rs)")
    done
    # cargo runs each test binary through wasm-bindgen-test-runner, which starts
    # chromedriver and headless Chromium (capabilities in webdriver.json).
    step wasm-test env \
        CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner \
        CHROMEDRIVER="${CHROMEDRIVER:-/usr/bin/chromedriver}" \
        WASM_BINDGEN_TEST_WEBDRIVER_JSON="$ROOT/webdriver.json" \
        WASM_BINDGEN_TEST_TIMEOUT="${WASM_BINDGEN_TEST_TIMEOUT:-120}" \
        cargo test "${locked[@]}" -p variantarium --target wasm32-unknown-unknown \
        "${wasm_test_args[@]}" || true
fi

e2e_specs=$(ls tests/e2e/*.spec.ts 2>/dev/null || true)
if [ "${SKIP_E2E:-0}" = 1 ]; then
    skip trunk "SKIP_E2E=1"
    skip e2e "SKIP_E2E=1"
else
    if step trunk trunk build --release --offline --dist dist; then
        if [ -z "$e2e_specs" ]; then
            skip e2e "no tests/e2e/*.spec.ts"
        else
            # A free port unless one is given: several people (or runs) may be
            # testing on this machine at once.
            if [ -z "${E2E_PORT:-}" ]; then
                E2E_PORT=$(node -e 'const s = require("net").createServer();
                    s.listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); });')
                export E2E_PORT
            fi
            echo "serving dist/ for Playwright on http://127.0.0.1:$E2E_PORT/"
            # shellcheck disable=SC2086 # E2E_ARGS is split on purpose
            step e2e npx --no-install playwright test ${E2E_ARGS:-} || true
        fi
    else
        skip e2e "the trunk build failed"
    fi
fi

summary
[ "$FAILED" = 0 ]
