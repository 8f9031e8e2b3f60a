//! Sharding propagation for the MLIR mesh family: LLVM's
//! `sharding-propagation` pass for `shard.grid` / `mesh.mesh` files, and the
//! annotation completion of the 2023 proposal (`mesh.cluster`,
//! `mesh.annotate`), which the first upstream version implemented.
//!
//! The pass visits the ops of each function body in the order of its
//! `traversal` option (`Traversal`; by default backward, then forward). For each op it reads the `shard.shard` ops
//! around it, picks a sharding option (one set of grid axes per loop) that
//! needs the least resharding of annotations meant for this op, and inserts
//! `shard.shard` ops for every operand and result. Later ops read what
//! earlier visits inserted, so the rewritten function is simulated exactly
//! (`sim`) and read out at the end:
//!
//! * `Slot::Value` of an op result: the sharding the op produces it with
//!   (its result annotation),
//! * `Slot::OpSite { index: i, local: false }` of an op: how the op reads
//!   operand `i` (its `annotate_for_users` annotation),
//! * `Slot::FuncResult`: what the function returns, and a function argument:
//!   how its first user reads it.
//!
//! Eras differ in details (`Semantics`): the mesh era and the proposal mark
//! results of sharded reductions `partial`, and the proposal completes ops
//! that have no sharding rule as replicated.

mod interface;
mod plan_memo;
pub mod print;
mod sharding;
mod sim;
mod slot_table;

pub use interface::Semantics;
pub use plan_memo::PlanMemo;
pub use sharding::GridSharding;
use sharding::{ModelKey, ShardingTable, SharedSharding};

use super::component::{self, ComponentResult};
use super::engine::{
    Node, NodeConflict, NodeKind, NodeRule, Origin, Outcome, SlotSharding, TensorSizes,
};
use super::factor::Direction;
use super::graph::{saturating_product, slot_shape, BarrierOp};
use super::node_rule;
use crate::annotations::{ChunkAnnotations, Slot};
use crate::ir::{
    Attribute, Chunk, Function, FunctionEntry, OpId, ShardingRole, Type, ValueDef, ValueId,
};
use crate::rules::{self, AliasTable, NoRuleKind, RuleEnv, RuleLookup};
use crate::sharding::mesh_family as family;
use crate::sharding::model::{AxisRef, Notation, ReductionKind, TensorSharding};
use crate::text::TextRange;
use interface::{sharding_annotations, sharding_option, OpInterface, OptionError, ShardingOption};
use plan_memo::Planned;
use sim::{Def, OpKind, ShardOp, ShardOrigin, Sim, Strength};
use slot_table::SlotTable;
use std::collections::{BTreeMap, HashMap};
use std::sync::Arc;

/// The pass's `traversal` option (`TraversalOrder` in LLVM's
/// `ShardingPropagation.cpp`): which sweeps over a function's ops it makes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Traversal {
    Forward,
    Backward,
    ForwardBackward,
    /// The pass's default.
    #[default]
    BackwardForward,
}

impl Traversal {
    pub const ALL: [Traversal; 4] = [
        Traversal::Forward,
        Traversal::Backward,
        Traversal::ForwardBackward,
        Traversal::BackwardForward,
    ];

    /// The option's spelling in a pass pipeline (`traversal=forward`).
    pub fn name(self) -> &'static str {
        match self {
            Traversal::Forward => "forward",
            Traversal::Backward => "backward",
            Traversal::ForwardBackward => "forward-backward",
            Traversal::BackwardForward => "backward-forward",
        }
    }

    pub fn named(name: &str) -> Option<Self> {
        Traversal::ALL.into_iter().find(|t| t.name() == name)
    }

    /// The sweeps in order, `true` for backward (the pass's steps 1-3).
    fn sweeps(self) -> &'static [bool] {
        match self {
            Traversal::Forward => &[false],
            Traversal::Backward => &[true],
            Traversal::ForwardBackward => &[false, true],
            Traversal::BackwardForward => &[true, false],
        }
    }
}

/// The room the sim of a function is made with, per op or value of it.
const SIM_GROWTH: usize = 4;

/// Cap on the annotation combinations tried for one op (MLIR tries all
/// 2^n; an op with many hinted operands must not hang the server).
const MAX_COMBINATIONS: usize = 4096;

impl Semantics {
    /// The semantics of a chunk written in `notation`, if it is a mesh-family one.
    pub fn of(notation: Option<Notation>) -> Option<Self> {
        match notation? {
            Notation::ShardDialect => Some(Semantics {
                partial: false,
                operand_flag_assigns: true,
                replicate_unruled: false,
            }),
            Notation::MeshDialect => Some(Semantics {
                partial: true,
                operand_flag_assigns: false,
                replicate_unruled: false,
            }),
            Notation::MeshProposal => Some(Semantics {
                partial: true,
                operand_flag_assigns: false,
                replicate_unruled: true,
            }),
            Notation::Sdy | Notation::Gspmd => None,
        }
    }
}

