//! Every request type over the protocol, under both position encodings, with
//! non-ASCII text before the positions involved on the same line.

mod lsp_support;

use lsp_support::*;
use serde_json::{json, Value};

const URI: &str = "file:///main.mlir";

/// Line 1 has `"héllo 𝕏"` before `%arg1`, `@mesh` and `"data"`.
const TEXT: &str = r#"sdy.mesh @mesh = <["data"=2, "model"=4]>
func.func @main(%arg0: tensor<8x8xf32> {jax.note = "héllo 𝕏"}, %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> tensor<8x8xf32> {
  %0 = sdy.sharding_constraint %arg1 <@mesh, [{"data", "model"}, {}]> : tensor<8x8xf32>
  %1 = call @helper(%0) : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}
func.func private @helper(%x: tensor<8x8xf32>) -> tensor<8x8xf32> {
  return %x : tensor<8x8xf32>
}
"#;

fn capabilities(enc: Enc) -> Value {
    match enc {
        Enc::Utf8 => utf8_capabilities(),
        Enc::Utf16 => utf16_capabilities(),
    }
}

async fn client(enc: Enc) -> Client {
    let mut client = Client::start(capabilities(enc)).await;
    client.open(URI, 1, TEXT).await;
    client
}

fn find(needle: &str) -> usize {
    TEXT.find(needle)
        .unwrap_or_else(|| panic!("{needle:?} not in text"))
}

fn nth(needle: &str, n: usize) -> usize {
    TEXT.match_indices(needle)
        .nth(n)
        .unwrap_or_else(|| panic!("{needle:?} #{n}"))
        .0
}

const BOTH: [Enc; 2] = [Enc::Utf8, Enc::Utf16];

#[tokio::test]
async fn definition() {
    for enc in BOTH {
        let mut c = client(enc).await;
        // A use of %arg1 → its definition after the non-ASCII note.
        let def = c
            .request(
                "textDocument/definition",
                at(URI, pos(TEXT, "%arg1 <", 2, enc)),
            )
            .await;
        let arg1 = find("%arg1:");
        assert_eq!(
            def,
            json!([{ "uri": URI, "range": range_of(TEXT, arg1, arg1 + 5, enc) }]),
            "{enc:?}"
        );
        // The @mesh of the argument's sharding (after the non-ASCII text).
        let def = c
            .request(
                "textDocument/definition",
                at(URI, pos(TEXT, "@mesh, [{\"data\"}, {}]>}", 3, enc)),
            )
            .await;
        assert_eq!(def[0]["range"], range_of(TEXT, 9, 14, enc));
        // The "data" axis in the same sharding → `"data"=2`.
        let def = c
            .request(
                "textDocument/definition",
                at(URI, pos(TEXT, "\"data\"}, {}]>}", 1, enc)),
            )
            .await;
        assert_eq!(def[0]["range"], range_of(TEXT, 19, 25, enc));
        // A call → the function.
        let def = c
            .request(
                "textDocument/definition",
                at(URI, pos(TEXT, "@helper(%0)", 0, enc)),
            )
            .await;
        let helper = find("@helper(%x");
        assert_eq!(def[0]["range"], range_of(TEXT, helper, helper + 7, enc));
        // Nothing on a type.
        let def = c
            .request(
                "textDocument/definition",
                at(URI, pos(TEXT, "tensor<8x8xf32> {jax", 2, enc)),
            )
            .await;
        assert_eq!(def, Value::Null);
        c.shutdown().await;
    }
}

#[tokio::test]
async fn references() {
    for enc in BOTH {
        let mut c = client(enc).await;
        let params = |position: Value, include: bool| json!({ "textDocument": doc(URI), "position": position, "context": { "includeDeclaration": include } });
        let refs = c
            .request(
                "textDocument/references",
                params(pos(TEXT, "\"data\"=2", 0, enc), true),
            )
            .await;
        let expected: Vec<Value> = [find("\"data\"=2"), nth("\"data\"", 1), nth("\"data\"", 2)]
            .iter()
            .map(|&s| json!({ "uri": URI, "range": range_of(TEXT, s, s + 6, enc) }))
            .collect();
        assert_eq!(refs, json!(expected), "{enc:?}");
        let refs = c
            .request(
                "textDocument/references",
                params(pos(TEXT, "%arg1:", 1, enc), false),
            )
            .await;
        let use_at = find("%arg1 <");
        assert_eq!(
            refs,
            json!([{ "uri": URI, "range": range_of(TEXT, use_at, use_at + 5, enc) }])
        );
        let refs = c
            .request(
                "textDocument/references",
                params(pos(TEXT, "@mesh =", 0, enc), false),
            )
            .await;
        assert_eq!(refs.as_array().unwrap().len(), 2);
        c.shutdown().await;
    }
}

#[tokio::test]
async fn prepare_rename_and_rename() {
    for enc in BOTH {
        let mut c = client(enc).await;
        // prepareRename on the axis after the non-ASCII text: inside the quotes.
        let data = nth("\"data\"", 1);
        let range = c
            .request(
                "textDocument/prepareRename",
                at(URI, pos(TEXT, "\"data\"}, {}]>}", 2, enc)),
            )
            .await;
        assert_eq!(range, range_of(TEXT, data + 1, data + 5, enc), "{enc:?}");

        let edit = c
            .request(
                "textDocument/rename",
                json!({ "textDocument": doc(URI), "position": pos(TEXT, "\"data\"}, {}]>}", 2, enc), "newName": "batch" }),
            )
            .await;
        let renamed = apply_edits(TEXT, &edit["changes"][URI], enc);
        assert_eq!(renamed, TEXT.replace("\"data\"", "\"batch\""));

        let edit = c
            .request(
                "textDocument/rename",
                json!({ "textDocument": doc(URI), "position": pos(TEXT, "%arg1 <", 0, enc), "newName": "%input" }),
            )
            .await;
        let renamed = apply_edits(TEXT, &edit["changes"][URI], enc);
        assert_eq!(renamed, TEXT.replace("%arg1", "%input"));

        // Refusals carry a message.
        let error = c
            .request_result(
                "textDocument/rename",
                json!({ "textDocument": doc(URI), "position": pos(TEXT, "%arg1 <", 0, enc), "newName": "%arg0" }),
            )
            .await
            .unwrap_err();
        assert!(error["message"]
            .as_str()
            .unwrap()
            .contains("already defined"));
        let error = c
            .request_result(
                "textDocument/prepareRename",
                at(URI, pos(TEXT, "sdy.sharding_constraint", 3, enc)),
            )
            .await
            .unwrap_err();
        assert!(error["message"]
            .as_str()
            .unwrap()
            .contains("nothing to rename"));
        c.shutdown().await;
    }
}

#[tokio::test]
async fn document_symbols() {
    for enc in BOTH {
        let mut c = client(enc).await;
        let symbols = c
            .request(
                "textDocument/documentSymbol",
                json!({ "textDocument": doc(URI) }),
            )
            .await;
        let names: Vec<&str> = symbols
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s["name"].as_str().unwrap())
            .collect();
        assert_eq!(names, ["@mesh", "@main", "@helper"]);
        assert_eq!(symbols[0]["kind"], 14, "mesh → Constant");
        assert_eq!(symbols[1]["kind"], 12, "function → Function");
        let main = find("@main");
        assert_eq!(
            symbols[1]["selectionRange"],
            range_of(TEXT, main, main + 5, enc)
        );
        let children: Vec<&str> = symbols[1]["children"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s["name"].as_str().unwrap())
            .collect();
        assert_eq!(children, ["%0", "%1"]);
        assert_eq!(
            symbols[1]["children"][0]["detail"],
            "sdy.sharding_constraint"
        );
        c.shutdown().await;
    }

    // Without hierarchical support: a flat list with containers.
    let mut c = Client::start(json!({})).await;
    c.open(URI, 1, TEXT).await;
    let symbols = c
        .request(
            "textDocument/documentSymbol",
            json!({ "textDocument": doc(URI) }),
        )
        .await;
    let flat: Vec<(&str, &str)> = symbols
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            (
                s["name"].as_str().unwrap(),
                s["containerName"].as_str().unwrap_or(""),
            )
        })
        .collect();
    assert_eq!(
        flat,
        [
            ("@mesh", ""),
            ("@main", ""),
            ("%0", "@main"),
            ("%1", "@main"),
            ("@helper", "")
        ]
    );
    assert_eq!(symbols[0]["location"]["uri"], URI);
    c.shutdown().await;
}

