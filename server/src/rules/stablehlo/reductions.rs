//! Reductions and windowed ops: reduce, reduce_window, select_and_scatter, sort.

use crate::ir::{Item, Type};
use crate::rules::builder::at;
use crate::rules::common::{self, normalize_axes, to_dims, Built};
use crate::rules::context::Ctx;
use crate::rules::model::FactorKind::*;
use crate::rules::params;

/// MLIR's operand order of a `reduce`: inputs, then init values. The custom
/// form lists them in pairs, `(%x init: %x0), (%y init: %y0)`; returns the IR
/// operand index of each MLIR operand.
fn reduce_operand_order(ctx: &Ctx) -> Vec<usize> {
    let mut inputs = Vec::new();
    let mut inits = Vec::new();
    for item in &ctx.op.items {
        let Item::Parens { items } = item else {
            continue;
        };
        let operands: Vec<usize> = items
            .iter()
            .filter_map(|i| match i {
                Item::Operand { index } => Some(*index),
                _ => None,
            })
            .collect();
        let has_init = items
            .iter()
            .any(|i| matches!(i, Item::Keyword { name, .. } if name == "init"));
        if let ([input, init], true) = (operands.as_slice(), has_init) {
            inputs.push(*input);
            inits.push(*init);
        }
    }
    if inputs.len() * 2 == ctx.op.operands.len() {
        inputs.extend(inits);
        inputs
    } else {
        (0..ctx.op.operands.len()).collect()
    }
}

pub(super) fn reduce(ctx: &Ctx) -> Built {
    // A written signature is already in MLIR order; values are in text order.
    let types: Vec<Option<&Type>> = if ctx.op.operand_types.len() == ctx.op.operands.len() {
        ctx.op.operand_types.iter().map(Some).collect()
    } else {
        let order = reduce_operand_order(ctx);
        order
            .iter()
            .map(|&i| ctx.operand_types.get(i).copied().flatten())
            .collect()
    };
    let shapes = ctx.shapes_with_operand_types(&types)?;
    let inputs: Vec<usize> = (0..shapes.operands.len() / 2).collect();
    let dims = params::ints(ctx.op, &["dimensions"]).ok_or("missing `dimensions`")?;
    let dims = to_dims(&dims, "reduced dimension")?;
    common::reduce(&shapes, &inputs, &dims, false, Reduction)
}

/// A window dim passes through when it is one element wide, has stride 1
/// and no padding; otherwise sharding it needs a permutation (halo).
fn passthrough_window_dims(ctx: &Ctx, rank: usize) -> Result<Vec<bool>, String> {
    let windows = params::ints(ctx.op, &["window_dimensions"]).unwrap_or_default();
    let strides = params::ints(ctx.op, &["window_strides"]).unwrap_or_default();
    let padding = params::ints(ctx.op, &["padding"]).unwrap_or_default();
    let check = |list: &[i64], per_dim: usize, what: &str| {
        if list.is_empty() || list.len() == rank * per_dim {
            Ok(())
        } else {
            Err(format!("`{what}` does not match the operand rank {rank}"))
        }
    };
    check(&windows, 1, "window_dimensions")?;
    check(&strides, 1, "window_strides")?;
    check(&padding, 2, "padding")?;
    Ok((0..rank)
        .map(|d| {
            let unpadded = padding.is_empty() || (padding[2 * d] == 0 && padding[2 * d + 1] == 0);
            let unit_stride = strides.is_empty() || strides[d] == 1;
            let unit_window = windows.is_empty() || windows[d] == 1;
            unpadded && unit_stride && unit_window
        })
        .collect())
}

pub(super) fn reduce_window(ctx: &Ctx) -> Built {
    let shapes = ctx.shapes()?;
    let rank = shapes.result(0)?.len();
    let passthrough = passthrough_window_dims(ctx, rank)?;
    let data: Vec<usize> = (0..shapes.operands.len() / 2).collect();
    common::windowed(&shapes, &data, |d| !passthrough[d], ctx.env.conservative)
}

/// Operands: the operand, the source (one value per window), the init value.
pub(super) fn select_and_scatter(ctx: &Ctx) -> Built {
    let shapes = ctx.shapes()?;
    let (source, output) = (shapes.operand(1)?, shapes.result(0)?);
    if source.len() != output.len() {
        return Err("the source's rank differs from the result's".into());
    }
    let passthrough = passthrough_window_dims(ctx, output.len())?;
    let blocked = ctx.env.conservative;
    let n = shapes.operands.len();
    let mut b = shapes.builder();
    for (dim, &size) in output.iter().enumerate() {
        if passthrough[dim] {
            b.add_all(dim, size, PassThrough, false);
            continue;
        }
        b.add_blocked(
            &at(n, &[(1, dim)]),
            &[],
            source[dim],
            NeedReplication,
            blocked,
        );
        b.add_blocked(
            &at(n, &[(0, dim)]),
            &[Some(dim)],
            size,
            Permutation,
            blocked,
        );
    }
    b.build()
}

/// The sort dim needs replication; propagation along it is blocked when
/// every other dim has size 1 (nothing else could be sharded).
pub(super) fn sort(ctx: &Ctx) -> Built {
    let shapes = ctx.shapes()?;
    let shape = shapes.operand(0)?.to_vec();
    let dimension = params::int(ctx.op, &["dimension"]).unwrap_or(-1);
    let sort_dim = normalize_axes(&[dimension], shape.len(), "sort dimension")?[0];
    let blocked = shape
        .iter()
        .enumerate()
        .all(|(d, &s)| d == sort_dim || s == 1);
    let mut b = shapes.builder();
    for (dim, &size) in shape.iter().enumerate() {
        if dim == sort_dim {
            b.add_all(dim, size, NeedReplication, blocked);
        } else {
            b.add_all(dim, size, PassThrough, false);
        }
    }
    b.build()
}
