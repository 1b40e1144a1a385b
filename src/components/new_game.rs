//! The new-game dialog of each game. ChessNim's has board size, holes (clicked on a small
//! preview board), material (a preset or a custom `LETTER:BETZA:COUNT` list) and the `CN-8`
//! pawn setting; Arnhem's the choice between a secret deployment and the fixed quick setup
//! (`AR-4`, `#arnhem-quick`); Chessence has no settings.
//!
//! "Your own game" ([`crate::games::OWN`]) has a definition text in Fairy-Stockfish's
//! `variants.ini` keys (`#definition-text`), the section to play when it has several
//! (`#definition-section`), the error with its line (`#definition-error`), a live picture
//! of the start (`#definition-preview`) and the definitions used before
//! (`#saved-definitions`).
//!
//! The form is checked live by the engine ([`NimForm::settings`], [`game_settings`]); while
//! it is wrong the reason is shown and Start is disabled. Cancel closes the dialog and keeps
//! the game.

use engine::{ArnhemSettings, Position, Settings, Square, Variant};
use web_sys::{HtmlInputElement, HtmlSelectElement, HtmlTextAreaElement};
use yew::prelude::*;

use super::board::Board;
use super::seats::Seats;
use crate::computer::{all_human, Seat};
use crate::games::{self, face, Form};
use crate::settings_form::{
    defined_settings, game_settings, material_label, MaterialChoice, NimForm,
};
use crate::view::{board_view, Ui};

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
    /// The seats to start from (the game in progress's, or all people); when their number
    /// does not fit the game, every seat is a person.
    #[prop_or_default]
    pub seats: Vec<Seat>,
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
    let form_kind = face(variant).form;
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
    let def_text = use_state(|| props.definition.clone());
    let section = use_state(|| props.section.clone());
    let defined =
        (form_kind == Form::Definition).then(|| defined_settings(&def_text, section.as_deref()));
    let checked = match &defined {
        Some(d) => d
            .as_ref()
            .map(|c| c.settings.clone())
            .map_err(|p| p.message.clone()),
        None if form_kind == Form::Nim => form.settings(),
        None => game_settings(variant, *arnhem),
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

    let on_def_text = {
        let def_text = def_text.clone();
        Callback::from(move |e: InputEvent| {
            def_text.set(e.target_unchecked_into::<HtmlTextAreaElement>().value());
        })
    };
    // A definition file read into the text box (a file that is not text changes nothing and
    // says so).
    let file_error = use_state(|| None::<String>);
    let on_def_file = {
        let (def_text, section) = (def_text.clone(), section.clone());
        let on_text = {
            let file_error = file_error.clone();
            Callback::from(move |text: String| {
                file_error.set(None);
                section.set(None);
                def_text.set(text);
            })
        };
        let file_error = file_error.clone();
        super::text_file::on_pick(on_text, Callback::from(move |e| file_error.set(Some(e))))
    };
    let on_section = {
        let section = section.clone();
        Callback::from(move |e: Event| {
            section.set(Some(e.target_unchecked_into::<HtmlSelectElement>().value()));
        })
    };
    let defined_fields = defined.as_ref().map(|d| {
        let lines: Vec<&str> = def_text.lines().collect();
        let (problem_line, sections, chosen) = match d {
            Ok(c) => (None, c.sections.clone(), Some(c.settings.name().to_string())),
            Err(p) => (p.line, Vec::new(), None),
        };
        let preview = d.as_ref().ok().and_then(|c| {
            let pos = Position::start(&c.settings).ok()?;
            Some(board_view(&pos, &Ui::default()))
        });
        let saved = props.saved_definitions.iter().map(|text| {
            let names: Vec<String> = engine::definition::parse_definitions(text)
                .map(|defs| defs.into_iter().map(|d| d.name).collect())
                .unwrap_or_default();
            let label = if names.is_empty() { "(unreadable)".to_string() } else { names.join(", ") };
            let use_it = {
                let def_text = def_text.clone();
                let section = section.clone();
                let text = text.clone();
                Callback::from(move |_: MouseEvent| {
                    section.set(None);
                    def_text.set(text.clone());
                })
            };
            let forget = props.on_forget.reform({
                let text = text.clone();
                move |_: MouseEvent| text.clone()
            });
            html! {
                <li class="saved-definition">
                    <span class="saved-name">{ label.clone() }</span>
                    <button type="button" class="link use-definition" onclick={use_it}
                        aria-label={format!("use the definition of {label}")}>{ "Use" }</button>
                    <button type="button" class="link forget-definition" onclick={forget}
                        aria-label={format!("forget the definition of {label}")}>{ "Forget" }</button>
                </li>
            }
        });
        html! {
            <>
            <p class="hint">
                { "Write the game in Fairy-Stockfish's variants.ini keys: a [name:parent] section \
                   (parent chess, fairy, one of our five games or an earlier section), then \
                   key = value lines." }
            </p>
            <label for="definition-text" class="definition-label">{ "Definition" }</label>
            <p class="definition-upload">
                <label class="button" for="definition-file">{ "Open a variants.ini file…" }</label>
                <input id="definition-file" class="visually-hidden" type="file"
                    accept=".ini,.txt,text/plain" onchange={on_def_file} />
            </p>
            if let Some(e) = &*file_error {
                <p id="definition-file-error" class="settings-error shown" role="alert">{ e.clone() }</p>
            }
            <textarea id="definition-text" class="definition-text" rows="12" spellcheck="false"
                autocomplete="off" value={(*def_text).clone()} oninput={on_def_text}
                aria-invalid={problem_line.is_some().then_some("true")}
                aria-describedby="definition-error" />
            if let Some(n) = problem_line {
                <p id="definition-error-line" class="definition-error-line">
                    { format!("Line {n}: ") }
                    <code>{ lines.get(n - 1).copied().unwrap_or("") }</code>
                </p>
            }
            if sections.len() > 1 {
                <label for="definition-section">{ "Play " }
                    <select id="definition-section" onchange={on_section}>
                        { for sections.iter().map(|s| html! {
                            <option value={s.clone()} selected={chosen.as_deref() == Some(s.as_str())}>{ s.clone() }</option>
                        }) }
                    </select>
                </label>
            }
            if let Some(view) = preview {
                <div id="definition-preview" class="definition-preview">
                    <Board {view} on_square={Callback::noop()} interactive={false}
                        label={AttrValue::from(format!("the starting board of {}", chosen.clone().unwrap_or_default()))} />
                </div>
            }
            if !props.saved_definitions.is_empty() {
                <div class="saved-definitions">
                    <h3>{ "Used before" }</h3>
                    <ul id="saved-definitions">{ for saved }</ul>
                </div>
            }
            </>
        }
    });

    let title = if form_kind == Form::Definition {
        "New game of your own".to_string()
    } else {
        format!("New game of {}", variant.title())
    };
    html! {
        <div class="dialog-backdrop" onkeydown={on_key}>
            <form class="dialog" id="new-game" role="dialog" aria-modal="true"
                aria-labelledby="new-game-title" onsubmit={on_submit}>
                <h2 id="new-game-title">{ title }</h2>
                if form_kind == Form::Nim {
                    { nim_fields }
                } else if let Some(fields) = defined_fields {
                    { fields }
                } else {
                    <p class="hint game-blurb">{ face(variant).blurb }</p>
                }
                if form_kind == Form::Deployment {
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
