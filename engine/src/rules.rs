//! The five games, their settings, and [`Rules`]: everything about a game that does not
//! change during play (board, piece kinds, compiled movement tables, options).

use crate::definition::Definition;
use crate::tables::ExtraRays;
use crate::variants::arnhem::ArnhemSettings;
use crate::variants::chessnim::ChessNimSettings;
use crate::variants::defined::DefinedRules;
use crate::variants::GameRules;
use crate::{Geometry, Kind, MoveTables, PieceKind, Player};
use std::fmt;
use std::sync::Arc;

/// One of the five games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Variant {
    /// ChessNim: a drop-only Nim of free squares (`CN-`).
    ChessNim,
    /// Chessence: men that move by their neighbours (`CE-`).
    Chessence,
    /// Arnhem Chess: a bridged board, parachutes, secret deployment (`AR-`).
    Arnhem,
    /// Nasty Neighbours, conquer style (`NN-`).
    NastyNeighbours,
    /// Vimes Chess: two Royalists and a Republican (`VI-`).
    Vimes,
    /// A game defined by a text in Fairy-Stockfish's `variants.ini` format
    /// ([`crate::definition`]); the definition itself is [`Settings::definition`].
    Defined,
}

impl Variant {
    /// All five, in the order the app lists them.
    pub const ALL: [Variant; 5] = [
        Variant::ChessNim,
        Variant::Chessence,
        Variant::Arnhem,
        Variant::NastyNeighbours,
        Variant::Vimes,
    ];

    /// The name used by the CLI's `UCI_Variant` and in links (`chessnim`, …).
    pub fn name(self) -> &'static str {
        match self {
            Variant::ChessNim => "chessnim",
            Variant::Chessence => "chessence",
            Variant::Arnhem => "arnhem",
            Variant::NastyNeighbours => "nastyneighbours",
            Variant::Vimes => "vimes",
            Variant::Defined => "defined",
        }
    }

    /// The game's title for people ("Nasty Neighbours").
    pub fn title(self) -> &'static str {
        match self {
            Variant::ChessNim => "ChessNim",
            Variant::Chessence => "Chessence",
            Variant::Arnhem => "Arnhem Chess",
            Variant::NastyNeighbours => "Nasty Neighbours",
            Variant::Vimes => "Vimes Chess",
            Variant::Defined => "Your own game",
        }
    }

    /// One of the five games named `name` (as [`Variant::name`] writes it, any case).
    ///
    /// Its title reads too (`Nasty Neighbours`, `Arnhem Chess`), any case, spaces ignored:
    /// links, records, the CLI and the JS package all read game names here
    /// ([`crate::options`]).
    pub fn from_name(name: &str) -> Option<Variant> {
        let squeezed: String = name.chars().filter(|c| !c.is_whitespace()).collect();
        Variant::ALL.into_iter().find(|v| {
            v.name().eq_ignore_ascii_case(&squeezed)
                || v.title().replace(' ', "").eq_ignore_ascii_case(&squeezed)
        })
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The settings of a new game: the variant and each game's own options.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settings {
    /// Which game.
    pub variant: Variant,
    /// ChessNim's board, material and pawn option (`CN-1`, `CN-2`, `CN-8`).
    pub chessnim: ChessNimSettings,
    /// Arnhem's deployment setting (`AR-4`).
    pub arnhem: ArnhemSettings,
    /// The definition of a [`Variant::Defined`] game (`None` for the five games).
    pub definition: Option<Arc<Definition>>,
}

impl Settings {
    /// The default settings of `variant`.
    pub fn new(variant: Variant) -> Settings {
        Settings {
            variant,
            chessnim: ChessNimSettings::default(),
            arnhem: ArnhemSettings::default(),
            definition: None,
        }
    }

    /// The settings of a game defined by `definition` ([`Variant::Defined`]).
    pub fn defined(definition: Definition) -> Settings {
        Settings {
            definition: Some(Arc::new(definition)),
            ..Settings::new(Variant::Defined)
        }
    }

    /// The default settings of the game called `name`: one of the five ([`Variant::from_name`]),
    /// else a built-in definition (`chess`, `fairy`, Fairy-Stockfish's built-ins with the
    /// feature `builtin-texts`), as records and links name a game they carry no text for.
    pub fn named(name: &str) -> Option<Settings> {
        match Variant::from_name(name) {
            Some(v) => Some(Settings::new(v)),
            None => crate::definition::builtin(name).map(Settings::defined),
        }
    }

    /// The game's title for people: the section name of a defined game, else
    /// [`Variant::title`].
    pub fn title(&self) -> &str {
        match &self.definition {
            Some(d) if self.variant == Variant::Defined => &d.name,
            _ => self.variant.title(),
        }
    }

    /// How many players take turns in the game these settings start: a definition's
    /// `x-players` (2, or 3 with Vimes' Republican), else the game's.
    pub fn player_count(&self) -> usize {
        match &self.definition {
            Some(d) if self.variant == Variant::Defined => usize::from(d.own.players),
            _ => self.variant.player_count(),
        }
    }

    /// The game's name as the CLI and links write it: the section name of a defined game,
    /// else [`Variant::name`].
    pub fn name(&self) -> &str {
        match &self.definition {
            Some(d) if self.variant == Variant::Defined => &d.name,
            _ => self.variant.name(),
        }
    }
}

