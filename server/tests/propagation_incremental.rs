//! After an edit, propagation re-runs only the components (functions linked
//! by calls or sharding groups) the edit touched, and the result equals a
//! propagation from scratch.

use mesh_lsp::analysis::Document;
use mesh_lsp::generate::{transformer_module, GenNotation};
use mesh_lsp::pipeline::{analyze, analyze_ir_incremental, FileAnalysis};
use mesh_lsp::text::TextRange;

fn summary(analysis: &FileAnalysis) -> Vec<String> {
    let mut out = Vec::new();
    for (chunk, result) in analysis.ir.chunks.iter().zip(&analysis.chunks) {
        for (slot, s) in result.propagation.shardings() {
            out.push(format!(
                "{} {}",
                mesh_lsp::propagation::slot_name(chunk, slot),
                mesh_lsp::sharding::sdy::print_sharding(&s.sharding)
            ));
        }
        for d in mesh_lsp::propagation::diagnostics(chunk, &result.propagation) {
            out.push(format!("{} {} {:?}", d.code, d.message, d.range));
        }
    }
    out.sort();
    out
}

/// The propagation graph: every node (its op, slots, rule and kind) and
/// every barrier, as `Debug` prints them.
fn graph(analysis: &FileAnalysis) -> Vec<String> {
    let mut out = Vec::new();
    for result in &analysis.chunks {
        let propagation = &result.propagation;
        for n in 0..propagation.node_count() {
            let node = propagation.node(n).expect("a node below the count");
            out.push(format!(
                "{:?} {:?} {:?} {:?} {:?}",
                node.op, node.slots, node.rule, node.kind, node.direction
            ));
        }
        for barrier in propagation.barriers() {
            out.push(format!("{barrier:?}"));
        }
    }
    out
}

/// Fails at the first node where two graphs differ (they are long).
fn assert_same_graph(incremental: &FileAnalysis, fresh: &FileAnalysis) {
    let (a, b) = (graph(incremental), graph(fresh));
    if let Some(i) = (0..a.len().max(b.len())).find(|&i| a.get(i) != b.get(i)) {
        panic!(
            "the graphs differ at line {i}:\n incremental: {:?}\n fresh:       {:?}",
            a.get(i),
            b.get(i)
        );
    }
}

#[test]
fn an_edit_in_one_function_recomputes_only_its_component() {
    // 40 layers: three independent functions.
    let text = transformer_module(GenNotation::Sdy, 40);
    let mut document = Document::new(text.as_str());
    let before = analyze_ir_incremental(
        document.tree().clone(),
        document.ir().clone(),
        document.text(),
        None,
    );
    assert_eq!(before.chunks[0].propagation.component_counts(), (3, 3));

    // Change an op in the last function only.
    let at = text.rfind("stablehlo.tanh").unwrap();
    document.apply_change(
        Some(TextRange::new(at, at + "stablehlo.tanh".len())),
        "stablehlo.sine",
    );
    let after = analyze_ir_incremental(
        document.tree().clone(),
        document.ir().clone(),
        document.text(),
        Some(&before),
    );
    assert_eq!(after.chunks[0].propagation.component_counts(), (3, 1));
    assert_eq!(summary(&after), summary(&analyze(document.text())));

    // An edit before every function moves them all: all reused, all correct.
    document.apply_change(Some(TextRange::new(0, 0)), "// moved\n");
    let moved = analyze_ir_incremental(
        document.tree().clone(),
        document.ir().clone(),
        document.text(),
        Some(&after),
    );
    assert_eq!(moved.chunks[0].propagation.component_counts(), (3, 0));
    assert_eq!(summary(&moved), summary(&analyze(document.text())));
}

