//! The lines of an Interactive Diagram text: its `key=value` parameters and its piece
//! lines `name:ID:moves:image:squares[:in hand]`, with the squares read on the board.

use super::super::words::fill;
use crate::Square;

/// A `key=value` line of the diagram.
pub(super) struct Param<'a> {
    /// Its line, from 1.
    pub line: usize,
    pub key: &'a str,
    pub value: &'a str,
}

/// A piece line of the diagram.
pub(super) struct PieceLine<'a> {
    /// Its line, from 1.
    pub line: usize,
    pub name: &'a str,
    pub id: &'a str,
    pub moves: &'a str,
    /// The squares field as written (read by [`squares`] once the board is known).
    pub squares: &'a str,
    /// How many are in each side's hand at the start.
    pub in_hand: u32,
}

/// A diagram's lines, comments and blank lines left out.
pub(super) struct Lines<'a> {
    pub params: Vec<Param<'a>>,
    pub pieces: Vec<PieceLine<'a>>,
}

/// Whether `text` is an Interactive Diagram's text rather than a `variants.ini` one: no
/// `[section]` line, and at least one piece line (four colons, no `=`).
pub fn is_diagram(text: &str) -> bool {
    let mut piece = false;
    for t in text.lines().map(str::trim) {
        if t.starts_with('[') {
            return false;
        }
        piece |= !t.starts_with('#') && !t.contains('=') && t.matches(':').count() >= 4;
    }
    piece
}

/// Splits the diagram's lines (an error is its line and its reason).
pub(super) fn lines(text: &str) -> Result<Lines<'_>, (usize, String)> {
    let mut out = Lines {
        params: Vec::new(),
        pieces: Vec::new(),
    };
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        let t = raw.trim();
        if t.is_empty() || t.starts_with('#') || t.starts_with(';') {
            continue;
        }
        if let Some((key, value)) = t.split_once('=') {
            out.params.push(Param {
                line,
                key: key.trim(),
                value: value.trim(),
            });
            continue;
        }
        let fields: Vec<&str> = t.split(':').map(str::trim).collect();
        if fields.len() < 5 || fields.len() > 6 {
            return Err((line, fill("diagram.line", &[t])));
        }
        let in_hand = match fields.get(5) {
            None | Some(&"") => 0,
            Some(n) => n
                .parse::<u32>()
                .ok()
                .filter(|&n| n < 255)
                .ok_or_else(|| (line, fill("diagram.in-hand", &[n])))?,
        };
        out.pieces.push(PieceLine {
            line,
            name: fields[0],
            id: fields[1],
            moves: fields[2],
            squares: fields[4],
            in_hand,
        });
    }
    Ok(out)
}

/// The squares of a squares field on a `files × ranks` board whose first rank is numbered
/// `first_rank`: White's, and Black's when the field gives them after `,,`.
pub(super) fn squares(
    field: &str,
    files: u8,
    ranks: u8,
    first_rank: i32,
) -> Result<(Vec<Square>, Option<Vec<Square>>), String> {
    let (white, black) = match field.split_once(",,") {
        Some((w, b)) => (w, Some(b)),
        None => (field, None),
    };
    let read = |part: &str| -> Result<Vec<Square>, String> {
        let mut out = Vec::new();
        for item in part.split(',').map(str::trim).filter(|s| !s.is_empty()) {
            let (from, to) = match item.split_once('-') {
                Some((a, b)) => (a, b),
                None => (item, item),
            };
            let a = square(from, files, ranks, first_rank)?;
            let b = square(to, files, ranks, first_rank)?;
            for f in a.file().min(b.file())..=a.file().max(b.file()) {
                for r in a.rank().min(b.rank())..=a.rank().max(b.rank()) {
                    out.push(Square::new(f, r));
                }
            }
        }
        Ok(out)
    };
    Ok((read(white)?, black.map(read).transpose()?))
}

/// One square (`e2`, `j10`) on the board.
fn square(s: &str, files: u8, ranks: u8, first_rank: i32) -> Result<Square, String> {
    let mut chars = s.chars();
    let bad = || fill("diagram.square", &[s]);
    let file = chars
        .next()
        .filter(char::is_ascii_lowercase)
        .ok_or_else(bad)? as u8
        - b'a';
    let rank = chars.as_str().parse::<i32>().map_err(|_| bad())? - first_rank;
    if file >= files || rank < 0 || rank >= i32::from(ranks) {
        return Err(bad());
    }
    Ok(Square::new(file, rank as u8))
}

/// Whether some square of the diagram's pieces names rank 0 (a diagram numbering its
/// ranks from 0 without saying `firstRank=0`).
pub(super) fn names_rank_zero(pieces: &[PieceLine]) -> bool {
    pieces.iter().any(|p| {
        p.squares
            .split([',', '-'])
            .any(|s| s.len() > 1 && s[1..].trim() == "0")
    })
}
