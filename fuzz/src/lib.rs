//! The fuzz targets' logic, as plain functions of the input bytes (RELIABILITY.md).
//!
//! cargo-fuzz (libFuzzer) drives each function from a tiny binary in `fuzz_targets/` for
//! the long runs; `cli/tests/fuzz_targets.rs` includes this file and calls the same
//! functions on a deterministic pseudo-random corpus, so `cargo test` (and CI, which has no
//! cargo-fuzz) runs every target too. A target returns normally on any input the engine
//! refuses; it panics only when an invariant breaks:
//!
//! - [`betza`]: the Betza parser (`SH-2`) never panics, an error names a character that is
//!   really at the position it gives, and a parsed piece compiles into movement tables on
//!   boards of several shapes (1×1, 5×7 and 16×5 with holes) that never reach a hole.
//! - [`fen`]: FEN reading for every game; a `Setup` prints back to itself; an accepted
//!   position round-trips through its FEN, has no piece on a hole, and its legal moves
//!   (a sample) pass `check`.
//! - [`moves`]: `Move::parse_uci` on any text, then `check` and `play` on seed positions of
//!   every game agree with `legal_moves`.
//! - [`random_play`]: a seed position (from the perft files, optionally mutated by the
//!   input) then legal moves chosen by the input bytes, each one checked.
//! - [`uci`]: the CLI's command loop on arbitrary lines never panics and keeps a valid
//!   position.
//! - [`record`]: game-record import (`engine::record`) never panics; a parsed record prints
//!   back to text that parses to the same record (and prints the same); a record that
//!   replays gives a game whose own record replays to the same game.
//! - [`link`]: the link decoder (`engine::link`) never panics; a decoded link encodes to
//!   text that decodes to the same link (and encodes the same); a link whose game replays
//!   gives a game whose own link replays to the same game.
//!
//! Defined games (issue 34, item 7):
//!
//! - [`definition`]: the definition reader (`engine::definition`) on any text never panics;
//!   an error's line is within the text (0 only for the text as a whole); every section it
//!   accepts is within the limits and either starts or is refused with a reason, and a
//!   start is sound and its moves consistent.
//! - [`defined_play`]: the input builds a random definition
//!   (`variantarium_cli::soak_defined::random_definition`, the soak's generator) and then
//!   chooses legal moves, every position checked.
//! - [`def_link`]: links carrying `def=`, built from the input around valid definitions
//!   (or read as they are), through [`link`]'s checks; a link built right replays.

use engine::definition::{find_definition, parse_definitions, MAX_TEXT};
use engine::link::{encode_value, Link};
use engine::record::Record;
use engine::{
    betza, ChessNimSettings, Game, Geometry, Move, MoveTables, PieceKind, PlayError, Position,
    Settings, Setup, Square, SquareSet, Variant,
};
use std::sync::OnceLock;
use variantarium_cli::soak_defined::{self, random_definition, random_move, Bytes, Chooser};
use variantarium_cli::uci::{Flow, Session};

/// At most this many plies per input in [`random_play`] (keeps one input cheap, so that
/// millions of them run in minutes).
pub const MAX_PLIES: usize = 8;

/// How many settings [`settings_for`] chooses among.
pub const SETTINGS_COUNT: u8 = 11;

/// Games defined as data ([`engine::definition`]) that the targets play: crazyhouse,
/// Capablanca, king of the hill and a king-capture game (from the engine's test files).
pub fn defined_games() -> &'static [engine::definition::Definition] {
    static DEFS: OnceLock<Vec<engine::definition::Definition>> = OnceLock::new();
    DEFS.get_or_init(|| {
        let text = [
            include_str!("../../engine/tests/definitions/crazyhouse.ini"),
            include_str!("../../engine/tests/definitions/capablanca.ini"),
            include_str!("../../engine/tests/definitions/kingofthehill.ini"),
        ]
        .join("\n");
        let wanted = ["drop-house", "capa10x8", "hill", "king-capture"];
        let all = engine::definition::parse_definitions(&text).unwrap_or_default();
        wanted
            .iter()
            .filter_map(|w| all.iter().find(|d| d.name == *w).cloned())
            .collect()
    })
}

