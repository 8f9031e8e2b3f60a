//! Incremental sync and pushed diagnostics: edits next to non-ASCII text
//! under both position encodings, versions on published diagnostics,
//! debouncing, and didChange applied before later requests.

mod lsp_support;

use lsp_support::*;
use mesh_lsp::lsp::ServerOptions;
use serde_json::{json, Value};
use std::time::Duration;

const URI: &str = "file:///model.mlir";

/// The `// héllo 𝕏` comment sits before the edited column on the same line,
/// so UTF-8 and UTF-16 columns of the edit differ.
const TEXT: &str = "sdy.mesh @mesh = <[\"data\"=2]>\nfunc.func @f(%arg0: tensor<8xf32>) -> tensor<8xf32> {\n  %0 = stablehlo.negate %arg0 : tensor<8xf32>\n  return %0 : tensor<8xf32> // héllo 𝕏 %0\n}\n";

fn capabilities(enc: Enc) -> Value {
    match enc {
        Enc::Utf8 => utf8_capabilities(),
        Enc::Utf16 => utf16_capabilities(),
    }
}

async fn edits_after_non_ascii_text(enc: Enc) {
    let mut client = Client::start(capabilities(enc)).await;
    let text = TEXT.to_string();
    client.open(URI, 1, &text).await;
    let published = client.notification("textDocument/publishDiagnostics").await;
    assert_eq!(published["uri"], URI);
    assert_eq!(published["version"], 1);
    assert_eq!(published["diagnostics"], json!([]));

    // Append `%1` after the comment's `𝕏` on the return line: still a
    // comment, so no diagnostic, but the text must land at the right place.
    let line_start = text.find("  return").unwrap();
    let after_x = text.find("𝕏").unwrap() + "𝕏".len();
    let (line, col) = position_of(&text, after_x, enc);
    assert_eq!(position_of(&text, line_start, enc).0, line);
    client.change(URI, 2, (line, col), (line, col), "!").await;
    let published = client.notification("textDocument/publishDiagnostics").await;
    assert_eq!(published["version"], 2);
    assert_eq!(published["diagnostics"], json!([]));
    let mut expected = text.clone();
    expected.insert(after_x, '!');

    // Replace the `%0` of `return %0` — which sits before the comment —
    // by `%9`: an undefined value, reported at the right range.
    let use_at = expected.find("return %0").unwrap() + "return ".len();
    let (l, c) = position_of(&expected, use_at, enc);
    let (l2, c2) = position_of(&expected, use_at + 2, enc);
    client.change(URI, 3, (l, c), (l2, c2), "%9").await;
    expected.replace_range(use_at..use_at + 2, "%9");
    let published = client.notification("textDocument/publishDiagnostics").await;
    assert_eq!(published["version"], 3);
    let diagnostics = published["diagnostics"].as_array().unwrap();
    assert_eq!(diagnostics.len(), 1, "{diagnostics:?}");
    assert_eq!(diagnostics[0]["code"], "ir/undefined-value");
    assert_eq!(diagnostics[0]["severity"], 1);
    assert_eq!(
        diagnostics[0]["range"],
        range_of(&expected, use_at, use_at + 2, enc)
    );

    // Now edit *after* the non-ASCII text on the same line: turn the `%0`
    // at the very end of the comment line into `%7` (still in the comment).
    let tail = expected.rfind("%0\n}").unwrap();
    let (l, c) = position_of(&expected, tail, enc);
    client.change(URI, 4, (l, c), (l, c + 2), "%7").await;
    expected.replace_range(tail..tail + 2, "%7");
    let published = client.notification("textDocument/publishDiagnostics").await;
    assert_eq!(published["version"], 4);
    assert_eq!(published["diagnostics"].as_array().unwrap().len(), 1);

    // The server's text equals ours: a definition request on `%arg0` lands
    // on the argument, and the comment's `%7` is not a value.
    let def = client
        .request(
            "textDocument/definition",
            at(URI, pos(&expected, "%arg0 :", 0, enc)),
        )
        .await;
    assert_eq!(text_at(&expected, &def[0]["range"], enc), "%arg0");
    let folded = client
        .request(
            "textDocument/semanticTokens/full",
            json!({ "textDocument": doc(URI) }),
        )
        .await;
    assert!(!folded["data"].as_array().unwrap().is_empty());
    assert!(expected.contains("// héllo 𝕏! %7\n"));

    // Fix the error: diagnostics clear, with the new version.
    let use_at = expected.find("return %9").unwrap() + "return ".len();
    let (l, c) = position_of(&expected, use_at, enc);
    client.change(URI, 5, (l, c), (l, c + 2), "%0").await;
    let published = client.notification("textDocument/publishDiagnostics").await;
    assert_eq!(published["version"], 5);
    assert_eq!(published["diagnostics"], json!([]));
    client.shutdown().await;
}

