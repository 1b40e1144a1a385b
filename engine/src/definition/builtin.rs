//! The built-in parents, as data: Fairy-Stockfish's `chess` and `fairy` (made in code by
//! `parse.rs`, with its defaults), its other built-in variants (`fsf.ini`), and our five
//! games, each a definition text players can
//! read, in Fairy-Stockfish keys where they fit and our own `x-` keys (see `KEYS.md`) where
//! they do not. Each game's module writes its pieces as these texts say them (a test
//! compares, `variants::KindSpec`); the rules no key can say stay in each game's module
//! (`engine/src/variants/`), switched on by the `x-` keys.

/// The names of our five games as parents and built-ins (as [`crate::Variant::name`]).
pub const BUILTIN_GAMES: [&str; 5] = [
    "chessnim",
    "chessence",
    "arnhem",
    "nastyneighbours",
    "vimes",
];

const CHESSNIM: &str = "\
# ChessNim (CN-1 ... CN-9): the board starts empty; both sides drop from the same material
# (a setting; the orthodox set by default); nothing moves or is captured; each drop must
# leave fewer free squares, and whoever takes the last one wins. Kings have no royal power.
[chessnim:chess]
king = -
commoner = k
startFen = 8/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPPkqrrbbnnpppppppp] w - - 0 1
pieceDrops = true
firstRankPawnDrops = true
castling = false
checking = false
stalemateValue = loss
x-freeSquareGoal = true
";

const CHESSENCE: &str = "\
# Chessence (CE-1 ... CE-8): 6x9 with eight holes; kings never move; men (p) have no moves
# of their own and move by their friendly neighbours; three men in hand may be dropped on
# their side's six starting squares; a player without a move loses.
[chessence:chess]
maxFile = 6
maxRank = 9
king = k:
pawn = -
knight = -
bishop = -
rook = -
queen = -
customPiece1 = p:
pawnTypes = -
startFen = kp4/ppp2*/1pp1*1/2*3/1*2*1/3*2/1*1PP1/*2PPP/4PK[PPPppp] w - - 0 1
promotionPieceTypes = -
doubleStep = false
castling = false
pieceDrops = true
dropRegionWhite = e1 d2 e2 f2 d3 e3
dropRegionBlack = b9 a8 b8 c8 b7 c7
stalemateValue = loss
x-chessencePowers = true
";

const ARNHEM: &str = "\
# Arnhem Chess (AR-1 ... AR-7): 6x7 without a4 b4 e4 f4; the chancellor joins; Berolina
# pawns without double step promote on the last rank; secret deployment; a piece captured
# on the opponent's three ranks goes to the capturer's hand, and may be dropped (pawns only
# on the dropper's three ranks or the bridge).
[arnhem:chess]
maxFile = 6
maxRank = 7
pawn = -
chancellor = c
customPiece1 = p:mfFcfW
pawnTypes = p
startFen = 6/6/6/**2**/6/6/6[KQRBNCPPPPkqrbncpppp] w deploy - 0 1
promotionRegionWhite = *7
promotionRegionBlack = *1
promotionPieceTypes = qrbnc
mandatoryPawnPromotion = true
doubleStep = false
castling = false
pieceDrops = true
x-handCaptureRegionWhite = *5 *6 *7
x-handCaptureRegionBlack = *1 *2 *3
x-pawnDropRegionWhite = *1 *2 *3 c4 d4
x-pawnDropRegionBlack = *5 *6 *7 c4 d4
x-secretDeployment = true
x-deployRegionWhite = *1
x-deployRegionBlack = *7
x-pawnDeployRegionWhite = *2 b3 c3 d3 e3
x-pawnDeployRegionBlack = *6 b5 c5 d5 e5
";

const NASTY_NEIGHBOURS: &str = "\
# Nasty Neighbours, conquer style (NN-1 ... NN-5): 9x8, the two armies interleaved; lame
# riders; the king castles three squares; a captured piece changes colour and takes the
# capturer's square; stalemate and a bare king lose.
[nastyneighbours:chess]
maxFile = 9
pawn = -
knight = -
bishop = -
rook = -
queen = -
customPiece1 = p:fWfcnD
customPiece2 = n:N2
customPiece3 = b:nA7
customPiece4 = r:nD7
customPiece5 = q:nD7nA7
pawnTypes = p
startFen = rNbQkQbNr/pPpPpPpPp/9/9/9/9/PpPpPpPpP/RnBqKqBnR w KQkq - 0 1
promotionPieceTypes = nbrq
doubleStep = false
enPassantRegion = -
castlingKingsideFile = h
castlingQueensideFile = b
castlingRookPieces = r
stalemateValue = loss
extinctionValue = loss
extinctionPieceTypes = *
extinctionPieceCount = 1
x-conquest = true
";