#[tokio::test]
async fn workspace_symbols() {
    for enc in BOTH {
        let mut c = client(enc).await;
        let other = "file:///other.mlir";
        c.open(other, 1, "// ü\nshard.grid @grid0(shape = 2x4)\n")
            .await;
        let all = c.request("workspace/symbol", json!({ "query": "" })).await;
        let names: Vec<&str> = all
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s["name"].as_str().unwrap())
            .collect();
        assert_eq!(names, ["@mesh", "@main", "@helper", "@grid0"]);
        let found = c
            .request("workspace/symbol", json!({ "query": "hlp" }))
            .await;
        assert_eq!(found.as_array().unwrap().len(), 1);
        assert_eq!(found[0]["location"]["uri"], URI);
        let helper = find("@helper(%x");
        assert_eq!(
            found[0]["location"]["range"],
            range_of(TEXT, helper, helper + 7, enc)
        );
        let grid = c
            .request("workspace/symbol", json!({ "query": "grid" }))
            .await;
        assert_eq!(grid[0]["location"]["uri"], other);
        assert_eq!(grid[0]["kind"], 14);
        c.shutdown().await;
    }
}

#[tokio::test]
async fn folding_ranges() {
    let mut c = client(Enc::Utf16).await;
    let folds = c
        .request(
            "textDocument/foldingRange",
            json!({ "textDocument": doc(URI) }),
        )
        .await;
    let lines: Vec<(u64, u64)> = folds
        .as_array()
        .unwrap()
        .iter()
        .map(|f| {
            (
                f["startLine"].as_u64().unwrap(),
                f["endLine"].as_u64().unwrap(),
            )
        })
        .collect();
    // The two function bodies.
    assert_eq!(lines, [(1, 5), (6, 8)]);
    assert_eq!(folds[0]["kind"], "region");

    // A region followed by more text on its closing line stops a line
    // early; of two folds starting on one line, the larger is kept.
    let generic = "file:///generic.mlir";
    let text = "func.func @g() {\n  %0 = \"foo.op\"() ({\n    \"foo.yield\"() : () -> ()\n  }) : () -> tensor<f32>\n  \"foo.use\"(%0) ({\n    \"foo.yield\"() : () -> ()\n  }) : (tensor<f32>) -> ()\n}\n";
    c.open(generic, 1, text).await;
    let folds = c
        .request(
            "textDocument/foldingRange",
            json!({ "textDocument": doc(generic) }),
        )
        .await;
    let lines: Vec<(u64, u64)> = folds
        .as_array()
        .unwrap()
        .iter()
        .map(|f| {
            (
                f["startLine"].as_u64().unwrap(),
                f["endLine"].as_u64().unwrap(),
            )
        })
        .collect();
    // The body, and each generic op (whose region, ending a line earlier,
    // starts on the same line and is dropped).
    assert_eq!(lines, [(0, 7), (1, 3), (4, 6)]);
    c.shutdown().await;
}

