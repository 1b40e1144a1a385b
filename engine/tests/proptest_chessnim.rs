//! Property tests: random ChessNim games on random boards with random material.
//!
//! Every game checks, after every drop: the free count fell (`CN-6`); the FEN reads back
//! to the same position; no piece stands on a hole (`SH-1`); no material is lost or made
//! up (`CN-3`); the attacked squares agree with an independent attack calculation written
//! here from the Betza components (`CN-4`, `SH-1`, `SH-2`); and, on a sample of positions,
//! `legal_moves()` agrees with `check()` on every drop of every kind on every square. A
//! game lasts at most as many plies as the board has playable squares (`CN-7`).

use engine::betza::Component;
use engine::{
    ChessNimSettings, Count, Kind, Move, Player, Position, Settings, Square, SquareSet, Variant,
};
use proptest::prelude::*;

/// Pieces to draw custom material from: symmetric and asymmetric, leapers, riders, lame
/// pieces, pawns of several kinds.
const BETZA: &[&str] = &[
    "K",
    "Q",
    "R",
    "B",
    "N",
    "W",
    "F",
    "D",
    "A",
    "H",
    "C",
    "Z",
    "G",
    "NN",
    "nN",
    "nA7",
    "nD7",
    "N2",
    "W3",
    "R4",
    "fmWfcF",
    "mfFcfW",
    "fWfcnD",
    "fmWfcFifmnD",
    "fsN",
    "ffN",
    "lWrF",
    "flFbrN",
    "fR",
    "cQ",
    "mRcB",
];

/// Letters for custom pieces (P is kept for the orthodox pawn string).
const LETTERS: &[char] = &[
    'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'L', 'M', 'O', 'S', 'T', 'U',
];

#[derive(Clone, Debug)]
enum Material {
    Orthodox,
    KingsOnly,
    /// (index into BETZA, count; None = unlimited)
    Custom(Vec<(usize, Option<u8>)>),
}

fn material_strategy() -> impl Strategy<Value = Material> {
    let piece = (
        0..BETZA.len(),
        prop_oneof![3 => (0u8..=4).prop_map(Some), 1 => Just(None)],
    );
    prop_oneof![
        1 => Just(Material::Orthodox),
        1 => Just(Material::KingsOnly),
        3 => prop::collection::vec(piece, 1..=4).prop_map(Material::Custom),
    ]
}

#[derive(Clone, Debug)]
struct Game {
    width: u8,
    height: u8,
    holes: Vec<(u8, u8)>,
    material: Material,
    pawns_on_last_rank: bool,
    seed: u64,
}

/// Games on boards of `width × height` squares drawn from the given ranges.
fn game_strategy(
    width: std::ops::RangeInclusive<u8>,
    height: std::ops::RangeInclusive<u8>,
) -> impl Strategy<Value = Game> {
    (width, height)
        .prop_flat_map(|(w, h)| {
            let max_holes = (w as usize * h as usize) / 4;
            (
                Just(w),
                Just(h),
                prop::collection::vec((0..w, 0..h), 0..=max_holes),
                material_strategy(),
                any::<bool>(),
                any::<u64>(),
            )
        })
        .prop_map(
            |(width, height, holes, material, pawns_on_last_rank, seed)| Game {
                width,
                height,
                holes,
                material,
                pawns_on_last_rank,
                seed,
            },
        )
}

