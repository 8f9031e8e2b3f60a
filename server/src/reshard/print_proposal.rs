//! A plan as the collectives of the 2023 mesh proposal (the ByteDance RFC "Sharding Framework
//! Design for Device Mesh", ../shared/seeds/001 and 004):
//!
//! ```text
//! %1 = mesh.all_gather %0 {mesh_axis = [[], [1]]} : tensor<2x4xf32, #mesh.shard<@mesh0, [[], [0, 1]]>> -> tensor<2x4xf32, #mesh.shard<@mesh0, [[], [0]]>>
//! ```
//!
//! Unlike the `shard`/`mesh` dialects' collectives, the proposal's act on *distributed*
//! tensors: the global type with the sharding as its `#mesh.shard` encoding, so every op
//! says what it turns which sharding into. The ops and attributes are the proposal's:
//!
//! | step | op |
//! |---|---|
//! | all-gather | `mesh.all_gather {mesh_axis = [[…] per dim]}` |
//! | all-slice | `mesh.local_split {sharding = [[…] per dim]}` (no communication) |
//! | all-reduce | `mesh.all_reduce {mesh_axis = […], reduction = "sum"}` |
//! | reduce-scatter on one dim | `mesh.reduce_scatter {mesh_axis = […], reduction = "sum", tensor_axis = d : i64}` |
//! | reduce-scatter on several dims | `mesh.all_reduce` then `mesh.local_split` |
//! | all-to-all | `mesh.all_to_all {mesh_axis = […], split_axis = d : i64, concat_axis = s : i64}` |
//!
//! The proposal lists `mesh.all_to_all` with its attributes still "TODO"; `split_axis` (the
//! dimension that gets split) and `concat_axis` (the one gathered) are the names the op took
//! upstream. It has no collective-permute, and mesh axes cannot be split into sub-axes:
//! plans that need either cannot be printed.

use super::print_sdy::PrintError;
use super::print_shard::{parse_tensor_type, tensor_type};
use super::{Collective, ReshardPlan};
use crate::sharding::mesh_family;
use crate::sharding::model::{AxisRef, Mesh, Notation, ReductionKind, TensorSharding};

/// One op before its SSA names are chosen.
struct PendingOp {
    op: &'static str,
    attrs: String,
    input: TensorSharding,
    output: TensorSharding,
}

/// Prints `plan` as the proposal's `mesh.*` collectives, one per line; the first takes
/// `input_name`, the last defines `result_name`, the ones between get names from `fresh`.
/// `ty` is the global tensor type of the resharded value, without encoding.
pub fn print_proposal(
    plan: &ReshardPlan,
    input_name: &str,
    result_name: &str,
    ty: &str,
    fresh: &mut dyn FnMut() -> String,
) -> Result<String, PrintError> {
    let (shape, element) = parse_tensor_type(ty)?;
    if shape != plan.shape {
        return Err(PrintError::BadType(format!(
            "{ty} does not have the plan's shape {:?}",
            plan.shape
        )));
    }
    let mesh = &plan.from_mesh;
    let mut ops = Vec::new();
    let mut before = plan.from.clone();
    for step in &plan.steps {
        emit(&step.collective, &before, &step.sharding, mesh, &mut ops)?;
        before = step.sharding.clone();
    }
    let global = tensor_type(&shape, &element);
    let typed = |sharding: &TensorSharding| -> Result<String, PrintError> {
        let family = mesh_family::from_model(sharding, mesh, Notation::MeshProposal)?;
        let attr = mesh_family::print_sharding_attr(&family);
        Ok(format!("{}, {attr}>", global.trim_end_matches('>')))
    };
    super::print_chain(&ops, input_name, result_name, fresh, |op, operand, name| {
        Ok(format!(
            "{name} = mesh.{} {operand} {{{}}} : {} -> {}",
            op.op,
            op.attrs,
            typed(&op.input)?,
            typed(&op.output)?
        ))
    })
}

fn cannot(reason: impl Into<String>) -> PrintError {
    PrintError::CannotExpress {
        notation: Notation::MeshProposal,
        reason: reason.into(),
    }
}

