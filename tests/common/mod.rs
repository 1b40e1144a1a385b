//! What the native render tests share: square names, looking into rendered markup, and the
//! board rendered by Yew's server renderer. Each test file uses part of it.
#![allow(dead_code)]

use engine::{Position, Square};
use variantarium::components::board::{Board, BoardProps};
use variantarium::view::{board_view, Ui};
use yew::{Callback, LocalServerRenderer};

/// A square by name.
pub fn sq(s: &str) -> Square {
    s.parse().expect("test square")
}

/// How often `needle` occurs in `html`.
pub fn count(html: &str, needle: &str) -> usize {
    html.matches(needle).count()
}

/// The opening tag that carries `attr` (e.g. `data-square="e7"`).
pub fn tag_with<'a>(html: &'a str, attr: &str) -> &'a str {
    let at = html.find(attr).unwrap_or_else(|| panic!("no {attr}"));
    let start = html[..at].rfind('<').expect("tag start");
    let end = at + html[at..].find('>').expect("tag end");
    &html[start..=end]
}

/// The markup of the square `name`, up to the next square.
pub fn square_html<'a>(html: &'a str, name: &str) -> &'a str {
    let attr = format!("data-square=\"{name}\"");
    let at = html.find(&attr).unwrap_or_else(|| panic!("no {name}"));
    let start = html[..at].rfind('<').expect("tag start");
    let rest = &html[at..];
    let end = rest[1..]
        .find("data-square=\"")
        .map(|e| at + 1 + e)
        .unwrap_or(html.len());
    &html[start..end]
}

/// The board of `pos` as the app draws it with `ui`, rendered to HTML.
pub async fn render_board(pos: &Position, ui: Ui) -> String {
    let props = BoardProps {
        view: board_view(pos, &ui),
        on_square: Callback::noop(),
        on_pointer: Callback::noop(),
        hover: None,
        lifted: None,
        interactive: true,
        label: None,
    };
    LocalServerRenderer::<Board>::with_props(props)
        .render()
        .await
}
