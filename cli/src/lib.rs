//! The library half of `variantarium-cli`: the command loop ([`uci::Session`]), its options,
//! the bench and the soak, so that tests and the fuzz targets (`fuzz/`) can drive them
//! without starting a process. The binary (`main.rs`) only reads lines and hands them over.

pub mod bench;
pub mod matches;
pub mod nimbench;
pub mod options;
pub mod oracle;
pub mod soak;
pub mod soak_defined;
pub mod uci;
