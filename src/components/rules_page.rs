//! A page of rules for each game (`#rules-page`), in our own words from the rule book
//! (`RULES.md`), with small diagrams drawn by the app's own board component from positions
//! the engine plays to ([`diagrams`]): the marks on them (free squares, where a picked piece
//! may go, holes) are the engine's, so a diagram cannot show another rule than the one
//! played. Reached from the start page and from the game.

use engine::{Move, Position, Settings, Square, Variant};
use yew::prelude::*;

use super::board::Board;
use crate::view::{board_view, BoardView, Pick, Ui};

/// One diagram: a position given by a FEN (or the start), then moves, maybe with a piece
/// picked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Diagram {
    /// The position to start from, as a FEN; `None` for the game's start.
    pub fen: Option<&'static str>,
    /// The moves from there, in coordinate form.
    pub moves: &'static str,
    /// What is picked: a square (`"d3"`) or a tray letter (`"Q"`), or nothing.
    pub pick: Option<&'static str>,
    /// What it shows.
    pub caption: &'static str,
}

/// The settings a game's diagrams start from: Arnhem's quick setup (so that the armies
/// stand on the board), ChessNim with kings only (the rule book's reference game).
pub fn diagram_settings(v: Variant) -> Settings {
    let mut s = Settings::new(v);
    s.arnhem.deployment = false;
    if v == Variant::ChessNim {
        s.chessnim.material = engine::ChessNimSettings::kings_only_material();
    }
    s
}

