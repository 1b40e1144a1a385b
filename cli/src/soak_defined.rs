//! The soak of random definitions (issue 34, item 7; RELIABILITY.md, "Defined games"): games
//! defined as data, made at random, started from their start position and played at random.
//!
//! [`random_definition`] writes a definition text (Fairy-Stockfish's `variants.ini` format,
//! `engine/src/definition/KEYS.md`) from a stream of choices: a board of 2×2 to 16×16 with
//! holes, the chess or fairy set or the empty template with pieces removed and up to four
//! custom Betza pieces (from a list of known strings or put together from atoms and
//! modifiers), custom pawns, promotion, double steps, en passant, castling, drops and
//! captures to hand with their regions, checking on or off, extinction, flag and stalemate
//! goals, the n-move and n-fold rules, sometimes split over a parent section and a child,
//! and a start placement (mirrored armies or scattered pieces, hands, castling rights). The
//! choices come from a [`Chooser`]: the soak's [`Rng`], or the fuzz target `defined_play`'s
//! input bytes ([`Bytes`]), so that the fuzzer and the soak play the same kind of games.
//!
//! `variantarium-cli soak-defined N SEED` ([`run`]) makes N definitions; each one the reader
//! accepts and that starts is played at random to its end or [`PLY_CAP`] plies, and every
//! position is checked ([`play_defined`]): no piece on a hole or off the board, the board
//! agrees with the occupancy sets, the FEN reads back as the same position and text; every
//! legal move in a sample (all of them in the first and every [`CHECK_ALL_EVERY`]th
//! position and wherever there are at most [`CHECK_ALL_UP_TO`]) reads back from its text,
//! passes `check()` and plays; random move-shaped inputs (moves between random squares with
//! or without a promotion, drops of random kinds, a pass) are refused by `check()` unless
//! `legal_moves()` lists them; the pieces on the board and in the hands never grow; a `Game`
//! plays the move to the same position and `Game::undo` gives back the exact position; a
//! position with no legal move has an outcome, and once the game is over `check()` refuses
//! every move. A definition the reader refuses, or one whose start is refused, is counted
//! (with its reason), not a violation: a random text may well ask for what cannot be.
//! A violation (or a panic, caught per game) is reported with the seed, the definition text
//! and the moves, and a link that replays the game.

use crate::soak::rules::pieces_in_game as material;
use crate::soak::Rng;
use engine::definition::parse_definitions;
use engine::link::encode_value;
use engine::{Count, Game, Kind, Move, Player, Position, Settings, Square};
use std::cell::RefCell;
use std::collections::BTreeMap;
use std::io::{self, Write};
use std::panic::{self, AssertUnwindSafe};
use std::sync::Once;
use std::time::Instant;

/// Games end with the result "ply limit" after this many plies.
pub const PLY_CAP: usize = 200;

/// Every legal move is checked when a position has at most this many, and in every
/// [`CHECK_ALL_EVERY`]th position of a game (the first included); otherwise
/// [`CHECK_SAMPLE`] chosen at random.
pub const CHECK_ALL_UP_TO: usize = 8;

/// See [`CHECK_ALL_UP_TO`].
pub const CHECK_ALL_EVERY: usize = 16;

/// How many legal moves are checked in the other positions.
pub const CHECK_SAMPLE: usize = 3;

/// The name of the section a random definition plays.
pub const SECTION: &str = "random";

/// Where a random definition's choices come from.
pub trait Chooser {
    /// A number below `n` (0 when `n` is 0 or 1).
    fn below(&mut self, n: usize) -> usize;

    /// True once in `n` times. A source that has run dry ([`Bytes`]) always says no, so
    /// that a short input makes a plain game.
    fn one_in(&mut self, n: usize) -> bool {
        n > 0 && self.below(n) == n - 1
    }
}

impl Chooser for Rng {
    fn below(&mut self, n: usize) -> usize {
        Rng::below(self, n)
    }
}

/// Choices read from bytes, one byte a choice (0 once they run out): how the fuzz target
/// `defined_play` turns its input into a definition.
#[derive(Clone, Debug)]
pub struct Bytes<'a> {
    data: &'a [u8],
    at: usize,
}

impl<'a> Bytes<'a> {
    /// Choices from `data`.
    pub fn new(data: &'a [u8]) -> Bytes<'a> {
        Bytes { data, at: 0 }
    }

    /// The bytes not used yet.
    pub fn rest(&self) -> &'a [u8] {
        self.data.get(self.at..).unwrap_or(&[])
    }

    /// The next byte, if any is left.
    pub fn next_byte(&mut self) -> Option<u8> {
        let b = self.data.get(self.at).copied();
        self.at = self.at.saturating_add(1);
        b
    }
}

impl Chooser for Bytes<'_> {
    fn below(&mut self, n: usize) -> usize {
        let b = usize::from(self.next_byte().unwrap_or(0));
        if n <= 1 {
            0
        } else {
            b % n
        }
    }
}

/// Betza strings a custom piece may take as they are (the rest are put together from
/// [`ATOMS`] and [`DIRECTIONS`]).
const BETZA_POOL: [&str; 24] = [
    "NN",
    "W3",
    "FfW",
    "nN",
    "mRcB",
    "KN",
    "fmWfcFifmnD",
    "A",
    "B2",
    "DA",
    "vRsN2",
    "C",
    "nD7nA7",
    "fsW",
    "mQ3cK",
    "WA",
    "FD",
    "HFD",
    "ffN",
    "bWfF",
    "R4",
    "lrW0",
    "Z",
    "cQmN",
];

/// The atoms of [`random_betza`].
const ATOMS: [char; 13] = [
    'W', 'F', 'D', 'N', 'A', 'H', 'C', 'Z', 'G', 'K', 'R', 'B', 'Q',
];

/// Direction modifiers of [`random_betza`] (one entry per component).
const DIRECTIONS: [&str; 15] = [
    "", "f", "b", "v", "s", "l", "r", "fl", "fr", "ff", "fs", "bs", "lv", "bb", "rb",
];

/// A king's own moves (`king = k:…`).
const KING_BETZA: [&str; 5] = ["KN", "WF", "K", "KisO2", "WA"];

/// Letters for custom pieces, tried in turn (one may also reuse an inherited letter and so
/// replace that piece).
const CUSTOM_LETTERS: [char; 8] = ['x', 'y', 'z', 'w', 'u', 'v', 't', 'e'];

