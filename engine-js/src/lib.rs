//! The Variantarium engine for JavaScript: a thin wasm-bindgen layer over the `engine`
//! crate, which stays free of web dependencies. `wasm-pack build engine-js` turns it into an
//! npm package; its API follows ffish.js's names where they fit:
//!
//! ```js
//! import init, { variants, Board } from "./pkg/variantarium_engine.js";
//! await init();
//! const board = new Board("arnhem", "rnbqkc/2pp2/1p2p1/**2**/1P2P1/2PP2/RNBQKC[] w - - 0 1");
//! board.legalMoves();            // "a2b3 b1a3 …"
//! board.push("b1a3");            // true
//! board.bestMove({ movetime: 500 });
//! ```
//!
//! `loadVariantConfig(text)` adds games defined in Fairy-Stockfish's `variants.ini` keys;
//! Fairy-Stockfish's built-in variants that we play are there by their names
//! (`new Board("shogi")`), as in ffish.js.
//!
//! Everything a page can get wrong (an unknown game, a bad FEN or option) throws a JS
//! `Error` with the engine's words; nothing traps. Moves are in the CLI's coordinate form,
//! Fairy-Stockfish's (`e2e4`, `e7e8q`, `N@c4`, shogi's `+`, a wall's `e2e4,e4d5`, `pass`,
//! or a piece to its own square where a defined game passes).

use engine::definition::{find_definition, fsf_variants, parse_definitions, Definition};
use engine::options::{not_an_option_of, unknown_game, GameOption, OPTIONS};
use engine::search::{self, Limits};
use engine::{Game, Move, Outcome, Player, Position, Settings, Square, Variant};
use wasm_bindgen::prelude::*;

thread_local! {
    /// The games loaded with [`load_variant_config`], in the order loaded.
    static DEFINED: std::cell::RefCell<Vec<Definition>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// The games this engine plays, space-separated (as ffish.js's `variants()`): the five,
/// Fairy-Stockfish's built-in variants we play, then those loaded with
/// `loadVariantConfig`.
#[wasm_bindgen]
pub fn variants() -> String {
    let mut names: Vec<String> = Variant::ALL.map(|v| v.name().to_string()).to_vec();
    names.extend(playable_builtins().iter().map(|n| n.to_string()));
    DEFINED.with(|d| {
        for def in d.borrow().iter() {
            names.retain(|n| *n != def.name);
            names.push(def.name.clone());
        }
    });
    names.join(" ")
}

/// Fairy-Stockfish's built-in variants whose rules we read (`chess`, `fairy`, then its
/// list), found once.
fn playable_builtins() -> &'static [&'static str] {
    static LIST: std::sync::OnceLock<Vec<&'static str>> = std::sync::OnceLock::new();
    LIST.get_or_init(|| {
        ["chess", "fairy"]
            .into_iter()
            .chain(fsf_variants().filter(|n| !matches!(*n, "chess" | "fairy")))
            .filter(|n| fsf_builtin(n).is_some())
            .collect()
    })
}

/// The definition of Fairy-Stockfish's built-in variant `name`, read as a one-line child
/// (`[builtin-variant:shogi]`, the text a record of it carries), if we play it.
fn fsf_builtin(name: &str) -> Option<Definition> {
    let known = matches!(name, "chess" | "fairy") || fsf_variants().any(|n| n == name);
    if !known {
        return None;
    }
    let mut def = find_definition(&format!("[builtin-variant:{name}]\n"), None).ok()?;
    def.name = name.to_string();
    Position::start(&Settings::defined(def.clone())).ok()?;
    Some(def)
}

