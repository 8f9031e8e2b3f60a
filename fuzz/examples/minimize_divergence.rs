// Temporary: find the first edit at which incremental != scratch, then minimize.
use mesh_lsp::analysis::{document_diagnostics, Document};
use mesh_lsp::text::TextRange;

fn diverges(old: &str, start: usize, end: usize, piece: &str) -> bool {
    if end > old.len() || !old.is_char_boundary(start) || !old.is_char_boundary(end) { return false; }
    let mut doc = Document::new(old);
    doc.apply_change(Some(TextRange::new(start, end)), piece);
    let scratch = Document::new(doc.text());
    document_diagnostics(&doc) != document_diagnostics(&scratch)
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let old = std::fs::read_to_string(&args[1]).unwrap();
    let start: usize = args[2].parse().unwrap();
    let end: usize = args[3].parse().unwrap();
    let piece = args[4].replace("\\n", "\n");
    assert!(diverges(&old, start, end, &piece), "does not diverge");
    let (mut old, mut start, mut end) = (old, start, end);
    // Delete chunks of decreasing size while divergence remains.
    let mut size = old.len() / 2;
    while size >= 1 {
        let mut i = 0;
        let mut progress = false;
        while i < old.len() {
            let j = (i + size).min(old.len());
            if !old.is_char_boundary(i) || !old.is_char_boundary(j) { i += 1; continue; }
            // Do not cut across the edit.
            if j <= start || i >= end {
                let mut cand = old.clone();
                cand.replace_range(i..j, "");
                let (s, e) = if j <= start { (start - (j - i), end - (j - i)) } else { (start, end) };
                if diverges(&cand, s, e, &piece) { old = cand; start = s; end = e; progress = true; continue; }
            }
            i += size;
        }
        if !progress { size /= 2; }
    }
    println!("OLD={:?}\nEDIT {}..{} -> {:?}", old, start, end, piece);
    let mut doc = Document::new(old.as_str());
    doc.apply_change(Some(TextRange::new(start, end)), &piece);
    println!("NEW={:?}", doc.text());
    println!("incremental: {:#?}", document_diagnostics(&doc));
    println!("scratch: {:#?}", document_diagnostics(&Document::new(doc.text())));
    println!("inc tree: {}", doc.tree().root_node().to_sexp());
}
