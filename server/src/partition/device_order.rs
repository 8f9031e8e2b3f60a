//! Reshards between meshes that list the same devices in different orders.
//!
//! XLA sees each sharding as a tile assignment: the device of each (tile
//! index per dimension, replica index) position. Two shardings whose tile
//! assignments have the same dimensions differ only in which device holds
//! which position, and `ReshardNoCache` moves them with one
//! collective-permute (`CanReshardWithCollectivePermute`,
//! `ReshardWithCollectivePermute`: a pair per position whose source and
//! target devices differ; none when the assignments are equal, as the
//! shardings then are). Tiles per device come from
//! [`crate::sharding::devices::shard_tensor`].

use std::collections::{BTreeMap, BTreeSet};

use crate::sharding::devices::{device_grid, shard_tensor};
use crate::sharding::model::{Mesh, MeshRef, TensorSharding};

/// How a sharding moves onto another device order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum AcrossOrders {
    /// The tile assignments are equal: every device already holds its tile.
    InPlace,
    /// The same tiling on other devices: one collective-permute of each
    /// device's (padded) shard, `(source, target)` device pairs.
    Permute {
        pairs: Vec<(i64, i64)>,
        bytes_per_device: i64,
    },
    /// The tilings differ as well.
    Retile,
}

/// A sharding's tile assignment as XLA numbers it: (tile index per
/// dimension, replica index) → device, the replicas of a tile in mesh order
/// (`last_tile_dim_replicate` lists the unused axes in mesh order); with the
/// tiles per dimension, the devices per tile and the buffer bytes.
struct TileAssignment {
    tiles: Vec<i64>,
    replicas: i64,
    devices: BTreeMap<(Vec<i64>, i64), i64>,
    buffer_bytes: i64,
}

fn tile_assignment(
    sharding: &TensorSharding,
    mesh: &Mesh,
    shape: &[i64],
    element_bytes: i64,
) -> Option<TileAssignment> {
    let layout = shard_tensor(sharding, mesh, shape).ok()?;
    if layout.partial {
        return None;
    }
    let mut seen: BTreeMap<Vec<i64>, i64> = BTreeMap::new();
    let mut devices = BTreeMap::new();
    for shard in &layout.shards {
        let replica = seen.entry(shard.tile_index.clone()).or_insert(0);
        devices.insert((shard.tile_index.clone(), *replica), shard.device);
        *replica += 1;
    }
    Some(TileAssignment {
        buffer_bytes: layout.buffer_bytes(element_bytes)?,
        tiles: layout.tiles_per_dim,
        replicas: layout.replication_factor,
        devices,
    })
}

/// How `from` (on `from_mesh`) becomes `to` (on `to_mesh`), both meshes of
/// the same devices; `None` when either layout cannot be computed (a dynamic
/// mesh, partial sums) or the meshes hold different devices.
pub(crate) fn across_orders(
    from: &TensorSharding,
    from_mesh: &Mesh,
    to: &TensorSharding,
    to_mesh: &Mesh,
    shape: &[i64],
    element_bytes: i64,
) -> Option<AcrossOrders> {
    let ids = |m: &Mesh| -> Option<BTreeSet<i64>> {
        Some(device_grid(m).ok()?.devices.iter().map(|d| d.id).collect())
    };
    if ids(from_mesh)? != ids(to_mesh)? {
        return None;
    }
    let source = tile_assignment(from, from_mesh, shape, element_bytes)?;
    let target = tile_assignment(to, to_mesh, shape, element_bytes)?;
    if source.tiles != target.tiles || source.replicas != target.replicas {
        return Some(AcrossOrders::Retile);
    }
    let pairs: Vec<(i64, i64)> = source
        .devices
        .iter()
        .filter_map(|(position, &src)| {
            let dst = *target.devices.get(position)?;
            (src != dst).then_some((src, dst))
        })
        .collect();
    if pairs.is_empty() {
        return Some(AcrossOrders::InPlace);
    }
    Some(AcrossOrders::Permute {
        pairs,
        bytes_per_device: source.buffer_bytes,
    })
}

/// `sharding` (on `mesh`) with the same axes, on `mesh` listing its devices
/// in `order`'s order: the tiling the sharding has, on another device
/// assignment.
pub(crate) fn in_order_of(
    sharding: &TensorSharding,
    mesh: &Mesh,
    order: &Mesh,
) -> Option<(TensorSharding, Mesh)> {
    let count = usize::try_from(mesh.device_count()?).ok()?;
    if order.device_count()? != mesh.device_count()? {
        return None;
    }
    let ids: Option<Vec<i64>> = (0..count).map(|i| order.device_at(i)).collect();
    let relabelled = mesh.clone().with_device_ids(ids?);
    let mut out = sharding.clone();
    out.mesh = MeshRef::Inline(relabelled.clone());
    Some((out, relabelled))
}

