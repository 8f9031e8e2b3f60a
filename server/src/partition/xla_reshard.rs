//! Two reshards XLA's partitioner splits in two where Shardy's plan would
//! not (`PartitionedHlo::TryComplexReshardHandling` in
//! `xla/service/spmd/spmd_partitioner.cc`), with the device order its
//! all-to-all leaves and the collective-permute that then fixes it
//! (`ReshardWithAllToAll` ends with `Reshard(target)`, a
//! `ReshardWithCollectivePermute` when only the device order differs).
//!
//! - [`partial_to_tiled_plan`]: a partially replicated source to a target
//!   with no replication. XLA transposes the replicated devices onto the
//!   first dimension the source leaves whole and the target shards by a
//!   multiple of the replication (a local dynamic-slice), then all-to-alls,
//!   which appends the moved axes minor, then permutes when the target
//!   wants them major.
//! - [`replicate_dim_plan`]: `PatternMatchPartiallyReplicateDim`, a target
//!   partially replicated over as many devices as one source dimension's
//!   shards times the source's replication: that dimension is all-gathered
//!   first, then the rest is an all-to-all.
//!
//! Measured against XLA in `tests/partition_jax_programs.rs`
//! (`reshard_rows_to_both_axes_on_columns`, `reshard_gather_and_move`).

use super::Tensor;
use crate::reshard::{self, axes::AxisSizes, AllToAllParam, Collective, Step};
use crate::sharding::model::{AxisRef, Mesh, TensorSharding};

/// The product of the sizes of `axes` (full axes only).
fn size(axes: &[AxisRef], mesh: &Mesh) -> Option<i64> {
    axes.iter()
        .try_fold(1i64, |acc, a| Some(acc * a.size(mesh)?.max(1)))
}

/// The mesh axes of more than one device `sharding` does not use, in mesh
/// order: what it is replicated over.
fn replicated_axes(sharding: &TensorSharding, mesh: &Mesh) -> Vec<AxisRef> {
    mesh.axes
        .iter()
        .filter(|m| m.size.is_some_and(|s| s > 1))
        .filter(|m| {
            !sharding
                .dims
                .iter()
                .any(|d| d.axes.iter().any(|a| a.name == m.name))
        })
        .map(|m| AxisRef::full(m.name.clone()))
        .collect()
}

/// Only full axes, no unreduced ones, same rank: what these rules handle.
fn simple(from: &TensorSharding, to: &TensorSharding) -> bool {
    from.dims.len() == to.dims.len()
        && from.unreduced.is_empty()
        && to.unreduced.is_empty()
        && from
            .dims
            .iter()
            .chain(&to.dims)
            .all(|d| d.axes.iter().all(|a| a.sub_axis.is_none()))
}

fn step(
    collective: Collective,
    before: &TensorSharding,
    after: TensorSharding,
    group_size: i64,
    tensor: &Tensor,
    sizes: &AxisSizes,
) -> Option<Step> {
    let bytes = |s: &TensorSharding| {
        reshard::cost::local_buffer_bytes(s, &tensor.shape, tensor.element_bytes, sizes).ok()
    };
    let bytes_per_device = bytes(before)?.max(bytes(&after)?);
    Some(Step {
        collective,
        sharding: after,
        group_size,
        bytes_per_device,
    })
}

/// XLA's one all-to-all from `before` to `to` (`GetReshardAllToAllSourceTargetDims`,
/// in axis terms: one dimension keeps a major part of its axes, the rest move
/// to the end of another dimension, every other dimension as it is), then a
/// collective-permute when the moved axes should not be minor there. `None`
/// when no single all-to-all reaches `to`'s shard counts.
fn all_to_all_then_permute(
    before: &TensorSharding,
    to: &TensorSharding,
    mesh: &Mesh,
    tensor: &Tensor,
) -> Option<Vec<Step>> {
    let sizes = AxisSizes::of(mesh);
    let differ: Vec<usize> = (0..to.dims.len())
        .filter(|&d| before.dims[d].axes != to.dims[d].axes)
        .collect();
    let [a, b] = differ[..] else {
        return None;
    };
    let (src, tgt) = if to.dims[a].axes.len() < before.dims[a].axes.len() {
        (a, b)
    } else {
        (b, a)
    };
    let kept = &to.dims[src].axes;
    if !before.dims[src].axes.starts_with(kept) || kept.len() == before.dims[src].axes.len() {
        return None;
    }
    let moved: Vec<AxisRef> = before.dims[src].axes[kept.len()..].to_vec();
    let mut after = before.clone();
    after.dims[src].axes = kept.clone();
    after.dims[tgt].axes.extend(moved.iter().cloned());
    // The same axes on the target dimension, possibly in another order.
    let mut got = after.dims[tgt].axes.clone();
    let mut want = to.dims[tgt].axes.clone();
    got.sort_by(|x, y| x.name.cmp(&y.name));
    want.sort_by(|x, y| x.name.cmp(&y.name));
    if got != want {
        return None;
    }
    let group = size(&moved, mesh)?;
    let mut steps = vec![step(
        Collective::AllToAll(AllToAllParam {
            axes: moved,
            src_dim: src,
            tgt_dim: tgt,
        }),
        before,
        after.clone(),
        group,
        tensor,
        &sizes,
    )?];
    if after.dims[tgt].axes != to.dims[tgt].axes {
        steps.push(step(
            Collective::CollectivePermute,
            &after,
            to.clone(),
            1,
            tensor,
            &sizes,
        )?);
    }
    Some(steps)
}

