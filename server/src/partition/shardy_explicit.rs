//! Shardy's own partitioning, the alternative to XLA's choices (`mod.rs`):
//! what `sdy-insert-explicit-reshards{enable-full-version=true}` followed by
//! `sdy-reshard-to-collectives` insert after propagation, which is what
//! compilers built on Shardy's explicit form run
//! (`shardy/dialect/sdy/transforms/export/insert_explicit_reshards.cc`,
//! `explicit_reshards_util.cc`).
//!
//! Per op with a sharding rule, in function order:
//!
//! 1. The op's factor sharding (`find_common_axes`, Shardy's `findCommonAxes`):
//!    the shared one when every tensor shards each factor alike, need-replication
//!    factors are unsharded and no axis serves two factors; else, for an op of
//!    two non-scalar tensors without need-replication factors or dims of several
//!    factors, the preferred tensor's (no sharded permutation factor, then the
//!    larger, then the more sharded); else Shardy's greedy heuristic: pick the
//!    (factor, axes) pair backed by the most tensor elements (then pass-through
//!    over reduction over permutation, then the larger sharding), drop what
//!    overlaps it, repeat; axes of need-replication factors move to batching
//!    factors.
//! 2. Every operand and result sharded otherwise gets an `sdy.reshard`, one per
//!    use: no reshard is shared between users, unlike XLA's cache.
//! 3. The union of the reduction factors' axes is all-reduced, one
//!    `sdy.all_reduce` per result, right after the op; an operand's partial
//!    sums (`unreduced={…}`) its use does not keep are all-reduced before
//!    it, once per use.
//! 4. Call operands are resharded to the callee's argument shardings, returned
//!    values to the function's result shardings, the edge sources of a
//!    `while`/`case`/`if` (a `while`'s operands, the values its regions
//!    return) to the op's result shardings; written `sdy.reshard`s are
//!    lowered as they are. Shardings are those Shardy's export leaves
//!    (`propagation::export::exported`: signatures cut to what divides them).
//!
//! Each reshard is lowered by `reshard::plan` (Shardy's
//! `reshard_to_collectives`) as it is: no halo exchange, no gather-and-slice
//! in place of a permute, no whole copy; a permutation factor that differs is
//! resharded like any other. Not modelled: the collectives that make values
//! unreduced (`sharded_to_unreduced`, `replicated_to_unreduced`),
//! single-device (maximal) shardings, reshapes with overflow axes (Shardy
//! redistributes them; here they are resharded to the common factor
//! sharding), and `manual_computation` edges.

use super::{Cause, Ctx, FunctionPartition, Inserted, Insertion, Tensor};
use crate::ir::{Chunk, FunctionEntry, Op, ValueId};
use crate::pipeline::ChunkAnalysis;
use crate::propagation::projection::{project, unproject, TensorFactorShardings};
use crate::reshard::{axes::AxisSizes, CollectiveKind};
use crate::rules::{self, AliasTable, FactorKind, OpShardingRule, RuleEnv, RuleLookup};
use crate::sharding::model::{AxisRef, TensorSharding};
use std::cmp::Ordering;

/// Partitions function `fi` as Shardy's explicit-reshard passes would.
pub fn partition_function(
    chunk: &Chunk,
    analysis: &ChunkAnalysis,
    text: &str,
    aliases: &AliasTable,
    line_of: Option<&dyn Fn(usize) -> usize>,
    fi: usize,
    entry: &FunctionEntry,
) -> FunctionPartition {
    let f = &entry.ir;
    let env = RuleEnv::new(text, aliases).for_entry(entry);
    let mut ctx = Ctx::new(chunk, analysis, text, fi, entry, line_of, true);
    let mut calls = Vec::new();
    for (op_id, op) in f.ops.iter().enumerate() {
        ctx.current = op_id;
        if let Some(kind) = super::explicit_kind(&op.name) {
            ctx.explicit(op, kind);
            continue;
        }
        match op.name.as_str() {
            "func.call" | "call" => {
                if let Some(callee) = op.callee.as_deref().and_then(|name| {
                    chunk
                        .functions
                        .iter()
                        .position(|e| e.ir.name.as_deref() == Some(name))
                }) {
                    calls.push((callee, entry.abs(op.name_range)));
                    ctx.call_operands(op, callee);
                }
                continue;
            }
            "func.return" if op.parent.map(|(r, _)| r) == f.body => {
                ctx.returned(op);
                continue;
            }
            "sdy.reshard" => {
                ctx.written_reshard(op);
                continue;
            }
            "stablehlo.while" | "stablehlo.case" | "stablehlo.if" | "mhlo.while" | "mhlo.case"
            | "mhlo.if" => {
                ctx.data_flow(op_id, op);
                continue;
            }
            _ => {}
        }
        if let RuleLookup::Rule(rule) = rules::rule_for(op, f, &env) {
            ctx.shardy_op(op, &rule);
        }
    }
    let lifetimes = ctx.lifetimes();
    ctx.finish(calls, lifetimes)
}

