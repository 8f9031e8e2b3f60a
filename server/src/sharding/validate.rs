//! Validity checks on meshes and shardings, with the reference tools' exact messages.
//!
//! * [`validate_mesh`] and [`validate_sharding`] follow Shardy's verifiers (`sdy-syntax.md`
//!   §1 and §4) rule by rule and in the same order. Like Shardy they stop at the first error,
//!   because Shardy emits one error per attribute and its tests expect exactly that one.
//!   Warnings (uneven splits, which Shardy and XLA pad) are added after the errors.
//! * [`validate_grid`] and [`validate_mesh_family_sharding`] follow the MLIR `shard` / `mesh`
//!   dialect verifiers (`mesh-shard-dialect.md` §1.4) with the wording of the era the text
//!   was written in (`grid` in 2025, `mesh` before).
//!
//! Every record has a stable code; ranges come from the spans the parsers return.

use std::collections::{HashMap, HashSet};
use std::ops::Range;

use super::diag::{Diagnostic, Severity};
use super::mesh_family::{Grid, MeshFamilySharding};
use super::mlir_text;
use super::model::{is_iota, AxisRef, Mesh, MeshSpans, Notation, ShardingSpans, TensorSharding};

/// Options for [`validate_sharding`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SdyCheckOptions {
    /// Report non-divisible dimensions as errors (`dim 0 with size 7 is not divisible by its
    /// sharded size 2`), as Shardy's MPMD dialect does. Otherwise they are padding warnings.
    pub check_divisibility: bool,
    /// Axes already made manual by enclosing `sdy.manual_computation` ops.
    pub bound_manual_axes: Vec<String>,
}

// ------------------------------------------------------------------------------------------
// Shardy meshes
// ------------------------------------------------------------------------------------------

/// Checks a mesh with Shardy's rules (`MeshAxisAttr::verify`, `MeshAttr::verify`).
pub fn validate_mesh(mesh: &Mesh, spans: Option<&MeshSpans>) -> Vec<Diagnostic> {
    let axis_range = |i: usize| spans.and_then(|s| s.axes.get(i).cloned());
    let ids_range =
        || spans.and_then(|s| Some(s.device_ids.first()?.start..s.device_ids.last()?.end));

    // Axis sizes are checked while parsing each axis, so every bad axis is reported.
    let bad_sizes: Vec<Diagnostic> = mesh
        .axes
        .iter()
        .enumerate()
        .filter_map(|(i, axis)| match axis.size {
            Some(size) if size < 1 => Some(
                Diagnostic::error(
                    "mesh/axis-size",
                    format!("axis size must be at least 1, got: {size}"),
                )
                .at(axis_range(i)),
            ),
            _ => None,
        })
        .collect();
    if !bad_sizes.is_empty() {
        return bad_sizes;
    }

    let ids = mesh.device_ids.as_deref().unwrap_or_default();
    if let Some((i, id)) = ids.iter().enumerate().find(|(_, id)| **id < 0) {
        let range = spans.and_then(|s| s.device_ids.get(i).cloned());
        return vec![Diagnostic::error(
            "mesh/negative-device-id",
            format!("device id must be non-negative, got: {id}"),
        )
        .at(range)];
    }
    if mesh.axes.is_empty() {
        if ids.len() > 1 {
            return vec![Diagnostic::error(
                "mesh/maximal-device-ids",
                "axes is empty and device_ids has more than one element",
            )
            .at(ids_range())];
        }
        return Vec::new();
    }
    let mut names = HashSet::new();
    for (i, axis) in mesh.axes.iter().enumerate() {
        if !names.insert(axis.name.as_str()) {
            return vec![Diagnostic::error(
                "mesh/duplicate-axis-name",
                format!("duplicate axis name: {}", mlir_text::quote(&axis.name)),
            )
            .at(axis_range(i))];
        }
    }
    if mesh.device_ids.is_none() {
        return Vec::new();
    }
    if let Some(product) = mesh.device_count() {
        if usize::try_from(product).ok() != Some(ids.len()) {
            return vec![Diagnostic::error(
                "mesh/device-count",
                format!("total product of axis sizes must match total number of device ids, got: {product} != {}", ids.len()),
            )
            .at(ids_range())];
        }
    }
    let mut sorted = ids.to_vec();
    sorted.sort_unstable();
    if !is_iota(&sorted) {
        let list: Vec<String> = sorted.iter().map(i64::to_string).collect();
        return vec![Diagnostic::error(
            "mesh/device-ids-not-iota",
            format!(
                "sorted device ids must be iota(product(axes)), got: {}",
                list.join(", ")
            ),
        )
        .at(ids_range())];
    }
    Vec::new()
}

// ------------------------------------------------------------------------------------------
// Shardy shardings
// ------------------------------------------------------------------------------------------

/// The span of axis `i` of dim `d`.
fn dim_axis_range(spans: Option<&ShardingSpans>, d: usize, i: usize) -> Option<Range<usize>> {
    spans?.dim_axes.get(d)?.get(i).cloned()
}

/// The two axis lists after the dims, which share their rules.
#[derive(Clone, Copy)]
enum AxisList {
    Replicated,
    Unreduced,
}

impl AxisList {
    fn name(self) -> &'static str {
        match self {
            AxisList::Replicated => "replicated",
            AxisList::Unreduced => "unreduced",
        }
    }

    fn unordered_code(self) -> &'static str {
        match self {
            AxisList::Replicated => "sharding/unordered-replicated",
            AxisList::Unreduced => "sharding/unordered-unreduced",
        }
    }

    fn axes(self, sharding: &TensorSharding) -> &[AxisRef] {
        match self {
            AxisList::Replicated => &sharding.replicated,
            AxisList::Unreduced => &sharding.unreduced,
        }
    }

    fn spans(self, spans: &ShardingSpans) -> &[Range<usize>] {
        match self {
            AxisList::Replicated => &spans.replicated,
            AxisList::Unreduced => &spans.unreduced,
        }
    }
}

/// Checks a sharding with Shardy's `verifyTensorShardingAttr`.
///
/// `mesh` is the resolved mesh for a symbol reference (`None` when the symbol is unknown; an
/// inline mesh is used directly). `shape` is the tensor's dims (`None` = dynamic), or `None`
/// when the type is unknown, which skips the rank and divisibility checks.
pub fn validate_sharding(
    sharding: &TensorSharding,
    mesh: Option<&Mesh>,
    shape: Option<&[Option<i64>]>,
    options: &SdyCheckOptions,
    spans: Option<&ShardingSpans>,
) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    if let Err(error) = check_sharding(sharding, mesh, shape, options, spans) {
        out.push(error);
        return out;
    }
    if let (Some(mesh), Some(shape)) = (sharding.resolve_mesh(|_| mesh), shape) {
        if !options.check_divisibility && !mesh.is_maximal() {
            out.extend(uneven_split_warnings(sharding, mesh, shape, spans));
        }
    }
    out
}

/// Shardy's "op result shardings don't match number of values" rule for per-value lists.
pub fn validate_value_count(shardings: usize, values: usize) -> Option<Diagnostic> {
    (shardings != values).then(|| {
        Diagnostic::error(
            "sharding/value-count",
            format!(
                "shardings don't match number of values: {shardings} shardings vs {values} values"
            ),
        )
    })
}

