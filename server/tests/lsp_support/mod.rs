//! An in-process LSP client: the real server (`mesh_lsp::lsp::serve`) on one
//! end of a duplex pipe, JSON-RPC messages with `Content-Length` framing on
//! the other.

#![allow(dead_code)]

use mesh_lsp::lsp::{serve_tuned, ServerOptions, Tuning};
use serde_json::{json, Value};
use std::collections::VecDeque;
use std::time::Duration;
use tokio::io::{
    AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader, DuplexStream, ReadHalf, WriteHalf,
};
use tokio::task::JoinHandle;

const TIMEOUT: Duration = Duration::from_secs(10);

pub struct Client {
    write: WriteHalf<DuplexStream>,
    read: BufReader<ReadHalf<DuplexStream>>,
    next_id: i64,
    /// Notifications received while waiting for something else.
    notifications: VecDeque<Value>,
    /// Responses that arrived while waiting for another one.
    responses: Vec<Value>,
    server: JoinHandle<()>,
    pub initialize_result: Value,
    /// Requests the server sent to the client (each answered with `null`).
    pub server_requests: Vec<Value>,
}

/// Client capabilities of an editor offering UTF-8 positions (like Neovim).
pub fn utf8_capabilities() -> Value {
    json!({
        "general": { "positionEncodings": ["utf-8", "utf-16"] },
        "textDocument": { "documentSymbol": { "hierarchicalDocumentSymbolSupport": true } }
    })
}

/// Client capabilities of an editor with UTF-16 positions only (like VS Code).
pub fn utf16_capabilities() -> Value {
    json!({
        "textDocument": { "documentSymbol": { "hierarchicalDocumentSymbolSupport": true } }
    })
}

impl Client {
    /// Starts a server and completes `initialize` / `initialized`.
    pub async fn start(capabilities: Value) -> Client {
        Self::start_with(
            capabilities,
            ServerOptions {
                debounce: Duration::from_millis(20),
            },
        )
        .await
    }

    /// Starts a server without initializing it.
    pub fn connect(options: ServerOptions) -> Client {
        Self::connect_tuned(options, Tuning::default())
    }

    /// [`Client::connect`] with non-default server timings.
    pub fn connect_tuned(options: ServerOptions, tuning: Tuning) -> Client {
        let (client_end, server_end) = tokio::io::duplex(1 << 20);
        let (server_read, server_write) = tokio::io::split(server_end);
        let server = tokio::spawn(serve_tuned(server_read, server_write, options, tuning));
        let (read, write) = tokio::io::split(client_end);
        Client {
            write,
            read: BufReader::new(read),
            next_id: 1,
            notifications: VecDeque::new(),
            responses: Vec::new(),
            server,
            initialize_result: Value::Null,
            server_requests: Vec::new(),
        }
    }

    pub async fn start_with(capabilities: Value, options: ServerOptions) -> Client {
        Self::start_tuned(capabilities, options, Tuning::default()).await
    }

    /// Starts and initializes a server with non-default timings.
    pub async fn start_tuned(
        capabilities: Value,
        options: ServerOptions,
        tuning: Tuning,
    ) -> Client {
        let mut client = Self::connect_tuned(options, tuning);
        let result = client
            .request(
                "initialize",
                json!({ "processId": null, "rootUri": null, "capabilities": capabilities }),
            )
            .await;
        client.initialize_result = result;
        client.notify("initialized", json!({})).await;
        client
    }

    async fn send(&mut self, message: Value) {
        let body = serde_json::to_string(&message).unwrap();
        let frame = format!("Content-Length: {}\r\n\r\n{}", body.len(), body);
        self.write.write_all(frame.as_bytes()).await.unwrap();
        self.write.flush().await.unwrap();
    }

    async fn receive(&mut self) -> Value {
        let mut length = None;
        loop {
            let mut line = String::new();
            let n = tokio::time::timeout(TIMEOUT, self.read.read_line(&mut line))
                .await
                .expect("timed out waiting for a message from the server")
                .unwrap();
            assert!(n > 0, "the server closed the connection");
            let line = line.trim_end();
            if line.is_empty() {
                break;
            }
            if let Some(value) = line.strip_prefix("Content-Length: ") {
                length = Some(value.parse::<usize>().unwrap());
            }
        }
        let mut body = vec![0; length.expect("Content-Length header")];
        self.read.read_exact(&mut body).await.unwrap();
        serde_json::from_slice(&body).unwrap()
    }

