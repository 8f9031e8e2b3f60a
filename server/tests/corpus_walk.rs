//! Parses every `.mlir` file of the shared corpus (`../shared/corpus`, real
//! JAX output and Shardy's lit tests) and fails on any syntax error the
//! file does not announce. Files named `*_parsing_failure.mlir` may have
//! errors, but only on lines their `// expected-error` comments point at.
//! Without the corpus the test passes with a note.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

use mesh_lsp::syntax;
use mesh_lsp::text::LineIndex;
use tree_sitter::Tree;

const CORPUS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../shared/corpus");

#[test]
fn corpus_parses_without_unexpected_errors() {
    let root = Path::new(CORPUS);
    if !root.is_dir() {
        println!("skipping: ../shared/corpus not found");
        return;
    }
    let files = mlir_files(root);
    assert!(!files.is_empty(), "no .mlir files under {}", root.display());

    let mut with_errors = 0;
    let mut failures = Vec::new();
    for path in &files {
        let shown = path
            .strip_prefix(root)
            .unwrap_or(path)
            .display()
            .to_string();
        let text = fs::read_to_string(path).unwrap_or_else(|e| panic!("{shown}: {e}"));
        let tree = syntax::parse(&text);
        let error_lines = error_node_lines(&tree, &text);
        let diagnostics = syntax::syntax_diagnostics(&tree, &text);
        println!(
            "{shown}: {} ERROR/MISSING nodes, {} syntax diagnostics",
            error_lines.len(),
            diagnostics.len()
        );
        if !error_lines.is_empty() {
            with_errors += 1;
        }
        // ERROR/MISSING nodes and syntax diagnostics must agree on whether
        // the file is broken.
        if error_lines.is_empty() != diagnostics.is_empty() {
            failures.push(format!(
                "{shown}: {} error nodes but {} syntax diagnostics",
                error_lines.len(),
                diagnostics.len()
            ));
        }

        let allowed = if shown.ends_with("_parsing_failure.mlir") {
            expected_error_lines(&text)
        } else {
            BTreeSet::new()
        };
        let index = LineIndex::new(&text);
        let unexpected: BTreeSet<usize> = error_lines
            .iter()
            .copied()
            .chain(diagnostics.iter().map(|d| index.line_of(d.range.start)))
            .filter(|line| !allowed.contains(line))
            .collect();
        for line in unexpected {
            let source = text.lines().nth(line).unwrap_or("");
            failures.push(format!(
                "{shown}:{}: unexpected syntax error: {source}",
                line + 1
            ));
        }
    }

    println!("parsed {} files, {} with errors", files.len(), with_errors);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Every `.mlir` file below `root`, sorted; an explicit stack, no recursion.
fn mlir_files(root: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut dirs = vec![root.to_path_buf()];
    while let Some(dir) = dirs.pop() {
        for entry in fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|ext| ext == "mlir") {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

/// 0-based start lines of all ERROR and MISSING nodes, nested ones included.
fn error_node_lines(tree: &Tree, text: &str) -> Vec<usize> {
    let index = LineIndex::new(text);
    let mut lines = Vec::new();
    let mut cursor = tree.walk();
    loop {
        let node = cursor.node();
        if node.is_error() || node.is_missing() {
            lines.push(index.line_of(node.start_byte()));
        }
        if cursor.goto_first_child() {
            continue;
        }
        while !cursor.goto_next_sibling() {
            if !cursor.goto_parent() {
                return lines;
            }
        }
    }
}

/// 0-based lines that `// expected-error@…` comments designate, following
/// MLIR's `-verify-diagnostics`: `@+N`/`@-N` are relative to the comment,
/// no designator means the comment's own line, `@below`/`@above` the nearest
/// line in that direction that is not itself an expectation comment.
fn expected_error_lines(text: &str) -> BTreeSet<usize> {
    let lines: Vec<&str> = text.lines().collect();
    let is_expectation = |line: &str| line.trim_start().starts_with("// expected-");
    let mut targets = BTreeSet::new();
    for (number, line) in lines.iter().enumerate() {
        let Some(at) = line.find("expected-error") else {
            continue;
        };
        let rest = line[at + "expected-error".len()..].trim_start();
        let target = if let Some(designator) = rest.strip_prefix('@') {
            let designator: String = designator
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '+' || *c == '-')
                .collect();
            match designator.as_str() {
                "below" => (number + 1..lines.len()).find(|&l| !is_expectation(lines[l])),
                "above" => (0..number).rev().find(|&l| !is_expectation(lines[l])),
                offset => offset
                    .parse::<isize>()
                    .ok()
                    .and_then(|delta| number.checked_add_signed(delta)),
            }
        } else {
            Some(number)
        };
        targets.extend(target);
    }
    targets
}

#[test]
fn expected_error_designators() {
    let text = "\
// expected-error@+2 {{a}}
// expected-error@+1 {{b}}
bad line 2
ok // expected-error {{c}}
// expected-error@below {{d}}
// expected-note@+1 {{e}}
bad line 6
bad line 7
// expected-error@above {{f}}
// expected-error@-3 {{g}}
";
    let lines: Vec<usize> = expected_error_lines(text).into_iter().collect();
    assert_eq!(lines, vec![2, 3, 6, 7]);
}
