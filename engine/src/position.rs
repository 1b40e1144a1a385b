//! [`Position`]: a checked position of one game, with its legal moves and outcome.
//!
//! Built in two steps (as shakmaty does): a [`Setup`] parsed from FEN becomes a `Position`
//! through [`Position::from_setup`], which checks it against the game's rules. Rules that
//! belong to one game live in `variants/`; this file holds what every game shares.

use crate::fen::{FenHandEntry, FenPiece, Setup};
use crate::variants::{rules_of, vimes};
use crate::{
    ByPlayer, Count, Hand, Kind, Move, MoveList, ParseMoveError, Piece, PlayError, Player,
    PositionError, Promoted, Rules, Settings, Square, SquareSet, Variant,
};
use std::fmt;
use std::sync::Arc;

/// A position of one game: the board, the hands, whose turn it is, and the clocks.
/// Cheap to clone (the rules are shared).
#[derive(Clone)]
pub struct Position {
    pub(crate) rules: Arc<Rules>,
    pub(crate) board: [Option<Piece>; 256],
    pub(crate) by_player: ByPlayer<SquareSet>,
    pub(crate) occupied: SquareSet,
    /// The squares of the royal pieces (kings), of every player: the king is found without
    /// a search of the board.
    pub(crate) royals: SquareSet,
    /// The Zobrist key of the board alone (the pieces on their squares), kept by
    /// [`Position::put`] and [`Position::take`] so that [`Position::zobrist`] need not look
    /// at every piece.
    pub(crate) board_key: u64,
    /// The squares of promoted pieces (marked `~`), kept by [`Position::put`] and
    /// [`Position::take`] (Vimes counts them, `VI-6`).
    pub(crate) promoted: SquareSet,
    pub(crate) hands: ByPlayer<Hand>,
    pub(crate) turn: Player,
    pub(crate) phase: Phase,
    pub(crate) halfmove_clock: u32,
    pub(crate) fullmove: u32,
    /// The squares of the rooks that may still castle (Nasty Neighbours, `NN-2`; empty in
    /// games without castling).
    pub(crate) castling_rights: SquareSet,
    /// Defined games with `gating`: White's and Black's gates, as files of their castling
    /// rank (bit `f`: file `f`), the squares whose piece has not moved yet.
    pub(crate) gates: [u16; 2],
    /// Vimes: who moves when (`VI-2`).
    pub(crate) schedule: vimes::Schedule,
    /// Defined games: the squares an en passant capture may land on (empty: none).
    pub(crate) en_passant: SquareSet,
    /// Defined games: the piece an en passant capture takes.
    pub(crate) ep_victim: Option<Square>,
    /// Defined games: the kind the last move dropped, if it was a drop
    /// (`shogiPawnDropMateIllegal` asks).
    pub(crate) last_drop: Option<Kind>,
    /// Defined games with `checkCounting`: the checks White and Black still have to give.
    pub(crate) checks: [u8; 2],
    /// Defined games with `countingRule`: the limit in plies and the plies counted (a limit
    /// of 0: no counting runs).
    pub(crate) counting: [u16; 2],
    /// Defined games: what the last moves were, where a rule asks (not part of the FEN, as
    /// in Fairy-Stockfish).
    pub(crate) recent: Recent,
}

/// What the last moves of a defined game were, in one byte (a position is copied at every
/// move: one field more cost the search 1 %, BENCH.md session 43): the passes made in a
/// row (two end a game with passes), and which castling the last move was (`castlingWins`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Recent(u8);

impl Recent {
    /// The passes made in a row just before (at most 2).
    pub(crate) fn passes(self) -> u8 {
        self.0 & 3
    }

    /// Which castling the last move was (0 to 3: K, Q, k, q), if one.
    pub(crate) fn castled(self) -> Option<u8> {
        (self.0 >> 2).checked_sub(1)
    }

    /// After a move: a pass (`passed`) or not, a castling (`castled`) or not (the shak
    /// runs are kept).
    pub(crate) fn after(self, passed: bool, castled: Option<u8>) -> Recent {
        let passes = if passed {
            (self.passes() + 1).min(2)
        } else {
            0
        };
        Recent(passes | castled.map_or(0, |i| (i + 1) << 2) | self.0 & Recent::SHAKS)
    }

    /// The bits of the shak runs.
    const SHAKS: u8 = 0b110_0000;

    /// `shatarMateRule`: whether `player`'s unbroken run of checks so far had a shak.
    pub(crate) fn shak(self, player: Player) -> bool {
        self.0 >> (5 + player.0.min(1)) & 1 == 1
    }

    /// With `player`'s run of checks having a shak or not.
    pub(crate) fn with_shak(self, player: Player, shak: bool) -> Recent {
        let bit = 1 << (5 + player.0.min(1));
        Recent(if shak { self.0 | bit } else { self.0 & !bit })
    }
}

