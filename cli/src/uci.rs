//! The command loop's state and the commands, spoken as Fairy-Stockfish speaks UCI
//! (DESIGN.md, "Notation and the command-line engine").
//!
//! Every command either succeeds or prints an `info string error: ...` line and changes
//! nothing.

use crate::{bench, options, soak};
use engine::definition::{parse_definitions, Definition};
use engine::search::{self, Limits, SearchInfo, SearchMemory};
use engine::variants::vimes;
use engine::{perft, Count, Game, Phase, Player, Position, Settings, Variant};
use std::io::{self, Write};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Whether the loop goes on after a command.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flow {
    /// Read the next command.
    Continue,
    /// `quit`.
    Quit,
    /// The command ran and found a failure (a `soak` violation): the loop goes on, a
    /// one-shot run (`variantarium-cli soak ...`) exits with a failure status.
    Failed,
}

/// The engine's state between commands: the settings of the game and the game so far (its
/// start and the moves of the last `position` command, so that a search knows which
/// positions already stood, `SH-3`).
pub struct Session {
    settings: Settings,
    /// The games loaded with `setoption name VariantPath`.
    defined: Vec<Arc<Definition>>,
    pos: Position,
    game: Game,
    /// What the searches of this game keep from move to move (cleared by a new game).
    memory: SearchMemory,
    /// The setup (`startpos` or the FEN) of the last `position` command: another one is
    /// another game, and the memory is cleared.
    setup: String,
}

const HELP: &str = "\
Commands (UCI as Fairy-Stockfish speaks it, plus a few extensions):
  uci                                 identify, list the options, then uciok
  isready                             readyok
  setoption name <name> value <v>     change an option (see 'uci'); VariantPath FILE
                                      loads game definitions (variants.ini format)
  ucinewgame                          back to the starting position; the search forgets
                                      the table it kept from the game's earlier moves
  position startpos [moves m1 m2 ...] set the position (moves: K@b7, e2e4, e7e8q)
  position fen <FEN> [moves ...]
  go perft <N>                        count leaf positions N plies deep, per move
  go [depth N] [nodes N] [movetime MS] [wtime MS btime MS winc MS binc MS] [seed N]
                                      search; info lines per depth, then bestmove
                                      (plain 'go' searches for one second)
  d                                   diagram, FEN, side to move, hands, free squares, result
  legal                               all legal moves on one line
  bench [ms]                          timing figures (ms: time per measurement, default 1000)
  soak [N] [seed] [game]              N games of each game (or of one), every move checked
  nimbench [games N] [seed S] [from PLY] [ms MS] [play NODES] [board WxH]
                                      ChessNim hint times per ply (board 8x8 by default)
  quit";

impl Session {
    /// A ChessNim session at the default settings' starting position.
    pub fn new() -> Result<Session, String> {
        let settings = Settings::new(Variant::ChessNim);
        let pos = Position::start(&settings).map_err(|e| e.to_string())?;
        let game = Game::from_position(&settings, pos.clone());
        Ok(Session {
            settings,
            defined: Vec::new(),
            pos,
            game,
            memory: SearchMemory::per_player(),
            setup: String::new(),
        })
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        &self.pos
    }

    /// The settings of the current game.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// Runs one command line, writing its reply to `out`.
    pub fn handle(&mut self, line: &str, out: &mut dyn Write) -> io::Result<Flow> {
        let tokens: Vec<&str> = line.split_whitespace().collect();
        let Some((&cmd, args)) = tokens.split_first() else {
            return Ok(Flow::Continue);
        };
        match cmd {
            "quit" => return Ok(Flow::Quit),
            "uci" => self.uci(out)?,
            "isready" => writeln!(out, "readyok")?,
            "ucinewgame" => self.new_game(out)?,
            "setoption" => self.setoption(args, out)?,
            "position" => self.position_cmd(args, out)?,
            "go" => self.go(args, out)?,
            "d" => self.diagram(out)?,
            "legal" => self.legal(out)?,
            "bench" => self.bench(args, out)?,
            "soak" => return soak_cmd(args, out),
            "nimbench" => match crate::nimbench::parse(args) {
                Ok(o) => crate::nimbench::run(&o, out)?,
                Err(e) => error(out, &e)?,
            },
            "help" => writeln!(out, "{HELP}")?,
            // Nothing runs in the background, so there is nothing to stop.
            "stop" | "ponderhit" => {}
            _ => writeln!(
                out,
                "Unknown command: '{}'. Type help for more information.",
                line.trim()
            )?,
        }
        Ok(Flow::Continue)
    }

