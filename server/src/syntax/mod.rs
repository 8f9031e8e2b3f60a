//! Text → syntax tree: tree-sitter parsing with the `mesh` grammar, and the
//! syntax diagnostics read off the tree's ERROR and MISSING nodes.

mod braces;
mod errors;

pub use errors::syntax_diagnostics;

use tree_sitter::{Language, Parser, Tree};

pub fn language() -> Language {
    tree_sitter_mesh::LANGUAGE.into()
}

pub fn new_parser() -> Parser {
    let mut parser = Parser::new();
    parser
        .set_language(&language())
        .expect("the bundled grammar matches the tree-sitter runtime");
    parser
}

/// Parses `text` from scratch.
pub fn parse(text: &str) -> Tree {
    new_parser()
        .parse(text, None)
        .expect("parsing without a timeout or cancellation flag always yields a tree")
}
