//! Annotation completion of the 2023 mesh proposal (`mesh.cluster`,
//! `mesh.annotate`): backward, then forward over the ops, as seed 004
//! describes. The "MLP 1D weight stationary" walkthrough is the reference:
//! propagating its original IR must give every op the operand and result
//! shardings that the completed IR writes out.

mod shard_support;

use mesh_lsp::annotations::Slot;
use mesh_lsp::check::check_text;
use mesh_lsp::pipeline::analyze;
use shard_support::{annotated_views, our_lines, our_views, seen};
use std::path::Path;

const SEEDS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../shared/corpus/seeds");

#[test]
fn the_mlp_walkthrough_completes_as_the_proposal_says() {
    let dir = Path::new(SEEDS);
    let (Ok(original), Ok(completed)) = (
        std::fs::read_to_string(dir.join("mesh_proposal_mlp_1d.mlir")),
        std::fs::read_to_string(dir.join("mesh_proposal_mlp_1d_completed.mlir")),
    ) else {
        println!("skipping: ../shared/corpus/seeds not found");
        return;
    };
    let ours = our_views(&original);
    let expected = annotated_views(&completed);
    assert_eq!(ours.len(), expected.len());
    let mut compared = 0;
    for (our, want) in ours.iter().zip(&expected) {
        assert_eq!(our.op, want.op);
        for (t, (got, want)) in our.shardings.iter().zip(&want.shardings).enumerate() {
            // The completed IR annotates every operand and result.
            assert!(want.is_some(), "'{}' tensor {t} has no annotation", our.op);
            assert_eq!(got, want, "'{}' tensor {t}", our.op);
            compared += 1;
        }
    }
    // Two operands and a result for each dot and the maximum, the
    // constant's result, the returned value.
    assert_eq!(compared, 11);
    // The argument annotated as a result keeps it.
    let analysis = analyze(&original);
    let arg0 = analysis.chunks[0]
        .propagation
        .sharding(Slot::Value { func: 0, value: 0 });
    assert_eq!(
        seen(arg0).map(|s| s.to_string()),
        Some("[[], [], [0]]".to_string())
    );
}

#[test]
fn the_walkthrough_reads_in_op_terms() {
    let Ok(original) = std::fs::read_to_string(Path::new(SEEDS).join("mesh_proposal_mlp_1d.mlir"))
    else {
        println!("skipping: ../shared/corpus/seeds not found");
        return;
    };
    assert_eq!(
        our_lines(&original),
        [
            // %arg0 arrives split on its last dim and is all-gathered.
            "mhlo.dot_general: [] [[], [0]] -> [[], [], [0]]",
            "mhlo.constant: -> []",
            "mhlo.maximum: [[], [], [0]] [[], [], [0]] -> [[], [], [0]]",
            // The contraction is split: the result is a partial sum.
            "mhlo.dot_general: [[], [], [0]] [[0]] -> [] partial[0]",
            "func.return: [[], [], [0]]",
        ]
    );
    // Reading the annotated %arg0 replicated is a reshard worth a warning.
    let conflicts: Vec<String> = check_text(&original)
        .into_iter()
        .filter(|d| d.code == "propagation/conflict")
        .map(|d| d.message)
        .collect();
    assert_eq!(conflicts.len(), 1, "{conflicts:?}");
    assert!(
        conflicts[0].contains("'mhlo.dot_general'"),
        "{}",
        conflicts[0]
    );
}

#[test]
fn a_partial_sum_is_read_whole_by_an_elementwise_user() {
    // %x is split by rows over axis 0 and by its contracted columns over
    // axis 1: the dot's result is row-split and partial over axis 1. The
    // add reads it row-split and whole (an all-reduce), and the constant,
    // which has no sharding rule, is completed as replicated first and then
    // read row-split.
    let text = "mesh.cluster @mesh0(rank = 2, dim_sizes = [2, 2])
func.func @f(%x: tensor<8x16xf32>, %w: tensor<16x4xf32>) -> tensor<8x4xf32> attributes {mesh_cluster = @mesh0} {
  %0 = mesh.annotate %x {required = true, sharding = [[0], [1]]} : tensor<8x16xf32> -> tensor<8x16xf32>
  %1 = \"mhlo.dot_general\"(%0, %w) {dot_dimension_numbers = #mhlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<8x16xf32>, tensor<16x4xf32>) -> tensor<8x4xf32>
  %2 = mhlo.constant dense<1.000000e+00> : tensor<8x4xf32>
  %3 = mhlo.add %1, %2 : tensor<8x4xf32>
  return %3 : tensor<8x4xf32>
}
";
    assert_eq!(
        our_lines(text),
        [
            "mhlo.dot_general: [[0], [1]] [[1]] -> [[0]] partial[1]",
            "mhlo.constant: -> []",
            "mhlo.add: [[0]] [[0]] -> [[0]]",
            "func.return: [[0]]",
        ]
    );
    // Reading the partial sum whole (an all-reduce) and slicing the
    // replicated constant are reshards, but no annotation pins a loop
    // differently: no conflict.
    assert!(check_text(text)
        .iter()
        .all(|d| d.code != "propagation/conflict"));
    let analysis = analyze(text);
    let result = &analysis.chunks[0].propagation;
    let arg = |value| seen(result.sharding(Slot::Value { func: 0, value })).map(|s| s.to_string());
    assert_eq!(arg(0).as_deref(), Some("[[0], [1]]"));
    assert_eq!(arg(1).as_deref(), Some("[[1]]"));
}

