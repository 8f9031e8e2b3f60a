//! The mesh family's counterpart of `rule_memo`: what planning a function's
//! pass decided for each op with a sharding rule (its interface, its node's
//! rule and tensor sizes), kept for the function's next run.
//!
//! MLIR's pass runs per function, and a keystroke in a function of 100k ops
//! runs it again whole. Planning looked up every op's rule again (a linalg
//! op's indexing maps parsed, its interface and node rule built): a sixth
//! of a keystroke's analysis in a generated `shard` module of 100k ops in
//! one function. A plan is taken over for an op under the conditions of
//! `rule_memo`: the op has no regions (`reduction_kind` reads them) and no
//! written rule, and the op, its values and the ops around it are the very
//! same `Arc`s as in the function the plan was made for
//! (`ir::changes::ops_near_changes`; the caller drops the memo when the
//! aliases, grids or options differ, as for every previous part).

use super::interface::OpInterface;
use crate::ir::changes::ops_near_changes;
use crate::ir::Function;
use crate::propagation::engine::{NodeRule, TensorSizes};
use crate::propagation::rule_memo::memoizable;
use std::sync::Arc;

/// An op's interface and node rule, as planning made them from its rule,
/// and its node's tensor sizes (from the types of its values, which a plan
/// taken over has not changed).
pub struct Planned {
    pub iface: Arc<OpInterface>,
    pub rule: Arc<NodeRule>,
    pub tensor_sizes: TensorSizes,
}

/// The plans of one run of a function's pass, per op (`None` for ops
/// without a rule or not to be taken over).
#[derive(Default)]
pub struct PlanMemo {
    function: Option<Arc<Function>>,
    plans: Vec<Option<Arc<Planned>>>,
    /// How many of them were taken from the run before.
    reused: usize,
}

impl PlanMemo {
    /// A memo of `plans`, made for `function`.
    pub fn new(function: Arc<Function>, plans: Vec<Option<Arc<Planned>>>, reused: usize) -> Self {
        PlanMemo {
            function: Some(function),
            plans,
            reused,
        }
    }

    /// The plans `function` (the memo's function now) can take over, per op.
    pub fn reusable(&self, function: &Function) -> Vec<Option<Arc<Planned>>> {
        let Some(before) = &self.function else {
            return vec![None; function.ops.len()];
        };
        let near = ops_near_changes(before, function);
        near.iter()
            .enumerate()
            .map(|(op, &near)| {
                let kept = !near && memoizable(&function.ops[op]);
                kept.then(|| self.plans.get(op).cloned().flatten())
                    .flatten()
            })
            .collect()
    }

    /// How many plans this memo holds.
    pub fn len(&self) -> usize {
        self.plans.iter().flatten().count()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// How many of them were taken from the run before.
    pub fn reused(&self) -> usize {
        self.reused
    }
}