/// Propagates function `fi` of a mesh-family chunk. MLIR's pass runs on
/// each function on its own, so a function's result depends only on it, its
/// annotations and the chunk's grids: it is reused after edits elsewhere.
/// `previous` holds the plans of the function's previous run (`plan_memo`).
#[allow(clippy::too_many_arguments)]
pub fn propagate_function(
    chunk: &Chunk,
    fi: usize,
    annotations: &ChunkAnnotations,
    text: &str,
    aliases: &AliasTable,
    semantics: Semantics,
    traversal: Traversal,
    previous: Option<&PlanMemo>,
) -> ComponentResult {
    let own = component::annotations_of(annotations, &[fi]);
    let mut out = Propagation::new(fi, &chunk.functions[fi].ir);
    for (slot, a) in &own {
        let origin = Origin::Annotation {
            kind: a.kind,
            at: *slot,
        };
        out.shardings.insert(
            *slot,
            SlotSharding {
                sharding: a.sharding.clone(),
                origin,
            },
        );
    }
    let mut plans = PlanMemo::default();
    if let Some(mut pass) = FunctionPass::new(chunk, fi, annotations, text, semantics) {
        let env = RuleEnv::new(text, aliases);
        let f = &chunk.functions[fi].ir;
        // Kept for the next run of a large function only, like `rule_memo`.
        let remember = f.ops.len() >= crate::propagation::memo::MEMO_FROM_NODES;
        let known = match previous.filter(|_| remember) {
            Some(memo) => memo.reusable(f),
            None => vec![None; f.ops.len()],
        };
        let (planned, reused) = pass.plan(&env.for_entry(&chunk.functions[fi]), &mut out, known);
        if remember {
            plans = PlanMemo::new(f.clone(), planned, reused);
        }
        pass.run(traversal, &mut out);
        pass.read_out(&mut out);
    }
    ComponentResult::new(
        chunk,
        annotations,
        vec![fi],
        out.nodes,
        out.barriers,
        Outcome {
            shardings: out.shardings.into_shardings(),
            conflicts: out.conflicts.into_values().collect(),
            ..Outcome::default()
        },
        Default::default(),
    )
    .with_plans(plans)
}

/// Function `fi` of a `shard` chunk as mlir-opt prints it after
/// `sharding-propagation{traversal=…}` (and `cse` when `cse`): `None` when
/// the pass leaves it alone (declarations, bodies of several blocks).
#[allow(clippy::too_many_arguments)]
pub fn pass_output(
    chunk: &Chunk,
    fi: usize,
    annotations: &ChunkAnnotations,
    text: &str,
    aliases: &AliasTable,
    semantics: Semantics,
    traversal: Traversal,
    cse: bool,
) -> Option<String> {
    let mut pass = FunctionPass::new(chunk, fi, annotations, text, semantics)?;
    let mut out = Propagation::new(fi, &chunk.functions[fi].ir);
    let env = RuleEnv::new(text, aliases);
    let known = vec![None; chunk.functions[fi].ir.ops.len()];
    pass.plan(&env.for_entry(&chunk.functions[fi]), &mut out, known);
    pass.run(traversal, &mut out);
    Some(print::function(pass.entry, &pass.sim, text, cse))
}

struct Propagation {
    shardings: SlotTable,
    nodes: Vec<Node>,
    barriers: Vec<BarrierOp>,
    conflicts: BTreeMap<(usize, usize), NodeConflict>,
}

impl Propagation {
    fn new(fi: usize, f: &Function) -> Self {
        Propagation {
            shardings: SlotTable::new(fi, f),
            nodes: Vec::new(),
            barriers: Vec::new(),
            conflicts: BTreeMap::new(),
        }
    }
}

/// What visiting an op does.
enum Visit {
    /// An op with a sharding interface (shared with the plan memo).
    Interface(Arc<OpInterface>),
    /// The proposal's ops without one: they run replicated.
    Replicate { grid: String },
}

/// How an op's annotation search ended (MLIR's `ReshardingRquirementKind`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Requirement {
    /// Every annotation around the op already agrees.
    None,
    /// Only annotations written for other ops get resharded.
    OthersOnly,
    /// An annotation written for this op gets resharded.
    Own,
}

struct FunctionPass<'a> {
    chunk: &'a Chunk,
    fi: usize,
    entry: &'a FunctionEntry,
    annotations: &'a ChunkAnnotations,
    semantics: Semantics,
    sim: Sim,
    /// The top-level ops in order, the terminator last.
    block: Vec<OpId>,
    /// The ops to visit, in block order, with their node.
    visits: Vec<(OpId, Visit, usize)>,
    /// The proposal's written sharding options (grid axes per loop), by op.
    options: HashMap<OpId, Vec<Vec<i64>>>,
    /// Every sharding of the run, held once.
    table: ShardingTable,
    /// The decisions of this run's visits, by what they read
    /// (`decision_key`): the layers of a model repeat the same few.
    decisions: rustc_hash::FxHashMap<Vec<u64>, Arc<Decision>>,
}

/// What visiting an op decided (`FunctionPass::decide`).
struct Decision {
    /// The option chosen, and the sharding it wants for each operand then
    /// result.
    best: Option<(ShardingOption, Vec<Option<SharedSharding>>)>,
    /// The conflict of the first option tried, reported at the op.
    conflict: Option<interface::Conflict>,
}

