//! Shrinks a case where one incremental edit leaves `Document` diagnostics
//! different from a fresh analysis, to a small text and edit for a report.
//!
//! ```sh
//! cargo run --release --no-default-features --example minimize_divergence -- \
//!     OLD_TEXT_FILE START END REPLACEMENT
//! ```
//!
//! `document_edits_stepwise` (the `regressions` test with `FUZZ_REPLAY`)
//! prints the text before the first diverging edit and the edit; write the
//! text to a file and pass the edit's byte range and replacement (`\n` is a
//! newline). Chunks of the text outside the edit are deleted while the
//! divergence remains; the result and both diagnostic lists are printed.
//! With `MESH_MINIMIZE_IR=1` the divergence looked for is the one
//! `assert_same_as_scratch` checks first: the IR `ir::rebuild` made from
//! the incremental tree differs from `ir::build` on that same tree.

use mesh_lsp::analysis::{document_diagnostics, Document};
use mesh_lsp::ir;
use mesh_lsp::text::TextRange;

/// Whether the edit leaves the document different from a fresh analysis:
/// with `MESH_MINIMIZE_IR=1`, the IR `ir::rebuild` produced differs from
/// `ir::build` on the same tree; otherwise the diagnostics differ from a
/// fresh document's.
fn diverges(old: &str, start: usize, end: usize, piece: &str) -> bool {
    if end > old.len() || !old.is_char_boundary(start) || !old.is_char_boundary(end) {
        return false;
    }
    let mut doc = Document::new(old);
    doc.apply_change(Some(TextRange::new(start, end)), piece);
    if std::env::var_os("MESH_MINIMIZE_IR").is_some() {
        let text = doc.text();
        return ir::dump(doc.ir(), text) != ir::dump(&ir::build(doc.tree(), text), text);
    }
    let scratch = Document::new(doc.text());
    document_diagnostics(&doc) != document_diagnostics(&scratch)
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.len() != 5 {
        eprintln!("usage: minimize_divergence OLD_TEXT_FILE START END REPLACEMENT");
        std::process::exit(2);
    }
    let old = std::fs::read_to_string(&args[1]).expect("a readable UTF-8 file");
    let start: usize = args[2].parse().expect("START is a byte offset");
    let end: usize = args[3].parse().expect("END is a byte offset");
    let piece = args[4].replace("\\n", "\n");
    assert!(
        diverges(&old, start, end, &piece),
        "this edit does not diverge"
    );
    let (mut old, mut start, mut end) = (old, start, end);
    // Delete chunks of decreasing size (never across the edit) while the
    // divergence remains.
    let mut size = old.len() / 2;
    while size >= 1 {
        let mut i = 0;
        let mut progress = false;
        while i < old.len() {
            let j = (i + size).min(old.len());
            if !old.is_char_boundary(i) || !old.is_char_boundary(j) {
                i += 1;
                continue;
            }
            if j <= start || i >= end {
                let mut candidate = old.clone();
                candidate.replace_range(i..j, "");
                let (s, e) = if j <= start {
                    (start - (j - i), end - (j - i))
                } else {
                    (start, end)
                };
                if diverges(&candidate, s, e, &piece) {
                    old = candidate;
                    start = s;
                    end = e;
                    progress = true;
                    continue;
                }
            }
            i += size;
        }
        if !progress {
            size /= 2;
        }
    }
    println!("OLD={old:?}\nEDIT {start}..{end} -> {piece:?}");
    let mut doc = Document::new(old.as_str());
    doc.apply_change(Some(TextRange::new(start, end)), &piece);
    println!("NEW={:?}", doc.text());
    println!("incremental: {:#?}", document_diagnostics(&doc));
    println!(
        "scratch: {:#?}",
        document_diagnostics(&Document::new(doc.text()))
    );
    println!("incremental tree: {}", doc.tree().root_node().to_sexp());
    let text = doc.text();
    println!("rebuilt IR:\n{}", ir::dump(doc.ir(), text));
    println!("fresh IR:\n{}", ir::dump(&ir::build(doc.tree(), text), text));
}
