//! Annotations and checks are kept per op inside a function whose IR an
//! edit spliced (`ir::splice_edit`): only the ops the edit affected are
//! collected and verified again. After each edit of a sequence inside one
//! large function, the analysis that reused the previous one must equal a
//! fresh analysis of the text: the annotations (slots, shardings, ranges),
//! sites, annotation diagnostics in order, each function's check
//! diagnostics in order, and every diagnostic of the document. The test
//! also counts the ops whose results were taken over, so it fails if every
//! op is recomputed.

use mesh_lsp::analysis::{document_analysis, Document, IrUpdate};
use mesh_lsp::check;
use mesh_lsp::pipeline::{self, FileAnalysis};
use mesh_lsp::text::TextRange;

const LAYERS: usize = 60;

/// One function of `LAYERS` layers whose ops carry sdy and GSPMD shardings,
/// some invalid, collectives the verifiers check against their operand's
/// sharding, user-written sharding rules (one wrong), and a manual
/// computation with a body, and ops without results whose sharding is
/// wrong.
fn program() -> String {
    let mut s = String::from(
        "sdy.mesh @mesh = <[\"x\"=2, \"y\"=4]>\n\
         func.func @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{\"x\"}, {}]>}) -> tensor<8x16xf32> {\n",
    );
    let mut prev = "%arg0".to_string();
    for i in 0..LAYERS {
        let axis = if i % 7 == 3 { "z" } else { "x" };
        s += &format!(
            "  %a{i} = stablehlo.add {prev}, {prev} {{sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{{\"{axis}\"}}, {{}}]>]>}} : tensor<8x16xf32>\n"
        );
        s += &format!(
            "  %b{i} = sdy.all_gather [{{\"x\"}}, {{}}] %a{i} out_sharding=<@mesh, [{{}}, {{}}]> : tensor<8x16xf32>\n"
        );
        s += &format!(
            "  %c{i} = sdy.sharding_constraint %b{i} <@mesh, [{{}}, {{\"y\"}}]> : tensor<8x16xf32>\n"
        );
        s += &format!(
            "  %d{i} = sdy.all_reduce {{\"y\"}} %c{i} out_sharding=<@mesh, [{{}}, {{\"y\"}}]> : tensor<8x16xf32>\n"
        );
        let dims = if i % 5 == 2 { "i=8, j=8" } else { "i=8, j=16" };
        s += &format!(
            "  %e{i} = stablehlo.multiply %d{i}, %a{i} {{sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {{{dims}}}>}} : tensor<8x16xf32>\n"
        );
        s += &format!(
            "  %f{i} = stablehlo.negate %e{i} {{mhlo.sharding = \"{{devices=[2,1,4]<=[8] last_tile_dim_replicate}}\"}} : tensor<8x16xf32>\n"
        );
        // An op without results carries a rank-1 sharding: Shardy wants
        // rank 0 there (`verify_resultless_op`).
        if i % 9 == 4 {
            s += &format!(
                "  stablehlo.custom_call @sink(%f{i}) {{has_side_effect = true, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{{}}]>]>}} : (tensor<8x16xf32>) -> ()\n"
            );
        }
        if i % 20 == 10 {
            s += &format!(
                "  %m{i} = sdy.manual_computation(%f{i}) in_shardings=[<@mesh, [{{\"x\"}}, {{}}]>] out_shardings=[<@mesh, [{{\"x\"}}, {{}}]>] manual_axes={{\"x\"}} (%l{i}: tensor<4x16xf32>) {{\n    %n{i} = stablehlo.abs %l{i} : tensor<4x16xf32>\n    sdy.return %n{i} : tensor<4x16xf32>\n  }} : (tensor<8x16xf32>) -> tensor<8x16xf32>\n"
            );
            prev = format!("%m{i}");
        } else {
            prev = format!("%f{i}");
        }
    }
    s += &format!("  return {prev} : tensor<8x16xf32>\n}}\n");
    s
}

