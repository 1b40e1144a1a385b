//! Game records: a readable text form of a game (its options, its start and its moves) for
//! export, import, saved games and links.
//!
//! A record is a few `Key: value` header lines, then the moves in the engine's coordinate
//! notation (`K@b7`, `e2e4`, `e7e8q`, `pass`), numbered by move:
//!
//! ```text
//! Game: ChessNim
//! Size: 8x8
//! Holes: -
//! Material: K:K:*
//! Pawns on last rank: yes
//! Start: 8/8/8/8/8/8/8/8[K*k*] w - - 0 1
//!
//! 1. K@b7 K@e7
//! 2. K@g7 K@g4
//! ```
//!
//! The headers are `Game` (required; `chessnim` or `ChessNim`, any case), ChessNim's
//! `Size` (`WIDTHxHEIGHT`), `Holes` (squares, or `-`), `Material` (as
//! [`crate::ChessNimSettings::parse_material`] reads it) and `Pawns on last rank` (`yes`/`no`),
//! Arnhem's `Deployment` (`secret`, or `quick` for the fixed quick setup), and `Start` (a
//! FEN; without it the game's usual start). A line whose first non-blank character is `#`
//! is a comment, and so is the rest of a line of moves from a `#` on (a Vimes record ends
//! each line with who made its moves: `1. e2e4 e7e5 a2a3  # White, Black, Republican`). In the moves, a number followed by dots (`12.`, `3...`) is a label and is
//! skipped; everything else is a move. [`Record::parse`] only reads the text;
//! [`Record::replay`] plays it through the engine move by move, so a record that replays
//! is a game the engine accepted at every step.

use std::fmt;

use crate::options::{not_an_option_of, option_text, unknown_game, GameOption, OPTIONS};
use crate::{Game, Phase, Position, Settings, Variant};

/// The most moves a record may hold (replaying is quadratic in the length, because every
/// position is compared with the earlier ones for repetition).
pub const MAX_MOVES: usize = 2000;

/// The longest text [`Record::parse`] reads, in bytes.
pub const MAX_TEXT: usize = 64 * 1024;

/// A game record: settings, start and moves, as text reads them (nothing is played yet).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    /// The game and its options.
    pub settings: Settings,
    /// The starting FEN, or `None` for the usual start of the settings.
    pub start: Option<String>,
    /// The moves in coordinate form, in order.
    pub moves: Vec<String>,
}

/// Why a record could not be read or replayed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordError {
    /// The line of the text it concerns (from 1), when it is about one line.
    pub line: Option<usize>,
    /// What is wrong, in words for players.
    pub message: String,
}

impl RecordError {
    fn at(line: usize, message: impl Into<String>) -> RecordError {
        RecordError {
            line: Some(line),
            message: message.into(),
        }
    }

    fn general(message: impl Into<String>) -> RecordError {
        RecordError {
            line: None,
            message: message.into(),
        }
    }
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.line {
            Some(n) => write!(f, "line {n}: {}", self.message),
            None => f.write_str(&self.message),
        }
    }
}

impl std::error::Error for RecordError {}

/// Checks the spelling of one move token: letters, digits, `@` (a drop) and `*` (a wall),
/// and a shogi-style promotion mark: `+` first (a promoted drop) or last, `-` last (a
/// demotion, as in Kyoto shogi).
pub(crate) fn check_move_token(token: &str) -> Result<(), String> {
    if token.is_empty() || token.len() > 16 {
        return Err(format!("'{token}' is not a move"));
    }
    let last = token.len() - 1;
    let allowed = |(i, c): (usize, char)| match c {
        '@' | '*' => true,
        '+' => i == 0 || i == last,
        '-' => i == last && i > 0,
        c => c.is_ascii_alphanumeric(),
    };
    if let Some((_, c)) = token.char_indices().find(|&ic| !allowed(ic)) {
        return Err(format!("'{token}' is not a move (a move has no '{c}')"));
    }
    Ok(())
}

