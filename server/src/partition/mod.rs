//! Partitioning: the communication the SPMD program will run, and the memory
//! each device needs, per function.
//!
//! After propagation every value has a sharding; this stage decides, op by
//! op, what XLA's SPMD partitioner does with them (its choices are what JAX
//! users run; `../shared/reference/collectives-and-costs.md` §1):
//!
//! 1. The op's own factor sharding. Each factor of the op's rule (`rules`)
//!    gets mesh axes: pass-through and permutation factors from the results
//!    (XLA partitions an op by its output sharding), reduction factors from
//!    the common prefix of the operands that shard them (a fully replicated
//!    operand is sliced locally instead), the remaining pass-through factors
//!    from the operands, and need-replication factors none. An axis goes to
//!    one factor only.
//! 2. Operands sharded otherwise are resharded to what the op uses, lowered
//!    by the reshard planner (`reshard::plan`); one resharded value serves
//!    every user that needs the same sharding (XLA's reshard cache). All-slices
//!    are local and not listed.
//! 3. Reduction factors with axes leave partial sums: one all-reduce per
//!    sharded reduction factor on the result (not over axes the result keeps
//!    unreduced); a reduce of several values (argmax) all-gathers each
//!    partial result instead (`xla_choices.rs`).
//!
//! Where XLA decides otherwise than these rules, `xla_choices.rs` says so: a
//! sort along a sharded dimension moves the axes to a free dimension with
//! all-to-alls, and `top_k` is computed on replicated operands.
//! 4. A sharded window of a convolution exchanges halos: a collective-permute
//!    per side with a non-zero halo. Other permutation factors (slice, pad,
//!    reverse, concatenate) are gathered, which is what XLA does when no
//!    halo exchange fits and an upper bound when one does.
//! 5. The op's result, when the result sharding differs from what the op
//!    computes, and the function's results, when a returned value differs
//!    from the function's result sharding, are resharded too.
//! 6. Collectives written in the program (`stablehlo.all_reduce`,
//!    `sdy.all_gather`, …) are counted as they are.
//!
//! A function's collectives run once per call: `ChunkPartition::executions`
//! counts how often each function runs from the functions nobody calls, and
//! totals multiply by it (XLA inlines calls). A loop body counts once.
//!
//! Memory (`memory.rs`): argument and result bytes per device, padding of
//! non-divisible shards included, aliased (donated) arguments counted once,
//! and a peak from a liveness walk over the function body.

pub mod backend;
pub mod cost;
mod device_order;
mod gather;
pub mod memory;
pub mod op_memo;
pub mod shardy_explicit;
pub mod warnings;
mod xla_choices;
mod xla_reshard;

use crate::annotations::Slot;
use crate::ir::{Chunk, Function, FunctionEntry, Op, OpId, ValueId};
use crate::pipeline::ChunkAnalysis;
use crate::propagation::projection::{project, unproject, TensorFactorShardings};
use crate::propagation::{self, ChunkPropagation};
use crate::reshard::{self, axes::AxisSizes, CollectiveKind};
use crate::rules::{self, AliasTable, FactorKind, OpShardingRule, RuleEnv, RuleLookup};
use crate::sharding::model::{AxisRef, Mesh, TensorSharding};
use crate::text::{LineIndex, TextRange};
pub use cost::{AxisSpan, Estimate, Hardware};
pub use memory::Memory;
use std::collections::HashMap;

/// The five kinds the partitioner emits that communicate.
pub const KINDS: [CollectiveKind; 5] = [
    CollectiveKind::AllGather,
    CollectiveKind::AllReduce,
    CollectiveKind::ReduceScatter,
    CollectiveKind::AllToAll,
    CollectiveKind::CollectivePermute,
];

/// Why a collective is there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cause {
    /// Partial sums of a sharded reduction factor.
    Reduction,
    /// An operand (or result) resharded to what the op uses.
    Reshard,
    /// A halo exchange of a sharded convolution window.
    Halo,
    /// A returned value resharded to the function's result sharding.
    Return,
    /// Written in the program.
    Explicit,
}

/// One collective the SPMD program runs.
#[derive(Clone, Debug, PartialEq)]
pub struct Communication {
    pub kind: CollectiveKind,
    /// The op in its function.
    pub op: OpId,
    /// The op's name in the current text.
    pub range: TextRange,
    pub op_name: String,
    pub axes: Vec<AxisSpan>,
    /// The larger of the collective's per-device operand and result.
    pub bytes_per_device: i64,
    pub cause: Cause,
    pub reason: String,
    /// Where the collective sits in the data flow: what the backend's
    /// rewrites (`backend.rs`) need to tell dependent collectives apart.
    pub placement: Placement,
}

/// Where a collective sits relative to its op.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Placement {
    /// Before the op, on its operand `value` (a reshard of the operand, a
    /// halo exchange, an all-to-all that moves the operand's axes).
    Before(ValueId),
    /// After the op, on its result (partial sums, a result reshard), or the
    /// op itself when it is a collective written in the program.
    After,
}

/// A reshard that goes through a fully replicated copy of the tensor while
/// both ends are sharded: no direct collective gets from one to the other
/// (what XLA logs as "Involuntary full rematerialization").
#[derive(Clone, Debug, PartialEq)]
pub struct Rematerialization {
    /// The op whose operand or result is resharded.
    pub range: TextRange,
    pub value: String,
    pub from: String,
    pub to: String,
    /// The whole tensor, which every device holds for a moment.
    pub full_bytes: i64,
}

/// Where a reshard's collectives go in the partitioned program.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Anchor {
    /// Before the op, feeding its operand `index`. `shared`: one reshard
    /// serves every user that wants the same sharding (XLA's reshard cache).
    Operand { index: usize, shared: bool },
    /// After the op, on its result.
    Result(ValueId),
    /// Written in the program already (`sdy.reshard`).
    Written,
}

/// A step of the function as the partitioner runs it, attached to an op
/// (`view.rs` prints them into the function's text).
#[derive(Clone, Debug)]
pub struct Insertion {
    pub op: OpId,
    pub what: Inserted,
    /// Why, as the communication view says it.
    pub reason: String,
}

#[derive(Clone, Debug)]
pub enum Inserted {
    /// Operand `index` of the op arrives through these reshards, in order
    /// (a whole copy and a slice are two plans). `reused`: the insertion
    /// (an index into `FunctionPartition::insertions`) whose result serves
    /// this operand too, with no plan of its own.
    Operand {
        index: usize,
        value: ValueId,
        plans: Vec<reshard::ReshardPlan>,
        reused: Option<usize>,
    },
    /// The op's result `value` is resharded after it.
    Result {
        value: ValueId,
        plans: Vec<reshard::ReshardPlan>,
    },
    /// Partial sums of the op's results all-reduced over `axes` after it.
    AllReduce { axes: Vec<AxisRef> },
    /// Communication inside the op's own lowering (a halo exchange, a
    /// sort's all-to-alls, gathered partial results): described, not an op.
    Note,
}

/// What one function communicates and needs in memory.
#[derive(Clone, Debug)]
pub struct FunctionPartition {
    /// Index of the function in its chunk.
    pub func: usize,
    pub name: String,
    /// The function's name in the current text (its whole range when unnamed).
    pub range: TextRange,
    pub collectives: Vec<Communication>,
    /// Calls to functions of the same chunk: callee index and the call's range.
    pub calls: Vec<(usize, TextRange)>,
    pub memory: Memory,
    pub rematerializations: Vec<Rematerialization>,
    /// The collectives as ops to insert, in op order.
    pub insertions: Vec<Insertion>,
}

/// The partitioning of one chunk.
#[derive(Clone, Debug)]
pub struct ChunkPartition {
    pub functions: Vec<FunctionPartition>,
    /// How many times each function runs per execution of the chunk's entry
    /// functions (those nobody calls): once per call site, transitively.
    pub executions: Vec<u64>,
}

impl ChunkPartition {
    /// The partitions of a chunk's `count` functions, with how often each runs.
    pub fn of_functions(count: usize, functions: Vec<FunctionPartition>) -> ChunkPartition {
        ChunkPartition {
            executions: executions(count, &functions),
            functions,
        }
    }
}

/// Whose choices the partitioning follows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Partitioner {
    /// XLA's SPMD partitioner (what JAX runs).
    #[default]
    Xla,
    /// Shardy's `insert-explicit-reshards` and `reshard-to-collectives`
    /// (`shardy_explicit.rs`).
    Shardy,
}

/// Partitions every function of `chunk`.
pub fn partition_chunk(
    chunk: &Chunk,
    analysis: &ChunkAnalysis,
    text: &str,
    aliases: &AliasTable,
) -> ChunkPartition {
    partition_chunk_with(chunk, analysis, text, aliases, Partitioner::Xla)
}

/// Partitions every function of `chunk` as `partitioner` does.
pub fn partition_chunk_with(
    chunk: &Chunk,
    analysis: &ChunkAnalysis,
    text: &str,
    aliases: &AliasTable,
    partitioner: Partitioner,
) -> ChunkPartition {
    let lines = LineIndex::new(text);
    // Functions are partitioned on their own: all cores at once.
    let indices: Vec<usize> = (0..chunk.functions.len()).collect();
    let mut functions: Vec<FunctionPartition> = crate::parallel::map(&indices, |fi| {
        let line_of = |o| lines.line_of(o);
        let entry = &chunk.functions[fi];
        match partitioner {
            Partitioner::Xla => {
                partition_function(chunk, analysis, text, aliases, &line_of, fi, entry)
            }
            Partitioner::Shardy => shardy_explicit::partition_function(
                chunk,
                analysis,
                text,
                aliases,
                Some(&line_of),
                fi,
                entry,
            ),
        }
    });
    let executions = executions(chunk.functions.len(), &functions);
    memory::add_callee_peaks(&mut functions);
    ChunkPartition {
        functions,
        executions,
    }
}

/// How often each function runs: entry functions (never called) once, a
/// callee once per call site of each run of its caller. Recursion counts 0.
fn executions(count: usize, functions: &[FunctionPartition]) -> Vec<u64> {
    let mut callers: Vec<Vec<usize>> = vec![Vec::new(); count];
    for f in functions {
        for &(callee, _) in &f.calls {
            if callee < count {
                callers[callee].push(f.func);
            }
        }
    }
    fn visit(
        f: usize,
        callers: &[Vec<usize>],
        memo: &mut [Option<u64>],
        on_stack: &mut [bool],
    ) -> u64 {
        if let Some(n) = memo[f] {
            return n;
        }
        if on_stack[f] {
            return 0;
        }
        on_stack[f] = true;
        let n = if callers[f].is_empty() {
            1
        } else {
            callers[f]
                .iter()
                .map(|&c| visit(c, callers, memo, on_stack))
                .fold(0u64, u64::saturating_add)
        };
        on_stack[f] = false;
        memo[f] = Some(n);
        n
    }
    let mut memo = vec![None; count];
    let mut on_stack = vec![false; count];
    (0..count)
        .map(|f| visit(f, &callers, &mut memo, &mut on_stack))
        .collect()
}

