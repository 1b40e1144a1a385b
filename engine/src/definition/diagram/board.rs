//! A diagram's army on its board: the pieces with their letters and moves, where each
//! side's stand (by the diagram's symmetry), and the `variants.ini` keys they make.

use super::pieces::{self, Castling};
use super::read::{self, Lines};
use super::{refuse, say, Ini, Params};
use crate::definition::DefinitionError;
use crate::{Square, SquareSet};

/// How Black's army is found from White's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Symmetry {
    /// Reflected in the board's middle rank: a piece on e1 has its twin on e8.
    Mirror,
    /// Turned half a turn about the board's centre: e1's twin is on d8.
    Rotate,
    /// None: Black's pieces are those a squares field gives after `,,`.
    None,
}

impl Symmetry {
    /// `mirror`, `rotate` or `none`.
    pub(super) fn read(v: &str) -> Option<Symmetry> {
        match v {
            "mirror" => Some(Symmetry::Mirror),
            "rotate" => Some(Symmetry::Rotate),
            "none" => Some(Symmetry::None),
            _ => None,
        }
    }

    /// Black's twin of White's square `s` on a `files × ranks` board.
    fn twin(self, s: Square, files: u8, ranks: u8) -> Option<Square> {
        let rank = ranks - 1 - s.rank();
        match self {
            Symmetry::Mirror => Some(Square::new(s.file(), rank)),
            Symmetry::Rotate => Some(Square::new(files - 1 - s.file(), rank)),
            Symmetry::None => None,
        }
    }
}

/// One of the diagram's piece types.
pub(super) struct Piece {
    pub(super) line: usize,
    pub(super) order: usize,
    pub(super) name: String,
    pub(super) id: String,
    pub(super) betza: String,
    pub(super) castling: Option<Castling>,
    pub(super) letter: char,
    pub(super) in_hand: u32,
}

/// The diagram read: its pieces (holes left out), the royal one, and who stands where.
pub(super) struct Board {
    pub(super) files: u8,
    pub(super) ranks: u8,
    pub(super) pieces: Vec<Piece>,
    pub(super) royal: Option<usize>,
    /// Each square's piece (its index in `pieces`) and side (`true`: White).
    pub(super) cells: Vec<Option<(usize, bool)>>,
    pub(super) holes: SquareSet,
}

impl Board {
    /// Reads the pieces and places them.
    pub(super) fn read(lines: &Lines, params: &Params) -> Result<Board, DefinitionError> {
        let is_hole = |p: &&read::PieceLine| p.name.eq_ignore_ascii_case("hole");
        let kinds: Vec<&read::PieceLine> = lines.pieces.iter().filter(|p| !is_hole(p)).collect();
        let ids: Vec<(&str, &str)> = kinds
            .iter()
            .map(|p| (p.id.as_str(), p.name.as_str()))
            .collect();
        let letters = pieces::letters(&ids);
        let mut list = Vec::new();
        for (p, letter) in kinds.iter().zip(letters) {
            let written = match p.moves.as_str() {
                "" => pieces::default_moves(&p.name),
                m => Some(m.to_string()),
            };
            let Some(written) = written else {
                return Err(refuse(p.line, &p.name, say(say::NO_MOVES, &[&p.name])));
            };
            let (betza, castling) = pieces::moves(&written);
            list.push(Piece {
                line: p.line,
                order: p.order,
                name: p.name.to_string(),
                id: pieces::id_of(&p.id, &p.name),
                betza,
                castling,
                letter,
                in_hand: p.in_hand,
            });
        }
        let mut board = Board {
            files: params.files,
            ranks: params.ranks,
            royal: royal(&list, &lines.pieces, params)?,
            pieces: list,
            cells: vec![None; 256],
            holes: SquareSet::EMPTY,
        };
        let first_rank = params
            .first_rank
            .unwrap_or(i32::from(!read::names_rank_zero(&lines.pieces)));
        board.place(&lines.pieces, params.symmetry, first_rank)?;
        Ok(board)
    }

    /// Puts each piece (and hole) on its squares, and Black's on their twins, in the
    /// order of the lines: a later line's piece or hole takes the place of what an earlier
    /// one put there (Omega Chess's holes are listed after its rank of pawns).
    fn place(
        &mut self,
        all: &[read::PieceLine],
        symmetry: Symmetry,
        first_rank: i32,
    ) -> Result<(), DefinitionError> {
        let (files, ranks) = (self.files, self.ranks);
        for p in all {
            let (white, black) = read::squares(&p.squares, files, ranks, first_rank)
                .map_err(|why| refuse(p.line, &p.name, why))?;
            let black = black.unwrap_or_else(|| {
                let twins = white.iter().filter_map(|&s| symmetry.twin(s, files, ranks));
                twins.collect()
            });
            let kind = self.pieces.iter().position(|k| k.order == p.order);
            let sides = white.iter().map(|&s| (s, true));
            for (s, side) in sides.chain(black.iter().map(|&s| (s, false))) {
                self.cells[s.index()] = kind.map(|i| (i, side));
                match kind {
                    Some(_) => self.holes.remove(s),
                    None => self.holes.insert(s),
                }
            }
        }
        Ok(())
    }