fn plan_of(
    from: &TensorSharding,
    to: &TensorSharding,
    mesh: &Mesh,
    tensor: &Tensor,
    steps: Vec<Step>,
) -> reshard::ReshardPlan {
    let total = steps.iter().map(|s| s.bytes_per_device).sum();
    reshard::ReshardPlan {
        from: from.clone(),
        to: to.clone(),
        from_mesh: mesh.clone(),
        to_mesh: mesh.clone(),
        shape: tensor.shape.clone(),
        element_bytes: tensor.element_bytes,
        steps,
        total_bytes_per_device: total,
        follows_shardy: false,
    }
}

/// XLA's "partially replicated to non partially replicated" branch of
/// `TryComplexReshardHandling`: the replicated axes are sliced onto the first
/// dimension the source leaves whole and the target shards by a multiple of
/// the replication, then one all-to-all (and a permute for the device order)
/// reaches the target. `None` when the pattern does not apply, or when the
/// slice alone reaches the target (Shardy's plan is the same then).
pub(super) fn partial_to_tiled_plan(
    from: &TensorSharding,
    to: &TensorSharding,
    mesh: &Mesh,
    tensor: &Tensor,
) -> Option<reshard::ReshardPlan> {
    if !simple(from, to) || !replicated_axes(to, mesh).is_empty() {
        return None;
    }
    let replicated = replicated_axes(from, mesh);
    let repl = size(&replicated, mesh)?;
    // A replicated source is sliced, and a target that refines the source
    // is reached by a slice alone (`ReshardFromPartialReplicateWithDynamicSlice`).
    let refines = from
        .dims
        .iter()
        .zip(&to.dims)
        .all(|(f, t)| t.axes.starts_with(&f.axes));
    if repl <= 1 || from.is_fully_replicated() || refines {
        return None;
    }
    let dim = (0..to.dims.len()).find(|&d| {
        let target = size(&to.dims[d].axes, mesh).unwrap_or(1);
        from.dims[d].axes.is_empty() && target != 1 && target % repl == 0
    })?;
    let mut sliced = from.clone();
    sliced.dims[dim].axes = replicated.clone();
    if sliced
        .dims
        .iter()
        .zip(&to.dims)
        .all(|(x, y)| x.axes == y.axes)
    {
        return None;
    }
    let sizes = AxisSizes::of(mesh);
    let mut per_dim = vec![Vec::new(); from.dims.len()];
    per_dim[dim] = replicated;
    let mut steps = vec![step(
        Collective::AllSlice { axes: per_dim },
        from,
        sliced.clone(),
        repl,
        tensor,
        &sizes,
    )?];
    steps.extend(all_to_all_then_permute(&sliced, to, mesh, tensor)?);
    Some(plan_of(from, to, mesh, tensor, steps))
}

