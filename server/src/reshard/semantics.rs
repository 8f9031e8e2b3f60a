//! What each collective does to a sharding, as the `sdy` collective verifiers define it, used
//! to check every plan before it is returned.
//!
//! * all-gather removes its axes from the end of each dimension ("can't apply gathering axis");
//! * all-slice and reduce-scatter append theirs;
//! * all-to-all removes its axes from the end of `src_dim` and appends them to `tgt_dim`;
//! * collective-permute keeps every dimension's shard count and may change the device order;
//! * all-reduce and reduce-scatter remove their axes from the unreduced set.
//!
//! Axis lists are compared after merging consecutive sub-axes, as Shardy's
//! `addAxisOrMerge` builds them.

use super::axes::{self, AxisSizes};
use super::inserter::Emitted;
use super::Collective;
use crate::sharding::model::{AxisRef, TensorSharding};

/// Checks that `steps`, applied in order to `start`, are each valid and end at `target`.
pub fn check_sequence(
    start: &TensorSharding,
    steps: &[Emitted],
    target: &TensorSharding,
    sizes: &AxisSizes,
) -> Result<(), String> {
    let mut before = start;
    for (i, (collective, after)) in steps.iter().enumerate() {
        check_step(collective, before, after, sizes)
            .map_err(|e| format!("step {} ({}): {e}", i + 1, collective.kind().name()))?;
        before = after;
    }
    if before.mesh != target.mesh {
        return Err("the plan ends on another mesh than the target's".into());
    }
    for (d, (got, want)) in before.dims.iter().zip(&target.dims).enumerate() {
        if normalized(&got.axes, sizes) != normalized(&want.axes, sizes) {
            return Err(format!(
                "the plan ends with other axes than the target on dimension {d}"
            ));
        }
    }
    if !same_set(&before.unreduced, &target.unreduced, sizes) {
        return Err("the plan ends with other unreduced axes than the target".into());
    }
    Ok(())
}

/// Checks one collective from `before` to `after`.
pub fn check_step(
    collective: &Collective,
    before: &TensorSharding,
    after: &TensorSharding,
    sizes: &AxisSizes,
) -> Result<(), String> {
    let rank = before.rank();
    if after.rank() != rank {
        return Err(format!(
            "result sharding has rank {} but operand sharding has rank {rank}",
            after.rank()
        ));
    }
    if !matches!(collective, Collective::CollectivePermute) && before.mesh != after.mesh {
        return Err("result mesh does not match operand mesh".into());
    }
    check_no_overlap(after)?;
    let mut expected: Vec<Vec<AxisRef>> = before
        .dims
        .iter()
        .map(|d| normalized(&d.axes, sizes))
        .collect();
    let mut unreduced_removed: Vec<AxisRef> = Vec::new();
    match collective {
        Collective::AllGather { axes } => {
            check_rank(axes.len(), rank)?;
            for (d, gathered) in axes.iter().enumerate() {
                remove_suffix(&mut expected[d], gathered, d, sizes, "gathering")?;
            }
        }
        Collective::AllSlice { axes } => {
            check_rank(axes.len(), rank)?;
            append(&mut expected, axes, sizes);
        }
        Collective::AllToAll(param) => {
            if param.axes.is_empty() {
                return Err("parameter list is empty".into());
            }
            for dim in [param.src_dim, param.tgt_dim] {
                if dim >= rank {
                    return Err(format!("dimension {dim} is out of range [0, {rank})"));
                }
            }
            if param.src_dim == param.tgt_dim {
                return Err(format!(
                    "overlapping source/target dimensions in all-to-all params: {}",
                    param.src_dim
                ));
            }
            remove_suffix(
                &mut expected[param.src_dim],
                &param.axes,
                param.src_dim,
                sizes,
                "all-to-all",
            )?;
            for axis in &param.axes {
                sizes.add_or_merge(&mut expected[param.tgt_dim], axis);
            }
        }
        Collective::CollectivePermute => {
            for (d, (b, a)) in before.dims.iter().zip(&after.dims).enumerate() {
                let (in_size, out_size) = (sizes.product(&b.axes), sizes.product(&a.axes));
                if in_size != out_size {
                    return Err(format!(
                        "sharded size of result doesn't match operand on dimension {d}: {out_size} != {in_size}"
                    ));
                }
            }
            expected = after
                .dims
                .iter()
                .map(|d| normalized(&d.axes, sizes))
                .collect();
        }
        Collective::AllReduce { axes, .. } => {
            if axes.is_empty() {
                return Err("reduction axes are empty".into());
            }
            unreduced_removed = axes.clone();
        }
        Collective::ReduceScatter { axes, .. } => {
            check_rank(axes.len(), rank)?;
            append(&mut expected, axes, sizes);
            unreduced_removed = axes.iter().flatten().cloned().collect();
        }
    }
    for (d, (want, got)) in expected.iter().zip(&after.dims).enumerate() {
        if *want != normalized(&got.axes, sizes) {
            let names: Vec<String> = want.iter().map(AxisRef::to_string).collect();
            return Err(format!(
                "result sharding doesn't match expected sharding [{}] on dimension {d}",
                names.join(", ")
            ));
        }
    }
    check_unreduced(before, after, &unreduced_removed, sizes)
}

