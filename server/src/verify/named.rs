//! `sdy.named_computation` (`sdy-syntax.md` §6.4): result types inferred from
//! the body's `sdy.return`, block arguments matching the operands, and one
//! in/out sharding per value.

use super::context::{quoted, OpContext};
use super::value_types::count_error;
use crate::diagnostic::Diagnostic;
use crate::ir::Type;
use crate::sharding::model::TensorSharding;

pub(super) fn verify(cx: &OpContext) -> Vec<Diagnostic> {
    if let Some(errors) = inferred_result_types(cx) {
        return errors;
    }
    block_arguments(cx)
        .or_else(|| shardings(cx, false))
        .or_else(|| shardings(cx, true))
        .into_iter()
        .collect()
}

/// MLIR's `InferTypeOpInterface` check: the result types are the returned
/// values' types. It reports two errors at the op.
fn inferred_result_types(cx: &OpContext) -> Option<Vec<Diagnostic>> {
    let inferred: Vec<&Type> = cx.returned_types().into_iter().collect::<Option<_>>()?;
    let results: Vec<&Type> = (0..cx.op.results.len())
        .map(|i| cx.result_type(i))
        .collect::<Option<_>>()?;
    if cx.body().is_none() || inferred == results {
        return None;
    }
    let list = |types: &[&Type]| {
        types
            .iter()
            .map(|t| quoted(t))
            .collect::<Vec<_>>()
            .join(", ")
    };
    Some(vec![
        cx.op_error(
            "sdy/inferred-types",
            format!(
                "inferred type(s) {} are incompatible with return type(s) of operation {}",
                list(&inferred),
                list(&results)
            ),
        ),
        cx.op_error("sdy/inferred-types", "failed to infer returned types"),
    ])
}

/// The body's arguments have the operands' number and types. (Shardy emits
/// these without the `'op' op` prefix.)
fn block_arguments(cx: &OpContext) -> Option<Diagnostic> {
    let arguments = cx.body_argument_types();
    let operands = cx.op.operands.len();
    if arguments.len() != operands {
        return Some(Diagnostic::error(
            cx.name_range(),
            "sdy/named-computation",
            format!(
                "number of block arguments must match the number of operands: {} != {operands}",
                arguments.len()
            ),
        ));
    }
    arguments.iter().enumerate().find_map(|(i, argument)| {
        let (argument, operand) = ((*argument)?, cx.operand_type(i)?);
        (argument != operand).then(|| {
            Diagnostic::error(
                cx.name_range(),
                "sdy/named-computation",
                format!(
                    "expected the type of the {i}'th block argument to match the type of the corresponding operand: {} vs {}",
                    quoted(argument),
                    quoted(operand)
                ),
            )
        })
    })
}

/// One `in_shardings` (`out_shardings`) entry per operand (result). Each
/// sharding's own errors are reported by `annotations`.
fn shardings(cx: &OpContext, out: bool) -> Option<Diagnostic> {
    let written = cx.in_out_shardings(out)?;
    let kind = if out { "out_shardings" } else { "in_shardings" };
    if written.is_empty() && !header(cx).contains(kind) {
        return None;
    }
    let values = if out {
        cx.op.results.len()
    } else {
        cx.op.operands.len()
    };
    let list: Vec<&TensorSharding> = written.iter().map(|(s, _)| *s).collect();
    let message = count_error(cx.annotations, &list, values)?;
    let at = written.first().map_or(cx.name_range(), |(_, range)| *range);
    Some(cx.op_error_at(at, "sdy/value-count", format!("{kind} {message}")))
}

/// The op's text before its body, where the optional lists are written.
fn header<'a>(cx: &OpContext<'a>) -> &'a str {
    let body_start = cx
        .op
        .regions
        .first()
        .and_then(|&r| cx.entry.ir.regions.get(r))
        .map_or(cx.op.range.end, |r| r.range.start);
    let start = cx.op.name_range.end.min(body_start);
    cx.slice(crate::text::TextRange::new(start, body_start))
}

#[cfg(test)]
mod tests {
    use crate::verify::test_support::{assert_clean, errors};

    fn named(op: &str, body: &str) -> String {
        format!("sdy.mesh @mesh = <[\"a\"=2, \"b\"=2]>\nfunc.func @f(%arg0: tensor<8x2xi32>) -> tensor<8x2xi32> {{\n  %0 = sdy.named_computation<\"foo\">(%arg0) {op} {{\n{body}\n  }} : (tensor<8x2xi32>) -> tensor<8x2xi32>\n  return %0 : tensor<8x2xi32>\n}}\n")
    }

    #[test]
    fn block_arguments_match_the_operands() {
        assert_eq!(
            errors(&named(
                "(%arg1: tensor<8x2xi32>, %arg2: tensor<8x2xi32>)",
                "    sdy.return %arg1 : tensor<8x2xi32>"
            )),
            ["number of block arguments must match the number of operands: 2 != 1"]
        );
        assert_eq!(
            errors(&named("(%arg1: tensor<4x2xi32>)", "    %1 = stablehlo.custom_call @foo(%arg1) : (tensor<4x2xi32>) -> tensor<8x2xi32>\n    sdy.return %1 : tensor<8x2xi32>")),
            ["expected the type of the 0'th block argument to match the type of the corresponding operand: 'tensor<4x2xi32>' vs 'tensor<8x2xi32>'"]
        );
    }

    #[test]
    fn results_are_the_returned_types() {
        assert_eq!(
            errors(&named("(%arg1: tensor<8x2xi32>)", "    sdy.return %arg1, %arg1 : tensor<8x2xi32>, tensor<8x2xi32>")),
            [
                "'sdy.named_computation' op inferred type(s) 'tensor<8x2xi32>', 'tensor<8x2xi32>' are incompatible with return type(s) of operation 'tensor<8x2xi32>'",
                "'sdy.named_computation' op failed to infer returned types"
            ]
        );
    }

    #[test]
    fn one_sharding_per_value() {
        assert_eq!(
            errors(&named("in_shardings=[<@mesh, [{\"b\"}, {}]>, <@mesh, [{\"a\"}, {}]>] out_shardings=[<@mesh, [{\"a\"}, {}]>] (%arg1: tensor<8x2xi32>)", "    sdy.return %arg1 : tensor<8x2xi32>")),
            ["'sdy.named_computation' op in_shardings shardings don't match number of values: 2 shardings vs 1 values"]
        );
        assert_eq!(
            errors(&named("in_shardings=[<@mesh, [{\"b\"}, {}]>] out_shardings=[<@mesh, [{\"a\"}, {}]>, <@mesh, [{\"a\"}, {}]>] (%arg1: tensor<8x2xi32>)", "    sdy.return %arg1 : tensor<8x2xi32>")),
            ["'sdy.named_computation' op out_shardings shardings don't match number of values: 2 shardings vs 1 values"]
        );
        assert_eq!(
            errors(&named("in_shardings=[] (%arg1: tensor<8x2xi32>)", "    sdy.return %arg1 : tensor<8x2xi32>")),
            ["'sdy.named_computation' op in_shardings shardings don't match number of values: 0 shardings vs 1 values"]
        );
        assert_clean(&named(
            "in_shardings=[<@mesh, [{\"b\"}, {}]>] (%arg1: tensor<8x2xi32>)",
            "    sdy.return %arg1 : tensor<8x2xi32>",
        ));
    }
}
