//! `variantarium-cli oracle FSF [examples INI] [only NAME,NAME] [depth N] [lines N]
//! [plies N] [seed N] [write DIR]`: compares our engine with Fairy-Stockfish on every game
//! it plays (issue 61, "the oracle").
//!
//! The cases are every name of Fairy-Stockfish's `UCI_Variant` list, tried as the
//! one-line definition `[t:NAME]`, and every section of the example `variants.ini` given
//! with `examples` (Fairy-Stockfish's own `src/variants.ini`), tried with the sections of
//! that file it inherits from. For each: the start position's legal moves and perft
//! `depth` (3), then `lines` (4) seeded random lines of `plies` (40) legal moves, with the
//! legal moves and perft 2 compared every ten plies. Any move one engine has and the other
//! lacks is printed. The run ends with `N of M agree` and each disagreement.
//!
//! With `write DIR` (the engine's `tests/` folder), each agreeing case's figures go to
//! `DIR/perft/fsf/NAME.perft`, and an example's definition text to
//! `DIR/definitions/fsf/NAME.ini`, so that `engine/tests/perft.rs` checks them in CI
//! without Fairy-Stockfish.

pub mod cases;
pub mod fsf;

use cases::Case;
use engine::definition::find_definition;
use engine::perft::{divide, perft};
use engine::{Move, Position, Settings};
use fsf::{Divide, Reference};
use std::io::{self, Write};

/// What the oracle is asked to do.
#[derive(Clone, Debug)]
pub struct Config {
    /// The reference engine's binary.
    pub reference: String,
    /// The example `variants.ini`, if any.
    pub examples: Option<String>,
    /// Only these cases (names), when not empty.
    pub only: Vec<String>,
    /// Perft depth from the start.
    pub depth: u32,
    /// Random lines per case.
    pub lines: usize,
    /// Plies per random line.
    pub plies: usize,
    /// The seed of the random lines.
    pub seed: u64,
    /// Where agreeing cases' perft files go.
    pub write: Option<String>,
}

impl Config {
    /// Reads the command's arguments.
    pub fn parse(args: &[String]) -> Result<Config, String> {
        let usage = "usage: oracle FSF_BINARY [examples INI] [only A,B] [depth N] [lines N] \
                     [plies N] [seed N] [write DIR]";
        let (reference, rest) = args.split_first().ok_or(usage)?;
        let mut c = Config {
            reference: reference.clone(),
            examples: None,
            only: Vec::new(),
            depth: 3,
            lines: 4,
            plies: 40,
            seed: 1,
            write: None,
        };
        for pair in rest.chunks(2) {
            let [key, value] = pair else {
                return Err(format!("'{}' has no value; {usage}", pair[0]));
            };
            let number = || {
                value
                    .parse::<u64>()
                    .map_err(|_| format!("{key}: '{value}' is not a number"))
            };
            match key.as_str() {
                "examples" => c.examples = Some(value.clone()),
                "only" => c.only = value.split(',').map(str::to_string).collect(),
                "depth" => c.depth = number()?.clamp(1, 6) as u32,
                "lines" => c.lines = number()? as usize,
                "plies" => c.plies = number()? as usize,
                "seed" => c.seed = number()?,
                "write" => c.write = Some(value.clone()),
                _ => return Err(format!("unknown argument '{key}'; {usage}")),
            }
        }
        Ok(c)
    }
}

/// How one case ended.
#[derive(Clone, Debug)]
pub enum Verdict {
    /// Same moves and counts everywhere; the figures, for the perft file.
    Agree(Vec<Figure>),
    /// We refuse the definition (why).
    Refused(String),
    /// The reference does not play it (why).
    ReferenceRefused(String),
    /// Both play it and differ (where and how).
    Differ(String),
    /// The reference died on a random line (its own fault: we list it, never count it as
    /// agreeing); the figures compared before, and where it died.
    ReferenceCrashed(Vec<Figure>, String),
}

/// A position's perft figures, as checked by both engines.
#[derive(Clone, Debug)]
pub struct Figure {
    /// A name for the position (`start`, `line2-ply30`).
    pub id: String,
    /// Our FEN of it.
    pub fen: String,
    /// `(depth, nodes)`.
    pub perft: Vec<(u32, u64)>,
}

