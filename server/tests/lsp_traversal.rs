//! The `meshLsp.propagation.traversal` setting: a `shard` file is analysed
//! again with the traversal chosen, and hovers show its shardings.

mod lsp_support;

use lsp_support::*;
use serde_json::json;

const URI: &str = "file:///traversal.mlir";

/// LLVM's `forward-backward-sharding-propagation.mlir` without its comments:
/// `%1` is split on grid axis 0 with `traversal=forward-backward`, on axis 1
/// with the default (backward first, so the generic's `[[1]]` reaches it).
const TEXT: &str = r#"#map = affine_map<(d0, d1) -> (d0, d1)>
shard.grid @grid(shape = 1) {sym_visibility = "private"}
func.func @f() -> tensor<6x6xi32> {
  %c1_i32 = arith.constant 1 : i32
  %0 = tensor.empty() : tensor<6x6xi32>
  %sharding_row = shard.sharding @grid split_axes = [[0]] : !shard.sharding
  %annotated_row = shard.shard %0 to %sharding_row : tensor<6x6xi32>
  %1 = linalg.fill ins(%c1_i32 : i32) outs(%annotated_row : tensor<6x6xi32>) -> tensor<6x6xi32>
  %2 = tensor.empty() : tensor<6x6xi32>
  %3 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%2, %1 : tensor<6x6xi32>, tensor<6x6xi32>) outs(%2 : tensor<6x6xi32>) {
  ^bb0(%in: i32, %in_2: i32, %out: i32):
    %9 = arith.addi %in, %in_2 : i32
    linalg.yield %9 : i32
  } -> tensor<6x6xi32>
  %sharding_col = shard.sharding @grid split_axes = [[1]] : !shard.sharding
  %annotated_col = shard.shard %3 to %sharding_col : tensor<6x6xi32>
  return %annotated_col : tensor<6x6xi32>
}
"#;

async fn hover_on_fill(c: &mut Client) -> String {
    let hover = c
        .request(
            "textDocument/hover",
            at(URI, pos(TEXT, "%1 = linalg.fill", 1, Enc::Utf16)),
        )
        .await;
    hover["contents"]["value"]
        .as_str()
        .unwrap_or_default()
        .to_string()
}

#[tokio::test]
async fn the_traversal_setting_reanalyses_shard_files() {
    let mut c = Client::start(utf16_capabilities()).await;
    c.open(URI, 1, TEXT).await;
    let default = hover_on_fill(&mut c).await;
    assert!(default.contains("split_axes = [[1]]"), "{default}");
    c.notify(
        "workspace/didChangeConfiguration",
        json!({"settings": {"meshLsp": {"propagation": {"traversal": "forward-backward"}}}}),
    )
    .await;
    let forward_backward = hover_on_fill(&mut c).await;
    assert!(
        forward_backward.contains("split_axes = [[0]]"),
        "{forward_backward}"
    );
    // An unknown name leaves the setting as it is.
    c.notify(
        "workspace/didChangeConfiguration",
        json!({"settings": {"meshLsp": {"propagation": {"traversal": "sideways"}}}}),
    )
    .await;
    assert_eq!(hover_on_fill(&mut c).await, forward_backward);
    c.notify(
        "workspace/didChangeConfiguration",
        json!({"settings": {"meshLsp": {"propagation": {"traversal": "backward-forward"}}}}),
    )
    .await;
    assert_eq!(hover_on_fill(&mut c).await, default);
}
