//! Syntax tree → IR: chunks, meshes, functions, ops, values with def-use
//! chains, regions, blocks, attributes and types, with source ranges.
//!
//! The IR is plain data. It knows nothing of shardings beyond where their
//! text is (`Attribute::Sharding`, `ShardingSite`); the `sharding` module
//! parses that text.

pub mod attributes;
mod build;
pub mod changes;
pub mod convert;
mod dump;
mod function;
pub mod model;
pub mod per_function;
pub mod shared_list;
mod splice;
pub mod types;

pub use attributes::{AttrDict, Attribute, NamedAttribute, ShardingSyntax};
pub use build::{
    build, rebuild, rebuild_after_whitespace_edit, whitespace_edit, TextEdit, WhitespaceEdit,
};
pub use dump::dump;
pub use function::is_sharding_constraint;
pub use model::*;
pub use shared_list::SharedList;
pub use splice::{canonical_function, splice_edit};
pub use types::{Dim, Type, TypeKind};

/// A fresh parse and IR build of a whole text, with transparent huge pages
/// off (`pages`: the most fresh memory a session touches at once).
pub fn parse_and_build(text: &str) -> (tree_sitter::Tree, FileIr) {
    crate::pages::small_pages_while(|| {
        let tree = crate::syntax::parse(text);
        let ir = build(&tree, text);
        (tree, ir)
    })
}
