//! MLIR attributes, typed where later stages need them (integers, integer
//! arrays, strings, symbol references, dense shapes) and kept as source ranges
//! where a dedicated parser takes over (sharding attributes, GSPMD strings).

use super::types::Type;
use crate::text::TextRange;
use serde::Serialize;
use thin_vec::ThinVec;

/// Which sharding notation an attribute's text is written in; the sharding
/// stage parses the text at `range` with the matching parser.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ShardingSyntax {
    /// `#sdy.sharding<…>` (range covers the whole attribute).
    SdySharding,
    /// `#sdy.sharding_per_value<[…]>`.
    SdyShardingPerValue,
    /// `#sdy.mesh<…>`.
    SdyMesh,
    /// `#sdy.op_sharding_rule<…>`.
    SdyOpShardingRule,
    /// `#mesh.shard<…>` (the 2023 mesh proposal).
    MeshShard,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Attribute {
    Integer {
        value: Option<i64>,
        text: String,
        ty: Option<Type>,
    },
    Float {
        text: String,
        ty: Option<Type>,
    },
    Bool {
        value: bool,
    },
    /// A string literal, unescaped; `range` covers the quotes.
    String {
        value: String,
        range: TextRange,
    },
    Unit,
    Array {
        elements: Vec<Attribute>,
    },
    Dictionary {
        entries: Vec<NamedAttribute>,
    },
    SymbolRef {
        path: Vec<String>,
        range: TextRange,
    },
    Type {
        ty: Type,
    },
    /// A bare identifier used as a value (`DEFAULT`, an enum case).
    Keyword {
        name: String,
    },
    /// `dense<…>`, `dense_resource<…>`, `sparse<…>`; `ty` from the trailing `: type`.
    Dense {
        text: String,
        ty: Option<Type>,
    },
    /// A sharding attribute: its text is parsed by the sharding stage.
    Sharding {
        syntax: ShardingSyntax,
        range: TextRange,
    },
    /// Anything else (`#dialect.attr<…>`, `affine_map<…>`, `array<i64: …>`, `loc(…)`),
    /// kept as written.
    Opaque {
        text: String,
    },
}

impl Attribute {
    pub fn as_i64(&self) -> Option<i64> {
        match self {
            Attribute::Integer { value, .. } => *value,
            _ => None,
        }
    }

    pub fn as_str(&self) -> Option<&str> {
        match self {
            Attribute::String { value, .. } => Some(value),
            _ => None,
        }
    }

    /// `[1, 2, 3]` (also `array<i64: 1, 2, 3>`) as integers.
    pub fn as_i64_list(&self) -> Option<Vec<i64>> {
        match self {
            Attribute::Array { elements } => elements.iter().map(Attribute::as_i64).collect(),
            Attribute::Opaque { text } => parse_dense_array(text),
            _ => None,
        }
    }

    pub fn as_symbol(&self) -> Option<&str> {
        match self {
            Attribute::SymbolRef { path, .. } => path.last().map(String::as_str),
            _ => None,
        }
    }
}

/// `array<i64: 1, 2>` → `[1, 2]`.
fn parse_dense_array(text: &str) -> Option<Vec<i64>> {
    let body = text.strip_prefix("array<")?.strip_suffix('>')?;
    let (_, values) = body.split_once(':').unwrap_or((body, ""));
    values
        .split(',')
        .map(str::trim)
        .filter(|v| !v.is_empty())
        .map(|v| v.parse().ok())
        .collect()
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct NamedAttribute {
    pub name: String,
    pub name_range: TextRange,
    /// `None` for an entry with a name only (a unit attribute) or a bare
    /// attribute with no name (`{#mesh.shard<…>, required = true}`).
    pub value: Attribute,
    pub range: TextRange,
}

/// An attribute dictionary `{a = 1, b}`.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct AttrDict {
    /// Thin (one pointer): most ops have no attributes and no properties.
    pub entries: ThinVec<NamedAttribute>,
    pub range: Option<TextRange>,
}

impl AttrDict {
    pub fn get(&self, name: &str) -> Option<&Attribute> {
        self.entries
            .iter()
            .find(|entry| entry.name == name)
            .map(|entry| &entry.value)
    }

    pub fn entry(&self, name: &str) -> Option<&NamedAttribute> {
        self.entries.iter().find(|entry| entry.name == name)
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }
}

/// Resolves the escapes of an MLIR string literal's body (without quotes):
/// `\n`, `\t`, `\"`, `\\` and two-digit hex `\0A`.
pub fn unescape(body: &str) -> String {
    let mut out = String::with_capacity(body.len());
    let mut chars = body.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('n') => out.push('\n'),
            Some('t') => out.push('\t'),
            Some('"') => out.push('"'),
            Some('\\') => out.push('\\'),
            Some(hi) if hi.is_ascii_hexdigit() => {
                let lo = chars.next_if(char::is_ascii_hexdigit);
                let hex: String = [Some(hi), lo].into_iter().flatten().collect();
                match u8::from_str_radix(&hex, 16) {
                    Ok(byte) if byte.is_ascii() => out.push(byte as char),
                    _ => {
                        out.push('\\');
                        out.push_str(&hex);
                    }
                }
            }
            Some(other) => {
                out.push('\\');
                out.push(other);
            }
            None => out.push('\\'),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unescapes_mlir_strings() {
        assert_eq!(unescape(r#"a \"q\" \\ \0A"#), "a \"q\" \\ \n");
        assert_eq!(unescape(r"\zz"), r"\zz");
    }

    #[test]
    fn dense_arrays_read_as_integer_lists() {
        let attr = Attribute::Opaque {
            text: "array<i64: 1, 2, 3>".into(),
        };
        assert_eq!(attr.as_i64_list(), Some(vec![1, 2, 3]));
    }
}