#[tokio::test]
async fn edits_after_non_ascii_text_utf8() {
    edits_after_non_ascii_text(Enc::Utf8).await;
}

#[tokio::test]
async fn edits_after_non_ascii_text_utf16() {
    edits_after_non_ascii_text(Enc::Utf16).await;
}

#[tokio::test]
async fn related_information_severity_and_code() {
    let mut client = Client::start(utf16_capabilities()).await;
    let text = "func.func @f(%a: tensor<f32>) -> tensor<f32> {\n  %x = stablehlo.abs %a : tensor<f32>\n  %x = stablehlo.abs %a : tensor<f32>\n  return %x : tensor<f32>\n}\n";
    client.open(URI, 7, text).await;
    let published = client.notification("textDocument/publishDiagnostics").await;
    assert_eq!(published["version"], 7);
    let d = &published["diagnostics"][0];
    assert_eq!(d["code"], "ir/redefined-value");
    assert_eq!(d["severity"], 1);
    assert_eq!(d["source"], "mesh-lsp");
    let second = text.rfind("%x =").unwrap();
    assert_eq!(d["range"], range_of(text, second, second + 2, Enc::Utf16));
    let related = &d["relatedInformation"][0];
    assert_eq!(related["message"], "previously defined here");
    assert_eq!(related["location"]["uri"], URI);
    let first = text.find("%x =").unwrap();
    assert_eq!(
        related["location"]["range"],
        range_of(text, first, first + 2, Enc::Utf16)
    );
    client.shutdown().await;
}

#[tokio::test]
async fn bursts_of_changes_publish_once_for_the_last_version() {
    let options = ServerOptions {
        debounce: Duration::from_millis(300),
    };
    let mut client = Client::start_with(utf16_capabilities(), options).await;
    let text = "sdy.mesh @m = <[\"x\"=2]>\n";
    client.open(URI, 1, text).await;
    // Five quick edits appending to the last line.
    for version in 2..=6 {
        let col = (version - 2) as u32;
        client.change(URI, version, (1, col), (1, col), "}").await;
    }
    let published = client.notification("textDocument/publishDiagnostics").await;
    assert_eq!(published["version"], 6, "earlier publishes were cancelled");
    // `}}}}}` is not MLIR.
    assert!(!published["diagnostics"].as_array().unwrap().is_empty());
    assert!(client
        .maybe_notification(
            "textDocument/publishDiagnostics",
            Duration::from_millis(600)
        )
        .await
        .is_none());
    client.shutdown().await;
}

#[tokio::test]
async fn a_change_is_applied_before_later_requests() {
    let mut client = Client::start(utf8_capabilities()).await;
    let text = "func.func @f(%a: tensor<f32>) -> tensor<f32> {\n  return %a : tensor<f32>\n}\n";
    client.open(URI, 1, text).await;
    // Rename the argument in the text, then immediately ask where the use is
    // defined, without waiting for anything in between.
    let arg = text.find("%a:").unwrap();
    let (l, c) = position_of(text, arg, Enc::Utf8);
    client.change(URI, 2, (l, c), (l, c + 2), "%long").await;
    let new_text = text.replacen("%a:", "%long:", 1);
    let id = client
        .send_request(
            "textDocument/definition",
            at(URI, pos(&new_text, "%a :", 0, Enc::Utf8)),
        )
        .await;
    // `%a` is now undefined: no definition.
    assert_eq!(client.response(id).await.unwrap(), Value::Null);
    client.change(URI, 3, (1, 9), (1, 11), "%long").await;
    let newer = new_text.replacen("%a :", "%long :", 1);
    let def = client
        .request(
            "textDocument/definition",
            at(URI, pos(&newer, "%long :", 1, Enc::Utf8)),
        )
        .await;
    assert_eq!(text_at(&newer, &def[0]["range"], Enc::Utf8), "%long");
    assert_eq!(def[0]["range"]["start"]["character"], 13);
    client.shutdown().await;
}

