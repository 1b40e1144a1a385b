//! Fits the weights of the defined games' evaluation ([`engine::search::CHESS_PAWN_WEIGHTS`]
//! or [`engine::search::OTHER_WEIGHTS`], by the games' family)
//! to the results of recorded games (Texel's method): each quiet position of a game is
//! scored by the evaluation, the score is turned into an expected result by a logistic
//! curve, and the weights are moved down the gradient of the mean squared error against the
//! games' results. One set of weights is fitted for every game given, so that it carries to
//! definitions it has not seen.
//!
//! ```sh
//! # games of Fairy-Stockfish against itself, recorded by the match runner
//! variantarium-cli match $FSF $FSF variant-path engine/tests/definitions/capablanca.ini \
//!     variant capa10x8 games 600 movetime 25 openings-plies 6 seed 101 records capa.rec
//! # the weights that fit those results best, from the engine's own as the start
//! cargo run --release -p engine --example tune_defined -- \
//!     engine/tests/definitions/capablanca.ini:capa10x8:capa.rec ...
//! ```
//!
//! Game results are a noisy target. A stronger engine's scores are a richer one: with
//! `dump=FENS` the kept positions are written to FENS, a FEN a line, instead of fitted; a
//! stronger engine scores each (BENCH.md session 23 used Fairy-Stockfish at 5,000 nodes),
//! and a file named `*.labels`, a line per position (its FEN, a tab, the score in
//! centipawns for White), is read in place of records: each position's target is its
//! score's expected result. `TUNE_RIDGE` in the environment sets the ridge (labels need
//! less of it than results).
//!
//! ```sh
//! cargo run --release -p engine --example tune_defined -- dump=capa.fens \
//!     engine/tests/definitions/capablanca.ini:capa10x8:capa.rec
//! # … score each FEN with the stronger engine into capa.labels, then
//! TUNE_RIDGE=0.0002 cargo run --release -p engine --example tune_defined -- \
//!     engine/tests/definitions/capablanca.ini:capa10x8:capa.labels
//! ```
//!
//! Each argument is `DEFINITIONS.ini:SECTION:RECORDS`, `fixed=I,J,…` (the terms, by
//! index, that keep the engine's weights), `start=W0,W1,…` (weights to start from and
//! hold to in place of the engine's, as the fit prints them: with every term fixed, the
//! first error printed is theirs on the positions given, a check on positions the fit did
//! not see) or `resolve`: each position's terms are counted
//! at the end of our quiescence search's line from it ([`quiet_leaf`]), the position the
//! search's leaves would evaluate, while its target stays the position's own. A position
//! is kept from the fifth ply of a record on when it is quiet as the game went: its player
//! to move is not in check, the move into it took nothing and the move played from it
//! takes nothing (the evaluation of a quiet position is what the search trusts at its
//! leaves).

use engine::definition::find_definition;
use engine::search::{
    defined_terms, quiet_leaf, DefinedTerms, Family, DEFINED_TERMS, DEFINED_TERM_NAMES,
    DEFINED_UNIT, TEMPO,
};
use engine::{Game, Move, Phase, Player, Position, Settings};
use std::process::ExitCode;

/// Plies of each record (after its opening) whose positions are not kept.
const SKIPPED_PLIES: usize = 4;

/// A pawn in the weights' unit.
const PAWN: f64 = 100.0 * DEFINED_UNIT as f64;

/// The cost, in squared error, of moving a term a pawn a standard deviation away from
/// the engine's weight (ridge regression): terms the results say little about stay near
/// where they were, and terms that move together do not run off in opposite directions.
const RIDGE: f64 = 0.002;

/// The ridge: [`RIDGE`], or the `TUNE_RIDGE` environment variable's (labels from a stronger
/// engine carry far less noise than game results, and need less of it).
fn ridge() -> f64 {
    std::env::var("TUNE_RIDGE")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(RIDGE)
}