/// A random Betza string: one from [`BETZA_POOL`], or one to three components of direction
/// modifiers, `m` or `c`, sometimes `n` or `i`, an atom and a range.
pub fn random_betza(c: &mut impl Chooser) -> String {
    if !c.one_in(2) {
        return BETZA_POOL[c.below(BETZA_POOL.len())].to_string();
    }
    let mut s = String::new();
    for _ in 0..1 + c.below(3) {
        s.push_str(DIRECTIONS[c.below(DIRECTIONS.len())]);
        match c.below(6) {
            1 => s.push('m'),
            2 => s.push('c'),
            _ => {}
        }
        let atom = ATOMS[c.below(ATOMS.len())];
        if c.one_in(6) && !matches!(atom, 'C' | 'Z') {
            s.push('n');
        }
        if c.one_in(12) {
            s.push('i');
        }
        s.push(atom);
        match c.below(6) {
            1 if !matches!(atom, 'R' | 'B' | 'Q') => s.push(atom),
            2 => s.push_str(&c.below(8).to_string()),
            _ => {}
        }
    }
    s
}

/// What a letter of a random definition is, for the placement.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Role {
    Pawn,
    King,
    Other,
}

/// A random definition: the text and the section to play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RandomDefinition {
    /// The whole text (one section, or a parent section and the one to play).
    pub text: String,
    /// The section to play: [`SECTION`].
    pub section: String,
}

/// A file as a definition writes it: a letter or, sometimes, a number from 1.
fn file_text(c: &mut impl Chooser, file: usize) -> String {
    if c.one_in(3) {
        (file + 1).to_string()
    } else {
        char::from(b'a' + file as u8).to_string()
    }
}

/// Ranks `from..=to` (from 1) as a region: `*2 *3`.
fn ranks(from: usize, to: usize) -> String {
    (from..=to)
        .map(|r| format!("*{r}"))
        .collect::<Vec<_>>()
        .join(" ")
}

/// A random definition while it is written: its board, the keys of its board and pieces
/// (the parent section when there are two) and of its rules (the child), and what the
/// start position must respect.
struct Draft {
    w: usize,
    h: usize,
    parent: Option<&'static str>,
    two_sections: bool,
    castling: bool,
    board: Vec<String>,
    rules: Vec<String>,
    pieces: Vec<(char, Role)>,
    pawn_letters: Vec<char>,
    /// The promotion ranks (from 0) of White and Black.
    promotion: (Vec<usize>, Vec<usize>),
    drops: bool,
    to_hand: bool,
}

/// Writes a random definition from the choices of `c` (see the module's text). Most of
/// them are accepted by the reader and start; some are refused, as a player's text may be.
/// The choices are made in a fixed order, so that a seed always gives the same text.
pub fn random_definition(c: &mut impl Chooser) -> RandomDefinition {
    let mut d = Draft::board(c);
    d.parent_pieces(c);
    d.king(c);
    d.custom_pieces(c);
    d.pawn_keys(c);
    d.castling_and_hands(c);
    d.ends(c);
    let fen = d.start(c);
    d.board.push(fen);
    d.text(c)
}

impl Draft {
    /// The board's size, the parent, castling, and the board keys.
    fn board(c: &mut impl Chooser) -> Draft {
        let (w, h) = match c.below(4) {
            0 => (6 + c.below(4), 6 + c.below(4)),
            1 => (3 + c.below(4), 3 + c.below(4)),
            2 => (8 + c.below(5), 8 + c.below(3)),
            _ => (2 + c.below(15), 2 + c.below(15)),
        };
        let parent = match c.below(6) {
            0..=2 => Some("chess"),
            3 | 4 => Some("fairy"),
            _ => None,
        };
        let two_sections = parent.is_some() && c.one_in(5);
        let castling = w >= 5 && h >= 2 && c.one_in(3);
        let mut board = Vec::new();
        if c.one_in(3) {
            board.push(format!("maxFile = {}", char::from(b'a' + w as u8 - 1)));
        } else {
            board.push(format!("maxFile = {w}"));
        }
        board.push(format!("maxRank = {h}"));
        Draft {
            w,
            h,
            parent,
            two_sections,
            castling,
            board,
            rules: Vec::new(),
            pieces: Vec::new(),
            pawn_letters: Vec::new(),
            promotion: (if h > 7 { vec![7] } else { Vec::new() }, vec![0]),
            drops: false,
            to_hand: false,
        }
    }

    /// The pieces the parent gives, some removed; or, without a parent, pieces given one by
    /// one.
    fn parent_pieces(&mut self, c: &mut impl Chooser) {
        let (board, pieces, castling) = (&mut self.board, &mut self.pieces, self.castling);
        match self.parent {
            Some(p) => {
                pieces.extend([
                    ('p', Role::Pawn),
                    ('n', Role::Other),
                    ('b', Role::Other),
                    ('r', Role::Other),
                    ('q', Role::Other),
                    ('k', Role::King),
                ]);
                if p == "fairy" {
                    for (key, l) in [
                        ("silver", 's'),
                        ("fers", 'f'),
                        ("archbishop", 'a'),
                        ("chancellor", 'c'),
                        ("commoner", 'm'),
                    ] {
                        if c.one_in(3) {
                            board.push(format!("{key} = -"));
                        } else {
                            pieces.push((l, Role::Other));
                        }
                    }
                }
                for (key, l) in [
                    ("knight", 'n'),
                    ("bishop", 'b'),
                    ("queen", 'q'),
                    ("rook", 'r'),
                    ("pawn", 'p'),
                ] {
                    let odds = if l == 'p' { 12 } else { 6 };
                    if !(l == 'r' && castling) && c.one_in(odds) {
                        board.push(format!("{key} = -"));
                        pieces.retain(|&(x, _)| x != l);
                    }
                }
            }
            None => {
                pieces.push(('k', Role::King));
                board.push("king = k".into());
                for (key, l) in [
                    ("pawn", 'p'),
                    ("rook", 'r'),
                    ("knight", 'n'),
                    ("bishop", 'b'),
                    ("queen", 'q'),
                ] {
                    if (l == 'r' && castling) || !c.one_in(3) {
                        board.push(format!("{key} = {l}"));
                        pieces.push((l, if l == 'p' { Role::Pawn } else { Role::Other }));
                    }
                }
            }
        }
    }

