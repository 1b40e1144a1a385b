//! Every game the engine plays keeps its moves: a game of each of Fairy-Stockfish's
//! built-ins, played with its special moves first (drops, promotions written `+`,
//! demotions `-`, gates, walls, passes), comes back move for move from its record and
//! from its link.

use engine::definition::{builtin, fsf_variants};
use engine::link::Link;
use engine::record::{read_game, write_game};
use engine::{Game, Settings};

/// Plays up to `plies` moves: at each ply a move whose coordinate form has more than
/// squares and letters if there is one, else the first legal move past `ply` in the list.
fn play_special_first(game: &mut Game, plies: usize) {
    for ply in 0..plies {
        let pos = game.position();
        let legal = pos.legal_moves();
        if legal.is_empty() || game.outcome().is_some() {
            return;
        }
        let special = legal.iter().rev().find(|m| {
            !m.to_uci(pos.rules())
                .chars()
                .all(|c| c.is_ascii_alphanumeric())
        });
        let m = *special.unwrap_or(&legal[ply * 7 % legal.len()]);
        game.play(&m).expect("a legal move");
    }
}

#[test]
fn every_builtin_game_comes_back_from_its_record_and_its_link() {
    let mut marks = 0;
    for name in fsf_variants() {
        let def = builtin(name).unwrap_or_else(|| panic!("the built-in {name}"));
        let mut game = Game::new(&Settings::defined(def)).expect("the start");
        play_special_first(&mut game, 40);
        let ucis: Vec<String> = {
            let mut g = Game::new(game.settings()).expect("the start");
            game.moves()
                .iter()
                .map(|m| {
                    let s = m.to_uci(g.position().rules());
                    g.play(m).expect("legal");
                    s
                })
                .collect()
        };
        marks += ucis.iter().filter(|s| s.contains(['+', '-'])).count();
        let text = write_game(&game);
        let back = read_game(&text).unwrap_or_else(|e| panic!("{name}: {e}\n{text}"));
        assert_eq!(back.moves(), game.moves(), "{name}: the record");
        let link = Link::from_game(&game).encode();
        let (again, _) = Link::decode(&link)
            .and_then(|l| l.game())
            .unwrap_or_else(|e| panic!("{name}: {e}\n{link}"));
        assert_eq!(again.moves(), game.moves(), "{name}: the link");
    }
    assert!(marks > 0, "no game made a promotion written + or -");
}
