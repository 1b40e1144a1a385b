//! cargo-fuzz target `uci`: see `variantarium_fuzz::uci` (fuzz/src/lib.rs).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| variantarium_fuzz::uci(data));
