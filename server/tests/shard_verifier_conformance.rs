//! Conformance of the `shard` collectives and grid-query verifiers
//! (`verify/shard_collectives.rs`) with LLVM 22.
//!
//! - `own_cases`: our own cases (`tests/shard_verifier/collectives_invalid.mlir`,
//!   mlir-opt's `-verify-diagnostics` format): every `expected-error` is
//!   reported on its line with its text, and nothing else is an error.
//! - `own_cases_agree_with_mlir_opt`: the same file passes
//!   `mlir-opt-22 -split-input-file -verify-diagnostics`, so the expectations
//!   are LLVM 22's messages (skipped when mlir-opt is not installed:
//!   `apt-get install -y mlir-22-tools`, or `MLIR_OPT=/path/to/mlir-opt`).
//! - `llvm_shard_invalid`: LLVM 22's own `mlir/test/Dialect/Shard/invalid.mlir`,
//!   vendored with its license at `tests/shard_verifier/llvm/` (see the
//!   README there; `LLVM_SHARD_INVALID` points at another copy). Every
//!   `expected-error` must be reported on its line with its text (the
//!   collectives and grid queries this verifier covers, and the sharding and
//!   grid declarations `annotations` checks), and nothing else is an error.
//! - `llvm_shard_ops`: LLVM 22's `Shard/ops.mlir` (every op in valid forms),
//!   vendored beside it, has no error.

use mesh_lsp::check::check_text;
use mesh_lsp::diagnostic::Severity;
use mesh_lsp::text::LineIndex;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;

const OWN: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/shard_verifier/collectives_invalid.mlir"
);
const LLVM_DEFAULT: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/shard_verifier/llvm/invalid.mlir"
);

/// The ops `verify/shard_collectives.rs` verifies.
const OPS: &[&str] = &[
    "all_gather",
    "all_reduce",
    "all_slice",
    "all_to_all",
    "broadcast",
    "gather",
    "recv",
    "reduce",
    "reduce_scatter",
    "scatter",
    "send",
    "shift",
    "grid_shape",
    "process_multi_index",
    "process_linear_index",
    "neighbors_linear_indices",
];

/// `(target line, expected text)` for every `expected-error` (0-based lines;
/// `@+N`, `@-N`, `@above`, `@below` and same-line forms).
fn expected_errors(text: &str) -> Vec<(usize, String)> {
    let lines: Vec<&str> = text.lines().collect();
    let mut out = Vec::new();
    for (line, content) in lines.iter().enumerate() {
        let Some(at) = content.find("expected-error") else {
            continue;
        };
        let rest = &content[at + "expected-error".len()..];
        let target = match rest.strip_prefix('@') {
            Some(spec) => {
                let spec: String = spec
                    .chars()
                    .take_while(|c| !c.is_whitespace() && *c != '{')
                    .collect();
                match spec.as_str() {
                    "below" => line + 1,
                    "above" => line.saturating_sub(1),
                    s if s.starts_with('+') => line + s[1..].parse::<usize>().unwrap_or(0),
                    s if s.starts_with('-') => {
                        line.saturating_sub(s[1..].parse::<usize>().unwrap_or(0))
                    }
                    _ => line,
                }
            }
            None => line,
        };
        if let (Some(open), Some(close)) = (rest.find("{{"), rest.rfind("}}")) {
            if open + 2 <= close {
                out.push((target, rest[open + 2..close].to_string()));
            }
        }
    }
    out
}

/// Whether a line holds one of the covered ops (`shard.<op> ` or `shard.<op>\n`).
fn is_covered_op_line(line: &str) -> bool {
    OPS.iter().any(|op| {
        let name = format!("shard.{op}");
        line.match_indices(&name).any(|(at, _)| {
            line[at + name.len()..]
                .chars()
                .next()
                .is_none_or(|c| c.is_whitespace())
        })
    })
}

struct Outcome {
    /// Expected errors on covered op lines: (matched, total).
    covered: (usize, usize),
    /// Expected errors elsewhere: (matched, total).
    other: (usize, usize),
    misses: Vec<String>,
    /// Errors on lines without an expectation.
    false_alarms: Vec<String>,
}

