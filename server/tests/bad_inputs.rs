//! The bad-input catalogue, `tests/bad-inputs/`: truncated, binary and
//! non-UTF-8 files, odd line ends, very long lines, deep nesting, huge
//! dimensions and mesh sizes, and every class of invalid sharding in each
//! notation. Each `NAME.mlir` has its reviewed diagnostics in
//! `NAME.expected` (format in `tests/bad-inputs/README.md`).
//!
//! * `mesh-lsp check --format json` (the real binary, so the CLI's byte
//!   decoding is covered too) ends within a time limit on every file, without
//!   a panic, with exit status 0 or 1 as the diagnostics say, and reports
//!   exactly the expected diagnostics.
//! * One in-process language server opens every file in turn; after each it
//!   answers `documentSymbol`, `foldingRange`, `semanticTokens/full` and
//!   `selectionRange`, and publishes the same diagnostics as the CLI (for
//!   files the CLI analyses).
//!
//! `BLESS=1 cargo test --test bad_inputs` rewrites the `.expected` files from
//! the CLI's output; review the diff before keeping it.

mod lsp_support;

use lsp_support::*;
use serde_json::{json, Value};
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Longest a single `check` may take (a debug build; the slowest file takes
/// well under a second).
const CHECK_TIMEOUT: Duration = Duration::from_secs(30);

fn catalogue() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/bad-inputs")
}

/// Every `.mlir` file of the catalogue, sorted.
fn inputs() -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(catalogue())
        .expect("tests/bad-inputs exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
        .collect();
    files.sort();
    files
}

fn name_of(path: &Path) -> String {
    path.file_stem().unwrap().to_string_lossy().into_owned()
}

/// One diagnostic as an `.expected` line: `severity code L:C-L:C`, 1-based,
/// columns in UTF-16 code units.
fn line_of(severity: &str, code: &str, range: &Value) -> String {
    let at = |p: &Value| {
        format!(
            "{}:{}",
            p["line"].as_u64().unwrap() + 1,
            p["character"].as_u64().unwrap() + 1
        )
    };
    format!(
        "{severity} {code} {}-{}",
        at(&range["start"]),
        at(&range["end"])
    )
}

fn read_expected(path: &Path) -> Vec<String> {
    let expected = path.with_extension("expected");
    std::fs::read_to_string(&expected)
        .unwrap_or_else(|e| panic!("{}: {e}", expected.display()))
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(str::to_string)
        .collect()
}

/// Runs `mesh-lsp check --format json FILE`, killing it after `CHECK_TIMEOUT`.
fn run_check(path: &Path) -> Result<(i32, String), String> {
    let mut child = Command::new(env!("CARGO_BIN_EXE_mesh-lsp"))
        .args(["check", "--format", "json"])
        .arg(path)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot start mesh-lsp: {e}"))?;
    // Drain stdout on a thread so a large report cannot block the child.
    let mut stdout = child.stdout.take().unwrap();
    let reader = std::thread::spawn(move || {
        let mut out = String::new();
        let _ = stdout.read_to_string(&mut out);
        out
    });
    let started = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().map_err(|e| e.to_string())? {
            break status;
        }
        if started.elapsed() > CHECK_TIMEOUT {
            let _ = child.kill();
            let _ = child.wait();
            return Err(format!("did not finish within {CHECK_TIMEOUT:?}"));
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    let out = reader.join().unwrap();
    let mut err = String::new();
    let _ = child.stderr.take().unwrap().read_to_string(&mut err);
    match status.code() {
        Some(code @ (0 | 1)) => Ok((code, out)),
        code => Err(format!(
            "exit status {code:?} (a panic or a signal):\n{}",
            err.lines().take(12).collect::<Vec<_>>().join("\n")
        )),
    }
}

#[test]
fn the_catalogue_is_complete() {
    let files = inputs();
    assert!(files.len() >= 100, "only {} bad inputs", files.len());
    for path in &files {
        assert!(
            path.with_extension("expected").is_file(),
            "{} has no .expected file",
            path.display()
        );
    }
    // No stray expectations.
    for entry in std::fs::read_dir(catalogue()).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "expected") {
            assert!(
                path.with_extension("mlir").is_file(),
                "{} has no .mlir file",
                path.display()
            );
        }
    }
}

#[test]
fn cli_reports_the_expected_diagnostics() {
    let bless = std::env::var_os("BLESS").is_some();
    let mut failures = Vec::new();
    let started = Instant::now();
    for path in inputs() {
        let name = name_of(&path);
        let (status, out) = match run_check(&path) {
            Ok(result) => result,
            Err(problem) => {
                failures.push(format!("{name}: {problem}"));
                continue;
            }
        };
        let report: Value = match serde_json::from_str(&out) {
            Ok(report) => report,
            Err(e) => {
                failures.push(format!("{name}: the JSON report does not parse: {e}"));
                continue;
            }
        };
        let diagnostics = report.as_array().expect("a JSON array");
        let actual: Vec<String> = diagnostics
            .iter()
            .map(|d| {
                line_of(
                    d["severity"].as_str().unwrap(),
                    d["code"].as_str().unwrap(),
                    &d["range"],
                )
            })
            .collect();
        let has_errors = diagnostics.iter().any(|d| d["severity"] == "error");
        if status != i32::from(has_errors) {
            failures.push(format!(
                "{name}: exit status {status}, but errors reported: {has_errors}"
            ));
        }
        if bless {
            let mut text = actual.join("\n");
            if !text.is_empty() {
                text.push('\n');
            }
            std::fs::write(path.with_extension("expected"), text).unwrap();
            continue;
        }
        let expected = read_expected(&path);
        if actual != expected {
            failures.push(format!(
                "{name}: diagnostics differ\n  expected: {expected:#?}\n  actual:   {actual:#?}"
            ));
        }
    }
    eprintln!(
        "checked {} files in {:.1}s",
        inputs().len(),
        started.elapsed().as_secs_f64()
    );
    assert!(
        failures.is_empty(),
        "{} of {} files failed (BLESS=1 rewrites the expectations):\n{}",
        failures.len(),
        inputs().len(),
        failures.join("\n")
    );
}