/// Totals per kind over the chunk, each function weighted by its executions.
pub fn totals(partition: &ChunkPartition) -> Vec<(CollectiveKind, u64, i64)> {
    KINDS
        .iter()
        .map(|&kind| {
            let mut count = 0u64;
            let mut bytes = 0i64;
            for f in &partition.functions {
                let times = partition.executions.get(f.func).copied().unwrap_or(1);
                for c in f.collectives.iter().filter(|c| c.kind == kind) {
                    count += times;
                    bytes = bytes.saturating_add(c.bytes_per_device.saturating_mul(times as i64));
                }
            }
            (kind, count, bytes)
        })
        .collect()
}

/// What the op-by-op walk needs.
struct Ctx<'a> {
    chunk: &'a Chunk,
    analysis: &'a ChunkAnalysis,
    text: &'a str,
    fi: usize,
    entry: &'a FunctionEntry,
    /// The 0-based line of an offset, for the origins in reasons; None: the
    /// reasons name no origin (the findings kept per edit need none).
    line_of: Option<&'a dyn Fn(usize) -> usize>,
    /// The op being partitioned.
    current: OpId,
    /// Values already resharded, with their target: the insertion that did it.
    resharded: HashMap<(ValueId, Vec<Vec<AxisRef>>), usize>,
    out: Vec<Communication>,
    rematerializations: Vec<Rematerialization>,
    insertions: Vec<Insertion>,
    /// Reshards lowered as Shardy's `reshard-to-collectives` does, not as XLA.
    shardy: bool,
    /// Where the collectives pushed next sit.
    placement: Placement,
    /// The reshard cache's accesses by the op being partitioned, when its
    /// results are kept for the next run (`op_memo`).
    journal: Option<op_memo::Journal>,
}

/// Marks, in a reason computed without origins, where the origin clause of
/// a value goes (`\u{E000}<value id>\u{E001}`): the findings kept on every
/// edit skip the origin walks, and a hint or hover fills in the few it
/// shows. Private-use characters never occur in an SSA name.
const DEFERRED_ORIGIN: char = '\u{E000}';
const DEFERRED_ORIGIN_END: char = '\u{E001}';

/// Where `value`'s sharding came from, as a short clause: ` (…)`, or
/// nothing when propagation records no origin.
fn origin_clause(
    chunk: &Chunk,
    analysis: &ChunkAnalysis,
    fi: usize,
    value: ValueId,
    line_of: &dyn Fn(usize) -> usize,
) -> String {
    let slot = Slot::Value { func: fi, value };
    let chain = propagation::describe_origin(
        chunk,
        &analysis.annotations,
        &analysis.propagation,
        slot,
        line_of,
    );
    // The last link is the annotation the chain starts from.
    match chain.last() {
        Some(first) => format!(" ({})", first),
        None => String::new(),
    }
}

/// The reason of a collective of function `fi` that was partitioned
/// without origins, with its origin clauses filled in: the text
/// [`partition_function`] gives.
pub fn resolve_origins(
    reason: &str,
    chunk: &Chunk,
    analysis: &ChunkAnalysis,
    fi: usize,
    line_of: &dyn Fn(usize) -> usize,
) -> String {
    let mut out = String::with_capacity(reason.len());
    let mut rest = reason;
    while let Some(start) = rest.find(DEFERRED_ORIGIN) {
        out.push_str(&rest[..start]);
        let after = &rest[start + DEFERRED_ORIGIN.len_utf8()..];
        let Some(end) = after.find(DEFERRED_ORIGIN_END) else {
            rest = after;
            break;
        };
        if let Ok(value) = after[..end].parse::<ValueId>() {
            out.push_str(&origin_clause(chunk, analysis, fi, value, line_of));
        }
        rest = &after[end + DEFERRED_ORIGIN_END.len_utf8()..];
    }
    out.push_str(rest);
    out
}

/// Partitions function `fi` of `chunk` alone (its memory peak without its callees' peaks).
pub fn partition_function(
    chunk: &Chunk,
    analysis: &ChunkAnalysis,
    text: &str,
    aliases: &AliasTable,
    line_of: &dyn Fn(usize) -> usize,
    fi: usize,
    entry: &FunctionEntry,
) -> FunctionPartition {
    partition_function_with(chunk, analysis, text, aliases, Some(line_of), fi, entry)
}

/// `partition_function` whose reasons do not trace where shardings came
/// from: what the analysis keeps per function on every edit, which reads no
/// reason, without walking origin chains. In a function of
/// `op_memo::MEMO_FROM_OPS` ops or more, the ops with a sharding rule take
/// over `previous`'s results (the same function's memo from before an
/// edit) where their inputs are the same, and the memo of this run is
/// returned for the next.
pub(crate) fn partition_function_without_origins(
    chunk: &Chunk,
    analysis: &ChunkAnalysis,
    text: &str,
    aliases: &AliasTable,
    fi: usize,
    entry: &FunctionEntry,
    previous: Option<&op_memo::OpMemo>,
) -> (FunctionPartition, Option<op_memo::OpMemo>) {
    if entry.ir.ops.len() < op_memo::MEMO_FROM_OPS {
        let partition = partition_function_with(chunk, analysis, text, aliases, None, fi, entry);
        return (partition, None);
    }
    let propagation = &analysis.propagation;
    let shardings = op_memo::read_shardings(&entry.ir, propagation.value_shardings(fi));
    let returns = op_memo::ReturnInputs::of(&entry.ir, propagation.result_shardings(fi), |i| {
        let slot = Slot::FuncResult { func: fi, index: i };
        analysis.annotations.annotations.contains_key(&slot)
    });
    let recorder =
        op_memo::Recorder::new(&entry.ir, &propagation.meshes, shardings, returns, previous);
    let (partition, recorder) = partition_recording(
        chunk,
        analysis,
        text,
        aliases,
        None,
        fi,
        entry,
        Some(recorder),
    );
    let memo = recorder.expect("given").finish(entry.ir.clone());
    (partition, Some(memo))
}

fn partition_function_with(
    chunk: &Chunk,
    analysis: &ChunkAnalysis,
    text: &str,
    aliases: &AliasTable,
    line_of: Option<&dyn Fn(usize) -> usize>,
    fi: usize,
    entry: &FunctionEntry,
) -> FunctionPartition {
    partition_recording(chunk, analysis, text, aliases, line_of, fi, entry, None).0
}

/// `partition_function_with`; with `recorder`, the ops with a sharding rule
/// take over the previous run's results where they can (`op_memo`), and
/// their results are recorded for the next run.
#[allow(clippy::too_many_arguments)]
fn partition_recording<'p>(
    chunk: &Chunk,
    analysis: &ChunkAnalysis,
    text: &str,
    aliases: &AliasTable,
    line_of: Option<&dyn Fn(usize) -> usize>,
    fi: usize,
    entry: &FunctionEntry,
    mut recorder: Option<op_memo::Recorder<'p>>,
) -> (FunctionPartition, Option<op_memo::Recorder<'p>>) {
    let env = RuleEnv::new(text, aliases).for_entry(entry);
    let mut ctx = Ctx::new(chunk, analysis, text, fi, entry, line_of, false);
    let mut calls = Vec::new();
    // The values' lifetimes for the memory walk need no collective: they
    // are found on another core while this one walks the ops.
    let (lifetimes, ()) = crate::parallel::beside(
        || {
            memory::lifetimes(
                chunk,
                &analysis.annotations,
                &analysis.propagation,
                fi,
                entry,
            )
        },
        || walk_ops(&mut ctx, &mut calls, &mut recorder, &env),
    );
    (ctx.finish(calls, lifetimes), recorder)
}

/// The op-by-op walk of `partition_recording`.
fn walk_ops(
    ctx: &mut Ctx,
    calls: &mut Vec<(usize, TextRange)>,
    recorder: &mut Option<op_memo::Recorder>,
    env: &RuleEnv,
) {
    let (chunk, entry) = (ctx.chunk, ctx.entry);
    let f = &entry.ir;
    for (op_id, op) in f.ops.iter().enumerate() {
        ctx.current = op_id;
        ctx.placement = Placement::After;
        // An op with a unit to take over is the very op that was partitioned
        // by its rule then, so it would take the same branch below: its
        // name need not be read.
        if let Some(recorder) = recorder.as_mut() {
            if let Some(unit) = recorder.candidate(op_id) {
                let taken = op_memo::replay(
                    unit,
                    op,
                    entry,
                    &mut ctx.resharded,
                    &mut ctx.out,
                    &mut ctx.rematerializations,
                    &mut ctx.insertions,
                );
                if taken {
                    recorder.reuse(op_id, unit);
                    continue;
                }
            }
        }
        let short = op.name.split_once('.').map_or(op.name.as_str(), |(_, s)| s);
        if let Some(kind) = explicit_kind(&op.name) {
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
                }
                continue;
            }
            "func.return" if op.parent.map(|(r, _)| r) == f.body => {
                match recorder.as_mut().filter(|_| op_memo::memoizable(op)) {
                    Some(recorder) => {
                        if let Some(unit) = journaled(ctx, op, |ctx| ctx.returned(op)) {
                            recorder.record_return(op_id, unit);
                        }
                    }
                    None => ctx.returned(op),
                }
                continue;
            }
            _ => {}
        }
        if matches!(
            short,
            "return" | "yield" | "while" | "case" | "if" | "manual_computation"
        ) {
            continue;
        }
        // Written reshards: Shardy's, and the `shard`/`mesh` dialects'
        // `shard.shard` pairs (an operand annotated for its users with a
        // sharding other than its own).
        if matches!(
            op.name.as_str(),
            "sdy.reshard" | "shard.shard" | "mesh.shard"
        ) {
            ctx.written_reshard(op);
            continue;
        }
        if xla_choices::replicated_by_xla(&op.name) {
            ctx.replicated_op(op);
            continue;
        }
        let Some(recorder) = recorder.as_mut().filter(|_| op_memo::memoizable(op)) else {
            if let RuleLookup::Rule(rule) = rules::rule_for(op, f, env) {
                ctx.op_with_rule(op_id, op, &rule);
            }
            continue;
        };
        let unit = journaled(ctx, op, |ctx| {
            if let RuleLookup::Rule(rule) = rules::rule_for(op, f, env) {
                ctx.op_with_rule(op_id, op, &rule);
            }
        });
        if let Some(unit) = unit {
            recorder.record(op_id, unit);
        }
    }
}

/// What `partition` wrote for `op`, the op being partitioned, with its
/// accesses of the reshard cache (`op_memo::Journal::unit`).
fn journaled(ctx: &mut Ctx, op: &Op, partition: impl FnOnce(&mut Ctx)) -> Option<op_memo::OpUnit> {
    ctx.journal = Some(op_memo::Journal::new(
        ctx.out.len(),
        ctx.rematerializations.len(),
        ctx.insertions.len(),
    ));
    partition(ctx);
    let journal = ctx.journal.take().expect("set above");
    journal.unit(
        ctx.entry.abs(op.name_range),
        &ctx.out,
        &ctx.rematerializations,
        &ctx.insertions,
    )
}

