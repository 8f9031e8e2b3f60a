//! The communication view in the editor, as plain data: an inlay hint on
//! every op that communicates, a hover section saying what, how much, how
//! long and why, and a code lens per function with its totals and memory.
//! The numbers come from `partition`; the protocol layer converts them.

use super::hints::Hint;
use crate::annotations::Slot;
use crate::ir::per_function::PerFunction;
use crate::ir::Chunk;
use crate::partition::backend::{self, Backend, Prediction, Rewrite};
use crate::partition::warnings::{self, FunctionFindings};
use crate::partition::{self, cost, Communication, Hardware};
use crate::pipeline::{ChunkAnalysis, FileAnalysis};
use crate::propagation::human_bytes;
use crate::text::TextRange;

/// A code lens: a title over a function's name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lens {
    pub range: TextRange,
    pub title: String,
}

/// The hardware model named `name`, or the default one.
pub fn hardware(name: &str) -> Hardware {
    Hardware::named(name).unwrap_or_else(Hardware::default_model)
}

/// The collectives of the functions of `analysis` whose ops touch `range`,
/// with their reasons complete. Read from the findings the analysis keeps
/// per function: only the origin chains of these few are walked, so a
/// request costs what it shows, not a partitioning of the function (a JAX
/// `main` of 100k ops).
///
/// `Findings::Known` reads only the findings already computed (the server
/// leaves those of a large edited function for after its first diagnostics)
/// and says whether any function in the range had none yet.
fn collectives_in(
    analysis: &FileAnalysis,
    text: &str,
    range: TextRange,
    findings: Findings,
) -> (Vec<Communication>, Completeness) {
    let line_of = |offset: usize| analysis.lines(text).line_of(offset);
    let mut out = Vec::new();
    let mut completeness = Completeness::Complete;
    for (chunk, chunk_analysis, fi, _) in super::functions_meeting(analysis, range) {
        let Some(kept) = findings.kept(analysis, chunk, chunk_analysis, text, fi) else {
            if findings == Findings::Known {
                completeness = Completeness::Pending;
            }
            continue;
        };
        let meeting = kept.items_meeting(
            |f| &f.collectives,
            |c| c.range,
            |f| f.collectives_order,
            range,
        );
        out.extend(meeting.into_iter().map(|(_, c)| Communication {
            reason: partition::resolve_origins(&c.reason, chunk, chunk_analysis, fi, &line_of),
            ..c
        }));
    }
    (out, completeness)
}

/// Which partitioning findings a request reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Findings {
    /// All of them, computing those the analysis left for later.
    Compute,
    /// Those already computed, at once.
    Known,
}

impl Findings {
    /// The findings of function `fi` of `chunk`, as kept (read the parts
    /// needed with `PerFunction::items_meeting`: `value` moves them all);
    /// `None` only when `Known` and they are not computed yet.
    fn kept<'a>(
        self,
        analysis: &FileAnalysis,
        chunk: &Chunk,
        chunk_analysis: &'a ChunkAnalysis,
        text: &str,
        fi: usize,
    ) -> Option<&'a PerFunction<FunctionFindings>> {
        match self {
            Findings::Compute => chunk_analysis
                .findings(chunk, text, &analysis.aliases)
                .get(fi),
            Findings::Known => chunk_analysis.known_findings_kept(fi),
        }
    }
}

/// Whether an answer read every function's findings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Completeness {
    Complete,
    /// A function in the range had no findings yet: its collectives are
    /// missing, and will be there once the findings are computed.
    Pending,
}

fn axes_text(c: &Communication) -> String {
    if c.axes.is_empty() {
        return String::new();
    }
    let names: Vec<String> = c.axes.iter().map(|a| format!("\"{}\"", a.name)).collect();
    format!(" {}", names.join(","))
}

/// One inlay hint per communicating op, after its name: `⇄ all-reduce "model" 16.0 KiB 3.00 µs`.
pub fn hints(
    analysis: &FileAnalysis,
    text: &str,
    range: TextRange,
    hardware: &Hardware,
) -> Vec<Hint> {
    hints_reading(analysis, text, range, hardware, Findings::Compute).0
}

