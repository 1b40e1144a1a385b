//! cargo-fuzz target `def_link`: see `variantarium_fuzz::def_link` (fuzz/src/lib.rs).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| variantarium_fuzz::def_link(data));
