//! The findings the analysis keeps per function (partitioned without
//! origins, on every edit) give hints and hovers the very collectives a
//! partitioning with origins gives: same kinds, axes, bytes and ranges, and,
//! once `resolve_origins` fills the clauses in, the same reasons.

use mesh_lsp::partition::{self, Communication};
use mesh_lsp::pipeline::analyze;
use mesh_lsp::text::LineIndex;
use std::path::{Path, PathBuf};

fn inputs() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut files: Vec<PathBuf> = std::fs::read_dir(root.join("examples"))
        .expect("examples/")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "mlir"))
        .collect();
    let corpus = root.join("../shared/corpus/jax");
    match std::fs::read_dir(&corpus) {
        Ok(dir) => files.extend(
            dir.filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.to_string_lossy().ends_with(".mlir")),
        ),
        Err(_) => eprintln!("skipping the JAX corpus: {} is absent", corpus.display()),
    }
    files.sort();
    files
}

#[test]
fn kept_findings_resolve_to_the_partitioning_with_origins() {
    let mut compared = 0;
    for path in inputs() {
        let text = std::fs::read_to_string(&path).expect("readable");
        let analysis = analyze(&text);
        let lines = LineIndex::new(&text);
        let line_of = |o: usize| lines.line_of(o);
        for (chunk, result) in analysis.ir.chunks.iter().zip(&analysis.chunks) {
            for (fi, entry) in chunk.functions.iter().enumerate() {
                let expected = partition::partition_function(
                    chunk,
                    result,
                    &text,
                    &analysis.aliases,
                    &line_of,
                    fi,
                    entry,
                )
                .collectives;
                let kept: Vec<Communication> = result
                    .findings(chunk, &text, &analysis.aliases)
                    .get(fi)
                    .expect("findings for every function")
                    .value()
                    .collectives
                    .iter()
                    .map(|c| Communication {
                        reason: partition::resolve_origins(&c.reason, chunk, result, fi, &line_of),
                        ..c.clone()
                    })
                    .collect();
                assert_eq!(kept, expected, "{} function {fi}", path.display());
                compared += expected.len();
            }
        }
    }
    assert!(compared > 0, "some collective compared");
    eprintln!("{compared} collectives compared");
}
