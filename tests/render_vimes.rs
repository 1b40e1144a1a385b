//! Vimes Chess in the app, natively: the board draws Republican-only units in a red ring
//! (`VI-5`), the panel shows the three players, the schedule (`VI-2`, `VI-3`), the Pass
//! button and eliminations (`VI-8`), and the reducer lets each player pick up only the units
//! the engine lets it move, giving the engine's reason otherwise.

use engine::variants::vimes::REPUBLICAN;
use engine::{Move, Player, Position, Settings, Variant};
use variantarium::components::home::{Home, HomeProps};
use variantarium::game::Game;
use variantarium::games::vimes::{VimesPanel, VimesPanelProps};
use variantarium::state::{Action, GameState};
use variantarium::view::{board_view, Pick, Ui};
use yew::{Callback, LocalServerRenderer};

mod common;
use common::{render_board, sq, square_html, tag_with};

fn settings() -> Settings {
    Settings::new(Variant::Vimes)
}

fn start() -> Position {
    Position::start(&settings()).expect("vimes start")
}

fn play(pos: &Position, moves: &str) -> Position {
    let mut pos = pos.clone();
    for uci in moves.split_whitespace() {
        let m = Move::parse_uci(uci, pos.rules()).expect("test move");
        pos = pos.play(&m).expect("legal test move");
    }
    pos
}

async fn render_panel(pos: &Position) -> String {
    let props = VimesPanelProps {
        position: pos.clone(),
        live: true,
        on_pass: Callback::noop(),
    };
    LocalServerRenderer::<VimesPanel>::with_props(props)
        .render()
        .await
}

#[tokio::test]
async fn republican_only_units_have_a_red_ring_and_ordinary_units_none() {
    // The Republican's pawn b7 takes Black's own knight on c6: a Republican-only unit.
    let pos = play(&start(), "e2e4 e7e5 a2a3 g1f3 b8c6 f1c4 h7h6 f8a3 b7c6");
    let html = render_board(&pos, Ui::default()).await;
    assert_eq!(html.matches("class=\"republican-ring\"").count(), 1);
    let c6 = square_html(&html, "c6");
    assert!(c6.contains("republican-ring"), "{c6}");
    assert!(tag_with(&html, "data-square=\"c6\"").contains("republican"));
    assert!(c6.contains("Republican-only"), "aria label: {c6}");
    let d7 = square_html(&html, "d7");
    assert!(!d7.contains("republican"), "{d7}");
    // The start has none.
    let html = render_board(&start(), Ui::default()).await;
    assert!(!html.contains("republican"));
}

#[tokio::test]
async fn own_marks_follow_the_schedule() {
    // After W1 and B1 the Republican moves the pawns of both colours, no piece.
    let pos = play(&start(), "e2e4 e7e5");
    let html = render_board(&pos, Ui::default()).await;
    for own in ["a2", "h7", "d2", "d7"] {
        assert!(
            tag_with(&html, &format!("data-square=\"{own}\"")).contains(" own"),
            "{own}"
        );
    }
    for not in ["g1", "b8", "e1", "e8", "e4", "e5"] {
        assert!(
            !tag_with(&html, &format!("data-square=\"{not}\"")).contains(" own"),
            "{not}"
        );
    }
    // A picked Black pawn shows its targets, in Black's direction.
    let ui = Ui {
        selected: Some(Pick::Square(sq("a7"))),
        ..Ui::default()
    };
    let view = board_view(&pos, &ui);
    let targets: Vec<&str> = view
        .squares
        .iter()
        .filter(|s| s.target)
        .map(|s| s.name.as_str())
        .collect();
    assert_eq!(targets, ["a6", "a5"]);
}

#[tokio::test]
async fn the_panel_shows_players_schedule_and_pass() {
    let html = render_panel(&start()).await;
    assert!(html.contains("id=\"schedule\""));
    assert!(html.contains("Republican moves after 2 more Royalist moves"));
    assert!(tag_with(&html, "data-player=\"white\"").contains("to-move"));
    assert!(!tag_with(&html, "data-player=\"republican\"").contains("to-move"));
    assert!(!html.contains("id=\"pass\""));
    assert!(html.contains("White Royalist") && html.contains("Black Royalist"));

    let pos = play(&start(), "e2e4 e7e5");
    let html = render_panel(&pos).await;
    assert!(html.contains("Republican to move"));
    assert!(tag_with(&html, "data-player=\"republican\"").contains("to-move"));
    assert!(!html.contains("id=\"pass\""), "a due move cannot be passed");

    let pos = play(&start(), "e2e4 e7e5 a2a3 g1f3 b8c6 f1c4 h7h6 f8a3");
    let html = render_panel(&pos).await;
    assert!(html.contains("Republican may reply now — or pass"));
    assert!(html.contains("id=\"pass\""));
}