const VIMES: &str = "\
# Vimes Chess (VI-1 ... VI-8): the FIDE army for two Royalists and a third player, the
# Republican, who moves the pawns of both colours on a schedule (w2: its first move comes
# after two Royalist moves); no en passant.
[vimes:chess]
startFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w2 KQkq - 0 1
enPassantRegion = -
x-players = 3
";

/// Fairy-Stockfish's built-in variants, one section each (`fsf.ini`), with the feature
/// `fsf-builtins` (on by default; the web page leaves it out for its first load).
#[cfg(feature = "fsf-builtins")]
const FSF: &str = include_str!("fsf.ini");
/// Without the feature `fsf-builtins`: none.
#[cfg(not(feature = "fsf-builtins"))]
const FSF: &str = "";

/// `fsf.ini` handed over at run time ([`load_fsf_builtins`]), where the feature left it out.
static LOADED: std::sync::OnceLock<&'static str> = std::sync::OnceLock::new();

/// The text of Fairy-Stockfish's built-ins: compiled in with the feature `fsf-builtins`,
/// else as handed to [`load_fsf_builtins`] (empty until then).
fn fsf_text() -> &'static str {
    if FSF.is_empty() {
        LOADED.get().copied().unwrap_or("")
    } else {
        FSF
    }
}

/// Hands over the text of `fsf.ini` (this crate's `src/definition/fsf.ini`), for a build
/// without the feature `fsf-builtins`: a web page leaves it out of its first load and
/// fetches it when it has drawn the board. From then on Fairy-Stockfish's built-ins are
/// parents and games as with the feature. A text that is not that file is refused; with
/// the feature, or once loaded, nothing changes.
pub fn load_fsf_builtins(text: &str) -> Result<(), String> {
    if !fsf_text().is_empty() {
        return Ok(());
    }
    let sections = text.lines().filter(|l| l.starts_with('[')).count();
    if !text.starts_with("# ") || !text.contains("\n[chess]") || sections < 100 {
        return Err("this is not Fairy-Stockfish's built-ins file (fsf.ini)".into());
    }
    // Kept for the page's lifetime, as the compiled-in text would be.
    let text: &'static str = Box::leak(text.to_string().into_boxed_str());
    let _ = LOADED.set(text);
    Ok(())
}

/// The text handed to [`load_fsf_builtins`], if any (a page passes it on to its worker).
pub fn loaded_fsf_builtins() -> Option<&'static str> {
    LOADED.get().copied()
}

/// The names of Fairy-Stockfish's built-in variants (its `UCI_Variant` list), in the
/// order of `fsf.ini`: each is a parent any definition may name, and a game of its own.
pub fn fsf_variants() -> impl Iterator<Item = &'static str> {
    fsf_text().lines().filter_map(|l| {
        let inner = l.strip_prefix('[')?.strip_suffix(']')?;
        Some(inner.split_once(':').map_or(inner, |(n, _)| n))
    })
}

/// The section `[name…]` of `fsf.ini`: its header and key lines.
fn fsf_section(name: &str) -> Option<&'static str> {
    let fsf = fsf_text();
    let mut at = 0;
    for line in fsf.split_inclusive('\n') {
        let t = line.trim_end();
        let start = at;
        at += line.len();
        let Some(inner) = t.strip_prefix('[').and_then(|x| x.strip_suffix(']')) else {
            continue;
        };
        if inner.split_once(':').map_or(inner, |(n, _)| n) != name {
            continue;
        }
        // Sections are separated by a blank line (right after the header when empty).
        let end = fsf[at - 1..].find("\n\n").map_or(fsf.len(), |i| at + i);
        return Some(&fsf[start..end]);
    }
    None
}

/// The definition text of one of our five games, as players may read it, or of one of
/// Fairy-Stockfish's built-in variants (its section of `fsf.ini`; not `chess` or `fairy`,
/// which are made in code).
pub fn builtin_text(name: &str) -> Option<&'static str> {
    Some(match name {
        "chessnim" => CHESSNIM,
        "chessence" => CHESSENCE,
        "arnhem" => ARNHEM,
        "nastyneighbours" => NASTY_NEIGHBOURS,
        "vimes" => VIMES,
        "chess" | "fairy" => return None,
        _ => return fsf_section(name),
    })
}

/// Whether a section of a player's text may not take this name: `chess`, `fairy` and our
/// five. A section may take the name of another of Fairy-Stockfish's built-ins: within
/// its text it then stands for that section (a text written before they were built in
/// still reads the same).
pub(crate) fn is_builtin_name(name: &str) -> bool {
    name == "chess" || name == "fairy" || BUILTIN_GAMES.contains(&name)
}
