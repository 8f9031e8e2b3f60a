//! The program as the partitioner will run it, for the editor's "Show
//! partitioned function" command: the collectives of
//! `partition::partition_function` inserted as ops into the module's text,
//! the way Shardy's `insert-explicit-reshards` and `reshard-to-collectives`
//! write them (`sdy.all_gather`, `sdy.all_to_all`, `sdy.collective_permute`,
//! `sdy.all_slice`, `sdy.all_reduce`, global types), each after a `// ⇄`
//! comment saying why (a reshard of an op's own result, from what the op
//! computes to its propagated sharding, as a comment), with every op's
//! propagated sharding written on it
//! (as `mesh-lsp propagate` prints them; Shardy's verifier wants a sharding
//! on every collective's operand). Communication inside an op's own
//! lowering (a halo exchange, a sort's all-to-alls) is a comment only; so is
//! every collective of a file whose notation has no such ops (GSPMD's
//! inline meshes, the `shard`/`mesh` dialects, whose partitioned form is
//! `mlir-opt --shard-partition`'s per-device IR).
//!
//! The whole module is printed, its callees included, so that it parses;
//! the view is titled with the function the command was asked for. For an
//! `sdy` file it parses and verifies with Shardy
//! (`tests/partition_view.rs`).

use crate::annotations::Slot;
use crate::cli::rewrite::{self, Style};
use crate::ir::{Chunk, FunctionEntry, ValueId};
use crate::partition::backend::{self, Backend, Prediction, Rewrite};
use crate::partition::{
    partition_function, shardy_explicit, ChunkPartition, FunctionPartition, Inserted, Insertion,
    Partitioner,
};
use crate::pipeline::{ChunkAnalysis, FileAnalysis};
use crate::propagation::export;
use crate::reshard::{self, ReshardPlan};
use crate::sharding::model::{Notation, TensorSharding};
use crate::sharding::sdy;
use crate::text::{LineIndex, TextRange};
use std::collections::HashMap;

/// The printed program.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PartitionedView {
    /// The function asked for: `@main`.
    pub name: String,
    pub text: String,
    /// How many collectives were inserted as ops (the rest are comments).
    pub ops_inserted: usize,
}

/// The chunk holding `offset`, with every function's collectives written
/// out, titled with the function at `offset`.
pub fn partitioned_view(
    analysis: &FileAnalysis,
    text: &str,
    offset: usize,
) -> Option<PartitionedView> {
    partitioned_view_with(analysis, text, offset, Partitioner::Xla)
}

/// [`partitioned_view`] as `partitioner` partitions it: with
/// `Partitioner::Shardy`, the reshards and collectives Shardy's
/// `insert-explicit-reshards` and `reshard-to-collectives` insert
/// (`partition::shardy_explicit`).
pub fn partitioned_view_with(
    analysis: &FileAnalysis,
    text: &str,
    offset: usize,
    partitioner: Partitioner,
) -> Option<PartitionedView> {
    partitioned_view_predicting(analysis, text, offset, partitioner, None)
}

