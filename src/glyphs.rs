//! Which drawing a piece of any game gets (issue 64, item 2), from its game's family and
//! its kind's name and movement: our own shapes for chess-like games (the orthodox six, the
//! chancellor and archbishop whatever their letters, the amazon, camel, zebra, wildebeest
//! and cannon from `web/pieces-more.svg`, the problemists' upside-down queen and knight for
//! the grasshopper and the nightrider); xiangqi's and janggi's round pieces with their
//! characters, red for the side that moves first; shogi's pentagons with their marks,
//! pointing at the opponent and red once promoted; the letter in a circle for the rest.

use engine::definition::Family;
use engine::{orthodox, Kind, PieceKind, Promoted, Rules};

/// How a piece is drawn: one of the shapes, or its letter in a circle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Glyph {
    /// King.
    King,
    /// Queen.
    Queen,
    /// Rook.
    Rook,
    /// Bishop.
    Bishop,
    /// Knight.
    Knight,
    /// Pawn (the orthodox one and other pawns, such as Arnhem's Berolina pawn).
    Pawn,
    /// Chancellor: rook and knight (Arnhem, `AR-2`; Capablanca's `c`).
    Chancellor,
    /// Archbishop: bishop and knight (Capablanca's `a`): a knight's head over a bishop's
    /// mitre.
    Archbishop,
    /// A man of Chessence: a plain disc (it has no movement of its own, `CE-4`).
    Man,
    /// The grasshopper: a queen upside down, as problemists draw it.
    Grasshopper,
    /// The nightrider: a knight upside down.
    Nightrider,
    /// A shape of the other games' pieces (`web/pieces-more.svg`, fetched when a game
    /// draws one): its symbol's id (`amazon`).
    More(&'static str),
    /// A xiangqi or janggi piece: a disc with its character for the first player (red) and
    /// for the second.
    Disc(char, char),
    /// A shogi piece: a pentagon pointing at the opponent with its mark, red when `true`
    /// (promoted).
    Pentagon(char, bool),
    /// A fairy piece: its upper-case letter in a circle.
    Letter(char),
}

impl Glyph {
    /// The glyph of a kind: an orthodox shape when the letter and the movement are the
    /// orthodox piece's, else the letter (a custom `K` that moves like a knight is not drawn
    /// as a king).
    pub fn of(letter: char, betza: &str) -> Glyph {
        let letter = letter.to_ascii_uppercase();
        let shape = match letter {
            'K' => (orthodox::KING, Glyph::King),
            'Q' => (orthodox::QUEEN, Glyph::Queen),
            'R' => (orthodox::ROOK, Glyph::Rook),
            'B' => (orthodox::BISHOP, Glyph::Bishop),
            'N' => (orthodox::KNIGHT, Glyph::Knight),
            'P' => (orthodox::PAWN, Glyph::Pawn),
            'C' if betza == "NR" => return Glyph::Chancellor,
            'C' => ("RN", Glyph::Chancellor),
            'A' if betza == "NB" => return Glyph::Archbishop,
            'A' => ("BN", Glyph::Archbishop),
            _ => return Glyph::Letter(letter),
        };
        if shape.0 == betza {
            shape.1
        } else {
            Glyph::Letter(letter)
        }
    }

    /// The glyph of a piece kind of any game: as [`Glyph::of`], and also a royal `K` as a
    /// king (Chessence's immobile king), a pawn `P` as a pawn whatever its steps (Arnhem's
    /// Berolina pawn), and a `P` with no movement as a man (Chessence).
    pub fn of_kind(k: &PieceKind) -> Glyph {
        match (k.letter.to_ascii_uppercase(), k.betza.as_str()) {
            ('K', _) if k.is_royal => Glyph::King,
            ('P', _) if k.is_pawn => Glyph::Pawn,
            ('P', "") => Glyph::Man,
            // Nasty Neighbours' lame riders and knight rider keep the shapes of their names
            // (`NN-2`).
            ('Q', "nD7nA7") => Glyph::Queen,
            ('R', "nD7") => Glyph::Rook,
            ('B', "nA7") => Glyph::Bishop,
            ('N', "N2") => Glyph::Knight,
            (l, b) => Glyph::of(l, b),
        }
    }

    /// The id of the SVG symbol drawing this glyph, if it has one.
    pub fn symbol_id(self) -> Option<&'static str> {
        Some(match self {
            Glyph::King => "piece-k",
            Glyph::Queen => "piece-q",
            Glyph::Rook => "piece-r",
            Glyph::Bishop => "piece-b",
            Glyph::Knight => "piece-n",
            Glyph::Pawn => "piece-p",
            Glyph::Chancellor => "piece-c",
            Glyph::Archbishop => "piece-a",
            Glyph::Man => "piece-m",
            Glyph::Grasshopper => "piece-q",
            Glyph::Nightrider => "piece-n",
            _ => return None,
        })
    }
}

