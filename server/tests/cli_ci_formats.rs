//! `check` and `report` in the formats CI reads: SARIF 2.1.0, GitHub
//! workflow commands, and coloured text with `--color` / `NO_COLOR`.
//!
//! The SARIF output is checked against the constraints of the SARIF 2.1.0
//! JSON schema for every object it contains (required properties, types,
//! enums, minimums, and no properties the schema does not define: every
//! object there has `additionalProperties: false`). The schema file itself is
//! not vendored: the OASIS repository that holds it has no license granting
//! redistribution, only a pointer to the OASIS IPR policy.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use serde_json::Value;

const BIN: &str = env!("CARGO_BIN_EXE_mesh-lsp");
const EXAMPLES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../examples");

/// Two errors: a redefined value on line 4 (with a related location on line
/// 3) and a syntax error on line 7, after non-ASCII text on its line.
const BROKEN: &str = "// é 𝕏\n\
func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {\n  \
  %0 = stablehlo.add %a, %a : tensor<4xf32>\n  \
  %0 = stablehlo.add %a, %a : tensor<4xf32>\n  \
  return %0 : tensor<4xf32>\n\
}\n\
sdy.mesh @mesh = <[\"𝕏\"=2 \"b\"=4]>\n";

fn run(args: &[&str], dir: &Path, env: &[(&str, &str)]) -> Output {
    let mut command = Command::new(BIN);
    command.args(args).current_dir(dir).env_remove("NO_COLOR");
    for (key, value) in env {
        command.env(key, value);
    }
    command.output().expect("the mesh-lsp binary runs")
}

fn broken_file(dir: &tempfile::TempDir, name: &str) -> PathBuf {
    let path = dir.path().join(name);
    std::fs::write(&path, BROKEN).unwrap();
    path
}

fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).unwrap()
}

// ---- SARIF 2.1.0 structure, after the schema's definitions -------------

fn object<'a>(value: &'a Value, what: &str, allowed: &[&str], required: &[&str]) -> &'a Value {
    let map = value
        .as_object()
        .unwrap_or_else(|| panic!("{what} is not an object: {value}"));
    for key in map.keys() {
        assert!(
            allowed.contains(&key.as_str()),
            "{what} has `{key}`, which SARIF 2.1.0 does not define"
        );
    }
    for key in required {
        assert!(map.contains_key(*key), "{what} lacks required `{key}`");
    }
    value
}

fn array<'a>(value: &'a Value, what: &str) -> &'a Vec<Value> {
    value
        .as_array()
        .unwrap_or_else(|| panic!("{what} is not an array"))
}

fn string<'a>(value: &'a Value, what: &str) -> &'a str {
    value
        .as_str()
        .unwrap_or_else(|| panic!("{what} is not a string: {value}"))
}

fn integer_at_least(value: &Value, min: i64, what: &str) -> i64 {
    let n = value
        .as_i64()
        .unwrap_or_else(|| panic!("{what} is not an integer: {value}"));
    assert!(n >= min, "{what} = {n} < {min}");
    n
}

fn message(value: &Value, what: &str) {
    object(
        value,
        what,
        &["text", "markdown", "id", "arguments", "properties"],
        &[],
    );
    assert!(value.get("text").is_some() || value.get("id").is_some());
    string(&value["text"], what);
}

