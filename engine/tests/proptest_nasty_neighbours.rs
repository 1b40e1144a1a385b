//! Property tests: random Nasty Neighbours games from the start (`NN-1` … `NN-5`).
//!
//! After every move of every game: the 36 pieces are all still on the board (`NN-3`:
//! nothing leaves it) with one king each; the FEN reads back to the same position; every
//! castling right has its king and rook at home (`NN-2`); the move played was accepted by
//! `check()` and `play()` agrees with `play_unchecked()`; a game without a legal move has an
//! outcome (`NN-5`). On a sample of positions `check()` is asked about every legal move and
//! about moves between random squares, and must agree with `legal_moves()`.

use engine::{Move, Player, Position, Settings, Square, Variant};
use proptest::prelude::*;

fn settings() -> Settings {
    Settings::new(Variant::NastyNeighbours)
}

/// Every castling right needs its side's king on e1/e8 and a rook of that side on the
/// corner.
fn rights_are_sound(p: &Position) -> Result<(), String> {
    for rook_sq in p.castling_rights() {
        let home = rook_sq.rank();
        let side = if home == 0 {
            Player::WHITE
        } else {
            Player::BLACK
        };
        let rook = p.piece_at(rook_sq).ok_or(format!("no rook on {rook_sq}"))?;
        let king = p
            .piece_at(Square::new(4, home))
            .ok_or(format!("no king for the right on {rook_sq}"))?;
        let rules = p.rules();
        if rook.player != side || rules.kind(rook.kind).letter != 'R' {
            return Err(format!("the right on {rook_sq} has no rook of its side"));
        }
        if king.player != side || !rules.kind(king.kind).is_royal {
            return Err(format!(
                "the right on {rook_sq} has no king on e{}",
                home + 1
            ));
        }
    }
    Ok(())
}

fn kings(p: &Position, player: Player) -> usize {
    p.pieces_of(player)
        .iter()
        .filter(|&s| {
            p.piece_at(s)
                .is_some_and(|x| p.rules().kind(x.kind).is_royal)
        })
        .count()
}

/// Plays a random game of at most `choices.len()` plies, checking the properties after
/// each move. `probes` are (from, to) square indices asked of `check()` on sampled plies.
fn random_game(choices: &[u16], probes: &[(u8, u8)]) -> Result<(), TestCaseError> {
    let mut p = Position::start(&settings()).expect("the start position");
    for (ply, &choice) in choices.iter().enumerate() {
        let legal = p.legal_moves();
        if legal.is_empty() {
            prop_assert!(p.outcome().is_some(), "no move and no outcome in {p:?}");
            break;
        }
        if p.outcome().is_some() {
            // Only the fifty-move draw ends a game that still has moves.
            prop_assert!(p.halfmove_clock() >= 100, "{p:?}");
            break;
        }
        if ply % 8 == 0 {
            for m in legal.iter() {
                prop_assert_eq!(p.check(m), Ok(()), "{} in {:?}", m.to_uci(p.rules()), p);
            }
            let squares: Vec<Square> = p.rules().geometry().playable().iter().collect();
            for &(a, b) in probes {
                let from = squares[a as usize % squares.len()];
                let to = squares[b as usize % squares.len()];
                let m = Move::Normal {
                    from,
                    to,
                    promotion: None,
                };
                prop_assert_eq!(
                    p.check(&m).is_ok(),
                    legal.contains(&m),
                    "{} in {:?}",
                    m.to_uci(p.rules()),
                    p
                );
            }
        }
        let m = legal[choice as usize % legal.len()];
        let next = p
            .play(&m)
            .map_err(|e| TestCaseError::fail(format!("{}: {e}", m.to_uci(p.rules()))))?;
        let mut fast = p.clone();
        fast.play_unchecked(&m);
        prop_assert_eq!(&fast, &next);
        p = next;

        prop_assert_eq!(p.occupied().count(), 36, "{:?}", p);
        prop_assert_eq!(
            p.pieces_of(Player::WHITE).count() + p.pieces_of(Player::BLACK).count(),
            36
        );
        prop_assert_eq!(kings(&p, Player::WHITE), 1);
        prop_assert_eq!(kings(&p, Player::BLACK), 1);
        let fen = p.to_fen();
        let back = Position::from_fen(&settings(), &fen)
            .map_err(|e| TestCaseError::fail(format!("{fen}: {e}")))?;
        prop_assert_eq!(&back, &p);
        prop_assert_eq!(back.to_fen(), fen);
        rights_are_sound(&p).map_err(TestCaseError::fail)?;
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 48,
        ..ProptestConfig::default()
    })]

    #[test]
    fn nn_random_games_keep_every_piece_and_agree_with_check(
        choices in prop::collection::vec(any::<u16>(), 0..120),
        probes in prop::collection::vec((any::<u8>(), any::<u8>()), 8),
    ) {
        random_game(&choices, &probes)?;
    }
}
