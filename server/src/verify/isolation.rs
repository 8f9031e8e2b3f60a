//! The bodies of `sdy.manual_computation` and `sdy.named_computation` are
//! isolated from above: they see only their block arguments. MLIR parses a
//! use of an outer value there and its verifier rejects it (`using value
//! defined outside the region`); the IR leaves such a name unresolved
//! (`ir/undefined-value`), and this check says why it is not visible.

use super::context::OpContext;
use crate::diagnostic::Diagnostic;
use crate::ir::OpId;

const ISOLATED: [&str; 2] = ["sdy.manual_computation", "sdy.named_computation"];

pub(super) fn verify(cx: &OpContext) -> Option<Diagnostic> {
    let operand = cx.op.operands.iter().find(|o| o.value.is_none())?;
    let isolated = enclosing_isolated_op(cx)?;
    let f = &cx.entry.ir;
    let owner = &f.ops[isolated];
    let defined_before = f.values.iter().any(|v| {
        v.name == operand.name
            && !owner.range.contains(v.range.start)
            && v.range.start < owner.range.start
    });
    defined_before.then(|| {
        cx.op_error_at(
            cx.abs(operand.range),
            "sdy/isolated-region",
            "using value defined outside the region",
        )
        .with_related(
            cx.abs(owner.name_range),
            "required by region isolation constraints",
        )
    })
}

/// The innermost manual or named computation whose body holds the op.
fn enclosing_isolated_op(cx: &OpContext) -> Option<OpId> {
    let f = &cx.entry.ir;
    let mut current = cx.op.parent;
    for _ in 0..crate::ir::convert::MAX_NESTING {
        let owner = f.regions.get(current?.0)?.parent?;
        if ISOLATED.contains(&f.ops[owner].name.as_str()) {
            return Some(owner);
        }
        current = f.ops[owner].parent;
    }
    None
}

#[cfg(test)]
mod tests {
    use crate::verify::test_support::{assert_clean, assert_error};

    fn manual(use_: &str) -> String {
        format!("sdy.mesh @mesh = <[\"a\"=2]>\nfunc.func @f(%arg0: tensor<4xf32>) -> tensor<4xf32> {{\n  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{{}}]>] out_shardings=[<@mesh, [{{}}]>] manual_axes={{}} (%arg1: tensor<4xf32>) {{\n    %1 = stablehlo.add {use_}, %arg1 : tensor<4xf32>\n    sdy.return %1 : tensor<4xf32>\n  }} : (tensor<4xf32>) -> tensor<4xf32>\n  return %0 : tensor<4xf32>\n}}\n")
    }

    #[test]
    fn outer_values_are_not_visible_in_isolated_bodies() {
        assert_error(
            &manual("%arg0"),
            "'stablehlo.add' op using value defined outside the region",
        );
        // A name defined nowhere is only the IR's undefined value.
        assert_clean(&manual("%nowhere"));
        assert_clean(&manual("%arg1"));
    }
}
