//! The last resort: a panic hook that shows a message on the page instead of leaving a
//! dead app. The game in progress was saved after its last move, so a reload brings it
//! back; the message says so. The text is set as text (never as HTML).
//!
//! Only debug builds install the hook: a release build traps at once on a panic
//! (`-Cpanic=immediate-abort`, scripts/wasm-release-env.sh) and `web/fatal.js` shows the
//! same message, without the panic's words.

/// What the page says after an internal error, with the panic's own words.
pub fn message(detail: &str) -> String {
    format!(
        "Something went wrong inside Variantarium ({detail}). Your game was saved after its \
         last move: reload the page to go on."
    )
}

/// Installs the hook (once, at start).
pub fn install_panic_hook() {
    std::panic::set_hook(Box::new(|info| {
        let detail = info
            .payload()
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| info.payload().downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "an internal error".to_string());
        show(&message(&detail));
    }));
}

fn show(text: &str) {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let Some(body) = doc.body() else { return };
    let Ok(el) = doc.create_element("div") else {
        return;
    };
    el.set_id("fatal-error");
    let _ = el.set_attribute("role", "alert");
    el.set_text_content(Some(text));
    let _ = body.prepend_with_node_1(&el);
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_message_names_the_error_and_says_how_to_go_on() {
        let m = super::message("index out of bounds");
        assert!(m.contains("index out of bounds"));
        assert!(m.contains("reload the page"));
    }
}
