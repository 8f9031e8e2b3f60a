//! Rendering diagnostics for people (rustc-style text with a source snippet)
//! and for programs (JSON with LSP-style positions).

use std::io::{self, Write};

use serde::Serialize;

use crate::diagnostic::{Diagnostic, Severity};
use crate::text::{floor_char_boundary, LineCol, LineIndex, PositionEncoding, TextRange};

/// A source text with its name (as the user gave it) and line index.
pub struct SourceFile {
    pub name: String,
    pub text: String,
    pub index: LineIndex,
}

impl SourceFile {
    pub fn new(name: impl Into<String>, text: String) -> Self {
        let index = LineIndex::new(&text);
        SourceFile {
            name: name.into(),
            text,
            index,
        }
    }

    /// 1-based line and 1-based column counted in characters, for humans.
    pub fn human_position(&self, offset: usize) -> (usize, usize) {
        let offset = floor_char_boundary(&self.text, offset);
        let line = self.index.line_of(offset);
        let line_start = self.index.line_range(&self.text, line).start;
        let column = self.text[line_start.min(offset)..offset].chars().count();
        (line + 1, column + 1)
    }

    /// 0-based line and UTF-16 column, as LSP counts them.
    pub fn lsp_position(&self, offset: usize) -> LineCol {
        self.index
            .position(&self.text, offset, PositionEncoding::Utf16)
    }
}

/// Longest source line shown in a snippet, in characters; longer lines are
/// cut to a window around the diagnostic.
const MAX_SNIPPET_CHARS: usize = 120;
/// Characters kept before the diagnostic when a line is cut.
const SNIPPET_CONTEXT: usize = 40;
const TAB_WIDTH: usize = 4;

/// Writes one diagnostic in rustc style:
///
/// ```text
/// error[syntax/missing]: missing `}`
///  --> model.mlir:3:44
///   |
/// 3 |   %0 = sdy.sharding_constraint %x <@m, [{"a"]> : tensor<4xf32>
///   |                                            ^
/// ```
pub fn write_text(
    out: &mut dyn Write,
    file: &SourceFile,
    diagnostic: &Diagnostic,
) -> io::Result<()> {
    writeln!(
        out,
        "{}[{}]: {}",
        severity_label(diagnostic.severity),
        diagnostic.code,
        diagnostic.message
    )?;
    write_snippet(out, file, diagnostic.range)?;
    for related in &diagnostic.related {
        writeln!(out, "note: {}", related.message)?;
        write_snippet(out, file, related.range)?;
    }
    Ok(())
}

fn severity_label(severity: Severity) -> &'static str {
    match severity {
        Severity::Error => "error",
        Severity::Warning => "warning",
        Severity::Information => "info",
        Severity::Hint => "hint",
    }
}

/// The ` --> file:line:col` line, the source line and a caret line under the
/// part of `range` that is on its first line.
fn write_snippet(out: &mut dyn Write, file: &SourceFile, range: TextRange) -> io::Result<()> {
    let (line_number, column) = file.human_position(range.start);
    let gutter = " ".repeat(line_number.to_string().len());
    writeln!(out, "{gutter}--> {}:{line_number}:{column}", file.name)?;
    writeln!(out, "{gutter} |")?;

    let line_range = file.index.line_range(&file.text, line_number - 1);
    let line = &file.text[line_range.start..line_range.end];
    let start = floor_char_boundary(line, range.start.saturating_sub(line_range.start));
    let end = floor_char_boundary(
        line,
        range
            .end
            .min(line_range.end)
            .saturating_sub(line_range.start),
    );
    let snippet = Snippet::new(line, start, end.max(start));
    writeln!(out, "{line_number} | {}", snippet.shown)?;
    writeln!(
        out,
        "{gutter} | {}{}",
        " ".repeat(snippet.caret_column),
        "^".repeat(snippet.caret_width)
    )
}

/// A source line as displayed: tabs expanded, control characters replaced,
/// long lines cut around the marked part.
struct Snippet {
    shown: String,
    caret_column: usize,
    caret_width: usize,
}

