//! `sdy.propagation_barrier` (`sdy-syntax.md` §6.5): the direction is one of
//! Shardy's `PropagationDirection` cases, and not `BOTH`, which would block
//! nothing.

use super::context::OpContext;
use crate::diagnostic::Diagnostic;
use crate::text::TextRange;

const DIRECTIONS: [&str; 4] = ["NONE", "FORWARD", "BACKWARD", "BOTH"];

pub(super) fn verify(cx: &OpContext) -> Option<Diagnostic> {
    let (direction, range) = allowed_direction(cx)?;
    if !DIRECTIONS.contains(&direction) {
        return Some(Diagnostic::error(
            range,
            "sdy/propagation-direction",
            format!(
                "expected ::mlir::sdy::PropagationDirection to be one of: {}",
                DIRECTIONS.join(", ")
            ),
        ));
    }
    (direction == "BOTH").then(|| {
        cx.op_error_at(
            range,
            "sdy/propagation-direction",
            "cannot specify `BOTH` as the direction. Not blocking propagation direction makes the op redundant.",
        )
    })
}

/// The keyword after `allowed_direction=` and where it is.
fn allowed_direction<'a>(cx: &OpContext<'a>) -> Option<(&'a str, TextRange)> {
    let text = cx.slice(cx.op.range);
    let range = cx.abs(cx.op.range);
    let after = text.find("allowed_direction")? + "allowed_direction".len();
    let rest = &text[after..];
    let value = rest.trim_start().strip_prefix('=')?.trim_start();
    let start = after + (rest.len() - value.len());
    let len = value
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .unwrap_or(value.len());
    let word = &value[..len];
    Some((
        word,
        TextRange::new(range.start + start, range.start + start + len),
    ))
}

#[cfg(test)]
mod tests {
    use crate::verify::test_support::{assert_clean, assert_error};

    fn barrier(direction: &str) -> String {
        format!("func.func @f(%arg0: tensor<8xf32>) -> tensor<8xf32> {{\n  %0 = sdy.propagation_barrier %arg0 allowed_direction={direction} : tensor<8xf32>\n  return %0 : tensor<8xf32>\n}}\n")
    }

    #[test]
    fn both_directions_are_not_a_barrier() {
        assert_error(
            &barrier("BOTH"),
            "'sdy.propagation_barrier' op cannot specify `BOTH` as the direction. Not blocking propagation direction makes the op redundant.",
        );
        assert_error(
            &barrier("SIDEWAYS"),
            "expected ::mlir::sdy::PropagationDirection to be one of: NONE, FORWARD, BACKWARD, BOTH",
        );
        for direction in ["NONE", "FORWARD", "BACKWARD"] {
            assert_clean(&barrier(direction));
        }
    }
}
