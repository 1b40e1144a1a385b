//! The built `variantarium-cli` binary, driven through its standard input as a UCI GUI
//! or a script would drive it (DESIGN.md, "Notation and the command-line engine").

use engine::{perft, ChessNimSettings, Position, Settings, Variant};
use std::io::Write;
use std::process::{Command, Output, Stdio};

const KINGS_ONLY: &str = "setoption name ChessNimMaterial value K:K:*";

/// The reference game of RULES.md (CN-9) and the free count after each of its drops.
const REFERENCE_GAME: [&str; 12] = [
    "K@b7", "K@e7", "K@g7", "K@g4", "K@d4", "K@b4", "K@b2", "K@c3", "K@f3", "K@f1", "K@d2", "K@h2",
];
const REFERENCE_FREE: [u32; 12] = [55, 46, 40, 31, 22, 16, 10, 9, 6, 3, 2, 0];

fn run_with(args: &[&str], input: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_variantarium-cli"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the CLI starts");
    child
        .stdin
        .take()
        .expect("stdin is piped")
        .write_all(input)
        .expect("the script is written");
    let out = child.wait_with_output().expect("the CLI ends");
    assert!(out.status.success(), "exit status {:?}", out.status);
    assert!(
        out.stderr.is_empty(),
        "stderr: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    out
}

/// Runs the commands (one per line) and returns standard output.
fn run(commands: &[&str]) -> String {
    let script = commands.join("\n") + "\n";
    let out = run_with(&[], script.as_bytes());
    String::from_utf8(out.stdout).expect("the output is UTF-8")
}

fn lines(out: &str) -> Vec<&str> {
    out.lines().collect()
}

/// The `Fen: ...` lines of the output, in order.
fn fens(out: &str) -> Vec<&str> {
    out.lines()
        .filter_map(|l| l.strip_prefix("Fen: "))
        .collect()
}

fn free_counts(out: &str) -> Vec<u32> {
    out.lines()
        .filter_map(|l| l.strip_prefix("Free squares: "))
        .map(|n| n.parse().expect("a number of free squares"))
        .collect()
}

fn errors(out: &str) -> Vec<&str> {
    out.lines()
        .filter_map(|l| l.strip_prefix("info string error: "))
        .collect()
}

fn nodes_searched(out: &str) -> Vec<u64> {
    out.lines()
        .filter_map(|l| l.strip_prefix("Nodes searched: "))
        .map(|n| n.parse().expect("a node count"))
        .collect()
}

fn kings_only_settings() -> Settings {
    let mut s = Settings::new(Variant::ChessNim);
    s.chessnim.material = ChessNimSettings::kings_only_material();
    s
}

#[test]
fn uci_handshake_lists_the_options_then_uciok() {
    let out = run(&["uci", "isready", "quit"]);
    let l = lines(&out);
    assert!(l[0].starts_with("id name Variantarium"), "{out}");
    assert!(l.iter().any(|x| x.starts_with("id author ")), "{out}");
    // Our five, then Fairy-Stockfish's built-in variants that play here (issue 61).
    let combo = l
        .iter()
        .find(|x| x.starts_with("option name UCI_Variant"))
        .expect("the combo");
    assert!(
        combo.starts_with(
            "option name UCI_Variant type combo default chessnim var chessnim var chessence \
             var arnhem var nastyneighbours var vimes var chess var fairy"
        ),
        "{combo}"
    );
    for builtin in ["capablanca", "crazyhouse", "grasshopper", "giveaway"] {
        assert!(combo.contains(&format!(" var {builtin}")), "{combo}");
    }
    for want in [
        "option name ChessNimMaterial type string default K:K:1, Q:Q:1, R:R:2, B:B:2, N:N:2, P:fmWfcFifmnD:8",
        "option name ChessNimSize type string default 8x8",
        "option name ChessNimHoles type string default <empty>",
        "option name ChessNimPawnsOnLastRank type check default true",
    ] {
        assert!(l.contains(&want), "missing {want:?} in\n{out}");
    }
    let uciok = l.iter().position(|&x| x == "uciok").expect("uciok");
    let readyok = l.iter().position(|&x| x == "readyok").expect("readyok");
    assert!(
        l[..uciok].iter().all(|x| !x.starts_with("readyok")),
        "{out}"
    );
    assert_eq!(readyok, uciok + 1, "{out}");
    assert_eq!(l.len(), readyok + 1, "nothing after readyok: {out}");
}

