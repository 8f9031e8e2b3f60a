//! Ops XLA's SPMD partitioner handles in its own way, measured against its
//! output (`tests/partition_jax_programs.rs`): a sort along a sharded
//! dimension moves the dimension's axes elsewhere with all-to-alls instead
//! of gathering it, a variadic reduce (argmax) gathers its partial results
//! instead of all-reducing them, and some ops are partitioned by
//! replicating their operands.

use super::{axes_text, dims_text, local_bytes, spans, Anchor, Cause, Ctx, Placement, Tensor};
use crate::ir::Op;
use crate::reshard::CollectiveKind;
use crate::sharding::model::{AxisRef, Mesh, TensorSharding};

/// Ops XLA partitions by replicating every operand (no handler of their own
/// for the shardings JAX gives them; `chlo.top_k` becomes a `TopK` custom
/// call, which the partitioner only splits along its sorted dimension).
const REPLICATED_BY_XLA: &[&str] = &["chlo.top_k"];

pub(super) fn replicated_by_xla(name: &str) -> bool {
    REPLICATED_BY_XLA.contains(&name)
}

/// A sort or concatenate along a sharded dimension `dim`: XLA moves that
/// dimension's axes to `target` (the first other dimension they divide along
/// with what already shards it), works locally, and moves them back.
pub(super) struct AxisMove {
    pub dim: usize,
    pub axes: Vec<AxisRef>,
    pub target: usize,
}

impl Ctx<'_> {
    /// Every operand of `op` resharded to fully replicated.
    pub(super) fn replicated_op(&mut self, op: &Op) {
        for (index, operand) in op.operands.iter().enumerate() {
            let Some(tensor) = operand.value.and_then(|v| self.tensor(v)) else {
                continue;
            };
            let Some(from) = tensor.sharding.clone() else {
                continue;
            };
            if from.is_fully_replicated() {
                continue;
            }
            let Some(mesh) = self.mesh_of(&from) else {
                continue;
            };
            let to = TensorSharding::replicated(from.mesh.clone(), tensor.shape.len());
            let why = format!(
                "XLA's SPMD partitioner computes '{}' on every device with whole operands",
                op.name
            );
            self.reshard(
                op,
                &tensor,
                &from,
                &to,
                &mesh,
                Cause::Reshard,
                &why,
                Anchor::Operand {
                    index,
                    shared: true,
                },
            );
        }
    }

    /// Where XLA moves the axes of dimension `dim`, if it can.
    pub(super) fn axis_move(
        &self,
        dim: usize,
        tensors: &[Tensor],
        shardings: &[TensorSharding],
        mesh: &Mesh,
    ) -> Option<AxisMove> {
        let first = shardings.first()?;
        let axes = first.dims.get(dim)?.axes.clone();
        if axes.is_empty() {
            return None;
        }
        let moved: i64 = axes.iter().map(|a| a.size(mesh).unwrap_or(1)).product();
        let shape = &tensors.first()?.shape;
        let target = (0..shape.len()).filter(|&d| d != dim).find(|&d| {
            let present: i64 = first.dims[d]
                .axes
                .iter()
                .map(|a| a.size(mesh).unwrap_or(1))
                .product();
            shape[d] % (present * moved).max(1) == 0
        })?;
        Some(AxisMove { dim, axes, target })
    }

    /// One all-to-all of `tensor` for an `AxisMove`, there or back.
    pub(super) fn move_all_to_all(
        &mut self,
        op: &Op,
        tensor: &Tensor,
        sharding: &TensorSharding,
        mesh: &Mesh,
        moved: &AxisMove,
        back: bool,
    ) {
        let bytes = local_bytes(
            &tensor.shape,
            tensor.element_bytes,
            Some(sharding),
            Some(mesh),
        );
        let refs: Vec<&AxisRef> = moved.axes.iter().collect();
        let (from, to) = if back {
            (moved.target, moved.dim)
        } else {
            (moved.dim, moved.target)
        };
        let reason = format!(
            "'{}' works along the whole of dimension {} of {}, sharded {} ({}{}): its axes {} move from dimension {from} to dimension {to}{}",
            op.name,
            moved.dim,
            self.value_name(tensor.value),
            dims_text(sharding),
            self.value_name(tensor.value),
            self.origin(tensor.value),
            axes_text(&moved.axes),
            if back { " afterwards" } else { " so that each device holds that dimension whole" }
        );
        self.note(&reason);
        let placement = self.placement;
        self.placement = if back {
            Placement::After
        } else {
            Placement::Before(tensor.value)
        };
        self.push(
            op,
            CollectiveKind::AllToAll,
            spans(&refs, mesh),
            bytes,
            Cause::Reshard,
            reason,
        );
        self.placement = placement;
    }
}

