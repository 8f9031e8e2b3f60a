//! The "Show partitioned function" view: the module with the partitioner's
//! collectives written out as Shardy ops.
//!
//! - `a_row_parallel_matmul_and_a_reshard_are_written_out`: exact lines on a
//!   small program of our own, and the view parses with 0 errors;
//! - `views_of_jax_programs_verify_with_shardy`: the view of every Shardy
//!   lowering of `tools/jax_partitioned.py` parses and verifies with the
//!   `sdy` dialect inside jaxlib (MLIR's parser and Shardy's verifiers);
//!   skipped, saying why, without a Python that has jax;
//! - the LSP request `meshLsp/partitionedFunction`.

mod lsp_support;
mod partition_support;
mod shardy_support;

use lsp_support::*;
use mesh_lsp::assist::partitioned::partitioned_view;
use mesh_lsp::check::check_text;
use mesh_lsp::diagnostic::Severity;
use mesh_lsp::pipeline::analyze;
use serde_json::json;
use std::process::Command;

const TEXT: &str = r#"sdy.mesh @mesh = <["data"=2, "model"=4]>
func.func @main(%x: tensor<16x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %w: tensor<256x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) -> (tensor<16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) {
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<16x256xf32>, tensor<256x64xf32>) -> tensor<16x64xf32>
  %1 = stablehlo.negate %0 : tensor<16x64xf32>
  return %1 : tensor<16x64xf32>
}
"#;

#[test]
fn a_row_parallel_matmul_and_a_reshard_are_written_out() {
    let analysis = analyze(TEXT);
    let at = TEXT.find("stablehlo.negate").unwrap();
    let view = partitioned_view(&analysis, TEXT, at).expect("a view");
    assert_eq!(view.name, "@main");
    let ops: Vec<&str> = view
        .text
        .lines()
        .map(str::trim)
        .filter(|l| l.contains("= sdy.") || l.starts_with('%') || l.starts_with("return"))
        .collect();
    assert_eq!(
        ops,
        [
            r#"%0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<16x256xf32>, tensor<256x64xf32>) -> tensor<16x64xf32>"#,
            r#"%_0_p1 = sdy.all_reduce {"model"} %0 out_sharding=<@mesh, [{"data"}, {}]> : tensor<16x64xf32>"#,
            r#"%1 = stablehlo.negate %_0_p1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<16x64xf32>"#,
            r#"%_1_p2 = sdy.all_gather [{"data"}, {}] %1 out_sharding=<@mesh, [{}, {}]> : tensor<16x64xf32>"#,
            r#"return %_1_p2 : tensor<16x64xf32>"#,
        ],
        "{}",
        view.text
    );
    assert_eq!(view.ops_inserted, 2);
    assert!(
        view.text.contains("// ⇄ reduction factor k (size 256)"),
        "{}",
        view.text
    );
    let errors: Vec<_> = check_text(&view.text)
        .into_iter()
        .filter(|d| d.severity == Severity::Error)
        .collect();
    assert!(errors.is_empty(), "{errors:#?}\n{}", view.text);
}

#[test]
fn views_of_jax_programs_verify_with_shardy() {
    let python = match shardy_support::oracle_python() {
        Ok(p) => p,
        Err(why) => {
            println!("skipping: {why}");
            return;
        }
    };
    let out = partition_support::lower_jax_programs(&python, "partition-view")
        .unwrap_or_else(|e| panic!("{e}"));
    let mut views = Vec::new();
    for entry in std::fs::read_dir(&out).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        if !name.ends_with(".sdy.mlir") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        let analysis = analyze(&text);
        let at = text.find("@main").expect("a main function");
        let view = partitioned_view(&analysis, &text, at).expect("a view");
        let view_path = out.join(name.replace(".sdy.mlir", ".view.mlir"));
        std::fs::write(&view_path, &view.text).unwrap();
        views.push((view_path, view.ops_inserted));
    }
    views.sort();
    assert!(views.len() >= 20, "{views:?}");
    let verify = r#"
import sys
from jax._src.interpreters import mlir as jmlir
from jax._src.lib.mlir import ir
bad = 0
for path in sys.argv[1:]:
    with jmlir.make_ir_context():
        try:
            module = ir.Module.parse(open(path).read())
            ok = module.operation.verify()
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
        .args(views.iter().map(|(p, _)| p))
        .output()
        .expect("run the verifier");
    let stdout = String::from_utf8_lossy(&checked.stdout);
    println!("{stdout}");
    assert!(
        checked.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&checked.stderr)
    );
    let inserted: usize = views.iter().map(|(_, n)| n).sum();
    println!(
        "{} views, {inserted} collectives inserted as sdy ops",
        views.len()
    );
    assert!(inserted >= 15, "{views:?}");
}

#[tokio::test]
async fn the_request_returns_the_view() {
    let mut c = Client::start(utf16_capabilities()).await;
    c.open("file:///row.mlir", 1, TEXT).await;
    let result = c
        .request(
            "meshLsp/partitionedFunction",
            at(
                "file:///row.mlir",
                pos(TEXT, "stablehlo.negate", 0, Enc::Utf16),
            ),
        )
        .await;
    assert_eq!(result["name"], "@main");
    assert!(
        result["text"]
            .as_str()
            .unwrap()
            .contains("sdy.all_reduce {\"model\"} %0"),
        "{result}"
    );
    // Outside any function: null.
    let none = c
        .request(
            "meshLsp/partitionedFunction",
            json!({"textDocument": doc("file:///row.mlir"), "position": {"line": 0, "character": 0}}),
        )
        .await;
    assert!(none.is_null(), "{none}");
}
