//! The propagation driver: a worklist over propagation nodes to a fixed
//! point, inside Shardy's op-priority and user-priority schedules.
//!
//! A *node* is anything that relates tensor shardings through factors: an op
//! with a sharding rule, or an identity edge (data flow through `while`/`case`
//! regions, calls, function results, barriers, sharding groups). Nodes read
//! and write *slots*: SSA values, function results, and the shardings written
//! inside ops (`in_shardings`/`out_shardings` of manual computations).

use super::factor::{propagate_step_with, Direction, OpProjection, Strategy};
use super::memo::{Fingerprinter, SlotUpdate, StepDecision, StepMemo};
use super::projection::{project, unproject};
pub use crate::annotations::{Annotation, AnnotationKind, Slot};
use crate::ir::{FunctionEntry, OpId, ValueId};
use crate::sharding::model::{AxisRef, DimSharding, Mesh, MeshRef, TensorSharding};
use rustc_hash::FxHashMap;
use std::borrow::Cow;
use std::collections::{BTreeMap, HashMap};
use std::sync::Arc;

/// Global element counts of a node's slots: few, so kept inline, and an
/// op's rule answer is copied to its node without allocating.
pub type TensorSizes = smallvec::SmallVec<[i64; 4]>;

/// Where an inferred sharding came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Origin {
    /// Written by the user on `at` (the slot itself, or for a mesh-family
    /// value the slot whose annotation decided it); its range is in the
    /// chunk's annotations, which stay current as the text moves.
    Annotation { kind: AnnotationKind, at: Slot },
    /// Propagated through `node` from `from`.
    Propagated { node: usize, from: Slot },
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SlotSharding {
    /// Shared: a step's decision and every slot it gives the sharding hold
    /// one copy.
    pub sharding: Arc<TensorSharding>,
    pub origin: Origin,
}

/// A factor rule in the engine's terms (tensors = operands then results).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct NodeRule {
    pub factor_sizes: Vec<i64>,
    /// Pass-through factors (the rest: reduction, need-replication, permutation).
    pub pass_through: Vec<bool>,
    pub blocked: Vec<bool>,
    pub mappings: Vec<Vec<Vec<usize>>>,
    pub num_operands: usize,
    /// Its fingerprint, made when a step is first keyed on it: a rule taken
    /// over from the previous run (`rule_memo`) brings it along.
    pub print: PrintCache,
}

/// A value's fingerprint, computed once. Not part of the value: equal and
/// hashed as nothing, and a clone (which may then be changed) starts empty.
#[derive(Debug, Default)]
pub struct PrintCache(std::sync::OnceLock<u128>);

impl Clone for PrintCache {
    fn clone(&self) -> Self {
        PrintCache::default()
    }
}

impl PrintCache {
    pub fn get_or_init(&self, print: impl FnOnce() -> u128) -> u128 {
        *self.0.get_or_init(print)
    }
}

impl PartialEq for PrintCache {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

impl Eq for PrintCache {}

impl std::hash::Hash for PrintCache {
    fn hash<H: std::hash::Hasher>(&self, _: &mut H) {}
}

impl NodeRule {
    /// Identity over tensors of one shape: one pass-through factor per dim.
    pub fn identity(shape: &[i64], tensors: usize, num_operands: usize) -> Self {
        let mapping: Vec<Vec<usize>> = (0..shape.len()).map(|d| vec![d]).collect();
        NodeRule {
            factor_sizes: shape.to_vec(),
            pass_through: vec![true; shape.len()],
            blocked: vec![false; shape.len()],
            mappings: vec![mapping; tensors],
            num_operands,
            print: PrintCache::default(),
        }
    }

    /// Every tensor maps the same factors the same way, all pass-through.
    pub fn is_pointwise(&self) -> bool {
        self.pass_through.iter().all(|p| *p)
            && self
                .mappings
                .iter()
                .all(|m| m.iter().all(|d| d.len() == 1) && Some(m) == self.mappings.first())
    }
}

/// What kind of op a node stands for, for the op-priority heuristics.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NodeKind {
    /// Element-wise ops, reshape, transpose: pass-through.
    PassThrough,
    /// Identity edges for data flow (while/case regions, barriers, calls,
    /// function results): pass-through, but not element-wise ops for the
    /// aggressive tie-breaks (Shardy's `isElementwise` is false for
    /// `sdy.data_flow_edge`).
    DataFlow,
    /// `dynamic_slice`, `dynamic_update_slice`: forward only at first.
    ForwardSlice,
    Broadcast,
    Other,
    /// An `sdy.sharding_group`: not visited; a change to one member is
    /// copied to every other member at once (`ShardingGroupMap`).
    ShardingGroup,
}

#[derive(Clone, Debug)]
pub struct Node {
    pub slots: Vec<Slot>,
    /// Shared: a rule kept from the previous run (`rule_memo`) is not copied.
    pub rule: Arc<NodeRule>,
    pub kind: NodeKind,
    /// The op this node stands for, for messages (`None` for implicit edges).
    pub op: Option<(usize, OpId)>,
    /// A fixed direction (`sdy.propagation_barrier`), intersected with the schedule's.
    pub direction: Direction,
    /// Some operand is used more than once (single-use heuristic).
    pub multi_use_operand: bool,
    /// Axes this node neither propagates nor sees (the manual axes between
    /// the two sides of a manual computation); tensors that have them keep
    /// them as the major axes of their dims.
    pub hidden_axes: Vec<String>,
    /// Global element count of each slot's tensor.
    pub tensor_sizes: TensorSizes,
    /// `fixed_print` of the fields above, when known when the node is made:
    /// an op's rule answer brings it, made once with the rule (and kept by
    /// the rule memo), so that keying the node's steps does not read its
    /// tensor sizes again. A change to a field above clears it.
    pub fixed_print: Option<u128>,
}

impl Node {
    /// `fixed_print` of this node's fields.
    fn made_fixed_print(&self, f: &mut Fingerprinter) -> u128 {
        fixed_print(
            f,
            &self.rule,
            self.kind,
            self.direction,
            self.multi_use_operand,
            &self.hidden_axes,
            &self.tensor_sizes,
        )
    }
}

/// The fingerprint of what a step of a node reads of the node itself, but
/// for the axes guarded on its slots (`Engine::step_key`).
pub fn fixed_print(
    f: &mut Fingerprinter,
    rule: &NodeRule,
    kind: NodeKind,
    direction: Direction,
    multi_use_operand: bool,
    hidden_axes: &[String],
    tensor_sizes: &[i64],
) -> u128 {
    let rule_print = rule.print.get_or_init(|| f.start().add(rule).finish());
    f.start()
        .add(&rule_print)
        .add(&kind)
        .add(&direction)
        .add(&multi_use_operand)
        .add(&hidden_axes)
        .add(&tensor_sizes)
        .finish()
}

/// Shardings by slot: a vector in slot order, searched by bisection. A
/// run's states are numbered in slot order already (`sorted_by_slot`), so
/// the outcome of a JAX `main` is made without allocating, and later
/// freeing, a tree node per few slots.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SlotShardings(Vec<(Slot, SlotSharding)>);

impl SlotShardings {
    fn find(&self, slot: &Slot) -> Result<usize, usize> {
        self.0.binary_search_by(|(s, _)| s.cmp(slot))
    }

    pub fn get(&self, slot: &Slot) -> Option<&SlotSharding> {
        self.find(slot).ok().map(|i| &self.0[i].1)
    }

    pub fn get_mut(&mut self, slot: &Slot) -> Option<&mut SlotSharding> {
        self.find(slot).ok().map(|i| &mut self.0[i].1)
    }

    pub fn contains_key(&self, slot: &Slot) -> bool {
        self.find(slot).is_ok()
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The values of function `func` that have a sharding, in value order:
    /// one contiguous run of the slot order.
    pub fn values_of(&self, func: usize) -> impl Iterator<Item = (ValueId, &SlotSharding)> {
        let start = self
            .0
            .partition_point(|(s, _)| *s < Slot::Value { func, value: 0 });
        self.0[start..]
            .iter()
            .map_while(move |(slot, s)| match *slot {
                Slot::Value { func: f, value } if f == func => Some((value, s)),
                _ => None,
            })
    }

    /// The results of function `func` that have a sharding, in index
    /// order: one contiguous run of the slot order.
    pub fn results_of(&self, func: usize) -> impl Iterator<Item = (usize, &SlotSharding)> {
        let start = self
            .0
            .partition_point(|(s, _)| *s < Slot::FuncResult { func, index: 0 });
        self.0[start..]
            .iter()
            .map_while(move |(slot, s)| match *slot {
                Slot::FuncResult { func: f, index } if f == func => Some((index, s)),
                _ => None,
            })
    }

    /// In slot order.
    pub fn iter(&self) -> impl Iterator<Item = (&Slot, &SlotSharding)> {
        self.0.iter().map(|(slot, s)| (slot, s))
    }

    pub fn values_mut(&mut self) -> impl Iterator<Item = &mut SlotSharding> {
        self.0.iter_mut().map(|(_, s)| s)
    }

    pub fn retain(&mut self, mut keep: impl FnMut(&Slot, &mut SlotSharding) -> bool) {
        self.0.retain_mut(|(slot, s)| keep(slot, s));
    }
}

impl SlotShardings {
    /// `entries`, which are in slot order with one entry per slot.
    pub fn from_sorted(entries: Vec<(Slot, SlotSharding)>) -> Self {
        debug_assert!(entries.windows(2).all(|w| w[0].0 < w[1].0));
        SlotShardings(entries)
    }
}

impl From<BTreeMap<Slot, SlotSharding>> for SlotShardings {
    fn from(map: BTreeMap<Slot, SlotSharding>) -> Self {
        SlotShardings(map.into_iter().collect())
    }
}

impl std::ops::Index<&Slot> for SlotShardings {
    type Output = SlotSharding;

