//! FEN in Fairy-Stockfish's style: ranks from the top, multi-digit runs of empty squares,
//! `*` for a hole, `~` after a promoted piece, hands in brackets (`[QRn]`, `[K*k*]` for
//! unlimited), then side to move, castling, en passant, halfmove clock, fullmove number.
//!
//! A [`Setup`] is any placement that spells right; [`crate::Position::from_setup`] checks it
//! against a game's rules.

use crate::{Square, SquareSet, MAX_SIDE};
use std::fmt;

/// The board field of a FEN for a `width × height` board whose square (file, rank), both
/// from 0, holds `cell(file, rank)`: a piece's letter, `*` for a hole, `None` when empty.
/// Ranks from the top, runs of empty squares as numbers.
pub fn board_field(width: u8, height: u8, cell: impl Fn(u8, u8) -> Option<char>) -> String {
    let mut rows = Vec::new();
    for r in (0..height).rev() {
        let mut row = String::new();
        let mut empty = 0;
        for f in 0..width {
            match cell(f, r) {
                Some(c) => {
                    if empty > 0 {
                        row.push_str(&empty.to_string());
                        empty = 0;
                    }
                    row.push(c);
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            row.push_str(&empty.to_string());
        }
        rows.push(row);
    }
    rows.join("/")
}

/// A piece as written in a FEN: its letter (upper case = White, lower case = Black) and
/// whether it is promoted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FenPiece {
    /// The letter as written.
    pub letter: char,
    /// `~` followed it.
    pub promoted: bool,
    /// `+` went before it: the piece is the promoted form of this letter's piece (shogi's
    /// `+P`, a promoted pawn).
    pub plus: bool,
}

/// One entry of a FEN hand: a letter as written and whether it is unlimited (`K*`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FenHandEntry {
    /// The letter as written (upper case = White).
    pub letter: char,
    /// `*` followed it: unlimited.
    pub unlimited: bool,
}

/// A parsed FEN, not yet checked against a game's rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// Files.
    pub width: u8,
    /// Ranks.
    pub height: u8,
    /// The holes (`*`).
    pub holes: SquareSet,
    /// The pieces, by square.
    pub pieces: Vec<(Square, FenPiece)>,
    /// The hands, when the FEN has brackets.
    pub hands: Option<Vec<FenHandEntry>>,
    /// Side to move as written (`w`, `b`, …).
    pub turn: char,
    /// What follows the side-to-move letter in its field: Vimes' schedule (`2` in `w2`,
    /// `w0` in `rw0`); empty in every other game.
    pub turn_extra: String,
    /// Castling field as written (`-` for none).
    pub castling: String,
    /// En passant field as written (`-` for none).
    pub en_passant: String,
    /// Plies since the last capture, drop or pawn move.
    pub halfmove_clock: u32,
    /// Full move number, from 1.
    pub fullmove: u32,
    /// The checks White and Black still have to give (check counting, three-check): the
    /// field `3+3` after the en passant field, or lichess' `+W+B` (checks given of three) at
    /// the end, as Fairy-Stockfish reads them.
    pub checks: Option<(u8, u8)>,
}

/// Why a FEN could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseFenError(pub String);

impl fmt::Display for ParseFenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "bad FEN: {}", self.0)
    }
}

impl std::error::Error for ParseFenError {}

fn bad<T>(msg: impl Into<String>) -> Result<T, ParseFenError> {
    Err(ParseFenError(msg.into()))
}

impl Setup {
    /// Reads a FEN. Missing trailing fields default to `- - 0 1` (side to move is required).
    pub fn parse(fen: &str) -> Result<Setup, ParseFenError> {
        let fen = fen.trim();
        if fen.is_empty() {
            return bad("the FEN is empty");
        }
        let board_end = fen
            .find(|c: char| c == '[' || c.is_whitespace())
            .unwrap_or(fen.len());
        let (board, rest) = fen.split_at(board_end);
        let rows: Vec<&str> = board.split('/').collect();
        let height = rows.len();
        if height > MAX_SIDE as usize {
            return bad(format!("{height} ranks; at most {MAX_SIDE} are possible"));
        }
        let mut width: Option<usize> = None;
        let mut holes = SquareSet::EMPTY;
        let mut pieces = Vec::new();
        for (i, row) in rows.iter().enumerate() {
            let rank_no = height - i;
            let file = parse_rank(row, rank_no, &mut holes, &mut pieces)?;
            match width {
                None => width = Some(file),
                Some(w) if w != file => {
                    return bad(format!(
                        "rank {rank_no} has {file} squares but rank {height} has {w}"
                    ))
                }
                _ => {}
            }
        }
        let (hands, rest) = parse_hand(rest)?;
        let fields = Fields::parse(rest)?;
        Ok(Setup {
            width: width.unwrap_or(0) as u8,
            height: height as u8,
            holes,
            pieces,
            hands,
            turn: fields.turn,
            turn_extra: fields.turn_extra,
            castling: fields.castling,
            en_passant: fields.en_passant,
            halfmove_clock: fields.halfmove_clock,
            fullmove: fields.fullmove,
            checks: fields.checks,
        })
    }
}

