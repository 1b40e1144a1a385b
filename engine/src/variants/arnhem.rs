//! Arnhem Chess (Hans Bodlaender, 1998): a bridged board, parachute drops and secret
//! deployment, `AR-1` … `AR-7`.
//!
//! The board is 6×7 without a4 b4 e4 f4; c4 and d4 are the bridge. Each side has a king,
//! queen, rook, bishop, knight, chancellor and four Berolina pawns. A piece captured on the
//! capturer's far three ranks joins the capturer's reserve; elsewhere it leaves the game.
//! Reserve pieces may be dropped instead of moving.
//!
//! Deployment (`AR-4`) is part of the game: a position knows its [`Phase`]. In
//! [`Phase::Deploy`] the player to move drops its army from its hand onto its allowed
//! squares, may move a placed piece to another allowed square or swap two placed pieces,
//! and confirms with `pass` once its hand is empty; White deploys, then Black. In
//! [`Phase::Change`] Black makes one change (a pawn to another empty allowed square, or two
//! pieces of rank 7 swapped: `a7b7` in coordinates, `Ra7⇄Nb7` in the readable notation) or
//! passes; then White moves. The change is Black's move and obeys check (**\[decided\]**):
//! if the reveal leaves Black's king attacked (down the c- or d-file), passing is illegal
//! and only a change that ends the attack is legal; no change may leave it attacked; with
//! none, Black is checkmated. The FEN writes the phase in the third field (`deploy`,
//! `change`, or `-` in play). Keeping each side's placement hidden from the other is the
//! front end's job (and the computer's, which must deploy from a view without the other
//! army).

use crate::fen::Setup;
use crate::royal::{self, Promotion};
use crate::variants::defined::DEFINED;
use crate::variants::{play_plain, GameRules, SearchStyle};
use crate::{
    EndReason, Geometry, Kind, Move, MoveList, Outcome, Phase, Piece, PlayError, Player, Position,
    PositionError, Rules, Settings, Square, SquareSet, Variant,
};

/// Arnhem's setting (`AR-4`): a secret deployment, or the fixed quick setup.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ArnhemSettings {
    /// Start with deployment (true, the default) or from [`QUICK_START_FEN`].
    pub deployment: bool,
}

impl Default for ArnhemSettings {
    fn default() -> Self {
        ArnhemSettings { deployment: true }
    }
}

/// The empty board with both armies in hand, White to deploy (`AR-4`).
pub const DEPLOY_START_FEN: &str = "6/6/6/**2**/6/6/6[KQRBNCPPPPkqrbncpppp] w deploy - 0 1";

/// The starting FEN for the setting.
pub fn start_fen(s: &ArnhemSettings) -> &'static str {
    if s.deployment {
        DEPLOY_START_FEN
    } else {
        QUICK_START_FEN
    }
}

/// The fixed setup for quick games (the `AR-4` setting that skips deployment): the
/// sample deployment whose perft figures Fairy-Stockfish confirms.
pub const QUICK_START_FEN: &str = "rnbqkc/2pp2/1p2p1/**2**/1P2P1/2PP2/RNBQKC[] w - - 0 1";

/// King.
pub const KING: Kind = Kind(0);
/// Queen.
pub const QUEEN: Kind = Kind(1);
/// Rook.
pub const ROOK: Kind = Kind(2);
/// Bishop.
pub const BISHOP: Kind = Kind(3);
/// Knight.
pub const KNIGHT: Kind = Kind(4);
/// Chancellor (rook + knight, `AR-2`).
pub const CHANCELLOR: Kind = Kind(5);
/// Berolina pawn (`AR-3`).
pub const PAWN: Kind = Kind(6);

/// What a pawn may promote to (`AR-3`).
const PROMOTIONS: [Kind; 5] = [QUEEN, ROOK, BISHOP, KNIGHT, CHANCELLOR];

/// The holes of `AR-1`.
pub fn holes() -> SquareSet {
    [
        Square::new(0, 3),
        Square::new(1, 3),
        Square::new(4, 3),
        Square::new(5, 3),
    ]
    .into_iter()
    .collect()
}

/// The bridge squares c4 and d4.
pub fn bridge() -> SquareSet {
    [Square::new(2, 3), Square::new(3, 3)].into_iter().collect()
}

