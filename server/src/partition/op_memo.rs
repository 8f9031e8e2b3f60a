//! The previous partitioning's per-op results, for the next one after an edit.
//!
//! Partitioning an op that has a sharding rule (`Ctx::op_with_rule`, after
//! `rules::rule_for`) reads the op, the values of its operands and results
//! (types, names, uses), the ops around it that its rule reads, the
//! propagated shardings of those values, the op's own text, and the chunk's
//! meshes. It writes collectives, rematerializations and insertions, and it
//! shares the XLA reshard cache (`Ctx::resharded`) with the other ops: a
//! reshard of a value to a target an earlier op already made is reused, not
//! planned again.
//!
//! The IR never changes an op or a value in place (`ir::changes`), so an op
//! whose surroundings are the very same `Arc`s as in the previous run, and
//! whose values' shardings are the same, writes what it wrote then. Only
//! the reshard cache may differ: the unit keeps the cache's lookups and
//! insertions in order, and is taken over only when every lookup finds (or
//! misses) a key as it did; the reuse indices are then those of the cache
//! now. The ranges written are the op's name range, set again from the op.
//!
//! The function's `func.return` (a JAX `main` returns thousands of values)
//! is kept the same way, with what it reads besides its operands: each
//! result's propagated sharding and whether it is annotated, and the
//! function's name, visibility and result types (`ReturnInputs`).
//!
//! Not memoized, as for the propagation's rules (`rule_memo`): ops with
//! regions or their own `sdy.sharding_rule`, and ops inside a region. The
//! other kinds of op (written collectives and reshards, calls, ops XLA
//! replicates) are partitioned again every time; they are few.

use super::{Communication, Inserted, Insertion, Rematerialization};
use crate::ir::changes::{leaves_to_take_over, ops_near, Reads};
use crate::ir::{Function, FunctionEntry, Op, OpId, ValueId};
use crate::sharding::model::{AxisRef, Mesh, TensorSharding};
use crate::text::TextRange;
use std::collections::HashMap;
use std::sync::Arc;

/// A function of fewer ops keeps no memo: it is partitioned again in a
/// millisecond or two, and the memo's copies of what its ops wrote would
/// add a tenth to the memory of a module of many small functions (the 1M-op
/// benchmark module: 4068 → 4205 MiB at its peak).
pub const MEMO_FROM_OPS: usize = 512;

/// A key of the reshard cache: a value and the target's axes per dimension.
pub(super) type ReshardKey = (ValueId, Vec<Vec<AxisRef>>);

/// One access of the reshard cache by an op, in order.
#[derive(Clone, Debug, PartialEq)]
enum CacheEvent {
    /// A lookup: `reused` is the op's insertion (its index among the op's
    /// own) that reuses the found entry, `None` when the key was missing.
    Lookup {
        key: ReshardKey,
        reused: Option<usize>,
    },
    /// The op's insertion `local` (among its own) made the entry for `key`.
    Insert { key: ReshardKey, local: usize },
}

/// What partitioning one op wrote.
#[derive(Debug, Default)]
pub(super) struct OpUnit {
    collectives: Vec<Communication>,
    rematerializations: Vec<Rematerialization>,
    insertions: Vec<Insertion>,
    cache: Vec<CacheEvent>,
}

/// The per-op results of one function's partitioning, for the next edit.
pub struct OpMemo {
    /// The function they were computed from; holding it keeps alive every
    /// op and value compared by pointer.
    function: Arc<Function>,
    /// The chunk's meshes as the partitioning read them.
    meshes: HashMap<String, Mesh>,
    /// Indexed by value: its propagated sharding.
    shardings: Vec<Option<Arc<TensorSharding>>>,
    /// Indexed by op; `None` for the ops not memoized.
    units: Vec<Option<Arc<OpUnit>>>,
    /// Indexed by op: `ir::changes::top_level_leaf`.
    leaves: Vec<bool>,
    /// What the function's returns read besides their operands.
    returns: ReturnInputs,
    /// The ops partitioned as the function's returns.
    return_ops: Vec<OpId>,
    /// How many ops took over their previous unit.
    reused: usize,
}