/// Reads the rank numbered `rank_no` (from 1) into `holes` and `pieces`; gives its width.
fn parse_rank(
    row: &str,
    rank_no: usize,
    holes: &mut SquareSet,
    pieces: &mut Vec<(Square, FenPiece)>,
) -> Result<usize, ParseFenError> {
    let rank = (rank_no - 1) as u8;
    let chars: Vec<char> = row.chars().collect();
    let mut file: usize = 0;
    let mut j = 0;
    let place = |file: usize| -> Result<Square, ParseFenError> {
        if file >= MAX_SIDE as usize {
            return bad(format!("rank {rank_no} is wider than {MAX_SIDE} squares"));
        }
        Ok(Square::new(file as u8, rank))
    };
    while j < chars.len() {
        let c = chars[j];
        if c.is_ascii_digit() {
            let (n, next) = empty_run(&chars, j, rank_no)?;
            file += n;
            j = next;
            continue;
        }
        let plus = c == '+' && chars.get(j + 1).is_some_and(|l| l.is_ascii_alphabetic());
        let c = if plus {
            j += 1;
            chars[j]
        } else {
            c
        };
        if c == '*' {
            holes.insert(place(file)?);
        } else if c.is_ascii_alphabetic() {
            let sq = place(file)?;
            let promoted = chars.get(j + 1) == Some(&'~');
            if promoted {
                j += 1;
            }
            pieces.push((
                sq,
                FenPiece {
                    letter: c,
                    promoted,
                    plus,
                },
            ));
        } else {
            return bad(format!("rank {rank_no}: unexpected character '{c}'"));
        }
        file += 1;
        j += 1;
    }
    if file > MAX_SIDE as usize {
        return bad(format!("rank {rank_no} is wider than {MAX_SIDE} squares"));
    }
    if file == 0 {
        return bad(format!("rank {rank_no} is empty"));
    }
    Ok(file)
}

/// The run of empty squares whose digits start at `chars[j]`: its length and the index
/// after it.
fn empty_run(
    chars: &[char],
    mut j: usize,
    rank_no: usize,
) -> Result<(usize, usize), ParseFenError> {
    // `08` would read as 8 and be written back as `8`: refused, so that every FEN accepted
    // round-trips.
    if chars[j] == '0' && chars.get(j + 1).is_some_and(|d| d.is_ascii_digit()) {
        return bad(format!(
            "rank {rank_no}: a run of empty squares written with a leading 0"
        ));
    }
    let mut n = 0usize;
    while j < chars.len() && chars[j].is_ascii_digit() {
        n = n * 10 + chars[j].to_digit(10).unwrap_or(0) as usize;
        j += 1;
        if n > MAX_SIDE as usize {
            return bad(format!(
                "rank {rank_no}: a run of more than {MAX_SIDE} empty squares"
            ));
        }
    }
    if n == 0 {
        return bad(format!("rank {rank_no}: a run of 0 empty squares"));
    }
    Ok((n, j))
}

/// The hands in brackets after the board, if any (`[-]` for none), and what follows.
fn parse_hand(rest: &str) -> Result<(Option<Vec<FenHandEntry>>, &str), ParseFenError> {
    let Some(r) = rest.strip_prefix('[') else {
        return Ok((None, rest));
    };
    let close = r
        .find(']')
        .ok_or_else(|| ParseFenError("the hand has no closing ']'".into()))?;
    let inner = &r[..close];
    let mut entries = Vec::new();
    let chars: Vec<char> = inner.chars().collect();
    let mut j = 0;
    while j < chars.len() {
        let c = chars[j];
        if c == '-' && chars.len() == 1 {
            break;
        }
        if !c.is_ascii_alphabetic() {
            return bad(format!("unexpected character '{c}' in the hand"));
        }
        let unlimited = chars.get(j + 1) == Some(&'*');
        j += if unlimited { 2 } else { 1 };
        entries.push(FenHandEntry {
            letter: c,
            unlimited,
        });
    }
    Ok((Some(entries), &r[close + 1..]))
}

/// The fields after the board and hands.
struct Fields {
    turn: char,
    turn_extra: String,
    castling: String,
    en_passant: String,
    halfmove_clock: u32,
    fullmove: u32,
    checks: Option<(u8, u8)>,
}

