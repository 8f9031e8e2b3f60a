//! What the compiler's backend does to the partitioner's collectives
//! afterwards, as predictions.
//!
//! The partitioning stage lists the collectives XLA's SPMD partitioner
//! inserts; every backend then rewrites some of them, depending on flags and
//! sizes (`../shared/reference/collectives-and-costs.md` §2). This stage
//! predicts those rewrites for one backend and says which pass and which
//! threshold each one depends on, with the threshold's default and where it
//! is defined. It never changes the partitioner's collectives or totals: a
//! prediction names the collectives it replaces (indices into
//! `FunctionPartition::collectives`) and what results.
//!
//! - XLA:CPU (`xla/service/cpu/cpu_compiler.cc`): `AllReducePromotion`
//!   computes bf16 all-reduces in f32 (twice the bytes), then
//!   `CpuAllReduceCombiner` merges independent all-reduces (no byte limit,
//!   256 operands), of either type alike after the promotion; nothing
//!   forms a reduce-scatter, an all-reduce followed by a slice stays so
//!   (measured: `tests/partition_backend_predictions.rs`).
//! - GPU (`xla/service/gpu/gpu_compiler.cc`): `ReduceScatterCreator` turns
//!   an all-reduce whose only user slices it by device onto the same devices
//!   into a reduce-scatter; `AllGatherCombiner`, `AllReduceCombiner` and
//!   `ReduceScatterCombiner` merge independent collectives of a kind below
//!   `--xla_gpu_*_combine_threshold_bytes` (30 MiB + 7 B by default);
//!   `AllReducePromotion` widens 16-bit integer all-reduces to 32 bits.
//! - TPU: libtpu's pipeline is not public; the same passes are assumed with
//!   XLA's open defaults, and each such threshold is marked `assumed`.
//! - Every backend: the SPMD partitioner computes a dot whose all-gathered
//!   operand (or reduce-scattered result) is at least
//!   `threshold_for_windowed_einsum_mib` as a windowed einsum (collective
//!   matmul): a loop of collective-permutes overlapped with partial dots.
//!
//! The combiners follow XLA's `CombineInstructionsByKey`
//! (`xla/service/collective_combiner_utils.h`): in program order, a group
//! starts at the first collective left and takes the following ones with the
//! same key (all-reduce: reduction, element type and devices,
//! `xla/service/all_reduce_key.cc`) until one depends on the group or the
//! bytes or count limit is reached. Collectives of different regions (a
//! loop body and its caller) are never combined. [`predict`] combines within
//! one function; [`predict_program`] combines the program an entry function
//! runs with its calls inlined, as XLA does after `CallInliner`: a callee's
//! collectives take the place of its call, read the call's operands whose
//! arguments reach them and feed all its results (measured:
//! `grads_across_calls` in `tests/partition_backend_predictions.rs`).

use super::cost::{Family, Hardware};
use super::{Cause, ChunkPartition, FunctionPartition, Inserted, Placement};
use crate::ir::{Chunk, Function, FunctionEntry, OpId, RegionId, ValueDef, ValueId};
use crate::reshard::{Collective, CollectiveKind};
use crate::sharding::model::TensorSharding;
use std::collections::{HashMap, HashSet};

/// A compiler backend.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    Cpu,
    Gpu,
    Tpu,
}

/// The names `--backend` accepts.
pub const BACKEND_NAMES: &[&str] = &["cpu", "gpu", "tpu"];

impl Backend {
    pub fn name(self) -> &'static str {
        match self {
            Backend::Cpu => "cpu",
            Backend::Gpu => "gpu",
            Backend::Tpu => "tpu",
        }
    }

    /// `CPU`, `GPU`, `TPU`.
    pub fn label(self) -> &'static str {
        match self {
            Backend::Cpu => "CPU",
            Backend::Gpu => "GPU",
            Backend::Tpu => "TPU",
        }
    }

    pub fn named(name: &str) -> Option<Backend> {
        match name.to_ascii_lowercase().as_str() {
            "cpu" => Some(Backend::Cpu),
            "gpu" => Some(Backend::Gpu),
            "tpu" => Some(Backend::Tpu),
            _ => None,
        }
    }

    /// The backend a hardware model's machine runs, and why.
    pub fn of(hardware: &Hardware) -> (Backend, &'static str) {
        match hardware.family() {
            Family::Tpu => (Backend::Tpu, "the hardware model is a TPU"),
            Family::Gpu => (Backend::Gpu, "the hardware model is a GPU"),
            // The alpha-beta model names no machine. GPU: the model comes
            // from alpa's GPU clusters, and GPU is the one backend whose
            // passes and thresholds are all open source.
            Family::Generic => (
                Backend::Gpu,
                "the alpha-beta model names no machine: GPU assumed (alpa's alpha-beta model describes GPU clusters, and XLA's GPU passes and thresholds are all open source); --backend chooses another",
            ),
        }
    }
}

/// A rewrite a backend applies after partitioning.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rewrite {
    /// An all-reduce of a narrow element type computed in a wider one.
    Promote,
    /// Independent collectives of one kind merged into one.
    Combine,
    /// An all-reduce and the slice of its result become a reduce-scatter.
    ReduceScatter,
    /// A dot's all-gather or reduce-scatter becomes a loop of
    /// collective-permutes overlapped with partial dots.
    WindowedEinsum,
}

impl Rewrite {
    pub fn name(self) -> &'static str {
        match self {
            Rewrite::Promote => "promote",
            Rewrite::Combine => "combine",
            Rewrite::ReduceScatter => "reduce-scatter",
            Rewrite::WindowedEinsum => "windowed-einsum",
        }
    }
}

/// The setting a rewrite depends on.
#[derive(Clone, Debug, PartialEq)]
pub struct Threshold {
    /// The flag or option that sets it; empty when it is a constant of the
    /// backend's pipeline.
    pub flag: &'static str,
    /// Its default in bytes (`i64::MAX`: no limit; 0: the rewrite has none).
    pub bytes: i64,
    /// A combiner's limit on operands.
    pub count: Option<usize>,
    /// The default as written in the source.
    pub default: &'static str,
    /// Where the default is defined.
    pub source: &'static str,
    /// Not published for this backend: XLA's open default is assumed.
    pub assumed: bool,
}

/// One predicted rewrite.
#[derive(Clone, Debug, PartialEq)]
pub struct Prediction {
    pub rewrite: Rewrite,
    pub backend: Backend,
    /// The XLA pass (or partitioner option) that does it.
    pub pass: &'static str,
    pub threshold: Threshold,
    /// Indices into the function's `collectives`, in order.
    pub replaces: Vec<usize>,
    /// What runs instead.
    pub result_kind: CollectiveKind,
    /// Bytes per device of what runs instead (a combined collective: the sum).
    pub result_bytes: i64,
    /// The rewrite in a sentence.
    pub result: String,
}

const MIB: i64 = 1024 * 1024;
/// `kDefaultAllReduceCombineThreshold` and its siblings.
const OPEN_COMBINE_BYTES: i64 = 30 * MIB + 7;

