//! What the app says about each game, as data: its one-line blurb, its rules in our own
//! words (from `RULES.md`) and the diagrams of its rules page with the settings they are
//! drawn from. The start page, the new-game dialog and the rules page read it; nothing here
//! draws.

use engine::{Settings, Variant};

/// One line about each game and who invented it.
pub fn blurb(v: Variant) -> &'static str {
    match v {
        Variant::ChessNim => {
            "Alfred Pfeiffer, 1998. Drop pieces in turn; every drop must leave fewer free \
             squares. Whoever takes the last free square wins."
        }
        Variant::Chessence => {
            "Jim Winslow, 1989. Men move by their friendly neighbours, on a board with holes."
        }
        Variant::Arnhem => {
            "Hans Bodlaender, 1998. A bridge between two halves, parachutes and secret deployment."
        }
        Variant::NastyNeighbours => {
            "Gerd Degens, 2024. Conquer style: nothing ever leaves the board."
        }
        Variant::Vimes => {
            "Charles Gilman, 2007. Two Royalists and the Republican, who moves the pawns."
        }
        Variant::Defined => {
            "Write any chess-like game in Fairy-Stockfish's variants.ini keys (board, \
             Betza pieces, drops, promotion, how it is won) and play it."
        }
    }
}

/// One diagram: a position given by a FEN (or the start), then moves, maybe with a piece
/// picked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Diagram {
    /// The position to start from, as a FEN; `None` for the game's start.
    pub fen: Option<&'static str>,
    /// The moves from there, in coordinate form.
    pub moves: &'static str,
    /// What is picked: a square (`"d3"`) or a tray letter (`"Q"`), or nothing.
    pub pick: Option<&'static str>,
    /// What it shows.
    pub caption: &'static str,
}

/// The settings a game's diagrams start from: Arnhem's quick setup (so that the armies
/// stand on the board), ChessNim with kings only (the rule book's reference game).
pub fn diagram_settings(v: Variant) -> Settings {
    let mut s = Settings::new(v);
    s.arnhem.deployment = false;
    if v == Variant::ChessNim {
        s.chessnim.material = engine::ChessNimSettings::kings_only_material();
    }
    s
}

/// The rules of `v`: its paragraphs, in order.
pub fn rules_paragraphs(v: Variant) -> &'static [&'static str] {
    match v {
        Variant::ChessNim => &[
            "The board starts empty (8×8 unless chosen otherwise; any size up to 16×16, with \
             holes if you like). Both players hold the same pieces, chosen before the game: \
             the usual set, kings only, or any pieces written in Betza notation, each with a \
             number or unlimited.",
            "White drops first. In turn, each player puts one piece from their tray on an \
             empty square. Pieces never move and are never captured. Kings are ordinary \
             pieces here: there is no check.",
            "A square is attacked when some piece on the board, of either colour, could \
             capture there in ordinary chess (pawns attack diagonally forward as their owner \
             sees it; sliding pieces stop at the first piece or hole). A square is free when \
             it is empty and attacked by nobody. The board always shows the free squares and \
             how many there are.",
            "Every drop must leave fewer free squares than before. A drop on an attacked \
             square is allowed too, as long as its new attacks take away at least one free \
             square.",
            "Whoever makes the last free square disappear wins. A player who has no legal \
             drop (nothing left in the tray, or no drop that lowers the count) loses.",
            "Stuck? The Hint button marks on the board the drops the computer proves \
             winning, or, when it cannot prove one in a second, the drop it would play.",
        ],
        Variant::Chessence => &[
            "The board has 6 files and 9 ranks with eight holes (a2 b3 d4 e5 b5 c6 e7 f8): \
             46 squares. White's king stands on f1 with six men around it; Black's king on \
             a9. Each side also holds three more men in its tray.",
            "Kings never move, never capture and attack nothing. Men have no moves of their \
             own: a man borrows powers from the friendly men near it. Orthogonally next to a \
             friendly man it moves as a rook; diagonally next to one, as a bishop; a \
             knight's move away from one, as a knight. The powers add up, and a man with no \
             friend near it cannot move. Enemy men and kings give no power.",
            "Men capture by taking the place of the enemy man. Captured men are gone for \
             good. Instead of moving, a player may drop a man from the tray on an empty \
             square among their own six starting squares.",
            "A king is in check when an enemy man, with its powers as they stand, could move \
             onto it. You may not leave your own king in check (powers are worked out again \
             after every move: taking a man's partner takes its power away).",
            "A player with no legal move or drop loses, whether in check or not. Threefold \
             repetition and fifty moves without a capture or drop are draws.",
        ],
        Variant::Arnhem => &[
            "The board is 6×7 without a4, b4, e4 and f4: c4 and d4 are the bridge between \
             the two halves. Each side has a king, queen, rook, bishop, knight, chancellor \
             (rook and knight together; its knight leaps cross the gaps) and four Berolina \
             pawns.",
            "Deployment: White places its six pieces in any order on rank 1 and its pawns on \
             a2–f2 or b3–e3, unseen by Black; then Black does the same on its side, unseen \
             by White. With both armies shown, Black may make one change (move a pawn to \
             another allowed square, or swap two back-rank pieces) or none. On the board the \
             squares you may deploy on are marked, and nothing on the page (links, records, \
             the move list) shows the other side's setup until it is revealed. The quick \
             setup skips all this.",
            "A Berolina pawn steps one square diagonally forward without capturing and \
             captures one square straight ahead. It has no double step. On the last rank it \
             must promote to a rook, bishop, knight, queen or chancellor.",
            "A piece captured on the opponent's three ranks joins the capturer's tray in \
             the capturer's colour; captured anywhere else, it leaves the game. Instead of \
             moving, a player may drop a piece from the tray on any empty square; pawns only \
             on the player's own three ranks or on the bridge. Drops may give check and mate.",
            "Check and checkmate as in chess: mate wins, stalemate is a draw. No castling.",
        ],
        Variant::NastyNeighbours => &[
            "The board is 9×8. Both home ranks mix the two armies: White's pieces stand \
             between Black's and the other way round, so the enemy is next door from the \
             first move.",
            "Pawns step one square straight forward, and capture straight forward too; they \
             may also capture two squares straight ahead when the square between is empty. \
             No diagonal captures, no double step. Rooks, bishops and queens go 2, 4, 6 … \
             squares in their directions, every square on the way empty. A knight makes one \
             knight's leap, or two in the same direction when the first landing square is \
             empty. The king steps one square, and castles by going three squares toward a \
             rook that has not moved.",
            "Captures conquer: the captured piece changes sides and is put on the square its \
             captor came from. Nothing ever leaves the board. A pawn put on its new owner's \
             last rank this way promotes at once.",
            "Checkmate wins. A player who is stalemated loses, and so does a player left \
             with nothing but the king. Threefold repetition and fifty moves without a \
             capture or pawn move are draws.",
        ],
        Variant::Vimes => &[
            "Three players on the usual board with the usual armies: the White Royalist, the \
             Black Royalist and the Republican, who owns no piece of its own.",
            "The Republican moves the ordinary pawns of both colours, each in its own \
             colour's direction (double step included); their Royalists may move them too. \
             No pawn captures a pawn. A promoted pawn, and a pawn that has captured a piece \
             of its own colour, become Republican-only: only the Republican moves them \
             (they wear a red ring here).",
            "Order of play: White, Black, the Republican, and then the Republican again \
             after every third Royalist move (W B R W B W R B W B R …). When a Royalist \
             takes a pawn (a Republican-only pawn too; a promoted piece is no pawn), the \
             Republican may reply at once or pass.",
            "No move ever takes a king. A Royalist's king is in check when a unit the other \
             two players could use attacks it. A checkmated Royalist is out: its pieces \
             leave the board and its pawns stay for the Republican. Any stalemate of a \
             Royalist is a win for the Republican. With one Royalist out, the Royalist left \
             wins by taking every Republican unit and the Republican by mate or stalemate.",
        ],
        Variant::Defined => &[
            "A game defined by its definition text, in Fairy-Stockfish's variants.ini keys: \
             the pieces move as their Betza strings say, and the game ends as its keys say.",
        ],
    }
}