/// XLA's `PatternMatchPartiallyReplicateDim`: when the target is replicated
/// over as many devices as the first sharded source dimension's shards times
/// the source's replication, that dimension is all-gathered, then one
/// all-to-all (and a permute for the device order) reaches the target. `None`
/// when the pattern does not apply or the gather alone reaches the target.
pub(super) fn replicate_dim_plan(
    from: &TensorSharding,
    to: &TensorSharding,
    mesh: &Mesh,
    tensor: &Tensor,
) -> Option<reshard::ReshardPlan> {
    if !simple(from, to) {
        return None;
    }
    let target_repl = size(&replicated_axes(to, mesh), mesh)?;
    if target_repl <= 1 {
        return None;
    }
    let source_repl = size(&replicated_axes(from, mesh), mesh)?;
    let dim = (0..from.dims.len()).find(|&d| {
        let shards = size(&from.dims[d].axes, mesh).unwrap_or(1);
        shards != 1 && shards * source_repl == target_repl
    })?;
    let mut gathered = from.clone();
    let axes = std::mem::take(&mut gathered.dims[dim].axes);
    if gathered
        .dims
        .iter()
        .zip(&to.dims)
        .all(|(x, y)| x.axes == y.axes)
    {
        return None;
    }
    let sizes = AxisSizes::of(mesh);
    let group = size(&axes, mesh)?;
    let mut per_dim = vec![Vec::new(); from.dims.len()];
    per_dim[dim] = axes;
    let mut steps = vec![step(
        Collective::AllGather { axes: per_dim },
        from,
        gathered.clone(),
        group,
        tensor,
        &sizes,
    )?];
    steps.extend(all_to_all_then_permute(&gathered, to, mesh, tensor)?);
    Some(plan_of(from, to, mesh, tensor, steps))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::reshard::CollectiveKind;
    use crate::sharding::model::{DimSharding, MeshAxis};

    fn mesh() -> Mesh {
        Mesh::new(vec![MeshAxis::new("data", 2), MeshAxis::new("model", 4)])
    }

    fn on(dims: &[&[&str]]) -> TensorSharding {
        TensorSharding::new(
            "mesh",
            dims.iter()
                .map(|axes| DimSharding {
                    axes: axes.iter().map(|a| AxisRef::full(*a)).collect(),
                    ..Default::default()
                })
                .collect(),
        )
    }

    fn tensor() -> Tensor {
        Tensor {
            value: 0,
            shape: vec![64, 64],
            element_bytes: 4,
            sharding: None,
        }
    }

    fn kinds(plan: &reshard::ReshardPlan) -> Vec<CollectiveKind> {
        plan.steps.iter().map(|s| s.kind()).collect()
    }

    #[test]
    fn partial_to_tiled_slices_moves_then_permutes() {
        // [{data}, {}] to [{}, {data, model}]: "model" sliced onto the
        // columns, "data" moved there by an all-to-all (minor), then a
        // permute puts "data" major.
        let (from, to) = (on(&[&["data"], &[]]), on(&[&[], &["data", "model"]]));
        let plan = partial_to_tiled_plan(&from, &to, &mesh(), &tensor()).expect("a plan");
        assert_eq!(
            kinds(&plan),
            [
                CollectiveKind::AllSlice,
                CollectiveKind::AllToAll,
                CollectiveKind::CollectivePermute
            ]
        );
        assert_eq!(plan.steps[1].sharding, on(&[&[], &["model", "data"]]));
        assert_eq!(plan.steps[1].bytes_per_device, 32 * 16 * 4);
        assert_eq!(plan.steps[2].bytes_per_device, 64 * 8 * 4);
        assert_eq!(plan.final_sharding(), &to);
        // The all-to-all already leaves "data" minor: no permute.
        let minor = on(&[&[], &["model", "data"]]);
        let plan = partial_to_tiled_plan(&from, &minor, &mesh(), &tensor()).expect("a plan");
        assert_eq!(
            kinds(&plan),
            [CollectiveKind::AllSlice, CollectiveKind::AllToAll]
        );
    }

    #[test]
    fn partial_to_tiled_leaves_slices_and_partial_targets() {
        let from = on(&[&["data"], &[]]);
        // A slice alone reaches the target.
        assert!(
            partial_to_tiled_plan(&from, &on(&[&["data"], &["model"]]), &mesh(), &tensor())
                .is_none()
        );
        // The target is itself partially replicated.
        assert!(partial_to_tiled_plan(&from, &on(&[&[], &["data"]]), &mesh(), &tensor()).is_none());
        // A replicated source is sliced.
        assert!(partial_to_tiled_plan(
            &on(&[&[], &[]]),
            &on(&[&["model"], &["data"]]),
            &mesh(),
            &tensor()
        )
        .is_none());
    }

    #[test]
    fn replicate_dim_gathers_then_moves() {
        // [{data}, {model}] to [{model}, {}]: the target is replicated over
        // "data", as many devices as the rows' shards: they are gathered,
        // then "model" moves to the rows.
        let (from, to) = (on(&[&["data"], &["model"]]), on(&[&["model"], &[]]));
        let plan = replicate_dim_plan(&from, &to, &mesh(), &tensor()).expect("a plan");
        assert_eq!(
            kinds(&plan),
            [CollectiveKind::AllGather, CollectiveKind::AllToAll]
        );
        assert_eq!(plan.steps[0].bytes_per_device, 64 * 16 * 4);
        assert_eq!(plan.steps[1].bytes_per_device, 64 * 16 * 4);
        assert_eq!(plan.total_bytes_per_device, 8192);
        assert_eq!(plan.final_sharding(), &to);
    }

    #[test]
    fn replicate_dim_leaves_plain_gathers() {
        let from = on(&[&["data"], &["model"]]);
        // Gathering the columns alone reaches the target.
        assert!(replicate_dim_plan(&from, &on(&[&["data"], &[]]), &mesh(), &tensor()).is_none());
        // A fully tiled target: nothing replicated to match.
        assert!(
            replicate_dim_plan(&from, &on(&[&["model"], &["data"]]), &mesh(), &tensor()).is_none()
        );
    }
}
