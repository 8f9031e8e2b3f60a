//! What Shardy's import pipeline does to the user's shardings before
//! propagation starts.
//!
//! `sdy-remove-size-one-axes`: axes of size 1 shard nothing and are
//! removed from every sharding (dims, `replicated`, `unreduced`).
//!
//! `sdy-apply-sharding-constraints`: a fully closed sharding constraint
//! gives its sharding to its input, because "the closed property of a
//! dimension doesn't propagate" — when the input has no sharding of its
//! own, is not the target of a data-flow edge (a result of while, case,
//! optimization_barrier or a computation, or a region argument), and no
//! other sharding constraint or manual computation reads it with another
//! sharding.

use super::engine::{Node, Origin, Outcome};
use crate::annotations::{Annotation, AnnotationKind, Slot};
use crate::ir::is_sharding_constraint as is_constraint;
use crate::ir::{Chunk, Function, OpId, ValueDef, ValueId};
use crate::sharding::model::{Mesh, MeshRef};
use std::collections::{BTreeMap, HashMap};
use std::sync::Arc;

/// Removes the axes of size 1 from every annotation, as Shardy's import does.
pub fn remove_size_one_axes(
    annotations: &mut BTreeMap<Slot, Annotation>,
    meshes: &HashMap<String, Mesh>,
) {
    for annotation in annotations.values_mut() {
        let mesh = match &annotation.sharding.mesh {
            MeshRef::Symbol(name) => meshes.get(name),
            MeshRef::Inline(mesh) => Some(mesh),
        };
        let Some(mesh) = mesh else { continue };
        let size_one = |a: &crate::sharding::model::AxisRef| a.size(mesh) == Some(1);
        let s = &annotation.sharding;
        let any = s.dims.iter().flat_map(|d| &d.axes).any(size_one)
            || s.replicated.iter().any(size_one)
            || s.unreduced.iter().any(size_one);
        if !any {
            continue;
        }
        let mut s = (**s).clone();
        for dim in &mut s.dims {
            dim.axes.retain(|a| !size_one(a));
        }
        s.replicated.retain(|a| !size_one(a));
        s.unreduced.retain(|a| !size_one(a));
        annotation.sharding = Arc::new(s);
    }
}

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

/// A constraint's sharding given to its input: the input, the constraint's
/// result, and the constraint op.
pub struct Applied {
    pub input: Slot,
    pub constraint: Slot,
    pub op: (usize, OpId),
}

/// `annotations` with the shardings of fully closed constraints applied to
/// their inputs, and what was applied; `None` when no constraint applies.
pub fn apply_sharding_constraints(
    chunk: &Chunk,
    functions: &[usize],
    annotations: &BTreeMap<Slot, Annotation>,
) -> Option<(BTreeMap<Slot, Annotation>, Vec<Applied>)> {
    // By input, to look up without a walk per constraint.
    let mut applied: rustc_hash::FxHashMap<Slot, Annotation> = Default::default();
    let mut record = Vec::new();
    for &func in functions {
        let f = &chunk.functions.get(func)?.ir;
        for &op_id in &f.sharding_constraints {
            let op = &f.ops[op_id];
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
                || applied.contains_key(&input_slot)
                || is_edge_target(f, input)
                || read_otherwise(f, func, input, op_id, constraint, annotations)
            {
                continue;
            }
            applied.insert(input_slot, constraint.clone());
            record.push(Applied {
                input: input_slot,
                constraint: Slot::Value {
                    func,
                    value: result,
                },
                op: (func, op_id),
            });
        }
    }
    if applied.is_empty() {
        return None;
    }
    let mut out = annotations.clone();
    out.extend(applied);
    Some((out, record))
}