#[test]
fn isready_alone_and_end_of_input_without_quit() {
    let out = run_with(&[], b"isready\nucinewgame\nisready");
    assert_eq!(String::from_utf8_lossy(&out.stdout), "readyok\nreadyok\n");
}

#[test]
fn reference_game_ends_with_black_winning_on_zero_free_squares() {
    let position = format!("position startpos moves {}", REFERENCE_GAME.join(" "));
    let out = run(&[KINGS_ONLY, &position, "d", "legal", "go perft 1", "quit"]);
    assert_eq!(errors(&out), Vec::<&str>::new(), "{out}");
    assert_eq!(free_counts(&out), vec![0], "{out}");
    assert!(
        out.lines()
            .any(|l| l == "Result: Black wins: no free square is left"),
        "{out}"
    );
    assert_eq!(
        fens(&out),
        vec!["8/1K2k1K1/8/8/1k1K2k1/2k2K2/1K1K3k/5k2[K*k*] w - - 0 7"],
        "{out}"
    );
    assert!(out.lines().any(|l| l == "Side to move: white"), "{out}");
    assert!(out.lines().any(|l| l == "Hand white: K:*"), "{out}");
    assert!(out.lines().any(|l| l == "Hand black: k:*"), "{out}");
    // The game is over: no legal move, perft counts nothing.
    assert_eq!(nodes_searched(&out), vec![0], "{out}");
}

#[test]
fn reference_game_prefixes_show_the_free_count_of_rules_md() {
    let mut commands = vec![KINGS_ONLY.to_string(), "d".to_string()];
    for n in 1..=REFERENCE_GAME.len() {
        commands.push(format!(
            "position startpos moves {}",
            REFERENCE_GAME[..n].join(" ")
        ));
        commands.push("d".to_string());
    }
    commands.push("quit".into());
    let refs: Vec<&str> = commands.iter().map(String::as_str).collect();
    let out = run(&refs);
    let mut want = vec![64];
    want.extend(REFERENCE_FREE);
    assert_eq!(free_counts(&out), want, "{out}");
    // Only the last diagram has a result.
    assert_eq!(
        out.lines().filter(|l| l.starts_with("Result: ")).count(),
        1,
        "{out}"
    );
}

#[test]
fn after_four_reference_drops_31_squares_are_free() {
    let out = run(&[
        KINGS_ONLY,
        "position startpos moves K@b7 K@e7 K@g7 K@g4",
        "d",
    ]);
    assert_eq!(free_counts(&out), vec![31], "{out}");
    assert!(out.lines().all(|l| !l.starts_with("Result: ")), "{out}");
    assert!(out.lines().any(|l| l == "Side to move: white"), "{out}");
}

#[test]
fn perft_1_on_the_empty_kings_only_board_lists_64_drops() {
    let out = run(&[KINGS_ONLY, "position startpos", "go perft 1"]);
    let moves: Vec<&str> = out.lines().filter(|l| l.contains(": ")).collect();
    let move_lines: Vec<&str> = moves
        .iter()
        .copied()
        .filter(|l| !l.starts_with("Nodes searched"))
        .collect();
    assert_eq!(move_lines.len(), 64, "{out}");
    assert!(move_lines.contains(&"K@a1: 1"), "{out}");
    assert!(move_lines.contains(&"K@h8: 1"), "{out}");
    assert!(move_lines.iter().all(|l| l.ends_with(": 1")), "{out}");
    assert_eq!(nodes_searched(&out), vec![64], "{out}");
    // Fairy-Stockfish's layout: the move lines, a blank line, the total.
    let l = lines(&out);
    let total = l
        .iter()
        .position(|x| x.starts_with("Nodes searched"))
        .unwrap_or(0);
    assert_eq!(l[total - 1], "", "{out}");
}