/// What the annotations, sites and checks of `analysis` are, as text.
fn summary(analysis: &FileAnalysis) -> Vec<String> {
    analysis
        .chunks
        .iter()
        .map(|chunk| {
            let a = &chunk.annotations;
            let checks: Vec<_> = chunk.checks.iter().map(|c| &c.value().diagnostics).collect();
            let sites: Vec<_> = a.sites().collect();
            format!(
                "annotations: {:?}\nnotation: {:?}\ndiagnostics: {:?}\nsites: {sites:?}\nchecks: {checks:?}\n",
                a.annotations, a.notation, a.diagnostics
            )
        })
        .collect()
}

/// The edits, each found in the current text: (the text to find after
/// `anchor`, what replaces it).
fn edits() -> Vec<(&'static str, &'static str, &'static str)> {
    vec![
        // A sharding changes: the all_gather using the value is verified again.
        ("%a5 = ", "[{\"x\"}", "[{\"y\"}"),
        // Back, and an axis that does not exist (an annotation error).
        ("%a5 = ", "[{\"y\"}", "[{\"w\"}"),
        ("%a5 = ", "[{\"w\"}", "[{\"x\"}"),
        // An invalid sharding made valid.
        ("%a3 = ", "[{\"z\"}", "[{\"x\"}"),
        // A rename: the op and its users change.
        ("%c20 = ", "%c20", "%c20q"),
        ("%c20q = ", "%c20q", "%c20"),
        // A type: the op's result type, read by its users' checks.
        ("%f30 = ", "-> tensor<8x16xf32>", "-> tensor<8x16xf32>"),
        ("%e30 = ", ": tensor<8x16xf32>", ": tensor<8x17xf32>"),
        ("%e30 = ", ": tensor<8x17xf32>", ": tensor<8x16xf32>"),
        // A rule made wrong and right again.
        ("%e40 = ", "j=16", "j=4"),
        ("%e40 = ", "j=4", "j=16"),
        // A collective's axes.
        ("%b50 = ", "[{\"x\"}, {}] %a50", "[{}, {\"x\"}] %a50"),
        ("%d50 = ", "{\"y\"} %c50", "{\"x\"} %c50"),
        // Inside a manual computation's body (not reused, recomputed).
        ("%n10 = ", "stablehlo.abs", "stablehlo.sine"),
        // A GSPMD string.
        ("%f12 = ", "devices=[2,1,4]", "devices=[1,2,4]"),
        // Text grows before most of the function (and the ops without
        // results, whose errors move).
        ("%a1 = ", "%a1", "%a1long"),
        // One of those ops: its sharding made right, then wrong again.
        ("%f13 = ", "[<@mesh, [{}]>]", "[<@mesh, []>]"),
        ("%f13 = ", "[<@mesh, []>]", "[<@mesh, [{}]>]"),
        // The signature's sharding, twice, edits that keep every range: the
        // function is built again, and at the same place as before the second
        // time, yet its signature must be collected again.
        ("@main(", "[{\"x\"}, {}]>}) ->", "[{\"y\"}, {}]>}) ->"),
        ("@main(", "[{\"y\"}, {}]>}) ->", "[{\"x\"}, {}]>}) ->"),
        // A splice after them takes the signature over.
        ("%a2 = ", "%a2", "%a2b"),
    ]
}

/// What replaying a sequence of edits found: how many were spliced, and
/// over the spliced ones, how many ops' annotations and checks and how many
/// signatures' annotations were taken over, out of how many ops.
struct Replay {
    steps: usize,
    spliced: usize,
    not_spliced: Vec<(usize, IrUpdate)>,
    annotations_reused: usize,
    checks_reused: usize,
    signatures_reused: usize,
    ops: usize,
}

