//! Sub-axis arithmetic, as Shardy's `AxisRefAttr` does it (`dialect.cc`, `utils.cc`).
//!
//! A sub-axis `"x":(p)k` is the slice `[p, p·k)` of the "pre-size" range of axis `x`, so two
//! references to the same axis can overlap, contain one another, or be split into a prefix,
//! an overlap and a suffix. The planner works on these operations only. Every function here
//! takes the full axis sizes from an [`AxisSizes`] table that the planner fills after
//! validating the mesh, so sizes are always known and positive.

use std::cmp::Ordering;
use std::collections::HashMap;

use crate::sharding::model::{AxisRef, Mesh};

/// Full sizes of the mesh axes, looked up by name.
#[derive(Clone, Debug, Default)]
pub struct AxisSizes {
    sizes: HashMap<String, i64>,
}

impl AxisSizes {
    /// The sizes of a mesh whose axes are all static and positive (checked by the caller).
    pub fn of(mesh: &Mesh) -> Self {
        AxisSizes {
            sizes: mesh
                .axes
                .iter()
                .map(|a| (a.name.clone(), a.size.unwrap_or(1)))
                .collect(),
        }
    }

    /// The full size of the named axis; 1 for a name the mesh lacks (validation rejects
    /// those before planning starts).
    pub fn full(&self, name: &str) -> i64 {
        self.sizes.get(name).copied().unwrap_or(1)
    }

    /// The size of the axis or sub-axis.
    pub fn size(&self, axis: &AxisRef) -> i64 {
        match axis.sub_axis {
            Some(sub) => sub.size,
            None => self.full(&axis.name),
        }
    }

