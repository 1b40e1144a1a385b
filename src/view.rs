//! What the board and the trays show, computed by pure functions from a [`Position`] and
//! the UI's selection, so that it can be tested without a browser.
//!
//! Everything a rule decides comes from the engine: where a picked piece may go
//! ([`Position::legal_targets`], [`Position::legal_drop_squares`]), which king is in check
//! ([`Position::in_check`]), the free squares of ChessNim (`CN-5`, shown at all times as
//! `CN-9` asks), the hands and the outcome. The view only hides what a player must not see:
//! during a secret deployment (Arnhem, `AR-4`) the other side's pieces are left out.

use engine::notation::{self, Style};
use engine::{Count, Kind, Move, Phase, Player, Position, Promoted, Rules, Square, SquareSet};

pub use crate::glyphs::Glyph;

/// The side of one square in SVG user units.
pub const SQUARE: i32 = 100;
/// Room left of and below the squares for the rank and file coordinates.
pub const MARGIN: i32 = 36;

/// What the player has picked up: a kind from the tray of the side to move, or the piece on
/// a square of the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pick {
    /// A kind from the tray of the side to move.
    Hand(Kind),
    /// The piece on this square.
    Square(Square),
}

/// A move queued while the computer thinks ([`crate::premove`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Premove {
    /// The piece on `from` to `to`.
    Move {
        /// Where the piece stands.
        from: Square,
        /// Where it is to go.
        to: Square,
    },
    /// A piece of `kind` from the tray dropped on `to`.
    Drop {
        /// The kind dropped.
        kind: Kind,
        /// Where it is to be dropped.
        to: Square,
    },
}

impl Premove {
    /// The squares the board marks: where the piece stands and where it is to go.
    pub fn squares(self) -> SquareSet {
        let mut set = SquareSet::EMPTY;
        if let Premove::Move { from, .. } = self {
            set.insert(from);
        }
        set.insert(self.to());
        set
    }

    /// Where the piece is to go.
    pub fn to(self) -> Square {
        match self {
            Premove::Move { to, .. } | Premove::Drop { to, .. } => to,
        }
    }

    /// The move in words, as the board shows it: "e2 to e4", "knight dropped on e4".
    pub fn words(self, pos: &Position) -> String {
        match self {
            Premove::Move { from, to } => format!("{from} to {to}"),
            Premove::Drop { kind, to } => {
                let name = pos
                    .rules()
                    .kinds()
                    .get(kind.index())
                    .map_or_else(|| "a piece".to_string(), |k| k.name.clone());
                format!("{name} dropped on {to}")
            }
        }
    }
}

/// What the player has picked and how the board is turned.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Ui {
    /// What is picked (click-click, the keyboard, or while dragging).
    pub selected: Option<Pick>,
    /// The last move, marked on its squares.
    pub last_move: Option<Move>,
    /// Whether Black is at the bottom.
    pub flipped: bool,
    /// Whether the game is over by what the position alone cannot tell (repetition), or
    /// an earlier position is only being looked at: then nothing is a target or pickable.
    pub over: bool,
    /// The seats the computer plays: whose secret deployment the people at the screen
    /// must not see ([`Position::hidden_players`]).
    pub computers: Computers,
    /// The squares a hint marks (ChessNim's winning drops, or the suggested one).
    pub hint: SquareSet,
    /// The person who may queue a move while the computer thinks ([`crate::premove`]):
    /// its pieces, not the mover's, are the ones to pick up.
    pub premover: Option<Player>,
    /// The squares of the move queued ([`crate::premove::Premove::squares`]).
    pub premove: SquareSet,
    /// The squares the wall of a waiting move may go on ([`crate::hand_moves`]): the
    /// board's targets while it waits.
    pub walls: SquareSet,
}

/// The seats the computer plays, as a set of players.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Computers(u8);

impl Computers {
    /// The set of the players `flags` marks (the first flag is White's).
    pub fn from_flags(flags: impl IntoIterator<Item = bool>) -> Computers {
        Computers(
            flags
                .into_iter()
                .enumerate()
                .filter(|&(i, f)| f && i < 8)
                .fold(0, |m, (i, _)| m | (1 << i)),
        )
    }

    /// Whether the computer plays `p`.
    pub fn plays(self, p: Player) -> bool {
        p.0 < 8 && self.0 & (1 << p.0) != 0
    }

    /// The players the computer plays, for the engine's questions
    /// ([`Position::hidden_players`]).
    pub fn players(self) -> Vec<Player> {
        (0..8).map(Player).filter(|&p| self.plays(p)).collect()
    }
}