/// Loads game definitions in Fairy-Stockfish's `variants.ini` format (as ffish.js's
/// `loadVariantConfig`): each section that can be played becomes a game for `new Board`
/// and joins [`variants`], replacing a game of the same name loaded before. Returns the
/// names loaded, space-separated. A text with a mistake, or a section that cannot be
/// played, throws an `Error` naming the line, and loads nothing.
#[wasm_bindgen(js_name = loadVariantConfig)]
pub fn load_variant_config(text: &str) -> Result<String, JsError> {
    let defs = parse_definitions(text).map_err(error)?;
    for d in &defs {
        Position::start(&Settings::defined(d.clone())).map_err(|e| {
            error(format!(
                "line {}: [{}] cannot be played: {e}",
                d.line, d.name
            ))
        })?;
    }
    let names: Vec<String> = defs.iter().map(|d| d.name.clone()).collect();
    DEFINED.with(|loaded| {
        let mut loaded = loaded.borrow_mut();
        for d in defs {
            loaded.retain(|x| x.name != d.name);
            loaded.push(d);
        }
    });
    Ok(names.join(" "))
}

/// The settings of `variant` with `options` (an object of strings, or undefined): the
/// options of [`Board::new`]'s third argument, named and read by the engine's one table
/// (`engine::options`) as a link's are: ChessNim's `size` (`8x8`), `holes` (`c2,d3`),
/// `material` (`K:K:*`) and `pawns` (`yes`/`no`); Arnhem's `deploy` (`secret`/`quick`).
fn settings(variant: &str, options: &JsValue) -> Result<Settings, String> {
    let defined = DEFINED
        .with(|d| d.borrow().iter().find(|d| d.name == variant).cloned())
        .or_else(|| {
            let builtin =
                Variant::from_name(variant).is_none() && playable_builtins().contains(&variant);
            builtin.then(|| fsf_builtin(variant)).flatten()
        });
    if let Some(d) = defined {
        if !options.is_undefined() && !options.is_null() {
            return Err(format!(
                "{variant} is a loaded definition: its options are its keys, not Board options"
            ));
        }
        return Ok(Settings::defined(d));
    }
    let mut settings =
        Settings::new(Variant::from_name(variant).ok_or_else(|| unknown_game(variant, []))?);
    if options.is_undefined() || options.is_null() {
        return Ok(settings);
    }
    if !options.is_object() {
        return Err("the options must be an object, as { size: \"8x8\" }".into());
    }
    let object: &js_sys::Object = options.unchecked_ref();
    for key in js_sys::Object::keys(object).iter() {
        let key = key.as_string().unwrap_or_default();
        let option = GameOption::named(&key).ok_or_else(|| {
            let known: Vec<&str> = OPTIONS.iter().map(|o| o.link).collect();
            format!("unknown option '{key}' (known: {})", known.join(", "))
        })?;
        if settings.variant != option.spec().owner {
            return Err(not_an_option_of(&key, option, settings.variant));
        }
        let value = js_sys::Reflect::get(options, &JsValue::from_str(&key))
            .ok()
            .and_then(|v| v.as_string())
            .ok_or_else(|| format!("the option '{key}' must be a string"))?;
        settings
            .set_option(option, &value)
            .map_err(|e| e.to_string())?;
    }
    Ok(settings)
}

#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &str = r#"
/** Options of a game, as in a link: ChessNim's board, holes, material and pawns; Arnhem's deployment. */
export interface BoardOptions {
  /** ChessNim: WIDTHxHEIGHT, e.g. "8x8" (up to 16x16). */
  size?: string;
  /** ChessNim: holes, e.g. "c2,d3". */
  holes?: string;
  /** ChessNim: material, e.g. "K:K:*" or "Q:Q:1,N:N:2". */
  material?: string;
  /** ChessNim: pawns may be dropped on the last rank, "yes" or "no". */
  pawns?: string;
  /** Arnhem: "secret" deployment (the default) or the "quick" fixed setup. */
  deploy?: string;
}

/** What the computer may spend; with none, one second. */
export interface SearchLimits {
  /** Plies. */
  depth?: number;
  /** Nodes. */
  nodes?: number;
  /** Milliseconds. */
  movetime?: number;
  /** Tie-breaks: the same position, seed and depth or nodes give the same move. */
  seed?: number;
}
"#;

