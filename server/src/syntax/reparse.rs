//! Incremental reparse: the tree of an edited text from the tree of the text
//! before the edit (`Tree::edit` has recorded the edit in it).
//!
//! Stock tree-sitter marks every node of a repetition (`repeat(...)` in the
//! grammar: a region's ops, a file's top-level items) as fragile, because a
//! repetition's reduce shares its parse-table entry with the SHIFT_REPEAT the
//! parser never takes. Fragile nodes are never reused, so a reparse walks
//! every op after the edit one by one: 60 ms for one character in JAX's
//! one 28k-line `main`, whatever the edit. The vendored runtime
//! (`vendor/tree-sitter`, see its `MESH-LSP-PATCH.md`) can reuse those nodes
//! whole, which makes the reparse proportional to the depth of the balanced
//! repetition tree instead (under a millisecond there).
//!
//! Error recovery around a reused whole repetition can differ from stock
//! recovery: a stray `}` may leave the rest of the file in one ERROR where a
//! fresh parse reports one line. So a result with syntax errors is discarded
//! and the reparse is done again the stock way, from the same old tree: text
//! with syntax errors parses exactly as it did before the patch.
use super::{new_parser, parse};
use tree_sitter::{Parser, Tree};

/// The tree of `text`, reusing `old` (already edited to `text`'s
/// coordinates) as described in the module documentation. `parser` is one
/// from [`new_parser`]; it is left reusing repetitions.
pub fn reparse_with(parser: &mut Parser, text: &str, old: &Tree) -> Tree {
    parser.set_reuse_repetitions(true);
    let tree = parse_from(parser, text, old);
    if !tree.root_node().has_error() {
        return tree;
    }
    parser.set_reuse_repetitions(false);
    let stock = parse_from(parser, text, old);
    parser.set_reuse_repetitions(true);
    stock
}

/// [`reparse_with`] a new parser.
pub fn reparse(text: &str, old: &Tree) -> Tree {
    reparse_with(&mut new_parser(), text, old)
}

