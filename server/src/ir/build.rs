//! Syntax tree → IR.
//!
//! `build` walks the top level of the tree: chunks (split at `// -----`),
//! modules, meshes and functions. Each function is built by
//! `function::FunctionBuilder` on its own, so `rebuild` can keep the
//! `Arc<Function>` of every function an edit did not touch.

use super::convert::{
    children, field, inherent_attribute, named_children, node_text, range, string_value,
    symbol_name, Converter,
};
use super::function::FunctionBuilder;
use super::model::*;
use super::types::Dim;
use crate::diagnostic::Diagnostic;
use crate::text::TextRange;
use std::collections::HashMap;
use std::sync::Arc;
use tree_sitter::{Node, Tree};

/// Builds the IR of a whole file from scratch.
pub fn build(tree: &Tree, text: &str) -> FileIr {
    FileBuilder::new(text, None).build(tree)
}

/// A text change, in the coordinates of the text before and after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TextEdit {
    /// The replaced range in the old text.
    pub old: TextRange,
    /// The replacement's range in the new text.
    pub new: TextRange,
}

/// Builds the IR of `text` after `edits`, reusing every function of `prev`
/// whose source no edit touched. The result equals `build(tree, text)`.
pub fn rebuild(prev: &FileIr, tree: &Tree, text: &str, edits: &[TextEdit]) -> FileIr {
    let reusable = ReusableFunctions::new(prev, edits);
    FileBuilder::new(text, Some(reusable)).build(tree)
}

/// Functions of the previous IR keyed by where they start in the new text.
struct ReusableFunctions {
    by_new_start: HashMap<usize, Reusable>,
}

struct Reusable {
    len: usize,
    ir: Arc<Function>,
}

/// Whether the IR of the function at `operation` may stand for the same
/// text after an edit elsewhere: the same bytes parsed without errors give
/// the same subtree, and so the same IR. With syntax errors they need not:
/// error recovery depends on the text around (a MISSING token here, an ERROR
/// there), so a function with errors is rebuilt on every edit, as is an
/// `operation` holding more than its op and location (results, the
/// recovery `line_break`).
pub(crate) fn reusable_syntax(operation: Node) -> bool {
    if operation.has_error() {
        return false;
    }
    (0..operation.child_count()).all(|i| {
        matches!(
            (i, operation.field_name_for_child(i)),
            (0, Some("op")) | (1, Some("location"))
        )
    })
}

impl ReusableFunctions {
    fn new(prev: &FileIr, edits: &[TextEdit]) -> Self {
        let mut by_new_start = HashMap::new();
        for (_, entry) in prev.functions() {
            let old = entry.range();
            // Any edit inside or touching the function invalidates it.
            if edits
                .iter()
                .any(|e| e.old.start <= old.end && old.start <= e.old.end)
            {
                continue;
            }
            if !entry.reusable_syntax {
                continue;
            }
            let Some(new_start) = map_offset(old.start, edits) else {
                continue;
            };
            let reusable = Reusable {
                len: old.len(),
                ir: entry.ir.clone(),
            };
            by_new_start.insert(new_start, reusable);
        }
        ReusableFunctions { by_new_start }
    }

    /// The previous IR of the function at `node`, if its text is unchanged
    /// and both parses of it are free of errors (see [`reusable_syntax`]).
    fn take(&mut self, node: Node, reusable_syntax: bool) -> Option<Arc<Function>> {
        let node_range = range(node);
        let reusable = self.by_new_start.remove(&node_range.start)?;
        (reusable.len == node_range.len() && reusable_syntax).then_some(reusable.ir)
    }
}

/// Maps an old offset that no edit covers to the new text.
fn map_offset(offset: usize, edits: &[TextEdit]) -> Option<usize> {
    let mut delta: isize = 0;
    for edit in edits {
        if edit.old.end <= offset {
            delta += edit.new.len() as isize - edit.old.len() as isize;
        } else if edit.old.start < offset {
            return None;
        }
    }
    usize::try_from(offset as isize + delta).ok()
}

