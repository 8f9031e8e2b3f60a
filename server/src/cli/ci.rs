//! Diagnostics in the formats CI systems read: SARIF 2.1.0 (GitHub code
//! scanning and other SARIF viewers) and GitHub Actions workflow commands
//! (annotations on a pull request's diff).

use std::collections::BTreeMap;
use std::path::{Component, Path};

use serde_json::{json, Value};

use super::render::SourceFile;
use crate::diagnostic::{Diagnostic, Severity};
use crate::text::TextRange;

/// The schema a SARIF log names in `$schema` (the 2.1.0 errata 01 OASIS
/// standard, the one GitHub code scanning documents).
pub const SARIF_SCHEMA: &str =
    "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json";

/// One SARIF log with one run holding the diagnostics of `files`.
///
/// Positions: SARIF lines and columns are 1-based, and the end column is the
/// column after the region (§3.30.5–3.30.8). Columns are counted in UTF-16
/// code units, which the run states in `columnKind` (§3.14.17) rather than
/// leaving it to a default. Paths become relative URIs (forward slashes,
/// percent-encoded) when relative or under the current directory, `file://`
/// URIs otherwise.
pub fn sarif_log(files: &[(&SourceFile, &[Diagnostic])]) -> Value {
    let mut rules: BTreeMap<&'static str, usize> = BTreeMap::new();
    for (_, diagnostics) in files {
        for d in diagnostics.iter() {
            rules.insert(d.code, 0);
        }
    }
    for (index, slot) in rules.values_mut().enumerate() {
        *slot = index;
    }
    let cwd = std::env::current_dir().ok();
    let mut results = Vec::new();
    for (file, diagnostics) in files {
        let uri = artifact_uri(Path::new(&file.name), cwd.as_deref());
        for d in diagnostics.iter() {
            let mut result = json!({
                "ruleId": d.code,
                "ruleIndex": rules[d.code],
                "level": sarif_level(d.severity),
                "message": {"text": d.message},
                "locations": [location(file, &uri, d.range)],
            });
            if !d.related.is_empty() {
                result["relatedLocations"] = d
                    .related
                    .iter()
                    .enumerate()
                    .map(|(id, related)| {
                        let mut loc = location(file, &uri, related.range);
                        loc["id"] = json!(id);
                        loc["message"] = json!({"text": related.message});
                        loc
                    })
                    .collect();
            }
            results.push(result);
        }
    }
    // Rules carry only their id: diagnostic codes have no help texts yet.
    let mut driver = json!({
        "name": "mesh-lsp",
        "version": env!("CARGO_PKG_VERSION"),
        "rules": rules.keys().map(|code| json!({"id": code})).collect::<Vec<_>>(),
    });
    let repository = env!("CARGO_PKG_REPOSITORY");
    if !repository.is_empty() {
        driver["informationUri"] = json!(repository);
    }
    json!({
        "$schema": SARIF_SCHEMA,
        "version": "2.1.0",
        "runs": [{
            "tool": {"driver": driver},
            "columnKind": "utf16CodeUnits",
            "results": results,
        }],
    })
}

fn sarif_level(severity: Severity) -> &'static str {
    match severity {
        Severity::Error => "error",
        Severity::Warning => "warning",
        Severity::Information | Severity::Hint => "note",
    }
}

fn location(file: &SourceFile, uri: &str, range: TextRange) -> Value {
    let start = file.lsp_position(range.start);
    let end = file.lsp_position(range.end.max(range.start));
    json!({"physicalLocation": {
        "artifactLocation": {"uri": uri},
        "region": {
            "startLine": start.line + 1,
            "startColumn": start.character + 1,
            "endLine": end.line + 1,
            "endColumn": end.character + 1,
        },
    }})
}

/// `path` as a URI reference: relative (to `cwd`) when possible, so code
/// scanning matches it against the repository's files.
pub fn artifact_uri(path: &Path, cwd: Option<&Path>) -> String {
    let relative = if path.is_absolute() {
        cwd.and_then(|cwd| path.strip_prefix(cwd).ok())
    } else {
        Some(path)
    };
    match relative {
        Some(relative) => {
            let parts: Vec<String> = relative
                .components()
                .filter(|c| !matches!(c, Component::CurDir))
                .map(|c| percent_encode(&c.as_os_str().to_string_lossy()))
                .collect();
            parts.join("/")
        }
        None => {
            let parts: Vec<String> = path
                .components()
                .filter_map(|c| match c {
                    Component::Normal(part) => Some(percent_encode(&part.to_string_lossy())),
                    _ => None,
                })
                .collect();
            format!("file:///{}", parts.join("/"))
        }
    }
}

/// RFC 3986: everything but unreserved characters (and the sub-delimiters
/// that are harmless in a path segment) is percent-encoded as UTF-8.
fn percent_encode(segment: &str) -> String {
    let mut out = String::with_capacity(segment.len());
    for byte in segment.bytes() {
        if byte.is_ascii_alphanumeric() || b"-._~!$&'()*+,;=@".contains(&byte) {
            out.push(byte as char);
        } else {
            out.push_str(&format!("%{byte:02X}"));
        }
    }
    out
}

