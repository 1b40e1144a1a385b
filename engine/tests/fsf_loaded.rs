//! Without the feature `builtin-texts` (the web page's build, BENCH.md "Page load"):
//! Fairy-Stockfish's built-ins and our five games' definitions are handed over at run time
//! (`load_fsf_builtins`, `load_game_builtins`: the texts the page fetches after its first
//! load) and from then on are parents and games as with the feature; our five games play
//! without them. `scripts/test.sh` runs this file with `--no-default-features` (step
//! `test-page-engine`); with the feature it has nothing to check.
#![cfg(not(feature = "builtin-texts"))]

use engine::definition::{
    builtin, builtin_text, fsf_variants, game_builtins_loaded, load_fsf_builtins,
    load_game_builtins, loaded_fsf_builtins, parse_definitions, BUILTIN_GAMES,
};
use engine::{Position, Settings, Variant};

const FSF_INI: &str = include_str!("../src/definition/fsf.ini");
const GAMES_INI: &str = include_str!("../src/definition/games.ini");

#[test]
fn our_games_play_without_their_texts_which_handed_over_become_parents() {
    // Each of the five plays from its code alone.
    for v in Variant::ALL {
        let pos = Position::start(&Settings::new(v)).expect("starts without its text");
        assert!(!pos.legal_moves().is_empty(), "{v:?}");
    }
    assert!(!game_builtins_loaded());
    assert_eq!(builtin_text("arnhem"), None);
    assert!(
        parse_definitions("[x:arnhem]\n").is_err(),
        "no parent arnhem yet"
    );
    // Another text is refused and changes nothing.
    assert!(load_game_builtins(FSF_INI).is_err());
    assert!(!game_builtins_loaded());

    load_game_builtins(GAMES_INI).expect("the file");
    assert!(game_builtins_loaded());
    for name in BUILTIN_GAMES {
        let text = builtin_text(name).expect("each game's section");
        assert!(text.starts_with("# "), "{name}: its comment lines first");
        assert!(text.contains(&format!("[{name}:")), "{name}");
        assert!(builtin(name).is_some(), "{name} reads");
    }
    let defs = parse_definitions("[x:arnhem]\n").expect("arnhem is a parent now");
    assert_eq!((defs[0].width, defs[0].height), (6, 7));
    load_game_builtins(GAMES_INI).expect("again");
}

#[test]
fn the_built_ins_handed_over_at_run_time_become_parents_and_games() {
    assert!(builtin("xiangqi").is_none(), "not compiled in");
    assert_eq!(fsf_variants().count(), 0);
    let before = parse_definitions("[x:xiangqi]\n").expect_err("no parent xiangqi yet");
    assert!(before.to_string().contains("xiangqi"), "{before}");
    // Another text is refused and changes nothing.
    assert!(load_fsf_builtins("[chess]\nmaxRank = 8\n").is_err());
    assert_eq!(loaded_fsf_builtins(), None);

    load_fsf_builtins(FSF_INI).expect("the file");
    assert_eq!(loaded_fsf_builtins(), Some(FSF_INI));
    assert_eq!(
        fsf_variants().count(),
        FSF_INI.lines().filter(|l| l.starts_with('[')).count()
    );
    assert!(builtin("xiangqi").is_some());
    let defs = parse_definitions("[x:xiangqi]\n").expect("xiangqi is a parent now");
    assert_eq!(defs[0].width, 9);
    // Handed over again: nothing changes.
    load_fsf_builtins(FSF_INI).expect("again");
}
