//! MLIR types as the sharding stages need them: shaped types with their
//! dimensions and element byte width; everything else is kept as text.

use serde::Serialize;
use std::sync::Arc;

/// One dimension of a shaped type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Dim {
    Static(i64),
    /// `?`
    Dynamic,
}

impl Dim {
    pub fn as_static(self) -> Option<i64> {
        match self {
            Dim::Static(size) => Some(size),
            Dim::Dynamic => None,
        }
    }
}

impl std::fmt::Display for Dim {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Dim::Static(size) => write!(f, "{size}"),
            Dim::Dynamic => f.write_str("?"),
        }
    }
}

/// An MLIR type: a shared handle on a [`TypeKind`]. Cloning it copies a
/// pointer; the IR build parses each distinct type text of a function once
/// and shares the result (`Converter::ty`).
#[derive(Clone, PartialEq, Eq, Hash, Serialize)]
#[serde(transparent)]
pub struct Type(Arc<TypeKind>);

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum TypeKind {
    /// `tensor<4x?xf32, #enc>`; `shape` is `None` for unranked `tensor<*xf32>`.
    Tensor {
        shape: Option<Vec<Dim>>,
        element: Type,
        /// Source text of the encoding attribute, if any.
        encoding: Option<String>,
    },
    Memref {
        shape: Option<Vec<Dim>>,
        element: Type,
    },
    Vector {
        shape: Vec<Dim>,
        element: Type,
    },
    /// Integer, float, `index`, `none`.
    Builtin {
        name: String,
    },
    Tuple {
        elements: Vec<Type>,
    },
    Complex {
        element: Type,
    },
    /// `!dialect.name<…>` or `!alias`, kept as written.
    Dialect {
        text: String,
    },
}

impl From<TypeKind> for Type {
    fn from(kind: TypeKind) -> Self {
        Type(Arc::new(kind))
    }
}

impl std::ops::Deref for Type {
    type Target = TypeKind;

    fn deref(&self) -> &TypeKind {
        &self.0
    }
}

impl std::fmt::Debug for Type {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

impl Type {
    pub fn new(kind: TypeKind) -> Self {
        kind.into()
    }

    /// A builtin scalar type: `f32`, `i64`, `index`.
    pub fn builtin(name: &str) -> Self {
        TypeKind::Builtin { name: name.into() }.into()
    }

    /// What the type is.
    pub fn kind(&self) -> &TypeKind {
        &self.0
    }

    /// The dimensions of a ranked shaped type.
    pub fn shape(&self) -> Option<&[Dim]> {
        match self.kind() {
            TypeKind::Tensor { shape, .. } | TypeKind::Memref { shape, .. } => shape.as_deref(),
            TypeKind::Vector { shape, .. } => Some(shape),
            _ => None,
        }
    }

    pub fn rank(&self) -> Option<usize> {
        self.shape().map(<[Dim]>::len)
    }

    /// All dimensions, if every one is static.
    pub fn static_shape(&self) -> Option<Vec<i64>> {
        self.shape()?.iter().map(|d| d.as_static()).collect()
    }

    /// The element count, if every dimension is static; saturates rather
    /// than overflows.
    pub fn static_element_count(&self) -> Option<i64> {
        self.shape()?
            .iter()
            .try_fold(1i64, |count, d| Some(count.saturating_mul(d.as_static()?)))
    }

    pub fn element_type(&self) -> Option<&Type> {
        match self.kind() {
            TypeKind::Tensor { element, .. }
            | TypeKind::Memref { element, .. }
            | TypeKind::Vector { element, .. } => Some(element),
            _ => None,
        }
    }

    /// Bits of one scalar of this type (`i1` → 1, `f32` → 32, `complex<f64>` → 128).
    pub fn bit_width(&self) -> Option<u64> {
        match self.kind() {
            TypeKind::Builtin { name } => builtin_bit_width(name),
            TypeKind::Complex { element } => element.bit_width().map(|bits| bits * 2),
            _ => None,
        }
    }

    /// Bytes of one element of a shaped type (or of the scalar itself), rounded up.
    pub fn element_byte_width(&self) -> Option<u64> {
        let scalar = self.element_type().unwrap_or(self);
        scalar.bit_width().map(|bits| bits.div_ceil(8))
    }

