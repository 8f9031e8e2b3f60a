//! `HloSharding::Validate` (hlo-sharding.md §5) plus the checks XLA leaves to `DCHECK`s or
//! crashes on: device-list length, iota size, permutation validity, conflicting subgroup
//! spellings, uneven tiles (a warning: XLA pads), and the V3 named form's axis references.
//!
//! Messages are XLA's where XLA has one. XLA appends "Note: While validating sharding ..."
//! to each; the ranges of our records carry that context instead.

use std::collections::HashSet;

use super::convert::to_model;
use super::print::print_hlo_sharding;
use super::tile::{checked_product, is_permutation};
use super::{
    HloSharding, HloShardingKind, NamedAxis, NamedAxisRef, NamedBody, NamedMesh, NamedSharding,
    TileDevices, TiledSharding,
};
use crate::sharding::diag::{Diagnostic, Severity};
use crate::sharding::model::{AxisRef, Mesh, MeshAxis};
use crate::sharding::validate::{validate_sharding, SdyCheckOptions};

/// The shape a sharding is validated against.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HloShape {
    /// A tensor; `None` dims are dynamic.
    Tensor(Vec<Option<i64>>),
    Tuple(Vec<HloShape>),
    /// Tokens accept any sharding.
    Token,
}

impl HloShape {
    /// The array leaves, depth first.
    fn leaves(&self) -> Vec<&HloShape> {
        match self {
            HloShape::Tuple(elements) => elements.iter().flat_map(HloShape::leaves).collect(),
            leaf => vec![leaf],
        }
    }

    fn display(&self) -> String {
        match self {
            HloShape::Tensor(dims) => {
                let dims: Vec<String> = dims
                    .iter()
                    .map(|d| d.map_or("?".to_string(), |v| v.to_string()))
                    .collect();
                format!("[{}]", dims.join(","))
            }
            HloShape::Tuple(elements) => format!(
                "({})",
                elements
                    .iter()
                    .map(HloShape::display)
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            HloShape::Token => "token[]".to_string(),
        }
    }
}

/// Validates `s` against `shape` (when known) and the module's device count (when known,
/// e.g. `mhlo.num_partitions * mhlo.num_replicas`).
pub fn validate_hlo_sharding(
    s: &HloSharding,
    shape: Option<&HloShape>,
    num_devices: Option<i64>,
) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    validate_element(s, shape, num_devices, &mut out);
    out
}

fn validate_element(
    s: &HloSharding,
    shape: Option<&HloShape>,
    num_devices: Option<i64>,
    out: &mut Vec<Diagnostic>,
) {
    let range = Some(s.span.clone());
    if shape == Some(&HloShape::Token) {
        return;
    }
    if let HloShardingKind::Tuple(elements) = &s.kind {
        match shape {
            Some(HloShape::Tensor(_)) => {
                out.push(
                    Diagnostic::error(
                        "gspmd/tuple-mismatch",
                        "Sharding is tuple-shaped but validation shape is not.",
                    )
                    .at(range),
                );
            }
            Some(tuple) => {
                let leaves = tuple.leaves();
                if leaves.len() != elements.len() && !(leaves.is_empty() && elements.len() == 1) {
                    out.push(
                        Diagnostic::error(
                            "gspmd/leaf-count",
                            format!(
                                "Shape {} has {} leaf nodes while this sharding has {}",
                                tuple.display(),
                                leaves.len(),
                                elements.len()
                            ),
                        )
                        .at(range),
                    );
                    return;
                }
                for (element, leaf) in elements.iter().zip(leaves) {
                    validate_element(element, Some(leaf), num_devices, out);
                }
            }
            None => elements
                .iter()
                .for_each(|e| validate_element(e, None, num_devices, out)),
        }
        return;
    }
    let dims = match shape {
        Some(HloShape::Tuple(_)) => {
            out.push(
                Diagnostic::error(
                    "gspmd/tuple-mismatch",
                    "Validation shape is a tuple but sharding is not.",
                )
                .at(range),
            );
            return;
        }
        Some(HloShape::Tensor(dims)) => Some(dims.as_slice()),
        _ => None,
    };
    match &s.kind {
        HloShardingKind::Maximal { device } => {
            if let Some(d) = device_range_error(*device, num_devices) {
                out.push(d.at(range));
            }
        }
        HloShardingKind::Tiled(t) => validate_tiled(s, t, dims, num_devices, out),
        HloShardingKind::Named(n) => validate_named(s, n, dims, num_devices, out),
        _ => {}
    }
}

