//! Prints how long each stage takes on a file: `cargo run --release --example pipeline_timing -- FILE`.
//! `PROPAGATION_ONLY=1` stops after propagation: under
//! `valgrind --tool=callgrind --toggle-collect='*propagate_chunk'` it counts
//! the instructions of one propagation, whatever else the machine is doing.
//! `IR_ONLY=1` stops after the IR build (`--toggle-collect='*ir*build*'`
//! counts the IR build's instructions); `IR_DEBUG=FILE` writes the IR's
//! `Debug` rendering to FILE.
use std::time::Instant;

/// Resident memory of this process, for the stage lines.
fn resident_mb() -> u64 {
    std::fs::read_to_string("/proc/self/statm")
        .ok()
        .and_then(|s| s.split_whitespace().nth(1)?.parse::<u64>().ok())
        .map_or(0, |pages| pages * 4096 / (1 << 20))
}

fn main() {
    let path = std::env::args()
        .nth(1)
        .expect("usage: pipeline_timing FILE");
    let text = std::fs::read_to_string(path).expect("readable UTF-8 file");
    let t = Instant::now();
    let tree = mesh_lsp::syntax::parse(&text);
    println!(
        "parse:        {:?} ({} MB resident)",
        t.elapsed(),
        resident_mb()
    );
    let t = Instant::now();
    let syntax = mesh_lsp::syntax::syntax_diagnostics(&tree, &text);
    println!("syntax diags: {:?} ({} found)", t.elapsed(), syntax.len());
    let t = Instant::now();
    let ir = mesh_lsp::ir::build(&tree, &text);
    println!(
        "ir:           {:?} ({} functions, {} MB resident)",
        t.elapsed(),
        ir.functions().count(),
        resident_mb()
    );
    // `IR_DEBUG=FILE` writes the IR's `Debug` rendering there, to compare
    // two builds of the IR.
    if let Some(path) = std::env::var_os("IR_DEBUG") {
        std::fs::write(path, format!("{ir:#?}")).expect("writable IR_DEBUG file");
    }
    if std::env::var_os("IR_ONLY").is_some_and(|v| !v.is_empty()) {
        return;
    }
    let t = Instant::now();
    let aliases = mesh_lsp::rules::AliasTable::from_tree(&tree, &text);
    let mut annotations = Vec::new();
    for chunk in &ir.chunks {
        annotations.push(mesh_lsp::annotations::collect(chunk, &text));
    }
    println!(
        "annotations:  {:?} ({} MB resident)",
        t.elapsed(),
        resident_mb()
    );
    // Propagation runs `PROPAGATIONS` times (default 1); the fastest counts,
    // which keeps a noisy machine from hiding a change.
    let runs: usize = std::env::var("PROPAGATIONS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(1);
    let mut fastest = std::time::Duration::MAX;
    let mut nodes = 0;
    for _ in 0..runs.max(1) {
        let t = Instant::now();
        nodes = 0;
        let mut results = Vec::new();
        for (chunk, a) in ir.chunks.iter().zip(&annotations) {
            let result = mesh_lsp::propagation::propagate_chunk(chunk, a, &text, &aliases);
            nodes += result.node_count();
            results.push(result);
        }
        fastest = fastest.min(t.elapsed());
        drop(results);
    }
    println!(
        "propagation:  {fastest:?} ({nodes} nodes, fastest of {runs}, {} MB resident)",
        resident_mb()
    );
    if std::env::var_os("PROPAGATION_ONLY").is_some_and(|v| !v.is_empty()) {
        return;
    }

    // The whole analysis from scratch (annotations, checks, propagation),
    // as the `pipeline/propagation` benchmark measures it.
    let mut fastest = std::time::Duration::MAX;
    for _ in 0..runs.max(1) {
        let (tree, ir) = (tree.clone(), ir.clone());
        let t = Instant::now();
        let analysis = mesh_lsp::pipeline::analyze_ir(tree, ir, &text);
        fastest = fastest.min(t.elapsed());
        drop(analysis);
    }
    println!("analysis:     {fastest:?} (fastest of {runs})");
    // The same without the partitioning's findings: what the editor
    // publishes first when they wait (`pipeline::analyze_for_editor`).
    let mut fastest = std::time::Duration::MAX;
    for _ in 0..runs.max(1) {
        let (tree, ir) = (tree.clone(), ir.clone());
        let t = Instant::now();
        let analysis =
            mesh_lsp::pipeline::analyze_deferring(tree, ir, &text, Default::default(), None, 0);
        fastest = fastest.min(t.elapsed());
        drop(analysis);
    }
    println!("  without the findings: {fastest:?} (fastest of {runs})");

    // The editor's path: one keystroke in one function, then the analysis
    // again, reusing what the edit did not touch.
    let mut document = mesh_lsp::analysis::Document::new(text.as_str());
    let before = mesh_lsp::pipeline::analyze_ir_incremental(
        document.tree().clone(),
        document.ir().clone(),
        document.text(),
        None,
    );
    let at = text.rfind("%").unwrap_or(0);
    let t = Instant::now();
    document.apply_change(Some(mesh_lsp::text::TextRange::new(at + 1, at + 1)), "x");
    let reparse = t.elapsed();
    let t = Instant::now();
    let after = mesh_lsp::pipeline::analyze_ir_incremental(
        document.tree().clone(),
        document.ir().clone(),
        document.text(),
        Some(&before),
    );
    let (components, recomputed) = after
        .chunks
        .first()
        .map(|c| c.propagation.component_counts())
        .unwrap_or((0, 0));
    println!("one keystroke: reparse + IR {reparse:?}, analysis {:?} ({recomputed} of {components} components re-propagated)", t.elapsed());
}
