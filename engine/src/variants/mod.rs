//! Each game's special rules, one file per game. A rule's code is found by grepping for
//! its id (`CN-6`).
//!
//! Every game's file implements `GameRules`, the hooks [`Position`] and the search call
//! (with defaults for what most games share), and `rules_of` finds a game's hooks from
//! its [`Variant`]. A new game is a new file here implementing the trait and one line in
//! `rules_of`; `position.rs` and the search ask the trait and never name a game.

pub mod arnhem;
pub mod chessence;
pub mod chessnim;
pub mod defined;
pub mod nasty_neighbours;
pub(crate) mod rules;
pub mod vimes;

use crate::fen::Setup;
use crate::{
    Move, MoveList, Outcome, Piece, Player, Position, PositionError, Rules, Settings, Square,
    SquareSet, Variant,
};
use crate::{PieceKind, PlayError};

/// One game's rules, as hooks. `Position` calls them for everything that differs between
/// games; the defaults are what most games share (a king in check by [`crate::royal`], two
/// players, a plain move that takes what it lands on).
pub(crate) trait GameRules: Sync + Send + std::fmt::Debug + 'static {
    /// The game this is.
    fn variant(&self) -> Variant;

    /// The FEN of the start position with `settings`.
    fn start_fen(&self, settings: &Settings) -> Result<String, PositionError>;

    /// The game's fixed rules (board, pieces, tables) for `setup`'s board.
    fn build(&self, settings: &Settings, setup: &Setup) -> Result<Rules, PositionError>;

    /// How many players take turns.
    fn player_count(&self) -> u8 {
        2
    }

    /// Whether positions carry hands (reserves).
    fn has_hands(&self) -> bool {
        false
    }

    /// Whether the game is ChessNim's, of free squares (`CN-5` … `CN-7`): the board shows
    /// them and their count (`CN-9`), and the solver plays it.
    fn free_square_goal(&self) -> bool {
        false
    }

    /// Whether pieces on the board ever move (not in ChessNim, drops only, `CN-3`).
    fn pieces_move(&self) -> bool {
        true
    }

    /// The squares of the units the player to move moves (drawn as its own): by default
    /// its pieces.
    fn units_to_move(&self, pos: &Position) -> SquareSet {
        pos.pieces_of(pos.turn())
    }

    /// Whether the unit on `sq` is moved only by a third player (Vimes' Republican-only
    /// units, `VI-5`).
    fn republican_unit(&self, _pos: &Position, _sq: Square) -> bool {
        false
    }

    /// Whether the FEN's side to move may carry more than one letter (Vimes' schedule).
    fn has_turn_extra(&self) -> bool {
        false
    }

    /// Checks a position read from `setup` (pieces, hands and turn already placed) against
    /// the game's own rules, and sets what the game keeps beyond the board.
    fn validate(&self, pos: &mut Position, setup: &Setup) -> Result<(), PositionError>;

    /// Writes the legal moves into `list` (cleared already).
    fn generate(&self, pos: &Position, list: &mut MoveList);

    /// The search's moves: see [`Position::candidate_moves_into`] (`list` cleared already).
    /// By default, the legal moves (`false`: none needs a check when played).
    fn candidates(&self, pos: &Position, list: &mut MoveList) -> bool {
        self.generate(pos, list);
        false
    }

    /// For the quiescence search: the candidate moves that may capture or promote, with
    /// the flag [`GameRules::candidates`] gives (more is fine: the search keeps only what it
    /// tries), or `None` where the game has no such list or has ended (then the search asks
    /// for every candidate).
    fn tactical_candidates(&self, _pos: &Position, _list: &mut MoveList) -> Option<bool> {
        None
    }

    /// For a candidate move, the test made before it is played: `false` when it is
    /// illegal. By default every candidate passes here and is tested after
    /// ([`GameRules::legal_after`]).
    #[inline]
    fn legal_before(&self, _pos: &Position, _m: &Move) -> bool {
        true
    }

    /// For a candidate move by `mover`, the test made on the position after it: by
    /// default, that `mover`'s king is not in check.
    #[inline]
    fn legal_after(&self, after: &Position, mover: Player) -> bool {
        !self.in_check(after, mover)
    }

    /// Whether `m` is legal in `pos`; if not, why (the game-over test is the caller's).
    fn check(&self, pos: &Position, m: &Move) -> Result<(), PlayError>;

    /// Whether the game can end only when no legal move is left (ChessNim): then a legal
    /// move needs no outcome test.
    fn ends_only_without_moves(&self) -> bool {
        false
    }

    /// Plays the legal move `m` (turn and clocks included). By default as
    /// [`play_plain`], calling [`GameRules::on_capture`].
    fn play(&self, pos: &mut Position, m: &Move) {
        play_plain(self, pos, m);
    }

    /// What follows a capture in [`play_plain`], the captured piece already off the board.
    #[inline]
    fn on_capture(&self, _pos: &mut Position, _capturer: Player, _captured: Piece, _on: Square) {}

    /// Whether `player`'s king is in check by the game's own rule.
    #[inline]
    fn in_check(&self, pos: &Position, player: Player) -> bool {
        crate::royal::in_check(pos, player)
    }

    /// The end of the game, if it is over.
    fn outcome(&self, pos: &Position) -> Option<Outcome>;

    /// The FEN's side-to-move letters after the first (Vimes' schedule).
    fn turn_extra(&self, _pos: &Position) -> String {
        String::new()
    }

    /// The FEN's castling field during play.
    fn castling_fen(&self, _pos: &Position) -> String {
        "-".into()
    }

    /// The FEN's en passant field.
    fn en_passant_fen(&self, _pos: &Position) -> String {
        "-".into()
    }

    /// Whether the fifty-move draw (or the game's own count) has come: for the search,
    /// which tests it without building an outcome. By default fifty moves of each side.
    fn move_count_draw(&self, pos: &Position) -> bool {
        pos.halfmove_clock() >= 100
    }

    /// Whether `player` is out of a game of more than two (Vimes, `VI-8`).
    fn out_of_game(&self, _pos: &Position, _player: Player) -> bool {
        false
    }

    /// How the search plays this game.
    fn search_style(&self) -> SearchStyle {
        SearchStyle::default()
    }

    /// Why the unit on `sq` cannot be picked up, when the game has more to say than whose
    /// piece it is.
    fn pick_refusal(&self, _pos: &Position, _sq: Square) -> Option<String> {
        None
    }

    /// The square where the last move put a conquered piece (`NN-3`).
    fn conquered_square(&self, _pos: &Position, _last: Option<Move>) -> Option<Square> {
        None
    }

    /// Whether a promotion from `from` is a conquered pawn's (`NN-3`).
    fn promotes_conquered(&self, _pos: &Position, _from: Square) -> bool {
        false
    }

    /// The result in words, where the game's rules make who lost a question.
    fn result_words(&self, _pos: &Position, outcome: &Outcome) -> String {
        outcome.to_string()
    }
}

