//! "Your games" on the start page (`#your-games`): every game kept on this device
//! (`src/game_store.rs`), the last played first, each with a small picture of its board, the
//! players, the moves played and the result or whose turn it is, and "Resume" and "Delete"
//! (with "Undo" for a few seconds, `#undo-delete`). "Export all" (`#export-games`) saves one
//! text file of records; "Import" (`#import-games`) reads such a file (or one record) back,
//! recognising the games already kept. The list reads storage when the page is shown; the
//! first [`PAGE`] games are drawn, "Show more" draws the next.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::board::Board;
use crate::game::Game;
use crate::game_store::{self, Stored};
use crate::view::{board_view, Ui};

/// How many games are drawn at first, and added by "Show more".
pub const PAGE: usize = 12;

/// How long "Undo" stays after a game is deleted, in milliseconds.
const UNDO_MS: i32 = 8000;

/// The list's properties.
#[derive(Properties, PartialEq)]
pub struct YourGamesProps {
    /// The id of the game on show in this tab, if it is kept.
    #[prop_or_default]
    pub current: Option<String>,
    /// Show the game kept under this id.
    pub on_resume: Callback<String>,
}

/// "just now", "5 min ago", "3 h ago", "2 days ago": how long ago `played` was, at `now`
/// (both in milliseconds).
pub fn when(played: f64, now: f64) -> String {
    let minutes = ((now - played) / 60_000.0).max(0.0) as u64;
    match minutes {
        0 => "just now".into(),
        m if m < 60 => format!("{m} min ago"),
        m if m < 60 * 24 => format!("{} h ago", m / 60),
        m if m < 60 * 48 => "yesterday".into(),
        m => format!("{} days ago", m / (60 * 24)),
    }
}

/// What "Export all" says it did: how many games it wrote, and how many it left out because
/// their armies are still secret. With nothing to write it says so (and no file is saved).
pub fn export_message(written: usize, secret: usize) -> String {
    let plural = |n: usize| if n == 1 { "" } else { "s" };
    let mut out = if written == 0 {
        "Nothing to export, so no file was saved.".to_string()
    } else {
        format!("{written} game{} exported.", plural(written))
    };
    if secret > 0 {
        out.push_str(&format!(
            " {secret} game{} in a secret deployment {} left out until the armies are revealed.",
            plural(secret),
            if secret == 1 { "is" } else { "are" }
        ));
    }
    out
}

/// Every game kept, outside a browser none.
fn read_list() -> Vec<Stored> {
    if cfg!(target_arch = "wasm32") {
        game_store::list()
    } else {
        Vec::new()
    }
}

/// Saves `text` as a file named `name` (a `data:` link, clicked).
fn download(name: &str, text: &str) -> Result<(), JsValue> {
    let document = web_sys::window()
        .and_then(|w| w.document())
        .ok_or_else(|| JsValue::from_str("no document"))?;
    let a = document.create_element("a")?;
    a.set_attribute("href", &crate::share::data_url(text))?;
    a.set_attribute("download", name)?;
    a.dyn_into::<web_sys::HtmlElement>()?.click();
    Ok(())
}

/// Runs `f` after `ms` milliseconds.
fn later(ms: i32, f: impl FnOnce() + 'static) {
    if let Some(w) = web_sys::window() {
        let f = Closure::once_into_js(f);
        let _ = w.set_timeout_with_callback_and_timeout_and_arguments_0(f.unchecked_ref(), ms);
    }
}

/// One game of the list, with a picture of its board as it stands.
fn entry(
    s: &Stored,
    current: bool,
    now: f64,
    on_resume: Callback<MouseEvent>,
    on_delete: Callback<MouseEvent>,
) -> Html {
    let board = Game::from_saved_as_far_as_legal(&s.game)
        .ok()
        .map(|(g, _)| {
            // A secret deployment shows only what the people at the screen may see.
            let ui = Ui {
                computers: s.computers(),
                ..Ui::default()
            };
            let view = board_view(g.position(), &ui);
            html! {
                <Board {view} on_square={Callback::noop()} interactive={false}
                    label={AttrValue::from(format!("the board of your game of {}", s.summary.title))} />
            }
        });
    let plies = s.summary.plies;
    html! {
        <li key={s.id.clone()} class={classes!("kept-game", current.then_some("on-show"))}
            data-id={s.id.clone()}>
            <div class="kept-picture">{ for board }</div>
            <div class="kept-text">
                <h3>{ s.summary.title.clone() }</h3>
                <p class="kept-players">{ s.players() }</p>
                <p class="kept-status">
                    { format!("{plies} move{} · {}", if plies == 1 { "" } else { "s" }, s.summary.status) }
                </p>
                <p class="kept-when">
                    { if current { "on show in this tab".to_string() } else { when(s.played, now) } }
                </p>
            </div>
            <div class="kept-buttons">
                <button type="button" class="resume-game primary" onclick={on_resume}>{ "Resume" }</button>
                <button type="button" class="delete-game" onclick={on_delete}
                    aria-label={format!("delete this game of {}", s.summary.title)}>{ "Delete" }</button>
            </div>
        </li>
    }
}

