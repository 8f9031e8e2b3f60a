//! initialize (capabilities, position encoding negotiation), shutdown/exit,
//! and requests the server cannot answer.

mod lsp_support;

use lsp_support::*;
use mesh_lsp::lsp::ServerOptions;
use serde_json::{json, Value};

#[tokio::test]
async fn negotiates_utf8_when_offered() {
    let client = Client::start(utf8_capabilities()).await;
    let caps = &client.initialize_result["capabilities"];
    assert_eq!(caps["positionEncoding"], "utf-8");
    assert_eq!(client.initialize_result["serverInfo"]["name"], "mesh-lsp");
    client.shutdown().await;
}

#[tokio::test]
async fn defaults_to_utf16() {
    for capabilities in [
        utf16_capabilities(),
        json!({ "general": { "positionEncodings": ["utf-16", "utf-32"] } }),
        json!({}),
    ] {
        let client = Client::start(capabilities).await;
        assert_eq!(
            client.initialize_result["capabilities"]["positionEncoding"],
            "utf-16"
        );
        client.shutdown().await;
    }
}

#[tokio::test]
async fn advertises_every_feature() {
    let client = Client::start(utf16_capabilities()).await;
    let caps = client.initialize_result["capabilities"].clone();
    // Incremental sync with open/close.
    assert_eq!(caps["textDocumentSync"]["change"], 2);
    assert_eq!(caps["textDocumentSync"]["openClose"], true);
    for provider in [
        "definitionProvider",
        "referencesProvider",
        "documentSymbolProvider",
        "workspaceSymbolProvider",
        "foldingRangeProvider",
        "selectionRangeProvider",
    ] {
        assert_eq!(caps[provider], true, "{provider}");
    }
    assert_eq!(caps["renameProvider"]["prepareProvider"], true);
    assert_eq!(caps["semanticTokensProvider"]["full"]["delta"], true);
    assert_eq!(caps["semanticTokensProvider"]["range"], true);
    let legend = &caps["semanticTokensProvider"]["legend"];
    assert_eq!(legend["tokenTypes"][0], "comment");
    assert!(legend["tokenModifiers"]
        .as_array()
        .unwrap()
        .contains(&json!("declaration")));
    let triggers = caps["completionProvider"]["triggerCharacters"]
        .as_array()
        .unwrap();
    assert!(triggers.contains(&json!("@")) && triggers.contains(&json!("\"")));
    // No pull diagnostics unless the client supports them.
    assert!(caps.get("diagnosticProvider").is_none());
    client.shutdown().await;

    let client = Client::start(json!({ "textDocument": { "diagnostic": {} } })).await;
    let caps = &client.initialize_result["capabilities"];
    assert_eq!(caps["diagnosticProvider"]["interFileDependencies"], false);
    assert_eq!(caps["diagnosticProvider"]["workspaceDiagnostics"], false);
    client.shutdown().await;
}

#[tokio::test]
async fn requests_before_initialize_are_rejected() {
    let mut client = Client::connect(ServerOptions::default());
    let error = client
        .request_result(
            "textDocument/definition",
            at("file:///a.mlir", json!({"line": 0, "character": 0})),
        )
        .await
        .unwrap_err();
    assert_eq!(error["code"], -32002);
    let result = client
        .request(
            "initialize",
            json!({ "processId": null, "rootUri": null, "capabilities": {} }),
        )
        .await;
    assert_eq!(result["capabilities"]["positionEncoding"], "utf-16");
    client.notify("initialized", json!({})).await;
    client.shutdown().await;
}

#[tokio::test]
async fn unknown_documents_and_positions_past_the_end() {
    let mut client = Client::start(utf8_capabilities()).await;
    let unknown = "file:///nowhere.mlir";
    let position = json!({ "line": 0, "character": 0 });
    for (method, params) in [
        ("textDocument/definition", at(unknown, position.clone())),
        (
            "textDocument/documentSymbol",
            json!({ "textDocument": doc(unknown) }),
        ),
        (
            "textDocument/foldingRange",
            json!({ "textDocument": doc(unknown) }),
        ),
        (
            "textDocument/semanticTokens/full",
            json!({ "textDocument": doc(unknown) }),
        ),
        ("textDocument/completion", at(unknown, position.clone())),
        ("textDocument/prepareRename", at(unknown, position.clone())),
    ] {
        assert_eq!(
            client.request(method, params).await,
            Value::Null,
            "{method}"
        );
    }
    let refs = json!({ "textDocument": doc(unknown), "position": position, "context": { "includeDeclaration": true } });
    assert_eq!(
        client.request("textDocument/references", refs).await,
        Value::Null
    );

    // A real document, positions far past its end.
    let uri = "file:///small.mlir";
    let text = "sdy.mesh @m = <[\"x\"=2]>\n";
    client.open(uri, 1, text).await;
    let far = json!({ "line": 1000, "character": 1000 });
    assert_eq!(
        client
            .request("textDocument/definition", at(uri, far.clone()))
            .await,
        Value::Null
    );
    let refs = json!({ "textDocument": doc(uri), "position": far, "context": { "includeDeclaration": true } });
    assert_eq!(
        client.request("textDocument/references", refs).await,
        json!([])
    );
    let ranges = client
        .request(
            "textDocument/selectionRange",
            json!({ "textDocument": doc(uri), "positions": [{ "line": 99, "character": 99 }] }),
        )
        .await;
    assert_eq!(ranges.as_array().unwrap().len(), 1);
    let error = client
        .request_result("textDocument/rename", json!({ "textDocument": doc(uri), "position": { "line": 50, "character": 0 }, "newName": "y" }))
        .await
        .unwrap_err();
    assert_eq!(error["code"], -32803);
    // Changes with ranges past the end are clamped, not fatal.
    client.change(uri, 2, (40, 0), (41, 3), "// tail\n").await;
    let symbols = client
        .request(
            "textDocument/documentSymbol",
            json!({ "textDocument": doc(uri) }),
        )
        .await;
    assert_eq!(symbols[0]["name"], "@m");
    client.shutdown().await;
}

#[tokio::test]
async fn malformed_params_get_an_error_not_a_crash() {
    let mut client = Client::start(utf16_capabilities()).await;
    let error = client
        .request_result("textDocument/definition", json!({ "textDocument": 5 }))
        .await
        .unwrap_err();
    assert_eq!(error["code"], -32602);
    // The server is still alive.
    let result = client
        .request("workspace/symbol", json!({ "query": "" }))
        .await;
    assert_eq!(result, json!([]));
    client.shutdown().await;
}
