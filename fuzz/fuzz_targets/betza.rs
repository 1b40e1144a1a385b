//! cargo-fuzz target `betza`: see `variantarium_fuzz::betza` (fuzz/src/lib.rs).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| variantarium_fuzz::betza(data));
