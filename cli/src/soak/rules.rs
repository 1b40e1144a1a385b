//! The soak's rules checks after each move: the material rules of every game
//! ([`check_material`]) and the independent model of Vimes' turn order ([`VimesModel`]).

use engine::{Count, Hand, Kind, Move, Phase, Piece, Player, Position, Square, Variant};

/// The number a hand count stands for (an unlimited one counts 0).
fn count(c: Count) -> u32 {
    match c {
        Count::Finite(n) => u32::from(n),
        Count::Unlimited => 0,
    }
}

/// The pieces on the board, with their squares.
fn pieces(pos: &Position) -> impl Iterator<Item = (Square, Piece)> + '_ {
    pos.occupied()
        .iter()
        .filter_map(move |sq| pos.piece_at(sq).map(|p| (sq, p)))
}

/// The kind written `letter` in this game, if any.
fn kind_named(pos: &Position, letter: char) -> Option<Kind> {
    pos.rules().kind_by_letter(letter)
}

/// Pieces of `player` and `kind` on the board.
fn on_board(pos: &Position, player: Player, kind: Kind) -> u32 {
    pieces(pos)
        .filter(|(_, p)| p.player == player && p.kind == kind)
        .count() as u32
}

/// The squares of `player`'s kings (a promoted piece is not a king).
fn kings_of(pos: &Position, player: Player) -> Vec<Square> {
    let Some(king) = kind_named(pos, 'K') else {
        return Vec::new();
    };
    pieces(pos)
        .filter(|(_, p)| p.player == player && p.kind == king && !p.is_promoted())
        .map(|(sq, _)| sq)
        .collect()
}

/// The material rules, comparing the position after a move with the one before it.
pub(super) fn check_material(
    start: &Position,
    prev: &Position,
    m: &Move,
    next: &Position,
) -> Result<(), String> {
    match next.rules().variant() {
        Variant::ChessNim => check_chessnim_material(start, next),
        Variant::NastyNeighbours => check_nasty_neighbours_material(start, next),
        Variant::Arnhem => check_arnhem(start, prev, m, next),
        Variant::Chessence => check_chessence_material(prev, next),
        Variant::Vimes => check_vimes_material(prev, next),
        Variant::Defined => check_defined_material(prev, next),
    }
}

/// ChessNim (`CN-2`, `CN-3`): nothing moves, nothing is captured; a drop moves one piece
/// from the hand to the board.
fn check_chessnim_material(start: &Position, next: &Position) -> Result<(), String> {
    for player in [Player::WHITE, Player::BLACK] {
        for k in 0..next.rules().kinds().len() {
            let kind = Kind(k as u8);
            let (c0, c1) = (
                start.hand(player).count(kind),
                next.hand(player).count(kind),
            );
            match (c0, c1) {
                (Count::Unlimited, Count::Unlimited) => {}
                (Count::Finite(n), Count::Finite(_)) => {
                    let total = on_board(next, player, kind) + count(c1);
                    if total != u32::from(n) {
                        return Err(format!(
                            "{} has {total} of {} on the board and in hand, not {n}",
                            player.name(),
                            next.rules().kind(kind).name
                        ));
                    }
                }
                _ => return Err("a hand changed between unlimited and finite".into()),
            }
        }
    }
    Ok(())
}

/// Nasty Neighbours (`NN-3`): nothing ever leaves the board; each side keeps its one king.
fn check_nasty_neighbours_material(start: &Position, next: &Position) -> Result<(), String> {
    if next.occupied().count() != start.occupied().count() {
        return Err(format!(
            "{} pieces on the board, not {}",
            next.occupied().count(),
            start.occupied().count()
        ));
    }
    for player in [Player::WHITE, Player::BLACK] {
        if kings_of(next, player).len() != 1 {
            return Err(format!("{} has not exactly one king", player.name()));
        }
    }
    Ok(())
}

/// Chessence (`CE-3`): kings never move; `CE-4`, `CE-5`: men are captured or dropped,
/// never made.
fn check_chessence_material(prev: &Position, next: &Position) -> Result<(), String> {
    let man = kind_named(next, 'P').ok_or("Chessence has no man")?;
    for player in [Player::WHITE, Player::BLACK] {
        let men = |p: &Position| on_board(p, player, man) + count(p.hand(player).count(man));
        if men(next) > men(prev) {
            return Err(format!(
                "{}'s men grew from {} to {}",
                player.name(),
                men(prev),
                men(next)
            ));
        }
        if kings_of(next, player) != kings_of(prev, player) || kings_of(next, player).len() != 1 {
            return Err(format!("{}'s king moved or vanished", player.name()));
        }
    }
    Ok(())
}

/// Vimes: no move adds a unit, and neither Royalist ever has two kings.
fn check_vimes_material(prev: &Position, next: &Position) -> Result<(), String> {
    if next.occupied().count() > prev.occupied().count() {
        return Err("a move added a unit to the board".into());
    }
    for player in [Player::WHITE, Player::BLACK] {
        if kings_of(next, player).len() > 1 {
            return Err(format!("{} has two kings", player.name()));
        }
    }
    Ok(())
}

