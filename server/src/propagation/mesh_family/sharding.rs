//! A sharding as the MLIR `shard`/`mesh` dialects hold it in memory
//! (`shard::Sharding`, `MeshShardingAttr`): grid axes by index, and the split
//! axes exactly as written. The length matters: an explicit trailing `[]` is
//! an assignment of "no axes" to a loop, which `fillShardingOption` checks.

use crate::sharding::model::{
    AxisRef, DimSharding, MeshRef, ReductionKind, SizeValue, TensorSharding,
};

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