fn device_range_error(device: i64, num_devices: Option<i64>) -> Option<Diagnostic> {
    if device < 0 {
        return Some(Diagnostic::error(
            "gspmd/negative-device",
            format!("device {device} is negative in tile assignment"),
        ));
    }
    match num_devices {
        Some(n) if device >= n => Some(Diagnostic::error(
            "gspmd/device-out-of-range",
            format!("device {device} >= num_devices ({n}) in tile assignment"),
        )),
        _ => None,
    }
}

fn join(items: &[i64]) -> String {
    items
        .iter()
        .map(i64::to_string)
        .collect::<Vec<_>>()
        .join(",")
}

fn validate_tiled(
    s: &HloSharding,
    t: &TiledSharding,
    shape: Option<&[Option<i64>]>,
    num_devices: Option<i64>,
    out: &mut Vec<Diagnostic>,
) {
    let range = Some(s.span.clone());
    let mut error = |code: &'static str, message: String| {
        out.push(Diagnostic::error(code, message).at(range.clone()))
    };
    if t.last_tile_dim_replicate && !t.last_tile_dims.is_empty() {
        error(
            "gspmd/conflicting-subgroups",
            "last_tile_dim_replicate cannot be combined with last_tile_dims".into(),
        );
    }
    if let Some(d) = t.dims.iter().find(|d| **d < 1) {
        return error(
            "gspmd/bad-tile-dim",
            format!("tile assignment dimension {d} is not positive"),
        );
    }
    let Some(data_rank) = t.data_rank() else {
        return error(
            "gspmd/too-many-subgroups",
            format!(
                "{} subgroup dims do not fit in a tile assignment of rank {}",
                t.subgroup_types().len(),
                t.dims.len()
            ),
        );
    };
    let Some(total) = checked_product(&t.dims) else {
        return error(
            "gspmd/too-many-devices",
            "the tile assignment has more devices than fit in an i64".into(),
        );
    };
    let device_count_message =
        |n: i64, has: i64| format!("tile_assignment should have {n} devices but has {has}");
    match &t.devices {
        TileDevices::Iota(iota) => {
            if !is_permutation(&iota.perm, iota.reshape_dims.len()) {
                return error(
                    "gspmd/invalid-permutation",
                    format!(
                        "iota_transpose_perm T({}) is not a permutation of 0..{}",
                        join(&iota.perm),
                        iota.reshape_dims.len()
                    ),
                );
            }
            let reshape_total = checked_product(&iota.reshape_dims);
            if reshape_total != Some(total) {
                return error(
                    "gspmd/iota-size-mismatch",
                    format!(
                        "iota_reshape_dims [{}] hold {} devices but the tile assignment [{}] has {total}",
                        join(&iota.reshape_dims),
                        reshape_total.map_or("too many".to_string(), |r| r.to_string()),
                        join(&t.dims)
                    ),
                );
            }
            if let Some(n) = num_devices.filter(|n| *n != total) {
                return error("gspmd/device-count", device_count_message(n, total));
            }
        }
        TileDevices::Explicit(ids) => {
            let mut seen = HashSet::new();
            for id in ids {
                if let Some(d) = device_range_error(*id, num_devices) {
                    out.push(d.at(range.clone()));
                    return;
                }
                if !seen.insert(*id) {
                    return error(
                        "gspmd/duplicate-device",
                        format!("device {id} is not unique in tile assignment"),
                    );
                }
            }
            let listed = i64::try_from(ids.len()).unwrap_or(i64::MAX);
            if listed != total {
                return error(
                    "gspmd/device-list-length",
                    format!(
                        "the tile assignment [{}] needs {total} devices but {listed} are listed",
                        join(&t.dims)
                    ),
                );
            }
            if let Some(n) = num_devices.filter(|n| *n != listed) {
                return error("gspmd/device-count", device_count_message(n, listed));
            }
        }
    }
    if total == 1 {
        return error(
            "gspmd/single-device-tiled",
            "Tile assignment only contains a single device. If a replicated sharding was intended, use HloSharding::Replicated(). If a device placement was intended, use HloSharding::AssignDevice()".into(),
        );
    }
    let Some(shape) = shape else { return };
    if data_rank != shape.len() {
        let shape_text = HloShape::Tensor(shape.to_vec()).display();
        return error(
            "gspmd/rank-mismatch",
            format!(
                "Number of tile assignment dimensions (excluding subgroups) is different than the input rank. sharding={}, input_shape={shape_text}",
                print_hlo_sharding(s)
            ),
        );
    }
    for (d, (size, tiles)) in shape.iter().zip(&t.dims).enumerate() {
        if let Some(size) = size {
            if *tiles > 1 && size % tiles != 0 {
                let tile = size / tiles + 1;
                out.push(
                    Diagnostic::warning(
                        "gspmd/uneven-split",
                        format!("dim {d} of size {size} is not divisible by {tiles} tiles; XLA pads each shard to {tile}"),
                    )
                    .at(range.clone()),
                );
            }
        }
    }
}

