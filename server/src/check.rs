//! `check`: every diagnostic mesh-lsp reports for a document, in source order.
//! The CLI's `check` command and the language server both call this.

use crate::diagnostic::Diagnostic;
use crate::{annotations, ir, syntax};

/// Parses `text` and runs every check on it.
pub fn check_text(text: &str) -> Vec<Diagnostic> {
    let tree = syntax::parse(text);
    let mut diagnostics = syntax::syntax_diagnostics(&tree, text);
    let file_ir = ir::build(&tree, text);
    diagnostics.extend(file_ir.all_diagnostics());
    for chunk in annotations::collect_file(&file_ir, text) {
        diagnostics.extend(chunk.diagnostics);
    }
    diagnostics.sort_by_key(|d| (d.range.start, d.range.end));
    diagnostics
}