/// The stage a game is in. Most games are always in [`Phase::Play`]; Arnhem Chess starts
/// with a secret deployment (`AR-4`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Phase {
    /// Ordinary play.
    #[default]
    Play,
    /// The player to move places its army from its hand (`AR-4`); FEN field `deploy`.
    Deploy,
    /// Black's one optional change after both armies are revealed (`AR-4`); FEN `change`.
    Change,
}

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EndReason {
    /// ChessNim: the last drop left no free square (`CN-7`).
    NoFreeSquares,
    /// The player to move has no legal move or drop.
    NoLegalMove,
    /// The player to move is in check and has no legal move.
    Checkmate,
    /// The player to move is not in check and has no legal move.
    Stalemate,
    /// Fifty moves by each side without a capture, a drop or a pawn move (`SH-3`).
    FiftyMoves,
    /// The loser has nothing left but its king (Nasty Neighbours, `NN-5`).
    BareKing,
    /// The same position for the third time (`SH-3`).
    Repetition,
    /// Vimes: the last Royalist captured every unit of the Republican (`VI-8`).
    NoUnitsLeft,
    /// A defined game: a side's pieces of the extinction types are gone
    /// (`extinctionValue`).
    Extinction,
    /// A defined game won by losing pieces (antichess: `extinctionValue = win`): the
    /// winner's pieces of the extinction types are gone.
    GaveAllAway,
    /// A defined game: a piece reached the flag region (`flagRegion`).
    FlagReached,
    /// A defined game: a side made a row of its pieces (`connectN`).
    Connected,
    /// A defined game with passes: both players passed, one after the other.
    BothPassed,
    /// A defined game with `castlingWins`: a winning castling was made, or a side lost its
    /// last winning right.
    CastlingWins,
    /// A defined game with `adjudicateFullBoard`: no empty square is left.
    BoardFull,
    /// A defined game: checkmate by dropping a shogi pawn, which loses for the player who
    /// dropped it (`shogiPawnDropMateIllegal`).
    PawnDropMate,
    /// A defined game with `shatarMateRule`: a mate by knights alone, which loses for the
    /// side that gave it.
    KnightMate,
    /// A defined game with `shatarMateRule`: a mate with no shak (a check by a knight, rook
    /// or bers) in the mating side's run of checks: a draw.
    MateWithoutShak,
    /// A defined game with `bikjangRule`: the kings were left facing each other by a pass
    /// (bikjang), decided by `materialCounting` or drawn.
    Bikjang,
    /// A defined game with `moveRepetitionIllegal`: a player moved one piece back and
    /// forth between two squares, which loses.
    BackAndForth,
    /// A defined game: a repetition in which one player checked at every move
    /// (`perpetualCheckIllegal`): that player loses (a draw when both did).
    PerpetualCheck,
    /// A defined game with `checkCounting`: a side gave the last check it had to give.
    ChecksGiven,
    /// A defined game with `chasingRule`: a repetition in which one player chased a piece
    /// at every move: that player loses (a draw when both did).
    PerpetualChase,
    /// A defined game with `countingRule`: the stronger side did not mate within the moves
    /// counted (a draw).
    CountingRanOut,
    /// A defined game: this many moves by each side without a capture or a pawn move
    /// (`nMoveRule`).
    NMoves(u32),
    /// A defined game: the same position for this many times (`nFoldRule`, when it is not
    /// 3: a threefold repetition is [`EndReason::Repetition`]).
    RepeatedTimes(u32),
}

impl fmt::Display for EndReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            EndReason::NoFreeSquares => "no free square is left",
            EndReason::NoLegalMove => "no legal move is left",
            EndReason::Checkmate => "checkmate",
            EndReason::Stalemate => "stalemate",
            EndReason::FiftyMoves => "fifty moves without a capture, drop or pawn move",
            EndReason::BareKing => "the other side has only its king left",
            EndReason::Repetition => "the same position for the third time",
            EndReason::NoUnitsLeft => "the Republican has no unit left",
            EndReason::Extinction => "the other side has none of the pieces it must keep",
            EndReason::GaveAllAway => "it has none left of the pieces it must give away",
            EndReason::FlagReached => "a piece reached the goal",
            EndReason::Connected => "a row of pieces was made",
            EndReason::BothPassed => "both players passed",
            EndReason::CastlingWins => "a castling decided the game",
            EndReason::BoardFull => "the board is full",
            EndReason::PawnDropMate => "checkmate by dropping a pawn, which loses",
            EndReason::KnightMate => "checkmate by knights alone, which loses",
            EndReason::MateWithoutShak => {
                "checkmate without a shak (a check by a knight, rook or bers) in the checks \
                 that led to it"
            }
            EndReason::Bikjang => "the kings were left facing each other (bikjang)",
            EndReason::BackAndForth => "one piece moved back and forth, which loses",
            EndReason::PerpetualCheck => "a repetition by perpetual check, which loses",
            EndReason::ChecksGiven => "the last of the checks to give was given",
            EndReason::PerpetualChase => "a repetition by perpetual chase, which loses",
            EndReason::CountingRanOut => "the moves counted to mate ran out",
            EndReason::NMoves(n) => {
                let moves = if *n == 1 { "move" } else { "moves" };
                return write!(f, "{n} {moves} without a capture or a pawn move");
            }
            EndReason::RepeatedTimes(n) => {
                let nth = match n {
                    2 => "second".to_string(),
                    3 => "third".to_string(),
                    4 => "fourth".to_string(),
                    5 => "fifth".to_string(),
                    n => format!("{n}th"),
                };
                return write!(f, "the same position for the {nth} time");
            }
        })
    }
}

