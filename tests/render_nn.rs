//! Nasty Neighbours in the app, natively: the 9×8 board with its interleaved setup and the
//! orthodox shapes, the conquered piece ringed on the capturer's origin square for one move
//! (`NN-3`), the promotion picker for a conquered pawn, castling by a three-square king
//! drag, the check mark and the results in words (`NN-5`), and the "how the pieces move"
//! help.

use engine::{Move, Player, Position, Settings, Variant};
use variantarium::components::home::{Home, HomeProps};
use variantarium::components::nn_help::{PiecesHelp, PiecesHelpButton, PiecesHelpProps, PIECES};
use variantarium::game::Game;
use variantarium::state::{Action, GameState};
use variantarium::view::{board_view, Ui};
use yew::{Callback, LocalServerRenderer};

mod common;
use common::{count, sq, square_html};

fn settings() -> Settings {
    Settings::new(Variant::NastyNeighbours)
}

fn play(pos: &Position, moves: &str) -> (Position, Option<Move>) {
    let mut pos = pos.clone();
    let mut last = None;
    for uci in moves.split_whitespace() {
        let m = Move::parse_uci(uci, pos.rules()).expect("test move");
        pos = pos.play(&m).expect("legal test move");
        last = Some(m);
    }
    (pos, last)
}

async fn render_board(pos: &Position, last_move: Option<Move>) -> String {
    let ui = Ui {
        last_move,
        ..Ui::default()
    };
    common::render_board(pos, ui).await
}

#[tokio::test]
async fn the_start_is_nine_by_eight_interleaved_with_orthodox_shapes() {
    let pos = Position::start(&settings()).expect("start");
    let html = render_board(&pos, None).await;
    assert_eq!(count(&html, "data-square=\""), 72);
    assert_eq!(count(&html, "data-piece=\""), 36);
    assert!(html.contains("data-width=\"9\"") && html.contains("data-height=\"8\""));
    // rNbQkQbNr on rank 8: White's knight b8 and queen d8 among Black's pieces.
    for (name, letter, symbol) in [
        ("a8", 'r', "piece-r"),
        ("b8", 'N', "piece-n"),
        ("c8", 'b', "piece-b"),
        ("d8", 'Q', "piece-q"),
        ("e8", 'k', "piece-k"),
        ("b2", 'p', "piece-p"),
        ("a2", 'P', "piece-p"),
    ] {
        let s = square_html(&html, name);
        assert!(
            s.contains(&format!("data-piece=\"{letter}\"")),
            "{name}: {s}"
        );
        assert!(s.contains(&format!("href=\"#{symbol}\"")), "{name}: {s}");
    }
    assert!(!html.contains("fairy"), "no letter-in-a-circle pieces");
    assert!(!html.contains("conquered"));
}

#[tokio::test]
async fn a_conquest_rings_the_conquered_piece_for_one_move() {
    let pos = Position::start(&settings()).expect("start");
    let (pos, last) = play(&pos, "h8f4 b1c3 c2c3");
    let html = render_board(&pos, last).await;
    // White's pawn took Black's knight on c3: the knight, now White's, stands on c2.
    let c2 = square_html(&html, "c2");
    assert!(c2.contains("conquered"), "{c2}");
    assert!(c2.contains("class=\"conquered-mark\""), "{c2}");
    assert!(c2.contains("data-piece=\"N\""), "{c2}");
    assert!(c2.contains("just conquered"), "{c2}");
    assert!(square_html(&html, "c3").contains("data-piece=\"P\""));
    assert_eq!(count(&html, "class=\"conquered-mark\""), 1);
    assert_eq!(count(&html, "data-piece=\""), 36, "nothing left the board");
    // The next move takes the ring away.
    let (pos, last) = play(&pos, "a7a6");
    let html = render_board(&pos, last).await;
    assert_eq!(count(&html, "conquered"), 0);
}

#[tokio::test]
async fn the_king_in_check_is_marked() {
    let pos = Position::from_fen(&settings(), "k2R5/9/K8/3N4p/9/9/9/9 w - - 0 1").expect("fen");
    let (pos, last) = play(&pos, "d5c7");
    let html = render_board(&pos, last).await;
    assert!(square_html(&html, "a8").contains("check-mark"));
    let out = pos.outcome().expect("mate");
    assert_eq!(pos.result_words(&out), "White wins: Black is checkmated");
}

fn nn_state() -> GameState {
    let mut st = GameState::default();
    st.apply(Action::NewGame(settings()));
    assert_eq!(st.message, None);
    st
}

fn drag(st: &mut GameState, from: &str, to: &str) {
    st.apply(Action::PickUp(sq(from)));
    st.apply(Action::Move {
        from: sq(from),
        to: sq(to),
    });
}

fn pos(st: &GameState) -> &Position {
    st.game.as_ref().expect("game").position()
}

