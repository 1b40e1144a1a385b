//! The soak: many random games of every game, with every move checked (RELIABILITY.md).
//!
//! `soak [N] [seed]` plays N games of each of the five games (ChessNim spread over several
//! boards and materials, Arnhem from its deployment and from the quick setup, Vimes with
//! its three players), choosing uniformly among the legal moves, and after every move checks:
//!
//! - no piece on a hole or off the board, and the board agrees with the occupancy sets;
//! - the material rules: ChessNim's pieces on the board plus in hand are the starting
//!   material (`CN-2`, `CN-3`); Nasty Neighbours never loses a piece and keeps one king a
//!   side (`NN-3`); in Arnhem the pieces on the board and in both hands never exceed the
//!   start, and a captured piece joins the capturer's hand exactly when `AR-5` says so;
//!   Chessence's men on the board and in hand never grow and its kings never move
//!   (`CE-3`); no move adds a unit in Vimes;
//! - the FEN reads back as the same position and the same text;
//! - `Game::undo` gives back the exact position before the move (and the move replays);
//! - Vimes' schedule: the count is 0 to 3, a Royalist to move has a count of at least 1,
//!   and the next mover (with the count and the instant-reply mark) is the one `VI-2`,
//!   `VI-3` and `VI-8` name, followed by an independent model of the order;
//! - every legal move passes `check()` (all of them in every [`CHECK_ALL_EVERY`]th position
//!   and wherever there are at most [`CHECK_ALL_UP_TO`], else a random sample), a random
//!   non-move is refused, and a position with no legal move has an outcome.
//!
//! Games stop at their outcome (threefold repetition included, counted here as `Game`
//! counts it) or at [`PLY_CAP`]. A
//! violation reports the game's seed, its starting FEN and its moves, which replay with
//! `position fen <FEN> moves ...` in the command loop.

use engine::search::{self, Limits};
use engine::{
    ArnhemSettings, ChessNimSettings, Game, Kind, Move, Phase, Player, Position, Settings, Square,
    SquareSet, Variant,
};
use std::collections::{BTreeMap, HashMap};
use std::io::{self, Write};
use std::time::Instant;

pub(crate) mod rules;
use rules::{check_material, VimesModel};

/// Games end with the result "ply limit" after this many plies.
pub const PLY_CAP: usize = 200;

/// Every legal move is checked when a position has at most this many, and in every
/// [`CHECK_ALL_EVERY`]th position of a game (the first included); otherwise a random
/// sample of [`CHECK_SAMPLE`] of them (the move played is checked by `play` anyway).
pub const CHECK_ALL_UP_TO: usize = 8;

/// See [`CHECK_ALL_UP_TO`].
pub const CHECK_ALL_EVERY: usize = 16;

/// How many legal moves are checked in the other positions.
pub const CHECK_SAMPLE: usize = 3;

/// Every this many games of a configuration, one is played by the computer against itself
/// (both sides search [`COMPUTER_NODES`] nodes a move) instead of by random moves.
pub const COMPUTER_EVERY: u64 = 10;

/// The computer's budget in the soak's computer-against-computer games, in nodes a move.
pub const COMPUTER_NODES: u64 = 120;

/// A small, fast, seedable generator (SplitMix64): the soak needs reproducible games, not
/// cryptographic randomness.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator from a seed.
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number below `n` (`n` > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n.max(1) as u64) as usize
    }
}

/// One kind of game the soak plays: a name for the report and the settings.
#[derive(Clone, Debug)]
pub struct Config {
    /// `chessnim/orthodox-8x8`, `arnhem/deployment`, …
    pub name: String,
    /// The game's settings.
    pub settings: Settings,
}

fn squares(names: &[&str]) -> SquareSet {
    names
        .iter()
        .filter_map(|s| s.parse::<Square>().ok())
        .collect()
}