/// After an edit, the components are taken over from the previous run only
/// while every function keeps its name and calls (`same_components`): a
/// call retargeted, a call added, a callee renamed and a sharding group
/// joined each regroup them, as a fresh analysis does.
#[test]
fn edits_to_calls_names_and_groups_regroup_the_components() {
    let text = r#"sdy.mesh @mesh = <["x"=2]>
func.func private @a(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  %0 = stablehlo.negate %arg0 : tensor<8xf32>
  return %0 : tensor<8xf32>
}
func.func private @b(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) -> tensor<8xf32> {
  %0 = stablehlo.abs %arg0 : tensor<8xf32>
  return %0 : tensor<8xf32>
}
func.func @main(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  %0 = call @a(%arg0) : (tensor<8xf32>) -> tensor<8xf32>
  %1 = stablehlo.cosine %0 : tensor<8xf32>
  return %1 : tensor<8xf32>
}
"#;
    let mut document = Document::new(text);
    let mut previous = analyze_ir_incremental(
        document.tree().clone(),
        document.ir().clone(),
        document.text(),
        None,
    );
    // @a and @main together, @b alone.
    assert_eq!(previous.chunks[0].propagation.component_counts(), (2, 2));
    let mut edit = |find: &str, replace: &str, expected: (usize, usize)| {
        let at = document.text().find(find).expect(find);
        document.apply_change(Some(TextRange::new(at, at + find.len())), replace);
        let after = analyze_ir_incremental(
            document.tree().clone(),
            document.ir().clone(),
            document.text(),
            Some(&previous),
        );
        let fresh = analyze(document.text());
        assert_eq!(
            after.chunks[0].propagation.component_counts(),
            expected,
            "after {find:?} -> {replace:?}"
        );
        assert_eq!(
            after.chunks[0].propagation.component_counts().0,
            fresh.chunks[0].propagation.component_counts().0
        );
        assert_eq!(
            summary(&after),
            summary(&fresh),
            "after {find:?} -> {replace:?}"
        );
        previous = after;
    };
    // An op edit in @main: the same groups, its component alone runs again.
    edit("stablehlo.cosine", "stablehlo.sine", (2, 1));
    // The call now reaches @b, whose sharding flows into @main: @a alone.
    edit("call @a", "call @b", (2, 2));
    // @b renamed: the call names nothing, and the three are apart.
    edit("func.func private @b", "func.func private @c", (3, 2));
    // A second call, to @a, in @main: the two together run again, @c is
    // taken over.
    edit(
        "  %1 = stablehlo.sine %0",
        "  %2 = call @a(%arg0) : (tensor<8xf32>) -> tensor<8xf32>\n  %1 = stablehlo.sine %0",
        (2, 1),
    );
    // @c and @main joined by a sharding group.
    edit(
        "  %0 = stablehlo.abs %arg0 : tensor<8xf32>",
        "  %0 = stablehlo.abs %arg0 : tensor<8xf32>\n  sdy.sharding_group %0 group_id=7 : tensor<8xf32>",
        (2, 1),
    );
    edit(
        "  %1 = stablehlo.sine %0 : tensor<8xf32>",
        "  %1 = stablehlo.sine %0 : tensor<8xf32>\n  sdy.sharding_group %1 group_id=7 : tensor<8xf32>",
        (1, 1),
    );
}

#[test]
fn a_changed_annotation_recomputes_its_component() {
    let text = transformer_module(GenNotation::Sdy, 20);
    let mut document = Document::new(text.as_str());
    let before = analyze_ir_incremental(
        document.tree().clone(),
        document.ir().clone(),
        document.text(),
        None,
    );
    let at = text.rfind("[{\"data\"}, {}, {\"model\"}]").unwrap();
    document.apply_change(
        Some(TextRange::new(at, at + 27)),
        "[{\"model\"}, {}, {\"data\"}]",
    );
    let after = analyze_ir_incremental(
        document.tree().clone(),
        document.ir().clone(),
        document.text(),
        Some(&before),
    );
    assert_eq!(after.chunks[0].propagation.component_counts().1, 1);
    assert_eq!(summary(&after), summary(&analyze(document.text())));
}

