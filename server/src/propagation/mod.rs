//! Sharding propagation: Shardy's factor-based algorithm over the IR.
//!
//! `propagate_chunk` builds the propagation graph of a chunk (one node per op
//! with a rule from `rules`, identity edges for data flow), seeds it with the
//! chunk's annotations and runs the engine. The result holds a sharding per
//! slot with its origin, the conflicts met, and the ops propagation could not
//! pass through.
//!
//! Chunks written in the MLIR mesh family (`shard`, `mesh`, the 2023
//! proposal) use those dialects' own algorithm instead: `mesh_family`.

pub mod calls;
pub mod component;
pub mod engine;
pub mod export;
pub mod factor;
pub mod graph;
pub mod import;
pub mod memo;
pub mod mesh_family;
pub mod projection;
pub mod rule_memo;

use crate::annotations::{ChunkAnnotations, Slot};
use crate::diagnostic::{Diagnostic, Severity};
use crate::ir::{Chunk, Function, OpId, ValueId};
use crate::rules::{self, AliasTable, NoRuleKind, OpShardingRule, RuleEnv, RuleLookup};
use crate::sharding::model::{AxisRef, Mesh, Notation, TensorSharding};
use crate::text::TextRange;
use engine::{Engine, Node, NodeConflict, NodeKind, NodeRule, Origin, SlotSharding};
use graph::{BarrierOp, RuleAnswer, RuleAnswers};
use std::collections::HashMap;
use std::sync::Arc;

/// Propagation results of one chunk: a view over its components' results,
/// which are shared (not copied) with the result before an edit when the
/// edit left them alone. Nothing here is proportional to the chunk's size
/// except `part_of_function` (one entry per function).
pub struct ChunkPropagation {
    /// Shared: a part reused after an edit is one reference more.
    parts: Vec<Arc<component::ComponentResult>>,
    /// For each function of the chunk, the part that propagated it.
    part_of_function: Vec<usize>,
    /// Where each part's nodes start in the chunk-wide node numbering.
    node_offsets: Vec<usize>,
    pub meshes: HashMap<String, Mesh>,
    /// What the parts depend on besides their functions and annotations.
    options: Options,
    notation: Option<Notation>,
    aliases: AliasTable,
    /// How many parts were propagated (the others were reused).
    recomputed: usize,
}

impl ChunkPropagation {
    fn from_parts(
        parts: Vec<Arc<component::ComponentResult>>,
        function_count: usize,
        meshes: HashMap<String, Mesh>,
        options: Options,
        recomputed: usize,
    ) -> Self {
        let mut part_of_function = vec![usize::MAX; function_count];
        let mut node_offsets = Vec::with_capacity(parts.len() + 1);
        let mut offset = 0;
        for (p, part) in parts.iter().enumerate() {
            for &f in &part.indices {
                if let Some(slot) = part_of_function.get_mut(f) {
                    *slot = p;
                }
            }
            node_offsets.push(offset);
            offset += part.nodes.len();
        }
        node_offsets.push(offset);
        ChunkPropagation {
            parts,
            part_of_function,
            node_offsets,
            meshes,
            options,
            notation: None,
            aliases: AliasTable::default(),
            recomputed,
        }
    }

    /// Whether `chunk`'s functions fall into the components of this result
    /// (`graph::components`): as many functions, each the very same one
    /// as then or one with the same name calling the same functions, and
    /// neither version in a sharding group (whose id is read from the
    /// text). O(functions), comparing pointers for all but the changed.
    fn same_components(&self, chunk: &Chunk) -> bool {
        if self.part_of_function.len() != chunk.functions.len() {
            return false;
        }
        fn callees(f: &Function) -> Vec<Option<&str>> {
            f.calls
                .iter()
                .map(|&op| &f.ops[op])
                .filter(|op| op.name == "func.call")
                .map(|op| op.callee.as_deref())
                .collect()
        }
        chunk.functions.iter().enumerate().all(|(fi, entry)| {
            let Some(part) = self.parts.get(self.part_of_function[fi]) else {
                return false;
            };
            let Some(before) = part.function(fi) else {
                return false;
            };
            let now = entry.ir.as_ref();
            Arc::ptr_eq(&entry.ir, before)
                || (now.name == before.name
                    && now.sharding_groups.is_empty()
                    && before.sharding_groups.is_empty()
                    && callees(now) == callees(before))
        })
    }

    /// How many independently propagated parts (components) the chunk has,
    /// and how many of them this result computed rather than reused.
    pub fn component_counts(&self) -> (usize, usize) {
        (self.parts.len().max(1), self.recomputed)
    }

    /// How many step decisions the parts remember for the next run, and how
    /// many of them were taken from the run before (`memo`).
    pub fn step_counts(&self) -> (usize, usize) {
        self.parts.iter().fold((0, 0), |(len, reused), part| {
            let steps = &part.outcome.steps;
            (len + steps.len(), reused + steps.reused())
        })
    }

    /// How many steps took the decision of an earlier step of their run
    /// (`memo`).
    pub fn repeated_steps(&self) -> usize {
        self.parts
            .iter()
            .map(|part| part.outcome.steps.repeated())
            .sum()
    }