#[tokio::test]
async fn batched_and_whole_document_changes() {
    let mut client = Client::start(utf16_capabilities()).await;
    client.open(URI, 1, "// é\n").await;
    client
        .notify(
            "textDocument/didChange",
            json!({
                "textDocument": { "uri": URI, "version": 2 },
                "contentChanges": [
                    { "text": "sdy.mesh @a = <[\"x\"=2]>\n" },
                    { "range": range((1, 0), (1, 0)), "text": "sdy.mesh @b = <[\"y\"=4]>\n" },
                    { "range": range((0, 10), (0, 11)), "text": "c" }
                ]
            }),
        )
        .await;
    let symbols = client
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
    assert_eq!(names, ["@c", "@b"]);
    let published = client.notification("textDocument/publishDiagnostics").await;
    assert_eq!(published["version"], 2);
    client.shutdown().await;
}

#[tokio::test]
async fn closing_clears_diagnostics() {
    let mut client = Client::start(utf16_capabilities()).await;
    client.open(URI, 1, "sdy.mesh @m = <[\"x\"=").await;
    let published = client.notification("textDocument/publishDiagnostics").await;
    assert!(!published["diagnostics"].as_array().unwrap().is_empty());
    client
        .notify("textDocument/didClose", json!({ "textDocument": doc(URI) }))
        .await;
    let published = client.notification("textDocument/publishDiagnostics").await;
    assert_eq!(published["diagnostics"], json!([]));
    assert!(published.get("version").is_none());
    let symbols = client
        .request(
            "textDocument/documentSymbol",
            json!({ "textDocument": doc(URI) }),
        )
        .await;
    assert_eq!(symbols, Value::Null);
    client.shutdown().await;
}

/// A line and a UTF-16 column.
type Position = (u32, u32);

/// `text` with `[start, end)` replaced by `new_text`.
fn edited(text: &str, start: Position, end: Position, new_text: &str) -> String {
    let offset = |(line, character): Position| {
        let line_start: usize = text
            .split_inclusive('\n')
            .take(line as usize)
            .map(str::len)
            .sum();
        let mut units = 0;
        let column = text[line_start..]
            .char_indices()
            .find(|(_, c)| {
                let here = units >= character;
                units += c.len_utf16() as u32;
                here
            })
            .map_or(text.len() - line_start, |(i, _)| i);
        line_start + column
    };
    let (start, end) = (offset(start), offset(end));
    format!("{}{new_text}{}", &text[..start], &text[end..])
}

fn numbers(data: &Value) -> Vec<u64> {
    data.as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_u64().unwrap())
        .collect()
}

