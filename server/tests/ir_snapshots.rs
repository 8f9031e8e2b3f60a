//! Snapshot tests of the IR built from representative files: one per
//! notation, one with regions, one with errors, one split into chunks with
//! generic-form ops.

use mesh_lsp::{ir, syntax};

fn dump(file: &str) -> String {
    let path = format!("{}/tests/ir_inputs/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).expect("test input exists");
    let tree = syntax::parse(&text);
    ir::dump(&ir::build(&tree, &text), &text)
}

#[test]
fn sdy_mlp() {
    insta::assert_snapshot!(dump("sdy_mlp.mlir"));
}

#[test]
fn shard_dialect() {
    insta::assert_snapshot!(dump("shard_dialect.mlir"));
}

#[test]
fn mesh_proposal() {
    insta::assert_snapshot!(dump("mesh_proposal.mlir"));
}

#[test]
fn gspmd() {
    insta::assert_snapshot!(dump("gspmd.mlir"));
}

#[test]
fn regions() {
    insta::assert_snapshot!(dump("regions.mlir"));
}

#[test]
fn errors() {
    insta::assert_snapshot!(dump("errors.mlir"));
}

#[test]
fn split_generic() {
    insta::assert_snapshot!(dump("split_generic.mlir"));
}

#[test]
fn generic_form() {
    insta::assert_snapshot!(dump("generic_form.mlir"));
}