/// The pieces on the board and in both hands (unlimited hands count nothing: a drop from
/// one adds a piece).
pub(crate) fn pieces_in_game(p: &Position) -> u32 {
    p.occupied().count()
        + [Player::WHITE, Player::BLACK]
            .iter()
            .map(|&pl| p.hand(pl).iter().map(|(_, c)| count(c)).sum::<u32>())
            .sum::<u32>()
}

/// A defined game: nothing is created, the pieces on the board and in the hands never grow.
fn check_defined_material(prev: &Position, next: &Position) -> Result<(), String> {
    let total = pieces_in_game;
    if total(next) > total(prev) {
        return Err("a move added a piece to the game".into());
    }
    Ok(())
}

/// The hand of `player` with one `kind` more (or less).
fn hand_plus(hand: &Hand, kind: Kind, plus: bool) -> Hand {
    let mut h = *hand;
    if plus {
        h.add(kind);
    } else {
        h.take(kind);
    }
    h
}

/// Arnhem: the army never grows (AR-2), and captured pieces reach a hand only per AR-5.
fn check_arnhem(
    start: &Position,
    prev: &Position,
    m: &Move,
    next: &Position,
) -> Result<(), String> {
    let total = pieces_in_game;
    if total(next) > total(start) {
        return Err(format!(
            "{} pieces on the board and in hand, more than the {} at the start",
            total(next),
            total(start)
        ));
    }
    let me = prev.turn();
    let other = Player(1 - me.0.min(1));
    let pawn = kind_named(next, 'P').ok_or("Arnhem has no pawn")?;
    let (mut mine, theirs) = (*prev.hand(me), *prev.hand(other));
    match *m {
        Move::Drop { kind, .. } => mine = hand_plus(&mine, kind, false),
        Move::Normal { to, .. } if prev.phase() == Phase::Play => {
            if let Some(c) = prev.piece_at(to) {
                if c.player == me {
                    return Err(format!("{} captured its own piece on {to}", me.name()));
                }
                // AR-5: on the capturer's far three ranks (5-7 for White, 1-3 for Black)
                // the piece joins the capturer's hand, a promoted pawn as a pawn.
                let far = if me == Player::WHITE {
                    to.rank() >= 4
                } else {
                    to.rank() <= 2
                };
                if far {
                    mine = hand_plus(&mine, if c.is_promoted() { pawn } else { c.kind }, true);
                }
            }
        }
        _ => {}
    }
    if next.hand(me) != &mine || next.hand(other) != &theirs {
        return Err(format!(
            "the hands after {} are not what AR-5 and AR-6 make them",
            m.to_uci(prev.rules())
        ));
    }
    if next.phase() == Phase::Play {
        for player in [Player::WHITE, Player::BLACK] {
            if kings_of(next, player).len() != 1 {
                return Err(format!(
                    "{} has not exactly one king in play",
                    player.name()
                ));
            }
        }
    }
    Ok(())
}

/// The independent model of Vimes' turn order (`VI-2`, `VI-3`, `VI-8`).
#[derive(Clone, Debug)]
pub(super) struct VimesModel {
    /// Royalist moves since the Republican last moved (or since the start).
    since: u8,
    /// Royalist moves after which the Republican is due: 2 at the start and after a pass
    /// for want of a move, 3 after a Republican move.
    quota: u8,
    /// The Royalist who moved last.
    last_royalist: Player,
}

/// The schedule as the FEN's side-to-move field writes it: (mover letter, next Royalist
/// letter for the Republican, count, instant reply).
fn schedule_of(pos: &Position) -> Result<(char, Option<char>, u8, bool), String> {
    let fen = pos.to_fen();
    let field = fen
        .split_whitespace()
        .nth(1)
        .ok_or("no side-to-move field")?;
    let mut chars = field.chars();
    let mover = chars.next().ok_or("empty side-to-move field")?;
    let next = if mover == 'r' { chars.next() } else { None };
    let n = chars
        .next()
        .and_then(|c| c.to_digit(10))
        .ok_or_else(|| format!("side-to-move field '{field}' has no count"))?;
    let instant = chars.next() == Some('!');
    Ok((mover, next, n as u8, instant))
}

/// Whether the Royalist `p` still has a king.
fn royalist_in(pos: &Position, p: Player) -> bool {
    !kings_of(pos, p).is_empty()
}

/// Whether the Republican has a unit left: an ordinary pawn or a Republican-only unit.
fn republican_in(pos: &Position) -> bool {
    let pawn = kind_named(pos, 'P');
    pieces(pos).any(|(_, p)| p.is_promoted() || Some(p.kind) == pawn)
}

