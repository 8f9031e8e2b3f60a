//! `--partitioner shardy` (`partition::shardy_explicit`) against Shardy itself:
//! jaxlib 0.10.2's `sdy-propagation-pipeline`,
//! `sdy-insert-explicit-reshards{enable-full-version=true}` and
//! `sdy-reshard-to-collectives`, run by `tools/shardy_explicit.py` at test
//! time on
//!
//! - the sdy programs of the shared corpus (`../shared/corpus/jax/*.sdy.mlir`),
//! - the Shardy lowerings of `tools/jax_partitioned.py` when
//!   `tests/partition_jax_programs.rs` has written them
//!   (`$CARGO_TARGET_TMPDIR/jax-partitioned`),
//! - the small cases below.
//!
//! Per function and collective kind (`all_gather`, `all_reduce`, `all_to_all`,
//! `collective_permute`, and the local `all_slice`), the count and each
//! collective's bytes per device must agree. Shardy's side is read from its
//! output module: the collectives it wrote, sized by mesh-lsp's analysis of
//! that module (a written collective's bytes are the larger of its operand
//! and result per device). It prints N/M and fails on a difference `KNOWN`
//! does not list with its reason, or on a listed one that agrees. Without a
//! Python that has jax it says why and passes.
//!
//! Also: the Shardy-form partitioned view of every input parses and verifies
//! with jaxlib's `sdy` dialect; `meshLsp/partitionedFunction` takes
//! `"partitioner": "shardy"`; `mesh-lsp report --partitioner shardy`; and,
//! without Python, where the two partitioners choose differently (one
//! all-gather per use against XLA's shared one).

mod lsp_support;
mod shardy_support;

use lsp_support::*;
use mesh_lsp::assist::partitioned::partitioned_view_with;
use serde_json::json;

use mesh_lsp::partition::{self, Cause, Partitioner};
use mesh_lsp::pipeline::analyze;
use mesh_lsp::reshard::CollectiveKind;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Programs where the prediction differs from Shardy's output, and why.
const KNOWN: &[(&str, &str)] = &[];

