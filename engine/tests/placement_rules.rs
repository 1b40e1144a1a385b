//! Placement chess's keys, played for any defined game (`engine/src/variants/rules/
//! placement.rs`, `engine/src/definition/KEYS.md`): each test names the Fairy-Stockfish key
//! whose rule it shows. Perft against Fairy-Stockfish is in `perft/fsf/` (`placement`,
//! `screen`).

mod family;
use family::{legal, play, pos};

const PLACEMENT: &str = "[p:placement]\n";

#[test]
fn drop_opposite_colored_bishop_puts_the_second_bishop_on_the_other_colour() {
    // White's bishop on c1 (dark): its second goes on a light square only.
    let p = pos(
        PLACEMENT,
        "8/pppppppp/8/8/8/8/PPPPPPPP/2B5[KQRRBNNkqrrbbnn] w - - 0 1",
    );
    let bishops: Vec<String> = legal(&p)
        .into_iter()
        .filter(|m| m.starts_with("B@"))
        .collect();
    assert_eq!(bishops, ["B@b1", "B@d1", "B@f1", "B@h1"]);
    // With one light square left, no other piece may take it from the bishop.
    let p = pos(
        PLACEMENT,
        "8/pppppppp/8/8/8/8/PPPPPPPP/RNBQK1NR[Bkqrrbbnn] w - - 0 1",
    );
    assert_eq!(legal(&p), ["B@f1"]);
    // The bishop on f1 is light; c1 is the last dark square: the knight may not take it.
    let p = pos(
        PLACEMENT,
        "8/pppppppp/8/8/8/8/PPPPPPPP/R2QKBNR[BNkqrrbbnn] w - - 0 1",
    );
    assert_eq!(legal(&p), ["N@b1", "B@c1"]);
}

#[test]
fn castling_dropped_piece_gives_a_dropped_king_and_rooks_their_rights() {
    let p = pos(
        PLACEMENT,
        "8/pppppppp/8/8/8/8/PPPPPPPP/R7[KQRBBNNkqrrbbnn] w - - 0 1",
    );
    // The king dropped on e1 castles with the rook in the a1 corner.
    let after = play(&p, "K@e1");
    assert!(after.to_fen().contains(" b Q - "), "{}", after.to_fen());
    // A rook dropped in the h1 corner with the king on e1 gets its right too.
    let p = pos(
        PLACEMENT,
        "8/pppppppp/8/8/8/8/PPPPPPPP/4K3[QRRBBNNkqrrbbnn] w - - 0 1",
    );
    let after = play(&p, "R@h1");
    assert!(after.to_fen().contains(" b K - "), "{}", after.to_fen());
    // Not on another file.
    let after = play(&p, "R@g1");
    assert!(after.to_fen().contains(" b - - "), "{}", after.to_fen());
}
