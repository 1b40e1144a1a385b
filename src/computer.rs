//! The computer's seats and the messages between the page and the search worker.
//!
//! Any seat of a game (two, or three in Vimes Chess) is a [`Seat::Human`] or a
//! [`Seat::Computer`] with a time per move. When a computer seat is to move, the page sends
//! a [`Request`] (the game as saved text, the time, a seed) to a web worker (the `worker`
//! bin, `src/worker.rs`), which runs [`think`] and posts the [`Reply`] back; the page stays
//! responsive meanwhile and terminates the worker when the answer is no longer wanted (an
//! undo, a new game). The same worker answers ChessNim's "hint" ([`Task::Hint`]: every
//! drop the exact solver proves winning).
//!
//! The messages are serde types, posted as JavaScript values (`serde-wasm-bindgen`: no JSON
//! text in between); seats are stored through serde too (`storage.rs`). Everything
//! here is plain Rust, natively testable: the worker only adds the message plumbing and the
//! clock.

use engine::search::{self, Limits, ScoreKind, SearchMemory};
use engine::Move;
use serde::{Deserialize, Serialize};
use std::cell::RefCell;

use crate::game::Game;

/// What a new worker says once it listens.
pub const READY: &str = "ready";

/// A strength the new-game dialog offers for a computer seat: a name for players, the time
/// per move (which identifies the level in a stored seat), and for the weak levels a node
/// budget and a share of deliberately random moves, so that a beginner can win.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Level {
    /// "Beginner" … "Strongest".
    pub name: &'static str,
    /// Time per move, in milliseconds.
    pub ms: u32,
    /// At most this many nodes per move (`None`: as many as the time allows).
    pub nodes: Option<u64>,
    /// Per cent of moves chosen at random among the legal ones.
    pub random_percent: u32,
}

/// The levels, weakest first (BENCH.md, "Strength": how they fare against each other).
pub const LEVELS: [Level; 5] = [
    Level {
        name: "Beginner",
        ms: 100,
        nodes: Some(150),
        random_percent: 30,
    },
    Level {
        name: "Casual",
        ms: 150,
        nodes: Some(1_500),
        random_percent: 8,
    },
    Level {
        name: "Club",
        ms: 200,
        nodes: None,
        random_percent: 0,
    },
    Level {
        name: "Strong",
        ms: 1_000,
        nodes: None,
        random_percent: 0,
    },
    Level {
        name: "Strongest",
        ms: 5_000,
        nodes: None,
        random_percent: 0,
    },
];

/// The level whose time per move is `ms`, if one is.
pub fn level_of(ms: u32) -> Option<&'static Level> {
    LEVELS.iter().find(|l| l.ms == ms)
}

/// Who plays a seat (stored as `"human"` or `{"computer":{"ms":1000}}`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Seat {
    /// A person at this device.
    Human,
    /// The computer, thinking about this long per move (milliseconds).
    Computer {
        /// Time per move, in milliseconds.
        ms: u32,
    },
}

impl Seat {
    /// Whether the computer plays this seat.
    pub fn is_computer(self) -> bool {
        matches!(self, Seat::Computer { .. })
    }

    /// Whether the seat is one the app offers: a person, or the computer at 0.05 s to 60 s.
    pub fn is_valid(self) -> bool {
        match self {
            Seat::Human => true,
            Seat::Computer { ms } => (50..=60_000).contains(&ms),
        }
    }

    /// The seat as a word (`human` or `computer:MS`): the value of its option in the
    /// new-game dialog's menus, and how earlier versions stored it.
    pub fn to_text(self) -> String {
        match self {
            Seat::Human => "human".into(),
            Seat::Computer { ms } => format!("computer:{ms}"),
        }
    }

    /// Reads [`Seat::to_text`]; `None` for anything else.
    pub fn parse(text: &str) -> Option<Seat> {
        let seat = match text.trim() {
            "human" => Seat::Human,
            t => Seat::Computer {
                ms: t.strip_prefix("computer:")?.parse().ok()?,
            },
        };
        seat.is_valid().then_some(seat)
    }