    fn index(&self, slot: &Slot) -> &SlotSharding {
        self.get(slot).expect("a slot with a sharding")
    }
}

/// Everything propagation decided.
#[derive(Clone, Debug, Default)]
pub struct Outcome {
    pub shardings: SlotShardings,
    pub conflicts: Vec<NodeConflict>,
    /// The run's step decisions, for the next run after an edit (empty
    /// unless `Engine::remember_steps` asked for them).
    pub steps: Arc<StepMemo>,
}

/// Tensors of a node that disagreed along a factor, and what was kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NodeConflict {
    pub node: usize,
    pub factor: usize,
    /// Set when the dispute is an axis two factors want (see `FactorConflict`).
    pub other_factor: Option<usize>,
    pub tensors: Vec<(Slot, Vec<AxisRef>)>,
    pub kept: Vec<AxisRef>,
}

pub struct Engine<'a> {
    pub nodes: &'a [Node],
    pub meshes: &'a HashMap<String, Mesh>,
    pub strategy: Strategy,
    pub schedule: Schedule,
    /// Shardy's `conservative-propagation`: no new sub-axes.
    pub conservative: bool,
    /// Slots are numbered densely once, so the worklist indexes vectors
    /// instead of hashing a `Slot` at every step: the values the nodes read
    /// by position (`value_ids`), the other slots through `slot_ids`.
    value_ids: ValueIds,
    slot_ids: FxHashMap<Slot, usize>,
    /// The slot of each id: the values of `value_ids` first, in `Slot`
    /// order, then the others as first seen.
    slots: Vec<Slot>,
    /// Each node's slots as slot ids, in the order of `Node::slots`.
    node_slots: Vec<usize>,
    /// Where each node's slots start in `node_slots` (one more entry than
    /// nodes): flat, as the users below, so that a function of 30k ops is
    /// not 60k small vectors.
    node_slot_start: Vec<usize>,
    state: Vec<Option<SlotSharding>>,
    /// How often each slot's sharding changed; a node whose slots did not
    /// change and whose directions are the same is not visited again.
    versions: Vec<u64>,
    /// Each node's allowed direction per factor under each op priority:
    /// `directions[direction_start[n] + p * factors + f]`, made once since a
    /// node's directions depend on the node alone (one more entry than
    /// nodes, so a node's factor count is read here, not from the node).
    directions: Vec<Direction>,
    direction_start: Vec<usize>,
    /// What each node's last visit found (`LastVisit`), cleared when one of
    /// its slots changes: a node whose slots did not change and whose
    /// directions are the same is not visited again. A flag per node, not a
    /// sum of its slots' versions, so that passing over a node reads none
    /// of its slots.
    last_visit: Vec<LastVisit>,
    /// The slots the last step changed (a buffer kept between steps).
    changed: Vec<usize>,
    /// Slot fingerprints of the step being keyed (a buffer kept between steps).
    slot_print_buffer: Vec<u128>,
    /// The order the initial stack of every fixed point pops nodes in.
    initial_order: Option<Vec<usize>>,
    /// The nodes reading or writing each slot, in node order:
    /// `users[user_start[id]..user_start[id + 1]]` (with `QUIET` set: a
    /// node not put back on the worklist when the slot changes,
    /// `quiet_sources`). Slots
    /// numbered after the nodes (annotations of slots no node reads) have
    /// none.
    users: Vec<usize>,
    user_start: Vec<usize>,
    /// The sharding-group node each grouped slot belongs to.
    group_of: FxHashMap<usize, usize>,
    /// Groups whose members were annotated with different shardings: Shardy
    /// gives each annotated member an open constraint, so syncing the group
    /// leaves the annotated members alone.
    conflicted_groups: Vec<usize>,
    conflicts: BTreeMap<(usize, usize), NodeConflict>,
    /// When set, only these functions' return edges go first (the others are
    /// callees, whose bodies Shardy propagates in place of their calls).
    pub first_returns: Option<Vec<usize>>,
    /// Slots that propagation may not give these axes (beyond those they
    /// have): the outside view of a manual computation's shardings.
    guarded: FxHashMap<usize, Vec<String>>,
    /// Step decisions of the previous run, and this run's (when remembering).
    previous_steps: Option<Arc<StepMemo>>,
    steps: Option<StepMemo>,
    /// Fingerprints of each node's fixed inputs, and of each slot's sharding
    /// at a version, computed when first needed.
    node_prints: Vec<Option<u128>>,
    slot_prints: Vec<Option<(u64, u128)>>,
    printer: Fingerprinter,
    /// The shardings the run's steps made, one of each.
    shardings: crate::sharding::SharedShardings,
}

/// Which of Shardy's outer loops run (the passes `sdy-basic-propagate` and
/// `sdy-aggressive-propagate` run neither; `sdy-op-priority-propagate` only
/// the op priorities; the full pipeline both).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Schedule {
    pub user_priorities: bool,
    pub op_priorities: bool,
}

impl Default for Schedule {
    fn default() -> Self {
        Schedule {
            user_priorities: true,
            op_priorities: true,
        }
    }
}

/// What a node's last visit found, until one of its slots changes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum LastVisit {
    /// Not visited since its slots last changed.
    Never,
    /// Visited under this op priority, whose directions are those of
    /// `Engine::directions`: a visit under the same directions decides
    /// nothing new.
    Under(u8),
    /// A sharding group, or none of its slots has a sharding: a visit under
    /// any directions decides nothing. Kept so that the later fixed points
    /// pass over the many nodes no sharding reaches without reading the
    /// node and its slots' states (two cache misses each in a JAX `main`).
    Idle,
}

/// Cap on node visits per schedule step, relative to the number of nodes: the
/// lattice is finite, so this only trips on a bug, never on valid input.
const MAX_VISITS_PER_NODE: usize = 64;

/// Marks a user not put back on the worklist when its slot changes
/// (`Engine::quiet_sources`); the rest of the entry is the node.
const QUIET: usize = 1 << (usize::BITS - 1);

/// Shardy's op priorities run from 0 to this.
const MAX_OP_PRIORITY: u8 = 4;

/// The directions op priorities 0..=MAX_OP_PRIORITY allow along a factor
/// of `node` that is not blocked, and is a pass-through factor or not: at
/// priority p, the union of heuristics 0..=p. Nothing else of the factor
/// matters, so a node's factors share two answers.
fn directions_of(
    node: &Node,
    pass_through_factor: bool,
) -> [Direction; MAX_OP_PRIORITY as usize + 1] {
    let mut allowed = [Direction::None; MAX_OP_PRIORITY as usize + 1];
    let mut union = Direction::None;
    for p in 0..=MAX_OP_PRIORITY {
        let d = match (p, node.kind) {
            (0, NodeKind::PassThrough) if !node.multi_use_operand => Direction::Both,
            (0 | 1, NodeKind::DataFlow) => Direction::Both,
            (0, NodeKind::ForwardSlice) if !node.multi_use_operand => Direction::Forward,
            (0, _) => Direction::None,
            (1, NodeKind::PassThrough) => Direction::Both,
            (1, NodeKind::ForwardSlice) => Direction::Forward,
            (1, _) => Direction::None,
            (2, _) if !pass_through_factor => Direction::None,
            (2, NodeKind::Broadcast) | (3, NodeKind::Broadcast) => Direction::Backward,
            _ => Direction::Both,
        };
        union = union.union(d);
        allowed[usize::from(p)] = union.intersect(node.direction);
    }
    allowed
}

/// Dense ids for the values that nodes read: the values `0..count` of each
/// function the nodes read (`count` one more than the highest they read)
/// get consecutive ids, functions in ascending order. Numbering a value is
/// then a lookup among the component's few functions rather than a hash of
/// a `Slot`, and these ids are already in `Slot` order, which the outcome is
/// sorted by.
#[derive(Default)]
struct ValueIds {
    /// `(function, first id, count)`, by function.
    functions: Vec<(usize, usize, usize)>,
    /// Where function `lowest + k` is in `functions` (`usize::MAX`: not
    /// there), when the functions span a range not much wider than their
    /// number (most components); empty otherwise, and they are searched.
    by_function: Vec<usize>,
    lowest: usize,
    total: usize,
    /// How many node slots are not values (an estimate of the slots
    /// numbered after them).
    others: usize,
}