    /// Now and then, a king of its own Betza.
    fn king(&mut self, c: &mut impl Chooser) {
        if c.one_in(8) && self.pieces.contains(&('k', Role::King)) {
            let b = if c.one_in(3) {
                random_betza(c)
            } else {
                KING_BETZA[c.below(KING_BETZA.len())].to_string()
            };
            self.board.retain(|l| l != "king = k");
            self.board.push(format!("king = k:{b}"));
        }
    }

    /// Up to four custom pieces (some pawns, some taking an inherited letter), and the
    /// pawn types when a custom pawn is among them.
    fn custom_pieces(&mut self, c: &mut impl Chooser) {
        let pieces = &mut self.pieces;
        let mut custom_pawns = Vec::new();
        let customs = c.below(4) + usize::from(c.one_in(6));
        // Letters the parent gave: a custom piece may take one and so replace that piece.
        let inherited: Vec<char> = if self.parent.is_some() {
            pieces.iter().map(|(l, _)| *l).collect()
        } else {
            Vec::new()
        };
        let mut replaced = Vec::new();
        for i in 0..customs {
            let letter = if c.one_in(10) && !inherited.is_empty() {
                let l = inherited[c.below(inherited.len())];
                if replaced.contains(&l) {
                    continue;
                }
                replaced.push(l);
                l
            } else {
                match CUSTOM_LETTERS
                    .iter()
                    .find(|l| !pieces.iter().any(|(x, _)| x == *l))
                {
                    Some(&l) => l,
                    None => break,
                }
            };
            let (betza, role) = if c.one_in(5) {
                let b = ["fmWfcF", "mfWcfF", "fmWfcFifmnD", "fWcF"][c.below(4)];
                custom_pawns.push(letter);
                (b.to_string(), Role::Pawn)
            } else if c.one_in(16) {
                (String::new(), Role::Other)
            } else {
                (random_betza(c), Role::Other)
            };
            pieces.retain(|&(x, _)| x != letter);
            pieces.push((letter, role));
            self.board
                .push(format!("customPiece{} = {letter}:{betza}", i + 1));
        }
        if !custom_pawns.is_empty() {
            let mut types: Vec<char> = self.letters(Role::Pawn);
            types.sort_unstable();
            let types: Vec<String> = types.iter().map(char::to_string).collect();
            self.board.push(format!("pawnTypes = {}", types.join(" ")));
        }
        self.pawn_letters = self.letters(Role::Pawn);
    }

    /// The letters of the pieces of one role, in the order they were given.
    fn letters(&self, role: Role) -> Vec<char> {
        self.pieces
            .iter()
            .filter(|(_, r)| *r == role)
            .map(|(l, _)| *l)
            .collect()
    }

    /// Promotion (types, regions, whether optional), double steps and en passant.
    fn pawn_keys(&mut self, c: &mut impl Chooser) {
        let h = self.h;
        let promotable = self.letters(Role::Other);
        if self.pawn_letters.is_empty() && self.parent.is_some() {
            return;
        }
        let board = &mut self.board;
        if self.parent.is_none() || c.one_in(3) {
            let mut chosen: Vec<String> = promotable
                .iter()
                .filter(|_| !c.one_in(3))
                .map(char::to_string)
                .collect();
            if chosen.is_empty() || c.one_in(12) {
                chosen = vec!["-".into()];
            }
            board.push(format!("promotionPieceTypes = {}", chosen.join(" ")));
        }
        if !c.one_in(10) {
            let deep = h >= 4 && c.one_in(6);
            let white = if deep {
                vec![h - 2, h - 1]
            } else {
                vec![h - 1]
            };
            let black = if deep { vec![0, 1] } else { vec![0] };
            board.push(format!(
                "promotionRegionWhite = {}",
                ranks(h - white.len() + 1, h)
            ));
            board.push(format!("promotionRegionBlack = {}", ranks(1, black.len())));
            self.promotion = (white, black);
        }
        if c.one_in(6) {
            board.push("mandatoryPawnPromotion = false".into());
        }
        if h >= 5 && !c.one_in(5) {
            board.push("doubleStepRegionWhite = *2".into());
            board.push(format!("doubleStepRegionBlack = *{}", h - 1));
        } else {
            board.push("doubleStep = false".into());
        }
        if c.one_in(8) {
            board.push("enPassantRegion = -".into());
        }
    }

    /// Castling (with the board: a parent section on a narrow board must not keep chess's
    /// castling files), then drops and hands.
    fn castling_and_hands(&mut self, c: &mut impl Chooser) {
        let (w, h) = (self.w, self.h);
        if self.castling {
            self.board.push("castling = true".into());
            self.board
                .push(format!("castlingKingsideFile = {}", file_text(c, w - 2)));
            self.board
                .push(format!("castlingQueensideFile = {}", file_text(c, 2)));
        } else {
            self.board.push("castling = false".into());
        }
        self.drops = c.one_in(3);
        self.to_hand = c.one_in(3);
        let rules = &mut self.rules;
        if self.drops {
            rules.push("pieceDrops = true".into());
            if c.one_in(5) {
                rules.push(format!("dropRegionWhite = {}", ranks(1, h.div_ceil(2))));
                rules.push(format!("dropRegionBlack = {}", ranks(h / 2 + 1, h)));
            }
            if c.one_in(5) {
                rules.push("firstRankPawnDrops = true".into());
            }
            if h >= 3 && c.one_in(10) {
                rules.push(format!("x-pawnDropRegionWhite = {}", ranks(2, h - 1)));
                rules.push(format!("x-pawnDropRegionBlack = {}", ranks(2, h - 1)));
            }
        }
        if self.to_hand {
            rules.push("capturesToHand = true".into());
        } else if c.one_in(10) {
            rules.push(format!(
                "x-handCaptureRegionWhite = {}",
                ranks(h / 2 + 1, h)
            ));
            rules.push(format!(
                "x-handCaptureRegionBlack = {}",
                ranks(1, h.div_ceil(2))
            ));
        }
    }

