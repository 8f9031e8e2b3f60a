//! After an edit, propagation re-runs only the components (functions linked
//! by calls or sharding groups) the edit touched, and the result equals a
//! propagation from scratch.

use mesh_lsp::analysis::Document;
use mesh_lsp::generate::{transformer_module, GenNotation};
use mesh_lsp::pipeline::{analyze, analyze_ir_incremental, FileAnalysis};
use mesh_lsp::text::TextRange;

fn summary(analysis: &FileAnalysis) -> Vec<String> {
    let mut out = Vec::new();
    for (chunk, result) in analysis.ir.chunks.iter().zip(&analysis.chunks) {
        for (slot, s) in result.propagation.shardings() {
            out.push(format!(
                "{} {}",
                mesh_lsp::propagation::slot_name(chunk, slot),
                mesh_lsp::sharding::sdy::print_sharding(&s.sharding)
            ));
        }
        for d in mesh_lsp::propagation::diagnostics(chunk, &result.propagation) {
            out.push(format!("{} {} {:?}", d.code, d.message, d.range));
        }
    }
    out.sort();
    out
}

#[test]
fn an_edit_in_one_function_recomputes_only_its_component() {
    // 40 layers: three independent functions.
    let text = transformer_module(GenNotation::Sdy, 40);
    let mut document = Document::new(text.as_str());
    let before = analyze_ir_incremental(
        document.tree().clone(),
        document.ir().clone(),
        document.text(),
        None,
    );
    assert_eq!(before.chunks[0].propagation.component_counts(), (3, 3));

    // Change an op in the last function only.
    let at = text.rfind("stablehlo.tanh").unwrap();
    document.apply_change(
        Some(TextRange::new(at, at + "stablehlo.tanh".len())),
        "stablehlo.sine",
    );
    let after = analyze_ir_incremental(
        document.tree().clone(),
        document.ir().clone(),
        document.text(),
        Some(&before),
    );
    assert_eq!(after.chunks[0].propagation.component_counts(), (3, 1));
    assert_eq!(summary(&after), summary(&analyze(document.text())));

    // An edit before every function moves them all: all reused, all correct.
    document.apply_change(Some(TextRange::new(0, 0)), "// moved\n");
    let moved = analyze_ir_incremental(
        document.tree().clone(),
        document.ir().clone(),
        document.text(),
        Some(&after),
    );
    assert_eq!(moved.chunks[0].propagation.component_counts(), (3, 0));
    assert_eq!(summary(&moved), summary(&analyze(document.text())));
}

#[test]
fn a_changed_annotation_recomputes_its_component() {
    let text = transformer_module(GenNotation::Sdy, 20);
    let mut document = Document::new(text.as_str());
    let before = analyze_ir_incremental(
        document.tree().clone(),
        document.ir().clone(),
        document.text(),
        None,
    );
    let at = text.rfind("[{\"data\"}, {}, {\"model\"}]").unwrap();
    document.apply_change(
        Some(TextRange::new(at, at + 27)),
        "[{\"model\"}, {}, {\"data\"}]",
    );
    let after = analyze_ir_incremental(
        document.tree().clone(),
        document.ir().clone(),
        document.text(),
        Some(&before),
    );
    assert_eq!(after.chunks[0].propagation.component_counts().1, 1);
    assert_eq!(summary(&after), summary(&analyze(document.text())));
}

/// The mesh family's `traversal` is part of the propagation options: an
/// analysis under another traversal reuses nothing of the previous one and
/// equals a fresh one; under the same traversal it reuses every function.
#[test]
fn another_traversal_recomputes_every_shard_function() {
    use mesh_lsp::pipeline::{analyze_ir_incremental_with, analyze_with};
    use mesh_lsp::propagation::mesh_family::Traversal;
    use mesh_lsp::propagation::Options;
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/shard_verifier/llvm/forward-backward-sharding-propagation.mlir"
    ))
    .unwrap();
    let document = Document::new(text.as_str());
    let run = |options: Options, previous: Option<&FileAnalysis>| {
        analyze_ir_incremental_with(
            document.tree().clone(),
            document.ir().clone(),
            document.text(),
            options,
            previous,
        )
    };
    let default = run(Options::default(), None);
    let options = Options {
        traversal: Traversal::ForwardBackward,
        ..Options::default()
    };
    let other = run(options, Some(&default));
    assert_eq!(other.chunks[0].propagation.component_counts(), (1, 1));
    assert_eq!(summary(&other), summary(&analyze_with(&text, options)));
    assert_ne!(summary(&other), summary(&default));
    let again = run(options, Some(&other));
    assert_eq!(again.chunks[0].propagation.component_counts(), (1, 0));
    assert_eq!(summary(&again), summary(&other));
}

/// A function as big as JAX's `main` is propagated again whole after an
/// edit, but every step whose inputs did not change takes the previous run's
/// decision (`propagation::memo`); the outcome still equals a fresh one.
#[test]
fn a_large_function_replays_the_steps_an_edit_left_alone() {
    use mesh_lsp::generate::{shaped_transformer_module, GenShape};
    let text = shaped_transformer_module(GenNotation::Sdy, 100, GenShape::Single);
    let mut document = Document::new(text.as_str());
    let mut previous = analyze_ir_incremental(
        document.tree().clone(),
        document.ir().clone(),
        document.text(),
        None,
    );
    let (remembered, reused) = previous.chunks[0].propagation.step_counts();
    let nodes = previous.chunks[0].propagation.node_count();
    assert!(
        nodes >= 1024 && remembered > 20,
        "{remembered} steps remembered ({nodes} nodes)"
    );
    assert_eq!(reused, 0, "nothing to reuse on open");
    // Edits in the middle of the function: a defined value renamed (its uses
    // become undefined), an op changed, a sharding annotation changed, and
    // each undone.
    let middle = text.len() / 2;
    let def = middle + text[middle..].find("\n    %").unwrap() + 6;
    let tanh = text[middle..].find("stablehlo.tanh").map(|i| middle + i);
    let sharded = text[middle..].find("{\"data\"}").map(|i| middle + i);
    let mut edits: Vec<(usize, usize, String)> = vec![(def, 0, "x".into())];
    if let Some(at) = tanh {
        edits.push((at, "stablehlo.tanh".len(), "stablehlo.sine".into()));
    }
    if let Some(at) = sharded {
        edits.push((at, "{\"data\"}".len(), "{}".into()));
    }
    assert!(edits.len() >= 2, "the generated module has the edited text");
    for (at, len, new_text) in edits {
        let old_text = document.text()[at..at + len].to_string();
        for (range, replacement) in [
            (TextRange::new(at, at + len), new_text.clone()),
            (TextRange::new(at, at + new_text.len()), old_text),
        ] {
            document.apply_change(Some(range), &replacement);
            let next = analyze_ir_incremental(
                document.tree().clone(),
                document.ir().clone(),
                document.text(),
                Some(&previous),
            );
            let (remembered, reused) = next.chunks[0].propagation.step_counts();
            assert!(
                reused * 2 > remembered,
                "most steps replayed after {replacement:?} at {at}: {reused} of {remembered}"
            );
            assert_eq!(summary(&next), summary(&analyze(document.text())));
            previous = next;
        }
    }
}
