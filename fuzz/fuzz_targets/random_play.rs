//! cargo-fuzz target `random_play`: see `variantarium_fuzz::random_play` (fuzz/src/lib.rs).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| variantarium_fuzz::random_play(data));
