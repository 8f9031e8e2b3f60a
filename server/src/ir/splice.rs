//! An edit inside one op statement of a function: that op alone is built
//! again and spliced into a copy of the function ([`splice_edit`]).
//!
//! When it applies: the edit lies in an op without regions (a leaf statement
//! of a block), in a function whose parse was free of errors and still is,
//! the statement at that place is one `operation` node whose extent is the
//! old one's moved by the edit's change of length, and it defines as many
//! values as before (so no value id after it moves). Otherwise `ir::rebuild`
//! builds the whole function again.
//!
//! The copy is cheap: `Function::ops` and `Function::values` hold `Arc`s in
//! shared blocks (`SharedList`), so copying the function copies a pointer
//! per block, and a change copies the pointers of its block; the new op and
//! the values whose definition or uses change are new. Ranges are not moved: the edit is
//! recorded as an [`InnerMove`] in the function's entry, as a whitespace edit
//! is, over a span of the op that no range of the new op starts or ends
//! strictly inside; the new op's ranges are stored in the coordinates that
//! move maps back to, and each is checked to map to where a fresh build puts
//! it (or the splice is not taken).
//!
//! Names are resolved as `FunctionBuilder::resolve_names` resolves them,
//! from the scopes the build kept (`NameIndex`): the new op's operands, and,
//! when a name the op defines changed, every operand of the function that
//! names it. What is still proportional to the function per splice, with
//! small constants: the copy of its block pointers, the scan for the
//! op the edit lies in, one pass over the values (a hash lookup each, for
//! the first definition of the names involved), one pass over the operands
//! for undefined names (and, after a rename, a hash lookup each), and the
//! copy of the function's diagnostics and per-op bookkeeping.

use super::attributes::{AttrDict, Attribute};
use super::build::{reusable_syntax, Kept, TextEdit, MAX_INNER_MOVES};
use super::convert::kind;
use super::function::FunctionBuilder;
use super::model::*;
use crate::diagnostic::Diagnostic;
use crate::text::TextRange;
use rustc_hash::{FxHashMap, FxHashSet};
use std::sync::Arc;
use tree_sitter::{Node, Tree};

/// The IR of `text` after `edit`, with the op the edit lies in built again
/// on its own and spliced into its function, if the splice applies (see the
/// module's documentation). The result equals `build(tree, text)`.
pub fn splice_edit(prev: &FileIr, tree: &Tree, text: &str, edit: TextEdit) -> Option<FileIr> {
    let entry = prev.reusable_function_around(edit.old)?;
    let spliced = splice_function(entry, tree, text, edit)?;
    let kept = Kept {
        function_start: entry.start,
        entry: spliced,
    };
    Some(match super::build::shift_keeping(prev, tree, edit, kept) {
        Ok(shifted) => shifted,
        Err(kept) => super::build::rebuild_keeping(prev, tree, text, edit, Some(kept)),
    })
}

/// The `operation` node spanning exactly `range`, if there is one.
fn operation_node(tree: &Tree, range: TextRange) -> Option<Node<'_>> {
    let mut node = tree
        .root_node()
        .descendant_for_byte_range(range.start, range.end)?;
    loop {
        if node.start_byte() != range.start || node.end_byte() != range.end {
            return None;
        }
        if kind(node) == "operation" {
            return Some(node);
        }
        node = node.parent()?;
    }
}

/// Whether custom-format items define values (`%it = %x`, `reducer(%a: …)`).
fn defines_values(items: &[Item]) -> bool {
    items.iter().any(|item| match item {
        Item::Definition { .. } | Item::Region { .. } => true,
        Item::Parens { items } | Item::Brackets { items, .. } => defines_values(items),
        _ => false,
    })
}