/// What partitioning a function's `func.return` reads besides the op and
/// its operands: per result, its propagated sharding and whether it is
/// annotated (with the function's name, visibility and result types, read
/// from the function the memo holds).
#[derive(Debug, Default, PartialEq)]
pub(super) struct ReturnInputs {
    shardings: Vec<Option<Arc<TensorSharding>>>,
    annotated: Vec<bool>,
}

impl ReturnInputs {
    pub(super) fn of<'a>(
        f: &Function,
        shardings: impl Iterator<Item = (usize, &'a Arc<TensorSharding>)>,
        annotated: impl Fn(usize) -> bool,
    ) -> Self {
        let mut by_result = vec![None; f.results.len()];
        for (index, sharding) in shardings {
            if let Some(slot) = by_result.get_mut(index) {
                *slot = Some(sharding.clone());
            }
        }
        ReturnInputs {
            shardings: by_result,
            annotated: (0..f.results.len()).map(annotated).collect(),
        }
    }

    /// Whether a return of `new` reads what one of `old` read with `other`.
    fn same(&self, new: &Function, other: &ReturnInputs, old: &Function) -> bool {
        let shardings_same = self.shardings.len() == other.shardings.len()
            && self
                .shardings
                .iter()
                .zip(&other.shardings)
                .all(|(a, b)| same_sharding(Some(a), Some(b)));
        shardings_same
            && self.annotated == other.annotated
            && new.name == old.name
            && new.visibility == old.visibility
            && new.results.len() == old.results.len()
            && new
                .results
                .iter()
                .zip(&old.results)
                .all(|(a, b)| a.ty == b.ty)
    }
}

impl std::fmt::Debug for OpMemo {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "OpMemo({} ops, {} reused)",
            self.units.len(),
            self.reused
        )
    }
}

impl OpMemo {
    /// How many ops took over the previous run's results.
    pub fn reused(&self) -> usize {
        self.reused
    }
}

/// Whether an op's partitioning may be taken over by the next run.
pub(super) fn memoizable(op: &Op) -> bool {
    crate::propagation::rule_memo::memoizable(op)
}

/// The propagated sharding of each of `f`'s values, by value.
pub(super) fn read_shardings<'a>(
    f: &Function,
    shardings: impl Iterator<Item = (ValueId, &'a Arc<TensorSharding>)>,
) -> Vec<Option<Arc<TensorSharding>>> {
    let mut by_value = vec![None; f.values.len()];
    for (value, sharding) in shardings {
        if let Some(slot) = by_value.get_mut(value) {
            *slot = Some(sharding.clone());
        }
    }
    by_value
}

/// The run being recorded: what the next one may take over.
pub(super) struct Recorder<'a> {
    previous: Option<&'a OpMemo>,
    /// Per op: whether its previous unit may be taken over, its inputs
    /// permitting (the reshard cache is checked when it is taken).
    take_over: Vec<bool>,
    leaves: Vec<bool>,
    meshes: HashMap<String, Mesh>,
    shardings: Vec<Option<Arc<TensorSharding>>>,
    returns: ReturnInputs,
    return_ops: Vec<OpId>,
    units: Vec<Option<Arc<OpUnit>>>,
    reused: usize,
    /// Shared by the many ops that write nothing.
    empty: Arc<OpUnit>,
}

impl OpUnit {
    fn is_empty(&self) -> bool {
        self.collectives.is_empty()
            && self.rematerializations.is_empty()
            && self.insertions.is_empty()
            && self.cache.is_empty()
    }
}

impl<'a> Recorder<'a> {
    /// A recorder for `f`, taking over from `previous` (from before an edit)
    /// when the meshes are the same.
    pub(super) fn new(
        f: &Function,
        meshes: &HashMap<String, Mesh>,
        shardings: Vec<Option<Arc<TensorSharding>>>,
        returns: ReturnInputs,
        previous: Option<&'a OpMemo>,
    ) -> Self {
        let previous = previous.filter(|p| p.meshes == *meshes);
        let near = previous.map(|p| {
            let changed: Vec<ValueId> = (0..p.shardings.len().max(shardings.len()))
                .filter(|&v| !same_sharding(p.shardings.get(v), shardings.get(v)))
                .collect();
            ops_near(&p.function, f, &changed, &[], Reads::RULE)
        });
        let (leaves, mut take_over) = leaves_to_take_over(
            f,
            previous
                .zip(near.as_deref())
                .map(|(p, near)| (near, p.leaves.as_slice())),
        );
        // A return not near a change is at the same id as before.
        if let Some(p) = previous.filter(|p| !returns.same(f, &p.returns, &p.function)) {
            for &op in &p.return_ops {
                if let Some(take) = take_over.get_mut(op) {
                    *take = false;
                }
            }
        }
        Recorder {
            previous,
            take_over,
            leaves,
            meshes: meshes.clone(),
            shardings,
            returns,
            return_ops: Vec::new(),
            units: vec![None; f.ops.len()],
            reused: 0,
            empty: Arc::default(),
        }
    }

