//! The games room (`#games`, issue 64): every game the app plays, our five first, then each
//! of Fairy-Stockfish's built-ins (`engine::definition::fsf_variants`), found by name or
//! by its one line (`#games-search`) and filtered by family (`#games-family`, the engine's
//! [`Family`]). Each shows its start, its board's size and family, and a Play button that
//! opens the new-game dialog, and a Rules button its rules page (our five's own, a
//! built-in's made from its definition, `components::builtin_rules`). The built-ins' texts come
//! after the first screen (`crate::builtins`): a room opened before they came lists them
//! when they come.

use std::cell::RefCell;
use std::rc::Rc;

use engine::definition::{builtin, builtin_line, fsf_variants, Family};
use engine::{Position, Settings, Variant};
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use super::board::Board;
use crate::games::{self, face};
use crate::view::{board_view, BoardView, Ui};

/// One game of the room.
#[derive(Clone, PartialEq)]
struct Entry {
    /// Our game, or `None` for a built-in.
    ours: Option<Variant>,
    /// Its name in links (`shogi`).
    name: String,
    /// Its name for people.
    title: String,
    /// One line about it.
    line: String,
    family: Family,
    size: (u8, u8),
    picture: Option<BoardView>,
}

impl Entry {
    fn ours(v: Variant) -> Option<Entry> {
        let settings = face(v).picture();
        let def = engine::definition::builtin(v.name());
        let pos = Position::start(&settings).ok()?;
        Some(Entry {
            ours: Some(v),
            name: v.name().into(),
            title: v.title().into(),
            line: face(v).blurb.into(),
            family: def.map_or(Family::ChessLike, |d| d.family()),
            size: (
                pos.rules().geometry().width(),
                pos.rules().geometry().height(),
            ),
            picture: Some(board_view(&pos, &Ui::default())),
        })
    }

    fn builtin(name: &str) -> Option<Entry> {
        let def = builtin(name)?;
        let family = def.family();
        let size = (def.width, def.height);
        let pos = Position::start(&Settings::defined(def)).ok()?;
        Some(Entry {
            ours: None,
            name: name.into(),
            title: name.into(),
            line: builtin_line(name).unwrap_or_default(),
            family,
            size,
            picture: Some(board_view(&pos, &Ui::default())),
        })
    }

    /// Whether the entry is found by `query` (in its name, title or line, letters of any
    /// case; ASCII case only: Unicode's case tables would add 13 KB to the page's first
    /// load, BENCH.md session 47) in `family`.
    fn shown(&self, query: &str, family: Option<Family>) -> bool {
        let q = query.trim().to_ascii_lowercase();
        family.is_none_or(|f| f == self.family)
            && (q.is_empty()
                || [&self.name, &self.title, &self.line]
                    .iter()
                    .any(|t| t.to_ascii_lowercase().contains(&q)))
    }
}

thread_local! {
    /// The room's games once the built-ins are in: read and pictured once a visit.
    static ENTRIES: RefCell<Option<Rc<Vec<Entry>>>> = const { RefCell::new(None) };
    /// What the room was last searched for and filtered by, while the page is open: back
    /// in the room (the browser's Back from a game), a player finds it as they left it,
    /// and only the games it shows are drawn again.
    static LAST: RefCell<(String, Option<Family>)> = const { RefCell::new((String::new(), None)) };
}

/// Every game of the room: our five, then the built-ins (as far as their texts are in).
fn entries() -> Rc<Vec<Entry>> {
    if let Some(list) = ENTRIES.with(|e| e.borrow().clone()) {
        return list;
    }
    let ours = games::listed().filter_map(|f| Entry::ours(f.variant));
    let built_ins = fsf_variants()
        .filter(|n| !engine::definition::BUILTIN_GAMES.contains(n))
        .filter_map(Entry::builtin);
    let list: Rc<Vec<Entry>> = Rc::new(ours.chain(built_ins).collect());
    if list.len() > games::listed().count() {
        ENTRIES.with(|e| *e.borrow_mut() = Some(list.clone()));
    }
    list
}

/// The room's properties.
#[derive(Properties, PartialEq)]
pub struct GamesRoomProps {
    /// Play one of our five: its new-game dialog.
    pub on_play: Callback<Variant>,
    /// Play a built-in by its name: its new-game dialog.
    pub on_play_builtin: Callback<String>,
    /// One of our five's rules page.
    pub on_rules: Callback<Variant>,
    /// A built-in's rules page, by its name.
    pub on_builtin_rules: Callback<String>,
}

