//! Verifiers of the upstream `shard` dialect's collectives and grid queries
//! (LLVM 22 `ShardOps.cpp`): `shard.all_gather`, `all_reduce`, `all_slice`,
//! `all_to_all`, `broadcast`, `gather`, `recv`, `reduce`, `reduce_scatter`,
//! `scatter`, `send`, `shift`, `grid_shape`, `process_multi_index`,
//! `process_linear_index`, `neighbors_linear_indices`, and the 2024 `mesh.*`
//! spellings (`mesh_axes`, `mesh.mesh_shape`, "mesh" in the messages).
//!
//! As MLIR runs them: the op's traits first (`'shard.x' op requires the same
//! element type …`, with the op prefix), then `verifySymbolUses` (grid symbol,
//! grid axes, in-group devices, result shape; `emitError`, no op prefix).
//! At most one error per op. Checks of values LLVM leaves undefined (a
//! `slice_axis` past the rank, which reads past the shape) report nothing.

use super::context::OpContext;
use crate::diagnostic::Diagnostic;
use crate::ir::{Chunk, Dim, Item, MeshDeclKind, Type};

/// The era's words: `shard` (2025) or `mesh` (2024).
struct Words {
    grid: &'static str,
    grid_cap: &'static str,
    axes_keyword: &'static str,
}

const SHARD: Words = Words {
    grid: "grid",
    grid_cap: "Grid",
    axes_keyword: "grid_axes",
};
const MESH: Words = Words {
    grid: "mesh",
    grid_cap: "Mesh",
    axes_keyword: "mesh_axes",
};

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    AllGather,
    AllReduce,
    AllSlice,
    AllToAll,
    Broadcast,
    Gather,
    Recv,
    Reduce,
    ReduceScatter,
    Scatter,
    Send,
    Shift,
    GridShape,
    ProcessMultiIndex,
    ProcessLinearIndex,
    NeighborsLinearIndices,
}

fn kind(op: &str) -> Option<Kind> {
    Some(match op {
        "all_gather" => Kind::AllGather,
        "all_reduce" => Kind::AllReduce,
        "all_slice" => Kind::AllSlice,
        "all_to_all" => Kind::AllToAll,
        "broadcast" => Kind::Broadcast,
        "gather" => Kind::Gather,
        "recv" => Kind::Recv,
        "reduce" => Kind::Reduce,
        "reduce_scatter" => Kind::ReduceScatter,
        "scatter" => Kind::Scatter,
        "send" => Kind::Send,
        "shift" => Kind::Shift,
        "grid_shape" | "mesh_shape" => Kind::GridShape,
        "process_multi_index" => Kind::ProcessMultiIndex,
        "process_linear_index" => Kind::ProcessLinearIndex,
        "neighbors_linear_indices" => Kind::NeighborsLinearIndices,
        _ => return None,
    })
}

const CODE_SYMBOL: &str = "shard/undefined-grid";
const CODE_AXES: &str = "shard/grid-axes";
const CODE_SHAPE: &str = "shard/collective-shape";
const CODE_DEVICE: &str = "shard/in-group-device";
const CODE_TRAIT: &str = "shard/op-types";
const CODE_RESULTS: &str = "shard/result-count";

/// The first error of the op's verifier, if any.
pub fn verify(cx: &OpContext, chunk: &Chunk) -> Option<Diagnostic> {
    let (dialect, op) = cx.op.name.split_once('.')?;
    let kind = kind(op)?;
    if kind == Kind::GridShape
        && op
            != if dialect == "mesh" {
                "mesh_shape"
            } else {
                "grid_shape"
            }
    {
        return None;
    }
    let words = match dialect {
        "shard" => &SHARD,
        "mesh" => {
            // The 2023 proposal's `mesh.*` ops (distributed types on a
            // `mesh.cluster`) are another op set.
            if chunk
                .meshes
                .iter()
                .any(|m| matches!(m.kind, MeshDeclKind::Cluster { .. }))
            {
                return None;
            }
            &MESH
        }
        _ => return None,
    };
    let v = Verifier { cx, words, kind };
    v.traits().or_else(|| v.symbol_uses(chunk))
}

struct Verifier<'a, 'b> {
    cx: &'b OpContext<'a>,
    words: &'static Words,
    kind: Kind,
}

