//! GSPMD annotations: `mhlo.sharding = "…"` strings on function arguments,
//! results and ops (tuples for multi-result ops). They are imported into the
//! model the way XLA does when Shardy is on; `custom_call @Sharding` is a
//! sharding constraint.

use super::{result_prefix, shape_of, value_type, Annotation, AnnotationKind, Context, Slot};
use crate::diagnostic::Diagnostic;
use crate::ir::{AttrDict, Attribute, FunctionEntry, Type};
use crate::sharding::gspmd::{self, HloShape, HloSharding};
use crate::sharding::model::Notation;
use crate::text::TextRange;
use std::sync::Arc;

/// The string's contents (inside the quotes) and its text.
fn string_attr(dict: &AttrDict, entry: &FunctionEntry) -> Option<(TextRange, String)> {
    match dict.get("mhlo.sharding")? {
        Attribute::String { value, range } => {
            let range = entry.abs(*range);
            let inner = TextRange::new(
                range.start + 1,
                range.end.saturating_sub(1).max(range.start + 1),
            );
            Some((inner, value.clone()))
        }
        _ => None,
    }
}

fn hlo_shape(ty: Option<&Type>) -> Option<HloShape> {
    match ty? {
        Type::Tuple { elements } => Some(HloShape::Tuple(
            elements.iter().filter_map(|e| hlo_shape(Some(e))).collect(),
        )),
        Type::Dialect { text } if text.contains("token") => Some(HloShape::Token),
        ty => shape_of(Some(ty)).map(HloShape::Tensor),
    }
}

/// Parses and validates one string; `None` after reporting a parse error.
fn parse(
    cx: &mut Context,
    inner: TextRange,
    value: &str,
    shape: Option<HloShape>,
    prefix: &str,
) -> Option<HloSharding> {
    let sharding = match gspmd::parse_hlo_sharding(value) {
        Ok(s) => s,
        Err(error) => {
            cx.parse_error(inner.start, inner, &error);
            return None;
        }
    };
    let devices = cx.chunk.num_devices();
    for d in gspmd::validate_hlo_sharding(&sharding, shape.as_ref(), devices) {
        cx.lift(d, inner.start, inner, prefix);
    }
    Some(sharding)
}

fn import(
    cx: &mut Context,
    sharding: &HloSharding,
    rank: usize,
    slot: Slot,
    kind: AnnotationKind,
    inner: TextRange,
) {
    match gspmd::to_model(sharding, rank) {
        Ok(import) => {
            let annotation = Annotation {
                sharding: Arc::new(import.sharding),
                kind,
                range: inner,
            };
            cx.annotate(slot, annotation, Notation::Gspmd, inner);
        }
        Err(error) => cx.out.diagnostics.push(Diagnostic::new(
            inner,
            crate::diagnostic::Severity::Information,
            "sharding/not-imported",
            format!("this sharding is not propagated: {error}"),
        )),
    }
}

pub(super) fn function(cx: &mut Context, fi: usize, entry: &FunctionEntry) {
    let f = &entry.ir;
    for (i, &arg) in f.arguments.iter().enumerate() {
        let Some((inner, value)) = string_attr(&f.argument_attributes[i], entry) else {
            continue;
        };
        let ty = value_type(entry, arg);
        if let Some(s) = parse(
            cx,
            inner,
            &value,
            hlo_shape(ty),
            &format!("'func.func' op arg {i} - "),
        ) {
            let rank = ty.and_then(Type::rank).unwrap_or(0);
            import(
                cx,
                &s,
                rank,
                Slot::Value {
                    func: fi,
                    value: arg,
                },
                AnnotationKind::Input,
                inner,
            );
        }
    }
    for (i, result) in f.results.iter().enumerate() {
        let Some((inner, value)) = string_attr(&result.attributes, entry) else {
            continue;
        };
        if let Some(s) = parse(
            cx,
            inner,
            &value,
            hlo_shape(Some(&result.ty)),
            &format!("'func.func' op result {i} - "),
        ) {
            let rank = result.ty.rank().unwrap_or(0);
            import(
                cx,
                &s,
                rank,
                Slot::FuncResult { func: fi, index: i },
                AnnotationKind::Output,
                inner,
            );
        }
    }
    for op in &f.ops {
        let Some((inner, value)) = string_attr(&op.attributes, entry) else {
            continue;
        };
        let types: Vec<Option<&Type>> = op.results.iter().map(|&r| value_type(entry, r)).collect();
        let shape = match types.as_slice() {
            [single] => hlo_shape(*single),
            many => Some(HloShape::Tuple(
                many.iter().filter_map(|t| hlo_shape(*t)).collect(),
            )),
        };
        let prefix = result_prefix(&op.name, 0, 1);
        let Some(s) = parse(cx, inner, &value, shape, &prefix) else {
            continue;
        };
        let is_constraint = op.name.ends_with("custom_call")
            && op
                .items
                .iter()
                .any(|i| matches!(i, crate::ir::Item::Symbol { name, .. } if name == "Sharding"));
        let kind = if is_constraint {
            AnnotationKind::Constraint
        } else {
            AnnotationKind::OpResult
        };
        if op.results.len() <= 1 {
            if let Some(&result) = op.results.first() {
                let rank = types[0].and_then(Type::rank).unwrap_or(0);
                import(
                    cx,
                    &s,
                    rank,
                    Slot::Value {
                        func: fi,
                        value: result,
                    },
                    kind,
                    inner,
                );
            }
            continue;
        }
        let ranks: Vec<usize> = types
            .iter()
            .map(|t| t.and_then(Type::rank).unwrap_or(0))
            .collect();
        match gspmd::to_model_per_value(&s, &ranks) {
            Ok(imports) => {
                for (import, &result) in imports.into_iter().zip(&op.results) {
                    let annotation = Annotation {
                        sharding: Arc::new(import.sharding),
                        kind,
                        range: inner,
                    };
                    cx.annotate(
                        Slot::Value {
                            func: fi,
                            value: result,
                        },
                        annotation,
                        Notation::Gspmd,
                        inner,
                    );
                }
            }
            Err(error) => cx.out.diagnostics.push(Diagnostic::error(
                inner,
                "sharding/value-count",
                format!("{prefix}{error}"),
            )),
        }
    }
}