    /// "0.2 s", "1 s", "5 s": a time per move in words.
    pub fn level_text(ms: u32) -> String {
        if ms.is_multiple_of(1000) {
            format!("{} s", ms / 1000)
        } else {
            // Decimals without floating point (its formatting code costs the page's wasm).
            let frac = format!("{:03}", ms % 1000);
            format!("{}.{} s", ms / 1000, frac.trim_end_matches('0'))
        }
    }

    /// The computer's level as the dialog names it: "Club (0.2 s a move)", or the time
    /// alone for a time that is no named level (a seat stored by an earlier version).
    pub fn level_label(ms: u32) -> String {
        match level_of(ms) {
            Some(l) => format!("{} ({} a move)", l.name, Seat::level_text(ms)),
            None => format!("{} a move", Seat::level_text(ms)),
        }
    }
}

/// Who plays each seat, by the seat's name, for the game page: "White: a person; Black:
/// the computer, Casual (0.15 s a move)".
pub fn seats_text(seats: &[Seat]) -> String {
    seats
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let who = match s {
                Seat::Computer { ms } => format!("the computer, {}", Seat::level_label(*ms)),
                Seat::Human => "a person".to_string(),
            };
            format!("{}: {who}", engine::Player(i as u8).title())
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// The level a computer seat of the new-game dialog starts at: Casual.
pub const DIALOG_LEVEL: &Level = &LEVELS[1];

/// The seats the new-game dialog starts from for a game of `players` players: the choice
/// made last on this device for as many players (`remembered`, one list per number of
/// players), else a person at the first seat and the computer at [`DIALOG_LEVEL`] at the
/// others, so that a new game has someone to answer.
pub fn dialog_seats(players: usize, remembered: &[Vec<Seat>]) -> Vec<Seat> {
    if let Some(last) = remembered
        .iter()
        .find(|s| s.len() == players && seats_are_valid(s))
    {
        return last.clone();
    }
    let computer = Seat::Computer {
        ms: DIALOG_LEVEL.ms,
    };
    (0..players)
        .map(|i| if i == 0 { Seat::Human } else { computer })
        .collect()
}

/// `remembered` with `choice` as the last choice for its number of players (the others
/// kept).
pub fn remember_choice(remembered: &[Vec<Seat>], choice: &[Seat]) -> Vec<Vec<Seat>> {
    let mut out: Vec<Vec<Seat>> = remembered
        .iter()
        .filter(|s| s.len() != choice.len() && seats_are_valid(s))
        .cloned()
        .collect();
    if seats_are_valid(choice) {
        out.insert(0, choice.to_vec());
    }
    out
}

/// The seats of `seats` the computer plays, as the views need them.
pub fn computers_of(seats: &[Seat]) -> crate::view::Computers {
    crate::view::Computers::from_flags(seats.iter().map(|s| s.is_computer()))
}

/// Seats as one line of words (`human,computer:1000`), as earlier versions stored them.
pub fn seats_to_text(seats: &[Seat]) -> String {
    seats
        .iter()
        .map(|s| s.to_text())
        .collect::<Vec<_>>()
        .join(",")
}

/// Reads [`seats_to_text`]: `None` unless there are one to three seats and every one reads.
pub fn seats_from_text(text: &str) -> Option<Vec<Seat>> {
    let seats: Option<Vec<Seat>> = text.split(',').map(Seat::parse).collect();
    seats.filter(|s| (1..=3).contains(&s.len()))
}

/// Whether `seats` are one to three seats the app offers (seats read from storage).
pub fn seats_are_valid(seats: &[Seat]) -> bool {
    (1..=3).contains(&seats.len()) && seats.iter().all(|s| s.is_valid())
}

/// Human seats for every player of the game `settings` start.
pub fn all_human(settings: &engine::Settings) -> Vec<Seat> {
    vec![Seat::Human; settings.player_count()]
}

/// What the worker is asked to do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Task {
    /// Choose a move for the player to move.
    Move,
    /// ChessNim: list the winning drops the solver can prove.
    Hint,
    /// The evaluation and the best line of the position (the "Analysis" toggle).
    Analyse,
}

/// A question for the worker.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Request {
    /// Echoed in the reply, so that a late answer to an old question is recognised.
    pub id: u32,
    /// What to do.
    pub task: Task,
    /// The time it may take, in milliseconds.
    pub ms: u32,
    /// The seed of the search's tie-breaks.
    pub seed: u64,
    /// The game, as [`Game::to_saved`] writes it.
    pub game: String,
}

