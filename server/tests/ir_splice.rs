//! An edit inside one op statement rebuilds that op alone and splices it
//! into its function (`ir::splice_edit`), and the result equals a fresh
//! build: for every statement line of the examples and the IR test inputs,
//! characters are typed into and deleted from the name the statement
//! defines, an operand's name, a type and an attribute, one edit after the
//! other. After each, every function's IR (ops, values, ids, uses, regions,
//! ranges, diagnostics and their order, and the bookkeeping a later splice
//! reads) must equal `ir::build` of the new text, and so must the modules,
//! meshes and file diagnostics with their ranges; the position lookups
//! around the edit must find what a pass over every op finds, and the test
//! counts the
//! edits the splice took (`Document::ir_update`), so it fails if the fast
//! path never runs.

use mesh_lsp::analysis::{Document, IrUpdate};
use mesh_lsp::ir;
use mesh_lsp::text::TextRange;
use std::path::{Path, PathBuf};
use std::sync::Arc;

fn inputs() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut paths = Vec::new();
    for dir in [root.join("examples"), root.join("server/tests/ir_inputs")] {
        let mut found: Vec<PathBuf> = std::fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
            .collect();
        found.sort();
        paths.extend(found);
    }
    paths
}

/// Every function of `document` as comparable text, and of a fresh build of
/// its text.
fn compare(document: &Document) -> Result<(), String> {
    let text = document.text();
    let fresh = Document::new(text);
    let functions = |d: &Document| -> Vec<String> {
        d.ir()
            .functions()
            .map(|(_, entry)| ir::canonical_function(entry))
            .collect()
    };
    let (mine, theirs) = (functions(document), functions(&fresh));
    if mine.len() != theirs.len() {
        return Err(format!("{} functions, fresh {}", mine.len(), theirs.len()));
    }
    for (a, b) in mine.iter().zip(&theirs) {
        if a != b {
            let line = a
                .lines()
                .zip(b.lines())
                .position(|(x, y)| x != y)
                .unwrap_or(0);
            let context = |s: &str| {
                s.lines()
                    .skip(line.saturating_sub(8))
                    .take(16)
                    .collect::<Vec<_>>()
                    .join("\n")
            };
            return Err(format!(
                "a function differs from a fresh build at line {line}:\n--- incremental\n{}\n--- fresh\n{}",
                context(a),
                context(b)
            ));
        }
    }
    // What lies outside functions, with every range (`ir::dump` shows
    // some): an op splice moves it without a walk of the tree.
    let outside = |d: &Document| -> String {
        let ir = d.ir();
        let chunks: Vec<String> = ir
            .chunks
            .iter()
            .map(|c| format!("{:?} {:?} {:?}", c.range, c.modules, c.meshes))
            .collect();
        format!("{chunks:#?}\n{:#?}", ir.diagnostics)
    };
    if outside(document) != outside(&fresh) {
        return Err(format!(
            "modules, meshes or file diagnostics differ\n--- incremental\n{}\n--- fresh\n{}",
            outside(document),
            outside(&fresh)
        ));
    }
    let (dump, fresh_dump) = (ir::dump(document.ir(), text), ir::dump(fresh.ir(), text));
    if dump != fresh_dump {
        return Err(format!(
            "ir::dump differs\n--- incremental\n{dump}\n--- fresh\n{fresh_dump}"
        ));
    }
    Ok(())
}

/// The def-use invariant holds after the edit, and the ops found near the
/// changes from the `Arc` tables (`ir::changes::ops_near_changes`, what
/// propagation's rule memo reuses by) are those an op-by-op comparison of
/// each op's surroundings finds.
fn check_changes(before: &[Arc<ir::Function>], document: &Document) -> Result<(), String> {
    for (k, (_, entry)) in document.ir().functions().enumerate() {
        ir::changes::def_use_is_consistent(&entry.ir).map_err(|e| format!("def-use: {e}"))?;
        let Some(old) = before.get(k) else { continue };
        let near = ir::changes::ops_near_changes(old, &entry.ir);
        for (op, &near) in near.iter().enumerate() {
            if near == ir::changes::same_surroundings(old, &entry.ir, op) {
                return Err(format!(
                    "function {k} op {op}: near a change {near}, the op-by-op comparison says otherwise"
                ));
            }
        }
    }
    Ok(())
}

