//! An edit inside one function rebuilds only that function's IR, and the
//! result equals a build from scratch.

use mesh_lsp::ir::{self, FileIr, TextEdit};
use mesh_lsp::syntax;
use mesh_lsp::text::TextRange;
use std::sync::Arc;
use tree_sitter::{InputEdit, Point, Tree};

const TEXT: &str = r#"sdy.mesh @mesh = <["x"=2]>
func.func @a(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  %0 = stablehlo.add %arg0, %arg0 : tensor<8xf32>
  return %0 : tensor<8xf32>
}
func.func @b(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  %0 = stablehlo.negate %arg0 : tensor<8xf32>
  return %0 : tensor<8xf32>
}
func.func @c(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  return %arg0 : tensor<8xf32>
}
"#;

fn point(text: &str, offset: usize) -> Point {
    let before = &text[..offset];
    let row = before.matches('\n').count();
    let column = offset - before.rfind('\n').map_or(0, |i| i + 1);
    Point { row, column }
}

/// Applies `replacement` at `range` to text, tree and IR the way the server does.
fn edit(
    text: &str,
    tree: &Tree,
    prev: &FileIr,
    range: TextRange,
    replacement: &str,
) -> (String, FileIr) {
    let (new_text, new_tree) = edit_with_tree(text, tree, range, replacement);
    let edits = [TextEdit {
        old: range,
        new: TextRange::new(range.start, range.start + replacement.len()),
    }];
    let new_ir = ir::rebuild(prev, &new_tree, &new_text, &edits);
    (new_text, new_ir)
}

fn functions(file: &FileIr) -> Vec<Arc<ir::Function>> {
    file.functions().map(|(_, f)| f.ir.clone()).collect()
}

#[test]
fn editing_one_function_rebuilds_only_it() {
    let tree = syntax::parse(TEXT);
    let before = ir::build(&tree, TEXT);
    let at = TEXT.find("stablehlo.negate").unwrap();
    let range = TextRange::new(at, at + "stablehlo.negate".len());
    let (new_text, after) = edit(TEXT, &tree, &before, range, "stablehlo.abs");

    let (old, new) = (functions(&before), functions(&after));
    assert!(Arc::ptr_eq(&old[0], &new[0]), "@a is reused");
    assert!(!Arc::ptr_eq(&old[1], &new[1]), "@b is rebuilt");
    assert!(Arc::ptr_eq(&old[2], &new[2]), "@c is reused");

    let scratch = ir::build(&syntax::parse(&new_text), &new_text);
    assert_eq!(ir::dump(&after, &new_text), ir::dump(&scratch, &new_text));
    assert!(ir::dump(&after, &new_text).contains("op stablehlo.abs"));
}

#[test]
fn functions_moved_by_an_edit_are_reused_at_their_new_place() {
    let tree = syntax::parse(TEXT);
    let before = ir::build(&tree, TEXT);
    // Lengthen the mesh line: every function moves down by 9 bytes.
    let at = TEXT.find("\"x\"=2").unwrap();
    let range = TextRange::new(at, at + 5);
    let (new_text, after) = edit(TEXT, &tree, &before, range, "\"x\"=2, \"y\"=4");

    for (old, new) in functions(&before).iter().zip(functions(&after)) {
        assert!(Arc::ptr_eq(old, &new));
    }
    let scratch = ir::build(&syntax::parse(&new_text), &new_text);
    assert_eq!(ir::dump(&after, &new_text), ir::dump(&scratch, &new_text));
    // Ranges of a reused function map into the new text.
    let (_, entry) = after.functions().nth(1).unwrap();
    let op = &entry.ir.ops[0];
    assert_eq!(
        &new_text[entry.abs(op.name_range).start..][..16],
        "stablehlo.negate"
    );
}

#[test]
fn an_edit_that_breaks_a_function_keeps_the_others() {
    let tree = syntax::parse(TEXT);
    let before = ir::build(&tree, TEXT);
    let at = TEXT
        .find("return %0 : tensor<8xf32>\n}\nfunc.func @c")
        .unwrap();
    let (new_text, after) = edit(TEXT, &tree, &before, TextRange::new(at, at + 6), "retur(");
    let scratch = ir::build(&syntax::parse(&new_text), &new_text);
    assert_eq!(ir::dump(&after, &new_text), ir::dump(&scratch, &new_text));
    assert!(Arc::ptr_eq(&functions(&before)[0], &functions(&after)[0]));
}

/// The edited text and its tree, reparsed from the old one.
fn edit_with_tree(text: &str, tree: &Tree, range: TextRange, replacement: &str) -> (String, Tree) {
    let mut new_text = text.to_string();
    new_text.replace_range(range.start..range.end, replacement);
    let new_end = range.start + replacement.len();
    let mut old_tree = tree.clone();
    old_tree.edit(&InputEdit {
        start_byte: range.start,
        old_end_byte: range.end,
        new_end_byte: new_end,
        start_position: point(text, range.start),
        old_end_position: point(text, range.end),
        new_end_position: point(&new_text, new_end),
    });
    let new_tree = syntax::new_parser()
        .parse(&new_text, Some(&old_tree))
        .unwrap();
    (new_text, new_tree)
}

/// Applies the edit to text, tree and IR, and requires the rebuilt IR to
/// equal a build from scratch on the same tree.
fn assert_rebuild_is_fresh(text: &str, range: TextRange, replacement: &str) {
    let tree = syntax::parse(text);
    let before = ir::build(&tree, text);
    let (new_text, new_tree) = edit_with_tree(text, &tree, range, replacement);
    let edits = [TextEdit {
        old: range,
        new: TextRange::new(range.start, range.start + replacement.len()),
    }];
    let rebuilt = ir::rebuild(&before, &new_tree, &new_text, &edits);
    assert_eq!(
        ir::dump(&rebuilt, &new_text),
        ir::dump(&ir::build(&new_tree, &new_text), &new_text),
        "{text:?} with {range:?} replaced by {replacement:?}"
    );
}

