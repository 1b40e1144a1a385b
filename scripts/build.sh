#!/usr/bin/env bash
# The site's release build: trunk (release, offline) with the size options of
# scripts/wasm-release-env.sh, into dist/ or the folder given.
#
#   bash scripts/build.sh            # into dist/
#   bash scripts/build.sh target/x   # elsewhere
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"
# shellcheck source=scripts/wasm-release-env.sh
source scripts/wasm-release-env.sh
exec trunk build --release --offline --dist "${1:-dist}"
