//! The previous run's op rules, for the next run of the same component after
//! an edit.
//!
//! An op's rule (`rules::rule_for`, then `node_rule`/`node_kind`) reads the
//! op itself, the values of its operands and results (their types), the ops
//! defining its operands (`Ctx::defining_op`), the ops using its results
//! (`Ctx::users`), and the run's aliases and `conservative` option. The IR
//! keeps ops and values behind `Arc`s and never changes one in place: an op
//! splice (`ir::splice_edit`) builds the edited op, and every value or op
//! whose content changes, anew, and shares the rest. So when all of these
//! are the very same `Arc`s as in the previous run, the op's rule is the
//! one that run built. The key is their addresses; the memo holds the
//! functions it was built from, so none of those addresses can be reused by
//! another op or value while the memo lives. The aliases and options are
//! not in the key: a previous propagation is only offered when they are
//! equal (`propagate_chunk_incremental`).
//!
//! Not memoized: ops with regions (a rule may read the ops inside them:
//! `Ctx::region_op_names`) and ops with their own `sdy.sharding_rule`
//! (whose errors are offsets in the current text).

use super::graph::RuleAnswer;
use crate::ir::{Function, Op, OpId, ValueDef};
use rustc_hash::FxHashMap;
use std::sync::Arc;

/// The addresses of what an op's rule reads (see the module documentation).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RuleInputs(Box<[usize]>);

impl RuleInputs {
    /// What the rule of op `op` of `function` reads, or `None` if its rule
    /// is not memoized.
    pub fn of(function: &Function, op: OpId) -> Option<RuleInputs> {
        let the_op: &Arc<Op> = function.ops.get(op)?;
        if !the_op.regions.is_empty() || the_op.attributes.entry("sdy.sharding_rule").is_some() {
            return None;
        }
        let address = |op: Option<&Arc<Op>>| op.map_or(0, |o| Arc::as_ptr(o) as usize);
        let mut inputs = vec![Arc::as_ptr(the_op) as usize];
        for operand in &the_op.operands {
            let value = operand.value.and_then(|v| function.values.get(v));
            inputs.push(value.map_or(0, |v| Arc::as_ptr(v) as usize));
            let defining = value.and_then(|v| match v.def {
                ValueDef::OpResult { op, .. } => function.ops.get(op),
                _ => None,
            });
            inputs.push(address(defining));
        }
        for &result in &the_op.results {
            let value = function.values.get(result);
            inputs.push(value.map_or(0, |v| Arc::as_ptr(v) as usize));
            for user in value.iter().flat_map(|v| v.uses.iter()) {
                inputs.push(address(function.ops.get(user.op)));
            }
        }
        Some(RuleInputs(inputs.into_boxed_slice()))
    }
}

/// Each op's rule with what it was built from, in op order (`None`: not
/// memoized).
pub type FunctionRules = Vec<Option<(RuleInputs, RuleAnswer)>>;

/// The rules one run built, per function (by its index in the chunk) and op.
#[derive(Default)]
pub struct RuleMemo {
    rules: FxHashMap<usize, FunctionRules>,
    /// The functions the rules were built from, kept alive so that the
    /// addresses in the keys stay theirs.
    functions: Vec<Arc<Function>>,
    /// How many rules the run took from the previous run's memo.
    reused: usize,
}

impl RuleMemo {
    /// A memo of the rules built for `functions` (index in the chunk,
    /// function, each op's inputs and rule in op order).
    pub fn new(functions: Vec<(usize, Arc<Function>, FunctionRules)>, reused: usize) -> Self {
        let mut memo = RuleMemo {
            reused,
            ..RuleMemo::default()
        };
        for (index, function, rules) in functions {
            memo.functions.push(function);
            memo.rules.insert(index, rules);
        }
        memo
    }

    /// The rule of op `op` of function `index` if the previous run built it
    /// from the same `inputs`.
    pub fn get(&self, index: usize, op: OpId, inputs: &RuleInputs) -> Option<&RuleAnswer> {
        match self.rules.get(&index)?.get(op)? {
            Some((known, answer)) if known == inputs => Some(answer),
            _ => None,
        }
    }

    pub fn is_empty(&self) -> bool {
        self.rules.is_empty()
    }

    /// How many rules this run took over from the previous one.
    pub fn reused(&self) -> usize {
        self.reused
    }

    /// How many rules this memo holds.
    pub fn len(&self) -> usize {
        self.rules.values().flatten().flatten().count()
    }
}
