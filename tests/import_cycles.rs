//! No two files import each other, directly or in a loop (issue 32): the app's rooms, the
//! CLI and the JavaScript package have no import circle at all. The engine has one, the
//! position and the games' rules (each game's file reads the `Position` it is asked about,
//! and the position asks its game's rules): it may only shrink, never take in another file.
//!
//! A file's imports are read from its text: every `crate::…` path (grouped `{…}` imports
//! too, and names the crate root re-exports), and every `super::name` that is a sibling
//! file. Its `mod tests` and comments do not count.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// The files of the one engine circle allowed today (module paths).
const ENGINE_CORE: [&str; 14] = [
    "error",
    "game",
    "m",
    "position",
    "royal",
    "rules",
    "search",
    "variants",
    "variants::arnhem",
    "variants::chessence",
    "variants::chessnim",
    "variants::defined",
    "variants::nasty_neighbours",
    "variants::vimes",
];

/// The modules under `root`, by path (`""` for the crate root), with their text stripped of
/// comments and of the tests module.
fn modules(root: &Path) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    let mut dirs = vec![root.to_path_buf()];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).expect("a source folder") {
            let path = entry.expect("an entry").path();
            if path.is_dir() {
                dirs.push(path);
                continue;
            }
            if path.extension().is_none_or(|e| e != "rs") {
                continue;
            }
            let rel = path
                .strip_prefix(root)
                .expect("under root")
                .with_extension("");
            let mut name = rel.to_string_lossy().replace(['/', '\\'], "::");
            if name == "mod" || name.ends_with("::mod") {
                name.truncate(name.len().saturating_sub(5));
            }
            if name == "lib" || name == "main" {
                name = String::new();
            }
            let text = std::fs::read_to_string(&path).expect("a source file");
            out.entry(name)
                .and_modify(|t: &mut String| t.push_str(&strip(&text)))
                .or_insert_with(|| strip(&text));
        }
    }
    out
}

/// The text without its `mod tests` and without `//` comments.
fn strip(text: &str) -> String {
    let body = text
        .split("#[cfg(test)]\nmod tests {")
        .next()
        .unwrap_or(text);
    body.lines()
        .map(|l| l.split("//").next().unwrap_or(""))
        .collect::<Vec<_>>()
        .join("\n")
}

fn ident_len(s: &str) -> usize {
    s.bytes()
        .take_while(|b| b.is_ascii_alphanumeric() || *b == b'_')
        .count()
}

/// The paths a `use`-like path text starting at `s` names: `a::b`, `a::{b, c::d}`.
fn paths(s: &str, prefix: &str, out: &mut Vec<String>) -> usize {
    let mut i = 0;
    let mut path = prefix.to_string();
    loop {
        let n = ident_len(&s[i..]);
        if n > 0 {
            if !path.is_empty() && !path.ends_with("::") {
                break;
            }
            path.push_str(&s[i..i + n]);
            i += n;
            if s[i..].starts_with("::") {
                path.push_str("::");
                i += 2;
                continue;
            }
            break;
        }
        if s[i..].starts_with('{') {
            i += 1;
            loop {
                let skip = s[i..].len() - s[i..].trim_start().len();
                i += skip;
                if s[i..].starts_with('}') {
                    return i + 1;
                }
                i += paths(&s[i..], &path, out);
                let skip = s[i..].len() - s[i..].trim_start().len();
                i += skip;
                if s[i..].starts_with(',') {
                    i += 1;
                } else if s[i..].starts_with('}') {
                    return i + 1;
                } else if i >= s.len() {
                    return i;
                } else {
                    i += 1;
                }
            }
        }
        break;
    }
    out.push(path.trim_end_matches("::").to_string());
    i
}

/// The names the crate root re-exports (`pub use position::{Position, Phase};`), to the
/// module they come from.
fn re_exports(root_text: &str) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    for part in root_text.split("pub use ").skip(1) {
        let mut found = Vec::new();
        paths(part, "", &mut found);
        for p in found {
            if let Some((module, name)) = p.rsplit_once("::") {
                out.insert(name.to_string(), module.to_string());
            }
        }
    }
    out
}

