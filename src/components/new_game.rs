//! The new-game dialog of each game: the settings its face's [`Form`] asks, then the seats.
//! ChessNim's form is in `nim_form.rs` (board size, holes, material, the `CN-8` pawn
//! setting); Arnhem's is the choice between a secret deployment and the fixed quick setup
//! (`AR-4`, `#arnhem-quick`); "Your own game" ([`crate::games::OWN`]) has its definition
//! text in `definition_form.rs`; the other games have no settings.
//!
//! The form is checked live by the engine ([`NimForm::settings`], [`game_settings`]); while
//! it is wrong the reason is shown and Start is disabled. Cancel closes the dialog and keeps
//! the game. The reason, Cancel and Start stay at the dialog's foot on every screen; the
//! fields scroll above them when they do not fit.

use std::cell::Cell;
use std::rc::Rc;

use engine::{ArnhemSettings, Settings, Variant};
use web_sys::HtmlInputElement;
use yew::prelude::*;

use super::definition_form::DefinitionFields;
use super::nim_form::nim_fields;
use super::seats::Seats;
use crate::computer::{dialog_seats, Seat};
use crate::games::{self, face, Form};
use crate::hooks::modal::{keep_tab_inside, use_modal, FocusAfter};
use crate::settings_form::{
    defined_settings, game_settings, CheckedDefinition, DefinitionProblem, NimForm,
};

/// The dialog's properties.
#[derive(Properties, PartialEq)]
pub struct NewGameProps {
    /// Which game.
    #[prop_or(games::FIRST)]
    pub variant: Variant,
    /// The ChessNim form to start from (the settings of the game in progress, or the
    /// defaults).
    #[prop_or_default]
    pub initial: NimForm,
    /// Arnhem's setting to start from.
    #[prop_or_default]
    pub arnhem: ArnhemSettings,
    /// The seats chosen last on this device, one list per number of players
    /// ([`crate::computer::dialog_seats`]: without one that fits, a person plays the first
    /// seat and the computer, at Casual, the others).
    #[prop_or_default]
    pub seats: Vec<Vec<Seat>>,
    /// "Your own game": the definition text to start from.
    #[prop_or_default]
    pub definition: String,
    /// "Your own game": the section to start from.
    #[prop_or_default]
    pub section: Option<String>,
    /// "Your own game": the definitions used before, most recent first.
    #[prop_or_default]
    pub saved_definitions: Vec<String>,
    /// "Your own game": forget one of [`NewGameProps::saved_definitions`].
    #[prop_or_default]
    pub on_forget: Callback<String>,
    /// A built-in game by its name (`shogi`), played as it is: the dialog shows its one
    /// line, not a definition to edit.
    #[prop_or_default]
    pub builtin: Option<AttrValue>,
    /// Start a game with these settings and seats.
    pub on_start: Callback<(Settings, Vec<Seat>)>,
    /// Close without starting anything.
    pub on_cancel: Callback<()>,
}

/// Start: a game with the `checked` settings and the `seats`, the board focused after.
fn start(
    props: &NewGameProps,
    checked: &Result<Settings, String>,
    seats: &[Seat],
    focus_after: &Rc<Cell<FocusAfter>>,
) -> Callback<SubmitEvent> {
    let on_start = props.on_start.clone();
    let (checked, seats, focus_after) = (checked.clone(), seats.to_vec(), focus_after.clone());
    Callback::from(move |e: SubmitEvent| {
        e.prevent_default();
        // Checked by the engine: nothing starts from settings it refuses.
        if let Ok(s) = &checked {
            focus_after.set(FocusAfter::Board);
            on_start.emit((s.clone(), seats.clone()));
        }
    })
}

/// The new-game dialog.
#[function_component(NewGame)]
pub fn new_game(props: &NewGameProps) -> Html {
    let form = use_state(|| props.initial.clone());
    let arnhem = use_state(|| props.arnhem);
    let variant = props.variant;
    let form_kind = face(variant).form;
    let def_text = use_state(|| props.definition.clone());
    let section = use_state(|| props.section.clone());
    let builtin = props.builtin.as_deref();
    let defined = (form_kind == Form::Definition && builtin.is_none())
        .then(|| defined_settings(&def_text, section.as_deref()));
    let checked = match (&defined, builtin) {
        (Some(d), _) => d
            .as_ref()
            .map(|c| c.settings.clone())
            .map_err(|p| p.message.clone()),
        (None, Some(name)) => {
            Settings::named(name).ok_or_else(|| format!("'{name}' cannot be played here"))
        }
        (None, None) if form_kind == Form::Nim => form.settings(),
        (None, None) => game_settings(variant, *arnhem),
    };
    // A seat per player of the game the form now describes (a definition may have three).
    let players = checked.as_ref().map_or(2, Settings::player_count);
    let (seats, on_seat) = use_seats(players, &props.seats);
    let fields = match defined {
        _ if form_kind == Form::Nim => {
            let form_set = form.clone();
            nim_fields(&form, &Callback::from(move |f| form_set.set(f)))
        }
        Some(checked) => definition_fields(props, &def_text, &section, checked),
        None if builtin.is_some() => builtin_fields(builtin.unwrap_or_default(), &checked),
        None => html! { <p class="hint game-blurb">{ face(variant).blurb }</p> },
    };
    let on_quick = quick_setup(&arnhem);
    let dialog = use_node_ref();
    let focus_after = use_modal(&dialog);
    let on_submit = start(props, &checked, &seats, &focus_after);
    let on_key = {
        let on_cancel = props.on_cancel.clone();
        let dialog = dialog.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Escape" {
                on_cancel.emit(());
            }
            keep_tab_inside(&e, &dialog);
        })
    };
    let title = if let Some(name) = builtin {
        format!("New game of {name}")
    } else if form_kind == Form::Definition {
        "New game of your own".to_string()
    } else {
        format!("New game of {}", variant.title())
    };
    html! {
        <div class="dialog-backdrop" onkeydown={on_key}>
            // The dialog holds the form (a form may not take the dialog role).
            <div class="dialog new-game-dialog" id="new-game" role="dialog" aria-modal="true"
                aria-labelledby="new-game-title" ref={dialog}>
            <form class="new-game-form" onsubmit={on_submit}>
                <h2 id="new-game-title">{ title }</h2>
                // The fields scroll between the title and the buttons, which stay on screen.
                <div class="dialog-body">
                    { fields }
                    if form_kind == Form::Deployment {
                        <label class="choice check" for="arnhem-quick">
                            <input id="arnhem-quick" type="checkbox" checked={!arnhem.deployment}
                                onchange={on_quick} />
                            { "Quick game: skip deployment (fixed setup)" }
                        </label>
                    }
                    <Seats {variant} {seats} on_change={on_seat} />
                </div>
                { dialog_end(&checked, &props.on_cancel) }
            </form>
            </div>
        </div>
    }
}

