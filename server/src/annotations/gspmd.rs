//! GSPMD annotations: `mhlo.sharding = "…"` strings on function arguments,
//! results and ops (tuples for multi-result ops). They are imported into the
//! model the way XLA does when Shardy is on; `custom_call @Sharding` is a
//! sharding constraint.

use super::{result_prefix, shape_of, value_type, Annotation, AnnotationKind, Context, Slot};
use crate::diagnostic::Diagnostic;
use crate::ir::{AttrDict, Attribute, FunctionEntry, OpId, Type, TypeKind};
use crate::sharding::gspmd::{self, HloShape, HloSharding};
use crate::sharding::model::Notation;
use crate::text::TextRange;

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
    let ty = ty?;
    match ty.kind() {
        TypeKind::Tuple { elements } => Some(HloShape::Tuple(
            elements.iter().filter_map(|e| hlo_shape(Some(e))).collect(),
        )),
        TypeKind::Dialect { text } if text.contains("token") => Some(HloShape::Token),
        _ => shape_of(Some(ty)).map(HloShape::Tensor),
    }
}

/// Where each byte of a string literal's value was written in its body (the
/// text between the quotes): an escape such as `\"` or `\0A` is one byte of
/// the value but several of the source. Follows `ir::attributes::unescape`.
struct EscapeMap {
    /// `starts[i]` is the body offset of what produced value byte `i`; one
    /// more entry holds the body's length.
    starts: Vec<usize>,
}

impl EscapeMap {
    fn new(body: &str) -> Self {
        let bytes = body.as_bytes();
        let mut starts = Vec::with_capacity(body.len() + 1);
        let mut at = 0;
        while at < bytes.len() {
            let from = at;
            let produced = if bytes[at] != b'\\' {
                let len = body[at..].chars().next().map_or(1, char::len_utf8);
                at += len;
                len
            } else {
                match bytes.get(at + 1) {
                    Some(b'n' | b't' | b'"' | b'\\') => {
                        at += 2;
                        1
                    }
                    Some(hi) if hi.is_ascii_hexdigit() => {
                        let digits = if bytes.get(at + 2).is_some_and(u8::is_ascii_hexdigit) {
                            2
                        } else {
                            1
                        };
                        let value = u8::from_str_radix(&body[at + 1..at + 1 + digits], 16);
                        at += 1 + digits;
                        // A non-ASCII byte is kept as written.
                        if value.is_ok_and(|b| b.is_ascii()) {
                            1
                        } else {
                            1 + digits
                        }
                    }
                    // Any other character after a backslash is kept with it.
                    Some(_) => {
                        let len = 1 + body[at + 1..].chars().next().map_or(1, char::len_utf8);
                        at += len;
                        len
                    }
                    None => {
                        at += 1;
                        1
                    }
                }
            };
            starts.extend(std::iter::repeat_n(from, produced));
        }
        starts.push(bytes.len());
        EscapeMap { starts }
    }

    /// The body offset of value offset `offset` (the body's end past the value's).
    fn source(&self, offset: usize) -> usize {
        self.starts
            .get(offset)
            .or(self.starts.last())
            .copied()
            .unwrap_or(0)
    }
}

