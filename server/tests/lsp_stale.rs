//! Stale and cancelled requests, and work-done progress, in process.
//!
//! The server is started with an artificial analysis delay
//! (`Tuning::analysis_delay`), so that a request is reliably still waiting
//! for its analysis when the next message arrives.

mod lsp_support;

use lsp_support::{at, doc, pos, range, utf16_capabilities, Client, Enc};
use mesh_lsp::lsp::{ServerOptions, Tuning};
use serde_json::{json, Value};
use std::time::Duration;

const URI: &str = "file:///tmp/stale.mlir";

const TEXT: &str = r#"sdy.mesh @mesh = <["x"=2, "y"=2]>
func.func @f(%arg0: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", "y"}, {}]>}) -> tensor<16x8xf32> {
  %0 = stablehlo.tanh %arg0 : tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}
"#;

const CONTENT_MODIFIED: i64 = -32801;
const REQUEST_CANCELLED: i64 = -32800;

fn options() -> ServerOptions {
    ServerOptions {
        debounce: Duration::from_millis(10),
    }
}

fn slow(delay_ms: u64) -> Tuning {
    Tuning {
        analysis_delay: Duration::from_millis(delay_ms),
        ..Tuning::default()
    }
}

fn hover_params() -> Value {
    at(URI, pos(TEXT, "%0 =", 1, Enc::Utf16))
}

fn error_code(result: Result<Value, Value>) -> i64 {
    match result {
        Ok(value) => panic!("expected an error, got {value}"),
        Err(error) => error["code"].as_i64().unwrap(),
    }
}

#[tokio::test]
async fn requests_superseded_by_a_change_answer_content_modified() {
    let mut client = Client::start_tuned(utf16_capabilities(), options(), slow(400)).await;
    client.open(URI, 1, TEXT).await;
    let hover = client
        .send_request("textDocument/hover", hover_params())
        .await;
    let hints = client
        .send_request(
            "textDocument/inlayHint",
            json!({ "textDocument": doc(URI), "range": range((0, 0), (5, 0)) }),
        )
        .await;
    let actions = client
        .send_request(
            "textDocument/codeAction",
            json!({ "textDocument": doc(URI), "range": range((2, 2), (2, 4)), "context": { "diagnostics": [] } }),
        )
        .await;
    // Version 2 arrives while the analysis of version 1 is still running.
    client.change(URI, 2, (5, 0), (5, 0), "// edited\n").await;
    for id in [hover, hints, actions] {
        assert_eq!(
            error_code(client.response(id).await),
            CONTENT_MODIFIED,
            "request {id}"
        );
    }
    // Asked again, for the new version, they are answered.
    let hover = client.request("textDocument/hover", hover_params()).await;
    assert!(
        hover["contents"]["value"]
            .as_str()
            .unwrap()
            .contains("16x8xf32"),
        "{hover}"
    );
    client.shutdown().await;
}

#[tokio::test]
async fn more_waiting_requests_than_four_do_not_hold_up_a_change() {
    // tower-lsp-server's default concurrency is 4: five waiting requests
    // would keep the didChange from being read until the analysis ended.
    let mut client = Client::start_tuned(utf16_capabilities(), options(), slow(600)).await;
    client.open(URI, 1, TEXT).await;
    let mut ids = Vec::new();
    for _ in 0..8 {
        ids.push(
            client
                .send_request("textDocument/hover", hover_params())
                .await,
        );
    }
    client.change(URI, 2, (5, 0), (5, 0), "\n").await;
    for id in ids {
        assert_eq!(error_code(client.response(id).await), CONTENT_MODIFIED);
    }
    client.shutdown().await;
}

