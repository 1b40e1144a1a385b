//! The start page: the five games. Those the app plays ([`app_plays`]) can be started; the
//! others are listed as coming soon.

use engine::Variant;
use yew::prelude::*;

use crate::state::app_plays;

/// The start page's properties.
#[derive(Properties, PartialEq)]
pub struct HomeProps {
    /// Whether a game is in progress (then it can be resumed).
    pub has_game: bool,
    /// A game was chosen.
    pub on_choose: Callback<Variant>,
    /// Go back to the game in progress.
    pub on_resume: Callback<()>,
    /// What happened (a saved game that could not be read).
    #[prop_or_default]
    pub message: Option<String>,
}

/// One line about each game and who invented it.
pub fn blurb(v: Variant) -> &'static str {
    match v {
        Variant::ChessNim => {
            "Alfred Pfeiffer, 1998. Drop pieces in turn; every drop must leave fewer free \
             squares. Whoever takes the last free square wins."
        }
        Variant::Chessence => {
            "Jim Winslow, 1989. Men move by their friendly neighbours, on a board with holes."
        }
        Variant::Arnhem => {
            "Hans Bodlaender, 1998. A bridge between two halves, parachutes and secret deployment."
        }
        Variant::NastyNeighbours => {
            "Gerd Degens, 2024. Conquer style: nothing ever leaves the board."
        }
        Variant::Vimes => {
            "Charles Gilman, 2007. Two Royalists and the Republican, who moves the pawns."
        }
    }
}

/// The start page.
#[function_component(Home)]
pub fn home(props: &HomeProps) -> Html {
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
                { for Variant::ALL.iter().map(|&v| {
                    let ok = app_plays(v);
                    let onclick = props.on_choose.reform(move |_| v);
                    html! {
                        <li key={v.name()} class={classes!("game-card", (!ok).then_some("soon"))}
                            data-variant={v.name()}>
                            <h2>{ v.title() }</h2>
                            <p>{ blurb(v) }</p>
                            if ok {
                                <button type="button" class="primary" {onclick}>{ "New game" }</button>
                            } else {
                                <button type="button" disabled=true>{ "Coming soon" }</button>
                            }
                        </li>
                    }
                }) }
            </ul>
        </main>
    }
}
