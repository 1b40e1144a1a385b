//! The app's components. Each draws what it is given and reports what the user did; none
//! decides a rule.

pub mod board;
pub mod builtin_rules;
pub mod computer_panel;
pub mod cover;
pub mod definition_form;
pub mod games_room;
pub mod home;
pub mod move_diagram;
pub mod moves;
pub mod new_game;
pub mod nim_form;
pub mod nn_help;
pub mod notes;
pub mod phase;
pub mod pieces;
pub mod pieces_table;
pub mod promotion;
pub mod rules;
pub mod rules_page;
pub mod seats;
pub mod share;
pub mod status;
pub mod text_file;
pub mod top_bar;
pub mod tray;
pub mod your_games;