/// The end of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Outcome {
    /// Who won; `None` for a draw.
    pub winner: Option<Player>,
    /// Why.
    pub reason: EndReason,
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.winner {
            Some(p) => {
                write!(f, "{} wins: {}", p.title(), self.reason)
            }
            None => write!(f, "Draw: {}", self.reason),
        }
    }
}

impl Position {
    /// The starting position of a game with `settings`.
    pub fn start(settings: &Settings) -> Result<Position, PositionError> {
        Position::from_fen(settings, &Position::start_fen(settings)?)
    }

    /// The FEN of the starting position of a game with `settings`.
    pub fn start_fen(settings: &Settings) -> Result<String, PositionError> {
        rules_of(settings.variant).start_fen(settings)
    }

    /// Reads a FEN of the game with `settings` (settings supply what FEN does not say,
    /// such as ChessNim's piece definitions).
    pub fn from_fen(settings: &Settings, fen: &str) -> Result<Position, PositionError> {
        Position::from_setup(settings, &Setup::parse(fen)?)
    }

    /// Checks a setup against the game's rules.
    pub fn from_setup(settings: &Settings, setup: &Setup) -> Result<Position, PositionError> {
        // In a game with walls the FEN's `*` are walls of this position, not holes.
        let walled = settings.definition.as_ref().is_some_and(|d| d.walls.any());
        let (rules, walls) = if walled {
            let board = Setup {
                holes: SquareSet::EMPTY,
                ..setup.clone()
            };
            (cached_rules(settings, &board)?, setup.holes)
        } else {
            (cached_rules(settings, setup)?, SquareSet::EMPTY)
        };
        let mut pos = Position {
            rules,
            board: [None; 256],
            by_player: ByPlayer::default(),
            occupied: SquareSet::EMPTY,
            royals: SquareSet::EMPTY,
            board_key: 0,
            promoted: SquareSet::EMPTY,
            hands: ByPlayer::default(),
            turn: Player::WHITE,
            phase: Phase::Play,
            halfmove_clock: setup.halfmove_clock,
            fullmove: setup.fullmove,
            castling_rights: SquareSet::EMPTY,
            gates: [0; 2],
            schedule: vimes::Schedule::default(),
            en_passant: SquareSet::EMPTY,
            ep_victim: None,
            last_drop: None,
            checks: [0; 2],
            counting: [0; 2],
            recent: Recent::default(),
        };
        pos.occupied = walls;
        for &(sq, fp) in &setup.pieces {
            let p = pos.fen_piece(fp)?;
            pos.put(sq, p);
        }
        if let Some(entries) = &setup.hands {
            pos.read_hands(entries)?;
        }
        pos.turn = match setup.turn {
            'w' => Player::WHITE,
            'b' => Player::BLACK,
            'r' if pos.rules.player_count() == 3 => Player::THIRD,
            c => return Err(PositionError::BadTurn(c)),
        };
        let game = pos.rules.game();
        if !setup.turn_extra.is_empty() && !game.has_turn_extra() {
            return Err(PositionError::Invalid(format!(
                "side to move '{}{}' should be one letter such as w or b",
                setup.turn, setup.turn_extra
            )));
        }
        pos.read_checks(setup.checks)?;
        game.validate(&mut pos, setup)?;
        Ok(pos)
    }

    /// Reads a FEN's check count: the checks each side still has to give in a game that
    /// counts them (one each when the FEN says none, as Fairy-Stockfish); none elsewhere.
    fn read_checks(&mut self, checks: Option<(u8, u8)>) -> Result<(), PositionError> {
        let counting = self.counts_checks();
        match checks {
            Some((w, b)) if counting => self.checks = [w, b],
            None if counting => self.checks = [1, 1],
            Some((w, b)) => {
                return Err(PositionError::Invalid(format!(
                    "the check count {w}+{b}: this game does not count checks"
                )))
            }
            None => {}
        }
        Ok(())
    }

    /// Whether the game counts checks (`checkCounting`).
    pub fn counts_checks(&self) -> bool {
        self.rules
            .definition()
            .is_some_and(|d| d.ends.check_counting)
    }

    /// With `checkCounting`: the checks `player` still has to give to win.
    pub fn checks_to_give(&self, player: Player) -> Option<u8> {
        self.counts_checks()
            .then(|| self.checks[player.index().min(1)])
    }

    /// Whether a promoted pawn keeps its mark: always in our five games, in a defined game
    /// as [`crate::definition::Definition::marks_promoted`] says.
    fn marks_promoted(&self) -> bool {
        self.rules.definition().is_none_or(|d| d.marks_promoted())
    }

