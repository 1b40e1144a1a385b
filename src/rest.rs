//! "The rest of the page": a release build ships the page's wasm in two parts
//! (scripts/split-page.mjs), what its first screens run and the rest, fetched when the
//! browser is idle after the first screen. Work a first screen can do without (the start
//! page's picture of a game of one's own, which needs the definition reader) waits for the
//! rest with [`after_rest`], so that its code stays out of the first load (BENCH.md,
//! session 47). The split's glue offers the wait as `globalThis.variantariumRest()`, a
//! promise of the rest; where the page is not split (a debug build) the work runs at once.
//! The split's profile runs its pages with a rest that never comes, so that what waits for
//! it is never counted as first-screen code.

/// Waits for the rest of the page's wasm: `true` once it is there (at once where the page
/// is not split), `false` if it cannot be had (offline before it was ever kept).
#[cfg(target_arch = "wasm32")]
pub async fn loaded() -> bool {
    use wasm_bindgen::{JsCast, JsValue};
    use wasm_bindgen_futures::JsFuture;
    let wait = js_sys::Reflect::get(&js_sys::global(), &JsValue::from_str("variantariumRest"))
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok());
    let Some(wait) = wait else {
        return true;
    };
    let promise = wait
        .call0(&JsValue::NULL)
        .ok()
        .and_then(|p| p.dyn_into::<js_sys::Promise>().ok());
    match promise {
        Some(p) => JsFuture::from(p).await.is_ok(),
        None => false,
    }
}

/// Runs `work` once the rest of the page's wasm has arrived, or at once where the page is
/// not split; never if the rest cannot be had.
#[cfg(target_arch = "wasm32")]
pub fn after_rest(work: impl FnOnce() + 'static) {
    wasm_bindgen_futures::spawn_local(async move {
        if loaded().await {
            work();
        }
    });
}

/// Natively (the app's tests) the work runs at once.
#[cfg(not(target_arch = "wasm32"))]
pub fn after_rest(work: impl FnOnce() + 'static) {
    work();
}

/// Calls `f(a)` through a function pointer the optimisers cannot see through, so that `f`
/// stays a function of its own. wasm-opt inlines a function with one caller into that
/// caller (`#[inline(never)]` or not), and the split moves whole functions: a rule of the
/// other games called from code a first screen runs (the reducer, the board's view) would
/// be first-load code though no first screen runs it. Out of line, it goes to the rest
/// (BENCH.md, session 49).
#[inline(always)]
pub fn out_of_line<A, R>(f: fn(A) -> R, a: A) -> R {
    std::hint::black_box(f)(a)
}

/// Where the styles of what no first screen of our five games shows are served
/// (`styles/more.css`: other screens, other families' boards and pieces).
pub const MORE_STYLES: &str = "more.css";

/// Links the style sheet at `href` into the page's head (once the first screen is drawn,
/// it does not hold it up).
#[cfg(target_arch = "wasm32")]
pub fn link_style_sheet(href: &str) {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let (Ok(link), Some(head)) = (doc.create_element("link"), doc.head()) else {
        return;
    };
    let _ = link.set_attribute("rel", "stylesheet");
    let _ = link.set_attribute("href", href);
    let _ = head.append_child(&link);
}