fn splice_function(
    entry: &FunctionEntry,
    tree: &Tree,
    text: &str,
    edit: TextEdit,
) -> Option<FunctionEntry> {
    let f = &entry.ir;
    let index = &f.names;
    if entry.moves.len() >= MAX_INNER_MOVES
        || !index.operands_in_op_order
        || index.op_scope.len() != f.ops.len()
    {
        return None;
    }
    let delta = edit.new.len() as isize - edit.old.len() as isize;
    let shifted = |offset: usize| usize::try_from(offset as isize + delta).ok();

    // The innermost op the edit lies in, found in the stored coordinates.
    let (from, to) = (entry.rel(edit.old.start), entry.rel(edit.old.end));
    let (op_id, old_op) = f
        .ops_around(from)
        .into_iter()
        .map(|id| (id, &f.ops[id]))
        .filter(|(_, op)| op.range.start <= from && to <= op.range.end)
        .min_by_key(|(_, op)| op.range.len())?;
    if !old_op.regions.is_empty() || defines_values(&old_op.items) {
        return None;
    }
    let old_range = entry.abs(old_op.range);
    if old_range.start > edit.old.start || edit.old.end > old_range.end {
        return None;
    }
    let new_range = TextRange::new(old_range.start, shifted(old_range.end)?);
    let function_range = entry.range();
    let new_function = TextRange::new(function_range.start, shifted(function_range.end)?);
    // The function's parse is free of errors (the `FileBuilder` takes the
    // kept entry only then), and the statement is one op as long as before.
    if !reusable_syntax(operation_node(tree, new_function)?) {
        return None;
    }
    let node = operation_node(tree, new_range)?;
    let depth = *index.op_depth.get(op_id)? as usize;
    let mut built = FunctionBuilder::new(text).build_op_for_splice(node, depth)?;
    if built.results.len() != old_op.results.len() || defines_values(&built.op.items) {
        return None;
    }

    // The move: the smallest span around the edit that no range of the new
    // op starts or ends strictly inside (and that was not empty before).
    let mut boundaries = Vec::new();
    {
        let mut collect = |range: &mut TextRange| {
            boundaries.push(range.start);
            boundaries.push(range.end);
        };
        op_ranges(&mut built.op, &mut collect);
        for value in &mut built.results {
            collect(&mut value.range);
        }
        for diagnostic in &mut built.diagnostics {
            diagnostic_ranges(diagnostic, &mut collect);
        }
    }
    let (mut left, mut right) = (new_range.start, new_range.end);
    for &b in &boundaries {
        if b <= edit.new.start {
            left = left.max(b);
        }
        if b >= edit.new.end {
            right = right.min(b);
        }
    }
    // An empty span reads a range starting at it as starting after it: a
    // deletion takes the token after it in.
    if right == left {
        right = boundaries
            .iter()
            .copied()
            .filter(|&b| b > left)
            .min()
            .unwrap_or(new_range.end);
    }
    if boundaries.iter().any(|&b| left < b && b < right) {
        return None;
    }
    let old_len = usize::try_from(right as isize - delta - left as isize).ok()?;
    if old_len == 0 || left < entry.start {
        return None;
    }
    let moves = entry.moves.then(InnerMove {
        at: left - entry.start,
        old_len,
        new_len: right - left,
    });
    let probe = entry.moved(entry.start, moves.clone());
    // Each range of the new op in the stored coordinates, checked to map back.
    let mut exact = true;
    {
        let mut store = |range: &mut TextRange| {
            let stored = TextRange::new(probe.rel(range.start), probe.rel(range.end));
            exact &= stored.start <= stored.end && probe.abs(stored) == *range;
            *range = stored;
        };
        op_ranges(&mut built.op, &mut store);
        for value in &mut built.results {
            store(&mut value.range);
        }
        for diagnostic in &mut built.diagnostics {
            diagnostic_ranges(diagnostic, &mut store);
        }
    }
    if !exact {
        return None;
    }

    // Names: the first definition of each name involved, per scope, with the
    // op's old and new result names.
    let results: Vec<ValueId> = old_op.results.clone();
    let first_result = results.first().copied().unwrap_or(0);
    let is_result = |id: ValueId| results.contains(&id);
    let old_names: Vec<&str> = results.iter().map(|&v| f.values[v].name.as_str()).collect();
    let new_names: Vec<&str> = built.results.iter().map(|v| v.name.as_str()).collect();
    let renamed = old_names != new_names;
    let mut changed: FxHashSet<String> = FxHashSet::default();
    if renamed {
        for name in old_names.iter().chain(&new_names) {
            if !name.is_empty() {
                changed.insert(name.to_string());
                changed.insert(format!("{name}#0"));
            }
        }
    }
    let mut interest = changed.clone();
    interest.extend(new_names.iter().map(|n| n.to_string()));
    for operand in &built.op.operands {
        interest.insert(operand.name.to_string());
        if let Some(base) = operand.name.strip_suffix("#0") {
            interest.insert(base.to_string());
        }
    }
    // A value's name before and after the edit.
    let names_of = |id: ValueId| -> (&str, &str) {
        match results.iter().position(|&r| r == id) {
            Some(i) => (old_names[i], new_names[i]),
            None => {
                let name = f.values[id].name.as_str();
                (name, name)
            }
        }
    };
    let mut old_first: FxHashMap<(u32, &str), ValueId> = FxHashMap::default();
    let mut new_first: FxHashMap<(u32, &str), ValueId> = FxHashMap::default();
    // (value, the earlier definition it redefines)
    let mut old_redefined = Vec::new();
    let mut new_redefined = Vec::new();
    // An operand's name the rename may bind to another value.
    let affected = |name: &str| {
        changed.contains(name) || name.strip_suffix("#0").is_some_and(|b| changed.contains(b))
    };
    // After a rename, the values named so: an operand bound to one of them
    // is named `%v` or `%v#0`, which the rename may bind elsewhere.
    let mut named_as_changed: Vec<ValueId> = Vec::new();
    // Only a value whose name is a name of interest, or is one with `#0`
    // added or removed, is looked at below (`affected` and `interesting`
    // are false for the others): the others are passed over by their key
    // (`NameIndex::name_key`) without reading their names.
    if index.value_scope.len() != f.values.len() || index.value_name_keys.len() != f.values.len() {
        return None;
    }
    let keys_of_interest: FxHashSet<u32> = interest
        .iter()
        .flat_map(|name| [NameIndex::name_key(name), NameIndex::exact_key(name)])
        .collect();
    for id in 0..f.values.len() {
        if !keys_of_interest.contains(&index.value_name_keys[id]) && !is_result(id) {
            continue;
        }
        let scope = index.value_scope[id];
        // One lookup for both texts unless `id` is a renamed result.
        let (old_name, new_name) = names_of(id);
        if renamed && affected(old_name) {
            named_as_changed.push(id);
        }
        let interesting = |name: &str| !name.is_empty() && interest.contains(name);
        let old_interesting = interesting(old_name);
        let new_interesting = if new_name == old_name {
            old_interesting
        } else {
            interesting(new_name)
        };
        for (name, wanted, first, redefined) in [
            (
                old_name,
                old_interesting,
                &mut old_first,
                &mut old_redefined,
            ),
            (
                new_name,
                new_interesting,
                &mut new_first,
                &mut new_redefined,
            ),
        ] {
            if !wanted {
                continue;
            }
            match first.entry((scope, name)) {
                std::collections::hash_map::Entry::Occupied(e) => redefined.push((id, *e.get())),
                std::collections::hash_map::Entry::Vacant(e) => {
                    e.insert(id);
                }
            }
        }
    }
    // A redefinition elsewhere that the rename would change (or that points
    // at this op) is reported in another op's diagnostics: not spliced.
    let others = |pairs: &[(ValueId, ValueId)]| -> Option<Vec<(ValueId, ValueId)>> {
        let kept: Vec<_> = pairs
            .iter()
            .filter(|(v, _)| !is_result(*v))
            .copied()
            .collect();
        kept.iter().all(|(_, p)| !is_result(*p)).then_some(kept)
    };
    if others(&old_redefined)? != others(&new_redefined)? {
        return None;
    }
    let lookup = |scope: u32, name: &str| -> Option<ValueId> {
        let mut scope = scope;
        loop {
            if let Some(&value) = new_first.get(&(scope, name)) {
                return Some(value);
            }
            scope = (*index.scope_parent.get(scope as usize)?)?;
        }
    };
    let resolve = |scope: u32, name: &str| {
        lookup(scope, name).or_else(|| name.strip_suffix("#0").and_then(|b| lookup(scope, b)))
    };

    // Operands elsewhere that name a renamed value: bound to a value named
    // as a changed name (its uses), or bound to none (the ops with an
    // undefined name), rather than a pass over every op of the function.
    let mut changes: Vec<(OpId, usize, Option<ValueId>)> = Vec::new();
    if renamed {
        let mut candidates: Vec<(OpId, usize)> = named_as_changed
            .iter()
            .flat_map(|&v| f.values[v].uses.iter().map(|u| (u.op, u.operand)))
            .collect();
        for &id in &index.undefined_ops {
            let unbound = f.ops[id].operands.iter().enumerate();
            candidates.extend(
                unbound
                    .filter(|(_, o)| o.value.is_none())
                    .map(|(k, _)| (id, k)),
            );
        }
        candidates.sort_unstable();
        candidates.dedup();
        for (id, k) in candidates {
            let Some(operand) = f.ops.get(id).and_then(|op| op.operands.get(k)) else {
                continue;
            };
            if id != op_id && affected(&operand.name) {
                let value = resolve(index.op_scope[id], &operand.name);
                if value != operand.value {
                    changes.push((id, k, value));
                }
            }
        }
    }
    let op_scope = index.op_scope[op_id];
    for operand in &mut built.op.operands {
        operand.value = resolve(op_scope, &operand.name);
    }

    // The new op's bookkeeping: where it is, its results' ids, its
    // operands' written order.
    let mut index = index.clone();
    for (&id, name) in results.iter().zip(&new_names) {
        index.value_name_keys[id] = NameIndex::name_key(name);
    }
    let creation: Vec<u32> = {
        let mut written_at = vec![0u32; built.op.operands.len()];
        for (written, &k) in built.creation.iter().enumerate() {
            *written_at.get_mut(k)? = written as u32;
        }
        written_at
    };
    let in_order = creation.iter().enumerate().all(|(k, &w)| k as u32 == w);
    match index
        .creation_order
        .binary_search_by_key(&op_id, |(o, _)| *o)
    {
        Ok(i) if in_order => {
            index.creation_order.remove(i);
        }
        Ok(i) => index.creation_order[i].1 = creation.clone(),
        Err(i) if !in_order => index.creation_order.insert(i, (op_id, creation.clone())),
        Err(_) => {}
    }
    let mut op = built.op;
    op.parent = old_op.parent;
    op.results = (first_result..first_result + results.len()).collect();
    if op.results != results {
        return None;
    }

    let mut function = Function::clone(f);
    let mut changed_operands: FxHashSet<(OpId, usize)> = FxHashSet::default();
    for &(id, k, value) in &changes {
        Arc::make_mut(function.ops.make_mut(id)).operands[k].value = value;
        changed_operands.insert((id, k));
    }
    // Values whose uses change: what the old and new operands name.
    let mut touched: FxHashSet<ValueId> = results.iter().copied().collect();
    touched.extend(old_op.operands.iter().filter_map(|o| o.value));
    touched.extend(op.operands.iter().filter_map(|o| o.value));
    for &(id, k, value) in &changes {
        touched.extend(f.ops[id].operands[k].value);
        touched.extend(value);
    }
    let mut added: FxHashMap<ValueId, Vec<Use>> = FxHashMap::default();
    for &(id, k, value) in &changes {
        if let Some(value) = value {
            let range = function.ops[id].operands[k].range;
            let new_use = Use {
                op: id,
                operand: k,
                range,
            };
            added.entry(value).or_default().push(new_use);
        }
    }
    for (k, operand) in op.operands.iter().enumerate() {
        if let Some(value) = operand.value {
            let new_use = Use {
                op: op_id,
                operand: k,
                range: operand.range,
            };
            added.entry(value).or_default().push(new_use);
        }
    }
    let new_results: FxHashMap<ValueId, Value> = results
        .iter()
        .copied()
        .zip(built.results)
        .enumerate()
        .map(|(i, (id, mut value))| {
            value.def = ValueDef::OpResult {
                op: op_id,
                index: i,
            };
            (id, value)
        })
        .collect();
    let mut touched: Vec<ValueId> = touched.into_iter().collect();
    touched.sort_unstable();
    for id in touched {
        let mut uses: Vec<Use> = f.values[id]
            .uses
            .iter()
            .filter(|u| u.op != op_id && !changed_operands.contains(&(u.op, u.operand)))
            .copied()
            .collect();
        uses.extend(added.remove(&id).unwrap_or_default());
        uses.sort_by_key(|u| (u.op, index.creation_position(u.op, u.operand)));
        match new_results.get(&id) {
            Some(value) => {
                let mut value = value.clone();
                value.uses = uses;
                *function.values.make_mut(id) = Arc::new(value);
            }
            None if uses != f.values[id].uses => {
                Arc::make_mut(function.values.make_mut(id)).uses = uses;
            }
            None => {}
        }
    }

    // Types taken from a `%def = %source` source, in the build's order.
    let mut typed: FxHashMap<ValueId, Option<super::types::Type>> = FxHashMap::default();
    for &(value, source_op, operand, had_type) in &index.typed_later {
        if had_type {
            continue;
        }
        let current = typed.get(&value).cloned().unwrap_or(None);
        if current.is_some() {
            continue;
        }
        let source = if source_op == op_id {
            op.operands.get(operand)?.value
        } else {
            function.ops[source_op].operands.get(operand)?.value
        };
        let ty = source.and_then(|s| match typed.get(&s) {
            Some(ty) => ty.clone(),
            None => function.values[s].ty.clone(),
        });
        typed.insert(value, ty);
    }
    for (value, ty) in typed {
        if function.values[value].ty != ty {
            Arc::make_mut(function.values.make_mut(value)).ty = ty;
        }
    }

    // Diagnostics: the walk's, with the op's own replaced (its
    // redefinitions last, as `define` reports them after the op's body),
    // then every undefined name in the order written.
    let (start, end) = index.op_diagnostics[op_id];
    let (start, end) = (start as usize, end as usize);
    let walk = f.diagnostics.get(..index.walk_diagnostics)?;
    if start > end || end > walk.len() {
        return None;
    }
    let mut diagnostics = Vec::with_capacity(f.diagnostics.len() + built.diagnostics.len());
    diagnostics.extend_from_slice(&walk[..start]);
    diagnostics.extend(built.diagnostics);
    for &(value, previous) in &new_redefined {
        if !is_result(value) {
            continue;
        }
        let defined = &function.values[value];
        diagnostics.push(
            Diagnostic::error(
                defined.range,
                "ir/redefined-value",
                format!("redefinition of SSA value '{}'", defined.name),
            )
            .with_related(function.values[previous].range, "previously defined here"),
        );
    }
    let own = diagnostics.len() - start;
    diagnostics.extend_from_slice(&walk[end..]);
    let walk_len = diagnostics.len();
    keep_listed(&mut function.calls, op_id, op.callee.is_some());
    keep_listed(
        &mut function.sharding_groups,
        op_id,
        super::function::is_sharding_group(&op),
    );
    keep_listed(
        &mut function.sharding_constraints,
        op_id,
        super::function::is_sharding_constraint(&op),
    );
    *function.ops.make_mut(op_id) = Arc::new(op);
    // Only the new op and the ops whose operands the rename rebound can
    // have gained or lost an undefined name.
    let mut rebound: Vec<OpId> = changes.iter().map(|&(id, _, _)| id).collect();
    rebound.push(op_id);
    rebound.sort_unstable();
    rebound.dedup();
    index
        .undefined_ops
        .retain(|id| rebound.binary_search(id).is_err());
    for id in rebound {
        if function.ops[id].operands.iter().any(|o| o.value.is_none()) {
            let at = index.undefined_ops.partition_point(|&o| o < id);
            index.undefined_ops.insert(at, id);
        }
    }
    for &id in &index.undefined_ops {
        let op = &function.ops[id];
        let mut written: Vec<usize> = (0..op.operands.len()).collect();
        written.sort_by_key(|&k| index.creation_position(id, k));
        for k in written {
            let operand = &op.operands[k];
            if operand.value.is_none() {
                diagnostics.push(Diagnostic::error(
                    operand.range,
                    "ir/undefined-value",
                    format!("use of undeclared SSA value name '{}'", operand.name),
                ));
            }
        }
    }
    // Where each op's diagnostics are now: ops after this one, and the ops
    // it is nested in, move by the change of its count.
    let grown = own as i64 - (end - start) as i64;
    let mut ancestors = FxHashSet::default();
    let mut parent = f.ops[op_id].parent;
    while let Some((region, _)) = parent {
        let Some(owner) = f.regions[region].parent else {
            break;
        };
        ancestors.insert(owner);
        parent = f.ops[owner].parent;
    }
    let shift = |at: u32| (at as i64 + grown) as u32;
    for (id, span) in index.op_diagnostics.iter_mut().enumerate() {
        if id == op_id {
            *span = (start as u32, (start + own) as u32);
        } else if id > op_id {
            *span = (shift(span.0), shift(span.1));
        } else if ancestors.contains(&id) {
            span.1 = shift(span.1);
        }
    }
    index.walk_diagnostics = walk_len;
    function.diagnostics = diagnostics;
    function.names = index;
    Some(FunctionEntry {
        start: entry.start,
        ir: Arc::new(function),
        reusable_syntax: true,
        moves,
        loose: entry.loose,
    })
}