impl<'a> FunctionPass<'a> {
    /// `None` for declarations and bodies with more than one block (the
    /// pass only handles one).
    fn new(
        chunk: &'a Chunk,
        fi: usize,
        annotations: &'a ChunkAnnotations,
        text: &str,
        semantics: Semantics,
    ) -> Option<Self> {
        let entry = &chunk.functions[fi];
        let f = &entry.ir;
        let body = &f.regions[f.body?];
        let [block] = body.blocks.as_slice() else {
            return None;
        };
        // The pass inserts two or three ops per tensor it annotates: a
        // generated `shard` function ends with 3.6 times its ops. Growing
        // the sim's vectors as it goes copied them over and over; pages of
        // the room not used are never touched.
        let mut sim = Sim::with_capacity(SIM_GROWTH * f.ops.len().max(f.values.len()));
        let mut table = ShardingTable::default();
        for _ in &f.values {
            sim.add_value(Def::Argument);
        }
        // Ops in textual order, so that use lists come out as MLIR's parser
        // builds them.
        for (op_id, op) in f.ops.iter().enumerate() {
            let mut operands: sim::Operands = op
                .operands
                .iter()
                .map(|o| o.value.unwrap_or_else(|| sim.add_value(Def::Argument)))
                .collect();
            let results = op.results.iter().copied().collect();
            match written_shard(entry, fi, op_id, annotations, text, &mut table) {
                Some(shard) => {
                    // The sharding operand of `shard.shard` is not a tensor use.
                    let sharding = operands.get(1).copied();
                    operands.truncate(1);
                    let id = sim.add_shard_op(shard, operands, results);
                    sim.ops[id].sharding = sharding;
                }
                None => {
                    sim.add_op(OpKind::Ir, operands, results);
                }
            }
        }
        sim.set_block(&block.ops);
        // Tensor encodings (the proposal's distributed types) say what a
        // value is, as a written result annotation right after its
        // definition does; a function result's says how `return` reads it.
        for (value, v) in f.values.iter().enumerate() {
            let slot = Slot::Value { func: fi, value };
            let shard = encoding_shard(annotations, text, slot, v.ty.as_ref(), false, &mut table);
            if let Some(shard) = shard {
                sim.annotate_value(value, shard);
            }
        }
        if let Some(&terminator) = block.ops.last() {
            for (index, result) in f.results.iter().enumerate() {
                let slot = Slot::FuncResult { func: fi, index };
                let shard =
                    encoding_shard(annotations, text, slot, Some(&result.ty), true, &mut table);
                if let Some(shard) = shard.filter(|_| index < sim.ops[terminator].operands.len()) {
                    sim.annotate_operand(terminator, index, shard);
                }
            }
        }
        // The proposal's `sharding = [[…]]` option on a compute op.
        let options = f
            .ops
            .iter()
            .enumerate()
            .filter(|(_, op)| semantics.replicate_unruled && op.name != "mesh.annotate")
            .filter_map(|(op_id, op)| {
                let attr = op.attributes.entry("sharding")?;
                let written = text.get(entry.abs(attr.range).start..entry.abs(attr.range).end)?;
                let (_, list) = written.split_once('=')?;
                let parsed = family::parse_split_axes(list.trim()).ok()?;
                Some((op_id, parsed.sharding.split_axes))
            })
            .collect();
        Some(FunctionPass {
            chunk,
            fi,
            entry,
            annotations,
            semantics,
            sim,
            block: block.ops.clone(),
            visits: Vec::new(),
            options,
            table,
            decisions: Default::default(),
        })
    }