/// A player's own three ranks (1–3 for White, 5–7 for Black).
pub fn own_ranks(player: Player) -> SquareSet {
    let ranks = if player == Player::WHITE { 0..3 } else { 4..7 };
    ranks
        .flat_map(|r| (0..6).map(move |f| Square::new(f, r)))
        .collect()
}

/// The rules of Arnhem Chess for a setup on its board (`AR-1`, `AR-2`, `AR-3`).
/// Its pieces, as its built-in definition says them (`builtin_text("arnhem")`): the
/// Berolina pawn (`AR-2`) and the chancellor beside the FIDE pieces.
pub(crate) const KINDS: &[super::KindSpec] = &[
    super::KindSpec('K', "king", "K", true, false),
    super::KindSpec('Q', "queen", "Q", false, false),
    super::KindSpec('R', "rook", "R", false, false),
    super::KindSpec('B', "bishop", "B", false, false),
    super::KindSpec('N', "knight", "N", false, false),
    super::KindSpec('C', "chancellor", "RN", false, false),
    super::KindSpec('P', "pawn", "mfFcfW", false, true),
];

pub(crate) fn rules(setup: &Setup) -> Result<Rules, PositionError> {
    if setup.width != 6 || setup.height != 7 || setup.holes != holes() {
        return Err(PositionError::Invalid(
            "Arnhem Chess is played on 6×7 without a4 b4 e4 f4".into(),
        ));
    }
    let g = Geometry::new(6, 7, holes())?;
    let kinds = super::builtin_kinds(KINDS)?;
    Ok(Rules::build(&Arnhem, g, kinds))
}

/// What an Arnhem position must satisfy: one king each, no castling or en passant, no
/// pawn on its last rank, no king in hand.
pub(crate) fn validate(pos: &mut Position, setup: &Setup) -> Result<(), PositionError> {
    pos.phase = match setup.castling.as_str() {
        "-" => Phase::Play,
        "deploy" => Phase::Deploy,
        "change" => Phase::Change,
        other => {
            return Err(PositionError::Invalid(format!(
                "Arnhem's third FEN field is the phase (-, deploy or change), not '{other}'"
            )))
        }
    };
    if setup.en_passant != "-" {
        return Err(PositionError::Invalid(
            "Arnhem Chess has no en passant: use '-'".into(),
        ));
    }
    if pos.phase != Phase::Play {
        return validate_deployment(pos);
    }
    for p in [Player::WHITE, Player::BLACK] {
        let kings = pos.by_player[p]
            .iter()
            .filter(|s| pos.board[s.index()].is_some_and(|x| x.kind == KING))
            .count();
        if kings != 1 {
            return Err(PositionError::Invalid(format!(
                "{} must have exactly one king, not {kings}",
                p.name()
            )));
        }
        if pos.hands[p].has(KING) {
            return Err(PositionError::Invalid("a king cannot be in hand".into()));
        }
        let last = royal::last_rank(pos, p);
        if pos.by_player[p]
            .iter()
            .any(|s| s.rank() == last && pos.board[s.index()].is_some_and(|x| x.kind == PAWN))
        {
            return Err(PositionError::Invalid(format!(
                "a {} pawn stands on its last rank",
                p.name()
            )));
        }
    }
    let waiting = pos.turn.next(2);
    if royal::in_check(pos, waiting) {
        return Err(PositionError::Invalid(format!(
            "{} is in check but it is not its turn",
            waiting.name()
        )));
    }
    Ok(())
}

/// Where `player` may drop a piece of `kind` (`AR-6`): any empty square; pawns only on
/// the dropper's own three ranks or the bridge (every square of them, **\[decided\]**).
pub fn drop_zone(pos: &Position, player: Player, kind: Kind) -> SquareSet {
    let empty = pos.rules.geometry().playable() - pos.occupied;
    if kind == PAWN {
        empty & (own_ranks(player) | bridge())
    } else {
        empty
    }
}

fn pseudo_legal(pos: &Position, list: &mut MoveList) {
    let me = pos.turn;
    let promotion = Promotion {
        kinds: &PROMOTIONS,
        compulsory: true,
    };
    for from in pos.by_player[me] {
        royal::piece_moves(pos, from, &promotion, list);
    }
    for (kind, _) in pos.hands[me].iter() {
        for to in drop_zone(pos, me, kind) {
            list.push(Move::Drop { kind, to });
        }
    }
}

