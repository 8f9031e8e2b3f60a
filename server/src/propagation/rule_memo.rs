//! The previous run's op rules, for the next run of the same component after
//! an edit.
//!
//! An op's rule (`rules::rule_for`, then `node_rule`/`node_kind`) reads the
//! op itself, the values of its operands and results (their types), the ops
//! defining its operands (`Ctx::defining_op`), the ops using its results
//! (`Ctx::users`), and the run's aliases and `conservative` option; the
//! answer's `OpFacts` read the operand and result values only (their types
//! and uses). The IR
//! keeps ops and values behind `Arc`s and never changes one in place: an op
//! splice (`ir::splice_edit`) builds the edited op, and every value or op
//! whose content changes, anew, and shares the rest. So when all of these
//! are the very same `Arc`s as in the previous run, the op's rule is the
//! one that run built. The memo holds the functions it was built from, so
//! none of the addresses compared can be reused by another op or value
//! while the memo lives. The aliases and options are
//! not in the key: a previous propagation is only offered when they are
//! equal (`propagate_chunk_incremental`).
//!
//! Which ops those are is found from the two functions' `Arc` tables
//! (`ir::changes::ops_near_changes`), without a key per op: after an op
//! splice, a scan of pointers and the edited op's def-use neighbourhood.
//!
//! Not memoized: ops with regions (a rule may read the ops inside them:
//! `Ctx::region_op_names`) and ops with their own `sdy.sharding_rule`
//! (whose errors are offsets in the current text).

use super::engine::NodeRule;
use super::graph::{RuleAnswer, RuleAnswers};
use crate::interning::Interner;
use crate::ir::changes::ops_near_changes;
use crate::ir::{Function, Op};
use rustc_hash::FxHashMap;
use std::sync::Arc;

/// Whether an op's rule may be taken over by the next run (see the module
/// documentation).
pub fn memoizable(op: &Op) -> bool {
    op.regions.is_empty() && op.attributes.entry("sdy.sharding_rule").is_none()
}

/// One function's rules, in op order, and which of them the next run may
/// take over.
pub struct FunctionRules {
    pub answers: RuleAnswers,
    pub memoizable: Vec<bool>,
}

/// What a run may take over of a function's previous rules: the rules,
/// and per op whether its rule is the previous one.
pub struct Reusable<'a> {
    pub rules: &'a FunctionRules,
    pub kept: Vec<bool>,
}

impl Reusable<'_> {
    /// The previous rule of `op`, if it is taken over.
    pub fn get(&self, op: usize) -> Option<&RuleAnswer> {
        self.kept
            .get(op)
            .copied()
            .unwrap_or(false)
            .then(|| self.rules.answers.get(op))
            .flatten()
    }

    /// The previous block `b` of answers, if every op of it is taken over
    /// and it covers `ops` ops.
    pub fn block(&self, b: usize, ops: usize) -> Option<&Arc<Vec<RuleAnswer>>> {
        let block = self.rules.answers.block(b)?;
        let start = b * RuleAnswers::BLOCK;
        (block.len() == ops && self.kept.get(start..start + ops)?.iter().all(|&k| k))
            .then_some(block)
    }
}

/// The rules one run built, per function (by its index in the chunk) and op.
#[derive(Default)]
pub struct RuleMemo {
    /// Each function's rules with the function they were built from.
    rules: FxHashMap<usize, (Arc<Function>, FunctionRules)>,
    /// How many rules the run took from the previous run's memo.
    reused: usize,
}

impl RuleMemo {
    /// A memo of the rules built for `functions` (index in the chunk, the
    /// function, its rules).
    pub fn new(functions: Vec<(usize, Arc<Function>, FunctionRules)>, reused: usize) -> Self {
        RuleMemo {
            rules: functions
                .into_iter()
                .map(|(index, function, rules)| (index, (function, rules)))
                .collect(),
            reused,
        }
    }

    /// The rules of function `index` that `function` (its version now) can
    /// take over: per op, the previous run's rule if the op's rule is
    /// memoized and the op and what its rule reads are the very same `Arc`s.
    pub fn reusable(&self, index: usize, function: &Function) -> Option<Reusable<'_>> {
        let (before, rules) = self.rules.get(&index)?;
        let near = ops_near_changes(before, function);
        let kept = near
            .iter()
            .enumerate()
            .map(|(op, &near)| !near && rules.memoizable.get(op) == Some(&true))
            .collect();
        Some(Reusable { rules, kept })
    }

    pub fn is_empty(&self) -> bool {
        self.rules.is_empty()
    }

    /// How many rules this run took over from the previous one.
    pub fn reused(&self) -> usize {
        self.reused
    }

    /// How many rules this memo holds for the next run.
    pub fn len(&self) -> usize {
        self.rules
            .values()
            .map(|(_, rules)| rules.memoizable.iter().filter(|m| **m).count())
            .sum()
    }
}

/// One copy of each distinct rule among those a run builds.
#[derive(Default)]
pub struct SharedRules(Interner<NodeRule>);

impl SharedRules {
    /// Makes `answer`'s rule the copy of an equal rule shared before, or
    /// shares it.
    pub fn share(&mut self, answer: &mut RuleAnswer) {
        if let RuleAnswer::Rule { rule, .. } = answer {
            self.0.share_arc(rule);
        }
    }
}
