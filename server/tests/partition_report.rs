//! `mesh-lsp report`: snapshots on the examples, the diff of two revisions,
//! the budget's exit code, and the partitioning rules one by one (a gathered
//! value reused by several users, call sites, loops, need-replication).

use mesh_lsp::partition::{self, ChunkPartition};
use mesh_lsp::pipeline::analyze;
use std::process::Command;

const BIN: &str = env!("CARGO_BIN_EXE_mesh-lsp");
const EXAMPLES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../examples");

fn report(args: &[&str]) -> (String, i32) {
    let output = Command::new(BIN)
        .arg("report")
        .args(args)
        .output()
        .expect("mesh-lsp runs");
    (
        String::from_utf8(output.stdout).expect("utf-8"),
        output.status.code().unwrap_or(-1),
    )
}

fn example(name: &str) -> String {
    format!("{EXAMPLES}/{name}")
}

#[test]
fn report_json_on_the_examples() {
    for name in ["mlp_sdy.mlir", "gspmd.mlir", "mlp_shard.mlir"] {
        let (out, code) = report(&[&example(name), "--format", "json"]);
        assert_eq!(code, 0, "{name}");
        let json: serde_json::Value = serde_json::from_str(&out).expect("JSON");
        // The contract's keys.
        for f in json["functions"].as_array().unwrap() {
            assert!(f["name"].is_string());
            for c in f["collectives"].as_array().unwrap() {
                for key in [
                    "kind",
                    "line",
                    "axes",
                    "bytes_per_device",
                    "seconds",
                    "reason",
                ] {
                    assert!(!c[key].is_null(), "{name}: {key} in {c}");
                }
            }
            for key in [
                "argument_bytes_per_device",
                "result_bytes_per_device",
                "peak_bytes_per_device",
            ] {
                assert!(f["memory"][key].is_i64(), "{name}: {key}");
            }
        }
        for kind in [
            "all-gather",
            "all-reduce",
            "reduce-scatter",
            "all-to-all",
            "collective-permute",
        ] {
            assert!(json["totals"][kind]["count"].is_u64(), "{name}: {kind}");
        }
        insta::assert_json_snapshot!(format!("report_json_{name}"), json);
    }
}

#[test]
fn report_text_on_the_examples() {
    for name in ["mlp_sdy.mlir", "gspmd.mlir"] {
        let (out, code) = report(&[&example(name)]);
        assert_eq!(code, 0);
        insta::assert_snapshot!(format!("report_text_{name}"), out);
    }
    let (out, _) = report(&[&example("mlp_sdy.mlir"), "--hardware", "h100"]);
    insta::assert_snapshot!("report_text_h100", out);
    let (out, _) = report(&[
        &example("mlp_sdy.mlir"),
        "--hardware",
        "alpha-beta",
        "--alpha",
        "2e-6",
        "--axis",
        "model=1e-6,1e-11",
        "--format",
        "json",
    ]);
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    let c = &json["functions"][0]["collectives"][0];
    // α + 2β·(n−1)/n·V with the axis's own α and β: 1e-6 + 2·1e-11·3/4·16384.
    let expected = 1e-6 + 2.0 * 1e-11 * 0.75 * 16384.0;
    assert!(
        (c["seconds"].as_f64().unwrap() - expected).abs() < 1e-15,
        "{c}"
    );
    let (_, code) = report(&[&example("mlp_sdy.mlir"), "--hardware", "tpu-v9"]);
    assert_eq!(code, 2);
}