/// The legal moves and drops (`AR-7`: the mover's king may not be left in check; `AR-4`:
/// nor by Black's change after the reveal).
pub(crate) fn generate(pos: &Position, list: &mut MoveList) {
    if pos.phase != Phase::Play {
        return generate_deployment(pos, list);
    }
    let mut pseudo = MoveList::new();
    pseudo_legal(pos, &mut pseudo);
    royal::keep_legal(pos, &pseudo, list);
}

/// The legal moves of the deployment and of Black's change, which obeys check (`AR-4`).
fn generate_deployment(pos: &Position, list: &mut MoveList) {
    if pos.phase == Phase::Deploy {
        return generate_before_play(pos, list);
    }
    let mut changes = MoveList::new();
    generate_before_play(pos, &mut changes);
    royal::keep_legal(pos, &changes, list);
}

/// For the search: the moves that may be legal, into `list`; `true` when each must still
/// be checked once played (the mover's king not attacked, as [`generate`] checks them all
/// at once, `AR-7`, `AR-4`), `false` when they are the legal moves (the deployment).
pub(crate) fn candidates(pos: &Position, list: &mut MoveList) -> bool {
    if pos.phase != Phase::Play {
        return deployment_candidates(pos, list);
    }
    pseudo_legal(pos, list);
    true
}

/// The deployment's moves, which are legal as they are, and Black's changes, each to be
/// checked once played (`AR-4`).
fn deployment_candidates(pos: &Position, list: &mut MoveList) -> bool {
    generate_before_play(pos, list);
    pos.phase == Phase::Change
}

/// `AR-5`: a piece captured on the capturer's far three ranks changes colour and joins the
/// capturer's reserve (a promoted pawn as a pawn); elsewhere it leaves the game.
pub(crate) fn on_capture(pos: &mut Position, capturer: Player, captured: Piece, on: Square) {
    if own_ranks(capturer.next(2)).contains(on) {
        let kind = if captured.is_promoted() {
            PAWN
        } else {
            captured.kind
        };
        pos.hands[capturer].add(kind);
    }
}

/// Why a move is refused, if it is.
pub(crate) fn check(pos: &Position, m: &Move) -> Result<(), PlayError> {
    let mut legal = MoveList::new();
    generate(pos, &mut legal);
    if legal.contains(m) {
        return Ok(());
    }
    if pos.phase != Phase::Play {
        return Err(explain_before_play(pos, m));
    }
    let me = pos.turn;
    Err(match *m {
        Move::Pass => PlayError::Illegal("passing is not allowed".into()),
        Move::Walled { .. } => PlayError::Illegal("this game places no walls".into()),
        Move::Gated { .. } => PlayError::Illegal("this game has no gating".into()),
        Move::DropPromoted { .. } => PlayError::Illegal("this game drops no piece promoted".into()),
        Move::Drop { kind, to } => {
            let name = pos
                .rules
                .kinds()
                .get(kind.index())
                .map(|k| k.name.clone())
                .unwrap_or_default();
            if !pos.hands[me].has(kind) {
                PlayError::NotInHand(name)
            } else if pos.rules.geometry().is_hole(to) {
                PlayError::Hole(to)
            } else if pos.occupied.contains(to) {
                PlayError::Occupied(to)
            } else if kind == PAWN && !drop_zone(pos, me, kind).contains(to) {
                PlayError::Illegal(
                    "pawns are dropped only on your own three ranks or the bridge".into(),
                )
            } else {
                PlayError::Illegal("that drop leaves your king in check".into())
            }
        }
        Move::Normal {
            from,
            to,
            promotion,
        } => royal::explain(
            pos,
            from,
            to,
            promotion,
            &Promotion {
                kinds: &PROMOTIONS,
                compulsory: true,
            },
        ),
    })
}

/// `AR-7`: checkmate wins, stalemate draws, fifty moves draw (threefold repetition needs
/// the game's history). `AR-4`: Black's king attacked at the reveal with no change that
/// ends the attack is checkmate (passing is then no change at all).
pub(crate) fn outcome(pos: &Position) -> Option<Outcome> {
    if pos.phase == Phase::Deploy {
        return None;
    }
    let mut list = MoveList::new();
    generate(pos, &mut list);
    if list.is_empty() {
        return Some(if royal::in_check(pos, pos.turn) {
            Outcome {
                winner: Some(pos.turn.next(2)),
                reason: EndReason::Checkmate,
            }
        } else {
            Outcome {
                winner: None,
                reason: EndReason::Stalemate,
            }
        });
    }
    (pos.halfmove_clock >= 100).then_some(Outcome {
        winner: None,
        reason: EndReason::FiftyMoves,
    })
}