fn location(value: &Value, what: &str) {
    object(
        value,
        what,
        &[
            "id",
            "physicalLocation",
            "logicalLocations",
            "message",
            "annotations",
            "relationships",
            "properties",
        ],
        &[],
    );
    if let Some(id) = value.get("id") {
        integer_at_least(id, -1, "location.id");
    }
    if let Some(m) = value.get("message") {
        message(m, "location.message");
    }
    let physical = object(
        &value["physicalLocation"],
        "physicalLocation",
        &[
            "address",
            "artifactLocation",
            "region",
            "contextRegion",
            "properties",
        ],
        &[],
    );
    let artifact = object(
        &physical["artifactLocation"],
        "artifactLocation",
        &["uri", "uriBaseId", "index", "description", "properties"],
        &[],
    );
    let uri = string(&artifact["uri"], "artifactLocation.uri");
    // format: uri-reference: no spaces, no backslashes.
    assert!(
        !uri.contains(' ') && !uri.contains('\\') && !uri.is_empty(),
        "{uri}"
    );
    let region = object(
        &physical["region"],
        "region",
        &[
            "startLine",
            "startColumn",
            "endLine",
            "endColumn",
            "charOffset",
            "charLength",
            "byteOffset",
            "byteLength",
            "snippet",
            "message",
            "sourceLanguage",
            "properties",
        ],
        &[],
    );
    let start_line = integer_at_least(&region["startLine"], 1, "startLine");
    let start_column = integer_at_least(&region["startColumn"], 1, "startColumn");
    let end_line = integer_at_least(&region["endLine"], 1, "endLine");
    let end_column = integer_at_least(&region["endColumn"], 1, "endColumn");
    assert!((start_line, start_column) <= (end_line, end_column));
}

/// Checks `log` against SARIF 2.1.0; returns its results.
fn validate_sarif(log: &Value) -> Vec<Value> {
    object(
        log,
        "sarifLog",
        &[
            "$schema",
            "version",
            "runs",
            "inlineExternalProperties",
            "properties",
        ],
        &["version", "runs"],
    );
    assert_eq!(log["version"], "2.1.0");
    assert!(string(&log["$schema"], "$schema").starts_with("https://"));
    let runs = array(&log["runs"], "runs");
    assert_eq!(runs.len(), 1, "one run");
    let run = object(
        &runs[0],
        "run",
        &[
            "tool",
            "results",
            "columnKind",
            "invocations",
            "artifacts",
            "properties",
        ],
        &["tool"],
    );
    assert!(
        ["utf16CodeUnits", "unicodeCodePoints"].contains(&string(&run["columnKind"], "columnKind"))
    );
    let tool = object(
        &run["tool"],
        "tool",
        &["driver", "extensions", "properties"],
        &["driver"],
    );
    let driver = object(
        &tool["driver"],
        "toolComponent",
        &[
            "name",
            "version",
            "informationUri",
            "rules",
            "semanticVersion",
            "properties",
        ],
        &["name"],
    );
    assert_eq!(driver["name"], "mesh-lsp");
    string(&driver["version"], "driver.version");
    let rules = array(&driver["rules"], "rules");
    let mut ids = Vec::new();
    for rule in rules {
        object(
            rule,
            "reportingDescriptor",
            &[
                "id",
                "name",
                "shortDescription",
                "fullDescription",
                "help",
                "helpUri",
                "defaultConfiguration",
                "properties",
            ],
            &["id"],
        );
        ids.push(string(&rule["id"], "rule.id").to_string());
    }
    let mut unique = ids.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), ids.len(), "one rule per code: {ids:?}");
    let results = array(&run["results"], "results").clone();
    for result in &results {
        object(
            result,
            "result",
            &[
                "ruleId",
                "ruleIndex",
                "level",
                "message",
                "locations",
                "relatedLocations",
                "properties",
            ],
            &["message"],
        );
        message(&result["message"], "result.message");
        assert!(["none", "note", "warning", "error"].contains(&string(&result["level"], "level")));
        let rule_id = string(&result["ruleId"], "ruleId");
        let index = integer_at_least(&result["ruleIndex"], 0, "ruleIndex") as usize;
        assert_eq!(ids[index], rule_id, "ruleIndex points at the rule");
        for l in array(&result["locations"], "locations") {
            location(l, "result.locations[]");
        }
        if let Some(related) = result.get("relatedLocations") {
            for l in array(related, "relatedLocations") {
                location(l, "result.relatedLocations[]");
            }
        }
    }
    results
}

