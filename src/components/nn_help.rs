//! Nasty Neighbours: how the pieces move (`NN-2`), the conquest (`NN-3`) and the end of the
//! game (`NN-5`), in plain words with a small diagram per piece.
//!
//! [`PiecesHelpButton`] is shown beside the board (`#pieces-help-button`); it opens
//! [`PiecesHelp`], a dialog (`#pieces-help`) with one entry per piece
//! (`data-help-piece="Q"`). The diagrams are data ([`PIECES`]); a unit test checks every
//! mark against the engine's legal moves, so the help cannot tell another rule than the one
//! played.

use engine::Player;
use yew::prelude::*;

use super::pieces::piece_svg;
use crate::hooks::modal::{keep_tab_inside, use_modal};
use crate::view::Glyph;

/// What a mark on a diagram means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    /// The piece may go here, to move or to capture.
    Go,
    /// Only to capture (the pawn's two-square capture).
    CaptureOnly,
    /// The king's castling square.
    Castle,
}

impl Mark {
    fn class(self) -> &'static str {
        match self {
            Mark::Go => "help-go",
            Mark::CaptureOnly => "help-capture",
            Mark::Castle => "help-castle",
        }
    }
}

/// One piece of the help.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PieceHelp {
    /// Its upper-case letter.
    pub letter: char,
    /// Its name.
    pub name: &'static str,
    /// Its Betza string (`NN-2`).
    pub betza: &'static str,
    /// How it moves, in plain words.
    pub text: &'static str,
    /// How many squares the diagram shows on each side of the piece.
    pub radius: i8,
    /// The marks: (files right, ranks up) from the piece, White's point of view.
    pub marks: &'static [(i8, i8, Mark)],
}

const LAME_ROOK: [(i8, i8, Mark); 8] = [
    (0, 2, Mark::Go),
    (0, 4, Mark::Go),
    (0, -2, Mark::Go),
    (0, -4, Mark::Go),
    (2, 0, Mark::Go),
    (4, 0, Mark::Go),
    (-2, 0, Mark::Go),
    (-4, 0, Mark::Go),
];

const LAME_BISHOP: [(i8, i8, Mark); 8] = [
    (2, 2, Mark::Go),
    (4, 4, Mark::Go),
    (-2, 2, Mark::Go),
    (-4, 4, Mark::Go),
    (2, -2, Mark::Go),
    (4, -4, Mark::Go),
    (-2, -2, Mark::Go),
    (-4, -4, Mark::Go),
];

const QUEEN: [(i8, i8, Mark); 16] = {
    let mut q = [(0, 0, Mark::Go); 16];
    let mut i = 0;
    while i < 8 {
        q[i] = LAME_ROOK[i];
        q[i + 8] = LAME_BISHOP[i];
        i += 1;
    }
    q
};

const KNIGHT: [(i8, i8, Mark); 16] = {
    let leaps: [(i8, i8); 8] = [
        (1, 2),
        (2, 1),
        (2, -1),
        (1, -2),
        (-1, -2),
        (-2, -1),
        (-2, 1),
        (-1, 2),
    ];
    let mut n = [(0, 0, Mark::Go); 16];
    let mut i = 0;
    while i < 8 {
        n[i] = (leaps[i].0, leaps[i].1, Mark::Go);
        n[i + 8] = (2 * leaps[i].0, 2 * leaps[i].1, Mark::Go);
        i += 1;
    }
    n
};

/// The pieces, pawn first.
pub const PIECES: [PieceHelp; 6] = [
    PieceHelp {
        letter: 'P',
        name: "pawn",
        betza: "fWfcnD",
        text: "One step straight forward, to move or to capture. It also captures two squares \
               straight ahead when the square between is empty. It never captures diagonally, \
               has no double step and no en passant. On the last rank it becomes a knight, \
               bishop, rook or queen: you choose.",
        radius: 2,
        marks: &[(0, 1, Mark::Go), (0, 2, Mark::CaptureOnly)],
    },
    PieceHelp {
        letter: 'N',
        name: "knight",
        betza: "N2",
        text: "A knight's leap, or two knight's leaps in the same direction when the first \
               landing square is empty: up to 16 squares.",
        radius: 4,
        marks: &KNIGHT,
    },
    PieceHelp {
        letter: 'B',
        name: "bishop",
        betza: "nA7",
        text: "Along a diagonal to the 2nd, 4th, 6th … square, every square on the way empty. \
               It never stops on the squares in between: it reaches only every other square \
               of a diagonal.",
        radius: 4,
        marks: &LAME_BISHOP,
    },
    PieceHelp {
        letter: 'R',
        name: "rook",
        betza: "nD7",
        text: "Along a rank or file to the 2nd, 4th, 6th … square, every square on the way \
               empty.",
        radius: 4,
        marks: &LAME_ROOK,
    },
    PieceHelp {
        letter: 'Q',
        name: "queen",
        betza: "nD7nA7",
        text: "The rook and the bishop together: 2, 4, 6 … squares in any of the eight \
               directions, every square on the way empty.",
        radius: 4,
        marks: &QUEEN,
    },
    PieceHelp {
        letter: 'K',
        name: "king",
        betza: "KisO3",
        text: "One step any way. Castling: the king goes three squares toward an unmoved rook \
               (e1–b1 with the rook a1–c1, e1–h1 with the rook i1–g1), never out of, through \
               or into check. Drag the king three squares to castle.",
        radius: 3,
        marks: &[
            (0, 1, Mark::Go),
            (1, 1, Mark::Go),
            (1, 0, Mark::Go),
            (1, -1, Mark::Go),
            (0, -1, Mark::Go),
            (-1, -1, Mark::Go),
            (-1, 0, Mark::Go),
            (-1, 1, Mark::Go),
            (3, 0, Mark::Castle),
            (-3, 0, Mark::Castle),
        ],
    },
];

