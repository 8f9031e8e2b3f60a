//! Shardy annotations: `sdy.mesh`, `sdy.sharding` on function arguments,
//! results and ops, and the shardings in the syntax of `sdy` ops.

use super::{result_prefix, shape_of, value_type, Annotation, AnnotationKind, Context, Slot};
use crate::diagnostic::Diagnostic;
use crate::ir::{Attribute, FunctionEntry, OpId, ShardingRole, ShardingSyntax, SiteSyntax};
use crate::sharding::model::{Mesh, MeshRef, MeshSpans, Notation, TensorSharding};
use crate::sharding::sdy::{self as sdy_text, ParsedSharding};
use crate::sharding::validate::{
    validate_mesh, validate_sharding, validate_value_count, SdyCheckOptions,
};
use crate::text::TextRange;

/// What MLIR adds after a mesh axis fails its verifier while the mesh is parsed.
const MESH_AXES_PARSE_FAILURE: &str =
    "failed to parse Sdy_Mesh parameter 'axes' which is to be a `::llvm::ArrayRef<MeshAxisAttr>`";

pub(super) fn mesh(cx: &mut Context, body: TextRange) -> Option<(Mesh, Notation)> {
    let text = cx.slice(body).to_string();
    match sdy_text::parse_mesh(&text) {
        Ok(parsed) => {
            // MLIR verifies the mesh attribute while parsing the op, so its
            // errors carry the parser's prefix; a bad axis also fails the parse.
            let diagnostics = validate_mesh(&parsed.mesh, Some(&parsed.spans));
            let bad_axis = diagnostics.iter().any(|d| d.code == "mesh/axis-size");
            for d in diagnostics {
                cx.lift(d, body.start, body, "custom op 'sdy.mesh' ");
            }
            if bad_axis {
                cx.out.diagnostics.push(Diagnostic::error(
                    body,
                    "sharding/parse",
                    format!("custom op 'sdy.mesh' {MESH_AXES_PARSE_FAILURE}"),
                ));
            }
            Some((parsed.mesh, Notation::Sdy))
        }
        Err(error) => {
            cx.parse_error(body.start, body, &error);
            None
        }
    }
}

/// Parses one sharding written at `range`; reports parse errors.
fn parse_one(cx: &mut Context, range: TextRange) -> Option<ParsedSharding> {
    let text = cx.slice(range).to_string();
    match sdy_text::parse_sharding(&text) {
        Ok(parsed) => Some(parsed),
        Err(error) => {
            cx.parse_error(range.start, range, &error);
            None
        }
    }
}

/// Reports what Shardy's mesh verifier finds in a mesh written inline at `base`
/// (spans relative to `base`); whether it found anything.
fn inline_mesh_errors(
    cx: &mut Context,
    mesh: &Mesh,
    spans: Option<&MeshSpans>,
    base: usize,
) -> bool {
    let diagnostics = validate_mesh(mesh, spans);
    if diagnostics.is_empty() {
        return false;
    }
    let whole = spans.map_or(TextRange::new(base, base), |s| {
        TextRange::new(base + s.whole.start, base + s.whole.end)
    });
    let bad_axis = diagnostics.iter().any(|d| d.code == "mesh/axis-size");
    for d in diagnostics {
        cx.lift(d, base, whole, "");
    }
    if bad_axis {
        cx.out.diagnostics.push(Diagnostic::error(
            whole,
            "sharding/parse",
            MESH_AXES_PARSE_FAILURE,
        ));
    }
    true
}

/// Validates `parsed` (written at `base`) for a tensor of type `shape`.
fn check(
    cx: &mut Context,
    parsed: &ParsedSharding,
    base: usize,
    shape: Option<Vec<Option<i64>>>,
    bound_manual_axes: Vec<String>,
    prefix: &str,
) {
    let mesh = match &parsed.sharding.mesh {
        MeshRef::Symbol(name) => cx.out.mesh(name).cloned(),
        MeshRef::Inline(mesh) => {
            // MLIR verifies an inline mesh attribute while parsing it, as it does a
            // declared one; the sharding itself is then never verified.
            if inline_mesh_errors(cx, mesh, parsed.spans.inline_mesh.as_ref(), base) {
                return;
            }
            Some(mesh.clone())
        }
    };
    let options = SdyCheckOptions {
        check_divisibility: false,
        bound_manual_axes,
    };
    let fallback = TextRange::new(base, base + parsed.spans.whole.end);
    for d in validate_sharding(
        &parsed.sharding,
        mesh.as_ref(),
        shape.as_deref(),
        &options,
        Some(&parsed.spans),
    ) {
        cx.lift(d, base, fallback, prefix);
    }
}

/// Axes made manual by the `sdy.manual_computation` ops enclosing `op`.
fn bound_manual_axes(cx: &Context, fi: usize, entry: &FunctionEntry, op: OpId) -> Vec<String> {
    let f = &entry.ir;
    let mut axes = Vec::new();
    let mut current = f.ops[op].parent;
    for _ in 0..crate::ir::convert::MAX_NESTING {
        let Some((region, _)) = current else { break };
        let Some(owner) = f.regions[region].parent else {
            break;
        };
        if let Some(manual) = cx.out.manual_axes.get(&(fi, owner)) {
            axes.extend(manual.0.iter().cloned());
        }
        current = f.ops[owner].parent;
    }
    axes
}