#[test]
fn perft_2_matches_the_engine() {
    let pos = Position::start(&kings_only_settings()).expect("kings-only start");
    let want = perft::perft(&pos, 2);
    let out = run(&[KINGS_ONLY, "position startpos", "go perft 2"]);
    assert_eq!(nodes_searched(&out), vec![want], "{out}");
    // The per-move counts add up to the total.
    let sum: u64 = out
        .lines()
        .filter(|l| l.starts_with("K@"))
        .filter_map(|l| l.split(": ").nth(1))
        .map(|n| n.parse::<u64>().expect("a count"))
        .sum();
    assert_eq!(sum, want, "{out}");
}

#[test]
fn perft_from_a_fen_with_pieces_in_hand_matches_the_engine() {
    let fen = "4k3/4rR1K/4B3/8/P3n1B1/8/r7/1n6[QRNNPPPPPPPqbbpppppppp] w - - 0 6";
    let pos = Position::from_fen(&Settings::new(Variant::ChessNim), fen).expect("the FEN");
    let out = run(&[&format!("position fen {fen}"), "go perft 2", "d"]);
    assert_eq!(errors(&out), Vec::<&str>::new(), "{out}");
    assert_eq!(nodes_searched(&out), vec![perft::perft(&pos, 2)], "{out}");
    assert_eq!(fens(&out), vec![fen], "{out}");
    assert!(
        out.lines().any(|l| l == "Hand white: Q:1 R:1 N:2 P:7"),
        "{out}"
    );
    assert!(out.lines().any(|l| l == "Hand black: q:1 b:2 p:8"), "{out}");
}

#[test]
fn illegal_move_is_refused_with_its_reason_and_the_position_is_kept() {
    let out = run(&[
        KINGS_ONLY,
        "position startpos moves K@b7 K@e7",
        "d",
        // K@e7 again: occupied.
        "position startpos moves K@b7 K@e7 K@g7 K@e7",
        "d",
        // K@a8 after K@b7: a8 is already attacked and its drop removes no free square.
        "position startpos moves K@b7 K@a8",
        "d",
        // Nothing moves in ChessNim.
        "position startpos moves K@b7 b7b6",
        "d",
        // Malformed moves.
        "position startpos moves K@b7 K@z9",
        "position startpos moves Q@a1",
        "position startpos moves K@",
        "d",
    ]);
    let f = fens(&out);
    assert_eq!(f.len(), 5, "{out}");
    assert!(f.iter().all(|x| *x == f[0]), "the position changed:\n{out}");
    assert_eq!(free_counts(&out), vec![46; 5], "{out}");
    let e = errors(&out);
    assert_eq!(e.len(), 6, "{out}");
    assert!(
        e[0].contains("K@e7") && e[0].contains("e7 is occupied"),
        "{}",
        e[0]
    );
    assert!(
        e[1].contains("K@a8") && e[1].contains("a drop must leave fewer free squares"),
        "{}",
        e[1]
    );
    assert!(
        e[2].contains("b7b6") && e[2].contains("only dropped"),
        "{}",
        e[2]
    );
    assert!(e[3].contains("K@z9"), "{}", e[3]);
    assert!(
        e[4].contains("Q@a1") && e[4].contains("no piece 'Q'"),
        "{}",
        e[4]
    );
    assert!(e[5].contains("K@"), "{}", e[5]);
}

#[test]
fn malformed_fens_give_an_error_and_keep_the_position() {
    let out = run(&[
        KINGS_ONLY,
        "position startpos moves K@d4",
        "position fen",
        "position fen 8/8/8/8/8/8/8/7[K*k*] w - - 0 1",
        "position fen 8/8/8/8/8/8/8/8[K*k*] x - - 0 1",
        "position fen 8/8/8/8/8/8/8/8[Q] w - - 0 1",
        "position fen 17/8 w - - 0 1",
        "position fen 8/8/8/8/8/8/8/8[K*k*] w KQkq - 0 1",
        "position fen ////// w",
        "d",
    ]);
    let e = errors(&out);
    assert_eq!(e.len(), 7, "{out}");
    assert!(e.iter().all(|m| !m.is_empty()), "{out}");
    assert!(e[3].contains("'Q'"), "{}", e[3]);
    assert_eq!(
        fens(&out),
        vec!["8/8/8/8/3K4/8/8/8[K*k*] b - - 0 1"],
        "{out}"
    );
}

