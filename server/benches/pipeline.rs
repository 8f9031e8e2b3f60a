//! The stages of an analysis against file size, and the incremental path.
//!
//! `cargo bench -p mesh-lsp --bench pipeline`. Documents are generated
//! transformer modules in Shardy notation (`generate::transformer_module`)
//! of about 1k, 10k and 100k ops (`MESH_BENCH_OPS=1000,10000` picks sizes).
//!
//! | bench | what |
//! |---|---|
//! | `parse` | tree-sitter parse from scratch |
//! | `ir_build` | IR from the tree |
//! | `propagation` | annotations and sharding propagation of every chunk (`pipeline::analyze_ir`) |
//! | `report` | the communication view of every function (`partition::partition_chunk`, what `mesh-lsp report` computes) |
//! | `code_lenses` | the code lenses of the whole module, read from the analysis's per-function findings |
//! | `keystroke_sdy`, `keystroke_shard`, `keystroke_gspmd` | one character typed or deleted in the middle of a module in that notation, then what the server does before publishing: edit + reparse with the old tree + IR rebuild, the analysis reusing the previous one, and the diagnostics |
//!
//! `scripts/bench.sh` reads the results from `$CARGO_TARGET_DIR/criterion/pipeline/`.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use mesh_lsp::analysis::{document_analysis, Document};
use mesh_lsp::assist::communication;
use mesh_lsp::check::diagnostics_of;
use mesh_lsp::generate::{count_ops, transformer_module, GenNotation};
use mesh_lsp::partition::{self, Hardware};
use mesh_lsp::text::TextRange;
use mesh_lsp::{ir, pipeline, syntax};
use std::hint::black_box;
use std::time::Duration;

/// A module of about `ops` ops, as `mesh-lsp generate --ops` makes it.
fn module_with_ops(notation: GenNotation, ops: usize) -> String {
    let per_layer = count_ops(&transformer_module(notation, 2))
        .saturating_sub(count_ops(&transformer_module(notation, 1)))
        .max(1);
    transformer_module(notation, (ops / per_layer).max(1))
}

fn sizes() -> Vec<usize> {
    std::env::var("MESH_BENCH_OPS")
        .ok()
        .map(|s| s.split(',').filter_map(|n| n.trim().parse().ok()).collect())
        .filter(|v: &Vec<usize>| !v.is_empty())
        .unwrap_or_else(|| vec![1_000, 10_000, 100_000])
}

fn label(ops: usize) -> String {
    if ops >= 1000 {
        format!("{}k_ops", ops / 1000)
    } else {
        format!("{ops}_ops")
    }
}

fn bench(c: &mut Criterion) {
    for ops in sizes() {
        let text = module_with_ops(GenNotation::Sdy, ops);
        let id = label(ops);
        let big = ops >= 50_000;
        let mut group = c.benchmark_group("pipeline");
        group
            .sample_size(10)
            .warm_up_time(Duration::from_secs(1))
            .measurement_time(Duration::from_secs(if big { 10 } else { 3 }));

        group.bench_function(BenchmarkId::new("parse", &id), |b| {
            b.iter(|| black_box(syntax::parse(&text)))
        });
        let tree = syntax::parse(&text);
        group.bench_function(BenchmarkId::new("ir_build", &id), |b| {
            b.iter(|| black_box(ir::build(&tree, &text)))
        });
        let file_ir = ir::build(&tree, &text);
        group.bench_function(BenchmarkId::new("propagation", &id), |b| {
            b.iter_batched(
                || (tree.clone(), file_ir.clone()),
                |(tree, file_ir)| black_box(pipeline::analyze_ir(tree, file_ir, &text)),
                criterion::BatchSize::LargeInput,
            )
        });

        let analysis = pipeline::analyze_ir(tree.clone(), file_ir.clone(), &text);
        group.bench_function(BenchmarkId::new("report", &id), |b| {
            b.iter(|| {
                for (chunk, result) in analysis.ir.chunks.iter().zip(&analysis.chunks) {
                    black_box(partition::partition_chunk(
                        chunk,
                        result,
                        &text,
                        &analysis.aliases,
                    ));
                }
            })
        });
        let hardware = Hardware::default_model();
        group.bench_function(BenchmarkId::new("code_lenses", &id), |b| {
            b.iter(|| black_box(communication::code_lenses(&analysis, &text, &hardware)))
        });

        for (name, notation) in [
            ("keystroke_sdy", GenNotation::Sdy),
            ("keystroke_shard", GenNotation::Shard),
            ("keystroke_gspmd", GenNotation::Gspmd),
        ] {
            let module = if notation == GenNotation::Sdy {
                text.clone()
            } else {
                module_with_ops(notation, ops)
            };
            keystroke(&mut group, BenchmarkId::new(name, &id), &module);
        }
        group.finish();
    }
}

/// An op line in the middle of the file: type a space after its `=`, then
/// delete it, alternately; one edit and its analysis per iteration.
fn keystroke(
    group: &mut criterion::BenchmarkGroup<'_, criterion::measurement::WallTime>,
    id: BenchmarkId,
    text: &str,
) {
    let middle = text.len() / 2;
    let at = middle + text[middle..].find(" = ").expect("an op") + 2;
    let mut document = Document::new(text);
    let mut previous = Some(document_analysis(&document, None));
    let mut typed = false;
    group.bench_function(id, |b| {
        b.iter(|| {
            if typed {
                document.apply_change(Some(TextRange::new(at, at + 1)), "");
            } else {
                document.apply_change(Some(TextRange::empty(at)), " ");
            }
            typed = !typed;
            let analysis = document_analysis(&document, previous.as_ref());
            black_box(diagnostics_of(&analysis, document.text()));
            previous = Some(analysis);
        })
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