/// A game in progress: a position and the moves that led to it.
#[wasm_bindgen]
pub struct Board {
    game: Game,
}

fn error(message: impl std::fmt::Display) -> JsError {
    JsError::new(&message.to_string())
}

/// `"w"`, `"b"`, or `"r"` for Vimes' Republican.
fn player_letter(p: Player) -> &'static str {
    match p.0 {
        0 => "w",
        1 => "b",
        _ => "r",
    }
}

/// The result in ffish.js's form; Vimes' results (three players) in words.
fn result_text(pos: &Position, outcome: Option<Outcome>) -> String {
    let Some(o) = outcome else {
        return "*".into();
    };
    if pos.rules().player_count() > 2 {
        return o.to_string();
    }
    match o.winner {
        Some(Player::WHITE) => "1-0".into(),
        Some(_) => "0-1".into(),
        None => "1/2-1/2".into(),
    }
}

#[wasm_bindgen]
impl Board {
    /// A game of `variant` (one of [`variants`]) from its usual start, or from `fen`, with
    /// `options` (see the README). Throws an `Error` naming what is wrong.
    #[wasm_bindgen(constructor)]
    pub fn new(
        variant: &str,
        fen: Option<String>,
        #[wasm_bindgen(unchecked_optional_param_type = "BoardOptions")] options: JsValue,
    ) -> Result<Board, JsError> {
        let settings = settings(variant, &options).map_err(error)?;
        let game = match fen.filter(|f| !f.trim().is_empty()) {
            Some(f) => Game::from_fen(&settings, &f),
            None => Game::new(&settings),
        }
        .map_err(error)?;
        Ok(Board { game })
    }

    fn pos(&self) -> &Position {
        self.game.position()
    }

    fn parse(&self, text: &str) -> Option<Move> {
        self.pos().parse_move(text.trim()).ok()
    }

    /// The game's name (`arnhem`).
    pub fn variant(&self) -> String {
        self.game.settings().name().into()
    }

    /// The legal moves (none once the game is over), each written by `write`,
    /// space-separated.
    fn write_legal(&self, write: impl Fn(&Position, &Move) -> String) -> String {
        if self.game.outcome().is_some() {
            return String::new();
        }
        let pos = self.pos();
        let list: Vec<String> = pos.legal_moves().iter().map(|m| write(pos, m)).collect();
        list.join(" ")
    }

    /// The legal moves, space-separated, in coordinate form as Fairy-Stockfish writes them
    /// (`e2e4 N@c4 pass`; shogi's `7g7f+`-style `+`, walls `e2e4,e4d5`).
    #[wasm_bindgen(js_name = legalMoves)]
    pub fn legal_moves(&self) -> String {
        self.write_legal(|pos, m| pos.uci(m))
    }

    /// The legal moves, space-separated, in the readable notation of the app's move list
    /// (`Nf3 exd5 K@b7 O-O e8=Q+`), in the order of [`Board::legal_moves`].
    #[wasm_bindgen(js_name = legalMovesSan)]
    pub fn legal_moves_san(&self) -> String {
        self.write_legal(|pos, m| match pos.play(m) {
            Ok(after) => engine::notation::notation(pos, m, &after),
            Err(_) => m.to_uci(pos.rules()),
        })
    }

    /// Plays `mv` (coordinate form) if it is legal and the game is not over: `true`; else
    /// `false` and nothing changes.
    pub fn push(&mut self, mv: &str) -> bool {
        if self.game.outcome().is_some() {
            return false;
        }
        match self.parse(mv) {
            Some(m) => self.game.play(&m).is_ok(),
            None => false,
        }
    }

