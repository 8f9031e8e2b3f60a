//! The `linalg` dialect. Structured ops are loops over indexing maps: one
//! factor per loop (parallel → pass-through, reduction → reduction), mapped
//! to every operand dim the loop indexes directly. `linalg.generic` reads its
//! maps from `indexing_maps` (aliases resolved); named ops use their known
//! maps; convolutions use Shardy's convolution rule.

use super::affine::{parse_affine_map, AffineExpr, AffineMap};
use super::builder::at;
use super::common::{self, mirror_result, to_dims, Built};
use super::context::{static_shape, Ctx, Shapes};
use super::conv::{add_conv_factors, ConvDims, ConvTensors};
use super::model::FactorKind::{self, *};
use super::params;
use super::registry::{Lookup, Outcome};
use crate::ir::{Attribute, Item, Type};

/// The `ins(…)` and `outs(…)` operands of a destination-style op, in MLIR
/// operand order, with their shapes, and the results' shapes.
struct Dps {
    num_ins: usize,
    shapes: Shapes,
}

impl Dps {
    fn num_outs(&self) -> usize {
        self.shapes.operands.len() - self.num_ins
    }
}

/// Operand indices and written types of an `ins(%a, %b : t1, t2)` group.
fn group<'a>(ctx: &Ctx<'a>, keyword: &str) -> Option<Vec<(usize, Option<&'a Type>)>> {
    let items = ctx.op.items.windows(2).find_map(|pair| match pair {
        [Item::Keyword { name, .. }, Item::Parens { items }] if name == keyword => Some(items),
        _ => None,
    })?;
    let operands: Vec<usize> = items
        .iter()
        .filter_map(|i| match i {
            Item::Operand { index } => Some(*index),
            _ => None,
        })
        .collect();
    let types: Vec<&Type> = items
        .iter()
        .filter_map(|i| match i {
            Item::Type { ty } => Some(ty),
            _ => None,
        })
        .collect();
    let typed = types.len() == operands.len();
    Some(
        operands
            .iter()
            .enumerate()
            .map(|(k, &index)| {
                let written = typed.then(|| types[k]);
                (
                    index,
                    written.or_else(|| ctx.operand_types.get(index).copied().flatten()),
                )
            })
            .collect(),
    )
}

fn read_dps(ctx: &Ctx) -> Result<Dps, String> {
    let (ins, outs) = match (group(ctx, "ins"), group(ctx, "outs")) {
        (ins, Some(outs)) => (ins.unwrap_or_default(), outs),
        _ => {
            // The generic form splits its operands with `operandSegmentSizes`.
            let sizes = params::ints(ctx.op, &["operandSegmentSizes", "operand_segment_sizes"])
                .ok_or("cannot tell the op's ins from its outs")?;
            let [num_ins, num_outs] =
                <[i64; 2]>::try_from(sizes).map_err(|_| "unexpected operand segments")?;
            let typed = |range: std::ops::Range<usize>| -> Vec<(usize, Option<&Type>)> {
                range
                    .map(|i| (i, ctx.operand_types.get(i).copied().flatten()))
                    .collect()
            };
            let num_ins = usize::try_from(num_ins).map_err(|_| "negative operand segment")?;
            let num_outs = usize::try_from(num_outs).map_err(|_| "negative operand segment")?;
            (typed(0..num_ins), typed(num_ins..num_ins + num_outs))
        }
    };
    let operands = ins
        .iter()
        .chain(&outs)
        .map(|(index, ty)| static_shape(*ty, || format!("operand {index}")))
        .collect::<Result<Vec<_>, _>>()?;
    // Tensor outs produce the results; their types stand in when the op's
    // own result types are missing.
    let results = if ctx.op.results.is_empty() {
        Vec::new()
    } else {
        ctx.result_types
            .iter()
            .enumerate()
            .map(|(r, ty)| {
                let ty = ty.or_else(|| outs.get(r).and_then(|(_, t)| *t));
                static_shape(ty, || format!("result {r}"))
            })
            .collect::<Result<Vec<_>, _>>()?
    };
    Ok(Dps {
        num_ins: ins.len(),
        shapes: Shapes { operands, results },
    })
}

