//! Syntax nodes → IR attributes and types. Shared by the file-level and the
//! function-level builders.

use super::attributes::{unescape, AttrDict, Attribute, NamedAttribute, ShardingSyntax};
use super::types::{parse_dims, Dim, Type, TypeKind};
use crate::diagnostic::Diagnostic;
use crate::text::TextRange;
use rustc_hash::FxHashMap;
use tree_sitter::Node;

/// Nesting deeper than this (attributes in attributes, regions in regions) is
/// not converted: the rest is kept as text and one diagnostic says so. Keeps
/// the recursive conversions far from the stack limit on adversarial input.
pub const MAX_NESTING: usize = 128;

/// `node.child_by_field_name(name)` without the per-call string search over
/// the grammar's field names (it showed up in profiles of large files).
pub fn field<'tree>(node: Node<'tree>, name: &'static str) -> Option<Node<'tree>> {
    use std::sync::OnceLock;
    static IDS: OnceLock<rustc_hash::FxHashMap<&'static str, std::num::NonZeroU16>> =
        OnceLock::new();
    let ids = IDS.get_or_init(|| {
        let language = static_language();
        let mut ids = rustc_hash::FxHashMap::default();
        for id in 1..=language.field_count() as u16 {
            if let (Some(name), Some(nz)) = (
                language.field_name_for_id(id),
                std::num::NonZeroU16::new(id),
            ) {
                ids.insert(name, nz);
            }
        }
        ids
    });
    node.child_by_field_id(ids.get(name)?.get())
}

/// The grammar, kept for the `'static` names of its kinds and fields.
fn static_language() -> &'static tree_sitter::Language {
    static LANGUAGE: std::sync::OnceLock<tree_sitter::Language> = std::sync::OnceLock::new();
    LANGUAGE.get_or_init(crate::syntax::language)
}

/// `node.kind()` from a table by kind id: tree-sitter's `kind` measures and
/// UTF-8-checks the C string on every call (a fifth of a large file's IR
/// build did that).
pub fn kind<'tree>(node: impl std::borrow::Borrow<Node<'tree>>) -> &'static str {
    let node = *node.borrow();
    use std::sync::OnceLock;
    static KINDS: OnceLock<Vec<&'static str>> = OnceLock::new();
    let kinds = KINDS.get_or_init(|| {
        let language = static_language();
        (0..language.node_kind_count() as u16)
            .map(|id| language.node_kind_for_id(id).unwrap_or(""))
            .collect()
    });
    // Every kind id is below the count (symbols and aliases alike).
    kinds.get(node.kind_id() as usize).copied().unwrap_or("")
}

pub fn range(node: Node) -> TextRange {
    TextRange::new(node.start_byte(), node.end_byte())
}

pub fn node_text<'t>(node: Node, text: &'t str) -> &'t str {
    text.get(node.byte_range()).unwrap_or("")
}

/// The named children of `node`, skipping comments and split markers.
pub fn named_children(node: Node) -> Vec<Node> {
    let mut cursor = node.walk();
    node.named_children(&mut cursor)
        .filter(|c| !is_trivia(kind(c)))
        .collect()
}

/// All children (named and anonymous), skipping comments and split markers.
pub fn children(node: Node) -> Vec<Node> {
    let mut cursor = node.walk();
    node.children(&mut cursor)
        .filter(|c| !is_trivia(kind(c)))
        .collect()
}

pub fn is_trivia(kind: &str) -> bool {
    matches!(kind, "comment" | "split_marker")
}

pub fn is_type_kind(kind: &str) -> bool {
    matches!(
        kind,
        "tensor_type"
            | "memref_type"
            | "vector_type"
            | "tuple_type"
            | "complex_type"
            | "builtin_type"
            | "dialect_type"
    )
}

/// Parses an integer literal: decimal or `0x…` hex, with an optional `-`.
pub fn parse_integer(literal: &str) -> Option<i64> {
    let (negative, digits) = match literal.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, literal),
    };
    let magnitude = match digits.strip_prefix("0x") {
        Some(hex) => i128::from_str_radix(hex, 16).ok()?,
        None => digits.parse::<i128>().ok()?,
    };
    let value = if negative { -magnitude } else { magnitude };
    i64::try_from(value).ok()
}

/// The body of a string node without its quotes, unescaped. An unterminated
/// string (no closing quote) yields what is there.
/// The value of the inherent attribute `name` of a generic op: an entry of
/// its properties `<{…}>`, or of its attribute dictionary in output older
/// than properties.
pub fn inherent_attribute<'tree>(op: Node<'tree>, name: &str, text: &str) -> Option<Node<'tree>> {
    let properties = field(op, "properties").and_then(|p| named_children(p).into_iter().next());
    [properties, field(op, "attributes")]
        .into_iter()
        .flatten()
        .flat_map(named_children)
        .filter(|entry| kind(entry) == "attribute_entry")
        .find(|entry| field(*entry, "name").map(|n| node_text(n, text)) == Some(name))
        .and_then(|entry| field(entry, "value"))
}

