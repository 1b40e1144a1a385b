//! The fuzz targets of `fuzz/` (RELIABILITY.md) on a fixed pseudo-random corpus, so that a
//! plain `cargo test` runs every target's checks without cargo-fuzz or a nightly toolchain.
//! The corpus mixes inputs that are valid (Betza strings, FENs of every game, legal moves,
//! command scripts), the same with a few random edits, and random bytes.

#[path = "../../fuzz/src/lib.rs"]
mod fuzz_targets;

use variantarium_cli::soak::Rng;

/// Returns `base` with a few random edits (replace, insert, delete, duplicate a slice).
fn mutate(base: &[u8], rng: &mut Rng, alphabet: &[u8]) -> Vec<u8> {
    let mut v = base.to_vec();
    for _ in 0..rng.below(4) {
        let pick = |rng: &mut Rng| {
            if rng.below(4) == 0 {
                rng.next_u64() as u8
            } else {
                alphabet[rng.below(alphabet.len())]
            }
        };
        let at = rng.below(v.len() + 1);
        match rng.below(4) {
            0 if at < v.len() => v[at] = pick(rng),
            1 => v.insert(at, pick(rng)),
            2 if at < v.len() => {
                v.remove(at);
            }
            _ if !v.is_empty() => {
                let from = rng.below(v.len());
                let to = (from + 1 + rng.below(4)).min(v.len());
                let piece: Vec<u8> = v[from..to].to_vec();
                let at = at.min(v.len());
                v.splice(at..at, piece);
            }
            _ => {}
        }
    }
    v
}

fn random_bytes(rng: &mut Rng, max: usize) -> Vec<u8> {
    (0..rng.below(max + 1))
        .map(|_| rng.next_u64() as u8)
        .collect()
}

/// `n` inputs: a third valid, a third edited, a third random bytes.
fn corpus(seed: u64, n: usize, valid: &[Vec<u8>], alphabet: &[u8], max: usize) -> Vec<Vec<u8>> {
    let mut rng = Rng::new(seed);
    (0..n)
        .map(|i| {
            let base = &valid[rng.below(valid.len())];
            match i % 3 {
                0 => base.clone(),
                1 => mutate(base, &mut rng, alphabet),
                _ => random_bytes(&mut rng, max),
            }
        })
        .collect()
}

#[test]
fn betza_parser_on_3000_inputs() {
    let valid: Vec<Vec<u8>> = [
        "K",
        "Q",
        "R",
        "B",
        "N",
        "WW",
        "NN",
        "fmWfcFifmnD",
        "nD7nA7",
        "nD7",
        "nA7",
        "N2",
        "KisO3",
        "mfFcfW",
        "RN",
        "vRsN2",
        "fWfcnD",
        "C",
        "Z",
        "G",
        "H",
        "A",
        "D",
        "isO3",
        "ffN",
        "lfrbW",
        "R4",
        "W0",
        "fsN",
        "bvK",
        "cfF",
        "mRcB",
        "O2",
        "rlW3",
    ]
    .iter()
    .map(|s| s.as_bytes().to_vec())
    .collect();
    for input in corpus(1, 3000, &valid, b"WFDNAHCZGKRBQOfblrsvmcni0123456789", 12) {
        fuzz_targets::betza(&input);
    }
}

/// The FENs of the seed positions, each behind the byte that chooses its game's settings.
fn seed_fens() -> Vec<Vec<u8>> {
    fuzz_targets::seeds()
        .iter()
        .map(|(s, p)| {
            let byte = match s.variant {
                engine::Variant::ChessNim => 0,
                engine::Variant::Chessence => 3,
                engine::Variant::Arnhem => 4,
                engine::Variant::NastyNeighbours => 5,
                engine::Variant::Vimes => 6,
                engine::Variant::Defined => {
                    let name = s.name();
                    7 + fuzz_targets::defined_games()
                        .iter()
                        .position(|d| d.name == name)
                        .unwrap_or(0) as u8
                }
            };
            let mut v = vec![byte];
            v.extend_from_slice(p.to_fen().as_bytes());
            v
        })
        .collect()
}

#[test]
fn fen_reading_on_3000_inputs() {
    let alphabet = b"0123456789*/[]~- KQRBNPCkqrbnpcwbr!deploychange";
    for input in corpus(2, 3000, &seed_fens(), alphabet, 40) {
        fuzz_targets::fen(&input);
    }
}