const CPU_COMBINER: Threshold = Threshold {
    flag: "",
    bytes: i64::MAX,
    count: Some(256),
    default: "kCombineBytes = std::numeric_limits<int64_t>::max(), kCombineCount = 256",
    source: "xla/service/cpu/cpu_compiler.cc (RunHloPassesAfterLayoutAssn)",
    assumed: false,
};

fn gpu_combiner(kind: CollectiveKind, assumed: bool) -> Threshold {
    let (flag, default) = match kind {
        CollectiveKind::AllGather => (
            "xla_gpu_all_gather_combine_threshold_bytes",
            "kDefaultAllGatherCombineThreshold = 30 * 1024 * 1024 + 7",
        ),
        CollectiveKind::ReduceScatter => (
            "xla_gpu_reduce_scatter_combine_threshold_bytes",
            "kDefaultReduceScatterCombineThreshold = 30 * 1024 * 1024 + 7",
        ),
        _ => (
            "xla_gpu_all_reduce_combine_threshold_bytes",
            "kDefaultAllReduceCombineThreshold = 30 * 1024 * 1024 + 7",
        ),
    };
    if assumed {
        Threshold {
            flag: "",
            bytes: OPEN_COMBINE_BYTES,
            count: Some(256),
            default,
            source: "libtpu's combiner thresholds are not public: XLA's open default from xla/service/collective_utils.h is assumed",
            assumed: true,
        }
    } else {
        Threshold {
            flag,
            bytes: OPEN_COMBINE_BYTES,
            count: Some(256),
            default,
            source: "xla/debug_options_flags.cc sets the flag to xla/service/collective_utils.h's default; xla/service/gpu/gpu_compiler.cc passes it with combine_threshold_count 256",
            assumed: false,
        }
    }
}

fn reduce_scatter_creator(backend: Backend) -> Threshold {
    Threshold {
        flag: "",
        bytes: 0,
        count: None,
        default: "no threshold: the pass always runs",
        source: if backend == Backend::Tpu {
            "libtpu's pipeline is not public: XLA's open ReduceScatterCreator (xla/service/reduce_scatter_creator.cc) is assumed, as in the GPU pipeline"
        } else {
            "xla/service/gpu/gpu_compiler.cc, collective-optimizations pipeline; the pattern in xla/service/reduce_scatter_creator.cc"
        },
        assumed: backend == Backend::Tpu,
    }
}

fn windowed_einsum(backend: Backend) -> Threshold {
    match backend {
        Backend::Cpu => Threshold {
            flag: "",
            bytes: 100_000 * MIB,
            count: None,
            default: "threshold_for_windowed_einsum_mib = 100000",
            source: "xla/service/spmd/stateful_rng_spmd_partitioner.h (the default XLA:CPU's cpu_compiler.cc leaves it at)",
            assumed: false,
        },
        Backend::Gpu => Threshold {
            flag: "xla_gpu_threshold_for_windowed_einsum_mib",
            bytes: 100_000 * MIB,
            count: None,
            default: "100000 (MiB)",
            source: "xla/debug_options_flags.cc; passed to the StatefulRngSpmdPartitioner by the GPU SPMD pipeline (with xla_gpu_multi_streamed_windowed_einsum)",
            assumed: false,
        },
        Backend::Tpu => Threshold {
            flag: "xla_tpu_enable_windowed_einsum_for_all_gather / xla_tpu_enable_windowed_einsum_for_reduce_scatter, xla_jf_spmd_threshold_for_windowed_einsum_mib",
            bytes: 256 * MIB,
            count: None,
            default: "SpmdPartitionerOptions::threshold_for_windowed_einsum_mib = 256",
            source: "libtpu's default is not public: xla/service/spmd/spmd_partitioner.h's option default is assumed; the flags are those MaxText's TPU scripts set",
            assumed: true,
        },
    }
}

/// The element type `backend`'s `AllReducePromotion` computes an all-reduce
/// of `element` in, if it widens it.
fn promoted(backend: Backend, element: &str) -> Option<&'static str> {
    match (backend, element) {
        (Backend::Cpu, "bf16") => Some("f32"),
        (Backend::Gpu, "ui16") => Some("ui32"),
        (Backend::Gpu, "i16" | "si16") => Some("i32"),
        _ => None,
    }
}

fn promotion(backend: Backend) -> Threshold {
    Threshold {
        flag: "",
        bytes: 0,
        count: None,
        default: if backend == Backend::Cpu {
            "ar_promoted_types = {{BF16, F32}}"
        } else {
            "ar_promoted_types = {{U16, U32}, {S16, S32}}"
        },
        source: if backend == Backend::Cpu {
            "xla/service/cpu/cpu_compiler.cc (RunHloPassesThroughLayoutAssn)"
        } else {
            "xla/service/gpu/gpu_compiler.cc, collective-optimizations pipeline"
        },
        assumed: false,
    }
}

/// The element type of the tensor collective `i` moves.
fn element_of(f: &Function, part: &FunctionPartition, i: usize) -> String {
    let c = &part.collectives[i];
    let value = match c.placement {
        Placement::Before(v) => Some(v),
        Placement::After => f.ops.get(c.op).and_then(|o| o.results.first().copied()),
    };
    value
        .and_then(|v| f.values.get(v))
        .and_then(|v| v.ty.as_ref())
        .and_then(|t| t.element_type().map(|e| e.to_string()))
        .unwrap_or_default()
}

/// The propagated sharding of a value of the function.
pub type ShardingOf<'a> = &'a dyn Fn(ValueId) -> Option<TensorSharding>;

/// The rewrites `backend` applies to the collectives of function `entry`
/// (partitioned as `part`; `text` is the document's, for the ops' own
/// syntax; `sharding_of` the propagated shardings of its values).
pub fn predict(
    entry: &FunctionEntry,
    text: &str,
    part: &FunctionPartition,
    backend: Backend,
    sharding_of: ShardingOf,
) -> Vec<Prediction> {
    let f = &entry.ir;
    let graph = Graph::new(f);
    let n = part.collectives.len();
    let Local {
        mut out,
        kinds,
        windowed,
        elements,
    } = local_rewrites(entry, text, part, backend, sharding_of);
    for (kind, pass, threshold) in combiners(backend) {
        let candidates: Vec<usize> = (0..n)
            .filter(|&i| kinds[i] == kind && !windowed[i])
            .collect();
        let keys: Vec<String> = candidates
            .iter()
            .map(|&i| combine_key(entry, text, part, &elements[i], i, kind))
            .collect();
        let sizes: Vec<i64> = candidates
            .iter()
            .map(|&i| combined_size(part, i, element_of(f, part, i) != elements[i], kind))
            .collect();
        let reaches = |a: usize, b: usize| graph.reaches(part, candidates[a], candidates[b]);
        for positions in combine(&keys, &sizes, &reaches, &threshold) {
            let group: Vec<usize> = positions.iter().map(|&k| candidates[k]).collect();
            // Promoted all-reduces move twice their bytes.
            let bytes: i64 = group
                .iter()
                .map(|&i| {
                    let c = &part.collectives[i];
                    if element_of(f, part, i) != elements[i] {
                        c.bytes_per_device.saturating_mul(2)
                    } else {
                        c.bytes_per_device
                    }
                })
                .fold(0, i64::saturating_add);
            out.push(Prediction {
                rewrite: Rewrite::Combine,
                backend,
                pass,
                result: combined_sentence(group.len(), kind, &part.collectives[group[0]].axes),
                threshold: threshold.clone(),
                replaces: group,
                result_kind: kind,
                result_bytes: bytes,
            });
        }
    }
    out
}