    fn uci(&self, out: &mut dyn Write) -> io::Result<()> {
        writeln!(out, "id name Variantarium {}", env!("CARGO_PKG_VERSION"))?;
        writeln!(out, "id author the Variantarium developers")?;
        writeln!(out)?;
        for l in options::uci_lines(&self.defined) {
            writeln!(out, "{l}")?;
        }
        writeln!(out, "uciok")
    }

    fn new_game(&mut self, out: &mut dyn Write) -> io::Result<()> {
        self.memory.clear();
        match Position::start(&self.settings) {
            Ok(p) => {
                self.game = Game::from_position(&self.settings, p.clone());
                self.pos = p;
            }
            Err(e) => error(out, &format!("cannot start a new game: {e}"))?,
        }
        Ok(())
    }

    fn setoption(&mut self, args: &[&str], out: &mut dyn Write) -> io::Result<()> {
        if args.first() != Some(&"name") {
            return error(out, "expected: setoption name <name> [value <value>]");
        }
        let rest = &args[1..];
        let (name, value) = match rest.iter().position(|&t| t == "value") {
            Some(i) => (rest[..i].join(" "), Some(rest[i + 1..].join(" "))),
            None => (rest.join(" "), None),
        };
        if name.is_empty() {
            return error(out, "setoption: the option name is missing");
        }
        if name.eq_ignore_ascii_case(options::VARIANT_PATH) {
            return self.load_variants(value.as_deref().unwrap_or("").trim(), out);
        }
        let new = match options::apply(&self.settings, &self.defined, &name, value.as_deref()) {
            Ok(s) => s,
            Err(e) => return error(out, &e),
        };
        // A setting that changes the game starts a new one (as Fairy-Stockfish does when
        // UCI_Variant changes); if it cannot start, nothing changes.
        match Position::start(&new) {
            Ok(p) => {
                self.memory.clear();
                self.game = Game::from_position(&new, p.clone());
                self.settings = new;
                self.pos = p;
                Ok(())
            }
            Err(e) => error(out, &format!("{name} refused: {e}")),
        }
    }

    /// `setoption name VariantPath value FILE`: reads the definitions of `FILE`; every
    /// section that can be played joins `UCI_Variant` (replacing a game of the same name
    /// loaded before). A file that does not read changes nothing.
    fn load_variants(&mut self, path: &str, out: &mut dyn Write) -> io::Result<()> {
        if path.is_empty() || path == "<empty>" {
            return Ok(());
        }
        let text = match std::fs::read_to_string(path) {
            Ok(t) => t,
            Err(e) => return error(out, &format!("VariantPath: cannot read {path}: {e}")),
        };
        let defs = match parse_definitions(&text) {
            Ok(d) => d,
            Err(e) => return error(out, &format!("VariantPath {path}: {e}")),
        };
        let mut loaded = Vec::new();
        self.memory.clear();
        for d in defs {
            let name = d.name.clone();
            let line = d.line;
            let settings = Settings::defined(d);
            match Position::start(&settings) {
                Ok(_) => {
                    if let Some(def) = settings.definition {
                        self.defined.retain(|x| x.name != def.name);
                        self.defined.push(def);
                        loaded.push(name);
                    }
                }
                Err(e) => writeln!(
                    out,
                    "info string {path}: line {line}: [{name}] cannot be played: {e}"
                )?,
            }
        }
        writeln!(
            out,
            "info string loaded {} variant{} from {path}: {}",
            loaded.len(),
            if loaded.len() == 1 { "" } else { "s" },
            loaded.join(", ")
        )
    }

