//! A sharding against the kind of type it annotates (`sdy-syntax.md` §4 rules
//! 2–5): tuples, non-shaped types such as `!stablehlo.token`, unranked
//! tensors, and ops without results. `validate_sharding` checks a sharding
//! against a shape; these are the rules it leaves to callers that know the
//! type.

use super::context::{quoted, OpContext};
use crate::annotations::{result_prefix, ChunkAnnotations, Slot};
use crate::diagnostic::Diagnostic;
use crate::ir::{Attribute, Chunk, ShardingRole, ShardingSyntax, Type, ValueDef};
use crate::sharding::model::{Mesh, Notation, TensorSharding};
use crate::sharding::{mlir_text, sdy as sdy_text};
use crate::text::TextRange;

const MAXIMAL: &str =
    "a maximal sharding can only have a sharding with rank 0 and no replicated or unreduced axes.";

/// Shardy's type rules for `sharding` on a value of type `ty`, in its order,
/// as far as `validate_sharding` does not check them: a maximal mesh (or no
/// type and a fully replicated sharding) allows rank 0 only; a tuple must have
/// one element, whose rank must match; non-shaped types allow rank 0 only;
/// shaped types must be ranked.
pub(crate) fn type_error(
    sharding: &TensorSharding,
    mesh: &Mesh,
    ty: Option<&Type>,
) -> Option<String> {
    let bare =
        sharding.rank() == 0 && sharding.replicated.is_empty() && sharding.unreduced.is_empty();
    if mesh.is_maximal() || (ty.is_none() && sharding.is_fully_replicated()) {
        return (!bare).then(|| MAXIMAL.to_string());
    }
    let ty = ty?;
    let (tensor, in_tuple) = match ty.kind() {
        crate::ir::TypeKind::Tuple { elements } => match elements.as_slice() {
            [element] => (element, true),
            _ => {
                return Some(format!(
                    "ops can only have a sharding for a tuple of size 1: {}",
                    quoted(ty)
                ))
            }
        },
        _ => (ty, false),
    };
    if !tensor.is_shaped() {
        return (!bare).then(|| {
            format!(
                "non-shaped tensors can only have a sharding with rank 0 and no replicated or unreduced axes. type: {}, sharding: {}",
                quoted(ty),
                sdy_text::print_sharding(sharding)
            )
        });
    }
    let Some(rank) = tensor.rank() else {
        return Some(format!(
            "only ranked tensors can have a sharding. type: {}",
            quoted(ty)
        ));
    };
    // The rank of a plain shaped type is checked by `validate_sharding`; the
    // element of a tuple is not a shape it is given.
    if in_tuple && sharding.rank() != rank {
        return Some(format!(
            "sharding doesn't match tensor rank: {} != {rank}",
            sharding.rank()
        ));
    }
    None
}

/// The shape `validate_sharding` checks a sharding of type `ty` against: the
/// element's for a tuple of one tensor.
pub(crate) fn checked_shape(ty: Option<&Type>) -> Option<Vec<Option<i64>>> {
    let ty = ty?;
    match ty.kind() {
        crate::ir::TypeKind::Tuple { elements } if elements.len() == 1 => {
            crate::annotations::shape_of(elements.first())
        }
        _ => crate::annotations::shape_of(Some(ty)),
    }
}

/// The type rules for every Shardy sharding of function `fi` (for the one
/// sharding an op without results may carry, see `verify_resultless_op`).
pub(super) fn verify(chunk: &Chunk, annotations: &ChunkAnnotations, fi: usize) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    for site in annotations
        .sites_of(fi)
        .iter()
        .filter(|s| s.notation == Notation::Sdy)
    {
        let Some(mesh) = annotations.resolve(&site.sharding) else {
            continue;
        };
        if mesh.is_maximal() {
            // `validate_sharding` reports the maximal rule.
            continue;
        }
        let Some((prefix, ty)) = describe(chunk, site.slot) else {
            continue;
        };
        if let Some(message) = type_error(&site.sharding, mesh, Some(ty)) {
            out.push(Diagnostic::error(
                site.range,
                "sdy/sharding-type",
                format!("{prefix}{message}"),
            ));
        }
    }
    out
}