const CASES: &[(&str, &str)] = &[
    (
        "dot_conflict",
        r#"sdy.mesh @mesh = <["x"=2, "y"=4]>
func.func @main(%a: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>}, %b: tensor<32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<64x32xf32>, tensor<32x16xf32>) -> tensor<64x16xf32>
  return %0 : tensor<64x16xf32>
}
"#,
    ),
    (
        "add_conflict",
        r#"sdy.mesh @mesh = <["x"=2, "y"=4]>
func.func @main(%a: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %b: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}) -> (tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {}]>}) {
  %0 = stablehlo.add %a, %b : tensor<64x32xf32>
  return %0 : tensor<64x32xf32>
}
"#,
    ),
    (
        "transpose_unary",
        r#"sdy.mesh @mesh = <["x"=2, "y"=4]>
func.func @main(%a: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>}) -> (tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) {
  %0 = stablehlo.transpose %a, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} : (tensor<64x32xf32>) -> tensor<32x64xf32>
  return %0 : tensor<32x64xf32>
}
"#,
    ),
    (
        "reduce_sharded",
        r#"sdy.mesh @mesh = <["x"=2, "y"=4]>
func.func @main(%a: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>}) -> (tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) {
  %c = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.reduce(%a init: %c) applies stablehlo.add across dimensions = [1] : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
  return %0 : tensor<64xf32>
}
"#,
    ),
    (
        "two_uses_one_gather_each",
        r#"sdy.mesh @mesh = <["x"=8]>
func.func @main(%a: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %b: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}, %c: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}) -> (tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}, tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}) {
  %0 = stablehlo.multiply %a, %b : tensor<64x32xf32>
  %1 = stablehlo.multiply %a, %c : tensor<64x32xf32>
  return %0, %1 : tensor<64x32xf32>, tensor<64x32xf32>
}
"#,
    ),
    (
        "pad_sharded",
        r#"sdy.mesh @mesh = <["x"=4]>
func.func @main(%a: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<66x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) {
  %c = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.pad %a, %c, low = [1, 0], high = [1, 0], interior = [0, 0] : (tensor<64x32xf32>, tensor<f32>) -> tensor<66x32xf32>
  return %0 : tensor<66x32xf32>
}
"#,
    ),
    (
        "rows_to_columns",
        r#"sdy.mesh @mesh = <["x"=2, "y"=4]>
func.func @main(%a: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", "y"}, {}]>}) -> (tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"y", "x"}]>}) {
  %0 = stablehlo.negate %a : tensor<64x32xf32>
  return %0 : tensor<64x32xf32>
}
"#,
    ),
    (
        "swap_axes",
        r#"sdy.mesh @mesh = <["x"=2, "y"=2]>
func.func @main(%a: tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>}) -> (tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {"x"}]>}) {
  %0 = stablehlo.abs %a : tensor<16x16xf32>
  return %0 : tensor<16x16xf32>
}
"#,
    ),
    (
        "dot_batch_conflict",
        r#"sdy.mesh @mesh = <["x"=2, "y"=2, "z"=2]>
func.func @main(%a: tensor<8x32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}, {"z"}]>}, %b: tensor<8x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {}, {"x"}]>}) -> (tensor<8x32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"z"}, {}, {}]>}) {
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x32x16xf32>, tensor<8x16x64xf32>) -> tensor<8x32x64xf32>
  return %0 : tensor<8x32x64xf32>
}
"#,
    ),
    (
        "reshape_split",
        r#"sdy.mesh @mesh = <["x"=2, "y"=4]>
func.func @main(%a: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {"x"}]>}) -> (tensor<8x8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}, {"y"}]>}) {
  %0 = stablehlo.reshape %a : (tensor<64x32xf32>) -> tensor<8x8x32xf32>
  return %0 : tensor<8x8x32xf32>
}
"#,
    ),
    (
        "concat_sharded_dim",
        r#"sdy.mesh @mesh = <["x"=4]>
func.func @main(%a: tensor<32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %b: tensor<32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}) -> (tensor<64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) {
  %0 = stablehlo.concatenate %a, %b, dim = 0 : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<64x16xf32>
  return %0 : tensor<64x16xf32>
}
"#,
    ),
    (
        "slice_sharded_dim",
        r#"sdy.mesh @mesh = <["x"=4, "y"=2]>
func.func @main(%a: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>}) -> (tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>}) {
  %0 = stablehlo.slice %a [0:32, 0:32] : (tensor<64x32xf32>) -> tensor<32x32xf32>
  return %0 : tensor<32x32xf32>
}
"#,
    ),
    (
        "broadcast_conflict",
        r#"sdy.mesh @mesh = <["x"=2, "y"=4]>
func.func @main(%a: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}]>}) -> (tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {"x"}]>}) {
  %0 = stablehlo.broadcast_in_dim %a, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
  return %0 : tensor<16x32xf32>
}
"#,
    ),
    (
        "conv_spatial_no_halo",
        r#"sdy.mesh @mesh = <["x"=4]>
func.func @main(%a: tensor<1x32x32x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}, {}, {}]>}, %k: tensor<3x3x8x16xf32>) -> (tensor<1x32x32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}, {}, {}]>}) {
  %0 = stablehlo.convolution(%a, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x32x32x8xf32>, tensor<3x3x8x16xf32>) -> tensor<1x32x32x16xf32>
  return %0 : tensor<1x32x32x16xf32>
}
"#,
    ),
    (
        "reduce_two_dims",
        r#"sdy.mesh @mesh = <["x"=2, "y"=4]>
func.func @main(%a: tensor<8x64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}, {"y"}]>}) -> (tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}) {
  %c = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.reduce(%a init: %c) applies stablehlo.add across dimensions = [1, 2] : (tensor<8x64x32xf32>, tensor<f32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
"#,
    ),
    (
        "sub_axes",
        r#"sdy.mesh @mesh = <["x"=8]>
func.func @main(%a: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x":(1)2}, {"x":(2)4}]>}) -> (tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) {
  %0 = stablehlo.negate %a : tensor<16x32xf32>
  return %0 : tensor<16x32xf32>
}
"#,
    ),
];

