//! Offline play: registers the service worker (`sw.js`, written into the built site by
//! `scripts/postbuild.mjs`), which caches every file of the build after the first visit.
//! The URL is relative, so the site works from any sub-path; where service workers are not
//! available (an old browser, a `file:` page) the app simply stays online-only.

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsValue;

/// Where the service worker is, relative to the page.
pub const SERVICE_WORKER_URL: &str = "./sw.js";

/// Registers the service worker, if the browser has them. Failures are ignored: the app
/// works the same online.
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
