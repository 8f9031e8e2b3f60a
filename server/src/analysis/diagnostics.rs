//! Every diagnostic of an open document, from the tree and IR it already has.

use super::Document;
use crate::check;
use crate::diagnostic::Diagnostic;
use crate::pipeline::{self, FileAnalysis};
use crate::propagation;

/// The sharding analysis of `document` (annotations and propagation per
/// chunk), from the tree and IR it already has; `previous` (the analysis of
/// an earlier version) lets propagation reuse what the edits left alone.
pub fn document_analysis(document: &Document, previous: Option<&FileAnalysis>) -> FileAnalysis {
    document_analysis_with(document, propagation::Options::default(), previous)
}

/// `document_analysis` with propagation options; `previous` is reused only
/// where it was computed with the same options.
pub fn document_analysis_with(
    document: &Document,
    options: propagation::Options,
    previous: Option<&FileAnalysis>,
) -> FileAnalysis {
    first_with_small_pages(previous, || {
        pipeline::analyze_ir_incremental_with(
            document.tree().clone(),
            document.ir().clone(),
            document.text(),
            options,
            previous,
        )
    })
    .with_lines(document.line_index())
    .with_strings(document.unterminated_strings().clone())
}

/// `document_analysis_with` for the editor: the partitioning findings of a
/// large function that changed are computed when first asked for
/// (`pipeline::analyze_for_editor`).
pub fn document_analysis_for_editor(
    document: &Document,
    options: propagation::Options,
    previous: Option<&FileAnalysis>,
) -> FileAnalysis {
    first_with_small_pages(previous, || {
        pipeline::analyze_for_editor(
            document.tree().clone(),
            document.ir().clone(),
            document.text(),
            options,
            previous,
        )
    })
    .with_lines(document.line_index())
    .with_strings(document.unterminated_strings().clone())
}

/// A first analysis (nothing to reuse) touches as much fresh memory as the
/// parse and IR build before it: like them, it runs with transparent huge
/// pages off (`pages`). One that reuses a previous analysis keeps them.
fn first_with_small_pages<T>(previous: Option<&FileAnalysis>, analyze: impl FnOnce() -> T) -> T {
    match previous {
        None => crate::pages::small_pages_while(analyze),
        Some(_) => analyze(),
    }
}

/// Every diagnostic of `document`, in source order. Equals
/// `check::check_text(document.text())` without parsing or building the IR
/// again.
pub fn document_diagnostics(document: &Document) -> Vec<Diagnostic> {
    check::diagnostics_of(&document_analysis(document, None), document.text())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::check::check_text;
    use crate::text::TextRange;

    #[cfg(target_os = "linux")]
    #[test]
    fn a_first_analysis_runs_without_huge_pages() {
        if crate::pages::left_alone() {
            return;
        }
        assert!(first_with_small_pages(None, crate::pages::huge_pages_off));
    }

    #[test]
    fn same_as_check_text_after_edits() {
        let text =
            "func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {\n  return %a : tensor<4xf32>\n}\n";
        let mut doc = Document::new(text);
        assert_eq!(document_diagnostics(&doc), check_text(doc.text()));
        assert!(document_diagnostics(&doc).is_empty());

        // Use an undefined value, then break the syntax.
        let at = doc.text().find("return %a").unwrap() + "return ".len();
        doc.apply_change(Some(TextRange::new(at, at + 2)), "%b");
        let diagnostics = document_diagnostics(&doc);
        assert_eq!(diagnostics, check_text(doc.text()));
        assert_eq!(diagnostics.len(), 1);
        assert_eq!(diagnostics[0].code, "ir/undefined-value");
        assert_eq!(
            &doc.text()[diagnostics[0].range.start..diagnostics[0].range.end],
            "%b"
        );

        let at = doc.text().find("tensor<4xf32>)").unwrap();
        doc.apply_change(Some(TextRange::new(at, at + 7)), "");
        let diagnostics = document_diagnostics(&doc);
        assert_eq!(diagnostics, check_text(doc.text()));
        assert!(diagnostics.iter().any(|d| d.code.starts_with("syntax/")));
    }
}