#[test]
fn check_sarif_is_valid_and_positions_are_utf16() {
    let dir = tempfile::tempdir().unwrap();
    broken_file(&dir, "my model.mlir");
    let output = run(
        &["check", "my model.mlir", "--format", "sarif"],
        dir.path(),
        &[],
    );
    assert_eq!(output.status.code(), Some(1));
    let log: Value = serde_json::from_slice(&output.stdout).unwrap();
    let results = validate_sarif(&log);
    let rule_ids: Vec<&str> = results
        .iter()
        .map(|r| r["ruleId"].as_str().unwrap())
        .collect();
    assert!(rule_ids.contains(&"ir/redefined-value"), "{rule_ids:?}");
    assert!(rule_ids.contains(&"syntax/unexpected"), "{rule_ids:?}");

    let redefined = results
        .iter()
        .find(|r| r["ruleId"] == "ir/redefined-value")
        .unwrap();
    let physical = &redefined["locations"][0]["physicalLocation"];
    assert_eq!(physical["artifactLocation"]["uri"], "my%20model.mlir");
    assert_eq!(
        physical["region"],
        serde_json::json!({"startLine": 4, "startColumn": 3, "endLine": 4, "endColumn": 5})
    );
    let related = &redefined["relatedLocations"][0];
    assert_eq!(related["message"]["text"], "previously defined here");
    assert_eq!(related["physicalLocation"]["region"]["startLine"], 3);

    // `"b"` comes after `sdy.mesh @mesh = <["𝕏"=2 `: 19 characters, then
    // 6 characters that are 7 UTF-16 units (𝕏 counts 2): 1-based column 27.
    let syntax = results
        .iter()
        .find(|r| r["ruleId"] == "syntax/unexpected")
        .unwrap();
    let region = &syntax["locations"][0]["physicalLocation"]["region"];
    assert_eq!(region["startLine"], 7);
    assert_eq!(region["startColumn"], 27);
    assert_eq!(region["endColumn"], 30);
}

#[test]
fn check_sarif_of_clean_files_has_no_results() {
    let output = run(
        &["check", "mlp_sdy.mlir", "gspmd.mlir", "--format", "sarif"],
        Path::new(EXAMPLES),
        &[],
    );
    assert_eq!(output.status.code(), Some(0));
    let log: Value = serde_json::from_slice(&output.stdout).unwrap();
    let results = validate_sarif(&log);
    assert!(results.iter().all(|r| r["level"] != "error"), "{results:?}");
}

#[test]
fn check_github_annotations_escape_properties_and_data() {
    let dir = tempfile::tempdir().unwrap();
    broken_file(&dir, "é,a:b.mlir");
    let output = run(
        &["check", "é,a:b.mlir", "--format", "github"],
        dir.path(),
        &[],
    );
    assert_eq!(output.status.code(), Some(1));
    let text = stdout(&output);
    let lines: Vec<&str> = text.lines().collect();
    assert!(
        lines.iter().all(|l| l.starts_with("::")),
        "only workflow commands: {text}"
    );
    let redefined = lines
        .iter()
        .find(|l| l.contains("title=ir/redefined-value"))
        .unwrap();
    assert_eq!(
        *redefined,
        "::error file=é%2Ca%3Ab.mlir,line=4,col=3,endLine=4,endColumn=5,\
         title=ir/redefined-value::redefinition of SSA value '%250'%0A\
         note: previously defined here (é,a:b.mlir:3:3)"
    );
    // A message with `,` and `:` keeps them (only properties escape them).
    let syntax = lines
        .iter()
        .find(|l| l.contains("title=syntax/unexpected"))
        .unwrap();
    assert!(
        syntax.starts_with("::error file=é%2Ca%3Ab.mlir,line=7,col=27,endLine=7,endColumn=30,"),
        "{syntax}"
    );
    assert!(
        syntax.contains("::unexpected `\"b\"`; expected `,` or `]`"),
        "{syntax}"
    );
}

