//! Reshard plans: the collectives that turn one sharding of a tensor into another.
//!
//! [`plan`] follows Shardy's `-sdy-reshard-to-collectives` lowering
//! (`reshard_to_collectives.cc`, class `CollectiveInserter`): align sub-axes, drop the common
//! prefix of each dimension, then at most two rounds of all-slice → collective-permute →
//! all-to-alls → all-gather. Unreduced axes the target drops are all-reduced first, as
//! `-sdy-insert-explicit-reshards` does, and an all-reduce directly followed by an all-slice
//! on the same axes is fused into a reduce-scatter, as Shardy's `ReduceScatterFusion`
//! canonicalizer does. Every step records the sharding after it and what it costs.
//!
//! Every plan is checked step by step against the collectives' semantics (see
//! [`semantics`]) before it is returned; should Shardy's algorithm ever end elsewhere than the
//! target (it asserts it cannot), the plan falls back to gathering the differing axes and
//! slicing the target's.
//!
//! | module | job |
//! |---|---|
//! | [`axes`] | sub-axis arithmetic (overlap, split, merge, alignment) |
//! | `validate` | input checks → [`PlanError`] |
//! | `inserter` | Shardy's `CollectiveInserter` |
//! | `fusion` | the unreduced all-reduce and reduce-scatter fusion |
//! | [`semantics`] | what each collective does to a sharding, to check plans |
//! | [`cost`] | bytes moved per device |
//! | `print_sdy`, `print_shard` | the plan as `sdy.*` or `shard.*`/`mesh.*` ops |
//! | `print_proposal` | the plan as the 2023 proposal's `mesh.*` ops on distributed tensors |

pub mod axes;
pub mod cost;
mod fusion;
mod inserter;
pub mod print_halo;
pub mod print_proposal;
pub mod print_sdy;
pub mod print_shard;
pub mod semantics;
mod summary;
mod validate;

use std::fmt;

use crate::sharding::model::{AxisRef, Mesh, MeshRef, ReductionKind, TensorSharding};

pub use print_halo::print_halo_update;
pub use print_proposal::print_proposal;
pub use print_sdy::print_sdy;
pub use print_shard::print_shard;

/// Prints `steps` as a chain of ops, one per line: each reads the result of
/// the one before, the first reads `input`, the last defines `result`, and
/// the ones between are named by `fresh`. `line(step, operand, name)` prints
/// one op.
fn print_chain<T, E>(
    steps: &[T],
    input: &str,
    result: &str,
    fresh: &mut dyn FnMut() -> String,
    mut line: impl FnMut(&T, &str, &str) -> Result<String, E>,
) -> Result<String, E> {
    let mut lines = Vec::with_capacity(steps.len());
    let mut operand = input.to_string();
    for (i, step) in steps.iter().enumerate() {
        let name = if i + 1 == steps.len() {
            result.to_string()
        } else {
            fresh()
        };
        lines.push(line(step, &operand, &name)?);
        operand = name;
    }
    Ok(lines.join("\n"))
}

/// Which collective a step is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CollectiveKind {
    AllGather,
    AllSlice,
    AllToAll,
    CollectivePermute,
    AllReduce,
    ReduceScatter,
}

impl CollectiveKind {
    /// The hyphenated name used in summaries: `all-gather`, `collective-permute`, ...
    pub fn name(self) -> &'static str {
        match self {
            CollectiveKind::AllGather => "all-gather",
            CollectiveKind::AllSlice => "all-slice",
            CollectiveKind::AllToAll => "all-to-all",
            CollectiveKind::CollectivePermute => "collective-permute",
            CollectiveKind::AllReduce => "all-reduce",
            CollectiveKind::ReduceScatter => "reduce-scatter",
        }
    }
}

/// One all-to-all parameter: `axes` leave the end of dimension `src_dim` and are appended to
/// dimension `tgt_dim` (`sdy.all_to_all [{axes}: src->tgt]`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct AllToAllParam {
    pub axes: Vec<AxisRef>,
    pub src_dim: usize,
    pub tgt_dim: usize,
}