#[tokio::test]
async fn selection_ranges() {
    for enc in BOTH {
        let mut c = client(enc).await;
        let result = c
            .request(
                "textDocument/selectionRange",
                json!({ "textDocument": doc(URI), "positions": [pos(TEXT, "%arg1:", 2, enc), pos(TEXT, "%x :", 1, enc)] }),
            )
            .await;
        let first = &result[0];
        let arg1 = find("%arg1:");
        assert_eq!(
            first["range"],
            range_of(TEXT, arg1, arg1 + 5, enc),
            "{enc:?}"
        );
        // Parents widen out to the whole file.
        let mut chain = vec![first["range"].clone()];
        let mut node = first;
        while let Some(parent) = node.get("parent") {
            chain.push(parent["range"].clone());
            node = parent;
        }
        // The whole argument, attributes included, is one step out.
        let argument_end = find("]>}) ->") + 3;
        assert!(
            chain.contains(&range_of(TEXT, arg1, argument_end, enc)),
            "{chain:?}"
        );
        for pair in chain.windows(2) {
            let (inner_start, inner_end) = (
                offset_of(TEXT, &pair[0]["start"], enc),
                offset_of(TEXT, &pair[0]["end"], enc),
            );
            let (outer_start, outer_end) = (
                offset_of(TEXT, &pair[1]["start"], enc),
                offset_of(TEXT, &pair[1]["end"], enc),
            );
            assert!(outer_start <= inner_start && inner_end <= outer_end && pair[0] != pair[1]);
        }
        assert_eq!(chain.last().unwrap(), &range_of(TEXT, 0, TEXT.len(), enc));
        assert_eq!(text_at(TEXT, &result[1]["range"], enc), "%x");
        c.shutdown().await;
    }
}