/// One quiet position: its terms, White's tempo and the game's result for White (or, from
/// a labels file, the expected result of a stronger engine's score), and its FEN.
struct Sample {
    terms: [f64; DEFINED_TERMS],
    tempo: f64,
    result: f64,
    fen: String,
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.is_empty() {
        eprintln!("usage: tune_defined [fixed=I,J,...] [start=W0,W1,...] [resolve] [dump=FENS] DEFINITIONS.ini:SECTION:RECORDS...");
        return ExitCode::FAILURE;
    }
    // `fixed=8,9,…`: the terms (by index) kept at the engine's weights.
    let (resolve, args): (Vec<_>, Vec<_>) = args.iter().partition(|a| *a == "resolve");
    let (dump, args): (Vec<_>, Vec<_>) = args.into_iter().partition(|a| a.starts_with("dump="));
    let dump = dump.first().map(|a| a["dump=".len()..].to_string());
    let (fixed, specs): (Vec<_>, Vec<_>) = args.into_iter().partition(|a| a.starts_with("fixed="));
    let fixed: Vec<usize> = fixed
        .iter()
        .flat_map(|a| a["fixed=".len()..].split(','))
        .filter_map(|n| n.parse().ok())
        .collect();
    let (start, specs): (Vec<_>, Vec<_>) = specs.into_iter().partition(|a| a.starts_with("start="));
    let start = match start.first().map(|a| weights_of(&a["start=".len()..])) {
        Some(Err(e)) => {
            eprintln!("tune_defined: {e}");
            return ExitCode::FAILURE;
        }
        Some(Ok(w)) => Some(w),
        None => None,
    };
    let specs: Vec<String> = specs.into_iter().cloned().collect();
    match fit(&specs, &fixed, start, dump.as_deref(), !resolve.is_empty()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("tune_defined: {e}");
            ExitCode::FAILURE
        }
    }
}

/// The weights of a `start=` argument: [`DEFINED_TERMS`] integers, separated by commas
/// (brackets and spaces, as the fit prints them, are allowed).
fn weights_of(text: &str) -> Result<[i32; DEFINED_TERMS], String> {
    let list: Vec<i32> = text
        .trim_matches(|c| c == '[' || c == ']')
        .split(',')
        .map(|w| {
            w.trim()
                .parse()
                .map_err(|_| format!("start={text}: {w:?} is not a weight"))
        })
        .collect::<Result<_, _>>()?;
    list.try_into()
        .map_err(|l: Vec<i32>| format!("start=: {} weights, not {DEFINED_TERMS}", l.len()))
}

/// White's result in a record's heading line (`game 3: … (White wins: …)`).
fn result_of(heading: &str) -> f64 {
    if heading.contains("(White wins") {
        1.0
    } else if heading.contains("(Black wins") {
        0.0
    } else {
        0.5
    }
}

/// The quiet positions of every game in one `DEFINITIONS.ini:SECTION:RECORDS` argument
/// (each resolved first with `resolve`), and the game's family with its weights.
fn read(spec: &str, resolve: bool) -> Result<(Vec<Sample>, Family, [i32; DEFINED_TERMS]), String> {
    let mut parts = spec.splitn(3, ':');
    let (Some(ini), Some(section), Some(records)) = (parts.next(), parts.next(), parts.next())
    else {
        return Err(format!("{spec}: not DEFINITIONS.ini:SECTION:RECORDS"));
    };
    let text = std::fs::read_to_string(ini).map_err(|e| format!("{ini}: {e}"))?;
    let settings = Settings::defined(find_definition(&text, Some(section))?);
    let start = Position::start(&settings).map_err(|e| e.to_string())?;
    let terms = defined_terms(start.rules()).ok_or("not a defined game")?;
    let (family, weights) = (terms.family(), *terms.weights());
    let counter = Counter { terms, resolve };
    let text = std::fs::read_to_string(records).map_err(|e| format!("{records}: {e}"))?;
    if records.ends_with(".labels") {
        let samples = labelled(&settings, &counter, &text)?;
        return Ok((samples, family, weights));
    }
    let mut samples = Vec::new();
    let (mut result, mut fen) = (0.5, None);
    for line in text.lines() {
        if line.starts_with("game ") {
            result = result_of(line);
        } else if let Some(f) = line.strip_prefix("fen ") {
            fen = Some(f.to_string());
        } else if let Some(moves) = line.strip_prefix("moves") {
            let opening = fen.take().ok_or(format!("{records}: moves before a fen"))?;
            let mut game = Game::from_fen(&settings, &opening).map_err(|e| e.to_string())?;
            replay(&mut game, &counter, moves, result, &mut samples)?;
        }
    }
    Ok((samples, family, weights))
}

