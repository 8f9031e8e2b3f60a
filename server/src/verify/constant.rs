//! Dense literals (`dense<…> : tensor<…>`) need a static shape, as MLIR's
//! parser requires (`elements literal type must have static shape`). This is
//! how `sdy.constant` with a dynamic or unranked type is rejected
//! (`sdy-syntax.md` §6.9); the rule holds for every op.

use super::context::OpContext;
use crate::diagnostic::Diagnostic;
use crate::ir::{Attribute, Item, Type};
use crate::text::TextRange;

const MESSAGE: &str = "elements literal type must have static shape";

pub(super) fn verify(cx: &OpContext) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    for entry in cx
        .op
        .attributes
        .entries
        .iter()
        .chain(&cx.op.properties.entries)
    {
        if contains_dynamic_literal(&entry.value, 0) {
            out.push(error(cx.abs(entry.range)));
        }
    }
    items(cx, &cx.op.items, &mut out);
    out
}

fn error(range: TextRange) -> Diagnostic {
    Diagnostic::error(range, "mlir/dynamic-literal", MESSAGE)
}

fn is_dynamic(ty: &Type) -> bool {
    ty.is_shaped() && ty.static_shape().is_none()
}

/// A dense literal with a non-static type anywhere inside `attribute`.
fn contains_dynamic_literal(attribute: &Attribute, depth: usize) -> bool {
    if depth > crate::ir::convert::MAX_NESTING {
        return false;
    }
    match attribute {
        Attribute::Dense { ty: Some(ty), .. } => is_dynamic(ty),
        Attribute::Array { elements } => elements
            .iter()
            .any(|e| contains_dynamic_literal(e, depth + 1)),
        Attribute::Dictionary { entries } => entries
            .iter()
            .any(|e| contains_dynamic_literal(&e.value, depth + 1)),
        _ => false,
    }
}

/// Custom formats: `dense<…> : type` as consecutive items, and literals in
/// attribute dictionaries.
fn items(cx: &OpContext, items: &[Item], out: &mut Vec<Diagnostic>) {
    for (i, item) in items.iter().enumerate() {
        match item {
            Item::Attribute { attribute, range }
                if matches!(**attribute, Attribute::Dense { ty: None, .. }) =>
            {
                let typed = match (items.get(i + 1), items.get(i + 2)) {
                    (Some(Item::Punct { text }), Some(Item::Type { ty })) if text == ":" => {
                        Some(ty)
                    }
                    _ => None,
                };
                if typed.is_some_and(is_dynamic) {
                    out.push(error(cx.abs(*range)));
                }
            }
            Item::Dictionary { dict } => {
                for entry in &dict.entries {
                    if contains_dynamic_literal(&entry.value, 0) {
                        out.push(error(cx.abs(entry.range)));
                    }
                }
            }
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::verify::test_support::{assert_clean, assert_error};

    fn constant(op: &str, ty: &str) -> String {
        format!("func.func @f() -> {ty} {{\n  %0 = {op} : {ty}\n  func.return %0 : {ty}\n}}\n")
    }

    #[test]
    fn dense_literals_need_static_shapes() {
        for ty in ["tensor<8x?xf32>", "tensor<*xf32>"] {
            assert_error(
                &constant("sdy.constant dense<1.000000e+00>", ty),
                "elements literal type must have static shape",
            );
            assert_error(
                &constant("stablehlo.constant dense<1.0>", ty),
                "elements literal type must have static shape",
            );
        }
        assert_error(
            "func.func @f() -> tensor<?xf32> {\n  %0 = \"stablehlo.constant\"() {value = dense<1.0> : tensor<?xf32>} : () -> tensor<?xf32>\n  func.return %0 : tensor<?xf32>\n}\n",
            "elements literal type must have static shape",
        );
        assert_clean(&constant(
            "sdy.constant dense<1.000000e+00>",
            "tensor<8x16xf32>",
        ));
        assert_clean(&constant("arith.constant dense<1.0>", "tensor<f32>"));
    }
}