/// The kind of a collective written in the program.
fn explicit_kind(name: &str) -> Option<CollectiveKind> {
    let (dialect, short) = name.split_once('.')?;
    if !matches!(dialect, "stablehlo" | "mhlo" | "sdy") {
        return None;
    }
    Some(match short {
        "all_gather" => CollectiveKind::AllGather,
        "all_reduce" => CollectiveKind::AllReduce,
        "reduce_scatter" => CollectiveKind::ReduceScatter,
        "all_to_all" => CollectiveKind::AllToAll,
        "collective_permute" => CollectiveKind::CollectivePermute,
        _ => return None,
    })
}

/// `[{"data"}, {}]`.
pub fn dims_text(sharding: &TensorSharding) -> String {
    let dims: Vec<String> = sharding
        .dims
        .iter()
        .map(|d| {
            let axes: Vec<String> = d.axes.iter().map(|a| a.to_string()).collect();
            format!("{{{}}}", axes.join(", "))
        })
        .collect();
    format!("[{}]", dims.join(", "))
}

fn axes_text(axes: &[AxisRef]) -> String {
    let names: Vec<String> = axes.iter().map(|a| a.to_string()).collect();
    format!("[{}]", names.join(", "))
}

fn spans(axes: &[&AxisRef], mesh: &Mesh) -> Vec<AxisSpan> {
    axes.iter()
        .map(|a| AxisSpan {
            name: a.to_string().trim_matches('"').to_string(),
            size: a.size(mesh).unwrap_or(1),
        })
        .collect()
}

/// Bytes of the buffer an all-gather from `before` to `after` produces:
/// per dimension, the padded shard of `before` times the shards gathered.
fn gathered_bytes(
    before: &TensorSharding,
    after: &TensorSharding,
    tensor: &Tensor,
    mesh: &Mesh,
) -> i64 {
    let tiles = |s: &TensorSharding, d: usize| -> i64 {
        s.dims.get(d).map_or(1, |dim| {
            dim.axes
                .iter()
                .map(|a| a.size(mesh).unwrap_or(1).max(1))
                .product()
        })
    };
    tensor
        .shape
        .iter()
        .enumerate()
        .map(|(d, &size)| {
            let (b, a) = (tiles(before, d), tiles(after, d));
            ceil_div(size, b) * (b / a.max(1)).max(1)
        })
        .fold(tensor.element_bytes, |acc, n| acc.saturating_mul(n))
}

/// Result `index` of function `fi` as XLA partitions it. A sharding
/// propagated onto a result the program leaves unannotated (JAX's
/// unspecified `out_shardings`) on a declared (`sdy.mesh`) mesh is taken
/// after Shardy's export, which XLA runs first and which keeps of each
/// dimension only the axes that divide it
/// (`sdy-update-non-divisible-input-output-shardings`: a slice of 54
/// columns is returned gathered, not on 4 shards). The export cuts written
/// signatures, arguments included, too; mesh-lsp does not yet (it would
/// have to cut the arguments as well), so those and GSPMD strings are taken
/// as they are.
pub(crate) fn result_sharding(
    chunk: &Chunk,
    annotations: &crate::annotations::ChunkAnnotations,
    propagation: &ChunkPropagation,
    fi: usize,
    index: usize,
) -> Option<TensorSharding> {
    let slot = Slot::FuncResult { func: fi, index };
    let sharding = propagation.sharding(slot)?.clone();
    if !matches!(sharding.mesh, crate::sharding::model::MeshRef::Symbol(_))
        || annotations.annotations.contains_key(&slot)
    {
        return Some(sharding);
    }
    let f = &chunk.functions.get(fi)?.ir;
    let public = f.visibility.as_deref().is_none_or(|v| v == "public");
    let (Some(shape), Some(mesh)) = (
        f.results.get(index).and_then(|r| r.ty.static_shape()),
        sharding.resolve_mesh(|n| propagation.meshes.get(n)),
    ) else {
        return Some(sharding);
    };
    Some(propagation::export::io_sharding_of(
        &sharding, &shape, mesh, public,
    ))
}

/// Bytes of one device's (padded) buffer of a tensor of `shape`.
pub fn local_bytes(
    shape: &[i64],
    element_bytes: i64,
    sharding: Option<&TensorSharding>,
    mesh: Option<&Mesh>,
) -> i64 {
    let mut bytes = element_bytes;
    for (d, &size) in shape.iter().enumerate() {
        let shards = match (sharding.and_then(|s| s.dims.get(d)), mesh) {
            (Some(dim), Some(mesh)) => dim
                .axes
                .iter()
                .map(|a| a.size(mesh).unwrap_or(1).max(1))
                .product::<i64>()
                .max(1),
            _ => 1,
        };
        bytes = bytes.saturating_mul(ceil_div(size.max(0), shards));
    }
    bytes
}

/// A tensor of an op: its slot, shape, element size and sharding.
#[derive(Clone)]
struct Tensor {
    value: ValueId,
    shape: Vec<i64>,
    element_bytes: i64,
    sharding: Option<TensorSharding>,
}

fn same_dims(a: &TensorSharding, b: &TensorSharding) -> bool {
    a.dims.len() == b.dims.len() && a.dims.iter().zip(&b.dims).all(|(x, y)| x.axes == y.axes)
}

/// The collectives XLA's partitioner uses between two shardings, as far as
/// measured (tests/partition_jax_programs.rs): Shardy's plan, collective
/// permutes included (an axis replaced by another on one dimension, two
/// dimensions swapping axes), except where XLA's `TryComplexReshardHandling`
/// splits the reshard its own way (`xla_reshard`), and that when the target
/// has fewer shards than the source XLA gathers what differs and slices
/// rather than permute.
fn xla_reshard_plan(
    from: &TensorSharding,
    to: &TensorSharding,
    mesh: &Mesh,
    tensor: &Tensor,
) -> Result<reshard::ReshardPlan, reshard::PlanError> {
    let plan = reshard::plan(from, to, mesh, &tensor.shape, tensor.element_bytes)?;
    let permutes = plan
        .steps
        .iter()
        .any(|s| s.kind() == CollectiveKind::CollectivePermute);
    let shards = |s: &TensorSharding| -> i64 {
        s.dims
            .iter()
            .flat_map(|d| &d.axes)
            .map(|a| a.size(mesh).unwrap_or(1).max(1))
            .product()
    };
    if shards(to) < shards(from) {
        if let Some(plan) = partial_replicate_plan(from, to, mesh, tensor) {
            return Ok(plan);
        }
    }
    // XLA's `TryComplexReshardHandling`, reached when neither one
    // collective-permute, one all-to-all nor a gather or slice alone does it
    // (`ReshardNoCache` tries those first).
    let only = |k: CollectiveKind| plan.steps.iter().all(|s| s.kind() == k);
    let direct = only(CollectiveKind::AllGather)
        || only(CollectiveKind::AllSlice)
        || (plan.steps.len() == 1 && !permutes);
    if !direct {
        let complex = xla_reshard::replicate_dim_plan(from, to, mesh, tensor)
            .or_else(|| xla_reshard::partial_to_tiled_plan(from, to, mesh, tensor));
        if let Some(plan) = complex {
            return Ok(plan);
        }
    }
    if permutes && shards(to) < shards(from) {
        return reshard::plan_without_permute(from, to, mesh, &tensor.shape, tensor.element_bytes);
    }
    Ok(plan)
}

/// XLA's reshard to a partially replicated sharding whose shards on every
/// dimension divide the source's (`PartialReplicateReshardCompatibleSharding`
/// in `spmd_partitioner.cc`): when the target's axes are not the major part
/// of the source's, the shards are first permuted into an order from which
/// an all-gather reaches the target, then all-gathered. Measured on the
/// indices of `embedding_gather` (tests/partition_jax_programs.rs): [{fsdp}]
/// to [{tp}] is a permute of the 4-way shards and an all-gather of 2.
fn partial_replicate_plan(
    from: &TensorSharding,
    to: &TensorSharding,
    mesh: &Mesh,
    tensor: &Tensor,
) -> Option<reshard::ReshardPlan> {
    if from.dims.len() != to.dims.len() || !to.unreduced.is_empty() || !from.unreduced.is_empty() {
        return None;
    }
    let size = |axes: &[AxisRef]| -> Option<i64> {
        axes.iter()
            .try_fold(1i64, |acc, a| Some(acc * a.size(mesh)?.max(1)))
    };
    let mut needs_permute = false;
    let mut middle = to.clone();
    let mut gathered: Vec<Vec<AxisRef>> = Vec::new();
    for (d, (f, t)) in from.dims.iter().zip(&to.dims).enumerate() {
        let (nf, nt) = (size(&f.axes)?, size(&t.axes)?);
        if nt == 0 || nf % nt != 0 {
            return None;
        }
        if !f.axes.starts_with(&t.axes) {
            needs_permute = true;
        }
        // What is gathered on this dim: the source's axes the target does
        // not use, minor first, cut to the factor that goes.
        let mut want = nf / nt;
        let mut taken: Vec<AxisRef> = Vec::new();
        for a in f.axes.iter().rev() {
            if want == 1 {
                break;
            }
            if to.dims.iter().any(|x| x.axes.iter().any(|b| b.overlaps(a))) {
                continue;
            }
            let n = a.size(mesh)?.max(1);
            if want % n == 0 {
                taken.insert(0, a.clone());
                want /= n;
            } else if n % want == 0 && a.sub_axis.is_none() {
                taken.insert(0, AxisRef::sub(a.name.clone(), n / want, want));
                want = 1;
            } else {
                return None;
            }
        }
        if want != 1 {
            return None;
        }
        middle.dims[d].axes.extend(taken.iter().cloned());
        gathered.push(taken);
    }
    if !needs_permute {
        return None;
    }
    let sizes = AxisSizes::of(mesh);
    let bytes = |s: &TensorSharding| {
        reshard::cost::local_buffer_bytes(s, &tensor.shape, tensor.element_bytes, &sizes).ok()
    };
    let permute_bytes = bytes(from)?;
    let gather_bytes = bytes(to)?;
    let group: i64 = gathered.iter().map(|g| size(g).unwrap_or(1)).product();
    let steps = vec![
        reshard::Step {
            collective: reshard::Collective::CollectivePermute,
            sharding: middle,
            group_size: 1,
            bytes_per_device: permute_bytes,
        },
        reshard::Step {
            collective: reshard::Collective::AllGather { axes: gathered },
            sharding: to.clone(),
            group_size: group,
            bytes_per_device: gather_bytes,
        },
    ];
    Some(reshard::ReshardPlan {
        from: from.clone(),
        to: to.clone(),
        from_mesh: mesh.clone(),
        to_mesh: mesh.clone(),
        shape: tensor.shape.clone(),
        element_bytes: tensor.element_bytes,
        steps,
        total_bytes_per_device: permute_bytes + gather_bytes,
        follows_shardy: false,
    })
}

/// Whether XLA reshards `from` to `to` through a whole copy: both sharded,
/// on no common dimension and with no common axis.
fn full_rematerialization(from: &TensorSharding, to: &TensorSharding) -> bool {
    let sharded = |s: &TensorSharding, d: usize| s.dims.get(d).is_some_and(|d| !d.axes.is_empty());
    let axes = |s: &TensorSharding| -> Vec<AxisRef> {
        s.dims.iter().flat_map(|d| d.axes.iter().cloned()).collect()
    };
    let (from_axes, to_axes) = (axes(from), axes(to));
    !from_axes.is_empty()
        && !to_axes.is_empty()
        && (0..from.dims.len()).all(|d| !(sharded(from, d) && sharded(to, d)))
        && from_axes
            .iter()
            .all(|a| to_axes.iter().all(|b| !a.overlaps(b)))
}