struct FileBuilder<'t> {
    text: &'t str,
    reusable: Option<ReusableFunctions>,
    file: FileIr,
    chunk: Chunk,
    /// Ops at the top level of the chunk that are not functions, modules or
    /// meshes; they form the chunk's unnamed pseudo-function.
    loose_ops: Vec<Node<'t>>,
}

impl<'t> FileBuilder<'t> {
    fn new(text: &'t str, reusable: Option<ReusableFunctions>) -> Self {
        FileBuilder {
            text,
            reusable,
            file: FileIr::default(),
            chunk: Chunk::default(),
            loose_ops: Vec::new(),
        }
    }

    fn build(mut self, tree: &'t Tree) -> FileIr {
        let root = tree.root_node();
        let mut chunk_start = 0;
        let mut cursor = root.walk();
        for child in root.children(&mut cursor) {
            if child.kind() == "split_marker" {
                self.finish_chunk(TextRange::new(chunk_start, child.start_byte()));
                chunk_start = child.end_byte();
            } else {
                self.top_level(child, 0);
            }
        }
        self.finish_chunk(TextRange::new(chunk_start, self.text.len()));
        self.file
    }

    fn finish_chunk(&mut self, chunk_range: TextRange) {
        let loose = std::mem::take(&mut self.loose_ops);
        if !loose.is_empty() {
            let start = loose[0].start_byte();
            let end = loose[loose.len() - 1].end_byte();
            let function =
                FunctionBuilder::new(self.text).build_loose_ops(&loose, TextRange::new(start, end));
            self.chunk.functions.push(FunctionEntry {
                start,
                ir: Arc::new(function),
                reusable_syntax: false,
            });
        }
        let mut chunk = std::mem::take(&mut self.chunk);
        chunk.range = chunk_range;
        chunk.functions.sort_by_key(|f| f.start);
        self.file.chunks.push(chunk);
    }

    fn top_level(&mut self, node: Node<'t>, depth: usize) {
        if node.kind() != "operation" {
            return;
        }
        let Some(op) = field(node, "op") else {
            return;
        };
        // The generic form (`mlir-opt --mlir-print-op-generic`) writes
        // `"builtin.module"() ({ … })`, `"func.func"() <{…}> ({ … })`, and
        // `"sdy.mesh"() <{…}>`.
        let generic_name = field(op, "name")
            .filter(|_| op.kind() == "generic_operation")
            .map(|n| node_text(n, self.text));
        match (op.kind(), generic_name) {
            ("module_operation", _) | (_, Some("\"builtin.module\"")) => {
                self.module(node, op, depth)
            }
            ("func_operation", _) | (_, Some("\"func.func\"")) => self.function(node),
            ("sdy_mesh_operation" | "grid_operation" | "mesh_cluster_operation", _)
            | (_, Some("\"sdy.mesh\"")) => self.mesh(node, op),
            _ => self.loose_ops.push(node),
        }
    }

    fn module(&mut self, node: Node<'t>, op: Node<'t>, depth: usize) {
        let mut converter = Converter::new(self.text);
        let attributes = converter.dict(field(op, "attributes"));
        self.file.diagnostics.append(&mut converter.diagnostics);
        self.chunk.modules.push(ModuleInfo {
            name: field(op, "name")
                .filter(|_| op.kind() == "module_operation")
                .map(|n| symbol_name(n, self.text)),
            range: range(node),
            attributes,
        });
        if depth >= super::convert::MAX_NESTING {
            return;
        }
        // The custom form has a `body`; the generic form a one-region list.
        let body = field(op, "body").or_else(|| {
            field(op, "regions").and_then(|list| named_children(list).into_iter().next())
        });
        let Some(body) = body else {
            return;
        };
        // Module bodies are a single block; nested modules contribute their
        // symbols to the same chunk.
        for child in named_children(body) {
            match child.kind() {
                "operation" => self.top_level(child, depth + 1),
                "block" => {
                    for op in named_children(child) {
                        self.top_level(op, depth + 1);
                    }
                }
                _ => {}
            }
        }
    }

