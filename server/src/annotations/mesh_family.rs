//! Mesh-family annotations in the three eras: `shard.grid`/`mesh.mesh`/
//! `mesh.cluster` meshes; `shard.sharding` ops used by `shard.shard`; inline
//! `<@mesh, [[0]]>` and `#mesh.shard<…>` shardings; the proposal's
//! `mesh.annotate` with `sharding = [[…]]` and tensor encodings.
//!
//! Grid axes are referred to by index; the model names them "0", "1", ….

use super::{shape_of, value_type, Annotation, AnnotationKind, Context, Slot};
use crate::diagnostic::Diagnostic;
use crate::ir::{
    Attribute, Dim, FunctionEntry, GridDialect, MeshDecl, OpId, ShardingRole, ShardingSyntax,
    SiteSyntax, Type, ValueId,
};
use crate::sharding::mesh_family::{self as family, Grid, MeshFamilySharding};
use crate::sharding::model::{Mesh, Notation};
use crate::sharding::validate::{validate_grid, validate_mesh_family_sharding};
use crate::text::TextRange;
use std::collections::HashMap;
use std::sync::Arc;

pub(super) fn grid(
    cx: &mut Context,
    decl: &MeshDecl,
    dialect: GridDialect,
    shape: Option<&[Dim]>,
) -> Option<(Mesh, Notation)> {
    let era = match dialect {
        GridDialect::Shard => Notation::ShardDialect,
        GridDialect::Mesh => Notation::MeshDialect,
    };
    let grid = Grid {
        era,
        shape: shape?.iter().map(|d| d.as_static()).collect(),
        rank: None,
    };
    check_grid(cx, &grid, decl);
    Some((grid.to_mesh(), era))
}

pub(super) fn cluster(
    cx: &mut Context,
    decl: &MeshDecl,
    rank: Option<i64>,
    dim_sizes: &[Dim],
) -> Option<(Mesh, Notation)> {
    let grid = Grid {
        era: Notation::MeshProposal,
        // A cluster size of 0 means "unknown".
        shape: dim_sizes
            .iter()
            .map(|d| d.as_static().filter(|s| *s != 0))
            .collect(),
        rank,
    };
    check_grid(cx, &grid, decl);
    Some((grid.to_mesh(), Notation::MeshProposal))
}

fn check_grid(cx: &mut Context, grid: &Grid, decl: &MeshDecl) {
    let op = match grid.era {
        Notation::ShardDialect => "shard.grid",
        Notation::MeshDialect => "mesh.mesh",
        _ => "mesh.cluster",
    };
    for d in validate_grid(grid) {
        cx.lift(d, decl.range.start, decl.range, &format!("'{op}' op "));
    }
}

fn era_of(op_name: &str) -> Notation {
    if op_name.starts_with("shard.") {
        Notation::ShardDialect
    } else {
        Notation::MeshDialect
    }
}

/// The function's default mesh for the proposal's forms that name none:
/// `attributes {mesh_cluster = @m}`, else the chunk's only mesh.
fn default_grid(cx: &Context, entry: &FunctionEntry) -> Option<String> {
    if let Some(name) = entry
        .ir
        .attributes
        .get("mesh_cluster")
        .and_then(Attribute::as_symbol)
    {
        return Some(name.to_string());
    }
    let mut names = cx.out.meshes.keys();
    match (names.next(), names.next()) {
        (Some(only), None) => Some(only.clone()),
        _ => None,
    }
}

