//! Conversion between GSPMD shardings and the canonical model.
//!
//! **GSPMD → model.** A tiled sharding has no mesh, so one is invented by factoring the tile
//! assignment, the way XLA's Shardy import does: for an iota assignment
//! `<=[r...]T(p...)` the mesh axes are the reshape dims `r` (split where a tile dim boundary
//! falls inside one), devices stay in iota order, and each tensor dim takes the axes its tile
//! dim covers in permuted order. `{devices=[6,35]<=[7,10,3]T(2,1,0)}` becomes the mesh
//! `["_axis_0"=7, "_axis_1"=2, "_axis_2"=5, "_axis_3"=3]` with dims
//! `[{"_axis_3", "_axis_1"}, {"_axis_2", "_axis_0"}]`. An explicit device list that is a
//! transposed iota is treated the same; any other list becomes one axis per tile dim plus an
//! explicit `device_ids` order. Replicated subgroup axes stay implicit, manual ones become
//! manual axes, unreduced ones unreduced axes.
//!
//! **Model → GSPMD.** Each mesh axis is cut into pieces at every sub-axis boundary used; the
//! pieces in mesh order are the iota reshape dims, and the order in which dims, then manual,
//! unreduced and replicated subgroups consume them is the transpose. Open dims, priorities,
//! halos, dynamic axes and non-sum reductions have no GSPMD spelling and are reported as
//! [`ConversionError::CannotExpress`].

use super::tile::{
    canonicalize_iota, checked_product, detect_iota, is_permutation, materialize, materialize_iota,
};
use super::{
    HloSharding, HloShardingKind, IotaTile, NamedAxis, NamedAxisRef, NamedBody, NamedDim,
    NamedMesh, NamedSharding, ShardGroup, SubgroupType, TileDevices, TiledSharding,
};
use crate::sharding::diag::ConversionError;
use crate::sharding::model::{
    is_iota, AxisRef, DimSharding, ManualAxes, Mesh, MeshAxis, MeshRef, Notation, ReductionKind,
    TensorSharding,
};

/// A GSPMD sharding in model terms. The mesh is inline (`MeshRef::Inline`) because GSPMD
/// shardings carry their own device layout.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GspmdImport {
    pub sharding: TensorSharding,
    /// Axes of `last_tile_dims={manual}` subgroups or a V3 `manual=` set.
    pub manual_axes: ManualAxes,
    /// `{manual}`: every axis is manual (the mesh is unknown).
    pub fully_manual: bool,
    /// `shard_as` / `shard_like`, which the model does not represent.
    pub shard_group: Option<ShardGroup>,
}

impl GspmdImport {
    fn new(sharding: TensorSharding) -> Self {
        GspmdImport {
            sharding,
            manual_axes: ManualAxes::default(),
            fully_manual: false,
            shard_group: None,
        }
    }

    /// The inline mesh the sharding lives on.
    pub fn mesh(&self) -> Option<&Mesh> {
        match &self.sharding.mesh {
            MeshRef::Inline(mesh) => Some(mesh),
            MeshRef::Symbol(_) => None,
        }
    }
}

fn invalid(reason: impl Into<String>) -> ConversionError {
    ConversionError::invalid(reason)
}

/// Converts a non-tuple sharding of a tensor with `rank` dims.
pub fn to_model(s: &HloSharding, rank: usize) -> Result<GspmdImport, ConversionError> {
    let mut import = match &s.kind {
        HloShardingKind::Tuple(_) => {
            return Err(invalid(
                "a tuple sharding needs one rank per element; use to_model_per_value",
            ))
        }
        HloShardingKind::Replicated => GspmdImport::new(TensorSharding::replicated(
            MeshRef::Inline(Mesh::empty()),
            rank,
        )),
        HloShardingKind::Unknown => GspmdImport::new(TensorSharding::on_mesh(
            MeshRef::Inline(Mesh::empty()),
            vec![DimSharding::open(vec![]); rank],
        )),
        HloShardingKind::Manual => {
            let mut import = GspmdImport::new(TensorSharding::replicated(
                MeshRef::Inline(Mesh::empty()),
                rank,
            ));
            import.fully_manual = true;
            import
        }
        HloShardingKind::Unreduced => {
            return Err(ConversionError::cannot(
                Notation::Sdy,
                "{unreduced} names no mesh axes, so there are no axes to mark unreduced",
            ))
        }
        HloShardingKind::Maximal { device } => GspmdImport::new(TensorSharding::on_mesh(
            MeshRef::Inline(Mesh::maximal(*device)),
            Vec::new(),
        )),
        HloShardingKind::Tiled(t) => tiled_to_model(t, rank)?,
        HloShardingKind::Named(n) => named_to_model(n, rank)?,
    };
    import.shard_group = s.shard_group;
    Ok(import)
}

/// Converts a sharding of a value with one leaf per entry of `ranks`. A non-tuple sharding
/// applies to every leaf, as in XLA.
pub fn to_model_per_value(
    s: &HloSharding,
    ranks: &[usize],
) -> Result<Vec<GspmdImport>, ConversionError> {
    match &s.kind {
        HloShardingKind::Tuple(elements) => {
            if elements.len() != ranks.len() {
                return Err(invalid(format!(
                    "the value has {} leaves while this sharding has {}",
                    ranks.len(),
                    elements.len()
                )));
            }
            elements
                .iter()
                .zip(ranks)
                .map(|(e, r)| to_model(e, *r))
                .collect()
        }
        _ => ranks.iter().map(|r| to_model(s, *r)).collect(),
    }
}

fn axis_name(i: usize) -> String {
    format!("_axis_{i}")
}

