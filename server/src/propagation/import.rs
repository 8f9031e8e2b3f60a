//! What Shardy's import pipeline does to the user's shardings before
//! propagation starts.
//!
//! `sdy-apply-sharding-constraints`: a fully closed sharding constraint
//! gives its sharding to its input, because "the closed property of a
//! dimension doesn't propagate" — when the input has no sharding of its
//! own, is not the target of a data-flow edge (a result of while, case,
//! optimization_barrier or a computation, or a region argument), and no
//! other sharding constraint or manual computation reads it with another
//! sharding.

use super::is_constraint;
use crate::annotations::{Annotation, AnnotationKind, Slot};
use crate::ir::{Chunk, Function, OpId, ValueDef, ValueId};
use std::collections::BTreeMap;

/// Ops whose results are targets of data-flow edges.
fn is_data_flow_op(name: &str) -> bool {
    matches!(
        name,
        "stablehlo.while"
            | "mhlo.while"
            | "stablehlo.case"
            | "mhlo.case"
            | "stablehlo.if"
            | "mhlo.if"
            | "stablehlo.optimization_barrier"
            | "mhlo.optimization_barrier"
            | "sdy.named_computation"
            | "sdy.manual_computation"
            | "sdy.data_flow_edge"
    )
}

/// `annotations` with the shardings of fully closed constraints applied to
/// their inputs; `None` when no constraint applies.
pub fn apply_sharding_constraints(
    chunk: &Chunk,
    functions: &[usize],
    annotations: &BTreeMap<Slot, Annotation>,
) -> Option<BTreeMap<Slot, Annotation>> {
    let mut applied: Vec<(Slot, Annotation)> = Vec::new();
    for &func in functions {
        let f = &chunk.functions.get(func)?.ir;
        for (op_id, op) in f.ops.iter().enumerate() {
            if !is_constraint(op) {
                continue;
            }
            let (Some(&result), Some(input)) = (
                op.results.first(),
                op.operands.first().and_then(|o| o.value),
            ) else {
                continue;
            };
            let Some(constraint) = annotations.get(&Slot::Value {
                func,
                value: result,
            }) else {
                continue;
            };
            if constraint.kind != AnnotationKind::Constraint
                || constraint.sharding.dims.iter().any(|d| d.is_open)
            {
                continue;
            }
            let input_slot = Slot::Value { func, value: input };
            if annotations.contains_key(&input_slot)
                || applied.iter().any(|(s, _)| *s == input_slot)
                || is_edge_target(f, input)
                || read_otherwise(f, func, input, op_id, constraint, annotations)
            {
                continue;
            }
            applied.push((input_slot, constraint.clone()));
        }
    }
    if applied.is_empty() {
        return None;
    }
    let mut out = annotations.clone();
    out.extend(applied);
    Some(out)
}

fn is_edge_target(f: &Function, value: ValueId) -> bool {
    match f.values[value].def {
        ValueDef::FunctionArgument { .. } => false,
        ValueDef::OpResult { op, .. } => is_data_flow_op(&f.ops[op].name),
        ValueDef::BlockArgument { .. } | ValueDef::RegionArgument { .. } => true,
    }
}

/// True when another constraint, or a manual computation, reads `value`
/// with a sharding other than `constraint`'s.
fn read_otherwise(
    f: &Function,
    func: usize,
    value: ValueId,
    constraint_op: OpId,
    constraint: &Annotation,
    annotations: &BTreeMap<Slot, Annotation>,
) -> bool {
    f.values[value].uses.iter().any(|u| {
        if u.op == constraint_op {
            return false;
        }
        let user = &f.ops[u.op];
        let theirs = if is_constraint(user) {
            user.results
                .first()
                .and_then(|&r| annotations.get(&Slot::Value { func, value: r }))
        } else if user.name == "sdy.manual_computation" {
            annotations.get(&Slot::OpSite {
                func,
                op: u.op,
                index: u.operand,
                local: false,
            })
        } else {
            return false;
        };
        theirs.is_none_or(|a| a.sharding != constraint.sharding)
    })
}

#[cfg(test)]
mod tests {
    use crate::annotations::Slot;
    use crate::pipeline::analyze;
    use crate::sharding::sdy::print_sharding;

    /// The sharding of `%0` (value 1 of `@f`, after `%arg0`).
    fn add_sharding(constraints: &str) -> Option<String> {
        let text = format!(
            "sdy.mesh @mesh = <[\"a\"=2, \"b\"=2]>\n\
             func.func @f(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {{\n\
             %0 = stablehlo.add %arg0, %arg0 : tensor<8x8xf32>\n\
             {constraints}\
             return %0 : tensor<8x8xf32>\n}}\n"
        );
        let analysis = analyze(&text);
        let s = analysis.chunks[0]
            .propagation
            .sharding(Slot::Value { func: 0, value: 1 })?;
        Some(print_sharding(&s.sharding))
    }

    #[test]
    fn a_closed_constraint_shards_its_unsharded_input() {
        let one = "%1 = sdy.sharding_constraint %0 <@mesh, [{}, {\"b\"}]> : tensor<8x8xf32>\n";
        assert_eq!(
            add_sharding(one).as_deref(),
            Some("#sdy.sharding<@mesh, [{}, {\"b\"}]>")
        );
    }

    #[test]
    fn open_or_disagreeing_constraints_do_not() {
        let open = "%1 = sdy.sharding_constraint %0 <@mesh, [{}, {\"b\", ?}]> : tensor<8x8xf32>\n";
        assert_ne!(
            add_sharding(open).as_deref(),
            Some("#sdy.sharding<@mesh, [{}, {\"b\"}]>")
        );
        let two = "%1 = sdy.sharding_constraint %0 <@mesh, [{}, {\"b\"}]> : tensor<8x8xf32>\n\
                   %2 = sdy.sharding_constraint %0 <@mesh, [{\"a\"}, {}]> : tensor<8x8xf32>\n";
        let s = add_sharding(two).unwrap_or_default();
        assert!(
            !s.contains("[{}, {\"b\"}]") && !s.contains("[{\"a\"}, {}]"),
            "{s}"
        );
    }
}