/// One GitHub Actions workflow command for a diagnostic:
/// `::error file=F,line=L,col=C,endLine=L2,endColumn=C2,title=CODE::MESSAGE`.
/// Lines and columns are 1-based, columns in UTF-16 units as in the SARIF
/// output; the end column is the one after the range, as in SARIF.
/// Informations and hints become `::notice`. A path under the current
/// directory is given relative to it, as the runner expects repository paths.
pub fn github_command(file: &SourceFile, d: &Diagnostic) -> String {
    let command = match d.severity {
        Severity::Error => "error",
        Severity::Warning => "warning",
        Severity::Information | Severity::Hint => "notice",
    };
    let start = file.lsp_position(d.range.start);
    let end = file.lsp_position(d.range.end.max(d.range.start));
    let mut message = d.message.clone();
    for related in &d.related {
        let at = file.human_position(related.range.start);
        message.push_str(&format!(
            "\nnote: {} ({}:{}:{})",
            related.message, file.name, at.0, at.1
        ));
    }
    let path = Path::new(&file.name);
    let cwd = std::env::current_dir().ok();
    let shown = cwd
        .as_deref()
        .and_then(|cwd| path.strip_prefix(cwd).ok())
        .unwrap_or(path);
    format!(
        "::{command} file={},line={},col={},endLine={},endColumn={},title={}::{}",
        escape_property(&shown.to_string_lossy()),
        start.line + 1,
        start.character + 1,
        end.line + 1,
        end.character + 1,
        escape_property(d.code),
        escape_data(&message),
    )
}

/// The message of a workflow command, escaped as `@actions/core`'s
/// `escapeData` does: `%`, `\r`, `\n`.
pub fn escape_data(text: &str) -> String {
    text.replace('%', "%25")
        .replace('\r', "%0D")
        .replace('\n', "%0A")
}

/// A property of a workflow command, escaped as `@actions/core`'s
/// `escapeProperty` does: `%`, `\r`, `\n`, `:`, `,`.
pub fn escape_property(text: &str) -> String {
    escape_data(text).replace(':', "%3A").replace(',', "%2C")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn workflow_command_escaping_follows_the_actions_toolkit() {
        assert_eq!(escape_data("50% a:b,c\r\nd"), "50%25 a:b,c%0D%0Ad");
        assert_eq!(escape_property("50% a:b,c\r\nd"), "50%25 a%3Ab%2Cc%0D%0Ad");
        // Non-ASCII passes through unchanged; `%` is escaped first, so an
        // escape sequence in the input is not decoded by the runner.
        assert_eq!(escape_property("日本:é,%3A"), "日本%3Aé%2C%253A");
    }

    #[test]
    fn github_command_positions_are_one_based_utf16() {
        let text = "// 𝕏é\n  bad: x, y\n";
        let file = SourceFile::new("dir/a,b:c.mlir", text.to_string());
        let start = text.find("bad").unwrap();
        let d = Diagnostic::error(
            TextRange::new(start, start + 3),
            "x/y",
            "expected `,` or `:` — 100%\nsecond line",
        );
        assert_eq!(
            github_command(&file, &d),
            "::error file=dir/a%2Cb%3Ac.mlir,line=2,col=3,endLine=2,endColumn=6,title=x/y::\
             expected `,` or `:` — 100%25%0Asecond line"
        );
        let first = Diagnostic::warning(TextRange::new(3, 7), "w/z", "astral");
        // `𝕏` is two UTF-16 units: `é` starts at column 6 (1-based).
        let e = text.find('é').unwrap();
        let second = Diagnostic::new(TextRange::new(e, e + 2), Severity::Hint, "h/i", "m");
        assert!(github_command(&file, &first)
            .starts_with("::warning file=dir/a%2Cb%3Ac.mlir,line=1,col=4,endLine=1,endColumn=6,"));
        assert!(github_command(&file, &second).starts_with("::notice "));
        assert!(github_command(&file, &second).contains(",col=6,endLine=1,endColumn=7,"));
    }

    #[test]
    fn related_information_is_appended_to_the_annotation() {
        let file = SourceFile::new("f.mlir", "one\ntwo\n".to_string());
        let d = Diagnostic::error(TextRange::new(4, 7), "x/y", "m")
            .with_related(TextRange::new(0, 3), "first here");
        assert!(github_command(&file, &d).ends_with("::m%0Anote: first here (f.mlir:1:1)"));
    }

    #[test]
    fn uris_are_relative_and_percent_encoded() {
        let cwd = Path::new("/work/repo");
        assert_eq!(
            artifact_uri(Path::new("./models/a b#1.mlir"), Some(cwd)),
            "models/a%20b%231.mlir"
        );
        assert_eq!(
            artifact_uri(Path::new("/work/repo/x/é.mlir"), Some(cwd)),
            "x/%C3%A9.mlir"
        );
        assert_eq!(
            artifact_uri(Path::new("/tmp/y.mlir"), Some(cwd)),
            "file:///tmp/y.mlir"
        );
    }

    #[test]
    fn sarif_rules_are_one_per_code_and_results_point_at_them() {
        let file = SourceFile::new("m.mlir", "ab\n𝕏cd\n".to_string());
        let c = "ab\n𝕏cd\n".find('c').unwrap();
        let diagnostics = vec![
            Diagnostic::error(TextRange::new(c, c + 2), "z/last", "one"),
            Diagnostic::warning(TextRange::new(0, 1), "a/first", "two"),
            Diagnostic::error(TextRange::new(1, 2), "z/last", "three"),
        ];
        let log = sarif_log(&[(&file, &diagnostics)]);
        let run = &log["runs"][0];
        let rules: Vec<&str> = run["tool"]["driver"]["rules"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| r["id"].as_str().unwrap())
            .collect();
        assert_eq!(rules, ["a/first", "z/last"]);
        let first = &run["results"][0];
        assert_eq!(first["ruleId"], "z/last");
        assert_eq!(first["ruleIndex"], 1);
        assert_eq!(first["level"], "error");
        assert_eq!(
            first["locations"][0]["physicalLocation"]["region"],
            json!({"startLine": 2, "startColumn": 3, "endLine": 2, "endColumn": 5})
        );
        assert_eq!(run["results"][1]["level"], "warning");
    }
}
