//! Which ops of a function an edit left with the very same surroundings.
//!
//! The IR never changes an op or a value in place: an op splice
//! (`ir::splice_edit`) builds the edited op, and every op or value whose
//! content changes, anew, and shares the rest with the function before the
//! edit. What an analysis of one op reads around it — the op, its operand
//! and result values, the ops defining its operands, the ops using its
//! results — is therefore unchanged exactly when all of those are the same
//! `Arc`s as before, at the same ids.
//!
//! Comparing that op by op reads every op and value of the function (a
//! cache miss each in a JAX `main` of 100k ops). When the function kept its
//! op and value counts, this module compares the two `Arc` tables instead
//! (two sequential scans of pointers) and marks the neighbourhoods of what
//! differs, through def-use chains. That relies on the IR's def-use
//! invariant (`def_use_is_consistent`): an op lists a value as an operand
//! exactly when the value's uses name the op, and as a result exactly when
//! the value's definition names it.

use super::model::{Function, Op, OpId, ValueDef, ValueId};
use std::sync::Arc;

/// For each op of `new`: whether it, its operand and result values, the ops
/// defining its operands or the ops using its results are not the very same
/// `Arc`s as in `old` at the same ids (always so for an op `old` does not
/// have).
pub fn ops_near_changes(old: &Function, new: &Function) -> Vec<bool> {
    ops_near(old, new, &[], &[], Reads::RULE)
}

/// What an analysis of one op reads around it besides the op and its
/// results' values.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Reads {
    /// Its operands' values and the ops defining them.
    pub operands: bool,
    /// The ops using its results.
    pub users: bool,
}

impl Reads {
    /// An op's sharding rule reads all of it.
    pub const RULE: Reads = Reads {
        operands: true,
        users: true,
    };
}

/// As `ops_near_changes` for an analysis that reads what `reads` says, with
/// the values `values` and the ops `ops` counted as changed too (what the
/// analysis reads besides the IR, the shardings annotating them, differs
/// there). An op is marked when something it reads changed; with other
/// counts of ops or values, when `same_surroundings` says no.
pub fn ops_near(
    old: &Function,
    new: &Function,
    values: &[ValueId],
    ops: &[OpId],
    reads: Reads,
) -> Vec<bool> {
    let same_shape = old.ops.len() == new.ops.len() && old.values.len() == new.values.len();
    let mut near: Vec<bool> = if same_shape {
        vec![false; new.ops.len()]
    } else {
        (0..new.ops.len())
            .map(|op| !same_surroundings(old, new, op))
            .collect()
    };
    let (mut changed_ops, mut changed_values) = (ops.to_vec(), values.to_vec());
    if same_shape {
        changed_ops.extend(new.ops.not_same(&old.ops));
        changed_values.extend(new.values.not_same(&old.values));
    }
    for function in [old, new] {
        mark_around(function, &changed_ops, &changed_values, reads, &mut near);
    }
    near
}

/// Marks in `near` the ops of `function` around `ops` and `values`.
fn mark_around(
    function: &Function,
    ops: &[OpId],
    values: &[ValueId],
    reads: Reads,
    near: &mut [bool],
) {
    let mut mark = |op: OpId| {
        if let Some(slot) = near.get_mut(op) {
            *slot = true;
        }
    };
    // An op that changed: itself, the ops defining its operands (if ops
    // read their results' users) and the ops using its results (if ops
    // read their operands' defining ops).
    for &op in ops {
        mark(op);
        let Some(the_op) = function.ops.get(op) else {
            continue;
        };
        if reads.users {
            for value in the_op.operands.iter().filter_map(|o| o.value) {
                if let Some(d) = defining_op(function, value) {
                    mark(d);
                }
            }
        }
        if reads.operands {
            for &result in &the_op.results {
                for user in function.values.get(result).iter().flat_map(|v| &v.uses) {
                    mark(user.op);
                }
            }
        }
    }
    // A value that changed: the op defining it and (if ops read their
    // operands) the ops using it.
    for &value in values {
        if let Some(d) = defining_op(function, value) {
            mark(d);
        }
        if reads.operands {
            for user in function.values.get(value).iter().flat_map(|v| &v.uses) {
                mark(user.op);
            }
        }
    }
}

fn defining_op(function: &Function, value: ValueId) -> Option<OpId> {
    match function.values.get(value)?.def {
        ValueDef::OpResult { op, .. } => Some(op),
        _ => None,
    }
}