    /// Why `mv` would be refused, or an empty string if it is legal (for a page's message).
    #[wasm_bindgen(js_name = whyIllegal)]
    pub fn why_illegal(&self, mv: &str) -> String {
        if self.game.outcome().is_some() {
            return "the game is over".into();
        }
        match self.pos().parse_move(mv.trim()) {
            Ok(m) => self
                .pos()
                .check(&m)
                .err()
                .map(|e| e.to_string())
                .unwrap_or_default(),
            Err(e) => e.to_string(),
        }
    }

    /// Takes back the last move: it, or `undefined` when there is none.
    pub fn pop(&mut self) -> Option<String> {
        let m = self.game.undo()?;
        Some(self.pos().uci(&m))
    }

    /// The position's FEN.
    pub fn fen(&self) -> String {
        self.pos().to_fen()
    }

    /// Starts again from `fen` (the moves are forgotten). Throws on a bad FEN, changing
    /// nothing.
    #[wasm_bindgen(js_name = setFen)]
    pub fn set_fen(&mut self, fen: &str) -> Result<(), JsError> {
        self.game = Game::from_fen(self.game.settings(), fen).map_err(error)?;
        Ok(())
    }

    /// Who is to move: `"w"`, `"b"`, or `"r"` (Vimes' Republican).
    pub fn turn(&self) -> String {
        player_letter(self.pos().turn()).into()
    }

    /// Whether the player to move is in check.
    #[wasm_bindgen(js_name = isCheck)]
    pub fn is_check(&self) -> bool {
        self.pos().in_check(self.pos().turn())
    }

    /// Whether the game is over (the game's own end, a threefold repetition or the
    /// fifty-move rule).
    #[wasm_bindgen(js_name = isGameOver)]
    pub fn is_game_over(&self) -> bool {
        self.game.outcome().is_some()
    }

    /// `"1-0"`, `"0-1"`, `"1/2-1/2"` or `"*"`; in Vimes (three players) the result in words
    /// ("Republican wins: stalemate").
    pub fn result(&self) -> String {
        result_text(self.pos(), self.game.outcome())
    }

    /// Why the game ended, in words ("White wins: checkmate"), or an empty string.
    #[wasm_bindgen(js_name = resultReason)]
    pub fn result_reason(&self) -> String {
        self.game
            .outcome()
            .map(|o| o.to_string())
            .unwrap_or_default()
    }

    /// The number of positions `depth` plies ahead (no draw rules), as Stockfish counts.
    pub fn perft(&self, depth: u32) -> f64 {
        engine::perft::perft(self.pos(), depth) as f64
    }

    /// ChessNim's free squares (`CN-5`), space-separated, also in a defined game with
    /// `x-freeSquareGoal`; empty in the other games.
    #[wasm_bindgen(js_name = freeSquares)]
    pub fn free_squares(&self) -> String {
        if !self.pos().rules().free_square_goal() {
            return String::new();
        }
        squares(self.pos().free_squares())
    }

    /// The moves played since the start, space-separated.
    #[wasm_bindgen(js_name = moveStack)]
    pub fn move_stack(&self) -> String {
        let list: Vec<String> = self
            .game
            .moves()
            .iter()
            .enumerate()
            .map(|(i, m)| match self.game.position_at(i) {
                Some(before) => before.uci(m),
                None => m.to_uci(self.game.start().rules()),
            })
            .collect();
        list.join(" ")
    }

