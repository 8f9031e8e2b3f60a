//! XLA's `HloSharding` text (the `mhlo.sharding = "..."` string), per `hlo-sharding.md`.
//!
//! * [`parse`]: the full grammar of `ParseSharding`, V1 explicit device lists, V2 iota tile
//!   assignments, subgroups, tuples, metadata, shard groups and the V3 named (mesh-and-axis)
//!   form, with XLA's error messages;
//! * [`print`](mod@print): XLA's printed form, with canonical iota dims;
//! * [`tile`]: iota canonicalisation, materialisation and recognition;
//! * [`convert`]: conversion to and from the canonical model (tile assignments factored into
//!   mesh axes);
//! * [`validate`]: the checks of `HloSharding::Validate` plus the ones the parser skips;
//! * [`proto`]: a serialized `OpSharding` proto in the string, read back as text.

mod canonical;
pub mod convert;
mod lexer;
pub mod parse;
pub mod print;
pub mod proto;
pub mod tile;
pub mod validate;

use std::ops::Range;

use super::model::{ReductionKind, SubAxis};

pub use canonical::canonicalize;
pub use convert::{from_model, to_model, to_model_per_value, to_named, GspmdImport};
pub use parse::parse_hlo_sharding;
pub use print::{canonical_text, print_hlo_sharding, print_hlo_sharding_with_metadata};
pub use validate::{validate_hlo_sharding, HloShape};

/// One parsed sharding (a tuple element is one too).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HloSharding {
    pub kind: HloShardingKind,
    /// `shard_as N` / `shard_like N`.
    pub shard_group: Option<ShardGroup>,
    /// `metadata=...` entries; parsed for syntax, printed only on request.
    pub metadata: Vec<OpMetadata>,
    /// Byte range of this sharding's `{...}` in the parsed text.
    pub span: Range<usize>,
}

impl HloSharding {
    /// A sharding of the given kind with no suffixes and an empty span.
    pub fn new(kind: HloShardingKind) -> Self {
        HloSharding {
            kind,
            shard_group: None,
            metadata: Vec::new(),
            span: 0..0,
        }
    }

    pub fn is_tuple(&self) -> bool {
        matches!(self.kind, HloShardingKind::Tuple(_))
    }
}

/// What a sharding says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HloShardingKind {
    Replicated,
    Manual,
    Unknown,
    Unreduced,
    /// `{maximal device=N}`.
    Maximal {
        device: i64,
    },
    /// `{devices=[...]...}`.
    Tiled(TiledSharding),
    /// V3 `{mesh[...], [...]}` / `{maximal_mesh[device_id=N]}`.
    Named(NamedSharding),
    /// `{{...}, {...}}`: one element per tuple leaf, flat.
    Tuple(Vec<HloSharding>),
}

/// A tiled sharding: the tile-assignment array and its trailing subgroup dims.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TiledSharding {
    /// The tile-assignment shape, data dims then subgroup dims.
    pub dims: Vec<i64>,
    pub devices: TileDevices,
    pub last_tile_dim_replicate: bool,
    pub last_tile_dims: Vec<SubgroupType>,
}

impl TiledSharding {
    /// The subgroup types of the trailing dims (`last_tile_dim_replicate` is one replicated
    /// subgroup), in order.
    pub fn subgroup_types(&self) -> Vec<SubgroupType> {
        let mut types = Vec::new();
        if self.last_tile_dim_replicate {
            types.push(SubgroupType::Replicated);
        }
        types.extend(self.last_tile_dims.iter().copied());
        types
    }

    /// Number of tensor dims the assignment tiles (`TiledDataRank`), if consistent.
    pub fn data_rank(&self) -> Option<usize> {
        self.dims.len().checked_sub(self.subgroup_types().len())
    }
}

/// The device list of a tile assignment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TileDevices {
    /// V1: the device ids, row-major.
    Explicit(Vec<i64>),
    /// V2: `<=[reshape_dims]T(perm)`.
    Iota(IotaTile),
}

/// `<=[r0,...]T(p0,...)`: `transpose(reshape(iota, r), p)`. The perm is kept as written
/// (`i64`) so validation can report one that is not a permutation.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct IotaTile {
    pub reshape_dims: Vec<i64>,
    pub perm: Vec<i64>,
}

/// The kind of a trailing subgroup dim (`last_tile_dims={...}`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum SubgroupType {
    Maximal,
    Manual,
    Unreduced,
    Replicated,
}

impl SubgroupType {
    pub fn name(self) -> &'static str {
        match self {
            SubgroupType::Maximal => "maximal",
            SubgroupType::Manual => "manual",
            SubgroupType::Unreduced => "unreduced",
            SubgroupType::Replicated => "replicated",
        }
    }
}

/// `shard_as N` or `shard_like N`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ShardGroup {
    pub kind: ShardGroupKind,
    pub id: i64,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ShardGroupKind {
    As,
    Like,
}

/// One `{op_name="..." ...}` metadata entry, attributes in written order with their raw
/// value text (strings keep their quotes).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OpMetadata {
    pub attrs: Vec<(String, String)>,
}

/// V3 named sharding.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NamedSharding {
    /// `{maximal_mesh[device_id=N]}`.
    MaximalMesh { device_id: i64 },
    /// `{mesh[...], body}`.
    Mesh { mesh: NamedMesh, body: NamedBody },
}

/// `mesh[a=2,b=4], device_ids=(...)`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NamedMesh {
    pub axes: Vec<(String, i64)>,
    pub device_ids: Option<TileDevices>,
    /// Names were written quoted (`'x'=8`), as newer XLA printers do.
    pub quoted: bool,
}

/// What follows the mesh.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NamedBody {
    /// `replicated`: fully replicated.
    Replicated,
    /// `unreduced`: unreduced over every axis.
    Unreduced,
    /// `manual`: manual over every axis.
    Manual,
    /// `[{a}, {b, ?}], replicated={c}, unreduced=max{d}, manual={e}`.
    Dims {
        dims: Vec<NamedDim>,
        replicated: Vec<NamedAxisRef>,
        unreduced: Vec<NamedAxisRef>,
        reduction: ReductionKind,
        manual: Vec<NamedAxisRef>,
    },
}

/// `{a, b:(2)2, ?}`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct NamedDim {
    pub axes: Vec<NamedAxisRef>,
    pub is_open: bool,
}

/// An axis by name or by index into the mesh, optionally a sub-axis.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NamedAxisRef {
    pub axis: NamedAxis,
    pub sub_axis: Option<SubAxis>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NamedAxis {
    Name(String),
    Index(i64),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn subgroup_types_and_data_rank() {
        let mut t = TiledSharding {
            dims: vec![2, 2, 2],
            devices: TileDevices::Iota(IotaTile {
                reshape_dims: vec![8],
                perm: vec![0],
            }),
            last_tile_dim_replicate: true,
            last_tile_dims: vec![],
        };
        assert_eq!(t.subgroup_types(), [SubgroupType::Replicated]);
        assert_eq!(t.data_rank(), Some(2));
        t.last_tile_dim_replicate = false;
        t.last_tile_dims = vec![
            SubgroupType::Manual,
            SubgroupType::Replicated,
            SubgroupType::Unreduced,
            SubgroupType::Maximal,
        ];
        assert_eq!(t.data_rank(), None);
        assert_eq!(SubgroupType::Maximal.name(), "maximal");
        assert!(HloSharding::new(HloShardingKind::Tuple(vec![])).is_tuple());
        assert!(!HloSharding::new(HloShardingKind::Replicated).is_tuple());
    }
}