    /// The piece a FEN writes as `fp`: `+X` is the promoted form of `X`'s kind.
    fn fen_piece(&self, fp: FenPiece) -> Result<Piece, PositionError> {
        let (kind, player) = self.kind_and_player(fp.letter)?;
        if !fp.plus {
            return Ok(Piece {
                player,
                kind,
                promoted: Promoted::pawn(fp.promoted && self.marks_promoted()),
            });
        }
        let promoted = self.rules.promoted_form(kind).ok_or_else(|| {
            PositionError::Invalid(format!(
                "+{}: the {} does not promote in this game",
                fp.letter,
                self.rules.kind(kind).name
            ))
        })?;
        Ok(Piece {
            player,
            kind: promoted,
            promoted: Promoted::from_kind(kind),
        })
    }

    /// The kind and owner a FEN letter names: White's in upper case, Black's in lower.
    fn kind_and_player(&self, letter: char) -> Result<(Kind, Player), PositionError> {
        let kind = self
            .rules
            .kind_by_letter(letter)
            .ok_or(PositionError::UnknownPiece(letter))?;
        let player = if letter.is_ascii_uppercase() {
            Player::WHITE
        } else {
            Player::BLACK
        };
        Ok((kind, player))
    }

    /// Puts a FEN's hands (`entries`) into the position: a count or `*` (unlimited) per
    /// kind, never both, at most [`Hand::MAX_COUNT`] of one kind.
    fn read_hands(&mut self, entries: &[FenHandEntry]) -> Result<(), PositionError> {
        if !self.rules.has_hands() && !entries.is_empty() {
            return Err(PositionError::Invalid(format!(
                "{} has no pieces in hand",
                self.rules.title()
            )));
        }
        let mut seen: ByPlayer<[(u16, bool); 16]> = ByPlayer::default();
        for &FenHandEntry { letter, unlimited } in entries {
            let (kind, player) = self.kind_and_player(letter)?;
            let slot = &mut seen[player][kind.index()];
            if slot.1 || (unlimited && slot.0 > 0) {
                return Err(PositionError::Invalid(format!(
                    "the hand gives '{letter}' both a count and '*' (unlimited)"
                )));
            }
            if unlimited {
                slot.1 = true;
            } else {
                slot.0 += 1;
            }
        }
        for p in [Player::WHITE, Player::BLACK] {
            for (k, &(n, unl)) in seen[p].iter().enumerate() {
                if n > Hand::MAX_COUNT as u16 {
                    return Err(PositionError::Invalid(format!(
                        "at most {} of one piece may be in hand",
                        Hand::MAX_COUNT
                    )));
                }
                let count = if unl {
                    Count::Unlimited
                } else {
                    Count::Finite(n as u8)
                };
                self.hands[p].set(Kind(k as u8), count);
            }
        }
        Ok(())
    }

    /// The FEN of this position; reading it back gives the same position.
    pub fn to_fen(&self) -> String {
        self.to_setup().to_string()
    }

    /// The hands as a FEN writes them: none in a game without hands, or with `freeDrops`
    /// (Fairy-Stockfish's ataxx).
    fn fen_hands(&self) -> Option<Vec<FenHandEntry>> {
        let free = self
            .rules
            .definition()
            .is_some_and(|d| d.board_games.free_drops);
        (self.rules.has_hands() && !free).then(|| {
            let mut v = Vec::new();
            for p in [Player::WHITE, Player::BLACK] {
                for (k, c) in self.hands[p].iter() {
                    let l = self.rules.kind(k).letter;
                    let letter = if p == Player::WHITE {
                        l
                    } else {
                        l.to_ascii_lowercase()
                    };
                    match c {
                        Count::Unlimited => v.push(FenHandEntry {
                            letter,
                            unlimited: true,
                        }),
                        Count::Finite(n) => v.extend((0..n).map(|_| FenHandEntry {
                            letter,
                            unlimited: false,
                        })),
                    }
                }
            }
            v
        })
    }

    /// This position as a [`Setup`].
    pub fn to_setup(&self) -> Setup {
        let g = self.rules.geometry();
        let game = self.rules.game();
        // A defined game marks a promoted pawn `~` only where captures go to the hand (and
        // come back as pawns), as Fairy-Stockfish writes it.
        let tilde = self.marks_promoted();
        let pieces = self
            .occupied
            .iter()
            .filter_map(|sq| self.board[sq.index()].map(|p| (sq, p)))
            .map(|(sq, p)| {
                let fp = match p.promoted.base() {
                    Some(base) => FenPiece {
                        letter: self.letter(Piece::new(p.player, base)),
                        promoted: false,
                        plus: true,
                    },
                    None => FenPiece {
                        letter: self.letter(p),
                        promoted: p.is_promoted() && tilde,
                        plus: false,
                    },
                };
                (sq, fp)
            })
            .collect();
        let hands = self.fen_hands();
        Setup {
            width: g.width(),
            height: g.height(),
            holes: g.holes() | self.walls(),
            pieces,
            hands,
            turn: match self.turn.0 {
                0 => 'w',
                1 => 'b',
                _ => 'r',
            },
            turn_extra: game.turn_extra(self),
            castling: match self.phase {
                Phase::Play => game.castling_fen(self),
                Phase::Deploy => "deploy".into(),
                Phase::Change => "change".into(),
            },
            en_passant: game.en_passant_fen(self),
            // While makruk's counting runs, the FEN's halfmove field is its plies counted.
            halfmove_clock: if self.counting[0] > 0 {
                self.counting[1] as u32
            } else {
                self.halfmove_clock
            },
            fullmove: self.fullmove,
            checks: self
                .counts_checks()
                .then_some((self.checks[0], self.checks[1])),
        }
    }

