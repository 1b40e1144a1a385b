//! Sounds of the game: a short tone for a move, a capture, a check and the end of a game,
//! made with Web Audio at the moment they play (no sound file is fetched), and a mute
//! switch in the top bar (`#sound-toggle`) remembered on the device.
//!
//! Which sound a change of the game calls for ([`sound_of`]) is a pure function of the
//! positions, tested natively; [`play`] only makes the tone.

use engine::notation::{captured, check_sign};
use engine::{Move, Position};

use crate::state::{Action, GameState};

/// A sound of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sound {
    /// A move or a drop.
    Move,
    /// A capture.
    Capture,
    /// A move that gives check.
    Check,
    /// The move that ended the game.
    End,
}

/// Where the mute switch is kept ("off" when muted).
pub const SOUND_KEY: &str = "variantarium.sound";

/// Whether sounds are on: on unless the player turned them off on this device.
pub fn load_sound_on() -> bool {
    crate::storage::load(SOUND_KEY).ok().flatten().as_deref() != Some("off")
}

/// Remembers whether sounds are on (if storage refuses, the choice holds for the visit).
pub fn save_sound_on(on: bool) {
    let _ = crate::storage::save_text(SOUND_KEY, if on { "on" } else { "off" });
}

/// The sound the move `m`, made in `before` and leading to `after`, calls for: the end of
/// the game first, then a check, a capture, else a plain move.
pub fn sound_for_move(before: &Position, m: &Move, after: &Position, over: bool) -> Sound {
    if over {
        Sound::End
    } else if !check_sign(before, after).is_empty() {
        // The move list's `+` (or `#`): another player's king is attacked.
        Sound::Check
    } else if captured(before, m).is_some() {
        Sound::Capture
    } else {
        Sound::Move
    }
}

/// The sound `action` calls for, taking the app from `prev` to `next`: a move played (by a
/// person or the computer, or played again by Redo) is heard; opening, resuming or
/// catching up with a game is not, and neither is a move the people at the screen must not
/// see (the computer's secret deployment, `AR-4`).
pub fn sound_of(prev: &GameState, next: &GameState, action: &Action) -> Option<Sound> {
    let heard = action.is_play() || matches!(action, Action::ComputerMove { .. } | Action::Redo);
    if !heard {
        return None;
    }
    let before_len = prev.game.as_ref()?.moves().len();
    let game = next.game.as_ref()?;
    let len = game.moves().len();
    if len != before_len + 1 {
        return None;
    }
    let before = game.position_at(len - 1)?;
    let m = game.moves().last()?;
    if next.hidden_players().contains(&before.turn()) {
        return None;
    }
    Some(sound_for_move(
        before,
        m,
        game.position(),
        game.outcome().is_some(),
    ))
}

/// The tones of a sound: (frequency in Hz, start and length in seconds) of each note.
fn notes(s: Sound) -> &'static [(f32, f64, f64)] {
    match s {
        Sound::Move => &[(520.0, 0.0, 0.07)],
        Sound::Capture => &[(330.0, 0.0, 0.06), (250.0, 0.05, 0.09)],
        Sound::Check => &[(660.0, 0.0, 0.08), (880.0, 0.08, 0.12)],
        Sound::End => &[(523.0, 0.0, 0.14), (659.0, 0.13, 0.14), (784.0, 0.26, 0.3)],
    }
}

thread_local! {
    /// The page's audio context, made at the first sound (a browser lets it play once the
    /// player has touched the page).
    static CONTEXT: std::cell::RefCell<Option<web_sys::AudioContext>> =
        const { std::cell::RefCell::new(None) };
}

/// Plays `s` now. Silent where the browser has no Web Audio or refuses it.
pub fn play(s: Sound) {
    CONTEXT.with_borrow_mut(|ctx| {
        if ctx.is_none() {
            *ctx = web_sys::AudioContext::new().ok();
        }
        let Some(ctx) = ctx.as_ref() else { return };
        let _ = ctx.resume();
        let now = ctx.current_time();
        for &(freq, at, len) in notes(s) {
            let _ = tone(ctx, freq, now + at, len);
        }
    });
}

/// One note: a sine of `freq` Hz from `start` for `len` seconds, with a quick fade.
fn tone(
    ctx: &web_sys::AudioContext,
    freq: f32,
    start: f64,
    len: f64,
) -> Result<(), wasm_bindgen::JsValue> {
    let osc = ctx.create_oscillator()?;
    let gain = ctx.create_gain()?;
    osc.frequency().set_value(freq);
    let g = gain.gain();
    g.set_value_at_time(0.0, start)?;
    g.linear_ramp_to_value_at_time(0.18, start + 0.01)?;
    g.exponential_ramp_to_value_at_time(0.001, start + len)?;
    osc.connect_with_audio_node(&gain)?;
    gain.connect_with_audio_node(&ctx.destination())?;
    osc.start_with_when(start)?;
    osc.stop_with_when(start + len + 0.02)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::{Settings, Variant};
    use std::rc::Rc;
    use yew::Reducible;

    fn reduce(st: Rc<GameState>, a: Action) -> (Rc<GameState>, Option<Sound>) {
        let next = st.clone().reduce(a.clone());
        let s = sound_of(&st, &next, &a);
        (next, s)
    }

    #[test]
    fn a_move_and_a_capture_are_heard_and_nothing_else_is() {
        let mut st = GameState::default();
        st.apply(Action::NewGame(Settings::new(Variant::Vimes)));
        let mut st = Rc::new(st);
        let mut heard = Vec::new();
        // W B R W B W R, then Black's bishop takes on a3 (VI-2).
        for m in [
            "e2e4", "e7e5", "a2a3", "g1f3", "b8c6", "f1c4", "h7h6", "f8a3",
        ] {
            let (from, to) = m.split_at(2);
            let a = Action::Move {
                from: from.parse().expect("square"),
                to: to.parse().expect("square"),
            };
            let (next, s) = reduce(st, a);
            assert_eq!(next.message, None, "{m}");
            heard.push(s);
            st = next;
        }
        assert_eq!(heard[0], Some(Sound::Move));
        assert_eq!(heard[7], Some(Sound::Capture));
        // Looking back, flipping, a refused move: no sound.
        let (st, s) = reduce(st, Action::Flip);
        assert_eq!(s, None);
        let (_, s) = reduce(
            st,
            Action::Move {
                from: "a1".parse().expect("square"),
                to: "a5".parse().expect("square"),
            },
        );
        assert_eq!(s, None);
    }

    #[test]
    fn check_and_the_end_of_a_game() {
        let pos = Position::start(&Settings::new(Variant::ChessNim)).expect("start");
        let play = |p: &Position, uci: &str| {
            let m = Move::parse_uci(uci, p.rules()).expect("move");
            (m, p.play(&m).expect("legal"))
        };
        let (m, after) = play(&pos, "K@b7");
        assert_eq!(sound_for_move(&pos, &m, &after, false), Sound::Move);
        assert_eq!(sound_for_move(&pos, &m, &after, true), Sound::End);
        let nn = Position::from_fen(
            &Settings::new(Variant::NastyNeighbours),
            "k2R5/9/K8/3N4p/9/9/9/9 w - - 0 1",
        )
        .expect("fen");
        let (m, after) = play(&nn, "d5c7");
        assert_eq!(sound_for_move(&nn, &m, &after, false), Sound::Check);
    }
}
