//! Mesh-family annotations in the three eras: `shard.grid`/`mesh.mesh`/
//! `mesh.cluster` meshes; `shard.sharding` ops used by `shard.shard`; inline
//! `<@mesh, [[0]]>` and `#mesh.shard<…>` shardings; the proposal's
//! `mesh.annotate` with `sharding = [[…]]` and tensor encodings.
//!
//! Grid axes are referred to by index; the model names them "0", "1", ….

use super::{shape_of, value_type, Annotation, AnnotationKind, Context, Site, Slot};
use crate::diagnostic::{Diagnostic, Severity};
use crate::ir::{
    Attribute, Dim, FunctionEntry, GridDialect, MeshDecl, OpId, ShardingRole, ShardingSyntax,
    SiteSyntax, Type, TypeKind, ValueDef, ValueId,
};
use crate::sharding::diag::Severity as ShardingSeverity;
use crate::sharding::mesh_family::{
    self as family, Grid, MeshFamilySharding, ParsedMeshFamilySharding,
};
use crate::sharding::model::{Mesh, Notation, ShardingSpans, TensorSharding};
use crate::sharding::validate::{validate_grid, validate_mesh_family_sharding};
use crate::text::TextRange;

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
    let shape = shape?;
    // MLIR's dimension-list parser takes no negative sizes: the op does not parse.
    if let Some(at) = shape
        .iter()
        .position(|d| d.as_static().is_some_and(|v| v < 0))
    {
        let op = match era {
            Notation::ShardDialect => "shard.grid",
            _ => "mesh.mesh",
        };
        let range = match &decl.kind {
            crate::ir::MeshDeclKind::Grid { shape_range, .. } => *shape_range,
            _ => decl.range,
        };
        let message = if at == 0 {
            format!("custom op '{op}' Failed parsing dimension list. Did you mean an empty list? It must be denoted by \"[]\".")
        } else {
            "invalid dimension".to_string()
        };
        cx.out
            .diagnostics
            .push(Diagnostic::error(range, "mesh/axis-size", message));
    }
    // A negative size counts as unknown, so that uses of the grid do not add
    // errors of their own.
    let grid = Grid {
        era,
        shape: shape
            .iter()
            .map(|d| d.as_static().filter(|v| *v >= 0))
            .collect(),
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
pub(super) fn default_grid(cx: &Context, entry: &FunctionEntry) -> Option<String> {
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

/// What this collector finds at op `op_id` besides its results' encodings
/// (`op_encodings`) and the proposal's options (`op_option`): the
/// `shard.sharding` it defines (checked where it is written), the sharding
/// its `shard.shard` applies, its `mesh.annotate`. It reads the op, its
/// operands' values and the ops defining them, the chunk's meshes and the
/// default grid.
pub(super) fn op(
    cx: &mut Context,
    fi: usize,
    entry: &FunctionEntry,
    op_id: OpId,
    default: Option<&str>,
) {
    let op = &entry.ir.ops[op_id];
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
                        .and_then(|v| sharding_value(cx, entry, op_id, v)),
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
                    let at_definition = syntax == SiteSyntax::ShardingValue;
                    apply(
                        cx,
                        fi,
                        entry,
                        op_id,
                        &sharding,
                        (written, at_definition),
                        for_users,
                        default,
                    );
                }
            }
            _ => {}
        }
    }
    if op.name == "mesh.annotate" {
        proposal_annotate(cx, fi, entry, op_id, default);
    }
}

/// The sharding `value` holds when a `shard.sharding` op before op `op_id`
/// defines it (its first result), and where it is written. Its parse errors
/// and the checks that need no tensor are that op's (`op`).
fn sharding_value(
    cx: &Context,
    entry: &FunctionEntry,
    op_id: OpId,
    value: ValueId,
) -> Option<(MeshFamilySharding, TextRange)> {
    let ValueDef::OpResult { op: def, index: 0 } = entry.ir.values.get(value)?.def else {
        return None;
    };
    let op = entry.ir.ops.get(def).filter(|_| def < op_id)?;
    let mut found = None;
    for site in &op.sharding_sites {
        if (site.role, site.syntax) != (ShardingRole::Result, SiteSyntax::ShardingOp) {
            continue;
        }
        let range = entry.abs(site.range);
        if let Ok(parsed) = family::parse_sharding_op(cx.slice(range), era_of(&op.name)) {
            found = Some((parsed.sharding, range));
        }
    }
    found
}

