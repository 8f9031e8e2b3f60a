//! A plan as MLIR `shard` (2025) or `mesh` (2024) dialect collectives:
//!
//! ```text
//! %1 = shard.all_gather %0 on @grid grid_axes = [1] gather_axis = 1 : tensor<8x4xf32> -> tensor<8x8xf32>
//! ```
//!
//! These collectives act on each device's local shard, so every op carries local tensor types
//! (the global shape divided by each dimension's shard count; the dialects do not pad, so every
//! division must be exact). Each op works on one tensor dimension (`gather_axis`,
//! `slice_axis`, `split_axis`/`concat_axis`, `scatter_axis`), so a Shardy step over several
//! dimensions becomes one op per dimension, and a reduce-scatter over several dimensions
//! becomes an all-reduce followed by all-slices. Grid axes are listed major to minor, which is
//! the order of a Shardy axis list. Sub-axes and collective-permutes have no equivalent.

use super::axes::AxisSizes;
use super::print_sdy::PrintError;
use super::{Collective, ReshardPlan};
use crate::sharding::mlir_text;
use crate::sharding::model::{AxisRef, Mesh, MeshRef, Notation, ReductionKind, TensorSharding};

/// One op before its SSA names are chosen.
struct PendingOp {
    /// Everything after the operand: `on @g grid_axes = [1] gather_axis = 1`.
    op: &'static str,
    args: String,
    input: Vec<i64>,
    output: Vec<i64>,
}

/// The spelling of each era.
struct Dialect {
    notation: Notation,
    prefix: &'static str,
    axes_keyword: &'static str,
    name: &'static str,
}

fn dialect(era: Notation) -> Result<Dialect, PrintError> {
    match era {
        Notation::ShardDialect => Ok(Dialect {
            notation: era,
            prefix: "shard",
            axes_keyword: "grid_axes",
            name: "shard",
        }),
        Notation::MeshDialect => Ok(Dialect {
            notation: era,
            prefix: "mesh",
            axes_keyword: "mesh_axes",
            name: "mesh",
        }),
        other => Err(PrintError::CannotExpress {
            notation: other,
            reason: "collectives are printed for the shard (2025) and mesh (2024) dialects only"
                .into(),
        }),
    }
}

/// Prints `plan` as `shard.*` (`era` = [`Notation::ShardDialect`]) or `mesh.*`
/// ([`Notation::MeshDialect`]) collectives, one per line. `ty` is the global tensor type of
/// the resharded value (`tensor<16x8xf32>`); names work as in [`super::print_sdy()`].
pub fn print_shard(
    plan: &ReshardPlan,
    input_name: &str,
    result_name: &str,
    ty: &str,
    fresh: &mut dyn FnMut() -> String,
    era: Notation,
) -> Result<String, PrintError> {
    let dialect = dialect(era)?;
    let (shape, element) = parse_tensor_type(ty)?;
    if shape != plan.shape {
        return Err(PrintError::BadType(format!(
            "{ty} does not have the plan's shape {:?}",
            plan.shape
        )));
    }
    let sizes = AxisSizes::of(&plan.from_mesh);
    if plan.from.rank() != plan.shape.len() {
        return Err(PrintError::InvalidPlan(format!(
            "the input sharding has rank {} but the tensor {}",
            plan.from.rank(),
            plan.shape.len()
        )));
    }
    let mut local = local_shape(&plan.from, &plan.shape, &sizes, &dialect)?;
    let mut ops = Vec::new();
    for step in &plan.steps {
        let grid = grid_symbol(&step.sharding, &dialect)?;
        let emit = OpBuilder {
            dialect: &dialect,
            mesh: &plan.from_mesh,
            sizes: &sizes,
            grid: &grid,
        };
        emit.step(&step.collective, &mut local, &mut ops)?;
    }

    super::print_chain(&ops, input_name, result_name, fresh, |op, operand, name| {
        Ok(format!(
            "{name} = {}.{} {operand} {} : {} -> {}",
            dialect.prefix,
            op.op,
            op.args,
            tensor_type(&op.input, &element),
            tensor_type(&op.output, &element)
        ))
    })
}

/// The per-device type the `shard`/`mesh` collectives take for a tensor of global type `ty`
/// sharded as `sharding` on `mesh`: `tensor<16x8xf32>` split over 4 devices along dimension 0
/// is `tensor<4x8xf32>` on each. Every split must be exact (the dialects do not pad).
pub fn local_type(
    sharding: &TensorSharding,
    mesh: &Mesh,
    ty: &str,
    era: Notation,
) -> Result<String, PrintError> {
    let (local, element) = local_shape_of(sharding, mesh, ty, era)?;
    Ok(tensor_type(&local, &element))
}