const ELEMENTWISE: &[&str] = &[
    "abs",
    "add",
    "ceil",
    "copy",
    "div",
    "div_unsigned",
    "elementwise",
    "erf",
    "exp",
    "fill",
    "floor",
    "log",
    "map",
    "max",
    "min",
    "mul",
    "negf",
    "powf",
    "reciprocal",
    "round",
    "rsqrt",
    "select",
    "sqrt",
    "square",
    "sub",
    "tanh",
];

/// Named contractions and poolings: loop names, iterator kinds
/// (`p`arallel/`r`eduction) and one map per operand (ins, then outs).
fn named_maps(name: &str) -> Option<(&'static str, &'static [&'static str])> {
    Some(match name {
        "matmul" => (
            "ppr",
            &[
                "(m, n, k) -> (m, k)",
                "(m, n, k) -> (k, n)",
                "(m, n, k) -> (m, n)",
            ],
        ),
        "matmul_transpose_a" => (
            "ppr",
            &[
                "(m, n, k) -> (k, m)",
                "(m, n, k) -> (k, n)",
                "(m, n, k) -> (m, n)",
            ],
        ),
        "matmul_transpose_b" => (
            "ppr",
            &[
                "(m, n, k) -> (m, k)",
                "(m, n, k) -> (n, k)",
                "(m, n, k) -> (m, n)",
            ],
        ),
        "batch_matmul" => (
            "pppr",
            &[
                "(b, m, n, k) -> (b, m, k)",
                "(b, m, n, k) -> (b, k, n)",
                "(b, m, n, k) -> (b, m, n)",
            ],
        ),
        "batch_matmul_transpose_a" => (
            "pppr",
            &[
                "(b, m, n, k) -> (b, k, m)",
                "(b, m, n, k) -> (b, k, n)",
                "(b, m, n, k) -> (b, m, n)",
            ],
        ),
        "batch_matmul_transpose_b" => (
            "pppr",
            &[
                "(b, m, n, k) -> (b, m, k)",
                "(b, m, n, k) -> (b, n, k)",
                "(b, m, n, k) -> (b, m, n)",
            ],
        ),
        "batch_reduce_matmul" => (
            "rppr",
            &[
                "(b, m, n, k) -> (b, m, k)",
                "(b, m, n, k) -> (b, k, n)",
                "(b, m, n, k) -> (m, n)",
            ],
        ),
        "matvec" => (
            "pr",
            &["(m, k) -> (m, k)", "(m, k) -> (k)", "(m, k) -> (m)"],
        ),
        "vecmat" => (
            "pr",
            &["(n, k) -> (k)", "(n, k) -> (k, n)", "(n, k) -> (n)"],
        ),
        "batch_matvec" => (
            "ppr",
            &[
                "(b, m, k) -> (b, m, k)",
                "(b, m, k) -> (b, k)",
                "(b, m, k) -> (b, m)",
            ],
        ),
        "batch_vecmat" => (
            "ppr",
            &[
                "(b, n, k) -> (b, k)",
                "(b, n, k) -> (b, k, n)",
                "(b, n, k) -> (b, n)",
            ],
        ),
        "dot" => ("r", &["(k) -> (k)", "(k) -> (k)", "(k) -> ()"]),
        "pooling_nhwc_sum"
        | "pooling_nhwc_max"
        | "pooling_nhwc_min"
        | "pooling_nhwc_max_unsigned"
        | "pooling_nhwc_min_unsigned" => (
            "pppprr",
            &[
                "(n, h, w, c, y, x) -> (n, h + y, w + x, c)",
                "(n, h, w, c, y, x) -> (y, x)",
                "(n, h, w, c, y, x) -> (n, h, w, c)",
            ],
        ),
        "pooling_nchw_sum" | "pooling_nchw_max" => (
            "pppprr",
            &[
                "(n, c, h, w, y, x) -> (n, c, h + y, w + x)",
                "(n, c, h, w, y, x) -> (y, x)",
                "(n, c, h, w, y, x) -> (n, c, h, w)",
            ],
        ),
        "depthwise_conv_2d_nhwc_hwc" => (
            "pppprr",
            &[
                "(n, h, w, c, y, x) -> (n, h + y, w + x, c)",
                "(n, h, w, c, y, x) -> (y, x, c)",
                "(n, h, w, c, y, x) -> (n, h, w, c)",
            ],
        ),
        _ => return None,
    })
}

/// Layouts of the named convolutions (input x filter -> output).
fn conv_layout(name: &str) -> Option<&'static str> {
    Some(match name {
        "conv_1d_nwc_wcf" => "[b, 0, f]x[0, i, o]->[b, 0, f]",
        "conv_1d_ncw_fcw" => "[b, f, 0]x[o, i, 0]->[b, f, 0]",
        "conv_2d_nhwc_hwcf" => "[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]",
        "conv_2d_nhwc_fhwc" => "[b, 0, 1, f]x[o, 0, 1, i]->[b, 0, 1, f]",
        "conv_2d_nchw_fchw" => "[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]",
        "conv_3d_ndhwc_dhwcf" => "[b, 0, 1, 2, f]x[0, 1, 2, i, o]->[b, 0, 1, 2, f]",
        "conv_3d_ncdhw_fcdhw" => "[b, f, 0, 1, 2]x[o, i, 0, 1, 2]->[b, f, 0, 1, 2]",
        _ => return None,
    })
}

