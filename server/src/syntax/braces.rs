//! Which brace is out of balance, guessed from indentation.
//!
//! A region left open takes the `}` meant for an enclosing one, and the
//! parser only notices at the end of the file (mlir-opt, too, says "expected
//! '}'" there). A stray `}` closes an enclosing region early, and the parser
//! only notices at the last `}`. Neither place is where the text needs
//! fixing. MLIR printers, and people, indent a region's body and put its `}`
//! at the indentation of the line that opened it, so a `}` whose indentation
//! does not match its `{` line points at the mistake, as rustc's "unclosed
//! delimiter" note does.

use tree_sitter::Node;

use crate::text::TextRange;

/// For a MISSING `}` of a region (`missing_parent`, the node that holds the
/// MISSING `}`): the first region inside it whose real `}` sits left of the
/// line that opened it, i.e. the `{` that took a `}` meant for an enclosing
/// region. Returns the ranges of that `{` and of the `}` it took.
///
/// The caller passes the parent from its tree cursor: `Node::parent` of a
/// zero-width node recurses once per level of nesting inside tree-sitter,
/// which overflows the stack on deeply nested text.
pub(super) fn unclosed_brace(missing_parent: Node, text: &str) -> Option<(TextRange, TextRange)> {
    let outer = Some(missing_parent).filter(|parent| parent.kind() == "region")?;
    let mut stack = vec![outer];
    while let Some(node) = stack.pop() {
        if node.id() != outer.id() && node.kind() == "region" {
            if let Some(open) = closed_left_of_its_opening_line(node, text) {
                return Some(open);
            }
        }
        let mut cursor = node.walk();
        let children: Vec<Node> = node.children(&mut cursor).collect();
        // Depth first, in document order.
        stack.extend(children.into_iter().rev());
    }
    None
}

/// The `{` and `}` of `region` when its `}` starts a line indented less than
/// the line of the `{`.
fn closed_left_of_its_opening_line(region: Node, text: &str) -> Option<(TextRange, TextRange)> {
    let (open, close) = braces_of(region)?;
    let close_indent = starts_line(text, close.start_byte())?;
    (close_indent < indentation(text, open.start_byte()))
        .then(|| (open.byte_range().into(), close.byte_range().into()))
}

/// For an unexpected `}` at `stray`: the last region before it whose `}`
/// follows other text on its line while its `{` is on an earlier line, which
/// is how an extra `}` typed at the end of an op reads. Returns the ranges of
/// that `}` and of the region's `{`. The search goes backwards from `stray`,
/// one earlier sibling at a time and then up, so it stops near the mistake
/// instead of walking the file on every keystroke.
///
/// The siblings of each level are listed once, from the parent: asking
/// tree-sitter for a node's previous sibling walks its parent's children
/// from the start, and thousands of siblings (an ERROR full of tokens) made
/// that quadratic.
pub(super) fn early_close(root: Node, stray: usize, text: &str) -> Option<(TextRange, TextRange)> {
    // The path from the root down to the token at `stray`: each level's
    // children and the index of the one on the path.
    let mut path: Vec<(Vec<Node>, usize)> = Vec::new();
    let mut node = root;
    loop {
        let mut cursor = node.walk();
        let children: Vec<Node> = node.children(&mut cursor).collect();
        let Some(index) = children
            .iter()
            .position(|child| child.start_byte() <= stray && stray < child.end_byte())
        else {
            break;
        };
        node = children[index];
        path.push((children, index));
    }
    path.iter().rev().find_map(|(siblings, index)| {
        siblings[..*index]
            .iter()
            .rev()
            .find_map(|&earlier| last_early_close(earlier, text))
    })
}

/// The last region in `subtree` that `closed_after_other_text` accepts.
fn last_early_close(subtree: Node, text: &str) -> Option<(TextRange, TextRange)> {
    let mut found: Option<(TextRange, TextRange)> = None;
    let mut stack = vec![subtree];
    while let Some(node) = stack.pop() {
        if node.kind() == "region" {
            if let Some(pair) = closed_after_other_text(node, text) {
                if found.is_none_or(|(last, _)| last.start < pair.0.start) {
                    found = Some(pair);
                }
            }
        }
        let mut cursor = node.walk();
        stack.extend(
            node.children(&mut cursor)
                .filter(|child| child.child_count() > 0),
        );
    }
    found
}

fn closed_after_other_text(region: Node, text: &str) -> Option<(TextRange, TextRange)> {
    let (open, close) = braces_of(region)?;
    let on_later_line = text[open.end_byte()..close.start_byte()].contains('\n');
    let after_text = starts_line(text, close.start_byte()).is_none();
    (on_later_line && after_text).then(|| (close.byte_range().into(), open.byte_range().into()))
}

/// The `{` and the real (not MISSING) `}` of a region.
fn braces_of(region: Node) -> Option<(Node, Node)> {
    let open = region.child(0).filter(|child| child.kind() == "{")?;
    let close = region
        .child(region.child_count().checked_sub(1)?)
        .filter(|child| child.kind() == "}" && !child.is_missing())?;
    Some((open, close))
}

/// The indentation of the line holding `offset`, in bytes of blanks.
fn indentation(text: &str, offset: usize) -> usize {
    let line_start = text[..offset].rfind('\n').map_or(0, |at| at + 1);
    text[line_start..]
        .bytes()
        .take_while(|&b| b == b' ' || b == b'\t')
        .count()
}

/// The indentation before `offset` when only blanks precede it on its line.
fn starts_line(text: &str, offset: usize) -> Option<usize> {
    let line_start = text[..offset].rfind('\n').map_or(0, |at| at + 1);
    text[line_start..offset]
        .bytes()
        .all(|b| b == b' ' || b == b'\t')
        .then_some(offset - line_start)
}
