//! The communication view over the protocol: a code lens per function, an
//! inlay hint and a hover on the op that communicates, and the hardware
//! setting.

mod lsp_support;

use lsp_support::*;
use serde_json::json;

const URI: &str = "file:///megatron.mlir";

/// A row-parallel matmul: the contracting dim is sharded on "model" in both
/// operands, so each device holds partial sums and XLA all-reduces them.
const TEXT: &str = r#"sdy.mesh @mesh = <["data"=2, "model"=4]>
func.func @main(%x: tensor<16x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %w: tensor<256x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) -> tensor<16x64xf32> {
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<16x256xf32>, tensor<256x64xf32>) -> tensor<16x64xf32>
  return %0 : tensor<16x64xf32>
}
"#;

#[tokio::test]
async fn lens_hint_and_hover_show_the_all_reduce() {
    let enc = Enc::Utf16;
    let mut c = Client::start(utf16_capabilities()).await;
    c.open(URI, 1, TEXT).await;

    let lenses = c
        .request("textDocument/codeLens", json!({"textDocument": doc(URI)}))
        .await;
    let lenses = lenses.as_array().expect("lenses");
    assert_eq!(lenses.len(), 1, "{lenses:?}");
    assert_eq!(text_at(TEXT, &lenses[0]["range"], enc), "@main");
    let title = lenses[0]["command"]["title"].as_str().unwrap();
    assert!(
        title.starts_with("1 all-reduce · 2.0 KiB/device"),
        "{title}"
    );
    assert!(title.contains("fits tpu-v5e"), "{title}");

    let whole = range_of(TEXT, 0, TEXT.len(), enc);
    let hints = c
        .request(
            "textDocument/inlayHint",
            json!({"textDocument": doc(URI), "range": whole}),
        )
        .await;
    let labels: Vec<&str> = hints
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|h| h["label"].as_str())
        .collect();
    assert!(
        labels
            .iter()
            .any(|l| l.starts_with("⇄ all-reduce \"model\" 2.0 KiB")),
        "{labels:?}"
    );

    let hover = c
        .request(
            "textDocument/hover",
            at(URI, pos(TEXT, "stablehlo.dot_general", 4, enc)),
        )
        .await;
    let md = hover["contents"]["value"].as_str().unwrap();
    assert!(md.contains("**all-reduce** over \"model\""), "{md}");
    assert!(md.contains("why: reduction factor"), "{md}");

    // The hardware setting changes the model of the lens.
    c.notify(
        "workspace/didChangeConfiguration",
        json!({"settings": {"meshLsp": {"hardware": "h100"}}}),
    )
    .await;
    let lenses = c
        .request("textDocument/codeLens", json!({"textDocument": doc(URI)}))
        .await;
    let title = lenses[0]["command"]["title"].as_str().unwrap();
    assert!(title.contains("fits h100"), "{title}");
}

/// 24 GiB per device: fits an H100's 80 GB, not a v5e's 16 GiB.
const BIG: &str = r#"sdy.mesh @mesh = <["data"=2, "model"=4]>
func.func @main(%a: tensor<262144x65536xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data", "model"}, {}]>}, %b: tensor<262144x65536xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data", "model"}, {}]>}) -> tensor<262144x65536xf32> {
  %0 = stablehlo.add %a, %b : tensor<262144x65536xf32>
  return %0 : tensor<262144x65536xf32>
}
"#;

fn codes(published: &serde_json::Value) -> Vec<String> {
    published["diagnostics"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["code"].as_str().unwrap_or_default().to_string())
        .collect()
}

#[tokio::test]
async fn choosing_hardware_publishes_whether_it_fits() {
    let mut c = Client::start(utf16_capabilities()).await;
    c.open("file:///big.mlir", 1, BIG).await;
    let first = c.notification("textDocument/publishDiagnostics").await;
    // No hardware chosen: no fit check.
    assert!(
        !codes(&first).iter().any(|c| c == "partition/does-not-fit"),
        "{first}"
    );
    c.notify(
        "workspace/didChangeConfiguration",
        json!({"settings": {"meshLsp": {"hardware": "tpu-v5e"}}}),
    )
    .await;
    let again = c.notification("textDocument/publishDiagnostics").await;
    let diagnostics = again["diagnostics"].as_array().unwrap();
    let fit: Vec<_> = diagnostics
        .iter()
        .filter(|d| d["code"] == "partition/does-not-fit")
        .collect();
    assert_eq!(fit.len(), 1, "{again}");
    assert_eq!(text_at(BIG, &fit[0]["range"], Enc::Utf16), "@main");
    assert_eq!(fit[0]["severity"], 2);

    c.notify(
        "workspace/didChangeConfiguration",
        json!({"settings": {"meshLsp": {"hardware": "h100"}}}),
    )
    .await;
    let on_h100 = c.notification("textDocument/publishDiagnostics").await;
    assert!(
        !codes(&on_h100)
            .iter()
            .any(|c| c == "partition/does-not-fit"),
        "{on_h100}"
    );
}
