//! Matches between two UCI engines, as engine developers measure strength
//! (`variantarium-cli match …`, BENCH.md): each engine a process spoken to in UCI (two
//! builds of ours, or ours against Fairy-Stockfish on a game both play), the games started
//! from seeded opening positions (each opening played twice, the colours swapped), every
//! move checked by our engine (an illegal or missing move loses), the result as
//! wins/draws/losses with an Elo estimate and its 95 % error bar, an optional SPRT stop, and
//! games in parallel.
//!
//! Vimes Chess has three seats: each opening is played six times, each engine alone in
//! each seat with the other engine in the two others. A game counts for engine 1 as a win
//! when the side it plays wins (its seat, or one of its two), a loss when the other
//! engine's does, so that two equal engines score even.
//!
//! ```text
//! variantarium-cli match ENGINE1 ENGINE2 [variant V] [games N] [nodes N | movetime MS |
//!     depth N] [concurrency N] [openings-plies N] [seed N] [sprt ELO0 ELO1] [plies N]
//!     [option NAME=VALUE]... [variant-path FILE.ini] [records FILE]
//! ```
//!
//! With `records FILE`, each finished game is added to FILE: its line, `fen` (the opening)
//! and `moves` (every move played, in coordinate form).
//!
//! With `variant-path`, both engines load the definition file (`setoption name VariantPath`,
//! before `UCI_Variant`) and `variant` may name one of its sections: a defined game, which
//! our engine checks as it checks the five.

