//! IR → propagation nodes: one node per op with a rule, and identity edges
//! for data flow (function results, calls, while/case/if regions,
//! optimization barriers, named and manual computations), barriers and
//! sharding groups.

use super::calls::{CallTargets, InlineWalk};
use super::engine::{Node, NodeKind, NodeRule, Slot, TensorSizes};
use super::factor::Direction;
use crate::ir::{Chunk, Function, Op, OpId, Type, ValueDef, ValueId};
use std::collections::{BTreeMap, HashMap};
use std::sync::Arc;

/// What the rule registry says about an op.
#[derive(Clone, Debug)]
pub enum RuleAnswer {
    Rule {
        rule: Arc<NodeRule>,
        kind: NodeKind,
        /// The op's node's `tensor_sizes` and `multi_use_operand`, read with
        /// the rule (from the op's operand and result values), so that the
        /// graph does not read every value of a JAX `main` again.
        facts: OpFacts,
        /// The op's node's `fixed_print`.
        fixed_print: u128,
    },
    /// No rule: propagation stops here. `unknown` marks ops the registry does
    /// not know (worth telling the user), as opposed to ops that by design
    /// have none.
    /// `reason` is shared: a taken-over answer is copied per op and run.
    /// `plain`: the op has no dedicated edges and each operand names a
    /// value, so it makes no node and the graph need not read it (a JAX
    /// `main` has tens of thousands of constants, a cache miss or two each).
    Barrier {
        reason: Arc<str>,
        unknown: bool,
        plain: bool,
    },
}

/// A function's rule answers by op, in blocks of `RuleAnswers::BLOCK` ops:
/// a run after an edit shares each block whose ops it takes over whole
/// (`rule_memo`), so a keystroke copies the answers of the blocks it
/// touched, not of every op of a JAX `main`.
#[derive(Clone, Debug, Default)]
pub struct RuleAnswers {
    blocks: Vec<Arc<Vec<RuleAnswer>>>,
}

impl RuleAnswers {
    /// Ops per block (also the ops one task builds the new answers of).
    pub const BLOCK: usize = 512;

    pub fn get(&self, op: OpId) -> Option<&RuleAnswer> {
        self.blocks.get(op / Self::BLOCK)?.get(op % Self::BLOCK)
    }

    /// The block of ops `b * BLOCK ..`.
    pub fn block(&self, b: usize) -> Option<&Arc<Vec<RuleAnswer>>> {
        self.blocks.get(b)
    }

    /// Appends the next block (full, unless it is the last).
    pub fn push_block(&mut self, block: Arc<Vec<RuleAnswer>>) {
        debug_assert!(self.blocks.last().is_none_or(|b| b.len() == Self::BLOCK));
        self.blocks.push(block);
    }
}

/// What an op's node takes from its operand and result values.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct OpFacts {
    /// Global element count of each operand, then each result (empty when
    /// one is not static).
    pub tensor_sizes: TensorSizes,
    /// Some operand of rank > 0 is used more than once (the single-use
    /// heuristic).
    pub multi_use_operand: bool,
    /// For an op whose node is its rule's (`OpEdges::Rule`, every operand
    /// naming a value): its operand values, then its result values, the
    /// node's slots. The graph then makes the node of an op whose answer is
    /// taken over (`rule_memo`) without reading the op: in a JAX `main`,
    /// reading each op and its operand list again was most of the graph's
    /// time (a cache miss or two per op).
    pub node_values: Option<NodeValues>,
}

/// The values an op's node reads, by id: few, so kept inline.
pub type NodeValues = smallvec::SmallVec<[ValueId; 4]>;

/// How the graph turns an op into nodes: the ops with dedicated edges, and
/// the rest, whose node is their sharding rule's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum OpEdges {
    /// `func.return` of the function's body: to the function's results.
    FuncReturn,
    Call,
    While,
    CaseIf,
    /// Optimization barriers and data-flow edges: operand to result.
    Identity,
    /// `sdy.named_computation`, `sdy.manual_computation`.
    Computation,
    PropagationBarrier,
    ShardingGroup,
    Rule,
}

