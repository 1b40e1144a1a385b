//! Variantarium engine.
