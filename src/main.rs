//! The web app's entry point: mounts [`variantarium::App`] on the page.

#[cfg(target_arch = "wasm32")]
fn main() {
    // Debug builds say which panic it was; release builds trap at once (no panic machinery,
    // scripts/wasm-release-env.sh) and web/fatal.js shows the message.
    if cfg!(debug_assertions) {
        variantarium::fatal::install_panic_hook();
    }
    variantarium::offline::register_service_worker_later();
    yew::Renderer::<variantarium::App>::new().render();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("variantarium is a web app: build it with `trunk build` and open it in a browser");
}