    /// The product of the sizes (saturating; validated meshes never get there).
    pub fn product<'a>(&self, axes: impl IntoIterator<Item = &'a AxisRef>) -> i64 {
        axes.into_iter()
            .fold(1i64, |acc, a| acc.saturating_mul(self.size(a)))
    }

    /// `pre_size · size` for a sub-axis, the full size for a full axis.
    fn next_pre_size_or_full(&self, axis: &AxisRef) -> i64 {
        match axis.sub_axis {
            Some(sub) => sub.pre_size.saturating_mul(sub.size),
            None => self.full(&axis.name),
        }
    }

    /// Shardy's `getSuffixWithoutOverlap`: the part of `axis` after `other`.
    pub fn suffix_without_overlap(&self, axis: &AxisRef, other: &AxisRef) -> Option<AxisRef> {
        if !can_coexist(axis, other) {
            return None;
        }
        if !axis.overlaps(other) {
            return Some(axis.clone());
        }
        let this_next = self.next_pre_size_or_full(axis);
        let other_next = self.next_pre_size_or_full(other);
        if this_next <= other_next {
            return None;
        }
        Some(AxisRef::sub(
            axis.name.clone(),
            other_next,
            this_next / other_next,
        ))
    }

    /// Shardy's `AxisRefAttr::merge` for two references where `can_merge_with` holds: one
    /// sub-axis, or the full axis when the two cover all of it.
    pub fn merge(&self, first: &AxisRef, second: &AxisRef) -> AxisRef {
        let pre_size = pre_size(first);
        let size = self.size(first).saturating_mul(self.size(second));
        if pre_size == 1 && size == self.full(&first.name) {
            AxisRef::full(first.name.clone())
        } else {
            AxisRef::sub(first.name.clone(), pre_size, size)
        }
    }

    /// Shardy's `addAxisOrMerge`: appends `axis`, merging it into the last entry when the two
    /// are consecutive sub-axes of one axis.
    pub fn add_or_merge(&self, axes: &mut Vec<AxisRef>, axis: &AxisRef) {
        if let Some(last) = axes.last_mut() {
            if last.can_merge_with(axis) {
                *last = self.merge(last, axis);
                return;
            }
        }
        axes.push(axis.clone());
    }

    /// Splits `axis` against a capacity, as Shardy's `getAxisWithinCapacity` does: the whole
    /// axis if it fits (dividing the capacity by its size), or a sub-axis of exactly the
    /// capacity plus the remainder (capacity becomes 1), or nothing when neither size divides
    /// the other.
    pub fn within_capacity(&self, axis: &AxisRef, capacity: &mut i64) -> WithinCapacity {
        let axis_size = self.size(axis);
        if *capacity <= 1 || !divisible(axis_size, *capacity) {
            return WithinCapacity::default();
        }
        if *capacity >= axis_size {
            *capacity /= axis_size;
            return WithinCapacity {
                within: Some(axis.clone()),
                remainder: None,
            };
        }
        let pre = pre_size(axis);
        let within = AxisRef::sub(axis.name.clone(), pre, *capacity);
        let remainder = AxisRef::sub(
            axis.name.clone(),
            pre.saturating_mul(*capacity),
            axis_size / *capacity,
        );
        *capacity = 1;
        WithinCapacity {
            within: Some(within),
            remainder: Some(remainder),
        }
    }

    /// Shardy's `alignSubAxesByDecomposition` for one list: every axis that partly overlaps
    /// an axis of `ordered_other` (sorted by [`shardy_order`]) is replaced by its prefix,
    /// overlap and suffix, so that afterwards overlapping references are equal.
    pub fn align_list(&self, axes: &mut Vec<AxisRef>, ordered_other: &[AxisRef]) {
        let mut i = 0;
        while i < axes.len() {
            let mut axis = axes[i].clone();
            let mut j = ordered_other.iter().position(|o| o.overlaps(&axis));
            let mut advanced = false;
            while let Some(k) = j.filter(|k| *k < ordered_other.len()) {
                let other = &ordered_other[k];
                if !(can_coexist(other, &axis) && !contains(other, &axis) && other.overlaps(&axis))
                {
                    break;
                }
                axes.remove(i);
                if let Some(prefix) = prefix_without_overlap(&axis, other) {
                    axes.insert(i, prefix);
                    i += 1;
                }
                if let Some(overlap) = overlap(&axis, other) {
                    axes.insert(i, overlap);
                    i += 1;
                }
                match self.suffix_without_overlap(&axis, other) {
                    Some(suffix) => {
                        axes.insert(i, suffix.clone());
                        axis = suffix;
                        j = Some(k + 1);
                    }
                    None => {
                        advanced = true;
                        break;
                    }
                }
            }
            if !advanced {
                i += 1;
            }
        }
    }

    /// Aligns every list of `per_dim` with `ordered_other`.
    pub fn align_lists(&self, per_dim: &mut [Vec<AxisRef>], ordered_other: &[AxisRef]) {
        if ordered_other.is_empty() {
            return;
        }
        for axes in per_dim {
            self.align_list(axes, ordered_other);
        }
    }

    /// Aligns two shardings' axes with each other (Shardy's two-sided overload).
    pub fn align_both(&self, a: &mut [Vec<AxisRef>], b: &mut [Vec<AxisRef>]) {
        let ordered_a = ordered(a);
        let ordered_b = ordered(b);
        self.align_lists(a, &ordered_b);
        self.align_lists(b, &ordered_a);
    }

    /// Removes `to_pop` from the back of `current`, where `current` may hold merged forms of
    /// the popped sub-axes (Shardy's `popBackFromCurrentAxes`).
    pub fn pop_back(&self, current: &mut Vec<AxisRef>, to_pop: &[AxisRef]) {
        for axis in to_pop.iter().rev() {
            let Some(last) = current.last_mut() else {
                return;
            };
            match prefix_without_overlap(last, axis) {
                Some(prefix) => *last = prefix,
                None => {
                    current.pop();
                }
            }
        }
    }

    /// Sub-axis references are consistent with the mesh: positive sizes and a pre-size that
    /// splits the axis evenly.
    pub fn is_valid_sub_axis(&self, axis: &AxisRef) -> bool {
        match axis.sub_axis {
            None => true,
            Some(sub) => {
                let full = self.full(&axis.name);
                sub.pre_size >= 1
                    && sub.size > 1
                    && sub
                        .pre_size
                        .checked_mul(sub.size)
                        .is_some_and(|next| next <= full && full % next == 0)
            }
        }
    }
}

/// The result of [`AxisSizes::within_capacity`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct WithinCapacity {
    pub within: Option<AxisRef>,
    pub remainder: Option<AxisRef>,
}

/// True when `a` divides `b` or `b` divides `a` (both positive).
pub fn divisible(a: i64, b: i64) -> bool {
    a > 0 && b > 0 && (a % b == 0 || b % a == 0)
}

