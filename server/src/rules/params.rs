//! Reading an op's parameters in either assembly: custom-format keywords
//! (`dims = [1, 0]`), attributes and properties (`permutation = array<i64: 1, 0>`,
//! `dense<[0, 1]> : tensor<2xi64>`), and the text of opaque struct attributes
//! (`#stablehlo.dot<lhs_batching_dimensions = [0], …>`).

use crate::ir::{Attribute, Item, Op};

/// The attribute `name` from the attribute dictionary or the properties.
pub(crate) fn attr<'a>(op: &'a Op, name: &str) -> Option<&'a Attribute> {
    op.attributes.get(name).or_else(|| op.properties.get(name))
}

/// Integers of an attribute: scalars, arrays (nested ones flattened),
/// `array<i64: …>`, `dense<…>` (splats expanded by the type's shape).
pub(crate) fn attr_ints(attribute: &Attribute) -> Option<Vec<i64>> {
    match attribute {
        Attribute::Integer { value, .. } => value.map(|v| vec![v]),
        Attribute::Array { elements } => {
            let mut out = Vec::new();
            for element in elements {
                out.extend(attr_ints(element)?);
            }
            Some(out)
        }
        Attribute::Dense { text, ty } => {
            let values = ints_in(text.strip_prefix("dense<")?.strip_suffix('>')?)?;
            let count: Option<i64> = ty
                .as_ref()
                .and_then(|t| t.static_shape())
                .and_then(|shape| shape.iter().try_fold(1i64, |acc, d| acc.checked_mul(*d)));
            match (values.as_slice(), count) {
                // A splat of a huge type is not expanded: it would exhaust memory
                // (an abort, not a panic). No op parameter list is that long.
                ([splat], Some(n)) if n != 1 => {
                    Some(vec![
                        *splat;
                        usize::try_from(n).ok().filter(|n| *n <= 1 << 16)?
                    ])
                }
                _ => Some(values),
            }
        }
        Attribute::Opaque { text } => attribute.as_i64_list().or_else(|| {
            // `array<i64>` is the empty array.
            (text.trim() == "array<i64>" || text.trim() == "array<i32>").then(Vec::new)
        }),
        _ => None,
    }
}

/// Every integer in `text` in order (`[[0, 1], [2, -2]]` → 0, 1, 2, -2);
/// `None` if anything else but brackets, commas and spaces is there.
pub(crate) fn ints_in(text: &str) -> Option<Vec<i64>> {
    text.split(|c: char| "[], \n\t".contains(c))
        .filter(|part| !part.is_empty())
        .map(|part| part.parse().ok())
        .collect()
}

/// The keyword's value is its first item (`dimensions = [1] (%in: f32, …)`
/// of `linalg.reduce` carries the region's arguments after it).
fn item_ints(items: &[Item]) -> Option<Vec<i64>> {
    let item = items.first()?;
    item.int_list().or_else(|| item.int().map(|i| vec![i]))
}

/// The first of `names` given as a keyword argument or an attribute, as integers.
pub(crate) fn ints(op: &Op, names: &[&str]) -> Option<Vec<i64>> {
    names.iter().find_map(|name| {
        op.keyword(name)
            .and_then(item_ints)
            .or_else(|| attr(op, name).and_then(attr_ints))
    })
}

/// Like `ints` for a single integer.
pub(crate) fn int(op: &Op, names: &[&str]) -> Option<i64> {
    match ints(op, names)?.as_slice() {
        [value] => Some(*value),
        _ => None,
    }
}

/// A boolean attribute or keyword (`left_side = true`); integers count as
/// booleans too (`transA = 1 : si64`).
pub(crate) fn boolean(op: &Op, name: &str) -> Option<bool> {
    if let Some([Item::Keyword { name: word, .. }, ..]) = op.keyword(name) {
        return match word.as_str() {
            "true" => Some(true),
            "false" => Some(false),
            _ => None,
        };
    }
    match attr(op, name)? {
        Attribute::Bool { value } => Some(*value),
        Attribute::Integer { value, .. } => value.map(|v| v != 0),
        Attribute::Keyword { name } => match name.as_str() {
            "true" => Some(true),
            "false" => Some(false),
            _ => None,
        },
        _ => None,
    }
}

/// The text of an attribute kept as written (`#stablehlo<transpose TRANSPOSE>`),
/// or a bare keyword.
pub(crate) fn text<'a>(op: &'a Op, name: &str) -> Option<&'a str> {
    if let Some([Item::Keyword { name: word, .. }, ..]) = op.keyword(name) {
        return Some(word);
    }
    match attr(op, name)? {
        Attribute::Opaque { text } => Some(text),
        Attribute::Keyword { name } => Some(name),
        Attribute::String { value, .. } => Some(value),
        _ => None,
    }
}