    /// The computer's move in coordinate form (empty when the game is over), searched as
    /// the CLI and the app search: `limits` may hold `depth`, `nodes` and `movetime`
    /// (milliseconds, by the page's clock) and `seed`; with none, one second.
    #[wasm_bindgen(js_name = bestMove)]
    pub fn best_move(
        &self,
        #[wasm_bindgen(unchecked_optional_param_type = "SearchLimits")] limits: JsValue,
    ) -> Result<String, JsError> {
        let number = |key: &str| -> Result<Option<f64>, JsError> {
            if limits.is_undefined() || limits.is_null() {
                return Ok(None);
            }
            let v = js_sys::Reflect::get(&limits, &JsValue::from_str(key))
                .map_err(|_| error("the limits must be an object, as { depth: 6 }"))?;
            if v.is_undefined() {
                return Ok(None);
            }
            match v.as_f64() {
                Some(n) if n.is_finite() && n >= 0.0 => Ok(Some(n)),
                _ => Err(error(format!("{key} must be a number of at least 0"))),
            }
        };
        let depth = number("depth")?;
        let nodes = number("nodes")?;
        let seed = number("seed")?;
        let movetime = match (number("movetime")?, depth, nodes) {
            (Some(ms), _, _) => Some(ms),
            (None, None, None) => Some(1000.0),
            _ => None,
        };
        let mut l = Limits::default().with_seed(seed.unwrap_or(0.0) as u64);
        if let Some(d) = depth {
            l = l.with_depth((d as u32).max(1));
        }
        if let Some(n) = nodes {
            l = l.with_nodes((n as u64).max(1));
        }
        let deadline = movetime.map(|ms| js_sys::Date::now() + ms);
        let mut stop = |_: u64| deadline.is_some_and(|d| js_sys::Date::now() >= d);
        let r = search::best_move_in_game(&self.game, &l, &mut stop, &mut |_| {});
        Ok(r.best.map(|m| self.pos().uci(&m)).unwrap_or_default())
    }

    /// The board's width in files.
    pub fn width(&self) -> u8 {
        self.pos().rules().geometry().width()
    }

    /// The board's height in ranks.
    pub fn height(&self) -> u8 {
        self.pos().rules().geometry().height()
    }

    /// The squares that are holes (not part of the board), space-separated.
    pub fn holes(&self) -> String {
        squares(self.pos().rules().geometry().holes())
    }

    /// The pieces on the board, space-separated, each `square:letter` with an upper-case
    /// letter for the first player, lower case for the second and `~` after a Vimes
    /// Republican-only unit (`e1:K e8:k c3:P~`).
    pub fn pieces(&self) -> String {
        let pos = self.pos();
        let list: Vec<String> = pos
            .occupied()
            .iter()
            .filter_map(|sq| {
                let p = pos.piece_at(sq)?;
                let letter = pos.rules().kinds().get(p.kind.index())?.letter;
                let letter = if p.player == Player::WHITE {
                    letter.to_ascii_uppercase()
                } else {
                    letter.to_ascii_lowercase()
                };
                let mark = if p.is_promoted() { "~" } else { "" };
                Some(format!("{sq}:{letter}{mark}"))
            })
            .collect();
        list.join(" ")
    }

    /// The kinds of piece of this game, one per line: `letter name betza` (`N knight N`),
    /// with `royal` or `pawn` after them where it applies; what a page needs to draw and
    /// describe the pieces.
    #[wasm_bindgen(js_name = pieceKinds)]
    pub fn piece_kinds(&self) -> String {
        let kinds = self.pos().rules().kinds();
        let lines: Vec<String> = kinds
            .iter()
            .map(|k| {
                let mut line = format!("{} {} {}", k.letter, k.name.replace(' ', "-"), k.betza);
                if k.is_royal {
                    line.push_str(" royal");
                }
                if k.is_pawn {
                    line.push_str(" pawn");
                }
                line
            })
            .collect();
        lines.join("\n")
    }

    /// The pieces in each player's hand, as in the FEN's brackets (`[QRn]`, `*` for
    /// unlimited).
    pub fn hands(&self) -> String {
        let fen = self.pos().to_fen();
        let board = fen.split(' ').next().unwrap_or_default();
        match (board.find('['), board.rfind(']')) {
            (Some(a), Some(b)) if a < b => board[a + 1..b].to_string(),
            _ => String::new(),
        }
    }
}

fn squares(set: engine::SquareSet) -> String {
    let list: Vec<String> = set.iter().map(|s: Square| s.to_string()).collect();
    list.join(" ")
}