fn check_sharding(
    sharding: &TensorSharding,
    mesh: Option<&Mesh>,
    shape: Option<&[Option<i64>]>,
    options: &SdyCheckOptions,
    spans: Option<&ShardingSpans>,
) -> Result<(), Diagnostic> {
    let whole = spans.map(|s| s.whole.clone());
    let Some(mesh) = sharding.resolve_mesh(|_| mesh) else {
        let name = sharding.mesh_name().unwrap_or_default();
        return Err(Diagnostic::error(
            "sharding/unknown-mesh",
            format!("unknown mesh: {}", mlir_text::symbol_ref(name)),
        )
        .at(spans.map(|s| s.mesh.clone())));
    };
    if mesh.is_maximal() {
        if sharding.rank() != 0 || !sharding.replicated.is_empty() || !sharding.unreduced.is_empty()
        {
            return Err(Diagnostic::error(
                "sharding/maximal-rank",
                "a maximal sharding can only have a sharding with rank 0 and no replicated or unreduced axes.",
            )
            .at(whole));
        }
        return Ok(());
    }
    if let Some(shape) = shape {
        if sharding.rank() != shape.len() {
            return Err(Diagnostic::error(
                "sharding/rank-mismatch",
                format!(
                    "sharding doesn't match tensor rank: {} != {}",
                    sharding.rank(),
                    shape.len()
                ),
            )
            .at(whole));
        }
    }

    let mut seen = AxisTracker::default();
    for (d, dim) in sharding.dims.iter().enumerate() {
        let dim_range = spans.and_then(|s| s.dims.get(d).cloned());
        if dim.priority.is_some_and(|p| p < 0) {
            return Err(Diagnostic::error(
                "sharding/negative-priority",
                format!("dim {d} has a negative priority"),
            )
            .at(dim_range));
        }
        if dim.axes.is_empty() && !dim.is_open && dim.priority.is_some() {
            return Err(Diagnostic::error(
                "sharding/empty-closed-priority",
                format!("dim {d} is empty and closed but has a priority"),
            )
            .at(dim_range));
        }
        seen.check_list(&dim.axes, mesh, |i| dim_axis_range(spans, d, i))?;
        if options.check_divisibility {
            if let (Some(Some(size)), Some(shards)) =
                (shape.and_then(|s| s.get(d)), dim.shard_count(mesh))
            {
                if shards > 0 && size % shards != 0 {
                    return Err(Diagnostic::error(
                        "sharding/not-divisible",
                        format!("dim {d} with size {size} is not divisible by its sharded size {shards}"),
                    )
                    .at(dim_range));
                }
            }
        }
        check_manual_binding(&dim.axes, options, |i| dim_axis_range(spans, d, i))?;
    }
    for list in [AxisList::Replicated, AxisList::Unreduced] {
        let axes = list.axes(sharding);
        let range = |i: usize| spans.and_then(|s| list.spans(s).get(i).cloned());
        seen.check_list(axes, mesh, range)?;
        if !axes.is_sorted_by(|a, b| mesh.compare_axis_refs(a, b).is_le()) {
            let whole_list = spans.and_then(|s| {
                let list = list.spans(s);
                Some(list.first()?.start..list.last()?.end)
            });
            return Err(Diagnostic::error(
                list.unordered_code(),
                format!("{} axes are not ordered w.r.t. mesh", list.name()),
            )
            .at(whole_list));
        }
        check_manual_binding(axes, options, range)?;
    }
    seen.check_sub_axes(mesh, whole)
}

/// Shardy's `verifyAxisRefList` state: every axis ref seen so far, by exact value, and the
/// sub-axes used per axis name.
#[derive(Default)]
struct AxisTracker {
    seen: HashSet<AxisRef>,
    sub_axes: HashMap<String, Vec<AxisRef>>,
}

impl AxisTracker {
    fn check_list(
        &mut self,
        axes: &[AxisRef],
        mesh: &Mesh,
        range: impl Fn(usize) -> Option<Range<usize>>,
    ) -> Result<(), Diagnostic> {
        let mut previous: Option<&AxisRef> = None;
        for (i, axis) in axes.iter().enumerate() {
            // Shardy reports a mergeable pair before looking at the second axis on its own
            // (`"a":(2)2, "a":(4)4` on an axis of 8 is a merge error, not a size error).
            if let Some(prev) = previous {
                if prev.can_merge_with(axis) {
                    return Err(Diagnostic::error(
                        "sharding/mergeable-sub-axes",
                        format!("two consecutive sub-axes can be merged: {prev}, {axis}"),
                    )
                    .at(range(i)));
                }
            }
            check_axis_ref(axis, mesh).map_err(|d| d.at(range(i)))?;
            if !self.seen.insert(axis.clone()) {
                return Err(Diagnostic::error(
                    "sharding/duplicate-axis",
                    format!("duplicate axis ref: {axis}"),
                )
                .at(range(i)));
            }
            if axis.sub_axis.is_some() {
                self.sub_axes
                    .entry(axis.name.to_string())
                    .or_default()
                    .push(axis.clone());
            }
            previous = Some(axis);
        }
        Ok(())
    }

    /// Full axis and sub-axis of it used together; overlapping sub-axes of one axis.
    fn check_sub_axes(&self, mesh: &Mesh, range: Option<Range<usize>>) -> Result<(), Diagnostic> {
        for axis in &mesh.axes {
            let Some(subs) = self.sub_axes.get(&axis.name) else {
                continue;
            };
            if self.seen.contains(&AxisRef::full(axis.name.clone())) {
                return Err(Diagnostic::error(
                    "sharding/sub-and-full-axis",
                    format!(
                        "both sub-axis and full-axis are used for axis name: {}",
                        mlir_text::quote(&axis.name)
                    ),
                )
                .at(range));
            }
            let mut sorted = subs.clone();
            sorted.sort_by(|a, b| mesh.compare_axis_refs(a, b));
            for pair in sorted.windows(2) {
                if pair[0].overlaps(&pair[1]) {
                    return Err(Diagnostic::error(
                        "sharding/overlapping-sub-axes",
                        format!("overlapping sub-axes: {}, {}", pair[0], pair[1]),
                    )
                    .at(range));
                }
            }
        }
        Ok(())
    }
}

/// Shardy's `verifyAxisRef`: the axis exists and the sub-axis fits in it.
fn check_axis_ref(axis: &AxisRef, mesh: &Mesh) -> Result<(), Diagnostic> {
    let Some(mesh_axis) = mesh.axis(&axis.name) else {
        return Err(Diagnostic::error(
            "sharding/unknown-axis",
            format!("unknown axis name: {}", mlir_text::quote(&axis.name)),
        ));
    };
    let Some(sub) = axis.sub_axis else {
        return Ok(());
    };
    if sub.pre_size < 1 {
        return Err(Diagnostic::error(
            "sharding/sub-axis-pre-size",
            format!("sub-axis pre-size must be at least 1: {axis}"),
        ));
    }
    if sub.size <= 1 {
        return Err(Diagnostic::error(
            "sharding/sub-axis-size",
            format!("sub-axis sizes must be greater than 1: {axis}"),
        ));
    }
    let Some(full) = mesh_axis.size else {
        return Ok(());
    };
    // Widened: pre_size * size may not fit in an i64.
    let next_pre_size = i128::from(sub.pre_size) * i128::from(sub.size);
    if full < 1 || i128::from(full) % next_pre_size != 0 {
        return Err(Diagnostic::error(
            "sharding/sub-axis-divisibility",
            format!("sub-axis next pre-size {next_pre_size} doesn't divide the size of the full axis {full}: {axis}"),
        ));
    }
    if sub.size == full {
        return Err(Diagnostic::error(
            "sharding/sub-axis-full-size",
            format!("sub-axis size is equal to the full axis size: {axis}"),
        ));
    }
    Ok(())
}

