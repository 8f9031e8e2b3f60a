//! Inlay hints: after each value that carries no annotation, the sharding
//! propagation inferred for it, in the file's notation, optionally with the
//! per-device local shape; the tooltip shows where the sharding came from.
//! An editor that resolves tooltips lazily (`inlayHint/resolve`) gets the
//! hints without them ([`inlay_hints_to_resolve`]) and each tooltip when it
//! shows it ([`tooltip_at`]): on a JAX `main` the origin chains were most of
//! a screen of hints, and of the message that carries them.
//!
//! A hint shows what the compiler will use: the sharding as Shardy's export
//! leaves it (closed, no `replicated={…}`, no size-1 axes; on a function
//! argument also cut to what divides its dimensions). The open markers `?` of
//! propagation's internal state are shown only with `open_markers`.

use crate::annotations::Slot;
use crate::ir::{Chunk, FunctionEntry, Type, ValueId};
use crate::notation;
use crate::pipeline::{ChunkAnalysis, FileAnalysis};
use crate::propagation;
use crate::propagation::export;
use crate::sharding::devices::shard_tensor;
use crate::sharding::model::Notation;
use crate::text::{LineIndex, TextRange};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HintOptions {
    pub enabled: bool,
    /// Print in this notation instead of the file's own.
    pub notation: Option<Notation>,
    /// Add `16x256 → 8x64` (global → per-device shape).
    pub shapes: bool,
    /// Labels longer than this are shortened with `…`.
    pub max_length: usize,
    /// A hint on every op that communicates (`assist::communication`).
    pub communication: bool,
    /// The hardware model of communication hints, hovers and code lenses.
    pub hardware: String,
    /// The backend whose rewrites after partitioning are predicted (hover,
    /// partitioned view); `None` (`"auto"`): the hardware model's.
    pub backend: Option<crate::partition::backend::Backend>,
    /// Show the sharding as propagation leaves it (`{"data", ?}`), not as
    /// the export closes it.
    pub open_markers: bool,
}