/// The rules of `v`: its paragraphs, in order.
pub fn rules_paragraphs(v: Variant) -> &'static [&'static str] {
    match v {
        Variant::ChessNim => &[
            "The board starts empty (8×8 unless chosen otherwise; any size up to 16×16, with \
             holes if you like). Both players hold the same pieces, chosen before the game: \
             the usual set, kings only, or any pieces written in Betza notation, each with a \
             number or unlimited.",
            "White drops first. In turn, each player puts one piece from their tray on an \
             empty square. Pieces never move and are never captured. Kings are ordinary \
             pieces here: there is no check.",
            "A square is attacked when some piece on the board, of either colour, could \
             capture there in ordinary chess (pawns attack diagonally forward as their owner \
             sees it; sliding pieces stop at the first piece or hole). A square is free when \
             it is empty and attacked by nobody. The board always shows the free squares and \
             how many there are.",
            "Every drop must leave fewer free squares than before. A drop on an attacked \
             square is allowed too, as long as its new attacks take away at least one free \
             square.",
            "Whoever makes the last free square disappear wins. A player who has no legal \
             drop (nothing left in the tray, or no drop that lowers the count) loses.",
            "Stuck? The Hint button marks on the board the drops the computer proves \
             winning, or, when it cannot prove one in a second, the drop it would play.",
        ],
        Variant::Chessence => &[
            "The board has 6 files and 9 ranks with eight holes (a2 b3 d4 e5 b5 c6 e7 f8): \
             46 squares. White's king stands on f1 with six men around it; Black's king on \
             a9. Each side also holds three more men in its tray.",
            "Kings never move, never capture and attack nothing. Men have no moves of their \
             own: a man borrows powers from the friendly men near it. Orthogonally next to a \
             friendly man it moves as a rook; diagonally next to one, as a bishop; a \
             knight's move away from one, as a knight. The powers add up, and a man with no \
             friend near it cannot move. Enemy men and kings give no power.",
            "Men capture by taking the place of the enemy man. Captured men are gone for \
             good. Instead of moving, a player may drop a man from the tray on an empty \
             square among their own six starting squares.",
            "A king is in check when an enemy man, with its powers as they stand, could move \
             onto it. You may not leave your own king in check (powers are worked out again \
             after every move: taking a man's partner takes its power away).",
            "A player with no legal move or drop loses, whether in check or not. Threefold \
             repetition and fifty moves without a capture or drop are draws.",
        ],
        Variant::Arnhem => &[
            "The board is 6×7 without a4, b4, e4 and f4: c4 and d4 are the bridge between \
             the two halves. Each side has a king, queen, rook, bishop, knight, chancellor \
             (rook and knight together; its knight leaps cross the gaps) and four Berolina \
             pawns.",
            "Deployment: White places its six pieces in any order on rank 1 and its pawns on \
             a2–f2 or b3–e3, unseen by Black; then Black does the same on its side, unseen \
             by White. With both armies shown, Black may make one change (move a pawn to \
             another allowed square, or swap two back-rank pieces) or none. On the board the \
             squares you may deploy on are marked, and nothing on the page (links, records, \
             the move list) shows the other side's setup until it is revealed. The quick \
             setup skips all this.",
            "A Berolina pawn steps one square diagonally forward without capturing and \
             captures one square straight ahead. It has no double step. On the last rank it \
             must promote to a rook, bishop, knight, queen or chancellor.",
            "A piece captured on the opponent's three ranks joins the capturer's tray in \
             the capturer's colour; captured anywhere else, it leaves the game. Instead of \
             moving, a player may drop a piece from the tray on any empty square; pawns only \
             on the player's own three ranks or on the bridge. Drops may give check and mate.",
            "Check and checkmate as in chess: mate wins, stalemate is a draw. No castling.",
        ],
        Variant::NastyNeighbours => &[
            "The board is 9×8. Both home ranks mix the two armies: White's pieces stand \
             between Black's and the other way round, so the enemy is next door from the \
             first move.",
            "Pawns step one square straight forward, and capture straight forward too; they \
             may also capture two squares straight ahead when the square between is empty. \
             No diagonal captures, no double step. Rooks, bishops and queens go 2, 4, 6 … \
             squares in their directions, every square on the way empty. A knight makes one \
             knight's leap, or two in the same direction when the first landing square is \
             empty. The king steps one square, and castles by going three squares toward a \
             rook that has not moved.",
            "Captures conquer: the captured piece changes sides and is put on the square its \
             captor came from. Nothing ever leaves the board. A pawn put on its new owner's \
             last rank this way promotes at once.",
            "Checkmate wins. A player who is stalemated loses, and so does a player left \
             with nothing but the king. Threefold repetition and fifty moves without a \
             capture or pawn move are draws.",
        ],
        Variant::Vimes => &[
            "Three players on the usual board with the usual armies: the White Royalist, the \
             Black Royalist and the Republican, who owns no piece of its own.",
            "The Republican moves the ordinary pawns of both colours, each in its own \
             colour's direction (double step included); their Royalists may move them too. \
             No pawn captures a pawn. A promoted pawn, and a pawn that has captured a piece \
             of its own colour, become Republican-only: only the Republican moves them \
             (they wear a red ring here).",
            "Order of play: White, Black, the Republican, and then the Republican again \
             after every third Royalist move (W B R W B W R B W B R …). When a Royalist \
             takes a pawn (a Republican-only pawn too; a promoted piece is no pawn), the \
             Republican may reply at once or pass.",
            "No move ever takes a king. A Royalist's king is in check when a unit the other \
             two players could use attacks it. A checkmated Royalist is out: its pieces \
             leave the board and its pawns stay for the Republican. Any stalemate of a \
             Royalist is a win for the Republican. With one Royalist out, the Royalist left \
             wins by taking every Republican unit and the Republican by mate or stalemate.",
        ],
        Variant::Defined => &[
            "A game defined by its definition text, in Fairy-Stockfish's variants.ini keys: \
             the pieces move as their Betza strings say, and the game ends as its keys say.",
        ],
    }
}

/// The diagrams of `v` (at least one per game).
pub fn diagrams(v: Variant) -> &'static [Diagram] {
    match v {
        Variant::ChessNim => &[
            Diagram {
                fen: None,
                moves: "K@b7 K@e7",
                pick: None,
                caption: "After 1. K@b7 K@e7: the green squares are free (empty and attacked \
                          by nobody). The next drop must leave fewer of them.",
            },
            Diagram {
                fen: None,
                moves: "K@b7 K@e7 K@g7 K@g4 K@d4 K@b4 K@b2 K@c3 K@f3 K@f1",
                pick: Some("K"),
                caption:
                    "Later in the same game (kings only), three squares are still \
                          free. White has picked a king: the dots are the only drops that \
                          leave fewer free squares. (The game went on 6. K@d2 K@h2, and Black won.)",
            },
        ],
        Variant::Chessence => &[Diagram {
            fen: None,
            moves: "",
            pick: Some("d3"),
            caption: "The start. The man on d3 has friends beside it (d2, e3), diagonally \
                      (e2) and a knight's move away (e1, f2): it moves as a rook, a bishop or \
                      a knight. The dots are its moves; the hatched gaps are holes.",
        }],
        Variant::Arnhem => &[
            Diagram {
                fen: None,
                moves: "",
                pick: Some("b3"),
                caption: "The quick setup. The Berolina pawn on b3 steps diagonally forward \
                          onto the bridge at c4 (a4 is not a square).",
            },
            Diagram {
                fen: Some("k5/1P4/6/**2**/6/6/5K[] w - - 0 1"),
                moves: "",
                pick: Some("b6"),
                caption: "A Berolina pawn on b6: it steps diagonally forward, and not onto \
                          the king on a7, so c7 is its only move; there it must promote (to a \
                          rook, bishop, knight, queen or chancellor).",
            },
        ],
        Variant::NastyNeighbours => &[Diagram {
            fen: None,
            moves: "",
            pick: Some("h8"),
            caption: "The start. White's knight stands on h8, among Black's pieces; it leaps \
                      once or twice in the same direction: to g6, i6 or, over the empty g6, \
                      on to f4.",
        }],
        Variant::Vimes => &[Diagram {
            fen: None,
            moves: "e2e4 e7e5",
            pick: Some("d2"),
            caption: "After 1. e4 e5 the Republican moves: here the white pawn on d2 is \
                      picked by the Republican, who may move either colour's pawns.",
        }],
        Variant::Defined => &[],
    }
}

