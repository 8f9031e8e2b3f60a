//! Hover: what the sharding under the cursor means (value, annotation or
//! `mhlo.sharding` string), as markdown with the device grid drawn the way
//! `jax.debug.visualize_array_sharding` draws it; on an op, its sharding rule
//! and the collectives it implies; on a mesh, its axes and devices.

use super::communication::{self, Findings};
use crate::explain::{device_table, explain_at, Explanation};
use crate::partition::backend::Backend;
use crate::partition::Hardware;
use crate::pipeline::FileAnalysis;
use crate::propagation::{self, ChunkPropagation};
use crate::rules::{self, RuleEnv, RuleLookup};
use crate::sharding::diag::ConversionError;
use crate::sharding::model::Notation;
use crate::text::TextRange;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HoverInfo {
    pub range: TextRange,
    pub markdown: String,
}

/// Everything the editor shows on hover at `offset`: the sharding or op
/// ([`hover`]), then on an op that communicates what it sends and why (from
/// the findings `findings` says, predicted for `backend` on `hardware`),
/// then the source line the op came from.
pub fn editor_hover(
    analysis: &FileAnalysis,
    text: &str,
    offset: usize,
    hardware: &Hardware,
    backend: Backend,
    findings: Findings,
) -> Option<HoverInfo> {
    let mut info = hover(analysis, text, offset);
    let sections = [
        communication::hover_reading(analysis, text, offset, hardware, backend, findings),
        source_hover(analysis, text, offset).map(|h| (h.range, h.markdown)),
    ];
    for (range, markdown) in sections.into_iter().flatten() {
        match &mut info {
            Some(h) => h.markdown.push_str(&markdown),
            None => info = Some(HoverInfo { range, markdown }),
        }
    }
    info
}

pub fn hover(analysis: &FileAnalysis, text: &str, offset: usize) -> Option<HoverInfo> {
    if let Some(e) = explain_at(analysis, text, offset) {
        let mut markdown = explanation_markdown(&e);
        if let Some(note) = shared_callee_note(analysis, offset) {
            markdown.push_str(&note);
        }
        return Some(HoverInfo {
            range: hover_range(analysis, offset).unwrap_or(e.range),
            markdown,
        });
    }
    mesh_hover(analysis, offset).or_else(|| op_hover(analysis, text, offset))
}

/// Inside a function called from several places, which call site the
/// shardings shown are those of: Shardy propagates a copy of the body per
/// call site, and the editor shows the one it keeps the name for.
fn shared_callee_note(analysis: &FileAnalysis, offset: usize) -> Option<String> {
    let (chunk, _) = analysis.chunk_at(offset)?;
    let (_, entry) = chunk
        .functions_meeting(TextRange::new(offset, offset))
        .next()?;
    let name = entry.ir.name.as_deref()?;
    let sites = chunk
        .functions
        .iter()
        .flat_map(|f| f.ir.calls.iter().map(|&op| &f.ir.ops[op]))
        .filter(|op| op.callee.as_deref() == Some(name))
        .count();
    (sites > 1).then(|| {
        format!(
            "\n@{name} is called from {sites} places; Shardy propagates each call on its own copy \
             of the body. Shown here: the copy of the deepest call site (the one Shardy keeps the \
             name for); each call's result shows its own.\n"
        )
    })
}

/// The word under the cursor: the value or sharding text.
fn hover_range(analysis: &FileAnalysis, offset: usize) -> Option<TextRange> {
    let node = analysis
        .tree
        .root_node()
        .descendant_for_byte_range(offset, offset)?;
    Some(TextRange::new(node.start_byte(), node.end_byte()))
}

fn explanation_markdown(e: &Explanation) -> String {
    let mut md = String::new();
    let ty = e.ty.as_ref().map_or("?".to_string(), |t| t.to_string());
    md.push_str(&format!("**{}** : `{ty}`\n\n", e.value));
    md.push_str(&format!(
        "{} `{}`\n",
        if e.annotated {
            "Sharding:"
        } else {
            "Inferred sharding:"
        },
        e.text
    ));
    if e.notation != Notation::Sdy {
        md.push_str(&conversion_markdown("sdy", &e.sdy_text));
    }
    if let Some(gspmd) = &e.gspmd_text {
        md.push_str(&conversion_markdown("GSPMD", gspmd));
    }
    for note in &e.notes {
        md.push_str(&format!("\n{note}\n"));
    }
    if let Some(summary) = &e.summary {
        let replication = e.replication_factor().unwrap_or(1);
        md.push_str(&format!(
            "\nPer device: `{}`{}{}\n",
            summary
                .buffer_shape
                .iter()
                .map(i64::to_string)
                .collect::<Vec<_>>()
                .join("x"),
            e.bytes_per_device()
                .map(|b| format!(", {} ", propagation::human_bytes(b)))
                .unwrap_or_default(),
            if replication > 1 {
                format!("(each tile on {replication} devices)")
            } else {
                String::new()
            }
        ));
    }
    if let Some(layout) = &e.layout {
        md.push('\n');
        md.push_str(&device_table(layout));
    }
    if let Some(note) = &e.layout_note {
        md.push_str(&format!("\n{note}\n"));
    }
    if !e.origins.is_empty() {
        md.push_str("\nOrigin:\n");
        for origin in &e.origins {
            md.push_str(&format!("- {origin}\n"));
        }
    }
    md
}