/// Whether op `op` and everything around it that `ops_near_changes` looks
/// at are the very same `Arc`s in `old` and `new`, read op by op.
pub fn same_surroundings(old: &Function, new: &Function, op: OpId) -> bool {
    let same_op = |id: OpId| match (old.ops.get(id), new.ops.get(id)) {
        (Some(a), Some(b)) => Arc::ptr_eq(a, b),
        _ => false,
    };
    let same_value = |id: ValueId| match (old.values.get(id), new.values.get(id)) {
        (Some(a), Some(b)) => Arc::ptr_eq(a, b),
        _ => false,
    };
    if !same_op(op) {
        return false;
    }
    let the_op = &new.ops[op];
    let operands_same = the_op
        .operands
        .iter()
        .filter_map(|o| o.value)
        .all(|v| same_value(v) && defining_op(new, v).is_none_or(same_op));
    operands_same
        && the_op
            .results
            .iter()
            .all(|&r| same_value(r) && new.values[r].uses.iter().all(|user| same_op(user.op)))
}

/// The def-use invariant `ops_near_changes` relies on: every operand of an
/// op is among its value's uses and every use names an op with that
/// operand; every result's definition names the op, and every value defined
/// by an op result is among that op's results. The first violation, if any.
pub fn def_use_is_consistent(function: &Function) -> Result<(), String> {
    for (id, op) in function.ops.iter().enumerate() {
        for (index, operand) in op.operands.iter().enumerate() {
            let Some(v) = operand.value else { continue };
            let value = function
                .values
                .get(v)
                .ok_or(format!("op {id}: no value {v}"))?;
            if !value.uses.iter().any(|u| u.op == id && u.operand == index) {
                return Err(format!(
                    "op {id} operand {index}: not a use of {}",
                    value.name
                ));
            }
        }
        for &r in &op.results {
            let value = function
                .values
                .get(r)
                .ok_or(format!("op {id}: no result {r}"))?;
            if !matches!(value.def, ValueDef::OpResult { op, .. } if op == id) {
                return Err(format!("op {id}: result {} defined elsewhere", value.name));
            }
        }
    }
    for value in &function.values {
        for u in &value.uses {
            let operand = function
                .ops
                .get(u.op)
                .and_then(|op| op.operands.get(u.operand));
            let Some(operand) = operand else {
                return Err(format!("{}: use by a missing operand", value.name));
            };
            if !operand
                .value
                .is_some_and(|v| Arc::ptr_eq(&function.values[v], value))
            {
                return Err(format!(
                    "{}: use by op {} reads another value",
                    value.name, u.op
                ));
            }
        }
        if let ValueDef::OpResult { op, .. } = value.def {
            let listed = function.ops.get(op).is_some_and(|o| {
                o.results
                    .iter()
                    .any(|&r| Arc::ptr_eq(&function.values[r], value))
            });
            if !listed {
                return Err(format!("{}: not among op {op}'s results", value.name));
            }
        }
    }
    Ok(())
}

/// Whether `op` of `f` is at the function's top level and has no regions:
/// no manual or named computation around it, no body inside it. Only such
/// an op's per-op results (annotations, checks) are taken over after an
/// edit; the others read what lies around or inside them.
pub fn top_level_leaf(f: &Function, op: &Op) -> bool {
    op.regions.is_empty()
        && op
            .parent
            .is_none_or(|(region, _)| f.regions.get(region).is_some_and(|r| r.parent.is_none()))
}

/// Which ops of `new` are top-level leaves (`top_level_leaf`), and which of
/// them may take over their previous per-op result: given the ops `near`
/// a change and the previous leaf flags, an op not near a change is the
/// same op in the same regions, so its flag is the previous one and the op
/// is not read.
pub fn leaves_to_take_over(
    new: &Function,
    previous: Option<(&[bool], &[bool])>,
) -> (Vec<bool>, Vec<bool>) {
    let mut leaves = Vec::with_capacity(new.ops.len());
    let mut take_over = Vec::with_capacity(new.ops.len());
    for (id, op) in new.ops.iter().enumerate() {
        let kept = previous
            .filter(|(near, _)| !near[id])
            .and_then(|(_, before)| before.get(id).copied());
        let leaf = kept.unwrap_or_else(|| top_level_leaf(new, op));
        leaves.push(leaf);
        take_over.push(leaf && kept.is_some());
    }
    (leaves, take_over)
}