/// A collective of the program as XLA sees it after inlining the calls: a
/// collective of function `func` (an index into the chunk's functions),
/// reached through `path`, the (caller, call op) pairs from the entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Instance {
    pub func: usize,
    pub index: usize,
    pub path: Vec<(usize, OpId)>,
}

/// Collectives of several functions (or of several calls of one) combined
/// into one after inlining.
#[derive(Clone, Debug)]
pub struct ProgramCombine {
    pub backend: Backend,
    pub pass: &'static str,
    pub threshold: Threshold,
    /// What it replaces, in program order.
    pub members: Vec<Instance>,
    pub result_kind: CollectiveKind,
    /// Bytes per device of the combined collective (the sum).
    pub result_bytes: i64,
    pub result: String,
}

/// The rewrites `backend` applies to the program that function `entry`
/// runs, its calls inlined: each function's own rewrites (`local`: every
/// prediction of [`predict`] but the combining, per function reached), and
/// the combining over the inlined program (`combined`), which may merge
/// collectives of different functions as XLA's combiners do after its
/// `CallInliner`. `sharding_of(func, value)` is the propagated sharding of
/// a value of function `func`.
pub struct ProgramPredictions {
    pub local: Vec<(usize, Vec<Prediction>)>,
    pub combined: Vec<ProgramCombine>,
    /// Every collective of the inlined program, in program order.
    pub instances: Vec<Instance>,
}

pub fn predict_program(
    chunk: &Chunk,
    text: &str,
    partition: &ChunkPartition,
    entry: usize,
    backend: Backend,
    sharding_of: &dyn Fn(usize, ValueId) -> Option<TensorSharding>,
) -> ProgramPredictions {
    let part_of = |func: usize| partition.functions.iter().find(|p| p.func == func);
    // The inlined program's collectives, in program order: a call's
    // callee's at the call.
    let mut instances: Vec<Instance> = Vec::new();
    let mut reached: Vec<usize> = Vec::new();
    inline(
        chunk,
        &part_of,
        entry,
        &mut Vec::new(),
        &mut instances,
        &mut reached,
    );
    let mut locals: HashMap<usize, Local> = HashMap::new();
    let mut local_out = Vec::new();
    for &func in &reached {
        let Some(part) = part_of(func) else { continue };
        let of = |value| sharding_of(func, value);
        let mut local = local_rewrites(&chunk.functions[func], text, part, backend, &of);
        local_out.push((func, std::mem::take(&mut local.out)));
        locals.insert(func, local);
    }
    let graphs: HashMap<usize, Graph> = reached
        .iter()
        .map(|&func| (func, Graph::new(&chunk.functions[func].ir)))
        .collect();
    let mut combined = Vec::new();
    for (kind, pass, threshold) in combiners(backend) {
        let candidates: Vec<&Instance> = instances
            .iter()
            .filter(|i| {
                locals
                    .get(&i.func)
                    .is_some_and(|l| l.kinds[i.index] == kind && !l.windowed[i.index])
            })
            .collect();
        let keys: Vec<String> = candidates
            .iter()
            .map(|i| {
                let entry = &chunk.functions[i.func];
                let part = part_of(i.func).expect("reached functions are partitioned");
                let c = &part.collectives[i.index];
                let reduction = if kind == CollectiveKind::AllGather {
                    String::new()
                } else {
                    reduction_of(entry, text, c.op)
                };
                let axes: Vec<&str> = c.axes.iter().map(|a| a.name.as_str()).collect();
                format!(
                    "{}|{}|{reduction}|{}",
                    inlined_region(chunk, i.func, c.op, &i.path),
                    locals[&i.func].elements[i.index],
                    axes.join(",")
                )
            })
            .collect();
        let promoted = |i: &Instance| {
            let part = part_of(i.func).expect("reached functions are partitioned");
            element_of(&chunk.functions[i.func].ir, part, i.index)
                != locals[&i.func].elements[i.index]
        };
        let sizes: Vec<i64> = candidates
            .iter()
            .map(|i| {
                let part = part_of(i.func).expect("reached functions are partitioned");
                combined_size(part, i.index, promoted(i), kind)
            })
            .collect();
        let reaches = |a: usize, b: usize| {
            instance_reaches(chunk, &part_of, &graphs, candidates[a], candidates[b])
        };
        for positions in combine(&keys, &sizes, &reaches, &threshold) {
            let members: Vec<Instance> = positions.iter().map(|&k| candidates[k].clone()).collect();
            let bytes = members
                .iter()
                .map(|i| {
                    let part = part_of(i.func).expect("reached functions are partitioned");
                    let b = part.collectives[i.index].bytes_per_device;
                    if promoted(i) {
                        b.saturating_mul(2)
                    } else {
                        b
                    }
                })
                .fold(0, i64::saturating_add);
            let first = &members[0];
            let axes = &part_of(first.func)
                .expect("reached functions are partitioned")
                .collectives[first.index]
                .axes;
            let functions: HashSet<usize> = members.iter().map(|i| i.func).collect();
            let mut result = combined_sentence(members.len(), kind, axes);
            if functions.len() > 1 || members.iter().any(|i| i.path != first.path) {
                result.push_str(&format!(
                    " (from {} functions, combined after the calls are inlined)",
                    functions.len()
                ));
            }
            combined.push(ProgramCombine {
                backend,
                pass,
                threshold: threshold.clone(),
                members,
                result_kind: kind,
                result_bytes: bytes,
                result,
            });
        }
    }
    ProgramPredictions {
        local: local_out,
        combined,
        instances,
    }
}

/// Appends the collectives of function `func` (reached through `path`) and
/// of its callees, in program order, and the functions reached.
fn inline<'p>(
    chunk: &Chunk,
    part_of: &dyn Fn(usize) -> Option<&'p FunctionPartition>,
    func: usize,
    path: &mut Vec<(usize, OpId)>,
    out: &mut Vec<Instance>,
    reached: &mut Vec<usize>,
) {
    // A recursive call is never inlined.
    if path.iter().any(|(caller, _)| *caller == func) || path.len() > 64 {
        return;
    }
    let Some(part) = part_of(func) else { return };
    if !reached.contains(&func) {
        reached.push(func);
    }
    let f = &chunk.functions[func].ir;
    let mut next = 0;
    for (op_id, op) in f.ops.iter().enumerate() {
        while next < part.collectives.len() && part.collectives[next].op <= op_id {
            out.push(Instance {
                func,
                index: next,
                path: path.clone(),
            });
            next += 1;
        }
        if !matches!(op.name.as_str(), "func.call" | "call") {
            continue;
        }
        let Some(callee) = op.callee.as_deref().and_then(|name| {
            chunk
                .functions
                .iter()
                .position(|e| e.ir.name.as_deref() == Some(name))
        }) else {
            continue;
        };
        path.push((func, op_id));
        inline(chunk, part_of, callee, path, out, reached);
        path.pop();
    }
    for index in next..part.collectives.len() {
        out.push(Instance {
            func,
            index,
            path: path.clone(),
        });
    }
}

