//! Builds one function's IR: its signature, its ops (nested ones included),
//! regions, blocks, values and def-use chains.
//!
//! Names are resolved after the walk, scope by scope: each region opens a
//! scope; ops that are isolated from above (`func.func`,
//! `sdy.manual_computation`, `sdy.named_computation`, modules) start a fresh
//! one. Resolving late lets a use see a definition that comes later in the
//! same region (graph regions, loops between blocks).

use super::attributes::AttrDict;
use super::convert::{
    children, field, inherent_attribute, is_type_kind, kind, named_children, node_text,
    parse_integer, range, string_value, symbol_name, Converter, MAX_NESTING,
};
use super::model::*;
use super::types::Type;
use crate::diagnostic::Diagnostic;
use crate::text::TextRange;
use compact_str::CompactString;
use rustc_hash::FxHashMap as HashMap;
use std::sync::Arc;
use thin_vec::{thin_vec, ThinVec};
use tree_sitter::Node;

mod pieces;

const ISOLATED_FROM_ABOVE: &[&str] = &[
    "func.func",
    "builtin.module",
    "sdy.manual_computation",
    "sdy.named_computation",
];

struct Scope {
    parent: Option<usize>,
    /// Inline up to 24 bytes: defining a value allocates no key.
    names: HashMap<CompactString, ValueId>,
}

/// An operand waiting for name resolution.
struct PendingUse {
    op: OpId,
    operand: usize,
    scope: usize,
}

/// A value defined as `%def = %source` in a custom format: it takes the type
/// of `%source` once names are resolved.
struct TypeFromOperand {
    value: ValueId,
    op: OpId,
    operand: usize,
}

/// Op names MLIR resolves without a dialect prefix: builtin ops, `func` ops
/// (the default dialect in functions), and the undotted names the grammar's
/// scanner treats as op starts.
const UNDOTTED_OPS: &[&str] = &[
    "module",
    "unrealized_conversion_cast",
    "func",
    "return",
    "call",
    "call_indirect",
    "constant",
    "yield",
    "br",
    "cond_br",
];

/// Is `node` part of text the parser recovered from, or right after it (the
/// rest of a cut line: `shard.grid @g(shape = 2x` leaves an "op" `x`)? Such
/// an "op" is a fragment of a syntax error, which is reported already.
fn in_syntax_error(node: Node) -> bool {
    if node.has_error() {
        return true;
    }
    let operation = node.parent();
    if operation
        .and_then(|op| op.prev_sibling())
        .is_some_and(|before| before.has_error())
    {
        return true;
    }
    // Up to the enclosing function only: a function's IR depends on its own
    // subtree alone, so `ir::rebuild` can reuse it whatever the parser
    // recovered from around it (the whole file can sit under an ERROR root).
    let mut current = operation;
    while let Some(parent) = current {
        if parent.is_error() {
            return true;
        }
        if matches!(kind(parent), "func_operation" | "generic_operation") {
            return false;
        }
        current = parent.parent();
    }
    false
}

/// The ops or values of a function being built, each already in its `Arc`;
/// nothing else holds them until the build ends, so indexing them mutably
/// (`Arc::get_mut`) cannot fail.
struct Building<T>(Vec<Arc<T>>);

impl<T> Building<T> {
    fn len(&self) -> usize {
        self.0.len()
    }

    fn push(&mut self, item: T) {
        self.0.push(Arc::new(item));
    }
}

impl<T> std::ops::Index<usize> for Building<T> {
    type Output = T;

    fn index(&self, index: usize) -> &T {
        &self.0[index]
    }
}

impl<T> std::ops::IndexMut<usize> for Building<T> {
    fn index_mut(&mut self, index: usize) -> &mut T {
        Arc::get_mut(&mut self.0[index]).expect("not shared while the function is built")
    }
}

/// One op built on its own for `ir::splice` (`build_op_for_splice`).
pub(crate) struct SplicedOp {
    /// Op 0 of region 0, block 0; operands unresolved.
    pub op: Op,
    /// Its results, values `0..`, without uses.
    pub results: Vec<Value>,
    /// What building it reported, redefinitions aside.
    pub diagnostics: Vec<Diagnostic>,
    /// Its operands' indices in the order they were written.
    pub creation: Vec<usize>,
}

pub struct FunctionBuilder<'t> {
    conv: Converter<'t>,
    f: Function,
    /// The function's ops and values while it is built, each in the `Arc`
    /// `Function` keeps it in (not moved into one at the end: a large
    /// function's ops are tens of megabytes).
    ops: Building<Op>,
    values: Building<Value>,
    /// What `ir::splice` needs to rebuild one op later (see `NameIndex`).
    index: NameIndex,
    /// Set while one op is built for `ir::splice`: its results are not
    /// checked against the scope (the splice resolves names itself).
    defer_redefinitions: bool,
    scopes: Vec<Scope>,
    pending: Vec<PendingUse>,
    typed_later: Vec<TypeFromOperand>,
    /// The dialect MLIR tries for an op name without one: `func` inside a
    /// function, `builtin` at the top level.
    default_dialect: &'static str,
    /// While the body of a generic `"func.func"` is built: the `arg_attrs`
    /// of its arguments, which are the entry block's arguments.
    generic_entry_attributes: Option<Vec<AttrDict>>,
    /// A function body of at least this many top-level ops is built in
    /// pieces on all cores (`pieces`; never, unless `in_pieces_on_all_cores`
    /// asked), of `piece_ops` ops each (by default, as many pieces as suit
    /// the cores).
    pieces_from_ops: usize,
    piece_ops: Option<usize>,
}

impl<'t> FunctionBuilder<'t> {
    pub fn new(text: &'t str) -> Self {
        FunctionBuilder {
            conv: Converter::new(text),
            f: Function::default(),
            ops: Building(Vec::new()),
            values: Building(Vec::new()),
            index: NameIndex::default(),
            defer_redefinitions: false,
            scopes: Vec::new(),
            pending: Vec::new(),
            typed_later: Vec::new(),
            default_dialect: "builtin",
            generic_entry_attributes: None,
            pieces_from_ops: usize::MAX,
            piece_ops: None,
        }
    }

    /// Builds a function body of many ops in pieces on rayon's pool (a
    /// file opened, not an edit: the server applies edits under its
    /// documents lock, and the pool may be busy with an analysis).
    pub fn in_pieces_on_all_cores(mut self) -> Self {
        self.pieces_from_ops = pieces::PIECES_FROM_OPS;
        self
    }