/// Whether `token` starts with a move number label (`12.`, `3...`); returns the rest.
fn strip_label(token: &str) -> Option<&str> {
    let digits = token.bytes().take_while(u8::is_ascii_digit).count();
    if digits == 0 {
        return None;
    }
    let rest = &token[digits..];
    let dots = rest.bytes().take_while(|&b| b == b'.').count();
    (dots > 0).then(|| &rest[dots..])
}

/// The headers a record knows besides the options of [`crate::options::OPTIONS`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Header {
    Game,
    Start,
    Definition,
    Option(GameOption),
}

impl Header {
    /// The header named `key` (compared without case, spaces, `-` or `_`; an option reads
    /// in any of its spellings).
    fn named(key: &str) -> Option<Header> {
        let squeezed = squeeze(key);
        [Header::Game, Header::Start, Header::Definition]
            .into_iter()
            .find(|h| squeeze(h.text()) == squeezed)
            .or_else(|| GameOption::named(key).map(Header::Option))
    }

    /// The header as a record writes it.
    fn text(self) -> &'static str {
        match self {
            Header::Game => "Game",
            Header::Start => "Start",
            Header::Definition => "Definition",
            Header::Option(o) => o.spec().record,
        }
    }

    /// Every header, for the error text of an unknown one.
    fn known() -> String {
        let mut names = vec!["Game"];
        names.extend(OPTIONS.iter().map(|o| o.record));
        names.extend(["Start", "Definition"]);
        names.join(", ")
    }
}

