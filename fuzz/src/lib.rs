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

use engine::link::Link;
use engine::record::Record;
use engine::{
    betza, ChessNimSettings, Game, Geometry, Move, MoveTables, PieceKind, PlayError, Position,
    Settings, Setup, Square, SquareSet, Variant,
};
use std::sync::OnceLock;
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
