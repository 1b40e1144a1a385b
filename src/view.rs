//! What the board and the trays show, computed by pure functions from a [`Position`] and
//! the UI's selection, so that it can be tested without a browser.
//!
//! Everything a rule decides comes from the engine: the free squares (`CN-5`, shown at all
//! times as `CN-9` asks), the squares where the selected piece may be dropped (`CN-6`,
//! `CN-8`), the hands and the outcome.

use engine::{orthodox, Count, Kind, Player, Position, Square};

/// The side of one square in SVG user units.
pub const SQUARE: i32 = 100;
/// Room left of and below the squares for the rank and file coordinates.
pub const MARGIN: i32 = 36;

/// What the player has picked and how the board is turned.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Ui {
    /// The kind selected in the tray of the side to move (click-click or while dragging).
    pub selected: Option<Kind>,
    /// The square of the last drop.
    pub last: Option<Square>,
    /// Whether Black is at the bottom.
    pub flipped: bool,
}

/// How a piece is drawn: one of the orthodox shapes, or its letter in a circle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Glyph {
    /// King.
    King,
    /// Queen.
    Queen,
    /// Rook.
    Rook,
    /// Bishop.
    Bishop,
    /// Knight.
    Knight,
    /// Pawn.
    Pawn,
    /// A fairy piece: its upper-case letter in a circle.
    Letter(char),
}

impl Glyph {
    /// The glyph of a kind: an orthodox shape when the letter and the movement are the
    /// orthodox piece's, else the letter (a custom `K` that moves like a knight is not drawn
    /// as a king).
    pub fn of(letter: char, betza: &str) -> Glyph {
        let letter = letter.to_ascii_uppercase();
        let shape = match letter {
            'K' => (orthodox::KING, Glyph::King),
            'Q' => (orthodox::QUEEN, Glyph::Queen),
            'R' => (orthodox::ROOK, Glyph::Rook),
            'B' => (orthodox::BISHOP, Glyph::Bishop),
            'N' => (orthodox::KNIGHT, Glyph::Knight),
            'P' => (orthodox::PAWN, Glyph::Pawn),
            _ => return Glyph::Letter(letter),
        };
        if shape.0 == betza {
            shape.1
        } else {
            Glyph::Letter(letter)
        }
    }

    /// The id of the SVG symbol drawing this glyph, if it has one.
    pub fn symbol_id(self) -> Option<&'static str> {
        Some(match self {
            Glyph::King => "piece-k",
            Glyph::Queen => "piece-q",
            Glyph::Rook => "piece-r",
            Glyph::Bishop => "piece-b",
            Glyph::Knight => "piece-n",
            Glyph::Pawn => "piece-p",
            Glyph::Letter(_) => return None,
        })
    }
}

/// A piece on a square.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PieceView {
    /// Its FEN letter: upper case for White, lower case for Black.
    pub letter: char,
    /// Its owner.
    pub player: Player,
    /// How it is drawn.
    pub glyph: Glyph,
    /// Its kind's name ("king"), for screen readers.
    pub name: String,
}

/// One playable square.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SquareView {
    /// The square.
    pub square: Square,
    /// Its name, `e4`.
    pub name: String,
    /// Column on screen, 0 at the left.
    pub col: u8,
    /// Row on screen, 0 at the top.
    pub row: u8,
    /// Whether it is a dark square (a1 is dark).
    pub dark: bool,
    /// What stands on it.
    pub piece: Option<PieceView>,
    /// Empty and attacked by nobody (`CN-5`).
    pub free: bool,
    /// The selected piece may legally be dropped here.
    pub target: bool,
    /// The last drop landed here.
    pub last: bool,
}

/// A hole: drawn as a gap, never as a square (`SH-1`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HoleView {
    /// The square that is missing.
    pub square: Square,
    /// Its name.
    pub name: String,
    /// Column on screen.
    pub col: u8,
    /// Row on screen.
    pub row: u8,
}

/// A coordinate label: a file letter under a column or a rank number beside a row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Label {
    /// The column (files) or row (ranks) on screen.
    pub at: u8,
    /// The text.
    pub text: String,
}