fn op_edges(f: &Function, op: &Op) -> OpEdges {
    match op.name.as_str() {
        "func.return" if op.parent.map(|(r, _)| r) == f.body => OpEdges::FuncReturn,
        "func.call" => OpEdges::Call,
        "stablehlo.while" | "mhlo.while" => OpEdges::While,
        "stablehlo.case" | "stablehlo.if" | "mhlo.case" | "mhlo.if" => OpEdges::CaseIf,
        "stablehlo.optimization_barrier"
        | "mhlo.optimization_barrier"
        | "sdy.data_flow_edge"
        | "sdy.func_data_flow_edge" => OpEdges::Identity,
        "sdy.named_computation" | "sdy.manual_computation" => OpEdges::Computation,
        "sdy.propagation_barrier" => OpEdges::PropagationBarrier,
        "sdy.sharding_group" => OpEdges::ShardingGroup,
        _ => OpEdges::Rule,
    }
}

/// Whether op `op` of `f` becomes its rule's node, if it has a rule: it has
/// no dedicated edges and every operand names a value (else the graph
/// makes no node of it).
pub fn is_plain(f: &Function, op: OpId) -> bool {
    let op = &f.ops[op];
    op_edges(f, op) == OpEdges::Rule && op.operands.iter().all(|o| o.value.is_some())
}

impl OpFacts {
    /// The facts of op `op` of `f` (the graph makes no node for an op
    /// with an operand that names no value, so such operands are passed
    /// over).
    pub fn of(f: &Function, op: OpId) -> Self {
        let op = &f.ops[op];
        let node_values = (op_edges(f, op) == OpEdges::Rule
            && op.operands.iter().all(|o| o.value.is_some()))
        .then(|| {
            op.operands
                .iter()
                .filter_map(|o| o.value)
                .chain(op.results.iter().copied())
                .collect()
        });
        let operand_values = op.operands.iter().filter_map(|o| o.value);
        let tensor_sizes: Option<TensorSizes> = operand_values
            .clone()
            .chain(op.results.iter().copied())
            .map(|v| f.values.get(v)?.ty.as_ref()?.static_element_count())
            .collect();
        let multi_use_operand = operand_values.into_iter().any(|v| {
            f.values[v].uses.len() > 1
                && f.values[v].ty.as_ref().and_then(|t| t.rank()).unwrap_or(0) > 0
        });
        OpFacts {
            tensor_sizes: tensor_sizes.unwrap_or_default(),
            multi_use_operand,
            node_values,
        }
    }
}

/// An op propagation cannot pass through.
#[derive(Clone, Debug)]
pub struct BarrierOp {
    pub func: usize,
    pub op: OpId,
    pub reason: Arc<str>,
}

pub struct Graph {
    pub nodes: Vec<Node>,
    pub barriers: Vec<BarrierOp>,
    /// The edges from a call's operands to its callee's arguments, as
    /// (operand, argument). Shardy propagates a call as a named computation
    /// whose block-argument edges are not put back on its worklist when the
    /// operand's sharding changes (the operand is not found as the edge's
    /// source: `NamedComputationOp::getEdgeOwnerFromSource` answers the
    /// operand itself), only when the argument side changes: an operand
    /// sharded after the edge was visited in the last pass stays outside.
    pub call_arguments: Vec<(Slot, Slot)>,
    /// The outside (global) in/out shardings of manual computations, with
    /// the computation's manual axes: propagation from outside does not add
    /// those axes to them (Shardy leaves them to what is written).
    pub manual_sites: Vec<(Slot, Vec<String>)>,
}

