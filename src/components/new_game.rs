//! The new-game dialog of each game. ChessNim's has board size, holes (clicked on a small
//! preview board), material (a preset or a custom `LETTER:BETZA:COUNT` list) and the `CN-8`
//! pawn setting; Arnhem's the choice between a secret deployment and the fixed quick setup
//! (`AR-4`, `#arnhem-quick`); Chessence has no settings.
//!
//! The form is checked live by the engine ([`NimForm::settings`], [`game_settings`]); while
//! it is wrong the reason is shown and Start is disabled. Cancel closes the dialog and keeps
//! the game.

use engine::{ArnhemSettings, Settings, Square, Variant};
use web_sys::HtmlInputElement;
use yew::prelude::*;

use super::home::blurb;
use super::seats::Seats;
use crate::computer::{all_human, Seat};
use crate::settings_form::{game_settings, material_label, MaterialChoice, NimForm};

/// The dialog's properties.
#[derive(Properties, PartialEq)]
pub struct NewGameProps {
    /// Which game.
    #[prop_or(Variant::ChessNim)]
    pub variant: Variant,
    /// The ChessNim form to start from (the settings of the game in progress, or the
    /// defaults).
    #[prop_or_default]
    pub initial: NimForm,
    /// Arnhem's setting to start from.
    #[prop_or_default]
    pub arnhem: ArnhemSettings,
    /// The seats to start from (the game in progress's, or all people); when their number
    /// does not fit the game, every seat is a person.
    #[prop_or_default]
    pub seats: Vec<Seat>,
    /// Start a game with these settings and seats.
    pub on_start: Callback<(Settings, Vec<Seat>)>,
    /// Close without starting anything.
    pub on_cancel: Callback<()>,
}

const PREVIEW_CELL: i32 = 10;

fn preview(form: &NimForm, width: u8, height: u8, on_toggle: Callback<Square>) -> Html {
    let holes = form.holes_within(width, height);
    html! {
        <svg class="preview" viewBox={format!("0 0 {} {}", width as i32 * PREVIEW_CELL, height as i32 * PREVIEW_CELL)}
            style={format!("--files: {width}; --ranks: {height}")}
            role="group" aria-label="click squares to make holes">
            { for (0..height).flat_map(|row| (0..width).map(move |col| (col, row))).map(|(col, row)| {
                let sq = Square::new(col, height - 1 - row);
                let hole = holes.contains(sq);
                let dark = (sq.file() + sq.rank()).is_multiple_of(2);
                let onclick = on_toggle.reform(move |_: MouseEvent| sq);
                html! {
                    <rect key={sq.0 as u32} data-preview={sq.to_string()}
                        class={classes!("preview-square", if dark { "dark" } else { "light" }, hole.then_some("hole"))}
                        x={(col as i32 * PREVIEW_CELL).to_string()} y={(row as i32 * PREVIEW_CELL).to_string()}
                        width={PREVIEW_CELL.to_string()} height={PREVIEW_CELL.to_string()} {onclick}>
                        <title>{ format!("{sq}{}", if hole { " (hole)" } else { "" }) }</title>
                    </rect>
                }
            }) }
        </svg>
    }
}

