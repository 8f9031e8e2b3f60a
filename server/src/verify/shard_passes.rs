//! What only LLVM 22's `sharding-propagation` and `shard-partition` passes
//! reject, seen without running them. The IR verifies, so these are warnings,
//! given for `shard`/`mesh` chunks only (the passes run on those):
//!
//! - both passes work on functions whose body is a single block, and fail
//!   with `'func.func' op only one block is supported!` on any other
//!   (`Shard/sharding-propagation-failed.mlir`); a declaration has nothing to
//!   partition and gets nothing;
//! - `shard-partition` reshards between a `shard.shard` and an
//!   `annotate_for_users` one reading it in one step only (`Partition.cpp`'s
//!   `reshard`): the same sharding, both replicated, one grid axis appended to
//!   or removed from the end of one dim's axes, or the last axis of one dim
//!   moved to the end of another's. Anything else finds no pattern (LLVM's
//!   assertion "Did not find any pattern to apply.", compiled out of release
//!   builds, where mlir-opt 22 crashes or writes invalid IR). Shardings with
//!   halo sizes or offsets are left alone. Not detected: a move that matches
//!   the pattern but that LLVM 22 still gets wrong on a grid of rank > 1
//!   (`[[0], [1]] -> [[], [1, 0]]` on 2x2 gives invalid IR).

use crate::annotations::{ChunkAnnotations, Slot};
use crate::diagnostic::Diagnostic;
use crate::ir::{Chunk, ShardingRole, ValueDef};
use crate::sharding::model::{Notation, TensorSharding};
use crate::text::TextRange;

/// LLVM's message, which `-verify-diagnostics` matches.
pub const ONE_BLOCK: &str = "'func.func' op only one block is supported!";

pub fn verify(chunk: &Chunk, annotations: &ChunkAnnotations, fi: usize) -> Vec<Diagnostic> {
    let mut out: Vec<Diagnostic> = one_block(chunk, annotations, fi).into_iter().collect();
    if annotations.notation == Some(Notation::ShardDialect) {
        out.extend(reshards(chunk, annotations, fi));
    }
    out
}

fn one_block(chunk: &Chunk, annotations: &ChunkAnnotations, fi: usize) -> Option<Diagnostic> {
    let partitioner = match annotations.notation? {
        Notation::ShardDialect => "shard-partition",
        Notation::MeshDialect => "mesh-spmdization",
        _ => return None,
    };
    let entry = chunk.functions.get(fi)?;
    let f = &entry.ir;
    let blocks = f.regions.get(f.body?)?.blocks.len();
    if blocks <= 1 {
        return None;
    }
    let whole = entry.abs(f.range);
    let name = entry.abs(f.name_range);
    let at = if name.end > whole.start && name.end <= whole.end {
        TextRange::new(whole.start, name.end)
    } else {
        whole
    };
    Some(Diagnostic::warning(
        at,
        "shard/multi-block-function",
        format!(
            "{ONE_BLOCK} The body has {blocks} blocks: mlir-opt verifies it, but its sharding-propagation and {partitioner} passes fail on it"
        ),
    ))
}

/// Chained `shard.shard` pairs whose reshard `shard-partition` has no pattern for.
fn reshards(chunk: &Chunk, annotations: &ChunkAnnotations, fi: usize) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    let Some(entry) = chunk.functions.get(fi) else {
        return out;
    };
    let f = &entry.ir;
    let sharding_of = |value| {
        annotations
            .annotations
            .get(&Slot::Value { func: fi, value })
            .map(|a| a.sharding.clone())
    };
    for op in &f.ops {
        let for_users = op
            .sharding_sites
            .iter()
            .any(|s| matches!(s.role, ShardingRole::ShardTo { for_users: true }));
        if op.name != "shard.shard" || !for_users {
            continue;
        }
        let Some(input) = op.operands.first().and_then(|o| o.value) else {
            continue;
        };
        let ValueDef::OpResult { op: source, .. } = f.values[input].def else {
            continue;
        };
        let source_op = &f.ops[source];
        let source_for_users = source_op
            .sharding_sites
            .iter()
            .any(|s| matches!(s.role, ShardingRole::ShardTo { for_users: true }));
        if source_op.name != "shard.shard" || source_for_users {
            continue;
        }
        let (Some(from), Some(&result)) = (sharding_of(input), op.results.first()) else {
            continue;
        };
        let Some(to) = sharding_of(result) else {
            continue;
        };
        if from.mesh != to.mesh
            || [&from, &to]
                .iter()
                .any(|s| !s.halo_sizes.is_empty() || !s.sharded_dims_offsets.is_empty())
        {
            continue;
        }
        let (a, b) = (split_axes(&from), split_axes(&to));
        if !one_step(&a, &b) {
            out.push(Diagnostic::warning(
                entry.abs(op.range),
                "shard/reshard-unsupported",
                format!(
                    "shard-partition cannot reshard from {} to {} in one step (LLVM 22 moves, appends or removes one grid axis at the end of a dim's axes); mlir-opt verifies this, but its shard-partition has no pattern for it and fails (a crash or invalid IR)",
                    print(&a),
                    print(&b)
                ),
            ));
        }
    }
    out
}