impl ValueIds {
    fn of(nodes: &[Node]) -> Self {
        // Per function index (a component's functions can be anywhere in a
        // chunk of thousands): one more than the highest value read.
        let mut count: FxHashMap<usize, usize> = FxHashMap::default();
        let mut last: Option<(usize, usize)> = None;
        let mut others = 0;
        for node in nodes {
            for slot in &node.slots {
                let Slot::Value { func, value } = *slot else {
                    others += 1;
                    continue;
                };
                // Most slots in a row are of one function.
                match &mut last {
                    Some((f, n)) if *f == func => *n = (*n).max(value + 1),
                    _ => {
                        if let Some((f, n)) = last {
                            let entry = count.entry(f).or_default();
                            *entry = (*entry).max(n);
                        }
                        last = Some((func, value + 1));
                    }
                }
            }
        }
        if let Some((f, n)) = last {
            let entry = count.entry(f).or_default();
            *entry = (*entry).max(n);
        }
        let mut functions: Vec<(usize, usize, usize)> =
            count.into_iter().map(|(f, n)| (f, 0, n)).collect();
        functions.sort_unstable();
        let mut total = 0;
        for (_, first, n) in &mut functions {
            *first = total;
            total += *n;
        }
        let lowest = functions.first().map_or(0, |&(f, _, _)| f);
        let span = functions.last().map_or(0, |&(f, _, _)| f - lowest + 1);
        let mut by_function = Vec::new();
        if span <= 4 * functions.len() + 1024 {
            by_function = vec![usize::MAX; span];
            for (at, &(f, _, _)) in functions.iter().enumerate() {
                by_function[f - lowest] = at;
            }
        }
        ValueIds {
            functions,
            by_function,
            lowest,
            total,
            others,
        }
    }

    fn id(&self, func: usize, value: ValueId) -> Option<usize> {
        let at = if self.by_function.is_empty() {
            self.functions.partition_point(|&(f, _, _)| f < func)
        } else {
            *self.by_function.get(func.checked_sub(self.lowest)?)?
        };
        let &(f, first, count) = self.functions.get(at)?;
        (f == func && value < count).then_some(first + value)
    }

    /// The slot of each id, in id order.
    fn slots(&self) -> impl Iterator<Item = Slot> + '_ {
        self.functions
            .iter()
            .flat_map(|&(func, _, n)| (0..n).map(move |value| Slot::Value { func, value }))
    }
}

/// `len` copies of `value`, with room for `more` (a vector grown later
/// copies itself whole).
fn with_len<T: Clone>(len: usize, more: usize, value: T) -> Vec<T> {
    let mut v = Vec::with_capacity(len + more);
    v.resize(len, value);
    v
}

/// How many `directions_key`s there are.
const DIRECTIONS_KEYS: usize = 6 * 2 * 4 * 2;

/// A dense index of what `directions_of` reads of a node and a factor.
fn directions_key(
    kind: NodeKind,
    multi_use_operand: bool,
    direction: Direction,
    pass_through: bool,
) -> usize {
    let kind = match kind {
        NodeKind::PassThrough => 0,
        NodeKind::DataFlow => 1,
        NodeKind::ForwardSlice => 2,
        NodeKind::Broadcast => 3,
        NodeKind::Other => 4,
        NodeKind::ShardingGroup => 5,
    };
    let direction = match direction {
        Direction::None => 0,
        Direction::Forward => 1,
        Direction::Backward => 2,
        Direction::Both => 3,
    };
    ((kind * 2 + usize::from(multi_use_operand)) * 4 + direction) * 2 + usize::from(pass_through)
}

impl<'a> Engine<'a> {
    pub fn new(nodes: &'a [Node], meshes: &'a HashMap<String, Mesh>) -> Self {
        // A field changed without clearing `fixed_print` would give the
        // node's steps another node's memo entries.
        #[cfg(debug_assertions)]
        for (n, node) in nodes.iter().enumerate() {
            if let Some(print) = node.fixed_print {
                let made = node.made_fixed_print(&mut Fingerprinter::default());
                assert_eq!(print, made, "node {n}: stale fixed_print");
            }
        }
        let count = nodes.len();
        let value_ids = ValueIds::of(nodes);
        let mut engine = Engine {
            nodes,
            meshes,
            strategy: Strategy::Aggressive,
            schedule: Schedule::default(),
            conservative: false,
            slot_ids: FxHashMap::default(),
            slots: Vec::with_capacity(value_ids.total + value_ids.others),
            node_slots: Vec::with_capacity(count.saturating_mul(3)),
            node_slot_start: Vec::with_capacity(count + 1),
            state: with_len(value_ids.total, value_ids.others, None),
            versions: with_len(value_ids.total, value_ids.others, 0),
            directions: Vec::with_capacity(
                nodes
                    .iter()
                    .map(|n| n.rule.factor_sizes.len())
                    .sum::<usize>()
                    .saturating_mul(usize::from(MAX_OP_PRIORITY) + 1),
            ),
            direction_start: Vec::with_capacity(count),
            last_visit: vec![LastVisit::Never; count],
            changed: Vec::new(),
            slot_print_buffer: Vec::new(),
            initial_order: None,
            users: Vec::new(),
            user_start: Vec::new(),
            group_of: FxHashMap::default(),
            conflicted_groups: Vec::new(),
            conflicts: BTreeMap::new(),
            first_returns: None,
            guarded: FxHashMap::default(),
            previous_steps: None,
            steps: None,
            node_prints: vec![None; count],
            slot_prints: with_len(value_ids.total, value_ids.others, None),
            printer: Fingerprinter::default(),
            shardings: Default::default(),
            value_ids,
        };
        engine.slot_ids.reserve(engine.value_ids.others);
        engine.slots.extend(engine.value_ids.slots());
        let mut known_directions = [None; DIRECTIONS_KEYS];
        for (i, node) in nodes.iter().enumerate() {
            let start = engine.directions.len();
            engine.direction_start.push(start);
            let factors = node.rule.factor_sizes.len();
            engine.directions.resize(
                start + factors * (usize::from(MAX_OP_PRIORITY) + 1),
                Direction::None,
            );
            let mut answer = |pass_through: bool| {
                // Depends on these four only: made once per combination.
                let key = directions_key(
                    node.kind,
                    node.multi_use_operand,
                    node.direction,
                    pass_through,
                );
                *known_directions[key].get_or_insert_with(|| directions_of(node, pass_through))
            };
            let answers = [answer(false), answer(true)];
            for f in 0..factors {
                if node.rule.blocked.get(f).copied().unwrap_or(false) {
                    continue; // None at every priority, as resized
                }
                let pass_through = node.rule.pass_through.get(f).copied().unwrap_or(true);
                for (p, allowed) in answers[usize::from(pass_through)].into_iter().enumerate() {
                    engine.directions[start + p * factors + f] = allowed;
                }
            }
            engine.node_slot_start.push(engine.node_slots.len());
            for slot in &node.slots {
                let id = engine.slot_id(*slot);
                engine.node_slots.push(id);
                if node.kind == NodeKind::ShardingGroup {
                    engine.group_of.insert(id, i);
                }
            }
        }
        engine.node_slot_start.push(engine.node_slots.len());
        engine.direction_start.push(engine.directions.len());
        // The users of each slot, counted then placed in node order.
        let slot_count = engine.slots.len();
        let mut start = vec![0usize; slot_count + 1];
        for &id in &engine.node_slots {
            start[id + 1] += 1;
        }
        for id in 0..slot_count {
            start[id + 1] += start[id];
        }
        let mut next = start.clone();
        engine.users = vec![0; engine.node_slots.len()];
        for n in 0..count {
            for k in engine.node_slot_start[n]..engine.node_slot_start[n + 1] {
                let id = engine.node_slots[k];
                engine.users[next[id]] = n;
                next[id] += 1;
            }
        }
        engine.user_start = start;
        engine
    }

    /// The slots of node `n`, as ids, in the order of `Node::slots`.
    fn slots_of(&self, n: usize) -> &[usize] {
        &self.node_slots[self.node_slot_start[n]..self.node_slot_start[n + 1]]
    }

    /// Where the users of slot `id` are in `users` (`None`: it has none).
    fn users_range(&self, id: usize) -> Option<std::ops::Range<usize>> {
        match (self.user_start.get(id), self.user_start.get(id + 1)) {
            (Some(&start), Some(&end)) => Some(start..end),
            _ => None,
        }
    }

    /// Identity nodes over exactly `(source, target)` for a pair of
    /// `edges` are no longer revisited when `source` changes, only when
    /// `target` does (see `Graph::call_arguments`).
    pub fn quiet_sources(&mut self, edges: &[(Slot, Slot)]) {
        let edges: rustc_hash::FxHashSet<&(Slot, Slot)> = edges.iter().collect();
        for (n, node) in self.nodes.iter().enumerate() {
            let [source, target] = node.slots[..] else {
                continue;
            };
            if node.kind != NodeKind::DataFlow || !edges.contains(&(source, target)) {
                continue;
            }
            let id = self.slots_of(n)[0];
            let (start, end) = (self.user_start[id], self.user_start[id + 1]);
            for user in &mut self.users[start..end] {
                if *user == n {
                    *user |= QUIET;
                }
            }
        }
    }