pub fn string_value(node: Node, text: &str) -> String {
    let raw = node_text(node, text);
    let body = raw.strip_prefix('"').unwrap_or(raw);
    let body = if body.ends_with('"') && !body.ends_with("\\\"") {
        &body[..body.len() - 1]
    } else {
        body
    };
    unescape(body)
}

/// Converts nodes to attributes and types, collecting diagnostics.
pub struct Converter<'t> {
    pub text: &'t str,
    pub diagnostics: Vec<Diagnostic>,
    /// Types read so far, by kind id and text (see `ty`).
    types: FxHashMap<(u16, &'t str), Type>,
}

impl<'t> Converter<'t> {
    pub fn new(text: &'t str) -> Self {
        Converter {
            text,
            diagnostics: Vec::new(),
            types: FxHashMap::default(),
        }
    }

    pub fn text(&self, node: Node) -> &'t str {
        node_text(node, self.text)
    }

    fn too_deep(&mut self, node: Node) {
        self.diagnostics.push(Diagnostic::warning(
            range(node),
            "ir/too-deep",
            format!("nesting deeper than {MAX_NESTING} levels is not analysed"),
        ));
    }

    /// The type of `node`. A function's types are mostly a few texts written
    /// over and over (`tensor<8x128xf32>`): each distinct text is parsed
    /// once and shared, unless reading it reported something (then every
    /// occurrence reports it again) or its subtree holds a syntax error.
    pub fn ty(&mut self, node: Node) -> Type {
        let key = (node.kind_id(), self.text(node));
        if let Some(ty) = self.types.get(&key) {
            return ty.clone();
        }
        let diagnostics = self.diagnostics.len();
        let ty = self.ty_at(node, 0);
        if self.diagnostics.len() == diagnostics && !node.has_error() {
            self.types.insert(key, ty.clone());
        }
        ty
    }

    fn ty_at(&mut self, node: Node, depth: usize) -> Type {
        if depth > MAX_NESTING {
            self.too_deep(node);
            return TypeKind::Dialect {
                text: self.text(node).to_string(),
            }
            .into();
        }
        let element = |this: &mut Self, node: Node| -> Type {
            match field(node, "element_type") {
                Some(e) => this.ty_at(e, depth + 1),
                None => TypeKind::Dialect {
                    text: String::new(),
                }
                .into(),
            }
        };
        let kind = match kind(node) {
            // The grammar reads `tensor<8x128xf32>` as one token (no
            // children): most types of a dump are this form.
            "tensor_type" if node.child_count() == 0 => self.plain_tensor_type(node),
            "tensor_type" | "memref_type" => {
                let shape = match field(node, "shape") {
                    None => Some(Vec::new()),
                    Some(shape) if self.text(shape).starts_with('*') => None,
                    Some(shape) => Some(self.dims(shape)),
                };
                let element = element(self, node);
                if kind(node) == "memref_type" {
                    TypeKind::Memref { shape, element }
                } else {
                    let encoding = field(node, "encoding").map(|e| self.text(e).to_string());
                    TypeKind::Tensor {
                        shape,
                        element,
                        encoding,
                    }
                }
            }
            "vector_type" => TypeKind::Vector {
                shape: field(node, "shape")
                    .map(|s| self.dims(s))
                    .unwrap_or_default(),
                element: element(self, node),
            },
            "tuple_type" => TypeKind::Tuple {
                elements: named_children(node)
                    .into_iter()
                    .filter(|c| is_type_kind(kind(c)))
                    .map(|c| self.ty_at(c, depth + 1))
                    .collect(),
            },
            "complex_type" => TypeKind::Complex {
                element: named_children(node)
                    .into_iter()
                    .find(|c| is_type_kind(kind(c)))
                    .map(|c| self.ty_at(c, depth + 1))
                    .unwrap_or_else(|| {
                        TypeKind::Dialect {
                            text: String::new(),
                        }
                        .into()
                    }),
            },
            "builtin_type" => TypeKind::Builtin {
                name: self.text(node).to_string(),
            },
            _ => TypeKind::Dialect {
                text: self.text(node).to_string(),
            },
        };
        kind.into()
    }

    /// A tensor type written as one token, `tensor<` sizes `x` each, a
    /// builtin element type, `>`: what the structured form gives, with a
    /// size that does not fit reported on the sizes as there.
    fn plain_tensor_type(&mut self, node: Node) -> TypeKind {
        const OPEN: &str = "tensor<";
        let text = self.text(node);
        let body = text
            .strip_prefix(OPEN)
            .and_then(|t| t.strip_suffix('>'))
            .unwrap_or("");
        // An element type starts with a letter, a size with a digit or `?`.
        let dims_len = body
            .find(|c: char| c.is_ascii_alphabetic() && c != 'x')
            .unwrap_or(body.len());
        let (dims_text, element) = body.split_at(dims_len);
        let shape = if dims_text.is_empty() {
            Vec::new()
        } else {
            let (dims, errors) = parse_dims(dims_text);
            let start = node.start_byte() + OPEN.len();
            for error in errors {
                self.diagnostics.push(Diagnostic::error(
                    TextRange::new(start, start + dims_len),
                    "ir/dimension-overflow",
                    error.message,
                ));
            }
            dims
        };
        TypeKind::Tensor {
            shape: Some(shape),
            element: TypeKind::Builtin {
                name: element.to_string(),
            }
            .into(),
            encoding: None,
        }
    }

    /// Reads a dimension-list token; an unreadable size becomes `?` plus an error.
    pub fn dims(&mut self, node: Node) -> Vec<Dim> {
        let (dims, errors) = parse_dims(self.text(node));
        for error in errors {
            self.diagnostics.push(Diagnostic::error(
                range(node),
                "ir/dimension-overflow",
                error.message,
            ));
        }
        dims
    }

    pub fn dict(&mut self, node: Option<Node>) -> AttrDict {
        let Some(node) = node else {
            return AttrDict::default();
        };
        self.dict_at(node, 0)
    }

    fn dict_at(&mut self, node: Node, depth: usize) -> AttrDict {
        let entries = named_children(node)
            .into_iter()
            .filter(|c| kind(c) == "attribute_entry")
            .map(|entry| self.entry(entry, depth))
            .collect();
        AttrDict {
            entries,
            range: Some(range(node)),
        }
    }

    fn entry(&mut self, entry: Node, depth: usize) -> NamedAttribute {
        let name_node = field(entry, "name");
        let name = match name_node {
            Some(n) if kind(n) == "string" => string_value(n, self.text),
            Some(n) => self.text(n).to_string(),
            None => String::new(),
        };
        let value = match field(entry, "value") {
            Some(v) => {
                let ty = field(entry, "type").map(|t| self.ty(t));
                let attribute = self.attribute_at(v, depth + 1);
                with_type(attribute, ty)
            }
            None => Attribute::Unit,
        };
        NamedAttribute {
            name,
            name_range: name_node.map(range).unwrap_or_else(|| range(entry)),
            value,
            range: range(entry),
        }
    }

    pub fn attribute(&mut self, node: Node) -> Attribute {
        self.attribute_at(node, 0)
    }

    fn attribute_at(&mut self, node: Node, depth: usize) -> Attribute {
        if depth > MAX_NESTING {
            self.too_deep(node);
            return Attribute::Opaque {
                text: self.text(node).to_string(),
            };
        }
        match kind(node) {
            "integer" => Attribute::Integer {
                value: parse_integer(self.text(node)),
                text: self.text(node).to_string(),
                ty: None,
            },
            "float" => Attribute::Float {
                text: self.text(node).to_string(),
                ty: None,
            },
            "boolean" => Attribute::Bool {
                value: self.text(node) == "true",
            },
            "string" => Attribute::String {
                value: string_value(node, self.text),
                range: range(node),
            },
            "unit_attribute" => Attribute::Unit,
            "bare_id" => Attribute::Keyword {
                name: self.text(node).to_string(),
            },
            "array_attribute" => {
                let mut elements: Vec<Attribute> = Vec::new();
                let mut pending_type = false;
                for child in children(node) {
                    match kind(child) {
                        "[" | "]" | "," => {}
                        ":" => pending_type = true,
                        _ if pending_type => {
                            pending_type = false;
                            let ty = self.ty(child);
                            if let Some(last) = elements.pop() {
                                elements.push(with_type(last, Some(ty)));
                            }
                        }
                        _ => elements.push(self.attribute_at(child, depth + 1)),
                    }
                }
                Attribute::Array { elements }
            }
            "dictionary_attribute" => Attribute::Dictionary {
                entries: self.dict_at(node, depth + 1).entries.into_iter().collect(),
            },
            "symbol_ref" => Attribute::SymbolRef {
                path: symbol_path(node, self.text),
                range: range(node),
            },
            "dense_attribute" => Attribute::Dense {
                text: self.text(node).to_string(),
                ty: None,
            },
            "sdy_sharding_attribute" => sharding(ShardingSyntax::SdySharding, node),
            "sdy_sharding_per_value_attribute" => {
                sharding(ShardingSyntax::SdyShardingPerValue, node)
            }
            "sdy_mesh_attribute" => sharding(ShardingSyntax::SdyMesh, node),
            "sdy_op_sharding_rule_attribute" => sharding(ShardingSyntax::SdyOpShardingRule, node),
            "mesh_shard_attribute" => sharding(ShardingSyntax::MeshShard, node),
            kind if is_type_kind(kind) => Attribute::Type {
                ty: self.ty_at(node, depth + 1),
            },
            _ => Attribute::Opaque {
                text: self.text(node).to_string(),
            },
        }
    }
}

