//! Contractions and decompositions: dot, dot_general, convolution, fft,
//! cholesky, triangular_solve, batch_norm_inference.

use crate::ir::{Item, Op};
use crate::rules::builder::at;
use crate::rules::common::{check_dims, to_dims, Built};
use crate::rules::context::Ctx;
use crate::rules::conv::{add_conv_factors, ConvDims, ConvTensors};
use crate::rules::model::FactorKind::*;
use crate::rules::params::{self, StructAttr};

/// `contracting_dims = [1] x [0]` → ([1], [0]).
fn dim_pair(op: &Op, keyword: &str) -> Option<(Vec<i64>, Vec<i64>)> {
    match op.keyword(keyword)? {
        [lhs @ Item::Brackets { .. }, Item::Keyword { name, .. }, rhs @ Item::Brackets { .. }, ..]
            if name == "x" =>
        {
            Some((lhs.int_list()?, rhs.int_list()?))
        }
        _ => None,
    }
}

struct DotDims {
    lhs_batching: Vec<usize>,
    rhs_batching: Vec<usize>,
    lhs_contracting: Vec<usize>,
    rhs_contracting: Vec<usize>,
}

fn dot_dims(op: &Op) -> Result<DotDims, String> {
    let (lb, rb, lc, rc) = if let Some(text) = params::text(op, "dot_dimension_numbers") {
        let attr = StructAttr::parse(text).ok_or("unreadable `dot_dimension_numbers`")?;
        let get = |key: &str| attr.ints(key).ok_or(format!("unreadable `{key}`"));
        (
            get("lhs_batching_dimensions")?,
            get("rhs_batching_dimensions")?,
            get("lhs_contracting_dimensions")?,
            get("rhs_contracting_dimensions")?,
        )
    } else {
        let (lb, rb) = dim_pair(op, "batching_dims").unwrap_or_default();
        let (lc, rc) = dim_pair(op, "contracting_dims").ok_or("missing `contracting_dims`")?;
        (lb, rb, lc, rc)
    };
    if lb.len() != rb.len() || lc.len() != rc.len() {
        return Err("lhs and rhs dimension lists differ in length".into());
    }
    Ok(DotDims {
        lhs_batching: to_dims(&lb, "batching dimension")?,
        rhs_batching: to_dims(&rb, "batching dimension")?,
        lhs_contracting: to_dims(&lc, "contracting dimension")?,
        rhs_contracting: to_dims(&rc, "contracting dimension")?,
    })
}

/// Factors in order: batching dims, lhs non-contracting, rhs non-contracting,
/// contracting dims (reduction).
pub(super) fn dot_general(ctx: &Ctx) -> Built {
    let shapes = ctx.shapes()?;
    let (lhs, rhs) = (shapes.operand(0)?, shapes.operand(1)?);
    let dims = dot_dims(ctx.op)?;
    check_dims(&dims.lhs_batching, lhs.len(), "lhs dimension")?;
    check_dims(&dims.lhs_contracting, lhs.len(), "lhs dimension")?;
    check_dims(&dims.rhs_batching, rhs.len(), "rhs dimension")?;
    check_dims(&dims.rhs_contracting, rhs.len(), "rhs dimension")?;
    let mut b = shapes.builder();
    let mut out = 0;
    for (&l, &r) in dims.lhs_batching.iter().zip(&dims.rhs_batching) {
        b.add(&[Some(l), Some(r)], &[Some(out)], lhs[l], PassThrough);
        out += 1;
    }
    for (d, &size) in lhs.iter().enumerate() {
        if !dims.lhs_batching.contains(&d) && !dims.lhs_contracting.contains(&d) {
            b.add(&[Some(d), None], &[Some(out)], size, PassThrough);
            out += 1;
        }
    }
    for (d, &size) in rhs.iter().enumerate() {
        if !dims.rhs_batching.contains(&d) && !dims.rhs_contracting.contains(&d) {
            b.add(&[None, Some(d)], &[Some(out)], size, PassThrough);
            out += 1;
        }
    }
    for (&l, &r) in dims.lhs_contracting.iter().zip(&dims.rhs_contracting) {
        b.add(&[Some(l), Some(r)], &[], lhs[l], Reduction);
    }
    b.build()
}

/// Matrix/vector products: lhs rows, rhs columns, the contracted dim.
pub(super) fn dot(ctx: &Ctx) -> Built {
    let shapes = ctx.shapes()?;
    let (lhs, rhs) = (shapes.operand(0)?, shapes.operand(1)?);
    if lhs.is_empty() || rhs.is_empty() || lhs.len() > 2 || rhs.len() > 2 {
        return Err("stablehlo.dot takes vectors or matrices".into());
    }
    let lhs_matrix = lhs.len() == 2;
    let mut b = shapes.builder();
    if lhs_matrix {
        b.add(&[Some(0), None], &[Some(0)], lhs[0], PassThrough);
    }
    if rhs.len() == 2 {
        b.add(
            &[None, Some(1)],
            &[Some(usize::from(lhs_matrix))],
            rhs[1],
            PassThrough,
        );
    }
    b.add(
        &[Some(usize::from(lhs_matrix)), Some(0)],
        &[],
        rhs[0],
        Reduction,
    );
    b.build()
}