/// The list's state: the games, the one deleted last (while it can be brought back, with a
/// number telling its timer from a later deletion's), what to say, and the games storage
/// had no room for (an undone deletion, an import), kept in memory while the page offers
/// to free room for them.
#[derive(Clone)]
struct ListState {
    list: UseStateHandle<Vec<Stored>>,
    deleted: UseStateHandle<Option<(Stored, u32)>>,
    message: UseStateHandle<Option<String>>,
    waiting: UseStateHandle<Vec<Stored>>,
}

impl ListState {
    /// Deletes `s`, offering to undo it for a while.
    fn on_delete(&self, s: &Stored) -> Callback<MouseEvent> {
        let (st, stored) = (self.clone(), s.clone());
        Callback::from(move |_: MouseEvent| {
            game_store::delete(&stored.id);
            let no = st.deleted.as_ref().map_or(0, |(_, n)| n + 1);
            st.deleted.set(Some((stored.clone(), no)));
            st.list.set(read_list());
            let deleted = st.deleted.clone();
            later(UNDO_MS, move || {
                // Only this deletion's note goes; a later one keeps its own time.
                if deleted.as_ref().is_some_and(|(_, n)| *n == no) {
                    deleted.set(None);
                }
            });
        })
    }

    /// Puts the game deleted last back (or keeps it waiting for room).
    fn on_undo(&self) -> Callback<MouseEvent> {
        let st = self.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some((stored, _)) = st.deleted.as_ref() {
                if game_store::write(stored).is_err() {
                    st.message.set(Some(
                        "The game could not be put back: the browser's storage is full or \
                         turned off."
                            .into(),
                    ));
                    st.waiting.set(vec![stored.clone()]);
                }
            }
            st.deleted.set(None);
            st.list.set(read_list());
        })
    }

    /// Saves every game that may be shown as one file.
    fn on_export(&self) -> Callback<MouseEvent> {
        let st = self.clone();
        Callback::from(move |_: MouseEvent| {
            let (shown, secret) = game_store::exportable(&st.list);
            if shown.is_empty() {
                // An empty file helps nobody: say why there is none.
                st.message.set(Some(export_message(0, secret)));
                return;
            }
            let text = game_store::export_all(&shown);
            if download("variantarium-games.txt", &text).is_err() {
                st.message.set(Some("The file could not be saved.".into()));
            } else {
                st.message.set(Some(export_message(shown.len(), secret)));
            }
        })
    }

    /// Reads a file of games into the list (those storage has no room for wait).
    fn on_import(&self) -> Callback<Event> {
        let st = self.clone();
        let on_text = Callback::from(move |text: String| {
            let known: Vec<String> = read_list().into_iter().map(|s| s.game).collect();
            let found = game_store::import(&text, &known);
            let t = game_store::now();
            let entries: Vec<Stored> = found
                .games
                .iter()
                .enumerate()
                .map(|(i, game)| {
                    let seats = crate::computer::all_human(&game.settings);
                    // The file's first game is the newest.
                    Stored::new(&game_store::fresh_id(), game, &seats, t - i as f64)
                })
                .collect();
            let (_, rest) = game_store::write_in_turn(&entries);
            let mut text = found.message();
            if !rest.is_empty() {
                text.push_str(" The browser's storage is full: not all of them were kept.");
                st.waiting.set(rest);
            }
            st.message.set(Some(text));
            st.list.set(read_list());
        });
        let message = self.message.clone();
        super::text_file::on_pick(on_text, Callback::from(move |e| message.set(Some(e))))
    }
}

/// How many games are kept, in words.
fn count_text(count: usize) -> String {
    match count {
        0 => "No games kept yet: every game you play on this device is kept here.".to_string(),
        1 => "1 game kept on this device.".to_string(),
        n => format!("{n} games kept on this device."),
    }
}

