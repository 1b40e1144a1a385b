//! The bar at the top of the page (`.topbar`): the brand (back to the start page), the
//! game's title, Undo, and the other commands (New game, Redo, Flip, Share, the sound, the
//! theme). On
//! a wide screen they all stand in one row; on a narrow one (a phone) the bar keeps one row
//! of at most 64 px and the less-used commands open from a menu (`#menu-button`,
//! `#topbar-menu`), which closes once one of them is used.

use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::theme::{Theme, ThemePicker};

/// The game on show, as the bar needs it.
#[derive(Clone, Debug, PartialEq)]
pub struct GameCommands {
    /// Its title ("Arnhem Chess").
    pub title: String,
    /// Whether a move can be taken back.
    pub can_undo: bool,
    /// Whether a move taken back can be played again.
    pub can_redo: bool,
    /// Whether Black is at the bottom.
    pub flipped: bool,
    /// Whether the Share panel is open.
    pub share_open: bool,
}

/// What the bar asks the app to do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Command {
    /// Show the start page.
    Home,
    /// Open the new-game dialog of the game on show.
    NewGame,
    /// Take back a move.
    Undo,
    /// Play again a move taken back.
    Redo,
    /// Turn the board round.
    Flip,
    /// Open or close the Share panel.
    Share,
    /// Turn the sounds on or off.
    Sound,
}

/// The bar's properties.
#[derive(Properties, PartialEq)]
pub struct TopBarProps {
    /// The game on show, when a game page is shown.
    #[prop_or_default]
    pub game: Option<GameCommands>,
    /// The colour theme.
    pub theme: Theme,
    /// Whether the game's sounds are on.
    #[prop_or(true)]
    pub sound_on: bool,
    /// A command was chosen.
    pub on_command: Callback<Command>,
    /// Another theme was chosen.
    pub on_theme: Callback<Theme>,
}

/// The top bar.
/// A loudspeaker, with sound waves when the sounds are on and a cross when they are off.
fn sound_icon(on: bool) -> Html {
    html! {
        <svg class="switch-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M3 9h4l5-4v14l-5-4H3z" fill="currentColor" />
            if on {
                <path d="M15.5 8.5a5 5 0 0 1 0 7M18 6a8.5 8.5 0 0 1 0 12" fill="none"
                    stroke="currentColor" stroke-width="2" stroke-linecap="round" />
            } else {
                <path d="M16 9l6 6M22 9l-6 6" fill="none" stroke="currentColor" stroke-width="2"
                    stroke-linecap="round" />
            }
        </svg>
    }
}

#[function_component(TopBar)]
pub fn top_bar(props: &TopBarProps) -> Html {
    let open = use_state(|| false);
    let on_menu = {
        let open = open.clone();
        Callback::from(move |_: MouseEvent| open.set(!*open))
    };
    // A command chosen in the menu closes it (the theme's list stays until a choice).
    let on_menu_click = {
        let open = open.clone();
        Callback::from(move |e: MouseEvent| {
            let on_button = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                .and_then(|el| el.closest("button").ok().flatten())
                .is_some();
            if on_button {
                open.set(false);
            }
        })
    };
    let on_theme = {
        let (open, on_theme) = (open.clone(), props.on_theme.clone());
        Callback::from(move |t: Theme| {
            open.set(false);
            on_theme.emit(t);
        })
    };
    let cmd = |c: Command| props.on_command.reform(move |_: MouseEvent| c);
    let game = props.game.as_ref();
    html! {
        <header class="topbar">
            <button type="button" class="brand" onclick={cmd(Command::Home)}
                title="all games">{ "Variantarium" }</button>
            if let Some(g) = game {
                <span class="topbar-game" title={g.title.clone()}>{ g.title.clone() }</span>
            }
            <nav class="actions" aria-label={if game.is_some() { "game" } else { "page" }}>
                if let Some(g) = game {
                    <button type="button" id="undo" disabled={!g.can_undo}
                        onclick={cmd(Command::Undo)}>{ "Undo" }</button>
                }
                <button type="button" id="menu-button" class="menu-button"
                    aria-expanded={open.to_string()} aria-controls="topbar-menu"
                    onclick={on_menu}>{ "Menu" }</button>
                <div id="topbar-menu" class={classes!("topbar-menu", open.then_some("open"))}
                    onclick={on_menu_click}>
                    if let Some(g) = game {
                        <button type="button" id="new-game-button"
                            onclick={cmd(Command::NewGame)}>{ "New game" }</button>
                        <button type="button" id="redo" disabled={!g.can_redo}
                            onclick={cmd(Command::Redo)}>{ "Redo" }</button>
                        <button type="button" id="flip" onclick={cmd(Command::Flip)}
                            aria-pressed={g.flipped.to_string()}
                            title="turn the board round">{ "Flip" }</button>
                        <button type="button" id="share-button" onclick={cmd(Command::Share)}
                            aria-expanded={g.share_open.to_string()}>{ "Share" }</button>
                    }
                    // A switch: one label, its state in the icon, the pressed look and
                    // aria-pressed (not a label that could be the state or the action).
                    <button type="button" id="sound-toggle" class="switch" onclick={cmd(Command::Sound)}
                        aria-pressed={props.sound_on.to_string()}
                        title={if props.sound_on { "sounds are on: click to turn them off" } else { "sounds are off: click to turn them on" }}>
                        { sound_icon(props.sound_on) }{ "Sound" }</button>
                    <ThemePicker theme={props.theme} on_change={on_theme} />
                </div>
            </nav>
        </header>
    }
}
