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
/// computation with a body.
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
        // Text grows before most of the function.
        ("%a1 = ", "%a1", "%a1long"),
        // The signature's sharding, twice, edits that keep every range: the
        // function is built again, and at the same place as before the second
        // time, yet its signature must be collected again.
        ("@main(", "[{\"x\"}, {}]>}) ->", "[{\"y\"}, {}]>}) ->"),
        ("@main(", "[{\"y\"}, {}]>}) ->", "[{\"x\"}, {}]>}) ->"),
        // A splice after them takes the signature over.
        ("%a2 = ", "%a2", "%a2b"),
    ]
}

#[test]
fn per_op_annotations_and_checks_equal_a_fresh_analysis() {
    let text = program();
    let mut document = Document::new(&text);
    let mut analysis = document_analysis(&document, None);
    let fresh = pipeline::analyze(&text);
    assert_eq!(summary(&analysis), summary(&fresh));
    let mut spliced = 0;
    let mut not_spliced = Vec::new();
    let (mut annotations_reused, mut checks_reused, mut ops) = (0, 0, 0);
    let mut signatures_reused = 0;
    for (step, (anchor, find, replace)) in edits().into_iter().enumerate() {
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
            spliced += 1;
        } else {
            not_spliced.push((step, document.ir_update()));
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
            annotations_reused += chunk.annotations.ops_reused(main);
            signatures_reused += usize::from(chunk.annotations.signature_reused(main));
            checks_reused += chunk.checks[main].value().ops_reused;
            ops += document.ir().chunks[0].functions[main].ir.ops.len();
        }
        analysis = next;
    }
    let steps = edits().len();
    assert!(
        // The two signature edits are built again, as are a few others.
        spliced >= steps - 5,
        "only {spliced} of {steps} edits were spliced; not: {not_spliced:?}"
    );
    eprintln!(
        "{spliced} of {steps} edits spliced (not: {not_spliced:?}); ops reused: annotations {annotations_reused}, checks {checks_reused} of {ops}"
    );
    // Each spliced edit changes a handful of ops; the rest are taken over
    // (the ops of a manual computation and its body are checked every time).
    assert_eq!(
        signatures_reused, spliced,
        "the signature's annotations are taken over after every splice"
    );
    assert!(
        annotations_reused * 100 >= ops * 95,
        "annotations of {annotations_reused} of {ops} ops reused"
    );
    assert!(
        checks_reused * 100 >= ops * 95,
        "checks of {checks_reused} of {ops} ops reused"
    );
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
}
