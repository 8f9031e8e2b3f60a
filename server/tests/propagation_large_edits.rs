//! A large component (a JAX-style `main`) propagates again after an edit,
//! taking each step's decision from the previous run where the step's inputs
//! fingerprint the same (`propagation::memo`). The outcome — every sharding
//! with its origin, every conflict, every node — must equal a run from
//! scratch after any edit: edits that drop nodes (a renamed value leaves its
//! uses undefined), add them back, renumber every op after them (a line
//! inserted or deleted), change an op's rule, change an annotation, or touch
//! a `main` that calls a private function from several places (whose copies
//! the run maps back). The mesh family's pass, which runs whole, takes over
//! the plans of the ops an edit left alone (`mesh_family::PlanMemo`), under
//! the same check. So does the partitioning behind the communication view
//! and the findings (`partition::op_memo`): an op whose surroundings and
//! shardings are the same takes over what it wrote, and every collective,
//! insertion, memory figure and warning must equal a fresh partitioning's.

use mesh_lsp::analysis::Document;
use mesh_lsp::generate::{shaped_transformer_module, GenNotation, GenShape};
use mesh_lsp::pipeline::{analyze, analyze_deferring, analyze_ir_incremental, FileAnalysis};
use mesh_lsp::propagation::ChunkPropagation;
use mesh_lsp::text::TextRange;

/// Every inferred sharding with its origin, every conflict, every node.
fn outcome(analysis: &FileAnalysis, text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for (chunk, result) in analysis.ir.chunks.iter().zip(&analysis.chunks) {
        let propagation = &result.propagation;
        for (slot, s) in propagation.shardings() {
            out.push(format!(
                "{} {} {:?}",
                mesh_lsp::propagation::slot_name(chunk, slot),
                mesh_lsp::sharding::sdy::print_sharding(&s.sharding),
                s.origin
            ));
        }
        for conflict in propagation.conflicts() {
            out.push(format!("{conflict:?}"));
        }
        for n in 0..propagation.node_count() {
            let node = propagation.node(n).expect("a node below the count");
            out.push(format!("{:?} {:?} {:?}", node.op, node.slots, node.kind));
        }
        for findings in result.findings(chunk, text, &analysis.aliases) {
            let f = findings.value();
            out.extend(f.collectives.iter().map(|c| format!("{c:?}")));
            out.extend(f.insertions.iter().map(|i| format!("{i:?}")));
            out.extend(f.warnings.iter().map(|w| format!("{w:?}")));
            out.push(format!("{:?} {:?}", f.memory, f.calls));
        }
    }
    out
}

/// How many ops took over their partitioning from the previous run, and
/// how many insertions reuse an earlier reshard (XLA's reshard cache).
fn partition_counts(analysis: &FileAnalysis, text: &str) -> (usize, usize) {
    let mut counts = (0, 0);
    for (chunk, result) in analysis.ir.chunks.iter().zip(&analysis.chunks) {
        for findings in result.findings(chunk, text, &analysis.aliases) {
            let f = findings.value();
            counts.0 += f.op_memo.as_ref().map_or(0, |m| m.reused());
            counts.1 += f
                .insertions
                .iter()
                .filter(|i| {
                    matches!(
                        i.what,
                        mesh_lsp::partition::Inserted::Operand {
                            reused: Some(_),
                            ..
                        }
                    )
                })
                .count();
        }
    }
    counts
}

fn assert_same(incremental: &FileAnalysis, fresh: &FileAnalysis, text: &str, what: &str) {
    let (a, b) = (outcome(incremental, text), outcome(fresh, text));
    if let Some(i) = (0..a.len().max(b.len())).find(|&i| a.get(i) != b.get(i)) {
        panic!(
            "after {what}: the outcomes differ at line {i}:\n incremental: {:?}\n fresh:       {:?}",
            a.get(i),
            b.get(i)
        );
    }
}

