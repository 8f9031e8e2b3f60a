//! The communication view of `shard` dialect files against LLVM 22's
//! `shard-partition` (../shared/tools/shard_oracle.sh --partition): the
//! collectives per kind with their bytes per device (the larger of each
//! collective's per-device operand and result types), and the argument and
//! result bytes of the partitioned function's per-device signature.
//!
//! Where `mlir-opt` crashes (a reshard it has no one-step pattern for:
//! `[[0]]` → `[[1]]` on a 2x4 grid segfaults in
//! `partitionTriviallyShardableOperation`), the case shows what mesh-lsp
//! reports instead, and that the plan it reports is a valid one (every
//! plan is checked step by step against the collectives' semantics).
//! Needs `mlir-22-tools`; without `mlir-opt` it says so and passes.

mod partition_support;
mod shard_support;

use partition_support::ours;
use shard_support::{mlir_opt_available, ORACLE};
use std::collections::BTreeMap;
use std::process::Command;

const GRID: &str = "shard.grid @grid(shape = 2x4)\n";

/// A function that reshards `%x` (16x64 f32) from `from` to `to` before an
/// elementwise op.
fn reshard(name: &str, from: &str, to: &str) -> String {
    format!(
        r#"{GRID}func.func @{name}(%x: tensor<16x64xf32>) -> tensor<16x64xf32> {{
  %s0 = shard.sharding @grid split_axes = {from} : !shard.sharding
  %s1 = shard.sharding @grid split_axes = {to} : !shard.sharding
  %a = shard.shard %x to %s0 : tensor<16x64xf32>
  %b = shard.shard %a to %s1 annotate_for_users : tensor<16x64xf32>
  %e = tensor.empty() : tensor<16x64xf32>
  %r = linalg.exp ins(%b : tensor<16x64xf32>) outs(%e : tensor<16x64xf32>) -> tensor<16x64xf32>
  return %r : tensor<16x64xf32>
}}
"#
    )
}

/// `x @ w` with the contracting dim split over grid axis 1 (row parallel).
const ROW_PARALLEL: &str = r#"shard.grid @grid(shape = 2x4)
func.func @row(%x: tensor<16x256xf32>, %w: tensor<256x32xf32>) -> tensor<16x32xf32> {
  %sx = shard.sharding @grid split_axes = [[0], [1]] : !shard.sharding
  %sw = shard.sharding @grid split_axes = [[1], []] : !shard.sharding
  %so = shard.sharding @grid split_axes = [[0], []] : !shard.sharding
  %x0 = shard.shard %x to %sx annotate_for_users : tensor<16x256xf32>
  %w0 = shard.shard %w to %sw annotate_for_users : tensor<256x32xf32>
  %e = tensor.empty() : tensor<16x32xf32>
  %y = linalg.matmul ins(%x0, %w0 : tensor<16x256xf32>, tensor<256x32xf32>) outs(%e : tensor<16x32xf32>) -> tensor<16x32xf32>
  %y0 = shard.shard %y to %so : tensor<16x32xf32>
  return %y0 : tensor<16x32xf32>
}
"#;

/// Bytes of `tensor<8x64xf32>`.
fn tensor_bytes(ty: &str) -> Option<i64> {
    let inner = ty.trim().strip_prefix("tensor<")?.strip_suffix('>')?;
    let mut parts: Vec<&str> = inner.split('x').collect();
    let element = match parts.pop()? {
        "f32" | "i32" => 4,
        "f16" | "bf16" => 2,
        "f64" | "i64" => 8,
        _ => return None,
    };
    parts
        .iter()
        .try_fold(element, |acc: i64, d| Some(acc * d.parse::<i64>().ok()?))
}

/// Every `tensor<…>` in `text`, as bytes.
fn tensors_in(text: &str) -> Vec<i64> {
    text.match_indices("tensor<")
        .filter_map(|(at, _)| {
            let end = text[at..].find('>')? + at + 1;
            tensor_bytes(&text[at..end])
        })
        .collect()
}

struct Partitioned {
    collectives: BTreeMap<String, Vec<i64>>,
    arguments: i64,
    results: i64,
}

