//! The lines of an Interactive Diagram text: its `key=value` parameters and its piece
//! lines `name:ID:moves:image:squares[:in hand]`, with the squares read on the board.

use super::say;
use crate::Square;

/// A `key=value` line of the diagram.
pub(super) struct Param {
    /// Its line, from 1.
    pub line: usize,
    pub key: String,
    pub value: String,
}

/// A piece line of the diagram.
pub(super) struct PieceLine {
    /// Its line, from 1.
    pub line: usize,
    /// Its place among the diagram's pieces and holes, from 0.
    pub order: usize,
    pub name: String,
    pub id: String,
    pub moves: String,
    /// The squares field as written (read by [`squares`] once the board is known).
    pub squares: String,
    /// How many are in each side's hand at the start.
    pub in_hand: u32,
}

/// A diagram's lines, comments and blank lines left out.
pub(super) struct Lines {
    pub params: Vec<Param>,
    pub pieces: Vec<PieceLine>,
}

/// Whether `text` is an Interactive Diagram's text rather than a `variants.ini` one: no
/// `[section]` line, and at least one piece (four colons, no `=`).
pub fn is_diagram(text: &str) -> bool {
    let mut piece = false;
    for (_, t) in items(text) {
        if t.starts_with('[') {
            return false;
        }
        piece |= !t.contains('=') && t.matches(':').count() >= 4;
    }
    piece
}

/// The diagram's items, each a parameter or a piece, with its line: one a line as a page
/// writes them, or several on a line separated by spaces as a comment on a page prints
/// them (`files=11 ranks=11 … king::KdU::f2`), where a word with neither `=` nor `:` is
/// the start of a name with a space (`Dragon Horse:D:BW::e3`). Comments and blank lines
/// are left out.
fn items(text: &str) -> impl Iterator<Item = (usize, String)> + '_ {
    text.lines().enumerate().flat_map(|(i, raw)| {
        let t = raw.trim();
        let comment = t.is_empty() || t.starts_with('#') || t.starts_with(';');
        let one = t.matches('=').count() + usize::from(t.matches(':').count() >= 4) <= 1;
        let mut out: Vec<(usize, String)> = Vec::new();
        if comment {
        } else if one || t.starts_with('[') {
            out.push((i + 1, t.to_string()));
        } else {
            let mut pending = String::new();
            for word in t.split_whitespace() {
                pending.push_str(word);
                if word.contains(['=', ':']) {
                    out.push((i + 1, std::mem::take(&mut pending)));
                } else {
                    pending.push(' ');
                }
            }
            if !pending.is_empty() {
                out.push((i + 1, pending.trim_end().to_string()));
            }
        }
        out
    })
}

/// Splits the diagram into parameters and pieces (an error is its line and its reason).
pub(super) fn lines(text: &str) -> Result<Lines, (usize, String)> {
    let mut out = Lines {
        params: Vec::new(),
        pieces: Vec::new(),
    };
    for (line, t) in items(text) {
        if let Some((key, value)) = t.split_once('=') {
            out.params.push(Param {
                line,
                key: key.trim().to_string(),
                value: value.trim().to_string(),
            });
            continue;
        }
        let fields: Vec<String> = t.split(':').map(|f| f.trim().to_string()).collect();
        if fields.len() < 5 || fields.len() > 6 {
            return Err((line, say(say::LINE, &[&t])));
        }
        let in_hand = match fields.get(5).map(String::as_str) {
            None | Some("") => 0,
            Some(n) => n
                .parse::<u32>()
                .ok()
                .filter(|&n| n < 255)
                .ok_or_else(|| (line, say(say::IN_HAND, &[n])))?,
        };
        let mut fields = fields.into_iter();
        let mut next = || fields.next().unwrap_or_default();
        let (name, id, moves, _image, squares) = (next(), next(), next(), next(), next());
        out.pieces.push(PieceLine {
            line,
            order: out.pieces.len(),
            name,
            id,
            moves,
            squares,
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
    let bad = || say(say::SQUARE, &[s]);
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
        p.squares.split([',', '-']).any(|s| {
            let mut chars = s.trim().chars();
            chars.next().is_some_and(|c| c.is_ascii_lowercase()) && chars.as_str() == "0"
        })
    })
}