    /// Remembers this run's step decisions in the outcome, and takes those
    /// of `previous` (a run over the same meshes with the same options)
    /// for steps whose inputs are the same (see `memo`).
    pub fn remember_steps(&mut self, previous: Option<Arc<StepMemo>>) {
        // A run after an edit takes about as many steps as the one before.
        let expected = previous.as_ref().map_or(0, |p| p.len());
        self.previous_steps = previous;
        self.steps = Some(StepMemo::with_capacity(expected));
    }

    /// The fingerprint of what step `n` decides from under `op_priority`.
    fn step_key(&mut self, n: usize, op_priority: u8) -> u128 {
        let mut f = std::mem::take(&mut self.printer);
        let node_print = match self.node_prints[n] {
            Some(print) => print,
            None => {
                let node = &self.nodes[n];
                let fixed = node
                    .fixed_print
                    .unwrap_or_else(|| node.made_fixed_print(&mut f));
                let unguarded = self.guarded.is_empty()
                    || !self
                        .slots_of(n)
                        .iter()
                        .any(|id| self.guarded.contains_key(id));
                let print = if unguarded {
                    fixed
                } else {
                    f.start().add(&fixed);
                    for id in self.slots_of(n) {
                        f.add(&self.guarded.get(id));
                    }
                    f.finish()
                };
                self.node_prints[n] = Some(print);
                print
            }
        };
        let mut slot_prints = std::mem::take(&mut self.slot_print_buffer);
        slot_prints.clear();
        for k in self.node_slot_start[n]..self.node_slot_start[n + 1] {
            let id = self.node_slots[k];
            let version = self.versions[id];
            let print = match self.slot_prints[id] {
                Some((at, print)) if at == version => print,
                _ => {
                    let sharding = self.state[id].as_ref().map(|s| s.sharding.as_ref());
                    let print = f.sharding_print(sharding);
                    self.slot_prints[id] = Some((version, print));
                    print
                }
            };
            slot_prints.push(print);
        }
        let key = f
            .start()
            .add(&node_print)
            .add(&self.directions(n, op_priority))
            .add(&slot_prints)
            .finish();
        self.printer = f;
        self.slot_print_buffer = slot_prints;
        key
    }

    /// Applies a step's decision to node `n`; the slots that changed are
    /// left in `self.changed`.
    fn apply_step(&mut self, n: usize, decision: &StepDecision) {
        let node = &self.nodes[n];
        for conflict in &decision.conflicts {
            self.conflicts
                .entry((n, conflict.factor))
                .or_insert_with(|| NodeConflict {
                    node: n,
                    factor: conflict.factor,
                    other_factor: conflict.other_factor,
                    tensors: conflict
                        .tensors
                        .iter()
                        .map(|(t, axes)| (node.slots[*t], axes.clone()))
                        .collect(),
                    kept: conflict.kept.clone(),
                });
        }
        let mut changed = std::mem::take(&mut self.changed);
        changed.clear();
        for update in &decision.updates {
            let id = self.node_slots[self.node_slot_start[n] + update.tensor];
            self.versions[id] += 1;
            self.state[id] = Some(SlotSharding {
                sharding: update.sharding.clone(),
                origin: Origin::Propagated {
                    node: n,
                    from: node.slots[update.source],
                },
            });
            if let Some(print) = update.print {
                self.slot_prints[id] = Some((self.versions[id], print));
            }
            changed.push(id);
            self.sync_group(id, &mut changed);
        }
        self.changed = changed;
    }

    /// Propagation will not add `axes` to `slot` (see `Graph::manual_sites`).
    pub fn guard(&mut self, sites: &[(Slot, Vec<String>)]) {
        for (slot, axes) in sites {
            let id = self.slot_id(*slot);
            self.guarded.insert(id, axes.clone());
        }
    }

    /// The dense id of `slot`, numbering it on first sight.
    fn slot_id(&mut self, slot: Slot) -> usize {
        if let Slot::Value { func, value } = slot {
            if let Some(id) = self.value_ids.id(func, value) {
                return id;
            }
        }
        let next = self.slots.len();
        let id = *self.slot_ids.entry(slot).or_insert(next);
        if id == next {
            self.slots.push(slot);
            self.state.push(None);
            self.slot_prints.push(None);
            self.versions.push(0);
        }
        id
    }

    /// Runs Shardy's schedule: for each user priority, op priorities 0..=4,
    /// each to a fixed point.
    pub fn run(mut self, annotations: &BTreeMap<Slot, Annotation>) -> Outcome {
        let mut priorities: Vec<i64> = annotations
            .values()
            .flat_map(|a| a.sharding.dims.iter().filter_map(|d| d.priority))
            .filter(|p| *p > 0)
            .collect();
        priorities.sort_unstable();
        priorities.dedup();
        if !self.schedule.user_priorities {
            priorities.clear();
        }
        let phases: Vec<i64> = std::iter::once(0).chain(priorities).collect();
        let use_priorities = self.schedule.user_priorities;
        for (i, &phase) in phases.iter().enumerate() {
            for (slot, annotation) in annotations {
                let origin = Origin::Annotation {
                    kind: annotation.kind,
                    at: *slot,
                };
                let id = self.slot_id(*slot);
                self.versions[id] += 1;
                match &mut self.state[id] {
                    // Later phases restore the annotation's dims of this priority.
                    Some(current) if i > 0 => {
                        current.sharding = Arc::new(merge_restored(
                            &current.sharding,
                            &annotation.sharding,
                            phase,
                        ));
                    }
                    state => {
                        // The annotation's own sharding unless dims of a
                        // later priority wait (most have no priority).
                        let later = |d: &DimSharding| d.priority.unwrap_or(0) > phase;
                        let sharding =
                            if use_priorities && annotation.sharding.dims.iter().any(later) {
                                Arc::new(restrict_to_priority(&annotation.sharding, phase))
                            } else {
                                annotation.sharding.clone()
                            };
                        *state = Some(SlotSharding { sharding, origin });
                    }
                }
            }
            if i == 0 {
                self.sync_initial_groups();
            } else {
                // Annotations restored: every node may see changed slots.
                self.last_visit.fill(LastVisit::Never);
            }
            let op_priorities = if self.schedule.op_priorities {
                0..=4
            } else {
                4..=4
            };
            for op_priority in op_priorities {
                self.fixed_point(op_priority);
            }
        }
        if use_priorities {
            // Priorities only order the phases; the result carries none.
            for s in self.state.iter_mut().flatten() {
                if s.sharding.dims.iter().any(|dim| dim.priority.is_some()) {
                    for dim in &mut Arc::make_mut(&mut s.sharding).dims {
                        dim.priority = None;
                    }
                }
            }
        }
        Outcome {
            shardings: sorted_by_slot(self.slots, self.state, self.value_ids.total),
            conflicts: self.conflicts.into_values().collect(),
            steps: Arc::new(self.steps.unwrap_or_default()),
        }
    }

    /// The order the initial stack pops nodes in. Shardy links each
    /// function's results to its return operands before propagating through
    /// ops (`propagateFuncResults`), so the return edges go first.
    fn initial_order(&self) -> Vec<usize> {
        let first = |func: usize| {
            self.first_returns
                .as_ref()
                .is_none_or(|f| f.contains(&func))
        };
        let is_return_edge = |n: &Node| {
            n.slots.len() == 2
                && matches!(n.slots[1], Slot::FuncResult { func, .. } if first(func))
                && n.op.is_some()
        };
        let (returns, others): (Vec<usize>, Vec<usize>) =
            (0..self.nodes.len()).partition(|&n| is_return_edge(&self.nodes[n]));
        returns.into_iter().chain(others).collect()
    }

    fn fixed_point(&mut self, op_priority: u8) {
        // MLIR's greedy driver: a stack that starts with the ops top-down;
        // an op whose operand or result changed is pushed (unless already
        // waiting) and so handled next.
        let order = match self.initial_order.take() {
            Some(order) => order,
            None => self.initial_order(),
        };
        let mut stack: Vec<usize> = order.iter().rev().copied().collect();
        self.initial_order = Some(order);
        let mut queued = vec![true; self.nodes.len()];
        let mut visits = 0usize;
        let limit = self
            .nodes
            .len()
            .saturating_mul(MAX_VISITS_PER_NODE)
            .max(1024);
        while let Some(n) = stack.pop() {
            queued[n] = false;
            visits += 1;
            if visits > limit {
                break;
            }
            if !self.visit(n, op_priority) {
                continue;
            }
            for &slot in &self.changed {
                let Some(users) = self.users_range(slot) else {
                    continue;
                };
                for k in users.rev() {
                    let user = self.users[k];
                    // Its slot changed: it is visited again, when popped.
                    self.last_visit[user & !QUIET] = LastVisit::Never;
                    if user & QUIET == 0 && !queued[user] {
                        queued[user] = true;
                        stack.push(user);
                    }
                }
            }
        }
    }

    /// The directions op priority `p` allows along each factor of node `n`:
    /// per factor, the union of heuristics 0..=p.
    fn directions(&self, n: usize, op_priority: u8) -> &[Direction] {
        let (first, end) = (self.direction_start[n], self.direction_start[n + 1]);
        let factors = (end - first) / (usize::from(MAX_OP_PRIORITY) + 1);
        let start = first + usize::from(op_priority) * factors;
        &self.directions[start..start + factors]
    }