/// Arnhem's "Quick game" box: the deployment off when it is ticked.
fn quick_setup(arnhem: &UseStateHandle<ArnhemSettings>) -> Callback<Event> {
    let arnhem = arnhem.clone();
    Callback::from(move |e: Event| {
        let quick = e.target_unchecked_into::<HtmlInputElement>().checked();
        arnhem.set(ArnhemSettings { deployment: !quick });
    })
}

/// The seats to start from (the last choice for as many players, else the default:
/// [`dialog_seats`]), one per player of the game the form describes (`players`, which a
/// definition's text may change: a seat added takes the default), and the change of one
/// seat.
#[hook]
fn use_seats(players: usize, remembered: &[Vec<Seat>]) -> (Vec<Seat>, Callback<(usize, Seat)>) {
    let seats = use_state(|| dialog_seats(players, remembered));
    let on_seat = {
        let seats = seats.clone();
        let remembered = remembered.to_vec();
        Callback::from(move |(i, seat): (usize, Seat)| {
            let mut next = (*seats).clone();
            if next.len() <= i {
                next = fitted(&next, i + 1, &remembered);
            }
            next[i] = seat;
            seats.set(next);
        })
    };
    (fitted(&seats, players, remembered), on_seat)
}

/// `seats` made `players` long: the chosen seats kept, the others as [`dialog_seats`] has
/// them.
fn fitted(seats: &[Seat], players: usize, remembered: &[Vec<Seat>]) -> Vec<Seat> {
    if seats.len() == players {
        return seats.to_vec();
    }
    let mut out = dialog_seats(players, remembered);
    for (o, s) in out.iter_mut().zip(seats) {
        *o = *s;
    }
    out
}

/// "Your own game"'s fields, over the dialog's text and section.
fn definition_fields(
    props: &NewGameProps,
    text: &UseStateHandle<String>,
    section: &UseStateHandle<Option<String>>,
    checked: Result<CheckedDefinition, DefinitionProblem>,
) -> Html {
    let on_edit = {
        let text = text.clone();
        Callback::from(move |t: String| text.set(t))
    };
    let on_replace = {
        let (text, section) = (text.clone(), section.clone());
        Callback::from(move |t: String| {
            section.set(None);
            text.set(t);
        })
    };
    let on_section = {
        let section = section.clone();
        Callback::from(move |s: String| section.set(Some(s)))
    };
    html! {
        <DefinitionFields text={(**text).clone()} {checked}
            saved={props.saved_definitions.clone()} {on_edit} {on_replace} {on_section}
            on_forget={props.on_forget.clone()} />
    }
}

/// A built-in game's fields: its one line and its start, pictured.
fn builtin_fields(name: &str, checked: &Result<Settings, String>) -> Html {
    let line = engine::definition::builtin_line(name).unwrap_or_default();
    let picture = checked
        .as_ref()
        .ok()
        .and_then(|s| engine::Position::start(s).ok())
        .map(|pos| crate::view::board_view(&pos, &Default::default()));
    html! {
        <>
            <p class="hint game-blurb">{ line }</p>
            if let Some(view) = picture {
                <div id="definition-preview" class="definition-preview">
                    <super::board::Board {view} on_square={Callback::noop()} interactive={false}
                        label={AttrValue::from(format!("the starting board of {name}"))} />
                </div>
            }
        </>
    }
}

/// What the engine says of the settings, and Cancel and Start (disabled while it refuses
/// them).
fn dialog_end(checked: &Result<Settings, String>, on_cancel: &Callback<()>) -> Html {
    let on_cancel = on_cancel.reform(|_: MouseEvent| ());
    html! {
        <div class="dialog-end">
        <p id="settings-error" class={classes!("settings-error", checked.is_err().then_some("shown"))}
            role="alert">
            { checked.as_ref().err().cloned().unwrap_or_default() }
        </p>
        <div class="dialog-buttons">
            <button type="button" id="cancel-new-game" onclick={on_cancel}>{ "Cancel" }</button>
            <button type="submit" id="start-game" class="primary"
                disabled={checked.is_err()}>{ "Start" }</button>
        </div>
        </div>
    }
}