/// Builds the nodes of the ops `walk` goes through, in its order (a
/// callee's after its call, as Shardy visits them), each `while`/`case`/`if`
/// op's data-flow edges after the ops nested in it (see
/// `region_edges_end`), then the sharding groups'. `answers_of` gives a
/// function's answers, by op, when they are made already, and `rule_of`
/// answers for the other ops that are not data flow; `text` is the file,
/// for the few dedicated-op operands the IR keeps as text (barrier
/// direction, group id).
#[allow(clippy::too_many_arguments)]
pub fn build_graph<'r>(
    chunk: &Chunk,
    targets: &CallTargets,
    text: &str,
    answers_of: &dyn Fn(usize) -> Option<&'r RuleAnswers>,
    rule_of: &dyn Fn(&Function, OpId) -> RuleAnswer,
    manual_axes_of: &dyn Fn(usize, OpId) -> Vec<String>,
    walk: &InlineWalk,
) -> Graph {
    // About a node per op: reserved, since growing a vector of 30k nodes
    // copies them several times over.
    let ops: usize = walk.runs.iter().map(|(_, ops, _)| ops.len()).sum();
    let mut graph = Graph {
        nodes: Vec::with_capacity(ops),
        barriers: Vec::new(),
        call_arguments: Vec::new(),
        manual_sites: Vec::new(),
    };
    let mut groups: BTreeMap<(usize, i64), Vec<Slot>> = BTreeMap::new();
    let mut identity_rules = IdentityRules::default();
    // The first function of each name, as MLIR's symbol lookup finds it:
    // made on the first call, since most components have none and a file
    // can have 40k components.
    let functions_by_name: std::cell::OnceCell<HashMap<&str, usize>> = std::cell::OnceCell::new();
    let functions_by_name = || {
        functions_by_name.get_or_init(|| {
            let mut by_name = HashMap::new();
            for (i, entry) in chunk.functions.iter().enumerate() {
                if let Some(name) = entry.ir.name.as_deref() {
                    by_name.entry(name).or_insert(i);
                }
            }
            by_name
        })
    };
    // Region edges waiting for the ops nested in their op, and those of
    // the functions the walk does not reach, which go last.
    let mut regions = RegionEdges::default();
    // Only the functions of the component being built, not a walk over
    // every function of the chunk per component.
    for (fi, ops, placed) in &walk.runs {
        let (fi, placed) = (*fi, *placed);
        let Some(entry) = chunk.functions.get(fi) else {
            continue;
        };
        let f = &entry.ir;
        let none = RuleAnswers::default();
        let answers = answers_of(fi).unwrap_or(&none);
        for op_id in ops.clone() {
            regions.finish_op(chunk, &mut graph.nodes);
            regions.start_op(fi, op_id, graph.nodes.len(), placed);
            let value_slot = |v: ValueId| Slot::Value { func: fi, value: v };
            // An op whose answer carries its node's values: made without
            // reading the op (see `OpFacts::node_values`).
            if let Some(RuleAnswer::Rule {
                rule,
                kind,
                facts:
                    OpFacts {
                        tensor_sizes,
                        multi_use_operand,
                        node_values: Some(values),
                    },
                fixed_print,
            }) = answers.get(op_id)
            {
                if rule.mappings.len() == values.len() {
                    graph.nodes.push(Node {
                        slots: values.iter().map(|&v| value_slot(v)).collect(),
                        rule: rule.clone(),
                        kind: *kind,
                        op: Some((fi, op_id)),
                        direction: Direction::Both,
                        multi_use_operand: *multi_use_operand,
                        hidden_axes: Vec::new(),
                        tensor_sizes: tensor_sizes.clone(),
                        fixed_print: Some(*fixed_print),
                    });
                }
                continue;
            }
            // An op without a rule that would make a node of it: only told
            // about, when the registry does not know it.
            if let Some(RuleAnswer::Barrier {
                reason,
                unknown,
                plain: true,
            }) = answers.get(op_id)
            {
                if *unknown {
                    graph.barriers.push(BarrierOp {
                        func: fi,
                        op: op_id,
                        reason: reason.clone(),
                    });
                }
                continue;
            }
            let op = &f.ops[op_id];
            // The operands' slots, then the results': one vector, which a
            // node of the op's rule takes over.
            let mut op_slots = Vec::with_capacity(op.operands.len() + op.results.len());
            for operand in &op.operands {
                match operand.value {
                    Some(v) => op_slots.push(value_slot(v)),
                    None => break,
                }
            }
            if op_slots.len() < op.operands.len() {
                continue;
            }
            op_slots.extend(op.results.iter().map(|&r| value_slot(r)));
            let (operand_slots, result_slots) = op_slots.split_at(op.operands.len());
            let mut edges = EdgeBuilder {
                graph: &mut graph,
                identity_rules: &mut identity_rules,
                chunk,
                fi,
                op: op_id,
            };
            match op_edges(f, op) {
                OpEdges::FuncReturn => {
                    for (i, slot) in operand_slots.iter().enumerate() {
                        edges.identity(
                            vec![*slot, Slot::FuncResult { func: fi, index: i }],
                            1,
                            Direction::Both,
                        );
                    }
                }
                OpEdges::Call => {
                    let Some(callee) = targets.redirect(fi, op_id).or_else(|| {
                        op.callee
                            .as_deref()
                            .and_then(|name| functions_by_name().get(name).copied())
                    }) else {
                        continue;
                    };
                    let callee_args = chunk.functions[callee].ir.arguments.clone();
                    for (slot, arg) in operand_slots.iter().zip(callee_args) {
                        let arg = Slot::Value {
                            func: callee,
                            value: arg,
                        };
                        edges.identity(vec![*slot, arg], 1, Direction::Both);
                        edges.graph.call_arguments.push((*slot, arg));
                    }
                    for (i, slot) in result_slots.iter().enumerate() {
                        edges.identity(
                            vec![
                                Slot::FuncResult {
                                    func: callee,
                                    index: i,
                                },
                                *slot,
                            ],
                            1,
                            Direction::Both,
                        );
                    }
                }
                OpEdges::While => {
                    let region_args = region_arguments(f, op_id);
                    let yielded = terminator_operands(f, op.regions.last().copied(), fi);
                    for (i, operand) in operand_slots.iter().enumerate() {
                        let mut slots = vec![*operand];
                        slots.extend(yielded.get(i).copied());
                        let sources = slots.len();
                        slots.extend(result_slots.get(i).copied());
                        slots.extend(
                            region_args
                                .iter()
                                .filter_map(|args| args.get(i))
                                .map(|&v| value_slot(v)),
                        );
                        edges.identity(slots, sources, Direction::Both);
                    }
                }
                OpEdges::CaseIf => {
                    for (i, result) in result_slots.iter().enumerate() {
                        let mut slots: Vec<Slot> = op
                            .regions
                            .iter()
                            .filter_map(|&r| terminator_operands(f, Some(r), fi).get(i).copied())
                            .collect();
                        let sources = slots.len();
                        slots.push(*result);
                        edges.identity(slots, sources, Direction::Both);
                    }
                }
                OpEdges::Identity => {
                    for (operand, result) in operand_slots.iter().zip(result_slots) {
                        edges.identity(vec![*operand, *result], 1, Direction::Both);
                    }
                }
                OpEdges::Computation => {
                    let manual = op.name == "sdy.manual_computation";
                    let block_args = region_arguments(f, op_id)
                        .into_iter()
                        .next()
                        .unwrap_or_default();
                    let yielded = terminator_operands(f, op.regions.first().copied(), fi);
                    let n_in = operand_slots.len();
                    if manual {
                        // Each in/out sharding's global and body-side views
                        // agree on the free axes; the manual ones stay put.
                        let hidden = manual_axes_of(fi, op_id);
                        for index in 0..n_in + result_slots.len() {
                            let global = Slot::OpSite {
                                func: fi,
                                op: op_id,
                                index,
                                local: false,
                            };
                            let local = Slot::OpSite {
                                func: fi,
                                op: op_id,
                                index,
                                local: true,
                            };
                            edges.manual_edge(global, local, hidden.clone());
                            if !hidden.is_empty() {
                                edges.graph.manual_sites.push((global, hidden.clone()));
                            }
                        }
                    }
                    for (i, operand) in operand_slots.iter().enumerate() {
                        let site = Slot::OpSite {
                            func: fi,
                            op: op_id,
                            index: i,
                            local: false,
                        };
                        edges.identity(vec![*operand, site], 1, Direction::Both);
                        if let Some(&arg) = block_args.get(i) {
                            let inner = if manual {
                                Slot::OpSite {
                                    func: fi,
                                    op: op_id,
                                    index: i,
                                    local: true,
                                }
                            } else {
                                site
                            };
                            edges.identity(vec![inner, value_slot(arg)], 1, Direction::Both);
                        }
                    }
                    for (i, result) in result_slots.iter().enumerate() {
                        let site = Slot::OpSite {
                            func: fi,
                            op: op_id,
                            index: n_in + i,
                            local: false,
                        };
                        edges.identity(vec![site, *result], 1, Direction::Both);
                        if let Some(&inner_value) = yielded.get(i) {
                            let inner = if manual {
                                Slot::OpSite {
                                    func: fi,
                                    op: op_id,
                                    index: n_in + i,
                                    local: true,
                                }
                            } else {
                                site
                            };
                            edges.identity(vec![inner_value, inner], 1, Direction::Both);
                        }
                    }
                }
                OpEdges::PropagationBarrier => {
                    let op_text = text
                        .get(entry.abs(op.range).start..entry.abs(op.range).end)
                        .unwrap_or("");
                    let direction = match keyword_word(op_text, "allowed_direction") {
                        Some("FORWARD") => Direction::Forward,
                        Some("BACKWARD") => Direction::Backward,
                        _ => Direction::None,
                    };
                    if let (Some(input), Some(result)) =
                        (operand_slots.first(), result_slots.first())
                    {
                        edges.identity(vec![*input, *result], 1, direction);
                    }
                }
                OpEdges::ShardingGroup => {
                    let op_text = text
                        .get(entry.abs(op.range).start..entry.abs(op.range).end)
                        .unwrap_or("");
                    let id = group_id(op_text);
                    if let (Some(id), Some(input)) = (id, operand_slots.first()) {
                        groups.entry((0, id)).or_default().push(*input);
                    }
                }
                OpEdges::Rule => match answers
                    .get(op_id)
                    .cloned()
                    .unwrap_or_else(|| rule_of(f, op_id))
                {
                    RuleAnswer::Rule {
                        rule,
                        kind,
                        facts,
                        fixed_print,
                    } => {
                        let slots = op_slots;
                        if rule.mappings.len() != slots.len() {
                            continue;
                        }
                        graph.nodes.push(Node {
                            slots,
                            rule,
                            kind,
                            op: Some((fi, op_id)),
                            direction: Direction::Both,
                            multi_use_operand: facts.multi_use_operand,
                            hidden_axes: Vec::new(),
                            tensor_sizes: facts.tensor_sizes,
                            fixed_print: Some(fixed_print),
                        });
                    }
                    RuleAnswer::Barrier {
                        reason, unknown, ..
                    } => {
                        if unknown {
                            graph.barriers.push(BarrierOp {
                                func: fi,
                                op: op_id,
                                reason,
                            });
                        }
                    }
                },
            }
        }
    }
    regions.finish_op(chunk, &mut graph.nodes);
    regions.finish(&mut graph.nodes);
    for members in groups.into_values() {
        if members.len() > 1 {
            EdgeBuilder {
                graph: &mut graph,
                identity_rules: &mut identity_rules,
                chunk,
                fi: 0,
                op: 0,
            }
            .group(members);
        }
    }
    graph
}