fn tiled_to_model(t: &TiledSharding, rank: usize) -> Result<GspmdImport, ConversionError> {
    if t.last_tile_dim_replicate && !t.last_tile_dims.is_empty() {
        return Err(invalid(
            "last_tile_dim_replicate cannot be combined with last_tile_dims",
        ));
    }
    let types = t.subgroup_types();
    let data_rank = t
        .data_rank()
        .ok_or_else(|| invalid("there are more subgroup types than tile assignment dims"))?;
    if data_rank != rank {
        return Err(invalid(format!(
            "the tile assignment shards {data_rank} dims but the tensor has rank {rank}"
        )));
    }
    if let Some(d) = t.dims.iter().find(|d| **d < 1) {
        return Err(invalid(format!(
            "tile assignment dimension {d} is not positive"
        )));
    }
    let total = checked_product(&t.dims)
        .ok_or_else(|| invalid("the tile assignment has too many devices"))?;

    let iota = match &t.devices {
        TileDevices::Iota(iota) => {
            if !is_permutation(&iota.perm, iota.reshape_dims.len()) {
                return Err(invalid("iota_transpose_perm is not a permutation"));
            }
            if checked_product(&iota.reshape_dims) != Some(total) {
                return Err(invalid(
                    "the iota_reshape_dims do not hold as many devices as the tile assignment",
                ));
            }
            Some(canonicalize_iota(iota))
        }
        TileDevices::Explicit(ids) => {
            if i64::try_from(ids.len()).ok() != Some(total) {
                return Err(invalid(format!(
                    "the tile assignment needs {total} devices but {} are listed",
                    ids.len()
                )));
            }
            detect_iota(ids)
        }
    };

    let (sizes, assignment, device_ids) = match iota.as_ref().and_then(|i| factor_iota(&t.dims, i))
    {
        Some((sizes, assignment)) => (sizes, assignment, None),
        None => {
            // One axis per non-trivial tile dim, devices in the listed order.
            let ids = materialize(&t.devices)
                .map_err(|e| invalid(format!("cannot expand the tile assignment: {e:?}")))?;
            let mut sizes = Vec::new();
            let mut assignment = Vec::new();
            for d in &t.dims {
                if *d > 1 {
                    assignment.push(vec![sizes.len()]);
                    sizes.push(*d);
                } else {
                    assignment.push(Vec::new());
                }
            }
            let ids = (!is_iota(&ids)).then_some(ids);
            (sizes, assignment, ids)
        }
    };

    let mesh = Mesh {
        axes: sizes
            .iter()
            .enumerate()
            .map(|(i, s)| MeshAxis::new(axis_name(i), *s))
            .collect(),
        device_ids,
    };
    let names = |axes: &[usize]| -> Vec<String> {
        let mut sorted = axes.to_vec();
        sorted.sort_unstable();
        sorted.into_iter().map(axis_name).collect()
    };
    let dims = assignment[..rank]
        .iter()
        .map(|axes| {
            DimSharding::closed(axes.iter().map(|a| AxisRef::full(axis_name(*a))).collect())
        })
        .collect();
    let mut sharding = TensorSharding::on_mesh(MeshRef::Inline(mesh), dims);
    let mut manual = Vec::new();
    for (ty, axes) in types.iter().zip(&assignment[rank..]) {
        match ty {
            SubgroupType::Replicated => {}
            SubgroupType::Manual => manual.extend(names(axes)),
            SubgroupType::Unreduced => sharding
                .unreduced
                .extend(names(axes).into_iter().map(AxisRef::full)),
            SubgroupType::Maximal => {
                return Err(ConversionError::cannot(
                    Notation::Sdy,
                    "maximal subgroups (last_tile_dims={maximal}) have no mesh-axis equivalent",
                ))
            }
        }
    }
    sharding.unreduced.sort_by_key(|a| {
        a.name
            .trim_start_matches("_axis_")
            .parse::<usize>()
            .unwrap_or(usize::MAX)
    });
    manual.sort_by_key(|a| {
        a.trim_start_matches("_axis_")
            .parse::<usize>()
            .unwrap_or(usize::MAX)
    });
    let mut import = GspmdImport::new(sharding);
    import.manual_axes = ManualAxes(manual);
    Ok(import)
}

/// Splits the permuted reshape dims of `iota` along the tile dims. Returns the mesh axis
/// sizes (reshape dims, split where needed, in reshape order) and, per tile dim, the indices
/// of the axes it covers in major-to-minor order; `None` when a tile dim does not line up with
/// whole factors.
fn factor_iota(tile_dims: &[i64], iota: &IotaTile) -> Option<(Vec<i64>, Vec<Vec<usize>>)> {
    let n = iota.reshape_dims.len();
    let perm: Vec<usize> = iota
        .perm
        .iter()
        .map(|p| usize::try_from(*p).ok())
        .collect::<Option<_>>()?;
    // parts[r]: sizes of the pieces reshape dim r is cut into, major first.
    let mut parts: Vec<Vec<i64>> = vec![Vec::new(); n];
    let mut taken: Vec<Vec<(usize, usize)>> = vec![Vec::new(); tile_dims.len()];
    let (mut q, mut rem) = (0usize, iota.reshape_dims[*perm.first()?]);
    for (d, &tile) in tile_dims.iter().enumerate() {
        let mut need = tile;
        while need > 1 {
            while rem == 1 {
                q += 1;
                rem = iota.reshape_dims[*perm.get(q)?];
            }
            let r = perm[q];
            let piece = if rem <= need {
                (need % rem == 0).then_some(rem)?
            } else {
                (rem % need == 0).then_some(need)?
            };
            parts[r].push(piece);
            taken[d].push((r, parts[r].len() - 1));
            need /= piece;
            rem /= piece;
        }
    }
    let mut offset = vec![0usize; n];
    let mut sizes = Vec::new();
    for (r, pieces) in parts.iter().enumerate() {
        offset[r] = sizes.len();
        sizes.extend(pieces);
    }
    let assignment = taken
        .iter()
        .map(|t| t.iter().map(|(r, i)| offset[*r] + i).collect())
        .collect();
    Some((sizes, assignment))
}