/// Dimension sizes as `ShapedType` sees them; `None` is dynamic.
type Size = Option<i64>;

fn mul(a: Size, b: Size) -> Size {
    Some(a? * b?)
}

fn div(a: Size, b: Size) -> Size {
    let (a, b) = (a?, b?);
    (b != 0).then(|| a / b)
}

impl Verifier<'_, '_> {
    fn error(&self, code: &'static str, message: String) -> Option<Diagnostic> {
        Some(Diagnostic::error(self.cx.name_range(), code, message))
    }

    fn trait_error(&self, message: &str) -> Option<Diagnostic> {
        Some(self.cx.op_error(CODE_TRAIT, message))
    }

    fn shapes(&self) -> Option<(&Type, &Type)> {
        Some((self.cx.operand_type(0)?, self.cx.result_type(0)?))
    }

    /// The ODS traits of the collectives, in the order mlir-opt reports them.
    fn traits(&self) -> Option<Diagnostic> {
        use Kind::*;
        let (input, result) = self.shapes()?;
        let same_element = input.element_type() == result.element_type();
        let same_rank = match (input.rank(), result.rank()) {
            (Some(a), Some(b)) => a == b,
            _ => true,
        };
        let same_shape = match (input.shape(), result.shape()) {
            (Some(a), Some(b)) => {
                a.len() == b.len()
                    && a.iter().zip(b).all(|(x, y)| {
                        matches!((x, y), (Dim::Dynamic, _) | (_, Dim::Dynamic)) || x == y
                    })
            }
            _ => true,
        };
        match self.kind {
            // SameOperandsAndResultElementType, SameOperandsAndResultRank.
            AllGather | AllSlice | AllToAll => {
                if !same_element {
                    return self.trait_error(
                        "requires the same element type for all operands and results",
                    );
                }
                if !same_rank {
                    return self.trait_error("result type has different rank than operands");
                }
            }
            ReduceScatter => {
                if !same_rank {
                    return self.trait_error("result type has different rank than operands");
                }
            }
            AllReduce => {
                if !same_shape {
                    return self
                        .trait_error("requires the same shape for all operands and results");
                }
            }
            Shift => {
                if !same_element {
                    return self.trait_error(
                        "requires the same element type for all operands and results",
                    );
                }
                if !same_shape {
                    return self
                        .trait_error("requires the same shape for all operands and results");
                }
            }
            Broadcast | Recv | Send | Reduce => {
                if !same_shape {
                    return self.trait_error(
                        "failed to verify that all of {input, result} have same shape",
                    );
                }
                if self.kind != Reduce && !same_element {
                    return self.trait_error(
                        "failed to verify that all of {input, result} have same element type",
                    );
                }
            }
            Gather | Scatter => {
                if !same_rank {
                    return self.trait_error(
                        "failed to verify that all of {input, result} have same rank",
                    );
                }
                if !same_element {
                    return self.trait_error(
                        "failed to verify that all of {input, result} have same element type",
                    );
                }
            }
            GridShape | ProcessMultiIndex | ProcessLinearIndex | NeighborsLinearIndices => {}
        }
        None
    }

    /// The grid symbol: the first symbol of the op's custom format.
    fn grid_symbol(&self) -> Option<&str> {
        self.cx.op.items.iter().find_map(|i| match i {
            Item::Symbol { name, .. } => Some(name.as_str()),
            _ => None,
        })
    }

    /// The keyword's integer list, `Some(vec![])` when absent.
    fn axes(&self, keyword: &str) -> Option<Vec<i64>> {
        if self.cx.op.keyword(keyword).is_none() {
            return Some(Vec::new());
        }
        self.cx.op.keyword_ints(keyword)
    }

    /// A multi-index whose entries may be SSA values (`root = [1, %i]`):
    /// `None` entries are dynamic.
    fn multi_index(&self, keyword: &str) -> Option<Vec<Size>> {
        let items = self.cx.op.keyword(keyword)?;
        match items {
            [Item::Brackets { items, .. }] => items
                .iter()
                .filter(|i| !matches!(i, Item::Punct { text } if text == ","))
                .map(|i| match i {
                    Item::Integer { value, .. } => value.map(Some),
                    Item::Operand { .. } => Some(None),
                    _ => None,
                })
                .collect(),
            [item] => item.int_list().map(|l| l.into_iter().map(Some).collect()),
            _ => None,
        }
    }