use std::io::{self, BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

mod score;
pub use score::{GameResult, Score, SPRT_BOUNDS};

use crate::soak::Rng;
use engine::{Game, Phase, Player, Settings, Variant};

/// What a match plays.
#[derive(Clone, Debug)]
pub struct MatchConfig {
    /// The two engines' commands (a path, run without arguments).
    pub engines: [String; 2],
    /// The game.
    pub variant: Variant,
    /// Games to play (rounded up to a whole number of openings: each opening twice, six
    /// times in Vimes).
    pub games: usize,
    /// `go` arguments for every move (`nodes 20000`, `movetime 200`, `depth 6`).
    pub limit: String,
    /// Games at once (each with its own two engine processes).
    pub concurrency: usize,
    /// Random legal plies played from the start to make each opening (Arnhem's secret
    /// deployment is always played to its end at random).
    pub opening_plies: usize,
    /// The seed of the openings.
    pub seed: u64,
    /// Stop early when the sequential probability ratio test decides between these two Elo
    /// differences (engine 1 minus engine 2), with α = β = 0.05.
    pub sprt: Option<(f64, f64)>,
    /// A game reaching this many plies is a draw (adjudicated).
    pub max_plies: usize,
    /// `setoption name NAME value VALUE` sent to both engines after the variant.
    pub options: Vec<(String, String)>,
    /// A definition file (`variant-path FILE`): sent to both engines as
    /// `setoption name VariantPath` (as Fairy-Stockfish reads it), and `variant` may name
    /// one of its sections.
    pub variant_path: Option<String>,
    /// The defined game played, when `variant` names a section of `variant_path`.
    pub definition: Option<std::sync::Arc<engine::definition::Definition>>,
    /// A file each finished game is added to (`records FILE`): its line, its start FEN and
    /// its moves, to read the games back (and to fit evaluation weights to them).
    pub records: Option<String>,
}

impl MatchConfig {
    /// Games per opening: each seat once with each engine alone in it (2, or 6 in Vimes).
    pub fn games_per_opening(&self) -> usize {
        if self.variant == Variant::Vimes {
            6
        } else {
            2
        }
    }

    /// Game `i` of the match: its opening, the seat one engine plays alone, and which
    /// engine that is (0: engine 1, in the two-player games always).
    pub fn game_plan(&self, i: usize) -> (usize, Player, usize) {
        let per = self.games_per_opening();
        let k = i % per;
        if per == 2 {
            (i / 2, Player(k as u8), 0)
        } else {
            (i / per, Player((k / 2) as u8), k % 2)
        }
    }

    /// The settings of the game played.
    pub fn settings(&self) -> Settings {
        match &self.definition {
            Some(d) => Settings {
                definition: Some(d.clone()),
                ..Settings::new(Variant::Defined)
            },
            None => Settings::new(self.variant),
        }
    }

    /// Reads the `match` command's arguments (after the word `match`).
    pub fn parse(args: &[String]) -> Result<MatchConfig, String> {
        let mut it = args.iter();
        let mut engine = || {
            it.next()
                .cloned()
                .ok_or_else(|| "match: give two engines (paths of UCI engines)".to_string())
        };
        let engines = [engine()?, engine()?];
        let mut c = MatchConfig::with_defaults(engines);
        let mut variant_name: Option<String> = None;
        let rest: Vec<&String> = args.iter().skip(2).collect();
        let mut i = 0;
        while i < rest.len() {
            i += c.read_argument(&rest, i, &mut variant_name)?;
        }
        if let Some(v) = variant_name {
            c.choose_variant(&v)?;
        }
        engine::Position::start(&c.settings())
            .map_err(|e| format!("match: {} cannot be played: {e}", c.settings().name()))?;
        let per = c.games_per_opening();
        c.games = c.games.div_ceil(per) * per;
        Ok(c)
    }

    /// The configuration before any argument: Nasty Neighbours, 20 games at 20000 nodes.
    fn with_defaults(engines: [String; 2]) -> MatchConfig {
        MatchConfig {
            engines,
            variant: Variant::NastyNeighbours,
            games: 20,
            limit: "nodes 20000".into(),
            concurrency: std::thread::available_parallelism().map_or(1, |n| n.get()),
            opening_plies: 4,
            seed: 1,
            sprt: None,
            max_plies: 400,
            options: Vec::new(),
            variant_path: None,
            definition: None,
            records: None,
        }
    }

    /// Reads the argument `rest[i]` and its values; returns how many words it took.
    fn read_argument(
        &mut self,
        rest: &[&String],
        i: usize,
        variant_name: &mut Option<String>,
    ) -> Result<usize, String> {
        let key = rest[i].as_str();
        let value = || argument_value(rest, i, key);
        match key {
            "variant" => *variant_name = Some(value()?.clone()),
            "variant-path" => self.variant_path = Some(value()?.clone()),
            "games" => self.games = argument_number(value()?, key)?.max(1) as usize,
            "nodes" | "movetime" | "depth" => {
                self.limit = format!("{key} {}", argument_number(value()?, key)?.max(1))
            }
            "concurrency" => self.concurrency = argument_number(value()?, key)?.max(1) as usize,
            "openings-plies" => self.opening_plies = argument_number(value()?, key)? as usize,
            "seed" => self.seed = argument_number(value()?, key)?,
            "records" => self.records = Some(value()?.clone()),
            "plies" => self.max_plies = argument_number(value()?, key)?.max(1) as usize,
            "sprt" => {
                let lo = value()?;
                let hi = rest
                    .get(i + 2)
                    .ok_or("match: 'sprt' needs two Elo values")?;
                let parse = |t: &str| {
                    t.parse::<f64>()
                        .map_err(|_| format!("match: 'sprt' wants numbers, not '{t}'"))
                };
                self.sprt = Some((parse(lo)?, parse(hi)?));
                return Ok(3);
            }
            "option" => {
                let v = value()?;
                let (n, val) = v
                    .split_once('=')
                    .ok_or("match: 'option' is written NAME=VALUE")?;
                self.options.push((n.to_string(), val.to_string()));
            }
            other => return Err(format!("match: unknown argument '{other}'")),
        }
        Ok(2)
    }

    /// Sets the game named `v`: a section of the `variant-path` file, else one of the five.
    fn choose_variant(&mut self, v: &str) -> Result<(), String> {
        let defined = match &self.variant_path {
            Some(path) => {
                let text = std::fs::read_to_string(path)
                    .map_err(|e| format!("match: cannot read {path}: {e}"))?;
                let defs = engine::definition::parse_definitions(&text)
                    .map_err(|e| format!("match: {path}: {e}"))?;
                defs.into_iter().find(|d| d.name == v)
            }
            None => None,
        };
        match defined {
            Some(d) => {
                self.variant = Variant::Defined;
                self.definition = Some(std::sync::Arc::new(d));
            }
            None => {
                self.variant =
                    Variant::from_name(v).ok_or_else(|| format!("match: unknown variant '{v}'"))?;
            }
        }
        Ok(())
    }
}

/// The value after the argument `rest[i]` (named `key` in the error).
fn argument_value<'a>(rest: &[&'a String], i: usize, key: &str) -> Result<&'a String, String> {
    rest.get(i + 1)
        .copied()
        .ok_or_else(|| format!("match: '{key}' needs a value"))
}

