//! Atomic chess's family of keys, played for any defined game (`engine/src/variants/rules/
//! blast.rs`, with `pseudo_royal.rs` for atomic's kings; `engine/src/definition/KEYS.md`):
//! each test names the Fairy-Stockfish key whose rule it shows. Perft against
//! Fairy-Stockfish is in `perft/fsf/` (`atomic`, `nocheckatomic`, `atomar`, …).

mod family;
use family::{legal, play, pos};

use engine::{EndReason, Outcome, Player};

const ATOMIC: &str = "[a:atomic]\n";

#[test]
fn blast_on_capture_explodes_the_capturer_and_the_pieces_around_but_pawns() {
    // The rook takes on d5: the rook, the knight taken, the bishop on e6 and the queen on
    // c4 go; the pawn on d6 stays.
    let p = pos(ATOMIC, "4k3/8/3pb3/3n4/2q5/8/8/3RK3 w - - 0 1");
    let p = play(&p, "d1d5");
    assert_eq!(p.to_fen(), "4k3/8/3p4/8/8/8/8/4K3 b - - 0 1");
}

#[test]
fn a_blast_takes_the_castling_rights_of_the_rooks_it_explodes() {
    // The bishop takes on g2: the rook on h1 explodes, and White's kingside right with it.
    let p = pos(ATOMIC, "4k3/8/8/8/8/8/6p1/R3KB1R w KQ - 0 1");
    let p = play(&p, "f1g2");
    assert_eq!(p.to_fen(), "4k3/8/8/8/8/8/8/R3K3 b Q - 0 1");
}

#[test]
fn a_king_may_not_capture_nor_explode_its_own_king() {
    // The king next to the bishop may not take it (it would explode itself), and the rook
    // may not take the knight next to its own king.
    let p = pos(ATOMIC, "4k3/8/8/8/8/8/3nb3/3RK3 w - - 0 1");
    let moves = legal(&p);
    assert!(!moves.contains(&"e1e2".to_string()), "{moves:?}");
    assert!(!moves.contains(&"d1d2".to_string()), "{moves:?}");
    // Without atomic's royal kings (nocheckatomic) both are legal, and the king's capture
    // ends the game by extinction.
    let p = pos("[n:nocheckatomic]\n", "4k3/8/8/8/8/8/3nb3/3RK3 w - - 0 1");
    assert!(legal(&p).contains(&"e1e2".to_string()));
    let after = play(&p, "e1e2");
    assert_eq!(
        after.outcome(),
        Some(Outcome {
            winner: Some(Player::BLACK),
            reason: EndReason::Extinction
        })
    );
}

#[test]
fn kings_side_by_side_cannot_be_checked() {
    // The black rook attacks the white king, but the kings touch: taking the king would
    // explode Black's own, so White is not in check.
    let p = pos(ATOMIC, "8/8/8/8/8/8/3k4/r3K3 w - - 0 1");
    assert!(!p.in_check(Player::WHITE));
    let p = pos(ATOMIC, "8/8/8/3k4/8/8/8/r3K3 w - - 0 1");
    assert!(p.in_check(Player::WHITE));
}

#[test]
fn exploding_the_opponent_s_king_wins() {
    let p = pos(ATOMIC, "4k3/4p3/8/8/8/8/8/4RK2 w - - 0 1");
    let p = play(&p, "e1e7");
    assert_eq!(
        p.outcome(),
        Some(Outcome {
            winner: Some(Player::WHITE),
            reason: EndReason::Extinction
        })
    );
}

#[test]
fn mutually_immune_types_may_not_take_each_other() {
    // Atomar: the kings are commoners that may stand side by side and not take each other.
    let p = pos("[m:atomar]\n", "8/8/8/8/8/8/3k4/4K3 w - - 0 1");
    assert!(!legal(&p).contains(&"e1d2".to_string()));
}