    fn position_cmd(&mut self, args: &[&str], out: &mut dyn Write) -> io::Result<()> {
        let moves_at = args.iter().position(|&t| t == "moves");
        let (setup, moves) = match moves_at {
            Some(i) => (&args[..i], &args[i + 1..]),
            None => (args, &args[args.len()..]),
        };
        let start = match setup.split_first() {
            Some((&"startpos", [])) => Position::start(&self.settings),
            Some((&"startpos", extra)) => {
                return error(
                    out,
                    &format!(
                        "unexpected '{}' after startpos (expected 'moves')",
                        extra.join(" ")
                    ),
                )
            }
            Some((&"fen", [])) => return error(out, "position fen: the FEN is missing"),
            Some((&"fen", fen)) => Position::from_fen(&self.settings, &fen.join(" ")),
            _ => {
                return error(
                    out,
                    "expected: position startpos [moves ...] or position fen <FEN> [moves ...]",
                )
            }
        };
        let mut pos = match start {
            Ok(p) => p,
            Err(e) => return error(out, &format!("position refused: {e}")),
        };
        let mut game = Game::from_position(&self.settings, pos.clone());
        for (i, &text) in moves.iter().enumerate() {
            let m = match pos.parse_move(text) {
                Ok(m) => m,
                Err(e) => {
                    return error(
                        out,
                        &format!("move {} refused, position unchanged: {e}", i + 1),
                    )
                }
            };
            pos = match pos.play(&m) {
                Ok(p) => {
                    // The same move, already checked: only the history is recorded.
                    let _ = game.play(&m);
                    p
                }
                Err(e) => {
                    return error(
                        out,
                        &format!(
                            "move {} '{text}' is illegal, position unchanged: {e}",
                            i + 1
                        ),
                    )
                }
            };
        }
        let setup = setup.join(" ");
        if setup != self.setup {
            self.memory.clear();
            self.setup = setup;
        }
        self.pos = pos;
        self.game = game;
        Ok(())
    }

    fn go(&mut self, args: &[&str], out: &mut dyn Write) -> io::Result<()> {
        match args {
            ["perft", n] => match n.parse::<u32>() {
                Ok(depth) if depth >= 1 => self.perft(depth, out),
                _ => error(
                    out,
                    &format!("perft depth '{n}' should be a whole number of at least 1"),
                ),
            },
            ["perft"] => error(out, "go perft needs a depth: go perft <N>"),
            _ => match parse_go(args, self.pos.turn()) {
                Ok(budget) => self.search(&budget, out),
                Err(e) => error(out, &e),
            },
        }
    }

    /// Searches the current position within `budget`, printing an `info` line per completed
    /// depth and the `bestmove`.
    fn search(&mut self, budget: &Budget, out: &mut dyn Write) -> io::Result<()> {
        let rules = self.pos.rules();
        let started = Instant::now();
        let deadline = budget.movetime.map(|t| started + t);
        let mut stop = |_nodes: u64| deadline.is_some_and(|d| Instant::now() >= d);
        let mut failed: Option<io::Error> = None;
        let mut info = |i: &SearchInfo| {
            if failed.is_some() {
                return;
            }
            let ms = started.elapsed().as_millis().max(1);
            let pv: Vec<String> = i.pv.iter().map(|m| m.to_uci(rules)).collect();
            let line = format!(
                "info depth {} score {} nodes {} nps {} time {} pv {}",
                i.depth,
                search::uci_score(i.score),
                i.nodes,
                u128::from(i.nodes) * 1000 / ms,
                ms,
                pv.join(" ")
            );
            if let Err(e) = writeln!(out, "{line}").and_then(|_| out.flush()) {
                failed = Some(e);
            }
        };
        let r = search::best_move_remembering(
            &self.game,
            &budget.limits,
            &mut self.memory,
            &mut stop,
            &mut info,
        );
        if let Some(e) = failed {
            return Err(e);
        }
        match r.best {
            Some(m) => writeln!(out, "bestmove {}", self.pos.uci(&m)),
            None => writeln!(out, "bestmove (none)"),
        }
    }

    fn perft(&self, depth: u32, out: &mut dyn Write) -> io::Result<()> {
        let mut total = 0u64;
        for (m, n) in perft::divide(&self.pos, depth) {
            writeln!(out, "{}: {n}", self.pos.uci(&m))?;
            total += n;
        }
        writeln!(out)?;
        writeln!(out, "Nodes searched: {total}")?;
        writeln!(out)
    }

