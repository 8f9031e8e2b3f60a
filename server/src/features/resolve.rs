//! What the name under the cursor refers to, and every place that names it.

use super::{axis_names_query, node_at, nodes_in, range_of, symbol_refs_query, text_of};
use crate::analysis::Document;
use crate::ir::convert::{string_value, symbol_name};
use crate::ir::{FunctionEntry, MeshDeclKind, ValueId};
use crate::text::TextRange;
use tree_sitter::Node;

/// The mesh an axis name belongs to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MeshRef {
    /// A mesh declared with `sdy.mesh @name`.
    Named(String),
    /// An inline `mesh<[…]>` (or `#sdy.mesh<[…]>`): the range of its `<[…]>`.
    Inline(TextRange),
}

/// A named thing of a document.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Target {
    /// An SSA value of function `function` of chunk `chunk`.
    Value {
        chunk: usize,
        function: usize,
        value: ValueId,
    },
    /// A `func.func @name` of chunk `chunk`.
    Function { chunk: usize, name: String },
    /// A mesh declaration `@name` (any notation) of chunk `chunk`.
    Mesh { chunk: usize, name: String },
    /// Axis `axis` of a mesh.
    Axis {
        chunk: usize,
        mesh: MeshRef,
        axis: String,
    },
}

/// A place that names a target.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Occurrence {
    /// The name as written: `%x`, `%x#1`, `@mesh`, `"data"`.
    pub range: TextRange,
    pub is_definition: bool,
}

/// The identifier token at `offset`, looking just before the cursor too (a
/// cursor right after `%x` is on `%x`).
fn name_node_at(document: &Document, offset: usize) -> Option<Node<'_>> {
    let candidates = [Some(offset), offset.checked_sub(1)];
    for at in candidates.into_iter().flatten() {
        let node = node_at(document.tree(), at);
        let found = match node.kind() {
            "value_id" | "axis_name" => Some(node),
            // `#1` of `%x#1`, or the use as a whole.
            "result_number" => node.parent().and_then(|p| p.child_by_field_name("name")),
            "value_use" => node.child_by_field_name("name"),
            "symbol_id" => node.parent().filter(|p| p.kind() == "symbol_ref"),
            "symbol_ref" => Some(node),
            _ => None,
        };
        if let Some(found) = found {
            let whole = match found.parent() {
                Some(p) if p.kind() == "value_use" => p,
                _ => found,
            };
            if whole.start_byte() <= offset && offset <= whole.end_byte() {
                return Some(found);
            }
        }
    }
    None
}

fn chunk_index(document: &Document, offset: usize) -> Option<usize> {
    document
        .ir()
        .chunks
        .iter()
        .position(|c| c.range.touches(offset))
}

/// The target named at `offset`, if it is one this file defines.
pub fn target_at(document: &Document, offset: usize) -> Option<Target> {
    let offset = offset.min(document.len());
    let node = name_node_at(document, offset)?;
    let chunk = chunk_index(document, node.start_byte())?;
    match node.kind() {
        "value_id" => value_at(document, chunk, node.start_byte()),
        "symbol_ref" => symbol_target(document, chunk, &symbol_name(node, document.text())),
        _ => {
            let mesh = axis_mesh(document, chunk, node)?;
            let axis = string_value(node, document.text());
            Some(Target::Axis { chunk, mesh, axis })
        }
    }
}

fn value_at(document: &Document, chunk: usize, offset: usize) -> Option<Target> {
    let functions = document.ir().chunks[chunk].functions_meeting(TextRange::new(offset, offset));
    for (function, entry) in functions {
        if let Some(value) = entry.value_at(offset) {
            if !entry.ir.values[value].name.is_empty() {
                return Some(Target::Value {
                    chunk,
                    function,
                    value,
                });
            }
        }
    }
    None
}

/// A symbol name resolved in a chunk: meshes first, then functions.
pub fn symbol_target(document: &Document, chunk: usize, name: &str) -> Option<Target> {
    let c = document.ir().chunks.get(chunk)?;
    if c.mesh(name).is_some() {
        Some(Target::Mesh {
            chunk,
            name: name.to_string(),
        })
    } else if c.function(name).is_some() {
        Some(Target::Function {
            chunk,
            name: name.to_string(),
        })
    } else {
        None
    }
}

