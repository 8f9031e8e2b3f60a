//! Selection ranges: the syntax nodes around a position, innermost first.

use super::{node_at, range_of};
use crate::analysis::Document;
use crate::text::TextRange;

/// At most this many ranges around a position: the protocol nests each in
/// the next (`parent`), and serializing (or dropping) a chain thousands deep
/// overflows the stack; JSON parsers also limit nesting (serde_json: 128).
pub const MAX_SELECTION_RANGES: usize = 48;

/// The ranges of the nodes containing `offset`, from the token at `offset`
/// out to the whole file, each strictly larger than the one before. In very
/// deep nesting only the innermost [`MAX_SELECTION_RANGES`]` - 1` are kept,
/// then the whole file.
pub fn selection_ranges(document: &Document, offset: usize) -> Vec<TextRange> {
    let mut node = Some(node_at(document.tree(), offset.min(document.len())));
    let mut out: Vec<TextRange> = Vec::new();
    while let Some(current) = node {
        if out.len() == MAX_SELECTION_RANGES - 1 {
            break;
        }
        let range = range_of(current);
        if out.last() != Some(&range) {
            out.push(range);
        }
        node = current.parent();
    }
    let whole = TextRange::new(0, document.len());
    if out.last() != Some(&whole) {
        out.push(whole);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn widens_from_token_to_file() {
        let t =
            "func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {\n  return %a : tensor<4xf32>\n}\n";
        let doc = Document::new(t);
        let at = t.find("%a :").unwrap() + 1;
        let ranges = selection_ranges(&doc, at);
        let texts: Vec<&str> = ranges.iter().map(|r| &t[r.start..r.end]).collect();
        assert_eq!(texts[0], "%a");
        assert!(texts.contains(&"return %a : tensor<4xf32>"), "{texts:?}");
        assert_eq!(*texts.last().unwrap(), t);
        for pair in ranges.windows(2) {
            assert!(pair[1].start <= pair[0].start && pair[0].end <= pair[1].end);
            assert_ne!(pair[0], pair[1]);
        }
    }

    #[test]
    fn deep_nesting_is_capped() {
        let n = 5000;
        let t = format!(
            "func.func @f() attributes {{a = {}{}}} {{\n}}\n",
            "[".repeat(n),
            "]".repeat(n)
        );
        let doc = Document::new(t.as_str());
        let ranges = selection_ranges(&doc, t.find("[[").unwrap() + n / 2);
        assert_eq!(ranges.len(), MAX_SELECTION_RANGES);
        assert_eq!(ranges.last(), Some(&TextRange::new(0, t.len())));
    }

    #[test]
    fn past_the_end_and_empty() {
        let doc = Document::new("sdy.mesh @m = <[\"x\"=2]>");
        let ranges = selection_ranges(&doc, 999);
        assert_eq!(ranges.last(), Some(&TextRange::new(0, doc.len())));
        assert_eq!(
            selection_ranges(&Document::new(""), 0),
            vec![TextRange::new(0, 0)]
        );
    }
}
