//! Which part of a tensor each device holds.
//!
//! Given a sharding, its resolved mesh and a static tensor shape, [`shard_tensor`] lays the
//! tensor out over the devices: each device's mesh coordinates, its tile index per tensor
//! dimension, the index range `[offset, limit)` it owns and its local shape. Uneven splits use
//! XLA's rule (`tile = ceil(dim / tiles)`, `offset = min(i * tile, dim)`,
//! `limit = min((i + 1) * tile, dim)`), so the last shards may be short or empty while every
//! device's buffer has the padded [`ShardLayout::buffer_shape`]. The shard dialect's
//! `sharded_dims_offsets` give explicit shard bounds instead, and its `halo_sizes` widen each
//! local shape.
//!
//! A sub-axis `"x":(m)k` of an axis of size `n` is the middle dimension of the reshape
//! `[m, k, n/(m*k)]`, so a device at coordinate `c` along `x` has sub-coordinate
//! `(c / (n / (m*k))) % k`.

use std::collections::BTreeMap;
use std::fmt;

use super::model::{AxisRef, Mesh, SizeValue, TensorSharding};

/// The most devices this module will enumerate.
pub const MAX_DEVICES: i64 = 1 << 20;

/// Why a layout could not be computed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DeviceError {
    /// An axis has a dynamic size.
    DynamicMesh,
    /// The mesh has more than [`MAX_DEVICES`] devices, or a product overflows.
    TooManyDevices,
    /// The sharding's rank differs from the tensor's.
    RankMismatch { sharding: usize, tensor: usize },
    /// A dimension is negative.
    NegativeDim(usize),
    /// The sharding names an axis the mesh lacks.
    UnknownAxis(String),
    /// A sub-axis does not fit its axis.
    BadSubAxis(String),
    /// `device_ids` does not have one id per mesh position.
    BadDeviceIds,
    /// A halo size or offset is an SSA value.
    DynamicValue,
    /// `sharded_dims_offsets` or `halo_sizes` has the wrong number of entries.
    BadShardDialectList(&'static str),
}

impl fmt::Display for DeviceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DeviceError::DynamicMesh => write!(f, "the mesh has a dynamic axis size"),
            DeviceError::TooManyDevices => write!(f, "the mesh has too many devices to list"),
            DeviceError::RankMismatch { sharding, tensor } => write!(
                f,
                "sharding doesn't match tensor rank: {sharding} != {tensor}"
            ),
            DeviceError::NegativeDim(d) => write!(f, "dimension {d} has a negative size"),
            DeviceError::UnknownAxis(name) => write!(f, "unknown axis name: {name}"),
            DeviceError::BadSubAxis(axis) => {
                write!(f, "sub-axis {axis} does not split its axis evenly")
            }
            DeviceError::BadDeviceIds => {
                write!(f, "device_ids does not list one device per mesh position")
            }
            DeviceError::DynamicValue => write!(f, "halo sizes or shard offsets are dynamic"),
            DeviceError::BadShardDialectList(what) => {
                write!(f, "{what} has the wrong number of entries")
            }
        }
    }
}

impl std::error::Error for DeviceError {}

/// One device and its position on the mesh.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GridDevice {
    pub id: i64,
    /// Coordinate along each mesh axis.
    pub coords: Vec<i64>,
}

/// The devices of a mesh in mesh (row-major) order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeviceGrid {
    pub shape: Vec<i64>,
    pub devices: Vec<GridDevice>,
}

impl DeviceGrid {
    pub fn device(&self, id: i64) -> Option<&GridDevice> {
        self.devices.iter().find(|d| d.id == id)
    }
}

/// Lists every device of `mesh` with its coordinates, honouring an explicit device order.
pub fn device_grid(mesh: &Mesh) -> Result<DeviceGrid, DeviceError> {
    if mesh.is_maximal() {
        let id = mesh.device_at(0).ok_or(DeviceError::BadDeviceIds)?;
        return Ok(DeviceGrid {
            shape: Vec::new(),
            devices: vec![GridDevice {
                id,
                coords: Vec::new(),
            }],
        });
    }
    let shape = mesh.static_shape().ok_or(DeviceError::DynamicMesh)?;
    let count = mesh
        .device_count()
        .filter(|n| *n <= MAX_DEVICES)
        .ok_or(DeviceError::TooManyDevices)?;
    if let Some(ids) = mesh.device_ids.as_ref().filter(|ids| !ids.is_empty()) {
        if i64::try_from(ids.len()).ok() != Some(count) {
            return Err(DeviceError::BadDeviceIds);
        }
    }
    let mut devices = Vec::with_capacity(count as usize);
    for linear in 0..count as usize {
        let mut coords = vec![0; shape.len()];
        let mut rest = linear as i64;
        for (c, size) in coords.iter_mut().zip(&shape).rev() {
            *c = rest % size;
            rest /= size;
        }
        let id = mesh.device_at(linear).ok_or(DeviceError::BadDeviceIds)?;
        devices.push(GridDevice { id, coords });
    }
    Ok(DeviceGrid { shape, devices })
}