/// The positions of a labels file: a line per position, its FEN, a tab, and a stronger
/// engine's score of it in centipawns for White; the sample's result is that score's
/// expected result on the logistic curve of scale 1.
fn labelled(settings: &Settings, counter: &Counter, text: &str) -> Result<Vec<Sample>, String> {
    let mut samples = Vec::new();
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        let (fen, score) = line
            .split_once('\t')
            .ok_or(format!("{line}: not FEN<tab>SCORE"))?;
        let score: f64 = score
            .trim()
            .parse()
            .map_err(|_| format!("{line}: no score"))?;
        let pos = Position::from_fen(settings, fen).map_err(|e| format!("{fen}: {e}"))?;
        samples.push(counter.sample(&pos, expected(score, 1.0)));
    }
    Ok(samples)
}

/// Counts the terms of a game's positions into samples: at each position, or with
/// `resolve` at its [`quiet_leaf`].
struct Counter {
    terms: DefinedTerms,
    resolve: bool,
}

impl Counter {
    /// The sample of `pos` (or of its quiet leaf) with the target `result`.
    fn sample(&self, pos: &Position, result: f64) -> Sample {
        let leaf;
        let pos = if self.resolve {
            leaf = quiet_leaf(pos);
            &leaf
        } else {
            pos
        };
        let tempo = if pos.turn() == Player::WHITE {
            TEMPO
        } else {
            -TEMPO
        };
        Sample {
            terms: self.terms.terms(pos).map(f64::from),
            tempo: f64::from(tempo),
            result,
            fen: pos.to_fen(),
        }
    }
}

/// Plays one record's `moves` in `game` (at its opening), keeping its quiet positions with
/// `result`.
fn replay(
    game: &mut Game,
    counter: &Counter,
    moves: &str,
    result: f64,
    samples: &mut Vec<Sample>,
) -> Result<(), String> {
    let mut took = false;
    for (ply, text) in moves.split_whitespace().enumerate() {
        let pos = game.position();
        let m = Move::parse_uci(text, pos.rules()).map_err(|e| format!("{text}: {e}"))?;
        let takes = engine::notation::captured(pos, &m).is_some();
        let quiet = !took && !takes && !pos.in_check(pos.turn());
        took = takes;
        if ply >= SKIPPED_PLIES && quiet && pos.phase() == Phase::Play {
            samples.push(counter.sample(pos, result));
        }
        game.play(&m).map_err(|e| format!("{text}: {e}"))?;
    }
    Ok(())
}

/// The evaluation of a sample with weights `w` (in [`DEFINED_UNIT`]s of a centipawn).
fn eval(s: &Sample, w: &[f64; DEFINED_TERMS]) -> f64 {
    s.tempo + s.terms.iter().zip(w).map(|(t, w)| t * w).sum::<f64>() / f64::from(DEFINED_UNIT)
}

/// The expected result of an evaluation `e` on the logistic curve of scale `k`.
fn expected(e: f64, k: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-k * e / 400.0))
}

/// The mean squared error of the expected results against the games' results.
fn error(samples: &[Sample], w: &[f64; DEFINED_TERMS], k: f64) -> f64 {
    let sum: f64 = samples
        .iter()
        .map(|s| (s.result - expected(eval(s, w), k)).powi(2))
        .sum();
    sum / samples.len() as f64
}

/// The curve's scale (in steps of 0.02) that fits weights `w` best, and its error.
fn fit_scale(samples: &[Sample], w: &[f64; DEFINED_TERMS]) -> (f64, f64) {
    (1..=150)
        .map(|i| {
            let k = i as f64 * 0.02;
            (k, error(samples, w, k))
        })
        .fold((1.0, f64::INFINITY), |a, b| if b.1 < a.1 { b } else { a })
}

/// The gradient of the error by each weight.
fn gradient(samples: &[Sample], w: &[f64; DEFINED_TERMS], k: f64) -> [f64; DEFINED_TERMS] {
    let mut g = [0.0; DEFINED_TERMS];
    let c = k * std::f64::consts::LN_10 / 400.0 / f64::from(DEFINED_UNIT);
    for s in samples {
        let p = expected(eval(s, w), k);
        let d = -2.0 * (s.result - p) * p * (1.0 - p) * c;
        for (g, t) in g.iter_mut().zip(&s.terms) {
            *g += d * t;
        }
    }
    g.map(|g| g / samples.len() as f64)
}

