//! Native render tests: the components rendered to HTML with Yew's server renderer, checked
//! for what the browser tests and the players rely on (data attributes, holes left out,
//! counts, the games listed, the marks of a picked piece, check and the last move, the
//! promotion picker, and Arnhem's secret deployment).

use engine::{ChessNimSettings, Move, Player, Position, Settings, SquareSet, Variant};
use variantarium::components::board::{Board, BoardProps};
use variantarium::components::cover::{Cover, CoverProps};
use variantarium::components::home::{Home, HomeProps};
use variantarium::components::moves::{Moves, MovesProps};
use variantarium::components::new_game::{NewGame, NewGameProps};
use variantarium::components::phase::{PhasePanel, PhasePanelProps};
use variantarium::components::promotion::{Promotion, PromotionProps};
use variantarium::components::status::{Status, StatusProps};
use variantarium::components::tray::{Tray, TrayProps};
use variantarium::game::MoveRow;
use variantarium::settings_form::{MaterialChoice, NimForm};
use variantarium::view::{board_view, tray_view, Pick, Ui};
use variantarium::App;
use yew::{Callback, LocalServerRenderer};

mod common;
use common::{count, render_board, sq, tag_with};

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

/// The new-game dialog's properties for `variant`, everything else at its default.
fn new_game_props(variant: Variant) -> NewGameProps {
    NewGameProps {
        variant,
        initial: NimForm::default(),
        arnhem: Default::default(),
        seats: Vec::new(),
        definition: String::new(),
        section: None,
        saved_definitions: Vec::new(),
        on_forget: Callback::noop(),
        builtin: None,
        on_start: Callback::noop(),
        on_cancel: Callback::noop(),
    }
}

fn play(pos: &Position, uci: &str) -> Position {
    let m = Move::parse_uci(uci, pos.rules()).expect("test move");
    pos.play(&m).expect("legal test move")
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
        selected: Some(Pick::Hand(king)),
        last_move: Some(Move::Drop {
            kind: king,
            to: "e7".parse().expect("e7"),
        }),
        ..Ui::default()
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
        on_pointer: Callback::noop(),
        hover: Some("e4".parse().expect("e4")),
        lifted: None,
        interactive: true,
        label: None,
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
        view: tray_view(&pos, Player::WHITE, &Ui::default()),
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
        view: tray_view(&pos, Player::BLACK, &Ui::default()),
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
        free_count: Some(55),
        target_count: None,
        message: Some("b7 is occupied".into()),
        result: None,
        verdict: None,
        on_again: Callback::noop(),
        action: yew::Html::default(),
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
        free_count: Some(0),
        target_count: None,
        message: None,
        result: Some("Black wins: no free square is left".into()),
        verdict: Some(variantarium::verdict::Verdict::Lost),
        on_again: Callback::noop(),
        action: yew::Html::default(),
    };
    let html = LocalServerRenderer::<Status>::with_props(props)
        .render()
        .await;
    assert!(html.contains("id=\"result\""));
    assert!(html.contains("Black wins: no free square is left"));
    assert!(html.contains("id=\"play-again\""));
    // Against the computer the person hears how it ended for them, not in green.
    assert!(html.contains("You lost"));
    assert!(html.contains("result-banner lost"));
}

#[tokio::test]
async fn start_page_lists_five_games_and_three_are_playable() {
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
    for v in Variant::ALL {
        assert!(html.contains(&format!("data-variant=\"{}\"", v.name())));
    }
    // The games still coming soon (game::COMING_SOON) are marked so; the others start.
    let soon = variantarium::game::COMING_SOON;
    assert_eq!(count(&html, "Coming soon"), soon.len());
    // The five, and "Your own game".
    assert_eq!(
        count(&html, "New game"),
        Variant::ALL.len() - soon.len() + 1
    );
    assert!(html.contains("id=\"new-own-game\""));
    for v in Variant::ALL {
        let card = tag_with(&html, &format!("data-variant=\"{}\"", v.name()));
        assert_eq!(card.contains("soon"), soon.contains(&v), "{card}");
    }
    // The whole app starts on that page.
    let html = LocalServerRenderer::<App>::new().render().await;
    assert!(html.contains("Choose a game"));
}

