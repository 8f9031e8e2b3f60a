//! Hover, inlay hints and code actions over the protocol, under both position
//! encodings, with non-ASCII text before the positions involved.

mod lsp_support;

use lsp_support::*;
use serde_json::{json, Value};

const URI: &str = "file:///conflict.mlir";

/// `%arg0` and `%arg1` disagree on dim 0 of the add; the signature has
/// non-ASCII text before `%arg1`.
const TEXT: &str = r#"sdy.mesh @mesh = <["data"=2, "model"=4]>
func.func @main(%arg0: tensor<16x32xf32> {jax.note = "héllo 𝕏", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg1: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) -> tensor<16x32xf32> {
  %0 = stablehlo.add %arg0, %arg1 : tensor<16x32xf32>
  %1 = stablehlo.tanh %arg0 : tensor<16x32xf32>
  return %1 : tensor<16x32xf32>
}
"#;

const BOTH: [Enc; 2] = [Enc::Utf8, Enc::Utf16];

async fn client(enc: Enc) -> Client {
    let capabilities = match enc {
        Enc::Utf8 => utf8_capabilities(),
        Enc::Utf16 => utf16_capabilities(),
    };
    let mut client = Client::start(capabilities).await;
    client.open(URI, 1, TEXT).await;
    client
}

#[tokio::test]
async fn capabilities_advertise_hover_hints_and_actions() {
    let client = Client::start(utf16_capabilities()).await;
    let capabilities = &client.initialize_result["capabilities"];
    assert_eq!(capabilities["hoverProvider"], true);
    assert_eq!(capabilities["inlayHintProvider"], true);
    let kinds = &capabilities["codeActionProvider"]["codeActionKinds"];
    assert_eq!(kinds, &json!(["quickfix", "refactor.rewrite"]));
}

#[tokio::test]
async fn inlay_hints_show_inferred_shardings_at_the_right_column() {
    let text = TEXT.to_string();
    for enc in BOTH {
        let mut c = client(enc).await;
        let hints = c
            .request(
                "textDocument/inlayHint",
                json!({"textDocument": doc(URI), "range": range_of(&text, 0, text.len(), enc)}),
            )
            .await;
        let hints = hints.as_array().expect("a list of hints");
        let tanh = hints
            .iter()
            .find(|h| offset_of(&text, &h["position"], enc) == text.find("%1 =").unwrap() + 2)
            .unwrap_or_else(|| panic!("hint after %1: {hints:#?}"));
        assert_eq!(tanh["label"], ": [{\"data\", ?}, {?}] 16x32 → 8x32");
        assert!(tanh["tooltip"]
            .as_str()
            .unwrap()
            .contains("input annotation"));
    }
}

#[tokio::test]
async fn hints_follow_settings() {
    let text = TEXT.to_string();
    let mut c = client(Enc::Utf16).await;
    c.notify(
        "workspace/didChangeConfiguration",
        json!({"settings": {"meshLsp": {"inlayHints": {"notation": "gspmd", "shapes": false}}}}),
    )
    .await;
    let hints = c
        .request(
            "textDocument/inlayHint",
            json!({"textDocument": doc(URI), "range": range_of(&text, 0, text.len(), Enc::Utf16)}),
        )
        .await;
    let labels: Vec<&str> = hints
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|h| h["label"].as_str())
        .collect();
    assert!(
        labels.contains(&": {devices=[2,1,4]<=[8] last_tile_dim_replicate}"),
        "{labels:?}"
    );
}

#[tokio::test]
async fn hover_explains_a_value_after_non_ascii_text() {
    for enc in BOTH {
        let capabilities = match enc {
            Enc::Utf8 => utf8_capabilities(),
            Enc::Utf16 => utf16_capabilities(),
        };
        let mut c = Client::start(capabilities).await;
        c.open(URI, 1, TEXT).await;
        let hover = c
            .request("textDocument/hover", at(URI, pos(TEXT, "%arg1:", 2, enc)))
            .await;
        let markdown = hover["contents"]["value"].as_str().expect("markdown hover");
        assert!(markdown.contains("**%arg1**"), "{markdown}");
        assert!(markdown.contains("Per device: `4x32`"), "{markdown}");
        assert_eq!(text_at(TEXT, &hover["range"], enc), "%arg1");
    }
}

#[tokio::test]
async fn quick_fix_reshards_and_removes_the_conflict() {
    for enc in BOTH {
        let capabilities = match enc {
            Enc::Utf8 => utf8_capabilities(),
            Enc::Utf16 => utf16_capabilities(),
        };
        let mut c = Client::start(capabilities).await;
        c.open(URI, 1, TEXT).await;
        let start = TEXT.find("%0 =").unwrap();
        let actions = c
            .request(
                "textDocument/codeAction",
                json!({
                    "textDocument": doc(URI),
                    "range": range_of(TEXT, start, start + 4, enc),
                    "context": {"diagnostics": []},
                }),
            )
            .await;
        let actions = actions.as_array().expect("actions");
        let fix = actions
            .iter()
            .find(|a| a["kind"] == "quickfix")
            .unwrap_or_else(|| panic!("a quick fix: {actions:#?}"));
        assert!(
            fix["title"].as_str().unwrap().starts_with("Reshard %arg"),
            "{}",
            fix["title"]
        );
        let edits: &Value = &fix["edit"]["changes"][URI];
        let fixed = apply_edits(TEXT, edits, enc);
        assert!(fixed.contains("sdy.reshard"), "{fixed}");
        let diagnostics = mesh_lsp::check::check_text(&fixed);
        assert!(
            diagnostics.iter().all(|d| d.code != "propagation/conflict"),
            "{fixed}"
        );
        assert!(!mesh_lsp::syntax::parse(&fixed).root_node().has_error());
    }
}

#[tokio::test]
async fn changed_settings_ask_the_client_to_refresh_hints() {
    let mut capabilities = utf16_capabilities();
    capabilities["workspace"] = json!({"inlayHint": {"refreshSupport": true}});
    let mut c = Client::start(capabilities).await;
    c.open(URI, 1, TEXT).await;
    c.notify(
        "workspace/didChangeConfiguration",
        json!({"settings": {"meshLsp": {"inlayHints": {"shapes": false}}}}),
    )
    .await;
    // The refresh comes from a spawned task: keep the connection busy until it arrives.
    for _ in 0..100 {
        if c.server_requests
            .iter()
            .any(|r| r["method"] == "workspace/inlayHint/refresh")
        {
            return;
        }
        c.request("workspace/symbol", json!({"query": "main"}))
            .await;
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    }
    panic!("no workspace/inlayHint/refresh: {:?}", c.server_requests);
}