/// The region an op of function `func` runs in once the calls on `path` are
/// inlined: a function body's top level is its call's region.
fn inlined_region(chunk: &Chunk, func: usize, op: OpId, path: &[(usize, OpId)]) -> String {
    let (mut func, mut op, mut depth) = (func, op, path.len());
    loop {
        let f = &chunk.functions[func].ir;
        let region = f.ops.get(op).and_then(|o| o.parent).map(|(r, _)| r);
        if region != f.body || depth == 0 {
            return format!("{:?}|{func}|{region:?}", &path[..depth]);
        }
        depth -= 1;
        (func, op) = path[depth];
    }
}

/// Whether instance `b` (later in program order) depends on instance `a`,
/// compared in the function where their call paths part: a collective
/// there, or the call that leads to it. A callee's collective feeds every
/// result of its call; it reads the call's operands whose arguments reach it
/// (every operand when it sits deeper than the callee's top level).
fn instance_reaches<'p>(
    chunk: &Chunk,
    part_of: &dyn Fn(usize) -> Option<&'p FunctionPartition>,
    graphs: &HashMap<usize, Graph>,
    a: &Instance,
    b: &Instance,
) -> bool {
    let common = a
        .path
        .iter()
        .zip(&b.path)
        .take_while(|(x, y)| x == y)
        .count();
    let node = |i: &Instance| -> (usize, Option<OpId>) {
        match i.path.get(common) {
            Some(&(caller, call)) => (caller, Some(call)),
            None => (i.func, None),
        }
    };
    let ((fa, call_a), (fb, call_b)) = (node(a), node(b));
    let (Some(graph), Some(part)) = (graphs.get(&fa), part_of(fa)) else {
        return true;
    };
    if fa != fb {
        return true; // cannot happen: the paths agree up to here
    }
    // The op of `a` in the shared function, and whether its output feeds `v`.
    let a_op = call_a.unwrap_or_else(|| part.collectives[a.index].op);
    let feeds = |v: ValueId, region: Option<RegionId>| -> bool {
        graph
            .definer(v, region)
            .is_some_and(|d| d == a_op || graph.downstream(a_op).contains(&d))
    };
    match (call_a, call_b) {
        (None, None) => graph.reaches(part, a.index, b.index),
        (_, Some(t)) => {
            let region = graph.region(t);
            if graph.region(a_op) != region {
                return true;
            }
            let Some(call) = chunk.functions[fa].ir.ops.get(t) else {
                return true;
            };
            let read = operands_read(chunk, part_of, graphs, b, common);
            call.operands.iter().enumerate().any(|(k, operand)| {
                read.as_ref().is_none_or(|r| r.contains(&k))
                    && operand.value.is_some_and(|v| feeds(v, region))
            })
        }
        (Some(s), None) => {
            let c = &part.collectives[b.index];
            let region = graph.region(s);
            if region != graph.region(c.op) {
                return true;
            }
            let down = graph.downstream(s);
            match c.placement {
                Placement::After => c.op == s || down.contains(&c.op),
                Placement::Before(w) => graph
                    .definer(w, region)
                    .is_some_and(|d| d == s || down.contains(&d)),
            }
        }
    }
}

/// The operands of the call at `b.path[depth]` whose arguments reach
/// collective `b` of the callee; `None` (all of them) when `b` sits deeper
/// than the callee's top level.
fn operands_read<'p>(
    chunk: &Chunk,
    part_of: &dyn Fn(usize) -> Option<&'p FunctionPartition>,
    graphs: &HashMap<usize, Graph>,
    b: &Instance,
    depth: usize,
) -> Option<Vec<usize>> {
    if b.path.len() != depth + 1 {
        return None;
    }
    let (graph, part) = (graphs.get(&b.func)?, part_of(b.func)?);
    let f = &chunk.functions[b.func].ir;
    let c = part.collectives.get(b.index)?;
    let region = graph.region(c.op);
    if region != f.body {
        return None;
    }
    let mut read = Vec::new();
    for (k, &arg) in f.arguments.iter().enumerate() {
        let mut reached: HashSet<OpId> = HashSet::new();
        for u in f.values.get(arg).map_or(&[][..], |v| &v.uses[..]) {
            if let Some(op) = graph.lift(u.op, region) {
                reached.insert(op);
                reached.extend(graph.downstream(op).iter().copied());
            }
        }
        let depends = match c.placement {
            Placement::After => reached.contains(&c.op),
            Placement::Before(w) => {
                w == arg
                    || graph
                        .definer(w, region)
                        .is_some_and(|d| reached.contains(&d))
            }
        };
        if depends {
            read.push(k);
        }
    }
    Some(read)
}

/// The rewrites of one function's collectives that need no other: promotion,
/// reduce-scatter creation, windowed einsum; with each collective's kind and
/// element type after them, and whether a windowed einsum took it.
struct Local {
    out: Vec<Prediction>,
    kinds: Vec<CollectiveKind>,
    windowed: Vec<bool>,
    elements: Vec<String>,
}