impl Ctx<'_> {
    /// Shardy's `insertAllReduceIfUnreducedToReplicated`: a use whose target
    /// does not keep `tensor`'s unreduced axes all-reduces them first (one
    /// `sdy.all_reduce` per use). Returns the sharding after it.
    pub(super) fn unreduced_to_replicated(
        &mut self,
        op: &Op,
        tensor: &Tensor,
        from: &TensorSharding,
        target_unreduced: &[AxisRef],
        mesh: &crate::sharding::model::Mesh,
    ) -> TensorSharding {
        let mut after = from.clone();
        let mut axes: Vec<AxisRef> = from
            .unreduced
            .iter()
            .filter(|a| !target_unreduced.contains(a))
            .cloned()
            .collect();
        if axes.is_empty() {
            return after;
        }
        axes.sort_by(crate::reshard::axes::shardy_order);
        after.unreduced.retain(|a| target_unreduced.contains(a));
        let bytes = super::local_bytes(
            &tensor.shape,
            tensor.element_bytes,
            Some(&after),
            Some(mesh),
        );
        let reason = format!(
            "{} holds partial sums over {} that its use here does not keep: all-reduced first",
            self.value_name(tensor.value),
            super::axes_text(&axes)
        );
        self.note(&reason);
        let refs: Vec<&AxisRef> = axes.iter().collect();
        self.push(
            op,
            CollectiveKind::AllReduce,
            super::spans(&refs, mesh),
            bytes,
            Cause::Reduction,
            reason,
        );
        after
    }

    /// A call's operands resharded to the callee's argument shardings.
    fn call_operands(&mut self, op: &Op, callee: usize) {
        let Some(target_fn) = self.chunk.functions.get(callee) else {
            return;
        };
        for (i, operand) in op.operands.iter().enumerate() {
            let Some(tensor) = operand.value.and_then(|v| self.tensor(v)) else {
                continue;
            };
            let Some(&arg) = target_fn.ir.arguments.get(i) else {
                continue;
            };
            let Some(target) = self.sharding_of(crate::annotations::Slot::Value {
                func: callee,
                value: arg,
            }) else {
                continue;
            };
            let Some(mesh) = self.mesh_of(&target) else {
                continue;
            };
            let from = match &tensor.sharding {
                Some(s) if s.mesh == target.mesh => s.clone(),
                Some(_) => continue,
                None => TensorSharding::replicated(target.mesh.clone(), tensor.shape.len()),
            };
            let from = self.unreduced_to_replicated(op, &tensor, &from, &target.unreduced, &mesh);
            let why = format!(
                "argument {i} of @{} is sharded {}",
                target_fn.ir.name.clone().unwrap_or_default(),
                super::dims_text(&target)
            );
            self.reshard(
                op,
                &tensor,
                &from,
                &target,
                &mesh,
                Cause::Reshard,
                &why,
                super::Anchor::Operand {
                    index: i,
                    shared: false,
                },
            );
        }
    }

    /// A `while`/`case`/`if`: every edge source (a `while`'s operand, each
    /// region's returned value) resharded to its result's sharding
    /// (`insertExplicitReshardsOnDataFlowOp`).
    fn data_flow(&mut self, op_id: usize, op: &Op) {
        let f = self.f();
        let is_while = op.name.ends_with(".while");
        // A while's condition region returns a predicate, not an edge.
        let edge_regions: Vec<usize> = if is_while {
            op.regions.get(1).copied().into_iter().collect()
        } else {
            op.regions.to_vec()
        };
        let terminators: Vec<usize> = edge_regions
            .iter()
            .filter_map(|&r| {
                let block = f.regions.get(r)?.blocks.last()?;
                block.ops.last().copied()
            })
            .filter(|&t| f.ops[t].name.ends_with("return"))
            .collect();
        for (i, &result) in op.results.iter().enumerate() {
            let Some(result_tensor) = self.tensor(result) else {
                continue;
            };
            let mut sources: Vec<(usize, usize)> = Vec::new();
            if is_while {
                sources.push((op_id, i));
            }
            sources.extend(terminators.iter().map(|&t| (t, i)));
            for (at, index) in sources {
                let at_op = &self.f().ops[at];
                let Some(tensor) = at_op
                    .operands
                    .get(index)
                    .and_then(|o| o.value)
                    .and_then(|v| self.tensor(v))
                else {
                    continue;
                };
                let (target, from) = match (&result_tensor.sharding, &tensor.sharding) {
                    (Some(t), Some(s)) if t.mesh == s.mesh => (t.clone(), s.clone()),
                    (Some(t), None) => (
                        t.clone(),
                        TensorSharding::replicated(t.mesh.clone(), tensor.shape.len()),
                    ),
                    (None, Some(s)) => (
                        TensorSharding::replicated(s.mesh.clone(), tensor.shape.len()),
                        s.clone(),
                    ),
                    _ => continue,
                };
                let Some(mesh) = self.mesh_of(&target) else {
                    continue;
                };
                let why = format!(
                    "result {i} of '{}' is sharded {}",
                    op.name,
                    super::dims_text(&target)
                );
                let at_op = at_op.clone();
                let current = self.current;
                self.current = at;
                let from =
                    self.unreduced_to_replicated(&at_op, &tensor, &from, &target.unreduced, &mesh);
                self.reshard(
                    &at_op,
                    &tensor,
                    &from,
                    &target,
                    &mesh,
                    Cause::Reshard,
                    &why,
                    super::Anchor::Operand {
                        index,
                        shared: false,
                    },
                );
                self.current = current;
            }
        }
    }

    // The op's tensors, projections and factors are parallel vectors indexed together.
    #[allow(clippy::needless_range_loop)]
    fn shardy_op(&mut self, op: &Op, rule: &OpShardingRule) {
        if rule.operands.len() != op.operands.len() || rule.results.len() != op.results.len() {
            return;
        }
        let values: Option<Vec<ValueId>> = op
            .operands
            .iter()
            .map(|o| o.value)
            .chain(op.results.iter().map(|&r| Some(r)))
            .collect();
        let Some(values) = values else { return };
        let tensors: Option<Vec<Tensor>> = values.iter().map(|&v| self.tensor(v)).collect();
        let Some(tensors) = tensors else { return };
        let n_operands = rule.operands.len();
        // Shardy's `getMesh`: the tensors' common mesh; none sharded, nothing to do.
        let Some(reference) = tensors
            .iter()
            .filter_map(|t| t.sharding.clone())
            .find(|s| !s.is_fully_replicated())
        else {
            return;
        };
        if tensors
            .iter()
            .filter_map(|t| t.sharding.as_ref())
            .any(|s| s.mesh != reference.mesh && !s.is_fully_replicated())
        {
            return;
        }
        let Some(mesh) = self.mesh_of(&reference) else {
            return;
        };
        let mappings: Vec<&Vec<Vec<usize>>> = rule.operands.iter().chain(&rule.results).collect();
        let nf = rule.factors.len();
        // A written rule may name factors it does not declare.
        if tensors
            .iter()
            .zip(&mappings)
            .any(|(t, m)| t.shape.len() != m.len() || m.iter().flatten().any(|&f| f >= nf))
        {
            return;
        }
        let shardings: Vec<TensorSharding> = tensors
            .iter()
            .map(|t| match &t.sharding {
                Some(s) if s.mesh == reference.mesh => s.clone(),
                _ => TensorSharding::replicated(reference.mesh.clone(), t.shape.len()),
            })
            .collect();
        // Operands' partial sums the op's results do not keep are all-reduced first.
        let result_unreduced: Vec<AxisRef> = shardings[n_operands..]
            .first()
            .map(|s| s.unreduced.clone())
            .unwrap_or_default();
        let mut shardings = shardings;
        for t in 0..n_operands {
            shardings[t] = self.unreduced_to_replicated(
                op,
                &tensors[t],
                &shardings[t],
                &result_unreduced,
                &mesh,
            );
        }
        let shardings = shardings;
        let sizes: Vec<i64> = rule.factors.iter().map(|f| f.size).collect();
        let projections: Vec<TensorFactorShardings> = shardings
            .iter()
            .zip(&mappings)
            .map(|(s, m)| project(Some(s), m, &sizes, &mesh, true))
            .collect();
        let elements: Vec<i64> = tensors
            .iter()
            .map(|t| t.shape.iter().product::<i64>())
            .collect();
        let problem = Problem {
            rule,
            mappings: &mappings,
            projections: &projections,
            elements: &elements,
            ranks: tensors.iter().map(|t| t.shape.len()).collect(),
            sizes: AxisSizes::of(&mesh),
        };
        let assign = problem.find_common_axes();
        let required = |t: usize| -> TensorSharding {
            let mut tfs = TensorFactorShardings::default();
            for f in 0..nf {
                if problem.maps(t, f) {
                    let fs = tfs.factors.get_or_default(f);
                    fs.axes = assign[f].clone();
                    fs.is_closed = true;
                }
            }
            let mut template = super::clean(&shardings[t]);
            template.unreduced.clear();
            unproject(&tfs, mappings[t], &sizes, &mesh, &template)
        };
        let differs = |t: usize| {
            !super::same_dims(&super::clean(&shardings[t]), &required(t))
                || projections[t]
                    .factors
                    .iter()
                    .any(|(_, fs)| !fs.overflow.is_empty())
        };
        let factor_note = |t: usize| -> String {
            (0..nf)
                .filter(|&f| problem.maps(t, f) && problem.axes(t, f) != assign[f])
                .map(|f| {
                    format!(
                        "factor {} (size {}) is {} in the op",
                        rules::factor_symbol(f),
                        sizes[f],
                        super::axes_text(&assign[f])
                    )
                })
                .collect::<Vec<_>>()
                .join("; ")
        };
        for t in 0..n_operands {
            if !differs(t) {
                continue;
            }
            let want = required(t);
            let why = format!(
                "Shardy's '{}' uses {} ({})",
                op.name,
                super::dims_text(&want),
                factor_note(t)
            );
            self.reshard(
                op,
                &tensors[t],
                &shardings[t],
                &want,
                &mesh,
                Cause::Reshard,
                &why,
                super::Anchor::Operand {
                    index: t,
                    shared: false,
                },
            );
        }
        // The union of the reduction factors' axes, less what the results keep unreduced.
        let unreduced: Vec<AxisRef> = shardings[n_operands..]
            .first()
            .map(|s| s.unreduced.clone())
            .unwrap_or_default();
        let mut reduce: Vec<AxisRef> = (0..nf)
            .filter(|&f| rule.factors[f].kind == FactorKind::Reduction)
            .flat_map(|f| assign[f].clone())
            .filter(|a| !unreduced.iter().any(|u| u.overlaps(a)))
            .collect();
        // Shardy's `sortAndMergeAxes`.
        reduce.sort_by(crate::reshard::axes::shardy_order);
        let reduce = crate::propagation::projection::merge_sub_axes(reduce, &mesh);
        if !reduce.is_empty() && !op.results.is_empty() {
            let reason = format!(
                "the reduction factors of '{}' are sharded on {}: each device holds partial results, summed over {}",
                op.name,
                super::axes_text(&reduce),
                super::axes_text(&reduce)
            );
            self.insertions.push(Insertion {
                op: self.current,
                what: Inserted::AllReduce {
                    axes: reduce.clone(),
                },
                reason: reason.clone(),
            });
            let refs: Vec<&AxisRef> = reduce.iter().collect();
            for t in n_operands..tensors.len() {
                let bytes = super::local_bytes(
                    &tensors[t].shape,
                    tensors[t].element_bytes,
                    Some(&required(t)),
                    Some(&mesh),
                );
                self.push(
                    op,
                    CollectiveKind::AllReduce,
                    super::spans(&refs, &mesh),
                    bytes,
                    Cause::Reduction,
                    reason.clone(),
                );
            }
        }
        for t in n_operands..tensors.len() {
            // A result without a sharding is replicated (Shardy's `closedIfMissing`).
            if !differs(t) {
                continue;
            }
            let computed = required(t);
            let why = format!(
                "Shardy's '{}' computes it as {} ({})",
                op.name,
                super::dims_text(&computed),
                factor_note(t)
            );
            self.reshard(
                op,
                &tensors[t],
                &computed,
                &shardings[t],
                &mesh,
                Cause::Reshard,
                &why,
                super::Anchor::Result(tensors[t].value),
            );
        }
    }
}

