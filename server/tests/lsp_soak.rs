//! Soak test of the server binary: one long session of random edits on a
//! large generated module, as an editor sends them, comparing the
//! incrementally kept document with a from-scratch analysis at checkpoints
//! and watching the server's memory.
//!
//! The edits come in episodes, each of which leaves the text as valid
//! syntax (though not always valid IR: pasted ops redefine names, deleted
//! ops leave uses behind), with broken text in between:
//! - typing a new op line, one to three characters at a time;
//! - backspacing over an op's name and typing it again;
//! - pasting a block of op lines elsewhere, and deleting a block of them;
//! - undo of the previous episode (each of its edits inverted), and redo;
//! - deleting a region's closing brace, typing elsewhere while it is
//!   missing, and putting the brace back;
//! - typing a comment with non-ASCII characters (UTF-16 positions).
//!
//! At the first episode boundary after every `SOAK_CHECK_EVERY` edits (100)
//! the same text is opened as a second document, and its diagnostics,
//! document symbols and inlay hints around the last edit must equal the
//! edited document's. The server's resident memory is read at each
//! checkpoint; in the last third of the session it must not have grown past
//! what the middle third needed (by more than a fifth plus 24 MiB; the first
//! third warms up). The text's size is kept near where it started, so
//! memory has no reason to grow.
//!
//! CI runs a bounded session (`SOAK_EDITS`, default 1,500 edits, on
//! `SOAK_OPS`, default 1,500 ops). `scripts/soak.sh` runs the full one:
//! 20,000 edits on a 10,000-op module, on the release binary. `SOAK_SEED`
//! picks another edit sequence.

use mesh_lsp::generate::{transformer_module, GenNotation};
use ropey::Rope;
use serde_json::{json, Value};
use std::collections::HashMap;
use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver};
use std::time::{Duration, Instant};

const URI: &str = "file:///soak/model.mlir";
const TIMEOUT: Duration = Duration::from_secs(300);

