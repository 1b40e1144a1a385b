//! The JavaScript package's API in a real browser (wasm-bindgen-test, headless Chromium:
//! `wasm-pack test --headless --chrome engine-js`, run by scripts/test.sh). The same calls a
//! page makes, checked against the figures of ../shared/PERFT.md and the rule book.
#![cfg(target_arch = "wasm32")]

use variantarium_engine::{variants, Board};
use wasm_bindgen::JsValue;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn board(variant: &str, fen: Option<&str>) -> Board {
    match Board::new(variant, fen.map(String::from), JsValue::UNDEFINED) {
        Ok(b) => b,
        Err(_) => panic!("{variant} {fen:?} should start"),
    }
}

fn options(pairs: &[(&str, &str)]) -> JsValue {
    let o = js_sys::Object::new();
    for (k, v) in pairs {
        js_sys::Reflect::set(&o, &JsValue::from_str(k), &JsValue::from_str(v)).expect("set");
    }
    o.into()
}

#[wasm_bindgen_test]
fn the_five_games_are_listed_then_fairy_stockfish_s_built_ins() {
    let names = variants();
    assert!(
        names.starts_with("chessnim chessence arnhem nastyneighbours vimes chess fairy "),
        "{names}"
    );
    let names: Vec<&str> = names.split(' ').collect();
    assert!(names.contains(&"xiangqi") && names.contains(&"ataxx"));
    // All 119 of Fairy-Stockfish's built-ins, bughouse's one board and janggi too.
    assert!(names.contains(&"bughouse") && names.contains(&"janggi"));
}

#[wasm_bindgen_test]
fn perft_figures_of_the_reference_table() {
    let arnhem = board(
        "arnhem",
        Some("rnbqkc/2pp2/1p2p1/**2**/1P2P1/2PP2/RNBQKC[] w - - 0 1"),
    );
    assert_eq!([1, 2, 3].map(|d| arnhem.perft(d)), [16.0, 254.0, 4487.0]);
    let chessence = board("chessence", None);
    assert_eq!([1, 2].map(|d| chessence.perft(d)), [36.0, 1294.0]);
    let vimes = board("vimes", None);
    assert_eq!([1, 2, 3].map(|d| vimes.perft(d)), [20.0, 400.0, 12064.0]);
    let nn = board("nastyneighbours", None);
    assert_eq!([1, 2].map(|d| nn.perft(d)), [11.0, 141.0]);
}

#[wasm_bindgen_test]
fn push_pop_and_fen_round_trip_and_an_illegal_move_changes_nothing() {
    let mut b = board("vimes", None);
    let start = b.fen();
    assert_eq!(b.turn(), "w");
    assert!(b.push("e2e4"));
    assert!(b.push("e7e5"));
    assert_eq!(b.turn(), "r", "the Republican moves after W1 and B1 (VI-2)");
    let after = b.fen();
    assert!(!b.push("e1e8"), "illegal");
    assert!(!b.push("garbage"), "unreadable");
    assert_eq!(b.fen(), after, "nothing changed");
    assert!(!b.why_illegal("e1e8").is_empty());
    assert_eq!(b.move_stack(), "e2e4 e7e5");
    assert_eq!(b.pop().as_deref(), Some("e7e5"));
    assert_eq!(b.pop().as_deref(), Some("e2e4"));
    assert_eq!(b.pop(), None);
    assert_eq!(b.fen(), start);
    // A FEN read back gives the same FEN.
    let again = board("vimes", Some(&after));
    assert_eq!(again.fen(), after);
}

#[wasm_bindgen_test]
fn bad_input_throws_a_readable_error_and_never_traps() {
    assert!(Board::new("checkers", None, JsValue::UNDEFINED).is_err());
    assert!(Board::new("arnhem", Some("not a fen".into()), JsValue::UNDEFINED).is_err());
    assert!(Board::new("chessnim", None, options(&[("size", "99x2")])).is_err());
    assert!(Board::new("chessnim", None, options(&[("colour", "red")])).is_err());
    let mut b = board("chessnim", None);
    let before = b.fen();
    assert!(b.set_fen("8/8/8/08/8/8/8/8[K*k*] w - - 0 1").is_err());
    assert_eq!(b.fen(), before);
}

