//! A readable text rendering of the IR, for the snapshot tests in
//! `tests/ir_snapshots.rs` and for debugging (call `ir::dump` on a built
//! `FileIr`; there is no CLI command for it). Positions are printed as
//! `line:col` (1-based).

use super::model::*;
use crate::text::{LineIndex, PositionEncoding, TextRange};
use std::fmt::Write;

pub fn dump(ir: &FileIr, text: &str) -> String {
    let index = LineIndex::new(text);
    let at = |range: TextRange| {
        let pos = index.position(text, range.start, PositionEncoding::Utf8);
        format!("{}:{}", pos.line + 1, pos.character + 1)
    };
    let slice = |range: TextRange| text.get(range.start..range.end).unwrap_or("").to_string();
    let mut out = String::new();
    for (i, chunk) in ir.chunks.iter().enumerate() {
        let _ = writeln!(out, "chunk {i} @{}", at(chunk.range));
        for module in &chunk.modules {
            let attrs: Vec<_> = module
                .attributes
                .entries
                .iter()
                .map(|e| e.name.as_str())
                .collect();
            let _ = writeln!(
                out,
                "  module {} @{} attrs={attrs:?}",
                module.name.as_deref().unwrap_or("<anonymous>"),
                at(module.range)
            );
        }
        for mesh in &chunk.meshes {
            let kind = match &mesh.kind {
                MeshDeclKind::Sdy { body } => format!("sdy {}", slice(*body)),
                MeshDeclKind::Grid { dialect, shape, .. } => format!(
                    "{dialect:?} grid shape={}",
                    shape
                        .as_ref()
                        .map(|s| s
                            .iter()
                            .map(|d| d.to_string())
                            .collect::<Vec<_>>()
                            .join("x"))
                        .unwrap_or_else(|| "<invalid>".into())
                ),
                MeshDeclKind::Cluster { rank, dim_sizes } => format!(
                    "cluster rank={rank:?} dim_sizes=[{}]",
                    dim_sizes
                        .iter()
                        .map(|d| d.to_string())
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
            };
            let _ = writeln!(
                out,
                "  mesh @{} @{}: {kind}",
                mesh.name,
                at(mesh.name_range)
            );
        }
        for entry in &chunk.functions {
            dump_function(&mut out, entry, &at, &slice);
        }
    }
    for d in ir.all_diagnostics() {
        let _ = writeln!(
            out,
            "diagnostic {} {}: {} @{}",
            d.severity.as_str(),
            d.code,
            d.message,
            at(d.range)
        );
    }
    out
}

fn dump_function(
    out: &mut String,
    entry: &FunctionEntry,
    at: &dyn Fn(TextRange) -> String,
    slice: &dyn Fn(TextRange) -> String,
) {
    let f = &entry.ir;
    let value = |id: ValueId| {
        let v = &f.values[id];
        let ty =
            v.ty.as_ref()
                .map(|t| t.to_string())
                .unwrap_or_else(|| "?".into());
        format!("{}: {ty}", v.name)
    };
    let _ = writeln!(
        out,
        "  func @{} @{}",
        f.name.as_deref().unwrap_or("<top-level>"),
        at(entry.range())
    );
    for (i, &arg) in f.arguments.iter().enumerate() {
        let attrs = attribute_summary(&f.argument_attributes[i], entry, slice);
        let uses = f.values[arg].uses.len();
        let _ = writeln!(out, "    arg {} uses={uses}{attrs}", value(arg));
    }
    for result in &f.results {
        let attrs = attribute_summary(&result.attributes, entry, slice);
        let _ = writeln!(out, "    result {}{attrs}", result.ty);
    }
    if let Some(body) = f.body {
        dump_region(out, entry, body, 2, at, slice);
    }
}

fn attribute_summary(
    dict: &super::attributes::AttrDict,
    entry: &FunctionEntry,
    slice: &dyn Fn(TextRange) -> String,
) -> String {
    use super::attributes::Attribute;
    let mut parts = Vec::new();
    for e in &dict.entries {
        let value = match &e.value {
            Attribute::Sharding { syntax, range } => {
                format!("{syntax:?}({})", slice(entry.abs(*range)))
            }
            Attribute::String { value, .. } => format!("{value:?}"),
            Attribute::Integer { text, .. } => text.clone(),
            Attribute::Unit => "unit".into(),
            other => {
                let json = serde_json::to_value(other).unwrap_or_default();
                json.get("kind")
                    .and_then(|k| k.as_str())
                    .unwrap_or("?")
                    .to_string()
            }
        };
        parts.push(format!("{} = {value}", e.name));
    }
    if parts.is_empty() {
        String::new()
    } else {
        format!(" {{{}}}", parts.join(", "))
    }
}

fn dump_region(
    out: &mut String,
    entry: &FunctionEntry,
    region: RegionId,
    indent: usize,
    at: &dyn Fn(TextRange) -> String,
    slice: &dyn Fn(TextRange) -> String,
) {
    let f = &entry.ir;
    let pad = "  ".repeat(indent);
    for block in &f.regions[region].blocks {
        let args: Vec<_> = block
            .arguments
            .iter()
            .map(|&a| {
                let v = &f.values[a];
                format!(
                    "{}: {}",
                    v.name,
                    v.ty.as_ref()
                        .map(|t| t.to_string())
                        .unwrap_or_else(|| "?".into())
                )
            })
            .collect();
        let _ = writeln!(
            out,
            "{pad}block {} ({})",
            block.label.as_deref().unwrap_or("<entry>"),
            args.join(", ")
        );
        for &op_id in &block.ops {
            let op = &f.ops[op_id];
            let results: Vec<_> = op
                .results
                .iter()
                .map(|&r| {
                    let v = &f.values[r];
                    let ty =
                        v.ty.as_ref()
                            .map(|t| t.to_string())
                            .unwrap_or_else(|| "?".into());
                    format!("{}: {ty} (uses={})", v.name, v.uses.len())
                })
                .collect();
            let operands: Vec<_> = op
                .operands
                .iter()
                .map(|o| match o.value {
                    Some(v) => f.values[v].name.to_string(),
                    None => format!("{}(undefined)", o.name),
                })
                .collect();
            let _ = writeln!(
                out,
                "{pad}  op {} [{:?}] @{} results=[{}] operands=[{}]",
                op.name,
                op.form,
                at(entry.abs(op.range)),
                results.join(", "),
                operands.join(", ")
            );
            if !op.operand_types.is_empty() {
                let types: Vec<_> = op.operand_types.iter().map(|t| t.to_string()).collect();
                let _ = writeln!(out, "{pad}    operand_types ({})", types.join(", "));
            }
            if let Some(callee) = &op.callee {
                let _ = writeln!(out, "{pad}    callee @{callee}");
            }
            for keyword in &op.keywords {
                let _ = writeln!(
                    out,
                    "{pad}    keyword {} = {} item(s)",
                    keyword.name,
                    keyword.value.len()
                );
            }
            let attrs = attribute_summary(&op.attributes, entry, slice);
            if !attrs.is_empty() {
                let _ = writeln!(out, "{pad}    attrs{attrs}");
            }
            for site in &op.sharding_sites {
                let _ = writeln!(
                    out,
                    "{pad}    sharding {:?} {:?} {}",
                    site.role,
                    site.syntax,
                    slice(entry.abs(site.range))
                );
            }
            for &r in &op.regions {
                dump_region(out, entry, r, indent + 2, at, slice);
            }
        }
    }
}