fn named_to_model(n: &NamedSharding, rank: usize) -> Result<GspmdImport, ConversionError> {
    let (named_mesh, body) = match n {
        NamedSharding::MaximalMesh { device_id } => {
            return Ok(GspmdImport::new(TensorSharding::on_mesh(
                MeshRef::Inline(Mesh::maximal(*device_id)),
                Vec::new(),
            )))
        }
        NamedSharding::Mesh { mesh, body } => (mesh, body),
    };
    let device_ids = match &named_mesh.device_ids {
        None => None,
        Some(devices) => {
            let ids = materialize(devices)
                .map_err(|e| invalid(format!("cannot expand device_ids: {e:?}")))?;
            (!is_iota(&ids)).then_some(ids)
        }
    };
    let mesh = Mesh {
        axes: named_mesh
            .axes
            .iter()
            .map(|(name, size)| MeshAxis::new(name.clone(), *size))
            .collect(),
        device_ids,
    };
    let resolve = |r: &NamedAxisRef| -> Result<AxisRef, ConversionError> {
        let name = match &r.axis {
            NamedAxis::Name(name) => mesh
                .axis(name)
                .map(|a| a.name.clone())
                .ok_or_else(|| invalid(format!("unknown axis name: {name}")))?,
            NamedAxis::Index(i) => usize::try_from(*i)
                .ok()
                .and_then(|i| mesh.axes.get(i))
                .map(|a| a.name.clone())
                .ok_or_else(|| {
                    invalid(format!(
                        "axis index {i} is out of range for a mesh with {} axes",
                        mesh.axes.len()
                    ))
                })?,
        };
        Ok(AxisRef {
            name: name.into(),
            sub_axis: r.sub_axis,
        })
    };
    let all_axes: Vec<String> = mesh.axes.iter().map(|a| a.name.clone()).collect();
    let mut import = GspmdImport::new(TensorSharding::replicated(
        MeshRef::Inline(mesh.clone()),
        rank,
    ));
    match body {
        NamedBody::Replicated => {}
        NamedBody::Unreduced => {
            import.sharding.unreduced = all_axes.iter().map(AxisRef::full).collect()
        }
        NamedBody::Manual => import.manual_axes = ManualAxes(all_axes),
        NamedBody::Dims {
            dims,
            replicated,
            unreduced,
            reduction,
            manual,
        } => {
            if dims.len() > rank {
                return Err(invalid(format!(
                    "the sharding has {} dims but the tensor has rank {rank}",
                    dims.len()
                )));
            }
            for (d, dim) in dims.iter().enumerate() {
                import.sharding.dims[d] = DimSharding {
                    axes: dim.axes.iter().map(resolve).collect::<Result<_, _>>()?,
                    is_open: dim.is_open,
                    priority: None,
                };
            }
            import.sharding.replicated =
                replicated.iter().map(resolve).collect::<Result<_, _>>()?;
            import.sharding.unreduced = unreduced.iter().map(resolve).collect::<Result<_, _>>()?;
            import.sharding.reduction = *reduction;
            let mut manual_names = Vec::new();
            for r in manual {
                let axis = resolve(r)?;
                if axis.sub_axis.is_some() {
                    return Err(ConversionError::cannot(
                        Notation::Sdy,
                        format!("manual sub-axis {axis}; manual axes are whole axes"),
                    ));
                }
                manual_names.push(axis.name.to_string());
            }
            import.manual_axes = ManualAxes(manual_names);
        }
    }
    Ok(import)
}

// ------------------------------------------------------------------------------------------
// Model → GSPMD
// ------------------------------------------------------------------------------------------

/// One piece of a mesh axis: the axis it belongs to, its pre-size and size.
struct Piece {
    axis: usize,
    pre_size: i64,
    size: i64,
}

fn cannot(reason: impl Into<String>) -> ConversionError {
    ConversionError::cannot(Notation::Gspmd, reason)
}

/// Checks the parts of a sharding GSPMD cannot express at all.
fn check_expressible(sharding: &TensorSharding, allow_open: bool) -> Result<(), ConversionError> {
    if !sharding.halo_sizes.is_empty() || !sharding.sharded_dims_offsets.is_empty() {
        return Err(cannot(
            "halo_sizes and sharded_dims_offsets have no GSPMD equivalent",
        ));
    }
    for (d, dim) in sharding.dims.iter().enumerate() {
        if dim.is_open && !allow_open {
            return Err(cannot(format!(
                "dim {d} is open ('?'); GSPMD shardings are closed"
            )));
        }
        if dim.priority.is_some() {
            return Err(cannot(format!(
                "dim {d} has a priority; GSPMD has no priorities"
            )));
        }
    }
    Ok(())
}

/// Converts a model sharding on `mesh` (the resolved mesh) to a V1/V2 GSPMD sharding.
/// `manual` lists the axes made manual by an enclosing manual computation.
pub fn from_model(
    sharding: &TensorSharding,
    mesh: &Mesh,
    manual: &ManualAxes,
) -> Result<HloSharding, ConversionError> {
    check_expressible(sharding, false)?;
    if mesh.is_maximal() {
        if sharding.axis_refs().next().is_some() {
            return Err(invalid("a sharding on a maximal mesh cannot name axes"));
        }
        let device = mesh.device_at(0).unwrap_or(0);
        return Ok(HloSharding::new(HloShardingKind::Maximal { device }));
    }
    let sizes = mesh
        .static_shape()
        .ok_or_else(|| cannot("the mesh has a dynamic axis size"))?;
    if !sharding.unreduced.is_empty() && sharding.reduction != ReductionKind::Sum {
        return Err(cannot(format!(
            "unreduced axes with reduction '{}'; GSPMD only has unreduced sums",
            sharding.reduction.name()
        )));
    }
    let mut pieces = PieceOrder::new(mesh, cut_axes(sharding, mesh, &sizes)?);
    let mut tile_dims = Vec::with_capacity(sharding.dims.len());
    for dim in &sharding.dims {
        tile_dims.push(pieces.take(&dim.axes)?);
    }

    // Subgroups in XLA's order: manual, unreduced, then whatever is left is replicated.
    let mut manual_refs = Vec::new();
    for name in &manual.0 {
        if mesh.axis(name).is_none() {
            return Err(invalid(format!("unknown manual axis: {name}")));
        }
        manual_refs.push(AxisRef::full(name.clone()));
    }
    manual_refs.sort_by(|a, b| mesh.compare_axis_refs(a, b));
    let mut unreduced = sharding.unreduced.clone();
    unreduced.sort_by(|a, b| mesh.compare_axis_refs(a, b));
    for r in &sharding.replicated {
        pieces_of(r, mesh, &pieces.pieces)?;
    }
    let subgroups: Vec<(SubgroupType, i64)> = [
        (SubgroupType::Manual, pieces.take(&manual_refs)?),
        (SubgroupType::Unreduced, pieces.take(&unreduced)?),
        (SubgroupType::Replicated, pieces.take_rest()?),
    ]
    .into_iter()
    .filter(|(_, size)| *size > 1)
    .collect();

    if tile_dims.iter().all(|d| *d == 1) {
        match subgroups.as_slice() {
            [] | [(SubgroupType::Replicated, _)] => {
                return Ok(HloSharding::new(HloShardingKind::Replicated))
            }
            [(SubgroupType::Manual, _)] => return Ok(HloSharding::new(HloShardingKind::Manual)),
            [(SubgroupType::Unreduced, _)] => {
                return Ok(HloSharding::new(HloShardingKind::Unreduced))
            }
            _ => {}
        }
    }
    let iota = canonicalize_iota(&pieces.iota());
    let devices = match &mesh.device_ids {
        Some(ids) if mesh.has_explicit_device_order() => {
            if mesh.device_count().and_then(|n| usize::try_from(n).ok()) != Some(ids.len()) {
                return Err(invalid(format!(
                    "device_ids lists {} devices for a mesh of a different size",
                    ids.len()
                )));
            }
            let positions = materialize_iota(&iota)
                .map_err(|e| invalid(format!("cannot expand the device order: {e:?}")))?;
            TileDevices::Explicit(positions.iter().map(|p| ids[*p as usize]).collect())
        }
        _ => TileDevices::Iota(iota),
    };
    let partial_tile = matches!(subgroups.as_slice(), [(SubgroupType::Replicated, _)]);
    tile_dims.extend(subgroups.iter().map(|(_, size)| *size));
    Ok(HloSharding::new(HloShardingKind::Tiled(TiledSharding {
        dims: tile_dims,
        devices,
        last_tile_dim_replicate: partial_tile,
        last_tile_dims: if partial_tile {
            Vec::new()
        } else {
            subgroups.iter().map(|(ty, _)| *ty).collect()
        },
    })))
}

