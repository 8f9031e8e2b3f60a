//! Shardy's `CollectiveInserter` (`reshard_to_collectives.cc`), step for step.
//!
//! The state is three lists of axes per dimension:
//!
//! * `in_axes[d]`: the current axes of `d` minus the prefix it shares with the target;
//! * `out_axes[d]`: the target axes of `d` minus that prefix;
//! * `current[d]`: the current axes of `d`, prefix included.
//!
//! Each collective brings the current sharding closer to the target until both diffs are
//! empty and the mesh is the target's. `in_set` holds every axis of `in_axes`; `out_map` maps
//! an axis of `out_axes` to its `(dim, index)` and is rebuilt only where Shardy rebuilds it
//! (so, as there, it may keep entries for axes already placed). The function and comment
//! names follow the C++ so the two can be read side by side.

use std::collections::{HashMap, HashSet};

use super::axes::{self, AxisSizes};
use super::validate::closed;
use super::{AllToAllParam, Collective};
use crate::sharding::model::{AxisRef, MeshRef, TensorSharding};

/// A collective and the sharding after it.
pub(super) type Emitted = (Collective, TensorSharding);

/// Runs Shardy's algorithm from `input` to `target` (same rank, same axes; the unreduced axes
/// already equal).
pub(super) fn insert(
    input: &TensorSharding,
    target: &TensorSharding,
    sizes: &AxisSizes,
    shape: &[i64],
) -> Vec<Emitted> {
    let mut inserter = Inserter::new(input, target, sizes, shape);
    inserter.run();
    inserter.emitted
}

/// The always-valid fallback: gather every axis after the common prefix, change the device
/// order if needed, then slice the target's remaining axes.
pub(super) fn gather_then_slice(
    input: &TensorSharding,
    target: &TensorSharding,
    sizes: &AxisSizes,
) -> Vec<Emitted> {
    let mut in_axes = axes_per_dim(input);
    let mut out_axes = axes_per_dim(target);
    sizes.align_both(&mut in_axes, &mut out_axes);
    remove_common_prefix(&mut in_axes, &mut out_axes);
    let mut current = axes_per_dim(input);
    let mut emitted = Vec::new();
    if in_axes.iter().any(|a| !a.is_empty()) {
        let mut gathered = Vec::with_capacity(current.len());
        for (cur, gone) in current.iter_mut().zip(&in_axes) {
            sizes.pop_back(cur, gone);
            gathered.push(merged(sizes, gone));
        }
        let sharding = sharding_with(input, &input.mesh, target, &current);
        emitted.push((Collective::AllGather { axes: gathered }, sharding));
    }
    if input.mesh != target.mesh {
        let sharding = sharding_with(input, &target.mesh, target, &current);
        emitted.push((Collective::CollectivePermute, sharding));
    }
    if out_axes.iter().any(|a| !a.is_empty()) {
        let mut sliced = Vec::with_capacity(current.len());
        for (cur, added) in current.iter_mut().zip(&out_axes) {
            for axis in added {
                sizes.add_or_merge(cur, axis);
            }
            sliced.push(merged(sizes, added));
        }
        let sharding = sharding_with(input, &target.mesh, target, &current);
        emitted.push((Collective::AllSlice { axes: sliced }, sharding));
    }
    emitted
}

fn axes_per_dim(sharding: &TensorSharding) -> Vec<Vec<AxisRef>> {
    sharding.dims.iter().map(|d| d.axes.clone()).collect()
}

fn merged(sizes: &AxisSizes, axes: &[AxisRef]) -> Vec<AxisRef> {
    let mut out = Vec::with_capacity(axes.len());
    for axis in axes {
        sizes.add_or_merge(&mut out, axis);
    }
    out
}

/// Closed dims `current` on `mesh`, with the target's unreduced axes.
fn sharding_with(
    input: &TensorSharding,
    mesh: &MeshRef,
    target: &TensorSharding,
    current: &[Vec<AxisRef>],
) -> TensorSharding {
    let mut s = closed(input, current.to_vec());
    s.mesh = mesh.clone();
    s.unreduced = target.unreduced.clone();
    s.reduction = target.reduction;
    s
}

