//! The rule families of games defined as data, one module each, switched on by their keys
//! (DESIGN.md: Fairy-Stockfish's rule families as fields the generator reads).

pub(crate) mod blast;
pub(crate) mod castling;
pub(crate) mod chase;
pub(crate) mod check_rules;
pub(crate) mod connect;
pub(crate) mod counting;
pub(crate) mod enclosing;
pub(crate) mod gating;
pub(crate) mod janggi;
pub(crate) mod material;
pub(crate) mod passes;
pub(crate) mod pawn_steps;
pub(crate) mod placement;
pub(crate) mod pseudo_royal;
pub(crate) mod shogi;
pub(crate) mod sittuyin;
pub(crate) mod walls;
pub(crate) mod xiangqi;
