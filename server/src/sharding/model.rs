//! The canonical sharding model every notation converts to and from.
//!
//! It follows Shardy's axis-based representation because that is the most expressive of the
//! notations we read: a [`Mesh`] of named axes, and a [`TensorSharding`] that lists, per tensor
//! dimension, the mesh axes (or sub-axes) the dimension is split over, major to minor. The
//! other notations map onto it:
//!
//! * MLIR `shard`/`mesh` dialects refer to grid axes by index; they become meshes whose axes
//!   are named `"0"`, `"1"`, ... (see [`Mesh::indexed`]).
//! * GSPMD tile assignments are factored into mesh axes, with an explicit device order
//!   ([`Mesh::device_ids`]) when the assignment is not an iota.
//!
//! The model is plain data; parsing, printing and validation live in sibling modules.

use std::cmp::Ordering;
use std::fmt;

use super::mlir_text;

/// The notations this crate reads and writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Notation {
    /// Shardy: `sdy.mesh`, `#sdy.sharding<@mesh, [{"a"}, {}]>`.
    Sdy,
    /// The 2025 MLIR `shard` dialect: `shard.grid`, `shard.sharding ... split_axes = [[0]]`.
    ShardDialect,
    /// The 2024 MLIR `mesh` dialect: `mesh.mesh`, `mesh.sharding`, inline `<@m, [[0]]>`.
    MeshDialect,
    /// The 2023 proposal / first upstream version: `mesh.cluster`, `#mesh.shard<@m, [[0]]>`
    /// and the plain `sharding = [[0], []]` option.
    MeshProposal,
    /// XLA's `HloSharding` text, the `mhlo.sharding = "{devices=[2,1]0,1}"` string.
    Gspmd,
}

impl Notation {
    /// A human-readable name for messages.
    pub fn display_name(self) -> &'static str {
        match self {
            Notation::Sdy => "Shardy (sdy)",
            Notation::ShardDialect => "the MLIR shard dialect",
            Notation::MeshDialect => "the MLIR mesh dialect",
            Notation::MeshProposal => "the mesh dialect proposal",
            Notation::Gspmd => "GSPMD (mhlo.sharding)",
        }
    }
}

/// One named axis of a device mesh.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MeshAxis {
    pub name: String,
    /// `None` for a dynamic size (`?` in the shard dialect).
    pub size: Option<i64>,
}

impl MeshAxis {
    pub fn new(name: impl Into<String>, size: i64) -> Self {
        MeshAxis {
            name: name.into(),
            size: Some(size),
        }
    }

    pub fn dynamic(name: impl Into<String>) -> Self {
        MeshAxis {
            name: name.into(),
            size: None,
        }
    }
}

/// A logical device mesh: axes in major-to-minor order plus an optional device order.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Mesh {
    pub axes: Vec<MeshAxis>,
    /// Device id at each linear (row-major) mesh position, when it is not `0, 1, 2, ...`.
    /// A mesh with no axes and exactly one id is a *maximal* mesh (a single device).
    pub device_ids: Option<Vec<i64>>,
}

impl Mesh {
    pub fn new(axes: Vec<MeshAxis>) -> Self {
        Mesh {
            axes,
            device_ids: None,
        }
    }

    /// Builds a mesh from `(name, size)` pairs.
    pub fn from_sizes(axes: &[(&str, i64)]) -> Self {
        Mesh::new(axes.iter().map(|(n, s)| MeshAxis::new(*n, *s)).collect())
    }

    /// A mesh whose axes are named by their index (`"0"`, `"1"`, ...), which is how the MLIR
    /// shard/mesh dialects' grids are represented.
    pub fn indexed(sizes: &[Option<i64>]) -> Self {
        Mesh::new(
            sizes
                .iter()
                .enumerate()
                .map(|(i, size)| MeshAxis {
                    name: i.to_string(),
                    size: *size,
                })
                .collect(),
        )
    }

    /// The empty mesh `<[]>`, a placeholder with no axes.
    pub fn empty() -> Self {
        Mesh::default()
    }

    /// The maximal mesh `<[], device_ids=[d]>`: everything lives on device `d`.
    pub fn maximal(device: i64) -> Self {
        Mesh {
            axes: Vec::new(),
            device_ids: Some(vec![device]),
        }
    }

    pub fn with_device_ids(mut self, ids: Vec<i64>) -> Self {
        self.device_ids = Some(ids);
        self
    }