fn remove_common_prefix(in_axes: &mut [Vec<AxisRef>], out_axes: &mut [Vec<AxisRef>]) {
    for (ins, outs) in in_axes.iter_mut().zip(out_axes.iter_mut()) {
        let common = ins
            .iter()
            .zip(outs.iter())
            .take_while(|(a, b)| a == b)
            .count();
        ins.drain(..common);
        outs.drain(..common);
    }
}

fn axis_to_dim_and_index(out_axes: &[Vec<AxisRef>]) -> HashMap<AxisRef, (usize, usize)> {
    let mut map = HashMap::new();
    for (dim, axes) in out_axes.iter().enumerate() {
        for (index, axis) in axes.iter().enumerate() {
            map.entry(axis.clone()).or_insert((dim, index));
        }
    }
    map
}

/// Where [`Inserter::distribute`] takes the axes to add for a dimension from.
enum Available<'a> {
    /// One list for all dimensions.
    Shared(&'a mut Vec<AxisRef>),
    /// A list per dimension.
    PerDim(&'a mut [Vec<AxisRef>]),
}

impl Available<'_> {
    fn for_dim(&mut self, dim: usize) -> &mut Vec<AxisRef> {
        match self {
            Available::Shared(list) => list,
            Available::PerDim(lists) => &mut lists[dim],
        }
    }
}

/// Where the axes of a future all-to-all are sliced on its source dimension.
struct SliceForAllToAll {
    tgt_dim: usize,
    /// The range of `out_axes[tgt_dim]` to slice at the source dimension.
    out_range: std::ops::Range<usize>,
}

struct Inserter<'a> {
    sizes: &'a AxisSizes,
    shape: &'a [i64],
    input: &'a TensorSharding,
    target: &'a TensorSharding,
    cur_mesh: MeshRef,
    in_axes: Vec<Vec<AxisRef>>,
    out_axes: Vec<Vec<AxisRef>>,
    current: Vec<Vec<AxisRef>>,
    capacity: Vec<i64>,
    in_set: HashSet<AxisRef>,
    out_map: HashMap<AxisRef, (usize, usize)>,
    emitted: Vec<Emitted>,
}

impl<'a> Inserter<'a> {
    fn new(
        input: &'a TensorSharding,
        target: &'a TensorSharding,
        sizes: &'a AxisSizes,
        shape: &'a [i64],
    ) -> Self {
        let mut in_axes = axes_per_dim(input);
        let mut out_axes = axes_per_dim(target);
        // Align sub-axes so that overlapping axes are equal and can be hashed.
        sizes.align_both(&mut in_axes, &mut out_axes);
        // The common prefix stays put during the whole reshard.
        remove_common_prefix(&mut in_axes, &mut out_axes);
        let rank = in_axes.len();
        let in_set = in_axes.iter().flatten().cloned().collect();
        let out_map = axis_to_dim_and_index(&out_axes);
        Inserter {
            sizes,
            shape,
            input,
            target,
            cur_mesh: input.mesh.clone(),
            in_axes,
            out_axes,
            current: axes_per_dim(input),
            capacity: vec![1; rank],
            in_set,
            out_map,
            emitted: Vec::new(),
        }
    }

    fn rank(&self) -> usize {
        self.in_axes.len()
    }

    fn size(&self, axis: &AxisRef) -> i64 {
        self.sizes.size(axis)
    }

    /// Shardy's `insert`: in the common case of power-of-two axes one round of all-slice →
    /// collective-permute → all-to-alls → all-gather is enough; otherwise at most two.
    fn run(&mut self) {
        for _ in 0..2 {
            if self.is_done() {
                break;
            }
            self.try_all_slice();
            self.try_collective_permute();
            self.try_all_to_alls(false);
            self.try_all_to_alls(true);
            self.try_all_gather();
        }
    }