    /// The FEN letter of a piece (upper case for White).
    pub fn letter(&self, p: Piece) -> char {
        let l = self.rules.kind(p.kind).letter;
        if p.player == Player::WHITE {
            l
        } else {
            l.to_ascii_lowercase()
        }
    }

    /// The rules of the game.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The rules, shared.
    pub fn rules_arc(&self) -> &Arc<Rules> {
        &self.rules
    }

    /// The player to move.
    pub fn turn(&self) -> Player {
        self.turn
    }

    /// The stage of the game (deployment or play).
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The piece on `sq`.
    #[inline]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        self.board[sq.index()]
    }

    /// The squares walled off (defined games with `wallingRule` or
    /// `petrifyOnCaptureTypes`; written `*` in the FEN): nothing enters or passes them.
    /// They are the occupied squares with no piece: not stored apart, so that a position
    /// of any game stays as small to copy as it was.
    pub fn walls(&self) -> SquareSet {
        let mut pieces = SquareSet::EMPTY;
        for p in &self.by_player.0 {
            pieces |= *p;
        }
        self.occupied - pieces
    }

    /// Every occupied square.
    #[inline]
    pub fn occupied(&self) -> SquareSet {
        self.occupied
    }

    /// The squares of `player`'s pieces.
    pub fn pieces_of(&self, player: Player) -> SquareSet {
        self.by_player[player]
    }

    /// The squares of `player`'s pieces of kind `kind`.
    pub(crate) fn squares_of_kind(&self, player: Player, kind: Kind) -> SquareSet {
        self.by_player[player]
            .iter()
            .filter(|s| self.board[s.index()].is_some_and(|p| p.kind == kind))
            .collect()
    }

    /// `player`'s hand.
    pub fn hand(&self, player: Player) -> &Hand {
        &self.hands[player]
    }

    /// Plies since the last capture, drop or pawn move.
    pub fn halfmove_clock(&self) -> u32 {
        self.halfmove_clock
    }

    /// The full move number.
    pub fn fullmove(&self) -> u32 {
        self.fullmove
    }

    /// The squares of the rooks that may still castle (empty in games without castling).
    pub fn castling_rights(&self) -> SquareSet {
        self.castling_rights
    }

    /// Squares attacked by any piece of either colour (`CN-4`).
    pub fn attacked(&self) -> SquareSet {
        let t = self.rules.tables();
        let mut a = SquareSet::EMPTY;
        for sq in self.occupied {
            if let Some(p) = self.board[sq.index()] {
                a |= t.attacks(p.kind.index(), p.player.index().min(1), sq, &self.occupied);
            }
        }
        a
    }

    /// Empty squares no piece attacks (`CN-5`).
    pub fn free_squares(&self) -> SquareSet {
        self.rules.geometry().playable() - self.occupied - self.attacked()
    }

    /// Writes `m` in coordinate form as Fairy-Stockfish does in this position: a piece's
    /// promotion by `promotedPieceType` is `+` and a demotion `-` even where the kind is
    /// also a pawn's promotion letter ([`Move::to_uci`] without the position guesses by
    /// kind).
    pub fn uci(&self, m: &Move) -> String {
        let plain = self.pieces_move_plain();
        match *m {
            // Fairy-Stockfish's pass: its king's or first piece's square twice.
            Move::Pass if self.passes_by_square() => {
                if let Some(sq) = crate::variants::rules::passes::pass_square(self, self.turn) {
                    return format!("{sq}{sq}");
                }
            }
            // Fairy-Stockfish writes a wall for every move of a walling game: a move
            // without one names a1, its square 0.
            Move::Normal { to, .. } if plain => {
                return format!("{},{to}{}", self.uci_promotion(m), Square::new(0, 0));
            }
            Move::Walled { to, wall, .. } => {
                return format!("{},{to}{wall}", self.uci_promotion(&m.piece_move()))
            }
            // Fairy-Stockfish's gating: the gated piece's letter after the move (none
            // after a promotion's); a castling gating on its rook's square is written from
            // that square to the king's (`h1e1h`).
            Move::Gated {
                from,
                promotion,
                kind,
                gate,
                ..
            } => {
                let base = self.uci_promotion(&m.piece_move());
                let letter = self.rules.kind(kind).letter.to_ascii_lowercase();
                return match (promotion, gate == from) {
                    (Some(_), _) => base,
                    (None, true) => format!("{base}{letter}"),
                    (None, false) => format!("{gate}{from}{letter}"),
                };
            }
            _ => {}
        }
        self.uci_promotion(m)
    }

    /// Whether a pass is written as Fairy-Stockfish writes it (a defined game with passes).
    fn passes_by_square(&self) -> bool {
        self.rules
            .definition()
            .is_some_and(|d| d.board_games.passes())
    }

    /// Whether the moves of pieces place no wall in a game where a turn may place one
    /// instead (`wallOrMove`).
    fn pieces_move_plain(&self) -> bool {
        self.rules
            .defined
            .as_ref()
            .is_some_and(|d| d.walls.placed() && d.walls.or_move())
    }

    /// [`Position::uci`] of a move without a wall.
    fn uci_promotion(&self, m: &Move) -> String {
        let Move::Normal {
            from,
            to,
            promotion: Some(k),
        } = *m
        else {
            return m.to_uci(&self.rules);
        };
        let Some(p) = self.board[from.index()] else {
            return m.to_uci(&self.rules);
        };
        let pawn_promotes = self.rules.defined.as_ref().is_some_and(|d| {
            d.is_pawn_of(p.kind, p.player) && d.promotion_of(p.player).contains(&k)
        });
        if !pawn_promotes && self.rules.promoted_form(p.kind) == Some(k) {
            format!("{from}{to}+")
        } else if !pawn_promotes && p.promoted.base() == Some(k) {
            format!("{from}{to}-")
        } else {
            m.to_uci(&self.rules)
        }
    }

    /// Reads a move in coordinate form ([`Move::parse_uci`]) in this position, where a
    /// promotion may also be written `+` (shogi's: the piece on the first square becomes
    /// what it promotes to) or `-` (it turns back into what it was). Checks the spelling,
    /// not legality.
    pub fn parse_move(&self, s: &str) -> Result<Move, ParseMoveError> {
        // Fairy-Stockfish's gating moves (`b1c3h`, `h1e1h`) say what they are only
        // against the legal moves.
        if self
            .rules
            .definition()
            .is_some_and(|d| d.castle.seirawan_gating)
        {
            if let Some(m) = self.legal_moves().iter().find(|m| self.uci(m) == s) {
                return Ok(*m);
            }
        }
        // A plain move written as Fairy-Stockfish does in a `wallOrMove` game (`a2a3,a3a1`).
        if let (Some((head, tail)), true) = (s.split_once(','), self.pieces_move_plain()) {
            let m = self.parse_move(head)?;
            if matches!(m, Move::Normal { from, to, .. } if from != to && tail == format!("{to}a1"))
            {
                return Ok(m);
            }
        }
        let Some(mark) = s.strip_suffix(['+', '-']).map(|_| s.ends_with('+')) else {
            let m = Move::parse_uci(s, &self.rules)?;
            // Fairy-Stockfish's pass: a piece to its own square.
            if matches!(m, Move::Normal { from, to, promotion: None } if from == to)
                && self.passes_by_square()
            {
                return Ok(Move::Pass);
            }
            return Ok(m);
        };
        let squares = &s[..s.len() - 1];
        let Move::Normal { from, to, .. } = Move::parse_uci(squares, &self.rules)? else {
            return Err(ParseMoveError(format!("'{s}' is not a move")));
        };
        let piece = self.board[from.index()]
            .ok_or_else(|| ParseMoveError(format!("'{s}': no piece on {from}")))?;
        let kind = if mark {
            self.rules.promoted_form(piece.kind)
        } else {
            piece.promoted.base()
        };
        let what = if mark { "promote" } else { "turn back" };
        let kind = kind.ok_or_else(|| {
            ParseMoveError(format!(
                "'{s}': the {} on {from} cannot {what}",
                self.rules.kind(piece.kind).name
            ))
        })?;
        Ok(Move::Normal {
            from,
            to,
            promotion: Some(kind),
        })
    }

    /// The legal moves.
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.legal_moves_into(&mut list);
        list
    }

    /// Writes the legal moves into `list` (cleared first).
    pub fn legal_moves_into(&self, list: &mut MoveList) {
        list.clear();
        self.rules.game().generate(self, list);
    }

    /// For the search, which checks legality only for the moves it plays: writes into
    /// `list` (cleared first) the moves that may be legal and returns `true` when each must
    /// be checked as it is played ([`Position::play_candidate`]), or writes the legal moves
    /// and returns `false` (ChessNim, Vimes' Republican, Arnhem's deployment). Either way a
    /// position with no legal move may give a non-empty list of the first kind: the caller
    /// finds that out by checking every move.
    pub fn candidate_moves_into(&self, list: &mut MoveList) -> bool {
        list.clear();
        self.rules.game().candidates(self, list)
    }

    /// For the quiescence search: writes into `list` (cleared first) the candidate moves
    /// that may capture or promote and returns the flag of
    /// [`Position::candidate_moves_into`], or `None` where the game keeps no such list or
    /// has ended (then `list` means nothing).
    pub(crate) fn tactical_candidates_into(&self, list: &mut MoveList) -> Option<bool> {
        list.clear();
        self.rules.game().tactical_candidates(self, list)
    }

    /// The position after the candidate move `m` ([`Position::candidate_moves_into`]), or
    /// `None` when `check` is set and `m` is not legal: it leaves the mover's king
    /// attacked, by the game's own tests before and after the move (in Vimes the test is
    /// made on the board before anything that follows the move, a mated Royalist's pieces
    /// leaving the board, `VI-8`, as [`Position::legal_moves`] makes it). Always inlined:
    /// otherwise the child may be copied twice (callgrind, BENCH.md session 44).
    #[inline(always)]
    pub fn play_candidate(&self, m: &Move, check: bool) -> Option<Position> {
        let game = self.rules.game();
        if check && !game.legal_before(self, m) {
            return None;
        }
        let mut child = self.clone();
        game.play(&mut child, m);
        (!check || game.legal_after(&child, self.turn)).then_some(child)
    }

    /// Whether `mover`'s king is safe in this position, reached by `mover`'s candidate
    /// move ([`Position::candidate_moves_into`]): the test [`Position::legal_moves`]
    /// applies, by the game's own rule of check.
    pub fn leaves_mover_safe(&self, mover: Player) -> bool {
        !self.rules.game().in_check(self, mover)
    }

    /// The legal drops of `kind` by the player to move (for trays and highlights).
    pub fn legal_drop_squares(&self, kind: Kind) -> SquareSet {
        self.legal_moves()
            .iter()
            .filter_map(|m| match *m {
                Move::Drop { kind: k, to } if k == kind => Some(to),
                _ => None,
            })
            .collect()
    }

    /// The squares the piece on `from` may legally move to (for highlights when a piece is
    /// picked up). Castling shows as the king's destination.
    pub fn legal_targets(&self, from: Square) -> SquareSet {
        self.legal_moves()
            .iter()
            .filter_map(|m| match *m {
                Move::Normal { from: f, to, .. } if f == from => Some(to),
                _ => None,
            })
            .collect()
    }

    /// The legal moves of the piece on `from` to `to`: several when a promotion, a gate or
    /// a wall is to be chosen (see [`crate::hand_step`]), none when the move is illegal.
    pub fn legal_moves_between(&self, from: Square, to: Square) -> Vec<Move> {
        // (A piece's move goes somewhere: a `wallOrMove` wall alone, `from == to`, is none.)
        if from == to {
            return Vec::new();
        }
        self.legal_moves()
            .iter()
            .filter(|m| matches!(m.piece_move(), Move::Normal { from: f, to: t, .. } if (f, t) == (from, to)))
            .copied()
            .collect()
    }

    /// Whether `m` is legal; if not, why.
    pub fn check(&self, m: &Move) -> Result<(), PlayError> {
        let game = self.rules.game();
        let verdict = game.check(self, m);
        // A ChessNim game is over only when no drop is legal, so a legal drop needs no
        // outcome test (which would generate every drop again); other games can end with
        // legal moves left (the fifty-move rule, a bare king).
        let may_be_over = verdict.is_err() || !game.ends_only_without_moves();
        if may_be_over && self.outcome().is_some() {
            return Err(PlayError::GameOver);
        }
        verdict
    }

    /// The position after `m`, if `m` is legal.
    pub fn play(&self, m: &Move) -> Result<Position, PlayError> {
        self.check(m)?;
        let mut next = self.clone();
        next.play_unchecked(m);
        Ok(next)
    }

    /// Plays `m`, which must be legal (as from [`Position::legal_moves`]).
    #[inline]
    pub fn play_unchecked(&mut self, m: &Move) {
        self.rules.game().play(self, m);
    }

    /// The turn goes to the next player (the full move number counts on after the last).
    pub(crate) fn pass_turn(&mut self) {
        let next = self.turn.next(self.rules.player_count());
        if next.0 == 0 {
            self.fullmove += 1;
        }
        self.turn = next;
    }

    /// Takes back a drop made by [`Position::play_unchecked`] (the fast path of perft and
    /// search in drop games; other moves are undone by keeping a copy).
    pub fn undo_drop(&mut self, kind: Kind, to: Square, halfmove_clock: u32) {
        let prev =
            Player((self.turn.0 + self.rules.player_count() - 1) % self.rules.player_count());
        if prev.0 == self.rules.player_count() - 1 {
            self.fullmove -= 1;
        }
        self.turn = prev;
        self.take(to);
        self.hands[prev].put_back(kind);
        self.halfmove_clock = halfmove_clock;
    }

    /// The end of the game, if it is over.
    pub fn outcome(&self) -> Option<Outcome> {
        self.rules.game().outcome(self)
    }

    /// The turn passes to the other player of a two-player game with nothing else changed
    /// but the en passant right (which lapses) and the move clocks: the search's null move.
    /// Not a move of any game.
    pub(crate) fn pass_for_search(&mut self) {
        self.turn = self.turn.next(2);
        self.en_passant = SquareSet::EMPTY;
        self.ep_victim = None;
        self.halfmove_clock += 1;
    }

    /// Whether `player`'s king is in check, by the game's own rule (Chessence's powers,
    /// Vimes' shared pawns): for the app's check marker. Never in ChessNim (its kings are
    /// not royal), never during Arnhem's deployment, and in Black's change after the reveal
    /// only for Black (`AR-4`: the change obeys check; White's king may stand attacked
    /// until White's first move).
    pub fn in_check(&self, player: Player) -> bool {
        let phase_allows = match self.phase {
            Phase::Play => true,
            Phase::Deploy => false,
            Phase::Change => player == self.turn,
        };
        if !phase_allows || player.0 >= self.rules.player_count() {
            return false;
        }
        self.rules.game().in_check(self, player)
    }

    #[inline]
    pub(crate) fn put(&mut self, sq: Square, p: Piece) {
        if let Some(old) = self.board[sq.index()] {
            self.board_key ^= crate::search::piece_key(sq, old);
        }
        self.board_key ^= crate::search::piece_key(sq, p);
        self.promoted.set(sq, p.is_promoted());
        self.board[sq.index()] = Some(p);
        self.by_player[p.player].insert(sq);
        self.occupied.insert(sq);
        if self.rules.kind(p.kind).is_royal {
            self.royals.insert(sq);
        }
    }

    #[inline]
    pub(crate) fn take(&mut self, sq: Square) -> Option<Piece> {
        let p = self.board[sq.index()].take()?;
        self.board_key ^= crate::search::piece_key(sq, p);
        self.promoted.remove(sq);
        self.by_player[p.player].remove(sq);
        self.occupied.remove(sq);
        self.royals.remove(sq);
        Some(p)
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({})", self.to_fen())
    }
}

