//! Ops XLA's SPMD partitioner handles in its own way, measured against its
//! output (`tests/partition_jax_programs.rs`): a sort along a sharded
//! dimension moves the dimension's axes elsewhere with all-to-alls instead
//! of gathering it, a variadic reduce (argmax) gathers its partial results
//! instead of all-reducing them, and some ops are partitioned by
//! replicating their operands.

use super::{axes_text, dims_text, local_bytes, spans, Cause, Ctx, Tensor};
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

/// A sort whose sorted dimension is sharded: XLA moves that dimension's axes
/// to `target` (the first other dimension they divide along with what
/// already shards it), sorts locally, and moves them back.
pub(super) struct SortMove {
    pub sort_dim: usize,
    pub axes: Vec<AxisRef>,
    pub target: usize,
}

impl Ctx<'_> {
    /// Every operand of `op` resharded to fully replicated.
    pub(super) fn replicated_op(&mut self, op: &Op) {
        for operand in &op.operands {
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
            self.reshard(op, &tensor, &from, &to, &mesh, Cause::Reshard, &why, true);
        }
    }

    /// Where XLA moves the sorted dimension's axes, if it can.
    pub(super) fn sort_move(
        &self,
        sort_dim: usize,
        tensors: &[Tensor],
        shardings: &[TensorSharding],
        mesh: &Mesh,
    ) -> Option<SortMove> {
        let first = shardings.first()?;
        let axes = first.dims.get(sort_dim)?.axes.clone();
        if axes.is_empty() {
            return None;
        }
        let moved: i64 = axes.iter().map(|a| a.size(mesh).unwrap_or(1)).product();
        let shape = &tensors.first()?.shape;
        let target = (0..shape.len()).filter(|&d| d != sort_dim).find(|&d| {
            let present: i64 = first.dims[d]
                .axes
                .iter()
                .map(|a| a.size(mesh).unwrap_or(1))
                .product();
            shape[d] % (present * moved).max(1) == 0
        })?;
        Some(SortMove {
            sort_dim,
            axes,
            target,
        })
    }

    /// One all-to-all of `tensor` for a sort's move, there or back.
    pub(super) fn sort_all_to_all(
        &mut self,
        op: &Op,
        tensor: &Tensor,
        sharding: &TensorSharding,
        mesh: &Mesh,
        sort: &SortMove,
        back: bool,
    ) {
        let bytes = local_bytes(
            &tensor.shape,
            tensor.element_bytes,
            Some(sharding),
            Some(mesh),
        );
        let refs: Vec<&AxisRef> = sort.axes.iter().collect();
        let (from, to) = if back {
            (sort.target, sort.sort_dim)
        } else {
            (sort.sort_dim, sort.target)
        };
        let reason = format!(
            "'{}' sorts along dimension {} of {}, sharded {} ({}{}): its axes {} move from dimension {from} to dimension {to}{}",
            op.name,
            sort.sort_dim,
            self.value_name(tensor.value),
            dims_text(sharding),
            self.value_name(tensor.value),
            self.origin(tensor.value),
            axes_text(&sort.axes),
            if back { " after the sort" } else { " so that each device sorts whole rows" }
        );
        self.push(
            op,
            CollectiveKind::AllToAll,
            spans(&refs, mesh),
            bytes,
            Cause::Reshard,
            reason,
        );
    }
}