/// A collective and its parameters, in Shardy's terms.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Collective {
    /// Removes `axes[d]` from the end of each dimension `d`.
    AllGather {
        axes: Vec<Vec<AxisRef>>,
    },
    /// Appends `axes[d]` to each dimension `d` (local slicing, no communication).
    AllSlice {
        axes: Vec<Vec<AxisRef>>,
    },
    AllToAll(AllToAllParam),
    /// Moves whole local buffers between devices; per-dimension shard counts are kept.
    CollectivePermute,
    /// Reduces partial values over `axes` (unreduced axes become replicated).
    AllReduce {
        axes: Vec<AxisRef>,
        reduction: ReductionKind,
    },
    /// An all-reduce over all of `axes` whose result is sliced along `axes[d]` per dim.
    ReduceScatter {
        axes: Vec<Vec<AxisRef>>,
        reduction: ReductionKind,
    },
}

impl Collective {
    pub fn kind(&self) -> CollectiveKind {
        match self {
            Collective::AllGather { .. } => CollectiveKind::AllGather,
            Collective::AllSlice { .. } => CollectiveKind::AllSlice,
            Collective::AllToAll(_) => CollectiveKind::AllToAll,
            Collective::CollectivePermute => CollectiveKind::CollectivePermute,
            Collective::AllReduce { .. } => CollectiveKind::AllReduce,
            Collective::ReduceScatter { .. } => CollectiveKind::ReduceScatter,
        }
    }

    /// Every mesh axis (or sub-axis) the collective communicates or slices over, in order.
    pub fn axes(&self) -> Vec<&AxisRef> {
        match self {
            Collective::AllGather { axes }
            | Collective::AllSlice { axes }
            | Collective::ReduceScatter { axes, .. } => axes.iter().flatten().collect(),
            Collective::AllToAll(param) => param.axes.iter().collect(),
            Collective::CollectivePermute => Vec::new(),
            Collective::AllReduce { axes, .. } => axes.iter().collect(),
        }
    }
}

/// One collective of a plan.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    pub collective: Collective,
    /// The tensor's sharding after this step (closed dims, no replicated list).
    pub sharding: TensorSharding,
    /// Product of the sizes of the axes the collective spans (1 for a permute).
    pub group_size: i64,
    /// Bytes each device sends (= receives) in this step; see [`cost`] for the model.
    pub bytes_per_device: i64,
}

impl Step {
    pub fn kind(&self) -> CollectiveKind {
        self.collective.kind()
    }
}

/// The collectives that reshard a tensor, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReshardPlan {
    /// The input sharding as given.
    pub from: TensorSharding,
    /// The target sharding as given.
    pub to: TensorSharding,
    /// The mesh of `from`.
    pub from_mesh: Mesh,
    /// The mesh of `to` (the same axes; possibly another device order).
    pub to_mesh: Mesh,
    /// The global tensor shape.
    pub shape: Vec<i64>,
    pub element_bytes: i64,
    /// Empty when the two shardings already agree.
    pub steps: Vec<Step>,
    /// Sum of the steps' `bytes_per_device`.
    pub total_bytes_per_device: i64,
    /// The steps are exactly what Shardy's lowering emits. False only when that lowering did
    /// not reach the target and the gather-then-slice fallback was used instead.
    pub follows_shardy: bool,
}

impl ReshardPlan {
    /// A one-line description for quick-fix titles, e.g.
    /// `all-gather over "y" (2.0 MiB per device)`.
    pub fn summary(&self) -> String {
        summary::summary(self)
    }

    /// The sharding the tensor ends with (`from` when there are no steps).
    pub fn final_sharding(&self) -> &TensorSharding {
        self.steps.last().map_or(&self.from, |s| &s.sharding)
    }
}

