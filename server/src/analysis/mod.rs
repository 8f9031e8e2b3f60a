//! Open documents and what is computed from them, independent of any protocol.
//!
//! A [`Document`] keeps a file's text, syntax tree and IR in step under edits:
//! each change edits the tree (`tree.edit`), reparses with the old tree and
//! rebuilds the IR reusing every function the change did not touch
//! (`ir::rebuild`), or, for a change inside one op statement, only that op
//! (`ir::splice_edit`). [`document_diagnostics`] reads the diagnostics off that
//! state without parsing again.
//!
//! Everything here works in byte offsets (`TextRange`); the protocol layer
//! converts positions with [`Document::position`] / [`Document::offset`].

mod diagnostics;
mod document;

pub use diagnostics::{
    document_analysis, document_analysis_for_editor, document_analysis_with, document_diagnostics,
};
pub use document::{ContentChange, Document, IrUpdate, TextChange};
