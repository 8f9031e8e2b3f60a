//! What the partitioning shows that an expert would call a probable mistake,
//! as warnings (the README's severity policy). Expected communication is not
//! here: it is information, in the communication view.
//!
//! - `partition/full-rematerialization`: a reshard with no direct collective,
//!   so every device holds the whole tensor for a moment (XLA logs it as
//!   "Involuntary full rematerialization");
//! - `partition/replicated`: a large argument of a public function held
//!   whole on every device of a mesh of several;
//! - `partition/padding`: a non-divisible sharding whose shards are largely
//!   padding;
//! - `partition/does-not-fit`: a function whose peak memory per device
//!   exceeds the chosen hardware's (only with a hardware model chosen).
//!
//! Each function's findings are computed from it and its propagation part
//! alone, so `pipeline` keeps them across edits that leave both alone; the
//! fit check, which needs the callees' peaks and the hardware, runs over
//! the kept findings when diagnostics are gathered. Messages carry no line
//! numbers: kept findings move with their function, and line numbers would
//! go stale.

use super::op_memo::OpMemo;
use super::{
    local_bytes, memory::add_callee_peaks_of, Communication, FunctionPartition, Hardware,
    Insertion, Memory,
};
use crate::annotations::Slot;
use crate::diagnostic::Diagnostic;
use crate::ir::per_function::{RangeOrder, Ranges};
use crate::ir::{Chunk, FunctionEntry, ValueId};
use crate::pipeline::ChunkAnalysis;
use crate::propagation::human_bytes;
use crate::rules::AliasTable;
use crate::sharding::model::{Notation, TensorSharding};
use crate::text::TextRange;
use std::sync::Arc;

/// Below these sizes per device a finding is not worth a warning.
pub const REMATERIALIZATION_MIN_BYTES: i64 = 1 << 20;
pub const PADDING_MIN_BYTES: i64 = 1 << 20;
/// Padding this share of a shard or more is heavy.
pub const PADDING_MIN_SHARE: f64 = 0.25;
/// A replicated argument this large per device is worth sharding.
pub const REPLICATED_MIN_BYTES: i64 = 1 << 30;

/// One function's findings, and what the fit check needs of it.
#[derive(Clone, Debug)]
pub struct FunctionFindings {
    pub warnings: Vec<Diagnostic>,
    /// The function's name in the text, where a fit warning goes.
    pub name_range: TextRange,
    pub name: String,
    pub calls: Vec<(usize, TextRange)>,
    pub memory: Memory,
    /// Each collective the function runs, its reason with the origin
    /// clauses left for [`super::resolve_origins`]: what a code lens sums
    /// and hints and hovers show, without a partitioning per request.
    pub collectives: Vec<Communication>,
    /// How `collectives` lie in the text they were found in (a hover finds
    /// the few under the cursor by bisection).
    pub collectives_order: RangeOrder,
    /// The collectives as ops to insert (what the backend predictions read).
    pub insertions: Vec<Insertion>,
    /// The partitioning's per-op results, for the same function after an
    /// edit (a function of `op_memo::MEMO_FROM_OPS` ops or more).
    pub op_memo: Option<Arc<OpMemo>>,
}

impl FunctionFindings {
    /// Function `fi`'s partitioning as these findings keep it (the
    /// rematerializations are in the warnings; reasons keep their origin
    /// markers): what the backend predictions take.
    pub fn partition(&self, fi: usize) -> FunctionPartition {
        FunctionPartition {
            func: fi,
            name: self.name.clone(),
            range: self.name_range,
            collectives: self.collectives.clone(),
            calls: self.calls.clone(),
            memory: self.memory.clone(),
            rematerializations: Vec::new(),
            insertions: self.insertions.clone(),
        }
    }
}

impl Ranges for FunctionFindings {
    fn for_each_range(&mut self, f: &mut dyn FnMut(&mut TextRange)) {
        self.warnings.for_each_range(f);
        f(&mut self.name_range);
        for (_, range) in &mut self.calls {
            f(range);
        }
        self.collectives.for_each_range(f);
    }
}