impl Snippet {
    /// `start..end` is the marked byte range within `line`.
    fn new(line: &str, start: usize, end: usize) -> Self {
        let start_char = line[..start].chars().count();
        let marked_chars = line[start..end].chars().count().max(1);
        let total_chars = start_char + line[start..].chars().count();
        let first = if total_chars <= MAX_SNIPPET_CHARS {
            0
        } else {
            start_char.saturating_sub(SNIPPET_CONTEXT)
        };
        let last = (first + MAX_SNIPPET_CHARS).min(total_chars);

        let mut snippet = Snippet {
            shown: String::new(),
            caret_column: 0,
            caret_width: 0,
        };
        if first > 0 {
            snippet.shown.push('…');
            snippet.caret_column += 1;
        }
        for (i, ch) in line.chars().enumerate().skip(first).take(last - first) {
            let width = if ch == '\t' {
                snippet.shown.push_str(&" ".repeat(TAB_WIDTH));
                TAB_WIDTH
            } else {
                // Control characters (binary input) would garble the terminal.
                snippet
                    .shown
                    .push(if ch.is_control() { '\u{FFFD}' } else { ch });
                1
            };
            if i < start_char {
                snippet.caret_column += width;
            } else if i < start_char + marked_chars {
                snippet.caret_width += width;
            }
        }
        if last < total_chars {
            snippet.shown.push('…');
        }
        // An empty range (a missing token) still gets one caret.
        snippet.caret_width = snippet.caret_width.max(1);
        snippet
    }
}

/// A diagnostic as the `--format json` array holds it. Positions are 0-based,
/// columns in UTF-16 code units, as in LSP.
#[derive(Debug, Serialize)]
pub struct JsonDiagnostic {
    pub file: String,
    pub range: JsonRange,
    pub severity: Severity,
    pub code: &'static str,
    pub message: String,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub related: Vec<JsonRelated>,
}

#[derive(Debug, Serialize)]
pub struct JsonRange {
    pub start: LineCol,
    pub end: LineCol,
}

#[derive(Debug, Serialize)]
pub struct JsonRelated {
    pub range: JsonRange,
    pub message: String,
}

impl JsonDiagnostic {
    pub fn new(file: &SourceFile, diagnostic: &Diagnostic) -> Self {
        JsonDiagnostic {
            file: file.name.clone(),
            range: json_range(file, diagnostic.range),
            severity: diagnostic.severity,
            code: diagnostic.code,
            message: diagnostic.message.clone(),
            related: diagnostic
                .related
                .iter()
                .map(|related| JsonRelated {
                    range: json_range(file, related.range),
                    message: related.message.clone(),
                })
                .collect(),
        }
    }
}

fn json_range(file: &SourceFile, range: TextRange) -> JsonRange {
    JsonRange {
        start: file.lsp_position(range.start),
        end: file.lsp_position(range.end),
    }
}

/// Diagnostic counts by severity, for the closing summary line.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Totals {
    pub errors: usize,
    pub warnings: usize,
    pub infos: usize,
    pub hints: usize,
}

impl Totals {
    pub fn add(&mut self, diagnostics: &[Diagnostic]) {
        for diagnostic in diagnostics {
            match diagnostic.severity {
                Severity::Error => self.errors += 1,
                Severity::Warning => self.warnings += 1,
                Severity::Information => self.infos += 1,
                Severity::Hint => self.hints += 1,
            }
        }
    }

    /// "2 errors, 1 warning"; infos and hints only when there are some.
    pub fn summary(&self) -> String {
        let mut parts = vec![
            plural(self.errors, "error"),
            plural(self.warnings, "warning"),
        ];
        if self.infos > 0 {
            parts.push(plural(self.infos, "info"));
        }
        if self.hints > 0 {
            parts.push(plural(self.hints, "hint"));
        }
        parts.join(", ")
    }
}

