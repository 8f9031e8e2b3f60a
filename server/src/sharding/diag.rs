//! Error and diagnostic records shared by every notation.
//!
//! Parsers return a [`ParseError`] that points at the offending byte, validators return
//! [`Diagnostic`] records with a stable code, and conversions between notations return a
//! [`ConversionError`] when the target notation cannot say what the model says. All positions
//! are byte offsets into the text handed to the parser, so callers can map them into a file by
//! adding the offset of that text.

use std::fmt;
use std::ops::Range;

use super::model::Notation;

/// A syntax error: where it happened and what the reference tool would say.
///
/// MLIR parsers report a stack of errors on the same location (the innermost complaint first,
/// then one "failed to parse ... parameter" line per enclosing attribute). `message` is the
/// innermost text and `context` holds the enclosing ones, innermost first, so a test can
/// compare the whole stack with Shardy's `expected-error` lines.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// Byte offset of the offending character, relative to the parsed text.
    pub offset: usize,
    pub message: String,
    /// Messages of the enclosing constructs, innermost first.
    pub context: Vec<String>,
}

impl ParseError {
    pub fn new(offset: usize, message: impl Into<String>) -> Self {
        ParseError {
            offset,
            message: message.into(),
            context: Vec::new(),
        }
    }

    /// Adds the message of an enclosing construct (used while unwinding).
    pub fn within(mut self, context: impl Into<String>) -> Self {
        self.context.push(context.into());
        self
    }

    /// Moves the error by `delta` bytes, for text that was parsed out of a larger string.
    pub fn shifted(mut self, delta: usize) -> Self {
        self.offset += delta;
        self
    }

    /// Every message of the stack, innermost first.
    pub fn messages(&self) -> Vec<&str> {
        std::iter::once(self.message.as_str())
            .chain(self.context.iter().map(String::as_str))
            .collect()
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} (at byte {})", self.message, self.offset)
    }
}

impl std::error::Error for ParseError {}

/// How serious a finding is. Uneven splits are warnings in Shardy and XLA (they pad), errors
/// in the MLIR shard dialect (it asserts divisibility).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Severity {
    Error,
    Warning,
    Info,
}

/// One validation finding.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// Stable identifier, e.g. `sharding/unknown-axis`; documented for users and never reworded.
    pub code: &'static str,
    pub severity: Severity,
    /// The message, verbatim from the reference tool where it has one.
    pub message: String,
    /// Byte range within the sharding text, when the caller supplied spans.
    pub range: Option<Range<usize>>,
}

impl Diagnostic {
    pub fn error(code: &'static str, message: impl Into<String>) -> Self {
        Diagnostic {
            code,
            severity: Severity::Error,
            message: message.into(),
            range: None,
        }
    }

    pub fn warning(code: &'static str, message: impl Into<String>) -> Self {
        Diagnostic {
            code,
            severity: Severity::Warning,
            message: message.into(),
            range: None,
        }
    }

    pub fn at(mut self, range: Option<Range<usize>>) -> Self {
        self.range = range;
        self
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let level = match self.severity {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Info => "info",
        };
        write!(f, "{level}[{}]: {}", self.code, self.message)
    }
}

/// A conversion failed because the target notation cannot express the sharding, or because
/// the input is inconsistent (e.g. names an axis the mesh does not have).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ConversionError {
    /// The target notation has no way to say this.
    CannotExpress { target: Notation, reason: String },
    /// The input does not describe a valid sharding, so there is nothing to convert.
    Invalid(String),
}

impl ConversionError {
    pub fn cannot(target: Notation, reason: impl Into<String>) -> Self {
        ConversionError::CannotExpress {
            target,
            reason: reason.into(),
        }
    }

    pub fn invalid(reason: impl Into<String>) -> Self {
        ConversionError::Invalid(reason.into())
    }
}

impl fmt::Display for ConversionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ConversionError::CannotExpress { target, reason } => {
                write!(f, "cannot express in {}: {reason}", target.display_name())
            }
            ConversionError::Invalid(reason) => write!(f, "invalid sharding: {reason}"),
        }
    }
}

impl std::error::Error for ConversionError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_error_stack_is_innermost_first() {
        let e = ParseError::new(3, "expected string")
            .within("outer a")
            .within("outer b")
            .shifted(10);
        assert_eq!(e.offset, 13);
        assert_eq!(e.messages(), vec!["expected string", "outer a", "outer b"]);
        assert_eq!(e.to_string(), "expected string (at byte 13)");
    }

    #[test]
    fn diagnostic_display_and_builders() {
        let d = Diagnostic::warning("sharding/uneven", "padded").at(Some(1..4));
        assert_eq!(d.severity, Severity::Warning);
        assert_eq!(d.range, Some(1..4));
        assert_eq!(d.to_string(), "warning[sharding/uneven]: padded");
        let e = Diagnostic::error("x/y", "bad");
        assert_eq!(e.to_string(), "error[x/y]: bad");
    }

    #[test]
    fn conversion_error_display() {
        let e = ConversionError::cannot(Notation::ShardDialect, "sub-axes");
        assert_eq!(
            e.to_string(),
            "cannot express in the MLIR shard dialect: sub-axes"
        );
        assert_eq!(
            ConversionError::invalid("oops").to_string(),
            "invalid sharding: oops"
        );
    }
}
