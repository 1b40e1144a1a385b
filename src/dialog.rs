//! The new-game dialog as the app opens it: for the game chosen, its form's starting
//! values (the game in progress's settings, or for "Your own game" the definition in play,
//! else the one used last, else the sample) and what Start and Cancel do. The definitions
//! a player started are kept on the device, the last first.

use yew::prelude::*;

use engine::Settings;

use crate::components::new_game::NewGame;
use crate::computer::Seat;
use crate::games::{face, Form};
use crate::settings_form::NimForm;
use crate::state::{Action, GameState};
use crate::storage;

/// The definitions of "Your own game" used on this device, most recent first (a JSON list
/// of texts, at most [`SAVED_DEFINITIONS`]).
const DEFINITIONS_KEY: &str = "variantarium.definitions";
/// How many definitions [`DEFINITIONS_KEY`] keeps.
const SAVED_DEFINITIONS: usize = 12;

/// The seats chosen last in the new-game dialog, one list per number of players (a JSON
/// list of lists of seats, the last chosen first; `computer::dialog_seats`).
const SEATS_KEY: &str = "variantarium.dialog.seats";

/// The choices kept under [`SEATS_KEY`] (none when storage cannot be read, or outside a
/// browser).
fn remembered_seats() -> Vec<Vec<Seat>> {
    if !cfg!(target_arch = "wasm32") {
        return Vec::new();
    }
    storage::load(SEATS_KEY)
        .ok()
        .flatten()
        .and_then(|t| storage::from_json::<Vec<Vec<Seat>>>(&t))
        .unwrap_or_default()
}

/// Keeps `seats` as the last choice for their number of players (a refusal of storage
/// only means the next dialog offers the default).
fn remember_seats(seats: &[Seat]) {
    let list = crate::computer::remember_choice(&remembered_seats(), seats);
    let _ = storage::save(SEATS_KEY, &list);
}

/// The definitions kept under [`DEFINITIONS_KEY`] (none when storage cannot be read, or
/// outside a browser).
pub(crate) fn saved_definitions() -> Vec<String> {
    if !cfg!(target_arch = "wasm32") {
        return Vec::new();
    }
    storage::load(DEFINITIONS_KEY)
        .ok()
        .flatten()
        .and_then(|t| storage::from_json::<Vec<String>>(&t))
        .unwrap_or_default()
}

/// Keeps `text` first among the saved definitions (once).
fn remember_definition(text: &str) {
    let mut list = saved_definitions();
    list.retain(|t| t != text);
    list.insert(0, text.to_string());
    list.truncate(SAVED_DEFINITIONS);
    let _ = storage::save(DEFINITIONS_KEY, &list);
}

/// Forgets `text` from the saved definitions.
fn forget_definition(text: &str) {
    let mut list = saved_definitions();
    list.retain(|t| t != text);
    let _ = storage::save(DEFINITIONS_KEY, &list);
}

/// The dialog for the game `state.dialog` names, if one is open; `definitions` are the
/// definitions kept on the device.
pub(crate) fn new_game_dialog(
    (state, definitions): (&UseReducerHandle<GameState>, &UseStateHandle<Vec<String>>),
) -> Option<Html> {
    let variant = state.dialog?;
    let settings = state.game.as_ref().map(|g| &g.settings);
    let initial = settings
        .filter(|s| face(s.variant).form == Form::Nim)
        .map(|s| NimForm::from_settings(&s.chessnim))
        .unwrap_or_default();
    let arnhem = settings.map(|s| s.arnhem).unwrap_or_default();
    // "Your own game" starts from the game in progress's definition, else the one used
    // last, else the sample.
    let current = settings
        .and_then(|s| s.definition.as_ref())
        .filter(|d| !d.source.is_empty());
    let saved = if face(variant).form == Form::Definition {
        (**definitions).clone()
    } else {
        Vec::new()
    };
    let definition = current
        .map(|d| d.source.clone())
        .or_else(|| saved.first().cloned())
        .unwrap_or_else(|| crate::settings_form::SAMPLE_DEFINITION.to_string());
    let section = current.map(|d| d.name.clone());
    let on_forget = {
        let definitions = definitions.clone();
        Callback::from(move |text: String| {
            forget_definition(&text);
            definitions.set(saved_definitions());
        })
    };
    let s = state.clone();
    let definitions_now = definitions.clone();
    let on_start = Callback::from(move |(settings, seats): (Settings, Vec<Seat>)| {
        if let Some(d) = settings.definition.as_ref() {
            remember_definition(&d.source);
            definitions_now.set(saved_definitions());
        }
        remember_seats(&seats);
        s.dispatch(Action::SetSeats(seats));
        s.dispatch(Action::NewGame(settings));
    });
    let seats = remembered_seats();
    let s = state.clone();
    let on_cancel = Callback::from(move |_| s.dispatch(Action::CloseDialog));
    let builtin = state.dialog_builtin.clone().map(AttrValue::from);
    let key = builtin.as_deref().unwrap_or(variant.name()).to_string();
    Some(html! {
        <NewGame {key} {variant} {initial} {arnhem} {seats} {definition} {builtin}
            {section} saved_definitions={saved} {on_forget} {on_start} {on_cancel} />
    })
}
