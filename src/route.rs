//! The address of each screen: the page's fragment names the screen shown, so that the
//! browser's Back and Forward move between screens inside the app, and a reload or a
//! bookmark comes back to the same screen.
//!
//! | screen | fragment |
//! |---|---|
//! | the start page | none (the page's bare address) |
//! | a game kept in "Your games" | `#play/<id>` (`#play` before the game has its id) |
//! | a game's rules page | `#rules/<game>` (`#rules/arnhem`) |
//! | the new-game dialog | `#new/<game>`; "Your own game" is `#own-game` |
//! | every game (the games room) | `#games`; a built-in's dialog opens over it |
//!
//! A shared game's link (`#game=…&moves=…`, `engine::link`) is not a route: it is read
//! once, and the address then becomes the game's route. Pure: the page side (the history
//! API, the `popstate` event) is in `app.rs`.

use engine::Variant;

use crate::games;
use crate::state::{GameState, Screen};

/// A screen of the app, as its address names it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Route {
    /// The start page.
    Home,
    /// The game on show, by the id it is kept under (`None` until it has one).
    Game(Option<String>),
    /// The rules page of a game.
    Rules(Variant),
    /// The new-game dialog of a game ("Your own game" for [`games::OWN`]).
    NewGame(Variant),
    /// The games room.
    Games,
    /// The rules page of one of Fairy-Stockfish's built-ins, by its name (whether the
    /// app has a game of that name is known once the built-ins are in: the page says).
    BuiltinRules(String),
}

/// The fragment of "Your own game"'s dialog.
const OWN_GAME: &str = "own-game";
/// The fragment of the games room.
const GAMES: &str = "games";

impl Route {
    /// The route a fragment names (with or without its `#`): the empty fragment is the
    /// start page. `None` for anything else (a game's link, or an unknown word).
    pub fn parse(fragment: &str) -> Option<Route> {
        let f = fragment.strip_prefix('#').unwrap_or(fragment);
        if f.is_empty() {
            return Some(Route::Home);
        }
        if f == OWN_GAME {
            return Some(Route::NewGame(games::OWN));
        }
        if f == "play" {
            return Some(Route::Game(None));
        }
        if f == GAMES {
            return Some(Route::Games);
        }
        let (head, rest) = f.split_once('/')?;
        match head {
            "play" if is_id(rest) => Some(Route::Game(Some(rest.to_string()))),
            "rules" => named(rest)
                .map(Route::Rules)
                .or_else(|| crate::rest::out_of_line(builtin_rules, rest)),
            "new" => named(rest).map(Route::NewGame),
            _ => None,
        }
    }

    /// What to say of an address that names a page of the app that does not exist
    /// (`#rules/nothing`, `#new/nothing`, `#play/a b`): the start page opens with it.
    /// `None` for a real page, and for anything else (read as a link).
    pub fn missing(fragment: &str) -> Option<String> {
        if Route::parse(fragment).is_some() {
            return None;
        }
        let f = fragment.strip_prefix('#').unwrap_or(fragment);
        let (head, rest) = f.split_once('/')?;
        let rest: String = rest.chars().take(40).collect();
        Some(match head {
            "rules" => no_rules_page(&rest),
            "new" => format!("There is no game '{rest}' to start here: choose one below"),
            "play" => format!("There is no kept game '{rest}' here: your games are listed below"),
            _ => return None,
        })
    }

    /// The fragment of this route, without its `#` (empty for the start page).
    pub fn fragment(&self) -> String {
        match self {
            Route::Home => String::new(),
            Route::Game(None) => "play".into(),
            Route::Game(Some(id)) => format!("play/{id}"),
            Route::Rules(v) => format!("rules/{}", v.name()),
            Route::BuiltinRules(name) => format!("rules/{name}"),
            Route::NewGame(v) if *v == games::OWN => OWN_GAME.into(),
            Route::NewGame(v) => format!("new/{}", v.name()),
            Route::Games => GAMES.into(),
        }
    }

    /// The screen `state` shows, as a route: an open dialog first, then the page.
    pub fn of(state: &GameState) -> Route {
        match (state.dialog, &state.dialog_builtin) {
            // A built-in's dialog has no address of its own: the room's stays.
            (Some(_), Some(_)) => return Route::Games,
            (Some(v), None) => return Route::NewGame(v),
            _ => {}
        }
        match state.screen {
            Screen::Home => Route::Home,
            Screen::Game if state.game.is_some() => Route::Game(state.game_id.clone()),
            Screen::Game => Route::Home,
            Screen::Rules(v) => Route::Rules(v),
            Screen::Games => Route::Games,
            Screen::BuiltinRules(name) => Route::BuiltinRules(name.into()),
        }
    }

    /// Whether showing `next` from `self` is a step back in the browser's history, to the
    /// screen `under` that `self` was opened over: only a dialog closing (Cancel, Escape)
    /// is. A page shown by a button or the logo is a new step, as a link's would be, so
    /// that Back returns to the screen it was shown from.
    pub fn steps_back_to(&self, under: Option<&Route>, next: &Route) -> bool {
        matches!(self, Route::NewGame(_)) && under == Some(next)
    }

    /// Whether going from `self` to `next` replaces the address rather than adding a step
    /// to the browser's history: the same game given its id, a link's game shown, or a
    /// dialog left for the game it started.
    pub fn replaced_by(&self, next: &Route) -> bool {
        matches!(
            (self, next),
            (Route::Game(_), Route::Game(_)) | (Route::NewGame(_), Route::Game(_))
        )
    }
}

/// The game of a route by its name (`chessnim`), a defined game excepted (it has no rules
/// page or dialog of its own but "Your own game").
fn named(name: &str) -> Option<Variant> {
    games::named(name).filter(|v| *v != games::OWN)
}

