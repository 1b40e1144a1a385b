//! Fairy-Stockfish (or any engine that answers `go perft` as it does) as the oracle's
//! reference: a process spoken to over UCI, one command at a time.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

/// A running reference engine.
pub struct Reference {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
    /// Its output ended or its input closed: it has died, or is dying.
    gone: bool,
}

/// A perft count split by the first move, as `go perft` prints it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Divide {
    /// `(move, count)` per legal move, in the engine's order.
    pub moves: Vec<(String, u64)>,
    /// The total (`Nodes searched`).
    pub total: u64,
}

impl Reference {
    /// Starts `binary` and waits for `uciok`; the `uci` reply's lines are returned too.
    pub fn start(binary: &str) -> Result<(Reference, Vec<String>), String> {
        let mut child = Command::new(binary)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("cannot start '{binary}': {e}"))?;
        let input = child.stdin.take().ok_or("no engine input")?;
        let output = BufReader::new(child.stdout.take().ok_or("no engine output")?);
        let mut r = Reference {
            child,
            input,
            output,
            gone: false,
        };
        r.send("uci")?;
        let reply = r.read_until("uciok")?;
        Ok((r, reply))
    }

    /// Whether the process still runs (a reference that crashed on a position does not).
    pub fn alive(&mut self) -> bool {
        !self.gone && matches!(self.child.try_wait(), Ok(None))
    }

    /// Sends one line.
    pub fn send(&mut self, line: &str) -> Result<(), String> {
        let sent = writeln!(self.input, "{line}").and_then(|()| self.input.flush());
        self.gone |= sent.is_err();
        sent.map_err(|e| format!("the reference stopped listening: {e}"))
    }

    /// The lines up to and including the first that starts with `prefix`.
    pub fn read_until(&mut self, prefix: &str) -> Result<Vec<String>, String> {
        let mut lines = Vec::new();
        loop {
            let mut line = String::new();
            let n = self
                .output
                .read_line(&mut line)
                .map_err(|e| format!("the reference's output failed: {e}"))?;
            if n == 0 {
                self.gone = true;
                return Err(format!("the reference ended before '{prefix}'"));
            }
            let t = line.trim().to_string();
            let done = t.starts_with(prefix);
            lines.push(t);
            if done {
                return Ok(lines);
            }
        }
    }

    /// Waits until every command sent so far is done.
    pub fn sync(&mut self) -> Result<Vec<String>, String> {
        self.send("isready")?;
        self.read_until("readyok")
    }

    /// Chooses the variant (after loading `variant_path`, if given); the lines the
    /// engine printed meanwhile (its complaints about a file, say).
    pub fn choose(
        &mut self,
        variant_path: Option<&str>,
        name: &str,
    ) -> Result<Vec<String>, String> {
        if let Some(p) = variant_path {
            self.send(&format!("setoption name VariantPath value {p}"))?;
        }
        self.send(&format!("setoption name UCI_Variant value {name}"))?;
        self.sync()
    }

    /// The FEN of the start position after `moves` (the `Fen:` line of `d`).
    pub fn fen(&mut self, moves: &[String]) -> Result<String, String> {
        self.position(moves)?;
        self.send("d")?;
        let lines = self.read_until("Fen:")?;
        self.sync()?;
        Ok(lines
            .last()
            .and_then(|l| l.strip_prefix("Fen:"))
            .unwrap_or("")
            .trim()
            .to_string())
    }

    fn position(&mut self, moves: &[String]) -> Result<(), String> {
        if moves.is_empty() {
            self.send("position startpos")
        } else {
            self.send(&format!("position startpos moves {}", moves.join(" ")))
        }
    }

    /// `go perft depth` after `moves` from the start.
    pub fn perft(&mut self, moves: &[String], depth: u32) -> Result<Divide, String> {
        self.position(moves)?;
        self.send(&format!("go perft {depth}"))?;
        let lines = self.read_until("Nodes searched")?;
        let mut d = Divide::default();
        for l in &lines {
            if let Some(n) = l.strip_prefix("Nodes searched") {
                d.total = n.trim_start_matches([' ', ':']).trim().parse().unwrap_or(0);
            } else if let Some((m, n)) = l.split_once(": ") {
                if let (false, Ok(n)) = (m.contains(' '), n.trim().parse()) {
                    d.moves.push((m.to_string(), n));
                }
            }
        }
        self.sync()?;
        Ok(d)
    }
}

impl Drop for Reference {
    fn drop(&mut self) {
        let _ = self.send("quit");
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