/// [`hints`] from the findings `findings` says, and whether they were all
/// there.
pub fn hints_reading(
    analysis: &FileAnalysis,
    text: &str,
    range: TextRange,
    hardware: &Hardware,
    findings: Findings,
) -> (Vec<Hint>, Completeness) {
    let (collectives, completeness) = collectives_in(analysis, text, range, findings);
    let mut out: Vec<Hint> = Vec::new();
    for c in &collectives {
        if !range.touches(c.range.end) {
            continue;
        }
        let estimate = hardware.estimate(c.kind, &c.axes, c.bytes_per_device);
        let label = format!(
            "⇄ {}{} {} {}",
            c.kind.name(),
            axes_text(c),
            human_bytes(c.bytes_per_device),
            cost::format_seconds(estimate.seconds)
        );
        let tooltip = format!(
            "{}\n\n{} ({})",
            c.reason, estimate.arithmetic, hardware.name
        );
        // Several collectives of one op share a hint.
        match out.iter_mut().find(|h| h.offset == c.range.end) {
            Some(h) => {
                h.label.push_str(&label.replacen('⇄', ",", 1));
                h.tooltip.push_str("\n\n");
                h.tooltip.push_str(&tooltip);
            }
            None => out.push(Hint {
                offset: c.range.end,
                label,
                tooltip,
            }),
        }
    }
    (out, completeness)
}

/// The backend whose rewrites are predicted: the one chosen, else the
/// hardware model's (`Backend::of`).
pub fn backend_for(hardware: &Hardware, chosen: Option<Backend>) -> Backend {
    chosen.unwrap_or_else(|| Backend::of(hardware).0)
}

/// The hover section of a communicating op under `offset`: each collective
/// with its axes, bytes, time, the arithmetic and source, and why; the
/// predictions are the hardware model's backend's.
pub fn hover(
    analysis: &FileAnalysis,
    text: &str,
    offset: usize,
    hardware: &Hardware,
) -> Option<(TextRange, String)> {
    hover_on(analysis, text, offset, hardware, Backend::of(hardware).0)
}

/// [`hover`] with the predictions of `backend`.
pub fn hover_on(
    analysis: &FileAnalysis,
    text: &str,
    offset: usize,
    hardware: &Hardware,
    backend: Backend,
) -> Option<(TextRange, String)> {
    hover_reading(analysis, text, offset, hardware, backend, Findings::Compute)
}

/// [`hover_on`] from the findings `findings` says. On an op's name in a
/// function whose findings are pending (`Findings::Known`), the section says
/// so instead of waiting for them.
pub fn hover_reading(
    analysis: &FileAnalysis,
    text: &str,
    offset: usize,
    hardware: &Hardware,
    backend: Backend,
    findings: Findings,
) -> Option<(TextRange, String)> {
    let range = TextRange::new(offset, offset);
    for (chunk, chunk_analysis, fi, entry) in super::functions_meeting(analysis, range) {
        let Some(kept) = findings.kept(analysis, chunk, chunk_analysis, text, fi) else {
            let on_op_name =
                super::op_named_at(entry, offset).map(|op| entry.abs(entry.ir.ops[op].name_range));
            if let Some(name) = on_op_name {
                let note = "\n**Communication**: still being computed for this function \
                            after the edit; hover again in a moment.\n";
                return Some((name, note.to_string()));
            }
            continue;
        };
        let here = kept.items_meeting(
            |f| &f.collectives,
            |c| c.range,
            |f| f.collectives_order,
            range,
        );
        let Some((_, first)) = here.first() else {
            continue;
        };
        // The predictions read the whole function's collectives.
        let findings = kept.value();
        let sharding_of = |value| {
            chunk_analysis
                .propagation
                .sharding(Slot::Value { func: fi, value })
                .cloned()
        };
        let predictions =
            backend::predict(entry, text, &findings.partition(fi), backend, &sharding_of);
        let line_of = |o: usize| analysis.lines(text).line_of(o);
        let mut md = String::from("\n**Communication** (as XLA's SPMD partitioner inserts it)\n\n");
        for (i, c) in &here {
            let i = *i;
            let estimate = hardware.estimate(c.kind, &c.axes, c.bytes_per_device);
            let reason = partition::resolve_origins(&c.reason, chunk, chunk_analysis, fi, &line_of);
            md.push_str(&format!(
                "- **{}** over{} — {} per device, {}\n  - why: {}\n  - time: {} — {}\n",
                c.kind.name(),
                if c.axes.is_empty() {
                    " no axis".to_string()
                } else {
                    axes_text(c)
                },
                human_bytes(c.bytes_per_device),
                cost::format_seconds(estimate.seconds),
                reason,
                estimate.arithmetic,
                hardware.source
            ));
            if let Some(line) = predicted_line(backend, &predictions, i) {
                md.push_str(&format!("  - {line}\n"));
            }
        }
        return Some((first.range, md));
    }
    None
}

