#!/usr/bin/env bash
# Build the app and serve it on http://127.0.0.1:8080 (rebuilds and reloads the
# page when src/, styles/, engine/src/ or index.html change).
#
#   bash scripts/serve.sh
#
# By default the app is built in release mode (what ships: optimised wasm, the
# computer opponent at full speed; a rebuild takes a minute or two). For quick
# edit-reload cycles use a debug build:
#
#   PROFILE=dev bash scripts/serve.sh
#
# Environment knobs:
#   PORT=8080        port to listen on (always 127.0.0.1 only)
#   PROFILE=release  or dev
#   SKIP_SETUP=1     do not run scripts/setup.sh first
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
ROOT=$PWD

if [ "${SKIP_SETUP:-0}" != 1 ]; then
    bash scripts/setup.sh
fi

# wasm-opt (npm binaryen) first on PATH so trunk finds the pinned version.
export PATH="$ROOT/node_modules/.bin:$HOME/.cargo/bin:$PATH"

# trunk serve injects a live-reload script into the page it builds, so it
# builds into its own folder: dist/ stays the clean release build that
# scripts/test.sh and Playwright use.
args=(--offline --address 127.0.0.1 --port "${PORT:-8080}" --dist target/serve-dist)
case "${PROFILE:-release}" in
    release)
        args+=(--release)
        # shellcheck source=scripts/wasm-release-env.sh
        source scripts/wasm-release-env.sh
        ;;
    dev) ;;
    *) echo "PROFILE must be release or dev" >&2; exit 2 ;;
esac

echo "serving on http://127.0.0.1:${PORT:-8080}/ (${PROFILE:-release} build); Ctrl-C stops"
exec trunk serve "${args[@]}"