#[test]
fn report_diff_and_budgets() {
    let dir = std::env::temp_dir().join(format!("mesh-lsp-report-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let old = dir.join("old.mlir");
    let new = dir.join("new.mlir");
    let program = |w_sharding: &str| {
        format!(
            r#"sdy.mesh @mesh = <["data"=2, "model"=4]>
func.func @main(%x: tensor<16x64xf32> {{sdy.sharding = #sdy.sharding<@mesh, [{{"data"}}, {{}}]>}}, %w: tensor<64x256xf32> {{sdy.sharding = #sdy.sharding<@mesh, [{w_sharding}]>}}) -> (tensor<16x256xf32> {{sdy.sharding = #sdy.sharding<@mesh, [{{"data"}}, {{}}]>}}) {{
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<16x64xf32>, tensor<64x256xf32>) -> tensor<16x256xf32>
  return %0 : tensor<16x256xf32>
}}
"#
        )
    };
    std::fs::write(&old, program(r#"{}, {}"#)).unwrap();
    // FSDP-style: the weight's rows on "model" – the op gathers them.
    std::fs::write(&new, program(r#"{"model"}, {}"#)).unwrap();
    let (out, code) = report(&[old.to_str().unwrap(), new.to_str().unwrap()]);
    assert_eq!(code, 0, "{out}");
    insta::assert_snapshot!("report_diff_text", out);
    let (out, code) = report(&[
        old.to_str().unwrap(),
        new.to_str().unwrap(),
        "--format",
        "json",
        "--max-increase",
        "1000",
    ]);
    assert_eq!(code, 1, "{out}");
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(json["added"].as_array().unwrap().len(), 1, "{json}");
    assert_eq!(json["removed"].as_array().unwrap().len(), 0);
    let (_, code) = report(&[new.to_str().unwrap(), "--max-bytes", "1"]);
    assert_eq!(code, 1);
    let (_, code) = report(&[old.to_str().unwrap(), "--max-bytes", "0"]);
    assert_eq!(code, 0);
    std::fs::remove_dir_all(&dir).ok();
}

fn partition_of(text: &str) -> ChunkPartition {
    let analysis = analyze(text);
    partition::partition_chunk(
        &analysis.ir.chunks[0],
        &analysis.chunks[0],
        text,
        &analysis.aliases,
    )
}

fn count(part: &ChunkPartition, kind: &str) -> u64 {
    partition::totals(part)
        .into_iter()
        .find(|(k, _, _)| k.name() == kind)
        .map_or(0, |(_, c, _)| c)
}

const MESH: &str = r#"sdy.mesh @mesh = <["data"=2, "model"=4]>
"#;

#[test]
fn one_gathered_value_serves_every_user() {
    // %w is sharded on its contracting dim and used by two dots: XLA gathers once.
    let text = format!(
        r#"{MESH}func.func @main(%x: tensor<8x64xf32>, %y: tensor<8x64xf32>, %w: tensor<64x32xf32> {{sdy.sharding = #sdy.sharding<@mesh, [{{"model"}}, {{}}]>}}) -> (tensor<8x32xf32>, tensor<8x32xf32>) {{
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<8x64xf32>, tensor<64x32xf32>) -> tensor<8x32xf32>
  %1 = stablehlo.dot_general %y, %w, contracting_dims = [1] x [0] : (tensor<8x64xf32>, tensor<64x32xf32>) -> tensor<8x32xf32>
  return %0, %1 : tensor<8x32xf32>, tensor<8x32xf32>
}}
"#
    );
    let part = partition_of(&text);
    let f = &part.functions[0];
    let kinds: Vec<&str> = f.collectives.iter().map(|c| c.kind.name()).collect();
    // Replicated %x and %y are sliced locally on the contracting dim: partial sums.
    assert_eq!(kinds, ["all-reduce", "all-reduce"], "{:#?}", f.collectives);
    assert_eq!(f.collectives[0].bytes_per_device, 8 * 32 * 4);
    assert_eq!(f.collectives[0].axes[0].name, "model");
}

#[test]
fn a_gather_for_two_users_is_counted_once() {
    // %a on "data" meets two adds whose other operands are replicated and
    // whose results are pinned replicated: one all-gather of %a serves both.
    let text = format!(
        r#"{MESH}func.func @main(%a: tensor<8x16xf32> {{sdy.sharding = #sdy.sharding<@mesh, [{{"data"}}, {{}}]>}}, %b: tensor<8x16xf32>) -> (tensor<8x16xf32> {{sdy.sharding = #sdy.sharding<@mesh, [{{}}, {{}}]>}}, tensor<8x16xf32> {{sdy.sharding = #sdy.sharding<@mesh, [{{}}, {{}}]>}}) {{
  %0 = stablehlo.add %a, %b : tensor<8x16xf32>
  %1 = sdy.sharding_constraint %0 <@mesh, [{{}}, {{}}]> : tensor<8x16xf32>
  %2 = stablehlo.multiply %a, %b : tensor<8x16xf32>
  %3 = sdy.sharding_constraint %2 <@mesh, [{{}}, {{}}]> : tensor<8x16xf32>
  return %1, %3 : tensor<8x16xf32>, tensor<8x16xf32>
}}
"#
    );
    let part = partition_of(&text);
    let gathers: Vec<_> = part.functions[0]
        .collectives
        .iter()
        .filter(|c| c.kind.name() == "all-gather")
        .collect();
    assert_eq!(gathers.len(), 1, "{gathers:#?}");
}

#[test]
fn callees_count_once_per_call_site_and_loops_once() {
    let text = format!(
        r#"{MESH}func.func @main(%x: tensor<16x64xf32> {{sdy.sharding = #sdy.sharding<@mesh, [{{}}, {{"model"}}]>}}) -> tensor<16xf32> {{
  %0 = call @sum(%x) : (tensor<16x64xf32>) -> tensor<16xf32>
  %1 = call @sum(%x) : (tensor<16x64xf32>) -> tensor<16xf32>
  %2 = stablehlo.add %0, %1 : tensor<16xf32>
  return %2 : tensor<16xf32>
}}
func.func private @sum(%x: tensor<16x64xf32>) -> tensor<16xf32> {{
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %0 = stablehlo.reduce(%x init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
  return %0 : tensor<16xf32>
}}
"#
    );
    let part = partition_of(&text);
    assert_eq!(part.executions, [1, 2]);
    assert_eq!(part.functions[1].collectives.len(), 1);
    assert_eq!(count(&part, "all-reduce"), 2);
}