/// Everything the board component draws.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardView {
    /// Files.
    pub width: u8,
    /// Ranks.
    pub height: u8,
    /// The playable squares, top row first, left to right.
    pub squares: Vec<SquareView>,
    /// The holes.
    pub holes: Vec<HoleView>,
    /// File letters, by column.
    pub files: Vec<Label>,
    /// Rank numbers, by row.
    pub ranks: Vec<Label>,
    /// How many squares are free (`CN-9`).
    pub free_count: u32,
    /// How many squares the selected piece may be dropped on, when one is selected.
    pub target_count: Option<u32>,
}

impl BoardView {
    /// The SVG `viewBox` of the board: the squares plus the coordinate margins.
    pub fn view_box(&self) -> String {
        format!(
            "0 0 {} {}",
            MARGIN + self.width as i32 * SQUARE,
            self.height as i32 * SQUARE + MARGIN
        )
    }

    /// The square drawn at `name`, if it is a playable square.
    pub fn square(&self, name: &str) -> Option<&SquareView> {
        self.squares.iter().find(|s| s.name == name)
    }
}

/// Where `sq` is drawn: (column, row) with row 0 at the top.
pub fn screen_cell(sq: Square, width: u8, height: u8, flipped: bool) -> (u8, u8) {
    if flipped {
        (width - 1 - sq.file(), sq.rank())
    } else {
        (sq.file(), height - 1 - sq.rank())
    }
}

/// The piece on `sq`, as drawn.
fn piece_view(pos: &Position, sq: Square) -> Option<PieceView> {
    let p = pos.piece_at(sq)?;
    let kind = pos.rules().kinds().get(p.kind.index())?;
    Some(PieceView {
        letter: pos.letter(p),
        player: p.player,
        glyph: Glyph::of(kind.letter, &kind.betza),
        name: kind.name.clone(),
    })
}

/// The squares where the player to move may drop `kind`, by the engine's rules; none when
/// the game is over or the kind is not in hand.
fn targets(pos: &Position, kind: Option<Kind>) -> Option<engine::SquareSet> {
    let kind = kind?;
    if kind.index() >= pos.rules().kinds().len() || pos.outcome().is_some() {
        return None;
    }
    Some(pos.legal_drop_squares(kind))
}

/// Computes what the board shows.
pub fn board_view(pos: &Position, ui: &Ui) -> BoardView {
    let g = pos.rules().geometry();
    let (w, h) = (g.width(), g.height());
    let free = pos.free_squares();
    let targets = targets(pos, ui.selected);
    let mut squares = Vec::new();
    let mut holes = Vec::new();
    for row in 0..h {
        for col in 0..w {
            let (file, rank) = if ui.flipped {
                (w - 1 - col, row)
            } else {
                (col, h - 1 - row)
            };
            let sq = Square::new(file, rank);
            if g.is_hole(sq) {
                holes.push(HoleView {
                    square: sq,
                    name: sq.to_string(),
                    col,
                    row,
                });
                continue;
            }
            squares.push(SquareView {
                square: sq,
                name: sq.to_string(),
                col,
                row,
                dark: (file + rank).is_multiple_of(2),
                piece: piece_view(pos, sq),
                free: free.contains(sq),
                target: targets.is_some_and(|t| t.contains(sq)),
                last: ui.last == Some(sq),
            });
        }
    }
    let files = (0..w)
        .map(|col| {
            let file = if ui.flipped { w - 1 - col } else { col };
            Label {
                at: col,
                text: ((b'a' + file) as char).to_string(),
            }
        })
        .collect();
    let ranks = (0..h)
        .map(|row| {
            let rank = if ui.flipped { row } else { h - 1 - row };
            Label {
                at: row,
                text: (rank + 1).to_string(),
            }
        })
        .collect();
    BoardView {
        width: w,
        height: h,
        squares,
        holes,
        files,
        ranks,
        free_count: free.count(),
        target_count: targets.map(|t| t.count()),
    }
}