/// The configurations, grouped by game in the order of [`Variant::ALL`].
pub fn configs() -> Vec<Config> {
    let mut out = Vec::new();
    let config = |name: &str, settings: Settings| Config {
        name: name.to_string(),
        settings,
    };
    out.push(config(
        "chessnim/orthodox-8x8",
        Settings::new(Variant::ChessNim),
    ));
    let mut kings = Settings::new(Variant::ChessNim);
    kings.chessnim.material = ChessNimSettings::kings_only_material();
    out.push(config("chessnim/kings-unlimited-8x8", kings));
    let mut fairy = Settings::new(Variant::ChessNim);
    fairy.chessnim.width = 7;
    fairy.chessnim.height = 6;
    fairy.chessnim.holes = squares(&["c3", "e4", "a6", "g1"]);
    fairy.chessnim.pawns_on_last_rank = false;
    if let Ok(m) = ChessNimSettings::parse_material(
        "K:K:2, A:NN:2, Z:C:*, X:nD7nA7:1, P:fmWfcFifmnD:4, G:vRsN2:1",
    ) {
        fairy.chessnim.material = m;
    }
    out.push(config("chessnim/fairy-7x6-holes", fairy));
    let mut wide = Settings::new(Variant::ChessNim);
    wide.chessnim.width = 12;
    wide.chessnim.height = 10;
    wide.chessnim.holes = squares(&["f5", "g5", "f6", "g6", "a1", "l10"]);
    if let Ok(m) = ChessNimSettings::parse_material("Q:Q:3, N:NN:*, R:R:4, B:B:4") {
        wide.chessnim.material = m;
    }
    out.push(config("chessnim/riders-12x10-holes", wide));
    out.push(config("chessence", Settings::new(Variant::Chessence)));
    out.push(config("arnhem/deployment", Settings::new(Variant::Arnhem)));
    let mut quick = Settings::new(Variant::Arnhem);
    quick.arnhem = ArnhemSettings { deployment: false };
    out.push(config("arnhem/quick", quick));
    out.push(config(
        "nastyneighbours",
        Settings::new(Variant::NastyNeighbours),
    ));
    out.push(config("vimes", Settings::new(Variant::Vimes)));
    out
}

/// A broken invariant, with what it takes to replay the game.
#[derive(Clone, Debug)]
pub struct Violation {
    /// The configuration's name.
    pub config: String,
    /// The game's seed.
    pub seed: u64,
    /// The starting FEN.
    pub start_fen: String,
    /// The moves up to and including the one after which the check failed.
    pub moves: Vec<String>,
    /// What went wrong.
    pub what: String,
}

/// How one game went.
#[derive(Clone, Debug)]
pub struct GameReport {
    /// Plies played.
    pub plies: usize,
    /// The result: the outcome as text, `ply limit`, or `violation`.
    pub result: String,
    /// The broken invariant, if any.
    pub violation: Option<Violation>,
}

/// `AR-4` **[decided]**: Black's change after the reveal is Black's move and obeys check.
/// With Black's king attacked at the reveal, `pass` is not among the legal changes; after
/// any change Black's king is not attacked (and the play position reads back from its FEN,
/// which [`check_sound`] checks).
fn check_change(prev: &Position, legal: &[Move], next: &Position) -> Result<(), String> {
    if prev.rules().variant() != Variant::Arnhem || prev.phase() != Phase::Change {
        return Ok(());
    }
    if prev.in_check(Player::BLACK) && legal.contains(&Move::Pass) {
        return Err("Black is in check at the reveal, yet 'pass' is legal".into());
    }
    if next.in_check(Player::BLACK) {
        return Err("Black's change left its own king attacked".into());
    }
    Ok(())
}

/// Board, occupancy and FEN: what every position of every game must satisfy.
pub fn check_sound(settings: &Settings, pos: &Position) -> Result<(), String> {
    let g = pos.rules().geometry();
    let mut seen = SquareSet::EMPTY;
    for i in 0..pos.rules().player_count() {
        let player = Player(i);
        for sq in pos.pieces_of(player) {
            if !g.is_playable(sq) {
                return Err(format!("a piece stands on {sq}, a hole or off the board"));
            }
            if pos.piece_at(sq).map(|p| p.player) != Some(player) {
                return Err(format!("the board and the occupancy sets disagree on {sq}"));
            }
            seen.insert(sq);
        }
    }
    if seen != pos.occupied() {
        return Err("the occupied set is not the union of the players' sets".into());
    }
    let fen = pos.to_fen();
    match Position::from_fen(settings, &fen) {
        Ok(back) if &back == pos && back.to_fen() == fen => Ok(()),
        Ok(back) => Err(format!(
            "FEN round trip: {fen} reads back as {}",
            back.to_fen()
        )),
        Err(e) => Err(format!("the position's own FEN {fen} is refused: {e}")),
    }
}