fn validate_named(
    s: &HloSharding,
    n: &NamedSharding,
    shape: Option<&[Option<i64>]>,
    num_devices: Option<i64>,
    out: &mut Vec<Diagnostic>,
) {
    let range = Some(s.span.clone());
    let (mesh, body) = match n {
        NamedSharding::MaximalMesh { device_id } => {
            if let Some(d) = device_range_error(*device_id, num_devices) {
                out.push(d.at(range));
            }
            return;
        }
        NamedSharding::Mesh { mesh, body } => (mesh, body),
    };
    let before = out.len();
    check_named_mesh(mesh, num_devices, out);
    check_named_refs(mesh, body, shape.map(<[_]>::len), out);
    if out.len() > before {
        out[before..]
            .iter_mut()
            .for_each(|d| d.range = range.clone());
        return;
    }
    // The axis-level rules are Shardy's; run them on the converted sharding.
    let rank = shape.map_or_else(
        || match body {
            NamedBody::Dims { dims, .. } => dims.len(),
            _ => 0,
        },
        <[_]>::len,
    );
    if let Ok(import) = to_model(s, rank) {
        if let Some(mesh) = import.mesh() {
            let diags = validate_sharding(
                &import.sharding,
                Some(mesh),
                shape,
                &SdyCheckOptions::default(),
                None,
            );
            out.extend(diags.into_iter().map(|d| d.at(range.clone())));
        }
    }
    if !out[before..].iter().any(|d| d.severity == Severity::Error) {
        if let Some(d) = check_manual_axes(mesh, body) {
            out.push(d.at(range));
        }
    }
}

/// XLA's `VerifyNamedSharding` on the `manual=` axes (openxla/xla `named_sharding.cc`):
/// sorted in mesh order, and sharing no part of an axis with the dims, the replicated
/// and unreduced axes, or each other. (Shardy's rules, run before, cover the rest.)
fn check_manual_axes(mesh: &NamedMesh, body: &NamedBody) -> Option<Diagnostic> {
    let NamedBody::Dims {
        dims,
        replicated,
        unreduced,
        manual,
        ..
    } = body
    else {
        return None;
    };
    // Unknown axes were reported before this runs.
    let resolve = |r: &NamedAxisRef| {
        let name = match &r.axis {
            NamedAxis::Name(name) => name.clone(),
            NamedAxis::Index(i) => mesh.axes.get(usize::try_from(*i).ok()?)?.0.clone(),
        };
        Some(AxisRef {
            name: name.into(),
            sub_axis: r.sub_axis,
        })
    };
    let model_mesh = Mesh::new(
        mesh.axes
            .iter()
            .map(|(name, size)| MeshAxis::new(name.clone(), *size))
            .collect(),
    );
    let manual: Vec<AxisRef> = manual.iter().filter_map(resolve).collect();
    let mesh = &model_mesh;
    if !manual.is_sorted_by(|a, b| mesh.compare_axis_refs(a, b).is_le()) {
        return Some(Diagnostic::error(
            "gspmd/unordered-manual",
            "Manual axes must be sorted by mesh axis index and sub-axis pre-size.",
        ));
    }
    let mut seen: Vec<AxisRef> = dims
        .iter()
        .flat_map(|d| d.axes.iter())
        .chain(replicated)
        .chain(unreduced)
        .filter_map(resolve)
        .collect();
    for axis in manual {
        if seen.iter().any(|other| other.overlaps(&axis)) {
            return Some(Diagnostic::error(
                "gspmd/manual-axis-overlap",
                "Axes cannot coexist or axes overlap.",
            ));
        }
        seen.push(axis);
    }
    None
}