/// For a `while`/`case`/`if` op, the last op nested in its regions: Shardy
/// keeps such an op's edges on `sdy.data_flow_edge` ops that follow it, so its
/// worklist reaches them after the regions' ops. `None` for other ops.
fn region_edges_end(f: &Function, op: OpId) -> Option<OpId> {
    let o = f.ops.get(op)?;
    if !matches!(op_edges(f, o), OpEdges::While | OpEdges::CaseIf) || o.regions.is_empty() {
        return None;
    }
    let inside = |mut j: OpId| loop {
        let Some((region, _)) = f.ops[j].parent else {
            return false;
        };
        match f.regions.get(region).and_then(|r| r.parent) {
            Some(p) if p == op => return true,
            Some(p) => j = p,
            None => return false,
        }
    };
    let mut end = op;
    while end + 1 < f.ops.len() && inside(end + 1) {
        end += 1;
    }
    Some(end)
}

/// The data-flow edges of `while`/`case`/`if` ops, held back while the graph
/// is built until the last op nested in their op (`region_edges_end`) has
/// its nodes: Shardy keeps them on `sdy.data_flow_edge` ops after the
/// regions.
#[derive(Default)]
struct RegionEdges {
    /// The op being built: its function and id, its first node, and whether
    /// the walk reaches it.
    current: Option<(usize, OpId, usize, bool)>,
    /// Held edges: their function, the op they wait for, whether it is
    /// reached, the nodes; in the order their ops came.
    waiting: Vec<(usize, OpId, bool, Vec<Node>)>,
    /// Those of unreached functions, which go after every other node.
    last: Vec<Node>,
}

