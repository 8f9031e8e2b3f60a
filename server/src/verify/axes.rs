//! Axis-reference algebra the collective verifiers need, after Shardy's
//! `AxisRefAttr` methods (`suffixOf`, `getPrefixWithoutOverlap`, `merge`,
//! `addAxisOrMerge`), and Shardy's `verifyAxisRefList` for the axis lists
//! written in collectives.

use crate::sharding::model::{AxisRef, Mesh};
use std::collections::HashSet;

/// `(pre_size, size)` of a reference: a full axis is `(1, axis size)`.
fn extent(axis: &AxisRef, mesh: &Mesh) -> Option<(i64, i64)> {
    match axis.sub_axis {
        Some(sub) => Some((sub.pre_size, sub.size)),
        None => Some((1, mesh.axis_size(&axis.name)?)),
    }
}

fn next_pre_size(axis: &AxisRef, mesh: &Mesh) -> Option<i64> {
    let (pre, size) = extent(axis, mesh)?;
    pre.checked_mul(size)
}

/// `axis` is a suffix of `of`: same axis, ending at the same place, starting
/// no earlier.
pub fn is_suffix_of(axis: &AxisRef, of: &AxisRef, mesh: &Mesh) -> bool {
    axis.name == of.name
        && next_pre_size(axis, mesh).is_some()
        && next_pre_size(axis, mesh) == next_pre_size(of, mesh)
        && extent(axis, mesh).map(|e| e.0) >= extent(of, mesh).map(|e| e.0)
}

/// The part of `axis` before `other` starts, if any (`"x"` without its
/// suffix `"x":(2)4` is `"x":(1)2`).
pub fn prefix_without_overlap(axis: &AxisRef, other: &AxisRef, mesh: &Mesh) -> Option<AxisRef> {
    if axis.name != other.name {
        return Some(axis.clone());
    }
    let (pre, _) = extent(axis, mesh)?;
    let (other_pre, _) = extent(other, mesh)?;
    let end = next_pre_size(axis, mesh)?.min(other_pre);
    if end <= pre {
        return None;
    }
    Some(sub_or_full(&axis.name, pre, end / pre, mesh))
}

/// `"x":(pre)size`, or `"x"` when that covers the whole axis.
fn sub_or_full(name: &str, pre_size: i64, size: i64, mesh: &Mesh) -> AxisRef {
    if pre_size == 1 && mesh.axis_size(name) == Some(size) {
        AxisRef::full(name)
    } else {
        AxisRef::sub(name, pre_size, size)
    }
}

/// Appends `axis` to `axes`, merging it into the last one when they are
/// adjacent sub-axes of the same axis.
pub fn add_or_merge(axes: &mut Vec<AxisRef>, axis: &AxisRef, mesh: &Mesh) {
    if let Some(last) = axes.last_mut() {
        if let (true, Some(a), Some(b)) = (last.can_merge_with(axis), last.sub_axis, axis.sub_axis)
        {
            if let Some(size) = a.size.checked_mul(b.size) {
                *last = sub_or_full(&axis.name, a.pre_size, size, mesh);
                return;
            }
        }
    }
    axes.push(axis.clone());
}

/// The axes sorted in mesh order, adjacent sub-axes merged (Shardy's
/// canonical form of an axis set).
pub fn sorted_and_merged(axes: impl IntoIterator<Item = AxisRef>, mesh: &Mesh) -> Vec<AxisRef> {
    let mut sorted: Vec<AxisRef> = axes.into_iter().collect();
    sorted.sort_by(|a, b| mesh.compare_axis_refs(a, b));
    let mut out = Vec::new();
    for axis in &sorted {
        add_or_merge(&mut out, axis, mesh);
    }
    out
}

/// True when the list is in mesh order.
pub fn is_sorted(axes: &[AxisRef], mesh: &Mesh) -> bool {
    axes.windows(2)
        .all(|pair| mesh.compare_axis_refs(&pair[0], &pair[1]).is_le())
}

/// The number of devices along the axes, if every size is known.
pub fn sharded_size(axes: &[AxisRef], mesh: &Mesh) -> Option<i64> {
    axes.iter()
        .try_fold(1i64, |acc, a| acc.checked_mul(a.size(mesh)?))
}

/// `["x", "y":(2)2]`, as Shardy prints an axis list in messages.
pub fn print_list(axes: &[AxisRef]) -> String {
    let items: Vec<String> = axes.iter().map(AxisRef::to_string).collect();
    format!("[{}]", items.join(", "))
}

/// An axis without quotes, as some messages spell it: `x`, `x:(2)2`.
pub fn unquoted(axis: &AxisRef) -> String {
    match axis.sub_axis {
        Some(sub) => format!("{}:({}){}", axis.name, sub.pre_size, sub.size),
        None => axis.name.to_string(),
    }
}

