//! The `ShardingInterface` of an op as the MLIR `shard`/`mesh` dialects use
//! it: loops (parallel or reduction), one indexing map per operand and
//! result, and the default `getShardingOption` / `getShardingAnnotations`.
//!
//! Loops come from our rule registry: a factor is a loop, and a tensor dim
//! maps to the loops its index expression reads.

use super::sharding::GridSharding;
use crate::rules::{FactorKind, OpShardingRule};
use crate::sharding::model::ReductionKind;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LoopKind {
    Parallel,
    Reduction(ReductionKind),
    /// A loop that cannot be sharded (a window, a slice, a sort dimension):
    /// axes an annotation puts on it are not taken over by the op.
    Fixed,
}

/// How the eras differ in the default implementation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Semantics {
    /// Mesh era and proposal: results of sharded reduction loops carry
    /// `partial` axes, and a result's partial axes shard a reduction loop.
    pub partial: bool,
    /// Shard era (LLVM 22): an operand annotation *assigns* "is there any
    /// sharding" instead of or-ing it (`anyShardingInResultsOrOperands = …`),
    /// so a trailing operand annotated with no split axes empties the option.
    pub operand_flag_assigns: bool,
    /// Proposal: ops without a sharding interface run replicated, so their
    /// unannotated results and operands are completed as replicated.
    pub replicate_unruled: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct OpInterface {
    pub loops: Vec<LoopKind>,
    /// Per operand, then per result: per dim, the loops its index expression reads.
    pub maps: Vec<Vec<Vec<usize>>>,
    pub num_operands: usize,
    /// Per operand, then per result: a ranked tensor (scalars are never annotated).
    pub tensor: Vec<bool>,
    /// `arith.constant`: mirrors its result's sharding and has no option without one.
    pub mirrors_result: bool,
}

impl OpInterface {
    /// The interface of an op with registry rule `rule`; `tensor` says which
    /// operands then results are ranked tensors, `reduction` is the kind of
    /// the op's reductions.
    pub fn from_rule(rule: &OpShardingRule, tensor: Vec<bool>, reduction: ReductionKind) -> Self {
        let loops = rule
            .factors
            .iter()
            .map(|f| match (f.kind, f.blocked) {
                (FactorKind::PassThrough, false) => LoopKind::Parallel,
                (FactorKind::Reduction, false) => LoopKind::Reduction(reduction),
                _ => LoopKind::Fixed,
            })
            .collect();
        let mut maps = rule.operands.clone();
        maps.extend(rule.results.iter().cloned());
        OpInterface {
            loops,
            maps,
            num_operands: rule.operands.len(),
            tensor,
            mirrors_result: false,
        }
    }

    /// `arith.constant` of a tensor of rank `rank`: one parallel loop per dim.
    pub fn constant(rank: usize) -> Self {
        OpInterface {
            loops: vec![LoopKind::Parallel; rank],
            maps: vec![(0..rank).map(|d| vec![d]).collect()],
            num_operands: 0,
            tensor: vec![true],
            mirrors_result: true,
        }
    }

    fn reduction_loops(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.loops.len()).filter(|&l| matches!(self.loops[l], LoopKind::Reduction(_)))
    }
}

/// `ShardingOption`: the grid axes of each loop.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShardingOption {
    pub grid: Option<String>,
    pub loops: Vec<Vec<i64>>,
    pub empty: bool,
    /// The tensor (operand index, or operands + result index) whose
    /// annotation gave each loop its axes, for origins and messages.
    pub set_by: Vec<Option<usize>>,
    /// The first tensor whose annotation was read.
    pub first: Option<usize>,
}

impl ShardingOption {
    fn new(loops: usize) -> Self {
        ShardingOption {
            grid: None,
            loops: vec![Vec::new(); loops],
            empty: false,
            set_by: vec![None; loops],
            first: None,
        }
    }

    /// The axes of `l` (trailing loops may have been trimmed away).
    pub fn axes(&self, l: usize) -> &[i64] {
        self.loops.get(l).map_or(&[], Vec::as_slice)
    }
}

/// Two annotations disagree: `fillShardingOption`'s "sharding option
/// conflicts on loop iterator" (`other_loop` = `None`, also for different
/// grids) or "grid axes duplicate" (`other_loop` holds the axis already).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Conflict {
    pub loop_index: usize,
    pub other_loop: Option<usize>,
    /// The tensor being read and the axes it wants for the loop.
    pub tensor: usize,
    pub axes: Vec<i64>,
    /// The tensor that gave the loop (or the other loop) its axes first.
    pub earlier: Option<(usize, Vec<i64>)>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionError {
    Conflict(Conflict),
    /// The op's own errors (`emitOpError` in MLIR), or "no option" for a
    /// constant without a result sharding.
    Invalid(String),
}

