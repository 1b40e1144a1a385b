//! `variantarium-cli`: the Variantarium engine behind a UCI-style text interface, as
//! Fairy-Stockfish speaks it (DESIGN.md, "Notation and the command-line engine").
//!
//! Commands are read from standard input, one per line, until `quit` or the end of input.
//! Arguments on the command line are run as one command, then the program exits
//! (`variantarium-cli bench`, `variantarium-cli go perft 3`), as Stockfish does;
//! `variantarium-cli match ENGINE1 ENGINE2 …` plays a match between two UCI engines
//! (`matches.rs`); `variantarium-cli soak-defined N SEED` plays N random definitions
//! (`soak_defined.rs`); `variantarium-cli oracle FSF …` compares us with Fairy-Stockfish
//! on every game it plays (`oracle.rs`).

use std::io::{self, BufRead, BufWriter, Write};
use std::process::ExitCode;
use variantarium_cli::uci::{Flow, Session};

fn main() -> ExitCode {
    let mut session = match Session::new() {
        Ok(s) => s,
        Err(e) => {
            eprintln!("variantarium-cli: cannot start: {e}");
            return ExitCode::FAILURE;
        }
    };
    // A closed output (a pipe whose reader went away) ends the program quietly.
    match run(&mut session) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("variantarium-cli: {e}");
            ExitCode::FAILURE
        }
    }
}

/// Runs the command line's command, or the commands of standard input; false when a
/// one-shot command found a failure (a `soak` violation).
fn run(session: &mut Session) -> io::Result<bool> {
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("match") {
        // A match between two engine processes (cli/src/matches.rs), not a UCI command.
        let config = match variantarium_cli::matches::MatchConfig::parse(&args[1..]) {
            Ok(c) => c,
            Err(e) => {
                writeln!(out, "{e}")?;
                return Ok(false);
            }
        };
        out.flush()?;
        let mut stdout = io::stdout();
        let score = variantarium_cli::matches::run(&config, &mut stdout)?;
        return Ok(score.games() > 0);
    }
    if args.first().map(String::as_str) == Some("soak-defined") {
        // Random definitions played at random (cli/src/soak_defined.rs), not a UCI command.
        let ok = variantarium_cli::soak_defined::command(&args[1..], &mut out)?;
        out.flush()?;
        return Ok(ok);
    }
    if args.first().map(String::as_str) == Some("oracle") {
        // Our engine against Fairy-Stockfish on every game it plays (cli/src/oracle.rs).
        let ok = variantarium_cli::oracle::command(&args[1..], &mut out)?;
        out.flush()?;
        return Ok(ok);
    }
    if !args.is_empty() {
        let flow = session.handle(&args.join(" "), &mut out)?;
        out.flush()?;
        return Ok(flow != Flow::Failed);
    }
    let stdin = io::stdin();
    let mut input = stdin.lock();
    let mut buf = Vec::new();
    loop {
        buf.clear();
        // Bytes, not `lines()`: a line that is not UTF-8 becomes an unknown command
        // instead of an error that ends the loop.
        if input.read_until(b'\n', &mut buf)? == 0 {
            break;
        }
        let line = String::from_utf8_lossy(&buf);
        let flow = session.handle(&line, &mut out)?;
        out.flush()?;
        if flow == Flow::Quit {
            break;
        }
    }
    out.flush()?;
    Ok(true)
}