/// MLIR's prefix for a sharding at `slot` and the type of the value it annotates.
fn describe(chunk: &Chunk, slot: Slot) -> Option<(String, &Type)> {
    match slot {
        Slot::Value { func, value } => {
            let f = &chunk.functions.get(func)?.ir;
            let v = f.values.get(value)?;
            match v.def {
                ValueDef::FunctionArgument { index } => {
                    Some((format!("'func.func' op arg {index} - "), v.ty.as_ref()?))
                }
                ValueDef::OpResult { op, index } => {
                    let op = f.ops.get(op)?;
                    let ty = v.ty.as_ref().or_else(|| op.result_types.get(index))?;
                    let in_syntax = op
                        .sharding_sites
                        .iter()
                        .any(|s| s.role == ShardingRole::Result);
                    let prefix = if in_syntax {
                        format!("'{}' op ", op.name)
                    } else {
                        result_prefix(&op.name, index, op.results.len())
                    };
                    Some((prefix, ty))
                }
                _ => None,
            }
        }
        Slot::FuncResult { func, index } => {
            let f = &chunk.functions.get(func)?.ir;
            Some((
                format!("'func.func' op result {index} - "),
                &f.results.get(index)?.ty,
            ))
        }
        Slot::OpSite {
            func,
            op,
            index,
            local: false,
        } => {
            let f = &chunk.functions.get(func)?.ir;
            let op = f.ops.get(op)?;
            let operands = op.operands.len();
            let (kind, position, count, ty) = if index < operands {
                let ty = op.operand_types.get(index).or_else(|| {
                    let value = op.operands[index].value?;
                    f.values.get(value)?.ty.as_ref()
                })?;
                (list_kind(&op.name, true), index, operands, ty)
            } else {
                let position = index - operands;
                let ty = op
                    .results
                    .get(position)
                    .and_then(|&r| f.values.get(r)?.ty.as_ref())
                    .or_else(|| op.result_types.get(position))?;
                (list_kind(&op.name, false), position, op.results.len(), ty)
            };
            Some((value_prefix(&op.name, kind, position, count), ty))
        }
        Slot::OpSite { local: true, .. } => None,
    }
}

/// How Shardy names the in/out sharding lists of a data-flow op in messages.
pub(super) fn list_kind(op_name: &str, operands: bool) -> &'static str {
    match (op_name == "sdy.named_computation", operands) {
        (true, true) => "in_shardings",
        (true, false) => "out_shardings",
        (false, true) => "operand",
        (false, false) => "result",
    }
}

/// Shardy's `getEmitValueInRangeErrorFn`: `'<op>' op <kind> - ` for a single
/// value, `'<op>' op <kind> <index> - ` otherwise.
pub(super) fn value_prefix(op_name: &str, kind: &str, index: usize, count: usize) -> String {
    if count == 1 {
        format!("'{op_name}' op {kind} - ")
    } else {
        format!("'{op_name}' op {kind} {index} - ")
    }
}

/// Shardy's count rule for a per-value sharding list (`in_shardings`,
/// `out_shardings`): one sharding per value. A list for no values may hold
/// one maximal or fully replicated sharding, which must then have rank 0
/// (`0 - a maximal sharding …`; `validate_sharding` reports the maximal case).
pub(super) fn count_error(
    annotations: &ChunkAnnotations,
    shardings: &[&TensorSharding],
    values: usize,
) -> Option<String> {
    if let ([only], 0) = (shardings, values) {
        let mesh = annotations.resolve(only);
        if only.is_fully_replicated() || mesh.is_some_and(Mesh::is_maximal) {
            let mesh = mesh.filter(|m| !m.is_maximal())?;
            return type_error(only, mesh, None).map(|message| format!("0 - {message}"));
        }
    }
    (shardings.len() != values).then(|| {
        format!(
            "shardings don't match number of values: {} shardings vs {values} values",
            shardings.len()
        )
    })
}

/// An op without results may carry one sharding when it is on a maximal
/// mesh or fully replicated (a `custom_call` returning nothing). Shardy then
/// checks it with no type: it must have rank 0 and no replicated or unreduced
/// axes. Checked per op, with the op's other verifiers (whose results an
/// edit elsewhere keeps): a pass over every op of a JAX `main` per keystroke
/// took milliseconds.
pub(super) fn verify_resultless_op(cx: &OpContext) -> Option<Diagnostic> {
    let op = cx.op;
    if !op.results.is_empty() {
        return None;
    }
    let Some(Attribute::Sharding {
        syntax: ShardingSyntax::SdyShardingPerValue,
        range,
    }) = op.attributes.get("sdy.sharding")
    else {
        return None;
    };
    let range = cx.entry.abs(*range);
    let parsed =
        sdy_text::parse_sharding_per_value(cx.text.get(range.start..range.end).unwrap_or(""))
            .ok()?;
    let [only] = parsed.as_slice() else {
        return None;
    };
    let sharding = &only.sharding;
    let mesh = cx.annotations.resolve(sharding);
    if !(sharding.is_fully_replicated() || mesh.is_some_and(Mesh::is_maximal)) {
        return None;
    }
    let site = TextRange::new(
        range.start + only.spans.whole.start,
        range.start + only.spans.whole.end,
    );
    let message = match mesh {
        None => format!(
            "unknown mesh: {}",
            mlir_text::symbol_ref(sharding.mesh_name().unwrap_or_default())
        ),
        Some(mesh) => type_error(sharding, mesh, None)?,
    };
    Some(Diagnostic::error(
        site,
        "sdy/sharding-type",
        format!("'{}' op result 0 - {message}", op.name),
    ))
}

#[cfg(test)]
mod tests {
    use crate::verify::test_support::{assert_clean, assert_error};

