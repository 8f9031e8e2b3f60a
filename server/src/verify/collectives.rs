//! Shardy's collective ops (`sdy-syntax.md` §6.8): the checks common to all
//! of them (`verifyCollectiveOp`), then each op's own, in Shardy's order.

use super::axes::{self, AxisListCheck};
use super::collective_axes::{self, AllToAllParam, AxisList};
use super::context::{same_mesh, OpContext};
use super::unreduced::{check_transition, Transition};
use crate::diagnostic::Diagnostic;
use crate::ir::ShardingRole;
use crate::sharding::diag::ParseError;
use crate::sharding::model::{AxisRef, Mesh, ReductionKind, TensorSharding};
use crate::sharding::sdy as sdy_text;
use crate::text::TextRange;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum CollectiveOp {
    AllGather,
    AllSlice,
    AllReduce,
    ReduceScatter,
    AllToAll,
    CollectivePermute,
    ShardedToUnreduced,
    ReplicatedToUnreduced,
}

impl CollectiveOp {
    pub fn from_name(name: &str) -> Option<Self> {
        Some(match name {
            "sdy.all_gather" => CollectiveOp::AllGather,
            "sdy.all_slice" => CollectiveOp::AllSlice,
            "sdy.all_reduce" => CollectiveOp::AllReduce,
            "sdy.reduce_scatter" => CollectiveOp::ReduceScatter,
            "sdy.all_to_all" => CollectiveOp::AllToAll,
            "sdy.collective_permute" => CollectiveOp::CollectivePermute,
            "sdy.sharded_to_unreduced" => CollectiveOp::ShardedToUnreduced,
            "sdy.replicated_to_unreduced" => CollectiveOp::ReplicatedToUnreduced,
            _ => return None,
        })
    }

    /// These treat an operand without sharding as fully replicated.
    fn allows_missing_input(self) -> bool {
        matches!(
            self,
            CollectiveOp::AllSlice | CollectiveOp::AllReduce | CollectiveOp::ReduceScatter
        )
    }

    /// `collective_permute` may move data to another mesh (it checks the
    /// meshes its own way).
    fn allows_different_meshes(self) -> bool {
        self == CollectiveOp::CollectivePermute
    }
}

/// The axes written in the op's syntax.
enum CollectiveAxes {
    None,
    PerDim(Vec<AxisList>),
    Set(AxisList),
    AllToAll(Vec<AllToAllParam>),
}

pub(super) fn verify(cx: &OpContext) -> Option<Diagnostic> {
    let kind = CollectiveOp::from_name(&cx.op.name)?;
    let (axes, axes_base) = match parse_axes(cx, kind) {
        Ok(parsed) => parsed,
        Err(diagnostic) => return Some(diagnostic),
    };
    let output = cx.result_sharding()?;
    let operand = cx.operand(0)?;
    let input = cx.value_sharding(operand);

    // Common checks (`verifyCollectiveOp`).
    if input.is_none() && !kind.allows_missing_input() {
        return Some(cx.op_error(
            "sdy/collective-without-sharding",
            "collective on operand without sharding",
        ));
    }
    if !cx.sharding_is_valid(output, cx.result_type(0)) {
        return None;
    }
    let mesh = cx.mesh_of(output)?;
    let out_range = cx
        .site(ShardingRole::Result)
        .map(|s| cx.abs(s.range))
        .unwrap_or_else(|| cx.name_range());
    let operand_range = cx.abs(cx.entry.ir.values[operand].range);
    let input_mesh = input.and_then(|s| cx.mesh_of(s));
    if !kind.allows_different_meshes() {
        if let Some(input_mesh) = input_mesh.filter(|m| !same_mesh(mesh, m)) {
            return Some(
                cx.op_error_at(
                    out_range,
                    "sdy/collective-mesh-mismatch",
                    "result mesh does not match operand mesh",
                )
                .with_related(operand_range, operand_mesh_note(input_mesh)),
            );
        }
    }
    if let Some(input) = input.filter(|s| s.rank() != output.rank()) {
        return Some(cx.op_error_at(
            out_range,
            "sdy/collective-rank-mismatch",
            format!(
                "result sharding has rank {} but operand sharding has rank {}",
                output.rank(),
                input.rank()
            ),
        ));
    }
    // Shardy's `getOrCreateSharding`: a missing sharding is fully replicated.
    let created;
    let input = match input {
        Some(s) => s,
        None => {
            let rank = cx
                .operand_type(0)
                .and_then(|t| t.rank())
                .unwrap_or(output.rank());
            created = TensorSharding::replicated(output.mesh.clone(), rank);
            &created
        }
    };

    let v = OpVerifier {
        cx,
        mesh,
        input,
        output,
        axes_base,
        out_range,
    };
    match (kind, &axes) {
        (CollectiveOp::AllGather, CollectiveAxes::PerDim(dims)) => v
            .per_dim(dims, |operand, axes, dim| {
                gather(operand, axes, dim, mesh, "gathering")
            }),
        (CollectiveOp::AllSlice, CollectiveAxes::PerDim(dims)) => {
            v.per_dim(dims, |operand, axes, _| Ok(slice(operand, axes, mesh)))
        }
        (CollectiveOp::ReduceScatter, CollectiveAxes::PerDim(dims)) => v.reduce_scatter(dims),
        (CollectiveOp::ShardedToUnreduced, CollectiveAxes::PerDim(dims)) => {
            v.sharded_to_unreduced(dims)
        }
        (CollectiveOp::AllReduce, CollectiveAxes::Set(list)) => v.all_reduce(list),
        (CollectiveOp::ReplicatedToUnreduced, CollectiveAxes::Set(list)) => {
            v.replicated_to_unreduced(list)
        }
        (CollectiveOp::AllToAll, CollectiveAxes::AllToAll(params)) => v.all_to_all(params),
        (CollectiveOp::CollectivePermute, _) => v.collective_permute(input_mesh?, operand_range),
        _ => None,
    }
}

