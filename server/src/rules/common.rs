//! Rule shapes shared by several dialects: pointwise, numpy-style
//! broadcasting, reductions, transposes, windows and concatenation.

use super::builder::{at, RuleBuilder, Side};
use super::context::Shapes;
use super::model::{FactorKind, OpShardingRule};

pub(crate) type Built = Result<OpShardingRule, String>;

/// Shardy's `buildPointwise`: factor `d` for dim `d` of every non-scalar
/// tensor, sized by the first result (or the first operand without results).
pub(crate) fn pointwise(shapes: &Shapes) -> Built {
    let shape = shapes
        .results
        .first()
        .or_else(|| shapes.operands.first())
        .ok_or("the op has no operands or results")?;
    for (i, other) in shapes.operands.iter().chain(&shapes.results).enumerate() {
        if !other.is_empty() && other.len() != shape.len() {
            return Err(format!(
                "tensor {i} has rank {} but the op is elementwise over rank {}",
                other.len(),
                shape.len()
            ));
        }
    }
    let mut b = shapes.builder();
    b.add_pointwise(shape, |_| FactorKind::PassThrough);
    b.build()
}

/// Numpy broadcasting (right-aligned): one factor per result dim, shared by
/// the `participants` operands whose aligned dim has the same size and by
/// results of that size. An operand dim of size 1 broadcast against a larger
/// dim gets its own size-1 factor first, as Shardy's `broadcast_in_dim` does.
/// `kind(d)` is the kind of result dim `d`'s factor.
pub(crate) fn broadcast(
    shapes: &Shapes,
    participants: &[usize],
    kind: impl Fn(usize) -> FactorKind,
) -> Built {
    let out = shapes.result(0)?.to_vec();
    let rank = out.len();
    let mut b = shapes.builder();
    let aligned = |shape: &[i64], dim: usize| (dim + shape.len()).checked_sub(rank);
    for (dim, &size) in out.iter().enumerate() {
        let mut same = Vec::new();
        let mut expanded = Vec::new();
        for &p in participants {
            let shape = shapes.operand(p)?;
            let Some(d) = aligned(shape, dim) else {
                continue;
            };
            match shape[d] {
                s if s == size => same.push((p, d)),
                1 => expanded.push((p, d)),
                s => {
                    return Err(format!(
                        "operand {p} dim {d} has size {s}, which does not broadcast to size {size}"
                    ))
                }
            }
        }
        if !expanded.is_empty() {
            b.add(
                &at(b.num_operands(), &expanded),
                &[],
                1,
                FactorKind::PassThrough,
            );
        }
        let results: Vec<(usize, usize)> = shapes
            .results
            .iter()
            .enumerate()
            .filter_map(|(r, shape)| {
                let d = aligned(shape, dim)?;
                (shape[d] == size).then_some((r, d))
            })
            .collect();
        b.add(
            &at(b.num_operands(), &same),
            &at(b.num_results(), &results),
            size,
            kind(dim),
        );
    }
    b.build()
}

/// A reduction over `reduced` dims of the `inputs` operands (all shaped
/// alike): one factor per input dim in order, `reduced_kind` for reduced dims
/// (inputs only), pass-through for kept dims (inputs and every result). With
/// `keep_dims`, results keep the reduced dims as size-1 dims.
pub(crate) fn reduce(
    shapes: &Shapes,
    inputs: &[usize],
    reduced: &[usize],
    keep_dims: bool,
    reduced_kind: FactorKind,
) -> Built {
    let first = *inputs.first().ok_or("the reduction has no inputs")?;
    let input = shapes.operand(first)?.to_vec();
    check_dims(reduced, input.len(), "reduction dimension")?;
    let mut b = shapes.builder();
    let mut out_dim = 0;
    for (dim, &size) in input.iter().enumerate() {
        let operand_dims: Vec<(usize, usize)> = inputs.iter().map(|&i| (i, dim)).collect();
        let operand_dims = at(b.num_operands(), &operand_dims);
        if reduced.contains(&dim) {
            b.add(&operand_dims, &[], size, reduced_kind);
            if keep_dims {
                out_dim += 1;
            }
        } else {
            let results = vec![Some(out_dim); b.num_results()];
            b.add(&operand_dims, &results, size, FactorKind::PassThrough);
            out_dim += 1;
        }
    }
    b.build()
}

/// Result dim `d` is operand dim `permutation[d]`.
pub(crate) fn transpose(shapes: &Shapes, permutation: &[usize]) -> Built {
    let input = shapes.operand(0)?;
    check_dims(permutation, input.len(), "permutation entry")?;
    let mut b = shapes.builder();
    for (out_dim, &in_dim) in permutation.iter().enumerate() {
        b.add(
            &[Some(in_dim)],
            &[Some(out_dim)],
            input[in_dim],
            FactorKind::PassThrough,
        );
    }
    b.build()
}

