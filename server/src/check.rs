//! `check`: every diagnostic mesh-lsp reports for a document, in source order.
//! The CLI's `check` command and the language server both call this.

use crate::diagnostic::Diagnostic;
use crate::pipeline::{self, FileAnalysis};
use crate::{propagation, syntax};

/// Parses `text` and runs every check on it.
pub fn check_text(text: &str) -> Vec<Diagnostic> {
    diagnostics_of(&pipeline::analyze(text), text)
}

/// Every diagnostic of an analysed text: syntax, IR, sharding validity,
/// propagation conflicts and barriers.
pub fn diagnostics_of(analysis: &FileAnalysis, text: &str) -> Vec<Diagnostic> {
    let mut diagnostics = syntax::syntax_diagnostics(&analysis.tree, text);
    diagnostics.extend(analysis.ir.all_diagnostics());
    for (chunk, result) in analysis.ir.chunks.iter().zip(&analysis.chunks) {
        diagnostics.extend(result.annotations.diagnostics.iter().cloned());
        diagnostics.extend(propagation::diagnostics(chunk, &result.propagation));
    }
    diagnostics.sort_by_key(|d| (d.range.start, d.range.end));
    diagnostics
}
