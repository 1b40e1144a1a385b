//! A short reminder of a game's rules beside the board (`#rules`).

use engine::Variant;
use yew::prelude::*;

/// The rules' paragraphs for `v`.
pub fn rules_text(v: Variant) -> &'static [&'static str] {
    match v {
        Variant::ChessNim => &[
            "Drop a piece from your tray on an empty square; nothing ever moves.",
            "Every drop must leave fewer free squares (empty and attacked by nobody).",
            "Whoever takes the last free square wins; a player with no legal drop loses.",
        ],
        Variant::Chessence => &[
            "Men have no moves of their own: a man orthogonally next to a friendly man moves \
             as a rook, diagonally next to one as a bishop, a knight's move from one as a \
             knight. Powers add up; a man with no friend nearby cannot move.",
            "Instead of moving, drop a man from your tray on one of your six starting squares.",
            "Kings never move. A king is in check when an enemy man could reach it. \
             A player with no legal move loses: checkmate and stalemate alike.",
        ],
        Variant::Arnhem => &[
            "Deployment: each side secretly places its pieces on its back rank and its pawns \
             on the second rank or the four middle squares of the third; then Black may make \
             one change.",
            "c4 and d4 are the bridge. The chancellor moves as a rook or a knight. Pawns \
             (Berolina) move one step diagonally forward and capture straight ahead; they \
             promote on the last rank.",
            "A piece captured on the enemy's three ranks joins the capturer's tray and may be \
             dropped instead of a move (pawns only on your own ranks or the bridge). \
             Checkmate wins; stalemate draws.",
        ],
        Variant::NastyNeighbours => &[
            "9×8, both home ranks mixed. Pawns step straight forward and capture straight \
             ahead, also two squares ahead over an empty square. Rooks, bishops and queens \
             go 2, 4, 6 … squares over empty squares; knights make one or two knight's \
             leaps; the king castles three squares.",
            "A capture conquers: the captured piece changes sides and is put where the \
             capturer came from (ringed on the board). Nothing leaves the board.",
            "Checkmate wins; the stalemated player loses, and so does a player left with \
             only the king.",
        ],
        Variant::Vimes => &[
            "Three players: the White and Black Royalists play the FIDE armies; the \
             Republican owns no piece and moves every ordinary pawn, each in its own colour's \
             direction, and every Republican-only unit (red ring): a promoted pawn, or a pawn \
             that took a piece of its own colour. No pawn captures a pawn.",
            "Order: White, Black, Republican, then the Republican after every third Royalist \
             move (W B R W B W R B W B R …). When a Royalist takes a pawn the Republican may \
             reply at once or pass.",
            "No move captures a king; a king attacked by any unit the other two could use is \
             in check. A mated Royalist is out and its pawns become Republican-only. Any \
             stalemate of a Royalist wins for the Republican; with one Royalist out, it wins \
             by taking every Republican unit.",
        ],
        Variant::Defined => &[
            "A game defined by its definition text: the pieces move as their Betza strings \
             say, and the game ends as its keys say.",
        ],
    }
}

/// The rules panel's properties.
#[derive(Properties, PartialEq)]
pub struct RulesProps {
    /// Which game.
    pub variant: Variant,
}

/// The rules panel.
#[function_component(Rules)]
pub fn rules(props: &RulesProps) -> Html {
    html! {
        <details class="rules" id="rules" open=true>
            <summary>{ format!("How {} is played", props.variant.title()) }</summary>
            { for rules_text(props.variant).iter().map(|p| html! { <p>{ *p }</p> }) }
        </details>
    }
}