/// Seed 004's IR after sharding materialization: the shardings are the
/// tensors' `#mesh.shard` encodings and the ops' `sharding` options.
const MATERIALIZED: &str = "mesh.cluster @mesh0(rank = 1, dim_sizes = [2])
func.func @mlp(%arg0: tensor<2x4x8xf32, #mesh.shard<[[], [], [0]]>>, %arg1: tensor<8x32xf32, #mesh.shard<[[], [0]]>>, %arg2: tensor<32x8xf32, #mesh.shard<[[0]]>>) -> tensor<2x4x8xf32, #mesh.shard<[[], [], [0]]>> attributes { mesh_cluster = @mesh0 } {
  %0 = mhlo.constant dense<0.000000e+00> : tensor<2x4x32xf32>
  %1 = mesh.all_gather %arg0 {mesh_axis = [[], [], [0]], tensor_axis = [2]} : tensor<2x4x8xf32, #mesh.shard<[[], [], [0]]>> -> tensor<2x4x8xf32>
  %2 = \"mhlo.dot_general\"(%1, %arg1) {dot_dimension_numbers = #mhlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, sharding = [[], [], [0]]} : (tensor<2x4x8xf32>, tensor<8x32xf32, #mesh.shard<[[], [0]]>>) -> tensor<2x4x32xf32, #mesh.shard<[[], [], [0]]>>
  %3 = mesh.local_split %0 {sharding = [[], [], [0]]} : tensor<2x4x32xf32> -> tensor<2x4x32xf32, #mesh.shard<[[], [], [0]]>>
  %4 = mhlo.maximum %2, %3 {sharding = [[], [], [0]]} : tensor<2x4x32xf32, #mesh.shard<[[], [], [0]]>>
  %5 = \"mhlo.dot_general\"(%4, %arg2) {dot_dimension_numbers = #mhlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, sharding = [[], [], [], [0]]} : (tensor<2x4x32xf32, #mesh.shard<[[], [], [0]]>>, tensor<32x8xf32, #mesh.shard<[[0]]>>) -> tensor<2x4x8xf32, #mesh.shard<[[], [], [], [0]]>>
  %6 = mesh.reduce_scatter %5 {mesh_axis = [0], reduction = \"sum\", tensor_axis = 2 : i64} : tensor<2x4x8xf32, #mesh.shard<[[], [], [], [0]]>> -> tensor<2x4x8xf32, #mesh.shard<[[], [], [0]]>>
  return %6 : tensor<2x4x8xf32, #mesh.shard<[[], [], [0]]>>
}
";

#[test]
fn encodings_are_annotations_that_propagation_keeps() {
    assert!(
        check_text(MATERIALIZED)
            .iter()
            .all(|d| d.severity != mesh_lsp::diagnostic::Severity::Error),
        "{:?}",
        check_text(MATERIALIZED)
    );
    let analysis = analyze(MATERIALIZED);
    let chunk = &analysis.chunks[0];
    let f = &analysis.ir.chunks[0].functions[0].ir;
    let value = |name: &str| f.values.iter().position(|v| v.name == name).unwrap();
    let of = |slot| seen(chunk.propagation.sharding(slot)).map(|s| s.to_string());
    let at = |name: &str| Slot::Value {
        func: 0,
        value: value(name),
    };
    // The dot's result is what its type says: a partial sum over axis 0,
    // written, not inferred.
    assert_eq!(of(at("%5")).as_deref(), Some("[] partial[0]"));
    assert!(chunk.annotations.annotations.contains_key(&at("%5")));
    assert_eq!(of(at("%arg2")).as_deref(), Some("[[0]]"));
    assert_eq!(of(at("%6")).as_deref(), Some("[[], [], [0]]"));
    // %1's type has no encoding: all-gathered, replicated.
    assert!(!chunk.annotations.annotations.contains_key(&at("%1")));
    let result = Slot::FuncResult { func: 0, index: 0 };
    assert_eq!(of(result).as_deref(), Some("[[], [], [0]]"));
    // Every encoding and option is a site that explains what is written.
    assert_eq!(chunk.annotations.sites().count(), 3 + 1 + 5 + 4);
    let encoding = "#mesh.shard<[[], [0]]>>, %arg2";
    let offset = MATERIALIZED.find(encoding).unwrap() + 3;
    let explained = mesh_lsp::explain::explain_at(&analysis, MATERIALIZED, offset).unwrap();
    assert_eq!(explained.value, "%arg1");
    assert_eq!(explained.text, "#mesh.shard<[[], [0]]>");
    // On the value, explain shows its written sharding as written (the op's
    // option); printed back in the proposal's spelling, a partial sum is the
    // entry past the rank.
    let offset = MATERIALIZED.find("%5 = ").unwrap();
    let explained = mesh_lsp::explain::explain_at(&analysis, MATERIALIZED, offset).unwrap();
    assert!(explained.annotated);
    assert_eq!(explained.text, "[[], [], [], [0]]");
    let printed = mesh_lsp::notation::print(
        &explained.sharding,
        explained.mesh.as_ref(),
        mesh_lsp::sharding::model::Notation::MeshProposal,
    );
    assert_eq!(
        printed.as_deref(),
        Ok("#mesh.shard<@mesh0, [[], [], [], [0]]>")
    );
}

#[test]
fn a_written_sharding_option_is_the_ops_option() {
    // The negate's option splits its second loop (dim 1) over axis 0; with
    // nothing else annotated, its operand and result follow it.
    let text = "mesh.cluster @mesh0(rank = 1, dim_sizes = [2])
func.func @f(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> attributes {mesh_cluster = @mesh0} {
  %0 = \"mhlo.negate\"(%arg0) {sharding = [[], [0]]} : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
";
    assert_eq!(
        our_lines(text),
        [
            "mhlo.negate: [[], [0]] -> [[], [0]]",
            "func.return: [[], [0]]"
        ]
    );
}
