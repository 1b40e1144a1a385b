//! Sounds of the game: a short tone for a move, a capture, a check and the end of a game,
//! made with Web Audio at the moment they play (no sound file is fetched), and a mute
//! switch in the top bar (`#sound-toggle`) remembered on the device.
//!
//! Which sound a change of the game calls for ([`sound_of`]) is a pure function of the
//! positions, tested natively; [`play`] only makes the tone.

use engine::notation::{captured, check_sign};
use engine::{Move, Position};

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