impl Replay {
    /// Fails unless all but `rebuilt` of the edits were spliced and, over
    /// the spliced ones, at least `annotations` percent of the ops'
    /// annotations and `checks` percent of their checks were taken over.
    fn assert_taken_over(&self, rebuilt: usize, annotations: usize, checks: usize) {
        assert!(
            self.spliced + rebuilt >= self.steps,
            "only {} of {} edits were spliced; not: {:?}",
            self.spliced,
            self.steps,
            self.not_spliced
        );
        assert!(
            self.annotations_reused * 100 >= self.ops * annotations,
            "annotations of {} of {} ops reused",
            self.annotations_reused,
            self.ops
        );
        assert!(
            self.checks_reused * 100 >= self.ops * checks,
            "checks of {} of {} ops reused",
            self.checks_reused,
            self.ops
        );
    }
}

/// Applies `edits` to `text` one by one; after each, the analysis that
/// reused the previous one must equal a fresh analysis.
fn replay(text: &str, edits: &[(&str, &str, &str)]) -> Replay {
    let mut document = Document::new(text);
    let mut analysis = document_analysis(&document, None);
    let fresh = pipeline::analyze(text);
    assert_eq!(summary(&analysis), summary(&fresh));
    let mut out = Replay {
        steps: edits.len(),
        spliced: 0,
        not_spliced: Vec::new(),
        annotations_reused: 0,
        checks_reused: 0,
        signatures_reused: 0,
        ops: 0,
    };
    for (step, &(anchor, find, replace)) in edits.iter().enumerate() {
        let current = document.text().to_string();
        let at = current
            .find(anchor)
            .unwrap_or_else(|| panic!("step {step}: {anchor:?} not found"));
        let offset = at
            + current[at..]
                .find(find)
                .unwrap_or_else(|| panic!("step {step}: {find:?} not found after {anchor:?}"));
        document.apply_change(Some(TextRange::new(offset, offset + find.len())), replace);
        if document.ir_update() == IrUpdate::Spliced {
            out.spliced += 1;
        } else {
            out.not_spliced.push((step, document.ir_update()));
        }
        let next = document_analysis(&document, Some(&analysis));
        let text = document.text().to_string();
        let fresh = pipeline::analyze(&text);
        let (mine, theirs) = (summary(&next), summary(&fresh));
        for (a, b) in mine.iter().zip(&theirs) {
            if a != b {
                let line = a.lines().zip(b.lines()).position(|(x, y)| x != y);
                panic!(
                    "step {step} ({find:?} → {replace:?}): the analysis differs from a fresh one at line {line:?}\n--- incremental\n{a}\n--- fresh\n{b}"
                );
            }
        }
        assert_eq!(mine.len(), theirs.len());
        assert_eq!(
            check::diagnostics_of(&next, &text),
            check::diagnostics_of(&fresh, &text),
            "step {step}: the document's diagnostics differ"
        );
        let chunk = &next.chunks[0];
        let main = document.ir().chunks[0]
            .functions
            .iter()
            .position(|f| f.ir.name.as_deref() == Some("main"))
            .expect("main");
        if document.ir_update() == IrUpdate::Spliced {
            out.annotations_reused += chunk.annotations.ops_reused(main);
            out.signatures_reused += usize::from(chunk.annotations.signature_reused(main));
            out.checks_reused += chunk.checks[main].value().ops_reused;
            out.ops += document.ir().chunks[0].functions[main].ir.ops.len();
        }
        analysis = next;
    }
    eprintln!(
        "{} of {} edits spliced (not: {:?}); ops reused: annotations {}, checks {} of {}",
        out.spliced, out.steps, out.not_spliced, out.annotations_reused, out.checks_reused, out.ops
    );
    out
}

#[test]
fn per_op_annotations_and_checks_equal_a_fresh_analysis() {
    let r = replay(&program(), &edits());
    // The two signature edits are built again, as are a few others. Each
    // spliced edit changes a handful of ops; the rest are taken over (the
    // ops of a manual computation and its body are checked every time).
    r.assert_taken_over(5, 95, 95);
    assert_eq!(
        r.signatures_reused, r.spliced,
        "the signature's annotations are taken over after every splice"
    );
}