/// What `backend` is predicted to make of collective `i`, in one line:
/// `on GPU: becomes a reduce-scatter (ReduceScatterCreator), combined with 1
/// other into one reduce-scatter (ReduceScatterCombiner, below 30 MiB)`.
fn predicted_line(backend: Backend, predictions: &[Prediction], i: usize) -> Option<String> {
    let parts: Vec<String> = predictions
        .iter()
        .filter(|p| p.replaces.contains(&i))
        .map(|p| {
            let limit = match p.threshold.bytes {
                0 => String::new(),
                i64::MAX => ", no byte limit".to_string(),
                bytes => format!(
                    "{} {}",
                    if p.rewrite == Rewrite::WindowedEinsum {
                        ", at least"
                    } else {
                        ", up to"
                    },
                    human_bytes(bytes)
                ),
            };
            let assumed = if p.threshold.assumed { ", assumed" } else { "" };
            let what = match p.rewrite {
                Rewrite::Promote => "computed in a wider type, twice the bytes".to_string(),
                Rewrite::ReduceScatter => "becomes a reduce-scatter".to_string(),
                Rewrite::WindowedEinsum => {
                    "becomes a windowed einsum (collective-permutes overlapped with the dot)"
                        .to_string()
                }
                Rewrite::Combine => {
                    let lines = p.replaces.len() - 1;
                    format!(
                        "combined with {lines} other{} into one {}",
                        if lines == 1 { "" } else { "s" },
                        p.result_kind.name()
                    )
                }
            };
            format!("{what} ({}{limit}{assumed})", p.pass)
        })
        .collect();
    (!parts.is_empty()).then(|| {
        format!(
            "predicted on {}: {} (after partitioning; not in the totals)",
            backend.label(),
            parts.join(", ")
        )
    })
}

