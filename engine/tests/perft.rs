//! Perft data files: every `engine/tests/perft/*.perft` is read and every line checked, so
//! a game joins by adding its file.
//!
//! # The format
//!
//! One directive per line; `#` starts a comment (to the end of the line); blank lines are
//! skipped.
//!
//! ```text
//! variant chessnim                 the game (default: the file's name, chessnim.perft), or
//!                                  a section of engine/tests/definitions/*.ini
//! material K:K:*, Q:Q:1            ChessNim: the material (what the letters are)
//! option pawns_on_last_rank false  a game's setting
//!
//! id kings-only-start              a position: a name unique in the file,
//! material K:K:*                   settings for this position only (optional),
//! fen 8/8/8/8/8/8/8/8[K*k*] w - - 0 1
//! perft 1 64                       leaves after exactly 1 ply,
//! perft 2 4032                     … after 2 plies
//! ```
//!
//! After a `fen`, `reads-as FEN` gives the FEN the engine writes back when it differs
//! (an en passant square that no capture can use is dropped, as Fairy-Stockfish does).
//!
//! `variant`, `material` and `option` lines before the first `id` are the file's defaults;
//! between an `id` and its `fen` they apply to that position only. A FEN does not define
//! ChessNim's pieces (its letters could be any Betza piece), so a ChessNim position is read
//! with the `material` in force, the orthodox set (`K:K:1, Q:Q:1, R:R:2, B:B:2, N:N:2,
//! P:fmWfcFifmnD:8`) when none is given. Counts in `material` matter only for starting
//! positions: a FEN's hand says what is left.
//!
//! # The checks
//!
//! Every `perft` line is counted with the engine's perft (the fast drop generator), and
//! the sum of `divide` must agree. For ChessNim the same numbers are also counted by a
//! brute-force perft written here, which tries every kind on every square with
//! `Position::check` (never `legal_moves`), whenever that is cheap enough; the ignored test
//! `perft_brute_force_every_line` does it for every line (run it in release mode).

use engine::perft::{divide, perft};
use engine::{
    ChessNimSettings, Kind, Move, PlayError, Position, Settings, Square, SquareSet, Variant,
};
use std::path::{Path, PathBuf};

/// Brute force is used in the ordinary run when it costs at most this many `check` calls.
const BRUTE_BUDGET: u64 = 100_000;

#[derive(Debug)]
struct Record {
    /// `file:line` of the `id`.
    at: String,
    id: String,
    settings: Settings,
    fen: String,
    /// The FEN the engine writes back, when it drops what the given one says in vain
    /// (`reads-as`, e.g. an en passant square no capture can use).
    reads_as: Option<String>,
    /// (depth, nodes, `file:line`)
    perft: Vec<(u32, u64, String)>,
    /// The comment at the end of each `perft` line.
    notes: Vec<String>,
}

fn perft_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/perft")
}

