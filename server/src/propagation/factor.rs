//! One propagation step over one op's projection, factor by factor
//! (Shardy's basic and aggressive factor propagation).
//!
//! Per factor: (1) the compatible major axes — the longest axis list no tensor
//! contradicts; (2) conflicts remove axes a tensor cannot take (used by another
//! factor of that tensor, replicated/unreduced there, closed, or not dividing
//! what is left of the factor); (3) tensors whose axes are a strict prefix of
//! the result are extended. Basic resolves conflicts for all tensors at once
//! against the state before the step; aggressive resolves them per tensor and
//! factor after factor, so one closed tensor does not block the others.

use super::projection::{gcd, split_axis, TensorFactorShardings};
use crate::reshard::axes::can_coexist;
use crate::sharding::model::{AxisRef, Mesh};

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Direction {
    None,
    Forward,
    Backward,
    Both,
}

impl Direction {
    pub fn allows_operands(self) -> bool {
        matches!(self, Direction::Forward | Direction::Both)
    }
    pub fn allows_results(self) -> bool {
        matches!(self, Direction::Backward | Direction::Both)
    }
    /// The weaker of two directions (`BOTH > FORWARD == BACKWARD > NONE`).
    pub fn intersect(self, other: Direction) -> Direction {
        match (self, other) {
            (Direction::Both, d) | (d, Direction::Both) => d,
            (a, b) if a == b => a,
            _ => Direction::None,
        }
    }
    pub fn union(self, other: Direction) -> Direction {
        match (self, other) {
            (Direction::None, d) | (d, Direction::None) => d,
            (a, b) if a == b => a,
            _ => Direction::Both,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Strategy {
    Basic,
    Aggressive,
}

/// The factor view of an op: every tensor's projection, operands first.
pub struct OpProjection {
    pub tensors: Vec<TensorFactorShardings>,
    pub num_operands: usize,
    /// Global size (elements) of each tensor, for the aggressive tie-breaks.
    pub tensor_sizes: Vec<i64>,
}

/// What a factor step decided when tensors disagreed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FactorConflict {
    pub factor: usize,
    /// For an axis wanted by two factors: the other factor (which keeps it).
    pub other_factor: Option<usize>,
    /// Tensor index (operands first) and the axes it had along the factor.
    pub tensors: Vec<(usize, Vec<AxisRef>)>,
    /// The axes propagation kept along the factor.
    pub kept: Vec<AxisRef>,
}

/// The outcome of one step: which tensors changed, the source tensor each new
/// factor sharding came from, and the conflicts met.
#[derive(Clone, Debug, Default)]
pub struct StepResult {
    /// `(tensor, factor, source tensor)` for every extension made.
    pub updates: Vec<(usize, usize, usize)>,
    pub conflicts: Vec<FactorConflict>,
}

/// Full axes are `(1)n` for comparisons.
fn normalized<'a>(axis: &'a AxisRef, mesh: &Mesh) -> (&'a str, i64, i64) {
    match axis.sub_axis {
        Some(s) => (&axis.name, s.pre_size, s.size),
        None => (&axis.name, 1, mesh.axis_size(&axis.name).unwrap_or(1)),
    }
}

/// `a` is the major part of `b` (same axis, same start, size dividing).
fn is_major_part(a: &AxisRef, b: &AxisRef, mesh: &Mesh) -> bool {
    let (na, pa, sa) = normalized(a, mesh);
    let (nb, pb, sb) = normalized(b, mesh);
    na == nb && pa == pb && sa > 0 && sb % sa == 0
}

fn same(a: &AxisRef, b: &AxisRef, mesh: &Mesh) -> bool {
    normalized(a, mesh) == normalized(b, mesh)
}

/// The longest common prefix of two axis lists; at the first difference, the
/// smaller of two sub-axes that start alike still counts.
fn common_prefix(a: &[AxisRef], b: &[AxisRef], mesh: &Mesh) -> Vec<AxisRef> {
    let mut out = Vec::new();
    for (x, y) in a.iter().zip(b) {
        if same(x, y, mesh) {
            out.push(x.clone());
            continue;
        }
        if is_major_part(x, y, mesh) {
            out.push(x.clone());
        } else if is_major_part(y, x, mesh) {
            out.push(y.clone());
        }
        break;
    }
    out
}

/// `short` is a prefix of `long` (its last axis may be a major part).
fn is_prefix(short: &[AxisRef], long: &[AxisRef], mesh: &Mesh) -> bool {
    short.len() <= long.len()
        && short.iter().zip(long).enumerate().all(|(i, (x, y))| {
            same(x, y, mesh) || (i + 1 == short.len() && is_major_part(x, y, mesh))
        })
}

fn axes_size(axes: &[AxisRef], mesh: &Mesh) -> i64 {
    axes.iter()
        .map(|a| a.size(mesh).unwrap_or(1))
        .fold(1i64, |acc, s| acc.saturating_mul(s))
}

/// Step 1: the compatible major axes of `factor`, and the source tensor.
fn compatible_major_axes(
    projection: &OpProjection,
    factor: usize,
    direction: Direction,
    mesh: &Mesh,
) -> (Vec<AxisRef>, Option<usize>, bool) {
    let is_source = |t: usize| {
        if t < projection.num_operands {
            direction.allows_operands()
        } else {
            direction.allows_results()
        }
    };
    let lists: Vec<(usize, &Vec<AxisRef>)> = projection
        .tensors
        .iter()
        .enumerate()
        .filter_map(|(t, tfs)| tfs.factors.get(&factor).map(|fs| (t, &fs.axes)))
        .collect();
    let mut best: Option<(usize, &Vec<AxisRef>)> = None;
    for &(t, axes) in &lists {
        if is_source(t) && best.is_none_or(|(_, b)| axes.len() > b.len()) {
            best = Some((t, axes));
        }
    }
    let Some((mut source, best_axes)) = best else {
        return (Vec::new(), None, false);
    };
    let mut result = best_axes.clone();
    let mut conflicted = false;
    for &(t, axes) in &lists {
        if is_prefix(axes, &result, mesh) {
            continue;
        }
        if is_prefix(&result, axes, mesh) {
            // A source that extends the last axis (`"a":(1)2` → `"a"`).
            if is_source(t) && !conflicted {
                result = axes.clone();
                source = t;
            }
            continue;
        }
        conflicted = true;
        result = common_prefix(&result, axes, mesh);
    }
    (result, Some(source), conflicted)
}

/// Step 2 for one tensor: the longest prefix of `axes` the tensor can take
/// along `factor`.
fn truncate_for_tensor(
    tensor: &TensorFactorShardings,
    factor: usize,
    factor_size: i64,
    axes: &[AxisRef],
    mesh: &Mesh,
) -> Vec<AxisRef> {
    let Some(fs) = tensor.factors.get(&factor) else {
        return axes.to_vec();
    };
    let mut out = Vec::new();
    for (i, axis) in axes.iter().enumerate() {
        if fs.axes.get(i).is_some_and(|have| same(have, axis, mesh)) {
            out.push(axis.clone());
            continue;
        }
        // Axes already in this factor cannot repeat, except a sub-axis at
        // position i that `axis` extends (`"a":(1)2` growing into `"a"`).
        let extends = fs
            .axes
            .get(i)
            .is_some_and(|have| is_major_part(have, axis, mesh));
        let in_factor = fs
            .axes
            .iter()
            .enumerate()
            .filter(|&(j, other)| !(same(other, axis, mesh) || extends && j == i))
            .map(|(_, other)| other);
        // What other factors, the replicated and the unreduced axes hold
        // leaves only a prefix of the axis (`"a":(1)2` of "a" when another
        // dim has `"a":(2)2`), or nothing.
        let blockers = tensor
            .axes_of_other_factors(factor)
            .chain(tensor.replicated.iter())
            .chain(tensor.unreduced.iter())
            .chain(in_factor);
        let Some(candidate) = prefix_without_overlap(axis, blockers, mesh) else {
            break;
        };
        if fs.is_closed || !fs.overflow.is_empty() {
            break;
        }
        let truncated = !same(&candidate, axis, mesh);
        let axis = &candidate;
        if fs.is_minor_most {
            out.push(axis.clone());
            if truncated {
                break;
            }
            continue;
        }
        let sharded = axes_size(&out, mesh);
        if sharded == 0 || factor_size % sharded != 0 {
            break;
        }
        let axis_size = axis.size(mesh).unwrap_or(1);
        let g = gcd(factor_size / sharded, axis_size);
        if g <= 1 {
            break;
        }
        if g < axis_size {
            out.push(split_axis(axis, axis_size, g).0);
            break;
        }
        out.push(axis.clone());
        if truncated {
            break;
        }
    }
    out
}

/// The largest prefix of `axis` that overlaps none of `others` (Shardy's
/// `getPrefixWithoutOverlap`): the axis itself, a major sub-axis of it, or
/// `None` when even its first part is taken.
fn prefix_without_overlap<'a>(
    axis: &AxisRef,
    others: impl Iterator<Item = &'a AxisRef>,
    mesh: &Mesh,
) -> Option<AxisRef> {
    let (_, pre, size) = normalized(axis, mesh);
    let mut end = pre.saturating_mul(size);
    let others: Vec<&AxisRef> = others.collect();
    // Sub-axes that cannot appear together in one sharding (`"a":(1)2` and
    // `"a":(3)2` of "a"=6) block each other even without overlapping.
    let coexists = |candidate: &AxisRef| others.iter().all(|o| can_coexist(candidate, o));
    for other in others.iter().filter(|o| o.overlaps(axis)) {
        let (_, other_pre, _) = normalized(other, mesh);
        if other_pre <= pre {
            return None;
        }
        end = end.min(other_pre);
    }
    if end == pre.saturating_mul(size) {
        return coexists(axis).then(|| axis.clone());
    }
    if pre == 0 || end % pre != 0 {
        return None;
    }
    let k = end / pre;
    (k > 1 && size % k == 0)
        .then(|| split_axis(axis, size, k).0)
        .filter(|prefix| coexists(prefix))
}