/// What one device holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeviceShard {
    pub device: i64,
    /// Mesh coordinates.
    pub coords: Vec<i64>,
    /// Which tile of each dimension.
    pub tile_index: Vec<i64>,
    /// First owned index per dimension.
    pub offset: Vec<i64>,
    /// One past the last owned index per dimension.
    pub limit: Vec<i64>,
    /// Valid data per dimension: `limit - offset`, plus halos in the shard dialect.
    pub local_shape: Vec<i64>,
}

impl DeviceShard {
    pub fn element_count(&self) -> Option<i64> {
        self.local_shape
            .iter()
            .try_fold(1i64, |acc, d| acc.checked_mul(*d))
    }

    /// Bytes of valid data, for elements of `element_bytes` bytes.
    pub fn bytes(&self, element_bytes: i64) -> Option<i64> {
        self.element_count()?.checked_mul(element_bytes)
    }
}

/// How a tensor is laid out over a mesh.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShardLayout {
    /// Number of tiles each dimension is cut into.
    pub tiles_per_dim: Vec<i64>,
    /// The per-device buffer shape: the largest shard, i.e. the padded (ceil) shape.
    pub buffer_shape: Vec<i64>,
    /// One entry per device, in mesh order.
    pub shards: Vec<DeviceShard>,
    /// How many devices hold each tile.
    pub replication_factor: i64,
    /// Devices along unreduced axes hold partial values of their tile.
    pub partial: bool,
    /// Every shard has the buffer shape (no padding).
    pub is_even: bool,
}

impl ShardLayout {
    pub fn shard_for(&self, device: i64) -> Option<&DeviceShard> {
        self.shards.iter().find(|s| s.device == device)
    }

    /// Bytes of one device's (padded) buffer.
    pub fn buffer_bytes(&self, element_bytes: i64) -> Option<i64> {
        self.buffer_shape
            .iter()
            .try_fold(element_bytes, |acc, d| acc.checked_mul(*d))
    }

    /// Devices holding the same tile, grouped, each group in mesh order; groups ordered by
    /// tile index.
    pub fn replica_groups(&self) -> Vec<Vec<i64>> {
        let mut groups: BTreeMap<&[i64], Vec<i64>> = BTreeMap::new();
        for shard in &self.shards {
            groups
                .entry(&shard.tile_index)
                .or_default()
                .push(shard.device);
        }
        groups.into_values().collect()
    }
}