fn fill(
    option: &mut ShardingOption,
    loops: &[LoopKind],
    grid: Option<&str>,
    axes: &[i64],
    l: usize,
    tensor: usize,
) -> Result<(), Conflict> {
    if loops.get(l) == Some(&LoopKind::Fixed) {
        // The dim cannot be split along this loop: the op takes none of it.
        if let Some(g) = grid {
            option.grid.get_or_insert_with(|| g.to_string());
        }
        return Ok(());
    }
    let conflict = |other_loop: Option<usize>, option: &ShardingOption| {
        let at = other_loop.unwrap_or(l);
        Conflict {
            loop_index: l,
            other_loop,
            tensor,
            axes: axes.to_vec(),
            earlier: option.set_by[at].map(|t| (t, option.loops[at].clone())),
        }
    };
    let other_grid = matches!((&option.grid, grid), (Some(a), Some(b)) if a != b);
    if other_grid || (!option.loops[l].is_empty() && option.loops[l] != axes) {
        return Err(conflict(None, option));
    }
    for (i, assigned) in option.loops.iter().enumerate() {
        if i != l && axes.iter().any(|a| assigned.contains(a)) {
            return Err(conflict(Some(i), option));
        }
    }
    if let Some(g) = grid {
        option.grid = Some(g.to_string());
    }
    if option.loops[l].is_empty() && !axes.is_empty() {
        option.loops[l] = axes.to_vec();
        option.set_by[l] = Some(tensor);
    }
    Ok(())
}

/// A dim whose expression reads several loops is only accepted when one of
/// them was fixed by another annotation (`checkOperandAffineExpr` and friends).
fn multi_loop_dim(loops: &[usize], visited: &[bool], tensor: usize) -> Result<(), OptionError> {
    if loops.iter().any(|&l| visited[l]) {
        return Ok(());
    }
    Err(OptionError::Invalid(format!(
        "the operand {tensor} has multiple loop indices in a dimension, but none of them could be found in the exactly specified annotation of op results or operands."
    )))
}

/// `defaultGetShardingOption` (and `arith.constant`'s own): the loop axes the
/// annotations of the operands and results imply.
pub fn sharding_option(
    iface: &OpInterface,
    operands: &[Option<&GridSharding>],
    results: &[Option<&GridSharding>],
    semantics: Semantics,
) -> Result<ShardingOption, OptionError> {
    let n = iface.num_operands;
    if iface.mirrors_result {
        let Some(result) = results.first().copied().flatten() else {
            return Err(OptionError::Invalid("no result sharding".into()));
        };
        let mut option = ShardingOption::new(result.split_axes.len());
        option.grid = Some(result.grid.clone());
        option.loops = result.split_axes.clone();
        option.set_by = result.split_axes.iter().map(|_| Some(n)).collect();
        option.first = Some(n);
        return Ok(option);
    }
    let mut option = ShardingOption::new(iface.loops.len());
    let mut visited = vec![false; iface.loops.len()];
    let mut any = false;
    let mut partial: Option<(usize, Vec<i64>)> = None;
    let conflict = OptionError::Conflict;
    for (r, sharding) in results.iter().enumerate() {
        let Some(sharding) = sharding else { continue };
        let t = n + r;
        let map = &iface.maps[t];
        any = true;
        option.first.get_or_insert(t);
        if sharding.split_axes.is_empty() || map.is_empty() {
            option.grid = Some(sharding.grid.clone());
        } else {
            for (dim, axes) in map.iter().zip(&sharding.split_axes) {
                match dim.as_slice() {
                    [] => {}
                    [l] => {
                        visited[*l] = true;
                        fill(&mut option, &iface.loops, Some(&sharding.grid), axes, *l, t)
                            .map_err(conflict)?;
                    }
                    several => multi_loop_dim(several, &visited, t)?,
                }
            }
        }
        if semantics.partial && !sharding.partial_axes.is_empty() {
            if partial.is_some() {
                return Err(OptionError::Invalid(
                    "at most one result with partial axes is supported at present".into(),
                ));
            }
            partial = Some((t, sharding.partial_axes.clone()));
            for l in iface.reduction_loops() {
                visited[l] = true;
            }
        }
    }
    for (o, sharding) in operands.iter().enumerate() {
        let Some(sharding) = sharding else { continue };
        any = if semantics.operand_flag_assigns {
            !sharding.split_axes.is_empty()
        } else {
            true
        };
        option.first.get_or_insert(o);
        for (dim, axes) in iface.maps[o].iter().zip(&sharding.split_axes) {
            match dim.as_slice() {
                [] => {}
                [l] => {
                    visited[*l] = true;
                    fill(&mut option, &iface.loops, Some(&sharding.grid), axes, *l, o)
                        .map_err(conflict)?;
                }
                several => multi_loop_dim(several, &visited, o)?,
            }
        }
    }
    if let Some((t, axes)) = partial {
        let reduction_sharded = iface.reduction_loops().any(|l| !option.loops[l].is_empty());
        if !reduction_sharded {
            let Some(l) = iface.reduction_loops().next() else {
                return Err(OptionError::Invalid(
                    "no matched reduction loop found for the result's partial type".into(),
                ));
            };
            // The mesh era ignores a failure here; the result is resharded then.
            let _ = fill(&mut option, &iface.loops, None, &axes, l, t);
        }
    }
    trim(&mut option.loops);
    option.empty = !any;
    Ok(option)
}