/// The list of the games kept on this device.
#[function_component(YourGames)]
pub fn your_games(props: &YourGamesProps) -> Html {
    let st = ListState {
        list: use_state(read_list),
        deleted: use_state(|| None),
        message: use_state(|| None),
        waiting: use_state(Vec::new),
    };
    let shown = use_state(|| PAGE);
    let now = if cfg!(target_arch = "wasm32") {
        game_store::now()
    } else {
        0.0
    };
    let on_more = {
        let shown = shown.clone();
        Callback::from(move |_: MouseEvent| shown.set(*shown + PAGE))
    };
    let count = st.list.len();
    html! {
        <section id="your-games" class="your-games" aria-labelledby="your-games-title">
            <h2 id="your-games-title">{ "Your games" }</h2>
            <p id="your-games-count" class="your-games-count">{ count_text(count) }</p>
            if let Some((stored, _)) = st.deleted.as_ref() {
                <p id="deleted-note" class="deleted-note" role="status">
                    { format!("Your game of {} was deleted. ", stored.summary.title) }
                    <button type="button" id="undo-delete" onclick={st.on_undo()}>{ "Undo" }</button>
                </p>
            }
            if let Some(m) = &*st.message {
                <p id="your-games-message" class="your-games-message" role="status">{ m.clone() }</p>
            }
            { room_offer(&st.list, &st.waiting, &st.message) }
            <ul class="kept-games">
                { for st.list.iter().take(*shown).map(|s| {
                    let id = s.id.clone();
                    let current = props.current.as_deref() == Some(id.as_str());
                    let on_resume = props.on_resume.reform(move |_: MouseEvent| id.clone());
                    entry(s, current, now, on_resume, st.on_delete(s))
                }) }
            </ul>
            <div class="your-games-buttons">
                if count > *shown {
                    <button type="button" id="more-games" onclick={on_more}>
                        { format!("Show more ({} not shown)", count - *shown) }</button>
                }
                if count > 0 {
                    <button type="button" id="export-games" onclick={st.on_export()}>{ "Export all" }</button>
                }
                <label class="button import" for="import-games">{ "Import…" }</label>
                <input id="import-games" class="visually-hidden" type="file"
                    accept=".txt,text/plain" onchange={st.on_import()} />
            </div>
        </section>
    }
}

/// While games wait for room (`waiting`), the offer to remove the oldest finished games and
/// keep them (`#free-room`), or, with none finished, where to delete games by hand.
fn room_offer(
    list: &UseStateHandle<Vec<Stored>>,
    waiting: &UseStateHandle<Vec<Stored>>,
    message: &UseStateHandle<Option<String>>,
) -> Html {
    if waiting.is_empty() {
        return Html::default();
    }
    let ids = game_store::oldest_finished(list, game_store::FREED_AT_ONCE);
    let plural = |n: usize| if n == 1 { "" } else { "s" };
    let waits = format!(
        "{} game{} {} for room. ",
        waiting.len(),
        plural(waiting.len()),
        if waiting.len() == 1 { "waits" } else { "wait" }
    );
    if ids.is_empty() {
        return html! {
            <p id="room-note" class="your-games-message" role="status">
                { waits }{ "Delete games you no longer need below, then import again." }
            </p>
        };
    }
    let on_free = {
        let (list, waiting, message) = (list.clone(), waiting.clone(), message.clone());
        let ids = ids.clone();
        Callback::from(move |_: MouseEvent| {
            for id in &ids {
                game_store::delete(id);
            }
            let (kept, rest) = game_store::write_in_turn(&waiting);
            message.set(Some(format!(
                "{} finished game{} removed; {kept} game{} kept{}.",
                ids.len(),
                plural(ids.len()),
                plural(kept),
                if rest.is_empty() {
                    ""
                } else {
                    "; the others still wait for room"
                }
            )));
            waiting.set(rest);
            list.set(read_list());
        })
    };
    html! {
        <p id="room-note" class="your-games-message" role="status">
            { waits }
            <button type="button" id="free-room" onclick={on_free}>
                { format!("Remove the {} oldest finished game{} to make room", ids.len(), plural(ids.len())) }
            </button>
        </p>
    }
}

#[cfg(test)]
mod tests {
    use super::when;

    #[test]
    fn export_says_what_it_wrote_or_that_there_is_nothing() {
        use super::export_message;
        assert_eq!(export_message(2, 0), "2 games exported.");
        assert_eq!(
            export_message(1, 1),
            "1 game exported. 1 game in a secret deployment is left out until the armies \
             are revealed."
        );
        assert_eq!(
            export_message(0, 1),
            "Nothing to export, so no file was saved. 1 game in a secret deployment is left out \
             until the armies are revealed."
        );
    }

    #[test]
    fn how_long_ago_in_words() {
        let now = 1_000_000_000_000.0;
        assert_eq!(when(now, now), "just now");
        assert_eq!(when(now - 5.0 * 60_000.0, now), "5 min ago");
        assert_eq!(when(now - 3.0 * 3_600_000.0, now), "3 h ago");
        assert_eq!(when(now - 30.0 * 3_600_000.0, now), "yesterday");
        assert_eq!(when(now - 5.0 * 86_400_000.0, now), "5 days ago");
        // A clock set back says "just now", never a negative time.
        assert_eq!(when(now + 60_000.0, now), "just now");
    }
}
