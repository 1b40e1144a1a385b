//! Vimes Chess's face: what the app shows of it beyond the generic royal game (`VI-1` …
//! `VI-8`): the seats' roles, and beside the board the three players in their order of play
//! with the one to move marked (`#vimes-players`, `data-player`, classes `to-move` and
//! `out`), the schedule in the engine's words (`#schedule`), the Republican's "Pass" button
//! (`#pass`, the move `pass`) when it may decline the instant reply or has no move, and who
//! has left the game and why (`#eliminations`).
//!
//! Nothing here decides a rule. The units the player to move may pick up, why one may not,
//! the Republican-only units, why a pass is offered and the result's words are the
//! engine's ([`Position::units_to_move`], [`Position::pick_refusal`],
//! [`Position::republican_unit`], [`pass_reason`], [`Position::result_words`]); who is still
//! in the game comes from [`royalist_in`] and [`republican_in`], the schedule from
//! [`schedule_text`] (all in `engine/src/variants/vimes.rs`).

use engine::variants::vimes::{pass_reason, republican_in, royalist_in, schedule_text, REPUBLICAN};
use engine::{Player, Position, Variant};
use yew::prelude::*;

use super::{Diagram, Face, PanelInput};

/// The game.
pub const VARIANT: Variant = Variant::Vimes;

/// What the app shows of Vimes Chess.
pub static FACE: Face = Face {
    seat_role: super::royalists,
    panel: Some(panel),
    ..Face::new(VARIANT, BLURB, REMINDER, DIAGRAMS)
};

/// The panel beside the board.
fn panel(input: PanelInput<'_>) -> Html {
    html! {
        <VimesPanel position={input.position.clone()} live={input.live} on_pass={input.on_pass} />
    }
}

const BLURB: &str = "Charles Gilman, 2007. Two Royalists and the Republican, who moves the pawns.";

const REMINDER: &[&str] = &[
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
];

const DIAGRAMS: &[Diagram] = &[Diagram {
    fen: None,
    moves: "e2e4 e7e5",
    pick: Some("d2"),
    caption: "After 1. e4 e5 the Republican moves: here the white pawn on d2 is \
     picked by the Republican, who may move either colour's pawns.",
}];

/// The panel's properties.
#[derive(Properties, PartialEq)]
pub struct VimesPanelProps {
    /// The position.
    pub position: Position,
    /// Whether the game takes input (not over, no pending choice).
    #[prop_or(true)]
    pub live: bool,
    /// Pass.
    #[prop_or_default]
    pub on_pass: Callback<()>,
}

/// The Vimes panel.
#[function_component(VimesPanel)]
pub fn vimes_panel(props: &VimesPanelProps) -> Html {
    let pos = &props.position;
    let live = props.live && pos.outcome().is_none();
    let pass = live.then(|| pass_reason(pos)).flatten();
    let gone = eliminations(pos);
    let on_pass = props.on_pass.reform(|_: MouseEvent| ());
    html! {
        <div class="vimes-panel">
            <ol id="vimes-players" class="vimes-players" aria-label="players, in order of play">
                { for players(pos).into_iter().map(|l| html! {
                    <li key={l.player.name()} data-player={l.player.name()}
                        class={classes!("vimes-player", l.player.name(),
                            l.to_move.then_some("to-move"), l.out.then_some("out"))}
                        aria-current={l.to_move.then_some("step")}>
                        <span class="swatch" aria-hidden="true"></span>
                        <span class="who">{ l.title.clone() }</span>
                        <span class="what">{ if l.out { "out" } else { l.moves } }</span>
                    </li>
                }) }
            </ol>
            if live {
                <p id="schedule" class="schedule" aria-live="polite">{ schedule(pos) }</p>
            }
            if let Some(why) = pass {
                <div class="pass-row">
                    <button type="button" id="pass" class="primary" onclick={on_pass}>
                        { "Pass" }
                    </button>
                    <span class="hint">{ why }</span>
                </div>
            }
            if !gone.is_empty() {
                <ul id="eliminations" class="eliminations">
                    { for gone.into_iter().map(|t| html! { <li>{ t }</li> }) }
                </ul>
            }
        </div>
    }
}