/// What the start page says of an address of a rules page that does not exist
/// (`#rules/nothing`).
pub fn no_rules_page(name: &str) -> String {
    let name: String = name.chars().take(40).collect();
    format!(
        "There is no rules page '{name}' here: the start page lists every game, each with \
         its rules"
    )
}

/// The rules page of the built-in `name`, when it can be a built-in's name.
fn builtin_rules(name: &str) -> Option<Route> {
    is_game_name(name).then(|| Route::BuiltinRules(name.to_ascii_lowercase()))
}

/// Whether `s` can be a built-in's name (`xiangqi`, `3check`, `shogi-ish`): letters,
/// digits, `-` and `_`, at most 40.
fn is_game_name(s: &str) -> bool {
    !s.is_empty()
        && s.len() <= 40
        && s.bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// Whether `s` can be a kept game's id (`src/game_store.rs`: letters and digits).
fn is_id(s: &str) -> bool {
    !s.is_empty() && s.len() <= 40 && s.bytes().all(|b| b.is_ascii_alphanumeric())
}

/// The page's address without its fragment or query.
pub fn page_address() -> String {
    let href = web_sys::window()
        .and_then(|w| w.location().href().ok())
        .unwrap_or_default();
    href.split(['#', '?'])
        .next()
        .unwrap_or_default()
        .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{arnhem, chessence, chessnim, defined, nasty_neighbours, vimes};

    #[test]
    fn every_route_reads_back_from_its_fragment() {
        let routes = [
            Route::Home,
            Route::Game(None),
            Route::Game(Some("m3x9k2".into())),
            Route::Rules(arnhem::VARIANT),
            Route::Rules(nasty_neighbours::VARIANT),
            Route::NewGame(chessnim::VARIANT),
            Route::NewGame(defined::VARIANT),
            Route::Games,
            Route::BuiltinRules("xiangqi".into()),
        ];
        for r in routes {
            let f = r.fragment();
            assert_eq!(Route::parse(&f), Some(r.clone()), "{f}");
            assert_eq!(Route::parse(&format!("#{f}")), Some(r), "#{f}");
        }
        assert_eq!(Route::NewGame(defined::VARIANT).fragment(), "own-game");
        assert_eq!(Route::Rules(vimes::VARIANT).fragment(), "rules/vimes");
    }

    #[test]
    fn links_and_unknown_words_are_not_routes() {
        for f in [
            "#game=arnhem&moves=K@e1",
            "embed&game=chessnim",
            "rules/no pe",
            "rules/",
            "rules/x&moves=e2e4",
            "new/",
            "play/",
            "play/a b",
            "play/x&moves=e2e4",
            "home",
        ] {
            assert_eq!(Route::parse(f), None, "{f}");
        }
    }

    #[test]
    fn a_page_that_does_not_exist_is_said_and_a_link_is_not() {
        let said = Route::missing("#rules/no thing").expect("said");
        assert!(
            said.starts_with("There is no rules page 'no thing'"),
            "{said}"
        );
        // A name that may be a built-in's is its rules page's address: the page says, once
        // the built-ins are in, whether there is such a game.
        let nothing = Route::BuiltinRules("nothing".into());
        assert_eq!(Route::parse("#rules/nothing"), Some(nothing));
        assert_eq!(Route::missing("#rules/nothing"), None);
        assert!(Route::missing("new/nope").is_some());
        assert!(Route::missing("play/a b").is_some());
        assert_eq!(Route::missing("rules/arnhem"), None, "a real page");
        assert_eq!(Route::missing("game=arnhem&moves=K@e1"), None, "a link");
        assert_eq!(Route::missing(""), None);
    }

    #[test]
    fn the_route_follows_the_screen() {
        let mut st = GameState::default();
        assert_eq!(Route::of(&st), Route::Home);
        st.apply(crate::state::Action::NewGame(engine::Settings::new(
            chessence::VARIANT,
        )));
        assert_eq!(Route::of(&st), Route::Game(None));
        st.apply(crate::state::Action::SetGameId(Some("abc".into())));
        assert_eq!(Route::of(&st), Route::Game(Some("abc".into())));
        st.apply(crate::state::Action::ShowRules(chessence::VARIANT));
        assert_eq!(Route::of(&st), Route::Rules(chessence::VARIANT));
        st.apply(crate::state::Action::OpenDialog(defined::VARIANT));
        assert_eq!(Route::of(&st), Route::NewGame(defined::VARIANT));
        // A dialog gives way to the game it starts; a game takes its id in place.
        assert!(Route::NewGame(chessnim::VARIANT).replaced_by(&Route::Game(None)));
        assert!(Route::Game(None).replaced_by(&Route::Game(Some("abc".into()))));
        assert!(!Route::Home.replaced_by(&Route::Game(Some("abc".into()))));
    }

    #[test]
    fn only_a_dialog_closing_is_a_step_back() {
        let game = Route::Game(Some("abc".into()));
        let dialog = Route::NewGame(chessnim::VARIANT);
        // Cancel: back to the screen the dialog was opened over.
        assert!(dialog.steps_back_to(Some(&Route::Home), &Route::Home));
        assert!(dialog.steps_back_to(Some(&game), &game));
        assert!(!dialog.steps_back_to(Some(&Route::Home), &game));
        // The logo from a game shown over the start page is a new step (issue 62, item 3),
        // and so is a page's own button back to the game.
        assert!(!game.steps_back_to(Some(&Route::Home), &Route::Home));
        let rules = Route::Rules(chessnim::VARIANT);
        assert!(!rules.steps_back_to(Some(&game), &game));
    }
}