/// Lays out a tensor of static `shape` sharded by `sharding` on `mesh` (its resolved mesh).
pub fn shard_tensor(
    sharding: &TensorSharding,
    mesh: &Mesh,
    shape: &[i64],
) -> Result<ShardLayout, DeviceError> {
    if let Some(d) = shape.iter().position(|d| *d < 0) {
        return Err(DeviceError::NegativeDim(d));
    }
    let grid = device_grid(mesh)?;
    if mesh.is_maximal() {
        // A maximal sharding puts the whole tensor on its one device.
        let device = &grid.devices[0];
        let full = DeviceShard {
            device: device.id,
            coords: Vec::new(),
            tile_index: vec![0; shape.len()],
            offset: vec![0; shape.len()],
            limit: shape.to_vec(),
            local_shape: shape.to_vec(),
        };
        return Ok(ShardLayout {
            tiles_per_dim: vec![1; shape.len()],
            buffer_shape: shape.to_vec(),
            shards: vec![full],
            replication_factor: 1,
            partial: false,
            is_even: true,
        });
    }
    if sharding.rank() != shape.len() {
        return Err(DeviceError::RankMismatch {
            sharding: sharding.rank(),
            tensor: shape.len(),
        });
    }
    let tiles_per_dim: Vec<i64> = sharding
        .dims
        .iter()
        .map(|d| {
            d.axes
                .iter()
                .try_fold(1i64, |acc, a| acc.checked_mul(ref_size(a, mesh)?))
                .ok_or(())
        })
        .collect::<Result<_, _>>()
        .map_err(|_| unknown_or_overflow(sharding, mesh))?;
    let extents = dim_extents(sharding, shape, &tiles_per_dim)?;

    let mut shards = Vec::with_capacity(grid.devices.len());
    for device in &grid.devices {
        let mut tile_index = Vec::with_capacity(shape.len());
        for dim in &sharding.dims {
            let mut index = 0i64;
            for axis in &dim.axes {
                let size =
                    ref_size(axis, mesh).ok_or_else(|| unknown_or_overflow(sharding, mesh))?;
                index = index * size + ref_coord(axis, mesh, &device.coords)?;
            }
            tile_index.push(index);
        }
        let mut offset = Vec::with_capacity(shape.len());
        let mut limit = Vec::with_capacity(shape.len());
        let mut local_shape = Vec::with_capacity(shape.len());
        for (d, extent) in extents.iter().enumerate() {
            let (start, end) = extent.bounds[tile_index[d] as usize];
            offset.push(start);
            limit.push(end);
            local_shape.push(end - start + extent.halo.0 + extent.halo.1);
        }
        shards.push(DeviceShard {
            device: device.id,
            coords: device.coords.clone(),
            tile_index,
            offset,
            limit,
            local_shape,
        });
    }
    let buffer_shape: Vec<i64> = extents.iter().map(|e| e.buffer).collect();
    let total_tiles = tiles_per_dim
        .iter()
        .try_fold(1i64, |acc, t| acc.checked_mul(*t))
        .ok_or(DeviceError::TooManyDevices)?;
    let devices = i64::try_from(shards.len()).map_err(|_| DeviceError::TooManyDevices)?;
    let is_even = shards.iter().all(|s| s.local_shape == buffer_shape);
    Ok(ShardLayout {
        tiles_per_dim,
        buffer_shape,
        shards,
        replication_factor: if total_tiles > 0 {
            devices / total_tiles
        } else {
            0
        },
        partial: !sharding.unreduced.is_empty(),
        is_even,
    })
}

/// The shape of a layout without its devices: what every device's buffer looks like and how
/// many devices share a tile. Unlike [`shard_tensor`] it does not list the devices, so it
/// works for meshes too large to enumerate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LayoutSummary {
    pub tiles_per_dim: Vec<i64>,
    /// The padded per-device buffer shape.
    pub buffer_shape: Vec<i64>,
    pub device_count: i64,
    /// Devices per tile (including devices along unreduced axes).
    pub replication_factor: i64,
}

impl LayoutSummary {
    /// Bytes of one device's (padded) buffer.
    pub fn buffer_bytes(&self, element_bytes: i64) -> Option<i64> {
        self.buffer_shape
            .iter()
            .try_fold(element_bytes, |acc, d| acc.checked_mul(*d))
    }
}

/// Tiles, buffer shape and replication of `shape` sharded by `sharding` on `mesh`, without
/// enumerating the devices.
pub fn layout_summary(
    sharding: &TensorSharding,
    mesh: &Mesh,
    shape: &[i64],
) -> Result<LayoutSummary, DeviceError> {
    if let Some(d) = shape.iter().position(|d| *d < 0) {
        return Err(DeviceError::NegativeDim(d));
    }
    if mesh.is_maximal() {
        return Ok(LayoutSummary {
            tiles_per_dim: vec![1; shape.len()],
            buffer_shape: shape.to_vec(),
            device_count: 1,
            replication_factor: 1,
        });
    }
    if sharding.rank() != shape.len() {
        return Err(DeviceError::RankMismatch {
            sharding: sharding.rank(),
            tensor: shape.len(),
        });
    }
    let device_count = mesh
        .static_shape()
        .ok_or(DeviceError::DynamicMesh)?
        .iter()
        .try_fold(1i64, |acc, s| acc.checked_mul(*s))
        .ok_or(DeviceError::TooManyDevices)?;
    let tiles_per_dim: Vec<i64> = sharding
        .dims
        .iter()
        .map(|d| d.shard_count(mesh).ok_or(()))
        .collect::<Result<_, _>>()
        .map_err(|_| unknown_or_overflow(sharding, mesh))?;
    for axis in sharding.axis_refs() {
        if axis.sub_axis.is_some() {
            let full = mesh.axis_size(&axis.name).ok_or(DeviceError::DynamicMesh)?;
            let fits = axis
                .sub_axis
                .and_then(|sub| sub.next_pre_size())
                .is_some_and(|s| s > 0 && full % s == 0);
            if !fits {
                return Err(DeviceError::BadSubAxis(axis.to_string()));
            }
        }
    }
    let extents = dim_extents(sharding, shape, &tiles_per_dim)?;
    let total_tiles = tiles_per_dim
        .iter()
        .try_fold(1i64, |acc, t| acc.checked_mul(*t))
        .ok_or(DeviceError::TooManyDevices)?;
    Ok(LayoutSummary {
        buffer_shape: extents.iter().map(|e| e.buffer).collect(),
        tiles_per_dim,
        device_count,
        replication_factor: if total_tiles > 0 {
            device_count / total_tiles
        } else {
            0
        },
    })
}