#[test]
fn bad_option_values_are_refused_and_change_nothing() {
    let out = run(&[
        KINGS_ONLY,
        "setoption name ChessNimSize value 17x8",
        "setoption name ChessNimSize value eight",
        "setoption name ChessNimHoles value i9",
        "setoption name ChessNimHoles value e4 q1",
        "setoption name ChessNimMaterial value K:K",
        "setoption name ChessNimMaterial value K:K:0",
        "setoption name ChessNimMaterial value K:Xyz:1",
        "setoption name ChessNimMaterial value",
        "setoption name ChessNimPawnsOnLastRank value perhaps",
        "setoption name UCI_Variant value checkers",
        "setoption name ArnhemDeployment value sometimes",
        "setoption name Hash value 16",
        "setoption value 3",
        "d",
    ]);
    assert_eq!(errors(&out).len(), 13, "{out}");
    assert!(
        out.contains("unknown game 'checkers'"),
        "the reason is shown:\n{out}"
    );
    assert!(out.contains("Variant: chessnim"), "{out}");
    assert_eq!(fens(&out), vec!["8/8/8/8/8/8/8/8[K*k*] w - - 0 1"], "{out}");
}

#[test]
fn options_change_the_game() {
    let out = run(&[
        "setoption name ChessNimSize value 5x4",
        "setoption name ChessNimHoles value c2, c3",
        "setoption name ChessNimMaterial value K:K:1, A:NN:2:nightrider",
        "d",
        "setoption name ChessNimHoles value",
        "setoption name ChessNimPawnsOnLastRank value false",
        "setoption name ChessNimMaterial value P:fmWfcFifmnD:2",
        "d",
        "position startpos moves P@a4",
        "legal",
    ]);
    let f = fens(&out);
    assert_eq!(
        f,
        vec!["5/2*2/2*2/5[KAAkaa] w - - 0 1", "5/5/5/5[PPpp] w - - 0 1"],
        "{out}"
    );
    assert_eq!(free_counts(&out), vec![18, 20], "{out}");
    let e = errors(&out);
    assert_eq!(e.len(), 1, "{out}");
    assert!(e[0].contains("last rank"), "{}", e[0]);
    let legal = out.lines().last().unwrap_or("");
    assert!(legal.starts_with("P@"), "{out}");
    assert!(!legal.split(' ').any(|m| m.ends_with('4')), "{out}");
}

#[test]
fn legal_lists_every_drop_on_one_line() {
    let out = run(&[
        KINGS_ONLY,
        "setoption name ChessNimSize value 3x3",
        "setoption name ChessNimHoles value b2",
        "legal",
        "position startpos moves K@a1",
        "legal",
        "go perft 1",
    ]);
    let l = lines(&out);
    assert_eq!(l[0], "K@a1 K@b1 K@c1 K@a2 K@c2 K@a3 K@b3 K@c3", "{out}");
    let after: Vec<&str> = l[1].split(' ').collect();
    assert_eq!(after.len(), 7, "{out}");
    assert!(!after.contains(&"K@a1"), "{out}");
    assert_eq!(nodes_searched(&out), vec![7], "{out}");
}

#[test]
fn unknown_commands_and_garbage_do_not_stop_the_engine() {
    let out = run_with(
        &[],
        b"frobnicate now\n\n   \ngo infinite\ngo perft\ngo perft -2\n\xff\xfe garbage\nposition\nisready\n",
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.lines()
            .any(|l| l.starts_with("Unknown command: 'frobnicate now'")),
        "{text}"
    );
    assert_eq!(text.lines().last(), Some("readyok"), "{text}");
    assert_eq!(errors(&text).len(), 4, "{text}");
}

