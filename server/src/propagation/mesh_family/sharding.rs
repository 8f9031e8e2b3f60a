//! A sharding as the MLIR `shard`/`mesh` dialects hold it in memory
//! (`shard::Sharding`, `MeshShardingAttr`): grid axes by index, and the split
//! axes exactly as written. The length matters: an explicit trailing `[]` is
//! an assignment of "no axes" to a loop, which `fillShardingOption` checks.

use crate::sharding::model::{
    AxisRef, DimSharding, MeshRef, ReductionKind, SizeValue, TensorSharding,
};
use rustc_hash::FxHashMap;
use std::hash::{Hash, Hasher};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

#[derive(Clone, Debug)]
pub struct GridSharding {
    pub grid: String,
    pub split_axes: Vec<Vec<i64>>,
    /// Mesh-era partial axes (`partial = sum[1]`); always empty in the shard era.
    pub partial_axes: Vec<i64>,
    pub partial_kind: ReductionKind,
    pub halo_sizes: Vec<SizeValue>,
    pub sharded_dims_offsets: Vec<SizeValue>,
}

impl GridSharding {
    pub fn new(grid: &str, split_axes: Vec<Vec<i64>>) -> Self {
        GridSharding {
            grid: grid.to_string(),
            split_axes,
            partial_axes: Vec::new(),
            partial_kind: ReductionKind::Sum,
            halo_sizes: Vec::new(),
            sharded_dims_offsets: Vec::new(),
        }
    }

    /// Reads a model sharding whose text had `written` split-axes entries.
    /// `None` when an axis is not a grid index (not a mesh-family sharding).
    pub fn from_model(model: &TensorSharding, written: usize) -> Option<Self> {
        let MeshRef::Symbol(grid) = &model.mesh else {
            return None;
        };
        let index = |a: &AxisRef| -> Option<i64> {
            if a.sub_axis.is_some() {
                return None;
            }
            a.name.parse().ok()
        };
        let mut split_axes = model
            .dims
            .iter()
            .map(|d| d.axes.iter().map(index).collect::<Option<Vec<i64>>>())
            .collect::<Option<Vec<_>>>()?;
        // The model pads to the tensor rank; restore what the text said.
        let keep = written.max(last_non_empty(&split_axes));
        split_axes.resize(keep, Vec::new());
        let mut out = GridSharding::new(grid, split_axes);
        out.partial_axes = model
            .unreduced
            .iter()
            .map(index)
            .collect::<Option<Vec<_>>>()?;
        out.partial_kind = model.reduction;
        out.halo_sizes = model.halo_sizes.clone();
        out.sharded_dims_offsets = model.sharded_dims_offsets.clone();
        Some(out)
    }

    /// The model sharding of a tensor of rank `rank`.
    pub fn to_model(&self, rank: usize) -> TensorSharding {
        let dims = (0..rank)
            .map(|d| {
                let axes = self.split_axes.get(d).map(Vec::as_slice).unwrap_or(&[]);
                DimSharding::closed(axes.iter().map(|a| AxisRef::full(a.to_string())).collect())
            })
            .collect();
        let mut out = TensorSharding::new(self.grid.clone(), dims);
        let mut partial = self.partial_axes.clone();
        partial.sort_unstable();
        out.unreduced = partial
            .into_iter()
            .map(|a| AxisRef::full(a.to_string()))
            .collect();
        out.reduction = self.partial_kind;
        out.halo_sizes = self.halo_sizes.clone();
        out.sharded_dims_offsets = self.sharded_dims_offsets.clone();
        out
    }

    /// The split axes without trailing empty entries.
    fn trimmed(&self) -> &[Vec<i64>] {
        &self.split_axes[..last_non_empty(&self.split_axes)]
    }
}

/// A sharding and a rank, equal to another exactly when `to_model` makes
/// the same model of them (unlike `PartialEq`, the reduction kind counts
/// without partial axes): the key under which a function's read-out shares
/// one model among the slots of equal shardings.
pub struct ModelKey<'s> {
    pub rank: usize,
    pub sharding: &'s GridSharding,
}

impl ModelKey<'_> {
    /// The fields `to_model` reads; split axes past the last non-empty entry
    /// make the same empty dims as none.
    #[allow(clippy::type_complexity)]
    fn fields(
        &self,
    ) -> (
        usize,
        &str,
        &[Vec<i64>],
        &[i64],
        ReductionKind,
        &[SizeValue],
        &[SizeValue],
    ) {
        let s = self.sharding;
        (
            self.rank,
            &s.grid,
            s.trimmed(),
            &s.partial_axes,
            s.partial_kind,
            &s.halo_sizes,
            &s.sharded_dims_offsets,
        )
    }
}

impl PartialEq for ModelKey<'_> {
    fn eq(&self, other: &Self) -> bool {
        self.fields() == other.fields()
    }
}

impl Eq for ModelKey<'_> {}

impl std::hash::Hash for ModelKey<'_> {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.fields().hash(state);
    }
}

/// A sharding of one run of the pass, held once by its `ShardingTable`:
/// a copy is a pointer, and MLIR's equality is a compare of the classes
/// the table gave. A function's pass compares and copies shardings at
/// every op it visits, and a model repeats a few shardings many times.
#[derive(Clone, Debug)]
pub struct SharedSharding(Arc<Held>);

#[derive(Debug)]
struct Held {
    sharding: GridSharding,
    /// Equal for exactly equal shardings (the memo of decisions keys on it).
    id: u32,
    /// Equal for shardings equal under MLIR's `operator==`.
    class: u32,
    /// The table's serial: shardings of two tables are never compared.
    table: u64,
}