    /// How the game ends: checking off, extinction, a flag, stalemate and checkmate
    /// values, the n-move and n-fold rules; now and then a key only Nasty Neighbours plays.
    fn ends(&mut self, c: &mut impl Chooser) {
        let (w, h) = (self.w, self.h);
        let has_king = self.pieces.contains(&('k', Role::King));
        let flag_letters: Vec<char> = self.pieces.iter().map(|(l, _)| *l).collect();
        let rules = &mut self.rules;
        match c.below(8) {
            4 => {
                rules.push("checking = false".into());
                rules.push("extinctionValue = loss".into());
                rules.push(format!(
                    "extinctionPieceTypes = {}",
                    if has_king { "k" } else { "*" }
                ));
            }
            5 => {
                let piece = match c.below(3) {
                    0 if has_king => "k".to_string(),
                    1 if !flag_letters.is_empty() => {
                        flag_letters[c.below(flag_letters.len())].to_string()
                    }
                    _ => "*".to_string(),
                };
                rules.push(format!("flagPiece = {piece}"));
                if c.one_in(3) && w >= 2 && h >= 2 {
                    let (f, r) = (w / 2, h / 2);
                    let sq =
                        |f: usize, r: usize| format!("{}{}", char::from(b'a' + f as u8), r + 1);
                    rules.push(format!(
                        "flagRegion = {} {} {} {}",
                        sq(f - 1, r - 1),
                        sq(f, r - 1),
                        sq(f - 1, r),
                        sq(f, r)
                    ));
                } else {
                    rules.push(format!("flagRegionWhite = *{h}"));
                    rules.push("flagRegionBlack = *1".into());
                }
            }
            6 => rules.push(format!(
                "stalemateValue = {}",
                ["loss", "win", "draw"][c.below(3)]
            )),
            7 => {
                rules.push("extinctionValue = loss".into());
                rules.push("extinctionPieceTypes = *".into());
                rules.push(format!("extinctionPieceCount = {}", c.below(2)));
            }
            _ => {}
        }
        if c.one_in(12) {
            rules.push(format!(
                "checkmateValue = {}",
                ["win", "draw", "loss"][c.below(3)]
            ));
        }
        if c.one_in(4) {
            rules.push(format!("nMoveRule = {}", [0, 1, 4, 10, 50][c.below(5)]));
        }
        if c.one_in(4) {
            rules.push(format!("nFoldRule = {}", [0, 1, 2, 3, 5][c.below(5)]));
        }
        if c.one_in(40) {
            // Only Nasty Neighbours' module plays it: the start is refused with its name.
            rules.push("x-conquest = true".into());
        }
    }

    /// The `startFen` line: holes, kings, castling rooks, the armies, the hands.
    fn start(&self, c: &mut impl Chooser) -> String {
        let mut s = Start::new(self.w, self.h);
        let castle_field = s.kings_and_rooks(self, c);
        if c.one_in(3) {
            s.holes(c);
        }
        s.pawn_rows(self, c);
        s.scatter(self, c);
        let mut fen = s.board_text();
        if self.drops || self.to_hand {
            fen.push_str(&self.hands(c));
        }
        let side = if c.one_in(6) { 'b' } else { 'w' };
        let castle_field = if castle_field.is_empty() {
            "-".to_string()
        } else {
            castle_field
        };
        format!("startFen = {fen} {side} {castle_field} - 0 1")
    }

    /// The pieces other than the king.
    fn others(&self) -> Vec<char> {
        self.pieces
            .iter()
            .filter(|(_, r)| *r != Role::King)
            .map(|(l, _)| *l)
            .collect()
    }

    /// Whether `letter` may stand on rank `r` (from 0) for White (`white`) or Black: a pawn
    /// neither on its side's first rank, nor on the last, nor in its promotion ranks.
    fn pawn_ok(&self, letter: char, white: bool, r: usize) -> bool {
        if !self.pawn_letters.contains(&letter) {
            return true;
        }
        let (back, promotion) = if white {
            (0, &self.promotion.0)
        } else {
            (self.h - 1, &self.promotion.1)
        };
        r != back && !promotion.contains(&r) && r != self.h - 1 - back
    }

    /// The hands of the start position: `[…]`.
    fn hands(&self, c: &mut impl Chooser) -> String {
        let mut out = String::from("[");
        let in_hand: Vec<char> = if c.one_in(30) {
            self.pieces.iter().map(|(l, _)| *l).collect()
        } else {
            self.others()
        };
        if !in_hand.is_empty() {
            for white in [true, false] {
                for _ in 0..c.below(4) {
                    let l = in_hand[c.below(in_hand.len())];
                    out.push(if white { l.to_ascii_uppercase() } else { l });
                    if c.one_in(10) {
                        out.push('*');
                    }
                }
            }
        }
        out.push(']');
        out
    }

    /// The text: a few keys swapped (the order of a section's keys does not matter), a
    /// comment now and then, one section or a parent section and the one to play.
    fn text(mut self, c: &mut impl Chooser) -> RandomDefinition {
        for list in [&mut self.board, &mut self.rules] {
            for _ in 0..c.below(3) {
                if list.is_empty() {
                    break;
                }
                let (i, j) = (c.below(list.len()), c.below(list.len()));
                list.swap(i, j);
            }
        }
        let header = |name: &str, parent: Option<&str>| match parent {
            Some(p) => format!("[{name}:{p}]\n"),
            None => format!("[{name}]\n"),
        };
        let lines = |lines: &[String]| lines.iter().map(|l| format!("{l}\n")).collect::<String>();
        let mut text = String::new();
        if c.one_in(4) {
            text.push_str("# a random definition (cli/src/soak_defined.rs)\n");
        }
        let base = format!("{SECTION}-base");
        if self.two_sections {
            text.push_str(&header(&base, self.parent));
            text.push_str(&lines(&self.board));
            text.push('\n');
            text.push_str(&header(SECTION, Some(&base)));
            text.push_str(&lines(&self.rules));
        } else {
            text.push_str(&header(SECTION, self.parent));
            text.push_str(&lines(&self.board));
            text.push_str(&lines(&self.rules));
        }
        RandomDefinition {
            text,
            section: SECTION.to_string(),
        }
    }
}

/// The start position's board while it is placed.
struct Start {
    w: usize,
    h: usize,
    grid: Vec<Vec<Option<char>>>,
    hole: Vec<Vec<bool>>,
}

impl Start {
    fn new(w: usize, h: usize) -> Start {
        Start {
            w,
            h,
            grid: vec![vec![None; w]; h],
            hole: vec![vec![false; w]; h],
        }
    }

    fn free(&self, f: usize, r: usize) -> bool {
        self.grid[r][f].is_none() && !self.hole[r][f]
    }