#[test]
fn arguments_run_one_command_then_exit() {
    let out = run_with(&["go", "perft", "1"], b"");
    let text = String::from_utf8_lossy(&out.stdout);
    // The default material (orthodox, CN-2): six kinds on 64 squares.
    assert_eq!(nodes_searched(&text), vec![6 * 64], "{text}");
}

#[test]
fn bench_prints_figures_as_a_command_and_as_an_argument() {
    for out in [
        run_with(&["bench", "1"], b""),
        run_with(&[], b"bench 1\nquit\n"),
    ] {
        let text = String::from_utf8_lossy(&out.stdout);
        assert_eq!(errors(&text), Vec::<&str>::new(), "{text}");
        for want in [
            "nodes/s",
            "(a) free_squares()",
            "(b) one drop",
            "(c) legal drop generation",
            "µs/op",
            "16 ms",
        ] {
            assert!(text.contains(want), "missing {want:?}:\n{text}");
        }
        // The node counts are exact even though the times are not.
        assert!(text.contains(" 242440 nodes"), "{text}");
        assert!(text.contains("free squares 29, legal drops 331"), "{text}");
    }
}

/// The reference figures of ../shared/PERFT.md through the CLI, for every game.
#[test]
fn every_game_is_played_through_uci_variant() {
    let out = run(&[
        "setoption name UCI_Variant value chessence",
        "position startpos",
        "go perft 2",
        "setoption name UCI_Variant value arnhem",
        "setoption name ArnhemDeployment value false",
        "position startpos",
        "go perft 3",
        "setoption name UCI_Variant value nastyneighbours",
        "position startpos",
        "go perft 2",
        "setoption name UCI_Variant value vimes",
        "position startpos",
        "go perft 3",
    ]);
    assert!(errors(&out).is_empty(), "{out}");
    assert_eq!(nodes_searched(&out), vec![1294, 4487, 141, 12064], "{out}");
}

#[test]
fn d_shows_each_games_own_state() {
    let out = run(&[
        "setoption name UCI_Variant value arnhem",
        "d",
        "setoption name UCI_Variant value vimes",
        "position startpos moves e2e4 e7e5",
        "d",
        "legal",
    ]);
    assert!(errors(&out).is_empty(), "{out}");
    assert!(out.contains("Phase: deployment"), "{out}");
    assert!(
        out.contains("Hand white: K:1 Q:1 R:1 B:1 N:1 C:1 P:4"),
        "{out}"
    );
    assert!(
        out.contains("Fen: rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR rw0 KQkq - 0 1"),
        "{out}"
    );
    assert!(out.contains("Side to move: republican"), "{out}");
    assert!(out.contains("Schedule: Republican to move"), "{out}");
    assert!(
        out.contains("a2a3 a2a4"),
        "the Republican moves pawns: {out}"
    );
}

#[test]
fn a_mated_game_shows_its_result() {
    let out = run(&[
        "setoption name UCI_Variant value arnhem",
        "position fen kQ4/2K3/6/**2**/6/6/6[] b - - 0 1",
        "d",
        "legal",
    ]);
    assert!(out.contains("Result: White wins: checkmate"), "{out}");
}

/// The definition files of the engine's tests, from the CLI's folder.
fn definitions(file: &str) -> String {
    format!(
        "{}/../engine/tests/definitions/{file}",
        env!("CARGO_MANIFEST_DIR")
    )
}

#[test]
fn id63_variant_path_reads_an_interactive_diagram_or_names_what_it_cannot_play() {
    let diagrams = format!("{}/../engine/tests/diagrams", env!("CARGO_MANIFEST_DIR"));
    let omega = format!("setoption name VariantPath value {diagrams}/omega-chess-holes.txt");
    let elven =
        format!("setoption name VariantPath value {diagrams}/elven-chess-10x10-warlock.txt");
    let out = run(&[
        &omega,
        "setoption name UCI_Variant value diagram",
        "go perft 1",
        &elven,
    ]);
    assert!(out.contains("loaded 1 variant from"), "{out}");
    assert!(out.contains("Nodes searched: 40"), "{out}");
    assert!(out.contains("line 18: protected: "), "{out}");
}