/// Runs one step on `projection`. `directions[f]` is the allowed direction of
/// factor `f`; `pointwise` marks element-wise ops (results are updated first
/// and operands only up to what a result holds, in aggressive mode).
pub fn propagate_step(
    projection: &mut OpProjection,
    factor_sizes: &[i64],
    directions: &[Direction],
    mesh: &Mesh,
    strategy: Strategy,
    pointwise: bool,
) -> StepResult {
    propagate_step_with(
        projection,
        factor_sizes,
        directions,
        mesh,
        strategy,
        pointwise,
        false,
    )
}

/// `propagate_step`; with `conservative` (Shardy's
/// `conservative-propagation`), a tensor takes no axis it would have to
/// split into a sub-axis, nor anything after one.
pub fn propagate_step_with(
    projection: &mut OpProjection,
    factor_sizes: &[i64],
    directions: &[Direction],
    mesh: &Mesh,
    strategy: Strategy,
    pointwise: bool,
    conservative: bool,
) -> StepResult {
    let mut result = StepResult::default();
    let truncate_for_tensor = |tensor: &TensorFactorShardings,
                               factor: usize,
                               factor_size: i64,
                               axes: &[AxisRef],
                               mesh: &Mesh| {
        let mut out = truncate_for_tensor(tensor, factor, factor_size, axes, mesh);
        if conservative {
            let have = tensor.factors.get(&factor).map(|fs| fs.axes.as_slice());
            let first_new_sub = out
                .iter()
                .enumerate()
                .position(|(i, a)| a.sub_axis.is_some() && have.and_then(|h| h.get(i)) != Some(a));
            if let Some(i) = first_new_sub {
                out.truncate(i);
            }
        }
        out
    };
    let factors: Vec<usize> = (0..factor_sizes.len()).collect();

    // Compute every factor's compatible axes against the state before the step.
    let mut plans: Vec<(usize, Vec<AxisRef>, usize)> = Vec::new();
    for &f in &factors {
        let direction = directions.get(f).copied().unwrap_or(Direction::Both);
        if direction == Direction::None {
            continue;
        }
        let (axes, source, conflicted) = compatible_major_axes(projection, f, direction, mesh);
        if conflicted {
            result.conflicts.push(FactorConflict {
                factor: f,
                other_factor: None,
                tensors: projection
                    .tensors
                    .iter()
                    .enumerate()
                    .filter_map(|(t, tfs)| tfs.factors.get(&f).map(|fs| (t, fs.axes.clone())))
                    .filter(|(_, axes)| !axes.is_empty())
                    .collect(),
                kept: axes.clone(),
            });
        }
        if let Some(source) = source {
            if !axes.is_empty() {
                plans.push((f, axes, source));
            }
        }
    }

    // The same axis offered to two factors: only one can have it.
    for (i, (f1, axes1, _)) in plans.iter().enumerate() {
        for (f2, axes2, _) in &plans[i + 1..] {
            let Some(axis) = axes2.iter().find(|b| axes1.iter().any(|a| a.overlaps(b))) else {
                continue;
            };
            let holders: Vec<(usize, Vec<AxisRef>)> = projection
                .tensors
                .iter()
                .enumerate()
                .flat_map(|(t, tfs)| {
                    [*f1, *f2].into_iter().filter_map(move |f| {
                        let fs = tfs.factors.get(&f)?;
                        fs.axes
                            .iter()
                            .any(|a| a.overlaps(axis))
                            .then(|| (t, fs.axes.clone()))
                    })
                })
                .collect();
            result.conflicts.push(FactorConflict {
                factor: *f2,
                other_factor: Some(*f1),
                tensors: holders,
                kept: axes1.clone(),
            });
        }
    }

    match strategy {
        Strategy::Basic => {
            // Conflicts are resolved against every tensor, on the old state.
            let mut decided = Vec::new();
            for (f, axes, source) in plans {
                let mut common = axes;
                for tensor in &projection.tensors {
                    if tensor.factors.contains_key(&f) {
                        common = truncate_for_tensor(tensor, f, factor_sizes[f], &common, mesh);
                    }
                }
                decided.push((f, common, source));
            }
            for (f, axes, source) in decided {
                for (t, tensor) in projection.tensors.iter_mut().enumerate() {
                    extend(tensor, t, f, &axes, source, mesh, &mut result);
                }
            }
        }
        Strategy::Aggressive => {
            // Larger source tensors first; for element-wise ops the most sharded
            // factor first; then the lower source tensor and factor index.
            plans.sort_by_key(|(f, axes, source)| {
                let size = projection.tensor_sizes.get(*source).copied().unwrap_or(0);
                let sharded = if pointwise { axes_size(axes, mesh) } else { 0 };
                (
                    std::cmp::Reverse(size),
                    std::cmp::Reverse(sharded),
                    *source,
                    *f,
                )
            });
            let n_operands = projection.num_operands;
            for (f, axes, source) in plans {
                // Results before operands.
                let order: Vec<usize> = (n_operands..projection.tensors.len())
                    .chain(0..n_operands)
                    .collect();
                let mut result_axes: Option<Vec<AxisRef>> = None;
                for t in order {
                    if !projection.tensors[t].factors.contains_key(&f) {
                        continue;
                    }
                    let mut own = truncate_for_tensor(
                        &projection.tensors[t],
                        f,
                        factor_sizes[f],
                        &axes,
                        mesh,
                    );
                    if pointwise && t < n_operands {
                        if let Some(limit) = &result_axes {
                            own = common_prefix(&own, limit, mesh);
                            if own.len() > limit.len() {
                                own.truncate(limit.len());
                            }
                        }
                    }
                    extend(
                        &mut projection.tensors[t],
                        t,
                        f,
                        &own,
                        source,
                        mesh,
                        &mut result,
                    );
                    if t >= n_operands {
                        let now = projection.tensors[t].factors[&f].axes.clone();
                        result_axes = Some(match result_axes {
                            None => now,
                            Some(prev) if now.len() > prev.len() => now,
                            Some(prev) => prev,
                        });
                    }
                }
            }
        }
    }
    result
}