fn sharding(syntax: ShardingSyntax, node: Node) -> Attribute {
    Attribute::Sharding {
        syntax,
        range: range(node),
    }
}

/// Attaches a trailing `: type` to a literal that can carry one.
fn with_type(attribute: Attribute, ty: Option<Type>) -> Attribute {
    match (attribute, ty) {
        (Attribute::Integer { value, text, .. }, Some(ty)) => Attribute::Integer {
            value,
            text,
            ty: Some(ty),
        },
        (Attribute::Float { text, .. }, Some(ty)) => Attribute::Float { text, ty: Some(ty) },
        (Attribute::Dense { text, .. }, Some(ty)) => Attribute::Dense { text, ty: Some(ty) },
        (attribute, _) => attribute,
    }
}

/// `@a::@"b c"` → `["a", "b c"]`.
pub fn symbol_path(node: Node, text: &str) -> Vec<String> {
    named_children(node)
        .into_iter()
        .filter(|c| kind(c) == "symbol_id")
        .map(|id| {
            let raw = node_text(id, text).trim_start_matches('@');
            match raw.strip_prefix('"') {
                Some(quoted) => unescape(quoted.strip_suffix('"').unwrap_or(quoted)),
                None => raw.to_string(),
            }
        })
        .collect()
}

/// The last component of a symbol reference: the name it resolves to.
pub fn symbol_name(node: Node, text: &str) -> String {
    symbol_path(node, text).pop().unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integers_decimal_hex_negative_and_overflow() {
        assert_eq!(parse_integer("42"), Some(42));
        assert_eq!(parse_integer("-2"), Some(-2));
        assert_eq!(parse_integer("0xFF"), Some(255));
        assert_eq!(parse_integer("9223372036854775807"), Some(i64::MAX));
        assert_eq!(parse_integer("9223372036854775808"), None);
        assert_eq!(
            parse_integer("99999999999999999999999999999999999999999"),
            None
        );
    }

    /// The first `tensor_type` node of `text`.
    fn first_tensor_type(tree: &tree_sitter::Tree) -> Node<'_> {
        let mut cursor = tree.walk();
        loop {
            if cursor.node().kind() == "tensor_type" {
                return cursor.node();
            }
            if !cursor.goto_first_child() {
                while !cursor.goto_next_sibling() {
                    assert!(cursor.goto_parent(), "no tensor_type");
                }
            }
        }
    }

    /// `tensor<8x128xf32>` is one token; with a space inside, the same type
    /// is parsed by the grammar's structured rule. Both read the same.
    #[test]
    fn plain_tensor_token_reads_as_the_structured_type() {
        for body in [
            "8x?x4xindex",
            "f32",
            "4xi1",
            "2x3xbf16",
            "1x128x1x32xf32",
            "?xf8E4M3FN",
            "0x4xui8",
            "99999999999999999999x2xf32",
        ] {
            let read = |text: &str| {
                let tree = crate::syntax::parse(text);
                let node = first_tensor_type(&tree);
                let mut converter = Converter::new(text);
                let ty = converter.ty(node);
                (node.child_count(), ty, converter.diagnostics)
            };
            let plain = format!("%0 = stablehlo.abs %a : tensor<{body}>\n");
            let spaced = format!("%0 = stablehlo.abs %a : tensor< {body}>\n");
            let (plain_children, plain_ty, plain_diagnostics) = read(&plain);
            let (spaced_children, spaced_ty, mut spaced_diagnostics) = read(&spaced);
            assert_eq!(plain_children, 0, "{plain}");
            assert!(spaced_children > 0, "{spaced}");
            assert_eq!(plain_ty, spaced_ty, "{body}");
            for d in &mut spaced_diagnostics {
                d.range = TextRange::new(d.range.start - 1, d.range.end - 1);
            }
            assert_eq!(plain_diagnostics, spaced_diagnostics, "{body}");
        }
    }
}