/// Everything fixed about one game in progress: variant, board, pieces, movement tables.
#[derive(Clone, Debug)]
pub struct Rules {
    pub(crate) variant: Variant,
    pub(crate) geometry: Geometry,
    pub(crate) kinds: Vec<PieceKind>,
    pub(crate) tables: MoveTables,
    pub(crate) players: u8,
    pub(crate) has_hands: bool,
    /// Whether the game has walls (a defined game's `wallingRule` or
    /// `petrifyOnCaptureTypes`): asked once per piece by the ray walk, cheaper than the
    /// position's walls themselves.
    pub(crate) has_walls: bool,
    /// A defined game's janggi cannons (`janggiCannon`), as a mask of kinds (0: none):
    /// their hops neither take a janggi cannon nor hop over one.
    pub(crate) janggi_cannons: u32,
    pub(crate) pawns_on_last_rank: bool,
    /// What a defined game's keys say, compiled ([`Variant::Defined`] only).
    pub(crate) defined: Option<Arc<DefinedRules>>,
    /// The game's rule hooks ([`crate::variants::rules_of`]).
    pub(crate) game: &'static dyn GameRules,
}

impl Rules {
    /// Builds the rules of `game` from its board and piece kinds.
    pub(crate) fn build(
        game: &'static dyn GameRules,
        geometry: Geometry,
        kinds: Vec<PieceKind>,
    ) -> Rules {
        Rules::build_with(game, geometry, kinds, None)
    }

    /// Like [`Rules::build`], with the rays a rule adds to the kinds' Betza moves
    /// ([`MoveTables::with_extra`]).
    pub(crate) fn build_with(
        game: &'static dyn GameRules,
        geometry: Geometry,
        kinds: Vec<PieceKind>,
        extra: Option<&ExtraRays<'_>>,
    ) -> Rules {
        let tables = MoveTables::with_extra(&geometry, &kinds, extra);
        Rules {
            variant: game.variant(),
            geometry,
            kinds,
            tables,
            players: game.player_count(),
            has_hands: game.has_hands(),
            has_walls: false,
            janggi_cannons: 0,
            pawns_on_last_rank: true,
            defined: None,
            game,
        }
    }

    /// The game.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The game's name: a defined game's section name, else [`Variant::name`].
    pub fn name(&self) -> &str {
        match &self.defined {
            Some(d) => &d.def.name,
            None => self.variant.name(),
        }
    }

    /// The game's title for people: a defined game's section name, else
    /// [`Variant::title`].
    pub fn title(&self) -> &str {
        match &self.defined {
            Some(d) => &d.def.name,
            None => self.variant.title(),
        }
    }

    /// The definition of a [`Variant::Defined`] game.
    pub fn definition(&self) -> Option<&Definition> {
        self.defined.as_deref().map(|d| &*d.def)
    }

    /// The board.
    pub fn geometry(&self) -> &Geometry {
        &self.geometry
    }

    /// The piece kinds, indexed by [`Kind`].
    pub fn kinds(&self) -> &[PieceKind] {
        &self.kinds
    }

    /// One piece kind.
    pub fn kind(&self, k: Kind) -> &PieceKind {
        &self.kinds[k.index()]
    }

    /// The kind `k` promotes to by `promotedPieceType` (what `+X` in a FEN stands for).
    pub fn promoted_form(&self, k: Kind) -> Option<Kind> {
        self.defined.as_ref()?.promotes_to(k)
    }

    /// How a move's promotion to `k` is written when not by `k`'s letter: `+` for a
    /// shogi-style promotion (`promotedPieceType`), `-` for a demotion.
    pub(crate) fn promotion_mark(&self, k: Kind) -> Option<char> {
        let d = self.defined.as_ref()?;
        if [Player::WHITE, Player::BLACK]
            .iter()
            .any(|&p| d.promotion_of(p).contains(&k))
        {
            None
        } else if d.shogi.writes_plus(k) {
            Some('+')
        } else if d.shogi.writes_minus(k) {
            Some('-')
        } else {
            None
        }
    }

    /// The kind with FEN letter `letter` (either case).
    pub fn kind_by_letter(&self, letter: char) -> Option<Kind> {
        let up = letter.to_ascii_uppercase();
        self.kinds
            .iter()
            .position(|k| k.letter == up)
            .map(|i| Kind(i as u8))
    }

    /// The compiled movement tables.
    pub fn tables(&self) -> &MoveTables {
        &self.tables
    }

    /// How many players the game has (3 in Vimes, else 2).
    pub fn player_count(&self) -> u8 {
        self.players
    }

    /// The game's rule hooks.
    #[inline]
    pub(crate) fn game(&self) -> &'static dyn GameRules {
        self.game
    }

    /// Whether positions of this game may have walls ([`crate::Position::walls`]).
    #[inline]
    pub fn has_walls(&self) -> bool {
        self.has_walls
    }

    /// Whether positions of this game carry hands (reserves).
    pub fn has_hands(&self) -> bool {
        self.has_hands
    }

    /// ChessNim's `CN-8` setting: whether pawns may be dropped on their last rank.
    pub fn pawns_on_last_rank(&self) -> bool {
        self.pawns_on_last_rank
    }
}