    fn diagram(&self, out: &mut dyn Write) -> io::Result<()> {
        let pos = &self.pos;
        writeln!(out)?;
        write!(out, "{pos}")?;
        writeln!(out)?;
        writeln!(out, "Variant: {}", pos.rules().name())?;
        writeln!(out, "Fen: {}", pos.to_fen())?;
        writeln!(out, "Side to move: {}", pos.turn().name())?;
        if pos.rules().has_hands() {
            for p in (0..pos.rules().player_count()).map(Player) {
                writeln!(out, "Hand {}: {}", p.name(), hand_text(pos, p))?;
            }
        }
        if pos.rules().free_square_goal() {
            writeln!(out, "Free squares: {}", pos.free_squares().count())?;
        }
        match pos.rules().variant() {
            Variant::Arnhem => {
                let phase = match pos.phase() {
                    Phase::Deploy => "deployment",
                    Phase::Change => "Black's change after deployment",
                    Phase::Play => "play",
                };
                writeln!(out, "Phase: {phase}")?;
            }
            Variant::Vimes => writeln!(out, "Schedule: {}", vimes::schedule_text(pos))?,
            _ => {}
        }
        for p in (0..pos.rules().player_count()).map(Player) {
            if pos.in_check(p) {
                writeln!(out, "Check: {}", p.name())?;
            }
        }
        if let Some(o) = pos.outcome() {
            writeln!(out, "Result: {o}")?;
        }
        Ok(())
    }

    fn legal(&self, out: &mut dyn Write) -> io::Result<()> {
        let moves: Vec<String> = self
            .pos
            .legal_moves()
            .iter()
            .map(|m| self.pos.uci(m))
            .collect();
        writeln!(out, "{}", moves.join(" "))
    }

    fn bench(&self, args: &[&str], out: &mut dyn Write) -> io::Result<()> {
        let budget_ms = match args {
            [] => bench::DEFAULT_BUDGET_MS,
            [ms] => match ms.parse::<u64>() {
                Ok(n) if (1..=600_000).contains(&n) => n,
                _ => {
                    return error(
                        out,
                        &format!("bench time '{ms}' should be milliseconds, 1 to 600000"),
                    )
                }
            },
            _ => return error(out, "expected: bench [milliseconds per measurement]"),
        };
        bench::run(budget_ms, out)
    }
}

/// What a `go` command asks for.
#[derive(Debug, PartialEq)]
struct Budget {
    limits: Limits,
    movetime: Option<Duration>,
}

/// Reads `go`'s arguments: `depth`, `nodes`, `movetime`, the clocks (`wtime`, `btime`,
/// `winc`, `binc`, `movestogo`: a thirtieth of the mover's time, or of its share until the
/// time control, plus half its increment) and `seed`. Plain `go` searches for one second.
fn parse_go(args: &[&str], turn: Player) -> Result<Budget, String> {
    let mut limits = Limits::default();
    let mut movetime = None;
    let mut clock: [Option<u64>; 2] = [None, None];
    let mut inc: [u64; 2] = [0, 0];
    let mut moves_to_go: Option<u64> = None;
    let mut any = false;
    let mut i = 0;
    while i < args.len() {
        let key = args[i];
        if key == "infinite" || key == "ponder" {
            return Err(format!(
                "'go {key}' is not supported: the command loop reads nothing while it \
                 searches, so it could not be stopped; give depth, nodes or movetime"
            ));
        }
        let Some(value) = args.get(i + 1) else {
            return Err(format!("go {key}: a number should follow"));
        };
        let n: u64 = value
            .parse()
            .map_err(|_| format!("go {key} '{value}': should be a whole number"))?;
        match key {
            "depth" if (1..=100).contains(&n) => limits.depth = n as u32,
            "depth" => return Err(format!("go depth {n}: should be 1 to 100")),
            "nodes" if n >= 1 => limits.nodes = n,
            "movetime" if n >= 1 => movetime = Some(Duration::from_millis(n)),
            "wtime" => clock[0] = Some(n),
            "btime" => clock[1] = Some(n),
            "winc" => inc[0] = n,
            "binc" => inc[1] = n,
            "movestogo" if n >= 1 => moves_to_go = Some(n),
            "seed" => limits.seed = n,
            "nodes" | "movetime" | "movestogo" => {
                return Err(format!("go {key} {n}: should be at least 1"))
            }
            _ => return Err(format!("go: unknown limit '{key}'")),
        }
        any |= key != "seed";
        i += 2;
    }
    let side = usize::from(turn.0.min(1));
    if movetime.is_none() {
        if let Some(left) = clock[side] {
            let share = left / moves_to_go.unwrap_or(30).clamp(1, 30);
            let ms = (share + inc[side] / 2).min(left.saturating_sub(50)).max(10);
            movetime = Some(Duration::from_millis(ms));
        }
    }
    if !any {
        movetime = Some(Duration::from_secs(1));
    }
    Ok(Budget { limits, movetime })
}