/// Whether `sq` holds a piece the player to move must not see.
pub fn hidden_at(pos: &Position, sq: Square) -> bool {
    pos.piece_at(sq)
        .is_some_and(|p| pos.hidden_players(&[]).contains(&p.player))
}

/// What is said when a piece is let go on a square holding a hidden piece: not the
/// engine's words, which would tell that the square is taken.
pub fn hidden_refusal(sq: Square) -> String {
    format!("{sq} is not one of your deployment squares")
}

/// Why the move `from`–`to` is refused, in the engine's words (but never telling where a
/// hidden piece stands).
pub fn refusal(pos: &Position, from: Square, to: Square) -> String {
    if hidden_at(pos, to) {
        return hidden_refusal(to);
    }
    match pos.check(&Move::Normal {
        from,
        to,
        promotion: None,
    }) {
        Err(e) => e.to_string(),
        Ok(()) => format!("{from}{to} is not a legal move"),
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
    /// A Republican-only unit of Vimes Chess (`VI-5`): drawn with a red ring.
    pub republican: bool,
    /// For a piece drawn as its letter in a circle (no picture of its own): its name,
    /// letter and moves in words, shown on hover ("elephant (E): steps one square …").
    pub moves: Option<String>,
}

/// One playable square.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SquareView {
    /// The square.
    pub square: Square,
    /// Its name, `e4`.
    pub name: String,
    /// Its name as the game's notation says it, where that is not [`SquareView::name`]
    /// (shogi's `7f`, `engine::notation::square_name`): what screen readers hear.
    pub said: Option<String>,
    /// Column on screen, 0 at the left.
    pub col: u8,
    /// Row on screen, 0 at the top.
    pub row: u8,
    /// Whether it is a dark square (a1 is dark).
    pub dark: bool,
    /// What stands on it (nothing shown for a hidden piece).
    pub piece: Option<PieceView>,
    /// Empty and attacked by nobody (ChessNim's `CN-5`; never in other games).
    pub free: bool,
    /// The picked piece may legally go (or be dropped) here.
    pub target: bool,
    /// The last move started or ended here.
    pub last: bool,
    /// A king in check stands here.
    pub check: bool,
    /// The piece on this square is picked up.
    pub picked: bool,
    /// A piece of the side to move stands here (it can be picked up).
    pub own: bool,
    /// The last move conquered the piece standing here (Nasty Neighbours, `NN-3`): it
    /// changed sides and was put on the capturer's origin square.
    pub conquered: bool,
    /// A hint marks this square (a drop there wins, or is the one suggested).
    pub hint: bool,
    /// In a deployment (Arnhem, `AR-4`), the mover may place a piece here (or has one here
    /// to move): the deployment zone, marked from the start.
    pub zone: bool,
    /// A move queued while the computer thinks starts or ends here.
    pub premove: bool,
    /// A wall stands here (`wallingRule`, [`Position::walls`]): nothing may enter it.
    pub wall: Option<Wall>,
    /// What of a palace, the river or a promotion zone's edge crosses it
    /// ([`crate::board_marks`]'s bits; 0 for none).
    pub mark: u8,
}

/// How a wall is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Wall {
    /// A block of stone.
    Block,
    /// The duck of Duck Chess (`wallingRule = duck`).
    Duck,
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
    /// Whether pieces on this board move (not ChessNim): the board then takes drags of
    /// its pieces.
    pub moving: bool,
    /// The playable squares, top row first, left to right.
    pub squares: Vec<SquareView>,
    /// The holes.
    pub holes: Vec<HoleView>,
    /// File letters, by column.
    pub files: Vec<Label>,
    /// Rank numbers, by row.
    pub ranks: Vec<Label>,
    /// How many squares are free (ChessNim's `CN-9`; `None` in other games).
    pub free_count: Option<u32>,
    /// How many squares the picked piece may go to, when one is picked.
    pub target_count: Option<u32>,
    /// Whether some pieces are hidden (a secret deployment).
    pub hiding: bool,
}

impl BoardView {
    /// The SVG `viewBox` of the board: the squares plus the coordinate margins.
    pub fn view_box(&self) -> String {
        let (w, h) = self.drawn_size();
        format!("0 0 {w} {h}")
    }

    /// The board's shape as a CSS `aspect-ratio` (width / height of the `viewBox`), which
    /// lets the page size the board's box before it is drawn.
    pub fn aspect_ratio(&self) -> String {
        let (w, h) = self.drawn_size();
        format!("{w} / {h}")
    }

