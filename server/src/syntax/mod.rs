//! Text → syntax tree: tree-sitter parsing with the `mesh` grammar, and the
//! syntax diagnostics read off the tree's ERROR and MISSING nodes.

mod braces;
mod errors;
mod reparse;
mod strings;

pub use errors::{syntax_diagnostics, syntax_diagnostics_with};
pub use reparse::{reparse, reparse_with};
pub use strings::UnterminatedStrings;

use std::ffi::c_void;
use std::sync::Once;
use tree_sitter::{Language, Parser, QueryCursor, Tree};

/// Gives tree-sitter's C library the allocator the rest of the server uses
/// (mimalloc): parsing allocates a node per token and a reparse frees and
/// rebalances many, and glibc's `malloc` took a fifth of a parse. Done once,
/// before any tree-sitter object exists: every entry point below calls it.
fn init_allocator() {
    static INIT: Once = Once::new();
    unsafe extern "C" fn calloc(count: usize, size: usize) -> *mut c_void {
        match count.checked_mul(size) {
            // SAFETY: mimalloc's zeroing allocation, of `count × size` bytes.
            Some(bytes) => unsafe { libmimalloc_sys::mi_zalloc(bytes) },
            None => std::ptr::null_mut(),
        }
    }
    INIT.call_once(|| {
        // SAFETY: one allocator family (mimalloc's malloc, zalloc, realloc,
        // free), with malloc's alignment; installed once, before any other
        // tree-sitter call of this process (every one goes through
        // `language`, `new_parser` or `query_cursor`), and `Once` keeps other
        // threads out until it is done.
        unsafe {
            tree_sitter::set_allocator(Some(tree_sitter::Allocator {
                malloc: libmimalloc_sys::mi_malloc,
                calloc,
                realloc: libmimalloc_sys::mi_realloc,
                free: libmimalloc_sys::mi_free,
            }));
        }
    });
}

pub fn language() -> Language {
    init_allocator();
    tree_sitter_mesh::LANGUAGE.into()
}

/// A query cursor (queries are compiled with [`language`]).
pub fn query_cursor() -> QueryCursor {
    init_allocator();
    QueryCursor::new()
}

pub fn new_parser() -> Parser {
    init_allocator();
    let mut parser = Parser::new();
    parser
        .set_language(&language())
        .expect("the bundled grammar matches the tree-sitter runtime");
    parser
}

/// Every node of `tree` in preorder, named or not: its kind, byte range and
/// whether it is MISSING. Equal lists mean the same parse: the tests compare
/// incremental and fresh parses with it.
pub fn preorder_nodes(tree: &Tree) -> Vec<(&str, usize, usize, bool)> {
    let mut out = Vec::new();
    let mut cursor = tree.walk();
    'walk: loop {
        let node = cursor.node();
        out.push((
            node.kind(),
            node.start_byte(),
            node.end_byte(),
            node.is_missing(),
        ));
        if cursor.goto_first_child() {
            continue;
        }
        while !cursor.goto_next_sibling() {
            if !cursor.goto_parent() {
                break 'walk;
            }
        }
    }
    out
}

/// Parses `text` from scratch.
pub fn parse(text: &str) -> Tree {
    new_parser()
        .parse(text, None)
        .expect("parsing without a timeout or cancellation flag always yields a tree")
}