/// Which evaluation the search uses for a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub(crate) enum EvalKind {
    /// ChessNim: free squares, searched by the solver.
    Nim,
    /// Chessence: men and their powers.
    Chessence,
    /// Material, mobility, pawns and the king's surroundings (Arnhem).
    #[default]
    Material,
    /// Defined games: counted terms with fitted weights.
    Defined,
    /// Nasty Neighbours: conquest-aware material and reach.
    Neighbours,
    /// Vimes: three players, scored for the searching player's team.
    Paranoid,
}

/// How the search treats a game: its evaluation, which prunings pay, the piece values.
#[derive(Clone, Copy, Debug)]
pub(crate) struct SearchStyle {
    /// The evaluation.
    pub eval: EvalKind,
    /// Null move, futility and late-move pruning (two-player games only).
    pub prune: bool,
    /// A check extends the search.
    pub extend_checks: bool,
    /// Late-move reductions grow with the logarithm of depth and move number.
    pub log_reductions: bool,
    /// The static evaluation may cut a node at low depth.
    pub static_cut: bool,
    /// The narrower search of defined games (issue 33).
    pub narrow: bool,
    /// Countermoves, bounded history, aspiration windows and exchange pruning of quiet
    /// moves (issue 33, session 21).
    pub refined: bool,
    /// Compound pieces take their published share of the queen's value.
    pub compound_values: bool,
    /// Hand-tuned piece values in the game's kind order (empty: from each piece's reach).
    pub values: &'static [i32],
    /// Vimes: the FIDE army on 8×8, whose units the evaluation counts a whole set at a
    /// time (else square by square).
    pub packed: bool,
}

impl Default for SearchStyle {
    fn default() -> SearchStyle {
        SearchStyle {
            eval: EvalKind::Material,
            prune: true,
            extend_checks: true,
            log_reductions: false,
            static_cut: true,
            narrow: false,
            refined: false,
            compound_values: false,
            values: &[],
            packed: false,
        }
    }
}

/// The hooks of `variant`: the one place a game's name leads to its rules.
pub(crate) fn rules_of(variant: Variant) -> &'static dyn GameRules {
    match variant {
        Variant::ChessNim => &chessnim::CHESSNIM,
        Variant::Chessence => &chessence::Chessence,
        Variant::Arnhem => &arnhem::Arnhem,
        Variant::NastyNeighbours => &nasty_neighbours::NastyNeighbours,
        Variant::Vimes => &vimes::VIMES,
        Variant::Defined => &defined::Defined,
    }
}

