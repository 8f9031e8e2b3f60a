//! Bytes each device sends (and receives) per collective.
//!
//! The model is the bandwidth-optimal one of `reshard-rules.md` §5 (ring / pairwise
//! algorithms), on the padded local buffer `B` a device holds before the step
//! (`element_bytes · Π ceil(dim / shards)`) and the group size `k` (the product of the sizes
//! of the axes the collective spans):
//!
//! | collective | bytes per device |
//! |---|---|
//! | all-gather (buffer grows from `B` to `B·k`) | `B·(k−1)` |
//! | all-slice | `0` (local dynamic-slice) |
//! | all-to-all | `B·(k−1)/k` |
//! | collective-permute | `B` if any device's data changes place, else `0` |
//! | all-reduce | `2·B·(k−1)/k` (reduce-scatter + all-gather ring) |
//! | reduce-scatter | `B·(k−1)/k` |
//!
//! Fractions are rounded down to whole bytes. Latency (the α term of α-β models) is not
//! counted.

use super::axes::AxisSizes;
use super::{Collective, PlanError};
use crate::sharding::devices;
use crate::sharding::model::{DimSharding, Mesh, TensorSharding};

/// Above this many devices a collective-permute is assumed to move every buffer rather than
/// comparing per-device layouts.
const EXACT_PERMUTE_DEVICE_LIMIT: i64 = 4096;

/// The cost of one step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StepCost {
    pub group_size: i64,
    pub bytes: i64,
}

/// Bytes of one device's padded buffer for `sharding`.
pub fn local_buffer_bytes(
    sharding: &TensorSharding,
    shape: &[i64],
    element_bytes: i64,
    sizes: &AxisSizes,
) -> Result<i64, PlanError> {
    sharding
        .dims
        .iter()
        .zip(shape)
        .try_fold(element_bytes, |acc, (dim, &size)| {
            let shards = sizes.product(&dim.axes).max(1);
            acc.checked_mul(ceil_div(size, shards))
                .ok_or(PlanError::Overflow)
        })
}

fn ceil_div(a: i64, b: i64) -> i64 {
    a / b + i64::from(a % b != 0)
}

/// `bytes · num / den`, rounded down, without intermediate overflow.
fn scaled(bytes: i64, num: i64, den: i64) -> Result<i64, PlanError> {
    if den <= 0 {
        return Ok(0);
    }
    i64::try_from(i128::from(bytes) * i128::from(num) / i128::from(den))
        .map_err(|_| PlanError::Overflow)
}

/// The cost of `collective` taking the tensor from `before` to `after` (each with its mesh).
pub(super) fn step_cost(
    collective: &Collective,
    before: (&TensorSharding, &Mesh),
    after: (&TensorSharding, &Mesh),
    shape: &[i64],
    element_bytes: i64,
    sizes: &AxisSizes,
) -> Result<StepCost, PlanError> {
    let buffer = local_buffer_bytes(before.0, shape, element_bytes, sizes)?;
    let k = sizes.product(collective.axes()).max(1);
    let bytes = match collective {
        Collective::AllGather { .. } => scaled(buffer, k - 1, 1)?,
        Collective::AllSlice { .. } => 0,
        Collective::AllToAll(_) | Collective::ReduceScatter { .. } => scaled(buffer, k - 1, k)?,
        Collective::AllReduce { .. } => scaled(buffer, 2 * (k - 1), k)?,
        Collective::CollectivePermute => {
            if permute_moves_data(before, after, shape) {
                buffer
            } else {
                0
            }
        }
    };
    let group_size = match collective {
        Collective::CollectivePermute => 1,
        _ => k,
    };
    Ok(StepCost { group_size, bytes })
}

/// True unless every device already holds the data the permute would give it: the same tile
/// and the same partial (unreduced) index. Large meshes are assumed to move data.
fn permute_moves_data(
    before: (&TensorSharding, &Mesh),
    after: (&TensorSharding, &Mesh),
    shape: &[i64],
) -> bool {
    let small = |m: &Mesh| {
        m.device_count()
            .is_some_and(|n| n <= EXACT_PERMUTE_DEVICE_LIMIT)
    };
    if !small(before.1) || !small(after.1) {
        return true;
    }
    let (Ok(a), Ok(b)) = (
        placement(before.0, before.1, shape),
        placement(after.0, after.1, shape),
    ) else {
        return true;
    };
    a.shards.iter().any(|shard| {
        b.shard_for(shard.device)
            .is_none_or(|other| other.tile_index != shard.tile_index)
    })
}

/// The device layout with the unreduced axes as one extra dimension, so that a device's tile
/// index also says which partial value it holds.
fn placement(
    sharding: &TensorSharding,
    mesh: &Mesh,
    shape: &[i64],
) -> Result<devices::ShardLayout, devices::DeviceError> {
    let mut augmented = sharding.clone();
    augmented.unreduced.clear();
    augmented
        .dims
        .push(DimSharding::closed(sharding.unreduced.clone()));
    let mut full_shape = shape.to_vec();
    full_shape.push(
        mesh.device_count()
            .ok_or(devices::DeviceError::TooManyDevices)?,
    );
    devices::shard_tensor(&augmented, mesh, &full_shape)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sharding::model::AxisRef;

    #[test]
    fn buffer_bytes_round_up() {
        let mesh = Mesh::from_sizes(&[("x", 3)]);
        let sizes = AxisSizes::of(&mesh);
        let s = TensorSharding::new("m", vec![DimSharding::on(&["x"]), DimSharding::default()]);
        // ceil(10 / 3) = 4 rows of 2 f32.
        assert_eq!(local_buffer_bytes(&s, &[10, 2], 4, &sizes), Ok(32));
    }

    #[test]
    fn formulas() {
        let mesh = Mesh::from_sizes(&[("x", 4)]);
        let sizes = AxisSizes::of(&mesh);
        let sharded = TensorSharding::new("m", vec![DimSharding::on(&["x"])]);
        let replicated = TensorSharding::new("m", vec![DimSharding::default()]);
        let x = vec![AxisRef::full("x")];
        let gather = Collective::AllGather {
            axes: vec![x.clone()],
        };
        let cost = step_cost(
            &gather,
            (&sharded, &mesh),
            (&replicated, &mesh),
            &[16],
            4,
            &sizes,
        )
        .unwrap();
        // 16 bytes local, three more pieces.
        assert_eq!(
            cost,
            StepCost {
                group_size: 4,
                bytes: 48
            }
        );
        let reduce = Collective::AllReduce {
            axes: x,
            reduction: Default::default(),
        };
        let cost = step_cost(
            &reduce,
            (&replicated, &mesh),
            (&replicated, &mesh),
            &[16],
            4,
            &sizes,
        )
        .unwrap();
        assert_eq!(cost.bytes, 2 * 64 * 3 / 4);
    }

    #[test]
    fn permute_of_identical_layouts_is_free() {
        let mesh = Mesh::from_sizes(&[("x", 2), ("y", 2)]);
        let s = TensorSharding::new("m", vec![DimSharding::on(&["x"]), DimSharding::default()]);
        assert!(!permute_moves_data((&s, &mesh), (&s, &mesh), &[4, 4]));
        let swapped =
            TensorSharding::new("m", vec![DimSharding::on(&["y"]), DimSharding::default()]);
        assert!(permute_moves_data((&s, &mesh), (&swapped, &mesh), &[4, 4]));
        let reordered = mesh.clone().with_device_ids(vec![3, 2, 1, 0]);
        assert!(permute_moves_data((&s, &mesh), (&s, &reordered), &[4, 4]));
    }
}
