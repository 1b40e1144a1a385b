//! cargo-fuzz target `fen`: see `variantarium_fuzz::fen` (fuzz/src/lib.rs).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| variantarium_fuzz::fen(data));
