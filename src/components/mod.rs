//! The app's components. Each draws what it is given and reports what the user did; none
//! decides a rule.

pub mod board;
pub mod home;
pub mod moves;
pub mod new_game;
pub mod pieces;
pub mod status;
pub mod tray;