/// A deterministic xorshift.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// The byte offsets of the op lines (`    %name = …`) of the text.
fn op_lines(text: &str) -> Vec<usize> {
    let mut starts = Vec::new();
    let mut at = 0;
    for line in text.split_inclusive('\n') {
        if line.trim_start().starts_with('%') && line.contains(" = ") {
            starts.push(at);
        }
        at += line.len();
    }
    starts
}

/// One edit somewhere in the op lines: (range, replacement, what it is).
fn random_edit(text: &str, rng: &mut Rng) -> (TextRange, String, String) {
    let lines = op_lines(text);
    let start = lines[rng.below(lines.len())];
    let end = start
        + text[start..]
            .find('\n')
            .map_or(text.len() - start, |i| i + 1);
    let line = &text[start..end];
    let percent = start + line.find('%').expect("an op line");
    match rng.below(6) {
        // A character typed into the defined name: its uses become undefined.
        0 => (
            TextRange::new(percent + 1, percent + 1),
            "x".into(),
            format!("renaming the value at {percent}"),
        ),
        // The line deleted: its value's uses become undefined.
        1 => (
            TextRange::new(start, end),
            String::new(),
            format!("deleting the line at {start}"),
        ),
        // The line duplicated: a redefinition.
        2 => (
            TextRange::new(start, start),
            line.to_string(),
            format!("duplicating the line at {start}"),
        ),
        // Another op of the same operands.
        3 => match [
            "stablehlo.add",
            "stablehlo.tanh",
            "stablehlo.multiply",
            "linalg.add",
            "linalg.exp",
        ]
        .iter()
        .find_map(|op| Some((line.find(op)?, *op)))
        {
            Some((i, op)) => {
                let other = match op {
                    "stablehlo.add" => "stablehlo.subtract",
                    "stablehlo.tanh" => "stablehlo.sine",
                    "linalg.add" => "linalg.sub",
                    "linalg.exp" => "linalg.log",
                    _ => "stablehlo.divide",
                };
                (
                    TextRange::new(start + i, start + i + op.len()),
                    other.into(),
                    format!("{op} → {other} at {}", start + i),
                )
            }
            None => (
                TextRange::new(end - 1, end - 1),
                " ".into(),
                format!("a space at {}", end - 1),
            ),
        },
        // A sharding changed or removed.
        4 => match line.find("{\"data\"}").or_else(|| line.find("{\"model\"}")) {
            Some(i) => {
                let old_len = if line[i..].starts_with("{\"data\"}") {
                    8
                } else {
                    9
                };
                let other = ["{}", "{\"model\"}", "{\"data\"}"][rng.below(3)];
                (
                    TextRange::new(start + i, start + i + old_len),
                    other.into(),
                    format!("a sharding → {other} at {}", start + i),
                )
            }
            // A `shard.sharding`'s split axes changed.
            None => match line.find("split_axes = [[0]") {
                Some(i) => {
                    let at = start + i + "split_axes = [[".len();
                    let other = ["1", "", "0, 1"][rng.below(3)];
                    (
                        TextRange::new(at, at + 1),
                        other.into(),
                        format!("split axes [[0 → [[{other} at {at}"),
                    )
                }
                None => (
                    TextRange::new(percent + 1, percent + 1),
                    "y".into(),
                    format!("renaming the value at {percent}"),
                ),
            },
        },
        // An operand replaced by the first argument (a different sharding,
        // maybe a different type: then the op has no rule).
        _ => match line.find("(%").or_else(|| line.rfind(" %")) {
            Some(i) => {
                let operand = start + i + 1;
                let len = text[operand..]
                    .find(|c: char| !(c == '%' || c.is_alphanumeric() || c == '_' || c == '#'))
                    .unwrap_or(0);
                (
                    TextRange::new(operand, operand + len),
                    "%arg0".into(),
                    format!("an operand → %arg0 at {operand}"),
                )
            }
            None => (
                TextRange::new(start, start),
                "\n".into(),
                format!("a blank line at {start}"),
            ),
        },
    }
}

