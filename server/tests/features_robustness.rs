//! Every feature at every kind of position of documents cut off at many
//! places (so most are broken mid-token): nothing panics, and every range
//! returned lies inside the document on char boundaries.

use mesh_lsp::analysis::{document_diagnostics, Document};
use mesh_lsp::features::{
    completion, folding, navigation, rename, selection, semantic_tokens, symbols,
};
use mesh_lsp::text::TextRange;

const SAMPLE: &str = r#"module @m attributes {mhlo.num_partitions = 8 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]>
  // héllo 𝕏
  func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> tensor<8x8xf32> {
    %0:2 = "foo.split"(%arg0) : (tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>)
    %1 = sdy.sharding_constraint %0#1 <@mesh, [{"data", ?}, {"model"}p0], replicated={}> : tensor<8x8xf32>
    %2 = sdy.manual_computation(%1) in_shardings=[<@mesh, [{"model"}, {}]>] out_shardings=[<@mesh, [{"model"}, {}]>] manual_axes={"model"} (%a: tensor<4x8xf32>) {
      %3 = stablehlo.add %a, %a : tensor<4x8xf32>
      sdy.return %3 : tensor<4x8xf32>
    } : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %4 = sdy.all_gather [{"data"}, {}] %2 out_sharding=<mesh<["z"=2]>, [{}, {}]> : tensor<8x8xf32>
    %5 = call @helper(%4) : (tensor<8x8xf32>) -> tensor<8x8xf32>
    return %5 : tensor<8x8xf32>
  }
  func.func private @helper(%x: tensor<8x8xf32>) -> tensor<8x8xf32> {
    return %x : tensor<8x8xf32>
  }
}
// -----
shard.grid @grid0(shape = 2x4)
%s = shard.sharding @grid0 split_axes = [[0]] : !shard.sharding
"#;

fn check_range(doc: &Document, range: TextRange, what: &str) {
    assert!(
        range.start <= range.end && range.end <= doc.len(),
        "{what}: {range:?} in {} bytes",
        doc.len()
    );
    assert!(
        doc.text().is_char_boundary(range.start) && doc.text().is_char_boundary(range.end),
        "{what}: {range:?}"
    );
}

fn exercise(doc: &Document) {
    for d in document_diagnostics(doc) {
        check_range(doc, d.range, "diagnostic");
    }
    fn walk(doc: &Document, s: &symbols::DocumentSymbol) {
        check_range(doc, s.range, "symbol");
        check_range(doc, s.selection_range, "symbol selection");
        s.children.iter().for_each(|c| walk(doc, c));
    }
    symbols::document_symbols(doc)
        .iter()
        .for_each(|s| walk(doc, s));
    for s in symbols::workspace_symbols(doc, "m") {
        check_range(doc, s.range, "workspace symbol");
    }
    for f in folding::folding_ranges(doc) {
        check_range(doc, f.range, "fold");
    }
    for t in semantic_tokens::semantic_tokens(doc) {
        check_range(doc, t.range, "token");
    }
    let len = doc.len();
    for offset in (0..len + 3).step_by(5) {
        for r in navigation::definition(doc, offset) {
            check_range(doc, r, "definition");
        }
        for r in navigation::references(doc, offset, true) {
            check_range(doc, r, "reference");
        }
        if let Ok(r) = rename::prepare_rename(doc, offset) {
            check_range(doc, r, "prepare rename");
            let edits = rename::rename(doc, offset, "renamed").expect("renameable");
            for e in edits {
                check_range(doc, e.range, "rename edit");
            }
        }
        for item in completion::completions(doc, offset) {
            check_range(doc, item.replace, "completion");
            assert!(
                item.replace.end <= offset.min(len),
                "completions replace what is before the cursor"
            );
        }
        for r in selection::selection_ranges(doc, offset) {
            check_range(doc, r, "selection");
        }
    }
}

#[test]
fn truncated_documents() {
    let mut cut = 0;
    while cut <= SAMPLE.len() {
        let end = (0..=cut)
            .rev()
            .find(|i| SAMPLE.is_char_boundary(*i))
            .unwrap();
        exercise(&Document::new(&SAMPLE[..end]));
        cut += 29;
    }
}

#[test]
fn documents_edited_into_broken_states() {
    // Delete a growing window in the middle, incrementally.
    let mut doc = Document::new(SAMPLE);
    let middle = SAMPLE.find("%4 = ").unwrap();
    for _ in 0..12 {
        let end = (middle + 11).min(doc.len());
        let end = (0..=end)
            .rev()
            .find(|i| doc.text().is_char_boundary(*i))
            .unwrap();
        doc.apply_change(Some(TextRange::new(middle, end)), "");
        exercise(&doc);
    }
    // Unbalanced brackets and quotes typed at the start of a body.
    let at = doc.text().find("%0:2").unwrap();
    for piece in ["{", "<@", "[{\"", "\"", "(", "%", "@", "#sdy.sharding<"] {
        doc.apply_change(Some(TextRange::empty(at)), piece);
        exercise(&doc);
    }
}