#[tokio::test]
async fn semantic_token_deltas_applied_to_the_previous_result_give_the_tokens_of_the_text() {
    let mut client = Client::start(utf16_capabilities()).await;
    let mut text = TEXT.to_string();
    client.open(URI, 1, &text).await;
    let params = json!({ "textDocument": doc(URI) });
    let full = client
        .request("textDocument/semanticTokens/full", params.clone())
        .await;
    let mut data = numbers(&full["data"]);
    let mut result_id = full["resultId"].as_str().unwrap().to_string();
    // A name typed into, a line added above the non-ASCII comment, a string
    // opened before that comment (restructuring the rest of its line), the
    // added line emptied (the token after it is now two lines after the one
    // before), a line break typed into that empty line (no token on the
    // lines matched again, but the next one moves down), a line joined.
    let edits: [(Position, Position, &str); 6] = [
        ((2, 4), (2, 4), "x"),
        ((3, 0), (3, 0), "  // ∀ 𝕏\n"),
        ((4, 27), (4, 27), "\""),
        ((3, 0), (3, 9), ""),
        ((3, 0), (3, 0), "\n"),
        ((1, 53), (2, 0), ""),
    ];
    for (i, (start, end, typed)) in edits.into_iter().enumerate() {
        let version = i as i32 + 2;
        client.change(URI, version, start, end, typed).await;
        text = edited(&text, start, end, typed);
        let delta = client
            .request(
                "textDocument/semanticTokens/full/delta",
                json!({ "textDocument": doc(URI), "previousResultId": result_id }),
            )
            .await;
        let edits = delta["edits"]
            .as_array()
            .expect("a delta, not whole tokens");
        assert_eq!(edits.len(), 1, "{delta}");
        let edit = &edits[0];
        let (at, deleted) = (
            edit["start"].as_u64().unwrap() as usize,
            edit["deleteCount"].as_u64().unwrap() as usize,
        );
        // Not the whole array again.
        assert!(deleted + 5 < data.len(), "edit {i}: {delta}");
        data.splice(at..at + deleted, numbers(&edit["data"]));
        result_id = delta["resultId"].as_str().unwrap().to_string();
        // The same text opened afresh: its tokens found from scratch.
        let fresh_uri = format!("file:///fresh{i}.mlir");
        client.open(&fresh_uri, 1, &text).await;
        let fresh = client
            .request(
                "textDocument/semanticTokens/full",
                json!({ "textDocument": doc(&fresh_uri) }),
            )
            .await;
        assert_eq!(data, numbers(&fresh["data"]), "edit {i}: {text}");
    }
    // Two changes far apart before the next request: an edit for each,
    // both relative to the array before them.
    // Names typed into: the mesh's on the first line, the returned value's.
    client.change(URI, 20, (0, 11), (0, 11), "z").await;
    text = edited(&text, (0, 11), (0, 11), "z");
    let (line, column) = text
        .lines()
        .enumerate()
        .find_map(|(i, l)| l.find("return %0").map(|c| (i as u32, c as u32 + 9)))
        .unwrap();
    client
        .change(URI, 21, (line, column), (line, column), "q")
        .await;
    text = edited(&text, (line, column), (line, column), "q");
    let delta = client
        .request(
            "textDocument/semanticTokens/full/delta",
            json!({ "textDocument": doc(URI), "previousResultId": result_id }),
        )
        .await;
    let edits = delta["edits"].as_array().expect("a delta");
    assert_eq!(edits.len(), 2, "{delta}");
    // Applied from the last, so that each start still means the same place.
    for edit in edits.iter().rev() {
        let at = edit["start"].as_u64().unwrap() as usize;
        let deleted = edit["deleteCount"].as_u64().unwrap() as usize;
        data.splice(at..at + deleted, numbers(&edit["data"]));
    }
    client.open("file:///fresh-last.mlir", 1, &text).await;
    let fresh = client
        .request(
            "textDocument/semanticTokens/full",
            json!({ "textDocument": doc("file:///fresh-last.mlir") }),
        )
        .await;
    assert_eq!(data, numbers(&fresh["data"]), "{text}");
    result_id = delta["resultId"].as_str().unwrap().to_string();
    // No change since: no edit.
    let delta = client
        .request(
            "textDocument/semanticTokens/full/delta",
            json!({ "textDocument": doc(URI), "previousResultId": result_id }),
        )
        .await;
    assert_eq!(delta["edits"], json!([]));
    // A result the server did not move from: every token.
    client.change(URI, 30, (0, 0), (0, 0), " ").await;
    let whole = client
        .request(
            "textDocument/semanticTokens/full/delta",
            json!({ "textDocument": doc(URI), "previousResultId": "not one of ours" }),
        )
        .await;
    assert!(whole.get("edits").is_none());
    assert_eq!(numbers(&whole["data"]).len(), data.len());
    client.shutdown().await;
}

#[tokio::test]
async fn semantic_tokens_follow_changes() {
    let mut client = Client::start(utf16_capabilities()).await;
    client.open(URI, 1, "sdy.mesh @m = <[\"x\"=2]>\n").await;
    let params = json!({ "textDocument": doc(URI) });
    let before = client
        .request("textDocument/semanticTokens/full", params.clone())
        .await;
    // Asking again without a change gives the same tokens.
    assert_eq!(
        client
            .request("textDocument/semanticTokens/full", params.clone())
            .await,
        before
    );
    // A comment line on top: the first token is now a comment of 6 units
    // (`// é𝕏` is 6 UTF-16 units, 9 bytes), and everything else moved down
    // a line.
    client.change(URI, 2, (0, 0), (0, 0), "// é𝕏\n").await;
    let after = client
        .request("textDocument/semanticTokens/full", params)
        .await;
    let data: Vec<u64> = after["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_u64().unwrap())
        .collect();
    assert_eq!(&data[..5], &[0, 0, 6, 0, 0]);
    let old: Vec<u64> = before["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_u64().unwrap())
        .collect();
    assert_eq!(data[5], old[0] + 1);
    assert_eq!(&data[6..], &old[1..]);
    client.shutdown().await;
}