fn sort_text(shape: &str) -> String {
    format!(
        r#"{MESH}func.func @main(%x: tensor<{shape}xf32> {{sdy.sharding = #sdy.sharding<@mesh, [{{"data"}}, {{"model"}}]>}}) -> (tensor<{shape}xf32>, tensor<{shape}xi32>) {{
  %i = stablehlo.iota dim = 1 : tensor<{shape}xi32>
  %0:2 = "stablehlo.sort"(%x, %i) <{{dimension = 1 : i64, is_stable = false}}> ({{
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i32>, %d: tensor<i32>):
    %p = stablehlo.compare GT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }}) : (tensor<{shape}xf32>, tensor<{shape}xi32>) -> (tensor<{shape}xf32>, tensor<{shape}xi32>)
  return %0#0, %0#1 : tensor<{shape}xf32>, tensor<{shape}xi32>
}}
"#
    )
}

#[test]
fn a_sort_moves_its_sorted_axes_to_a_free_dimension() {
    // As XLA does (tests/partition_jax_programs.rs, sort_argmax): "model"
    // moves from the sorted dim 1 to dim 0 (8 rows take 2 × 4 shards) with an
    // all-to-all per operand, and back per used result.
    let part = partition_of(&sort_text("8x64"));
    let f = &part.functions[0];
    let kinds: Vec<&str> = f.collectives.iter().map(|c| c.kind.name()).collect();
    assert_eq!(kinds, ["all-to-all"; 4], "{:#?}", f.collectives);
    for c in &f.collectives {
        assert_eq!(c.axes[0].name, "model");
        // [4, 16] of 4 bytes on each device.
        assert_eq!(c.bytes_per_device, 4 * 16 * 4);
    }
    assert!(f.collectives[0]
        .reason
        .contains("move from dimension 1 to dimension 0"));
}

#[test]
fn a_sort_without_a_free_dimension_gathers_its_sorted_dimension() {
    // 2 rows cannot take 2 × 4 shards: the sorted dim is gathered, as XLA does.
    let part = partition_of(&sort_text("2x64"));
    let f = &part.functions[0];
    let gathers: Vec<_> = f
        .collectives
        .iter()
        .filter(|c| c.kind.name() == "all-gather")
        .collect();
    assert_eq!(gathers.len(), 2, "{:#?}", f.collectives);
    assert_eq!(gathers[0].axes[0].name, "model");
    // The larger side: the gathered [1, 64] f32 buffer.
    assert_eq!(gathers[0].bytes_per_device, 64 * 4);
    assert!(
        gathers[0].reason.contains("need-replication"),
        "{}",
        gathers[0].reason
    );
}

#[test]
fn memory_counts_padding_and_aliases() {
    // 10 rows on 4 devices: each holds 3 (padded), f32 × 8 columns.
    let text = format!(
        r#"{MESH}func.func @main(%x: tensor<10x8xf32> {{sdy.sharding = #sdy.sharding<@mesh, [{{"model"}}, {{}}]>, tf.aliasing_output = 0 : i32}}) -> (tensor<10x8xf32> {{sdy.sharding = #sdy.sharding<@mesh, [{{"model"}}, {{}}]>}}) {{
  %0 = stablehlo.negate %x : tensor<10x8xf32>
  return %0 : tensor<10x8xf32>
}}
"#
    );
    let part = partition_of(&text);
    let m = &part.functions[0].memory;
    assert_eq!(m.argument_bytes, 3 * 8 * 4);
    assert_eq!(m.result_bytes, 3 * 8 * 4);
    assert_eq!(m.alias_bytes, 3 * 8 * 4);
    // The result reuses the donated argument's buffer.
    assert_eq!(m.peak_bytes, 3 * 8 * 4);
}

