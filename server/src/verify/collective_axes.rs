//! The axes written in a collective's own syntax: an axis set `{"x", "y":(2)2}`
//! (`sdy.all_reduce`, `sdy.replicated_to_unreduced`), one set per dimension
//! `[{}, {"x"}]` (`all_gather`, `all_slice`, `reduce_scatter`,
//! `sharded_to_unreduced`), and all-to-all parameters `[{"x"}: 0->2, …]`.

use crate::sharding::diag::ParseError;
use crate::sharding::mlir_text::Cursor;
use crate::sharding::sdy::axis_list;
use std::ops::Range;

pub use crate::sharding::sdy::AxisList;

/// `{"x"}: 0->2`: move `axes` from dimension `source` to `target`.
#[derive(Clone, Debug, PartialEq)]
pub struct AllToAllParam {
    pub axes: AxisList,
    pub source: i64,
    pub target: i64,
    pub span: Range<usize>,
}

/// Parses `{"x", "y":(2)2}`.
pub fn parse_axis_set(text: &str) -> Result<AxisList, ParseError> {
    let mut c = Cursor::new(text);
    let list = axis_list(&mut c)?;
    c.expect_end()?;
    Ok(list)
}

/// Parses `[{…}, {…}]`.
pub fn parse_per_dim(text: &str) -> Result<Vec<AxisList>, ParseError> {
    let mut c = Cursor::new(text);
    let lists = bracketed(&mut c, axis_list)?;
    c.expect_end()?;
    Ok(lists)
}

/// Parses `[{"x"}: 0->2, {"y"}: 1->3]`.
pub fn parse_all_to_all(text: &str) -> Result<Vec<AllToAllParam>, ParseError> {
    let mut c = Cursor::new(text);
    let params = bracketed(&mut c, |c| {
        let axes = axis_list(c)?;
        let start = axes.span.start;
        c.expect(":")?;
        let (_, source) = c.integer()?;
        c.expect("->")?;
        let (_, target) = c.integer()?;
        Ok(AllToAllParam {
            axes,
            source,
            target,
            span: start..c.raw_offset(),
        })
    })?;
    c.expect_end()?;
    Ok(params)
}

/// `[item, item, …]` (possibly empty).
fn bracketed<T>(
    c: &mut Cursor,
    mut item: impl FnMut(&mut Cursor) -> Result<T, ParseError>,
) -> Result<Vec<T>, ParseError> {
    c.expect("[")?;
    let mut items = Vec::new();
    if c.eat("]") {
        return Ok(items);
    }
    loop {
        items.push(item(c)?);
        if !c.eat(",") {
            break;
        }
    }
    c.expect("]")?;
    Ok(items)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sharding::model::AxisRef;

    #[test]
    fn axis_sets_with_sub_axes() {
        let list = parse_axis_set(r#"{"x", "y":(2)2}"#).unwrap();
        assert_eq!(list.axes, vec![AxisRef::full("x"), AxisRef::sub("y", 2, 2)]);
        assert_eq!(list.spans, vec![1..4, 6..14]);
        assert_eq!(list.span, 0..15);
        assert!(parse_axis_set("{}").unwrap().axes.is_empty());
    }

    #[test]
    fn per_dimension_lists() {
        let dims = parse_per_dim(r#"[{}, {"x"}]"#).unwrap();
        assert_eq!(dims.len(), 2);
        assert_eq!(dims[1].axes, vec![AxisRef::full("x")]);
        assert!(parse_per_dim("[]").unwrap().is_empty());
    }

    #[test]
    fn all_to_all_parameters() {
        let params = parse_all_to_all(r#"[{"x"}: 0->2, {"y"}: 1->-1]"#).unwrap();
        assert_eq!((params[0].source, params[0].target), (0, 2));
        assert_eq!((params[1].source, params[1].target), (1, -1));
        assert_eq!(params[1].axes.axes, vec![AxisRef::full("y")]);
    }

    #[test]
    fn malformed_lists_are_errors() {
        assert_eq!(
            parse_axis_set(r#"{x}"#).unwrap_err().message,
            "expected string"
        );
        assert_eq!(
            parse_per_dim(r#"[{"x"}"#).unwrap_err().message,
            "expected ']'"
        );
        assert_eq!(
            parse_all_to_all(r#"[{"x"}: 0]"#).unwrap_err().message,
            "expected '->'"
        );
    }
}