    /// The width and height of the drawing: the squares plus the coordinate margins.
    fn drawn_size(&self) -> (i32, i32) {
        (
            MARGIN + self.width as i32 * SQUARE,
            self.height as i32 * SQUARE + MARGIN,
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

/// The piece on `sq` as drawn, or `None` when the square is empty or its owner is one of
/// the `hidden` players.
pub fn piece_view(pos: &Position, sq: Square, hidden: &[Player]) -> Option<PieceView> {
    let p = pos.piece_at(sq)?;
    if hidden.contains(&p.player) {
        return None;
    }
    let rules = pos.rules();
    let kind = rules.kinds().get(p.kind.index())?;
    let glyph = crate::glyphs::glyph(rules, p.kind, p.promoted);
    let letter = pos.letter(p);
    let moves = matches!(glyph, Glyph::Letter(_))
        .then(|| crate::rest::out_of_line(lettered_piece_words, (kind, letter)));
    Some(PieceView {
        letter,
        player: p.player,
        glyph,
        name: kind.name.clone(),
        republican: pos.republican_unit(sq),
        moves,
    })
}

/// A piece drawn as its letter: its name, letter and moves in words (the engine's
/// `betza::words`), for the hover of [`PieceView::moves`].
fn lettered_piece_words((kind, letter): (&engine::PieceKind, char)) -> String {
    let words = engine::betza::words::in_words(&kind.betza);
    format!("{} ({letter}): {words}", kind.name)
}

/// The squares where the picked piece may go, by the engine's rules; none when the game is
/// over or the pick is not the mover's.
fn targets(pos: &Position, ui: &Ui) -> Option<SquareSet> {
    if ui.over || pos.outcome().is_some() {
        return None;
    }
    if !ui.walls.is_empty() {
        return Some(ui.walls);
    }
    match ui.selected? {
        Pick::Hand(kind) => {
            (kind.index() < pos.rules().kinds().len()).then(|| pos.legal_drop_squares(kind))
        }
        Pick::Square(from) => pickable(pos)
            .contains(from)
            .then(|| pos.targets_by_hand(from)),
    }
}

/// The squares of the kings in check.
fn checked_kings(pos: &Position) -> SquareSet {
    let mut set = SquareSet::EMPTY;
    for p in (0..pos.rules().player_count()).map(Player) {
        if pos.in_check(p) {
            for sq in pos.pieces_of(p) {
                let royal = pos
                    .piece_at(sq)
                    .and_then(|x| pos.rules().kinds().get(x.kind.index()))
                    .is_some_and(|k| k.is_royal);
                if royal {
                    set.insert(sq);
                }
            }
        }
    }
    set
}

/// The squares a move starts and ends on.
fn move_squares(m: Option<Move>) -> SquareSet {
    let mut set = SquareSet::EMPTY;
    match m.map(|m| m.piece_move()) {
        Some(Move::Normal { from, to, .. }) => {
            set.insert(from);
            set.insert(to);
        }
        Some(Move::Drop { to, .. }) => set.insert(to),
        _ => {}
    }
    set
}

/// The squares the player to move may deploy on (`AR-4`): during a deployment, every square
/// the engine lets a piece of its tray be dropped on, and the squares of its pieces already
/// placed (which it may move or swap). Empty outside a deployment.
pub fn deployment_zone(pos: &Position) -> SquareSet {
    if pos.phase() != Phase::Deploy {
        return SquareSet::EMPTY;
    }
    let mut zone = pos.pieces_of(pos.turn());
    for (kind, _) in pos.hand(pos.turn()).iter() {
        zone |= pos.legal_drop_squares(kind);
    }
    zone
}

/// The files' letters along the bottom and the ranks' numbers along the side, as the
/// board is turned. A shogi board's (`shogi`: its rules) are shogi's own
/// ([`shogi_labels`]; out of line, our five have none).
fn edge_labels(w: u8, h: u8, flipped: bool, shogi: Option<&Rules>) -> (Vec<Label>, Vec<Label>) {
    if let Some(rules) = shogi {
        return crate::rest::out_of_line(shogi_labels, (rules, flipped));
    }
    labels(
        (w, h),
        flipped,
        |file| ((b'a' + file) as char).to_string(),
        |rank| (rank + 1).to_string(),
    )
}

/// The edge labels of a board of `w` × `h` squares, as it is turned: each column's file
/// named by `file_text`, each row's rank by `rank_text`.
fn labels(
    (w, h): (u8, u8),
    flipped: bool,
    file_text: impl Fn(u8) -> String,
    rank_text: impl Fn(u8) -> String,
) -> (Vec<Label>, Vec<Label>) {
    let files = (0..w)
        .map(|col| Label {
            at: col,
            text: file_text(square_at(col, 0, (w, h), flipped).file()),
        })
        .collect();
    let ranks = (0..h)
        .map(|row| Label {
            at: row,
            text: rank_text(square_at(0, row, (w, h), flipped).rank()),
        })
        .collect();
    (files, ranks)
}

/// The square shown at column `col`, row `row` (from the top left) of a board of `w` × `h`
/// squares, turned round when `flipped`.
fn square_at(col: u8, row: u8, (w, h): (u8, u8), flipped: bool) -> Square {
    if flipped {
        Square::new(w - 1 - col, row)
    } else {
        Square::new(col, h - 1 - row)
    }
}

/// `sq`'s name in shogi's coordinates (`7f`), out of line: our five have none.
fn said_name(rules: &Rules, sq: Square) -> String {
    crate::rest::out_of_line(|(r, sq)| notation::shogi::square_name(r, sq), (rules, sq))
}

/// A shogi board's edge labels, as the engine names shogi's files and ranks (files
/// numbered 9 to 1 from the first player's left, ranks lettered `a` from the top).
fn shogi_labels((rules, flipped): (&Rules, bool)) -> (Vec<Label>, Vec<Label>) {
    let g = rules.geometry();
    labels(
        (g.width(), g.height()),
        flipped,
        |file| notation::shogi::file_name(rules, file).to_string(),
        |rank| notation::shogi::rank_name(rules, rank).to_string(),
    )
}

/// Computes what the board shows.
pub fn board_view(pos: &Position, ui: &Ui) -> BoardView {
    let g = pos.rules().geometry();
    let (w, h) = (g.width(), g.height());
    let nim = pos.rules().free_square_goal();
    let free = if nim {
        pos.free_squares()
    } else {
        SquareSet::EMPTY
    };
    let targets = targets(pos, ui);
    let checks = checked_kings(pos);
    let last = move_squares(ui.last_move);
    let picked = match ui.selected {
        Some(Pick::Square(sq)) => Some(sq),
        _ => None,
    };
    let live = !ui.over && pos.outcome().is_none();
    let conquered = pos.conquered_square(ui.last_move);
    let hidden = pos.hidden_players(&ui.computers.players());
    let (zone, mine) = zone_and_units(pos, ui, live);
    let (walls, wall) = walls_of(pos);
    let marks = marks_of(pos, ui);
    let shogi = notation::style(pos.rules()) == Style::Shogi;
    let mut squares = Vec::new();
    let mut holes = Vec::new();
    for row in 0..h {
        for col in 0..w {
            let sq = square_at(col, row, (w, h), ui.flipped);
            let (file, rank) = (sq.file(), sq.rank());
            if g.is_hole(sq) {
                holes.push(HoleView {
                    square: sq,
                    name: sq.to_string(),
                    col,
                    row,
                });
                continue;
            }
            let piece = piece_view(pos, sq, &hidden);
            let own = piece.is_some() && mine.contains(sq);
            squares.push(SquareView {
                square: sq,
                name: sq.to_string(),
                said: shogi.then(|| said_name(pos.rules(), sq)),
                col,
                row,
                dark: (file + rank).is_multiple_of(2),
                free: free.contains(sq),
                target: targets.is_some_and(|t| t.contains(sq)),
                last: last.contains(sq),
                check: checks.contains(sq) && piece.is_some(),
                picked: picked == Some(sq) && own,
                own,
                conquered: conquered == Some(sq) && piece.is_some(),
                hint: live && ui.hint.contains(sq),
                zone: zone.contains(sq),
                premove: live && ui.premove.contains(sq),
                wall: walls.contains(sq).then_some(wall),
                mark: marks.get(sq.index()).copied().unwrap_or(0),
                piece,
            });
        }
    }
    let (files, ranks) = edge_labels(w, h, ui.flipped, shogi.then(|| pos.rules()));
    BoardView {
        width: w,
        height: h,
        moving: pos.rules().pieces_move(),
        squares,
        holes,
        files,
        ranks,
        free_count: nim.then(|| free.count()),
        target_count: targets.map(|t| t.count()),
        hiding: !hidden.is_empty(),
    }
}

/// The deployment's zone and the units the player to move may pick up, while it plays
/// (`live`): none while a wall waits for its square.
fn zone_and_units(pos: &Position, ui: &Ui, live: bool) -> (SquareSet, SquareSet) {
    match (live, ui.premover) {
        (true, Some(p)) => (SquareSet::EMPTY, pos.premove_units(p)),
        (true, None) if ui.walls.is_empty() => (deployment_zone(pos), pos.units_to_move()),
        (true, None) | (false, _) => (SquareSet::EMPTY, SquareSet::EMPTY),
    }
}

/// The palaces', river's and promotion zones' marks of each square (a defined game's
/// only, out of the first load: `crate::board_marks`).
fn marks_of(pos: &Position, ui: &Ui) -> Vec<u8> {
    match pos.rules().definition() {
        Some(_) => crate::rest::out_of_line(crate::board_marks::square_marks, (pos, ui.flipped)),
        None => Vec::new(),
    }
}

/// The walls of `pos`, and how they are drawn.
fn walls_of(pos: &Position) -> (SquareSet, Wall) {
    let wall = if pos.rules().walls_are_ducks() {
        Wall::Duck
    } else {
        Wall::Block
    };
    (pos.walls(), wall)
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
    /// What the active tray's title says after the name: "to move", or in Arnhem's
    /// deployment and change "deploys", "may change" (`AR-4`).
    pub turn_words: &'static str,
    /// The kinds held (none with a count of 0).
    pub entries: Vec<TrayEntry>,
}

/// Computes `player`'s tray.
pub fn tray_view(pos: &Position, player: Player, ui: &Ui) -> TrayView {
    let active = pos.turn() == player && pos.outcome().is_none() && !ui.over;
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
                glyph: crate::glyphs::glyph(pos.rules(), kind, Promoted::NO),
                selected: active && ui.selected == Some(Pick::Hand(kind)),
            })
        })
        .collect();
    TrayView {
        player,
        active,
        turn_words: match pos.phase() {
            Phase::Play => "to move",
            Phase::Deploy => "deploys",
            Phase::Change => "may change",
        },
        entries,
    }
}