    /// No axes and exactly one device id.
    pub fn is_maximal(&self) -> bool {
        self.axes.is_empty() && self.device_ids.as_ref().is_some_and(|ids| ids.len() == 1)
    }

    /// No axes and no device ids.
    pub fn is_empty(&self) -> bool {
        self.axes.is_empty() && self.device_ids.as_ref().is_none_or(|ids| ids.is_empty())
    }

    /// True when the axes are named `"0"`, `"1"`, ... in order (an MLIR grid).
    pub fn is_indexed(&self) -> bool {
        self.axes
            .iter()
            .enumerate()
            .all(|(i, a)| a.name == i.to_string())
    }

    pub fn axis(&self, name: &str) -> Option<&MeshAxis> {
        self.axes.iter().find(|a| a.name == name)
    }

    /// Position of the axis in the mesh (major to minor).
    pub fn axis_index(&self, name: &str) -> Option<usize> {
        self.axes.iter().position(|a| a.name == name)
    }

    /// The static size of the axis, if the axis exists and is static.
    pub fn axis_size(&self, name: &str) -> Option<i64> {
        self.axis(name).and_then(|a| a.size)
    }

    /// The static sizes of all axes, or `None` if one is dynamic.
    pub fn static_shape(&self) -> Option<Vec<i64>> {
        self.axes.iter().map(|a| a.size).collect()
    }

    /// Number of devices: 1 for a maximal mesh, else the product of the axis sizes. `None` when
    /// an axis is dynamic, negative, or the product overflows.
    pub fn device_count(&self) -> Option<i64> {
        if self.is_maximal() {
            return Some(1);
        }
        self.axes.iter().try_fold(1i64, |acc, a| match a.size {
            Some(s) if s >= 0 => acc.checked_mul(s),
            _ => None,
        })
    }

    /// True when `device_ids` is given and differs from `0, 1, 2, ...`.
    pub fn has_explicit_device_order(&self) -> bool {
        match &self.device_ids {
            Some(ids) if !self.is_maximal() => !is_iota(ids),
            _ => false,
        }
    }

    /// The device at a linear (row-major) mesh position. An empty `device_ids` list means
    /// the default order, as in Shardy.
    pub fn device_at(&self, linear: usize) -> Option<i64> {
        match &self.device_ids {
            Some(ids) if !ids.is_empty() => ids.get(linear).copied(),
            _ => i64::try_from(linear).ok(),
        }
    }

    /// Orders axis references by the mesh axis order, then by sub-axis position. This is the
    /// order Shardy requires for `replicated` and `unreduced` lists.
    pub fn compare_axis_refs(&self, a: &AxisRef, b: &AxisRef) -> Ordering {
        let ia = self.axis_index(&a.name).unwrap_or(usize::MAX);
        let ib = self.axis_index(&b.name).unwrap_or(usize::MAX);
        ia.cmp(&ib).then_with(|| a.name.cmp(&b.name)).then_with(|| {
            let key = |r: &AxisRef| {
                r.sub_axis
                    .map(|s| (s.pre_size, s.size))
                    .unwrap_or((1, i64::MAX))
            };
            key(a).cmp(&key(b))
        })
    }
}

/// True when `ids` is `0, 1, ..., n-1`.
pub fn is_iota(ids: &[i64]) -> bool {
    ids.iter()
        .enumerate()
        .all(|(i, id)| i64::try_from(i).ok() == Some(*id))
}

/// The sub-axis part of `"x":(pre_size)size`: for a full axis of size `n` it is the middle
/// dimension of the reshape `[pre_size, size, n / (pre_size * size)]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SubAxis {
    pub pre_size: i64,
    pub size: i64,
}

impl SubAxis {
    /// `pre_size * size`, the pre-size of the sub-axis that would follow this one.
    pub fn next_pre_size(self) -> Option<i64> {
        self.pre_size.checked_mul(self.size)
    }
}

/// The name of a mesh axis. Propagation clones axis references at every
/// step; names of up to 24 bytes (all real ones) are stored inline, so a
/// clone copies instead of allocating.
pub type AxisName = compact_str::CompactString;

/// A reference to a mesh axis or to a sub-axis of it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct AxisRef {
    pub name: AxisName,
    pub sub_axis: Option<SubAxis>,
}