fn check_rank(axes_rank: usize, rank: usize) -> Result<(), String> {
    if axes_rank != rank {
        return Err(format!(
            "result sharding has rank {rank} but collective axes has rank {axes_rank}"
        ));
    }
    Ok(())
}

/// `after`'s unreduced axes are `before`'s minus `removed`, and `removed` were unreduced.
fn check_unreduced(
    before: &TensorSharding,
    after: &TensorSharding,
    removed: &[AxisRef],
    sizes: &AxisSizes,
) -> Result<(), String> {
    if let Some(axis) = axes::set_diff(sizes, removed, &before.unreduced).first() {
        return Err(format!(
            "reduction axis {axis} is not unreduced in the operand"
        ));
    }
    let kept = axes::set_diff(sizes, &before.unreduced, removed);
    if !same_set(&kept, &after.unreduced, sizes) {
        return Err("unreduced axes of the result don't match".into());
    }
    Ok(())
}

fn append(expected: &mut [Vec<AxisRef>], axes: &[Vec<AxisRef>], sizes: &AxisSizes) {
    for (dim, added) in expected.iter_mut().zip(axes) {
        for axis in added {
            sizes.add_or_merge(dim, axis);
        }
    }
}

/// Removes `gone` from the end of `dim_axes`, splitting a merged last axis when `gone` ends
/// with one of its sub-axes.
fn remove_suffix(
    dim_axes: &mut Vec<AxisRef>,
    gone: &[AxisRef],
    dim: usize,
    sizes: &AxisSizes,
    what: &str,
) -> Result<(), String> {
    for axis in gone.iter().rev() {
        let error =
            || format!("can't apply {what} axis {axis} to operand sharding on dimension {dim}");
        let last = dim_axes.last().ok_or_else(error)?;
        if last == axis {
            dim_axes.pop();
            continue;
        }
        let is_suffix = axes::contains(last, axis)
            && sizes.suffix_without_overlap(last, axis).is_none()
            && axes::prefix_without_overlap(last, axis).is_some();
        if !is_suffix {
            return Err(error());
        }
        let prefix = axes::prefix_without_overlap(last, axis).ok_or_else(error)?;
        if let Some(slot) = dim_axes.last_mut() {
            *slot = prefix;
        }
    }
    Ok(())
}

/// Consecutive sub-axes merged, as Shardy writes axis lists.
fn normalized(list: &[AxisRef], sizes: &AxisSizes) -> Vec<AxisRef> {
    let mut out = Vec::with_capacity(list.len());
    for axis in list {
        sizes.add_or_merge(&mut out, axis);
    }
    out
}

fn same_set(a: &[AxisRef], b: &[AxisRef], sizes: &AxisSizes) -> bool {
    axes::set_diff(sizes, a, b).is_empty() && axes::set_diff(sizes, b, a).is_empty()
}