/// Runs the oracle; false when the reference cannot be started.
pub fn command(args: &[String], out: &mut dyn Write) -> io::Result<bool> {
    let config = match Config::parse(args) {
        Ok(c) => c,
        Err(e) => {
            writeln!(out, "{e}")?;
            return Ok(false);
        }
    };
    let (mut reference, reply) = match Reference::start(&config.reference) {
        Ok(r) => r,
        Err(e) => {
            writeln!(out, "oracle: {e}")?;
            return Ok(false);
        }
    };
    let cases = all_cases(&config, &reply)?;
    let mut verdicts = Vec::new();
    for case in &cases {
        let v = run_case(&mut reference, &config, case)
            .unwrap_or_else(|e| Verdict::ReferenceRefused(format!("reference failed: {e}")));
        writeln!(out, "{:<8} {:<22} {}", case.kind, case.name, short(&v))?;
        out.flush()?;
        let figures = match &v {
            Verdict::Agree(f) | Verdict::ReferenceCrashed(f, _) => Some(f),
            _ => None,
        };
        if let (Some(figures), Some(dir)) = (figures, &config.write) {
            write_files(dir, case, figures)?;
        }
        if !reference.alive() {
            // A reference that died takes no more cases: a fresh one does.
            match Reference::start(&config.reference) {
                Ok((r, _)) => reference = r,
                Err(e) => {
                    writeln!(out, "oracle: {e}")?;
                    return Ok(false);
                }
            }
        }
        verdicts.push((case, v));
    }
    summary(&verdicts, out)?;
    Ok(true)
}

/// The built-in cases and the example file's, filtered by `only`.
fn all_cases(config: &Config, reply: &[String]) -> io::Result<Vec<Case>> {
    let mut cases: Vec<Case> = cases::uci_variants(reply)
        .iter()
        .map(|n| Case::builtin(n))
        .collect();
    if let Some(path) = &config.examples {
        cases.extend(cases::example_cases(&std::fs::read_to_string(path)?));
    }
    if !config.only.is_empty() {
        cases.retain(|c| config.only.contains(&c.name));
    }
    Ok(cases)
}

fn short(v: &Verdict) -> String {
    match v {
        Verdict::Agree(f) => format!(
            "agree (perft {} {})",
            f[0].perft.last().map_or(0, |p| p.0),
            f[0].perft.last().map_or(0, |p| p.1)
        ),
        Verdict::Refused(why) => format!("refused: {why}"),
        Verdict::ReferenceRefused(why) => format!("reference refused: {why}"),
        Verdict::Differ(how) => format!("DIFFER: {how}"),
        Verdict::ReferenceCrashed(_, how) => format!("the reference crashed: {how}"),
    }
}

fn summary(verdicts: &[(&Case, Verdict)], out: &mut dyn Write) -> io::Result<()> {
    let agree = verdicts
        .iter()
        .filter(|(_, v)| matches!(v, Verdict::Agree(_)))
        .count();
    writeln!(out)?;
    writeln!(out, "disagreements:")?;
    for (case, v) in verdicts {
        if !matches!(v, Verdict::Agree(_)) {
            writeln!(out, "  {} {}: {}", case.kind, case.name, short(v))?;
        }
    }
    writeln!(out)?;
    writeln!(out, "{agree} of {} agree", verdicts.len())
}

/// Compares one case.
fn run_case(reference: &mut Reference, config: &Config, case: &Case) -> Result<Verdict, String> {
    let settings = match find_definition(&case.text, Some(&case.section)) {
        Ok(d) => Settings::defined(d),
        Err(e) => return Ok(Verdict::Refused(e)),
    };
    let start = match Position::start(&settings) {
        Ok(p) => p,
        Err(e) => return Ok(Verdict::Refused(e.to_string())),
    };
    let path = (case.kind == "example")
        .then_some(config.examples.as_deref())
        .flatten();
    reference.choose(None, "chess")?;
    let complaints = reference.choose(path, &case.name)?;
    let fen = reference.fen(&[])?;
    if case.kind == "example" && fen.starts_with("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR") {
        let ours = start.to_fen();
        if !ours.starts_with("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR") {
            return Ok(Verdict::ReferenceRefused(format!(
                "it stayed in chess ({})",
                complaints.join(" / ")
            )));
        }
    }
    let mut figures = Vec::new();
    let first = compare(reference, &start, &[], config.depth, "start")?;
    match first {
        Err(how) => return Ok(Verdict::Differ(how)),
        Ok(f) => figures.push(f),
    }
    for line in 0..config.lines {
        match random_line(
            reference,
            config,
            case,
            (&settings, &start),
            line,
            &mut figures,
        ) {
            Ok(Ok(())) => {}
            Ok(Err(how)) => return Ok(Verdict::Differ(how)),
            Err(e) if !reference.alive() => {
                return Ok(Verdict::ReferenceCrashed(
                    figures,
                    format!("line {}: {e}", line + 1),
                ))
            }
            Err(e) => return Err(e),
        }
    }
    Ok(Verdict::Agree(figures))
}

