//! Shardy's verifier for op sharding rules (`verifyOpShardingRuleAttr` and
//! `OpShardingRuleAttr::verify`), with its messages word for word.

use super::model::{factor_symbol, Factor, FactorKind, OpShardingRule};
use super::syntax::{ParsedRule, RuleError, SymbolRef};
use crate::ir::Type;
use std::collections::HashSet;

/// The op a rule is attached to, for the checks that need its values.
pub struct OpContext<'a> {
    pub op_name: &'a str,
    /// `None` where the type is unknown (the type check is then skipped).
    pub operand_types: &'a [Option<&'a Type>],
    pub result_types: &'a [Option<&'a Type>],
}

/// Every verifier error of `rule`; the op checks run only with `op`.
pub fn verify(rule: &ParsedRule, op: Option<&OpContext>) -> Vec<RuleError> {
    let mut errors = Vec::new();
    let error = |message: String| RuleError {
        message,
        span: rule.span.clone(),
    };
    if let Some(op) = op {
        if rule.is_custom && !matches!(op.op_name, "stablehlo.custom_call" | "mhlo.custom_call") {
            errors.push(error(
                "can only define custom sharding rules on stablehlo.custom_call".into(),
            ));
        }
    }
    let mut seen = vec![false; rule.factor_sizes.len()];
    let operand_types = op.map(|op| op.operand_types);
    let result_types = op.map(|op| op.result_types);
    let mut mapping_errors =
        verify_mappings(rule, &rule.operands, operand_types, "operand", &mut seen);
    mapping_errors.extend(verify_mappings(
        rule,
        &rule.results,
        result_types,
        "result",
        &mut seen,
    ));
    let mappings_ok = mapping_errors.is_empty();
    errors.extend(mapping_errors.into_iter().map(error));
    if mappings_ok {
        if let Some(unused) = seen.iter().position(|used| !used) {
            errors.push(error(format!(
                "has factor {}={} that isn't used in operand and result mappings",
                factor_symbol(unused),
                rule.factor_sizes[unused]
            )));
        }
    }
    errors.extend(verify_special_factors(rule));
    errors
}

fn verify_mappings(
    rule: &ParsedRule,
    mappings: &[Vec<Vec<usize>>],
    types: Option<&[Option<&Type>]>,
    kind: &str,
    seen: &mut [bool],
) -> Vec<String> {
    if let Some(types) = types {
        if types.len() != mappings.len() {
            return vec![format!(
                "number of {kind}s and mappings must match: {} != {}",
                types.len(),
                mappings.len()
            )];
        }
    }
    if mappings.is_empty() {
        return vec![format!(
            "number of {kind}s mappings cannot be 0. Op sharding rules can only be defined on \
             operations with at least one operand and result."
        )];
    }
    let single = mappings.len() == 1;
    let mut errors = Vec::new();
    for (index, mapping) in mappings.iter().enumerate() {
        let name = if single {
            kind.to_string()
        } else {
            format!("{kind} {index}")
        };
        let ty = types.and_then(|types| types[index]);
        if let Err(message) = verify_tensor(rule, mapping, ty, seen) {
            errors.push(format!("{name} - {message}"));
        }
    }
    errors
}

/// The first problem of one tensor's mapping.
fn verify_tensor(
    rule: &ParsedRule,
    mapping: &[Vec<usize>],
    ty: Option<&Type>,
    seen: &mut [bool],
) -> Result<(), String> {
    if let Some(ty) = ty {
        let rank = match ty.kind() {
            crate::ir::TypeKind::Tensor { .. } => ty.static_shape().map(|shape| shape.len()),
            _ => None,
        };
        let Some(rank) = rank else {
            return Err(format!(
                "expected a ranked tensor with a static shape. type: {ty}"
            ));
        };
        if mapping.len() != rank {
            return Err(format!(
                "mapping rank must match: {} != {rank}",
                mapping.len()
            ));
        }
    }
    let num_factors = rule.factor_sizes.len();
    let mut used_here = HashSet::new();
    for dim in mapping {
        if dim.is_empty() {
            return Err("dim mapping must have at least one factor".into());
        }
        for &factor in dim {
            if factor >= num_factors {
                return Err(format!(
                    "expecting factor indices to be within 0<=...<num_factors; received: {factor}, \
                     num_factors: {num_factors}"
                ));
            }
            if !used_here.insert(factor) {
                return Err("cannot reuse factors for the same tensor value".into());
            }
            if rule.factor_sizes[factor] == 1 && dim.len() > 1 {
                return Err(
                    "dim mapping can't have a factor of size 1 if there are multiple factors"
                        .into(),
                );
            }
            seen[factor] = true;
        }
    }
    Ok(())
}

