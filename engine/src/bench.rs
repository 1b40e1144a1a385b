//! The positions the benchmarks measure, shared by the native `bench` of the command line
//! and the WebAssembly benchmark in the browser (`bench-wasm/`), so that both time the
//! same work. Data only: no clock here (timing is the caller's business).

use crate::{ChessNimSettings, Position, Settings, Variant};

/// Material of the 16×16 position: every orthodox kind and a nightrider (a rider whose
/// leaps cross holes), so that fixed leapers, sliders and leaping riders all take part.
pub const BIG_MATERIAL: &str =
    "K:K:2, Q:Q:3, R:R:4, B:B:4, N:N:5, P:fmWfcFifmnD:16, A:NN:3:nightrider";

/// A 16×16 ChessNim position with 12 holes and 40 pieces (20 each: kings, queens, rooks,
/// bishops, knights, pawns, nightriders), reached by 40 legal drops, 29 free squares, 17
/// pieces in each hand (White: queens, a knight, pawns; Black: bishops, pawns, a
/// nightrider).
pub const BIG_FEN: &str = "*6rAr3N1*/2BA12/4k5K1q3/3*QB7q2/1q3R10/1r5nk3N3/6*2*6/\
1n3R2*7/7*3n4/1p4*2*3n1p/A2b5BP5/5a1N1R6/r5B5*R2/2Pb6na4/10K5/*8N5*\
[QQNPPPPPPPPPPPPPPbbppppppppppppppa] w - - 0 21";

/// An 8×8 middle game with the orthodox material, 10 pieces down, both hands still full
/// of mixed material (reached by 10 legal drops).
pub const MID_FEN: &str = "4k3/4rR1K/4B3/8/P3n1B1/8/r7/1n6[QRNNPPPPPPPqbbpppppppp] w - - 0 6";

/// Arnhem's sample deployment of `PERFT.md` (in play, hands empty).
pub const ARNHEM_FEN: &str = "rnbqkc/2pp2/1p2p1/**2**/1P2P1/2PP2/RNBQKC[] w - - 0 1";

/// Capablanca chess on 10×8 as a definition (`engine/tests/definitions/capablanca.ini`'s
/// `[capa10x8]`, the game of issue 33's matches against Fairy-Stockfish).
pub const CAPABLANCA: &str = "[capa10x8:chess]\nmaxFile = 10\narchbishop = a\nchancellor = c\n\
startFen = rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1\n\
promotionPieceTypes = qcarbn\ncastlingKingsideFile = i\ncastlingQueensideFile = c\n";

/// The settings of [`CAPABLANCA`].
pub fn capablanca_settings() -> Settings {
    let defs = crate::definition::parse_definitions(CAPABLANCA).expect("the definition reads");
    Settings::defined(defs.into_iter().next_back().expect("one section"))
}

/// A position to time: a name for the output, the game's settings, a FEN (`None`: the
/// game's start) and, for perft, the depth.
#[derive(Clone, Debug)]
pub struct BenchCase {
    /// What the output calls it.
    pub name: &'static str,
    /// The game and its settings.
    pub settings: Settings,
    /// The position; `None` is the game's start.
    pub fen: Option<&'static str>,
    /// The perft depth (unused by the search figures).
    pub depth: u32,
}

impl BenchCase {
    /// The position itself.
    pub fn position(&self) -> Result<Position, String> {
        position(&self.settings, self.fen)
    }
}

/// ChessNim settings: the orthodox material (`None`), kings only and unlimited
/// (`Some("kings")`), or a material text as `ChessNimSettings::parse_material` reads it.
pub fn chessnim_settings(material: Option<&str>) -> Result<Settings, String> {
    let mut s = Settings::new(Variant::ChessNim);
    match material {
        None => {}
        Some("kings") => s.chessnim.material = ChessNimSettings::kings_only_material(),
        Some(m) => s.chessnim.material = ChessNimSettings::parse_material(m)?,
    }
    Ok(s)
}

/// The position `fen` (or the start) under `settings`, errors as text.
pub fn position(settings: &Settings, fen: Option<&str>) -> Result<Position, String> {
    match fen {
        None => Position::start(settings),
        Some(f) => Position::from_fen(settings, f),
    }
    .map_err(|e| e.to_string())
}

fn case(
    name: &'static str,
    settings: Settings,
    fen: Option<&'static str>,
    depth: u32,
) -> BenchCase {
    BenchCase {
        name,
        settings,
        fen,
        depth,
    }
}

/// The perft cases: ChessNim at depth 3 (orthodox material from the start, kings only from
/// the start, the middle game [`MID_FEN`]) and the other four games at depth 4.
pub fn perft_cases() -> Result<Vec<BenchCase>, String> {
    Ok(vec![
        case(
            "8x8 orthodox material, start",
            chessnim_settings(None)?,
            None,
            3,
        ),
        case(
            "8x8 kings only (unlimited), start",
            chessnim_settings(Some("kings"))?,
            None,
            3,
        ),
        case(
            "8x8 orthodox material, middle game",
            chessnim_settings(None)?,
            Some(MID_FEN),
            3,
        ),
        case(
            "Chessence, start",
            Settings::new(Variant::Chessence),
            None,
            4,
        ),
        case(
            "Arnhem, sample deployment (PERFT.md)",
            Settings::new(Variant::Arnhem),
            Some(ARNHEM_FEN),
            4,
        ),
        case(
            "Nasty Neighbours, start",
            Settings::new(Variant::NastyNeighbours),
            None,
            4,
        ),
        case(
            "Vimes, start (three players)",
            Settings::new(Variant::Vimes),
            None,
            4,
        ),
    ])
}

/// The positions the search is timed on: each game's start (Arnhem after a deployment) and
/// the ChessNim middle game.
pub fn search_cases() -> Vec<BenchCase> {
    vec![
        case(
            "ChessNim 8x8 orthodox, start",
            Settings::new(Variant::ChessNim),
            None,
            0,
        ),
        case(
            "ChessNim 8x8 orthodox, middle game",
            Settings::new(Variant::ChessNim),
            Some(MID_FEN),
            0,
        ),
        case(
            "Chessence, start",
            Settings::new(Variant::Chessence),
            None,
            0,
        ),
        case(
            "Arnhem, sample deployment",
            Settings::new(Variant::Arnhem),
            Some(ARNHEM_FEN),
            0,
        ),
        case(
            "Nasty Neighbours, start",
            Settings::new(Variant::NastyNeighbours),
            None,
            0,
        ),
        case(
            "Vimes, start (paranoid, three players)",
            Settings::new(Variant::Vimes),
            None,
            0,
        ),
        case(
            "Capablanca (defined), start",
            capablanca_settings(),
            None,
            0,
        ),
    ]
}
