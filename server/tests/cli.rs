//! End-to-end tests of the `mesh-lsp` binary: exit statuses, text and JSON
//! output, and inputs that must not crash it (empty, not UTF-8, binary, huge,
//! deeply nested).

use std::ffi::OsStr;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use serde_json::Value;

const BIN: &str = env!("CARGO_BIN_EXE_mesh-lsp");
const EXAMPLES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../examples");

/// A syntax error with a known position: the comma between axes is missing.
const MISSING_COMMA: &str = "sdy.mesh @mesh = <[\"data\"=2 \"model\"=4]>\n";
/// The 1-based column of `"model"`, the token blamed in `MISSING_COMMA`.
const MISSING_COMMA_COLUMN: usize = 29;

fn mesh_lsp<I, S>(args: I) -> Output
where
    I: IntoIterator<Item = S>,
    S: AsRef<OsStr>,
{
    Command::new(BIN)
        .args(args)
        .output()
        .expect("the mesh-lsp binary runs")
}

fn check(files: &[&Path], format: &str) -> Output {
    let mut args = vec![OsStr::new("check").to_os_string()];
    args.extend(files.iter().map(|f| f.as_os_str().to_os_string()));
    args.push("--format".into());
    args.push(format.into());
    mesh_lsp(args)
}

fn write(dir: &tempfile::TempDir, name: &str, contents: impl AsRef<[u8]>) -> PathBuf {
    let path = dir.path().join(name);
    fs::write(&path, contents).unwrap();
    path
}

fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).expect("output is UTF-8")
}

fn json(output: &Output) -> Vec<Value> {
    match serde_json::from_slice(&output.stdout) {
        Ok(Value::Array(items)) => items,
        other => panic!("expected a JSON array, got {other:?}"),
    }
}

/// The exit status; a crash (signal, e.g. stack overflow) fails the test.
fn status(output: &Output) -> i32 {
    output.status.code().unwrap_or_else(|| {
        panic!(
            "mesh-lsp was killed: {:?}\n{}",
            output.status,
            String::from_utf8_lossy(&output.stderr)
        )
    })
}

fn codes(items: &[Value]) -> Vec<&str> {
    items.iter().map(|d| d["code"].as_str().unwrap()).collect()
}

fn assert_summary_line(text: &str) {
    let last = text.lines().last().unwrap_or("");
    let words: Vec<&str> = last.split(' ').collect();
    assert!(
        matches!(
            words.as_slice(),
            [_, "error," | "errors,", _, "warning" | "warnings", ..]
        ),
        "no summary line at the end of:\n{text}"
    );
}

#[test]
fn examples_have_no_errors() {
    let mut examples: Vec<PathBuf> = fs::read_dir(EXAMPLES)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension() == Some(OsStr::new("mlir")))
        .collect();
    examples.sort();
    assert!(examples.len() >= 3, "examples/ holds the shipped examples");
    let paths: Vec<&Path> = examples.iter().map(PathBuf::as_path).collect();
    let output = check(&paths, "json");
    let items = json(&output);
    let errors: Vec<&Value> = items.iter().filter(|d| d["severity"] == "error").collect();
    assert!(errors.is_empty(), "{errors:#?}");
    assert_eq!(status(&output), 0);
}

#[test]
fn missing_comma_column_is_where_model_starts() {
    assert_eq!(
        MISSING_COMMA.find("\"model\"").unwrap() + 1,
        MISSING_COMMA_COLUMN
    );
}

#[test]
fn syntax_error_in_text_format() {
    let dir = tempfile::tempdir().unwrap();
    let file = write(&dir, "mesh.mlir", MISSING_COMMA);
    let output = check(&[&file], "text");
    assert_eq!(status(&output), 1);
    let text = stdout(&output);
    let expected = format!(
        "error[syntax/unexpected]: unexpected `\"model\"`; expected `,` or `]` (Shardy: expected ']')\n \
         --> {}:1:{MISSING_COMMA_COLUMN}\n  |\n1 | {}\n  | {}^^^^^^^\n",
        file.display(),
        MISSING_COMMA.trim_end(),
        " ".repeat(MISSING_COMMA_COLUMN - 1),
    );
    assert!(
        text.starts_with(&expected),
        "got:\n{text}\nwanted:\n{expected}"
    );
    assert_summary_line(&text);
    assert!(
        text.lines().last().unwrap().starts_with("1 error,"),
        "{text}"
    );
}