impl AxisRef {
    pub fn full(name: impl Into<AxisName>) -> Self {
        AxisRef {
            name: name.into(),
            sub_axis: None,
        }
    }

    pub fn sub(name: impl Into<AxisName>, pre_size: i64, size: i64) -> Self {
        AxisRef {
            name: name.into(),
            sub_axis: Some(SubAxis { pre_size, size }),
        }
    }

    /// The number of devices along this reference, if the axis is known and static.
    pub fn size(&self, mesh: &Mesh) -> Option<i64> {
        match self.sub_axis {
            Some(sub) => Some(sub.size),
            None => mesh.axis_size(&self.name),
        }
    }

    /// Shardy's `canMerge`: `self` and `next` are adjacent sub-axes of the same axis, so the
    /// pair could be written as one sub-axis.
    pub fn can_merge_with(&self, next: &AxisRef) -> bool {
        match (self.sub_axis, next.sub_axis) {
            (Some(a), Some(b)) => self.name == next.name && a.next_pre_size() == Some(b.pre_size),
            _ => false,
        }
    }

    /// True when both references cover a common part of the same axis.
    pub fn overlaps(&self, other: &AxisRef) -> bool {
        if self.name != other.name {
            return false;
        }
        match (self.sub_axis, other.sub_axis) {
            (Some(a), Some(b)) => {
                // Widened so that sizes near i64::MAX cannot overflow.
                let end = |s: SubAxis| i128::from(s.pre_size) * i128::from(s.size);
                i128::from(a.pre_size) < end(b) && i128::from(b.pre_size) < end(a)
            }
            _ => true,
        }
    }
}

/// Shardy's `AxisRefAttr::toString`: `"x"` or `"x":(1)2`. Verifier messages use this form.
impl fmt::Display for AxisRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&mlir_text::quote(&self.name))?;
        if let Some(sub) = self.sub_axis {
            write!(f, ":({}){}", sub.pre_size, sub.size)?;
        }
        Ok(())
    }
}

/// How one tensor dimension is sharded.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct DimSharding {
    /// Axes the dimension is split over, major to minor.
    pub axes: Vec<AxisRef>,
    /// Open (`?`): propagation may shard the dimension further.
    pub is_open: bool,
    /// `p<n>`; lower is stronger. `None` when not written.
    pub priority: Option<i64>,
}

impl DimSharding {
    pub fn closed(axes: Vec<AxisRef>) -> Self {
        DimSharding {
            axes,
            is_open: false,
            priority: None,
        }
    }

    pub fn open(axes: Vec<AxisRef>) -> Self {
        DimSharding {
            axes,
            is_open: true,
            priority: None,
        }
    }

    /// Closed and split over the named full axes.
    pub fn on(names: &[&str]) -> Self {
        DimSharding::closed(names.iter().map(|n| AxisRef::full(*n)).collect())
    }

    pub fn with_priority(mut self, priority: i64) -> Self {
        self.priority = Some(priority);
        self
    }

    /// The number of shards of this dimension (the product of its axis sizes), if static.
    pub fn shard_count(&self, mesh: &Mesh) -> Option<i64> {
        self.axes
            .iter()
            .try_fold(1i64, |acc, a| acc.checked_mul(a.size(mesh)?))
    }
}

/// How partial (unreduced) values are to be combined.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum ReductionKind {
    #[default]
    Sum,
    Max,
    Min,
    Product,
    Average,
    BitwiseAnd,
    BitwiseOr,
    BitwiseXor,
    Generic,
}

impl ReductionKind {
    pub const ALL: [ReductionKind; 9] = [
        ReductionKind::Sum,
        ReductionKind::Max,
        ReductionKind::Min,
        ReductionKind::Product,
        ReductionKind::Average,
        ReductionKind::BitwiseAnd,
        ReductionKind::BitwiseOr,
        ReductionKind::BitwiseXor,
        ReductionKind::Generic,
    ];

    /// The keyword used by every notation that spells it (`sum`, `max`, `bitwise_and`, ...).
    pub fn name(self) -> &'static str {
        match self {
            ReductionKind::Sum => "sum",
            ReductionKind::Max => "max",
            ReductionKind::Min => "min",
            ReductionKind::Product => "product",
            ReductionKind::Average => "average",
            ReductionKind::BitwiseAnd => "bitwise_and",
            ReductionKind::BitwiseOr => "bitwise_or",
            ReductionKind::BitwiseXor => "bitwise_xor",
            ReductionKind::Generic => "generic",
        }
    }

    pub fn from_name(name: &str) -> Option<Self> {
        ReductionKind::ALL.into_iter().find(|k| k.name() == name)
    }
}

