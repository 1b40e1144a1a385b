//! The match runner (`variantarium-cli match`, cli/src/matches.rs) drives two real engine
//! processes (this build, twice) through a short match: every game reaches a result, each
//! opening is played with both colours (in Vimes, each engine alone in each of the three
//! seats), and the summary adds up. Not a strength test.

use std::process::Command;

/// Runs `variantarium-cli match` with `args` after it: whether it succeeded, and its output.
fn run_match(args: &[&str]) -> (bool, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_variantarium-cli"))
        .arg("match")
        .args(args)
        .output()
        .expect("the match runs");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
    )
}

#[test]
fn a_short_match_between_two_processes_adds_up() {
    let exe = env!("CARGO_BIN_EXE_variantarium-cli");
    let (ok, text) = run_match(&[
        exe,
        exe,
        "variant",
        "arnhem",
        "games",
        "4",
        "nodes",
        "300",
        "concurrency",
        "2",
        "plies",
        "120",
    ]);
    assert!(ok, "{text}");
    let games: Vec<&str> = text.lines().filter(|l| l.starts_with("game ")).collect();
    assert_eq!(games.len(), 4, "{text}");
    for opening in ["opening 1, engine 1 white", "opening 1, engine 1 black"] {
        assert!(games.iter().any(|g| g.contains(opening)), "{text}");
    }
    assert!(games.iter().all(|g| !g.contains("error")), "{text}");
    let summary = text
        .lines()
        .find(|l| l.starts_with("Score of engine 1 vs engine 2: "))
        .expect("a summary");
    let numbers: Vec<u32> = summary
        .split(|c: char| !c.is_ascii_digit())
        .filter_map(|t| t.parse().ok())
        .collect();
    // wins - losses - draws, then the number of games (the "1" and "2" of the names first).
    assert_eq!(numbers[2] + numbers[3] + numbers[4], 4, "{summary}");
    assert_eq!(numbers[5], 4, "{summary}");
    assert!(text.contains("Elo difference: "), "{text}");
}

#[test]
fn records_keeps_every_game_and_its_moves_replay() {
    let exe = env!("CARGO_BIN_EXE_variantarium-cli");
    let file = std::env::temp_dir().join(format!("match-records-{}.txt", std::process::id()));
    let _ = std::fs::remove_file(&file);
    let path = file.to_string_lossy().to_string();
    let (ok, text) = run_match(&[
        exe,
        exe,
        "variant",
        "chessence",
        "games",
        "2",
        "nodes",
        "200",
        "plies",
        "40",
        "concurrency",
        "1",
        "records",
        &path,
    ]);
    assert!(ok, "{text}");
    let kept = std::fs::read_to_string(&file).expect("the records file");
    let _ = std::fs::remove_file(&file);
    let games: Vec<&str> = kept
        .split("\n\n")
        .filter(|g| !g.trim().is_empty())
        .collect();
    assert_eq!(games.len(), 2, "{kept}");
    for g in games {
        let lines: Vec<&str> = g.lines().collect();
        assert!(lines[0].starts_with("game "), "{g}");
        assert!(
            text.contains(lines[0]),
            "the game's line is the match's: {g}"
        );
        let fen = lines[1].strip_prefix("fen ").expect("a fen line");
        let moves = lines[2].strip_prefix("moves ").expect("a moves line");
        let settings = engine::Settings::new(engine::Variant::Chessence);
        let mut game = engine::Game::from_fen(&settings, fen).expect("the opening reads");
        for m in moves.split_whitespace() {
            let mv = engine::Move::parse_uci(m, game.position().rules()).expect("a move");
            game.play(&mv).expect("a legal move");
        }
        let plies: usize = lines[0]
            .rsplit(" in ")
            .next()
            .and_then(|t| t.split(' ').next())
            .and_then(|n| n.parse().ok())
            .expect("the plies");
        assert_eq!(game.moves().len(), plies, "{g}");
    }
}

#[test]
fn a_vimes_match_puts_each_engine_alone_in_each_seat() {
    let exe = env!("CARGO_BIN_EXE_variantarium-cli");
    let (ok, text) = run_match(&[
        exe,
        exe,
        "variant",
        "vimes",
        "games",
        "6",
        "nodes",
        "200",
        "concurrency",
        "2",
        "plies",
        "60",
    ]);
    assert!(ok, "{text}");
    let games: Vec<&str> = text.lines().filter(|l| l.starts_with("game ")).collect();
    assert_eq!(games.len(), 6, "{text}");
    for engine in ["engine 1", "engine 2"] {
        for seat in ["the White Royalist", "the Black Royalist", "the Republican"] {
            let plan = format!("opening 1, {engine} alone as {seat}: ");
            assert!(games.iter().any(|g| g.contains(&plan)), "{plan}\n{text}");
        }
    }
    assert!(games.iter().all(|g| !g.contains("illegal")), "{text}");
    assert!(text.contains("in 6 games"), "{text}");
}

#[test]
fn a_bad_match_command_says_why_and_fails() {
    let exe = env!("CARGO_BIN_EXE_variantarium-cli");
    let (ok, text) = run_match(&[exe, "/nonexistent/engine", "games", "2", "nodes", "100"]);
    assert!(!ok, "{text}");
    assert!(
        text.contains("cannot start engine '/nonexistent/engine'"),
        "{text}"
    );
}

#[test]
fn a_match_on_a_defined_game_loads_the_definition_in_both_engines() {
    let exe = env!("CARGO_BIN_EXE_variantarium-cli");
    let ini = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../engine/tests/definitions/capablanca.ini"
    );
    let (ok, text) = run_match(&[
        exe,
        exe,
        "variant-path",
        ini,
        "variant",
        "capa10x8",
        "games",
        "2",
        "nodes",
        "200",
        "concurrency",
        "2",
        "plies",
        "60",
    ]);
    assert!(ok, "{text}");
    assert!(text.contains(", capa10x8, 2 games"), "{text}");
    let games: Vec<&str> = text.lines().filter(|l| l.starts_with("game ")).collect();
    assert_eq!(games.len(), 2, "{text}");
    assert!(games.iter().all(|g| !g.contains("illegal")), "{text}");
    // An unknown section, or a section without the file, is refused.
    let (ok, text) = run_match(&[exe, exe, "variant", "capa10x8"]);
    assert!(!ok, "{text}");
    assert!(text.contains("unknown variant 'capa10x8'"), "{text}");
}