/// What a game's [`Rules`] are built from: the settings that matter to the game and the
/// board of the setup.
#[derive(Clone, PartialEq)]
struct RulesKey {
    variant: Variant,
    chessnim: crate::ChessNimSettings,
    definition: Option<Arc<crate::definition::Definition>>,
    width: u8,
    height: u8,
    holes: SquareSet,
}

/// How many built rules are kept (most recently used first).
const RULES_CACHE: usize = 8;

thread_local! {
    /// Rules built lately: building them compiles every piece's movement tables, which
    /// costs far more than reading a FEN, and loading many positions of the same game (a
    /// saved game, a soak's FEN round trips, a fuzzer) would rebuild the same rules.
    static RULES: std::cell::RefCell<Vec<(RulesKey, Arc<Rules>)>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

/// The rules of `settings` for `setup`'s board, built once and shared.
fn cached_rules(settings: &Settings, setup: &Setup) -> Result<Arc<Rules>, PositionError> {
    let key = RulesKey {
        variant: settings.variant,
        chessnim: settings.chessnim.clone(),
        definition: settings.definition.clone(),
        width: setup.width,
        height: setup.height,
        holes: setup.holes,
    };
    let hit = RULES.with(|cache| {
        let mut cache = cache.borrow_mut();
        let i = cache.iter().position(|(k, _)| *k == key)?;
        let entry = cache.remove(i);
        let rules = entry.1.clone();
        cache.insert(0, entry);
        Some(rules)
    });
    if let Some(rules) = hit {
        return Ok(rules);
    }
    let rules = Arc::new(rules_of(settings.variant).build(settings, setup)?);
    RULES.with(|cache| {
        let mut cache = cache.borrow_mut();
        cache.insert(0, (key, rules.clone()));
        cache.truncate(RULES_CACHE);
    });
    Ok(rules)
}

impl PartialEq for Position {
    fn eq(&self, o: &Position) -> bool {
        self.rules.variant() == o.rules.variant()
            && self.rules.geometry() == o.rules.geometry()
            && self.board[..] == o.board[..]
            && self.hands == o.hands
            && self.turn == o.turn
            && self.phase == o.phase
            && self.halfmove_clock == o.halfmove_clock
            && self.fullmove == o.fullmove
            && self.castling_rights == o.castling_rights
            && self.gates == o.gates
            && self.schedule == o.schedule
            && self.en_passant == o.en_passant
            && self.rules.definition() == o.rules.definition()
    }
}

impl Eq for Position {}

impl fmt::Display for Position {
    /// A text diagram, rank by rank from the top, `*` for holes, `.` for empty squares.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let g = self.rules.geometry();
        for r in (0..g.height()).rev() {
            write!(f, "{:>3} ", r + 1)?;
            for file in 0..g.width() {
                let sq = Square::new(file, r);
                let c = if g.is_hole(sq) || self.walls().contains(sq) {
                    '*'
                } else {
                    self.board[sq.index()]
                        .map(|p| self.letter(p))
                        .unwrap_or('.')
                };
                write!(f, " {c}")?;
            }
            writeln!(f)?;
        }
        write!(f, "    ")?;
        for file in 0..g.width() {
            write!(f, " {}", (b'a' + file) as char)?;
        }
        writeln!(f)
    }
}