/// What a run keeps for the next and what it took from the one before:
/// Shardy's step decisions, or the ops' rules (the mesh family's plans).
type MemoCounts = fn(&ChunkPropagation) -> (usize, usize);

/// Applies `edits` random edits (each undone half of the time), comparing
/// the incremental outcome with a fresh one after each; returns how many
/// `memo` entries were taken from a previous run, and what each analysed
/// edit was.
/// What `check_edits` saw over its runs.
struct Checked {
    /// Memo entries taken from a previous run.
    replayed: usize,
    /// Each analysed edit.
    done: Vec<String>,
    /// Ops whose partitioning was taken over.
    partition_taken: usize,
    /// Insertions reusing an earlier reshard, in the incremental results.
    reshard_reuses: usize,
}

fn check_edits(text: &str, seed: u64, edits: usize, memo: MemoCounts) -> Checked {
    let mut document = Document::new(text);
    let mut previous =
        analyze_ir_incremental(document.tree().clone(), document.ir().clone(), text, None);
    let (remembered, _) = memo(&previous.chunks[0].propagation);
    assert!(
        remembered > 0,
        "the open remembers what the next run may take over ({} nodes)",
        previous.chunks[0].propagation.node_count()
    );
    let mut rng = Rng(seed);
    let (mut replayed_total, mut done) = (0, Vec::new());
    let mut partition = (0, 0);
    for i in 0..edits {
        let (range, replacement, what) = random_edit(document.text(), &mut rng);
        let old = document.text()[range.start..range.end].to_string();
        let mut steps = vec![(range, replacement.clone(), what.clone())];
        if rng.below(2) == 0 {
            let undo = TextRange::new(range.start, range.start + replacement.len());
            steps.push((undo, old, format!("undoing {what}")));
        }
        // Every other edit that is undone is analysed first as the editor
        // does while typing goes on: the findings of what changed are not
        // computed, so the undo's partitioning takes over from the memo that
        // analysis carried over from the one before it.
        let typing_on = i % 2 == 1 && steps.len() == 2;
        for (step, (range, replacement, what)) in steps.into_iter().enumerate() {
            document.apply_change(Some(range), &replacement);
            if typing_on && step == 0 {
                previous = analyze_deferring(
                    document.tree().clone(),
                    document.ir().clone(),
                    document.text(),
                    Default::default(),
                    Some(&previous),
                    0,
                );
                continue;
            }
            let next = analyze_ir_incremental(
                document.tree().clone(),
                document.ir().clone(),
                document.text(),
                Some(&previous),
            );
            let fresh = analyze(document.text());
            assert_same(
                &next,
                &fresh,
                document.text(),
                &format!("{what} (seed {seed})"),
            );
            let (taken, reuses) = partition_counts(&next, document.text());
            partition.0 += taken;
            partition.1 += reuses;
            replayed_total += memo(&next.chunks[0].propagation).1;
            done.push(what);
            previous = next;
        }
    }
    Checked {
        replayed: replayed_total,
        done,
        partition_taken: partition.0,
        reshard_reuses: partition.1,
    }
}

/// One `main` of 60 transformer layers.
#[test]
fn a_single_function_after_random_edits_equals_a_fresh_run() {
    let text = shaped_transformer_module(GenNotation::Sdy, 60, GenShape::Single);
    let checked = check_edits(&text, 0x5eed_7a3e, 12, ChunkPropagation::step_counts);
    let runs = checked.done.len();
    assert!(
        checked.replayed > runs,
        "{} steps replayed in {runs} runs",
        checked.replayed
    );
    assert_partition_taken_over(&checked, 500);
}

/// Each run took over the partitioning of `per_run` ops or more on
/// average.
fn assert_partition_taken_over(checked: &Checked, per_run: usize) {
    let runs = checked.done.len();
    eprintln!(
        "{} ops' partitioning taken over in {runs} runs; {} insertions reuse a reshard",
        checked.partition_taken, checked.reshard_reuses
    );
    assert!(
        checked.partition_taken > per_run * runs,
        "{} ops' partitioning taken over in {runs} runs",
        checked.partition_taken
    );
}

