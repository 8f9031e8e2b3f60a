//! Memory per device of one function: argument and result buffers (padded
//! for non-divisible shards, as XLA allocates them), aliased arguments
//! counted once, and a peak from a liveness walk over the function body.
//!
//! The walk follows the body's top-level ops in order. A value is live from
//! the op that defines it to the last top-level op that uses it (a use inside
//! a region counts at the op owning the region); returned values live to the
//! end. At each op the live values, the arguments, the largest buffer a
//! collective of that op produces and, for a call, the callee's own peak
//! above its arguments are added up; the peak is the largest such sum. It
//! ignores what the backend fuses away and values inside regions, so it is an
//! estimate of `argument + output + temp − alias` of
//! `compiled.memory_analysis()`, not that figure.

use super::{local_bytes, Communication, FunctionPartition};
use crate::annotations::Slot;
use crate::ir::{Chunk, FunctionEntry, OpId, ValueDef, ValueId};
use crate::propagation::ChunkPropagation;

/// Ops that annotate a value with a sharding without a buffer of their own.
const ANNOTATION_OPS: &[&str] = &[
    "shard.shard",
    "shard.sharding",
    "mesh.shard",
    "mesh.sharding",
    "mesh.annotate",
];

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Memory {
    pub argument_bytes: i64,
    pub result_bytes: i64,
    /// Arguments whose buffers a result reuses (`tf.aliasing_output`, `jax.buffer_donor`).
    pub alias_bytes: i64,
    pub peak_bytes: i64,
    /// The largest tensors live at the peak: name and bytes per device, largest first.
    pub largest: Vec<(String, i64)>,
    /// The body's own peak above its arguments (for callers).
    pub(super) temp_peak: i64,
}

fn value_bytes(chunk: &Chunk, propagation: &ChunkPropagation, fi: usize, value: ValueId) -> i64 {
    let Some(entry) = chunk.functions.get(fi) else {
        return 0;
    };
    let Some(ty) = entry.ir.values.get(value).and_then(|v| v.ty.as_ref()) else {
        return 0;
    };
    let (Some(shape), Some(element)) = (ty.static_shape(), ty.element_byte_width()) else {
        return 0;
    };
    let sharding = propagation.sharding(Slot::Value { func: fi, value });
    let mesh = sharding.and_then(|s| s.resolve_mesh(|n| propagation.meshes.get(n)));
    local_bytes(&shape, element as i64, sharding, mesh)
}

/// What the memory of a function needs besides its collectives: its
/// argument and result buffers and the live intervals of the values its
/// top-level ops define. Computed from the function and its propagated
/// shardings alone, so it can run beside the walk that finds the
/// collectives.
pub(super) struct Lifetimes {
    memory: Memory,
    /// The body's top-level ops in order; `None` without a body.
    top: Option<Vec<OpId>>,
    /// Per op: its position among `top`, `usize::MAX` if it is not there.
    position: Vec<usize>,
    /// Per position (and one past the end): bytes that become live there
    /// (negative: stop being live).
    delta: Vec<i128>,
    /// (defined at, last used at, value, bytes).
    intervals: Vec<(usize, usize, ValueId, i64)>,
}

pub(super) fn lifetimes(
    chunk: &Chunk,
    annotations: &crate::annotations::ChunkAnnotations,
    propagation: &ChunkPropagation,
    fi: usize,
    entry: &FunctionEntry,
) -> Lifetimes {
    let f = &entry.ir;
    let mut memory = Memory::default();
    for (i, &arg) in f.arguments.iter().enumerate() {
        let bytes = value_bytes(chunk, propagation, fi, arg);
        memory.argument_bytes = memory.argument_bytes.saturating_add(bytes);
        let aliased = f.argument_attributes.get(i).is_some_and(|a| {
            a.get("tf.aliasing_output").is_some() || a.get("jax.buffer_donor").is_some()
        });
        if aliased {
            memory.alias_bytes = memory.alias_bytes.saturating_add(bytes);
        }
    }
    for (i, result) in f.results.iter().enumerate() {
        let (Some(shape), Some(element)) =
            (result.ty.static_shape(), result.ty.element_byte_width())
        else {
            continue;
        };
        let sharding = super::result_sharding(chunk, annotations, propagation, fi, i);
        let mesh = sharding
            .as_ref()
            .and_then(|s| s.resolve_mesh(|n| propagation.meshes.get(n)));
        memory.result_bytes = memory.result_bytes.saturating_add(local_bytes(
            &shape,
            element as i64,
            sharding.as_ref(),
            mesh,
        ));
    }
    let Some(body) = f.body.and_then(|b| f.regions.get(b)) else {
        return Lifetimes {
            memory,
            top: None,
            position: Vec::new(),
            delta: Vec::new(),
            intervals: Vec::new(),
        };
    };
    let top: Vec<OpId> = body
        .blocks
        .iter()
        .flat_map(|b| b.ops.iter().copied())
        .collect();
    let mut position = vec![usize::MAX; f.ops.len()];
    for (i, &op) in top.iter().enumerate() {
        position[op] = i;
    }
    let end = top.len();
    // Live intervals of the values the top-level ops define.
    // Sums in i128: a bad input's sizes saturate at i64::MAX each.
    let mut delta = vec![0i128; end + 1];
    let mut intervals: Vec<(usize, usize, ValueId, i64)> = Vec::new();
    for (v, value) in f.values.iter().enumerate() {
        let ValueDef::OpResult { op, .. } = value.def else {
            continue;
        };
        let Some(def) = top_of(f, &position, op).filter(|&p| top[p] == op) else {
            continue;
        };
        // The mesh family's annotations name a value, they allocate nothing.
        if ANNOTATION_OPS.contains(&f.ops[op].name.as_str()) {
            continue;
        }
        let mut last = def;
        for u in &value.uses {
            let Some(p) = top_of(f, &position, u.op) else {
                continue;
            };
            let returned = f.ops[top[p]].name == "func.return";
            last = last.max(if returned { end - 1 } else { p });
        }
        let bytes = value_bytes(chunk, propagation, fi, v);
        delta[def] += i128::from(bytes);
        delta[last + 1] -= i128::from(bytes);
        intervals.push((def, last, v, bytes));
    }
    Lifetimes {
        memory,
        top: Some(top),
        position,
        delta,
        intervals,
    }
}