#[test]
fn color_follows_the_flag_and_no_color() {
    let dir = tempfile::tempdir().unwrap();
    broken_file(&dir, "a.mlir");
    let has_escape = |output: &Output| output.stdout.contains(&0x1b);
    // Not a terminal: auto means plain, with or without NO_COLOR.
    let auto = run(&["check", "a.mlir"], dir.path(), &[]);
    assert!(!has_escape(&auto));
    assert!(stdout(&auto).contains("error[ir/redefined-value]: redefinition"));
    let never = run(&["check", "a.mlir", "--color", "never"], dir.path(), &[]);
    assert!(!has_escape(&never));
    assert_eq!(stdout(&never), stdout(&auto));
    // Asked for explicitly, colour wins over NO_COLOR.
    let always = run(
        &["check", "a.mlir", "--color", "always"],
        dir.path(),
        &[("NO_COLOR", "1")],
    );
    assert!(has_escape(&always));
    assert_eq!(always.status.code(), Some(1));
    // Colour never leaks into machine formats.
    let json = run(
        &["check", "a.mlir", "--color", "always", "--format", "github"],
        dir.path(),
        &[],
    );
    assert!(!has_escape(&json));
    let bad = run(
        &["check", "a.mlir", "--color", "sometimes"],
        dir.path(),
        &[],
    );
    assert_eq!(bad.status.code(), Some(2));
}

/// `auto` on a terminal: run under `script` (util-linux) to get a pty, when
/// it is installed.
#[test]
fn color_auto_on_a_terminal_honours_no_color() {
    let Ok(probe) = Command::new("script").arg("--version").output() else {
        eprintln!("skipped: `script` (util-linux) is not installed, no pty to test with");
        return;
    };
    if !probe.status.success() {
        eprintln!("skipped: `script` does not run here");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    broken_file(&dir, "a.mlir");
    let under_pty = |no_color: Option<&str>| {
        let mut command = Command::new("script");
        command
            .args(["-qec", &format!("{BIN} check a.mlir"), "/dev/null"])
            .current_dir(dir.path())
            .env_remove("NO_COLOR");
        if let Some(value) = no_color {
            command.env("NO_COLOR", value);
        }
        command.output().unwrap().stdout
    };
    let plain = under_pty(Some("1"));
    if !String::from_utf8_lossy(&plain).contains("redefinition") {
        eprintln!("skipped: `script` gave no pty here (output: {plain:?})");
        return;
    }
    assert!(under_pty(None).contains(&0x1b), "a terminal gets colour");
    assert!(
        under_pty(Some("")).contains(&0x1b),
        "empty NO_COLOR is unset"
    );
    assert!(
        !under_pty(Some("1")).contains(&0x1b),
        "NO_COLOR=1 disables it"
    );
}

#[test]
fn report_sarif_and_github_carry_budget_failures_and_diagnostics() {
    let examples = Path::new(EXAMPLES);
    let output = run(
        &[
            "report",
            "mlp_sdy.mlir",
            "--max-bytes",
            "0",
            "--format",
            "sarif",
        ],
        examples,
        &[],
    );
    assert_eq!(output.status.code(), Some(1));
    let log: Value = serde_json::from_slice(&output.stdout).unwrap();
    let results = validate_sarif(&log);
    let budget = results
        .iter()
        .find(|r| r["ruleId"] == "report/max-bytes")
        .expect("the budget failure is a result");
    assert_eq!(budget["level"], "error");
    assert!(budget["message"]["text"]
        .as_str()
        .unwrap()
        .contains("> --max-bytes 0"));
    assert_eq!(
        budget["locations"][0]["physicalLocation"]["artifactLocation"]["uri"],
        "mlp_sdy.mlir"
    );

    let within = run(
        &["report", "mlp_sdy.mlir", "--format", "github"],
        examples,
        &[],
    );
    assert_eq!(within.status.code(), Some(0));
    assert!(!stdout(&within).contains("report/max-bytes"));

    // With two revisions, the new file's diagnostics and --max-increase.
    let dir = tempfile::tempdir().unwrap();
    let broken = broken_file(&dir, "new.mlir");
    let old = examples.join("mlp_sdy.mlir");
    let diff = run(
        &[
            "report",
            old.to_str().unwrap(),
            broken.to_str().unwrap(),
            "--max-increase=-1000000",
            "--format",
            "github",
        ],
        dir.path(),
        &[],
    );
    assert_eq!(diff.status.code(), Some(1));
    let text = stdout(&diff);
    assert!(text.contains("file=new.mlir,line=4,"), "{text}");
    assert!(
        text.contains("title=report/max-increase::communication grew by"),
        "{text}"
    );
}