/// The mesh a sharding lives on: a symbol (`@mesh`) or a mesh written inline.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum MeshRef {
    Symbol(String),
    Inline(Mesh),
}

/// A static size or one given by an SSA value (`%c3`), as the shard dialect allows for halo
/// sizes and shard offsets.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum SizeValue {
    Static(i64),
    Dynamic(String),
}

impl SizeValue {
    pub fn as_static(&self) -> Option<i64> {
        match self {
            SizeValue::Static(v) => Some(*v),
            SizeValue::Dynamic(_) => None,
        }
    }
}

impl fmt::Display for SizeValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SizeValue::Static(v) => write!(f, "{v}"),
            SizeValue::Dynamic(name) => f.write_str(name),
        }
    }
}

/// The sharding of one tensor value.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TensorSharding {
    pub mesh: MeshRef,
    /// One entry per tensor dimension.
    pub dims: Vec<DimSharding>,
    /// Axes explicitly marked replicated (implicitly replicated axes are not listed).
    pub replicated: Vec<AxisRef>,
    /// Axes along which the devices hold partial values still to be reduced.
    pub unreduced: Vec<AxisRef>,
    /// How the unreduced partial values combine.
    pub reduction: ReductionKind,
    /// Shard dialect only: `(low, high)` halo widths, flattened, per sharded dimension.
    pub halo_sizes: Vec<SizeValue>,
    /// Shard dialect only: per sharded dimension, the shard start offsets plus the end.
    pub sharded_dims_offsets: Vec<SizeValue>,
}

/// One shared copy of each distinct sharding: a model's layers write and
/// propagate the same few shardings onto thousands of ops.
pub type SharedShardings = crate::interning::Interner<TensorSharding>;

impl TensorSharding {
    /// A sharding on the mesh symbol `mesh` with the given dims and nothing else.
    pub fn new(mesh: impl Into<String>, dims: Vec<DimSharding>) -> Self {
        TensorSharding::on_mesh(MeshRef::Symbol(mesh.into()), dims)
    }

    pub fn on_mesh(mesh: MeshRef, dims: Vec<DimSharding>) -> Self {
        TensorSharding {
            mesh,
            dims,
            replicated: Vec::new(),
            unreduced: Vec::new(),
            reduction: ReductionKind::Sum,
            halo_sizes: Vec::new(),
            sharded_dims_offsets: Vec::new(),
        }
    }

    /// Closed, unsharded dims for a tensor of the given rank.
    pub fn replicated(mesh: MeshRef, rank: usize) -> Self {
        TensorSharding::on_mesh(mesh, vec![DimSharding::default(); rank])
    }

    pub fn rank(&self) -> usize {
        self.dims.len()
    }

    /// The mesh symbol name, if the mesh is referenced by symbol.
    pub fn mesh_name(&self) -> Option<&str> {
        match &self.mesh {
            MeshRef::Symbol(name) => Some(name),
            MeshRef::Inline(_) => None,
        }
    }

    /// The inline mesh, or `lookup(symbol)` for a symbol reference.
    pub fn resolve_mesh<'a>(
        &'a self,
        lookup: impl FnOnce(&str) -> Option<&'a Mesh>,
    ) -> Option<&'a Mesh> {
        match &self.mesh {
            MeshRef::Inline(mesh) => Some(mesh),
            MeshRef::Symbol(name) => lookup(name),
        }
    }

    /// No dimension is sharded and nothing is unreduced.
    pub fn is_fully_replicated(&self) -> bool {
        self.dims.iter().all(|d| d.axes.is_empty()) && self.unreduced.is_empty()
    }

    /// Every axis reference: dims in order, then replicated, then unreduced.
    pub fn axis_refs(&self) -> impl Iterator<Item = &AxisRef> {
        self.dims
            .iter()
            .flat_map(|d| d.axes.iter())
            .chain(self.replicated.iter())
            .chain(self.unreduced.iter())
    }
}

/// One sharding per result of an op (Shardy's `#sdy.sharding_per_value`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct ShardingPerValue(pub Vec<TensorSharding>);