/// A `main` that calls one private function from several places: the run
/// propagates a copy per call site and maps the copies back.
#[test]
fn a_function_with_a_shared_callee_after_random_edits_equals_a_fresh_run() {
    let mut text = String::from(
        "module @m attributes {mhlo.num_partitions = 8 : i32} {\n  \
         sdy.mesh @mesh = <[\"data\"=2, \"model\"=4]>\n  \
         func.func private @helper(%x: tensor<8x16xf32>) -> tensor<8x16xf32> {\n    \
         %0 = stablehlo.tanh %x : tensor<8x16xf32>\n    \
         %1 = stablehlo.add %0, %x : tensor<8x16xf32>\n    \
         return %1 : tensor<8x16xf32>\n  }\n  \
         func.func @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{\"data\"}, {}]>}, \
         %arg1: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {\"model\"}]>}) -> tensor<8x16xf32> {\n",
    );
    let mut last = "%arg1".to_string();
    for i in 0..800 {
        let v = format!("%v{i}");
        let line = match i % 7 {
            0 => format!("    {v} = call @helper({last}) : (tensor<8x16xf32>) -> tensor<8x16xf32>\n"),
            1 => format!("    {v} = stablehlo.add {last}, %arg0 : tensor<8x16xf32>\n"),
            2 => format!(
                "    {v} = sdy.sharding_constraint {last} <@mesh, [{{\"data\"}}, {{}}]> : tensor<8x16xf32>\n"
            ),
            3 => format!("    {v} = stablehlo.tanh {last} : tensor<8x16xf32>\n"),
            4 => format!("    {v} = stablehlo.multiply {last}, {last} : tensor<8x16xf32>\n"),
            5 => format!(
                "    {v} = sdy.sharding_constraint {last} <@mesh, [{{}}, {{\"model\"}}]> : tensor<8x16xf32>\n"
            ),
            _ => format!("    {v} = stablehlo.add {last}, %arg1 : tensor<8x16xf32>\n"),
        };
        text.push_str(&line);
        last = v;
    }
    text.push_str(&format!("    return {last} : tensor<8x16xf32>\n  }}\n}}\n"));
    let fresh = analyze(&text);
    assert!(
        fresh.chunks[0].propagation.node_count() >= 1024,
        "a component large enough for the memo: {} nodes",
        fresh.chunks[0].propagation.node_count()
    );
    let checked = check_edits(&text, 0x00ca_11ee, 16, ChunkPropagation::step_counts);
    let runs = checked.done.len();
    assert!(
        checked.replayed > runs,
        "{} steps replayed in {runs} runs",
        checked.replayed
    );
    assert_partition_taken_over(&checked, 300);
}

/// One `shard` function of 100 layers (1.4k ops): LLVM's pass runs again
/// whole after each edit, taking over the plans (interface and node rule)
/// of the ops the edit left alone.
#[test]
fn a_single_shard_function_after_random_edits_equals_a_fresh_run() {
    // A seed whose 30 edits include each kind the assertions name.
    const SEED: u64 = 7;
    let text = shaped_transformer_module(GenNotation::Shard, 100, GenShape::Single);
    let checked = check_edits(&text, SEED, 30, ChunkPropagation::rule_counts);
    // A spliced edit takes over all but the plans of the ops around it;
    // the whole function is built again after a line is duplicated.
    assert!(
        checked.replayed > 900 * 10,
        "{} plans taken over in {} runs",
        checked.replayed,
        checked.done.len()
    );
    for kind in ["renaming", "split axes", "linalg.", "duplicating"] {
        assert!(
            checked.done.iter().any(|what| what.contains(kind)),
            "seed {SEED:#x} makes no {kind} edit: {:?}",
            checked.done
        );
    }
    assert_partition_taken_over(&checked, 300);
}