/// The games room.
#[function_component(GamesRoom)]
pub fn games_room(props: &GamesRoomProps) -> Html {
    let list = use_state(entries);
    {
        let list = list.clone();
        use_effect_with((), move |_| {
            crate::builtins::with_builtins(move || list.set(entries()));
        });
    }
    let query = use_state(|| LAST.with(|l| l.borrow().0.clone()));
    let family = use_state(|| LAST.with(|l| l.borrow().1));
    let on_query = {
        let query = query.clone();
        Callback::from(move |e: InputEvent| {
            let q = e.target_unchecked_into::<HtmlInputElement>().value();
            LAST.with(|l| l.borrow_mut().0 = q.clone());
            query.set(q);
        })
    };
    let on_family = {
        let family = family.clone();
        Callback::from(move |e: Event| {
            let key = e.target_unchecked_into::<HtmlSelectElement>().value();
            let f = Family::from_key(&key);
            LAST.with(|l| l.borrow_mut().1 = f);
            family.set(f);
        })
    };
    let shown: Vec<&Entry> = list.iter().filter(|e| e.shown(&query, *family)).collect();
    let count = format!("{} of {} games", shown.len(), list.len());
    html! {
        <main class="games-room" id="games-room">
            <h1>{ "More games" }</h1>
            <div class="room-filters">
                <span class="room-field">
                    <label for="games-search">{ "Find" }</label>
                    <input id="games-search" type="search" placeholder="a name or a word"
                        value={(*query).clone()} oninput={on_query} />
                </span>
                <span class="room-field">
                    <label for="games-family">{ "Family" }</label>
                    <select id="games-family" onchange={on_family}>
                        <option value="" selected={family.is_none()}>{ "All families" }</option>
                        { for Family::ALL.iter().map(|f| html! {
                            <option value={f.key()} selected={*family == Some(*f)}>{ f.label() }</option>
                        }) }
                    </select>
                </span>
                <span id="games-count" class="room-count" aria-live="polite">{ count }</span>
            </div>
            <ul class="room-games">
                { for shown.into_iter().map(|e| room_entry(e, props)) }
            </ul>
        </main>
    }
}

/// One game's card in the room.
fn room_entry(e: &Entry, props: &GamesRoomProps) -> Html {
    let on_play = match e.ours {
        Some(v) => props.on_play.reform(move |_: MouseEvent| v),
        None => {
            let name = e.name.clone();
            props
                .on_play_builtin
                .reform(move |_: MouseEvent| name.clone())
        }
    };
    let on_rules = match e.ours {
        Some(v) => props.on_rules.reform(move |_: MouseEvent| v),
        None => {
            let name = e.name.clone();
            props
                .on_builtin_rules
                .reform(move |_: MouseEvent| name.clone())
        }
    };
    let picture = e.picture.clone().map(|view| {
        html! {
            <Board {view} on_square={Callback::noop()} interactive={false}
                label={AttrValue::from(format!("the starting board of {}", e.title))} />
        }
    });
    let about = format!("{}×{} · {}", e.size.0, e.size.1, e.family.label());
    html! {
        <li key={e.name.clone()} class="room-game" data-game={e.name.clone()}>
            <div class="room-picture">{ for picture }</div>
            <div class="room-text">
                <h2>{ e.title.clone() }</h2>
                <p class="room-about">{ about }</p>
                <p class="room-line">{ e.line.clone() }</p>
                <div class="card-buttons">
                    <button type="button" class="primary room-play" onclick={on_play}>
                        { "Play" }</button>
                    <button type="button" class="rules-link" onclick={on_rules}>{ "Rules" }</button>
                </div>
            </div>
        </li>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_room_lists_our_five_first_then_every_built_in_found_by_name_and_family() {
        let list = entries();
        let names: Vec<&str> = list.iter().map(|e| e.name.as_str()).collect();
        assert_eq!(&names[..5], &engine::definition::BUILTIN_GAMES[..]);
        assert!(names.contains(&"shogi") && names.contains(&"xiangqi"));
        assert!(list.len() > 100, "{}", list.len());
        assert!(list.iter().all(|e| e.picture.is_some()));
        let shogi: Vec<&str> = list
            .iter()
            .filter(|e| e.shown("shogi", Some(Family::Shogi)))
            .map(|e| e.name.as_str())
            .collect();
        assert!(shogi.contains(&"shogi") && shogi.contains(&"minishogi"));
        assert!(!shogi.contains(&"xiangqi"));
        assert!(list.iter().any(|e| e.shown("FISCHER", None)), "by its line");
    }
}