/// The axes a manual computation (`sdy.manual_computation`, GSPMD `{manual}` subgroups)
/// partitions by hand.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct ManualAxes(pub Vec<String>);

impl ManualAxes {
    pub fn contains(&self, name: &str) -> bool {
        self.0.iter().any(|a| a == name)
    }
}

/// Byte ranges of a mesh's parts in the parsed text, so diagnostics can point at them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MeshSpans {
    pub whole: std::ops::Range<usize>,
    pub axes: Vec<std::ops::Range<usize>>,
    pub device_ids: Vec<std::ops::Range<usize>>,
}

/// Byte ranges of a sharding's parts in the parsed text, so diagnostics can point at them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ShardingSpans {
    pub whole: std::ops::Range<usize>,
    pub mesh: std::ops::Range<usize>,
    /// The parts of a mesh written inline (`mesh<["x"=2]>`), so its own checks can point at them.
    pub inline_mesh: Option<MeshSpans>,
    /// One per dim.
    pub dims: Vec<std::ops::Range<usize>>,
    /// One per axis of each dim.
    pub dim_axes: Vec<Vec<std::ops::Range<usize>>>,
    pub replicated: Vec<std::ops::Range<usize>>,
    pub unreduced: Vec<std::ops::Range<usize>>,
    /// Mesh-family only: halo sizes and offsets lists.
    pub halo_sizes: Option<std::ops::Range<usize>>,
    pub sharded_dims_offsets: Option<std::ops::Range<usize>>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mesh_helpers() {
        let m = Mesh::from_sizes(&[("data", 2), ("model", 4)]);
        assert_eq!(m.device_count(), Some(8));
        assert_eq!(m.axis_index("model"), Some(1));
        assert_eq!(m.axis_size("data"), Some(2));
        assert_eq!(m.axis("nope"), None);
        assert!(!m.is_maximal() && !m.is_empty() && !m.is_indexed());
        assert_eq!(m.static_shape(), Some(vec![2, 4]));
        assert_eq!(m.device_at(5), Some(5));
        assert!(!m.has_explicit_device_order());

        let explicit = m.clone().with_device_ids(vec![0, 2, 4, 6, 1, 3, 5, 7]);
        assert!(explicit.has_explicit_device_order());
        assert_eq!(explicit.device_at(1), Some(2));
        assert_eq!(explicit.device_at(8), None);
        let iota_ids = m.clone().with_device_ids((0..8).collect());
        assert!(!iota_ids.has_explicit_device_order());
    }

    #[test]
    fn maximal_empty_and_indexed_meshes() {
        let maximal = Mesh::maximal(3);
        assert!(maximal.is_maximal() && !maximal.is_empty());
        assert_eq!(maximal.device_count(), Some(1));
        assert!(!maximal.has_explicit_device_order());
        assert_eq!(maximal.device_at(0), Some(3));

        let empty = Mesh::empty();
        assert!(empty.is_empty() && !empty.is_maximal());
        assert_eq!(empty.device_count(), Some(1));

        let grid = Mesh::indexed(&[Some(2), None]);
        assert!(grid.is_indexed());
        assert_eq!(grid.axis_size("0"), Some(2));
        assert_eq!(grid.axis_size("1"), None);
        assert_eq!(grid.device_count(), None);
        assert_eq!(grid.static_shape(), None);
    }

    #[test]
    fn device_count_guards_overflow() {
        let m = Mesh::from_sizes(&[("a", i64::MAX), ("b", 2)]);
        assert_eq!(m.device_count(), None);
        let negative = Mesh::from_sizes(&[("a", -2)]);
        assert_eq!(negative.device_count(), None);
    }

    #[test]
    fn axis_ref_display_matches_shardy() {
        assert_eq!(AxisRef::full("x").to_string(), "\"x\"");
        assert_eq!(AxisRef::sub("x", 1, 2).to_string(), "\"x\":(1)2");
        assert_eq!(AxisRef::sub("a", -1, 2).to_string(), "\"a\":(-1)2");
    }

    #[test]
    fn merge_and_overlap() {
        let a12 = AxisRef::sub("a", 1, 2);
        let a22 = AxisRef::sub("a", 2, 2);
        let a44 = AxisRef::sub("a", 4, 4);
        assert!(a12.can_merge_with(&a22));
        assert!(!a22.can_merge_with(&a12));
        assert!(a22.can_merge_with(&AxisRef::sub("a", 4, 2)));
        assert!(!a22.can_merge_with(&AxisRef::sub("b", 4, 2)));
        assert!(!AxisRef::full("a").can_merge_with(&a22));
        assert!(!a12.overlaps(&a22));
        assert!(AxisRef::sub("a", 1, 4).overlaps(&AxisRef::sub("a", 2, 4)));
        assert!(AxisRef::full("a").overlaps(&a44));
        assert!(!AxisRef::full("a").overlaps(&AxisRef::full("b")));
        // Huge sizes must not overflow.
        assert!(AxisRef::sub("a", i64::MAX, 2).overlaps(&AxisRef::sub("a", i64::MAX - 1, 4)));
    }

    #[test]
    fn axis_ref_sizes_and_ordering() {
        let m = Mesh::from_sizes(&[("c", 2), ("a", 8)]);
        assert_eq!(AxisRef::full("a").size(&m), Some(8));
        assert_eq!(AxisRef::sub("a", 2, 2).size(&m), Some(2));
        assert_eq!(AxisRef::full("zz").size(&m), None);
        let mut refs = vec![
            AxisRef::sub("a", 4, 2),
            AxisRef::full("c"),
            AxisRef::sub("a", 1, 2),
        ];
        refs.sort_by(|x, y| m.compare_axis_refs(x, y));
        assert_eq!(
            refs,
            vec![
                AxisRef::full("c"),
                AxisRef::sub("a", 1, 2),
                AxisRef::sub("a", 4, 2)
            ]
        );
    }

    #[test]
    fn dim_sharding_shard_count() {
        let m = Mesh::from_sizes(&[("a", 2), ("b", 4)]);
        assert_eq!(DimSharding::on(&["a", "b"]).shard_count(&m), Some(8));
        assert_eq!(DimSharding::default().shard_count(&m), Some(1));
        assert_eq!(DimSharding::on(&["z"]).shard_count(&m), None);
        let big = Mesh::from_sizes(&[("a", i64::MAX), ("b", 4)]);
        assert_eq!(DimSharding::on(&["a", "b"]).shard_count(&big), None);
        let d = DimSharding::open(vec![]).with_priority(2);
        assert!(d.is_open && d.priority == Some(2));
    }

    #[test]
    fn tensor_sharding_helpers() {
        let mut s = TensorSharding::new(
            "mesh",
            vec![DimSharding::on(&["a"]), DimSharding::default()],
        );
        assert_eq!(s.rank(), 2);
        assert_eq!(s.mesh_name(), Some("mesh"));
        assert!(!s.is_fully_replicated());
        s.replicated.push(AxisRef::full("b"));
        s.unreduced.push(AxisRef::full("c"));
        let names: Vec<_> = s.axis_refs().map(|r| r.name.as_str()).collect();
        assert_eq!(names, ["a", "b", "c"]);

        let mesh = Mesh::from_sizes(&[("a", 2)]);
        assert_eq!(
            s.resolve_mesh(|n| (n == "mesh").then_some(&mesh)),
            Some(&mesh)
        );
        let inline = TensorSharding::replicated(MeshRef::Inline(mesh.clone()), 3);
        assert!(inline.is_fully_replicated());
        assert_eq!(inline.mesh_name(), None);
        assert_eq!(inline.resolve_mesh(|_| None), Some(&mesh));
    }

    #[test]
    fn reduction_kind_names_round_trip() {
        for k in ReductionKind::ALL {
            assert_eq!(ReductionKind::from_name(k.name()), Some(k));
        }
        assert_eq!(ReductionKind::from_name("mean"), None);
        assert_eq!(ReductionKind::default(), ReductionKind::Sum);
    }

    #[test]
    fn misc_small_types() {
        assert_eq!(SizeValue::Static(4).to_string(), "4");
        assert_eq!(SizeValue::Dynamic("%c3".into()).to_string(), "%c3");
        assert_eq!(SizeValue::Dynamic("%c".into()).as_static(), None);
        assert!(ManualAxes(vec!["a".into()]).contains("a"));
        assert!(!ManualAxes::default().contains("a"));
        assert_eq!(MeshAxis::dynamic("x").size, None);
        assert!(is_iota(&[0, 1, 2]) && !is_iota(&[1, 0]) && is_iota(&[]));
        assert_eq!(Notation::Gspmd.display_name(), "GSPMD (mhlo.sharding)");
    }
}