/// The worker's answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
// Externally tagged (`{"move": {...}}`): an internally tagged enum's reader buffers every
// field first, which cost the page 15 KB of wasm.
#[serde(rename_all = "lowercase")]
pub enum Reply {
    /// The move chosen (engine notation), with the search's score and depth.
    Move {
        /// The request's id.
        id: u32,
        /// The move in the engine's notation.
        mv: String,
        /// The score in words ("+0.35", "mate in 2", "won", "lost").
        score: String,
        /// The deepest depth completed.
        depth: u32,
    },
    /// ChessNim's winning drops; `proven` is false when the solver ran out of time.
    Hint {
        /// The request's id.
        id: u32,
        /// The winning drops (engine notation); empty when the position is lost.
        drops: Vec<String>,
        /// Whether the solver finished.
        proven: bool,
        /// When no winning drop is proven (out of time, or every drop loses), the search's
        /// best drop, so that a hint always helps.
        #[serde(default)]
        suggestion: Option<String>,
    },
    /// The evaluation of the position and the line the search expects.
    Analysis {
        /// The request's id.
        id: u32,
        /// The score in words, from White's side in a two-player game ("+0.35", "mate in
        /// 3", "mated in 2"), else from the side to move's.
        score: String,
        /// Whose side the score is from ("White", or the player to move in Vimes).
        side: String,
        /// The deepest depth completed.
        depth: u32,
        /// The best line in readable notation ("Nf3 d5 …").
        line: Vec<String>,
    },
    /// The request could not be answered.
    Error {
        /// The request's id (0 when it could not be read).
        id: u32,
        /// Why.
        message: String,
    },
}

impl Reply {
    /// The id of the request answered (0 when the request could not be read).
    pub fn id(&self) -> u32 {
        match self {
            Reply::Move { id, .. }
            | Reply::Hint { id, .. }
            | Reply::Analysis { id, .. }
            | Reply::Error { id, .. } => *id,
        }
    }
}

/// The score in words for the player who moved: "+0.35", "mate in 2", "won", "lost".
pub fn score_words(score: i32) -> String {
    match search::score_kind(score) {
        ScoreKind::Centipawns(cp) => {
            let sign = if cp < 0 { '-' } else { '+' };
            let a = cp.unsigned_abs();
            format!("{sign}{}.{:02}", a / 100, a % 100)
        }
        ScoreKind::Mate(n) if n > 0 => format!("mate in {n}"),
        ScoreKind::Mate(n) => format!("mated in {}", -n),
        ScoreKind::Proven(true) => "won".into(),
        ScoreKind::Proven(false) => "lost".into(),
    }
}

thread_local! {
    /// What the worker's searches (moves, or analyses: each has a worker of its own) keep
    /// from one request to the next of the same game (named by its game and start
    /// position): the search's table, so the next search starts from what this one found.
    static MEMORY: RefCell<(String, SearchMemory)> = RefCell::new((String::new(), SearchMemory::new()));
}

/// The search of `game`'s position, starting from what this worker's earlier searches of
/// the same game kept ([`MEMORY`]; another game clears it).
fn search_remembering(
    game: &Game,
    limits: &Limits,
    stop: &mut dyn FnMut(u64) -> bool,
) -> search::SearchResult {
    let record = game.engine_game();
    let name = format!("{} {}", record.settings().name(), record.start().to_fen());
    MEMORY.with_borrow_mut(|(of, memory)| {
        if *of != name {
            memory.clear();
            *of = name;
        }
        search::best_move_remembering(record, limits, memory, stop, &mut |_| {})
    })
}

/// Answers a request (the worker's whole job). `now` reads a clock in milliseconds; the
/// search stops when the request's time (at most ten minutes) is spent (it always has a
/// move by then).
pub fn think(req: &Request, now: &mut dyn FnMut() -> f64) -> Reply {
    match Game::from_saved(&req.game) {
        Ok(game) => answer(req, &game, now),
        Err(e) => Reply::Error {
            id: req.id,
            message: format!("the game could not be read: {e}"),
        },
    }
}