/// The rest of the rules, a paragraph each.
pub const MORE: [&str; 3] = [
    "A capture conquers: the captured piece changes colour and is put on the square the \
     capturer came from. Nothing ever leaves the board. The square of the conquered piece \
     is ringed for one move. A conquered pawn that lands on its new owner's last rank \
     promotes at once: the capturing player chooses.",
    "Checkmate wins. A player who is stalemated loses, and so does a player left with \
     only the king.",
    "Draws: fifty moves by each side without a capture or a pawn move, or the same \
     position for the third time.",
];

/// The side of a diagram square, in the diagram's SVG units.
const CELL: i32 = 20;

/// One piece's diagram: the piece in the middle of a small board, its squares marked.
pub fn diagram(p: &PieceHelp) -> Html {
    let r = p.radius as i32;
    let side = 2 * r + 1;
    let size = (side * CELL).to_string();
    let glyph = match p.letter {
        'K' => Glyph::King,
        'Q' => Glyph::Queen,
        'R' => Glyph::Rook,
        'B' => Glyph::Bishop,
        'N' => Glyph::Knight,
        _ => Glyph::Pawn,
    };
    let cells = (0..side).flat_map(|row| (0..side).map(move |col| (col, row)));
    html! {
        <svg class="help-diagram" viewBox={format!("0 0 {size} {size}")} role="img"
            aria-label={format!("where the {} may go", p.name)}>
            { for cells.map(|(col, row)| {
                let dark = (col + row) % 2 == 1;
                html! {
                    <rect class={if dark { "help-sq dark" } else { "help-sq light" }}
                        x={(col * CELL).to_string()} y={(row * CELL).to_string()}
                        width={CELL.to_string()} height={CELL.to_string()} />
                }
            }) }
            <rect class="help-home" x={(r * CELL).to_string()} y={(r * CELL).to_string()}
                width={CELL.to_string()} height={CELL.to_string()} />
            { for p.marks.iter().map(|&(dx, dy, mark)| {
                let cx = (r + dx as i32) * CELL + CELL / 2;
                let cy = (r - dy as i32) * CELL + CELL / 2;
                html! {
                    <circle class={mark.class()} data-mark={format!("{dx},{dy}")}
                        cx={cx.to_string()} cy={cy.to_string()} r="6" />
                }
            }) }
            { piece_svg(glyph, Player::WHITE, r * CELL + 1, r * CELL + 1, CELL - 2, None) }
        </svg>
    }
}

/// The dialog's properties.
#[derive(Properties, PartialEq)]
pub struct PiecesHelpProps {
    /// Close the dialog.
    pub on_close: Callback<()>,
}