/// The squares where `player` deploys a piece of `kind` (`AR-4`): pieces on the first rank;
/// pawns on a2–f2 and b3–e3 (White) or a6–f6 and b5–e5 (Black).
pub fn deploy_zone(player: Player, kind: Kind) -> SquareSet {
    let (first, second, third) = if player == Player::WHITE {
        (0, 1, 2)
    } else {
        (6, 5, 4)
    };
    if kind == PAWN {
        (0..6)
            .map(|f| Square::new(f, second))
            .chain((1..5).map(|f| Square::new(f, third)))
            .collect()
    } else {
        (0..6).map(|f| Square::new(f, first)).collect()
    }
}

/// Where `player` deploys a piece of `kind` in this position's game: Arnhem's zones
/// ([`deploy_zone`]), or a definition's `x-deployRegion…` (pieces; by default the player's
/// first rank) and `x-pawnDeployRegion…` (pawns; by default its second rank).
fn zone_of(pos: &Position, player: Player, kind: Kind) -> SquareSet {
    let Some(def) = pos.rules.definition() else {
        return deploy_zone(player, kind);
    };
    let pawn = pos.rules.kind(kind).is_pawn;
    let own = &def.own;
    let given = match (pawn, player == Player::WHITE) {
        (false, true) => own.deploy_region.white,
        (false, false) => own.deploy_region.black,
        (true, true) => own.pawn_deploy_region.white,
        (true, false) => own.pawn_deploy_region.black,
    };
    if !given.is_empty() {
        return given;
    }
    let g = pos.rules.geometry();
    let from_edge = u8::from(pawn);
    let rank = if player == Player::WHITE {
        from_edge
    } else {
        g.height() - 1 - from_edge
    };
    g.playable().iter().filter(|s| s.rank() == rank).collect()
}

/// A definition's deployment needs room: as many squares in each zone as pieces to place.
fn room_to_deploy(pos: &Position, player: Player) -> Result<(), PositionError> {
    if pos.rules.definition().is_none() || pos.phase != Phase::Deploy {
        return Ok(());
    }
    for pawn in [false, true] {
        let mut zone = SquareSet::EMPTY;
        let mut count = 0;
        for (k, c) in pos.hands[player].iter() {
            if pos.rules.kind(k).is_pawn == pawn {
                zone |= zone_of(pos, player, k);
                count += match c {
                    crate::Count::Finite(n) => n as usize,
                    crate::Count::Unlimited => usize::MAX / 2,
                };
            }
        }
        let free = (zone - pos.occupied).count() as usize;
        if count > free {
            let key = if pawn {
                "x-pawnDeployRegion"
            } else {
                "x-deployRegion"
            };
            return Err(PositionError::Invalid(format!(
                "{} has {count} {} to deploy and {free} squares for them: give \
                 {key}{} more squares",
                player.title(),
                if pawn { "pawns" } else { "pieces" },
                if player == Player::WHITE {
                    "White"
                } else {
                    "Black"
                },
            )));
        }
    }
    Ok(())
}

/// A deployment zone in words: "rank 1", or its squares.
fn zone_words(pos: &Position, zone: SquareSet) -> String {
    let g = pos.rules.geometry();
    let ranks: Vec<u8> = {
        let mut r: Vec<u8> = zone.iter().map(|s| s.rank()).collect();
        r.dedup();
        r
    };
    let whole = |r: u8| g.playable().iter().filter(|s| s.rank() == r).count();
    if ranks.len() == 1 && zone.count() as usize == whole(ranks[0]) {
        return format!("rank {}", ranks[0] + 1);
    }
    let squares: Vec<String> = zone.iter().map(|s| s.to_string()).collect();
    squares.join(" ")
}

