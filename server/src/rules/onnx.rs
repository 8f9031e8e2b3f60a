//! onnx-mlir ops (`"onnx.Add"(…)`), by the operator groups of the ONNX
//! sharding proposal: unary elementwise, broadcast n-ary elementwise (numpy
//! broadcasting), reductions (`axes`, `keepdims`), MatMul/Gemm, pooling and
//! convolution, normalizations, and a few data-movement ops.

use super::builder::at;
use super::common::{self, normalize_axes, to_dims, Built};
use super::context::{Ctx, Shapes};
use super::conv::{add_conv_factors, map_bias, ConvDims, ConvTensors};
use super::model::FactorKind::{self, *};
use super::params::{self, attr_ints};
use super::registry::{Lookup, Outcome};
use super::reshape::{reshape_rule, ZERO_ELEMENTS};

const UNARY: &[&str] = &[
    "Abs",
    "Acos",
    "Acosh",
    "Asin",
    "Asinh",
    "Atan",
    "Atanh",
    "Cast",
    "Ceil",
    "Celu",
    "Clip",
    "Cos",
    "Cosh",
    "Dropout",
    "Elu",
    "Erf",
    "Exp",
    "Floor",
    "Gelu",
    "HardSigmoid",
    "HardSwish",
    "Identity",
    "IsInf",
    "IsNaN",
    "LeakyRelu",
    "Log",
    "Mish",
    "Neg",
    "Not",
    "Reciprocal",
    "Relu",
    "Round",
    "Selu",
    "Shrink",
    "Sigmoid",
    "Sign",
    "Sin",
    "Sinh",
    "Softplus",
    "Softsign",
    "Sqrt",
    "Tan",
    "Tanh",
    "ThresholdedRelu",
];

const NARY: &[&str] = &[
    "Add",
    "And",
    "BitShift",
    "BitwiseAnd",
    "BitwiseNot",
    "BitwiseOr",
    "BitwiseXor",
    "Div",
    "Equal",
    "Greater",
    "GreaterOrEqual",
    "Less",
    "LessOrEqual",
    "Max",
    "Mean",
    "Min",
    "Mod",
    "Mul",
    "Or",
    "Pow",
    "PRelu",
    "Sub",
    "Sum",
    "Where",
    "Xor",
];

const REDUCTIONS: &[&str] = &[
    "ReduceL1",
    "ReduceL2",
    "ReduceLogSum",
    "ReduceLogSumExp",
    "ReduceMax",
    "ReduceMean",
    "ReduceMin",
    "ReduceProd",
    "ReduceSum",
    "ReduceSumSquare",
    "ReduceL1V13",
    "ReduceL2V13",
    "ReduceLogSumV13",
    "ReduceLogSumExpV13",
    "ReduceMaxV13",
    "ReduceMeanV13",
    "ReduceMinV13",
    "ReduceProdV13",
    "ReduceSumV11",
    "ReduceSumSquareV13",
];

pub(crate) fn lookup(ctx: &Ctx, name: &str) -> Lookup {
    let built = match name {
        "Constant" | "ConstantOfShape" | "NoValue" => {
            return Ok(Outcome::excluded(
                "creates a value from nothing: there is nothing to propagate through",
            ))
        }
        n if UNARY.contains(&n) || NARY.contains(&n) => {
            let shapes = ctx.shapes()?;
            let all: Vec<usize> = (0..shapes.operands.len()).collect();
            common::broadcast(&shapes, &all, |_| PassThrough)
        }
        // Operand 1 is the target shape, not data.
        "Expand" => common::broadcast(&ctx.shapes()?, &[0], |_| PassThrough),
        n if REDUCTIONS.contains(&n) => reduce(ctx),
        "ArgMax" | "ArgMin" => arg_reduce(ctx),
        "MatMul" => matmul(ctx),
        "Gemm" => gemm(ctx),
        "Conv" => conv(ctx),
        "MaxPool" | "AveragePool" | "LpPool" | "MaxPoolSingleOut" => pool(ctx),
        "GlobalAveragePool" | "GlobalMaxPool" | "GlobalLpPool" => global_pool(ctx),
        "Softmax" | "LogSoftmax" | "Hardmax" | "LpNormalization" | "SoftmaxV11" => {
            normalize_along_axis(ctx)
        }
        "LayerNormalization" => layer_norm(ctx),
        "InstanceNormalization" | "BatchNormalization" | "BatchNormalizationInferenceMode" => {
            channel_norm(ctx, name == "InstanceNormalization")
        }
        "Transpose" => transpose(ctx),
        "Reshape" | "Flatten" | "Squeeze" | "Unsqueeze" | "SqueezeV11" | "UnsqueezeV11" => {
            return reshape(ctx)
        }
        "Concat" => concat(ctx),
        _ => return Ok(Outcome::unknown_op(&ctx.op.name)),
    };
    built.map(Outcome::from)
}