#[tokio::test]
async fn new_game_dialog_shows_the_engine_error_and_disables_start() {
    let props = new_game_props(Variant::ChessNim);
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
        ..new_game_props(Variant::ChessNim)
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
        ..new_game_props(Variant::ChessNim)
    };
    let html = LocalServerRenderer::<NewGame>::with_props(props)
        .render()
        .await;
    assert!(html.contains("the width must be 1 to 16, not 17"));
    assert_eq!(count(&html, "data-preview="), 0);
}

#[tokio::test]
async fn new_game_dialog_offers_a_seat_per_player() {
    use variantarium::computer::Seat;
    for (v, seats) in [(Variant::Chessence, 2), (Variant::Vimes, 3)] {
        let props = NewGameProps {
            seats: vec![vec![Seat::Human, Seat::Computer { ms: 2000 }]],
            ..new_game_props(v)
        };
        let html = LocalServerRenderer::<NewGame>::with_props(props)
            .render()
            .await;
        assert_eq!(count(&html, "id=\"seat-"), seats, "{v}");
        assert!(html.contains("Computer: Club (0.2 s a move)"));
        assert!(html.contains("Computer: Beginner (0.1 s a move)"));
        if v == Variant::Chessence {
            // The seats given are kept: Black is the computer at 2 s.
            let black = &html[html.find("id=\"seat-1\"").expect("seat-1")..];
            let black = &black[..black.find("</select>").expect("select")];
            assert!(
                tag_with(black, "value=\"computer:2000\"").contains("selected"),
                "{black}"
            );
        } else {
            assert!(
                html.contains("<span class=\"seat-name\">Republican</span>"),
                "{html}"
            );
            assert!(html.contains("White (Royalist)"));
            // No choice kept for three players: the computer, at Casual, plays the others.
            for seat in ["seat-1", "seat-2"] {
                let select = &html[html.find(&format!("id=\"{seat}\"")).expect(seat)..];
                let select = &select[..select.find("</select>").expect("select")];
                assert!(
                    tag_with(select, "value=\"computer:150\"").contains("selected"),
                    "{select}"
                );
            }
        }
    }
}

fn start(v: Variant) -> Position {
    Position::start(&Settings::new(v)).expect("start")
}

fn play_all(pos: &Position, moves: &[&str]) -> Position {
    moves.iter().fold(pos.clone(), |p, m| play(&p, m))
}

const WHITE_SETUP: [&str; 11] = [
    "K@d1", "Q@a1", "R@b1", "B@c1", "N@e1", "C@f1", "P@b2", "P@c3", "P@d3", "P@e2", "pass",
];

#[tokio::test]
async fn a_board_of_moving_pieces_marks_the_picked_piece_its_targets_check_and_last_move() {
    // Arnhem: a white rook on c1 has just checked the black king on c7 across the bridge.
    let s = Settings::new(Variant::Arnhem);
    let before = Position::from_fen(&s, "2k3/6/6/**2**/6/6/K3R1[] w - - 0 1").expect("fen");
    let m = Move::parse_uci("e1c1", before.rules()).expect("move");
    let pos = before.play(&m).expect("legal");
    let ui = Ui {
        last_move: Some(m),
        selected: Some(Pick::Square(sq("c7"))),
        ..Ui::default()
    };
    let html = render_board(&pos, ui).await;
    assert!(
        html.contains("class=\"board moving\""),
        "pieces move: drags allowed"
    );
    assert_eq!(count(&html, "data-piece="), 3);
    assert_eq!(count(&html, "href=\"#piece-k\""), 2);
    assert_eq!(count(&html, "href=\"#piece-r\""), 1);
    // The black king is in check, picked up, and shows where it may go.
    let c7 = tag_with(&html, "data-square=\"c7\"");
    for class in ["check", "picked", "own"] {
        assert!(c7.contains(class), "{class}: {c7}");
    }
    assert!(c7.contains("in check"), "said to screen readers: {c7}");
    assert_eq!(count(&html, "class=\"check-mark\""), 1);
    assert_eq!(count(&html, "class=\"picked-mark\""), 1);
    let targets = pos.legal_targets(sq("c7"));
    assert!(targets.count() > 0);
    assert_eq!(
        count(&html, "class=\"target-mark\"") + count(&html, "class=\"target-ring\""),
        targets.count() as usize
    );
    for t in targets {
        assert!(
            tag_with(&html, &format!("data-square=\"{t}\"")).contains("target"),
            "{t}"
        );
    }
    assert!(
        !tag_with(&html, "data-square=\"c6\"").contains("target"),
        "still in check"
    );
    // The last move, both squares; no free squares outside ChessNim.
    assert_eq!(count(&html, "class=\"last-mark\""), 2);
    assert!(tag_with(&html, "data-square=\"e1\"").contains("last"));
    assert!(tag_with(&html, "data-square=\"c1\"").contains("last"));
    assert_eq!(count(&html, "class=\"free-mark\""), 0);
    // White's pieces cannot be picked up while Black is to move.
    assert!(!tag_with(&html, "data-square=\"c1\"").contains("own"));
}