/// Hands out mesh-axis pieces as dims and subgroups claim them; the claim order is the
/// transpose of the iota over all pieces.
struct PieceOrder<'a> {
    mesh: &'a Mesh,
    pieces: Vec<Piece>,
    used: Vec<bool>,
    order: Vec<usize>,
}

impl<'a> PieceOrder<'a> {
    fn new(mesh: &'a Mesh, pieces: Vec<Piece>) -> Self {
        let used = vec![false; pieces.len()];
        PieceOrder {
            mesh,
            pieces,
            used,
            order: Vec::new(),
        }
    }

    /// Claims the pieces of `refs` in order; returns the product of their sizes.
    fn take(&mut self, refs: &[AxisRef]) -> Result<i64, ConversionError> {
        let mut product = 1i64;
        for r in refs {
            for p in pieces_of(r, self.mesh, &self.pieces)? {
                if std::mem::replace(&mut self.used[p], true) {
                    return Err(invalid(format!("duplicate axis ref: {r}")));
                }
                product = self.claim(p, product)?;
            }
        }
        Ok(product)
    }

    /// Claims every piece not yet claimed, in mesh order.
    fn take_rest(&mut self) -> Result<i64, ConversionError> {
        let mut product = 1i64;
        for p in 0..self.pieces.len() {
            if !std::mem::replace(&mut self.used[p], true) {
                product = self.claim(p, product)?;
            }
        }
        Ok(product)
    }

    fn claim(&mut self, p: usize, product: i64) -> Result<i64, ConversionError> {
        self.order.push(p);
        product
            .checked_mul(self.pieces[p].size)
            .ok_or_else(|| invalid("too many devices"))
    }

    /// The iota over all pieces, transposed into claim order.
    fn iota(&self) -> IotaTile {
        if self.pieces.is_empty() {
            return IotaTile {
                reshape_dims: vec![1],
                perm: vec![0],
            };
        }
        IotaTile {
            reshape_dims: self.pieces.iter().map(|p| p.size).collect(),
            perm: self.order.iter().map(|p| *p as i64).collect(),
        }
    }
}

/// Cuts every mesh axis at the sub-axis boundaries the sharding uses.
fn cut_axes(
    sharding: &TensorSharding,
    mesh: &Mesh,
    sizes: &[i64],
) -> Result<Vec<Piece>, ConversionError> {
    let mut pieces = Vec::new();
    for (i, (axis, &size)) in mesh.axes.iter().zip(sizes).enumerate() {
        let mut bounds = vec![1, size];
        for r in sharding.axis_refs().filter(|r| r.name == axis.name) {
            if let Some(sub) = r.sub_axis {
                let end = sub
                    .next_pre_size()
                    .ok_or_else(|| invalid(format!("sub-axis {r} is too large")))?;
                bounds.extend([sub.pre_size, end]);
            }
        }
        bounds.sort_unstable();
        bounds.dedup();
        for w in bounds.windows(2) {
            if w[0] < 1 || w[1] % w[0] != 0 || size % w[1] != 0 {
                return Err(invalid(format!(
                    "the sub-axes of \"{}\" do not split an axis of size {size}",
                    axis.name
                )));
            }
            pieces.push(Piece {
                axis: i,
                pre_size: w[0],
                size: w[1] / w[0],
            });
        }
    }
    Ok(pieces)
}

/// The pieces an axis reference covers, major first.
fn pieces_of(r: &AxisRef, mesh: &Mesh, pieces: &[Piece]) -> Result<Vec<usize>, ConversionError> {
    let axis = mesh
        .axis_index(&r.name)
        .ok_or_else(|| invalid(format!("unknown axis name: {r}")))?;
    let (start, end) = match r.sub_axis {
        Some(sub) => (sub.pre_size, sub.next_pre_size().unwrap_or(i64::MAX)),
        None => (1, i64::MAX),
    };
    Ok((0..pieces.len())
        .filter(|p| {
            pieces[*p].axis == axis && pieces[*p].pre_size >= start && pieces[*p].pre_size < end
        })
        .collect())
}

