//! A game's pieces as a table (issue 63, "every piece's moves shown"): each piece's
//! picture, name and letter, Betza, moves in words (`engine::betza::words`) and value to
//! the computer (`engine::search::piece_values`); a piece's name is the button that shows
//! its move diagram under the table ([`super::move_diagram`], the engine's
//! `Rules::reach`). On a built-in's rules page, our five's rules pages and the own-game
//! dialog, from the game's rules alone.

use engine::{Kind, Player, Promoted, Reach, Rules, Square};
use yew::prelude::*;

use super::move_diagram::MoveDiagram;
use super::pieces::piece_icon;
use crate::view::Glyph;

/// What the table shows of a game's pieces, and where their diagrams stand them.
#[derive(Clone, PartialEq)]
pub struct Pieces {
    rows: Vec<PieceRow>,
    /// The board's files, ranks and holes, and the square a diagram stands a piece on.
    board: (u8, u8, Vec<Square>, Square),
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

impl Pieces {
    /// The pieces of `rules`' game; `None` for a board without a playable square.
    pub fn of(rules: &Rules) -> Option<Pieces> {
        let g = rules.geometry();
        let from = rules.diagram_square()?;
        let values = engine::search::piece_values(rules);
        let rows = (0..rules.kinds().len())
            .filter_map(|i| {
                let kind = Kind(u8::try_from(i).ok()?);
                let k = rules.kinds().get(i)?;
                Some(PieceRow {
                    glyph: crate::glyphs::glyph(rules, kind, Promoted::NO),
                    name: k.name.clone(),
                    letter: k.letter.to_ascii_uppercase(),
                    betza: k.betza.clone(),
                    words: engine::betza::words::in_words(&k.betza),
                    value: (!k.is_royal).then(|| values.get(i).copied().unwrap_or(0)),
                    reach: rules.reach(kind, from),
                })
            })
            .collect();
        Some(Pieces {
            rows,
            board: (g.width(), g.height(), g.holes().iter().collect(), from),
        })
    }
}

/// The table's properties.
#[derive(Properties, PartialEq)]
pub struct PiecesTableProps {
    /// The game's pieces.
    pub pieces: Pieces,
}

/// The table of a game's pieces, and the chosen piece's move diagram under it.
#[function_component(PiecesTable)]
pub fn pieces_table(props: &PiecesTableProps) -> Html {
    let picked = use_state(|| None::<usize>);
    let on_pick = {
        let picked = picked.clone();
        Callback::from(move |i: usize| {
            picked.set(if *picked == Some(i) { None } else { Some(i) });
        })
    };
    let p = &props.pieces;
    let diagram = picked.and_then(|i| p.rows.get(i)).map(|row| {
        let (width, height, holes, from) = p.board.clone();
        html! {
            <MoveDiagram {width} {height} {holes} {from} glyph={row.glyph}
                name={AttrValue::from(row.name.clone())} marks={row.reach.clone()} />
        }
    });
    html! {
        <div class="pieces-table">
            <table class="room-pieces" id="rules-pieces">
                <caption>{ "The pieces (choose one to see its moves)" }</caption>
                <tr><th scope="col">{ "Piece" }</th><th scope="col">{ "Betza" }</th>
                    <th scope="col">{ "Moves" }</th><th scope="col">{ "Value" }</th></tr>
                { for p.rows.iter().enumerate().map(|(i, row)| piece_row(i, row, *picked, &on_pick)) }
            </table>
            { for diagram }
        </div>
    }
}

/// One piece's row, its name the button that shows its move diagram (`picked`: the one
/// shown).
fn piece_row(i: usize, row: &PieceRow, picked: Option<usize>, on_pick: &Callback<usize>) -> Html {
    let pressed = if picked == Some(i) { "true" } else { "false" };
    html! {
        <tr data-letter={row.letter.to_string()}>
            <td class="piece-cell">
                <button type="button" class="show-moves" aria-pressed={pressed}
                    onclick={on_pick.reform(move |_: MouseEvent| i)}>
                    { piece_icon(row.glyph, Player(0)) }
                    <span>{ format!("{} ({})", row.name, row.letter) }</span>
                </button>
            </td>
            <td><code>{ row.betza.clone() }</code></td>
            <td>{ row.words.clone() }</td>
            <td class="value">{ row.value.map_or("royal".to_string(), pawns) }</td>
        </tr>
    }
}

/// A value in centipawns as pawns, to one decimal (`3.2`).
fn pawns(v: i32) -> String {
    format!("{}.{}", v / 100, (v % 100).abs() / 10)
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::{Position, Settings, Variant};

    fn pieces(settings: &Settings) -> Pieces {
        Pieces::of(Position::start(settings).expect("start").rules()).expect("pieces")
    }

    #[test]
    fn every_kind_is_a_row_with_its_words_value_and_diagram() {
        let chess = pieces(&Settings::named("chess").expect("chess"));
        assert_eq!(chess.rows.len(), 6);
        let queen = chess.rows.iter().find(|r| r.letter == 'Q').expect("queen");
        assert_eq!(queen.reach.len(), 27, "a queen from d4 of an empty board");
        assert!(queen.value.is_some_and(|v| v > 800), "{:?}", queen.value);
        let king = chess.rows.iter().find(|r| r.letter == 'K').expect("king");
        assert_eq!(king.value, None, "a royal piece has no value");
        assert_eq!(pawns(325), "3.2");
        // Chessence's men move by their neighbours (CE-4): no moves of their own.
        let men = pieces(&Settings::new(Variant::Chessence));
        assert!(men
            .rows
            .iter()
            .any(|r| r.words == "has no moves of its own"));
    }
}
