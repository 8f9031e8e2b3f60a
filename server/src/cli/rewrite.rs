//! Writes propagated shardings back into the module text, in the file's own
//! notation, the way Shardy's `sdy-propagation-pipeline` prints them:
//! `sdy.sharding` (or `mhlo.sharding`) on function arguments and results,
//! a per-value sharding on every op with sharded results. Mesh-family files
//! get a `shard.sharding` + `shard.shard` pair after each newly sharded value.

use crate::annotations::Slot;
use crate::ir::convert::field;
use crate::ir::{AttrDict, Chunk, FunctionEntry};
use crate::notation;
use crate::pipeline::{ChunkAnalysis, FileAnalysis};
use crate::propagation::export;
use crate::sharding::gspmd;
use crate::sharding::mesh_family;
use crate::sharding::model::{DimSharding, ManualAxes, Notation, TensorSharding};
use crate::sharding::sdy;
use crate::text::TextRange;
use tree_sitter::Node;

/// A text replacement.
struct Edit {
    range: TextRange,
    text: String,
}

/// How propagated shardings are written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    /// As `sdy-propagation-pipeline` exports them: closed, without replicated
    /// axes, sharding constraints turned into `sdy.reshard`.
    Export,
    /// As the propagation passes leave them: open dims stay open, replicated
    /// axes stay, constraints show what propagation extended them to.
    Propagation,
}

pub fn propagated_module(analysis: &FileAnalysis, text: &str) -> String {
    propagated_module_in(analysis, text, Style::Export)
}

pub fn propagated_module_in(analysis: &FileAnalysis, text: &str, style: Style) -> String {
    let mut edits = propagated_edits(analysis, text, style);
    edits.sort_by_key(|(range, _)| std::cmp::Reverse((range.start, range.end)));
    let mut out = text.to_string();
    for (range, replacement) in edits {
        out.replace_range(range.start..range.end, &replacement);
    }
    out
}

/// The replacements that write the propagated shardings into `text`.
pub fn propagated_edits(
    analysis: &FileAnalysis,
    text: &str,
    style: Style,
) -> Vec<(TextRange, String)> {
    let mut edits = Vec::new();
    for (chunk, result) in analysis.ir.chunks.iter().zip(&analysis.chunks) {
        let notation = result.annotations.notation.unwrap_or(Notation::Sdy);
        let mut writer = Writer {
            chunk,
            result,
            text,
            root: analysis.tree.root_node(),
            notation,
            edits: &mut edits,
            fresh: 0,
            style,
        };
        writer.chunk();
    }
    edits.into_iter().map(|e| (e.range, e.text)).collect()
}

struct Writer<'a> {
    chunk: &'a Chunk,
    result: &'a ChunkAnalysis,
    text: &'a str,
    root: Node<'a>,
    notation: Notation,
    edits: &'a mut Vec<Edit>,
    fresh: usize,
    style: Style,
}