/// The mesh whose axes an `axis_name` node names: the mesh it is declared
/// in, or the mesh of the sharding around it (for a collective's axes and
/// `manual_axes`, the mesh of the op's shardings). Only meshes with named
/// axes (`sdy.mesh`, inline meshes) qualify.
pub fn axis_mesh(document: &Document, chunk: usize, node: Node) -> Option<MeshRef> {
    let parent = node.parent()?;
    if parent.kind() == "mesh_axis" {
        let body = parent.parent()?;
        return mesh_of_body(document, chunk, body);
    }
    let mut current = parent;
    loop {
        match current.kind() {
            "tensor_sharding" => return sharding_mesh(document, chunk, current),
            "sdy_collective_operation" => {
                let sharding = current.child_by_field_name("out_sharding")?;
                return sharding_mesh(document, chunk, sharding);
            }
            "sdy_manual_computation" => {
                for field in ["in_shardings", "out_shardings"] {
                    let Some(list) = current.child_by_field_name(field) else {
                        continue;
                    };
                    let mut cursor = list.walk();
                    for item in list.named_children(&mut cursor) {
                        let sharding = if item.kind() == "sdy_sharding_attribute" {
                            item.child_by_field_name("sharding")
                        } else {
                            Some(item)
                        };
                        if let Some(mesh) = sharding.and_then(|s| sharding_mesh(document, chunk, s))
                        {
                            return Some(mesh);
                        }
                    }
                }
                return None;
            }
            "operation" | "source_file" => return None,
            _ => current = current.parent()?,
        }
    }
}

/// The mesh of a `tensor_sharding` node.
fn sharding_mesh(document: &Document, chunk: usize, sharding: Node) -> Option<MeshRef> {
    let mesh = sharding.child_by_field_name("mesh")?;
    match mesh.kind() {
        "symbol_ref" => {
            let name = symbol_name(mesh, document.text());
            let decl = document.ir().chunks.get(chunk)?.mesh(&name)?;
            matches!(decl.kind, MeshDeclKind::Sdy { .. }).then_some(MeshRef::Named(name))
        }
        "inline_mesh" => mesh
            .child_by_field_name("mesh")
            .map(|body| MeshRef::Inline(range_of(body))),
        _ => None,
    }
}

/// The mesh a `mesh_body` belongs to.
fn mesh_of_body(document: &Document, chunk: usize, body: Node) -> Option<MeshRef> {
    let owner = body.parent()?;
    match owner.kind() {
        "sdy_mesh_operation" => {
            let name = symbol_name(owner.child_by_field_name("name")?, document.text());
            document.ir().chunks.get(chunk)?.mesh(&name)?;
            Some(MeshRef::Named(name))
        }
        _ => Some(MeshRef::Inline(range_of(body))),
    }
}

/// The `mesh_body` node declaring `mesh`.
pub fn mesh_body<'t>(document: &'t Document, chunk: usize, mesh: &MeshRef) -> Option<Node<'t>> {
    let root = document.tree().root_node();
    match mesh {
        MeshRef::Named(name) => {
            let decl = document.ir().chunks.get(chunk)?.mesh(name)?;
            let MeshDeclKind::Sdy { body } = decl.kind else {
                return None;
            };
            root.descendant_for_byte_range(body.start, body.end)
                .filter(|n| n.kind() == "mesh_body")
        }
        MeshRef::Inline(range) => root
            .descendant_for_byte_range(range.start, range.end)
            .filter(|n| n.kind() == "mesh_body"),
    }
}

/// The axes declared by a `mesh_body`: name, size text, and the `axis_name` node.
pub fn mesh_axes<'t>(document: &'t Document, body: Node<'t>) -> Vec<(String, String, Node<'t>)> {
    let mut out = Vec::new();
    let mut cursor = body.walk();
    for axis in body.named_children(&mut cursor) {
        if axis.kind() != "mesh_axis" {
            continue;
        }
        let Some(name) = axis.child_by_field_name("name") else {
            continue;
        };
        let size = axis
            .child_by_field_name("size")
            .map(|s| text_of(s, document.text()).to_string())
            .unwrap_or_default();
        out.push((string_value(name, document.text()), size, name));
    }
    out
}

/// The function entry a value target lives in.
pub fn function_entry(
    document: &Document,
    chunk: usize,
    function: usize,
) -> Option<&FunctionEntry> {
    document.ir().chunks.get(chunk)?.functions.get(function)
}

/// Every occurrence of `target`, definitions included, in source order.
pub fn occurrences(document: &Document, target: &Target) -> Vec<Occurrence> {
    let mut out = match target {
        Target::Value {
            chunk,
            function,
            value,
        } => {
            let Some(entry) = function_entry(document, *chunk, *function) else {
                return Vec::new();
            };
            let Some(v) = entry.ir.values.get(*value) else {
                return Vec::new();
            };
            let mut out = vec![Occurrence {
                range: entry.abs(v.range),
                is_definition: true,
            }];
            out.extend(v.uses.iter().map(|u| Occurrence {
                range: entry.abs(u.range),
                is_definition: false,
            }));
            out
        }
        Target::Function { chunk, name } | Target::Mesh { chunk, name } => {
            symbol_occurrences(document, *chunk, name)
        }
        Target::Axis { chunk, mesh, axis } => axis_occurrences(document, *chunk, mesh, axis),
    };
    out.sort_by_key(|o| (o.range.start, o.range.end));
    out.dedup();
    out
}

