//! Op sharding rules as data: Shardy's factor-based `OpShardingRule`
//! (`([i, k], [k, j])->([i, j]) {i=8, j=16, k=32} reduction={k}`), its
//! parser, printer and verifier, and one registry (`rule_for`) that builds
//! the rule of an op from its types and attributes: StableHLO/MHLO as
//! Shardy does, plus `sdy`, `linalg`, `tosa`, `tensor`, `arith`/`math` and
//! onnx-mlir ops.

mod affine;
mod arith;
mod builder;
mod common;
mod context;
mod conv;
mod grid;
mod linalg;
pub mod model;
mod onnx;
mod params;
pub mod registry;
mod reshape;
mod sdy;
mod stablehlo;
pub mod syntax;
mod tensor;
mod tosa;
pub mod verify;

pub use model::{factor_symbol, Factor, FactorKind, OpShardingRule, TensorMapping};
pub use registry::{
    registry_rule, rule_for, user_rule, AliasTable, NoRuleKind, RuleEnv, RuleLookup,
};
pub use syntax::{parse_rule_text, ParsedRule, RuleError};
pub use verify::{to_rule, verify, OpContext};

/// Parses and verifies a rule's text on its own (no op): the rule, or every error.
pub fn parse_rule(text: &str) -> Result<OpShardingRule, Vec<RuleError>> {
    let parsed = parse_rule_text(text)?;
    let errors = verify(&parsed, None);
    if errors.is_empty() {
        Ok(to_rule(&parsed))
    } else {
        Err(errors)
    }
}
