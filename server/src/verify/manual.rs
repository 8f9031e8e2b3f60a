//! `sdy.manual_computation` (`sdy-syntax.md` §6.3, Shardy's
//! `ManualComputationOp::verify` and `verifyManualComputationValue`): manual
//! axes not already bound, in/out shardings matching the op's values, region
//! values whose local shapes are the global ones divided by the manual axes,
//! one common mesh.

use super::context::{quoted, same_mesh, OpContext};
use super::value_types::count_error;
use crate::diagnostic::Diagnostic;
use crate::ir::{Dim, OpId, ShardingRole, Type};
use crate::sharding::mlir_text;
use crate::sharding::model::{ManualAxes, Mesh, TensorSharding};
use crate::text::TextRange;

pub(super) fn verify(cx: &OpContext) -> Option<Diagnostic> {
    let manual = cx.annotations.manual_axes(cx.func, cx.op_id)?;
    let ins = cx.in_out_shardings(false)?;
    let outs = cx.in_out_shardings(true)?;

    if let Some(d) = already_bound(cx, manual) {
        return Some(d);
    }
    // Manual axes with no in/out shardings and a non-empty body are left to
    // the `sdy-manual-axes-cleanup` pass: the op verifier accepts them.
    let no_shardings = ins.is_empty() && outs.is_empty();
    let global_in: Vec<Option<&Type>> = (0..cx.op.operands.len())
        .map(|i| cx.operand_type(i))
        .collect();
    let global_out: Vec<Option<&Type>> = (0..cx.op.results.len())
        .map(|i| cx.result_type(i))
        .collect();
    let local_in = cx.body_argument_types();
    let local_out = cx.returned_types();
    let values = ManualValues { cx, manual };
    if let Err(stop) = values
        .check("operand", &global_in, &local_in, &ins)
        .and_then(|()| values.check("result", &global_out, &local_out, &outs))
    {
        return stop;
    }
    if no_shardings {
        return None;
    }

    let mesh = common_mesh(cx, ins.iter().chain(&outs).map(|(s, _)| *s));
    if mesh.is_none() && !manual.0.is_empty() {
        return Some(cx.op_error(
            "sdy/manual-mesh",
            "all in and out shardings must be bound to the same mesh or an empty mesh.",
        ));
    }
    let mesh = mesh?;
    let unknown = manual.0.iter().find(|a| mesh.axis(a).is_none())?;
    Some(cx.op_error_at(
        manual_axes_range(cx),
        "sdy/unknown-manual-axis",
        format!("unknown manual axis: {}", mlir_text::quote(unknown)),
    ))
}

fn manual_axes_range(cx: &OpContext) -> TextRange {
    cx.site(ShardingRole::ManualAxes)
        .map(|s| cx.abs(s.range))
        .unwrap_or_else(|| cx.name_range())
}

/// A manual axis that an enclosing manual computation already made manual.
fn already_bound(cx: &OpContext, manual: &ManualAxes) -> Option<Diagnostic> {
    let f = &cx.entry.ir;
    let mut owners: Vec<(OpId, &ManualAxes)> = Vec::new();
    let mut current = cx.op.parent;
    for _ in 0..crate::ir::convert::MAX_NESTING {
        let Some(owner) = current.and_then(|(region, _)| f.regions.get(region)?.parent) else {
            break;
        };
        if let Some(axes) = cx.annotations.manual_axes(cx.func, owner) {
            owners.push((owner, axes));
        }
        current = f.ops.get(owner).and_then(|o| o.parent);
    }
    manual.0.iter().find_map(|axis| {
        let &(owner, _) = owners.iter().rev().find(|(_, axes)| axes.contains(axis))?;
        Some(
            cx.op_error_at(
                manual_axes_range(cx),
                "sdy/bound-manual-axis",
                format!(
                    "operates on axis {} which is already bound by a parent sdy.manual_computation op",
                    mlir_text::quote(axis)
                ),
            )
            .with_related(
                cx.abs(f.ops[owner].name_range),
                "parent bounding this axis as manual",
            ),
        )
    })
}

/// Shardy's `getCommonMesh`: the one mesh of all shardings, ignoring empty
/// meshes; `None` when they differ.
fn common_mesh<'a>(
    cx: &OpContext<'a>,
    shardings: impl Iterator<Item = &'a TensorSharding>,
) -> Option<&'a Mesh> {
    let mut common: Option<&Mesh> = None;
    for sharding in shardings {
        let mesh = cx.mesh_of(sharding)?;
        match common {
            None => common = Some(mesh),
            Some(c) if same_mesh(c, mesh) || mesh.is_empty() => {}
            Some(c) if c.is_empty() => common = Some(mesh),
            Some(_) => return None,
        }
    }
    common
}