/// What the status says of the picked piece's squares (`n` of them; `drop`: from the tray):
/// "Drops possible: 6"; in a deployment whose it is, "White may place it on 6 squares".
pub fn target_text(pos: &Position, n: u32, drop: bool) -> String {
    match pos.phase() {
        Phase::Deploy if drop => format!("{} may place it on {n} squares", pos.turn().title()),
        Phase::Deploy | Phase::Change => {
            format!("{} may move it to {n} squares", pos.turn().title())
        }
        Phase::Play if drop => format!("Drops possible: {n}"),
        Phase::Play => format!("Moves possible: {n}"),
    }
}

/// "White" or "Black" (or "Republican"), capitalised, for people.
pub fn player_title(p: Player) -> String {
    p.title().to_string()
}

/// What the status line says while the game goes on: whose turn it is, and in a
/// deployment what that player does.
pub fn turn_text(pos: &Position) -> String {
    let who = pos.turn().title();
    match pos.phase() {
        Phase::Play => format!("{who} to move"),
        Phase::Deploy => format!("{who} deploys"),
        // AR-4 [decided]: the change obeys check.
        Phase::Change if pos.in_check(pos.turn()) => {
            format!("{who} is in check: the change must end the attack")
        }
        Phase::Change => format!("{who} may make one change"),
    }
}