impl RegionEdges {
    fn start_op(&mut self, fi: usize, op: OpId, first_node: usize, placed: bool) {
        self.current = Some((fi, op, first_node, placed));
    }

    /// After the nodes of the current op: holds back its region edges, and
    /// releases those waiting for it.
    fn finish_op(&mut self, chunk: &Chunk, nodes: &mut Vec<Node>) {
        let Some((fi, op, first, placed)) = self.current.take() else {
            return;
        };
        let data_flow = nodes[first..].iter().any(|n| n.kind == NodeKind::DataFlow);
        if let Some(end) = data_flow
            .then(|| region_edges_end(&chunk.functions[fi].ir, op))
            .flatten()
        {
            let made: Vec<Node> = nodes.drain(first..).collect();
            let (held, kept): (Vec<Node>, Vec<Node>) =
                made.into_iter().partition(|n| n.kind == NodeKind::DataFlow);
            nodes.extend(kept);
            self.waiting.push((fi, end, placed, held));
        }
        let mut k = 0;
        while k < self.waiting.len() {
            if (self.waiting[k].0, self.waiting[k].1) == (fi, op) {
                let (_, _, placed, held) = self.waiting.remove(k);
                if placed {
                    nodes.extend(held);
                } else {
                    self.last.extend(held);
                }
            } else {
                k += 1;
            }
        }
    }