fn local_rewrites(
    entry: &FunctionEntry,
    text: &str,
    part: &FunctionPartition,
    backend: Backend,
    sharding_of: ShardingOf,
) -> Local {
    let f = &entry.ir;
    let n = part.collectives.len();
    // What each collective is after the earlier rewrites: its kind, and
    // whether a windowed einsum took it.
    let mut kinds: Vec<CollectiveKind> = part.collectives.iter().map(|c| c.kind).collect();
    let mut windowed = vec![false; n];
    let mut out = Vec::new();
    // The element type each collective moves, after promotion.
    let mut elements: Vec<String> = (0..n).map(|i| element_of(f, part, i)).collect();
    for (i, c) in part.collectives.iter().enumerate() {
        if c.kind != CollectiveKind::AllReduce {
            continue;
        }
        let Some(wider) = promoted(backend, &elements[i]) else {
            continue;
        };
        out.push(Prediction {
            rewrite: Rewrite::Promote,
            backend,
            pass: "AllReducePromotion",
            threshold: promotion(backend),
            replaces: vec![i],
            result_kind: CollectiveKind::AllReduce,
            result_bytes: c.bytes_per_device.saturating_mul(2),
            result: format!(
                "the {} all-reduce is computed in {wider}: converted before and after, twice the bytes",
                elements[i]
            ),
        });
        elements[i] = wider.to_string();
    }

    // All-reduces whose result is then sliced onto the same devices.
    let sliced = sliced_all_reduces(entry, text, part, sharding_of);
    if backend != Backend::Cpu {
        for &i in &sliced {
            let c = &part.collectives[i];
            kinds[i] = CollectiveKind::ReduceScatter;
            out.push(Prediction {
                rewrite: Rewrite::ReduceScatter,
                backend,
                pass: "ReduceScatterCreator",
                threshold: reduce_scatter_creator(backend),
                replaces: vec![i],
                result_kind: CollectiveKind::ReduceScatter,
                result_bytes: c.bytes_per_device,
                result: format!(
                    "the all-reduce over {} and the slice of its result onto the same axes become one reduce-scatter: each device receives only its shard",
                    axes_list(&c.axes)
                ),
            });
        }
    }

    // Windowed einsum: decided by the partitioner on every backend.
    let threshold = windowed_einsum(backend);
    for (i, c) in part.collectives.iter().enumerate() {
        let Some(op) = f.ops.get(c.op) else { continue };
        if !is_dot(&op.name) {
            continue;
        }
        let (global, what) = match (c.kind, c.placement) {
            (CollectiveKind::AllGather, Placement::Before(v)) if c.cause == Cause::Reshard => {
                (global_bytes(f, v), "all-gathered operand")
            }
            (CollectiveKind::AllReduce, Placement::After) if sliced.contains(&i) => (
                op.results.first().map_or(0, |&r| global_bytes(f, r)),
                "reduce-scattered result",
            ),
            _ => continue,
        };
        if global < threshold.bytes {
            continue;
        }
        windowed[i] = true;
        let shards: i64 = c.axes.iter().map(|a| a.size.max(1)).product();
        out.push(Prediction {
            rewrite: Rewrite::WindowedEinsum,
            backend,
            pass: "SPMD partitioner, windowed einsum (dot_handler.cc)",
            threshold: threshold.clone(),
            replaces: vec![i],
            result_kind: CollectiveKind::CollectivePermute,
            result_bytes: c.bytes_per_device,
            result: format!(
                "the {what} is {} MiB, at least the threshold: '{}' runs as a loop of {} steps, each passing a shard to the next device with a collective-permute while multiplying the one it holds (the same bytes, overlapped with compute)",
                global / MIB,
                op.name,
                shards
            ),
        });
    }

    Local {
        out,
        kinds,
        windowed,
        elements,
    }
}

/// The combiners of `backend`: the kind each merges, its pass and threshold.
fn combiners(backend: Backend) -> Vec<(CollectiveKind, &'static str, Threshold)> {
    match backend {
        Backend::Cpu => vec![(
            CollectiveKind::AllReduce,
            "CpuAllReduceCombiner (cpu-all-reduce-combiner)",
            CPU_COMBINER,
        )],
        Backend::Gpu | Backend::Tpu => {
            let assumed = backend == Backend::Tpu;
            vec![
                (
                    CollectiveKind::AllGather,
                    "AllGatherCombiner",
                    gpu_combiner(CollectiveKind::AllGather, assumed),
                ),
                (
                    CollectiveKind::AllReduce,
                    "AllReduceCombiner",
                    gpu_combiner(CollectiveKind::AllReduce, assumed),
                ),
                (
                    CollectiveKind::ReduceScatter,
                    "ReduceScatterCombiner",
                    gpu_combiner(CollectiveKind::ReduceScatter, assumed),
                ),
            ]
        }
    }
}

fn combined_sentence(count: usize, kind: CollectiveKind, axes: &[super::AxisSpan]) -> String {
    format!(
        "{count} independent {}s over {} become one {} of {count} operands: one launch instead of {count}",
        kind.name(),
        axes_list(axes),
        kind.name(),
    )
}

/// What the combiner measures of collective `i`: its result (a promoted
/// one's widened, a reduce-scatter's shard).
fn combined_size(part: &FunctionPartition, i: usize, promoted: bool, kind: CollectiveKind) -> i64 {
    let c = &part.collectives[i];
    if promoted {
        c.bytes_per_device.saturating_mul(2)
    } else if kind == CollectiveKind::ReduceScatter {
        let shards: i64 = c.axes.iter().map(|a| a.size.max(1)).product();
        c.bytes_per_device / shards.max(1)
    } else {
        c.bytes_per_device
    }
}

fn is_dot(name: &str) -> bool {
    name.ends_with(".dot_general") || name.ends_with(".dot") || name.ends_with(".einsum")
}

fn axes_list(axes: &[super::AxisSpan]) -> String {
    if axes.is_empty() {
        return "no axis".to_string();
    }
    axes.iter()
        .map(|a| format!("\"{}\"", a.name))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Bytes of the whole (unsharded) tensor `value`.
fn global_bytes(f: &Function, value: ValueId) -> i64 {
    let Some(ty) = f.values.get(value).and_then(|v| v.ty.as_ref()) else {
        return 0;
    };
    let (Some(shape), Some(element)) = (ty.static_shape(), ty.element_byte_width()) else {
        return 0;
    };
    shape
        .iter()
        .fold(element as i64, |acc, &d| acc.saturating_mul(d.max(0)))
}

fn slice_axes(plans: &[crate::reshard::ReshardPlan]) -> Option<Vec<String>> {
    let step = plans.first()?.steps.first()?;
    match &step.collective {
        Collective::AllSlice { .. } => {
            let mut axes: Vec<String> = step
                .collective
                .axes()
                .iter()
                .map(|a| a.to_string().trim_matches('"').to_string())
                .collect();
            axes.sort();
            Some(axes)
        }
        _ => None,
    }
}

/// The partial-sum all-reduces (indices into `collectives`) whose result is
/// then sliced onto exactly the all-reduce's axes, by its only user: what
/// XLA's partitioner emits as all-reduce + dynamic-slice, and what
/// `ReduceScatterCreator` matches (the all-reduce must have one user).
fn sliced_all_reduces(
    entry: &FunctionEntry,
    text: &str,
    part: &FunctionPartition,
    sharding_of: ShardingOf,
) -> HashSet<usize> {
    let f = &entry.ir;
    let mut out = HashSet::new();
    for ins in &part.insertions {
        let Inserted::AllReduce { axes } = &ins.what else {
            continue;
        };
        let Some(op) = f.ops.get(ins.op) else {
            continue;
        };
        // A reduce of several results gathers instead; one result only.
        let [result] = op.results[..] else { continue };
        let mut names: Vec<String> = axes
            .iter()
            .map(|a| a.to_string().trim_matches('"').to_string())
            .collect();
        names.sort();
        // The result resharded after the op, or its one user resharding it.
        let after = part.insertions.iter().any(|other| {
            other.op == ins.op
                && matches!(&other.what, Inserted::Result { value, plans }
                    if *value == result && slice_axes(plans).as_ref() == Some(&names))
        });
        let by_user = match f.values.get(result).map(|v| v.uses.as_slice()) {
            Some([only]) => part.insertions.iter().any(|other| {
                other.op == only.op
                    && matches!(&other.what, Inserted::Operand { index, value, plans, reused: None }
                        if *index == only.operand && *value == result
                            && slice_axes(plans).as_ref() == Some(&names))
            }),
            _ => false,
        };
        if !(after || by_user || constrained_onto(entry, text, result, &names, sharding_of)) {
            continue;
        }
        let found = part.collectives.iter().position(|c| {
            c.op == ins.op
                && c.kind == CollectiveKind::AllReduce
                && c.cause == Cause::Reduction
                && {
                    let mut spans: Vec<String> = c.axes.iter().map(|a| a.name.clone()).collect();
                    spans.sort();
                    spans == names
                }
        });
        if let Some(i) = found {
            out.insert(i);
        }
    }
    out
}

fn axis_names(s: &TensorSharding) -> Vec<String> {
    s.dims
        .iter()
        .flat_map(|d| &d.axes)
        .map(|a| a.to_string().trim_matches('"').to_string())
        .collect()
}

/// Whether `value` flows, through sharding constraints each its only
/// user, into one sharded on exactly `axes` more than `value` is: the slice
/// XLA's partitioner emits for the constraint (constraints are copies, so
/// the slice is still the all-reduce's only user).
fn constrained_onto(
    entry: &FunctionEntry,
    text: &str,
    value: ValueId,
    axes: &[String],
    sharding_of: ShardingOf,
) -> bool {
    let f = &entry.ir;
    let Some(start) = sharding_of(value) else {
        return false;
    };
    let before = axis_names(&start);
    let mut at = value;
    for _ in 0..f.ops.len() {
        let [only] = f.values.get(at).map_or(&[][..], |v| &v.uses[..]) else {
            return false;
        };
        let Some(user) = f.ops.get(only.op) else {
            return false;
        };
        // Shardy's constraint, or GSPMD's `custom_call @Sharding`.
        let constraint = user.name == "sdy.sharding_constraint"
            || (user.name == "stablehlo.custom_call" && {
                let range = entry.abs(user.range);
                text.get(range.start..range.end)
                    .is_some_and(|t| t.contains("@Sharding("))
            });
        let (true, Some(&next)) = (constraint, user.results.first()) else {
            return false;
        };
        if let Some(s) = sharding_of(next) {
            let mut added: Vec<String> = axis_names(&s)
                .into_iter()
                .filter(|a| !before.contains(a))
                .collect();
            if !added.is_empty() {
                added.sort();
                return added == axes;
            }
        }
        at = next;
    }
    false
}

/// Data flow between the ops of a function, for telling dependent
/// collectives apart.
struct Graph<'a> {
    f: &'a Function,
    /// Ops reachable from each op's results, within the op's region (memoized).
    downstream: std::cell::RefCell<HashMap<OpId, std::rc::Rc<HashSet<OpId>>>>,
}

