//! The game in progress kept on this device, as the page holds it: what this tab knows
//! of its kept game ([`Kept`]), the other tab's continuation when one moved it on, whether
//! it was deleted or could not be saved, and the game a link put aside. Its effects write
//! the game after every move ([`crate::kept::keep_game`]), follow the address and the
//! other tabs, and keep an embedded board's game under its own key.

use std::cell::RefCell;
use std::rc::Rc;

use yew::prelude::*;

use crate::computer::seats_to_text;
use crate::game_store;
use crate::kept::{follow_other_tabs, keep_game, Kept, NotSaved};
use crate::opening::{follow_address, reload_on_hash_change, Opening};
use crate::state::{GameState, Screen};
use crate::storage;

/// What the page shows and wires of the kept game.
pub(crate) struct Keeping {
    /// What this tab knows of its kept game.
    pub(crate) kept: Rc<RefCell<Kept>>,
    /// The other tab's continuation, while this tab's moves are not being saved over it.
    pub(crate) stale: UseStateHandle<Option<String>>,
    /// The game on show was deleted from "Your games": not written back unless kept anew.
    pub(crate) deleted: UseStateHandle<bool>,
    /// Why the last save failed, if it did.
    pub(crate) not_saved: UseStateHandle<Option<NotSaved>>,
    /// Bumped to write the game again (after room was made in a full storage).
    pub(crate) save_again: UseStateHandle<u32>,
    /// The game a link (or a swap back) put aside, by its id.
    pub(crate) previous: UseStateHandle<Option<String>>,
}

/// Keeps the game on show: `opening` is what the page opened with, `embed_store` an
/// embedded board's own key, `saved` the game as saved text.
#[hook]
pub(crate) fn use_keeping(
    state: &UseReducerHandle<GameState>,
    opening: Rc<Opening>,
    embedded: bool,
    embed_store: Rc<String>,
    saved: Option<String>,
) -> Keeping {
    let kept = {
        let opening = opening.clone();
        use_mut_ref(move || Kept {
            game: opening.kept.clone(),
            stale: false,
        })
    };
    let keeping = Keeping {
        kept,
        stale: use_state(|| None::<String>),
        deleted: use_state(|| false),
        not_saved: use_state(|| None::<NotSaved>),
        save_again: use_state(|| 0u32),
        previous: use_state(|| None::<String>),
    };
    use_follow(state, &keeping, opening.clone(), embedded);
    let embed_store = (embedded && !state.view_only).then(|| (*embed_store).clone());
    use_save(state, &keeping, &opening, embedded, embed_store, saved);
    use_deleted_note(state, &keeping, embedded);
    keeping
}

/// Side effects of the opening, once: a link opened in the full app keeps the game it
/// replaced aside and leaves the address; an embedded board never touches the reader's own
/// games. The tab follows its game when another tab plays it (the `storage` event).
#[hook]
fn use_follow(
    state: &UseReducerHandle<GameState>,
    keeping: &Keeping,
    opening: Rc<Opening>,
    embedded: bool,
) {
    let previous = keeping.previous.clone();
    let kept = keeping.kept.clone();
    let deleted = keeping.deleted.clone();
    let stale = keeping.stale.clone();
    let dispatcher = state.dispatcher();
    use_effect_with((), move |_| {
        if embedded {
            reload_on_hash_change();
            return;
        }
        if opening.from_link {
            if let Some(id) = &opening.replaced {
                storage::tab_save(game_store::TAB_PREVIOUS_KEY, id);
            }
        }
        previous.set(storage::tab_load(game_store::TAB_PREVIOUS_KEY));
        follow_address(kept.clone(), dispatcher.clone());
        let on_deleted = Callback::from(move |_| deleted.set(true));
        let on_moved_on = Callback::from(move |text| stale.set(Some(text)));
        follow_other_tabs(kept, dispatcher, on_deleted, on_moved_on);
    });
}

/// Writes the game after every move (and when asked again): into "Your games", or, for an
/// embedded board in play mode, quietly under its own key `embed_store` (never the
/// player's own games; an embed shows no storage warnings). What the write met goes into
/// `keeping`'s states.
#[hook]
fn use_save(
    state: &UseReducerHandle<GameState>,
    keeping: &Keeping,
    opening: &Opening,
    embedded: bool,
    embed_store: Option<String>,
    saved: Option<String>,
) {
    // An earlier version's game shown before storage had room to move it into the list.
    let migrating = {
        let old = opening.migrating.clone();
        use_mut_ref(move || old)
    };
    let (not_saved, stale, deleted) = (
        keeping.not_saved.clone(),
        keeping.stale.clone(),
        keeping.deleted.clone(),
    );
    let kept = keeping.kept.clone();
    let seats_now = state.seats.clone();
    let summary = state.game.as_ref().map(game_store::Summary::of);
    let dispatcher = state.dispatcher();
    let seats = seats_to_text(&state.seats);
    let deps = (
        saved,
        seats,
        state.game_id.clone(),
        summary,
        *keeping.save_again,
    );
    use_effect_with(deps, move |(saved, _, id, summary, _)| {
        if let (Some(game), Some(key)) = (saved, &embed_store) {
            let _ = storage::save_game(key, game);
        }
        let (Some(game), Some(summary), false) = (saved, summary, embedded) else {
            return;
        };
        match keep_game(game, summary, id.as_deref(), &seats_now, &kept, &dispatcher) {
            Ok(()) => {
                if let Some(old) = migrating.borrow_mut().take() {
                    game_store::forget_migrated(&old);
                }
                not_saved.set(None);
                stale.set(None);
                deleted.set(false);
            }
            Err(game_store::WriteError::MovedOn(text)) => stale.set(Some(text)),
            Err(game_store::WriteError::Deleted) => deleted.set(true),
            Err(game_store::WriteError::Full) => not_saved.set(Some(NotSaved::Full)),
            Err(game_store::WriteError::Off(_)) => not_saved.set(Some(NotSaved::Off)),
        }
    });
}

/// Back on the game page after "Your games" deleted the game on show: say so at once.
#[hook]
fn use_deleted_note(state: &UseReducerHandle<GameState>, keeping: &Keeping, embedded: bool) {
    let deleted = keeping.deleted.clone();
    let kept = keeping.kept.clone();
    let shown = (!embedded && state.screen == Screen::Game)
        .then(|| state.game_id.clone())
        .flatten();
    use_effect_with(shown, move |shown| {
        let base = kept.borrow().game.as_ref().map(|(k, _)| k.clone());
        if let (Some(id), Some(base)) = (shown, base) {
            if *id == base && game_store::is_deleted(id) {
                deleted.set(true);
            }
        }
    });
}