    /// The kings on the first and last ranks (one missing now and then), and with castling
    /// the rooks in the corners: returns the castling field (empty for none).
    fn kings_and_rooks(&mut self, d: &Draft, c: &mut impl Chooser) -> String {
        let (w, h) = (self.w, self.h);
        let king_file = if d.castling {
            1 + c.below(w - 2)
        } else {
            c.below(w)
        };
        let black_king_file = if d.castling || !c.one_in(4) {
            king_file
        } else {
            c.below(w)
        };
        if d.pieces.iter().any(|(l, _)| *l == 'k') {
            self.grid[0][king_file] = Some('K');
            if !c.one_in(20) {
                self.grid[h - 1][black_king_file] = Some('k');
            }
        }
        let mut castle_field = String::new();
        if d.castling {
            for (f, r, letter, right) in [
                (w - 1, 0, 'R', 'K'),
                (0, 0, 'R', 'Q'),
                (w - 1, h - 1, 'r', 'k'),
                (0, h - 1, 'r', 'q'),
            ] {
                if self.grid[r][f].is_none() {
                    self.grid[r][f] = Some(letter);
                    if !c.one_in(6) {
                        castle_field.push(right);
                    }
                }
            }
        }
        castle_field
    }

    /// A few holes on empty squares.
    fn holes(&mut self, c: &mut impl Chooser) {
        for _ in 0..1 + c.below(6) {
            let (f, r) = (c.below(self.w), c.below(self.h));
            if self.grid[r][f].is_none() {
                self.hole[r][f] = true;
            }
        }
    }

    /// Rows of pawns on the second ranks, with gaps, as in chess (double steps, en
    /// passant).
    fn pawn_rows(&mut self, d: &Draft, c: &mut impl Chooser) {
        let (w, h) = (self.w, self.h);
        if h < 4 || d.pawn_letters.is_empty() || c.one_in(3) {
            return;
        }
        let pawn = d.pawn_letters[c.below(d.pawn_letters.len())];
        for f in 0..w {
            let (r, r2) = (1, h - 2);
            if self.free(f, r)
                && self.free(f, r2)
                && d.pawn_ok(pawn, true, r)
                && d.pawn_ok(pawn, false, r2)
                && !c.one_in(5)
            {
                self.grid[r][f] = Some(pawn.to_ascii_uppercase());
                self.grid[r2][f] = Some(pawn);
            }
        }
    }

    /// The other pieces, mirrored between the sides or scattered.
    fn scatter(&mut self, d: &Draft, c: &mut impl Chooser) {
        let (w, h) = (self.w, self.h);
        let others = d.others();
        if others.is_empty() {
            return;
        }
        let mirrored = !c.one_in(3);
        for _ in 0..c.below(2 * w + 1) {
            let (f, r) = (c.below(w), c.below(h));
            let letter = others[c.below(others.len())];
            if mirrored {
                let r = r % h.div_ceil(2);
                let (f2, r2) = (f, h - 1 - r);
                if (f, r) != (f2, r2)
                    && self.free(f, r)
                    && self.free(f2, r2)
                    && d.pawn_ok(letter, true, r)
                    && d.pawn_ok(letter, false, r2)
                {
                    self.grid[r][f] = Some(letter.to_ascii_uppercase());
                    self.grid[r2][f2] = Some(letter);
                }
            } else {
                let white = !c.one_in(2);
                if self.free(f, r) && d.pawn_ok(letter, white, r) {
                    self.grid[r][f] = Some(if white {
                        letter.to_ascii_uppercase()
                    } else {
                        letter
                    });
                }
            }
        }
    }

    /// The board part of the FEN (holes as `*`).
    fn board_text(&self) -> String {
        engine::fen::board_field(self.w as u8, self.h as u8, |f, r| {
            let (f, r) = (usize::from(f), usize::from(r));
            if self.hole[r][f] {
                Some('*')
            } else {
                self.grid[r][f]
            }
        })
    }
}

/// The settings of a random definition's section, or why the reader refuses the text.
pub fn settings_of(def: &RandomDefinition) -> Result<Settings, String> {
    let defs = parse_definitions(&def.text).map_err(|e| e.to_string())?;
    defs.into_iter()
        .find(|d| d.name == def.section)
        .map(Settings::defined)
        .ok_or_else(|| format!("no section [{}]", def.section))
}

/// Whether `m` added a piece to the game: more on the board and in the hands than before,
/// but for a drop from an unlimited hand.
fn material_grows(prev: &Position, m: &Move, next: &Position) -> bool {
    let unlimited_drop = matches!(*m, Move::Drop { kind, .. }
        if prev.hand(prev.turn()).count(kind) == Count::Unlimited);
    material(next) > material(prev) + u32::from(unlimited_drop)
}

/// The checks every position gets: the soak's own ([`crate::soak::check_sound`]).
pub use crate::soak::check_sound;

/// A random move-shaped input: a move between two random squares (sometimes promoting to
/// a random kind), a drop of a random kind, or a pass.
pub fn random_move(pos: &Position, c: &mut impl Chooser) -> Move {
    let g = pos.rules().geometry();
    let (w, h) = (usize::from(g.width()), usize::from(g.height()));
    let kinds = pos.rules().kinds().len();
    let sq = |c: &mut dyn FnMut(usize) -> usize| Square::new(c(w) as u8, c(h) as u8);
    let mut below = |n: usize| c.below(n);
    match below(8) {
        0 => Move::Pass,
        1 | 2 => Move::Drop {
            kind: Kind(below(kinds) as u8),
            to: sq(&mut below),
        },
        n => Move::Normal {
            from: sq(&mut below),
            to: sq(&mut below),
            promotion: (n == 7).then(|| Kind(below(kinds) as u8)),
        },
    }
}

/// Checks one position's verdicts on moves: the legal moves of `sample` read back from
/// their text, pass `check()` and play (with the other side to move); a random move-shaped
/// input is refused unless legal; with the game over, `check()` refuses every move.
fn check_moves(
    pos: &Position,
    legal: &[Move],
    sample: &[Move],
    c: &mut impl Chooser,
) -> Result<(), String> {
    let rules = pos.rules();
    let over = pos.outcome().is_some();
    for m in sample {
        let text = m.to_uci(rules);
        if Move::parse_uci(&text, rules).ok() != Some(*m) {
            return Err(format!("the legal move {text} does not read back"));
        }
        match (over, pos.check(m)) {
            (false, Ok(())) => match pos.play(m) {
                Ok(next) if next.turn() != pos.turn() => {}
                Ok(_) => return Err(format!("after {text} the same side is to move")),
                Err(e) => return Err(format!("the legal move {text} is refused by play: {e}")),
            },
            (false, Err(e)) => {
                return Err(format!("the legal move {text} is refused by check(): {e}"))
            }
            (true, Ok(())) => return Err(format!("{text} is accepted after the game ended")),
            (true, Err(_)) => {}
        }
    }
    for _ in 0..2 {
        let m = random_move(pos, c);
        let ok = pos.check(&m).is_ok();
        if ok != (legal.contains(&m) && !over) {
            return Err(format!(
                "check() ({}) and legal_moves() ({}) disagree on {}",
                if ok { "accepts" } else { "refuses" },
                if legal.contains(&m) {
                    "lists it"
                } else {
                    "does not"
                },
                m.to_uci(rules)
            ));
        }
    }
    Ok(())
}

