//! cargo-fuzz target `moves`: see `variantarium_fuzz::moves` (fuzz/src/lib.rs).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| variantarium_fuzz::moves(data));