/// A check count `W+B` (`lichess`: `+W+B`, checks given of three).
fn check_count(field: &str) -> Option<(u8, u8)> {
    let (lichess, rest) = match field.strip_prefix('+') {
        Some(r) => (true, r),
        None => (false, field),
    };
    let (w, b) = rest.split_once('+')?;
    let (w, b): (u8, u8) = (w.parse().ok()?, b.parse().ok()?);
    Some(if lichess {
        (3u8.saturating_sub(w), 3u8.saturating_sub(b))
    } else {
        (w, b)
    })
}

impl Fields {
    fn parse(rest: &str) -> Result<Fields, ParseFenError> {
        if !rest.is_empty() && !rest.starts_with(char::is_whitespace) {
            return bad("expected a space after the board");
        }
        let mut fields: Vec<&str> = rest.split_whitespace().collect();
        // A check count after the en passant field, or lichess' at the end; or, as
        // Fairy-Stockfish reads a short FEN (`w 7+7 0 1`), right after the side to move
        // with no castling and en passant fields.
        let mut checks = None;
        let short = fields.len() == 4 && fields[1].contains('+') && !fields[1].starts_with('+');
        if short {
            fields.splice(1..1, ["-", "-"]);
        }
        if let Some(i) = (3..fields.len()).rev().find(|&i| {
            let f = fields[i];
            f.contains('+') && (i == 3 || (i == fields.len() - 1 && f.starts_with('+')))
        }) {
            checks = Some(check_count(fields[i]).ok_or_else(|| {
                ParseFenError(format!("'{}' is not a check count such as 3+3", fields[i]))
            })?);
            fields.remove(i);
        }
        if fields.is_empty() {
            return bad("the side to move is missing");
        }
        if fields.len() > 5 {
            return bad(format!(
                "unexpected text '{}' at the end",
                fields[5..].join(" ")
            ));
        }
        let mut turn_chars = fields[0].chars();
        let turn = turn_chars.next().unwrap_or('?');
        if !turn.is_ascii_alphabetic() {
            return bad(format!(
                "side to move '{}' should start with a letter such as w or b",
                fields[0]
            ));
        }
        let number = |i: usize, name: &str, default: u32| -> Result<u32, ParseFenError> {
            match fields.get(i) {
                None => Ok(default),
                Some(s) => s
                    .parse()
                    .map_err(|_| ParseFenError(format!("{name} '{s}' is not a number"))),
            }
        };
        let halfmove_clock = number(3, "halfmove clock", 0)?;
        let fullmove = number(4, "fullmove number", 1)?;
        if fullmove == 0 {
            return bad("the fullmove number starts at 1");
        }
        Ok(Fields {
            turn,
            turn_extra: turn_chars.collect(),
            castling: fields.get(1).unwrap_or(&"-").to_string(),
            en_passant: fields.get(2).unwrap_or(&"-").to_string(),
            halfmove_clock,
            fullmove,
            checks,
        })
    }
}

impl fmt::Display for Setup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut grid: Vec<Option<FenPiece>> = vec![None; 256];
        for (sq, p) in &self.pieces {
            grid[sq.index()] = Some(*p);
        }
        for r in (0..self.height).rev() {
            let mut empty = 0;
            for file in 0..self.width {
                let sq = Square::new(file, r);
                let cell = if self.holes.contains(sq) {
                    Some("*".to_string())
                } else {
                    None
                };
                let cell = cell.or_else(|| {
                    grid[sq.index()].map(|p| {
                        let plus = if p.plus { "+" } else { "" };
                        let tilde = if p.promoted { "~" } else { "" };
                        format!("{plus}{}{tilde}", p.letter)
                    })
                });
                match cell {
                    None => empty += 1,
                    Some(s) => {
                        if empty > 0 {
                            write!(f, "{empty}")?;
                            empty = 0;
                        }
                        f.write_str(&s)?;
                    }
                }
            }
            if empty > 0 {
                write!(f, "{empty}")?;
            }
            if r > 0 {
                f.write_str("/")?;
            }
        }
        if let Some(h) = &self.hands {
            f.write_str("[")?;
            for e in h {
                write!(f, "{}{}", e.letter, if e.unlimited { "*" } else { "" })?;
            }
            f.write_str("]")?;
        }
        write!(
            f,
            " {}{} {} {}",
            self.turn, self.turn_extra, self.castling, self.en_passant
        )?;
        if let Some((w, b)) = self.checks {
            write!(f, " {w}+{b}")?;
        }
        write!(f, " {} {}", self.halfmove_clock, self.fullmove)
    }
}