/// The player's letter in the FEN's side-to-move field.
fn letter_of(p: Player) -> char {
    ['w', 'b', 'r'][p.index().min(2)]
}

impl VimesModel {
    /// The model at the start of a game.
    pub(super) fn new() -> VimesModel {
        VimesModel {
            since: 0,
            quota: 2,
            last_royalist: Player::BLACK,
        }
    }

    /// Checks the schedule after `m` and advances the model.
    pub(super) fn step(
        &mut self,
        prev: &Position,
        m: &Move,
        next: &Position,
    ) -> Result<(), String> {
        let r = Player::THIRD;
        let (n, instant) = check_schedule_field(next)?;
        let mover = prev.turn();
        if !all_in(prev) {
            return check_with_a_player_out(prev, next);
        }
        let (_, _, _, prev_instant) = schedule_of(prev)?;
        let (expected, exp_instant) = self.advance(prev, m, prev_instant);
        if !all_in(next) {
            // A Royalist mated by this move leaves; the Republican moves next (VI-8).
            if republican_in(next) && next.turn() != r && next.outcome().is_none() {
                return Err(format!(
                    "a Royalist left the game and {} is to move, not the Republican",
                    next.turn().name()
                ));
            }
            return Ok(());
        }
        let exp_count = if expected == r && !exp_instant {
            0
        } else {
            self.quota - self.since
        };
        if next.turn() != expected || n != exp_count || instant != exp_instant {
            return Err(format!(
                "VI-2: after {} by {} the schedule is {}{}{}, the model says {}{}{}",
                m.to_uci(prev.rules()),
                mover.name(),
                letter_of(next.turn()),
                n,
                if instant { "!" } else { "" },
                letter_of(expected),
                exp_count,
                if exp_instant { "!" } else { "" }
            ));
        }
        Ok(())
    }

    /// Advances the model by `m` (all three players in the game); returns who the model
    /// says moves next and whether that is the Republican's instant reply.
    fn advance(&mut self, prev: &Position, m: &Move, prev_instant: bool) -> (Player, bool) {
        let r = Player::THIRD;
        let mover = prev.turn();
        if mover == r {
            match (*m, prev_instant) {
                (Move::Pass, true) => {}
                (Move::Pass, false) => {
                    // VI-3: no move; it waits for one more move by each Royalist.
                    self.since = 0;
                    self.quota = 2;
                }
                _ => {
                    self.since = 0;
                    self.quota = 3;
                }
            }
            // VI-2: next is the Royalist who did not make the move before.
            (other_royalist(self.last_royalist), false)
        } else {
            self.since += 1;
            self.last_royalist = mover;
            // VI-3 [decided]: any unpromoted pawn, an ordinary one or a Republican-only
            // pawn (`P~`); a promoted piece is not a pawn.
            let took_pawn = m
                .to()
                .and_then(|to| prev.piece_at(to))
                .is_some_and(|q| Some(q.kind) == kind_named(prev, 'P'));
            if self.since >= self.quota {
                (r, false)
            } else if took_pawn {
                // VI-3: the Republican may reply at once to a pawn capture.
                (r, true)
            } else {
                (other_royalist(mover), false)
            }
        }
    }
}

/// Whether all three players are still in the game.
fn all_in(p: &Position) -> bool {
    royalist_in(p, Player::WHITE) && royalist_in(p, Player::BLACK) && republican_in(p)
}

/// The Royalist who is not `p`.
fn other_royalist(p: Player) -> Player {
    Player(1 - p.0.min(1))
}

/// Checks the FEN's schedule field of `next` on its own (a count of 0 to 3, at least 1
/// for a Royalist, the position's mover); returns the count and the instant-reply mark.
fn check_schedule_field(next: &Position) -> Result<(u8, bool), String> {
    let (mover_letter, _, n, instant) = schedule_of(next)?;
    if n > 3 {
        return Err(format!("schedule count {n} is above 3"));
    }
    if next.turn() != Player::THIRD && n == 0 {
        return Err("a Royalist to move with a count of 0".into());
    }
    if mover_letter != letter_of(next.turn()) {
        return Err("the FEN's mover is not the position's".into());
    }
    Ok((n, instant))
}

/// VI-8: with one player out the other two alternate; checks who is to move in `next`.
fn check_with_a_player_out(prev: &Position, next: &Position) -> Result<(), String> {
    let r = Player::THIRD;
    let mover = prev.turn();
    let expected = if !republican_in(next) {
        if royalist_in(next, other_royalist(mover)) && mover != r {
            other_royalist(mover)
        } else {
            mover
        }
    } else if mover == r {
        if royalist_in(next, Player::WHITE) {
            Player::WHITE
        } else {
            Player::BLACK
        }
    } else {
        r
    };
    if next.turn() != expected && next.outcome().is_none() {
        return Err(format!(
            "with a player out, {} moved and {} is to move, not {}",
            mover.name(),
            next.turn().name(),
            expected.name()
        ));
    }
    Ok(())
}