    /// After every op: the edges still held (none, unless an op they wait
    /// for was not built), then those of unreached functions.
    fn finish(&mut self, nodes: &mut Vec<Node>) {
        for (_, _, placed, held) in self.waiting.drain(..) {
            if placed {
                nodes.extend(held);
            } else {
                self.last.extend(held);
            }
        }
        nodes.append(&mut self.last);
    }
}

/// The identity rules made so far, by shape, tensors and operands: nodes
/// of the same kind share one (and its fingerprint, made once).
type IdentityRules = rustc_hash::FxHashMap<(Vec<i64>, usize, usize), Arc<NodeRule>>;

struct EdgeBuilder<'g> {
    graph: &'g mut Graph,
    identity_rules: &'g mut IdentityRules,
    chunk: &'g Chunk,
    fi: usize,
    op: OpId,
}

impl EdgeBuilder<'_> {
    fn identity_rule(&mut self, shape: Vec<i64>, tensors: usize, operands: usize) -> Arc<NodeRule> {
        self.identity_rules
            .entry((shape, tensors, operands))
            .or_insert_with_key(|(shape, _, _)| {
                Arc::new(NodeRule::identity(shape, tensors, operands))
            })
            .clone()
    }

    /// An identity node over `slots`; the first `sources` are its operands.
    /// None when no slot's shape is static, or two static shapes differ.
    fn identity(&mut self, slots: Vec<Slot>, sources: usize, direction: Direction) {
        // Each slot's type read once: a function's `func.return` may have
        // thousands of operands, each a value to look up.
        let mut shape: Option<Vec<i64>> = None;
        for slot in &slots {
            match (slot_shape(self.chunk, *slot), &shape) {
                (Some(other), Some(first)) if other != *first => return,
                (Some(other), None) => shape = Some(other),
                _ => {}
            }
        }
        let Some(shape) = shape else {
            return;
        };
        let size = saturating_product(&shape);
        let rule = self.identity_rule(shape, slots.len(), sources);
        self.graph.nodes.push(Node {
            rule,
            tensor_sizes: smallvec::smallvec![size; slots.len()],
            fixed_print: None,
            slots,
            kind: NodeKind::DataFlow,
            op: Some((self.fi, self.op)),
            direction,
            multi_use_operand: false,
            hidden_axes: Vec::new(),
        });
    }

    /// The edge between the two views of a manual computation's sharding:
    /// identity on the free axes, over the body-side (local) shape.
    fn manual_edge(&mut self, global: Slot, local: Slot, hidden: Vec<String>) {
        let Some(shape) = slot_shape(self.chunk, local) else {
            return;
        };
        let size = saturating_product(&shape);
        let rule = self.identity_rule(shape, 2, 1);
        self.graph.nodes.push(Node {
            rule,
            tensor_sizes: smallvec::smallvec![size; 2],
            fixed_print: None,
            slots: vec![global, local],
            kind: NodeKind::DataFlow,
            op: Some((self.fi, self.op)),
            direction: Direction::Both,
            multi_use_operand: false,
            hidden_axes: hidden,
        });
    }

    /// A sharding group: every member ends up with the same sharding (the
    /// engine keeps them in sync; the rule only records the shape).
    fn group(&mut self, members: Vec<Slot>) {
        let Some(shape) = members.iter().find_map(|s| slot_shape(self.chunk, *s)) else {
            return;
        };
        let size = saturating_product(&shape);
        let n = members.len();
        let rule = self.identity_rule(shape, n, n);
        self.graph.nodes.push(Node {
            rule,
            tensor_sizes: smallvec::smallvec![size; n],
            fixed_print: None,
            slots: members,
            kind: NodeKind::ShardingGroup,
            op: None,
            direction: Direction::Both,
            multi_use_operand: false,
            hidden_axes: Vec::new(),
        });
    }
}

