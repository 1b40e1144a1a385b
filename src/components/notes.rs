//! The notes above the game about where it is kept: the game a link put aside (with
//! "Bring it back"), storage full or off (with an offer to make room), another tab that
//! moved the game on, and a game deleted from "Your games", each with the one button that
//! resolves it (`crate::kept`).

use yew::prelude::*;

use crate::game::Game;
use crate::game_store;
use crate::hooks::keeping::Keeping;
use crate::kept::{bring_back, keep_as_new_game, previous_text, resume_kept, NotSaved};
use crate::state::GameState;
use crate::storage;

/// Every note that applies to the game on show (`in_game`: the full app's game page).
pub(crate) fn keeping_notes(
    state: &UseReducerHandle<GameState>,
    keeping: &Keeping,
    previous_hidden: &UseStateHandle<bool>,
    in_game: bool,
) -> Html {
    if !in_game {
        return Html::default();
    }
    html! {
        <>
            { for storage_warning(keeping) }
            { for stale_note(state, keeping) }
            { for deleted_note(state, keeping) }
            { for previous_note(state, keeping, previous_hidden) }
        </>
    }
}

/// The game a link (or a swap back) put aside, when it has moves: bring it back, or hide
/// the note for this visit.
fn previous_note(
    state: &UseReducerHandle<GameState>,
    keeping: &Keeping,
    previous_hidden: &UseStateHandle<bool>,
) -> Option<Html> {
    let (previous, kept) = (&keeping.previous, &keeping.kept);
    let on_show_id = state.game_id.clone();
    previous
        .as_deref()
        .filter(|id| !**previous_hidden && Some(*id) != on_show_id.as_deref())
        .and_then(game_store::load)
        // A game put aside without a single move needs no note.
        .filter(|stored| stored.summary.plies > 0)
        .map(|stored| {
            let on_bring_back = {
                let previous = previous.clone();
                let dispatcher = state.dispatcher();
                let on_show = on_show_id.clone();
                let kept = kept.clone();
                Callback::from(move |_: MouseEvent| {
                    bring_back(&previous, on_show.as_deref(), &kept, &dispatcher)
                })
            };
            let on_hide = {
                let previous_hidden = previous_hidden.clone();
                Callback::from(move |_: MouseEvent| previous_hidden.set(true))
            };
            html! {
                <p id="previous-game" class="previous-game" role="status">
                    { format!("{} ", previous_text(&stored)) }
                    <button type="button" id="bring-back" onclick={on_bring_back}>
                        { "Bring it back" }</button>
                    { " " }
                    <button type="button" id="previous-hide"
                        onclick={on_hide} aria-label="hide this note (the game stays kept)">
                        { "Hide" }</button>
                </p>
            }
        })
}

/// Storage full or off: the oldest finished games are offered for removal (never a game
/// in progress), and the game is written again.
fn storage_warning(keeping: &Keeping) -> Option<Html> {
    let save_again = &keeping.save_again;
    (*keeping.not_saved).map(|why| {
        let offer = (why == NotSaved::Full)
            .then(|| {
                let list = game_store::list();
                let ids = game_store::oldest_finished(&list, game_store::FREED_AT_ONCE);
                (!ids.is_empty()).then_some(ids)
            })
            .flatten();
        let on_free = offer.clone().map(|ids| {
            let save_again = save_again.clone();
            Callback::from(move |_: MouseEvent| {
                for id in &ids {
                    game_store::delete(id);
                }
                save_again.set(*save_again + 1);
            })
        });
        html! {
            <p id="storage-warning" class="storage-warning" role="status">
                { storage::NOT_SAVED }
                if let (Some(ids), Some(on_free)) = (&offer, on_free) {
                    { " " }
                    <button type="button" id="free-storage" onclick={on_free}>
                        { format!("Remove the {} oldest finished game{} to make room",
                            ids.len(), if ids.len() == 1 { "" } else { "s" }) }
                    </button>
                } else if why == NotSaved::Full {
                    { " Delete games you no longer need under \"Your games\" on the start page." }
                }
            </p>
        }
    })
}

/// Another tab moved this game on while this tab played another continuation.
fn stale_note(state: &UseReducerHandle<GameState>, keeping: &Keeping) -> Option<Html> {
    let (stale, kept) = (&keeping.stale, &keeping.kept);
    let on_show_id = state.game_id.clone();
    (**stale).clone().map(|text| {
        let plies = Game::from_saved(&text)
            .map(|g| g.moves().len())
            .unwrap_or(0);
        let on_catch_up = {
            let kept = kept.clone();
            let dispatcher = state.dispatcher();
            let stale = stale.clone();
            let id = on_show_id.clone();
            Callback::from(move |_: MouseEvent| {
                stale.set(None);
                if let Some(id) = &id {
                    resume_kept(id, &kept, &dispatcher);
                }
            })
        };
        let on_fork = {
            let kept = kept.clone();
            let dispatcher = state.dispatcher();
            let stale = stale.clone();
            Callback::from(move |_: MouseEvent| {
                stale.set(None);
                keep_as_new_game(&kept, &dispatcher);
            })
        };
        html! {
            <p id="stale-game" class="stale-game" role="alert">
                { format!("This game moved on in another tab ({plies} move{} there); \
                    your last move here is not saved. ", if plies == 1 { "" } else { "s" }) }
                <button type="button" id="catch-up" onclick={on_catch_up}>{ "Catch up" }</button>
                { " " }
                <button type="button" id="keep-both" onclick={on_fork}>
                    { "Keep mine as a new game" }</button>
            </p>
        }
    })
}

/// The game on show was deleted: one button keeps it as a new game.
fn deleted_note(state: &UseReducerHandle<GameState>, keeping: &Keeping) -> Option<Html> {
    let (deleted, kept) = (&keeping.deleted, &keeping.kept);
    (**deleted).then(|| {
        let on_keep = {
            let kept = kept.clone();
            let dispatcher = state.dispatcher();
            let deleted = deleted.clone();
            Callback::from(move |_: MouseEvent| {
                deleted.set(false);
                keep_as_new_game(&kept, &dispatcher);
            })
        };
        html! {
            <p id="deleted-game" class="stale-game" role="alert">
                { "This game was deleted from \u{201c}Your games\u{201d}: it is not being saved. " }
                <button type="button" id="keep-as-new" onclick={on_keep}>
                    { "Keep it as a new game" }</button>
            </p>
        }
    })
}
