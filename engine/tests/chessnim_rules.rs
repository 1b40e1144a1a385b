//! ChessNim's rules `CN-1` … `CN-8` of RULES.md, one or more tests each, and the
//! cross-check of the fast drop generator (`legal_moves`) against `check` on every drop of
//! every kind on every square.

use engine::{
    ChessNimSettings, Count, EndReason, GeometryError, Kind, Move, PlayError, Player, Position,
    PositionError, Settings, Square, SquareSet, Variant,
};

// ---------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------

fn sq(s: &str) -> Square {
    s.parse().unwrap_or_else(|e| panic!("{e}"))
}

fn set(list: &str) -> SquareSet {
    list.split_whitespace().map(sq).collect()
}

/// ChessNim settings with the default (orthodox) material.
fn orthodox() -> Settings {
    Settings::new(Variant::ChessNim)
}

/// ChessNim settings with the material `text` (`LETTER:BETZA:COUNT, …`).
fn with_material(text: &str) -> Settings {
    let mut s = Settings::new(Variant::ChessNim);
    s.chessnim.material = ChessNimSettings::parse_material(text).expect("valid material");
    s
}

fn kings_only() -> Settings {
    let mut s = Settings::new(Variant::ChessNim);
    s.chessnim.material = ChessNimSettings::kings_only_material();
    s
}