    /// How many op rules the parts remember for the next run, and how many
    /// of them were taken from the run before (`rule_memo`, and the mesh
    /// family's `plan_memo`).
    pub fn rule_counts(&self) -> (usize, usize) {
        self.parts.iter().fold((0, 0), |(len, reused), part| {
            (
                len + part.rules.len() + part.plans.len(),
                reused + part.rules.reused() + part.plans.reused(),
            )
        })
    }

    /// Whether function `func` has the very same propagation result here as
    /// in `other` (a part reused across an edit), so results computed from
    /// it alone still hold.
    pub fn same_part_as(&self, other: &ChunkPropagation, func: usize) -> bool {
        let part = |p: &ChunkPropagation| {
            p.part_of_function
                .get(func)
                .and_then(|&i| p.parts.get(i))
                .map(|part| part.outcome.clone())
        };
        matches!((part(self), part(other)), (Some(a), Some(b)) if Arc::ptr_eq(&a, &b))
    }

    /// The part holding `slot`'s function, and where its nodes start.
    fn part(&self, slot: Slot) -> Option<(&component::ComponentResult, usize)> {
        let p = *self.part_of_function.get(slot.func())?;
        Some((self.parts.get(p)?, self.node_offsets[p]))
    }

    /// The sharding of `slot` after propagation.
    pub fn sharding(&self, slot: Slot) -> Option<&TensorSharding> {
        let (part, _) = self.part(slot)?;
        Some(&part.outcome.shardings.get(&slot)?.sharding)
    }

    /// Function `func`'s values that have a sharding after propagation,
    /// in value order, with it.
    pub fn value_shardings(
        &self,
        func: usize,
    ) -> impl Iterator<Item = (ValueId, &Arc<TensorSharding>)> + '_ {
        self.part_of(func)
            .into_iter()
            .flat_map(move |part| part.outcome.shardings.values_of(func))
            .map(|(value, s)| (value, &s.sharding))
    }

    /// Function `func`'s results that have a sharding after propagation,
    /// in index order, with it.
    pub fn result_shardings(
        &self,
        func: usize,
    ) -> impl Iterator<Item = (usize, &Arc<TensorSharding>)> + '_ {
        self.part_of(func)
            .into_iter()
            .flat_map(move |part| part.outcome.shardings.results_of(func))
            .map(|(index, s)| (index, &s.sharding))
    }

    /// The part that propagated function `func`.
    fn part_of(&self, func: usize) -> Option<&component::ComponentResult> {
        self.parts
            .get(*self.part_of_function.get(func)?)
            .map(Arc::as_ref)
    }

    /// Where the sharding of `slot` came from (node indices chunk-wide).
    pub fn origin(&self, slot: Slot) -> Option<Origin> {
        let (part, offset) = self.part(slot)?;
        let s = part.outcome.shardings.get(&slot)?;
        Some(shift(s.origin.clone(), offset))
    }

    /// Every slot that has a sharding, with it, part by part in slot order.
    pub fn shardings(&self) -> impl Iterator<Item = (Slot, SlotSharding)> + '_ {
        self.parts
            .iter()
            .zip(&self.node_offsets)
            .flat_map(|(part, &offset)| {
                part.outcome
                    .shardings
                    .iter()
                    .map(move |(slot, s)| (*slot, shift_origin(s, offset)))
            })
    }

    /// The chain of origins of `slot`, nearest first.
    pub fn origin_chain(&self, slot: Slot) -> Vec<(Slot, Origin)> {
        let Some((part, offset)) = self.part(slot) else {
            return Vec::new();
        };
        engine::origin_chain(&part.outcome, slot)
            .into_iter()
            .map(|(s, origin)| (s, shift(origin, offset)))
            .collect()
    }

    /// Every conflict, node indices chunk-wide.
    pub fn conflicts(&self) -> Vec<NodeConflict> {
        self.parts
            .iter()
            .zip(&self.node_offsets)
            .flat_map(|(part, &offset)| {
                part.outcome.conflicts.iter().map(move |c| NodeConflict {
                    node: c.node + offset,
                    ..c.clone()
                })
            })
            .collect()
    }

    /// The conflicts at chunk-wide node `node`.
    pub fn conflicts_at(&self, node: usize) -> Vec<NodeConflict> {
        let Some((part, offset)) = self.part_of_node(node) else {
            return Vec::new();
        };
        part.outcome
            .conflicts
            .iter()
            .filter(|c| c.node + offset == node)
            .map(|c| NodeConflict { node, ..c.clone() })
            .collect()
    }

    fn part_of_node(&self, node: usize) -> Option<(&component::ComponentResult, usize)> {
        // The last part starting at or before `node` (parts may be empty).
        let p = self.node_offsets.partition_point(|&start| start <= node);
        let p = p.checked_sub(1)?;
        let part = self.parts.get(p)?;
        let offset = self.node_offsets[p];
        (node < offset + part.nodes.len()).then_some((part, offset))
    }

    /// Chunk-wide node `node`.
    pub fn node(&self, node: usize) -> Option<&Node> {
        let (part, offset) = self.part_of_node(node)?;
        part.nodes.get(node - offset)
    }

    /// How many nodes the chunk's graph has.
    pub fn node_count(&self) -> usize {
        self.node_offsets.last().copied().unwrap_or(0)
    }

    /// The chunk-wide index of the node standing for op `op` of function
    /// `func`, found among that function's part only.
    pub fn node_of_op(&self, func: usize, op: OpId) -> Option<usize> {
        let p = *self.part_of_function.get(func)?;
        let part = self.parts.get(p)?;
        let local = part.nodes.iter().position(|n| n.op == Some((func, op)))?;
        Some(self.node_offsets[p] + local)
    }

    /// The ops propagation could not pass through.
    pub fn barriers(&self) -> impl Iterator<Item = &BarrierOp> + '_ {
        self.parts.iter().flat_map(|part| part.barriers.iter())
    }
}

