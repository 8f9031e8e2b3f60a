//! Protocol robustness: the server answers every request with a result or
//! the right JSON-RPC error, keeps answering after garbage, and never hangs.
//!
//! A raw client over an in-process duplex pipe (`mesh_lsp::lsp::serve`)
//! sends exactly the bytes each case needs and never answers the server's
//! own requests unless a case says so. Every wait is bounded.

use mesh_lsp::generate::{transformer_module, GenNotation};
use mesh_lsp::lsp::{serve, ServerOptions};
use serde_json::{json, Value};
use std::collections::{BTreeMap, BTreeSet, VecDeque};
use std::time::{Duration, Instant};
use tokio::io::{
    AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader, DuplexStream, ReadHalf, WriteHalf,
};
use tokio::task::JoinHandle;

/// Longest any single message may take to arrive.
const WAIT: Duration = Duration::from_secs(20);

const PARSE_ERROR: i64 = -32700;
const INVALID_REQUEST: i64 = -32600;
const METHOD_NOT_FOUND: i64 = -32601;
const INVALID_PARAMS: i64 = -32602;
const SERVER_NOT_INITIALIZED: i64 = -32002;
const REQUEST_CANCELLED: i64 = -32800;

struct Raw {
    write: WriteHalf<DuplexStream>,
    read: BufReader<ReadHalf<DuplexStream>>,
    server: JoinHandle<()>,
    /// Messages read while waiting for something else.
    backlog: VecDeque<Value>,
}

impl Raw {
    fn connect() -> Raw {
        let (client_end, server_end) = tokio::io::duplex(1 << 22);
        let (server_read, server_write) = tokio::io::split(server_end);
        let server = tokio::spawn(serve(
            server_read,
            server_write,
            ServerOptions {
                debounce: Duration::from_millis(10),
            },
        ));
        let (read, write) = tokio::io::split(client_end);
        Raw {
            write,
            read: BufReader::new(read),
            server,
            backlog: VecDeque::new(),
        }
    }

    /// A connected and initialized server.
    async fn initialized(capabilities: Value) -> Raw {
        let mut raw = Raw::connect();
        let answer = raw
            .call(
                1_000_000,
                "initialize",
                json!({ "processId": null, "rootUri": null, "capabilities": capabilities }),
            )
            .await;
        assert!(answer.get("result").is_some(), "initialize: {answer}");
        raw.notify("initialized", json!({})).await;
        raw
    }

    async fn send_bytes(&mut self, bytes: &[u8]) {
        tokio::time::timeout(WAIT, async {
            self.write.write_all(bytes).await.unwrap();
            self.write.flush().await.unwrap();
        })
        .await
        .expect("the server reads its input");
    }

    async fn send(&mut self, message: Value) {
        let body = serde_json::to_string(&message).unwrap();
        let frame = format!("Content-Length: {}\r\n\r\n{}", body.len(), body);
        self.send_bytes(frame.as_bytes()).await;
    }

    async fn request(&mut self, id: i64, method: &str, params: Value) {
        self.send(json!({ "jsonrpc": "2.0", "id": id, "method": method, "params": params }))
            .await;
    }

    async fn notify(&mut self, method: &str, params: Value) {
        self.send(json!({ "jsonrpc": "2.0", "method": method, "params": params }))
            .await;
    }

    /// The next message from the server, or `None` if none came within
    /// `wait` or the server closed the connection.
    async fn next_within(&mut self, wait: Duration) -> Option<Value> {
        if let Some(message) = self.backlog.pop_front() {
            return Some(message);
        }
        let read = async {
            let mut length = None;
            loop {
                let mut line = String::new();
                if self.read.read_line(&mut line).await.ok()? == 0 {
                    return None;
                }
                let line = line.trim_end();
                if line.is_empty() {
                    break;
                }
                if let Some(value) = line.strip_prefix("Content-Length: ") {
                    length = value.parse::<usize>().ok();
                }
            }
            let mut body = vec![0; length?];
            self.read.read_exact(&mut body).await.ok()?;
            Some(serde_json::from_slice::<Value>(&body).expect("the server sends JSON"))
        };
        tokio::time::timeout(wait, read).await.ok().flatten()
    }

