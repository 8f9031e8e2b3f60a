//! The normalisations XLA applies when it builds a sharding (`PartialTile`, `Subgroup`), so
//! that printing a canonicalized sharding gives the text XLA would print back.
//!
//! * `last_tile_dims={replicated}` alone becomes `last_tile_dim_replicate`;
//! * size-1 subgroup dims are dropped (a replicated last dim of 1 makes the sharding fully
//!   tiled);
//! * subgroup dims are ordered manual, unreduced, replicated and dims of the same type are
//!   merged (this reorders the device array);
//! * with no data tiling and a single subgroup type the sharding becomes `{replicated}`,
//!   `{manual}` or `{unreduced}`;
//! * devices inside each replication group of an explicit list are sorted;
//! * iota dims are canonicalised.
//!
//! When the device array is inconsistent (wrong length, bad permutation) the sharding is
//! returned as it is; validation reports the problem.

use super::tile::{
    canonicalize_iota, checked_product, detect_iota, is_permutation, materialize, transpose,
};
use super::{HloSharding, HloShardingKind, SubgroupType, TileDevices, TiledSharding};

/// Applies XLA's construction-time normalisations (see the module docs).
pub fn canonicalize(s: &HloSharding) -> HloSharding {
    let mut out = s.clone();
    out.kind = match &s.kind {
        HloShardingKind::Tuple(elements) => {
            HloShardingKind::Tuple(elements.iter().map(canonicalize).collect())
        }
        HloShardingKind::Tiled(t) => {
            canonical_tiled(t).unwrap_or_else(|| HloShardingKind::Tiled(t.clone()))
        }
        other => other.clone(),
    };
    out
}

fn canonical_tiled(t: &TiledSharding) -> Option<HloShardingKind> {
    if t.last_tile_dim_replicate && !t.last_tile_dims.is_empty() {
        return None;
    }
    let rank = t.data_rank()?;
    let all_types = t.subgroup_types();

    // Drop size-1 subgroup dims; this does not change the device order.
    let mut dims: Vec<i64> = t.dims[..rank].to_vec();
    let mut types = Vec::new();
    for (ty, size) in all_types.iter().zip(&t.dims[rank..]) {
        if *size != 1 {
            dims.push(*size);
            types.push(*ty);
        }
    }
    let mut devices = t.devices.clone();

    // Order subgroup dims by type and merge equal neighbours.
    if !types.windows(2).all(|w| w[0] < w[1]) {
        let values = materialize(&devices).ok()?;
        let total = usize::try_from(checked_product(&dims)?).ok()?;
        if values.len() != total {
            return None;
        }
        let mut order: Vec<usize> = (0..types.len()).collect();
        order.sort_by_key(|i| types[*i]);
        let perm: Vec<usize> = (0..rank).chain(order.iter().map(|i| rank + i)).collect();
        let shape: Vec<usize> = dims.iter().map(|d| *d as usize).collect();
        let values = transpose(&values, &shape, &perm);
        let mut merged_dims: Vec<i64> = dims[..rank].to_vec();
        let mut merged_types: Vec<SubgroupType> = Vec::new();
        for i in order {
            let size = dims[rank + i];
            if merged_types.last() == Some(&types[i]) {
                let last = merged_dims.last_mut()?;
                *last = last.checked_mul(size)?;
            } else {
                merged_dims.push(size);
                merged_types.push(types[i]);
            }
        }
        dims = merged_dims;
        types = merged_types;
        devices = detect_iota(&values).map_or(TileDevices::Explicit(values), TileDevices::Iota);
    }

    if dims[..rank].iter().all(|d| *d == 1) && types.len() == 1 {
        match types[0] {
            SubgroupType::Replicated => return Some(HloShardingKind::Replicated),
            SubgroupType::Manual => return Some(HloShardingKind::Manual),
            SubgroupType::Unreduced => return Some(HloShardingKind::Unreduced),
            SubgroupType::Maximal => {}
        }
    }

    let partial_tile = types == [SubgroupType::Replicated];
    if partial_tile {
        if let (TileDevices::Explicit(values), Some(group)) = (
            &mut devices,
            dims.last().and_then(|g| usize::try_from(*g).ok()),
        ) {
            if group > 0 && values.len() % group == 0 {
                values.chunks_mut(group).for_each(<[i64]>::sort_unstable);
            }
        }
    }
    if let TileDevices::Iota(iota) = &mut devices {
        if is_permutation(&iota.perm, iota.reshape_dims.len()) {
            *iota = canonicalize_iota(iota);
        }
    }
    Some(HloShardingKind::Tiled(TiledSharding {
        dims,
        devices,
        last_tile_dim_replicate: partial_tile,
        last_tile_dims: if partial_tile { Vec::new() } else { types },
    }))
}

