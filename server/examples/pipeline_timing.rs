//! Prints how long each stage takes on a file: `cargo run --release --example pipeline_timing -- FILE`.
use std::time::Instant;

fn main() {
    let path = std::env::args()
        .nth(1)
        .expect("usage: pipeline_timing FILE");
    let text = std::fs::read_to_string(path).expect("readable UTF-8 file");
    let t = Instant::now();
    let tree = mesh_lsp::syntax::parse(&text);
    println!("parse:  {:?}", t.elapsed());
    let t = Instant::now();
    let syntax = mesh_lsp::syntax::syntax_diagnostics(&tree, &text);
    println!(
        "syntax diagnostics: {:?} ({} found)",
        t.elapsed(),
        syntax.len()
    );
    let t = Instant::now();
    let ir = mesh_lsp::ir::build(&tree, &text);
    println!(
        "ir:     {:?} ({} functions)",
        t.elapsed(),
        ir.functions().count()
    );
}
