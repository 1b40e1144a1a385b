//! The rule questions a player's board asks beyond the legal moves: whether pieces move at
//! all, which moves a drag from one square to another means (a deployment swap either way
//! round), whose pieces the people at the screen must not see, whether the last move may
//! be taken back, and how many players a game has. The app asks these; it decides none.

use crate::variants::rules_of;
#[cfg(doc)]
use crate::variants::{nasty_neighbours, vimes};
use crate::{Game, Move, Outcome, Phase, Player, Position, Rules, Square, SquareSet, Variant};

impl Variant {
    /// How many players the game has: three in Vimes Chess (`VI-1`), else two.
    pub fn player_count(self) -> usize {
        rules_of(self).player_count() as usize
    }
}

impl Rules {
    /// Whether pieces on the board ever move: not in ChessNim, drops only (`CN-3`).
    pub fn pieces_move(&self) -> bool {
        self.game().pieces_move()
    }

    /// Whether the walls of the game are drawn as a duck (`wallingRule = duck`: one wall,
    /// moved by every move, as Duck Chess's duck).
    pub fn walls_are_ducks(&self) -> bool {
        self.definition()
            .is_some_and(|d| d.walls.rule == crate::definition::WallingRule::Duck)
    }

    /// Whether the game is played for the free squares (ChessNim, or a defined game with
    /// `x-freeSquareGoal`): the board shows them and their count (`CN-9`), and the hint
    /// solves it (`CN-6`, `CN-7`).
    pub fn free_square_goal(&self) -> bool {
        self.game().free_square_goal()
    }
}

impl Position {
    /// The legal moves a player means by taking the piece on `from` to `to` (a drag, or two
    /// clicks): several when a promotion is to be chosen, none when it is illegal. In
    /// Arnhem's deployment and change (`AR-4`) a swap of two placed pieces is one move
    /// written from either square, so a drag of either piece onto the other is that swap.
    pub fn moves_by_hand(&self, from: Square, to: Square) -> Vec<Move> {
        let moves = self.legal_moves_between(from, to);
        if !moves.is_empty() || self.phase() == Phase::Play {
            return moves;
        }
        let mine = self.pieces_of(self.turn());
        if mine.contains(from) && mine.contains(to) {
            self.legal_moves_between(to, from)
        } else {
            moves
        }
    }

    /// Where the piece on `from` may be taken by hand, as [`Position::moves_by_hand`]
    /// reads a drag (swaps either way round; a move with a gate or a wall included).
    pub fn targets_by_hand(&self, from: Square) -> SquareSet {
        let mine = self.pieces_of(self.turn());
        let swaps = self.phase() != Phase::Play && mine.contains(from);
        self.legal_moves()
            .iter()
            .filter_map(|m| match m.piece_move() {
                Move::Normal { from: f, to, .. } if f == from && to != from => Some(to),
                Move::Normal { from: f, to, .. } if swaps && to == from && mine.contains(f) => {
                    Some(f)
                }
                _ => None,
            })
            .collect()
    }

    /// The players whose pieces the people at the screen must not see, when the computer
    /// plays `computers`. Only during a secret deployment (`AR-4`): while a person deploys,
    /// everybody's but the mover's; while the computer deploys, the computer's own army
    /// (when nobody at the screen plays, a game of the computer against itself, as for a
    /// person).
    pub fn hidden_players(&self, computers: &[Player]) -> Vec<Player> {
        if self.phase() != Phase::Deploy {
            return Vec::new();
        }
        let players = (0..self.rules().player_count()).map(Player);
        let people = players.clone().any(|p| !computers.contains(&p));
        if computers.contains(&self.turn()) && people {
            players.filter(|p| computers.contains(p)).collect()
        } else {
            players.filter(|&p| p != self.turn()).collect()
        }
    }
}

/// Premoves: a move queued by the player who moves next while the other thinks.
impl Position {
    /// Who may queue a move now, to be played when its turn comes: the other player of a
    /// two-player game in play. `None` during a deployment or a change (`AR-4`: secret,
    /// and in turns of their own), in a three-player game (Vimes Chess: who moves next
    /// depends on the move, `VI-2`) and once the game is over.
    pub fn premover(&self) -> Option<Player> {
        let two = self.rules().player_count() == 2;
        (two && self.phase() == Phase::Play && self.outcome().is_none())
            .then(|| Player(1 - self.turn().0))
    }

    /// The squares of `player`'s pieces it may pick up to queue a move: its pieces on the
    /// board where pieces move (none in ChessNim, drops only, `CN-3`). Whether the move is
    /// legal is asked when its turn comes.
    pub fn premove_units(&self, player: Player) -> SquareSet {
        if self.rules().pieces_move() {
            self.pieces_of(player)
        } else {
            SquareSet::EMPTY
        }
    }
}

/// What the board shows of a game's own rules.
impl Position {
    /// The squares of the units the player to move moves (drawn as its own): its pieces;
    /// in Vimes Chess the units it has a legal move for (the Republican moves the pawns of
    /// both colours and the Republican-only units, `VI-4`, `VI-5`).
    pub fn units_to_move(&self) -> SquareSet {
        self.rules().game().units_to_move(self)
    }