pub(super) fn convolution(ctx: &Ctx) -> Built {
    let shapes = ctx.shapes()?;
    let dims = match ctx.op.keyword("dim_numbers") {
        // `[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]`, up to the next `,`.
        Some(items) => {
            let end = items
                .iter()
                .position(|i| matches!(i, Item::Punct { text } if text == ","))
                .unwrap_or(items.len());
            ConvDims::parse_compact(&params::items_text(&items[..end]))
        }
        None => params::text(ctx.op, "dimension_numbers").and_then(ConvDims::parse_attribute),
    }
    .ok_or("missing or unreadable convolution dimension numbers")?;
    let batch_groups = params::int(ctx.op, &["batch_group_count"]).unwrap_or(1);
    let feature_groups = params::int(ctx.op, &["feature_group_count"]).unwrap_or(1);
    let tensors = ConvTensors {
        lhs: 0,
        rhs: 1,
        lhs_shape: shapes.operand(0)?,
        rhs_shape: shapes.operand(1)?,
        out_shape: shapes.result(0)?,
    };
    let mut b = shapes.builder();
    add_conv_factors(
        &mut b,
        &tensors,
        &dims,
        batch_groups,
        feature_groups,
        ctx.env.conservative,
    )?;
    b.build()
}

/// Fourier transforms reduce over the trailing `length` dims (need
/// replication); a real transform's truncated last dim is blocked.
pub(super) fn fft(ctx: &Ctx) -> Built {
    let shapes = ctx.shapes()?;
    let (input, output) = (shapes.operand(0)?, shapes.result(0)?);
    let lengths = params::ints(ctx.op, &["length", "fft_length"]).ok_or("missing `length`")?;
    let batch = input
        .len()
        .checked_sub(lengths.len())
        .ok_or("more fft lengths than operand dims")?;
    let truncated = input.last() != output.last();
    let mut b = shapes.builder();
    for (dim, &size) in input.iter().enumerate() {
        if dim < batch {
            b.add_all(dim, size, PassThrough, false);
        } else {
            let blocked = dim + 1 == input.len() && truncated;
            b.add_all(dim, size, NeedReplication, blocked);
        }
    }
    b.build()
}

/// Leading dims are batch dims; the two matrix dims need replication.
pub(super) fn cholesky(ctx: &Ctx) -> Built {
    let shapes = ctx.shapes()?;
    let shape = shapes.operand(0)?;
    let batch = shape
        .len()
        .checked_sub(2)
        .ok_or("cholesky needs rank >= 2")?;
    let mut b = shapes.builder();
    b.add_pointwise(shape, |d| {
        if d < batch {
            PassThrough
        } else {
            NeedReplication
        }
    });
    b.build()
}

pub(super) fn triangular_solve(ctx: &Ctx) -> Built {
    let shapes = ctx.shapes()?;
    let (a, bm) = (shapes.operand(0)?, shapes.operand(1)?);
    if a.len() < 2 || a.len() != bm.len() {
        return Err("triangular_solve needs operands of equal rank >= 2".into());
    }
    let left = params::boolean(ctx.op, "left_side").unwrap_or(false);
    let transposed = params::text(ctx.op, "transpose_a").is_some_and(|t| {
        (t.contains("TRANSPOSE") && !t.contains("NO_TRANSPOSE")) || t.contains("ADJOINT")
    });
    let (d1, d2) = (a.len() - 2, a.len() - 1);
    let mut b = shapes.builder();
    b.add_pointwise(&a[..d1], |_| PassThrough);
    if left {
        // op(a) @ result = b
        let (a_free, a_contracted) = if transposed { (d2, d1) } else { (d1, d2) };
        b.add(&[Some(a_free), Some(d1)], &[], a[a_free], NeedReplication);
        b.add(&[None, Some(d2)], &[Some(d2)], bm[d2], NeedReplication);
        b.add(
            &[Some(a_contracted), None],
            &[Some(d1)],
            a[a_contracted],
            NeedReplication,
        );
    } else {
        // result @ op(a) = b
        let (a_free, a_contracted) = if transposed { (d1, d2) } else { (d2, d1) };
        b.add(&[None, Some(d1)], &[Some(d1)], bm[d1], NeedReplication);
        b.add(&[Some(a_free), Some(d2)], &[], a[a_free], NeedReplication);
        b.add(
            &[Some(a_contracted), None],
            &[Some(d2)],
            a[a_contracted],
            NeedReplication,
        );
    }
    b.build()
}

/// Pointwise over the operand; scale, offset, mean and variance follow the
/// feature dim.
pub(super) fn batch_norm_inference(ctx: &Ctx) -> Built {
    let shapes = ctx.shapes()?;
    let input = shapes.operand(0)?;
    let feature = params::int(ctx.op, &["feature_index"]).ok_or("missing `feature_index`")?;
    let feature = to_dims(&[feature], "feature index")?[0];
    check_dims(&[feature], input.len(), "feature index")?;
    let mut b = shapes.builder();
    for (dim, &size) in input.iter().enumerate() {
        let mut operands = vec![(0, dim)];
        if dim == feature {
            operands.extend((1..shapes.operands.len()).map(|o| (o, 0)));
        }
        b.add(
            &at(shapes.operands.len(), &operands),
            &[Some(dim)],
            size,
            PassThrough,
        );
    }
    b.build()
}