/// Plays one seeded random line from `start` (a position of `settings`), comparing perft
/// 2 every ten plies. A figure is kept for the perft files only where its FEN alone gives
/// it: what the line's last moves were (a pass before a pass or before bikjang) is not
/// in a FEN, for Fairy-Stockfish nor for us.
fn random_line(
    reference: &mut Reference,
    config: &Config,
    case: &Case,
    (settings, start): (&Settings, &Position),
    line: usize,
    figures: &mut Vec<Figure>,
) -> Result<Result<(), String>, String> {
    let mut rng = seed_for(config.seed, &case.name, line);
    let mut pos = start.clone();
    let mut moves: Vec<String> = Vec::new();
    for ply in 1..=config.plies {
        let legal = pos.legal_moves();
        if legal.is_empty() {
            break;
        }
        let m: Move = legal[(next(&mut rng) % legal.len() as u64) as usize];
        moves.push(pos.uci(&m));
        pos.play_unchecked(&m);
        if ply % 10 == 0 {
            let id = format!("line{}-ply{ply}", line + 1);
            let compared = compare(reference, &pos, &moves, 2, &id)
                .map_err(|e| format!("{e}, in perft 2 after {}", moves.join(" ")))?;
            match compared {
                Ok(f) if reproducible(settings, &f) => figures.push(f),
                Ok(_) => {}
                Err(how) => return Ok(Err(how)),
            }
        }
    }
    Ok(Ok(()))
}

/// Whether the position of `f`'s FEN has `f`'s perft figures.
fn reproducible(settings: &Settings, f: &Figure) -> bool {
    Position::from_fen(settings, &f.fen)
        .is_ok_and(|p| f.perft.iter().all(|&(d, n)| perft(&p, d) == n))
}

/// Compares the legal moves and perft `depth` of `pos` (the start after `moves`).
fn compare(
    reference: &mut Reference,
    pos: &Position,
    moves: &[String],
    depth: u32,
    id: &str,
) -> Result<Result<Figure, String>, String> {
    let theirs = reference.perft(moves, 1)?;
    let ours = our_divide(pos, 1);
    if let Some(how) = difference(&ours, &theirs, moves, 1) {
        return Ok(Err(how));
    }
    let mut perft = vec![(1, ours.total)];
    let depth = affordable(ours.total, depth);
    if depth > 1 {
        let theirs = reference.perft(moves, depth)?;
        let ours = our_divide(pos, depth);
        if let Some(how) = difference(&ours, &theirs, moves, depth) {
            let deeper = locate(reference, pos, moves, depth, &ours, &theirs)?;
            return Ok(Err(deeper.unwrap_or(how)));
        }
        perft.push((depth, ours.total));
    }
    Ok(Ok(Figure {
        id: id.to_string(),
        fen: pos.to_fen(),
        perft,
    }))
}

/// The perft depth, at most `depth`, whose count is likely at most [`MAX_NODES`] for a
/// position with `moves` legal moves (games with walls have hundreds of moves a ply).
fn affordable(moves: u64, depth: u32) -> u32 {
    let mut d = depth;
    while d > 1 && (moves.max(1) as f64).powi(d as i32) > MAX_NODES {
        d -= 1;
    }
    d
}

/// The largest perft count [`affordable`] allows for.
const MAX_NODES: f64 = 5e7;

/// Where two perft counts of `depth` that differ come from: follows a first move whose
/// counts differ down to a position whose legal moves differ, and says what differs there.
fn locate(
    reference: &mut Reference,
    pos: &Position,
    moves: &[String],
    depth: u32,
    ours: &Divide,
    theirs: &Divide,
) -> Result<Option<String>, String> {
    let differing = ours
        .moves
        .iter()
        .find(|(m, n)| theirs.moves.iter().any(|(x, t)| x == m && t != n));
    let (Some((m, _)), true) = (differing, depth > 1) else {
        return Ok(None);
    };
    let Some(mv) = pos.legal_moves().iter().copied().find(|x| &pos.uci(x) == m) else {
        return Ok(None);
    };
    let mut child = pos.clone();
    child.play_unchecked(&mv);
    let mut line = moves.to_vec();
    line.push(m.clone());
    let (o, t) = (
        our_divide(&child, depth - 1),
        reference.perft(&line, depth - 1)?,
    );
    if depth - 1 == 1 {
        return Ok(difference(&o, &t, &line, 1).map(|h| format!("{h} (fen {})", child.to_fen())));
    }
    locate(reference, &child, &line, depth - 1, &o, &t)
}

