//! Rules for Shardy's own ops.

use super::common::pointwise;
use super::context::Ctx;
use super::registry::{Lookup, Outcome};

pub(crate) fn lookup(ctx: &Ctx, name: &str) -> Lookup {
    let reason = match name {
        // Its own sharding acts as the result's, and propagates both ways.
        "sharding_constraint" => return pointwise(&ctx.shapes()?).map(Outcome::from),
        "reshard" => {
            "sdy.reshard fixes its result's sharding: propagation does not pass through it"
        }
        "constant" => "creates a value from nothing: there is nothing to propagate through",
        "data_flow_edge" | "func_data_flow_edge" => {
            "data-flow edges propagate with an identity rule of their own"
        }
        "manual_computation" | "named_computation" => {
            "data-flow op: shardings propagate along its data-flow edges instead"
        }
        "propagation_barrier" => {
            "propagation barriers pass shardings only in their allowed direction"
        }
        "mesh" | "sharding_group" => "declarations have no sharding rule",
        // Inserted after propagation by explicit resharding, with explicit
        // out shardings.
        "all_gather"
        | "all_reduce"
        | "all_slice"
        | "all_to_all"
        | "collective_permute"
        | "reduce_scatter"
        | "replicated_to_unreduced"
        | "sharded_to_unreduced" => {
            "sdy collectives come after propagation and state their shardings explicitly"
        }
        _ => return Ok(Outcome::unknown_op(&ctx.op.name)),
    };
    Ok(Outcome::excluded(reason))
}