fn check_manual_binding(
    axes: &[AxisRef],
    options: &SdyCheckOptions,
    range: impl Fn(usize) -> Option<Range<usize>>,
) -> Result<(), Diagnostic> {
    match axes
        .iter()
        .position(|a| options.bound_manual_axes.iter().any(|n| *n == a.name))
    {
        Some(i) => Err(Diagnostic::error(
            "sharding/bound-manual-axis",
            format!(
                "operates on axis {} which is already bound by a parent sdy.manual_computation op",
                mlir_text::quote(&axes[i].name)
            ),
        )
        .at(range(i))),
        None => Ok(()),
    }
}

/// Non-divisible static dims: XLA and Shardy pad them, so this is a warning.
fn uneven_split_warnings(
    sharding: &TensorSharding,
    mesh: &Mesh,
    shape: &[Option<i64>],
    spans: Option<&ShardingSpans>,
) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    for (d, (dim, size)) in sharding.dims.iter().zip(shape).enumerate() {
        let (Some(size), Some(shards)) = (size, dim.shard_count(mesh)) else {
            continue;
        };
        if shards > 1 && size % shards != 0 {
            let tile = size / shards + 1;
            out.push(
                Diagnostic::warning(
                    "sharding/uneven-split",
                    format!(
                        "dim {d} with size {size} is not divisible by its sharded size {shards}; each shard holds up to {tile} elements and the last ones are padded"
                    ),
                )
                .at(spans.and_then(|s| s.dims.get(d).cloned())),
            );
        }
    }
    out
}

// ------------------------------------------------------------------------------------------
// MLIR shard / mesh dialect grids and shardings
// ------------------------------------------------------------------------------------------

/// Checks a grid declaration (`shard.grid`, `mesh.mesh`, `mesh.cluster`).
pub fn validate_grid(grid: &Grid) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    match grid.era {
        Notation::MeshProposal => {
            let rank = grid.rank.unwrap_or(0);
            if rank <= 0 {
                out.push(Diagnostic::error(
                    "mesh/rank",
                    "rank of cluster is expected to be a positive integer",
                ));
            } else if usize::try_from(rank).is_ok_and(|r| grid.shape.len() > r) {
                out.push(Diagnostic::error(
                    "mesh/dim-sizes-rank",
                    "rank of dim_sizes is not expected to be larger than rank of cluster",
                ));
            }
            if grid.shape.iter().any(|s| s.is_some_and(|v| v < 0)) {
                out.push(Diagnostic::error(
                    "mesh/axis-size",
                    "dimension size of a mesh cluster is expected to be non-negative",
                ));
            }
        }
        era => {
            let noun = super::mesh_family::grid_noun(era);
            if grid.shape.is_empty() {
                out.push(Diagnostic::error(
                    "mesh/rank",
                    format!("rank of {noun} is expected to be a positive integer"),
                ));
            }
            if grid.shape.iter().any(|s| s.is_some_and(|v| v < 0)) {
                out.push(Diagnostic::error(
                    "mesh/axis-size",
                    format!("dimension size of a {noun} is expected to be non-negative or dynamic"),
                ));
            }
        }
    }
    out
}

/// Checks a mesh-family sharding. `grid` is the resolved grid (`None` when the symbol is not
/// defined); `shape` the annotated tensor's dims, when known.
pub fn validate_mesh_family_sharding(
    s: &MeshFamilySharding,
    grid: Option<&Grid>,
    shape: Option<&[Option<i64>]>,
    spans: Option<&ShardingSpans>,
) -> Vec<Diagnostic> {
    let noun = s.grid_noun();
    let whole = spans.map(|sp| sp.whole.clone());
    let item_range = |d: usize, i: usize| spans.and_then(|sp| sp.dim_axes.get(d)?.get(i).cloned());
    let partial_range = |i: usize| spans.and_then(|sp| sp.unreduced.get(i).cloned());

    // Op verifier: axis indices, duplicates, halo/offset shape. Stops at the first error.
    let mut visited = HashSet::new();
    let all_axes = s
        .split_axes
        .iter()
        .enumerate()
        .flat_map(|(d, axes)| axes.iter().enumerate().map(move |(i, a)| (*a, (d, i))))
        .map(|(a, (d, i))| (a, item_range(d, i)))
        .chain(s.partial.iter().flat_map(|p| {
            p.axes
                .iter()
                .enumerate()
                .map(|(i, a)| (*a, partial_range(i)))
        }));
    for (axis, range) in all_axes {
        if axis < 0 {
            return vec![Diagnostic::error(
                "sharding/negative-axis",
                format!("{noun} axis is expected to be non-negative"),
            )
            .at(range)];
        }
        if !visited.insert(axis) {
            return vec![Diagnostic::error(
                "sharding/duplicate-axis",
                format!("{noun} axis duplicated"),
            )
            .at(range)];
        }
    }
    if !s.halo_sizes.is_empty() && !s.sharded_dims_offsets.is_empty() {
        return vec![Diagnostic::error(
            "sharding/halo-and-offsets",
            "halo sizes and shard offsets are mutually exclusive",
        )
        .at(whole)];
    }
    let split_dims = s.split_axes.iter().filter(|a| !a.is_empty()).count();
    if !s.halo_sizes.is_empty() && s.halo_sizes.len() != 2 * split_dims {
        return vec![Diagnostic::error(
            "sharding/halo-count",
            "halo sizes must be specified for all split axes.",
        )
        .at(spans.and_then(|sp| sp.halo_sizes.clone()))];
    }

    // Symbol uses: the grid exists and the axes are in range.
    let Some(grid) = grid else {
        let name = s.grid.as_deref().unwrap_or_default();
        return vec![Diagnostic::error(
            "sharding/unknown-mesh",
            format!("Undefined required {noun} symbol \"{name}\"."),
        )
        .at(spans.map(|sp| sp.mesh.clone()))];
    };
    let rank = grid.rank();
    let name = s.grid.as_deref().unwrap_or_default();
    let mut out = Vec::new();
    for (axis, range) in s
        .split_axes
        .iter()
        .enumerate()
        .flat_map(|(d, axes)| axes.iter().enumerate().map(move |(i, a)| (*a, d, i)))
        .map(|(a, d, i)| (a, item_range(d, i)))
        .chain(s.partial.iter().flat_map(|p| {
            p.axes
                .iter()
                .enumerate()
                .map(|(i, a)| (*a, partial_range(i)))
        }))
    {
        if usize::try_from(axis).is_ok_and(|a| a >= rank) {
            let message = format!("0-based {noun} axis index {axis} is out of bounds. The referenced {noun} \"{name}\" is of rank {rank}.");
            if s.era == Notation::MeshProposal {
                return vec![Diagnostic::error("sharding/axis-out-of-bounds", message).at(range)];
            }
            // LLVM 19–22 do not check sharding axes against the grid's rank: mlir-opt
            // verifies such a sharding and its sharding-propagation carries it on unchanged.
            out.push(
                Diagnostic::warning(
                    "sharding/axis-out-of-bounds",
                    format!("{noun} axis {axis} does not exist: the {noun} \"{name}\" has rank {rank} (axes 0 to {}); mlir-opt accepts and propagates this sharding, but {} cannot partition along a missing axis", rank.saturating_sub(1), partitioner(s.era)),
                )
                .at(range),
            );
        }
    }
    let sizes = grid.axis_sizes();
    let group_size = |axes: &[i64]| -> Option<i64> {
        axes.iter().try_fold(1i64, |acc, a| {
            acc.checked_mul(sizes.get(usize::try_from(*a).ok()?).copied().flatten()?)
        })
    };
    if !s.sharded_dims_offsets.is_empty() {
        if let Some(d) = check_offsets(s, grid, &group_size, spans) {
            return vec![d];
        }
    }

    if let Some(shape) = shape {
        if s.era != Notation::MeshProposal {
            // mlir-opt ignores split_axes entries past the tensor's rank (`[[]]` on a
            // rank-0 tensor is common); only sharded ones are worth a warning.
            for (d, axes) in s.split_axes.iter().enumerate().skip(shape.len()) {
                if !axes.is_empty() {
                    out.push(
                        Diagnostic::warning(
                            "sharding/rank-mismatch",
                            format!(
                                "split_axes entry {d} shards a dimension the tensor does not have (rank {}); mlir-opt ignores it",
                                shape.len()
                            ),
                        )
                        .at(spans.and_then(|sp| sp.dims.get(d).cloned()).or(whole.clone())),
                    );
                }
            }
            out.extend(shard_dialect_extent_checks(s, shape, &group_size, spans));
            return out;
        }
        let allowed = if s.partial.is_none() {
            shape.len() + 1
        } else {
            shape.len()
        };
        if s.split_axes.len() > allowed {
            out.push(
                Diagnostic::error(
                    "sharding/rank-mismatch",
                    format!(
                        "split_axes has {} entries but the tensor has rank {}",
                        s.split_axes.len(),
                        shape.len()
                    ),
                )
                .at(whole),
            );
            return out;
        }
        out.extend(shard_dialect_extent_checks(s, shape, &group_size, spans));
    }
    out
}