/// Adam's descent on every weight but the first (a pawn stays at 100 centipawns), each
/// weight's step scaled by its term's spread so that terms counted in thousands (the
/// pieces' values) and in ones (open files) move alike.
fn descend(
    samples: &[Sample],
    start: &[i32; DEFINED_TERMS],
    fixed: &[usize],
    w: &mut [f64; DEFINED_TERMS],
    k: f64,
    rounds: usize,
) {
    let ridge = ridge();
    let n = samples.len() as f64;
    let spread: Vec<f64> = (0..DEFINED_TERMS)
        .map(|i| {
            let mean = samples.iter().map(|s| s.terms[i]).sum::<f64>() / n;
            let var = samples
                .iter()
                .map(|s| (s.terms[i] - mean).powi(2))
                .sum::<f64>()
                / n;
            var.sqrt().max(1e-9)
        })
        .collect();
    let (mut m, mut v) = ([0.0; DEFINED_TERMS], [0.0; DEFINED_TERMS]);
    let (b1, b2) = (0.9, 0.999);
    for round in 1..=rounds {
        // Half a centipawn a standard deviation at first, a twentieth at the end.
        let rate = 0.5 - 0.45 * round as f64 / rounds as f64;
        let g = gradient(samples, w, k);
        for i in (1..DEFINED_TERMS).filter(|i| !fixed.contains(i)) {
            // In the term's own spread: the weight of one standard deviation of it.
            let u = (w[i] - f64::from(start[i])) * spread[i] / PAWN;
            let gi = g[i] / spread[i] + 2.0 * ridge * u / PAWN;
            m[i] = b1 * m[i] + (1.0 - b1) * gi;
            v[i] = b2 * v[i] + (1.0 - b2) * gi * gi;
            let mh = m[i] / (1.0 - b1.powi(round as i32));
            let vh = v[i] / (1.0 - b2.powi(round as i32));
            w[i] -= rate * f64::from(DEFINED_UNIT) * mh / (vh.sqrt() + 1e-12) / spread[i];
        }
    }
}

/// Fits the weights to the positions of `specs` (or, with `dump`, writes their FENs to
/// that file, a line each, for a stronger engine to label).
fn fit(
    specs: &[String],
    fixed: &[usize],
    start: Option<[i32; DEFINED_TERMS]>,
    dump: Option<&str>,
    resolve: bool,
) -> Result<(), String> {
    let mut sets = Vec::new();
    let mut family = None;
    for spec in specs {
        let (s, f, weights) = read(spec, resolve)?;
        println!("{spec}: {} positions, {f:?}", s.len());
        if family.is_some_and(|(g, _)| g != f) {
            return Err("the games given are of two families: fit each alone".to_string());
        }
        family = Some((f, weights));
        sets.push(s);
    }
    let Some((_, engine)) = family else {
        return Err("no games given".to_string());
    };
    let start = start.unwrap_or(engine);
    let samples: Vec<Sample> = sets.into_iter().flatten().collect();
    if samples.is_empty() {
        return Err("no positions read".to_string());
    }
    if let Some(file) = dump {
        let fens: Vec<&str> = samples.iter().map(|s| s.fen.as_str()).collect();
        std::fs::write(file, fens.join("\n") + "\n").map_err(|e| format!("{file}: {e}"))?;
        println!("{} positions written to {file}", fens.len());
        return Ok(());
    }
    let mut w = start.map(f64::from);
    let (mut k, before) = fit_scale(&samples, &w);
    println!("scale {k:.2}; error with the starting weights {before:.6}");
    for _ in 0..4 {
        descend(&samples, &start, fixed, &mut w, k, 400);
        (k, _) = fit_scale(&samples, &w);
    }
    let rounded = w.map(f64::round);
    let best = error(&samples, &rounded, k);
    println!("scale {k:.2}; error with the fitted weights {best:.6}");
    for (i, name) in DEFINED_TERM_NAMES.iter().enumerate() {
        println!("{:>6} (was {:>5})  {name}", rounded[i] as i32, start[i]);
    }
    let list: Vec<String> = rounded.iter().map(|x| (*x as i32).to_string()).collect();
    println!("[{}]", list.join(", "));
    Ok(())
}