#[test]
fn json_output_has_lsp_positions_in_utf16() {
    let dir = tempfile::tempdir().unwrap();
    // Before the error on its line: "é" (2 bytes, 1 UTF-16 unit) and "𝕏"
    // (4 bytes, 2 UTF-16 units), so bytes, chars and UTF-16 units all differ.
    let line = "\"a.b\"() {note = \"é𝕏\", x = [1 2]} : () -> ()";
    let source = format!("// ünïcödé comment\n{line}\n");
    let file = write(&dir, "utf16.mlir", &source);
    let output = check(&[&file], "json");
    assert_eq!(status(&output), 1);
    let items = json(&output);
    let error = items
        .iter()
        .find(|d| d["code"] == "syntax/unexpected")
        .unwrap_or_else(|| panic!("no syntax error in {items:#?}"));

    let byte = line.find("1 2").unwrap() + 2;
    let utf16 = line[..byte].encode_utf16().count() as u64;
    assert_ne!(utf16 as usize, byte);
    assert_eq!(error["file"], file.display().to_string());
    assert_eq!(error["range"]["start"]["line"], 1);
    assert_eq!(error["range"]["start"]["character"], utf16);
    assert_eq!(error["range"]["end"]["line"], 1);
    assert_eq!(error["range"]["end"]["character"], utf16 + 1);
    assert_eq!(error["severity"], "error");
    assert!(error["message"]
        .as_str()
        .unwrap()
        .starts_with("unexpected `2`"));

    // The text format counts columns in characters, 1-based.
    let text = stdout(&check(&[&file], "text"));
    let chars = line[..byte].chars().count() + 1;
    assert!(text.contains(&format!("utf16.mlir:2:{chars}\n")), "{text}");
}

#[test]
fn json_fields_for_every_diagnostic() {
    let dir = tempfile::tempdir().unwrap();
    let file = write(&dir, "two.mlir", "]]]\nsdy.mesh @m = <[\"a\"=2]\n");
    let items = json(&check(&[&file], "json"));
    assert!(items.len() >= 2, "{items:#?}");
    for item in &items {
        let object = item.as_object().unwrap();
        for key in ["file", "range", "severity", "code", "message"] {
            assert!(object.contains_key(key), "{key} missing in {item}");
        }
        for end in ["start", "end"] {
            assert!(item["range"][end]["line"].is_u64(), "{item}");
            assert!(item["range"][end]["character"].is_u64(), "{item}");
        }
        let severity = item["severity"].as_str().unwrap();
        assert!(["error", "warning", "information", "hint"].contains(&severity));
    }
    assert!(codes(&items).contains(&"syntax/missing"), "{items:#?}");
}

#[test]
fn diagnostics_of_several_files_are_separated_by_blank_lines() {
    let dir = tempfile::tempdir().unwrap();
    let a = write(&dir, "a.mlir", MISSING_COMMA);
    let b = write(&dir, "b.mlir", "sdy.mesh @m = <[\"a\"=2]\n");
    let text = stdout(&check(&[&a, &b], "text"));
    let blocks: Vec<&str> = text.split("\n\n").collect();
    assert_eq!(blocks.len(), 3, "{text}");
    assert!(blocks[0].contains("a.mlir:1:"), "{text}");
    assert!(
        blocks[1].starts_with("error[syntax/missing]: missing `>`"),
        "{text}"
    );
    assert!(blocks[1].contains("b.mlir:1:"), "{text}");
    assert!(blocks[2].starts_with("2 errors,"), "{text}");
}

#[test]
fn empty_file_is_clean() {
    let dir = tempfile::tempdir().unwrap();
    let file = write(&dir, "empty.mlir", "");
    let output = check(&[&file], "text");
    assert_eq!(status(&output), 0);
    assert_eq!(stdout(&output), "0 errors, 0 warnings\n");
    let output = check(&[&file], "json");
    assert_eq!(status(&output), 0);
    assert!(json(&output).is_empty());
}

#[test]
fn invalid_utf8_is_reported_and_the_rest_checked() {
    let dir = tempfile::tempdir().unwrap();
    let mut bytes = b"// fine\n// bad \xFF\xFE byte\n".to_vec();
    bytes.extend_from_slice(MISSING_COMMA.as_bytes());
    let file = write(&dir, "latin1.mlir", bytes);
    let output = check(&[&file], "json");
    assert_eq!(status(&output), 1);
    let items = json(&output);
    assert_eq!(
        codes(&items),
        ["input/not-utf8", "syntax/unexpected"],
        "{items:#?}"
    );
    assert_eq!(items[0]["range"]["start"]["line"], 1);
    assert_eq!(items[0]["range"]["start"]["character"], 7);
    assert_eq!(items[1]["range"]["start"]["line"], 2);

    let text = stdout(&check(&[&file], "text"));
    assert!(text.starts_with("error[input/not-utf8]: "), "{text}");
}

#[test]
fn binary_file_is_reported_not_parsed() {
    let dir = tempfile::tempdir().unwrap();
    let mut bytes = vec![0x7f, b'E', b'L', b'F', 2, 1, 1, 0];
    bytes.extend((0..=255u8).cycle().take(4096));
    let file = write(&dir, "a.out", bytes);
    let output = check(&[&file], "json");
    assert_eq!(status(&output), 1);
    assert_eq!(codes(&json(&output)), ["input/binary"]);

    let output = check(&[&file], "text");
    assert_eq!(status(&output), 1);
    let text = stdout(&output);
    assert!(text.starts_with("error[input/binary]: "), "{text}");
    assert!(
        !text.contains('\0'),
        "control characters reach the terminal"
    );
}