/// [`partitioned_view_with`], headed, for XLA's partitioner, by what
/// `backend` is predicted to rewrite after partitioning in the function
/// asked for (`partition::backend::predict`: combiners, reduce-scatter
/// creation, promotion, windowed einsum), each with its pass; for a function
/// nobody calls that calls others, the combining is over the program it
/// runs with its calls inlined (`predict_program`), each group with its
/// members' functions and lines. The ops below stay the partitioner's.
pub fn partitioned_view_predicting(
    analysis: &FileAnalysis,
    text: &str,
    offset: usize,
    partitioner: Partitioner,
    backend: Option<Backend>,
) -> Option<PartitionedView> {
    let at = TextRange::new(offset, offset);
    let (chunk, chunk_analysis, fi, _) = super::functions_meeting(analysis, at).next()?;
    let lines = LineIndex::new(text);
    let as_ops = chunk_analysis.annotations.notation == Some(Notation::Sdy);
    let mut edits: Vec<(TextRange, String)> = Vec::new();
    let mut ops_inserted = 0;
    let mut overrides: Vec<Override> = Vec::new();
    let mut predictions: Vec<Prediction> = Vec::new();
    let mut parts: Vec<FunctionPartition> = Vec::new();
    for (gi, entry) in chunk.functions.iter().enumerate() {
        let (function_edits, inserted, function_overrides, part) = function_edits(
            chunk,
            chunk_analysis,
            analysis,
            text,
            &lines,
            gi,
            entry,
            as_ops,
            partitioner,
        );
        edits.extend(function_edits);
        overrides.extend(function_overrides);
        ops_inserted += inserted;
        if let (Some(backend), true) = (backend, gi == fi && partitioner == Partitioner::Xla) {
            let sharding_of = |value| {
                chunk_analysis
                    .propagation
                    .sharding(Slot::Value { func: gi, value })
                    .cloned()
            };
            predictions = backend::predict(entry, text, &part, backend, &sharding_of);
        }
        parts.push(part);
    }
    // A function nobody calls runs its callees inlined: XLA's combiners see
    // their collectives with its own (`predict_program`).
    let mut across: Vec<String> = Vec::new();
    let called = parts
        .iter()
        .any(|g| g.func != fi && g.calls.iter().any(|(c, _)| *c == fi));
    let calls_any = parts.iter().any(|g| g.func == fi && !g.calls.is_empty());
    if let (Some(backend), Partitioner::Xla, false, true) =
        (backend, partitioner, called, calls_any)
    {
        let part = ChunkPartition::of_functions(chunk.functions.len(), parts);
        let sharding_of = |func, value| {
            chunk_analysis
                .propagation
                .sharding(Slot::Value { func, value })
                .cloned()
        };
        let program = backend::predict_program(chunk, text, &part, fi, backend, &sharding_of);
        predictions.retain(|p| p.rewrite != Rewrite::Combine);
        for g in &program.combined {
            let members: Vec<String> = g
                .members
                .iter()
                .filter_map(|m| {
                    let f = part.functions.iter().find(|f| f.func == m.func)?;
                    let c = f.collectives.get(m.index)?;
                    Some(format!(
                        "@{} line {}",
                        f.name,
                        lines.line_of(c.range.start) + 1
                    ))
                })
                .collect();
            across.push(format!(
                "//   ⇢ {} ({}; {})\n",
                g.result,
                g.pass,
                members.join(", ")
            ));
        }
    }
    if as_ops {
        // Only this chunk's: the edits of the others fall outside it.
        edits.extend(rewrite::propagated_edits(analysis, text, Style::Export));
    }
    apply_overrides(&mut edits, &overrides, text, analysis.tree.root_node());
    edits.retain(|(range, _)| chunk.range.start <= range.start && range.end <= chunk.range.end);
    edits.sort_by_key(|(range, _)| (range.start, range.end));
    let mut body = String::new();
    let mut position = chunk.range.start;
    for (range, replacement) in &edits {
        if range.start < position {
            continue; // overlapping: keep the first
        }
        body.push_str(&text[position..range.start]);
        body.push_str(replacement);
        position = range.end;
    }
    body.push_str(&text[position..chunk.range.end]);

    let name = format!(
        "@{}",
        chunk.functions[fi].ir.name.clone().unwrap_or_default()
    );
    let by = match partitioner {
        Partitioner::Xla => "XLA's SPMD partitioner will run it",
        Partitioner::Shardy => {
            "Shardy's insert-explicit-reshards and reshard-to-collectives write it"
        }
    };
    let mut out = format!("// {name} as {by} (mesh-lsp; read-only).\n");
    out.push_str(if as_ops {
        "// Inserted ops are Shardy's explicit collectives on global types; `// ⇄` lines say why.\n"
    } else {
        "// The collectives are listed as `// ⇄` comments: this file's notation has no ops for them here.\n"
    });
    if let Some(backend) = backend.filter(|_| partitioner == Partitioner::Xla) {
        if predictions.is_empty() && across.is_empty() {
            out.push_str(&format!(
                "// Predicted on {}: no rewrite of these collectives after partitioning.\n",
                backend.label()
            ));
        } else {
            out.push_str(&format!(
                "// Predicted on {} after partitioning (not written below, not in the totals):\n",
                backend.label()
            ));
            for p in &predictions {
                out.push_str(&format!("//   ⇢ {} ({})\n", p.result, p.pass));
            }
            for line in &across {
                out.push_str(line);
            }
        }
    }
    out.push_str(body.trim_end());
    out.push('\n');
    Some(PartitionedView {
        name,
        text: out,
        ops_inserted,
    })
}