fn check_named_mesh(mesh: &NamedMesh, num_devices: Option<i64>, out: &mut Vec<Diagnostic>) {
    let mut names = HashSet::new();
    for (name, size) in &mesh.axes {
        if *size < 1 {
            out.push(Diagnostic::error(
                "gspmd/axis-size",
                format!("axis size must be at least 1, got: {size}"),
            ));
        }
        if !names.insert(name) {
            out.push(Diagnostic::error(
                "gspmd/duplicate-axis-name",
                format!("duplicate axis name: {name}"),
            ));
        }
    }
    if !out.is_empty() {
        return;
    }
    let sizes: Vec<i64> = mesh.axes.iter().map(|(_, s)| *s).collect();
    let Some(total) = checked_product(&sizes) else {
        out.push(Diagnostic::error(
            "gspmd/too-many-devices",
            "the mesh has more devices than fit in an i64",
        ));
        return;
    };
    let expected = |got: String| {
        Diagnostic::error(
            "gspmd/named-device-ids",
            format!("Expected {total} device_ids based on mesh axes, but got {got}"),
        )
    };
    match &mesh.device_ids {
        Some(TileDevices::Explicit(ids)) if i64::try_from(ids.len()).ok() != Some(total) => {
            out.push(expected(ids.len().to_string()))
        }
        Some(TileDevices::Explicit(ids)) => {
            // The mesh's device ids become the sharding's tile assignment, which
            // `HloSharding::Validate` checks device by device.
            let mut seen = HashSet::new();
            for id in ids {
                if let Some(d) = device_range_error(*id, num_devices) {
                    out.push(d);
                    return;
                }
                if !seen.insert(*id) {
                    out.push(Diagnostic::error(
                        "gspmd/duplicate-device",
                        format!("device {id} is not unique in tile assignment"),
                    ));
                    return;
                }
            }
        }
        Some(TileDevices::Iota(iota)) => {
            if !is_permutation(&iota.perm, iota.reshape_dims.len()) {
                out.push(Diagnostic::error(
                    "gspmd/invalid-permutation",
                    format!(
                        "iota_transpose_perm T({}) is not a permutation of 0..{}",
                        join(&iota.perm),
                        iota.reshape_dims.len()
                    ),
                ));
            } else if checked_product(&iota.reshape_dims) != Some(total) {
                let got = checked_product(&iota.reshape_dims)
                    .map_or("too many".to_string(), |p| p.to_string());
                out.push(expected(got));
            }
        }
        _ => {}
    }
    if let Some(n) = num_devices.filter(|n| *n != total) {
        out.push(Diagnostic::error(
            "gspmd/device-count",
            format!("sharding should have {n} devices but has {total}"),
        ));
    }
}