fn parse_from(parser: &mut Parser, text: &str, old: &Tree) -> Tree {
    parser.parse(text, Some(old)).unwrap_or_else(|| parse(text))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::syntax::preorder_nodes;
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::sync::Arc;
    use tree_sitter::{InputEdit, Point};

    /// Which ops of [`one_long_function`] end in a location.
    #[derive(Clone, Copy, Debug)]
    enum Locations {
        /// As JAX prints with `debug_info=True`.
        Every,
        /// As it prints by default: each op ends in the scanner's
        /// zero-width `_custom_op_end`, and a fresh parse lexes the next
        /// op's first token in the state after it (see the vendored
        /// runtime's `ts_parser__lexes_first_leaf_alike`).
        None,
        /// Every third op.
        Some,
    }

    /// One function of `ops` statements, as JAX prints its one `main`.
    fn one_long_function(ops: usize, locations: Locations) -> String {
        let mut text =
            String::from("func.func @main(%arg0: tensor<8x16xf32>) -> tensor<8x16xf32> {\n");
        text.push_str("  %0 = stablehlo.negate %arg0 : tensor<8x16xf32>\n");
        for i in 1..ops {
            let location = match locations {
                Locations::Every => true,
                Locations::None => false,
                Locations::Some => i % 3 == 0,
            };
            text.push_str(&format!(
                "  %{i} = stablehlo.add %{}, %arg0 : tensor<8x16xf32>{}\n",
                i - 1,
                if location {
                    format!(" loc(#loc{i})")
                } else {
                    String::new()
                }
            ));
        }
        text.push_str(&format!("  return %{} : tensor<8x16xf32>\n}}\n", ops - 1));
        text
    }

    fn point(text: &str, offset: usize) -> Point {
        let before = &text[..offset];
        let row = before.matches('\n').count();
        let column = offset - before.rfind('\n').map_or(0, |i| i + 1);
        Point { row, column }
    }

    /// Replaces `[start, end)` in `text` and records the edit in `tree`.
    fn edit(text: &mut String, tree: &mut Tree, start: usize, end: usize, inserted: &str) {
        let (start_position, old_end_position) = (point(text, start), point(text, end));
        text.replace_range(start..end, inserted);
        tree.edit(&InputEdit {
            start_byte: start,
            old_end_byte: end,
            new_end_byte: start + inserted.len(),
            start_position,
            old_end_position,
            new_end_position: point(text, start + inserted.len()),
        });
    }

    /// A module of `functions` small functions without locations, as a
    /// module split into functions prints them.
    fn many_functions(functions: usize) -> String {
        let mut text = String::from("module {\n");
        for i in 0..functions {
            text.push_str(&format!(
                "  func.func @f{i}(%arg0: tensor<8xf32>) -> tensor<8xf32> {{\n    \
                 %{i} = stablehlo.negate %arg0 : tensor<8xf32>\n    \
                 return %{i} : tensor<8xf32>\n  }}\n"
            ));
        }
        text.push_str("}\n");
        text
    }

    /// How many subtrees the parser shifted (tokens lexed or nodes reused),
    /// read from its log: the work of a parse, independent of the machine.
    fn shifts_of_reparse(reuse_repetitions: bool, ops: usize, locations: Locations) -> usize {
        let text = one_long_function(ops, locations);
        let at = text.find(&format!("%{} = ", ops / 2)).unwrap() + 1;
        shifts_of_first_reparse(reuse_repetitions, text, at)
    }

    /// [`shifts_of_reparse`] of `text` freshly parsed, then an `x` typed at
    /// `at`.
    fn shifts_of_first_reparse(reuse_repetitions: bool, mut text: String, at: usize) -> usize {
        let mut tree = parse(&text);
        edit(&mut text, &mut tree, at, at, "x");
        let shifts = Arc::new(AtomicUsize::new(0));
        let counter = shifts.clone();
        let mut parser = new_parser();
        parser.set_logger(Some(Box::new(move |_, message| {
            if message.starts_with("shift") {
                counter.fetch_add(1, Ordering::Relaxed);
            }
        })));
        parser.set_reuse_repetitions(reuse_repetitions);
        let reparsed = parse_from(&mut parser, &text, &tree);
        assert!(!reparsed.root_node().has_error());
        assert_eq!(preorder_nodes(&reparsed), preorder_nodes(&parse(&text)));
        shifts.load(Ordering::Relaxed)
    }

    #[test]
    fn a_reparse_in_one_long_function_costs_the_depth_of_its_ops_not_their_number() {
        // The first reparse of a freshly parsed tree, with and without
        // locations after the ops.
        for locations in [Locations::Every, Locations::None] {
            // Stock reuse shifts every op after the edit on its own.
            let stock = shifts_of_reparse(false, 4000, locations);
            assert!(
                stock > 2000,
                "stock reparse shifted {stock} subtrees ({locations:?})"
            );
            // Whole repetitions: the edited op's tokens and a few subtrees per
            // level of the balanced tree of ops, the same for 4k and 16k ops.
            let small = shifts_of_reparse(true, 4000, locations);
            let large = shifts_of_reparse(true, 16000, locations);
            assert!(
                small < 150,
                "shifted {small} subtrees for 4k ops ({locations:?})"
            );
            assert!(
                large < 150,
                "shifted {large} subtrees for 16k ops ({locations:?})"
            );
        }
    }

    #[test]
    fn a_first_reparse_in_a_module_of_many_functions_does_not_pass_over_the_functions_after_it() {
        // The module's functions are a repetition too, and each starts with
        // a token lexed, in a fresh parse, in the state after the function
        // before it.
        let shifts = |functions: usize| {
            let text = many_functions(functions);
            let at = text.find("%10 = ").unwrap() + 1;
            shifts_of_first_reparse(true, text, at)
        };
        let (small, large) = (shifts(1000), shifts(4000));
        assert!(small < 150, "shifted {small} subtrees for 1k functions");
        assert!(large < 150, "shifted {large} subtrees for 4k functions");
    }

    #[test]
    fn reparses_match_a_fresh_parse_when_valid_and_the_stock_reparse_when_broken_with_stock_changed_ranges(
    ) {
        // Valid edits (a statement inserted or deleted, a letter in a name, a
        // space) and edits at arbitrary offsets with pieces that open and
        // close brackets or break statements, so that the text goes in and
        // out of error states.
        let pieces = [
            "x",
            "%",
            "{",
            "}",
            "(",
            ")",
            "\n",
            "\"",
            "<",
            ">",
            ",",
            ":",
            "= ",
            "%7 = ",
            "\n  }\n",
            "loc(",
            "tensor<4xf32>",
            "// c\n",
            "^bb0:",
            "]",
            "",
        ];
        let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
        let mut next = move |below: usize| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % below as u64) as usize
        };
        // Ops with locations, and some without: a fresh parse and a
        // reparse lex the token after an op without one in different states.
        for locations in [Locations::Every, Locations::Some] {
            let mut text = one_long_function(300, locations);
            let mut tree = parse(&text);
            let (mut valid, mut broken, mut broken_in_a_row) = (0, 0, 0);
            let mut restructured = 0;
            for _ in 0..400 {
                let lines: Vec<usize> = text.match_indices("\n  %").map(|(i, _)| i + 1).collect();
                let line = lines[next(lines.len())];
                let line_end = line + text[line..].find('\n').unwrap() + 1;
                let (start, end, inserted) = match next(6) {
                    0 => (
                        line,
                        line,
                        "  %new = stablehlo.negate %arg0 : tensor<8x16xf32>\n",
                    ),
                    1 => (line, line_end, ""),
                    2 => (line + 3, line + 3, "x"),
                    3 => (line, line, " "),
                    _ => {
                        let start = next(text.len() + 1);
                        let end = (start + next(6)).min(text.len());
                        (start, end, pieces[next(pieces.len())])
                    }
                };
                edit(&mut text, &mut tree, start, end, inserted);
                let reparsed = reparse(&text, &tree);
                // The patched comparison passes over the subtrees both trees
                // share; the ranges are tree-sitter's own.
                let changed: Vec<_> = tree.changed_ranges(&reparsed).collect();
                assert_eq!(
                    changed,
                    tree.changed_ranges_unpatched(&reparsed).collect::<Vec<_>>(),
                    "changed ranges of:\n{text}"
                );
                restructured += usize::from(!changed.is_empty());
                if reparsed.root_node().has_error() {
                    broken += 1;
                    broken_in_a_row += 1;
                    let mut stock_parser = new_parser();
                    stock_parser.set_reuse_repetitions(false);
                    let stock = parse_from(&mut stock_parser, &text, &tree);
                    assert_eq!(
                        preorder_nodes(&reparsed),
                        preorder_nodes(&stock),
                        "broken text:\n{text}"
                    );
                } else {
                    valid += 1;
                    broken_in_a_row = 0;
                    assert_eq!(
                        preorder_nodes(&reparsed),
                        preorder_nodes(&parse(&text)),
                        "valid text:\n{text}"
                    );
                }
                tree = reparsed;
                // Back to valid text after a few broken ones, so both states recur.
                if broken_in_a_row == 4 {
                    text = one_long_function(300, locations);
                    tree = parse(&text);
                    broken_in_a_row = 0;
                }
            }
            assert!(
                valid > 100 && broken > 50,
                "{valid} valid, {broken} broken ({locations:?})"
            );
            assert!(restructured > 100, "{restructured} edits changed the tree");
        }
    }
}