/// `text` read as the number the argument `key` wants.
fn argument_number(text: &str, key: &str) -> Result<u64, String> {
    text.parse()
        .map_err(|_| format!("match: '{key}' wants a number, not '{text}'"))
}

/// A UCI engine process.
struct Engine {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl Engine {
    fn start(command: &str) -> Result<Engine, String> {
        let mut child = Command::new(command)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("cannot start engine '{command}': {e}"))?;
        let input = child.stdin.take().ok_or("no engine input")?;
        let output = BufReader::new(child.stdout.take().ok_or("no engine output")?);
        Ok(Engine {
            child,
            input,
            output,
        })
    }

    fn send(&mut self, line: &str) -> Result<(), String> {
        writeln!(self.input, "{line}")
            .and_then(|()| self.input.flush())
            .map_err(|e| format!("the engine stopped listening: {e}"))
    }

    /// Reads lines until one starts with `prefix`; returns it.
    fn wait_for(&mut self, prefix: &str) -> Result<String, String> {
        let mut line = String::new();
        loop {
            line.clear();
            let n = self
                .output
                .read_line(&mut line)
                .map_err(|e| format!("the engine's output failed: {e}"))?;
            if n == 0 {
                return Err(format!("the engine ended before '{prefix}'"));
            }
            if line.trim_start().starts_with(prefix) {
                return Ok(line.trim().to_string());
            }
        }
    }

    fn setup(&mut self, config: &MatchConfig) -> Result<(), String> {
        self.send("uci")?;
        self.wait_for("uciok")?;
        for (name, value) in &config.options {
            self.send(&format!("setoption name {name} value {value}"))?;
        }
        if let Some(path) = &config.variant_path {
            self.send(&format!("setoption name VariantPath value {path}"))?;
        }
        self.send(&format!(
            "setoption name UCI_Variant value {}",
            config.settings().name()
        ))?;
        self.send("isready")?;
        self.wait_for("readyok").map(|_| ())
    }

    /// The engine's move in `fen` after `moves`.
    fn best_move(&mut self, fen: &str, moves: &[String], limit: &str) -> Result<String, String> {
        let moves = if moves.is_empty() {
            String::new()
        } else {
            format!(" moves {}", moves.join(" "))
        };
        self.send(&format!("position fen {fen}{moves}"))?;
        self.send(&format!("go {limit}"))?;
        let line = self.wait_for("bestmove")?;
        Ok(line.split_whitespace().nth(1).unwrap_or("").to_string())
    }
}

/// How long an engine has to exit after `quit` before its process is killed.
const QUIT_GRACE: Duration = Duration::from_secs(2);