    /// The response to request `id`; other messages are kept for later.
    async fn response(&mut self, id: i64) -> Value {
        let deadline = Instant::now() + WAIT;
        let mut kept = Vec::new();
        let found = loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let message = self
                .next_within(left)
                .await
                .unwrap_or_else(|| panic!("no response to request {id} within {WAIT:?}"));
            if message.get("id") == Some(&json!(id)) && message.get("method").is_none() {
                break message;
            }
            kept.push(message);
        };
        self.backlog.extend(kept);
        found
    }

    async fn call(&mut self, id: i64, method: &str, params: Value) -> Value {
        self.request(id, method, params).await;
        self.response(id).await
    }

    /// Responses to all of `ids`, each exactly once, within `wait`.
    async fn responses(&mut self, ids: &BTreeSet<i64>, wait: Duration) -> BTreeMap<i64, Value> {
        let deadline = Instant::now() + wait;
        let mut out = BTreeMap::new();
        let mut kept = Vec::new();
        while out.len() < ids.len() {
            let left = deadline.saturating_duration_since(Instant::now());
            let Some(message) = self.next_within(left).await else {
                let missing: Vec<_> = ids.iter().filter(|i| !out.contains_key(*i)).collect();
                panic!("no responses to {missing:?} within {wait:?}");
            };
            match (
                message.get("id").and_then(Value::as_i64),
                message.get("method"),
            ) {
                (Some(id), None) if ids.contains(&id) => {
                    assert!(
                        out.insert(id, message).is_none(),
                        "request {id} answered twice"
                    );
                }
                _ => kept.push(message),
            }
        }
        self.backlog.extend(kept);
        out
    }

    /// `shutdown`, `exit`, and the server task ends.
    async fn shutdown_and_exit(mut self, id: i64) {
        let answer = self.call(id, "shutdown", Value::Null).await;
        assert_eq!(answer["result"], Value::Null, "{answer}");
        assert!(answer.get("error").is_none(), "{answer}");
        self.notify("exit", Value::Null).await;
        tokio::time::timeout(WAIT, self.server)
            .await
            .expect("the server stops after exit")
            .expect("the server task does not panic");
    }
}

fn error_code(message: &Value) -> Option<i64> {
    message["error"]["code"].as_i64()
}

fn uri() -> &'static str {
    "file:///robust.mlir"
}

async fn open_module(raw: &mut Raw, layers: usize) -> String {
    let text = transformer_module(GenNotation::Sdy, layers);
    raw.notify(
        "textDocument/didOpen",
        json!({ "textDocument": { "uri": uri(), "languageId": "mlir", "version": 1, "text": text } }),
    )
    .await;
    text
}

/// Positions spread over the text, for position-taking requests.
fn position(text: &str, k: usize, of: usize) -> Value {
    let lines = text.lines().count().max(1);
    let line = k * lines / of.max(1);
    let character = (k * 7) % 60;
    json!({ "line": line, "character": character })
}