    fn text(&self, node: Node) -> &'t str {
        node_text(node, self.conv.text)
    }

    fn new_scope(&mut self, parent: Option<usize>) -> usize {
        self.index.scope_parent.push(parent.map(|p| p as u32));
        self.scopes.push(Scope {
            parent,
            names: HashMap::default(),
        });
        self.scopes.len() - 1
    }

    /// Builds a `func.func` from its `operation` node.
    pub fn build_function(mut self, node: Node) -> Function {
        self.f.range = range(node);
        self.f.location = field(node, "location").map(range);
        self.default_dialect = "func";
        let Some(op) = field(node, "op") else {
            return self.finish();
        };
        if kind(op) == "generic_operation" {
            return self.build_generic_function(op);
        }
        if let Some(name) = field(op, "name") {
            self.f.name = Some(symbol_name(name, self.conv.text));
            self.f.name_range = range(name);
        }
        self.f.visibility = field(op, "visibility").map(|v| self.text(v).to_string());
        self.f.attributes = self.conv.dict(field(op, "attributes"));
        let scope = self.new_scope(None);
        if let Some(arguments) = field(op, "arguments") {
            for (index, argument) in named_children(arguments).into_iter().enumerate() {
                let ty = field(argument, "type").map(|t| self.conv.ty(t));
                let attributes = self.conv.dict(field(argument, "attributes"));
                // Declarations list types only; their arguments have no names.
                let (name, name_range) = match field(argument, "name") {
                    Some(n) => (CompactString::from(self.text(n)), range(n)),
                    None => (CompactString::default(), range(argument)),
                };
                let value = self.define(
                    scope,
                    name,
                    name_range,
                    ty,
                    ValueDef::FunctionArgument { index },
                );
                self.f.arguments.push(value);
                Arc::make_mut(&mut self.f.argument_attributes).push(attributes);
            }
        }
        if let Some(results) = field(op, "results") {
            self.function_results(results);
        }
        if let Some(body) = field(op, "body") {
            let region = self.region(body, None, scope, &[], 0);
            self.f.body = Some(region);
        }
        self.finish()
    }

    /// `"func.func"() <{function_type = …, sym_name = "f", arg_attrs = […]}>
    /// ({ ^bb0(%arg0: …): … })`, as `mlir-opt --mlir-print-op-generic`
    /// prints a function: the name, visibility, argument and result
    /// attributes are properties (or attributes, in older output), and the
    /// arguments are the entry block's.
    fn build_generic_function(mut self, op: Node) -> Function {
        let text = self.conv.text;
        let inherent = |name: &str| inherent_attribute(op, name, text);
        let (sym_name, visibility) = (inherent("sym_name"), inherent("sym_visibility"));
        let (function_type, arg_attrs, res_attrs) = (
            inherent("function_type"),
            inherent("arg_attrs"),
            inherent("res_attrs"),
        );
        if let Some(name) = sym_name.filter(|n| kind(n) == "string") {
            self.f.name = Some(string_value(name, self.conv.text));
            self.f.name_range = range(name);
        }
        self.f.visibility = visibility.map(|v| string_value(v, self.conv.text));
        self.f.attributes = self.conv.dict(field(op, "attributes"));
        let properties = field(op, "properties").and_then(|p| named_children(p).into_iter().next());
        self.f.generic_inherent = Some(self.conv.dict(properties.or(field(op, "attributes"))));
        let argument_attributes = self.dictionaries(arg_attrs);
        let result_attributes = self.dictionaries(res_attrs);

        // `function_type`: the input types, then the result types after `->`.
        let mut input_types = Vec::new();
        if let Some(function_type) = function_type.filter(|t| kind(t) == "function_type") {
            let mut after_arrow = false;
            for child in children(function_type) {
                if kind(child) == "->" {
                    after_arrow = true;
                } else if !child.is_named() {
                    continue;
                } else if after_arrow {
                    let index = self.f.results.len();
                    let ty = self.conv.ty(child);
                    self.f.results.push(FunctionResult {
                        ty,
                        attributes: result_attributes.get(index).cloned().unwrap_or_default(),
                        range: range(child),
                    });
                } else {
                    input_types.push(child);
                }
            }
        }

        let scope = self.new_scope(None);
        // A declaration has an empty region: `({\n})`.
        let body = field(op, "regions")
            .and_then(|r| named_children(r).into_iter().next())
            .filter(|region| region.named_child_count() > 0);
        match body {
            Some(body) => {
                self.generic_entry_attributes = Some(argument_attributes);
                let region = self.region(body, None, scope, &[], 0);
                self.generic_entry_attributes = None;
                self.f.body = Some(region);
            }
            // Like `func.func private @g(tensor<4xf32>)`: unnamed arguments.
            None => {
                for (index, ty_node) in input_types.into_iter().enumerate() {
                    let ty = self.conv.ty(ty_node);
                    let def = ValueDef::FunctionArgument { index };
                    let value = self.define(
                        scope,
                        CompactString::default(),
                        range(ty_node),
                        Some(ty),
                        def,
                    );
                    self.f.arguments.push(value);
                    let attributes = argument_attributes.get(index).cloned().unwrap_or_default();
                    Arc::make_mut(&mut self.f.argument_attributes).push(attributes);
                }
            }
        }
        self.finish()
    }

    /// The dictionaries of an array attribute such as `arg_attrs`.
    fn dictionaries(&mut self, array: Option<Node>) -> Vec<AttrDict> {
        let Some(array) = array.filter(|a| kind(a) == "array_attribute") else {
            return Vec::new();
        };
        named_children(array)
            .into_iter()
            .map(|element| match kind(element) {
                "dictionary_attribute" => self.conv.dict(Some(element)),
                _ => AttrDict::default(),
            })
            .collect()
    }

    fn function_results(&mut self, results: Node) {
        if let Some(single) = field(results, "type") {
            let ty = self.conv.ty(single);
            self.f.results.push(FunctionResult {
                ty,
                attributes: AttrDict::default(),
                range: range(single),
            });
            return;
        }
        for result in named_children(results) {
            if kind(result) != "func_result" {
                continue;
            }
            let Some(ty_node) = field(result, "type") else {
                continue;
            };
            let ty = self.conv.ty(ty_node);
            let attributes = self.conv.dict(field(result, "attributes"));
            self.f.results.push(FunctionResult {
                ty,
                attributes,
                range: range(result),
            });
        }
    }

    /// Builds the unnamed pseudo-function of ops at a chunk's top level.
    pub fn build_loose_ops(mut self, ops: &[Node], function_range: TextRange) -> Function {
        self.f.range = function_range;
        let scope = self.new_scope(None);
        let region_id = self.f.regions.len();
        self.f.regions.push(Region {
            range: function_range,
            parent: None,
            blocks: vec![Block {
                label: None,
                arguments: Vec::new(),
                ops: Vec::new(),
            }],
        });
        for &op in ops {
            self.operation(op, region_id, 0, scope, 0);
        }
        self.f.body = Some(region_id);
        self.finish()
    }

    fn finish(mut self) -> Function {
        self.index.walk_diagnostics = self.conv.diagnostics.len();
        self.resolve_names();
        self.f.diagnostics.append(&mut self.conv.diagnostics);
        self.f.ops = self.ops.0.into();
        self.f.values = self.values.0.into();
        self.f.names = self.index;
        self.f.calls = (0..self.f.ops.len())
            .filter(|&op| self.f.ops[op].callee.is_some())
            .collect();
        self.f.sharding_groups = (0..self.f.ops.len())
            .filter(|&op| is_sharding_group(&self.f.ops[op]))
            .collect();
        self.f.sharding_constraints = (0..self.f.ops.len())
            .filter(|&op| is_sharding_constraint(&self.f.ops[op]))
            .collect();
        self.f
    }

    /// Builds the op of `node` (an `operation` with no regions, at nesting
    /// `depth` of a function) on its own, for `ir::splice`: as op 0 of
    /// region 0, block 0, its results values `0..`, its operands not
    /// resolved and its results not checked for redefinitions.
    pub(crate) fn build_op_for_splice(mut self, node: Node, depth: usize) -> Option<SplicedOp> {
        self.default_dialect = "func";
        self.defer_redefinitions = true;
        self.f.regions.push(Region {
            range: range(node),
            parent: None,
            blocks: vec![Block {
                label: None,
                arguments: Vec::new(),
                ops: Vec::new(),
            }],
        });
        let scope = self.new_scope(None);
        self.operation(node, 0, 0, scope, depth);
        if self.ops.len() != 1 || !self.typed_later.is_empty() || self.f.regions.len() != 1 {
            return None;
        }
        let op = Arc::into_inner(self.ops.0.pop()?)?;
        if !op.regions.is_empty() || op.results.len() != self.values.len() {
            return None;
        }
        let creation = self.pending.iter().map(|p| p.operand).collect();
        Some(SplicedOp {
            op,
            results: (self.values.0.into_iter())
                .map(Arc::into_inner)
                .collect::<Option<_>>()?,
            diagnostics: self.conv.diagnostics,
            creation,
        })
    }

    fn define(
        &mut self,
        scope: usize,
        name: CompactString,
        name_range: TextRange,
        ty: Option<Type>,
        def: ValueDef,
    ) -> ValueId {
        let id = self.values.len();
        self.index.value_scope.push(scope as u32);
        self.index.value_name_keys.push(NameIndex::name_key(&name));
        if !name.is_empty() && !self.defer_redefinitions {
            if let Some(&previous) = self.scopes[scope].names.get(&name) {
                let previous_range = self.values[previous].range;
                self.conv.diagnostics.push(
                    Diagnostic::error(
                        name_range,
                        "ir/redefined-value",
                        format!("redefinition of SSA value '{name}'"),
                    )
                    .with_related(previous_range, "previously defined here"),
                );
            } else {
                self.scopes[scope].names.insert(name.clone(), id);
            }
        }
        self.values.push(Value {
            name,
            range: name_range,
            ty,
            def,
            uses: Vec::new(),
        });
        id
    }

    /// Builds a region; `arguments` are values the owning op defines for it.
    fn region(
        &mut self,
        node: Node,
        parent: Option<OpId>,
        parent_scope: usize,
        op_defined: &[(String, TextRange, Option<Type>)],
        depth: usize,
    ) -> RegionId {
        let region_id = self.f.regions.len();
        self.f.regions.push(Region {
            range: range(node),
            parent,
            blocks: Vec::new(),
        });
        let isolated =
            parent.is_some_and(|op| ISOLATED_FROM_ABOVE.contains(&self.ops[op].name.as_str()));
        let scope = if isolated {
            self.new_scope(None)
        } else {
            self.new_scope(Some(parent_scope))
        };
        if depth > MAX_NESTING {
            self.conv.diagnostics.push(Diagnostic::warning(
                range(node),
                "ir/too-deep",
                format!("regions nested deeper than {MAX_NESTING} levels are not analysed"),
            ));
            return region_id;
        }
        // The entry block holds the op-defined arguments and the ops before
        // the first label.
        let mut entry = Block {
            label: None,
            arguments: Vec::new(),
            ops: Vec::new(),
        };
        for (index, (name, name_range, ty)) in op_defined.iter().enumerate() {
            let def = ValueDef::BlockArgument {
                op: parent.unwrap_or_default(),
                region: region_id,
                index,
            };
            let value = self.define(scope, name.as_str().into(), *name_range, ty.clone(), def);
            entry.arguments.push(value);
        }
        self.f.regions[region_id].blocks.push(entry);
        let children = named_children(node);
        // A function body of many ops (a JAX `main`): on all cores.
        let in_pieces = parent.is_none()
            && op_defined.is_empty()
            && self.generic_entry_attributes.is_none()
            && !self.defer_redefinitions
            && children.len() >= self.pieces_from_ops
            && children.iter().all(|c| kind(c) == "operation");
        if in_pieces && self.build_in_pieces(&children, region_id, scope, depth) {
            return region_id;
        }
        for child in children {
            match kind(child) {
                "operation" => {
                    let block = self.f.regions[region_id].blocks.len() - 1;
                    self.operation(child, region_id, block, scope, depth);
                }
                "block" => self.block(child, region_id, parent, scope, depth),
                _ => {}
            }
        }
        // Drop an empty unlabelled entry block when labelled blocks follow.
        let blocks = &mut self.f.regions[region_id].blocks;
        if blocks.len() > 1 && blocks[0].ops.is_empty() && blocks[0].arguments.is_empty() {
            blocks.remove(0);
            for id in 0..self.ops.len() {
                if let Some((r, b)) = self.ops[id].parent.as_mut() {
                    if *r == region_id {
                        *b -= 1;
                    }
                }
            }
        }
        region_id
    }

    fn block(
        &mut self,
        node: Node,
        region_id: RegionId,
        parent: Option<OpId>,
        scope: usize,
        depth: usize,
    ) {
        let label = field(node, "label");
        let mut block = Block {
            label: label
                .and_then(|l| field(l, "name"))
                .map(|n| self.text(n).to_string()),
            arguments: Vec::new(),
            ops: Vec::new(),
        };
        // The first block of a generic function's body holds its arguments.
        let blocks = &self.f.regions[region_id].blocks;
        let function_entry = parent.is_none()
            && blocks.len() == 1
            && blocks[0].ops.is_empty()
            && blocks[0].arguments.is_empty();
        let mut function_argument_attributes = if function_entry {
            self.generic_entry_attributes.take()
        } else {
            None
        };
        if let Some(arguments) = label.and_then(|l| field(l, "arguments")) {
            for (index, argument) in named_children(arguments).into_iter().enumerate() {
                let Some(name) = field(argument, "name") else {
                    continue;
                };
                let ty = field(argument, "type").map(|t| self.conv.ty(t));
                let def = match &mut function_argument_attributes {
                    Some(attributes) => {
                        let dict = attributes.get_mut(index).map(std::mem::take);
                        Arc::make_mut(&mut self.f.argument_attributes)
                            .push(dict.unwrap_or_default());
                        ValueDef::FunctionArgument { index }
                    }
                    None => ValueDef::BlockArgument {
                        op: parent.unwrap_or_default(),
                        region: region_id,
                        index,
                    },
                };
                let value = self.define(scope, self.text(name).into(), range(name), ty, def);
                if function_argument_attributes.is_some() {
                    self.f.arguments.push(value);
                }
                block.arguments.push(value);
            }
        }
        self.f.regions[region_id].blocks.push(block);
        let block_index = self.f.regions[region_id].blocks.len() - 1;
        for child in named_children(node) {
            if kind(child) == "operation" {
                self.operation(child, region_id, block_index, scope, depth);
            }
        }
    }

    /// Builds an op from an `operation` node and appends it to the block.
    fn operation(
        &mut self,
        node: Node,
        region: RegionId,
        block: usize,
        scope: usize,
        depth: usize,
    ) {
        let Some(op_node) = field(node, "op") else {
            return;
        };
        let op_id = self.ops.len();
        let diagnostics_start = self.conv.diagnostics.len() as u32;
        self.ops.push(Op {
            name: CompactString::default(),
            name_range: range(op_node),
            range: range(node),
            form: OpForm::Dedicated,
            results: Vec::new(),
            operands: Vec::new(),
            operand_types: ThinVec::new(),
            result_types: ThinVec::new(),
            attributes: AttrDict::default(),
            properties: AttrDict::default(),
            keywords: ThinVec::new(),
            items: Vec::new(),
            sharding_sites: ThinVec::new(),
            callee: None,
            regions: ThinVec::new(),
            parent: Some((region, block)),
            location: field(node, "location").map(range),
        });
        self.f.regions[region].blocks[block].ops.push(op_id);
        self.op_name(op_id, op_node);
        self.require_function_type(op_node);

        // Results are defined before the body so a region can see… no: MLIR
        // results are not visible inside the op's own regions, but they are
        // in the enclosing scope, which is where we define them.
        let mut result_names = Vec::new();
        if let Some(results) = field(node, "results") {
            for result in named_children(results) {
                let Some(name) = field(result, "name") else {
                    continue;
                };
                let count = field(result, "count")
                    .and_then(|c| parse_integer(self.text(c)))
                    .unwrap_or(1)
                    .clamp(1, 4096) as usize;
                let base = self.text(name);
                if count == 1 {
                    result_names.push((CompactString::from(base), range(name)));
                } else {
                    for i in 0..count {
                        result_names
                            .push((compact_str::format_compact!("{base}#{i}"), range(name)));
                    }
                }
            }
        }

        let op_scope = self.new_scope(Some(scope));
        self.index.op_scope.push(op_scope as u32);
        self.index.op_depth.push(depth as u32);
        self.index
            .op_diagnostics
            .push((diagnostics_start, diagnostics_start));
        match kind(op_node) {
            "generic_operation" => self.generic(op_id, op_node, op_scope, depth),
            "custom_operation" => self.custom(op_id, op_node, op_scope, depth, result_names.len()),
            _ => self.dedicated(op_id, op_node, op_scope, depth),
        }

        for (index, (name, name_range)) in result_names.into_iter().enumerate() {
            let ty = self.ops[op_id].result_types.get(index).cloned();
            let value = self.define(
                scope,
                name,
                name_range,
                ty,
                ValueDef::OpResult { op: op_id, index },
            );
            self.ops[op_id].results.push(value);
        }
        self.index.op_diagnostics[op_id].1 = self.conv.diagnostics.len() as u32;
        trim_lists(&mut self.ops[op_id]);
    }

    /// The grammar lets these ops end without `: (…) -> …`, so that a region
    /// left open costs one MISSING `}` instead of the whole file; MLIR
    /// requires the type, and this says so where it is missing.
    fn require_function_type(&mut self, op_node: Node) {
        let needs_type = matches!(
            kind(op_node),
            "generic_operation" | "sdy_manual_computation" | "sdy_named_computation"
        );
        if !needs_type || field(op_node, "type").is_some() {
            return;
        }
        // Text the parser could not read right after the op is the type gone
        // wrong, and a MISSING `}` right after it means the op's own region
        // took that `}` (a region left open); the syntax error says so.
        let error_follows = op_node
            .parent()
            .and_then(|operation| operation.next_sibling())
            .is_some_and(|next| next.is_error());
        let closes_before_missing_brace = std::iter::successors(op_node.parent(), Node::parent)
            .filter(|ancestor| kind(ancestor) == "region")
            .filter_map(|region| region.child(region.child_count().checked_sub(1)?))
            .any(|last| last.is_missing() && last.start_byte() == op_node.end_byte());
        if !error_follows && !closes_before_missing_brace && !in_syntax_error(op_node) {
            self.conv.diagnostics.push(Diagnostic::error(
                TextRange::empty(op_node.end_byte()),
                "syntax/missing",
                "missing `:` and the op's function type, `(operand types) -> result types`",
            ));
        }
    }

    fn op_name(&mut self, op_id: OpId, op_node: Node) {
        let (name, name_range): (CompactString, _) = match kind(op_node) {
            "generic_operation" | "custom_operation" => match field(op_node, "name") {
                Some(n) if kind(n) == "string" => {
                    (string_value(n, self.conv.text).into(), range(n))
                }
                Some(n) => (self.text(n).into(), range(n)),
                None => (CompactString::default(), range(op_node)),
            },
            _ => match op_node.child(0) {
                Some(keyword) => (self.text(keyword).into(), range(keyword)),
                None => (CompactString::default(), range(op_node)),
            },
        };
        let custom = kind(op_node) == "custom_operation";
        if custom
            && !name.contains('.')
            && !UNDOTTED_OPS.contains(&name.as_str())
            && !in_syntax_error(op_node)
        {
            // MLIR's parser: a custom op name without a dialect is looked up
            // as is, then in the default dialect.
            let message = format!(
                "custom op '{name}' is unknown (tried '{}.{name}' as well)",
                self.default_dialect
            );
            self.conv
                .diagnostics
                .push(Diagnostic::error(name_range, "ir/unknown-op", message));
        }
        let name = match name.as_str() {
            "return" => "func.return".into(),
            "call" => "func.call".into(),
            "module" => "builtin.module".into(),
            "func" => "func.func".into(),
            "call_indirect" | "constant" => compact_str::format_compact!("func.{name}"),
            _ => name,
        };
        let op = &mut self.ops[op_id];
        op.name = name;
        op.name_range = name_range;
        op.form = match kind(op_node) {
            "generic_operation" => OpForm::Generic,
            "custom_operation" => OpForm::Custom,
            _ => OpForm::Dedicated,
        };
    }

    fn add_operand(&mut self, op_id: OpId, use_node: Node, scope: usize) -> usize {
        let name = CompactString::from(self.text(use_node));
        let op = &mut self.ops[op_id];
        op.operands.push(Operand {
            value: None,
            name,
            range: range(use_node),
        });
        let index = op.operands.len() - 1;
        self.pending.push(PendingUse {
            op: op_id,
            operand: index,
            scope,
        });
        index
    }

    fn operand_list(&mut self, op_id: OpId, list: Option<Node>, scope: usize) {
        if let Some(list) = list {
            for use_node in named_children(list) {
                if kind(use_node) == "value_use" {
                    self.add_operand(op_id, use_node, scope);
                }
            }
        }
    }

    fn set_function_type(&mut self, op_id: OpId, function_type: Option<Node>) {
        let Some(function_type) = function_type else {
            return;
        };
        let mut operand_types = Vec::new();
        let mut result_types = Vec::new();
        let mut after_arrow = false;
        for child in children(function_type) {
            match kind(child) {
                "->" => after_arrow = true,
                kind if is_type_kind(kind) => {
                    let ty = self.conv.ty(child);
                    if after_arrow {
                        result_types.push(ty);
                    } else {
                        operand_types.push(ty);
                    }
                }
                _ => {}
            }
        }
        let op = &mut self.ops[op_id];
        op.operand_types = operand_types.into();
        op.result_types = result_types.into();
    }

    fn generic(&mut self, op_id: OpId, node: Node, scope: usize, depth: usize) {
        self.operand_list(op_id, field(node, "operands"), scope);
        let attributes = self.conv.dict(field(node, "attributes"));
        let properties =
            field(node, "properties").and_then(|p| named_children(p).into_iter().next());
        let properties = self.conv.dict(properties);
        self.ops[op_id].attributes = attributes;
        self.ops[op_id].properties = properties;
        // `"sdy.sharding_constraint"(%x) <{sharding = #sdy.sharding<…>}>` and
        // the other sdy ops whose result sharding is an inherent attribute.
        let text = self.conv.text;
        if self.ops[op_id].name.starts_with("sdy.") {
            // The site is the `<…>` inside `#sdy.sharding<…>`, as in the
            // custom form, so that it is read and rewritten the same way.
            let result_sharding = ["sharding", "out_sharding"]
                .into_iter()
                .filter_map(|name| inherent_attribute(node, name, text))
                .filter(|value| kind(value) == "sdy_sharding_attribute")
                .find_map(|value| field(value, "sharding"));
            if let Some(sharding) = result_sharding {
                let syntax = SiteSyntax::SdyTensorSharding;
                self.site(op_id, ShardingRole::Result, syntax, sharding);
            }
        }
        // `"func.call"(%x) <{callee = @f}>`
        let callee = inherent_attribute(node, "callee", self.conv.text);
        if let Some(callee) = callee.filter(|c| kind(c) == "symbol_ref") {
            self.ops[op_id].callee = Some(symbol_name(callee, self.conv.text).into());
        }
        self.set_function_type(op_id, field(node, "type"));
        if let Some(regions) = field(node, "regions") {
            for region in named_children(regions) {
                let id = self.region(region, Some(op_id), scope, &[], depth + 1);
                self.ops[op_id].regions.push(id);
            }
        }
    }

    /// The dedicated rules: func-dialect ops, `sdy` ops and the mesh family.
    fn dedicated(&mut self, op_id: OpId, node: Node, scope: usize, depth: usize) {
        let attributes = self.conv.dict(field(node, "attributes"));
        self.ops[op_id].attributes = attributes;
        self.operand_list(op_id, field(node, "operands"), scope);
        if let Some(input) = field(node, "input") {
            self.add_operand(op_id, input, scope);
        }
        if let Some(callee) = field(node, "callee") {
            self.ops[op_id].callee = Some(symbol_name(callee, self.conv.text).into());
        }

        // Types: a function type, a type list (returns), or one type that is
        // both the operand's and the result's (`: tensor<…>`).
        if let Some(function_type) = field(node, "type").filter(|t| kind(t) == "function_type") {
            self.set_function_type(op_id, Some(function_type));
        } else if let Some(types) = field(node, "types") {
            let types: Vec<Type> = named_children(types)
                .into_iter()
                .map(|t| self.conv.ty(t))
                .collect();
            self.ops[op_id].operand_types = types.into();
        } else if let Some(ty) = field(node, "type") {
            let ty = self.conv.ty(ty);
            let result_ty = field(node, "result_type")
                .map(|t| self.conv.ty(t))
                .unwrap_or_else(|| ty.clone());
            let op = &mut self.ops[op_id];
            if op.name == "sdy.sharding_group" {
                op.operand_types = thin_vec![ty];
            } else {
                op.operand_types = thin_vec![ty];
                op.result_types = thin_vec![result_ty];
            }
        }

        self.sharding_sites(op_id, node, scope);

        // Regions: manual/named computations carry their block arguments
        // outside the braces.
        if let Some(body) = field(node, "body") {
            let arguments: Vec<_> = field(node, "arguments")
                .map(|args| {
                    named_children(args)
                        .into_iter()
                        .filter_map(|a| {
                            let name = field(a, "name")?;
                            let ty = field(a, "type").map(|t| self.conv.ty(t));
                            Some((self.text(name).to_string(), range(name), ty))
                        })
                        .collect()
                })
                .unwrap_or_default();
            let id = self.region(body, Some(op_id), scope, &arguments, depth + 1);
            self.ops[op_id].regions.push(id);
        }
    }

    fn site(&mut self, op_id: OpId, role: ShardingRole, syntax: SiteSyntax, node: Node) {
        self.ops[op_id].sharding_sites.push(ShardingSite {
            role,
            syntax,
            range: range(node),
        });
    }

    fn sharding_list_sites(&mut self, op_id: OpId, list: Option<Node>, out: bool) {
        let Some(list) = list else { return };
        for (index, sharding) in named_children(list).into_iter().enumerate() {
            let role = if out {
                ShardingRole::OutSharding { index }
            } else {
                ShardingRole::InSharding { index }
            };
            let syntax = if kind(sharding) == "sdy_sharding_attribute" {
                SiteSyntax::SdyShardingAttribute
            } else {
                SiteSyntax::SdyTensorSharding
            };
            self.site(op_id, role, syntax, sharding);
        }
    }

    fn sharding_sites(&mut self, op_id: OpId, node: Node, scope: usize) {
        match kind(node) {
            "sdy_sharding_operation" | "sdy_data_flow_edge" => {
                if let Some(s) = field(node, "sharding") {
                    self.site(
                        op_id,
                        ShardingRole::Result,
                        SiteSyntax::SdyTensorSharding,
                        s,
                    );
                }
            }
            "sdy_collective_operation" => {
                if let Some(s) = field(node, "out_sharding") {
                    self.site(
                        op_id,
                        ShardingRole::Result,
                        SiteSyntax::SdyTensorSharding,
                        s,
                    );
                }
                if let Some(axes) = field(node, "axes") {
                    let syntax = if kind(axes) == "axis_set" {
                        SiteSyntax::SdyAxisSet
                    } else {
                        SiteSyntax::SdyCollectiveAxes
                    };
                    self.site(op_id, ShardingRole::CollectiveAxes, syntax, axes);
                }
            }
            "sdy_manual_computation" | "sdy_named_computation" => {
                self.sharding_list_sites(op_id, field(node, "in_shardings"), false);
                self.sharding_list_sites(op_id, field(node, "out_shardings"), true);
                if let Some(axes) = field(node, "manual_axes") {
                    self.site(
                        op_id,
                        ShardingRole::ManualAxes,
                        SiteSyntax::SdyAxisSet,
                        axes,
                    );
                }
            }
            "shard_operation" => {
                let for_users = field(node, "annotate_for_users").is_some();
                if let Some(s) = field(node, "sharding") {
                    let role = ShardingRole::ShardTo { for_users };
                    if kind(s) == "value_use" {
                        self.add_operand(op_id, s, scope);
                        self.site(op_id, role, SiteSyntax::ShardingValue, s);
                    } else {
                        self.site(op_id, role, SiteSyntax::MeshShardingBody, s);
                    }
                }
            }
            "sharding_operation" => {
                // From the grid symbol to the last clause before attributes / `:`.
                let parts = children(node);
                let start = field(node, "grid").map(|g| g.start_byte());
                let end = parts
                    .iter()
                    .take_while(|c| kind(*c) != ":" && kind(*c) != "dictionary_attribute")
                    .last()
                    .map(|c| c.end_byte());
                if let (Some(start), Some(end)) = (start, end) {
                    self.ops[op_id].sharding_sites.push(ShardingSite {
                        role: ShardingRole::Result,
                        syntax: SiteSyntax::ShardingOp,
                        range: TextRange::new(start, end),
                    });
                }
                for clause in named_children(node) {
                    if matches!(kind(clause), "halo_sizes" | "sharded_dims_offsets") {
                        for entry in named_children(clause) {
                            if kind(entry) == "value_use" {
                                self.add_operand(op_id, entry, scope);
                            }
                        }
                    }
                }
            }
            _ => {}
        }
    }

    /// The dialect-open fallback: read the body as items, then derive operands,
    /// keyword arguments and signature types from them.
    fn custom(&mut self, op_id: OpId, node: Node, scope: usize, depth: usize, result_count: usize) {
        let body: Vec<Node> = children(node).into_iter().skip(1).collect();
        let mut defined = 0;
        let mut items = self.items(op_id, &body, scope, depth, &mut defined, false);
        let (mut operand_types, mut result_types) = signature_types(&items, result_count);
        // linalg-style `ins(… : types) outs(… : types)`: operand types from
        // both groups, result types from `outs` when there is no `-> type`.
        let ins = group_types(&items, "ins");
        let outs = group_types(&items, "outs");
        if ins.is_some() || outs.is_some() {
            operand_types = ins.unwrap_or_default();
            operand_types.extend(outs.clone().unwrap_or_default());
            if result_types.is_empty() && result_count > 0 {
                result_types = outs.unwrap_or_default();
            }
        }
        // `stablehlo.reduce(%a init: %a0), (%b init: %b0)`: MLIR's operand
        // order is inputs first, then init values.
        if self.ops[op_id].name.ends_with(".reduce") {
            self.reorder_reduce_operands(op_id, &mut items);
        }
        let keywords = keyword_args(&items);
        let dict = items.iter().rev().find_map(|item| match item {
            Item::Dictionary { dict } => Some(dict.clone()),
            _ => None,
        });
        let op = &mut self.ops[op_id];
        op.operand_types = operand_types.into();
        op.result_types = result_types.into();
        op.keywords = keywords.into();
        op.items = items;
        if let Some(dict) = dict {
            op.attributes = dict;
        }
    }

    /// Puts the operands of a multi-input custom `reduce` in MLIR's order:
    /// every `(%input init: %init)` group's input first, then the inits.
    fn reorder_reduce_operands(&mut self, op_id: OpId, items: &mut [Item]) {
        let mut inputs = Vec::new();
        let mut inits = Vec::new();
        for item in items.iter() {
            if let Item::Parens { items: group } = item {
                let operands: Vec<usize> = group
                    .iter()
                    .filter_map(|i| match i {
                        Item::Operand { index } => Some(*index),
                        _ => None,
                    })
                    .collect();
                let has_init = group
                    .iter()
                    .any(|i| matches!(i, Item::Keyword { name, .. } if name == "init"));
                if has_init && operands.len() == 2 {
                    inputs.push(operands[0]);
                    inits.push(operands[1]);
                }
            }
        }
        let n = self.ops[op_id].operands.len();
        if inputs.len() < 2 || inputs.len() * 2 != n {
            return;
        }
        let order: Vec<usize> = inputs.into_iter().chain(inits).collect();
        let mut map = vec![0; n];
        for (new, &old) in order.iter().enumerate() {
            map[old] = new;
        }
        let old = std::mem::take(&mut self.ops[op_id].operands);
        self.ops[op_id].operands = order.iter().map(|&i| old[i].clone()).collect();
        for pending in self.pending.iter_mut().filter(|p| p.op == op_id) {
            pending.operand = map[pending.operand];
        }
        // Resolution follows the order the operands were written in: the
        // operand at index `map[written]` was the `written`th.
        let mut written_at = vec![0u32; n];
        for (written, &index) in map.iter().enumerate() {
            written_at[index] = written as u32;
        }
        self.index.creation_order.push((op_id, written_at));
        for later in self.typed_later.iter_mut().filter(|l| l.op == op_id) {
            later.operand = map[later.operand];
        }
        remap_operands(items, &map);
    }

    /// Converts custom-body nodes to items. `defining` is set inside the
    /// argument lists of `reducer(…)`, whose values are definitions.
    /// Values the op defines for its regions go into `scope`, the op's own
    /// scope, which is the parent of the op's regions; `defined` counts them.
    fn items(
        &mut self,
        op_id: OpId,
        nodes: &[Node],
        scope: usize,
        depth: usize,
        defined: &mut usize,
        defining: bool,
    ) -> Vec<Item> {
        let mut items = Vec::new();
        if depth > MAX_NESTING {
            if let (Some(first), Some(last)) = (nodes.first(), nodes.last()) {
                self.conv.diagnostics.push(Diagnostic::warning(
                    TextRange::new(first.start_byte(), last.end_byte()),
                    "ir/too-deep",
                    format!("groups nested deeper than {MAX_NESTING} levels are not analysed"),
                ));
            }
            return items;
        }
        let mut reducer_arguments = false;
        let mut i = 0;
        while i < nodes.len() {
            let node = nodes[i];
            let next_kind = nodes.get(i + 1).map(|n| self.text(*n));
            match kind(node) {
                "value_use" if defining || next_kind == Some("=") => {
                    // `%def = %source` or `%def: type` declares a region value.
                    let name = CompactString::from(self.text(node));
                    let (ty, source) = if next_kind == Some("=") {
                        let source = nodes
                            .get(i + 2)
                            .filter(|n| kind(*n) == "value_use")
                            .copied();
                        let source_index = source.map(|s| self.add_operand(op_id, s, scope));
                        if source.is_some() {
                            i += 2;
                        }
                        (None, source_index)
                    } else if next_kind == Some(":") {
                        let ty = nodes
                            .get(i + 2)
                            .filter(|n| is_type_kind(kind(*n)))
                            .map(|t| self.conv.ty(*t));
                        if ty.is_some() {
                            i += 2;
                        }
                        (ty, None)
                    } else {
                        (None, None)
                    };
                    let def = ValueDef::RegionArgument {
                        op: op_id,
                        index: *defined,
                    };
                    *defined += 1;
                    let value = self.define(scope, name, range(node), ty, def);
                    if let Some(operand) = source {
                        self.typed_later.push(TypeFromOperand {
                            value,
                            op: op_id,
                            operand,
                        });
                    }
                    items.push(Item::Definition { value });
                }
                "value_use" => {
                    let index = self.add_operand(op_id, node, scope);
                    items.push(Item::Operand { index });
                }
                "bare_id" => {
                    let name = CompactString::from(self.text(node));
                    reducer_arguments = name == "reducer";
                    items.push(Item::Keyword {
                        name,
                        range: range(node),
                    });
                }
                "integer" => items.push(Item::Integer {
                    value: parse_integer(self.text(node)),
                    range: range(node),
                }),
                "symbol_ref" => items.push(Item::Symbol {
                    name: symbol_name(node, self.conv.text),
                    range: range(node),
                }),
                "caret_id" => items.push(Item::Successor {
                    label: self.text(node).to_string(),
                }),
                "punctuation" => items.push(Item::Punct {
                    text: self.text(node).into(),
                }),
                "paren_group" => {
                    let inner: Vec<Node> = children(node)
                        .into_iter()
                        .filter(|c| !matches!(kind(c), "(" | ")"))
                        .collect();
                    // `(%in: f32, %out: f32) { … }`: the arguments of the region that follows.
                    let keyword_argument = i > 0 && kind(nodes[i - 1]) == "bare_id";
                    let before_region = !keyword_argument
                        && nodes.get(i + 1).is_some_and(|n| kind(n) == "region")
                        && inner.iter().any(|c| kind(c) == "value_use")
                        && inner.iter().enumerate().all(|(k, c)| {
                            kind(c) != "value_use"
                                || inner.get(k + 1).is_some_and(|n| self.text(*n) == ":")
                        });
                    let defining_here = defining || reducer_arguments || before_region;
                    let inner = self.items(op_id, &inner, scope, depth + 1, defined, defining_here);
                    items.push(Item::Parens { items: inner });
                }
                "bracket_group" => {
                    let inner: Vec<Node> = children(node)
                        .into_iter()
                        .filter(|c| !matches!(kind(c), "[" | "]"))
                        .collect();
                    let inner = self.items(op_id, &inner, scope, depth + 1, defined, false);
                    items.push(Item::Brackets {
                        items: inner,
                        range: range(node),
                    });
                }
                "dictionary_attribute" => {
                    let dict = self.conv.dict(Some(node));
                    items.push(Item::Dictionary { dict });
                }
                "region" => {
                    // Values defined so far are visible in every region of
                    // the op; they are defined in the op scope by `custom`.
                    let id = self.region(node, Some(op_id), scope, &[], depth + 1);
                    self.ops[op_id].regions.push(id);
                    items.push(Item::Region { region: id });
                }
                kind if is_type_kind(kind) => {
                    let ty = self.conv.ty(node);
                    items.push(Item::Type { ty });
                }
                _ => {
                    let attribute = Box::new(self.conv.attribute(node));
                    items.push(Item::Attribute {
                        attribute,
                        range: range(node),
                    });
                }
            }
            if !matches!(kind(node), "bare_id" | "paren_group") {
                reducer_arguments = false;
            }
            i += 1;
        }
        // Kept as long as needed: a large function keeps one per op.
        exact_capacity(&mut items);
        items
    }

    /// Resolves every operand name through its scope chain, records the uses,
    /// and reports names that are not defined.
    fn resolve_names(&mut self) {
        // Whether resolution visits operands op by op, each op's in the
        // order they were written (what `ir::splice` reproduces).
        self.index.creation_order.sort_by_key(|(op, _)| *op);
        let mut in_order = true;
        let mut last: Option<(OpId, u32)> = None;
        for pending in &self.pending {
            let position = self.index.creation_position(pending.op, pending.operand);
            let key = (pending.op, position);
            in_order &= last.is_none_or(|last| last < key);
            last = Some(key);
        }
        self.index.operands_in_op_order = in_order;
        for later in &self.typed_later {
            let typed = self.values[later.value].ty.is_some();
            let entry = (later.value, later.op, later.operand, typed);
            self.index.typed_later.push(entry);
        }
        for pending in std::mem::take(&mut self.pending) {
            let name = self.ops[pending.op].operands[pending.operand].name.clone();
            let found = self.lookup(pending.scope, &name).or_else(|| {
                // `%0` of a single-result group is also `%0#0`.
                name.strip_suffix("#0")
                    .and_then(|base| self.lookup(pending.scope, base))
            });
            let operand_range = self.ops[pending.op].operands[pending.operand].range;
            match found {
                Some(value) => {
                    self.ops[pending.op].operands[pending.operand].value = Some(value);
                    self.values[value].uses.push(Use {
                        op: pending.op,
                        operand: pending.operand,
                        range: operand_range,
                    });
                }
                None => {
                    self.index.undefined_ops.push(pending.op);
                    self.conv.diagnostics.push(Diagnostic::error(
                        operand_range,
                        "ir/undefined-value",
                        format!("use of undeclared SSA value name '{name}'"),
                    ))
                }
            }
        }
        self.index.undefined_ops.sort_unstable();
        self.index.undefined_ops.dedup();
        // Most values have one or two uses (see `trim_lists`).
        for value in 0..self.values.len() {
            exact_capacity(&mut self.values[value].uses);
        }
        for later in std::mem::take(&mut self.typed_later) {
            let source = self.ops[later.op].operands[later.operand].value;
            if let Some(ty) = source.and_then(|s| self.values[s].ty.clone()) {
                self.values[later.value].ty.get_or_insert(ty);
            }
        }
    }

    fn lookup(&self, mut scope: usize, name: &str) -> Option<ValueId> {
        loop {
            if let Some(&value) = self.scopes[scope].names.get(name) {
                return Some(value);
            }
            scope = self.scopes[scope].parent?;
        }
    }
}