/// An integer list from an attribute, or from an `onnx.Constant` operand.
fn list_param(ctx: &Ctx, name: &str, operand: usize) -> Option<Vec<i64>> {
    params::ints(ctx.op, &[name]).or_else(|| {
        let def = ctx.defining_op(operand)?;
        if !def.name.ends_with(".Constant") {
            return None;
        }
        params::attr(def, "value").and_then(attr_ints)
    })
}

/// `Reduce*`: `axes` (attribute or constant operand 1), `keepdims` (default
/// 1), `noop_with_empty_axes`; no axes means all of them.
fn reduce(ctx: &Ctx) -> Built {
    let shapes = ctx.shapes()?;
    let rank = shapes.operand(0)?.len();
    let keep_dims = params::int(ctx.op, &["keepdims"]).unwrap_or(1) != 0;
    let axes = list_param(ctx, "axes", 1).unwrap_or_default();
    let axes = if axes.is_empty() {
        if params::int(ctx.op, &["noop_with_empty_axes"]).unwrap_or(0) != 0 {
            Vec::new()
        } else {
            (0..rank).collect()
        }
    } else {
        normalize_axes(&axes, rank, "axis")?
    };
    common::reduce(&shapes, &[0], &axes, keep_dims, Reduction)
}

/// The index of an extremum can't be combined by an all-reduce.
fn arg_reduce(ctx: &Ctx) -> Built {
    let shapes = ctx.shapes()?;
    let rank = shapes.operand(0)?.len();
    let axis = normalize_axes(&[params::int(ctx.op, &["axis"]).unwrap_or(0)], rank, "axis")?;
    let keep_dims = params::int(ctx.op, &["keepdims"]).unwrap_or(1) != 0;
    common::reduce(&shapes, &[0], &axis, keep_dims, NeedReplication)
}

/// Numpy matmul: broadcast batch dims, then rows of A, columns of B, and
/// the contracted dim (reduction).
fn matmul(ctx: &Ctx) -> Built {
    let shapes = ctx.shapes()?;
    let (a, b_shape, out) = (shapes.operand(0)?, shapes.operand(1)?, shapes.result(0)?);
    if a.is_empty() || b_shape.is_empty() {
        return Err("MatMul operands must have rank >= 1".into());
    }
    let a_rows = a.len() >= 2;
    let b_cols = b_shape.len() >= 2;
    let batch_rank = out
        .len()
        .checked_sub(usize::from(a_rows) + usize::from(b_cols))
        .ok_or("the MatMul result rank is too small")?;
    let a_batch = a.len().saturating_sub(2);
    let b_batch = b_shape.len().saturating_sub(2);
    let mut b = shapes.builder();
    for (dim, &size) in out.iter().enumerate().take(batch_rank) {
        let mut same = Vec::new();
        let mut expanded = Vec::new();
        for (operand, shape, batch) in [(0, a, a_batch), (1, b_shape, b_batch)] {
            let Some(d) = (dim + batch).checked_sub(batch_rank) else {
                continue;
            };
            match shape[d] {
                s if s == size => same.push((operand, d)),
                1 => expanded.push((operand, d)),
                s => {
                    return Err(format!(
                        "batch dim of size {s} does not broadcast to {size}"
                    ))
                }
            }
        }
        if !expanded.is_empty() {
            b.add(&at(2, &expanded), &[], 1, PassThrough);
        }
        b.add(&at(2, &same), &[Some(dim)], size, PassThrough);
    }
    if a_rows {
        b.add(
            &[Some(a.len() - 2)],
            &[Some(batch_rank)],
            a[a.len() - 2],
            PassThrough,
        );
    }
    if b_cols {
        let out_dim = batch_rank + usize::from(a_rows);
        b.add(
            &[None, Some(b_shape.len() - 1)],
            &[Some(out_dim)],
            b_shape[b_shape.len() - 1],
            PassThrough,
        );
    }
    let b_k = if b_cols { b_shape.len() - 2 } else { 0 };
    b.add(
        &[Some(a.len() - 1), Some(b_k)],
        &[],
        a[a.len() - 1],
        Reduction,
    );
    b.build()
}