const KINDS: [CollectiveKind; 5] = [
    CollectiveKind::AllGather,
    CollectiveKind::AllReduce,
    CollectiveKind::AllToAll,
    CollectiveKind::CollectivePermute,
    CollectiveKind::AllSlice,
];

/// Function → kind → bytes per device of each collective, sorted.
type Collectives = BTreeMap<String, BTreeMap<&'static str, Vec<i64>>>;

/// mesh-lsp's prediction: the collectives of `--partitioner shardy`, with
/// the local all-slices of its reshard plans.
fn predicted(text: &str) -> Collectives {
    let analysis = analyze(text);
    let mut out = Collectives::new();
    for (chunk, ca) in analysis.ir.chunks.iter().zip(&analysis.chunks) {
        let part = partition::partition_chunk_with(
            chunk,
            ca,
            text,
            &analysis.aliases,
            Partitioner::Shardy,
        );
        for f in &part.functions {
            let per = out.entry(f.name.clone()).or_default();
            for c in &f.collectives {
                per.entry(c.kind.name())
                    .or_default()
                    .push(c.bytes_per_device);
            }
            let slices = f
                .insertions
                .iter()
                .filter_map(|i| match &i.what {
                    partition::Inserted::Operand { plans, .. }
                    | partition::Inserted::Result { plans, .. } => Some(plans),
                    _ => None,
                })
                .flatten()
                .flat_map(|p| &p.steps)
                .filter(|s| s.kind() == CollectiveKind::AllSlice)
                .count();
            for _ in 0..slices {
                // Compared by count only: an all-slice moves nothing.
                per.entry(CollectiveKind::AllSlice.name())
                    .or_default()
                    .push(0);
            }
        }
    }
    normalize(out)
}

/// Shardy's output module: the collectives it wrote, sized by our analysis.
fn written(text: &str) -> Collectives {
    let analysis = analyze(text);
    let mut out = Collectives::new();
    for (chunk, ca) in analysis.ir.chunks.iter().zip(&analysis.chunks) {
        let part = partition::partition_chunk(chunk, ca, text, &analysis.aliases);
        for f in &part.functions {
            let per = out.entry(f.name.clone()).or_default();
            for c in f.collectives.iter().filter(|c| c.cause == Cause::Explicit) {
                per.entry(c.kind.name())
                    .or_default()
                    .push(c.bytes_per_device);
            }
            let slices = chunk.functions[f.func]
                .ir
                .ops
                .iter()
                .filter(|op| op.name == "sdy.all_slice")
                .count();
            for _ in 0..slices {
                per.entry(CollectiveKind::AllSlice.name())
                    .or_default()
                    .push(0);
            }
        }
    }
    normalize(out)
}

fn normalize(mut c: Collectives) -> Collectives {
    for per in c.values_mut() {
        per.retain(|k, v| {
            v.sort();
            KINDS.iter().any(|kind| kind.name() == *k)
        });
    }
    c.retain(|_, per| !per.is_empty());
    c
}

/// Every input, copied into `scratch` under a name that says where it
/// comes from (the corpus and the JAX programs share names).
fn inputs(scratch: &Path) -> Vec<PathBuf> {
    std::fs::create_dir_all(scratch).expect("scratch dir");
    let mut named: Vec<(String, String)> = CASES
        .iter()
        .map(|(name, text)| (format!("case_{name}"), text.to_string()))
        .collect();
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let sources = [
        (
            "corpus",
            root.join("../../shared/corpus/jax"),
            "../shared is absent",
        ),
        (
            "jax",
            Path::new(env!("CARGO_TARGET_TMPDIR")).join("jax-partitioned"),
            "tests/partition_jax_programs.rs writes it",
        ),
    ];
    for (prefix, dir, why) in sources {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            println!("skipping {}: absent ({why})", dir.display());
            continue;
        };
        let mut files: Vec<PathBuf> = entries
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.to_string_lossy().ends_with(".sdy.mlir"))
            .collect();
        files.sort();
        for f in files {
            let stem = f
                .file_name()
                .unwrap()
                .to_string_lossy()
                .replace(".sdy.mlir", "");
            if let Ok(text) = std::fs::read_to_string(&f) {
                named.push((format!("{prefix}_{stem}"), text));
            }
        }
    }
    named
        .into_iter()
        .map(|(name, text)| {
            let p = scratch.join(format!("{name}.sdy.mlir"));
            std::fs::write(&p, text).expect("write input");
            p
        })
        .collect()
}

