//! The app's plumbing in a real browser (wasm-bindgen-test, headless Chromium; run by
//! scripts/test.sh): local storage through gloo-storage (the saved game with its version,
//! a saved game of the previous format, the seats) and the worker's messages as
//! JavaScript values through serde-wasm-bindgen.
#![cfg(target_arch = "wasm32")]

use variantarium::computer::{Reply, Request, Seat, Task};
use variantarium::game::Game;
use variantarium::storage::{self, SavedGame, SAVED_VERSION};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

const KEY: &str = "variantarium.test";

fn local() -> web_sys::Storage {
    web_sys::window()
        .and_then(|w| w.local_storage().ok().flatten())
        .expect("local storage in the test browser")
}

#[wasm_bindgen_test]
fn a_saved_game_round_trips_with_its_version() {
    let text = "Game: ChessNim\nMaterial: K:K:*\n\n1. K@b7 K@e7\n";
    storage::save_game(KEY, text).expect("saved");
    let raw = local().get_item(KEY).ok().flatten().expect("stored");
    let stored: SavedGame = serde_json::from_str(&raw).expect("a JSON object");
    assert_eq!(stored.v, SAVED_VERSION);
    assert_eq!(storage::load_game(KEY).as_deref(), Some(text));
    local().remove_item(KEY).expect("removed");
    assert_eq!(storage::load_game(KEY), None);
}

#[wasm_bindgen_test]
fn a_game_saved_by_the_previous_version_still_loads() {
    // What the previous version wrote under `variantarium.game`: the record alone.
    let today = "Game: Vimes Chess\n\n1. e2e4 e7e5\n";
    local().set_item(KEY, today).expect("set");
    let text = storage::load_game(KEY).expect("read");
    let game = Game::from_saved(&text).expect("today's saved game loads");
    assert_eq!(game.moves().len(), 2);
    local().remove_item(KEY).expect("removed");
}