    pub fn is_shaped(&self) -> bool {
        matches!(
            self.kind(),
            TypeKind::Tensor { .. } | TypeKind::Memref { .. } | TypeKind::Vector { .. }
        )
    }
}

fn builtin_bit_width(name: &str) -> Option<u64> {
    match name {
        "index" => Some(64),
        "bf16" => Some(16),
        "tf32" => Some(32),
        "none" => None,
        _ => {
            let digits = name
                .strip_prefix("si")
                .or_else(|| name.strip_prefix("ui"))
                .or_else(|| name.strip_prefix('i'))
                .or_else(|| name.strip_prefix('f'))?;
            // f8E4M3FN and friends: the width is the digits before the `E`.
            let width: String = digits.chars().take_while(char::is_ascii_digit).collect();
            width.parse().ok()
        }
    }
}

impl std::fmt::Display for Type {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        fn dims(f: &mut std::fmt::Formatter<'_>, shape: &Option<Vec<Dim>>) -> std::fmt::Result {
            match shape {
                None => f.write_str("*x"),
                Some(shape) => shape.iter().try_for_each(|d| write!(f, "{d}x")),
            }
        }
        match self.kind() {
            TypeKind::Tensor {
                shape,
                element,
                encoding,
            } => {
                f.write_str("tensor<")?;
                dims(f, shape)?;
                write!(f, "{element}")?;
                if let Some(encoding) = encoding {
                    write!(f, ", {encoding}")?;
                }
                f.write_str(">")
            }
            TypeKind::Memref { shape, element } => {
                f.write_str("memref<")?;
                dims(f, shape)?;
                write!(f, "{element}>")
            }
            TypeKind::Vector { shape, element } => {
                f.write_str("vector<")?;
                shape.iter().try_for_each(|d| write!(f, "{d}x"))?;
                write!(f, "{element}>")
            }
            TypeKind::Builtin { name } => f.write_str(name),
            TypeKind::Tuple { elements } => {
                f.write_str("tuple<")?;
                for (i, element) in elements.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{element}")?;
                }
                f.write_str(">")
            }
            TypeKind::Complex { element } => write!(f, "complex<{element}>"),
            TypeKind::Dialect { text } => f.write_str(text),
        }
    }
}

/// A dimension size that does not fit in an `i64`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DimError {
    /// Index of the offending dimension.
    pub index: usize,
    pub message: String,
}

/// Parses a dimension-list token: `4x?x` (shaped types), `2x4` / `?` (grid
/// shapes), `[4]x8x` (scalable vectors: the brackets are dropped). Sizes that
/// overflow become `?`; the errors say which.
pub fn parse_dims(text: &str) -> (Vec<Dim>, Vec<DimError>) {
    let mut errors = Vec::new();
    let dims = text
        .split('x')
        .filter(|part| !part.is_empty())
        .enumerate()
        .map(|(index, part)| {
            let part = part.trim_start_matches('[').trim_end_matches(']');
            if part == "?" {
                return Dim::Dynamic;
            }
            part.parse::<i64>().map(Dim::Static).unwrap_or_else(|_| {
                errors.push(DimError {
                    index,
                    message: format!("dimension size `{part}` does not fit in a 64-bit integer"),
                });
                Dim::Dynamic
            })
        })
        .collect();
    (dims, errors)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dims_parse_static_dynamic_and_overflow() {
        assert_eq!(parse_dims("4x?x").0, vec![Dim::Static(4), Dim::Dynamic]);
        assert_eq!(parse_dims("2x4").0, vec![Dim::Static(2), Dim::Static(4)]);
        assert_eq!(parse_dims("?").0, vec![Dim::Dynamic]);
        let (dims, errors) = parse_dims("8x99999999999999999999x");
        assert_eq!(dims, vec![Dim::Static(8), Dim::Dynamic]);
        assert_eq!(errors[0].index, 1);
    }

    #[test]
    fn element_byte_widths() {
        let b = |name: &str| Type::builtin(name).element_byte_width();
        assert_eq!(b("f32"), Some(4));
        assert_eq!(b("i1"), Some(1));
        assert_eq!(b("bf16"), Some(2));
        assert_eq!(b("f8E4M3FN"), Some(1));
        assert_eq!(b("ui64"), Some(8));
        assert_eq!(b("none"), None);
    }
}