/// Closed dims, no replicated list: what the planner compares.
fn clean(sharding: &TensorSharding) -> TensorSharding {
    let mut s = sharding.clone();
    for d in &mut s.dims {
        d.is_open = false;
        d.priority = None;
    }
    s.replicated.clear();
    s.halo_sizes.clear();
    s.sharded_dims_offsets.clear();
    s
}

impl<'a> Ctx<'a> {
    fn new(
        chunk: &'a Chunk,
        analysis: &'a ChunkAnalysis,
        text: &'a str,
        fi: usize,
        entry: &'a FunctionEntry,
        line_of: Option<&'a dyn Fn(usize) -> usize>,
        shardy: bool,
    ) -> Self {
        Ctx {
            chunk,
            analysis,
            text,
            fi,
            entry,
            line_of,
            current: 0,
            resharded: HashMap::new(),
            out: Vec::new(),
            rematerializations: Vec::new(),
            insertions: Vec::new(),
            shardy,
            placement: Placement::After,
            journal: None,
        }
    }

    /// The function's values' lifetimes (`memory::lifetimes`), which do
    /// not depend on the walk: a caller computes them beside it.
    fn lifetimes(&self) -> memory::Lifetimes {
        memory::lifetimes(
            self.chunk,
            &self.analysis.annotations,
            &self.analysis.propagation,
            self.fi,
            self.entry,
        )
    }

    /// The function's partition, its memory counted.
    fn finish(
        self,
        calls: Vec<(usize, TextRange)>,
        lifetimes: memory::Lifetimes,
    ) -> FunctionPartition {
        let f = &self.entry.ir;
        let memory = memory::function_memory(lifetimes, self.entry, &self.out);
        FunctionPartition {
            func: self.fi,
            name: f.name.clone().unwrap_or_default(),
            range: if f.name.is_some() {
                self.entry.abs(f.name_range)
            } else {
                self.entry.range()
            },
            collectives: self.out,
            calls,
            memory,
            rematerializations: self.rematerializations,
            insertions: self.insertions,
        }
    }
}