fn shift(origin: Origin, offset: usize) -> Origin {
    match origin {
        Origin::Propagated { node, from } => Origin::Propagated {
            node: node + offset,
            from,
        },
        annotation => annotation,
    }
}

fn shift_origin(s: &SlotSharding, offset: usize) -> SlotSharding {
    SlotSharding {
        sharding: s.sharding.clone(),
        origin: shift(s.origin.clone(), offset),
    }
}

/// Converts a registry rule into the engine's terms.
pub fn node_rule(rule: &OpShardingRule) -> NodeRule {
    let mut mappings = rule.operands.clone();
    mappings.extend(rule.results.iter().cloned());
    NodeRule {
        factor_sizes: rule.factors.iter().map(|f| f.size).collect(),
        pass_through: rule
            .factors
            .iter()
            .map(|f| f.kind == rules::FactorKind::PassThrough)
            .collect(),
        blocked: rule.factors.iter().map(|f| f.blocked).collect(),
        mappings,
        num_operands: rule.operands.len(),
        print: Default::default(),
    }
}

/// The op-priority class of an op (Shardy's `isPassThroughOp` and friends).
fn node_kind(op_name: &str, rule: &NodeRule) -> NodeKind {
    let short = op_name.split_once('.').map_or(op_name, |(_, s)| s);
    match short {
        "dynamic_slice" | "dynamic_update_slice" => NodeKind::ForwardSlice,
        "broadcast_in_dim" => NodeKind::Broadcast,
        "reshape" | "transpose" => NodeKind::PassThrough,
        _ if rule.is_pointwise() => NodeKind::PassThrough,
        _ => NodeKind::Other,
    }
}

/// How to propagate: the factor strategy and which schedules run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Options {
    pub strategy: factor::Strategy,
    pub schedule: engine::Schedule,
    /// Shardy's `conservative-propagation`.
    pub conservative: bool,
    /// Run the import passes of Shardy's pipeline that change what
    /// propagation starts from (`sdy-apply-sharding-constraints`); the
    /// single propagation passes of the lit tests run without them.
    pub import: bool,
    /// The order LLVM's `sharding-propagation` visits ops in (`shard`/`mesh`
    /// files only).
    pub traversal: mesh_family::Traversal,
    /// Remember each step's decision by the fingerprint of its inputs
    /// (`memo`), in components of `memo::MEMO_FROM_NODES` nodes or more: a
    /// later step of the run, or of the next run after an edit, with the same
    /// inputs takes it. The outcome is the same either way; false computes
    /// every step, which the tests compare with.
    pub step_memo: bool,
}

impl Default for Options {
    /// Shardy's default pipeline: user priorities, op priorities, aggressive.
    fn default() -> Self {
        Options {
            strategy: factor::Strategy::Aggressive,
            schedule: engine::Schedule::default(),
            conservative: false,
            import: true,
            traversal: mesh_family::Traversal::default(),
            step_memo: true,
        }
    }
}

/// Propagates the shardings of one chunk with Shardy's default pipeline.
pub fn propagate_chunk(
    chunk: &Chunk,
    annotations: &ChunkAnnotations,
    text: &str,
    aliases: &AliasTable,
) -> ChunkPropagation {
    propagate_chunk_with(chunk, annotations, text, aliases, Options::default())
}

/// Propagates the shardings of one chunk.
pub fn propagate_chunk_with(
    chunk: &Chunk,
    annotations: &ChunkAnnotations,
    text: &str,
    aliases: &AliasTable,
    options: Options,
) -> ChunkPropagation {
    propagate_chunk_incremental(chunk, annotations, text, aliases, options, None)
}