    pub async fn notify(&mut self, method: &str, params: Value) {
        self.send(json!({ "jsonrpc": "2.0", "method": method, "params": params }))
            .await;
    }

    /// Sends a request without waiting for its response; returns its id.
    pub async fn send_request(&mut self, method: &str, params: Value) -> i64 {
        let id = self.next_id;
        self.next_id += 1;
        self.send(json!({ "jsonrpc": "2.0", "id": id, "method": method, "params": params }))
            .await;
        id
    }

    /// Waits for the response to request `id`.
    pub async fn response(&mut self, id: i64) -> Result<Value, Value> {
        loop {
            let message = self.next_for(id).await;
            if message.get("id") == Some(&json!(id)) && message.get("method").is_none() {
                return match message.get("error") {
                    Some(error) => Err(error.clone()),
                    None => Ok(message.get("result").cloned().unwrap_or(Value::Null)),
                };
            }
            self.other(message).await;
        }
    }

    /// Waits for the response to request `id`, leaving every request the
    /// server sends meanwhile unanswered (a client that never replies).
    pub async fn response_ignoring_server_requests(&mut self, id: i64) -> Result<Value, Value> {
        loop {
            let message = self.next_for(id).await;
            if message.get("id") == Some(&json!(id)) && message.get("method").is_none() {
                return match message.get("error") {
                    Some(error) => Err(error.clone()),
                    None => Ok(message.get("result").cloned().unwrap_or(Value::Null)),
                };
            }
            match (message.get("method"), message.get("id")) {
                (Some(_), Some(_)) => self.server_requests.push(message),
                (Some(_), None) => self.notifications.push_back(message),
                (None, Some(_)) => self.responses.push(message),
                _ => panic!("unexpected message {message}"),
            }
        }
    }

    /// The buffered response to `id`, else the next message.
    async fn next_for(&mut self, id: i64) -> Value {
        match self.responses.iter().position(|r| r["id"] == json!(id)) {
            Some(i) => self.responses.remove(i),
            None => self.receive().await,
        }
    }

    /// A message that is not the awaited response.
    async fn other(&mut self, message: Value) {
        match (message.get("method"), message.get("id")) {
            // A server→client request: acknowledge it.
            (Some(_), Some(id)) => {
                let id = id.clone();
                self.server_requests.push(message.clone());
                self.send(json!({ "jsonrpc": "2.0", "id": id, "result": null }))
                    .await;
            }
            (Some(_), None) => self.notifications.push_back(message),
            // The response to another request sent earlier.
            (None, Some(_)) => self.responses.push(message),
            _ => panic!("unexpected message {message}"),
        }
    }

    pub async fn request_result(&mut self, method: &str, params: Value) -> Result<Value, Value> {
        let id = self.send_request(method, params).await;
        self.response(id).await
    }

    /// Sends a request and returns its result, panicking on an error response.
    pub async fn request(&mut self, method: &str, params: Value) -> Value {
        match self.request_result(method, params).await {
            Ok(result) => result,
            Err(error) => panic!("{method} failed: {error}"),
        }
    }

    /// The next notification with `method` (earlier ones of other methods are kept).
    pub async fn notification(&mut self, method: &str) -> Value {
        if let Some(i) = self
            .notifications
            .iter()
            .position(|n| n["method"] == method)
        {
            return self.notifications.remove(i).unwrap()["params"].clone();
        }
        loop {
            let message = self.receive().await;
            if message["method"] == method && message.get("id").is_none() {
                return message["params"].clone();
            }
            self.other(message).await;
        }
    }

    /// Waits up to `wait` for a notification with `method`; `None` if none came.
    pub async fn maybe_notification(&mut self, method: &str, wait: Duration) -> Option<Value> {
        tokio::time::timeout(wait, self.notification(method))
            .await
            .ok()
    }