fn operand_mesh_note(mesh: &Mesh) -> String {
    format!("operand mesh: #sdy.mesh{}", sdy_text::print_mesh(mesh))
}

/// Parses the op's collective axes; the offset is where their text starts.
fn parse_axes(cx: &OpContext, kind: CollectiveOp) -> Result<(CollectiveAxes, usize), Diagnostic> {
    let Some(site) = cx.site(ShardingRole::CollectiveAxes) else {
        return Ok((CollectiveAxes::None, 0));
    };
    let range = cx.abs(site.range);
    let text = cx.slice(site.range);
    let parsed = match kind {
        CollectiveOp::AllReduce | CollectiveOp::ReplicatedToUnreduced => {
            collective_axes::parse_axis_set(text).map(CollectiveAxes::Set)
        }
        CollectiveOp::AllToAll => {
            collective_axes::parse_all_to_all(text).map(CollectiveAxes::AllToAll)
        }
        CollectiveOp::CollectivePermute => Ok(CollectiveAxes::None),
        _ => collective_axes::parse_per_dim(text).map(CollectiveAxes::PerDim),
    };
    parsed
        .map(|axes| (axes, range.start))
        .map_err(|error| parse_error(range, &error))
}

fn parse_error(range: TextRange, error: &ParseError) -> Diagnostic {
    let at = (range.start + error.offset).min(range.end);
    let mut message = error.message.clone();
    for context in &error.context {
        message.push_str("; ");
        message.push_str(context);
    }
    Diagnostic::error(
        TextRange::new(at, (at + 1).min(range.end).max(at)),
        "sharding/parse",
        message,
    )
}

/// The reduction operator written after the op name (`sdy.all_reduce max …`);
/// `sum` when none is.
fn reduction_kind(cx: &OpContext) -> ReductionKind {
    let end = cx
        .site(ShardingRole::CollectiveAxes)
        .map(|s| s.range.start)
        .or_else(|| cx.op.operands.first().map(|o| o.range.start))
        .unwrap_or(cx.op.name_range.end);
    let between = TextRange::new(cx.op.name_range.end, end.max(cx.op.name_range.end));
    ReductionKind::from_name(cx.slice(between).trim()).unwrap_or_default()
}

/// Shardy's `gatherAxesAlongDim`: removes `axes` from the end of the
/// operand's dimension sharding.
fn gather(
    operand: &[AxisRef],
    axes: &[AxisRef],
    dim: usize,
    mesh: &Mesh,
    axis_kind: &str,
) -> Result<Vec<AxisRef>, String> {
    let mut expected = operand.to_vec();
    for axis in axes.iter().rev() {
        let fits = expected
            .last()
            .is_some_and(|last| axes::is_suffix_of(axis, last, mesh));
        let last = match expected.pop() {
            Some(last) if fits => last,
            _ => {
                return Err(format!(
                    "can't apply {axis_kind} axis {axis} to operand sharding on dimension {dim}"
                ))
            }
        };
        if let Some(prefix) = axes::prefix_without_overlap(&last, axis, mesh) {
            expected.push(prefix);
        }
    }
    Ok(expected)
}

/// Shardy's `sliceAxesAlongDim`: appends `axes` to the operand's dimension
/// sharding, merging adjacent sub-axes.
fn slice(operand: &[AxisRef], axes: &[AxisRef], mesh: &Mesh) -> Vec<AxisRef> {
    let mut expected = operand.to_vec();
    for axis in axes {
        axes::add_or_merge(&mut expected, axis, mesh);
    }
    expected
}

struct OpVerifier<'a, 'c> {
    cx: &'c OpContext<'a>,
    mesh: &'a Mesh,
    input: &'c TensorSharding,
    output: &'a TensorSharding,
    /// Where the collective axes' text starts.
    axes_base: usize,
    out_range: TextRange,
}

impl OpVerifier<'_, '_> {
    fn at(&self, span: &std::ops::Range<usize>) -> TextRange {
        TextRange::new(self.axes_base + span.start, self.axes_base + span.end)
    }

    fn error(&self, range: TextRange, code: &'static str, message: impl AsRef<str>) -> Diagnostic {
        self.cx.op_error_at(range, code, message)
    }

