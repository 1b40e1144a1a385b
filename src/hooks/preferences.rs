//! The player's preferences on this device: the board theme (remembered between visits,
//! applied for this one even if storage fails) and the sound switch (on unless turned
//! off), each read in an effect (the server renderer of the tests has no window). The big
//! boards' zoom is the state's (`crate::zoom`), read as the app starts.

use yew::prelude::*;

use crate::state::GameState;
use crate::theme::{load_theme, save_theme, Theme};

/// The theme shown and the callback that changes (and remembers) it.
#[hook]
pub fn use_theme() -> (Theme, Callback<Theme>) {
    let theme = use_state(Theme::default);
    {
        let theme = theme.clone();
        use_effect_with((), move |_| theme.set(load_theme()));
    }
    let on_theme = {
        let theme = theme.clone();
        Callback::from(move |t: Theme| {
            save_theme(t);
            theme.set(t);
        })
    };
    (*theme, on_theme)
}

/// Whether sounds are on, and the sounds themselves: each sound a move called for is
/// played once (`GameState::sound_no`), never on an `embedded` board.
#[hook]
pub fn use_sound(state: &UseReducerHandle<GameState>, embedded: bool) -> UseStateHandle<bool> {
    let sound_on = use_state(|| true);
    {
        let sound_on = sound_on.clone();
        use_effect_with((), move |_| sound_on.set(crate::sound::load_sound_on()));
    }
    {
        let play = (*sound_on && !embedded).then_some(state.sound).flatten();
        use_effect_with(state.sound_no, move |_| {
            if let Some(s) = play {
                crate::sound::play(s);
            }
        });
    }
    sound_on
}
