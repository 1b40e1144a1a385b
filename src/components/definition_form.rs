//! "Your own game" in the new-game dialog: the definition text in Fairy-Stockfish's
//! `variants.ini` keys (`#definition-text`, or a file read into it), the line the engine
//! refuses with its text (`#definition-error-line`), the section to play when there are
//! several (`#definition-section`), what the engine warns of (`#definition-warnings`), a
//! live picture of the start (`#definition-preview`) and the definitions used before
//! (`#saved-definitions`); help: the keys reference (`#keys-link`, keys.html) and a Betza
//! summary with examples (`#betza-help`). The dialog keeps the text and the
//! section; the engine checks them ([`crate::settings_form::defined_settings`]).

use engine::Position;
use web_sys::{HtmlSelectElement, HtmlTextAreaElement};
use yew::prelude::*;

use super::board::Board;
use super::pieces_table::{Pieces, PiecesTable};
use crate::settings_form::{CheckedDefinition, DefinitionProblem};
use crate::view::{board_view, Ui};

/// The definition fields' properties.
#[derive(Properties, PartialEq)]
pub struct DefinitionFieldsProps {
    /// The text as it stands.
    pub text: String,
    /// What the engine made of it.
    pub checked: Result<CheckedDefinition, DefinitionProblem>,
    /// The definitions used before, most recent first.
    pub saved: Vec<String>,
    /// The text was edited.
    pub on_edit: Callback<String>,
    /// Another text replaces it (a file, a definition used before): its last section plays.
    pub on_replace: Callback<String>,
    /// The section to play was chosen.
    pub on_section: Callback<String>,
    /// Forget a definition used before.
    pub on_forget: Callback<String>,
}

/// The definition fields.
#[function_component(DefinitionFields)]
pub fn definition_fields(props: &DefinitionFieldsProps) -> Html {
    // A definition file read into the text box (a file that is not text changes nothing and
    // says so).
    let file_error = use_state(|| None::<String>);
    // The Betza help's words, fetched when the dialog first opens.
    let help = use_state(crate::games::rules_text::loaded);
    {
        let help = help.clone();
        use_effect_with((), move |_| {
            crate::builtins::with_texts(move || help.set(true))
        });
    }
    let on_file = {
        let on_replace = props.on_replace.clone();
        let ok = file_error.clone();
        let on_text = Callback::from(move |text: String| {
            ok.set(None);
            on_replace.emit(text);
        });
        let file_error = file_error.clone();
        super::text_file::on_pick(on_text, Callback::from(move |e| file_error.set(Some(e))))
    };
    let on_input = props
        .on_edit
        .reform(|e: InputEvent| e.target_unchecked_into::<HtmlTextAreaElement>().value());
    let (problem_line, sections, chosen) = match &props.checked {
        Ok(c) => (
            None,
            c.sections.clone(),
            Some(c.settings.name().to_string()),
        ),
        Err(p) => (p.line, Vec::new(), None),
    };
    html! {
        <>
        <p class="hint">
            { crate::games::rules_text::dialog("hint") }{ " " }
            <a id="keys-link" href="keys.html" target="_blank" rel="noopener">
                { "Every key explained" }</a>
        </p>
        { betza_help(*help) }
        <label for="definition-text" class="definition-label">{ "Definition" }</label>
        <p class="definition-upload">
            <label class="button" for="definition-file">{ "Open a variants.ini file…" }</label>
            <input id="definition-file" class="visually-hidden" type="file"
                accept=".ini,.txt,text/plain" onchange={on_file} />
        </p>
        if let Some(e) = &*file_error {
            <p id="definition-file-error" class="settings-error shown" role="alert">{ e.clone() }</p>
        }
        <textarea id="definition-text" class="definition-text" data-first-focus="true" rows="12" spellcheck="false"
            autocomplete="off" value={props.text.clone()} oninput={on_input}
            aria-invalid={problem_line.is_some().then_some("true")}
            aria-describedby="definition-error" />
        if let Some(n) = problem_line {
            <p id="definition-error-line" class="definition-error-line">
                { format!("Line {n}: ") }
                <code>{ props.text.lines().nth(n - 1).unwrap_or("") }</code>
            </p>
        }
        { diagram_note(&props.text, &props.on_replace) }
        { section_choice(&sections, chosen.as_deref(), &props.on_section) }
        { warnings(&props.checked) }
        { start_picture(&props.checked) }
        { saved_list(props) }
        </>
    }
}

