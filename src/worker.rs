//! The search worker: a second wasm module that trunk builds as a web worker
//! (`worker_loader.js`). It answers each message (a [`variantarium::computer::Request`], a
//! serde value posted as a JavaScript object) with [`variantarium::computer::think`]'s reply, so that the page never freezes
//! while the computer thinks. The page terminates it to stop a search. It fetches
//! Fairy-Stockfish's built-ins first (`variantarium::builtins`).

#[cfg(target_arch = "wasm32")]
fn main() {
    use gloo_events::EventListener;
    use variantarium::computer::{think, Reply, Request, READY};
    use wasm_bindgen::{JsCast, JsValue};
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let reply_to = scope.clone();
    let on_message = EventListener::new(&scope, "message", move |e| {
        let Some(e) = e.dyn_ref::<MessageEvent>() else {
            return;
        };
        let reply = match serde_wasm_bindgen::from_value::<Request>(e.data()) {
            Ok(request) => think(&request, &mut js_sys::Date::now),
            Err(err) => Reply::Error {
                id: 0,
                message: format!("the request could not be read ({err})"),
            },
        };
        if let Ok(message) = serde_wasm_bindgen::to_value(&reply) {
            let _ = reply_to.post_message(&message);
        }
    });
    // The listener lives as long as the worker.
    on_message.forget();
    // Messages posted before this point were lost: the page waits for this word, said once
    // Fairy-Stockfish's built-ins are in (a game may name one; `variantarium::builtins`),
    // or could not be fetched.
    wasm_bindgen_futures::spawn_local(async move {
        let _ = variantarium::builtins::load().await;
        let _ = scope.post_message(&JsValue::from_str(READY));
    });
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the search worker runs in a browser: trunk builds it with the app");
}