#[tokio::test]
async fn an_eliminated_royalist_is_marked_out_with_the_reason() {
    let pos = Position::from_fen(&settings(), "8/p~7/8/8/8/8/P7/4K3 w1 - - 0 1").expect("test fen");
    let html = render_panel(&pos).await;
    assert!(tag_with(&html, "data-player=\"black\"").contains("out"));
    assert!(html.contains("Black is checkmated and out; its pawns now belong to the Republican"));
    let board = render_board(&pos, Ui::default()).await;
    assert!(square_html(&board, "a7").contains("republican-ring"));
}

#[tokio::test]
async fn the_start_page_offers_vimes() {
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
    let card = &html[html.find("data-variant=\"vimes\"").expect("vimes card")..];
    let card = &card[..card.find("</li>").expect("card end")];
    assert!(card.contains("New game"), "{card}");
    assert!(!card.contains("Coming soon"), "{card}");
}

fn vimes_state() -> GameState {
    let mut st = GameState::default();
    st.apply(Action::NewGame(settings()));
    assert_eq!(st.message, None);
    st
}

fn pos(st: &GameState) -> &Position {
    st.game.as_ref().expect("game").position()
}

fn drag(st: &mut GameState, from: &str, to: &str) {
    st.apply(Action::PickUp(sq(from)));
    st.apply(Action::Move {
        from: sq(from),
        to: sq(to),
    });
}

#[test]
fn three_players_pick_up_only_what_they_may_move() {
    let mut st = vimes_state();
    drag(&mut st, "e2", "e4");
    assert_eq!(st.message, None);
    // White's pawn is not Black's: the engine says so, nothing is picked up.
    st.apply(Action::PickUp(sq("d2")));
    assert_eq!(st.selected, None);
    st.apply(Action::SelectSquare(sq("d2")));
    assert_eq!(st.message.as_deref(), Some("the piece on d2 is not yours"));
    drag(&mut st, "e7", "e5");
    assert_eq!(pos(&st).turn(), REPUBLICAN);
    // The Republican may not touch a piece, and may move a pawn of either colour.
    st.apply(Action::SelectSquare(sq("g1")));
    assert_eq!(
        st.message.as_deref(),
        Some("the Republican moves only pawns and Republican-only units, not the piece on g1")
    );
    st.apply(Action::PickUp(sq("h7")));
    assert_eq!(st.selected, Some(Pick::Square(sq("h7"))));
    st.apply(Action::Cancel);
    // Click-click too.
    st.apply(Action::SelectSquare(sq("a2")));
    assert_eq!(st.selected, Some(Pick::Square(sq("a2"))));
    st.apply(Action::SelectSquare(sq("a3")));
    assert_eq!(st.message, None);
    assert_eq!(pos(&st).turn(), Player::WHITE);
    for (from, to) in [("g1", "f3"), ("b8", "c6"), ("f1", "c4")] {
        drag(&mut st, from, to);
        assert_eq!(st.message, None, "{from}{to}");
    }
    assert_eq!(pos(&st).turn(), REPUBLICAN);
    drag(&mut st, "h7", "h6");
    assert_eq!(pos(&st).turn(), Player::BLACK);
    // Black's bishop takes the pawn on a3: the Republican may reply, or pass.
    drag(&mut st, "f8", "a3");
    assert_eq!(pos(&st).turn(), REPUBLICAN);
    st.apply(Action::Pass);
    assert_eq!(st.message, None);
    assert_eq!(pos(&st).turn(), Player::WHITE);
    // A Royalist may not pass.
    st.apply(Action::Pass);
    assert_eq!(st.message.as_deref(), Some("a Royalist may not pass"));
    let game = st.game.as_ref().expect("game");
    assert_eq!(
        game.moves_uci().join(" "),
        "e2e4 e7e5 a2a3 g1f3 b8c6 f1c4 h7h6 f8a3 pass"
    );
    // The move list says who made each move (its column of the score sheet: White 0,
    // Black 1, Republican 2), in readable notation (the coordinate form beside it).
    let rows = game.move_rows(&[]);
    let all: Vec<(u8, &str)> = rows
        .iter()
        .flat_map(|r| {
            r.cols
                .iter()
                .copied()
                .zip(r.moves.iter().map(String::as_str))
        })
        .collect();
    assert_eq!(
        all,
        [
            (0, "e4"),
            (1, "e5"),
            (2, "a3"),
            (0, "Nf3"),
            (1, "Nc6"),
            (0, "Bc4"),
            (2, "h6"),
            (1, "Bxa3"),
            (2, "pass")
        ]
    );
    let uci: Vec<&str> = rows
        .iter()
        .flat_map(|r| r.uci.iter().map(String::as_str))
        .collect();
    assert_eq!(
        uci.join(" "),
        "e2e4 e7e5 a2a3 g1f3 b8c6 f1c4 h7h6 f8a3 pass"
    );
    // The game is kept and read back with its schedule.
    let back = Game::from_saved(&game.to_saved()).expect("reads back");
    assert_eq!(&back, game);
    assert_eq!(back.position().to_fen(), game.position().to_fen());
}