/// The fuzzer's case (fuzz/regressions/document_edits/
/// ir-rebuild-diverges-c3d800a2ad0f0281), minimized: deleting text after
/// `func(){return=n}` leaves its bytes alone, but error recovery now reads
/// `=n` as an op with a MISSING result name. The IR of the old tree must not
/// be reused for it.
#[test]
fn a_function_read_differently_after_an_edit_elsewhere_is_rebuilt() {
    let text = "func(){return=n}nc.func @f()";
    assert_rebuild_is_fresh(text, TextRange::new(17, 27), "");
}

/// The class of that case: a function with a syntax error, followed by
/// text that each edit changes (a character deleted, a piece inserted) while
/// the function's own bytes stay as they are. Whatever tree-sitter's recovery
/// makes of the function after the edit, the rebuilt IR is a fresh build's.
#[test]
fn edits_after_a_broken_function_rebuild_as_from_scratch() {
    let broken_functions = [
        "func(){return=n}",
        "func.func @f() {\n  %0 = \n  return\n}",
        "func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {\n  %0 = stablehlo.add %a, %a : (tensor<4xf32>\n  return %0 : tensor<4xf32>\n}",
        "func.func @f() {\n  return(\n}",
        "func.func @f() {(\n  return\n}",
        "func.func @f() {\n  \"foo.bar\"(%0 : (\n}",
    ];
    let followers = [
        "nc.func @f()",
        "\nfunc.func @g() {\n  return\n}\n",
        "\n}{{\nfunc.func @g() { = \n}",
        "<<<<[-\nfunc.func @h(%a: tensor<4xf32>) -> tensor<4xf32> {\n  return %a : tensor<4xf32>\n}\n",
    ];
    let pieces = ["", "}", "{", ")", "\n", "=", "%0 = ", "func.func"];
    let mut cases = 0;
    for function in broken_functions {
        for follower in followers {
            let text = format!("{function}{follower}");
            for at in function.len()..text.len() {
                if !text.is_char_boundary(at) {
                    continue;
                }
                for piece in pieces {
                    // Insert the piece, or replace the next character by it.
                    assert_rebuild_is_fresh(&text, TextRange::empty(at), piece);
                    if at < text.len() {
                        assert_rebuild_is_fresh(&text, TextRange::new(at, at + 1), piece);
                    }
                    cases += 2;
                }
            }
        }
    }
    assert!(cases > 5000, "{cases} cases");
}

/// The libFuzzer and stable campaigns' cases, minimized: `func@f(){t}`
/// parses without errors both times, but before the edit the whole file sat
/// under an ERROR root, which once made the op `t` count as a fragment of a
/// syntax error. A function's IR depends on its own subtree only, so the
/// reused IR is a fresh build's.
#[test]
fn a_function_under_an_error_root_builds_as_on_its_own() {
    assert_rebuild_is_fresh("func@f(){t}t<<<<<<<<<<<<<<f", TextRange::new(22, 27), "[");
    assert_rebuild_is_fresh("func@f({t}t<<<<<<<<<<<<<<f", TextRange::new(21, 26), "[");
}

/// The functions of a file are built on all cores (`ir::build`): each one,
/// and the order they come in, is what a build of that function alone gives.
/// Alone here means the other functions blanked out with spaces, so that
/// every offset stays the same.
#[test]
fn functions_built_together_equal_each_built_alone() {
    let mut text = String::from("sdy.mesh @mesh = <[\"x\"=2]>\n");
    let mut spans = Vec::new();
    for k in 0..48 {
        if k % 16 == 15 {
            text.push_str("// -----\nsdy.mesh @mesh = <[\"x\"=2]>\n");
        }
        if k % 7 == 3 {
            text.push_str("%loose = stablehlo.constant dense<1.0> : tensor<f32>\n");
        }
        let start = text.len();
        text.push_str(&format!(
            "func.func @f{k}(%arg0: tensor<8xf32>) -> tensor<8xf32> {{\n  \
             %0 = stablehlo.add %arg0, %arg0 : tensor<8xf32>\n{}  \
             return %{} : tensor<8xf32>\n}}\n",
            (1..=k % 5)
                .map(|i| format!("  %{i} = stablehlo.negate %{} : tensor<8xf32>\n", i - 1))
                .collect::<String>(),
            k % 5
        ));
        spans.push((k, start, text.len()));
    }
    let together = ir::build(&syntax::parse(&text), &text);
    let names: Vec<String> = together
        .functions()
        .filter_map(|(_, f)| f.ir.name.clone())
        .collect();
    let expected: Vec<String> = (0..48).map(|k| format!("f{k}")).collect();
    assert_eq!(names, expected, "functions in source order");
    for (k, start, end) in spans {
        let mut alone = " ".repeat(start);
        alone.push_str(&text[start..end]);
        alone.push_str(&" ".repeat(text.len() - end));
        let built_alone = ir::build(&syntax::parse(&alone), &alone);
        let entry_alone = built_alone
            .functions()
            .map(|(_, f)| f)
            .find(|f| f.ir.name.as_deref() == Some(&format!("f{k}")))
            .unwrap();
        let entry = together
            .functions()
            .map(|(_, f)| f)
            .find(|f| f.ir.name.as_deref() == Some(&format!("f{k}")))
            .unwrap();
        assert_eq!(
            ir::canonical_function(entry),
            ir::canonical_function(entry_alone),
            "f{k}"
        );
    }
}
