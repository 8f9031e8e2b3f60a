//! Conformance of `mesh_lsp::rules` with Shardy's own lit tests in
//! `../shared/corpus` (read at test time, never copied):
//! - `op_sharding_rule_registry*.mlir`: the rule Shardy's registry builds
//!   for each op (its `// CHECK: sdy.sharding_rule = …` line, FileCheck
//!   substring semantics) against the rule we build;
//! - `sharding_rule_parse_print.mlir`: parse + print round trips;
//! - `sharding_rule_parsing_failure.mlir`, `sharding_rule_verification.mlir`:
//!   our parse and verifier errors against `expected-error`s;
//! - the JAX corpus: every `sdy.sharding_rule` Shardy wrote after
//!   propagation against the registry's rule for that op.
//!
//! Each check prints its pass rate and mismatches and asserts a floor (the
//! rate reached when it was written), so regressions fail.

use mesh_lsp::ir::{self, FileIr, FunctionEntry, Op};
use mesh_lsp::rules::{self, AliasTable, RuleEnv, RuleLookup};
use mesh_lsp::syntax;
use std::path::{Path, PathBuf};

fn shared() -> Option<PathBuf> {
    let path = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../../shared/corpus"));
    if path.is_dir() {
        Some(path.to_path_buf())
    } else {
        println!("skipping: ../shared not found");
        None
    }
}

fn sdy_dir(shared: &Path, sub: &str) -> PathBuf {
    shared.join("shardy/shardy/dialect/sdy").join(sub)
}

struct Parsed {
    text: String,
    file: FileIr,
    aliases: AliasTable,
}

fn load(path: &Path) -> Option<Parsed> {
    let text = std::fs::read_to_string(path).ok()?;
    let tree = syntax::parse(&text);
    let file = ir::build(&tree, &text);
    let aliases = AliasTable::from_tree(&tree, &text);
    Some(Parsed {
        text,
        file,
        aliases,
    })
}

/// Every op of the file with its function, by start offset.
fn all_ops(file: &FileIr) -> Vec<(&FunctionEntry, &Op)> {
    let mut ops: Vec<(&FunctionEntry, &Op)> = file
        .functions()
        .flat_map(|(_, entry)| entry.ir.ops.iter().map(move |op| (entry, &**op)))
        .collect();
    ops.sort_by_key(|(entry, op)| entry.abs(op.range).start);
    ops
}

/// A group of consecutive `// CHECK…` lines and where it ends.
struct CheckGroup {
    line: usize,
    end: usize,
    /// The rule patterns (CHECK, then CHECK-SAME continuations).
    patterns: Vec<String>,
    expect_no_rule: bool,
}

fn check_groups(text: &str) -> Vec<CheckGroup> {
    let mut groups = Vec::new();
    let mut current: Option<CheckGroup> = None;
    let mut offset = 0;
    for (line_no, line) in text.split_inclusive('\n').enumerate() {
        let trimmed = line.trim();
        let body = trimmed.strip_prefix("//").map(str::trim);
        let directive = body.and_then(|b| {
            [
                "CHECK:",
                "CHECK-SAME:",
                "CHECK-NEXT:",
                "CHECK-NOT:",
                "CHECK-LABEL:",
            ]
            .iter()
            .find_map(|d| b.strip_prefix(d).map(|rest| (*d, rest.trim().to_string())))
        });
        match directive {
            Some((kind, pattern)) => {
                let group = current.get_or_insert(CheckGroup {
                    line: line_no + 1,
                    end: 0,
                    patterns: Vec::new(),
                    expect_no_rule: false,
                });
                group.end = offset + line.len();
                let about_rule =
                    pattern.contains("op_sharding_rule") || pattern.contains("sharding_rule =");
                match kind {
                    "CHECK-NOT:" if pattern.contains("sdy.sharding_rule") => {
                        group.expect_no_rule = true
                    }
                    "CHECK:" | "CHECK-NEXT:" if about_rule => group.patterns = vec![pattern],
                    "CHECK-SAME:" if !group.patterns.is_empty() => group.patterns.push(pattern),
                    _ => {}
                }
            }
            None if body.is_some() && current.is_some() => {}
            None => groups.extend(current.take()),
        }
        offset += line.len();
    }
    groups.extend(current);
    groups
        .into_iter()
        .filter(|g| !g.patterns.is_empty() || g.expect_no_rule)
        .collect()
}