/// Gives back what an op's lists hold beyond their length. A list grows to
/// room for four on its first push, and most ops have one or two operands:
/// in a JAX `main` the slack was a sixth of the IR's memory.
fn trim_lists(op: &mut Op) {
    exact_capacity(&mut op.results);
    exact_capacity(&mut op.operands);
    exact_thin_capacity(&mut op.operand_types);
    exact_thin_capacity(&mut op.result_types);
    exact_thin_capacity(&mut op.attributes.entries);
    exact_thin_capacity(&mut op.properties.entries);
    exact_thin_capacity(&mut op.keywords);
    exact_thin_capacity(&mut op.sharding_sites);
    exact_thin_capacity(&mut op.regions);
}

/// `exact_capacity` for the thin lists (their length and capacity sit in
/// the allocation, so an empty one holds no memory at all).
fn exact_thin_capacity<T>(list: &mut ThinVec<T>) {
    if list.capacity() > list.len() {
        let mut exact = ThinVec::with_capacity(list.len());
        exact.extend(list.drain(..));
        *list = exact;
    }
}

/// Moves `list` into an allocation of its length. Not `shrink_to_fit`: the
/// allocator keeps a block in place when the shrunken list still fills half
/// of it, and so gives nothing back for two operands in room for four.
fn exact_capacity<T>(list: &mut Vec<T>) {
    if list.capacity() > list.len() {
        let mut exact = Vec::with_capacity(list.len());
        exact.append(list);
        *list = exact;
    }
}

