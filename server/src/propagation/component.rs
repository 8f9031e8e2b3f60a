//! Propagation by component, and reuse of components after an edit.
//!
//! Functions exchange shardings only through calls and sharding groups, so
//! each connected group of functions (a component) propagates on its own. A
//! component result remembers the `Arc<Function>`s it ran on; after an edit,
//! a component whose functions are the same `Arc`s (the IR reused them: the
//! edit did not touch them) and whose annotations are unchanged is taken over
//! as is, its function indices mapped to where the functions are now. Only
//! the components an edit touches run again.

use super::engine::{NodeConflict, Origin, Outcome, SlotSharding};
use super::graph::BarrierOp;
use super::Node;
use crate::annotations::{Annotation, AnnotationKind, ChunkAnnotations, Slot};
use crate::ir::{Chunk, Function};
use crate::sharding::model::TensorSharding;
use std::collections::{BTreeMap, HashMap};
use std::sync::Arc;

/// The propagation of one component: its graph and what the engine decided,
/// behind `Arc`s so that a result reused after an edit costs nothing to keep.
/// Node indices (in origins and conflicts) count from the component's first
/// node; `ChunkPropagation` shifts them to chunk-wide indices.
#[derive(Clone)]
pub struct ComponentResult {
    /// The functions it ran on, and their indices in the chunk then. Empty
    /// `functions` marks a result that cannot be reused.
    functions: Vec<Arc<Function>>,
    pub(super) indices: Vec<usize>,
    /// Its annotations, for comparison (ranges left out: moving is not a change).
    annotations: Arc<AnnotationKey>,
    pub(super) nodes: Arc<Vec<Node>>,
    pub(super) barriers: Arc<Vec<BarrierOp>>,
    pub(super) outcome: Arc<Outcome>,
}

type AnnotationKey = Vec<(Slot, TensorSharding, AnnotationKind)>;

/// The annotations of the slots of `functions`, by range queries (slots
/// sort by function first within each kind), so a chunk of many small
/// components costs O(components · log n), not O(components · n).
pub fn annotations_of(
    annotations: &ChunkAnnotations,
    functions: &[usize],
) -> BTreeMap<Slot, Annotation> {
    let mut out = BTreeMap::new();
    for &func in functions {
        let ranges = [
            (
                Slot::Value { func, value: 0 },
                Slot::Value {
                    func,
                    value: usize::MAX,
                },
            ),
            (
                Slot::FuncResult { func, index: 0 },
                Slot::FuncResult {
                    func,
                    index: usize::MAX,
                },
            ),
            (
                Slot::OpSite {
                    func,
                    op: 0,
                    index: 0,
                    local: false,
                },
                Slot::OpSite {
                    func,
                    op: usize::MAX,
                    index: usize::MAX,
                    local: true,
                },
            ),
        ];
        for (from, to) in ranges {
            for (slot, a) in annotations.annotations.range(from..=to) {
                out.insert(*slot, a.clone());
            }
        }
    }
    out
}

fn func_of(slot: Slot) -> usize {
    match slot {
        Slot::Value { func, .. } | Slot::FuncResult { func, .. } | Slot::OpSite { func, .. } => {
            func
        }
    }
}

fn with_func(slot: Slot, func: usize) -> Slot {
    match slot {
        Slot::Value { value, .. } => Slot::Value { func, value },
        Slot::FuncResult { index, .. } => Slot::FuncResult { func, index },
        Slot::OpSite {
            op, index, local, ..
        } => Slot::OpSite {
            func,
            op,
            index,
            local,
        },
    }
}

fn key(
    annotations: &BTreeMap<Slot, Annotation>,
    indices: &[usize],
) -> Vec<(Slot, TensorSharding, AnnotationKind)> {
    // Slots keyed by the function's position in the component, so that a
    // component that moved compares equal.
    annotations
        .iter()
        .map(|(slot, a)| {
            let local = indices.binary_search(&func_of(*slot)).unwrap_or(usize::MAX);
            (with_func(*slot, local), a.sharding.clone(), a.kind)
        })
        .collect()
}