#[wasm_bindgen_test]
fn seats_are_stored_as_json_and_the_old_line_still_reads() {
    let seats = vec![Seat::Human, Seat::Computer { ms: 500 }, Seat::Human];
    storage::save(KEY, &seats).expect("saved");
    let raw = storage::load(KEY).expect("read").expect("there");
    assert_eq!(raw, r#"["human",{"computer":{"ms":500}},"human"]"#);
    assert_eq!(storage::load_seats(KEY), Some(seats));
    // As the previous version stored them.
    local().set_item(KEY, "human,computer:2000").expect("set");
    assert_eq!(
        storage::load_seats(KEY),
        Some(vec![Seat::Human, Seat::Computer { ms: 2000 }])
    );
    // Garbage, or a seat the app does not offer, reads as nothing.
    for bad in ["robot", r#"[{"computer":{"ms":1}}]"#, "[]", "{"] {
        local().set_item(KEY, bad).expect("set");
        assert_eq!(storage::load_seats(KEY), None, "{bad}");
    }
    local().remove_item(KEY).expect("removed");
}

#[wasm_bindgen_test]
fn worker_messages_travel_as_javascript_values() {
    let request = Request {
        id: 3,
        task: Task::Hint,
        ms: 250,
        seed: 9,
        game: "Game: ChessNim\n".into(),
    };
    let value = serde_wasm_bindgen::to_value(&request).expect("to a JS value");
    assert!(value.is_object());
    assert_eq!(
        serde_wasm_bindgen::from_value::<Request>(value).ok(),
        Some(request)
    );
    let reply = Reply::Move {
        id: 3,
        mv: "e2e4".into(),
        score: "+0.20".into(),
        depth: 7,
    };
    let value = serde_wasm_bindgen::to_value(&reply).expect("to a JS value");
    assert_eq!(
        serde_wasm_bindgen::from_value::<Reply>(value).ok(),
        Some(reply)
    );
    // Anything else is refused, not misread.
    assert!(serde_wasm_bindgen::from_value::<Reply>("ready".into()).is_err());
}

#[wasm_bindgen_test]
fn a_deleted_game_is_not_written_back() {
    use variantarium::game_store::{self, Stored, WriteError};
    let text = "Game: ChessNim\nMaterial: K:K:*\n\n1. K@b7\n";
    let game = Game::from_saved(text).expect("reads");
    let entry = Stored::new("deletedtest", &game, &[Seat::Human, Seat::Human], 1.0);
    assert!(matches!(game_store::write_over(&entry, None), Ok(true)));
    game_store::delete("deletedtest");
    assert!(game_store::is_deleted("deletedtest"));
    // The tab that had read it: its next save is refused, and nothing comes back.
    let next = Stored::new("deletedtest", &game, &[Seat::Human, Seat::Human], 2.0);
    assert!(matches!(
        game_store::write_over(&next, Some(&entry.game)),
        Err(WriteError::Deleted)
    ));
    assert!(game_store::load("deletedtest").is_none());
    // A game never kept here is written as a new one.
    assert!(matches!(game_store::write_over(&next, None), Ok(true)));
    game_store::delete("deletedtest");
}

/// The saved games of every format ever written (`tests/fixtures/saved/`, never removed),
/// each with the key it was kept under, the seats kept beside it, and what it must read as:
/// the number of moves that still follow the rules, or `None` for text that is no game.
const SAVED_FORMATS: [(&str, &str, Option<&str>, Option<usize>); 5] = [
    (
        "v0-line-format.txt",
        include_str!("fixtures/saved/v0-line-format.txt"),
        None,
        Some(2),
    ),
    (
        "v1-record.txt",
        include_str!("fixtures/saved/v1-record.txt"),
        Some(include_str!("fixtures/saved/v1-seats.txt")),
        Some(3),
    ),
    (
        "v2-saved-game.json",
        include_str!("fixtures/saved/v2-saved-game.json"),
        Some(include_str!("fixtures/saved/v2-seats.json")),
        Some(3),
    ),
    (
        "before-vi-3.txt",
        include_str!("fixtures/saved/before-vi-3.txt"),
        None,
        Some(8),
    ),
    (
        "unreadable.txt",
        include_str!("fixtures/saved/unreadable.txt"),
        None,
        None,
    ),
];

#[wasm_bindgen_test]
fn every_saved_format_ever_written_still_reads() {
    use variantarium::game_store;
    for (name, text, seats, plies) in SAVED_FORMATS {
        local().clear().expect("cleared");
        local().set_item("variantarium.game", text).expect("set");
        if let Some(seats) = seats {
            local().set_item("variantarium.seats", seats).expect("set");
        }
        // What the app does on start: earlier versions' keys move into "Your games".
        let id = game_store::migrate().unwrap_or_else(|| panic!("{name}: moved"));
        let stored = game_store::load(&id).unwrap_or_else(|| panic!("{name}: kept"));
        assert_eq!(
            local().get_item("variantarium.game").ok().flatten(),
            None,
            "{name}"
        );
        match plies {
            Some(n) => {
                let (game, _) = Game::from_saved_as_far_as_legal(&stored.game)
                    .unwrap_or_else(|e| panic!("{name}: {e}"));
                assert_eq!(game.moves().len(), n, "{name}");
                assert_eq!(stored.summary.plies as usize, n, "{name}");
            }
            None => {
                // Never lost: kept word for word, and the list says it could not be read.
                assert_eq!(stored.game, text, "{name}");
                assert_eq!(stored.summary.status, "could not be read", "{name}");
            }
        }
        if seats.is_some() {
            assert!(
                stored.seats.iter().any(|s| s.is_computer()),
                "{name}: seats"
            );
        }
    }
    // Today's format: one key a game.
    local().clear().expect("cleared");
    let v3 = include_str!("fixtures/saved/v3-stored.json");
    local()
        .set_item("variantarium.games.fixturev3", v3)
        .expect("set");
    let stored = game_store::load("fixturev3").expect("today's format reads");
    let game = Game::from_saved(&stored.game).expect("its game reads");
    assert_eq!(game.moves().len(), 2);
    assert_eq!(game_store::list().len(), 1);
    local().clear().expect("cleared");
}