pub fn gcd(a: i64, b: i64) -> i64 {
    let (mut a, mut b) = (a.abs(), b.abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a.max(1)
}

/// 1 for a full axis.
fn pre_size(axis: &AxisRef) -> i64 {
    axis.sub_axis.map_or(1, |s| s.pre_size)
}

/// Shardy's `AxisRefAttr::contains`.
pub fn contains(axis: &AxisRef, other: &AxisRef) -> bool {
    if axis.name != other.name {
        return false;
    }
    match (axis.sub_axis, other.sub_axis) {
        (None, _) => true,
        (Some(_), None) => false,
        (Some(a), Some(b)) => {
            a.pre_size <= b.pre_size
                && a.pre_size.saturating_mul(a.size) >= b.pre_size.saturating_mul(b.size)
        }
    }
}

fn sub_axes_can_coexist(min_pre: i64, max_pre: i64, min_next: i64, max_next: i64) -> bool {
    if min_next > max_pre {
        min_next % max_pre == 0 && max_pre % min_pre == 0 && max_next % min_next == 0
    } else {
        max_pre % min_next == 0
    }
}

/// The four bounds Shardy compares for two sub-axes of one axis.
fn bounds(a: crate::sharding::SubAxis, b: crate::sharding::SubAxis) -> (i64, i64, i64, i64) {
    let (a_next, b_next) = (
        a.pre_size.saturating_mul(a.size),
        b.pre_size.saturating_mul(b.size),
    );
    (
        a.pre_size.min(b.pre_size),
        a.pre_size.max(b.pre_size),
        a_next.min(b_next),
        a_next.max(b_next),
    )
}

/// Shardy's `canCoexist`: both can appear in one sharding of the same mesh.
pub fn can_coexist(axis: &AxisRef, other: &AxisRef) -> bool {
    if axis.name != other.name {
        return true;
    }
    match (axis.sub_axis, other.sub_axis) {
        (Some(a), Some(b)) => {
            let (min_pre, max_pre, min_next, max_next) = bounds(a, b);
            min_pre > 0
                && min_next > 0
                && sub_axes_can_coexist(min_pre, max_pre, min_next, max_next)
        }
        _ => true,
    }
}

/// Shardy's `getOverlap`.
pub fn overlap(axis: &AxisRef, other: &AxisRef) -> Option<AxisRef> {
    if axis.name != other.name {
        return None;
    }
    match (axis.sub_axis, other.sub_axis) {
        (None, _) => Some(other.clone()),
        (_, None) => Some(axis.clone()),
        (Some(a), Some(b)) => {
            let (min_pre, max_pre, min_next, max_next) = bounds(a, b);
            if min_next <= max_pre
                || min_pre <= 0
                || !sub_axes_can_coexist(min_pre, max_pre, min_next, max_next)
            {
                return None;
            }
            Some(AxisRef::sub(axis.name.clone(), max_pre, min_next / max_pre))
        }
    }
}

/// Shardy's `getPrefixWithoutOverlap`: the part of `axis` before `other`. Note that it
/// returns `axis` itself when the two do not overlap.
pub fn prefix_without_overlap(axis: &AxisRef, other: &AxisRef) -> Option<AxisRef> {
    if !can_coexist(axis, other) {
        return None;
    }
    if !axis.overlaps(other) {
        return Some(axis.clone());
    }
    let this_pre = pre_size(axis);
    let other_pre = pre_size(other);
    if this_pre >= other_pre {
        return None;
    }
    Some(AxisRef::sub(
        axis.name.clone(),
        this_pre,
        other_pre / this_pre,
    ))
}

/// Shardy's `AxisRefAttr::operator<` as an ordering: by name, then a full axis sorts after
/// the sub-axes with pre-size 1 and before the others, sub-axes by (pre-size, size).
pub fn shardy_order(a: &AxisRef, b: &AxisRef) -> Ordering {
    let key = |r: &AxisRef| r.sub_axis.map_or((1, i64::MAX), |s| (s.pre_size, s.size));
    a.name
        .as_bytes()
        .cmp(b.name.as_bytes())
        .then_with(|| key(a).cmp(&key(b)))
}

/// All axes of `per_dim`, sorted by [`shardy_order`].
pub fn ordered(per_dim: &[Vec<AxisRef>]) -> Vec<AxisRef> {
    let mut all: Vec<AxisRef> = per_dim.iter().flatten().cloned().collect();
    all.sort_by(shardy_order);
    all
}

/// Shardy's `getAxisSetDiff`: the parts of `a` that `b` does not cover.
pub fn set_diff(sizes: &AxisSizes, a: &[AxisRef], b: &[AxisRef]) -> Vec<AxisRef> {
    let mut ordered_b = b.to_vec();
    ordered_b.sort_by(shardy_order);
    let mut result = Vec::new();
    for axis in a {
        let mut rest = Some(axis.clone());
        // Each round moves past one entry of `b` (the suffix starts after it), so this ends.
        while let Some(current) = rest.take() {
            let Some(other) = ordered_b.iter().find(|o| o.overlaps(&current)) else {
                result.push(current);
                break;
            };
            if let Some(prefix) = prefix_without_overlap(&current, other) {
                result.push(prefix);
            }
            rest = sizes.suffix_without_overlap(&current, other);
        }
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sizes() -> AxisSizes {
        AxisSizes::of(&Mesh::from_sizes(&[("x", 4), ("y", 2), ("w", 16)]))
    }

    #[test]
    fn capacity_splits_axes() {
        let s = sizes();
        let mut cap = 2;
        let got = s.within_capacity(&AxisRef::full("x"), &mut cap);
        assert_eq!(got.within, Some(AxisRef::sub("x", 1, 2)));
        assert_eq!(got.remainder, Some(AxisRef::sub("x", 2, 2)));
        assert_eq!(cap, 1);
        let mut cap = 8;
        let got = s.within_capacity(&AxisRef::full("x"), &mut cap);
        assert_eq!(got.within, Some(AxisRef::full("x")));
        assert_eq!((got.remainder, cap), (None, 2));
        let mut cap = 3;
        assert_eq!(
            s.within_capacity(&AxisRef::full("x"), &mut cap),
            WithinCapacity::default()
        );
    }

    #[test]
    fn merge_restores_full_axes() {
        let s = sizes();
        let mut axes = vec![AxisRef::sub("x", 1, 2)];
        s.add_or_merge(&mut axes, &AxisRef::sub("x", 2, 2));
        assert_eq!(axes, vec![AxisRef::full("x")]);
        let mut axes = vec![AxisRef::sub("w", 2, 2)];
        s.add_or_merge(&mut axes, &AxisRef::sub("w", 4, 2));
        assert_eq!(axes, vec![AxisRef::sub("w", 2, 4)]);
        s.add_or_merge(&mut axes, &AxisRef::full("y"));
        assert_eq!(axes.len(), 2);
    }

    #[test]
    fn alignment_decomposes_overlaps() {
        let s = sizes();
        // [{"w"}] against {"w":(2)4}: "w" becomes (1)2, (2)4, (8)2.
        let mut axes = vec![AxisRef::full("w")];
        s.align_list(&mut axes, &[AxisRef::sub("w", 2, 4)]);
        assert_eq!(
            axes,
            vec![
                AxisRef::sub("w", 1, 2),
                AxisRef::sub("w", 2, 4),
                AxisRef::sub("w", 8, 2)
            ]
        );
        // Two overlapping sub-axes in the other list.
        let mut axes = vec![AxisRef::full("w"), AxisRef::full("y")];
        s.align_list(
            &mut axes,
            &[AxisRef::sub("w", 1, 4), AxisRef::sub("w", 4, 2)],
        );
        assert_eq!(
            axes,
            vec![
                AxisRef::sub("w", 1, 4),
                AxisRef::sub("w", 4, 2),
                AxisRef::sub("w", 8, 2),
                AxisRef::full("y")
            ]
        );
    }

    #[test]
    fn pop_back_handles_merged_current_axes() {
        let s = sizes();
        let mut current = vec![AxisRef::full("y"), AxisRef::full("x")];
        s.pop_back(&mut current, &[AxisRef::sub("x", 2, 2)]);
        assert_eq!(current, vec![AxisRef::full("y"), AxisRef::sub("x", 1, 2)]);
        s.pop_back(&mut current, &[AxisRef::full("y"), AxisRef::sub("x", 1, 2)]);
        assert!(current.is_empty());
        // Popping from an empty list is a no-op, not a panic.
        s.pop_back(&mut current, &[AxisRef::full("y")]);
    }

    #[test]
    fn shardy_ordering() {
        let mut v = vec![
            AxisRef::sub("x", 2, 2),
            AxisRef::full("x"),
            AxisRef::sub("x", 1, 2),
            AxisRef::full("a"),
        ];
        v.sort_by(shardy_order);
        assert_eq!(
            v,
            vec![
                AxisRef::full("a"),
                AxisRef::sub("x", 1, 2),
                AxisRef::full("x"),
                AxisRef::sub("x", 2, 2)
            ]
        );
    }

    #[test]
    fn set_difference_decomposes() {
        let s = sizes();
        let diff = set_diff(
            &s,
            &[AxisRef::full("x"), AxisRef::full("y")],
            &[AxisRef::sub("x", 2, 2)],
        );
        assert_eq!(diff, vec![AxisRef::sub("x", 1, 2), AxisRef::full("y")]);
        assert!(set_diff(&s, &[AxisRef::sub("x", 1, 2)], &[AxisRef::full("x")]).is_empty());
    }

    #[test]
    fn sub_axis_validity() {
        let s = sizes();
        assert!(s.is_valid_sub_axis(&AxisRef::sub("w", 4, 2)));
        assert!(!s.is_valid_sub_axis(&AxisRef::sub("w", 3, 2)));
        assert!(!s.is_valid_sub_axis(&AxisRef::sub("w", 16, 2)));
        assert!(!s.is_valid_sub_axis(&AxisRef::sub("w", 0, 2)));
        assert!(!s.is_valid_sub_axis(&AxisRef::sub("w", i64::MAX, 2)));
    }
}