/// Operand and result types of a custom format: the types after the last
/// top-level `->` are results and a parenthesised list before it the
/// operands; without `->`, the types after the last `:` are the results (and,
/// for the usual same-type formats, the operands).
fn signature_types(items: &[Item], result_count: usize) -> (Vec<Type>, Vec<Type>) {
    let types_in = |slice: &[Item]| -> Vec<Type> {
        let mut types = Vec::new();
        for item in slice {
            match item {
                Item::Type { ty } => types.push(ty.clone()),
                Item::Parens { items } => {
                    types.extend(items.iter().filter_map(|i| match i {
                        Item::Type { ty } => Some(ty.clone()),
                        _ => None,
                    }));
                }
                Item::Punct { text } if text == "," => {}
                _ => break,
            }
        }
        types
    };
    let is_punct = |item: &Item, p: &str| matches!(item, Item::Punct { text } if text == p);
    if let Some(arrow) = items.iter().rposition(|i| is_punct(i, "->")) {
        let results = types_in(&items[arrow + 1..]);
        let operands = match arrow.checked_sub(1).map(|i| &items[i]) {
            Some(Item::Parens { items }) => items
                .iter()
                .filter_map(|i| match i {
                    Item::Type { ty } => Some(ty.clone()),
                    _ => None,
                })
                .collect(),
            Some(Item::Type { ty }) => vec![ty.clone()],
            _ => Vec::new(),
        };
        return (operands, results);
    }
    if let Some(colon) = items.iter().rposition(|i| is_punct(i, ":")) {
        let after = &items[colon + 1..];
        // `: A to B` / `: A into B` (casts, reshapes, slices): B is the result.
        if let Some(k) = after
            .iter()
            .position(|i| matches!(i, Item::Keyword { name, .. } if name == "to" || name == "into"))
        {
            return (types_in(after), types_in(&after[k + 1..]));
        }
        let mut types = types_in(after);
        // `: tensor<i1>, tensor<2xf32>` (select): leading types are operands'.
        if result_count > 0 && types.len() > result_count {
            let operands = types.drain(..types.len() - result_count).collect();
            return (operands, types);
        }
        return (Vec::new(), types);
    }
    (Vec::new(), Vec::new())
}

