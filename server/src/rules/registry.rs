//! `rule_for`: the sharding rule of one op. A user-written
//! `sdy.sharding_rule` attribute wins; otherwise the per-dialect registries
//! build the rule from the op's types and attributes, or say why there is none.

use super::context::Ctx;
use super::model::OpShardingRule;
use super::syntax::{parse_rule_text, RuleError};
use super::verify::{to_rule, verify, OpContext};
use super::{arith, grid, linalg, onnx, sdy, stablehlo, tensor, tosa};
use crate::ir::{Attribute, FileIr, Function, FunctionEntry, Op, ShardingSyntax, TopLevelId};
use crate::text::TextRange;
use std::collections::HashMap;
use std::sync::Arc;

/// Why an op has no rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum NoRuleKind {
    /// Shardy deliberately gives the op no rule (constants, data-flow ops,
    /// calls, terminators, `sdy.reshard`, …): nothing to report.
    Excluded,
    /// The op or custom call is unknown to the registry; `reason` is Shardy's
    /// warning (`op '<name>' is unknown to SDY sharding rule registry`).
    Unknown,
    /// The op is known but this instance can't get a rule (missing or
    /// dynamic types, attributes that don't fit the types).
    Unsupported,
    /// The op's own `sdy.sharding_rule` attribute is malformed.
    InvalidUserRule,
}

/// The rule of an op, or why it has none.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum RuleLookup {
    Rule(OpShardingRule),
    NoRule { kind: NoRuleKind, reason: String },
}

impl RuleLookup {
    pub fn rule(&self) -> Option<&OpShardingRule> {
        match self {
            RuleLookup::Rule(rule) => Some(rule),
            RuleLookup::NoRule { .. } => None,
        }
    }

    fn no_rule(kind: NoRuleKind, reason: impl Into<String>) -> Self {
        RuleLookup::NoRule {
            kind,
            reason: reason.into(),
        }
    }
}

/// A dialect registry's answer for an op (see `Lookup`).
pub(crate) enum Outcome {
    Rule(OpShardingRule),
    NoRule(NoRuleKind, String),
}

impl Outcome {
    pub fn excluded(reason: impl Into<String>) -> Self {
        Outcome::NoRule(NoRuleKind::Excluded, reason.into())
    }

    pub fn unknown_op(name: &str) -> Self {
        Outcome::NoRule(
            NoRuleKind::Unknown,
            format!("op '{name}' is unknown to SDY sharding rule registry"),
        )
    }

    pub fn unknown_custom_call(target: &str) -> Self {
        Outcome::NoRule(
            NoRuleKind::Unknown,
            format!("custom call @{target} is unknown to SDY sharding rule registry"),
        )
    }
}

impl From<OpShardingRule> for Outcome {
    fn from(rule: OpShardingRule) -> Self {
        Outcome::Rule(rule)
    }
}

/// What the registries return: `Err` is a reason for `Unsupported`.
pub(crate) type Lookup = Result<Outcome, String>;

/// `#name = value` attribute aliases of a file (`#map = affine_map<…>`).
#[derive(Clone, Debug, Default)]
pub struct AliasTable {
    /// Shared with the next analysis's table when the definitions are the
    /// same (`from_tree_reusing`): a JAX dump defines thousands of `#loc`s.
    values: Arc<HashMap<String, String>>,
    /// The fingerprint of the definitions read, in order (`None` once
    /// changed by `insert`).
    read_from: Option<u128>,
    /// The top level they were read from (`for_ir`; `None` once changed by
    /// `insert`).
    read_at: Option<TopLevelId>,
}

impl PartialEq for AliasTable {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.values, &other.values) || self.values == other.values
    }
}

impl Eq for AliasTable {}

impl AliasTable {
    /// The aliases defined at the top level of `tree` (parsed from `text`).
    pub fn from_tree(tree: &tree_sitter::Tree, text: &str) -> Self {
        AliasTable::from_tree_reusing(tree, text, None)
    }

    /// The aliases of the file `ir` was built from: `previous` itself when
    /// it was read from the same top level (an edit inside one op keeps it,
    /// `TopLevelId`), else [`AliasTable::from_tree_reusing`]. A JAX dump's
    /// top level holds thousands of `#loc` definitions, and reading them took
    /// two milliseconds of every keystroke.
    pub fn for_ir(
        tree: &tree_sitter::Tree,
        text: &str,
        ir: &FileIr,
        previous: Option<&AliasTable>,
    ) -> Self {
        if let Some(previous) = previous.filter(|p| p.read_at == Some(ir.top_level)) {
            return previous.clone();
        }
        AliasTable {
            read_at: Some(ir.top_level),
            ..AliasTable::from_tree_reusing(tree, text, previous)
        }
    }