/// The headers of a record as read: each with its line.
#[derive(Default)]
struct Headers<'a> {
    /// `Game:`.
    game: Option<(usize, &'a str)>,
    /// `Start:`.
    start: Option<(usize, &'a str)>,
    /// `Definition:` and the text of its `|` lines.
    definition: Option<(usize, String)>,
    /// The options, in the order given.
    options: Vec<(usize, GameOption, &'a str)>,
}

impl<'a> Headers<'a> {
    /// Takes the header `h` of line `n`, refusing it when it was given before.
    fn take(&mut self, n: usize, h: Header, value: &'a str) -> Result<(), RecordError> {
        let given = match h {
            Header::Game => self.game.replace((n, value)).is_some(),
            Header::Start => self.start.replace((n, value)).is_some(),
            Header::Definition => {
                if !value.is_empty() {
                    return Err(RecordError::at(
                        n,
                        "the definition goes on the lines below 'Definition:', each \
                         starting with '|'",
                    ));
                }
                self.definition.replace((n, String::new())).is_some()
            }
            Header::Option(o) => {
                let twice = self.options.iter().any(|(_, x, _)| *x == o);
                self.options.push((n, o, value));
                twice
            }
        };
        if given {
            return Err(RecordError::at(n, format!("'{}' is given twice", h.text())));
        }
        Ok(())
    }

    /// The settings the headers name: the game (or its definition) and its options.
    fn settings(&self) -> Result<Settings, RecordError> {
        let Some((game_line, game)) = self.game else {
            return Err(RecordError::general(
                "no 'Game:' line names the game (for example 'Game: ChessNim')",
            ));
        };
        let mut settings = match &self.definition {
            Some((def_line, def)) => {
                let d = crate::definition::find_definition(def, Some(game))
                    .map_err(|e| RecordError::at(*def_line, format!("the definition: {e}")))?;
                Settings::defined(d)
            }
            None => Settings::named(game)
                .ok_or_else(|| RecordError::at(game_line, unknown_game(game, [])))?,
        };
        for &(n, option, value) in &self.options {
            let header = option.spec().record;
            if settings.variant != option.spec().owner {
                return Err(RecordError::at(
                    n,
                    not_an_option_of(header, option, settings.variant),
                ));
            }
            settings.set_option(option, value).map_err(|e| {
                RecordError::at(n, format!("{}: {}", header.to_ascii_lowercase(), e.reason))
            })?;
        }
        Ok(settings)
    }
}

/// The header key of `line` if it is a header line (`Key: value`, the key letters and
/// spaces only).
fn header_key(line: &str) -> Option<(&str, &str)> {
    let (key, value) = line.split_once(':')?;
    let key = key.trim();
    (!key.is_empty() && key.chars().all(|c| c.is_ascii_alphabetic() || c == ' '))
        .then(|| (key, value.trim()))
}

fn squeeze(key: &str) -> String {
    key.chars()
        .filter(|c| *c != ' ')
        .collect::<String>()
        .to_ascii_lowercase()
}

/// Reads the moves of line `n` onto `moves`: labels skipped, a `#` starts a comment (Vimes'
/// seat labels).
fn read_moves(n: usize, line: &str, moves: &mut Vec<String>) -> Result<(), RecordError> {
    let line = line.split('#').next().unwrap_or_default();
    for token in line.split_whitespace() {
        let token = match strip_label(token) {
            Some("") => continue,
            Some(rest) => rest,
            None => token,
        };
        if let Err(e) = check_move_token(token) {
            return Err(RecordError::at(n, format!("move {}: {e}", moves.len() + 1)));
        }
        if moves.len() >= MAX_MOVES {
            return Err(RecordError::at(n, format!("more than {MAX_MOVES} moves")));
        }
        moves.push(token.to_string());
    }
    Ok(())
}

impl Record {
    /// The record of a game: its settings, its start and every move played.
    pub fn from_game(game: &Game) -> Record {
        let rules = game.start().rules();
        Record {
            settings: game.settings().clone(),
            start: Some(game.start().to_fen()),
            moves: game.moves().iter().map(|m| m.to_uci(rules)).collect(),
        }
    }

    /// Reads a record. Only the text is checked here (headers, the spelling of options and
    /// move tokens); [`Record::replay`] checks the game itself. Never panics.
    pub fn parse(text: &str) -> Result<Record, RecordError> {
        if text.len() > MAX_TEXT {
            return Err(RecordError::general(format!(
                "the record is too long (more than {} KB)",
                MAX_TEXT / 1024
            )));
        }
        let mut headers = Headers::default();
        let mut moves: Vec<String> = Vec::new();
        // Whether the line before was the `Definition:` header or one of its lines.
        let mut in_definition = false;
        for (i, raw) in text.lines().enumerate() {
            let n = i + 1;
            let line = raw.trim();
            if let Some(rest) = line.strip_prefix('|') {
                let Some((_, def)) = headers.definition.as_mut().filter(|_| in_definition) else {
                    return Err(RecordError::at(
                        n,
                        "a '|' line belongs to the 'Definition:' header, right after it",
                    ));
                };
                def.push_str(rest.strip_prefix(' ').unwrap_or(rest));
                def.push('\n');
                continue;
            }
            in_definition = false;
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            if let Some((key, value)) = header_key(line) {
                let Some(h) = Header::named(key) else {
                    return Err(RecordError::at(
                        n,
                        format!("unknown header '{key}' (known: {})", Header::known()),
                    ));
                };
                if !moves.is_empty() {
                    return Err(RecordError::at(
                        n,
                        format!("the header '{}' comes after the moves", h.text()),
                    ));
                }
                headers.take(n, h, value)?;
                in_definition = h == Header::Definition;
                continue;
            }
            read_moves(n, line, &mut moves)?;
        }
        let settings = headers.settings()?;
        let start = match headers.start {
            Some((n, "")) => return Err(RecordError::at(n, "the start FEN is empty")),
            Some((_, v)) => Some(v.to_string()),
            None => None,
        };
        Ok(Record {
            settings,
            start,
            moves,
        })
    }

    /// Writes the record as [`Record::parse`] reads it. The moves are numbered as the game
    /// numbers them when the record replays (a comment marks Arnhem's deployment and
    /// change), else two (three in Vimes) to a line.
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        let s = &self.settings;
        match &s.definition {
            // A built-in made in code (`chess`, `fairy`) has no text: its name says it.
            Some(d) if s.variant == Variant::Defined && d.source.is_empty() => {
                out.push_str(&format!("Game: {}\n", d.name));
            }
            Some(d) if s.variant == Variant::Defined => {
                out.push_str(&format!("Game: {}\nDefinition:\n", d.name));
                for line in d.source.lines() {
                    out.push_str(&format!("| {line}\n"));
                }
            }
            _ => out.push_str(&format!("Game: {}\n", s.variant.title())),
        }
        for o in OPTIONS.iter().filter(|o| o.owner == s.variant) {
            out.push_str(&format!("{}: {}\n", o.record, option_text(s, o.option)));
        }
        if let Some(fen) = &self.start {
            out.push_str(&format!("Start: {fen}\n"));
        }
        out.push('\n');
        let game = self.replay().ok();
        match &game {
            Some(g) => write_numbered(&mut out, g, &self.moves),
            None => {
                let per_line = if s.variant == Variant::Vimes { 3 } else { 2 };
                for (i, chunk) in self.moves.chunks(per_line).enumerate() {
                    out.push_str(&format!("{}. {}\n", i + 1, chunk.join(" ")));
                }
            }
        }
        if let Some(o) = game.as_ref().and_then(Game::outcome) {
            out.push_str(&format!("# {o}\n"));
        }
        out
    }

    /// Plays the record through the engine from its start, move by move. An error names the
    /// move (counted from 1 over all moves) and the engine's reason, as in `move 7 (e2e5) is
    /// illegal: ...`.
    pub fn replay(&self) -> Result<Game, RecordError> {
        match self.replay_as_far_as_legal()? {
            (game, None) => Ok(game),
            (_, Some(stop)) => Err(stop),
        }
    }

    /// Plays the record as [`Record::replay`] does, but stops at the first move that cannot
    /// be read or is illegal and returns the game up to there, with that move's error. A
    /// game saved before a rule changed (a ruling of the rule book) thus comes back as far
    /// as it still follows the rules. The options and the start must still be valid.
    pub fn replay_as_far_as_legal(&self) -> Result<(Game, Option<RecordError>), RecordError> {
        let start = Position::start(&self.settings)
            .map_err(|e| RecordError::general(format!("these options start no game: {e}")))?;
        let mut game = match &self.start {
            None => Game::from_position(&self.settings, start),
            Some(fen) => Game::from_fen(&self.settings, fen)
                .map_err(|e| RecordError::general(format!("the start FEN is refused: {e}")))?,
        };
        if self.moves.len() > MAX_MOVES {
            return Err(RecordError::general(format!("more than {MAX_MOVES} moves")));
        }
        for (i, text) in self.moves.iter().enumerate() {
            let m = match game.position().parse_move(text) {
                Ok(m) => m,
                Err(e) => {
                    let why = format!("move {} ({text}) cannot be read: {e}", i + 1);
                    return Ok((game, Some(RecordError::general(why))));
                }
            };
            if let Err(e) = game.play(&m) {
                let why = format!("move {} ({text}) is illegal: {e}", i + 1);
                return Ok((game, Some(RecordError::general(why))));
            }
        }
        Ok((game, None))
    }
}

impl fmt::Display for Record {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_text())
    }
}

