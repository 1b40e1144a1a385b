//! Links to a game: the game, its options, start and moves, and how to show it (which side
//! at the bottom, view-only or playable, embedded with which controls), as the parameters of
//! a URL's fragment or query.
//!
//! A link's parameters are `key=value` pairs joined by `&`, values percent-encoded (a space
//! may be written `+`):
//!
//! ```text
//! embed&game=chessnim&material=K:K:*&moves=K@b7,K@e7&orient=black&mode=view&controls=moves,nav
//! ```
//!
//! | key | value |
//! |---|---|
//! | `game` | the game (`chessnim`, `chessence`, `arnhem`, `nastyneighbours`, `vimes`), required; with `def`, the section to play (may be left out when the definition has one section) |
//! | `def` | a definition text in Fairy-Stockfish's `variants.ini` format ([`crate::definition`]): the game is its section `game` |
//! | `size`, `holes`, `material`, `pawns` | ChessNim's options (`5x4`; `c2,d3`; `K:K:*`; `yes`/`no`) |
//! | `deploy` | Arnhem's deployment: `secret` or `quick` |
//! | `fen` | the start position, when it is not the usual one |
//! | `moves` | the moves, comma-separated, in coordinate form |
//! | `ply` | show the position after this many moves (default: all) |
//! | `orient` | `white` or `black` at the bottom |
//! | `mode` | `play` (default) or `view` (moves are refused) |
//! | `embed` | no value: only the board and the controls asked for |
//! | `controls` | comma-separated: `moves`, `nav`, `status`, `undo`, `flip` |
//!
//! [`Link::decode`] never panics; an unknown key or value is an error that names it.
//! Percent-encoding is done here by hand (the engine has no dependencies).

use std::fmt;

use crate::options::{
    changed_options, not_an_option_of, read_yes_no, unknown_game, GameOption, OPTIONS,
};
use crate::record::{check_move_token, Record};
use crate::{Game, Position, Settings, Variant};

/// The longest link text [`Link::decode`] reads, in bytes.
pub const MAX_LINK: usize = 64 * 1024;

/// Which side is drawn at the bottom.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Orientation {
    /// White at the bottom (the default).
    #[default]
    White,
    /// Black at the bottom.
    Black,
}

/// Whether the board takes moves.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Mode {
    /// The game can be played on from where the link leaves it (the default).
    #[default]
    Play,
    /// The game is only shown: moves are refused.
    View,
}

/// A control an embedded board may show besides the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Control {
    /// The move list.
    Moves,
    /// Buttons to step through the game (first, back, forward, last).
    Nav,
    /// Whose turn it is, the message and the result.
    Status,
    /// Undo and redo.
    Undo,
    /// A button that turns the board round.
    Flip,
}

impl Control {
    /// Every control, in the order links write them.
    pub const ALL: [Control; 5] = [
        Control::Moves,
        Control::Nav,
        Control::Status,
        Control::Undo,
        Control::Flip,
    ];

    /// The control's name in links.
    pub fn name(self) -> &'static str {
        match self {
            Control::Moves => "moves",
            Control::Nav => "nav",
            Control::Status => "status",
            Control::Undo => "undo",
            Control::Flip => "flip",
        }
    }
}

/// A link to a game: what to show and how.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Link {
    /// The game: settings, start (`None`: the usual one) and moves.
    pub record: Record,
    /// Show the position after this many moves (`None`: after all of them).
    pub ply: Option<usize>,
    /// Which side is at the bottom.
    pub orientation: Orientation,
    /// Playable or view-only.
    pub mode: Mode,
    /// Embedded: only the board and [`Link::controls`], sized to its frame.
    pub embed: bool,
    /// The controls shown when embedded, each once, in [`Control::ALL`]'s order.
    pub controls: Vec<Control>,
}

/// Why a link could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LinkError(pub String);

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for LinkError {}

/// Whether `b` stays as it is in a link value (everything else is percent-encoded).
fn plain(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b"-._~@/*:,!$'()".contains(&b)
}