fn collapse_whitespace(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// FileCheck matching of `patterns` (CHECK then CHECK-SAMEs) on one line;
/// `{{.*}}` is a wildcard. `None` when a pattern has another regex.
fn file_check(patterns: &[String], line: &str) -> Option<bool> {
    let line = collapse_whitespace(line);
    let mut from = 0;
    for pattern in patterns {
        let pattern = collapse_whitespace(pattern);
        // Literal pieces in order; CHECK-SAME continues after the previous match.
        for literal in pattern.split("{{.*}}") {
            if literal.contains("{{") {
                return None;
            }
            match line[from..].find(literal) {
                Some(at) => from += at + literal.len(),
                None => return Some(false),
            }
        }
    }
    Some(true)
}

/// How MLIR prints the rule in an op's attribute dictionary, up to the type.
fn attr_dict(rule: &rules::OpShardingRule) -> String {
    format!("{{sdy.sharding_rule = {}}} :", rule.to_attribute())
}

fn printed(lookup: &RuleLookup) -> String {
    match lookup {
        RuleLookup::Rule(rule) => attr_dict(rule),
        RuleLookup::NoRule { kind, reason } => format!("no rule ({kind:?}: {reason})"),
    }
}

struct Tally {
    name: String,
    passed: usize,
    total: usize,
    skipped: usize,
    failures: Vec<String>,
}

impl Tally {
    fn new(name: &str) -> Self {
        Tally {
            name: name.to_string(),
            passed: 0,
            total: 0,
            skipped: 0,
            failures: Vec::new(),
        }
    }

    fn record(&mut self, ok: bool, failure: impl FnOnce() -> String) {
        self.total += 1;
        if ok {
            self.passed += 1;
        } else {
            self.failures.push(failure());
        }
    }

    /// Prints the rate and mismatches; fails below `floor` passes.
    fn finish(self, what: &str, floor: usize) {
        println!("{}: {}/{} {what} match", self.name, self.passed, self.total);
        if self.skipped > 0 {
            println!("  ({} skipped: regex patterns)", self.skipped);
        }
        for failure in &self.failures {
            println!("  MISMATCH {failure}");
        }
        assert!(
            self.passed >= floor,
            "{}: {} passes, below the floor of {floor}",
            self.name,
            self.passed
        );
    }
}

/// Runs the registry CHECKs of one file.
fn registry_checks(path: &Path, conservative: bool) -> Option<Tally> {
    let parsed = load(path)?;
    let ops = all_ops(&parsed.file);
    let env = RuleEnv::new(&parsed.text, &parsed.aliases).with_conservative(conservative);
    let mut tally = Tally::new(&path.file_name()?.to_string_lossy());
    for group in check_groups(&parsed.text) {
        let Some((entry, op)) = ops
            .iter()
            .find(|(e, op)| e.abs(op.range).start >= group.end)
        else {
            continue;
        };
        let lookup = rules::rule_for(op, &entry.ir, &env.for_entry(entry));
        let ours = printed(&lookup);
        let ok = if group.expect_no_rule {
            Some(lookup.rule().is_none())
        } else {
            file_check(&group.patterns, &ours)
        };
        match ok {
            None => tally.skipped += 1,
            Some(ok) => tally.record(ok, || {
                format!(
                    "line {} ({}):\n    expected: {}\n    ours:     {ours}",
                    group.line,
                    op.name,
                    if group.expect_no_rule {
                        "no rule".to_string()
                    } else {
                        group.patterns.join(" ")
                    }
                )
            }),
        }
    }
    Some(tally)
}

#[test]
fn op_sharding_rule_registry() {
    let Some(shared) = shared() else { return };
    let dir = sdy_dir(&shared, "transforms/propagation/test");
    let Some(tally) = registry_checks(&dir.join("op_sharding_rule_registry.mlir"), false) else {
        println!("skipping: op_sharding_rule_registry.mlir not found");
        return;
    };
    tally.finish("rules", 123);
}

#[test]
fn op_sharding_rule_registry_conservative() {
    let Some(shared) = shared() else { return };
    let dir = sdy_dir(&shared, "transforms/propagation/test");
    let Some(tally) = registry_checks(
        &dir.join("op_sharding_rule_registry_conservative.mlir"),
        true,
    ) else {
        println!("skipping: op_sharding_rule_registry_conservative.mlir not found");
        return;
    };
    tally.finish("rules", 6);
}

#[test]
fn unknown_custom_calls_warn_like_shardy() {
    let Some(shared) = shared() else { return };
    let path = sdy_dir(
        &shared,
        "transforms/propagation/test/op_sharding_rule_registry_failures.mlir",
    );
    let Some(parsed) = load(&path) else {
        println!("skipping: op_sharding_rule_registry_failures.mlir not found");
        return;
    };
    let expected = expected_errors(&parsed.text, "expected-warning");
    let env = RuleEnv::new(&parsed.text, &parsed.aliases);
    let mut tally = Tally::new("op_sharding_rule_registry_failures.mlir");
    for (line, messages) in expected {
        let Some((entry, op)) = op_at_line(&parsed, line) else {
            continue;
        };
        let ours = printed(&rules::rule_for(op, &entry.ir, &env.for_entry(entry)));
        for message in messages {
            tally.record(ours.contains(&message), || {
                format!("line {line}: expected {message:?}, ours {ours}")
            });
        }
    }
    tally.finish("warnings", 1);
}

/// `// expected-error@+N {{msg}}` (or `expected-warning`) by target line.
fn expected_errors(text: &str, directive: &str) -> Vec<(usize, Vec<String>)> {
    let mut out: Vec<(usize, Vec<String>)> = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let Some(at) = line.find(directive) else {
            continue;
        };
        let rest = &line[at + directive.len()..];
        let (delta, rest) = match rest.strip_prefix("@+") {
            Some(r) => {
                let digits: String = r.chars().take_while(char::is_ascii_digit).collect();
                (digits.parse::<usize>().unwrap_or(0), &r[digits.len()..])
            }
            None => (0, rest),
        };
        let Some(start) = rest.find("{{") else {
            continue;
        };
        let Some(end) = rest.rfind("}}") else {
            continue;
        };
        let message = rest[start + 2..end].to_string();
        let target = i + 1 + delta;
        match out.iter_mut().find(|(l, _)| *l == target) {
            Some((_, messages)) => messages.push(message),
            None => out.push((target, vec![message])),
        }
    }
    out
}