#[wasm_bindgen_test]
fn chessnim_options_free_squares_and_a_win() {
    let mut b = match Board::new(
        "chessnim",
        None,
        options(&[("size", "3x3"), ("material", "K:K:*")]),
    ) {
        Ok(b) => b,
        Err(_) => panic!("a 3x3 ChessNim starts"),
    };
    assert_eq!((b.width(), b.height()), (3, 3));
    assert_eq!(b.free_squares().split(' ').count(), 9);
    assert!(
        b.push("K@b2"),
        "a king in the middle attacks every other square"
    );
    assert_eq!(b.free_squares(), "");
    assert!(b.is_game_over());
    assert_eq!(
        b.result(),
        "1-0",
        "the drop that leaves no free square wins (CN-7)"
    );
    assert_eq!(b.legal_moves(), "");
}

#[wasm_bindgen_test]
fn what_a_page_needs_to_draw_a_board() {
    let b = board("arnhem", None);
    assert_eq!(b.holes(), "a4 b4 e4 f4");
    assert!(
        b.piece_kinds().contains("C chancellor RN"),
        "{}",
        b.piece_kinds()
    );
    assert!(b
        .piece_kinds()
        .lines()
        .any(|l| l.starts_with("K king") && l.ends_with("royal")));
    assert!(
        b.hands().contains('K'),
        "the armies start in hand: {}",
        b.hands()
    );
    let v = board("vimes", None);
    assert!(v.pieces().split(' ').any(|p| p == "e1:K"));
    assert!(v.pieces().split(' ').any(|p| p == "e8:k"));
}

#[wasm_bindgen_test]
fn readable_notation_and_check() {
    let b = board("arnhem", Some("4k1/1P4/6/**2**/6/6/K2R2[] w - - 0 1"));
    let san: Vec<String> = b.legal_moves_san().split(' ').map(String::from).collect();
    assert!(san.contains(&"a7=Q+".to_string()), "{san:?}");
    assert!(san.contains(&"Rd7+".to_string()), "{san:?}");
    assert_eq!(
        san.len(),
        b.legal_moves().split(' ').count(),
        "one readable move per move"
    );
    let mut c = board("arnhem", Some("4k1/1P4/6/**2**/6/6/K2R2[] w - - 0 1"));
    assert!(c.push("d1d7"));
    assert!(c.is_check());
}

#[wasm_bindgen_test]
fn the_computer_answers_with_a_legal_move() {
    let b = board("nastyneighbours", None);
    let limits = js_sys::Object::new();
    js_sys::Reflect::set(&limits, &"depth".into(), &JsValue::from_f64(3.0)).expect("set");
    let m = b
        .best_move(limits.into())
        .unwrap_or_else(|_| panic!("searches"));
    assert!(b.legal_moves().split(' ').any(|x| x == m), "{m}");
    let bad = js_sys::Object::new();
    js_sys::Reflect::set(&bad, &"depth".into(), &JsValue::from_str("deep")).expect("set");
    assert!(b.best_move(bad.into()).is_err());
    // A mate in one is found (AR-7).
    let mate = board("arnhem", Some("k5/6/1K4/**2**/6/6/3R2[] w - - 0 1"));
    let limits = js_sys::Object::new();
    js_sys::Reflect::set(&limits, &"depth".into(), &JsValue::from_f64(2.0)).expect("set");
    let m = mate
        .best_move(limits.into())
        .unwrap_or_else(|_| panic!("searches"));
    let mut after = board("arnhem", Some("k5/6/1K4/**2**/6/6/3R2[] w - - 0 1"));
    assert!(after.push(&m));
    assert_eq!(after.result(), "1-0", "{m} mates");
}