struct ManualValues<'a, 'c> {
    cx: &'c OpContext<'a>,
    manual: &'a ManualAxes,
}

impl ManualValues<'_, '_> {
    fn error(&self, range: TextRange, message: String) -> Diagnostic {
        self.cx
            .op_error_at(range, "sdy/manual-computation", message)
    }

    /// `verifyManualComputationValue` for the operands or the results: an
    /// error to report, or `Err(None)` to stop where a sharding is invalid
    /// (its own error is reported elsewhere).
    fn check(
        &self,
        kind: &str,
        global: &[Option<&Type>],
        local: &[Option<&Type>],
        shardings: &[(&TensorSharding, TextRange)],
    ) -> Result<(), Option<Diagnostic>> {
        let cx = self.cx;
        if global.is_empty() && local.is_empty() && shardings.is_empty() {
            return Ok(());
        }
        // The shardings as a per-value list: their number, then each one
        // (whose own errors `annotations` and `value_types` report).
        let list: Vec<&TensorSharding> = shardings.iter().map(|(s, _)| *s).collect();
        if let Some(message) = count_error(cx.annotations, &list, global.len()) {
            let range = shardings.first().map_or(cx.name_range(), |s| s.1);
            return Err(Some(self.error(range, format!("{kind} {message}"))));
        }
        let all_valid = shardings
            .iter()
            .zip(global)
            .all(|((s, _), ty)| cx.sharding_is_valid(s, *ty));
        if !all_valid {
            return Err(None);
        }
        if global.len() != local.len() {
            return Err(Some(self.error(
                cx.name_range(),
                format!(
                    "number of op {kind}s and region {kind}s must match. Op has {} op {kind}s and {} region {kind}s",
                    global.len(),
                    local.len()
                ),
            )));
        }
        for (index, (((sharding, range), global), local)) in
            shardings.iter().zip(global).zip(local).enumerate()
        {
            for (dim, d) in sharding.dims.iter().enumerate() {
                let first_free = d.axes.iter().position(|a| !self.manual.contains(&a.name));
                let late_manual = first_free.and_then(|free| {
                    (free + 1..d.axes.len()).find(|&i| self.manual.contains(&d.axes[i].name))
                });
                if let Some(i) = late_manual {
                    return Err(Some(self.error(
                        *range,
                        format!(
                            "{kind} sharding at index {index} must have all manual axes come before free axes in its dimension sharding at index {dim}. Saw manual axis {} after free axis {}",
                            d.axes[i],
                            d.axes[i - 1]
                        ),
                    )));
                }
            }
            let Some(crate::ir::TypeKind::Tensor {
                shape: Some(shape),
                element,
                ..
            }) = global.map(Type::kind)
            else {
                // Non-shaped values (tokens) have no local shape to check.
                continue;
            };
            let mesh = cx.mesh_of(sharding).ok_or(None)?;
            let mut local_shape = Vec::with_capacity(shape.len());
            for (size, d) in shape.iter().zip(&sharding.dims) {
                let Dim::Static(size) = *size else {
                    local_shape.push(Dim::Dynamic);
                    continue;
                };
                let manual_size = d
                    .axes
                    .iter()
                    .filter(|a| self.manual.contains(&a.name))
                    .try_fold(1i64, |acc, a| acc.checked_mul(a.size(mesh)?))
                    .ok_or(None)?;
                if manual_size < 1 || size % manual_size != 0 {
                    return Err(Some(self.error(
                        *range,
                        format!(
                            "{kind} dimension size {size} is not divisible by the manual axes size {manual_size}"
                        ),
                    )));
                }
                local_shape.push(Dim::Static(size / manual_size));
            }
            let expected = Type::new(crate::ir::TypeKind::Tensor {
                shape: Some(local_shape),
                element: element.clone(),
                encoding: None,
            });
            if *local != Some(&expected) {
                let actual = local.map_or_else(|| "<unknown>".to_string(), quoted);
                return Err(Some(self.error(
                    *range,
                    format!(
                        "{kind} shape, corresponding sharding, and region {kind} shape at index {index} must match. Expected local shape {}, actual local shape {actual}",
                        quoted(&expected)
                    ),
                )));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use crate::verify::test_support::{assert_clean, assert_error, errors};

    fn manual(mesh: &str, signature: &str, op: &str, body: &str) -> String {
        format!("sdy.mesh @mesh = <{mesh}>\nfunc.func @f{signature} {{\n  {op} {{\n{body}\n  }} : {}\n  return %0 : tensor<16x32xf32>\n}}\n",
            "(tensor<16x32xf32>) -> tensor<16x32xf32>")
    }

    const ARG: &str = "(%arg0: tensor<16x32xf32>) -> tensor<16x32xf32>";
    const ADD: &str = "    %1 = stablehlo.add %arg1, %arg1 : tensor<16x32xf32>\n    sdy.return %1 : tensor<16x32xf32>";

    #[test]
    fn sharding_counts_match_the_values() {
        assert_error(
            &manual("[\"a\"=2]", ARG, "%0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{}, {}]>, <@mesh, [{}, {}]>] out_shardings=[<@mesh, [{}, {}]>] manual_axes={} (%arg1: tensor<16x32xf32>)", ADD),
            "'sdy.manual_computation' op operand shardings don't match number of values: 2 shardings vs 1 values",
        );
        assert_error(
            &manual("[\"a\"=2]", ARG, "%0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{}, {}]>] out_shardings=[<@mesh, [{}, {}]>, <@mesh, [{}, {}]>] manual_axes={} (%arg1: tensor<16x32xf32>)", ADD),
            "'sdy.manual_computation' op result shardings don't match number of values: 2 shardings vs 1 values",
        );
    }

    #[test]
    fn region_values_match_the_op_values() {
        assert_error(
            &manual("[\"a\"=2]", ARG, "%0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{}, {}]>] out_shardings=[<@mesh, [{}, {}]>] manual_axes={} (%arg1: tensor<16x32xf32>, %arg2: tensor<16x32xf32>)", ADD),
            "number of op operands and region operands must match. Op has 1 op operands and 2 region operands",
        );
        assert_error(
            &manual("[\"a\"=2]", ARG, "%0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{}, {}]>] out_shardings=[<@mesh, [{}, {}]>] manual_axes={} (%arg1: tensor<16x32xf32>)", "    sdy.return %arg1, %arg1 : tensor<16x32xf32>, tensor<16x32xf32>"),
            "number of op results and region results must match. Op has 1 op results and 2 region results",
        );
    }

    #[test]
    fn local_shapes_divide_by_the_manual_axes() {
        assert_error(
            &manual("[\"a\"=2]", ARG, "%0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{\"a\"}, {}]>] out_shardings=[<@mesh, [{}, {}]>] manual_axes={\"a\"} (%arg1: tensor<16x32xf32>)", ADD),
            "'sdy.manual_computation' op operand shape, corresponding sharding, and region operand shape at index 0 must match. Expected local shape 'tensor<8x32xf32>', actual local shape 'tensor<16x32xf32>'",
        );
        assert_error(
            &manual("[\"a\"=2]", ARG, "%0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{}, {}], replicated={\"a\"}>] out_shardings=[<@mesh, [{\"a\"}, {}]>] manual_axes={\"a\"} (%arg1: tensor<16x32xf32>)", ADD),
            "result shape, corresponding sharding, and region result shape at index 0 must match. Expected local shape 'tensor<8x32xf32>', actual local shape 'tensor<16x32xf32>'",
        );
        assert_error(
            &manual("[\"a\"=3]", ARG, "%0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{\"a\"}, {}]>] out_shardings=[<@mesh, [{\"a\"}, {}]>] manual_axes={\"a\"} (%arg1: tensor<5x32xf32>)", ADD),
            "operand dimension size 16 is not divisible by the manual axes size 3",
        );
        let ok = "    %1 = stablehlo.add %arg1, %arg1 : tensor<8x32xf32>\n    sdy.return %1 : tensor<8x32xf32>";
        assert_clean(&manual("[\"a\"=2]", ARG, "%0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{\"a\"}, {}]>] out_shardings=[<@mesh, [{\"a\"}, {}]>] manual_axes={\"a\"} (%arg1: tensor<8x32xf32>)", ok));
    }

    #[test]
    fn manual_axes_come_first_in_a_dimension() {
        let body = "    %1 = stablehlo.add %arg1, %arg1 : tensor<16x16xf32>\n    sdy.return %1 : tensor<16x32xf32>";
        assert_error(
            &manual("[\"a\"=2, \"b\"=2]", ARG, "%0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{}, {\"a\", \"b\"}]>] out_shardings=[<@mesh, [{}, {}]>] manual_axes={\"b\"} (%arg1: tensor<16x16xf32>)", body),
            "op operand sharding at index 0 must have all manual axes come before free axes in its dimension sharding at index 1. Saw manual axis \"b\" after free axis \"a\"",
        );
    }

    #[test]
    fn one_mesh_and_known_manual_axes() {
        let two_meshes = "sdy.mesh @meshA = <[\"a\"=2]>\nsdy.mesh @meshB = <[\"a\"=4]>\nfunc.func @f(%arg0: tensor<16x32xf32>) -> tensor<16x32xf32> {\n  %0 = sdy.manual_computation(%arg0) in_shardings=[<@meshA, [{}, {}]>] out_shardings=[<@meshB, [{}, {}]>] manual_axes={\"a\"} (%arg1: tensor<16x32xf32>) {\n    sdy.return %arg1 : tensor<16x32xf32>\n  } : (tensor<16x32xf32>) -> tensor<16x32xf32>\n  return %0 : tensor<16x32xf32>\n}\n";
        assert_error(
            two_meshes,
            "all in and out shardings must be bound to the same mesh or an empty mesh.",
        );
        let body = "    %1 = stablehlo.add %arg1, %arg1 : tensor<8x32xf32>\n    sdy.return %1 : tensor<8x32xf32>";
        assert_error(
            &manual("[\"a\"=2]", ARG, "%0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{\"a\"}, {}]>] out_shardings=[<@mesh, [{\"a\"}, {?}]>] manual_axes={\"a\", \"b\"} (%arg1: tensor<8x32xf32>)", body),
            "unknown manual axis: \"b\"",
        );
    }

    #[test]
    fn nested_computations_use_new_manual_axes() {
        let text = "sdy.mesh @foo = <[\"a\"=2, \"b\"=2]>\nfunc.func @f(%arg0: tensor<16x32xf32>) -> tensor<8x32xf32> {\n  %0 = sdy.manual_computation(%arg0) in_shardings=[<@foo, [{\"a\"}, {}]>] out_shardings=[<@foo, [{}, {}], replicated={\"a\"}>] manual_axes={\"a\"} (%arg1: tensor<8x32xf32>) {\n    %1 = sdy.manual_computation(%arg1) in_shardings=[<@foo, [{}, {}]>] out_shardings=[<@foo, [{}, {}]>] manual_axes={\"a\"} (%arg2: tensor<8x32xf32>) {\n      sdy.return %arg2 : tensor<8x32xf32>\n    } : (tensor<8x32xf32>) -> tensor<8x32xf32>\n    sdy.return %1 : tensor<8x32xf32>\n  } : (tensor<16x32xf32>) -> tensor<8x32xf32>\n  return %0 : tensor<8x32xf32>\n}\n";
        assert_error(text, "'sdy.manual_computation' op operates on axis \"a\" which is already bound by a parent sdy.manual_computation op");
    }

    #[test]
    fn manual_axes_without_shardings_are_left_to_the_cleanup_pass() {
        let text = "sdy.mesh @mesh = <[\"a\"=2]>\nfunc.func @f(%arg0: tensor<16x32xf32>) -> tensor<16x32xf32> {\n  sdy.manual_computation() in_shardings=[] out_shardings=[] manual_axes={\"a\"} () {\n    %1 = stablehlo.constant dense<1.0> : tensor<f32>\n    sdy.return\n  } : () -> ()\n  return %arg0 : tensor<16x32xf32>\n}\n";
        assert_clean(text);
    }

    #[test]
    fn invalid_shardings_stop_the_op_checks() {
        let text = "sdy.mesh @mesh = <[\"a\"=2]>\nfunc.func @f(%arg0: !stablehlo.token) -> !stablehlo.token {\n  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{\"a\"}]>] out_shardings=[<@mesh, []>] manual_axes={\"b\"} (%arg1: !stablehlo.token) {\n    sdy.return %arg1 : !stablehlo.token\n  } : (!stablehlo.token) -> !stablehlo.token\n  return %0 : !stablehlo.token\n}\n";
        assert_eq!(
            errors(text),
            ["'sdy.manual_computation' op operand - non-shaped tensors can only have a sharding with rank 0 and no replicated or unreduced axes. type: '!stablehlo.token', sharding: #sdy.sharding<@mesh, [{\"a\"}]>"]
        );
    }
}