/// The position among the top-level ops of the one op `op` sits in.
fn top_of(f: &crate::ir::Function, position: &[usize], mut op: OpId) -> Option<usize> {
    for _ in 0..f.ops.len() {
        if position[op] != usize::MAX {
            return Some(position[op]);
        }
        let (region, _) = f.ops[op].parent?;
        op = f.regions.get(region)?.parent?;
    }
    None
}

/// The function's memory: its `lifetimes` walked with the buffers its
/// `collectives` produce.
pub(super) fn function_memory(
    lifetimes: Lifetimes,
    entry: &FunctionEntry,
    collectives: &[Communication],
) -> Memory {
    let f = &entry.ir;
    let Lifetimes {
        mut memory,
        top,
        position,
        delta,
        intervals,
    } = lifetimes;
    let Some(top) = top else {
        memory.peak_bytes = memory.argument_bytes;
        return memory;
    };
    let end = top.len();
    // Transient buffers: collectives' outputs and callees' own peaks.
    let mut transient = vec![0i128; end];
    for c in collectives {
        if let Some(p) = top_of(f, &position, c.op) {
            transient[p] = transient[p].max(i128::from(c.bytes_per_device));
        }
    }
    let mut live = 0i128;
    let mut peak = (0i128, 0usize);
    for p in 0..end {
        live += delta[p];
        let here = live + transient[p];
        if here > peak.0 {
            peak = (here, p);
        }
    }
    memory.temp_peak = clamp(peak.0);
    memory.peak_bytes = clamp(
        i128::from(memory.argument_bytes) + peak.0
            - i128::from(memory.alias_bytes.min(memory.result_bytes)),
    )
    .max(memory.argument_bytes);
    let mut at_peak: Vec<(String, i64)> = intervals
        .iter()
        .filter(|(def, last, _, _)| *def <= peak.1 && peak.1 <= *last)
        .map(|(_, _, v, bytes)| (f.values[*v].name.to_string(), *bytes))
        .collect();
    at_peak.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    at_peak.truncate(3);
    memory.largest = at_peak;
    memory
}

/// Adds to each caller's peak the largest own peak of the functions it
/// calls (a callee's temporaries live while the call runs), callees first.
pub(super) fn add_callee_peaks(functions: &mut [FunctionPartition]) {
    let calls: Vec<Vec<usize>> = functions
        .iter()
        .map(|f| f.calls.iter().map(|(c, _)| *c).collect())
        .collect();
    let mut memory: Vec<Memory> = functions.iter().map(|f| f.memory.clone()).collect();
    add_callee_peaks_of(&mut memory, &calls);
    for (f, m) in functions.iter_mut().zip(memory) {
        f.memory = m;
    }
}

/// `add_callee_peaks` on the memory of each function and its callees.
pub(super) fn add_callee_peaks_of(memory: &mut [Memory], calls: &[Vec<usize>]) {
    // Callees before callers: repeat as long as something grows, bounded.
    for _ in 0..memory.len().min(64) {
        let mut changed = false;
        for i in 0..memory.len() {
            let extra = calls[i]
                .iter()
                .filter(|&&callee| callee != i)
                .filter_map(|&callee| memory.get(callee))
                .map(|c| c.temp_peak)
                .max()
                .unwrap_or(0);
            let m = &mut memory[i];
            let wanted = clamp(
                i128::from(m.argument_bytes) + i128::from(m.temp_peak) + i128::from(extra)
                    - i128::from(m.alias_bytes.min(m.result_bytes)),
            );
            if wanted > m.peak_bytes {
                m.peak_bytes = wanted;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
}

/// `v` within `0..=i64::MAX`.
fn clamp(v: i128) -> i64 {
    v.clamp(0, i128::from(i64::MAX)) as i64
}