impl Drop for Engine {
    /// Asks the engine to quit and waits for it, but not forever: an engine that has not
    /// exited after [`QUIT_GRACE`] (one behind a pipe that stays open, say) is killed, so
    /// the match never hangs on a process it is done with.
    fn drop(&mut self) {
        let _ = self.send("quit");
        let deadline = Instant::now() + QUIT_GRACE;
        while Instant::now() < deadline {
            match self.child.try_wait() {
                Ok(None) => std::thread::sleep(Duration::from_millis(10)),
                _ => return,
            }
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The opening of game pair `n`: the FEN after random legal plies from the start
/// (Arnhem's secret deployment played to its end at random).
pub fn opening(config: &MatchConfig, n: usize) -> Result<String, String> {
    let settings = config.settings();
    let mut rng = Rng::new(config.seed ^ (n as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15));
    let mut game = Game::new(&settings).map_err(|e| e.to_string())?;
    let mut plies = 0;
    while plies < config.opening_plies || game.position().phase() != Phase::Play {
        let legal = game.position().legal_moves();
        if legal.is_empty() || game.outcome().is_some() {
            break;
        }
        let m = legal[rng.below(legal.len())];
        game.play(&m).map_err(|e| e.to_string())?;
        if game.position().phase() == Phase::Play {
            plies += 1;
        }
    }
    Ok(game.position().to_fen())
}

/// Plays one game from `fen`, engine `alone` playing the seat `first` and the other engine
/// every other seat; every move is checked by our engine. Returns the result for engine 1
/// and how it ended.
fn play_game(
    config: &MatchConfig,
    engines: &mut [Engine; 2],
    fen: &str,
    first: Player,
    alone: usize,
) -> Result<(GameResult, String, Vec<String>), String> {
    let settings = config.settings();
    let mut game = Game::from_fen(&settings, fen).map_err(|e| e.to_string())?;
    let mut moves: Vec<String> = Vec::new();
    for ucinewgame in engines.iter_mut() {
        ucinewgame.send("ucinewgame")?;
    }
    loop {
        if let Some(o) = game.outcome() {
            // Whether the winner is engine 1's side.
            let result = match o.winner {
                None => GameResult::Draw,
                Some(w) if (w == first) == (alone == 0) => GameResult::Win,
                Some(_) => GameResult::Loss,
            };
            return Ok((result, o.to_string(), moves));
        }
        if moves.len() >= config.max_plies {
            return Ok((GameResult::Draw, "draw by the ply limit".into(), moves));
        }
        let mover = game.position().turn();
        let e = if mover == first { alone } else { 1 - alone };
        let loses = if e == 0 {
            GameResult::Loss
        } else {
            GameResult::Win
        };
        let text = engines[e].best_move(fen, &moves, &config.limit)?;
        let legal = game
            .position()
            .parse_move(&text)
            .ok()
            .filter(|m| game.position().legal_moves().contains(m));
        let Some(m) = legal else {
            return Ok((
                loses,
                format!("engine {} played an illegal move '{text}'", e + 1),
                moves,
            ));
        };
        game.play(&m).map_err(|e| e.to_string())?;
        moves.push(text);
    }
}

/// Adds a finished game to the file `path` (`records FILE`): its line, then `fen` and
/// `moves` lines. A file that cannot be written is said on standard error; the match goes
/// on.
fn keep_record(path: &str, line: &str, fen: &str, moves: &[String]) {
    let text = format!("{line}\nfen {fen}\nmoves {}\n\n", moves.join(" "));
    let written = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)
        .and_then(|mut f| f.write_all(text.as_bytes()));
    if let Err(e) = written {
        eprintln!("match: cannot add the game to {path}: {e}");
    }
}

/// What the match's threads share: engine 1's score so far and the lines of the games.
type Shared = Mutex<(Score, Vec<String>)>;

/// Plays the match and writes a line per game and the summary to `out`; returns the score.
pub fn run(config: &MatchConfig, out: &mut (dyn Write + Send)) -> io::Result<Score> {
    writeln!(
        out,
        "match: {} vs {}, {}, {} games, go {}, {} at once, openings of {} random plies (seed {})",
        config.engines[0],
        config.engines[1],
        config.settings().name(),
        config.games,
        config.limit,
        config.concurrency,
        config.opening_plies,
        config.seed
    )?;
    let next = Arc::new(AtomicUsize::new(0));
    let stop = Arc::new(AtomicBool::new(false));
    let shared = Arc::new(Mutex::new((Score::default(), Vec::<String>::new())));
    let workers = config.concurrency.min(config.games);
    std::thread::scope(|scope| {
        for _ in 0..workers {
            let (next, stop, shared) = (next.clone(), stop.clone(), shared.clone());
            scope.spawn(move || work(config, &next, &stop, &shared));
        }
    });
    let (score, lines) = shared
        .lock()
        .map(|s| (s.0, s.1.clone()))
        .unwrap_or_default();
    for line in &lines {
        writeln!(out, "{line}")?;
    }
    write_summary(config, &score, out)?;
    Ok(score)
}

/// Starts both engines and sets them up for the match's game.
fn start_engines(config: &MatchConfig) -> Result<[Engine; 2], String> {
    let mut a = Engine::start(&config.engines[0])?;
    let mut b = Engine::start(&config.engines[1])?;
    a.setup(config)?;
    b.setup(config)?;
    Ok([a, b])
}

/// One thread of the match: starts its two engines, then plays games until none is left
/// or the match stops.
fn work(config: &MatchConfig, next: &AtomicUsize, stop: &AtomicBool, shared: &Shared) {
    let mut engines = match start_engines(config) {
        Ok(e) => e,
        Err(e) => {
            shared
                .lock()
                .map(|mut s| s.1.push(format!("error: {e}")))
                .ok();
            stop.store(true, Ordering::SeqCst);
            return;
        }
    };
    loop {
        if stop.load(Ordering::SeqCst) {
            return;
        }
        let i = next.fetch_add(1, Ordering::SeqCst);
        if i >= config.games {
            return;
        }
        let Some(line) = play_and_score(config, &mut engines, i, stop, shared) else {
            return;
        };
        if let Ok(mut s) = shared.lock() {
            s.1.push(line);
        }
    }
}

/// Plays game `i` of the match, adds it to the score (stopping the match when the SPRT
/// decides or the game fails) and to the records; returns its line, or `None` when the
/// score cannot be reached.
fn play_and_score(
    config: &MatchConfig,
    engines: &mut [Engine; 2],
    i: usize,
    stop: &AtomicBool,
    shared: &Shared,
) -> Option<String> {
    let (n, first, alone) = config.game_plan(i);
    let played = opening(config, n)
        .and_then(|fen| play_game(config, engines, &fen, first, alone).map(|g| (fen, g)));
    match played {
        Ok((fen, (r, how, moves))) => {
            let plies = moves.len();
            let Ok(mut s) = shared.lock() else {
                return None;
            };
            s.0.add(r);
            if let Some((e0, e1)) = config.sprt {
                let llr = s.0.llr(e0, e1);
                if llr <= SPRT_BOUNDS.0 || llr >= SPRT_BOUNDS.1 {
                    stop.store(true, Ordering::SeqCst);
                }
            }
            let seat = seat_text(config, first, alone);
            let line = format!(
                "game {}: opening {}, {seat}: {} ({how}) in {plies} plies",
                i + 1,
                n + 1,
                match r {
                    GameResult::Win => "engine 1 wins",
                    GameResult::Draw => "draw",
                    GameResult::Loss => "engine 2 wins",
                }
            );
            if let Some(path) = &config.records {
                keep_record(path, &line, &fen, &moves);
            }
            Some(line)
        }
        Err(e) => {
            stop.store(true, Ordering::SeqCst);
            Some(format!("game {}: error: {e}", i + 1))
        }
    }
}

/// Who sat where in a game, as its line says it (engine `alone` in the seat `first`).
fn seat_text(config: &MatchConfig, first: Player, alone: usize) -> String {
    if config.variant == Variant::Vimes {
        format!(
            "{} alone as {}",
            if alone == 0 { "engine 1" } else { "engine 2" },
            ["the White Royalist", "the Black Royalist", "the Republican"][first.index().min(2)]
        )
    } else if first == Player::WHITE {
        "engine 1 white".to_string()
    } else {
        "engine 1 black".to_string()
    }
}

/// Writes the match's summary: the score, the Elo difference and the SPRT's verdict.
fn write_summary(
    config: &MatchConfig,
    score: &Score,
    out: &mut (dyn Write + Send),
) -> io::Result<()> {
    writeln!(
        out,
        "Score of engine 1 vs engine 2: {} - {} - {} (wins - losses - draws) in {} games",
        score.wins,
        score.losses,
        score.draws,
        score.games()
    )?;
    match score.elo() {
        Some((elo, margin)) => writeln!(out, "Elo difference: {:+.1} +/- {margin:.1}", elo + 0.0)?,
        None => writeln!(out, "Elo difference: not measurable from this score")?,
    }
    if let Some((e0, e1)) = config.sprt {
        let llr = score.llr(e0, e1);
        let verdict = if llr >= SPRT_BOUNDS.1 {
            "H1 accepted"
        } else if llr <= SPRT_BOUNDS.0 {
            "H0 accepted"
        } else {
            "undecided"
        };
        writeln!(
            out,
            "SPRT elo0 {e0} elo1 {e1}: LLR {llr:.2} (bounds {:.2} {:.2}): {verdict}",
            SPRT_BOUNDS.0, SPRT_BOUNDS.1
        )?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arguments_are_read_and_bad_ones_refused() {
        let args = |s: &str| s.split(' ').map(String::from).collect::<Vec<_>>();
        let c = MatchConfig::parse(&args(
            "a b variant arnhem games 7 movetime 100 concurrency 2 sprt 0 10",
        ))
        .expect("reads");
        assert_eq!(c.variant, Variant::Arnhem);
        assert_eq!(c.games, 8, "rounded up to pairs");
        assert_eq!(c.limit, "movetime 100");
        assert_eq!(c.sprt, Some((0.0, 10.0)));
        assert!(MatchConfig::parse(&args("a")).is_err());
        // Vimes: six games an opening, each engine alone once in each of the three seats.
        let v = MatchConfig::parse(&args("a b variant vimes games 7")).expect("vimes");
        assert_eq!(v.games, 12);
        let plans: Vec<_> = (0..6).map(|i| v.game_plan(i)).collect();
        assert_eq!(
            plans,
            [
                (0, Player(0), 0),
                (0, Player(0), 1),
                (0, Player(1), 0),
                (0, Player(1), 1),
                (0, Player(2), 0),
                (0, Player(2), 1)
            ]
        );
        assert_eq!(v.game_plan(6).0, 1);
        assert!(MatchConfig::parse(&args("a b games many")).is_err());
        assert!(MatchConfig::parse(&args("a b colour red")).is_err());
    }

    #[test]
    fn an_engine_that_does_not_quit_is_killed() {
        // A "UCI engine" that ignores its input and never exits.
        let dir = std::env::temp_dir().join(format!("vt-stubborn-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("a scratch folder");
        let script = dir.join("stubborn.sh");
        std::fs::write(&script, "#!/bin/sh\nexec sleep 600\n").expect("the script");
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            std::fs::set_permissions(&script, std::fs::Permissions::from_mode(0o755))
                .expect("executable");
        }
        let engine = Engine::start(script.to_str().expect("a path")).expect("starts");
        // Dropped on a thread of its own, so that a drop that hangs fails the test instead
        // of hanging it.
        let (done, finished) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            drop(engine);
            let _ = done.send(());
        });
        assert!(
            finished.recv_timeout(QUIT_GRACE * 30).is_ok(),
            "dropping an engine that ignores 'quit' hung"
        );
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn openings_are_seeded_and_arnhem_deploys_to_the_end() {
        let args = |s: &str| s.split(' ').map(String::from).collect::<Vec<_>>();
        let c = MatchConfig::parse(&args("a b variant arnhem")).expect("reads");
        let one = opening(&c, 0).expect("an opening");
        assert_eq!(one, opening(&c, 0).expect("again"));
        assert_ne!(one, opening(&c, 1).expect("another"));
        assert!(one.contains(" - "), "in play, not deploying: {one}");
    }
}