#[test]
fn shardy_partitioner_agrees_with_shardy_explicit_reshards() {
    let python = match shardy_support::oracle_python() {
        Ok(p) => p,
        Err(why) => {
            println!("skipping: {why}");
            return;
        }
    };
    let tmp = Path::new(env!("CARGO_TARGET_TMPDIR")).join("shardy-explicit");
    let _ = std::fs::remove_dir_all(&tmp);
    let files = inputs(&tmp.join("in"));
    let outdir = tmp.join("out");
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tools/shardy_explicit.py");
    let run = Command::new(&python)
        .arg(&script)
        .arg("--out")
        .arg(&outdir)
        .args(&files)
        .output()
        .expect("run tools/shardy_explicit.py");
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    let mut agree = 0;
    let mut compared = 0;
    let mut failures = Vec::new();
    for file in &files {
        let name = file.file_name().unwrap().to_string_lossy().to_string();
        let key = name.trim_end_matches(".sdy.mlir").to_string();
        let produced = outdir.join(&name);
        let Ok(shardy_text) = std::fs::read_to_string(&produced) else {
            let error =
                std::fs::read_to_string(outdir.join(format!("{name}.error"))).unwrap_or_default();
            println!(
                "{key}: Shardy failed, not compared: {}",
                error.lines().next().unwrap_or("")
            );
            continue;
        };
        let text = std::fs::read_to_string(file).expect("read input");
        let ours = predicted(&text);
        let theirs = written(&shardy_text);
        compared += 1;
        let known = KNOWN.iter().find(|(k, _)| *k == key);
        if ours == theirs {
            agree += 1;
            println!("{key}: agrees ({} functions with collectives)", ours.len());
            if known.is_some() {
                failures.push(format!("{key} agrees but KNOWN lists it"));
            }
        } else {
            println!("{key}: differs\n  mesh-lsp: {ours:?}\n  Shardy:   {theirs:?}");
            match known {
                Some((_, why)) => println!("  known: {why}"),
                None => failures.push(format!("{key}: mesh-lsp {ours:?}, Shardy {theirs:?}")),
            }
        }
    }
    println!("agreement with Shardy's explicit reshards: {agree}/{compared}");
    assert!(compared >= CASES.len(), "too few modules compared");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The value `%a` is gathered for each of its two users by Shardy, once by XLA.
#[test]
fn shardy_gathers_once_per_use_where_xla_shares_one() {
    let text = CASES
        .iter()
        .find(|(n, _)| *n == "two_uses_one_gather_each")
        .unwrap()
        .1;
    let analysis = analyze(text);
    let (chunk, ca) = (&analysis.ir.chunks[0], &analysis.chunks[0]);
    let count = |p: Partitioner| {
        let part = partition::partition_chunk_with(chunk, ca, text, &analysis.aliases, p);
        part.functions[0]
            .collectives
            .iter()
            .filter(|c| c.kind == CollectiveKind::AllToAll || c.kind == CollectiveKind::AllGather)
            .count()
    };
    assert_eq!(count(Partitioner::Xla), 1);
    assert_eq!(count(Partitioner::Shardy), 2);
}

#[test]
fn shardy_views_verify_with_shardy() {
    let python = match shardy_support::oracle_python() {
        Ok(p) => p,
        Err(why) => {
            println!("skipping: {why}");
            return;
        }
    };
    let tmp = Path::new(env!("CARGO_TARGET_TMPDIR")).join("shardy-explicit-views");
    let _ = std::fs::remove_dir_all(&tmp);
    let files = inputs(&tmp.join("in"));
    let mut views = Vec::new();
    let mut inserted = 0;
    let mut mismatched: Vec<String> = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        let analysis = analyze(&text);
        let Some(at) = text.find("func.func") else {
            continue;
        };
        let Some(view) = partitioned_view_with(&analysis, &text, at, Partitioner::Shardy) else {
            continue;
        };
        assert!(
            view.text.contains("Shardy's insert-explicit-reshards"),
            "{}",
            view.text
        );
        // The view writes out exactly the predicted collectives.
        let (written_out, expected) = (written(&view.text), predicted(&text));
        if written_out != expected {
            mismatched.push(format!(
                "{}: the view writes {written_out:?}, predicted {expected:?}",
                file.display()
            ));
        }
        let path = file.with_extension("view.mlir");
        std::fs::write(&path, &view.text).unwrap();
        inserted += view.ops_inserted;
        views.push(path);
    }
    let verify = r#"
import sys
from jax._src.interpreters import mlir as jmlir
from jax._src.lib.mlir import ir
bad = 0
for path in sys.argv[1:]:
    with jmlir.make_ir_context():
        try:
            ok = ir.Module.parse(open(path).read()).operation.verify()
        except Exception as e:
            ok = False
            print(path, str(e).splitlines()[:3])
    bad += not ok
print("verified", len(sys.argv) - 1 - bad, "of", len(sys.argv) - 1)
sys.exit(1 if bad else 0)
"#;
    let checked = Command::new(&python)
        .arg("-c")
        .arg(verify)
        .args(&views)
        .output()
        .expect("run the verifier");
    let stdout = String::from_utf8_lossy(&checked.stdout);
    println!("{stdout}{inserted} collectives inserted as sdy ops");
    assert!(
        checked.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&checked.stderr)
    );
    assert!(
        views.len() >= CASES.len() && inserted >= CASES.len(),
        "{views:?}"
    );
    assert!(mismatched.is_empty(), "{}", mismatched.join("\n"));
}