/// Propagates the shardings of one chunk, reusing from `previous` (the same
/// chunk before an edit) every component — functions connected by calls or
/// sharding groups — whose functions and annotations the edit left alone.
pub fn propagate_chunk_incremental(
    chunk: &Chunk,
    annotations: &ChunkAnnotations,
    text: &str,
    aliases: &AliasTable,
    options: Options,
    previous: Option<&ChunkPropagation>,
) -> ChunkPropagation {
    let meshes = annotations.mesh_table();
    let previous = previous.filter(|p| {
        p.options == options
            && p.meshes == meshes
            && p.notation == annotations.notation
            && p.aliases == *aliases
    });
    // The mesh family's pass runs per function; Shardy's per component.
    let family = mesh_family::Semantics::of(annotations.notation);
    let each_function: Vec<usize> = match family {
        Some(_) => (0..chunk.functions.len()).collect(),
        None => Vec::new(),
    };
    let grouped;
    let groups: Vec<&[usize]> = match (family, previous) {
        (Some(_), _) => each_function.iter().map(std::slice::from_ref).collect(),
        // After a keystroke that left every function's links alone, the
        // components are those of the previous run: grouping thousands of
        // functions again was a tenth of a keystroke's analysis.
        (None, Some(p)) if p.same_components(chunk) => {
            p.parts.iter().map(|part| part.indices.as_slice()).collect()
        }
        (None, _) => {
            grouped = graph::components(chunk, text);
            grouped.iter().map(Vec::as_slice).collect()
        }
    };
    // The previous part that propagated function `f`: a component is
    // reused only with the same functions at the same indices, so the part
    // of its first function is the one candidate (looked up, not found in a
    // map of every part: after each keystroke in a file of thousands of
    // functions, reading every part cost milliseconds).
    let previous_part = |f: usize| -> Option<&Arc<component::ComponentResult>> {
        let p = previous?;
        p.parts.get(*p.part_of_function.get(f)?)
    };
    let mut parts: Vec<Option<Arc<component::ComponentResult>>> = groups
        .iter()
        .map(|functions| {
            functions
                .first()
                .and_then(|&f| previous_part(f))
                .filter(|c| c.reusable(chunk, functions, annotations))
                .cloned()
        })
        .collect();
    let todo: Vec<usize> = (0..groups.len()).filter(|&g| parts[g].is_none()).collect();
    let recomputed = todo.len();
    let computed = crate::parallel::map(&todo, |g| {
        let functions = groups[g].to_vec();
        let ops: usize = functions
            .iter()
            .map(|&f| chunk.functions[f].ir.ops.len())
            .sum();
        let propagate = || match family {
            Some(semantics) => mesh_family::propagate_function(
                chunk,
                functions[0],
                annotations,
                text,
                aliases,
                semantics,
                options.traversal,
                // The previous run's plans of ops left alone (`plan_memo`).
                previous_part(functions[0]).map(|c| c.plans.as_ref()),
            ),
            None => {
                // A component that must run again replays the previous run's
                // step decisions where its steps' inputs are the same
                // (`memo`), and takes the rules of the ops whose inputs are
                // the very same (`rule_memo`).
                let before = previous_part(functions[0]);
                let previous_steps = before
                    .filter(|c| !c.outcome.steps.is_empty())
                    .map(|c| c.outcome.steps.clone());
                let previous_rules = before
                    .filter(|c| !c.rules.is_empty())
                    .map(|c| c.rules.clone());
                propagate_component(
                    chunk,
                    annotations,
                    text,
                    aliases,
                    options,
                    &meshes,
                    ComponentToRun {
                        functions,
                        previous_steps,
                        previous_rules,
                    },
                )
            }
        };
        with_pages_for(ops, propagate)
    });
    for (g, part) in todo.into_iter().zip(computed) {
        parts[g] = Some(Arc::new(part));
    }
    let parts = parts.into_iter().flatten().collect();
    ChunkPropagation {
        notation: annotations.notation,
        aliases: aliases.clone(),
        ..ChunkPropagation::from_parts(parts, chunk.functions.len(), meshes, options, recomputed)
    }
}

/// Components of at least this many ops propagate with transparent huge
/// pages off (`pages`): with them, the fresh tables of a JAX `main`'s run
/// made the slowest keystrokes on the L = 160 dump 185–257 ms against
/// 101–107 ms without (medians about the same; `docs/performance-log.md`).
const SMALL_PAGES_FROM_OPS: usize = 16 * 1024;

/// Runs `propagate`, the propagation of a component of `ops` ops, with huge
/// pages off when it is large.
fn with_pages_for<T>(ops: usize, propagate: impl FnOnce() -> T) -> T {
    if ops >= SMALL_PAGES_FROM_OPS {
        crate::pages::small_pages_while(propagate)
    } else {
        propagate()
    }
}

/// A component to propagate: its functions' indices in the chunk, and the
/// step decisions and op rules of its previous run, if any (`memo`,
/// `rule_memo`).
struct ComponentToRun {
    functions: Vec<usize>,
    previous_steps: Option<Arc<memo::StepMemo>>,
    previous_rules: Option<Arc<rule_memo::RuleMemo>>,
}