/// Each device's shape of a value of type `ty` sharded by `sharding`, and
/// the element type.
pub(super) fn local_shape_of(
    sharding: &TensorSharding,
    mesh: &Mesh,
    ty: &str,
    era: Notation,
) -> Result<(Vec<i64>, String), PrintError> {
    let dialect = dialect(era)?;
    let (shape, element) = parse_tensor_type(ty)?;
    if sharding.rank() != shape.len() {
        return Err(PrintError::BadType(format!(
            "{ty} has rank {} but the sharding {}",
            shape.len(),
            sharding.rank()
        )));
    }
    let local = local_shape(sharding, &shape, &AxisSizes::of(mesh), &dialect)?;
    Ok((local, element))
}

struct OpBuilder<'a> {
    dialect: &'a Dialect,
    mesh: &'a Mesh,
    sizes: &'a AxisSizes,
    grid: &'a str,
}

impl OpBuilder<'_> {
    /// Appends the ops of one plan step, updating the local shape.
    fn step(
        &self,
        collective: &Collective,
        local: &mut Vec<i64>,
        ops: &mut Vec<PendingOp>,
    ) -> Result<(), PrintError> {
        fits(collective, local.len())?;
        match collective {
            Collective::AllGather { axes } => {
                for (d, list) in axes.iter().enumerate().filter(|(_, l)| !l.is_empty()) {
                    let mut out = local.clone();
                    out[d] = out[d].saturating_mul(self.sizes.product(list));
                    let args = format!("{} gather_axis = {d}", self.on(list)?);
                    ops.push(self.op("all_gather", args, local, out));
                }
            }
            Collective::AllSlice { axes } => {
                for (d, list) in axes.iter().enumerate().filter(|(_, l)| !l.is_empty()) {
                    let out = self.divided(local, d, list)?;
                    let args = format!("{} slice_axis = {d}", self.on(list)?);
                    ops.push(self.op("all_slice", args, local, out));
                }
            }
            Collective::AllToAll(param) => {
                let mut out = self.divided(local, param.tgt_dim, &param.axes)?;
                out[param.src_dim] =
                    out[param.src_dim].saturating_mul(self.sizes.product(&param.axes));
                let args = format!(
                    "{} split_axis = {} concat_axis = {}",
                    self.on(&param.axes)?,
                    param.tgt_dim,
                    param.src_dim
                );
                ops.push(self.op("all_to_all", args, local, out));
            }
            Collective::CollectivePermute => {
                return Err(PrintError::CannotExpress {
                    notation: self.dialect.notation,
                    reason: format!(
                        "this reshard needs a collective-permute (shards move between devices \
                         without changing their size), and the {} dialect has no such op",
                        self.dialect.name
                    ),
                })
            }
            Collective::AllReduce { axes, reduction } => {
                let args = format!("{}{}", self.on(axes)?, reduction_clause(*reduction));
                ops.push(self.op("all_reduce", args, local, local.clone()));
            }
            Collective::ReduceScatter { axes, reduction } => {
                let dims: Vec<usize> = (0..axes.len()).filter(|d| !axes[*d].is_empty()).collect();
                if let [d] = dims[..] {
                    let out = self.divided(local, d, &axes[d])?;
                    let args = format!(
                        "{}{} scatter_axis = {d}",
                        self.on(&axes[d])?,
                        reduction_clause(*reduction)
                    );
                    ops.push(self.op("reduce_scatter", args, local, out));
                } else {
                    // One scatter axis per op: reduce everything, then slice each dim.
                    let all: Vec<AxisRef> = axes.iter().flatten().cloned().collect();
                    self.step(
                        &Collective::AllReduce {
                            axes: all,
                            reduction: *reduction,
                        },
                        local,
                        ops,
                    )?;
                    self.step(&Collective::AllSlice { axes: axes.clone() }, local, ops)?;
                }
            }
        }
        Ok(())
    }

    fn op(&self, op: &'static str, args: String, local: &mut Vec<i64>, out: Vec<i64>) -> PendingOp {
        let input = std::mem::replace(local, out.clone());
        PendingOp {
            op,
            args,
            input,
            output: out,
        }
    }

    /// `on @grid grid_axes = [0, 2]`.
    fn on(&self, axes: &[AxisRef]) -> Result<String, PrintError> {
        let indices = grid_indices(axes, self.mesh, self.dialect)?;
        Ok(format!(
            "on {} {} = [{}]",
            self.grid,
            self.dialect.axes_keyword,
            indices.join(", ")
        ))
    }

    /// `local` with dimension `d` split over `axes`, which must divide it exactly.
    fn divided(&self, local: &[i64], d: usize, axes: &[AxisRef]) -> Result<Vec<i64>, PrintError> {
        let group = self.sizes.product(axes).max(1);
        if local[d] % group != 0 {
            return Err(PrintError::CannotExpress {
                notation: self.dialect.notation,
                reason: format!(
                    "Operand dimension size {} is not divisible by collective device group size {group} for tensor axis {d}",
                    local[d]
                ),
            });
        }
        let mut out = local.to_vec();
        out[d] /= group;
        Ok(out)
    }
}