/// The position of a diagram and what its board shows, or `None` if the engine refuses it.
pub fn diagram_view(v: Variant, d: &Diagram) -> Option<(Position, BoardView)> {
    let settings = diagram_settings(v);
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
    html! {
        <main class="rules-page" id="rules-page" data-variant={v.name()}>
            <h1 ref={title} tabindex="-1">{ format!("How to play {}", v.title()) }</h1>
            <p class="byline">{ crate::components::home::blurb(v) }</p>
            <div class="rules-body">
                <div class="rules-text">
                    { for rules_paragraphs(v).iter().map(|p| html! { <p>{ *p }</p> }) }
                </div>
                <div class="diagrams">
                    { for diagrams(v).iter().filter_map(|d| {
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
            if let Some(text) = engine::definition::builtin_text(v.name()) {
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
        for v in Variant::ALL {
            assert!(!diagrams(v).is_empty(), "{v}");
            for d in diagrams(v) {
                let (_, view) = diagram_view(v, d).unwrap_or_else(|| panic!("{v}: {d:?}"));
                if d.pick.is_some() {
                    assert!(view.target_count.unwrap_or(0) > 0, "{v}: {d:?}");
                }
            }
        }
    }

    #[test]
    fn the_captions_say_what_the_engine_shows() {
        let d = &diagrams(Variant::Arnhem)[0];
        let (_, view) = diagram_view(Variant::Arnhem, d).expect("arnhem");
        assert_eq!(targets(&view), ["c4"]);
        let d = &diagrams(Variant::Arnhem)[1];
        let (_, view) = diagram_view(Variant::Arnhem, d).expect("arnhem fen");
        assert_eq!(targets(&view), ["c7"]);
        let d = &diagrams(Variant::NastyNeighbours)[0];
        let (_, view) = diagram_view(Variant::NastyNeighbours, d).expect("nn");
        assert_eq!(targets(&view), ["f4", "g6", "i6"]);
        let d = &diagrams(Variant::ChessNim)[0];
        let (pos, view) = diagram_view(Variant::ChessNim, d).expect("nim");
        assert_eq!(view.free_count, Some(pos.free_squares().count()));
        assert!(view.squares.iter().any(|s| s.free));
        let d = &diagrams(Variant::ChessNim)[1];
        let (pos, view) = diagram_view(Variant::ChessNim, d).expect("nim later");
        assert_eq!(view.free_count, Some(3), "three squares are still free");
        let king = pos.rules().kind_by_letter('K').expect("king");
        assert_eq!(
            view.target_count,
            Some(pos.legal_drop_squares(king).count())
        );
        assert!(view.target_count.unwrap_or(0) < 20, "only some drops");
        let d = &diagrams(Variant::Chessence)[0];
        let (pos, view) = diagram_view(Variant::Chessence, d).expect("chessence");
        let d3: Square = "d3".parse().expect("d3");
        assert_eq!(view.target_count, Some(pos.legal_targets(d3).count()));
        let d = &diagrams(Variant::Vimes)[0];
        let (pos, view) = diagram_view(Variant::Vimes, d).expect("vimes");
        assert_eq!(pos.turn(), engine::Player::THIRD, "the Republican moves");
        assert!(view.target_count.unwrap_or(0) > 0);
    }
}