fn validate_deployment(pos: &Position) -> Result<(), PositionError> {
    let bad = |s: String| Err(PositionError::Invalid(s));
    let royal = |k: Kind| pos.rules.kind(k).is_royal;
    let has_royal = pos.rules.kinds().iter().any(|k| k.is_royal);
    for p in [Player::WHITE, Player::BLACK] {
        for sq in pos.by_player[p] {
            let Some(piece) = pos.board[sq.index()] else {
                continue;
            };
            if piece.is_promoted() || !zone_of(pos, p, piece.kind).contains(sq) {
                return bad(format!(
                    "during deployment a {} {} cannot stand on {sq}",
                    p.name(),
                    pos.rules.kind(piece.kind).name
                ));
            }
        }
        let on_board = pos.by_player[p]
            .iter()
            .filter(|s| pos.board[s.index()].is_some_and(|x| royal(x.kind)))
            .count();
        let in_hand: usize = pos.hands[p]
            .iter()
            .filter(|(k, _)| royal(*k))
            .map(|(_, c)| match c {
                crate::Count::Finite(n) => n as usize,
                crate::Count::Unlimited => 2,
            })
            .sum();
        if has_royal && on_board + in_hand != 1 {
            return bad(format!(
                "{} must have exactly one king, on the board or in hand",
                p.name()
            ));
        }
        room_to_deploy(pos, p)?;
    }
    let white_done = pos.hands[Player::WHITE].is_empty();
    match (pos.phase, pos.turn) {
        (Phase::Deploy, t) if t == Player::WHITE && !pos.by_player[Player::BLACK].is_empty() => {
            bad("White deploys first: Black's army cannot be on the board yet".into())
        }
        (Phase::Deploy, t) if t == Player::BLACK && !white_done => {
            bad("Black deploys after White has placed its whole army".into())
        }
        (Phase::Change, t)
            if t != Player::BLACK || !white_done || !pos.hands[Player::BLACK].is_empty() =>
        {
            bad("the change after deployment is Black's, once both armies are placed".into())
        }
        _ => Ok(()),
    }
}

/// The moves of the deployment phases (`AR-4`).
fn generate_before_play(pos: &Position, list: &mut MoveList) {
    let me = pos.turn;
    let mine = pos.by_player[me];
    let empty = pos.rules.geometry().playable() - pos.occupied;
    let kind_on = |sq: Square| pos.board[sq.index()].map(|p| p.kind);
    let pieces: SquareSet = mine
        .iter()
        .filter(|&s| kind_on(s).is_some_and(|k| !pos.rules.kind(k).is_pawn))
        .collect();
    let pawns = mine - pieces;
    match pos.phase {
        Phase::Deploy => {
            for (kind, _) in pos.hands[me].iter() {
                for to in zone_of(pos, me, kind) & empty {
                    list.push(Move::Drop { kind, to });
                }
            }
            for from in mine {
                let Some(kind) = kind_on(from) else { continue };
                for to in zone_of(pos, me, kind) & empty {
                    list.push(Move::Normal {
                        from,
                        to,
                        promotion: None,
                    });
                }
            }
            push_swaps(pieces, list);
            if pos.hands[me].is_empty() {
                list.push(Move::Pass);
            }
        }
        Phase::Change => {
            for from in pawns {
                let Some(kind) = kind_on(from) else { continue };
                for to in zone_of(pos, me, kind) & empty {
                    list.push(Move::Normal {
                        from,
                        to,
                        promotion: None,
                    });
                }
            }
            push_swaps(pieces, list);
            list.push(Move::Pass);
        }
        Phase::Play => {}
    }
}

/// Whether `m` is one of Black's changes, whether or not it leaves the king in check.
fn is_change(pos: &Position, m: &Move) -> bool {
    let mut changes = MoveList::new();
    generate_before_play(pos, &mut changes);
    changes.contains(m)
}

/// Every swap of two placed pieces, written from the lower square to the higher.
fn push_swaps(pieces: SquareSet, list: &mut MoveList) {
    for a in pieces {
        for b in pieces {
            if a < b {
                list.push(Move::Normal {
                    from: a,
                    to: b,
                    promotion: None,
                });
            }
        }
    }
}