fn extend(
    tensor: &mut TensorFactorShardings,
    t: usize,
    factor: usize,
    axes: &[AxisRef],
    source: usize,
    mesh: &Mesh,
    result: &mut StepResult,
) {
    let Some(fs) = tensor.factors.get_mut(&factor) else {
        return;
    };
    if fs.is_closed || axes.len() < fs.axes.len() {
        return;
    }
    let grows =
        fs.axes.len() < axes.len() || fs.axes.iter().zip(axes).any(|(a, b)| !same(a, b, mesh));
    if grows && is_prefix(&fs.axes, axes, mesh) {
        fs.axes = axes.to_vec();
        result.updates.push((t, factor, source));
    }
}

#[cfg(test)]
mod tests {
    use super::super::projection::project;
    use super::*;
    use crate::sharding::model::{DimSharding, TensorSharding};

    fn mesh() -> Mesh {
        Mesh::from_sizes(&[("a", 2), ("b", 2), ("c", 2), ("d", 2)])
    }

    fn open(names: &[&str]) -> TensorSharding {
        TensorSharding::new(
            "m",
            vec![DimSharding::open(
                names.iter().map(|n| AxisRef::full(*n)).collect(),
            )],
        )
    }

    fn pointwise(shardings: &[Option<TensorSharding>], num_operands: usize) -> OpProjection {
        let mesh = mesh();
        OpProjection {
            tensors: shardings
                .iter()
                .map(|s| project(s.as_ref(), &[vec![0]], &[16], &mesh, false))
                .collect(),
            num_operands,
            tensor_sizes: vec![16; shardings.len()],
        }
    }