pub(crate) fn lookup(ctx: &Ctx, name: &str) -> Lookup {
    let known = name == "generic"
        || ELEMENTWISE.contains(&name)
        || named_maps(name).is_some()
        || conv_layout(name).is_some()
        || matches!(name, "transpose" | "broadcast" | "reduce");
    if !known {
        return Ok(Outcome::unknown_op(&ctx.op.name));
    }
    let dps = read_dps(ctx)?;
    // Explicit maps (generic ops, and named ops that transpose or broadcast).
    if indexing_map_attributes(ctx).is_some() {
        let maps = explicit_maps(ctx)?;
        let iterators = match named_maps(name) {
            Some((kinds, _)) => iterator_kinds(kinds),
            None if name == "generic" => iterator_types(ctx)?,
            // Elementwise ops broadcasting through their maps.
            None => vec![PassThrough; maps.first().map_or(0, |m| m.num_dims)],
        };
        return from_maps(&dps, &maps, &iterators).map(Outcome::from);
    }
    let built = if let Some((kinds, maps)) = named_maps(name) {
        let maps = maps
            .iter()
            .map(|m| parse_affine_map(m).ok_or("bad built-in map"))
            .collect::<Result<Vec<_>, _>>()?;
        from_maps(&dps, &maps, &iterator_kinds(kinds))
    } else if let Some(layout) = conv_layout(name) {
        convolution(ctx, &dps, layout)
    } else if ELEMENTWISE.contains(&name) {
        elementwise(&dps)
    } else if name == "generic" {
        Err("linalg.generic without `indexing_maps`".into())
    } else {
        structural(ctx, &dps, name)
    };
    built.map(Outcome::from)
}

/// `"ppr"` → parallel, parallel, reduction.
fn iterator_kinds(spec: &str) -> Vec<FactorKind> {
    spec.chars()
        .map(|c| if c == 'r' { Reduction } else { PassThrough })
        .collect()
}

/// The `indexing_maps` entries as written: an attribute
/// (`{indexing_maps = [#map, …]}`) or a custom-format keyword
/// (`linalg.matmul indexing_maps = [affine_map<…>, …] ins(…)`).
fn indexing_map_attributes<'a>(ctx: &Ctx<'a>) -> Option<Vec<&'a Attribute>> {
    if let Some(Attribute::Array { elements }) = params::attr(ctx.op, "indexing_maps") {
        return Some(elements.iter().collect());
    }
    match ctx.op.keyword("indexing_maps")? {
        [Item::Brackets { items, .. }, ..] => Some(
            items
                .iter()
                .filter_map(|item| match item {
                    Item::Attribute { attribute, .. } => Some(&**attribute),
                    _ => None,
                })
                .collect(),
        ),
        _ => None,
    }
}