fn conversion_markdown(notation: &str, result: &Result<String, ConversionError>) -> String {
    match result {
        Ok(text) => format!("\nIn {notation}: `{text}`\n"),
        Err(ConversionError::CannotExpress { reason, .. }) => {
            format!("\nCannot be written in {notation}: {reason}\n")
        }
        Err(error) => format!("\nCannot be written in {notation}: {error}\n"),
    }
}

fn mesh_hover(analysis: &FileAnalysis, offset: usize) -> Option<HoverInfo> {
    for (chunk, result) in analysis.ir.chunks.iter().zip(&analysis.chunks) {
        for decl in &chunk.meshes {
            if !decl.name_range.touches(offset) {
                continue;
            }
            let entry = result.annotations.meshes.get(&decl.name)?;
            let axes: Vec<String> = entry
                .mesh
                .axes
                .iter()
                .map(|a| {
                    format!(
                        "`{}` = {}",
                        a.name,
                        a.size.map_or("?".into(), |s| s.to_string())
                    )
                })
                .collect();
            let devices = entry
                .mesh
                .device_count()
                .map_or("?".into(), |d| d.to_string());
            return Some(HoverInfo {
                range: decl.name_range,
                markdown: format!(
                    "**mesh @{}** ({})\n\nAxes: {}\n\nDevices: {devices}{}\n",
                    decl.name,
                    entry.notation.display_name(),
                    axes.join(", "),
                    entry
                        .mesh
                        .device_ids
                        .as_ref()
                        .map(|ids| format!(", order {ids:?}"))
                        .unwrap_or_default()
                ),
            });
        }
    }
    None
}

fn op_hover(analysis: &FileAnalysis, text: &str, offset: usize) -> Option<HoverInfo> {
    let (chunk, result) = analysis.chunk_at(offset)?;
    for (fi, entry) in chunk.functions_meeting(TextRange::new(offset, offset)) {
        if let Some(op_id) = super::op_named_at(entry, offset) {
            let op = &entry.ir.ops[op_id];
            let name_range = entry.abs(op.name_range);
            let env = RuleEnv::new(text, &analysis.aliases).for_entry(entry);
            let mut md = format!("**{}**\n\n", op.name);
            match rules::rule_for(op, &entry.ir, &env) {
                RuleLookup::Rule(rule) => {
                    md.push_str(&format!("Sharding rule: `{rule}`\n"));
                    md.push_str(&implied_collectives(
                        chunk,
                        &result.propagation,
                        fi,
                        op_id,
                        &rule,
                    ));
                }
                RuleLookup::NoRule { reason, .. } => {
                    md.push_str(&format!("No sharding rule: {reason}\n"))
                }
            }
            return Some(HoverInfo {
                range: name_range,
                markdown: md,
            });
        }
    }
    None
}

/// The communication an op needs after propagation: all-reduces over axes
/// sharding its reduction factors, and reshards where its tensors disagree.
fn implied_collectives(
    chunk: &crate::ir::Chunk,
    result: &ChunkPropagation,
    fi: usize,
    op_id: usize,
    rule: &rules::OpShardingRule,
) -> String {
    let mut lines = Vec::new();
    let node = result
        .node_of_op(fi, op_id)
        .and_then(|n| Some((n, result.node(n)?)))
        .filter(|(_, node)| node.slots.len() == rule.operands.len() + rule.results.len());
    if let Some((n, node)) = node {
        for (f, factor) in rule.factors.iter().enumerate() {
            if factor.kind != rules::FactorKind::Reduction {
                continue;
            }
            // The axes an operand shards the reduction factor with.
            let axes = node
                .slots
                .iter()
                .take(rule.operands.len())
                .enumerate()
                .find_map(|(t, slot)| {
                    let s = result.sharding(*slot)?;
                    let dim = rule.operands[t]
                        .iter()
                        .position(|factors| factors.contains(&f))?;
                    let axes = &s.dims.get(dim)?.axes;
                    (!axes.is_empty()).then(|| {
                        axes.iter()
                            .map(|a| a.to_string())
                            .collect::<Vec<_>>()
                            .join(", ")
                    })
                });
            if let Some(axes) = axes {
                lines.push(format!(
                    "- all-reduce over {axes} (factor {} is a reduction)",
                    rules::factor_symbol(f)
                ));
            }
        }
        for conflict in result.conflicts_at(n) {
            let who: Vec<String> = conflict
                .tensors
                .iter()
                .map(|(slot, _)| propagation::slot_name(chunk, *slot))
                .collect();
            lines.push(format!(
                "- reshard: {} disagree along factor {}",
                who.join(" and "),
                rules::factor_symbol(conflict.factor)
            ));
        }
    }
    if lines.is_empty() {
        "\nNo communication needed with the current shardings.\n".to_string()
    } else {
        format!("\nImplied collectives:\n{}\n", lines.join("\n"))
    }
}