    fn is_done(&self) -> bool {
        self.cur_mesh == self.target.mesh
            && self.in_axes.iter().all(Vec::is_empty)
            && self.out_axes.iter().all(Vec::is_empty)
    }

    fn emit(&mut self, collective: Collective) {
        let sharding = sharding_with(self.input, &self.cur_mesh, self.target, &self.current);
        self.emitted.push((collective, sharding));
    }

    // ---------------------------------------------------------------------------------------
    // all-gather
    // ---------------------------------------------------------------------------------------

    /// The axes to gather on `dim`. Shardy means to gather the suffix of `in_axes[dim]` the
    /// target does not use, but its loop steps the reverse iterator with `--`, which on a
    /// `std::list` lands on `rend()` at once. In effect it gathers nothing when the last axis
    /// is wanted somewhere in the target, and every remaining axis of the dim otherwise. We
    /// reproduce that behaviour.
    fn gathering_axes(&mut self, dim: usize) -> Vec<AxisRef> {
        let Some(last) = self.in_axes[dim].last() else {
            return Vec::new();
        };
        if self.out_map.contains_key(last) {
            return Vec::new();
        }
        let gone = std::mem::take(&mut self.in_axes[dim]);
        self.sizes.pop_back(&mut self.current[dim], &gone);
        for axis in &gone {
            self.in_set.remove(axis);
        }
        merged(self.sizes, &gone)
    }

    fn try_all_gather(&mut self) {
        let axes: Vec<Vec<AxisRef>> = (0..self.rank()).map(|d| self.gathering_axes(d)).collect();
        if axes.iter().any(|a| !a.is_empty()) {
            self.emit(Collective::AllGather { axes });
        }
    }

    // ---------------------------------------------------------------------------------------
    // Capacity-bounded distribution, shared by all-slice and collective-permute
    // ---------------------------------------------------------------------------------------

    /// Shardy's `distributeInAxesWithinCapacity`: for each dim, while its capacity exceeds 1,
    /// moves fitting axes (or a sub-axis of exactly the capacity) from the available list into
    /// `in_axes[d]` (at the front or the back). Returns the added `(axis, dim)` pairs in order.
    fn distribute(
        &mut self,
        add_to_front: bool,
        mut available: Available<'_>,
    ) -> Vec<(AxisRef, usize)> {
        let mut added = Vec::new();
        let mut split_added = Vec::new();
        for dim in 0..self.rank() {
            let mut insert_at = if add_to_front {
                0
            } else {
                self.in_axes[dim].len()
            };
            let list = available.for_dim(dim);
            let mut i = 0;
            while i < list.len() && self.capacity[dim] > 1 {
                let fit = self
                    .sizes
                    .within_capacity(&list[i], &mut self.capacity[dim]);
                let Some(within) = fit.within else {
                    i += 1;
                    continue;
                };
                list.remove(i);
                self.in_axes[dim].insert(insert_at, within.clone());
                insert_at += 1;
                self.in_set.insert(within.clone());
                added.push((within.clone(), dim));
                if let Some(remainder) = fit.remainder {
                    split_added.push(within);
                    list.insert(0, remainder);
                    i += 1;
                }
            }
        }
        // An available axis that was split needs the target's axes aligned again.
        split_added.sort_by(axes::shardy_order);
        self.sizes.align_lists(&mut self.out_axes, &split_added);
        added
    }

    // ---------------------------------------------------------------------------------------
    // all-slice
    // ---------------------------------------------------------------------------------------