impl Game {
    fn settings(&self) -> Settings {
        let mut s = Settings::new(Variant::ChessNim);
        let c = &mut s.chessnim;
        c.width = self.width;
        c.height = self.height;
        c.holes = self.holes.iter().map(|&(f, r)| Square::new(f, r)).collect();
        if c.holes.count() == self.width as u32 * self.height as u32 {
            // Keep at least one square (CN-1).
            c.holes.remove(Square::new(0, 0));
        }
        c.material = match &self.material {
            Material::Orthodox => ChessNimSettings::orthodox_material(),
            Material::KingsOnly => ChessNimSettings::kings_only_material(),
            Material::Custom(list) => {
                let mut text = Vec::new();
                for (i, &(b, count)) in list.iter().enumerate() {
                    let betza = BETZA[b];
                    let letter = if betza == "fmWfcFifmnD" {
                        'P'
                    } else {
                        LETTERS[i]
                    };
                    if text.iter().any(|t: &String| t.starts_with(letter)) {
                        continue;
                    }
                    let n = count.map_or("*".to_string(), |n| n.to_string());
                    text.push(format!("{letter}:{betza}:{n}"));
                }
                // At least one piece to drop.
                text.push(format!("K:K:{}", 1 + list.len() % 2));
                ChessNimSettings::parse_material(&text.join(", ")).expect("valid material")
            }
        };
        c.pawns_on_last_rank = self.pawns_on_last_rank;
        s
    }
}

/// The intermediate squares of a lame leap, as offsets from its start: the squares on the
/// line for straight and diagonal leaps, the orthogonal first step for oblique ones.
fn lame_path_of(x: i32, y: i32) -> Vec<(i32, i32)> {
    let (ax, ay) = (x.abs(), y.abs());
    if ax == 0 || ay == 0 || ax == ay {
        let k = ax.max(ay);
        (1..k).map(|j| (x / k * j, y / k * j)).collect()
    } else if ax > ay {
        vec![(x.signum(), 0)]
    } else {
        vec![(0, y.signum())]
    }
}

/// The squares attacked in `pos`, computed from the Betza components of each piece without
/// the engine's tables (`CN-4`): Black's pieces are turned round; a ride stops at the first
/// piece and before a hole or the edge; a lame leap needs its path on the board, not a hole
/// and empty; initial-only and move-only parts do not attack.
fn naive_attacked(pos: &Position) -> SquareSet {
    let rules = pos.rules();
    let g = rules.geometry();
    let (w, h) = (g.width() as i32, g.height() as i32);
    let occ = pos.occupied();
    let at = |f: i32, r: i32| -> Option<Square> {
        (f >= 0 && r >= 0 && f < w && r < h).then(|| Square::new(f as u8, r as u8))
    };
    let mut out = SquareSet::EMPTY;
    for s in occ {
        let p = pos.piece_at(s).expect("an occupied square has a piece");
        let sign = if p.player == Player::WHITE { 1 } else { -1 };
        for c in &rules.kind(p.kind).movement.components {
            let Component {
                vectors,
                range,
                captures,
                lame,
                initial,
                ..
            } = c;
            if !captures || *initial {
                continue;
            }
            let max = if *range == 0 { 16 } else { *range as i32 };
            for &(x, y) in vectors {
                let (dx, dy) = (x as i32 * sign, y as i32 * sign);
                let path: Vec<(i32, i32)> = if *lame {
                    lame_path_of(x as i32, y as i32)
                        .into_iter()
                        .map(|(a, b)| (a * sign, b * sign))
                        .collect()
                } else {
                    Vec::new()
                };
                let (mut f, mut r) = (s.file() as i32, s.rank() as i32);
                for _ in 0..max {
                    let Some(to) = at(f + dx, r + dy) else { break };
                    if g.is_hole(to) {
                        break;
                    }
                    let clear = path.iter().all(|&(a, b)| {
                        at(f + a, r + b).is_some_and(|v| !g.is_hole(v) && !occ.contains(v))
                    });
                    if !clear {
                        break;
                    }
                    out.insert(to);
                    if occ.contains(to) {
                        break;
                    }
                    f += dx;
                    r += dy;
                }
            }
        }
    }
    out
}

/// How many of `kind` `player` owns in all: in hand plus on the board (None = unlimited).
fn owned(pos: &Position, player: Player, kind: Kind) -> Option<u32> {
    let on_board = pos
        .pieces_of(player)
        .iter()
        .filter(|&s| pos.piece_at(s).is_some_and(|p| p.kind == kind))
        .count() as u32;
    match pos.hand(player).count(kind) {
        Count::Unlimited => None,
        Count::Finite(n) => Some(n as u32 + on_board),
    }
}

