//! Projection of tensor shardings onto an op's factors and back (Shardy's
//! `ShardingProjection`).
//!
//! A rule maps every tensor dimension to factors, major to minor. Projecting
//! walks each dimension's axes and hands them to its factors: a factor that is
//! not the dimension's minor-most takes axes while they divide what is left of
//! its size (splitting an axis into sub-axes when only part of it fits); the
//! minor-most factor takes whatever remains, which is how padded, non-divisible
//! shardings are allowed. Axes left over after a relatively prime remainder are
//! *overflow* axes, and the factors after them are closed.

use crate::sharding::model::{AxisRef, DimSharding, Mesh, SubAxis, TensorSharding};

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FactorSharding {
    pub axes: Vec<AxisRef>,
    pub is_closed: bool,
    pub is_minor_most: bool,
    pub overflow: Vec<AxisRef>,
}

/// A tensor's shardings by factor index. Ops have a handful of factors, so
/// a vector indexed by factor serves where a map would allocate a node per
/// tensor at every projection.
#[derive(Clone, Debug, Default)]
pub struct FactorMap(Vec<Option<FactorSharding>>);

impl FactorMap {
    pub fn get(&self, factor: &usize) -> Option<&FactorSharding> {
        self.0.get(*factor)?.as_ref()
    }

    pub fn get_mut(&mut self, factor: &usize) -> Option<&mut FactorSharding> {
        self.0.get_mut(*factor)?.as_mut()
    }

    pub fn contains_key(&self, factor: &usize) -> bool {
        self.get(factor).is_some()
    }

    /// The sharding of `factor`, created empty if the tensor had none.
    pub fn get_or_default(&mut self, factor: usize) -> &mut FactorSharding {
        if self.0.len() <= factor {
            self.0.resize(factor + 1, None);
        }
        self.0[factor].get_or_insert_with(FactorSharding::default)
    }

    /// The factors the tensor maps, in factor order.
    pub fn iter(&self) -> impl Iterator<Item = (usize, &FactorSharding)> {
        self.0
            .iter()
            .enumerate()
            .filter_map(|(f, s)| Some((f, s.as_ref()?)))
    }
}

impl PartialEq for FactorMap {
    fn eq(&self, other: &Self) -> bool {
        self.iter().eq(other.iter())
    }
}

impl Eq for FactorMap {}

impl std::ops::Index<&usize> for FactorMap {
    type Output = FactorSharding;

    fn index(&self, factor: &usize) -> &FactorSharding {
        self.get(factor).expect("the tensor maps this factor")
    }
}

/// One tensor's shardings per factor, plus its replicated and unreduced axes.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TensorFactorShardings {
    pub factors: FactorMap,
    pub replicated: Vec<AxisRef>,
    pub unreduced: Vec<AxisRef>,
}

impl TensorFactorShardings {
    /// Every axis used by any factor other than `except`, overflow included.
    pub fn axes_of_other_factors(&self, except: usize) -> impl Iterator<Item = &AxisRef> {
        self.factors
            .iter()
            .filter(move |(f, _)| *f != except)
            .flat_map(|(_, s)| s.axes.iter().chain(s.overflow.iter()))
    }
}

