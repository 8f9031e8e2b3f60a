//! A plan as Shardy collectives, to replace an `sdy.reshard`:
//!
//! ```text
//! %1 = sdy.all_slice [{}, {"x"}] %0 out_sharding=<@mesh, [{"y"}, {"x"}]> : tensor<16x8xf32>
//! %2 = sdy.all_to_all [{"y"}: 0->1] %1 out_sharding=<@mesh, [{}, {"x", "y"}]> : tensor<16x8xf32>
//! ```
//!
//! Formats are those of `sdy-syntax.md` §6.8 (`ir/test/collective_parse_print.mlir`); the
//! collectives keep the global tensor type.

use std::fmt;

use super::{Collective, ReshardPlan};
use crate::sharding::model::{AxisRef, Notation, ReductionKind};
use crate::sharding::{sdy, ConversionError};

/// Why a plan cannot be printed in a notation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PrintError {
    /// The notation has no way to say what a step does.
    CannotExpress { notation: Notation, reason: String },
    /// The tensor type given does not match the plan (`tensor<..>` with the plan's shape).
    BadType(String),
    /// The plan's steps do not fit its tensor (a hand-built plan with wrong ranks or dims).
    InvalidPlan(String),
}

impl fmt::Display for PrintError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PrintError::CannotExpress { notation, reason } => {
                write!(
                    f,
                    "{} cannot express this reshard: {reason}",
                    notation.display_name()
                )
            }
            PrintError::BadType(why) => write!(f, "bad tensor type: {why}"),
            PrintError::InvalidPlan(why) => write!(f, "invalid plan: {why}"),
        }
    }
}

impl std::error::Error for PrintError {}

impl From<ConversionError> for PrintError {
    fn from(error: ConversionError) -> Self {
        match error {
            ConversionError::CannotExpress { target, reason } => PrintError::CannotExpress {
                notation: target,
                reason,
            },
            other => PrintError::CannotExpress {
                notation: Notation::Sdy,
                reason: other.to_string(),
            },
        }
    }
}

/// Prints `plan` as one `sdy.*` collective per line (no indentation, no trailing newline).
/// The first reads `input_name`, the last defines `result_name`, the ones between are named by
/// `fresh`. `ty` is the tensor type (the collectives keep the global type). An empty plan
/// prints nothing: the reshard is redundant, and its uses can take `input_name` directly.
pub fn print_sdy(
    plan: &ReshardPlan,
    input_name: &str,
    result_name: &str,
    ty: &str,
    fresh: &mut dyn FnMut() -> String,
) -> Result<String, PrintError> {
    super::print_chain(
        &plan.steps,
        input_name,
        result_name,
        fresh,
        |step, operand, name| {
            sdy::check_expressible(&step.sharding)?;
            let (op, params) = op_and_params(&step.collective)?;
            Ok(format!(
                "{name} = sdy.{op} {params}{operand} out_sharding={} : {ty}",
                sdy::print_sharding_stripped(&step.sharding)
            ))
        },
    )
}

/// The op name and the parameter text before the operand (with a trailing space).
fn op_and_params(collective: &Collective) -> Result<(&'static str, String), PrintError> {
    Ok(match collective {
        Collective::AllGather { axes } => ("all_gather", format!("{} ", per_dim(axes))),
        Collective::AllSlice { axes } => ("all_slice", format!("{} ", per_dim(axes))),
        Collective::AllToAll(param) => (
            "all_to_all",
            format!(
                "[{}: {}->{}] ",
                sdy::print_axis_list(&param.axes),
                param.src_dim,
                param.tgt_dim
            ),
        ),
        Collective::CollectivePermute => ("collective_permute", String::new()),
        Collective::AllReduce { axes, reduction } => (
            "all_reduce",
            format!(
                "{}{} ",
                reduction_prefix(*reduction)?,
                sdy::print_axis_list(axes)
            ),
        ),
        Collective::ReduceScatter { axes, reduction } => (
            "reduce_scatter",
            format!("{}{} ", reduction_prefix(*reduction)?, per_dim(axes)),
        ),
    })
}

/// `[{}, {"x", "y"}]`.
pub(super) fn per_dim(axes: &[Vec<AxisRef>]) -> String {
    let dims: Vec<String> = axes.iter().map(|a| sdy::print_axis_list(a)).collect();
    format!("[{}]", dims.join(", "))
}

/// Shardy omits `sum` and spells `max` / `min`; it has no other reductions.
fn reduction_prefix(reduction: ReductionKind) -> Result<String, PrintError> {
    match reduction {
        ReductionKind::Sum => Ok(String::new()),
        ReductionKind::Max | ReductionKind::Min => Ok(format!("{} ", reduction.name())),
        other => Err(PrintError::CannotExpress {
            notation: Notation::Sdy,
            reason: format!(
                "sdy collectives reduce with sum, max or min, not '{}'",
                other.name()
            ),
        }),
    }
}