#[test]
fn variant_path_loads_a_file_whose_sections_uci_variant_offers() {
    let path = definitions("capablanca.ini");
    let load = format!("setoption name VariantPath value {path}");
    let out = run(&[
        &load,
        "uci",
        "setoption name UCI_Variant value capa10x8",
        "d",
        "go perft 3",
        "position startpos moves e2e4 e7e5 f1i1",
        "d",
        "go depth 3",
    ]);
    assert!(out.contains("loaded 1 variant from"), "{out}");
    let combo = out
        .lines()
        .find(|l| l.starts_with("option name UCI_Variant"))
        .expect("the combo");
    assert!(combo.ends_with(" var capa10x8"), "{combo}");
    assert!(out.contains("option name VariantPath type string"), "{out}");
    assert!(out.contains("Variant: capa10x8"), "{out}");
    assert_eq!(
        fens(&out)[0],
        "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1"
    );
    // Fairy-Stockfish's figure (engine/tests/perft/definitions/capa10x8.perft).
    assert!(out.contains("Nodes searched: 25228"), "{out}");
    // f1i1 is not yet legal (the bishop on g1 and the knight on i1 are in the way): the
    // position command stops at it and says so.
    assert!(out.contains("error"), "{out}");
    assert!(out.lines().any(|l| l.starts_with("bestmove ")), "{out}");
}

#[test]
fn variant_path_refuses_a_bad_file_and_changes_nothing() {
    let dir = std::env::temp_dir().join(format!("variantarium-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let bad = dir.join("bad.ini");
    std::fs::write(&bad, "[mine:chess]\nmaxRank = 8\ncastling = maybe\n").expect("written");
    let out = run(&[
        &format!("setoption name VariantPath value {}", bad.display()),
        "setoption name VariantPath value /no/such/file.ini",
        "setoption name UCI_Variant value mine",
        "uci",
    ]);
    let errors: Vec<&str> = out.lines().filter(|l| l.contains("error")).collect();
    assert_eq!(errors.len(), 3, "{out}");
    assert!(errors[0].contains("line 3: castling:"), "{}", errors[0]);
    assert!(errors[1].contains("cannot read"), "{}", errors[1]);
    assert!(errors[2].contains("unknown game 'mine'"), "{}", errors[2]);
    let combo = out
        .lines()
        .find(|l| l.starts_with("option name UCI_Variant"))
        .expect("the combo");
    assert!(!combo.contains("var mine"), "{combo}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn fairy_stockfishs_built_in_variants_are_games_by_their_names() {
    // Issue 61: its built-ins as definition texts (engine/src/definition/fsf.ini).
    let out = run(&[
        "setoption name UCI_Variant value capablanca",
        "position startpos",
        "go perft 3",
        "setoption name UCI_Variant value grasshopper",
        "position startpos",
        "go perft 3",
        "setoption name UCI_Variant value bughouse",
        "position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Qn] w KQkq - 0 1",
        "go perft 1",
        "setoption name UCI_Variant value janggi",
        "position startpos",
        "go perft 3",
        "setoption name UCI_Variant value shogi",
        "position startpos moves c3c4 g7g6 b2h8+",
        "d",
    ]);
    // Fairy-Stockfish's figures (engine/tests/perft/fsf/).
    assert!(out.contains("Nodes searched: 25228"), "{out}");
    assert!(out.contains("Nodes searched: 22314"), "{out}");
    // Bughouse's one board, the partner's queen in hand: 20 moves and 32 drops.
    assert!(out.contains("Nodes searched: 52"), "{out}");
    // Janggi: its palace diagonals, cannons, elephants and passes (perft/fsf/janggi.perft).
    assert!(out.contains("Nodes searched: 33000"), "{out}");
    // Shogi: a promotion written `+`, the promoted bishop `+B` in the FEN.
    assert!(out.contains("+B"), "{out}");
    assert!(out.contains("Variant: shogi"), "{out}");
}