#[test]
fn ten_megabyte_file() {
    let dir = tempfile::tempdir().unwrap();
    let mut source = String::from("sdy.mesh @mesh = <[\"data\"=2, \"model\"=4]>\n");
    let mut functions = 0;
    while source.len() < 10 << 20 {
        source.push_str(&format!(
            "func.func @f{functions}(%arg0: tensor<8x16xf32> {{sdy.sharding = #sdy.sharding<@mesh, [{{\"data\"}}, {{}}]>}}) -> tensor<8x16xf32> {{\n  \
             %0 = stablehlo.add %arg0, %arg0 : tensor<8x16xf32>\n  \
             %1 = sdy.sharding_constraint %0 <@mesh, [{{\"data\"}}, {{\"model\"}}]> : tensor<8x16xf32>\n  \
             return %1 : tensor<8x16xf32>\n}}\n"
        ));
        functions += 1;
    }
    // One error at the very end shows the whole file was read and parsed.
    let last_line = source.lines().count();
    source.push_str(MISSING_COMMA);
    let file = write(&dir, "big.mlir", &source);
    let output = check(&[&file], "json");
    assert_eq!(status(&output), 1);
    let items = json(&output);
    let syntax: Vec<&Value> = items
        .iter()
        .filter(|d| d["code"].as_str().unwrap().starts_with("syntax/"))
        .collect();
    assert_eq!(syntax.len(), 1, "{syntax:#?}");
    assert_eq!(syntax[0]["range"]["start"]["line"], last_line);
}

fn deep(depth: usize) -> [(&'static str, String); 5] {
    [
        (
            // A custom-format op body: groups are walked by the IR builder.
            "custom_parens.mlir",
            format!(
                "func.func @f() {{\n  t.op {}{}\n  return\n}}\n",
                "(".repeat(depth),
                ")".repeat(depth)
            ),
        ),
        (
            "brackets.mlir",
            format!(
                "\"t.op\"() {{x = {}{}}} : () -> ()\n",
                "[".repeat(depth),
                "]".repeat(depth)
            ),
        ),
        (
            "unclosed_brackets.mlir",
            format!("\"t.op\"() {{x = {}}} : () -> ()\n", "[".repeat(depth)),
        ),
        (
            "regions.mlir",
            format!(
                "func.func @f() {{\n{}\"t.end\"() : () -> ()\n{}  return\n}}\n",
                "\"t.op\"() ({\n".repeat(depth),
                "}) : () -> ()\n".repeat(depth)
            ),
        ),
        (
            "unclosed_regions.mlir",
            format!("func.func @f() {{\n{}}}\n", "\"t.op\"() ({\n".repeat(depth)),
        ),
    ]
}

#[test]
fn ten_thousand_levels_of_nesting() {
    let dir = tempfile::tempdir().unwrap();
    for (name, source) in deep(10_000) {
        let file = write(&dir, name, source);
        let output = check(&[&file], "json");
        let code = status(&output);
        let items = json(&output);
        let has_syntax_error = codes(&items).iter().any(|c| c.starts_with("syntax/"));
        if name.starts_with("unclosed") {
            assert_eq!(code, 1, "{name}");
            assert!(has_syntax_error, "{name}: {items:#?}");
        } else {
            assert!(code == 0 || code == 1, "{name}: exit {code}");
            assert!(!has_syntax_error, "{name}: {items:#?}");
        }
    }
}

#[test]
fn unreadable_files_exit_2_after_checking_the_others() {
    let dir = tempfile::tempdir().unwrap();
    let good = write(&dir, "good.mlir", MISSING_COMMA);
    let missing = dir.path().join("does-not-exist.mlir");
    let output = check(&[&good, &missing], "text");
    assert_eq!(status(&output), 2);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("does-not-exist.mlir"), "{stderr}");
    assert!(stdout(&output).contains(&format!("good.mlir:1:{MISSING_COMMA_COLUMN}")));

    // A directory cannot be read as a file either.
    assert_eq!(status(&check(&[dir.path()], "text")), 2);
}

#[test]
fn usage_errors_exit_2() {
    assert_eq!(status(&mesh_lsp(["check"])), 2);
    assert_eq!(status(&mesh_lsp(["check", "x.mlir", "--format", "xml"])), 2);
    assert_eq!(status(&mesh_lsp(["no-such-command"])), 2);
}

#[test]
fn no_subcommand_serves_lsp_and_ends_at_end_of_input() {
    // With stdin closed, the language server sees end of input and exits cleanly.
    let bare = mesh_lsp(std::iter::empty::<&str>());
    assert_eq!(
        status(&bare),
        0,
        "{}",
        String::from_utf8_lossy(&bare.stderr)
    );
    assert!(bare.stdout.is_empty());
}

#[test]
fn help_and_version_exit_0() {
    let help = mesh_lsp(["--help"]);
    assert_eq!(status(&help), 0);
    assert!(stdout(&help).contains("check"));
    let check_help = mesh_lsp(["check", "--help"]);
    assert_eq!(status(&check_help), 0);
    assert!(stdout(&check_help).contains("--format"));
    let version = mesh_lsp(["--version"]);
    assert_eq!(status(&version), 0);
    assert!(stdout(&version).contains(env!("CARGO_PKG_VERSION")));
}