fn files_in(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{dir:?}: {e}"))
        .map(|e| e.expect("a directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == ext))
        .collect();
    files.sort();
    files
}

/// The perft files: the five games' in `perft/`, defined games' in `perft/definitions/`,
/// definitions with the five games' module keys in `perft/modules/`, Interactive Diagram
/// texts in `perft/diagrams/`.
fn perft_files() -> Vec<PathBuf> {
    let mut files = files_in(&perft_dir(), "perft");
    files.extend(files_in(&perft_dir().join("definitions"), "perft"));
    files.extend(files_in(&perft_dir().join("modules"), "perft"));
    files.extend(files_in(&perft_dir().join("fsf"), "perft"));
    files.extend(files_in(&perft_dir().join("diagrams"), "perft"));
    files
}

/// The settings of the section `name` of a definition file in `engine/tests/definitions/`
/// (or its `fsf/`, the oracle's copies of Fairy-Stockfish's example sections), or of a
/// built-in definition of that name (Fairy-Stockfish's built-in variants).
fn defined_game(name: &str) -> Option<Settings> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/definitions");
    let mut files = files_in(&dir, "ini");
    files.extend(files_in(&dir.join("fsf"), "ini"));
    // The Interactive Diagram texts that play (issue 63; the others are refused by name).
    let diagrams = files_in(&dir.join("../diagrams"), "txt")
        .into_iter()
        .filter(|f| {
            let text = std::fs::read_to_string(f).expect("readable diagram");
            engine::definition::parse_definitions(&text).is_ok()
        });
    files.extend(diagrams);
    let found = files.iter().find_map(|f| {
        let text = std::fs::read_to_string(f).expect("readable definition file");
        let defs =
            engine::definition::parse_definitions(&text).unwrap_or_else(|e| panic!("{f:?}: {e}"));
        defs.into_iter()
            .find(|d| d.name == name)
            .map(Settings::defined)
    });
    found.or_else(|| engine::definition::builtin(name).map(Settings::defined))
}

/// Applies a `material` or `option` directive to `settings`.
fn apply(settings: &mut Settings, key: &str, value: &str, at: &str) {
    match (settings.variant, key) {
        (Variant::ChessNim, "material") => {
            settings.chessnim.material = ChessNimSettings::parse_material(value)
                .unwrap_or_else(|e| panic!("{at}: bad material: {e}"));
        }
        (Variant::ChessNim, "option") => {
            let mut parts = value.split_whitespace();
            match (parts.next(), parts.next(), parts.next()) {
                (Some("pawns_on_last_rank"), Some(v @ ("true" | "false")), None) => {
                    settings.chessnim.pawns_on_last_rank = v == "true";
                }
                _ => panic!("{at}: unknown ChessNim option '{value}'"),
            }
        }
        (v, _) => panic!("{at}: '{key}' is not a setting of {}", v.name()),
    }
}

/// Checks that every position of a file has a perft line.
fn every_position_counted(records: &[Record]) {
    for r in records {
        assert!(
            !r.perft.is_empty(),
            "{}: '{}' has no perft line",
            r.at,
            r.id
        );
    }
}

/// The position a `reads-as` or `perft` line belongs to: the last one read, when its `fen`
/// has come (`complete`).
fn last_position(records: &mut [Record], complete: bool) -> Option<&mut Record> {
    records.last_mut().filter(|_| complete)
}

/// The settings of the game a `variant` line names: one of our five, or a definition's
/// section (`defined_game`).
fn named_game(value: &str, at: &str) -> Settings {
    Variant::from_name(value)
        .map(Settings::new)
        .or_else(|| defined_game(value))
        .unwrap_or_else(|| panic!("{at}: unknown variant '{value}'"))
}

/// A new position `id` (named `value`, at `at`): its name, where it is, and the file's
/// settings, which its lines may change until its `fen`.
fn new_id(
    records: &[Record],
    defaults: Option<&Settings>,
    value: &str,
    at: &str,
) -> (String, String, Settings) {
    assert!(!value.is_empty(), "{at}: the id has no name");
    assert!(
        records.iter().all(|r| r.id != value),
        "{at}: id '{value}' is used twice"
    );
    let s = defaults.cloned().unwrap_or_else(|| {
        panic!("{at}: no variant (name the file after the game or add a 'variant' line)")
    });
    (value.to_string(), at.to_string(), s)
}

/// The depth and node count of a `perft DEPTH NODES` line's value.
fn perft_numbers(value: &str, at: &str) -> (u32, u64) {
    let nums: Vec<u64> = value
        .split_whitespace()
        .map(|n| {
            n.parse()
                .unwrap_or_else(|_| panic!("{at}: '{n}' is not a number"))
        })
        .collect();
    let [depth, nodes] = nums[..] else {
        panic!("{at}: expected 'perft DEPTH NODES'");
    };
    (depth as u32, nodes)
}

fn parse_file(path: &Path) -> Vec<Record> {
    let name = path.file_name().unwrap().to_string_lossy().to_string();
    let stem = path.file_stem().unwrap().to_string_lossy().to_string();
    let text = std::fs::read_to_string(path).expect("readable perft file");
    let mut defaults = Variant::from_name(&stem).map(Settings::new);
    let mut records: Vec<Record> = Vec::new();
    // The position being read: its settings until its `fen` line.
    let mut pending: Option<(String, String, Settings)> = None;
    for (i, raw) in text.lines().enumerate() {
        let at = format!("{name}:{}", i + 1);
        let (line, note) = raw.split_once('#').unwrap_or((raw, ""));
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        let (key, value) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
        let value = value.trim();
        match key {
            "variant" => {
                assert!(
                    records.is_empty() && pending.is_none(),
                    "{at}: 'variant' belongs before the first id"
                );
                defaults = Some(named_game(value, &at));
            }
            "material" | "option" => {
                let target = match (&mut pending, records.last()) {
                    (Some((_, _, s)), _) => s,
                    (None, None) => defaults
                        .as_mut()
                        .unwrap_or_else(|| panic!("{at}: no variant given")),
                    (None, Some(_)) => {
                        panic!("{at}: '{key}' after a position's fen: put it after an id")
                    }
                };
                apply(target, key, value, &at);
            }
            "id" => {
                assert!(pending.is_none(), "{at}: the previous id has no fen");
                pending = Some(new_id(&records, defaults.as_ref(), value, &at));
            }
            "fen" => {
                let (id, id_at, settings) = pending
                    .take()
                    .unwrap_or_else(|| panic!("{at}: a fen without an id"));
                records.push(Record {
                    at: id_at,
                    id,
                    settings,
                    fen: value.to_string(),
                    reads_as: None,
                    perft: Vec::new(),
                    notes: Vec::new(),
                });
            }
            "reads-as" => {
                let r = last_position(&mut records, pending.is_none());
                let r = r.unwrap_or_else(|| panic!("{at}: 'reads-as' belongs after a fen"));
                r.reads_as = Some(value.to_string());
            }
            "perft" => {
                let r = last_position(&mut records, pending.is_none());
                let r = r.unwrap_or_else(|| panic!("{at}: a perft line outside a position"));
                let (depth, nodes) = perft_numbers(value, &at);
                r.perft.push((depth, nodes, at));
                r.notes.push(note.trim().to_string());
            }
            other => panic!("{at}: unknown directive '{other}'"),
        }
    }
    assert!(pending.is_none(), "{name}: the last id has no fen");
    every_position_counted(&records);
    records
}

fn all_records() -> Vec<Record> {
    let files = perft_files();
    assert!(!files.is_empty(), "no .perft file in {:?}", perft_dir());
    files.iter().flat_map(|f| parse_file(f)).collect()
}

fn position(r: &Record) -> Position {
    let pos = Position::from_fen(&r.settings, &r.fen)
        .unwrap_or_else(|e| panic!("{} ({}): {e}", r.at, r.id));
    assert_eq!(
        pos.to_fen(),
        *r.reads_as.as_ref().unwrap_or(&r.fen),
        "{} ({}): the FEN should read back",
        r.at,
        r.id
    );
    pos
}

// ---------------------------------------------------------------------------------------
// Brute force for drop games: every kind on every square, judged by `check` alone.
// ---------------------------------------------------------------------------------------

/// Whether the rules allow drop `m`, worked out from the rule book's words with no help
/// from the engine's move generator: an empty playable square, a piece in hand, the pawn
/// setting (`CN-8`), and fewer free squares afterwards (`CN-6`).
fn rule_allows(pos: &Position, m: &Move) -> bool {
    let Move::Drop { kind, to } = *m else {
        return false;
    };
    let rules = pos.rules();
    let g = rules.geometry();
    if !g.is_playable(to) || pos.occupied().contains(to) || !pos.hand(pos.turn()).has(kind) {
        return false;
    }
    if rules.kind(kind).is_pawn && !rules.pawns_on_last_rank() {
        let last = if pos.turn().0 == 0 { g.height() - 1 } else { 0 };
        if to.rank() == last {
            return false;
        }
    }
    let mut after = pos.clone();
    after.play_unchecked(m);
    after.free_squares().count() < pos.free_squares().count()
}

/// Leaves `depth` plies below `pos`, trying every kind on every square with `check`.
/// Where `check` says the game is over, the rule book is asked directly that no drop is
/// allowed, so that the count never leans on the generator (which `outcome` uses).
fn brute_perft(pos: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let kinds = pos.rules().kinds().len();
    let mut n = 0;
    for k in 0..kinds {
        for s in pos.rules().geometry().squares() {
            let m = Move::Drop {
                kind: Kind(k as u8),
                to: s,
            };
            match pos.check(&m) {
                Ok(()) => {
                    let mut child = pos.clone();
                    child.play_unchecked(&m);
                    n += brute_perft(&child, depth - 1);
                }
                Err(PlayError::GameOver) => {
                    assert!(
                        !rule_allows(pos, &m),
                        "check says the game is over in {pos:?}, but {} is allowed",
                        m.to_uci(pos.rules())
                    );
                }
                Err(_) => {}
            }
        }
    }
    n
}

/// `check` calls a brute-force count of `depth` plies makes.
fn brute_cost(pos: &Position, depth: u32) -> u64 {
    let per_node =
        pos.rules().kinds().len() as u64 * pos.rules().geometry().playable().count() as u64;
    let inner: u64 = (0..depth).map(|d| perft(pos, d)).sum();
    inner * per_node
}

fn is_drop_game(v: Variant) -> bool {
    v == Variant::ChessNim
}

// ---------------------------------------------------------------------------------------
// Tests
// ---------------------------------------------------------------------------------------

/// Plays the built-in game's own definition text `section` (e.g. `[nn:nastyneighbours]`,
/// which switches its module key on) through the definition path, and checks it against
/// every line of the built-in game's perft `file` up to `max_nodes` leaves; at least
/// `min_lines` lines.
fn definition_gives_builtin_perft(section: &str, file: &str, max_nodes: u64, min_lines: usize) {
    let defs = engine::definition::parse_definitions(section).expect("parses");
    let s = Settings::defined(defs.last().cloned().expect("a section"));
    let mut checked = 0;
    for r in parse_file(&perft_dir().join(file)) {
        let p = Position::from_fen(&s, &r.fen).unwrap_or_else(|e| panic!("{}: {e}", r.at));
        for (depth, nodes, at) in r.perft.iter().filter(|(_, n, _)| *n <= max_nodes) {
            assert_eq!(perft(&p, *depth), *nodes, "{at}");
            checked += 1;
        }
    }
    assert!(checked >= min_lines, "{file}: {checked} lines");
}

#[test]
fn nn_3_conquest_in_a_definition_counts_as_nasty_neighbours_perft_file() {
    // `x-conquest` (KEYS.md): every line cheap enough for a test run.
    definition_gives_builtin_perft(
        "[nn:nastyneighbours]\n",
        "nastyneighbours.perft",
        60_000,
        20,
    );
}

#[test]
fn ce_4_powers_in_a_definition_count_as_chessence_perft_file() {
    // `x-chessencePowers` (KEYS.md): the generic module, not the packed 6×9 board, gives
    // every line.
    definition_gives_builtin_perft("[ce:chessence]\n", "chessence.perft", 2_000_000, 10);
}

#[test]
fn ar_4_secret_deployment_in_a_definition_counts_as_arnhem_perft_file() {
    // `x-secretDeployment` with its zones, and the hand-capture and pawn-drop keys
    // (KEYS.md): every line up to two million leaves, deployment and change included.
    definition_gives_builtin_perft("[ar:arnhem]\n", "arnhem.perft", 2_000_000, 10);
}

#[test]
fn vi_x_players_in_a_definition_counts_as_vimes_perft_file() {
    // `x-players = 3` (KEYS.md): Vimes' rules reading their army, zones and castling from
    // the definition give every line up to two million leaves.
    definition_gives_builtin_perft("[vi:vimes]\n", "vimes.perft", 2_000_000, 14);
}

#[test]
fn perft_files_are_well_formed() {
    let records = all_records();
    assert!(records.len() >= 10, "{} positions", records.len());
    for r in &records {
        position(r);
        let mut depths: Vec<u32> = r.perft.iter().map(|p| p.0).collect();
        depths.dedup();
        assert_eq!(
            depths.len(),
            r.perft.len(),
            "{}: a depth is given twice",
            r.at
        );
    }
}

#[test]
fn perft_every_line() {
    for r in all_records() {
        let pos = position(&r);
        for (depth, nodes, at) in &r.perft {
            assert_eq!(
                perft(&pos, *depth),
                *nodes,
                "{at} ({}): perft {depth}",
                r.id
            );
        }
        // divide splits the smallest count move by move.
        let (depth, nodes, at) = &r.perft[0];
        let parts = divide(&pos, *depth);
        assert_eq!(parts.len() as u64, perft(&pos, 1), "{at}");
        assert_eq!(
            parts.iter().map(|p| p.1).sum::<u64>(),
            *nodes,
            "{at}: divide"
        );
    }
}

#[test]
fn perft_agrees_with_brute_force_where_cheap() {
    let mut checked = 0;
    for r in all_records() {
        if !is_drop_game(r.settings.variant) {
            continue;
        }
        let pos = position(&r);
        for (depth, nodes, at) in &r.perft {
            if brute_cost(&pos, *depth) <= BRUTE_BUDGET {
                assert_eq!(
                    brute_perft(&pos, *depth),
                    *nodes,
                    "{at} ({}): brute force",
                    r.id
                );
                checked += 1;
            }
        }
    }
    assert!(checked >= 20, "only {checked} lines were brute-forced");
}

#[test]
#[ignore = "slow: run with --release -- --ignored"]
fn perft_brute_force_every_line() {
    for r in all_records() {
        if !is_drop_game(r.settings.variant) {
            continue;
        }
        let pos = position(&r);
        for (depth, nodes, at) in &r.perft {
            let t = std::time::Instant::now();
            assert_eq!(
                brute_perft(&pos, *depth),
                *nodes,
                "{at} ({}): brute force",
                r.id
            );
            eprintln!(
                "{at} {} perft {depth} {nodes}: brute force agrees ({:?})",
                r.id,
                t.elapsed()
            );
        }
    }
}

#[test]
fn brute_force_sees_what_the_rule_book_says() {
    // The tiny positions worked out by hand in chessnim.perft, straight from the helpers.
    let mut s = Settings::new(Variant::ChessNim);
    s.chessnim.material = ChessNimSettings::kings_only_material();
    let pos = Position::from_fen(&s, "3/3/3[K*k*] w - - 0 1").unwrap();
    assert_eq!(brute_perft(&pos, 1), 9);
    assert_eq!(brute_perft(&pos, 2), 56);
    // The centre king ends the game at once; nothing follows it.
    let centre: Square = "b2".parse().unwrap();
    let mut after = pos.clone();
    after.play_unchecked(&Move::Drop {
        kind: Kind(0),
        to: centre,
    });
    assert_eq!(after.free_squares(), SquareSet::EMPTY);
    assert_eq!(brute_perft(&after, 1), 0);
}

#[test]
fn perft_notes_say_how_each_line_is_checked() {
    // A drop game's line says "brute, every run" exactly when the test above brute-forces
    // it on every run, and "brute, once" otherwise, so the file never claims more.
    for r in all_records() {
        if !is_drop_game(r.settings.variant) {
            continue;
        }
        let pos = position(&r);
        for ((depth, _, at), note) in r.perft.iter().zip(&r.notes) {
            let every_run = brute_cost(&pos, *depth) <= BRUTE_BUDGET;
            let want = if every_run {
                "brute, every run"
            } else {
                "brute, once"
            };
            assert!(note.contains(want), "{at}: the note should say '{want}'");
        }
    }
}
