#!/usr/bin/env bash
# Builds engine-js/, the engine as a JavaScript package, with wasm-pack (offline: it uses
# the wasm-bindgen on PATH, installed by scripts/setup.sh):
#
#   bash scripts/engine-js.sh [target] [out-dir]
#
# target: web (default; an ES module for pages), nodejs, or bundler; out-dir is relative
# to engine-js/ (default pkg, pkg-node for nodejs). The package has TypeScript types and a
# package.json; `npm pack engine-js/pkg` makes a tarball of it. trunk's pre-build hook runs
# it with `web`, and the built site carries the package under engine/ for
# engine-example.html.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"
target=${1:-web}
case "$target" in
    web) out=${2:-pkg} ;;
    nodejs) out=${2:-pkg-node} ;;
    bundler) out=${2:-pkg-bundler} ;;
    *) echo "engine-js.sh: target is web, nodejs or bundler, not '$target'" >&2; exit 2 ;;
esac
locked=()
[ -n "${CI:-}" ] && locked=(--locked)
# No update check warning from wasm-pack (offline): scripts/wasm-pack-stamp.sh.
bash scripts/wasm-pack-stamp.sh
wasm-pack --log-level warn build engine-js --release --target "$target" --out-dir "$out" \
    -- "${locked[@]}"
cp engine-js/README.md "engine-js/$out/README.md"
echo "engine-js: $target package in engine-js/$out ($(gzip -9c "engine-js/$out/variantarium_engine_bg.wasm" | wc -c) bytes of wasm, gzipped)"
