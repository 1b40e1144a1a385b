//! A text file the player picks (`<input type=file>`): a definition for "Your own game", a
//! record to import into the game, a file of games for "Your games". One reader for the
//! three: the chosen file is read as text and handed on; a file that does not read as text
//! changes nothing and says so. The input is cleared, so that the same file may be chosen
//! again once it is fixed.

use yew::prelude::*;

/// What a picker says of a file that could not be read as text.
pub fn unreadable(name: &str) -> String {
    format!("The file {name} could not be read as text; nothing was changed.")
}

/// The `onchange` of a file input: the chosen file's text goes to `on_text`, or, when it
/// cannot be read, [`unreadable`]'s words go to `on_error`.
pub fn on_pick(on_text: Callback<String>, on_error: Callback<String>) -> Callback<Event> {
    Callback::from(move |e: Event| {
        let Some(input) = e.target_dyn_into::<web_sys::HtmlInputElement>() else {
            return;
        };
        let Some(file) = input.files().and_then(|f| f.get(0)) else {
            return;
        };
        input.set_value("");
        let name = file.name();
        let (on_text, on_error) = (on_text.clone(), on_error.clone());
        wasm_bindgen_futures::spawn_local(async move {
            match gloo_file::futures::read_as_text(&gloo_file::File::from(file)).await {
                Ok(text) => on_text.emit(text),
                Err(_) => on_error.emit(unreadable(&name)),
            }
        });
    })
}