/// Which modules each module imports.
fn imports(mods: &BTreeMap<String, String>) -> BTreeMap<String, BTreeSet<String>> {
    let rex = re_exports(mods.get("").map_or("", String::as_str));
    let owner = |path: &str| -> Option<String> {
        let parts: Vec<&str> = path.split("::").collect();
        (1..=parts.len())
            .rev()
            .map(|i| parts[..i].join("::"))
            .find(|m| mods.contains_key(m))
            .or_else(|| rex.get(parts[0]).cloned())
    };
    let mut edges = BTreeMap::new();
    for (m, text) in mods.iter().filter(|(m, _)| !m.is_empty()) {
        let mut found = Vec::new();
        for part in text.split("crate::").skip(1) {
            paths(part, "", &mut found);
        }
        let parent = m.rsplit_once("::").map_or("", |(p, _)| p);
        for part in text.split("super::").skip(1) {
            let n = ident_len(part);
            let sibling = if parent.is_empty() {
                part[..n].to_string()
            } else {
                format!("{parent}::{}", &part[..n])
            };
            found.push(sibling);
        }
        let deps: BTreeSet<String> = found
            .iter()
            .filter_map(|p| owner(p))
            .filter(|d| {
                d != m && !m.starts_with(&format!("{d}::")) && !d.starts_with(&format!("{m}::"))
            })
            .collect();
        edges.insert(m.clone(), deps);
    }
    edges
}

/// The import circles: each set of modules that reach one another (more than one).
fn circles(edges: &BTreeMap<String, BTreeSet<String>>) -> Vec<BTreeSet<String>> {
    let reach = |from: &str| -> BTreeSet<String> {
        let mut seen = BTreeSet::new();
        let mut todo = vec![from.to_string()];
        while let Some(m) = todo.pop() {
            for d in edges.get(&m).into_iter().flatten() {
                if seen.insert(d.clone()) {
                    todo.push(d.clone());
                }
            }
        }
        seen
    };
    let all: BTreeMap<&String, BTreeSet<String>> = edges.keys().map(|m| (m, reach(m))).collect();
    let mut out: Vec<BTreeSet<String>> = Vec::new();
    for (m, r) in &all {
        if !r.contains(*m) || out.iter().any(|c| c.contains(*m)) {
            continue;
        }
        let circle: BTreeSet<String> = r
            .iter()
            .filter(|o| all.get(o).is_some_and(|back| back.contains(*m)))
            .cloned()
            .collect();
        out.push(circle);
    }
    out
}

fn circles_under(dir: &str) -> Vec<BTreeSet<String>> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join(dir);
    circles(&imports(&modules(&root)))
}

#[test]
fn the_app_the_cli_and_the_js_package_have_no_import_circle() {
    for dir in ["src", "cli/src", "engine-js/src"] {
        assert_eq!(circles_under(dir), Vec::<BTreeSet<String>>::new(), "{dir}");
    }
}

#[test]
fn the_engine_has_only_the_core_circle_and_it_only_shrinks() {
    let core: BTreeSet<String> = ENGINE_CORE.iter().map(|s| s.to_string()).collect();
    for circle in circles_under("engine/src") {
        // The rule families of defined games (`variants::rules::*`: shogi's, xiangqi's, …)
        // are the games' rules too: they read the position the generic game hands them.
        let circle: BTreeSet<String> = circle
            .into_iter()
            .filter(|m| !m.starts_with("variants::rules::"))
            .collect();
        assert!(
            circle.is_subset(&core),
            "a new import circle in the engine: {circle:?}"
        );
    }
}

#[test]
fn the_reader_finds_circles_and_grouped_imports() {
    let mods: BTreeMap<String, String> = [
        ("", "pub use c::{Thing, Other};\nmod a; mod b; mod c;"),
        ("a", "use crate::b::{x, y::{z}};"),
        ("b", "use crate::{Thing, d};"),
        ("c", "fn f() -> crate::a::T {}"),
        ("d", "use super::e;"),
        ("e", "pub fn g() {}"),
    ]
    .into_iter()
    .map(|(m, t)| (m.to_string(), strip(t)))
    .collect();
    let edges = imports(&mods);
    assert_eq!(edges["a"], BTreeSet::from(["b".to_string()]));
    assert_eq!(
        edges["b"],
        BTreeSet::from(["c".to_string(), "d".to_string()])
    );
    assert_eq!(edges["d"], BTreeSet::from(["e".to_string()]));
    let found = circles(&edges);
    assert_eq!(found, [BTreeSet::from(["a", "b", "c"].map(String::from))]);
}
