//! The op sharding rule as data, and its printer in Shardy's exact syntax
//! (`([i, k], [k, j])->([i, j]) {i=8, j=16, k=32} reduction={k}`).

use serde::Serialize;
use std::fmt;

/// How a factor behaves when it is sharded (Shardy's `FactorType`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum FactorKind {
    /// No communication if every tensor shards it the same way.
    PassThrough,
    /// Contracted away (dot contracting dims, reduced dims): operands only;
    /// sharding it leaves partial results that need an all-reduce.
    Reduction,
    /// Sharding it requires the tensors to be replicated along it (sort dim).
    NeedReplication,
    /// Sharding it requires a collective-permute (slice, pad, conv windows).
    Permutation,
}

impl FactorKind {
    /// The keyword of the special-factor group, `None` for pass-through.
    pub fn keyword(self) -> Option<&'static str> {
        match self {
            FactorKind::PassThrough => None,
            FactorKind::Reduction => Some("reduction"),
            FactorKind::NeedReplication => Some("need_replication"),
            FactorKind::Permutation => Some("permutation"),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Factor {
    pub size: i64,
    pub kind: FactorKind,
    /// No propagation happens along this factor (orthogonal to `kind`).
    pub blocked: bool,
}

impl Factor {
    pub fn new(size: i64, kind: FactorKind) -> Self {
        Factor {
            size,
            kind,
            blocked: false,
        }
    }
}

/// One tensor's mapping: per dimension, the factor indices major to minor.
pub type TensorMapping = Vec<Vec<usize>>;

/// An einsum-like mapping of every operand and result dimension to factors.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize)]
pub struct OpShardingRule {
    pub factors: Vec<Factor>,
    pub operands: Vec<TensorMapping>,
    pub results: Vec<TensorMapping>,
    /// A user-defined rule (`, custom`): always kept, never resharded around.
    pub is_custom: bool,
}

/// Shardy's symbol for a factor index: `i`..`z` for 0..17, then `z_1`, `z_2`, ….
pub fn factor_symbol(index: usize) -> String {
    const START_AT_Z: usize = 17;
    if index <= START_AT_Z {
        char::from(b'i' + index as u8).to_string()
    } else {
        format!("z_{}", index - START_AT_Z)
    }
}

impl OpShardingRule {
    /// Indices of the factors of `kind`, ascending.
    pub fn factors_of_kind(&self, kind: FactorKind) -> Vec<usize> {
        (0..self.factors.len())
            .filter(|&f| self.factors[f].kind == kind)
            .collect()
    }

    pub fn blocked_factors(&self) -> Vec<usize> {
        (0..self.factors.len())
            .filter(|&f| self.factors[f].blocked)
            .collect()
    }

    /// The rule as an attribute: `#sdy.op_sharding_rule<…>`.
    pub fn to_attribute(&self) -> String {
        format!("#sdy.op_sharding_rule<{self}>")
    }
}

fn write_mappings(f: &mut fmt::Formatter<'_>, mappings: &[TensorMapping]) -> fmt::Result {
    f.write_str("(")?;
    for (t, tensor) in mappings.iter().enumerate() {
        if t > 0 {
            f.write_str(", ")?;
        }
        f.write_str("[")?;
        for (d, dim) in tensor.iter().enumerate() {
            if d > 0 {
                f.write_str(", ")?;
            }
            for &factor in dim {
                f.write_str(&factor_symbol(factor))?;
            }
        }
        f.write_str("]")?;
    }
    f.write_str(")")
}

fn write_group(f: &mut fmt::Formatter<'_>, keyword: &str, factors: &[usize]) -> fmt::Result {
    if factors.is_empty() {
        return Ok(());
    }
    write!(f, " {keyword}={{")?;
    for (i, &factor) in factors.iter().enumerate() {
        if i > 0 {
            f.write_str(", ")?;
        }
        f.write_str(&factor_symbol(factor))?;
    }
    f.write_str("}")
}

/// The body of the attribute, without `#sdy.op_sharding_rule<` … `>`.
impl fmt::Display for OpShardingRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_mappings(f, &self.operands)?;
        f.write_str("->")?;
        write_mappings(f, &self.results)?;
        if !self.factors.is_empty() {
            f.write_str(" {")?;
            for (i, factor) in self.factors.iter().enumerate() {
                if i > 0 {
                    f.write_str(", ")?;
                }
                write!(f, "{}={}", factor_symbol(i), factor.size)?;
            }
            f.write_str("}")?;
        }
        for kind in [
            FactorKind::Reduction,
            FactorKind::NeedReplication,
            FactorKind::Permutation,
        ] {
            let keyword = kind.keyword().unwrap_or_default();
            write_group(f, keyword, &self.factors_of_kind(kind))?;
        }
        write_group(f, "blocked_propagation", &self.blocked_factors())?;
        if self.is_custom {
            f.write_str(", custom")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn symbols_run_i_to_z_then_z_n() {
        assert_eq!(factor_symbol(0), "i");
        assert_eq!(factor_symbol(17), "z");
        assert_eq!(factor_symbol(18), "z_1");
        assert_eq!(factor_symbol(27), "z_10");
    }

    #[test]
    fn prints_groups_in_shardy_order() {
        let rule = OpShardingRule {
            factors: vec![
                Factor::new(2, FactorKind::NeedReplication),
                Factor::new(3, FactorKind::Reduction),
                Factor::new(5, FactorKind::Permutation),
                Factor {
                    size: 7,
                    kind: FactorKind::NeedReplication,
                    blocked: true,
                },
            ],
            operands: vec![vec![vec![0], vec![1], vec![2], vec![3]]],
            results: vec![vec![vec![0], vec![2], vec![3]]],
            is_custom: true,
        };
        assert_eq!(
            rule.to_string(),
            "([i, j, k, l])->([i, k, l]) {i=2, j=3, k=5, l=7} reduction={j} \
             need_replication={i, l} permutation={k} blocked_propagation={l}, custom"
        );
    }

    #[test]
    fn scalars_and_compound_dims() {
        let scalar = OpShardingRule {
            operands: vec![vec![], vec![]],
            results: vec![vec![]],
            ..Default::default()
        };
        assert_eq!(scalar.to_string(), "([], [])->([])");
        let reshape = OpShardingRule {
            factors: vec![Factor::new(2, FactorKind::PassThrough); 2],
            operands: vec![vec![vec![0], vec![1]]],
            results: vec![vec![vec![0, 1]]],
            is_custom: false,
        };
        assert_eq!(
            reshape.to_attribute(),
            "#sdy.op_sharding_rule<([i, j])->([ij]) {i=2, j=2}>"
        );
    }
}
