//! Without the feature `fsf-builtins` (the web page's build, BENCH.md "Page load"):
//! Fairy-Stockfish's built-ins are handed over at run time (`load_fsf_builtins`, the text
//! the page fetches after its first load) and from then on are parents and games as with
//! the feature. `scripts/test.sh` runs this file with `--no-default-features` (step
//! `test-page-engine`); with the feature it has nothing to check.
#![cfg(not(feature = "fsf-builtins"))]

use engine::definition::{
    builtin, fsf_variants, load_fsf_builtins, loaded_fsf_builtins, parse_definitions,
};

const FSF_INI: &str = include_str!("../src/definition/fsf.ini");

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
