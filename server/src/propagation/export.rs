//! What Shardy's export pipeline does to function argument and result
//! shardings after propagation, before it closes them:
//!
//! - `sdy-update-non-divisible-input-output-shardings`: per dimension, axes
//!   are kept major to minor while they divide what is left of the
//!   dimension; the first one that does not is cut to the largest sub-axis
//!   that does (`"x":(1)2` of `"x"=4` on a dimension of 2, nothing if the
//!   gcd is 1), and every axis after it is dropped;
//! - `sdy-remove-sub-axes-in-input-output-shardings`: in an open dimension,
//!   the first sub-axis and every axis after it are dropped (closed
//!   dimensions keep theirs);
//! - axes of size 1 shard nothing and are removed (Shardy drops them from
//!   every sharding on import);
//! - `sdy-close-shardings`: every dimension is closed, priorities and
//!   `replicated={…}` are dropped ([`closed`], for every value).
//!
//! All were checked against Shardy's passes as shipped in jaxlib 0.10.2.

use super::projection::gcd;
use super::ChunkPropagation;
use crate::annotations::{ChunkAnnotations, Slot};
use crate::ir::{Chunk, ValueDef};
use crate::sharding::model::{AxisRef, Mesh, TensorSharding};

/// A function argument's or result's sharding as the export leaves it.
pub fn io_sharding(sharding: &TensorSharding, shape: &[i64], mesh: &Mesh) -> TensorSharding {
    io_sharding_of(sharding, shape, mesh, true)
}

/// [`io_sharding`]; `entry` is false for a private function (and the calls
/// of one), whose open dims keep their sub-axes: Shardy removes them from
/// the signature of the public functions only.
pub fn io_sharding_of(
    sharding: &TensorSharding,
    shape: &[i64],
    mesh: &Mesh,
    entry: bool,
) -> TensorSharding {
    let mut out = sharding.clone();
    for (d, dim) in out.dims.iter_mut().enumerate() {
        dim.axes.retain(|a| a.size(mesh) != Some(1));
        if let Some(&size) = shape.get(d).filter(|&&s| s > 0) {
            dim.axes = divisible_prefix(&dim.axes, size, mesh);
        }
        if dim.is_open && entry {
            if let Some(first_sub) = dim.axes.iter().position(|a| a.sub_axis.is_some()) {
                dim.axes.truncate(first_sub);
            }
        }
    }
    out
}

/// Any value's sharding as the export prints it: closed, without
/// priorities, `replicated={…}` or axes of size 1 (`mesh`, when known).
pub fn closed(sharding: &TensorSharding, mesh: Option<&Mesh>) -> TensorSharding {
    let mut out = sharding.clone();
    for dim in &mut out.dims {
        dim.is_open = false;
        dim.priority = None;
        if let Some(mesh) = mesh {
            dim.axes.retain(|a| a.size(mesh) != Some(1));
        }
    }
    out.replicated.clear();
    out
}

/// A function argument's or result's sharding as the export leaves it and
/// prints it: [`io_sharding`], then [`closed`].
pub fn io_closed(
    sharding: &TensorSharding,
    shape: Option<&[i64]>,
    mesh: Option<&Mesh>,
) -> TensorSharding {
    io_closed_of(sharding, shape, mesh, true)
}

/// [`io_closed`] of a public (`entry`) or private function's signature.
pub fn io_closed_of(
    sharding: &TensorSharding,
    shape: Option<&[i64]>,
    mesh: Option<&Mesh>,
    entry: bool,
) -> TensorSharding {
    match (shape, mesh) {
        (Some(shape), Some(mesh)) => {
            closed(&io_sharding_of(sharding, shape, mesh, entry), Some(mesh))
        }
        _ => closed(sharding, mesh),
    }
}

/// The sharding of `slot` after propagation as Shardy's export leaves it:
/// function arguments and results with [`io_closed`], the results of a
/// `func.call` as its callee's results are (Shardy gives a call the
/// shardings of its callee's signature, and every call site has its own
/// callee), everything else [`closed`].
pub fn exported(
    chunk: &Chunk,
    annotations: &ChunkAnnotations,
    propagation: &ChunkPropagation,
    slot: Slot,
) -> Option<TensorSharding> {
    let public = |func: usize| {
        chunk
            .functions
            .get(func)
            .is_some_and(|e| e.ir.visibility.as_deref().is_none_or(|v| v == "public"))
    };
    let io_in = |slot: Slot, shape: Option<Vec<i64>>, entry: bool| {
        let s = propagation.sharding(slot)?;
        Some(io_closed_of(
            s,
            shape.as_deref(),
            annotations.resolve(s),
            entry,
        ))
    };
    let io = |slot: Slot, shape: Option<Vec<i64>>| {
        let func = slot.func();
        io_in(slot, shape, public(func))
    };
    match slot {
        Slot::FuncResult { func, index } => {
            let f = &chunk.functions.get(func)?.ir;
            io(slot, f.results.get(index)?.ty.static_shape())
        }
        Slot::Value { func, value } => {
            let f = &chunk.functions.get(func)?.ir;
            let shape = f
                .values
                .get(value)?
                .ty
                .as_ref()
                .and_then(|t| t.static_shape());
            match f.values[value].def {
                ValueDef::FunctionArgument { .. } => io(slot, shape),
                // Its own call site's answer (each call site propagates on
                // its own copy of the callee), cut as the callee's result is.
                ValueDef::OpResult { op, .. } if f.ops[op].name == "func.call" => {
                    let callee = f.ops[op]
                        .callee
                        .as_deref()
                        .and_then(|name| chunk.function(name));
                    let entry = callee
                        .is_none_or(|e| e.ir.visibility.as_deref().is_none_or(|v| v == "public"));
                    io_in(slot, shape, entry)
                }
                _ => {
                    let s = propagation.sharding(slot)?;
                    Some(closed(s, annotations.resolve(s)))
                }
            }
        }
        Slot::OpSite { .. } => {
            let s = propagation.sharding(slot)?;
            Some(closed(s, annotations.resolve(s)))
        }
    }
}