/// Parses and validates one string; `None` after reporting a parse error.
/// `value` is the unescaped contents of the string written at `inner`; every
/// offset the parser reports is moved back to where it was written.
fn parse(
    cx: &mut Context,
    inner: TextRange,
    value: &str,
    shape: Option<HloShape>,
    prefix: &str,
) -> Option<HloSharding> {
    let body = cx.slice(inner).to_string();
    // A serialized `OpSharding` proto, as XLA reads one: its text, with
    // every offset at the start of the string.
    let decoded;
    let (value, escapes) = if gspmd::proto::is_proto(&body) {
        let Some(text) = gspmd::proto::decode(&gspmd::proto::body_bytes(&body)) else {
            cx.out.diagnostics.push(Diagnostic::error(
                inner,
                "sharding/invalid",
                format!("{prefix}this is neither sharding text nor a serialized OpSharding proto"),
            ));
            return None;
        };
        decoded = text;
        (decoded.as_str(), EscapeMap { starts: Vec::new() })
    } else {
        (value, EscapeMap::new(&body))
    };
    let sharding = match gspmd::parse_hlo_sharding(value) {
        Ok(s) => s,
        Err(mut error) => {
            error.offset = escapes.source(error.offset);
            // An error at the end of the text (a missing `}`) points at the closing quote.
            let limit = if cx.slice(TextRange::new(inner.end, inner.end + 1)) == "\"" {
                TextRange::new(inner.start, inner.end + 1)
            } else {
                inner
            };
            cx.parse_error(inner.start, limit, &error);
            return None;
        }
    };
    let devices = cx.chunk.num_devices();
    for mut d in gspmd::validate_hlo_sharding(&sharding, shape.as_ref(), devices) {
        d.range = d
            .range
            .map(|r| escapes.source(r.start)..escapes.source(r.end));
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
    open_dims: &[usize],
) {
    // The converter's own message for this case names its per-value entry point.
    if sharding.is_tuple() {
        cx.out.diagnostics.push(Diagnostic::new(
            inner,
            crate::diagnostic::Severity::Information,
            "sharding/not-imported",
            "this sharding is not propagated: it is a tuple sharding (one per element) on a value that is not a tuple",
        ));
        return;
    }
    match gspmd::to_model(sharding, rank) {
        Ok(mut import) => {
            for &d in open_dims {
                if let Some(dim) = import.sharding.dims.get_mut(d) {
                    dim.is_open = true;
                }
            }
            let annotation = Annotation {
                sharding: cx.out.share(import.sharding),
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

/// The dims a `custom_call @Sharding` leaves to propagation:
/// `backend_config = "unspecified_dims=[0,2]"`, as JAX writes it for
/// `P(None, P.UNCONSTRAINED, …)`; XLA treats them as open.
fn unspecified_dims(attributes: &AttrDict) -> Vec<usize> {
    let Some(Attribute::String { value, .. }) = attributes.get("backend_config") else {
        return Vec::new();
    };
    let Some(list) = value
        .trim()
        .strip_prefix("unspecified_dims=[")
        .and_then(|rest| rest.split(']').next())
    else {
        return Vec::new();
    };
    list.split(',')
        .filter_map(|d| d.trim().parse::<usize>().ok())
        .collect()
}

/// The `mhlo.sharding`s of the function's arguments and results.
pub(super) fn signature(cx: &mut Context, fi: usize, entry: &FunctionEntry) {
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
                &[],
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
                &[],
            );
        }
    }
}

/// The `mhlo.sharding` of op `op_id`, on its results (it reads their types).
pub(super) fn op_sharding(cx: &mut Context, fi: usize, entry: &FunctionEntry, op_id: OpId) {
    let op = &entry.ir.ops[op_id];
    let Some((inner, value)) = string_attr(&op.attributes, entry) else {
        return;
    };
    let types: Vec<Option<&Type>> = op.results.iter().map(|&r| value_type(entry, r)).collect();
    // One sharding that is not a tuple applies to every result, as XLA's
    // exporter writes it for an op with several results (or none).
    let body = cx.slice(inner);
    let text = if gspmd::proto::is_proto(body) {
        gspmd::proto::decode(&gspmd::proto::body_bytes(body)).unwrap_or_default()
    } else {
        value.clone()
    };
    let tuple_text = gspmd::parse_hlo_sharding(&text).map_or(true, |s| s.is_tuple());
    let shape = match types.as_slice() {
        [single] => hlo_shape(*single),
        [first, ..] if !tuple_text => hlo_shape(*first),
        [] if !tuple_text => None,
        many => Some(HloShape::Tuple(
            many.iter().filter_map(|t| hlo_shape(*t)).collect(),
        )),
    };
    let prefix = result_prefix(&op.name, 0, 1);
    let Some(s) = parse(cx, inner, &value, shape, &prefix) else {
        return;
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
            let open = if is_constraint {
                unspecified_dims(&op.attributes)
            } else {
                Vec::new()
            };
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
                &open,
            );
        }
        return;
    }
    let ranks: Vec<usize> = types
        .iter()
        .map(|t| t.and_then(Type::rank).unwrap_or(0))
        .collect();
    match gspmd::to_model_per_value(&s, &ranks) {
        Ok(imports) => {
            for (import, &result) in imports.into_iter().zip(&op.results) {
                let annotation = Annotation {
                    sharding: cx.out.share(import.sharding),
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

#[cfg(test)]
mod tests {
    use super::EscapeMap;
    use crate::ir::attributes::unescape;

    #[test]
    fn escape_map_points_value_bytes_at_their_source() {
        let body = r#"a\"b\\c\0Ad\tе\zz\FF!"#;
        let value = unescape(body);
        let map = EscapeMap::new(body);
        assert_eq!(
            map.starts.len(),
            value.len() + 1,
            "one entry per value byte"
        );
        // Each value character starts where its source does.
        let expected = [
            ('a', 0),
            ('"', 1),
            ('b', 3),
            ('\\', 4),
            ('c', 6),
            ('\n', 7),
            ('d', 10),
            ('\t', 11),
            ('е', 13),
        ];
        for ((i, c), expected_at) in value.char_indices().zip(expected) {
            assert_eq!((c, map.source(i)), expected_at, "value byte {i}");
        }
        // `\zz` and the non-ASCII `\FF` are kept as written, byte for byte.
        let z = value.find("\\zz").unwrap();
        assert_eq!(map.source(z), body.find("\\zz").unwrap());
        assert_eq!(map.source(value.len() - 1), body.len() - 1);
        assert_eq!(map.source(value.len()), body.len());
        assert_eq!(map.source(value.len() + 5), body.len());
    }
}

#[cfg(test)]
mod import_tests {
    #[test]
    fn a_tuple_sharding_on_a_tensor_is_explained_without_internal_names() {
        let text = "func.func @f(%a: tensor<8xf32> {mhlo.sharding = \"{{replicated}, {maximal device=0}}\"}) -> tensor<8xf32> {\n  return %a : tensor<8xf32>\n}\n";
        let diagnostics = crate::check::check_text(text);
        let info = diagnostics
            .iter()
            .find(|d| d.code == "sharding/not-imported")
            .expect("an information on the unimported sharding");
        assert!(info.message.contains("tuple sharding"), "{}", info.message);
        assert!(!info.message.contains("to_model"), "{}", info.message);
    }

    fn annotation(
        text: &str,
        value: &str,
    ) -> std::sync::Arc<crate::sharding::model::TensorSharding> {
        let analysis = crate::pipeline::analyze(text);
        let chunk = &analysis.ir.chunks[0];
        let f = &chunk.functions[0].ir;
        let id = f
            .values
            .iter()
            .position(|v| v.name == value)
            .expect("the value");
        let slot = super::Slot::Value { func: 0, value: id };
        analysis.chunks[0]
            .annotations
            .annotations
            .get(&slot)
            .expect("annotated")
            .sharding
            .clone()
    }

    #[test]
    fn a_serialized_op_sharding_and_the_empty_string_are_read_as_xla_reads_them() {
        let text = r#"module attributes {mhlo.num_partitions = 2 : i32} {
func.func @main(%arg0: tensor<8xf32> {mhlo.sharding = "\08\03\1A\01\02\22\02\00\01"}, %arg1: tensor<8x4xf32> {mhlo.sharding = ""}) -> tensor<8xf32> {
  return %arg0 : tensor<8xf32>
}
}
"#;
        let errors: Vec<_> = crate::check::check_text(text)
            .into_iter()
            .filter(|d| d.severity == crate::diagnostic::Severity::Error)
            .collect();
        assert!(errors.is_empty(), "{errors:?}");
        // `{devices=[2]0,1}` and `{replicated}`.
        assert_eq!(annotation(text, "%arg0").dims[0].axes.len(), 1);
        let s = annotation(text, "%arg1");
        assert!(s.dims.iter().all(|d| d.axes.is_empty()), "{s:?}");
    }

    #[test]
    fn unspecified_dims_of_a_sharding_custom_call_are_open() {
        // JAX's `P("x", P.UNCONSTRAINED)`: XLA leaves dim 1 to propagation.
        let text = r#"module attributes {mhlo.num_partitions = 8 : i32} {
func.func @main(%arg0: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %0 = stablehlo.custom_call @Sharding(%arg0) {backend_config = "unspecified_dims=[1]", mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"} : (tensor<8x16xf32>) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}
}
"#;
        let s = annotation(text, "%0");
        assert!(!s.dims[0].is_open);
        assert!(s.dims[1].is_open);
        assert!(crate::check::check_text(text)
            .iter()
            .all(|d| d.severity != crate::diagnostic::Severity::Error));
    }

    #[test]
    fn one_sharding_on_an_op_with_several_results_applies_to_each() {
        let text = r#"module attributes {mhlo.num_partitions = 2 : i32} {
func.func @main(%arg0: tensor<8x4xf32>) -> (tensor<8x4xf32>, tensor<8x4xf32>) {
  %0:2 = stablehlo.custom_call @foo(%arg0) {mhlo.sharding = "{devices=[2,1]<=[2]}"} : (tensor<8x4xf32>) -> (tensor<8x4xf32>, tensor<8x4xf32>)
  stablehlo.custom_call @bar(%arg0) {has_side_effect = true, mhlo.sharding = "{devices=[2,1]<=[2]}"} : (tensor<8x4xf32>) -> ()
  return %0#0, %0#1 : tensor<8x4xf32>, tensor<8x4xf32>
}
}
"#;
        let errors: Vec<_> = crate::check::check_text(text)
            .into_iter()
            .filter(|d| d.severity == crate::diagnostic::Severity::Error)
            .collect();
        assert!(errors.is_empty(), "{errors:?}");
        for value in ["%0#0", "%0#1"] {
            let s = annotation(text, value);
            assert_eq!(s.dims[0].axes.len(), 1, "{value}: {s:?}");
        }
    }
}
