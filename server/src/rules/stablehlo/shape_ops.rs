//! Ops that move data between dims: broadcast, reshape, transpose, slices,
//! pads, concatenation, reversal, and the elementwise ops with scalar
//! operands (select, clamp).

use crate::rules::builder::at;
use crate::rules::common::{self, check_dims, mismatch_on_data, to_dims, Built};
use crate::rules::context::Ctx;
use crate::rules::model::FactorKind::{self, *};
use crate::rules::params;
use crate::rules::registry::{Lookup, Outcome};
use crate::rules::reshape::{reshape_rule, ZERO_ELEMENTS};

pub(super) fn broadcast_in_dim(ctx: &Ctx) -> Built {
    let shapes = ctx.shapes()?;
    let (input, output) = (shapes.operand(0)?, shapes.result(0)?);
    let dims = params::ints(ctx.op, &["dims", "broadcast_dimensions"]).ok_or("missing `dims`")?;
    let dims = to_dims(&dims, "broadcast dimension")?;
    check_dims(&dims, output.len(), "broadcast dimension")?;
    if dims.len() != input.len() {
        return Err(format!(
            "{} broadcast dimensions for an operand of rank {}",
            dims.len(),
            input.len()
        ));
    }
    let mut out_to_in = vec![None; output.len()];
    for (in_dim, &out_dim) in dims.iter().enumerate() {
        out_to_in[out_dim] = Some(in_dim);
    }
    let mut b = shapes.builder();
    for (out_dim, &out_size) in output.iter().enumerate() {
        let mut in_dim = out_to_in[out_dim];
        // A size-1 input dim expanded in place gets its own size-1 factor.
        if let Some(d) = in_dim {
            if input[d] == 1 && out_size != 1 {
                b.add(&[Some(d)], &[], 1, PassThrough);
                in_dim = None;
            }
        }
        b.add(&[in_dim], &[Some(out_dim)], out_size, PassThrough);
    }
    b.build()
}

pub(super) fn bitcast_convert(ctx: &Ctx) -> Built {
    let shapes = ctx.shapes()?;
    let (input, output) = (shapes.operand(0)?, shapes.result(0)?);
    let shorter = if input.len() < output.len() {
        input
    } else {
        output
    };
    let mut b = shapes.builder();
    b.add_pointwise(shorter, |_| PassThrough);
    // The extra minor dim of the narrower element type can't be sharded.
    if input.len() < output.len() {
        b.add(
            &[],
            &[Some(output.len() - 1)],
            output[output.len() - 1],
            NeedReplication,
        );
    } else if input.len() > output.len() {
        b.add(
            &[Some(input.len() - 1)],
            &[],
            input[input.len() - 1],
            NeedReplication,
        );
    }
    b.build()
}

/// `min` and `max` may be scalars.
pub(super) fn clamp(ctx: &Ctx) -> Built {
    let shapes = ctx.shapes()?;
    let mut b = shapes.builder();
    b.add_pointwise(shapes.operand(1)?, |_| PassThrough);
    b.build()
}

/// `pred` may be a scalar.
pub(super) fn select(ctx: &Ctx) -> Built {
    let shapes = ctx.shapes()?;
    let mut b = shapes.builder();
    b.add_pointwise(shapes.result(0)?, |_| PassThrough);
    b.build()
}

fn is_slice(op: &crate::ir::Op) -> bool {
    matches!(op.name.as_str(), "stablehlo.slice" | "mhlo.slice")
}

pub(super) fn concatenate(ctx: &Ctx) -> Built {
    let shapes = ctx.shapes()?;
    let dim = params::int(ctx.op, &["dim", "dimension"]).ok_or("missing `dim`")?;
    let dim = to_dims(&[dim], "concatenation dimension")?[0];
    let data: Vec<usize> = (0..shapes.operands.len()).collect();
    let permutation = common::concat_of_slices(ctx, &data, is_slice);
    common::concatenate(&shapes, &data, dim, permutation, ctx.env.conservative)
}

