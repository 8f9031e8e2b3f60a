//! The `tosa` dialect: elementwise ops broadcast size-1 dims (equal ranks),
//! matmul, reductions, data movement, conv2d/conv3d and pooling. Side
//! operands (shift, zero points, shapes) are left unmapped.

use super::builder::at;
use super::common::{self, mismatch_on_data, normalize_axes, to_dims, Built};
use super::context::Ctx;
use super::conv::{add_conv_factors, map_bias, ConvDims, ConvTensors};
use super::model::FactorKind::{self, *};
use super::params::{self, attr_ints};
use super::registry::{Lookup, Outcome};
use super::reshape::{reshape_rule, ZERO_ELEMENTS};

const ELEMENTWISE: &[&str] = &[
    "abs",
    "add",
    "arithmetic_right_shift",
    "bitwise_and",
    "bitwise_not",
    "bitwise_or",
    "bitwise_xor",
    "cast",
    "ceil",
    "clamp",
    "clz",
    "cos",
    "equal",
    "erf",
    "exp",
    "floor",
    "greater",
    "greater_equal",
    "identity",
    "int_div",
    "intdiv",
    "log",
    "logical_and",
    "logical_left_shift",
    "logical_not",
    "logical_or",
    "logical_right_shift",
    "logical_xor",
    "maximum",
    "minimum",
    "mul",
    "negate",
    "pow",
    "reciprocal",
    "rescale",
    "rsqrt",
    "select",
    "sigmoid",
    "sin",
    "sub",
    "tanh",
];

pub(crate) fn lookup(ctx: &Ctx, name: &str) -> Lookup {
    let built = match name {
        "const" | "const_shape" => {
            return Ok(Outcome::excluded(
                "creates a value from nothing: there is nothing to propagate through",
            ))
        }
        "cond_if" | "while_loop" => {
            return Ok(Outcome::excluded(
                "control flow: shardings propagate through its regions instead",
            ))
        }
        n if ELEMENTWISE.contains(&n) => elementwise(ctx),
        "matmul" => matmul(ctx),
        "reduce_all" | "reduce_any" | "reduce_max" | "reduce_min" | "reduce_prod"
        | "reduce_sum" => reduce(ctx, Reduction, true),
        // The index of the maximum can't be combined by an all-reduce.
        "argmax" => reduce(ctx, NeedReplication, false),
        "transpose" => transpose(ctx),
        "reshape" => return reshape(ctx),
        "concat" => concat(ctx),
        "slice" | "pad" => {
            let shapes = ctx.shapes()?;
            let mut b = shapes.builder();
            let (input, output) = (shapes.operand(0)?, shapes.result(0)?);
            mismatch_on_data(&mut b, input, output, Permutation, ctx.env.conservative)?;
            b.build()
        }
        "reverse" => reverse(ctx),
        "tile" => tile(ctx),
        "conv2d" => conv(ctx, "[b, 0, 1, f]x[o, 0, 1, i]->[b, 0, 1, f]"),
        "conv3d" => conv(ctx, "[b, 0, 1, 2, f]x[o, 0, 1, 2, i]->[b, 0, 1, 2, f]"),
        "avg_pool2d" | "max_pool2d" => pool2d(ctx),
        _ => return Ok(Outcome::unknown_op(&ctx.op.name)),
    };
    built.map(Outcome::from)
}

/// Operands of the result's rank take part in broadcasting; lower-rank side
/// operands (`mul`'s shift, zero points) stay unmapped.
fn elementwise(ctx: &Ctx) -> Built {
    let shapes = ctx.shapes()?;
    let rank = shapes.result(0)?.len();
    let participants: Vec<usize> = (0..shapes.operands.len())
        .filter(|&i| shapes.operands[i].len() == rank)
        .collect();
    common::broadcast(&shapes, &participants, |_| PassThrough)
}

/// `[N, H, C] x [N, C, W] -> [N, H, W]`: batch, rows, columns, then the
/// contracted dim (reduction), as `dot_general` orders them.
fn matmul(ctx: &Ctx) -> Built {
    let shapes = ctx.shapes()?;
    let (a, b_shape) = (shapes.operand(0)?, shapes.operand(1)?);
    if a.len() != 3 || b_shape.len() != 3 {
        return Err("tosa.matmul takes rank-3 operands".into());
    }
    let n = shapes.operands.len();
    let mut b = shapes.builder();
    b.add(&at(n, &[(0, 0), (1, 0)]), &[Some(0)], a[0], PassThrough);
    b.add(&at(n, &[(0, 1)]), &[Some(1)], a[1], PassThrough);
    b.add(&at(n, &[(1, 2)]), &[Some(2)], b_shape[2], PassThrough);
    b.add(&at(n, &[(0, 2), (1, 1)]), &[], a[2], Reduction);
    b.build()
}

