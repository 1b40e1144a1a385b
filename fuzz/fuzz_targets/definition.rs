//! cargo-fuzz target `definition`: see `variantarium_fuzz::definition` (fuzz/src/lib.rs).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| variantarium_fuzz::definition(data));