/// Renders custom-format items back to compact text (`[b, 0, 1, f]x[0, 1, i, o]`).
pub(crate) fn items_text(items: &[Item]) -> String {
    let mut out = String::new();
    for item in items {
        match item {
            Item::Keyword { name, .. } => out.push_str(name),
            Item::Symbol { name, .. } => out.push_str(name),
            Item::Integer { value: Some(v), .. } => out.push_str(&v.to_string()),
            Item::Punct { text } => out.push_str(text),
            Item::Brackets { items, .. } => {
                out.push('[');
                out.push_str(&items_text(items));
                out.push(']');
            }
            Item::Parens { items } => {
                out.push('(');
                out.push_str(&items_text(items));
                out.push(')');
            }
            _ => {}
        }
    }
    out
}

/// `#dialect.name<key = value, …>` as key/value texts (top-level commas only).
pub(crate) struct StructAttr {
    pub entries: Vec<(String, String)>,
    /// The body when it is not `key = value` pairs (`#stablehlo.conv<[b, 0]x…>`).
    pub body: String,
}

impl StructAttr {
    pub fn parse(text: &str) -> Option<StructAttr> {
        let open = text.find('<')?;
        let body = text[open + 1..].trim_end().strip_suffix('>')?.trim();
        let mut entries = Vec::new();
        for part in split_top_level(body) {
            if let Some((key, value)) = part.split_once('=') {
                let key = key.trim().trim_start_matches("raw ").trim();
                entries.push((key.to_string(), value.trim().to_string()));
            }
        }
        Some(StructAttr {
            entries,
            body: body.to_string(),
        })
    }

    pub fn get(&self, key: &str) -> Option<&str> {
        self.entries
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }

    /// `key = [0, 1]` or `key = 2` as integers; an absent key is empty.
    pub fn ints(&self, key: &str) -> Option<Vec<i64>> {
        match self.get(key) {
            None => Some(Vec::new()),
            Some(value) => ints_in(value),
        }
    }

    pub fn int(&self, key: &str) -> Option<i64> {
        ints_in(self.get(key)?)?.first().copied()
    }
}

/// Splits at commas outside of `[]`, `()`, `<>`, `{}`.
pub(crate) fn split_top_level(text: &str) -> Vec<&str> {
    let mut parts = Vec::new();
    let mut depth = 0i32;
    let mut start = 0;
    let mut previous = ' ';
    for (i, c) in text.char_indices() {
        match c {
            '[' | '(' | '<' | '{' => depth += 1,
            // The `>` of an arrow `->` closes nothing.
            '>' if previous == '-' => {}
            ']' | ')' | '>' | '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(text[start..i].trim());
                start = i + 1;
            }
            _ => {}
        }
        previous = c;
    }
    if !text[start..].trim().is_empty() {
        parts.push(text[start..].trim());
    }
    parts
}

/// `name(3)` in a custom format (`tensor.concat dim(1) …`).
pub(crate) fn call_int(op: &Op, name: &str) -> Option<i64> {
    op.items.windows(2).find_map(|pair| match pair {
        [Item::Keyword { name: word, .. }, Item::Parens { items }] if word == name => {
            match items.as_slice() {
                [item] => item.int(),
                _ => None,
            }
        }
        _ => None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::{Dim, Type};

    #[test]
    fn dense_and_array_attributes_read_as_ints() {
        let dense = Attribute::Dense {
            text: "dense<[[0, 0], [2, -2]]>".into(),
            ty: None,
        };
        assert_eq!(attr_ints(&dense), Some(vec![0, 0, 2, -2]));
        let splat = Attribute::Dense {
            text: "dense<1>".into(),
            ty: Some(Type::new(crate::ir::TypeKind::Tensor {
                shape: Some(vec![Dim::Static(2)]),
                element: Type::builtin("i64"),
                encoding: None,
            })),
        };
        assert_eq!(attr_ints(&splat), Some(vec![1, 1]));
        let empty = Attribute::Opaque {
            text: "array<i64>".into(),
        };
        assert_eq!(attr_ints(&empty), Some(vec![]));
    }

    #[test]
    fn struct_attributes_split_at_top_level() {
        let s = StructAttr::parse(
            "#stablehlo.gather<\n offset_dims = [2, 3],\n collapsed_slice_dims = [0],\n index_vector_dim = 2>",
        )
        .unwrap();
        assert_eq!(s.ints("offset_dims"), Some(vec![2, 3]));
        assert_eq!(s.int("index_vector_dim"), Some(2));
        assert_eq!(s.ints("operand_batching_dims"), Some(vec![]));
        let conv =
            StructAttr::parse("#stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>").unwrap();
        assert_eq!(conv.body, "[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]");
    }
}
