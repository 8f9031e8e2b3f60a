//! Custom calls: the targets Shardy knows, by name. Others are unknown to
//! the registry unless the op carries its own `sdy.sharding_rule`.

use crate::ir::{Attribute, Item};
use crate::rules::builder::at;
use crate::rules::common::pointwise;
use crate::rules::context::Ctx;
use crate::rules::model::FactorKind::*;
use crate::rules::params;
use crate::rules::registry::{Lookup, Outcome};

fn target(ctx: &Ctx) -> Option<String> {
    let from_items = ctx.op.items.iter().find_map(|item| match item {
        Item::Symbol { name, .. } => Some(name.clone()),
        _ => None,
    });
    from_items.or_else(|| match params::attr(ctx.op, "call_target_name")? {
        Attribute::String { value, .. } => Some(value.clone()),
        Attribute::SymbolRef { path, .. } => path.last().cloned(),
        _ => None,
    })
}

/// Targets that behave elementwise for propagation.
const POINTWISE: &[&str] = &[
    "annotate_device_placement",
    "Cholesky",
    "CompactWyHelper",
    "InspectSharding",
    "InvertDiagBlocksLowerTriangular",
    "InvertDiagBlocksUpperTriangular",
    "LayoutConstraint",
    "mhlo.erf",
    "MoveToDevice",
    "MoveToHost",
    // XLA imports it as `sdy.sharding_constraint`, which is pointwise.
    "Sharding",
    "X64SplitHigh",
    // XLA's sdy import reads its sharding as the function result's.
    "xla.sdy.FuncResultSharding",
    "X64SplitLow",
    "xla.megascale.provide_metadata",
];

pub(super) fn lookup(ctx: &Ctx) -> Lookup {
    let target = target(ctx).ok_or("the custom call has no target name")?;
    match target.as_str() {
        "sdy_testonly"
        | "tpu_custom_call"
        | "xla_python_cpu_callback"
        | "xla_python_gpu_callback"
        | "xla_ffi_python_cpu_callback"
        | "xla_ffi_python_gpu_callback" => Ok(Outcome::excluded(format!(
            "Shardy gives custom call @{target} no sharding rule"
        ))),
        "SPMDFullToShardShape"
        | "SPMDShardToFullShape"
        | "xla.sdy.GlobalToLocalShape"
        | "xla.sdy.LocalToGlobalShape" => Ok(Outcome::excluded(format!(
            "@{target} marks a manual-computation boundary; Shardy's import turns the pair into \
             an sdy.manual_computation"
        ))),
        t if POINTWISE.contains(&t) => pointwise(&ctx.shapes()?).map(Outcome::from),
        "X64Combine" => x64_combine(ctx),
        "Eigh" | "Qr" | "QrDecompositionBlock" | "ProductOfElementaryHouseholderReflectors" => {
            decomposition(ctx, &target)
        }
        "mhlo.topk" => top_k(ctx),
        "ApproxTopK" | "PartialReduce" => approx_top_k(ctx),
        _ => Ok(Outcome::unknown_custom_call(&target)),
    }
}

/// Pointwise; feeding an `rng_bit_generator`, whose state must stay
/// replicated with no reshard in between, it needs replication and is blocked.
fn x64_combine(ctx: &Ctx) -> Lookup {
    let shapes = ctx.shapes()?;
    let feeds_rng = ctx
        .users()
        .any(|user| user.name.ends_with(".rng_bit_generator"));
    let kind = if feeds_rng {
        NeedReplication
    } else {
        PassThrough
    };
    let mut b = shapes.builder();
    for (dim, &size) in shapes.result(0)?.iter().enumerate() {
        b.add_all(dim, size, kind, feeds_rng);
    }
    b.build().map(Outcome::from)
}

/// Batched matrix decompositions (`jax.lax.linalg`): leading dims are batch
/// dims; the matrix dims correspond between tensors but mostly need replication.
fn decomposition(ctx: &Ctx, target: &str) -> Lookup {
    let shapes = ctx.shapes()?;
    let input = shapes.operand(0)?;
    let batch = input
        .len()
        .checked_sub(2)
        .ok_or("the operand needs rank >= 2")?;
    let (d1, d2) = (batch, batch + 1);
    let mut b = shapes.builder();
    b.add_pointwise(&input[..batch], |_| PassThrough);
    match target {
        "Eigh" => {
            // Eigenvalues (result 1) follow the last dim.
            b.add(&[Some(d1)], &[Some(d1), None], input[d1], PassThrough);
            b.add(&[Some(d2)], &[Some(d2), Some(d1)], input[d2], PassThrough);
        }
        "ProductOfElementaryHouseholderReflectors" => {
            let taus = shapes.operand(1)?;
            let &tau_size = taus.get(d1).ok_or("taus need rank >= the batch rank + 1")?;
            b.add(&[Some(d1), None], &[Some(d1)], input[d1], NeedReplication);
            b.add(&[Some(d2), None], &[Some(d2)], input[d2], NeedReplication);
            b.add(&[None, Some(d1)], &[], tau_size, NeedReplication);
        }
        _ => {
            // Qr: the second result's matrix dim stands alone.
            let &size = shapes
                .result(1)?
                .get(d1)
                .ok_or("result 1 needs rank >= the batch rank + 1")?;
            b.add(&[Some(d1)], &[Some(d1), None], input[d1], NeedReplication);
            b.add(&[Some(d2)], &[Some(d2), None], input[d2], NeedReplication);
            b.add(&[], &[None, Some(d1)], size, NeedReplication);
        }
    }
    b.build().map(Outcome::from)
}

/// `mhlo.topk`: the top-k dim needs replication and is blocked.
fn top_k(ctx: &Ctx) -> Lookup {
    let shapes = ctx.shapes()?;
    let (input, output) = (shapes.operand(0)?, shapes.result(0)?);
    if input.len() != output.len() {
        return Err("operand and result ranks differ".into());
    }
    let mut b = shapes.builder();
    for (dim, (&i, &o)) in input.iter().zip(output).enumerate() {
        let (kind, blocked) = if i == o {
            (PassThrough, false)
        } else {
            (NeedReplication, true)
        };
        b.add_all(dim, i, kind, blocked);
    }
    b.build().map(Outcome::from)
}

/// `ApproxTopK` / `PartialReduce`: operands (operand, iota, init scalars);
/// the reduced dim is separate in operands and results.
fn approx_top_k(ctx: &Ctx) -> Lookup {
    let shapes = ctx.shapes()?;
    let (input, output) = (shapes.operand(0)?, shapes.result(0)?);
    if input.len() != output.len() {
        return Err("operand and result ranks differ".into());
    }
    let (n, r) = (shapes.operands.len(), shapes.results.len());
    let mut b = shapes.builder();
    for (dim, (&i, &o)) in input.iter().zip(output).enumerate() {
        if i == o {
            b.add_all(dim, i, PassThrough, false);
        } else {
            b.add(&at(n, &[(0, dim), (1, dim)]), &[], i, PassThrough);
            b.add_blocked(&[], &at(r, &[(0, dim), (1, dim)]), o, NeedReplication, true);
        }
    }
    b.build().map(Outcome::from)
}
