//! Input checks for [`super::plan`], and the target the plan must end with.
//!
//! The order follows Shardy's `ReshardPattern`: ranks first; a target without sharded dims
//! becomes "replicated on the input's mesh" (so no mesh change is needed); otherwise the two
//! meshes must have the same axes (Shardy: "Incompatible meshes").

use std::collections::HashSet;

use super::axes::{self, AxisSizes};
use super::PlanError;
use crate::sharding::model::{is_iota, AxisRef, DimSharding, Mesh, TensorSharding};

/// What the planner works towards.
pub(super) struct Checked {
    /// The sharding the plan ends with: `to` with closed dims and no replicated list, or, when
    /// `to` shards no dimension, replicated dims on the input's mesh.
    pub target: TensorSharding,
    /// Neither side shards a dimension: only unreduced axes may need work.
    pub redundant: bool,
}

pub(super) fn check(
    from: &TensorSharding,
    from_mesh: &Mesh,
    to: &TensorSharding,
    to_mesh: &Mesh,
    shape: &[i64],
    element_bytes: i64,
) -> Result<Checked, PlanError> {
    if from.rank() != to.rank() || from.rank() != shape.len() {
        return Err(PlanError::RankMismatch {
            from: from.rank(),
            to: to.rank(),
            shape: shape.len(),
        });
    }
    if from_mesh.is_maximal() || to_mesh.is_maximal() {
        return Err(PlanError::MaximalMesh);
    }
    if let Some((d, size)) = shape.iter().enumerate().find(|(_, s)| **s < 0) {
        return Err(PlanError::BadShape(format!(
            "dimension {d} has size {size}; a static, non-negative size is needed"
        )));
    }
    if element_bytes < 0 {
        return Err(PlanError::BadElementSize(element_bytes));
    }
    for sharding in [from, to] {
        if !sharding.halo_sizes.is_empty() || !sharding.sharded_dims_offsets.is_empty() {
            return Err(PlanError::Unsupported(
                "with halo_sizes or sharded_dims_offsets, only a change of halo sizes alone has an equivalent (shard.update_halo)".into(),
            ));
        }
    }
    check_mesh(from_mesh)?;
    check_mesh(to_mesh)?;
    let from_sizes = AxisSizes::of(from_mesh);
    check_sharding(from, from_mesh, &from_sizes)?;
    check_sharding(to, to_mesh, &AxisSizes::of(to_mesh))?;

    let from_sharded = from.dims.iter().any(|d| !d.axes.is_empty());
    let to_sharded = to.dims.iter().any(|d| !d.axes.is_empty());
    if to_sharded {
        check_same_axes(from, from_mesh, to, to_mesh)?;
    }
    // Names are only compared with the input's mesh when the target keeps it.
    let unreduced_sizes = if to_sharded {
        AxisSizes::of(to_mesh)
    } else {
        from_sizes.clone()
    };
    if !to_sharded {
        for axis in &to.unreduced {
            if from_mesh.axis(&axis.name).is_none() {
                return Err(PlanError::UnknownAxis(axis.to_string()));
            }
        }
    }
    let introduced = axes::set_diff(&unreduced_sizes, &to.unreduced, &from.unreduced);
    if !introduced.is_empty() {
        return Err(PlanError::IntroducesUnreduced(introduced));
    }
    if !to.unreduced.is_empty() && from.reduction != to.reduction {
        return Err(PlanError::ReductionChange {
            from: from.reduction,
            to: to.reduction,
        });
    }

    let target = if to_sharded {
        closed(to, to.dims.iter().map(|d| d.axes.clone()).collect())
    } else {
        let mut t = closed(from, vec![Vec::new(); from.rank()]);
        t.unreduced = to.unreduced.clone();
        t.reduction = to.reduction;
        t
    };
    Ok(Checked {
        target,
        redundant: !from_sharded && !to_sharded,
    })
}

/// `sharding`'s mesh and unreduced axes with the given closed dims and nothing else, the form
/// of every intermediate sharding (Shardy's `TensorShardingAttr::getClosed`).
pub(super) fn closed(sharding: &TensorSharding, dims: Vec<Vec<AxisRef>>) -> TensorSharding {
    let mut out = TensorSharding::on_mesh(
        sharding.mesh.clone(),
        dims.into_iter().map(DimSharding::closed).collect(),
    );
    out.unreduced = sharding.unreduced.clone();
    out.reduction = sharding.reduction;
    out
}

fn check_mesh(mesh: &Mesh) -> Result<(), PlanError> {
    for axis in &mesh.axes {
        match axis.size {
            None => {
                return Err(PlanError::InvalidMesh(format!(
                    "axis \"{}\" has a dynamic size",
                    axis.name
                )))
            }
            Some(size) if size < 1 => {
                return Err(PlanError::InvalidMesh(format!(
                    "axis \"{}\" has size {size}",
                    axis.name
                )))
            }
            Some(_) => {}
        }
    }
    let mut seen = HashSet::new();
    if let Some(axis) = mesh.axes.iter().find(|a| !seen.insert(a.name.as_str())) {
        return Err(PlanError::InvalidMesh(format!(
            "axis \"{}\" is declared twice",
            axis.name
        )));
    }
    if mesh.device_count().is_none() {
        return Err(PlanError::InvalidMesh(
            "the product of the axis sizes overflows".into(),
        ));
    }
    Ok(())
}

/// Every axis is known, every sub-axis valid, and no two references overlap.
fn check_sharding(
    sharding: &TensorSharding,
    mesh: &Mesh,
    sizes: &AxisSizes,
) -> Result<(), PlanError> {
    let mut seen: Vec<&AxisRef> = Vec::new();
    for axis in sharding.axis_refs() {
        if mesh.axis(&axis.name).is_none() {
            return Err(PlanError::UnknownAxis(axis.to_string()));
        }
        if !sizes.is_valid_sub_axis(axis) {
            return Err(PlanError::InvalidSubAxis(axis.to_string()));
        }
        if let Some(other) = seen.iter().find(|o| o.overlaps(axis)) {
            return Err(PlanError::OverlappingAxes(format!(
                "{other} and {axis} in one sharding"
            )));
        }
        seen.push(axis);
    }
    Ok(())
}

/// Shardy's `isEquivalentOnMesh`: the same mesh name, or meshes with the same axes.
fn check_same_axes(
    from: &TensorSharding,
    from_mesh: &Mesh,
    to: &TensorSharding,
    to_mesh: &Mesh,
) -> Result<(), PlanError> {
    if from.mesh == to.mesh && from_mesh == to_mesh {
        return Ok(());
    }
    if from_mesh.axes != to_mesh.axes {
        return Err(PlanError::IncompatibleMeshes(
            "the input and target meshes have different axes; only the device order may differ"
                .into(),
        ));
    }
    if from.mesh == to.mesh {
        return Err(PlanError::IncompatibleMeshes(
            "one mesh name resolves to two different meshes".into(),
        ));
    }
    if device_order(from_mesh) == device_order(to_mesh) {
        return Err(PlanError::IncompatibleMeshes(
            "the meshes have the same device order under different names; no collective \
             can change only the mesh name (result mesh name is different but same device \
             ids as operand)"
                .into(),
        ));
    }
    Ok(())
}

/// The explicit device ids, or `None` for the default order.
fn device_order(mesh: &Mesh) -> Option<&[i64]> {
    mesh.device_ids
        .as_deref()
        .filter(|ids| !ids.is_empty() && !is_iota(ids))
}