    fn f(&self) -> &'a Function {
        &self.entry.ir
    }

    fn value_slot(&self, value: ValueId) -> Slot {
        Slot::Value {
            func: self.fi,
            value,
        }
    }

    /// How op `op` reads operand `index`.
    fn operand_site(&self, op: OpId, index: usize) -> Slot {
        Slot::OpSite {
            func: self.fi,
            op,
            index,
            local: false,
        }
    }

    /// Decides what visiting each top-level op does, and makes its node.
    /// `known` are the plans taken over from the run before, by op; returns
    /// the plans of this run, by op, and how many were taken over.
    fn plan(
        &mut self,
        env: &RuleEnv,
        out: &mut Propagation,
        known: Vec<Option<Arc<Planned>>>,
    ) -> (Vec<Option<Arc<Planned>>>, usize) {
        let f = self.f();
        let terminator = self.block.last().copied();
        let mut plans = known;
        plans.resize(f.ops.len(), None);
        let mut reused = 0;
        // A node and a visit per top-level op, at most.
        out.nodes.reserve(self.block.len());
        self.visits.reserve(self.block.len());
        // Equal interfaces made in this run are one `Arc`: a visit's
        // decision is memoized under its interface's address.
        let mut interfaces: rustc_hash::FxHashSet<Arc<OpInterface>> = Default::default();
        let mut share = |iface: OpInterface| match interfaces.get(&iface) {
            Some(shared) => shared.clone(),
            None => {
                let shared = Arc::new(iface);
                interfaces.insert(shared.clone());
                shared
            }
        };
        for &op_id in &self.block {
            let op = &f.ops[op_id];
            if Some(op_id) == terminator || self.sim.shard(op_id).is_some() {
                continue;
            }
            let Some(operand_values) = op
                .operands
                .iter()
                .map(|o| o.value)
                .collect::<Option<Vec<ValueId>>>()
            else {
                continue;
            };
            if let Some(planned) = &plans[op_id] {
                reused += 1;
                let visit = Visit::Interface(planned.iface.clone());
                let node = self.node_with_sizes(
                    op_id,
                    &operand_values,
                    planned.rule.clone(),
                    planned.tensor_sizes.clone(),
                );
                out.nodes.push(node);
                self.visits.push((op_id, visit, out.nodes.len() - 1));
                continue;
            }
            let tensor: Vec<bool> = operand_values
                .iter()
                .chain(&op.results)
                .map(|&v| ranked(f.values[v].ty.as_ref()))
                .collect();
            let (visit, rule) = match rules::rule_for(op, f, env) {
                RuleLookup::Rule(rule)
                    if rule.operands.len() == op.operands.len()
                        && rule.results.len() == op.results.len() =>
                {
                    let planned = Arc::new(Planned {
                        iface: share(OpInterface::from_rule(
                            &rule,
                            tensor.clone(),
                            reduction_kind(f, op_id),
                        )),
                        rule: Arc::new(node_rule(&rule)),
                        tensor_sizes: self.tensor_sizes(op_id, &operand_values),
                    });
                    plans[op_id] = Some(planned.clone());
                    (
                        Some(Visit::Interface(planned.iface.clone())),
                        Some(planned.rule.clone()),
                    )
                }
                RuleLookup::NoRule { .. } if op.name == "arith.constant" && tensor == [true] => {
                    let shape = slot_shape(self.chunk, self.value_slot(op.results[0]));
                    let rank = f.values[op.results[0]].ty.as_ref().and_then(Type::rank);
                    let rule = shape.map(|s| Arc::new(NodeRule::identity(&s, 1, 0)));
                    (
                        rank.map(|r| Visit::Interface(share(OpInterface::constant(r)))),
                        rule,
                    )
                }
                lookup => {
                    if let RuleLookup::NoRule {
                        kind: NoRuleKind::Unknown,
                        reason,
                    } = &lookup
                    {
                        out.barriers.push(BarrierOp {
                            func: self.fi,
                            op: op_id,
                            reason: reason.as_str().into(),
                        });
                    }
                    let replicate = self.semantics.replicate_unruled && tensor.contains(&true);
                    let visit = replicate
                        .then(|| self.default_grid())
                        .flatten()
                        .map(|grid| Visit::Replicate { grid });
                    (visit, None)
                }
            };
            let Some(visit) = visit else { continue };
            let rule = rule.unwrap_or_else(|| {
                Arc::new(NodeRule {
                    factor_sizes: Vec::new(),
                    pass_through: Vec::new(),
                    blocked: Vec::new(),
                    mappings: vec![Vec::new(); operand_values.len() + op.results.len()],
                    num_operands: op.operands.len(),
                    print: Default::default(),
                })
            });
            let node = self.node(op_id, &operand_values, rule);
            out.nodes.push(node);
            self.visits.push((op_id, visit, out.nodes.len() - 1));
        }
        (plans, reused)
    }

    /// The node of op `op_id`, whose operands are `operand_values`.
    fn node(&self, op_id: OpId, operand_values: &[ValueId], rule: Arc<NodeRule>) -> Node {
        let sizes = self.tensor_sizes(op_id, operand_values);
        self.node_with_sizes(op_id, operand_values, rule, sizes)
    }

    /// The global element count of each operand then result of op `op_id`.
    fn tensor_sizes(&self, op_id: OpId, operand_values: &[ValueId]) -> TensorSizes {
        operand_values
            .iter()
            .chain(&self.f().ops[op_id].results)
            .map(|&v| {
                let shape = slot_shape(self.chunk, self.value_slot(v));
                shape.map_or(0, |d| saturating_product(&d))
            })
            .collect()
    }

    /// `node`, with the tensor sizes known (a plan taken over keeps them).
    fn node_with_sizes(
        &self,
        op_id: OpId,
        operand_values: &[ValueId],
        rule: Arc<NodeRule>,
        tensor_sizes: TensorSizes,
    ) -> Node {
        let slots: Vec<Slot> = operand_values
            .iter()
            .chain(&self.f().ops[op_id].results)
            .map(|&v| self.value_slot(v))
            .collect();
        Node {
            slots,
            rule,
            kind: NodeKind::Other,
            op: Some((self.fi, op_id)),
            direction: Direction::Both,
            multi_use_operand: false,
            hidden_axes: Vec::new(),
            tensor_sizes,
            fixed_print: None,
        }
    }

    /// The proposal's grid for ops that name none: the function's
    /// `mesh_cluster`, else the chunk's only mesh.
    fn default_grid(&self) -> Option<String> {
        if let Some(name) = self
            .f()
            .attributes
            .get("mesh_cluster")
            .and_then(Attribute::as_symbol)
        {
            return Some(name.to_string());
        }
        let mut names = self.annotations.meshes.keys();
        match (names.next(), names.next()) {
            (Some(only), None) => Some(only.clone()),
            _ => None,
        }
    }

    /// Visits the ops in each sweep of `traversal`.
    fn run(&mut self, traversal: Traversal, out: &mut Propagation) {
        let visits = std::mem::take(&mut self.visits);
        for &backward in traversal.sweeps() {
            let order: Box<dyn Iterator<Item = &(OpId, Visit, usize)>> = if backward {
                Box::new(visits.iter().rev())
            } else {
                Box::new(visits.iter())
            };
            for (op_id, visit, node) in order {
                match visit {
                    Visit::Interface(iface) => self.visit(*op_id, iface, *node, out),
                    Visit::Replicate { grid } => self.replicate(*op_id, grid, *node),
                }
            }
        }
        self.visits = visits;
    }

    /// The annotations of an op's operands then results, split into the ones
    /// written for it (must) and the others (hints).
    fn current_annotations(&self, op_id: OpId, iface: &OpInterface) -> Annotations {
        let mut out = Annotations {
            must: vec![None; iface.maps.len()],
            hints: vec![None; iface.maps.len()],
        };
        for (t, (strength, shard)) in self.annotated_tensors(op_id, iface) {
            match strength {
                Strength::Must => out.must[t] = Some(shard.sharding.clone()),
                Strength::Allowed => out.hints[t] = Some(shard.sharding.clone()),
            }
        }
        out
    }

    /// The slot that names each operand then result of op `op_id` in
    /// messages and origins: its value, but a result's annotation is named
    /// after whom it is for (the annotation its user wrote, or how its user
    /// reads it).
    fn tensor_names(&self, op_id: OpId, iface: &OpInterface) -> Vec<Option<Slot>> {
        let operands = self.sim.ops[op_id].operands.len();
        let mut names: Vec<Option<Slot>> = (0..iface.maps.len())
            .map(|t| self.tensor_value(op_id, t).map(|v| self.value_slot(v)))
            .collect();
        for (t, (_, shard)) in self.annotated_tensors(op_id, iface) {
            if t >= operands {
                names[t] = Some(match shard.origin {
                    ShardOrigin::Written { slot } => slot,
                    ShardOrigin::Inserted { site, .. } => site,
                });
            }
        }
        names
    }

    /// The tensors of op `op_id` (operands, then results) that the op's
    /// interface takes as tensors and that have an annotation, with it
    /// (MLIR's `getSharding` of each operand and result).
    fn annotated_tensors<'s>(
        &'s self,
        op_id: OpId,
        iface: &'s OpInterface,
    ) -> impl Iterator<Item = (usize, (Strength, &'s ShardOp))> + 's {
        let op = &self.sim.ops[op_id];
        op.operands
            .iter()
            .map(|&v| self.sim.operand_annotation(v))
            .chain(op.results.iter().map(|&v| self.sim.result_annotation(v)))
            .enumerate()
            .filter(|(t, _)| iface.tensor.get(*t).copied().unwrap_or(false))
            .filter_map(|(t, annotation)| {
                let (strength, op) = annotation?;
                Some((t, (strength, self.sim.shard(op)?)))
            })
    }

    /// `getReshardingRquirementKind`: what adopting `wanted` would reshard.
    fn requirement(&self, op_id: OpId, wanted: &[Option<SharedSharding>]) -> Requirement {
        let op = &self.sim.ops[op_id];
        let mut found = Requirement::None;
        let mut check = |shard: &ShardOp, wanted: Option<&SharedSharding>, own: bool| {
            if wanted != Some(&shard.sharding) {
                if own {
                    return true;
                }
                found = Requirement::OthersOnly;
            }
            false
        };
        for (t, &v) in op.operands.iter().enumerate() {
            let Some(shard) = self.sim.defining_shard(v).and_then(|s| self.sim.shard(s)) else {
                continue;
            };
            if check(
                shard,
                wanted.get(t).and_then(Option::as_ref),
                shard.for_users,
            ) {
                return Requirement::Own;
            }
        }
        let n = op.operands.len();
        for (r, &v) in op.results.iter().enumerate() {
            for user in self.sim.shard_users(v) {
                let Some(shard) = self.sim.shard(user) else {
                    continue;
                };
                if check(
                    shard,
                    wanted.get(n + r).and_then(Option::as_ref),
                    !shard.for_users,
                ) {
                    return Requirement::Own;
                }
            }
        }
        found
    }

    /// `visitOp`: choose a sharding option for the op and annotate every
    /// operand and result with what it implies.
    fn visit(&mut self, op_id: OpId, iface: &Arc<OpInterface>, node: usize, out: &mut Propagation) {
        let key = self.decision_key(op_id, iface);
        let decision = match key.as_ref().and_then(|key| self.decisions.get(key)) {
            Some(known) => known.clone(),
            None => {
                // `decide` reads the sim while it adds to the table.
                let mut table = std::mem::take(&mut self.table);
                let decision = Arc::new(self.decide(op_id, iface, &mut table));
                self.table = table;
                if let Some(key) = key {
                    self.decisions.insert(key, decision.clone());
                }
                decision
            }
        };
        let best = decision.best.as_ref();
        if let Some(conflict) = &decision.conflict {
            self.record_conflict(op_id, node, conflict, best.map(|b| &b.0), out);
        }
        let Some((option, wanted)) = best else {
            return;
        };
        let n = iface.num_operands;
        let names = self.tensor_names(op_id, iface);
        // Results first, then operands, as `addShardingAnnotations` does.
        let results = self.sim.ops[op_id].results.clone();
        for (r, &value) in results.iter().enumerate() {
            if let Some(sharding) = &wanted[n + r] {
                let from = decider(option, iface, &names, n + r);
                let site = self.value_slot(value);
                let origin = ShardOrigin::Inserted { node, from, site };
                self.sim.insert_target(sharding, value, origin);
            }
        }
        for (o, sharding) in wanted[..n].iter().enumerate() {
            if let Some(sharding) = sharding {
                let from = decider(option, iface, &names, o);
                let site = self.operand_site(op_id, o);
                let origin = ShardOrigin::Inserted { node, from, site };
                self.sim.insert_source(sharding, op_id, o, origin);
            }
        }
    }

    /// What a visit of op `op_id` decides depends on, besides the semantics
    /// of the run: its interface (shared among ops by `plan`, so keyed by
    /// address), and the shard ops around it as `current_annotations` and
    /// `requirement` read them (the sharding and `annotate_for_users` of
    /// each operand's defining shard; per result, whether it has one use
    /// and its shard users in use-list order). `None` for an op with a
    /// written option (the proposal's), decided apart.
    fn decision_key(&self, op_id: OpId, iface: &Arc<OpInterface>) -> Option<Vec<u64>> {
        if self.options.contains_key(&op_id) {
            return None;
        }
        const RESULT: u64 = u64::MAX;
        const SINGLE_USE_RESULT: u64 = u64::MAX - 1;
        let op = &self.sim.ops[op_id];
        let shard_code = |shard: &ShardOp| {
            (u64::from(shard.sharding.id()) + 1) << 1 | u64::from(shard.for_users)
        };
        let mut key = Vec::with_capacity(1 + op.operands.len() + 2 * op.results.len());
        key.push(Arc::as_ptr(iface) as usize as u64);
        for &v in &op.operands {
            let shard = self.sim.defining_shard(v).and_then(|s| self.sim.shard(s));
            key.push(shard.map_or(0, shard_code));
        }
        for &v in &op.results {
            let single_use = self.sim.values[v].uses.len() == 1;
            key.push(if single_use {
                SINGLE_USE_RESULT
            } else {
                RESULT
            });
            key.extend(
                self.sim
                    .shard_users(v)
                    .filter_map(|user| self.sim.shard(user))
                    .map(shard_code),
            );
        }
        Some(key)
    }

    /// The search of `visitOp`: the option that needs the least resharding
    /// of the annotations around op `op_id`.
    fn decide(&self, op_id: OpId, iface: &OpInterface, table: &mut ShardingTable) -> Decision {
        let n = iface.num_operands;
        let Annotations { must, hints } = self.current_annotations(op_id, iface);
        let operand_choices = Choices::new(&must[..n], &hints[..n]);
        let result_choices = Choices::new(&must[n..], &hints[n..]);
        let mut first_error = None;
        let mut tried = 0;
        // "If the operation already possesses a ShardingOption attribute,
        // return this attribute immediately" (the proposal).
        let written: Option<(ShardingOption, Vec<Option<SharedSharding>>, Requirement)> =
            self.written_option(op_id, iface).and_then(|option| {
                let wanted = sharding_annotations(iface, &option, self.semantics).ok()?;
                Some((option, table.share_each(wanted), Requirement::None))
            });
        let searching = written.is_none();
        let mut best = written;
        'search: for rc in 0..result_choices.count() {
            if !searching {
                break;
            }
            let results = result_choices.pick(rc);
            for oc in 0..operand_choices.count() {
                if tried == MAX_COMBINATIONS {
                    break 'search;
                }
                tried += 1;
                let operands = operand_choices.pick(oc);
                let option = match sharding_option(iface, &operands, &results, self.semantics) {
                    Ok(option) => option,
                    Err(error) => {
                        if tried == 1 {
                            first_error = Some(error);
                        }
                        continue;
                    }
                };
                if option.empty || option.grid.is_none() {
                    continue;
                }
                let Ok(wanted) = sharding_annotations(iface, &option, self.semantics) else {
                    // MLIR fails the op ("fail to get sharding option").
                    best = None;
                    break 'search;
                };
                let wanted = table.share_each(wanted);
                let requirement = self.requirement(op_id, &wanted);
                if best.as_ref().is_none_or(|b| requirement < b.2) {
                    best = Some((option, wanted, requirement));
                }
                if requirement == Requirement::None {
                    break 'search;
                }
            }
        }
        let conflict = match first_error {
            Some(OptionError::Conflict(conflict)) => Some(conflict),
            _ => None,
        };
        Decision {
            best: best.map(|(option, wanted, _)| (option, wanted)),
            conflict,
        }
    }

    /// The op's written `sharding = [[…]]` option, when it fits its loops.
    fn written_option(&self, op_id: OpId, iface: &OpInterface) -> Option<ShardingOption> {
        let loops = self.options.get(&op_id)?;
        if loops.len() > iface.loops.len() {
            return None;
        }
        let mut padded = loops.clone();
        padded.resize(iface.loops.len(), Vec::new());
        Some(ShardingOption {
            grid: Some(self.default_grid()?),
            set_by: vec![None; padded.len()],
            loops: padded,
            empty: false,
            first: None,
        })
    }

    /// The proposal's completion of an op without a sharding interface:
    /// what is not annotated for it runs replicated.
    fn replicate(&mut self, op_id: OpId, grid: &str, node: usize) {
        let f = self.f();
        let replicated = self.table.share(GridSharding::new(grid, Vec::new()));
        let origin = |site| ShardOrigin::Inserted {
            node,
            from: None,
            site,
        };
        let results = self.sim.ops[op_id].results.clone();
        for value in results {
            let must = matches!(self.sim.result_annotation(value), Some((Strength::Must, _)));
            if !must && ranked(f.values[value].ty.as_ref()) {
                let site = self.value_slot(value);
                self.sim.insert_target(&replicated, value, origin(site));
            }
        }
        for o in 0..self.sim.ops[op_id].operands.len() {
            let value = self.sim.ops[op_id].operands[o];
            let must = matches!(
                self.sim.operand_annotation(value),
                Some((Strength::Must, _))
            );
            let tensor = f.ops[op_id].operands[o]
                .value
                .is_some_and(|v| ranked(f.values[v].ty.as_ref()));
            if !must && tensor {
                let site = self.operand_site(op_id, o);
                self.sim.insert_source(&replicated, op_id, o, origin(site));
            }
        }
    }

    /// The IR value of tensor `t` of op `op_id` (operands, then results).
    fn tensor_value(&self, op_id: OpId, t: usize) -> Option<ValueId> {
        let op = &self.f().ops[op_id];
        match op.operands.get(t) {
            Some(operand) => operand.value,
            None => op.results.get(t - op.operands.len()).copied(),
        }
    }

    fn record_conflict(
        &self,
        op_id: OpId,
        node: usize,
        conflict: &interface::Conflict,
        chosen: Option<&ShardingOption>,
        out: &mut Propagation,
    ) {
        let axes = |a: &[i64]| -> Vec<AxisRef> {
            a.iter().map(|i| AxisRef::full(i.to_string())).collect()
        };
        let mut tensors = Vec::new();
        if let Some((t, earlier)) = &conflict.earlier {
            if let Some(v) = self.tensor_value(op_id, *t) {
                tensors.push((self.value_slot(v), axes(earlier)));
            }
        }
        if let Some(v) = self.tensor_value(op_id, conflict.tensor) {
            tensors.push((self.value_slot(v), axes(&conflict.axes)));
        }
        let kept_loop = conflict.other_loop.unwrap_or(conflict.loop_index);
        let kept = chosen.map_or(Vec::new(), |o| axes(o.axes(kept_loop)));
        out.conflicts
            .entry((node, conflict.loop_index))
            .or_insert(NodeConflict {
                node,
                factor: conflict.loop_index,
                other_factor: conflict.other_loop,
                tensors,
                kept,
            });
    }

    /// Writes the final annotations into slots (see the module comment).
    fn read_out(&self, out: &mut Propagation) {
        let f = self.f();
        // Most slots of a function share a few shardings: each is made
        // into a model once.
        let mut models = Models::default();
        let shardings = &mut out.shardings;
        let terminator = self.block.last().copied();
        let rank_of = |v: ValueId| f.values[v].ty.as_ref().and_then(Type::rank);
        for &op_id in &self.block {
            let op = &f.ops[op_id];
            let sim_op = &self.sim.ops[op_id];
            if self.sim.shard(op_id).is_some() {
                continue;
            }
            if Some(op_id) == terminator {
                for (i, &v) in sim_op.operands.iter().enumerate() {
                    let rank = f.results.get(i).and_then(|r| r.ty.rank());
                    let slot = Slot::FuncResult {
                        func: self.fi,
                        index: i,
                    };
                    if let (Some(shard), Some(rank)) = (self.sim.defining_shard(v), rank) {
                        self.put(shardings, &mut models, slot, shard, rank, slot);
                    }
                }
                continue;
            }
            for (&ir_value, &v) in op.results.iter().zip(&sim_op.results) {
                let own = self
                    .sim
                    .shard_users(v)
                    .find(|&s| self.sim.shard(s).is_some_and(|s| !s.for_users));
                let slot = self.value_slot(ir_value);
                if let (Some(shard), Some(rank)) = (own, rank_of(ir_value)) {
                    self.put(shardings, &mut models, slot, shard, rank, slot);
                }
            }
            for (i, &v) in sim_op.operands.iter().enumerate() {
                let Some(ir_value) = op.operands.get(i).and_then(|o| o.value) else {
                    continue;
                };
                let slot = self.operand_site(op_id, i);
                if let (Some(shard), Some(rank)) = (self.sim.defining_shard(v), rank_of(ir_value)) {
                    self.put(
                        shardings,
                        &mut models,
                        slot,
                        shard,
                        rank,
                        self.value_slot(ir_value),
                    );
                }
            }
        }
        // An argument: how its first reader (in the text) reads it.
        for &arg in &f.arguments {
            let slot = self.value_slot(arg);
            if out.shardings.contains_key(&slot) {
                continue;
            }
            let first = f.values[arg].uses.iter().find_map(|u| {
                if self.sim.shard(u.op).is_some() {
                    let &result = f.ops[u.op].results.first()?;
                    out.shardings.get(&self.value_slot(result))
                } else {
                    out.shardings.get(&self.operand_site(u.op, u.operand))
                }
            });
            if let Some(first) = first.cloned() {
                out.shardings.insert(slot, first);
            }
        }
    }

    /// Records the sharding of shard op `shard` in `slot`; `fallback` is the
    /// `from` of an inserted shard whose deciding tensor is unknown.
    fn put<'s>(
        &'s self,
        shardings: &mut SlotTable,
        models: &mut Models<'s>,
        slot: Slot,
        shard: usize,
        rank: usize,
        fallback: Slot,
    ) {
        let Some(s) = self.sim.shard(shard) else {
            return;
        };
        let origin = match s.origin {
            ShardOrigin::Written { slot: at } => match self.annotations.annotations.get(&at) {
                Some(a) => Origin::Annotation { kind: a.kind, at },
                None => return,
            },
            ShardOrigin::Inserted { node, from, .. } => Origin::Propagated {
                node,
                from: from.unwrap_or(fallback),
            },
        };
        let sharding = models
            .by_id
            .entry((rank, s.sharding.id()))
            .or_insert_with(|| {
                let key = ModelKey {
                    rank,
                    sharding: &s.sharding,
                };
                models
                    .by_key
                    .entry(key)
                    .or_insert_with(|| Arc::new(s.sharding.to_model(rank)))
                    .clone()
            })
            .clone();
        shardings.insert(slot, SlotSharding { sharding, origin });
    }
}

