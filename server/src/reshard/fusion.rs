//! Unreduced axes: the all-reduce that precedes a reshard, and its fusion with a following
//! all-slice into a reduce-scatter.
//!
//! Shardy inserts the all-reduce in `-sdy-insert-explicit-reshards`
//! (`insertAllReduceIfUnreducedToReplicated`: all-reduce over source unreduced − target
//! unreduced), and its canonicalizer `ReduceScatterFusion` rewrites
//! `all_reduce {R} ; all_slice [S_d]` into `reduce_scatter [P_d] ; all_slice [S_d − P_d]`
//! where `P_d` is the longest prefix of `S_d` inside `R`, provided every axis of `R` is used.

use std::collections::HashSet;

use super::axes::{self, AxisSizes};
use super::inserter::Emitted;
use super::validate::closed;
use super::Collective;
use crate::sharding::model::{AxisRef, Mesh, TensorSharding};

/// The sharding the collective inserter starts from, and the all-reduce that gets there when
/// `from` has unreduced axes `target` drops.
pub(super) fn reduce_unreduced(
    from: &TensorSharding,
    target: &TensorSharding,
    sizes: &AxisSizes,
    mesh: &Mesh,
) -> (TensorSharding, Option<Emitted>) {
    let dims = from.dims.iter().map(|d| d.axes.clone()).collect();
    let mut start = closed(from, dims);
    let mut reduced = axes::set_diff(sizes, &from.unreduced, &target.unreduced);
    if reduced.is_empty() {
        return (start, None);
    }
    reduced.sort_by(|a, b| mesh.compare_axis_refs(a, b));
    start.unreduced = target.unreduced.clone();
    if start.unreduced.is_empty() {
        start.reduction = Default::default();
    }
    let all_reduce = Collective::AllReduce {
        axes: reduced,
        reduction: from.reduction,
    };
    (start.clone(), Some((all_reduce, start)))
}

/// Fuses a leading all-reduce with the all-slice right after it, as Shardy's canonicalizer
/// does. `from` is the all-reduce's input.
pub(super) fn fuse_reduce_scatter(
    from: &TensorSharding,
    collectives: Vec<Emitted>,
    sizes: &AxisSizes,
) -> Vec<Emitted> {
    let fused = match collectives.as_slice() {
        [(Collective::AllReduce { axes, reduction }, _), (Collective::AllSlice { axes: slicing }, sliced), ..] => {
            split_slicing(axes, slicing).map(|(scatter, residual)| {
                let mut dims: Vec<Vec<AxisRef>> =
                    from.dims.iter().map(|d| d.axes.clone()).collect();
                for (dim, added) in dims.iter_mut().zip(&scatter) {
                    for axis in added {
                        sizes.add_or_merge(dim, axis);
                    }
                }
                let scattered = closed(sliced, dims);
                let mut out = vec![(
                    Collective::ReduceScatter {
                        axes: scatter,
                        reduction: *reduction,
                    },
                    scattered,
                )];
                if residual.iter().any(|r| !r.is_empty()) {
                    out.push((Collective::AllSlice { axes: residual }, sliced.clone()));
                }
                out
            })
        }
        _ => None,
    };
    match fused {
        Some(mut head) => {
            head.extend(collectives.into_iter().skip(2));
            head
        }
        None => collectives,
    }
}

/// Per dim, the longest prefix of the slicing axes inside the reduction axes, and the rest;
/// `None` unless every reduction axis is used.
#[allow(clippy::type_complexity)]
fn split_slicing(
    reduction: &[AxisRef],
    slicing: &[Vec<AxisRef>],
) -> Option<(Vec<Vec<AxisRef>>, Vec<Vec<AxisRef>>)> {
    let mut remaining: HashSet<&AxisRef> = reduction.iter().collect();
    let mut scatter = Vec::with_capacity(slicing.len());
    let mut residual = Vec::with_capacity(slicing.len());
    for axes in slicing {
        let prefix = axes.iter().take_while(|a| remaining.remove(a)).count();
        scatter.push(axes[..prefix].to_vec());
        residual.push(axes[prefix..].to_vec());
    }
    remaining.is_empty().then_some((scatter, residual))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn split_uses_prefixes_only() {
        let x = AxisRef::full("x");
        let y = AxisRef::full("y");
        let z = AxisRef::full("z");
        let p = AxisRef::full("p");
        let (scatter, residual) = split_slicing(
            &[x.clone(), y.clone()],
            &[vec![x.clone(), z.clone()], vec![y.clone(), p.clone()]],
        )
        .unwrap();
        assert_eq!(scatter, vec![vec![x.clone()], vec![y.clone()]]);
        assert_eq!(residual, vec![vec![z.clone()], vec![p]]);
        // "y" is not a prefix of its dim's slicing axes: no fusion.
        assert!(split_slicing(&[x.clone(), y.clone()], &[vec![x], vec![z, y]]).is_none());
    }
}