/// Builds and runs the propagation of the functions `functions` of `chunk`.
fn propagate_component(
    chunk: &Chunk,
    annotations: &ChunkAnnotations,
    text: &str,
    aliases: &AliasTable,
    options: Options,
    meshes: &HashMap<String, Mesh>,
    component: ComponentToRun,
) -> component::ComponentResult {
    let ComponentToRun {
        functions,
        previous_steps,
        previous_rules,
    } = component;
    let env = RuleEnv::new(text, aliases).with_conservative(options.conservative);
    let rule_of = |f: &Function, op: OpId| -> RuleAnswer {
        // The graph asks about the component's own functions.
        let entry = functions
            .iter()
            .map(|&fi| &chunk.functions[fi])
            .find(|e| std::ptr::eq(e.ir.as_ref(), f))
            .expect("the graph asks about functions of this component");
        match rules::rule_for(&f.ops[op], f, &env.for_entry(entry)) {
            RuleLookup::Rule(rule) => {
                let rule = Arc::new(node_rule(&rule));
                let kind = node_kind(&f.ops[op].name, &rule);
                let facts = graph::OpFacts::of(f, op);
                let fixed_print = engine::fixed_print(
                    &mut memo::Fingerprinter::default(),
                    &rule,
                    kind,
                    factor::Direction::Both,
                    facts.multi_use_operand,
                    &[],
                    &facts.tensor_sizes,
                );
                RuleAnswer::Rule {
                    rule,
                    kind,
                    facts,
                    fixed_print,
                }
            }
            RuleLookup::NoRule { kind, reason } => RuleAnswer::Barrier {
                unknown: kind == NoRuleKind::Unknown,
                reason: reason.into(),
                plain: graph::is_plain(f, op),
            },
        }
    };
    let manual_axes_of = |func: usize, op: OpId| -> Vec<String> {
        annotations
            .manual_axes(func, op)
            .map(|axes| axes.0.clone())
            .unwrap_or_default()
    };
    // A callee called from several places gets a copy per call site.
    let flat = calls::flatten(chunk, &functions);
    let no_copies = calls::CallTargets::default();
    let (work, all, targets) = match &flat {
        Some(f) => (&f.chunk, f.functions.clone(), &f.targets),
        None => (chunk, functions.clone(), &no_copies),
    };
    let original = |func: usize| flat.as_ref().map_or(func, |f| f.original(func));
    let manual_axes_in = |func: usize, op: OpId| manual_axes_of(original(func), op);
    // Over this component's functions only: a file of 40k one-function
    // components must not build a map of every function per component.
    let index_of: rustc_hash::FxHashMap<*const Function, usize> = all
        .iter()
        .map(|&i| (Arc::as_ptr(&work.functions[i].ir), i))
        .collect();
    // Every op's rule, built up front on all cores: for a JAX `main` that is
    // a quarter of its propagation. The graph asks once per op and once
    // more per further copy of a callee, which gets its original's rule. A
    // large component keeps them for its next run, which takes over the
    // rules of the ops whose inputs are the very same (`rule_memo`).
    let remember_rules = functions
        .iter()
        .map(|&fi| chunk.functions[fi].ir.ops.len())
        .sum::<usize>()
        >= memo::MEMO_FROM_NODES;
    let previous_rules = previous_rules.filter(|_| remember_rules);
    let mut rules_reused = 0;
    // The layers of a model repeat the same few hundred rules: each new
    // rule is shared with an equal one built before it, so that a JAX
    // `main` holds hundreds of rules rather than one per op, and copying a
    // rule to a node touches a few hot reference counts.
    let mut shared_rules = rule_memo::SharedRules::default();
    // Looked up once per op: hashed with Fx rather than SipHash.
    let prebuilt: rustc_hash::FxHashMap<usize, rule_memo::FunctionRules> = functions
        .iter()
        .map(|&fi| {
            let f = chunk.functions[fi].ir.as_ref();
            let known = previous_rules
                .as_ref()
                .and_then(|memo| memo.reusable(fi, f));
            let block_ops = |b: usize| {
                let start = b * RuleAnswers::BLOCK;
                start..(start + RuleAnswers::BLOCK).min(f.ops.len())
            };
            let blocks = f.ops.len().div_ceil(RuleAnswers::BLOCK);
            // A block whose ops are all taken over is the previous run's
            // (after a keystroke, all but the edited op's neighbourhood).
            let shared: Vec<Option<Arc<Vec<RuleAnswer>>>> = (0..blocks)
                .map(|b| {
                    let kept = known.as_ref()?.block(b, block_ops(b).len())?;
                    Some(kept.clone())
                })
                .collect();
            let todo: Vec<usize> = (0..blocks).filter(|&b| shared[b].is_none()).collect();
            // Only the new rules are built on all cores. The rules taken over
            // are copied below, on one: their copies touch the reference
            // counts of the few shared rules, which two cores would pass to
            // and fro.
            let built = crate::parallel::map(&todo, |b| {
                block_ops(b)
                    .map(|op| match known.as_ref().and_then(|k| k.get(op)) {
                        Some(kept) => Err(kept),
                        None => {
                            let memoizable = remember_rules && rule_memo::memoizable(&f.ops[op]);
                            Ok((rule_of(f, op), memoizable))
                        }
                    })
                    .collect::<Vec<_>>()
            });
            let mut rules = rule_memo::FunctionRules {
                answers: RuleAnswers::default(),
                memoizable: Vec::with_capacity(f.ops.len()),
            };
            let mut built = built.into_iter();
            for (b, shared) in shared.into_iter().enumerate() {
                if let Some(block) = shared {
                    rules_reused += block.len();
                    rules
                        .memoizable
                        .extend(std::iter::repeat_n(true, block.len()));
                    rules.answers.push_block(block);
                    continue;
                }
                let made = built.next().expect("every block not shared was built");
                let mut answers = Vec::with_capacity(made.len());
                for made in made {
                    let (answer, memoizable) = match made {
                        Ok((mut answer, memoizable)) => {
                            shared_rules.share(&mut answer);
                            (answer, memoizable)
                        }
                        Err(kept) => {
                            rules_reused += 1;
                            (kept.clone(), true)
                        }
                    };
                    answers.push(answer);
                    rules.memoizable.push(memoizable);
                }
                debug_assert_eq!(answers.len(), block_ops(b).len());
                rules.answers.push_block(Arc::new(answers));
            }
            (fi, rules)
        })
        .collect();
    let rule_in = |f: &Function, op: OpId| -> RuleAnswer {
        // Copies ask with a copy: the rule of the same op of its original.
        let i = *index_of
            .get(&(f as *const Function))
            .expect("the graph asks about functions of this component");
        let fi = original(i);
        let built = prebuilt
            .get(&fi)
            .and_then(|rules| rules.answers.get(op))
            .cloned();
        built.unwrap_or_else(|| rule_of(&chunk.functions[fi].ir, op))
    };
    // The same answers, a function's at once: the graph reads them by op
    // rather than hashing two keys per op.
    let answers_in = |i: usize| -> Option<&RuleAnswers> {
        prebuilt.get(&original(i)).map(|rules| &rules.answers)
    };
    // Shardy propagates a callee's body where it is called: the nodes are
    // made in that order.
    let walk = calls::inline_walk(work, targets, &all);
    let mut graph = graph::build_graph(
        work,
        targets,
        text,
        &answers_in,
        &rule_in,
        &manual_axes_in,
        &walk,
    );
    let rules = if remember_rules {
        let kept = prebuilt
            .into_iter()
            .map(|(fi, rules)| (fi, chunk.functions[fi].ir.clone(), rules))
            .collect();
        rule_memo::RuleMemo::new(kept, rules_reused)
    } else {
        rule_memo::RuleMemo::default()
    };
    if !options.import {
        single_pass_calls(work, &mut graph.nodes);
    }
    let mut own = component::annotations_of(annotations, &functions);
    if let Some(f) = &flat {
        f.add_copy_annotations(&mut own);
    }
    if options.import {
        import::remove_size_one_axes(&mut own, meshes);
    }
    if options.import {
        import::rewire_constraint_chains(work, &all, &own, &mut graph.nodes);
    }
    let mut engine = Engine::new(&graph.nodes, meshes);
    engine.strategy = options.strategy;
    engine.schedule = options.schedule;
    engine.conservative = options.conservative;
    engine.first_returns = walk.roots;
    if options.import {
        engine.quiet_sources(&graph.call_arguments);
    }
    engine.guard(&graph.manual_sites);
    if options.step_memo && graph.nodes.len() >= memo::MEMO_FROM_NODES {
        engine.remember_steps(previous_steps);
    }
    // Shardy's import passes change what propagation starts from.
    let imported = options
        .import
        .then(|| import::apply_sharding_constraints(work, &all, &own))
        .flatten();
    let mut outcome = engine.run(imported.as_ref().map_or(&own, |(a, _)| a));
    if let Some((_, applied)) = &imported {
        import::attribute_applied(&mut outcome, &graph.nodes, applied);
    }
    if let Some(f) = &flat {
        f.map_back(&mut graph.nodes, &mut graph.barriers, &mut outcome);
    }
    component::ComponentResult::new(
        chunk,
        annotations,
        functions,
        graph.nodes,
        graph.barriers,
        outcome,
        rules,
    )
}