/// The `group_id = N` of an `sdy.sharding_group` (spaces around `=` or not).
/// The word after `keyword =` in an op's text (`allowed_direction=FORWARD`,
/// spaces allowed around `=` as MLIR's lexer allows them).
fn keyword_word<'a>(op_text: &'a str, keyword: &str) -> Option<&'a str> {
    let rest = op_text.split(keyword).nth(1)?.trim_start();
    let rest = rest.strip_prefix('=')?.trim_start();
    let end = rest
        .find(|c: char| !c.is_ascii_alphanumeric() && c != '_')
        .unwrap_or(rest.len());
    Some(&rest[..end])
}

fn group_id(op_text: &str) -> Option<i64> {
    let rest = op_text.split("group_id").nth(1)?.trim_start();
    let rest = rest.strip_prefix('=')?.trim_start();
    let end = rest
        .find(|c: char| !c.is_ascii_digit() && c != '-')
        .unwrap_or(rest.len());
    rest[..end].parse().ok()
}

/// Groups of functions that propagation connects (calls, sharding groups),
/// each sorted; functions in different components never exchange shardings,
/// so each component can be propagated — and reused after an edit — alone.
pub fn components(chunk: &Chunk, text: &str) -> Vec<Vec<usize>> {
    let n = chunk.functions.len();
    let mut parent: Vec<usize> = (0..n).collect();
    fn find(parent: &mut [usize], mut i: usize) -> usize {
        while parent[i] != i {
            parent[i] = parent[parent[i]];
            i = parent[i];
        }
        i
    }
    let union = |parent: &mut Vec<usize>, a: usize, b: usize| {
        let (ra, rb) = (find(parent, a), find(parent, b));
        if ra != rb {
            parent[ra.max(rb)] = ra.min(rb);
        }
    };
    let mut group_owner: rustc_hash::FxHashMap<i64, usize> = Default::default();
    let mut functions_by_name: rustc_hash::FxHashMap<&str, usize> = Default::default();
    for (i, entry) in chunk.functions.iter().enumerate() {
        if let Some(name) = entry.ir.name.as_deref() {
            functions_by_name.entry(name).or_insert(i);
        }
    }
    // The functions' lists of calls and groups, not a pass over every op:
    // this runs after every edit.
    for (fi, entry) in chunk.functions.iter().enumerate() {
        let f = &entry.ir;
        for &op_id in &f.calls {
            let op = &f.ops[op_id];
            if op.name != "func.call" {
                continue;
            }
            if let Some(callee) = op
                .callee
                .as_deref()
                .and_then(|name| functions_by_name.get(name).copied())
            {
                union(&mut parent, fi, callee);
            }
        }
        for &op_id in &f.sharding_groups {
            let op = &f.ops[op_id];
            let op_text = text
                .get(entry.abs(op.range).start..entry.abs(op.range).end)
                .unwrap_or("");
            if let Some(id) = group_id(op_text) {
                let owner = *group_owner.entry(id).or_insert(fi);
                union(&mut parent, fi, owner);
            }
        }
    }
    let mut by_root: BTreeMap<usize, Vec<usize>> = BTreeMap::new();
    for fi in 0..n {
        let root = find(&mut parent, fi);
        by_root.entry(root).or_default().push(fi);
    }
    by_root.into_values().collect()
}

