//! The oracle's cases: every built-in variant Fairy-Stockfish names in its `UCI_Variant`
//! list, tried as a one-line definition `[t:NAME]`, and every section of an example
//! `variants.ini`, tried with the sections it inherits from in that file.

/// One game both engines are asked about.
#[derive(Clone, Debug)]
pub struct Case {
    /// `builtin` or `example`.
    pub kind: &'static str,
    /// The name Fairy-Stockfish plays it by (`UCI_Variant`).
    pub name: String,
    /// Our definition text.
    pub text: String,
    /// The section of [`Case::text`] we play.
    pub section: String,
}

impl Case {
    /// A built-in variant of Fairy-Stockfish, tried as a wiki author would: `[t:NAME]`.
    pub fn builtin(name: &str) -> Case {
        Case {
            kind: "builtin",
            name: name.to_string(),
            text: format!("[t:{name}]\n"),
            section: "t".to_string(),
        }
    }
}

/// A section of a `variants.ini` text: its name, its parent and its lines (header
/// included, comments left out).
#[derive(Clone, Debug)]
pub struct IniSection {
    /// The name in `[name]` or `[name:parent]`.
    pub name: String,
    /// The parent, if any.
    pub parent: Option<String>,
    /// The header and the key lines.
    pub lines: Vec<String>,
}

/// The sections of a `variants.ini` text, in order; comment and blank lines are dropped.
pub fn sections(text: &str) -> Vec<IniSection> {
    let mut out: Vec<IniSection> = Vec::new();
    for raw in text.lines() {
        let t = raw.trim();
        if t.is_empty() || t.starts_with('#') || t.starts_with(';') {
            continue;
        }
        if let Some(inner) = t.strip_prefix('[').and_then(|s| s.strip_suffix(']')) {
            let (name, parent) = match inner.split_once(':') {
                Some((n, p)) => (n.trim().to_string(), Some(p.trim().to_string())),
                None => (inner.trim().to_string(), None),
            };
            out.push(IniSection {
                name,
                parent,
                lines: vec![t.to_string()],
            });
        } else if let Some(s) = out.last_mut() {
            s.lines.push(t.to_string());
        }
    }
    out
}

/// The example cases of a `variants.ini` text: each section with the earlier sections of
/// the text it inherits from, in the text's order.
pub fn example_cases(text: &str) -> Vec<Case> {
    let all = sections(text);
    all.iter()
        .enumerate()
        .map(|(i, s)| {
            let mut chain = vec![i];
            let mut parent = s.parent.clone();
            while let Some(p) = parent {
                let Some(j) = all[..chain[chain.len() - 1]]
                    .iter()
                    .rposition(|x| x.name == p)
                else {
                    break;
                };
                chain.push(j);
                parent = all[j].parent.clone();
            }
            chain.reverse();
            let text = chain
                .iter()
                .map(|&j| all[j].lines.join("\n") + "\n")
                .collect::<Vec<_>>()
                .join("\n");
            Case {
                kind: "example",
                name: s.name.clone(),
                text,
                section: s.name.clone(),
            }
        })
        .collect()
}

/// The `UCI_Variant` values in a `uci` reply's `option name UCI_Variant type combo … var A
/// var B …` line.
pub fn uci_variants(uci_reply: &[String]) -> Vec<String> {
    uci_reply
        .iter()
        .find(|l| l.starts_with("option name UCI_Variant "))
        .map(|l| {
            let words: Vec<&str> = l.split_whitespace().collect();
            words
                .windows(2)
                .filter(|w| w[0] == "var")
                .map(|w| w[1].to_string())
                .collect()
        })
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_example_carries_the_sections_it_inherits_from() {
        let text = "# a comment\n[a:chess]\nmaxRank = 6\n\n[b]\ncastling = false\n\
                    [c:a]\n# note\ncheckmateValue = win\n";
        let cases = example_cases(text);
        assert_eq!(cases.len(), 3);
        assert_eq!(
            cases[2].text,
            "[a:chess]\nmaxRank = 6\n\n[c:a]\ncheckmateValue = win\n"
        );
        assert_eq!(cases[1].text, "[b]\ncastling = false\n");
    }

    #[test]
    fn the_variant_list_is_read_from_the_uci_reply() {
        let reply = vec![
            "id name Fairy-Stockfish".to_string(),
            "option name UCI_Variant type combo default chess var 3check var chess var xiangqi"
                .to_string(),
        ];
        assert_eq!(uci_variants(&reply), ["3check", "chess", "xiangqi"]);
    }
}
