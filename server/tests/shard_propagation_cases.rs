//! Hand-written cases of `sharding-propagation` for `shard` and `mesh`
//! files. Each lists, per op, how it reads its operands and produces its
//! results (`-` = not annotated; see `shard_support`). For `shard` files the
//! expectation is also checked against LLVM 22's `mlir-opt` when installed.

mod shard_support;

use mesh_lsp::check::check_text;
use shard_support::{oracle_lines, our_lines};

fn check(text: &str, expected: &[&str]) {
    let ours = our_lines(text);
    assert_eq!(ours, expected, "ours");
    if let Some(theirs) = oracle_lines(text) {
        assert_eq!(theirs, expected, "mlir-opt");
    }
}

fn messages(text: &str, code: &str) -> Vec<String> {
    check_text(text)
        .into_iter()
        .filter(|d| d.code == code)
        .map(|d| d.message)
        .collect()
}

#[test]
fn an_operand_annotation_flows_backward_then_forward() {
    // The matmul's row split reaches its init and result, then the add.
    let text = "shard.grid @grid(shape = 2x2)
func.func @f(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %c: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %s = shard.sharding @grid split_axes = [[0]] : !shard.sharding
  %a0 = shard.shard %a to %s annotate_for_users : tensor<8x16xf32>
  %0 = linalg.matmul ins(%a0, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%c : tensor<8x4xf32>) -> tensor<8x4xf32>
  %e = tensor.empty() : tensor<8x4xf32>
  %1 = linalg.add ins(%0, %0 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  return %1 : tensor<8x4xf32>
}
";
    check(
        text,
        &[
            "linalg.matmul: [[0]] [] [[0]] -> [[0]]",
            // Visited before the add in both passes: it never learns.
            "tensor.empty: -> -",
            "linalg.add: [[0]] [[0]] [[0]] -> [[0]]",
            "func.return: [[0]]",
        ],
    );
}

#[test]
fn a_producer_follows_its_most_recent_for_users_annotation() {
    // Two users want different shardings; MLIR's use list puts the later
    // annotation first, and the producer takes it.
    let text = "shard.grid @grid(shape = 2x2)
func.func @f(%a: tensor<8x8xf32>, %b: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  %e = tensor.empty() : tensor<8x8xf32>
  %x = linalg.add ins(%a, %b : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %s0 = shard.sharding @grid split_axes = [[0]] : !shard.sharding
  %s1 = shard.sharding @grid split_axes = [[], [1]] : !shard.sharding
  %u0 = shard.shard %x to %s0 annotate_for_users : tensor<8x8xf32>
  %u1 = shard.shard %x to %s1 annotate_for_users : tensor<8x8xf32>
  return %u0, %u1 : tensor<8x8xf32>, tensor<8x8xf32>
}
";
    check(
        text,
        &[
            "tensor.empty: -> [[], [1]]",
            "linalg.add: [[], [1]] [[], [1]] [[], [1]] -> [[], [1]]",
            "func.return: [[0]] [[], [1]]",
        ],
    );
}

#[test]
fn annotations_that_want_one_axis_on_two_loops_conflict() {
    // Rows of A and columns of B both on axis 0: "grid axes duplicate". Both
    // are written for the matmul, so it gets no sharding at all.
    let text = "shard.grid @grid(shape = 2x2)
func.func @f(%a: tensor<8x8xf32>, %b: tensor<8x8xf32>, %c: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %sa = shard.sharding @grid split_axes = [[0]] : !shard.sharding
  %sb = shard.sharding @grid split_axes = [[], [0]] : !shard.sharding
  %a0 = shard.shard %a to %sa annotate_for_users : tensor<8x8xf32>
  %b0 = shard.shard %b to %sb annotate_for_users : tensor<8x8xf32>
  %0 = linalg.matmul ins(%a0, %b0 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%c : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
";
    check(
        text,
        &["linalg.matmul: [[0]] [[], [0]] - -> -", "func.return: -"],
    );
    let found = messages(text, "propagation/conflict");
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        found[0].contains("'linalg.matmul' factors i and j both want the same axis"),
        "{}",
        found[0]
    );
    assert!(
        found[0].contains("%a0 is sharded on [\"0\"]"),
        "{}",
        found[0]
    );
}

#[test]
fn a_hint_that_disagrees_on_a_loop_is_resharded() {
    // %x comes row-split from its producer; the add's own annotation on %y
    // wants it column-split: "conflicts on loop iterator", and the add
    // follows the annotation written for it.
    let text = "shard.grid @grid(shape = 2x2)
func.func @f(%a: tensor<8x8xf32>, %y: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %e = tensor.empty() : tensor<8x8xf32>
  %x = linalg.exp ins(%a : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %sx = shard.sharding @grid split_axes = [[0]] : !shard.sharding
  %x0 = shard.shard %x to %sx : tensor<8x8xf32>
  %sy = shard.sharding @grid split_axes = [[1]] : !shard.sharding
  %y0 = shard.shard %y to %sy annotate_for_users : tensor<8x8xf32>
  %e2 = tensor.empty() : tensor<8x8xf32>
  %z = linalg.add ins(%x0, %y0 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e2 : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %z : tensor<8x8xf32>
}
";
    check(
        text,
        &[
            "tensor.empty: -> [[0]]",
            "linalg.exp: [[0]] [[0]] -> [[0]]",
            "tensor.empty: -> [[1]]",
            "linalg.add: [[1]] [[1]] [[1]] -> [[1]]",
            "func.return: [[1]]",
        ],
    );
    let found = messages(text, "propagation/conflict");
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(found[0].contains("along factor i (size 8)"), "{}", found[0]);
    assert!(
        found[0].contains("propagation keeps only the common prefix [\"1\"]"),
        "{}",
        found[0]
    );
}

#[test]
fn only_written_trailing_entries_pin_a_loop() {
    // The matmul's result is written column-split. B written `[[]]` says
    // nothing about its columns: the matmul follows the result and reshards
    // B. Written `[[], []]`, B pins the columns unsplit: the two annotations
    // written for the matmul conflict and it gets no sharding.
    let program = |b_split: &str| {
        format!(
            "shard.grid @grid(shape = 2x2)
func.func @f(%a: tensor<8x8xf32>, %b: tensor<8x8xf32>, %c: tensor<8x8xf32>) -> tensor<8x8xf32> {{
  %sb = shard.sharding @grid split_axes = {b_split} : !shard.sharding
  %b0 = shard.shard %b to %sb annotate_for_users : tensor<8x8xf32>
  %0 = linalg.matmul ins(%a, %b0 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%c : tensor<8x8xf32>) -> tensor<8x8xf32>
  %sr = shard.sharding @grid split_axes = [[], [1]] : !shard.sharding
  %r = shard.shard %0 to %sr : tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}}
"
        )
    };
    check(
        &program("[[]]"),
        &[
            "linalg.matmul: [] [[], [1]] [[], [1]] -> [[], [1]]",
            "func.return: [[], [1]]",
        ],
    );
    assert!(messages(&program("[[]]"), "propagation/conflict").is_empty());
    let pinned = program("[[], []]");
    check(
        &pinned,
        &[
            "linalg.matmul: - [] - -> [[], [1]]",
            "func.return: [[], [1]]",
        ],
    );
    let found = messages(&pinned, "propagation/conflict");
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(found[0].contains("along factor j (size 8)"), "{}", found[0]);
}

#[test]
fn a_constant_takes_the_sharding_its_users_ask_for() {
    let text = "shard.grid @grid(shape = 4)
func.func @f(%a: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %c = arith.constant dense<1.0> : tensor<8x8xf32>
  %s = shard.sharding @grid split_axes = [[], [0]] : !shard.sharding
  %a0 = shard.shard %a to %s annotate_for_users : tensor<8x8xf32>
  %0 = tosa.add %a0, %c : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
  %1 = tosa.sigmoid %c : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
";
    // Backward, the add asks for %c column-split and the constant takes
    // that; forward, the sigmoid reads it so. Its result has no user, and
    // MLIR annotates a result through its users only.
    check(
        text,
        &[
            "arith.constant: -> [[], [0]]",
            "tosa.add: [[], [0]] [[], [0]] -> [[], [0]]",
            "tosa.sigmoid: [[], [0]] -> -",
            "func.return: [[], [0]]",
        ],
    );
}

#[test]
fn the_mesh_era_marks_results_of_split_reductions_partial() {
    let text = "mesh.mesh @mesh(shape = 2x2)
func.func @f(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %c: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %a0 = mesh.shard %a to <@mesh, [[0], [1]]> annotate_for_users : tensor<8x16xf32>
  %0 = linalg.matmul ins(%a0, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%c : tensor<8x4xf32>) -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}
";
    let lines = our_lines(text);
    assert_eq!(
        lines,
        [
            "linalg.matmul: [[0], [1]] [[1]] [[0]] -> [[0]] partial[1]",
            "func.return: [[0]] partial[1]",
        ]
    );
}

#[test]
fn a_partial_result_annotation_splits_the_reduction() {
    // The result is annotated partial over axis 1: the contracted dim of
    // both operands goes to axis 1.
    let text = "mesh.mesh @mesh(shape = 2x2)
func.func @f(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %c: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%c : tensor<8x4xf32>) -> tensor<8x4xf32>
  %1 = mesh.shard %0 to <@mesh, [[0]], partial = sum[1]> : tensor<8x4xf32>
  return %1 : tensor<8x4xf32>
}
";
    assert_eq!(
        our_lines(text),
        [
            "linalg.matmul: [[0], [1]] [[1]] [[0]] -> [[0]] partial[1]",
            "func.return: [[0]] partial[1]",
        ]
    );
}

#[test]
fn propagate_json_leaves_annotation_ops_out_and_names_grid_axes_by_index() {
    let text = "shard.grid @grid(shape = 2x2)
func.func @f(%a: tensor<8x8xf32>, %c: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %s = shard.sharding @grid split_axes = [[1]] : !shard.sharding
  %a0 = shard.shard %a to %s annotate_for_users : tensor<8x8xf32>
  %0 = linalg.exp ins(%a0 : tensor<8x8xf32>) outs(%c : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
";
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("f.mlir");
    std::fs::write(&path, text).unwrap();
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_mesh-lsp"))
        .args(["propagate", "--format", "json"])
        .arg(&path)
        .output()
        .unwrap();
    assert!(output.status.success());
    let json: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    let f = &json["functions"][0];
    let ops: Vec<&str> = f["ops"]
        .as_array()
        .unwrap()
        .iter()
        .map(|op| op["op"].as_str().unwrap())
        .collect();
    assert_eq!(ops, ["linalg.exp", "func.return"]);
    let exp = &f["ops"][0]["results"][0];
    assert_eq!(exp["sharding"]["dims"], serde_json::json!([["1"], []]));
    assert_eq!(exp["sharding"]["mesh"], "grid");
    assert_eq!(exp["origin"]["kind"], "propagated");
    assert_eq!(exp["origin"]["from"], "%a0");
    assert_eq!(
        f["args"][0]["sharding"]["dims"],
        serde_json::json!([["1"], []])
    );
    assert_eq!(
        f["results"][0]["sharding"]["dims"],
        serde_json::json!([["1"], []])
    );
    // The MLIR output writes the new result annotation in the file's dialect.
    let mlir = std::process::Command::new(env!("CARGO_BIN_EXE_mesh-lsp"))
        .args(["propagate", "--format", "mlir"])
        .arg(&path)
        .output()
        .unwrap();
    let mlir = String::from_utf8(mlir.stdout).unwrap();
    assert!(
        mlir.contains("shard.sharding @grid split_axes = [[1]] : !shard.sharding"),
        "{mlir}"
    );
}

#[test]
fn an_axis_past_the_grid_rank_is_propagated_with_a_warning() {
    // LLVM 22 verifies `[[1]]` on a grid of rank 1 and propagates it as written.
    let text = "shard.grid @grid(shape = 1)
func.func @f(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  %s = shard.sharding @grid split_axes = [[1]] : !shard.sharding
  %0 = shard.shard %arg0 to %s : tensor<8xf32>
  %1 = tosa.abs %0 : (tensor<8xf32>) -> tensor<8xf32>
  return %1 : tensor<8xf32>
}
";
    check(text, &["tosa.abs: [[1]] -> [[1]]", "func.return: [[1]]"]);
    let errors: Vec<_> = check_text(text)
        .into_iter()
        .filter(|d| d.severity == mesh_lsp::diagnostic::Severity::Error)
        .collect();
    assert!(errors.is_empty(), "{errors:?}");
    let warnings = messages(text, "sharding/axis-out-of-bounds");
    // Once, where the sharding is written; the shard.shard using it does not repeat it.
    assert_eq!(warnings.len(), 1, "{warnings:?}");
    assert!(
        warnings[0].contains("grid axis 1 does not exist")
            && warnings[0].contains("shard-partition cannot partition"),
        "{warnings:?}"
    );
}

#[test]
fn an_uneven_split_and_a_rank_0_annotation_are_propagated() {
    // Neither is a verifier error in LLVM 22; the uneven split is a warning
    // because only shard-partition cannot handle it.
    let text = "shard.grid @grid(shape = 3)
func.func @f(%arg0: tensor<8xf32>, %arg1: tensor<f32>) -> tensor<8xf32> {
  %s = shard.sharding @grid split_axes = [[0]] : !shard.sharding
  %0 = shard.shard %arg0 to %s : tensor<8xf32>
  %s0 = shard.sharding @grid split_axes = [[]] : !shard.sharding
  %2 = shard.shard %arg1 to %s0 : tensor<f32>
  %1 = tosa.abs %0 : (tensor<8xf32>) -> tensor<8xf32>
  return %1 : tensor<8xf32>
}
";
    check(text, &["tosa.abs: [[0]] -> [[0]]", "func.return: [[0]]"]);
    let diagnostics = check_text(text);
    assert!(
        diagnostics
            .iter()
            .all(|d| d.severity != mesh_lsp::diagnostic::Severity::Error),
        "{diagnostics:?}"
    );
    assert_eq!(
        messages(text, "sharding/uneven-split"),
        ["'shard.shard' op dim 0 with size 8 is not divisible by its 3 shards; mlir-opt accepts it, but shard-partition cannot partition it without sharded_dims_offsets"]
    );
}

#[test]
fn the_init_of_a_linalg_op_follows_an_inferred_input() {
    // %x's sharding is inferred from %a0; the mul's init %e gets the result's
    // sharding as mlir-opt annotates it (on the mul's operand), and the add's
    // init, visited after the add in the backward pass, also as a result.
    let text = "shard.grid @grid(shape = 2x2)
func.func @f(%a: tensor<8x8xf32>, %b: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %s = shard.sharding @grid split_axes = [[0]] : !shard.sharding
  %a0 = shard.shard %a to %s : tensor<8x8xf32>
  %e0 = tensor.empty() : tensor<8x8xf32>
  %x = linalg.add ins(%a0, %b : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e0 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %e = tensor.empty() : tensor<8x8xf32>
  %y = linalg.mul ins(%x, %x : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %y : tensor<8x8xf32>
}
";
    check(
        text,
        &[
            "tensor.empty: -> [[0]]",
            "linalg.add: [[0]] [[0]] [[0]] -> [[0]]",
            "tensor.empty: -> -",
            "linalg.mul: [[0]] [[0]] [[0]] -> [[0]]",
            "func.return: [[0]]",
        ],
    );
}

#[test]
fn a_result_annotation_binds_only_while_it_is_the_results_one_use() {
    // Two alike ops with the same result annotation: `%x`'s is its only
    // use and binds the op; `%y` is also returned, so MLIR's `getSharding`
    // gives its op no annotation at all. The pass memoizes a visit's
    // decision by what the op reads, which must tell the two apart.
    let text = "shard.grid @grid(shape = 2x2)
func.func @f(%a: tensor<8x8xf32>, %b: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) {
  %s = shard.sharding @grid split_axes = [[0]] : !shard.sharding
  %e = tensor.empty() : tensor<8x8xf32>
  %x = linalg.add ins(%a, %b : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %xs = shard.shard %x to %s : tensor<8x8xf32>
  %y = linalg.add ins(%a, %b : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %ys = shard.shard %y to %s : tensor<8x8xf32>
  return %xs, %ys, %y : tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>
}
";
    check(
        text,
        &[
            "tensor.empty: -> [[0]]",
            "linalg.add: [[0]] [[0]] [[0]] -> [[0]]",
            "linalg.add: [[0]] [[0]] [[0]] -> [[0]]",
            "func.return: [[0]] [[0]] [[0]]",
        ],
    );
}