/// Where the op under the cursor came from, when its `loc(…)` names a
/// source file (JAX's `as_text(debug_info=True)`): the innermost frame,
/// then the frames that called it. The range is the op's name.
pub fn source_hover(analysis: &FileAnalysis, text: &str, offset: usize) -> Option<HoverInfo> {
    let (range, locations) =
        crate::locations::at_offset(&analysis.ir, text, &analysis.aliases, offset)?;
    let (first, callers) = locations.split_first()?;
    let mut markdown = format!("\n\n**source:** `{first}`");
    if !callers.is_empty() {
        let callers: Vec<String> = callers.iter().map(|l| format!("`{l}`")).collect();
        markdown.push_str(&format!(" (called from {})", callers.join(", ")));
    }
    markdown.push('\n');
    Some(HoverInfo { range, markdown })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pipeline::analyze;

    const TEXT: &str = r#"sdy.mesh @mesh = <["data"=2, "model"=2]>
func.func @f(%x: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %w: tensor<16x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) -> tensor<8x4xf32> {
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x4xf32>) -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}
"#;

    #[test]
    fn hover_on_a_value_shows_sharding_shapes_grid_and_origin() {
        let analysis = analyze(TEXT);
        let at = TEXT.find("%0 =").unwrap() + 1;
        let h = hover(&analysis, TEXT, at).expect("hover on %0");
        assert!(h.markdown.contains("Inferred sharding:"), "{}", h.markdown);
        assert!(h.markdown.contains("Per device: `4x4`"), "{}", h.markdown);
        assert!(
            h.markdown.contains("| dev 0,1 |") || h.markdown.contains("dev 0"),
            "{}",
            h.markdown
        );
        assert!(h.markdown.contains("Origin:"), "{}", h.markdown);
    }

    #[test]
    fn hover_in_a_shared_callee_says_which_call_site_it_shows() {
        let text = r#"sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @main(%arg0: tensor<8x2xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>}) -> tensor<8x2xi32> {
  %1 = call @bar(%arg0) : (tensor<8x2xi32>) -> tensor<8x2xi32>
  %2 = call @bar(%1) : (tensor<8x2xi32>) -> tensor<8x2xi32>
  return %2 : tensor<8x2xi32>
}
func.func private @bar(%arg0: tensor<8x2xi32>) -> tensor<8x2xi32> {
  %0 = stablehlo.negate %arg0 : tensor<8x2xi32>
  return %0 : tensor<8x2xi32>
}
"#;
        let analysis = analyze(text);
        let at = text.find("%0 = stablehlo.negate").unwrap() + 1;
        let h = hover(&analysis, text, at).expect("hover on %0");
        assert!(
            h.markdown.contains("called from 2 places"),
            "{}",
            h.markdown
        );
        let at = text.find("%1 = call").unwrap() + 1;
        let h = hover(&analysis, text, at).expect("hover on %1");
        assert!(!h.markdown.contains("called from"), "{}", h.markdown);
    }

    #[test]
    fn hover_on_an_op_shows_its_rule_and_all_reduce() {
        let analysis = analyze(TEXT);
        let at = TEXT.find("stablehlo.dot_general").unwrap() + 3;
        let h = hover(&analysis, TEXT, at).expect("hover on the op");
        assert!(
            h.markdown.contains("([i, k], [k, j])->([i, j])"),
            "{}",
            h.markdown
        );
        assert!(
            h.markdown.contains("all-reduce over \"model\""),
            "{}",
            h.markdown
        );
    }

    #[test]
    fn hover_on_a_mesh() {
        let analysis = analyze(TEXT);
        let h = hover(&analysis, TEXT, TEXT.find("@mesh").unwrap() + 2).unwrap();
        assert!(h.markdown.contains("Devices: 4"), "{}", h.markdown);
    }

    #[test]
    fn hover_says_when_a_sharding_cannot_be_written_in_gspmd() {
        let text = r#"sdy.mesh @mesh = <["x"=2, "y"=2]>
func.func @f(%x: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}p0]>}) -> tensor<8x8xf32> {
  return %x : tensor<8x8xf32>
}
"#;
        let analysis = analyze(text);
        let h = hover(&analysis, text, text.find("#sdy.sharding<").unwrap() + 2).unwrap();
        assert!(
            h.markdown
                .contains("Cannot be written in GSPMD: dim 1 has a priority"),
            "{}",
            h.markdown
        );
        assert!(h.markdown.contains("| dev 3 |"), "{}", h.markdown);
    }
}