impl Writer<'_> {
    fn attr_name(&self) -> &'static str {
        match self.notation {
            Notation::Gspmd => "mhlo.sharding",
            _ => "sdy.sharding",
        }
    }

    fn sharding(&self, slot: Slot) -> Option<&TensorSharding> {
        self.result.propagation.sharding(slot)
    }

    /// One tensor's sharding as an attribute value of the file's notation.
    fn value_text(&self, sharding: &TensorSharding) -> Option<String> {
        let mesh = self.result.annotations.resolve(sharding);
        match self.notation {
            Notation::Gspmd => {
                let text = notation::print(sharding, mesh, Notation::Gspmd).ok()?;
                Some(format!("\"{text}\""))
            }
            _ => Some(sdy::print_sharding(&self.styled(sharding))),
        }
    }

    /// A function argument's or result's sharding: in the export style, as
    /// Shardy's export pipeline updates it (non-divisible axes cut, sub-axes
    /// of open dims dropped).
    fn exported_io(&self, sharding: &TensorSharding, shape: Option<Vec<i64>>) -> TensorSharding {
        let mesh = self.result.annotations.resolve(sharding);
        match (self.style, shape, mesh) {
            (Style::Export, Some(shape), Some(mesh)) => export::io_sharding(sharding, &shape, mesh),
            _ => sharding.clone(),
        }
    }

    fn styled(&self, sharding: &TensorSharding) -> TensorSharding {
        match self.style {
            Style::Export => export::closed(sharding, self.result.annotations.resolve(sharding)),
            Style::Propagation => sharding.clone(),
        }
    }

    /// The per-value attribute for an op's results.
    fn per_value_text(
        &self,
        shardings: &[Option<&TensorSharding>],
        ranks: &[usize],
    ) -> Option<String> {
        match self.notation {
            Notation::Gspmd => {
                let mut parts = Vec::new();
                for s in shardings {
                    let s = (*s)?;
                    let mesh = self.result.annotations.resolve(s)?;
                    let hlo = gspmd::from_model(&closed(s), mesh, &ManualAxes::default()).ok()?;
                    parts.push(gspmd::print_hlo_sharding(&hlo));
                }
                Some(if parts.len() == 1 {
                    format!("\"{}\"", parts[0])
                } else {
                    format!("\"{{{}}}\"", parts.join(", "))
                })
            }
            _ => {
                // A result propagation left alone is open and empty on the
                // mesh of the others (`[{?}]`; `[]` for a scalar or token).
                let mesh = shardings.iter().flatten().next()?.mesh.clone();
                let parts: Vec<String> = shardings
                    .iter()
                    .zip(ranks)
                    .map(|(s, &rank)| match s {
                        Some(s) => sdy::print_sharding_stripped(&self.styled(s)),
                        None => {
                            sdy::print_sharding_stripped(&self.styled(&TensorSharding::on_mesh(
                                mesh.clone(),
                                vec![DimSharding::open(Vec::new()); rank],
                            )))
                        }
                    })
                    .collect();
                Some(format!("#sdy.sharding_per_value<[{}]>", parts.join(", ")))
            }
        }
    }

    fn chunk(&mut self) {
        let family = !matches!(self.notation, Notation::Sdy | Notation::Gspmd);
        for (fi, entry) in self.chunk.functions.iter().enumerate() {
            if entry.ir.name.is_none() {
                continue;
            }
            if family {
                self.mesh_family_function(fi, entry);
                continue;
            }
            // A generic function's arguments and results without a dictionary
            // get one in a new `arg_attrs`/`res_attrs` array.
            // (A declaration's signature gets none, as in the custom form.)
            let generic = entry.ir.generic_inherent.as_ref();
            let mut new_argument_dicts = vec![None; entry.ir.arguments.len()];
            let mut new_result_dicts = vec![None; entry.ir.results.len()];
            for (i, &arg) in entry.ir.arguments.iter().enumerate() {
                if feeds_data_flow_edge(entry, arg) {
                    continue;
                }
                let Some(s) = self.sharding(Slot::Value {
                    func: fi,
                    value: arg,
                }) else {
                    continue;
                };
                let shape = entry.ir.values[arg]
                    .ty
                    .as_ref()
                    .and_then(|t| t.static_shape());
                let s = self.exported_io(s, shape);
                let Some(value) = self.value_text(&s) else {
                    continue;
                };
                let dict = &entry.ir.argument_attributes[i];
                if generic.is_some() && dict.range.is_none() {
                    new_argument_dicts[i] = Some(value);
                    continue;
                }
                let name_range = entry.abs(entry.ir.values[arg].range);
                self.set_on_signature(entry, dict, name_range, "func_argument", &value);
            }
            for (i, result) in entry.ir.results.iter().enumerate() {
                let Some(s) = self.sharding(Slot::FuncResult { func: fi, index: i }) else {
                    continue;
                };
                let s = self.exported_io(s, result.ty.static_shape());
                let Some(value) = self.value_text(&s) else {
                    continue;
                };
                if generic.is_some() && result.attributes.range.is_none() {
                    new_result_dicts[i] = Some(value);
                    continue;
                }
                self.set_on_result(entry, &result.attributes, entry.abs(result.range), &value);
            }
            if let Some(inherent) = generic.filter(|_| entry.ir.body.is_some()) {
                self.set_dict_array(entry, inherent, "arg_attrs", &new_argument_dicts);
                self.set_dict_array(entry, inherent, "res_attrs", &new_result_dicts);
            }
            for op in &entry.ir.ops {
                if op.name == "sdy.sharding_constraint" {
                    self.constraint(fi, entry, op);
                    continue;
                }
                if op.name == "sdy.data_flow_edge" {
                    self.data_flow_edge(fi, entry, op);
                    continue;
                }
                // The data-flow edges on an op's results hold their shardings.
                let edge_owned = op.results.iter().any(|&r| feeds_data_flow_edge(entry, r));
                if edge_owned {
                    continue;
                }
                self.computation_sites(fi, entry, op);
                // Ops whose own syntax carries their result sharding.
                let in_syntax = matches!(
                    op.name.as_str(),
                    "sdy.reshard" | "sdy.manual_computation" | "sdy.named_computation"
                ) || op
                    .sharding_sites
                    .iter()
                    .any(|s| s.role == crate::ir::ShardingRole::Result);
                if op.results.is_empty() || in_syntax {
                    continue;
                }
                // A call's results get its callee's exported result shardings.
                let call = self.style == Style::Export && op.name == "func.call";
                let owned: Vec<Option<TensorSharding>> = op
                    .results
                    .iter()
                    .map(|&r| {
                        let slot = Slot::Value { func: fi, value: r };
                        if call {
                            export::exported(
                                self.chunk,
                                &self.result.annotations,
                                &self.result.propagation,
                                slot,
                            )
                        } else {
                            self.sharding(slot).cloned()
                        }
                    })
                    .collect();
                let shardings: Vec<Option<&TensorSharding>> =
                    owned.iter().map(Option::as_ref).collect();
                if shardings.iter().all(Option::is_none) {
                    continue;
                }
                let ranks: Vec<usize> = op
                    .results
                    .iter()
                    .map(|&r| {
                        let ty = entry.ir.values[r].ty.as_ref();
                        ty.and_then(|t| t.rank()).unwrap_or(0)
                    })
                    .collect();
                let Some(value) = self.per_value_text(&shardings, &ranks) else {
                    continue;
                };
                if op.attributes.range.is_some() {
                    self.set_in_dict(entry, &op.attributes, &value);
                } else if let Some((at, text)) = self.custom_dict_position(entry, op, &value) {
                    self.edits.push(Edit {
                        range: TextRange::empty(at),
                        text,
                    });
                } else if let Some(at) = self.colon_of_op(entry.abs(op.name_range).start) {
                    self.edits.push(Edit {
                        range: TextRange::empty(at),
                        text: format!("{{{} = {value}}} ", self.attr_name()),
                    });
                }
            }
        }
    }

    /// A sharding constraint shows what propagation extended it to, or (on
    /// export) becomes the `sdy.reshard` Shardy turns it into.
    fn constraint(&mut self, fi: usize, entry: &FunctionEntry, op: &crate::ir::Op) {
        if self.style == Style::Export {
            let generic = op.form == crate::ir::OpForm::Generic;
            self.edits.push(Edit {
                range: entry.abs(op.name_range),
                text: if generic {
                    "\"sdy.reshard\""
                } else {
                    "sdy.reshard"
                }
                .to_string(),
            });
        }
        let (Some(&result), Some(site)) = (op.results.first(), op.sharding_sites.first()) else {
            return;
        };
        if let Some(s) = self.sharding(Slot::Value {
            func: fi,
            value: result,
        }) {
            let text = sdy::print_sharding_stripped(&self.styled(s));
            self.edits.push(Edit {
                range: entry.abs(site.range),
                text,
            });
        }
    }

    /// `sdy.data_flow_edge %v sharding=<…> : t`: the edge holds the sharding
    /// of the value it stands for.
    fn data_flow_edge(&mut self, fi: usize, entry: &FunctionEntry, op: &crate::ir::Op) {
        let Some(&result) = op.results.first() else {
            return;
        };
        let Some(s) = self.sharding(Slot::Value {
            func: fi,
            value: result,
        }) else {
            return;
        };
        let text = sdy::print_sharding_stripped(&self.styled(s));
        if let Some(site) = op.sharding_sites.first() {
            self.edits.push(Edit {
                range: entry.abs(site.range),
                text,
            });
        } else if op.form == crate::ir::OpForm::Generic {
            // `"sdy.data_flow_edge"(%v) : …` has no properties to extend in
            // place; `<{…}>` goes right after the operands, which is before
            // the `:` unless an attribute dictionary sits between.
            let at = self.colon_of_op(entry.abs(op.name_range).start);
            if let Some(at) = at.filter(|_| op.attributes.range.is_none()) {
                self.edits.push(Edit {
                    range: TextRange::empty(at),
                    text: format!("<{{sharding = #sdy.sharding{text}}}> "),
                });
            }
        } else if let Some(at) = self.colon_of_op(entry.abs(op.name_range).start) {
            self.edits.push(Edit {
                range: TextRange::empty(at),
                text: format!("sharding={text} "),
            });
        }
    }

    /// `in_shardings=[…]` / `out_shardings=[…]` of manual and named
    /// computations show what propagation made of them.
    fn computation_sites(&mut self, fi: usize, entry: &FunctionEntry, op: &crate::ir::Op) {
        use crate::ir::ShardingRole;
        let n_in = op.operands.len();
        for site in &op.sharding_sites {
            let index = match site.role {
                ShardingRole::InSharding { index } => index,
                ShardingRole::OutSharding { index } => n_in + index,
                _ => continue,
            };
            let slot = Slot::OpSite {
                func: fi,
                op: entry
                    .ir
                    .ops
                    .iter()
                    .position(|o| std::ptr::eq(&**o, op))
                    .unwrap_or(0),
                index,
                local: false,
            };
            if let Some(s) = self.sharding(slot) {
                let text = sdy::print_sharding_stripped(&self.styled(s));
                self.edits.push(Edit {
                    range: entry.abs(site.range),
                    text,
                });
            }
        }
    }

    /// Replaces or adds `name = value` in an existing dictionary.
    fn set_in_dict(&mut self, entry: &FunctionEntry, dict: &AttrDict, value: &str) {
        self.set_entry(entry, dict, self.attr_name(), value);
    }

    /// `name = [{attr = v0}, {}, …]` in `dict`, one dictionary per element
    /// of `values`; nothing when every value is `None`, or when `dict`
    /// already has the array (too short for the function, or it would have
    /// given every element a dictionary).
    fn set_dict_array(
        &mut self,
        entry: &FunctionEntry,
        dict: &AttrDict,
        name: &str,
        values: &[Option<String>],
    ) {
        if values.iter().all(Option::is_none) || dict.entry(name).is_some() {
            return;
        }
        let attr = self.attr_name();
        let dicts: Vec<String> = values
            .iter()
            .map(|value| match value {
                Some(value) => format!("{{{attr} = {value}}}"),
                None => "{}".to_string(),
            })
            .collect();
        self.set_entry(entry, dict, name, &format!("[{}]", dicts.join(", ")));
    }

    fn set_entry(&mut self, entry: &FunctionEntry, dict: &AttrDict, name: &str, value: &str) {
        if let Some(existing) = dict.entry(name) {
            self.edits.push(Edit {
                range: entry.abs(existing.range),
                text: format!("{name} = {value}"),
            });
            return;
        }
        // MLIR prints a dictionary sorted by name.
        if let Some(next) = dict.entries.iter().find(|e| e.name.as_str() > name) {
            self.edits.push(Edit {
                range: TextRange::empty(entry.abs(next.range).start),
                text: format!("{name} = {value}, "),
            });
            return;
        }
        let Some(range) = dict.range.map(|r| entry.abs(r)) else {
            return;
        };
        let separator = if dict.entries.is_empty() { "" } else { ", " };
        self.edits.push(Edit {
            range: TextRange::empty(range.end - 1),
            text: format!("{separator}{name} = {value}"),
        });
    }

    /// Function arguments: into their dictionary, or a new one after the type.
    fn set_on_signature(
        &mut self,
        entry: &FunctionEntry,
        dict: &AttrDict,
        name_range: TextRange,
        kind: &str,
        value: &str,
    ) {
        if dict.range.is_some() {
            self.set_in_dict(entry, dict, value);
            return;
        }
        let Some(node) = self.enclosing(name_range.start, kind) else {
            return;
        };
        let Some(ty) = field(node, "type") else {
            return;
        };
        self.edits.push(Edit {
            range: TextRange::empty(ty.end_byte()),
            text: format!(" {{{} = {value}}}", self.attr_name()),
        });
    }

    /// Function results: a single unparenthesised type becomes `(type {…})`.
    fn set_on_result(
        &mut self,
        entry: &FunctionEntry,
        dict: &AttrDict,
        range: TextRange,
        value: &str,
    ) {
        if dict.range.is_some() {
            self.set_in_dict(entry, dict, value);
            return;
        }
        let attr = format!("{{{} = {value}}}", self.attr_name());
        match self.enclosing(range.start, "func_result") {
            Some(_) => self.edits.push(Edit {
                range: TextRange::empty(range.end),
                text: format!(" {attr}"),
            }),
            None => {
                let ty = self.text.get(range.start..range.end).unwrap_or("");
                self.edits.push(Edit {
                    range,
                    text: format!("({ty} {attr})"),
                });
            }
        }
    }

    /// The innermost node of `kind` around `offset`.
    fn enclosing(&self, offset: usize, kind: &str) -> Option<Node<'_>> {
        let mut node = self.root.descendant_for_byte_range(offset, offset)?;
        loop {
            if node.kind() == kind {
                return Some(node);
            }
            node = node.parent()?;
        }
    }

    /// Ops whose pretty form puts the attribute dictionary elsewhere than
    /// before the type: `stablehlo.optimization_barrier {…} %a, %b : …` and
    /// `stablehlo.while(…) : t1, t2 attributes {…} cond {…}`.
    fn custom_dict_position(
        &self,
        entry: &FunctionEntry,
        op: &crate::ir::Op,
        value: &str,
    ) -> Option<(usize, String)> {
        let name = entry.abs(op.name_range);
        if self.text.get(name.start..name.end) != Some(op.name.as_str()) {
            return None; // generic form: `"stablehlo.while"(…)`
        }
        let dict = format!("{{{} = {value}}}", self.attr_name());
        match op.name.as_str() {
            "stablehlo.optimization_barrier" => Some((name.end, format!(" {dict}"))),
            "stablehlo.while" => {
                let range = entry.abs(op.range);
                let body = self.text.get(name.end..range.end)?;
                // The `cond` keyword: a word of its own (not `%cond`).
                let cond = body.match_indices("cond").map(|(i, _)| i).find(|&i| {
                    body[..i].ends_with(char::is_whitespace)
                        && body[i + 4..].starts_with(|c: char| c.is_whitespace() || c == '{')
                })?;
                let before = body[..cond].trim_end().len();
                Some((name.end + before, format!(" attributes {dict}")))
            }
            _ => None,
        }
    }

    fn colon_of_op(&self, offset: usize) -> Option<usize> {
        attribute_dict_position(self.root, self.text, offset)
    }

    /// Mesh family: `%s = shard.sharding …` + `%v_sharded = shard.shard %v to %s` after each op
    /// whose result propagation sharded and no annotation covers.
    fn mesh_family_function(&mut self, fi: usize, entry: &FunctionEntry) {
        let era = self.notation;
        for op in &entry.ir.ops {
            if op.name.starts_with("shard.")
                || op.name.starts_with("mesh.")
                || op.results.is_empty()
            {
                continue;
            }
            let mut lines = String::new();
            for &r in &op.results {
                let slot = Slot::Value { func: fi, value: r };
                if self.result.annotations.annotations.contains_key(&slot) {
                    continue;
                }
                let Some(s) = self.sharding(slot) else {
                    continue;
                };
                let Some(mesh) = self.result.annotations.resolve(s) else {
                    continue;
                };
                let Ok(family) = mesh_family::from_model(&closed(s), mesh, era) else {
                    continue;
                };
                let Some(ty) = entry.ir.values[r].ty.as_ref() else {
                    continue;
                };
                self.fresh += 1;
                let indent = self.indent_of(entry.abs(op.range).start);
                let (dialect, ty_name) = if era == Notation::ShardDialect {
                    ("shard", "!shard.sharding")
                } else {
                    ("mesh", "!mesh.sharding")
                };
                lines.push_str(&format!(
                    "\n{indent}%sharding_{n} = {dialect}.sharding {} : {ty_name}\n{indent}%sharded_{n} = {dialect}.shard {} to %sharding_{n} : {ty}",
                    mesh_family::print_sharding_op(&family),
                    entry.ir.values[r].name,
                    n = self.fresh,
                ));
            }
            if !lines.is_empty() {
                let end = entry.abs(op.range).end;
                self.edits.push(Edit {
                    range: TextRange::empty(end),
                    text: lines,
                });
            }
        }
    }

    fn indent_of(&self, offset: usize) -> String {
        let line_start = self.text[..offset].rfind('\n').map_or(0, |i| i + 1);
        self.text[line_start..offset]
            .chars()
            .take_while(|c| c.is_whitespace())
            .collect()
    }
}