/// The mesh family's `traversal` is part of the propagation options: an
/// analysis under another traversal reuses nothing of the previous one and
/// equals a fresh one; under the same traversal it reuses every function.
#[test]
fn another_traversal_recomputes_every_shard_function() {
    use mesh_lsp::pipeline::{analyze_ir_incremental_with, analyze_with};
    use mesh_lsp::propagation::mesh_family::Traversal;
    use mesh_lsp::propagation::Options;
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/shard_verifier/llvm/forward-backward-sharding-propagation.mlir"
    ))
    .unwrap();
    let document = Document::new(text.as_str());
    let run = |options: Options, previous: Option<&FileAnalysis>| {
        analyze_ir_incremental_with(
            document.tree().clone(),
            document.ir().clone(),
            document.text(),
            options,
            previous,
        )
    };
    let default = run(Options::default(), None);
    let options = Options {
        traversal: Traversal::ForwardBackward,
        ..Options::default()
    };
    let other = run(options, Some(&default));
    assert_eq!(other.chunks[0].propagation.component_counts(), (1, 1));
    assert_eq!(summary(&other), summary(&analyze_with(&text, options)));
    assert_ne!(summary(&other), summary(&default));
    let again = run(options, Some(&other));
    assert_eq!(again.chunks[0].propagation.component_counts(), (1, 0));
    assert_eq!(summary(&again), summary(&other));
}

/// A function as big as JAX's `main` is propagated again whole after an
/// edit, but every step whose inputs did not change takes the previous run's
/// decision (`propagation::memo`); the outcome still equals a fresh one.
#[test]
fn a_large_function_replays_the_steps_an_edit_left_alone() {
    use mesh_lsp::generate::{shaped_transformer_module, GenShape};
    let text = shaped_transformer_module(GenNotation::Sdy, 100, GenShape::Single);
    let mut document = Document::new(text.as_str());
    let mut previous = analyze_ir_incremental(
        document.tree().clone(),
        document.ir().clone(),
        document.text(),
        None,
    );
    let (remembered, reused) = previous.chunks[0].propagation.step_counts();
    let nodes = previous.chunks[0].propagation.node_count();
    assert!(
        nodes >= 1024 && remembered > 20,
        "{remembered} steps remembered ({nodes} nodes)"
    );
    assert_eq!(reused, 0, "nothing to reuse on open");
    // Edits in the middle of the function: a defined value renamed (its uses
    // become undefined), an op changed, a sharding annotation changed, and
    // each undone.
    let middle = text.len() / 2;
    let def = middle + text[middle..].find("\n    %").unwrap() + 6;
    let tanh = text[middle..].find("stablehlo.tanh").map(|i| middle + i);
    let sharded = text[middle..].find("{\"data\"}").map(|i| middle + i);
    let mut edits: Vec<(usize, usize, String)> = vec![(def, 0, "x".into())];
    if let Some(at) = tanh {
        edits.push((at, "stablehlo.tanh".len(), "stablehlo.sine".into()));
    }
    if let Some(at) = sharded {
        edits.push((at, "{\"data\"}".len(), "{}".into()));
    }
    assert!(edits.len() >= 2, "the generated module has the edited text");
    for (at, len, new_text) in edits {
        let old_text = document.text()[at..at + len].to_string();
        for (range, replacement) in [
            (TextRange::new(at, at + len), new_text.clone()),
            (TextRange::new(at, at + new_text.len()), old_text),
        ] {
            document.apply_change(Some(range), &replacement);
            let next = analyze_ir_incremental(
                document.tree().clone(),
                document.ir().clone(),
                document.text(),
                Some(&previous),
            );
            let (remembered, reused) = next.chunks[0].propagation.step_counts();
            assert!(
                reused * 2 > remembered,
                "most steps replayed after {replacement:?} at {at}: {reused} of {remembered}"
            );
            let (rules, rules_reused) = next.chunks[0].propagation.rule_counts();
            assert!(
                rules_reused * 2 > rules,
                "most op rules taken over after {replacement:?} at {at}: {rules_reused} of {rules}"
            );
            let fresh = analyze(document.text());
            assert_eq!(summary(&next), summary(&fresh));
            assert_same_graph(&next, &fresh);
            previous = next;
        }
    }
}