    /// `verifyAxisRefList` over `lists`, reported at the offending axis.
    fn check_lists<'l>(&self, lists: impl IntoIterator<Item = &'l AxisList>) -> Option<Diagnostic> {
        let mut check = AxisListCheck::default();
        for list in lists {
            if let Err(e) = check.check(&list.axes, self.mesh) {
                return Some(self.error(self.at(&list.spans[e.index]), e.code, e.message));
            }
        }
        None
    }

    fn expected_mismatch(&self, expected: &[AxisRef], dim: usize) -> Option<Diagnostic> {
        let actual = self.output.dims.get(dim).map(|d| d.axes.as_slice());
        (actual != Some(expected)).then(|| {
            self.error(
                self.out_range,
                "sdy/collective-result-mismatch",
                format!(
                    "result sharding doesn't match expected sharding {} on dimension {dim}",
                    axes::print_list(expected)
                ),
            )
        })
    }

    /// Shardy's `verifyCollectiveWithAxesPerDim`: valid axes, one list per
    /// dimension, and applying them to the operand gives the result.
    fn per_dim(
        &self,
        dims: &[AxisList],
        apply: impl Fn(&[AxisRef], &[AxisRef], usize) -> Result<Vec<AxisRef>, String>,
    ) -> Option<Diagnostic> {
        if let Some(d) = self.check_lists(dims) {
            return Some(d);
        }
        if self.output.rank() != dims.len() {
            return Some(self.error(
                self.cx.name_range(),
                "sdy/collective-rank-mismatch",
                format!(
                    "result sharding has rank {} but collective axes has rank {}",
                    self.output.rank(),
                    dims.len()
                ),
            ));
        }
        for (dim, (operand, list)) in self.input.dims.iter().zip(dims).enumerate() {
            let expected = match apply(&operand.axes, &list.axes, dim) {
                Ok(expected) => expected,
                Err(message) => {
                    return Some(self.error(self.at(&list.span), "sdy/collective-axes", message))
                }
            };
            if let Some(d) = self.expected_mismatch(&expected, dim) {
                return Some(d);
            }
        }
        None
    }

    fn transition(&self, kind: ReductionKind) -> Option<Diagnostic> {
        let message =
            check_transition(Some(self.input), self.output, Transition::Reduce(kind)).err()?;
        Some(self.error(self.out_range, "sdy/unreduced-transition", message))
    }

    fn reduce_scatter(&self, dims: &[AxisList]) -> Option<Diagnostic> {
        self.transition(reduction_kind(self.cx))
            .or_else(|| self.per_dim(dims, |operand, axes, _| Ok(slice(operand, axes, self.mesh))))
    }

    fn all_reduce(&self, list: &AxisList) -> Option<Diagnostic> {
        let same_dims = self.input.dims.len() == self.output.dims.len()
            && self
                .input
                .dims
                .iter()
                .zip(&self.output.dims)
                .all(|(a, b)| a.axes == b.axes);
        if !same_dims {
            return Some(self.error(
                self.out_range,
                "sdy/all-reduce-sharding",
                "operand and result shardings are not equivalent",
            ));
        }
        if let Some(d) = self.sorted(list, "reduction") {
            return Some(d);
        }
        if let Some(d) = self.check_lists([list]) {
            return Some(d);
        }
        for (axis, span) in list.axes.iter().zip(&list.spans) {
            let in_dims_or_replicated = self
                .input
                .dims
                .iter()
                .flat_map(|d| &d.axes)
                .chain(&self.input.replicated)
                .any(|a| a.overlaps(axis));
            if in_dims_or_replicated {
                return Some(self.error(
                    self.at(span),
                    "sdy/reduction-axis-overlap",
                    format!(
                        "reduction axis {axis} overlaps with operand dimension sharding or replicated axes"
                    ),
                ));
            }
            if self.output.unreduced.iter().any(|a| a.overlaps(axis)) {
                return Some(self.error(
                    self.at(span),
                    "sdy/reduction-axis-overlap",
                    format!("reduction axis {axis} overlaps with result unreduced axes"),
                ));
            }
        }
        self.transition(reduction_kind(self.cx))
    }

    /// `<kind> axes are not ordered w.r.t. mesh`.
    fn sorted(&self, list: &AxisList, kind: &str) -> Option<Diagnostic> {
        (!axes::is_sorted(&list.axes, self.mesh)).then(|| {
            self.error(
                self.at(&list.span),
                "sdy/unordered-axes",
                format!("{kind} axes are not ordered w.r.t. mesh"),
            )
        })
    }

    fn sum_only(&self) -> Option<Diagnostic> {
        (self.output.reduction != ReductionKind::Sum).then(|| {
            self.error(
                self.out_range,
                "sdy/unreduced-reduction",
                "out_sharding reduction_op must be SUM",
            )
        })
    }

    /// The result's unreduced axes are the operand's plus `added`.
    fn unreduced_sum(&self, added: Vec<AxisRef>, message: &str) -> Option<Diagnostic> {
        let all = self.input.unreduced.iter().cloned().chain(added);
        let expected = axes::sorted_and_merged(all, self.mesh);
        (expected != self.output.unreduced)
            .then(|| self.error(self.out_range, "sdy/unreduced-axes", message))
    }

    fn sharded_to_unreduced(&self, dims: &[AxisList]) -> Option<Diagnostic> {
        self.sum_only()
            .or_else(|| {
                self.per_dim(dims, |operand, axes, dim| {
                    gather(operand, axes, dim, self.mesh, "shard-to-unreduce")
                })
            })
            .or_else(|| {
                let moved = dims.iter().flat_map(|d| d.axes.iter().cloned()).collect();
                self.unreduced_sum(
                    moved,
                    "out_unreduced_axes should be in_unreduced_axes + sharded_to_unreduced_axes",
                )
            })
    }

    fn replicated_to_unreduced(&self, list: &AxisList) -> Option<Diagnostic> {
        if let Some(d) = self.sum_only() {
            return Some(d);
        }
        if list.axes.is_empty() {
            return Some(self.error(
                self.at(&list.span),
                "sdy/r2u-axes",
                "r2u axes must not be empty",
            ));
        }
        if let Some(d) = self
            .sorted(list, "r2u")
            .or_else(|| self.check_lists([list]))
        {
            return Some(d);
        }
        let same_dims = self.input.dims.len() == self.output.dims.len()
            && self
                .input
                .dims
                .iter()
                .zip(&self.output.dims)
                .all(|(a, b)| a.axes == b.axes);
        if !same_dims {
            return Some(self.error(
                self.out_range,
                "sdy/r2u-dims",
                "input and output must share the same dimension shardings",
            ));
        }
        for (axis, span) in list.axes.iter().zip(&list.spans) {
            if self
                .input
                .dims
                .iter()
                .flat_map(|d| &d.axes)
                .any(|a| a.overlaps(axis))
            {
                return Some(self.error(
                    self.at(span),
                    "sdy/r2u-axes",
                    format!("r2u axis {axis} overlaps with operand dimension sharding"),
                ));
            }
            if self.input.unreduced.iter().any(|a| a.overlaps(axis)) {
                return Some(self.error(
                    self.at(span),
                    "sdy/r2u-axes",
                    format!("r2u axis {axis} overlaps with operand unreduced axes"),
                ));
            }
        }
        self.unreduced_sum(
            list.axes.clone(),
            "out_unreduced_axes should be in_unreduced_axes + r2u_axes",
        )
    }

    fn all_to_all(&self, params: &[AllToAllParam]) -> Option<Diagnostic> {
        if params.is_empty() {
            return Some(self.error(
                self.cx.name_range(),
                "sdy/all-to-all-params",
                "parameter list is empty",
            ));
        }
        let rank = self
            .cx
            .result_type(0)
            .and_then(|t| t.rank())
            .unwrap_or(self.output.rank());
        let mut check = AxisListCheck::default();
        let mut seen = vec![false; rank];
        let mut previous_source: Option<i64> = None;
        for param in params {
            if let Err(e) = check.check(&param.axes.axes, self.mesh) {
                return Some(self.error(self.at(&param.axes.spans[e.index]), e.code, e.message));
            }
            for (dim, name) in [(param.source, "source"), (param.target, "target")] {
                if usize::try_from(dim).map_or(true, |d| d >= rank) {
                    return Some(self.error(
                        self.at(&param.span),
                        "sdy/all-to-all-params",
                        format!("{name} dimension {dim} is out of range [0, {rank})"),
                    ));
                }
            }
            for dim in [param.source, param.target] {
                let slot = &mut seen[dim as usize];
                if *slot {
                    return Some(self.error(
                        self.at(&param.span),
                        "sdy/all-to-all-params",
                        format!("overlapping source/target dimensions in all-to-all params: {dim}"),
                    ));
                }
                *slot = true;
            }
            if let Some(previous) = previous_source.filter(|&p| p >= param.source) {
                return Some(self.error(
                    self.at(&param.span),
                    "sdy/all-to-all-params",
                    format!(
                        "source dimensions are not sorted in ascending order: {} appears after {previous}",
                        param.source
                    ),
                ));
            }
            previous_source = Some(param.source);
        }
        let operand_dim = |dim: usize| {
            self.input
                .dims
                .get(dim)
                .map(|d| d.axes.as_slice())
                .unwrap_or_default()
        };
        for param in params {
            let (source, target) = (param.source as usize, param.target as usize);
            let expected = match gather(
                operand_dim(source),
                &param.axes.axes,
                source,
                self.mesh,
                "all-to-all",
            ) {
                Ok(expected) => expected,
                Err(message) => {
                    return Some(self.error(self.at(&param.span), "sdy/collective-axes", message))
                }
            };
            if let Some(d) = self.expected_mismatch(&expected, source) {
                return Some(d);
            }
            let expected = slice(operand_dim(target), &param.axes.axes, self.mesh);
            if let Some(d) = self.expected_mismatch(&expected, target) {
                return Some(d);
            }
        }
        for (dim, moved) in seen.iter().enumerate() {
            if *moved || dim >= self.input.dims.len() {
                continue;
            }
            if let Some(d) = self.expected_mismatch(operand_dim(dim), dim) {
                return Some(d);
            }
        }
        None
    }

    fn collective_permute(
        &self,
        input_mesh: &Mesh,
        operand_range: TextRange,
    ) -> Option<Diagnostic> {
        if self.mesh.axes != input_mesh.axes {
            return Some(
                self.error(
                    self.out_range,
                    "sdy/collective-mesh-mismatch",
                    "result mesh has different axes than operand mesh",
                )
                .with_related(operand_range, operand_mesh_note(input_mesh)),
            );
        }
        if self.input.mesh != self.output.mesh && same_mesh(self.mesh, input_mesh) {
            return Some(
                self.error(
                    self.out_range,
                    "sdy/collective-mesh-mismatch",
                    "result mesh name is different but same device ids as operand",
                )
                .with_related(operand_range, operand_mesh_note(input_mesh)),
            );
        }
        for (dim, (operand, result)) in self.input.dims.iter().zip(&self.output.dims).enumerate() {
            if operand.axes == result.axes {
                continue;
            }
            let input_size = axes::sharded_size(&operand.axes, self.mesh);
            let output_size = axes::sharded_size(&result.axes, self.mesh);
            if let (Some(input_size), Some(output_size)) = (input_size, output_size) {
                if input_size != output_size {
                    return Some(self.error(
                        self.out_range,
                        "sdy/collective-permute-size",
                        format!(
                            "sharded size of result doesn't match operand on dimension {dim}: {output_size} != {input_size}"
                        ),
                    ));
                }
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use crate::verify::test_support::{assert_clean, assert_error};

    /// A function whose argument has `arg` as its sharding attribute (or
    /// none), applying `op` to it.
    fn collective(mesh: &str, arg: Option<&str>, op: &str) -> String {
        let arg = arg.map_or(String::new(), |s| {
            format!(" {{sdy.sharding=#sdy.sharding<{s}>}}")
        });
        format!("{mesh}\nfunc.func @f(%arg0 : tensor<16x8xf32>{arg}) -> tensor<16x8xf32> {{\n  %0 = {op} : tensor<16x8xf32>\n  return %0 : tensor<16x8xf32>\n}}\n")
    }

    const XY: &str = "sdy.mesh @mesh = <[\"x\"=2, \"y\"=2]>";
    const X8: &str = "sdy.mesh @mesh = <[\"x\"=8, \"y\"=2]>";

    #[test]
    fn operands_need_a_sharding_except_for_some_collectives() {
        for op in [
            "sdy.all_gather [{}, {\"x\"}] %arg0 out_sharding=<@mesh, [{\"y\"}, {}]>",
            "sdy.all_to_all [{\"x\"}: 1->0] %arg0 out_sharding=<@mesh, [{\"y\"}, {}]>",
            "sdy.collective_permute %arg0 out_sharding=<@mesh, [{}, {\"x\"}]>",
            "sdy.sharded_to_unreduced [{}, {\"x\"}] %arg0 out_sharding=<@mesh, [{\"y\"}, {}]>",
            "sdy.replicated_to_unreduced {\"x\"} %arg0 out_sharding=<@mesh, [{}, {}], unreduced={\"x\"}>",
        ] {
            assert_error(&collective(XY, None, op), "collective on operand without sharding");
        }
        assert_clean(&collective(
            XY,
            None,
            "sdy.all_slice [{}, {\"x\"}] %arg0 out_sharding=<@mesh, [{}, {\"x\"}]>",
        ));
        assert_clean(&collective(
            XY,
            None,
            "sdy.all_reduce {\"x\"} %arg0 out_sharding=<@mesh, [{}, {}]>",
        ));
    }

    #[test]
    fn result_and_operand_share_mesh_and_rank() {
        let two = "sdy.mesh @mesh = <[\"x\"=2, \"y\"=2]>\nsdy.mesh @other = <[\"a\"=2, \"b\"=2]>";
        assert_error(
            &collective(
                two,
                Some("@other, [{\"a\"}, {\"b\"}]"),
                "sdy.all_gather [{}, {\"b\"}] %arg0 out_sharding=<@mesh, [{\"y\"}, {\"x\"}]>",
            ),
            "'sdy.all_gather' op result mesh does not match operand mesh",
        );
        // Two names for one mesh are the same mesh.
        let same = "sdy.mesh @mesh = <[\"x\"=2, \"y\"=2]>\nsdy.mesh @alias = <[\"x\"=2, \"y\"=2]>";
        assert_clean(&collective(
            same,
            Some("@alias, [{\"y\"}, {\"x\"}]"),
            "sdy.all_gather [{}, {\"x\"}] %arg0 out_sharding=<@mesh, [{\"y\"}, {}]>",
        ));
    }

    #[test]
    fn gathering_removes_a_suffix() {
        let arg = Some("@mesh, [{\"y\"}, {\"x\"}]");
        assert_clean(&collective(
            XY,
            arg,
            "sdy.all_gather [{}, {\"x\"}] %arg0 out_sharding=<@mesh, [{\"y\"}, {}]>",
        ));
        assert_error(
            &collective(
                XY,
                arg,
                "sdy.all_gather [{}, {\"x\", \"y\"}] %arg0 out_sharding=<@mesh, [{\"y\"}, {}]>",
            ),
            "can't apply gathering axis \"y\" to operand sharding on dimension 1",
        );
        assert_error(
            &collective(
                XY,
                arg,
                "sdy.all_gather [{}] %arg0 out_sharding=<@mesh, [{\"y\"}, {\"x\"}]>",
            ),
            "result sharding has rank 2 but collective axes has rank 1",
        );
        assert_error(
            &collective(
                XY,
                arg,
                "sdy.all_gather [{}, {\"x\"}] %arg0 out_sharding=<@mesh, [{\"y\"}, {\"x\"}]>",
            ),
            "result sharding doesn't match expected sharding [] on dimension 1",
        );
        assert_error(
            &collective(
                XY,
                arg,
                "sdy.all_gather [{\"y\", \"x\"}, {\"x\"}] %arg0 out_sharding=<@mesh, [{}, {}]>",
            ),
            "duplicate axis ref: \"x\"",
        );
        assert_error(
            &collective(X8, arg, "sdy.all_gather [{}, {\"x\":(2)4}] %arg0 out_sharding=<@mesh, [{\"y\"}, {\"x\":(1)4}]>"),
            "result sharding doesn't match expected sharding [\"x\":(1)2] on dimension 1",
        );
        assert_error(
            &collective(
                X8,
                arg,
                "sdy.all_gather [{}, {\"x\":(2)2}] %arg0 out_sharding=<@mesh, [{\"y\"}, {}]>",
            ),
            "can't apply gathering axis \"x\":(2)2 to operand sharding on dimension 1",
        );
    }

    #[test]
    fn slicing_and_reduce_scatter_append() {
        let arg = Some("@mesh, [{\"y\"}, {}]");
        assert_clean(&collective(
            XY,
            arg,
            "sdy.all_slice [{}, {\"x\"}] %arg0 out_sharding=<@mesh, [{\"y\"}, {\"x\"}]>",
        ));
        assert_error(
            &collective(
                XY,
                arg,
                "sdy.all_slice [{}, {\"x\", \"y\"}] %arg0 out_sharding=<@mesh, [{\"y\"}, {\"x\"}]>",
            ),
            "result sharding doesn't match expected sharding [\"x\", \"y\"] on dimension 1",
        );
        let sub = Some("@mesh, [{\"y\"}, {\"x\":(1)2}]");
        assert_error(
            &collective(X8, sub, "sdy.reduce_scatter [{}, {\"x\":(4)2}] %arg0 out_sharding=<@mesh, [{\"y\"}, {\"x\":(1)4}]>"),
            "'sdy.reduce_scatter' op result sharding doesn't match expected sharding [\"x\":(1)2, \"x\":(4)2] on dimension 1",
        );
        assert_clean(&collective(X8, sub, "sdy.reduce_scatter [{}, {\"x\":(2)2}] %arg0 out_sharding=<@mesh, [{\"y\"}, {\"x\":(1)4}]>"));
        assert_error(
            &collective(
                XY,
                Some("@mesh, [{}, {\"x\"}]"),
                "sdy.reduce_scatter [] %arg0 out_sharding=<@mesh, [{}, {\"x\"}]>",
            ),
            "result sharding has rank 2 but collective axes has rank 0",
        );
        let xyz = "sdy.mesh @mesh = <[\"x\"=2, \"y\"=2, \"z\"=2]>";
        assert_error(
            &collective(xyz, Some("@mesh, [{\"x\"}, {\"y\"}], unreduced=max{\"z\"}"), "sdy.reduce_scatter min [{\"x\"}, {}] %arg0 out_sharding=<@mesh, [{\"x\", \"z\"}, {\"y\"}]>"),
            "'sdy.reduce_scatter' op cannot reduce 'max' unreduced axes. Expected 'min'.",
        );
    }

    #[test]
    fn all_reduce_keeps_dims_and_reduces_new_axes() {
        let xyz = "sdy.mesh @mesh = <[\"x\"=2, \"y\"=8, \"z\"=2]>";
        let arg = Some("@mesh, [{\"y\"}, {\"x\"}]");
        assert_error(
            &collective(
                xyz,
                Some("@mesh, [{}, {\"x\", \"y\"}]"),
                "sdy.all_reduce {} %arg0 out_sharding=<@mesh, [{}, {\"y\"}]>",
            ),
            "'sdy.all_reduce' op operand and result shardings are not equivalent",
        );
        assert_error(
            &collective(xyz, arg, "sdy.all_reduce {\"y\":(2)2} %arg0 out_sharding=<@mesh, [{\"y\"}, {\"x\"}]>"),
            "'sdy.all_reduce' op reduction axis \"y\":(2)2 overlaps with operand dimension sharding or replicated axes",
        );
        assert_error(
            &collective(xyz, Some("@mesh, [{\"y\"}, {\"x\"}], unreduced={\"z\"}"), "sdy.all_reduce {\"z\"} %arg0 out_sharding=<@mesh, [{\"y\"}, {\"x\"}], unreduced={\"z\"}>"),
            "reduction axis \"z\" overlaps with result unreduced axes",
        );
        assert_error(
            &collective(
                xyz,
                Some("@mesh, [{}, {}]"),
                "sdy.all_reduce {\"z\", \"x\"} %arg0 out_sharding=<@mesh, [{}, {}]>",
            ),
            "'sdy.all_reduce' op reduction axes are not ordered w.r.t. mesh",
        );
        assert_error(
            &collective(xyz, arg, "sdy.all_reduce {} %arg0 out_sharding=<@mesh, [{\"y\"}, {\"x\"}], unreduced={\"z\"}>"),
            "'sdy.all_reduce' op cannot add new unreduced axis 'z'.",
        );
        assert_error(
            &collective(
                xyz,
                Some("@mesh, [{\"y\"}, {\"x\"}], unreduced=max{\"z\"}"),
                "sdy.all_reduce {\"z\"} %arg0 out_sharding=<@mesh, [{\"y\"}, {\"x\"}]>",
            ),
            "'sdy.all_reduce' op cannot reduce 'max' unreduced axes. Expected 'sum'.",
        );
        assert_clean(&collective(
            xyz,
            Some("@mesh, [{\"y\"}, {\"x\"}], unreduced=max{\"z\"}"),
            "sdy.all_reduce max {\"z\"} %arg0 out_sharding=<@mesh, [{\"y\"}, {\"x\"}]>",
        ));
    }

    #[test]
    fn all_to_all_moves_axes_between_dims() {
        let arg = Some("@mesh, [{\"y\"}, {\"x\"}]");
        assert_clean(&collective(
            XY,
            arg,
            "sdy.all_to_all [{\"x\"}: 1->0] %arg0 out_sharding=<@mesh, [{\"y\", \"x\"}, {}]>",
        ));
        assert_error(
            &collective(
                XY,
                arg,
                "sdy.all_to_all [] %arg0 out_sharding=<@mesh, [{\"y\"}, {\"x\"}]>",
            ),
            "parameter list is empty",
        );
        assert_error(
            &collective(
                XY,
                arg,
                "sdy.all_to_all [{\"y\"}: 2->1] %arg0 out_sharding=<@mesh, [{\"y\"}, {}]>",
            ),
            "source dimension 2 is out of range [0, 2)",
        );
        assert_error(
            &collective(
                XY,
                arg,
                "sdy.all_to_all [{\"y\"}: 0->-1] %arg0 out_sharding=<@mesh, [{}, {\"y\"}]>",
            ),
            "target dimension -1 is out of range [0, 2)",
        );
        assert_error(
            &collective(XY, arg, "sdy.all_to_all [{\"x\"}: 1->0, {\"y\"}: 0->1] %arg0 out_sharding=<@mesh, [{\"x\"}, {\"y\"}]>"),
            "overlapping source/target dimensions in all-to-all params: 0",
        );
        assert_error(
            &collective(
                XY,
                arg,
                "sdy.all_to_all [{\"x\"}: 1->0] %arg0 out_sharding=<@mesh, [{\"y\"}, {\"x\"}]>",
            ),
            "result sharding doesn't match expected sharding [] on dimension 1",
        );
        assert_error(
            &collective(XY, Some("@mesh, [{\"y\"}, {}]"), "sdy.all_to_all [{\"x\", \"y\"}: 0->1] %arg0 out_sharding=<@mesh, [{}, {\"x\", \"y\"}]>"),
            "can't apply all-to-all axis \"x\" to operand sharding on dimension 0",
        );
    }

    #[test]
    fn all_to_all_sources_ascend() {
        let text = "sdy.mesh @mesh = <[\"x\"=2, \"y\"=2]>\nfunc.func @f(%arg0 : tensor<16x8x8x8xf32> {sdy.sharding=#sdy.sharding<@mesh, [{\"x\"}, {}, {\"y\"}, {}]>}) -> tensor<16x8x8x8xf32> {\n  %0 = sdy.all_to_all [{\"y\"}: 2->1, {\"x\"}: 0->3] %arg0 out_sharding=<@mesh, [{}, {\"y\"}, {}, {\"x\"}]> : tensor<16x8x8x8xf32>\n  return %0 : tensor<16x8x8x8xf32>\n}\n";
        assert_error(
            text,
            "source dimensions are not sorted in ascending order: 0 appears after 2",
        );
    }

    #[test]
    fn collective_permute_keeps_sharded_sizes() {
        let m = "sdy.mesh @mesh = <[\"x\"=2, \"y\"=2, \"z\"=2, \"w\"=4]>";
        assert_error(
            &collective(
                m,
                Some("@mesh, [{\"x\", \"y\"}, {\"z\"}]"),
                "sdy.collective_permute %arg0 out_sharding=<@mesh, [{\"y\", \"x\"}, {\"w\"}]>",
            ),
            "sharded size of result doesn't match operand on dimension 1: 4 != 2",
        );
        assert_clean(&collective(
            m,
            Some("@mesh, [{\"x\", \"y\"}, {\"z\"}]"),
            "sdy.collective_permute %arg0 out_sharding=<@mesh, [{\"y\", \"x\"}, {\"z\"}]>",
        ));
        let two = "sdy.mesh @a = <[\"x\"=2, \"y\"=4]>\nsdy.mesh @b = <[\"x\"=4, \"y\"=2]>";
        assert_error(
            &collective(
                two,
                Some("@b, [{\"x\"}, {\"y\"}]"),
                "sdy.collective_permute %arg0 out_sharding=<@a, [{\"y\"}, {\"x\"}]>",
            ),
            "result mesh has different axes than operand mesh",
        );
        let twins = "sdy.mesh @a = <[\"x\"=2, \"y\"=4]>\nsdy.mesh @b = <[\"x\"=2, \"y\"=4]>";
        assert_error(
            &collective(
                twins,
                Some("@a, [{\"x\"}, {\"y\"}]"),
                "sdy.collective_permute %arg0 out_sharding=<@b, [{\"x\"}, {\"y\"}]>",
            ),
            "result mesh name is different but same device ids as operand",
        );
        let permuted = "sdy.mesh @a = <[\"x\"=2, \"y\"=4]>\nsdy.mesh @b = <[\"x\"=2, \"y\"=4], device_ids=[7, 6, 5, 4, 3, 2, 1, 0]>";
        assert_clean(&collective(
            permuted,
            Some("@a, [{\"x\"}, {\"y\"}]"),
            "sdy.collective_permute %arg0 out_sharding=<@b, [{\"x\"}, {\"y\"}]>",
        ));
    }

    #[test]
    fn sharded_to_unreduced_moves_axes_to_unreduced() {
        let m = "sdy.mesh @mesh = <[\"x\"=4, \"y\"=4, \"z\"=4]>";
        let op = |unreduced: &str| {
            format!("sdy.sharded_to_unreduced [{{\"y\"}}, {{\"x\":(2)2}}] %arg0 out_sharding=<@mesh, [{{}}, {{\"x\":(1)2}}], unreduced={unreduced}>")
        };
        assert_clean(&collective(
            m,
            Some("@mesh, [{\"y\"}, {\"x\"}], unreduced={\"z\"}"),
            &op("{\"x\":(2)2, \"y\", \"z\"}"),
        ));
        assert_error(
            &collective(
                m,
                Some("@mesh, [{\"y\"}, {\"x\"}], unreduced={\"z\"}"),
                &op("{\"x\":(2)2, \"y\"}"),
            ),
            "out_unreduced_axes should be in_unreduced_axes + sharded_to_unreduced_axes",
        );
        assert_error(
            &collective(
                m,
                Some("@mesh, [{\"y\"}, {\"x\"}]"),
                &op("max{\"x\":(2)2, \"y\"}"),
            ),
            "out_sharding reduction_op must be SUM",
        );
        assert_error(
            &collective(XY, Some("@mesh, [{\"y\"}, {\"x\"}]"), "sdy.sharded_to_unreduced [{}, {\"x\", \"y\"}] %arg0 out_sharding=<@mesh, [{\"y\"}, {}]>"),
            "can't apply shard-to-unreduce axis \"y\" to operand sharding on dimension 1",
        );
    }

    #[test]
    fn replicated_to_unreduced_adds_replicated_axes() {
        let m = "sdy.mesh @mesh = <[\"x\"=4, \"y\"=4, \"z\"=4]>";
        assert_clean(&collective(m, Some("@mesh, [{}, {\"z\"}], unreduced={\"x\"}"), "sdy.replicated_to_unreduced {\"y\"} %arg0 out_sharding=<@mesh, [{}, {\"z\"}], unreduced={\"x\", \"y\"}>"));
        assert_error(
            &collective(m, Some("@mesh, [{}, {}], unreduced={\"x\"}"), "sdy.replicated_to_unreduced {} %arg0 out_sharding=<@mesh, [{}, {}], unreduced={\"x\"}>"),
            "r2u axes must not be empty",
        );
        assert_error(
            &collective(m, Some("@mesh, [{}, {}]"), "sdy.replicated_to_unreduced {\"y\", \"x\"} %arg0 out_sharding=<@mesh, [{}, {}], unreduced={\"x\", \"y\"}>"),
            "'sdy.replicated_to_unreduced' op r2u axes are not ordered w.r.t. mesh",
        );
        assert_error(
            &collective(m, Some("@mesh, [{}, {\"y\"}]"), "sdy.replicated_to_unreduced {\"x\"} %arg0 out_sharding=<@mesh, [{\"y\"}, {}], unreduced={\"x\"}>"),
            "input and output must share the same dimension shardings",
        );
        assert_error(
            &collective(m, Some("@mesh, [{\"y\", \"z\"}, {\"x\"}]"), "sdy.replicated_to_unreduced {\"z\"} %arg0 out_sharding=<@mesh, [{\"y\", \"z\"}, {\"x\"}]>"),
            "r2u axis \"z\" overlaps with operand dimension sharding",
        );
        assert_error(
            &collective(m, Some("@mesh, [{}, {}], unreduced={\"z\"}"), "sdy.replicated_to_unreduced {\"z\"} %arg0 out_sharding=<@mesh, [{}, {}], unreduced={\"z\"}>"),
            "r2u axis \"z\" overlaps with operand unreduced axes",
        );
        assert_error(
            &collective(m, Some("@mesh, [{}, {}], unreduced={\"x\"}"), "sdy.replicated_to_unreduced {\"y\"} %arg0 out_sharding=<@mesh, [{}, {}], unreduced={\"x\", \"y\", \"z\"}>"),
            "out_unreduced_axes should be in_unreduced_axes + r2u_axes",
        );
    }

    #[test]
    fn malformed_axes_are_parse_errors() {
        assert_error(
            &collective(
                XY,
                Some("@mesh, [{\"y\"}, {\"x\"}]"),
                "sdy.all_gather [{}, {x}] %arg0 out_sharding=<@mesh, [{\"y\"}, {}]>",
            ),
            "expected string",
        );
    }

    #[test]
    fn results_inside_manual_computations_use_the_local_sharding() {
        let text = "sdy.mesh @mesh = <[\"a\"=2, \"b\"=2]>\nfunc.func @f(%arg0: tensor<16x8xf32>) -> tensor<16x8xf32> {\n  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{\"a\", \"b\"}, {}]>] out_shardings=[<@mesh, [{\"a\"}, {}]>] manual_axes={\"a\"} (%arg1: tensor<8x8xf32>) {\n    %1 = sdy.all_gather [{\"b\"}, {}] %arg1 out_sharding=<@mesh, [{}, {}]> : tensor<8x8xf32>\n    sdy.return %1 : tensor<8x8xf32>\n  } : (tensor<16x8xf32>) -> tensor<16x8xf32>\n  return %0 : tensor<16x8xf32>\n}\n";
        assert_clean(text);
    }
}
