//! The Share panel (`#share-panel`): the game's link in a text field to copy (`#share-link`,
//! `#copy-link` through the clipboard when the browser offers it), the HTML of an embedded
//! view-only board (`#embed-code`, `#copy-embed`), the game record to download (`#export`,
//! a `data:` link) and a file input to import one (`#import-file`). What the link and the
//! record say is decided in `src/share.rs`; this component only shows them and reads the
//! file.

use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::{js_sys, spawn_local, JsFuture};
use web_sys::HtmlInputElement;
use yew::prelude::*;

#[wasm_bindgen]
extern "C" {
    /// `navigator.clipboard.writeText(text)`; throws where there is no clipboard (an
    /// insecure page, an old browser).
    #[wasm_bindgen(js_namespace = ["navigator", "clipboard"], js_name = writeText, catch)]
    fn clipboard_write_text(text: &str) -> Result<js_sys::Promise, JsValue>;
}

/// The Share panel's properties.
#[derive(Properties, PartialEq)]
pub struct SharePanelProps {
    /// The address of the game (the page with the game in its fragment).
    pub link: String,
    /// The HTML of an iframe with the game, view-only, to paste into a wiki page.
    pub embed_code: String,
    /// The game record to export.
    pub record: String,
    /// The exported file's name.
    pub file_name: String,
    /// A file was chosen for import: its text.
    pub on_import: Callback<String>,
    /// A file could not be read at all (not text).
    pub on_import_error: Callback<String>,
    /// Close the panel.
    pub on_close: Callback<()>,
    /// Why the link, the embed code and the record are withheld (Arnhem's secret
    /// deployment): then only this and the import are shown.
    #[prop_or_default]
    pub withheld: Option<AttrValue>,
}

/// A Copy button's click: `text` (the `what`: "link", "embed code") to the clipboard,
/// or, where the browser offers none, selected in `field` for Ctrl+C; `copied` says which.
fn copier(
    copied: &UseStateHandle<Option<String>>,
    field: &NodeRef,
    text: &str,
    what: &'static str,
) -> Callback<MouseEvent> {
    let (copied, field, text) = (copied.clone(), field.clone(), text.to_string());
    Callback::from(move |_: MouseEvent| {
        let done = copied.clone();
        let (copied, field) = (copied.clone(), field.clone());
        let fallback = move || {
            if let Some(input) = field.cast::<HtmlInputElement>() {
                input.select();
            }
            copied.set(Some(format!(
                "Press Ctrl+C (or ⌘C) to copy the selected {what}."
            )));
        };
        match clipboard_write_text(&text) {
            Ok(promise) => spawn_local(async move {
                match JsFuture::from(promise).await {
                    Ok(_) => done.set(Some(format!("The {what} is copied."))),
                    Err(_) => fallback(),
                }
            }),
            Err(_) => fallback(),
        }
    })
}

/// The Share panel.
#[function_component(SharePanel)]
pub fn share_panel(props: &SharePanelProps) -> Html {
    let copied = use_state(|| None::<String>);
    let link_field = use_node_ref();
    let embed_field = use_node_ref();
    let on_copy = copier(&copied, &link_field, &props.link, "link");
    let on_copy_embed = copier(&copied, &embed_field, &props.embed_code, "embed code");
    let on_focus = Callback::from(|e: FocusEvent| {
        if let Some(input) = e.target_dyn_into::<HtmlInputElement>() {
            input.select();
        }
    });
    let on_file = super::text_file::on_pick(props.on_import.clone(), props.on_import_error.clone());
    html! {
        <section id="share-panel" class="share-panel" aria-label="share">
            if let Some(w) = &props.withheld {
                <p id="share-withheld" class="share-withheld" role="status">{ w.clone() }</p>
            } else {
            <div class="share-row">
                <label for="share-link">{ "Link to this game" }</label>
                <input id="share-link" type="text" readonly=true value={props.link.clone()}
                    ref={link_field} onfocus={on_focus.clone()} />
                <button type="button" id="copy-link" onclick={on_copy}>{ "Copy" }</button>
            </div>
            if let Some(c) = &*copied {
                <p id="copy-status" class="copy-status" role="status">{ c.clone() }</p>
            }
            <div class="share-row">
                <label for="embed-code">{ "Embed (view-only, with moves and steps)" }</label>
                <input id="embed-code" type="text" readonly=true value={props.embed_code.clone()}
                    ref={embed_field} onfocus={on_focus} />
                <button type="button" id="copy-embed" onclick={on_copy_embed}>{ "Copy" }</button>
            </div>
            }
            <div class="share-row">
                if props.withheld.is_none() {
                <a id="export" class="button" href={crate::share::data_url(&props.record)}
                    download={props.file_name.clone()}>{ "Export the game record" }</a>
                }
                <label class="button import" for="import-file">{ "Import a game record…" }</label>
                <input id="import-file" class="visually-hidden" type="file"
                    accept=".txt,text/plain" onchange={on_file} />
                <button type="button" id="share-close" class="link"
                    onclick={props.on_close.reform(|_| ())}>{ "Close" }</button>
            </div>
        </section>
    }
}