impl<'a> Graph<'a> {
    fn new(f: &'a Function) -> Graph<'a> {
        Graph {
            f,
            downstream: Default::default(),
        }
    }

    fn region(&self, op: OpId) -> Option<RegionId> {
        self.f.ops.get(op)?.parent.map(|(r, _)| r)
    }

    /// `op`, or the op enclosing it that sits in `region`.
    fn lift(&self, mut op: OpId, region: Option<RegionId>) -> Option<OpId> {
        for _ in 0..=self.f.ops.len() {
            let parent = self.region(op);
            if parent == region {
                return Some(op);
            }
            op = self.f.regions.get(parent?)?.parent?;
        }
        None
    }

    /// The op of `region` that defines `value`, if one does.
    fn definer(&self, value: ValueId, region: Option<RegionId>) -> Option<OpId> {
        match self.f.values.get(value)?.def {
            ValueDef::OpResult { op, .. } => self.lift(op, region),
            _ => None,
        }
    }

    /// The ops of `op`'s region that use its results, transitively.
    fn downstream(&self, op: OpId) -> std::rc::Rc<HashSet<OpId>> {
        if let Some(done) = self.downstream.borrow().get(&op) {
            return done.clone();
        }
        let region = self.region(op);
        let mut seen = HashSet::new();
        let mut stack = vec![op];
        while let Some(at) = stack.pop() {
            let Some(o) = self.f.ops.get(at) else {
                continue;
            };
            for &r in &o.results {
                for u in self.f.values.get(r).map_or(&[][..], |v| &v.uses[..]) {
                    if let Some(user) = self.lift(u.op, region) {
                        if seen.insert(user) {
                            stack.push(user);
                        }
                    }
                }
            }
        }
        let done = std::rc::Rc::new(seen);
        self.downstream.borrow_mut().insert(op, done.clone());
        done
    }

    /// Whether collective `j` (later in program order) depends on collective `i`.
    fn reaches(&self, part: &FunctionPartition, i: usize, j: usize) -> bool {
        let (a, b) = (&part.collectives[i], &part.collectives[j]);
        let region = self.region(a.op);
        if region != self.region(b.op) {
            return true;
        }
        let down = self.downstream(a.op);
        // Where i's output goes: into its op (before it), or on from the op.
        let feeds = |op: OpId| match a.placement {
            Placement::Before(_) => op == a.op || down.contains(&op),
            Placement::After => down.contains(&op),
        };
        match b.placement {
            Placement::After => {
                feeds(b.op) || (b.op == a.op && a.placement == Placement::After && j > i)
            }
            Placement::Before(w) => {
                // A chain of one reshard: the same operand of the same op.
                if b.op == a.op && a.placement == Placement::Before(w) {
                    return j > i;
                }
                match self.definer(w, region) {
                    Some(d) => d == a.op || down.contains(&d),
                    None => false,
                }
            }
        }
    }
}

/// The reduction an all-reduce applies: the op's reducer (`applies
/// stablehlo.add`, or the first op of its region), `add` for dots and
/// convolutions.
fn reduction_of(entry: &FunctionEntry, text: &str, op: OpId) -> String {
    let f = &entry.ir;
    let Some(o) = f.ops.get(op) else {
        return String::new();
    };
    if is_dot(&o.name) || o.name.ends_with(".convolution") {
        return "add".to_string();
    }
    let range = entry.abs(o.range);
    let own = text.get(range.start..range.end).unwrap_or("");
    if let Some(at) = own.find("applies ") {
        let rest = &own[at + "applies ".len()..];
        let name: String = rest
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '.' || *c == '_')
            .collect();
        return short(&name).to_string();
    }
    let body = f.ops.iter().find(|inner| {
        inner.parent.is_some_and(|(r, _)| o.regions.contains(&r))
            && !matches!(short(&inner.name), "return" | "yield")
    });
    body.map_or_else(String::new, |b| short(&b.name).to_string())
}

fn short(name: &str) -> &str {
    name.split_once('.').map_or(name, |(_, s)| s)
}

/// What must match for two collectives to be combined: XLA's key (for an
/// all-reduce the reduction, element type and devices; for the others the
/// devices and element type), and the region they run in.
fn combine_key(
    entry: &FunctionEntry,
    text: &str,
    part: &FunctionPartition,
    element: &str,
    i: usize,
    kind: CollectiveKind,
) -> String {
    let f = &entry.ir;
    let c = &part.collectives[i];
    let reduction = if kind == CollectiveKind::AllGather {
        String::new()
    } else {
        reduction_of(entry, text, c.op)
    };
    let axes: Vec<&str> = c.axes.iter().map(|a| a.name.as_str()).collect();
    let region = f.ops.get(c.op).and_then(|o| o.parent).map(|(r, _)| r);
    format!("{region:?}|{element}|{reduction}|{}", axes.join(","))
}

