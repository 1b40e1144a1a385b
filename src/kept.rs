//! The game in progress kept on this device: written after every move into "Your games"
//! (`crate::game_store`), followed when another tab plays it on, resumed, put aside by a link
//! and brought back. Every storage failure is a state the page shows ([`NotSaved`]), never
//! a lost game.

use std::cell::RefCell;
use std::rc::Rc;

use yew::prelude::*;

use crate::computer::Seat;
use crate::game::Game;
use crate::game_store;
use crate::state::{Action, GameState};
use crate::storage;

/// Where a saved game that no longer reads in full is kept, word for word, so that it is
/// never lost (a later version may read it).
const UNREADABLE_KEY: &str = "variantarium.game.unreadable";

/// What this tab knows of the game it keeps in "Your games" (`src/game_store.rs`): its id and
/// the record last read or written there. A save writes only over that record; the
/// `storage` event of another tab's write is compared with it.
#[derive(Clone, Debug, Default)]
pub(crate) struct Kept {
    /// The game's id and record, once the tab has read or written it.
    pub game: Option<(String, String)>,
    /// Another tab wrote another continuation: saves stop until the player chooses.
    pub stale: bool,
}

/// Why the game on show is not being saved.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum NotSaved {
    /// Storage refused the write: it is full.
    Full,
    /// Storage is turned off.
    Off,
}

/// Keeps the game on show (`text`, with its summary and seats) in "Your games" under `id`,
/// or under a new id for a game not kept yet (and tells the reducer that id). A game
/// this tab left without a move is not kept. The tab remembers the id, so that a reload
/// comes back to it.
pub(crate) fn keep_game(
    text: &str,
    summary: &game_store::Summary,
    id: Option<&str>,
    seats: &[Seat],
    kept: &Rc<RefCell<Kept>>,
    dispatcher: &UseReducerDispatcher<GameState>,
) -> Result<(), game_store::WriteError> {
    let id = match id {
        Some(id) => id.to_string(),
        None => {
            let id = game_store::fresh_id();
            dispatcher.dispatch(Action::SetGameId(Some(id.clone())));
            id
        }
    };
    let before = kept.borrow().game.clone();
    let base = before
        .as_ref()
        .filter(|(k, _)| *k == id)
        .map(|(_, t)| t.clone());
    if kept.borrow().stale && base.is_some() {
        return Err(game_store::WriteError::MovedOn(
            game_store::load(&id).map(|s| s.game).unwrap_or_default(),
        ));
    }
    let entry = game_store::Stored {
        v: game_store::STORED_VERSION,
        id: id.clone(),
        game: text.to_string(),
        seats: seats.to_vec(),
        played: game_store::now(),
        summary: summary.clone(),
    };
    match game_store::write_over(&entry, base.as_deref()) {
        Ok(_) => {
            // The game this tab showed before, left without a single move, is not kept.
            if let Some((old, _)) = before.filter(|(k, _)| *k != id) {
                if game_store::load(&old).is_some_and(|s| s.summary.plies == 0) {
                    game_store::delete(&old);
                }
            }
            *kept.borrow_mut() = Kept {
                game: Some((id.clone(), text.to_string())),
                stale: false,
            };
            storage::tab_save(game_store::TAB_ID_KEY, &id);
            Ok(())
        }
        Err(game_store::WriteError::MovedOn(t)) => {
            kept.borrow_mut().stale = true;
            Err(game_store::WriteError::MovedOn(t))
        }
        Err(e) => Err(e),
    }
}

/// Keeps the game on show as a new game from now on (its own continuation, after another
/// tab moved the original on or deleted it): the tab forgets the kept record, and the next
/// save gives the game a new id.
pub(crate) fn keep_as_new_game(
    kept: &Rc<RefCell<Kept>>,
    dispatcher: &UseReducerDispatcher<GameState>,
) {
    *kept.borrow_mut() = Kept::default();
    dispatcher.dispatch(Action::SetGameId(None));
}

/// What the note about the game put aside says: which game, how far it went.
pub(crate) fn previous_text(stored: &game_store::Stored) -> String {
    let plies = stored.summary.plies;
    format!(
        "Your other game of {} ({plies} move{}) is kept aside.",
        stored.summary.title,
        if plies == 1 { "" } else { "s" }
    )
}

/// Shows the kept game `id` (from "Your games", or the game put aside), and says so when
/// it can no longer be read (nothing changes then).
pub(crate) fn resume_kept(
    id: &str,
    kept: &Rc<RefCell<Kept>>,
    dispatcher: &UseReducerDispatcher<GameState>,
) {
    match game_store::load(id) {
        Some(stored) => resume_stored(stored, kept, dispatcher),
        None => dispatcher.dispatch(Action::Say(NOT_KEPT.into())),
    }
}

