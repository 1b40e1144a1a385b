//! The family a game belongs to, as a games room sorts them (issue 64): read from what its
//! definition says, not from its name, so that a game of one's own is sorted as the
//! built-in it resembles. Also each of Fairy-Stockfish's built-ins' one line, from the
//! comment above its section of `fsf.ini`.

use super::{Definition, EnclosingRule, WallingRule};

/// A family of games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Family {
    /// Chess and the games played like it (pieces move and capture, a king to mate).
    ChessLike,
    /// Shogi and its kin: captured pieces change sides and are dropped; pieces promote.
    Shogi,
    /// Xiangqi, janggi and their kin: palaces, a river, generals.
    Xiangqi,
    /// Other games with drops (crazyhouse, placement games).
    Drops,
    /// Games won by a race or by reaching a square (king of the hill, racing kings).
    Races,
    /// Board games: pieces placed to connect, enclose or turn over others.
    BoardGames,
}

impl Family {
    /// Every family, in the order a games room lists its filters.
    pub const ALL: [Family; 6] = [
        Family::ChessLike,
        Family::Shogi,
        Family::Xiangqi,
        Family::Drops,
        Family::Races,
        Family::BoardGames,
    ];

    /// The family's name for people.
    pub fn label(self) -> &'static str {
        match self {
            Family::ChessLike => "Chess-like",
            Family::Shogi => "Shogi",
            Family::Xiangqi => "Xiangqi",
            Family::Drops => "Drop games",
            Family::Races => "Races and flags",
            Family::BoardGames => "Board games",
        }
    }

    /// A short name, for a filter's value (`chess`, `shogi`, …).
    pub fn key(self) -> &'static str {
        match self {
            Family::ChessLike => "chess",
            Family::Shogi => "shogi",
            Family::Xiangqi => "xiangqi",
            Family::Drops => "drops",
            Family::Races => "races",
            Family::BoardGames => "board",
        }
    }

    /// The family whose [`Family::key`] is `key`.
    pub fn from_key(key: &str) -> Option<Family> {
        Family::ALL.into_iter().find(|f| f.key() == key)
    }
}

impl Definition {
    /// The family this game belongs to. Board games first (connecting, enclosing, turning
    /// over, free placement, or no royal piece and one kind of piece or walls), then
    /// xiangqi's kin (a royal piece kept in a palace, a flying general, soldiers that turn
    /// by rank, palace diagonals), shogi's (promoted piece types with captures going to the
    /// hand), other drop games, races (a flag piece), and chess-like for the rest.
    pub fn family(&self) -> Family {
        let b = &self.board_games;
        let royal = self.pieces.iter().any(|p| p.royal);
        let c = &self.connect;
        let board_game = c.n > 0
            || c.nxn > 0
            || c.collinear > 0
            || b.enclosing_drop != EnclosingRule::None
            || b.flip_enclosed_pieces != EnclosingRule::None
            || b.free_drops
            || (!royal && (self.pieces.len() <= 1 || self.walls.rule != WallingRule::None));
        let x = &self.xiangqi;
        let palace = x.mobility_region.iter().any(|(letter, _, _)| {
            self.pieces
                .iter()
                .any(|p| p.royal && p.letter.eq_ignore_ascii_case(letter))
        });
        let xiangqi = palace
            || x.flying_general
            || x.soldier_promotion_rank > 1
            || !x.diagonal_lines.is_empty();
        if board_game {
            Family::BoardGames
        } else if xiangqi {
            Family::Xiangqi
        } else if !self.shogi.promoted_piece_type.is_empty() && self.captures_to_hand {
            Family::Shogi
        } else if self.piece_drops || self.captures_to_hand {
            Family::Drops
        } else if self.flag_piece.white.is_some() || self.flag_piece.black.is_some() {
            Family::Races
        } else {
            Family::ChessLike
        }
    }
}

/// The one line `fsf.ini` says of the built-in `name` above its section ("Chess960 aka
/// Fischer random chess"), without its web address, and an alias's as "Another name for
/// chess"; `None` for a name it does not have (or before the file is in, where the page
/// fetches it).
pub fn builtin_line(name: &str) -> Option<String> {
    let prefix = format!("# {name}: ");
    let line = super::builtin::fsf_lines().find_map(|l| l.strip_prefix(prefix.as_str()))?;
    let line = line.split(" - http").next().unwrap_or(line).trim();
    Some(match line.strip_prefix("alias of ") {
        Some(alias) => format!(
            "Another name for {}",
            alias.split(',').next().unwrap_or(alias)
        ),
        None => line.to_string(),
    })
}

#[cfg(all(test, feature = "builtin-texts"))]
mod tests {
    use super::*;
    use crate::definition::{builtin, fsf_variants};

    fn family(name: &str) -> Family {
        builtin(name)
            .unwrap_or_else(|| panic!("{name} is built in"))
            .family()
    }

    #[test]
    fn the_built_ins_fall_into_the_families_players_know() {
        for (name, f) in [
            ("chess", Family::ChessLike),
            ("capablanca", Family::ChessLike),
            ("makruk", Family::ChessLike),
            ("atomic", Family::ChessLike),
            ("shogi", Family::Shogi),
            ("minishogi", Family::Shogi),
            ("xiangqi", Family::Xiangqi),
            ("janggi", Family::Xiangqi),
            ("minixiangqi", Family::Xiangqi),
            ("crazyhouse", Family::Drops),
            ("placement", Family::Drops),
            ("kingofthehill", Family::Races),
            ("racingkings", Family::Races),
            ("flipello", Family::BoardGames),
            ("ataxx", Family::BoardGames),
            ("clobber", Family::BoardGames),
            ("breakthrough", Family::BoardGames),
            ("isolation", Family::BoardGames),
            ("pawnback", Family::ChessLike),
            ("antichess", Family::ChessLike),
            ("manchu", Family::Xiangqi),
            ("arnhem", Family::Drops),
            ("nastyneighbours", Family::ChessLike),
        ] {
            assert_eq!(family(name), f, "{name}");
        }
    }

    #[test]
    fn every_built_in_has_its_one_line() {
        assert_eq!(
            builtin_line("fischerandom").as_deref(),
            Some("Chess960 aka Fischer random chess")
        );
        assert_eq!(
            builtin_line("nocastle").as_deref(),
            Some("Standard chess without castling")
        );
        assert_eq!(
            builtin_line("normal").as_deref(),
            Some("Another name for chess")
        );
        assert_eq!(builtin_line("nosuchgame"), None);
        for name in fsf_variants() {
            let line = builtin_line(name).unwrap_or_else(|| panic!("{name}: a line"));
            assert!(!line.is_empty() && !line.contains("http"), "{name}: {line}");
        }
    }

    #[test]
    fn every_family_has_a_key_read_back() {
        for f in Family::ALL {
            assert_eq!(Family::from_key(f.key()), Some(f));
        }
    }
}