/// A random move-shaped thing: a normal move between two random squares or a drop of a
/// random kind; used to check that `check()` refuses what `legal_moves()` does not list.
fn random_move(pos: &Position, rng: &mut Rng) -> Move {
    let g = pos.rules().geometry();
    let sq = |rng: &mut Rng| {
        Square::new(
            rng.below(g.width().into()) as u8,
            rng.below(g.height().into()) as u8,
        )
    };
    match rng.below(3) {
        0 => Move::Drop {
            kind: Kind(rng.below(pos.rules().kinds().len()) as u8),
            to: sq(rng),
        },
        _ => Move::Normal {
            from: sq(rng),
            to: sq(rng),
            promotion: None,
        },
    }
}

/// Checks the verdicts of one position: legal moves pass `check()`, random others agree
/// with the list, and no legal move means an outcome.
fn check_moves(pos: &Position, legal: &[Move], all: bool, rng: &mut Rng) -> Result<(), String> {
    let rules = pos.rules();
    let mut verify = |m: &Move| match pos.check(m) {
        Ok(()) => Ok(()),
        Err(e) => Err(format!(
            "legal move {} refused by check(): {e}",
            m.to_uci(rules)
        )),
    };
    if all {
        legal.iter().try_for_each(&mut verify)?;
    } else {
        for _ in 0..CHECK_SAMPLE {
            verify(&legal[rng.below(legal.len())])?;
        }
    }
    {
        let m = random_move(pos, rng);
        if pos.check(&m).is_ok() != legal.contains(&m) {
            return Err(format!(
                "check() and legal_moves() disagree on {}",
                m.to_uci(rules)
            ));
        }
    }
    Ok(())
}

/// Chooses the move to play: uniform among the legal moves, except that during Arnhem's
/// deployment a drop (or the confirming pass) is preferred three times in four, so that
/// the armies get placed rather than shuffled for ever.
fn choose(pos: &Position, legal: &[Move], rng: &mut Rng) -> Move {
    if pos.phase() == Phase::Deploy && rng.below(4) != 0 {
        let placing: Vec<Move> = legal
            .iter()
            .copied()
            .filter(|m| matches!(m, Move::Drop { .. } | Move::Pass))
            .collect();
        if !placing.is_empty() {
            return placing[rng.below(placing.len())];
        }
    }
    legal[rng.below(legal.len())]
}

/// Plays one random game of `config` from `seed`, checking every move.
pub fn play_game(config: &Config, seed: u64) -> GameReport {
    play(config, seed, false)
}

/// Plays one game of `config` from `seed` with the computer on both sides (the search at
/// [`COMPUTER_NODES`] nodes a move, seeded per ply), checking every move as
/// [`play_game`] does.
pub fn play_computer_game(config: &Config, seed: u64) -> GameReport {
    play(config, seed, true)
}