/// A [`Game`] at `prev` plays `m` to `next`, and `Game::undo` gives back `prev` exactly.
fn check_undo(game: &mut Game, m: &Move, prev: &Position, next: &Position) -> Result<(), String> {
    if let Err(e) = game.play(m) {
        return Err(format!("Game::play refuses the legal move: {e}"));
    }
    if game.position() != next {
        return Err("Game::play and Position::play give different positions".into());
    }
    if game.undo() != Some(*m) {
        return Err("undo did not return the move just played".into());
    }
    if game.position() != prev || game.position().to_fen() != prev.to_fen() {
        return Err(format!(
            "undo gave {}, not the position before",
            game.position().to_fen()
        ));
    }
    if game.play(m).is_err() || game.position() != next {
        return Err("the move does not replay after undo".into());
    }
    Ok(())
}

/// What kind of moves a game played.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MoveCounts {
    /// Captures (a piece of the other side left the board).
    pub captures: u64,
    /// Of which en passant (the captured piece was not on the square moved to).
    pub en_passant: u64,
    /// Drops from the hand.
    pub drops: u64,
    /// Promotions.
    pub promotions: u64,
    /// Castlings (two pieces of the mover moved).
    pub castlings: u64,
}

impl MoveCounts {
    fn add(&mut self, o: &MoveCounts) {
        self.captures += o.captures;
        self.en_passant += o.en_passant;
        self.drops += o.drops;
        self.promotions += o.promotions;
        self.castlings += o.castlings;
    }

    fn count(&mut self, prev: &Position, m: &Move, next: &Position) {
        let me = prev.turn();
        let them = Player(1 - me.0.min(1));
        match m.piece_move() {
            Move::Drop { .. } | Move::DropPromoted { .. } => self.drops += 1,
            Move::Normal { to, promotion, .. } => {
                if promotion.is_some() {
                    self.promotions += 1;
                }
                if next.pieces_of(them).count() < prev.pieces_of(them).count() {
                    self.captures += 1;
                    if prev.piece_at(to).is_none() {
                        self.en_passant += 1;
                    }
                }
                // A move changes two of the mover's squares (from and to); castling
                // changes three or four (king and rook).
                let changed = (prev.pieces_of(me) | next.pieces_of(me))
                    .iter()
                    .filter(|&sq| {
                        let own = |p: &Position| p.piece_at(sq).filter(|x| x.player == me);
                        own(prev) != own(next)
                    })
                    .count();
                // A gated piece is a third square, not a castling.
                if changed > 2 + usize::from(matches!(m, Move::Gated { .. })) {
                    self.castlings += 1;
                }
            }
            Move::Pass | Move::Walled { .. } | Move::Gated { .. } => {}
        }
    }
}

/// A broken invariant, with what it takes to replay the game.
#[derive(Clone, Debug)]
pub struct Violation {
    /// The game's seed.
    pub seed: u64,
    /// The definition text.
    pub text: String,
    /// The starting FEN (empty when the game did not start).
    pub start_fen: String,
    /// The moves up to and including the one after which the check failed.
    pub moves: Vec<String>,
    /// A link to the game (`def=`, `moves=`), the moves included.
    pub link: String,
    /// What went wrong.
    pub what: String,
}

/// How one random definition went.
#[derive(Clone, Debug)]
pub struct DefinedGame {
    /// The definition.
    pub definition: RandomDefinition,
    /// Plies played.
    pub plies: usize,
    /// The result: the outcome as text, `ply limit`, `violation`, or the refusal
    /// (`refused by the reader`, `refused at the start`).
    pub result: String,
    /// Why the definition or its start was refused.
    pub refusal: Option<String>,
    /// The moves played, by kind.
    pub counts: MoveCounts,
    /// The broken invariant, if any.
    pub violation: Option<Violation>,
}

/// The seed of game `i` of a soak seeded with `seed`.
pub fn game_seed(seed: u64, i: u64) -> u64 {
    Rng::new(seed ^ 0x5eed_def5 ^ i.wrapping_mul(0x2545_f491_4f6c_dd1d)).next_u64()
}

thread_local! {
    /// The game being played (seed and definition text), for the panic hook of [`command`].
    static CURRENT: RefCell<Option<(u64, String)>> = const { RefCell::new(None) };
}

/// Makes the random definition of `seed` and plays it at random from its start, checking
/// every position (see the module's text). A panic is caught and reported as a violation
/// (where panics unwind: the release profile aborts, and then the panic hook of
/// [`command`] names the game).
pub fn play_defined(seed: u64) -> DefinedGame {
    let mut rng = Rng::new(seed);
    let definition = random_definition(&mut rng);
    CURRENT.with(|c| *c.borrow_mut() = Some((seed, definition.text.clone())));
    let mut moves: Vec<String> = Vec::new();
    let mut start_fen = String::new();
    let mut report = DefinedGame {
        definition: definition.clone(),
        plies: 0,
        result: String::new(),
        refusal: None,
        counts: MoveCounts::default(),
        violation: None,
    };
    let outcome = panic::catch_unwind(AssertUnwindSafe(|| {
        play_inner(
            &definition,
            &mut rng,
            &mut moves,
            &mut start_fen,
            &mut report,
        )
    }));
    let link = |moves: &[String]| {
        format!(
            "#game={SECTION}&def={}&moves={}",
            encode_value(&definition.text),
            encode_value(&moves.join(","))
        )
    };
    let failure = match outcome {
        Ok(Ok(())) => None,
        Ok(Err(what)) => Some(what),
        Err(p) => Some(format!(
            "panic: {}",
            p.downcast_ref::<String>()
                .cloned()
                .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_else(|| "(no message)".into())
        )),
    };
    if let Some(what) = failure {
        report.result = "violation".into();
        report.plies = moves.len();
        report.violation = Some(Violation {
            seed,
            text: definition.text.clone(),
            start_fen,
            link: link(&moves),
            moves,
            what,
        });
    }
    report
}