impl SharedSharding {
    /// The same for shardings exactly alike (split axes of the same length).
    pub fn id(&self) -> u32 {
        self.0.id
    }
}

impl std::ops::Deref for SharedSharding {
    type Target = GridSharding;

    fn deref(&self) -> &GridSharding {
        &self.0.sharding
    }
}

/// MLIR's `Sharding::operator==`, as `GridSharding`'s.
impl PartialEq for SharedSharding {
    fn eq(&self, other: &Self) -> bool {
        debug_assert_eq!(self.0.table, other.0.table, "shardings of two tables");
        self.0.class == other.0.class
    }
}

/// The shardings of one run of the pass (see `SharedSharding`).
#[derive(Debug)]
pub struct ShardingTable {
    exact: FxHashMap<Exact, SharedSharding>,
    /// Each class's canonical form: trailing empty split axes dropped, and
    /// the reduction kind only with partial axes (what MLIR's equality reads).
    classes: FxHashMap<Exact, u32>,
    serial: u64,
}

impl Default for ShardingTable {
    fn default() -> Self {
        static SERIAL: AtomicU64 = AtomicU64::new(0);
        ShardingTable {
            exact: FxHashMap::default(),
            classes: FxHashMap::default(),
            serial: SERIAL.fetch_add(1, Ordering::Relaxed),
        }
    }
}

impl ShardingTable {
    /// `sharding`, held by this table.
    pub fn share(&mut self, sharding: GridSharding) -> SharedSharding {
        let key = Exact(sharding);
        if let Some(held) = self.exact.get(&key) {
            return held.clone();
        }
        let Exact(sharding) = key;
        let mut canonical = sharding.clone();
        canonical
            .split_axes
            .truncate(last_non_empty(&canonical.split_axes));
        if canonical.partial_axes.is_empty() {
            canonical.partial_kind = ReductionKind::default();
        }
        let classes = self.classes.len() as u32;
        let class = *self.classes.entry(Exact(canonical)).or_insert(classes);
        let held = SharedSharding(Arc::new(Held {
            sharding: sharding.clone(),
            id: self.exact.len() as u32,
            class,
            table: self.serial,
        }));
        self.exact.insert(Exact(sharding), held.clone());
        held
    }

    /// Each of `shardings`, held by this table.
    pub fn share_each(
        &mut self,
        shardings: Vec<Option<GridSharding>>,
    ) -> Vec<Option<SharedSharding>> {
        shardings
            .into_iter()
            .map(|s| s.map(|s| self.share(s)))
            .collect()
    }
}

/// A sharding compared and hashed field by field (unlike `GridSharding`'s
/// `PartialEq`, trailing empty split axes and the kind of no partial axes count).
#[derive(Debug)]
struct Exact(GridSharding);

impl Exact {
    #[allow(clippy::type_complexity)]
    fn fields(
        &self,
    ) -> (
        &str,
        &[Vec<i64>],
        &[i64],
        ReductionKind,
        &[SizeValue],
        &[SizeValue],
    ) {
        let s = &self.0;
        (
            &s.grid,
            &s.split_axes,
            &s.partial_axes,
            s.partial_kind,
            &s.halo_sizes,
            &s.sharded_dims_offsets,
        )
    }
}

impl PartialEq for Exact {
    fn eq(&self, other: &Self) -> bool {
        self.fields() == other.fields()
    }
}

impl Eq for Exact {}

impl Hash for Exact {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.fields().hash(state);
    }
}

fn last_non_empty(split_axes: &[Vec<i64>]) -> usize {
    split_axes
        .iter()
        .rposition(|axes| !axes.is_empty())
        .map_or(0, |i| i + 1)
}

/// MLIR's `Sharding::operator==`: trailing empty split axes do not count;
/// partial axes (mesh era) must agree, and their kind when there are any.
impl PartialEq for GridSharding {
    fn eq(&self, other: &Self) -> bool {
        self.grid == other.grid
            && self.trimmed() == other.trimmed()
            && self.partial_axes == other.partial_axes
            && (self.partial_axes.is_empty() || self.partial_kind == other.partial_kind)
            && self.halo_sizes == other.halo_sizes
            && self.sharded_dims_offsets == other.sharded_dims_offsets
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equality_ignores_trailing_empty_entries_but_keeps_them() {
        let a = GridSharding::new("g", vec![vec![0], vec![]]);
        let b = GridSharding::new("g", vec![vec![0]]);
        assert_eq!(a, b);
        assert_eq!(a.split_axes.len(), 2);
        assert_ne!(a, GridSharding::new("g", vec![vec![], vec![0]]));
        assert_ne!(a, GridSharding::new("h", vec![vec![0]]));
    }

    #[test]
    fn model_round_trip_keeps_the_written_length() {
        let model = GridSharding::new("g", vec![vec![1], vec![]]).to_model(3);
        assert_eq!(model.dims.len(), 3);
        let back = GridSharding::from_model(&model, 2).unwrap();
        assert_eq!(back.split_axes, vec![vec![1], vec![]]);
        let one = GridSharding::from_model(&model, 1).unwrap();
        assert_eq!(one.split_axes, vec![vec![1]]);
    }

    #[test]
    fn partial_axes_take_part_in_equality() {
        let mut a = GridSharding::new("g", vec![vec![0]]);
        let b = a.clone();
        a.partial_axes = vec![1];
        assert_ne!(a, b);
        assert_eq!(a.to_model(1).unreduced, vec![AxisRef::full("1")]);
    }
}