/// `sharded_dims_offsets` rules from `ShardingOp::verifySymbolUses`.
fn check_offsets(
    s: &MeshFamilySharding,
    grid: &Grid,
    group_size: &dyn Fn(&[i64]) -> Option<i64>,
    spans: Option<&ShardingSpans>,
) -> Option<Diagnostic> {
    let range = spans.and_then(|sp| sp.sharded_dims_offsets.clone());
    if grid.is_dynamic() {
        let message = match s.era {
            Notation::ShardDialect => {
                "sharded dims offsets are not allowed for device grids with dynamic shape."
            }
            _ => "sharded dims offsets are not allowed for devices meshes with dynamic shape",
        };
        return Some(Diagnostic::error("sharding/offsets-dynamic-grid", message).at(range));
    }
    // `ShardingOp::verifySymbolUses`, element by element: for each split dim,
    // as many offsets as the *sum* of its grid axes' sizes, plus one (LLVM adds
    // the sizes; for one axis that is its shard count), each checked for being
    // there, then for not going down (dynamic entries skipped).
    let _ = group_size;
    let offsets = &s.sharded_dims_offsets;
    let sizes = grid.axis_sizes();
    let mut pos = 0usize;
    for axes in s.split_axes.iter().filter(|a| !a.is_empty()) {
        let shards = axes.iter().try_fold(0usize, |acc, a| {
            let size = sizes.get(usize::try_from(*a).ok()?).copied().flatten()?;
            acc.checked_add(usize::try_from(size).ok()?)
        })?;
        let mut off = 0i64;
        for i in 0..=shards {
            let Some(value) = offsets.get(pos + i) else {
                return Some(
                    Diagnostic::error(
                        "sharding/offsets-size",
                        "sharded dims offsets has wrong size.",
                    )
                    .at(range),
                );
            };
            if let Some(v) = value.as_static() {
                if v < off {
                    return Some(
                        Diagnostic::error(
                            "sharding/offsets-decreasing",
                            "sharded dims offsets must be non-decreasing.",
                        )
                        .at(range),
                    );
                }
                off = v;
            }
        }
        pos += shards + 1;
    }
    None
}

/// The shard dialect asserts even splits unless offsets are given; with offsets, the last
/// offset of each dim must be the dimension size.
fn shard_dialect_extent_checks(
    s: &MeshFamilySharding,
    shape: &[Option<i64>],
    group_size: &dyn Fn(&[i64]) -> Option<i64>,
    spans: Option<&ShardingSpans>,
) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    let mut pos = 0usize;
    for (d, axes) in s.split_axes.iter().enumerate() {
        if axes.is_empty() {
            continue;
        }
        let range = spans.and_then(|sp| sp.dims.get(d).cloned());
        let (Some(shards), Some(Some(size))) = (group_size(axes), shape.get(d)) else {
            continue;
        };
        if !s.sharded_dims_offsets.is_empty() {
            let end = usize::try_from(shards)
                .ok()
                .and_then(|n| pos.checked_add(n));
            if let Some(last) = end
                .and_then(|e| s.sharded_dims_offsets.get(e))
                .and_then(|v| v.as_static())
            {
                if last != *size {
                    out.push(
                        Diagnostic::error(
                            "sharding/offsets-extent",
                            format!("sharded dims offsets of dim {d} end at {last} but the dimension has size {size}"),
                        )
                        .at(spans.and_then(|sp| sp.sharded_dims_offsets.clone())),
                    );
                }
            }
            pos = end.map_or(pos, |e| e + 1);
        } else if shards > 0 && size % shards != 0 {
            out.push(if s.era == Notation::MeshProposal {
                Diagnostic::error(
                    "sharding/uneven-split",
                    format!(
                        "dim {d} with size {size} is not divisible by its {shards} shards; the mesh dialect requires even splits unless sharded_dims_offsets is given"
                    ),
                )
            } else {
                // Not a verifier error in LLVM 19–22: only the partitioner needs even splits.
                Diagnostic::warning(
                    "sharding/uneven-split",
                    format!(
                        "dim {d} with size {size} is not divisible by its {shards} shards; mlir-opt accepts it, but {} cannot partition it without sharded_dims_offsets",
                        partitioner(s.era)
                    ),
                )
            }
            .at(range));
        }
    }
    out
}

/// The pass that partitions a mesh-family module: `shard-partition` since the dialect's
/// rename (LLVM 21), `mesh-spmdization` before.
fn partitioner(era: Notation) -> &'static str {
    match era {
        Notation::ShardDialect => "shard-partition",
        _ => "mesh-spmdization",
    }
}

