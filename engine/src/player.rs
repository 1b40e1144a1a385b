//! Players as an index, never a hard-coded pair (Vimes has three).

use std::ops::{Index, IndexMut};

/// The most players any game has (Vimes: White, Black and the Republican).
pub const MAX_PLAYERS: usize = 3;

/// A player, by index: 0 = White (first player, at the bottom), 1 = Black, 2 = the third
/// player where a game has one.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Player(pub u8);

impl Player {
    /// The first player, White.
    pub const WHITE: Player = Player(0);
    /// The second player, Black.
    pub const BLACK: Player = Player(1);
    /// The third player (the Republican in Vimes).
    pub const THIRD: Player = Player(2);

    /// The index into per-player arrays.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The player after this one in a game of `count` players.
    #[inline]
    pub const fn next(self, count: u8) -> Player {
        Player((self.0 + 1) % count)
    }

    /// A capitalised name for players: "White", "Black", "Republican".
    pub const fn title(self) -> &'static str {
        match self.0 {
            0 => "White",
            1 => "Black",
            _ => "Republican",
        }
    }

    /// A lowercase name: "white", "black", "republican".
    pub const fn name(self) -> &'static str {
        match self.0 {
            0 => "white",
            1 => "black",
            _ => "republican",
        }
    }
}

/// One value for each possible player.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ByPlayer<T>(pub [T; MAX_PLAYERS]);

impl<T> Index<Player> for ByPlayer<T> {
    type Output = T;
    #[inline]
    fn index(&self, p: Player) -> &T {
        &self.0[p.index()]
    }
}

impl<T> IndexMut<Player> for ByPlayer<T> {
    #[inline]
    fn index_mut(&mut self, p: Player) -> &mut T {
        &mut self.0[p.index()]
    }
}
