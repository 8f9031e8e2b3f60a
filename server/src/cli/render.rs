//! Rendering diagnostics for people (rustc-style text with a source snippet)
//! and for programs (JSON with LSP-style positions).

use std::io::{self, Write};

use serde::Serialize;

use crate::diagnostic::{Diagnostic, Severity};
use annotate_snippets::{Annotation, AnnotationKind, Group, Level, Renderer, Snippet};

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

/// Whether text output is coloured: `--color auto|always|never`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum ColorChoice {
    /// Colour when stdout is a terminal and `NO_COLOR` is unset or empty.
    Auto,
    Always,
    Never,
}

impl ColorChoice {
    /// The decision for this process: `auto` looks at whether stdout is a
    /// terminal and at `NO_COLOR` (<https://no-color.org>: set and not empty
    /// means no colour).
    pub fn for_stdout(self) -> bool {
        use std::io::IsTerminal;
        let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
        self.decide(io::stdout().is_terminal(), no_color)
    }

    pub fn decide(self, terminal: bool, no_color: bool) -> bool {
        match self {
            ColorChoice::Always => true,
            ColorChoice::Never => false,
            ColorChoice::Auto => terminal && !no_color,
        }
    }
}

/// Writes one diagnostic in rustc style, rendered by `annotate-snippets`
/// (the renderer rustc uses), with ANSI colours when `color` is set:
///
/// ```text
/// error[syntax/missing]: missing `}`
///  --> model.mlir:3:44
///   |
/// 3 |   %0 = sdy.sharding_constraint %x <@m, [{"a"]> : tensor<4xf32>
///   |                                            ^
/// ```
///
/// Related information follows as `note:` groups with their own snippets.
pub fn write_text(
    out: &mut dyn Write,
    file: &SourceFile,
    diagnostic: &Diagnostic,
    color: bool,
) -> io::Result<()> {
    let level = match diagnostic.severity {
        Severity::Error => Level::ERROR,
        Severity::Warning => Level::WARNING,
        Severity::Information => Level::INFO,
        Severity::Hint => Level::HELP,
    };
    let mut groups = vec![Group::with_title(
        level
            .primary_title(diagnostic.message.as_str())
            .id(diagnostic.code),
    )
    .element(snippet(file, diagnostic.range))];
    for related in &diagnostic.related {
        groups.push(
            Group::with_title(Level::NOTE.secondary_title(related.message.as_str()))
                .element(snippet(file, related.range)),
        );
    }
    let renderer = if color {
        Renderer::styled()
    } else {
        Renderer::plain()
    };
    writeln!(out, "{}", renderer.render(&groups))
}