/// The squares of the pieces the player to move may pick up: its own pieces; in Vimes Chess
/// the units the engine gives it a move (the Republican moves the pawns of both colours).
pub fn pickable(pos: &Position) -> SquareSet {
    if pos.rules().pieces_move() {
        pos.units_to_move()
    } else {
        SquareSet::EMPTY
    }
}

/// What is said when a piece of `player`'s tray is picked or dragged while `mover` is to
/// move: "It is White's turn: Black's pieces wait".
pub fn other_tray_refusal(mover: Player, player: Player) -> String {
    format!(
        "It is {}'s turn: {}'s pieces wait",
        mover.title(),
        player.title()
    )
}

/// The message for a click on `sq` with nothing picked.
pub fn nothing_picked(pos: &Position, sq: Square) -> String {
    if let Some(why) = pos.pick_refusal(sq) {
        return why;
    }
    let who = pos.turn().title();
    match pos.piece_at(sq) {
        Some(p) if p.player != pos.turn() && !pos.hidden_players(&[]).contains(&p.player) => {
            format!("that is {}'s piece: {who} is to move", p.player.title())
        }
        _ if !pos.rules().pieces_move() => {
            format!("pick a piece from {who}'s tray first")
        }
        _ => format!("pick up one of {who}'s pieces first"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{arnhem, chessence, chessnim, vimes};
    use engine::{ChessNimSettings, Settings, Variant};

    fn settings(material: Vec<(engine::PieceKind, Count)>, holes: &[&str]) -> Settings {
        let mut s = Settings::new(chessnim::VARIANT);
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
    fn a_lettered_piece_says_its_moves_on_hover_and_a_drawn_one_does_not() {
        // Shako's elephant has no picture of its own: its letter in a circle, and its
        // moves in words for the hover (issue 64).
        let pos = Position::start(&Settings::named("shako").expect("shako")).expect("start");
        let view = board_view(&pos, &Ui::default());
        let pieces: Vec<&PieceView> = view
            .squares
            .iter()
            .filter_map(|s| s.piece.as_ref())
            .collect();
        let elephant = pieces
            .iter()
            .find(|p| p.letter == 'E')
            .expect("an elephant");
        assert_eq!(elephant.glyph, Glyph::Letter('E'));
        let words = elephant.moves.as_deref().expect("words");
        assert!(
            words.starts_with("fers alfil (E): steps one square diagonally"),
            "{words}"
        );
        let knight = pieces.iter().find(|p| p.letter == 'N').expect("a knight");
        assert_eq!(knight.moves, None);
    }

    #[test]
    fn a_shogi_board_is_labelled_and_read_in_shogi_coordinates() {
        // Files numbered from the first player's right, ranks lettered from the top; a
        // square is read out as shogi players name it (issue 64).
        let pos = Position::start(&Settings::named("shogi").expect("built-in")).expect("start");
        let view = board_view(&pos, &Ui::default());
        let text = |l: &[Label]| l.iter().map(|l| l.text.clone()).collect::<Vec<_>>();
        assert_eq!(
            text(&view.files),
            ["9", "8", "7", "6", "5", "4", "3", "2", "1"]
        );
        assert_eq!(text(&view.ranks)[..2], ["a", "b"]);
        let c3 = view.square("c3").expect("c3");
        assert_eq!(c3.said.as_deref(), Some("7g"));
        let turned = board_view(
            &pos,
            &Ui {
                flipped: true,
                ..Ui::default()
            },
        );
        assert_eq!(text(&turned.files)[0], "1");
        assert_eq!(text(&turned.ranks)[0], "i");
        // Chess keeps its letters and numbers, and reads squares by their names.
        let chess = Position::start(&Settings::named("chess").expect("chess")).expect("start");
        let view = board_view(&chess, &Ui::default());
        assert_eq!(text(&view.files)[0], "a");
        assert!(view.squares.iter().all(|s| s.said.is_none()));
    }

    #[test]
    fn ar_4_the_deployment_zone_is_marked_from_the_start() {
        // White deploys on rank 1 (pieces) and rank 2 or the middle of rank 3 (pawns): the
        // zone is marked before anything is picked, and the words say whose deployment.
        let pos = Position::start(&Settings::new(arnhem::VARIANT)).expect("start");
        let zone = deployment_zone(&pos);
        for sq in ["a1", "f1", "a2", "f2"] {
            assert!(zone.contains(sq.parse().expect("square")), "{sq}");
        }
        assert!(!zone.contains("a7".parse().expect("square")));
        let view = board_view(&pos, &Ui::default());
        assert!(view.square("a1").is_some_and(|s| s.zone));
        assert!(view.square("a7").is_some_and(|s| !s.zone));
        assert_eq!(
            target_text(&pos, 6, true),
            "White may place it on 6 squares"
        );
        assert_eq!(
            tray_view(&pos, Player::WHITE, &Ui::default()).turn_words,
            "deploys"
        );
        // In play there is no zone, and the words are the usual ones.
        let vimes = Position::start(&Settings::new(vimes::VARIANT)).expect("start");
        assert!(deployment_zone(&vimes).is_empty());
        assert_eq!(target_text(&vimes, 2, false), "Moves possible: 2");
    }

    #[test]
    fn the_computers_secret_deployment_is_hidden_from_the_person_at_the_screen() {
        // AR-4: the computer plays White and deploys first; the person plays Black.
        let start = Position::start(&Settings::new(arnhem::VARIANT)).expect("start");
        let pos = start
            .play(&Move::parse_uci("K@e1", start.rules()).expect("move"))
            .expect("legal");
        let computer_white = Computers::from_flags([true, false]);
        assert_eq!(
            pos.hidden_players(&computer_white.players()),
            [Player::WHITE]
        );
        let ui = Ui {
            computers: computer_white,
            ..Ui::default()
        };
        let view = board_view(&pos, &ui);
        assert!(view.squares.iter().all(|s| s.piece.is_none()));
        assert!(view.hiding);
        // Hot seat (and a person deploying against the computer): the mover sees its own.
        assert_eq!(pos.hidden_players(&[]), [Player::BLACK]);
        let person_white = Computers::from_flags([false, true]);
        assert_eq!(pos.hidden_players(&person_white.players()), [Player::BLACK]);
        assert!(board_view(&pos, &Ui::default())
            .square("e1")
            .is_some_and(|s| s.piece.is_some()));
        // The computer against itself: shown as to a person.
        let both = Computers::from_flags([true, true]);
        assert_eq!(pos.hidden_players(&both.players()), [Player::BLACK]);
    }

    #[test]
    fn empty_board_is_all_free_and_drawn_top_left_first() {
        let pos = Position::start(&kings()).expect("start");
        let v = board_view(&pos, &Ui::default());
        assert_eq!(v.squares.len(), 64);
        assert!(v.holes.is_empty());
        assert_eq!(v.free_count, Some(64));
        assert!(v.squares.iter().all(|s| s.free && !s.target && !s.last));
        assert_eq!(v.squares[0].name, "a8");
        assert_eq!((v.squares[0].col, v.squares[0].row), (0, 0));
        assert_eq!(v.squares[63].name, "h1");
        assert!(v.square("a1").expect("a1").dark);
        assert!(!v.square("h1").expect("h1").dark);
        assert_eq!(v.files[0].text, "a");
        assert_eq!(v.ranks[0].text, "8");
        assert_eq!(v.view_box(), "0 0 836 836");
        assert_eq!(v.aspect_ratio(), "836 / 836");
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
        assert_eq!(v.free_count, Some(62));
    }

    #[test]
    fn free_squares_and_last_drop_follow_the_engine() {
        let pos = Position::start(&kings()).expect("start");
        let pos = play(&pos, "K@b7");
        let v = board_view(
            &pos,
            &Ui {
                last_move: Some(Move::Drop {
                    kind: Kind(0),
                    to: "b7".parse().expect("b7"),
                }),
                ..Ui::default()
            },
        );
        assert_eq!(v.free_count, Some(55));
        assert_eq!(v.free_count, Some(pos.free_squares().count()));
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
                selected: Some(Pick::Hand(king)),
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
                selected: Some(Pick::Hand(king)),
                ..Ui::default()
            },
        );
        assert_eq!(v.free_count, Some(0));
        assert_eq!(v.target_count, None);
        let ui = Ui {
            selected: Some(Pick::Hand(king)),
            ..Ui::default()
        };
        assert!(!tray_view(&pos, Player::WHITE, &ui).active);
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
        let pos = Position::start(&Settings::new(chessnim::VARIANT)).expect("start");
        let white = tray_view(&pos, Player::WHITE, &Ui::default());
        let black = tray_view(&pos, Player::BLACK, &Ui::default());
        assert!(white.active && !black.active);
        let letters: String = white.entries.iter().map(|e| e.letter).collect();
        assert_eq!(letters, "KQRBNP");
        assert_eq!(white.entries[5].count, Count::Finite(8));
        assert_eq!(white.entries[5].glyph, Glyph::Pawn);
        let pos = play(&pos, "Q@d4");
        let white = tray_view(&pos, Player::WHITE, &Ui::default());
        assert!(!white.active);
        let letters: String = white.entries.iter().map(|e| e.letter).collect();
        assert_eq!(letters, "KRBNP", "the queen has gone");
    }

    fn start(v: Variant) -> Position {
        Position::start(&Settings::new(v)).expect("start")
    }

    fn sq(s: &str) -> Square {
        s.parse().expect("test square")
    }

    #[test]
    fn a_picked_up_piece_shows_the_engine_targets_and_no_free_squares() {
        let pos = start(chessence::VARIANT);
        let ui = Ui {
            selected: Some(Pick::Square(sq("d3"))),
            ..Ui::default()
        };
        let v = board_view(&pos, &ui);
        assert_eq!(v.free_count, None, "free squares are ChessNim's");
        assert!(v.squares.iter().all(|s| !s.free));
        let legal = pos.legal_targets(sq("d3"));
        assert!(legal.count() > 0);
        assert_eq!(v.target_count, Some(legal.count()));
        for s in &v.squares {
            assert_eq!(s.target, legal.contains(s.square), "{}", s.name);
        }
        let d3 = v.square("d3").expect("d3");
        assert!(d3.picked && d3.own);
        let man = d3.piece.as_ref().expect("a man");
        assert_eq!(man.glyph, Glyph::Man);
        let king = v.square("f1").expect("f1").piece.clone().expect("king");
        assert_eq!(king.glyph, Glyph::King);
        assert!(!v.square("a9").expect("a9").own, "Black's king waits");
        // A pick of the other side's piece shows nothing.
        let ui = Ui {
            selected: Some(Pick::Square(sq("b7"))),
            ..Ui::default()
        };
        assert_eq!(board_view(&pos, &ui).target_count, None);
    }

    #[test]
    fn the_king_in_check_and_the_last_move_are_marked() {
        let s = Settings::new(arnhem::VARIANT);
        let pos = Position::from_fen(&s, "2k3/6/6/**2**/6/6/K1R3[] b - - 0 1").expect("fen");
        let m = Move::parse_uci("c1c2", pos.rules()).expect("move");
        let ui = Ui {
            last_move: Some(m),
            ..Ui::default()
        };
        let v = board_view(&pos, &ui);
        let checked: Vec<_> = v
            .squares
            .iter()
            .filter(|s| s.check)
            .map(|s| &s.name)
            .collect();
        assert_eq!(checked, ["c7"]);
        let last: Vec<_> = v
            .squares
            .iter()
            .filter(|s| s.last)
            .map(|s| &s.name)
            .collect();
        assert_eq!(last, ["c2", "c1"]);
    }

    #[test]
    fn arnhem_pieces_chancellor_and_berolina_pawn() {
        let pos = start(arnhem::VARIANT);
        let white = tray_view(&pos, Player::WHITE, &Ui::default());
        let glyphs: Vec<_> = white.entries.iter().map(|e| e.glyph).collect();
        assert_eq!(
            glyphs,
            [
                Glyph::King,
                Glyph::Queen,
                Glyph::Rook,
                Glyph::Bishop,
                Glyph::Knight,
                Glyph::Chancellor,
                Glyph::Pawn
            ]
        );
    }

    #[test]
    fn during_black_deployment_white_army_is_hidden() {
        let mut pos = start(arnhem::VARIANT);
        for m in [
            "K@a1", "Q@b1", "R@c1", "B@d1", "N@e1", "C@f1", "P@a2", "P@b2", "P@c2", "P@d2", "pass",
        ] {
            let mv = Move::parse_uci(m, pos.rules()).expect("move");
            pos = pos.play(&mv).expect("legal");
        }
        assert_eq!(pos.phase(), Phase::Deploy);
        assert_eq!(turn_text(&pos), "Black deploys");
        let v = board_view(&pos, &Ui::default());
        assert!(v.hiding);
        assert!(v.squares.iter().all(|s| s.piece.is_none()), "nothing shown");
        let pawn = pos.rules().kind_by_letter('P').expect("pawn");
        let ui = Ui {
            selected: Some(Pick::Hand(pawn)),
            ..Ui::default()
        };
        let v = board_view(&pos, &ui);
        assert_eq!(v.target_count, Some(10), "a6-f6 and b5-e5");
        // Black places its king and may move it or swap it with another piece.
        for m in ["K@a7", "Q@b7"] {
            let mv = Move::parse_uci(m, pos.rules()).expect("move");
            pos = pos.play(&mv).expect("legal");
        }
        let t = pos.targets_by_hand(sq("b7"));
        assert!(t.contains(sq("a7")), "a swap written a7b7, asked from b7");
        assert!(t.contains(sq("c7")));
        assert_eq!(pos.moves_by_hand(sq("b7"), sq("a7")).len(), 1);
        assert!(pos.moves_by_hand(sq("b7"), sq("b1")).is_empty());
        assert!(refusal(&pos, sq("b7"), sq("b3")).contains("rank 7"));
        // b1 holds White's hidden rook: the refusal does not tell.
        assert_eq!(
            refusal(&pos, sq("b7"), sq("b1")),
            "b1 is not one of your deployment squares"
        );
        let v = board_view(&pos, &Ui::default());
        assert_eq!(
            v.squares.iter().filter(|s| s.piece.is_some()).count(),
            2,
            "only Black's own pieces"
        );
        assert_eq!(
            nothing_picked(&pos, sq("a1")),
            "pick up one of Black's pieces first"
        );
    }

    #[test]
    fn fairy_pieces_get_a_letter() {
        assert_eq!(Glyph::of('a', "NN"), Glyph::Letter('A'));
        assert_eq!(Glyph::of('K', "N"), Glyph::Letter('K'));
        assert_eq!(Glyph::of('n', "N"), Glyph::Knight);
        assert_eq!(Glyph::of('C', "RN"), Glyph::Chancellor);
        // The archbishop (bishop and knight) has its shape; an `A` that moves otherwise
        // keeps its letter.
        assert_eq!(Glyph::of('a', "BN"), Glyph::Archbishop);
        assert_eq!(Glyph::of('A', "NB"), Glyph::Archbishop);
        assert_eq!(Glyph::of('A', "B"), Glyph::Letter('A'));
        assert_eq!(player_title(Player::BLACK), "Black");
    }
}
