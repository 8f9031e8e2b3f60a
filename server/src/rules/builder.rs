//! Builds rules factor by factor, like Shardy's `OpShardingRuleBuilder`:
//! each factor is mapped to some operand/result dims; `build` gives every
//! dim left without a factor its own size-1 factor.

use super::model::{Factor, FactorKind, OpShardingRule, TensorMapping};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Side {
    Operand,
    Result,
}

pub(crate) struct RuleBuilder {
    factors: Vec<Factor>,
    operands: Vec<TensorMapping>,
    results: Vec<TensorMapping>,
    /// The first bad dim index seen (the op's attributes don't fit its types).
    error: Option<String>,
}

impl RuleBuilder {
    pub fn new(operand_ranks: &[usize], result_ranks: &[usize]) -> Self {
        RuleBuilder {
            factors: Vec::new(),
            operands: operand_ranks.iter().map(|&r| vec![Vec::new(); r]).collect(),
            results: result_ranks.iter().map(|&r| vec![Vec::new(); r]).collect(),
            error: None,
        }
    }

    pub fn num_operands(&self) -> usize {
        self.operands.len()
    }

    pub fn num_results(&self) -> usize {
        self.results.len()
    }

    pub fn rank(&self, side: Side, tensor: usize) -> usize {
        self.tensors(side).get(tensor).map_or(0, Vec::len)
    }

    fn tensors(&self, side: Side) -> &Vec<TensorMapping> {
        match side {
            Side::Operand => &self.operands,
            Side::Result => &self.results,
        }
    }

    /// A new factor, not yet mapped to any dim.
    pub fn factor(&mut self, size: i64, kind: FactorKind, blocked: bool) -> usize {
        self.factors.push(Factor {
            size,
            kind,
            blocked,
        });
        self.factors.len() - 1
    }

    /// Maps `dim` of a tensor to `factor`, minor to the factors it already has.
    /// A size-1 factor is not added to a dim that already has factors (a dim
    /// can't mix a size-1 factor with others).
    pub fn map(&mut self, side: Side, tensor: usize, dim: usize, factor: usize) {
        let size = self.factors[factor].size;
        let tensors = match side {
            Side::Operand => &mut self.operands,
            Side::Result => &mut self.results,
        };
        let Some(dims) = tensors.get_mut(tensor).and_then(|t| t.get_mut(dim)) else {
            let what = match side {
                Side::Operand => "operand",
                Side::Result => "result",
            };
            self.error
                .get_or_insert_with(|| format!("{what} {tensor} has no dimension {dim}"));
            return;
        };
        if size == 1 && !dims.is_empty() {
            return;
        }
        dims.push(factor);
    }

    /// Shardy's `addFactor(operandDims, resultDims, size, type)`: entry `i` of
    /// each list is the dim of operand/result `i`, `None` for unmapped (lists
    /// may be shorter than the number of tensors).
    pub fn add(
        &mut self,
        operand_dims: &[Option<usize>],
        result_dims: &[Option<usize>],
        size: i64,
        kind: FactorKind,
    ) -> usize {
        self.add_blocked(operand_dims, result_dims, size, kind, false)
    }

    pub fn add_blocked(
        &mut self,
        operand_dims: &[Option<usize>],
        result_dims: &[Option<usize>],
        size: i64,
        kind: FactorKind,
        blocked: bool,
    ) -> usize {
        let factor = self.factor(size, kind, blocked);
        for (tensor, dim) in operand_dims.iter().enumerate() {
            if let Some(dim) = dim {
                self.map(Side::Operand, tensor, *dim, factor);
            }
        }
        for (tensor, dim) in result_dims.iter().enumerate() {
            if let Some(dim) = dim {
                self.map(Side::Result, tensor, *dim, factor);
            }
        }
        factor
    }

    /// One factor for `dim` of every tensor that is not a scalar (Shardy's
    /// pointwise `addFactor(dim, …)`).
    pub fn add_all(&mut self, dim: usize, size: i64, kind: FactorKind, blocked: bool) -> usize {
        let factor = self.factor(size, kind, blocked);
        for side in [Side::Operand, Side::Result] {
            for tensor in 0..self.tensors(side).len() {
                if self.rank(side, tensor) > 0 {
                    self.map(side, tensor, dim, factor);
                }
            }
        }
        factor
    }

    /// Gives tensor `to` the factors tensor `from` has now (an init operand of
    /// a destination-style op is mapped like its result).
    pub fn mirror(&mut self, from: (Side, usize), to: (Side, usize)) {
        let source = self.tensors(from.0).get(from.1).cloned();
        let target = match to.0 {
            Side::Operand => self.operands.get_mut(to.1),
            Side::Result => self.results.get_mut(to.1),
        };
        match (source, target) {
            (Some(source), Some(target)) if source.len() == target.len() => *target = source,
            _ => {
                self.error
                    .get_or_insert_with(|| "an init operand is not shaped like its result".into());
            }
        }
    }

