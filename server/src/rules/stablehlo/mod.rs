//! Rules for StableHLO and MHLO ops (same names, same rules), after
//! Shardy's `op_sharding_rule_registry.cc`.

mod collectives;
mod custom_call;
mod gather_scatter;
mod linear_algebra;
mod reductions;
mod shape_ops;

use super::common::pointwise;
use super::context::Ctx;
use super::registry::{Lookup, Outcome};

/// Elementwise ops (and collectives that keep shapes): `buildPointwise`.
const POINTWISE: &[&str] = &[
    "abs",
    "add",
    "all_reduce",
    "and",
    "atan2",
    "cbrt",
    "ceil",
    "collective_broadcast",
    "collective_permute",
    "compare",
    "complex",
    "convert",
    // `mhlo.copy` (StableHLO has no copy).
    "copy",
    "cosine",
    "count_leading_zeros",
    "cross-replica-sum",
    "divide",
    "exponential",
    "exponential_minus_one",
    "floor",
    "imag",
    "is_finite",
    "log",
    "log_plus_one",
    "logistic",
    "maximum",
    "minimum",
    "multiply",
    "negate",
    "not",
    "or",
    "popcnt",
    "power",
    "real",
    "reduce_precision",
    "remainder",
    "round_nearest_afz",
    "round_nearest_even",
    "rsqrt",
    "shift_left",
    "shift_right_arithmetic",
    "shift_right_logical",
    "sign",
    "sine",
    "sqrt",
    "subtract",
    "tan",
    "tanh",
    "xor",
];

/// Ops Shardy deliberately gives no rule, with why.
fn excluded(name: &str) -> Option<&'static str> {
    Some(match name {
        "constant" | "iota" => {
            "creates a value from nothing: there is nothing to propagate through"
        }
        "while" | "case" | "optimization_barrier" => {
            "data-flow op: shardings propagate along its data-flow edges instead"
        }
        "after_all" | "create_token" | "infeed" | "outfeed" | "recv" | "send" => {
            "token and I/O ops have no sharding rule"
        }
        "get_tuple_element" => "tuples are not propagated through",
        "partition_id" => "produces a per-device scalar",
        _ => return None,
    })
}

pub(crate) fn lookup(ctx: &Ctx, name: &str) -> Lookup {
    if let Some(reason) = excluded(name) {
        return Ok(Outcome::excluded(reason));
    }
    if POINTWISE.contains(&name) {
        return pointwise(&ctx.shapes()?).map(Outcome::from);
    }
    let built = match name {
        "all_gather" | "all_to_all" | "reduce_scatter" => collectives::rule(ctx, name),
        "batch_norm_inference" => linear_algebra::batch_norm_inference(ctx),
        "bitcast_convert" => shape_ops::bitcast_convert(ctx),
        "broadcast_in_dim" => shape_ops::broadcast_in_dim(ctx),
        "cholesky" => linear_algebra::cholesky(ctx),
        "clamp" => shape_ops::clamp(ctx),
        "concatenate" => shape_ops::concatenate(ctx),
        "convolution" => linear_algebra::convolution(ctx),
        "custom_call" => return custom_call::lookup(ctx),
        "dot" => linear_algebra::dot(ctx),
        "dot_general" => linear_algebra::dot_general(ctx),
        "dynamic_slice" => shape_ops::dynamic_slice(ctx),
        "dynamic_update_slice" => shape_ops::dynamic_update_slice(ctx),
        "fft" => linear_algebra::fft(ctx),
        "gather" => gather_scatter::gather(ctx),
        "pad" => shape_ops::pad(ctx),
        "reduce" => reductions::reduce(ctx),
        "reduce_window" => reductions::reduce_window(ctx),
        "reshape" => return shape_ops::reshape(ctx),
        "reverse" => shape_ops::reverse(ctx),
        "rng_bit_generator" => shape_ops::rng_bit_generator(ctx),
        "scatter" => gather_scatter::scatter(ctx),
        "select" => shape_ops::select(ctx),
        "select_and_scatter" => reductions::select_and_scatter(ctx),
        "slice" => shape_ops::slice(ctx),
        "sort" => reductions::sort(ctx),
        "transpose" => shape_ops::transpose(ctx),
        "triangular_solve" => linear_algebra::triangular_solve(ctx),
        _ => return Ok(Outcome::unknown_op(&ctx.op.name)),
    };
    built.map(Outcome::from)
}