/// The static shape of a slot's tensor. Op sites take their op's operand or
/// result shape.
pub fn slot_shape(chunk: &Chunk, slot: Slot) -> Option<Vec<i64>> {
    match slot {
        Slot::Value { func, value } => value_type(chunk, func, value)?.static_shape(),
        Slot::FuncResult { func, index } => chunk
            .functions
            .get(func)?
            .ir
            .results
            .get(index)?
            .ty
            .static_shape(),
        Slot::OpSite {
            func,
            op,
            index,
            local,
        } => {
            let f = &chunk.functions.get(func)?.ir;
            let op_ref = f.ops.get(op)?;
            let n_in = op_ref.operands.len();
            if local {
                // The body side: block argument / yielded value types.
                if index < n_in {
                    let args = region_arguments(f, op).into_iter().next()?;
                    f.values.get(*args.get(index)?)?.ty.as_ref()?.static_shape()
                } else {
                    // The value the body yields (`sdy.return`), whose
                    // shape is the local one; the op's result type is global.
                    let yielded = terminator_operands(f, op_ref.regions.first().copied(), func);
                    match yielded.get(index - n_in) {
                        Some(&Slot::Value { value, .. }) => {
                            f.values.get(value)?.ty.as_ref()?.static_shape()
                        }
                        _ => op_ref
                            .result_types
                            .get(index - n_in)
                            .and_then(|t| t.static_shape()),
                    }
                }
            } else if index < n_in {
                f.values
                    .get(op_ref.operands[index].value?)?
                    .ty
                    .as_ref()?
                    .static_shape()
            } else {
                f.values
                    .get(*op_ref.results.get(index - n_in)?)?
                    .ty
                    .as_ref()?
                    .static_shape()
            }
        }
    }
}

/// The type of value `value` of function `func`, if it has one.
pub(crate) fn value_type(chunk: &Chunk, func: usize, value: ValueId) -> Option<&Type> {
    chunk.functions.get(func)?.ir.values.get(value)?.ty.as_ref()
}

/// The element count of a shape; dimensions near `i64::MAX` saturate rather
/// than overflow (a panic in debug builds).
pub(crate) fn saturating_product(shape: &[i64]) -> i64 {
    shape.iter().fold(1i64, |acc, d| acc.saturating_mul(*d))
}

/// For each region of `op`: its entry block arguments, or the values the op
/// defines for its regions in its own syntax (`while(%it = %x)`).
pub fn region_arguments(f: &Function, op: OpId) -> Vec<Vec<ValueId>> {
    let op_defined: Vec<ValueId> = f
        .values
        .iter()
        .enumerate()
        .filter(|(_, v)| matches!(v.def, ValueDef::RegionArgument { op: o, .. } if o == op))
        .map(|(i, _)| i)
        .collect();
    f.ops[op]
        .regions
        .iter()
        .map(|&r| {
            let entry_args = f.regions[r]
                .blocks
                .first()
                .map(|b| b.arguments.clone())
                .unwrap_or_default();
            if entry_args.is_empty() {
                op_defined.clone()
            } else {
                entry_args
            }
        })
        .collect()
}

/// The operands of the terminator of `region`'s last block.
fn terminator_operands(f: &Function, region: Option<usize>, fi: usize) -> Vec<Slot> {
    let Some(block) = region.and_then(|r| f.regions[r].blocks.last()) else {
        return Vec::new();
    };
    let Some(&last) = block.ops.last() else {
        return Vec::new();
    };
    f.ops[last]
        .operands
        .iter()
        .filter_map(|o| o.value)
        .map(|value| Slot::Value { func: fi, value })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every value's sharding after propagation, as text.
    fn shardings(text: &str) -> Vec<String> {
        let analysis = crate::pipeline::analyze(text);
        analysis.chunks[0]
            .propagation
            .shardings()
            .map(|s| format!("{s:?}"))
            .collect()
    }

    #[test]
    fn a_barrier_direction_may_have_spaces_around_its_equals_sign() {
        let program = |direction: &str| {
            format!(
                "sdy.mesh @mesh = <[\"x\"=2]>\n\
                 func.func @f(%arg0: tensor<8xf32> {{sdy.sharding = #sdy.sharding<@mesh, [{{\"x\"}}]>}}) -> tensor<8xf32> {{\n\
                 \x20 %0 = sdy.propagation_barrier %arg0 {direction} : tensor<8xf32>\n\
                 \x20 %1 = stablehlo.negate %0 : tensor<8xf32>\n\
                 \x20 return %1 : tensor<8xf32>\n\
                 }}\n"
            )
        };
        assert_eq!(
            keyword_word("x allowed_direction = BACKWARD :", "allowed_direction"),
            Some("BACKWARD")
        );
        let tight = shardings(&program("allowed_direction=FORWARD"));
        assert_eq!(tight, shardings(&program("allowed_direction = FORWARD")));
        // The direction matters: a barrier that lets nothing through.
        assert_ne!(tight, shardings(&program("allowed_direction=NONE")));
    }
}