    /// [`AliasTable::from_tree`], sharing `previous` when it was read from
    /// the same definitions: they are read and fingerprinted (a 128-bit
    /// XXH3 of their text, as `propagation::memo` fingerprints steps), not
    /// copied into a new map.
    pub fn from_tree_reusing(
        tree: &tree_sitter::Tree,
        text: &str,
        previous: Option<&AliasTable>,
    ) -> Self {
        let mut definitions: Vec<(&str, &str)> = Vec::new();
        let root = tree.root_node();
        let mut cursor = root.walk();
        for node in root.children(&mut cursor) {
            if node.kind() != "attribute_alias_definition" {
                continue;
            }
            let Some(name) = node.child_by_field_name("name") else {
                continue;
            };
            let Some(name_text) = text.get(name.byte_range()) else {
                continue;
            };
            let Some(rest) = text.get(name.end_byte()..node.end_byte()) else {
                continue;
            };
            if let Some(value) = rest.trim_start().strip_prefix('=') {
                definitions.push((name_text, value.trim()));
            }
        }
        let mut bytes = Vec::new();
        for part in definitions.iter().flat_map(|(name, value)| [name, value]) {
            bytes.extend_from_slice(&(part.len() as u64).to_le_bytes());
            bytes.extend_from_slice(part.as_bytes());
        }
        let print = xxhash_rust::xxh3::xxh3_128(&bytes);
        if let Some(previous) = previous.filter(|p| p.read_from == Some(print)) {
            return previous.clone();
        }
        let values = definitions
            .into_iter()
            .map(|(name, value)| (name.to_string(), value.to_string()))
            .collect();
        AliasTable {
            values: Arc::new(values),
            read_from: Some(print),
            read_at: None,
        }
    }

    pub fn insert(&mut self, name: &str, value: &str) {
        Arc::make_mut(&mut self.values).insert(name.to_string(), value.to_string());
        self.read_from = None;
        self.read_at = None;
    }

    /// `#map` → its definition; anything else is returned as is.
    pub fn resolve<'a>(&'a self, text: &'a str) -> &'a str {
        let trimmed = text.trim();
        self.values.get(trimmed).map_or(trimmed, String::as_str)
    }
}

/// Where rule lookups read text that the IR keeps as ranges.
#[derive(Clone, Copy, Debug)]
pub struct RuleEnv<'a> {
    /// The current file text.
    pub text: &'a str,
    pub aliases: &'a AliasTable,
    /// The function whose ops are looked up: it maps the ranges its IR
    /// stores to `text` (see `FunctionEntry::abs`); `None` when they are
    /// offsets in `text` already.
    pub entry: Option<&'a FunctionEntry>,
    /// Shardy's `conservativePropagation`: no factors for concat dims and conv
    /// windows; sliced, padded and windowed dims blocked.
    pub conservative: bool,
}

impl<'a> RuleEnv<'a> {
    pub fn new(text: &'a str, aliases: &'a AliasTable) -> Self {
        RuleEnv {
            text,
            aliases,
            entry: None,
            conservative: false,
        }
    }

    /// The same environment for ops of `entry`'s function.
    pub fn for_entry(self, entry: &'a FunctionEntry) -> Self {
        RuleEnv {
            entry: Some(entry),
            ..self
        }
    }

    pub fn with_conservative(self, conservative: bool) -> Self {
        RuleEnv {
            conservative,
            ..self
        }
    }

    /// The current-text range of a range stored in the function.
    pub fn abs(&self, range: TextRange) -> TextRange {
        match self.entry {
            Some(entry) => entry.abs(range),
            None => range,
        }
    }

    fn slice(&self, range: TextRange) -> Option<&'a str> {
        let range = self.abs(range);
        self.text.get(range.start..range.end)
    }
}

/// The sharding rule of `op`: its own `sdy.sharding_rule` attribute if it
/// has one, else the registry's.
///
/// Operand mappings follow MLIR's operand order, which can differ from
/// `Op::operands`: a multi-input `stablehlo.reduce` in custom form lists
/// inputs, then init values; a linalg op lists its `ins` then `outs` (not the
/// region arguments the IR records as operands of `linalg.reduce`).
pub fn rule_for(op: &Op, function: &Function, env: &RuleEnv) -> RuleLookup {
    match user_rule(op, function, env) {
        Some(Ok(rule)) => RuleLookup::Rule(rule),
        Some(Err(errors)) => {
            let messages: Vec<String> = errors.into_iter().map(|e| e.message).collect();
            RuleLookup::no_rule(
                NoRuleKind::InvalidUserRule,
                format!("invalid sdy.sharding_rule: {}", messages.join("; ")),
            )
        }
        None => registry_rule(op, function, env),
    }
}

/// The registry's rule for `op`, ignoring any `sdy.sharding_rule` on it.
pub fn registry_rule(op: &Op, function: &Function, env: &RuleEnv) -> RuleLookup {
    let ctx = Ctx::new(op, function, env);
    match lookup(&ctx) {
        Ok(Outcome::Rule(rule)) => RuleLookup::Rule(rule),
        Ok(Outcome::NoRule(kind, reason)) => RuleLookup::no_rule(kind, reason),
        Err(reason) => RuleLookup::no_rule(NoRuleKind::Unsupported, reason),
    }
}

