//! The web app's entry point: mounts [`variantarium::App`] on the page.

#[cfg(target_arch = "wasm32")]
fn main() {
    // Debug builds say which panic it was; release builds trap at once (no panic machinery,
    // scripts/wasm-release-env.sh) and web/fatal.js shows the message.
    if cfg!(debug_assertions) {
        variantarium::fatal::install_panic_hook();
    }
    variantarium::offline::register_service_worker_later();
    // Fairy-Stockfish's built-ins: fetched before the first frame when the page may read a
    // game that needs them at once, else once the board is drawn (`builtins`). Such a game
    // (a definition) also needs the rest of the page's wasm (`rest`): awaited with them, so
    // that its first frame does not stop to fetch the rest synchronously.
    let fragment = variantarium::opening::location_fragment();
    let stored = variantarium::builtins::stored_values();
    // In its own root: the piece symbols beside it in index.html stay.
    let render = || {
        let root = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.get_element_by_id("app"));
        match root {
            Some(root) => yew::Renderer::<variantarium::App>::with_root(root).render(),
            None => yew::Renderer::<variantarium::App>::new().render(),
        };
    };
    // The styles of what no first screen of our five games shows, once the first is drawn.
    let link_more_styles = || variantarium::rest::link_style_sheet(variantarium::rest::MORE_STYLES);
    if variantarium::builtins::needed_at_start(&fragment, stored.iter().map(String::as_str)) {
        wasm_bindgen_futures::spawn_local(async move {
            let _ = variantarium::builtins::load().await;
            variantarium::rest::loaded().await;
            render();
            link_more_styles();
        });
    } else {
        render();
        link_more_styles();
        wasm_bindgen_futures::spawn_local(async {
            let _ = variantarium::builtins::load().await;
        });
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("variantarium is a web app: build it with `trunk build` and open it in a browser");
}