/// Calls in a single propagation pass (Shardy's lit tests), without the
/// pipeline's import: `func.call` has no sharding rule, so nothing crosses a
/// call unless `sdy.func_data_flow_edge` ops in the callee make it a data
/// flow edge; and a private function's results are never given the
/// shardings of its return values (a call's result edge reads the returned
/// values themselves).
fn single_pass_calls(chunk: &Chunk, nodes: &mut Vec<Node>) {
    let function = |f: usize| chunk.functions.get(f).map(|e| e.ir.as_ref());
    let op_name = |f: usize, op: OpId| {
        function(f)
            .and_then(|g| g.ops.get(op))
            .map(|o| o.name.as_str())
    };
    let private = |f: usize| function(f).and_then(|g| g.visibility.as_deref()) == Some("private");
    let has_edges = |f: usize| {
        function(f).is_some_and(|g| g.ops.iter().any(|o| o.name == "sdy.func_data_flow_edge"))
    };
    // The value the i-th result of function f returns.
    let returned = |f: usize, index: usize| -> Option<Slot> {
        let g = function(f)?;
        let ret = g
            .ops
            .iter()
            .find(|o| o.name == "func.return" && o.parent.map(|(r, _)| r) == g.body)?;
        let value = ret.operands.get(index)?.value?;
        Some(Slot::Value { func: f, value })
    };
    nodes.retain_mut(|node| {
        let Some((f, op)) = node.op else {
            return true;
        };
        match op_name(f, op) {
            Some("func.call") => {
                let callee = node.slots.iter().find_map(|s| match s {
                    Slot::Value { func, .. } if *func != f => Some(*func),
                    Slot::FuncResult { func, .. } => Some(*func),
                    _ => None,
                });
                let Some(callee) = callee.filter(|&c| has_edges(c)) else {
                    return false;
                };
                if private(callee) {
                    for slot in &mut node.slots {
                        if let Slot::FuncResult { func, index } = *slot {
                            match returned(func, index) {
                                Some(value) => *slot = value,
                                None => return false,
                            }
                        }
                    }
                }
                true
            }
            Some("func.return") => {
                !(private(f)
                    && node
                        .slots
                        .iter()
                        .any(|s| matches!(s, Slot::FuncResult { .. })))
            }
            _ => true,
        }
    });
}