/// Why no plan can be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlanError {
    /// The shardings and the shape disagree on the rank.
    RankMismatch {
        from: usize,
        to: usize,
        shape: usize,
    },
    /// A sharding names an axis the mesh lacks.
    UnknownAxis(String),
    /// A mesh axis has a dynamic, zero or negative size, or the mesh is too large.
    InvalidMesh(String),
    /// A sub-axis does not split its axis evenly.
    InvalidSubAxis(String),
    /// Two axis references of one sharding overlap.
    OverlappingAxes(String),
    /// A tensor dimension is negative or dynamic.
    BadShape(String),
    /// The element size is negative.
    BadElementSize(i64),
    /// The meshes differ by more than their device order (Shardy: "Incompatible meshes").
    IncompatibleMeshes(String),
    /// One side lives on a single device.
    MaximalMesh,
    /// The target has unreduced axes the input lacks; collectives never create partial values.
    IntroducesUnreduced(Vec<AxisRef>),
    /// Kept unreduced axes would change their reduction (e.g. max to sum).
    ReductionChange {
        from: ReductionKind,
        to: ReductionKind,
    },
    /// Halo sizes or explicit shard offsets (shard dialect): the planner has no collectives for them (a change of halo sizes alone is `print_halo_update`'s).
    Unsupported(String),
    /// A size computation overflowed.
    Overflow,
    /// The planner produced an invalid sequence; this is a bug and is reported, not hidden.
    Internal(String),
}

impl fmt::Display for PlanError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlanError::RankMismatch { from, to, shape } => write!(
                f,
                "incompatible ranks: input sharding has rank {from}, target sharding {to}, tensor {shape}"
            ),
            PlanError::UnknownAxis(axis) => write!(f, "unknown axis name: {axis}"),
            PlanError::InvalidMesh(why) => write!(f, "invalid mesh: {why}"),
            PlanError::InvalidSubAxis(axis) => {
                write!(f, "sub-axis {axis} does not split its axis evenly")
            }
            PlanError::OverlappingAxes(why) => write!(f, "overlapping axes: {why}"),
            PlanError::BadShape(why) => write!(f, "bad tensor shape: {why}"),
            PlanError::BadElementSize(n) => write!(f, "bad element size: {n} bytes"),
            PlanError::IncompatibleMeshes(why) => write!(f, "incompatible meshes: {why}"),
            PlanError::MaximalMesh => write!(
                f,
                "a single-device (maximal) sharding cannot be resharded with collectives"
            ),
            PlanError::IntroducesUnreduced(axes) => {
                let names: Vec<String> = axes.iter().map(AxisRef::to_string).collect();
                write!(
                    f,
                    "cannot introduce unreduced axes {}: collectives never create partial values",
                    names.join(", ")
                )
            }
            PlanError::ReductionChange { from, to } => write!(
                f,
                "cannot change the reduction operator of kept unreduced axes from {} to {}",
                from.name(),
                to.name()
            ),
            PlanError::Unsupported(why) => write!(f, "unsupported: {why}"),
            PlanError::Overflow => write!(f, "sizes overflow"),
            PlanError::Internal(why) => write!(f, "internal planner error: {why}"),
        }
    }
}

impl std::error::Error for PlanError {}

/// Plans the collectives that turn `from` into `to`, both on `mesh`, for a tensor of the given
/// global `shape` whose elements take `element_bytes` bytes.
pub fn plan(
    from: &TensorSharding,
    to: &TensorSharding,
    mesh: &Mesh,
    shape: &[i64],
    element_bytes: i64,
) -> Result<ReshardPlan, PlanError> {
    plan_between(from, mesh, to, mesh, shape, element_bytes)
}

/// Like [`plan`] for shardings on two meshes, which must have the same axes (they may order
/// the devices differently, which costs a collective-permute).
pub fn plan_between(
    from: &TensorSharding,
    from_mesh: &Mesh,
    to: &TensorSharding,
    to_mesh: &Mesh,
    shape: &[i64],
    element_bytes: i64,
) -> Result<ReshardPlan, PlanError> {
    plan_checked(from, from_mesh, to, to_mesh, shape, element_bytes, false)
}