fn mixed_request(text: &str, k: usize, of: usize) -> (&'static str, Value) {
    let doc = json!({ "uri": uri() });
    let at = position(text, k, of);
    match k % 9 {
        0 => (
            "textDocument/documentSymbol",
            json!({ "textDocument": doc }),
        ),
        1 => ("textDocument/foldingRange", json!({ "textDocument": doc })),
        2 => (
            "textDocument/semanticTokens/full",
            json!({ "textDocument": doc }),
        ),
        3 => (
            "textDocument/hover",
            json!({ "textDocument": doc, "position": at }),
        ),
        4 => (
            "textDocument/definition",
            json!({ "textDocument": doc, "position": at }),
        ),
        5 => (
            "textDocument/references",
            json!({ "textDocument": doc, "position": at, "context": { "includeDeclaration": true } }),
        ),
        6 => (
            "textDocument/completion",
            json!({ "textDocument": doc, "position": at }),
        ),
        7 => (
            "textDocument/inlayHint",
            json!({ "textDocument": doc, "range": { "start": { "line": 0, "character": 0 }, "end": at } }),
        ),
        _ => (
            "textDocument/selectionRange",
            json!({ "textDocument": doc, "positions": [at] }),
        ),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn unknown_methods_get_method_not_found() {
    let mut raw = Raw::initialized(json!({})).await;
    for (id, method) in [
        (1, "mesh/unknown"),
        (2, "textDocument/doesNotExist"),
        (3, ""),
    ] {
        let answer = raw.call(id, method, json!({})).await;
        assert_eq!(
            error_code(&answer),
            Some(METHOD_NOT_FOUND),
            "{method}: {answer}"
        );
    }
    // A `$/` request should get MethodNotFound too (LSP 3.17, "$ Notifications
    // and Requests"); tower-lsp-server drops it without an answer. At least
    // the server keeps answering other requests.
    raw.request(4, "$/unknownRequest", json!({})).await;
    // Unknown notifications (with or without `$/`) are ignored silently.
    raw.notify("mesh/unknownNotification", json!({ "x": 1 }))
        .await;
    raw.notify("$/unknownNotification", json!({})).await;
    let answer = raw
        .call(5, "workspace/symbol", json!({ "query": "" }))
        .await;
    assert!(answer.get("result").is_some(), "{answer}");
    raw.shutdown_and_exit(6).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn malformed_params_get_invalid_params() {
    let mut raw = Raw::initialized(json!({})).await;
    open_module(&mut raw, 1).await;
    let cases = [
        ("textDocument/documentSymbol", json!({})),
        ("textDocument/documentSymbol", json!({ "textDocument": 5 })),
        (
            "textDocument/hover",
            json!({ "textDocument": { "uri": uri() } }),
        ),
        (
            "textDocument/hover",
            json!({ "textDocument": { "uri": uri() }, "position": { "line": -1, "character": 0 } }),
        ),
        (
            "textDocument/definition",
            json!({ "textDocument": { "uri": uri() }, "position": { "line": "one", "character": 0 } }),
        ),
        ("textDocument/foldingRange", json!([1, 2, 3])),
        ("textDocument/semanticTokens/full", Value::Null),
        (
            "textDocument/inlayHint",
            json!({ "textDocument": { "uri": uri() } }),
        ),
        (
            "textDocument/rename",
            json!({ "textDocument": { "uri": uri() } }),
        ),
        ("workspace/symbol", json!({ "query": 42 })),
        (
            "textDocument/selectionRange",
            json!({ "textDocument": { "uri": uri() }, "positions": 3 }),
        ),
    ];
    for (i, (method, params)) in cases.iter().enumerate() {
        let answer = raw.call(i as i64 + 1, method, params.clone()).await;
        assert_eq!(
            error_code(&answer),
            Some(INVALID_PARAMS),
            "{method} {params}: {answer}"
        );
    }
    // Notifications with bad params are dropped without a reply or a crash.
    raw.notify("textDocument/didChange", json!({ "textDocument": 3 }))
        .await;
    raw.notify("textDocument/didOpen", json!({})).await;
    let answer = raw
        .call(
            100,
            "textDocument/documentSymbol",
            json!({ "textDocument": { "uri": uri() } }),
        )
        .await;
    assert!(answer["result"].is_array(), "{answer}");
    raw.shutdown_and_exit(101).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn requests_before_initialize_get_server_not_initialized() {
    let mut raw = Raw::connect();
    for (id, method, params) in [
        (
            1,
            "textDocument/documentSymbol",
            json!({ "textDocument": { "uri": uri() } }),
        ),
        (2, "workspace/symbol", json!({ "query": "" })),
        (3, "shutdown", Value::Null),
    ] {
        let answer = raw.call(id, method, params).await;
        assert_eq!(
            error_code(&answer),
            Some(SERVER_NOT_INITIALIZED),
            "{method}: {answer}"
        );
    }
    // Notifications before initialize are dropped; initialize still works.
    raw.notify(
        "textDocument/didOpen",
        json!({ "textDocument": { "uri": uri(), "languageId": "mlir", "version": 1, "text": "" } }),
    )
    .await;
    let answer = raw
        .call(
            5,
            "initialize",
            json!({ "processId": null, "rootUri": null, "capabilities": {} }),
        )
        .await;
    assert!(answer["result"]["capabilities"].is_object(), "{answer}");
    // A second initialize is an invalid request.
    let again = raw
        .call(
            6,
            "initialize",
            json!({ "processId": null, "rootUri": null, "capabilities": {} }),
        )
        .await;
    assert_eq!(error_code(&again), Some(INVALID_REQUEST), "{again}");
    raw.notify("initialized", json!({})).await;
    raw.shutdown_and_exit(7).await;
}

/// A message that does not decode (not JSON, or JSON that is not a JSON-RPC
/// message) is answered with a parse error (-32700) or invalid request
/// (-32600) with id null, and then the session ends: tower-lsp-server reads
/// input with tokio-util's `FramedRead`, which stops at the first decoding
/// error. What must not happen: a panic, a hang, or a missing answer.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_undecodable_message_is_answered_and_ends_the_session_cleanly() {
    let not_json = "{ this is not json".to_string();
    let cases = [
        (not_json, PARSE_ERROR),
        (json!([1, 2, 3]).to_string(), INVALID_REQUEST),
        (
            json!({ "id": 7, "method": "textDocument/hover" }).to_string(),
            INVALID_REQUEST,
        ),
        (json!("just a string").to_string(), INVALID_REQUEST),
    ];
    for (body, code) in cases {
        let mut raw = Raw::initialized(json!({})).await;
        // A response to a request the server never sent is ignored.
        raw.send(json!({ "jsonrpc": "2.0", "id": 424242, "result": null }))
            .await;
        let answer = raw
            .call(1, "workspace/symbol", json!({ "query": "" }))
            .await;
        assert!(answer.get("result").is_some(), "{answer}");
        raw.send_bytes(format!("Content-Length: {}\r\n\r\n{}", body.len(), body).as_bytes())
            .await;
        let answer = raw
            .next_within(WAIT)
            .await
            .unwrap_or_else(|| panic!("no answer to {body}"));
        assert_eq!(error_code(&answer), Some(code), "{body}: {answer}");
        assert_eq!(answer["id"], Value::Null, "{answer}");
        tokio::time::timeout(WAIT, raw.server)
            .await
            .unwrap_or_else(|_| panic!("the session neither continued nor ended after {body}"))
            .expect("the server task does not panic");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hundred_concurrent_requests_are_each_answered_once() {
    let mut raw = Raw::initialized(json!({})).await;
    let text = open_module(&mut raw, 40).await;
    let ids: BTreeSet<i64> = (1..=100).collect();
    for &id in &ids {
        let (method, params) = mixed_request(&text, id as usize, ids.len());
        raw.request(id, method, params).await;
    }
    let answers = raw.responses(&ids, Duration::from_secs(60)).await;
    for (id, answer) in &answers {
        let (method, _) = mixed_request(&text, *id as usize, ids.len());
        assert!(
            answer.get("result").is_some(),
            "request {id} ({method}) failed: {answer}"
        );
    }
    raw.shutdown_and_exit(1000).await;
}

fn frame(message: &Value) -> Vec<u8> {
    let body = serde_json::to_string(message).unwrap();
    format!("Content-Length: {}\r\n\r\n{}", body.len(), body).into_bytes()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn cancellation_storms_leave_no_request_unanswered() {
    let mut raw = Raw::initialized(json!({})).await;
    let text = open_module(&mut raw, 40).await;
    let mut cancelled = 0;
    for round in 0..3i64 {
        let ids: BTreeSet<i64> = (1..=100).map(|k| round * 1000 + k).collect();
        // One write carries all requests and their cancellations, so the
        // server reads the cancellations while most requests are queued or
        // running. Round 0 cancels each right after it; round 1 all of them
        // after all requests, in reverse; round 2 every other one, twice.
        let mut batch = Vec::new();
        let cancel = |id: i64| {
            frame(&json!({ "jsonrpc": "2.0", "method": "$/cancelRequest", "params": { "id": id } }))
        };
        for &id in &ids {
            let (method, params) = mixed_request(&text, id as usize, 100);
            batch.extend(frame(
                &json!({ "jsonrpc": "2.0", "id": id, "method": method, "params": params }),
            ));
            if round == 0 {
                batch.extend(cancel(id));
            }
        }
        for &id in ids.iter().rev() {
            if round == 1 || (round == 2 && id % 2 == 0) {
                batch.extend(cancel(id));
                if round == 2 {
                    batch.extend(cancel(id));
                }
            }
        }
        // Cancellations of ids never sent, and of a malformed id.
        batch.extend(cancel(round * 1000 + 999));
        batch.extend(cancel(-5));
        batch.extend(frame(&json!({ "jsonrpc": "2.0", "method": "$/cancelRequest", "params": { "id": "not-a-number" } })));
        raw.send_bytes(&batch).await;
        let answers = raw.responses(&ids, Duration::from_secs(120)).await;
        for (id, answer) in &answers {
            match error_code(answer) {
                None => assert!(answer.get("result").is_some(), "{id}: {answer}"),
                Some(REQUEST_CANCELLED) => cancelled += 1,
                Some(other) => panic!("request {id}: unexpected error {other}: {answer}"),
            }
        }
    }
    eprintln!("{cancelled} of 300 requests were cancelled");
    // Handlers do their work synchronously before their first `.await`, and
    // tower-lsp-server runs the `$/cancelRequest` notification after the
    // request it names has been polled; so requests complete rather than
    // being cancelled. Either answer is correct; none may be missing.
    // The server still works after the storms.
    let answer = raw
        .call(
            5000,
            "textDocument/documentSymbol",
            json!({ "textDocument": { "uri": uri() } }),
        )
        .await;
    assert!(answer["result"].is_array(), "{answer}");
    raw.shutdown_and_exit(5001).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_that_never_answers_server_requests_does_not_block_the_server() {
    // The server asks clients that support it to refresh inlay hints after a
    // settings change. This client claims support and never answers.
    let mut raw = Raw::initialized(json!({
        "workspace": { "inlayHint": { "refreshSupport": true }, "configuration": true },
        "window": { "workDoneProgress": true }
    }))
    .await;
    let text = open_module(&mut raw, 4).await;
    let mut server_requests = 0;
    for round in 0..5i64 {
        raw.notify(
            "workspace/didChangeConfiguration",
            json!({ "settings": { "meshLsp": { "inlayHints": { "enabled": round % 2 == 0 } } } }),
        )
        .await;
        raw.notify(
            "textDocument/didChange",
            json!({
                "textDocument": { "uri": uri(), "version": round + 2 },
                "contentChanges": [{ "range": {
                    "start": { "line": 3, "character": 0 }, "end": { "line": 3, "character": 0 } },
                    "text": " " }]
            }),
        )
        .await;
        let id = 10 + round;
        let (method, params) = mixed_request(&text, round as usize * 2 + 7, 20);
        let started = Instant::now();
        let answer = raw.call(id, method, params).await;
        assert!(answer.get("result").is_some(), "{method}: {answer}");
        assert!(
            started.elapsed() < Duration::from_secs(5),
            "{method} waited {:?} behind an unanswered server request",
            started.elapsed()
        );
        // Count (and leave unanswered) the server's requests so far.
        server_requests += raw
            .backlog
            .iter()
            .filter(|m| m.get("method").is_some() && m.get("id").is_some())
            .count();
        raw.backlog
            .retain(|m| !(m.get("method").is_some() && m.get("id").is_some()));
    }
    // Drain what is left for a moment: more unanswered requests may come.
    while let Some(message) = raw.next_within(Duration::from_millis(300)).await {
        if message.get("method").is_some() && message.get("id").is_some() {
            server_requests += 1;
        }
    }
    eprintln!("{server_requests} server requests left unanswered");
    assert!(
        server_requests >= 1,
        "the server sent no inlay-hint refresh request to a client supporting it"
    );
    raw.shutdown_and_exit(100).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn shutdown_and_exit_end_the_server_cleanly() {
    // Requests after shutdown are invalid; exit ends the server.
    let mut raw = Raw::initialized(json!({})).await;
    open_module(&mut raw, 2).await;
    let answer = raw.call(1, "shutdown", Value::Null).await;
    assert_eq!(answer["result"], Value::Null, "{answer}");
    let after = raw
        .call(
            2,
            "textDocument/documentSymbol",
            json!({ "textDocument": { "uri": uri() } }),
        )
        .await;
    assert_eq!(error_code(&after), Some(INVALID_REQUEST), "{after}");
    let again = raw.call(3, "shutdown", Value::Null).await;
    assert_eq!(error_code(&again), Some(INVALID_REQUEST), "{again}");
    raw.notify("exit", Value::Null).await;
    tokio::time::timeout(WAIT, raw.server)
        .await
        .expect("exit after shutdown ends the server")
        .unwrap();

    // Exit without shutdown also ends it.
    let mut raw = Raw::initialized(json!({})).await;
    raw.notify("exit", Value::Null).await;
    tokio::time::timeout(WAIT, raw.server)
        .await
        .expect("exit without shutdown ends the server")
        .unwrap();

    // Shutdown with requests in flight: they are answered (or cancelled)
    // before the shutdown response.
    let mut raw = Raw::initialized(json!({})).await;
    let text = open_module(&mut raw, 20).await;
    let mut ids: BTreeSet<i64> = (1..=20).collect();
    for &id in &ids {
        let (method, params) = mixed_request(&text, id as usize, 20);
        raw.request(id, method, params).await;
    }
    raw.request(21, "shutdown", Value::Null).await;
    ids.insert(21);
    let answers = raw.responses(&ids, Duration::from_secs(60)).await;
    assert_eq!(answers[&21]["result"], Value::Null, "{}", answers[&21]);
    raw.notify("exit", Value::Null).await;
    tokio::time::timeout(WAIT, raw.server)
        .await
        .expect("the server ends after in-flight requests and exit")
        .unwrap();

    // The client hangs up without shutdown or exit: the server ends too.
    let raw = Raw::initialized(json!({})).await;
    let Raw {
        write,
        read,
        server,
        ..
    } = raw;
    drop(write);
    drop(read);
    tokio::time::timeout(WAIT, server)
        .await
        .expect("the server ends when its input closes")
        .unwrap();
}
