//! The reducer yew runs: an action changes the state ([`GameState::apply`], `state.rs`),
//! then what happened is put into words for the live region (`speech.rs`) and into a sound
//! (`sound.rs`). Kept apart from `state.rs` so that speech and sound read the state
//! without the state reading them.

use std::rc::Rc;

use yew::Reducible;

use crate::sound::{sound_for_move, Sound};
use crate::speech::{describe, describe_for, name_at, result_text};
use crate::state::{Action, GameState};
use crate::view::{board_view, turn_text, Pick};

impl Reducible for GameState {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut next = (*self).clone();
        next.apply(action.clone());
        if let Some(words) = announcement(&self, &next, &action) {
            next.announcement = words;
            next.announcement_no = self.announcement_no.wrapping_add(1);
        }
        next.sound = sound_of(&self, &next, &action);
        if next.sound.is_some() {
            next.sound_no = self.sound_no.wrapping_add(1);
        }
        Rc::new(next)
    }
}

/// What the live region says after `action` took the app from `prev` to `next`: the move
/// just made in words (with the result when it ended the game), a refusal's reason, a move
/// taken back, a position looked at, a piece picked up. `None` when there is nothing to say
/// (the live region keeps its words).
pub fn announcement(prev: &GameState, next: &GameState, action: &Action) -> Option<String> {
    let game = next.game.as_ref()?;
    let live = game.position();
    let status = || match (game.outcome(), next.verdict()) {
        (Some(o), Some(v)) => format!("{}: {}.", v.words(), result_text(live, &o)),
        (Some(o), None) => format!("{}.", result_text(live, &o)),
        (None, _) => format!("{}.", turn_text(live)),
    };
    if matches!(action, Action::ComputerMove { .. }) {
        if let Some(words) = crate::premove::reply_words(prev, next) {
            return Some(words);
        }
    }
    if let Some(m) = &next.message {
        let input = action.is_play() || matches!(action, Action::View(_));
        if input || next.message != prev.message {
            return Some(format!("{m}."));
        }
    }
    let before_len = prev.game.as_ref().map(|g| g.moves().len());
    let len = game.moves().len();
    match action {
        Action::Synced { .. } => {
            return Some(format!(
                "The game moved on in another tab: {len} move{}. {}",
                if len == 1 { "" } else { "s" },
                status()
            ));
        }
        Action::Restore(_) | Action::Resume { .. } => {
            return Some(format!(
                "{}, the saved game after {len} move{}. {}",
                live.rules().title(),
                if len == 1 { "" } else { "s" },
                status()
            ));
        }
        Action::NewGame(_) | Action::RestoreFailed { .. } => {
            return Some(format!(
                "New game of {}. {}",
                live.rules().title(),
                status()
            ));
        }
        Action::Undo if before_len == Some(len + 1) => {
            return Some(format!("Move taken back. {}", status()));
        }
        Action::Flip => {
            let bottom = if next.flipped { "Black" } else { "White" };
            return Some(format!("Board turned: {bottom} at the bottom."));
        }
        Action::View(_) => {
            return Some(match next.viewing {
                Some(0) => format!("The starting position, before move 1 of {len}."),
                Some(n) => {
                    let (b, a) = (game.position_at(n - 1)?, game.position_at(n)?);
                    let m = game.moves().get(n - 1)?;
                    format!("Move {n} of {len}: {}", describe(b, m, a))
                }
                None => format!("Back to the game. {}", status()),
            });
        }
        _ => {}
    }
    if before_len.is_some_and(|b| b + 1 == len) {
        return move_words(next, &status());
    }
    if let Some(words) = crate::premove::premove_words(prev, next) {
        return Some(words);
    }
    if next.selected != prev.selected {
        return pick_words(live, next);
    }
    None
}

/// The move just played in `next`'s game, in words: with the person's verdict when it
/// ended the game against the computer, and with `status` (who is next) in a game of three
/// movers, which follow no fixed pattern (Vimes, `VI-2`).
fn move_words(next: &GameState, status: &str) -> Option<String> {
    let game = next.game.as_ref()?;
    let (live, len) = (game.position(), game.moves().len());
    let m = game.moves().last()?;
    let before = game.position_at(len.checked_sub(1)?)?;
    let mut words = describe_for(before, m, live, &next.hidden_players());
    if let Some(v) = next.verdict() {
        words = format!("{words}. {}.", v.words());
    }
    if live.rules().player_count() > 2 && game.outcome().is_none() {
        words.push(' ');
        words.push_str(status);
    }
    Some(words)
}

/// What a piece picked up (or put back) says: where it may go.
fn pick_words(live: &engine::Position, next: &GameState) -> Option<String> {
    let targets = board_view(live, &next.ui()).target_count;
    Some(match (next.selected, targets) {
        (Some(Pick::Hand(kind)), Some(n)) => {
            let name = live.rules().kinds().get(kind.index())?.name.clone();
            format!("{name} picked from the tray, {n} squares to drop on.")
        }
        (Some(Pick::Square(sq)), Some(n)) => {
            let name = name_at(live, sq)?;
            format!("{name} on {sq} picked up, {n} squares to go to.")
        }
        (Some(_), None) => return None,
        (None, _) => "Put back.".into(),
    })
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{chessnim, nasty_neighbours, vimes};
    use engine::{Move, Position, Settings};

    fn reduce(st: Rc<GameState>, a: Action) -> (Rc<GameState>, Option<Sound>) {
        let next = st.clone().reduce(a.clone());
        let s = sound_of(&st, &next, &a);
        (next, s)
    }

    #[test]
    fn a_move_and_a_capture_are_heard_and_nothing_else_is() {
        let mut st = GameState::default();
        st.apply(Action::NewGame(Settings::new(vimes::VARIANT)));
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
        let pos = Position::start(&Settings::new(chessnim::VARIANT)).expect("start");
        let play = |p: &Position, uci: &str| {
            let m = Move::parse_uci(uci, p.rules()).expect("move");
            (m, p.play(&m).expect("legal"))
        };
        let (m, after) = play(&pos, "K@b7");
        assert_eq!(sound_for_move(&pos, &m, &after, false), Sound::Move);
        assert_eq!(sound_for_move(&pos, &m, &after, true), Sound::End);
        let nn = Position::from_fen(
            &Settings::new(nasty_neighbours::VARIANT),
            "k2R5/9/K8/3N4p/9/9/9/9 w - - 0 1",
        )
        .expect("fen");
        let (m, after) = play(&nn, "d5c7");
        assert_eq!(sound_for_move(&nn, &m, &after, false), Sound::Check);
    }
}