/// The settings an input byte selects: every game, ChessNim with several materials
/// (orthodox, kings only and unlimited, fairy Betza pieces without the `CN-8` last rank),
/// and the [`defined_games`].
pub fn settings_for(byte: u8) -> Settings {
    let mut s = Settings::new(Variant::ChessNim);
    match byte % SETTINGS_COUNT {
        1 => s.chessnim.material = ChessNimSettings::kings_only_material(),
        2 => {
            if let Ok(m) = ChessNimSettings::parse_material(
                "K:K:*, A:NN:2, Z:C:3, X:nD7nA7:1, H:fmWfcFifmnD:4, G:vRsN2:1",
            ) {
                s.chessnim.material = m;
            }
            s.chessnim.pawns_on_last_rank = false;
        }
        3 => s.variant = Variant::Chessence,
        4 => s.variant = Variant::Arnhem,
        5 => s.variant = Variant::NastyNeighbours,
        6 => s.variant = Variant::Vimes,
        n @ 7.. => {
            if let Some(d) = defined_games().get(usize::from(n - 7)) {
                s = Settings::defined(d.clone());
            }
        }
        _ => {}
    }
    s
}

/// The positions of the perft files (every game, starts and middle games) plus the
/// starting positions of the settings of [`settings_for`], read once.
pub fn seeds() -> &'static [(Settings, Position)] {
    static SEEDS: OnceLock<Vec<(Settings, Position)>> = OnceLock::new();
    SEEDS.get_or_init(|| {
        let files = [
            (
                Variant::ChessNim,
                include_str!("../../engine/tests/perft/chessnim.perft"),
            ),
            (
                Variant::Chessence,
                include_str!("../../engine/tests/perft/chessence.perft"),
            ),
            (
                Variant::Arnhem,
                include_str!("../../engine/tests/perft/arnhem.perft"),
            ),
            (
                Variant::NastyNeighbours,
                include_str!("../../engine/tests/perft/nastyneighbours.perft"),
            ),
            (
                Variant::Vimes,
                include_str!("../../engine/tests/perft/vimes.perft"),
            ),
        ];
        let mut out = Vec::new();
        for b in 0..SETTINGS_COUNT {
            let s = settings_for(b);
            if let Ok(p) = Position::start(&s) {
                out.push((s, p));
            }
        }
        let mut quick = Settings::new(Variant::Arnhem);
        quick.arnhem.deployment = false;
        if let Ok(p) = Position::start(&quick) {
            out.push((quick, p));
        }
        let defined_files = [
            (
                "drop-house",
                include_str!("../../engine/tests/perft/definitions/drop-house.perft"),
            ),
            (
                "capa10x8",
                include_str!("../../engine/tests/perft/definitions/capa10x8.perft"),
            ),
            (
                "hill",
                include_str!("../../engine/tests/perft/definitions/hill.perft"),
            ),
            (
                "king-capture",
                include_str!("../../engine/tests/perft/definitions/king-capture.perft"),
            ),
        ];
        let files = files
            .into_iter()
            .map(|(v, text)| (Settings::new(v), text))
            .chain(defined_files.into_iter().filter_map(|(name, text)| {
                let d = defined_games().iter().find(|d| d.name == name)?;
                Some((Settings::defined(d.clone()), text))
            }));
        for (defaults, text) in files {
            let mut current = defaults.clone();
            for line in text.lines() {
                let line = line.split('#').next().unwrap_or("").trim();
                let (key, value) = line.split_once(' ').unwrap_or((line, ""));
                match key {
                    "id" => current = defaults.clone(),
                    "material" => {
                        if let Ok(m) = ChessNimSettings::parse_material(value) {
                            current.chessnim.material = m;
                        }
                    }
                    "option" => {
                        current.chessnim.pawns_on_last_rank =
                            !value.contains("pawns_on_last_rank false")
                    }
                    "fen" => {
                        if let Ok(p) = Position::from_fen(&current, value) {
                            out.push((current.clone(), p));
                        }
                    }
                    _ => {}
                }
            }
        }
        out
    })
}

/// What every position must satisfy: no piece off the board or on a hole (`SH-1`), the
/// occupancy sets agree with the board, and the FEN reads back as the same position.
pub fn assert_sound(settings: &Settings, pos: &Position) {
    let g = pos.rules().geometry();
    let mut seen = SquareSet::EMPTY;
    for p in 0..pos.rules().player_count() {
        let player = engine::Player(p);
        for sq in pos.pieces_of(player) {
            assert!(
                g.is_playable(sq),
                "a piece on {sq}, a hole or off the board"
            );
            assert_eq!(
                pos.piece_at(sq).map(|x| x.player),
                Some(player),
                "the board and the sets disagree on {sq} in {pos:?}"
            );
            seen.insert(sq);
        }
    }
    assert_eq!(seen, pos.occupied(), "occupied set of {pos:?}");
    let fen = pos.to_fen();
    match Position::from_fen(settings, &fen) {
        Ok(back) => {
            assert_eq!(&back, pos, "FEN round trip of {fen}");
            assert_eq!(back.to_fen(), fen, "FEN text round trip");
        }
        Err(e) => panic!("the position's own FEN '{fen}' is refused: {e}"),
    }
}