/// The diagrams of `v` (at least one per game).
pub fn diagrams(v: Variant) -> &'static [Diagram] {
    match v {
        Variant::ChessNim => &[
            Diagram {
                fen: None,
                moves: "K@b7 K@e7",
                pick: None,
                caption: "After 1. K@b7 K@e7: the green squares are free (empty and attacked \
                          by nobody). The next drop must leave fewer of them.",
            },
            Diagram {
                fen: None,
                moves: "K@b7 K@e7 K@g7 K@g4 K@d4 K@b4 K@b2 K@c3 K@f3 K@f1",
                pick: Some("K"),
                caption:
                    "Later in the same game (kings only), three squares are still \
                          free. White has picked a king: the dots are the only drops that \
                          leave fewer free squares. (The game went on 6. K@d2 K@h2, and Black won.)",
            },
        ],
        Variant::Chessence => &[Diagram {
            fen: None,
            moves: "",
            pick: Some("d3"),
            caption: "The start. The man on d3 has friends beside it (d2, e3), diagonally \
                      (e2) and a knight's move away (e1, f2): it moves as a rook, a bishop or \
                      a knight. The dots are its moves; the hatched gaps are holes.",
        }],
        Variant::Arnhem => &[
            Diagram {
                fen: None,
                moves: "",
                pick: Some("b3"),
                caption: "The quick setup. The Berolina pawn on b3 steps diagonally forward \
                          onto the bridge at c4 (a4 is not a square).",
            },
            Diagram {
                fen: Some("k5/1P4/6/**2**/6/6/5K[] w - - 0 1"),
                moves: "",
                pick: Some("b6"),
                caption: "A Berolina pawn on b6: it steps diagonally forward, and not onto \
                          the king on a7, so c7 is its only move; there it must promote (to a \
                          rook, bishop, knight, queen or chancellor).",
            },
        ],
        Variant::NastyNeighbours => &[Diagram {
            fen: None,
            moves: "",
            pick: Some("h8"),
            caption: "The start. White's knight stands on h8, among Black's pieces; it leaps \
                      once or twice in the same direction: to g6, i6 or, over the empty g6, \
                      on to f4.",
        }],
        Variant::Vimes => &[Diagram {
            fen: None,
            moves: "e2e4 e7e5",
            pick: Some("d2"),
            caption: "After 1. e4 e5 the Republican moves: here the white pawn on d2 is \
                      picked by the Republican, who may move either colour's pawns.",
        }],
        Variant::Defined => &[],
    }
}
