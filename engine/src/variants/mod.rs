//! Each game's special rules, one file per game. A rule's code is found by grepping for
//! its id (`CN-6`).

pub mod arnhem;
pub mod chessence;
pub mod chessnim;
pub mod defined;
pub mod nasty_neighbours;
pub mod vimes;