/// The models of a function's read-out: one per rank and sharding of the
/// run (`by_id`), shared among shardings that make the same (`by_key`).
#[derive(Default)]
struct Models<'s> {
    by_id: rustc_hash::FxHashMap<(usize, u32), Arc<TensorSharding>>,
    by_key: rustc_hash::FxHashMap<ModelKey<'s>, Arc<TensorSharding>>,
}

/// What decided the sharding of tensor `t` under `option`: the annotation
/// that gave its first sharded loop its axes, else the first one the op read.
fn decider(
    option: &ShardingOption,
    iface: &OpInterface,
    names: &[Option<Slot>],
    t: usize,
) -> Option<Slot> {
    iface.maps[t]
        .iter()
        .flatten()
        .find_map(|&l| option.set_by.get(l).copied().flatten())
        .or(option.first)
        .and_then(|decider| names.get(decider).copied().flatten())
}

/// What an op reads around it (see `FunctionPass::current_annotations`).
struct Annotations {
    must: Vec<Option<SharedSharding>>,
    hints: Vec<Option<SharedSharding>>,
}

/// MLIR's `getOrderedPossibleShardingAttrs`: written-for-this-op shardings
/// always; each hint first with, then without it, earlier tensors varying
/// slowest.
struct Choices<'a> {
    must: &'a [Option<SharedSharding>],
    hints: &'a [Option<SharedSharding>],
    /// Tensors with a hint and no must.
    free: Vec<usize>,
}