fn line_of(text: &str, offset: usize) -> usize {
    text[..offset.min(text.len())].matches('\n').count() + 1
}

fn op_at_line(parsed: &Parsed, line: usize) -> Option<(&FunctionEntry, &Op)> {
    all_ops(&parsed.file)
        .into_iter()
        .find(|(entry, op)| line_of(&parsed.text, entry.abs(op.range).start) == line)
}

/// Our errors for the op's own `sdy.sharding_rule`, as one text.
fn user_rule_errors(parsed: &Parsed, entry: &FunctionEntry, op: &Op) -> String {
    let env = RuleEnv::new(&parsed.text, &parsed.aliases).for_entry(entry);
    match rules::user_rule(op, &entry.ir, &env) {
        None => "no sdy.sharding_rule attribute".into(),
        Some(Ok(rule)) => format!("no error; parsed {rule}"),
        Some(Err(errors)) => errors
            .into_iter()
            .map(|e| e.message)
            .collect::<Vec<_>>()
            .join(" | "),
    }
}

fn error_checks(file: &str, floor: usize) {
    let Some(shared) = shared() else { return };
    let path = sdy_dir(&shared, "ir/test").join(file);
    let Some(parsed) = load(&path) else {
        println!("skipping: {file} not found");
        return;
    };
    let mut tally = Tally::new(file);
    for (line, messages) in expected_errors(&parsed.text, "expected-error") {
        let Some((entry, op)) = op_at_line(&parsed, line) else {
            tally.record(false, || format!("line {line}: no op found"));
            continue;
        };
        let ours = user_rule_errors(&parsed, entry, op);
        // MLIR's wrappers around the real error ("failed to parse Sdy_…")
        // and the "'op-name' op " prefix are not ours to repeat.
        let wanted: Vec<String> = messages
            .iter()
            .filter(|m| !m.starts_with("failed to parse Sdy_"))
            .map(|m| m.strip_prefix("op ").unwrap_or(m).to_string())
            .collect();
        let ok = wanted.iter().all(|m| ours.contains(m.as_str()));
        tally.record(ok, || {
            format!("line {line}: expected {wanted:?}\n    ours: {ours}")
        });
    }
    tally.finish("errors", floor);
}