/// How a game's pieces are drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Style {
    /// Our Western shapes.
    Western,
    /// Xiangqi's and janggi's discs.
    Xiangqi,
    /// Shogi's pentagons.
    Shogi,
}

impl Style {
    /// The style of a game's pieces, by its family (our five games and chess: Western).
    fn of(rules: &Rules) -> Style {
        match rules.definition().map(|d| d.family()) {
            Some(Family::Xiangqi) => Style::Xiangqi,
            Some(Family::Shogi) => Style::Shogi,
            _ => Style::Western,
        }
    }
}

/// The drawing of a `kind` of `rules`'s game, `promoted` as the piece on the board is (a
/// piece in hand or in the picker: [`Promoted::NO`]). The style, by the game's family, is
/// worked out for a defined game only, out of line.
pub fn glyph(rules: &Rules, kind: Kind, promoted: Promoted) -> Glyph {
    let Some(k) = rules.kinds().get(kind.index()) else {
        return Glyph::Letter('?');
    };
    // Our five games: their shapes as ever, the rest out of the first load.
    if rules.definition().is_none() {
        return Glyph::of_kind(k);
    }
    crate::rest::out_of_line(
        |(rules, k, promoted)| other_glyph(rules, k, promoted),
        (rules, k, promoted),
    )
}

/// [`glyph`] of a defined game's kind `k`.
fn other_glyph(rules: &Rules, k: &PieceKind, promoted: Promoted) -> Glyph {
    let found = match Style::of(rules) {
        Style::Western => western(&k.betza),
        Style::Xiangqi => xiangqi(&k.name),
        // Promoted, by the kind it was promoted from (a promoted pawn is a gold: と).
        Style::Shogi if promoted.is_promoted() => promoted
            .base()
            .and_then(|b| rules.kinds().get(b.index()))
            .and_then(|b| shogi_promoted(&b.name))
            .or_else(|| shogi(&k.name).map(|(mark, _)| (mark, true)))
            .map(|(mark, _)| Glyph::Pentagon(mark, true)),
        Style::Shogi => shogi(&k.name).map(|(mark, red)| Glyph::Pentagon(mark, red)),
    };
    found.unwrap_or_else(|| Glyph::of_kind(k))
}

/// A chess-like piece by its movement (Betza): a hawk is an archbishop.
fn western(betza: &str) -> Option<Glyph> {
    Some(match betza {
        "BN" | "NB" => Glyph::Archbishop,
        "RN" | "NR" => Glyph::Chancellor,
        "QN" | "NQ" => Glyph::More("amazon"),
        "C" => Glyph::More("camel"),
        "Z" => Glyph::More("zebra"),
        "NC" | "CN" => Glyph::More("wildebeest"),
        "mRcpR" | "pR" => Glyph::More("cannon"),
        "gQ" => Glyph::Grasshopper,
        "NN" => Glyph::Nightrider,
        _ => return None,
    })
}

/// A xiangqi or janggi piece by its kind's name: the characters of the first player (red)
/// and of the second.
fn xiangqi(name: &str) -> Option<Glyph> {
    let (red, black) = match name {
        "king" => ('帥', '將'),
        "fers" | "wazir" => ('仕', '士'),
        "elephant" | "janggi elephant" => ('相', '象'),
        "horse" => ('傌', '馬'),
        "rook" => ('俥', '車'),
        "cannon" => ('炮', '砲'),
        "janggi cannon" => ('包', '包'),
        "soldier" => ('兵', '卒'),
        "banner" => ('旗', '旗'),
        _ => return None,
    };
    Some(Glyph::Disc(red, black))
}

/// A shogi piece by its kind's name: its mark, and whether it is red (the promoted rook
/// and bishop).
fn shogi(name: &str) -> Option<(char, bool)> {
    Some(match name {
        "king" | "commoner" => ('王', false),
        "rook" => ('飛', false),
        "bishop" => ('角', false),
        "gold" => ('金', false),
        "silver" => ('銀', false),
        "shogi knight" => ('桂', false),
        "lance" => ('香', false),
        "shogi pawn" => ('歩', false),
        "bers" => ('龍', true),
        "dragon horse" => ('馬', true),
        _ => return None,
    })
}

