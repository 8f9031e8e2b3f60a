//! Propagation by component, and reuse of components after an edit.
//!
//! Functions exchange shardings only through calls and sharding groups, so
//! each connected group of functions (a component) propagates on its own. A
//! component result remembers the `Arc<Function>`s it ran on and the ids of
//! their annotation parts; after an edit, a component whose functions are the
//! same `Arc`s at the same indices (the IR reused them: the edit did not touch
//! them) with the same annotation parts is taken over as is. Only the
//! components an edit touches run again.

use super::engine::Outcome;
use super::graph::BarrierOp;
use super::mesh_family::PlanMemo;
use super::rule_memo::RuleMemo;
use super::Node;
use crate::annotations::{Annotation, ChunkAnnotations, Slot};
use crate::ir::{Chunk, Function};
use std::collections::BTreeMap;
use std::sync::Arc;

/// The propagation of one component: its graph and what the engine decided,
/// behind `Arc`s so that a result reused after an edit costs nothing to keep.
/// Node indices (in origins and conflicts) count from the component's first
/// node; `ChunkPropagation` shifts them to chunk-wide indices.
pub struct ComponentResult {
    /// The functions it ran on.
    functions: Vec<Arc<Function>>,
    /// Their indices in the chunk.
    pub(super) indices: Vec<usize>,
    /// The ids of the functions' annotation parts it ran with.
    annotation_ids: Vec<Option<u64>>,
    pub(super) nodes: Arc<Vec<Node>>,
    pub(super) barriers: Arc<Vec<BarrierOp>>,
    pub(super) outcome: Arc<Outcome>,
    /// Its ops' rules, for its next run (`rule_memo`; empty for small
    /// components).
    pub(super) rules: Arc<RuleMemo>,
    /// The mesh family's counterpart: its function's plans
    /// (`mesh_family::PlanMemo`; empty for small functions and Shardy).
    pub(super) plans: Arc<PlanMemo>,
}

/// The annotations of the slots of `functions`.
pub fn annotations_of(
    annotations: &ChunkAnnotations,
    functions: &[usize],
) -> BTreeMap<Slot, Annotation> {
    functions
        .iter()
        .flat_map(|&func| annotations.annotations.of_function(func))
        .map(|(slot, a)| (*slot, a.clone()))
        .collect()
}

fn annotation_ids(annotations: &ChunkAnnotations, functions: &[usize]) -> Vec<Option<u64>> {
    functions
        .iter()
        .map(|&f| annotations.annotations.part_id(f))
        .collect()
}

impl ComponentResult {
    pub fn new(
        chunk: &Chunk,
        annotations: &ChunkAnnotations,
        indices: Vec<usize>,
        nodes: Vec<Node>,
        barriers: Vec<BarrierOp>,
        outcome: Outcome,
        rules: RuleMemo,
    ) -> Self {
        ComponentResult {
            functions: indices
                .iter()
                .map(|&fi| chunk.functions[fi].ir.clone())
                .collect(),
            annotation_ids: annotation_ids(annotations, &indices),
            indices,
            nodes: Arc::new(nodes),
            barriers: Arc::new(barriers),
            outcome: Arc::new(outcome),
            rules: Arc::new(rules),
            plans: Arc::default(),
        }
    }

    /// This result with the plans its run kept for the next.
    pub fn with_plans(mut self, plans: PlanMemo) -> Self {
        self.plans = Arc::new(plans);
        self
    }

    /// The function at index `fi` of the chunk it ran on, if it ran on it.
    pub(super) fn function(&self, fi: usize) -> Option<&Arc<Function>> {
        // A component's functions are in ascending order.
        let at = self.indices.binary_search(&fi).ok()?;
        self.functions.get(at)
    }

    /// Whether this result stands for the functions `indices` of `chunk`
    /// as they are now, with the same annotations: then it is shared.
    /// O(functions).
    pub fn reusable(
        &self,
        chunk: &Chunk,
        indices: &[usize],
        annotations: &ChunkAnnotations,
    ) -> bool {
        indices == self.indices.as_slice()
            && indices
                .iter()
                .zip(&self.functions)
                .all(|(&fi, f)| Arc::ptr_eq(&chunk.functions[fi].ir, f))
            && indices
                .iter()
                .zip(&self.annotation_ids)
                .all(|(&fi, id)| annotations.annotations.part_id(fi) == *id)
    }
}
