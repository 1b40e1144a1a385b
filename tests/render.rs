//! Native render tests: the components rendered to HTML with Yew's server renderer, checked
//! for what the browser tests and the players rely on (data attributes, holes left out,
//! counts, the games listed).

use engine::{ChessNimSettings, Move, Player, Position, Settings, SquareSet, Variant};
use variantarium::components::board::{Board, BoardProps};
use variantarium::components::home::{Home, HomeProps};
use variantarium::components::new_game::{NewGame, NewGameProps};
use variantarium::components::status::{Status, StatusProps};
use variantarium::components::tray::{Tray, TrayProps};
use variantarium::settings_form::{MaterialChoice, NimForm};
use variantarium::view::{board_view, tray_view, Ui};
use variantarium::App;
use yew::{Callback, LocalServerRenderer};

fn kings(holes: &[&str]) -> Settings {
    let mut s = Settings::new(Variant::ChessNim);
    s.chessnim.material = ChessNimSettings::kings_only_material();
    let mut set = SquareSet::EMPTY;
    for h in holes {
        set.insert(h.parse().expect("test square"));
    }
    s.chessnim.holes = set;
    s
}

fn play(pos: &Position, uci: &str) -> Position {
    let m = Move::parse_uci(uci, pos.rules()).expect("test move");
    pos.play(&m).expect("legal test move")
}

fn count(html: &str, needle: &str) -> usize {
    html.matches(needle).count()
}

/// The opening tag that carries `attr` (e.g. `data-square="e7"`).
fn tag_with<'a>(html: &'a str, attr: &str) -> &'a str {
    let at = html.find(attr).unwrap_or_else(|| panic!("no {attr}"));
    let start = html[..at].rfind('<').expect("tag start");
    let end = at + html[at..].find('>').expect("tag end");
    &html[start..=end]
}

async fn render_board(pos: &Position, ui: Ui) -> String {
    let props = BoardProps {
        view: board_view(pos, &ui),
        on_square: Callback::noop(),
        hover: None,
    };
    LocalServerRenderer::<Board>::with_props(props)
        .render()
        .await
}

#[tokio::test]
async fn board_has_one_element_per_playable_square_and_no_square_for_holes() {
    let pos = Position::start(&kings(&["c3", "d4", "h8"])).expect("start");
    let html = render_board(&pos, Ui::default()).await;
    assert_eq!(count(&html, "data-square=\""), 61);
    for name in ["a1", "e4", "h1", "a8", "g8"] {
        assert!(html.contains(&format!("data-square=\"{name}\"")), "{name}");
    }
    for hole in ["c3", "d4", "h8"] {
        assert!(!html.contains(&format!("data-square=\"{hole}\"")), "{hole}");
        assert!(html.contains(&format!("data-hole=\"{hole}\"")), "{hole}");
    }
    assert_eq!(count(&html, "class=\"hole\""), 3);
    // Every playable square is free on the empty board, and no piece is drawn.
    assert_eq!(count(&html, "class=\"free-mark\""), 61);
    assert_eq!(count(&html, "data-piece="), 0);
    assert!(html.contains("viewBox=\"0 0 836 836\""));
}

#[tokio::test]
async fn board_marks_pieces_free_squares_targets_and_the_last_drop() {
    let start = Position::start(&kings(&[])).expect("start");
    let pos = play(&play(&start, "K@b7"), "K@e7");
    let king = pos.rules().kind_by_letter('K').expect("king");
    let ui = Ui {
        selected: Some(king),
        last: Some("e7".parse().expect("e7")),
        flipped: false,
    };
    let html = render_board(&pos, ui).await;
    assert_eq!(count(&html, "data-piece=\"K\""), 1);
    assert_eq!(count(&html, "data-piece=\"k\""), 1);
    assert_eq!(count(&html, "class=\"free-mark\""), 46);
    let targets = pos.legal_drop_squares(king).count() as usize;
    assert!(targets > 0);
    assert_eq!(count(&html, "class=\"target-mark\""), targets);
    assert_eq!(count(&html, "class=\"last-mark\""), 1);
    let props = BoardProps {
        view: board_view(&pos, &ui),
        on_square: Callback::noop(),
        hover: Some("e4".parse().expect("e4")),
    };
    let hovered = LocalServerRenderer::<Board>::with_props(props)
        .render()
        .await;
    assert_eq!(count(&hovered, " hover\""), 1);
    assert!(tag_with(&hovered, "data-square=\"e4\"").contains(" hover\""));
    let e7 = tag_with(&html, "data-square=\"e7\"");
    assert!(e7.contains("class=\"square dark last\""), "{e7}");
}