#[test]
fn a_conquered_pawn_promotion_waits_for_a_choice() {
    let mut st = nn_state();
    drag(&mut st, "h8", "f4");
    drag(&mut st, "c7", "c6");
    assert_eq!(st.message, None);
    // The knight on b8 takes the pawn on c6: the pawn, now White's, lands on b8 and must
    // promote.
    drag(&mut st, "b8", "c6");
    let p = st.promotion.clone().expect("a choice");
    assert_eq!(p.choices.len(), 4);
    let queen = Move::parse_uci("b8c6q", pos(&st).rules()).expect("move");
    st.apply(Action::ChoosePromotion(queen));
    let b8 = pos(&st).piece_at(sq("b8")).expect("the new queen");
    assert_eq!(pos(&st).letter(b8), 'Q');
    let c6 = pos(&st).piece_at(sq("c6")).expect("the knight");
    assert_eq!(pos(&st).letter(c6), 'N');
    let v = board_view(pos(&st), &st.ui());
    assert!(v.square("b8").expect("b8").conquered);
    assert_eq!(
        st.game.as_ref().expect("game").moves_uci(),
        ["h8f4", "c7c6", "b8c6q"]
    );
}

#[test]
fn castling_is_a_three_square_king_drag_and_illegal_drags_say_why() {
    let game = Game::from_fen(settings(), "r3k3r/p7p/9/9/9/9/P7P/R3K3R w KQkq - 0 1").expect("fen");
    let mut st = GameState::default();
    st.apply(Action::Restore(Box::new(game)));
    st.apply(Action::PickUp(sq("e1")));
    let v = board_view(pos(&st), &st.ui());
    for t in ["b1", "h1", "d1", "f2"] {
        assert!(v.square(t).expect("square").target, "{t}");
    }
    st.apply(Action::Move {
        from: sq("e1"),
        to: sq("b1"),
    });
    assert_eq!(st.message, None);
    let letter = |st: &GameState, s: &str| pos(st).piece_at(sq(s)).map(|p| pos(st).letter(p));
    assert_eq!(letter(&st, "b1"), Some('K'));
    assert_eq!(letter(&st, "c1"), Some('R'));
    assert_eq!(letter(&st, "a1"), None);
    assert!(!board_view(pos(&st), &st.ui())
        .squares
        .iter()
        .any(|s| s.conquered));
    // Black's rook cannot go three squares: refused with the engine's reason.
    let before = st.game.clone();
    drag(&mut st, "a8", "a5");
    assert!(st.message.is_some());
    assert_eq!(st.game, before);
    assert_eq!(pos(&st).turn(), Player::BLACK);
}

#[test]
fn a_nasty_neighbours_game_saves_and_reads_back() {
    let mut st = nn_state();
    for (f, t) in [("h8", "f4"), ("b1", "c3"), ("c2", "c3")] {
        drag(&mut st, f, t);
        assert_eq!(st.message, None);
    }
    let game = st.game.clone().expect("game");
    let back = Game::from_saved(&game.to_saved()).expect("reads back");
    assert_eq!(back, game);
}

#[tokio::test]
async fn the_start_page_offers_nasty_neighbours() {
    let props = HomeProps {
        has_game: false,
        on_choose: Callback::noop(),
        on_resume: Callback::noop(),
        on_rules: Callback::noop(),
        message: None,
        current: None,
        on_open_kept: Callback::noop(),
        on_more: Callback::noop(),
    };
    let html = LocalServerRenderer::<Home>::with_props(props)
        .render()
        .await;
    let at = html
        .find("data-variant=\"nastyneighbours\"")
        .expect("a card");
    let card = &html[at..at + html[at..].find("</li>").expect("card end")];
    assert!(card.contains("New game"), "{card}");
    assert!(!card.contains("Coming soon"), "{card}");
}

#[tokio::test]
async fn the_pieces_help_shows_each_piece_with_a_diagram() {
    let html = LocalServerRenderer::<PiecesHelp>::with_props(PiecesHelpProps {
        on_close: Callback::noop(),
    })
    .render()
    .await;
    assert!(html.contains("id=\"pieces-help\""));
    assert!(html.contains("role=\"dialog\""));
    for p in PIECES {
        assert!(
            html.contains(&format!("data-help-piece=\"{}\"", p.letter)),
            "{}",
            p.name
        );
        assert!(html.contains(p.betza), "{}", p.name);
    }
    assert_eq!(count(&html, "class=\"help-diagram\""), 6);
    // The knight's diagram has its 16 squares; the pawn's its capture two squares ahead.
    assert_eq!(
        count(&html, "class=\"help-go\""),
        1 + 1 + 16 + 8 + 8 + 16 + 8
    );
    assert!(html.contains("data-mark=\"0,2\""));
    assert!(html.contains("class=\"help-capture\""));
    assert_eq!(count(&html, "class=\"help-castle\""), 1 + 2);
    assert!(html.contains("stalemated loses"));
    assert!(html.contains("id=\"pieces-help-close\""));
    // The button alone, closed.
    let html = LocalServerRenderer::<PiecesHelpButton>::new()
        .render()
        .await;
    assert!(html.contains("id=\"pieces-help-button\""));
    assert!(!html.contains("id=\"pieces-help\""));
}