fn play_inner(
    definition: &RandomDefinition,
    rng: &mut Rng,
    moves: &mut Vec<String>,
    start_fen: &mut String,
    report: &mut DefinedGame,
) -> Result<(), String> {
    let settings = match settings_of(definition) {
        Ok(s) => s,
        Err(e) => {
            report.result = "refused by the reader".into();
            report.refusal = Some(e);
            return Ok(());
        }
    };
    let start = match Position::start(&settings) {
        Ok(p) => p,
        Err(e) => {
            report.result = "refused at the start".into();
            report.refusal = Some(e.to_string());
            return Ok(());
        }
    };
    *start_fen = start.to_fen();
    let mut game = Game::from_position(&settings, start.clone());
    check_sound(&settings, &start)?;
    let mut pos = start;
    loop {
        report.plies = moves.len();
        let legal = pos.legal_moves().to_vec();
        let sample: Vec<Move> = if legal.len() <= CHECK_ALL_UP_TO
            || moves.len().is_multiple_of(CHECK_ALL_EVERY)
            || pos.outcome().is_some()
        {
            legal.clone()
        } else {
            (0..CHECK_SAMPLE)
                .map(|_| legal[rng.below(legal.len())])
                .collect()
        };
        check_moves(&pos, &legal, &sample, rng)?;
        if legal.is_empty() && pos.outcome().is_none() {
            return Err("no legal move, yet the game is not over".into());
        }
        if let Some(o) = game.outcome() {
            if pos.outcome().is_some_and(|p| p != o) {
                return Err(format!(
                    "the game's outcome ({o}) is not the position's ({})",
                    pos.outcome().map(|p| p.to_string()).unwrap_or_default()
                ));
            }
            report.result = o.to_string();
            return Ok(());
        }
        if legal.is_empty() {
            return Err("no legal move and no outcome of the game".into());
        }
        if moves.len() >= PLY_CAP {
            report.result = "ply limit".into();
            return Ok(());
        }
        let m = legal[rng.below(legal.len())];
        moves.push(m.to_uci(pos.rules()));
        let next = pos
            .play(&m)
            .map_err(|e| format!("the legal move was refused by play: {e}"))?;
        check_sound(&settings, &next)?;
        if material_grows(&pos, &m, &next) {
            return Err("a move added a piece to the game".into());
        }
        let prev_game_len = game.moves().len();
        check_undo(&mut game, &m, &pos, &next)?;
        debug_assert_eq!(game.moves().len(), prev_game_len + 1);
        report.counts.count(&pos, &m, &next);
        pos = next;
    }
}

/// Features of the definitions a soak played, counted over the games that started.
#[derive(Clone, Debug, Default)]
pub struct Features {
    /// Boards with holes.
    pub holes: u64,
    /// With drops.
    pub drops: u64,
    /// With captures to hand.
    pub captures_to_hand: u64,
    /// With castling.
    pub castling: u64,
    /// With checking off.
    pub no_checking: u64,
    /// With an extinction rule.
    pub extinction: u64,
    /// With a flag region.
    pub flag: u64,
    /// With at least one custom piece.
    pub custom: u64,
    /// Defined over two sections (a parent in the text).
    pub two_sections: u64,
    /// Boards larger than 8×8 in either direction.
    pub large: u64,
}

impl Features {
    fn count(&mut self, settings: &Settings) {
        let Some(d) = settings.definition.as_deref() else {
            return;
        };
        let flag = |b: bool| u64::from(b);
        self.holes += flag(!d.holes.is_empty());
        self.drops += flag(d.piece_drops);
        self.captures_to_hand += flag(d.captures_to_hand);
        self.castling += flag(d.castling);
        self.no_checking += flag(!d.checking);
        self.extinction += flag(d.extinction_value != engine::definition::GameValue::None);
        self.flag += flag(!d.flag_region.white.is_empty() || !d.flag_region.black.is_empty());
        self.custom += flag(d.pieces.iter().any(|p| p.key.starts_with("customPiece")));
        self.two_sections += flag(d.source.matches('[').count() > 1);
        self.large += flag(d.width > 8 || d.height > 8);
    }
}

/// What a soak of random definitions found.
#[derive(Clone, Debug, Default)]
pub struct Report {
    /// Definitions made.
    pub definitions: u64,
    /// Refused by the reader.
    pub refused_by_reader: u64,
    /// Read, but the start refused.
    pub refused_at_start: u64,
    /// Games played (started).
    pub games: u64,
    /// Plies played in all.
    pub plies: u64,
    /// The longest game.
    pub max_plies: usize,
    /// Results by their text (the games played, and the violations).
    pub results: BTreeMap<String, u64>,
    /// Refusals by their reason, digits written `#`.
    pub refusals: BTreeMap<String, u64>,
    /// The moves played, by kind.
    pub counts: MoveCounts,
    /// Features of the definitions played.
    pub features: Features,
    /// Broken invariants.
    pub violations: Vec<Violation>,
    /// Seconds taken.
    pub seconds: f64,
}

/// Plays `n` random definitions from `seed` and returns what was found.
pub fn soak(n: u64, seed: u64) -> Report {
    let started = Instant::now();
    let mut r = Report::default();
    for i in 0..n {
        let g = play_defined(game_seed(seed, i));
        r.definitions += 1;
        match g.result.as_str() {
            "refused by the reader" => r.refused_by_reader += 1,
            "refused at the start" => r.refused_at_start += 1,
            _ => {
                r.games += 1;
                r.plies += g.plies as u64;
                r.max_plies = r.max_plies.max(g.plies);
                if let Ok(s) = settings_of(&g.definition) {
                    r.features.count(&s);
                }
                *r.results.entry(g.result.clone()).or_insert(0) += 1;
            }
        }
        if let Some(why) = &g.refusal {
            let key: String = why
                .chars()
                .map(|c| if c.is_ascii_digit() { '#' } else { c })
                .collect();
            *r.refusals.entry(key).or_insert(0) += 1;
        }
        r.counts.add(&g.counts);
        if let Some(v) = g.violation {
            r.violations.push(v);
        }
    }
    r.seconds = started.elapsed().as_secs_f64();
    r
}