    /// Processes node `n`; returns whether some slot's sharding changed, and
    /// leaves the ids of those that did in `self.changed`.
    fn visit(&mut self, n: usize, op_priority: u8) -> bool {
        // First, as it reads neither the node nor its slots: a node whose
        // slots have not changed since its last visit decides nothing new
        // under the same directions, and nothing at all if it was idle.
        let directions = self.directions(n, op_priority);
        match self.last_visit[n] {
            LastVisit::Idle => return false,
            LastVisit::Under(p) if self.directions(n, p) == directions => return false,
            _ => {}
        }
        let nodes = self.nodes;
        let node = &nodes[n];
        let ids = &self.node_slots[self.node_slot_start[n]..self.node_slot_start[n + 1]];
        if node.kind == NodeKind::ShardingGroup || ids.iter().all(|&id| self.state[id].is_none()) {
            self.last_visit[n] = LastVisit::Idle;
            return false;
        }
        let blocked = directions.iter().all(|d| *d == Direction::None);
        self.last_visit[n] = LastVisit::Under(op_priority);
        if blocked {
            return false;
        }
        let key = self.steps.is_some().then(|| self.step_key(n, op_priority));
        if let (Some(key), Some(mut steps)) = (key, self.steps.take()) {
            // The decision of a step with the same inputs: of the previous
            // run, or of an earlier step of this one (the layers of a model
            // repeat the same steps, so most of a first run's are repeats).
            // Applied from where the memo keeps it (the memo is out of
            // `self` meanwhile): a clone of the `Arc` per step touched the
            // reference counts of a few hundred decisions 160k times a run.
            let known = match steps.repeat(key) {
                Some(decision) => Some(decision),
                None => (self.previous_steps.as_ref())
                    .and_then(|previous| previous.get(key))
                    .map(|decision| steps.insert_reused(key, decision.clone())),
            };
            if let Some(decision) = known {
                self.apply_step(n, decision);
                self.steps = Some(steps);
                return !self.changed.is_empty();
            }
            self.steps = Some(steps);
        }
        let ids = &self.node_slots[self.node_slot_start[n]..self.node_slot_start[n + 1]];
        let directions = self.directions(n, op_priority);
        // What the node sees: the slots' shardings without its hidden axes
        // (borrowed as they are when it hides none).
        let current: Vec<Option<Cow<TensorSharding>>> = ids
            .iter()
            .map(|&id| {
                let state = self.state[id].as_ref()?;
                Some(if node.hidden_axes.is_empty() {
                    Cow::Borrowed(state.sharding.as_ref())
                } else {
                    let mut stripped = TensorSharding::clone(&state.sharding);
                    strip_axes(&mut stripped, &node.hidden_axes);
                    Cow::Owned(stripped)
                })
            })
            .collect();
        let Some((mesh_ref, mesh)) = common_mesh(&current, self.meshes) else {
            return false;
        };
        if mesh.is_maximal() {
            return false;
        }
        let rule = &node.rule;
        let tensors = current
            .iter()
            .zip(&rule.mappings)
            .map(|(sharding, mapping)| {
                project(
                    sharding.as_deref(),
                    mapping,
                    &rule.factor_sizes,
                    mesh,
                    false,
                )
            })
            .collect();
        let mut projection = OpProjection {
            tensors,
            num_operands: rule.num_operands,
            tensor_sizes: node.tensor_sizes.to_vec(),
        };
        let step = propagate_step_with(
            &mut projection,
            &rule.factor_sizes,
            directions,
            mesh,
            self.strategy,
            rule.is_pointwise() && node.kind != NodeKind::DataFlow,
            self.conservative,
        );
        let conflicts = step.conflicts;
        let mut sources: BTreeMap<usize, usize> = BTreeMap::new();
        for (t, _, source) in &step.updates {
            sources.entry(*t).or_insert(*source);
        }
        let mut updates: Vec<SlotUpdate> = Vec::new();
        for (t, source) in sources {
            let rank = rule.mappings[t].len();
            let template = match &current[t] {
                // A sharding on an empty mesh (`<[]>`) takes the real mesh
                // once it is sharded, as in Shardy.
                Some(s) if is_empty_mesh(&s.mesh, self.meshes) => {
                    let mut s = s.as_ref().clone();
                    s.mesh = mesh_ref.clone();
                    s
                }
                Some(s) => s.as_ref().clone(),
                None => {
                    TensorSharding::on_mesh(mesh_ref.clone(), vec![DimSharding::open(vec![]); rank])
                }
            };
            let sharding = unproject(
                &projection.tensors[t],
                &rule.mappings[t],
                &rule.factor_sizes,
                mesh,
                &template,
            );
            let original = self.state[ids[t]].as_ref().map(|s| s.sharding.as_ref());
            let sharding = match original {
                Some(original) if !node.hidden_axes.is_empty() => {
                    restore_axes(sharding, original, &node.hidden_axes)
                }
                _ => sharding,
            };
            let sharding = match self.guarded.get(&ids[t]) {
                Some(axes) => without_new_axes(sharding, original, axes),
                None => sharding,
            };
            if original == Some(&sharding) {
                continue;
            }
            let print = key.map(|_| self.printer.sharding_print(Some(&sharding)));
            updates.push(SlotUpdate {
                tensor: t,
                source,
                sharding: self.shardings.share(sharding),
                print,
            });
        }
        drop(current);
        let decision = Arc::new(StepDecision { updates, conflicts });
        if let (Some(steps), Some(key)) = (&mut self.steps, key) {
            steps.insert(key, decision.clone());
        }
        self.apply_step(n, &decision);
        !self.changed.is_empty()
    }

    /// Gives every other member of `id`'s sharding group the sharding `id`
    /// now has, adding the members that changed to `changed`.
    fn sync_group(&mut self, id: usize, changed: &mut Vec<usize>) {
        let Some(&group) = self.group_of.get(&id) else {
            return;
        };
        let Some(source) = self.state[id].as_ref().map(|s| s.sharding.clone()) else {
            return;
        };
        let keep_annotated = self.conflicted_groups.contains(&group);
        for k in self.node_slot_start[group]..self.node_slot_start[group + 1] {
            let member = self.node_slots[k];
            if member == id {
                continue;
            }
            match &self.state[member] {
                Some(s) if s.sharding == source => continue,
                Some(s) if keep_annotated && matches!(s.origin, Origin::Annotation { .. }) => {
                    continue
                }
                _ => {}
            }
            self.state[member] = Some(SlotSharding {
                sharding: source.clone(),
                origin: Origin::Propagated {
                    node: group,
                    from: self.slots[id],
                },
            });
            self.versions[member] += 1;
            // The same sharding: the same fingerprint, if `id`'s is current.
            self.slot_prints[member] = self.slot_prints[id]
                .filter(|&(at, _)| at == self.versions[id])
                .map(|(_, print)| (self.versions[member], print));
            changed.push(member);
        }
    }

    /// Before propagation, the members of each group get the sharding the
    /// annotated ones agree on; groups whose annotations disagree are marked.
    fn sync_initial_groups(&mut self) {
        let mut groups: Vec<usize> = self.group_of.values().copied().collect();
        groups.sort_unstable();
        groups.dedup();
        for group in groups {
            let annotated: Vec<usize> = self
                .slots_of(group)
                .iter()
                .copied()
                .filter(|&m| self.state[m].is_some())
                .collect();
            let Some(&first) = annotated.first() else {
                continue;
            };
            let agree = annotated.iter().all(|&m| {
                self.state[m].as_ref().map(|s| &s.sharding)
                    == self.state[first].as_ref().map(|s| &s.sharding)
            });
            if agree {
                let mut changed = Vec::new();
                self.sync_group(first, &mut changed);
            } else if !self.conflicted_groups.contains(&group) {
                self.conflicted_groups.push(group);
            }
        }
    }
}

/// The slots that have a sharding, in slot order; the ids below
/// `sorted_ids` are in slot order already (`ValueIds`). Handing the map an
/// already sorted sequence lets it build without moving the shardings
/// around.
fn sorted_by_slot(
    slots: Vec<Slot>,
    mut state: Vec<Option<SlotSharding>>,
    sorted_ids: usize,
) -> SlotShardings {
    let order = ids_in_slot_order(&slots, sorted_ids);
    // Exactly as many entries as slots with a sharding: the outcome lives
    // as long as the analysis.
    let mut entries = Vec::with_capacity(state.iter().filter(|s| s.is_some()).count());
    for id in order {
        if let Some(sharding) = state[id].take() {
            entries.push((slots[id], sharding));
        }
    }
    SlotShardings(entries)
}

