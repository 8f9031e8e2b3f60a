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

/// The editor computes a large module's findings while nothing is typed,
/// and a keystroke stops that between functions
/// (`pipeline::complete_findings_unless`): what was computed is kept, the
/// next revision takes it over for the functions the edit left alone, and
/// completing the findings later gives what a fresh analysis gives.
#[test]
fn an_interrupted_findings_computation_keeps_what_it_computed() {
    use mesh_lsp::analysis::Document;
    use mesh_lsp::generate::{transformer_module, GenNotation};
    use mesh_lsp::pipeline::{analyze_deferring, complete_findings_unless};
    use mesh_lsp::text::TextRange;
    use std::sync::atomic::{AtomicUsize, Ordering};

    let text = transformer_module(GenNotation::Sdy, 96);
    let mut document = Document::new(text.as_str());
    let analysis_of = |document: &Document, previous| {
        // 0: every function's findings left for later.
        analyze_deferring(
            document.tree().clone(),
            document.ir().clone(),
            document.text(),
            Default::default(),
            previous,
            0,
        )
    };
    let opened = analysis_of(&document, None);
    let functions = opened.ir.chunks[0].functions.len();
    assert!(functions >= 6, "{functions} functions");
    assert!(opened.chunks[0].findings_pending());
    // Stopped after two functions: those two are known, the others not.
    let asked = AtomicUsize::new(0);
    let stop_after_two = || asked.fetch_add(1, Ordering::SeqCst) >= 2;
    assert!(!complete_findings_unless(&opened, &text, &stop_after_two));
    let known: Vec<usize> = (0..functions)
        .filter(|&fi| opened.chunks[0].known_findings(fi).is_some())
        .collect();
    assert_eq!(known.len(), 2, "{known:?}");
    assert!(opened.chunks[0].findings_pending());

    // A letter typed into a value's name in the last function.
    let at = document.text().rfind("\n    %").expect("an op line") + "\n    %".len();
    document.apply_change(Some(TextRange::new(at, at)), "x");
    let edited = analysis_of(&document, Some(&opened));
    let last = functions - 1;
    for &fi in known.iter().filter(|&&fi| fi != last) {
        assert!(
            edited.chunks[0].known_findings(fi).is_some(),
            "function {fi}'s findings, computed before the edit, are taken over"
        );
    }
    assert!(complete_findings_unless(&edited, document.text(), &|| {
        false
    }));

    let fresh = analyze(document.text());
    for fi in 0..functions {
        let (kept, made) = (
            edited.chunks[0].known_findings(fi).expect("completed"),
            fresh.chunks[0].known_findings(fi).expect("computed"),
        );
        assert_eq!(kept.warnings, made.warnings, "function {fi}");
        assert_eq!(
            format!("{:?}", kept.collectives),
            format!("{:?}", made.collectives),
            "function {fi}"
        );
    }
}