/// Percent-encodes `text` for a link value: a space becomes `+`.
pub fn encode_value(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for b in text.bytes() {
        if plain(b) {
            out.push(b as char);
        } else if b == b' ' {
            out.push('+');
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// Decodes a percent-encoded link value (`+` is a space); the result must be UTF-8.
pub fn decode_value(text: &str) -> Result<String, LinkError> {
    let b = text.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'%' => {
                let hex = |c: u8| (c as char).to_digit(16);
                match (
                    b.get(i + 1).and_then(|&c| hex(c)),
                    b.get(i + 2).and_then(|&c| hex(c)),
                ) {
                    (Some(h), Some(l)) => out.push((h * 16 + l) as u8),
                    _ => {
                        let end = (i + 3).min(b.len());
                        return Err(LinkError(format!(
                            "'{}' is not a percent-escape such as %20",
                            String::from_utf8_lossy(&b[i..end])
                        )));
                    }
                }
                i += 3;
            }
            b'+' => {
                out.push(b' ');
                i += 1;
            }
            c => {
                out.push(c);
                i += 1;
            }
        }
    }
    String::from_utf8(out).map_err(|_| LinkError("the link is not UTF-8 text".into()))
}

/// The keys a link knows, in the order links write them.
/// The parameters besides the game options ([`crate::options::OPTIONS`]' `link` names).
const KEYS: [&str; 9] = [
    "embed", "game", "def", "fen", "moves", "ply", "orient", "mode", "controls",
];

/// A link's parameters as read, each decoded: [`KEYS`] in their order, and the options
/// with the key as spelt.
#[derive(Default)]
struct Params {
    values: [Option<String>; 9],
    options: Vec<(GameOption, String, String)>,
}

impl Params {
    /// Reads `key=value` parts parted by `&`; a key given twice or unknown is refused.
    fn read(text: &str) -> Result<Params, LinkError> {
        let mut p = Params::default();
        for part in text.split('&').filter(|p| !p.is_empty()) {
            let (key, value) = part.split_once('=').unwrap_or((part, ""));
            let key = decode_value(key)?;
            let value = decode_value(value)?;
            if let Some(k) = KEYS.iter().position(|k| k.eq_ignore_ascii_case(&key)) {
                if p.values[k].replace(value).is_some() {
                    return Err(LinkError(format!("'{}' is given twice", KEYS[k])));
                }
            } else if let Some(o) = GameOption::named(&key) {
                if p.options.iter().any(|(x, _, _)| *x == o) {
                    return Err(LinkError(format!("'{}' is given twice", o.spec().link)));
                }
                p.options.push((o, key, value));
            } else {
                let known: Vec<&str> = KEYS[..3]
                    .iter()
                    .copied()
                    .chain(OPTIONS.iter().map(|o| o.link))
                    .chain(KEYS[3..].iter().copied())
                    .collect();
                return Err(LinkError(format!(
                    "unknown parameter '{key}' (known: {})",
                    known.join(", ")
                )));
            }
        }
        Ok(p)
    }

    /// The value of `key` (one of [`KEYS`]), taken out.
    fn take(&mut self, key: &str) -> Option<String> {
        let k = KEYS.iter().position(|k| *k == key)?;
        self.values[k].take()
    }

    /// The settings: the game named by `game=` or defined by `def=`, with the options.
    fn settings(&mut self) -> Result<Settings, LinkError> {
        let game = self.take("game");
        let mut settings = match self.take("def") {
            Some(text) => Settings::defined(
                crate::definition::find_definition(&text, game.as_deref())
                    .map_err(|e| LinkError(format!("def: {e}")))?,
            ),
            None => {
                let game =
                    game.ok_or_else(|| LinkError("the link names no game (game=...)".into()))?;
                Settings::named(&game).ok_or_else(|| LinkError(unknown_game(&game, [])))?
            }
        };
        for (option, key, value) in &self.options {
            if settings.variant != option.spec().owner {
                return Err(LinkError(not_an_option_of(key, *option, settings.variant)));
            }
            settings
                .set_option(*option, value)
                .map_err(|e| LinkError(e.to_string()))?;
        }
        Ok(settings)
    }
}

/// The start position of `fen=`, checked for spelling only.
fn read_start(fen: Option<String>) -> Result<Option<String>, LinkError> {
    match fen.as_deref().map(str::trim) {
        Some("") => Err(LinkError("the start position (fen=) is empty".into())),
        Some(f) if f.contains(['\n', '\r']) => Err(LinkError(
            "the start position (fen=) has a line break".into(),
        )),
        Some(f) => Ok(Some(f.to_string())),
        None => Ok(None),
    }
}

/// The moves of `moves=`, parted by commas or spaces, each checked for spelling.
fn read_moves(moves: Option<String>) -> Result<Vec<String>, LinkError> {
    let mut list = Vec::new();
    for (i, m) in moves
        .as_deref()
        .unwrap_or("")
        .split([',', ' '])
        .filter(|m| !m.is_empty())
        .enumerate()
    {
        check_move_token(m).map_err(|e| LinkError(format!("move {}: {e}", i + 1)))?;
        if i >= crate::record::MAX_MOVES {
            return Err(LinkError(format!(
                "more than {} moves",
                crate::record::MAX_MOVES
            )));
        }
        list.push(m.to_string());
    }
    Ok(list)
}

/// `ply=`: a number of moves.
fn read_ply(ply: Option<String>) -> Result<Option<usize>, LinkError> {
    let Some(v) = ply else { return Ok(None) };
    v.parse::<usize>()
        .ok()
        .filter(|_| v.bytes().all(|b| b.is_ascii_digit()))
        .map(Some)
        .ok_or_else(|| LinkError(format!("ply '{v}' should be a number of moves")))
}

/// One of two words (any case), the first when the parameter is missing.
fn read_choice<T>(
    key: &str,
    value: Option<String>,
    (first, a): (&str, T),
    (second, b): (&str, T),
) -> Result<T, LinkError> {
    match value.as_deref().map(str::to_ascii_lowercase) {
        None => Ok(a),
        Some(v) if v == first => Ok(a),
        Some(v) if v == second => Ok(b),
        Some(_) => Err(LinkError(format!(
            "{key} '{}' should be {first} or {second}",
            value.unwrap_or_default()
        ))),
    }
}

/// `embed`, `embed=yes` or `embed=no`.
fn read_embed(embed: Option<String>) -> Result<bool, LinkError> {
    match embed.as_deref() {
        None => Ok(false),
        Some("") => Ok(true),
        Some(v) => read_yes_no(v, "yes", "no")
            .ok_or_else(|| LinkError(format!("embed '{v}' should be yes or no"))),
    }
}

/// The controls of `controls=`, parted by commas or spaces, sorted, each once.
fn read_controls(controls: Option<String>) -> Result<Vec<Control>, LinkError> {
    let mut list = Vec::new();
    for c in controls
        .as_deref()
        .unwrap_or("")
        .split([',', ' '])
        .filter(|c| !c.is_empty())
    {
        let control = Control::ALL
            .into_iter()
            .find(|k| k.name().eq_ignore_ascii_case(c))
            .ok_or_else(|| {
                let names: Vec<&str> = Control::ALL.iter().map(|k| k.name()).collect();
                LinkError(format!(
                    "unknown control '{c}' (known: {})",
                    names.join(", ")
                ))
            })?;
        list.push(control);
    }
    list.sort();
    list.dedup();
    Ok(list)
}

impl Link {
    /// A link to `game` as it stands, playable, White at the bottom, not embedded. The start
    /// is left out when it is the usual one of the settings.
    pub fn from_game(game: &Game) -> Link {
        let mut record = Record::from_game(game);
        if Position::start_fen(game.settings()).ok() == record.start {
            record.start = None;
        }
        Link {
            record,
            ply: None,
            orientation: Orientation::White,
            mode: Mode::Play,
            embed: false,
            controls: Vec::new(),
        }
    }

    /// Reads a link's parameters: a URL's fragment or query (a leading `#` or `?` is
    /// skipped). Checks the spelling of every value, not the game: [`Record::replay`] does
    /// that. Never panics.
    pub fn decode(text: &str) -> Result<Link, LinkError> {
        if text.len() > MAX_LINK {
            return Err(LinkError(format!(
                "the link is too long (more than {} KB)",
                MAX_LINK / 1024
            )));
        }
        let text = text
            .strip_prefix('#')
            .or_else(|| text.strip_prefix('?'))
            .unwrap_or(text);
        let mut p = Params::read(text)?;
        let settings = p.settings()?;
        Ok(Link {
            record: Record {
                settings,
                start: read_start(p.take("fen"))?,
                moves: read_moves(p.take("moves"))?,
            },
            ply: read_ply(p.take("ply"))?,
            orientation: read_choice(
                "orient",
                p.take("orient"),
                ("white", Orientation::White),
                ("black", Orientation::Black),
            )?,
            mode: read_choice(
                "mode",
                p.take("mode"),
                ("play", Mode::Play),
                ("view", Mode::View),
            )?,
            embed: read_embed(p.take("embed"))?,
            controls: read_controls(p.take("controls"))?,
        })
    }

    /// Writes the link's parameters (without `#`), leaving out what is the default.
    pub fn encode(&self) -> String {
        let mut parts: Vec<String> = Vec::new();
        if self.embed {
            parts.push("embed".into());
        }
        let s = &self.record.settings;
        parts.push(format!("game={}", encode_value(s.name())));
        let mut put = |key: &str, value: &str| parts.push(format!("{key}={}", encode_value(value)));
        if let Some(d) = s
            .definition
            .as_ref()
            .filter(|d| s.variant == Variant::Defined && !d.source.is_empty())
        {
            put("def", &d.source);
        }
        for (option, text) in changed_options(s) {
            put(option.spec().link, &text);
        }
        if let Some(fen) = &self.record.start {
            put("fen", fen);
        }
        if !self.record.moves.is_empty() {
            put("moves", &self.record.moves.join(","));
        }
        if let Some(p) = self.ply {
            put("ply", &p.to_string());
        }
        if self.orientation == Orientation::Black {
            put("orient", "black");
        }
        if self.mode == Mode::View {
            put("mode", "view");
        }
        if !self.controls.is_empty() {
            let names: Vec<&str> = self.controls.iter().map(|c| c.name()).collect();
            put("controls", &names.join(","));
        }
        parts.join("&")
    }

    /// Replays the game and returns it with the number of moves to show (the link's
    /// [`Link::ply`], at most the number of moves).
    pub fn game(&self) -> Result<(Game, usize), LinkError> {
        let game = self.record.replay().map_err(|e| LinkError(e.to_string()))?;
        let n = game.moves().len();
        Ok((game, self.ply.map_or(n, |p| p.min(n))))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{ChessNimSettings, Move};

    fn reference() -> Game {
        let mut s = Settings::new(Variant::ChessNim);
        s.chessnim.material = ChessNimSettings::kings_only_material();
        let mut g = Game::new(&s).expect("start");
        for m in [
            "K@b7", "K@e7", "K@g7", "K@g4", "K@d4", "K@b4", "K@b2", "K@c3", "K@f3",
        ] {
            let mv = Move::parse_uci(m, g.position().rules()).expect("move");
            g.play(&mv).expect("legal");
        }
        g
    }

    #[test]
    fn a_game_link_is_short_and_reads_back() {
        let link = Link::from_game(&reference());
        let text = link.encode();
        assert_eq!(
            text,
            "game=chessnim&material=K:K:*&moves=K@b7,K@e7,K@g7,K@g4,K@d4,K@b4,K@b2,K@c3,K@f3"
        );
        assert_eq!(Link::decode(&text), Ok(link.clone()));
        assert_eq!(Link::decode(&format!("#{text}")), Ok(link.clone()));
        let (game, ply) = link.game().expect("replays");
        assert_eq!(ply, 9);
        assert_eq!(game.moves(), reference().moves());
    }

    #[test]
    fn embed_options_read_back() {
        let text = "embed&game=chessnim&material=K%3AK%3A*&moves=K@b7,K@e7&orient=black&mode=view&controls=nav,moves,nav&ply=1";
        let link = Link::decode(text).expect("reads");
        assert!(link.embed);
        assert_eq!(link.orientation, Orientation::Black);
        assert_eq!(link.mode, Mode::View);
        assert_eq!(link.controls, [Control::Moves, Control::Nav]);
        assert_eq!(link.ply, Some(1));
        assert_eq!(link.record.moves, ["K@b7", "K@e7"]);
        assert_eq!(Link::decode(&link.encode()), Ok(link.clone()));
        assert_eq!(link.game().map(|(_, p)| p), Ok(1));
    }

    #[test]
    fn options_fens_and_spaces_round_trip() {
        let mut s = Settings::new(Variant::ChessNim);
        s.chessnim.width = 5;
        s.chessnim.height = 4;
        s.chessnim.holes.insert("c2".parse().expect("square"));
        s.chessnim.pawns_on_last_rank = false;
        s.chessnim.material =
            ChessNimSettings::parse_material("K:K:1, A:NN:2:night rider").expect("material");
        let g = Game::from_fen(&s, "5/5/5/5[KAAkaa] w - - 0 1").expect("fen");
        let mut link = Link::from_game(&g);
        link.record.start = Some("5/5/5/5[KAAkaa] w - - 0 1".into());
        let text = link.encode();
        assert!(text.contains("size=5x4&holes=c2&material=K:K:1,+A:NN:2:night+rider&pawns=no&fen=5/5/5/5%5BKAAkaa%5D+w+-+-+0+1"), "{text}");
        assert_eq!(Link::decode(&text), Ok(link));
        let mut q = Settings::new(Variant::Arnhem);
        q.arnhem.deployment = false;
        let link = Link::from_game(&Game::new(&q).expect("start"));
        assert_eq!(link.encode(), "game=arnhem&deploy=quick");
        assert_eq!(Link::decode("?game=arnhem&deploy=quick"), Ok(link));
    }

    #[test]
    fn bad_links_say_what_is_wrong() {
        for (text, want) in [
            ("", "the link names no game (game=...)"),
            ("game=chass", "unknown game 'chass' (known: chessnim, chessence, arnhem, nastyneighbours, vimes and Fairy-Stockfish's 119 built-ins); did you mean 'chess'?"),
            ("game=chessnim&colour=red", "unknown parameter 'colour' (known: embed, game, def, size, holes, material, pawns, fen, moves, ply, orient, mode, controls)".replace("pawns, fen", "pawns, deploy, fen").as_str()),
            ("game=chessnim&game=vimes", "'game' is given twice"),
            ("game=chessnim&moves=K@b7,e2-e4", "move 2: 'e2-e4' is not a move (a move has no '-')"),
            ("game=chessnim&moves=K%4", "'%4' is not a percent-escape such as %20"),
            ("game=chessnim&moves=%FF", "the link is not UTF-8 text"),
            ("game=vimes&size=8x8", "'size' is an option of ChessNim, not of Vimes Chess"),
            ("game=chessnim&orient=up", "orient 'up' should be white or black"),
            ("game=chessnim&mode=edit", "mode 'edit' should be play or view"),
            ("game=chessnim&controls=moves,clock", "unknown control 'clock' (known: moves, nav, status, undo, flip)"),
            ("game=chessnim&ply=-1", "ply '-1' should be a number of moves"),
            ("game=chessnim&fen=", "the start position (fen=) is empty"),
            ("game=arnhem&deploy=maybe", "deploy: 'maybe' should be secret or quick"),
            ("game=chessnim&size=17x8", "size: '17x8' should be WIDTHxHEIGHT, each from 1 to 16, as 8x8"),
        ] {
            assert_eq!(Link::decode(text), Err(LinkError(want.into())), "{text}");
        }
        let l = Link::decode("game=chessnim&moves=K@b7,K@b7").expect("spelling is fine");
        assert_eq!(
            l.game().map(|_| ()),
            Err(LinkError("move 2 (K@b7) is illegal: b7 is occupied".into()))
        );
    }

    #[test]
    fn percent_encoding_round_trips_any_text() {
        for t in ["", "a b", "100%", "&=#?+", "é—∞", "[K*k*] w - -"] {
            assert_eq!(decode_value(&encode_value(t)).as_deref(), Ok(t));
        }
    }
}