/// Backend predictions: an extra, labelled layer that leaves `totals` as
/// the partitioner emits them, whatever the backend.
#[test]
fn report_predictions_leave_the_totals_alone() {
    let dir = std::env::temp_dir().join(format!("mesh-lsp-predict-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("sliced.mlir");
    // A replicated matmul result returned sharded on the contracting axis.
    std::fs::write(
        &file,
        r#"sdy.mesh @mesh = <["data"=2, "model"=4]>
func.func @main(%x: tensor<16x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %w: tensor<256x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) -> (tensor<16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) {
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<16x256xf32>, tensor<256x64xf32>) -> tensor<16x64xf32>
  return %0 : tensor<16x64xf32>
}
"#,
    )
    .unwrap();
    let path = file.to_str().unwrap();
    let json = |backend: &str| -> serde_json::Value {
        let (out, code) = report(&[path, "--format", "json", "--backend", backend]);
        assert_eq!(code, 0, "{backend}");
        serde_json::from_str(&out).unwrap()
    };
    let (gpu, cpu) = (json("gpu"), json("cpu"));
    let p = &gpu["functions"][0]["predictions"][0];
    assert_eq!(p["rewrite"], "reduce-scatter", "{p}");
    assert_eq!(p["pass"], "ReduceScatterCreator");
    assert_eq!(p["replaces_lines"][0], 3);
    assert_eq!(gpu["backend"]["name"], "gpu");
    assert_eq!(cpu["functions"][0]["predictions"], serde_json::json!([]));
    // The partitioner's all-reduce stays in the totals on every backend.
    assert_eq!(gpu["totals"], cpu["totals"]);
    assert_eq!(gpu["totals"]["all-reduce"]["count"], 1);
    assert_eq!(gpu["totals"]["reduce-scatter"]["count"], 0);
    // The text says it is a prediction, for which backend and why.
    let (text, _) = report(&[path, "--hardware", "h100"]);
    assert!(
        text.contains("predicted after partitioning (backend gpu: the hardware model is a GPU; not in the totals)"),
        "{text}"
    );
    assert!(text.contains("ReduceScatterCreator"), "{text}");
    let (_, code) = report(&[path, "--backend", "npu"]);
    assert_eq!(code, 2);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn report_combines_the_collectives_of_called_functions() {
    let dir = std::env::temp_dir().join(format!("mesh-lsp-inlined-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("calls.mlir");
    // Two row-parallel matmuls in two functions `@main` calls independently.
    let callee = |name: &str| {
        format!(
            r#"func.func private @{name}(%x: tensor<16x256xf32>, %w: tensor<256x64xf32>) -> tensor<16x64xf32> {{
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<16x256xf32>, tensor<256x64xf32>) -> tensor<16x64xf32>
  return %0 : tensor<16x64xf32>
}}
"#
        )
    };
    let text = format!(
        r#"sdy.mesh @mesh = <["data"=2, "model"=4]>
func.func @main(%x: tensor<16x256xf32> {{sdy.sharding = #sdy.sharding<@mesh, [{{"data"}}, {{"model"}}]>}}, %w: tensor<256x64xf32> {{sdy.sharding = #sdy.sharding<@mesh, [{{"model"}}, {{}}]>}}, %v: tensor<256x64xf32> {{sdy.sharding = #sdy.sharding<@mesh, [{{"model"}}, {{}}]>}}) -> (tensor<16x64xf32>, tensor<16x64xf32>) {{
  %0 = call @first(%x, %w) : (tensor<16x256xf32>, tensor<256x64xf32>) -> tensor<16x64xf32>
  %1 = call @second(%x, %v) : (tensor<16x256xf32>, tensor<256x64xf32>) -> tensor<16x64xf32>
  return %0, %1 : tensor<16x64xf32>, tensor<16x64xf32>
}}
{}{}"#,
        callee("first"),
        callee("second")
    );
    std::fs::write(&file, text).unwrap();
    let path = file.to_str().unwrap();
    let (out, code) = report(&[path, "--format", "json", "--backend", "cpu"]);
    assert_eq!(code, 0);
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    // Each function alone has one all-reduce: nothing to combine there.
    for f in json["functions"].as_array().unwrap() {
        assert_eq!(f["predictions"], serde_json::json!([]), "{f}");
    }
    let across = json["combined_across_functions"].as_array().unwrap();
    assert_eq!(across.len(), 1, "{json}");
    assert_eq!(across[0]["entry"], "main");
    assert_eq!(
        across[0]["pass"],
        "CpuAllReduceCombiner (cpu-all-reduce-combiner)"
    );
    let members: Vec<&str> = across[0]["members"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["function"].as_str().unwrap())
        .collect();
    assert_eq!(members, ["first", "second"]);
    assert_eq!(across[0]["result_bytes_per_device"], 2 * 2048);
    // The totals stay the partitioner's: two all-reduces.
    assert_eq!(json["totals"]["all-reduce"]["count"], 2);
    let (text, _) = report(&[path, "--backend", "cpu"]);
    assert!(
        text.contains(
            "predicted across functions, the calls inlined (backend cpu; not in the totals)"
        ),
        "{text}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
