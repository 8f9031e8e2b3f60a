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
    assert_eq!(
        capabilities["inlayHintProvider"],
        json!({"resolveProvider": true})
    );
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
        // The exported (closed) form, what the compiler will use.
        assert_eq!(tanh["label"], ": [{\"data\"}, {}] 16x32 → 8x32");
        assert!(tanh["tooltip"]
            .as_str()
            .unwrap()
            .contains("input annotation"));
    }
}

/// A row-parallel matmul, whose all-reduce has a communication hint.
const MATMUL: &str = r#"sdy.mesh @mesh = <["data"=2, "model"=4]>
func.func @main(%x: tensor<16x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %w: tensor<256x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) -> tensor<16x64xf32> {
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<16x256xf32>, tensor<256x64xf32>) -> tensor<16x64xf32>
  %1 = stablehlo.tanh %0 : tensor<16x64xf32>
  return %1 : tensor<16x64xf32>
}
"#;

/// A client that resolves tooltips lazily (as VS Code does) gets the hints
/// without them, and each from `inlayHint/resolve`: the tooltip an eager
/// client gets (sharding and communication hints), for the revision the hint
/// came from; a hint of an older revision comes back as it was.
#[tokio::test]
async fn tooltips_come_with_resolve_when_the_client_resolves_them() {
    let mut communication_hints = 0;
    for text in [TEXT, MATMUL] {
        let whole = range_of(text, 0, text.len(), Enc::Utf16);
        let mut eager = Client::start(utf16_capabilities()).await;
        eager.open(URI, 1, text).await;
        let eager_hints = eager
            .request(
                "textDocument/inlayHint",
                json!({"textDocument": doc(URI), "range": whole}),
            )
            .await;
        let mut capabilities = utf16_capabilities();
        capabilities["textDocument"]["inlayHint"] =
            json!({"resolveSupport": {"properties": ["tooltip"]}});
        let mut lazy = Client::start(capabilities).await;
        lazy.open(URI, 1, text).await;
        let lazy_hints = lazy
            .request(
                "textDocument/inlayHint",
                json!({"textDocument": doc(URI), "range": whole}),
            )
            .await;
        let (eager_hints, lazy_hints) = (
            eager_hints.as_array().unwrap(),
            lazy_hints.as_array().unwrap(),
        );
        assert_eq!(eager_hints.len(), lazy_hints.len(), "{lazy_hints:#?}");
        assert!(!lazy_hints.is_empty());
        for (eager_hint, lazy_hint) in eager_hints.iter().zip(lazy_hints) {
            assert!(eager_hint["tooltip"].is_string(), "{eager_hint:#?}");
            assert!(lazy_hint.get("tooltip").is_none(), "{lazy_hint:#?}");
            assert_eq!(eager_hint["label"], lazy_hint["label"]);
            assert_eq!(eager_hint["position"], lazy_hint["position"]);
            let resolved = lazy.request("inlayHint/resolve", lazy_hint.clone()).await;
            assert_eq!(resolved["tooltip"], eager_hint["tooltip"], "{resolved:#?}");
            assert_eq!(resolved["label"], lazy_hint["label"]);
            let label = lazy_hint["label"].as_str().unwrap();
            communication_hints += usize::from(label.starts_with('⇄'));
        }
        // A space typed at the start of the file: the hint is of the revision
        // before, and is not resolved against text that moved.
        lazy.change(URI, 2, (0, 0), (0, 0), " ").await;
        let stale = lazy
            .request("inlayHint/resolve", lazy_hints[0].clone())
            .await;
        assert!(stale.get("tooltip").is_none(), "{stale:#?}");
        assert_eq!(stale["label"], lazy_hints[0]["label"]);
    }
    assert!(
        communication_hints > 0,
        "no communication hint was resolved"
    );
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
    // `openMarkers` shows propagation's open dims.
    c.notify(
        "workspace/didChangeConfiguration",
        json!({"settings": {"meshLsp": {"inlayHints": {"notation": "sdy", "openMarkers": true}}}}),
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
    assert!(labels.contains(&": [{\"data\", ?}, {?}]"), "{labels:?}");
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

/// A `shard` reshard pair, with non-ASCII text before the reshard op.
const SHARD_TEXT: &str = r#"shard.grid @grid(shape = 2x4)
func.func @f(%arg0: tensor<16x8xf32>) -> tensor<16x8xf32> attributes {note = "ünïcode 𝕏"} {
  %s0 = shard.sharding @grid split_axes = [[0, 1]] : !shard.sharding
  %0 = shard.shard %arg0 to %s0 : tensor<16x8xf32>
  %s1 = shard.sharding @grid split_axes = [[0]] : !shard.sharding
  %1 = shard.shard %0 to %s1 annotate_for_users : tensor<16x8xf32>
  return %1 : tensor<16x8xf32>
}
"#;

/// A proposal `mesh.annotate … as_result = false` after one with a
/// different sharding.
const PROPOSAL_TEXT: &str = r#"mesh.cluster @mesh0(rank = 2, dim_sizes = [2, 2])
func.func @f(%arg0: tensor<2x4xf32>) -> tensor<2x4xf32> attributes {mesh_cluster = @mesh0, note = "é𝕏"} {
  %0 = mesh.annotate %arg0 {sharding = [[], [0, 1]]} : tensor<2x4xf32> -> tensor<2x4xf32>
  %1 = mesh.annotate %0 {as_result = false, sharding = [[], [0]]} : tensor<2x4xf32> -> tensor<2x4xf32>
  return %1 : tensor<2x4xf32>
}
"#;

/// Takes the "Replace this reshard" action on the line of `at`; checks it
/// edits only that op and the result has no errors; returns the new text.
async fn take_materialize(text: &str, at: &str, enc: Enc) -> String {
    let uri = "file:///materialize.mlir";
    let capabilities = match enc {
        Enc::Utf8 => utf8_capabilities(),
        Enc::Utf16 => utf16_capabilities(),
    };
    let mut c = Client::start(capabilities).await;
    c.open(uri, 1, text).await;
    let start = text.find(at).unwrap();
    let end = start + text[start..].find('\n').unwrap();
    let actions = c
        .request(
            "textDocument/codeAction",
            json!({"textDocument": doc(uri), "range": range_of(text, start, start + 2, enc), "context": {"diagnostics": []}}),
        )
        .await;
    let action = actions
        .as_array()
        .unwrap()
        .iter()
        .find(|a| {
            a["title"]
                .as_str()
                .unwrap()
                .starts_with("Replace this reshard with explicit collectives")
        })
        .unwrap_or_else(|| panic!("no materialize action: {actions:#}"))
        .clone();
    assert_eq!(action["kind"], "refactor.rewrite");
    let edits = &action["edit"]["changes"][uri];
    for edit in edits.as_array().unwrap() {
        let range = &edit["range"];
        assert!(offset_of(text, &range["start"], enc) >= start);
        assert!(offset_of(text, &range["end"], enc) <= end);
        assert_eq!(text_at(text, range, enc), &text[start..end]);
    }
    let fixed = apply_edits(text, edits, enc);
    // The edited document, sent back, has no errors.
    c.notify(
        "textDocument/didChange",
        json!({"textDocument": {"uri": uri, "version": 2}, "contentChanges": [{"text": fixed}]}),
    )
    .await;
    let published = loop {
        let p = c.notification("textDocument/publishDiagnostics").await;
        if p["version"] == 2 {
            break p;
        }
    };
    let errors: Vec<&Value> = published["diagnostics"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|d| d["severity"] == 1)
        .collect();
    assert!(errors.is_empty(), "{fixed}\n{errors:#?}");
    c.shutdown().await;
    fixed
}

#[tokio::test]
async fn shard_reshard_becomes_explicit_shard_collectives() {
    for enc in BOTH {
        let fixed = take_materialize(SHARD_TEXT, "%1 = shard.shard", enc).await;
        assert!(
            fixed.contains("  %v1_resharded = shard.all_gather %v1_local on @grid grid_axes = [1] gather_axis = 0 : tensor<2x8xf32> -> tensor<8x8xf32>\n"),
            "{fixed}"
        );
        assert!(
            fixed.contains("  %1 = shard.shard %v1_global to %s1 : tensor<16x8xf32>\n  return %1"),
            "{fixed}"
        );
    }
}

#[tokio::test]
async fn proposal_annotate_becomes_explicit_mesh_collectives() {
    for enc in BOTH {
        let fixed = take_materialize(PROPOSAL_TEXT, "%1 = mesh.annotate", enc).await;
        assert!(
            fixed.contains("  %1 = mesh.all_gather %0 {mesh_axis = [[], [1]]} : tensor<2x4xf32, #mesh.shard<@mesh0, [[], [0, 1]]>> -> tensor<2x4xf32, #mesh.shard<@mesh0, [[], [0]]>>\n  return %1"),
            "{fixed}"
        );
    }
}