/// The widest halos (low, high) a device needs from its neighbours to pad
/// dimension `dim` (size `size`, split in `shards`) with the op's
/// `low`/`high` padding, as XLA's partitioner exchanges them: device `i`
/// computes the padded coordinates `[i·s', (i+1)·s')` and holds the input's
/// `[i·s, (i+1)·s)`. None when the padding cannot be read, is interior or
/// negative, or a halo would reach past the neighbour (then the dimension is
/// gathered).
pub(super) fn pad_halo(op_text: &str, dim: usize, size: i64, shards: i64) -> Option<(i64, i64)> {
    // `low = [0, 2]` (custom form) or `edge_padding_low = array<i64: 0, 2>`.
    let list = |key: &str| -> Option<Vec<i64>> {
        op_text.match_indices(key).find_map(|(at, _)| {
            let rest = op_text[at + key.len()..].trim_start().strip_prefix('=')?;
            let rest = rest.trim_start();
            let rest = rest.strip_prefix("array<i64:").unwrap_or(rest);
            let rest = rest.trim_start().strip_prefix('[').unwrap_or(rest);
            let end = rest.find([']', '>'])?;
            rest[..end]
                .split(',')
                .map(|s| s.trim().parse::<i64>().ok())
                .collect()
        })
    };
    let low = *list("low")?.get(dim)?;
    let high = *list("high")?.get(dim)?;
    if list("interior").is_some_and(|i| i.get(dim).is_some_and(|&v| v != 0)) {
        return None;
    }
    if low < 0 || high < 0 || shards < 2 {
        return None;
    }
    let shard_in = (size + shards - 1) / shards;
    let padded = size + low + high;
    let shard_out = (padded + shards - 1) / shards;
    let (mut left, mut right) = (0i64, 0i64);
    for i in 0..shards {
        let need_start = (i * shard_out - low).max(0);
        let need_end = ((i + 1) * shard_out - low).min(size);
        if need_start >= need_end {
            continue;
        }
        let own_start = (i * shard_in).min(size);
        let own_end = ((i + 1) * shard_in).min(size);
        left = left.max(own_start - need_start);
        right = right.max(need_end - own_end);
    }
    (left <= shard_in && right <= shard_in).then_some((left, right))
}

#[cfg(test)]
mod tests {
    use super::pad_halo;

    #[test]
    fn pad_halos_are_the_widest_over_the_shards() {
        // 64 on 4 devices padded by 2 on both sides: 68 → 17 per device;
        // device 1 needs one column from device 0, device 2 one from device 3.
        let text = "stablehlo.pad %arg0, %cst, low = [0, 2], high = [0, 2], interior = [0, 0]";
        assert_eq!(pad_halo(text, 1, 64, 4), Some((1, 1)));
        assert_eq!(pad_halo(text, 0, 16, 2), Some((0, 0)));
        // The generic form, and interior padding (not a halo).
        let generic = r#""stablehlo.pad"(%a, %c) <{edge_padding_high = array<i64: 0, 8>, edge_padding_low = array<i64: 0, 8>, interior_padding = array<i64: 0, 0>}>"#;
        assert_eq!(pad_halo(generic, 1, 64, 4), Some((4, 4)));
        let interior = "stablehlo.pad %a, %c, low = [0, 0], high = [0, 0], interior = [0, 1]";
        assert_eq!(pad_halo(interior, 1, 64, 4), None);
        assert_eq!(pad_halo("garbage", 1, 64, 4), None);
    }
}
