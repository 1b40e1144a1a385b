//! cargo-fuzz target `defined_play`: see `variantarium_fuzz::defined_play` (fuzz/src/lib.rs).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| variantarium_fuzz::defined_play(data));