fn verify_special_factors(rule: &ParsedRule) -> Vec<RuleError> {
    let num_factors = rule.factor_sizes.len();
    let mut errors = Vec::new();
    for list in [
        &rule.reduction,
        &rule.need_replication,
        &rule.permutation,
        &rule.blocked_propagation,
    ] {
        if let Some(error) = sorted_unique_in_bound(list, num_factors) {
            errors.push(error);
        }
    }
    let mut kinds = vec![0usize; num_factors];
    for list in [&rule.reduction, &rule.need_replication, &rule.permutation] {
        let distinct: HashSet<usize> = list.iter().map(|s| s.index).collect();
        for index in distinct {
            if index < num_factors {
                kinds[index] += 1;
            }
        }
    }
    if let Some(factor) = kinds.iter().position(|&count| count > 1) {
        let span = symbol_span(rule, factor).unwrap_or(rule.span.clone());
        errors.push(RuleError {
            message: "a factor can only be in one of the reduction, need replication, or permutation factor sets"
                .into(),
            span,
        });
    }
    for symbol in &rule.reduction {
        if rule
            .results
            .iter()
            .flatten()
            .flatten()
            .any(|&f| f == symbol.index)
        {
            errors.push(RuleError {
                message: "reduction factor cannot be in result mappings".into(),
                span: symbol.span.clone(),
            });
            break;
        }
    }
    errors
}

fn symbol_span(rule: &ParsedRule, factor: usize) -> Option<std::ops::Range<usize>> {
    [&rule.need_replication, &rule.permutation]
        .into_iter()
        .flatten()
        .find(|s| s.index == factor)
        .map(|s| s.span.clone())
}

fn sorted_unique_in_bound(list: &[SymbolRef], num_factors: usize) -> Option<RuleError> {
    let pairs = list.windows(2);
    for pair in pairs.clone() {
        if pair[1].index < pair[0].index {
            return Some(RuleError {
                message: "indices of special factors must be sorted".into(),
                span: pair[1].span.clone(),
            });
        }
    }
    for pair in pairs {
        if pair[1].index == pair[0].index {
            return Some(RuleError {
                message: "indices of special factors must be unique".into(),
                span: pair[1].span.clone(),
            });
        }
    }
    let last = list.last()?;
    (last.index >= num_factors).then(|| RuleError {
        message: format!("index must be less than {num_factors}, got: {}", last.index),
        span: last.span.clone(),
    })
}

/// The rule as data. Call after `verify` found nothing: a factor listed
/// under several kinds takes the first (reduction, need_replication, permutation).
pub fn to_rule(parsed: &ParsedRule) -> OpShardingRule {
    let mut factors: Vec<Factor> = parsed
        .factor_sizes
        .iter()
        .map(|&size| Factor::new(size, FactorKind::PassThrough))
        .collect();
    for (kind, list) in [
        (FactorKind::Permutation, &parsed.permutation),
        (FactorKind::NeedReplication, &parsed.need_replication),
        (FactorKind::Reduction, &parsed.reduction),
    ] {
        for symbol in list {
            if let Some(factor) = factors.get_mut(symbol.index) {
                factor.kind = kind;
            }
        }
    }
    for symbol in &parsed.blocked_propagation {
        if let Some(factor) = factors.get_mut(symbol.index) {
            factor.blocked = true;
        }
    }
    OpShardingRule {
        factors,
        operands: parsed.operands.clone(),
        results: parsed.results.clone(),
        is_custom: parsed.is_custom,
    }
}

#[cfg(test)]
mod tests {
    use super::super::syntax::parse_rule_text;
    use super::*;
    use crate::ir::Dim;

    fn tensor(dims: &[i64]) -> Option<Type> {
        Some(Type::new(crate::ir::TypeKind::Tensor {
            shape: Some(dims.iter().map(|&d| Dim::Static(d)).collect()),
            element: Type::builtin("f32"),
            encoding: None,
        }))
    }

    fn errors(text: &str, operands: &[Option<Type>], results: &[Option<Type>]) -> Vec<String> {
        let parsed = parse_rule_text(text).unwrap();
        let operands: Vec<Option<&Type>> = operands.iter().map(Option::as_ref).collect();
        let results: Vec<Option<&Type>> = results.iter().map(Option::as_ref).collect();
        let op = OpContext {
            op_name: "stablehlo.add",
            operand_types: &operands,
            result_types: &results,
        };
        verify(&parsed, Some(&op))
            .into_iter()
            .map(|e| e.message)
            .collect()
    }

