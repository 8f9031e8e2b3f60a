//! A gather as XLA's SPMD partitioner lowers it (`PartitionGather` in
//! `xla/service/spmd/gather_scatter_handler.cc`), in mesh-axis terms.
//!
//! XLA does not look for a common factor sharding as for other ops: it tries
//! four strategies, cheapest first by its own byte estimate, each of which
//! takes the axes it can use and partitions the rest of the gather
//! recursively inside each group of devices those axes leave:
//!
//! - *parallel*: the operand's and the indices' batching dims
//!   (`operand_batching_dims`) sharded alike; no communication, cost 0;
//! - *operand passthrough*: the operand sharded on an offset dim it keeps
//!   whole (slice size = dim size); the result is sharded the same way;
//! - *trivially sliced operand*: the operand sharded on a dim it indexes
//!   with slices of 1 (an embedding's vocabulary); each device gathers the
//!   rows it holds, masks the others, and the results are all-reduced;
//! - *index passthrough*: the indices sharded on their batch dims; the
//!   result is sharded on the matching dims.
//!
//! When a strategy takes axes the other tensor is also sharded on, that
//! tensor is regrouped on the devices left (`GroupShardingOnReplicatedDim`):
//! it keeps as many shards on the same dims as fit, on the axes that are
//! free. What no strategy takes is replicated. The walk then reshards the
//! operands to what the strategies use, all-reduces over the trivially
//! sliced axes and reshards the result to its own sharding, as for any op.
//! Measured against XLA in `tests/partition_jax_programs.rs` (the
//! `embedding_*`, `take_along_axis_sharded` and `batched_gather` programs).

use crate::rules::FactorKind;
use crate::sharding::model::{AxisRef, Mesh};

/// What a factor of a gather's sharding rule is to XLA's strategies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Role {
    /// A batching dim of operand and indices (`operand_batching_dims`).
    Parallel,
    /// An offset dim the operand keeps whole.
    OperandPassthrough,
    /// An operand dim indexed with slices of 1.
    TrivialSlice,
    /// A batch dim of the indices and the result.
    IndexPassthrough,
    /// The index vector dim, a partly sliced offset dim: never sharded.
    Other,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Strategy {
    Parallel,
    OperandPassthrough,
    TrivialSlice,
    IndexPassthrough,
}

impl Strategy {
    /// XLA's order (`GatherPartitionMethods`), the tie-break of the costs.
    const ALL: [Strategy; 4] = [
        Strategy::Parallel,
        Strategy::OperandPassthrough,
        Strategy::TrivialSlice,
        Strategy::IndexPassthrough,
    ];

    fn role(self) -> Role {
        match self {
            Strategy::Parallel => Role::Parallel,
            Strategy::OperandPassthrough => Role::OperandPassthrough,
            Strategy::TrivialSlice => Role::TrivialSlice,
            Strategy::IndexPassthrough => Role::IndexPassthrough,
        }
    }

    fn describe(self) -> &'static str {
        match self {
            Strategy::Parallel => "XLA's gather partitioner: batching dims of operand and indices sharded alike (parallel)",
            Strategy::OperandPassthrough => "XLA's gather partitioner: operand passthrough (the operand keeps the dim whole)",
            Strategy::TrivialSlice => "XLA's gather partitioner: trivially sliced operand (masked local gather, then an all-reduce)",
            Strategy::IndexPassthrough => "XLA's gather partitioner: index passthrough (the indices' batch dims)",
        }
    }
}

/// Axes per factor a strategy takes.
type FactorAxes = Vec<(usize, Vec<AxisRef>)>;