/// Writes the moves of `game`, spelled as in `tokens` (the record's own text, so that a
/// record prints back exactly: `k@g8` stays `k@g8`), a line per move number, and a comment
/// line before each player's deployment and change (Arnhem, `AR-4`). In a game of three
/// players (Vimes, whose movers follow no fixed pattern, `VI-2`) each line ends with a
/// comment saying who made each of its moves (`# White, Republican, Black`).
fn write_numbered(out: &mut String, game: &Game, tokens: &[String]) {
    let rules = game.start().rules();
    let three = rules.player_count() > 2;
    let mut line = String::new();
    let mut seats: Vec<&str> = Vec::new();
    let end_line = |out: &mut String, line: &str, seats: &mut Vec<&str>| {
        out.push_str(line);
        if three && !seats.is_empty() {
            out.push_str(&format!("  # {}", seats.join(", ")));
        }
        seats.clear();
        out.push('\n');
    };
    let mut key: Option<(Phase, u32, u8)> = None;
    for (i, m) in game.moves().iter().enumerate() {
        let Some(before) = game.position_at(i) else {
            break;
        };
        let phase = before.phase();
        let who = before.turn();
        let k = match phase {
            Phase::Play => (phase, before.fullmove(), 0),
            _ => (phase, before.fullmove(), who.0),
        };
        if key != Some(k) {
            if !line.is_empty() {
                end_line(out, &line, &mut seats);
            }
            match phase {
                Phase::Deploy => out.push_str(&format!("# {}'s setup\n", who.title())),
                Phase::Change => out.push_str(&format!(
                    "# {}'s change: {}\n",
                    who.title(),
                    change_words(game, i)
                )),
                Phase::Play => {}
            }
            line = format!("{}.", before.fullmove());
            key = Some(k);
        }
        line.push(' ');
        match tokens.get(i) {
            Some(t) => line.push_str(t),
            None => line.push_str(&m.to_uci(rules)),
        }
        seats.push(who.title());
    }
    if !line.is_empty() {
        end_line(out, &line, &mut seats);
    }
}

