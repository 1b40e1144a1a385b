//! The soak (RELIABILITY.md): a few dozen random games of each game with every move checked,
//! the games are reproducible from their seeds, and the `soak` command's replies.

use variantarium_cli::soak::{self, configs, play_computer_game, play_game, Config};
use variantarium_cli::soak_defined;
use variantarium_cli::uci::{Flow, Session};

fn config(name: &str) -> Config {
    match configs().into_iter().find(|c| c.name == name) {
        Some(c) => c,
        None => panic!("no soak configuration {name}"),
    }
}

#[test]
fn soak_of_30_games_of_each_game_finds_no_violation() {
    let mut out = Vec::new();
    let ok = soak::run(30, 11, &mut out).expect("writing to a Vec");
    let text = String::from_utf8_lossy(&out);
    assert!(ok, "{text}");
    for c in configs() {
        assert!(text.contains(&format!("{}: games ", c.name)), "{text}");
    }
    assert!(text.ends_with("soak: ok, no violation\n"), "{text}");
}

#[test]
fn soak_games_replay_from_their_seed() {
    for c in configs() {
        let (a, b) = (play_game(&c, 42), play_game(&c, 42));
        assert_eq!((a.plies, &a.result), (b.plies, &b.result), "{}", c.name);
        assert!(a.violation.is_none(), "{}: {:?}", c.name, a.violation);
    }
}

#[test]
fn computer_against_computer_games_pass_every_check_and_replay() {
    for c in configs() {
        let (a, b) = (play_computer_game(&c, 7), play_computer_game(&c, 7));
        assert!(a.violation.is_none(), "{}: {:?}", c.name, a.violation);
        assert_eq!((a.plies, &a.result), (b.plies, &b.result), "{}", c.name);
        assert!(a.plies > 0, "{}", c.name);
    }
}

/// RELIABILITY.md's former open question, now ruled (AR-4 [decided]): this seed's
/// deployment reveals White's chancellor on d1 checking Black's king on d7. Black's change
/// must end the attack, and the game goes on with every check passing (the soak checks the
/// change with `check_change`, and that every play position reads back from its FEN).
#[test]
fn ar_4_black_in_check_at_the_reveal_answers_it_with_the_change() {
    let g = play_game(&config("arnhem/deployment"), 16350637684454855005);
    assert!(g.violation.is_none(), "{:?}", g.violation);
    assert!(
        g.plies > 23,
        "the game went on past the change: {}",
        g.plies
    );
}

fn run(s: &mut Session, line: &str) -> (Flow, String) {
    let mut out = Vec::new();
    let flow = s.handle(line, &mut out).expect("writing to a Vec");
    (flow, String::from_utf8_lossy(&out).into_owned())
}

#[test]
fn soak_command_plays_and_refuses_bad_numbers() {
    let Ok(mut s) = Session::new() else {
        panic!("the default settings start a game");
    };
    let (flow, text) = run(&mut s, "soak 2 5");
    assert_eq!(flow, Flow::Continue, "{text}");
    assert!(
        text.starts_with("soak: 2 games of each game, seed 5"),
        "{text}"
    );
    assert!(text.contains("vimes: games 2 "), "{text}");
    // One game only: the same games as in the run of every game.
    let (_, one) = run(&mut s, "soak 2 5 vimes");
    assert!(!one.contains("chessence: games"), "{one}");
    let line = |t: &str| {
        t.lines()
            .find(|l| l.starts_with("vimes: games"))
            .map(|l| l.split(" time ").next().unwrap_or("").to_string())
    };
    assert_eq!(line(&one), line(&text));
    for bad in [
        "soak 0",
        "soak x",
        "soak 1 -1",
        "soak 1 2 3",
        "soak 1 2 chess",
        "soak 1 2 vimes extra",
        "soak 99999999999",
    ] {
        let (flow, text) = run(&mut s, bad);
        assert_eq!(flow, Flow::Continue);
        assert!(
            text.starts_with("info string error: "),
            "{bad:?} gave {text:?}"
        );
    }
}

/// The soak of random definitions (issue 34, item 7): a quick run finds no violation, and
/// its report has the counts it promises.
#[test]
fn soak_of_60_random_definitions_finds_no_violation() {
    let mut out = Vec::new();
    let ok = soak_defined::run(60, 11, &mut out).expect("writing to a Vec");
    let text = String::from_utf8_lossy(&out);
    assert!(ok, "{text}");
    assert!(
        text.starts_with("soak-defined: 60 random definitions, seed 11"),
        "{text}"
    );
    assert!(
        text.contains("definitions 60: refused by the reader "),
        "{text}"
    );
    assert!(text.ends_with("soak-defined: ok, no violation\n"), "{text}");
    let r = soak_defined::soak(60, 11);
    assert_eq!(
        r.refused_by_reader + r.refused_at_start + r.games,
        60,
        "every definition is counted once"
    );
    // Most random definitions are read and start, and their games reach real positions.
    assert!(r.games >= 40, "{} of 60 played", r.games);
    assert!(r.plies >= 1000, "{} plies", r.plies);
}

#[test]
fn random_definitions_replay_from_their_seed() {
    for seed in [1, 2, 3, 42, 1_000_000_007] {
        let (a, b) = (
            soak_defined::play_defined(seed),
            soak_defined::play_defined(seed),
        );
        assert_eq!(a.definition, b.definition, "seed {seed}");
        assert_eq!((a.plies, &a.result), (b.plies, &b.result), "seed {seed}");
        assert!(a.violation.is_none(), "seed {seed}: {:?}", a.violation);
    }
}

/// The games of `soak-defined 10000 1` that met the engine's faults F1, F2 and F3
/// (RELIABILITY.md, "Defined games"; fixed in `engine/src/variants/defined.rs` and
/// `royal.rs`, with rule tests in `engine/tests/defined_rules.rs`): each now plays to its
/// end with every position sound.
#[test]
fn the_games_that_found_f1_f2_and_f3_now_play_on_without_a_violation() {
    for (seed, finding) in [
        (14684418499808526423, "F1"),
        (16443762115640100383, "F2"),
        (7445819948837835736, "F3"),
    ] {
        let g = soak_defined::play_defined(seed);
        assert!(g.violation.is_none(), "{finding}: {:?}", g.violation);
        assert!(g.plies > 0, "{finding}: {}", g.result);
    }
}

#[test]
fn soak_defined_command_refuses_bad_arguments() {
    let run = |args: &[&str]| {
        let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
        let mut out = Vec::new();
        let ok = soak_defined::command(&args, &mut out).expect("writing to a Vec");
        (ok, String::from_utf8_lossy(&out).into_owned())
    };
    let (ok, text) = run(&["2", "5"]);
    assert!(ok, "{text}");
    assert!(text.contains("definitions 2: "), "{text}");
    let (ok, text) = run(&["game", "16443762115640100383"]);
    assert!(ok, "{text}");
    assert!(text.contains("definition:\n  [random:chess]"), "{text}");
    for bad in [
        &["0"][..],
        &["x"],
        &["1", "-1"],
        &["1", "2", "3"],
        &["game"],
        &["game", "x"],
    ] {
        let (ok, text) = run(bad);
        assert!(!ok, "{bad:?} gave {text:?}");
        assert!(text.contains("soak-defined"), "{bad:?} gave {text:?}");
    }
}
