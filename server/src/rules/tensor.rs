//! The `tensor` dialect: creation, casts, reshapes, slices, pads, concatenation.

use super::builder::at;
use super::common::{self, mismatch_on_data, pointwise, to_dims, Built};
use super::context::Ctx;
use super::model::FactorKind::*;
use super::params;
use super::registry::{Lookup, Outcome};
use super::reshape::{reshape_rule, ZERO_ELEMENTS};

pub(crate) fn lookup(ctx: &Ctx, name: &str) -> Lookup {
    let built = match name {
        "empty" | "splat" => result_only(ctx),
        "cast" | "bitcast" => pointwise(&ctx.shapes()?),
        "collapse_shape" | "expand_shape" | "reshape" => return reshape(ctx),
        "extract_slice" | "pad" => {
            let shapes = ctx.shapes()?;
            let mut b = shapes.builder();
            let (input, output) = (shapes.operand(0)?, shapes.result(0)?);
            mismatch_on_data(&mut b, input, output, Permutation, ctx.env.conservative)?;
            b.build()
        }
        "insert_slice" => insert_slice(ctx),
        "concat" => concat(ctx),
        _ => return Ok(Outcome::unknown_op(&ctx.op.name)),
    };
    built.map(Outcome::from)
}

/// A new tensor (its operands are dynamic sizes or a scalar): one factor
/// per result dim.
fn result_only(ctx: &Ctx) -> Built {
    let shapes = ctx.shapes()?;
    let mut b = shapes.builder();
    for (dim, &size) in shapes.result(0)?.iter().enumerate() {
        b.add(&[], &[Some(dim)], size, PassThrough);
    }
    b.build()
}

fn reshape(ctx: &Ctx) -> Lookup {
    let shapes = ctx.shapes()?;
    match reshape_rule(shapes.builder(), shapes.operand(0)?, shapes.result(0)?) {
        Err(reason) if reason == ZERO_ELEMENTS => Ok(Outcome::excluded(reason)),
        built => built.map(Outcome::from),
    }
}

/// Like `stablehlo.dynamic_update_slice`: the destination and result stay
/// sharded; the source's sliced dims get their own factors, which need
/// replication unless every offset is static.
fn insert_slice(ctx: &Ctx) -> Built {
    let shapes = ctx.shapes()?;
    let (source, dest) = (shapes.operand(0)?, shapes.operand(1)?);
    if source.len() != dest.len() {
        return Err("rank-reducing insert_slice has no sharding rule".into());
    }
    let static_offsets = shapes.operands.len() == 2;
    let source_kind = if static_offsets {
        PassThrough
    } else {
        NeedReplication
    };
    let n = shapes.operands.len();
    let mut b = shapes.builder();
    for (dim, (&s, &d)) in source.iter().zip(dest).enumerate() {
        if s == d {
            b.add(&at(n, &[(0, dim), (1, dim)]), &[Some(dim)], d, PassThrough);
        } else {
            b.add(&at(n, &[(1, dim)]), &[Some(dim)], d, PassThrough);
            b.add(&at(n, &[(0, dim)]), &[], s, source_kind);
        }
    }
    b.build()
}

fn concat(ctx: &Ctx) -> Built {
    let shapes = ctx.shapes()?;
    let dim = params::call_int(ctx.op, "dim")
        .or_else(|| params::int(ctx.op, &["dim"]))
        .ok_or("missing `dim`")?;
    let dim = to_dims(&[dim], "concatenation dimension")?[0];
    let data: Vec<usize> = (0..shapes.operands.len()).collect();
    let slices = common::concat_of_slices(ctx, &data, |op| op.name == "tensor.extract_slice");
    common::concatenate(&shapes, &data, dim, slices, ctx.env.conservative)
}
