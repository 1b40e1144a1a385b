//! ChessNim (Alfred Pfeiffer, 1998): a drop-only Nim of free squares, `CN-1` … `CN-9`.
//!
//! The board starts empty; players drop in turn from identical material; a drop is legal
//! only if it leaves fewer free squares (empty and attacked by nobody) than before; the
//! player whose drop leaves none wins, and a player with no legal drop loses.

use crate::fen::Setup;
use crate::piece::orthodox_kinds;
use crate::variants::{EvalKind, GameRules, SearchStyle};
use crate::{
    Count, EndReason, Geometry, Kind, Move, MoveList, Outcome, PieceKind, PlayError, Player,
    Position, PositionError, Rules, Settings, Square, SquareSet, Variant, MAX_KINDS,
};

/// ChessNim's options, chosen before the game (`CN-1`, `CN-2`, `CN-8`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChessNimSettings {
    /// Files, 1..=16 (`CN-1`).
    pub width: u8,
    /// Ranks, 1..=16 (`CN-1`).
    pub height: u8,
    /// Removed squares (`CN-1`, `SH-1`).
    pub holes: SquareSet,
    /// The material each player starts with: a piece kind and how many (`CN-2`).
    pub material: Vec<(PieceKind, Count)>,
    /// Whether pawns may be dropped on their last rank (`CN-8`, a setting; default yes).
    pub pawns_on_last_rank: bool,
}

impl Default for ChessNimSettings {
    /// 8×8, no holes, the orthodox set (K, Q, 2 R, 2 B, 2 N, 8 P).
    fn default() -> Self {
        ChessNimSettings {
            width: 8,
            height: 8,
            holes: SquareSet::EMPTY,
            material: ChessNimSettings::orthodox_material(),
            pawns_on_last_rank: true,
        }
    }
}

impl ChessNimSettings {
    /// The orthodox set: K, Q, 2 R, 2 B, 2 N, 8 P (`CN-2`).
    pub fn orthodox_material() -> Vec<(PieceKind, Count)> {
        orthodox_kinds()
            .into_iter()
            .zip([1, 1, 2, 2, 2, 8])
            .map(|(k, n)| (k, Count::Finite(n)))
            .collect()
    }

    /// Kings only, unlimited (the reference game of `CN-9`).
    pub fn kings_only_material() -> Vec<(PieceKind, Count)> {
        orthodox_kinds()
            .into_iter()
            .take(1)
            .map(|k| (k, Count::Unlimited))
            .collect()
    }

    /// Reads a custom material list: comma-separated `LETTER:BETZA:COUNT` with COUNT a
    /// number or `*` (unlimited); for example `K:K:*` or `Q:Q:1, A:NN:2`. An optional fourth
    /// part names the piece (`A:NN:2:nightrider`).
    pub fn parse_material(text: &str) -> Result<Vec<(PieceKind, Count)>, String> {
        let mut out: Vec<(PieceKind, Count)> = Vec::new();
        for (i, item) in text.split(',').map(str::trim).enumerate() {
            if item.is_empty() {
                continue;
            }
            let parts: Vec<&str> = item.split(':').map(str::trim).collect();
            if !(3..=4).contains(&parts.len()) {
                return Err(format!(
                    "item {} ('{item}') should read LETTER:BETZA:COUNT",
                    i + 1
                ));
            }
            let mut letters = parts[0].chars();
            let (Some(letter), None) = (letters.next(), letters.next()) else {
                return Err(format!(
                    "item {}: '{}' should be a single letter",
                    i + 1,
                    parts[0]
                ));
            };
            let count = match parts[2] {
                "*" | "∞" => Count::Unlimited,
                n => match n.parse::<u8>() {
                    Ok(n) if n <= crate::Hand::MAX_COUNT => Count::Finite(n),
                    _ => {
                        return Err(format!(
                            "item {}: count '{n}' should be 0 to 254 or *",
                            i + 1
                        ))
                    }
                },
            };
            let orthodox = orthodox_kinds()
                .into_iter()
                .find(|k| k.letter == letter.to_ascii_uppercase());
            let name = match (parts.get(3), &orthodox) {
                (Some(n), _) => n.to_string(),
                (None, Some(o)) if o.betza == parts[1] => o.name.clone(),
                _ => format!("piece {}", letter.to_ascii_uppercase()),
            };
            let mut kind = PieceKind::new(letter, &name, parts[1]).map_err(|e| e.to_string())?;
            if orthodox.is_some_and(|o| o.is_pawn && o.betza == kind.betza) {
                kind = kind.pawn();
            }
            if out.iter().any(|(k, _)| k.letter == kind.letter) {
                return Err(format!("piece letter {} is used twice", kind.letter));
            }
            out.push((kind, count));
        }
        if out.is_empty() {
            return Err("the material list is empty".into());
        }
        if out.len() > MAX_KINDS {
            return Err(format!("at most {MAX_KINDS} kinds of piece"));
        }
        Ok(out)
    }