    #[test]
    fn mapping_errors_name_the_value() {
        let t = tensor(&[2, 4]);
        let two = [t.clone(), t.clone()];
        let one = [t.clone()];
        assert_eq!(
            errors("<([i, j], [i])->([i, j]) {i=2, j=4}>", &two, &one),
            ["operand 1 - mapping rank must match: 1 != 2"]
        );
        assert_eq!(
            errors("<([i, j], [i, j])->([i]) {i=2, j=4}>", &two, &one),
            ["result - mapping rank must match: 1 != 2"]
        );
        assert_eq!(
            errors("<([i, j])->([i, j]) {i=2, j=4}>", &two, &one),
            ["number of operands and mappings must match: 2 != 1"]
        );
        assert_eq!(
            errors("<([i, jk], [i, j])->([i, j]) {i=2, j=8, k=1}>", &two, &one),
            ["operand 0 - dim mapping can't have a factor of size 1 if there are multiple factors"]
        );
        assert_eq!(
            errors("<([i, u], [i, j])->([i, j]) {i=2, j=8}>", &two, &one),
            ["operand 0 - expecting factor indices to be within 0<=...<num_factors; received: 12, num_factors: 2"]
        );
        assert_eq!(
            errors("<([i, j], [i, j])->([i, j]) {i=2, j=8, k=2}>", &two, &one),
            ["has factor k=2 that isn't used in operand and result mappings"]
        );
        assert_eq!(
            errors(
                "<([i, j], [i, j])->([i, j], [i, j]) {i=2, j=4}>",
                &two,
                &one
            ),
            ["number of results and mappings must match: 1 != 2"]
        );
    }

    #[test]
    fn type_and_custom_checks() {
        let dynamic = Some(Type::new(crate::ir::TypeKind::Tensor {
            shape: Some(vec![Dim::Dynamic, Dim::Static(4)]),
            element: Type::builtin("f32"),
            encoding: None,
        }));
        let got = errors(
            "<([i, j])->([i, j]) {i=2, j=4}, custom>",
            std::slice::from_ref(&dynamic),
            std::slice::from_ref(&dynamic),
        );
        assert_eq!(
            got[0],
            "can only define custom sharding rules on stablehlo.custom_call"
        );
        assert_eq!(
            got[1],
            "operand - expected a ranked tensor with a static shape. type: tensor<?x4xf32>"
        );
    }

    #[test]
    fn special_factor_errors() {
        let check = |text: &str| -> Vec<String> {
            verify(&parse_rule_text(text).unwrap(), None)
                .into_iter()
                .map(|e| e.message)
                .collect()
        };
        let base = "<([i, j, k])->([i, k]) {i=2, j=4, k=8}";
        assert_eq!(
            check(&format!("{base} need_replication={{k, i}}>")),
            ["indices of special factors must be sorted"]
        );
        assert_eq!(
            check(&format!("{base} need_replication={{i, i}}>")),
            ["indices of special factors must be unique"]
        );
        assert_eq!(
            check(&format!("{base} need_replication={{z}}>")),
            ["index must be less than 3, got: 17"]
        );
        assert_eq!(
            check(&format!("{base} reduction={{j}} need_replication={{j}}>")),
            ["a factor can only be in one of the reduction, need replication, or permutation factor sets"]
        );
        assert_eq!(
            check(&format!("{base} reduction={{k}}>")),
            ["reduction factor cannot be in result mappings"]
        );
        assert_eq!(
            check("<([ij, k])->([iik]) {i=2, j=2, k=2}>"),
            ["result - cannot reuse factors for the same tensor value"]
        );
        assert_eq!(
            check("<([i,], [i,])->([i, j]) {i=2, j=8}>"),
            [
                "operand 0 - dim mapping must have at least one factor",
                "operand 1 - dim mapping must have at least one factor"
            ]
        );
    }

    #[test]
    fn to_rule_reads_kinds_and_blocking() {
        let parsed =
            parse_rule_text("<([i, j])->([i]) {i=2, j=3} reduction={j} blocked_propagation={i}>")
                .unwrap();
        let rule = to_rule(&parsed);
        assert_eq!(rule.factors[1].kind, FactorKind::Reduction);
        assert!(rule.factors[0].blocked);
        assert_eq!(
            rule.to_string(),
            "([i, j])->([i]) {i=2, j=3} reduction={j} blocked_propagation={i}"
        );
    }
}
