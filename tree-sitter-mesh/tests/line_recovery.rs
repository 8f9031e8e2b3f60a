//! Error recovery, measured line by line: one broken line inside a function
//! must give errors on that line only, and every other line must still parse
//! as an operation of the same function body.
//!
//! The broken lines are the states a line passes through while it is typed
//! (every prefix of it) and the line with one bracket or quote deleted.

use tree_sitter::{Node, Parser, Tree};

/// Ops as JAX, Shardy and the shard dialect write them, one per line.
const BODY: &[&str] = &[
    "%0 = stablehlo.add %arg0, %arg0 : tensor<8x8xf32>",
    r#"%1 = sdy.sharding_constraint %0 <@mesh, [{"x"}, {}]> : tensor<8x8xf32>"#,
    r#"%2 = "foo.bar"(%1, %0) {a = [1, 2]} : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>"#,
    "%3 = func.call @g(%2) : (tensor<8x8xf32>) -> tensor<8x8xf32>",
    "%4 = stablehlo.dot_general %3, %3, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>",
    r#"%5 = stablehlo.custom_call @Sharding(%4) {mhlo.sharding = "{devices=[2,1]<=[2]}"} : (tensor<8x8xf32>) -> tensor<8x8xf32>"#,
    r#"%6 = sdy.reshard %5 <@mesh, [{}, {"x"}]> : tensor<8x8xf32>"#,
    "%7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8xf32>",
    r#"%8 = sdy.all_gather [{}, {"x"}] %7 out_sharding=<@mesh, [{}, {}]> : tensor<8x8xf32>"#,
    r#"%9 = "onnx.Add"(%8, %8) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>"#,
    "%10 = arith.addf %9, %9 : tensor<8x8xf32>",
    "return %10 : tensor<8x8xf32>",
];