/// The insertions of function `fi` as replacements in the text.
#[allow(clippy::too_many_arguments)]
fn function_edits(
    chunk: &Chunk,
    chunk_analysis: &ChunkAnalysis,
    analysis: &FileAnalysis,
    text: &str,
    lines: &LineIndex,
    fi: usize,
    entry: &FunctionEntry,
    as_ops: bool,
    partitioner: Partitioner,
) -> (
    Vec<(TextRange, String)>,
    usize,
    Vec<Override>,
    FunctionPartition,
) {
    let line_of = |o| lines.line_of(o);
    let part = match partitioner {
        Partitioner::Xla => partition_function(
            chunk,
            chunk_analysis,
            text,
            &analysis.aliases,
            &line_of,
            fi,
            entry,
        ),
        Partitioner::Shardy => shardy_explicit::partition_function(
            chunk,
            chunk_analysis,
            text,
            &analysis.aliases,
            Some(&line_of),
            fi,
            entry,
        ),
    };
    let mut printer = Printer {
        analysis: chunk_analysis,
        text,
        fi,
        entry,
        as_ops,
        names: HashMap::new(),
        made: vec![None; part.insertions.len()],
        counter: 0,
        edits: Vec::new(),
        ops_inserted: 0,
        shardy: partitioner == Partitioner::Shardy,
        overrides: Vec::new(),
    };
    let mut by_op: HashMap<usize, Vec<(usize, &Insertion)>> = HashMap::new();
    for (i, insertion) in part.insertions.iter().enumerate() {
        by_op.entry(insertion.op).or_default().push((i, insertion));
    }
    for op_id in 0..entry.ir.ops.len() {
        printer.op(op_id, by_op.get(&op_id).map_or(&[][..], |v| v.as_slice()));
    }
    let (edits, inserted, overrides) = (printer.edits, printer.ops_inserted, printer.overrides);
    (edits, inserted, overrides, part)
}

struct Printer<'a> {
    analysis: &'a ChunkAnalysis,
    text: &'a str,
    fi: usize,
    entry: &'a FunctionEntry,
    /// Print collectives as `sdy` ops (else as comments).
    as_ops: bool,
    /// A value's name from here on, when a collective after its op renamed it.
    names: HashMap<ValueId, String>,
    /// Per insertion: the name of the value it made.
    made: Vec<Option<String>>,
    counter: usize,
    /// Replacements in the text, absolute.
    edits: Vec<(TextRange, String)>,
    ops_inserted: usize,
    /// Shardy's form: an op whose result is resharded computes its own
    /// sharding, and the reshard after it is written as ops.
    shardy: bool,
    overrides: Vec<Override>,
}

/// Result `index` of the op at `range` (absolute) carries `sharding`, not its
/// propagated one: Shardy's `insert-explicit-reshards` sets what the op
/// computes and reshards after it.
struct Override {
    range: TextRange,
    /// The op's name (absolute), to find where an attribute dictionary goes.
    name_at: usize,
    index: usize,
    sharding: String,
    /// Every result's sharding, for an op that has no `sdy.sharding` yet.
    whole: String,
}

