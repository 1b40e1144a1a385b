//! Issue 63: Interactive Diagram texts of chessvariants.com pages (`engine/tests/diagrams/`).

use engine::definition::{diagram_to_ini, parse_definitions};

#[test]
fn print_all() {
    for e in std::fs::read_dir("tests/diagrams").unwrap() {
        let p = e.unwrap().path();
        if p.extension().is_some_and(|x| x == "txt") {
            let t = std::fs::read_to_string(&p).unwrap();
            println!("==== {}", p.display());
            match diagram_to_ini(&t) {
                Ok(ini) => println!("{ini}"),
                Err(e) => println!("ERR {e}"),
            }
            match parse_definitions(&t) {
                Ok(d) => println!("OK {}", d[0].name),
                Err(e) => println!("PARSE ERR {e}"),
            }
        }
    }
}