/// The axes of each dim of a tensor under `option`: the loops a dim reads
/// that are sharded; more than one is an error.
fn split_axes(map: &[Vec<usize>], option: &ShardingOption) -> Result<Vec<Vec<i64>>, String> {
    let mut split = Vec::with_capacity(map.len());
    for loops in map {
        let sharded: Vec<usize> = loops
            .iter()
            .copied()
            .filter(|&l| !option.axes(l).is_empty())
            .collect();
        match sharded.as_slice() {
            [] => split.push(Vec::new()),
            [l] => split.push(option.axes(*l).to_vec()),
            _ => return Err("a dimension depends on more than one sharded loop".into()),
        }
    }
    trim(&mut split);
    Ok(split)
}

/// `removeTrailingEmptySubArray`: drops trailing empty entries but keeps
/// one, so a replicated tensor of rank > 0 is `[[]]`, not `[]` (which
/// matters to the shard era's "any sharding" flag).
fn trim(array: &mut Vec<Vec<i64>>) {
    while array.len() > 1 && array.last().is_some_and(Vec::is_empty) {
        array.pop();
    }
}

/// `getShardingAnnotations`: the sharding every operand, then every result,
/// needs under `option` (`None` for scalars). 0-d operands are replicated.
pub fn sharding_annotations(
    iface: &OpInterface,
    option: &ShardingOption,
    semantics: Semantics,
) -> Result<Vec<Option<GridSharding>>, String> {
    let grid = option
        .grid
        .as_deref()
        .ok_or("the sharding option has no grid")?;
    let n = iface.num_operands;
    let mut out = Vec::with_capacity(iface.maps.len());
    for (t, map) in iface.maps.iter().enumerate() {
        if !iface.tensor.get(t).copied().unwrap_or(false) {
            out.push(None);
            continue;
        }
        let mut sharding = GridSharding::new(grid, split_axes(map, option)?);
        if t >= n && semantics.partial {
            for l in iface.reduction_loops() {
                if let LoopKind::Reduction(kind) = iface.loops[l] {
                    if !option.axes(l).is_empty() {
                        sharding.partial_axes.extend_from_slice(option.axes(l));
                        sharding.partial_kind = kind;
                    }
                }
            }
        }
        out.push(Some(sharding));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Factor;

    const SHARD: Semantics = Semantics {
        partial: false,
        operand_flag_assigns: true,
        replicate_unruled: false,
    };
    const MESH: Semantics = Semantics {
        partial: true,
        operand_flag_assigns: false,
        replicate_unruled: false,
    };

    /// `linalg.matmul`: loops (m, n, k), A (m, k), B (k, n), C (m, n) -> (m, n).
    fn matmul() -> OpInterface {
        let rule = OpShardingRule {
            factors: vec![
                Factor::new(8, FactorKind::PassThrough),
                Factor::new(8, FactorKind::PassThrough),
                Factor::new(8, FactorKind::Reduction),
            ],
            operands: vec![
                vec![vec![0], vec![2]],
                vec![vec![2], vec![1]],
                vec![vec![0], vec![1]],
            ],
            results: vec![vec![vec![0], vec![1]]],
            is_custom: false,
        };
        OpInterface::from_rule(&rule, vec![true; 4], ReductionKind::Sum)
    }

    fn g(split: &[&[i64]]) -> GridSharding {
        GridSharding::new("g", split.iter().map(|s| s.to_vec()).collect())
    }

    #[test]
    fn operand_annotations_give_loops_and_all_tensors_follow() {
        let iface = matmul();
        let a = g(&[&[0], &[1]]);
        let option = sharding_option(&iface, &[Some(&a), None, None], &[None], SHARD).unwrap();
        assert_eq!(option.loops, vec![vec![0], vec![], vec![1]]);
        let anns = sharding_annotations(&iface, &option, SHARD).unwrap();
        assert_eq!(anns[1].as_ref().unwrap().split_axes, vec![vec![1]]);
        assert_eq!(anns[3].as_ref().unwrap().split_axes, vec![vec![0]]);
        assert!(anns[3].as_ref().unwrap().partial_axes.is_empty());
        // The mesh era marks the result partial over the reduction's axes.
        let anns = sharding_annotations(&iface, &option, MESH).unwrap();
        assert_eq!(anns[3].as_ref().unwrap().partial_axes, vec![1]);
    }

    #[test]
    fn disagreeing_annotations_conflict_on_a_loop_or_an_axis() {
        let iface = matmul();
        let (a, b) = (g(&[&[0]]), g(&[&[], &[0]]));
        // A splits m over 0, B splits n over 0: axis 0 on two loops.
        let Err(OptionError::Conflict(c)) =
            sharding_option(&iface, &[Some(&a), Some(&b), None], &[None], SHARD)
        else {
            panic!("expected a conflict");
        };
        assert_eq!((c.loop_index, c.other_loop), (1, Some(0)));
        assert_eq!(c.earlier, Some((0, vec![0])));
        // C says m is on 1 after the result said m is on 0.
        let (r, c_init) = (g(&[&[0]]), g(&[&[1]]));
        let Err(OptionError::Conflict(c)) =
            sharding_option(&iface, &[None, None, Some(&c_init)], &[Some(&r)], SHARD)
        else {
            panic!("expected a conflict");
        };
        assert_eq!((c.loop_index, c.other_loop, c.tensor), (0, None, 2));
    }

    #[test]
    fn explicit_empty_entries_conflict_only_when_written() {
        let iface = matmul();
        let r = g(&[&[], &[0]]);
        // B written `[[]]` says nothing about n; written `[[], []]` says n is unsplit.
        let short = g(&[&[]]);
        assert!(sharding_option(&iface, &[None, Some(&short), None], &[Some(&r)], SHARD).is_ok());
        let long = g(&[&[], &[]]);
        assert!(sharding_option(&iface, &[None, Some(&long), None], &[Some(&r)], SHARD).is_err());
    }

    #[test]
    fn the_shard_era_lets_the_last_operand_decide_emptiness() {
        let iface = matmul();
        // Only a 0-d tensor's sharding has no split axes at all.
        let (a, c) = (g(&[&[0]]), GridSharding::new("g", vec![]));
        let shard = sharding_option(&iface, &[Some(&a), None, Some(&c)], &[None], SHARD).unwrap();
        assert!(shard.empty);
        let mesh = sharding_option(&iface, &[Some(&a), None, Some(&c)], &[None], MESH).unwrap();
        assert!(!mesh.empty);
    }

    #[test]
    fn a_partial_result_shards_the_reduction_loop() {
        let iface = matmul();
        let mut r = g(&[]);
        r.partial_axes = vec![1];
        let option = sharding_option(&iface, &[None, None, None], &[Some(&r)], MESH).unwrap();
        assert_eq!(option.loops, vec![vec![], vec![], vec![1]]);
        let anns = sharding_annotations(&iface, &option, MESH).unwrap();
        assert_eq!(anns[0].as_ref().unwrap().split_axes, vec![vec![], vec![1]]);
    }

    #[test]
    fn a_constant_mirrors_its_result_or_has_no_option() {
        let iface = OpInterface::constant(2);
        assert!(sharding_option(&iface, &[], &[None], SHARD).is_err());
        let r = g(&[&[], &[1]]);
        let option = sharding_option(&iface, &[], &[Some(&r)], SHARD).unwrap();
        let anns = sharding_annotations(&iface, &option, SHARD).unwrap();
        assert_eq!(anns[0].as_ref().unwrap(), &r);
    }
}