/// Every `@name` in the chunk that resolves to the chunk's `name`.
fn symbol_occurrences(document: &Document, chunk: usize, name: &str) -> Vec<Occurrence> {
    let Some(c) = document.ir().chunks.get(chunk) else {
        return Vec::new();
    };
    let text = document.text();
    nodes_in(symbol_refs_query(), document.tree(), text, c.range)
        .into_iter()
        .filter(|node| symbol_name(*node, text) == name)
        .filter_map(|node| {
            // The last `@id` of `@a::@b` is the one naming the target.
            let mut cursor = node.walk();
            let last = node
                .named_children(&mut cursor)
                .filter(|c| c.kind() == "symbol_id")
                .last()?;
            let is_definition = node.parent().is_some_and(|p| {
                matches!(
                    p.kind(),
                    "func_operation"
                        | "sdy_mesh_operation"
                        | "grid_operation"
                        | "mesh_cluster_operation"
                ) && p.child_by_field_name("name") == Some(node)
            });
            Some(Occurrence {
                range: range_of(last),
                is_definition,
            })
        })
        .collect()
}

fn axis_occurrences(
    document: &Document,
    chunk: usize,
    mesh: &MeshRef,
    axis: &str,
) -> Vec<Occurrence> {
    let Some(c) = document.ir().chunks.get(chunk) else {
        return Vec::new();
    };
    let text = document.text();
    nodes_in(axis_names_query(), document.tree(), text, c.range)
        .into_iter()
        .filter(|node| string_value(*node, text) == axis)
        .filter(|node| axis_mesh(document, chunk, *node).as_ref() == Some(mesh))
        .map(|node| Occurrence {
            range: range_of(node),
            is_definition: node.parent().is_some_and(|p| p.kind() == "mesh_axis"),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(text: &str, needle: &str) -> usize {
        text.find(needle)
            .unwrap_or_else(|| panic!("{needle:?} not in text"))
    }

    const TEXT: &str = r#"sdy.mesh @mesh = <["data"=2, "model"=4]>
func.func @f(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}) -> tensor<8xf32> {
  %0 = sdy.all_gather [{"model"}] %arg0 out_sharding=<@mesh, [{}]> : tensor<8xf32>
  %1 = sdy.sharding_constraint %0 <mesh<["data"=2]>, [{"data"}]> : tensor<8xf32>
  return %1 : tensor<8xf32>
}
"#;

    #[test]
    fn targets() {
        let doc = Document::new(TEXT);
        assert_eq!(
            target_at(&doc, at(TEXT, "@mesh, [{\"data")),
            Some(Target::Mesh {
                chunk: 0,
                name: "mesh".into()
            })
        );
        assert_eq!(
            target_at(&doc, at(TEXT, "\"data\"}]>}")),
            Some(Target::Axis {
                chunk: 0,
                mesh: MeshRef::Named("mesh".into()),
                axis: "data".into()
            })
        );
        // A collective's axes belong to the mesh of its out_sharding.
        assert_eq!(
            target_at(&doc, at(TEXT, "\"model\"}]")),
            Some(Target::Axis {
                chunk: 0,
                mesh: MeshRef::Named("mesh".into()),
                axis: "model".into()
            })
        );
        // Inline meshes are their own mesh.
        let inline_ref = at(TEXT, "\"data\"}]> : ");
        match target_at(&doc, inline_ref) {
            Some(Target::Axis {
                mesh: MeshRef::Inline(_),
                axis,
                ..
            }) => assert_eq!(axis, "data"),
            other => panic!("{other:?}"),
        }
        assert!(matches!(
            target_at(&doc, at(TEXT, "%arg0 out")),
            Some(Target::Value { .. })
        ));
        // Cursor right after a name.
        assert!(matches!(
            target_at(&doc, at(TEXT, "%arg0 out") + 5),
            Some(Target::Value { .. })
        ));
        assert_eq!(target_at(&doc, at(TEXT, "tensor<8xf32> {")), None);
        assert_eq!(target_at(&doc, 100_000), None);
    }

    #[test]
    fn inline_mesh_axes_do_not_mix_with_named_ones() {
        let doc = Document::new(TEXT);
        let named = target_at(&doc, at(TEXT, "\"data\"=2, ")).unwrap();
        let found = occurrences(&doc, &named);
        assert_eq!(found.len(), 2, "{found:?}");
        assert!(found[0].is_definition && !found[1].is_definition);
        let inline = target_at(&doc, at(TEXT, "\"data\"}]> : ")).unwrap();
        let found = occurrences(&doc, &inline);
        assert_eq!(found.len(), 2, "{found:?}");
        assert_eq!(found[0].range.start, at(TEXT, "\"data\"=2]>"));
    }
}