    #[test]
    fn compatible_prefix_extends_shorter_tensors() {
        let mut p = pointwise(&[Some(open(&["a"])), None, Some(open(&["a", "b"]))], 2);
        let r = propagate_step(
            &mut p,
            &[16],
            &[Direction::Both],
            &mesh(),
            Strategy::Basic,
            true,
        );
        assert!(r.conflicts.is_empty());
        for t in 0..3 {
            assert_eq!(
                p.tensors[t].factors[&0].axes,
                vec![AxisRef::full("a"), AxisRef::full("b")]
            );
        }
    }

    #[test]
    fn diverging_axes_keep_only_the_common_prefix() {
        // ["b","a"] vs ["b","c"] feeding an add: the result gets ["b"].
        let mut p = pointwise(&[Some(open(&["b", "a"])), Some(open(&["b", "c"])), None], 2);
        let r = propagate_step(
            &mut p,
            &[16],
            &[Direction::Both],
            &mesh(),
            Strategy::Basic,
            true,
        );
        assert_eq!(p.tensors[2].factors[&0].axes, vec![AxisRef::full("b")]);
        assert_eq!(r.conflicts.len(), 1);
        assert_eq!(r.conflicts[0].kept, vec![AxisRef::full("b")]);
    }

    #[test]
    fn forward_direction_lets_only_operands_extend() {
        let mut p = pointwise(&[None, Some(open(&["a"]))], 1);
        propagate_step(
            &mut p,
            &[16],
            &[Direction::Forward],
            &mesh(),
            Strategy::Basic,
            true,
        );
        assert!(p.tensors[0].factors[&0].axes.is_empty());
        let mut p = pointwise(&[Some(open(&["a"])), None], 1);
        propagate_step(
            &mut p,
            &[16],
            &[Direction::Forward],
            &mesh(),
            Strategy::Basic,
            true,
        );
        assert_eq!(p.tensors[1].factors[&0].axes, vec![AxisRef::full("a")]);
    }