/// Mesh axis indices of `axes`.
fn indices(axes: &[AxisRef], mesh: &Mesh) -> Result<Vec<i64>, PrintError> {
    axes.iter()
        .map(|axis| {
            if axis.sub_axis.is_some() {
                return Err(cannot(format!(
                    "sub-axis {axis} has no equivalent; mesh axes cannot be split"
                )));
            }
            mesh.axis_index(&axis.name)
                .map(|i| i as i64)
                .ok_or_else(|| cannot(format!("unknown axis name: {axis}")))
        })
        .collect()
}

fn per_dim(axes: &[Vec<AxisRef>], mesh: &Mesh) -> Result<String, PrintError> {
    let lists = axes
        .iter()
        .map(|list| indices(list, mesh))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(mesh_family::print_split_axes(&lists))
}

fn flat(axes: &[AxisRef], mesh: &Mesh) -> Result<String, PrintError> {
    let list: Vec<String> = indices(axes, mesh)?.iter().map(i64::to_string).collect();
    Ok(format!("[{}]", list.join(", ")))
}

fn reduction(kind: ReductionKind) -> String {
    format!("reduction = \"{}\"", kind.name())
}

/// The ops of one step from sharding `before` to `after`.
fn emit(
    collective: &Collective,
    before: &TensorSharding,
    after: &TensorSharding,
    mesh: &Mesh,
    ops: &mut Vec<PendingOp>,
) -> Result<(), PrintError> {
    let mut push =
        |op: &'static str, attrs: String, input: &TensorSharding, output: &TensorSharding| {
            ops.push(PendingOp {
                op,
                attrs,
                input: input.clone(),
                output: output.clone(),
            })
        };
    match collective {
        Collective::AllGather { axes } => {
            push(
                "all_gather",
                format!("mesh_axis = {}", per_dim(axes, mesh)?),
                before,
                after,
            );
        }
        Collective::AllSlice { axes } => {
            push(
                "local_split",
                format!("sharding = {}", per_dim(axes, mesh)?),
                before,
                after,
            );
        }
        Collective::AllToAll(param) => {
            push(
                "all_to_all",
                format!(
                    "mesh_axis = {}, split_axis = {} : i64, concat_axis = {} : i64",
                    flat(&param.axes, mesh)?,
                    param.tgt_dim,
                    param.src_dim
                ),
                before,
                after,
            );
        }
        Collective::CollectivePermute => {
            return Err(cannot(
                "this reshard needs a collective-permute (shards move between devices without \
                 changing their size), and the proposal has no such op",
            ))
        }
        Collective::AllReduce {
            axes,
            reduction: kind,
        } => {
            push(
                "all_reduce",
                format!("mesh_axis = {}, {}", flat(axes, mesh)?, reduction(*kind)),
                before,
                after,
            );
        }
        Collective::ReduceScatter {
            axes,
            reduction: kind,
        } => {
            let dims: Vec<usize> = (0..axes.len()).filter(|d| !axes[*d].is_empty()).collect();
            let all: Vec<AxisRef> = axes.iter().flatten().cloned().collect();
            if let [d] = dims[..] {
                push(
                    "reduce_scatter",
                    format!(
                        "mesh_axis = {}, {}, tensor_axis = {d} : i64",
                        flat(&all, mesh)?,
                        reduction(*kind)
                    ),
                    before,
                    after,
                );
            } else {
                // Reduce everything, then split each dimension locally: the sharding
                // between is the result's without the sliced axes.
                let mut reduced = after.clone();
                for (dim, sliced) in reduced.dims.iter_mut().zip(axes) {
                    let keep = dim.axes.len().saturating_sub(sliced.len());
                    dim.axes.truncate(keep);
                }
                push(
                    "all_reduce",
                    format!("mesh_axis = {}, {}", flat(&all, mesh)?, reduction(*kind)),
                    before,
                    &reduced,
                );
                push(
                    "local_split",
                    format!("sharding = {}", per_dim(axes, mesh)?),
                    &reduced,
                    after,
                );
            }
        }
    }
    Ok(())
}