impl<'a> Choices<'a> {
    fn new(must: &'a [Option<SharedSharding>], hints: &'a [Option<SharedSharding>]) -> Self {
        let free = (0..must.len())
            .filter(|&t| must[t].is_none() && hints[t].is_some())
            .collect();
        Choices { must, hints, free }
    }

    fn count(&self) -> usize {
        1usize
            .checked_shl(self.free.len() as u32)
            .unwrap_or(usize::MAX)
            .min(MAX_COMBINATIONS)
    }

    /// Combination `c`: bit `j` from the top clear means hint `j` is taken.
    fn pick(&self, c: usize) -> Vec<Option<&'a GridSharding>> {
        let mut out: Vec<Option<&GridSharding>> = self.must.iter().map(Option::as_deref).collect();
        let k = self.free.len();
        for (j, &t) in self.free.iter().enumerate() {
            let bit = k - 1 - j;
            let skip = bit < usize::BITS as usize && (c >> bit) & 1 == 1;
            if !skip {
                out[t] = self.hints[t].as_deref();
            }
        }
        out
    }
}

fn ranked(ty: Option<&Type>) -> bool {
    matches!(
        ty.map(Type::kind),
        Some(crate::ir::TypeKind::Tensor { shape: Some(_), .. })
    )
}

/// The written `shard.shard`, `mesh.shard` or `mesh.annotate` op `op_id`, if
/// its sharding was accepted by `annotations`.
fn written_shard(
    entry: &FunctionEntry,
    fi: usize,
    op_id: OpId,
    annotations: &ChunkAnnotations,
    text: &str,
    table: &mut ShardingTable,
) -> Option<ShardOp> {
    let op = &entry.ir.ops[op_id];
    // `as_result = false` is the proposal's spelling of `annotate_for_users`.
    let as_operand = matches!(
        op.attributes.get("as_result"),
        Some(Attribute::Bool { value: false })
    );
    let for_users = match op.name.as_str() {
        "shard.shard" | "mesh.shard" => {
            as_operand
                || op
                    .sharding_sites
                    .iter()
                    .any(|s| s.role == ShardingRole::ShardTo { for_users: true })
        }
        "mesh.annotate" => as_operand,
        _ => return None,
    };
    let &result = op.results.first()?;
    let annotation = annotations.annotations.get(&Slot::Value {
        func: fi,
        value: result,
    })?;
    let rank = entry.ir.values[result].ty.as_ref().and_then(Type::rank)?;
    let written = written_length(text, annotation.range, rank).unwrap_or(rank);
    let sharding = GridSharding::from_model(&annotation.sharding, written)?;
    Some(ShardOp {
        sharding: table.share(sharding),
        for_users,
        origin: ShardOrigin::Written {
            slot: Slot::Value {
                func: fi,
                value: result,
            },
        },
    })
}