impl Ctx<'_> {
    fn propagation(&self) -> &ChunkPropagation {
        &self.analysis.propagation
    }

    fn f(&self) -> &Function {
        &self.entry.ir
    }

    fn tensor(&self, value: ValueId) -> Option<Tensor> {
        let v = self.f().values.get(value)?;
        let ty = v.ty.as_ref()?;
        Some(Tensor {
            value,
            shape: ty.static_shape()?,
            element_bytes: ty.element_byte_width()? as i64,
            sharding: self.sharding_of(Slot::Value {
                func: self.fi,
                value,
            }),
        })
    }

    /// A slot's sharding after propagation; for Shardy, as its export
    /// pipeline leaves it (signatures cut to what divides them).
    fn sharding_of(&self, slot: Slot) -> Option<TensorSharding> {
        if self.shardy {
            propagation::export::exported(
                self.chunk,
                &self.analysis.annotations,
                self.propagation(),
                slot,
            )
        } else {
            self.propagation().sharding(slot).cloned()
        }
    }

    fn mesh_of(&self, sharding: &TensorSharding) -> Option<Mesh> {
        sharding
            .resolve_mesh(|name| self.propagation().meshes.get(name))
            .cloned()
    }

    /// `from` (replicated when absent) and `to` on one mesh, with that mesh:
    /// `to`'s when `from` can be rewritten onto it, else `from`'s when `to`
    /// can (its axes split `to`'s more finely: two GSPMD strings of the same
    /// devices), so that the reshard between them is planned, not dropped.
    fn onto_one_mesh(
        &self,
        from: Option<&TensorSharding>,
        to: &TensorSharding,
        tensor: &Tensor,
    ) -> Option<(TensorSharding, TensorSharding, Mesh)> {
        let to_mesh = self.mesh_of(to)?;
        let Some(from) = from else {
            let replicated = TensorSharding::replicated(to.mesh.clone(), tensor.shape.len());
            return Some((replicated, to.clone(), to_mesh));
        };
        if from.mesh == to.mesh {
            return Some((from.clone(), to.clone(), to_mesh));
        }
        let from_mesh = self.mesh_of(from)?;
        if let Some(converted) = convert_to_mesh(from, &from_mesh, to, &to_mesh) {
            return Some((converted, to.clone(), to_mesh));
        }
        let converted = convert_to_mesh(to, &to_mesh, from, &from_mesh)?;
        Some((from.clone(), converted, from_mesh))
    }

    /// The reshard of `tensor` from `from` to `to` when [`Self::onto_one_mesh`]
    /// finds no common mesh: meshes of the same devices listed in different
    /// orders. The same tiling is one collective-permute of each shard to the
    /// device that holds its tile in the target (XLA's
    /// `ReshardWithCollectivePermute`), nothing when every device already
    /// holds it. Another tiling is planned as an upper bound: resharded in
    /// the source's device order, then permuted to the target's.
    #[allow(clippy::too_many_arguments)]
    fn reshard_across_orders(
        &mut self,
        op: &Op,
        tensor: &Tensor,
        from: &TensorSharding,
        to: &TensorSharding,
        cause: Cause,
        why: &str,
        anchor: Anchor,
    ) {
        let (Some(from_mesh), Some(to_mesh)) = (self.mesh_of(from), self.mesh_of(to)) else {
            return;
        };
        let across = device_order::across_orders(
            from,
            &from_mesh,
            to,
            &to_mesh,
            &tensor.shape,
            tensor.element_bytes,
        );
        match across {
            None | Some(device_order::AcrossOrders::InPlace) => {}
            Some(device_order::AcrossOrders::Permute {
                pairs,
                bytes_per_device,
            }) => {
                let reason = format!(
                    "{} is sharded {} but {why}, on another order of the same devices: \
                     {} devices send their shard to the device that holds its tile there{}",
                    self.value_name(tensor.value),
                    dims_text(from),
                    pairs.len(),
                    self.origin(tensor.value)
                );
                self.permute_to_order(
                    op,
                    tensor,
                    &pairs,
                    bytes_per_device,
                    &to_mesh,
                    cause,
                    reason,
                    anchor,
                );
            }
            Some(device_order::AcrossOrders::Retile) => {
                // The target's tiling in the source's order, reached on one mesh.
                let Some((moved, moved_mesh)) = device_order::in_order_of(to, &to_mesh, &from_mesh)
                else {
                    return;
                };
                let on_one = convert_to_mesh(from, &from_mesh, &moved, &moved_mesh)
                    .map(|f| (f, moved.clone(), moved_mesh.clone()))
                    .or_else(|| {
                        convert_to_mesh(&moved, &moved_mesh, from, &from_mesh)
                            .map(|t| (from.clone(), t, from_mesh.clone()))
                    });
                let Some((f, t, mesh)) = on_one else {
                    return;
                };
                let bound = format!(
                    "{why}, on another order of the same devices (an upper bound: \
                     resharded in the source's device order, then permuted to the target's)"
                );
                self.reshard(op, tensor, &f, &t, &mesh, cause, &bound, anchor);
                if let Some(device_order::AcrossOrders::Permute {
                    pairs,
                    bytes_per_device,
                }) = device_order::across_orders(
                    &moved,
                    &moved_mesh,
                    to,
                    &to_mesh,
                    &tensor.shape,
                    tensor.element_bytes,
                ) {
                    let reason = format!(
                        "{} is sharded {} but {bound}: {} devices send their shard to the \
                         device that holds its tile in the target's order{}",
                        self.value_name(tensor.value),
                        dims_text(from),
                        pairs.len(),
                        self.origin(tensor.value)
                    );
                    self.permute_to_order(
                        op,
                        tensor,
                        &pairs,
                        bytes_per_device,
                        &to_mesh,
                        cause,
                        reason,
                        anchor,
                    );
                }
            }
        }
    }

    /// The op's tensors on `reference`'s mesh when some operand is on a mesh
    /// listing the same devices in another order: that operand is first moved,
    /// its tiling kept, onto the reference's device order (a collective-permute
    /// of the shards that change devices, as XLA's `ReshardWithCollectivePermute`),
    /// then rewritten onto the reference's mesh, where the op reshards it
    /// further if it wants another tiling (an upper bound then). `None` when a
    /// result is on another mesh or a tensor cannot be rewritten so.
    fn operands_onto_order(
        &mut self,
        op: &Op,
        reference: &TensorSharding,
        mut tensors: Vec<Tensor>,
        n_operands: usize,
    ) -> Option<(TensorSharding, Mesh, Vec<Tensor>)> {
        let mesh = self.mesh_of(reference)?;
        let mut moves = Vec::new();
        for (i, t) in tensors.iter_mut().enumerate() {
            let Some(s) = t.sharding.as_ref().filter(|s| s.mesh != reference.mesh) else {
                continue;
            };
            let from_mesh = self.mesh_of(s)?;
            if let Some(converted) = convert_to_mesh(s, &from_mesh, reference, &mesh) {
                t.sharding = Some(converted);
                continue;
            }
            if i >= n_operands {
                return None;
            }
            let (moved, moved_mesh) = device_order::in_order_of(s, &from_mesh, &mesh)?;
            let converted = convert_to_mesh(&moved, &moved_mesh, reference, &mesh)?;
            let across = device_order::across_orders(
                s,
                &from_mesh,
                &moved,
                &moved_mesh,
                &t.shape,
                t.element_bytes,
            )?;
            if let device_order::AcrossOrders::Permute {
                pairs,
                bytes_per_device,
            } = across
            {
                moves.push((t.clone(), i, s.clone(), pairs, bytes_per_device));
            }
            t.sharding = Some(converted);
        }
        for (tensor, index, s, pairs, bytes) in moves {
            let reason = format!(
                "{} is sharded {} on another order of the same devices than '{}' (its \
                 tiling kept, an upper bound where the op then wants another): {} devices \
                 send their shard to the device that holds its tile in the op's order{}",
                self.value_name(tensor.value),
                dims_text(&s),
                op.name,
                pairs.len(),
                self.origin(tensor.value)
            );
            self.permute_to_order(
                op,
                &tensor,
                &pairs,
                bytes,
                &mesh,
                Cause::Reshard,
                reason,
                Anchor::Operand {
                    index,
                    shared: false,
                },
            );
        }
        Some((reference.clone(), mesh, tensors))
    }

    /// One collective-permute moving each shard onto another device order.
    #[allow(clippy::too_many_arguments)]
    fn permute_to_order(
        &mut self,
        op: &Op,
        tensor: &Tensor,
        pairs: &[(i64, i64)],
        bytes: i64,
        mesh: &Mesh,
        cause: Cause,
        reason: String,
        anchor: Anchor,
    ) {
        let spans: Vec<AxisSpan> = device_order::permuted_axes(pairs, mesh)
            .into_iter()
            .filter_map(|d| mesh.axes.get(d))
            .map(|a| AxisSpan {
                name: a.name.clone(),
                size: a.size.unwrap_or(1),
            })
            .collect();
        self.note(&reason);
        let placement = self.placement;
        if let Anchor::Operand { .. } = anchor {
            self.placement = Placement::Before(tensor.value);
        }
        self.push(
            op,
            CollectiveKind::CollectivePermute,
            spans,
            bytes,
            cause,
            reason,
        );
        self.placement = placement;
    }

    fn value_name(&self, value: ValueId) -> String {
        self.f()
            .values
            .get(value)
            .map(|v| v.name.to_string())
            .unwrap_or_default()
    }

    /// Where `value`'s sharding came from, as a short clause; without
    /// `line_of`, a marker that [`resolve_origins`] replaces later.
    fn origin(&self, value: ValueId) -> String {
        match self.line_of {
            Some(line_of) => origin_clause(self.chunk, self.analysis, self.fi, value, line_of),
            None => format!("{DEFERRED_ORIGIN}{value}{DEFERRED_ORIGIN_END}"),
        }
    }

    fn push(
        &mut self,
        op: &Op,
        kind: CollectiveKind,
        axes: Vec<AxisSpan>,
        bytes: i64,
        cause: Cause,
        reason: String,
    ) {
        self.out.push(Communication {
            kind,
            op: self.current,
            range: self.entry.abs(op.name_range),
            op_name: op.name.to_string(),
            axes,
            bytes_per_device: bytes,
            cause,
            reason,
            placement: self.placement,
        });
    }

    /// Reshards `tensor` from `from` to `to` (same mesh) and records every
    /// communicating step. `dedup` keys the reshard by value and target.
    #[allow(clippy::too_many_arguments)]
    fn reshard(
        &mut self,
        op: &Op,
        tensor: &Tensor,
        from: &TensorSharding,
        to: &TensorSharding,
        mesh: &Mesh,
        cause: Cause,
        why: &str,
        anchor: Anchor,
    ) {
        let mut from = clean(from);
        if self.shardy {
            // Shardy all-reduces partial sums on their own (`unreduced_to_replicated`).
            from.unreduced.clear();
        }
        let mut to = clean(to);
        to.unreduced.clear();
        if same_dims(&from, &to) && from.unreduced.is_empty() {
            return;
        }
        let key = (
            tensor.value,
            to.dims.iter().map(|d| d.axes.clone()).collect::<Vec<_>>(),
        );
        if let Anchor::Operand {
            index,
            shared: true,
        } = anchor
        {
            let found = self.resharded.get(&key).copied();
            if let Some(journal) = &mut self.journal {
                journal.lookup(&key, found.is_some(), self.insertions.len());
            }
            if let Some(earlier) = found {
                self.insertions.push(Insertion {
                    op: self.current,
                    what: Inserted::Operand {
                        index,
                        value: tensor.value,
                        plans: Vec::new(),
                        reused: Some(earlier),
                    },
                    reason: format!("{} resharded earlier", self.value_name(tensor.value)),
                });
                return;
            }
        }
        // XLA finds no collective between shardings that share neither a
        // sharded dimension nor an axis (rows on "data" to columns on
        // "model"): it gathers the whole tensor and slices it
        // ("Involuntary full rematerialization"). Measured against XLA in
        // tests/partition_warnings.rs.
        let rematerialize = !self.shardy && full_rematerialization(&from, &to);
        let target = if rematerialize {
            self.rematerializations.push(Rematerialization {
                range: self.entry.abs(op.name_range),
                value: self.value_name(tensor.value),
                from: dims_text(&from),
                to: dims_text(&to),
                full_bytes: local_bytes(&tensor.shape, tensor.element_bytes, None, None),
            });
            TensorSharding::replicated(to.mesh.clone(), to.dims.len())
        } else {
            to.clone()
        };
        let planned = if self.shardy {
            reshard::plan(&from, &target, mesh, &tensor.shape, tensor.element_bytes)
        } else {
            xla_reshard_plan(&from, &target, mesh, tensor)
        };
        let Ok(plan) = planned else {
            return;
        };
        let mut plans = vec![plan.clone()];
        if rematerialize {
            if let Ok(slice) =
                reshard::plan(&target, &to, mesh, &tensor.shape, tensor.element_bytes)
            {
                plans.push(slice);
            }
        }
        let described = format!(
            "{} is sharded {} but {why}: resharded to {}",
            self.value_name(tensor.value),
            dims_text(&from),
            dims_text(&to),
        );
        let what = match anchor {
            Anchor::Operand { index, shared } => {
                if shared {
                    if let Some(journal) = &mut self.journal {
                        journal.insert(&key, self.insertions.len());
                    }
                    self.resharded.insert(key, self.insertions.len());
                }
                Some(Inserted::Operand {
                    index,
                    value: tensor.value,
                    plans,
                    reused: None,
                })
            }
            Anchor::Result(value) => Some(Inserted::Result { value, plans }),
            Anchor::Written => None,
        };
        if let Some(what) = what {
            self.insertions.push(Insertion {
                op: self.current,
                what,
                reason: described,
            });
        }
        let placement = self.placement;
        self.placement = match anchor {
            Anchor::Operand { .. } => Placement::Before(tensor.value),
            Anchor::Result(_) | Anchor::Written => Placement::After,
        };
        let sizes = AxisSizes::of(mesh);
        let mut before = plan.from.clone();
        for step in &plan.steps {
            let after = step.sharding.clone();
            if step.kind() != CollectiveKind::AllSlice {
                let bytes_before = reshard::cost::local_buffer_bytes(
                    &before,
                    &tensor.shape,
                    tensor.element_bytes,
                    &sizes,
                )
                .unwrap_or(0);
                let bytes_after = reshard::cost::local_buffer_bytes(
                    &after,
                    &tensor.shape,
                    tensor.element_bytes,
                    &sizes,
                )
                .unwrap_or(0);
                // XLA gathers the padded shards of an uneven dimension
                // (`AllGatherShards`) and slices the padding off afterwards.
                let bytes_after = if step.kind() == CollectiveKind::AllGather && !self.shardy {
                    bytes_after.max(gathered_bytes(&before, &after, tensor, mesh))
                } else {
                    bytes_after
                };
                let axes = spans(&step.collective.axes(), mesh);
                let reason = format!(
                    "{} is sharded {} but {why}: resharded to {}{}",
                    self.value_name(tensor.value),
                    dims_text(&from),
                    dims_text(&to),
                    self.origin(tensor.value)
                );
                self.push(
                    op,
                    step.kind(),
                    axes,
                    bytes_before.max(bytes_after),
                    cause,
                    reason,
                );
            }
            before = after;
        }
        self.placement = placement;
    }

    /// A collective-permute of the current op's own lowering (a halo, a
    /// mirrored shard): listed, and a note for the partitioned view.
    fn exchange(&mut self, op: &Op, axes: &[&AxisRef], mesh: &Mesh, bytes: i64, reason: String) {
        self.note(&reason);
        self.push(
            op,
            CollectiveKind::CollectivePermute,
            spans(axes, mesh),
            bytes,
            Cause::Halo,
            reason,
        );
    }

    /// Communication inside the current op's own lowering, for the view.
    fn note(&mut self, reason: &str) {
        self.insertions.push(Insertion {
            op: self.current,
            what: Inserted::Note,
            reason: reason.to_string(),
        });
    }

    /// `sdy.reshard`: its operand moved to the result's sharding, lowered as
    /// any reshard is.
    fn written_reshard(&mut self, op: &Op) {
        let operand = op.operands.first().and_then(|o| o.value);
        let (Some(tensor), Some(result)) = (
            operand.and_then(|v| self.tensor(v)),
            op.results.first().and_then(|&v| self.tensor(v)),
        ) else {
            return;
        };
        let Some(to) = result.sharding.clone() else {
            return;
        };
        let why = format!("'{}' is written in the program", op.name);
        let Some((from, to, mesh)) = self.onto_one_mesh(tensor.sharding.as_ref(), &to, &tensor)
        else {
            if let Some(from) = tensor.sharding.clone() {
                self.reshard_across_orders(
                    op,
                    &tensor,
                    &from,
                    &to,
                    Cause::Explicit,
                    &why,
                    Anchor::Written,
                );
            }
            return;
        };
        self.reshard(
            op,
            &tensor,
            &from,
            &to,
            &mesh,
            Cause::Explicit,
            &why,
            Anchor::Written,
        );
    }

    /// A collective written in the program: counted as written.
    fn explicit(&mut self, op: &Op, kind: CollectiveKind) {
        let operand = op
            .operands
            .first()
            .and_then(|o| o.value)
            .and_then(|v| self.tensor(v));
        let result = op.results.first().and_then(|&v| self.tensor(v));
        let bytes_of = |t: &Option<Tensor>, this: &Self| {
            t.as_ref().map_or(0, |t| {
                let mesh = t.sharding.as_ref().and_then(|s| this.mesh_of(s));
                local_bytes(
                    &t.shape,
                    t.element_bytes,
                    t.sharding.as_ref(),
                    mesh.as_ref(),
                )
            })
        };
        let bytes = bytes_of(&operand, self).max(bytes_of(&result, self));
        let axes = self.explicit_axes(op);
        let reason = format!("'{}' is written in the program", op.name);
        self.push(op, kind, axes, bytes, Cause::Explicit, reason);
    }

    /// The axes of a written collective: its `sdy` axis lists, or the mesh
    /// axes along which the devices of its first replica group differ.
    fn explicit_axes(&self, op: &Op) -> Vec<AxisSpan> {
        let op_text = self
            .text
            .get(self.entry.abs(op.range).start..self.entry.abs(op.range).end)
            .unwrap_or("");
        let meshes = &self.propagation().meshes;
        if op.name.starts_with("sdy.") {
            // Axis names are quoted in the op's own syntax; take those the mesh knows.
            let Some(mesh) = meshes.values().next() else {
                return Vec::new();
            };
            let mut out = Vec::new();
            for axis in &mesh.axes {
                let quoted = format!("\"{}\"", axis.name);
                if op_text.contains(&quoted) {
                    out.push(AxisSpan {
                        name: axis.name.clone(),
                        size: axis.size.unwrap_or(1),
                    });
                }
            }
            return out;
        }
        let Some(group) = first_replica_group(op_text) else {
            return Vec::new();
        };
        // The mesh whose device count the groups cover.
        // Declared meshes, and the inline meshes of the function's arguments (GSPMD).
        let inline: Vec<Mesh> = self
            .chunk
            .functions
            .iter()
            .enumerate()
            .flat_map(|(fi, e)| e.ir.arguments.iter().map(move |&v| (fi, v)))
            .filter_map(|(func, value)| {
                let s = self.propagation().sharding(Slot::Value { func, value })?;
                match &s.mesh {
                    crate::sharding::model::MeshRef::Inline(m) => Some(m.clone()),
                    crate::sharding::model::MeshRef::Symbol(_) => None,
                }
            })
            .collect();
        let Some(mesh) = meshes
            .values()
            .chain(&inline)
            .filter(|m| m.static_shape().is_some())
            .max_by_key(|m| {
                (
                    m.device_count().unwrap_or(0),
                    m.axes.len(),
                    m.axes.first().map(|a| a.name.clone()),
                )
            })
        else {
            return Vec::new();
        };
        let Some(shape) = mesh.static_shape() else {
            return Vec::new();
        };
        let coords = |mut id: i64| -> Vec<i64> {
            let mut c = vec![0; shape.len()];
            for d in (0..shape.len()).rev() {
                c[d] = id % shape[d].max(1);
                id /= shape[d].max(1);
            }
            c
        };
        let first = coords(group[0]);
        let mut varying = vec![false; shape.len()];
        for &id in &group[1..] {
            for (d, c) in coords(id).into_iter().enumerate() {
                if c != first[d] {
                    varying[d] = true;
                }
            }
        }
        mesh.axes
            .iter()
            .zip(varying)
            .filter(|(_, v)| *v)
            .map(|(a, _)| AxisSpan {
                name: a.name.clone(),
                size: a.size.unwrap_or(1),
            })
            .collect()
    }

    /// `func.return`: each returned value against the function's result sharding.
    fn returned(&mut self, op: &Op) {
        for (i, operand) in op.operands.iter().enumerate() {
            let Some(tensor) = operand.value.and_then(|v| self.tensor(v)) else {
                continue;
            };
            let target = if self.shardy {
                self.sharding_of(Slot::FuncResult {
                    func: self.fi,
                    index: i,
                })
            } else {
                result_sharding(
                    self.chunk,
                    &self.analysis.annotations,
                    self.propagation(),
                    self.fi,
                    i,
                )
            };
            let Some(target) = target else {
                continue;
            };
            let why = format!(
                "result {i} of @{} is sharded {}",
                self.f().name.clone().unwrap_or_default(),
                dims_text(&target)
            );
            let anchor = Anchor::Operand {
                index: i,
                shared: false,
            };
            let Some((from, target, mesh)) =
                self.onto_one_mesh(tensor.sharding.as_ref(), &target, &tensor)
            else {
                if let Some(from) = tensor.sharding.clone() {
                    self.reshard_across_orders(
                        op,
                        &tensor,
                        &from,
                        &target,
                        Cause::Return,
                        &why,
                        anchor,
                    );
                }
                continue;
            };
            let from = if self.shardy {
                self.unreduced_to_replicated(op, &tensor, &from, &target.unreduced, &mesh)
            } else {
                from
            };
            self.reshard(
                op,
                &tensor,
                &from,
                &target,
                &mesh,
                Cause::Return,
                &why,
                anchor,
            );
        }
    }

    // The op's tensors, projections and factors are parallel vectors indexed together.
    #[allow(clippy::needless_range_loop)]
    fn op_with_rule(&mut self, op_id: OpId, op: &Op, rule: &OpShardingRule) {
        let _ = op_id;
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
        // The op's mesh: the first sharded tensor's, results first (the op is
        // partitioned on its output's mesh). Shardings on another mesh of the
        // same devices (GSPMD strings each bring their own) are rewritten onto
        // it; when one cannot be (its axes split the op's mesh's axes more
        // finely), the next tensor's mesh is tried, so that a reshard between
        // them is planned on the finer mesh rather than dropped.
        let n_operands = rule.operands.len();
        let ordered: Vec<&TensorSharding> = tensors[n_operands..]
            .iter()
            .chain(&tensors[..n_operands])
            .filter_map(|t| t.sharding.as_ref())
            .collect();
        let mut candidates: Vec<&TensorSharding> = Vec::new();
        for s in ordered
            .iter()
            .filter(|s| !s.is_fully_replicated())
            .chain(ordered.iter().filter(|s| s.is_fully_replicated()))
        {
            if !candidates.iter().any(|c| c.mesh == s.mesh) {
                candidates.push(s);
            }
        }
        let found = candidates.iter().find_map(|&reference| {
            let mesh = self.mesh_of(reference)?;
            let mut tensors = tensors.clone();
            for t in &mut tensors {
                let Some(s) = t.sharding.as_ref().filter(|s| s.mesh != reference.mesh) else {
                    continue;
                };
                let converted = self
                    .mesh_of(s)
                    .and_then(|from| convert_to_mesh(s, &from, reference, &mesh))?;
                t.sharding = Some(converted);
            }
            Some((reference.clone(), mesh, tensors))
        });
        let first = candidates.first().map(|&c| c.clone());
        let Some((reference, mesh, tensors)) = found
            .or_else(|| self.operands_onto_order(op, first.as_ref()?, tensors.clone(), n_operands))
        else {
            return;
        };
        let mappings: Vec<&Vec<Vec<usize>>> = rule.operands.iter().chain(&rule.results).collect();
        if tensors
            .iter()
            .zip(&mappings)
            .any(|(t, m)| t.shape.len() != m.len())
        {
            return;
        }
        let shardings: Vec<TensorSharding> = tensors
            .iter()
            .map(|t| {
                t.sharding.clone().unwrap_or_else(|| {
                    TensorSharding::replicated(reference.mesh.clone(), t.shape.len())
                })
            })
            .collect();
        let sizes: Vec<i64> = rule.factors.iter().map(|f| f.size).collect();
        let projections: Vec<TensorFactorShardings> = shardings
            .iter()
            .zip(&mappings)
            .map(|(s, m)| project(Some(s), m, &sizes, &mesh, true))
            .collect();
        let factor_axes = |t: usize, f: usize| -> Vec<AxisRef> {
            projections[t]
                .factors
                .get(&f)
                .map(|fs| fs.axes.clone())
                .unwrap_or_default()
        };
        let maps = |t: usize, f: usize| mappings[t].iter().any(|d| d.contains(&f));
        let is_conv = op.name.ends_with(".convolution");
        let is_pad = op.name.ends_with(".pad");
        let is_reverse = op.name.ends_with(".reverse");
        let is_slice = op.name == "stablehlo.slice" || op.name == "mhlo.slice";
        let op_text = self
            .text
            .get(self.entry.abs(op.range).start..self.entry.abs(op.range).end)
            .unwrap_or("");
        // Padded dims whose halos come from the neighbours, and reversed sharded dims.
        let mut pad_halos: Vec<(usize, i64, i64)> = Vec::new();
        let mut reversed: Vec<usize> = Vec::new();
        // Sliced sharded dims whose shards shift: (factor, dim, start, stride).
        // With the collective-permutes XLA sends: (low, high) within a shard.
        #[allow(clippy::type_complexity)]
        let mut slice_shifts: Vec<(usize, usize, i64, i64, Vec<(i64, i64)>)> = Vec::new();

        // 1-4: the op's own factor sharding.
        let nf = rule.factors.len();
        let mut assign: Vec<Option<Vec<AxisRef>>> = vec![None; nf];
        let mut decided_by: Vec<String> = vec![String::new(); nf];
        let mut used: Vec<AxisRef> = Vec::new();
        let take = |axes: Vec<AxisRef>, used: &mut Vec<AxisRef>| -> Vec<AxisRef> {
            let mut out = Vec::new();
            for a in axes {
                if used.iter().any(|u| u.overlaps(&a)) {
                    break;
                }
                out.push(a);
            }
            used.extend(out.iter().cloned());
            out
        };
        for t in n_operands..tensors.len() {
            for f in 0..nf {
                let kind = rule.factors[f].kind;
                if assign[f].is_some()
                    || !maps(t, f)
                    || !matches!(kind, FactorKind::PassThrough | FactorKind::Permutation)
                {
                    continue;
                }
                assign[f] = Some(take(factor_axes(t, f), &mut used));
                decided_by[f] = format!("the result {}", self.value_name(tensors[t].value));
            }
        }
        for f in 0..nf {
            if rule.factors[f].kind != FactorKind::Reduction {
                continue;
            }
            let lists: Vec<Vec<AxisRef>> = (0..n_operands)
                .filter(|&t| maps(t, f) && !shardings[t].is_fully_replicated())
                .map(|t| factor_axes(t, f))
                .collect();
            let mut common = lists.first().cloned().unwrap_or_default();
            for l in &lists[1.min(lists.len())..] {
                let n = common.iter().zip(l).take_while(|(a, b)| a == b).count();
                common.truncate(n);
            }
            assign[f] = Some(take(common, &mut used));
            decided_by[f] = "the axes every sharded operand agrees on".to_string();
        }
        for f in 0..nf {
            if assign[f].is_some() || rule.factors[f].kind != FactorKind::PassThrough {
                continue;
            }
            if let Some(t) = (0..n_operands).find(|&t| maps(t, f) && !factor_axes(t, f).is_empty())
            {
                assign[f] = Some(take(factor_axes(t, f), &mut used));
                decided_by[f] = format!("the operand {}", self.value_name(tensors[t].value));
            }
        }
        let mut halos: Vec<usize> = Vec::new();
        for f in 0..nf {
            match rule.factors[f].kind {
                FactorKind::NeedReplication => {
                    assign[f] = Some(Vec::new());
                    decided_by[f] =
                        "need_replication: the op needs the whole dimension".to_string();
                }
                FactorKind::Permutation => {
                    let axes = assign[f].clone().unwrap_or_default();
                    let pad_halo = if is_pad && !axes.is_empty() {
                        mappings[0]
                            .iter()
                            .position(|d| d.contains(&f))
                            .and_then(|dim| {
                                let shards: i64 = axes
                                    .iter()
                                    .map(|a| a.size(&mesh).unwrap_or(1).max(1))
                                    .product();
                                xla_choices::pad_halo(op_text, dim, tensors[0].shape[dim], shards)
                            })
                    } else {
                        None
                    };
                    let slice_shift = if is_slice && !axes.is_empty() && !self.shardy {
                        mappings[0]
                            .iter()
                            .position(|d| d.contains(&f))
                            .and_then(|dim| {
                                let (start, stride) = xla_choices::slice_start(op_text, dim)?;
                                let shards: i64 = axes
                                    .iter()
                                    .map(|a| a.size(&mesh).unwrap_or(1).max(1))
                                    .product();
                                let size = tensors[0].shape[dim];
                                let out = tensors[n_operands].shape.get(dim).copied()?;
                                match xla_choices::slice_exchange(size, out, start, stride, shards)
                                {
                                    xla_choices::SliceExchange::Permutes(permutes) => {
                                        Some((dim, (start, stride), permutes))
                                    }
                                    xla_choices::SliceExchange::Gather => None,
                                }
                            })
                    } else {
                        None
                    };
                    if is_conv && !axes.is_empty() {
                        halos.push(f);
                    } else if let Some((dim, (start, stride), permutes)) = slice_shift {
                        slice_shifts.push((f, dim, start, stride, permutes));
                    } else if let Some((low, high)) = pad_halo {
                        pad_halos.push((f, low, high));
                    } else if is_reverse && !axes.is_empty() {
                        reversed.push(f);
                    } else if !axes.is_empty() {
                        used.retain(|u| !axes.contains(u));
                        assign[f] = Some(Vec::new());
                        decided_by[f] =
                            "permutation: the op reads across shard boundaries, so the dimension is gathered".to_string();
                    }
                }
                _ => {}
            }
        }
        // A gather follows XLA's own strategies, not the common factor sharding.
        let is_gather = matches!(op.name.as_str(), "stablehlo.gather" | "mhlo.gather");
        let mut gather_mask: Vec<AxisRef> = Vec::new();
        if is_gather && !self.shardy && n_operands == 2 && tensors.len() == 3 {
            let input = gather::GatherInput {
                kinds: rule.factors.iter().map(|f| f.kind).collect(),
                mappings: [mappings[0], mappings[1], mappings[2]],
                shapes: [&tensors[0].shape, &tensors[1].shape, &tensors[2].shape],
                element_bytes: [
                    tensors[0].element_bytes,
                    tensors[1].element_bytes,
                    tensors[2].element_bytes,
                ],
                axes: [0, 1, 2].map(|t| (0..nf).map(|f| factor_axes(t, f)).collect()),
            };
            let plan = gather::assignment(&input, &mesh);
            gather_mask = plan.mask_gathered;
            for (f, (axes, decided)) in plan.axes.into_iter().zip(plan.decided).enumerate() {
                assign[f] = Some(axes);
                decided_by[f] = if decided.is_empty() {
                    "no strategy of XLA's gather partitioner uses it".to_string()
                } else {
                    decided
                };
            }
        }
        let assigned = |f: usize| assign[f].clone().unwrap_or_default();
        let required = |t: usize| -> TensorSharding {
            let mut tfs = TensorFactorShardings::default();
            for f in 0..nf {
                if maps(t, f) {
                    let fs = tfs.factors.get_or_default(f);
                    fs.axes = assigned(f);
                    fs.is_closed = true;
                }
            }
            let mut template = clean(&shardings[t]);
            template.unreduced.clear();
            unproject(&tfs, mappings[t], &sizes, &mesh, &template)
        };
        let factor_note = |t: usize| -> String {
            let notes: Vec<String> = (0..nf)
                .filter(|&f| maps(t, f) && factor_axes(t, f) != assigned(f))
                .map(|f| {
                    let kind = match rule.factors[f].kind {
                        FactorKind::PassThrough => "",
                        FactorKind::Reduction => "reduction ",
                        FactorKind::NeedReplication => "need-replication ",
                        FactorKind::Permutation => "permutation ",
                    };
                    let by = if decided_by[f].is_empty() {
                        String::new()
                    } else {
                        format!(", decided by {}", decided_by[f])
                    };
                    format!(
                        "{kind}factor {} (size {}) is {} in the op{by}",
                        rules::factor_symbol(f),
                        sizes[f],
                        axes_text(&assigned(f))
                    )
                })
                .collect();
            notes.join("; ")
        };

        // A sort along a sharded dimension moves the axes instead of gathering them.
        // So does a concatenate along a sharded dimension.
        let axis_move = if op.name.ends_with(".sort") || op.name.ends_with(".concatenate") {
            (0..nf)
                .filter(|&f| {
                    matches!(
                        rule.factors[f].kind,
                        FactorKind::NeedReplication | FactorKind::Permutation
                    )
                })
                .find_map(|f| mappings[0].iter().position(|d| d.contains(&f)))
                .and_then(|dim| self.axis_move(dim, &tensors, &shardings, &mesh))
        } else {
            None
        };
        let moved_axes = |s: &TensorSharding| {
            axis_move
                .as_ref()
                .is_some_and(|m| s.dims.get(m.dim).is_some_and(|d| d.axes == m.axes))
        };

        // 2: operands.
        for t in 0..n_operands {
            let want = required(t);
            if same_dims(&shardings[t], &want) {
                continue;
            }
            if let Some(moved) = axis_move.as_ref().filter(|_| moved_axes(&shardings[t])) {
                self.move_all_to_all(op, &tensors[t], &shardings[t], &mesh, moved, false);
                continue;
            }
            let why = format!(
                "'{}' uses {} ({})",
                op.name,
                dims_text(&want),
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
                Anchor::Operand {
                    index: t,
                    shared: true,
                },
            );
        }
        // 2b: a trivially sliced gather's mask of valid indices, made where
        // the indices were and gathered with them.
        if !gather_mask.is_empty() {
            let bytes = local_bytes(&tensors[1].shape, 1, Some(&required(1)), Some(&mesh));
            let refs: Vec<&AxisRef> = gather_mask.iter().collect();
            let reason = format!(
                "'{}' reads a table sharded along the dimension it indexes: each device masks the indices that fall outside its rows; the mask is made from {} sharded on {} and all-gathered with them",
                op.name,
                self.value_name(tensors[1].value),
                axes_text(&gather_mask)
            );
            self.note(&reason);
            let placement = self.placement;
            self.placement = Placement::Before(tensors[1].value);
            self.push(
                op,
                CollectiveKind::AllGather,
                spans(&refs, &mesh),
                bytes,
                Cause::Reshard,
                reason,
            );
            self.placement = placement;
        }
        // 3: partial sums, one all-reduce per sharded reduction factor (XLA
        // reduces one dimension at a time, the last first).
        let unreduced: Vec<AxisRef> = shardings[n_operands..]
            .iter()
            .flat_map(|s| s.unreduced.iter().cloned())
            .collect();
        let mut reductions: Vec<(usize, Vec<AxisRef>)> = Vec::new();
        for f in (0..nf).rev() {
            if rule.factors[f].kind == FactorKind::Reduction && !assigned(f).is_empty() {
                let axes: Vec<AxisRef> = assigned(f)
                    .into_iter()
                    .filter(|a| !unreduced.contains(a))
                    .collect();
                if !axes.is_empty() {
                    reductions.push((f, axes));
                }
            }
        }
        let result_bytes: Vec<i64> = (n_operands..tensors.len())
            .map(|t| {
                local_bytes(
                    &tensors[t].shape,
                    tensors[t].element_bytes,
                    Some(&required(t)),
                    Some(&mesh),
                )
            })
            .collect();
        let operands_of = |this: &Self, fs: &[usize]| -> String {
            (0..n_operands)
                .filter(|&t| fs.iter().any(|&f| !factor_axes(t, f).is_empty()))
                .map(|t| {
                    format!(
                        "{}{}",
                        this.value_name(tensors[t].value),
                        this.origin(tensors[t].value)
                    )
                })
                .collect::<Vec<_>>()
                .join(", ")
        };
        let variadic_reduce = op.name.ends_with(".reduce") && op.results.len() > 1;
        if variadic_reduce && !reductions.is_empty() {
            // A reducer over several values (argmax) cannot be an all-reduce:
            // XLA gathers each device's partial results and reduces them again.
            let axes: Vec<AxisRef> = reductions.iter().flat_map(|(_, a)| a.clone()).collect();
            let shards: i64 = axes.iter().map(|a| a.size(&mesh).unwrap_or(1)).product();
            let fs: Vec<usize> = reductions.iter().map(|(f, _)| *f).collect();
            let reason = format!(
                "the reduced dimensions are sharded on {} in the operands ({}): '{}' reduces several values together, so each device's partial results are gathered and reduced again",
                axes_text(&axes),
                operands_of(self, &fs),
                op.name
            );
            let refs: Vec<&AxisRef> = axes.iter().collect();
            self.note(&reason);
            for bytes in &result_bytes {
                self.push(
                    op,
                    CollectiveKind::AllGather,
                    spans(&refs, &mesh),
                    bytes.saturating_mul(shards),
                    Cause::Reduction,
                    reason.clone(),
                );
            }
        } else {
            let bytes: i64 = result_bytes.iter().sum();
            for (f, axes) in &reductions {
                let reason = format!(
                    "reduction factor {} (size {}) is sharded on {} in the operands ({}): each device holds partial results of '{}', summed over {}",
                    rules::factor_symbol(*f),
                    sizes[*f],
                    axes_text(axes),
                    operands_of(self, &[*f]),
                    op.name,
                    axes_text(axes)
                );
                let refs: Vec<&AxisRef> = axes.iter().collect();
                self.insertions.push(Insertion {
                    op: self.current,
                    what: Inserted::AllReduce { axes: axes.clone() },
                    reason: reason.clone(),
                });
                self.push(
                    op,
                    CollectiveKind::AllReduce,
                    spans(&refs, &mesh),
                    bytes,
                    Cause::Reduction,
                    reason,
                );
            }
        }
        // 4: halo exchange of sharded convolution windows (on operand 0,
        // before the op computes).
        self.placement = Placement::Before(tensors[0].value);
        for &f in &halos {
            let Some(dim) = mappings[0].iter().position(|d| d.contains(&f)) else {
                continue;
            };
            let (low, high, exact) = conv_halo(op_text, dim, &tensors[1].shape);
            let want = required(0);
            let mut shape = tensors[0].shape.clone();
            let axes = assigned(f);
            let refs: Vec<&AxisRef> = axes.iter().collect();
            for (side, halo) in [("low", low), ("high", high)] {
                if halo <= 0 {
                    continue;
                }
                let shards: i64 = axes
                    .iter()
                    .map(|a| a.size(&mesh).unwrap_or(1))
                    .product::<i64>()
                    .max(1);
                shape[dim] = halo.min(ceil_div(tensors[0].shape[dim], shards)) * shards;
                let bytes = local_bytes(&shape, tensors[0].element_bytes, Some(&want), Some(&mesh));
                let reason = format!(
                    "window dimension {dim} of {} is sharded on {}: each device exchanges a {side} halo of {halo} with its neighbour{}",
                    self.value_name(tensors[0].value),
                    axes_text(&axes),
                    if exact { "" } else { " (window and padding not read; assumed a centred window)" }
                );
                self.exchange(op, &refs, &mesh, bytes, reason);
            }
        }
        // 4b: padding along a sharded dim takes halos from the neighbours;
        // reversing one sends each shard to its mirror device.
        for &(f, low, high) in &pad_halos {
            let Some(dim) = mappings[0].iter().position(|d| d.contains(&f)) else {
                continue;
            };
            let axes = assigned(f);
            let refs: Vec<&AxisRef> = axes.iter().collect();
            let want = required(0);
            for (side, width) in [("low", low), ("high", high)] {
                if width <= 0 {
                    continue;
                }
                let local = local_bytes(
                    &tensors[0].shape,
                    tensors[0].element_bytes,
                    Some(&want),
                    Some(&mesh),
                );
                let shard = ceil_div(
                    tensors[0].shape[dim],
                    axes.iter()
                        .map(|a| a.size(&mesh).unwrap_or(1))
                        .product::<i64>()
                        .max(1),
                )
                .max(1);
                let bytes = local / shard * width;
                let reason = format!(
                    "padded dimension {dim} of {} is sharded on {}: each device takes a {side} halo of {width} from its neighbour",
                    self.value_name(tensors[0].value),
                    axes_text(&axes)
                );
                self.exchange(op, &refs, &mesh, bytes, reason);
            }
        }
        // 4c: a slice along a sharded dim shifts shards: XLA's
        // ReshardAsWindowedInput moves the pieces each device's window needs
        // with ExchangeHalo's or ExchangeHaloCompact's collective-permutes
        // (`xla_choices::slice_exchange`).
        for (f, dim, start, stride, permutes) in std::mem::take(&mut slice_shifts) {
            let axes = assigned(f);
            let refs: Vec<&AxisRef> = axes.iter().collect();
            let shards = axes
                .iter()
                .map(|a| a.size(&mesh).unwrap_or(1))
                .product::<i64>()
                .max(1);
            let size = tensors[0].shape[dim];
            let local = local_bytes(
                &tensors[0].shape,
                tensors[0].element_bytes,
                Some(&required(0)),
                Some(&mesh),
            );
            let shard = ceil_div(size, shards).max(1);
            let count = permutes.len();
            for (round, (lo, hi)) in permutes.into_iter().enumerate() {
                let width = hi - lo;
                let bytes = local / shard * width;
                let what = if width == shard {
                    "whole shards".to_string()
                } else {
                    format!("elements {lo}..{hi} of the shards")
                };
                let reason = format!(
                    "sliced dimension {dim} of {} is sharded on {} and the slice starts at {start}{}: part of each device's share of the result is held by other devices; XLA's halo exchange sends {what} (exchange {} of {count})",
                    self.value_name(tensors[0].value),
                    axes_text(&axes),
                    if stride == 1 { String::new() } else { format!(" with stride {stride}") },
                    round + 1,
                );
                self.exchange(op, &refs, &mesh, bytes, reason);
            }
        }
        if !reversed.is_empty() {
            let axes: Vec<AxisRef> = reversed.iter().flat_map(|&f| assigned(f)).collect();
            let refs: Vec<&AxisRef> = axes.iter().collect();
            let bytes = local_bytes(
                &tensors[0].shape,
                tensors[0].element_bytes,
                Some(&required(0)),
                Some(&mesh),
            );
            let reason = format!(
                "a reversed dimension of {} is sharded on {}: each shard moves to the device of its mirror image",
                self.value_name(tensors[0].value),
                axes_text(&axes)
            );
            self.exchange(op, &refs, &mesh, bytes, reason);
        }
        self.placement = Placement::After;
        // 5: results.
        for t in n_operands..tensors.len() {
            let computed = required(t);
            if tensors[t].sharding.is_none() || same_dims(&computed, &shardings[t]) {
                continue;
            }
            if let Some(moved) = axis_move.as_ref().filter(|_| moved_axes(&shardings[t])) {
                // A result nobody uses is dropped before partitioning (argsort's keys).
                if self.f().values[tensors[t].value].uses.is_empty() {
                    continue;
                }
                self.move_all_to_all(op, &tensors[t], &shardings[t], &mesh, moved, true);
                continue;
            }
            let why = format!(
                "'{}' computes it as {} ({})",
                op.name,
                dims_text(&computed),
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
                Anchor::Result(tensors[t].value),
            );
        }
    }
}