#[cfg(test)]
mod tests {
    use crate::sharding::gspmd::print::canonical_text;

    fn canon(text: &str) -> String {
        canonical_text(text).unwrap_or_else(|e| panic!("{text}: {e}"))
    }

    #[test]
    fn replicated_subgroup_spellings() {
        assert_eq!(
            canon("{devices=[2,2]<=[4] last_tile_dims={replicated}}"),
            "{devices=[2,2]<=[4] last_tile_dim_replicate}"
        );
        assert_eq!(
            canon("{devices=[4,1]<=[4] last_tile_dim_replicate}"),
            "{devices=[4]<=[4]}"
        );
        assert_eq!(
            canon("{devices=[1,1,4]<=[4] last_tile_dim_replicate}"),
            "{replicated}"
        );
        assert_eq!(
            canon("{devices=[1,4]<=[4] last_tile_dims={manual}}"),
            "{manual}"
        );
        assert_eq!(
            canon("{devices=[1,4]<=[4] last_tile_dims={unreduced}}"),
            "{unreduced}"
        );
        assert_eq!(
            canon("{devices=[1,4]<=[4] last_tile_dims={maximal}}"),
            "{devices=[1,4]<=[4] last_tile_dims={maximal}}"
        );
    }

    #[test]
    fn explicit_replication_groups_are_sorted() {
        assert_eq!(
            canon("{devices=[2,2]1,0,3,2 last_tile_dim_replicate}"),
            "{devices=[2,2]0,1,2,3 last_tile_dim_replicate}"
        );
        // Tiled dims are not sorted.
        assert_eq!(canon("{devices=[2,2]1,0,3,2}"), "{devices=[2,2]1,0,3,2}");
    }

    #[test]
    fn subgroups_are_ordered_and_merged() {
        // [replicated, manual] becomes [manual, replicated]: the device array is transposed.
        assert_eq!(
            canon("{devices=[2,2,2]<=[8] last_tile_dims={replicated, manual}}"),
            "{devices=[2,2,2]<=[2,2,2]T(0,2,1) last_tile_dims={manual, replicated}}"
        );
        // Two manual dims merge into one of size 4.
        assert_eq!(
            canon("{devices=[2,2,2]<=[8] last_tile_dims={manual, manual}}"),
            "{devices=[2,4]<=[8] last_tile_dims={manual}}"
        );
        assert_eq!(
            canon("{devices=[1,2,2]<=[4] last_tile_dims={manual, manual}}"),
            "{manual}"
        );
        // Size-1 subgroup dims disappear.
        assert_eq!(
            canon("{devices=[2,1,2]<=[4] last_tile_dims={manual, replicated}}"),
            "{devices=[2,2]<=[4] last_tile_dim_replicate}"
        );
        // An explicit list that is not an iota stays explicit after reordering.
        assert_eq!(
            canon("{devices=[1,2,2]0,3,1,2 last_tile_dims={replicated, manual}}"),
            "{devices=[1,2,2]0,1,3,2 last_tile_dims={manual, replicated}}"
        );
    }

    #[test]
    fn inconsistent_shardings_are_left_alone() {
        assert_eq!(
            canon("{devices=[2,2,2]0,1,2 last_tile_dims={replicated, manual}}"),
            "{devices=[2,2,2]0,1,2 last_tile_dims={replicated, manual}}"
        );
        assert_eq!(
            canon("{devices=[2,2]<=[4] last_tile_dim_replicate last_tile_dims={manual}}"),
            "{devices=[2,2]<=[4] last_tile_dim_replicate last_tile_dims={manual}}"
        );
        assert_eq!(
            canon("{devices=[2]<=[4] last_tile_dims={manual, manual}}"),
            "{devices=[2]<=[4] last_tile_dims={manual, manual}}"
        );
        assert_eq!(
            canon("{{devices=[2,2]<=[4] last_tile_dims={replicated}}, {manual}}"),
            "{{devices=[2,2]<=[4] last_tile_dim_replicate}, {manual}}"
        );
    }
}