    pub async fn open(&mut self, uri: &str, version: i32, text: &str) {
        self.notify(
            "textDocument/didOpen",
            json!({ "textDocument": { "uri": uri, "languageId": "mlir", "version": version, "text": text } }),
        )
        .await;
    }

    /// One incremental change replacing `[start, end)` (line, character).
    pub async fn change(
        &mut self,
        uri: &str,
        version: i32,
        start: (u32, u32),
        end: (u32, u32),
        text: &str,
    ) {
        self.notify(
            "textDocument/didChange",
            json!({
                "textDocument": { "uri": uri, "version": version },
                "contentChanges": [{ "range": range(start, end), "text": text }]
            }),
        )
        .await;
    }

    /// `shutdown` then `exit`; the server task must end.
    pub async fn shutdown(mut self) {
        let result = self.request("shutdown", Value::Null).await;
        assert_eq!(result, Value::Null);
        self.notify("exit", Value::Null).await;
        tokio::time::timeout(TIMEOUT, self.server)
            .await
            .expect("the server stops after exit")
            .unwrap();
    }
}

pub fn range(start: (u32, u32), end: (u32, u32)) -> Value {
    json!({
        "start": { "line": start.0, "character": start.1 },
        "end": { "line": end.0, "character": end.1 }
    })
}

/// Position encodings, computed here independently of the server.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Enc {
    Utf8,
    Utf16,
}

/// The (line, character) of byte offset `offset` of `text`.
pub fn position_of(text: &str, offset: usize, enc: Enc) -> (u32, u32) {
    let before = &text[..offset];
    let line = before.matches('\n').count() as u32;
    let line_text = &before[before.rfind('\n').map_or(0, |i| i + 1)..];
    let character = match enc {
        Enc::Utf8 => line_text.len(),
        Enc::Utf16 => line_text.encode_utf16().count(),
    };
    (line, character as u32)
}

/// The position of the first occurrence of `needle` (plus `delta` bytes).
pub fn pos(text: &str, needle: &str, delta: usize, enc: Enc) -> Value {
    let offset = text
        .find(needle)
        .unwrap_or_else(|| panic!("{needle:?} not in text"))
        + delta;
    let (line, character) = position_of(text, offset, enc);
    json!({ "line": line, "character": character })
}

/// The protocol range of bytes `[start, end)` of `text`.
pub fn range_of(text: &str, start: usize, end: usize, enc: Enc) -> Value {
    range(position_of(text, start, enc), position_of(text, end, enc))
}

/// The text a protocol range covers.
pub fn text_at<'t>(text: &'t str, range: &Value, enc: Enc) -> &'t str {
    let start = offset_of(text, &range["start"], enc);
    let end = offset_of(text, &range["end"], enc);
    &text[start..end]
}

pub fn offset_of(text: &str, position: &Value, enc: Enc) -> usize {
    let line = position["line"].as_u64().unwrap() as usize;
    let character = position["character"].as_u64().unwrap() as usize;
    let line_start: usize = text.split_inclusive('\n').take(line).map(str::len).sum();
    let line_text = text[line_start..].split('\n').next().unwrap();
    let mut units = 0;
    for (i, c) in line_text.char_indices() {
        if units >= character {
            return line_start + i;
        }
        units += match enc {
            Enc::Utf8 => c.len_utf8(),
            Enc::Utf16 => c.len_utf16(),
        };
    }
    line_start + line_text.len()
}

pub fn doc(uri: &str) -> Value {
    json!({ "uri": uri })
}

pub fn at(uri: &str, position: Value) -> Value {
    json!({ "textDocument": doc(uri), "position": position })
}

/// Applies `WorkspaceEdit.changes[uri]` to `text`.
pub fn apply_edits(text: &str, edits: &Value, enc: Enc) -> String {
    let mut edits: Vec<(usize, usize, String)> = edits
        .as_array()
        .unwrap()
        .iter()
        .map(|e| {
            (
                offset_of(text, &e["range"]["start"], enc),
                offset_of(text, &e["range"]["end"], enc),
                e["newText"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    edits.sort_by_key(|e| std::cmp::Reverse(e.0));
    let mut out = text.to_string();
    for (start, end, new) in edits {
        out.replace_range(start..end, &new);
    }
    out
}