/// One kind in a tray.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TrayEntry {
    /// The kind.
    pub kind: Kind,
    /// Its upper-case letter (`data-kind`).
    pub letter: char,
    /// Its name ("king").
    pub name: String,
    /// How many are left.
    pub count: Count,
    /// How it is drawn.
    pub glyph: Glyph,
    /// Whether it is the selected piece.
    pub selected: bool,
}

/// One player's reserve.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TrayView {
    /// Whose.
    pub player: Player,
    /// Whether this player is to move and the game goes on.
    pub active: bool,
    /// The kinds held (none with a count of 0).
    pub entries: Vec<TrayEntry>,
}

/// Computes `player`'s tray.
pub fn tray_view(pos: &Position, player: Player, selected: Option<Kind>) -> TrayView {
    let active = pos.turn() == player && pos.outcome().is_none();
    let entries = pos
        .hand(player)
        .iter()
        .filter_map(|(kind, count)| {
            let k = pos.rules().kinds().get(kind.index())?;
            Some(TrayEntry {
                kind,
                letter: k.letter,
                name: k.name.clone(),
                count,
                glyph: Glyph::of(k.letter, &k.betza),
                selected: active && selected == Some(kind),
            })
        })
        .collect();
    TrayView {
        player,
        active,
        entries,
    }
}

