#!/usr/bin/env bash
# Install every tool the build and the tests need, at pinned versions, and skip
# whatever is already there at the right version. Safe to run again and again.
#
#   bash scripts/setup.sh
#
# What it ensures (in this order, cheapest first):
#   - Rust components: the wasm32-unknown-unknown target, clippy, rustfmt
#   - Chromium and its WebDriver (Debian packages `chromium`, `chromium-driver`)
#   - binaryen's wasm-split (Debian package `binaryen`): the release build splits the page's
#     wasm in two (scripts/split-page.mjs)
#   - Node.js and npm (Debian packages, only if `npm` is missing)
#   - npm devDependencies from package-lock.json (`npm ci`): @playwright/test,
#     binaryen (its wasm-opt is what trunk uses for release builds), terser and csso (the
#     release build's JavaScript and CSS minifiers, scripts/minify.mjs)
#   - wasm-bindgen-cli (wasm-bindgen, wasm-bindgen-test-runner) at the version in Cargo.lock
#   - trunk at TRUNK_VERSION
#   - wasm-pack at WASM_PACK_VERSION (builds and tests engine-js/, the JavaScript package;
#     it runs offline with the wasm-bindgen above on PATH; its update check is answered by
#     scripts/wasm-pack-stamp.sh, so that it does not warn)
#
# Environment knobs:
#   TRUNK_VERSION         default 0.21.14 (newer releases do not build here)
#   WASM_PACK_VERSION     default 0.15.1
#   TRUNK_PROFILE         debug (default: builds in ~3 min instead of ~8; trunk only
#                         orchestrates, so a debug build is fast enough) or release
#   WASM_BINDGEN_VERSION  default: read from Cargo.lock, else 0.2.130
#   SKIP_BROWSER=1        do not install Chromium/chromedriver
#   SKIP_NPM=1            do not run npm ci
#   FUZZ_SMOKE=1          also install the nightly toolchain and cargo-fuzz (for the
#                         fuzz smoke of scripts/test.sh)
#
# Nothing here downloads a browser from the Playwright CDN: Playwright drives
# Debian's /usr/bin/chromium (see playwright.config.ts).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
ROOT=$PWD

TRUNK_VERSION=${TRUNK_VERSION:-0.21.14}
TRUNK_PROFILE=${TRUNK_PROFILE:-debug}
WASM_PACK_VERSION=${WASM_PACK_VERSION:-0.15.1}

# The wasm-bindgen CLI must be exactly the version of the wasm-bindgen crate in
# Cargo.lock, or the generated JS glue does not match the compiled module.
lock_wasm_bindgen_version() {
    [ -f Cargo.lock ] || return 0
    awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock
}
WASM_BINDGEN_VERSION=${WASM_BINDGEN_VERSION:-$(lock_wasm_bindgen_version)}
WASM_BINDGEN_VERSION=${WASM_BINDGEN_VERSION:-0.2.130}

export PATH="$HOME/.cargo/bin:$PATH"

say() { if [ -t 1 ]; then printf '\033[1m[setup]\033[0m %s\n' "$*"; else printf '[setup] %s\n' "$*"; fi; }

# Run as root directly, otherwise through sudo (non-interactively) if there is one.
as_root() {
    if [ "$(id -u)" = 0 ]; then
        "$@"
    elif command -v sudo >/dev/null 2>&1; then
        sudo -n "$@"
    else
        echo "need root to run: $*" >&2
        return 1
    fi
}

APT_UPDATED=0
apt_install() {
    if ! command -v apt-get >/dev/null 2>&1; then
        echo "apt-get not found: install $* by hand" >&2
        return 1
    fi
    if [ "$APT_UPDATED" = 0 ]; then
        as_root apt-get update -qq
        APT_UPDATED=1
    fi
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@"
}

# Time a step and report it.
timed() {
    local label=$1
    shift
    local start=$SECONDS
    "$@"
    say "$label took $((SECONDS - start))s"
}

# ---------------------------------------------------------------- Rust
if ! command -v cargo >/dev/null 2>&1; then
    echo "cargo not found: install Rust with rustup first (https://rustup.rs)" >&2
    exit 1
fi

if command -v rustup >/dev/null 2>&1; then
    installed_targets=$(rustup target list --installed)
    if grep -qx wasm32-unknown-unknown <<<"$installed_targets"; then
        say "skip: rust target wasm32-unknown-unknown (present)"
    else
        say "install: rust target wasm32-unknown-unknown"
        rustup target add wasm32-unknown-unknown
    fi
    installed_components=$(rustup component list --installed)
    # rust-src: the release build of the site compiles the standard library itself
    # (scripts/wasm-release-env.sh).
    for component in clippy rustfmt rust-src; do
        if grep -q "^$component" <<<"$installed_components"; then
            say "skip: rust component $component (present)"
        else
            say "install: rust component $component"
            rustup component add "$component"
        fi
    done
else
    say "rustup not found: assuming the toolchain already has wasm32, clippy and rustfmt"
fi

# ---------------------------------------------------------------- Chromium
if [ "${SKIP_BROWSER:-0}" = 1 ]; then
    say "skip: chromium (SKIP_BROWSER=1)"
elif command -v chromium >/dev/null 2>&1 && command -v chromedriver >/dev/null 2>&1; then
    say "skip: chromium and chromedriver (present: $(chromium --version 2>/dev/null | head -n1))"
else
    say "install: chromium chromium-driver (apt)"
    timed "chromium install" apt_install chromium chromium-driver
fi

