//! From the IR back to the Python source: JAX's `loc(…)` locations
//! (`as_text(debug_info=True)`) in hover, go-to-definition and `report`.

mod lsp_support;

use std::process::Command;

use lsp_support::*;
use serde_json::Value;

const BIN: &str = env!("CARGO_BIN_EXE_mesh-lsp");

/// What JAX 0.10 prints for `layer` (line 6, `y = x @ w`) called from `f`
/// (line 10) called from the module (line 14), on a 2x4 mesh where the
/// contraction is sharded: the dot_general all-reduces. The frames are
/// relative paths so the test can place `model.py` next to the document.
const LOWERED: &str = r#"#loc1 = loc("x")
#loc2 = loc("w")
module @jit_f attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> loc(#loc)
  func.func public @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>} loc("x"), %arg1: tensor<16x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>} loc("w")) -> (tensor<8x4xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x4xf32>) -> tensor<8x4xf32> loc(#loc19)
    %1 = stablehlo.tanh %0 : tensor<8x4xf32> loc(#loc20)
    return %1 : tensor<8x4xf32> loc(#loc14)
  } loc(#loc21)
} loc(#loc)
#loc = loc(unknown)
#loc3 = loc("model.py":6:8 to :13)
#loc4 = loc("model.py":10:8 to :19)
#loc5 = loc("model.py":14:6 to :19)
#loc6 = loc("model.py":7:11 to :22)
#loc8 = loc("layer"(#loc3))
#loc9 = loc("f"(#loc4))
#loc10 = loc("<module>"(#loc5))
#loc11 = loc("layer"(#loc6))
#loc13 = loc(callsite(#loc9 at #loc10))
#loc14 = loc("jit(f)"(#loc10))
#loc16 = loc(callsite(#loc8 at #loc13))
#loc17 = loc(callsite(#loc11 at #loc13))
#loc19 = loc("jit(f)/dot_general"(#loc16))
#loc20 = loc("jit(f)/tanh"(#loc17))
#loc21 = loc("model.py":9:0)
"#;

fn setup() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("lowered.mlir"), LOWERED).unwrap();
    std::fs::write(dir.path().join("model.py"), "# the model\n").unwrap();
    dir
}

#[test]
fn report_names_the_python_line_in_json_and_text() {
    let dir = setup();
    let json = Command::new(BIN)
        .args(["report", "lowered.mlir", "--format", "json"])
        .current_dir(dir.path())
        .output()
        .unwrap();
    assert_eq!(json.status.code(), Some(0));
    let report: Value = serde_json::from_slice(&json.stdout).unwrap();
    let main = &report["functions"][0];
    assert_eq!(
        main["source"],
        serde_json::json!({"file": "model.py", "line": 9, "column": 0})
    );
    let collective = &main["collectives"][0];
    assert_eq!(collective["kind"], "all-reduce");
    assert_eq!(
        collective["source"],
        serde_json::json!({"file": "model.py", "line": 6, "column": 8})
    );

    let text = Command::new(BIN)
        .args(["report", "lowered.mlir"])
        .current_dir(dir.path())
        .output()
        .unwrap();
    let text = String::from_utf8(text.stdout).unwrap();
    assert!(text.contains("@main (line 5, model.py:9:0)"), "{text}");
    assert!(
        text.contains("line 6 (model.py:6:8): all-reduce over \"model\""),
        "{text}"
    );
}

#[test]
fn report_without_locations_has_no_source_key() {
    let examples = concat!(env!("CARGO_MANIFEST_DIR"), "/../examples/mlp_sdy.mlir");
    let out = Command::new(BIN)
        .args(["report", examples, "--format", "json"])
        .output()
        .unwrap();
    let report: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert!(report["functions"][0].get("source").is_none());
    assert!(report["functions"][0]["collectives"][0]
        .get("source")
        .is_none());
}

fn uri_of(dir: &tempfile::TempDir, name: &str) -> String {
    format!("file://{}/{name}", dir.path().display())
}

#[tokio::test]
async fn hover_on_an_op_shows_the_python_frames() {
    let dir = setup();
    let uri = uri_of(&dir, "lowered.mlir");
    for enc in [Enc::Utf8, Enc::Utf16] {
        let caps = match enc {
            Enc::Utf8 => utf8_capabilities(),
            Enc::Utf16 => utf16_capabilities(),
        };
        let mut c = Client::start(caps).await;
        c.open(&uri, 1, LOWERED).await;
        let hover = c
            .request(
                "textDocument/hover",
                at(&uri, pos(LOWERED, "stablehlo.tanh", 3, enc)),
            )
            .await;
        let markdown = hover["contents"]["value"].as_str().unwrap_or_default();
        assert!(
            markdown.contains(
                "**source:** `model.py:7:11` (called from `model.py:10:8`, `model.py:14:6`)"
            ),
            "{hover}"
        );
        // A value's hover gets the line of the op that defines it too.
        let hover = c
            .request(
                "textDocument/hover",
                at(&uri, pos(LOWERED, "%0 = stablehlo.dot_general", 1, enc)),
            )
            .await;
        let markdown = hover["contents"]["value"].as_str().unwrap_or_default();
        assert!(markdown.contains("**source:** `model.py:6:8`"), "{hover}");
        c.shutdown().await;
    }
}

#[tokio::test]
async fn definition_on_an_op_jumps_to_the_python_line() {
    let dir = setup();
    let uri = uri_of(&dir, "lowered.mlir");
    let model = uri_of(&dir, "model.py");
    let mut c = Client::start(utf16_capabilities()).await;
    c.open(&uri, 1, LOWERED).await;
    let def = c
        .request(
            "textDocument/definition",
            at(&uri, pos(LOWERED, "stablehlo.dot_general", 4, Enc::Utf16)),
        )
        .await;
    let targets: Vec<(String, u64, u64)> = def
        .as_array()
        .unwrap_or_else(|| panic!("{def}"))
        .iter()
        .map(|l| {
            (
                l["uri"].as_str().unwrap().to_string(),
                l["range"]["start"]["line"].as_u64().unwrap(),
                l["range"]["start"]["character"].as_u64().unwrap(),
            )
        })
        .collect();
    // Innermost frame first, 0-based; the relative file resolved next to the
    // document.
    assert_eq!(
        targets,
        [
            (model.clone(), 5, 7),
            (model.clone(), 9, 7),
            (model.clone(), 13, 5)
        ]
    );

    // Value names keep their own definitions.
    let def = c
        .request(
            "textDocument/definition",
            at(
                &uri,
                pos(LOWERED, "%0 : tensor<8x4xf32> loc(#loc20)", 1, Enc::Utf16),
            ),
        )
        .await;
    assert_eq!(def[0]["uri"], uri.as_str(), "{def}");

    // A relative file that does not exist next to the document: no jump.
    let missing = LOWERED.replace("\"model.py\"", "\"gone.py\"");
    let other = uri_of(&dir, "other.mlir");
    c.open(&other, 1, &missing).await;
    let def = c
        .request(
            "textDocument/definition",
            at(&other, pos(&missing, "stablehlo.tanh", 2, Enc::Utf16)),
        )
        .await;
    assert!(def.is_null(), "{def}");
    c.shutdown().await;
}