fn run(text: &str) -> Outcome {
    let index = LineIndex::new(text);
    let lines: Vec<&str> = text.lines().collect();
    let reported: Vec<(usize, String)> = check_text(text)
        .into_iter()
        .filter(|d| d.severity == Severity::Error)
        .map(|d| (index.line_of(d.range.start), d.message))
        .collect();
    let expected = expected_errors(text);
    let mut outcome = Outcome {
        covered: (0, 0),
        other: (0, 0),
        misses: Vec::new(),
        false_alarms: Vec::new(),
    };
    for (line, message) in &expected {
        let covered = lines.get(*line).is_some_and(|l| is_covered_op_line(l));
        let hit = reported
            .iter()
            .any(|(l, m)| l == line && m.contains(message.as_str()));
        let counts = if covered {
            &mut outcome.covered
        } else {
            &mut outcome.other
        };
        counts.1 += 1;
        if hit {
            counts.0 += 1;
        } else {
            outcome.misses.push(format!("line {}: {message}", line + 1));
        }
    }
    let expected_lines: BTreeSet<usize> = expected.iter().map(|(l, _)| *l).collect();
    for (line, message) in &reported {
        if !expected_lines.contains(line) {
            outcome
                .false_alarms
                .push(format!("line {}: {message}", line + 1));
        }
    }
    outcome
}

#[test]
fn own_cases() {
    let text = std::fs::read_to_string(OWN).expect("own cases");
    let outcome = run(&text);
    println!(
        "own cases: {}/{} expected errors matched",
        outcome.covered.0, outcome.covered.1
    );
    assert!(outcome.covered.1 >= 15, "the fixture lost cases");
    assert!(outcome.misses.is_empty(), "missed: {:#?}", outcome.misses);
    assert_eq!(outcome.other, (0, 0));
    assert!(
        outcome.false_alarms.is_empty(),
        "false alarms: {:#?}",
        outcome.false_alarms
    );
}

fn mlir_opt() -> Option<PathBuf> {
    let path = std::env::var_os("MLIR_OPT")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("/usr/lib/llvm-22/bin/mlir-opt"));
    path.is_file().then_some(path)
}

#[test]
fn own_cases_agree_with_mlir_opt() {
    let Some(opt) = mlir_opt() else {
        println!(
            "skipping: mlir-opt 22 not found (apt-get install -y mlir-22-tools, or set MLIR_OPT)"
        );
        return;
    };
    let output = Command::new(&opt)
        .args(["-split-input-file", "-verify-diagnostics", OWN])
        .output()
        .expect("mlir-opt runs");
    assert!(
        output.status.success(),
        "mlir-opt disagrees with tests/shard_verifier/collectives_invalid.mlir:\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
}

#[test]
fn llvm_shard_invalid() {
    let path = std::env::var_os("LLVM_SHARD_INVALID")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(LLVM_DEFAULT));
    assert!(
        Path::new(&path).is_file(),
        "LLVM's Shard/invalid.mlir is vendored at {}",
        path.display()
    );
    let text = std::fs::read_to_string(&path).expect("UTF-8 test file");
    let outcome = run(&text);
    let (matched, total) = (
        outcome.covered.0 + outcome.other.0,
        outcome.covered.1 + outcome.other.1,
    );
    println!("LLVM Shard/invalid.mlir: {matched}/{total} expected errors matched");
    println!(
        "  collectives and grid queries: {}/{}; sharding and grid declarations: {}/{}",
        outcome.covered.0, outcome.covered.1, outcome.other.0, outcome.other.1
    );
    for miss in &outcome.misses {
        println!("  missed {miss}");
    }
    for alarm in &outcome.false_alarms {
        println!("  unexpected {alarm}");
    }
    assert!(total >= 80, "the file has fewer cases than LLVM 22's");
    assert_eq!(
        (matched, outcome.false_alarms.len()),
        (total, 0),
        "missed: {:#?}\nunexpected: {:#?}",
        outcome.misses,
        outcome.false_alarms
    );
}

#[test]
fn llvm_shard_ops() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/shard_verifier/llvm/ops.mlir"
    );
    let text = std::fs::read_to_string(path).expect("LLVM's Shard/ops.mlir is vendored");
    let index = LineIndex::new(&text);
    let errors: Vec<String> = check_text(&text)
        .into_iter()
        .filter(|d| d.severity == Severity::Error)
        .map(|d| format!("line {}: {}", index.line_of(d.range.start) + 1, d.message))
        .collect();
    let functions = text.matches("func.func @").count();
    println!(
        "LLVM Shard/ops.mlir: {} errors over {functions} functions",
        errors.len()
    );
    assert!(
        functions >= 40,
        "the file has fewer functions than LLVM 22's"
    );
    assert!(errors.is_empty(), "errors on valid IR: {errors:#?}");
}