#[tokio::test]
async fn cancel_request_answers_request_cancelled() {
    let mut client = Client::start_tuned(utf16_capabilities(), options(), slow(400)).await;
    client.open(URI, 1, TEXT).await;
    let hover = client
        .send_request("textDocument/hover", hover_params())
        .await;
    client
        .notify("$/cancelRequest", json!({ "id": hover }))
        .await;
    assert_eq!(error_code(client.response(hover).await), REQUEST_CANCELLED);
    // The analysis the cancelled request waited for is still cached and used.
    let started = std::time::Instant::now();
    let again = client.request("textDocument/hover", hover_params()).await;
    assert!(again["contents"]["value"].is_string(), "{again}");
    assert!(started.elapsed() < Duration::from_secs(5));
    client.shutdown().await;
}

#[tokio::test]
async fn an_unchanged_document_answers_without_waiting_twice() {
    let mut client = Client::start_tuned(utf16_capabilities(), options(), slow(300)).await;
    client.open(URI, 1, TEXT).await;
    // Both wait for the one analysis; neither is stale.
    let a = client
        .send_request("textDocument/hover", hover_params())
        .await;
    let b = client
        .send_request(
            "textDocument/inlayHint",
            json!({ "textDocument": doc(URI), "range": range((0, 0), (5, 0)) }),
        )
        .await;
    assert!(client.response(a).await.is_ok());
    assert!(client.response(b).await.is_ok());
    client.shutdown().await;
}

fn progress_capabilities() -> Value {
    let mut capabilities = utf16_capabilities();
    capabilities["window"] = json!({ "workDoneProgress": true });
    capabilities
}

#[tokio::test]
async fn a_slow_analysis_reports_work_done_progress() {
    let tuning = Tuning {
        progress_after: Duration::from_millis(50),
        analysis_delay: Duration::from_millis(700),
        ..Tuning::default()
    };
    let mut client = Client::start_tuned(progress_capabilities(), options(), tuning).await;
    client.open(URI, 1, TEXT).await;
    let begin = client.notification("$/progress").await;
    let token = begin["token"].clone();
    assert_eq!(begin["value"]["kind"], "begin", "{begin}");
    assert_eq!(begin["value"]["title"], "Analysing shardings");
    assert!(
        begin["value"]["message"]
            .as_str()
            .unwrap()
            .starts_with("stale.mlir"),
        "{begin}"
    );
    // The token was created first, with a request the client answered.
    let created: Vec<&Value> = client
        .server_requests
        .iter()
        .filter(|r| r["method"] == "window/workDoneProgress/create")
        .collect();
    assert_eq!(created.len(), 1, "{:?}", client.server_requests);
    assert_eq!(created[0]["params"]["token"], token);
    // Reports while it runs (every 500 ms), then the end.
    let mut kinds = Vec::new();
    loop {
        let progress = client.notification("$/progress").await;
        assert_eq!(progress["token"], token);
        let kind = progress["value"]["kind"].as_str().unwrap().to_string();
        kinds.push(kind.clone());
        if kind == "end" {
            assert!(
                progress["value"]["message"]
                    .as_str()
                    .unwrap()
                    .contains("done in"),
                "{progress}"
            );
            break;
        }
    }
    assert_eq!(kinds.last().map(String::as_str), Some("end"));
    assert!(kinds[..kinds.len() - 1].iter().all(|k| k == "report"));
    // And the diagnostics still arrive.
    let published = client.notification("textDocument/publishDiagnostics").await;
    assert_eq!(published["version"], 1);
    client.shutdown().await;
}

#[tokio::test]
async fn fast_analyses_and_clients_without_support_get_no_progress() {
    // Supported, but the analysis takes less than the threshold (100 ms).
    let mut client =
        Client::start_tuned(progress_capabilities(), options(), Tuning::default()).await;
    client.open(URI, 1, TEXT).await;
    client.notification("textDocument/publishDiagnostics").await;
    assert!(client
        .maybe_notification("$/progress", Duration::from_millis(200))
        .await
        .is_none());
    assert!(client.server_requests.is_empty());
    client.shutdown().await;

    // Slow, but the client did not say it supports progress.
    let tuning = Tuning {
        progress_after: Duration::ZERO,
        analysis_delay: Duration::from_millis(200),
        ..Tuning::default()
    };
    let mut client = Client::start_tuned(utf16_capabilities(), options(), tuning).await;
    client.open(URI, 1, TEXT).await;
    client.notification("textDocument/publishDiagnostics").await;
    assert!(client
        .maybe_notification("$/progress", Duration::from_millis(100))
        .await
        .is_none());
    assert!(client.server_requests.is_empty());
    client.shutdown().await;
}