/// Plays `n` random definitions from `seed` and writes the report; returns whether every
/// check passed.
pub fn run(n: u64, seed: u64, out: &mut dyn Write) -> io::Result<bool> {
    writeln!(
        out,
        "soak-defined: {n} random definitions, seed {seed}, ply cap {PLY_CAP}, random moves"
    )?;
    let r = soak(n, seed);
    write_report(out, &r)?;
    if r.violations.is_empty() {
        writeln!(out, "soak-defined: ok, no violation")?;
    } else {
        writeln!(
            out,
            "soak-defined: FAILED, {} violation(s)",
            r.violations.len()
        )?;
    }
    Ok(r.violations.is_empty())
}

fn write_report(out: &mut dyn Write, r: &Report) -> io::Result<()> {
    let mean = if r.games > 0 {
        r.plies as f64 / r.games as f64
    } else {
        0.0
    };
    writeln!(
        out,
        "definitions {}: refused by the reader {}, refused at the start {}, played {} \
         (plies {}, mean {mean:.1}, max {}) violations {} time {:.1}s",
        r.definitions,
        r.refused_by_reader,
        r.refused_at_start,
        r.games,
        r.plies,
        r.max_plies,
        r.violations.len(),
        r.seconds
    )?;
    let f = &r.features;
    writeln!(
        out,
        "played: holes {}, drops {}, captures to hand {}, castling {}, checking off {}, \
         extinction {}, flag {}, custom pieces {}, two sections {}, larger than 8x8 {}",
        f.holes,
        f.drops,
        f.captures_to_hand,
        f.castling,
        f.no_checking,
        f.extinction,
        f.flag,
        f.custom,
        f.two_sections,
        f.large
    )?;
    let c = &r.counts;
    writeln!(
        out,
        "moves: captures {} (en passant {}), drops {}, promotions {}, castlings {}",
        c.captures, c.en_passant, c.drops, c.promotions, c.castlings
    )?;
    writeln!(out, "results:")?;
    for (result, n) in &r.results {
        writeln!(out, "  {n:>7}  {result}")?;
    }
    if !r.refusals.is_empty() {
        writeln!(out, "refusals (the most frequent reasons):")?;
        let mut by_count: Vec<(&String, &u64)> = r.refusals.iter().collect();
        by_count.sort_by(|a, b| b.1.cmp(a.1).then(a.0.cmp(b.0)));
        for (why, n) in by_count.into_iter().take(12) {
            writeln!(out, "  {n:>7}  {why}")?;
        }
    }
    for (label, v) in r.violations.iter().take(5).map(|v| ("VIOLATION", v)) {
        writeln!(out, "{label} seed {}: {}", v.seed, v.what)?;
        writeln!(out, "  start: {}", v.start_fen)?;
        writeln!(out, "  moves: {}", v.moves.join(" "))?;
        writeln!(out, "  link: {}", v.link)?;
        writeln!(out, "  definition:")?;
        for line in v.text.lines() {
            writeln!(out, "    {line}")?;
        }
    }
    Ok(())
}

/// `soak-defined [N] [seed]` from the command line: N random definitions (default 100),
/// seed default 1; `soak-defined game SEED` plays the one game of that game seed (as a
/// report names it) and shows it. Returns whether every check passed (false for bad
/// arguments too).
///
/// A panic in a build that aborts on panic (the release profile) ends the run; a panic
/// hook then names the game's seed and prints its definition, to replay with
/// `soak-defined game SEED` in a debug build, where the panic is caught and reported with
/// the moves.
pub fn command(args: &[String], out: &mut dyn Write) -> io::Result<bool> {
    static HOOK: Once = Once::new();
    HOOK.call_once(|| {
        let previous = panic::take_hook();
        panic::set_hook(Box::new(move |info| {
            previous(info);
            CURRENT.with(|c| {
                if let Some((seed, text)) = c.borrow().as_ref() {
                    eprintln!(
                        "soak-defined: the panic was in the game of seed {seed}; replay it \
                         with `variantarium-cli soak-defined game {seed}` (a debug build \
                         reports the moves). Its definition:\n{text}"
                    );
                }
            });
        }));
    });
    if args.first().map(String::as_str) == Some("game") {
        return match args.get(1).map(|t| t.parse::<u64>()) {
            Some(Ok(seed)) if args.len() == 2 => show_game(seed, out),
            _ => {
                writeln!(out, "expected: soak-defined game SEED")?;
                Ok(false)
            }
        };
    }
    let number = |i: usize, default: u64, min: u64| match args.get(i) {
        None => Ok(default),
        Some(t) => match t.parse::<u64>() {
            Ok(n) if n >= min => Ok(n),
            _ => Err(format!("soak-defined: '{t}' should be a whole number")),
        },
    };
    let parsed = if args.len() > 2 {
        Err("expected: soak-defined [definitions] [seed], or soak-defined game SEED".to_string())
    } else {
        number(0, 100, 1).and_then(|n| Ok((n, number(1, 1, 0)?)))
    };
    match parsed {
        Ok((n, seed)) => run(n, seed, out),
        Err(e) => {
            writeln!(out, "{e}")?;
            Ok(false)
        }
    }
}

/// Plays the game of one game seed and writes it: the definition, the result and any
/// violation.
fn show_game(seed: u64, out: &mut dyn Write) -> io::Result<bool> {
    let g = play_defined(seed);
    writeln!(
        out,
        "soak-defined game {seed}: {} after {} plies",
        g.result, g.plies
    )?;
    if let Some(why) = &g.refusal {
        writeln!(out, "refused: {why}")?;
    }
    let c = &g.counts;
    writeln!(
        out,
        "moves: captures {} (en passant {}), drops {}, promotions {}, castlings {}",
        c.captures, c.en_passant, c.drops, c.promotions, c.castlings
    )?;
    for (label, v) in [("VIOLATION", g.violation.as_ref())] {
        if let Some(v) = v {
            writeln!(out, "{label}: {}", v.what)?;
            writeln!(out, "  start: {}", v.start_fen)?;
            writeln!(out, "  moves: {}", v.moves.join(" "))?;
            writeln!(out, "  link: {}", v.link)?;
        }
    }
    writeln!(out, "definition:")?;
    for line in g.definition.text.lines() {
        writeln!(out, "  {line}")?;
    }
    Ok(g.violation.is_none())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_dry_source_makes_a_plain_game_that_starts() {
        let def = random_definition(&mut Bytes::new(&[]));
        let settings = match settings_of(&def) {
            Ok(s) => s,
            Err(e) => panic!("{e}\n{}", def.text),
        };
        assert!(Position::start(&settings).is_ok(), "{}", def.text);
    }
}