fn axes_text(axes: &[AxisRef]) -> String {
    let names: Vec<String> = axes.iter().map(|a| a.to_string()).collect();
    format!("[{}]", names.join(", "))
}

/// Bytes each device receives when `slot`'s tensor is all-gathered over
/// `removed` (from its sharding after propagation).
pub fn gather_bytes(
    chunk: &Chunk,
    result: &ChunkPropagation,
    slot: Slot,
    removed: &[AxisRef],
) -> Option<i64> {
    let sharding = result.sharding(slot)?;
    let mesh = sharding.resolve_mesh(|name| result.meshes.get(name))?;
    let shape = graph::slot_shape(chunk, slot)?;
    let element_bytes = slot_element_bytes(chunk, slot)? as i64;
    let total = shape
        .iter()
        .try_fold(element_bytes, |acc, d| acc.checked_mul(*d))?;
    let before = sharding
        .dims
        .iter()
        .flat_map(|d| d.axes.iter())
        .try_fold(1i64, |acc, a| acc.checked_mul(a.size(mesh)?))?;
    let removed_size = removed
        .iter()
        .try_fold(1i64, |acc, a| acc.checked_mul(a.size(mesh)?))?;
    let after = (before / removed_size.max(1)).max(1);
    Some(total / after - total / before.max(1))
}

fn slot_element_bytes(chunk: &Chunk, slot: Slot) -> Option<u64> {
    let ty = match slot {
        Slot::Value { func, value } => graph::value_type(chunk, func, value)?.clone(),
        Slot::FuncResult { func, index } => {
            chunk.functions.get(func)?.ir.results.get(index)?.ty.clone()
        }
        Slot::OpSite { .. } => return None,
    };
    ty.element_byte_width()
}

/// `1536` → `1.5 KiB`.
pub fn human_bytes(bytes: i64) -> String {
    const UNITS: [&str; 4] = ["B", "KiB", "MiB", "GiB"];
    let mut value = bytes as f64;
    let mut unit = 0;
    while value >= 1024.0 && unit + 1 < UNITS.len() {
        value /= 1024.0;
        unit += 1;
    }
    if unit == 0 {
        format!("{bytes} B")
    } else {
        format!("{value:.1} {}", UNITS[unit])
    }
}

/// Where a slot is in the text, for messages.
pub fn slot_range(chunk: &Chunk, slot: Slot) -> Option<TextRange> {
    match slot {
        Slot::Value { func, value } => {
            let entry = chunk.functions.get(func)?;
            Some(entry.abs(entry.ir.values.get(value)?.range))
        }
        Slot::FuncResult { func, index } => {
            let entry = chunk.functions.get(func)?;
            Some(entry.abs(entry.ir.results.get(index)?.range))
        }
        Slot::OpSite { func, op, .. } => {
            let entry = chunk.functions.get(func)?;
            Some(entry.abs(entry.ir.ops.get(op)?.name_range))
        }
    }
}

/// A readable name of a slot: `%arg0`, `result 0 of @main`.
pub fn slot_name(chunk: &Chunk, slot: Slot) -> String {
    match slot {
        Slot::Value { func, value } => chunk
            .functions
            .get(func)
            .and_then(|e| e.ir.values.get(value))
            .map(|v| v.name.to_string())
            .unwrap_or_default(),
        Slot::FuncResult { func, index } => format!(
            "result {index} of @{}",
            chunk
                .functions
                .get(func)
                .and_then(|e| e.ir.name.clone())
                .unwrap_or_default()
        ),
        Slot::OpSite { index, local, .. } => {
            format!(
                "sharding {index}{}",
                if local { " (body side)" } else { "" }
            )
        }
    }
}