    #[test]
    fn closed_tensor_blocks_basic_but_not_aggressive() {
        let closed_empty = TensorSharding::new("m", vec![DimSharding::closed(vec![])]);
        let shardings = [Some(open(&["a"])), None, Some(closed_empty)];
        let mut basic = pointwise(&shardings, 2);
        propagate_step(
            &mut basic,
            &[16],
            &[Direction::Both],
            &mesh(),
            Strategy::Basic,
            false,
        );
        assert!(basic.tensors[1].factors[&0].axes.is_empty());
        let mut aggressive = pointwise(&shardings, 2);
        propagate_step(
            &mut aggressive,
            &[16],
            &[Direction::Both],
            &mesh(),
            Strategy::Aggressive,
            false,
        );
        assert_eq!(
            aggressive.tensors[1].factors[&0].axes,
            vec![AxisRef::full("a")]
        );
        assert!(aggressive.tensors[2].factors[&0].axes.is_empty());
    }

    #[test]
    fn non_divisible_axis_is_split_on_a_non_minor_factor() {
        // Factor 0 of size 2 major in a compound dim [ij]; source offers "x"=4.
        let mesh = Mesh::from_sizes(&[("x", 4)]);
        let source = TensorSharding::new(
            "m",
            vec![
                DimSharding::open(vec![AxisRef::full("x")]),
                DimSharding::open(vec![]),
            ],
        );
        let mut p = OpProjection {
            tensors: vec![
                project(Some(&source), &[vec![0], vec![1]], &[2, 4], &mesh, false),
                project(None, &[vec![0, 1]], &[2, 4], &mesh, false),
            ],
            num_operands: 1,
            tensor_sizes: vec![8, 8],
        };
        // The source holds all of "x" on factor 0 of size 2: minor-most there,
        // so the result's non-minor factor 0 can only take "x":(1)2.
        propagate_step(
            &mut p,
            &[2, 4],
            &[Direction::Both; 2],
            &mesh,
            Strategy::Basic,
            false,
        );
        assert_eq!(p.tensors[1].factors[&0].axes, vec![AxisRef::sub("x", 1, 2)]);
    }