/// The shardings of the function's arguments and results.
pub(super) fn signature(cx: &mut Context, fi: usize, entry: &FunctionEntry) {
    let f = &entry.ir;
    for (i, &arg) in f.arguments.iter().enumerate() {
        let Some(attr) = f.argument_attributes[i].entry("sdy.sharding") else {
            continue;
        };
        let prefix = format!("'func.func' op arg {i} - ");
        let shape = shape_of(value_type(entry, arg));
        signature_sharding(
            cx,
            &attr.value,
            entry,
            shape,
            &prefix,
            Slot::Value {
                func: fi,
                value: arg,
            },
            AnnotationKind::Input,
        );
    }
    for (i, result) in f.results.iter().enumerate() {
        let Some(attr) = result.attributes.entry("sdy.sharding") else {
            continue;
        };
        let prefix = format!("'func.func' op result {i} - ");
        let shape = shape_of(Some(&result.ty));
        signature_sharding(
            cx,
            &attr.value,
            entry,
            shape,
            &prefix,
            Slot::FuncResult { func: fi, index: i },
            AnnotationKind::Output,
        );
    }
}

/// The shardings written on or in op `op_id`: they annotate its results and
/// sites; what they read besides the op is its values' types and the manual
/// axes of the ops around it.
pub(super) fn op(cx: &mut Context, fi: usize, entry: &FunctionEntry, op_id: OpId) {
    let op = &entry.ir.ops[op_id];
    if let Some(attr) = op.attributes.entry("sdy.sharding") {
        op_result_shardings(
            cx,
            fi,
            entry,
            op_id,
            &attr.value,
            entry.abs(attr.name_range),
        );
    }
    for site in &op.sharding_sites {
        op_site(
            cx,
            fi,
            entry,
            op_id,
            site.role,
            site.syntax,
            entry.abs(site.range),
        );
    }
}

fn signature_sharding(
    cx: &mut Context,
    value: &Attribute,
    entry: &FunctionEntry,
    shape: Option<Vec<Option<i64>>>,
    prefix: &str,
    slot: Slot,
    kind: AnnotationKind,
) {
    let Attribute::Sharding { syntax, range } = value else {
        return;
    };
    let range = entry.abs(*range);
    if *syntax != ShardingSyntax::SdySharding {
        cx.out.diagnostics.push(Diagnostic::error(
            range,
            "sharding/wrong-attribute-type",
            format!("{prefix}should have a sharding attribute of type TensorShardingAttr"),
        ));
        return;
    }
    let Some(parsed) = parse_one(cx, range) else {
        return;
    };
    check(cx, &parsed, range.start, shape, Vec::new(), prefix);
    let annotation = Annotation {
        sharding: cx.out.share(parsed.sharding),
        kind,
        range,
    };
    cx.annotate(slot, annotation, Notation::Sdy, range);
}

fn op_result_shardings(
    cx: &mut Context,
    fi: usize,
    entry: &FunctionEntry,
    op_id: OpId,
    value: &Attribute,
    name_range: TextRange,
) {
    let f = &entry.ir;
    let op = &f.ops[op_id];
    let Attribute::Sharding { syntax, range } = value else {
        return;
    };
    let range = entry.abs(*range);
    if *syntax != ShardingSyntax::SdyShardingPerValue {
        cx.out.diagnostics.push(Diagnostic::error(
            range,
            "sharding/wrong-attribute-type",
            format!(
                "'{}' op should have a sharding attribute of type TensorShardingPerValueAttr",
                op.name
            ),
        ));
        return;
    }
    let text = cx.slice(range).to_string();
    let parsed = match sdy_text::parse_sharding_per_value(&text) {
        Ok(parsed) => parsed,
        Err(error) => {
            cx.parse_error(range.start, range, &error);
            return;
        }
    };
    let count = op.results.len();
    // An op without results may carry one sharding on a maximal mesh or a
    // replicated one (custom calls returning nothing).
    let exempt = count == 0
        && parsed.len() == 1
        && (parsed[0].sharding.is_fully_replicated()
            || cx
                .out
                .resolve(&parsed[0].sharding)
                .is_some_and(Mesh::is_maximal));
    if !exempt {
        if let Some(d) = validate_value_count(parsed.len(), count) {
            let prefix = format!("'{}' op result ", op.name);
            cx.lift(d, range.start, range, &prefix);
            return;
        }
    }
    let bound = bound_manual_axes(cx, fi, entry, op_id);
    for (index, p) in parsed.into_iter().enumerate() {
        let Some(&result) = op.results.get(index) else {
            break;
        };
        let prefix = result_prefix(&op.name, index, count);
        check(
            cx,
            &p,
            range.start,
            shape_of(value_type(entry, result)),
            bound.clone(),
            &prefix,
        );
        let site = TextRange::new(
            range.start + p.spans.whole.start,
            range.start + p.spans.whole.end,
        );
        let annotation = Annotation {
            sharding: cx.out.share(p.sharding),
            kind: AnnotationKind::OpResult,
            range: site,
        };
        cx.annotate(
            Slot::Value {
                func: fi,
                value: result,
            },
            annotation,
            Notation::Sdy,
            site,
        );
    }
    let _ = name_range;
}