/// Shardy's `verifyAxisRefList` across several lists: every axis is in the
/// mesh, no axis ref appears twice, and no two adjacent sub-axes of a list
/// can be merged.
#[derive(Default)]
pub struct AxisListCheck {
    seen: HashSet<AxisRef>,
}

/// Which axis of a list is wrong, and why.
pub struct AxisError {
    pub index: usize,
    pub code: &'static str,
    pub message: String,
}

impl AxisListCheck {
    pub fn check(&mut self, axes: &[AxisRef], mesh: &Mesh) -> Result<(), AxisError> {
        let mut previous: Option<&AxisRef> = None;
        for (index, axis) in axes.iter().enumerate() {
            if mesh.axis(&axis.name).is_none() {
                return Err(AxisError {
                    index,
                    code: "sharding/unknown-axis",
                    message: format!(
                        "unknown axis name: {}",
                        crate::sharding::mlir_text::quote(&axis.name)
                    ),
                });
            }
            if !self.seen.insert(axis.clone()) {
                return Err(AxisError {
                    index,
                    code: "sharding/duplicate-axis",
                    message: format!("duplicate axis ref: {axis}"),
                });
            }
            if let Some(prev) = previous.filter(|p| p.can_merge_with(axis)) {
                return Err(AxisError {
                    index,
                    code: "sharding/mergeable-sub-axes",
                    message: format!("two consecutive sub-axes can be merged: {prev}, {axis}"),
                });
            }
            previous = Some(axis);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mesh() -> Mesh {
        Mesh::from_sizes(&[("x", 8), ("y", 2)])
    }

    #[test]
    fn suffixes_end_where_the_axis_ends() {
        let m = mesh();
        assert!(is_suffix_of(
            &AxisRef::sub("x", 2, 4),
            &AxisRef::full("x"),
            &m
        ));
        assert!(is_suffix_of(&AxisRef::full("x"), &AxisRef::full("x"), &m));
        assert!(!is_suffix_of(
            &AxisRef::sub("x", 2, 2),
            &AxisRef::full("x"),
            &m
        ));
        assert!(!is_suffix_of(
            &AxisRef::full("x"),
            &AxisRef::sub("x", 1, 2),
            &m
        ));
        assert!(!is_suffix_of(&AxisRef::full("y"), &AxisRef::full("x"), &m));
    }

    #[test]
    fn prefixes_stop_where_the_other_axis_starts() {
        let m = mesh();
        let x = AxisRef::full("x");
        assert_eq!(
            prefix_without_overlap(&x, &AxisRef::sub("x", 2, 4), &m),
            Some(AxisRef::sub("x", 1, 2))
        );
        assert_eq!(prefix_without_overlap(&x, &x, &m), None);
        assert_eq!(
            prefix_without_overlap(&x, &AxisRef::full("y"), &m),
            Some(x.clone())
        );
    }

    #[test]
    fn adjacent_sub_axes_merge_up_to_the_full_axis() {
        let m = Mesh::from_sizes(&[("x", 4)]);
        let mut axes = vec![AxisRef::sub("x", 1, 2)];
        add_or_merge(&mut axes, &AxisRef::sub("x", 2, 2), &m);
        assert_eq!(axes, vec![AxisRef::full("x")]);
        let mut axes = vec![AxisRef::full("x")];
        add_or_merge(&mut axes, &AxisRef::full("x"), &m);
        assert_eq!(axes.len(), 2);
        assert_eq!(
            sorted_and_merged(vec![AxisRef::sub("x", 2, 2), AxisRef::sub("x", 1, 2)], &m),
            vec![AxisRef::full("x")]
        );
    }

    #[test]
    fn axis_lists_report_the_first_problem() {
        let m = mesh();
        let mut check = AxisListCheck::default();
        assert!(check.check(&[AxisRef::full("x")], &m).is_ok());
        let error = check
            .check(&[AxisRef::full("y"), AxisRef::full("x")], &m)
            .unwrap_err();
        assert_eq!(
            (error.index, error.message.as_str()),
            (1, "duplicate axis ref: \"x\"")
        );
        let error = AxisListCheck::default()
            .check(&[AxisRef::sub("x", 1, 2), AxisRef::sub("x", 2, 2)], &m)
            .unwrap_err();
        assert_eq!(
            error.message,
            "two consecutive sub-axes can be merged: \"x\":(1)2, \"x\":(2)2"
        );
        let error = AxisListCheck::default()
            .check(&[AxisRef::full("z")], &m)
            .unwrap_err();
        assert_eq!(error.message, "unknown axis name: \"z\"");
        assert_eq!(
            print_list(&[AxisRef::full("x"), AxisRef::sub("y", 1, 2)]),
            "[\"x\", \"y\":(1)2]"
        );
    }
}