/// A `shard` function of `LAYERS` layers: `shard.sharding` values (some
/// invalid) that `shard.shard` ops read, with and without
/// `annotate_for_users`, two of them on one value (the first says what its
/// producer makes), and one on the function's argument.
fn shard_program() -> String {
    let mut s = String::from(
        "shard.grid @grid(shape = 2x4)\n\
         func.func @main(%x: tensor<8x16xf32>) -> tensor<8x16xf32> {\n\
         \x20 %sx = shard.sharding @grid split_axes = [[0]] : !shard.sharding\n\
         \x20 %x_s = shard.shard %x to %sx : tensor<8x16xf32>\n",
    );
    let mut prev = "%x_s".to_string();
    for i in 0..LAYERS {
        let axes = match i % 9 {
            4 => "[[0], [0]]",
            7 => "[[0], [5]]",
            _ => "[[0], [1]]",
        };
        s += &format!("  %s{i} = shard.sharding @grid split_axes = {axes} : !shard.sharding\n");
        s += &format!("  %a{i} = arith.addf {prev}, {prev} : tensor<8x16xf32>\n");
        s += &format!("  %b{i} = shard.shard %a{i} to %s{i} : tensor<8x16xf32>\n");
        s += &format!(
            "  %c{i} = shard.shard %b{i} to %s{i} annotate_for_users : tensor<8x16xf32>\n"
        );
        s += &format!("  %d{i} = shard.shard %a{i} to %sx : tensor<8x16xf32>\n");
        s += &format!("  %e{i} = arith.mulf %c{i}, %d{i} : tensor<8x16xf32>\n");
        prev = format!("%e{i}");
    }
    s += &format!("  return {prev} : tensor<8x16xf32>\n}}\n");
    s
}

fn shard_edits() -> Vec<(&'static str, &'static str, &'static str)> {
    vec![
        // A `shard.sharding` changes: the ops reading it are collected again.
        ("%s5 = ", "[[0], [1]]", "[[1], [0]]"),
        // Made invalid, then valid again.
        ("%s5 = ", "[[1], [0]]", "[[1], [1]]"),
        ("%s5 = ", "[[1], [1]]", "[[0], [1]]"),
        ("%s4 = ", "[[0], [0]]", "[[0], [1]]"),
        // A sharding value renamed: its readers lose it, then get it back.
        ("%s7 = ", "%s7", "%s7q"),
        ("%s7q = ", "%s7q", "%s7"),
        // A sharded value renamed: both annotations of it move away.
        ("%a10 = ", "%a10", "%a10q"),
        ("%a10q = ", "%a10q", "%a10"),
        // For users now: the second `shard.shard` says what %a20's producer makes.
        ("%b20 = ", "%s20 :", "%s20 annotate_for_users :"),
        ("%b20 = ", "%s20 annotate_for_users :", "%s20 :"),
        // No longer for users: %b30 is a second annotation of its producer.
        ("%c30 = ", " annotate_for_users", ""),
        // Another sharding read.
        ("%d40 = ", "%a40 to %sx", "%a40 to %s40"),
        // The argument's annotation.
        ("%sx = ", "[[0]]", "[[1]]"),
        // A type the shard op reads.
        ("%a50 = ", ": tensor<8x16xf32>", ": tensor<8x17xf32>"),
        ("%a50 = ", ": tensor<8x17xf32>", ": tensor<8x16xf32>"),
        // Text grows before most of the function.
        ("%a1 = ", "%a1", "%a1long"),
    ]
}

#[test]
fn per_op_shard_annotations_equal_a_fresh_analysis() {
    let r = replay(&shard_program(), &shard_edits());
    // Adding or removing `annotate_for_users` and changing which sharding a
    // `shard.shard` reads build the function again.
    r.assert_taken_over(3, 95, 90);
}