    fn int_keyword(&self, keyword: &str) -> Option<i64> {
        match self.cx.op.keyword(keyword)? {
            [item] => item.int(),
            _ => None,
        }
    }

    fn symbol_uses(&self, chunk: &Chunk) -> Option<Diagnostic> {
        use Kind::*;
        let w = self.words;
        let name = self.grid_symbol()?;
        let shape: Vec<Size> = match chunk.mesh(name).map(|m| &m.kind) {
            None => {
                return self.error(
                    CODE_SYMBOL,
                    format!("Undefined required {} symbol \"{name}\".", w.grid),
                )
            }
            Some(MeshDeclKind::Grid {
                shape: Some(shape), ..
            }) => shape.iter().map(|d| d.as_static()).collect(),
            // A grid whose shape did not read (already reported) or another
            // kind of mesh: nothing to check against.
            Some(_) => return None,
        };
        let (axes_keyword, multi_results) = match self.kind {
            GridShape | ProcessMultiIndex => ("axes", true),
            ProcessLinearIndex | NeighborsLinearIndices => return None,
            _ => (w.axes_keyword, false),
        };
        let axes = self.axes(axes_keyword)?;
        if let Some(e) = self.grid_axes(&axes, name, shape.len()) {
            return Some(e);
        }
        if multi_results {
            let expected = if axes.is_empty() {
                shape.len()
            } else {
                axes.len()
            };
            let got = self.cx.op.results.len();
            if got != expected {
                return self.error(
                    CODE_RESULTS,
                    format!("Unexpected number of results {got}. Expected {expected}."),
                );
            }
            return None;
        }
        let group: Size = axes
            .iter()
            .try_fold(1i64, |acc, &a| Some(acc * shape[a as usize]?));
        let device = match self.kind {
            Broadcast | Gather | Reduce | Scatter => Some("root"),
            Recv => Some("source"),
            Send => Some("destination"),
            _ => None,
        };
        if let Some(device) = device {
            if let Some(e) = self.in_group_device(device, &axes, &shape) {
                return Some(e);
            }
        }
        let (input, result) = self.shapes()?;
        let (input, result) = (input.shape()?, result.shape()?);
        match self.kind {
            AllGather | Gather => self.gather_shape(input, result, group),
            AllSlice => self.scatter_shape(input, result, "slice_axis", group),
            ReduceScatter | Scatter => self.scatter_shape(input, result, "scatter_axis", group),
            AllToAll => self.all_to_all_shape(input, result, group),
            Shift => {
                let shift = self.int_keyword("shift_axis")?;
                (!axes.contains(&shift)).then(|| {
                    Diagnostic::error(
                        self.cx.name_range(),
                        CODE_AXES,
                        format!(
                            "Invalid shift axis {shift}. It must be one of the grouping {} axes.",
                            w.grid
                        ),
                    )
                })
            }
            _ => None,
        }
    }

    /// `verifyGridAxes`: duplicates first, then the range.
    fn grid_axes(&self, axes: &[i64], grid: &str, rank: usize) -> Option<Diagnostic> {
        let w = self.words;
        let mut sorted = axes.to_vec();
        sorted.sort_unstable();
        if sorted.windows(2).any(|p| p[0] == p[1]) {
            return self.error(
                CODE_AXES,
                format!("{} axes contains duplicate elements.", w.grid_cap),
            );
        }
        let bad = axes.iter().find(|&&a| a < 0 || a >= rank as i64)?;
        self.error(
            CODE_AXES,
            format!(
                "0-based {g} axis index {bad} is out of bounds. The referenced {g} \"{grid}\" is of rank {rank}.",
                g = w.grid
            ),
        )
    }

    /// `verifyInGroupDevice` for `root`, `source` or `destination`.
    fn in_group_device(&self, device: &str, axes: &[i64], shape: &[Size]) -> Option<Diagnostic> {
        // `source` of `shard.recv` is optional.
        let index = self.multi_index(device)?;
        if index.len() != axes.len() {
            return self.error(
                CODE_DEVICE,
                format!(
                    "In-group device \"{device}\" has unexpected multi-index size {}. Expected {}.",
                    index.len(),
                    axes.len()
                ),
            );
        }
        for (i, (&coordinate, &axis)) in index.iter().zip(axes).enumerate() {
            if let (Some(c), Some(size)) = (coordinate, shape[axis as usize]) {
                if size <= c {
                    return self.error(
                        CODE_DEVICE,
                        format!(
                            "Out of bounds coordinate {i} for in-group device \"{device}\". Got {c}, but expected value in the range [0, {}].",
                            size - 1
                        ),
                    );
                }
            }
        }
        None
    }