fn axis(ctx: &Ctx, rank: usize) -> Result<usize, String> {
    let axis = params::int(ctx.op, &["axis"]).ok_or("missing `axis`")?;
    Ok(normalize_axes(&[axis], rank, "axis")?[0])
}

fn reduce(ctx: &Ctx, kind: FactorKind, keep_dims: bool) -> Built {
    let shapes = ctx.shapes()?;
    let axis = axis(ctx, shapes.operand(0)?.len())?;
    common::reduce(&shapes, &[0], &[axis], keep_dims, kind)
}

/// A 1-D integer list from an attribute or from a constant operand.
fn list_param(ctx: &Ctx, names: &[&str], operand: usize) -> Option<Vec<i64>> {
    params::ints(ctx.op, names).or_else(|| {
        let def = ctx.defining_op(operand)?;
        ["values", "value"]
            .iter()
            .find_map(|name| params::attr(def, name).and_then(attr_ints))
    })
}

fn transpose(ctx: &Ctx) -> Built {
    let shapes = ctx.shapes()?;
    let perms = list_param(ctx, &["perms"], 1).ok_or("missing `perms`")?;
    common::transpose(&shapes, &to_dims(&perms, "permutation entry")?)
}

fn reshape(ctx: &Ctx) -> Lookup {
    let shapes = ctx.shapes()?;
    match reshape_rule(shapes.builder(), shapes.operand(0)?, shapes.result(0)?) {
        Err(reason) if reason == ZERO_ELEMENTS => Ok(Outcome::excluded(reason)),
        built => built.map(Outcome::from),
    }
}

fn concat(ctx: &Ctx) -> Built {
    let shapes = ctx.shapes()?;
    let rank = shapes.result(0)?.len();
    let axis = axis(ctx, rank)?;
    let data: Vec<usize> = (0..shapes.operands.len()).collect();
    let slices = common::concat_of_slices(ctx, &data, |op| op.name == "tosa.slice");
    common::concatenate(&shapes, &data, axis, slices, ctx.env.conservative)
}

fn reverse(ctx: &Ctx) -> Built {
    let shapes = ctx.shapes()?;
    let input = shapes.operand(0)?;
    let axis = axis(ctx, input.len())?;
    let mut b = shapes.builder();
    for (dim, &size) in input.iter().enumerate() {
        let kind = if dim == axis {
            Permutation
        } else {
            PassThrough
        };
        b.add(&[Some(dim)], &[Some(dim)], size, kind);
    }
    b.build()
}

/// Result dim `d` is `multiples[d]` copies of input dim `d`: the copies are
/// the major factor (result only), the input the minor one.
fn tile(ctx: &Ctx) -> Built {
    let shapes = ctx.shapes()?;
    let (input, output) = (shapes.operand(0)?, shapes.result(0)?);
    let multiples = list_param(ctx, &["multiples"], 1).ok_or("missing `multiples`")?;
    if multiples.len() != input.len() || output.len() != input.len() {
        return Err("`multiples` does not match the operand rank".into());
    }
    let mut b = shapes.builder();
    for (dim, (&size, &copies)) in input.iter().zip(&multiples).enumerate() {
        if copies > 1 {
            b.add(&[], &[Some(dim)], copies, PassThrough);
        }
        b.add(&[Some(dim)], &[Some(dim)], size, PassThrough);
    }
    b.build()
}

/// Input NHWC, weights OHWI, bias [O]; zero-point operands unmapped.
fn conv(ctx: &Ctx, layout: &str) -> Built {
    let shapes = ctx.shapes()?;
    let dims = ConvDims::parse_compact(layout).ok_or("bad convolution layout")?;
    let mut b = shapes.builder();
    let tensors = ConvTensors {
        lhs: 0,
        rhs: 1,
        lhs_shape: shapes.operand(0)?,
        rhs_shape: shapes.operand(1)?,
        out_shape: shapes.result(0)?,
    };
    add_conv_factors(&mut b, &tensors, &dims, 1, 1, ctx.env.conservative)?;
    map_bias(&mut b, &shapes, 2, dims.output_feature);
    b.build()
}

/// NHWC pooling: the H and W dims are windowed unless kernel 1, stride 1,
/// no padding.
fn pool2d(ctx: &Ctx) -> Built {
    let shapes = ctx.shapes()?;
    let kernel = params::ints(ctx.op, &["kernel"]).unwrap_or_default();
    let stride = params::ints(ctx.op, &["stride"]).unwrap_or_default();
    let pad = params::ints(ctx.op, &["pad"]).unwrap_or_default();
    let windowed = |d: usize| {
        let Some(s) = d.checked_sub(1).filter(|&s| s < 2) else {
            return false;
        };
        kernel.get(s).is_some_and(|&k| k != 1)
            || stride.get(s).is_some_and(|&k| k != 1)
            || pad.get(2 * s).is_some_and(|&p| p != 0)
            || pad.get(2 * s + 1).is_some_and(|&p| p != 0)
    };
    common::windowed(&shapes, &[0], windowed, ctx.env.conservative)
}
