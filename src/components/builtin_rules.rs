//! The rules page of one of Fairy-Stockfish's built-ins (`#rules/xiangqi`, issue 64), made
//! from its definition: its one line, its start, its rules in words
//! (`Definition::summary`), its pieces with their pictures, letters, Betza and moves in
//! words (`engine::betza::words`), and the definition text to start a game of one's own
//! from. The built-ins' texts come after the first screen (`crate::builtins`): a page
//! opened before they came shows them when they come; a name the app does not have is
//! said on the start page, as any address of a page that does not exist.

use engine::definition::{builtin, builtin_line, builtin_text};
use engine::{Player, Position, Promoted, Reach, Settings, Square};
use yew::prelude::*;

use super::board::Board;
use super::move_diagram::MoveDiagram;
use super::pieces::piece_icon;
use crate::view::{board_view, BoardView, Glyph, Ui};

/// What the page shows of a built-in.
#[derive(Clone, PartialEq)]
struct Texts {
    line: String,
    start: Option<BoardView>,
    rules: Vec<String>,
    pieces: Vec<PieceRow>,
    /// The board's size and holes, and the square a move diagram stands a piece on.
    board: (u8, u8, Vec<Square>, Square),
    definition: Option<&'static str>,
}

/// One piece of the table: its picture, name, letter, Betza, moves in words, value to
/// the computer (centipawns; none for a royal piece) and move diagram.
#[derive(Clone, PartialEq)]
struct PieceRow {
    glyph: Glyph,
    name: String,
    letter: char,
    betza: String,
    words: String,
    value: Option<i32>,
    reach: Vec<(Square, Reach)>,
}

/// The built-in `name`'s page texts; `None` while the built-ins are not in, or for a name
/// the app does not have.
fn texts(name: &str) -> Option<Texts> {
    let def = builtin(name)?;
    let rules = def.summary();
    let pos = Position::start(&Settings::defined(def)).ok()?;
    let r = pos.rules();
    let g = r.geometry();
    let from = r.diagram_square()?;
    let pieces = (0..r.kinds().len())
        .filter_map(|i| {
            let kind = engine::Kind(u8::try_from(i).ok()?);
            let k = r.kinds().get(i)?;
            Some(PieceRow {
                glyph: crate::glyphs::glyph(r, kind, Promoted::NO),
                name: k.name.clone(),
                letter: k.letter.to_ascii_uppercase(),
                betza: k.betza.clone(),
                words: engine::betza::words::in_words(&k.betza),
                value: (!k.is_royal).then(|| engine::search::piece_value(r, kind)),
                reach: r.reach(kind, from),
            })
        })
        .collect();
    let board = (g.width(), g.height(), g.holes().iter().collect(), from);
    Some(Texts {
        line: builtin_line(name).unwrap_or_default(),
        start: Some(board_view(&pos, &Ui::default())),
        rules,
        pieces,
        board,
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
    let picked = use_state(|| None::<usize>);
    let on_pick = {
        let picked = picked.clone();
        Callback::from(move |i: usize| {
            picked.set(if *picked == Some(i) { None } else { Some(i) });
        })
    };
    html! {
        <main class="rules-page builtin-rules" id="rules-page" data-game={name.clone()}>
            <h1 ref={title} tabindex="-1">{ format!("How to play {name}") }</h1>
            if let Some(t) = &*shown {
                { rules_body(&name, t, *picked, &on_pick) }
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

/// The page's body: the line, the start, the rules, the pieces (the `picked` one's move
/// diagram under them) and the definition.
fn rules_body(name: &str, t: &Texts, picked: Option<usize>, on_pick: &Callback<usize>) -> Html {
    let diagram = picked.and_then(|i| t.pieces.get(i)).map(|p| {
        let (width, height, holes, from) = t.board.clone();
        html! {
            <MoveDiagram {width} {height} {holes} {from} glyph={p.glyph}
                name={AttrValue::from(p.name.clone())} marks={p.reach.clone()} />
        }
    });
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
            { pieces_table(&t.pieces, picked, on_pick) }
            { for diagram }
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

/// The pieces: picture, name and letter (a button that shows its move diagram), Betza,
/// moves in words and value.
fn pieces_table(pieces: &[PieceRow], picked: Option<usize>, on_pick: &Callback<usize>) -> Html {
    html! {
        <table class="room-pieces" id="rules-pieces">
            <caption>{ "The pieces and their moves (choose one to see where it goes)" }</caption>
            <tr><th scope="col">{ "Piece" }</th><th scope="col">{ "Betza" }</th>
                <th scope="col">{ "Moves" }</th><th scope="col">{ "Value" }</th></tr>
            { for pieces.iter().enumerate().map(|(i, p)| {
                let pressed = if picked == Some(i) { "true" } else { "false" };
                html! {
                    <tr data-letter={p.letter.to_string()}>
                        <td class="piece-cell">
                            <button type="button" class="show-moves" aria-pressed={pressed}
                                onclick={on_pick.reform(move |_: MouseEvent| i)}>
                                { piece_icon(p.glyph, Player(0)) }
                                <span>{ format!("{} ({})", p.name, p.letter) }</span>
                            </button>
                        </td>
                        <td><code>{ p.betza.clone() }</code></td>
                        <td>{ p.words.clone() }</td>
                        <td class="value">{ p.value.map_or("royal".to_string(), pawns) }</td>
                    </tr>
                }
            }) }
        </table>
    }
}

/// A value in centipawns as pawns, to one decimal (`3.2`).
fn pawns(v: i32) -> String {
    format!("{}.{}", v / 100, (v % 100).abs() / 10)
}
