//! Shardy's unreduced-axes transition rule (`verifyUnreducedAxesTransition`,
//! `sdy-syntax.md` §4.2) from an op's input sharding to its output sharding,
//! and the verifier of `sdy.sharding_constraint` / `sdy.reshard`, which is the
//! sharding's own validity plus this rule.

use super::axes;
use super::context::OpContext;
use crate::diagnostic::Diagnostic;
use crate::ir::ShardingRole;
use crate::sharding::model::{AxisRef, ReductionKind, TensorSharding};

/// What an op may do to the unreduced axes of its input.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Transition {
    /// `sdy.reshard`, `sdy.sharding_constraint`: may drop unreduced axes and
    /// introduce new ones, which are then summed.
    Reshard,
    /// `sdy.all_reduce`, `sdy.reduce_scatter`: reduce the dropped axes with
    /// this operator, and add none.
    Reduce(ReductionKind),
}

/// Checks the unreduced axes of `output` against those of `input` (no input
/// sharding means no unreduced axes). Returns Shardy's message on failure.
pub(super) fn check_transition(
    input: Option<&TensorSharding>,
    output: &TensorSharding,
    transition: Transition,
) -> Result<(), String> {
    let (in_axes, in_kind) = match input {
        Some(s) => (s.unreduced.as_slice(), s.reduction),
        None => (&[][..], ReductionKind::Sum),
    };
    let out_kind = output.reduction;
    let overlaps_any = |axis: &AxisRef, list: &[AxisRef]| list.iter().any(|a| a.overlaps(axis));
    let kept = output.unreduced.iter().any(|a| overlaps_any(a, in_axes));
    let added: Vec<&AxisRef> = output
        .unreduced
        .iter()
        .filter(|a| !overlaps_any(a, in_axes))
        .collect();
    let dropped = in_axes.iter().any(|a| !overlaps_any(a, &output.unreduced));

    if let (Transition::Reduce(_), Some(axis)) = (transition, added.first()) {
        return Err(format!(
            "cannot add new unreduced axis '{}'.",
            axes::unquoted(axis)
        ));
    }
    if kept && in_kind != out_kind {
        return Err(format!(
            "cannot change the reduction operator of kept unreduced axes from {} to {}.",
            in_kind.name(),
            out_kind.name()
        ));
    }
    match transition {
        Transition::Reshard if !added.is_empty() && out_kind != ReductionKind::Sum => Err(format!(
            "cannot introduce '{}' unreduced axes. Expected 'sum'.",
            out_kind.name()
        )),
        Transition::Reduce(kind) if dropped && in_kind != kind => Err(format!(
            "cannot reduce '{}' unreduced axes. Expected '{}'.",
            in_kind.name(),
            kind.name()
        )),
        _ => Ok(()),
    }
}

/// `sdy.sharding_constraint` and `sdy.reshard`: once the sharding is valid,
/// the unreduced transition from the input's sharding.
pub(super) fn verify_constraint(cx: &OpContext) -> Option<Diagnostic> {
    let output = cx.result_sharding()?;
    if !cx.sharding_is_valid(output, cx.result_type(0)) {
        return None;
    }
    let input = cx.operand(0).and_then(|v| cx.value_sharding(v));
    let message = check_transition(input, output, Transition::Reshard).err()?;
    let at = cx
        .site(ShardingRole::Result)
        .map(|s| cx.abs(s.range))
        .unwrap_or_else(|| cx.name_range());
    Some(cx.op_error_at(at, "sdy/unreduced-transition", message))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sharding::model::MeshRef;
    use crate::verify::test_support::{assert_clean, assert_error};

    fn unreduced(axes: &[&str], kind: ReductionKind) -> TensorSharding {
        let mut s = TensorSharding::replicated(MeshRef::Symbol("m".into()), 1);
        s.unreduced = axes.iter().map(|a| AxisRef::full(*a)).collect();
        s.reduction = kind;
        s
    }

    #[test]
    fn reshards_keep_the_operator_and_introduce_sums() {
        use ReductionKind::{Max, Sum};
        let t = Transition::Reshard;
        assert_eq!(
            check_transition(Some(&unreduced(&["x"], Max)), &unreduced(&["x"], Sum), t),
            Err(
                "cannot change the reduction operator of kept unreduced axes from max to sum."
                    .into()
            )
        );
        assert_eq!(
            check_transition(None, &unreduced(&["x"], Max), t),
            Err("cannot introduce 'max' unreduced axes. Expected 'sum'.".into())
        );
        assert_eq!(
            check_transition(
                Some(&unreduced(&["x"], Max)),
                &unreduced(&["x", "y"], Sum),
                t
            ),
            Err(
                "cannot change the reduction operator of kept unreduced axes from max to sum."
                    .into()
            )
        );
        assert!(check_transition(
            Some(&unreduced(&["x", "y"], Sum)),
            &unreduced(&["x", "z"], Sum),
            t
        )
        .is_ok());
        assert!(check_transition(Some(&unreduced(&["x"], Max)), &unreduced(&[], Sum), t).is_ok());
    }

    #[test]
    fn reductions_add_nothing_and_reduce_with_their_operator() {
        use ReductionKind::{Max, Min, Sum};
        assert_eq!(
            check_transition(None, &unreduced(&["z"], Sum), Transition::Reduce(Sum)),
            Err("cannot add new unreduced axis 'z'.".into())
        );
        assert_eq!(
            check_transition(
                Some(&unreduced(&["z"], Max)),
                &unreduced(&[], Sum),
                Transition::Reduce(Min)
            ),
            Err("cannot reduce 'max' unreduced axes. Expected 'min'.".into())
        );
        assert!(check_transition(
            Some(&unreduced(&["x", "y"], Max)),
            &unreduced(&["y"], Max),
            Transition::Reduce(Max)
        )
        .is_ok());
    }

    const MESH: &str = "sdy.mesh @mesh = <[\"x\"=2, \"y\"=2]>\n";

    #[test]
    fn constraint_and_reshard_ops_check_the_transition() {
        for op in ["sdy.sharding_constraint", "sdy.reshard"] {
            assert_error(
                &format!("{MESH}func.func @f(%arg0: tensor<8xf32> {{sdy.sharding = #sdy.sharding<@mesh, [{{}}], unreduced=max{{\"x\"}}>}}) -> tensor<8xf32> {{\n  %0 = {op} %arg0 <@mesh, [{{}}], unreduced={{\"x\"}}> : tensor<8xf32>\n  return %0 : tensor<8xf32>\n}}\n"),
                &format!("'{op}' op cannot change the reduction operator of kept unreduced axes from max to sum."),
            );
            assert_error(
                &format!("{MESH}func.func @f(%arg0: tensor<8xf32>) -> tensor<8xf32> {{\n  %0 = {op} %arg0 <@mesh, [{{}}], unreduced=max{{\"x\"}}> : tensor<8xf32>\n  return %0 : tensor<8xf32>\n}}\n"),
                &format!("'{op}' op cannot introduce 'max' unreduced axes. Expected 'sum'."),
            );
            assert_clean(&format!("{MESH}func.func @f(%arg0: tensor<8xf32> {{sdy.sharding = #sdy.sharding<@mesh, [{{}}], unreduced={{\"x\", \"y\"}}>}}) -> tensor<8xf32> {{\n  %0 = {op} %arg0 <@mesh, [{{}}], unreduced={{\"x\"}}> : tensor<8xf32>\n  return %0 : tensor<8xf32>\n}}\n"));
        }
    }
}
