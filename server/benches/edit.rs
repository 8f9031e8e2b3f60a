//! What a keystroke costs on a large document, against the file size.
//!
//! `cargo bench -p mesh-lsp --bench edit`. Documents are generated
//! transformer modules (`generate::transformer_module`) of about 10k and
//! 100k ops. `keystroke` types a space inside an op in the middle of the file
//! and deletes it again (two incremental edits: rope + string patch, tree
//! edit + reparse with the old tree, IR rebuild of the touched function);
//! `open` is the from-scratch parse + IR build it is compared with;
//! `diagnostics`, `semantic_tokens` and `document_symbols` are the whole-file
//! requests an editor sends after edits.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use mesh_lsp::analysis::{document_diagnostics, Document};
use mesh_lsp::features::{semantic_tokens, symbols};
use mesh_lsp::generate::{count_ops, transformer_module, GenNotation};
use mesh_lsp::text::TextRange;
use std::hint::black_box;
use std::time::Duration;

/// Layers giving about `ops` ops (≈23 ops per layer).
fn module_with_ops(ops: usize) -> String {
    transformer_module(GenNotation::Sdy, (ops / 23).max(1))
}

fn bench(c: &mut Criterion) {
    for target in [10_000, 100_000] {
        let text = module_with_ops(target);
        let label = format!("{}k_ops", count_ops(&text) / 1000);
        let mut doc = Document::new(text.as_str());
        // An op line in the middle of the file: type after its `=`.
        let middle = text.len() / 2;
        let at = middle + text[middle..].find(" = ").expect("an op") + 2;

        let mut group = c.benchmark_group("edit");
        group
            .sample_size(20)
            .measurement_time(Duration::from_secs(5));
        group.bench_function(BenchmarkId::new("keystroke", &label), |b| {
            b.iter(|| {
                doc.apply_change(Some(TextRange::empty(at)), " ");
                doc.apply_change(Some(TextRange::new(at, at + 1)), "");
                black_box(doc.ir().chunks.len());
            })
        });
        assert_eq!(doc.text(), text);
        group.finish();

        let mut group = c.benchmark_group("whole_file");
        group
            .sample_size(10)
            .measurement_time(Duration::from_secs(8));
        group.bench_function(BenchmarkId::new("open", &label), |b| {
            b.iter(|| black_box(Document::new(text.as_str())))
        });
        group.bench_function(BenchmarkId::new("diagnostics", &label), |b| {
            b.iter(|| black_box(document_diagnostics(&doc)))
        });
        group.bench_function(BenchmarkId::new("syntax_only", &label), |b| {
            b.iter(|| black_box(mesh_lsp::syntax::syntax_diagnostics(doc.tree(), doc.text())))
        });
        group.bench_function(BenchmarkId::new("parse_only", &label), |b| {
            b.iter(|| black_box(mesh_lsp::syntax::parse(doc.text())))
        });
        group.bench_function(BenchmarkId::new("semantic_tokens", &label), |b| {
            b.iter(|| black_box(semantic_tokens::semantic_tokens(&doc)))
        });
        group.bench_function(BenchmarkId::new("document_symbols", &label), |b| {
            b.iter(|| black_box(symbols::document_symbols(&doc)))
        });
        group.finish();
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