    /// Writes the section's keys.
    pub(super) fn write(&self, ini: &mut Ini, params: &Params) -> Result<(), DefinitionError> {
        ini.key("maxFile", &self.files.to_string(), 0, "files");
        ini.key("maxRank", &self.ranks.to_string(), 0, "ranks");
        let mut custom = 0;
        for (i, p) in self.pieces.iter().enumerate() {
            let value = format!("{}:{}", p.letter, p.betza);
            if Some(i) == self.royal {
                ini.key("king", &value, p.line, &p.name);
            } else {
                custom += 1;
                ini.key(&format!("customPiece{custom}"), &value, p.line, &p.name);
            }
        }
        self.promotion(ini, params)?;
        self.initial_squares(ini);
        self.castling(ini);
        if self.royal.is_none() {
            ini.key("extinctionValue", "loss", 0, "royal");
            ini.key("extinctionPieceTypes", "*", 0, "royal");
        }
        if params.captures_to_hand {
            ini.key("capturesToHand", "true", 0, "holdings");
        }
        let drops = params.captures_to_hand || self.pieces.iter().any(|p| p.in_hand > 0);
        if drops {
            ini.key("pieceDrops", "true", 0, "holdings");
        }
        ini.key("startFen", &self.fen(drops), 0, "");
        Ok(())
    }

    /// XBetza's `i` is a piece's first move; our reader's (Fairy-Stockfish's) is a move
    /// from the double-step region: the region is where the pieces with `i` moves stand
    /// at the start (`KEYS.md`: a piece of the kind arriving on such a square later may
    /// make its `i` move again).
    fn initial_squares(&self, ini: &mut Ini) {
        for (white, key) in [
            (true, "doubleStepRegionWhite"),
            (false, "doubleStepRegionBlack"),
        ] {
            let squares: Vec<String> = (0..self.cells.len())
                .filter(|&s| {
                    self.cells[s]
                        .is_some_and(|(i, w)| w == white && self.pieces[i].betza.contains('i'))
                })
                .map(|s| Square(s as u8).to_string())
                .collect();
            if !squares.is_empty() {
                ini.key(key, &squares.join(" "), 0, "");
            }
        }
    }

    /// The start position's FEN: the board, the hands (when there are drops), White to
    /// move, the castling rights.
    fn fen(&self, drops: bool) -> String {
        let mut fen = crate::fen::board_field(self.files, self.ranks, |f, r| {
            let s = Square::new(f, r);
            match self.cells[s.index()] {
                Some((i, white)) => Some(side_letter(self.pieces[i].letter, white)),
                None => self.holes.contains(s).then_some('*'),
            }
        });
        if drops {
            fen.push('[');
            for white in [true, false] {
                for p in &self.pieces {
                    for _ in 0..p.in_hand {
                        fen.push(side_letter(p.letter, white));
                    }
                }
            }
            fen.push(']');
        }
        fen + " w " + &self.rights() + " - 0 1"
    }
}

/// `letter` as `white`'s or Black's.
fn side_letter(letter: char, white: bool) -> char {
    if white {
        letter.to_ascii_uppercase()
    } else {
        letter
    }
}

/// The royal piece: `royal=` by its number in the list of piece lines (from 1, holes
/// counted) or by its ID; without it, the piece named king, if any.
fn royal(
    pieces: &[Piece],
    all: &[read::PieceLine],
    params: &Params,
) -> Result<Option<usize>, DefinitionError> {
    let Some((line, v)) = &params.royal else {
        return Ok(pieces
            .iter()
            .position(|p| p.name.eq_ignore_ascii_case("king")));
    };
    let numbered = v
        .parse::<usize>()
        .ok()
        .and_then(|n| all.get(n.checked_sub(1)?));
    let by_number = numbered.and_then(|l| pieces.iter().position(|p| p.order == l.order));
    by_number
        .or_else(|| pieces.iter().position(|p| &p.id == v))
        .map(Some)
        .ok_or_else(|| refuse(*line, "royal", say(say::NONE, &[v])))
}