#[tokio::test]
async fn a_client_that_never_answers_progress_create_does_not_block() {
    // The client below never answers window/workDoneProgress/create: requests
    // must still be answered (nothing awaits the client inside a handler).
    use lsp_support::Client as C;
    let tuning = Tuning {
        progress_after: Duration::ZERO,
        analysis_delay: Duration::from_millis(100),
        ..Tuning::default()
    };
    let mut client = C::start_tuned(progress_capabilities(), options(), tuning).await;
    client.open(URI, 1, TEXT).await;
    // `request` answers server requests as it reads them; send a hover and
    // read raw until its response without answering anything.
    let id = client
        .send_request("textDocument/hover", hover_params())
        .await;
    let response = client.response_ignoring_server_requests(id).await;
    assert!(response.is_ok(), "{response:?}");
    client.shutdown().await;
}

#[tokio::test]
async fn semantic_tokens_and_pull_diagnostics_of_a_dead_version_are_content_modified() {
    let mut capabilities = utf16_capabilities();
    capabilities["textDocument"]["diagnostic"] = json!({});
    let mut client = Client::start_tuned(capabilities, options(), slow(400)).await;
    client.open(URI, 1, TEXT).await;
    let tokens = client
        .send_request(
            "textDocument/semanticTokens/full",
            json!({ "textDocument": doc(URI) }),
        )
        .await;
    let diagnostics = client
        .send_request(
            "textDocument/diagnostic",
            json!({ "textDocument": doc(URI) }),
        )
        .await;
    client.change(URI, 2, (5, 0), (5, 0), "\n").await;
    assert_eq!(error_code(client.response(tokens).await), CONTENT_MODIFIED);
    assert_eq!(
        error_code(client.response(diagnostics).await),
        CONTENT_MODIFIED
    );
    // For the live version both are answered.
    let report = client
        .request(
            "textDocument/diagnostic",
            json!({ "textDocument": doc(URI) }),
        )
        .await;
    assert_eq!(report["kind"], "full");
    let tokens = client
        .request(
            "textDocument/semanticTokens/full",
            json!({ "textDocument": doc(URI) }),
        )
        .await;
    assert!(!tokens["data"].as_array().unwrap().is_empty());
    client.shutdown().await;
}

#[tokio::test]
async fn a_client_that_never_answers_the_hint_refresh_does_not_block() {
    let mut capabilities = utf16_capabilities();
    capabilities["workspace"] = json!({ "inlayHint": { "refreshSupport": true } });
    let mut client = Client::start_tuned(capabilities, options(), Tuning::default()).await;
    client.open(URI, 1, TEXT).await;
    client
        .notify(
            "workspace/didChangeConfiguration",
            json!({ "settings": { "meshLsp": { "inlayHints": { "shapes": false } } } }),
        )
        .await;
    let id = client
        .send_request("textDocument/hover", hover_params())
        .await;
    assert!(client.response_ignoring_server_requests(id).await.is_ok());
    let id = client
        .send_request(
            "textDocument/inlayHint",
            json!({ "textDocument": doc(URI), "range": range((0, 0), (5, 0)) }),
        )
        .await;
    assert!(client.response_ignoring_server_requests(id).await.is_ok());
    assert!(client
        .server_requests
        .iter()
        .any(|r| r["method"] == "workspace/inlayHint/refresh"));
    client.shutdown().await;
}