impl Ranges for Communication {
    fn for_each_range(&mut self, f: &mut dyn FnMut(&mut TextRange)) {
        f(&mut self.range);
    }
}

/// Partitions function `fi` and keeps its findings.
pub fn function_findings(
    chunk: &Chunk,
    analysis: &ChunkAnalysis,
    text: &str,
    aliases: &AliasTable,
    fi: usize,
    entry: &FunctionEntry,
    previous: Option<&OpMemo>,
) -> FunctionFindings {
    // No origin chains walked: the reasons keep markers for them.
    let (part, op_memo) = super::partition_function_without_origins(
        chunk, analysis, text, aliases, fi, entry, previous,
    );
    let mut warnings = rematerializations(&part);
    warnings.extend(value_warnings(analysis, fi, entry));
    FunctionFindings {
        warnings,
        name_range: part.range,
        name: part.name,
        calls: part.calls,
        memory: part.memory,
        collectives_order: RangeOrder::of(&part.collectives, |c| c.range),
        collectives: part.collectives,
        insertions: part.insertions,
        op_memo: op_memo.map(Arc::new),
    }
}

fn rematerializations(part: &FunctionPartition) -> Vec<Diagnostic> {
    part.rematerializations
        .iter()
        .filter(|r| r.full_bytes >= REMATERIALIZATION_MIN_BYTES)
        .map(|r| {
            Diagnostic::warning(
                r.range,
                "partition/full-rematerialization",
                format!(
                    "{} goes from {} to {} through a whole copy on every device ({}): no collective moves it directly, so the partitioner gathers all of it and slices it again (XLA's \"Involuntary full rematerialization\")",
                    r.value,
                    r.from,
                    r.to,
                    human_bytes(r.full_bytes)
                ),
            )
        })
        .collect()
}

/// Padding and replication of the values a user places: the function's
/// arguments, and op results with a sharding of their own.
fn value_warnings(analysis: &ChunkAnalysis, fi: usize, entry: &FunctionEntry) -> Vec<Diagnostic> {
    let f = &entry.ir;
    let propagation = &analysis.propagation;
    let mut out = Vec::new();
    let public = f.visibility.as_deref() != Some("private");
    // XLA pads the shards of a non-divisible dim to one size; the `shard`
    // and `mesh` dialects give the last devices smaller shards instead.
    let pads = matches!(
        analysis.annotations.notation,
        None | Some(Notation::Sdy | Notation::Gspmd)
    );
    let largest_mesh = propagation
        .meshes
        .values()
        .filter_map(|m| m.device_count())
        .max()
        .unwrap_or(1);
    // A JAX `main` has thousands of arguments (weights and optimizer
    // state): a scan of the argument list per value was quadratic.
    let mut is_argument = vec![false; f.values.len()];
    for &a in &f.arguments {
        if let Some(flag) = is_argument.get_mut(a) {
            *flag = true;
        }
    }
    let placed: Vec<ValueId> = f
        .arguments
        .iter()
        .copied()
        .chain((0..f.values.len()).filter(|&v| {
            !is_argument[v]
                && analysis
                    .annotations
                    .annotations
                    .contains_key(&Slot::Value { func: fi, value: v })
        }))
        .collect();
    for value in placed {
        let v = &f.values[value];
        let Some(ty) = v.ty.as_ref() else { continue };
        let (Some(shape), Some(element)) = (ty.static_shape(), ty.element_byte_width()) else {
            continue;
        };
        let element = element as i64;
        let sharding = propagation.sharding(Slot::Value { func: fi, value });
        let mesh = sharding.and_then(|s| s.resolve_mesh(|n| propagation.meshes.get(n)));
        let range = entry.abs(v.range);
        let local = local_bytes(&shape, element, sharding, mesh);
        let whole = local_bytes(&shape, element, None, None);
        if is_argument.get(value).copied().unwrap_or(false)
            && public
            && largest_mesh > 1
            && sharding.is_none_or(TensorSharding::is_fully_replicated)
            && whole >= REPLICATED_MIN_BYTES
        {
            out.push(Diagnostic::warning(
                range,
                "partition/replicated",
                format!(
                    "{} ({}) is replicated: each of the {largest_mesh} devices holds all of it; sharding one of its dimensions would divide it",
                    v.name,
                    human_bytes(whole)
                ),
            ));
        }
        let (Some(sharding), Some(mesh)) = (sharding, mesh) else {
            continue;
        };
        let shards: i64 = sharding
            .dims
            .iter()
            .flat_map(|d| &d.axes)
            .map(|a| a.size(mesh).unwrap_or(1).max(1))
            .fold(1i64, |acc, n| acc.saturating_mul(n))
            .max(1);
        // Sizes saturate at i64::MAX (a bad input's huge dims): no overflow here.
        let data = whole / shards + i64::from(whole % shards != 0);
        let padding = local.saturating_sub(data);
        if pads && local >= PADDING_MIN_BYTES && padding as f64 >= PADDING_MIN_SHARE * local as f64
        {
            out.push(Diagnostic::warning(
                range,
                "partition/padding",
                format!(
                    "{} of {} is padding in each shard of {} ({} of {} per device): a dimension does not divide by its axes, and every device allocates the largest shard",
                    percent(padding, local),
                    human_bytes(local),
                    v.name,
                    human_bytes(padding),
                    human_bytes(local)
                ),
            ));
        }
    }
    out
}