impl ComponentResult {
    pub fn new(
        chunk: &Chunk,
        indices: Vec<usize>,
        annotations: BTreeMap<Slot, Annotation>,
        nodes: Vec<Node>,
        barriers: Vec<BarrierOp>,
        outcome: Outcome,
    ) -> Self {
        ComponentResult {
            functions: indices
                .iter()
                .map(|&fi| chunk.functions[fi].ir.clone())
                .collect(),
            annotations: Arc::new(key(&annotations, &indices)),
            indices,
            nodes: Arc::new(nodes),
            barriers: Arc::new(barriers),
            outcome: Arc::new(outcome),
        }
    }

    /// This result for the component `indices` of `chunk`, if it ran on the
    /// same functions with the same annotations; its slots are moved to the
    /// functions' current indices and annotation origins to where they are
    /// written now.
    pub fn reuse(
        &self,
        chunk: &Chunk,
        indices: &[usize],
        annotations: &ChunkAnnotations,
    ) -> Option<ComponentResult> {
        if self.functions.is_empty()
            || indices.len() != self.functions.len()
            || !indices
                .iter()
                .zip(&self.functions)
                .all(|(&fi, f)| Arc::ptr_eq(&chunk.functions[fi].ir, f))
        {
            return None;
        }
        let own = annotations_of(annotations, indices);
        if key(&own, indices) != *self.annotations {
            return None;
        }
        // Not moved (the usual case: an edit inside one function): share all.
        if indices == self.indices.as_slice() {
            return Some(self.clone());
        }
        let map: HashMap<usize, usize> = self
            .indices
            .iter()
            .copied()
            .zip(indices.iter().copied())
            .collect();
        let slot = |s: Slot| with_func(s, map[&func_of(s)]);
        let nodes: Vec<Node> = self
            .nodes
            .iter()
            .map(|n| {
                let mut n = n.clone();
                n.slots = n.slots.iter().map(|s| slot(*s)).collect();
                n.op = n.op.map(|(f, op)| (map.get(&f).copied().unwrap_or(f), op));
                n
            })
            .collect();
        let shardings = self
            .outcome
            .shardings
            .iter()
            .map(|(s, sharded)| {
                let origin = match &sharded.origin {
                    Origin::Annotation { kind, at } => Origin::Annotation {
                        kind: *kind,
                        at: slot(*at),
                    },
                    Origin::Propagated { node, from } => Origin::Propagated {
                        node: *node,
                        from: slot(*from),
                    },
                };
                (
                    slot(*s),
                    SlotSharding {
                        sharding: sharded.sharding.clone(),
                        origin,
                    },
                )
            })
            .collect();
        let conflicts = self
            .outcome
            .conflicts
            .iter()
            .map(|c| NodeConflict {
                tensors: c
                    .tensors
                    .iter()
                    .map(|(s, axes)| (slot(*s), axes.clone()))
                    .collect(),
                ..c.clone()
            })
            .collect();
        Some(ComponentResult {
            functions: self.functions.clone(),
            indices: indices.to_vec(),
            annotations: self.annotations.clone(),
            nodes: Arc::new(nodes),
            barriers: Arc::new(
                self.barriers
                    .iter()
                    .map(|b| BarrierOp {
                        func: map.get(&b.func).copied().unwrap_or(b.func),
                        ..b.clone()
                    })
                    .collect(),
            ),
            outcome: Arc::new(Outcome {
                shardings,
                conflicts,
            }),
        })
    }

    /// A result that is never reused (one computed for a whole chunk).
    pub fn unreusable(
        indices: Vec<usize>,
        nodes: Vec<Node>,
        barriers: Vec<BarrierOp>,
        outcome: Outcome,
    ) -> Self {
        ComponentResult {
            functions: Vec::new(),
            indices,
            annotations: Arc::default(),
            nodes: Arc::new(nodes),
            barriers: Arc::new(barriers),
            outcome: Arc::new(outcome),
        }
    }

    /// The first function it ran on, to find it again after an edit.
    pub fn first_function(&self) -> Option<&Arc<Function>> {
        self.functions.first()
    }
}
