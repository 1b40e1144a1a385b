# Sourced (not run) before a release build of the site: its WebAssembly carries no panic
# machinery. Measured in BENCH.md ("Page load"): the page's wasm 309.6 -> 270.3 KB
# gzipped, the worker's 172.7 -> 143.2 KB, the search no slower.
#
# - `-Cpanic=immediate-abort`: a panic is a trap at once, without formatting a message or
#   its location (`panic = "abort"` still formats them for the hook). The page shows its
#   "Something went wrong" message from web/fatal.js instead of the hook.
# - `-Zfmt-debug=none`: `{:?}` prints nothing, so nothing a player sees may use `Debug`.
# - the standard library is compiled with the crate (`build-std`, from the toolchain's
#   rust-src, which scripts/setup.sh installs) so that it obeys the flag, and with
#   `optimize_for_size` (smaller sorting and formatting code).
# - no reference types and no multi-value (`-Ctarget-feature`): the page's wasm is split in
#   two after the build (scripts/split-page.mjs, VARIANTARIUM_SPLIT_PAGE below) by Debian's
#   binaryen 108, whose wasm-split cannot read the `table.fill` that wasm-bindgen's
#   reference-type glue uses. The wasm is 1.4 KB smaller without them, the search no slower.
# These are unstable options of the pinned stable compiler, enabled with RUSTC_BOOTSTRAP for
# these builds only; tests, clippy and the CLI build as usual. Without this file a release
# build still works, only larger.
export RUSTC_BOOTSTRAP=1
export CARGO_UNSTABLE_BUILD_STD=std,panic_abort
export CARGO_UNSTABLE_BUILD_STD_FEATURES=optimize_for_size
export CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS="-Zunstable-options -Cpanic=immediate-abort -Zlocation-detail=none -Zfmt-debug=none -Ctarget-feature=-reference-types,-multivalue"
export VARIANTARIUM_SPLIT_PAGE=1