#[test]
fn sharding_rule_parsing_failures() {
    error_checks("sharding_rule_parsing_failure.mlir", 25);
}

#[test]
fn sharding_rule_verification() {
    error_checks("sharding_rule_verification.mlir", 19);
}

#[test]
fn sharding_rule_parse_print() {
    let Some(shared) = shared() else { return };
    let path = sdy_dir(&shared, "ir/test/sharding_rule_parse_print.mlir");
    let Some(parsed) = load(&path) else {
        println!("skipping: sharding_rule_parse_print.mlir not found");
        return;
    };
    let ops = all_ops(&parsed.file);
    let mut tally = Tally::new("sharding_rule_parse_print.mlir");
    for group in check_groups(&parsed.text) {
        let Some((entry, op)) = ops
            .iter()
            .find(|(e, op)| e.abs(op.range).start >= group.end)
        else {
            continue;
        };
        let env = RuleEnv::new(&parsed.text, &parsed.aliases).for_entry(entry);
        let ours = match rules::user_rule(op, &entry.ir, &env) {
            Some(Ok(rule)) => attr_dict(&rule),
            other => format!("{other:?}"),
        };
        match file_check(&group.patterns, &ours) {
            None => tally.skipped += 1,
            Some(ok) => tally.record(ok, || {
                format!(
                    "line {}: expected {}\n    ours: {ours}",
                    group.line,
                    group.patterns.join(" ")
                )
            }),
        }
    }
    tally.finish("round trips", 8);
}

/// Shardy's propagated JAX programs carry the rule of every op it
/// propagated through: the registry must build the same.
#[test]
fn jax_corpus_rules() {
    let Some(shared) = shared() else { return };
    let Ok(entries) = std::fs::read_dir(shared.join("jax")) else {
        println!("skipping: ../shared/corpus/jax not found");
        return;
    };
    let mut paths: Vec<PathBuf> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.to_string_lossy().ends_with(".propagated.mlir"))
        .collect();
    paths.sort();
    let mut tally = Tally::new("jax corpus (*.propagated.mlir)");
    for path in paths {
        let Some(parsed) = load(&path) else { continue };
        let env = RuleEnv::new(&parsed.text, &parsed.aliases);
        for (entry, op) in all_ops(&parsed.file) {
            // Export turns each sdy.sharding_constraint into an sdy.reshard
            // that keeps the constraint's rule; reshards themselves have none.
            if op.name == "sdy.reshard" {
                continue;
            }
            let env = env.for_entry(entry);
            let Some(Ok(written)) = rules::user_rule(op, &entry.ir, &env) else {
                continue;
            };
            let ours = printed(&rules::registry_rule(op, &entry.ir, &env));
            let expected = attr_dict(&written);
            let line = line_of(&parsed.text, entry.abs(op.range).start);
            tally.record(ours == expected, || {
                format!(
                    "{}:{line} ({}):\n    expected: {expected}\n    ours:     {ours}",
                    path.file_name()
                        .map(|n| n.to_string_lossy())
                        .unwrap_or_default(),
                    op.name
                )
            });
        }
    }
    tally.finish("rules", 84);
}