fn plural(count: usize, noun: &str) -> String {
    if count == 1 {
        format!("1 {noun}")
    } else {
        format!("{count} {noun}s")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn render(text: &str, diagnostic: &Diagnostic) -> String {
        let file = SourceFile::new("t.mlir", text.to_string());
        let mut out = Vec::new();
        write_text(&mut out, &file, diagnostic).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn caret_under_the_range_on_its_first_line() {
        let text = "a\n  bad token\nnext\n";
        let start = text.find("bad").unwrap();
        let d = Diagnostic::error(TextRange::new(start, start + 3), "x/y", "msg");
        assert_eq!(
            render(text, &d),
            "error[x/y]: msg\n --> t.mlir:2:3\n  |\n2 |   bad token\n  |   ^^^\n"
        );
    }

    #[test]
    fn multi_line_ranges_mark_the_first_line_only() {
        let text = "abc\ndef\n";
        let d = Diagnostic::warning(TextRange::new(1, 6), "x/y", "msg");
        assert!(render(text, &d).ends_with("1 | abc\n  |  ^^\n"));
    }

    #[test]
    fn columns_count_characters_and_tabs_are_expanded() {
        let text = "\t// é 𝕏 x";
        let start = text.find('x').unwrap();
        let d = Diagnostic::error(TextRange::new(start, start + 1), "x/y", "m");
        let out = render(text, &d);
        assert!(out.contains("--> t.mlir:1:9\n"), "{out}");
        // A tab is 4 columns wide, every other character 1.
        let expected_end = format!("1 |     // é 𝕏 x\n  | {}^\n", " ".repeat(4 + 7));
        assert!(out.ends_with(&expected_end), "{out}");
    }

    #[test]
    fn empty_range_at_line_end_gets_one_caret() {
        let text = "ab\n";
        let d = Diagnostic::error(TextRange::empty(2), "x/y", "m");
        assert!(render(text, &d).ends_with("1 | ab\n  |   ^\n"));
    }

    #[test]
    fn control_characters_are_not_printed() {
        let text = "a\u{0}b";
        let d = Diagnostic::error(TextRange::new(1, 2), "x/y", "m");
        assert!(render(text, &d).contains("1 | a\u{FFFD}b\n  |  ^\n"));
    }

    #[test]
    fn long_lines_are_cut_around_the_range() {
        let text = format!("{}X{}", "a".repeat(500), "b".repeat(500));
        let d = Diagnostic::error(TextRange::new(500, 501), "x/y", "m");
        let out = render(&text, &d);
        let lines: Vec<&str> = out.lines().collect();
        let shown = lines[3].strip_prefix("1 | ").unwrap();
        let carets = lines[4].strip_prefix("  | ").unwrap();
        assert_eq!(shown.chars().count(), MAX_SNIPPET_CHARS + 2);
        assert_eq!(shown.chars().nth(carets.len() - 1), Some('X'));
        assert!(out.contains("--> t.mlir:1:501\n"));
    }

    #[test]
    fn related_information_is_rendered_as_notes() {
        let text = "one\ntwo\n";
        let d = Diagnostic::error(TextRange::new(4, 7), "x/y", "m")
            .with_related(TextRange::new(0, 3), "first here");
        let out = render(text, &d);
        assert!(
            out.contains("note: first here\n --> t.mlir:1:1\n  |\n1 | one\n  | ^^^\n"),
            "{out}"
        );
    }

    #[test]
    fn json_positions_are_utf16_and_zero_based() {
        let text = "// 𝕏\n  ]";
        let file = SourceFile::new("f.mlir", text.to_string());
        let start = text.find(']').unwrap();
        let d = Diagnostic::error(TextRange::new(start, start + 1), "syntax/unexpected", "m");
        let json = serde_json::to_value(JsonDiagnostic::new(&file, &d)).unwrap();
        assert_eq!(
            json,
            serde_json::json!({
                "file": "f.mlir",
                "range": {"start": {"line": 1, "character": 2}, "end": {"line": 1, "character": 3}},
                "severity": "error",
                "code": "syntax/unexpected",
                "message": "m",
            })
        );
        let surrogate = SourceFile::new("g", "𝕏x".to_string());
        assert_eq!(surrogate.lsp_position(4).character, 2);
    }

    #[test]
    fn summary_counts_by_severity() {
        let r = TextRange::empty(0);
        let mut totals = Totals::default();
        assert_eq!(totals.summary(), "0 errors, 0 warnings");
        totals.add(&[
            Diagnostic::error(r, "a", "m"),
            Diagnostic::error(r, "a", "m"),
            Diagnostic::warning(r, "a", "m"),
            Diagnostic::new(r, Severity::Hint, "a", "m"),
        ]);
        assert_eq!(totals.summary(), "2 errors, 1 warning, 1 hint");
    }
}