/// The types inside the parenthesised group after keyword `name` (`ins(%a : t)`).
fn group_types(items: &[Item], name: &str) -> Option<Vec<Type>> {
    let at = items
        .iter()
        .position(|i| matches!(i, Item::Keyword { name: n, .. } if n == name))?;
    match items.get(at + 1)? {
        Item::Parens { items } => Some(
            items
                .iter()
                .filter_map(|i| match i {
                    Item::Type { ty } => Some(ty.clone()),
                    _ => None,
                })
                .collect(),
        ),
        _ => None,
    }
}

/// Rewrites operand indices in items after a reordering (`map[old] = new`).
fn remap_operands(items: &mut [Item], map: &[usize]) {
    for item in items {
        match item {
            Item::Operand { index } => *index = map[*index],
            Item::Parens { items } | Item::Brackets { items, .. } => remap_operands(items, map),
            _ => {}
        }
    }
}

/// `name = value…` pairs at the top level of a custom body. The value runs to
/// the next top-level `,`, `:`, or `name =`.
fn keyword_args(items: &[Item]) -> Vec<KeywordArg> {
    let mut keywords = Vec::new();
    let mut i = 0;
    while i + 1 < items.len() {
        if let (Item::Keyword { name, range }, Item::Punct { text }) = (&items[i], &items[i + 1]) {
            if text == "=" {
                let mut end = i + 2;
                while end < items.len() {
                    let stop = match &items[end] {
                        Item::Punct { text } => text == "," || text == ":",
                        Item::Keyword { .. } => {
                            matches!(items.get(end + 1), Some(Item::Punct { text }) if text == "=")
                        }
                        Item::Dictionary { .. } | Item::Region { .. } => true,
                        _ => false,
                    };
                    if stop {
                        break;
                    }
                    end += 1;
                }
                keywords.push(KeywordArg {
                    name: name.clone(),
                    name_range: *range,
                    value: i + 2..end,
                });
                i = end;
                continue;
            }
        }
        i += 1;
    }
    keywords
}

/// Whether `op` is an `sdy.sharding_group` (listed in
/// `Function::sharding_groups`).
pub(crate) fn is_sharding_group(op: &Op) -> bool {
    op.name == "sdy.sharding_group"
}

/// Whether `op` is a sharding constraint: `sdy.sharding_constraint` or
/// GSPMD's `custom_call @Sharding` (listed in
/// `Function::sharding_constraints`).
pub fn is_sharding_constraint(op: &Op) -> bool {
    op.name == "sdy.sharding_constraint"
        || (op.name.ends_with(".custom_call")
            && op
                .items
                .iter()
                .any(|i| matches!(i, Item::Symbol { name, .. } if name == "Sharding")))
}
