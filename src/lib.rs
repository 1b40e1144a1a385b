//! The Variantarium web app: a Yew front end over the `engine` crate.
//!
//! The app never decides a rule. It asks the engine for legal drops, free squares and the
//! outcome, and sends the player's choice back; a refused move is answered with the
//! engine's own message. One reducer ([`state`]) owns the game; the board is drawn from a
//! [`view::BoardView`] computed by a pure function, so that it can be tested natively.

pub mod app;
pub mod board_marks;
pub mod builtins;
pub mod components;
pub mod computer;
pub mod dialog;
pub mod drag;
pub mod embed;
pub mod fatal;
pub mod game;
pub mod game_page;
pub mod game_store;
pub mod games;
pub mod glyphs;
pub mod hand_moves;
pub mod history;
pub mod hooks;
pub mod kept;
pub mod offline;
pub mod opening;
pub mod pages;
pub mod premove;
pub mod reducer;
pub mod rest;
pub mod route;
pub mod settings_form;
pub mod share;
pub mod sound;
pub mod speech;
pub mod state;
pub mod storage;
pub mod theme;
pub mod thinker;
pub mod verdict;
pub mod view;
pub mod zoom;

pub use app::App;