/// "White" or "Black" (or "Republican"), capitalised, for people.
pub fn player_title(p: Player) -> String {
    let name = p.name();
    let mut c = name.chars();
    c.next()
        .map(|x| x.to_uppercase().chain(c).collect())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::{ChessNimSettings, Move, Settings, SquareSet, Variant};

    fn settings(material: Vec<(engine::PieceKind, Count)>, holes: &[&str]) -> Settings {
        let mut s = Settings::new(Variant::ChessNim);
        s.chessnim.material = material;
        let mut set = SquareSet::EMPTY;
        for h in holes {
            set.insert(h.parse().expect("test square"));
        }
        s.chessnim.holes = set;
        s
    }

    fn kings() -> Settings {
        settings(ChessNimSettings::kings_only_material(), &[])
    }

    fn play(pos: &Position, uci: &str) -> Position {
        let m = Move::parse_uci(uci, pos.rules()).expect("test move");
        pos.play(&m).expect("legal test move")
    }

    #[test]
    fn empty_board_is_all_free_and_drawn_top_left_first() {
        let pos = Position::start(&kings()).expect("start");
        let v = board_view(&pos, &Ui::default());
        assert_eq!(v.squares.len(), 64);
        assert!(v.holes.is_empty());
        assert_eq!(v.free_count, 64);
        assert!(v.squares.iter().all(|s| s.free && !s.target && !s.last));
        assert_eq!(v.squares[0].name, "a8");
        assert_eq!((v.squares[0].col, v.squares[0].row), (0, 0));
        assert_eq!(v.squares[63].name, "h1");
        assert!(v.square("a1").expect("a1").dark);
        assert!(!v.square("h1").expect("h1").dark);
        assert_eq!(v.files[0].text, "a");
        assert_eq!(v.ranks[0].text, "8");
        assert_eq!(v.view_box(), "0 0 836 836");
        assert_eq!(v.target_count, None);
    }

    #[test]
    fn holes_are_not_squares() {
        let s = settings(ChessNimSettings::kings_only_material(), &["c3", "d4"]);
        let pos = Position::start(&s).expect("start");
        let v = board_view(&pos, &Ui::default());
        assert_eq!(v.squares.len(), 62);
        assert!(v.square("c3").is_none());
        assert!(v.square("d4").is_none());
        let names: Vec<_> = v.holes.iter().map(|h| h.name.as_str()).collect();
        assert_eq!(names, ["d4", "c3"]);
        assert_eq!(v.free_count, 62);
    }

    #[test]
    fn free_squares_and_last_drop_follow_the_engine() {
        let pos = Position::start(&kings()).expect("start");
        let pos = play(&pos, "K@b7");
        let v = board_view(
            &pos,
            &Ui {
                last: Some("b7".parse().expect("b7")),
                ..Ui::default()
            },
        );
        assert_eq!(v.free_count, 55);
        assert_eq!(v.free_count, pos.free_squares().count());
        let b7 = v.square("b7").expect("b7");
        assert!(b7.last && !b7.free);
        let piece = b7.piece.as_ref().expect("a king on b7");
        assert_eq!((piece.letter, piece.glyph), ('K', Glyph::King));
        assert!(!v.square("a8").expect("a8").free, "attacked by the king");
        assert!(v.square("e4").expect("e4").free);
        assert_eq!(v.squares.iter().filter(|s| s.free).count(), 55);
        assert_eq!(v.squares.iter().filter(|s| s.last).count(), 1);
    }

    #[test]
    fn targets_are_the_engine_legal_drops_of_the_selected_kind() {
        let pos = Position::start(&kings()).expect("start");
        let pos = play(&pos, "K@b7");
        let king = pos.rules().kind_by_letter('K').expect("king");
        let v = board_view(
            &pos,
            &Ui {
                selected: Some(king),
                ..Ui::default()
            },
        );
        let legal = pos.legal_drop_squares(king);
        assert_eq!(v.target_count, Some(legal.count()));
        for s in &v.squares {
            assert_eq!(s.target, legal.contains(s.square), "{}", s.name);
        }
        assert!(!v.square("b7").expect("b7").target, "occupied");
        // A square attacked but whose drop still reduces the count is a target, not free.
        let a8 = v.square("a8").expect("a8");
        assert!(!a8.free);
        assert_eq!(a8.target, legal.contains(a8.square));
    }

    #[test]
    fn no_targets_once_the_game_is_over() {
        let mut pos = Position::start(&kings()).expect("start");
        for m in [
            "K@b7", "K@e7", "K@g7", "K@g4", "K@d4", "K@b4", "K@b2", "K@c3", "K@f3", "K@f1", "K@d2",
            "K@h2",
        ] {
            pos = play(&pos, m);
        }
        let king = pos.rules().kind_by_letter('K').expect("king");
        let v = board_view(
            &pos,
            &Ui {
                selected: Some(king),
                ..Ui::default()
            },
        );
        assert_eq!(v.free_count, 0);
        assert_eq!(v.target_count, None);
        assert!(!tray_view(&pos, Player::WHITE, Some(king)).active);
    }

    #[test]
    fn flipped_board_puts_h1_top_left() {
        let pos = Position::start(&kings()).expect("start");
        let v = board_view(
            &pos,
            &Ui {
                flipped: true,
                ..Ui::default()
            },
        );
        assert_eq!(v.squares[0].name, "h1");
        assert_eq!(v.files[0].text, "h");
        assert_eq!(v.ranks[0].text, "1");
        let sq: Square = "c2".parse().expect("c2");
        assert_eq!(screen_cell(sq, 8, 8, true), (5, 1));
        assert_eq!(screen_cell(sq, 8, 8, false), (2, 6));
    }

    #[test]
    fn trays_show_counts_and_the_side_to_move() {
        let pos = Position::start(&Settings::new(Variant::ChessNim)).expect("start");
        let white = tray_view(&pos, Player::WHITE, None);
        let black = tray_view(&pos, Player::BLACK, None);
        assert!(white.active && !black.active);
        let letters: String = white.entries.iter().map(|e| e.letter).collect();
        assert_eq!(letters, "KQRBNP");
        assert_eq!(white.entries[5].count, Count::Finite(8));
        assert_eq!(white.entries[5].glyph, Glyph::Pawn);
        let pos = play(&pos, "Q@d4");
        let white = tray_view(&pos, Player::WHITE, None);
        assert!(!white.active);
        let letters: String = white.entries.iter().map(|e| e.letter).collect();
        assert_eq!(letters, "KRBNP", "the queen has gone");
    }

    #[test]
    fn fairy_pieces_get_a_letter() {
        assert_eq!(Glyph::of('a', "NN"), Glyph::Letter('A'));
        assert_eq!(Glyph::of('K', "N"), Glyph::Letter('K'));
        assert_eq!(Glyph::of('n', "N"), Glyph::Knight);
        assert_eq!(player_title(Player::BLACK), "Black");
    }
}
