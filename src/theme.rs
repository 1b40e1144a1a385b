//! Board themes: the colours of the board and the page, chosen in the top bar
//! (`#theme`), applied as `data-theme` on the app and drawn entirely by CSS custom
//! properties (`styles/board.theme.css`). The choice is remembered in `localStorage`; when
//! storage fails (private mode, a full or blocked store) the theme still applies for the
//! visit.

use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Where the chosen theme is kept between visits.
pub const THEME_KEY: &str = "variantarium.theme";

/// A look of the board and the page.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Theme {
    /// Brown wood, the default.
    #[default]
    Wood,
    /// Blue and grey.
    Blue,
    /// Green and cream, like a tournament board.
    Green,
    /// High contrast: white and mid-grey squares, black lines, strong marks.
    Contrast,
}

impl Theme {
    /// Every theme, in the order of the menu.
    pub const ALL: [Theme; 4] = [Theme::Wood, Theme::Blue, Theme::Green, Theme::Contrast];

    /// Its name in `data-theme` and in storage.
    pub fn name(self) -> &'static str {
        match self {
            Theme::Wood => "wood",
            Theme::Blue => "blue",
            Theme::Green => "green",
            Theme::Contrast => "contrast",
        }
    }

    /// Its name in the menu.
    pub fn title(self) -> &'static str {
        match self {
            Theme::Wood => "Wood",
            Theme::Blue => "Blue",
            Theme::Green => "Green",
            Theme::Contrast => "High contrast",
        }
    }

    /// The theme called `name`, if there is one (anything else is ignored, never a panic).
    pub fn from_name(name: &str) -> Option<Theme> {
        Theme::ALL.into_iter().find(|t| t.name() == name.trim())
    }
}

/// The theme chosen on an earlier visit; else high contrast when the system asks for more
/// contrast (`prefers-contrast: more`), else the default.
pub fn load_theme() -> Theme {
    crate::storage::load(THEME_KEY)
        .ok()
        .flatten()
        .and_then(|stored| {
            // A JSON string (this version) or the bare name (earlier ones).
            let name = crate::storage::from_json::<String>(&stored).unwrap_or(stored);
            Theme::from_name(&name)
        })
        .unwrap_or_else(|| {
            let more = web_sys::window()
                .and_then(|w| w.match_media("(prefers-contrast: more)").ok().flatten())
                .is_some_and(|m| m.matches());
            if more {
                Theme::Contrast
            } else {
                Theme::default()
            }
        })
}

/// Remembers `theme`; a storage that refuses is ignored (the theme applies anyway).
pub fn save_theme(theme: Theme) {
    let _ = crate::storage::save(THEME_KEY, theme.name());
}

/// The theme menu's properties.
#[derive(Properties, PartialEq)]
pub struct ThemePickerProps {
    /// The theme in use.
    pub theme: Theme,
    /// Another theme was chosen.
    pub on_change: Callback<Theme>,
}

/// The theme menu (`#theme`).
#[function_component(ThemePicker)]
pub fn theme_picker(props: &ThemePickerProps) -> Html {
    let on_change = props.on_change.clone();
    let onchange = Callback::from(move |e: Event| {
        let Some(select) = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlSelectElement>().ok())
        else {
            return;
        };
        if let Some(t) = Theme::from_name(&select.value()) {
            on_change.emit(t);
        }
    });
    html! {
        <label class="theme-picker">
            <span class="theme-label">{ "Theme" }</span>
            <select id="theme" {onchange}>
                { for Theme::ALL.iter().map(|t| html! {
                    <option value={t.name()} selected={*t == props.theme}>{ t.title() }</option>
                }) }
            </select>
        </label>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_read_back_and_junk_is_ignored() {
        for t in Theme::ALL {
            assert_eq!(Theme::from_name(t.name()), Some(t));
        }
        assert_eq!(Theme::from_name("neon"), None);
        assert_eq!(Theme::from_name(""), None);
        assert_eq!(Theme::default(), Theme::Wood);
    }
}