    /// The previous unit of op `op` if its inputs are the same.
    pub(super) fn candidate(&self, op: OpId) -> Option<&'a Arc<OpUnit>> {
        if !self.take_over.get(op).copied().unwrap_or(false) {
            return None;
        }
        self.previous?.units.get(op)?.as_ref()
    }

    /// Op `op` took over its previous unit `unit`.
    pub(super) fn reuse(&mut self, op: OpId, unit: &Arc<OpUnit>) {
        self.reused += 1;
        if self.previous.is_some_and(|p| p.return_ops.contains(&op)) {
            self.return_ops.push(op);
        }
        if let Some(slot) = self.units.get_mut(op) {
            *slot = Some(unit.clone());
        }
    }

    /// Op `op`, a return of the function, was partitioned and wrote `unit`.
    pub(super) fn record_return(&mut self, op: OpId, unit: OpUnit) {
        self.return_ops.push(op);
        self.record(op, unit);
    }

    /// Op `op` was partitioned and wrote `unit`.
    pub(super) fn record(&mut self, op: OpId, unit: OpUnit) {
        let unit = if unit.is_empty() {
            self.empty.clone()
        } else {
            Arc::new(unit)
        };
        if let Some(slot) = self.units.get_mut(op) {
            *slot = Some(unit);
        }
    }

    pub(super) fn finish(self, function: Arc<Function>) -> OpMemo {
        OpMemo {
            function,
            meshes: self.meshes,
            shardings: self.shardings,
            units: self.units,
            leaves: self.leaves,
            returns: self.returns,
            return_ops: self.return_ops,
            reused: self.reused,
        }
    }
}

fn same_sharding(
    a: Option<&Option<Arc<TensorSharding>>>,
    b: Option<&Option<Arc<TensorSharding>>>,
) -> bool {
    match (a.and_then(Option::as_ref), b.and_then(Option::as_ref)) {
        (None, None) => true,
        (Some(a), Some(b)) => Arc::ptr_eq(a, b) || a == b,
        _ => false,
    }
}

/// Where the outputs of the op being partitioned start, and its accesses
/// of the reshard cache so far.
pub(super) struct Journal {
    collectives: usize,
    rematerializations: usize,
    insertions: usize,
    events: Vec<CacheEvent>,
}

impl Journal {
    pub(super) fn new(collectives: usize, rematerializations: usize, insertions: usize) -> Self {
        Journal {
            collectives,
            rematerializations,
            insertions,
            events: Vec::new(),
        }
    }

    /// A lookup of `key` that `found` an entry or not; `next_insertion` (an
    /// index into the function's insertions) is where the insertion reusing
    /// a found entry goes.
    pub(super) fn lookup(&mut self, key: &ReshardKey, found: bool, next_insertion: usize) {
        self.events.push(CacheEvent::Lookup {
            key: key.clone(),
            reused: found.then(|| next_insertion - self.insertions),
        });
    }

    /// The entry for `key` made by insertion `at` (an index into the
    /// function's insertions).
    pub(super) fn insert(&mut self, key: &ReshardKey, at: usize) {
        self.events.push(CacheEvent::Insert {
            key: key.clone(),
            local: at - self.insertions,
        });
    }

    /// The unit of what the op wrote since the journal began; `None` if it
    /// wrote a range other than `name_range` (the op's name now), which
    /// the unit could not set again.
    pub(super) fn unit(
        self,
        name_range: TextRange,
        collectives: &[Communication],
        rematerializations: &[Rematerialization],
        insertions: &[Insertion],
    ) -> Option<OpUnit> {
        let collectives = &collectives[self.collectives..];
        let rematerializations = &rematerializations[self.rematerializations..];
        let elsewhere = collectives.iter().any(|c| c.range != name_range)
            || rematerializations.iter().any(|r| r.range != name_range);
        (!elsewhere).then(|| OpUnit {
            collectives: collectives.to_vec(),
            rematerializations: rematerializations.to_vec(),
            insertions: insertions[self.insertions..].to_vec(),
            cache: self.events,
        })
    }
}