/// The dialog: how each piece moves, then the conquest and the end of the game.
#[function_component(PiecesHelp)]
pub fn pieces_help(props: &PiecesHelpProps) -> Html {
    // The dialog takes the focus (so that Escape closes it), keeps Tab inside and gives
    // the focus back when it closes.
    let dialog = use_node_ref();
    let _ = use_modal(&dialog);
    let on_key = {
        let on_close = props.on_close.clone();
        let dialog = dialog.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Escape" {
                e.stop_propagation();
                on_close.emit(());
            }
            keep_tab_inside(&e, &dialog);
        })
    };
    html! {
        <div class="dialog-backdrop" onkeydown={on_key}>
            <div class="dialog pieces-help" id="pieces-help" role="dialog" aria-modal="true"
                aria-labelledby="pieces-help-title" tabindex="-1" ref={dialog}>
                <h2 id="pieces-help-title">{ "Nasty Neighbours: how the pieces move" }</h2>
                <p class="help-legend">
                    <span class="help-key"><svg viewBox="0 0 20 20" aria-hidden="true">
                        <circle class="help-go" cx="10" cy="10" r="6" /></svg>{ "moves or captures" }</span>
                    <span class="help-key"><svg viewBox="0 0 20 20" aria-hidden="true">
                        <circle class="help-capture" cx="10" cy="10" r="6" /></svg>{ "captures only" }</span>
                    <span class="help-key"><svg viewBox="0 0 20 20" aria-hidden="true">
                        <circle class="help-castle" cx="10" cy="10" r="6" /></svg>{ "castles" }</span>
                </p>
                <ul class="help-pieces">
                    { for PIECES.iter().map(|p| html! {
                        <li key={p.letter.to_string()} class="help-piece"
                            data-help-piece={p.letter.to_string()}>
                            { diagram(p) }
                            <div>
                                <h3>{ format!("{} ", capitalised(p.name)) }
                                    <code class="betza" title="Betza notation">{ p.betza }</code></h3>
                                <p>{ p.text }</p>
                            </div>
                        </li>
                    }) }
                </ul>
                { for MORE.iter().map(|t| html! { <p class="help-more">{ *t }</p> }) }
                <div class="dialog-buttons">
                    <button type="button" id="pieces-help-close" class="primary"
                        onclick={props.on_close.reform(|_: MouseEvent| ())}>{ "Close" }</button>
                </div>
            </div>
        </div>
    }
}

/// `s` with its first letter a capital (ASCII: the pieces' names are English; the full
/// Unicode case table would cost the page's first load 12 KB).
fn capitalised(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => std::iter::once(f.to_ascii_uppercase()).chain(c).collect(),
        None => String::new(),
    }
}

/// The button that opens the help, and the help while it is open.
#[function_component(PiecesHelpButton)]
pub fn pieces_help_button() -> Html {
    let open = use_state(|| false);
    let on_open = {
        let open = open.clone();
        Callback::from(move |_: MouseEvent| open.set(true))
    };
    let on_close = {
        let open = open.clone();
        Callback::from(move |_| open.set(false))
    };
    html! {
        <>
            <button type="button" id="pieces-help-button" class="help-button" onclick={on_open}>
                { "How the pieces move" }
            </button>
            if *open {
                <PiecesHelp {on_close} />
            }
        </>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::nasty_neighbours;
    use engine::{Position, Settings, Square, SquareSet};

    /// A position with White's piece on e4 and nothing in its way (both kings and a
    /// Black pawn stand where no mark of any diagram is); for the pawn a Black pawn on e6
    /// to capture.
    fn fen(letter: char) -> String {
        match letter {
            'K' => "9/8k/1p7/9/4K4/9/P8/9 w - - 0 1".into(),
            'P' => "9/8k/1p2p4/9/4P4/9/9/K8 w - - 0 1".into(),
            l => format!("9/8k/1p7/9/4{l}4/9/9/K8 w - - 0 1"),
        }
    }

    #[test]
    fn every_diagram_agrees_with_the_engine() {
        let s = Settings::new(nasty_neighbours::VARIANT);
        let e4: Square = "e4".parse().expect("e4");
        for p in PIECES {
            let pos = Position::from_fen(&s, &fen(p.letter)).expect("test fen");
            let mut marked = SquareSet::EMPTY;
            for &(dx, dy, mark) in p.marks {
                assert!(dx.abs() <= p.radius && dy.abs() <= p.radius, "{}", p.name);
                if mark == Mark::Castle {
                    continue;
                }
                let file = e4.file() as i8 + dx;
                let rank = e4.rank() as i8 + dy;
                if (0..9).contains(&file) && (0..8).contains(&rank) {
                    marked.insert(Square::new(file as u8, rank as u8));
                }
            }
            assert_eq!(pos.legal_targets(e4), marked, "{}", p.name);
            let kind = pos
                .piece_at(e4)
                .and_then(|x| pos.rules().kinds().get(x.kind.index()))
                .expect("a piece on e4");
            assert_eq!(kind.betza, p.betza, "{}", p.name);
            assert_eq!(kind.name, p.name);
        }
    }

    #[test]
    fn castling_marks_are_three_squares_along_the_rank() {
        let king = PIECES.iter().find(|p| p.letter == 'K').expect("king");
        let castles: Vec<_> = king
            .marks
            .iter()
            .filter(|m| m.2 == Mark::Castle)
            .map(|m| (m.0, m.1))
            .collect();
        assert_eq!(castles, [(3, 0), (-3, 0)]);
        assert_eq!(capitalised("queen"), "Queen");
    }
}