/// One op's factor-sharding choice, Shardy's `findCommonAxes`.
struct Problem<'a> {
    rule: &'a OpShardingRule,
    mappings: &'a [&'a Vec<Vec<usize>>],
    projections: &'a [TensorFactorShardings],
    /// Elements per tensor, operands then results.
    elements: &'a [i64],
    ranks: Vec<usize>,
    sizes: AxisSizes,
}

/// A (factor, axes) pair the heuristic may pick, with its ranking.
#[derive(Clone, Debug)]
struct Candidate {
    factor: usize,
    axes: Vec<AxisRef>,
    /// Elements of the tensors whose factor sharding this is (or extends).
    source_elements: i64,
    precedence: i64,
    sharding_size: i64,
}

impl Problem<'_> {
    fn maps(&self, t: usize, f: usize) -> bool {
        self.mappings[t].iter().any(|d| d.contains(&f))
    }

    fn axes(&self, t: usize, f: usize) -> Vec<AxisRef> {
        self.projections[t]
            .factors
            .get(&f)
            .map(|fs| fs.axes.clone())
            .unwrap_or_default()
    }

    fn tensors(&self) -> std::ops::Range<usize> {
        0..self.mappings.len()
    }

    fn find_common_axes(&self) -> Vec<Vec<AxisRef>> {
        if let Some(common) = self.compatible() {
            return common;
        }
        let non_scalar: Vec<usize> = self.tensors().filter(|&t| self.ranks[t] > 0).collect();
        let need_replication = self
            .rule
            .factors
            .iter()
            .any(|f| f.kind == FactorKind::NeedReplication);
        let multi_factor_dims = self.mappings.iter().any(|m| m.iter().any(|d| d.len() > 1));
        if non_scalar.len() == 2 && !need_replication && !multi_factor_dims {
            return self.unary(non_scalar[0], non_scalar[1]);
        }
        let mut common = self.heuristic();
        if need_replication {
            self.distribute_to_batching(&mut common);
        }
        common
    }

    /// `getCompatibleFactorShardings`.
    fn compatible(&self) -> Option<Vec<Vec<AxisRef>>> {
        let nf = self.rule.factors.len();
        let mut out = vec![Vec::new(); nf];
        let mut seen: Vec<AxisRef> = Vec::new();
        for t in self.tensors() {
            if self.projections[t]
                .factors
                .iter()
                .any(|(_, fs)| !fs.overflow.is_empty())
            {
                return None;
            }
        }
        for (f, slot) in out.iter_mut().enumerate() {
            let mut shared: Option<Vec<AxisRef>> = None;
            for t in self.tensors().filter(|&t| self.maps(t, f)) {
                let axes = self.axes(t, f);
                match &shared {
                    Some(s) if *s != axes => return None,
                    Some(_) => {}
                    None => shared = Some(axes),
                }
            }
            let shared = shared.unwrap_or_default();
            if self.rule.factors[f].kind == FactorKind::NeedReplication {
                if !shared.is_empty() {
                    return None;
                }
                continue;
            }
            if shared.iter().any(|a| seen.iter().any(|s| s.overlaps(a))) {
                return None;
            }
            seen.extend(shared.iter().cloned());
            *slot = shared;
        }
        Some(out)
    }

    fn sharding_size(&self, axes: &[AxisRef]) -> i64 {
        self.sizes.product(axes)
    }

    fn has_sharded_permutation(&self, t: usize) -> bool {
        (0..self.rule.factors.len()).any(|f| {
            self.rule.factors[f].kind == FactorKind::Permutation && !self.axes(t, f).is_empty()
        })
    }

    /// `findCommonAxesOnUnaryOperation`.
    fn unary(&self, a: usize, b: usize) -> Vec<Vec<AxisRef>> {
        let key = |t: usize| {
            let all: Vec<AxisRef> = self.projections[t]
                .factors
                .iter()
                .flat_map(|(_, fs)| fs.axes.iter().cloned())
                .collect();
            (
                !self.has_sharded_permutation(t),
                self.elements[t],
                self.sharding_size(&all),
            )
        };
        let (preferred, other) = if key(a) >= key(b) { (a, b) } else { (b, a) };
        let mut out = vec![Vec::new(); self.rule.factors.len()];
        let mut used: Vec<AxisRef> = Vec::new();
        for (f, fs) in self.projections[preferred].factors.iter() {
            out[f] = fs.axes.clone();
            used.extend(fs.axes.iter().cloned());
        }
        for (f, fs) in self.projections[other].factors.iter() {
            if self.projections[preferred].factors.contains_key(&f) {
                continue;
            }
            out[f] = truncate_without_overlap(&fs.axes, &used);
        }
        out
    }

    /// `findCommonAxesHeuristic`.
    fn heuristic(&self) -> Vec<Vec<AxisRef>> {
        let nf = self.rule.factors.len();
        let mut candidates: Vec<Candidate> = Vec::new();
        for t in self.tensors() {
            for (f, fs) in self.projections[t].factors.iter() {
                for len in 1..=fs.axes.len() {
                    let axes = fs.axes[..len].to_vec();
                    if !candidates.iter().any(|c| c.factor == f && c.axes == axes) {
                        candidates.push(Candidate {
                            factor: f,
                            sharding_size: self.sharding_size(&axes),
                            axes,
                            source_elements: 0,
                            precedence: precedence(self.rule.factors[f].kind),
                        });
                    }
                }
            }
        }
        for t in self.tensors() {
            for (f, fs) in self.projections[t].factors.iter() {
                for c in candidates.iter_mut().filter(|c| c.factor == f) {
                    if c.axes == fs.axes || strict_prefix(&c.axes, &fs.axes) {
                        c.source_elements += self.elements[t];
                    }
                }
            }
        }
        // A factor waits for the one before it in a dim to be fully sharded.
        let mut depends: Vec<Vec<usize>> = vec![Vec::new(); nf];
        for m in self.mappings {
            for dim in m.iter() {
                for w in dim.windows(2) {
                    if !depends[w[1]].contains(&w[0]) {
                        depends[w[1]].push(w[0]);
                    }
                }
            }
        }
        let mut assigned: Vec<Vec<AxisRef>> = vec![Vec::new(); nf];
        while !candidates.is_empty() {
            let Some(best) = candidates
                .iter()
                .filter(|c| depends[c.factor].is_empty())
                .max_by(|a, b| compare(a, b))
                .cloned()
            else {
                break;
            };
            assigned[best.factor] = best.axes.clone();
            if self.sharding_size(&best.axes) == self.rule.factors[best.factor].size {
                for d in &mut depends {
                    d.retain(|&g| g != best.factor);
                }
            }
            let mut i = 0;
            while i < candidates.len() {
                let c = &mut candidates[i];
                if c.factor == best.factor {
                    if strict_prefix(&best.axes, &c.axes) {
                        c.sharding_size = self.sizes.product(&c.axes[best.axes.len()..]);
                        i += 1;
                    } else {
                        candidates.swap_remove(i);
                    }
                    continue;
                }
                let kept = truncate_without_overlap(&c.axes, &best.axes);
                if kept.len() != c.axes.len() {
                    if kept == assigned[c.factor] {
                        candidates.swap_remove(i);
                        continue;
                    }
                    c.axes = kept;
                    let prefix = assigned[c.factor].len().min(c.axes.len());
                    c.sharding_size = self.sizes.product(&c.axes[prefix..]);
                    i += 1;
                    continue;
                }
                c.sharding_size = self.sizes.product(&c.axes);
                i += 1;
            }
        }
        assigned
    }

    /// `distributeAxisRefsToBatchingFactors`: a need-replication factor's axes
    /// move to the batching factors (pass-through factors in every non-scalar
    /// tensor) when it is itself in every non-scalar tensor.
    fn distribute_to_batching(&self, common: &mut [Vec<AxisRef>]) {
        let in_all = |f: usize| {
            self.tensors()
                .filter(|&t| self.ranks[t] > 0)
                .all(|t| self.maps(t, f))
        };
        let batching: Vec<usize> = (0..self.rule.factors.len())
            .filter(|&f| self.rule.factors[f].kind == FactorKind::PassThrough && in_all(f))
            .collect();
        for f in 0..self.rule.factors.len() {
            if self.rule.factors[f].kind != FactorKind::NeedReplication {
                continue;
            }
            let mut pending = std::mem::take(&mut common[f]);
            if !in_all(f) {
                continue;
            }
            for &b in &batching {
                let size = self.rule.factors[b].size;
                if size == 0 {
                    continue;
                }
                let have = self.sizes.product(&common[b]).max(1);
                if size % have != 0 {
                    continue;
                }
                let mut capacity = size / have;
                while let Some(axis) = pending.first().cloned() {
                    let s = self.sizes.size(&axis).max(1);
                    if capacity % s != 0 {
                        break;
                    }
                    self.sizes.add_or_merge(&mut common[b], &axis);
                    capacity /= s;
                    pending.remove(0);
                }
                if pending.is_empty() {
                    break;
                }
            }
        }
    }
}