/// Checks that `pos`'s verdicts agree: with no outcome every legal move (of the first
/// `sample`) passes `check` and plays; with an outcome `check` refuses them all; no legal
/// move means the game is over.
pub fn assert_moves_consistent(pos: &Position, sample: usize) -> Vec<Move> {
    let legal: Vec<Move> = pos.legal_moves().to_vec();
    let over = pos.outcome();
    if legal.is_empty() {
        assert!(over.is_some(), "no legal move but no outcome in {pos:?}");
    }
    let rules = pos.rules();
    for m in legal.iter().take(sample) {
        let text = m.to_uci(rules);
        assert_eq!(
            Move::parse_uci(&text, rules).ok(),
            Some(*m),
            "'{text}' does not read back in {pos:?}"
        );
        match (over, pos.check(m)) {
            (None, Ok(())) => {
                if let Err(e) = pos.play(m) {
                    panic!("legal move {text} refused by play in {pos:?}: {e}");
                }
            }
            (None, Err(e)) => panic!("legal move {text} refused by check in {pos:?}: {e}"),
            (Some(_), Ok(())) => panic!("{text} accepted after the game ended in {pos:?}"),
            (Some(_), Err(_)) => {}
        }
    }
    legal
}

/// Fuzz target: the Betza parser.
pub fn betza(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if text.len() > 64 {
        return;
    }
    match betza::parse(text) {
        Ok(b) => {
            for c in &b.components {
                assert!(
                    !c.vectors.is_empty(),
                    "'{text}': a component without vectors"
                );
                for &(x, y) in &c.vectors {
                    assert!(x.abs() <= 3 && y.abs() <= 3, "'{text}': leap ({x},{y})");
                }
            }
            let Ok(kind) = PieceKind::new('X', "fuzzed", text) else {
                panic!("'{text}' parses but is refused as a piece");
            };
            let kinds = [kind];
            let holes: SquareSet = [Square::new(2, 2), Square::new(3, 4), Square::new(15, 0)]
                .into_iter()
                .collect();
            for (w, h, holes) in [(1, 1, SquareSet::EMPTY), (5, 7, holes), (16, 5, holes)] {
                if let Ok(g) = Geometry::new(u32::from(w), u32::from(h), holes) {
                    let t = MoveTables::new(&g, &kinds);
                    let occ = SquareSet::from_square(Square::new(1, 1));
                    for sq in [
                        Square::new(0, 0),
                        Square::new(2, 3),
                        Square::new(w - 1, h - 1),
                    ] {
                        if !g.is_playable(sq) {
                            continue;
                        }
                        for orient in 0..2 {
                            let a = t.attacks(0, orient, sq, &occ);
                            assert!(
                                (a - g.playable()).is_empty(),
                                "'{text}' attacks a hole or off the board from {sq}"
                            );
                        }
                    }
                }
            }
        }
        Err(e) => {
            let chars: Vec<char> = text.chars().collect();
            assert!(e.position <= chars.len(), "'{text}': {e} is past the end");
            if let Some(c) = e.character {
                assert!(e.position >= 1, "'{text}': {e} names no position");
                assert_eq!(
                    chars[e.position - 1],
                    c,
                    "'{text}': {e} names the wrong one"
                );
            }
            assert!(!e.to_string().is_empty());
        }
    }
}