/// Decodes semantic tokens into (text, type name, modifiers).
fn decode<'t>(
    text: &'t str,
    data: &Value,
    legend: &Value,
    enc: Enc,
) -> Vec<(&'t str, String, u64)> {
    let data: Vec<u64> = data
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_u64().unwrap())
        .collect();
    let (mut line, mut character) = (0u64, 0u64);
    let mut out = Vec::new();
    for chunk in data.chunks(5) {
        if chunk[0] > 0 {
            line += chunk[0];
            character = chunk[1];
        } else {
            character += chunk[1];
        }
        let start = offset_of(text, &json!({ "line": line, "character": character }), enc);
        let end = offset_of(
            text,
            &json!({ "line": line, "character": character + chunk[2] }),
            enc,
        );
        let ty = legend["tokenTypes"][chunk[3] as usize]
            .as_str()
            .unwrap()
            .to_string();
        out.push((&text[start..end], ty, chunk[4]));
    }
    out
}

#[tokio::test]
async fn semantic_tokens() {
    for enc in BOTH {
        let mut c = client(enc).await;
        let legend =
            c.initialize_result["capabilities"]["semanticTokensProvider"]["legend"].clone();
        let result = c
            .request(
                "textDocument/semanticTokens/full",
                json!({ "textDocument": doc(URI) }),
            )
            .await;
        let tokens = decode(TEXT, &result["data"], &legend, enc);
        // Lengths and starts in the negotiated units: the non-ASCII string is
        // one token, and what follows it on the line lines up.
        assert!(
            tokens.contains(&("\"héllo 𝕏\"", "string".to_string(), 0)),
            "{enc:?}: {tokens:?}"
        );
        let declaration = 1;
        assert!(tokens.contains(&("%arg1", "parameter".to_string(), declaration)));
        assert!(tokens.contains(&("\"data\"", "property".to_string(), 0)));
        assert!(
            tokens.contains(&("@mesh", "variable".to_string(), 2)),
            "mesh use: readonly"
        );
        assert!(tokens.contains(&("@helper", "function".to_string(), 0)));
        assert!(tokens.contains(&("sdy.sharding_constraint", "function".to_string(), 4)));

        // The range request: the tokens of line 1 only, the same as in the
        // full result (the range starts after the non-ASCII text).
        let from = find("%arg1:");
        let to = find("\n  %0 =");
        let result = c
            .request(
                "textDocument/semanticTokens/range",
                json!({ "textDocument": doc(URI), "range": range_of(TEXT, from, to, enc) }),
            )
            .await;
        let ranged = decode(TEXT, &result["data"], &legend, enc);
        assert_eq!(
            ranged[0],
            ("%arg1", "parameter".to_string(), declaration),
            "{enc:?}"
        );
        assert!(ranged.contains(&("@mesh", "variable".to_string(), 2)));
        assert!(!ranged.iter().any(|t| t.0 == "sdy.sharding_constraint"));
        let line_1: Vec<_> = tokens
            .iter()
            .filter(|t| {
                let at = t.0.as_ptr() as usize - TEXT.as_ptr() as usize;
                at >= from && at < to
            })
            .cloned()
            .collect();
        assert_eq!(ranged, line_1);
        c.shutdown().await;
    }
}