fn op_site(
    cx: &mut Context,
    fi: usize,
    entry: &FunctionEntry,
    op_id: OpId,
    role: ShardingRole,
    syntax: SiteSyntax,
    range: TextRange,
) {
    let f = &entry.ir;
    let op = &f.ops[op_id];
    let prefix = format!("'{}' op ", op.name);
    match (role, syntax) {
        (ShardingRole::Result, SiteSyntax::SdyTensorSharding) => {
            let Some(parsed) = parse_one(cx, range) else {
                return;
            };
            let Some(&result) = op.results.first() else {
                return;
            };
            let bound = bound_manual_axes(cx, fi, entry, op_id);
            check(
                cx,
                &parsed,
                range.start,
                shape_of(value_type(entry, result)),
                bound,
                &prefix,
            );
            let kind = if op.name == "sdy.sharding_constraint" {
                AnnotationKind::Constraint
            } else {
                AnnotationKind::OpResult
            };
            let annotation = Annotation {
                sharding: cx.out.share(parsed.sharding),
                kind,
                range,
            };
            cx.annotate(
                Slot::Value {
                    func: fi,
                    value: result,
                },
                annotation,
                Notation::Sdy,
                range,
            );
        }
        (ShardingRole::ManualAxes, SiteSyntax::SdyAxisSet) => {
            match sdy_text::parse_manual_axes(cx.slice(range)) {
                Ok(axes) => {
                    cx.out.manual_axes.insert((fi, op_id), axes.clone());
                    // The body-side views of in/out shardings drop the manual axes.
                    let sites: Vec<(Slot, TensorSharding, TextRange)> = cx
                        .out
                        .annotations
                        .iter()
                        .filter_map(|(slot, a)| match slot {
                            Slot::OpSite {
                                func,
                                op,
                                index,
                                local: false,
                            } if *func == fi && *op == op_id => Some((
                                Slot::OpSite {
                                    func: fi,
                                    op: op_id,
                                    index: *index,
                                    local: true,
                                },
                                without_axes(&a.sharding, &axes.0),
                                a.range,
                            )),
                            _ => None,
                        })
                        .collect();
                    for (slot, sharding, site) in sites {
                        let kind = if matches!(slot, Slot::OpSite { index, .. } if index < op.operands.len())
                        {
                            AnnotationKind::ManualInput
                        } else {
                            AnnotationKind::ManualOutput
                        };
                        let sharding = cx.out.share(sharding);
                        cx.out.annotations.insert(
                            slot,
                            Annotation {
                                sharding,
                                kind,
                                range: site,
                            },
                        );
                    }
                }
                Err(error) => cx.parse_error(range.start, range, &error),
            }
        }
        (ShardingRole::InSharding { index } | ShardingRole::OutSharding { index }, _) => {
            let Some(parsed) = parse_one(cx, range) else {
                return;
            };
            let n_in = op.operands.len();
            let named = op.name == "sdy.named_computation";
            let (slot_index, value, kind, word, count) = match role {
                ShardingRole::InSharding { .. } => (
                    index,
                    op.operands.get(index).and_then(|o| o.value),
                    AnnotationKind::ManualInput,
                    if named { "in_shardings" } else { "operand" },
                    n_in,
                ),
                _ => (
                    n_in + index,
                    op.results.get(index).copied(),
                    AnnotationKind::ManualOutput,
                    if named { "out_shardings" } else { "result" },
                    op.results.len(),
                ),
            };
            let shape = value.and_then(|v| shape_of(value_type(entry, v)));
            // Shardy names the value's index only when there are several.
            let prefix = if count == 1 {
                format!("'{}' op {word} - ", op.name)
            } else {
                format!("'{}' op {word} {index} - ", op.name)
            };
            let bound = bound_manual_axes(cx, fi, entry, op_id);
            check(cx, &parsed, range.start, shape, bound, &prefix);
            let annotation = Annotation {
                sharding: cx.out.share(parsed.sharding),
                kind,
                range,
            };
            let slot = Slot::OpSite {
                func: fi,
                op: op_id,
                index: slot_index,
                local: false,
            };
            cx.annotate(slot, annotation, Notation::Sdy, range);
        }
        _ => {}
    }
}

/// `sharding` with the given axes removed from its dims (the local view of a
/// manual computation's body).
pub fn without_axes(sharding: &TensorSharding, axes: &[String]) -> TensorSharding {
    let mut out = sharding.clone();
    for dim in &mut out.dims {
        dim.axes.retain(|a| !axes.iter().any(|n| *n == a.name));
    }
    out.replicated
        .retain(|a| !axes.iter().any(|n| *n == a.name));
    out.unreduced.retain(|a| !axes.iter().any(|n| *n == a.name));
    out
}