fn percent(part: i64, whole: i64) -> String {
    format!("{:.0}%", 100.0 * part as f64 / whole.max(1) as f64)
}

/// Each function's memory with the peaks of the functions it calls added.
pub fn with_callee_peaks(findings: &[&FunctionFindings]) -> Vec<Memory> {
    let calls: Vec<Vec<usize>> = findings
        .iter()
        .map(|f| f.calls.iter().map(|(c, _)| *c).collect())
        .collect();
    let mut memory: Vec<Memory> = findings.iter().map(|f| f.memory.clone()).collect();
    add_callee_peaks_of(&mut memory, &calls);
    memory
}

/// Every function that runs on its own (nobody calls it) whose peak memory
/// per device, with its callees' temporaries, exceeds `hardware`'s memory.
pub fn fit_warnings(findings: &[&FunctionFindings], hardware: &Hardware) -> Vec<Diagnostic> {
    let Some(capacity) = hardware.memory_bytes.map(|b| b.min(i64::MAX as u64) as i64) else {
        return Vec::new();
    };
    let calls: Vec<Vec<usize>> = findings
        .iter()
        .map(|f| f.calls.iter().map(|(c, _)| *c).collect())
        .collect();
    let memory = with_callee_peaks(findings);
    let called: Vec<bool> = (0..findings.len())
        .map(|i| {
            calls
                .iter()
                .enumerate()
                .any(|(c, cs)| c != i && cs.contains(&i))
        })
        .collect();
    findings
        .iter()
        .zip(&memory)
        .zip(called)
        .filter(|((_, m), called)| !called && m.peak_bytes > capacity)
        .map(|((f, m), _)| {
            let largest: Vec<String> = m
                .largest
                .iter()
                .map(|(name, bytes)| format!("{name} {}", human_bytes(*bytes)))
                .collect();
            Diagnostic::warning(
                f.name_range,
                "partition/does-not-fit",
                format!(
                    "@{} does not fit on {}: it needs about {} per device at its peak, {} more than the {} there is{}",
                    f.name,
                    hardware.name,
                    human_bytes(m.peak_bytes),
                    human_bytes(m.peak_bytes - capacity),
                    human_bytes(capacity),
                    if largest.is_empty() {
                        String::new()
                    } else {
                        format!(" (largest live tensors: {})", largest.join(", "))
                    }
                ),
            )
        })
        .collect()
}