/// The data-flow edge on a value holds its sharding (Shardy's
/// `sdy.data_flow_edge` / `sdy.func_data_flow_edge`).
fn feeds_data_flow_edge(entry: &FunctionEntry, value: crate::ir::ValueId) -> bool {
    entry.ir.values[value].uses.iter().any(|u| {
        matches!(
            entry.ir.ops[u.op].name.as_str(),
            "sdy.data_flow_edge" | "sdy.func_data_flow_edge"
        )
    })
}

/// After propagation, shardings are written closed with no replicated axes,
/// as Shardy's export (`sdy-close-shardings`) does.
fn closed(sharding: &TensorSharding) -> TensorSharding {
    export::closed(sharding, None)
}

/// Where a new attribute dictionary goes in the op whose name is at `offset`:
/// before its last top-level `:` (constants print it first:
/// `stablehlo.constant {…} dense<…>`).
pub fn attribute_dict_position(root: Node<'_>, text: &str, offset: usize) -> Option<usize> {
    let mut node = root.descendant_for_byte_range(offset, offset)?;
    while node.parent().is_some_and(|p| p.kind() != "operation") {
        node = node.parent()?;
    }
    if node.kind() == "custom_operation" {
        if let Some(name) = field(node, "name") {
            if text
                .get(name.byte_range())
                .is_some_and(|n| n.ends_with(".constant"))
            {
                return Some(name.end_byte() + 1);
            }
        }
    }
    let mut cursor = node.walk();
    let colon = node
        .children(&mut cursor)
        .filter(|c| {
            c.kind() == ":" || (c.kind() == "punctuation" && text.get(c.byte_range()) == Some(":"))
        })
        .last()?;
    Some(colon.start_byte())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pipeline::analyze_with;
    use crate::propagation::engine::Schedule;
    use crate::propagation::factor::Strategy;
    use crate::propagation::Options;

    fn basic(text: &str) -> String {
        let options = Options {
            strategy: Strategy::Basic,
            schedule: Schedule {
                user_priorities: false,
                op_priorities: false,
            },
            conservative: false,
            import: false,
            ..Options::default()
        };
        propagated_module_in(&analyze_with(text, options), text, Style::Propagation)
    }

    /// A data-flow edge holds the sharding of the value it stands for: it
    /// is written in the edge's own syntax, and not on the edge's source.
    #[test]
    fn data_flow_edges_carry_the_sharding() {
        let text = "sdy.mesh @m = <[\"a\"=2]>\n\
            func.func @f(%arg0: tensor<i32>, %arg1: tensor<4xi64> {sdy.sharding = #sdy.sharding<@m, [{\"a\"}]>}, %arg2: tensor<4xi64>) -> tensor<4xi64> {\n\
              %0 = \"stablehlo.case\"(%arg0) ({\n\
                stablehlo.return %arg1 : tensor<4xi64>\n\
              }, {\n\
                stablehlo.return %arg2 : tensor<4xi64>\n\
              }) : (tensor<i32>) -> tensor<4xi64>\n\
              %1 = sdy.data_flow_edge %0 : tensor<4xi64>\n\
              return %1 : tensor<4xi64>\n\
            }\n";
        let out = basic(text);
        assert!(
            out.contains("%1 = sdy.data_flow_edge %0 sharding=<@m, [{\"a\", ?}]> : tensor<4xi64>"),
            "{out}"
        );
        assert!(out.contains("}) : (tensor<i32>) -> tensor<4xi64>"), "{out}");
    }

    /// `sdy.func_data_flow_edge` links a call's results to the callee.
    #[test]
    fn func_data_flow_edges_propagate() {
        let text = "sdy.mesh @m = <[\"a\"=2]>\n\
            func.func private @g(%arg0: tensor<8xi32>) -> tensor<8xi32> {\n\
              %0 = sdy.func_data_flow_edge %arg0 : tensor<8xi32>\n\
              return %0 : tensor<8xi32>\n\
            }\n\
            func.func @f(%arg0: tensor<8xi32> {sdy.sharding = #sdy.sharding<@m, [{\"a\"}]>}) -> tensor<8xi32> {\n\
              %0 = call @g(%arg0) : (tensor<8xi32>) -> tensor<8xi32>\n\
              %1 = sdy.func_data_flow_edge %0 : tensor<8xi32>\n\
              return %1 : tensor<8xi32>\n\
            }\n";
        let out = basic(text);
        assert!(
            out.contains("%0 = sdy.func_data_flow_edge %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@m, [{\"a\", ?}]>]>}"),
            "{out}"
        );
        assert!(
            out.contains("-> (tensor<8xi32> {sdy.sharding = #sdy.sharding<@m, [{\"a\", ?}]>})"),
            "{out}"
        );
    }

    /// Results propagation left alone print as empty shardings next to the
    /// others, and `while` / `optimization_barrier` take the dictionary
    /// where their pretty forms put it (as Shardy's pipeline prints them).
    #[test]
    fn per_value_attributes_sit_where_mlir_prints_them() {
        let text = "sdy.mesh @m = <[\"a\"=2]>\n\
            func.func @f(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@m, [{\"a\"}]>}, %c: tensor<i32>) -> (tensor<8xf32>, tensor<8xf32>) {\n\
              %0:2 = stablehlo.while(%iterArg = %arg0, %iterArg_0 = %c) : tensor<8xf32>, tensor<i32>\n\
                cond {\n\
                %1 = stablehlo.compare  LT, %iterArg_0, %iterArg_0 : (tensor<i32>, tensor<i32>) -> tensor<i1>\n\
                stablehlo.return %1 : tensor<i1>\n\
              } do {\n\
                stablehlo.return %iterArg, %iterArg_0 : tensor<8xf32>, tensor<i32>\n\
              }\n\
              %2:2 = stablehlo.optimization_barrier %0#0, %arg0 : tensor<8xf32>, tensor<8xf32>\n\
              return %2#0, %2#1 : tensor<8xf32>, tensor<8xf32>\n\
            }\n";
        let out = propagated_module(&crate::pipeline::analyze(text), text);
        assert!(
            out.contains(": tensor<8xf32>, tensor<i32> attributes {sdy.sharding = #sdy.sharding_per_value<[<@m, [{\"a\"}]>, <@m, []>]>}\n"),
            "{out}"
        );
        assert!(
            out.contains("stablehlo.optimization_barrier {sdy.sharding = #sdy.sharding_per_value<[<@m, [{\"a\"}]>, <@m, [{\"a\"}]>]>} %0#0, %arg0"),
            "{out}"
        );
    }

    /// The sharding goes into an existing dictionary in name order, as MLIR
    /// prints dictionaries.
    #[test]
    fn shardings_join_dictionaries_in_name_order() {
        let text = "sdy.mesh @m = <[\"a\"=2]>\n\
            func.func @f(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@m, [{\"a\"}]>}) -> tensor<8xf32> {\n\
              %0 = stablehlo.custom_call @foo(%arg0) {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8}, custom>} : (tensor<8xf32>) -> tensor<8xf32>\n\
              return %0 : tensor<8xf32>\n\
            }\n";
        let out = basic(text);
        assert!(
            out.contains("{sdy.sharding = #sdy.sharding_per_value<[<@m, [{\"a\", ?}]>]>, sdy.sharding_rule = "),
            "{out}"
        );
    }
}