/// Plays one game of `config` from `seed`, by random moves or by the computer, checking
/// every move.
fn play(config: &Config, seed: u64, computer: bool) -> GameReport {
    let mut rng = Rng::new(seed);
    let settings = &config.settings;
    let mut moves: Vec<String> = Vec::new();
    let game = match Game::new(settings) {
        Ok(g) => g,
        Err(e) => {
            let what = format!("the game does not start: {e}");
            return violation(config, seed, String::new(), moves, what);
        }
    };
    let start = game.start().clone();
    let start_fen = start.to_fen();
    let fail =
        |moves: Vec<String>, what: String| violation(config, seed, start_fen.clone(), moves, what);
    if let Err(e) = check_sound(settings, &start) {
        return fail(moves, e);
    }
    let mut vimes = VimesModel::new();
    let mut pos = start.clone();
    // SH-3 by hand (`Game` keeps every position and prints each one's FEN to look for a
    // repetition, which makes long games quadratic): the FEN without its clocks.
    let mut seen: HashMap<String, u32> = HashMap::new();
    let mut threefold = false;
    loop {
        if let Some(report) = game_over(&pos, moves.len(), threefold) {
            return report;
        }
        let legal = pos.legal_moves();
        if legal.is_empty() {
            return fail(moves, "no legal move, yet the game is not over".into());
        }
        let all = legal.len() <= CHECK_ALL_UP_TO || moves.len().is_multiple_of(CHECK_ALL_EVERY);
        if let Err(e) = check_moves(&pos, &legal, all, &mut rng) {
            return fail(moves, e);
        }
        let m = if computer {
            match computer_move(&pos, &legal, seed ^ moves.len() as u64) {
                Ok(m) => m,
                Err(e) => return fail(moves, e),
            }
        } else {
            choose(&pos, &legal, &mut rng)
        };
        moves.push(m.to_uci(pos.rules()));
        let next = match pos.play(&m) {
            Ok(next) => next,
            Err(e) => return fail(moves, format!("the legal move was refused by play: {e}")),
        };
        let checked = check_played(settings, &start, &pos, &legal, &m, &next, &mut vimes);
        if let Err(e) = checked {
            return fail(moves, e);
        }
        threefold = third_time(&mut seen, &start, &next);
        pos = next;
    }
}

/// The report of a game that broke an invariant (`what`) after `moves`.
fn violation(
    config: &Config,
    seed: u64,
    start_fen: String,
    moves: Vec<String>,
    what: String,
) -> GameReport {
    GameReport {
        plies: moves.len(),
        result: "violation".into(),
        violation: Some(Violation {
            config: config.name.clone(),
            seed,
            start_fen,
            moves,
            what,
        }),
    }
}

/// The report of a game that ended well after `plies` plies: by a threefold repetition,
/// its outcome or the ply cap; `None` while it goes on.
fn game_over(pos: &Position, plies: usize, threefold: bool) -> Option<GameReport> {
    let result = if threefold {
        "Draw: the same position for the third time".to_string()
    } else if let Some(o) = pos.outcome() {
        o.to_string()
    } else if plies >= PLY_CAP {
        "ply limit".to_string()
    } else {
        return None;
    };
    Some(GameReport {
        plies,
        result,
        violation: None,
    })
}

/// The computer's move in `pos` ([`COMPUTER_NODES`] nodes, seeded with `seed`), which must
/// be one of `legal`.
fn computer_move(pos: &Position, legal: &[Move], seed: u64) -> Result<Move, String> {
    let limits = Limits::nodes(COMPUTER_NODES).with_seed(seed);
    match search::best_move(pos, &limits).best {
        Some(m) if legal.contains(&m) => Ok(m),
        Some(m) => {
            let text = m.to_uci(pos.rules());
            Err(format!("the search chose {text}, not a legal move"))
        }
        None => Err("the search found no move, yet there are legal moves".into()),
    }
}

/// The checks after `m` took `pos` to `next`: soundness, Arnhem's change, the material,
/// Vimes' schedule and the undo.
fn check_played(
    settings: &Settings,
    start: &Position,
    pos: &Position,
    legal: &[Move],
    m: &Move,
    next: &Position,
    vimes: &mut VimesModel,
) -> Result<(), String> {
    check_sound(settings, next)
        .and_then(|()| check_change(pos, legal, next))
        .and_then(|()| check_material(start, pos, m, next))
        .and_then(|()| {
            if settings.variant == Variant::Vimes {
                vimes.step(pos, m, next)
            } else {
                Ok(())
            }
        })
        .and_then(|()| check_undo(settings, m, pos, next))
}