/// Plays a move of the deployment phases (`AR-4`); see the module notes.
pub(crate) fn play_before_play(pos: &mut Position, m: &Move) {
    match *m {
        Move::Drop { kind, to } => {
            let player = pos.turn;
            pos.hands[player].take(kind);
            pos.put(
                to,
                Piece {
                    player,
                    kind,
                    promoted: crate::Promoted::NO,
                },
            );
        }
        Move::Normal { from, to, .. } => {
            let moving = pos.take(from);
            let other = pos.take(to);
            if let Some(p) = moving {
                pos.put(to, p);
            }
            if let Some(p) = other {
                pos.put(from, p);
            }
            if pos.phase == Phase::Change {
                end_change(pos);
            }
        }
        Move::Pass => match pos.phase {
            Phase::Deploy if pos.turn == Player::WHITE => pos.turn = Player::BLACK,
            Phase::Deploy => pos.phase = Phase::Change,
            _ => end_change(pos),
        },
        // Never legal here: `check` refuses it first.
        Move::Walled { .. } | Move::Gated { .. } | Move::DropPromoted { .. } => {}
    }
}

fn end_change(pos: &mut Position) {
    pos.phase = Phase::Play;
    pos.turn = Player::WHITE;
}

/// Why a deployment move is refused.
fn explain_before_play(pos: &Position, m: &Move) -> PlayError {
    let me = pos.turn;
    let zone_text = |kind: Kind| -> String {
        if pos.rules.definition().is_some() {
            return zone_words(pos, zone_of(pos, me, kind));
        }
        let white = me == Player::WHITE;
        match (kind == PAWN, white) {
            (true, true) => "a2–f2 or b3–e3",
            (true, false) => "a6–f6 or b5–e5",
            (false, true) => "rank 1",
            (false, false) => "rank 7",
        }
        .into()
    };
    match (pos.phase, *m) {
        (Phase::Deploy, Move::Pass) => {
            PlayError::Illegal("place your whole army before confirming".into())
        }
        (Phase::Deploy, Move::Drop { kind, to }) => {
            let name = pos
                .rules
                .kinds()
                .get(kind.index())
                .map(|k| k.name.clone())
                .unwrap_or_default();
            if !pos.hands[me].has(kind) {
                PlayError::NotInHand(name)
            } else if pos.occupied.contains(to) {
                PlayError::Occupied(to)
            } else {
                PlayError::Illegal(format!("the {name} is deployed on {}", zone_text(kind)))
            }
        }
        (Phase::Change, Move::Drop { .. }) => {
            PlayError::Illegal("nothing is dropped in the change".into())
        }
        // AR-4 [decided]: the change obeys check.
        (Phase::Change, Move::Pass) => {
            PlayError::Illegal("your king is in check: make a change that ends the attack".into())
        }
        (Phase::Change, Move::Normal { .. }) if is_change(pos, m) => {
            PlayError::Illegal(if royal::in_check(pos, me) {
                "that change does not end the attack on your king".into()
            } else {
                "that change leaves your king in check".into()
            })
        }
        (_, Move::Normal { from, to, .. }) => match pos.board[from.index()] {
            Some(p) if p.player == me => {
                let name = &pos.rules.kind(p.kind).name;
                let pawn = pos.rules.kind(p.kind).is_pawn;
                if pos.phase == Phase::Change && pawn && pos.occupied.contains(to) {
                    PlayError::Occupied(to)
                } else if pos.phase == Phase::Change && pos.occupied.contains(to)
                    || !pawn && pos.occupied.contains(to)
                {
                    PlayError::Illegal("only two pieces of the back rank can be swapped".into())
                } else {
                    PlayError::Illegal(format!("the {name} is deployed on {}", zone_text(p.kind)))
                }
            }
            _ => PlayError::Illegal(format!("you have no piece on {from}")),
        },
        _ => PlayError::Illegal("not a deployment move".into()),
    }
}

/// Arnhem Chess's rule hooks ([`GameRules`]).
#[derive(Debug)]
pub(crate) struct Arnhem;