/// Appends `unit`'s outputs for op `op` of `entry`, with its insertions'
/// reuses and its cache entries as the cache `resharded` has them now.
/// False, with nothing changed, when a lookup of the unit would find or
/// miss a key otherwise than it did.
#[allow(clippy::too_many_arguments)]
pub(super) fn replay(
    unit: &OpUnit,
    op: &Op,
    entry: &FunctionEntry,
    resharded: &mut HashMap<ReshardKey, usize>,
    collectives: &mut Vec<Communication>,
    rematerializations: &mut Vec<Rematerialization>,
    insertions: &mut Vec<Insertion>,
) -> bool {
    // The op's own entries count as the cache's while it runs.
    let found_now = |key: &ReshardKey, upto: usize| -> bool {
        resharded.contains_key(key)
            || unit.cache[..upto]
                .iter()
                .any(|e| matches!(e, CacheEvent::Insert { key: k, .. } if k == key))
    };
    let consistent = unit.cache.iter().enumerate().all(|(i, event)| match event {
        CacheEvent::Lookup { key, reused } => found_now(key, i) == reused.is_some(),
        CacheEvent::Insert { .. } => true,
    });
    if !consistent {
        return false;
    }
    let base = insertions.len();
    let range: TextRange = entry.abs(op.name_range);
    let mut added = unit.insertions.clone();
    for event in &unit.cache {
        match event {
            CacheEvent::Lookup {
                key,
                reused: Some(local),
            } => {
                let earlier = resharded.get(key).copied();
                if let Some(Insertion {
                    what: Inserted::Operand { reused, .. },
                    ..
                }) = added.get_mut(*local)
                {
                    *reused = earlier;
                }
            }
            CacheEvent::Lookup { reused: None, .. } => {}
            CacheEvent::Insert { key, local } => {
                resharded.insert(key.clone(), base + local);
            }
        }
    }
    insertions.extend(added);
    collectives.extend(
        unit.collectives
            .iter()
            .map(|c| Communication { range, ..c.clone() }),
    );
    rematerializations.extend(
        unit.rematerializations
            .iter()
            .map(|r| Rematerialization { range, ..r.clone() }),
    );
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sharding::model::MeshRef;

    fn function(text: &str) -> Arc<Function> {
        let document = crate::analysis::Document::new(text);
        let (_, entry) = document.ir().functions().next().expect("one function");
        entry.ir.clone()
    }

    const MAIN: &str =
        "func.func @main(%a: tensor<8xf32>) -> tensor<8xf32> {\n  return %a : tensor<8xf32>\n}\n";

    #[test]
    fn a_return_reads_again_when_its_results_differ() {
        let f = function(MAIN);
        let replicated = Arc::new(TensorSharding::replicated(MeshRef::Symbol("m".into()), 1));
        let inputs = |sharding: Option<&Arc<TensorSharding>>, annotated: bool| {
            ReturnInputs::of(&f, sharding.map(|s| (0, s)).into_iter(), |_| annotated)
        };
        let before = inputs(Some(&replicated), false);
        assert!(before.same(&f, &inputs(Some(&replicated), false), &f));
        // An equal sharding in another allocation is the same.
        let copy = Arc::new(TensorSharding::clone(&replicated));
        assert!(before.same(&f, &inputs(Some(&copy), false), &f));
        assert!(!before.same(&f, &inputs(None, false), &f));
        assert!(!before.same(&f, &inputs(Some(&replicated), true), &f));
        // The function's name is in the reasons, its result type in the bytes.
        for other in [
            MAIN.replace("@main", "@step"),
            MAIN.replace("-> tensor<8xf32>", "-> tensor<8xf16>"),
        ] {
            let g = function(&other);
            let theirs = ReturnInputs::of(&g, std::iter::once((0, &replicated)), |_| false);
            assert!(!theirs.same(&g, &before, &f), "{other}");
        }
    }
}