fn assert_generator_agrees_with_check(pos: &Position) -> Result<(), TestCaseError> {
    let legal = pos.legal_moves();
    let g = pos.rules().geometry();
    let mut accepted = 0;
    for k in 0..pos.rules().kinds().len() {
        for s in g.squares() {
            let m = Move::Drop {
                kind: Kind(k as u8),
                to: s,
            };
            let checked = pos.check(&m);
            prop_assert_eq!(
                checked.is_ok(),
                legal.contains(&m),
                "{} in {:?}: check says {:?}",
                m.to_uci(pos.rules()),
                pos,
                checked
            );
            accepted += checked.is_ok() as usize;
        }
    }
    prop_assert_eq!(accepted, legal.len(), "duplicates in {:?}", pos);
    Ok(())
}

fn play_game(game: &Game) -> Result<(), TestCaseError> {
    let settings = game.settings();
    let start = Position::start(&settings).expect("valid settings");
    let g = start.rules().geometry().clone();
    let kinds = start.rules().kinds().len();
    let playable = g.playable().count();
    prop_assert!(start.occupied().is_empty());
    prop_assert_eq!(start.free_squares(), g.playable());
    let initial: Vec<[Option<u32>; 2]> = (0..kinds)
        .map(|k| {
            let k = Kind(k as u8);
            [
                owned(&start, Player::WHITE, k),
                owned(&start, Player::BLACK, k),
            ]
        })
        .collect();
    // Cross-check every position of small games, a few positions of big ones.
    let cost = (kinds as u32) * g.playable().count();
    let every = if cost <= 200 { 1 } else { 1 + cost / 100 };
    let mut rng = game.seed | 1;
    let mut pos = start;
    let mut plies = 0u32;
    loop {
        // SH-1: nothing on a hole; a hole is never free or attacked.
        prop_assert!(!pos.occupied().intersects(g.holes()));
        prop_assert!(!pos.attacked().intersects(g.holes()));
        prop_assert!(!pos.free_squares().intersects(g.holes()));
        // CN-4: attacks as an independent reading of the Betza strings gives them.
        prop_assert_eq!(pos.attacked(), naive_attacked(&pos), "{:?}", pos);
        // FEN round trip.
        let fen = pos.to_fen();
        let back = Position::from_fen(&settings, &fen).expect("its own FEN reads back");
        prop_assert_eq!(&back, &pos);
        prop_assert_eq!(back.to_fen(), fen);
        // CN-3: material is neither lost nor made up; unlimited stays unlimited.
        for (k, counts) in initial.iter().enumerate() {
            for (i, p) in [Player::WHITE, Player::BLACK].into_iter().enumerate() {
                prop_assert_eq!(owned(&pos, p, Kind(k as u8)), counts[i]);
            }
        }
        if plies.is_multiple_of(every) {
            assert_generator_agrees_with_check(&pos)?;
        }
        let legal = pos.legal_moves();
        prop_assert_eq!(legal.is_empty(), pos.outcome().is_some());
        if legal.is_empty() {
            let out = pos.outcome().expect("over");
            // CN-7: the player to move has lost, whatever the reason.
            prop_assert_eq!(out.winner, Some(pos.turn().next(2)));
            break;
        }
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        let m = legal[(rng % legal.len() as u64) as usize];
        let before = pos.free_squares().count();
        let next = pos.play(&m).expect("a generated drop is legal");
        // CN-6: every drop reduces the free count.
        prop_assert!(next.free_squares().count() < before);
        prop_assert_eq!(next.turn(), pos.turn().next(2));
        pos = next;
        plies += 1;
        // CN-7: the game cannot outlast the board.
        prop_assert!(plies <= playable);
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 128,
        max_shrink_iters: 200,
        ..ProptestConfig::default()
    })]

    #[test]
    fn cn_random_games_keep_every_rule(game in game_strategy(1..=16, 1..=16)) {
        play_game(&game)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 128,
        ..ProptestConfig::default()
    })]

    /// Small boards, where whole games are cross-checked position by position.
    #[test]
    fn cn_random_games_on_small_boards(game in game_strategy(1..=5, 1..=4)) {
        play_game(&game)?;
    }
}