#[test]
fn move_text_on_3000_inputs() {
    let seeds = fuzz_targets::seeds();
    let mut valid = Vec::new();
    for (i, (_, p)) in seeds.iter().enumerate() {
        for m in p.legal_moves().iter().take(12) {
            let mut v = vec![i as u8];
            v.extend_from_slice(m.to_uci(p.rules()).as_bytes());
            valid.push(v);
        }
    }
    valid.push(b"\x00pass".to_vec());
    for input in corpus(
        3,
        3000,
        &valid,
        b"abcdefghijklmnop0123456789@KQRBNPCqrbnc",
        10,
    ) {
        fuzz_targets::moves(&input);
    }
}

#[test]
fn random_play_on_1500_inputs() {
    let mut rng = Rng::new(4);
    for _ in 0..1500 {
        let mut input = random_bytes(&mut rng, 6 + fuzz_targets::MAX_PLIES);
        // Mostly unmutated seeds (a mutated FEN is usually refused before any move).
        if input.len() > 1 && rng.below(4) != 0 {
            input[1] &= !3;
        }
        fuzz_targets::random_play(&input);
    }
}

#[test]
fn command_loop_on_600_scripts() {
    let lines = [
        "uci",
        "isready",
        "ucinewgame",
        "d",
        "legal",
        "go perft 1",
        "help",
        "position startpos",
        "position startpos moves K@b7 K@e7",
        "position startpos moves e2e4",
        "position fen 8/8/8/8/8/8/8/8[K*k*] w - - 0 1 moves K@a1",
        "position fen rnbqkc/2pp2/1p2p1/**2**/1P2P1/2PP2/RNBQKC[] w - - 0 1 moves b3c4",
        "setoption name UCI_Variant value vimes",
        "setoption name UCI_Variant value arnhem",
        "setoption name UCI_Variant value chessence",
        "setoption name UCI_Variant value nastyneighbours",
        "setoption name UCI_Variant value chessnim",
        "setoption name ChessNimMaterial value K:K:*, A:NN:2",
        "setoption name ChessNimSize value 5x4",
        "setoption name ChessNimHoles value b2 c3",
        "setoption name ArnhemDeployment value false",
        "setoption name ChessNimPawnsOnLastRank value false",
        "bench 1",
        "soak 1",
        "quit",
    ];
    let mut rng = Rng::new(5);
    let scripts: Vec<Vec<u8>> = (0..200)
        .map(|_| {
            let n = 1 + rng.below(6);
            let picked: Vec<&str> = (0..n).map(|_| lines[rng.below(lines.len())]).collect();
            (picked.join("\n") + "\n").into_bytes()
        })
        .collect();
    for input in corpus(6, 600, &scripts, b"abcdefgh12345678@KQkq -\n", 64) {
        fuzz_targets::uci(&input);
    }
}

/// Records and links of games of every game: a few legal moves from each seed position.
fn seed_games() -> Vec<engine::Game> {
    let mut rng = Rng::new(7);
    fuzz_targets::seeds()
        .iter()
        .map(|(s, p)| {
            let mut g = engine::Game::from_position(s, p.clone());
            for _ in 0..rng.below(8) {
                let legal = g.position().legal_moves();
                if legal.is_empty() {
                    break;
                }
                let m = legal[rng.below(legal.len())];
                if g.play(&m).is_err() {
                    break;
                }
            }
            g
        })
        .collect()
}

#[test]
fn record_import_on_2000_inputs() {
    let mut valid: Vec<Vec<u8>> = seed_games()
        .iter()
        .map(|g| engine::record::write_game(g).into_bytes())
        .collect();
    valid.push(b"game: chessnim\nmaterial: K:K:*\n1. K@b7 K@e7 2... K@g7\n".to_vec());
    valid.push(b"Game: Arnhem Chess\nDeployment: quick\n# a comment\n1.b3c4\n".to_vec());
    // Found by cargo-fuzz: a move spelled in lower case must print back as written.
    valid.push(b"Game: ChessNim\nMaterial: K:KCCA:*\nk@g8\n".to_vec());
    let alphabet = b"Game:SizeHolsMatrildpywnckS 0123456789x@/*[]-,.#\nKQRBNPkqrbnpabcdefgh";
    for input in corpus(8, 2000, &valid, alphabet, 80) {
        fuzz_targets::record(&input);
    }
}

#[test]
fn link_decoder_on_3000_inputs() {
    let mut valid: Vec<Vec<u8>> = seed_games()
        .iter()
        .map(|g| engine::link::Link::from_game(g).encode().into_bytes())
        .collect();
    valid.push(
        b"#embed&game=chessnim&material=K%3AK%3A*&moves=K@b7,K@e7&orient=black&mode=view&controls=moves,nav&ply=1"
            .to_vec(),
    );
    valid.push(b"?game=arnhem&deploy=quick&moves=b3c4&fen=".to_vec());
    let alphabet = b"embed&game=sizholtrpwnfvmyc,%+0123456789ABCDEFx@/*:KQRBNPkqrbnp";
    for input in corpus(9, 3000, &valid, alphabet, 80) {
        fuzz_targets::link(&input);
    }
}