/// Writes each override into the op's `#sdy.sharding_per_value` (the
/// propagated edit inside the op, else the op's own text).
fn apply_overrides(
    edits: &mut Vec<(TextRange, String)>,
    overrides: &[Override],
    text: &str,
    root: tree_sitter::Node<'_>,
) {
    let mut added: Vec<TextRange> = Vec::new();
    for o in overrides {
        let inside = |r: &TextRange| o.range.start <= r.start && r.end <= o.range.end;
        if let Some(edit) = edits
            .iter_mut()
            .find(|(r, e)| inside(r) && e.contains("#sdy.sharding_per_value<["))
        {
            if let Some(new) = replace_per_value(&edit.1, o.index, &o.sharding) {
                edit.1 = new;
            }
            continue;
        }
        let Some(op_text) = text.get(o.range.start..o.range.end) else {
            continue;
        };
        let Some(at) = op_text.find("#sdy.sharding_per_value<[") else {
            if !added.contains(&o.range) {
                if let Some(at) = rewrite::attribute_dict_position(root, text, o.name_at) {
                    edits.push((
                        TextRange::new(at, at),
                        format!("{{sdy.sharding = {}}} ", o.whole),
                    ));
                    added.push(o.range);
                }
            }
            continue;
        };
        let rest = &op_text[at..];
        let Some(end) = rest.find("]>").map(|e| at + e + 2) else {
            continue;
        };
        if let Some(new) = replace_per_value(&op_text[at..end], o.index, &o.sharding) {
            edits.push((TextRange::new(o.range.start + at, o.range.start + end), new));
        }
    }
}

/// `text` with item `index` of its `#sdy.sharding_per_value<[…]>` replaced.
fn replace_per_value(text: &str, index: usize, item: &str) -> Option<String> {
    const OPEN: &str = "#sdy.sharding_per_value<[";
    let start = text.find(OPEN)? + OPEN.len();
    let mut depth = 0i32;
    let mut quoted = false;
    let mut item_start = start;
    let mut items: Vec<(usize, usize)> = Vec::new();
    for (i, c) in text[start..].char_indices() {
        let i = start + i;
        match c {
            '"' => quoted = !quoted,
            _ if quoted => {}
            '<' | '[' | '{' | '(' => depth += 1,
            '>' | '}' | ')' => depth -= 1,
            ']' if depth == 0 => {
                items.push((item_start, i));
                break;
            }
            ']' => depth -= 1,
            ',' if depth == 0 => {
                items.push((item_start, i));
                item_start = i + 1;
            }
            _ => {}
        }
    }
    let (a, b) = *items.get(index)?;
    let lead = if a == start { "" } else { " " };
    Some(format!("{}{lead}{item}{}", &text[..a], &text[b..]))
}