    fn function(&mut self, node: Node<'t>) {
        let node_range = range(node);
        let reusable_syntax = reusable_syntax(node);
        let reused = self
            .reusable
            .as_mut()
            .and_then(|r| r.take(node, reusable_syntax));
        let ir = reused
            .unwrap_or_else(|| Arc::new(FunctionBuilder::new(self.text).build_function(node)));
        self.chunk.functions.push(FunctionEntry {
            start: node_range.start,
            ir,
            reusable_syntax,
        });
    }

    fn mesh(&mut self, node: Node<'t>, op: Node<'t>) {
        // A generic `"sdy.mesh"() <{mesh = #sdy.mesh<[…]>, sym_name = "m"}>`
        // holds its name and body in properties.
        let generic = op.kind() == "generic_operation";
        let name_node = if generic {
            inherent_attribute(op, "sym_name", self.text).filter(|n| n.kind() == "string")
        } else {
            field(op, "name")
        };
        let Some(name_node) = name_node else {
            return;
        };
        let mut converter = Converter::new(self.text);
        let kind = match op.kind() {
            "sdy_mesh_operation" | "generic_operation" => {
                let body = if generic {
                    inherent_attribute(op, "mesh", self.text).and_then(|m| field(m, "mesh"))
                } else {
                    field(op, "mesh")
                };
                match body {
                    Some(body) => MeshDeclKind::Sdy { body: range(body) },
                    None => return,
                }
            }
            "grid_operation" => {
                let dialect = if children(op).first().map(|k| node_text(*k, self.text))
                    == Some("mesh.mesh")
                {
                    GridDialect::Mesh
                } else {
                    GridDialect::Shard
                };
                let shape_node = field(op, "shape");
                let shape = shape_node.and_then(|s| match s.kind() {
                    "dimension_shape" | "integer" => Some(converter.dims(s)),
                    _ => None,
                });
                if shape.is_none() {
                    converter.diagnostics.push(Diagnostic::error(
                        shape_node.map(range).unwrap_or_else(|| range(op)),
                        "mesh/empty-grid",
                        // Each era's verifier: "mesh" before the dialect's rename.
                        match dialect {
                            GridDialect::Mesh => {
                                "rank of mesh is expected to be a positive integer"
                            }
                            GridDialect::Shard => {
                                "rank of grid is expected to be a positive integer"
                            }
                        },
                    ));
                }
                MeshDeclKind::Grid {
                    dialect,
                    shape,
                    shape_range: shape_node.map(range).unwrap_or_else(|| range(op)),
                }
            }
            _ => {
                let rank = field(op, "rank")
                    .and_then(|r| super::convert::parse_integer(node_text(r, self.text)));
                let dim_sizes = match field(op, "dim_sizes") {
                    None => Vec::new(),
                    Some(sizes) if sizes.kind() == "dim_size_list" => named_children(sizes)
                        .into_iter()
                        .map(
                            |s| match super::convert::parse_integer(node_text(s, self.text)) {
                                Some(size) => Dim::Static(size),
                                None => Dim::Dynamic,
                            },
                        )
                        .collect(),
                    Some(sizes) => converter.dims(sizes),
                };
                MeshDeclKind::Cluster { rank, dim_sizes }
            }
        };
        let attributes = converter.dict(field(op, "attributes"));
        self.file.diagnostics.append(&mut converter.diagnostics);
        let name = if generic {
            string_value(name_node, self.text)
        } else {
            symbol_name(name_node, self.text)
        };
        self.chunk.meshes.push(MeshDecl {
            name,
            name_range: range(name_node),
            range: range(node),
            kind,
            attributes,
        });
    }
}
