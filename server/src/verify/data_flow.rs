//! `sdy.data_flow_edge` and `sdy.func_data_flow_edge` (`sdy-syntax.md` §6.7):
//! internal ops that stand for the edges of a data-flow op. Their result has a
//! static shape, their input has no other user, and it comes from where such
//! an edge may start.

use super::context::{quoted, OpContext};
use crate::diagnostic::Diagnostic;
use crate::ir::{ValueDef, ValueId};

pub(super) fn verify_data_flow_edge(cx: &OpContext) -> Option<Diagnostic> {
    let input = cx.operand(0)?;
    static_result(cx, "expected sdy.data_flow_edge to have a static-shaped result. type: ")
        .or_else(|| {
            single_user(
                cx,
                input,
                "expected input of sdy.data_flow_edge to have a single user",
            )
        })
        .or_else(|| {
            let ValueDef::OpResult { op, .. } = cx.entry.ir.values[input].def else {
                return None;
            };
            let def = &cx.entry.ir.ops[op];
            // Data-flow ops (`ShardableDataFlowOpInterface`) own such edges.
            let data_flow_op = matches!(
                def.name.as_str(),
                "sdy.named_computation" | "sdy.manual_computation"
            );
            (def.dialect() == "sdy" && !data_flow_op).then(|| {
                cx.op_error(
                    "sdy/data-flow-edge",
                    "expected input of sdy.data_flow_edge to not be defined by an SdyDialect op (other than an sdy.named_computation).",
                )
                .with_related(
                    cx.abs(def.name_range),
                    "sdy op defining the input of the sdy.data_flow_edge",
                )
            })
        })
}

pub(super) fn verify_func_data_flow_edge(cx: &OpContext) -> Option<Diagnostic> {
    let input = cx.operand(0)?;
    static_result(
        cx,
        "expected sdy.func_data_flow_edge to have a static-shaped result. type: ",
    )
    .or_else(|| {
        single_user(
            cx,
            input,
            "expected operand of sdy.func_data_flow_edge to have a single user",
        )
    })
    .or_else(|| match cx.entry.ir.values[input].def {
        ValueDef::FunctionArgument { .. } => None,
        ValueDef::OpResult { op, .. } => {
            let def = &cx.entry.ir.ops[op];
            let is_call = def.callee.is_some()
                || matches!(def.name.as_str(), "func.call" | "func.call_indirect");
            (!is_call).then(|| {
                cx.op_error(
                    "sdy/data-flow-edge",
                    "expected operand of sdy.func_data_flow_edge to be a result of call op.",
                )
            })
        }
        ValueDef::BlockArgument { .. } | ValueDef::RegionArgument { .. } => Some(cx.op_error(
            "sdy/data-flow-edge",
            "expected operand of sdy.func_data_flow_edge to be a block argument of a func op.",
        )),
    })
}

fn static_result(cx: &OpContext, message: &str) -> Option<Diagnostic> {
    let ty = cx.result_type(0)?;
    ty.static_shape()
        .is_none()
        .then(|| cx.op_error("sdy/data-flow-edge", format!("{message}{}", quoted(ty))))
}

fn single_user(cx: &OpContext, input: ValueId, message: &str) -> Option<Diagnostic> {
    (cx.entry.ir.values[input].uses.len() != 1).then(|| cx.op_error("sdy/data-flow-edge", message))
}

#[cfg(test)]
mod tests {
    use crate::verify::test_support::{assert_clean, assert_error};

