//! ChessNim's settings in the new-game dialog (`CN-1`, `CN-2`, `CN-8`): the board's size,
//! its holes clicked on a small preview board, the material (a preset or a custom
//! `LETTER:BETZA:COUNT` list) and the pawns-on-the-last-rank setting. The form is a
//! [`NimForm`] the dialog keeps; the engine checks it ([`NimForm::settings`]).

use engine::Square;
use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::settings_form::{material_label, MaterialChoice, NimForm};

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
                let onkeydown = hole_keys(sq, width, height, &on_toggle);
                // One Tab stop (the top-left square); the arrows move among the squares.
                let tabindex = if row == 0 && col == 0 { "0" } else { "-1" };
                html! {
                    <rect key={sq.0 as u32} data-preview={sq.to_string()}
                        class={classes!("preview-square", if dark { "dark" } else { "light" }, hole.then_some("hole"))}
                        x={(col as i32 * PREVIEW_CELL).to_string()} y={(row as i32 * PREVIEW_CELL).to_string()}
                        width={PREVIEW_CELL.to_string()} height={PREVIEW_CELL.to_string()} {onclick}
                        {onkeydown} {tabindex} role="checkbox" aria-checked={hole.to_string()}
                        aria-label={format!("hole on {sq}")}>
                        <title>{ format!("{sq}{}", if hole { " (hole)" } else { "" }) }</title>
                    </rect>
                }
            }) }
        </svg>
    }
}

/// The keyboard on a square of the holes preview (issue 62, item 4): Enter or Space makes
/// or fills a hole, the arrows move to the next square.
fn hole_keys(
    sq: Square,
    width: u8,
    height: u8,
    on_toggle: &Callback<Square>,
) -> Callback<KeyboardEvent> {
    let on_toggle = on_toggle.clone();
    Callback::from(move |e: KeyboardEvent| {
        let (df, dr) = match e.key().as_str() {
            " " | "Enter" => {
                e.prevent_default();
                on_toggle.emit(sq);
                return;
            }
            "ArrowLeft" => (-1, 0),
            "ArrowRight" => (1, 0),
            "ArrowUp" => (0, 1),
            "ArrowDown" => (0, -1),
            _ => return,
        };
        e.prevent_default();
        let (f, r) = (sq.file() as i32 + df, sq.rank() as i32 + dr);
        if (0..width as i32).contains(&f) && (0..height as i32).contains(&r) {
            let next = Square::new(f as u8, r as u8);
            crate::hooks::modal::focus_selector(&format!("[data-preview=\"{next}\"]"));
        }
    })
}

/// The fields of ChessNim's form; every change gives the whole new form to `on_change`.
pub fn nim_fields(form: &NimForm, on_change: &Callback<NimForm>) -> Html {
    html! {
        <>
        { size_fields(form, on_change) }
        { holes_fields(form, on_change) }
        { material_fields(form, on_change) }
        { pawns_field(form, on_change) }
        </>
    }
}

/// A change of the form made by `f`.
fn change<E: 'static>(
    form: &NimForm,
    on_change: &Callback<NimForm>,
    f: impl Fn(&mut NimForm, E) + 'static,
) -> Callback<E> {
    let (form, on_change) = (form.clone(), on_change.clone());
    Callback::from(move |e: E| {
        let mut next = form.clone();
        f(&mut next, e);
        on_change.emit(next);
    })
}

fn input_value(e: InputEvent) -> String {
    e.target_unchecked_into::<HtmlInputElement>().value()
}

fn size_fields(form: &NimForm, on_change: &Callback<NimForm>) -> Html {
    let on_width = change(form, on_change, |f, e| f.width = input_value(e));
    let on_height = change(form, on_change, |f, e| f.height = input_value(e));
    html! {
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
    }
}

fn holes_fields(form: &NimForm, on_change: &Callback<NimForm>) -> Html {
    let on_toggle = change(form, on_change, |f, sq: Square| f.toggle_hole(sq));
    let on_clear_holes = change(form, on_change, |f, _: MouseEvent| {
        f.holes = engine::SquareSet::EMPTY
    });
    let size = form.size();
    let hole_count = size
        .as_ref()
        .map(|&(w, h)| form.holes_within(w, h).count())
        .unwrap_or(0);
    html! {
        <fieldset class="holes">
            <legend>{ "Holes" }</legend>
            if let Ok((w, h)) = size {
                <p class="hint">{ "Click squares to remove them from the board (or the arrow keys and Enter)." }</p>
                { preview(form, w, h, on_toggle) }
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
    }
}

fn material_fields(form: &NimForm, on_change: &Callback<NimForm>) -> Html {
    let radio = |choice: MaterialChoice, id: &'static str| {
        let onchange = change(form, on_change, move |f, _: Event| f.material = choice);
        html! {
            <label class="choice" for={id}>
                <input type="radio" name="material" {id} checked={form.material == choice}
                    {onchange} />
                { material_label(choice) }
            </label>
        }
    };
    let on_custom = change(form, on_change, |f, e| f.custom = input_value(e));
    html! {
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
    }
}

fn pawns_field(form: &NimForm, on_change: &Callback<NimForm>) -> Html {
    let on_pawns = change(form, on_change, |f, e: Event| {
        f.pawns_on_last_rank = e.target_unchecked_into::<HtmlInputElement>().checked()
    });
    html! {
        <label class="choice check" for="pawns-last-rank">
            <input id="pawns-last-rank" type="checkbox" checked={form.pawns_on_last_rank}
                onchange={on_pawns} />
            { "Pawns may be dropped on the last rank" }
        </label>
    }
}
