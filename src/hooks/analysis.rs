//! Analysis: on request, the evaluation and best line of the position shown, from a
//! worker of its own (never the one the computer's moves come from), asked again each time
//! the position shown changes; never about a secret deployment (`AR-4`).

use yew::prelude::*;

use crate::computer::{Reply, Task};
use crate::game::Game;
use crate::state::GameState;
use crate::thinker::Thinker;

/// What the page needs of the analysis.
pub struct AnalysisHook {
    /// The player turned the analysis on.
    pub on: bool,
    /// Its latest answer.
    pub reply: Option<Reply>,
    /// Turns it on or off.
    pub toggle: Callback<()>,
}

/// The analysis of the position on show.
#[hook]
pub fn use_analysis(state: &UseReducerHandle<GameState>) -> AnalysisHook {
    let analysis_on = use_state(|| false);
    let analysis = use_state(|| None::<Reply>);
    let analyst = use_mut_ref(Thinker::default);
    {
        let question = (*analysis_on)
            .then(|| {
                let g = state.game.as_ref()?;
                // Never asked about a secret deployment (AR-4).
                let secret = !state.hidden_players().is_empty();
                (!secret && (g.outcome().is_none() || state.viewing.is_some()))
                    .then(|| shown_game_text(g, state.viewing))
            })
            .flatten();
        let analysis = analysis.clone();
        use_effect_with(question, move |question| {
            analysis.set(None);
            if let Some(text) = question.clone() {
                let a = analysis.clone();
                let on_reply = Callback::from(move |r: Reply| a.set(Some(r)));
                if let Err(e) = analyst
                    .borrow_mut()
                    .ask(Task::Analyse, 1500, 1, text, on_reply)
                {
                    analysis.set(Some(Reply::Error { id: 0, message: e }));
                }
            }
            let analyst = analyst.clone();
            move || {
                let mut t = analyst.borrow_mut();
                if t.is_busy() {
                    t.cancel();
                }
            }
        });
    }
    let toggle = {
        let analysis_on = analysis_on.clone();
        Callback::from(move |_: ()| analysis_on.set(!*analysis_on))
    };
    AnalysisHook {
        on: *analysis_on,
        reply: (*analysis).clone(),
        toggle,
    }
}

/// The game as saved text, cut after `ply` moves when an earlier position is shown (what
/// the analysis is asked about).
fn shown_game_text(game: &Game, viewing: Option<usize>) -> String {
    match viewing {
        None => game.to_saved(),
        Some(ply) => {
            let mut record = engine::record::Record::from_game(game.engine_game());
            record.moves.truncate(ply);
            record.to_text()
        }
    }
}