# ---------------------------------------------------------------- binaryen's wasm-split
# Only wasm-split is used from this package: wasm-opt comes from the npm package binaryen
# (Debian's is too old for the compiler's wasm; the scripts put node_modules/.bin first).
if command -v wasm-split >/dev/null 2>&1; then
    say "skip: wasm-split (present: $(wasm-split --version))"
else
    say "install: binaryen (apt, for wasm-split)"
    timed "binaryen install" apt_install binaryen
fi

# ---------------------------------------------------------------- Node + npm packages
if [ "${SKIP_NPM:-0}" = 1 ]; then
    say "skip: npm packages (SKIP_NPM=1)"
else
    if command -v npm >/dev/null 2>&1; then
        say "skip: node and npm (present: node $(node --version))"
    else
        say "install: nodejs npm (apt)"
        timed "node install" apt_install nodejs npm
    fi
    # npm ci wipes and reinstalls node_modules; do it only when package-lock.json
    # changed since the last install (a stamp file remembers its hash).
    stamp=node_modules/.variantarium-lock.sha256
    want=$(sha256sum package-lock.json | cut -d' ' -f1)
    if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ]; then
        say "skip: npm packages (node_modules matches package-lock.json)"
    else
        say "install: npm packages (npm ci)"
        export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
        timed "npm ci" npm ci --no-audit --no-fund
        echo "$want" >"$stamp"
    fi
fi

# ---------------------------------------------------------------- cargo-installed tools
# `<tool> --version` prints e.g. "trunk 0.21.14" / "wasm-bindgen 0.2.130".
tool_version() {
    command -v "$1" >/dev/null 2>&1 || return 0
    "$1" --version 2>/dev/null | head -n1 | awk '{print $2}'
}

have=$(tool_version wasm-bindgen)
if [ "$have" = "$WASM_BINDGEN_VERSION" ] && command -v wasm-bindgen-test-runner >/dev/null 2>&1; then
    say "skip: wasm-bindgen-cli $WASM_BINDGEN_VERSION (present)"
else
    say "install: wasm-bindgen-cli $WASM_BINDGEN_VERSION (found: ${have:-none}); a few minutes"
    # Not --locked: the lock file published with wasm-bindgen-cli does not build here.
    timed "wasm-bindgen-cli install" \
        cargo install --force wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION"
fi

have=$(tool_version trunk)
if [ "$have" = "$TRUNK_VERSION" ]; then
    say "skip: trunk $TRUNK_VERSION (present)"
else
    say "install: trunk $TRUNK_VERSION, $TRUNK_PROFILE build (found: ${have:-none}); several minutes"
    profile_flag=()
    [ "$TRUNK_PROFILE" = debug ] && profile_flag=(--debug)
    timed "trunk install" \
        cargo install --force --locked trunk --version "$TRUNK_VERSION" "${profile_flag[@]}"
fi

have=$(tool_version wasm-pack)
if [ "$have" = "$WASM_PACK_VERSION" ]; then
    say "skip: wasm-pack $WASM_PACK_VERSION (present)"
else
    say "install: wasm-pack $WASM_PACK_VERSION, debug build (found: ${have:-none}); a few minutes"
    # A debug build: wasm-pack only orchestrates cargo and wasm-bindgen.
    timed "wasm-pack install" \
        cargo install --force --locked wasm-pack --version "$WASM_PACK_VERSION" --debug
fi
# Offline, wasm-pack's daily check for a newer version would print a warning on every build
# and test: its stamp file says the pinned version was checked (scripts/wasm-pack-stamp.sh).
bash "$ROOT/scripts/wasm-pack-stamp.sh"

# ---------------------------------------------------------------- fuzzing
# Only for FUZZ_SMOKE=1 (scripts/test.sh): the nightly toolchain and cargo-fuzz.
if [ "${FUZZ_SMOKE:-0}" = 1 ]; then
    if rustup toolchain list | grep -q '^nightly'; then
        say "skip: nightly toolchain (present)"
    else
        timed "nightly toolchain install" rustup toolchain install nightly --profile minimal
    fi
    if command -v cargo-fuzz >/dev/null 2>&1; then
        say "skip: cargo-fuzz (present)"
    else
        timed "cargo-fuzz install" cargo install --locked cargo-fuzz
    fi
fi

# ---------------------------------------------------------------- crates
# trunk builds with `cargo --offline` (Trunk.toml), so every crate must be in
# cargo's cache first. In CI the lock file must already be up to date.
locked=()
[ -n "${CI:-}" ] && locked=(--locked)
say "fetch: crates in Cargo.lock (cargo fetch ${locked[*]})"
if ! cargo fetch "${locked[@]}" --quiet; then
    echo "cargo fetch failed. If Cargo.lock is out of date with the Cargo.toml files," >&2
    echo "run any cargo build locally and commit the updated Cargo.lock." >&2
    exit 1
fi
# The standard library's own crates, for the site's release build (build-std,
# scripts/wasm-release-env.sh), from the lock file that comes with rust-src.
std_manifest="$(rustc --print sysroot)/lib/rustlib/src/rust/library/Cargo.toml"
say "fetch: the standard library's crates ($std_manifest)"
RUSTC_BOOTSTRAP=1 cargo fetch --locked --quiet --manifest-path "$std_manifest"

say "ready: $(cargo --version), trunk $(tool_version trunk), wasm-bindgen $(tool_version wasm-bindgen), wasm-pack $(tool_version wasm-pack)"
say "ready: $(wasm-split --version)"
[ -x "$ROOT/node_modules/.bin/wasm-opt" ] && say "ready: $("$ROOT/node_modules/.bin/wasm-opt" --version)"
exit 0