/// `soak [N] [seed] [game]`: N games of each game (default 100) or of the one named, seed
/// default 1.
fn soak_cmd(args: &[&str], out: &mut dyn Write) -> io::Result<Flow> {
    let number = |i: usize, default: u64, max: u64, what: &str| match args.get(i) {
        None => Ok(default),
        Some(t) => match t.parse::<u64>() {
            Ok(n) if (1..=max).contains(&n) || (what == "seed" && n <= max) => Ok(n),
            _ => Err(format!(
                "soak {what} '{t}' should be a whole number up to {max}"
            )),
        },
    };
    let only = match args.get(2) {
        None => Ok(None),
        Some(name) => Variant::from_name(name)
            .map(Some)
            .ok_or_else(|| format!("soak: unknown game '{name}'")),
    };
    let parsed = if args.len() > 3 {
        Err("expected: soak [games per game] [seed] [game]".to_string())
    } else {
        only.and_then(|only| {
            let n = number(0, 100, 10_000_000, "games")?;
            Ok((n, number(1, 1, u64::MAX, "seed")?, only))
        })
    };
    match parsed {
        Ok((n, seed, only)) => Ok(if soak::run_only(n, seed, only, out)? {
            Flow::Continue
        } else {
            Flow::Failed
        }),
        Err(e) => {
            error(out, &e)?;
            Ok(Flow::Continue)
        }
    }
}

/// A hand as `K:1 Q:1 R:2` (`K:*` for unlimited; Black's letters in lower case, as in
/// FEN), in the spirit of the material option.
fn hand_text(pos: &Position, p: Player) -> String {
    let items: Vec<String> = pos
        .hand(p)
        .iter()
        .map(|(k, c)| {
            let n = match c {
                Count::Unlimited => "*".to_string(),
                Count::Finite(n) => n.to_string(),
            };
            let letter = pos.rules().kind(k).letter;
            let letter = if p == Player::WHITE {
                letter
            } else {
                letter.to_ascii_lowercase()
            };
            format!("{letter}:{n}")
        })
        .collect();
    if items.is_empty() {
        "(empty)".to_string()
    } else {
        items.join(" ")
    }
}

