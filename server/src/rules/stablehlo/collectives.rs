//! Collectives that change a dim's size: all_gather, all_to_all,
//! reduce_scatter. Untouched dims are pointwise; a gathered, split or
//! scattered dim gets one need-replication factor for the operands and
//! another for the results.

use crate::rules::builder::RuleBuilder;
use crate::rules::common::{check_dims, to_dims, Built};
use crate::rules::context::Ctx;
use crate::rules::model::FactorKind::*;
use crate::rules::params;

fn dim_param(ctx: &Ctx, name: &str, rank: usize) -> Result<usize, String> {
    let value = params::int(ctx.op, &[name]).ok_or(format!("missing `{name}`"))?;
    let dim = to_dims(&[value], name)?[0];
    check_dims(&[dim], rank, name)?;
    Ok(dim)
}

/// Maps `dim` of every operand (or result) to a new need-replication factor.
fn replicated_dim(b: &mut RuleBuilder, operands: bool, dim: usize, size: i64) {
    let count = if operands {
        b.num_operands()
    } else {
        b.num_results()
    };
    let dims = vec![Some(dim); count];
    if operands {
        b.add(&dims, &[], size, NeedReplication);
    } else {
        b.add(&[], &dims, size, NeedReplication);
    }
}

pub(super) fn rule(ctx: &Ctx, name: &str) -> Built {
    let shapes = ctx.shapes()?;
    let (input, output) = (shapes.operand(0)?, shapes.result(0)?);
    if input.len() != output.len() {
        return Err("operand and result ranks differ".into());
    }
    let rank = input.len();
    let changed: Vec<usize> = match name {
        "all_gather" => vec![dim_param(ctx, "all_gather_dim", rank)?],
        "reduce_scatter" => vec![dim_param(ctx, "scatter_dimension", rank)?],
        _ => {
            let split = dim_param(ctx, "split_dimension", rank)?;
            let concat = dim_param(ctx, "concat_dimension", rank)?;
            if split == concat {
                vec![split]
            } else {
                vec![split, concat]
            }
        }
    };
    let mut b = shapes.builder();
    for (dim, &size) in input.iter().enumerate() {
        if !changed.contains(&dim) {
            b.add_all(dim, size, PassThrough, false);
        }
    }
    for &dim in &changed {
        replicated_dim(&mut b, true, dim, input[dim]);
        replicated_dim(&mut b, false, dim, output[dim]);
    }
    b.build()
}