/// XLA's greedy `CombineInstructionsByKey` over candidates in program order
/// (their keys, their sizes, and whether the later depends on the earlier):
/// the groups (positions among the candidates) of more than one it combines.
fn combine(
    keys: &[String],
    sizes: &[i64],
    reaches: &dyn Fn(usize, usize) -> bool,
    threshold: &Threshold,
) -> Vec<Vec<usize>> {
    let size = |k: usize| sizes[k];
    let limit = threshold.count.unwrap_or(usize::MAX);
    let mut left: Vec<usize> = (0..keys.len()).collect();
    let mut groups = Vec::new();
    while !left.is_empty() {
        let mut group: Vec<usize> = Vec::new();
        let mut key: Option<&str> = None;
        let mut bytes = 0i64;
        let mut taken: Vec<usize> = Vec::new();
        for (at, &k) in left.iter().enumerate() {
            let i = k;
            if group.is_empty() {
                key = Some(&keys[k]);
            }
            if key != Some(keys[k].as_str()) {
                continue;
            }
            let s = size(i);
            if s > threshold.bytes {
                // Never combined with anything.
                taken.push(at);
                continue;
            }
            if bytes.saturating_add(s) > threshold.bytes {
                break;
            }
            if group.iter().any(|&g| reaches(g, i)) {
                break;
            }
            group.push(i);
            taken.push(at);
            bytes = bytes.saturating_add(s);
            if group.len() >= limit {
                break;
            }
        }
        if taken.is_empty() {
            // Cannot happen (the first collective is always taken); guards the loop.
            break;
        }
        for &at in taken.iter().rev() {
            left.remove(at);
        }
        if group.len() > 1 {
            groups.push(group);
        }
    }
    groups
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::partition::{partition_chunk, Hardware};
    use crate::pipeline::analyze;

    fn predictions(text: &str, backend: Backend) -> (FunctionPartition, Vec<Prediction>) {
        let analysis = analyze(text);
        let chunk = &analysis.ir.chunks[0];
        let part = partition_chunk(chunk, &analysis.chunks[0], text, &analysis.aliases);
        let f = part.functions[0].clone();
        let propagation = &analysis.chunks[0].propagation;
        let sharding_of = |value| {
            propagation
                .sharding(crate::annotations::Slot::Value { func: 0, value })
                .cloned()
        };
        let p = predict(&chunk.functions[0], text, &f, backend, &sharding_of);
        (f, p)
    }

    /// Two independent row-parallel matmuls and a third that uses the first.
    const TWO_MATMULS: &str = r#"sdy.mesh @mesh = <["data"=2, "model"=4]>
func.func @main(%x: tensor<16x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %w: tensor<256x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %v: tensor<256x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %u: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) -> (tensor<16x64xf32>, tensor<16x64xf32>) {
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<16x256xf32>, tensor<256x64xf32>) -> tensor<16x64xf32>
  %1 = stablehlo.dot_general %x, %v, contracting_dims = [1] x [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<16x256xf32>, tensor<256x64xf32>) -> tensor<16x64xf32>
  %2 = sdy.reshard %0 <@mesh, [{"data"}, {"model"}]> : tensor<16x64xf32>
  %3 = stablehlo.dot_general %2, %u, contracting_dims = [1] x [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<16x64xf32>, tensor<64x64xf32>) -> tensor<16x64xf32>
  return %1, %3 : tensor<16x64xf32>, tensor<16x64xf32>
}
"#;

    #[test]
    fn cpu_combines_independent_all_reduces_and_stops_at_a_dependent_one() {
        let (f, p) = predictions(TWO_MATMULS, Backend::Cpu);
        let all_reduces: Vec<usize> = (0..f.collectives.len())
            .filter(|&i| f.collectives[i].kind == CollectiveKind::AllReduce)
            .collect();
        // %3 uses %0 (through the written reshard %2): its all-reduce
        // depends on %0's and starts a group of its own.
        assert_eq!(all_reduces.len(), 3, "{:#?}", f.collectives);
        let combines: Vec<&Prediction> =
            p.iter().filter(|p| p.rewrite == Rewrite::Combine).collect();
        assert_eq!(combines.len(), 1, "{p:#?}");
        assert_eq!(combines[0].replaces, all_reduces[..2].to_vec(), "{p:#?}");
        assert_eq!(
            combines[0].pass,
            "CpuAllReduceCombiner (cpu-all-reduce-combiner)"
        );
        assert_eq!(combines[0].threshold.bytes, i64::MAX);
        assert_eq!(combines[0].result_bytes, 2 * 2048);
        assert!(!p.iter().any(|p| p.rewrite == Rewrite::ReduceScatter));
    }

    /// A row-parallel matmul whose result is sharded on the contracting axis.
    const SLICED: &str = r#"sdy.mesh @mesh = <["data"=2, "model"=4]>