/// The ids of `slots` ordered by their slots, when the ids below
/// `sorted_ids` already are: the others are sorted, then the two runs merged.
fn ids_in_slot_order(slots: &[Slot], sorted_ids: usize) -> Vec<usize> {
    let rest: Vec<usize> = (sorted_ids..slots.len()).collect();
    // Sorting by a packed integer key rather than by `Slot` (an enum
    // compared field by field) takes a fraction of the time.
    let keys: Option<Vec<(u128, usize)>> = rest
        .iter()
        .map(|&id| Some((slot_order_key(&slots[id])?, id)))
        .collect();
    let rest: Vec<usize> = match keys {
        Some(mut keys) => {
            keys.sort_unstable_by_key(|&(key, _)| key);
            keys.into_iter().map(|(_, id)| id).collect()
        }
        None => {
            let mut rest = rest;
            rest.sort_unstable_by_key(|&id| slots[id]);
            rest
        }
    };
    let mut order = Vec::with_capacity(slots.len());
    let mut rest = rest.into_iter().peekable();
    for id in 0..sorted_ids {
        while let Some(&other) = rest.peek() {
            if slots[other] >= slots[id] {
                break;
            }
            order.push(other);
            rest.next();
        }
        order.push(id);
    }
    order.extend(rest);
    order
}

/// An integer that orders slots as `Slot`'s `Ord` does (variant, then its
/// fields in order), when every field fits in 32 bits.
fn slot_order_key(slot: &Slot) -> Option<u128> {
    let field = |x: usize| u32::try_from(x).ok().map(u128::from);
    let (variant, a, b, c, d) = match *slot {
        Slot::Value { func, value } => (0, func, value, 0, false),
        Slot::FuncResult { func, index } => (1, func, index, 0, false),
        Slot::OpSite {
            func,
            op,
            index,
            local,
        } => (2, func, op, index, local),
    };
    Some(variant << 100 | field(a)? << 67 | field(b)? << 34 | field(c)? << 1 | u128::from(d))
}

/// Removes `axes` from every dim (and the replicated/unreduced sets).
/// `sharding` with each dim cut before the first of `axes` that `original`
/// does not have at that place.
fn without_new_axes(
    mut sharding: TensorSharding,
    original: Option<&TensorSharding>,
    axes: &[String],
) -> TensorSharding {
    for (d, dim) in sharding.dims.iter_mut().enumerate() {
        let before = original.and_then(|o| o.dims.get(d)).map(|o| &o.axes);
        let cut = dim.axes.iter().enumerate().position(|(i, a)| {
            axes.iter().any(|n| *n == a.name) && before.and_then(|b| b.get(i)) != Some(a)
        });
        if let Some(cut) = cut {
            dim.axes.truncate(cut);
        }
    }
    sharding
}

fn strip_axes(sharding: &mut TensorSharding, axes: &[String]) {
    if axes.is_empty() {
        return;
    }
    for dim in &mut sharding.dims {
        dim.axes.retain(|a| !axes.iter().any(|n| *n == a.name));
    }
    sharding
        .replicated
        .retain(|a| !axes.iter().any(|n| *n == a.name));
    sharding
        .unreduced
        .retain(|a| !axes.iter().any(|n| *n == a.name));
}

/// Puts back the hidden axes `original` had, major-most in each dim.
fn restore_axes(
    mut sharding: TensorSharding,
    original: &TensorSharding,
    axes: &[String],
) -> TensorSharding {
    for (dim, orig) in sharding.dims.iter_mut().zip(&original.dims) {
        let hidden: Vec<AxisRef> = orig
            .axes
            .iter()
            .filter(|a| axes.iter().any(|n| *n == a.name))
            .cloned()
            .collect();
        if !hidden.is_empty() {
            let rest = std::mem::take(&mut dim.axes);
            dim.axes = hidden.into_iter().chain(rest).collect();
        }
    }
    // Hidden replicated and unreduced axes stay as they were too.
    for (set, orig) in [
        (&mut sharding.replicated, &original.replicated),
        (&mut sharding.unreduced, &original.unreduced),
    ] {
        for a in orig.iter().filter(|a| axes.iter().any(|n| *n == a.name)) {
            if !set.contains(a) {
                set.push(a.clone());
            }
        }
    }
    sharding
}

fn is_empty_mesh(mesh: &MeshRef, meshes: &HashMap<String, Mesh>) -> bool {
    match mesh {
        MeshRef::Symbol(name) => meshes.get(name).is_some_and(Mesh::is_empty),
        MeshRef::Inline(mesh) => mesh.is_empty(),
    }
}

/// The one mesh all shardings of a node use (empty meshes and unsharded
/// tensors don't count). `None` when there is none or they disagree.
fn common_mesh<'s>(
    current: &'s [Option<Cow<'_, TensorSharding>>],
    meshes: &'s HashMap<String, Mesh>,
) -> Option<(&'s MeshRef, &'s Mesh)> {
    let mut found: Option<(&MeshRef, &Mesh)> = None;
    for s in current.iter().flatten() {
        let mesh = match &s.mesh {
            MeshRef::Symbol(name) => meshes.get(name)?,
            MeshRef::Inline(mesh) => mesh,
        };
        if mesh.is_empty() {
            continue;
        }
        match found {
            None => found = Some((&s.mesh, mesh)),
            // Names differ but the meshes are the same: Shardy propagates.
            Some((r, m)) if *r == s.mesh || m == mesh => {}
            Some(_) => return None,
        }
    }
    found
}

/// For user-priority phase `phase`: dims with a larger priority become empty
/// and closed, their axes replicated so nobody else takes them.
fn restrict_to_priority(sharding: &TensorSharding, phase: i64) -> TensorSharding {
    let mut out = sharding.clone();
    for dim in &mut out.dims {
        if dim.priority.unwrap_or(0) > phase {
            out.replicated.append(&mut dim.axes);
            dim.is_open = false;
        }
    }
    out
}

/// Restores the dims of priority `phase` from the annotation into the current
/// sharding (taking their axes back out of the replicated set).
fn merge_restored(
    current: &TensorSharding,
    annotation: &TensorSharding,
    phase: i64,
) -> TensorSharding {
    let mut out = current.clone();
    for (d, dim) in annotation.dims.iter().enumerate() {
        if dim.priority == Some(phase) {
            out.replicated.retain(|a| !dim.axes.contains(a));
            if let Some(target) = out.dims.get_mut(d) {
                *target = dim.clone();
            }
        }
    }
    out
}

/// The origin chain of a slot, nearest first, ending at an annotation.
pub fn origin_chain(outcome: &Outcome, slot: Slot) -> Vec<(Slot, Origin)> {
    let mut chain = Vec::new();
    let mut current = slot;
    for _ in 0..256 {
        let Some(s) = outcome.shardings.get(&current) else {
            break;
        };
        chain.push((current, s.origin.clone()));
        match s.origin {
            Origin::Propagated { from, .. } if from != current => current = from,
            _ => break,
        }
    }
    chain
}