/// Black's change (`AR-4`), the `i`-th move of `game`, in the readable notation
/// (`d6-b6`, `Ra7⇄Nc7`, "no change") for the record's comment line before it: the move
/// line keeps the coordinate form every record's moves are read in.
fn change_words(game: &Game, i: usize) -> String {
    match (
        game.position_at(i),
        game.moves().get(i),
        game.position_at(i + 1),
    ) {
        (Some(before), Some(m), Some(after)) => crate::notation::notation(before, m, after),
        _ => String::new(),
    }
}

/// Reads a record and replays it: the game, or why not.
pub fn read_game(text: &str) -> Result<Game, RecordError> {
    Record::parse(text)?.replay()
}

/// The record of `game` as text.
pub fn write_game(game: &Game) -> String {
    Record::from_game(game).to_text()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{ChessNimSettings, Move};

    fn kings() -> Settings {
        let mut s = Settings::new(Variant::ChessNim);
        s.chessnim.material = ChessNimSettings::kings_only_material();
        s
    }

    const REFERENCE: [&str; 9] = [
        "K@b7", "K@e7", "K@g7", "K@g4", "K@d4", "K@b4", "K@b2", "K@c3", "K@f3",
    ];

    fn reference_game() -> Game {
        let mut g = Game::new(&kings()).expect("start");
        for m in REFERENCE {
            let mv = Move::parse_uci(m, g.position().rules()).expect("move");
            g.play(&mv).expect("legal");
        }
        g
    }

    #[test]
    fn the_chessnim_reference_game_prints_and_reads_back() {
        let g = reference_game();
        let text = write_game(&g);
        assert_eq!(
            text,
            "Game: ChessNim\nSize: 8x8\nHoles: -\nMaterial: K:K:*\nPawns on last rank: yes\n\
             Start: 8/8/8/8/8/8/8/8[K*k*] w - - 0 1\n\n\
             1. K@b7 K@e7\n2. K@g7 K@g4\n3. K@d4 K@b4\n4. K@b2 K@c3\n5. K@f3\n"
        );
        let back = read_game(&text).expect("reads");
        assert_eq!(back.moves(), g.moves());
        assert_eq!(back.settings(), g.settings());
        assert_eq!(write_game(&back), text);
    }

    #[test]
    fn vi_2_a_vimes_record_says_who_made_each_move_and_reads_back() {
        // W B R W B W R (VI-2): each line ends with its movers, and reads back the same.
        let text = "Game: Vimes Chess\n\n1. e2e4 e7e5 a2a3 g1f3 b8c6 f1c4 h7h6\n";
        let game = read_game(text).expect("reads");
        let written = write_game(&game);
        assert!(written.contains("# White, Black, Republican"), "{written}");
        assert!(written.contains("Republican\n"), "{written}");
        let back = read_game(&written).expect("reads back");
        assert_eq!(back.moves(), game.moves());
        assert_eq!(write_game(&back), written);
    }

    #[test]
    fn labels_comments_case_and_defaults() {
        let text = "# a game\ngame: chessnim\nmaterial: K:K:*\n\n1.K@b7 K@e7 2... K@g7\n";
        let r = Record::parse(text).expect("reads");
        assert_eq!(r.start, None);
        assert_eq!(r.moves, ["K@b7", "K@e7", "K@g7"]);
        assert_eq!(r.settings, kings());
        assert_eq!(Record::parse(&r.to_text()), Ok(r.clone()));
        let g = r.replay().expect("replays");
        assert_eq!(g.moves().len(), 3);
        assert_eq!(
            Variant::from_name("Nasty Neighbours"),
            Some(Variant::NastyNeighbours)
        );
        assert_eq!(Variant::from_name("arnhem chess"), Some(Variant::Arnhem));
    }

    #[test]
    fn a_record_prints_its_moves_as_written() {
        // Found by the `record` fuzz target: a lower-case drop letter is a legal spelling,
        // and the printed record keeps it, so that it reads back as the same record.
        let r = Record::parse("Game: ChessNim\nMaterial: K:K:*\nk@g8\n").expect("reads");
        let text = r.to_text();
        assert!(text.ends_with("\n1. k@g8\n"), "{text}");
        assert_eq!(Record::parse(&text), Ok(r));
    }

    #[test]
    fn a_game_saved_before_a_ruling_replays_as_far_as_it_is_still_legal() {
        // Before the VI-3 ruling, White moved after Black's knight took the Republican-only
        // pawn on c3 (move 8); now the Republican may reply first, and g1f3 is no
        // Republican move.
        let text = "Game: Vimes Chess\n1. b1c3 g8f6 b2c3 e2e3 f6d5 a2a3 a7a6 d5c3 g1f3\n";
        let r = Record::parse(text).expect("reads");
        let e = r.replay().expect_err("no longer legal");
        assert!(
            e.to_string().starts_with("move 9 (g1f3) is illegal: "),
            "{e}"
        );
        let (game, stop) = r
            .replay_as_far_as_legal()
            .expect("options and start are valid");
        assert_eq!(game.moves().len(), 8);
        assert_eq!(stop, Some(e));
        let (game, stop) = Record::parse("Game: ChessNim\nMaterial: K:K:*\n1. K@b7 K@e7\n")
            .expect("reads")
            .replay_as_far_as_legal()
            .expect("valid");
        assert_eq!((game.moves().len(), stop), (2, None));
    }

    #[test]
    fn an_illegal_move_is_named_with_its_number_and_reason() {
        let text = "Game: ChessNim\nMaterial: K:K:*\n1. K@b7 K@e7 2. K@g7 K@b7\n";
        let e = read_game(text).expect_err("occupied");
        assert_eq!(e.to_string(), "move 4 (K@b7) is illegal: b7 is occupied");
        let e = read_game("Game: ChessNim\n1. e2e4\n").expect_err("no piece");
        assert!(
            e.to_string().starts_with("move 1 (e2e4) is illegal: "),
            "{e}"
        );
        let e = read_game("Game: ChessNim\n1. Z@a1\n").expect_err("no such piece");
        assert!(
            e.to_string().starts_with("move 1 (Z@a1) cannot be read: "),
            "{e}"
        );
    }

    #[test]
    fn arnhem_quick_and_deployment_records() {
        let mut s = Settings::new(Variant::Arnhem);
        s.arnhem.deployment = false;
        let mut g = Game::new(&s).expect("start");
        let m = Move::parse_uci("b3c4", g.position().rules()).expect("move");
        g.play(&m).expect("legal");
        let text = write_game(&g);
        assert!(text.contains("Deployment: quick\n"), "{text}");
        assert!(text.contains("\n1. b3c4\n"), "{text}");
        let back = read_game(&text).expect("reads");
        assert_eq!(back.moves(), g.moves());
        // A deployment gets its comment lines.
        let mut g = Game::new(&Settings::new(Variant::Arnhem)).expect("start");
        let m = Move::parse_uci("K@d1", g.position().rules()).expect("move");
        g.play(&m).expect("legal");
        let text = write_game(&g);
        assert!(text.contains("\n\n# White's setup\n1. K@d1\n"), "{text}");
        assert_eq!(read_game(&text).expect("reads").moves(), g.moves());
    }

    #[test]
    fn ar_4_the_change_is_named_readably_above_its_coordinates() {
        let deploy = "R@a1 N@b1 B@c1 Q@d1 K@e1 C@f1 P@a2 P@b2 P@c2 P@d2 pass \
                      r@a7 n@b7 b@c7 q@d7 k@e7 c@f7 p@a6 p@b5 p@c6 p@d5 pass";
        for (change, words) in [
            ("d5e5", "d5-e5"),
            ("a7c7", "Ra7\u{21c4}Bc7"),
            ("pass", "no change"),
        ] {
            let mut g = Game::new(&Settings::new(Variant::Arnhem)).expect("start");
            for uci in deploy.split_whitespace().chain([change]) {
                let m = Move::parse_uci(uci, g.position().rules()).expect("move");
                g.play(&m).expect("legal");
            }
            let text = write_game(&g);
            let want = format!("# Black's change: {words}\n1. {change}\n");
            assert!(text.contains(&want), "{text}");
            // The comment is not read: the record plays back, and prints back the same.
            let back = read_game(&text).expect("reads");
            assert_eq!(back.moves(), g.moves());
            assert_eq!(write_game(&back), text);
        }
    }

    #[test]
    fn bad_records_say_what_is_wrong() {
        let cases: [(&str, &str); 13] = [
            ("", "no 'Game:' line names the game (for example 'Game: ChessNim')"),
            ("Game: chass\n", "line 1: unknown game 'chass' (known: chessnim, chessence, arnhem, nastyneighbours, vimes and Fairy-Stockfish's 119 built-ins); did you mean 'chess'?"),
            ("Game: ChessNim\nColour: red\n", "line 2: unknown header 'Colour' (known: Game, Size, Holes, Material, Pawns on last rank, Deployment, Start, Definition)"),
            ("Game: ChessNim\nGame: Vimes\n", "line 2: 'Game' is given twice"),
            ("Game: ChessNim\nSize: 8 by 8\n", "line 2: size: '8 by 8' should be WIDTHxHEIGHT, each from 1 to 16, as 8x8"),
            ("Game: ChessNim\nHoles: z9\n", "line 2: holes: 'z9' is not a square (files a-p, ranks 1-16)"),
            ("Game: Arnhem\nSize: 8x8\n", "line 2: 'Size' is an option of ChessNim, not of Arnhem Chess"),
            ("Game: Chessence\nDeployment: quick\n", "line 2: 'Deployment' is an option of Arnhem Chess, not of Chessence"),
            ("Game: Arnhem\nDeployment: maybe\n", "line 2: deployment: 'maybe' should be secret or quick"),
            ("Game: ChessNim\nSize: 0x4\n", "line 2: size: '0x4' should be WIDTHxHEIGHT, each from 1 to 16, as 8x8"),
            ("Game: ChessNim\n1. K@b7\nSize: 8x8\n", "line 3: the header 'Size' comes after the moves"),
            ("Game: ChessNim\n1. K@b7 e2-e4\n", "line 2: move 2: 'e2-e4' is not a move (a move has no '-')"),
            ("Game: ChessNim\nStart:\n", "line 2: the start FEN is empty"),
        ];
        for (text, want) in cases {
            assert_eq!(
                Record::parse(text).map(|_| ()).map_err(|e| e.to_string()),
                Err(want.to_string()),
                "{text:?}"
            );
        }
        for (text, start) in [
            (
                "Game: ChessNim\nSize: 4x4\nHoles: h8\n",
                "these options start no game: ",
            ),
            (
                "Game: ChessNim\nStart: hello\n",
                "the start FEN is refused: ",
            ),
        ] {
            let e = read_game(text).expect_err("refused").to_string();
            assert!(e.starts_with(start), "{e}");
        }
        let long = "Game: ChessNim\n".to_string() + &"K@a1 ".repeat(MAX_MOVES + 1);
        assert!(Record::parse(&long).is_err());
    }

    #[test]
    fn every_game_round_trips_a_few_moves() {
        for v in Variant::ALL {
            let mut g = Game::new(&Settings::new(v)).expect("start");
            for _ in 0..6 {
                let Some(m) = g.position().legal_moves().first().copied() else {
                    break;
                };
                g.play(&m).expect("legal");
            }
            let text = write_game(&g);
            let back = read_game(&text).unwrap_or_else(|e| panic!("{v}: {e}\n{text}"));
            assert_eq!(back.moves(), g.moves(), "{v}");
            assert_eq!(write_game(&back), text, "{v}");
        }
    }
}