    #[test]
    fn token_shardings_must_be_rank_zero() {
        assert_error(
            "sdy.mesh @mesh = <[\"a\"=2]>\nfunc.func @f(%arg0: !stablehlo.token {sdy.sharding=#sdy.sharding<@mesh, [{}]>}) -> !stablehlo.token {\n  return %arg0 : !stablehlo.token\n}\n",
            "'func.func' op arg 0 - non-shaped tensors can only have a sharding with rank 0 and no replicated or unreduced axes. type: '!stablehlo.token', sharding: #sdy.sharding<@mesh, [{}]>",
        );
        assert_error(
            "sdy.mesh @mesh = <[\"a\"=2]>\nfunc.func @f(%arg0: !stablehlo.token {sdy.sharding=#sdy.sharding<@mesh, [], replicated={\"a\"}>}) -> !stablehlo.token {\n  return %arg0 : !stablehlo.token\n}\n",
            "non-shaped tensors can only have a sharding with rank 0",
        );
        assert_clean(
            "sdy.mesh @mesh = <[\"a\"=2]>\nfunc.func @f(%arg0: !stablehlo.token {sdy.sharding=#sdy.sharding<@mesh, []>}) -> !stablehlo.token {\n  return %arg0 : !stablehlo.token\n}\n",
        );
    }

    #[test]
    fn constraint_on_a_token() {
        assert_error(
            "sdy.mesh @mesh = <[\"a\"=2]>\nfunc.func @f(%arg0: !stablehlo.token) -> !stablehlo.token {\n  %0 = sdy.sharding_constraint %arg0 <@mesh, [{\"a\"}]> : !stablehlo.token\n  return %0 : !stablehlo.token\n}\n",
            "'sdy.sharding_constraint' op non-shaped tensors can only have a sharding with rank 0",
        );
    }

    #[test]
    fn unranked_tensors_cannot_have_a_sharding() {
        assert_error(
            "sdy.mesh @mesh = <[\"a\"=2]>\nfunc.func @f(%arg0: tensor<*xf32> {sdy.sharding=#sdy.sharding<@mesh, []>}) -> tensor<*xf32> {\n  return %arg0 : tensor<*xf32>\n}\n",
            "'func.func' op arg 0 - only ranked tensors can have a sharding. type: 'tensor<*xf32>'",
        );
    }

    #[test]
    fn tuples_must_have_one_element_of_matching_rank() {
        assert_error(
            "sdy.mesh @mesh = <[\"a\"=2]>\nfunc.func @f(%arg0: tensor<8x8xf32>) -> tuple<tensor<8x8xf32>, tensor<8x8xf32>> {\n  %0 = stablehlo.custom_call @x(%arg0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{\"a\"}, {}]>]>} : (tensor<8x8xf32>) -> tuple<tensor<8x8xf32>, tensor<8x8xf32>>\n  return %0 : tuple<tensor<8x8xf32>, tensor<8x8xf32>>\n}\n",
            "'stablehlo.custom_call' op result - ops can only have a sharding for a tuple of size 1: 'tuple<tensor<8x8xf32>, tensor<8x8xf32>>'",
        );
        assert_error(
            "sdy.mesh @mesh = <[\"a\"=2]>\nfunc.func @f(%arg0: tensor<8x8xf32>) -> tuple<tensor<8x8xf32>> {\n  %0 = stablehlo.custom_call @x(%arg0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{\"a\"}]>]>} : (tensor<8x8xf32>) -> tuple<tensor<8x8xf32>>\n  return %0 : tuple<tensor<8x8xf32>>\n}\n",
            "sharding doesn't match tensor rank: 1 != 2",
        );
        assert_clean(
            "sdy.mesh @mesh = <[\"a\"=2]>\nfunc.func @f(%arg0: tensor<8x8xf32>) -> tuple<tensor<8x8xf32>> {\n  %0 = stablehlo.custom_call @x(%arg0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{\"a\"}, {}]>]>} : (tensor<8x8xf32>) -> tuple<tensor<8x8xf32>>\n  return %0 : tuple<tensor<8x8xf32>>\n}\n",
        );
    }

    #[test]
    fn resultless_ops_carry_rank_zero_shardings_only() {
        let op = |sharding: &str| {
            format!(
                "sdy.mesh @maximal = <[], device_ids=[0]>\nsdy.mesh @mesh = <[\"a\"=2]>\nfunc.func @f(%arg0: tensor<8xf32>) -> tensor<8xf32> {{\n  stablehlo.custom_call @foo(%arg0) {{has_side_effect = true, sdy.sharding = #sdy.sharding_per_value<[{sharding}]>}} : (tensor<8xf32>) -> ()\n  return %arg0 : tensor<8xf32>\n}}\n"
            )
        };
        assert_error(
            &op("<@maximal, [{}]>"),
            "'stablehlo.custom_call' op result 0 - a maximal sharding can only have a sharding with rank 0 and no replicated or unreduced axes.",
        );
        assert_error(
            &op("<@maximal, [], unreduced={\"a\"}>"),
            "a maximal sharding",
        );
        assert_error(&op("<@mesh, [{}, {}]>"), "a maximal sharding");
        assert_error(
            &op("<@nowhere, []>"),
            "'stablehlo.custom_call' op result 0 - unknown mesh: @nowhere",
        );
        assert_clean(&op("<@maximal, []>"));
        assert_clean(&op("<@mesh, []>"));
    }
}