/// An input that kept what its constraint gave it says it came through the
/// constraint (not from an annotation of its own, which has no range).
pub fn attribute_applied(outcome: &mut Outcome, nodes: &[Node], applied: &[Applied]) {
    if applied.is_empty() {
        return;
    }
    // The first node of each op, found once rather than by a walk over the
    // nodes per constraint (a module with thousands of constraints).
    let mut first_node: rustc_hash::FxHashMap<(usize, OpId), usize> = Default::default();
    for (n, node) in nodes.iter().enumerate() {
        if let Some(op) = node.op {
            first_node.entry(op).or_insert(n);
        }
    }
    for a in applied {
        let Some(&node) = first_node.get(&a.op) else {
            continue;
        };
        if let Some(s) = outcome.shardings.get_mut(&a.input) {
            if matches!(s.origin, Origin::Annotation { .. }) {
                s.origin = Origin::Propagated {
                    node,
                    from: a.constraint,
                };
            }
        }
    }
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

/// `sdy-apply-sharding-constraints`, second part: for a chain of two or
/// more constraints (each but the last used only by the next) on a value
/// with no sharding of its own, the value's uses after the last constraint
/// of the chain (in its block, the function's `return` aside) read the last
/// constraint instead — unless another constraint reads the value, or a
/// manual computation the chain's end. Rewrites the nodes of those users.
pub fn rewire_constraint_chains(
    chunk: &Chunk,
    functions: &[usize],
    annotations: &BTreeMap<Slot, Annotation>,
    nodes: &mut [Node],
) {
    for &func in functions {
        let Some(entry) = chunk.functions.get(func) else {
            continue;
        };
        let f = &entry.ir;
        // (value, replacement, users rewired)
        let mut rewired: Vec<(ValueId, ValueId, Vec<OpId>)> = Vec::new();
        for &head in &f.sharding_constraints {
            let op = &f.ops[head];
            let Some(input) = op.operands.first().and_then(|o| o.value) else {
                continue;
            };
            let produced_by_constraint = matches!(
                f.values[input].def,
                ValueDef::OpResult { op, .. } if is_constraint(&f.ops[op])
            );
            if produced_by_constraint
                || annotations.contains_key(&Slot::Value { func, value: input })
                || is_edge_target(f, input)
            {
                continue;
            }
            // Walk the chain.
            let (mut last, mut length) = (head, 1);
            while let Some(&result) = f.ops[last].results.first() {
                let uses = &f.values[result].uses;
                // `length` bounds the walk: mid-edit text can make constraints
                // use each other in a cycle (invalid SSA, but it parses).
                if uses.len() != 1 || !is_constraint(&f.ops[uses[0].op]) || length > f.ops.len() {
                    break;
                }
                last = uses[0].op;
                length += 1;
            }
            let Some(&end) = f.ops[last].results.first() else {
                continue;
            };
            let other_constraint = f.values[input]
                .uses
                .iter()
                .any(|u| u.op != head && is_constraint(&f.ops[u.op]));
            let manual_end = f.values[end]
                .uses
                .iter()
                .any(|u| f.ops[u.op].name == "sdy.manual_computation");
            if length < 2 || other_constraint || manual_end {
                continue;
            }
            let block = f.ops[last].parent;
            let users: Vec<OpId> = f.values[input]
                .uses
                .iter()
                .map(|u| u.op)
                .filter(|&u| u > last && f.ops[u].parent == block && f.ops[u].name != "func.return")
                .collect();
            if !users.is_empty() {
                rewired.push((input, end, users));
            }
        }
        if rewired.is_empty() {
            continue;
        }
        // Use counts after the rewiring, for the single-use heuristic.
        let mut uses: BTreeMap<ValueId, isize> = BTreeMap::new();
        for (from, to, users) in &rewired {
            for &u in users {
                let n = f.ops[u]
                    .operands
                    .iter()
                    .filter(|o| o.value == Some(*from))
                    .count() as isize;
                *uses
                    .entry(*from)
                    .or_insert(f.values[*from].uses.len() as isize) -= n;
                *uses.entry(*to).or_insert(f.values[*to].uses.len() as isize) += n;
            }
        }
        for node in nodes.iter_mut() {
            let Some((nf, op)) = node.op else {
                continue;
            };
            if nf != func {
                continue;
            }
            let mut touched = false;
            for (from, to, users) in &rewired {
                if users.contains(&op) {
                    for slot in &mut node.slots {
                        if *slot == (Slot::Value { func, value: *from }) {
                            *slot = Slot::Value { func, value: *to };
                            touched = true;
                        }
                    }
                }
            }
            let reads_changed = f.ops[op]
                .operands
                .iter()
                .any(|o| o.value.is_some_and(|v| uses.contains_key(&v)));
            if touched || reads_changed {
                node.fixed_print = None;
                node.multi_use_operand = f.ops[op].operands.iter().any(|o| {
                    o.value.is_some_and(|v| {
                        let v = rewired
                            .iter()
                            .find(|(from, _, users)| *from == v && users.contains(&op))
                            .map_or(v, |(_, to, _)| *to);
                        let count = uses
                            .get(&v)
                            .copied()
                            .unwrap_or(f.values[v].uses.len() as isize);
                        count > 1 && f.values[v].ty.as_ref().and_then(|t| t.rank()).unwrap_or(0) > 0
                    })
                });
            }
        }
    }
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
        Some(print_sharding(s))
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

    /// After a chain of two constraints, later uses of the chain's input
    /// read the chain's end: the multiply follows `[{}, {"b", ?}]`, not the
    /// `[{"a"}, {}]` its operand got from the first constraint (as jaxlib's
    /// Shardy does).
    #[test]
    fn later_uses_of_a_chain_input_read_its_end() {
        let text = "sdy.mesh @mesh = <[\"a\"=2, \"b\"=2]>\n\
            func.func @f(%arg0: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>) {\n\
            %0 = stablehlo.add %arg0, %arg0 : tensor<8x8xf32>\n\
            %1 = sdy.sharding_constraint %0 <@mesh, [{\"a\"}, {}]> : tensor<8x8xf32>\n\
            %2 = sdy.sharding_constraint %1 <@mesh, [{}, {\"b\", ?}]> : tensor<8x8xf32>\n\
            %3 = stablehlo.multiply %0, %0 : tensor<8x8xf32>\n\
            return %2, %3 : tensor<8x8xf32>, tensor<8x8xf32>\n}\n";
        let analysis = analyze(text);
        let result = &analysis.chunks[0].propagation;
        let of = |value| {
            result
                .sharding(Slot::Value { func: 0, value })
                .map(print_sharding)
        };
        assert_eq!(
            of(1).as_deref(),
            Some("#sdy.sharding<@mesh, [{\"a\"}, {}]>")
        );
        assert_eq!(
            of(4).as_deref(),
            Some("#sdy.sharding<@mesh, [{?}, {\"b\", ?}]>")
        );
    }

    /// The input a constraint shards says it came through the constraint,
    /// so an edit elsewhere (which moves ranges) leaves it the same.
    #[test]
    fn an_applied_constraint_is_the_origin() {
        let text = "sdy.mesh @mesh = <[\"a\"=2, \"b\"=2]>\n\
            func.func @f(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {\n\
            %0 = stablehlo.add %arg0, %arg0 : tensor<8x8xf32>\n\
            %1 = sdy.sharding_constraint %0 <@mesh, [{}, {\"b\"}]> : tensor<8x8xf32>\n\
            return %1 : tensor<8x8xf32>\n}\n";
        let analysis = analyze(text);
        let origin = analysis.chunks[0]
            .propagation
            .origin(Slot::Value { func: 0, value: 1 })
            .unwrap();
        assert!(
            matches!(
                origin,
                crate::propagation::engine::Origin::Propagated {
                    from: Slot::Value { value: 2, .. },
                    ..
                }
            ),
            "{origin:?}"
        );
    }
}