/// Like [`plan`], for notations without a collective-permute (the `shard` and `mesh`
/// dialects, the 2023 proposal): when Shardy's lowering needs one, the plan gathers the
/// differing axes and slices the target's instead — always possible on one mesh, but it moves
/// more bytes, and `follows_shardy` is false.
pub fn plan_without_permute(
    from: &TensorSharding,
    to: &TensorSharding,
    mesh: &Mesh,
    shape: &[i64],
    element_bytes: i64,
) -> Result<ReshardPlan, PlanError> {
    let shardy = plan(from, to, mesh, shape, element_bytes)?;
    if shardy
        .steps
        .iter()
        .all(|s| s.kind() != CollectiveKind::CollectivePermute)
    {
        return Ok(shardy);
    }
    plan_checked(from, mesh, to, mesh, shape, element_bytes, true)
}

fn plan_checked(
    from: &TensorSharding,
    from_mesh: &Mesh,
    to: &TensorSharding,
    to_mesh: &Mesh,
    shape: &[i64],
    element_bytes: i64,
    gather_then_slice: bool,
) -> Result<ReshardPlan, PlanError> {
    let checked = validate::check(from, from_mesh, to, to_mesh, shape, element_bytes)?;
    let sizes = axes::AxisSizes::of(from_mesh);
    let mut collectives = Vec::new();
    let mut follows_shardy = true;

    // Unreduced axes the target drops are all-reduced first.
    let (start, reduce) = fusion::reduce_unreduced(from, &checked.target, &sizes, from_mesh);
    if let Some(step) = reduce {
        collectives.push(step);
    }
    if !checked.redundant {
        let shardy = inserter::insert(&start, &checked.target, &sizes, shape);
        let verified = if gather_then_slice {
            Err(String::new())
        } else {
            semantics::check_sequence(&start, &shardy, &checked.target, &sizes)
        };
        let sequence = match verified {
            Ok(()) => shardy,
            Err(_) => {
                follows_shardy = false;
                inserter::gather_then_slice(&start, &checked.target, &sizes)
            }
        };
        collectives.extend(sequence);
    }
    let collectives = fusion::fuse_reduce_scatter(from, collectives, &sizes);
    semantics::check_sequence(from, &collectives, &checked.target, &sizes)
        .map_err(PlanError::Internal)?;

    let meshes = Meshes {
        from_mesh,
        to_ref: &to.mesh,
        to_mesh,
    };
    let (steps, total) = costed_steps(collectives, from, &meshes, shape, element_bytes, &sizes)?;
    Ok(ReshardPlan {
        from: from.clone(),
        to: to.clone(),
        from_mesh: from_mesh.clone(),
        to_mesh: to_mesh.clone(),
        shape: shape.to_vec(),
        element_bytes,
        steps,
        total_bytes_per_device: total,
        follows_shardy,
    })
}

/// The two meshes of a plan, told apart by the target's mesh reference.
struct Meshes<'a> {
    from_mesh: &'a Mesh,
    to_ref: &'a MeshRef,
    to_mesh: &'a Mesh,
}

impl Meshes<'_> {
    fn of(&self, sharding: &TensorSharding) -> &Mesh {
        if &sharding.mesh == self.to_ref {
            self.to_mesh
        } else {
            self.from_mesh
        }
    }
}

/// The steps with their costs, and the total.
fn costed_steps(
    collectives: Vec<inserter::Emitted>,
    from: &TensorSharding,
    meshes: &Meshes,
    shape: &[i64],
    element_bytes: i64,
    sizes: &axes::AxisSizes,
) -> Result<(Vec<Step>, i64), PlanError> {
    let mut steps: Vec<Step> = Vec::with_capacity(collectives.len());
    let mut total = 0i64;
    for (collective, sharding) in collectives {
        let before = steps.last().map_or(from, |s| &s.sharding);
        let step_cost = cost::step_cost(
            &collective,
            (before, meshes.of(before)),
            (&sharding, meshes.of(&sharding)),
            shape,
            element_bytes,
            sizes,
        )?;
        total = total
            .checked_add(step_cost.bytes)
            .ok_or(PlanError::Overflow)?;
        steps.push(Step {
            collective,
            sharding,
            group_size: step_cost.group_size,
            bytes_per_device: step_cost.bytes,
        });
    }
    Ok((steps, total))
}