/// Convenience: the severity-ordered worst finding, if any.
pub fn worst(diagnostics: &[Diagnostic]) -> Option<Severity> {
    diagnostics.iter().map(|d| d.severity).min()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sharding::mesh_family::{self, PartialAxes};
    use crate::sharding::model::{DimSharding, ReductionKind, SizeValue};
    use crate::sharding::sdy;

    fn mesh(text: &str) -> Mesh {
        sdy::parse_mesh(text).unwrap().mesh
    }

    fn messages(mesh_text: &str, sharding: &str, shape: Option<&[Option<i64>]>) -> Vec<String> {
        let m = mesh(mesh_text);
        let parsed = sdy::parse_sharding(sharding).unwrap();
        let known = parsed.sharding.mesh_name() != Some("other_mesh");
        validate_sharding(
            &parsed.sharding,
            known.then_some(&m),
            shape,
            &SdyCheckOptions::default(),
            Some(&parsed.spans),
        )
        .into_iter()
        .map(|d| d.message)
        .collect()
    }

    fn first(mesh_text: &str, sharding: &str) -> String {
        messages(mesh_text, sharding, Some(&[Some(8), Some(8)]))
            .into_iter()
            .next()
            .unwrap_or_default()
    }

    const S8: [Option<i64>; 2] = [Some(8), Some(8)];

    #[test]
    fn mesh_rules_follow_shardy() {
        let check = |text: &str| {
            validate_mesh(&mesh(text), None)
                .into_iter()
                .map(|d| d.message)
                .collect::<Vec<_>>()
        };
        assert_eq!(
            check("<[\"a\"=2, \"b\"=0]>"),
            ["axis size must be at least 1, got: 0"]
        );
        assert_eq!(
            check("<[\"a\"=2, \"b\"=2, \"a\"=4]>"),
            ["duplicate axis name: \"a\""]
        );
        assert_eq!(
            check("<[], device_ids=[-1]>"),
            ["device id must be non-negative, got: -1"]
        );
        assert_eq!(
            check("<[], device_ids=[1, 0]>"),
            ["axes is empty and device_ids has more than one element"]
        );
        assert_eq!(
            check("<[\"a\"=2, \"b\"=2], device_ids=[0, 2, 1, 3, 4, 5]>"),
            ["total product of axis sizes must match total number of device ids, got: 4 != 6"]
        );
        assert_eq!(
            check("<[\"a\"=2], device_ids=[0]>"),
            ["total product of axis sizes must match total number of device ids, got: 2 != 1"]
        );
        assert_eq!(
            check("<[\"a\"=2], device_ids=[1, 1]>"),
            ["sorted device ids must be iota(product(axes)), got: 1, 1"]
        );
        assert_eq!(
            check("<[\"a\"=2], device_ids=[2, 1]>"),
            ["sorted device ids must be iota(product(axes)), got: 1, 2"]
        );
        for ok in [
            "<[]>",
            "<[], device_ids=[3]>",
            "<[\"a\"=2], device_ids=[1, 0]>",
            "<[\"a\"=2, \"b\"=1]>",
        ] {
            assert!(check(ok).is_empty(), "{ok}");
        }
    }

    #[test]
    fn mesh_diagnostics_carry_ranges() {
        let text = "<[\"a\"=2, \"b\"=0, \"c\"=-1]>";
        let parsed = sdy::parse_mesh(text).unwrap();
        let diags = validate_mesh(&parsed.mesh, Some(&parsed.spans));
        assert_eq!(diags.len(), 2);
        assert_eq!(&text[diags[0].range.clone().unwrap()], "\"b\"=0");
        assert_eq!(diags[0].code, "mesh/axis-size");
        let text = "<[\"a\"=2], device_ids=[0, -3]>";
        let parsed = sdy::parse_mesh(text).unwrap();
        assert_eq!(
            &text[validate_mesh(&parsed.mesh, Some(&parsed.spans))[0]
                .range
                .clone()
                .unwrap()],
            "-3"
        );
    }

    #[test]
    fn unknown_mesh_and_axis() {
        assert_eq!(
            first("<[\"a\"=2]>", "<@other_mesh, [{}, {\"a\"}]>"),
            "unknown mesh: @other_mesh"
        );
        assert_eq!(
            first("<[\"a\"=2]>", "<@mesh, [{}, {\"c\"}]>"),
            "unknown axis name: \"c\""
        );
        assert_eq!(
            first(
                "<[\"a\"=2]>",
                "<@mesh, [{}, {\"c\":(2)2}], replicated={\"a\"}>"
            ),
            "unknown axis name: \"c\""
        );
    }

    #[test]
    fn rank_and_priority_rules() {
        assert_eq!(
            messages(
                "<[\"a\"=2, \"b\"=2]>",
                "<@mesh, [{\"a\"}, {}]>",
                Some(&[Some(8)])
            ),
            ["sharding doesn't match tensor rank: 2 != 1"]
        );
        assert_eq!(
            messages("<[\"a\"=2]>", "<@mesh, [{}]>", Some(&[None, None])),
            ["sharding doesn't match tensor rank: 1 != 2"]
        );
        assert_eq!(
            messages("<[\"a\"=2]>", "<@mesh, [{}p1, {}]>", Some(&[None, None])),
            ["dim 0 is empty and closed but has a priority"]
        );
        assert_eq!(
            first("<[\"a\"=2,\"b\"=4]>", "<@mesh, [{\"a\"}, {}p3]>"),
            "dim 1 is empty and closed but has a priority"
        );
        assert!(messages("<[\"a\"=2]>", "<@mesh, [{?}p1, {}]>", Some(&S8)).is_empty());
        let mut s = TensorSharding::new("mesh", vec![DimSharding::on(&["a"]).with_priority(-1)]);
        let m = mesh("<[\"a\"=2]>");
        assert_eq!(
            validate_sharding(&s, Some(&m), None, &SdyCheckOptions::default(), None)[0].message,
            "dim 0 has a negative priority"
        );
        s.dims[0].priority = None;
        assert!(
            validate_sharding(&s, Some(&m), None, &SdyCheckOptions::default(), None).is_empty()
        );
    }

    #[test]
    fn duplicate_axis_refs() {
        let m = "<[\"a\"=2]>";
        for s in [
            "<@mesh, [{}, {\"a\"}], replicated={\"a\"}>",
            "<@mesh, [{}, {\"a\"}], unreduced={\"a\"}>",
            "<@mesh, [{}, {}], replicated={\"a\"}, unreduced={\"a\"}>",
            "<@mesh, [{}, {}], replicated={\"a\", \"a\"}>",
            "<@mesh, [{}, {}], unreduced={\"a\", \"a\"}>",
            "<@mesh, [{}, {\"a\", \"a\"}]>",
            "<@mesh, [{\"a\"}, {\"a\"}]>",
        ] {
            assert_eq!(first(m, s), "duplicate axis ref: \"a\"", "{s}");
        }
        assert_eq!(
            first(
                "<[\"a\"=8, \"b\"=2]>",
                "<@mesh, [{}, {\"a\":(2)2}], replicated={\"a\":(2)2}>"
            ),
            "duplicate axis ref: \"a\":(2)2"
        );
    }

    #[test]
    fn ordering_of_replicated_and_unreduced() {
        let m = "<[\"c\"=2, \"a\"=2, \"b\"=2]>";
        assert_eq!(
            first(m, "<@mesh, [{}, {}], replicated={\"a\", \"b\", \"c\"}>"),
            "replicated axes are not ordered w.r.t. mesh"
        );
        assert_eq!(
            first(m, "<@mesh, [{}, {}], unreduced={\"a\", \"b\", \"c\"}>"),
            "unreduced axes are not ordered w.r.t. mesh"
        );
        assert!(first(m, "<@mesh, [{}, {}], replicated={\"c\", \"a\", \"b\"}>").is_empty());
        let m8 = "<[\"a\"=8, \"b\"=2]>";
        assert_eq!(
            first(
                m8,
                "<@mesh, [{}, {}], replicated={\"a\":(4)2, \"a\":(1)2, \"b\"}>"
            ),
            "replicated axes are not ordered w.r.t. mesh"
        );
        assert_eq!(
            first(
                m8,
                "<@mesh, [{}, {}], unreduced={\"a\":(4)2, \"a\":(1)2, \"b\"}>"
            ),
            "unreduced axes are not ordered w.r.t. mesh"
        );
    }

    #[test]
    fn sub_axis_rules() {
        let m = "<[\"a\"=8, \"b\"=2]>";
        let cases = [
            (
                "<@mesh, [{}, {\"a\"}], replicated={\"a\":(2)2}>",
                "both sub-axis and full-axis are used for axis name: \"a\"",
            ),
            (
                "<@mesh, [{}, {\"a\"}], unreduced={\"a\":(2)2}>",
                "both sub-axis and full-axis are used for axis name: \"a\"",
            ),
            (
                "<@mesh, [{}, {\"a\":(2)2, \"a\":(4)4}]>",
                "two consecutive sub-axes can be merged: \"a\":(2)2, \"a\":(4)4",
            ),
            (
                "<@mesh, [{}, {}], replicated={\"a\":(2)2, \"a\":(4)4}>",
                "two consecutive sub-axes can be merged: \"a\":(2)2, \"a\":(4)4",
            ),
            (
                "<@mesh, [{}, {\"a\":(-1)2}]>",
                "sub-axis pre-size must be at least 1: \"a\":(-1)2",
            ),
            (
                "<@mesh, [{}, {\"a\":(2)1}]>",
                "sub-axis sizes must be greater than 1: \"a\":(2)1",
            ),
            (
                "<@mesh, [{}, {\"a\":(3)2}]>",
                "sub-axis next pre-size 6 doesn't divide the size of the full axis 8: \"a\":(3)2",
            ),
            (
                "<@mesh, [{}, {\"a\":(2)3}]>",
                "sub-axis next pre-size 6 doesn't divide the size of the full axis 8: \"a\":(2)3",
            ),
            (
                "<@mesh, [{}, {\"a\":(4)4}]>",
                "sub-axis next pre-size 16 doesn't divide the size of the full axis 8: \"a\":(4)4",
            ),
            (
                "<@mesh, [{}, {\"a\":(1)8}]>",
                "sub-axis size is equal to the full axis size: \"a\":(1)8",
            ),
        ];
        for (s, expected) in cases {
            assert_eq!(first(m, s), expected, "{s}");
        }
        let m84 = "<[\"a\"=8, \"b\"=4]>";
        assert_eq!(
            first(
                m84,
                "<@mesh, [{\"a\":(2)4}, {\"b\":(2)2}], replicated={\"a\":(1)4}>"
            ),
            "overlapping sub-axes: \"a\":(1)4, \"a\":(2)4"
        );
        assert!(messages(
            m84,
            "<@mesh, [{\"a\":(1)2, \"b\", \"a\":(2)2}, {}]>",
            Some(&[Some(16), Some(8)])
        )
        .is_empty());
        // Huge sizes neither overflow nor panic.
        let huge = format!("<[\"a\"={}]>", i64::MAX);
        assert!(first(
            &huge,
            &format!("<@mesh, [{{\"a\":({})4}}, {{}}]>", i64::MAX)
        )
        .contains("doesn't divide"));
    }

    #[test]
    fn maximal_mesh_rules() {
        let m = "<[], device_ids=[0]>";
        let msg = "a maximal sharding can only have a sharding with rank 0 and no replicated or unreduced axes.";
        for s in [
            "<@mesh, [{}, {}]>",
            "<@mesh, [{}]>",
            "<@mesh, [], replicated={\"a\"}>",
            "<@mesh, [], unreduced={\"a\"}>",
        ] {
            assert_eq!(messages(m, s, None), [msg], "{s}");
        }
        assert!(messages(m, "<@mesh, []>", Some(&[])).is_empty());
    }

    #[test]
    fn manual_axis_binding() {
        let m = mesh("<[\"a\"=2, \"b\"=2]>");
        let s = sdy::parse_sharding("<@mesh, [{\"a\"}, {}]>").unwrap();
        let options = SdyCheckOptions {
            bound_manual_axes: vec!["a".into()],
            ..Default::default()
        };
        let d = validate_sharding(&s.sharding, Some(&m), Some(&S8), &options, Some(&s.spans));
        assert_eq!(
            d[0].message,
            "operates on axis \"a\" which is already bound by a parent sdy.manual_computation op"
        );
        assert_eq!(d[0].code, "sharding/bound-manual-axis");
        let r = sdy::parse_sharding("<@mesh, [{}, {}], replicated={\"a\"}>")
            .unwrap()
            .sharding;
        assert_eq!(
            validate_sharding(&r, Some(&m), Some(&S8), &options, None).len(),
            1
        );
    }

    #[test]
    fn divisibility_is_a_warning_unless_requested() {
        let m = mesh("<[\"x\"=2, \"y\"=3]>");
        let text = "<@mesh, [{\"x\"}, {\"y\"}]>";
        let parsed = sdy::parse_sharding(text).unwrap();
        let shape = [Some(7), Some(9)];
        let d = validate_sharding(
            &parsed.sharding,
            Some(&m),
            Some(&shape),
            &SdyCheckOptions::default(),
            Some(&parsed.spans),
        );
        assert_eq!(d.len(), 1);
        assert_eq!(d[0].severity, Severity::Warning);
        assert_eq!(d[0].code, "sharding/uneven-split");
        assert!(d[0]
            .message
            .starts_with("dim 0 with size 7 is not divisible by its sharded size 2;"));
        assert_eq!(&text[d[0].range.clone().unwrap()], "{\"x\"}");
        assert_eq!(worst(&d), Some(Severity::Warning));
        let strict = SdyCheckOptions {
            check_divisibility: true,
            ..Default::default()
        };
        let d = validate_sharding(&parsed.sharding, Some(&m), Some(&shape), &strict, None);
        assert_eq!(
            d[0].message,
            "dim 0 with size 7 is not divisible by its sharded size 2"
        );
        assert_eq!(d[0].severity, Severity::Error);
        // Dynamic dims are not checked.
        assert!(validate_sharding(
            &parsed.sharding,
            Some(&m),
            Some(&[None, Some(9)]),
            &SdyCheckOptions::default(),
            None
        )
        .is_empty());
    }

    #[test]
    fn diagnostics_point_at_axis_refs() {
        let text = "<@mesh, [{\"a\"}, {\"zz\"}]>";
        let parsed = sdy::parse_sharding(text).unwrap();
        let m = mesh("<[\"a\"=2]>");
        let d = validate_sharding(
            &parsed.sharding,
            Some(&m),
            None,
            &SdyCheckOptions::default(),
            Some(&parsed.spans),
        );
        assert_eq!(&text[d[0].range.clone().unwrap()], "\"zz\"");
        let d = validate_sharding(
            &parsed.sharding,
            None,
            None,
            &SdyCheckOptions::default(),
            Some(&parsed.spans),
        );
        assert_eq!(&text[d[0].range.clone().unwrap()], "@mesh");
    }

    #[test]
    fn value_count_rule() {
        assert_eq!(
            validate_value_count(3, 2).unwrap().message,
            "shardings don't match number of values: 3 shardings vs 2 values"
        );
        assert!(validate_value_count(2, 2).is_none());
    }

    // ---- mesh family ----

    fn grid(text: &str, era: Notation) -> Grid {
        mesh_family::parse_grid(text, era).unwrap().grid
    }

    fn family(
        text: &str,
        era: Notation,
        g: Option<&Grid>,
        shape: Option<&[Option<i64>]>,
    ) -> Vec<String> {
        let parsed = mesh_family::parse_sharding_op(text, era).unwrap();
        validate_mesh_family_sharding(&parsed.sharding, g, shape, Some(&parsed.spans))
            .into_iter()
            .map(|d| d.message)
            .collect()
    }

    #[test]
    fn grid_rules_per_era() {
        let msgs = |g: &Grid| {
            validate_grid(g)
                .into_iter()
                .map(|d| d.message)
                .collect::<Vec<_>>()
        };
        assert_eq!(
            msgs(&grid("(shape = [])", Notation::ShardDialect)),
            ["rank of grid is expected to be a positive integer"]
        );
        assert_eq!(
            msgs(&grid("(shape = [])", Notation::MeshDialect)),
            ["rank of mesh is expected to be a positive integer"]
        );
        assert!(msgs(&grid("(shape = 2x?)", Notation::ShardDialect)).is_empty());
        assert_eq!(
            msgs(&Grid {
                era: Notation::ShardDialect,
                shape: vec![Some(-2)],
                rank: None
            }),
            ["dimension size of a grid is expected to be non-negative or dynamic"]
        );
        assert_eq!(
            msgs(&grid("(rank = 0)", Notation::MeshProposal)),
            ["rank of cluster is expected to be a positive integer"]
        );
        assert_eq!(
            msgs(&grid(
                "(rank = 1, dim_sizes = [2, 4])",
                Notation::MeshProposal
            )),
            ["rank of dim_sizes is not expected to be larger than rank of cluster"]
        );
        assert_eq!(
            msgs(&grid(
                "(rank = 2, dim_sizes = [2, -4])",
                Notation::MeshProposal
            )),
            ["dimension size of a mesh cluster is expected to be non-negative"]
        );
        assert!(msgs(&grid(
            "(rank = 3, dim_sizes = [0, 4])",
            Notation::MeshProposal
        ))
        .is_empty());
    }

    #[test]
    fn sharding_axis_rules_per_era() {
        let g = grid("(shape = 2x4)", Notation::ShardDialect);
        let sd = Notation::ShardDialect;
        assert_eq!(
            family("@grid0 split_axes = [[0], [0]]", sd, Some(&g), None),
            ["grid axis duplicated"]
        );
        assert_eq!(
            family("@grid0 split_axes = [[0, 1, 1]]", sd, Some(&g), None),
            ["grid axis duplicated"]
        );
        assert_eq!(
            family("@grid0 split_axes = [[-1]]", sd, Some(&g), None),
            ["grid axis is expected to be non-negative"]
        );
        assert_eq!(
            family("@grid0 split_axes = [[2]]", sd, Some(&g), None),
            ["grid axis 2 does not exist: the grid \"grid0\" has rank 2 (axes 0 to 1); mlir-opt accepts and propagates this sharding, but shard-partition cannot partition along a missing axis"]
        );
        assert_eq!(
            family("@grid0 split_axes = [[0]]", sd, None, None),
            ["Undefined required grid symbol \"grid0\"."]
        );
        let md = Notation::MeshDialect;
        let mg = grid("(shape = 2x4)", md);
        assert_eq!(
            family(
                "@mesh0 split_axes = [[0]] partial = sum[0]",
                md,
                Some(&mg),
                None
            ),
            ["mesh axis duplicated"]
        );
        assert_eq!(
            family("@mesh0 split_axes = [[0]] partial = sum[3]", md, Some(&mg), None),
            ["mesh axis 3 does not exist: the mesh \"mesh0\" has rank 2 (axes 0 to 1); mlir-opt accepts and propagates this sharding, but mesh-spmdization cannot partition along a missing axis"]
        );
        assert_eq!(
            family("@mesh0 split_axes = [[0]]", md, None, None),
            ["Undefined required mesh symbol \"mesh0\"."]
        );
        assert!(family(
            "@grid0 split_axes = [[0], [1]]",
            sd,
            Some(&g),
            Some(&[Some(4), Some(8)])
        )
        .is_empty());
    }

    #[test]
    fn diagnostics_point_at_grid_axes() {
        let text = "@grid0 split_axes = [[0], [1, 0]]";
        let parsed = mesh_family::parse_sharding_op(text, Notation::ShardDialect).unwrap();
        let d = validate_mesh_family_sharding(&parsed.sharding, None, None, Some(&parsed.spans));
        assert_eq!(d[0].range, Some(30..31));
        let text = "@grid0 split_axes = [[5]]";
        let parsed = mesh_family::parse_sharding_op(text, Notation::ShardDialect).unwrap();
        let g = grid("(shape = 2)", Notation::ShardDialect);
        let d =
            validate_mesh_family_sharding(&parsed.sharding, Some(&g), None, Some(&parsed.spans));
        assert_eq!(&text[d[0].range.clone().unwrap()], "5");
    }

    #[test]
    fn halo_and_offset_rules() {
        let sd = Notation::ShardDialect;
        let g = grid("(shape = 4)", sd);
        assert_eq!(
            family(
                "@g split_axes = [[0]] halo_sizes = [1, 2] sharded_dims_offsets = [0, 1, 2, 3, 4]",
                sd,
                Some(&g),
                None
            ),
            ["halo sizes and shard offsets are mutually exclusive"]
        );
        assert_eq!(
            family("@g split_axes = [[0]] halo_sizes = [1]", sd, Some(&g), None),
            ["halo sizes must be specified for all split axes."]
        );
        assert!(family(
            "@g split_axes = [[0], []] halo_sizes = [1, %c]",
            sd,
            Some(&g),
            None
        )
        .is_empty());
        assert_eq!(
            family(
                "@g split_axes = [[0]] sharded_dims_offsets = [0, 1, 4]",
                sd,
                Some(&g),
                None
            ),
            ["sharded dims offsets has wrong size."]
        );
        // LLVM 22 does not check for offsets past the last split dim's.
        assert!(family(
            "@g split_axes = [[0]] sharded_dims_offsets = [0, 1, 4, 6, 9, 10]",
            sd,
            Some(&g),
            None
        )
        .is_empty());
        // Element by element: a decrease before the list runs out is reported as such.
        assert_eq!(
            family(
                "@g split_axes = [[0]] sharded_dims_offsets = [0, 2, 3, 2]",
                sd,
                Some(&g),
                None
            ),
            ["sharded dims offsets must be non-decreasing."]
        );
        assert_eq!(
            family(
                "@g split_axes = [[0]] sharded_dims_offsets = [0, 4, 1, 6, 9]",
                sd,
                Some(&g),
                None
            ),
            ["sharded dims offsets must be non-decreasing."]
        );
        assert!(family(
            "@g split_axes = [[0]] sharded_dims_offsets = [0, 1, %c, 6, 9]",
            sd,
            Some(&g),
            Some(&[Some(9)])
        )
        .is_empty());
        let dynamic = grid("(shape = ?)", sd);
        assert_eq!(
            family(
                "@g split_axes = [[0]] sharded_dims_offsets = [0, 1]",
                sd,
                Some(&dynamic),
                None
            ),
            ["sharded dims offsets are not allowed for device grids with dynamic shape."]
        );
        let md = Notation::MeshDialect;
        assert_eq!(
            family(
                "@g split_axes = [[0]] sharded_dims_offsets = [0, 1]",
                md,
                Some(&grid("(shape = ?)", md)),
                None
            ),
            ["sharded dims offsets are not allowed for devices meshes with dynamic shape"]
        );
        // tensor<4x14xf32> over 4 devices: shards 4x2, 4x3, 4x4 and 4x5.
        assert!(family(
            "@g split_axes = [[], [0]] sharded_dims_offsets = [0, 2, 5, 9, 14]",
            sd,
            Some(&g),
            Some(&[Some(4), Some(14)])
        )
        .is_empty());
        assert_eq!(
            family(
                "@g split_axes = [[], [0]] sharded_dims_offsets = [0, 2, 5, 9, 12]",
                sd,
                Some(&g),
                Some(&[Some(4), Some(14)])
            ),
            ["sharded dims offsets of dim 1 end at 12 but the dimension has size 14"]
        );
    }

    fn family_diagnostics(
        text: &str,
        era: Notation,
        g: &Grid,
        shape: &[Option<i64>],
    ) -> Vec<(Severity, String)> {
        let parsed = mesh_family::parse_sharding_op(text, era).unwrap();
        validate_mesh_family_sharding(&parsed.sharding, Some(g), Some(shape), Some(&parsed.spans))
            .into_iter()
            .map(|d| (d.severity, d.message))
            .collect()
    }

    #[test]
    fn uneven_split_is_a_warning_in_the_shard_dialect() {
        // LLVM 22's verifier accepts it; only shard-partition needs even splits.
        let sd = Notation::ShardDialect;
        let g = grid("(shape = 3)", sd);
        assert_eq!(
            family_diagnostics("@g split_axes = [[0]]", sd, &g, &[Some(10)]),
            [(Severity::Warning, "dim 0 with size 10 is not divisible by its 3 shards; mlir-opt accepts it, but shard-partition cannot partition it without sharded_dims_offsets".to_string())]
        );
        let md = Notation::MeshDialect;
        let mg = grid("(shape = 3)", md);
        assert_eq!(
            family_diagnostics("@g split_axes = [[0]]", md, &mg, &[Some(8)])[0].0,
            Severity::Warning
        );
        assert!(family("@g split_axes = [[0]]", sd, Some(&g), Some(&[Some(9)])).is_empty());
        assert!(family("@g split_axes = [[0]]", sd, Some(&g), Some(&[None])).is_empty());
    }

    #[test]
    fn split_axes_past_the_rank_are_ignored_as_mlir_opt_does() {
        let sd = Notation::ShardDialect;
        let g = grid("(shape = 3)", sd);
        // `[[]]` on a rank-0 tensor, and trailing empty entries: nothing to say.
        assert!(family_diagnostics("@g split_axes = [[]]", sd, &g, &[]).is_empty());
        assert!(family_diagnostics("@g split_axes = [[0], [], []]", sd, &g, &[Some(9)]).is_empty());
        // A sharded entry past the rank: mlir-opt drops it, which is worth a warning.
        assert_eq!(
            family_diagnostics("@g split_axes = [[], [0]]", sd, &g, &[Some(9)]),
            [(Severity::Warning, "split_axes entry 1 shards a dimension the tensor does not have (rank 1); mlir-opt ignores it".to_string())]
        );
        let s = mesh_family::parse_sharding_op("@g split_axes = [[], [0]]", sd).unwrap();
        let model = mesh_family::to_model(&s.sharding, 1, None).unwrap();
        assert_eq!(model.dims.len(), 1);
        assert!(model.dims[0].axes.is_empty());
        let scalar = mesh_family::parse_sharding_op("@g split_axes = [[]]", sd).unwrap();
        assert!(mesh_family::to_model(&scalar.sharding, 0, None)
            .unwrap()
            .dims
            .is_empty());
    }

    #[test]
    fn axes_past_the_grid_rank_are_warnings_but_errors_in_the_proposal() {
        let sd = Notation::ShardDialect;
        let g = grid("(shape = 1)", sd);
        let d = family_diagnostics("@grid split_axes = [[1]]", sd, &g, &[Some(8)]);
        assert_eq!(d.len(), 1);
        assert_eq!(d[0].0, Severity::Warning);
        let p = Notation::MeshProposal;
        let pg = grid("(rank = 1, dim_sizes = [2])", p);
        let s = mesh_family::parse_split_axes("[[1]]").unwrap();
        let d = validate_mesh_family_sharding(&s.sharding, Some(&pg), Some(&[Some(8)]), None);
        assert_eq!(d[0].severity, Severity::Error);
        assert_eq!(d[0].code, "sharding/axis-out-of-bounds");
    }

    #[test]
    fn proposal_allows_a_partial_entry_past_the_rank() {
        let g = grid("(rank = 2, dim_sizes = [2, 2])", Notation::MeshProposal);
        let s = mesh_family::parse_split_axes("[[0], [], [1]]").unwrap();
        assert!(validate_mesh_family_sharding(
            &s.sharding,
            Some(&g),
            Some(&[Some(4), Some(8)]),
            None
        )
        .is_empty());
        let mut with_partial = s.sharding.clone();
        with_partial.partial = Some(PartialAxes {
            kind: ReductionKind::Sum,
            axes: vec![],
        });
        assert_eq!(
            validate_mesh_family_sharding(&with_partial, Some(&g), Some(&[Some(4), Some(8)]), None)
                [0]
            .code,
            "sharding/rank-mismatch"
        );
        let dup = mesh_family::parse_split_axes("[[0], [], [0]]").unwrap();
        assert_eq!(
            validate_mesh_family_sharding(&dup.sharding, Some(&g), None, None)[0].message,
            "mesh axis duplicated"
        );
        let unused: SizeValue = SizeValue::Static(0);
        assert_eq!(unused.as_static(), Some(0));
    }
}
