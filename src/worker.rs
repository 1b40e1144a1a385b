//! The search worker: a second wasm module that trunk builds as a web worker
//! (`worker_loader.js`). It answers each message (a [`variantarium::computer::Request`] as
//! text) with [`variantarium::computer::think`]'s reply, so that the page never freezes
//! while the computer thinks. The page terminates it to stop a search.

#[cfg(target_arch = "wasm32")]
fn main() {
    use wasm_bindgen::closure::Closure;
    use wasm_bindgen::{JsCast, JsValue};
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let reply_to = scope.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
        let request = e.data().as_string().unwrap_or_default();
        let reply = variantarium::computer::think(&request, &mut js_sys::Date::now);
        let _ = reply_to.post_message(&JsValue::from_str(&reply));
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    on_message.forget();
    // Messages posted before this point were lost: the page waits for this word.
    let _ = scope.post_message(&JsValue::from_str(variantarium::computer::READY));
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the search worker runs in a browser: trunk builds it with the app");
}