#[tokio::test]
async fn trays_show_each_kind_with_its_count() {
    let pos = Position::start(&Settings::new(Variant::ChessNim)).expect("start");
    let props = TrayProps {
        view: tray_view(&pos, Player::WHITE, None),
        on_event: Callback::noop(),
    };
    let html = LocalServerRenderer::<Tray>::with_props(props)
        .render()
        .await;
    assert!(html.contains("data-tray=\"white\""));
    assert!(html.contains("class=\"tray white active\""));
    for (letter, n) in [("K", 1), ("Q", 1), ("R", 2), ("B", 2), ("N", 2), ("P", 8)] {
        assert!(
            html.contains(&format!("data-kind=\"{letter}\" data-count=\"{n}\"")),
            "{letter}"
        );
    }
    let pos = Position::start(&kings(&[])).expect("start");
    let props = TrayProps {
        view: tray_view(&pos, Player::BLACK, None),
        on_event: Callback::noop(),
    };
    let html = LocalServerRenderer::<Tray>::with_props(props)
        .render()
        .await;
    assert!(html.contains("data-tray=\"black\""));
    assert!(html.contains("data-count=\"∞\""));
    assert!(html.contains("disabled"), "Black's tray waits for White");
}

#[tokio::test]
async fn status_shows_turn_free_count_message_and_result() {
    let props = StatusProps {
        turn: "White to move".into(),
        free_count: 55,
        target_count: None,
        message: Some("b7 is occupied".into()),
        result: None,
        on_again: Callback::noop(),
    };
    let html = LocalServerRenderer::<Status>::with_props(props)
        .render()
        .await;
    assert!(html.contains("id=\"turn\""));
    assert!(html.contains("Free squares: 55"));
    assert!(html.contains("b7 is occupied"));
    assert!(!html.contains("id=\"result\""));
    assert!(!html.contains("id=\"play-again\""));
    let props = StatusProps {
        turn: String::new(),
        free_count: 0,
        target_count: None,
        message: None,
        result: Some("Black wins: no free square is left".into()),
        on_again: Callback::noop(),
    };
    let html = LocalServerRenderer::<Status>::with_props(props)
        .render()
        .await;
    assert!(html.contains("id=\"result\""));
    assert!(html.contains("Black wins: no free square is left"));
    assert!(html.contains("id=\"play-again\""));
}

#[tokio::test]
async fn start_page_lists_five_games_and_only_chessnim_is_playable() {
    let props = HomeProps {
        has_game: false,
        on_choose: Callback::noop(),
        on_resume: Callback::noop(),
    };
    let html = LocalServerRenderer::<Home>::with_props(props)
        .render()
        .await;
    for v in Variant::ALL {
        assert!(html.contains(&format!("data-variant=\"{}\"", v.name())));
    }
    assert_eq!(count(&html, "Coming soon"), 4);
    assert_eq!(count(&html, "New game"), 1);
    // The whole app starts on that page.
    let html = LocalServerRenderer::<App>::new().render().await;
    assert!(html.contains("Choose a game"));
    assert!(html.contains("id=\"piece-k\""));
}

#[tokio::test]
async fn new_game_dialog_shows_the_engine_error_and_disables_start() {
    let props = NewGameProps {
        initial: NimForm::default(),
        on_start: Callback::noop(),
        on_cancel: Callback::noop(),
    };
    let html = LocalServerRenderer::<NewGame>::with_props(props)
        .render()
        .await;
    assert_eq!(count(&html, "data-preview="), 64);
    assert!(!html.contains("class=\"settings-error shown\""));

    let bad = NimForm {
        material: MaterialChoice::Custom,
        custom: "K:Kx:1".into(),
        ..NimForm::default()
    };
    let expected = bad.settings().expect_err("bad Betza");
    let props = NewGameProps {
        initial: bad,
        on_start: Callback::noop(),
        on_cancel: Callback::noop(),
    };
    let html = LocalServerRenderer::<NewGame>::with_props(props)
        .render()
        .await;
    assert!(html.contains("class=\"settings-error shown\""));
    assert!(html.contains(&expected.replace('\'', "&#x27;")) || html.contains(&expected));
    assert!(html.contains("id=\"material-text\""));
    let start = tag_with(&html, "id=\"start-game\"");
    assert!(start.contains("disabled"), "{start}");

    let big = NimForm {
        width: "17".into(),
        ..NimForm::default()
    };
    let props = NewGameProps {
        initial: big,
        on_start: Callback::noop(),
        on_cancel: Callback::noop(),
    };
    let html = LocalServerRenderer::<NewGame>::with_props(props)
        .render()
        .await;
    assert!(html.contains("the width must be 1 to 16, not 17"));
    assert_eq!(count(&html, "data-preview="), 0);
}
