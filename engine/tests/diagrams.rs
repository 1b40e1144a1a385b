//! Issue 63: the Interactive Diagram texts of chessvariants.com pages
//! (`engine/tests/diagrams/`, each with its address), read by the definition reader: each
//! plays, or is refused naming the parameter or piece we cannot play; a diagram plays the
//! same moves as the `variants.ini` text that says the same game by hand.

mod family;
use family::{legal, play};

use engine::definition::{diagram_to_ini, find_definition, is_diagram, parse_definitions};
use engine::perft::perft;
use engine::{Position, Settings};

/// The fixture `name`'s text.
fn fixture(name: &str) -> String {
    let path = format!("{}/tests/diagrams/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The settings of the game a text (diagram or variants.ini) defines.
fn settings(text: &str) -> Settings {
    let defs = parse_definitions(text).unwrap_or_else(|e| panic!("{e}"));
    Settings::defined(defs.last().cloned().expect("a section"))
}

/// The start position of the game a text defines.
fn start(text: &str) -> Position {
    Position::start(&settings(text)).expect("starts")
}

/// What reading the fixture gives: its section's name, or its error.
fn read(name: &str) -> Result<String, String> {
    let text = fixture(name);
    assert!(is_diagram(&text), "{name} is a diagram");
    find_definition(&text, None)
        .map(|d| d.name)
        .map_err(|e| e.to_string())
}

#[test]
fn id63_every_fixture_plays_or_is_refused_naming_what_we_cannot_play() {
    let plays = [
        ("arch-chancellor-8x8-plain.txt", "archanc"),
        ("omega-chess-holes.txt", "diagram"),
    ];
    for (file, name) in plays {
        assert_eq!(read(file).as_deref(), Ok(name), "{file}");
    }
    let refused = [
        ("carrera-960-shuffle-10x8.txt", "line 11: shuffle: "),
        ("carrera-960-one-line.txt", "line 3: shuffle: "),
        ("demo-10x8-lion-in-hand.txt", "line 21: Lion: bad Betza"),
        ("demo-2016-no-royal.txt", "line 19: Lion: bad Betza"),
        (
            "demo-rev130-royal-no-firstrank.txt",
            "line 20: Lion: bad Betza",
        ),
        ("elven-chess-10x10-warlock.txt", "line 18: protected: "),
        ("tamerlane-ii-11x11.txt", "line 15: succession: "),
        ("tamerlane-ii-one-line.txt", "line 3: succession: "),
    ];
    for (file, start) in refused {
        let e = read(file).expect_err(file);
        assert!(e.starts_with(start), "{file}: {e}");
    }
    let count = std::fs::read_dir(format!("{}/tests/diagrams", env!("CARGO_MANIFEST_DIR")))
        .expect("the fixtures")
        .filter(|e| {
            e.as_ref()
                .is_ok_and(|e| e.path().extension().is_some_and(|x| x == "txt"))
        })
        .count();
    assert_eq!(
        count,
        plays.len() + refused.len(),
        "every fixture is listed here"
    );
}

#[test]
fn id63_a_diagram_plays_as_the_same_game_written_in_variants_ini() {
    // Arch-Chancellor Chess: chess with archbishops and chancellors for knights and
    // bishops, promotion to Q C A R.
    let by_hand = "[ac:chess]\nknight = -\nbishop = -\narchbishop = a\nchancellor = c\n\
                   promotionPieceTypes = qcar\n\
                   startFen = rcaqkacr/pppppppp/8/8/8/8/PPPPPPPP/RCAQKACR w KQkq - 0 1\n";
    let diagram = start(&fixture("arch-chancellor-8x8-plain.txt"));
    let ini = start(by_hand);
    assert_eq!(diagram.to_fen(), ini.to_fen());
    for depth in 1..=3 {
        assert_eq!(perft(&diagram, depth), perft(&ini, depth), "depth {depth}");
    }
}

#[test]
fn id63_carrera_without_its_shuffle_is_capablanca_chess_in_carreras_array() {
    // The diagram's king castles three squares (`KisO3`), as Capablanca's does. (Fairy-
    // Stockfish, loading the variants.ini text our reader writes for it, counts the same
    // 28, 782 and 24944.)
    let text = fixture("carrera-960-shuffle-10x8.txt").replace("shuffle=N!BRQK\n", "");
    let by_hand = "[c:capablanca]\nstartFen = ranbqkbncr/pppppppppp/10/10/10/10/\
                   PPPPPPPPPP/RANBQKBNCR w KQkq - 0 1\n";
    let (diagram, ini) = (start(&text), start(by_hand));
    assert_eq!(diagram.to_fen(), ini.to_fen());
    for depth in 1..=3 {
        assert_eq!(perft(&diagram, depth), perft(&ini, depth), "depth {depth}");
    }
}

#[test]
fn id63_omega_chess_holes_and_castling_with_the_second_piece_from_the_edge() {
    let omega = settings(&fixture("omega-chess-holes.txt"));
    let p = Position::start(&omega).expect("starts");
    // Counted by hand: ten pawns of one, two or three steps (30), each knight two
    // (4), each wizard one camel leap (2: its ferz step is blocked by the champion), each
    // champion its alfil and dabbaba leaps forward (4).
    assert_eq!(perft(&p, 1), 40);
    // `KisjO2`: the king castles with the rook, the second piece in from the edge.
    let cleared = "w**********w/*crnbqkbnrc*/*pppppppppp*/*10*/*10*/*10*/*10*/*10*/*10*/\
                   *PPPPPPPPPP*/*CR3K2RC*/W**********W w KQkq - 0 1";
    let open = Position::from_fen(&omega, cleared).expect("reads");
    let moves = legal(&open);
    assert!(moves.contains(&"g2i2".to_string()), "{moves:?}");
    assert!(moves.contains(&"g2e2".to_string()), "{moves:?}");
    let after = play(&open, "g2i2");
    assert!(after.to_fen().contains("/*CR4RK1C*/"), "{}", after.to_fen());
}

#[test]
fn id63_one_line_text_reads_as_the_lines_a_page_writes() {
    let lines = fixture("carrera-960-shuffle-10x8.txt").replace("shuffle=N!BRQK\n", "");
    let one = fixture("carrera-960-one-line.txt").replace("shuffle=N!BRQK ", "");
    assert_eq!(diagram_to_ini(&lines), diagram_to_ini(&one));
    let spaced = "files=8 ranks=8 Dragon Horse:D:BW::c1 king::K::e1";
    let ini = diagram_to_ini(spaced).expect("reads");
    assert!(ini.contains("customPiece1 = d:BW"), "{ini}");
}
