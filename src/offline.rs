//! Offline play: registers the service worker (`sw.js`, written into the built site by
//! `scripts/postbuild.mjs`), which caches every file of the build after the first visit.
//! The URL is relative, so the site works from any sub-path; where service workers are not
//! available (an old browser, a `file:` page) the app simply stays online-only.

use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};

/// Where the service worker is, relative to the page.
pub const SERVICE_WORKER_URL: &str = "./sw.js";

/// How long after the start the service worker is registered: its installation fetches
/// and stores the whole build (the worker's wasm and the engine's package too), which on a
/// first visit would compete with the first paint of the board (BENCH.md, "Page load").
pub const REGISTER_AFTER_MS: i32 = 2000;

/// Registers the service worker, if the browser has them, [`REGISTER_AFTER_MS`] after the
/// call. Failures are ignored: the app works the same online.
pub fn register_service_worker_later() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let later = Closure::<dyn FnMut()>::new(register_service_worker);
    let _ = window.set_timeout_with_callback_and_timeout_and_arguments_0(
        later.as_ref().unchecked_ref(),
        REGISTER_AFTER_MS,
    );
    later.forget();
}

/// Registers the service worker now, if the browser has them. Failures are ignored: the
/// app works the same online.
pub fn register_service_worker() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let navigator = window.navigator();
    let has_workers =
        js_sys::Reflect::has(&navigator, &JsValue::from_str("serviceWorker")).unwrap_or(false);
    if !has_workers {
        return;
    }
    let promise = navigator.service_worker().register(SERVICE_WORKER_URL);
    // A refused registration (no secure context, a private window) is not an error here.
    let ignore = Closure::<dyn FnMut(JsValue)>::new(|_| {});
    let _ = promise.catch(&ignore);
    ignore.forget();
}