/// The edit sites of one statement line (offsets into the line) where a
/// typed character keeps the line valid: after the `%` of the defined name
/// and of the first operand, before the first dimension of a type, inside
/// an attribute (a string, an integer list, a dense literal).
/// The position lookups that bisect (`Function::ops_around`, `op_at`,
/// `value_at`) against a pass over every op and value, at each offset of
/// `range` of the current text: every op touching the offset must be among
/// `ops_around`, and the op and value found must be those the pass finds.
fn check_lookups(document: &Document, range: std::ops::Range<usize>) -> Result<(), String> {
    for offset in range {
        for (_, entry) in document.ir().functions() {
            if !entry.range().touches(offset) {
                continue;
            }
            let f = &entry.ir;
            let rel = entry.rel(offset);
            let around = f.ops_around(rel);
            let touching: Vec<usize> = (0..f.ops.len())
                .filter(|&op| f.ops[op].range.touches(rel))
                .collect();
            if let Some(missed) = touching.iter().find(|op| !around.contains(op)) {
                return Err(format!(
                    "offset {offset}: op {missed} ({}) touches it but is not among {around:?}",
                    f.ops[*missed].name
                ));
            }
            let op_by_pass = touching
                .iter()
                .copied()
                .min_by_key(|&op| f.ops[op].range.len());
            let value_by_pass = f
                .values
                .iter()
                .position(|v| v.range.touches(rel) || v.uses.iter().any(|u| u.range.touches(rel)));
            if (f.op_at(rel), f.value_at(rel)) != (op_by_pass, value_by_pass) {
                return Err(format!(
                    "offset {offset}: op {:?} value {:?}, a pass finds op {op_by_pass:?} value \
                     {value_by_pass:?}",
                    f.op_at(rel),
                    f.value_at(rel)
                ));
            }
        }
    }
    Ok(())
}

#[test]
fn position_lookups_find_what_a_pass_over_every_op_finds() {
    for path in inputs() {
        let text = std::fs::read_to_string(&path).expect("readable input");
        let document = Document::new(text.as_str());
        if let Err(e) = check_lookups(&document, 0..text.len() + 1) {
            panic!("{}: {e}", path.display());
        }
    }
}

fn sites(line: &str) -> Vec<(&'static str, usize)> {
    let mut out = Vec::new();
    let trimmed = line.trim_start();
    let indent = line.len() - trimmed.len();
    if trimmed.starts_with('%') {
        out.push(("defined name", indent + 1));
    }
    let body_start = line.find(" = ").map_or(indent, |i| i + 3);
    if let Some(i) = line[body_start..].find('%') {
        out.push(("operand", body_start + i + 1));
    }
    let digit_at = |at: usize| line[at..].starts_with(|c: char| c.is_ascii_digit());
    let after = |pattern: &str| {
        line.match_indices(pattern)
            .map(|(i, _)| i + pattern.len())
            .find(|&at| digit_at(at))
    };
    if let Some(at) = after("tensor<") {
        out.push(("type", at));
    }
    let attribute = line
        .find("[{\"")
        .map(|i| i + 3)
        .or_else(|| line.find("= \"").map(|i| i + 3))
        .or_else(|| after("= ["))
        .or_else(|| after("dense<"));
    if let Some(at) = attribute {
        out.push(("attribute", at));
    }
    out
}