/// The text an editor would send: BOM dropped, invalid UTF-8 replaced.
fn editor_text(bytes: &[u8]) -> String {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    String::from_utf8_lossy(bytes).into_owned()
}

fn floor_boundary(text: &str, mut offset: usize) -> usize {
    while !text.is_char_boundary(offset) {
        offset -= 1;
    }
    offset
}

fn severity_name(severity: &Value) -> &'static str {
    match severity.as_u64() {
        Some(1) => "error",
        Some(2) => "warning",
        Some(3) => "information",
        Some(4) => "hint",
        _ => "unknown",
    }
}

/// The next `publishDiagnostics` for `uri` (others, e.g. the empty publish
/// after a close, are skipped).
async fn diagnostics_for(client: &mut Client, uri: &str) -> Vec<Value> {
    for _ in 0..100 {
        let params = client.notification("textDocument/publishDiagnostics").await;
        if params["uri"] == uri {
            return params["diagnostics"]
                .as_array()
                .cloned()
                .unwrap_or_default();
        }
    }
    panic!("no diagnostics published for {uri}");
}

/// Sends a request; a failure or no answer within 30 s is recorded.
async fn ask(
    client: &mut Client,
    failures: &mut Vec<String>,
    name: &str,
    method: &str,
    params: Value,
) {
    let answer = tokio::time::timeout(
        Duration::from_secs(30),
        client.request_result(method, params),
    )
    .await;
    match answer {
        Err(_) => failures.push(format!("{name}: {method} timed out")),
        Ok(Err(error)) => failures.push(format!("{name}: {method} failed: {error}")),
        Ok(Ok(_)) => {}
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_server_answers_after_every_bad_input() {
    // Flat document symbols: the hierarchical answer for 128 nested regions
    // is JSON nested deeper than serde_json's default limit (128), which the
    // test client (like other serde_json-based clients) cannot read.
    let mut client = Client::start(json!({})).await;
    let started = Instant::now();
    let mut failures = Vec::new();
    for path in inputs() {
        let name = name_of(&path);
        let bytes = std::fs::read(&path).unwrap();
        let text = editor_text(&bytes);
        let uri = format!("file:///bad-inputs/{name}.mlir");
        client.open(&uri, 1, &text).await;
        for method in [
            "textDocument/documentSymbol",
            "textDocument/foldingRange",
            "textDocument/semanticTokens/full",
        ] {
            ask(
                &mut client,
                &mut failures,
                &name,
                method,
                json!({ "textDocument": doc(&uri) }),
            )
            .await;
        }
        // Selection ranges in the middle of the file: nested `parent`s,
        // capped so that deep nesting cannot overflow the stack.
        let middle = position_of(&text, floor_boundary(&text, text.len() / 2), Enc::Utf16);
        let params = json!({
            "textDocument": doc(&uri),
            "positions": [{ "line": middle.0, "character": middle.1 }]
        });
        ask(
            &mut client,
            &mut failures,
            &name,
            "textDocument/selectionRange",
            params,
        )
        .await;
        let published =
            tokio::time::timeout(Duration::from_secs(30), diagnostics_for(&mut client, &uri))
                .await
                .unwrap_or_else(|_| panic!("{name}: no diagnostics within 30 s"));
        // The CLI does not analyse files with NUL bytes; for the others the
        // server must agree with it, apart from the CLI's note on the bytes.
        if !bytes.contains(&0) {
            let actual: Vec<String> = published
                .iter()
                .map(|d| {
                    line_of(
                        severity_name(&d["severity"]),
                        d["code"].as_str().unwrap_or("<no code>"),
                        &d["range"],
                    )
                })
                .collect();
            let expected: Vec<String> = read_expected(&path)
                .into_iter()
                .filter(|l| !l.contains(" input/"))
                .collect();
            if actual != expected {
                failures.push(format!(
                    "{name}: published diagnostics differ from the CLI's\n  expected: {expected:#?}\n  published: {actual:#?}"
                ));
            }
        }
        client
            .notify(
                "textDocument/didClose",
                json!({ "textDocument": doc(&uri) }),
            )
            .await;
    }
    eprintln!(
        "opened {} files in {:.1}s",
        inputs().len(),
        started.elapsed().as_secs_f64()
    );
    client.shutdown().await;
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