/// With `FUZZ_CORPUS_OUT=DIR`, the inputs of a test below are also written to
/// `DIR/TARGET/NNNNN`, a seed corpus for the long cargo-fuzz runs (RELIABILITY.md).
fn save_corpus(target: &str, inputs: &[Vec<u8>]) {
    let Some(dir) = std::env::var_os("FUZZ_CORPUS_OUT") else {
        return;
    };
    let dir = std::path::Path::new(&dir).join(target);
    std::fs::create_dir_all(&dir).expect("the corpus directory");
    for (i, input) in inputs.iter().enumerate() {
        std::fs::write(dir.join(format!("{i:05}")), input).expect("a corpus file");
    }
}

/// Definition texts: the engine's test definitions, the hostile ones, random ones from the
/// soak's generator, and a few with our games as parents.
fn definition_texts() -> Vec<Vec<u8>> {
    let mut valid: Vec<Vec<u8>> = fuzz_targets::DEFINITION_FILES
        .iter()
        .chain(&fuzz_targets::HOSTILE_FILES)
        .map(|t| t.as_bytes().to_vec())
        .collect();
    let mut rng = Rng::new(10);
    for _ in 0..40 {
        let d = variantarium_cli::soak_defined::random_definition(&mut rng);
        valid.push(d.text.into_bytes());
    }
    for parent in [
        "chessnim",
        "chessence",
        "arnhem",
        "nastyneighbours",
        "vimes",
    ] {
        valid.push(format!("[mine:{parent}]\nnMoveRule = 10\n").into_bytes());
    }
    valid.push(b"[a:fairy]\nmaxRank = 5\nmaxFile = 5\nstartFen = k4/5/5/5/4K w - - 0 1\ncastling = false\n[b:a]\n[c:b]\npieceDrops = true\n".to_vec());
    valid
}

#[test]
fn definition_reader_on_3000_inputs() {
    let alphabet = b"[]:=#;\n *-/0123456789abcdefghkmnpqrswxyzKNPQRBWFDAH~ ";
    let inputs = corpus(11, 3000, &definition_texts(), alphabet, 200);
    save_corpus("definition", &inputs);
    for input in &inputs {
        fuzz_targets::definition(input);
    }
}

/// Random bytes: the generator takes about a hundred choices when it has them, the bytes
/// after them choose the moves; the shorter inputs make plainer games (a choice is 0 once
/// the bytes run out).
#[test]
fn defined_play_on_3000_inputs() {
    let mut rng = Rng::new(12);
    let inputs: Vec<Vec<u8>> = (0..3000)
        .map(|i| random_bytes(&mut rng, if i % 4 == 0 { 60 } else { 200 }))
        .collect();
    save_corpus("defined_play", &inputs);
    for input in &inputs {
        fuzz_targets::defined_play(input);
    }
}

#[test]
fn def_link_on_3000_inputs() {
    // Valid links with a definition: games of the test definitions and of random ones.
    let mut valid: Vec<Vec<u8>> = Vec::new();
    let mut rng = Rng::new(13);
    let texts = definition_texts();
    for text in texts.iter().take(10 + 20) {
        let text = String::from_utf8_lossy(text);
        let Ok(defs) = engine::definition::parse_definitions(&text) else {
            continue;
        };
        for d in defs.iter().take(3) {
            let Ok(mut g) = engine::Game::new(&engine::Settings::defined(d.clone())) else {
                continue;
            };
            for _ in 0..rng.below(6) {
                let legal = g.position().legal_moves();
                if legal.is_empty() || g.play(&legal[rng.below(legal.len())]).is_err() {
                    break;
                }
            }
            let mut v = vec![0u8];
            v.extend_from_slice(engine::link::Link::from_game(&g).encode().as_bytes());
            valid.push(v);
        }
    }
    let alphabet = b"game=def&moves,ply=%0A%5B%5D%3D+:*-/0123456789abcdefghkmnpqrK@";
    let mut inputs = corpus(14, 1000, &valid, alphabet, 80);
    // Built around definitions: the first byte from 64 on, the rest are choices.
    inputs.extend((0..2000).map(|_| {
        let mut v = random_bytes(&mut rng, 250);
        if v.is_empty() {
            v.push(0);
        }
        v[0] = 64 + (v[0] % 192);
        v
    }));
    save_corpus("def_link", &inputs);
    for input in &inputs {
        fuzz_targets::def_link(input);
    }
}