/// A lens over every function: its collectives by kind, bytes and time per
/// device, and its peak memory (its callees' included) against the
/// hardware's. Read from the findings the analysis keeps per function, so a
/// request costs a pass over the functions, not a partitioning.
pub fn code_lenses(analysis: &FileAnalysis, text: &str, hardware: &Hardware) -> Vec<Lens> {
    let mut lenses = Vec::new();
    for (chunk, result) in analysis.ir.chunks.iter().zip(&analysis.chunks) {
        let findings: Vec<&FunctionFindings> = result
            .findings(chunk, text, &analysis.aliases)
            .iter()
            .map(|f| f.value())
            .collect();
        let memory = warnings::with_callee_peaks(&findings);
        for (f, memory) in findings.iter().zip(memory) {
            let mut kinds = Vec::new();
            let mut bytes = 0i64;
            let mut seconds = 0.0;
            for kind in partition::KINDS {
                let of_kind: Vec<_> = f.collectives.iter().filter(|c| c.kind == kind).collect();
                if !of_kind.is_empty() {
                    kinds.push(format!("{} {}", of_kind.len(), kind.name()));
                }
                for c in of_kind {
                    bytes += c.bytes_per_device;
                    seconds += hardware
                        .estimate(c.kind, &c.axes, c.bytes_per_device)
                        .seconds;
                }
            }
            let comm = if kinds.is_empty() {
                "no communication".to_string()
            } else {
                format!(
                    "{} · {}/device · {}",
                    kinds.join(", "),
                    human_bytes(bytes),
                    cost::format_seconds(seconds)
                )
            };
            let peak = memory.peak_bytes;
            let memory = match hardware.memory_bytes {
                Some(hw) => format!(
                    "peak {}/device ({} {})",
                    human_bytes(peak),
                    if peak as u64 <= hw {
                        "fits"
                    } else {
                        "does not fit"
                    },
                    hardware.name
                ),
                None => format!("peak {}/device", human_bytes(peak)),
            };
            lenses.push(Lens {
                range: f.name_range,
                title: format!("{comm} · {memory}"),
            });
        }
    }
    lenses
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pipeline::analyze;

    const TEXT: &str = r#"sdy.mesh @mesh = <["data"=2, "model"=4]>
func.func @main(%x: tensor<16x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %w: tensor<256x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) -> tensor<16x64xf32> {
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<16x256xf32>, tensor<256x64xf32>) -> tensor<16x64xf32>
  return %0 : tensor<16x64xf32>
}
"#;

    #[test]
    fn hints_hover_and_lenses_show_the_all_reduce() {
        let analysis = analyze(TEXT);
        let hw = hardware("tpu-v5e");
        let hints = hints(&analysis, TEXT, TextRange::new(0, TEXT.len()), &hw);
        assert_eq!(hints.len(), 1, "{hints:?}");
        assert!(
            hints[0].label.starts_with("⇄ all-reduce \"model\" 2.0 KiB"),
            "{}",
            hints[0].label
        );
        assert_eq!(
            &TEXT[hints[0].offset - "dot_general".len()..hints[0].offset],
            "dot_general"
        );
        let at = TEXT.find("stablehlo.dot_general").unwrap() + 3;
        let (range, md) = hover(&analysis, TEXT, at, &hw).expect("a hover");
        assert_eq!(&TEXT[range.start..range.end], "stablehlo.dot_general");
        assert!(md.contains("**all-reduce** over \"model\""), "{md}");
        assert!(md.contains("scaling book"), "{md}");
        let lenses = code_lenses(&analysis, TEXT, &hw);
        assert_eq!(lenses.len(), 1);
        assert!(
            lenses[0].title.starts_with("1 all-reduce · 2.0 KiB/device"),
            "{}",
            lenses[0].title
        );
        assert!(
            lenses[0].title.contains("fits tpu-v5e"),
            "{}",
            lenses[0].title
        );
        assert_eq!(&TEXT[lenses[0].range.start..lenses[0].range.end], "@main");
    }

    #[test]
    fn hints_from_known_findings_say_when_a_function_s_are_pending() {
        // As the server analyses an edited function of many ops: its
        // findings are left for after the first diagnostics (here every
        // function's, over 0 ops).
        let tree = crate::syntax::parse(TEXT);
        let ir = crate::ir::build(&tree, TEXT);
        let analysis =
            crate::pipeline::analyze_deferring(tree, ir, TEXT, Default::default(), None, 0);
        let hw = hardware("tpu-v5e");
        let whole = TextRange::new(0, TEXT.len());
        let (early, completeness) = hints_reading(&analysis, TEXT, whole, &hw, Findings::Known);
        assert_eq!(completeness, Completeness::Pending);
        assert!(early.is_empty(), "{early:?}");
        // A hover on the op's name says they are coming; elsewhere it has
        // no communication section.
        let on_name = TEXT.find("stablehlo.dot_general").unwrap() + 3;
        let backend = Backend::of(&hw).0;
        let (range, md) =
            hover_reading(&analysis, TEXT, on_name, &hw, backend, Findings::Known).unwrap();
        assert_eq!(&TEXT[range.start..range.end], "stablehlo.dot_general");
        assert!(md.contains("still being computed"), "{md}");
        let on_type = TEXT.find("tensor<16x64xf32>").unwrap();
        assert_eq!(
            hover_reading(&analysis, TEXT, on_type, &hw, backend, Findings::Known),
            None
        );
        // Once they are computed, the same requests have the all-reduce.
        crate::pipeline::complete_findings(&analysis, TEXT);
        let (_, md) =
            hover_reading(&analysis, TEXT, on_name, &hw, backend, Findings::Known).unwrap();
        assert!(md.contains("**all-reduce** over \"model\""), "{md}");
        let (later, completeness) = hints_reading(&analysis, TEXT, whole, &hw, Findings::Known);
        assert_eq!(completeness, Completeness::Complete);
        assert_eq!(later, hints(&analysis, TEXT, whole, &hw));
        assert_eq!(later.len(), 1, "{later:?}");
    }

    #[test]
    fn hover_says_what_the_backend_is_predicted_to_do() {
        // The result is replicated, then returned sharded on "model": the
        // all-reduce and the slice become a reduce-scatter on GPU.
        let text = r#"sdy.mesh @mesh = <["data"=2, "model"=4]>
func.func @main(%x: tensor<16x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %w: tensor<256x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) -> (tensor<16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) {
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<16x256xf32>, tensor<256x64xf32>) -> tensor<16x64xf32>
  return %0 : tensor<16x64xf32>
}
"#;
        let analysis = analyze(text);
        let at = text.find("stablehlo.dot_general").unwrap() + 3;
        let (_, md) = hover(&analysis, text, at, &hardware("h100")).expect("a hover");
        assert!(
            md.contains("predicted on GPU: becomes a reduce-scatter (ReduceScatterCreator)"),
            "{md}"
        );
        // XLA:CPU has no such pass; TPU's is assumed.
        let (_, md) = hover(&analysis, text, at, &hardware("tpu-v5e")).expect("a hover");
        assert!(
            md.contains(
                "predicted on TPU: becomes a reduce-scatter (ReduceScatterCreator, assumed)"
            ),
            "{md}"
        );
        // Nothing predicted for the example of the other test.
        let analysis = analyze(TEXT);
        let at = TEXT.find("stablehlo.dot_general").unwrap() + 3;
        let (_, md) = hover(&analysis, TEXT, at, &hardware("h100")).expect("a hover");
        assert!(!md.contains("predicted on"), "{md}");
    }
}