/// Shows the kept game `stored` ([`resume_kept`] once it is read).
pub(crate) fn resume_stored(
    stored: game_store::Stored,
    kept: &Rc<RefCell<Kept>>,
    dispatcher: &UseReducerDispatcher<GameState>,
) {
    let actions = restore(&stored);
    if matches!(actions.first(), Some(Action::Resume { .. })) {
        *kept.borrow_mut() = Kept {
            game: Some((stored.id.clone(), stored.game.clone())),
            stale: false,
        };
        for a in actions {
            dispatcher.dispatch(a);
        }
    } else {
        dispatcher.dispatch(Action::Say(format!(
            "That game could not be read ({}); it stays kept.",
            stored.summary.status
        )));
    }
}

/// Brings back the game put aside (its id in `previous`), and puts the game on show aside
/// in its place, so that pressed again the button swaps them back.
pub(crate) fn bring_back(
    previous: &UseStateHandle<Option<String>>,
    on_show: Option<&str>,
    kept: &Rc<RefCell<Kept>>,
    dispatcher: &UseReducerDispatcher<GameState>,
) {
    let Some(id) = previous.as_deref() else {
        return;
    };
    if game_store::load(id).is_none() {
        dispatcher.dispatch(Action::Say("The game put aside is no longer kept.".into()));
        return;
    }
    let id = id.to_string();
    match on_show {
        Some(now) => storage::tab_save(game_store::TAB_PREVIOUS_KEY, now),
        None => storage::tab_remove(game_store::TAB_PREVIOUS_KEY),
    }
    previous.set(on_show.map(str::to_string));
    resume_kept(&id, kept, dispatcher);
    dispatcher.dispatch(Action::Say(
        "Your other game is back; the one you were playing is put aside.".into(),
    ));
}

/// Shows at once what another tab of this browser writes over this tab's game (a move, an
/// undo), or that it deleted it: the `storage` event fires in every other tab of the
/// origin. A write that does not keep this tab's moves (both tabs moved at once, and the
/// other's write landed over ours: [`game_store::keeps_our_moves`]) is not followed: this tab
/// keeps its game on show and says so (`on_moved_on`, with the other tab's record), as does
/// a tab whose own continuation could not be saved (`Kept::stale`), until the player
/// chooses.
pub(crate) fn follow_other_tabs(
    kept: Rc<RefCell<Kept>>,
    dispatcher: UseReducerDispatcher<GameState>,
    on_deleted: Callback<()>,
    on_moved_on: Callback<String>,
) {
    let Some(w) = web_sys::window() else { return };
    let listener = gloo_events::EventListener::new(&w, "storage", move |_| {
        let (id, text) = {
            let k = kept.borrow();
            match (&k.game, k.stale) {
                (Some(g), false) => g.clone(),
                _ => return,
            }
        };
        let Some(stored) = game_store::load(&id) else {
            // Deleted in another tab: this tab says so (and saves nothing over it).
            if game_store::is_deleted(&id) {
                on_deleted.emit(());
            }
            return;
        };
        if stored.game == text {
            return;
        }
        if !game_store::keeps_our_moves(&text, &stored.game) {
            kept.borrow_mut().stale = true;
            on_moved_on.emit(stored.game);
            return;
        }
        let Ok(game) = Game::from_saved(&stored.game) else {
            return;
        };
        kept.borrow_mut().game = Some((id, stored.game.clone()));
        dispatcher.dispatch(Action::Synced {
            game: Box::new(game),
            seats: stored.seats,
        });
    });
    // The page keeps listening as long as it lives.
    listener.forget();
}
/// The actions that bring back the kept game `stored`, under its id. A game that no longer
/// follows the rules in full (saved before a ruling changed them) comes back as far as it
/// does, with a message. A text that cannot be read at all starts a new game of its kind,
/// with the reason (the unreadable game stays in "Your games", untouched). Either way the
/// whole text is first kept under [`UNREADABLE_KEY`].
pub(crate) fn restore(stored: &game_store::Stored) -> Vec<Action> {
    let text = &stored.game;
    let resume = |game| Action::Resume {
        id: stored.id.clone(),
        game: Box::new(game),
        seats: Some(stored.seats.clone()),
    };
    match Game::from_saved_as_far_as_legal(text) {
        Ok((game, None)) => vec![resume(game)],
        Ok((game, Some(stop))) => {
            let _ = storage::save_text(UNREADABLE_KEY, text);
            vec![
                resume(game),
                Action::Say(format!(
                    "Your saved game no longer follows the rules in full ({stop}): it is \
                     shown up to there."
                )),
            ]
        }
        Err(reason) => {
            let _ = storage::save_text(UNREADABLE_KEY, text);
            vec![Action::RestoreFailed {
                reason,
                variant: Game::saved_variant(text),
            }]
        }
    }
}

/// What is said when a game asked for by its id is not (or no longer) kept here.
pub(crate) const NOT_KEPT: &str =
    "That game is not kept on this device: here are the games that are.";