fn at(settings: &Settings, fen: &str) -> Position {
    Position::from_fen(settings, fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// A drop written as in UCI (`K@e4`, upper case for both sides).
fn mv(pos: &Position, uci: &str) -> Move {
    Move::parse_uci(uci, pos.rules()).unwrap_or_else(|e| panic!("{e}"))
}

fn play(pos: &Position, uci: &str) -> Position {
    let m = mv(pos, uci);
    pos.play(&m)
        .unwrap_or_else(|e| panic!("{uci} in {pos:?}: {e}"))
}

fn kind(pos: &Position, letter: char) -> Kind {
    pos.rules()
        .kind_by_letter(letter)
        .expect("a kind of the game")
}

/// Every drop of every kind on every square of the 16×16 grid (on the board or not),
/// checked one by one, must be in `legal_moves()` exactly when `check()` accepts it.
fn assert_generator_agrees_with_check(pos: &Position) {
    let legal = pos.legal_moves();
    let mut seen = std::collections::HashSet::new();
    for m in legal.iter() {
        assert!(seen.insert(*m), "{m:?} generated twice in {pos:?}");
    }
    let mut accepted = 0;
    for k in 0..pos.rules().kinds().len() {
        for s in 0..=255u8 {
            let m = Move::Drop {
                kind: Kind(k as u8),
                to: Square(s),
            };
            let checked = pos.check(&m);
            assert_eq!(
                checked.is_ok(),
                legal.contains(&m),
                "{} in {pos:?}: check says {checked:?}",
                m.to_uci(pos.rules())
            );
            accepted += checked.is_ok() as usize;
        }
    }
    assert_eq!(accepted, legal.len());
    // No legal move exactly when the game is over.
    assert_eq!(legal.is_empty(), pos.outcome().is_some(), "{pos:?}");
}

/// A small deterministic generator for choosing moves.
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

// ---------------------------------------------------------------------------------------
// CN-1: the board
// ---------------------------------------------------------------------------------------

#[test]
fn cn_1_default_board_is_8x8_without_holes() {
    let pos = Position::start(&orthodox()).unwrap();
    let g = pos.rules().geometry();
    assert_eq!((g.width(), g.height()), (8, 8));
    assert!(g.holes().is_empty());
    assert_eq!(g.playable().count(), 64);
}

#[test]
fn cn_1_every_board_size_from_1x1_to_16x16() {
    for w in 1..=16u8 {
        for h in 1..=16u8 {
            let mut s = kings_only();
            s.chessnim.width = w;
            s.chessnim.height = h;
            let pos = Position::start(&s).unwrap_or_else(|e| panic!("{w}x{h}: {e}"));
            let g = pos.rules().geometry();
            assert_eq!((g.width(), g.height()), (w, h));
            let area = w as u32 * h as u32;
            assert_eq!(g.playable().count(), area);
            assert_eq!(pos.free_squares().count(), area);
            assert_eq!(pos.legal_moves().len() as u32, area, "{w}x{h}");
            // The FEN says the size: h ranks, each a run of w empty squares.
            let board = format!("{w}/").repeat(h as usize);
            assert_eq!(
                pos.to_fen(),
                format!("{}[K*k*] w - - 0 1", &board[..board.len() - 1])
            );
        }
    }
}

#[test]
fn cn_1_holes_are_removed_squares() {
    let mut s = kings_only();
    s.chessnim.holes = set("d4 e5 a1 h8");
    let pos = Position::start(&s).unwrap();
    assert_eq!(pos.to_fen(), "7*/8/8/4*3/3*4/8/8/*7[K*k*] w - - 0 1");
    assert_eq!(pos.rules().geometry().playable().count(), 60);
    assert_eq!(pos.free_squares().count(), 60);
    assert_eq!(pos.legal_moves().len(), 60);
    // Holes on a 16×16 board, and a board with a single square left.
    let mut s = kings_only();
    s.chessnim.width = 16;
    s.chessnim.height = 16;
    s.chessnim.holes = set("a1 p16 h9 i8");
    assert_eq!(Position::start(&s).unwrap().free_squares().count(), 252);
    let mut s = kings_only();
    s.chessnim.width = 2;
    s.chessnim.height = 2;
    s.chessnim.holes = set("a1 a2 b2");
    let pos = Position::start(&s).unwrap();
    assert_eq!(pos.to_fen(), "**/*1[K*k*] w - - 0 1");
    assert_eq!(pos.legal_moves().len(), 1);
}

#[test]
fn cn_1_size_0_or_17_is_refused_with_a_clear_message() {
    for (w, h) in [(0, 8), (8, 0), (17, 8), (8, 17), (0, 0), (17, 17)] {
        let mut s = kings_only();
        s.chessnim.width = w;
        s.chessnim.height = h;
        let e = Position::start(&s).unwrap_err();
        assert_eq!(
            e,
            PositionError::Geometry(GeometryError::BadSize {
                width: w as u32,
                height: h as u32
            })
        );
        assert_eq!(
            e.to_string(),
            format!("a board of {w}×{h} is not possible: width and height must be 1 to 16")
        );
        assert!(s.chessnim.validate().is_err());
    }
}

#[test]
fn cn_1_a_board_with_no_square_left_is_refused() {
    let mut s = kings_only();
    s.chessnim.width = 2;
    s.chessnim.height = 2;
    s.chessnim.holes = set("a1 a2 b1 b2");
    let e = Position::start(&s).unwrap_err();
    assert_eq!(e, PositionError::Geometry(GeometryError::NoSquares));
    assert_eq!(
        e.to_string(),
        "every square is a hole: the board has no square to play on"
    );
    // The same board given as a FEN.
    let e = Position::from_fen(&kings_only(), "**/**[K*k*] w - - 0 1").unwrap_err();
    assert_eq!(e, PositionError::Geometry(GeometryError::NoSquares));
}

#[test]
fn cn_1_a_hole_off_the_board_is_refused() {
    let mut s = kings_only();
    s.chessnim.width = 4;
    s.chessnim.height = 4;
    s.chessnim.holes = set("e1");
    let e = Position::start(&s).unwrap_err();
    assert_eq!(
        e,
        PositionError::Geometry(GeometryError::HoleOffBoard(sq("e1")))
    );
    assert_eq!(e.to_string(), "hole e1 is outside the board");
}

// ---------------------------------------------------------------------------------------
// CN-2: material
// ---------------------------------------------------------------------------------------

#[test]
fn cn_2_default_material_is_the_orthodox_set() {
    let pos = Position::start(&orthodox()).unwrap();
    assert_eq!(
        pos.to_fen(),
        "8/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPPkqrrbbnnpppppppp] w - - 0 1"
    );
    let letters: String = pos.rules().kinds().iter().map(|k| k.letter).collect();
    assert_eq!(letters, "KQRBNP");
    for p in [Player::WHITE, Player::BLACK] {
        let counts: Vec<Count> = (0..6).map(|k| pos.hand(p).count(Kind(k))).collect();
        assert_eq!(
            counts,
            [1, 1, 2, 2, 2, 8].map(Count::Finite).to_vec(),
            "{}",
            p.name()
        );
    }
    assert_eq!(
        orthodox().chessnim.material_text(),
        "K:K:1, Q:Q:1, R:R:2, B:B:2, N:N:2, P:fmWfcFifmnD:8"
    );
}

#[test]
fn cn_2_kings_only_are_unlimited() {
    let pos = Position::start(&kings_only()).unwrap();
    assert_eq!(pos.to_fen(), "8/8/8/8/8/8/8/8[K*k*] w - - 0 1");
    assert_eq!(pos.hand(Player::WHITE).count(Kind(0)), Count::Unlimited);
    assert_eq!(pos.hand(Player::BLACK).count(Kind(0)), Count::Unlimited);
}

#[test]
fn cn_2_custom_material_in_betza() {
    let s = with_material("K:K:*, A:NN:2, Z:nD7:1, L:fmWfcF:3:lancer, q:Q:0");
    let pos = Position::start(&s).unwrap();
    assert_eq!(pos.to_fen(), "8/8/8/8/8/8/8/8[K*AAZLLLk*aazlll] w - - 0 1");
    let kinds = pos.rules().kinds();
    let defs: Vec<(char, &str, &str)> = kinds
        .iter()
        .map(|k| (k.letter, k.betza.as_str(), k.name.as_str()))
        .collect();
    assert_eq!(
        defs,
        [
            ('K', "K", "king"),
            ('A', "NN", "piece A"),
            ('Z', "nD7", "piece Z"),
            ('L', "fmWfcF", "lancer"),
            ('Q', "Q", "queen"),
        ]
    );
    assert_eq!(pos.hand(Player::BLACK).count(Kind(4)), Count::Finite(0));
    // The material reads back as it was written (with upper-case letters, own names kept).
    assert_eq!(
        s.chessnim.material_text(),
        "K:K:*, A:NN:2, Z:nD7:1, L:fmWfcF:3:lancer, Q:Q:0"
    );
    // The custom pieces attack by their Betza strings: the nightrider A on a1.
    let pos = at(&s, "8/8/8/8/8/8/8/A7[K*k*] b - - 0 1");
    assert_eq!(pos.attacked(), set("b3 c5 d7 c2 e3 g4"));
    // Only the orthodox pawn's Betza string makes a pawn (CN-8).
    assert!(!kinds[3].is_pawn);
    let s = with_material("P:fmWfcFifmnD:8, X:fmWfcFifmnD:8");
    assert!(s.chessnim.material[0].0.is_pawn);
    assert!(!s.chessnim.material[1].0.is_pawn);
}

#[test]
fn cn_2_bad_material_is_refused_with_a_reason() {
    let cases = [
        ("K:X:1", "piece K: unknown atom 'X' at position 1"),
        ("K:fuW:1", "unsupported modifier 'u' at position 2"),
        ("K:K", "item 1 ('K:K') should read LETTER:BETZA:COUNT"),
        ("K:K:1:king:extra", "should read LETTER:BETZA:COUNT"),
        ("KK:K:1", "'KK' should be a single letter"),
        ("1:K:1", "'1' cannot name a piece"),
        ("K:K:x", "count 'x' should be 0 to 254 or *"),
        ("K:K:255", "count '255' should be 0 to 254 or *"),
        ("K:K:1, k:Q:1", "piece letter K is used twice"),
        ("", "the material list is empty"),
        (" , ", "the material list is empty"),
    ];
    for (text, message) in cases {
        let e = ChessNimSettings::parse_material(text).unwrap_err();
        assert!(e.contains(message), "{text}: '{e}'");
    }
    let many: Vec<String> = ('A'..='Q').map(|c| format!("{c}:W:1")).collect();
    let e = ChessNimSettings::parse_material(&many.join(",")).unwrap_err();
    assert_eq!(e, "at most 16 kinds of piece");
}

#[test]
fn cn_2_material_without_any_piece_is_refused() {
    let s = with_material("K:K:0, Q:Q:0");
    assert_eq!(
        Position::start(&s).unwrap_err().to_string(),
        "the material has no piece to drop"
    );
}

#[test]
fn cn_2_kings_are_not_royal() {
    let pos = Position::start(&orthodox()).unwrap();
    assert!(pos.rules().kinds().iter().all(|k| !k.is_royal));
    // A white king may be dropped where a queen attacks it and next to the black king:
    // there is no check, and the game goes on.
    let pos = at(&orthodox(), "8/8/8/3q4/4k3/8/8/8[KQRRk] w - - 0 1");
    for d in ["K@d1", "K@d6", "K@e3", "K@f4", "K@a8"] {
        assert!(pos.check(&mv(&pos, d)).is_ok(), "{d}");
    }
    let after = play(&pos, "K@e3");
    assert!(after.outcome().is_none());
    // Kings can be dropped next to each other and attack each other.
    assert!(after.attacked().contains(sq("e4")) && after.attacked().contains(sq("e3")));
}

// ---------------------------------------------------------------------------------------
// CN-3: drops only, from the hand, onto empty squares
// ---------------------------------------------------------------------------------------

#[test]
fn cn_3_board_starts_empty_and_white_drops_first() {
    let pos = Position::start(&orthodox()).unwrap();
    assert!(pos.occupied().is_empty());
    assert_eq!(pos.turn(), Player::WHITE);
    assert_eq!(pos.fullmove(), 1);
    // Every kind on every square: 6 × 64 drops, and nothing else.
    let legal = pos.legal_moves();
    assert_eq!(legal.len(), 384);
    assert!(legal.iter().all(|m| matches!(m, Move::Drop { .. })));
}

#[test]
fn cn_3_players_alternate() {
    let mut pos = Position::start(&kings_only()).unwrap();
    for (i, d) in ["K@a1", "K@h8", "K@a8", "K@h1"].iter().enumerate() {
        let mover = pos.turn();
        assert_eq!(
            mover,
            if i % 2 == 0 {
                Player::WHITE
            } else {
                Player::BLACK
            }
        );
        pos = play(&pos, d);
        assert_eq!(
            pos.piece_at(mv(&pos, d).to().unwrap()).unwrap().player,
            mover
        );
    }
    assert_eq!(pos.fullmove(), 3);
    assert_eq!(pos.to_fen(), "K6k/8/8/8/8/8/8/K6k[K*k*] w - - 0 3");
}

#[test]
fn cn_3_nothing_moves() {
    let pos = at(&orthodox(), "8/8/8/8/3Q4/8/8/8[Kkq] b - - 0 1");
    let e = pos
        .check(&Move::Normal {
            from: sq("d4"),
            to: sq("d5"),
            promotion: None,
        })
        .unwrap_err();
    assert_eq!(e, PlayError::DropsOnly);
    assert_eq!(
        e.to_string(),
        "pieces are only dropped in this game; nothing moves"
    );
    assert_eq!(pos.check(&Move::Pass), Err(PlayError::DropsOnly));
    assert!(pos.play(&Move::Pass).is_err());
}

#[test]
fn cn_3_drops_go_onto_empty_squares_only() {
    let pos = play(&Position::start(&orthodox()).unwrap(), "Q@d4");
    let e = pos.check(&mv(&pos, "Q@d4")).unwrap_err();
    assert_eq!(e, PlayError::Occupied(sq("d4")));
    assert_eq!(e.to_string(), "d4 is occupied");
    // Off the 8×8 board.
    let e = pos.check(&mv(&pos, "K@i1")).unwrap_err();
    assert_eq!(e, PlayError::OffBoard(sq("i1")));
    assert_eq!(e.to_string(), "i1 is not on the board");
}

#[test]
fn cn_3_the_hand_decreases() {
    let start = Position::start(&orthodox()).unwrap();
    let q = kind(&start, 'Q');
    let p = kind(&start, 'P');
    let pos = play(&start, "Q@d4");
    assert_eq!(pos.hand(Player::WHITE).count(q), Count::Finite(0));
    assert_eq!(pos.hand(Player::BLACK).count(q), Count::Finite(1));
    let pos = play(&pos, "P@h7");
    assert_eq!(pos.hand(Player::BLACK).count(p), Count::Finite(7));
    // White has no queen left.
    let e = pos.check(&mv(&pos, "Q@h1")).unwrap_err();
    assert_eq!(e, PlayError::NotInHand("queen".into()));
    assert_eq!(e.to_string(), "no queen left in hand");
    assert!(pos.legal_moves().iter().all(|m| *m
        != Move::Drop {
            kind: q,
            to: sq("h1")
        }));
    assert_eq!(
        pos.to_fen(),
        "8/7p/8/8/3Q4/8/8/8[KRRBBNNPPPPPPPPkqrrbbnnppppppp] w - - 0 2"
    );
}

#[test]
fn cn_3_unlimited_stays_unlimited() {
    let mut pos = Position::start(&kings_only()).unwrap();
    for d in ["K@b7", "K@e7", "K@g7", "K@g4"] {
        pos = play(&pos, d);
        assert_eq!(pos.hand(Player::WHITE).count(Kind(0)), Count::Unlimited);
        assert_eq!(pos.hand(Player::BLACK).count(Kind(0)), Count::Unlimited);
    }
    assert_eq!(pos.to_fen(), "8/1K2k1K1/8/8/6k1/8/8/8[K*k*] w - - 0 3");
}

// ---------------------------------------------------------------------------------------
// CN-4: attacks
// ---------------------------------------------------------------------------------------

#[test]
fn cn_4_pawns_attack_diagonally_forward_as_seen_from_their_owner() {
    let s = orthodox();
    // A white pawn on e5 attacks d6 and f6; a black one d4 and f4.
    assert_eq!(
        at(&s, "8/8/8/4P3/8/8/8/8[] w - - 0 1").attacked(),
        set("d6 f6")
    );
    assert_eq!(
        at(&s, "8/8/8/4p3/8/8/8/8[] w - - 0 1").attacked(),
        set("d4 f4")
    );
    // Pawns on their own first rank, and on the edge.
    assert_eq!(at(&s, "8/8/8/8/8/8/8/P7[] w - - 0 1").attacked(), set("b2"));
    assert_eq!(at(&s, "7p/8/8/8/8/8/8/8[] w - - 0 1").attacked(), set("g7"));
    // A pawn's move (forward, or the double step) is not an attack.
    let a = at(&s, "8/8/8/8/8/8/3P4/8[] w - - 0 1").attacked();
    assert!(!a.contains(sq("d3")) && !a.contains(sq("d4")));
}

#[test]
fn cn_4_sliders_are_stopped_by_the_first_piece_of_either_colour() {
    let s = orthodox();
    let pos = at(&s, "8/8/8/8/P7/8/8/R2n4[] w - - 0 1");
    // The rook on a1 reaches a4 (its own pawn) and d1 (a black knight), no further;
    // the pawn attacks b5, the knight b2 c3 e3 f2.
    assert_eq!(pos.attacked(), set("a2 a3 a4 b1 c1 d1 b5 b2 c3 e3 f2"));
    // A queen on c2 boxed in by kings of both colours: she reaches c3 (the black king)
    // but not c5 behind it.
    let pos = at(&s, "8/8/8/8/8/2k5/1KQK4/8[] w - - 0 1");
    let queen_and_kings = pos.attacked();
    assert!(queen_and_kings.contains(sq("c3")));
    assert!(!queen_and_kings.contains(sq("c5")));
    assert!(queen_and_kings.contains(sq("d3")) && queen_and_kings.contains(sq("e4")));
}

#[test]
fn cn_4_sliders_are_stopped_by_holes() {
    let pos = at(&orthodox(), "8/8/8/3*4/8/8/3*4/B2Q1*1R[] w - - 0 1");
    let a = pos.attacked();
    // Queen d1: nothing up the d-file (d2 is a hole); c1 b1 a1 (the bishop) and e1 (f1
    // is a hole) along the rank; c2 b3 a4 and e2 f3 g4 h5 diagonally.
    // Rook h1: g1 (f1 is a hole) and h2 … h8. Bishop a1: b2 c3 d4 e5 f6 g7 h8.
    // Nobody attacks d1, d2 (a hole), d3 (behind the hole) or f1 (a hole).
    let expected = set("a1 b1 c1 e1 c2 b3 a4 e2 f3 g4 h5 g1 h2 h3 h4 h6 h7 h8 b2 c3 d4 e5 f6 g7");
    assert_eq!(a, expected);
}

#[test]
fn cn_4_and_cn_5_attacks_of_both_colours_count() {
    let pos = at(&orthodox(), "8/8/8/8/8/8/8/K6k[] w - - 0 1");
    assert_eq!(pos.attacked(), set("a2 b2 b1 g1 g2 h2"));
    assert_eq!(pos.free_squares().count(), 64 - 2 - 6);
}

// ---------------------------------------------------------------------------------------
// CN-5: free squares
// ---------------------------------------------------------------------------------------

#[test]
fn cn_5_free_means_empty_and_unattacked() {
    let s = orthodox();
    let cases = [
        ("8/8/8/8/3K4/8/8/8[] w - - 0 1", 55),
        ("8/8/8/8/3Q4/8/8/8[] w - - 0 1", 36),
        ("8/8/8/8/3q4/8/8/8[] w - - 0 1", 36),
        ("8/8/8/8/3N4/8/8/8[] w - - 0 1", 55),
        ("8/8/8/8/8/8/8/N7[] w - - 0 1", 61),
        ("8/8/8/8/3*4/8/8/8[] w - - 0 1", 63),
        ("8/8/8/8/8/8/8/8[] w - - 0 1", 64),
        ("RRRRRRRR/8/8/8/8/8/8/8[] w - - 0 1", 0),
    ];
    for (fen, free) in cases {
        let pos = at(&s, fen);
        let f = pos.free_squares();
        assert_eq!(f.count(), free, "{fen}");
        assert_eq!(
            f,
            pos.rules().geometry().playable() - pos.occupied() - pos.attacked(),
            "{fen}"
        );
        assert!(!f.intersects(pos.occupied()));
    }
    // An occupied square is never free, even when nothing attacks it.
    let pos = at(&s, "8/8/8/8/8/8/8/N7[] w - - 0 1");
    assert!(!pos.free_squares().contains(sq("a1")));
    assert!(!pos.attacked().contains(sq("a1")));
}

// ---------------------------------------------------------------------------------------
// CN-6: a drop must reduce the free count
// ---------------------------------------------------------------------------------------

/// A black queen on d4: 27 attacked squares, 36 free.
const QUEEN_D4: &str = "8/8/8/8/3q4/8/8/8[KQRRBBNNPPPPPPPPkrrbbnnpppppppp] w - - 0 2";

#[test]
fn cn_6_drop_must_reduce_free_squares() {
    let pos = at(&orthodox(), QUEEN_D4);
    assert_eq!(pos.free_squares().count(), 36);
    // K@e4 stands on an attacked square, attacks f3 f4 f5 (two of them free) and blocks
    // the queen's rank, so that g4 and h4 become free: 36 - 2 + 2 = 36.
    let m = mv(&pos, "K@e4");
    let e = pos.check(&m).unwrap_err();
    assert_eq!(
        e,
        PlayError::FreeNotReduced {
            before: 36,
            after: 36
        }
    );
    assert_eq!(
        e.to_string(),
        "a drop must leave fewer free squares: 36 before, 36 after"
    );
    assert!(!pos.legal_moves().contains(&m));
    assert!(pos.play(&m).is_err());
    // Both pawn drops stand on squares the queen attacks. On h4 the pawn attacks g5,
    // which is free: legal. On d8, White's last rank, it attacks nothing: refused.
    assert!(pos.check(&mv(&pos, "P@h4")).is_ok());
    assert_eq!(
        pos.check(&mv(&pos, "P@d8")),
        Err(PlayError::FreeNotReduced {
            before: 36,
            after: 36
        })
    );
}

#[test]
fn cn_6_drop_on_an_attacked_square_is_legal_when_its_attacks_remove_a_free_square() {
    let pos = at(&orthodox(), QUEEN_D4);
    assert!(!pos.free_squares().contains(sq("c3")));
    // K@c3: attacks b3 and c2 (free), and blocks the queen's diagonal so that a1 becomes
    // free: 36 - 2 + 1 = 35.
    let after = play(&pos, "K@c3");
    assert_eq!(after.free_squares().count(), 35);
    assert!(after.free_squares().contains(sq("a1")));
    assert!(!after.free_squares().contains(sq("b3")));
    assert!(!after.free_squares().contains(sq("c2")));
}

#[test]
fn cn_6_blocking_a_slider_frees_the_squares_behind_it() {
    // A white rook on a1 attacks 14 squares; a knight dropped on its file blocks it.
    let s = with_material("R:R:1, N:N:1, K:K:*");
    let pos = at(&s, "8/8/8/8/8/8/8/R7[Nk*] w - - 0 1");
    assert_eq!(pos.free_squares().count(), 64 - 1 - 14);
    // N@a4 stands on an attacked square, blocks the file above it (a5 a6 a7 a8 become
    // free) and attacks b2 c3 c5 b6 (free): 49 + 4 - 4 = 49, refused.
    assert_eq!(
        pos.check(&mv(&pos, "N@a4")),
        Err(PlayError::FreeNotReduced {
            before: 49,
            after: 49
        })
    );
    // N@a5 frees a6 a7 a8 (+3), attacks b3 c4 c6 b7 (-4): 48, legal.
    let after = play(&pos, "N@a5");
    assert_eq!(after.free_squares().count(), 48);
    for s in ["a6", "a7", "a8"] {
        assert!(after.free_squares().contains(sq(s)), "{s}");
    }
}

#[test]
fn cn_6_a_drop_on_the_only_free_square_can_be_illegal() {
    // On a 1×3 board a lame dabbaba X on a1 attacks a3 through the empty a2; a2 is the
    // only free square. Dropping an X there blocks a3 (freeing it): 1 before, 1 after.
    let s = with_material("X:nD:*, K:K:*");
    let pos = at(&s, "1/1/X[x*k*] b - - 0 1");
    assert_eq!(pos.free_squares(), set("a2"));
    assert_eq!(
        pos.check(&mv(&pos, "X@a2")),
        Err(PlayError::FreeNotReduced {
            before: 1,
            after: 1
        })
    );
    // X@a3: a3 is attacked, and an X there attacks a1 (occupied): nothing changes.
    assert_eq!(
        pos.check(&mv(&pos, "X@a3")),
        Err(PlayError::FreeNotReduced {
            before: 1,
            after: 1
        })
    );
    // A king on a2 blocks a3 too, but attacks it: 0 free, and Black wins.
    let after = play(&pos, "K@a2");
    assert_eq!(after.outcome().unwrap().winner, Some(Player::BLACK));
    // So does a king on a3, which attacks a2. The two king drops are all there is.
    let kk = kind(&pos, 'K');
    let mut legal: Vec<Move> = pos.legal_moves().to_vec();
    legal.sort_by_key(|m| m.to());
    assert_eq!(
        legal,
        [
            Move::Drop {
                kind: kk,
                to: sq("a2")
            },
            Move::Drop {
                kind: kk,
                to: sq("a3")
            }
        ]
    );
}

// ---------------------------------------------------------------------------------------
// CN-7: the end
// ---------------------------------------------------------------------------------------

#[test]
fn cn_7_the_drop_that_leaves_no_free_square_wins() {
    let mut s = kings_only();
    s.chessnim.width = 1;
    s.chessnim.height = 1;
    let pos = Position::start(&s).unwrap();
    assert!(pos.outcome().is_none());
    let after = play(&pos, "K@a1");
    assert_eq!(after.free_squares().count(), 0);
    let out = after.outcome().expect("over");
    assert_eq!(out.winner, Some(Player::WHITE));
    assert_eq!(out.reason, EndReason::NoFreeSquares);
    assert_eq!(out.to_string(), "White wins: no free square is left");
    assert!(after.legal_moves().is_empty());
    // On a 3×1 board White's king on a1 attacks b1, Black's on c1 takes the last free
    // square: Black wins.
    let pos = at(&s, "3[K*k*] w - - 0 1");
    let after = play(&play(&pos, "K@a1"), "K@c1");
    assert_eq!(after.outcome().unwrap().winner, Some(Player::BLACK));
    assert_eq!(after.check(&mv(&after, "K@b1")), Err(PlayError::GameOver));
    assert_eq!(PlayError::GameOver.to_string(), "the game is over");
}

#[test]
fn cn_7_a_player_without_material_loses() {
    // Black's hand is empty while squares are free.
    let pos = at(&orthodox(), "8/8/8/8/3Q4/8/8/8[K] b - - 0 1");
    assert!(pos.free_squares().count() > 0);
    assert!(pos.legal_moves().is_empty());
    let out = pos.outcome().expect("over");
    assert_eq!(out.winner, Some(Player::WHITE));
    assert_eq!(out.reason, EndReason::NoLegalMove);
    assert_eq!(out.to_string(), "White wins: no legal move is left");
    // The same for White.
    let pos = at(&orthodox(), "8/8/8/8/3q4/8/8/8[] w - - 0 1");
    assert_eq!(pos.outcome().unwrap().winner, Some(Player::BLACK));
    // Material of the other side does not help.
    let pos = at(&kings_only(), "8/8/8/8/8/8/8/8[K*] b - - 0 1");
    assert_eq!(pos.outcome().unwrap().winner, Some(Player::WHITE));
}

#[test]
fn cn_7_a_player_whose_every_drop_fails_loses() {
    // As in cn_6_a_drop_on_the_only_free_square_can_be_illegal, but Black holds only
    // lame dabbabas: it has material and a free square exists, yet no drop reduces the
    // count.
    let s = with_material("X:nD:*");
    let pos = at(&s, "1/1/X[x*] b - - 0 1");
    assert_eq!(pos.free_squares(), set("a2"));
    let out = pos.outcome().expect("over");
    assert_eq!(out.winner, Some(Player::WHITE));
    assert_eq!(out.reason, EndReason::NoLegalMove);
    assert!(pos.legal_moves().is_empty());
    // A move in a finished game is refused as such.
    assert_eq!(pos.check(&mv(&pos, "X@a2")), Err(PlayError::GameOver));
    // With White to move in the same position the drop on a2 is as useless for White.
    let pos = at(&s, "1/1/X[X*] w - - 0 1");
    assert_eq!(pos.outcome().unwrap().winner, Some(Player::BLACK));
}

// ---------------------------------------------------------------------------------------
// CN-8: pawns on the first and last ranks
// ---------------------------------------------------------------------------------------

#[test]
fn cn_8_pawns_may_be_dropped_on_their_own_first_rank() {
    let pos = Position::start(&orthodox()).unwrap();
    let after = play(&pos, "P@a1");
    assert_eq!(after.attacked(), set("b2"));
    let after = play(&after, "P@h8");
    assert_eq!(after.attacked(), set("b2 g7"));
}

#[test]
fn cn_8_pawns_may_be_dropped_on_the_last_rank_by_default() {
    let s = orthodox();
    assert!(s.chessnim.pawns_on_last_rank);
    let pos = Position::start(&s).unwrap();
    // A white pawn on rank 8 attacks nothing, but takes its own square.
    let after = play(&pos, "P@e8");
    assert!(after.attacked().is_empty());
    assert_eq!(after.free_squares().count(), 63);
    // A black pawn on rank 1.
    let after = play(&after, "P@e1");
    assert!(after.attacked().is_empty());
}

#[test]
fn cn_8_pawns_on_the_last_rank_are_refused_when_the_setting_is_off() {
    let mut s = orthodox();
    s.chessnim.pawns_on_last_rank = false;
    let pos = Position::start(&s).unwrap();
    assert!(!pos.rules().pawns_on_last_rank());
    let e = pos.check(&mv(&pos, "P@e8")).unwrap_err();
    assert_eq!(e, PlayError::PawnOnLastRank);
    assert_eq!(
        e.to_string(),
        "pawns may not be dropped on the last rank (setting)"
    );
    // 8 squares fewer for the pawn only: 6 × 64 - 8.
    let legal = pos.legal_moves();
    assert_eq!(legal.len(), 384 - 8);
    assert!(pos.check(&mv(&pos, "P@e1")).is_ok());
    assert!(pos.check(&mv(&pos, "Q@e8")).is_ok());
    // For Black, rank 1 is the last rank and rank 8 its first.
    let black = play(&pos, "Q@a4");
    assert_eq!(
        black.check(&mv(&black, "P@c1")),
        Err(PlayError::PawnOnLastRank)
    );
    assert!(black.check(&mv(&black, "P@c8")).is_ok());
    assert!(black.check(&mv(&black, "P@c2")).is_ok());
}

#[test]
fn cn_8_a_player_with_only_pawns_and_only_last_rank_squares_free_loses() {
    // A 1×3 board: a white king on a3 attacks a2; a1 is free. Black has only pawns (which
    // attack nothing on a board one file wide) and may not use its last rank.
    let mut s = orthodox();
    s.chessnim.pawns_on_last_rank = false;
    let pos = at(&s, "K/1/1[pp] b - - 0 1");
    assert_eq!(pos.free_squares(), set("a1"));
    let out = pos.outcome().expect("over");
    assert_eq!(out.winner, Some(Player::WHITE));
    // With the setting on, P@a1 wins for Black.
    let pos = at(&orthodox(), "K/1/1[pp] b - - 0 1");
    let after = play(&pos, "P@a1");
    assert_eq!(after.outcome().unwrap().winner, Some(Player::BLACK));
}

// ---------------------------------------------------------------------------------------
// CN-3/CN-6/CN-8: the generator agrees with the rule checker
// ---------------------------------------------------------------------------------------

/// Positions with sliders, lame pieces, pawns, holes, odd shapes, hands with and without
/// counts, and both sides to move.
const CROSS_CHECK: &[(&str, &str, bool)] = &[
    (
        "",
        "8/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPPkqrrbbnnpppppppp] w - - 0 1",
        true,
    ),
    ("", QUEEN_D4, true),
    (
        "",
        "r6k/8/2*5/3Q1p2/8/1B3*2/5N2/1P5K[RRBNPPPPPPPqrbbnnppppppp] b - - 0 9",
        true,
    ),
    (
        "",
        "r6k/8/2*5/3Q1p2/8/1B3*2/5N2/1P5K[RRBNPPPPPPPqrbbnnppppppp] b - - 0 9",
        false,
    ),
    ("", "8/pppppppp/8/8/8/8/PPPPPPPP/8[KQkq] w - - 0 9", false),
    ("K:K:*", "8/8/8/8/8/8/8/8[K*k*] w - - 0 1", true),
    ("K:K:*", "8/1k2K1K1/8/8/6k1/8/8/8[K*k*] w - - 0 3", true),
    (
        "K:K:*, A:NN:2, Z:nD7:2, H:nN:2, E:nA7:1, L:fmWfcF:4, G:fWfcnD:4",
        "10/3*6/2A7/5z4/1*2H5/7e2/10/l3*5[K*ZHEGGk*aaehllgg] w - - 0 5",
        true,
    ),
    (
        "K:K:*, A:NN:2, Z:nD7:2, H:nN:2, E:nA7:1, L:fmWfcF:4, G:fWfcnD:4",
        "10/3*6/2A7/5z4/1*2H5/7e2/10/l3*5[K*ZHEGGk*aaehllgg] b - - 0 5",
        true,
    ),
    (
        "Q:Q:2, C:C:2, W:lWrF:3, P:fmWfcFifmnD:4",
        "16/16/3*12/16/7Q8/16/16/5*4c5/16/16/1w14/16/16/16/10*5/16[QCCWWPPPPqccwwwpppp] b - - 0 4",
        true,
    ),
    ("X:nD:*", "1/1/X[x*] b - - 0 1", true),
    ("K:K:*", "**1/*2/**1[K*k*] w - - 0 1", true),
];

fn cross_check_settings(material: &str, last_rank: bool) -> Settings {
    let mut s = if material.is_empty() {
        orthodox()
    } else {
        with_material(material)
    };
    s.chessnim.pawns_on_last_rank = last_rank;
    s
}

#[test]
fn cn_6_generated_drops_agree_with_check_on_fixed_positions() {
    for &(material, fen, last_rank) in CROSS_CHECK {
        let s = cross_check_settings(material, last_rank);
        assert_generator_agrees_with_check(&at(&s, fen));
    }
}

#[test]
fn cn_6_generated_drops_agree_with_check_along_games() {
    let mut rng = Lcg(0x5eed);
    let mut positions = 0;
    for &(material, fen, last_rank) in CROSS_CHECK {
        let s = cross_check_settings(material, last_rank);
        for _game in 0..3 {
            let mut pos = at(&s, fen);
            let mut ply = 0;
            loop {
                // Every position of short games; every fourth one of long games.
                if ply % 4 == 0 || pos.rules().geometry().playable().count() <= 16 {
                    assert_generator_agrees_with_check(&pos);
                    positions += 1;
                }
                let legal = pos.legal_moves();
                if legal.is_empty() {
                    break;
                }
                let m = legal[rng.below(legal.len())];
                let before = pos.free_squares().count();
                pos = pos.play(&m).expect("a generated move is legal");
                assert!(pos.free_squares().count() < before);
                ply += 1;
            }
            assert!(pos.outcome().is_some());
        }
    }
    assert!(positions > 100, "{positions}");
}

#[test]
fn cn_2_material_text_round_trips_names() {
    let m = ChessNimSettings::parse_material("K:K:*, A:NN:2:nightrider, Q:Q:1").unwrap();
    let s = ChessNimSettings {
        material: m.clone(),
        ..ChessNimSettings::default()
    };
    assert_eq!(s.material_text(), "K:K:*, A:NN:2:nightrider, Q:Q:1");
    assert_eq!(
        ChessNimSettings::parse_material(&s.material_text()).unwrap(),
        m
    );
}
