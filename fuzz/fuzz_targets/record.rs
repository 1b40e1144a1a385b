//! cargo-fuzz target `record`: see `variantarium_fuzz::record` (fuzz/src/lib.rs).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| variantarium_fuzz::record(data));