fn explicit_maps(ctx: &Ctx) -> Result<Vec<AffineMap>, String> {
    let elements = indexing_map_attributes(ctx).ok_or("`indexing_maps` is not a list")?;
    elements
        .into_iter()
        .map(|element| {
            let Attribute::Opaque { text } = element else {
                return Err("an indexing map is not an affine map".to_string());
            };
            let resolved = ctx.env.aliases.resolve(text);
            parse_affine_map(resolved)
                .ok_or_else(|| format!("cannot read the indexing map `{resolved}`"))
        })
        .collect()
}

fn iterator_types(ctx: &Ctx) -> Result<Vec<FactorKind>, String> {
    let Some(Attribute::Array { elements }) = params::attr(ctx.op, "iterator_types") else {
        return Err("missing `iterator_types`".into());
    };
    elements
        .iter()
        .map(|element| {
            let text = match element {
                Attribute::String { value, .. } => value.as_str(),
                Attribute::Opaque { text } => text.as_str(),
                Attribute::Keyword { name } => name.as_str(),
                _ => "",
            };
            if text.contains("reduction") {
                Ok(Reduction)
            } else if text.contains("parallel") {
                Ok(PassThrough)
            } else {
                Err(format!("unsupported iterator type `{text}`"))
            }
        })
        .collect()
}

/// One factor per loop that indexes some dim directly, in loop order, then
/// one permutation factor per dim indexed by a compound expression (a
/// convolution window). A dim of size 1 against a larger loop is broadcast
/// and keeps its own size-1 factor.
fn from_maps(dps: &Dps, maps: &[AffineMap], iterators: &[FactorKind]) -> Built {
    let shapes = &dps.shapes;
    if maps.len() != shapes.operands.len() {
        return Err(format!(
            "{} indexing maps for {} operands",
            maps.len(),
            shapes.operands.len()
        ));
    }
    let loops = maps.first().map_or(0, |m| m.num_dims);
    if maps.iter().any(|m| m.num_dims != loops) || iterators.len() != loops {
        return Err("the indexing maps and iterator types disagree on the number of loops".into());
    }
    // Every tensor with its map: operands, then results (result r uses out r's map).
    let mut tensors: Vec<(bool, usize, &AffineMap, &[i64])> = Vec::new();
    for (i, (map, shape)) in maps.iter().zip(&shapes.operands).enumerate() {
        tensors.push((false, i, map, shape));
    }
    for (r, shape) in shapes.results.iter().enumerate() {
        let map = maps.get(dps.num_ins + r).ok_or("more results than outs")?;
        tensors.push((true, r, map, shape));
    }
    for &(is_result, i, map, shape) in &tensors {
        if map.results.len() != shape.len() {
            let what = if is_result { "result" } else { "operand" };
            return Err(format!(
                "the indexing map of {what} {i} has {} results for rank {}",
                map.results.len(),
                shape.len()
            ));
        }
    }
    let mut b = shapes.builder();
    let (n, r) = (b.num_operands(), b.num_results());
    for (l, &kind) in iterators.iter().enumerate() {
        let uses: Vec<(bool, usize, usize, i64)> = tensors
            .iter()
            .flat_map(|&(is_result, i, map, shape)| {
                map.results
                    .iter()
                    .enumerate()
                    .filter(move |(_, e)| **e == AffineExpr::Dim(l))
                    .map(move |(d, _)| (is_result, i, d, shape[d]))
            })
            .collect();
        let Some(size) = uses.iter().map(|u| u.3).max() else {
            continue;
        };
        if let Some(bad) = uses.iter().find(|u| u.3 != size && u.3 != 1) {
            return Err(format!(
                "loop {l} indexes dims of sizes {size} and {}",
                bad.3
            ));
        }
        if kind == Reduction && uses.iter().any(|u| u.0) {
            return Err(format!("reduction loop {l} indexes a result"));
        }
        let pick = |want_result: bool| -> Vec<(usize, usize)> {
            uses.iter()
                .filter(|u| u.0 == want_result && u.3 == size)
                .map(|u| (u.1, u.2))
                .collect()
        };
        b.add(&at(n, &pick(false)), &at(r, &pick(true)), size, kind);
    }
    for &(is_result, i, map, shape) in &tensors {
        for (d, expr) in map.results.iter().enumerate() {
            if matches!(expr, AffineExpr::Compound(_)) {
                let (operands, results) = if is_result {
                    (vec![], at(r, &[(i, d)]))
                } else {
                    (at(n, &[(i, d)]), vec![])
                };
                b.add(&operands, &results, shape[d], Permutation);
            }
        }
    }
    b.build()
}