/// Conflicts as warnings (each with the disagreeing tensors as related
/// information) and unknown ops as information diagnostics.
pub fn diagnostics(chunk: &Chunk, result: &ChunkPropagation) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    for conflict in result.conflicts() {
        let Some(node) = result.node(conflict.node) else {
            continue;
        };
        let Some((func, op)) = node.op else { continue };
        let Some(entry) = chunk.functions.get(func) else {
            continue;
        };
        let op_ref = &entry.ir.ops[op];
        // A constraint that differs from its input is a reshard the user asked for.
        if crate::ir::is_sharding_constraint(op_ref) {
            continue;
        }
        // In Shardy's model (sdy, GSPMD), expected communication (two
        // factors of a dot or conv wanting one axis, …) is information that
        // `partition` and `mesh-lsp report` show; a warning is for a probable
        // mistake: the tensors of an elementwise op sharded differently.
        // The mesh family keeps `sharding-propagation`'s own conflict reports.
        let family = mesh_family::Semantics::of(result.notation).is_some();
        if !family && !is_probable_mistake(node, &conflict) {
            continue;
        }
        let factor = rules::factor_symbol(conflict.factor);
        let parts: Vec<String> = conflict
            .tensors
            .iter()
            .map(|(slot, axes)| {
                format!(
                    "{} is sharded on {}",
                    slot_name(chunk, *slot),
                    axes_text(axes)
                )
            })
            .collect();
        let size = node
            .rule
            .factor_sizes
            .get(conflict.factor)
            .copied()
            .unwrap_or(0);
        let (dispute, decision) = match conflict.other_factor {
            Some(other) => (
                format!(
                    "factors {} and {factor} both want the same axis",
                    rules::factor_symbol(other)
                ),
                format!(
                    "factor {} keeps {}",
                    rules::factor_symbol(other),
                    axes_text(&conflict.kept)
                ),
            ),
            None => (
                format!("along factor {factor} (size {size})"),
                if conflict.kept.is_empty() {
                    "propagation leaves it unsharded".to_string()
                } else {
                    format!(
                        "propagation keeps only the common prefix {}",
                        axes_text(&conflict.kept)
                    )
                },
            ),
        };
        let costs: Vec<String> = conflict
            .tensors
            .iter()
            .filter_map(|(slot, axes)| {
                let removed: Vec<AxisRef> = axes
                    .iter()
                    .filter(|a| !conflict.kept.contains(a))
                    .cloned()
                    .collect();
                let bytes = gather_bytes(chunk, result, *slot, &removed)?;
                (bytes > 0).then(|| {
                    format!(
                        "all-gathering {} over {} moves {} per device",
                        slot_name(chunk, *slot),
                        axes_text(&removed),
                        human_bytes(bytes)
                    )
                })
            })
            .collect();
        let cost = if costs.is_empty() {
            String::new()
        } else {
            format!(" ({})", costs.join("; "))
        };
        let mut diagnostic = Diagnostic::warning(
            entry.abs(op_ref.name_range),
            "propagation/conflict",
            format!(
                "sharding conflict in '{}' {dispute}: {}; {decision}, so the tensors that disagree will be resharded{cost}",
                op_ref.name,
                parts.join(", ")
            ),
        );
        for (slot, axes) in &conflict.tensors {
            if let Some(range) = slot_range(chunk, *slot) {
                diagnostic = diagnostic.with_related(
                    range,
                    format!("{} wants {}", slot_name(chunk, *slot), axes_text(axes)),
                );
            }
        }
        out.push(diagnostic);
    }
    for barrier in result.barriers() {
        let Some(entry) = chunk.functions.get(barrier.func) else {
            continue;
        };
        let op = &entry.ir.ops[barrier.op];
        out.push(Diagnostic::new(
            entry.abs(op.name_range),
            Severity::Information,
            "propagation/no-rule",
            format!(
                "{}: shardings do not propagate through this op, and its results stay unsharded unless annotated",
                barrier.reason
            ),
        ));
    }
    out
}

/// Whether a conflict is worth a warning: the tensors of an elementwise op
/// disagree along one dimension (at least two of them sharded there), which
/// no partitioner resolves without resharding what the user annotated. A
/// dispute between two factors over one axis (FSDP's `x @ w`, a conv kernel
/// sharded like its input's features) is the communication the user designed.
pub fn is_probable_mistake(node: &Node, conflict: &NodeConflict) -> bool {
    conflict.other_factor.is_none()
        && node.rule.is_pointwise()
        && conflict
            .tensors
            .iter()
            .filter(|(_, axes)| !axes.is_empty())
            .count()
            >= 2
}

/// The chain of origins of a slot as text lines, nearest first.
pub fn describe_origin(
    chunk: &Chunk,
    annotations: &ChunkAnnotations,
    result: &ChunkPropagation,
    slot: Slot,
    text_line: &dyn Fn(usize) -> usize,
) -> Vec<String> {
    result
        .origin_chain(slot)
        .into_iter()
        .map(|(s, origin)| match origin {
            Origin::Annotation { kind, at } => {
                let line = annotations
                    .annotations
                    .range_of(&at)
                    .map(|range| format!(" at line {}", text_line(range.start) + 1))
                    .unwrap_or_default();
                format!(
                    "{}: {} annotation{line}",
                    slot_name(chunk, s),
                    kind.describe(),
                )
            }
            Origin::Propagated { node, from } => {
                let via = result
                    .node(node)
                    .and_then(|n| n.op)
                    .and_then(|(f, op)| chunk.functions.get(f).map(|e| (e, op)))
                    .map(|(e, op)| {
                        format!(
                            "'{}' at line {}",
                            e.ir.ops[op].name,
                            text_line(e.abs(e.ir.ops[op].range).start) + 1
                        )
                    })
                    .unwrap_or_else(|| "a sharding group".to_string());
                format!(
                    "{}: from {} through {via}",
                    slot_name(chunk, s),
                    slot_name(chunk, from)
                )
            }
        })
        .collect()
}

#[cfg(all(test, target_os = "linux"))]
mod tests {
    use super::{with_pages_for, SMALL_PAGES_FROM_OPS};

    #[test]
    fn a_large_component_propagates_without_huge_pages() {
        if crate::pages::left_alone() {
            return;
        }
        assert!(with_pages_for(
            SMALL_PAGES_FROM_OPS,
            crate::pages::huge_pages_off
        ));
        // A small one is left alone (unless another test of this process
        // is inside a scope meanwhile, which this does not assert against).
    }
}