    /// Why the unit on `sq` cannot be picked up, when the game has more to say than whose
    /// piece it is: in Vimes Chess (its rule hooks' `pick_refusal`). `None` otherwise.
    pub fn pick_refusal(&self, sq: Square) -> Option<String> {
        self.rules().game().pick_refusal(self, sq)
    }

    /// Whether the unit on `sq` is Republican-only (`VI-5`, `~` in a Vimes FEN): only the
    /// Republican moves it.
    pub fn republican_unit(&self, sq: Square) -> bool {
        self.rules().game().republican_unit(self, sq)
    }

    /// The square where the last move `last` (which led here) put a conquered piece, in
    /// Nasty Neighbours ([`nasty_neighbours::conquered_square`], `NN-3`); `None` otherwise.
    pub fn conquered_square(&self, last: Option<Move>) -> Option<Square> {
        self.rules().game().conquered_square(self, last)
    }

    /// Whether a promotion from `from` is a conquered pawn's rather than the moving
    /// piece's (Nasty Neighbours, `NN-3`).
    pub fn promotes_conquered(&self, from: Square) -> bool {
        self.rules().game().promotes_conquered(self, from)
    }

    /// The result `outcome` of the game ended in this position, in words that say who lost
    /// where the game's rules make that a question (`NN-5`, `VI-7`, `VI-8`); else the
    /// outcome's own words.
    pub fn result_words(&self, outcome: &Outcome) -> String {
        self.rules().game().result_words(self, outcome)
    }
}

impl Game {
    /// Whether the last move may be taken back: there is one, and it did not hand a
    /// secret deployment over (`AR-4`: the other side's setup would show again).
    pub fn can_undo(&self) -> bool {
        let handed_over =
            self.position().phase() == Phase::Deploy && self.moves().last() == Some(&Move::Pass);
        !self.moves().is_empty() && !handed_over
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Settings;

    fn sq(s: &str) -> Square {
        s.parse().expect("square")
    }

    fn quick_arnhem_deployment() -> Position {
        // White's deployment: the king on a1, the queen on b1 (`AR-4`).
        Position::from_fen(
            &Settings::new(Variant::Arnhem),
            "6/6/6/**2**/6/6/KQ4[RBNCPPPPkqrbncpppp] w deploy - 0 1",
        )
        .expect("a deployment")
    }

    #[test]
    fn vi_1_three_players_in_vimes_two_elsewhere() {
        for v in Variant::ALL {
            let rules = Position::start(&Settings::new(v)).expect("start");
            assert_eq!(
                v.player_count(),
                rules.rules().player_count() as usize,
                "{v}"
            );
        }
        assert_eq!(Variant::Vimes.player_count(), 3);
    }

    #[test]
    fn cn_3_chessnim_pieces_never_move() {
        for v in Variant::ALL {
            let p = Position::start(&Settings::new(v)).expect("start");
            assert_eq!(p.rules().pieces_move(), v != Variant::ChessNim, "{v}");
        }
    }

    #[test]
    fn ar_4_a_swap_is_dragged_either_way_round() {
        let p = quick_arnhem_deployment();
        let one = p.moves_by_hand(sq("a1"), sq("b1"));
        let other = p.moves_by_hand(sq("b1"), sq("a1"));
        assert_eq!(one.len(), 1);
        assert_eq!(one, other);
        assert!(p.targets_by_hand(sq("a1")).contains(sq("b1")));
        assert!(p.targets_by_hand(sq("b1")).contains(sq("a1")));
        // In play, a move is only the way it is written.
        let play = Position::start(&Settings::new(Variant::Chessence)).expect("start");
        for m in play.legal_moves().iter() {
            if let Move::Normal { from, to, .. } = *m {
                assert!(play.moves_by_hand(to, from).iter().all(|b| b != m));
            }
        }
    }

    #[test]
    fn ar_4_a_deployment_is_hidden_from_the_people_it_is_not_for() {
        let p = quick_arnhem_deployment();
        assert_eq!(p.hidden_players(&[]), [Player::BLACK]);
        assert_eq!(p.hidden_players(&[Player::BLACK]), [Player::BLACK]);
        assert_eq!(p.hidden_players(&[Player::WHITE]), [Player::WHITE]);
        assert_eq!(
            p.hidden_players(&[Player::WHITE, Player::BLACK]),
            [Player::BLACK]
        );
        let play = Position::start(&Settings::new(Variant::Vimes)).expect("start");
        assert!(play.hidden_players(&[]).is_empty());
    }

    #[test]
    fn ar_4_a_handed_over_deployment_is_not_taken_back() {
        let mut s = Settings::new(Variant::Arnhem);
        s.arnhem.deployment = true;
        let mut g = Game::new(&s).expect("a game");
        assert!(!g.can_undo());
        let first = g.position().legal_moves()[0];
        g.play(&first).expect("a placement");
        assert!(g.can_undo());
        // White places the rest and hands over (`pass`, "Done").
        while g.position().turn() == Player::WHITE {
            let moves = g.position().legal_moves();
            let m = moves
                .iter()
                .find(|m| matches!(m, Move::Drop { .. }))
                .or_else(|| moves.iter().find(|m| **m == Move::Pass))
                .copied()
                .expect("a placement or the hand-over");
            g.play(&m).expect("legal");
        }
        assert_eq!(g.moves().last(), Some(&Move::Pass));
        assert!(!g.can_undo());
    }
}
