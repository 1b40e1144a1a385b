//! The app's hooks, carved out of `app()` (`src/app.rs`): each holds one concern's state and
//! effects and hands the page what it draws and the callbacks it wires. None decides a rule.
//!
//! - [`computer`]: the computer's moves and the hint, through the search worker.
//! - [`analysis`]: the evaluation and best line of the position shown, from a worker of its
//!   own.
//! - [`keeping`]: the game in progress kept on this device (saves, other tabs, deletion).
//! - [`keys`]: the keys that step through the moves.
//! - [`preferences`]: the theme and the sound switch, remembered on the device.
//! - [`modal`]: a dialog's focus: taken when it opens, Tab kept inside, given back.

pub mod analysis;
pub mod computer;
pub mod keeping;
pub mod keys;
pub mod modal;
pub mod preferences;