/// The axes of a dimension of `size` cut at the first that does not divide
/// what is left of it (that one shrunk to the largest sub-axis that does).
fn divisible_prefix(axes: &[AxisRef], size: i64, mesh: &Mesh) -> Vec<AxisRef> {
    let mut left = size;
    let mut out = Vec::new();
    for axis in axes {
        // An axis of unknown or invalid size (`"x"=0`, reported where the mesh
        // is declared) is kept as written.
        let Some(n) = axis.size(mesh).filter(|&n| n > 0) else {
            out.push(axis.clone());
            continue;
        };
        if left % n == 0 {
            out.push(axis.clone());
            left /= n;
            continue;
        }
        let g = gcd(left, n);
        if g > 1 {
            let pre = axis.sub_axis.map_or(1, |s| s.pre_size);
            out.push(AxisRef::sub(axis.name.clone(), pre, g));
        }
        break;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sharding::model::{DimSharding, MeshAxis};

    fn mesh() -> Mesh {
        Mesh::new(vec![
            MeshAxis::new("a", 8),
            MeshAxis::new("b", 3),
            MeshAxis::new("c", 2),
        ])
    }

    fn one_dim(axes: Vec<AxisRef>, open: bool) -> TensorSharding {
        TensorSharding::new(
            "mesh",
            vec![DimSharding {
                axes,
                is_open: open,
                priority: None,
            }],
        )
    }

    fn axes_after(axes: Vec<AxisRef>, size: i64, open: bool) -> Vec<String> {
        io_sharding(&one_dim(axes, open), &[size], &mesh()).dims[0]
            .axes
            .iter()
            .map(|a| a.to_string())
            .collect()
    }

    #[test]
    fn non_divisible_axes_shrink_to_a_sub_axis_and_end_the_dimension() {
        let (a, b, c) = (AxisRef::full("a"), AxisRef::full("b"), AxisRef::full("c"));
        // What jaxlib's passes answer for these.
        assert_eq!(
            axes_after(vec![a.clone(), b.clone()], 12, false),
            ["\"a\":(1)4"]
        );
        assert_eq!(
            axes_after(vec![c.clone(), a.clone(), b.clone()], 24, false),
            ["\"c\"", "\"a\":(1)4"]
        );
        assert_eq!(
            axes_after(vec![b.clone(), c.clone(), a.clone()], 12, false),
            ["\"b\"", "\"c\"", "\"a\":(1)2"]
        );
        assert_eq!(
            axes_after(vec![AxisRef::sub("a", 2, 4)], 6, false),
            ["\"a\":(2)2"]
        );
        assert!(axes_after(vec![c], 3, false).is_empty());
        assert_eq!(axes_after(vec![a, b], 24, false), ["\"a\"", "\"b\""]);
    }

    #[test]
    fn size_one_axes_are_removed_and_everything_is_closed() {
        let mesh = Mesh::new(vec![
            MeshAxis::new("a", 8),
            MeshAxis::new("c", 1),
            MeshAxis::new("p", 5),
        ]);
        // Shardy on `[{"c", "a"}, {}], replicated={"p"}` of 16x6: `[{"a"}, {}]`;
        // `[{"a", ?}, {"p", ?}]` of 10x4: `[{}, {}]`.
        let mut s = TensorSharding::new(
            "mesh",
            vec![
                DimSharding::closed(vec![AxisRef::full("c"), AxisRef::full("a")]),
                DimSharding::closed(vec![]),
            ],
        );
        s.replicated = vec![AxisRef::full("p")];
        let out = io_closed(&s, Some(&[16, 6]), Some(&mesh));
        assert_eq!(
            crate::sharding::sdy::print_sharding(&out),
            "#sdy.sharding<@mesh, [{\"a\"}, {}]>"
        );
        let open = TensorSharding::new(
            "mesh",
            vec![
                DimSharding::open(vec![AxisRef::full("a")]),
                DimSharding::open(vec![AxisRef::full("p")]),
            ],
        );
        let out = io_closed(&open, Some(&[10, 4]), Some(&mesh));
        assert_eq!(
            crate::sharding::sdy::print_sharding(&out),
            "#sdy.sharding<@mesh, [{}, {}]>"
        );
        // An op's result keeps its non-divisible axes, closed.
        let out = closed(&open, Some(&mesh));
        assert_eq!(
            crate::sharding::sdy::print_sharding(&out),
            "#sdy.sharding<@mesh, [{\"a\"}, {\"p\"}]>"
        );
    }

    #[test]
    fn open_dims_lose_sub_axes_and_what_follows_them() {
        let sub = AxisRef::sub("a", 1, 2);
        let b = AxisRef::full("b");
        assert_eq!(
            axes_after(vec![b.clone(), sub.clone()], 48, true),
            ["\"b\""]
        );
        assert!(axes_after(vec![sub.clone(), b.clone()], 48, true).is_empty());
        assert_eq!(axes_after(vec![sub, b], 48, false), ["\"a\":(1)2", "\"b\""]);
    }
}