/// Counts `next` in `seen`; whether it is now there for the third time (`SH-3`).
fn third_time(seen: &mut HashMap<String, u32>, start: &Position, next: &Position) -> bool {
    let key = repetition_key(next);
    let n = seen.entry(key).or_insert(0);
    *n += 1;
    // The start counts too: it was not entered in the table.
    *n >= 3 || (*n >= 2 && repetition_key(start) == repetition_key(next))
}

/// What must be equal for "the same position" (`SH-3`): the FEN without its two clocks.
fn repetition_key(p: &Position) -> String {
    let fen = p.to_fen();
    let fields: Vec<&str> = fen.split(' ').collect();
    fields[..fields.len().saturating_sub(2)].join(" ")
}

/// A [`Game`] from `prev` plays `m` to `next`, and `Game::undo` then gives back `prev`
/// exactly (position and FEN).
fn check_undo(
    settings: &Settings,
    m: &Move,
    prev: &Position,
    next: &Position,
) -> Result<(), String> {
    let mut game = Game::from_position(settings, prev.clone());
    if let Err(e) = game.play(m) {
        return Err(format!("Game::play refuses the legal move: {e}"));
    }
    if game.position() != next {
        return Err("Game::play and Position::play give different positions".into());
    }
    if game.undo() != Some(*m) {
        return Err("undo did not return the move just played".into());
    }
    if game.position() != prev || game.position().to_fen() != prev.to_fen() {
        return Err(format!(
            "undo gave {}, not the position before",
            game.position().to_fen()
        ));
    }
    Ok(())
}

/// What the soak found for one configuration.
#[derive(Clone, Debug, Default)]
pub struct ConfigReport {
    /// Games played.
    pub games: u64,
    /// Of which the computer played on both sides.
    pub computer_games: u64,
    /// Plies played in all.
    pub plies: u64,
    /// The longest game.
    pub max_plies: usize,
    /// Results by their text.
    pub results: BTreeMap<String, u64>,
    /// Broken invariants.
    pub violations: Vec<Violation>,
    /// Seconds taken.
    pub seconds: f64,
}

/// The seed of game `i` of configuration `c` in a soak seeded with `seed`.
pub fn game_seed(seed: u64, c: usize, i: u64) -> u64 {
    Rng::new(seed ^ ((c as u64) << 48) ^ i.wrapping_mul(0x2545_f491_4f6c_dd1d)).next_u64()
}

/// Plays `n` games of each game (spread over its configurations) and writes the report;
/// returns whether every check passed.
pub fn run(n: u64, seed: u64, out: &mut dyn Write) -> io::Result<bool> {
    run_only(n, seed, None, out)
}

/// As [`run`], for one game only when `only` names it (its games are the same as in a
/// run of every game with that seed).
pub fn run_only(n: u64, seed: u64, only: Option<Variant>, out: &mut dyn Write) -> io::Result<bool> {
    let configs = configs();
    writeln!(
        out,
        "soak: {n} games of each game, seed {seed}, ply cap {PLY_CAP}; one game in \
         {COMPUTER_EVERY} computer v computer at {COMPUTER_NODES} nodes a move, the rest random"
    )?;
    let mut violations = 0usize;
    for variant in Variant::ALL {
        if only.is_some_and(|v| v != variant) {
            continue;
        }
        let mine: Vec<(usize, &Config)> = configs
            .iter()
            .enumerate()
            .filter(|(_, c)| c.settings.variant == variant)
            .collect();
        for (j, &(c, config)) in mine.iter().enumerate() {
            // Game i of the game goes to configuration i mod k.
            let k = mine.len() as u64;
            let games = n / k + u64::from((j as u64) < n % k);
            let report = soak_config(c, config, games, seed);
            write_report(out, config, &report)?;
            violations += report.violations.len();
            out.flush()?;
        }
    }
    if violations == 0 {
        writeln!(out, "soak: ok, no violation")?;
    } else {
        writeln!(out, "soak: FAILED, {violations} violation(s)")?;
    }
    Ok(violations == 0)
}