/// The axes of `mesh` along which some pair's devices differ.
pub(crate) fn permuted_axes(pairs: &[(i64, i64)], mesh: &Mesh) -> Vec<usize> {
    let Ok(grid) = device_grid(mesh) else {
        return Vec::new();
    };
    let mut varying = vec![false; grid.shape.len()];
    for &(a, b) in pairs {
        if let (Some(a), Some(b)) = (grid.device(a), grid.device(b)) {
            for (d, (x, y)) in a.coords.iter().zip(&b.coords).enumerate() {
                varying[d] |= x != y;
            }
        }
    }
    (0..varying.len()).filter(|&d| varying[d]).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sharding::model::{AxisRef, DimSharding, MeshAxis};

    fn on(mesh: &Mesh, dims: &[&[&str]]) -> TensorSharding {
        TensorSharding::on_mesh(
            MeshRef::Inline(mesh.clone()),
            dims.iter()
                .map(|d| DimSharding::closed(d.iter().map(|a| AxisRef::full(*a)).collect()))
                .collect(),
        )
    }

    #[test]
    fn the_same_tiles_on_each_device_move_nothing() {
        // Rows on "x" of [0, 1, 2, 3], and rows on ("q", "p") of the order
        // [0, 2, 1, 3] on [p=2, q=2]: tile t is on device t in both.
        let a = Mesh::new(vec![MeshAxis::new("x", 4)]);
        let b = Mesh::new(vec![MeshAxis::new("p", 2), MeshAxis::new("q", 2)])
            .with_device_ids(vec![0, 2, 1, 3]);
        let got = across_orders(
            &on(&a, &[&["x"], &[]]),
            &a,
            &on(&b, &[&["q", "p"], &[]]),
            &b,
            &[8, 8],
            4,
        );
        assert_eq!(got, Some(AcrossOrders::InPlace));
        // Partially replicated on [2, 2]: the replicas keep their order.
        let a = Mesh::new(vec![MeshAxis::new("x", 2), MeshAxis::new("y", 2)]);
        let b = a.clone().with_device_ids(vec![0, 2, 1, 3]);
        let got = across_orders(
            &on(&a, &[&["x"], &[]]),
            &a,
            &on(&b, &[&["y"], &[]]),
            &b,
            &[8, 8],
            4,
        );
        assert_eq!(got, Some(AcrossOrders::InPlace));
    }

    #[test]
    fn a_swapped_device_order_permutes_each_shard_once() {
        let a = Mesh::new(vec![MeshAxis::new("x", 2), MeshAxis::new("y", 4)]);
        let b = a.clone().with_device_ids(vec![1, 0, 3, 2, 5, 4, 7, 6]);
        // Rows on "x", columns on "y": 64x64 f32, a 32x16 shard each.
        let got = across_orders(
            &on(&a, &[&["x"], &["y"]]),
            &a,
            &on(&b, &[&["x"], &["y"]]),
            &b,
            &[64, 64],
            4,
        );
        let Some(AcrossOrders::Permute {
            pairs,
            bytes_per_device,
        }) = got
        else {
            panic!("expected a permute, got {got:?}");
        };
        assert_eq!(bytes_per_device, 32 * 16 * 4);
        assert_eq!(pairs.len(), 8);
        assert!(pairs.contains(&(0, 1)) && pairs.contains(&(1, 0)));
        assert_eq!(permuted_axes(&pairs, &b), vec![1]);
        // Only rows on "x": the pairs swap within a row group of replicas,
        // device 0 (tile 0, replica 0) to device 1 (tile 0, replica 0).
        let got = across_orders(
            &on(&a, &[&["x"], &[]]),
            &a,
            &on(&b, &[&["x"], &[]]),
            &b,
            &[64, 64],
            4,
        );
        assert!(
            matches!(&got, Some(AcrossOrders::Permute { pairs, bytes_per_device })
                if pairs.len() == 8 && *bytes_per_device == 32 * 64 * 4),
            "{got:?}"
        );
    }

    #[test]
    fn another_tiling_is_a_retile_and_other_devices_are_none() {
        let a = Mesh::new(vec![MeshAxis::new("x", 2), MeshAxis::new("y", 4)]);
        let b = a.clone().with_device_ids(vec![7, 6, 5, 4, 3, 2, 1, 0]);
        let got = across_orders(
            &on(&a, &[&["x"], &[]]),
            &a,
            &on(&b, &[&["y"], &[]]),
            &b,
            &[64, 64],
            4,
        );
        assert_eq!(got, Some(AcrossOrders::Retile));
        let c = Mesh::new(vec![MeshAxis::new("x", 2), MeshAxis::new("y", 4)])
            .with_device_ids(vec![8, 9, 10, 11, 12, 13, 14, 15]);
        let got = across_orders(
            &on(&a, &[&["x"], &[]]),
            &a,
            &on(&c, &[&["x"], &[]]),
            &c,
            &[64, 64],
            4,
        );
        assert_eq!(got, None);
        // The target's tiling on the source's order.
        let (moved, mesh) = in_order_of(&on(&b, &[&["y"], &[]]), &b, &a).expect("relabelled");
        assert_eq!(mesh.device_at(0), Some(0));
        assert_eq!(moved.dims, on(&b, &[&["y"], &[]]).dims);
    }
}