const HEADER: &str = r#"sdy.mesh @mesh = <["x"=2]>
func.func @f(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> tensor<8x8xf32> {"#;
const FOOTER: &str = "}\nfunc.func private @g(tensor<8x8xf32>) -> tensor<8x8xf32>\n";
/// Rows before the first body line.
const HEADER_ROWS: usize = 2;

fn file_with_line(broken_index: usize, broken: &str) -> String {
    let mut text = format!("{HEADER}\n");
    for (index, line) in BODY.iter().enumerate() {
        text.push_str("  ");
        text.push_str(if index == broken_index { broken } else { line });
        text.push('\n');
    }
    text.push_str(FOOTER);
    text
}

fn parse(text: &str) -> Tree {
    let mut parser = Parser::new();
    parser
        .set_language(&tree_sitter_mesh::LANGUAGE.into())
        .unwrap();
    parser.parse(text, None).unwrap()
}

fn collect_errors<'t>(node: Node<'t>, out: &mut Vec<Node<'t>>) {
    if node.is_error() || node.is_missing() {
        out.push(node);
        return;
    }
    if !node.has_error() {
        return;
    }
    let mut cursor = node.walk();
    for child in node.children(&mut cursor) {
        collect_errors(child, out);
    }
}

/// What is wrong with the tree of `text`, whose body line `broken_index` is
/// broken; `None` when recovery kept the damage on that line.
fn recovery_failure(text: &str, broken_index: usize) -> Option<String> {
    let tree = parse(text);
    let root = tree.root_node();
    let broken_row = HEADER_ROWS.saturating_add(broken_index);

    let mut errors = Vec::new();
    collect_errors(root, &mut errors);
    if let Some(failure) = unclosed_region_failure(text, &tree, broken_row, &errors) {
        return failure;
    }
    for error in &errors {
        let (start, end) = (error.start_position(), error.end_position());
        let on_broken_line = start.row == broken_row
            && (end.row == broken_row || (end.row == broken_row + 1 && end.column <= 2));
        if !on_broken_line {
            return Some(format!(
                "{} at {}:{}-{}:{}",
                if error.is_missing() {
                    "MISSING"
                } else {
                    "ERROR"
                },
                start.row,
                start.column,
                end.row,
                end.column
            ));
        }
    }

    // The function @f and its body region.
    let mut cursor = root.walk();
    let function = root
        .children(&mut cursor)
        .filter_map(|operation| operation.child_by_field_name("op"))
        .find(|op| op.kind() == "func_operation" && op.start_position().row == 1);
    let Some(body) = function.and_then(|f| f.child_by_field_name("body")) else {
        return Some("@f lost its body".into());
    };
    let mut cursor = body.walk();
    let op_rows: Vec<usize> = body
        .named_children(&mut cursor)
        .filter(|child| child.kind() == "operation")
        .map(|operation| operation.start_position().row)
        .collect();
    for index in (0..BODY.len()).filter(|&index| index != broken_index) {
        let row = HEADER_ROWS + index;
        if !op_rows.contains(&row) {
            return Some(format!("line {row} is not an op of @f's body"));
        }
    }
    // The declaration after @f is still there.
    let declared = root.named_child(root.named_child_count().saturating_sub(1) as u32);
    if declared.is_none_or(|last| last.start_position().row != HEADER_ROWS + BODY.len() + 1) {
        return Some("@g is gone".into());
    }
    None
}

/// A line that ends in `{` opens a region, as MLIR reads it; then the region
/// runs to the `}` that was to close the function, and the one error is the
/// function's MISSING `}` at the end of the file (mlir-opt, too, reports
/// "expected '}'" there; the server points at the unclosed `{`). `None`
/// when the broken line does not end in a region's `{`; `Some(None)` when the tree is
/// as described.
fn unclosed_region_failure(
    text: &str,
    tree: &Tree,
    broken_row: usize,
    errors: &[Node],
) -> Option<Option<String>> {
    let line = text.lines().nth(broken_row)?;
    if !line.trim_end().ends_with('{') {
        return None;
    }
    let brace = tree_sitter::Point::new(broken_row, line.trim_end().len() - 1);
    let region = regions(tree.root_node()).find(|region| region.start_position() == brace);
    let end_of_file = tree.root_node().end_position();
    let missing_close_at_end =
        errors.len() == 1 && errors[0].is_missing() && errors[0].kind() == "}" && {
            let at = errors[0].start_position();
            at.row + 1 >= end_of_file.row
        };
    region?;
    Some(
        (!missing_close_at_end)
            .then(|| format!("errors other than one MISSING `}}` at the end: {errors:?}")),
    )
}

fn regions(node: Node) -> impl Iterator<Item = Node> {
    let mut nodes = vec![node];
    std::iter::from_fn(move || {
        while let Some(node) = nodes.pop() {
            let mut cursor = node.walk();
            nodes.extend(node.children(&mut cursor));
            if node.kind() == "region" {
                return Some(node);
            }
        }
        None
    })
}

/// Each way of breaking a line: every prefix (the line being typed) and the
/// line with one bracket or quote deleted.
fn broken_variants(line: &str) -> Vec<String> {
    let mut variants: Vec<String> = (1..line.len())
        .filter(|&cut| line.is_char_boundary(cut))
        .map(|cut| line[..cut].to_string())
        .collect();
    for (at, c) in line.char_indices() {
        if "()[]{}<>\"".contains(c) {
            variants.push(format!("{}{}", &line[..at], &line[at + c.len_utf8()..]));
        }
    }
    variants
}

#[test]
fn the_unbroken_file_parses_cleanly() {
    let text = file_with_line(usize::MAX, "");
    assert!(!parse(&text).root_node().has_error(), "{text}");
    assert_eq!(recovery_failure(&text, usize::MAX), None);
}

#[test]
fn a_broken_line_keeps_its_errors_and_the_ops_around_it() {
    let mut failures = Vec::new();
    let mut tried = 0;
    for (index, line) in BODY.iter().enumerate() {
        for broken in broken_variants(line) {
            tried += 1;
            let text = file_with_line(index, &broken);
            if let Some(failure) = recovery_failure(&text, index) {
                failures.push(format!("  {broken:?}: {failure}"));
            }
        }
    }
    println!("{} of {tried} broken lines recovered badly", failures.len());
    assert!(
        failures.is_empty(),
        "{} of {tried} broken lines:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