/// Calls `f` on every range an op stores (its attributes' and items'
/// included).
fn op_ranges(op: &mut Op, f: &mut impl FnMut(&mut TextRange)) {
    f(&mut op.name_range);
    f(&mut op.range);
    for operand in &mut op.operands {
        f(&mut operand.range);
    }
    dict_ranges(&mut op.attributes, f);
    dict_ranges(&mut op.properties, f);
    for keyword in &mut op.keywords {
        f(&mut keyword.name_range);
    }
    for item in &mut op.items {
        item_ranges(item, f);
    }
    for site in &mut op.sharding_sites {
        f(&mut site.range);
    }
    if let Some(location) = &mut op.location {
        f(location);
    }
}

/// Keeps `op_id` in the ascending list `ops` exactly when `listed`.
fn keep_listed(ops: &mut Vec<OpId>, op_id: OpId, listed: bool) {
    match (ops.binary_search(&op_id), listed) {
        (Ok(at), false) => {
            ops.remove(at);
        }
        (Err(at), true) => ops.insert(at, op_id),
        _ => {}
    }
}

pub(super) fn dict_ranges(dict: &mut AttrDict, f: &mut impl FnMut(&mut TextRange)) {
    if let Some(range) = &mut dict.range {
        f(range);
    }
    for entry in &mut dict.entries {
        f(&mut entry.name_range);
        f(&mut entry.range);
        attribute_ranges(&mut entry.value, f);
    }
}