fn answer(req: &Request, game: &Game, now: &mut dyn FnMut() -> f64) -> Reply {
    let start = now();
    let deadline = start + f64::from(req.ms.min(600_000));
    let mut stop = |_: u64| now() >= deadline;
    match req.task {
        Task::Hint => {
            if !game.position().rules().free_square_goal() {
                return Reply::Error {
                    id: req.id,
                    message: "hints are for games of the last free square (ChessNim)".into(),
                };
            }
            hint(req, game, now, start)
        }
        Task::Analyse => analyse(req, game, &mut stop),
        Task::Move => computer_move(req, game, &mut stop),
    }
}

fn game_over(req: &Request) -> Reply {
    Reply::Error {
        id: req.id,
        message: "the game is over".into(),
    }
}

/// The analysis: the score (from White's side in a game of two) and the line, in the
/// game's notation.
fn analyse(req: &Request, game: &Game, stop: &mut dyn FnMut(u64) -> bool) -> Reply {
    let pos = game.position();
    let limits = Limits::default().with_seed(req.seed);
    let r = search_remembering(game, &limits, stop);
    if r.best.is_none() {
        return game_over(req);
    }
    let two = pos.rules().player_count() == 2;
    let flip = two && pos.turn() != engine::Player::WHITE;
    let mut line = Vec::new();
    let mut before = pos.clone();
    for m in &r.pv {
        let Ok(after) = before.play(m) else { break };
        line.push(engine::notation::notation(&before, m, &after));
        before = after;
    }
    Reply::Analysis {
        id: req.id,
        score: score_words(if flip { -r.score } else { r.score }),
        side: if two {
            "White".into()
        } else {
            pos.turn().title().to_string()
        },
        depth: r.depth,
        line,
    }
}

/// The computer's move at the request's level: a weak level plays some moves at random
/// (decided by the request's seed), the others search within the level's nodes and time.
fn computer_move(req: &Request, game: &Game, stop: &mut dyn FnMut(u64) -> bool) -> Reply {
    let pos = game.position();
    let level = level_of(req.ms);
    if let Some(l) = level.filter(|l| l.random_percent > 0) {
        let legal = pos.legal_moves();
        let roll = search::mix_seed(req.seed) % 100;
        if !legal.is_empty() && roll < u64::from(l.random_percent) {
            let i = (search::mix_seed(req.seed ^ 0x5eed) % legal.len() as u64) as usize;
            return Reply::Move {
                id: req.id,
                mv: legal[i].to_uci(pos.rules()),
                score: "a random move".into(),
                depth: 0,
            };
        }
    }
    let mut limits = Limits::default().with_seed(req.seed);
    if let Some(n) = level.and_then(|l| l.nodes) {
        limits.nodes = n;
    }
    let r = search_remembering(game, &limits, stop);
    match r.best {
        Some(m) => Reply::Move {
            id: req.id,
            mv: m.to_uci(pos.rules()),
            score: score_words(r.score),
            depth: r.depth,
        },
        None => game_over(req),
    }
}

/// The share of a hint's time the exact solver gets; the search's suggestion has the rest.
const HINT_SOLVER_SHARE: f64 = 0.6;

/// ChessNim's hint: the drops the solver proves winning within most of the time; when it
/// proves none (out of time, or the position is lost), the search's best drop in the rest.
fn hint(req: &Request, game: &Game, now: &mut dyn FnMut() -> f64, start: f64) -> Reply {
    let pos = game.position();
    let ms = f64::from(req.ms.min(600_000));
    let solver_deadline = start + ms * HINT_SOLVER_SHARE;
    // The solver asks the clock every few hundred nodes and stops at the deadline.
    let mut stop = |_: u64| now() >= solver_deadline;
    let solved = search::chessnim_winning_drops_until(pos, u64::MAX, &mut stop).0;
    let drops: Vec<String> = solved
        .iter()
        .flatten()
        .map(|m| m.to_uci(pos.rules()))
        .collect();
    let proven = solved.is_some();
    let suggestion = if drops.is_empty() {
        let deadline = start + ms;
        let limits = Limits::default().with_seed(req.seed);
        let mut stop = |_: u64| now() >= deadline;
        search_remembering(game, &limits, &mut stop)
            .best
            .map(|m| m.to_uci(pos.rules()))
    } else {
        None
    };
    Reply::Hint {
        id: req.id,
        drops,
        proven,
        suggestion,
    }
}

