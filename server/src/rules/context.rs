//! What a rule is built from: the op, its operand/result types (from the
//! op's signature or from its values' definitions) and static shapes.

use super::builder::RuleBuilder;
use super::registry::RuleEnv;
use crate::ir::{Function, Op, Type};

pub(crate) struct Ctx<'a> {
    pub op: &'a Op,
    pub function: &'a Function,
    pub env: &'a RuleEnv<'a>,
    pub operand_types: Vec<Option<&'a Type>>,
    pub result_types: Vec<Option<&'a Type>>,
}

/// Static shapes of an op's operands and results (scalars are `[]`).
pub(crate) struct Shapes {
    pub operands: Vec<Vec<i64>>,
    pub results: Vec<Vec<i64>>,
}

impl Shapes {
    pub fn builder(&self) -> RuleBuilder {
        let ranks = |shapes: &[Vec<i64>]| shapes.iter().map(Vec::len).collect::<Vec<_>>();
        RuleBuilder::new(&ranks(&self.operands), &ranks(&self.results))
    }

    pub fn operand(&self, index: usize) -> Result<&[i64], String> {
        self.operands
            .get(index)
            .map(Vec::as_slice)
            .ok_or_else(|| format!("expected at least {} operands", index + 1))
    }

    pub fn result(&self, index: usize) -> Result<&[i64], String> {
        self.results
            .get(index)
            .map(Vec::as_slice)
            .ok_or_else(|| format!("expected at least {} results", index + 1))
    }
}

impl<'a> Ctx<'a> {
    pub fn new(op: &'a Op, function: &'a Function, env: &'a RuleEnv<'a>) -> Self {
        let value_type = |value: Option<usize>| {
            value
                .and_then(|v| function.values.get(v))
                .and_then(|v| v.ty.as_ref())
        };
        // The signature is trusted only when it lists every operand.
        let written_operands = op.operand_types.len() == op.operands.len();
        let operand_types = op
            .operands
            .iter()
            .enumerate()
            .map(|(i, operand)| {
                let written = written_operands.then(|| &op.operand_types[i]);
                written.or_else(|| value_type(operand.value))
            })
            .collect();
        // Custom formats that list more types than results (`: pred, result`,
        // `: source into result`, `: source to result`) end with the results'.
        let into_types = types_after_into(op);
        let written: Vec<&Type> = if into_types.len() == op.results.len() {
            into_types
        } else {
            op.result_types.iter().collect()
        };
        let written_results = written
            .len()
            .checked_sub(op.results.len())
            .map(|skip| &written[skip..]);
        let result_types = op
            .results
            .iter()
            .enumerate()
            .map(|(i, &value)| {
                let written = written_results.map(|types| types[i]);
                written.or_else(|| value_type(Some(value)))
            })
            .collect();
        Ctx {
            op,
            function,
            env,
            operand_types,
            result_types,
        }
    }

    pub fn shapes(&self) -> Result<Shapes, String> {
        self.shapes_with_operand_types(&self.operand_types)
    }

    /// `shapes` with the operand types given (an op whose written types are
    /// in a different order than its operands).
    pub fn shapes_with_operand_types(
        &self,
        operand_types: &[Option<&Type>],
    ) -> Result<Shapes, String> {
        let operands = operand_types
            .iter()
            .enumerate()
            .map(|(i, ty)| static_shape(*ty, || self.describe_operand(i)))
            .collect::<Result<_, _>>()?;
        let results = self
            .result_types
            .iter()
            .enumerate()
            .map(|(i, ty)| static_shape(*ty, || format!("result {i}")))
            .collect::<Result<_, _>>()?;
        Ok(Shapes { operands, results })
    }

    fn describe_operand(&self, index: usize) -> String {
        match self.op.operands.get(index) {
            Some(operand) => format!("operand {index} ({})", operand.name),
            None => format!("operand {index}"),
        }
    }

    /// The op defining operand `index`, if it is an op result.
    pub fn defining_op(&self, index: usize) -> Option<&'a Op> {
        let value = self.op.operands.get(index)?.value?;
        match self.function.values.get(value)?.def {
            crate::ir::ValueDef::OpResult { op, .. } => self.function.ops.get(op).map(|o| &**o),
            _ => None,
        }
    }

    /// The ops using any result of this op.
    pub fn users(&self) -> impl Iterator<Item = &'a Op> + '_ {
        self.op
            .results
            .iter()
            .filter_map(|&v| self.function.values.get(v))
            .flat_map(|v| v.uses.iter())
            .filter_map(|u| self.function.ops.get(u.op).map(|o| &**o))
    }

    /// Names of the ops in the op's regions, in order (reducer bodies).
    pub fn region_op_names(&self) -> Vec<&'a str> {
        self.op
            .regions
            .iter()
            .filter_map(|&r| self.function.regions.get(r))
            .flat_map(|r| r.blocks.iter())
            .flat_map(|b| b.ops.iter())
            .filter_map(|&o| self.function.ops.get(o))
            .map(|o| o.name.as_str())
            .collect()
    }
}

/// The static shape of a value's type; scalars and non-shaped types
/// (`f32`, `index`, `!stablehlo.token`, `none`) count as rank 0.
pub(crate) fn static_shape(
    ty: Option<&Type>,
    what: impl FnOnce() -> String,
) -> Result<Vec<i64>, String> {
    // The common case, a static tensor shape, builds no message.
    if let Some(ty) = ty.filter(|ty| {
        matches!(
            ty.kind(),
            crate::ir::TypeKind::Tensor { shape: Some(_), .. }
        )
    }) {
        if let Some(shape) = ty.static_shape().filter(|s| s.iter().all(|&d| d >= 0)) {
            return Ok(shape);
        }
    }
    let what = what();
    let Some(ty) = ty else {
        return Err(format!("the type of {what} is unknown"));
    };
    use crate::ir::TypeKind;
    match ty.kind() {
        TypeKind::Tensor { shape: None, .. } => Err(format!(
            "{what} is an unranked tensor ({ty}); Shardy needs ranked tensors with static shapes"
        )),
        TypeKind::Tensor { .. } if ty.static_shape().is_some_and(|s| s.iter().any(|&d| d < 0)) => {
            Err(format!("{what} has a negative dimension ({ty})"))
        }
        TypeKind::Tensor { .. } => ty.static_shape().ok_or_else(|| {
            format!("{what} has a dynamic shape ({ty}); Shardy needs static shapes")
        }),
        TypeKind::Memref { .. } | TypeKind::Vector { .. } => Err(format!(
            "{what} is not a tensor ({ty}); sharding rules are for tensors"
        )),
        TypeKind::Tuple { .. } => Err(format!(
            "{what} is a tuple ({ty}); Shardy propagation doesn't support tuples"
        )),
        _ => Ok(Vec::new()),
    }
}

/// The types after `into` / `to` in a custom signature
/// (`: tensor<8x16xf32> into tensor<128xf32>`): the results' types.
fn types_after_into(op: &Op) -> Vec<&Type> {
    let Some(keyword) = op.items.iter().rposition(|item| {
        matches!(item, crate::ir::Item::Keyword { name, .. } if name == "into" || name == "to")
    }) else {
        return Vec::new();
    };
    op.items[keyword + 1..]
        .iter()
        .map_while(|item| match item {
            crate::ir::Item::Type { ty } => Some(ty),
            _ => None,
        })
        .collect()
}