fn attribute_ranges(attribute: &mut Attribute, f: &mut impl FnMut(&mut TextRange)) {
    match attribute {
        Attribute::String { range, .. }
        | Attribute::SymbolRef { range, .. }
        | Attribute::Sharding { range, .. } => f(range),
        Attribute::Array { elements } => {
            for element in elements {
                attribute_ranges(element, f);
            }
        }
        Attribute::Dictionary { entries } => {
            for entry in entries {
                f(&mut entry.name_range);
                f(&mut entry.range);
                attribute_ranges(&mut entry.value, f);
            }
        }
        Attribute::Integer { .. }
        | Attribute::Float { .. }
        | Attribute::Bool { .. }
        | Attribute::Unit
        | Attribute::Type { .. }
        | Attribute::Keyword { .. }
        | Attribute::Dense { .. }
        | Attribute::Opaque { .. } => {}
    }
}

fn item_ranges(item: &mut Item, f: &mut impl FnMut(&mut TextRange)) {
    match item {
        Item::Keyword { range, .. } | Item::Integer { range, .. } | Item::Symbol { range, .. } => {
            f(range)
        }
        Item::Attribute { attribute, range } => {
            f(range);
            attribute_ranges(attribute, f);
        }
        Item::Parens { items } => {
            for item in items {
                item_ranges(item, f);
            }
        }
        Item::Brackets { items, range } => {
            f(range);
            for item in items {
                item_ranges(item, f);
            }
        }
        Item::Dictionary { dict } => dict_ranges(dict, f),
        Item::Operand { .. }
        | Item::Definition { .. }
        | Item::Successor { .. }
        | Item::Type { .. }
        | Item::Punct { .. }
        | Item::Region { .. } => {}
    }
}