/// Every one of `device_count` devices (ids `0..device_count`, no mesh) holding the whole
/// tensor: GSPMD's `{replicated}` and `{manual}` read against the module's device count.
pub fn whole_on_each(device_count: i64, shape: &[i64]) -> Result<ShardLayout, DeviceError> {
    if !(1..=MAX_DEVICES).contains(&device_count) {
        return Err(DeviceError::TooManyDevices);
    }
    if let Some(d) = shape.iter().position(|d| *d < 0) {
        return Err(DeviceError::NegativeDim(d));
    }
    let shards = (0..device_count)
        .map(|id| DeviceShard {
            device: id,
            coords: Vec::new(),
            tile_index: vec![0; shape.len()],
            offset: vec![0; shape.len()],
            limit: shape.to_vec(),
            local_shape: shape.to_vec(),
        })
        .collect();
    Ok(ShardLayout {
        tiles_per_dim: vec![1; shape.len()],
        buffer_shape: shape.to_vec(),
        shards,
        replication_factor: device_count,
        partial: false,
        is_even: true,
    })
}

/// The bounds of every tile of one dimension, the halo widths and the buffer size.
struct Extent {
    bounds: Vec<(i64, i64)>,
    halo: (i64, i64),
    buffer: i64,
}

fn dim_extents(
    sharding: &TensorSharding,
    shape: &[i64],
    tiles: &[i64],
) -> Result<Vec<Extent>, DeviceError> {
    let statics = |values: &[SizeValue]| -> Result<Vec<i64>, DeviceError> {
        values
            .iter()
            .map(|v| v.as_static().ok_or(DeviceError::DynamicValue))
            .collect()
    };
    let offsets = statics(&sharding.sharded_dims_offsets)?;
    let halos = statics(&sharding.halo_sizes)?;
    let sharded_dims = sharding.dims.iter().filter(|d| !d.axes.is_empty()).count();
    if !halos.is_empty() && halos.len() != 2 * sharded_dims {
        return Err(DeviceError::BadShardDialectList("halo_sizes"));
    }
    let (mut offset_pos, mut sharded_index) = (0usize, 0usize);
    let mut extents = Vec::with_capacity(shape.len());
    for (d, (&size, &t)) in shape.iter().zip(tiles).enumerate() {
        let count = usize::try_from(t)
            .ok()
            .filter(|c| *c as i64 <= MAX_DEVICES)
            .ok_or(DeviceError::TooManyDevices)?;
        let sharded = !sharding.dims[d].axes.is_empty();
        let bounds: Vec<(i64, i64)> = if sharded && !offsets.is_empty() {
            let list = offsets
                .get(offset_pos..=offset_pos + count)
                .ok_or(DeviceError::BadShardDialectList("sharded_dims_offsets"))?;
            offset_pos += count + 1;
            list.windows(2).map(|w| (w[0], w[1])).collect()
        } else {
            // XLA: tile = ceil(size / t); offset = min(i * tile, size); limit = min((i + 1) * tile, size).
            let tile = if t > 0 {
                size / t + i64::from(size % t != 0)
            } else {
                size
            };
            (0..t)
                .map(|i| {
                    (
                        i.saturating_mul(tile).min(size),
                        (i + 1).saturating_mul(tile).min(size),
                    )
                })
                .collect()
        };
        let halo = if sharded && !halos.is_empty() {
            (halos[2 * sharded_index], halos[2 * sharded_index + 1])
        } else {
            (0, 0)
        };
        if sharded {
            sharded_index += 1;
        }
        let widest = bounds.iter().map(|(a, b)| b - a).max().unwrap_or(size);
        extents.push(Extent {
            bounds,
            halo,
            buffer: widest + halo.0 + halo.1,
        });
    }
    if !offsets.is_empty() && offset_pos != offsets.len() {
        return Err(DeviceError::BadShardDialectList("sharded_dims_offsets"));
    }
    Ok(extents)
}

fn ref_size(axis: &AxisRef, mesh: &Mesh) -> Option<i64> {
    axis.size(mesh)
}

fn unknown_or_overflow(sharding: &TensorSharding, mesh: &Mesh) -> DeviceError {
    match sharding.axis_refs().find(|a| mesh.axis(&a.name).is_none()) {
        Some(a) => DeviceError::UnknownAxis(a.to_string()),
        None => DeviceError::TooManyDevices,
    }
}