/// The first replica group of a written collective: `replica_groups = dense<[[0, 1], …]>`.
fn first_replica_group(op_text: &str) -> Option<Vec<i64>> {
    let at = op_text.find("replica_groups")?;
    let rest = &op_text[at..];
    let open = rest.find("[[")?;
    let close = rest[open..].find(']')?;
    let group: Option<Vec<i64>> = rest[open + 2..open + close]
        .split(',')
        .map(|s| s.trim().parse().ok())
        .collect();
    group.filter(|g| g.len() > 1)
}

/// Low and high halo widths of input dimension `dim` of a convolution, from
/// its `dim_numbers`, `window = {pad = …, rhs_dilate = …}` and the kernel
/// shape; `exact` is false when they could not be read (then a centred
/// window of 3 is assumed).
fn conv_halo(op_text: &str, dim: usize, kernel_shape: &[i64]) -> (i64, i64, bool) {
    let read = || -> Option<(i64, i64)> {
        let numbers = op_text.find("dim_numbers")?;
        let rest = &op_text[numbers..];
        let lists: Vec<Vec<String>> = rest
            .split(['[', ']'])
            .skip(1)
            .step_by(2)
            .take(3)
            .map(|l| l.split(',').map(|s| s.trim().to_string()).collect())
            .collect();
        if lists.len() < 2 {
            return None;
        }
        let spatial = lists[0].get(dim)?.parse::<usize>().ok()?;
        let kernel_dim = lists[1]
            .iter()
            .position(|s| s.parse::<usize>().ok() == Some(spatial))?;
        let k = *kernel_shape.get(kernel_dim)?;
        let list_after = |key: &str, close: &str| -> Option<Vec<i64>> {
            let at = op_text.find(key)?;
            let rest = &op_text[at + key.len()..];
            let end = rest.find(close)?;
            Some(
                rest[..end]
                    .split(|c: char| !c.is_ascii_digit() && c != '-')
                    .filter_map(|s| s.parse().ok())
                    .collect(),
            )
        };
        let pads = list_after("pad = ", "]]").unwrap_or_default();
        let dilation = list_after("rhs_dilate = ", "]")
            .and_then(|d| d.get(spatial).copied())
            .unwrap_or(1);
        let low = pads.get(2 * spatial).copied().unwrap_or(0);
        let span = (k - 1) * dilation.max(1);
        Some((low.clamp(0, span), (span - low).max(0)))
    };
    match read() {
        Some((low, high)) => (low, high, true),
        None => (1, 1, false),
    }
}

