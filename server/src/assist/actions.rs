//! Code actions, each a set of text replacements whose result parses:
//!
//! - on a propagation conflict: reshard one disagreeing operand to agree
//!   with the other, in the file's notation (`sdy.reshard`,
//!   `stablehlo.custom_call @Sharding`, `shard.shard … annotate_for_users`,
//!   `mesh.annotate … as_result = false`), titled with the collectives it
//!   implies and their bytes per device;
//! - on a reshard — an `sdy.reshard`, a `shard.shard`/`mesh.shard …
//!   annotate_for_users` whose sharding differs from its operand's, a
//!   proposal `mesh.annotate … as_result = false` — replace it with the
//!   explicit collectives, in its dialect (see [`materialize_family`] for how
//!   the `shard` dialect's per-device collectives meet the global values);
//! - on a value: write the inferred sharding as an annotation.

use crate::annotations::Slot;
use crate::cli::rewrite::attribute_dict_position;
use crate::ir::{Attribute, Chunk, FunctionEntry, Op, OpId, ShardingRole, Type};
use crate::notation;
use crate::pipeline::{ChunkAnalysis, FileAnalysis};
use crate::propagation::engine::NodeConflict;
use crate::reshard;
use crate::sharding::gspmd;
use crate::sharding::mesh_family;
use crate::sharding::model::{ManualAxes, Mesh, Notation, TensorSharding};
use crate::sharding::sdy;
use crate::text::TextRange;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Replacement {
    pub range: TextRange,
    pub text: String,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ActionKind {
    QuickFix,
    Rewrite,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Action {
    pub title: String,
    pub kind: ActionKind,
    pub edits: Vec<Replacement>,
    /// The diagnostic code the action fixes, if any.
    pub fixes: Option<&'static str>,
}

/// The actions available for `range`.
pub fn code_actions(analysis: &FileAnalysis, text: &str, range: TextRange) -> Vec<Action> {
    let mut actions = Vec::new();
    for (chunk, result) in analysis.ir.chunks.iter().zip(&analysis.chunks) {
        if chunk.range.end < range.start || chunk.range.start > range.end {
            continue;
        }
        let notation = result.annotations.notation.unwrap_or(Notation::Sdy);
        for conflict in result.propagation.conflicts() {
            let Some((fi, op_id)) = result.propagation.node(conflict.node).and_then(|n| n.op)
            else {
                continue;
            };
            let entry = &chunk.functions[fi];
            let op = &entry.ir.ops[op_id];
            if !entry.abs(op.range).meets(range) {
                continue;
            }
            actions.extend(conflict_fixes(
                chunk, result, text, entry, fi, op, &conflict, notation,
            ));
        }
        for site in result.annotations.sites().filter(|s| s.range.meets(range)) {
            actions.extend(convert_notation(chunk, result, text, site));
        }
        for (fi, entry) in chunk.functions_meeting(range) {
            for (op_id, op) in entry.ir.ops.iter().enumerate() {
                if !entry.abs(op.range).meets(range) {
                    continue;
                }
                if op.name == "sdy.reshard" {
                    actions.extend(materialize(result, text, entry, fi, op));
                }
                actions.extend(materialize_family(result, text, entry, fi, op));
                if let Some(a) = write_inferred(analysis, result, text, entry, fi, op_id, notation)
                {
                    actions.push(a);
                }
            }
        }
    }
    actions
}

fn line_start(text: &str, offset: usize) -> usize {
    text[..offset].rfind('\n').map_or(0, |i| i + 1)
}

fn indent_at(text: &str, offset: usize) -> String {
    let start = line_start(text, offset);
    text[start..offset]
        .chars()
        .take_while(|c| c.is_whitespace())
        .collect()
}

/// A value name not used in `text`: `%x_resharded`, `%x_resharded_2`, …
fn fresh_name(text: &str, base: &str) -> String {
    let stem = base.trim_start_matches('%').replace(['#', ':'], "_");
    let stem = if stem.starts_with(|c: char| c.is_ascii_digit()) {
        format!("v{stem}")
    } else {
        stem
    };
    let mut name = format!("%{stem}_resharded");
    let mut n = 2;
    while text.contains(&format!("{name} "))
        || text.contains(&format!("{name},"))
        || text.contains(&format!("{name})"))
    {
        name = format!("%{stem}_resharded_{n}");
        n += 1;
    }
    name
}

/// Quick fixes for a conflict in `op`: for each disagreeing operand, reshard
/// it so that its dims mapped to the disputed factor match the other tensor's.
#[allow(clippy::too_many_arguments)]
fn conflict_fixes(
    chunk: &Chunk,
    result: &ChunkAnalysis,
    text: &str,
    entry: &FunctionEntry,
    fi: usize,
    op: &Op,
    conflict: &NodeConflict,
    notation: Notation,
) -> Vec<Action> {
    let Some(node) = result.propagation.node(conflict.node) else {
        return Vec::new();
    };
    let mut actions = Vec::new();
    for (t, (slot, _)) in conflict.tensors.iter().enumerate() {
        let Some(operand_index) = op
            .operands
            .iter()
            .position(|o| o.value.map(|v| Slot::Value { func: fi, value: v }) == Some(*slot))
        else {
            continue;
        };
        let Some(node_tensor) = node.slots.iter().position(|s| s == slot) else {
            continue;
        };
        // The other side of the dispute.
        let Some((other_slot, _)) = conflict
            .tensors
            .iter()
            .enumerate()
            .find(|(u, _)| *u != t)
            .map(|(_, x)| x)
        else {
            continue;
        };
        let Some(other_tensor) = node.slots.iter().position(|s| s == other_slot) else {
            continue;
        };
        let (Some(current), Some(other)) = (
            result.propagation.sharding(*slot),
            result.propagation.sharding(*other_slot),
        ) else {
            continue;
        };
        let Some(target) = agreeing(
            current,
            other,
            &node.rule.mappings[node_tensor],
            &node.rule.mappings[other_tensor],
            conflict.factor,
        ) else {
            continue;
        };
        let Some(mesh) = result.annotations.resolve(current).cloned() else {
            continue;
        };
        let Slot::Value { value, .. } = *slot else {
            continue;
        };
        let value_ref = &entry.ir.values[value];
        let Some(ty) = value_ref.ty.as_ref() else {
            continue;
        };
        let operand = &op.operands[operand_index];
        let new_name = fresh_name(text, &operand.name);
        let Some(inserted) =
            reshard_op(notation, &operand.name, &new_name, &target, &mesh, ty, text)
        else {
            continue;
        };
        let op_start = entry.abs(op.range).start;
        let at = line_start(text, op_start);
        let indent = indent_at(text, op_start);
        let cost = ty
            .static_shape()
            .zip(ty.element_byte_width())
            .and_then(|(shape, bytes)| {
                reshard::plan(current, &target, &mesh, &shape, bytes as i64).ok()
            })
            .map(|plan| plan.summary())
            .unwrap_or_else(|| "a reshard".to_string());
        let shown = notation::print_short(&target, Some(&mesh), notation).unwrap_or_default();
        actions.push(Action {
            title: format!(
                "Reshard {} to {shown} before '{}': {cost}",
                operand.name, op.name
            ),
            kind: ActionKind::QuickFix,
            edits: vec![
                Replacement {
                    range: TextRange::empty(at),
                    text: inserted.lines().map(|l| format!("{indent}{l}\n")).collect(),
                },
                Replacement {
                    range: entry.abs(operand.range),
                    text: new_name,
                },
            ],
            fixes: Some("propagation/conflict"),
        });
        let _ = chunk;
    }
    actions
}

/// `current` with the dims that map `factor` sharded as `other`'s do, and
/// those axes taken out of its other dims.
fn agreeing(
    current: &TensorSharding,
    other: &TensorSharding,
    mapping: &[Vec<usize>],
    other_mapping: &[Vec<usize>],
    factor: usize,
) -> Option<TensorSharding> {
    let dim = mapping.iter().position(|f| f.contains(&factor))?;
    let other_dim = other_mapping.iter().position(|f| f.contains(&factor))?;
    let axes = other.dims.get(other_dim)?.axes.clone();
    let mut target = current.clone();
    for (d, sharding) in target.dims.iter_mut().enumerate() {
        sharding.is_open = false;
        sharding.priority = None;
        if d == dim {
            sharding.axes = axes.clone();
        } else {
            sharding
                .axes
                .retain(|a| !axes.iter().any(|b| b.overlaps(a)));
        }
    }
    target.replicated.clear();
    (target != *current).then_some(target)
}

/// The op(s) that reshard `input` into `output` with sharding `target`.
fn reshard_op(
    notation: Notation,
    input: &str,
    output: &str,
    target: &TensorSharding,
    mesh: &Mesh,
    ty: &Type,
    text: &str,
) -> Option<String> {
    match notation {
        Notation::Sdy => Some(format!(
            "{output} = sdy.reshard {input} {} : {ty}",
            sdy::print_sharding_stripped(target)
        )),
        Notation::Gspmd => {
            let hlo = gspmd::from_model(target, mesh, &ManualAxes::default()).ok()?;
            Some(format!(
                "{output} = stablehlo.custom_call @Sharding({input}) {{mhlo.sharding = \"{}\"}} : ({ty}) -> {ty}",
                gspmd::print_hlo_sharding(&hlo)
            ))
        }
        Notation::MeshProposal => {
            let family = mesh_family::from_model(target, mesh, Notation::MeshProposal).ok()?;
            let rank = target.rank();
            let plain = mesh_family::print_plain_split_axes(&family, rank).ok()?;
            Some(format!("{output} = mesh.annotate {input} {{as_result = false, sharding = {plain}}} : {ty} -> {ty}"))
        }
        era => {
            let family = mesh_family::from_model(target, mesh, era).ok()?;
            let (dialect, sharding_ty) = if era == Notation::ShardDialect {
                ("shard", "!shard.sharding")
            } else {
                ("mesh", "!mesh.sharding")
            };
            let sharding_name = fresh_name(text, &format!("{output}_sharding"));
            Some(format!(
                "{sharding_name} = {dialect}.sharding {} : {sharding_ty}\n{output} = {dialect}.shard {input} to {sharding_name} annotate_for_users : {ty}",
                mesh_family::print_sharding_op(&family)
            ))
        }
    }
}

/// Replaces an `sdy.reshard` with the collectives that implement it.
fn materialize(
    result: &ChunkAnalysis,
    text: &str,
    entry: &FunctionEntry,
    fi: usize,
    op: &Op,
) -> Option<Action> {
    let input = op.operands.first()?.value?;
    let output = *op.results.first()?;
    let from = result
        .propagation
        .sharding(Slot::Value {
            func: fi,
            value: input,
        })?
        .clone();
    let to = result
        .propagation
        .sharding(Slot::Value {
            func: fi,
            value: output,
        })?
        .clone();
    let mesh = result.annotations.resolve(&to)?.clone();
    let ty = entry.ir.values[output].ty.clone()?;
    let shape = ty.static_shape()?;
    let bytes = ty.element_byte_width()? as i64;
    let plan = reshard::plan(&from, &to, &mesh, &shape, bytes).ok()?;
    let input_name = &op.operands[0].name;
    let output_name = &entry.ir.values[output].name;
    let mut counter = 0;
    let mut fresh = || {
        counter += 1;
        fresh_name(
            text,
            &format!("{}_{counter}", output_name.trim_start_matches('%')),
        )
    };
    let lines =
        reshard::print_sdy(&plan, input_name, output_name, &ty.to_string(), &mut fresh).ok()?;
    let op_range = entry.abs(op.range);
    let indent = indent_at(text, op_range.start);
    let replacement = if lines.is_empty() {
        // A reshard that changes nothing: keep the value, as an identity reshard.
        return None;
    } else {
        lines
            .lines()
            .enumerate()
            .map(|(i, l)| {
                if i == 0 {
                    l.to_string()
                } else {
                    format!("\n{indent}{l}")
                }
            })
            .collect::<String>()
    };
    // The op range starts at the result list.
    Some(Action {
        title: format!(
            "Replace this reshard with explicit collectives: {}",
            plan.summary()
        ),
        kind: ActionKind::Rewrite,
        edits: vec![Replacement {
            range: op_range,
            text: replacement,
        }],
        fixes: None,
    })
}

/// SSA names derived from one value's, unused in the text and among each other:
/// `%1` → `%v1_local`, `%v1_1`, …
struct Names<'t> {
    text: &'t str,
    stem: String,
    used: Vec<String>,
}

impl<'t> Names<'t> {
    fn new(text: &'t str, value: &str) -> Self {
        let stem = value.trim_start_matches('%').replace(['#', ':'], "_");
        let stem = if stem.starts_with(|c: char| c.is_ascii_digit()) {
            format!("v{stem}")
        } else {
            stem
        };
        Names {
            text,
            stem,
            used: Vec::new(),
        }
    }

    fn taken(&self, name: &str) -> bool {
        self.used.iter().any(|u| u == name)
            || self.text.match_indices(name).any(|(i, _)| {
                !self.text[i + name.len()..]
                    .starts_with(|c: char| c.is_ascii_alphanumeric() || "_$.-".contains(c))
            })
    }

    /// `%{stem}_{suffix}`, numbered when taken.
    fn fresh(&mut self, suffix: &str) -> String {
        let mut name = format!("%{}_{suffix}", self.stem);
        let mut n = 2;
        while self.taken(&name) {
            name = format!("%{}_{suffix}_{n}", self.stem);
            n += 1;
        }
        self.used.push(name.clone());
        name
    }
}

/// What kind of family reshard an op is.
enum FamilyReshard {
    /// `shard.shard`/`mesh.shard %y to <sharding> annotate_for_users`, with the
    /// sharding's text (`%s1` or `<@mesh, [[0]]>`).
    Dialect { era: Notation, sharding: String },
    /// `mesh.annotate %y {…, as_result = false}` of the 2023 proposal.
    Proposal,
}

/// Replaces a reshard of the `shard`/`mesh` family with the collectives
/// that implement it (the plan of [`reshard::plan`], any mesh shape).
///
/// - A `shard.shard %y to %s2 annotate_for_users` (or 2024 `mesh.shard`) whose
///   operand is sharded otherwise (`%y = shard.shard %x to %s1`): the
///   dialect's collectives work on each device's local tensor, so the global
///   value is bridged to its local type and back with
///   `builtin.unrealized_conversion_cast` — MLIR's own marker for two views
///   of one value — and the result is annotated with the target sharding, so
///   that its users see what they saw before:
///
///   ```text
///   %v1_local = builtin.unrealized_conversion_cast %0 : tensor<16x8xf32> to tensor<2x8xf32>
///   %v1_resharded = shard.all_gather %v1_local on @grid grid_axes = [1] gather_axis = 0 : tensor<2x8xf32> -> tensor<4x8xf32>
///   %v1_global = builtin.unrealized_conversion_cast %v1_resharded : tensor<4x8xf32> to tensor<16x8xf32>
///   %1 = shard.shard %v1_global to %s1 : tensor<16x8xf32>
///   ```
/// - A proposal `mesh.annotate … as_result = false`: the proposal's
///   collectives take distributed tensors (the sharding as the type's
///   `#mesh.shard` encoding), so they replace the annotation directly
///   (see [`reshard::print_proposal`]).
///
/// Nothing is offered when the shardings agree, or when the plan needs what
/// the dialect cannot say (a collective-permute, sub-axes, uneven splits).
fn materialize_family(
    result: &ChunkAnalysis,
    text: &str,
    entry: &FunctionEntry,
    fi: usize,
    op: &Op,
) -> Option<Action> {
    let kind = match op.name.as_str() {
        "shard.shard" | "mesh.shard" => {
            let site = op
                .sharding_sites
                .iter()
                .find(|s| matches!(s.role, ShardingRole::ShardTo { for_users: true }))?;
            let era = if op.name.starts_with("shard.") {
                Notation::ShardDialect
            } else {
                Notation::MeshDialect
            };
            let range = entry.abs(site.range);
            FamilyReshard::Dialect {
                era,
                sharding: text.get(range.start..range.end)?.to_string(),
            }
        }
        "mesh.annotate"
            if matches!(
                op.attributes.get("as_result"),
                Some(Attribute::Bool { value: false })
            ) =>
        {
            FamilyReshard::Proposal
        }
        _ => return None,
    };
    let input = op.operands.first()?.value?;
    let output = *op.results.first()?;
    let sharding_of = |value| {
        result
            .propagation
            .sharding(Slot::Value { func: fi, value })
            .cloned()
    };
    let from = sharding_of(input)?;
    let to = sharding_of(output)?;
    let mesh = result.annotations.resolve(&to)?.clone();
    let ty = entry.ir.values[output]
        .ty
        .clone()
        .or_else(|| entry.ir.values[input].ty.clone())?;
    let shape = ty.static_shape()?;
    let bytes = ty.element_byte_width()? as i64;
    let input_name = &op.operands[0].name;
    let output_name = &entry.ir.values[output].name;
    let ty_text = ty.to_string();
    let mut names = Names::new(text, output_name);
    if let FamilyReshard::Dialect {
        era: Notation::ShardDialect,
        sharding,
    } = &kind
    {
        let local_in = names.fresh("local");
        let updated = names.fresh("updated");
        let global = names.fresh("global");
        let mut fresh = |stem: &str| names.fresh(stem);
        if let Some(update) =
            reshard::print_halo_update(&from, &to, &mesh, &ty_text, &local_in, &updated, &mut fresh)
        {
            let update = update.ok()?;
            let lines = [
                format!(
                    "{local_in} = builtin.unrealized_conversion_cast {input_name} : {ty_text} to {}",
                    update.local_from
                ),
                update.ops,
                format!(
                    "{global} = builtin.unrealized_conversion_cast {updated} : {} to {ty_text}",
                    update.local_to
                ),
                format!("{output_name} = shard.shard {global} to {sharding} : {ty_text}"),
            ]
            .join("\n");
            return Some(replace_op(
                entry,
                text,
                op,
                &lines,
                "Replace this reshard with explicit collectives: shard.update_halo (only the halo sizes change)"
                    .into(),
            ));
        }
        names = Names::new(text, output_name);
    }
    let plan = reshard::plan_without_permute(&from, &to, &mesh, &shape, bytes).ok()?;
    if plan.steps.is_empty() {
        return None;
    }
    let lines = match kind {
        FamilyReshard::Proposal => {
            let mut n = 0;
            let mut fresh = || {
                n += 1;
                names.fresh(&n.to_string())
            };
            reshard::print_proposal(&plan, input_name, output_name, &ty_text, &mut fresh).ok()?
        }
        FamilyReshard::Dialect { era, sharding } => {
            let local_from =
                reshard::print_shard::local_type(&plan.from, &mesh, &ty_text, era).ok()?;
            let local_to =
                reshard::print_shard::local_type(plan.final_sharding(), &mesh, &ty_text, era)
                    .ok()?;
            let local_in = names.fresh("local");
            let resharded = names.fresh("resharded");
            let global = names.fresh("global");
            let mut n = 0;
            let mut fresh = || {
                n += 1;
                names.fresh(&n.to_string())
            };
            let collectives =
                reshard::print_shard(&plan, &local_in, &resharded, &ty_text, &mut fresh, era)
                    .ok()?;
            let dialect = if era == Notation::ShardDialect {
                "shard"
            } else {
                "mesh"
            };
            [
                format!(
                    "{local_in} = builtin.unrealized_conversion_cast {input_name} : {ty_text} to {local_from}"
                ),
                collectives,
                format!(
                    "{global} = builtin.unrealized_conversion_cast {resharded} : {local_to} to {ty_text}"
                ),
                format!("{output_name} = {dialect}.shard {global} to {sharding} : {ty_text}"),
            ]
            .join("\n")
        }
    };
    let note = if plan.follows_shardy {
        ""
    } else {
        " (gathered, then sliced: the dialect has no collective-permute)"
    };
    Some(replace_op(
        entry,
        text,
        op,
        &lines,
        format!(
            "Replace this reshard with explicit collectives: {}{note}",
            plan.summary()
        ),
    ))
}

/// An action replacing `op` by `lines`, each indented as the op is.
fn replace_op(entry: &FunctionEntry, text: &str, op: &Op, lines: &str, title: String) -> Action {
    let op_range = entry.abs(op.range);
    let indent = indent_at(text, op_range.start);
    let replacement = lines
        .lines()
        .collect::<Vec<_>>()
        .join(&format!("\n{indent}"));
    Action {
        title,
        kind: ActionKind::Rewrite,
        edits: vec![Replacement {
            range: op_range,
            text: replacement,
        }],
        fixes: None,
    }
}

/// Writes the sharding propagation inferred for an op's results as an
/// annotation on the op.
fn write_inferred(
    analysis: &FileAnalysis,
    result: &ChunkAnalysis,
    text: &str,
    entry: &FunctionEntry,
    fi: usize,
    op_id: OpId,
    notation: Notation,
) -> Option<Action> {
    let op = &entry.ir.ops[op_id];
    if op.results.is_empty() || !op.sharding_sites.is_empty() || op.name.starts_with("sdy.") {
        return None;
    }
    if matches!(
        notation,
        Notation::ShardDialect | Notation::MeshDialect | Notation::MeshProposal
    ) {
        return None;
    }
    let slots: Vec<Slot> = op
        .results
        .iter()
        .map(|&r| Slot::Value { func: fi, value: r })
        .collect();
    if slots
        .iter()
        .any(|s| result.annotations.annotations.contains_key(s))
    {
        return None;
    }
    let shardings: Option<Vec<&TensorSharding>> = slots
        .iter()
        .map(|s| result.propagation.sharding(*s))
        .collect();
    let shardings = shardings?;
    let (name, value) = match notation {
        Notation::Gspmd => {
            let mut parts = Vec::new();
            for s in &shardings {
                let mesh = result.annotations.resolve(s)?;
                parts.push(notation::print(s, Some(mesh), Notation::Gspmd).ok()?);
            }
            let body = if parts.len() == 1 {
                parts.remove(0)
            } else {
                format!("{{{}}}", parts.join(", "))
            };
            ("mhlo.sharding", format!("\"{body}\""))
        }
        _ => {
            let list: Vec<String> = shardings
                .iter()
                .map(|s| sdy::print_sharding_stripped(s))
                .collect();
            (
                "sdy.sharding",
                format!("#sdy.sharding_per_value<[{}]>", list.join(", ")),
            )
        }
    };
    let edit = match op.attributes.range {
        Some(dict) => {
            let dict = entry.abs(dict);
            let separator = if op.attributes.entries.is_empty() {
                ""
            } else {
                ", "
            };
            Replacement {
                range: TextRange::empty(dict.end - 1),
                text: format!("{separator}{name} = {value}"),
            }
        }
        None => {
            let at = attribute_dict_position(
                analysis.tree.root_node(),
                text,
                entry.abs(op.name_range).start,
            )?;
            Replacement {
                range: TextRange::empty(at),
                text: format!("{{{name} = {value}}} "),
            }
        }
    };
    let names: Vec<&str> = op
        .results
        .iter()
        .map(|&r| entry.ir.values[r].name.as_str())
        .collect();
    Some(Action {
        title: format!(
            "Write the inferred sharding of {} as an annotation",
            names.join(", ")
        ),
        kind: ActionKind::Rewrite,
        edits: vec![edit],
        fixes: None,
    })
}

/// On a function argument's or result's sharding: rewrite the attribute in
/// the other widely used notation (sdy ⇄ GSPMD).
fn convert_notation(
    chunk: &Chunk,
    result: &ChunkAnalysis,
    text: &str,
    site: &crate::annotations::Site,
) -> Option<Action> {
    let (func, dict) = match site.slot {
        Slot::Value { func, value } => {
            let entry = chunk.functions.get(func)?;
            let index = entry.ir.arguments.iter().position(|&a| a == value)?;
            (func, &entry.ir.argument_attributes[index])
        }
        Slot::FuncResult { func, index } => (
            func,
            &chunk.functions.get(func)?.ir.results.get(index)?.attributes,
        ),
        Slot::OpSite { .. } => return None,
    };
    let entry = &chunk.functions[func];
    let attr = dict.entries.iter().find(|e| {
        entry.abs(e.range).start <= site.range.start && site.range.end <= entry.abs(e.range).end
    })?;
    let mesh = result.annotations.resolve(&site.sharding)?;
    let (title, replacement) = match site.notation {
        // Offered only when nothing is lost; hover and `explain` say why not.
        Notation::Sdy => {
            let body = notation::convert(&site.sharding, Some(mesh), Notation::Gspmd).ok()?;
            (
                "Convert to a GSPMD mhlo.sharding string",
                format!("mhlo.sharding = \"{body}\""),
            )
        }
        Notation::Gspmd => {
            // Read the string again for what the model does not keep.
            let written = text.get(site.range.start..site.range.end)?;
            let hlo = gspmd::parse_hlo_sharding(written).ok()?;
            let mut import = gspmd::to_model(&hlo, site.sharding.rank()).ok()?;
            import.sharding = TensorSharding::clone(&site.sharding);
            import.sharding.mesh = crate::sharding::model::MeshRef::Inline(mesh.clone());
            (
                "Convert to a Shardy sdy.sharding attribute",
                format!("sdy.sharding = {}", notation::gspmd_to_sdy(&import).ok()?),
            )
        }
        _ => return None,
    };
    Some(Action {
        title: title.to_string(),
        kind: ActionKind::Rewrite,
        edits: vec![Replacement {
            range: entry.abs(attr.range),
            text: replacement,
        }],
        fixes: None,
    })
}

/// Applies replacements (non-overlapping) to `text`.
pub fn apply(text: &str, edits: &[Replacement]) -> String {
    let mut sorted: Vec<&Replacement> = edits.iter().collect();
    sorted.sort_by_key(|e| std::cmp::Reverse((e.range.start, e.range.end)));
    let mut out = text.to_string();
    for e in sorted {
        out.replace_range(e.range.start..e.range.end, &e.text);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::check::check_text;
    use crate::pipeline::analyze;

    const CONFLICT: &str = r#"sdy.mesh @mesh = <["data"=2, "model"=4]>
func.func @main(%arg0: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg1: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) -> tensor<16x32xf32> {
  %0 = stablehlo.add %arg0, %arg1 : tensor<16x32xf32>
  return %0 : tensor<16x32xf32>
}
"#;

    fn whole(text: &str) -> TextRange {
        TextRange::new(0, text.len())
    }

    #[test]
    fn conflict_fixes_parse_and_remove_the_conflict() {
        let analysis = analyze(CONFLICT);
        let fixes: Vec<Action> = code_actions(&analysis, CONFLICT, whole(CONFLICT))
            .into_iter()
            .filter(|a| a.fixes == Some("propagation/conflict"))
            .collect();
        assert_eq!(fixes.len(), 2, "one per disagreeing operand: {fixes:#?}");
        assert!(
            fixes[0]
                .title
                .starts_with("Reshard %arg0 to [{\"model\"}, {}] before 'stablehlo.add'"),
            "{}",
            fixes[0].title
        );
        for fix in &fixes {
            let fixed = apply(CONFLICT, &fix.edits);
            assert!(
                !crate::syntax::parse(&fixed).root_node().has_error(),
                "{fixed}"
            );
            let codes: Vec<&str> = check_text(&fixed).iter().map(|d| d.code).collect();
            assert!(
                !codes.contains(&"propagation/conflict"),
                "{fixed}\n{codes:?}"
            );
            // Nothing outside the op's line and the inserted line changed.
            assert!(fixed.starts_with(&CONFLICT[..CONFLICT.find("  %0").unwrap()]));
            assert!(fixed.ends_with("  return %0 : tensor<16x32xf32>\n}\n"));
        }
    }

    #[test]
    fn gspmd_conflict_fix_uses_custom_call_sharding() {
        let text = r#"module @m attributes {mhlo.num_partitions = 8 : i32} {
  func.func @main(%arg0: tensor<16x32xf32> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}, %arg1: tensor<16x32xf32> {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}) -> tensor<16x32xf32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<16x32xf32>
    return %0 : tensor<16x32xf32>
  }
}
"#;
        let analysis = analyze(text);
        let fixes: Vec<Action> = code_actions(&analysis, text, whole(text))
            .into_iter()
            .filter(|a| a.fixes.is_some())
            .collect();
        assert!(!fixes.is_empty());
        let fixed = apply(text, &fixes[0].edits);
        assert!(
            fixed.contains("stablehlo.custom_call @Sharding(%arg0)"),
            "{fixed}"
        );
        assert!(
            !crate::syntax::parse(&fixed).root_node().has_error(),
            "{fixed}"
        );
        assert!(
            !check_text(&fixed)
                .iter()
                .any(|d| d.code == "propagation/conflict"),
            "{fixed}"
        );
    }

    #[test]
    fn reshard_becomes_explicit_collectives() {
        let text = r#"sdy.mesh @mesh = <["x"=2, "y"=2]>
func.func @f(%arg0: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", "y"}, {}]>}) -> tensor<16x8xf32> {
  %0 = sdy.reshard %arg0 <@mesh, [{"x"}, {}]> : tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}
"#;
        let analysis = analyze(text);
        let start = text.find("%0 = sdy.reshard").unwrap();
        let actions = code_actions(&analysis, text, TextRange::new(start, start + 3));
        let action = actions
            .iter()
            .find(|a| a.title.starts_with("Replace this reshard"))
            .expect("materialize action");
        let fixed = apply(text, &action.edits);
        assert!(fixed.contains("%0 = sdy.all_gather [{\"y\"}, {}] %arg0 out_sharding=<@mesh, [{\"x\"}, {}]> : tensor<16x8xf32>"), "{fixed}");
        assert!(
            !crate::syntax::parse(&fixed).root_node().has_error(),
            "{fixed}"
        );
        assert!(
            check_text(&fixed)
                .iter()
                .all(|d| d.severity != crate::diagnostic::Severity::Error),
            "{fixed}\n{:?}",
            check_text(&fixed)
        );
    }

    #[test]
    fn shardings_convert_between_sdy_and_gspmd() {
        let text = r#"module @m attributes {mhlo.num_partitions = 8 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]>
  func.func @f(%arg0: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> tensor<16x32xf32> {
    return %arg0 : tensor<16x32xf32>
  }
}
"#;
        let analysis = analyze(text);
        let at = text.find("#sdy.sharding<").unwrap() + 3;
        let actions = code_actions(&analysis, text, TextRange::new(at, at));
        let to_gspmd = actions
            .iter()
            .find(|a| a.title.starts_with("Convert to a GSPMD"))
            .expect("convert action");
        let converted = apply(text, &to_gspmd.edits);
        assert!(
            converted
                .contains("{mhlo.sharding = \"{devices=[2,1,4]<=[8] last_tile_dim_replicate}\"}"),
            "{converted}"
        );
        assert!(
            check_text(&converted)
                .iter()
                .all(|d| d.severity != crate::diagnostic::Severity::Error),
            "{converted}"
        );
        // And back: a GSPMD string becomes an sdy sharding on an inline mesh.
        let analysis = analyze(&converted);
        let at = converted.find("{devices").unwrap() + 2;
        let actions = code_actions(&analysis, &converted, TextRange::new(at, at));
        let to_sdy = actions
            .iter()
            .find(|a| a.title.starts_with("Convert to a Shardy"))
            .expect("convert back");
        let back = apply(&converted, &to_sdy.edits);
        assert!(
            back.contains("sdy.sharding = #sdy.sharding<mesh<["),
            "{back}"
        );
        assert!(
            !crate::syntax::parse(&back).root_node().has_error(),
            "{back}"
        );
        assert!(
            check_text(&back)
                .iter()
                .all(|d| d.severity != crate::diagnostic::Severity::Error),
            "{back}"
        );
    }

    #[test]
    fn conversions_that_would_lose_information_are_not_offered() {
        let convert = |text: &str, needle: &str, title: &str| {
            let analysis = analyze(text);
            let at = text.find(needle).unwrap() + 2;
            code_actions(&analysis, text, TextRange::new(at, at))
                .into_iter()
                .find(|a| a.title.starts_with(title))
                .map(|a| apply(text, &a.edits))
        };
        let sdy = |sharding: &str| {
            format!(
                "sdy.mesh @mesh = <[\"x\"=8, \"y\"=4]>\nfunc.func @f(%arg0: tensor<16x16xf32> {{sdy.sharding = #sdy.sharding<@mesh, {sharding}>}}) -> tensor<16x16xf32> {{\n  return %arg0 : tensor<16x16xf32>\n}}\n"
            )
        };
        // A priority has no GSPMD spelling.
        let text = sdy(r#"[{"x", ?}, {"y"}p1]"#);
        assert_eq!(convert(&text, "#sdy.sharding<", "Convert to a GSPMD"), None);
        // An open dim has one: the named (mesh) form.
        let text = sdy(r#"[{"x", ?}, {"y"}]"#);
        let converted = convert(&text, "#sdy.sharding<", "Convert to a GSPMD").unwrap();
        assert!(
            converted.contains(r#"mhlo.sharding = "{mesh[x=8,y=4], [{x, ?}, {y}]}""#),
            "{converted}"
        );
        // Manual axes and shard groups have no place in an sdy sharding.
        for string in [
            "{devices=[2,1,2]<=[4] last_tile_dims={manual}}",
            "{manual}",
            "{devices=[2,2]<=[4] shard_as 1}",
        ] {
            let text = format!(
                "func.func @f(%arg0: tensor<8x8xf32> {{mhlo.sharding = \"{string}\"}}) -> tensor<8x8xf32> {{\n  return %arg0 : tensor<8x8xf32>\n}}\n"
            );
            assert_eq!(
                convert(&text, "mhlo.sharding = \"{", "Convert to a Shardy"),
                None,
                "{string}"
            );
        }
    }

    #[test]
    fn inferred_sharding_written_as_annotation() {
        let text = r#"sdy.mesh @mesh = <["x"=2]>
func.func @f(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) -> tensor<8xf32> {
  %0 = stablehlo.tanh %arg0 : tensor<8xf32>
  return %0 : tensor<8xf32>
}
"#;
        let analysis = analyze(text);
        let at = text.find("%0 =").unwrap();
        let actions = code_actions(&analysis, text, TextRange::new(at, at + 2));
        let action = actions
            .iter()
            .find(|a| a.title.contains("Write the inferred sharding of %0"))
            .unwrap();
        let fixed = apply(text, &action.edits);
        assert!(fixed.contains("%0 = stablehlo.tanh %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{\"x\", ?}]>]>} : tensor<8xf32>"), "{fixed}");
        assert!(check_text(&fixed).is_empty(), "{:?}", check_text(&fixed));
    }

    /// The materialize action on the op at `at`: its edit stays inside the
    /// op, the result parses and has no error the input lacked.
    fn materialized(text: &str, at: &str) -> String {
        let analysis = analyze(text);
        let start = text.find(at).unwrap();
        let actions = code_actions(&analysis, text, TextRange::new(start, start + 2));
        let action = actions
            .iter()
            .find(|a| a.title.starts_with("Replace this reshard"))
            .unwrap_or_else(|| panic!("no materialize action at {at}: {actions:#?}"));
        let op_end = start + text[start..].find('\n').unwrap();
        for edit in &action.edits {
            assert!(
                edit.range.start >= start && edit.range.end <= op_end,
                "{edit:?} outside the op"
            );
        }
        let fixed = apply(text, &action.edits);
        assert!(
            !crate::syntax::parse(&fixed).root_node().has_error(),
            "{fixed}"
        );
        let errors = |t: &str| -> Vec<String> {
            check_text(t)
                .into_iter()
                .filter(|d| d.severity == crate::diagnostic::Severity::Error)
                .map(|d| d.message)
                .collect()
        };
        let before = errors(text);
        let new: Vec<String> = errors(&fixed)
            .into_iter()
            .filter(|e| !before.contains(e))
            .collect();
        assert!(new.is_empty(), "{fixed}\n{new:?}");
        fixed
    }

    const SHARD_PAIR: &str = r#"shard.grid @grid(shape = 2x4)
func.func @f(%arg0: tensor<16x8xf32>) -> tensor<16x8xf32> {
  %s0 = shard.sharding @grid split_axes = [[0, 1]] : !shard.sharding
  %0 = shard.shard %arg0 to %s0 : tensor<16x8xf32>
  %s1 = shard.sharding @grid split_axes = [[0]] : !shard.sharding
  %1 = shard.shard %0 to %s1 annotate_for_users : tensor<16x8xf32>
  %2 = tosa.tanh %1 : (tensor<16x8xf32>) -> tensor<16x8xf32>
  return %2 : tensor<16x8xf32>
}
"#;

    #[test]
    fn shard_reshard_becomes_shard_collectives() {
        let fixed = materialized(SHARD_PAIR, "%1 = shard.shard");
        let expected = "  %v1_local = builtin.unrealized_conversion_cast %0 : tensor<16x8xf32> to tensor<2x8xf32>
  %v1_resharded = shard.all_gather %v1_local on @grid grid_axes = [1] gather_axis = 0 : tensor<2x8xf32> -> tensor<8x8xf32>
  %v1_global = builtin.unrealized_conversion_cast %v1_resharded : tensor<8x8xf32> to tensor<16x8xf32>
  %1 = shard.shard %v1_global to %s1 : tensor<16x8xf32>
  %2 = tosa.tanh";
        assert!(fixed.contains(expected), "{fixed}");
    }

    #[test]
    fn shard_reshard_across_dims_of_a_2d_grid() {
        // [[0], [1]] -> [[], [1, 0]] on a 2x2 grid: shard-partition handles
        // 1-D grids only; the plan moves axis 0 with an all-to-all.
        let text = r#"shard.grid @grid(shape = 2x2)
func.func @f(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %s0 = shard.sharding @grid split_axes = [[0], [1]] : !shard.sharding
  %0 = shard.shard %arg0 to %s0 : tensor<8x8xf32>
  %s1 = shard.sharding @grid split_axes = [[], [1, 0]] : !shard.sharding
  %1 = shard.shard %0 to %s1 annotate_for_users : tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}
"#;
        let fixed = materialized(text, "%1 = shard.shard");
        assert!(fixed.contains("%v1_resharded = shard.all_to_all %v1_local on @grid grid_axes = [0] split_axis = 1 concat_axis = 0 : tensor<4x4xf32> -> tensor<8x2xf32>"), "{fixed}");
        // [[0], [1]] -> [[], [0, 1]] needs a collective-permute in Shardy's
        // lowering; the shard dialect has none, so it gathers and slices.
        let permuted = text.replace("[[], [1, 0]]", "[[], [0, 1]]");
        let analysis = analyze(&permuted);
        let start = permuted.find("%1 = shard.shard").unwrap();
        let action = code_actions(&analysis, &permuted, TextRange::new(start, start))
            .into_iter()
            .find(|a| a.title.starts_with("Replace this reshard"))
            .unwrap();
        assert!(
            action
                .title
                .ends_with("(gathered, then sliced: the dialect has no collective-permute)"),
            "{}",
            action.title
        );
        let fixed = materialized(&permuted, "%1 = shard.shard");
        assert!(
            fixed.contains("shard.all_gather") && fixed.contains("shard.all_slice"),
            "{fixed}"
        );
        assert!(
            fixed.contains("%1 = shard.shard %v1_global to %s1 : tensor<8x8xf32>"),
            "{fixed}"
        );
    }

    #[test]
    fn mesh_2024_reshard_with_partial_axes_all_reduces() {
        let text = r#"mesh.mesh @mesh(shape = 4)
func.func @f(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %s0 = mesh.sharding @mesh split_axes = [[]] partial = sum [0] : !mesh.sharding
  %0 = mesh.shard %arg0 to %s0 : tensor<8x8xf32>
  %s1 = mesh.sharding @mesh split_axes = [[0]] : !mesh.sharding
  %1 = mesh.shard %0 to %s1 annotate_for_users : tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}
"#;
        let fixed = materialized(text, "%1 = mesh.shard");
        assert!(
            fixed.contains("= mesh.reduce_scatter %v1_local on @mesh mesh_axes = [0] scatter_axis = 0 : tensor<8x8xf32> -> tensor<2x8xf32>"),
            "{fixed}"
        );
        assert!(
            fixed.contains("%1 = mesh.shard %v1_global to %s1 : tensor<8x8xf32>"),
            "{fixed}"
        );
    }

    #[test]
    fn agreeing_shard_pairs_and_result_annotations_offer_nothing() {
        let text = SHARD_PAIR.replace("split_axes = [[0]] :", "split_axes = [[0, 1]] :");
        let analysis = analyze(&text);
        let actions = code_actions(&analysis, &text, whole(&text));
        assert!(
            !actions
                .iter()
                .any(|a| a.title.starts_with("Replace this reshard")),
            "{actions:#?}"
        );
    }

    #[test]
    fn proposal_annotate_becomes_proposal_collectives() {
        let text = r#"mesh.cluster @mesh0(rank = 2, dim_sizes = [2, 2])
func.func @f(%arg0: tensor<2x4xf32>) -> tensor<2x4xf32> attributes {mesh_cluster = @mesh0} {
  %0 = mesh.annotate %arg0 {sharding = [[], [0, 1]]} : tensor<2x4xf32> -> tensor<2x4xf32>
  %1 = mesh.annotate %0 {as_result = false, sharding = [[], [0]]} : tensor<2x4xf32> -> tensor<2x4xf32>
  %2 = stablehlo.tanh %1 : tensor<2x4xf32>
  return %2 : tensor<2x4xf32>
}
"#;
        let fixed = materialized(text, "%1 = mesh.annotate");
        assert!(
            fixed.contains("  %1 = mesh.all_gather %0 {mesh_axis = [[], [1]]} : tensor<2x4xf32, #mesh.shard<@mesh0, [[], [0, 1]]>> -> tensor<2x4xf32, #mesh.shard<@mesh0, [[], [0]]>>\n  %2 = stablehlo.tanh"),
            "{fixed}"
        );
    }

    #[test]
    fn proposal_annotate_in_attribute_form() {
        // The seed's spelling: `{#mesh.shard<…>, required, as_result}`.
        let text = r#"mesh.cluster @mesh0(rank = 2, dim_sizes = [2, 2])
func.func @f(%arg0: tensor<4x4xf32>) -> tensor<4x4xf32> attributes {mesh_cluster = @mesh0} {
  %0 = mesh.annotate %arg0 {#mesh.shard<[[0], [1]]>, required = true, as_result = true} : tensor<4x4xf32> -> tensor<4x4xf32>
  %1 = mesh.annotate %0 {#mesh.shard<[[0, 1]]>, required = true, as_result = false} : tensor<4x4xf32> -> tensor<4x4xf32>
  return %1 : tensor<4x4xf32>
}
"#;
        let fixed = materialized(text, "%1 = mesh.annotate");
        assert!(
            fixed.contains("%1 = mesh.all_to_all %0 {mesh_axis = [1], split_axis = 0 : i64, concat_axis = 1 : i64} : tensor<4x4xf32, #mesh.shard<@mesh0, [[0], [1]]>> -> tensor<4x4xf32, #mesh.shard<@mesh0, [[0, 1]]>>"),
            "{fixed}"
        );
    }

    #[test]
    fn proposal_partial_sums_reduce_and_split() {
        // Partial over both axes, split over both dims: Shardy's
        // reduce-scatter spans two dims, which the proposal writes as an
        // all-reduce and a local split.
        let text = r#"mesh.cluster @mesh0(rank = 2, dim_sizes = [2, 2])
func.func @f(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> attributes {mesh_cluster = @mesh0} {
  %0 = mesh.annotate %arg0 {sharding = [[], [], [0, 1]]} : tensor<8x8xf32> -> tensor<8x8xf32>
  %1 = mesh.annotate %0 {as_result = false, sharding = [[0], [1]]} : tensor<8x8xf32> -> tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}
"#;
        let fixed = materialized(text, "%1 = mesh.annotate");
        assert!(
            fixed.contains("%v1_1 = mesh.all_reduce %0 {mesh_axis = [0, 1], reduction = \"sum\"} : tensor<8x8xf32, #mesh.shard<@mesh0, [[], [], [0, 1]]>> -> tensor<8x8xf32, #mesh.shard<@mesh0, [[]]>>\n  %1 = mesh.local_split %v1_1 {sharding = [[0], [1]]} : tensor<8x8xf32, #mesh.shard<@mesh0, [[]]>> -> tensor<8x8xf32, #mesh.shard<@mesh0, [[0], [1]]>>"),
            "{fixed}"
        );
        // One dim: a reduce-scatter.
        let one = text.replace("sharding = [[0], [1]]", "sharding = [[0, 1]]");
        let fixed = materialized(&one, "%1 = mesh.annotate");
        assert!(
            fixed.contains("%1 = mesh.reduce_scatter %0 {mesh_axis = [0, 1], reduction = \"sum\", tensor_axis = 0 : i64}"),
            "{fixed}"
        );
    }

    #[test]
    fn proposal_annotate_moving_an_axis_between_dims() {
        let text = r#"mesh.cluster @mesh0(rank = 1, dim_sizes = [4])
func.func @f(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> attributes {mesh_cluster = @mesh0} {
  %0 = mesh.annotate %arg0 {sharding = [[0]]} : tensor<8x8xf32> -> tensor<8x8xf32>
  %1 = mesh.annotate %0 {as_result = false, sharding = [[], [0]]} : tensor<8x8xf32> -> tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}
"#;
        let fixed = materialized(text, "%1 = mesh.annotate");
        assert!(
            fixed.contains("%1 = mesh.all_to_all %0 {mesh_axis = [0], split_axis = 1 : i64, concat_axis = 0 : i64} : tensor<8x8xf32, #mesh.shard<@mesh0, [[0]]>> -> tensor<8x8xf32, #mesh.shard<@mesh0, [[], [0]]>>"),
            "{fixed}"
        );
    }
}