    /// Writes the material in the form [`ChessNimSettings::parse_material`] reads (a piece's
    /// own name is kept when it is not the default one).
    pub fn material_text(&self) -> String {
        self.material
            .iter()
            .map(|(k, c)| {
                let n = match c {
                    Count::Unlimited => "*".to_string(),
                    Count::Finite(n) => n.to_string(),
                };
                let default_name = orthodox_kinds()
                    .into_iter()
                    .find(|o| o.letter == k.letter && o.betza == k.betza)
                    .map(|o| o.name)
                    .unwrap_or_else(|| format!("piece {}", k.letter));
                if k.name == default_name || k.name.contains([',', ':']) {
                    format!("{}:{}:{}", k.letter, k.betza, n)
                } else {
                    format!("{}:{}:{}:{}", k.letter, k.betza, n, k.name)
                }
            })
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// Checks the settings: board size, holes, material (`CN-1`, `CN-2`).
    pub fn validate(&self) -> Result<Geometry, PositionError> {
        let g = Geometry::new(self.width as u32, self.height as u32, self.holes)?;
        if self.material.is_empty() {
            return Err(PositionError::Invalid(
                "choose at least one kind of piece".into(),
            ));
        }
        if self.material.len() > MAX_KINDS {
            return Err(PositionError::Invalid(format!(
                "at most {MAX_KINDS} kinds of piece"
            )));
        }
        if self.material.iter().all(|(_, c)| *c == Count::Finite(0)) {
            return Err(PositionError::Invalid(
                "the material has no piece to drop".into(),
            ));
        }
        for (i, (k, _)) in self.material.iter().enumerate() {
            if self.material[..i].iter().any(|(o, _)| o.letter == k.letter) {
                return Err(PositionError::Invalid(format!(
                    "piece letter {} is used twice",
                    k.letter
                )));
            }
        }
        Ok(g)
    }
}

/// The starting FEN: an empty board and both hands full (`CN-3`).
pub(crate) fn start_fen(s: &ChessNimSettings) -> Result<String, PositionError> {
    let g = s.validate()?;
    let mut hand = String::new();
    for white in [true, false] {
        for (k, c) in &s.material {
            let l = if white {
                k.letter
            } else {
                k.letter.to_ascii_lowercase()
            };
            match c {
                Count::Unlimited => {
                    hand.push(l);
                    hand.push('*')
                }
                Count::Finite(n) => hand.extend(std::iter::repeat_n(l, *n as usize)),
            }
        }
    }
    let setup = Setup {
        width: g.width(),
        height: g.height(),
        holes: g.holes(),
        pieces: Vec::new(),
        hands: Some(Vec::new()),
        turn: 'w',
        turn_extra: String::new(),
        castling: "-".into(),
        en_passant: "-".into(),
        halfmove_clock: 0,
        fullmove: 1,
        checks: None,
    };
    let board = setup.to_string();
    let cut = board.find('[').unwrap_or(board.len());
    Ok(format!("{}[{hand}] w - - 0 1", &board[..cut]))
}

/// The rules of a ChessNim game: the board the FEN describes, the settings' pieces.
pub(crate) fn rules(s: &ChessNimSettings, setup: &Setup) -> Result<Rules, PositionError> {
    let g = Geometry::new(setup.width as u32, setup.height as u32, setup.holes)?;
    let kinds: Vec<PieceKind> = s.material.iter().map(|(k, _)| k.clone()).collect();
    if kinds.is_empty() || kinds.len() > MAX_KINDS {
        return Err(PositionError::Invalid(format!(
            "ChessNim needs 1 to {MAX_KINDS} kinds of piece"
        )));
    }
    let mut r = Rules::build(&CHESSNIM, g, kinds);
    r.pawns_on_last_rank = s.pawns_on_last_rank;
    Ok(r)
}

/// Whether a definition with `x-freeSquareGoal` (KEYS.md) can be played as ChessNim: by
/// drops only (`pieceDrops`), with no royal piece (its kings are not royal, `CN-3`), drops
/// on any empty square (`dropRegion…` not set). The error names the key to change.
pub(crate) fn fits_definition(
    def: &crate::definition::Definition,
    kinds: &[PieceKind],
) -> Result<(), PositionError> {
    let refuse = |why: String| {
        Err(PositionError::Invalid(format!(
            "{} uses x-freeSquareGoal (ChessNim), {why}",
            def.name
        )))
    };
    if !def.piece_drops {
        return refuse("which is played by drops only: write pieceDrops = true".into());
    }
    if let Some(k) = kinds.iter().find(|k| k.is_royal) {
        return refuse(format!(
            "whose kings are not royal (CN-3): '{}' is royal; write it as a commoner \
             (king = - and commoner = {})",
            k.letter.to_ascii_lowercase(),
            k.letter.to_ascii_lowercase()
        ));
    }
    let board = Geometry::new(def.width as u32, def.height as u32, def.holes)?.playable();
    if def.drop_region.white != board || def.drop_region.black != board {
        return refuse(
            "where a piece may be dropped on any empty square: leave out dropRegionWhite and \
             dropRegionBlack"
                .into(),
        );
    }
    Ok(())
}

/// What a ChessNim FEN may not say: castling or en passant rights.
fn validate(setup: &Setup) -> Result<(), PositionError> {
    if setup.castling != "-" || setup.en_passant != "-" {
        return Err(PositionError::Invalid(
            "ChessNim has no castling or en passant: use '- -'".into(),
        ));
    }
    Ok(())
}

/// The relative rank of `sq` for `player`: 0 on its own first rank.
fn last_rank(pos: &Position, player: Player, sq: Square) -> bool {
    let h = pos.rules.geometry().height();
    let last = if player == Player::WHITE { h - 1 } else { 0 };
    sq.rank() == last
}

/// Whether the player to move may drop `kind` on `sq` apart from the free-square rule:
/// an empty playable square, the piece in hand, the `CN-8` pawn setting.
fn placeable(pos: &Position, kind: Kind, sq: Square) -> Result<(), PlayError> {
    let g = pos.rules.geometry();
    if !g.contains(sq) {
        return Err(PlayError::OffBoard(sq));
    }
    if g.is_hole(sq) {
        return Err(PlayError::Hole(sq));
    }
    if pos.occupied.contains(sq) {
        return Err(PlayError::Occupied(sq));
    }
    if kind.index() >= pos.rules.kinds().len() || !pos.hands[pos.turn].has(kind) {
        let name = pos
            .rules
            .kinds()
            .get(kind.index())
            .map(|k| k.name.clone())
            .unwrap_or_default();
        return Err(PlayError::NotInHand(name));
    }
    // CN-8: a pawn may go on its own first rank; the last rank only if the setting allows.
    if pos.rules.kind(kind).is_pawn && !pos.rules.pawns_on_last_rank && last_rank(pos, pos.turn, sq)
    {
        return Err(PlayError::PawnOnLastRank);
    }
    Ok(())
}

/// Checks a move (`CN-3`: only drops; `CN-6`: the free count must fall).
pub(crate) fn check(pos: &Position, m: &Move) -> Result<(), PlayError> {
    let Move::Drop { kind, to } = *m else {
        return Err(PlayError::DropsOnly);
    };
    placeable(pos, kind, to)?;
    let before = pos.free_squares().count();
    let mut after_pos = pos.clone();
    after_pos.play_unchecked(m);
    let after = after_pos.free_squares().count();
    if after < before {
        Ok(())
    } else {
        Err(PlayError::FreeNotReduced { before, after })
    }
}

/// A piece whose attacks depend on other pieces (a rider or a lame leaper).
#[derive(Clone, Copy)]
struct Dependent {
    sq: Square,
    kind: usize,
    orient: usize,
    attacks: SquareSet,
    depends_on: SquareSet,
}

/// Generates every legal drop (`CN-3`, `CN-6`, `CN-8`).
///
/// For each empty square the attacks of the pieces already on the board are recomputed
/// only for the riders and lame pieces whose attacks looked at that square; pieces with
/// fixed attacks are summed once.
pub(crate) fn generate(pos: &Position, list: &mut MoveList) {
    let rules = &pos.rules;
    let t = rules.tables();
    let occ = pos.occupied;
    let playable = rules.geometry().playable();
    let mut fixed_union = SquareSet::EMPTY;
    let mut dependents = [Dependent {
        sq: Square(0),
        kind: 0,
        orient: 0,
        attacks: SquareSet::EMPTY,
        depends_on: SquareSet::EMPTY,
    }; 256];
    let mut n_dep = 0;
    for sq in occ {
        let Some(p) = pos.board[sq.index()] else {
            continue;
        };
        let (kind, orient) = (p.kind.index(), p.player.index().min(1));
        if t.is_fixed(kind) {
            fixed_union |= t.attacks(kind, orient, sq, &occ);
        } else {
            let (attacks, depends_on) = t.attacks_and_dependencies(kind, orient, sq, &occ);
            dependents[n_dep] = Dependent {
                sq,
                kind,
                orient,
                attacks,
                depends_on,
            };
            n_dep += 1;
        }
    }
    let dependents = &dependents[..n_dep];
    let mut attacked = fixed_union;
    for d in dependents {
        attacked |= d.attacks;
    }
    let empty = playable - occ;
    let before = (empty - attacked).count();
    if before == 0 {
        return;
    }
    let me = pos.turn;
    let orient = me.index().min(1);
    let (kinds, n_kinds) = kinds_in_hand(pos, me);
    let kinds = &kinds[..n_kinds];
    if kinds.is_empty() {
        return;
    }
    for to in empty {
        let occ2 = occ | SquareSet::from_square(to);
        let mut base = fixed_union;
        for d in dependents {
            base |= if d.depends_on.contains(to) {
                t.attacks(d.kind, d.orient, d.sq, &occ2)
            } else {
                d.attacks
            };
        }
        let empty2 = empty - SquareSet::from_square(to);
        let free_base = empty2 - base;
        for &k in kinds {
            let kind = Kind(k as u8);
            if rules.kind(kind).is_pawn && !rules.pawns_on_last_rank && last_rank(pos, me, to) {
                continue;
            }
            let after = (free_base - t.attacks(k, orient, to, &occ2)).count();
            if after < before {
                list.push(Move::Drop { kind, to });
            }
        }
    }
}

/// The kinds `me` holds in hand, in kind order, and how many.
#[inline]
fn kinds_in_hand(pos: &Position, me: Player) -> ([usize; MAX_KINDS], usize) {
    let hand = pos.hands[me];
    let mut kinds = [0usize; MAX_KINDS];
    let mut n = 0;
    for k in 0..pos.rules.kinds().len() {
        if hand.has(Kind(k as u8)) {
            kinds[n] = k;
            n += 1;
        }
    }
    (kinds, n)
}

/// `CN-7`: the player whose drop leaves no free square wins; a player with no legal drop
/// (no material, or no drop that reduces the count) loses.
pub(crate) fn outcome(pos: &Position) -> Option<Outcome> {
    let other = pos.turn.next(pos.rules.player_count());
    if pos.free_squares().is_empty() {
        return Some(Outcome {
            winner: Some(other),
            reason: EndReason::NoFreeSquares,
        });
    }
    let mut list = MoveList::new();
    generate(pos, &mut list);
    list.is_empty().then_some(Outcome {
        winner: Some(other),
        reason: EndReason::NoLegalMove,
    })
}

/// ChessNim's rule hooks ([`GameRules`]): of the game itself ([`CHESSNIM`]), or of a
/// defined game with `x-freeSquareGoal` ([`FREE_SQUARE_GOAL`], whose board, pieces and
/// start come from its definition).
#[derive(Debug)]
pub(crate) struct ChessNim {
    variant: Variant,
}

/// The hooks of ChessNim.
pub(crate) static CHESSNIM: ChessNim = ChessNim {
    variant: Variant::ChessNim,
};

/// The hooks of a defined game with `x-freeSquareGoal` (KEYS.md).
pub(crate) static FREE_SQUARE_GOAL: ChessNim = ChessNim {
    variant: Variant::Defined,
};

impl GameRules for ChessNim {
    fn variant(&self) -> Variant {
        self.variant
    }
    /// A defined game's start and rules come from its definition, as any defined game's.
    fn start_fen(&self, settings: &Settings) -> Result<String, PositionError> {
        match self.variant {
            Variant::Defined => super::defined::Defined.start_fen(settings),
            _ => start_fen(&settings.chessnim),
        }
    }
    fn build(&self, settings: &Settings, setup: &Setup) -> Result<Rules, PositionError> {
        match self.variant {
            Variant::Defined => super::defined::Defined.build(settings, setup),
            _ => rules(&settings.chessnim, setup),
        }
    }
    /// `CN-6`, `CN-7`: the free squares are the game.
    fn free_square_goal(&self) -> bool {
        true
    }
    fn has_hands(&self) -> bool {
        true
    }
    /// `CN-3`: drops only.
    fn pieces_move(&self) -> bool {
        false
    }
    fn validate(&self, _pos: &mut Position, setup: &Setup) -> Result<(), PositionError> {
        validate(setup)
    }
    fn generate(&self, pos: &Position, list: &mut MoveList) {
        generate(pos, list)
    }
    fn check(&self, pos: &Position, m: &Move) -> Result<(), PlayError> {
        check(pos, m)
    }
    fn ends_only_without_moves(&self) -> bool {
        true
    }
    /// The kings of ChessNim are not royal (`CN-3`): never in check.
    fn in_check(&self, _pos: &Position, _player: Player) -> bool {
        false
    }
    fn outcome(&self, pos: &Position) -> Option<Outcome> {
        outcome(pos)
    }
    /// `CN-7`: the game ends only when no drop is left, never by a count of moves.
    fn move_count_draw(&self, _pos: &Position) -> bool {
        false
    }
    fn search_style(&self) -> SearchStyle {
        SearchStyle {
            eval: EvalKind::Nim,
            prune: false,
            ..SearchStyle::default()
        }
    }
}