#[tokio::test]
async fn chessence_draws_men_as_discs_and_the_immobile_kings_as_kings() {
    let pos = start(Variant::Chessence);
    let html = render_board(&pos, Ui::default()).await;
    assert_eq!(count(&html, "data-square=\""), 46);
    assert_eq!(count(&html, "data-hole=\""), 8);
    assert_eq!(count(&html, "href=\"#piece-m\""), 12);
    assert_eq!(count(&html, "href=\"#piece-k\""), 2);
    assert!(!html.contains("fairy"), "no letter fallback needed");
    let props = TrayProps {
        view: tray_view(&pos, Player::WHITE, &Ui::default()),
        on_event: Callback::noop(),
    };
    let tray = LocalServerRenderer::<Tray>::with_props(props)
        .render()
        .await;
    assert!(tray.contains("data-kind=\"P\" data-count=\"3\""));
    assert!(tray.contains("href=\"#piece-m\""));
    // The tray's men go only on the six home squares.
    let man = pos.rules().kind_by_letter('P').expect("man");
    let ui = Ui {
        selected: Some(Pick::Hand(man)),
        ..Ui::default()
    };
    let start = Position::from_fen(
        &Settings::new(Variant::Chessence),
        "kp4/ppp2*/1pp1*1/2*3/1*2*1/3*2/1*4/*5/5K[PPPppp] w - - 0 1",
    )
    .expect("fen");
    let html = render_board(&start, ui).await;
    assert_eq!(count(&html, "class=\"target-mark\""), 6);
    for home in ["e1", "d2", "e2", "f2", "d3", "e3"] {
        assert!(tag_with(&html, &format!("data-square=\"{home}\"")).contains("target"));
    }
    // The page's defs (in index.html, beside the app's root) hold the shapes of every
    // piece the games use.
    let page = include_str!("../index.html");
    for id in [
        "piece-k",
        "piece-p",
        "piece-c",
        "piece-a",
        "piece-m",
        "check-glow",
    ] {
        assert!(page.contains(&format!("id=\"{id}\"")), "{id}");
    }
}

#[tokio::test]
async fn the_promotion_picker_offers_each_piece_and_a_cancel() {
    let s = Settings::new(Variant::Arnhem);
    let pos = Position::from_fen(&s, "k5/1P4/6/**2**/6/6/5K[] w - - 0 1").expect("fen");
    let moves = pos.legal_moves_between(sq("b6"), sq("c7"));
    assert_eq!(moves.len(), 5, "compulsory promotion: Q R B N C");
    let props = PromotionProps {
        position: pos.clone(),
        from: sq("b6"),
        to: sq("c7"),
        moves,
        on_choose: Callback::noop(),
        on_cancel: Callback::noop(),
    };
    let html = LocalServerRenderer::<Promotion>::with_props(props)
        .render()
        .await;
    assert!(html.contains("id=\"promotion\""));
    assert!(html.contains("Promote b6–c7"));
    for letter in ["Q", "R", "B", "N", "C"] {
        assert!(
            html.contains(&format!("data-promotion=\"{letter}\"")),
            "{letter}"
        );
    }
    assert!(
        html.contains("href=\"#piece-c\""),
        "the chancellor's own shape"
    );
    assert!(html.contains("id=\"promotion-cancel\""));
}

