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
use super::{ChunkPropagation, Node, Options};
use crate::annotations::{Annotation, AnnotationKind, ChunkAnnotations, Slot};
use crate::ir::{Chunk, Function};
use crate::sharding::model::{Mesh, TensorSharding};
use std::collections::{BTreeMap, HashMap};
use std::sync::Arc;

pub struct ComponentResult {
    /// The functions it ran on, and their indices in the chunk then.
    functions: Vec<Arc<Function>>,
    indices: Vec<usize>,
    /// Its annotations, for comparison (ranges left out: moving is not a change).
    annotations: Vec<(Slot, TensorSharding, AnnotationKind)>,
    nodes: Arc<Vec<Node>>,
    barriers: Arc<Vec<BarrierOp>>,
    outcome: Arc<Outcome>,
}

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
            annotations: key(&annotations, &indices),
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
        if indices.len() != self.functions.len()
            || !indices
                .iter()
                .zip(&self.functions)
                .all(|(&fi, f)| Arc::ptr_eq(&chunk.functions[fi].ir, f))
        {
            return None;
        }
        let own = annotations_of(annotations, indices);
        if key(&own, indices) != self.annotations {
            return None;
        }
        // Not moved: share everything but the annotation origins' ranges.
        let moved = indices != self.indices.as_slice();
        let ranges_same = self
            .outcome
            .shardings
            .iter()
            .all(|(slot, s)| match &s.origin {
                Origin::Annotation { range, .. } => {
                    own.get(slot).is_some_and(|a| a.range == *range)
                }
                _ => true,
            });
        if !moved && ranges_same {
            return Some(ComponentResult {
                functions: self.functions.clone(),
                indices: self.indices.clone(),
                annotations: self.annotations.clone(),
                nodes: self.nodes.clone(),
                barriers: self.barriers.clone(),
                outcome: self.outcome.clone(),
            });
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
                let moved = slot(*s);
                let origin = match &sharded.origin {
                    Origin::Annotation { kind, .. } => Origin::Annotation {
                        kind: *kind,
                        range: own.get(&moved).map(|a| a.range).unwrap_or_default(),
                    },
                    Origin::Propagated { node, from } => Origin::Propagated {
                        node: *node,
                        from: slot(*from),
                    },
                };
                (
                    moved,
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
}

/// One chunk result from its components: nodes concatenated (node indices in
/// origins and conflicts shifted accordingly).
pub fn merge(
    components: Vec<ComponentResult>,
    meshes: HashMap<String, Mesh>,
    options: Options,
) -> ChunkPropagation {
    let mut nodes = Vec::new();
    let mut barriers = Vec::new();
    let mut outcome = Outcome::default();
    for c in &components {
        let offset = nodes.len();
        nodes.extend(c.nodes.iter().cloned());
        barriers.extend(c.barriers.iter().cloned());
        for (slot, sharded) in &c.outcome.shardings {
            let origin = match &sharded.origin {
                Origin::Propagated { node, from } => Origin::Propagated {
                    node: node + offset,
                    from: *from,
                },
                other => other.clone(),
            };
            outcome.shardings.insert(
                *slot,
                SlotSharding {
                    sharding: sharded.sharding.clone(),
                    origin,
                },
            );
        }
        outcome
            .conflicts
            .extend(c.outcome.conflicts.iter().map(|conflict| NodeConflict {
                node: conflict.node + offset,
                ..conflict.clone()
            }));
    }
    ChunkPropagation {
        outcome,
        nodes,
        barriers,
        meshes,
        components,
        options,
        recomputed: 0,
    }
}
