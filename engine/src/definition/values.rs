//! The value types of `variants.ini`: `[bool]`, `[int]`, `[Rank]`, `[File]`, `[Value]`,
//! `[Bitboard]`. Each returns the reason (lower case) when the text is not one.

use super::GameValue;
use crate::{Square, SquareSet, MAX_SIDE};

/// `true` or `false`, nothing else.
pub(crate) fn boolean(v: &str) -> Result<bool, String> {
    match v {
        "true" => Ok(true),
        "false" => Ok(false),
        _ => Err(format!("'{v}' is not true or false")),
    }
}

/// A natural number in decimal.
pub(crate) fn int(v: &str) -> Result<u32, String> {
    if v.is_empty() || !v.bytes().all(|b| b.is_ascii_digit()) {
        return Err(format!("'{v}' is not a whole number"));
    }
    v.parse::<u32>()
        .map_err(|_| format!("{v} is too large a number"))
}

/// A count of ranks or files: a number 1 to 16 (`maxRank`; `maxFile` also takes a letter,
/// see [`file`]).
pub(crate) fn side(v: &str, what: &str) -> Result<u8, String> {
    let n = int(v)?;
    if n == 0 || n > MAX_SIDE as u32 {
        return Err(format!("{n} {what}; a board has 1 to {MAX_SIDE}"));
    }
    Ok(n as u8)
}

/// A `[File]`: a number from 1 or a letter from `a`; returns the file counted from 0.
pub(crate) fn file(v: &str) -> Result<u8, String> {
    let mut chars = v.chars();
    match (chars.next(), chars.next()) {
        (Some(c @ 'a'..='p'), None) => Ok(c as u8 - b'a'),
        (Some(c), None) if c.is_ascii_alphabetic() => {
            Err(format!("file '{c}' is beyond p, the 16th file"))
        }
        _ => {
            let n = int(v).map_err(|_| format!("'{v}' is not a file (a letter or a number)"))?;
            if n == 0 || n > MAX_SIDE as u32 {
                return Err(format!(
                    "file {n} does not exist; files are 1 to {MAX_SIDE}"
                ));
            }
            Ok(n as u8 - 1)
        }
    }
}

/// A `[Value]`: `win`, `loss`, `draw` or `none`.
pub(crate) fn game_value(v: &str) -> Result<GameValue, String> {
    match v {
        "win" => Ok(GameValue::Win),
        "loss" => Ok(GameValue::Loss),
        "draw" => Ok(GameValue::Draw),
        "none" => Ok(GameValue::None),
        _ => Err(format!("'{v}' is not win, loss, draw or none")),
    }
}

/// A rank number in a region token (`*3`, `a10`).
fn rank_number(s: &str, token: &str, height: u8) -> Result<u8, String> {
    if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) || s.len() > 2 {
        return Err(format!(
            "'{token}' is not a square, a file (a*) or a rank (*1)"
        ));
    }
    let n: u8 = s.parse().unwrap_or(0);
    if n == 0 || n > height {
        return Err(format!(
            "'{token}': rank {n} is not on this board ({height} ranks)"
        ));
    }
    Ok(n - 1)
}

/// A file letter in a region token (`a*`, `c4`).
fn file_letter(c: char, token: &str, width: u8) -> Result<u8, String> {
    let c = c.to_ascii_lowercase();
    if !c.is_ascii_lowercase() {
        return Err(format!(
            "'{token}' is not a square, a file (a*) or a rank (*1)"
        ));
    }
    let f = c as u8 - b'a';
    if f >= width {
        return Err(format!(
            "'{token}': file {c} is not on this board ({width} files)"
        ));
    }
    Ok(f)
}

/// A `[Bitboard]`: squares (`d4`), whole files (`a*`) and whole ranks (`*8`) separated by
/// spaces, or `-` for none. Every square must be on the `width × height` board.
pub(crate) fn region(v: &str, width: u8, height: u8) -> Result<SquareSet, String> {
    let mut set = SquareSet::EMPTY;
    let tokens: Vec<&str> = v.split_whitespace().collect();
    if tokens == ["-"] {
        return Ok(set);
    }
    for token in tokens {
        let chars: Vec<char> = token.chars().collect();
        if let Some(rank) = token.strip_prefix('*') {
            let r = rank_number(rank, token, height)?;
            for f in 0..width {
                set.insert(Square::new(f, r));
            }
        } else if chars.len() == 2 && chars[1] == '*' {
            let f = file_letter(chars[0], token, width)?;
            for r in 0..height {
                set.insert(Square::new(f, r));
            }
        } else if let Some(&c) = chars.first() {
            let f = file_letter(c, token, width)?;
            let r = rank_number(&token[c.len_utf8()..], token, height)?;
            set.insert(Square::new(f, r));
        }
    }
    Ok(set)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn regions() {
        let sq = |s: &str| Square::parse_prefix(s).unwrap().0;
        let r = region("d4 e4 d5 e5", 8, 8).unwrap();
        assert_eq!(r.count(), 4);
        assert!(r.contains(sq("e5")));
        assert_eq!(region("*8", 8, 8).unwrap().count(), 8);
        assert_eq!(region("a* *1", 8, 8).unwrap().count(), 15);
        assert_eq!(region("-", 8, 8).unwrap(), SquareSet::EMPTY);
        assert_eq!(region("p16", 16, 16).unwrap().count(), 1);
        assert!(region("i1", 8, 8).is_err());
        assert!(region("*9", 8, 8).is_err());
        assert!(region("e", 8, 8).is_err());
        assert!(region("*", 8, 8).is_err());
        assert!(region("e4x", 8, 8).is_err());
        assert!(region("é4", 8, 8).is_err());
    }

    #[test]
    fn files_and_numbers() {
        assert_eq!(file("a"), Ok(0));
        assert_eq!(file("10"), Ok(9));
        assert_eq!(file("p"), Ok(15));
        assert!(file("q").is_err());
        assert!(file("0").is_err());
        assert!(file("17").is_err());
        assert!(int("-1").is_err());
        assert!(int("99999999999").is_err());
        assert_eq!(side("16", "ranks"), Ok(16));
        assert!(side("17", "ranks").is_err());
    }
}