/// One factor per dim of operand 0 shared with result 0, sized by the
/// operand; dims whose sizes differ get `mismatch` (and are blocked when
/// `blocked`). Shardy's `addPointwiseWithDiffTypeForMismatch` for slices and
/// pads, restricted to the data operand.
pub(crate) fn mismatch_on_data(
    b: &mut RuleBuilder,
    input: &[i64],
    output: &[i64],
    mismatch: FactorKind,
    blocked: bool,
) -> Result<(), String> {
    if input.len() != output.len() {
        return Err(format!(
            "operand rank {} differs from result rank {}",
            input.len(),
            output.len()
        ));
    }
    for (dim, (&i, &o)) in input.iter().zip(output).enumerate() {
        let (kind, blocked) = if i == o {
            (FactorKind::PassThrough, false)
        } else {
            (mismatch, blocked)
        };
        b.add_blocked(&[Some(dim)], &[Some(dim)], i, kind, blocked);
    }
    Ok(())
}

/// Pointwise over the result shape, except for a windowed dim, which gets
/// `Permutation` (blocked under conservative propagation). Sizes come from
/// the result: a result dim counts windows, which the input dim is split into.
pub(crate) fn windowed(
    shapes: &Shapes,
    data: &[usize],
    is_windowed: impl Fn(usize) -> bool,
    conservative: bool,
) -> Built {
    let out = shapes.result(0)?.to_vec();
    let mut b = shapes.builder();
    for (dim, &size) in out.iter().enumerate() {
        let operands: Vec<(usize, usize)> = data.iter().map(|&o| (o, dim)).collect();
        let results = vec![Some(dim); b.num_results()];
        let (kind, blocked) = if is_windowed(dim) {
            (FactorKind::Permutation, conservative)
        } else {
            (FactorKind::PassThrough, false)
        };
        b.add_blocked(
            &at(b.num_operands(), &operands),
            &results,
            size,
            kind,
            blocked,
        );
    }
    b.build()
}

/// Concatenation along `dim`: pointwise over the result; the concat dim is
/// `Permutation` when `permutation` (operands are slices), else
/// `NeedReplication`; conservative propagation gives it no factor.
pub(crate) fn concatenate(
    shapes: &Shapes,
    data: &[usize],
    dim: usize,
    permutation: bool,
    conservative: bool,
) -> Built {
    let out = shapes.result(0)?.to_vec();
    check_dims(&[dim], out.len(), "concatenation dimension")?;
    let mut b = shapes.builder();
    for (d, &size) in out.iter().enumerate() {
        if d == dim && conservative {
            continue;
        }
        let kind = match (d == dim, permutation) {
            (false, _) => FactorKind::PassThrough,
            (true, true) => FactorKind::Permutation,
            (true, false) => FactorKind::NeedReplication,
        };
        let operands: Vec<(usize, usize)> = data.iter().map(|&o| (o, d)).collect();
        b.add(&at(b.num_operands(), &operands), &[Some(d)], size, kind);
    }
    b.build()
}

/// Fails if any of `dims` is not below `rank`.
pub(crate) fn check_dims(dims: &[usize], rank: usize, what: &str) -> Result<(), String> {
    match dims.iter().find(|&&d| d >= rank) {
        Some(d) => Err(format!("{what} {d} is out of range for rank {rank}")),
        None => Ok(()),
    }
}

/// Normalizes possibly negative axes (`-1` = last) against `rank`.
pub(crate) fn normalize_axes(axes: &[i64], rank: usize, what: &str) -> Result<Vec<usize>, String> {
    axes.iter()
        .map(|&axis| {
            let normalized = if axis < 0 { axis + rank as i64 } else { axis };
            usize::try_from(normalized)
                .ok()
                .filter(|&a| a < rank)
                .ok_or_else(|| format!("{what} {axis} is out of range for rank {rank}"))
        })
        .collect()
}

/// Copies a result's mapping onto an operand with the same shape (the init
/// operand of destination-style ops).
pub(crate) fn mirror_result(b: &mut RuleBuilder, result: usize, operand: usize) {
    b.mirror((Side::Result, result), (Side::Operand, operand));
}

/// Integer list entries as dims.
pub(crate) fn to_dims(values: &[i64], what: &str) -> Result<Vec<usize>, String> {
    values
        .iter()
        .map(|&v| usize::try_from(v).map_err(|_| format!("{what} {v} is negative")))
        .collect()
}

/// Whether a concatenation's operands come from slices (Shardy then uses a
/// permutation factor for the concat dim): all operands are slice results, or
/// at least one is and all are the same value once slices are looked through.
pub(crate) fn concat_of_slices(
    ctx: &super::context::Ctx,
    data: &[usize],
    is_slice: impl Fn(&crate::ir::Op) -> bool,
) -> bool {
    let slice_of = |index: usize| ctx.defining_op(index).filter(|op| is_slice(op));
    if !data.is_empty() && data.iter().all(|&i| slice_of(i).is_some()) {
        return true;
    }
    let source = |index: usize| match slice_of(index) {
        Some(slice) => slice.operands.first().and_then(|o| o.value),
        None => ctx.op.operands.get(index).and_then(|o| o.value),
    };
    let first = data.first().and_then(|&i| source(i));
    first.is_some()
        && data.iter().any(|&i| slice_of(i).is_some())
        && data.iter().all(|&i| source(i) == first)
}