    /// Shardy's `getAxesToSliceForAllToAll`: slice target axes at `src_dim` (rather than at
    /// their own dim) when a later all-to-all will move them there anyway, which avoids a
    /// collective-permute. Borrows the target dim's capacity.
    fn axes_to_slice_for_all_to_all(&mut self, src_dim: usize) -> Option<SliceForAllToAll> {
        let src_in = &self.in_axes[src_dim];
        let last = src_in.last()?;
        if !self.out_axes[src_dim].is_empty() {
            return None;
        }
        let &(tgt_dim, _) = self.out_map.get(last)?;
        if !self.in_axes[tgt_dim].is_empty() {
            return None;
        }
        let tgt_out = &self.out_axes[tgt_dim];
        let start = tgt_out.iter().position(|a| a == last)? + 1;
        if start == tgt_out.len() || self.in_set.contains(&tgt_out[start]) {
            return None;
        }
        // The suffix of `src_in` that ends `tgt_out[..start]`.
        let mut common_size = 1i64;
        let (mut i, mut o) = (src_in.len(), start);
        while i > 0 && o > 0 && src_in[i - 1] == tgt_out[o - 1] {
            common_size = common_size.saturating_mul(self.size(&src_in[i - 1]));
            i -= 1;
            o -= 1;
        }
        // No other axis of `src_in` may be wanted on the target dim (that needs a permute).
        if src_in[..i]
            .iter()
            .any(|a| self.out_map.get(a).is_some_and(|(d, _)| *d == tgt_dim))
        {
            return None;
        }
        let mut end = start;
        let mut added_size = 1i64;
        while end < tgt_out.len() && !self.in_set.contains(&tgt_out[end]) {
            added_size = added_size.saturating_mul(self.size(&tgt_out[end]));
            end += 1;
        }
        let new_sharded = self
            .sizes
            .product(&self.current[src_dim])
            .saturating_mul(added_size);
        if new_sharded <= 0 || self.shape[src_dim] % new_sharded != 0 {
            return None;
        }
        self.capacity[tgt_dim] /= common_size.saturating_mul(added_size).max(1);
        Some(SliceForAllToAll {
            tgt_dim,
            out_range: start..end,
        })
    }

    /// Shardy's `getSlicingAxesPerDim`; `None` when nothing is sliced.
    fn slicing_axes_per_dim(&mut self) -> Option<Vec<Vec<AxisRef>>> {
        let rank = self.rank();
        let mut slicing: Vec<Vec<AxisRef>> = vec![Vec::new(); rank];
        let mut has_slicing = false;

        // Capacity: how much more the target shards each dim than the current sharding.
        for d in 0..rank {
            let in_size = self.sizes.product(&self.in_axes[d]);
            let out_size = self.sizes.product(&self.out_axes[d]);
            self.capacity[d] = out_size / axes::gcd(in_size, out_size);
        }

        // 1. Slice, at the source dim of a future all-to-all, axes of its target dim.
        for (src, sliced) in slicing.iter_mut().enumerate() {
            let Some(plan) = self.axes_to_slice_for_all_to_all(src) else {
                continue;
            };
            has_slicing = true;
            let moved = self.out_axes[plan.tgt_dim][plan.out_range].to_vec();
            for axis in moved {
                self.in_axes[src].push(axis.clone());
                self.in_set.insert(axis.clone());
                self.sizes.add_or_merge(sliced, &axis);
                self.sizes.add_or_merge(&mut self.current[src], &axis);
            }
        }

        // 2. Slice available target axes in their own dim, within its capacity.
        let mut available_out = Vec::new();
        for (d, sliced) in slicing.iter_mut().enumerate() {
            let mut i = 0;
            while i < self.out_axes[d].len() {
                let axis = self.out_axes[d][i].clone();
                if self.in_set.contains(&axis) {
                    i += 1;
                    continue;
                }
                let fit = self.sizes.within_capacity(&axis, &mut self.capacity[d]);
                let Some(within) = fit.within else {
                    // Still a candidate for another dim in stage 3.
                    available_out.push(axis);
                    i += 1;
                    continue;
                };
                has_slicing = true;
                self.sizes.add_or_merge(sliced, &within);
                self.sizes.add_or_merge(&mut self.current[d], &within);
                if self.in_axes[d].is_empty() && i == 0 {
                    // Sliced right where the target wants it.
                    self.out_axes[d].remove(0);
                } else {
                    self.in_set.insert(within.clone());
                    self.in_axes[d].push(within.clone());
                    self.out_axes[d][i] = within;
                    i += 1;
                }
                if let Some(remainder) = fit.remainder {
                    self.out_axes[d].insert(i, remainder.clone());
                    available_out.push(remainder);
                    i += 1;
                }
            }
        }

        // 3. Slice the remaining available axes in the first dim with capacity.
        let added = self.distribute(false, Available::Shared(&mut available_out));
        for (axis, dim) in added {
            has_slicing = true;
            self.sizes.add_or_merge(&mut slicing[dim], &axis);
            self.sizes.add_or_merge(&mut self.current[dim], &axis);
        }
        // An out axis may have been split.
        self.out_map = axis_to_dim_and_index(&self.out_axes);

        has_slicing.then_some(slicing)
    }