    /// `verifyDimensionCompatibility`.
    fn dim_check(&self, expected: Size, result: Dim, axis: usize) -> Option<Diagnostic> {
        let Dim::Static(got) = result else {
            return None;
        };
        if expected == Some(got) {
            return None;
        }
        let expected = expected.map_or("dynamic".to_string(), |e| e.to_string());
        self.error(
            CODE_SHAPE,
            format!("Dimension size mismatch for result axis {axis}. Expected {expected}, but got {got}."),
        )
    }

    fn gather_shape(&self, input: &[Dim], result: &[Dim], group: Size) -> Option<Diagnostic> {
        let gather_axis = self.int_keyword("gather_axis")?;
        let rank = result.len() as i64;
        if gather_axis < 0 || gather_axis >= rank {
            return self.error(
                CODE_SHAPE,
                format!("Gather axis {gather_axis} is out of bounds [0, {rank})."),
            );
        }
        for (axis, (&i, &r)) in input.iter().zip(result).enumerate() {
            let size = i.as_static();
            let expected = if axis as i64 == gather_axis {
                mul(group, size)
            } else {
                size
            };
            if let Some(e) = self.dim_check(expected, r, axis) {
                return Some(e);
            }
        }
        None
    }

    fn scatter_shape(
        &self,
        input: &[Dim],
        result: &[Dim],
        keyword: &str,
        group: Size,
    ) -> Option<Diagnostic> {
        let tensor_axis = self.int_keyword(keyword)?;
        for (axis, (&i, &r)) in input.iter().zip(result).enumerate() {
            if axis as i64 != tensor_axis {
                if let Some(e) = self.dim_check(i.as_static(), r, axis) {
                    return Some(e);
                }
            }
        }
        // Past the rank LLVM reads outside the shape: undefined, not reported.
        let t = usize::try_from(tensor_axis)
            .ok()
            .filter(|&t| t < input.len())?;
        let operand = input[t].as_static();
        if let (Some(size), Some(g)) = (operand, group) {
            if g != 0 && size % g != 0 {
                return self.error(
                    CODE_SHAPE,
                    format!("Operand dimension size {size} is not divisible by collective device group size {g} for tensor axis {t}."),
                );
            }
        }
        self.dim_check(div(operand, group), *result.get(t)?, t)
    }

    fn all_to_all_shape(&self, input: &[Dim], result: &[Dim], group: Size) -> Option<Diagnostic> {
        let split = self.int_keyword("split_axis")?;
        let concat = self.int_keyword("concat_axis")?;
        for (axis, (&i, &r)) in input.iter().zip(result).enumerate() {
            let axis_i = axis as i64;
            if (axis_i != split && axis_i != concat) || split == concat {
                if let Some(e) = self.dim_check(i.as_static(), r, axis) {
                    return Some(e);
                }
            }
        }
        if split == concat {
            return None;
        }
        let c = usize::try_from(concat).ok().filter(|&c| c < input.len())?;
        let s = usize::try_from(split).ok().filter(|&s| s < input.len())?;
        self.dim_check(mul(input[c].as_static(), group), *result.get(c)?, c)
            .or_else(|| self.dim_check(div(input[s].as_static(), group), *result.get(s)?, s))
    }
}

#[cfg(test)]
mod tests {
    use crate::verify::test_support::{assert_clean, assert_error, errors};

    fn func(grid: &str, body: &str) -> String {
        format!(
            "{grid}\nfunc.func @f(%arg0 : tensor<4x8xf32>, %i : index) -> tensor<4x8xf32> {{\n  {body}\n  return %arg0 : tensor<4x8xf32>\n}}\n"
        )
    }

    #[test]
    fn all_gather_on_a_missing_grid_axis() {
        assert_error(
            &func(
                "shard.grid @g(shape = 2x4)",
                "%0 = shard.all_gather %arg0 on @g grid_axes = [2] gather_axis = 0 : tensor<4x8xf32> -> tensor<8x8xf32>",
            ),
            "0-based grid axis index 2 is out of bounds. The referenced grid \"g\" is of rank 2.",
        );
    }