/// Fuzz target: FEN reading for every game. The first byte chooses the settings, the rest
/// is the FEN.
pub fn fen(data: &[u8]) {
    let Some((&which, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let Ok(setup) = Setup::parse(text) else {
        return;
    };
    let printed = setup.to_string();
    match Setup::parse(&printed) {
        Ok(back) => assert_eq!(back, setup, "Setup round trip of '{text}' via '{printed}'"),
        Err(e) => panic!("'{text}' reads but its printed form '{printed}' does not: {e}"),
    }
    let settings = settings_for(which);
    let Ok(pos) = Position::from_setup(&settings, &setup) else {
        return;
    };
    assert_sound(&settings, &pos);
    for p in 0..3 {
        let _ = pos.in_check(engine::Player(p));
    }
    assert_moves_consistent(&pos, 4);
}

/// Fuzz target: move text. The first byte chooses a seed position, the rest is read as a
/// move; `check`, `play` and `legal_moves` must agree on it.
pub fn moves(data: &[u8]) {
    let Some((&which, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let seeds = seeds();
    let (settings, pos) = &seeds[which as usize % seeds.len()];
    let Ok(m) = Move::parse_uci(text, pos.rules()) else {
        return;
    };
    let legal = pos.legal_moves();
    match pos.play(&m) {
        Ok(next) => {
            assert!(
                legal.contains(&m),
                "{text} plays but is not legal in {pos:?}"
            );
            assert_sound(settings, &next);
        }
        Err(PlayError::GameOver) => assert!(pos.outcome().is_some()),
        Err(_) => assert!(
            !legal.contains(&m) || pos.outcome().is_some(),
            "{text} is legal but refused in {pos:?}"
        ),
    }
}

/// Characters a FEN mutation writes: what FENs are made of.
const FEN_CHARS: &[u8] = b"0123456789*/[]~- KQRBNPCkqrbnpcwbr!";

/// Fuzz target: random play. Input: a seed index, a number of FEN mutations with their
/// (position, character) bytes, then one byte per ply choosing among the legal moves (a
/// byte from 0xf0 also plays the move in a [`Game`] and takes it back with [`Game::undo`]).
pub fn random_play(data: &[u8]) {
    let mut bytes = data.iter().copied();
    let (Some(a), Some(b)) = (bytes.next(), bytes.next()) else {
        return;
    };
    let seeds = seeds();
    let (settings, seed) = &seeds[usize::from(a) % seeds.len()];
    let mutations = b % 4;
    let mut pos = seed.clone();
    if mutations > 0 {
        let mut fen = seed.to_fen().into_bytes();
        for _ in 0..mutations {
            let (Some(at), Some(c)) = (bytes.next(), bytes.next()) else {
                return;
            };
            let at = usize::from(at) % fen.len();
            fen[at] = FEN_CHARS[usize::from(c) % FEN_CHARS.len()];
        }
        let Ok(text) = String::from_utf8(fen) else {
            return;
        };
        pos = match Position::from_fen(settings, &text) {
            Ok(p) => p,
            Err(_) => return,
        };
        assert_sound(settings, &pos);
    }
    for choice in bytes.take(MAX_PLIES) {
        let legal = pos.legal_moves();
        if legal.is_empty() {
            assert!(
                pos.outcome().is_some(),
                "no legal move, no outcome: {pos:?}"
            );
            return;
        }
        let m = legal[usize::from(choice) % legal.len()];
        let next = match pos.play(&m) {
            Ok(next) => next,
            // The fifty-move rule or a bare king can end a game with moves left.
            Err(PlayError::GameOver) if pos.outcome().is_some() => return,
            Err(e) => panic!(
                "legal move {} refused in {pos:?}: {e}",
                m.to_uci(pos.rules())
            ),
        };
        let g = next.rules().geometry();
        assert!(
            (next.occupied() - g.playable()).is_empty(),
            "a piece on a hole after {} in {pos:?}",
            m.to_uci(pos.rules())
        );
        if pos.rules().variant() == Variant::NastyNeighbours {
            assert_eq!(
                next.occupied().count(),
                pos.occupied().count(),
                "NN-3: nothing leaves the board"
            );
        }
        if choice >= 0xf0 {
            // Take the move back through a game record: the position before comes back.
            let mut game = Game::from_position(settings, pos.clone());
            assert!(game.play(&m).is_ok() || game.outcome().is_some());
            if game.moves().len() == 1 {
                assert_eq!(game.position(), &next, "the game and the position agree");
                assert_eq!(game.undo(), Some(m));
                assert_eq!(game.position(), &pos, "undo restores the position");
            }
        }
        pos = next;
    }
    assert_sound(settings, &pos);
    assert_moves_consistent(&pos, 2);
}

/// The longest line [`uci`] hands over, and the most lines per input.
const MAX_LINE: usize = 512;
const MAX_LINES: usize = 8;

/// Fuzz target: the CLI's command loop. The input is split into lines and each handed to
/// one session; commands whose work grows without bound (`bench`, `soak`, `go` other than
/// `go perft 1`) are skipped, as a fuzzer cannot tell slow from stuck.
pub fn uci(data: &[u8]) {
    let Ok(mut session) = Session::new() else {
        panic!("the default session starts");
    };
    let text = String::from_utf8_lossy(data);
    for line in text.lines().take(MAX_LINES) {
        if line.len() > MAX_LINE {
            continue;
        }
        let tokens: Vec<&str> = line.split_whitespace().collect();
        match tokens.as_slice() {
            ["bench", ..] | ["soak", ..] => continue,
            ["go", "perft", "1"] => {}
            ["go", ..] => continue,
            _ => {}
        }
        let mut out = Vec::new();
        match session.handle(line, &mut out) {
            Ok(Flow::Quit) => break,
            Ok(_) => {}
            Err(e) => panic!("writing to a Vec failed: {e}"),
        }
        assert!(
            std::str::from_utf8(&out).is_ok(),
            "the reply to {line:?} is not UTF-8"
        );
    }
    let pos = session.position();
    let fen = pos.to_fen();
    assert!(
        Position::from_fen(session.settings(), &fen).as_ref() == Ok(pos),
        "the session's position does not round-trip: {fen}"
    );
}

/// Whether two games are the same: settings, start and moves.
fn same_game(a: &Game, b: &Game) -> bool {
    a.settings() == b.settings() && a.start() == b.start() && a.moves() == b.moves()
}

/// Fuzz target: game-record import. The input is the record's text.
pub fn record(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(rec) = Record::parse(text) else {
        return;
    };
    let printed = rec.to_text();
    match Record::parse(&printed) {
        Ok(back) => {
            assert_eq!(back, rec, "record round trip of {text:?} via {printed:?}");
            assert_eq!(
                back.to_text(),
                printed,
                "record text round trip of {text:?}"
            );
        }
        Err(e) => panic!("{text:?} reads but its printed form {printed:?} does not: {e}"),
    }
    let Ok(game) = rec.replay() else {
        return;
    };
    let own = Record::from_game(&game).to_text();
    match engine::record::read_game(&own) {
        Ok(again) => assert!(same_game(&again, &game), "replay of {own:?}"),
        Err(e) => panic!("the record of a replayed game is refused: {e}\n{own}"),
    }
    assert_sound(game.settings(), game.position());
}

/// Fuzz target: the link (URL parameter and embed) decoder. The input is the fragment.
pub fn link(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(l) = Link::decode(text) else {
        return;
    };
    let encoded = l.encode();
    match Link::decode(&encoded) {
        Ok(back) => {
            assert_eq!(back, l, "link round trip of {text:?} via {encoded:?}");
            assert_eq!(back.encode(), encoded, "link text round trip of {text:?}");
        }
        Err(e) => panic!("{text:?} decodes but its encoding {encoded:?} does not: {e}"),
    }
    let Ok((game, ply)) = l.game() else {
        return;
    };
    assert!(ply <= game.moves().len(), "ply {ply} past the end");
    let own = Link::from_game(&game).encode();
    match Link::decode(&own).map(|x| x.game()) {
        Ok(Ok((again, n))) => {
            assert!(same_game(&again, &game), "replay of {own:?}");
            assert_eq!(n, game.moves().len());
        }
        Ok(Err(e)) | Err(e) => panic!("the link of a replayed game is refused: {e}\n{own}"),
    }
}

/// The definition texts of the engine's tests (`engine/tests/definitions/*.ini`), the seeds
/// of [`def_link`] and of the corpus of [`definition`].
pub const DEFINITION_FILES: [&str; 10] = [
    include_str!("../../engine/tests/definitions/arnhem.ini"),
    include_str!("../../engine/tests/definitions/big.ini"),
    include_str!("../../engine/tests/definitions/capablanca.ini"),
    include_str!("../../engine/tests/definitions/crazyhouse.ini"),
    include_str!("../../engine/tests/definitions/holes.ini"),
    include_str!("../../engine/tests/definitions/kingofthehill.ini"),
    include_str!("../../engine/tests/definitions/makruk.ini"),
    include_str!("../../engine/tests/definitions/orthodox.ini"),
    include_str!("../../engine/tests/definitions/pawns.ini"),
    include_str!("../../engine/tests/definitions/subtleties.ini"),
];

/// The worst definitions within the limits (`tests/fixtures/hostile/`).
pub const HOSTILE_FILES: [&str; 3] = [
    include_str!("../../tests/fixtures/hostile/betza-100.ini"),
    include_str!("../../tests/fixtures/hostile/deep-16.ini"),
    include_str!("../../tests/fixtures/hostile/riders-16x16.ini"),
];

/// At most this many sections of one text are started by [`definition`] (a text may hold
/// 64; starting each is the costly part).
pub const MAX_STARTS: usize = 6;

/// Fuzz target: the definition reader. The input is the text.
pub fn definition(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let lines = text.lines().count();
    let defs = match parse_definitions(text) {
        Ok(d) => d,
        Err(e) => {
            let shown = e.to_string();
            assert!(!e.reason.is_empty(), "an error without a reason: {e:?}");
            assert!(e.line <= lines, "{e}: line {} of {lines}", e.line);
            if e.line == 0 {
                // Only the text as a whole: too long, or no section at all.
                assert!(
                    text.len() > MAX_TEXT || !text.lines().any(|l| l.trim_start().starts_with('[')),
                    "{shown}: line 0, but the text has a section and is not too long"
                );
            } else {
                assert!(
                    shown.starts_with(&format!("line {}: ", e.line)),
                    "{shown} does not start with its line {}",
                    e.line
                );
            }
            return;
        }
    };
    assert!(!defs.is_empty(), "accepted with no section: {text:?}");
    assert!(defs.len() <= engine::definition::MAX_SECTIONS);
    for d in &defs {
        assert!(
            (1..=16).contains(&d.width) && (1..=16).contains(&d.height),
            "[{}] is {}x{}",
            d.name,
            d.width,
            d.height
        );
        assert!(
            d.pieces.len() <= 16,
            "[{}] has {} kinds",
            d.name,
            d.pieces.len()
        );
        assert!(
            (1..=lines).contains(&d.line),
            "[{}] on line {} of {lines}",
            d.name,
            d.line
        );
        assert_eq!(d.source, text, "[{}] does not keep its text", d.name);
    }
    for d in defs.iter().take(MAX_STARTS) {
        let settings = Settings::defined(d.clone());
        match Position::start(&settings) {
            Ok(pos) => {
                assert_sound(&settings, &pos);
                assert_moves_consistent(&pos, 4);
            }
            Err(e) => assert!(!e.to_string().is_empty(), "[{}]: an empty refusal", d.name),
        }
    }
    // A link finds each section by its name (the first and the last here).
    for d in [defs.first(), defs.last()].into_iter().flatten() {
        assert_eq!(
            find_definition(text, Some(&d.name)).as_ref(),
            Ok(d),
            "find_definition of [{}]",
            d.name
        );
    }
}

/// At most this many plies per input in [`defined_play`] (as [`MAX_PLIES`]: an input
/// costs about 0.3 ms, half of it building the movement tables of the new definition, so
/// that 10 million of them take under an hour).
pub const MAX_DEFINED_PLIES: usize = 8;

/// Fuzz target: random definitions played at random. The input's bytes make the choices
/// of the soak's generator (`soak_defined::random_definition`; a byte a choice, 0 once
/// they run out), and the bytes left choose legal moves, one a ply (at most
/// [`MAX_DEFINED_PLIES`]). Every position: no piece on a hole, the FEN reads back as the
/// same position, `check()` agrees with `legal_moves()` on a move-shaped input, and a
/// `Game` plays the move to the same position and `undo` gives back the one before.
pub fn defined_play(data: &[u8]) {
    let mut bytes = Bytes::new(data);
    let def = random_definition(&mut bytes);
    let Ok(settings) = soak_defined::settings_of(&def) else {
        return;
    };
    let Ok(mut pos) = Position::start(&settings) else {
        return;
    };
    let text = &def.text;
    if let Err(e) = soak_defined::check_sound(&settings, &pos) {
        panic!("the start: {e}\n{text}");
    }
    let mut game = Game::from_position(&settings, pos.clone());
    let rest = bytes.rest();
    for (ply, &choice) in rest.iter().take(MAX_DEFINED_PLIES).enumerate() {
        let legal = pos.legal_moves();
        if pos.outcome().is_none() {
            let shaped = random_move(&pos, &mut Bytes::new(&rest[ply + 1..]));
            assert_eq!(
                pos.check(&shaped).is_ok(),
                legal.contains(&shaped),
                "check() and legal_moves() disagree on {} in {pos:?}\n{text}",
                shaped.to_uci(pos.rules())
            );
        }
        if legal.is_empty() {
            assert!(
                pos.outcome().is_some(),
                "no legal move, no outcome: {pos:?}\n{text}"
            );
            return;
        }
        let m = legal[usize::from(choice) % legal.len()];
        let uci = m.to_uci(pos.rules());
        let next = match pos.play(&m) {
            Ok(next) => next,
            Err(PlayError::GameOver) if pos.outcome().is_some() => return,
            Err(e) => panic!("legal move {uci} refused in {pos:?}: {e}\n{text}"),
        };
        let g = next.rules().geometry();
        let sound = if (next.occupied() - g.playable()).is_empty() {
            soak_defined::check_sound(&settings, &next)
        } else {
            Err("a piece on a hole".to_string())
        };
        if let Err(e) = sound {
            panic!("after {uci} in {pos:?}: {e}\n{text}");
        }
        match game.play(&m) {
            Ok(()) => {}
            // A repetition (nFoldRule) ends the game, not the position.
            Err(PlayError::GameOver) if game.outcome().is_some() => return,
            Err(e) => panic!("Game::play refuses {uci} in {pos:?}: {e}\n{text}"),
        }
        assert_eq!(game.position(), &next, "the game and the position agree");
        assert_eq!(game.undo(), Some(m));
        assert_eq!(game.position(), &pos, "undo restores the position\n{text}");
        assert_eq!(game.position().to_fen(), pos.to_fen());
        assert!(game.play(&m).is_ok(), "{uci} replays after undo");
        pos = next;
    }
    assert_moves_consistent(&pos, 2);
}

/// The section names of each of [`DEFINITION_FILES`], read once.
fn definition_sections() -> &'static [Vec<String>] {
    static NAMES: OnceLock<Vec<Vec<String>>> = OnceLock::new();
    NAMES.get_or_init(|| {
        DEFINITION_FILES
            .iter()
            .map(|t| {
                parse_definitions(t)
                    .map(|d| d.into_iter().map(|d| d.name).collect())
                    .unwrap_or_default()
            })
            .collect()
    })
}

/// Characters [`def_link`] writes into a definition text: what definitions are made of.
const DEF_CHARS: &[u8] = b"[]:=#;\n\r *-/0123456789abcdefghkmnpqrswxyzKNPQRBW~@%&+";

/// Percent-encodes every byte of `text` (`%4A` for `J`; lower-case hex when `lower`).
fn encode_all(text: &str, lower: bool) -> String {
    text.bytes()
        .map(|b| {
            if lower {
                format!("%{b:02x}")
            } else {
                format!("%{b:02X}")
            }
        })
        .collect()
}

/// Fuzz target: links carrying a definition (`def=`). The first byte chooses: below 64,
/// the rest is the link's text, read as [`link`] reads it; otherwise the rest makes the
/// choices (a byte each, 0 once they run out) of a link built around a definition (one of
/// [`DEFINITION_FILES`] or a random one from the soak's generator): up to three edits of
/// its text, the section named or not (or a wrong one), how the text is encoded, up to 8
/// legal moves (one sometimes spoiled), a start FEN, a ply, the showing options, and the
/// order of the keys. Every link goes through [`link`]'s checks; besides, a link built
/// right (no edit, the text encoded, the right section, the moves as played) must decode
/// and replay to all its moves, and a link whose text the reader refuses must be refused
/// with the reader's reason (`def: ...`).
pub fn def_link(data: &[u8]) {
    let Some((&mode, rest)) = data.split_first() else {
        return;
    };
    if mode < 64 {
        link(rest);
        return;
    }
    let mut b = Bytes::new(rest);
    let Some((text, section, sections)) = def_link_source(mode, &mut b) else {
        return;
    };
    let edits = b.below(4);
    let Some(text) = edited(text, edits, &mut b) else {
        return;
    };
    // Which section the link names.
    let (game, right_game) = match b.below(5) {
        0 | 1 => (Some(section.clone()), true),
        2 => (None, sections == 1),
        3 => (Some(format!("{section}x")), false),
        _ => (Some("chess".to_string()), false),
    };
    // How the text is written in the link.
    let (def_value, encoded) = match b.below(5) {
        0..=2 => (encode_value(&text), true),
        3 => (encode_all(&text, b.one_in(2)), true),
        _ => (text.replace('&', "%26"), false),
    };
    let started = find_definition(&text, game.as_deref())
        .ok()
        .map(Settings::defined)
        .and_then(|s| Game::new(&s).ok());
    let played = started
        .clone()
        .map(|g| def_link_moves(g, &mut b))
        .unwrap_or_default();
    let fragment = def_link_fragment(game.as_deref(), &def_value, &played, &mut b);
    link(fragment.as_bytes());
    let decoded = Link::decode(&fragment);
    if encoded && parse_definitions(&text).is_err() {
        match &decoded {
            Err(e) => assert!(e.0.starts_with("def: "), "{e} for a bad text\n{text}"),
            Ok(_) => panic!("a link with a text the reader refuses decodes\n{text}"),
        }
    }
    if encoded && edits == 0 && right_game && !played.spoiled && started.is_some() {
        let l = match decoded {
            Ok(l) => l,
            Err(e) => panic!("a link built right is refused: {e}\n{fragment}"),
        };
        match l.game() {
            Ok((g, _)) => {
                assert_eq!(g.moves().len(), played.moves.len(), "{fragment}");
                assert_eq!(g.settings().name(), section, "{fragment}");
            }
            Err(e) => panic!("a link built right does not replay: {e}\n{fragment}"),
        }
    }
}

/// The definition a [`def_link`] input builds around: a section of one of the definition
/// files, or a random definition; its text, the section and how many sections it has.
fn def_link_source(mode: u8, b: &mut Bytes) -> Option<(String, String, usize)> {
    if mode < 160 {
        let i = b.below(DEFINITION_FILES.len());
        let names = &definition_sections()[i];
        if names.is_empty() {
            return None;
        }
        let name = names[b.below(names.len())].clone();
        Some((DEFINITION_FILES[i].to_string(), name, names.len()))
    } else {
        let d = random_definition(b);
        let sections = 1 + usize::from(d.text.contains("[random-base"));
        Some((d.text, d.section, sections))
    }
}

/// `text` with `edits` random edits (a character replaced, removed or inserted); `None`
/// when the bytes are no longer UTF-8.
fn edited(text: String, edits: usize, b: &mut Bytes) -> Option<String> {
    let mut bytes = text.into_bytes();
    for _ in 0..edits {
        let at = (b.below(256) * 256 + b.below(256)) % (bytes.len() + 1);
        let c = DEF_CHARS[b.below(DEF_CHARS.len())];
        match b.below(3) {
            0 if at < bytes.len() => bytes[at] = c,
            1 if at < bytes.len() => {
                bytes.remove(at);
            }
            _ => bytes.insert(at, c),
        }
    }
    String::from_utf8(bytes).ok()
}

/// What a [`def_link`] link plays: its moves, whether one was spoiled (or the start moved
/// past them), and its start FEN if it gives one.
#[derive(Default)]
struct LinkMoves {
    moves: Vec<String>,
    spoiled: bool,
    fen: Option<String>,
}

/// Up to 8 legal moves from the start (one sometimes spoiled), and a start FEN now and then
/// (the start, or the position after the moves).
fn def_link_moves(mut g: Game, b: &mut Bytes) -> LinkMoves {
    let mut out = LinkMoves::default();
    for _ in 0..b.below(9) {
        let legal = g.position().legal_moves();
        if legal.is_empty() || g.outcome().is_some() {
            break;
        }
        let m = legal[b.below(legal.len())];
        out.moves.push(m.to_uci(g.position().rules()));
        if g.play(&m).is_err() {
            break;
        }
    }
    if !out.moves.is_empty() && b.one_in(5) {
        let at = b.below(out.moves.len());
        out.moves[at] = random_move(g.position(), b).to_uci(g.position().rules());
        out.spoiled = true;
    }
    match b.below(6) {
        4 => out.fen = Some(g.start().to_fen()),
        5 => {
            out.fen = Some(g.position().to_fen());
            out.spoiled |= !out.moves.is_empty();
        }
        _ => {}
    }
    out
}

/// The link's fragment: the game, the definition, the moves and start, and the showing
/// options, the keys in any order.
fn def_link_fragment(
    game: Option<&str>,
    def_value: &str,
    played: &LinkMoves,
    b: &mut Bytes,
) -> String {
    let mut parts: Vec<String> = Vec::new();
    if let Some(name) = game {
        parts.push(format!("game={}", encode_value(name)));
    }
    parts.push(format!("def={def_value}"));
    if !played.moves.is_empty() {
        parts.push(format!("moves={}", played.moves.join(",")));
    }
    if let Some(f) = &played.fen {
        parts.push(format!("fen={}", encode_value(f)));
    }
    if b.one_in(3) {
        parts.push(format!("ply={}", b.below(12)));
    }
    if b.one_in(4) {
        parts.push("orient=black".into());
    }
    if b.one_in(4) {
        parts.push("embed&mode=view&controls=moves,nav".into());
    }
    let turn = b.below(parts.len());
    parts.rotate_left(turn);
    format!("{}{}", if b.one_in(2) { "#" } else { "" }, parts.join("&"))
}