/// A piece's moves in Betza, with examples, folded under the hint (its words come with
/// the rules pages', `crate::games::rules_text`).
fn betza_help(loaded: bool) -> Html {
    let (intro, examples) = crate::games::rules_text::betza_help();
    html! {
        <details id="betza-help" class="betza-help">
            <summary>{ "How to write a piece's moves (Betza)" }</summary>
            if !loaded {
                <p>{ "…" }</p>
            }
            { for intro.map(|i| html! { <p>{ i }</p> }) }
            <table class="betza-examples">
                { for examples.iter().map(|(line, what)| html! {
                    <tr><td><code>{ *line }</code></td><td>{ *what }</td></tr>
                }) }
            </table>
            <p><a href="keys.html#pieces" target="_blank" rel="noopener">
                { "Every piece and modifier" }</a></p>
        </details>
    }
}

/// A text that is an Interactive Diagram is said to be one, with the button that puts its
/// `variants.ini` text in its place (to go on editing in one format).
fn diagram_note(text: &str, on_replace: &Callback<String>) -> Html {
    if !engine::definition::is_diagram(text) {
        return Html::default();
    }
    let ini = engine::definition::diagram_to_ini(text).ok();
    let onclick = on_replace.reform({
        let ini = ini.clone().unwrap_or_default();
        move |_: MouseEvent| ini.clone()
    });
    html! {
        <p id="diagram-note" class="hint">
            { crate::games::rules_text::dialog("diagram") }{ " " }
            <button type="button" id="diagram-to-ini" class="link" {onclick}
                disabled={ini.is_none()}>{ "Show it as variants.ini" }</button>
        </p>
    }
}

/// What the engine warns of in a definition that plays (pawns that never promote, a
/// double step for one side, a side without a king): said, never refused.
fn warnings(checked: &Result<CheckedDefinition, DefinitionProblem>) -> Html {
    let Some(said) = checked.as_ref().ok().filter(|c| !c.warnings.is_empty()) else {
        return Html::default();
    };
    html! {
        <ul id="definition-warnings" class="definition-warnings" aria-live="polite">
            { for said.warnings.iter().map(|w| html! {
                <li>{ format!("Check: {w}.") }</li>
            }) }
        </ul>
    }
}

/// The choice of the section to play, when the text has more than one.
fn section_choice(sections: &[String], chosen: Option<&str>, on: &Callback<String>) -> Html {
    if sections.len() < 2 {
        return Html::default();
    }
    let onchange = on.reform(|e: Event| e.target_unchecked_into::<HtmlSelectElement>().value());
    html! {
        <label for="definition-section">{ "Play " }
            <select id="definition-section" {onchange}>
                { for sections.iter().map(|s| html! {
                    <option value={s.clone()} selected={chosen == Some(s.as_str())}>{ s.clone() }</option>
                }) }
            </select>
        </label>
    }
}

/// The start of the chosen section, drawn by the board, and its pieces with their moves.
fn start_picture(checked: &Result<CheckedDefinition, DefinitionProblem>) -> Html {
    let Some((view, name, pieces)) = checked.as_ref().ok().and_then(|c| {
        let pos = Position::start(&c.settings).ok()?;
        Some((
            board_view(&pos, &Ui::default()),
            c.settings.name().to_string(),
            Pieces::of(pos.rules()),
        ))
    }) else {
        return Html::default();
    };
    html! {
        <>
        <div id="definition-preview" class="definition-preview">
            <Board {view} on_square={Callback::noop()} interactive={false}
                label={AttrValue::from(format!("the starting board of {name}"))} />
        </div>
        if let Some(pieces) = pieces {
            <PiecesTable {pieces} />
        }
        </>
    }
}

/// The definitions used before, each to use again or forget.
fn saved_list(props: &DefinitionFieldsProps) -> Html {
    if props.saved.is_empty() {
        return Html::default();
    }
    let saved = props.saved.iter().map(|text| {
        let names: Vec<String> = engine::definition::parse_definitions(text)
            .map(|defs| defs.into_iter().map(|d| d.name).collect())
            .unwrap_or_default();
        let label = if names.is_empty() {
            "(unreadable)".to_string()
        } else {
            names.join(", ")
        };
        let use_it = props.on_replace.reform({
            let text = text.clone();
            move |_: MouseEvent| text.clone()
        });
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
        <div class="saved-definitions">
            <h3>{ "Used before" }</h3>
            <ul id="saved-definitions">{ for saved }</ul>
        </div>
    }
}