    #[test]
    fn symbol_errors_have_no_op_prefix_but_trait_errors_do() {
        let e = errors(&func(
            "",
            "%0 = shard.all_reduce %arg0 on @nope reduction = sum : tensor<4x8xf32> -> tensor<4x8xf64>",
        ));
        assert_eq!(e, ["Undefined required grid symbol \"nope\"."]);
        let e = errors(&func(
            "shard.grid @g(shape = 2)",
            "%0 = shard.shift %arg0 on @g grid_axes = [0] shift_axis = 0 offset = 1 : tensor<4x8xf32> -> tensor<4x8xf16>",
        ));
        assert_eq!(
            e,
            ["'shard.shift' op requires the same element type for all operands and results"]
        );
    }

    #[test]
    fn one_error_per_op_duplicates_before_range() {
        assert_error(
            &func(
                "shard.grid @g(shape = 2x4)",
                "%0 = shard.all_gather %arg0 on @g grid_axes = [5, 5] gather_axis = 9 : tensor<4x8xf32> -> tensor<1x1xf32>",
            ),
            "Grid axes contains duplicate elements.",
        );
    }

    #[test]
    fn valid_collectives_and_queries_are_clean() {
        for body in [
            "%0 = shard.all_gather %arg0 on @g grid_axes = [1] gather_axis = 1 : tensor<4x8xf32> -> tensor<4x32xf32>",
            "%0 = shard.all_slice %arg0 on @g grid_axes = [0, 1] slice_axis = 1 : tensor<4x8xf32> -> tensor<4x1xf32>",
            "%0 = shard.all_to_all %arg0 on @g grid_axes = [0] split_axis = 0 concat_axis = 1 : tensor<4x8xf32> -> tensor<2x16xf32>",
            "%0 = shard.reduce_scatter %arg0 on @g grid_axes = [1] reduction = max scatter_axis = 1 : tensor<4x8xf32> -> tensor<4x2xf64>",
            "%0 = shard.broadcast %arg0 on @g grid_axes = [1, 0] root = [%i, 1] : (tensor<4x8xf32>, index) -> tensor<4x8xf32>",
            "%0 = shard.recv %arg0 on @g grid_axes = [1] : (tensor<4x8xf32>) -> tensor<4x8xf32>",
            "%0:2 = shard.process_multi_index on @g : index, index",
            "%0 = shard.grid_shape @g axes = [1] : index",
        ] {
            assert_clean(&func("shard.grid @g(shape = 2x4)", body));
        }
    }

    #[test]
    fn dynamic_grid_axes_make_expected_sizes_dynamic() {
        assert_error(
            &func(
                "shard.grid @g(shape = 2x?)",
                "%0 = shard.all_gather %arg0 on @g grid_axes = [1] gather_axis = 0 : tensor<4x8xf32> -> tensor<8x8xf32>",
            ),
            "Dimension size mismatch for result axis 0. Expected dynamic, but got 8.",
        );
        assert_clean(&func(
            "shard.grid @g(shape = 2x?)",
            "%0 = shard.scatter %arg0 on @g grid_axes = [1] scatter_axis = 0 root = [7] : (tensor<4x8xf32>) -> tensor<?x8xf32>",
        ));
    }

    #[test]
    fn mesh_era_spellings_use_mesh_words() {
        assert_error(
            &func(
                "mesh.mesh @m(shape = 2x4)",
                "%0 = mesh.all_reduce %arg0 on @m mesh_axes = [0, 0] : tensor<4x8xf32> -> tensor<4x8xf32>",
            ),
            "Mesh axes contains duplicate elements.",
        );
        assert_error(
            &func(
                "mesh.mesh @m(shape = 2x4)",
                "%0:2 = mesh.mesh_shape @m axes = [0, 3] : index, index",
            ),
            "0-based mesh axis index 3 is out of bounds. The referenced mesh \"m\" is of rank 2.",
        );
        assert_error(
            &func(
                "",
                "%0 = mesh.all_gather %arg0 on @m gather_axis = 0 : tensor<4x8xf32> -> tensor<4x8xf32>",
            ),
            "Undefined required mesh symbol \"m\".",
        );
    }
}
