//! A page of rules for each game (`#rules-page`), in our own words from the rule book
//! (`RULES.md`), with small diagrams drawn by the app's own board component from positions
//! the engine plays to ([`diagrams`]): the marks on them (free squares, where a picked piece
//! may go, holes) are the engine's, so a diagram cannot show another rule than the one
//! played. Reached from the start page and from the game.

use engine::{Move, Position, Settings, Square, Variant};
use yew::prelude::*;

use super::board::Board;
use super::pieces_table::{Pieces, PiecesTable};
use crate::games::{face, Diagram};
use crate::view::{board_view, BoardView, Pick, Ui};

/// The position of a diagram and what its board shows, or `None` if the engine refuses it.
pub fn diagram_view(v: Variant, d: &Diagram) -> Option<(Position, BoardView)> {
    let settings = face(v).picture();
    let mut pos = match d.fen {
        Some(fen) => Position::from_fen(&settings, fen).ok()?,
        None => Position::start(&settings).ok()?,
    };
    let mut last = None;
    for uci in d.moves.split_whitespace() {
        let m = Move::parse_uci(uci, pos.rules()).ok()?;
        pos = pos.play(&m).ok()?;
        last = Some(m);
    }
    let selected = match d.pick {
        Some(p) if p.len() == 1 => {
            let kind = pos.rules().kind_by_letter(p.chars().next()?)?;
            Some(Pick::Hand(kind))
        }
        Some(p) => Some(Pick::Square(p.parse::<Square>().ok()?)),
        None => None,
    };
    let ui = Ui {
        selected,
        last_move: last,
        ..Ui::default()
    };
    let view = board_view(&pos, &ui);
    Some((pos, view))
}

/// The rules of `v` in full and its definition text, as far as they are in.
fn texts_of(v: Variant) -> (Vec<&'static str>, Option<&'static str>) {
    (
        crate::games::rules_text::paragraphs(v),
        engine::definition::builtin_text(v.name()),
    )
}

/// The rules page's properties.
#[derive(Properties, PartialEq)]
pub struct RulesPageProps {
    /// Which game.
    pub variant: Variant,
    /// Whether a game of this variant is in progress (then "Back to the game" is offered).
    #[prop_or_default]
    pub has_game: bool,
    /// Start a game of it.
    #[prop_or_default]
    pub on_play: Callback<Variant>,
    /// Back to the game in progress.
    #[prop_or_default]
    pub on_back: Callback<()>,
    /// To the list of games.
    #[prop_or_default]
    pub on_home: Callback<()>,
}