/// `mlir-opt`'s partitioning of `text`, or why it failed.
fn mlir_opt_partition(text: &str) -> Result<Partitioned, String> {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("input.mlir");
    std::fs::write(&path, text).unwrap();
    let run = Command::new("bash")
        .arg(ORACLE)
        .arg(&path)
        .arg("--partition")
        .output()
        .unwrap();
    if !run.status.success() {
        return Err(format!("mlir-opt failed ({})", run.status));
    }
    let out = String::from_utf8(run.stdout).unwrap();
    let mut collectives: BTreeMap<String, Vec<i64>> = BTreeMap::new();
    let (mut arguments, mut results) = (0, 0);
    for line in out.lines() {
        let line = line.trim();
        if let Some(signature) = line.strip_prefix("func.func ") {
            let (args, rest) = signature.split_once(") -> ").unwrap_or((signature, ""));
            arguments = tensors_in(args).iter().sum();
            results = tensors_in(rest).iter().sum();
            continue;
        }
        let Some((_, op)) = line.split_once(" = shard.") else {
            continue;
        };
        let kind = match op.split_whitespace().next().unwrap_or("") {
            "all_reduce" => "all-reduce",
            "all_gather" => "all-gather",
            "all_to_all" => "all-to-all",
            "reduce_scatter" => "reduce-scatter",
            "shift" => "collective-permute",
            _ => continue, // local ops (all_slice, process_multi_index, …)
        };
        let types = op.rsplit_once(" : ").map_or("", |(_, t)| t);
        let bytes = tensors_in(types).into_iter().max().unwrap_or(0);
        collectives.entry(kind.to_string()).or_default().push(bytes);
    }
    for v in collectives.values_mut() {
        v.sort();
    }
    Ok(Partitioned {
        collectives,
        arguments,
        results,
    })
}

#[test]
fn collectives_and_bytes_agree_with_shard_partition() {
    if !mlir_opt_available() {
        println!("skipping: mlir-opt 22 not installed (apt-get install -y mlir-22-tools)");
        return;
    }
    let mlp = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../examples/mlp_shard.mlir"
    ))
    .unwrap();
    let cases = [
        ("examples/mlp_shard.mlir", mlp),
        ("row-parallel matmul", ROW_PARALLEL.to_string()),
        (
            "[[0]] -> [[], [0]] (all_to_all)",
            reshard("move", "[[0], []]", "[[], [0]]"),
        ),
        (
            "[[0], [1]] -> [[0]] (all_gather)",
            reshard("gather", "[[0], [1]]", "[[0]]"),
        ),
        (
            "[[0, 1]] -> [[0]] (all_gather of the minor axis)",
            reshard("gather_minor", "[[0, 1]]", "[[0]]"),
        ),
        (
            "[[]] -> [[1]] (a local slice)",
            reshard("slice", "[[]]", "[[1]]"),
        ),
    ];
    let mut failures = Vec::new();
    for (name, text) in &cases {
        let reference = match mlir_opt_partition(text) {
            Ok(p) => p,
            Err(why) => {
                failures.push(format!("{name}: {why}"));
                continue;
            }
        };
        let ours = ours(text);
        println!(
            "{name:48} ours {:?} args {} results {}  mlir-opt {:?} args {} results {}",
            ours.bytes,
            ours.arguments,
            ours.results,
            reference.collectives,
            reference.arguments,
            reference.results
        );
        if ours.bytes != reference.collectives
            || ours.arguments != reference.arguments
            || ours.results != reference.results
        {
            failures.push(format!("{name}: differs"));
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
}

#[test]
fn where_shard_partition_crashes_the_view_still_answers() {
    if !mlir_opt_available() {
        println!("skipping: mlir-opt 22 not installed (apt-get install -y mlir-22-tools)");
        return;
    }
    // [[0]] → [[1]]: grid axis 0 (2 devices) replaced by axis 1 (4 devices)
    // on one dim. LLVM 22's shard-partition segfaults on it.
    let text = reshard("swap", "[[0], []]", "[[1], []]");
    let reference = mlir_opt_partition(&text);
    assert!(
        reference.is_err(),
        "mlir-opt 22 partitions it now; compare with it instead"
    );
    let ours = ours(&text);
    // A local slice to rows on both axes, then a permute to the target's
    // devices: 16x64 f32 over 4 devices is 1 KiB on each.
    assert_eq!(
        ours.bytes,
        BTreeMap::from([("collective-permute".to_string(), vec![1024])]),
        "{:?}",
        ours.bytes
    );
}