/// The written annotation a `#mesh.shard<…>` encoding of `ty` makes at
/// `slot`, if `annotations` accepted it (a `mesh.annotate` of the same value
/// takes precedence and is its own shard op).
fn encoding_shard(
    annotations: &ChunkAnnotations,
    text: &str,
    slot: Slot,
    ty: Option<&Type>,
    for_users: bool,
    table: &mut ShardingTable,
) -> Option<ShardOp> {
    let Some(crate::ir::TypeKind::Tensor {
        encoding: Some(encoding),
        shape: Some(shape),
        ..
    }) = ty.map(Type::kind)
    else {
        return None;
    };
    let annotation = annotations.annotations.get(&slot)?;
    if text.get(annotation.range.start..annotation.range.end)? != encoding {
        return None;
    }
    let rank = shape.len();
    let written = written_length(text, annotation.range, rank).unwrap_or(rank);
    Some(ShardOp {
        sharding: table.share(GridSharding::from_model(&annotation.sharding, written)?),
        for_users,
        origin: ShardOrigin::Written { slot },
    })
}

/// How many split-axes entries the sharding text at `range` writes (the
/// proposal's extra partial-sum entry not counted).
fn written_length(text: &str, range: TextRange, rank: usize) -> Option<usize> {
    let written = text.get(range.start..range.end)?.trim();
    // The proposal's plain option: the list alone, or with its `sharding =`.
    let plain = written
        .strip_prefix("sharding")
        .and_then(|rest| rest.trim_start().strip_prefix('='))
        .map(str::trim)
        .or_else(|| written.starts_with('[').then_some(written));
    let length = if let Some(list) = plain {
        family::parse_split_axes(list)
            .ok()?
            .sharding
            .split_axes
            .len()
    } else if written.starts_with('@') {
        [Notation::ShardDialect, Notation::MeshDialect]
            .into_iter()
            .find_map(|era| family::parse_sharding_op(written, era).ok())?
            .sharding
            .split_axes
            .len()
    } else {
        [
            Notation::MeshDialect,
            Notation::MeshProposal,
            Notation::ShardDialect,
        ]
        .into_iter()
        .find_map(|era| family::parse_sharding_attr(written, era).ok())?
        .sharding
        .split_axes
        .len()
    };
    Some(if length == rank + 1 { rank } else { length })
}