/// One of the three players as the turn indicator shows them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerLine {
    /// Which player.
    pub player: Player,
    /// "White Royalist", "Black Royalist", "Republican".
    pub title: String,
    /// What it moves, for newcomers.
    pub moves: &'static str,
    /// It is to move.
    pub to_move: bool,
    /// It is out of the game (`VI-8`).
    pub out: bool,
}

/// The three players in their order of play, who is to move and who is out.
pub fn players(pos: &Position) -> Vec<PlayerLine> {
    let live = pos.outcome().is_none();
    [
        (
            Player::WHITE,
            "White Royalist",
            "the white pieces and pawns",
        ),
        (
            Player::BLACK,
            "Black Royalist",
            "the black pieces and pawns",
        ),
        (
            REPUBLICAN,
            "Republican",
            "all ordinary pawns and the red-ringed units",
        ),
    ]
    .into_iter()
    .map(|(player, title, moves)| PlayerLine {
        player,
        title: title.into(),
        moves,
        to_move: live && pos.turn() == player,
        out: if player == REPUBLICAN {
            !republican_in(pos)
        } else {
            !royalist_in(pos, player)
        },
    })
    .collect()
}

/// The schedule as a sentence (`VI-2`, `VI-3`), the engine's words.
pub fn schedule(pos: &Position) -> String {
    schedule_text(pos)
}

/// Who has left the game and why (`VI-8`), one sentence each.
pub fn eliminations(pos: &Position) -> Vec<String> {
    let mut out = Vec::new();
    for p in [Player::WHITE, Player::BLACK] {
        if !royalist_in(pos, p) {
            out.push(format!(
                "{} is checkmated and out; its pawns now belong to the Republican",
                p.title()
            ));
        }
    }
    if !republican_in(pos) {
        out.push(
            "The Republican has no units left and is out; the Royalists play on to mate".into(),
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::{Move, Settings};

    fn start() -> Position {
        Position::start(&Settings::new(VARIANT)).expect("vimes start")
    }

    fn play(pos: &Position, moves: &str) -> Position {
        let mut pos = pos.clone();
        for uci in moves.split_whitespace() {
            let m = Move::parse_uci(uci, pos.rules()).expect("test move");
            pos = pos.play(&m).expect("legal test move");
        }
        pos
    }

    fn fen(f: &str) -> Position {
        Position::from_fen(&Settings::new(VARIANT), f).expect("test fen")
    }

    #[test]
    fn who_may_pick_up_what_follows_the_schedule() {
        let pos = start();
        assert_eq!(
            schedule(&pos),
            "Republican moves after 2 more Royalist moves"
        );
        let pos = play(&pos, "e2e4 e7e5");
        assert_eq!(pos.turn(), REPUBLICAN);
        assert_eq!(schedule(&pos), "Republican to move");
        let lines = players(&pos);
        assert!(lines[2].to_move && !lines[0].to_move && !lines[1].to_move);
        assert!(lines.iter().all(|l| !l.out));
        let pos = play(&pos, "a2a3");
        assert_eq!(pos.turn(), Player::WHITE);
        assert_eq!(
            schedule(&pos),
            "Republican moves after 3 more Royalist moves"
        );
    }

    #[test]
    fn the_instant_reply_is_said_in_the_schedule() {
        let pos = play(&start(), "e2e4 e7e5 a2a3 g1f3 b8c6 f1c4 h7h6 f8a3");
        assert_eq!(pos.turn(), REPUBLICAN);
        assert_eq!(schedule(&pos), "Republican may reply now — or pass");
    }

    #[test]
    fn eliminations_and_results_name_who_and_why() {
        assert!(eliminations(&start()).is_empty());
        // Black is out: its pawns stayed as Republican-only units.
        let pos = fen("8/p~7/8/8/8/8/P7/4K3 w1 - - 0 1");
        assert_eq!(
            eliminations(&pos),
            ["Black is checkmated and out; its pawns now belong to the Republican"]
        );
        assert!(players(&pos)[1].out);
        let kings = fen("4k3/8/8/8/8/8/8/4K3 w2 - - 0 1");
        assert_eq!(
            eliminations(&kings),
            ["The Republican has no units left and is out; the Royalists play on to mate"]
        );
        assert_eq!(schedule(&kings), "The Republican is out");
    }
}