fn our_divide(pos: &Position, depth: u32) -> Divide {
    let moves: Vec<(String, u64)> = divide(pos, depth)
        .into_iter()
        .map(|(m, n)| (pos.uci(&m), n))
        .collect();
    let total = moves.iter().map(|(_, n)| n).sum();
    Divide { moves, total }
}

/// How two divides differ, if they do: the moves only one has, then the counts.
fn difference(ours: &Divide, theirs: &Divide, moves: &[String], depth: u32) -> Option<String> {
    if ours.total == theirs.total && sorted(ours) == sorted(theirs) {
        return None;
    }
    let only = |a: &Divide, b: &Divide| -> Vec<String> {
        a.moves
            .iter()
            .filter(|(m, _)| !b.moves.iter().any(|(x, _)| x == m))
            .map(|(m, _)| m.clone())
            .collect()
    };
    let counts: Vec<String> = ours
        .moves
        .iter()
        .filter_map(|(m, n)| {
            let t = theirs.moves.iter().find(|(x, _)| x == m)?.1;
            (t != *n).then(|| format!("{m} {n}/{t}"))
        })
        .take(6)
        .collect();
    let at = if moves.is_empty() {
        "from the start".to_string()
    } else {
        format!("after {}", moves.join(" "))
    };
    Some(format!(
        "{at}: perft {depth} {} (ours) / {} (reference); only ours: [{}]; only the reference's: \
         [{}]; counts (ours/reference): [{}]",
        ours.total,
        theirs.total,
        only(ours, theirs).join(" "),
        only(theirs, ours).join(" "),
        counts.join(", ")
    ))
}

fn sorted(d: &Divide) -> Vec<(String, u64)> {
    let mut v = d.moves.clone();
    v.sort();
    v
}

/// A seeded generator per case and line (xorshift64*).
fn seed_for(seed: u64, name: &str, line: usize) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325 ^ seed;
    for b in name.bytes().chain((line as u64).to_le_bytes()) {
        h = (h ^ b as u64).wrapping_mul(0x0100_0000_01b3);
    }
    h | 1
}

fn next(state: &mut u64) -> u64 {
    *state ^= *state >> 12;
    *state ^= *state << 25;
    *state ^= *state >> 27;
    state.wrapping_mul(0x2545_f491_4f6c_dd1d)
}

/// Writes an agreeing case's perft file (and an example's definition text).
fn write_files(dir: &str, case: &Case, figures: &[Figure]) -> io::Result<()> {
    let root = std::path::Path::new(dir);
    std::fs::create_dir_all(root.join("perft/fsf"))?;
    let variant = if case.kind == "example" {
        std::fs::create_dir_all(root.join("definitions/fsf"))?;
        let ini = root.join(format!("definitions/fsf/{}.ini", case.name));
        std::fs::write(
            ini,
            format!(
                "# Fairy-Stockfish's example section [{}] (src/variants.ini), with the sections it\n\
                 # inherits from there; comments left out.\n\n{}",
                case.name, case.text
            ),
        )?;
        case.name.clone()
    } else {
        case.name.clone()
    };
    let mut text = format!(
        "# Perft of Fairy-Stockfish's {} `{}`, written by `variantarium-cli oracle`: every\n\
         # figure was counted by Fairy-Stockfish and by our engine, and they agreed (see\n\
         # engine/tests/perft/fsf/README.md).\n\nvariant {variant}\n",
        if case.kind == "example" {
            "example section"
        } else {
            "built-in variant"
        },
        case.name
    );
    for f in figures {
        text.push_str(&format!("\nid {}\nfen {}\n", f.id, f.fen));
        for (d, n) in &f.perft {
            text.push_str(&format!("perft {d} {n}\n"));
        }
    }
    std::fs::write(root.join(format!("perft/fsf/{}.perft", case.name)), text)
}