impl GameRules for Arnhem {
    fn variant(&self) -> Variant {
        Variant::Arnhem
    }
    fn start_fen(&self, settings: &Settings) -> Result<String, PositionError> {
        Ok(start_fen(&settings.arnhem).to_string())
    }
    fn build(&self, _settings: &Settings, setup: &Setup) -> Result<Rules, PositionError> {
        rules(setup)
    }
    fn has_hands(&self) -> bool {
        true
    }
    fn validate(&self, pos: &mut Position, setup: &Setup) -> Result<(), PositionError> {
        validate(pos, setup)
    }
    fn generate(&self, pos: &Position, list: &mut MoveList) {
        generate(pos, list)
    }
    fn candidates(&self, pos: &Position, list: &mut MoveList) -> bool {
        candidates(pos, list)
    }
    fn check(&self, pos: &Position, m: &Move) -> Result<(), PlayError> {
        check(pos, m)
    }
    /// The deployment's moves (`AR-4`), else a plain move whose capture may go to the
    /// capturer's reserve (`AR-5`).
    fn play(&self, pos: &mut Position, m: &Move) {
        if pos.phase != Phase::Play {
            play_before_play(pos, m);
        } else {
            play_plain(self, pos, m);
        }
    }
    #[inline]
    fn on_capture(&self, pos: &mut Position, capturer: Player, captured: Piece, on: Square) {
        on_capture(pos, capturer, captured, on)
    }
    fn outcome(&self, pos: &Position) -> Option<Outcome> {
        outcome(pos)
    }
    fn search_style(&self) -> SearchStyle {
        SearchStyle {
            log_reductions: true,
            refined: true,
            // K Q R B N C P: a 6×7 board with holes shortens the riders.
            values: &[0, 800, 450, 300, 300, 760, 100],
            ..SearchStyle::default()
        }
    }
}
/// `x-secretDeployment` (KEYS.md) in a definition: Arnhem's secret deployment (`AR-4`) of
/// the `startFen`'s hands on the definition's board, then Black's one change, then the
/// generic defined game plays on. Zones from `x-deployRegion…` and `x-pawnDeployRegion…`
/// ([`zone_of`]).
#[derive(Debug)]
pub(crate) struct SecretDeployment;

/// The hooks of a definition with `x-secretDeployment`.
pub(crate) static SECRET_DEPLOYMENT: SecretDeployment = SecretDeployment;

/// Whether a definition with `x-secretDeployment` can be played: castling rights cannot
/// come out of a deployment.
pub(crate) fn fits_definition(def: &crate::definition::Definition) -> Result<(), PositionError> {
    if def.castling {
        return Err(PositionError::Invalid(format!(
            "{} uses x-secretDeployment (Arnhem), after which nobody may castle: write \
             castling = false",
            def.name
        )));
    }
    Ok(())
}

impl GameRules for SecretDeployment {
    super::defined::as_the_defined_game!();
    /// The third FEN field is the phase (`deploy`, `change`) until the play starts.
    fn validate(&self, pos: &mut Position, setup: &Setup) -> Result<(), PositionError> {
        pos.phase = match setup.castling.as_str() {
            "deploy" => Phase::Deploy,
            "change" => Phase::Change,
            _ => return DEFINED.validate(pos, setup),
        };
        if setup.en_passant != "-" {
            return Err(PositionError::Invalid(
                "there is no en passant during the deployment: use '-'".into(),
            ));
        }
        validate_deployment(pos)
    }
    fn generate(&self, pos: &Position, list: &mut MoveList) {
        match pos.phase {
            Phase::Play => DEFINED.generate(pos, list),
            _ => generate_deployment(pos, list),
        }
    }
    fn candidates(&self, pos: &Position, list: &mut MoveList) -> bool {
        match pos.phase {
            Phase::Play => DEFINED.candidates(pos, list),
            _ => deployment_candidates(pos, list),
        }
    }
    fn check(&self, pos: &Position, m: &Move) -> Result<(), PlayError> {
        if pos.phase == Phase::Play {
            return DEFINED.check(pos, m);
        }
        let mut legal = MoveList::new();
        self.generate(pos, &mut legal);
        if legal.contains(m) {
            Ok(())
        } else {
            Err(explain_before_play(pos, m))
        }
    }
    fn play(&self, pos: &mut Position, m: &Move) {
        if pos.phase == Phase::Play {
            DEFINED.play(pos, m)
        } else {
            play_before_play(pos, m)
        }
    }
    fn in_check(&self, pos: &Position, player: Player) -> bool {
        DEFINED.in_check(pos, player)
    }
    /// `AR-4`: nothing ends during the deployment; Black's king attacked at the reveal
    /// with no change that ends the attack is checkmate.
    fn outcome(&self, pos: &Position) -> Option<Outcome> {
        match pos.phase {
            Phase::Deploy => None,
            Phase::Change => {
                let mut legal = MoveList::new();
                self.generate(pos, &mut legal);
                legal.is_empty().then(|| Outcome {
                    winner: Some(pos.turn.next(2)),
                    reason: EndReason::Checkmate,
                })
            }
            Phase::Play => DEFINED.outcome(pos),
        }
    }
}