fn elementwise(dps: &Dps) -> Built {
    common::pointwise(&dps.shapes)
}

fn convolution(ctx: &Ctx, dps: &Dps, layout: &str) -> Built {
    let shapes = &dps.shapes;
    if dps.num_ins != 2 || dps.num_outs() != 1 {
        return Err("a named convolution takes two ins and one out".into());
    }
    let dims = ConvDims::parse_compact(layout).ok_or("bad convolution layout")?;
    let out_shape = shapes.operand(2)?;
    let tensors = ConvTensors {
        lhs: 0,
        rhs: 1,
        lhs_shape: shapes.operand(0)?,
        rhs_shape: shapes.operand(1)?,
        out_shape,
    };
    let mut b = shapes.builder();
    add_conv_factors(&mut b, &tensors, &dims, 1, 1, ctx.env.conservative)?;
    if !shapes.results.is_empty() {
        mirror_result(&mut b, 0, 2);
    }
    b.build()
}

/// `linalg.transpose`, `linalg.broadcast`, `linalg.reduce`: one input (or
/// several for reduce) and inits mapped like the results.
fn structural(ctx: &Ctx, dps: &Dps, name: &str) -> Built {
    let shapes = &dps.shapes;
    let ins = dps.num_ins;
    if shapes.results.len() != dps.num_outs() {
        return Err("expected one result per out".into());
    }
    let mut b = match name {
        "transpose" => {
            let perm = params::ints(ctx.op, &["permutation"]).ok_or("missing `permutation`")?;
            let perm = to_dims(&perm, "permutation entry")?;
            let input = shapes.operand(0)?;
            common::check_dims(&perm, input.len(), "permutation entry")?;
            let mut b = shapes.builder();
            for (out_dim, &in_dim) in perm.iter().enumerate() {
                b.add(
                    &[Some(in_dim)],
                    &[Some(out_dim)],
                    input[in_dim],
                    PassThrough,
                );
            }
            b
        }
        "broadcast" => {
            let added = params::ints(ctx.op, &["dimensions"]).ok_or("missing `dimensions`")?;
            let added = to_dims(&added, "broadcast dimension")?;
            let output = shapes.operand(ins)?;
            let mut b = shapes.builder();
            let mut in_dim = 0;
            for (out_dim, &size) in output.iter().enumerate() {
                if added.contains(&out_dim) {
                    b.add(&[], &[Some(out_dim)], size, PassThrough);
                } else {
                    b.add(&[Some(in_dim)], &[Some(out_dim)], size, PassThrough);
                    in_dim += 1;
                }
            }
            b
        }
        _ => {
            let reduced = params::ints(ctx.op, &["dimensions"]).ok_or("missing `dimensions`")?;
            let reduced = to_dims(&reduced, "reduced dimension")?;
            let input = shapes.operand(0)?;
            common::check_dims(&reduced, input.len(), "reduced dimension")?;
            let mut b = shapes.builder();
            let inputs: Vec<(usize, usize)> = (0..ins).map(|i| (i, 0)).collect();
            let mut out_dim = 0;
            for (dim, &size) in input.iter().enumerate() {
                let operands: Vec<(usize, usize)> = inputs.iter().map(|&(i, _)| (i, dim)).collect();
                if reduced.contains(&dim) {
                    b.add(&at(b.num_operands(), &operands), &[], size, Reduction);
                } else {
                    let results = vec![Some(out_dim); b.num_results()];
                    b.add(
                        &at(b.num_operands(), &operands),
                        &results,
                        size,
                        PassThrough,
                    );
                    out_dim += 1;
                }
            }
            b
        }
    };
    for r in 0..shapes.results.len() {
        mirror_result(&mut b, r, ins + r);
    }
    b.build()
}