/// Converts a model sharding to the V3 named form `{mesh[...], [...]}`, which keeps axis
/// names, sub-axes, open dims and every reduction kind.
pub fn to_named(
    sharding: &TensorSharding,
    mesh: &Mesh,
    manual: &ManualAxes,
) -> Result<HloSharding, ConversionError> {
    check_expressible(sharding, true)?;
    if mesh.is_maximal() {
        let device_id = mesh.device_at(0).unwrap_or(0);
        return Ok(HloSharding::new(HloShardingKind::Named(
            NamedSharding::MaximalMesh { device_id },
        )));
    }
    let sizes = mesh
        .static_shape()
        .ok_or_else(|| cannot("the mesh has a dynamic axis size"))?;
    let plain = |n: &str| {
        let mut chars = n.chars();
        chars
            .next()
            .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
            && chars.all(|c| c.is_ascii_alphanumeric() || "_.-".contains(c))
            && !matches!(n, "mesh" | "maximal_mesh")
    };
    let named_mesh = NamedMesh {
        axes: mesh
            .axes
            .iter()
            .zip(&sizes)
            .map(|(a, s)| (a.name.clone(), *s))
            .collect(),
        device_ids: mesh
            .device_ids
            .clone()
            .filter(|_| mesh.has_explicit_device_order())
            .map(TileDevices::Explicit),
        quoted: !mesh.axes.iter().all(|a| plain(&a.name)),
    };
    let named_ref = |r: &AxisRef| NamedAxisRef {
        axis: NamedAxis::Name(r.name.to_string()),
        sub_axis: r.sub_axis,
    };
    let body = if sharding.is_fully_replicated()
        && sharding.replicated.is_empty()
        && manual.0.is_empty()
        && sharding.dims.iter().all(|d| !d.is_open)
    {
        NamedBody::Replicated
    } else {
        NamedBody::Dims {
            dims: sharding
                .dims
                .iter()
                .map(|d| NamedDim {
                    axes: d.axes.iter().map(named_ref).collect(),
                    is_open: d.is_open,
                })
                .collect(),
            replicated: sharding.replicated.iter().map(named_ref).collect(),
            unreduced: sharding.unreduced.iter().map(named_ref).collect(),
            reduction: sharding.reduction,
            manual: manual
                .0
                .iter()
                .map(|m| NamedAxisRef {
                    axis: NamedAxis::Name(m.clone()),
                    sub_axis: None,
                })
                .collect(),
        }
    };
    Ok(HloSharding::new(HloShardingKind::Named(
        NamedSharding::Mesh {
            mesh: named_mesh,
            body,
        },
    )))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sharding::gspmd::{parse_hlo_sharding, print_hlo_sharding};
    use crate::sharding::sdy;

    fn import(text: &str, rank: usize) -> GspmdImport {
        to_model(&parse_hlo_sharding(text).unwrap(), rank).unwrap_or_else(|e| panic!("{text}: {e}"))
    }

    /// The imported mesh and sharding, printed as Shardy would.
    fn as_sdy(text: &str, rank: usize) -> (String, String) {
        let i = import(text, rank);
        (
            sdy::print_mesh(i.mesh().unwrap()),
            sdy::print_sharding_stripped(&i.sharding),
        )
    }

    fn export(mesh: &str, sharding: &str) -> String {
        let mesh = sdy::parse_mesh(mesh).unwrap().mesh;
        let s = sdy::parse_sharding(sharding).unwrap().sharding;
        print_hlo_sharding(
            &from_model(&s, &mesh, &ManualAxes::default())
                .unwrap_or_else(|e| panic!("{sharding}: {e}")),
        )
    }

    #[test]
    fn xla_import_example_factors_the_iota() {
        let (mesh, sharding) = as_sdy("{devices=[6,35]<=[7,10,3]T(2,1,0)}", 2);
        assert_eq!(
            mesh,
            "<[\"_axis_0\"=7, \"_axis_1\"=2, \"_axis_2\"=5, \"_axis_3\"=3]>"
        );
        assert!(
            sharding.ends_with("[{\"_axis_3\", \"_axis_1\"}, {\"_axis_2\", \"_axis_0\"}]>"),
            "{sharding}"
        );
    }

    #[test]
    fn iota_transposed_partial_replication() {
        // {devices=[4,2]<=[2,4]T(1,0) last_tile_dim_replicate} on mesh [2,4]: dim 0 is split by
        // the size-4 axis, the size-2 axis replicates.
        let (mesh, sharding) = as_sdy("{devices=[4,2]<=[2,4]T(1,0) last_tile_dim_replicate}", 1);
        assert_eq!(mesh, "<[\"_axis_0\"=2, \"_axis_1\"=4]>");
        assert!(sharding.ends_with("[{\"_axis_1\"}]>"), "{sharding}");
        let (mesh, sharding) = as_sdy("{devices=[4,2]<=[8]}", 2);
        assert_eq!(mesh, "<[\"_axis_0\"=4, \"_axis_1\"=2]>");
        assert!(sharding.ends_with("[{\"_axis_0\"}, {\"_axis_1\"}]>"));
        let (_, sharding) = as_sdy("{devices=[1,2,16]<=[32] last_tile_dim_replicate}", 2);
        assert!(sharding.ends_with("[{}, {\"_axis_0\"}]>"), "{sharding}");
    }

    #[test]
    fn explicit_lists_are_recognised_or_kept() {
        // A transposed iota written out.
        let (mesh, sharding) = as_sdy("{devices=[2,2]0,2,1,3}", 2);
        assert_eq!(mesh, "<[\"_axis_0\"=2, \"_axis_1\"=2]>");
        assert!(
            sharding.ends_with("[{\"_axis_1\"}, {\"_axis_0\"}]>"),
            "{sharding}"
        );
        // Not an iota: one axis per tile dim and an explicit device order.
        let (mesh, sharding) = as_sdy("{devices=[2,2]0,3,2,1}", 2);
        assert_eq!(
            mesh,
            "<[\"_axis_0\"=2, \"_axis_1\"=2], device_ids=[0, 3, 2, 1]>"
        );
        assert!(sharding.ends_with("[{\"_axis_0\"}, {\"_axis_1\"}]>"));
        let (mesh, sharding) = as_sdy("{devices=[2,1]1,0}", 2);
        assert_eq!(mesh, "<[\"_axis_0\"=2], device_ids=[1, 0]>");
        assert!(sharding.ends_with("[{\"_axis_0\"}, {}]>"));
    }

    #[test]
    fn iota_factoring_splits_reshape_dims_when_needed() {
        let (mesh, sharding) = as_sdy("{devices=[3,2]<=[2,3]T(1,0)}", 2);
        assert_eq!(mesh, "<[\"_axis_0\"=2, \"_axis_1\"=3]>");
        assert!(
            sharding.ends_with("[{\"_axis_1\"}, {\"_axis_0\"}]>"),
            "{sharding}"
        );
        // [6] transposed first is cut into 3 x 2 for the tile dims [3, 4].
        let (mesh, sharding) = as_sdy("{devices=[3,4]<=[2,6]T(1,0)}", 2);
        assert_eq!(mesh, "<[\"_axis_0\"=2, \"_axis_1\"=3, \"_axis_2\"=2]>");
        assert!(
            sharding.ends_with("[{\"_axis_1\"}, {\"_axis_2\", \"_axis_0\"}]>"),
            "{sharding}"
        );
    }

    #[test]
    fn non_factorable_iota_falls_back_to_an_explicit_order() {
        // Tile dim 6 does not line up with the permuted reshape dims [4, 3].
        let (mesh, sharding) = as_sdy("{devices=[6,2]<=[3,4]T(1,0)}", 2);
        assert_eq!(
            mesh,
            "<[\"_axis_0\"=6, \"_axis_1\"=2], device_ids=[0, 4, 8, 1, 5, 9, 2, 6, 10, 3, 7, 11]>"
        );
        assert!(sharding.ends_with("[{\"_axis_0\"}, {\"_axis_1\"}]>"));
        let (mesh, _) = as_sdy("{devices=[3,2]0,2,4,1,3,5}", 2);
        assert_eq!(
            mesh,
            "<[\"_axis_0\"=3, \"_axis_1\"=2], device_ids=[0, 2, 4, 1, 3, 5]>"
        );
    }

    #[test]
    fn subgroups_become_manual_and_unreduced_axes() {
        let i = import(
            "{devices=[1,1,2,2]<=[4] last_tile_dims={manual, replicated}}",
            2,
        );
        assert_eq!(i.manual_axes, ManualAxes(vec!["_axis_0".into()]));
        assert!(i.sharding.is_fully_replicated());
        let i = import("{devices=[2,1,4]<=[8] last_tile_dims={unreduced}}", 2);
        assert_eq!(i.sharding.unreduced, vec![AxisRef::full("_axis_1")]);
        let e = to_model(
            &parse_hlo_sharding("{devices=[2,2]<=[4] last_tile_dims={maximal}}").unwrap(),
            1,
        )
        .unwrap_err();
        assert!(e.to_string().contains("maximal subgroups"));
    }

    #[test]
    fn simple_kinds_import() {
        let (mesh, sharding) = as_sdy("{replicated}", 2);
        assert_eq!(
            (mesh.as_str(), sharding.as_str()),
            ("<[]>", "<mesh<[]>, [{}, {}]>")
        );
        let (_, sharding) = as_sdy("{unknown}", 2);
        assert_eq!(sharding, "<mesh<[]>, [{?}, {?}]>");
        let (mesh, sharding) = as_sdy("{maximal device=3}", 2);
        assert_eq!(
            (mesh.as_str(), sharding.as_str()),
            ("<[], device_ids=[3]>", "<mesh<[], device_ids=[3]>, []>")
        );
        assert!(import("{manual}", 1).fully_manual);
        assert!(to_model(&parse_hlo_sharding("{unreduced}").unwrap(), 1).is_err());
        let grouped = import("{replicated shard_like 2}", 0);
        assert_eq!(grouped.shard_group.map(|g| g.id), Some(2));
    }

    #[test]
    fn import_rejects_inconsistent_input() {
        let err = |text: &str, rank: usize| {
            to_model(&parse_hlo_sharding(text).unwrap(), rank)
                .unwrap_err()
                .to_string()
        };
        assert!(err("{devices=[2,1]0,1}", 1).contains("rank 1"));
        assert!(err("{devices=[2,2]0,1,2}", 2).contains("needs 4 devices but 3"));
        assert!(err("{devices=[2,2]<=[8]}", 2).contains("do not hold"));
        assert!(err("{devices=[2,2]<=[2,2]T(0,0)}", 2).contains("not a permutation"));
        assert!(err("{devices=[2,0]<=[2]}", 2).contains("not positive"));
        assert!(err(
            "{devices=[2,2]<=[4] last_tile_dim_replicate last_tile_dims={manual}}",
            0
        )
        .contains("cannot be combined"));
        assert!(
            err("{devices=[4]<=[4] last_tile_dims={manual, replicated}}", 0)
                .contains("more subgroup types")
        );
        assert!(err("{{replicated}}", 1).contains("tuple"));
    }

    #[test]
    fn per_value_conversion() {
        let s = parse_hlo_sharding("{{replicated}, {devices=[2,2]<=[4] last_tile_dim_replicate}}")
            .unwrap();
        let v = to_model_per_value(&s, &[1, 1]).unwrap();
        assert_eq!(v.len(), 2);
        assert!(to_model_per_value(&s, &[1])
            .unwrap_err()
            .to_string()
            .contains("1 leaves while this sharding has 2"));
        let single = parse_hlo_sharding("{devices=[2]<=[2]}").unwrap();
        assert_eq!(to_model_per_value(&single, &[1, 1]).unwrap().len(), 2);
    }

    #[test]
    fn v3_import() {
        let (mesh, sharding) = as_sdy("{mesh[a=2,b=4,c=3,d=8], [{b:(2)2}, {d:(4)2, c, ?}]}", 2);
        assert_eq!(mesh, "<[\"a\"=2, \"b\"=4, \"c\"=3, \"d\"=8]>");
        assert!(
            sharding.ends_with("[{\"b\":(2)2}, {\"d\":(4)2, \"c\", ?}]>"),
            "{sharding}"
        );
        let (mesh, _) = as_sdy("{mesh[x=2,y=2], device_ids=(0,2,1,3), [{x}]}", 1);
        assert_eq!(mesh, "<[\"x\"=2, \"y\"=2], device_ids=[0, 2, 1, 3]>");
        let (mesh, _) = as_sdy("{mesh[x=2,y=2], device_ids=([4]), [{x}]}", 1);
        assert_eq!(mesh, "<[\"x\"=2, \"y\"=2]>");
        let i = import(
            "{mesh[a=2,b=4,c=3,d=8], [{a}], replicated={c}, unreduced=max{d:(4)2}, manual={b}}",
            2,
        );
        assert_eq!(i.manual_axes, ManualAxes(vec!["b".into()]));
        assert_eq!(i.sharding.reduction, ReductionKind::Max);
        assert_eq!(
            sdy::print_sharding_stripped(&i.sharding)
                .split(", [")
                .nth(1)
                .unwrap(),
            "{\"a\"}, {}], replicated={\"c\"}, unreduced=max{\"d\":(4)2}>"
        );
        assert_eq!(
            import("{mesh[a=2,b=4], manual}", 1).manual_axes.0,
            ["a", "b"]
        );
        assert_eq!(
            import("{mesh[a=2,b=4], unreduced}", 1)
                .sharding
                .unreduced
                .len(),
            2
        );
        assert!(import("{mesh[a=2,b=4], replicated}", 3)
            .sharding
            .is_fully_replicated());
        assert_eq!(
            import("{mesh[a=2,b=2], [{1}, {0}]}", 2).sharding.dims[0],
            DimSharding::on(&["b"])
        );
        assert!(import("{maximal_mesh[device_id=5]}", 0)
            .mesh()
            .unwrap()
            .is_maximal());
        let err = |text: &str, rank: usize| {
            to_model(&parse_hlo_sharding(text).unwrap(), rank)
                .unwrap_err()
                .to_string()
        };
        assert!(err("{mesh[a=2], [{z}]}", 1).contains("unknown axis name: z"));
        assert!(err("{mesh[a=2], [{3}]}", 1).contains("out of range"));
        assert!(err("{mesh[a=2], [{a}, {}]}", 1).contains("rank 1"));
        assert!(err("{mesh[a=4], [{}], manual={a:(1)2}}", 1).contains("manual sub-axis"));
    }

    #[test]
    fn export_matches_xla_pairs() {
        let m3 = "<[\"axis_0\"=2, \"axis_1\"=4, \"axis_2\"=4]>";
        assert_eq!(
            export(m3, "<@m, [{\"axis_2\"}, {\"axis_0\", \"axis_1\"}]>"),
            "{devices=[4,8]<=[8,4]T(1,0)}"
        );
        assert_eq!(
            export(m3, "<@m, [{}, {\"axis_0\"}]>"),
            "{devices=[1,2,16]<=[32] last_tile_dim_replicate}"
        );
        assert_eq!(
            export(m3, "<@m, [{\"axis_1\"}, {\"axis_2\"}]>"),
            "{devices=[4,4,2]<=[2,16]T(1,0) last_tile_dim_replicate}"
        );
        assert_eq!(
            export(m3, "<@m, [{\"axis_0\", \"axis_1\"}, {\"axis_2\"}]>"),
            "{devices=[8,4]<=[32]}"
        );
        assert_eq!(
            export(
                m3,
                "<@m, [{\"axis_0\"}, {\"axis_2\"}], replicated={\"axis_1\"}>"
            ),
            "{devices=[2,4,4]<=[2,4,4]T(0,2,1) last_tile_dim_replicate}"
        );
        assert_eq!(
            export("<[\"axis_0\"=16]>", "<@m, [{\"axis_0\"}, {}]>"),
            "{devices=[16,1]<=[16]}"
        );
        let xy = "<[\"x\"=8, \"y\"=4]>";
        assert_eq!(
            export(xy, "<@m, [{\"y\"}, {}]>"),
            "{devices=[4,1,8]<=[8,4]T(1,0) last_tile_dim_replicate}"
        );
        assert_eq!(
            export(xy, "<@m, [{\"x\"}, {\"y\"}]>"),
            "{devices=[8,4]<=[32]}"
        );
        assert_eq!(
            export(xy, "<@m, [{\"y\", \"x\"}, {}]>"),
            "{devices=[32,1]<=[8,4]T(1,0)}"
        );
        assert_eq!(export(xy, "<@m, [{}, {}]>"), "{replicated}");
        assert_eq!(
            export(xy, "<@m, [{\"y\"}, {\"x\":(2)2}]>"),
            "{devices=[4,2,4]<=[2,2,2,4]T(3,1,0,2) last_tile_dim_replicate}"
        );
        let ab = "<[\"a\"=4, \"b\"=2]>";
        assert_eq!(
            export(ab, "<@m, [{\"a\"}, {\"b\"}]>"),
            "{devices=[4,2]<=[8]}"
        );
        assert_eq!(
            export(ab, "<@m, [{\"b\"}, {}]>"),
            "{devices=[2,1,4]<=[4,2]T(1,0) last_tile_dim_replicate}"
        );
        assert_eq!(
            export("<[], device_ids=[0]>", "<@m, []>"),
            "{maximal device=0}"
        );
    }

    #[test]
    fn export_of_device_orders_subgroups_and_errors() {
        assert_eq!(
            export("<[\"a\"=2], device_ids=[1, 0]>", "<@m, [{\"a\"}]>"),
            "{devices=[2]1,0}"
        );
        assert_eq!(
            export(
                "<[\"a\"=2, \"b\"=2], device_ids=[0, 3, 2, 1]>",
                "<@m, [{\"b\"}, {}]>"
            ),
            "{devices=[2,1,2]0,2,3,1 last_tile_dim_replicate}"
        );
        assert_eq!(
            export("<[\"a\"=2, \"b\"=2]>", "<@m, [{}], unreduced={\"a\"}>"),
            "{devices=[1,2,2]<=[4] last_tile_dims={unreduced, replicated}}"
        );
        assert_eq!(
            export("<[\"a\"=2]>", "<@m, [{}], unreduced={\"a\"}>"),
            "{unreduced}"
        );
        let mesh = sdy::parse_mesh("<[\"a\"=2, \"b\"=2, \"c\"=2, \"d\"=2]>")
            .unwrap()
            .mesh;
        let s = sdy::parse_sharding("<@m, [{}, {}]>").unwrap().sharding;
        let manual = ManualAxes(vec!["b".into(), "a".into()]);
        assert_eq!(
            print_hlo_sharding(&from_model(&s, &mesh, &manual).unwrap()),
            "{devices=[1,1,4,4]<=[16] last_tile_dims={manual, replicated}}"
        );
        let all_manual = ManualAxes(vec!["a".into(), "b".into(), "c".into(), "d".into()]);
        assert_eq!(
            print_hlo_sharding(&from_model(&s, &mesh, &all_manual).unwrap()),
            "{manual}"
        );
        let s = sdy::parse_sharding("<@m, [{\"c\"}, {}]>").unwrap().sharding;
        assert_eq!(
            print_hlo_sharding(&from_model(&s, &mesh, &ManualAxes(vec!["a".into()])).unwrap()),
            "{devices=[2,1,2,4]<=[4,2,2]T(1,0,2) last_tile_dims={manual, replicated}}"
        );

        let err = |mesh: &str, sharding: &str| {
            let mesh = sdy::parse_mesh(mesh).unwrap().mesh;
            let s = sdy::parse_sharding(sharding).unwrap().sharding;
            from_model(&s, &mesh, &ManualAxes::default())
                .unwrap_err()
                .to_string()
        };
        let m = "<[\"x\"=4, \"y\"=2]>";
        assert!(err(m, "<@m, [{\"x\", ?}]>").contains("dim 0 is open"));
        assert!(err(m, "<@m, [{\"x\"}p0]>").contains("priority"));
        assert!(err(m, "<@m, [{}], unreduced=max{\"x\"}>").contains("'max'"));
        assert!(err(m, "<@m, [{\"z\"}]>").contains("unknown axis name"));
        assert!(err(m, "<@m, [{\"x\"}, {\"x\"}]>").contains("duplicate axis ref"));
        assert!(err(m, "<@m, [{\"x\":(3)2}]>").contains("do not split"));
        assert!(err("<[\"x\"=2], device_ids=[2, 0, 1]>", "<@m, [{\"x\"}]>")
            .contains("device_ids lists 3 devices"));
        assert!(err("<[], device_ids=[2]>", "<@m, [{\"x\"}]>").contains("maximal mesh"));
        let dynamic = Mesh::indexed(&[None]);
        let s = TensorSharding::new("g", vec![DimSharding::on(&["0"])]);
        assert!(from_model(&s, &dynamic, &ManualAxes::default())
            .unwrap_err()
            .to_string()
            .contains("dynamic"));
        let mut halo = TensorSharding::new("g", vec![DimSharding::on(&["0"])]);
        halo.halo_sizes = vec![crate::sharding::model::SizeValue::Static(1); 2];
        assert!(
            from_model(&halo, &Mesh::indexed(&[Some(2)]), &ManualAxes::default())
                .unwrap_err()
                .to_string()
                .contains("halo")
        );
        assert!(from_model(
            &s,
            &Mesh::indexed(&[Some(2)]),
            &ManualAxes(vec!["q".into()])
        )
        .is_err());
    }

    #[test]
    fn round_trips_through_the_model() {
        for (text, rank) in [
            ("{devices=[4,8]<=[8,4]T(1,0)}", 2),
            ("{devices=[1,2,16]<=[32] last_tile_dim_replicate}", 2),
            (
                "{devices=[2,4,4]<=[2,4,4]T(0,2,1) last_tile_dim_replicate}",
                2,
            ),
            ("{devices=[6,35]<=[7,10,3]T(2,1,0)}", 2),
            ("{devices=[2,2]0,3,2,1}", 2),
            ("{devices=[2,1,2]<=[4] last_tile_dims={unreduced}}", 2),
            ("{maximal device=3}", 0),
            ("{replicated}", 2),
        ] {
            let i = import(text, rank);
            let back = from_model(&i.sharding, i.mesh().unwrap(), &i.manual_axes).unwrap();
            assert_eq!(print_hlo_sharding(&back), text);
        }
        let i = import("{devices=[2,2]0,2,1,3}", 2);
        assert_eq!(
            print_hlo_sharding(
                &from_model(&i.sharding, i.mesh().unwrap(), &i.manual_axes).unwrap()
            ),
            "{devices=[2,2]<=[2,2]T(1,0)}"
        );
    }

    #[test]
    fn named_export() {
        let named = |mesh: &str, sharding: &str, manual: &[&str]| {
            let mesh = sdy::parse_mesh(mesh).unwrap().mesh;
            let s = sdy::parse_sharding(sharding).unwrap().sharding;
            let manual = ManualAxes(manual.iter().map(|m| m.to_string()).collect());
            print_hlo_sharding(&to_named(&s, &mesh, &manual).unwrap())
        };
        assert_eq!(
            named("<[\"a\"=2, \"b\"=4]>", "<@m, [{\"b\", \"a\"}, {?}]>", &[]),
            "{mesh[a=2,b=4], [{b, a}, {?}]}"
        );
        assert_eq!(
            named("<[\"a\"=2, \"b\"=4]>", "<@m, [{}, {}]>", &[]),
            "{mesh[a=2,b=4], replicated}"
        );
        assert_eq!(
            named(
                "<[\"x\"=2, \"y\"=4]>",
                "<@m, [{\"y\":(1)2}], replicated={\"x\"}, unreduced=max{\"y\":(2)2}>",
                &[]
            ),
            "{mesh[x=2,y=4], [{y:(1)2}], replicated={x}, unreduced=max{y:(2)2}}"
        );
        assert_eq!(
            named("<[\"x\"=2, \"y\"=2]>", "<@m, [{}, {}]>", &["x"]),
            "{mesh[x=2,y=2], [{}, {}], manual={x}}"
        );
        assert_eq!(
            named("<[\"my axis\"=2]>", "<@m, [{\"my axis\"}]>", &[]),
            "{mesh['my axis'=2], [{'my axis'}]}"
        );
        assert_eq!(
            named(
                "<[\"x\"=2, \"y\"=2], device_ids=[0, 2, 1, 3]>",
                "<@m, [{\"x\"}]>",
                &[]
            ),
            "{mesh[x=2,y=2], device_ids=(0,2,1,3), [{x}]}"
        );
        assert_eq!(
            named("<[], device_ids=[5]>", "<@m, []>", &[]),
            "{maximal_mesh[device_id=5]}"
        );
        let mut s = TensorSharding::new("m", vec![DimSharding::on(&["x"]).with_priority(1)]);
        assert!(to_named(&s, &Mesh::from_sizes(&[("x", 2)]), &ManualAxes::default()).is_err());
        s.dims[0].priority = None;
        assert!(to_named(&s, &Mesh::indexed(&[None]), &ManualAxes::default()).is_err());
        // The named form converts back to the same model.
        let mesh = Mesh::from_sizes(&[("x", 2), ("y", 4)]);
        let s = sdy::parse_sharding("<@m, [{\"y\":(1)2, \"x\"}, {?}], unreduced={\"y\":(2)2}>")
            .unwrap()
            .sharding;
        let back = to_model(&to_named(&s, &mesh, &ManualAxes::default()).unwrap(), 2).unwrap();
        assert_eq!(back.sharding.dims, s.dims);
        assert_eq!(back.sharding.unreduced, s.unreduced);
        assert_eq!(back.mesh(), Some(&mesh));
    }
}