impl Default for HintOptions {
    fn default() -> Self {
        HintOptions {
            enabled: true,
            notation: None,
            shapes: true,
            max_length: 60,
            communication: true,
            hardware: "tpu-v5e".to_string(),
            backend: None,
            open_markers: false,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hint {
    /// Where the hint goes: right after the value's name.
    pub offset: usize,
    pub label: String,
    pub tooltip: String,
}

/// The hints for values defined inside `range`.
pub fn inlay_hints(
    analysis: &FileAnalysis,
    text: &str,
    range: TextRange,
    options: &HintOptions,
) -> Vec<Hint> {
    hints_in(analysis, text, range, options, true)
}

/// [`inlay_hints`] with empty tooltips, for [`tooltip_at`] to give later.
pub fn inlay_hints_to_resolve(
    analysis: &FileAnalysis,
    text: &str,
    range: TextRange,
    options: &HintOptions,
) -> Vec<Hint> {
    hints_in(analysis, text, range, options, false)
}

/// The tooltip of the hint [`inlay_hints`] puts at `offset`, if there is one.
pub fn tooltip_at(
    analysis: &FileAnalysis,
    text: &str,
    offset: usize,
    options: &HintOptions,
) -> Option<String> {
    hints_in(
        analysis,
        text,
        TextRange::new(offset, offset),
        options,
        true,
    )
    .into_iter()
    .find(|h| h.offset == offset)
    .map(|h| h.tooltip)
}

fn hints_in(
    analysis: &FileAnalysis,
    text: &str,
    range: TextRange,
    options: &HintOptions,
    tooltips: bool,
) -> Vec<Hint> {
    if !options.enabled {
        return Vec::new();
    }
    // The lines are for the tooltips' origins only.
    let index = tooltips.then(|| analysis.lines(text));
    let mut hints = Vec::new();
    for (chunk, result, fi, entry) in super::functions_meeting(analysis, range) {
        let f = &entry.ir;
        for &arg in &f.arguments {
            push_hint(
                &mut hints,
                chunk,
                result,
                entry,
                fi,
                &[arg],
                range,
                options,
                index,
            );
        }
        // Ops are in text order (each before the ops of its regions) and
        // `abs` keeps the order, so the ops defining values in the range are
        // found by bisection: mapping each op of a JAX `main` through the
        // function's recorded moves took milliseconds. One op back: the
        // range may start inside its result list.
        let first = f
            .ops
            .partition_point(|op| entry.abs(op.range).start < range.start)
            .saturating_sub(1);
        for op in f.ops.iter_from(first) {
            let op_range = entry.abs(op.range);
            if op_range.start > range.end {
                break;
            }
            if op_range.end < range.start || op.results.is_empty() {
                continue;
            }
            push_hint(
                &mut hints,
                chunk,
                result,
                entry,
                fi,
                &op.results,
                range,
                options,
                index,
            );
        }
    }
    hints
}

/// One hint for a group of values defined together (`%0:2 = …`); its
/// tooltip says where the shardings came from when given the line `index`.
#[allow(clippy::too_many_arguments)]
fn push_hint(
    hints: &mut Vec<Hint>,
    chunk: &Chunk,
    result: &ChunkAnalysis,
    entry: &FunctionEntry,
    fi: usize,
    values: &[ValueId],
    range: TextRange,
    options: &HintOptions,
    index: Option<&LineIndex>,
) {
    let Some(&first) = values.first() else { return };
    let at = entry.abs(entry.ir.values[first].range).end;
    if !range.touches(at) {
        return;
    }
    let notation = options
        .notation
        .or(result.annotations.notation)
        .unwrap_or(Notation::Sdy);
    let mut parts = Vec::new();
    let mut tooltip = Vec::new();
    for &value in values {
        let slot = Slot::Value { func: fi, value };
        if result.annotations.annotations.contains_key(&slot) {
            return;
        }
        let Some(inferred) = result.propagation.sharding(slot) else {
            return;
        };
        let mesh = result.annotations.resolve(inferred);
        let ty = entry.ir.values[value].ty.as_ref();
        let shown = if options.open_markers {
            inferred.clone()
        } else {
            export::exported(chunk, &result.annotations, &result.propagation, slot)
                .unwrap_or_else(|| inferred.clone())
        };
        let inferred = &shown;
        let Ok(mut label) = notation::print_short(inferred, mesh, notation) else {
            return;
        };
        if options.shapes {
            if let (Some(mesh), Some(shape)) = (mesh, ty.and_then(Type::static_shape)) {
                if let Ok(layout) = shard_tensor(inferred, mesh, &shape) {
                    if layout.buffer_shape != shape {
                        label.push_str(&format!(
                            " {} → {}",
                            dims(&shape),
                            dims(&layout.buffer_shape)
                        ));
                    }
                }
            }
        }
        parts.push(label);
        if let Some(index) = index {
            let line = |offset: usize| index.line_of(offset);
            tooltip.extend(propagation::describe_origin(
                chunk,
                &result.annotations,
                &result.propagation,
                slot,
                &line,
            ));
        }
    }
    let mut label = parts.join(", ");
    if label.chars().count() > options.max_length {
        label = label
            .chars()
            .take(options.max_length.saturating_sub(1))
            .collect::<String>()
            + "…";
    }
    hints.push(Hint {
        offset: at,
        label: format!(": {label}"),
        tooltip: tooltip.join("\n"),
    });
}

fn dims(shape: &[i64]) -> String {
    shape
        .iter()
        .map(i64::to_string)
        .collect::<Vec<_>>()
        .join("x")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pipeline::analyze;

    const TEXT: &str = r#"sdy.mesh @mesh = <["data"=2, "model"=4]>
func.func @f(%x: tensor<16x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}) -> tensor<16x256xf32> {
  %0 = stablehlo.tanh %x : tensor<16x256xf32>
  return %0 : tensor<16x256xf32>
}
"#;

    #[test]
    fn hint_after_an_unannotated_value_with_shapes_and_origin() {
        let analysis = analyze(TEXT);
        let hints = inlay_hints(
            &analysis,
            TEXT,
            TextRange::new(0, TEXT.len()),
            &HintOptions::default(),
        );
        assert_eq!(hints.len(), 1, "{hints:?}");
        let hint = &hints[0];
        assert_eq!(&TEXT[..hint.offset].rsplit('\n').next().unwrap(), &"  %0");
        assert_eq!(hint.label, ": [{\"data\"}, {\"model\"}] 16x256 → 8x64");
        assert!(
            hint.tooltip.contains("input annotation at line 2"),
            "{}",
            hint.tooltip
        );
    }

    #[test]
    fn hints_of_any_range_are_those_of_the_whole_text_in_it_after_edits() {
        use crate::analysis::{document_analysis, Document};
        let text = super::super::FUNCTION_WITH_A_REGION;
        let mut document = Document::new(text);
        // Spaces typed inside ops: each edit is spliced into the function
        // and recorded as a move its ranges are mapped through.
        for name in ["%0 =", "%3 =", "%4 ="] {
            let at = document.text().find(name).unwrap() + name.len();
            document.apply_change(Some(TextRange::new(at, at)), "  ");
        }
        assert!(!document.ir().chunks[0].functions[0].moves().is_empty());
        let text = document.text();
        let analysis = document_analysis(&document, None);
        let options = HintOptions::default();
        let all = inlay_hints(&analysis, text, TextRange::new(0, text.len()), &options);
        // Before, inside the region (if the while propagates) and after it.
        assert!(all.len() >= 3, "{all:?}");
        assert!(
            all.iter().any(|h| h.offset > text.find("%4").unwrap()),
            "{all:?}"
        );
        for start in 0..text.len() {
            for end in [start, start + 1, start + 40, text.len()] {
                let range = TextRange::new(start, end.min(text.len()));
                let expected: Vec<&Hint> = all.iter().filter(|h| range.touches(h.offset)).collect();
                let found = inlay_hints(&analysis, text, range, &options);
                assert_eq!(found.iter().collect::<Vec<_>>(), expected, "{range:?}");
            }
        }
    }

    #[test]
    fn hints_show_the_exported_form_unless_open_markers_are_asked_for() {
        let text = r#"sdy.mesh @mesh = <["a"=8, "one"=1, "b"=2]>
func.func @f(%x: tensor<10x4xf32>, %y: tensor<10x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", "one"}, {"b", ?}]>}) -> tensor<10x4xf32> {
  %0 = stablehlo.add %x, %y : tensor<10x4xf32>
  return %0 : tensor<10x4xf32>
}
"#;
        let analysis = analyze(text);
        let all = TextRange::new(0, text.len());
        let plain = HintOptions {
            shapes: false,
            ..HintOptions::default()
        };
        let labels: Vec<String> = inlay_hints(&analysis, text, all, &plain)
            .into_iter()
            .map(|h| h.label)
            .collect();
        // The argument is cut to what divides 10 and its open dim loses the
        // sub-axis, as Shardy's export does; the op keeps its sharding, closed.
        assert_eq!(labels, [": [{}, {\"b\"}]", ": [{\"a\"}, {\"b\"}]"]);
        let open = HintOptions {
            open_markers: true,
            ..plain
        };
        let labels: Vec<String> = inlay_hints(&analysis, text, all, &open)
            .into_iter()
            .map(|h| h.label)
            .collect();
        assert_eq!(labels[1], ": [{\"a\", ?}, {\"b\", ?}]");
    }

    #[test]
    fn hints_are_limited_to_the_range_and_can_be_disabled() {
        let analysis = analyze(TEXT);
        assert!(inlay_hints(
            &analysis,
            TEXT,
            TextRange::new(0, 10),
            &HintOptions::default()
        )
        .is_empty());
        let off = HintOptions {
            enabled: false,
            ..HintOptions::default()
        };
        assert!(inlay_hints(&analysis, TEXT, TextRange::new(0, TEXT.len()), &off).is_empty());
    }

    #[test]
    fn hints_in_another_notation() {
        let analysis = analyze(TEXT);
        let gspmd = HintOptions {
            notation: Some(Notation::Gspmd),
            shapes: false,
            ..HintOptions::default()
        };
        let hints = inlay_hints(&analysis, TEXT, TextRange::new(0, TEXT.len()), &gspmd);
        assert_eq!(hints[0].label, ": {devices=[2,4]<=[8]}");
    }
}