pub(super) fn function(cx: &mut Context, fi: usize, entry: &FunctionEntry) {
    let f = &entry.ir;
    let default = default_grid(cx, entry);
    // `%s = shard.sharding …` results, for `shard.shard %x to %s`.
    let mut sharding_values: HashMap<ValueId, (MeshFamilySharding, TextRange)> = HashMap::new();
    for (op_id, op) in f.ops.iter().enumerate() {
        for site in &op.sharding_sites {
            let range = entry.abs(site.range);
            match (site.role, site.syntax) {
                (ShardingRole::Result, SiteSyntax::ShardingOp) => {
                    let text = cx.slice(range).to_string();
                    match family::parse_sharding_op(&text, era_of(&op.name)) {
                        Ok(parsed) => {
                            // Checks that need no tensor shape run here; the
                            // rest when a `shard.shard` applies it.
                            let grid = parsed.sharding.grid.as_deref().and_then(|g| grid_of(cx, g));
                            let prefix = format!("'{}' op ", op.name);
                            for d in validate_mesh_family_sharding(
                                &parsed.sharding,
                                grid.as_ref(),
                                None,
                                Some(&parsed.spans),
                            ) {
                                cx.lift(d, range.start, range, &prefix);
                            }
                            if let Some(&result) = op.results.first() {
                                sharding_values.insert(result, (parsed.sharding, range));
                            }
                        }
                        Err(error) => cx.parse_error(range.start, range, &error),
                    }
                }
                (ShardingRole::ShardTo { for_users }, syntax) => {
                    let sharding = match syntax {
                        SiteSyntax::ShardingValue => op
                            .operands
                            .iter()
                            .find(|o| entry.abs(o.range) == range)
                            .and_then(|o| o.value)
                            .and_then(|v| sharding_values.get(&v).cloned()),
                        _ => {
                            let text = cx.slice(range).to_string();
                            match family::parse_sharding_attr(&text, era_of(&op.name)) {
                                Ok(parsed) => Some((parsed.sharding, range)),
                                Err(error) => {
                                    cx.parse_error(range.start, range, &error);
                                    None
                                }
                            }
                        }
                    };
                    if let Some((sharding, written)) = sharding {
                        apply(
                            cx,
                            fi,
                            entry,
                            op_id,
                            &sharding,
                            written,
                            for_users,
                            default.as_deref(),
                        );
                    }
                }
                _ => {}
            }
        }
        if op.name == "mesh.annotate" {
            proposal_annotate(cx, fi, entry, op_id, default.as_deref());
        }
    }
    // Tensor encodings `tensor<…, #mesh.shard<…>>` on arguments and results.
    for (i, &arg) in f.arguments.iter().enumerate() {
        encoding(
            cx,
            fi,
            entry,
            arg,
            AnnotationKind::Input,
            default.as_deref(),
        );
        let _ = i;
    }
}

fn grid_of(cx: &Context, name: &str) -> Option<Grid> {
    let entry = cx.out.meshes.get(name)?;
    if entry.notation == Notation::Sdy {
        return None;
    }
    Some(Grid {
        era: entry.notation,
        shape: entry.mesh.axes.iter().map(|a| a.size).collect(),
        rank: None,
    })
}

/// Validates a mesh-family sharding against the annotated value and records
/// it: without `annotate_for_users` (or with `as_result`) it is the sharding of
/// the operand's producer and of the result; otherwise of the result as its
/// users see it.
#[allow(clippy::too_many_arguments)]
fn apply(
    cx: &mut Context,
    fi: usize,
    entry: &FunctionEntry,
    op_id: OpId,
    sharding: &MeshFamilySharding,
    written: TextRange,
    for_users: bool,
    default: Option<&str>,
) {
    let op = &entry.ir.ops[op_id];
    let Some(input) = op.operands.first().and_then(|o| o.value) else {
        return;
    };
    let ty = value_type(entry, input);
    let shape = shape_of(ty);
    let grid_name = sharding.grid.as_deref().or(default);
    let grid = grid_name.and_then(|g| grid_of(cx, g));
    if grid_name.is_some()
        && grid.is_none()
        && grid_name.is_some_and(|g| !cx.out.meshes.contains_key(g))
    {
        let noun = sharding.grid_noun();
        cx.out.diagnostics.push(Diagnostic::error(
            written,
            "sharding/unknown-mesh",
            format!(
                "Undefined required {noun} symbol \"{}\".",
                grid_name.unwrap_or_default()
            ),
        ));
        return;
    }
    let prefix = format!("'{}' op ", op.name);
    let before = cx.out.diagnostics.len();
    for d in validate_mesh_family_sharding(sharding, grid.as_ref(), shape.as_deref(), None) {
        cx.lift(
            d,
            written.start,
            TextRange::new(
                entry.abs(op.range).start,
                written.end.max(entry.abs(op.range).start),
            ),
            &prefix,
        );
    }
    // The op-level checks already ran on `shard.sharding`; keep only the
    // shape-dependent findings for a sharding op used here.
    let rank = ty.and_then(Type::rank).unwrap_or(0);
    let model = match family::to_model(sharding, rank, default) {
        Ok(model) => model,
        Err(error) => {
            cx.out.diagnostics.push(Diagnostic::new(
                written,
                crate::diagnostic::Severity::Information,
                "sharding/not-imported",
                format!("this sharding is not propagated: {error}"),
            ));
            return;
        }
    };
    if cx.out.diagnostics[before..]
        .iter()
        .any(|d| d.severity == crate::diagnostic::Severity::Error)
    {
        return;
    }
    let notation = sharding.era;
    if let Some(&result) = op.results.first() {
        let annotation = Annotation {
            sharding: Arc::new(model.clone()),
            kind: AnnotationKind::OpResult,
            range: written,
        };
        cx.annotate(
            Slot::Value {
                func: fi,
                value: result,
            },
            annotation,
            notation,
            written,
        );
    }
    if !for_users {
        let slot = Slot::Value {
            func: fi,
            value: input,
        };
        cx.out.annotations.entry(slot).or_insert(Annotation {
            sharding: Arc::new(model),
            kind: AnnotationKind::OpResult,
            range: written,
        });
    }
}