/// The rules page.
#[function_component(RulesPage)]
pub fn rules_page(props: &RulesPageProps) -> Html {
    let v = props.variant;
    let on_play = props.on_play.reform(move |_: MouseEvent| v);
    // The focus moves to the page's title, so that keyboard and screen-reader users start
    // reading there (the button that opened the page is gone).
    let title = use_node_ref();
    {
        let title = title.clone();
        use_effect_with(v, move |_| {
            if let Some(h) = title.cast::<web_sys::HtmlElement>() {
                let _ = h.focus();
            }
        });
    }
    // The rules in full and the game as a definition are fetched after the first screen
    // (`crate::builtins::with_texts`); a page opened before they came shows them when
    // they come.
    let texts = use_state(|| texts_of(v));
    {
        let texts = texts.clone();
        use_effect_with(v, move |v| {
            let v = *v;
            crate::builtins::with_texts(move || texts.set(texts_of(v)));
        });
    }
    let (paragraphs, definition) = (*texts).clone();
    // The game's pieces, worked out once per game (not on each drawing of the page).
    let pieces = use_memo(v, |v| {
        Position::start(&Settings::new(*v))
            .ok()
            .and_then(|p| Pieces::of(p.rules()))
    });
    html! {
        <main class="rules-page" id="rules-page" data-variant={v.name()}>
            <h1 ref={title} tabindex="-1">{ format!("How to play {}", v.title()) }</h1>
            <p class="byline">{ face(v).blurb }</p>
            <div class="rules-body">
                <div class="rules-text">
                    { for paragraphs.iter().map(|p| html! { <p>{ *p }</p> }) }
                </div>
                <div class="diagrams">
                    { for face(v).diagrams.iter().filter_map(|d| {
                        let (_, view) = diagram_view(v, d)?;
                        Some(html! {
                            <figure class="diagram">
                                <Board {view} on_square={Callback::noop()} interactive={false}
                                    label={AttrValue::from(format!("diagram: {}", d.caption))} />
                                <figcaption>{ d.caption }</figcaption>
                            </figure>
                        })
                    }) }
                </div>
            </div>
            if let Some(pieces) = (*pieces).clone() {
                <PiecesTable {pieces} />
            }
            if let Some(text) = definition {
                <details class="as-definition" id="as-definition">
                    <summary>{ "As a definition, in Fairy-Stockfish's variants.ini keys" }</summary>
                    <p class="hint">
                        { format!("A game of your own may start from this one: write [mygame:{}] \
                                   and change the keys you want.", v.name()) }
                    </p>
                    <pre class="definition-source">{ text }</pre>
                </details>
            }
            <p class="rules-actions">
                <button type="button" class="primary" id="rules-play" onclick={on_play}>
                    { format!("New game of {}", v.title()) }</button>
                if props.has_game {
                    <button type="button" id="rules-back"
                        onclick={props.on_back.reform(|_| ())}>{ "Back to the game" }</button>
                }
                <button type="button" id="rules-home"
                    onclick={props.on_home.reform(|_| ())}>{ "All games" }</button>
            </p>
        </main>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{arnhem, chessence, chessnim, nasty_neighbours, vimes};

    fn targets(v: &BoardView) -> Vec<String> {
        let mut t: Vec<String> = v
            .squares
            .iter()
            .filter(|s| s.target)
            .map(|s| s.name.clone())
            .collect();
        t.sort();
        t
    }

    #[test]
    fn every_diagram_is_a_position_the_engine_reaches() {
        for v in crate::games::listed().map(|f| f.variant) {
            assert!(!face(v).diagrams.is_empty(), "{v}");
            for d in face(v).diagrams {
                let (_, view) = diagram_view(v, d).unwrap_or_else(|| panic!("{v}: {d:?}"));
                if d.pick.is_some() {
                    assert!(view.target_count.unwrap_or(0) > 0, "{v}: {d:?}");
                }
            }
        }
    }

    #[test]
    fn the_captions_say_what_the_engine_shows() {
        let d = &face(arnhem::VARIANT).diagrams[0];
        let (_, view) = diagram_view(arnhem::VARIANT, d).expect("arnhem");
        assert_eq!(targets(&view), ["c4"]);
        let d = &face(arnhem::VARIANT).diagrams[1];
        let (_, view) = diagram_view(arnhem::VARIANT, d).expect("arnhem fen");
        assert_eq!(targets(&view), ["c7"]);
        let d = &face(nasty_neighbours::VARIANT).diagrams[0];
        let (_, view) = diagram_view(nasty_neighbours::VARIANT, d).expect("nn");
        assert_eq!(targets(&view), ["f4", "g6", "i6"]);
        let d = &face(chessnim::VARIANT).diagrams[0];
        let (pos, view) = diagram_view(chessnim::VARIANT, d).expect("nim");
        assert_eq!(view.free_count, Some(pos.free_squares().count()));
        assert!(view.squares.iter().any(|s| s.free));
        let d = &face(chessnim::VARIANT).diagrams[1];
        let (pos, view) = diagram_view(chessnim::VARIANT, d).expect("nim later");
        assert_eq!(view.free_count, Some(3), "three squares are still free");
        let king = pos.rules().kind_by_letter('K').expect("king");
        assert_eq!(
            view.target_count,
            Some(pos.legal_drop_squares(king).count())
        );
        assert!(view.target_count.unwrap_or(0) < 20, "only some drops");
        let d = &face(chessence::VARIANT).diagrams[0];
        let (pos, view) = diagram_view(chessence::VARIANT, d).expect("chessence");
        let d3: Square = "d3".parse().expect("d3");
        assert_eq!(view.target_count, Some(pos.legal_targets(d3).count()));
        let d = &face(vimes::VARIANT).diagrams[0];
        let (pos, view) = diagram_view(vimes::VARIANT, d).expect("vimes");
        assert_eq!(pos.turn(), engine::Player::THIRD, "the Republican moves");
        assert!(view.target_count.unwrap_or(0) > 0);
    }
}