fn check_no_overlap(sharding: &TensorSharding) -> Result<(), String> {
    let all: Vec<&AxisRef> = sharding
        .dims
        .iter()
        .flat_map(|d| d.axes.iter())
        .chain(sharding.unreduced.iter())
        .collect();
    for (i, a) in all.iter().enumerate() {
        if let Some(b) = all[i + 1..].iter().find(|b| a.overlaps(b)) {
            return Err(format!("axes {a} and {b} overlap in the result sharding"));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::reshard::AllToAllParam;
    use crate::sharding::model::{DimSharding, Mesh};

    fn on(dims: &[&[&str]]) -> TensorSharding {
        TensorSharding::new("m", dims.iter().map(|d| DimSharding::on(d)).collect())
    }

    fn sizes() -> AxisSizes {
        AxisSizes::of(&Mesh::from_sizes(&[("x", 2), ("y", 4), ("z", 2)]))
    }

    fn full(names: &[&str]) -> Vec<AxisRef> {
        names.iter().map(|n| AxisRef::full(*n)).collect()
    }

    #[test]
    fn all_gather_takes_suffixes_only() {
        let s = sizes();
        let before = on(&[&["x", "y"], &[]]);
        let gather_y = Collective::AllGather {
            axes: vec![full(&["y"]), vec![]],
        };
        assert!(check_step(&gather_y, &before, &on(&[&["x"], &[]]), &s).is_ok());
        let gather_x = Collective::AllGather {
            axes: vec![full(&["x"]), vec![]],
        };
        let err = check_step(&gather_x, &before, &on(&[&["y"], &[]]), &s).unwrap_err();
        assert!(err.contains("can't apply gathering axis \"x\""), "{err}");
        // Gathering the minor half of "y" leaves its major half.
        let mut half = on(&[&["x"], &[]]);
        half.dims[0].axes.push(AxisRef::sub("y", 1, 2));
        let gather_half = Collective::AllGather {
            axes: vec![vec![AxisRef::sub("y", 2, 2)], vec![]],
        };
        assert!(check_step(&gather_half, &before, &half, &s).is_ok());
    }

    #[test]
    fn all_to_all_and_permute_rules() {
        let s = sizes();
        let before = on(&[&["x"], &["y"]]);
        let move_x = |src, tgt| {
            Collective::AllToAll(AllToAllParam {
                axes: full(&["x"]),
                src_dim: src,
                tgt_dim: tgt,
            })
        };
        assert!(check_step(&move_x(0, 1), &before, &on(&[&[], &["y", "x"]]), &s).is_ok());
        assert!(check_step(&move_x(0, 0), &before, &before, &s).is_err());
        assert!(check_step(&move_x(0, 5), &before, &before, &s).is_err());
        // x (2) and y (4) differ in size: swapping them is no permute.
        let err = check_step(
            &Collective::CollectivePermute,
            &before,
            &on(&[&["y"], &["x"]]),
            &s,
        )
        .unwrap_err();
        assert!(
            err.contains("sharded size of result doesn't match"),
            "{err}"
        );
        assert!(check_step(
            &Collective::CollectivePermute,
            &on(&[&["x"], &["z"]]),
            &on(&[&["z"], &["x"]]),
            &s
        )
        .is_ok());
    }

    #[test]
    fn reductions_remove_unreduced_axes() {
        let s = sizes();
        let mut before = on(&[&[], &[]]);
        before.unreduced = full(&["x", "z"]);
        let mut after = on(&[&[], &[]]);
        after.unreduced = full(&["z"]);
        let reduce_x = Collective::AllReduce {
            axes: full(&["x"]),
            reduction: Default::default(),
        };
        assert!(check_step(&reduce_x, &before, &after, &s).is_ok());
        let reduce_y = Collective::AllReduce {
            axes: full(&["y"]),
            reduction: Default::default(),
        };
        assert!(check_step(&reduce_y, &before, &after, &s).is_err());
        let mut scattered = on(&[&["x"], &[]]);
        scattered.unreduced = full(&["z"]);
        let scatter = Collective::ReduceScatter {
            axes: vec![full(&["x"]), vec![]],
            reduction: Default::default(),
        };
        assert!(check_step(&scatter, &before, &scattered, &s).is_ok());
        // Overlapping axes in a result are rejected.
        assert!(check_step(&scatter, &before, &on(&[&["x"], &["x"]]), &s).is_err());
    }

    #[test]
    fn sequences_must_end_at_the_target() {
        let s = sizes();
        let start = on(&[&["x"], &[]]);
        let target = on(&[&[], &["x"]]);
        assert!(check_sequence(&start, &[], &target, &s).is_err());
        let step = (
            Collective::AllToAll(AllToAllParam {
                axes: full(&["x"]),
                src_dim: 0,
                tgt_dim: 1,
            }),
            target.clone(),
        );
        assert!(check_sequence(&start, &[step], &target, &s).is_ok());
    }
}