    #[test]
    fn a_sub_axis_grows_into_the_full_axis_another_tensor_has() {
        // `[{"a":(1)2, ?}]` and `[{"a", ?}]` on "a"=4: both end up with "a"
        // (jaxlib's Shardy agrees), in either strategy and tensor order.
        let mesh = Mesh::from_sizes(&[("a", 4)]);
        let sub = TensorSharding::new("m", vec![DimSharding::open(vec![AxisRef::sub("a", 1, 2)])]);
        let full = TensorSharding::new("m", vec![DimSharding::open(vec![AxisRef::full("a")])]);
        for strategy in [Strategy::Basic, Strategy::Aggressive] {
            for pair in [[&sub, &full], [&full, &sub]] {
                let mut p = OpProjection {
                    tensors: pair
                        .iter()
                        .map(|s| project(Some(s), &[vec![0]], &[8], &mesh, false))
                        .collect(),
                    num_operands: 1,
                    tensor_sizes: vec![8, 8],
                };
                propagate_step(&mut p, &[8], &[Direction::Both], &mesh, strategy, true);
                for t in &p.tensors {
                    assert_eq!(t.factors[&0].axes, vec![AxisRef::full("a")], "{strategy:?}");
                }
            }
        }
    }

    #[test]
    fn an_axis_half_taken_by_another_dim_propagates_its_free_half() {
        // Source `[{"a"}, {}]`; target `[{?}, {"a":(2)2}]` on "a"=4: the
        // target's dim 0 can still take `"a":(1)2` (jaxlib's Shardy agrees).
        let mesh = Mesh::from_sizes(&[("a", 4)]);
        let source = TensorSharding::new(
            "m",
            vec![
                DimSharding::closed(vec![AxisRef::full("a")]),
                DimSharding::closed(vec![]),
            ],
        );
        let target = TensorSharding::new(
            "m",
            vec![
                DimSharding::open(vec![]),
                DimSharding::closed(vec![AxisRef::sub("a", 2, 2)]),
            ],
        );
        let mapping = [vec![0], vec![1]];
        let mut p = OpProjection {
            tensors: vec![
                project(Some(&source), &mapping, &[8, 8], &mesh, false),
                project(Some(&target), &mapping, &[8, 8], &mesh, false),
            ],
            num_operands: 1,
            tensor_sizes: vec![64, 64],
        };
        propagate_step(
            &mut p,
            &[8, 8],
            &[Direction::Both; 2],
            &mesh,
            Strategy::Aggressive,
            true,
        );
        assert_eq!(p.tensors[1].factors[&0].axes, vec![AxisRef::sub("a", 1, 2)]);
    }

    #[test]
    fn sub_axes_that_cannot_coexist_do_not_propagate() {
        // "a"=6: `"a":(1)2` on one dim and `"a":(3)2` on another cannot be
        // in one sharding, though they do not overlap.
        let mesh = Mesh::from_sizes(&[("a", 6)]);
        let source = TensorSharding::new(
            "m",
            vec![
                DimSharding::closed(vec![]),
                DimSharding::closed(vec![AxisRef::sub("a", 3, 2)]),
            ],
        );
        let target = TensorSharding::new(
            "m",
            vec![
                DimSharding::closed(vec![AxisRef::sub("a", 1, 2)]),
                DimSharding::open(vec![]),
            ],
        );
        let mapping = [vec![0], vec![1]];
        let mut p = OpProjection {
            tensors: vec![
                project(Some(&target), &mapping, &[2, 2], &mesh, false),
                project(Some(&source), &mapping, &[2, 2], &mesh, false),
            ],
            num_operands: 1,
            tensor_sizes: vec![4, 4],
        };
        propagate_step(
            &mut p,
            &[2, 2],
            &[Direction::Both; 2],
            &mesh,
            Strategy::Basic,
            true,
        );
        assert!(p.tensors[0].factors[&1].axes.is_empty());
    }

    #[test]
    fn conservative_propagation_makes_no_new_sub_axes() {
        // `[{"a"}]` on "a"=4 reshaped 8 -> 2x4: conservatively nothing moves
        // (the split would need `"a":(1)2`).
        let mesh = Mesh::from_sizes(&[("a", 4)]);
        let source = TensorSharding::new("m", vec![DimSharding::closed(vec![AxisRef::full("a")])]);
        let mut p = OpProjection {
            tensors: vec![
                project(Some(&source), &[vec![0, 1]], &[2, 4], &mesh, false),
                project(None, &[vec![0], vec![1]], &[2, 4], &mesh, false),
            ],
            num_operands: 1,
            tensor_sizes: vec![8, 8],
        };
        propagate_step_with(
            &mut p,
            &[2, 4],
            &[Direction::Both; 2],
            &mesh,
            Strategy::Basic,
            false,
            true,
        );
        assert!(p.tensors[1].factors[&0].axes.is_empty());
        assert!(p.tensors[1].factors[&1].axes.is_empty());
    }
}
