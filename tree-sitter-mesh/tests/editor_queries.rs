//! The Helix and Zed queries (editors/helix/runtime/queries/mesh and
//! editors/zed/languages/mesh) compile against this grammar: every node,
//! field and anonymous token they name exists.

use std::path::Path;
use tree_sitter::Query;

fn compile_all(dir: &str) -> usize {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join(dir);
    let language = tree_sitter_mesh::LANGUAGE.into();
    let mut count = 0;
    for entry in std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "scm") {
            let source = std::fs::read_to_string(&path).unwrap();
            if let Err(error) = Query::new(&language, &source) {
                panic!("{}: {error}", path.display());
            }
            count += 1;
        }
    }
    count
}

#[test]
fn helix_queries_compile() {
    assert_eq!(compile_all("editors/helix/runtime/queries/mesh"), 5);
}

#[test]
fn zed_queries_compile() {
    assert_eq!(compile_all("editors/zed/languages/mesh"), 6);
}