pub(super) fn slice(ctx: &Ctx) -> Built {
    sized_like_input(ctx, Permutation, ctx.env.conservative)
}

pub(super) fn pad(ctx: &Ctx) -> Built {
    sized_like_input(ctx, Permutation, ctx.env.conservative)
}

/// Start indices are dynamic, so sliced dims can't stay sharded.
pub(super) fn dynamic_slice(ctx: &Ctx) -> Built {
    sized_like_input(ctx, NeedReplication, true)
}

fn sized_like_input(ctx: &Ctx, mismatch: FactorKind, blocked: bool) -> Built {
    let shapes = ctx.shapes()?;
    let mut b = shapes.builder();
    mismatch_on_data(
        &mut b,
        shapes.operand(0)?,
        shapes.result(0)?,
        mismatch,
        blocked,
    )?;
    b.build()
}

fn is_constant(op: &crate::ir::Op) -> bool {
    matches!(
        op.name.as_str(),
        "stablehlo.constant" | "mhlo.constant" | "sdy.constant" | "arith.constant"
    )
}

/// Equal dims pass through; a sliced dim keeps operand and result sharded and
/// gives the update its own factor, which needs replication unless every
/// start index is a constant.
pub(super) fn dynamic_update_slice(ctx: &Ctx) -> Built {
    let shapes = ctx.shapes()?;
    let (operand, update) = (shapes.operand(0)?, shapes.operand(1)?);
    if operand.len() != update.len() {
        return Err("the update's rank differs from the operand's".into());
    }
    let constant_indices =
        (2..ctx.op.operands.len()).all(|i| ctx.defining_op(i).is_some_and(is_constant));
    let update_kind = if constant_indices {
        PassThrough
    } else {
        NeedReplication
    };
    let mut b = shapes.builder();
    for (dim, (&o, &u)) in operand.iter().zip(update).enumerate() {
        if o == u {
            b.add_all(dim, o, PassThrough, false);
        } else {
            b.add(&[Some(dim)], &[Some(dim)], o, PassThrough);
            b.add(&[None, Some(dim)], &[], u, update_kind);
        }
    }
    b.build()
}

pub(super) fn reshape(ctx: &Ctx) -> Lookup {
    let shapes = ctx.shapes()?;
    match reshape_rule(shapes.builder(), shapes.operand(0)?, shapes.result(0)?) {
        Err(reason) if reason == ZERO_ELEMENTS => Ok(Outcome::excluded(reason)),
        built => built.map(Outcome::from),
    }
}

/// Pointwise for propagation; a reversed dim needs a permutation if sharded.
pub(super) fn reverse(ctx: &Ctx) -> Built {
    let shapes = ctx.shapes()?;
    let dims = params::ints(ctx.op, &["dims", "dimensions"]).ok_or("missing `dims`")?;
    let dims = to_dims(&dims, "reversed dimension")?;
    let mut b = shapes.builder();
    b.add_pointwise(shapes.result(0)?, |d| {
        if dims.contains(&d) {
            Permutation
        } else {
            PassThrough
        }
    });
    b.build()
}

/// The initial and output states must stay replicated and unlinked; the
/// random output is free.
pub(super) fn rng_bit_generator(ctx: &Ctx) -> Built {
    let shapes = ctx.shapes()?;
    let state = shapes.operand(0)?;
    let output = shapes.result(1)?;
    let mut b = shapes.builder();
    for (dim, &size) in state.iter().enumerate() {
        b.add_blocked(
            &[Some(dim)],
            &at(2, &[(0, dim)]),
            size,
            NeedReplication,
            true,
        );
    }
    for (dim, &size) in output.iter().enumerate() {
        b.add(&[], &at(2, &[(1, dim)]), size, PassThrough);
    }
    b.build()
}

pub(super) fn transpose(ctx: &Ctx) -> Built {
    let shapes = ctx.shapes()?;
    let permutation = params::ints(ctx.op, &["dims", "permutation"]).ok_or("missing `dims`")?;
    common::transpose(&shapes, &to_dims(&permutation, "permutation entry")?)
}