/// The proposal's `sharding = [[…]]` option of op `op_id`, in a chunk of
/// the 2023 proposal (elsewhere an attribute named `sharding` is some other
/// dialect's).
pub(super) fn op_option(
    cx: &mut Context,
    fi: usize,
    entry: &FunctionEntry,
    op_id: OpId,
    default: Option<&str>,
) {
    if proposal_chunk(cx) && entry.ir.ops[op_id].name != "mesh.annotate" {
        sharding_option(cx, fi, entry, op_id, default);
    }
}

/// The proposal's forms (`sharding = [[…]]` options) are only read in chunks
/// that declare a `mesh.cluster`; elsewhere an attribute named `sharding` is
/// some other dialect's.
fn proposal_chunk(cx: &Context) -> bool {
    cx.out
        .meshes
        .values()
        .any(|m| m.notation == Notation::MeshProposal)
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

/// Where a sharding is written, for its diagnostics.
struct Place<'p> {
    /// The sharding text, which spans are relative to.
    written: TextRange,
    /// What a finding without a span of its own covers.
    fallback: TextRange,
    /// MLIR's location prefix (`'func.func' op arg 0 - `).
    prefix: &'p str,
}

/// Validates `sharding` against its grid (the function's default one when it
/// names none) and, when `shape` is known, the annotated tensor; then converts
/// it to the model for a tensor of rank `rank`. `None` when it has an error or
/// cannot be converted (an information diagnostic says why).
fn checked_model(
    cx: &mut Context,
    sharding: &MeshFamilySharding,
    spans: Option<&ShardingSpans>,
    place: &Place,
    (shape, at_definition): (Option<&[Option<i64>]>, bool),
    rank: usize,
    default: Option<&str>,
) -> Option<TensorSharding> {
    let Some(grid_name) = sharding.grid.as_deref().or(default) else {
        not_imported(
            cx,
            place.written,
            "the sharding names no mesh and the function has no mesh_cluster",
        );
        return None;
    };
    let grid = grid_of(cx, grid_name);
    if grid.is_none() && !cx.out.meshes.contains_key(grid_name) {
        let noun = sharding.grid_noun();
        let at = match (spans, &sharding.grid) {
            (Some(spans), Some(_)) => TextRange::new(
                place.written.start + spans.mesh.start,
                place.written.start + spans.mesh.end,
            ),
            _ => place.written,
        };
        cx.out.diagnostics.push(Diagnostic::error(
            at,
            "sharding/unknown-mesh",
            format!(
                "{}Undefined required {noun} symbol \"{grid_name}\".",
                place.prefix
            ),
        ));
        return None;
    }
    // Messages name the grid the sharding lives on, also when it is the default.
    let named = MeshFamilySharding {
        grid: Some(grid_name.to_string()),
        ..sharding.clone()
    };
    // A `shard.sharding` op was checked where it is written: MLIR's verifier
    // of `shard.shard` does not repeat its findings, only what the tensor adds.
    let reported: Vec<_> = if at_definition {
        validate_mesh_family_sharding(&named, grid.as_ref(), None, spans)
    } else {
        Vec::new()
    };
    let mut failed = reported
        .iter()
        .any(|d| d.severity == ShardingSeverity::Error);
    for d in validate_mesh_family_sharding(&named, grid.as_ref(), shape, spans) {
        failed |= d.severity == ShardingSeverity::Error;
        if !reported
            .iter()
            .any(|r| r.code == d.code && r.message == d.message)
        {
            cx.lift(d, place.written.start, place.fallback, place.prefix);
        }
    }
    if failed {
        return None;
    }
    match family::to_model(sharding, rank, default) {
        Ok(model) => Some(model),
        Err(error) => {
            not_imported(cx, place.written, &error.to_string());
            None
        }
    }
}