/// The mark of a promoted shogi piece by the name of the kind it was.
fn shogi_promoted(base: &str) -> Option<(char, bool)> {
    Some(match base {
        "shogi pawn" => ('と', true),
        "lance" => ('杏', true),
        "shogi knight" => ('圭', true),
        "silver" => ('全', true),
        "rook" => ('龍', true),
        "bishop" => ('馬', true),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::{Position, Settings};

    fn drawn(name: &str) -> Vec<(char, Glyph)> {
        let s = Settings::named(name).expect("a built-in");
        let pos = Position::start(&s).expect("a start");
        let rules = pos.rules();
        rules
            .kinds()
            .iter()
            .enumerate()
            .map(|(i, k)| (k.letter, glyph(rules, Kind(i as u8), Promoted::NO)))
            .collect()
    }

    fn of(list: &[(char, Glyph)], letter: char) -> Glyph {
        list.iter().find(|(l, _)| *l == letter).expect("a kind").1
    }

    #[test]
    fn seirawans_hawk_and_elephant_are_the_archbishop_and_the_chancellor() {
        let s = drawn("seirawan");
        assert_eq!(of(&s, 'H'), Glyph::Archbishop);
        assert_eq!(of(&s, 'E'), Glyph::Chancellor);
    }

    #[test]
    fn fairy_pieces_by_their_movement() {
        assert_eq!(of(&drawn("amazon"), 'A'), Glyph::More("amazon"));
        assert_eq!(of(&drawn("grasshopper"), 'G'), Glyph::Grasshopper);
        assert_eq!(of(&drawn("nightrider"), 'N'), Glyph::Nightrider);
        assert_eq!(of(&drawn("shako"), 'C'), Glyph::More("cannon"));
        // No drawing of its own: the letter.
        assert_eq!(of(&drawn("shako"), 'E'), Glyph::Letter('E'));
    }

    #[test]
    fn xiangqi_and_janggi_pieces_are_discs_with_their_characters() {
        let x = drawn("xiangqi");
        assert_eq!(of(&x, 'K'), Glyph::Disc('帥', '將'));
        assert_eq!(of(&x, 'C'), Glyph::Disc('炮', '砲'));
        assert_eq!(of(&x, 'P'), Glyph::Disc('兵', '卒'));
        assert!(x.iter().all(|(_, g)| matches!(g, Glyph::Disc(..))), "{x:?}");
        let j = drawn("janggi");
        assert!(j.iter().all(|(_, g)| matches!(g, Glyph::Disc(..))), "{j:?}");
    }

    #[test]
    fn shogi_pieces_are_pentagons_with_their_marks_red_once_promoted() {
        let s = drawn("shogi");
        assert!(
            s.iter().all(|(_, g)| matches!(g, Glyph::Pentagon(..))),
            "{s:?}"
        );
        assert_eq!(of(&s, 'P'), Glyph::Pentagon('歩', false));
        assert_eq!(of(&s, 'D'), Glyph::Pentagon('龍', true));
        // A promoted pawn is a gold that was a pawn: と, in red.
        let set = Settings::named("shogi").expect("shogi");
        let pos = Position::start(&set).expect("a start");
        let rules = pos.rules();
        let (gold, pawn) = (
            rules.kind_by_letter('G').expect("gold"),
            rules.kind_by_letter('P').expect("pawn"),
        );
        assert_eq!(
            glyph(rules, gold, Promoted::from_kind(pawn)),
            Glyph::Pentagon('と', true)
        );
    }

    #[test]
    fn our_five_games_and_chess_keep_their_western_shapes() {
        let c = drawn("chess");
        assert_eq!(of(&c, 'Q'), Glyph::Queen);
        assert_eq!(of(&c, 'N'), Glyph::Knight);
    }
}

#[cfg(test)]
mod sprite_tests {
    /// The other games' shapes, as served (`web/pieces-more.svg`).
    const SPRITE: &str = include_str!("../web/pieces-more.svg");

    #[test]
    fn the_sprite_holds_every_shape_the_glyphs_and_walls_name() {
        for id in [
            "amazon",
            "camel",
            "zebra",
            "wildebeest",
            "cannon",
            "wall-block",
            "wall-duck",
            "xq-red",
            "xq-black",
            "shogi",
            "shogi-down",
        ] {
            assert!(SPRITE.contains(&format!("<symbol id=\"{id}\"")), "{id}");
        }
    }

    #[test]
    fn the_sprite_is_well_formed_xml_no_comment_holds_a_double_hyphen() {
        // A browser drops a whole external SVG that is not well-formed XML: every shape
        // of it would be missing. The likeliest slip is "--" inside a comment.
        let mut rest = SPRITE;
        while let Some(start) = rest.find("<!--") {
            let body = &rest[start + 4..];
            let end = body.find("-->").expect("a comment closes");
            assert!(!body[..end].contains("--"), "{}", &body[..end]);
            rest = &body[end + 3..];
        }
        assert_eq!(
            SPRITE.matches("<symbol").count(),
            SPRITE.matches("</symbol>").count()
        );
    }
}
