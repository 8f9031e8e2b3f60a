//! Tree-sitter grammar `mesh`: MLIR text as people who shard models write it
//! (Shardy `sdy`, the MLIR `shard`/`mesh` dialects, GSPMD `mhlo.sharding` strings).
//!
//! ```
//! let mut parser = tree_sitter::Parser::new();
//! parser.set_language(&tree_sitter_mesh::LANGUAGE.into()).unwrap();
//! let tree = parser.parse("sdy.mesh @m = <[\"x\"=2]>\n", None).unwrap();
//! assert!(!tree.root_node().has_error());
//! ```

use tree_sitter_language::LanguageFn;

extern "C" {
    fn tree_sitter_mesh() -> *const ();
}

/// The tree-sitter language of this grammar.
pub const LANGUAGE: LanguageFn = unsafe { LanguageFn::from_raw(tree_sitter_mesh) };

/// The content of `node-types.json`.
pub const NODE_TYPES: &str = include_str!("../../src/node-types.json");
/// Syntax highlighting query.
pub const HIGHLIGHTS_QUERY: &str = include_str!("../../queries/highlights.scm");
/// Local scopes, definitions and references.
pub const LOCALS_QUERY: &str = include_str!("../../queries/locals.scm");
/// Folding ranges.
pub const FOLDS_QUERY: &str = include_str!("../../queries/folds.scm");
/// Text objects.
pub const TEXTOBJECTS_QUERY: &str = include_str!("../../queries/textobjects.scm");
/// Language injections.
pub const INJECTIONS_QUERY: &str = include_str!("../../queries/injections.scm");

#[cfg(test)]
mod tests {
    #[test]
    fn can_load_grammar() {
        let mut parser = tree_sitter::Parser::new();
        parser
            .set_language(&super::LANGUAGE.into())
            .expect("Error loading mesh grammar");
    }
}