/// A gather's tensors as the strategies see them: operand (0), indices (1)
/// and result (2), each with its dims' factors, shape and element size.
pub(super) struct GatherInput<'a> {
    pub kinds: Vec<FactorKind>,
    pub mappings: [&'a Vec<Vec<usize>>; 3],
    pub shapes: [&'a [i64]; 3],
    pub element_bytes: [i64; 3],
    /// The factor axes of each tensor's own sharding.
    pub axes: [Vec<Vec<AxisRef>>; 3],
}

/// The factor sharding XLA's strategies give a gather, and what decided
/// each factor (empty for the factors no strategy took).
pub(super) fn assignment(input: &GatherInput, mesh: &Mesh) -> (Vec<Vec<AxisRef>>, Vec<String>) {
    let nf = input.kinds.len();
    let maps = |t: usize, f: usize| input.mappings[t].iter().any(|d| d.contains(&f));
    let roles: Vec<Role> = (0..nf)
        .map(
            |f| match (maps(0, f), maps(1, f), maps(2, f), input.kinds[f]) {
                (true, true, true, FactorKind::PassThrough) => Role::Parallel,
                (true, false, true, FactorKind::PassThrough) => Role::OperandPassthrough,
                (false, true, true, FactorKind::PassThrough) => Role::IndexPassthrough,
                (true, false, false, FactorKind::Reduction) => Role::TrivialSlice,
                _ => Role::Other,
            },
        )
        .collect();
    let size = |axes: &[AxisRef]| -> i64 {
        axes.iter()
            .map(|a| a.size(mesh).unwrap_or(1).max(1))
            .product()
    };
    // Bytes of tensor `t` on each device when its factors are sharded `axes`.
    let bytes = |t: usize, axes: &dyn Fn(usize) -> i64| -> i64 {
        let mut b = input.element_bytes[t];
        for (d, factors) in input.mappings[t].iter().enumerate() {
            let shards: i64 = factors.iter().map(|&f| axes(f)).product::<i64>().max(1);
            let dim = input.shapes[t].get(d).copied().unwrap_or(1).max(0);
            b = b.saturating_mul((dim + shards - 1) / shards);
        }
        b
    };
    let mut assign: Vec<Vec<AxisRef>> = vec![Vec::new(); nf];
    let mut decided: Vec<String> = vec![String::new(); nf];
    // The axes still held by the operand and the indices, per factor.
    let mut held: [Vec<Vec<AxisRef>>; 2] = [input.axes[0].clone(), input.axes[1].clone()];
    let result_axes = &input.axes[2];
    let mut taken: Vec<AxisRef> = Vec::new();
    let mut left: Vec<Strategy> = Strategy::ALL.to_vec();
    loop {
        // Each applicable strategy: its axes per factor and XLA's cost.
        let mut candidates: Vec<(i64, Strategy, FactorAxes)> = Vec::new();
        for &s in &left {
            let factors: FactorAxes = (0..nf)
                .filter(|&f| roles[f] == s.role())
                .filter_map(|f| {
                    let axes = match s {
                        Strategy::Parallel if !held[1][f].is_empty() => held[1][f].clone(),
                        Strategy::Parallel => held[0][f].clone(),
                        Strategy::IndexPassthrough => held[1][f].clone(),
                        _ => held[0][f].clone(),
                    };
                    (!axes.is_empty()).then_some((f, axes))
                })
                .collect();
            if factors.is_empty() {
                continue;
            }
            let of = |f: usize, t: usize| -> i64 {
                let mut n = size(&assign[f]);
                if t < 2 {
                    n *= size(&held[t][f]);
                }
                n
            };
            let within = |f: usize| size(&assign[f]);
            let with_strategy = |f: usize| -> i64 {
                within(f)
                    * factors
                        .iter()
                        .find(|(g, _)| *g == f)
                        .map_or(1, |(_, a)| size(a))
            };
            // GatherPartitionMethodCostModel: local and full sizes of the
            // group's tensors; a result sharding that does not refine or
            // coarsen the one asked for may cost a whole result.
            let operand_local = bytes(0, &|f| of(f, 0));
            let operand_full = bytes(0, &within);
            let indices_local = bytes(1, &|f| of(f, 1));
            let indices_full = bytes(1, &within);
            let result_full = bytes(2, &within);
            let result_split = bytes(2, &with_strategy);
            let compatible = factors.iter().all(|(f, axes)| {
                let theirs = &result_axes[*f];
                theirs.starts_with(axes) || axes.starts_with(theirs)
            });
            let rematerialized = if compatible {
                result_split
            } else {
                result_full
            };
            let cost = match s {
                Strategy::Parallel => 0,
                Strategy::OperandPassthrough => {
                    (operand_local + result_split + indices_full).max(rematerialized)
                }
                Strategy::TrivialSlice => operand_local + result_full + indices_full,
                Strategy::IndexPassthrough => {
                    (operand_full + result_split + indices_local).max(rematerialized)
                }
            };
            candidates.push((cost, s, factors));
        }
        // A stable sort: equal costs keep XLA's order.
        candidates.sort_by_key(|(cost, _, _)| *cost);
        let Some((_, strategy, factors)) = candidates.into_iter().next() else {
            break;
        };
        left.retain(|&s| s != strategy);
        let mut group: Vec<AxisRef> = Vec::new();
        for (f, axes) in factors {
            group.extend(axes.iter().cloned());
            decided[f] = strategy.describe().to_string();
            assign[f] = axes;
            held[0][f].clear();
            held[1][f].clear();
        }
        taken.extend(group.iter().cloned());
        // The other tensors regrouped on the devices left: the taken axes
        // leave them, and the shards they held there move to free axes of
        // the same dims, as many as fit.
        for (t, tensor) in held.iter_mut().enumerate() {
            for f in 0..nf {
                let lost: Vec<AxisRef> = tensor[f]
                    .iter()
                    .filter(|a| taken.iter().any(|g| g.overlaps(a)))
                    .cloned()
                    .collect();
                if lost.is_empty() {
                    continue;
                }
                tensor[f].retain(|a| !taken.iter().any(|g| g.overlaps(a)));
                let mut room = size(&lost);
                let dim_size = input.mappings[t]
                    .iter()
                    .position(|d| d.contains(&f))
                    .and_then(|d| input.shapes[t].get(d).copied())
                    .unwrap_or(1);
                for axis in &mesh.axes {
                    let candidate = AxisRef::full(axis.name.clone());
                    let n = candidate.size(mesh).unwrap_or(1).max(1);
                    let busy = taken.iter().any(|g| g.overlaps(&candidate))
                        || (0..nf).any(|g| tensor[g].iter().any(|a| a.overlaps(&candidate)))
                        || assign
                            .iter()
                            .any(|a| a.iter().any(|x| x.overlaps(&candidate)));
                    let shards = size(&tensor[f]) * n;
                    if busy || n > room || room % n != 0 || dim_size % shards != 0 {
                        continue;
                    }
                    tensor[f].push(candidate);
                    room /= n;
                }
            }
        }
    }
    (assign, decided)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sharding::model::MeshAxis;

    fn axes(names: &[&str]) -> Vec<AxisRef> {
        names.iter().map(|n| AxisRef::full(*n)).collect()
    }

    /// `table[ids]` of a [V, D] table with [B, S, 1] indices: factors
    /// B, S (index passthrough), D (operand passthrough), V (collapsed,
    /// trivially sliced), the index vector dim.
    fn embedding<'a>(
        maps: &'a [Vec<Vec<usize>>; 3],
        shapes: [&'a [i64]; 3],
        table: [&[&str]; 2],
        ids: [&[&str]; 2],
        result: [&[&str]; 3],
    ) -> GatherInput<'a> {
        use FactorKind::*;
        GatherInput {
            kinds: vec![
                PassThrough,
                PassThrough,
                PassThrough,
                Reduction,
                NeedReplication,
            ],
            mappings: [&maps[0], &maps[1], &maps[2]],
            shapes,
            element_bytes: [4, 4, 4],
            axes: [
                vec![vec![], vec![], axes(table[1]), axes(table[0]), vec![]],
                vec![axes(ids[0]), axes(ids[1]), vec![], vec![], vec![]],
                vec![
                    axes(result[0]),
                    axes(result[1]),
                    axes(result[2]),
                    vec![],
                    vec![],
                ],
            ],
        }
    }

    fn embedding_maps() -> [Vec<Vec<usize>>; 3] {
        [
            vec![vec![3], vec![2]],
            vec![vec![0], vec![1], vec![4]],
            vec![vec![0], vec![1], vec![2]],
        ]
    }

    #[test]
    fn embedding_columns_pass_through_and_ids_move_to_the_free_axis() {
        // XLA (jax 0.10.2): the table on [{}, {fsdp}] stays; the ids on
        // [{fsdp}, {}] are regrouped onto "tp" and the result computed on
        // [{tp}, {}, {fsdp}].
        let mesh = Mesh::new(vec![MeshAxis::new("fsdp", 4), MeshAxis::new("tp", 2)]);
        let maps = embedding_maps();
        let shapes: [&[i64]; 3] = [&[128, 64], &[8, 16, 1], &[8, 16, 64]];
        let input = embedding(
            &maps,
            shapes,
            [&[], &["fsdp"]],
            [&["fsdp"], &[]],
            [&[], &[], &["fsdp"]],
        );
        let (assign, _) = assignment(&input, &mesh);
        assert_eq!(assign[2], axes(&["fsdp"]));
        assert_eq!(assign[0], axes(&["tp"]));
        assert!(assign[3].is_empty() && assign[1].is_empty());
    }

    #[test]
    fn a_vocabulary_sharded_table_is_trivially_sliced() {
        let mesh = Mesh::new(vec![MeshAxis::new("data", 2), MeshAxis::new("model", 4)]);
        let maps = embedding_maps();
        let shapes: [&[i64]; 3] = [&[1024, 64], &[16, 8, 1], &[16, 8, 64]];
        let input = embedding(
            &maps,
            shapes,
            [&["model"], &[]],
            [&["data"], &[]],
            [&["data"], &[], &[]],
        );
        let (assign, decided) = assignment(&input, &mesh);
        assert_eq!(assign[3], axes(&["model"]));
        assert_eq!(assign[0], axes(&["data"]));
        assert!(decided[3].contains("trivially sliced"));
        assert!(decided[0].contains("index passthrough"));
    }

    #[test]
    fn nothing_sharded_is_nothing_assigned() {
        let mesh = Mesh::new(vec![MeshAxis::new("x", 2)]);
        let maps = embedding_maps();
        let shapes: [&[i64]; 3] = [&[16, 4], &[2, 2, 1], &[2, 2, 4]];
        let input = embedding(&maps, shapes, [&[], &[]], [&[], &[]], [&[], &[], &[]]);
        let (assign, _) = assignment(&input, &mesh);
        assert!(assign.iter().all(|a| a.is_empty()));
    }
}