pub fn gcd(a: i64, b: i64) -> i64 {
    let (mut a, mut b) = (a.abs(), b.abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// Splits `axis` (of size `size` on `mesh`) into its major part of size `major`
/// and the rest.
pub fn split_axis(axis: &AxisRef, size: i64, major: i64) -> (AxisRef, AxisRef) {
    let pre = axis.sub_axis.map_or(1, |s| s.pre_size);
    let first = AxisRef {
        name: axis.name.clone(),
        sub_axis: Some(SubAxis {
            pre_size: pre,
            size: major,
        }),
    };
    let rest = AxisRef {
        name: axis.name.clone(),
        sub_axis: Some(SubAxis {
            pre_size: pre * major,
            size: size / major,
        }),
    };
    (first, rest)
}

/// Projects one tensor's sharding onto factors. `mapping[dim]` lists the dim's
/// factors major to minor. A missing sharding is fully open (or fully closed
/// with `closed_if_missing`).
pub fn project(
    sharding: Option<&TensorSharding>,
    mapping: &[Vec<usize>],
    factor_sizes: &[i64],
    mesh: &Mesh,
    closed_if_missing: bool,
) -> TensorFactorShardings {
    let mut out = TensorFactorShardings::default();
    if let Some(sharding) = sharding {
        out.replicated = sharding.replicated.clone();
        out.unreduced = sharding.unreduced.clone();
    }
    for (dim, factors) in mapping.iter().enumerate() {
        let dim_sharding = sharding.and_then(|s| s.dims.get(dim));
        let is_closed = match dim_sharding {
            Some(d) => !d.is_open,
            None => closed_if_missing,
        };
        // The dim's axes still to hand out: the rest of an axis split by the
        // previous factor (if any), then `axes[next..]`. Borrowed, so an axis
        // is cloned only when a factor takes it.
        let axes: &[AxisRef] = dim_sharding.map_or(&[], |d| &d.axes);
        let mut next = 0;
        let mut split_rest: Option<AxisRef> = None;
        let mut overflowed = false;
        for (position, &factor) in factors.iter().enumerate() {
            let is_minor_most = position + 1 == factors.len();
            let entry = out.factors.get_or_default(factor);
            entry.is_closed = is_closed || overflowed;
            entry.is_minor_most = is_minor_most;
            if overflowed {
                continue;
            }
            if is_minor_most {
                entry.axes.extend(split_rest.take());
                entry.axes.extend_from_slice(&axes[next..]);
                break;
            }
            let mut remaining = factor_sizes.get(factor).copied().unwrap_or(1);
            while let Some(axis) = split_rest.as_ref().or(axes.get(next)) {
                let axis_size = axis.size(mesh).unwrap_or(1).max(1);
                // A size-1 axis divides anything: it stays with the factor
                // being filled, even a full one (as in Shardy).
                if axis_size == 1 {
                    let axis = take_front(&mut split_rest, axes, &mut next);
                    entry.axes.push(axis);
                    continue;
                }
                if remaining <= 1 {
                    break;
                }
                let g = gcd(remaining, axis_size);
                if g == 1 {
                    overflowed = true;
                    entry.overflow.extend(split_rest.take());
                    entry.overflow.extend_from_slice(&axes[next..]);
                    next = axes.len();
                    break;
                }
                let axis = take_front(&mut split_rest, axes, &mut next);
                if g == axis_size {
                    entry.axes.push(axis);
                    remaining /= axis_size;
                } else {
                    let (major, rest) = split_axis(&axis, axis_size, g);
                    entry.axes.push(major);
                    split_rest = Some(rest);
                    remaining /= g;
                }
            }
        }
        // A dim with no factors keeps its axes nowhere: they cannot propagate.
    }
    out
}

/// Takes the first axis still to hand out (see `project`).
fn take_front(split_rest: &mut Option<AxisRef>, axes: &[AxisRef], next: &mut usize) -> AxisRef {
    split_rest.take().unwrap_or_else(|| {
        *next += 1;
        axes[*next - 1].clone()
    })
}

/// Merges adjacent sub-axes of the same axis (`"x":(1)2, "x":(2)2` → `"x":(1)4`,
/// and a sub-axis covering the whole axis back into `"x"`).
pub fn merge_sub_axes(axes: Vec<AxisRef>, mesh: &Mesh) -> Vec<AxisRef> {
    let mut out: Vec<AxisRef> = Vec::with_capacity(axes.len());
    for axis in axes {
        if let Some(last) = out.last_mut() {
            if last.can_merge_with(&axis) {
                let (a, b) = (last.sub_axis.unwrap(), axis.sub_axis.unwrap());
                last.sub_axis = Some(SubAxis {
                    pre_size: a.pre_size,
                    size: a.size * b.size,
                });
                normalize_full(last, mesh);
                continue;
            }
        }
        let mut axis = axis;
        normalize_full(&mut axis, mesh);
        out.push(axis);
    }
    out
}

fn normalize_full(axis: &mut AxisRef, mesh: &Mesh) {
    if let Some(sub) = axis.sub_axis {
        if sub.pre_size == 1 && Some(sub.size) == mesh.axis_size(&axis.name) {
            axis.sub_axis = None;
        }
    }
}

/// Projects factor shardings back to a tensor sharding of `rank` dims.
/// Stops adding a dim's axes at the first non-minor-most factor that is not
/// fully sharded (later factors would need a strided view), then appends
/// overflow axes. `template` gives the dims' open/closed state and priority.
pub fn unproject(
    tensor: &TensorFactorShardings,
    mapping: &[Vec<usize>],
    factor_sizes: &[i64],
    mesh: &Mesh,
    template: &TensorSharding,
) -> TensorSharding {
    let mut result = template.clone();
    result.dims = mapping
        .iter()
        .enumerate()
        .map(|(dim, factors)| {
            let original = template.dims.get(dim);
            let mut axes = Vec::new();
            for (position, factor) in factors.iter().enumerate() {
                let Some(fs) = tensor.factors.get(factor) else {
                    break;
                };
                axes.extend(fs.axes.iter().cloned());
                axes.extend(fs.overflow.iter().cloned());
                let is_minor_most = position + 1 == factors.len();
                let sharded: i64 = fs.axes.iter().map(|a| a.size(mesh).unwrap_or(1)).product();
                let size = factor_sizes.get(*factor).copied().unwrap_or(1);
                if !is_minor_most && sharded != size {
                    break;
                }
            }
            DimSharding {
                axes: merge_sub_axes(axes, mesh),
                is_open: original.is_none_or(|d| d.is_open),
                priority: original.and_then(|d| d.priority),
            }
        })
        .collect();
    result.replicated = tensor.replicated.clone();
    result.unreduced = tensor.unreduced.clone();
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn compound_dim_splits_an_axis_into_sub_axes() {
        // Rule ([ij])->([i, j]) {i=2, j=4}; operand [{"x","y"}] on <"x"=4,"y"=2>.
        let mesh = Mesh::from_sizes(&[("x", 4), ("y", 2)]);
        let sharding = TensorSharding::new("m", vec![DimSharding::on(&["x", "y"])]);
        let p = project(Some(&sharding), &[vec![0, 1]], &[2, 4], &mesh, false);
        assert_eq!(p.factors[&0].axes, vec![AxisRef::sub("x", 1, 2)]);
        assert_eq!(
            p.factors[&1].axes,
            vec![AxisRef::sub("x", 2, 2), AxisRef::full("y")]
        );
        let back = unproject(&p, &[vec![0, 1]], &[2, 4], &mesh, &sharding);
        assert_eq!(
            back.dims[0].axes,
            vec![AxisRef::full("x"), AxisRef::full("y")]
        );
    }

    #[test]
    fn size_one_axes_stay_with_the_factor_being_filled() {
        // A reshape 8 -> 2x1x4 ([ij] -> [i, _, j]) of [{"a","b","c"}] on
        // <"a"=1,"b"=2,"c"=1>: the whole list lands on i, as in Shardy.
        let mesh = Mesh::from_sizes(&[("a", 1), ("b", 2), ("c", 1)]);
        let sharding = TensorSharding::new("m", vec![DimSharding::on(&["a", "b", "c"])]);
        let p = project(Some(&sharding), &[vec![0, 1]], &[2, 4], &mesh, false);
        assert_eq!(
            p.factors[&0].axes,
            vec![AxisRef::full("a"), AxisRef::full("b"), AxisRef::full("c")]
        );
        assert!(p.factors[&1].axes.is_empty());
        assert!(p.factors[&0].overflow.is_empty());
    }

    #[test]
    fn relatively_prime_remainder_overflows_and_closes_later_factors() {
        let mesh = Mesh::from_sizes(&[("x", 3)]);
        let sharding = TensorSharding::new("m", vec![DimSharding::open(vec![AxisRef::full("x")])]);
        let p = project(Some(&sharding), &[vec![0, 1]], &[2, 4], &mesh, false);
        assert!(p.factors[&0].axes.is_empty());
        assert_eq!(p.factors[&0].overflow, vec![AxisRef::full("x")]);
        assert!(p.factors[&1].is_closed);
    }

    #[test]
    fn minor_most_factor_takes_non_divisible_axes() {
        let mesh = Mesh::from_sizes(&[("a", 3)]);
        let sharding = TensorSharding::new("m", vec![DimSharding::on(&["a"])]);
        let p = project(Some(&sharding), &[vec![0]], &[4], &mesh, false);
        assert_eq!(p.factors[&0].axes, vec![AxisRef::full("a")]);
    }

    #[test]
    fn missing_sharding_is_open_unless_asked_closed() {
        let mesh = Mesh::from_sizes(&[("a", 2)]);
        let open = project(None, &[vec![0]], &[4], &mesh, false);
        assert!(!open.factors[&0].is_closed);
        let closed = project(None, &[vec![0]], &[4], &mesh, true);
        assert!(closed.factors[&0].is_closed);
    }
}