/// `A' (M, K) x B' (K, N) + C` with `transA`/`transB`; C broadcasts to (M, N).
fn gemm(ctx: &Ctx) -> Built {
    let shapes = ctx.shapes()?;
    let (a, b_shape) = (shapes.operand(0)?, shapes.operand(1)?);
    if a.len() != 2 || b_shape.len() != 2 {
        return Err("Gemm operands A and B must be matrices".into());
    }
    let trans_a = params::boolean(ctx.op, "transA").unwrap_or(false);
    let trans_b = params::boolean(ctx.op, "transB").unwrap_or(false);
    let (a_m, a_k) = if trans_a { (1, 0) } else { (0, 1) };
    let (b_k, b_n) = if trans_b { (1, 0) } else { (0, 1) };
    let out = shapes.result(0)?;
    if out.len() != 2 {
        return Err("the Gemm result must be a matrix".into());
    }
    let c = shapes.operands.get(2).cloned().unwrap_or_default();
    // C's dims right-aligned against (M, N); a size-1 dim is broadcast.
    let c_dim = |out_dim: usize| -> Option<usize> {
        let d = (out_dim + c.len()).checked_sub(2)?;
        (c[d] == out[out_dim]).then_some(d)
    };
    let n = shapes.operands.len();
    let mut b = shapes.builder();
    let mut m_dims = vec![(0, a_m)];
    m_dims.extend(c_dim(0).map(|d| (2, d)));
    b.add(&at(n, &m_dims), &[Some(0)], a[a_m], PassThrough);
    let mut n_dims = vec![(1, b_n)];
    n_dims.extend(c_dim(1).map(|d| (2, d)));
    b.add(&at(n, &n_dims), &[Some(1)], b_shape[b_n], PassThrough);
    b.add(&at(n, &[(0, a_k), (1, b_k)]), &[], a[a_k], Reduction);
    b.build()
}

fn spatial_layout(rank: usize) -> Result<String, String> {
    let spatial = rank
        .checked_sub(2)
        .filter(|&s| s > 0)
        .ok_or("expected N x C x spatial dims")?;
    let numbers: Vec<String> = (0..spatial).map(|d| d.to_string()).collect();
    let numbers = numbers.join(", ");
    Ok(format!(
        "[b, f, {numbers}]x[o, i, {numbers}]->[b, f, {numbers}]"
    ))
}

/// X (N, C, D…), W (M, C/group, k…), optional bias B (M).
fn conv(ctx: &Ctx) -> Built {
    let shapes = ctx.shapes()?;
    let input = shapes.operand(0)?;
    let dims =
        ConvDims::parse_compact(&spatial_layout(input.len())?).ok_or("bad convolution layout")?;
    let groups = params::int(ctx.op, &["group"]).unwrap_or(1);
    let tensors = ConvTensors {
        lhs: 0,
        rhs: 1,
        lhs_shape: input,
        rhs_shape: shapes.operand(1)?,
        out_shape: shapes.result(0)?,
    };
    let mut b = shapes.builder();
    add_conv_factors(&mut b, &tensors, &dims, 1, groups, ctx.env.conservative)?;
    map_bias(&mut b, &shapes, 2, dims.output_feature);
    b.build()
}

/// Pooling windows over the spatial dims (N and C pass through); a dim
/// with kernel 1, stride 1 and no padding passes through too.
fn pool(ctx: &Ctx) -> Built {
    let shapes = ctx.shapes()?;
    let kernel = params::ints(ctx.op, &["kernel_shape"]).unwrap_or_default();
    let strides = params::ints(ctx.op, &["strides"]).unwrap_or_default();
    let pads = params::ints(ctx.op, &["pads"]).unwrap_or_default();
    let spatial = kernel.len();
    let windowed = |d: usize| {
        let Some(s) = d.checked_sub(2).filter(|&s| s < spatial) else {
            return false;
        };
        kernel[s] != 1
            || strides.get(s).is_some_and(|&v| v != 1)
            || pads.get(s).is_some_and(|&v| v != 0)
            || pads.get(s + spatial).is_some_and(|&v| v != 0)
    };
    common::windowed(&shapes, &[0], windowed, ctx.env.conservative)
}

