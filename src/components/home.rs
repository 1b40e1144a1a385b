//! The start page: the five games and "Your own game" (`#new-own-game`), each with a small picture of its starting board (drawn
//! from the engine's start position by the board component itself, [`start_picture`]), one
//! line about it, and buttons for a new game and its rules page. Those the app plays
//! ([`app_plays`]) can be started; the others are listed as coming soon. Below them, "Your
//! games" ([`YourGames`]): every game kept on this device.

use engine::{Position, Variant};
use yew::prelude::*;

use super::board::Board;
use super::your_games::YourGames;
use crate::game::app_plays;
use crate::games::{self, face};
use crate::view::{board_view, BoardView, Ui};

/// The picture of a game's starting board (Arnhem's quick setup, so that its armies show),
/// or `None` if the engine cannot start it.
pub fn start_picture(v: Variant) -> Option<BoardView> {
    let pos = Position::start(&face(v).picture()).ok()?;
    Some(board_view(&pos, &Ui::default()))
}

/// The picture of the start of the own-game dialog's sample definition.
fn own_start_picture() -> Option<BoardView> {
    let sample = crate::settings_form::SAMPLE_DEFINITION;
    let checked = crate::settings_form::defined_settings(sample, None).ok()?;
    let pos = Position::start(&checked.settings).ok()?;
    Some(board_view(&pos, &Ui::default()))
}

/// The start page's properties.
#[derive(Properties, PartialEq)]
pub struct HomeProps {
    /// Whether a game is in progress (then it can be resumed).
    pub has_game: bool,
    /// A game was chosen.
    pub on_choose: Callback<Variant>,
    /// Go back to the game in progress.
    pub on_resume: Callback<()>,
    /// Open a game's rules page.
    #[prop_or_default]
    pub on_rules: Callback<Variant>,
    /// What happened (a saved game that could not be read).
    #[prop_or_default]
    pub message: Option<String>,
    /// The id the game in progress is kept under, if it is kept.
    #[prop_or_default]
    pub current: Option<String>,
    /// Show a game kept in "Your games" (its id).
    #[prop_or_default]
    pub on_open_kept: Callback<String>,
    /// Open the games room.
    #[prop_or_default]
    pub on_more: Callback<()>,
}

/// The start page.
#[function_component(Home)]
pub fn home(props: &HomeProps) -> Html {
    // The sample definition's start, as a taste of what a definition makes: drawn once the
    // rest of the page has come, since reading a definition is not first-load code.
    let own_view = use_state(|| None::<BoardView>);
    {
        let own_view = own_view.clone();
        use_effect_with((), move |_| {
            crate::rest::after_rest(move || own_view.set(own_start_picture()));
        });
    }
    let own_picture = (*own_view).clone().map(|view| {
        html! {
            <Board {view} on_square={Callback::noop()} interactive={false}
                label={AttrValue::from("the starting board of a game of your own")} />
        }
    });
    html! {
        <main class="home">
            <h1 class="home-title">{ "Choose a game" }</h1>
            if let Some(m) = &props.message {
                <p id="message" class="message shown" role="alert">{ m.clone() }</p>
            }
            if props.has_game {
                <p class="resume">
                    <button type="button" id="resume" class="primary"
                        onclick={props.on_resume.reform(|_| ())}>{ "Back to the game in progress" }</button>
                </p>
            }
            <ul class="games">
                { for games::listed().map(|face| {
                    let v = face.variant;
                    let ok = app_plays(v);
                    let onclick = props.on_choose.reform(move |_| v);
                    let on_rules = props.on_rules.reform(move |_: MouseEvent| v);
                    let picture = start_picture(v).map(|view| html! {
                        <Board {view} on_square={Callback::noop()} interactive={false}
                            label={AttrValue::from(format!("the starting board of {}", v.title()))} />
                    });
                    html! {
                        <li key={v.name()} class={classes!("game-card", (!ok).then_some("soon"))}
                            data-variant={v.name()}>
                            <h2>{ v.title() }</h2>
                            <div class="card-picture">{ for picture }</div>
                            <p>{ face.blurb }</p>
                            <div class="card-buttons">
                                if ok {
                                    <button type="button" class="primary" {onclick}>{ "New game" }</button>
                                } else {
                                    <button type="button" disabled=true>{ "Coming soon" }</button>
                                }
                                <button type="button" class="rules-link" onclick={on_rules}>{ "Rules" }</button>
                            </div>
                        </li>
                    }
                }) }
                <li key="defined" class="game-card own-game" data-variant="defined">
                    <h2>{ "Your own game" }</h2>
                    <div class="card-picture">{ for own_picture }</div>
                    <p>{ face(games::OWN).blurb }</p>
                    <div class="card-buttons">
                        <button type="button" class="primary" id="new-own-game"
                            onclick={props.on_choose.reform(|_| games::OWN)}>{ "New game" }</button>
                    </div>
                </li>
                <li key="more" class="game-card more-games">
                    <h2>{ "More games" }</h2>
                    <p>{ "Shogi, xiangqi, crazyhouse and every other game Fairy-Stockfish plays." }</p>
                    <div class="card-buttons">
                        <button type="button" class="primary" id="open-games-room"
                            onclick={props.on_more.reform(|_| ())}>{ "Browse the games" }</button>
                    </div>
                </li>
            </ul>
            <YourGames current={props.current.clone()} on_resume={props.on_open_kept.clone()} />
        </main>
    }
}