#[tokio::test]
async fn the_request_takes_a_partitioner() {
    let text = CASES
        .iter()
        .find(|(n, _)| *n == "two_uses_one_gather_each")
        .unwrap()
        .1;
    let uri = "file:///two_uses.mlir";
    let mut c = Client::start(utf16_capabilities()).await;
    c.open(uri, 1, text).await;
    let position = pos(text, "stablehlo.multiply", 0, Enc::Utf16);
    let gathers = |v: &serde_json::Value| v["text"].as_str().unwrap().matches("= sdy.all_").count();
    let xla = c
        .request("meshLsp/partitionedFunction", at(uri, position.clone()))
        .await;
    assert!(
        xla["text"]
            .as_str()
            .unwrap()
            .contains("XLA's SPMD partitioner"),
        "{xla}"
    );
    let mut params = at(uri, position.clone());
    params["partitioner"] = json!("shardy");
    let shardy = c.request("meshLsp/partitionedFunction", params).await;
    let shardy_text = shardy["text"].as_str().unwrap();
    assert!(
        shardy_text.contains("Shardy's insert-explicit-reshards"),
        "{shardy}"
    );
    assert!(
        gathers(&shardy) > gathers(&xla),
        "{}\n{}",
        xla["text"],
        shardy_text
    );
    let mut bad = at(uri, position);
    bad["partitioner"] = json!("gspmd");
    let error = c
        .request_result("meshLsp/partitionedFunction", bad)
        .await
        .expect_err("an unknown partitioner is an error");
    assert!(error.to_string().contains("unknown partitioner"), "{error}");
}