/// Plays `games` games of one configuration.
pub fn soak_config(c: usize, config: &Config, games: u64, seed: u64) -> ConfigReport {
    let started = Instant::now();
    let mut report = ConfigReport::default();
    for i in 0..games {
        let g = if i % COMPUTER_EVERY == COMPUTER_EVERY - 1 {
            report.computer_games += 1;
            play_computer_game(config, game_seed(seed, c, i))
        } else {
            play_game(config, game_seed(seed, c, i))
        };
        report.games += 1;
        report.plies += g.plies as u64;
        report.max_plies = report.max_plies.max(g.plies);
        *report.results.entry(g.result).or_insert(0) += 1;
        if let Some(v) = g.violation {
            report.violations.push(v);
        }
    }
    report.seconds = started.elapsed().as_secs_f64();
    report
}

fn write_report(out: &mut dyn Write, config: &Config, r: &ConfigReport) -> io::Result<()> {
    let avg = if r.games > 0 {
        r.plies as f64 / r.games as f64
    } else {
        0.0
    };
    writeln!(
        out,
        "{}: games {} ({} computer v computer) plies {} (mean {avg:.1}, max {}) violations {} time {:.1}s",
        config.name,
        r.games,
        r.computer_games,
        r.plies,
        r.max_plies,
        r.violations.len(),
        r.seconds
    )?;
    for (result, n) in &r.results {
        writeln!(out, "  {n:>7}  {result}")?;
    }
    for v in r.violations.iter().take(5) {
        writeln!(out, "  VIOLATION seed {}: {}", v.seed, v.what)?;
        writeln!(out, "    replay in the command loop:")?;
        for line in replay_commands(&config.settings) {
            writeln!(out, "      {line}")?;
        }
        writeln!(
            out,
            "      position fen {} moves {}",
            v.start_fen,
            v.moves.join(" ")
        )?;
    }
    Ok(())
}

/// The `setoption` lines that give a fresh session `settings`.
pub fn replay_commands(settings: &Settings) -> Vec<String> {
    use crate::options::{ARNHEM_DEPLOYMENT, HOLES, MATERIAL, PAWNS_ON_LAST_RANK, SIZE, VARIANT};
    let set = |name: &str, value: String| format!("setoption name {name} value {value}");
    let mut lines = vec![set(VARIANT, settings.variant.name().to_string())];
    match settings.variant {
        Variant::ChessNim => {
            let c = &settings.chessnim;
            lines.push(set(SIZE, format!("{}x{}", c.width, c.height)));
            if !c.holes.is_empty() {
                let holes: Vec<String> = c.holes.iter().map(|s| s.to_string()).collect();
                lines.push(set(HOLES, holes.join(" ")));
            }
            lines.push(set(MATERIAL, c.material_text()));
            lines.push(set(PAWNS_ON_LAST_RANK, c.pawns_on_last_rank.to_string()));
        }
        Variant::Arnhem => {
            lines.push(set(
                ARNHEM_DEPLOYMENT,
                settings.arnhem.deployment.to_string(),
            ));
        }
        _ => {}
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    /// White's chancellor on d1 checks Black's king on d7 at the reveal.
    const CHECK_AT_THE_REVEAL: &str = "rnqkbc/1p2p1/2p1p1/**2**/6/P1P1PP/KBQCRN[] b change - 0 1";

    #[test]
    fn ar_4_check_change_catches_a_pass_or_a_change_that_leaves_black_in_check() {
        let settings = Settings::new(Variant::Arnhem);
        let Ok(prev) = Position::from_fen(&settings, CHECK_AT_THE_REVEAL) else {
            panic!("the example reads");
        };
        let legal = prev.legal_moves();
        let m = legal[0];
        let Ok(next) = prev.play(&m) else {
            panic!("a legal change plays");
        };
        assert_eq!(check_change(&prev, &legal, &next), Ok(()));
        // What an engine that broke the ruling would do: list and play `pass`.
        let mut with_pass = legal.to_vec();
        with_pass.push(Move::Pass);
        let mut passed = prev.clone();
        passed.play_unchecked(&Move::Pass);
        assert!(check_change(&prev, &with_pass, &next).is_err());
        assert!(check_change(&prev, &legal, &passed).is_err());
    }
}
