//! Editor features over an [`analysis::Document`](crate::analysis::Document),
//! in byte offsets and `TextRange`s. The protocol layer (`lsp`) converts
//! positions and maps the plain results below to protocol types.
//!
//! - [`navigation`]: go to definition, find references.
//! - [`rename`]: prepare-rename and rename of SSA values, functions, meshes
//!   and mesh axes.
//! - [`symbols`]: document outline and workspace symbols.
//! - [`folding`], [`selection`], [`semantic_tokens`], [`completion`].
//!
//! What a name refers to is decided in [`resolve`]: SSA values through the
//! IR's def-use chains, `@symbols` through the meshes and functions of the
//! chunk (`// -----` section) they are in, axis names through the mesh of the
//! sharding they are written in.

pub mod completion;
pub mod folding;
pub mod navigation;
pub mod rename;
pub mod resolve;
pub mod selection;
pub mod semantic_tokens;
pub mod symbols;
pub mod token_runs;

use crate::text::TextRange;
use std::sync::OnceLock;
use streaming_iterator::StreamingIterator;
use tree_sitter::{Node, Query, Tree};

/// How deep in the tree queries look for matches. A query cursor's cost per
/// node grows with its depth, so a file nested thousands deep (20k nested
/// regions) took minutes per request; below this depth nothing is matched.
/// Ordinary files are far shallower, and the IR stops at 128 nested levels.
pub(crate) const MAX_QUERY_DEPTH: u32 = 1024;

fn range_of(node: Node) -> TextRange {
    TextRange::new(node.start_byte(), node.end_byte())
}

fn text_of<'t>(node: Node, text: &'t str) -> &'t str {
    text.get(node.byte_range()).unwrap_or("")
}

/// The smallest node covering `offset` (clamped to the tree).
fn node_at(tree: &Tree, offset: usize) -> Node<'_> {
    let root = tree.root_node();
    let offset = offset.min(root.end_byte());
    root.descendant_for_byte_range(offset, offset)
        .unwrap_or(root)
}

/// The nodes of `kind` captured by a one-capture query, within `range`.
fn nodes_in<'t>(query: &Query, tree: &'t Tree, text: &str, range: TextRange) -> Vec<Node<'t>> {
    let mut cursor = crate::syntax::query_cursor();
    cursor.set_max_start_depth(Some(MAX_QUERY_DEPTH));
    cursor.set_byte_range(range.start..range.end);
    let mut out = Vec::new();
    let mut matches = cursor.matches(query, tree.root_node(), text.as_bytes());
    while let Some(m) = matches.next() {
        out.extend(m.captures().iter().map(|c| c.node));
    }
    out
}

fn compile(source: &str) -> Query {
    Query::new(&crate::syntax::language(), source).expect("the bundled queries compile")
}

fn symbol_refs_query() -> &'static Query {
    static QUERY: OnceLock<Query> = OnceLock::new();
    QUERY.get_or_init(|| compile("(symbol_ref) @ref"))
}

fn axis_names_query() -> &'static Query {
    static QUERY: OnceLock<Query> = OnceLock::new();
    QUERY.get_or_init(|| compile("(axis_name) @axis"))
}

/// Characters of a bare MLIR identifier after its sigil (`%`, `@`).
fn is_id_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '.' | '-')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn node_at_clamps_past_the_end() {
        let tree = crate::syntax::parse("sdy.mesh @m = <[\"x\"=2]>\n");
        assert_eq!(node_at(&tree, 10_000).kind(), "source_file");
        assert_eq!(node_at(&tree, 10).kind(), "symbol_id");
    }
}