#[tokio::test]
async fn ar_4_black_in_check_at_the_reveal_cannot_choose_no_change() {
    // White's chancellor on d1 sees Black's king on d7 once both armies are revealed.
    let pos = Position::from_fen(
        &Settings::new(Variant::Arnhem),
        "rnqkbc/1p2p1/2p1p1/**2**/6/P1P1PP/KBQCRN[] b change - 0 1",
    )
    .expect("the example reads");
    assert_eq!(
        variantarium::view::turn_text(&pos),
        "Black is in check: the change must end the attack"
    );
    let panel = LocalServerRenderer::<PhasePanel>::with_props(PhasePanelProps {
        position: pos.clone(),
        on_pass: Callback::noop(),
    })
    .render()
    .await;
    let button = tag_with(&panel, "id=\"no-change\"");
    assert!(button.contains("disabled"), "{button}");
    assert!(
        button.contains("aria-describedby=\"no-change-why\""),
        "{button}"
    );
    assert!(
        panel.contains("your king is in check: make a change that ends the attack"),
        "{panel}"
    );
    // The king glows as in any check.
    let html = render_board(&pos, Ui::default()).await;
    assert!(common::square_html(&html, "d7").contains("check"));
    // With a pawn on d6 shielding the king, "No change" is there to press, no reason beside.
    let quiet = Position::from_fen(
        &Settings::new(Variant::Arnhem),
        "rnqkbc/1p1p2/2p1p1/**2**/6/P1P1PP/KBQCRN[] b change - 0 1",
    )
    .expect("the shielded example reads");
    let panel = LocalServerRenderer::<PhasePanel>::with_props(PhasePanelProps {
        position: quiet,
        on_pass: Callback::noop(),
    })
    .render()
    .await;
    assert!(!tag_with(&panel, "id=\"no-change\"").contains("disabled"));
    assert!(!panel.contains("no-change-why"), "{panel}");
}

#[tokio::test]
async fn arnhem_black_deploys_without_seeing_white_army() {
    let pos = start(Variant::Arnhem);
    // White deploying: its tray holds the army, nothing is hidden, Done is disabled.
    let panel = LocalServerRenderer::<PhasePanel>::with_props(PhasePanelProps {
        position: pos.clone(),
        on_pass: Callback::noop(),
    })
    .render()
    .await;
    assert!(tag_with(&panel, "id=\"deploy-done\"").contains("disabled"));
    let pos = play_all(&pos, &WHITE_SETUP[..10]);
    let panel = LocalServerRenderer::<PhasePanel>::with_props(PhasePanelProps {
        position: pos.clone(),
        on_pass: Callback::noop(),
    })
    .render()
    .await;
    assert!(!tag_with(&panel, "id=\"deploy-done\"").contains("disabled"));
    let html = render_board(&pos, Ui::default()).await;
    assert_eq!(count(&html, "data-piece="), 10);
    // White is done: while Black deploys, none of White's pieces are drawn.
    let pos = play(&pos, "pass");
    let pawn = pos.rules().kind_by_letter('P').expect("pawn");
    let ui = Ui {
        selected: Some(Pick::Hand(pawn)),
        ..Ui::default()
    };
    let html = render_board(&pos, ui).await;
    assert!(html.contains("class=\"board moving hiding\""));
    assert_eq!(count(&html, "data-piece="), 0, "White's setup is hidden");
    assert!(!html.contains("white king"));
    assert_eq!(count(&html, "class=\"target-mark\""), 10, "a6-f6, b5-e5");
    let pos = play_all(&pos, &["K@a7", "P@b6"]);
    let html = render_board(&pos, Ui::default()).await;
    assert_eq!(count(&html, "data-piece="), 2);
    assert_eq!(count(&html, "data-piece=\"k\""), 1);
    assert_eq!(count(&html, "data-piece=\"p\""), 1);
    for upper in ["K", "Q", "R", "B", "N", "C", "P"] {
        assert!(
            !html.contains(&format!("data-piece=\"{upper}\"")),
            "{upper}"
        );
    }
    // The cover that hands the device over, and the move list hiding White's setup.
    let cover = LocalServerRenderer::<Cover>::with_props(CoverProps {
        from: Player::WHITE,
        to: Player::BLACK,
        on_continue: Callback::noop(),
    })
    .render()
    .await;
    assert!(
        cover.contains("Pass the device to Black — White&#x27;s setup is hidden")
            || cover.contains("Pass the device to Black — White's setup is hidden")
    );
    let rows = vec![
        MoveRow {
            label: "White's setup".into(),
            moves: Vec::new(),
            hidden: true,
            ..MoveRow::default()
        },
        MoveRow {
            label: "Black's setup".into(),
            moves: vec!["K@a7".into(), "P@b6".into()],
            hidden: false,
            ..MoveRow::default()
        },
    ];
    let list = LocalServerRenderer::<Moves>::with_props(MovesProps {
        rows,
        shown: None,
        on_view: Callback::noop(),
        columns: Vec::new(),
    })
    .render()
    .await;
    assert!(list.contains("hidden"));
    assert!(list.contains("K@a7"));
    assert!(!list.contains("K@d1"));
}

