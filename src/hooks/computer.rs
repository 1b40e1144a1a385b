//! The computer's moves and the hint: the search worker (`crate::thinker`) is asked
//! whenever the computer is to move in the game on show, and the question is dropped (the
//! worker stopped) as soon as the game changes or is left. A hint is asked on request.

use yew::prelude::*;

use crate::computer::{Reply, Task};
use crate::state::{Action, GameState};
use crate::thinker::Thinker;

/// The time a hint takes (issue 15: a hint answers within a second): the solver's winning
/// drops if it proves them in most of it, else the search's suggestion
/// (`crate::computer`).
const HINT_MS: u32 = 1000;

/// What the page needs of the computer.
pub struct ComputerHook {
    /// A hint is being worked out.
    pub hinting: bool,
    /// Asks for a hint.
    pub on_hint: Callback<()>,
}

/// The computer of the game on show; `saved` is the game as saved text (what the worker
/// is asked about).
#[hook]
pub fn use_computer(state: &UseReducerHandle<GameState>, saved: Option<String>) -> ComputerHook {
    let thinker = use_mut_ref(Thinker::default);
    let hinting = use_state(|| false);
    {
        let question = state
            .computer_to_move()
            .and_then(|(ply, ms)| Some((ply, ms, saved.clone()?)));
        let thinker = thinker.clone();
        let dispatcher = state.dispatcher();
        let hinting = hinting.clone();
        use_effect_with(question, move |question| {
            if let Some((ply, ms, text)) = question.clone() {
                hinting.set(false);
                let d = dispatcher.clone();
                let on_reply = Callback::from(move |r: Reply| match r {
                    Reply::Move { mv, .. } => d.dispatch(Action::ComputerMove { ply, mv }),
                    Reply::Error { message, .. } => d.dispatch(Action::ComputerSays(format!(
                        "The computer could not move: {message}."
                    ))),
                    Reply::Hint { .. } | Reply::Analysis { .. } => {}
                });
                let asked = thinker
                    .borrow_mut()
                    .ask(Task::Move, ms, ply as u64, text, on_reply);
                if let Err(e) = asked {
                    dispatcher.dispatch(Action::ComputerSays(format!("{e}.")));
                }
            }
            let thinker = thinker.clone();
            move || {
                let mut t = thinker.borrow_mut();
                if t.is_busy() {
                    t.cancel();
                }
            }
        });
    }
    let on_hint = {
        let dispatcher = state.dispatcher();
        let ply = state.game.as_ref().map_or(0, |g| g.moves().len());
        let hinting = hinting.clone();
        Callback::from(move |_: ()| {
            let Some(text) = saved.clone() else { return };
            let d = dispatcher.clone();
            let h = hinting.clone();
            let on_reply = Callback::from(move |r: Reply| {
                h.set(false);
                d.dispatch(hint_action(ply, r));
            });
            hinting.set(true);
            if let Err(e) = thinker
                .borrow_mut()
                .ask(Task::Hint, HINT_MS, 0, text, on_reply)
            {
                hinting.set(false);
                dispatcher.dispatch(Action::ComputerSays(format!("{e}.")));
            }
        })
    };
    ComputerHook {
        hinting: *hinting,
        on_hint,
    }
}

/// What the worker's answer to a hint asked after `ply` moves does: the marks on the
/// board, or why there is no hint.
fn hint_action(ply: usize, r: Reply) -> Action {
    match r {
        Reply::Hint {
            drops,
            proven,
            suggestion,
            ..
        } => Action::ShowHint {
            ply,
            drops,
            proven,
            suggestion,
        },
        Reply::Error { message, .. } => Action::ComputerSays(format!("No hint: {message}.")),
        Reply::Move { .. } | Reply::Analysis { .. } => Action::ComputerSays(String::new()),
    }
}