/// In a first run, a step whose inputs are those of an earlier step of the
/// same run takes its decision (the layers of a model repeat the same
/// steps): every sharding, origin and conflict equals those of a run that
/// computes every step.
#[test]
fn a_first_run_takes_repeated_steps_from_itself() {
    use mesh_lsp::generate::{shaped_transformer_module, GenShape};
    use mesh_lsp::pipeline::analyze_with;
    use mesh_lsp::propagation::Options;
    let with_origins = |analysis: &FileAnalysis| {
        let mut out = summary(analysis);
        for result in &analysis.chunks {
            for (slot, s) in result.propagation.shardings() {
                out.push(format!("{slot:?} {:?}", s.origin));
            }
            for conflict in result.propagation.conflicts() {
                out.push(format!("{conflict:?}"));
            }
        }
        out
    };
    for notation in [GenNotation::Sdy, GenNotation::Gspmd] {
        let text = shaped_transformer_module(notation, 60, GenShape::Single);
        let remembering = analyze(&text);
        let propagation = &remembering.chunks[0].propagation;
        let (remembered, reused) = propagation.step_counts();
        let repeated = propagation.repeated_steps();
        assert_eq!(reused, 0, "{notation:?}: no previous run");
        assert!(
            repeated > 10 * remembered,
            "{notation:?}: most steps repeat an earlier one: {repeated} repeated, {remembered} distinct"
        );
        let computing = analyze_with(
            &text,
            Options {
                step_memo: false,
                ..Options::default()
            },
        );
        assert_eq!(computing.chunks[0].propagation.step_counts(), (0, 0));
        assert_eq!(computing.chunks[0].propagation.repeated_steps(), 0);
        assert_eq!(
            with_origins(&remembering),
            with_origins(&computing),
            "{notation:?}"
        );
    }
}

/// An op's rule is taken over only when everything it reads is the same: a
/// `dynamic_update_slice` whose start index stops being a constant gets the
/// rule of non-constant indices (the update's sliced dim needs replication),
/// though the op itself, and the value it reads, were not rebuilt.
#[test]
fn an_op_rule_is_built_again_when_an_operand_s_defining_op_changes() {
    let mut text = String::from(
        "sdy.mesh @mesh = <[\"x\"=2]>\n\
         func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{\"x\"}, {}]>}, \
         %arg1: tensor<2x8xf32>) -> tensor<8x8xf32> {\n\
         \x20   %c = stablehlo.constant dense<0> : tensor<i32>\n\
         \x20   %0 = stablehlo.dynamic_update_slice %arg0, %arg1, %c, %c : (tensor<8x8xf32>, \
         tensor<2x8xf32>, tensor<i32>, tensor<i32>) -> tensor<8x8xf32>\n",
    );
    // Enough ops for the component to keep its rules (`MEMO_FROM_NODES`).
    for i in 1..1200 {
        text.push_str(&format!(
            "    %{i} = stablehlo.add %{p}, %{p} : tensor<8x8xf32>\n",
            p = i - 1
        ));
    }
    text.push_str("    return %1199 : tensor<8x8xf32>\n}\n");
    let mut document = Document::new(text.as_str());
    let first = analyze_ir_incremental(
        document.tree().clone(),
        document.ir().clone(),
        document.text(),
        None,
    );
    assert!(first.chunks[0].propagation.rule_counts().0 > 1000);
    // `stablehlo.constant` → `stablehlo.constanx`: one op of the same
    // extent, so only it is rebuilt (`ir::splice_edit`).
    let at = text.find("stablehlo.constant").unwrap() + "stablehlo.constan".len();
    document.apply_change(Some(TextRange::new(at, at + 1)), "x");
    assert_eq!(
        document.ir_update(),
        mesh_lsp::analysis::IrUpdate::Spliced,
        "the edit splices one op"
    );
    let next = analyze_ir_incremental(
        document.tree().clone(),
        document.ir().clone(),
        document.text(),
        Some(&first),
    );
    let (rules, reused) = next.chunks[0].propagation.rule_counts();
    assert!(
        reused + 10 > rules,
        "{reused} of {rules} op rules taken over"
    );
    let fresh = analyze(document.text());
    assert_same_graph(&next, &fresh);
    assert_ne!(graph(&next), graph(&first), "the update's rule changed");
    assert_eq!(summary(&next), summary(&fresh));
}
