//! The rules page of one of Fairy-Stockfish's built-ins (`#rules/xiangqi`, issue 64), made
//! from its definition: its one line, its start, its rules in words
//! (`Definition::summary`), its pieces with their pictures, letters, Betza and moves in
//! words (`engine::betza::words`), and the definition text to start a game of one's own
//! from. The built-ins' texts come after the first screen (`crate::builtins`): a page
//! opened before they came shows them when they come; a name the app does not have is
//! said on the start page, as any address of a page that does not exist.

use engine::definition::{builtin, builtin_line, builtin_text};
use engine::{Position, Settings};
use yew::prelude::*;

use super::board::Board;
use super::pieces_table::{Pieces, PiecesTable};
use crate::view::{board_view, BoardView, Ui};

/// What the page shows of a built-in.
#[derive(Clone, PartialEq)]
struct Texts {
    line: String,
    start: Option<BoardView>,
    rules: Vec<String>,
    pieces: Option<Pieces>,
    definition: Option<&'static str>,
}

/// The built-in `name`'s page texts; `None` while the built-ins are not in, or for a name
/// the app does not have.
fn texts(name: &str) -> Option<Texts> {
    let def = builtin(name)?;
    let rules = def.summary();
    let pos = Position::start(&Settings::defined(def)).ok()?;
    Some(Texts {
        line: builtin_line(name).unwrap_or_default(),
        start: Some(board_view(&pos, &Ui::default())),
        rules,
        pieces: Pieces::of(pos.rules()),
        definition: builtin_text(name),
    })
}

/// The page's properties.
#[derive(Properties, PartialEq)]
pub struct BuiltinRulesProps {
    /// The built-in's name (`xiangqi`).
    pub name: AttrValue,
    /// Whether a game is in progress (then "Back to the game" is offered).
    #[prop_or_default]
    pub has_game: bool,
    /// Start a game of it: its new-game dialog.
    pub on_play: Callback<String>,
    /// Back to the game in progress.
    #[prop_or_default]
    pub on_back: Callback<()>,
    /// To the games room.
    pub on_room: Callback<()>,
    /// The app has no built-in of this name (said once the built-ins are in).
    pub on_missing: Callback<String>,
}

/// A built-in's rules page.
#[function_component(BuiltinRules)]
pub fn builtin_rules(props: &BuiltinRulesProps) -> Html {
    let name = props.name.to_string();
    let shown = use_state(|| texts(&name));
    {
        let shown = shown.clone();
        let missing = props.on_missing.clone();
        use_effect_with(name.clone(), move |name| {
            let name = name.clone();
            crate::builtins::with_builtins(move || match texts(&name) {
                Some(t) => shown.set(Some(t)),
                None => missing.emit(name),
            });
        });
    }
    let title = use_node_ref();
    {
        let title = title.clone();
        use_effect_with(name.clone(), move |_| {
            if let Some(h) = title.cast::<web_sys::HtmlElement>() {
                let _ = h.focus();
            }
        });
    }
    let play = name.clone();
    let on_play = props.on_play.reform(move |_: MouseEvent| play.clone());
    html! {
        <main class="rules-page builtin-rules" id="rules-page" data-game={name.clone()}>
            <h1 ref={title} tabindex="-1">{ format!("How to play {name}") }</h1>
            if let Some(t) = &*shown {
                { rules_body(&name, t) }
            } else {
                <p class="hint">{ "The rules are on their way…" }</p>
            }
            <p class="rules-actions">
                if shown.is_some() {
                    <button type="button" class="primary" id="rules-play" onclick={on_play}>
                        { format!("New game of {name}") }</button>
                }
                if props.has_game {
                    <button type="button" id="rules-back"
                        onclick={props.on_back.reform(|_| ())}>{ "Back to the game" }</button>
                }
                <button type="button" id="rules-room"
                    onclick={props.on_room.reform(|_| ())}>{ "All games" }</button>
            </p>
        </main>
    }
}

/// The page's body: the line, the start, the rules, the pieces and the definition.
fn rules_body(name: &str, t: &Texts) -> Html {
    html! {
        <>
            <p class="byline">{ t.line.clone() }</p>
            <div class="rules-body">
                <div class="rules-text">
                    { for t.rules.iter().map(|r| html! { <p>{ r.clone() }</p> }) }
                </div>
                if let Some(view) = t.start.clone() {
                    <figure class="diagram">
                        <Board {view} on_square={Callback::noop()} interactive={false}
                            label={AttrValue::from(format!("the starting board of {name}"))} />
                        <figcaption>{ "The start" }</figcaption>
                    </figure>
                }
            </div>
            if let Some(pieces) = t.pieces.clone() {
                <PiecesTable {pieces} />
            }
            if let Some(text) = t.definition {
                <details class="as-definition" id="as-definition">
                    <summary>{ "As a definition, in Fairy-Stockfish's variants.ini keys" }</summary>
                    <p class="hint">
                        { format!("A game of your own may start from this one: write \
                                   [mygame:{name}] and change the keys you want.") }
                    </p>
                    <pre class="definition-source">{ text }</pre>
                </details>
            }
        </>
    }
}