/// The new-game dialog.
#[function_component(NewGame)]
pub fn new_game(props: &NewGameProps) -> Html {
    let form = use_state(|| props.initial.clone());
    let arnhem = use_state(|| props.arnhem);
    let variant = props.variant;
    let seats = use_state(|| {
        let people = all_human(variant);
        if props.seats.len() == people.len() {
            props.seats.clone()
        } else {
            people
        }
    });
    let on_seat = {
        let seats = seats.clone();
        Callback::from(move |(i, seat): (usize, Seat)| {
            let mut next = (*seats).clone();
            if let Some(s) = next.get_mut(i) {
                *s = seat;
            }
            seats.set(next);
        })
    };
    let checked = if variant == Variant::ChessNim {
        form.settings()
    } else {
        game_settings(variant, *arnhem)
    };
    let size = form.size();

    let update = |f: fn(&mut NimForm, String)| {
        let form = form.clone();
        Callback::from(move |e: InputEvent| {
            let value = e.target_unchecked_into::<HtmlInputElement>().value();
            let mut next = (*form).clone();
            f(&mut next, value);
            form.set(next);
        })
    };
    let on_width = update(|f, v| f.width = v);
    let on_height = update(|f, v| f.height = v);
    let on_custom = update(|f, v| f.custom = v);
    let on_toggle = {
        let form = form.clone();
        Callback::from(move |sq: Square| {
            let mut next = (*form).clone();
            next.toggle_hole(sq);
            form.set(next);
        })
    };
    let on_clear_holes = {
        let form = form.clone();
        Callback::from(move |_: MouseEvent| {
            let mut next = (*form).clone();
            next.holes = engine::SquareSet::EMPTY;
            form.set(next);
        })
    };
    let choose = |choice: MaterialChoice| {
        let form = form.clone();
        Callback::from(move |_: Event| {
            let mut next = (*form).clone();
            next.material = choice;
            form.set(next);
        })
    };
    let on_pawns = {
        let form = form.clone();
        Callback::from(move |e: Event| {
            let on = e.target_unchecked_into::<HtmlInputElement>().checked();
            let mut next = (*form).clone();
            next.pawns_on_last_rank = on;
            form.set(next);
        })
    };
    let on_quick = {
        let arnhem = arnhem.clone();
        Callback::from(move |e: Event| {
            let quick = e.target_unchecked_into::<HtmlInputElement>().checked();
            arnhem.set(ArnhemSettings { deployment: !quick });
        })
    };
    let on_submit = {
        let on_start = props.on_start.clone();
        let checked = checked.clone();
        let seats = seats.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            // Checked by the engine: nothing starts from settings it refuses.
            if let Ok(s) = &checked {
                on_start.emit((s.clone(), (*seats).clone()));
            }
        })
    };
    let on_cancel = props.on_cancel.reform(|_: MouseEvent| ());
    let on_key = {
        let on_cancel = props.on_cancel.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Escape" {
                on_cancel.emit(());
            }
        })
    };
    let radio = |choice: MaterialChoice, id: &'static str| {
        html! {
            <label class="choice" for={id}>
                <input type="radio" name="material" {id} checked={form.material == choice}
                    onchange={choose(choice)} />
                { material_label(choice) }
            </label>
        }
    };
    let hole_count = size
        .as_ref()
        .map(|&(w, h)| form.holes_within(w, h).count())
        .unwrap_or(0);

    let nim_fields = html! {
        <>
        <fieldset class="size">
            <legend>{ "Board" }</legend>
            <label for="nim-width">{ "Width" }
                <input id="nim-width" type="number" min="1" max="16" inputmode="numeric"
                    value={form.width.clone()} oninput={on_width} />
            </label>
            <span class="times">{ "×" }</span>
            <label for="nim-height">{ "Height" }
                <input id="nim-height" type="number" min="1" max="16" inputmode="numeric"
                    value={form.height.clone()} oninput={on_height} />
            </label>
        </fieldset>
        <fieldset class="holes">
            <legend>{ "Holes" }</legend>
            if let Ok((w, h)) = size {
                <p class="hint">{ "Click squares to remove them from the board." }</p>
                { preview(&form, w, h, on_toggle) }
                <p class="hole-count">
                    { format!("{hole_count} hole{}", if hole_count == 1 { "" } else { "s" }) }
                    if hole_count > 0 {
                        <button type="button" class="link" id="clear-holes"
                            onclick={on_clear_holes}>{ "clear" }</button>
                    }
                </p>
            } else {
                <p class="hint">{ "Enter a size to choose holes." }</p>
            }
        </fieldset>
        <fieldset class="material">
            <legend>{ "Material (each player)" }</legend>
            { radio(MaterialChoice::Orthodox, "material-orthodox") }
            { radio(MaterialChoice::KingsOnly, "material-kings") }
            { radio(MaterialChoice::Custom, "material-custom") }
            if form.material == MaterialChoice::Custom {
                <input id="material-text" type="text" class="material-text"
                    spellcheck="false" autocomplete="off"
                    aria-label="custom material, LETTER:BETZA:COUNT separated by commas"
                    value={form.custom.clone()} oninput={on_custom} />
                <p class="hint">
                    { "LETTER:BETZA:COUNT, … with COUNT a number or * (unlimited), e.g. " }
                    <code>{ "K:K:*, A:NN:2" }</code>
                </p>
            }
        </fieldset>
        <label class="choice check" for="pawns-last-rank">
            <input id="pawns-last-rank" type="checkbox" checked={form.pawns_on_last_rank}
                onchange={on_pawns} />
            { "Pawns may be dropped on the last rank" }
        </label>
        </>
    };

    html! {
        <div class="dialog-backdrop" onkeydown={on_key}>
            <form class="dialog" id="new-game" role="dialog" aria-modal="true"
                aria-labelledby="new-game-title" onsubmit={on_submit}>
                <h2 id="new-game-title">{ format!("New game of {}", variant.title()) }</h2>
                if variant == Variant::ChessNim {
                    { nim_fields }
                } else {
                    <p class="hint game-blurb">{ blurb(variant) }</p>
                }
                if variant == Variant::Arnhem {
                    <label class="choice check" for="arnhem-quick">
                        <input id="arnhem-quick" type="checkbox" checked={!arnhem.deployment}
                            onchange={on_quick} />
                        { "Quick game: skip deployment (fixed setup)" }
                    </label>
                }
                <Seats {variant} seats={(*seats).clone()} on_change={on_seat} />
                <p id="settings-error" class={classes!("settings-error", checked.is_err().then_some("shown"))}
                    role="alert">
                    { checked.as_ref().err().cloned().unwrap_or_default() }
                </p>
                <div class="dialog-buttons">
                    <button type="button" id="cancel-new-game" onclick={on_cancel}>{ "Cancel" }</button>
                    <button type="submit" id="start-game" class="primary"
                        disabled={checked.is_err()}>{ "Start" }</button>
                </div>
            </form>
        </div>
    }
}