fn not_imported(cx: &mut Context, range: TextRange, why: &str) {
    cx.out.diagnostics.push(Diagnostic::new(
        range,
        Severity::Information,
        "sharding/not-imported",
        format!("this sharding is not propagated: {why}"),
    ));
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
    (written, at_definition): (TextRange, bool),
    for_users: bool,
    default: Option<&str>,
) {
    let op = &entry.ir.ops[op_id];
    let Some(input) = op.operands.first().and_then(|o| o.value) else {
        return;
    };
    let ty = value_type(entry, input);
    let shape = shape_of(ty);
    let rank = ty.and_then(Type::rank).unwrap_or(0);
    let op_start = entry.abs(op.range).start;
    let prefix = format!("'{}' op ", op.name);
    // A `shard.sharding` used here was checked where it is written; what is
    // left depends on the tensor, and is reported on the `shard.shard`.
    let place = Place {
        written,
        fallback: TextRange::new(op_start, written.end.max(op_start)),
        prefix: &prefix,
    };
    let Some(model) = checked_model(
        cx,
        sharding,
        None,
        &place,
        (shape.as_deref(), at_definition),
        rank,
        default,
    ) else {
        return;
    };
    let notation = sharding.era;
    if let Some(&result) = op.results.first() {
        let annotation = Annotation {
            sharding: cx.out.share(model.clone()),
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
        let sharding = cx.out.share(model);
        cx.out.producers.push((
            slot,
            Annotation {
                sharding,
                kind: AnnotationKind::OpResult,
                range: written,
            },
        ));
    }
}

/// The proposal's plain option `sharding = [[…]]` of op `op_id`: the parsed
/// list and where the list starts. A parse error is reported at its character.
fn plain_option(
    cx: &mut Context,
    entry: &FunctionEntry,
    op_id: OpId,
) -> Option<(ParsedMeshFamilySharding, TextRange)> {
    let attr = entry.ir.ops[op_id].attributes.entry("sharding")?;
    let range = entry.abs(attr.range);
    let text = cx.slice(range).to_string();
    let (name, value) = text.split_once('=')?;
    let leading = value.len() - value.trim_start().len();
    let start = range.start + name.len() + 1 + leading;
    let written = TextRange::new(start, start + value.trim().len());
    match family::parse_split_axes(value.trim()) {
        Ok(parsed) => Some((parsed, written)),
        Err(error) => {
            cx.parse_error(written.start, written, &error);
            None
        }
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
    let parsed = if op.attributes.entry("sharding").is_some() {
        plain_option(cx, entry, op_id).map(|(parsed, written)| (parsed.sharding, written))
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
    apply(
        cx,
        fi,
        entry,
        op_id,
        &sharding,
        (range, false),
        !as_result,
        default,
    );
}

/// The `sharding = [[…]]` option of a compute op (the proposal's
/// `ShardingOption`): the grid axes of each of the op's loops, in the op's
/// loop order, with reduction loops after the result's dims. It is checked
/// against the grid here (the loops are only known to propagation), and shown
/// as the sharding of the op's result, which it is when the loops are the
/// result's dims followed by the reductions (elementwise ops, `dot_general`).
fn sharding_option(
    cx: &mut Context,
    fi: usize,
    entry: &FunctionEntry,
    op_id: OpId,
    default: Option<&str>,
) {
    let Some((parsed, written)) = plain_option(cx, entry, op_id) else {
        return;
    };
    let op = &entry.ir.ops[op_id];
    let prefix = format!("'{}' op ", op.name);
    let place = Place {
        written,
        fallback: written,
        prefix: &prefix,
    };
    let Some(grid_name) = default else {
        not_imported(
            cx,
            written,
            "the sharding names no mesh and the function has no mesh_cluster",
        );
        return;
    };
    let grid = grid_of(cx, grid_name);
    if grid.is_none() {
        cx.out.diagnostics.push(Diagnostic::error(
            written,
            "sharding/unknown-mesh",
            format!("{prefix}Undefined required mesh symbol \"{grid_name}\"."),
        ));
        return;
    }
    let named = MeshFamilySharding {
        grid: Some(grid_name.to_string()),
        ..parsed.sharding.clone()
    };
    let mut failed = false;
    for d in validate_mesh_family_sharding(&named, grid.as_ref(), None, Some(&parsed.spans)) {
        failed |= d.severity == ShardingSeverity::Error;
        cx.lift(d, place.written.start, place.fallback, place.prefix);
    }
    let Some(&result) = op.results.first() else {
        return;
    };
    let rank = value_type(entry, result).and_then(Type::rank);
    let Some(rank) = rank.filter(|r| !failed && parsed.sharding.split_axes.len() <= r + 1) else {
        return;
    };
    if let Ok(model) = family::to_model(&parsed.sharding, rank, default) {
        cx.out.notation.get_or_insert(Notation::MeshProposal);
        let sharding = cx.out.share(model);
        cx.out.sites.push(Site {
            range: written,
            notation: Notation::MeshProposal,
            slot: Slot::Value {
                func: fi,
                value: result,
            },
            sharding,
        });
    }
}

/// How to look for a type's encoding text in a stretch of the source.
#[derive(Clone, Copy)]
enum Search {
    /// The first occurrence (an argument's type follows its name).
    First,
    /// The last occurrence (result types end an op).
    Last,
}

/// The encodings of the function's argument and result types.
pub(super) fn signature_encodings(
    cx: &mut Context,
    fi: usize,
    entry: &FunctionEntry,
    default: Option<&str>,
) {
    let f = &entry.ir;
    let header_end = f.body.map_or(entry.abs(f.range).end, |r| {
        entry.abs(f.regions[r].range).start
    });
    for (i, &arg) in f.arguments.iter().enumerate() {
        let from = entry.abs(f.values[arg].range).end;
        let target = Target {
            ty: f.values[arg].ty.as_ref(),
            slot: Slot::Value {
                func: fi,
                value: arg,
            },
            kind: AnnotationKind::Input,
            prefix: format!("'func.func' op arg {i} - "),
        };
        encoding(
            cx,
            &target,
            TextRange::new(from, header_end.max(from)),
            Search::First,
            default,
        );
    }
    for (i, result) in f.results.iter().enumerate() {
        let target = Target {
            ty: Some(&result.ty),
            slot: Slot::FuncResult { func: fi, index: i },
            kind: AnnotationKind::Output,
            prefix: format!("'func.func' op result {i} - "),
        };
        encoding(cx, &target, entry.abs(result.range), Search::First, default);
    }
}

/// The encodings of op `op_id`'s result types, found in its text.
pub(super) fn op_encodings(
    cx: &mut Context,
    fi: usize,
    entry: &FunctionEntry,
    op_id: OpId,
    default: Option<&str>,
) {
    let f = &entry.ir;
    let op = &f.ops[op_id];
    {
        let range = entry.abs(op.range);
        let mut limit = range.end;
        for (r, &value) in op.results.iter().enumerate().rev() {
            // Most results have no encoding: their target (and its message
            // prefix, a `String`) is not made.
            if !has_mesh_encoding(f.values[value].ty.as_ref()) {
                continue;
            }
            let target = Target {
                ty: f.values[value].ty.as_ref(),
                slot: Slot::Value { func: fi, value },
                kind: AnnotationKind::OpResult,
                prefix: super::result_prefix(&op.name, r, op.results.len()),
            };
            if let Some(found) = encoding(
                cx,
                &target,
                TextRange::new(range.start, limit),
                Search::Last,
                default,
            ) {
                limit = found.start;
            }
        }
    }
}

/// Whether `ty` is a shaped tensor with a `#mesh.shard` encoding, the only
/// types `encoding` reads an annotation from.
fn has_mesh_encoding(ty: Option<&Type>) -> bool {
    matches!(
        ty.map(Type::kind),
        Some(TypeKind::Tensor {
            encoding: Some(text),
            ..
        }) if text.starts_with("#mesh.shard")
    )
}

/// What a tensor encoding annotates.
struct Target<'t> {
    ty: Option<&'t Type>,
    slot: Slot,
    kind: AnnotationKind,
    prefix: String,
}

/// Reads the `#mesh.shard<…>` encoding of `target`'s type, written in
/// `within`; returns where it is written.
fn encoding(
    cx: &mut Context,
    target: &Target,
    within: TextRange,
    search: Search,
    default: Option<&str>,
) -> Option<TextRange> {
    let Some(TypeKind::Tensor {
        encoding: Some(text),
        shape,
        ..
    }) = target.ty.map(Type::kind)
    else {
        return None;
    };
    if !text.starts_with("#mesh.shard") {
        return None;
    }
    let haystack = cx.slice(within);
    let at = match search {
        Search::First => haystack.find(text.as_str()),
        Search::Last => haystack.rfind(text.as_str()),
    }?;
    let written = TextRange::new(within.start + at, within.start + at + text.len());
    let parsed = match family::parse_sharding_attr(text, Notation::MeshProposal) {
        Ok(parsed) => parsed,
        Err(error) => {
            cx.parse_error(written.start, written, &error);
            return Some(written);
        }
    };
    let dims: Option<Vec<Option<i64>>> = shape
        .as_ref()
        .map(|s| s.iter().map(|d| d.as_static()).collect());
    let rank = shape.as_ref().map_or(0, Vec::len);
    let place = Place {
        written,
        fallback: written,
        prefix: &target.prefix,
    };
    let model = checked_model(
        cx,
        &parsed.sharding,
        Some(&parsed.spans),
        &place,
        (dims.as_deref(), false),
        rank,
        default,
    )?;
    let annotation = Annotation {
        sharding: cx.out.share(model),
        kind: target.kind,
        range: written,
    };
    // The encoding is explained where it is written, also when another
    // annotation of the value says what it is (`Collected::encodings`).
    cx.out.sites.push(Site {
        range: written,
        notation: Notation::MeshProposal,
        slot: target.slot,
        sharding: annotation.sharding.clone(),
    });
    if !cx.out.annotations.contains_key(&target.slot) {
        cx.out.note_notation(Notation::MeshProposal);
        cx.out.encodings.push((target.slot, annotation));
    }
    Some(written)
}