#[test]
fn edits_inside_op_statements_are_spliced_and_equal_a_fresh_build() {
    let mut spliced_by_kind = std::collections::BTreeMap::<&str, (usize, usize)>::new();
    let mut failures = Vec::new();
    for path in inputs() {
        let text = std::fs::read_to_string(&path).expect("readable input");
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        let mut document = Document::new(text.as_str());
        let line_count = text.lines().count();
        for line_number in 0..line_count {
            let line_start = document
                .text()
                .split_inclusive('\n')
                .take(line_number)
                .map(str::len)
                .sum::<usize>();
            let line = document.text()[line_start..]
                .split('\n')
                .next()
                .unwrap_or("")
                .to_string();
            let trimmed = line.trim_start();
            // Statement lines: a defined value, or an op with operands
            // (`return %x`, `sdy.sharding_group %x …`).
            let statement = if trimmed.starts_with('%') {
                trimmed.split_whitespace().nth(1) == Some("=")
            } else {
                trimmed.contains(" %")
                    && !trimmed.starts_with(['^', '}'])
                    && !trimmed.starts_with("func.func")
            };
            if !statement || trimmed.ends_with('{') || trimmed.starts_with("//") {
                continue;
            }
            for (kind, at) in sites(&line) {
                // Type a character, then delete it again: a letter in a
                // name, a digit in a type or attribute.
                let key = if kind.ends_with("name") || kind == "operand" {
                    "x"
                } else {
                    "1"
                };
                for (typed, delete) in [(key, false), ("", true)] {
                    let before: Vec<Arc<ir::Function>> = document
                        .ir()
                        .functions()
                        .map(|(_, e)| e.ir.clone())
                        .collect();
                    let at = line_start + at;
                    let range = if delete {
                        TextRange::new(at, at + 1)
                    } else {
                        TextRange::empty(at)
                    };
                    document.apply_change(Some(range), typed);
                    let counts = spliced_by_kind.entry(kind).or_default();
                    counts.1 += 1;
                    if document.ir_update() == IrUpdate::Spliced {
                        counts.0 += 1;
                    } else if std::env::var_os("SPLICE_DEBUG").is_some() {
                        eprintln!(
                            "not spliced: {name}:{} {kind} {delete} {line}",
                            line_number + 1
                        );
                    }
                    // The lookups on the edited line and the lines around it.
                    let text = document.text();
                    let around = text[..line_start.saturating_sub(1)]
                        .rfind('\n')
                        .unwrap_or(0)
                        ..text[(line_start + line.len()).min(text.len())..]
                            .match_indices('\n')
                            .nth(1)
                            .map_or(text.len(), |(i, _)| line_start + line.len() + i);
                    if let Err(e) = compare(&document)
                        .and(check_lookups(&document, around))
                        .and(check_changes(&before, &document))
                    {
                        failures.push(format!(
                            "{name}:{} ({kind}, {}): {e}",
                            line_number + 1,
                            if delete { "deleted" } else { "typed" }
                        ));
                        // Start again from the fresh text.
                        document = Document::new(document.text());
                    }
                    if failures.len() >= 3 {
                        panic!("{}", failures.join("\n\n"));
                    }
                }
            }
        }
    }
    eprintln!("spliced/edits by kind: {spliced_by_kind:?}");
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    for kind in ["defined name", "operand", "type", "attribute"] {
        let (spliced, edits) = spliced_by_kind.get(kind).copied().unwrap_or_default();
        assert!(
            // Only ops with regions, and the functions with syntax errors
            // of `errors.mlir`, fall back to building the function again.
            edits >= 20 && spliced * 4 >= edits * 3,
            "{kind}: the splice took {spliced} of {edits} edits"
        );
    }
}

/// A renamed definition leaves its old uses undefined, with the diagnostics
/// a fresh build gives, and a use of an undefined name becomes defined when
/// a statement is renamed to it; both are spliced.
#[test]
fn renames_resolve_uses_as_a_fresh_build() {
    let text = "func.func @f(%arg0: tensor<8xf32>) -> tensor<8xf32> {\n  %0 = stablehlo.negate %arg0 : tensor<8xf32>\n  %1 = stablehlo.add %0, %x0 : tensor<8xf32>\n  %2 = stablehlo.add %1, %0 : tensor<8xf32>\n  return %2 : tensor<8xf32>\n}\n";
    let mut document = Document::new(text);
    let undefined = |d: &Document| {
        d.ir()
            .all_diagnostics()
            .iter()
            .filter(|d| d.code == "ir/undefined-value")
            .count()
    };
    assert_eq!(undefined(&document), 1);
    // `%0` → `%x0`: the two uses of `%0` become undefined, `%x0` defined.
    let at = document.text().find("%0 =").unwrap() + 1;
    document.apply_change(Some(TextRange::empty(at)), "x");
    assert_eq!(document.ir_update(), IrUpdate::Spliced);
    compare(&document).unwrap();
    assert_eq!(undefined(&document), 2);
    // `%1` → `%x0`: a redefinition, reported at the later definition.
    let at = document.text().find("%1 =").unwrap() + 1;
    document.apply_change(Some(TextRange::new(at, at + 1)), "x0");
    assert_eq!(document.ir_update(), IrUpdate::Spliced);
    compare(&document).unwrap();
    assert!(document
        .ir()
        .all_diagnostics()
        .iter()
        .any(|d| d.code == "ir/redefined-value"));
    // And back.
    document.apply_change(Some(TextRange::new(at, at + 2)), "1");
    assert_eq!(document.ir_update(), IrUpdate::Spliced);
    compare(&document).unwrap();
    let at = document.text().find("%x0 =").unwrap() + 1;
    document.apply_change(Some(TextRange::new(at, at + 1)), "");
    assert_eq!(document.ir_update(), IrUpdate::Spliced);
    compare(&document).unwrap();
    assert_eq!(undefined(&document), 1);
    // A type edited in place, after whitespace edits moved the op.
    let at = document.text().find("  %2").unwrap();
    document.apply_change(Some(TextRange::empty(at)), "  ");
    assert_eq!(document.ir_update(), IrUpdate::Whitespace);
    let at = document.text().find("%2 = ").unwrap();
    let ty = document.text()[at..].find("8xf32").unwrap() + at;
    document.apply_change(Some(TextRange::new(ty, ty + 1)), "16");
    assert_eq!(document.ir_update(), IrUpdate::Spliced);
    compare(&document).unwrap();
}