pub(super) fn diagnostic_ranges(diagnostic: &mut Diagnostic, f: &mut impl FnMut(&mut TextRange)) {
    f(&mut diagnostic.range);
    for related in &mut diagnostic.related {
        f(&mut related.range);
    }
}

/// The function of `entry` as comparable text: its IR as JSON with every
/// range in the current text's coordinates (`FunctionEntry::abs`), then the
/// bookkeeping a later splice reads. Two entries give the same text when
/// they hold the same ops, values, ids, uses, regions, ranges and
/// diagnostics in the same order; for tests of `splice_edit`.
#[doc(hidden)]
pub fn canonical_function(entry: &FunctionEntry) -> String {
    let mut f = Function::clone(&entry.ir);
    let mut abs = |range: &mut TextRange| *range = entry.abs(*range);
    // Without a name, `name_range` is no place in the text.
    if f.name.is_some() {
        abs(&mut f.name_range);
    }
    abs(&mut f.range);
    if let Some(location) = &mut f.location {
        abs(location);
    }
    for dict in Arc::make_mut(&mut f.argument_attributes) {
        dict_ranges(dict, &mut abs);
    }
    for result in &mut f.results {
        abs(&mut result.range);
        dict_ranges(&mut result.attributes, &mut abs);
    }
    dict_ranges(&mut f.attributes, &mut abs);
    if let Some(dict) = &mut f.generic_inherent {
        dict_ranges(dict, &mut abs);
    }
    for op in f.ops.iter_mut() {
        op_ranges(Arc::make_mut(op), &mut abs);
    }
    for value in f.values.iter_mut() {
        let value = Arc::make_mut(value);
        abs(&mut value.range);
        for u in &mut value.uses {
            abs(&mut u.range);
        }
    }
    for region in &mut f.regions {
        abs(&mut region.range);
    }
    for diagnostic in &mut f.diagnostics {
        diagnostic_ranges(diagnostic, &mut abs);
    }
    let json = serde_json::to_string_pretty(&f).unwrap_or_default();
    format!(
        "start {}\n{json}\n{:?}\ncalls {:?}\nsharding groups {:?}\nsharding constraints {:?}",
        entry.start, f.names, f.calls, f.sharding_groups, f.sharding_constraints
    )
}
