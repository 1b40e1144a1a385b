//! cargo-fuzz target `link`: see `variantarium_fuzz::link` (fuzz/src/lib.rs).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| variantarium_fuzz::link(data));