#[tokio::test]
async fn your_own_game_dialog_previews_the_start_and_names_the_bad_line() {
    use variantarium::settings_form::SAMPLE_DEFINITION;
    let props = |text: &str, saved: Vec<String>| NewGameProps {
        definition: text.to_string(),
        saved_definitions: saved,
        ..new_game_props(Variant::Defined)
    };
    let html = LocalServerRenderer::<NewGame>::with_props(props(
        SAMPLE_DEFINITION,
        vec![SAMPLE_DEFINITION.to_string()],
    ))
    .render()
    .await;
    assert!(html.contains("New game of your own"), "{html}");
    assert!(html.contains("id=\"definition-text\""));
    assert!(html.contains("id=\"definition-preview\""));
    // The preview is the 6x6 start: 36 squares, 24 pieces.
    assert!(html.contains("the starting board of losalamos"));
    assert_eq!(count(&html, "id=\"seat-"), 2);
    assert!(html.contains("id=\"saved-definitions\""));
    assert!(!tag_with(&html, "id=\"start-game\"").contains("disabled"));

    let bad = SAMPLE_DEFINITION.replace("doubleStep = false", "doubleStep = sometimes");
    let html = LocalServerRenderer::<NewGame>::with_props(props(&bad, Vec::new()))
        .render()
        .await;
    assert!(html.contains("class=\"settings-error shown\""));
    assert!(html.contains("line 10: doubleStep:"), "{html}");
    // Line 10 of the sample is doubleStep.
    assert!(html.contains("id=\"definition-error-line\""));
    assert!(
        html.contains("<code>doubleStep = sometimes</code>"),
        "{html}"
    );
    assert!(!html.contains("id=\"definition-preview\""));
    assert!(tag_with(&html, "id=\"start-game\"").contains("disabled"));
}

#[tokio::test]
async fn capablanca_draws_the_archbishop_and_the_chancellor_in_their_shapes() {
    let capablanca = include_str!("../engine/tests/definitions/capablanca.ini");
    let props = NewGameProps {
        definition: capablanca.to_string(),
        ..new_game_props(Variant::Defined)
    };
    let html = LocalServerRenderer::<NewGame>::with_props(props)
        .render()
        .await;
    assert!(html.contains("id=\"definition-preview\""), "{html}");
    // Two archbishops and two chancellors on the start and one of each in the table of
    // pieces (issue 63's move diagrams); no letter in a circle.
    assert_eq!(count(&html, "href=\"#piece-a\""), 3, "{html}");
    assert_eq!(count(&html, "href=\"#piece-c\""), 3, "{html}");
    assert!(
        html.contains("id=\"rules-pieces\""),
        "the dialog lists the pieces"
    );
    assert!(!html.contains("fairy-letter"), "{html}");
}