fn lookup(ctx: &Ctx) -> Lookup {
    let name = ctx.op.name.as_str();
    let (dialect, short) = name.split_once('.').unwrap_or(("", name));
    if is_terminator(short) {
        return Ok(Outcome::excluded("terminators have no sharding rule"));
    }
    match dialect {
        "stablehlo" | "mhlo" => stablehlo::lookup(ctx, short),
        "sdy" => sdy::lookup(ctx, short),
        "func" if short == "call" => Ok(Outcome::excluded(
            "calls have no sharding rule: shardings propagate through the callee",
        )),
        "linalg" => linalg::lookup(ctx, short),
        "tosa" => tosa::lookup(ctx, short),
        "tensor" => tensor::lookup(ctx, short),
        "arith" | "math" => arith::lookup(ctx, short),
        "onnx" => onnx::lookup(ctx, short),
        "shard" | "mesh" => grid::lookup(ctx, short),
        _ => Ok(Outcome::unknown_op(name)),
    }
}

fn is_terminator(short: &str) -> bool {
    matches!(
        short,
        "return" | "yield" | "Return" | "Yield" | "br" | "cond_br"
    )
}

/// The op's own `sdy.sharding_rule`, parsed and verified against the op;
/// error spans are offsets in `env.text`. `None` if the op has none.
pub fn user_rule(
    op: &Op,
    function: &Function,
    env: &RuleEnv,
) -> Option<Result<OpShardingRule, Vec<RuleError>>> {
    let entry = op.attributes.entry("sdy.sharding_rule")?;
    let whole = env.abs(entry.range);
    let fail = |message: &str| {
        Some(Err(vec![RuleError {
            message: message.to_string(),
            span: whole.start..whole.end,
        }]))
    };
    // `base` is where the text starts in `env.text`; `None` for an alias,
    // whose errors all point at the use.
    let (text, base) = match &entry.value {
        Attribute::Sharding {
            syntax: ShardingSyntax::SdyOpShardingRule,
            range,
        } => match env.slice(*range) {
            Some(text) => (text.to_string(), Some(env.abs(*range).start)),
            None => return fail("the sdy.sharding_rule text is out of range"),
        },
        // An alias of a rule: errors point at the use.
        Attribute::Opaque { text }
            if env
                .aliases
                .resolve(text)
                .starts_with("#sdy.op_sharding_rule") =>
        {
            (env.aliases.resolve(text).to_string(), None)
        }
        _ => return fail("should have a sharding rule attribute of type OpShardingRuleAttr"),
    };
    let shift = |errors: Vec<RuleError>| -> Vec<RuleError> {
        errors
            .into_iter()
            .map(|e| RuleError {
                message: e.message,
                span: match base {
                    Some(base) => {
                        (base + e.span.start).min(whole.end)..(base + e.span.end).min(whole.end)
                    }
                    None => whole.start..whole.end,
                },
            })
            .collect()
    };
    let parsed = match parse_rule_text(&text) {
        Ok(parsed) => parsed,
        Err(errors) => return Some(Err(shift(errors))),
    };
    let ctx = Ctx::new(op, function, env);
    let context = OpContext {
        op_name: &op.name,
        operand_types: &ctx.operand_types,
        result_types: &ctx.result_types,
    };
    let errors = verify(&parsed, Some(&context));
    if errors.is_empty() {
        Some(Ok(to_rule(&parsed)))
    } else {
        Some(Err(shift(errors)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(text: &str, previous: Option<&AliasTable>) -> AliasTable {
        AliasTable::from_tree_reusing(&crate::syntax::parse(text), text, previous)
    }

    #[test]
    fn a_table_is_shared_only_while_the_definitions_are_the_same() {
        let body = "func.func @f() {\n  return\n}\n";
        let aliases = "#a = loc(\"x.py\":1:2)\n#b = loc(callsite(#a at #a))\n";
        let first = table(&format!("{body}{aliases}"), None);
        assert_eq!(first.resolve("#a"), "loc(\"x.py\":1:2)");
        // An edit inside the function: the same map, not a copy.
        let edited = table(&format!("{body}  \n{aliases}"), Some(&first));
        assert!(Arc::ptr_eq(&first.values, &edited.values));
        // A changed value, a renamed alias, one defined twice: read again.
        for changed in [
            "#a = loc(\"x.py\":1:3)\n#b = loc(callsite(#a at #a))\n",
            "#c = loc(\"x.py\":1:2)\n#b = loc(callsite(#a at #a))\n",
            "#a = loc(\"x.py\":1:2)\n#a = loc(\"x.py\":1:2)\n",
        ] {
            let text = format!("{body}{changed}");
            let again = table(&text, Some(&first));
            assert!(!Arc::ptr_eq(&first.values, &again.values), "{changed}");
            assert_eq!(
                again,
                AliasTable::from_tree(&crate::syntax::parse(&text), &text)
            );
            assert_ne!(again, first, "{changed}");
        }
    }
}