#[tokio::test]
async fn completion() {
    for enc in BOTH {
        let mut c = Client::start(capabilities(enc)).await;
        let uri = "file:///typing.mlir";
        let text = "sdy.mesh @mesh = <[\"data\"=2, \"model\"=4]>\nfunc.func @f(%arg0: tensor<8xf32> {jax.note = \"é𝕏\", sdy.sharding = #sdy.sharding<@m";
        c.open(uri, 1, text).await;
        let end = pos(text, "<@m", 3, enc);
        let items = c
            .request("textDocument/completion", at(uri, end.clone()))
            .await;
        let labels: Vec<&str> = items
            .as_array()
            .unwrap()
            .iter()
            .map(|i| i["label"].as_str().unwrap())
            .collect();
        assert_eq!(labels, ["mesh"], "{enc:?}");
        let m = text.find("<@m").unwrap() + 2;
        assert_eq!(items[0]["textEdit"]["range"], range_of(text, m, m + 1, enc));
        assert_eq!(items[0]["textEdit"]["newText"], "mesh");
        assert_eq!(items[0]["kind"], 21, "Constant");

        // Keep typing: `esh, [{"` and ask for axes inside the string.
        let (line, character) = position_of(text, text.len(), enc);
        c.change(uri, 2, (line, character), (line, character), "esh, [{\"")
            .await;
        let typed = format!("{text}esh, [{{\"");
        let (line, character) = position_of(&typed, typed.len(), enc);
        let items = c
            .request(
                "textDocument/completion",
                at(uri, json!({ "line": line, "character": character })),
            )
            .await;
        let labels: Vec<&str> = items
            .as_array()
            .unwrap()
            .iter()
            .map(|i| i["label"].as_str().unwrap())
            .collect();
        assert_eq!(labels, ["data", "model"]);
        assert_eq!(
            items[0]["textEdit"]["range"],
            range(((line), character), (line, character))
        );
        assert_eq!(items[1]["detail"], "axis of size 4");
        c.shutdown().await;
    }
}

#[tokio::test]
async fn pull_diagnostics() {
    let mut c = Client::start(json!({
        "general": { "positionEncodings": ["utf-8"] },
        "textDocument": { "diagnostic": { "dynamicRegistration": false } }
    }))
    .await;
    let text = "func.func @f() -> tensor<f32> {\n  return %nope : tensor<f32> // é\n}\n";
    c.open(URI, 1, text).await;
    let report = c
        .request(
            "textDocument/diagnostic",
            json!({ "textDocument": doc(URI) }),
        )
        .await;
    assert_eq!(report["kind"], "full");
    let items = report["items"].as_array().unwrap();
    assert_eq!(items.len(), 1);
    let nope = text.find("%nope").unwrap();
    assert_eq!(items[0]["range"], range_of(text, nope, nope + 5, Enc::Utf8));
    let result_id = report["resultId"].as_str().unwrap().to_string();

    // Unchanged document, same result id.
    let again = c
        .request(
            "textDocument/diagnostic",
            json!({ "textDocument": doc(URI), "previousResultId": result_id }),
        )
        .await;
    assert_eq!(again["kind"], "unchanged");
    assert_eq!(again["resultId"], result_id.as_str());

    // After a fix, a new full report.
    c.change(URI, 2, (1, 9), (1, 14), "%0").await;
    let fixed = c
        .request(
            "textDocument/diagnostic",
            json!({ "textDocument": doc(URI), "previousResultId": result_id }),
        )
        .await;
    assert_eq!(fixed["kind"], "full");
    assert_eq!(
        fixed["items"].as_array().unwrap().len(),
        1,
        "%0 is still undefined"
    );
    assert_ne!(fixed["resultId"], result_id.as_str());

    // No diagnostics are pushed to a pull client.
    assert!(c
        .maybe_notification(
            "textDocument/publishDiagnostics",
            std::time::Duration::from_millis(200)
        )
        .await
        .is_none());
    // Unknown documents: an empty report.
    let empty = c
        .request(
            "textDocument/diagnostic",
            json!({ "textDocument": doc("file:///x.mlir") }),
        )
        .await;
    assert_eq!(empty, json!({ "kind": "full", "items": [] }));
    c.shutdown().await;
}