fn split_axes(s: &TensorSharding) -> Vec<Vec<String>> {
    let mut dims: Vec<Vec<String>> = s
        .dims
        .iter()
        .map(|d| d.axes.iter().map(|a| a.to_string()).collect())
        .collect();
    while dims.last().is_some_and(Vec::is_empty) {
        dims.pop();
    }
    dims
}

fn print(dims: &[Vec<String>]) -> String {
    let inner: Vec<String> = dims.iter().map(|d| format!("[{}]", d.join(", "))).collect();
    format!("[{}]", inner.join(", "))
}

/// Whether `Partition.cpp`'s `reshard` has a pattern from `a` to `b`.
fn one_step(a: &[Vec<String>], b: &[Vec<String>]) -> bool {
    if a == b || (a.is_empty() && b.is_empty()) {
        return true;
    }
    let n = a.len().max(b.len());
    let dim = |s: &[Vec<String>], d: usize| s.get(d).cloned().unwrap_or_default();
    let differing: Vec<usize> = (0..n).filter(|&d| dim(a, d) != dim(b, d)).collect();
    // One axis appended to (split) or removed from (unsplit) the end of one dim.
    let extends = |short: &[String], long: &[String]| {
        long.len() == short.len() + 1 && long.starts_with(short)
    };
    if let [d] = differing[..] {
        let (x, y) = (dim(a, d), dim(b, d));
        return extends(&x, &y) || extends(&y, &x);
    }
    // The last axis of one dim moved to the end of another.
    if let [d1, d2] = differing[..] {
        let moved = |from: usize, to: usize| {
            let (src_from, dst_from) = (dim(a, from), dim(b, from));
            let (src_to, dst_to) = (dim(a, to), dim(b, to));
            extends(&dst_from, &src_from)
                && extends(&src_to, &dst_to)
                && src_from.last() == dst_to.last()
        };
        return moved(d1, d2) || moved(d2, d1);
    }
    false
}

#[cfg(test)]
mod tests {
    use super::one_step;

    fn dims(text: &[&[&str]]) -> Vec<Vec<String>> {
        text.iter()
            .map(|d| d.iter().map(|a| a.to_string()).collect())
            .collect()
    }

    #[test]
    fn one_step_reshards_are_the_partitioners_patterns() {
        // Checked with mlir-opt 22's shard-partition on a 2x2 grid.
        assert!(one_step(&dims(&[&["0"]]), &dims(&[&["0", "1"]])));
        assert!(one_step(&dims(&[&["0"]]), &dims(&[])));
        assert!(one_step(&dims(&[&["0"]]), &dims(&[&[], &["0"]])));
        assert!(one_step(&dims(&[&["0", "1"]]), &dims(&[&["0"]])));
        assert!(one_step(&dims(&[&["0"], &["1"]]), &dims(&[&["0"], &["1"]])));
        // Two steps, or a swap: no pattern (mlir-opt 22 crashes).
        assert!(!one_step(&dims(&[&["0"]]), &dims(&[&["1"]])));
        assert!(!one_step(&dims(&[&["0", "1"]]), &dims(&[&["1", "0"]])));
        assert!(!one_step(
            &dims(&[&["0"], &["1"]]),
            &dims(&[&["1"], &["0"]])
        ));
        assert!(!one_step(&dims(&[&["0", "1"]]), &dims(&[])));
    }
}
