//! Issue 62, item 1: the zones a definition plays on follow its board. Each of the five
//! games' module keys (`engine/src/definition/KEYS.md`) on a bigger and a smaller board
//! than its game's: a zone the key leaves to its default is derived from the board (the
//! first rank, the second, every square), and a zone a parent's text wrote for another
//! board (`[arnhem]`'s `*7`, `[chessence]`'s six drop squares) is refused, naming the keys
//! to set, rather than kept on the parent's squares.

use engine::definition::{parse_definitions, DefinitionError};
use engine::{Move, Position, Settings};

/// An empty board of `w` files and `h` ranks, as a FEN's first field.
fn empty(w: u8, h: u8) -> String {
    vec![w.to_string(); h as usize].join("/")
}

/// The last section of `text`.
fn settings(text: &str) -> Result<Settings, DefinitionError> {
    let defs = parse_definitions(text)?;
    Ok(Settings::defined(defs.last().cloned().expect("a section")))
}

fn start(text: &str) -> Position {
    let s = settings(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    Position::start(&s).unwrap_or_else(|e| panic!("{e:?}\n{text}"))
}

fn refused(text: &str) -> DefinitionError {
    match settings(text) {
        Err(e) => e,
        Ok(_) => panic!("accepted:\n{text}"),
    }
}

/// The squares the side to move may drop `letter` on, sorted.
fn drops_of(p: &Position, letter: char) -> Vec<String> {
    let mut out: Vec<String> = p
        .legal_moves()
        .iter()
        .filter_map(|m| match m {
            Move::Drop { to, .. } => {
                let uci = m.to_uci(p.rules());
                uci.starts_with(letter).then(|| to.to_string())
            }
            _ => None,
        })
        .collect();
    out.sort();
    out
}

/// Every square of rank `rank` (from 1) on a board `w` files wide, sorted.
fn rank(w: u8, rank: u8) -> Vec<String> {
    let mut out: Vec<String> = (0..w)
        .map(|f| format!("{}{rank}", (b'a' + f) as char))
        .collect();
    out.sort();
    out
}

#[test]
fn cn_free_square_goal_zones_follow_a_bigger_and_a_smaller_board() {
    // CN-3, CN-8: any empty square, pawns on the first and last ranks too.
    for (w, h) in [(10, 10), (4, 4)] {
        let text = format!(
            "[nim:chessnim]\nmaxFile = {w}\nmaxRank = {h}\nstartFen = {}[K*P*k*p*] w - - 0 1\n",
            empty(w, h)
        );
        let p = start(&text);
        let all = usize::from(w) * usize::from(h);
        assert_eq!(p.free_squares().count() as usize, all, "{w}x{h}");
        assert_eq!(drops_of(&p, 'K').len(), all, "{w}x{h}");
        let pawns = drops_of(&p, 'P');
        assert_eq!(pawns.len(), all, "{w}x{h}");
        assert!(pawns.contains(&format!("a{h}")), "{w}x{h}: {pawns:?}");
    }
}

#[test]
fn nn_conquest_has_no_zone_of_its_own_and_its_castling_files_must_be_on_the_board() {
    // NN-3 on 10x10: accepted as it stands (Nasty Neighbours' text gives no region).
    let big = "[nn:nastyneighbours]\nmaxFile = 10\nmaxRank = 10\nstartFen = \
               rNbQkQbNrN/pPpPpPpPpP/10/10/10/10/10/10/PpPpPpPpPp/RnBqKqBnRn w KQkq - 0 1\n";
    assert!(!start(big).legal_moves().is_empty());
    // On 7 files the king's castling file (h) is off the board: read as Fairy-Stockfish
    // reads it (issue 61), castling that way never happens.
    let small = "[nn:nastyneighbours]\nmaxFile = 7\nmaxRank = 7\nstartFen = \
                 rnbkbnr/ppppppp/7/7/7/PPPPPPP/RNBKBNR w KQkq - 0 1\n";
    let p = start(small);
    let kingside = p.legal_moves().iter().any(|m| {
        let u = m.to_uci(p.rules());
        u.starts_with("d1") && u.as_bytes()[2] > b'e'
    });
    assert!(!kingside, "no castling to a file off the board");
    let without = "[nn:nastyneighbours]\nmaxFile = 7\nmaxRank = 7\ncastling = false\nstartFen = \
                   rnbkbnr/ppppppp/7/7/7/PPPPPPP/RNBKBNR w - - 0 1\n";
    assert!(!start(without).legal_moves().is_empty());
}

#[test]
fn ce_powers_drop_zones_written_for_6x9_are_refused_on_other_boards() {
    // CE-5: [chessence] drops on its six starting squares of the 6x9 board; a bigger or
    // smaller board must name its own.
    let big = "[ce:chessence]\nmaxFile = 8\nmaxRank = 8\n\
               startFen = kp6/ppp5/1pp5/8/8/5PP1/5PPP/6PK[PPPppp] w - - 0 1\n";
    let small = "[ce:chessence]\nmaxFile = 5\nmaxRank = 5\n\
                 startFen = kp3/pp3/5/3PP/3PK[PPpp] w - - 0 1\n";
    for text in [big, small] {
        let e = refused(text);
        assert_eq!(e.key.as_deref(), Some("dropRegionWhite"), "{e}");
        assert!(e.reason.contains("6x9"), "{e}");
        assert!(e.reason.contains("set dropRegionWhite/Black for it"), "{e}");
    }
    let given =
        format!("{big}dropRegionWhite = g1 f2 g2 h2 f3 g3\ndropRegionBlack = b8 a7 b7 c7 b6 c6\n");
    assert_eq!(
        drops_of(&start(&given), 'P').len(),
        0,
        "its six squares are taken"
    );
    let given = format!("{small}dropRegionWhite = *1\ndropRegionBlack = *5\n");
    assert_eq!(drops_of(&start(&given), 'P'), ["a1", "b1", "c1"]);
}

#[test]
fn ar_4_secret_deployment_zones_written_for_6x7_are_refused_on_other_boards() {
    // The definition: Arnhem's army on 8x8, the zones inherited from [arnhem].
    let big = "[bigarnhem:arnhem]\nmaxFile = 8\nmaxRank = 8\n\
               startFen = 8/8/8/3**3/3**3/8/8/8[KQRBNCPPPPPPkqrbncpppppp] w deploy - 0 1\n";
    let small = "[smallarnhem:arnhem]\nmaxFile = 5\nmaxRank = 5\n\
                 startFen = 5/5/5/5/5[KRPkrp] w deploy - 0 1\n";
    for (text, board) in [(big, "8x8"), (small, "5x5")] {
        let e = refused(text);
        assert_eq!(e.key.as_deref(), Some("promotionRegionWhite"), "{e}");
        assert!(
            e.reason.contains(&format!(
                "written for the parent's 6x7 board; this board is {board}"
            )),
            "{e}"
        );
        assert!(
            e.reason.ends_with(
                "set promotionRegionWhite/Black, x-handCaptureRegionWhite/Black, \
                 x-pawnDropRegionWhite/Black, x-deployRegionWhite/Black, \
                 x-pawnDeployRegionWhite/Black for it"
            ),
            "{e}"
        );
    }
    // Every zone given again for 8x8: the deployment uses them.
    let given = format!(
        "{big}promotionRegionWhite = *8\npromotionRegionBlack = *1\n\
         x-handCaptureRegionWhite = *6 *7 *8\nx-handCaptureRegionBlack = *1 *2 *3\n\
         x-pawnDropRegionWhite = *1 *2 *3\nx-pawnDropRegionBlack = *6 *7 *8\n\
         x-deployRegionWhite = *1\nx-deployRegionBlack = *8\n\
         x-pawnDeployRegionWhite = *2\nx-pawnDeployRegionBlack = *7\n"
    );
    let p = start(&given);
    assert_eq!(drops_of(&p, 'K'), rank(8, 1));
    assert_eq!(drops_of(&p, 'P'), rank(8, 2));
    // A zone written as no square (`-`) fits every board: the key's default follows it.
    let reset = format!(
        "{big}promotionRegionWhite = *8\npromotionRegionBlack = *1\n\
         x-handCaptureRegionWhite = -\nx-handCaptureRegionBlack = -\n\
         x-pawnDropRegionWhite = *1 *2\nx-pawnDropRegionBlack = *7 *8\n\
         x-deployRegionWhite = -\nx-deployRegionBlack = -\n\
         x-pawnDeployRegionWhite = -\nx-pawnDeployRegionBlack = -\n"
    );
    let p = start(&reset);
    assert_eq!(drops_of(&p, 'K'), rank(8, 1));
    assert_eq!(drops_of(&p, 'P'), rank(8, 2));
}

#[test]
fn ar_4_secret_deployment_default_zones_are_the_boards_first_and_second_ranks() {
    for (w, h) in [(10, 10), (4, 4)] {
        let text = format!(
            "[deploy:chess]\nmaxFile = {w}\nmaxRank = {h}\ncastling = false\n\
             x-secretDeployment = true\nstartFen = {}[KPPkpp] w deploy - 0 1\n",
            empty(w, h)
        );
        let mut p = start(&text);
        assert_eq!(drops_of(&p, 'K'), rank(w, 1), "{w}x{h}");
        assert_eq!(drops_of(&p, 'P'), rank(w, 2), "{w}x{h}");
        for uci in ["K@a1", "P@a2", "P@b2", "pass"] {
            let m = Move::parse_uci(uci, p.rules()).expect("move");
            p = p.play(&m).expect("legal");
        }
        assert_eq!(drops_of(&p, 'K'), rank(w, h), "{w}x{h}: Black's last rank");
        assert_eq!(drops_of(&p, 'P'), rank(w, h - 1), "{w}x{h}");
    }
}

#[test]
fn vi_three_players_inherit_no_zone_and_a_zone_written_for_8x8_does_not_follow() {
    // [vimes] gives no region of its own (its promotion and double step are Fairy-Stockfish's
    // template, fixed ranks, KEYS.md): a bigger and a smaller board are accepted.
    let big = format!(
        "[vi:vimes]\nmaxFile = 10\nmaxRank = 10\nstartFen = \
         rnbqkbnrrr/pppppppppp/{}/PPPPPPPPPP/RNBQKBNRRR w2 KQkq - 0 1\n",
        empty(10, 6)
    );
    assert!(!start(&big).legal_moves().is_empty());
    let small = "[vi:vimes]\nmaxFile = 6\nmaxRank = 6\ncastling = false\nstartFen = \
                 rnbqkr/pppppp/6/6/PPPPPP/RNBQKR w2 - - 0 1\n";
    assert!(!start(small).legal_moves().is_empty());
    // A region a parent of the text wrote for 8x8 must be given again on 8x10.
    let text = "[a:vimes]\npromotionRegionWhite = *8\n[b:a]\nmaxRank = 10\nstartFen = \
                rnbqkbnr/pppppppp/8/8/8/8/8/8/PPPPPPPP/RNBQKBNR w2 KQkq - 0 1\n";
    let e = refused(text);
    assert_eq!(e.key.as_deref(), Some("promotionRegionWhite"), "{e}");
    assert_eq!(e.line, 3, "blamed on the section's header: {e}");
    let fixed = format!("{text}promotionRegionWhite = *10\n");
    assert!(!start(&fixed).legal_moves().is_empty());
}