/// Reads the move of a [`Reply::Move`] for the game's position.
pub fn parse_reply_move(game: &Game, mv: &str) -> Result<Move, String> {
    game.position().parse_move(mv).map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{arnhem, chessence, chessnim, nasty_neighbours, vimes};
    use engine::{Settings, Variant};

    fn game(v: Variant) -> Game {
        let mut s = Settings::new(v);
        s.arnhem.deployment = true;
        Game::new(s).expect("start")
    }

    /// A clock that advances a millisecond per reading (the search reads it every few
    /// dozen nodes).
    fn ticking() -> impl FnMut() -> f64 {
        let mut t = 0.0;
        move || {
            t += 1.0;
            t
        }
    }

    #[test]
    fn every_seat_is_named_with_who_plays_it() {
        assert_eq!(
            seats_text(&[Seat::Human, Seat::Human]),
            "White: a person; Black: a person"
        );
        let club = LEVELS.iter().find(|l| l.name == "Club").expect("Club").ms;
        assert_eq!(
            seats_text(&[Seat::Human, Seat::Computer { ms: club }]),
            format!(
                "White: a person; Black: the computer, {}",
                Seat::level_label(club)
            )
        );
        let three = seats_text(&[
            Seat::Computer { ms: club },
            Seat::Human,
            Seat::Computer { ms: club },
        ]);
        assert!(three.starts_with("White: the computer, Club"), "{three}");
        assert!(three.contains("; Black: a person; "), "{three}");
        assert!(
            three.contains("; Republican: the computer, Club"),
            "{three}"
        );
    }

    #[test]
    fn the_dialog_offers_the_computer_at_casual_then_the_last_choice() {
        let casual = Seat::Computer { ms: 150 };
        assert_eq!(DIALOG_LEVEL.name, "Casual");
        assert_eq!(dialog_seats(2, &[]), vec![Seat::Human, casual]);
        assert_eq!(dialog_seats(3, &[]), vec![Seat::Human, casual, casual]);
        let people = vec![Seat::Human; 2];
        let remembered = remember_choice(&[], &people);
        assert_eq!(dialog_seats(2, &remembered), people);
        // A choice for two players says nothing of three.
        assert_eq!(
            dialog_seats(3, &remembered),
            vec![Seat::Human, casual, casual]
        );
        let three = vec![casual, Seat::Human, Seat::Human];
        let remembered = remember_choice(&remembered, &three);
        assert_eq!(dialog_seats(3, &remembered), three);
        assert_eq!(dialog_seats(2, &remembered), people);
        // A later choice replaces the earlier one of as many players; garbage is dropped.
        let strong = vec![Seat::Human, Seat::Computer { ms: 1000 }];
        let remembered = remember_choice(&remembered, &strong);
        assert_eq!(remembered.len(), 2);
        assert_eq!(dialog_seats(2, &remembered), strong);
        let bad = vec![vec![Seat::Computer { ms: 1 }, Seat::Human]];
        assert_eq!(dialog_seats(2, &bad), vec![Seat::Human, casual]);
    }

    #[test]
    fn seats_round_trip_and_refuse_garbage() {
        let seats = vec![Seat::Human, Seat::Computer { ms: 1000 }];
        let text = seats_to_text(&seats);
        assert_eq!(text, "human,computer:1000");
        assert_eq!(seats_from_text(&text), Some(seats.clone()));
        // Stored as JSON through serde (storage.rs, with the browser's JSON).
        let json = serde_json::to_string(&seats).expect("serialises");
        assert_eq!(json, r#"["human",{"computer":{"ms":1000}}]"#);
        let back: Vec<Seat> = serde_json::from_str(&json).expect("reads");
        assert!(seats_are_valid(&back));
        assert!(!seats_are_valid(&[Seat::Computer { ms: 1 }]));
        assert!(!seats_are_valid(&[Seat::Human; 4]));
        for bad in [
            "",
            "robot",
            "computer:x",
            "computer:1",
            "human,human,human,human",
        ] {
            assert_eq!(seats_from_text(bad), None, "{bad}");
        }
        assert_eq!(Seat::level_text(200), "0.2 s");
        assert_eq!(Seat::level_text(5000), "5 s");
        assert_eq!(Seat::level_text(150), "0.15 s");
        assert_eq!(Seat::level_text(1500), "1.5 s");
        assert_eq!(Seat::level_text(1005), "1.005 s");
    }

    #[test]
    fn requests_and_replies_are_serde_values() {
        // The worker's messages travel as JavaScript values (serde-wasm-bindgen, checked in
        // a browser by tests/web.rs); their serde shape is the same as JSON's.
        let g = game(chessence::VARIANT);
        let req = Request {
            id: 7,
            task: Task::Move,
            ms: 500,
            seed: 3,
            game: g.to_saved(),
        };
        let text = serde_json::to_string(&req).expect("serialises");
        assert_eq!(serde_json::from_str::<Request>(&text).ok(), Some(req));
        for r in [
            Reply::Move {
                id: 1,
                mv: "a1b2".into(),
                score: "mate in 2".into(),
                depth: 5,
            },
            Reply::Hint {
                id: 2,
                drops: vec!["K@b2".into(), "K@c3".into()],
                proven: true,
                suggestion: None,
            },
            Reply::Error {
                id: 4,
                message: "the game is over".into(),
            },
        ] {
            let text = serde_json::to_string(&r).expect("serialises");
            assert_eq!(serde_json::from_str::<Reply>(&text).ok(), Some(r.clone()));
            assert!(r.id() > 0);
        }
        assert!(serde_json::from_str::<Reply>(r#"{"fly":{"id":1}}"#).is_err());
        assert!(serde_json::from_str::<Request>(r#"{"id":1,"task":"fly"}"#).is_err());
    }

    #[test]
    fn scores_in_words_have_two_decimals_and_a_sign() {
        assert_eq!(score_words(35), "+0.35");
        assert_eq!(score_words(-5), "-0.05");
        assert_eq!(score_words(0), "+0.00");
        assert_eq!(score_words(-1234), "-12.34");
        assert_eq!(score_words(200), "+2.00");
    }

    #[test]
    fn levels_are_named_by_strength_and_the_weak_ones_are_limited() {
        let names: Vec<&str> = LEVELS.iter().map(|l| l.name).collect();
        assert_eq!(names, ["Beginner", "Casual", "Club", "Strong", "Strongest"]);
        // Each level is told apart by its time; the weak ones have a budget and randomness.
        for (i, l) in LEVELS.iter().enumerate() {
            assert_eq!(level_of(l.ms), Some(l));
            assert!(Seat::Computer { ms: l.ms }.is_valid());
            if i < 2 {
                assert!(l.nodes.is_some() && l.random_percent > 0, "{}", l.name);
            }
        }
        assert_eq!(Seat::level_label(200), "Club (0.2 s a move)");
        assert_eq!(Seat::level_label(2000), "2 s a move");
        // Beginner: over many seeds some moves are random (said so), the rest searched
        // within the node budget; every move is legal.
        let g = game(nasty_neighbours::VARIANT);
        let legal: Vec<String> = g
            .position()
            .legal_moves()
            .iter()
            .map(|m| m.to_uci(g.position().rules()))
            .collect();
        let mut random = 0;
        for seed in 0..40 {
            let req = Request {
                id: 1,
                task: Task::Move,
                ms: LEVELS[0].ms,
                seed,
                game: g.to_saved(),
            };
            match think(&req, &mut ticking()) {
                Reply::Move { mv, score, .. } => {
                    assert!(legal.contains(&mv), "{mv}");
                    if score == "a random move" {
                        random += 1;
                    }
                }
                other => panic!("{other:?}"),
            }
        }
        assert!((4..=24).contains(&random), "{random} random moves of 40");
    }

    /// The worker's searches of one game start from what the earlier ones kept: the same
    /// position analysed again, with the same clock, gets deeper; another game starts
    /// afresh (the same depth as the first time).
    #[test]
    fn the_worker_remembers_a_game_between_requests() {
        let depth = |g: &Game| {
            let req = Request {
                id: 3,
                task: Task::Analyse,
                ms: 300,
                seed: 1,
                game: g.to_saved(),
            };
            match think(&req, &mut ticking()) {
                Reply::Analysis { depth, .. } => depth,
                other => panic!("{other:?}"),
            }
        };
        let nasty = game(nasty_neighbours::VARIANT);
        let chessence = game(chessence::VARIANT);
        let first = depth(&nasty);
        assert!(depth(&nasty) > first);
        depth(&chessence);
        assert_eq!(depth(&nasty), first);
    }

    #[test]
    fn think_answers_a_legal_move_in_every_game() {
        for v in [
            chessnim::VARIANT,
            chessence::VARIANT,
            arnhem::VARIANT,
            nasty_neighbours::VARIANT,
            vimes::VARIANT,
        ] {
            let g = game(v);
            let req = Request {
                id: 9,
                task: Task::Move,
                ms: 30,
                seed: 1,
                game: g.to_saved(),
            };
            let reply = think(&req, &mut ticking());
            let Reply::Move { id: 9, mv, .. } = reply else {
                panic!("{v}: {reply:?}");
            };
            let m = parse_reply_move(&g, &mv).expect("engine notation");
            assert!(g.position().legal_moves().contains(&m), "{v}: {mv}");
        }
    }

    #[test]
    fn think_refuses_bad_requests_with_a_message() {
        let req = Request {
            id: 5,
            task: Task::Move,
            ms: 10,
            seed: 0,
            game: "not a game".into(),
        };
        let reply = think(&req, &mut ticking());
        let Reply::Error { id: 5, message } = reply else {
            panic!("{reply:?}");
        };
        assert!(
            message.starts_with("the game could not be read"),
            "{message}"
        );
    }

    #[test]
    fn a_hint_on_the_full_8x8_board_always_suggests_a_drop() {
        // The default 8x8 board with the full set: the solver cannot settle the first drop
        // in a short time, so the search's best drop is the suggestion (never nothing).
        let g = Game::new(Settings::new(chessnim::VARIANT)).expect("start");
        let req = Request {
            id: 1,
            task: Task::Hint,
            ms: 300,
            seed: 0,
            game: g.to_saved(),
        };
        let reply = think(&req, &mut ticking());
        let Reply::Hint {
            drops, suggestion, ..
        } = &reply
        else {
            panic!("{reply:?}");
        };
        let suggested = drops.first().or(suggestion.as_ref()).expect("a drop");
        let m = parse_reply_move(&g, suggested).expect("a move");
        assert!(g.position().legal_moves().contains(&m), "{reply:?}");
    }

    /// The worker's hint for `g`, with two seconds of a ticking clock.
    fn hint_for(g: &Game) -> Reply {
        let req = Request {
            id: 1,
            task: Task::Hint,
            ms: 2000,
            seed: 0,
            game: g.to_saved(),
        };
        think(&req, &mut ticking())
    }

    #[test]
    fn hint_lists_the_winning_drops_of_cn9_reference_game() {
        let mut s = Settings::new(chessnim::VARIANT);
        s.chessnim.material = engine::ChessNimSettings::kings_only_material();
        let mut g = Game::new(s).expect("start");
        // 1. b7 e7 2. g7 g4 3. d4 b4 4. b2 c3: White to move wins with 5. f3 (CN-9).
        for d in ["b7", "e7", "g7", "g4", "d4", "b4", "b2", "c3"] {
            let m = parse_reply_move(&g, &format!("K@{d}")).expect("move");
            g.play_move(m).expect("legal");
        }
        let reply = hint_for(&g);
        let Reply::Hint {
            drops,
            proven: true,
            ..
        } = reply
        else {
            panic!("{reply:?}");
        };
        assert!(drops.contains(&"K@f3".to_string()), "{drops:?}");
    }

    /// A definition with `x-freeSquareGoal` (ChessNim's module on 4×4) gets the hint too:
    /// the worker asks the engine's rules, not the game's name.
    #[test]
    fn hint_answers_in_a_defined_game_of_the_last_free_square() {
        let text =
            "[nim4:chessnim]\nmaxFile = 4\nmaxRank = 4\nstartFen = 4/4/4/4[KKKkkk] w - - 0 1\n";
        let s = crate::settings_form::defined_settings(text, None)
            .expect("the definition")
            .settings;
        let reply = hint_for(&Game::new(s).expect("start"));
        assert!(
            matches!(reply, Reply::Hint { proven: true, .. }),
            "{reply:?}"
        );
    }
}