    #[test]
    fn data_flow_edges() {
        assert_error(
            "func.func @f(%arg0: tensor<?x?xf32>) -> tensor<?x?xf32> {\n  %0 = sdy.data_flow_edge %arg0 : tensor<?x?xf32>\n  return %0 : tensor<?x?xf32>\n}\n",
            "'sdy.data_flow_edge' op expected sdy.data_flow_edge to have a static-shaped result. type: 'tensor<?x?xf32>'",
        );
        assert_error(
            "func.func @f(%arg0: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {\n  %0 = sdy.data_flow_edge %arg0 : tensor<8xf32>\n  return %arg0, %0 : tensor<8xf32>, tensor<8xf32>\n}\n",
            "expected input of sdy.data_flow_edge to have a single user",
        );
        assert_error(
            "sdy.mesh @mesh = <[\"a\"=2]>\nfunc.func @f(%arg0: tensor<8xf32>) -> tensor<8xf32> {\n  %0 = sdy.sharding_constraint %arg0 <@mesh, [{}]> : tensor<8xf32>\n  %1 = sdy.data_flow_edge %0 : tensor<8xf32>\n  return %1 : tensor<8xf32>\n}\n",
            "expected input of sdy.data_flow_edge to not be defined by an SdyDialect op (other than an sdy.named_computation).",
        );
        assert_clean(
            "func.func @f(%arg0: tensor<8xf32>) -> tensor<8xf32> {\n  %0 = stablehlo.negate %arg0 : tensor<8xf32>\n  %1 = sdy.data_flow_edge %0 : tensor<8xf32>\n  return %1 : tensor<8xf32>\n}\n",
        );
        assert_clean(
            "sdy.mesh @mesh = <[\"a\"=2]>\nfunc.func @f(%arg0: tensor<8xf32>) -> tensor<8xf32> {\n  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{}]>] out_shardings=[<@mesh, [{}]>] manual_axes={} (%arg1: tensor<8xf32>) {\n    sdy.return %arg1 : tensor<8xf32>\n  } : (tensor<8xf32>) -> tensor<8xf32>\n  %1 = sdy.data_flow_edge %0 : tensor<8xf32>\n  return %1 : tensor<8xf32>\n}\n",
        );
    }

    #[test]
    fn func_data_flow_edges() {
        assert_error(
            "func.func @f(%arg0: tensor<?xf32>) -> tensor<?xf32> {\n  %0 = sdy.func_data_flow_edge %arg0 : tensor<?xf32>\n  return %0 : tensor<?xf32>\n}\n",
            "expected sdy.func_data_flow_edge to have a static-shaped result.",
        );
        assert_error(
            "func.func @f(%arg0: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {\n  %0 = sdy.func_data_flow_edge %arg0 : tensor<8xf32>\n  return %arg0, %0 : tensor<8xf32>, tensor<8xf32>\n}\n",
            "expected operand of sdy.func_data_flow_edge to have a single user",
        );
        assert_error(
            "func.func @f() -> tensor<8xf32> {\n  %cst = arith.constant dense<0.0> : tensor<8xf32>\n  %0 = sdy.func_data_flow_edge %cst : tensor<8xf32>\n  return %0 : tensor<8xf32>\n}\n",
            "expected operand of sdy.func_data_flow_edge to be a result of call op.",
        );
        assert_error(
            "func.func @f(%arg0: tensor<16xf32>, %cst: tensor<f32>) -> tensor<f32> {\n  %0 = \"stablehlo.reduce\"(%arg0, %cst) ({\n  ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):\n    %1 = sdy.func_data_flow_edge %arg1 : tensor<f32>\n    %2 = stablehlo.add %1, %arg2 : tensor<f32>\n    \"stablehlo.return\"(%2) : (tensor<f32>) -> ()\n  }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>\n  return %0 : tensor<f32>\n}\n",
            "expected operand of sdy.func_data_flow_edge to be a block argument of a func op.",
        );
        assert_clean(
            "func.func @g(%arg0: tensor<8xf32>) -> tensor<8xf32> {\n  return %arg0 : tensor<8xf32>\n}\nfunc.func @f(%arg0: tensor<8xf32>) -> tensor<8xf32> {\n  %0 = func.call @g(%arg0) : (tensor<8xf32>) -> (tensor<8xf32>)\n  %1 = sdy.func_data_flow_edge %0 : tensor<8xf32>\n  return %1 : tensor<8xf32>\n}\nfunc.func @h(%arg0: tensor<8xf32>) -> tensor<8xf32> {\n  %0 = sdy.func_data_flow_edge %arg0 : tensor<8xf32>\n  return %0 : tensor<8xf32>\n}\n",
        );
    }
}