    fn try_all_slice(&mut self) {
        if let Some(axes) = self.slicing_axes_per_dim() {
            self.emit(Collective::AllSlice { axes });
        }
    }

    // ---------------------------------------------------------------------------------------
    // collective-permute
    // ---------------------------------------------------------------------------------------

    /// Shardy's `shouldCollectivePermute`, conditions #1–#5 of its comment: replaceable front
    /// axes, axes out of order or discontiguous for their target dim, an axis to gather that
    /// is not at the front of a dim the target leaves empty, or an axis to add whose size
    /// divides (or is divided by) an axis to remove.
    fn should_collective_permute(&self) -> bool {
        let mut available_in: Option<&AxisRef> = None;
        let mut available_out: Option<&AxisRef> = None;
        for (dim, (ins, outs)) in self.in_axes.iter().zip(&self.out_axes).enumerate() {
            if let (Some(i), Some(o)) = (ins.first(), outs.first()) {
                if axes::divisible(self.size(i), self.size(o)) {
                    return true;
                }
            }
            for axis in outs {
                if !self.in_set.contains(axis) {
                    available_out = Some(axis);
                }
            }
            let mut last_out_dim: Option<usize> = None;
            let mut last_out_index = 0usize;
            let mut seen_dims = vec![false; self.rank()];
            for axis in ins {
                let mut cur_out_dim = None;
                if let Some(&(out_dim, out_index)) = self.out_map.get(axis) {
                    cur_out_dim = Some(out_dim);
                    if (out_dim == dim || seen_dims[out_dim])
                        && (last_out_dim != Some(out_dim) || out_index != last_out_index + 1)
                    {
                        return true;
                    }
                    seen_dims[out_dim] = true;
                    last_out_index = out_index;
                } else if last_out_dim.is_some() && outs.is_empty() {
                    return true;
                } else {
                    available_in = Some(axis);
                }
                last_out_dim = cur_out_dim;
            }
        }
        match (available_out, available_in) {
            (Some(o), Some(i)) => axes::divisible(self.size(o), self.size(i)),
            _ => false,
        }
    }