/// Helper for building nodes: the static shape of a value, if known.
pub fn static_shape(entry: &FunctionEntry, value: ValueId) -> Option<Vec<i64>> {
    entry.ir.values.get(value)?.ty.as_ref()?.static_shape()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::TextRange;

    fn meshes() -> HashMap<String, Mesh> {
        HashMap::from([("m".to_string(), Mesh::from_sizes(&[("a", 2), ("b", 2)]))])
    }

    /// A rule's cached fingerprint stays with the rule, not with a copy that
    /// may be changed, and plays no part in comparing or hashing rules.
    #[test]
    fn a_rule_copy_does_not_keep_the_fingerprint() {
        let rule = NodeRule::identity(&[4], 2, 1);
        assert_eq!(rule.print.get_or_init(|| 1), 1);
        let mut copy = rule.clone();
        assert_eq!(copy, rule);
        copy.factor_sizes[0] = 8;
        assert_eq!(copy.print.get_or_init(|| 2), 2);
        assert_eq!(rule.print.get_or_init(|| 3), 1);
        let print = |r: &NodeRule| Fingerprinter::default().start().add(r).finish();
        assert_eq!(print(&rule), print(&NodeRule::identity(&[4], 2, 1)));
    }

    /// The packed key orders slots as `Slot`'s `Ord` does; a field too large
    /// for it has none (and the outcome's slots are sorted as `Slot`s).
    #[test]
    fn slot_order_keys_order_as_slots_do() {
        let sizes = [0, 1, 2, 7, u32::MAX as usize];
        let mut slots = Vec::new();
        for &func in &sizes {
            for &x in &sizes {
                slots.push(Slot::Value { func, value: x });
                slots.push(Slot::FuncResult { func, index: x });
                for &index in &sizes[..3] {
                    for local in [false, true] {
                        slots.push(Slot::OpSite {
                            func,
                            op: x,
                            index,
                            local,
                        });
                    }
                }
            }
        }
        for a in &slots {
            for b in &slots {
                let (ka, kb) = (slot_order_key(a).unwrap(), slot_order_key(b).unwrap());
                assert_eq!(ka.cmp(&kb), a.cmp(b), "{a:?} against {b:?}");
            }
        }
        assert_eq!(
            slot_order_key(&Slot::Value {
                func: 0,
                value: u32::MAX as usize + 1
            }),
            None
        );
    }

    fn v(value: ValueId) -> Slot {
        Slot::Value { func: 0, value }
    }

    fn chain_node(a: Slot, b: Slot) -> Node {
        Node {
            slots: vec![a, b],
            rule: Arc::new(NodeRule::identity(&[8, 8], 2, 1)),
            kind: NodeKind::PassThrough,
            op: None,
            direction: Direction::Both,
            multi_use_operand: false,
            hidden_axes: Vec::new(),
            tensor_sizes: smallvec::smallvec![64, 64],
            fixed_print: None,
        }
    }

    #[test]
    fn directions_keys_are_distinct_and_in_range() {
        let kinds = [
            NodeKind::PassThrough,
            NodeKind::DataFlow,
            NodeKind::ForwardSlice,
            NodeKind::Broadcast,
            NodeKind::Other,
            NodeKind::ShardingGroup,
        ];
        let directions = [
            Direction::None,
            Direction::Forward,
            Direction::Backward,
            Direction::Both,
        ];
        let mut seen = std::collections::HashSet::new();
        for kind in kinds {
            for multi in [false, true] {
                for direction in directions {
                    for pass_through in [false, true] {
                        let key = directions_key(kind, multi, direction, pass_through);
                        assert!(key < DIRECTIONS_KEYS);
                        assert!(
                            seen.insert(key),
                            "{kind:?} {multi} {direction:?} {pass_through}"
                        );
                    }
                }
            }
        }
        assert_eq!(seen.len(), DIRECTIONS_KEYS);
    }

    #[test]
    fn value_ids_are_dense_and_in_slot_order() {
        let value = |func, value| Slot::Value { func, value };
        let result = Slot::FuncResult { func: 0, index: 0 };
        let nodes = [
            chain_node(value(2, 1), value(0, 3)),
            chain_node(value(0, 0), result),
            chain_node(value(40_000, 0), value(2, 0)),
        ];
        let ids = ValueIds::of(&nodes);
        // Function 0's values 0..=3, function 2's 0..=1, function 40000's 0
        // (nothing for the functions between); the result is not a value.
        assert_eq!((ids.total, ids.others), (7, 1));
        assert_eq!(ids.id(40_000, 0), Some(6));
        // Functions 0, 2 and 40000 are searched, not tabled.
        assert!(ids.by_function.is_empty());
        let near = ValueIds::of(&nodes[..2]);
        assert_eq!((near.by_function.len(), near.id(2, 1)), (3, Some(5)));
        assert_eq!((near.id(1, 0), near.id(3, 0)), (None, None));
        let slots: Vec<Slot> = ids.slots().collect();
        assert!(slots.windows(2).all(|w| w[0] < w[1]), "{slots:?}");
        for (id, slot) in slots.iter().enumerate() {
            let Slot::Value { func, value } = *slot else {
                panic!("{slot:?} is not a value");
            };
            assert_eq!(ids.id(func, value), Some(id));
        }
        // Values past the ones the nodes read are numbered apart.
        assert_eq!(ids.id(0, 4), None);
        assert_eq!(ids.id(1, 0), None);
        assert_eq!(ids.id(3, 0), None);
        // And the outcome still lists every slot in order.
        let meshes = meshes();
        let mut engine = Engine::new(&nodes, &meshes);
        let annotated = [value(3, 0), value(0, 9), value(2, 0), result];
        let ids: Vec<usize> = annotated.iter().map(|&s| engine.slot_id(s)).collect();
        let sharding = annotation(vec![DimSharding::open(vec![])]).sharding;
        for id in ids {
            engine.state[id] = Some(SlotSharding {
                sharding: sharding.clone(),
                origin: Origin::Annotation {
                    kind: AnnotationKind::OpResult,
                    at: engine.slots[id],
                },
            });
        }
        let total = engine.value_ids.total;
        let order = ids_in_slot_order(&engine.slots, total);
        let ordered: Vec<Slot> = order.iter().map(|&id| engine.slots[id]).collect();
        let mut expected = engine.slots.clone();
        expected.sort();
        assert_eq!(ordered, expected);
        let listed: Vec<Slot> = sorted_by_slot(engine.slots, engine.state, total)
            .iter()
            .map(|(slot, _)| *slot)
            .collect();
        let mut expected = annotated.to_vec();
        expected.sort();
        assert_eq!(listed, expected);
    }

    fn annotation(dims: Vec<DimSharding>) -> Annotation {
        Annotation {
            sharding: TensorSharding::new("m", dims).into(),
            kind: AnnotationKind::Input,
            range: TextRange::new(0, 1),
        }
    }

    #[test]
    fn shardings_flow_along_a_chain_with_origins() {
        let meshes = meshes();
        let nodes = vec![chain_node(v(0), v(1)), chain_node(v(1), v(2))];
        let annotations = BTreeMap::from([(
            v(0),
            annotation(vec![DimSharding::on(&["a"]), DimSharding::closed(vec![])]),
        )]);
        let outcome = Engine::new(&nodes, &meshes).run(&annotations);
        let last = &outcome.shardings[&v(2)];
        assert_eq!(last.sharding.dims[0].axes, vec![AxisRef::full("a")]);
        assert!(last.sharding.dims[0].is_open);
        let chain = origin_chain(&outcome, v(2));
        assert_eq!(chain.len(), 3);
        assert!(matches!(
            chain[2].1,
            Origin::Annotation {
                kind: AnnotationKind::Input,
                ..
            }
        ));
        // The two steps made the same sharding: it is held once.
        let middle = &outcome.shardings[&v(1)];
        assert_eq!(middle.sharding, last.sharding);
        assert!(Arc::ptr_eq(&middle.sharding, &last.sharding));
    }

    #[test]
    fn a_backward_barrier_stops_forward_flow() {
        let meshes = meshes();
        let mut barrier = chain_node(v(0), v(1));
        barrier.direction = Direction::Backward;
        let annotations = BTreeMap::from([(
            v(0),
            annotation(vec![DimSharding::on(&["a"]), DimSharding::closed(vec![])]),
        )]);
        let outcome = Engine::new(&[barrier], &meshes).run(&annotations);
        assert!(!outcome.shardings.contains_key(&v(1)));
    }

    #[test]
    fn user_priorities_let_p0_win_then_p1_fill_in() {
        // %0 says dim0 "a" at p1; %2 says dim0 "b" at p0. Both flow to %1; p0 first.
        let meshes = meshes();
        let nodes = vec![chain_node(v(0), v(1)), chain_node(v(1), v(2))];
        let annotations = BTreeMap::from([
            (
                v(0),
                annotation(vec![
                    DimSharding::open(vec![AxisRef::full("a")]).with_priority(1),
                    DimSharding::open(vec![]),
                ]),
            ),
            (
                v(2),
                annotation(vec![
                    DimSharding::open(vec![AxisRef::full("b")]).with_priority(0),
                    DimSharding::open(vec![]),
                ]),
            ),
        ]);
        let outcome = Engine::new(&nodes, &meshes).run(&annotations);
        assert_eq!(
            outcome.shardings[&v(1)].sharding.dims[0].axes[0],
            AxisRef::full("b")
        );
    }

    /// A function result's sharding reaches the returned value before the
    /// op producing it is propagated (Shardy's `propagateFuncResults`), so
    /// it wins the conflict with the op's operands (checked against jaxlib).
    #[test]
    fn function_results_are_linked_before_ops_propagate() {
        let text = "sdy.mesh @mesh = <[\"a\"=4, \"b\"=2, \"c\"=4]>\n\
            func.func @main(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{\"a\"}]>}, %arg1: tensor<8xf32>)\n\
                -> (tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{\"c\"}]>}) {\n\
              %v1 = sdy.sharding_constraint %arg0 <@mesh, [{\"a\"}]> : tensor<8xf32>\n\
              %v2 = stablehlo.maximum %v1, %arg1 : tensor<8xf32>\n\
              return %v2 : tensor<8xf32>\n\
            }\n";
        let analysis = crate::pipeline::analyze(text);
        let max = analysis.chunks[0]
            .propagation
            .sharding(v(3))
            .expect("the maximum is sharded");
        assert_eq!(max.dims[0].axes, vec![AxisRef::full("c")]);
    }

    /// A free axis found inside a manual computation's body reaches its
    /// out sharding, minor to the manual axes (the body-side view has the
    /// yielded value's local shape, not the op's global result type).
    #[test]
    fn free_axes_leave_a_manual_computation_body() {
        let text = "sdy.mesh @mesh = <[\"a\"=2, \"b\"=2]>\n\
            func.func @f(%arg0: tensor<32x32xf32>) -> tensor<32x32xf32> {\n\
              %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{\"b\", ?}, {?}]>] out_shardings=[<@mesh, [{\"b\", ?}, {?}]>] manual_axes={\"b\"} (%arg1: tensor<16x32xf32>) {\n\
                %2 = stablehlo.add %arg1, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{\"a\", ?}, {?}]>]>} : tensor<16x32xf32>\n\
                sdy.return %2 : tensor<16x32xf32>\n\
              } : (tensor<32x32xf32>) -> tensor<32x32xf32>\n\
              return %0 : tensor<32x32xf32>\n\
            }\n";
        let analysis = crate::pipeline::analyze(text);
        let result = analysis.chunks[0]
            .propagation
            .sharding(Slot::FuncResult { func: 0, index: 0 })
            .expect("the result is sharded");
        assert_eq!(
            result.dims[0].axes,
            vec![AxisRef::full("b"), AxisRef::full("a")]
        );
    }

    /// Manual axes a computation's in/out shardings list as replicated stay
    /// there when free axes propagate through them.
    #[test]
    fn replicated_manual_axes_survive_propagation() {
        let text = "sdy.mesh @mesh = <[\"a\"=2, \"b\"=2, \"c\"=2]>\n\
            func.func @f(%arg0: tensor<32x32xf32>) -> tensor<32x32xf32> {\n\
              %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{\"b\", ?}, {?}], replicated={\"c\"}>] out_shardings=[<@mesh, [{\"b\", ?}, {?}], replicated={\"c\"}>] manual_axes={\"b\", \"c\"} (%arg1: tensor<16x32xf32>) {\n\
                %2 = stablehlo.add %arg1, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{\"a\", ?}, {?}]>]>} : tensor<16x32xf32>\n\
                sdy.return %2 : tensor<16x32xf32>\n\
              } : (tensor<32x32xf32>) -> tensor<32x32xf32>\n\
              return %0 : tensor<32x32xf32>\n\
            }\n";
        let analysis = crate::pipeline::analyze(text);
        for index in [0, 1] {
            let site = analysis.chunks[0]
                .propagation
                .sharding(Slot::OpSite {
                    func: 0,
                    op: 0,
                    index,
                    local: false,
                })
                .expect("the site is sharded");
            assert_eq!(
                site.dims[0].axes,
                vec![AxisRef::full("b"), AxisRef::full("a")]
            );
            assert_eq!(site.replicated, vec![AxisRef::full("c")]);
        }
    }

    /// `group_id = 0` (as Shardy prints it, with spaces) joins a group.
    #[test]
    fn sharding_groups_written_with_spaces_join() {
        let text = "sdy.mesh @mesh = <[\"a\"=2, \"b\"=2]>\n\
            func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{\"b\", ?}, {?}]>}) -> tensor<8x8xf32> {\n\
              %0 = stablehlo.tanh %arg0 : tensor<8x8xf32>\n\
              sdy.sharding_group %0 group_id = 0 : tensor<8x8xf32>\n\
              return %0 : tensor<8x8xf32>\n\
            }\n\
            func.func private @g(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {\n\
              %1 = stablehlo.add %arg0, %arg0 : tensor<8x8xf32>\n\
              sdy.sharding_group %1 group_id = 0 : tensor<8x8xf32>\n\
              return %1 : tensor<8x8xf32>\n\
            }\n";
        let analysis = crate::pipeline::analyze(text);
        let add = analysis.chunks[0]
            .propagation
            .sharding(Slot::Value { func: 1, value: 1 })
            .expect("the add is sharded through the group");
        assert_eq!(add.dims[0].axes, vec![AxisRef::full("b")]);
    }

    /// A group member that gets a sharding hands it to every member at once,
    /// overwriting what the others had: with `p0` on `%arg0`, `%0`'s sharding
    /// reaches `%1` before `%arg1`'s `p1` dims can, so `%1` keeps `%0`'s.
    #[test]
    fn a_group_member_sharded_first_shards_every_member() {
        let text = "sdy.mesh @mesh = <[\"a\"=2, \"b\"=2, \"c\"=2]>\n\
            func.func @f(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{\"a\", ?}p0, {\"c\", ?}]>},\n\
                         %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{\"c\", \"a\", ?}p1, {\"b\", ?}]>}) -> tensor<8x8xf32> {\n\
              %0 = stablehlo.add %arg0, %arg0 : tensor<8x8xf32>\n\
              %1 = stablehlo.add %arg1, %arg1 : tensor<8x8xf32>\n\
              sdy.sharding_group %0 group_id = 0 : tensor<8x8xf32>\n\
              sdy.sharding_group %1 group_id = 0 : tensor<8x8xf32>\n\
              return %1 : tensor<8x8xf32>\n\
            }\n";
        let analysis = crate::pipeline::analyze(text);
        let propagation = &analysis.chunks[0].propagation;
        let of = |value| {
            propagation
                .sharding(Slot::Value { func: 0, value })
                .expect("sharded")
                .dims
                .iter()
                .map(|d| d.axes.clone())
                .collect::<Vec<_>>()
        };
        let expected = vec![vec![AxisRef::full("a")], vec![AxisRef::full("c")]];
        // Values: %arg0, %arg1, %0, %1.
        assert_eq!(of(2), expected);
        assert_eq!(of(3), expected);
    }

    /// The worklist is MLIR's greedy driver's: after the constraint shards
    /// `%arg0`, the tanh reading it is handled next, before the subtract
    /// below it, which then meets `[{}, {"c"}]` and `[{"c"}, {"b"}]` and
    /// keeps only `[{"c"}, {}]` (what jaxlib's Shardy answers).
    #[test]
    fn ops_reading_a_changed_value_are_handled_next() {
        let text = "sdy.mesh @mesh = <[\"a\"=2, \"b\"=2, \"c\"=2]>\n\
            func.func @main(%arg0: tensor<4x2xf32>, %arg1: tensor<4x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{\"c\"}, {\"b\"}]>}) -> (tensor<4x2xf32>, tensor<4x2xf32>, tensor<4x2xf32>) {\n\
              %v1 = stablehlo.tanh %arg0 : tensor<4x2xf32>\n\
              %v2 = sdy.sharding_constraint %arg0 <@mesh, [{}, {\"c\", ?}]> : tensor<4x2xf32>\n\
              %v3 = stablehlo.negate %arg1 : tensor<4x2xf32>\n\
              %v4 = stablehlo.subtract %v1, %arg1 : tensor<4x2xf32>\n\
              return %v4, %v3, %v2 : tensor<4x2xf32>, tensor<4x2xf32>, tensor<4x2xf32>\n\
            }\n";
        let analysis = crate::pipeline::analyze(text);
        let axes = |value| {
            let s = analysis.chunks[0].propagation.sharding(v(value)).unwrap();
            s.dims.iter().map(|d| d.axes.clone()).collect::<Vec<_>>()
        };
        let c = AxisRef::full("c");
        assert_eq!(axes(2), vec![vec![], vec![c.clone()]]);
        assert_eq!(axes(5), vec![vec![c], vec![]]);
    }

    /// A sharding on an empty mesh takes the real one when propagation
    /// shards it (Shardy's `does_propagate_to_empty_mesh`).
    #[test]
    fn empty_mesh_shardings_take_the_real_mesh() {
        let text = "sdy.mesh @empty_mesh = <[]>\n\
            sdy.mesh @m = <[\"a\"=2, \"b\"=2]>\n\
            func.func @f(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{\"a\"}, {\"b\"}]>}, %arg1: tensor<8x8xf32>) -> tensor<8x8xf32> {\n\
              %0 = stablehlo.add %arg0, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@empty_mesh, [{?}, {?}]>]>} : tensor<8x8xf32>\n\
              return %0 : tensor<8x8xf32>\n\
            }\n";
        let analysis = crate::pipeline::analyze(text);
        let add = analysis.chunks[0].propagation.sharding(v(2)).unwrap();
        assert_eq!(add.mesh, MeshRef::Symbol("m".into()));
        assert_eq!(add.dims[0].axes, vec![AxisRef::full("a")]);
    }

    /// Two names for the same mesh do not stop propagation.
    #[test]
    fn same_mesh_under_two_names_propagates() {
        let text = "sdy.mesh @m = <[\"a\"=3]>\n\
            sdy.mesh @other = <[\"a\"=3]>\n\
            func.func @f(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{\"a\"}, {?}]>}, %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@other, [{\"a\"}, {?}]>}) -> tensor<8x8xf32> {\n\
              %0 = stablehlo.add %arg0, %arg1 : tensor<8x8xf32>\n\
              return %0 : tensor<8x8xf32>\n\
            }\n";
        let analysis = crate::pipeline::analyze(text);
        let add = analysis.chunks[0].propagation.sharding(v(2)).unwrap();
        assert_eq!(add.mesh, MeshRef::Symbol("m".into()));
        assert_eq!(add.dims[0].axes, vec![AxisRef::full("a")]);
    }

    #[test]
    fn a_guarded_slot_gains_no_new_manual_axis() {
        let dim =
            |axes: &[&str]| DimSharding::closed(axes.iter().map(|a| AxisRef::full(*a)).collect());
        let before = TensorSharding::new("m", vec![dim(&["b"]), dim(&[])]);
        let proposed = TensorSharding::new("m", vec![dim(&["b", "a"]), dim(&["a", "b"])]);
        let kept = without_new_axes(proposed, Some(&before), &["b".to_string()]);
        // "b" was there in dim 0 and stays; in dim 1 it is new and cut.
        assert_eq!(kept.dims[0], dim(&["b", "a"]));
        assert_eq!(kept.dims[1], dim(&["a"]));
        let fresh = TensorSharding::new("m", vec![dim(&["b"]), dim(&["a"])]);
        let kept = without_new_axes(fresh, None, &["b".to_string()]);
        assert_eq!(kept.dims[0], dim(&[]));
        assert_eq!(kept.dims[1], dim(&["a"]));
    }
}