/// A plain move: a drop from the hand, a move that takes what stands on its target
/// (calling `game`'s [`GameRules::on_capture`]) and may promote, or a pass; then the turn
/// goes on.
pub(crate) fn play_plain<G: GameRules + ?Sized>(game: &G, pos: &mut Position, m: &Move) {
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
            pos.halfmove_clock = 0;
        }
        Move::Normal {
            from,
            to,
            promotion,
        } => {
            if let Some(mut p) = pos.take(from) {
                let captured = pos.take(to);
                let pawn = pos.rules.kind(p.kind).is_pawn;
                if let Some(c) = captured {
                    game.on_capture(pos, p.player, c, to);
                }
                if let Some(k) = promotion {
                    p.kind = k;
                    p.promoted = crate::Promoted::YES;
                }
                pos.put(to, p);
                pos.halfmove_clock = if captured.is_some() || pawn {
                    0
                } else {
                    pos.halfmove_clock + 1
                };
            }
        }
        Move::Pass => pos.halfmove_clock += 1,
        // No game that plays plain moves places walls: `check` refuses it first.
        Move::Walled { .. } | Move::Gated { .. } | Move::DropPromoted { .. } => {}
    }
    pos.pass_turn();
}

/// A piece kind of one of our five games as its module writes it: letter, name, Betza (the
/// royal piece's castling included, `isO3`), royal, pawn. The game's built-in definition
/// ([`crate::definition::builtin`], the text its rules page shows) says the same: a test
/// reads every kind from the text and compares (`kinds_are_the_builtin_definitions`). A
/// game does not read its text when it starts: the page's first load then needs no
/// definition reader (BENCH.md, session 47).
pub(crate) struct KindSpec(
    pub(crate) char,
    pub(crate) &'static str,
    pub(crate) &'static str,
    pub(crate) bool,
    pub(crate) bool,
);

/// The piece kinds `specs` of one of our five games.
pub(crate) fn builtin_kinds(specs: &[KindSpec]) -> Result<Vec<PieceKind>, PositionError> {
    let mut kinds = Vec::with_capacity(specs.len());
    for &KindSpec(letter, name, betza, royal, pawn) in specs {
        let mut kind = if betza.is_empty() {
            PieceKind::immobile(letter, name)?
        } else {
            PieceKind::new(letter, name, betza)?
        };
        if royal {
            kind = kind.royal();
        }
        if pawn {
            kind = kind.pawn();
        }
        kinds.push(kind);
    }
    Ok(kinds)
}

#[cfg(test)]
mod builtin_kind_tests {
    use super::*;

    /// The piece kinds of one of the five games read from its built-in definition: each
    /// kind's moves, royalty and pawn type from the definition, in the module's order
    /// (`order`); with `castling_betza` the royal piece's castling written into its Betza
    /// (`isO3`: as many steps as from its start file to `castlingKingsideFile`).
    fn kinds_from_definition(
        game: &str,
        order: &[(char, &str)],
        castling_betza: bool,
    ) -> Vec<(char, String, String, bool, bool)> {
        let def = crate::definition::builtin(game).expect("a built-in definition");
        assert_eq!(order.len(), def.pieces.len(), "{game}: piece types");
        let mut kinds = Vec::new();
        for &(letter, name) in order {
            let p = def.piece(letter).expect("the piece");
            let mut betza = p.betza.clone();
            if p.key == "pawn" && !def.double_step_region.white.is_empty() {
                betza.push_str("ifmnD");
            }
            if p.royal && castling_betza && def.castling {
                let start = crate::fen::Setup::parse(&def.start_fen).expect("its start");
                let file = start
                    .pieces
                    .iter()
                    .find(|(_, f)| f.letter == letter.to_ascii_uppercase())
                    .map(|(sq, _)| sq.file())
                    .expect("a king");
                betza.push_str(&format!("isO{}", def.castling_kingside_file.abs_diff(file)));
            }
            let pawn = def.pawn_types.contains(&p.letter);
            kinds.push((letter, name.to_string(), betza, p.royal, pawn));
        }
        kinds
    }

    fn written(specs: &[KindSpec]) -> Vec<(char, String, String, bool, bool)> {
        specs
            .iter()
            .map(|&KindSpec(l, n, b, r, p)| (l, n.to_string(), b.to_string(), r, p))
            .collect()
    }

    fn order(specs: &[KindSpec]) -> Vec<(char, &str)> {
        specs.iter().map(|k| (k.0, k.1)).collect()
    }

    #[test]
    fn kinds_are_the_builtin_definitions() {
        for (game, specs, castling) in [
            ("chessence", super::chessence::KINDS, false),
            ("arnhem", super::arnhem::KINDS, false),
            ("nastyneighbours", super::nasty_neighbours::KINDS, true),
            ("vimes", super::vimes::KINDS, false),
        ] {
            assert_eq!(
                written(specs),
                kinds_from_definition(game, &order(specs), castling),
                "{game}"
            );
            assert!(builtin_kinds(specs).is_ok(), "{game}");
        }
    }
}