fn env_usize(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// The server binary on the other end of two pipes.
struct Server {
    child: Child,
    stdin: ChildStdin,
    incoming: Receiver<Value>,
    next_id: i64,
    /// The latest published diagnostics per URI, with their version.
    diagnostics: HashMap<String, (Option<i64>, Value)>,
}

impl Server {
    fn start() -> Server {
        let mut child = Command::new(env!("CARGO_BIN_EXE_mesh-lsp"))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("the mesh-lsp binary starts");
        let stdin = child.stdin.take().unwrap();
        let stdout = child.stdout.take().unwrap();
        let (send, incoming) = channel();
        std::thread::spawn(move || {
            let mut reader = BufReader::new(stdout);
            loop {
                let mut length = None;
                loop {
                    let mut line = String::new();
                    if reader.read_line(&mut line).unwrap_or(0) == 0 {
                        return;
                    }
                    let line = line.trim_end();
                    if line.is_empty() {
                        break;
                    }
                    if let Some(n) = line.strip_prefix("Content-Length: ") {
                        length = n.parse::<usize>().ok();
                    }
                }
                let mut body = vec![0; length.expect("a Content-Length header")];
                if reader.read_exact(&mut body).is_err() {
                    return;
                }
                let message: Value = serde_json::from_slice(&body).expect("JSON from the server");
                if send.send(message).is_err() {
                    return;
                }
            }
        });
        Server {
            child,
            stdin,
            incoming,
            next_id: 1,
            diagnostics: HashMap::new(),
        }
    }

    fn send(&mut self, message: Value) {
        let body = message.to_string();
        write!(self.stdin, "Content-Length: {}\r\n\r\n{body}", body.len()).unwrap();
        self.stdin.flush().unwrap();
    }

    fn notify(&mut self, method: &str, params: Value) {
        self.send(json!({"jsonrpc": "2.0", "method": method, "params": params}));
    }

    /// Handles one message from the server: keeps diagnostics, answers the
    /// server's own requests (progress tokens, refreshes) with `null`.
    fn receive(&mut self) -> Value {
        let message = self
            .incoming
            .recv_timeout(TIMEOUT)
            .expect("the server answers within the timeout");
        if message.get("method").is_some() && message.get("id").is_some() {
            let id = message["id"].clone();
            self.send(json!({"jsonrpc": "2.0", "id": id, "result": null}));
        } else if message["method"] == "textDocument/publishDiagnostics" {
            let params = &message["params"];
            self.diagnostics.insert(
                params["uri"].as_str().unwrap().to_string(),
                (params["version"].as_i64(), params["diagnostics"].clone()),
            );
        }
        message
    }

    fn request(&mut self, method: &str, params: Value) -> Value {
        let id = self.next_id;
        self.next_id += 1;
        self.send(json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params}));
        loop {
            let message = self.receive();
            if message.get("method").is_none() && message["id"] == id {
                assert!(message.get("error").is_none(), "{method} failed: {message}");
                return message["result"].clone();
            }
        }
    }

    /// The diagnostics published for `uri` at `version` (or later).
    fn diagnostics_at(&mut self, uri: &str, version: i64) -> Value {
        loop {
            if let Some((Some(v), diagnostics)) = self.diagnostics.get(uri) {
                if *v >= version {
                    return diagnostics.clone();
                }
            }
            self.receive();
        }
    }

    /// A number from the server process's `/proc/<pid>/status`.
    fn status(&self, key: &str) -> u64 {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id()))
            .expect("/proc/<pid>/status is readable");
        status
            .lines()
            .find_map(|l| l.strip_prefix(key)?.strip_prefix(':'))
            .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
            .unwrap_or_else(|| panic!("{key} in /proc/<pid>/status"))
    }

    /// Resident memory of the server process, in bytes.
    fn resident_bytes(&self) -> u64 {
        self.status("VmRSS") * 1024
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// xorshift64*: the edit sequence is a function of the seed.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// One applied edit: `old` at byte `start` became `new`.
#[derive(Clone)]
struct Edit {
    start: usize,
    old: String,
    new: String,
}

impl Edit {
    fn inverse(&self) -> Edit {
        Edit {
            start: self.start,
            old: self.new.clone(),
            new: self.old.clone(),
        }
    }
}

/// The editor's side: the text, its version, and the server.
struct Session {
    server: Server,
    text: Rope,
    version: i64,
    edits: usize,
    last_edit_line: usize,
}

impl Session {
    /// An LSP position (UTF-16 columns) of a byte offset.
    fn position(&self, byte: usize) -> Value {
        let line = self.text.byte_to_line(byte);
        let char_index = self.text.byte_to_char(byte);
        let column = self.text.char_to_utf16_cu(char_index)
            - self.text.char_to_utf16_cu(self.text.line_to_char(line));
        json!({"line": line, "character": column})
    }

    /// Replaces `len` bytes at `start` with `new`, in the text and in the
    /// server (one `didChange` with one range).
    fn replace(&mut self, start: usize, len: usize, new: &str) -> Edit {
        let old = self.text.byte_slice(start..start + len).to_string();
        let range = json!({"start": self.position(start), "end": self.position(start + len)});
        let (from, to) = (
            self.text.byte_to_char(start),
            self.text.byte_to_char(start + len),
        );
        self.text.remove(from..to);
        self.text.insert(from, new);
        self.version += 1;
        self.edits += 1;
        self.last_edit_line = self.text.byte_to_line(start);
        let version = self.version;
        self.server.notify(
            "textDocument/didChange",
            json!({
                "textDocument": {"uri": URI, "version": version},
                "contentChanges": [{"range": range, "text": new}],
            }),
        );
        Edit {
            start,
            old,
            new: new.to_string(),
        }
    }

    fn apply(&mut self, edit: &Edit) -> Edit {
        assert_eq!(
            self.text
                .byte_slice(edit.start..edit.start + edit.old.len())
                .to_string(),
            edit.old,
            "undo/redo applies to the text it was recorded on"
        );
        self.replace(edit.start, edit.old.len(), &edit.new)
    }

    /// Types `what` at `at`, one to three characters per change.
    fn type_text(&mut self, rng: &mut Rng, at: usize, what: &str) -> Vec<Edit> {
        let chars: Vec<char> = what.chars().collect();
        let mut edits = Vec::new();
        let (mut i, mut offset) = (0, at);
        while i < chars.len() {
            let n = (1 + rng.below(3)).min(chars.len() - i);
            let piece: String = chars[i..i + n].iter().collect();
            edits.push(self.replace(offset, 0, &piece));
            offset += piece.len();
            i += n;
        }
        edits
    }

    fn line_text(&self, line: usize) -> String {
        self.text.line(line).to_string()
    }

    fn line_start(&self, line: usize) -> usize {
        self.text.line_to_byte(line)
    }

    /// A line holding one op with results (`%x = …`), searched from a random
    /// line onward.
    fn op_line(&self, rng: &mut Rng) -> usize {
        let lines = self.text.len_lines();
        let from = rng.below(lines);
        (0..lines)
            .map(|k| (from + k) % lines)
            .find(|&l| is_op_line(&self.line_text(l)))
            .expect("the module has op lines")
    }

    /// A line that is a closing brace of a function or region.
    fn brace_line(&self, rng: &mut Rng) -> usize {
        let lines = self.text.len_lines();
        let from = rng.below(lines);
        (0..lines)
            .map(|k| (from + k) % lines)
            .find(|&l| self.line_text(l).trim() == "}")
            .expect("the module has closing braces")
    }
}

fn is_op_line(line: &str) -> bool {
    let trimmed = line.trim_start();
    trimmed.starts_with('%') && trimmed.contains(" = ") && !trimmed.trim_end().ends_with('{')
}

/// One episode of edits; returns them in the order applied.
fn episode(
    session: &mut Session,
    rng: &mut Rng,
    history: &mut Vec<Vec<Edit>>,
    undone: &mut Vec<Vec<Edit>>,
    target_len: usize,
    counter: &mut usize,
) {
    let choice = rng.below(10);
    // As in an editor, a new edit (not an undo or redo) ends what can be
    // redone.
    if !(5..=7).contains(&choice) {
        undone.clear();
    }
    let edits = match choice {
        // Type a new op line after an op line: a copy of another op with a
        // fresh result name.
        0 | 1 => {
            let source = session.line_text(session.op_line(rng));
            let source = source.trim_end_matches('\n');
            let indent = &source[..source.len() - source.trim_start().len()];
            let body = source.trim_start();
            let rest = &body[body.find(" = ").unwrap()..];
            *counter += 1;
            let typed = format!("\n{indent}%soak{counter}{rest}");
            let line = session.op_line(rng);
            let at = session.line_start(line) + session.line_text(line).trim_end().len();
            session.type_text(rng, at, &typed)
        }
        // Backspace over an op's name, then type it again.
        2 => {
            let line = session.op_line(rng);
            let text = session.line_text(line);
            let name_start = text.find(" = ").unwrap() + 3;
            let name_len = text[name_start..].find([' ', '(', '"']).unwrap_or(0);
            let name = text[name_start..name_start + name_len].to_string();
            let start = session.line_start(line) + name_start;
            let mut edits = Vec::new();
            for k in (0..name.len()).rev() {
                edits.push(session.replace(start + k, 1, ""));
            }
            edits.extend(session.type_text(rng, start, &name));
            edits
        }
        // Paste a block of op lines after another op line, or delete a block
        // (whichever brings the text nearer its starting size).
        3 | 4 => {
            let first = session.op_line(rng);
            let mut last = first;
            let wanted = 1 + rng.below(12);
            while last + 1 < session.text.len_lines()
                && last - first + 1 < wanted
                && is_op_line(&session.line_text(last + 1))
            {
                last += 1;
            }
            let block_start = session.line_start(first);
            let block_end = session.line_start(last + 1);
            if session.text.len_bytes() > target_len {
                vec![session.replace(block_start, block_end - block_start, "")]
            } else {
                let block = session.text.byte_slice(block_start..block_end).to_string();
                let at = session.line_start(session.op_line(rng));
                vec![session.replace(at, 0, &block)]
            }
        }
        // Undo the last episode; sometimes redo it.
        5 | 6 => match history.pop() {
            Some(last) => {
                let inverse: Vec<Edit> = last.iter().rev().map(Edit::inverse).collect();
                let applied: Vec<Edit> = inverse.iter().map(|e| session.apply(e)).collect();
                undone.push(last);
                applied
            }
            None => Vec::new(),
        },
        7 => match undone.pop() {
            Some(redo) => redo.iter().map(|e| session.apply(e)).collect(),
            None => Vec::new(),
        },
        // Break a region's closing brace, type inside while it is missing,
        // and repair it.
        8 => {
            let line = session.brace_line(rng);
            let brace = session.line_start(line) + session.line_text(line).find('}').unwrap();
            let mut edits = vec![session.replace(brace, 1, "")];
            let op = session.op_line(rng);
            let at = session.line_start(op) + session.line_text(op).trim_end().len();
            let typed = session.type_text(rng, at, " // brace gone");
            let shift = if at <= brace {
                " // brace gone".len()
            } else {
                0
            };
            edits.extend(typed);
            edits.push(session.replace(brace + shift, 0, "}"));
            edits
        }
        // A comment with non-ASCII characters, typed at the end of a line.
        _ => {
            let line = session.op_line(rng);
            let at = session.line_start(line) + session.line_text(line).trim_end().len();
            session.type_text(rng, at, " // é𝕏 ñ — 変更")
        }
    };
    if !edits.is_empty() {
        history.push(edits);
        if history.len() > 64 {
            history.remove(0);
        }
    }
}

/// Replaces every occurrence of `uri` in `value` by `"<uri>"`, so results for
/// two documents with the same text compare equal.
fn without_uri(value: &Value, uri: &str) -> Value {
    match value {
        Value::String(s) if s == uri => Value::String("<uri>".into()),
        Value::Array(items) => Value::Array(items.iter().map(|v| without_uri(v, uri)).collect()),
        Value::Object(map) => Value::Object(
            map.iter()
                .map(|(k, v)| (k.clone(), without_uri(v, uri)))
                .collect(),
        ),
        other => other.clone(),
    }
}

/// The edited document and a fresh one with its text agree.
fn checkpoint(session: &mut Session, index: usize) {
    let version = session.version;
    let incremental = session.server.diagnostics_at(URI, version);
    let text = session.text.to_string();
    let fresh_uri = format!("file:///soak/fresh-{index}.mlir");
    session.server.notify(
        "textDocument/didOpen",
        json!({"textDocument": {"uri": fresh_uri, "languageId": "mlir", "version": 1, "text": text}}),
    );
    let fresh = session.server.diagnostics_at(&fresh_uri, 1);
    let context = format!(
        "after {} edits (version {version}), checkpoint {index}",
        session.edits
    );
    assert_eq!(
        without_uri(&incremental, URI),
        without_uri(&fresh, &fresh_uri),
        "diagnostics {context}"
    );
    let mut results = Vec::new();
    for uri in [URI, fresh_uri.as_str()] {
        let symbols = session.server.request(
            "textDocument/documentSymbol",
            json!({"textDocument": {"uri": uri}}),
        );
        let first = session.last_edit_line.saturating_sub(60);
        let last = (session.last_edit_line + 60).min(session.text.len_lines() - 1);
        let hints = session.server.request(
            "textDocument/inlayHint",
            json!({"textDocument": {"uri": uri}, "range": {
                "start": {"line": first, "character": 0},
                "end": {"line": last, "character": 0}}}),
        );
        results.push((without_uri(&symbols, uri), without_uri(&hints, uri)));
    }
    assert_eq!(results[0].0, results[1].0, "document symbols {context}");
    assert_eq!(results[0].1, results[1].1, "inlay hints {context}");
    session.server.notify(
        "textDocument/didClose",
        json!({"textDocument": {"uri": fresh_uri}}),
    );
}

#[test]
fn a_long_editing_session_stays_equal_to_a_fresh_analysis_in_bounded_memory() {
    let edits_wanted = env_usize("SOAK_EDITS", 1_500);
    let ops = env_usize("SOAK_OPS", 1_500);
    let check_every = env_usize("SOAK_CHECK_EVERY", 100);
    let seed = env_usize("SOAK_SEED", 0x50a4) as u64 | 1;

    // The generator makes about 47 ops a layer in sdy notation.
    let one = transformer_module(GenNotation::Sdy, 1);
    let two = transformer_module(GenNotation::Sdy, 2);
    let per_layer = two.lines().count() - one.lines().count();
    let text = transformer_module(GenNotation::Sdy, (ops / per_layer.max(1)).max(1));
    let target_len = text.len();

    let mut server = Server::start();
    server.request(
        "initialize",
        json!({"processId": null, "rootUri": null, "capabilities": {
            "textDocument": {"documentSymbol": {"hierarchicalDocumentSymbolSupport": true}}}}),
    );
    server.notify("initialized", json!({}));
    server.notify(
        "textDocument/didOpen",
        json!({"textDocument": {"uri": URI, "languageId": "mlir", "version": 1, "text": text}}),
    );
    let mut session = Session {
        server,
        text: Rope::from_str(&text),
        version: 1,
        edits: 0,
        last_edit_line: 0,
    };
    let opened = session.server.diagnostics_at(URI, 1);
    assert_eq!(
        opened.as_array().map(Vec::len),
        Some(0),
        "the generated module checks clean: {opened}"
    );

    let started = Instant::now();
    let mut rng = Rng(seed);
    let (mut history, mut undone) = (Vec::new(), Vec::new());
    let mut counter = 0;
    let mut memory = Vec::new();
    let mut next_check = check_every;
    while session.edits < edits_wanted {
        episode(
            &mut session,
            &mut rng,
            &mut history,
            &mut undone,
            target_len,
            &mut counter,
        );
        // Let the server analyse the end of each episode, as it would
        // between an editor's bursts of typing.
        let version = session.version;
        session.server.diagnostics_at(URI, version);
        if session.edits >= next_check {
            checkpoint(&mut session, memory.len());
            memory.push(session.server.resident_bytes());
            next_check = session.edits + check_every;
        }
    }
    checkpoint(&mut session, memory.len());
    memory.push(session.server.resident_bytes());

    let mib = |b: u64| b as f64 / (1 << 20) as f64;
    eprintln!(
        "soak: {} edits in {:.1}s on {} lines ({} bytes, now {}), {} checkpoints; {} threads; resident MiB: {:?}",
        session.edits,
        started.elapsed().as_secs_f64(),
        session.text.len_lines(),
        target_len,
        session.text.len_bytes(),
        memory.len(),
        session.server.status("Threads"),
        memory.iter().map(|&b| mib(b).round()).collect::<Vec<_>>()
    );
    // The first third of the session warms up (allocator pools, the
    // fresh documents' first analyses); memory in the last third must not
    // have grown past what the middle third needed.
    let third = (memory.len() / 3).max(1);
    let middle = memory[third..memory.len() - third]
        .iter()
        .copied()
        .max()
        .unwrap_or(memory[0]);
    let late = memory[memory.len() - third..]
        .iter()
        .copied()
        .max()
        .unwrap();
    assert!(
        late <= middle + middle / 5 + (24 << 20),
        "resident memory grew from {:.0} MiB to {:.0} MiB over the session",
        mib(middle),
        mib(late)
    );
}