/// The collective's per-dim lists and dims fit a tensor of rank `rank`.
fn fits(collective: &Collective, rank: usize) -> Result<(), PrintError> {
    let ok = match collective {
        Collective::AllGather { axes }
        | Collective::AllSlice { axes }
        | Collective::ReduceScatter { axes, .. } => axes.len() == rank,
        Collective::AllToAll(param) => param.src_dim < rank && param.tgt_dim < rank,
        Collective::CollectivePermute | Collective::AllReduce { .. } => true,
    };
    if ok {
        Ok(())
    } else {
        Err(PrintError::InvalidPlan(format!(
            "a {} step does not fit a tensor of rank {rank}",
            collective.kind().name()
        )))
    }
}

/// ` reduction = max`; nothing for the default `sum`.
fn reduction_clause(reduction: ReductionKind) -> String {
    match reduction {
        ReductionKind::Sum => String::new(),
        other => format!(" reduction = {}", other.name()),
    }
}

fn grid_symbol(sharding: &TensorSharding, dialect: &Dialect) -> Result<String, PrintError> {
    match &sharding.mesh {
        MeshRef::Symbol(name) => Ok(mlir_text::symbol_ref(name)),
        MeshRef::Inline(_) => Err(PrintError::CannotExpress {
            notation: dialect.notation,
            reason: "an inline mesh has no grid symbol to refer to".into(),
        }),
    }
}

fn grid_indices(
    axes: &[AxisRef],
    mesh: &Mesh,
    dialect: &Dialect,
) -> Result<Vec<String>, PrintError> {
    axes.iter()
        .map(|axis| {
            if axis.sub_axis.is_some() {
                return Err(PrintError::CannotExpress {
                    notation: dialect.notation,
                    reason: format!("sub-axis {axis} has no equivalent; grid axes cannot be split"),
                });
            }
            mesh.axis_index(&axis.name)
                .map(|i| i.to_string())
                .ok_or_else(|| PrintError::CannotExpress {
                    notation: dialect.notation,
                    reason: format!("unknown axis name: {axis}"),
                })
        })
        .collect()
}

/// The per-device shape of `sharding`, which must divide the global shape exactly.
fn local_shape(
    sharding: &TensorSharding,
    shape: &[i64],
    sizes: &AxisSizes,
    dialect: &Dialect,
) -> Result<Vec<i64>, PrintError> {
    sharding
        .dims
        .iter()
        .zip(shape)
        .enumerate()
        .map(|(d, (dim, &size))| {
            let shards = sizes.product(&dim.axes).max(1);
            if size % shards != 0 {
                return Err(PrintError::CannotExpress {
                    notation: dialect.notation,
                    reason: format!(
                        "dimension {d} of size {size} is not divisible by its {shards} shards; the {} dialect does not pad",
                        dialect.name
                    ),
                });
            }
            Ok(size / shards)
        })
        .collect()
}

/// `tensor<16x8xf32>` → `([16, 8], "f32")`; `tensor<f32>` → `([], "f32")`.
pub(super) fn parse_tensor_type(ty: &str) -> Result<(Vec<i64>, String), PrintError> {
    let bad = || PrintError::BadType(format!("expected a static ranked tensor type, got `{ty}`"));
    let body = ty
        .trim()
        .strip_prefix("tensor<")
        .and_then(|t| t.strip_suffix('>'))
        .ok_or_else(bad)?;
    let mut rest = body.trim();
    let mut dims = Vec::new();
    loop {
        let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
        if digits == 0 || rest.as_bytes().get(digits) != Some(&b'x') {
            break;
        }
        dims.push(rest[..digits].parse::<i64>().map_err(|_| bad())?);
        rest = &rest[digits + 1..];
    }
    if rest.is_empty() || rest.starts_with('?') || rest.contains(',') {
        return Err(bad());
    }
    Ok((dims, rest.to_string()))
}

pub(super) fn tensor_type(shape: &[i64], element: &str) -> String {
    let mut out = String::from("tensor<");
    for d in shape {
        out.push_str(&format!("{d}x"));
    }
    out.push_str(element);
    out.push('>');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tensor_types_parse() {
        assert_eq!(
            parse_tensor_type("tensor<16x8xf32>").unwrap(),
            (vec![16, 8], "f32".to_string())
        );
        assert_eq!(
            parse_tensor_type("tensor<i1>").unwrap(),
            (vec![], "i1".to_string())
        );
        assert!(parse_tensor_type("tensor<?x8xf32>").is_err());
        assert!(parse_tensor_type("tensor<4x8xf32, #enc>").is_err());
        assert!(parse_tensor_type("memref<4xf32>").is_err());
        assert!(parse_tensor_type("tensor<99999999999999999999x2xf32>").is_err());
        assert_eq!(tensor_type(&[2, 3], "bf16"), "tensor<2x3xbf16>");
        assert_eq!(tensor_type(&[], "f32"), "tensor<f32>");
    }
}
