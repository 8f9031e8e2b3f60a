//! Folding ranges: the captures of the grammar's `folds.scm` (regions,
//! blocks, argument lists, attribute dictionaries, generic ops) that span
//! more than one line, and runs of two or more line comments.

use super::{compile, range_of};
use crate::analysis::Document;
use crate::text::TextRange;
use std::sync::OnceLock;
use streaming_iterator::StreamingIterator;
use tree_sitter::Query;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FoldKind {
    Region,
    Comment,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Fold {
    pub range: TextRange,
    pub kind: FoldKind,
}

fn folds_query() -> &'static Query {
    static QUERY: OnceLock<Query> = OnceLock::new();
    QUERY.get_or_init(|| compile(tree_sitter_mesh::FOLDS_QUERY))
}

/// The folds of `document`, ordered by start.
///
/// Only a node that spans lines can fold, or hold a node that folds, so the
/// walk does not enter a node on one line: in a JAX `main` it passes over
/// each op instead of matching `folds.scm` against every node of the file
/// (most of a second for the L = 160 dump). Each node it enters is matched
/// against the query alone (start depth 0), so `folds.scm` still says what
/// folds. The comments it meets (each is on one line, a child of a node that
/// spans lines or of the root) make the runs of line comments.
pub fn folding_ranges(document: &Document) -> Vec<Fold> {
    let text = document.text();
    let spans_lines = |r: TextRange| text.get(r.start..r.end).is_some_and(|s| s.contains('\n'));
    let mut folds = Vec::new();
    let mut comments = Vec::new();
    let query = folds_query();
    let mut matcher = crate::syntax::query_cursor();
    matcher.set_max_start_depth(Some(0));
    let mut cursor = document.tree().walk();
    'walk: loop {
        let node = cursor.node();
        if node.start_position().row != node.end_position().row {
            let mut captures = matcher.captures(query, node, text.as_bytes());
            while let Some((m, index)) = captures.next() {
                let range = range_of(m.captures()[*index].node);
                if spans_lines(range) {
                    folds.push(Fold {
                        range,
                        kind: FoldKind::Region,
                    });
                }
            }
            if cursor.goto_first_child() {
                continue;
            }
        } else if node.kind() == "comment" {
            comments.push(range_of(node));
        }
        while !cursor.goto_next_sibling() {
            if !cursor.goto_parent() {
                break 'walk;
            }
        }
    }

    // Runs of comments, each on its own line, on consecutive lines.
    let mut run: Option<TextRange> = None;
    let flush = |run: Option<TextRange>, folds: &mut Vec<Fold>| {
        if let Some(range) = run.filter(|r| spans_lines(*r)) {
            folds.push(Fold {
                range,
                kind: FoldKind::Comment,
            });
        }
    };
    for range in comments {
        let line_start = text[..range.start].rfind('\n').map_or(0, |i| i + 1);
        let own_line = text[line_start..range.start].trim().is_empty();
        let continues = run.is_some_and(|r| {
            own_line
                && text[r.end..range.start]
                    .chars()
                    .filter(|c| *c == '\n')
                    .count()
                    == 1
                && text[r.end..range.start].trim().is_empty()
        });
        if continues {
            run = run.map(|r| TextRange::new(r.start, range.end));
        } else {
            flush(run.take(), &mut folds);
            run = own_line.then_some(range);
        }
    }
    flush(run, &mut folds);

    folds.sort_by_key(|f| (f.range.start, std::cmp::Reverse(f.range.end)));
    folds.dedup();
    folds
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn regions_dictionaries_and_comment_runs() {
        let t = "// a\n// b\nfunc.func @f(%a: tensor<f32>) -> tensor<f32> {\n  %0 = \"foo.op\"(%a) {\n    x = 1\n  } : (tensor<f32>) -> tensor<f32>\n  return %0 : tensor<f32>\n}\n// lone\n";
        let folds = folding_ranges(&Document::new(t));
        let texts: Vec<(&str, FoldKind)> = folds
            .iter()
            .map(|f| (&t[f.range.start..f.range.end], f.kind))
            .collect();
        assert_eq!(texts[0], ("// a\n// b", FoldKind::Comment));
        assert!(texts
            .iter()
            .any(|(s, k)| s.starts_with("{\n  %0") && s.ends_with('}') && *k == FoldKind::Region));
        assert!(
            texts.iter().any(|(s, _)| s.starts_with("\"foo.op\"(%a) {")),
            "{texts:?}"
        );
        assert!(texts.iter().any(|(s, _)| *s == "{\n    x = 1\n  }"));
        // One-line constructs and the lone comment do not fold.
        assert!(texts.iter().all(|(s, _)| s.contains('\n')));
        assert_eq!(folds.len(), 4, "{texts:?}");
    }

    #[test]
    fn empty_and_broken_documents() {
        assert!(folding_ranges(&Document::new("")).is_empty());
        let folds = folding_ranges(&Document::new("func.func @f() {\n  %0 = \n"));
        assert!(folds.iter().all(|f| f.range.end <= 26));
    }
}