    /// Gives one dim the factors another dim has now (a bias follows the
    /// output feature dim).
    pub fn mirror_dim(&mut self, from: (Side, usize, usize), to: (Side, usize, usize)) {
        let source = self
            .tensors(from.0)
            .get(from.1)
            .and_then(|t| t.get(from.2))
            .cloned();
        let target = match to.0 {
            Side::Operand => self.operands.get_mut(to.1),
            Side::Result => self.results.get_mut(to.1),
        }
        .and_then(|t| t.get_mut(to.2));
        if let (Some(source), Some(target)) = (source, target) {
            *target = source;
        }
    }

    /// `add_all` for every dim of `shape`, with a kind per dim.
    pub fn add_pointwise(&mut self, shape: &[i64], kind: impl Fn(usize) -> FactorKind) {
        for (dim, &size) in shape.iter().enumerate() {
            self.add_all(dim, size, kind(dim), false);
        }
    }

    /// The rule. Dims left without a factor get a size-1 factor each
    /// (operands first, then results); size-1 factors inside compound dims
    /// and factors no tensor uses are dropped, so the result always verifies.
    pub fn build(mut self) -> Result<OpShardingRule, String> {
        if let Some(error) = self.error.take() {
            return Err(error);
        }
        let sizes: Vec<i64> = self.factors.iter().map(|f| f.size).collect();
        for dims in self
            .operands
            .iter_mut()
            .chain(self.results.iter_mut())
            .flatten()
        {
            if dims.len() > 1 {
                dims.retain(|&f| sizes[f] != 1);
            }
            if dims.is_empty() {
                self.factors.push(Factor::new(1, FactorKind::PassThrough));
                dims.push(self.factors.len() - 1);
            }
        }
        let mut used = vec![false; self.factors.len()];
        for &f in self
            .operands
            .iter()
            .chain(&self.results)
            .flatten()
            .flatten()
        {
            used[f] = true;
        }
        let mut renumber = vec![0; self.factors.len()];
        let mut kept = Vec::new();
        for (old, factor) in self.factors.iter().enumerate() {
            if used[old] {
                renumber[old] = kept.len();
                kept.push(*factor);
            }
        }
        for f in self
            .operands
            .iter_mut()
            .chain(self.results.iter_mut())
            .flatten()
            .flatten()
        {
            *f = renumber[*f];
        }
        Ok(OpShardingRule {
            factors: kept,
            operands: self.operands,
            results: self.results,
            is_custom: false,
        })
    }
}

/// `Some(dim)` for each listed tensor: `dims(3, &[(0, 1), (2, 0)])` maps
/// tensor 0 dim 1 and tensor 2 dim 0.
pub(crate) fn at(len: usize, pairs: &[(usize, usize)]) -> Vec<Option<usize>> {
    let mut out = vec![None; len];
    for &(tensor, dim) in pairs {
        if tensor < len {
            out[tensor] = Some(dim);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use FactorKind::*;

    #[test]
    fn unmapped_dims_get_size_one_factors_operands_first() {
        let mut b = RuleBuilder::new(&[2, 2], &[2]);
        b.add(&[Some(0), Some(0)], &[Some(0)], 4, PassThrough);
        let rule = b.build().unwrap();
        assert_eq!(
            rule.to_string(),
            "([i, j], [i, k])->([i, l]) {i=4, j=1, k=1, l=1}"
        );
    }

    #[test]
    fn size_one_factor_is_not_added_to_a_dim_with_factors() {
        let mut b = RuleBuilder::new(&[1], &[1]);
        b.add(&[Some(0)], &[None], 4, PassThrough);
        b.add(&[Some(0)], &[Some(0)], 1, PassThrough);
        assert_eq!(b.build().unwrap().to_string(), "([i])->([j]) {i=4, j=1}");
    }

    #[test]
    fn unused_factors_are_dropped_and_bad_dims_reported() {
        let mut b = RuleBuilder::new(&[1], &[1]);
        b.add(&[], &[], 7, Reduction);
        b.add_all(0, 3, PassThrough, false);
        assert_eq!(b.build().unwrap().to_string(), "([i])->([i]) {i=3}");
        let mut b = RuleBuilder::new(&[1], &[1]);
        b.add(&[Some(2)], &[], 7, PassThrough);
        assert_eq!(b.build().unwrap_err(), "operand 0 has no dimension 2");
    }

    #[test]
    fn pointwise_skips_scalars() {
        let mut b = RuleBuilder::new(&[0, 2, 0], &[2]);
        b.add_pointwise(&[4, 8], |_| PassThrough);
        assert_eq!(
            b.build().unwrap().to_string(),
            "([], [i, j], [])->([i, j]) {i=4, j=8}"
        );
        assert_eq!(at(3, &[(0, 1), (2, 0)]), vec![Some(1), None, Some(0)]);
    }
}
