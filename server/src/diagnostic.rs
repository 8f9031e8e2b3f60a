//! Diagnostics as plain data: what every stage reports and the CLI and the
//! protocol layer render.

use crate::text::TextRange;
use serde::Serialize;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    Error,
    Warning,
    Information,
    Hint,
}

impl Severity {
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Information => "information",
            Severity::Hint => "hint",
        }
    }
}

/// A secondary location that explains a diagnostic (e.g. the annotation that
/// disagrees with this one).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RelatedInfo {
    pub range: TextRange,
    pub message: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Diagnostic {
    pub range: TextRange,
    pub severity: Severity,
    /// Stable code, `area/kind`, e.g. `syntax/unexpected`, `sharding/unknown-axis`.
    pub code: &'static str,
    pub message: String,
    pub related: Vec<RelatedInfo>,
}

impl Diagnostic {
    pub fn new(
        range: TextRange,
        severity: Severity,
        code: &'static str,
        message: impl Into<String>,
    ) -> Self {
        Diagnostic {
            range,
            severity,
            code,
            message: message.into(),
            related: Vec::new(),
        }
    }

    pub fn error(range: TextRange, code: &'static str, message: impl Into<String>) -> Self {
        Self::new(range, Severity::Error, code, message)
    }

    pub fn warning(range: TextRange, code: &'static str, message: impl Into<String>) -> Self {
        Self::new(range, Severity::Warning, code, message)
    }

    pub fn with_related(mut self, range: TextRange, message: impl Into<String>) -> Self {
        self.related.push(RelatedInfo {
            range,
            message: message.into(),
        });
        self
    }
}
