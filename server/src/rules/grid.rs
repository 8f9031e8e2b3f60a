//! The upstream `shard` dialect and its `mesh` predecessor: annotations and
//! collectives state their shardings explicitly, so none has a rule.

use super::context::Ctx;
use super::registry::{Lookup, Outcome};

pub(crate) fn lookup(ctx: &Ctx, name: &str) -> Lookup {
    let reason = match name {
        "shard" | "annotate" | "sharding" | "sharding_shape" => {
            "sharding annotations are read by propagation; they have no rule of their own"
        }
        "all_gather" | "all_reduce" | "all_slice" | "all_to_all" | "broadcast" | "gather"
        | "recv" | "reduce" | "reduce_scatter" | "scatter" | "send" | "shift" | "local_split" => {
            "collectives name their grid axes explicitly and come after propagation"
        }
        "process_linear_index"
        | "process_multi_index"
        | "neighbors_linear_indices"
        | "grid_shape"
        | "mesh_shape"
        | "cluster_shape" => "queries of the device grid have no sharding rule",
        _ => return Ok(Outcome::unknown_op(&ctx.op.name)),
    };
    Ok(Outcome::excluded(reason))
}
