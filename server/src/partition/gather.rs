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
//! The order is XLA's `GatherPartitionMethodsOrderedByCost`: each method is
//! dry-run alone (the other tensors replicated inside its groups) and the
//! methods are sorted by the memory of the partitioned gather, then by the
//! bytes communicated; the explicit batch dims (parallel) come first.
//!
//! When a strategy takes axes the other tensor is also sharded on, that
//! tensor is regrouped on the devices left (`GroupShardingOnReplicatedDim`):
//! it keeps as many shards on the same dims as fit, on the axes that are
//! free. What no strategy takes is replicated. The walk then reshards the
//! operands to what the strategies use, all-reduces over the trivially
//! sliced axes and reshards the result to its own sharding, as for any op.
//! Measured against XLA in `tests/partition_jax_programs.rs` (the
//! `embedding_*`, `take_along_axis_sharded`, `batched_gather` and
//! `gather_pairs` programs).

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

/// What XLA's strategies make of a gather.
pub(super) struct GatherPlan {
    /// The factor sharding the gather is computed with.
    pub axes: Vec<Vec<AxisRef>>,
    /// What decided each factor (empty for the factors no strategy took).
    pub decided: Vec<String>,
    /// Axes the trivially sliced operand's mask of valid indices is
    /// all-gathered over: the indices held them when the mask was made and
    /// a later strategy replicated them.
    pub mask_gathered: Vec<AxisRef>,
}

/// The strategies XLA applies to a gather, in its order, each on the
/// devices the previous ones left; what they leave is replicated.
pub(super) fn assignment(input: &GatherInput, mesh: &Mesh) -> GatherPlan {
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
    let mut taken: Vec<AxisRef> = Vec::new();
    let mut left: Vec<Strategy> = Strategy::ALL.to_vec();
    // The indices' axes when the operand was trivially sliced: its mask of
    // valid indices is computed on them.
    let mut mask_axes: Vec<AxisRef> = Vec::new();
    loop {
        // Each applicable strategy: its axes per factor and XLA's cost.
        let mut candidates: Vec<((i64, i64), Strategy, FactorAxes)> = Vec::new();
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
            let within = |f: usize| size(&assign[f]);
            let with_strategy = |f: usize| -> i64 {
                within(f)
                    * factors
                        .iter()
                        .find(|(g, _)| *g == f)
                        .map_or(1, |(_, a)| size(a))
            };
            // XLA's cost of a method (GatherPartitionMethodCostModel) is a
            // dry run of it alone: inside each group the other tensors are
            // replicated. Ordered by the memory of the partitioned gather
            // (its operands and result), then by the bytes communicated.
            let split = |t: usize| bytes(t, &with_strategy);
            let full = |t: usize| bytes(t, &within);
            let held_beyond = |t: usize| {
                (0..nf).any(|f| {
                    held[t][f]
                        .iter()
                        .any(|a| !factors.iter().any(|(_, s)| s.contains(a)))
                })
            };
            let gathered = |t: usize, bytes: i64| if held_beyond(t) { bytes } else { 0 };
            let cost = match s {
                Strategy::Parallel => (0, 0),
                Strategy::OperandPassthrough => (
                    split(0) + full(1) + split(2),
                    gathered(0, split(0)) + gathered(1, full(1)),
                ),
                Strategy::TrivialSlice => (
                    split(0) + full(1) + full(2),
                    gathered(0, split(0)) + gathered(1, full(1)) + full(2),
                ),
                Strategy::IndexPassthrough => (
                    full(0) + split(1) + split(2),
                    gathered(0, full(0)) + gathered(1, split(1)),
                ),
            };
            candidates.push((cost, s, factors));
        }
        // A stable sort: equal costs keep XLA's order.
        candidates.sort_by_key(|(cost, _, _)| *cost);
        let Some((_, strategy, factors)) = candidates.into_iter().next() else {
            break;
        };
        left.retain(|&s| s != strategy);
        if strategy == Strategy::TrivialSlice {
            mask_axes = held[1].iter().flatten().cloned().collect();
        }
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
    // The mask is made where the indices were; the result is computed where
    // they end up: what they lost since is gathered again.
    let kept: Vec<&AxisRef> = (0..nf)
        .filter(|&f| maps(1, f))
        .flat_map(|f| &assign[f])
        .collect();
    let mask_gathered = mask_axes
        .into_iter()
        .filter(|a| !kept.iter().any(|k| k.overlaps(a)))
        .collect();
    GatherPlan {
        axes: assign,
        decided,
        mask_gathered,
    }
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
        let plan = assignment(&input, &mesh);
        let assign = &plan.axes;
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
        let plan = assignment(&input, &mesh);
        assert_eq!(plan.axes[3], axes(&["model"]));
        assert_eq!(plan.axes[0], axes(&["data"]));
        assert!(plan.decided[3].contains("trivially sliced"));
        assert!(plan.decided[0].contains("index passthrough"));
        assert!(plan.mask_gathered.is_empty());
    }

    #[test]
    fn a_table_on_both_dims_is_sliced_first_and_its_mask_gathered() {
        // XLA (jax 0.10.2): a [1024, 64] table on [{model}, {data}], ids on
        // [{data}]: trivially sliced on "model" first (the smaller dry
        // run), then the columns pass through on "data", which the ids
        // lose: they and the mask made from them are all-gathered.
        let mesh = Mesh::new(vec![MeshAxis::new("data", 2), MeshAxis::new("model", 4)]);
        let maps = embedding_maps();
        let shapes: [&[i64]; 3] = [&[1024, 64], &[16, 8, 1], &[16, 8, 64]];
        let input = embedding(
            &maps,
            shapes,
            [&["model"], &["data"]],
            [&["data"], &[]],
            [&[], &[], &["data"]],
        );
        let plan = assignment(&input, &mesh);
        assert_eq!(plan.axes[3], axes(&["model"]));
        assert_eq!(plan.axes[2], axes(&["data"]));
        assert!(plan.axes[0].is_empty());
        assert_eq!(plan.mask_gathered, axes(&["data"]));
    }

    #[test]
    fn nothing_sharded_is_nothing_assigned() {
        let mesh = Mesh::new(vec![MeshAxis::new("x", 2)]);
        let maps = embedding_maps();
        let shapes: [&[i64]; 3] = [&[16, 4], &[2, 2, 1], &[2, 2, 4]];
        let input = embedding(&maps, shapes, [&[], &[]], [&[], &[]], [&[], &[], &[]]);
        let plan = assignment(&input, &mesh);
        assert!(plan.axes.iter().all(|a| a.is_empty()));
        assert!(plan.mask_gathered.is_empty());
    }
}