    /// Shardy's `performCollectivePermute`: refills each dim with axes of the same total size,
    /// putting target axes in place first, then other target axes, then the axes to gather
    /// (in front, so that they are gathered after the others move).
    fn perform_collective_permute(&mut self) {
        let rank = self.rank();
        let mut available_out = Vec::new();
        let mut available_in_per_dim: Vec<Vec<AxisRef>> = vec![Vec::new(); rank];

        // 1. Place target axes in the right position.
        self.in_set.clear();
        for (d, available_in) in available_in_per_dim.iter_mut().enumerate() {
            self.capacity[d] = self.sizes.product(&self.in_axes[d]);
            let mut used = self.capacity[d];
            let gone = self.in_axes[d].clone();
            self.sizes.pop_back(&mut self.current[d], &gone);
            while self.capacity[d] > 1 {
                let Some(front) = self.out_axes[d].first().cloned() else {
                    break;
                };
                let fit = self.sizes.within_capacity(&front, &mut self.capacity[d]);
                let Some(within) = fit.within else {
                    break;
                };
                self.out_axes[d].remove(0);
                self.sizes.add_or_merge(&mut self.current[d], &within);
                if let Some(remainder) = fit.remainder {
                    self.out_axes[d].insert(0, remainder);
                }
            }
            available_out.extend(self.out_axes[d].iter().cloned());

            used /= self.capacity[d].max(1);
            // Axes past the used capacity go in front, to return to their position in #3.
            let out_map = &self.out_map;
            self.in_axes[d].retain(|a| !out_map.contains_key(a));
            while used > 1 {
                let Some(front) = self.in_axes[d].first().cloned() else {
                    break;
                };
                let fit = self.sizes.within_capacity(&front, &mut used);
                let Some(within) = fit.within else {
                    break;
                };
                self.in_axes[d].remove(0);
                available_in.push(within);
                if let Some(remainder) = fit.remainder {
                    self.in_axes[d].insert(0, remainder);
                }
            }
            let mut rest = std::mem::take(&mut self.in_axes[d]);
            rest.append(available_in);
            *available_in = rest;
        }

        // 2. Other target axes, in any dim with capacity.
        self.distribute(false, Available::Shared(&mut available_out));
        // 3. Axes to gather, back in their own dim.
        self.distribute(true, Available::PerDim(&mut available_in_per_dim));
        // 4. Remaining axes to gather, in any dim with capacity.
        let mut available_in: Vec<AxisRef> = available_in_per_dim.into_iter().flatten().collect();
        self.distribute(true, Available::Shared(&mut available_in));

        // An out axis may have been split.
        self.out_map = axis_to_dim_and_index(&self.out_axes);
        for d in 0..rank {
            for axis in self.in_axes[d].clone() {
                self.sizes.add_or_merge(&mut self.current[d], &axis);
            }
        }
    }

    /// A permute when the axes call for one, or to change the device order alone.
    fn try_collective_permute(&mut self) {
        if self.should_collective_permute() {
            self.perform_collective_permute();
        } else if self.cur_mesh == self.target.mesh {
            return;
        }
        self.cur_mesh = self.target.mesh.clone();
        self.emit(Collective::CollectivePermute);
    }

    // ---------------------------------------------------------------------------------------
    // all-to-all
    // ---------------------------------------------------------------------------------------

    /// Shardy's `getAllToAllInfo`: the longest suffix of `in_axes[src_dim]` whose axes all
    /// go to one other dim moves there; without `allow_out_of_order_target` only when it lands
    /// exactly at the front of that dim's remaining target axes.
    fn all_to_all_info(
        &mut self,
        src_dim: usize,
        allow_out_of_order_target: bool,
    ) -> Option<AllToAllParam> {
        let src_in = &self.in_axes[src_dim];
        let mut start = src_in.len();
        let mut tgt_dim = None;
        while start > 0 {
            let Some(&(out_dim, _)) = self.out_map.get(&src_in[start - 1]) else {
                break;
            };
            if out_dim == src_dim || tgt_dim.is_some_and(|t| t != out_dim) {
                break;
            }
            tgt_dim = Some(out_dim);
            start -= 1;
        }
        let tgt_dim = tgt_dim?;
        let moving = &src_in[start..];
        if !allow_out_of_order_target && !self.out_axes[tgt_dim].starts_with(moving) {
            return None;
        }

        let moving = self.in_axes[src_dim].split_off(start);
        self.sizes.pop_back(&mut self.current[src_dim], &moving);
        let mut axes = Vec::with_capacity(moving.len());
        for axis in moving {
            self.sizes.add_or_merge(&mut axes, &axis);
            self.sizes.add_or_merge(&mut self.current[tgt_dim], &axis);
            self.in_set.remove(&axis);
            if self.in_axes[tgt_dim].is_empty() && self.out_axes[tgt_dim].first() == Some(&axis) {
                self.out_axes[tgt_dim].remove(0);
            } else {
                self.in_axes[tgt_dim].push(axis.clone());
                self.in_set.insert(axis);
            }
        }
        Some(AllToAllParam {
            axes,
            src_dim,
            tgt_dim,
        })
    }

    fn try_all_to_alls(&mut self, allow_out_of_order_target: bool) {
        for src in 0..self.rank() {
            while let Some(param) = self.all_to_all_info(src, allow_out_of_order_target) {
                self.emit(Collective::AllToAll(param));
            }
        }
    }
}