fn precedence(kind: FactorKind) -> i64 {
    match kind {
        FactorKind::PassThrough => 3,
        FactorKind::Reduction => 2,
        FactorKind::Permutation => 1,
        FactorKind::NeedReplication => 0,
    }
}

/// Shardy's candidate order: source elements, factor kind, sharding size,
/// then the (factor, axes) pair itself (shorter axes lists first).
fn compare(a: &Candidate, b: &Candidate) -> Ordering {
    a.source_elements
        .cmp(&b.source_elements)
        .then(a.precedence.cmp(&b.precedence))
        .then(a.sharding_size.cmp(&b.sharding_size))
        .then(a.factor.cmp(&b.factor))
        .then(a.axes.len().cmp(&b.axes.len()))
        .then_with(|| {
            for (x, y) in a.axes.iter().zip(&b.axes) {
                let o = crate::reshard::axes::shardy_order(x, y);
                if o != Ordering::Equal {
                    return o;
                }
            }
            Ordering::Equal
        })
}

fn strict_prefix(a: &[AxisRef], b: &[AxisRef]) -> bool {
    a.len() < b.len() && b[..a.len()] == *a
}

/// The longest prefix of `axes` overlapping none of `used` (a partly
/// overlapping sub-axis keeps its part before the overlap).
fn truncate_without_overlap(axes: &[AxisRef], used: &[AxisRef]) -> Vec<AxisRef> {
    let mut out = Vec::new();
    for a in axes {
        match used.iter().find(|u| u.overlaps(a)) {
            None => out.push(a.clone()),
            Some(u) => {
                if let Some(p) = crate::reshard::axes::prefix_without_overlap(a, u) {
                    if !used.iter().any(|v| v.overlaps(&p)) {
                        out.push(p);
                    }
                }
                break;
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn x(name: &str) -> AxisRef {
        AxisRef::full(name)
    }

    #[test]
    fn truncation_keeps_what_does_not_overlap() {
        assert_eq!(
            truncate_without_overlap(&[x("a"), x("b"), x("c")], &[x("b")]),
            vec![x("a")]
        );
        // A sub-axis keeps its part before the overlap.
        assert_eq!(
            truncate_without_overlap(&[AxisRef::sub("a", 1, 4)], &[AxisRef::sub("a", 2, 2)]),
            vec![AxisRef::sub("a", 1, 2)]
        );
        assert!(truncate_without_overlap(&[x("a")], &[x("a")]).is_empty());
    }

    #[test]
    fn candidates_rank_as_shardy_orders_them() {
        let c = |factor, axes: Vec<AxisRef>, elements, kind, size| Candidate {
            factor,
            axes,
            source_elements: elements,
            precedence: precedence(kind),
            sharding_size: size,
        };
        // More elements first, then pass-through over reduction, then larger.
        let big = c(0, vec![x("a")], 100, FactorKind::Reduction, 2);
        let small = c(1, vec![x("b")], 50, FactorKind::PassThrough, 4);
        assert_eq!(compare(&big, &small), Ordering::Greater);
        let pass = c(1, vec![x("b")], 100, FactorKind::PassThrough, 2);
        assert_eq!(compare(&pass, &big), Ordering::Greater);
        let larger = c(0, vec![x("c")], 100, FactorKind::Reduction, 4);
        assert_eq!(compare(&larger, &big), Ordering::Greater);
        assert!(strict_prefix(&[x("a")], &[x("a"), x("b")]));
        assert!(!strict_prefix(&[x("a")], &[x("a")]));
    }
}