fn check_named_refs(
    mesh: &NamedMesh,
    body: &NamedBody,
    rank: Option<usize>,
    out: &mut Vec<Diagnostic>,
) {
    let NamedBody::Dims {
        dims,
        replicated,
        unreduced,
        manual,
        ..
    } = body
    else {
        return;
    };
    if let Some(rank) = rank.filter(|r| dims.len() > *r) {
        out.push(Diagnostic::error(
            "gspmd/rank-mismatch",
            format!(
                "the sharding has {} dims but the input rank is {rank}",
                dims.len()
            ),
        ));
    }
    let refs: Vec<&NamedAxisRef> = dims
        .iter()
        .flat_map(|d| d.axes.iter())
        .chain(replicated)
        .chain(unreduced)
        .chain(manual)
        .collect();
    for r in refs {
        match &r.axis {
            NamedAxis::Name(name) if !mesh.axes.iter().any(|(n, _)| n == name) => {
                out.push(Diagnostic::error(
                    "gspmd/unknown-axis",
                    format!("unknown axis name: {name}"),
                ));
            }
            NamedAxis::Index(i) if usize::try_from(*i).map_or(true, |i| i >= mesh.axes.len()) => {
                out.push(Diagnostic::error(
                    "gspmd/axis-index",
                    format!(
                        "axis index {i} is out of range for a mesh with {} axes",
                        mesh.axes.len()
                    ),
                ))
            }
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sharding::gspmd::parse_hlo_sharding;

    fn check(text: &str, shape: Option<HloShape>, n: Option<i64>) -> Vec<String> {
        let s = parse_hlo_sharding(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        validate_hlo_sharding(&s, shape.as_ref(), n)
            .into_iter()
            .map(|d| d.message)
            .collect()
    }

    fn t(dims: &[i64]) -> Option<HloShape> {
        Some(HloShape::Tensor(dims.iter().map(|d| Some(*d)).collect()))
    }

    #[test]
    fn valid_shardings_pass() {
        for (text, shape) in [
            ("{replicated}", t(&[4])),
            ("{manual}", t(&[4])),
            ("{unknown}", None),
            ("{maximal device=3}", t(&[4, 4])),
            ("{devices=[2,1]0,1}", t(&[4, 3])),
            ("{devices=[1,2,4]0,1,2,3,4,5,6,7}", t(&[3, 4, 4])),
            (
                "{devices=[2,2]<=[2,2]T(1,0) last_tile_dim_replicate}",
                t(&[4]),
            ),
            ("{mesh[a=2,b=4], [{a}, {b}]}", t(&[4, 8])),
            ("{maximal_mesh[device_id=5]}", t(&[4])),
        ] {
            assert!(check(text, shape, None).is_empty(), "{text}");
        }
        assert!(check("{replicated}", Some(HloShape::Token), None).is_empty());
        assert!(check("{devices=[2]0,1}", Some(HloShape::Token), None).is_empty());
    }

    #[test]
    fn tuple_shape_rules() {
        assert_eq!(
            check("{{replicated}}", t(&[4]), None),
            ["Sharding is tuple-shaped but validation shape is not."]
        );
        assert_eq!(
            check(
                "{replicated}",
                Some(HloShape::Tuple(vec![HloShape::Tensor(vec![Some(4)])])),
                None
            ),
            ["Validation shape is a tuple but sharding is not."]
        );
        let shape = HloShape::Tuple(vec![
            HloShape::Tensor(vec![Some(4), Some(8)]),
            HloShape::Tensor(vec![None]),
        ]);
        assert_eq!(
            check(
                "{{replicated}, {replicated}, {manual}}",
                Some(shape.clone()),
                None
            ),
            ["Shape ([4,8], [?]) has 2 leaf nodes while this sharding has 3"]
        );
        assert!(check("{{replicated}}", Some(HloShape::Tuple(vec![])), None).is_empty());
        assert_eq!(check("{{devices=[2]0,1}, {maximal device=-1}}", Some(shape), None), [
            "Number of tile assignment dimensions (excluding subgroups) is different than the input rank. sharding={devices=[2]0,1}, input_shape=[4,8]",
            "device -1 is negative in tile assignment",
        ]);
        assert_eq!(
            check("{{devices=[2]0,0}, {replicated}}", None, None),
            ["device 0 is not unique in tile assignment"]
        );
    }

    #[test]
    fn device_rules() {
        assert_eq!(
            check("{maximal device=-1}", None, None),
            ["device -1 is negative in tile assignment"]
        );
        assert_eq!(
            check("{maximal device=8}", None, Some(8)),
            ["device 8 >= num_devices (8) in tile assignment"]
        );
        assert_eq!(
            check("{devices=[2]0,-1}", None, None),
            ["device -1 is negative in tile assignment"]
        );
        assert_eq!(
            check("{devices=[2]0,5}", None, Some(4)),
            ["device 5 >= num_devices (4) in tile assignment"]
        );
        assert_eq!(
            check("{devices=[2]1,1}", None, None),
            ["device 1 is not unique in tile assignment"]
        );
        assert_eq!(
            check("{devices=[2,2]0,1,2}", None, None),
            ["the tile assignment [2,2] needs 4 devices but 3 are listed"]
        );
        assert_eq!(
            check("{devices=[2]0,1}", None, Some(4)),
            ["tile_assignment should have 4 devices but has 2"]
        );
        assert_eq!(
            check("{devices=[4]<=[4]}", None, Some(8)),
            ["tile_assignment should have 8 devices but has 4"]
        );
        assert_eq!(
            check("{devices=[4]<=[8]}", None, None),
            ["iota_reshape_dims [8] hold 8 devices but the tile assignment [4] has 4"]
        );
        assert_eq!(
            check("{devices=[4]<=[2,2]T(1,1)}", None, None),
            ["iota_transpose_perm T(1,1) is not a permutation of 0..2"]
        );
        assert_eq!(
            check("{devices=[1]<=[1]}", None, None),
            ["Tile assignment only contains a single device. If a replicated sharding was intended, use HloSharding::Replicated(). If a device placement was intended, use HloSharding::AssignDevice()"]
        );
    }

    #[test]
    fn tile_shape_rules() {
        assert_eq!(
            check(
                "{devices=[2,2]<=[4] last_tile_dim_replicate last_tile_dims={manual}}",
                None,
                None
            ),
            ["last_tile_dim_replicate cannot be combined with last_tile_dims"]
        );
        assert_eq!(
            check("{devices=[2,0]<=[2]}", None, None),
            ["tile assignment dimension 0 is not positive"]
        );
        assert_eq!(
            check(
                "{devices=[4]<=[4] last_tile_dims={manual, replicated}}",
                None,
                None
            ),
            ["2 subgroup dims do not fit in a tile assignment of rank 1"]
        );
        assert_eq!(
            check("{devices=[2,2]<=[4] last_tile_dim_replicate}", t(&[4, 4]), None),
            ["Number of tile assignment dimensions (excluding subgroups) is different than the input rank. sharding={devices=[2,2]<=[4] last_tile_dim_replicate}, input_shape=[4,4]"]
        );
        assert_eq!(
            check("{devices=[9223372036854775807,2]<=[2]}", None, None),
            ["the tile assignment has more devices than fit in an i64"]
        );
    }

    #[test]
    fn uneven_tiles_are_warnings() {
        let s = parse_hlo_sharding("{devices=[4,2]<=[8]}").unwrap();
        let d = validate_hlo_sharding(&s, Some(&HloShape::Tensor(vec![Some(10), None])), Some(8));
        assert_eq!(d.len(), 1);
        assert_eq!(d[0].severity, Severity::Warning);
        assert_eq!(
            d[0].message,
            "dim 0 of size 10 is not divisible by 4 tiles; XLA pads each shard to 3"
        );
        assert_eq!(d[0].range, Some(0..20));
    }

    #[test]
    fn named_mesh_device_ids_are_checked_like_a_tile_assignment() {
        assert_eq!(
            check(
                "{mesh[x=2,y=2], device_ids=(0,0,1,2), [{x}, {y}]}",
                None,
                None
            ),
            ["device 0 is not unique in tile assignment"]
        );
        assert_eq!(
            check(
                "{mesh[x=2,y=2], device_ids=(0,1,-2,3), [{x}, {y}]}",
                None,
                None
            ),
            ["device -2 is negative in tile assignment"]
        );
        let out_of_range = "{mesh[x=2,y=2], device_ids=(0,1,2,9), [{x}, {y}]}";
        assert_eq!(
            check(out_of_range, None, Some(4)),
            ["device 9 >= num_devices (4) in tile assignment"]
        );
        // Without a module device count XLA checks only sign and uniqueness.
        assert!(check(out_of_range, None, None).is_empty());
        assert!(check(
            "{mesh[x=2,y=2], device_ids=(3,1,2,0), [{x}, {y}]}",
            None,
            Some(4)
        )
        .is_empty());
    }

    #[test]
    fn named_manual_axes_follow_xla() {
        let overlap = ["Axes cannot coexist or axes overlap."];
        assert_eq!(
            check("{mesh[x=2,y=2], [{x}, {y}], manual={x}}", None, None),
            overlap
        );
        assert_eq!(
            check(
                "{mesh[x=2,y=2], [{}, {}], replicated={y}, manual={y}}",
                None,
                None
            ),
            overlap
        );
        assert_eq!(
            check(
                "{mesh[x=4,y=2], [{x:(1)2}, {}], manual={x:(1)2}}",
                None,
                None
            ),
            overlap
        );
        assert_eq!(
            check("{mesh[x=4,y=2], [{x}, {}], manual={y, y}}", None, None),
            overlap
        );
        assert_eq!(
            check("{mesh[x=4,y=2], [{}, {}], manual={y, x}}", None, None),
            ["Manual axes must be sorted by mesh axis index and sub-axis pre-size."]
        );
        // Disjoint pieces of one axis may be split between a dim and the manual set.
        assert!(check(
            "{mesh[x=4,y=2], [{x:(1)2}, {}], manual={x:(2)2}}",
            None,
            None
        )
        .is_empty());
        assert!(check("{mesh[x=2,y=2], [{y}, {}], manual={x}}", None, None).is_empty());
    }

    #[test]
    fn named_rules() {
        assert_eq!(
            check("{mesh[a=2,b=4], [{a}]}", None, Some(4)),
            ["sharding should have 4 devices but has 8"]
        );
        assert_eq!(
            check("{mesh[x=2,y=2], device_ids=(0,2,1), [{x}]}", None, None),
            ["Expected 4 device_ids based on mesh axes, but got 3"]
        );
        assert_eq!(
            check("{mesh[x=2,y=2], device_ids=([8]), [{x}]}", None, None),
            ["Expected 4 device_ids based on mesh axes, but got 8"]
        );
        assert_eq!(
            check(
                "{mesh[x=2,y=2], device_ids=([2,2]T(0,0)), [{x}]}",
                None,
                None
            ),
            ["iota_transpose_perm T(0,0) is not a permutation of 0..2"]
        );
        assert_eq!(
            check("{mesh[a=2], [{z}]}", None, None),
            ["unknown axis name: z"]
        );
        assert_eq!(
            check("{mesh[a=2], [{}], replicated={3}}", None, None),
            ["axis index 3 is out of range for a mesh with 1 axes"]
        );
        assert_eq!(
            check("{mesh[a=2], [{a}, {}]}", t(&[4]), None),
            ["the sharding has 2 dims but the input rank is 1"]
        );
        assert_eq!(
            check("{mesh[a=0,a=2], replicated}", None, None),
            [
                "axis size must be at least 1, got: 0",
                "duplicate axis name: a"
            ]
        );
        assert_eq!(
            check("{mesh[a=8], [{a:(4)4}]}", t(&[8]), None),
            ["sub-axis next pre-size 16 doesn't divide the size of the full axis 8: \"a\":(4)4"]
        );
        assert_eq!(
            check("{mesh[a=2], [{a}, {a}]}", None, None),
            ["duplicate axis ref: \"a\""]
        );
        assert_eq!(
            check("{maximal_mesh[device_id=-2]}", None, None),
            ["device -2 is negative in tile assignment"]
        );
        let d = validate_hlo_sharding(
            &parse_hlo_sharding("{mesh[a=3], [{a}]}").unwrap(),
            Some(&HloShape::Tensor(vec![Some(4)])),
            None,
        );
        assert_eq!(d[0].severity, Severity::Warning);
        assert!(check("{mesh[a=2,b=2], [{0}, {b}]}", t(&[4, 4]), Some(4)).is_empty());
    }
}