impl Printer<'_> {
    fn name_of(&self, value: ValueId) -> String {
        self.names
            .get(&value)
            .cloned()
            .unwrap_or_else(|| self.entry.ir.values[value].name.to_string())
    }

    /// `%x_p1`, a name the text does not use.
    fn fresh(&mut self, value: ValueId) -> String {
        let base = self.entry.ir.values[value]
            .name
            .trim_start_matches('%')
            .replace('#', "_");
        // MLIR's names that start with a digit are all digits (`%0`).
        let base = if base.starts_with(|c: char| c.is_ascii_digit()) {
            format!("_{base}")
        } else {
            base
        };
        loop {
            self.counter += 1;
            let name = format!("%{base}_p{}", self.counter);
            if !self.text.contains(&name) {
                return name;
            }
        }
    }

    fn type_of(&self, value: ValueId) -> String {
        self.entry.ir.values[value]
            .ty
            .as_ref()
            .map(|t| t.to_string())
            .unwrap_or_default()
    }

    /// The reshards `plans` from `input`, the last step defining `output`;
    /// None when they cannot be printed as ops.
    fn print_plans(
        &mut self,
        plans: &[ReshardPlan],
        value: ValueId,
        input: &str,
        output: &str,
    ) -> Option<Vec<String>> {
        if !self.as_ops {
            return None;
        }
        let ty = self.type_of(value);
        let mut lines = Vec::new();
        let mut current = input.to_string();
        let printable: Vec<&ReshardPlan> = plans.iter().filter(|p| !p.steps.is_empty()).collect();
        for (k, plan) in printable.iter().enumerate() {
            let target = if k + 1 == printable.len() {
                output.to_string()
            } else {
                self.fresh(value)
            };
            let mut fresh = || {
                self.counter += 1;
                format!("{}_s{}", output, self.counter)
            };
            let printed = reshard::print_sdy(plan, &current, &target, &ty, &mut fresh).ok()?;
            lines.extend(printed.lines().map(str::to_string));
            current = target;
        }
        if lines.is_empty() {
            return None;
        }
        self.ops_inserted += lines.len();
        Some(lines)
    }

    fn op(&mut self, op_id: usize, insertions: &[(usize, &Insertion)]) {
        let op = &self.entry.ir.ops[op_id];
        let mut replaced: HashMap<usize, String> = HashMap::new();
        let mut before: Vec<String> = Vec::new();
        let mut after: Vec<String> = Vec::new();
        // Shardy's form: what the op computes, for results resharded after it.
        let mut computed: HashMap<ValueId, TensorSharding> = HashMap::new();
        if self.shardy && self.as_ops {
            for (_, insertion) in insertions {
                if let Inserted::Result { value, plans } = &insertion.what {
                    let Some(from) = plans.first().map(|p| p.from.clone()) else {
                        continue;
                    };
                    let Some(index) = op.results.iter().position(|r| r == value) else {
                        continue;
                    };
                    let mesh = self.analysis.annotations.resolve(&from);
                    let closed = export::closed(&from, mesh);
                    if sdy::check_expressible(&closed).is_err() {
                        continue;
                    }
                    self.overrides.push(Override {
                        range: self.entry.abs(op.range),
                        name_at: self.entry.abs(op.name_range).start,
                        index,
                        sharding: sdy::print_sharding_stripped(&closed),
                        whole: String::new(),
                    });
                    computed.insert(*value, closed);
                }
            }
            // Every result's sharding, should the op have none written.
            let mesh_ref = computed.values().next().map(|s| s.mesh.clone());
            let whole: Vec<String> = op
                .results
                .iter()
                .map(|&r| {
                    let rank = self.entry.ir.values[r]
                        .ty
                        .as_ref()
                        .and_then(|t| t.static_shape())
                        .map_or(0, |s| s.len());
                    computed
                        .get(&r)
                        .cloned()
                        .or_else(|| {
                            self.analysis
                                .propagation
                                .sharding(Slot::Value {
                                    func: self.fi,
                                    value: r,
                                })
                                .map(|s| export::closed(s, self.analysis.annotations.resolve(s)))
                        })
                        .or_else(|| {
                            mesh_ref
                                .clone()
                                .map(|m| TensorSharding::replicated(m, rank))
                        })
                        .map(|s| sdy::print_sharding_stripped(&s))
                        .unwrap_or_default()
                })
                .collect();
            let whole = format!("#sdy.sharding_per_value<[{}]>", whole.join(", "));
            for o in self.overrides.iter_mut().filter(|o| o.whole.is_empty()) {
                o.whole = whole.clone();
            }
        }
        for &(i, insertion) in insertions {
            let comment = format!("// ⇄ {}", insertion.reason);
            match &insertion.what {
                Inserted::Operand {
                    index,
                    value,
                    plans,
                    reused,
                } => {
                    if let Some(earlier) = reused {
                        if let Some(name) = self.made.get(*earlier).cloned().flatten() {
                            replaced.insert(*index, name.clone());
                            self.made[i] = Some(name);
                        }
                        continue;
                    }
                    before.push(comment);
                    let input = self.name_of(*value);
                    let output = self.fresh(*value);
                    match self.print_plans(plans, *value, &input, &output) {
                        Some(lines) => {
                            before.extend(lines);
                            replaced.insert(*index, output.clone());
                            self.made[i] = Some(output);
                        }
                        None => before.extend(plan_comments(plans)),
                    }
                }
                Inserted::Result { plans, value } if self.shardy && self.as_ops => {
                    after.push(comment);
                    let input = self.name_of(*value);
                    let output = self.fresh(*value);
                    match self.print_plans(plans, *value, &input, &output) {
                        Some(lines) => {
                            after.extend(lines);
                            self.names.insert(*value, output);
                        }
                        None => after.extend(plan_comments(plans)),
                    }
                }
                Inserted::Result { plans, .. } => {
                    // The op carries its propagated sharding in the view, so
                    // the reshard from what it computes is a comment (as ops,
                    // Shardy's verifier would see a reshard from the sharding
                    // the op already has).
                    after.push(comment);
                    after.extend(plan_comments(plans));
                }
                Inserted::AllReduce { axes } => {
                    after.push(comment);
                    // A replicated result has no sharding of its own: the op's mesh.
                    let mesh_ref = op
                        .operands
                        .iter()
                        .filter_map(|o| o.value)
                        .chain(op.results.iter().copied())
                        .find_map(|v| {
                            self.analysis
                                .propagation
                                .sharding(Slot::Value {
                                    func: self.fi,
                                    value: v,
                                })
                                .map(|s| s.mesh.clone())
                        });
                    for &result in &op.results {
                        let rank = self.entry.ir.values[result]
                            .ty
                            .as_ref()
                            .and_then(|t| t.static_shape())
                            .map_or(0, |s| s.len());
                        let sharding = computed
                            .get(&result)
                            .cloned()
                            .or_else(|| {
                                self.analysis
                                    .propagation
                                    .sharding(Slot::Value {
                                        func: self.fi,
                                        value: result,
                                    })
                                    .cloned()
                            })
                            .or_else(|| {
                                mesh_ref
                                    .clone()
                                    .map(|m| TensorSharding::replicated(m, rank))
                            });
                        let printable = self.as_ops
                            && sharding
                                .as_ref()
                                .is_some_and(|s| sdy::check_expressible(s).is_ok());
                        match sharding.filter(|_| printable) {
                            Some(sharding) => {
                                let mesh = self.analysis.annotations.resolve(&sharding);
                                let mut sharding = export::closed(&sharding, mesh);
                                sharding.unreduced.clear();
                                let input = self.name_of(result);
                                let output = self.fresh(result);
                                after.push(format!(
                                    "{output} = sdy.all_reduce {} {input} out_sharding={} : {}",
                                    sdy::print_axis_list(axes),
                                    sdy::print_sharding_stripped(&sharding),
                                    self.type_of(result)
                                ));
                                self.ops_inserted += 1;
                                self.names.insert(result, output);
                            }
                            None => after
                                .push(format!("// all-reduce over {}", sdy::print_axis_list(axes))),
                        }
                    }
                }
                Inserted::Note => before.push(comment),
            }
        }
        // Operands: the resharded value, or the new name of a renamed one.
        for (index, operand) in op.operands.iter().enumerate() {
            let name = match replaced.remove(&index) {
                Some(name) => name,
                None => match operand.value.and_then(|v| self.names.get(&v)) {
                    Some(name) => name.clone(),
                    None => continue,
                },
            };
            self.edits.push((self.entry.abs(operand.range), name));
        }
        let op_range = self.entry.abs(op.range);
        let line_start = self.text[..op_range.start].rfind('\n').map_or(0, |i| i + 1);
        let indent: String = self.text[line_start..op_range.start]
            .chars()
            .take_while(|c| c.is_whitespace())
            .collect();
        if !before.is_empty() {
            let block: String = before.iter().map(|l| format!("{indent}{l}\n")).collect();
            self.edits
                .push((TextRange::new(line_start, line_start), block));
        }
        if !after.is_empty() {
            let line_end = self.text[op_range.end..]
                .find('\n')
                .map_or(self.text.len(), |i| op_range.end + i);
            let block: String = after.iter().map(|l| format!("\n{indent}{l}")).collect();
            self.edits.push((TextRange::new(line_end, line_end), block));
        }
    }
}

/// The steps of `plans` as comment lines.
fn plan_comments(plans: &[ReshardPlan]) -> Vec<String> {
    plans
        .iter()
        .filter(|p| !p.steps.is_empty())
        .map(|p| format!("//   {}", p.summary()))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::replace_per_value;

    #[test]
    fn one_result_of_a_per_value_list_is_replaced() {
        let text =
            r#"{sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a, b"}, {}]>, <@mesh, [{}]>]>}"#;
        assert_eq!(
            replace_per_value(text, 1, r#"<@mesh, [{"x"}]>"#).as_deref(),
            Some(
                r#"{sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a, b"}, {}]>, <@mesh, [{"x"}]>]>}"#
            )
        );
        assert_eq!(
            replace_per_value(text, 0, "<@mesh, [{}, {}]>").as_deref(),
            Some(r#"{sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>, <@mesh, [{}]>]>}"#)
        );
        assert_eq!(replace_per_value(text, 2, "<@mesh, []>"), None);
        assert_eq!(replace_per_value("no sharding", 0, "<@mesh, []>"), None);
    }
}