/// The lines `range` covers, as a snippet with `range` marked. Only those
/// lines are handed to the renderer, so a diagnostic costs its own size, not
/// the file's.
fn snippet(file: &SourceFile, range: TextRange) -> Snippet<'_, Annotation<'_>> {
    let start = floor_char_boundary(&file.text, range.start.min(file.text.len()));
    let end = floor_char_boundary(&file.text, range.end.min(file.text.len())).max(start);
    let first_line = file.index.line_of(start);
    // A range ending right after a newline ends on the line before.
    let last_line = if end > start && file.text.as_bytes()[end - 1] == b'\n' {
        file.index.line_of(end - 1)
    } else {
        file.index.line_of(end)
    };
    let from = file.index.line_range(&file.text, first_line).start;
    let to = file.index.line_range(&file.text, last_line).end;
    let lines = &file.text[from..to];
    Snippet::source(lines)
        .line_start(first_line + 1)
        .path(file.name.as_str())
        .annotation(
            AnnotationKind::Primary
                .span(start - from..(end - from).min(lines.len()).max(start - from)),
        )
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

    fn render(text: &str, diagnostic: &Diagnostic, color: bool) -> String {
        let file = SourceFile::new("t.mlir", text.to_string());
        let mut out = Vec::new();
        write_text(&mut out, &file, diagnostic, color).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn caret_under_the_range_rustc_style() {
        let text = "a\n  bad token\nnext\n";
        let start = text.find("bad").unwrap();
        let d = Diagnostic::error(TextRange::new(start, start + 3), "x/y", "msg");
        assert_eq!(
            render(text, &d, false),
            "error[x/y]: msg\n --> t.mlir:2:3\n  |\n2 |   bad token\n  |   ^^^\n"
        );
    }

    #[test]
    fn colour_only_when_asked() {
        let d = Diagnostic::warning(TextRange::new(0, 1), "x/y", "msg");
        let plain = render("abc\n", &d, false);
        let coloured = render("abc\n", &d, true);
        assert!(!plain.contains('\u{1b}'), "{plain:?}");
        assert!(coloured.contains("\u{1b}["), "{coloured:?}");
        // The same text once the escape sequences are removed.
        let stripped = regex_lite_strip(&coloured);
        assert_eq!(stripped, plain);
    }

    /// Removes `ESC [ ... m` sequences.
    fn regex_lite_strip(text: &str) -> String {
        let mut out = String::new();
        let mut chars = text.chars();
        while let Some(c) = chars.next() {
            if c == '\u{1b}' {
                for c in chars.by_ref() {
                    if c == 'm' {
                        break;
                    }
                }
            } else {
                out.push(c);
            }
        }
        out
    }

    #[test]
    fn color_choice() {
        use ColorChoice::*;
        // (choice, terminal, NO_COLOR set) → colour
        for (choice, terminal, no_color, expected) in [
            (Auto, true, false, true),
            (Auto, true, true, false),
            (Auto, false, false, false),
            (Always, false, true, true),
            (Never, true, false, false),
        ] {
            assert_eq!(choice.decide(terminal, no_color), expected, "{choice:?}");
        }
    }

    #[test]
    fn multi_line_ranges_show_their_lines() {
        let text = "abc\ndef\nghi\n";
        let d = Diagnostic::warning(TextRange::new(1, 6), "x/y", "msg");
        let out = render(text, &d, false);
        assert!(out.contains("1 |   abc\n"), "{out}");
        assert!(out.contains("2 | | def\n"), "{out}");
        assert!(!out.contains("ghi"), "{out}");
    }

    #[test]
    fn a_range_ending_after_a_newline_stays_on_its_line() {
        let text = "abc\ndef\n";
        let d = Diagnostic::error(TextRange::new(0, 4), "x/y", "m");
        let out = render(text, &d, false);
        assert!(!out.contains("def"), "{out}");
    }

    #[test]
    fn tabs_are_expanded_and_columns_count_characters() {
        let text = "\t// é 𝕏 x";
        let start = text.find('x').unwrap();
        let d = Diagnostic::error(TextRange::new(start, start + 1), "x/y", "m");
        let out = render(text, &d, false);
        assert!(out.contains("--> t.mlir:1:9\n"), "{out}");
        assert!(out.contains("1 |     // é 𝕏 x\n"), "{out}");
    }

    #[test]
    fn empty_range_at_line_end_gets_one_caret() {
        let d = Diagnostic::error(TextRange::empty(2), "x/y", "m");
        assert!(render("ab\n", &d, false).ends_with("1 | ab\n  |   ^\n"));
    }

    #[test]
    fn ranges_past_the_end_and_inside_characters_do_not_panic() {
        let text = "é\r\n";
        for (start, end) in [(1, 2), (0, 100), (100, 200), (3, 4), (4, 4)] {
            let d = Diagnostic::error(TextRange::new(start, end), "x/y", "m");
            let out = render(text, &d, false);
            assert!(out.starts_with("error[x/y]: m\n"), "{out}");
        }
    }

    #[test]
    fn control_characters_are_not_printed() {
        let d = Diagnostic::error(TextRange::new(1, 2), "x/y", "m");
        let out = render("a\u{0}b\u{1b}[31m", &d, false);
        assert!(!out.contains('\u{0}') && !out.contains('\u{1b}'), "{out:?}");
    }

    #[test]
    fn long_lines_are_cut_around_the_range() {
        let text = format!("{}X{}", "a".repeat(500), "b".repeat(500));
        let d = Diagnostic::error(TextRange::new(500, 501), "x/y", "m");
        let out = render(&text, &d, false);
        assert!(out.contains("--> t.mlir:1:501\n"), "{out}");
        assert!(out.lines().all(|line| line.chars().count() < 200), "{out}");
        let shown = out.lines().find(|l| l.starts_with("1 | ")).unwrap();
        let carets = out.lines().last().unwrap();
        assert_eq!(
            shown.chars().nth(carets.find('^').unwrap()),
            Some('X'),
            "{out}"
        );
    }

    #[test]
    fn related_information_is_rendered_as_notes() {
        let text = "one\ntwo\n";
        let d = Diagnostic::error(TextRange::new(4, 7), "x/y", "m")
            .with_related(TextRange::new(0, 3), "first here");
        let out = render(text, &d, false);
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
