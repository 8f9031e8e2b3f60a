//! Gather and scatter (`addGatherScatterFactors`): batch dims shared with
//! the indices, offset dims shared with the input when unsliced, collapsed
//! (inserted) dims, and the index vector dim.

use crate::rules::builder::RuleBuilder;
use crate::rules::common::{to_dims, Built};
use crate::rules::context::Ctx;
use crate::rules::model::FactorKind::{self, *};
use crate::rules::params::{self, StructAttr};

struct Layout {
    offset_dims: Vec<usize>,
    collapsed_dims: Vec<usize>,
    input_batching_dims: Vec<usize>,
    indices_batching_dims: Vec<usize>,
    index_vector_dim: usize,
}

fn layout(ctx: &Ctx, attr_name: &str, keys: [&str; 5]) -> Result<Layout, String> {
    let text = params::text(ctx.op, attr_name).ok_or(format!("missing `{attr_name}`"))?;
    let attr = StructAttr::parse(text).ok_or(format!("unreadable `{attr_name}`"))?;
    let list = |key: &str| -> Result<Vec<usize>, String> {
        to_dims(&attr.ints(key).ok_or(format!("unreadable `{key}`"))?, key)
    };
    let index_vector_dim = attr.int(keys[4]).ok_or(format!("missing `{}`", keys[4]))?;
    Ok(Layout {
        offset_dims: list(keys[0])?,
        collapsed_dims: list(keys[1])?,
        input_batching_dims: list(keys[2])?,
        indices_batching_dims: list(keys[3])?,
        index_vector_dim: to_dims(&[index_vector_dim], keys[4])?[0],
    })
}

/// One factor: (input dim, indices dim, slices dim, size, kind, blocked).
type Factor = (
    Option<usize>,
    Option<usize>,
    Option<usize>,
    i64,
    FactorKind,
    bool,
);

/// The factors common to gather (`scatter: None`) and scatter
/// (`scatter: Some(reducer_supported)`), in Shardy's order.
fn factors(
    layout: &Layout,
    input: &[i64],
    slices: &[i64],
    indices: &[i64],
    scatter: Option<bool>,
) -> Result<Vec<Factor>, String> {
    let mut out = Vec::new();
    let mut input_dim = 0;
    let mut batch_pos = 0;
    for (slices_dim, &slices_size) in slices.iter().enumerate() {
        if layout.offset_dims.contains(&slices_dim) {
            while layout.collapsed_dims.contains(&input_dim)
                || layout.input_batching_dims.contains(&input_dim)
            {
                input_dim += 1;
            }
            let &input_size = input
                .get(input_dim)
                .ok_or("more offset dims than input dims")?;
            let (i, s) = (Some(input_dim), Some(slices_dim));
            if input_size == slices_size {
                out.push((i, None, s, input_size, PassThrough, false));
            } else if scatter.is_some() {
                out.push((i, None, None, input_size, NeedReplication, false));
                out.push((None, None, s, slices_size, NeedReplication, false));
            } else if slices_size == 1 {
                // Keeping the input dim sharded needs an all-reduce of the result.
                out.push((i, None, None, input_size, Reduction, false));
                out.push((None, None, s, slices_size, NeedReplication, false));
            } else {
                out.push((i, None, s, input_size, NeedReplication, true));
            }
            input_dim += 1;
        } else {
            let indices_dim = if batch_pos < layout.index_vector_dim {
                batch_pos
            } else {
                batch_pos + 1
            };
            let explicit = layout
                .indices_batching_dims
                .iter()
                .position(|&d| d == indices_dim);
            let input_batch_dim = match explicit {
                Some(p) => Some(
                    *layout
                        .input_batching_dims
                        .get(p)
                        .ok_or("batching dims differ in length")?,
                ),
                None => None,
            };
            // An implicit batch dim of a scatter exists only in indices and
            // updates: sharding it leaves partial results to combine.
            let kind = match (scatter, explicit) {
                (Some(true), None) => Reduction,
                (Some(false), None) => NeedReplication,
                _ => PassThrough,
            };
            out.push((
                input_batch_dim,
                Some(indices_dim),
                Some(slices_dim),
                slices_size,
                kind,
                false,
            ));
            batch_pos += 1;
        }
    }
    for &dim in &layout.collapsed_dims {
        let &size = input.get(dim).ok_or("a collapsed dim is out of range")?;
        let kind = match scatter {
            Some(_) => PassThrough,
            None if size == 1 => NeedReplication,
            None => Reduction,
        };
        out.push((Some(dim), None, None, size, kind, false));
    }
    if layout.index_vector_dim < indices.len() {
        let size = indices[layout.index_vector_dim];
        out.push((
            None,
            Some(layout.index_vector_dim),
            None,
            size,
            NeedReplication,
            false,
        ));
    }
    Ok(out)
}

pub(super) fn gather(ctx: &Ctx) -> Built {
    let shapes = ctx.shapes()?;
    let keys = [
        "offset_dims",
        "collapsed_slice_dims",
        "operand_batching_dims",
        "start_indices_batching_dims",
        "index_vector_dim",
    ];
    let layout = layout(ctx, "dimension_numbers", keys)?;
    let (input, indices, slices) = (shapes.operand(0)?, shapes.operand(1)?, shapes.result(0)?);
    let mut b = shapes.builder();
    for (i, x, s, size, kind, blocked) in factors(&layout, input, slices, indices, None)? {
        b.add_blocked(&[i, x], &[s], size, kind, blocked);
    }
    b.build()
}

/// Whether the scatter's reducer is one binary op an all-reduce can apply.
fn reducer_supported(ctx: &Ctx) -> bool {
    let ops: Vec<&str> = ctx
        .region_op_names()
        .into_iter()
        .filter(|name| !name.ends_with(".return"))
        .map(|name| name.split_once('.').map_or(name, |(_, short)| short))
        .collect();
    let supported = ["add", "multiply", "maximum", "minimum", "and", "or", "xor"];
    ops.first()
        .is_some_and(|first| supported.contains(first) && ops.iter().all(|op| op == first))
}

pub(super) fn scatter(ctx: &Ctx) -> Built {
    let shapes = ctx.shapes()?;
    let keys = [
        "update_window_dims",
        "inserted_window_dims",
        "input_batching_dims",
        "scatter_indices_batching_dims",
        "index_vector_dim",
    ];
    let layout = layout(ctx, "scatter_dimension_numbers", keys)?;
    let n = shapes.operands.len().saturating_sub(1) / 2;
    if n == 0 || shapes.operands.len() != 2 * n + 1 {
        return Err("scatter takes inputs, indices and as many updates as inputs".into());
    }
    let (input, indices, updates) = (
        shapes.operand(0)?,
        shapes.operand(n)?,
        shapes.operand(n + 1)?,
    );
    let supported = reducer_supported(ctx);
    let mut b: RuleBuilder = shapes.builder();
    for (i, x, u, size, kind, blocked) in
        factors(&layout, input, updates, indices, Some(supported))?
    {
        let mut operands = vec![i; n];
        operands.push(x);
        operands.extend(std::iter::repeat_n(u, n));
        b.add_blocked(&operands, &vec![i; n], size, kind, blocked);
    }
    b.build()
}