fn error(out: &mut dyn Write, msg: &str) -> io::Result<()> {
    writeln!(out, "info string error: {msg}")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A session at the default settings.
    fn session() -> Session {
        let Ok(s) = Session::new() else {
            panic!("the default settings start a game");
        };
        s
    }

    fn run(s: &mut Session, line: &str) -> String {
        let mut out = Vec::new();
        let _ = s.handle(line, &mut out);
        String::from_utf8_lossy(&out).into_owned()
    }

    #[test]
    fn garbage_never_changes_the_position() {
        let mut s = session();
        run(&mut s, "setoption name ChessNimMaterial value K:K:*");
        run(&mut s, "position startpos moves K@b7");
        let before = s.position().clone();
        for line in [
            "position",
            "position moves K@a1",
            "position startpos K@a1",
            "position fen",
            "position fen 8/7 w",
            "position fen 8/8/8/8/8/8/8/8[K*k*] w KQ - 0 1",
            "position fen 8/8/8/8/8/8/8/8[K*k*] w - - x 1",
            "position fen 9/8/8/8/8/8/8/8[K*k*] w - - 0 1",
            "position fen 8/8/8/8/8/8/8/8[K*k*] x - - 0 1",
            "position fen 8/8/8/8/8/8/8/8[Q] w - - 0 1",
            "position startpos moves K@b7 K@b7",
            "position startpos moves K@",
            "position startpos moves K@q1",
            "position startpos moves é@a1",
            "position startpos moves a1a2",
            "position startpos moves Z@a1",
            "setoption",
            "setoption name",
            "setoption name ChessNimSize value 0x0",
            "setoption name UCI_Variant value checkers",
            "setoption name ArnhemDeployment value maybe",
            "go perft 0",
            "go perft -1",
            "go perft x",
            "go depth 0",
            "go depth",
            "go nodes x",
            "go movetime 0",
            "go infinite",
            "go sideways 3",
            "bench 0",
        ] {
            let reply = run(&mut s, line);
            assert!(
                reply.starts_with("info string error: "),
                "{line:?} gave {reply:?}"
            );
            assert_eq!(s.position(), &before, "{line:?} changed the position");
        }
        assert!(run(&mut s, "frobnicate").starts_with("Unknown command: 'frobnicate'"));
    }

    /// The nodes of the last `info depth` line of a reply.
    fn last_nodes(reply: &str) -> u64 {
        let line = reply
            .lines()
            .rfind(|l| l.starts_with("info depth"))
            .unwrap();
        let mut words = line.split_whitespace();
        words.find(|&w| w == "nodes");
        words.next().unwrap().parse().unwrap()
    }

    /// The searches of one game keep their table from move to move: the same position
    /// searched again takes fewer nodes; `ucinewgame`, another start position or another
    /// game forget it.
    #[test]
    fn searches_of_a_game_remember_until_a_new_game() {
        let mut s = session();
        run(&mut s, "setoption name UCI_Variant value nastyneighbours");
        run(&mut s, "position startpos moves e2e3");
        let fresh = last_nodes(&run(&mut s, "go depth 6"));
        assert!(last_nodes(&run(&mut s, "go depth 6")) < fresh);
        run(&mut s, "ucinewgame");
        run(&mut s, "position startpos moves e2e3");
        assert_eq!(last_nodes(&run(&mut s, "go depth 6")), fresh);
        // Another start is another game.
        run(
            &mut s,
            "position fen rNbQkQbNr/pPpPpPpPp/9/9/9/4P4/PpPp1pPpP/RnBqKqBnR b KQkq - 0 1",
        );
        assert_eq!(last_nodes(&run(&mut s, "go depth 6")), fresh);
        run(&mut s, "setoption name UCI_Variant value nastyneighbours");
        run(&mut s, "position startpos moves e2e3");
        assert_eq!(last_nodes(&run(&mut s, "go depth 6")), fresh);
    }

    #[test]
    fn go_depth_prints_info_per_depth_then_bestmove() {
        let mut s = session();
        run(&mut s, "setoption name UCI_Variant value chessence");
        run(&mut s, "position startpos");
        let reply = run(&mut s, "go depth 3");
        let lines: Vec<&str> = reply.lines().collect();
        assert_eq!(lines.len(), 4, "{reply}");
        for (d, l) in lines[..3].iter().enumerate() {
            assert!(
                l.starts_with(&format!("info depth {} score cp ", d + 1)) && l.contains(" pv "),
                "{l}"
            );
        }
        let best = lines[3].strip_prefix("bestmove ").expect("bestmove");
        let legal = run(&mut s, "legal");
        assert!(
            legal.split_whitespace().any(|m| m == best),
            "{best} in {legal}"
        );
        // The same search again gives the same move (deterministic for a budget).
        assert_eq!(run(&mut s, "go depth 3").lines().last(), Some(lines[3]));
    }

    #[test]
    fn go_finds_the_winning_drop_and_reports_none_when_over() {
        let mut s = session();
        run(&mut s, "setoption name ChessNimMaterial value K:K:*");
        // CN-9's reference game one drop before its end: h2 takes the last free squares.
        run(
            &mut s,
            "position startpos moves K@b7 K@e7 K@g7 K@g4 K@d4 K@b4 K@b2 K@c3 K@f3 K@f1 K@d2",
        );
        let reply = run(&mut s, "go nodes 1000");
        assert!(reply.contains("score mate 1"), "{reply}");
        let best = reply
            .lines()
            .last()
            .and_then(|l| l.strip_prefix("bestmove "));
        let Some(best) = best else {
            panic!("no bestmove in {reply}");
        };
        run(&mut s, &format!("position startpos moves K@b7 K@e7 K@g7 K@g4 K@d4 K@b4 K@b2 K@c3 K@f3 K@f1 K@d2 {best}"));
        assert!(run(&mut s, "d").contains("Result: Black wins"));
        assert_eq!(run(&mut s, "go depth 2").trim(), "bestmove (none)");
    }

    #[test]
    fn go_clock_and_movetime_budgets() {
        let white = Player::WHITE;
        let b = parse_go(&["wtime", "30000", "btime", "1000", "winc", "1000"], white);
        assert_eq!(b.map(|b| b.movetime), Ok(Some(Duration::from_millis(1500))));
        let b = parse_go(&["btime", "3000"], Player::BLACK);
        assert_eq!(b.map(|b| b.movetime), Ok(Some(Duration::from_millis(100))));
        let b = parse_go(&[], white);
        assert_eq!(b.map(|b| b.movetime), Ok(Some(Duration::from_secs(1))));
        let b = parse_go(&["depth", "4", "seed", "9"], white);
        assert_eq!(
            b.map(|b| (b.limits.depth, b.limits.seed, b.movetime)),
            Ok((4, 9, None))
        );
    }
}