/// A function of the 2023 proposal: `mesh.annotate` in both forms, as a
/// result and for users, sharding options of compute ops, and encodings.
fn proposal_program() -> String {
    let mut s = String::from(
        "mesh.cluster @mesh0(rank = 2, dim_sizes = [2, 4])\n\
         func.func @main(%arg0: tensor<8x16xf32, #mesh.shard<[[0]]>>) -> tensor<8x16xf32> attributes { mesh_cluster = @mesh0 } {\n",
    );
    let mut prev = "%arg0".to_string();
    for i in 0..LAYERS {
        let axes = if i % 8 == 3 {
            "[[0], [0]]"
        } else {
            "[[0], [1]]"
        };
        s += &format!(
            "  %a{i} = mesh.annotate {prev} {{required = true, sharding = {axes}}} : tensor<8x16xf32> -> tensor<8x16xf32>\n"
        );
        s += &format!(
            "  %b{i} = mesh.annotate %a{i} {{#mesh.shard<@mesh0, [[1]]>, as_result = false}} : tensor<8x16xf32>\n"
        );
        s += &format!("  %c{i} = mesh.local_split %b{i} {{sharding = {axes}}} : tensor<8x16xf32> -> tensor<8x16xf32, #mesh.shard<[[], [1]]>>\n");
        s += &format!(
            "  %d{i} = mesh.annotate %c{i} {{sharding = [[1]], as_result = true}} : tensor<8x16xf32> -> tensor<8x16xf32>\n"
        );
        prev = format!("%d{i}");
    }
    s += &format!("  return {prev} : tensor<8x16xf32>\n}}\n");
    s
}

fn proposal_edits() -> Vec<(&'static str, &'static str, &'static str)> {
    vec![
        ("%a5 = ", "[[0], [1]]", "[[1], [0]]"),
        ("%a3 = ", "[[0], [0]]", "[[0], [1]]"),
        ("%b7 = ", "[[1]]", "[[0]]"),
        ("%b7 = ", "as_result = false", "as_result = true"),
        ("%c10 = ", "sharding = [[0], [1]]", "sharding = [[1], [1]]"),
        (
            "%c12 = ",
            "#mesh.shard<[[], [1]]>",
            "#mesh.shard<[[0], [1]]>",
        ),
        ("%d20 = ", "%d20", "%d20q"),
        ("%d20q = ", "%d20q", "%d20"),
        ("%d30 = ", "as_result = true", "as_result = false"),
    ]
}

#[test]
fn per_op_proposal_annotations_equal_a_fresh_analysis() {
    let r = replay(&proposal_program(), &proposal_edits());
    // Edits inside `#mesh.shard<…>` and of `as_result` build it again.
    r.assert_taken_over(3, 95, 90);
}

/// The diagnostics the program is built to have are there, so the
/// comparison above compares something.
#[test]
fn the_program_has_annotation_and_check_diagnostics() {
    let text = program();
    let analysis = pipeline::analyze(&text);
    let chunk = &analysis.chunks[0];
    assert!(
        chunk.annotations.diagnostics.len() >= LAYERS / 7,
        "{:#?}",
        chunk.annotations.diagnostics
    );
    let checks: usize = chunk
        .checks
        .iter()
        .map(|c| c.value().diagnostics.len())
        .sum();
    assert!(checks >= LAYERS / 5, "{checks} check diagnostics");
    let resultless = chunk
        .checks
        .iter()
        .flat_map(|c| &c.value().diagnostics)
        .filter(|d| {
            d.message
                .contains("'stablehlo.custom_call' op result 0 - a maximal sharding")
        })
        .count();
    assert_eq!(
        resultless,
        LAYERS.div_ceil(9),
        "one error per op without results"
    );
}

/// The `shard` and proposal programs have the diagnostics and annotations
/// their edits move around.
#[test]
fn the_mesh_family_programs_have_annotations_and_diagnostics() {
    for (name, text, invalid) in [
        ("shard", shard_program(), 2 * LAYERS / 9),
        ("proposal", proposal_program(), LAYERS / 8),
    ] {
        let analysis = pipeline::analyze(&text);
        let a = &analysis.chunks[0].annotations;
        assert!(
            a.diagnostics.len() >= invalid,
            "{name}: {:#?}",
            a.diagnostics
        );
        assert!(
            a.annotations.iter().count() >= 2 * LAYERS,
            "{name}: {} annotations",
            a.annotations.iter().count()
        );
    }
}