/// The device's coordinate along an axis reference.
fn ref_coord(axis: &AxisRef, mesh: &Mesh, coords: &[i64]) -> Result<i64, DeviceError> {
    let i = mesh
        .axis_index(&axis.name)
        .ok_or_else(|| DeviceError::UnknownAxis(axis.to_string()))?;
    let c = coords[i];
    let Some(sub) = axis.sub_axis else {
        return Ok(c);
    };
    let full = mesh.axis_size(&axis.name).ok_or(DeviceError::DynamicMesh)?;
    let span = sub
        .next_pre_size()
        .filter(|s| sub.pre_size >= 1 && sub.size >= 1 && *s > 0 && full % s == 0);
    let minor = span
        .map(|s| full / s)
        .ok_or_else(|| DeviceError::BadSubAxis(axis.to_string()))?;
    Ok((c / minor) % sub.size)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sharding::gspmd;
    use crate::sharding::mesh_family;
    use crate::sharding::model::{DimSharding, MeshRef, Notation};
    use crate::sharding::sdy;

    fn hlo_layout(text: &str, shape: &[i64]) -> ShardLayout {
        let i = gspmd::to_model(&gspmd::parse_hlo_sharding(text).unwrap(), shape.len()).unwrap();
        shard_tensor(&i.sharding, i.mesh().unwrap(), shape).unwrap()
    }

    fn sdy_layout(mesh: &str, sharding: &str, shape: &[i64]) -> ShardLayout {
        let mesh = sdy::parse_mesh(mesh).unwrap().mesh;
        let s = sdy::parse_sharding(sharding).unwrap().sharding;
        shard_tensor(&s, &mesh, shape).unwrap()
    }

    fn ranges(shard: &DeviceShard) -> Vec<(i64, i64)> {
        shard
            .offset
            .iter()
            .copied()
            .zip(shard.limit.iter().copied())
            .collect()
    }

    #[test]
    fn seed_000_two_devices_on_rows() {
        // {devices=[2,1]0,1} on 4x3: device 0 gets rows 0..2, device 1 rows 2..4.
        let l = hlo_layout("{devices=[2,1]0,1}", &[4, 3]);
        assert_eq!(ranges(l.shard_for(0).unwrap()), [(0, 2), (0, 3)]);
        assert_eq!(ranges(l.shard_for(1).unwrap()), [(2, 4), (0, 3)]);
        assert_eq!(l.buffer_shape, [2, 3]);
        assert_eq!(l.replication_factor, 1);
        assert!(l.is_even);
        assert_eq!(l.shard_for(1).unwrap().bytes(4), Some(24));
        assert_eq!(l.buffer_bytes(4), Some(24));
    }

    #[test]
    fn seed_000_three_dims() {
        // {devices=[1,2,4]0,...,7} on 3x4x4: every shard is 3x2x1.
        let l = hlo_layout("{devices=[1,2,4]0,1,2,3,4,5,6,7}", &[3, 4, 4]);
        assert_eq!(l.shards.len(), 8);
        assert!(l.shards.iter().all(|s| s.local_shape == [3, 2, 1]));
        assert_eq!(ranges(l.shard_for(5).unwrap()), [(0, 3), (2, 4), (1, 2)]);
        assert_eq!(l.tiles_per_dim, [1, 2, 4]);
    }

    #[test]
    fn partial_replication() {
        // XLA semantics of {devices=[1,2,4]... last_tile_dim_replicate} on 4x3: dim 0 is not
        // split, dim 1 is split in two (ceil(3/2) = 2); devices 0-3 share columns 0..2 and
        // devices 4-7 share column 2 (padded to 2).
        let l = hlo_layout(
            "{devices=[1,2,4]0,1,2,3,4,5,6,7 last_tile_dim_replicate}",
            &[4, 3],
        );
        assert_eq!(l.replica_groups(), [vec![0, 1, 2, 3], vec![4, 5, 6, 7]]);
        assert_eq!(l.replication_factor, 4);
        assert_eq!(ranges(l.shard_for(2).unwrap()), [(0, 4), (0, 2)]);
        assert_eq!(ranges(l.shard_for(6).unwrap()), [(0, 4), (2, 3)]);
        assert_eq!(l.shard_for(6).unwrap().local_shape, [4, 1]);
        assert_eq!(l.buffer_shape, [4, 2]);
        assert!(!l.is_even);
        // The seed's prose (rows 0-1 on devices 0-3, rows 2-3 on devices 4-7) is what
        // {devices=[2,1,4]...} describes.
        let l = hlo_layout(
            "{devices=[2,1,4]0,1,2,3,4,5,6,7 last_tile_dim_replicate}",
            &[4, 3],
        );
        assert_eq!(l.replica_groups(), [vec![0, 1, 2, 3], vec![4, 5, 6, 7]]);
        assert_eq!(ranges(l.shard_for(3).unwrap()), [(0, 2), (0, 3)]);
        assert_eq!(ranges(l.shard_for(4).unwrap()), [(2, 4), (0, 3)]);
    }

    #[test]
    fn xla_tile_test_table() {
        // U32[4,5] with {devices=[2,2]0,3,2,1}.
        let l = hlo_layout("{devices=[2,2]0,3,2,1}", &[4, 5]);
        let expect = [
            (0, [0, 0], [(0, 2), (0, 3)], [2, 3]),
            (3, [0, 1], [(0, 2), (3, 5)], [2, 2]),
            (2, [1, 0], [(2, 4), (0, 3)], [2, 3]),
            (1, [1, 1], [(2, 4), (3, 5)], [2, 2]),
        ];
        for (device, tile, range, shape) in expect {
            let s = l.shard_for(device).unwrap();
            assert_eq!(s.tile_index, tile, "device {device}");
            assert_eq!(ranges(s), range, "device {device}");
            assert_eq!(s.local_shape, shape, "device {device}");
        }
        assert_eq!(l.buffer_shape, [2, 3]);
    }

    #[test]
    fn uneven_examples() {
        let l = sdy_layout("<[\"x\"=6]>", "<@m, [{\"x\"}]>", &[11]);
        assert_eq!(
            l.shards
                .iter()
                .map(|s| s.local_shape[0])
                .collect::<Vec<_>>(),
            [2, 2, 2, 2, 2, 1]
        );
        let l = sdy_layout("<[\"x\"=4]>", "<@m, [{\"x\"}]>", &[10]);
        assert_eq!(
            l.shards
                .iter()
                .map(|s| s.local_shape[0])
                .collect::<Vec<_>>(),
            [3, 3, 3, 1]
        );
        let l = sdy_layout("<[\"x\"=4]>", "<@m, [{\"x\"}]>", &[2]);
        assert_eq!(
            l.shards.iter().map(|s| ranges(s)[0]).collect::<Vec<_>>(),
            [(0, 1), (1, 2), (2, 2), (2, 2)]
        );
        assert_eq!(l.shards[3].local_shape, [0]);
    }

    #[test]
    fn sub_axes_and_multi_axis_dims() {
        // "x":(2)2 on x=8 is the middle dim of [2, 2, 2]: coordinate (c / 2) % 2.
        let l = sdy_layout("<[\"x\"=8]>", "<@m, [{\"x\":(2)2}]>", &[8]);
        let tiles: Vec<i64> = l.shards.iter().map(|s| s.tile_index[0]).collect();
        assert_eq!(tiles, [0, 0, 1, 1, 0, 0, 1, 1]);
        assert_eq!(l.replication_factor, 4);
        // {"y", "x"}: y is major.
        let l = sdy_layout("<[\"x\"=2, \"y\"=2]>", "<@m, [{\"y\", \"x\"}]>", &[8]);
        let tiles: Vec<i64> = l.shards.iter().map(|s| s.tile_index[0]).collect();
        assert_eq!(tiles, [0, 2, 1, 3]);
        assert_eq!(ranges(&l.shards[1]), [(4, 6)]);
    }

    #[test]
    fn explicit_device_order_and_grid() {
        let mesh = sdy::parse_mesh("<[\"a\"=2, \"b\"=2], device_ids=[3, 2, 1, 0]>")
            .unwrap()
            .mesh;
        let grid = device_grid(&mesh).unwrap();
        assert_eq!(grid.device(3).unwrap().coords, [0, 0]);
        assert_eq!(grid.device(1).unwrap().coords, [1, 0]);
        assert_eq!(grid.shape, [2, 2]);
        let s = sdy::parse_sharding("<@m, [{\"a\"}, {\"b\"}]>")
            .unwrap()
            .sharding;
        let l = shard_tensor(&s, &mesh, &[4, 4]).unwrap();
        assert_eq!(ranges(l.shard_for(0).unwrap()), [(2, 4), (2, 4)]);
        assert_eq!(ranges(l.shard_for(3).unwrap()), [(0, 2), (0, 2)]);
    }

    #[test]
    fn maximal_empty_and_unreduced() {
        let l = hlo_layout("{maximal device=3}", &[4, 4]);
        assert_eq!(l.shards.len(), 1);
        assert_eq!(
            (l.shards[0].device, l.shards[0].local_shape.clone()),
            (3, vec![4, 4])
        );
        let l = hlo_layout("{replicated}", &[4, 4]);
        assert_eq!(l.shards.len(), 1);
        assert_eq!(l.shards[0].local_shape, [4, 4]);
        let l = sdy_layout(
            "<[\"a\"=2, \"b\"=2]>",
            "<@m, [{\"a\"}], unreduced={\"b\"}>",
            &[4],
        );
        assert!(l.partial);
        assert_eq!(l.replication_factor, 2);
        assert_eq!(l.replica_groups(), [vec![0, 1], vec![2, 3]]);
        let l = sdy_layout("<[\"a\"=2]>", "<@m, []>", &[]);
        assert_eq!(l.shards.len(), 2);
        assert_eq!(l.shards[0].element_count(), Some(1));
    }

    #[test]
    fn shard_dialect_offsets_and_halos() {
        // split_axes = [[], [0]] sharded_dims_offsets = [0, 2, 5, 9, 14] on 4x14 over 4 devices.
        let grid = mesh_family::parse_grid("(shape = 4)", Notation::ShardDialect)
            .unwrap()
            .grid;
        let p = mesh_family::parse_sharding_op(
            "@g split_axes = [[], [0]] sharded_dims_offsets = [0, 2, 5, 9, 14]",
            Notation::ShardDialect,
        )
        .unwrap();
        let model = mesh_family::to_model(&p.sharding, 2, None).unwrap();
        let l = shard_tensor(&model, &grid.to_mesh(), &[4, 14]).unwrap();
        let shapes: Vec<Vec<i64>> = l.shards.iter().map(|s| s.local_shape.clone()).collect();
        assert_eq!(shapes, [vec![4, 2], vec![4, 3], vec![4, 4], vec![4, 5]]);
        assert_eq!(l.buffer_shape, [4, 5]);
        // [0, 24, 32, 0, 20, 32] on 32x32x32 over a 2x2 grid: device 0 gets 24x20x32.
        let grid = Mesh::indexed(&[Some(2), Some(2)]);
        let p = mesh_family::parse_sharding_op(
            "@g split_axes = [[0], [1]] sharded_dims_offsets = [0, 24, 32, 0, 20, 32]",
            Notation::ShardDialect,
        )
        .unwrap();
        let model = mesh_family::to_model(&p.sharding, 3, None).unwrap();
        let l = shard_tensor(&model, &grid, &[32, 32, 32]).unwrap();
        assert_eq!(l.shard_for(0).unwrap().local_shape, [24, 20, 32]);
        assert_eq!(l.shard_for(3).unwrap().local_shape, [8, 12, 32]);
        // Halos widen the local shape.
        let p = mesh_family::parse_sharding_op(
            "@g split_axes = [[0]] halo_sizes = [1, 2]",
            Notation::ShardDialect,
        )
        .unwrap();
        let model = mesh_family::to_model(&p.sharding, 1, None).unwrap();
        let l = shard_tensor(&model, &Mesh::indexed(&[Some(2)]), &[8]).unwrap();
        assert_eq!(l.shards[0].local_shape, [7]);
        assert_eq!(ranges(&l.shards[1]), [(4, 8)]);
        assert_eq!(l.buffer_shape, [7]);
    }

    #[test]
    fn errors_are_reported_not_panicked() {
        let s = TensorSharding::new("m", vec![DimSharding::on(&["x"])]);
        assert_eq!(
            shard_tensor(&s, &Mesh::from_sizes(&[("x", 2)]), &[4, 4]),
            Err(DeviceError::RankMismatch {
                sharding: 1,
                tensor: 2
            })
        );
        assert_eq!(
            shard_tensor(&s, &Mesh::from_sizes(&[("y", 2)]), &[4]),
            Err(DeviceError::UnknownAxis("\"x\"".into()))
        );
        assert_eq!(
            shard_tensor(&s, &Mesh::indexed(&[None]), &[4]),
            Err(DeviceError::DynamicMesh)
        );
        assert_eq!(
            shard_tensor(&s, &Mesh::from_sizes(&[("x", i64::MAX)]), &[4]),
            Err(DeviceError::TooManyDevices)
        );
        assert_eq!(
            shard_tensor(&s, &Mesh::from_sizes(&[("x", 2)]), &[-1]),
            Err(DeviceError::NegativeDim(0))
        );
        let bad_ids = Mesh::from_sizes(&[("x", 2)]).with_device_ids(vec![0]);
        assert_eq!(
            shard_tensor(&s, &bad_ids, &[4]),
            Err(DeviceError::BadDeviceIds)
        );
        let sub = TensorSharding::new(
            "m",
            vec![DimSharding::closed(vec![AxisRef::sub("x", 3, 2)])],
        );
        assert_eq!(
            shard_tensor(&sub, &Mesh::from_sizes(&[("x", 8)]), &[8]),
            Err(DeviceError::BadSubAxis("\"x\":(3)2".into()))
        );
        let mut dynamic = s.clone();
        dynamic.halo_sizes = vec![SizeValue::Dynamic("%c".into()), SizeValue::Static(1)];
        assert_eq!(
            shard_tensor(&dynamic, &Mesh::from_sizes(&[("x", 2)]), &[4]),
            Err(DeviceError::DynamicValue)
        );
        let mut short = s.clone();
        short.halo_sizes = vec![SizeValue::Static(1)];
        assert_eq!(
            shard_tensor(&short, &Mesh::from_sizes(&[("x", 2)]), &[4]),
            Err(DeviceError::BadShardDialectList("halo_sizes"))
        );
        let mut offsets = s.clone();
        offsets.sharded_dims_offsets = vec![SizeValue::Static(0), SizeValue::Static(2)];
        assert!(shard_tensor(&offsets, &Mesh::from_sizes(&[("x", 2)]), &[4]).is_err());
        offsets.sharded_dims_offsets = (0..5).map(SizeValue::Static).collect();
        assert_eq!(
            shard_tensor(&offsets, &Mesh::from_sizes(&[("x", 2)]), &[4]),
            Err(DeviceError::BadShardDialectList("sharded_dims_offsets"))
        );
        assert_eq!(
            DeviceError::RankMismatch {
                sharding: 2,
                tensor: 1
            }
            .to_string(),
            "sharding doesn't match tensor rank: 2 != 1"
        );
        let maximal_bad = Mesh {
            axes: vec![],
            device_ids: Some(vec![]),
        };
        assert!(device_grid(&maximal_bad).is_ok());
        let inline = TensorSharding::replicated(MeshRef::Inline(Mesh::empty()), 1);
        assert_eq!(
            shard_tensor(&inline, &Mesh::empty(), &[3])
                .unwrap()
                .shards
                .len(),
            1
        );
    }

    #[test]
    fn summary_agrees_with_the_enumerated_layout_and_needs_no_devices() {
        for (mesh, sharding, shape) in [
            ("<[\"x\"=4]>", "<@m, [{\"x\"}, {}]>", vec![2, 3]),
            ("<[\"x\"=2, \"y\"=4]>", "<@m, [{\"y\"}, {}]>", vec![7, 5]),
            ("<[\"x\"=8]>", "<@m, [{\"x\":(2)2}]>", vec![9]),
        ] {
            let full = sdy_layout(mesh, sharding, &shape);
            let m = sdy::parse_mesh(mesh).unwrap().mesh;
            let s = sdy::parse_sharding(sharding).unwrap().sharding;
            let summary = layout_summary(&s, &m, &shape).unwrap();
            assert_eq!(summary.buffer_shape, full.buffer_shape, "{sharding}");
            assert_eq!(summary.tiles_per_dim, full.tiles_per_dim, "{sharding}");
            assert_eq!(summary.replication_factor, full.replication_factor);
            assert_eq!(summary.device_count, full.shards.len() as i64);
        }
        // 2^32 devices: too many to list, not too many to summarise.
        let m = sdy::parse_mesh("<[\"x\"=65536, \"y\"=65536]>")
            .unwrap()
            .mesh;
        let s = sdy::parse_sharding("<@m, [{\"x\"}, {\"y\"}]>")
            .unwrap()
            .sharding;
        assert_eq!(
            shard_tensor(&s, &m, &[65536, 65536]),
            Err(DeviceError::TooManyDevices)
        );
        let summary = layout_summary(&s, &m, &[65536, 65536]).unwrap();
        assert_eq!(summary.buffer_shape, [1, 1]);
        assert_eq!(summary.device_count, 1 << 32);
        assert_eq!(summary.buffer_bytes(4), Some(4));
    }

    #[test]
    fn whole_tensor_on_every_device() {
        let l = whole_on_each(8, &[8, 4]).unwrap();
        assert_eq!(l.shards.len(), 8);
        assert_eq!(l.replication_factor, 8);
        assert!(l
            .shards
            .iter()
            .all(|s| s.limit == [8, 4] && s.offset == [0, 0]));
        assert_eq!(l.shards[7].device, 7);
        assert!(whole_on_each(0, &[1]).is_err());
    }
}