/// `mesh.annotate %x {sharding = [[…]], required, as_result}` or
/// `{#mesh.shard<…>, as_result = false}` (the 2023 proposal).
fn proposal_annotate(
    cx: &mut Context,
    fi: usize,
    entry: &FunctionEntry,
    op_id: OpId,
    default: Option<&str>,
) {
    let op = &entry.ir.ops[op_id];
    let as_result = !matches!(
        op.attributes.get("as_result"),
        Some(Attribute::Bool { value: false })
    );
    let parsed = if let Some(entry_attr) = op.attributes.entry("sharding") {
        let range = entry.abs(entry_attr.range);
        let text = cx.slice(range).to_string();
        let array = text.split_once('=').map(|(_, v)| v.trim()).unwrap_or("");
        match family::parse_split_axes(array) {
            Ok(parsed) => Some((parsed.sharding, range)),
            Err(error) => {
                let base = range.start + text.find(array).unwrap_or(0);
                cx.parse_error(base, range, &error);
                None
            }
        }
    } else {
        op.attributes.entries.iter().find_map(|e| match &e.value {
            Attribute::Sharding {
                syntax: ShardingSyntax::MeshShard,
                range,
            } => {
                let range = entry.abs(*range);
                let text = cx.slice(range).to_string();
                match family::parse_sharding_attr(&text, Notation::MeshProposal) {
                    Ok(parsed) => Some((parsed.sharding, range)),
                    Err(error) => {
                        cx.parse_error(range.start, range, &error);
                        None
                    }
                }
            }
            _ => None,
        })
    };
    let Some((mut sharding, range)) = parsed else {
        return;
    };
    sharding.era = Notation::MeshProposal;
    apply(cx, fi, entry, op_id, &sharding, range, !as_result, default);
}

/// A `#mesh.shard<…>` encoding on the type of `value`.
fn encoding(
    cx: &mut Context,
    fi: usize,
    entry: &FunctionEntry,
    value: ValueId,
    kind: AnnotationKind,
    default: Option<&str>,
) {
    let Some(Type::Tensor {
        encoding: Some(text),
        shape,
        ..
    }) = value_type(entry, value)
    else {
        return;
    };
    if !text.starts_with("#mesh.shard") {
        return;
    }
    let range = entry.abs(entry.ir.values[value].range);
    let Ok(parsed) = family::parse_sharding_attr(text, Notation::MeshProposal) else {
        return;
    };
    let rank = shape.as_ref().map_or(0, Vec::len);
    if let Ok(model) = family::to_model(&parsed.sharding, rank, default) {
        let annotation = Annotation {
            sharding: Arc::new(model),
            kind,
            range,
        };
        cx.annotate(
            Slot::Value { func: fi, value },
            annotation,
            Notation::MeshProposal,
            range,
        );
    }
}
