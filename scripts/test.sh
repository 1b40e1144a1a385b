#!/usr/bin/env bash
# Run every check and test of the project, in this order:
#
#   1. fmt          cargo fmt --all -- --check
#   2. clippy       cargo clippy --workspace --all-targets -- -D warnings
#   3. clippy-wasm  cargo clippy -p engine -p variantarium -p variantarium-engine -p bench-wasm --target wasm32-unknown-unknown -- -D warnings
#   4. test         cargo test --workspace          (engine, CLI, app logic; natively; the fuzz
#                   targets of fuzz/ run there on a fixed corpus, cli/tests/fuzz_targets.rs)
#   4a. test-page-engine  cargo test -p engine --no-default-features --test fsf_loaded (the
#                   engine as the page builds it: Fairy-Stockfish's built-ins handed over
#                   at run time)
#   4b. soak        variantarium-cli soak 200 (release): 200 random games of each game, every
#                   move checked (RELIABILITY.md); FUZZ_SMOKE=1 adds cargo-fuzz, 20000 inputs
#                   per target (needs the nightly toolchain and cargo-fuzz)
#   5. wasm-test    wasm-pack test --headless --chrome engine-js (the JavaScript package's
#                   tests in headless Chromium), then, for each tests/NAME.rs of the app
#                   that uses wasm_bindgen_test, cargo test -p variantarium --target
#                   wasm32-unknown-unknown --test NAME... in headless Chromium too
#   5b. engine-js-node  the package built for Node (scripts/engine-js.sh nodejs) and used
#                   as a page author would: node engine-js/tests/node.mjs
#   6. trunk        bash scripts/build.sh  (trunk build --release --offline, into dist/)
#   7. e2e          Playwright: tests/e2e/*.spec.ts against dist/ served on 127.0.0.1
#
# It first runs scripts/setup.sh, which installs whatever tool is missing.
# Exit status is non-zero if any step failed; a summary table is printed at the end.
# Every step runs; the knobs below leave steps out only when asked (never in CI).
#
# Environment knobs:
#   SKIP_SETUP=1    do not run scripts/setup.sh (tools are already there)
#   SKIP_LINT=1     leave out fmt and both clippy steps
#   SKIP_WASM=1     leave out the wasm-bindgen-test and engine-js-node steps
#   SKIP_E2E=1      leave out the trunk build and Playwright (the quick local loop)
#   FAIL_FAST=1     stop at the first failing step (default: run the remaining
#                   independent steps, so one run reports every problem)
#   CARGO_TEST_ARGS extra arguments for step 4, e.g. "-p engine" or "--release"
#   SOAK_GAMES      games of each game in step 4b (default 200; 0 leaves the soak out)
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
        printf '  %-15s %-8s %5ss\n' "$name" "$status" "$secs"
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

# A step left out because a knob asked for it (a quick local loop; never in CI).
skip() {
    printf '\n%s==> [%s] left out: %s%s\n' "$BOLD" "$1" "$2" "$PLAIN"
    STEPS+=("$1|left out|0")
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
    step clippy-wasm cargo clippy "${locked[@]}" -p engine -p variantarium -p variantarium-engine -p bench-wasm \
        --target wasm32-unknown-unknown -- -D warnings || true
fi

# shellcheck disable=SC2086 # CARGO_TEST_ARGS is split on purpose
step test cargo test "${locked[@]}" --workspace ${CARGO_TEST_ARGS:-} || true
# The engine as the page builds it, without Fairy-Stockfish's built-ins compiled in: they
# arrive at run time (engine/tests/fsf_loaded.rs).
step test-page-engine cargo test "${locked[@]}" -p engine --no-default-features --test fsf_loaded || true

if [ "${SOAK_GAMES:-200}" = 0 ]; then
    skip soak "SOAK_GAMES=0"
else
    step soak cargo run "${locked[@]}" --release -q -p variantarium-cli -- soak "${SOAK_GAMES:-200}" 1 || true
    step soak-defined cargo run "${locked[@]}" --release -q -p variantarium-cli -- soak-defined "${SOAK_GAMES:-200}" 1 || true
fi
if [ "${FUZZ_SMOKE:-0}" = 1 ]; then
    for t in betza fen moves random_play uci record link definition defined_play def_link; do
        step "fuzz-$t" bash -c "cd fuzz && cargo +nightly fuzz run -s none -a $t -- -runs=20000 -max_len=256" || true
    done
fi

# wasm-bindgen-test in headless Chromium: the JavaScript package's tests, then the app's
# tests/*.rs that use it (the other tests/*.rs are native server-side render tests).
browser_env=(
    CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner
    CHROMEDRIVER="${CHROMEDRIVER:-/usr/bin/chromedriver}"
    WASM_BINDGEN_TEST_WEBDRIVER_JSON="$ROOT/webdriver.json"
    WASM_BINDGEN_TEST_TIMEOUT="${WASM_BINDGEN_TEST_TIMEOUT:-120}"
)
wasm_tests() {
    # (No --locked here: wasm-pack hands what follows `--` to the test runner. The steps
    # before already ran cargo with --locked, so Cargo.lock is up to date.)
    env "${browser_env[@]}" wasm-pack test --headless --chrome engine-js || return 1
    local f args=()
    for f in $(grep -l 'wasm_bindgen_test' tests/*.rs 2>/dev/null || true); do
        args+=(--test "$(basename "$f" .rs)")
    done
    if [ "${#args[@]}" -gt 0 ]; then
        echo "the app's wasm-bindgen-test suites: ${args[*]}"
        env "${browser_env[@]}" cargo test "${locked[@]}" -p variantarium \
            --target wasm32-unknown-unknown "${args[@]}"
    fi
}
if [ "${SKIP_WASM:-0}" = 1 ]; then
    skip wasm-test "SKIP_WASM=1"
    skip engine-js-node "SKIP_WASM=1"
else
    step wasm-test wasm_tests || true
    step engine-js-node bash -c 'bash scripts/engine-js.sh nodejs && node engine-js/tests/node.mjs' || true
fi

# The site's release build, which must print no warning: a newcomer reads one as a fault
# (issue 62, item 11; trunk's minifier and wasm-pack's update check printed two).
clean_build() {
    mkdir -p target
    bash scripts/build.sh dist 2>&1 | tee target/build.log
    [ "${PIPESTATUS[0]}" = 0 ] || return 1
    if grep -inE "warn|failed to" target/build.log; then
        echo "trunk: the build printed the warnings above" >&2
        return 1
    fi
}

e2e_specs=$(ls tests/e2e/*.spec.ts 2>/dev/null || true)
if [ "${SKIP_E2E:-0}" = 1 ]; then
    skip trunk "SKIP_E2E=1"
    skip e2e "SKIP_E2E=1"
else
    if step trunk clean_build; then
        if [ -z "$e2e_specs" ]; then
            echo "no tests/e2e/*.spec.ts: the browser tests are missing" >&2
            STEPS+=("e2e|FAIL|0")
            FAILED=$((FAILED + 1))
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
        STEPS+=("e2e|FAIL|0")
        FAILED=$((FAILED + 1))
        echo "e2e: not run, the trunk build failed" >&2
    fi
fi

summary
[ "$FAILED" = 0 ]