func.func @main(%x: tensor<16x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %w: tensor<256x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) -> (tensor<16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) {
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<16x256xf32>, tensor<256x64xf32>) -> tensor<16x64xf32>
  return %0 : tensor<16x64xf32>
}
"#;

    #[test]
    fn gpu_and_tpu_form_a_reduce_scatter_cpu_does_not() {
        for backend in [Backend::Gpu, Backend::Tpu] {
            let (f, p) = predictions(SLICED, backend);
            let rs: Vec<&Prediction> = p
                .iter()
                .filter(|p| p.rewrite == Rewrite::ReduceScatter)
                .collect();
            assert_eq!(rs.len(), 1, "{backend:?}: {p:#?} {:#?}", f.collectives);
            let replaced = &f.collectives[rs[0].replaces[0]];
            assert_eq!(replaced.kind, CollectiveKind::AllReduce);
            assert_eq!(rs[0].pass, "ReduceScatterCreator");
            assert_eq!(rs[0].threshold.assumed, backend == Backend::Tpu);
        }
        let (_, p) = predictions(SLICED, Backend::Cpu);
        assert!(p.is_empty(), "{p:#?}");
    }

    #[test]
    fn an_all_reduce_with_another_user_is_not_a_reduce_scatter() {
        // %0 is used by the return (sliced) and by a negate (whole): the
        // all-reduce has two users, ReduceScatterCreator leaves it.
        let text = SLICED.replace(
            "  return %0 : tensor<16x64xf32>",
            "  %1 = stablehlo.negate %0 : tensor<16x64xf32>\n  return %0 : tensor<16x64xf32>",
        );
        let (_, p) = predictions(&text, Backend::Gpu);
        assert!(
            !p.iter().any(|p| p.rewrite == Rewrite::ReduceScatter),
            "{p:#?}"
        );
    }

    #[test]
    fn gpu_combines_below_its_threshold_only() {
        // Each all-reduce of 16x8M f32 / 2 rows = 32 MiB per device: above
        // xla_gpu_all_reduce_combine_threshold_bytes (30 MiB + 7), never combined.
        let big = TWO_MATMULS
            .replace("x64xf32", "x1048576xf32")
            .replace("tensor<64x1048576xf32>", "tensor<1048576x1048576xf32>");
        let (f, p) = predictions(&big, Backend::Gpu);
        assert!(f.collectives.iter().any(
            |c| c.kind == CollectiveKind::AllReduce && c.bytes_per_device > OPEN_COMBINE_BYTES
        ));
        assert!(
            !p.iter().any(
                |p| p.rewrite == Rewrite::Combine && p.result_kind == CollectiveKind::AllReduce
            ),
            "{p:#?}"
        );
        // The small program: combined, with the flag named.
        let (_, p) = predictions(TWO_MATMULS, Backend::Gpu);
        let combine = p
            .iter()
            .find(|p| p.rewrite == Rewrite::Combine)
            .expect("combined");
        assert_eq!(
            combine.threshold.flag,
            "xla_gpu_all_reduce_combine_threshold_bytes"
        );
        assert_eq!(combine.threshold.bytes, 30 * 1024 * 1024 + 7);
        // The same on CPU: no byte limit.
        let (_, p) = predictions(&big, Backend::Cpu);
        assert!(p.iter().any(|p| p.rewrite == Rewrite::Combine), "{p:#?}");
    }

    #[test]
    fn windowed_einsum_above_the_operand_threshold() {
        // FSDP: the weight is all-gathered over "fsdp" into the dot. 512 MiB
        // of weight: above TPU's assumed 256 MiB, below GPU's 100000 MiB.
        let text = r#"sdy.mesh @mesh = <["fsdp"=4, "tp"=2]>
func.func @main(%x: tensor<32x16384xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %w: tensor<16384x8192xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"tp"}]>}) -> tensor<32x8192xf32> {
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<32x16384xf32>, tensor<16384x8192xf32>) -> tensor<32x8192xf32>
  return %0 : tensor<32x8192xf32>
}
"#;
        let (f, p) = predictions(text, Backend::Tpu);
        let w: Vec<&Prediction> = p
            .iter()
            .filter(|p| p.rewrite == Rewrite::WindowedEinsum)
            .collect();
        assert_eq!(w.len(), 1, "{p:#?} {:#?}", f.collectives);
        assert_eq!(
            f.collectives[w[0].replaces[0]].kind,
            CollectiveKind::AllGather
        );
        assert!(w[0].threshold.assumed);
        let (_, p) = predictions(text, Backend::Gpu);
        assert!(
            !p.iter().any(|p| p.rewrite == Rewrite::WindowedEinsum),
            "{p:#?}"
        );
        // Smaller than the threshold: no windowed einsum on TPU either.
        let small = text.replace("16384", "1024");
        let (_, p) = predictions(&small, Backend::Tpu);
        assert!(
            !p.iter().any(|p| p.rewrite == Rewrite::WindowedEinsum),
            "{p:#?}"
        );
    }

    #[test]
    fn backends_of_hardware_models() {
        let of = |name: &str| Backend::of(&Hardware::named(name).unwrap()).0;
        assert_eq!(of("tpu-v5e"), Backend::Tpu);
        assert_eq!(of("h100"), Backend::Gpu);
        assert_eq!(of("h100-ib"), Backend::Gpu);
        assert_eq!(of("alpha-beta"), Backend::Gpu);
        assert_eq!(Backend::named("CPU"), Some(Backend::Cpu));
        assert_eq!(Backend::named("npu"), None);
    }

    /// `@main` calls a row-parallel matmul, then `@next` with its result and
    /// `@dep` with its result: `@next`'s own row-parallel matmul does not
    /// read that result, `@dep`'s does.
    const CALLS: &str = r#"sdy.mesh @mesh = <["data"=2, "model"=4]>
func.func @main(%x: tensor<16x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %w: tensor<256x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %v: tensor<256x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %u: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) -> (tensor<16x64xf32>, tensor<16x64xf32>) {
  %0 = call @row(%x, %w) : (tensor<16x256xf32>, tensor<256x64xf32>) -> tensor<16x64xf32>
  %1 = call @next(%0, %x, %v) : (tensor<16x64xf32>, tensor<16x256xf32>, tensor<256x64xf32>) -> tensor<16x64xf32>
  %2 = call @dep(%0, %u) : (tensor<16x64xf32>, tensor<64x64xf32>) -> tensor<16x64xf32>
  return %1, %2 : tensor<16x64xf32>, tensor<16x64xf32>
}
func.func private @row(%x: tensor<16x256xf32>, %w: tensor<256x64xf32>) -> tensor<16x64xf32> {
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<16x256xf32>, tensor<256x64xf32>) -> tensor<16x64xf32>
  return %0 : tensor<16x64xf32>
}
func.func private @next(%y: tensor<16x64xf32>, %x: tensor<16x256xf32>, %w: tensor<256x64xf32>) -> tensor<16x64xf32> {
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<16x256xf32>, tensor<256x64xf32>) -> tensor<16x64xf32>
  %1 = stablehlo.add %0, %y : tensor<16x64xf32>
  return %1 : tensor<16x64xf32>
}
func.func private @dep(%y: tensor<16x64xf32>, %u: tensor<64x64xf32>) -> tensor<16x64xf32> {
  %0 = stablehlo.dot_general %y, %u, contracting_dims = [1] x [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<16x64xf32>, tensor<64x64xf32>) -> tensor<16x64xf32>
  return %0 : tensor<16x64xf32>
}
"#;

    #[test]
    fn the_inlined_program_combines_across_calls_but_not_what_depends_on_them() {
        let analysis = analyze(CALLS);
        let chunk = &analysis.ir.chunks[0];
        let chunk_analysis = &analysis.chunks[0];
        let part = partition_chunk(chunk, chunk_analysis, CALLS, &analysis.aliases);
        let sharding_of = |func, value| {
            chunk_analysis
                .propagation
                .sharding(crate::annotations::Slot::Value { func, value })
                .cloned()
        };
        let name = |func: usize| chunk.functions[func].ir.name.clone().unwrap_or_default();
        let reduces: Vec<String> = part
            .functions
            .iter()
            .flat_map(|f| {
                f.collectives
                    .iter()
                    .filter(|c| c.kind == CollectiveKind::AllReduce)
                    .map(move |_| name(f.func))
            })
            .collect();
        assert_eq!(
            reduces,
            ["row", "next", "dep"],
            "one all-reduce in each callee"
        );
        let program = predict_program(chunk, CALLS, &part, 0, Backend::Cpu, &sharding_of);
        let order: Vec<String> = program.instances.iter().map(|i| name(i.func)).collect();
        assert_eq!(order, ["row", "next", "dep"], "{:?}", program.instances);
        // @row's and @next's combine although @next is called with @row's
        // result (its all-reduce does not read it); @dep's reads it.
        assert_eq!(program.combined.len(), 1, "{:?}", program.combined);
        let group = &program.combined[0];
        let members: Vec<String> = group.members.iter().map(|m| name(m.func)).collect();
        assert_eq!(members, ["row", "next"]);
        assert_eq!(group.result_bytes, 2 * 2048);
        assert!(group
            .result
            .contains("combined after the calls are inlined"));
        // Per function, nothing combines: each callee has one all-reduce.
        for f in &part.functions {
            let of = |value| sharding_of(f.func, value);
            assert!(
                predict(&chunk.functions[f.func], CALLS, f, Backend::Cpu, &of)
                    .iter()
                    .all(|p| p.rewrite != Rewrite::Combine)
            );
        }
    }
}