/// Operands resolved out of their written order (a two-input `reduce`
/// puts its inputs before its inits), uses inside a later op's region, and
/// a value typed from its source (`%it = %x` of a `while`): all as a fresh
/// build has them after edits to the ops they name.
#[test]
fn reordered_operands_nested_uses_and_source_types_follow_the_splice() {
    let text = "func.func @f(%arg0: tensor<8x4xf32>, %arg1: tensor<8x4xi32>) -> tensor<8xf32> {\n  %c = stablehlo.constant dense<0.0> : tensor<f32>\n  %i = stablehlo.constant dense<0> : tensor<i32>\n  %r:2 = stablehlo.reduce(%arg0 init: %c), (%arg1 init: %i) across dimensions = [1] : (tensor<8x4xf32>, tensor<8x4xi32>, tensor<f32>, tensor<i32>) -> (tensor<8xf32>, tensor<8xi32>)\n  %w = stablehlo.while(%it = %r#0) : tensor<8xf32>\n  cond {\n    %p = stablehlo.constant dense<true> : tensor<i1>\n    stablehlo.return %p : tensor<i1>\n  } do {\n    %n = stablehlo.negate %it : tensor<8xf32>\n    %m = stablehlo.add %n, %c : tensor<8xf32>\n    stablehlo.return %m : tensor<8xf32>\n  }\n  return %w : tensor<8xf32>\n}\n";
    let mut document = Document::new(text);
    compare(&document).unwrap();
    let mut spliced = 0;
    let mut step = |document: &mut Document, find: &str, offset: usize, len: usize, typed: &str| {
        let at = document
            .text()
            .find(find)
            .unwrap_or_else(|| panic!("{find}"))
            + offset;
        document.apply_change(Some(TextRange::new(at, at + len)), typed);
        if document.ir_update() == IrUpdate::Spliced {
            spliced += 1;
        }
        compare(document).unwrap_or_else(|e| panic!("after {typed:?} at {find:?}: {e}"));
    };
    // The reduce's operands typed into, and `%c` (used in the reduce and
    // inside the while's body) renamed away and back: the reduce's two
    // undefined names are reported in the order written, not the operands'.
    step(&mut document, "(%arg1 init", 6, 0, "x");
    step(&mut document, "%c = ", 1, 0, "z");
    step(&mut document, "%zc = ", 1, 1, "");
    step(&mut document, "(%arg1x init", 6, 1, "");
    step(&mut document, "init: %i)", 8, 0, "y");
    step(&mut document, "init: %iy)", 8, 1, "");
    // The type `%it` takes from `%r#0` through the reduce's result types.
    step(&mut document, "-> (tensor<8xf32>", 11, 1, "16");
    step(&mut document, "-> (tensor<16xf32>", 11, 2, "8");
    // The reduce's results renamed: `%r#0` in the while becomes undefined.
    step(&mut document, "%r:2 = ", 1, 0, "q");
    step(&mut document, "%qr:2 = ", 1, 1, "");
    // Inside the body.
    step(&mut document, "%m = stablehlo.add %n", 21, 0, "x");
    step(&mut document, "%m = stablehlo.add %nx", 21, 1, "");
    assert!(spliced >= 10, "{spliced} of 12 edits spliced");
}