#[test]
fn report_takes_a_partitioner() {
    let text = CASES
        .iter()
        .find(|(n, _)| *n == "two_uses_one_gather_each")
        .unwrap()
        .1;
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("shardy-explicit-report");
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("two_uses.mlir");
    std::fs::write(&file, text).unwrap();
    let run = |extra: &[&str]| -> serde_json::Value {
        let out = Command::new(env!("CARGO_BIN_EXE_mesh-lsp"))
            .arg("report")
            .arg(&file)
            .args(["--format", "json"])
            .args(extra)
            .output()
            .unwrap();
        assert_eq!(
            out.status.code(),
            Some(0),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        serde_json::from_slice(&out.stdout).unwrap()
    };
    let xla = run(&[]);
    let shardy = run(&["--partitioner", "shardy"]);
    assert!(xla.get("partitioner").is_none());
    assert_eq!(shardy["partitioner"], "shardy");
    let count = |r: &serde_json::Value| {
        r["totals"]["all-to-all"]["count"].as_u64().unwrap()
            + r["totals"]["all-gather"]["count"].as_u64().unwrap()
    };
    assert_eq!(count(&xla), 1, "{xla}");
    assert_eq!(count(&shardy), 2, "{shardy}");
    let text_out = Command::new(env!("CARGO_BIN_EXE_mesh-lsp"))
        .arg("report")
        .arg(&file)
        .args(["--partitioner", "shardy"])
        .output()
        .unwrap();
    assert!(
        String::from_utf8_lossy(&text_out.stdout).contains("as Shardy's insert-explicit-reshards")
    );
    let bad = Command::new(env!("CARGO_BIN_EXE_mesh-lsp"))
        .arg("report")
        .arg(&file)
        .args(["--partitioner", "gspmd"])
        .output()
        .unwrap();
    assert_eq!(bad.status.code(), Some(2));
}

/// Random programs (`shardy_support::program` and `feature_program`: meshes
/// with size-1 and non-power-of-two axes, non-dividing dims, sub-axes,
/// concatenate/pad/slice/reverse along sharded dims): the prediction must
/// never panic, and agrees with Shardy on at least `RANDOM_FLOOR` of
/// `RANDOM_PROGRAMS`. A difference can come from propagation as well
/// (tests/shardy_oracle_differential.rs measures that), so this is a floor
/// that must not regress, not a list. Of the 8 that differ, 5 are
/// all-reduces of unreduced (`unreduced={…}`) values: jaxlib's Shardy writes
/// a second `sdy.all_reduce` over the same axes right after the first when
/// the all-reduced operand is then resharded (random_7: two all-reduces
/// of `{"a"}` on `%arg0`), which is not followed here; the other 3 are
/// extra all-slices or all-gathers not yet traced.
const RANDOM_PROGRAMS: u64 = 80;
const RANDOM_FLOOR: usize = 72;

#[test]
fn random_programs_agree_with_shardy() {
    let python = match shardy_support::oracle_python() {
        Ok(p) => p,
        Err(why) => {
            println!("skipping: {why}");
            return;
        }
    };
    let tmp = Path::new(env!("CARGO_TARGET_TMPDIR")).join("shardy-explicit-random");
    let _ = std::fs::remove_dir_all(&tmp);
    std::fs::create_dir_all(tmp.join("in")).unwrap();
    let mut files = Vec::new();
    for i in 0..RANDOM_PROGRAMS {
        let seed = shardy_support::OP_SHARDING_SEEDS + i;
        let text = if i % 2 == 0 {
            shardy_support::program(seed)
        } else {
            shardy_support::feature_program(seed).0
        };
        let path = tmp.join("in").join(format!("random_{i}.sdy.mlir"));
        std::fs::write(&path, text).unwrap();
        files.push(path);
    }
    let outdir = tmp.join("out");
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tools/shardy_explicit.py");
    let run = Command::new(&python)
        .arg(&script)
        .arg("--out")
        .arg(&outdir)
        .args(&files)
        .output()
        .expect("run tools/shardy_explicit.py");
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    let (mut agree, mut compared) = (0, 0);
    for file in &files {
        let name = file.file_name().unwrap().to_string_lossy().to_string();
        let text = std::fs::read_to_string(file).unwrap();
        let ours = predicted(&text);
        let Ok(theirs_text) = std::fs::read_to_string(outdir.join(&name)) else {
            continue;
        };
        compared += 1;
        let theirs = written(&theirs_text);
        if ours == theirs {
            agree += 1;
        } else {
            println!("{name}: differs\n  mesh-lsp: {ours:?}\n  Shardy:   {theirs:?}");
        }
    }
    println!("random programs: {agree}/{compared} agree with Shardy's explicit reshards");
    assert!(agree >= RANDOM_FLOOR, "regressed: {agree} < {RANDOM_FLOOR}");
}