/// Reduces every spatial dim to 1.
fn global_pool(ctx: &Ctx) -> Built {
    let shapes = ctx.shapes()?;
    let rank = shapes.operand(0)?.len();
    let spatial: Vec<usize> = (2..rank).collect();
    common::reduce(&shapes, &[0], &spatial, true, Reduction)
}

/// Softmax-like ops normalize along `axis` (default -1): that dim needs
/// replication, the others pass through.
fn normalize_along_axis(ctx: &Ctx) -> Built {
    let shapes = ctx.shapes()?;
    let rank = shapes.operand(0)?.len();
    let axis = normalize_axes(
        &[params::int(ctx.op, &["axis"]).unwrap_or(-1)],
        rank,
        "axis",
    )?[0];
    let mut b = shapes.builder();
    b.add_pointwise(shapes.operand(0)?, |d| {
        if d == axis {
            NeedReplication
        } else {
            PassThrough
        }
    });
    b.build()
}

/// Dims from `axis` on are normalized together (need replication); Scale
/// and B broadcast onto them; Mean/InvStdDev keep the leading dims.
fn layer_norm(ctx: &Ctx) -> Built {
    let shapes = ctx.shapes()?;
    let rank = shapes.operand(0)?.len();
    let axis = normalize_axes(
        &[params::int(ctx.op, &["axis"]).unwrap_or(-1)],
        rank,
        "axis",
    )?[0];
    let all: Vec<usize> = (0..shapes.operands.len()).collect();
    let kind = |d: usize| -> FactorKind {
        if d >= axis {
            NeedReplication
        } else {
            PassThrough
        }
    };
    common::broadcast(&shapes, &all, kind)
}

/// X (N, C, D…) with per-channel operands (C): the channel dim is shared;
/// instance norm normalizes over the spatial dims (need replication).
fn channel_norm(ctx: &Ctx, instance: bool) -> Built {
    let shapes = ctx.shapes()?;
    let input = shapes.operand(0)?;
    if input.len() < 2 {
        return Err("expected N x C x … input".into());
    }
    let n = shapes.operands.len();
    let mut b = shapes.builder();
    for (dim, &size) in input.iter().enumerate() {
        let mut operands = vec![(0, dim)];
        let mut results = vec![(0, dim)];
        if dim == 1 {
            operands.extend(
                (1..n)
                    .filter(|&o| shapes.operands[o].len() == 1)
                    .map(|o| (o, 0)),
            );
            results.extend(
                (1..shapes.results.len())
                    .filter(|&r| shapes.results[r].len() == 1)
                    .map(|r| (r, 0)),
            );
        }
        let kind = if instance && dim >= 2 {
            NeedReplication
        } else {
            PassThrough
        };
        b.add(
            &at(n, &operands),
            &at(shapes.results.len(), &results),
            size,
            kind,
        );
    }
    b.build()
}

fn transpose(ctx: &Ctx) -> Built {
    let shapes = ctx.shapes()?;
    let rank = shapes.operand(0)?.len();
    let perm = match params::ints(ctx.op, &["perm"]) {
        Some(perm) => to_dims(&perm, "permutation entry")?,
        None => (0..rank).rev().collect(),
    };
    common::transpose(&shapes, &perm)
}

fn reshape(ctx: &Ctx) -> Lookup {
    let shapes: Shapes = ctx.shapes()?;
    match reshape_rule(shapes.builder(), shapes.operand(0)?, shapes.result(0)?) {
        Err(reason) if reason == ZERO_ELEMENTS => Ok(Outcome::excluded(reason)),
        built => built.map(Outcome::from),
    }
}

fn concat(ctx: &Ctx) -> Built {
    let shapes = ctx.shapes()?;
    let rank = shapes.result(0)?.len();
    let axis = params::int(ctx.op, &["axis"]).ok_or("missing `axis`")?;
    let axis = normalize_axes(&[axis], rank, "axis")?[0];
    let data: Vec<usize> = (0..shapes.operands.len()).collect();
    let slices = common::concat_of_slices(ctx, &data, |op| op.name == "onnx.Slice");
    common::concatenate(&shapes, &data, axis, slices, ctx.env.conservative)
}