/// The kind of an op's reductions, for partial results: the combiner in its
/// body (what linalg's `getReductionKindOfLinalgOp` matches), else its name.
fn reduction_kind(f: &Function, op_id: OpId) -> ReductionKind {
    let op = &f.ops[op_id];
    let yielded = op.regions.iter().find_map(|&r| {
        let &last = f.regions[r].blocks.last()?.ops.last()?;
        let value = f.ops[last].operands.first()?.value?;
        match f.values[value].def {
            ValueDef::OpResult { op, .. } => Some(f.ops[op].name.as_str()),
            _ => None,
        }
    });
    match yielded {
        Some(combiner) => combiner_kind(combiner),
        None if !op.regions.is_empty() => ReductionKind::Generic,
        None => {
            let short = op.name.split_once('.').map_or("", |(_, s)| s);
            if short.contains("max") {
                ReductionKind::Max
            } else if short.contains("min") {
                ReductionKind::Min
            } else if short.contains("prod") {
                ReductionKind::Product
            } else {
                ReductionKind::Sum
            }
        }
    }
}

fn combiner_kind(name: &str) -> ReductionKind {
    let short = name.split_once('.').map_or(name, |(_, s)| s);
    match short {
        "addf" | "addi" | "add" => ReductionKind::Sum,
        "mulf" | "muli" | "mul" | "multiply" => ReductionKind::Product,
        "maximumf" | "maxsi" | "maxui" | "maximum" | "max" => ReductionKind::Max,
        "minimumf" | "minsi" | "minui" | "minimum" | "min" => ReductionKind::Min,
        "andi" | "and" => ReductionKind::BitwiseAnd,
        "ori" | "or" => ReductionKind::BitwiseOr,
        "xori" | "xor" => ReductionKind::BitwiseXor,
        _ => ReductionKind::Generic,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn written_length_reads_every_spelling() {
        for (text, rank, length) in [
            ("sharding = [[0], []]", 3, 2),
            // A proposal annotation or option is recorded as its list alone.
            ("[[0], []]", 3, 2),
            ("[[], [], [], [0]]", 3, 3),
            ("@g split_axes = [[0], []] : !shard.sharding", 2, 2),
            ("#mesh.shard<[[0], [], []]>", 3, 3),
            ("<@m, [[0]]>", 2, 1),
        ] {
            let range = TextRange::new(0, text.len());
            assert_eq!(written_length(text, range, rank), Some(length), "{text}");
        }
    }
}