#[tokio::test]
async fn a_defined_game_with_passes_offers_a_pass_button_when_the_pass_is_legal() {
    // Flipello written out (the page reads Fairy-Stockfish's built-ins only with issue 64).
    let text = "[f:chess]\npawn = -\nknight = -\nbishop = -\nrook = -\nqueen = -\n\
                king = -\npromotionPieceTypes = -\nimmobile = p\n\
                startFen = 8/8/8/3pP3/3Pp3/8/8/8[PPPPPPpppppp] w - - 0 1\npieceDrops = true\n\
                doubleStep = false\ncastling = false\nimmobilityIllegal = false\n\
                enclosingDrop = reversi\nflipEnclosedPieces = reversi\n\
                passOnStalemate = true\n";
    let defs = engine::definition::parse_definitions(text).expect("flipello");
    let settings = Settings::defined(defs[0].clone());
    // White cannot close a line: passing is its only move.
    let stuck = Position::from_fen(&settings, "8/8/8/3PP3/3PP3/8/8/7p[PPpp] w - - 0 1")
        .expect("the example reads");
    let panel = LocalServerRenderer::<PhasePanel>::with_props(PhasePanelProps {
        position: stuck,
        on_pass: Callback::noop(),
    })
    .render()
    .await;
    assert!(panel.contains("id=\"pass-turn\""), "{panel}");
    // At the start there are moves, and no pass.
    let start = Position::start(&settings).expect("start");
    let panel = LocalServerRenderer::<PhasePanel>::with_props(PhasePanelProps {
        position: start,
        on_pass: Callback::noop(),
    })
    .render()
    .await;
    assert!(!panel.contains("pass-turn"), "{panel}");
}

#[tokio::test]
async fn a_built_in_games_dialog_names_it_shows_its_start_and_no_text_to_edit() {
    let props = NewGameProps {
        builtin: Some("xiangqi".into()),
        ..new_game_props(variantarium::games::OWN)
    };
    let html = LocalServerRenderer::<NewGame>::with_props(props)
        .render()
        .await;
    assert!(html.contains("New game of xiangqi"), "{html}");
    assert!(html.contains("Xiangqi"), "its one line");
    assert!(!html.contains("definition-text"), "no text to edit");
    assert_eq!(
        html.matches("class=\"sq\"").count(),
        90,
        "its start pictured"
    );
    assert!(!html.contains("settings-error shown"), "it may start");
}

#[tokio::test]
async fn a_built_ins_rules_page_is_made_from_its_definition() {
    use variantarium::components::builtin_rules::{BuiltinRules, BuiltinRulesProps};
    let props = BuiltinRulesProps {
        name: "xiangqi".into(),
        has_game: false,
        on_play: Callback::noop(),
        on_back: Callback::noop(),
        on_room: Callback::noop(),
        on_missing: Callback::noop(),
    };
    let html = LocalServerRenderer::<BuiltinRules>::with_props(props)
        .render()
        .await;
    assert!(html.contains("How to play xiangqi"));
    // Its rules in words, its start, its pieces with their moves, its definition.
    assert!(
        html.contains("generals may never face each other"),
        "{html}"
    );
    assert!(html.contains("the starting board of xiangqi"));
    assert_eq!(
        html.matches("<tr data-letter=").count(),
        7,
        "seven kinds of piece"
    );
    assert!(html.contains("leaps like a knight, unless a piece blocks the way"));
    // Each piece's name is the button that shows its move diagram; its value is shown.
    assert_eq!(html.matches("class=\"show-moves\"").count(), 7);
    assert!(html.contains(">royal<"), "the general has no value");
    assert!(html.contains("id=\"as-definition\""));
    assert!(html.contains("New game of xiangqi"));
}