fn ceil_div(a: i64, b: i64) -> i64 {
    let b = b.max(1);
    a / b + i64::from(a % b != 0)
}

/// `sharding` (on `from`) written on the mesh of `reference` (`to`): a
/// replicated sharding anywhere, or, when both meshes number their devices
/// in order, each axis of `from` as the run of `to` axes spanning the same
/// devices (`["x"=8]` onto `["a"=2, "b"=4]`: `"x"` is `"a", "b"`).
fn convert_to_mesh(
    sharding: &TensorSharding,
    from: &Mesh,
    reference: &TensorSharding,
    to: &Mesh,
) -> Option<TensorSharding> {
    let mut out = TensorSharding::replicated(reference.mesh.clone(), sharding.dims.len());
    if sharding.is_fully_replicated() {
        return Some(out);
    }
    // Axes that factor the same linear order of devices: an explicit order
    // must be the very same on both (another order needs a permute, which
    // this rewriting cannot express).
    let order = |m: &Mesh| m.has_explicit_device_order().then(|| m.device_ids.clone());
    if order(from) != order(to) || from.device_count()? != to.device_count()? {
        return None;
    }
    // Each `from` axis → the `to` axes it spans, major to minor.
    let mut runs: Vec<(String, Vec<AxisRef>)> = Vec::new();
    let mut targets = to.axes.iter();
    for axis in &from.axes {
        let mut need = axis.size?;
        let mut run = Vec::new();
        while need > 1 {
            let t = targets.next()?;
            let size = t.size?;
            if need % size != 0 {
                return None;
            }
            need /= size;
            run.push(AxisRef::full(t.name.clone()));
        }
        runs.push((axis.name.clone(), run));
    }
    for (d, dim) in sharding.dims.iter().enumerate() {
        for a in &dim.axes {
            if a.sub_axis.is_some() {
                return None;
            }
            let (_, run) = runs.iter().find(|(n, _)| *n == a.name)?;
            out.dims[d].axes.extend(run.iter().cloned());
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn conv_halo_reads_padding_and_kernel() {
        let text = "stablehlo.convolution(%a, %b) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [2, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]}";
        assert_eq!(conv_halo(text, 1, &[3, 5, 16, 32]), (1, 1, true));
        assert_eq!(conv_halo(text, 2, &[3, 5, 16, 32]), (2, 2, true));
        assert_eq!(conv_halo("garbage", 1, &[3]), (1, 1, false));
    }

    #[test]
    fn fewer_shards_on_the_same_dim_permute_then_gather() {
        use crate::sharding::model::{DimSharding, MeshAxis};
        let mesh = Mesh::new(vec![MeshAxis::new("fsdp", 4), MeshAxis::new("tp", 2)]);
        let on = |axes: &[&str]| {
            TensorSharding::new(
                "mesh",
                vec![
                    DimSharding {
                        axes: axes.iter().map(|a| AxisRef::full(*a)).collect(),
                        ..Default::default()
                    },
                    DimSharding::default(),
                ],
            )
        };
        let tensor = Tensor {
            value: 0,
            shape: vec![8, 16],
            element_bytes: 4,
            sharding: None,
        };
        // [{fsdp}] to [{tp}] (the ids of embedding_gather): the 4-way
        // shards are permuted so that "tp" is major, then 2 gathered.
        let plan =
            partial_replicate_plan(&on(&["fsdp"]), &on(&["tp"]), &mesh, &tensor).expect("a plan");
        let kinds: Vec<CollectiveKind> = plan.steps.iter().map(|s| s.kind()).collect();
        assert_eq!(
            kinds,
            [CollectiveKind::CollectivePermute, CollectiveKind::AllGather]
        );
        assert_eq!(plan.steps[0].bytes_per_device, 2 * 16 * 4);
        assert_eq!(plan.steps[1].bytes_per_device, 4 * 16 * 4);
        assert_eq!(plan.steps[0].sharding.dims[0].axes.len(), 2);
        // Already in order: a plain all-gather, not this plan.
        assert!(
            partial_replicate_plan(&on(&["tp", "fsdp"]), &on(&["tp"]), &mesh, &tensor).is_none()
        );
        // More shards in the target: not this plan.
        assert!(partial_replicate_plan(&on(&["tp"]), &on(&["fsdp"]), &mesh, &tensor).is_none());
    }

    #[test]
    fn meshes_of_one_device_order_convert_and_others_do_not() {
        use crate::sharding::model::{DimSharding, MeshAxis, MeshRef};
        let ids = vec![7, 6, 5, 4, 3, 2, 1, 0];
        let fine = Mesh::new(vec![MeshAxis::new("a", 2), MeshAxis::new("b", 4)]);
        let coarse = Mesh::new(vec![MeshAxis::new("x", 8)]);
        let on = |mesh: &Mesh, dims: Vec<Vec<&str>>| {
            TensorSharding::on_mesh(
                MeshRef::Inline(mesh.clone()),
                dims.into_iter()
                    .map(|d| DimSharding::closed(d.into_iter().map(AxisRef::full).collect()))
                    .collect(),
            )
        };
        let columns = |mesh: &Mesh| on(mesh, vec![vec![], vec!["x"]]);
        let expected = |mesh: &Mesh| on(mesh, vec![vec![], vec!["a", "b"]]);
        // The same explicit order on both: "x" is "a" then "b".
        let (fine_ids, coarse_ids) = (
            fine.clone().with_device_ids(ids.clone()),
            coarse.clone().with_device_ids(ids.clone()),
        );
        let reference = expected(&fine_ids);
        let converted = convert_to_mesh(&columns(&coarse_ids), &coarse_ids, &reference, &fine_ids);
        assert_eq!(converted, Some(reference));
        // Default order on both: the same.
        let reference = expected(&fine);
        assert_eq!(
            convert_to_mesh(&columns(&coarse), &coarse, &reference, &fine),
            Some(reference)
        );
        // Another order on one side: not a rewriting.
        let reference = expected(&fine);
        assert_eq!(
            convert_to_mesh(&columns(&coarse_ids), &coarse_ids, &reference, &fine),
            None
        );
    }

    #[test]
    fn replica_groups_are_read() {
        let text = "\"stablehlo.all_reduce\"(%2) <{replica_groups = dense<[[0, 1, 2, 3], [4, 5, 6, 7]]> : tensor<2x4xi64>}>";
        assert_eq!(first_replica_group(text), Some(vec![0, 1, 2, 3]));
    }
}
