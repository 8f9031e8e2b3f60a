//! An open document: text, syntax tree and IR, updated incrementally.
//!
//! Cost of an edit. The text is a contiguous `String`, because the IR
//! builder, the syntax diagnostics and every feature read `&str` slices. It
//! is patched in place with `replace_range` (one `memmove` of the bytes after
//! the edit: the only O(file) step of an edit, about 5 ms in a 110 MB file).
//! Its line starts are a `text::LineIndex` edited along with it (the block of
//! lines an edit falls in is made again, later blocks move), which gives
//! line/column ↔ byte conversions and the `Point`s of a tree-sitter
//! `InputEdit` without a scan of the text, and which analyses share. The
//! tree is edited and reparsed with the old tree, so tree-sitter only
//! re-lexes around the change, and `ir::rebuild` reuses the `Arc<Function>`
//! of every function the edit did not touch; an edit inside one op statement
//! rebuilds only that op (`ir::splice_edit`, [`IrUpdate::Spliced`]). Columns
//! are counted in UTF-8 or UTF-16 units, only `\n` ends a line, a column past
//! the end of a line clamps to it, before a trailing `\r`.

use crate::ir::{self, FileIr, TextEdit};
use crate::syntax::{self, UnterminatedStrings};
use crate::text::{floor_char_boundary, LineCol, LineIndex, PositionEncoding, TextRange};
use std::sync::{Arc, OnceLock, Weak};
use std::time::{Duration, Instant};
use tree_sitter::{InputEdit, Point, Tree};

/// One change of a `textDocument/didChange` notification, in line/column
/// coordinates of the text as left by the changes before it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ContentChange {
    /// The replaced range, or `None` to replace the whole text.
    pub range: Option<(LineCol, LineCol)>,
    pub text: String,
}

#[derive(Clone)]
pub struct Document {
    /// The text's line starts, edited with it (shared with analyses).
    lines: LineIndex,
    /// Shared with the clones analyses take (an edit copies it only while
    /// such a clone is alive).
    text: Arc<String>,
    version: i32,
    tree: Tree,
    ir: FileIr,
    /// How the last change updated the IR.
    ir_update: IrUpdate,
    /// The text's unterminated strings, kept per edit (a scan of a 100 MB
    /// text after each keystroke took milliseconds). Shared with analyses.
    strings: Arc<UnterminatedStrings>,
    /// What the last change did; `None` for a new text.
    last_change: Option<TextChange>,
}

/// What one batch of changes (a `didChange`) did to the text and its tree:
/// `edit` covers the changes, and `restructured()` are the ranges of the
/// new text where the tree differs from the old one (tree-sitter's changed
/// ranges). Outside both, every node is the old one moved: what is derived
/// from nodes alone (the semantic tokens) can be moved, not found again.
#[derive(Clone, Debug)]
pub struct TextChange {
    pub edit: TextEdit,
    restructured: Arc<Restructured>,
}

/// The ranges a change restructured, compared when first asked for: most
/// keystrokes are never asked (a client that does not ask for semantic
/// tokens, or a change typed over before it asks), and the comparison
/// took 0.1–1.4 ms of a name keystroke in a JAX `main`. Until then the two
/// trees are kept; they share every node but those the reparse made again.
#[derive(Debug)]
struct Restructured {
    /// The old tree, edited as the reparse was given it, and the new one.
    trees: Option<(Tree, Tree)>,
    ranges: OnceLock<Vec<TextRange>>,
}

impl TextChange {
    /// A change whose tree was kept, moved (whitespace) or not changed.
    fn kept(edit: TextEdit) -> Self {
        TextChange {
            edit,
            restructured: Arc::new(Restructured {
                trees: None,
                ranges: OnceLock::from(Vec::new()),
            }),
        }
    }

    /// A change that reparsed `old` (edited) into `new`.
    fn reparsed(edit: TextEdit, old: Tree, new: Tree) -> Self {
        TextChange {
            edit,
            restructured: Arc::new(Restructured {
                trees: Some((old, new)),
                ranges: OnceLock::new(),
            }),
        }
    }

    /// The ranges of the new text where the tree differs from the old one.
    pub fn restructured(&self) -> &[TextRange] {
        let Restructured { trees, ranges } = self.restructured.as_ref();
        ranges.get_or_init(|| {
            // The vendored runtime passes over the subtrees the reparse took
            // over (stock tree-sitter entered every op of a JAX `main`: 44 ms).
            trees.as_ref().map_or_else(Vec::new, |(old, new)| {
                old.changed_ranges(new)
                    .map(|r| TextRange::new(r.start_byte, r.end_byte))
                    .collect()
            })
        })
    }
}

impl PartialEq for TextChange {
    fn eq(&self, other: &Self) -> bool {
        self.edit == other.edit && self.restructured() == other.restructured()
    }
}

impl Eq for TextChange {}

/// How an edit updated a document's IR.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IrUpdate {
    /// Built from scratch (a new document, a whole-text change).
    Built,
    /// `ir::rebuild`: the functions the edit touched built again.
    Rebuilt,
    /// Whitespace between two statements: every function kept
    /// (`ir::rebuild_after_whitespace_edit`).
    Whitespace,
    /// An edit inside one op: that op built again and spliced into its
    /// function (`ir::splice_edit`).
    Spliced,
}

impl std::fmt::Debug for Document {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Document")
            .field("version", &self.version)
            .field("len", &self.text.len())
            .finish_non_exhaustive()
    }
}

/// The part of the old and new text that a batch of changes covers, for
/// `ir::rebuild`: `[start, old_end)` of the old text became `[start, new_end)`.
#[derive(Clone, Copy, Debug)]
struct Cover {
    start: usize,
    old_end: usize,
    new_end: usize,
}

impl Cover {
    /// Extends the cover by a change `[start, end) → len` bytes, given in the
    /// coordinates of the text after the changes covered so far.
    fn add(cover: Option<Cover>, start: usize, end: usize, len: usize) -> Cover {
        match cover {
            None => Cover {
                start,
                old_end: end,
                new_end: start + len,
            },
            Some(c) => {
                // Offsets before `c.start` are the same in old and current
                // text; offsets after `c.new_end` are shifted by a constant.
                let covered_end = c.new_end.max(end);
                Cover {
                    start: c.start.min(start),
                    old_end: c.old_end + (covered_end - c.new_end),
                    new_end: covered_end + len - (end - start),
                }
            }
        }
    }
}

/// `text` with spare capacity for what is typed into it: a text whose
/// capacity is its length (as a `didOpen` brings it) is copied whole into a
/// buffer twice its size by the first inserted character, which in a
/// 100 MB file took a few hundred milliseconds of that keystroke.
fn with_room_to_type(mut text: String) -> String {
    text.reserve(room_to_type(&text));
    text
}

/// The clones of a document's text held elsewhere (`Document::other_readers`),
/// watched without holding the document.
pub struct TextReaders {
    text: Weak<String>,
    len: usize,
}

impl TextReaders {
    /// Waits until no clone but the document's own is left, at most as long
    /// as copying the text would take (`copy_time`); whether they are gone.
    /// An analysis asked to stop drops its clone within a function's
    /// partitioning; one that cannot stop is not waited for longer than the
    /// copy it would spare.
    pub fn wait_until_gone(&self, budget: Duration) -> bool {
        let started = Instant::now();
        loop {
            if self.text.strong_count() <= 1 {
                return true;
            }
            if started.elapsed() >= budget {
                return false;
            }
            std::thread::sleep(Duration::from_micros(50));
        }
    }

    /// About what copying the text into fresh memory costs: 0.2 ms per MB
    /// (a copy runs at some GB/s, and the kernel zeroes the fresh pages
    /// first), at most 25 ms.
    pub fn copy_time(&self) -> Duration {
        Duration::from_micros((self.len / 5_000) as u64).min(Duration::from_millis(25))
    }
}

/// Room for typing kept after a text: 1/64 of it, at least 4 kB.
fn room_to_type(text: &str) -> usize {
    (text.len() / 64).max(4096)
}

impl Document {
    /// A document at version 0.
    pub fn new(text: impl Into<String>) -> Self {
        Self::with_version(text, 0)
    }

    pub fn with_version(text: impl Into<String>, version: i32) -> Self {
        let text = with_room_to_type(text.into());
        let (tree, ir) = ir::parse_and_build(&text);
        Document {
            strings: Arc::new(UnterminatedStrings::scan(&text)),
            lines: LineIndex::new(&text),
            text: Arc::new(text),
            version,
            tree,
            ir,
            ir_update: IrUpdate::Built,
            last_change: None,
        }
    }

    pub fn text(&self) -> &str {
        &self.text
    }

    /// The clones of this document that analyses hold, if any is alive: an
    /// edit made now copies the text instead of patching it in place.
    pub fn other_readers(&self) -> Option<TextReaders> {
        (Arc::strong_count(&self.text) > 1).then(|| TextReaders {
            text: Arc::downgrade(&self.text),
            len: self.text.len(),
        })
    }

    pub fn version(&self) -> i32 {
        self.version
    }

    pub fn set_version(&mut self, version: i32) {
        self.version = version;
    }

    pub fn tree(&self) -> &Tree {
        &self.tree
    }

    pub fn ir(&self) -> &FileIr {
        &self.ir
    }

    /// The unterminated strings of the text.
    pub fn unterminated_strings(&self) -> &Arc<UnterminatedStrings> {
        &self.strings
    }

    /// What the last change did to the text and tree; `None` for a new
    /// text or one replaced whole.
    pub fn last_change(&self) -> Option<&TextChange> {
        self.last_change.as_ref()
    }

    /// How the last change updated the IR.
    pub fn ir_update(&self) -> IrUpdate {
        self.ir_update
    }

    pub fn len(&self) -> usize {
        self.text.len()
    }

    pub fn is_empty(&self) -> bool {
        self.text.is_empty()
    }

    /// Replaces `range` (bytes, clamped to the text and to char boundaries)
    /// with `new_text`; `None` replaces the whole text.
    pub fn apply_change(&mut self, range: Option<TextRange>, new_text: &str) {
        match range {
            None => self.replace_all(new_text),
            Some(range) => {
                let (start, end) = self.clamp(range);
                let whitespace = self.only_whitespace(start, end, new_text);
                self.splice(start, end, new_text);
                let cover = Cover::add(None, start, end, new_text.len());
                self.reparse(cover, whitespace);
            }
        }
    }

    /// Applies the changes of one `didChange` in order, each in the
    /// coordinates left by the previous ones, then reparses once and rebuilds
    /// the IR once.
    pub fn apply_changes(&mut self, changes: &[ContentChange], encoding: PositionEncoding) {
        let mut cover: Option<Cover> = None;
        let mut full = false;
        // Whether the changes are one that replaces whitespace with whitespace.
        let mut whitespace = changes.len() == 1;
        for change in changes {
            match change.range {
                None => {
                    self.text = Arc::new(with_room_to_type(change.text.clone()));
                    self.lines = LineIndex::new(&self.text);
                    self.strings = Arc::new(UnterminatedStrings::scan(&self.text));
                    full = true;
                }
                Some((from, to)) => {
                    let start = self.offset(from, encoding);
                    let end = self.offset(to, encoding).max(start);
                    whitespace &= self.only_whitespace(start, end, &change.text);
                    self.splice(start, end, &change.text);
                    if !full {
                        cover = Some(Cover::add(cover, start, end, change.text.len()));
                    }
                }
            }
        }
        if full {
            (self.tree, self.ir) = ir::parse_and_build(&self.text);
            self.ir_update = IrUpdate::Built;
            self.last_change = None;
        } else if let Some(cover) = cover {
            self.reparse(cover, whitespace);
        } else {
            // No change in the batch: nothing moved (not the change before).
            let nothing = TextRange::new(0, 0);
            self.last_change = Some(TextChange::kept(TextEdit {
                old: nothing,
                new: nothing,
            }));
        }
    }

    fn replace_all(&mut self, new_text: &str) {
        self.text = Arc::new(with_room_to_type(new_text.to_string()));
        self.lines = LineIndex::new(new_text);
        self.strings = Arc::new(UnterminatedStrings::scan(new_text));
        self.tree = syntax::parse(&self.text);
        self.ir = ir::build(&self.tree, &self.text);
        self.ir_update = IrUpdate::Built;
        self.last_change = None;
    }

    fn clamp(&self, range: TextRange) -> (usize, usize) {
        let start = floor_char_boundary(&self.text, range.start);
        let end = floor_char_boundary(&self.text, range.end.max(start));
        (start, end)
    }

    /// The tree-sitter point of a byte offset of the current text.
    fn point(&self, offset: usize) -> Point {
        let (row, column) = self.lines.line_and_byte_column(offset);
        Point { row, column }
    }

    /// Replaces `[start, end)` (char boundaries) in the text and its line
    /// index and records the edit in the tree.
    fn splice(&mut self, start: usize, end: usize, new_text: &str) {
        let start_position = self.point(start);
        let old_end_position = self.point(end);
        self.lines.edit(start, end, new_text);
        if Arc::strong_count(&self.text) > 1 {
            // An analysis still holds the text: copy it with room to type
            // (`make_mut`'s clone would have none). A `TextReaders` left
            // (a weak reference) does not count: `make_mut` then moves the
            // string, not its bytes.
            let mut copy = String::with_capacity(self.text.len() + room_to_type(&self.text));
            copy.push_str(&self.text);
            self.text = Arc::new(copy);
        }
        Arc::make_mut(&mut self.text).replace_range(start..end, new_text);
        let new_end = start + new_text.len();
        Arc::make_mut(&mut self.strings).edit(&self.text, start, end, new_end);
        self.tree.edit(&InputEdit {
            start_byte: start,
            old_end_byte: end,
            new_end_byte: new_end,
            start_position,
            old_end_position,
            new_end_position: self.point(new_end),
        });
    }

    /// Whether replacing `[start, end)` of the current text with `new_text`
    /// replaces whitespace with whitespace.
    fn only_whitespace(&self, start: usize, end: usize, new_text: &str) -> bool {
        let is_blank = |s: &str| s.bytes().all(|b| b.is_ascii_whitespace());
        is_blank(new_text) && self.text.get(start..end).is_some_and(is_blank)
    }

    /// `whitespace`: the cover is one change of whitespace into whitespace,
    /// which the IR may take without rebuilding the function it lies in
    /// (`ir::rebuild_after_whitespace_edit`).
    fn reparse(&mut self, cover: Cover, whitespace: bool) {
        let edit = TextEdit {
            old: TextRange::new(cover.start, cover.old_end),
            new: TextRange::new(cover.start, cover.new_end),
        };
        // Whitespace edited after whitespace, between two statements of a
        // function, lies inside the leading blank of the next token:
        // `Tree::edit` has moved every node as a reparse would place it
        // (a reparse of a block of 30k ops costs tens of milliseconds), and
        // the function's IR is kept.
        let inside_blank =
            cover.start > 0 && self.text.as_bytes()[cover.start - 1].is_ascii_whitespace();
        // Found once: it depends on the old IR and the new text only.
        let kept = if whitespace {
            ir::whitespace_edit(&self.ir, edit, &self.text)
        } else {
            None
        };
        if let (Some(kept), true) = (&kept, inside_blank) {
            self.ir = ir::rebuild_after_whitespace_edit(&self.ir, &self.tree, &self.text, kept);
            self.ir_update = IrUpdate::Whitespace;
            self.last_change = Some(TextChange::kept(edit));
            return;
        }
        let tree = syntax::reparse(&self.text, &self.tree);
        // The old tree, edited, against the new one, when first asked for.
        let old = std::mem::replace(&mut self.tree, tree);
        self.last_change = Some(TextChange::reparsed(edit, old, self.tree.clone()));
        (self.ir, self.ir_update) = match &kept {
            Some(kept) => (
                ir::rebuild_after_whitespace_edit(&self.ir, &self.tree, &self.text, kept),
                IrUpdate::Whitespace,
            ),
            // An edit inside one op statement rebuilds that op alone.
            None => match ir::splice_edit(&self.ir, &self.tree, &self.text, edit) {
                Some(spliced) => (spliced, IrUpdate::Spliced),
                None => (
                    ir::rebuild(&self.ir, &self.tree, &self.text, &[edit]),
                    IrUpdate::Rebuilt,
                ),
            },
        };
    }

    /// The line index of the text (sharing its blocks: no scan of the text).
    pub fn line_index(&self) -> LineIndex {
        self.lines.clone()
    }

    /// The line and column of a byte offset (clamped to the text; an offset
    /// inside a multi-byte character moves to the character's start).
    pub fn position(&self, offset: usize, encoding: PositionEncoding) -> LineCol {
        self.lines.position(&self.text, offset, encoding)
    }

    /// Converts ascending offsets into positions, each from the one before
    /// ([`crate::text::Positions`]).
    pub fn positions(&self, encoding: PositionEncoding) -> crate::text::Positions<'_> {
        self.lines.positions(&self.text, encoding)
    }

    /// The byte offset of a line and column. A line past the end yields the
    /// end of the text; a column past the end of its line clamps to the line
    /// end (before a `\r\n`); a column inside a character (a UTF-16 surrogate
    /// pair, a UTF-8 sequence) moves to the character's start.
    pub fn offset(&self, position: LineCol, encoding: PositionEncoding) -> usize {
        self.lines.offset(&self.text, position, encoding)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every node of `tree` with its kind and byte range, in preorder.
    fn assert_same_as_scratch(doc: &Document) {
        let tree = syntax::parse(doc.text());
        assert_eq!(doc.tree().root_node().to_sexp(), tree.root_node().to_sexp());
        assert_eq!(
            syntax::preorder_nodes(doc.tree()),
            syntax::preorder_nodes(&tree),
            "node ranges"
        );
        let scratch = ir::build(&tree, doc.text());
        assert_eq!(
            ir::dump(doc.ir(), doc.text()),
            ir::dump(&scratch, doc.text())
        );
        let (lines, fresh) = (doc.line_index(), LineIndex::new(doc.text()));
        assert_eq!(lines.line_count(), fresh.line_count());
        for line in 0..fresh.line_count() {
            assert_eq!(
                lines.line_range(doc.text(), line),
                fresh.line_range(doc.text(), line)
            );
        }
    }

    const TEXT: &str = "sdy.mesh @mesh = <[\"x\"=2]>\n// héllo 𝕏\r\nfunc.func @f(%arg0: tensor<8xf32>) -> tensor<8xf32> {\n  %0 = stablehlo.negate %arg0 : tensor<8xf32>\n  return %0 : tensor<8xf32>\n}\n";

    #[test]
    fn positions_agree_with_line_index() {
        let doc = Document::new(TEXT);
        let index = LineIndex::new(TEXT);
        for encoding in [PositionEncoding::Utf8, PositionEncoding::Utf16] {
            for offset in 0..=TEXT.len() + 2 {
                assert_eq!(
                    doc.position(offset, encoding),
                    index.position(TEXT, offset, encoding),
                    "offset {offset} {encoding:?}"
                );
            }
            for line in 0..8 {
                for character in 0..70 {
                    let pos = LineCol { line, character };
                    assert_eq!(
                        doc.offset(pos, encoding),
                        index.offset(TEXT, pos, encoding),
                        "{pos:?} {encoding:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn single_edits_match_a_fresh_parse() {
        let mut doc = Document::new(TEXT);
        let at = doc.text().find("stablehlo.negate").unwrap();
        doc.apply_change(Some(TextRange::new(at, at + 16)), "stablehlo.abs");
        assert!(doc.text().contains("%0 = stablehlo.abs %arg0"));
        assert_same_as_scratch(&doc);

        // Insert non-ASCII before the edit point on the same line.
        let at = doc.text().find("%0 = stablehlo.abs").unwrap();
        doc.apply_change(Some(TextRange::empty(at)), "/*é*/");
        assert_same_as_scratch(&doc);

        // Ranges past the end and inside a character are clamped.
        let len = doc.len();
        doc.apply_change(Some(TextRange::new(len + 5, len + 9)), "// end\n");
        assert!(doc.text().ends_with("}\n// end\n"));
        let e = doc.text().find('é').unwrap();
        doc.apply_change(Some(TextRange::new(e + 1, e + 1)), "x");
        assert!(doc.text().contains("xé"));
        assert_same_as_scratch(&doc);

        doc.apply_change(None, "func.func @g() {\n  return\n}\n");
        assert_same_as_scratch(&doc);
    }

    #[test]
    fn batched_changes_apply_in_order() {
        let mut doc = Document::new(TEXT);
        let negate_line = 3;
        let changes = vec![
            // Rename %0 → %res in its definition ...
            ContentChange {
                range: Some((
                    LineCol {
                        line: negate_line,
                        character: 2,
                    },
                    LineCol {
                        line: negate_line,
                        character: 4,
                    },
                )),
                text: "%res".into(),
            },
            // ... then in the return, a line further down.
            ContentChange {
                range: Some((
                    LineCol {
                        line: negate_line + 1,
                        character: 9,
                    },
                    LineCol {
                        line: negate_line + 1,
                        character: 11,
                    },
                )),
                text: "%res".into(),
            },
            // An edit before both, on the comment line with non-ASCII text
            // (UTF-16 column 10 is after "𝕏").
            ContentChange {
                range: Some((
                    LineCol {
                        line: 1,
                        character: 11,
                    },
                    LineCol {
                        line: 1,
                        character: 11,
                    },
                )),
                text: " ok".into(),
            },
        ];
        doc.apply_changes(&changes, PositionEncoding::Utf16);
        assert!(doc.text().contains("// héllo 𝕏 ok\r\n"), "{}", doc.text());
        assert!(doc.text().contains("%res = stablehlo.negate"));
        assert!(doc.text().contains("return %res :"));
        assert_same_as_scratch(&doc);
        assert!(crate::analysis::document_diagnostics(&doc).is_empty());

        // A whole-document change in the middle of a batch.
        let changes = vec![
            ContentChange {
                range: Some((
                    LineCol {
                        line: 0,
                        character: 0,
                    },
                    LineCol {
                        line: 0,
                        character: 3,
                    },
                )),
                text: "xyz".into(),
            },
            ContentChange {
                range: None,
                text: "sdy.mesh @m = <[\"a\"=4]>\n".into(),
            },
            ContentChange {
                range: Some((
                    LineCol {
                        line: 1,
                        character: 0,
                    },
                    LineCol {
                        line: 1,
                        character: 0,
                    },
                )),
                text: "sdy.mesh @n = <[\"b\"=2]>\n".into(),
            },
        ];
        doc.apply_changes(&changes, PositionEncoding::Utf8);
        assert_eq!(
            doc.text(),
            "sdy.mesh @m = <[\"a\"=4]>\nsdy.mesh @n = <[\"b\"=2]>\n"
        );
        assert_same_as_scratch(&doc);
        assert_eq!(doc.ir().chunks[0].meshes.len(), 2);
    }

    #[test]
    fn cover_of_sequential_edits() {
        // "abcdef": replace "b" with "XY" → "aXYcdef", then "d" → "" → "aXYcef".
        let c = Cover::add(None, 1, 2, 2);
        let c = Cover::add(Some(c), 4, 5, 0);
        assert_eq!((c.start, c.old_end, c.new_end), (1, 4, 4));
        // An edit before the cover extends it to the left.
        let c = Cover::add(Some(c), 0, 1, 1);
        assert_eq!((c.start, c.old_end, c.new_end), (0, 4, 4));
    }

    /// Whitespace typed or deleted between statements keeps the function's
    /// IR (`ir::rebuild_after_whitespace_edit`), and the IR still reads as
    /// a fresh build of the new text does.
    #[test]
    fn whitespace_between_statements_keeps_the_function() {
        let text = "sdy.mesh @mesh = <[\"x\"=2]>\nfunc.func @f(%arg0: tensor<8xf32>) -> tensor<8xf32> {\n  %0 = stablehlo.negate %arg0 : tensor<8xf32> loc(\"m.py\":3:1)\n  // é 𝕏\n  %1 = stablehlo.add %0, %0 : tensor<8xf32>\n  return %1 : tensor<8xf32>\n}\n";
        let function = |doc: &Document| doc.ir().chunks[0].functions[0].ir.clone();
        let mut doc = Document::new(text);
        let built = function(&doc);
        let op_line = |doc: &Document, op: &str| doc.text().find(op).unwrap();
        // (where, replaced length, inserted), each between statements.
        type Edit<'a> = Box<dyn Fn(&Document) -> (usize, usize, &'static str) + 'a>;
        let edits: Vec<Edit> = vec![
            Box::new(|d| (op_line(d, "%0 ="), 0, " ")),
            Box::new(|d| (op_line(d, "%1 ="), 0, "\n\n  ")),
            Box::new(|d| (op_line(d, "%0 =") - 1, 1, "")),
            Box::new(|d| (op_line(d, "return"), 0, "\t")),
            // After the `{` of the body and before its `}`.
            Box::new(|d| (d.text().find("{\n").unwrap() + 1, 0, "  ")),
            Box::new(|d| (d.text().rfind('}').unwrap(), 0, "\n")),
            // After an op's location, before the line break.
            Box::new(|d| (d.text().find(":3:1)").unwrap() + 5, 0, "   ")),
        ];
        for (k, edit) in edits.iter().enumerate() {
            let (at, len, inserted) = edit(&doc);
            doc.apply_change(Some(TextRange::new(at, at + len)), inserted);
            assert!(
                Arc::ptr_eq(&function(&doc), &built),
                "edit {k} rebuilt the function"
            );
            assert_same_as_scratch(&doc);
        }
        assert_eq!(doc.ir().chunks[0].functions[0].moves().len(), edits.len());
        // Not between statements: inside an op, and inside a comment.
        for (at, inserted) in [
            (doc.text().find("stablehlo.add").unwrap() - 1, " "),
            (doc.text().find("// é").unwrap() + 2, " "),
        ] {
            doc.apply_change(Some(TextRange::new(at, at)), inserted);
            assert!(!Arc::ptr_eq(&function(&doc), &built));
            assert_same_as_scratch(&doc);
        }
    }

    #[test]
    fn random_edit_sequences_match_a_fresh_parse() {
        // A small deterministic generator; edits at arbitrary byte offsets
        // (clamped to char boundaries) with text that opens and closes
        // brackets, so the tree goes through error states.
        let pieces = [
            "%1",
            " = ",
            "{",
            "}",
            "\n",
            "é",
            "\"x\"",
            "<@mesh, [{}]>",
            "",
            "𝕏",
            "func.func @h() {\n}\n",
        ];
        let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        let mut doc = Document::new(TEXT);
        for step in 0..200 {
            let len = doc.len() as u64 + 1;
            let a = (next() % len) as usize;
            let b = (a + (next() % 6) as usize).min(doc.len());
            let piece = pieces[(next() % pieces.len() as u64) as usize];
            doc.apply_change(Some(TextRange::new(a, b)), piece);
            if step % 10 == 9 {
                assert_same_as_scratch(&doc);
            }
        }
    }

    /// The analysis takes over the previous one's attribute aliases without
    /// reading the top level again exactly when the IR kept its top-level id:
    /// after an edit inside an op, not after an edit of a definition or one
    /// that leaves an error in the tree.
    #[test]
    fn aliases_are_read_again_only_when_the_top_level_may_have_changed() {
        use crate::analysis::document_analysis;
        use crate::rules::AliasTable;
        let text = "#spot = loc(\"a.py\":1:2)\nfunc.func @f(%x: tensor<8xf32>) -> tensor<8xf32> {\n  %y = stablehlo.negate %x : tensor<8xf32> loc(#spot)\n  return %y : tensor<8xf32>\n}\n";
        /// Types `typed` after the first `after`; whether the top-level id
        /// was kept, and how the IR was updated.
        fn edit(
            doc: &mut Document,
            analysis: &mut crate::pipeline::FileAnalysis,
            after: &str,
            typed: &str,
        ) -> (bool, IrUpdate) {
            let at = doc.text().find(after).unwrap() + after.len();
            let top_level = doc.ir().top_level;
            doc.apply_change(Some(TextRange::new(at, at)), typed);
            let next = document_analysis(doc, Some(analysis));
            let fresh = AliasTable::from_tree(doc.tree(), doc.text());
            assert_eq!(
                next.aliases, fresh,
                "after typing {typed:?} after {after:?}"
            );
            *analysis = next;
            (doc.ir().top_level == top_level, doc.ir_update())
        }
        let mut doc = Document::new(text);
        let mut analysis = document_analysis(&doc, None);
        // A letter typed into the name of the value an op defines
        // (`%y` → `%xy`): the op is spliced.
        let kept = edit(&mut doc, &mut analysis, "\n  %", "x");
        assert_eq!(kept, (true, IrUpdate::Spliced));
        assert_eq!(analysis.aliases.resolve("#spot"), "loc(\"a.py\":1:2)");
        // The definition itself: read again.
        let kept = edit(&mut doc, &mut analysis, "\"a.py\":1", "7");
        assert_eq!(kept, (false, IrUpdate::Rebuilt));
        assert_eq!(analysis.aliases.resolve("#spot"), "loc(\"a.py\":17:2)");
        // An edit inside an op that leaves the tree with an error.
        let (kept, _) = edit(&mut doc, &mut analysis, "stablehlo.negate %x", " (");
        assert!(!kept);
        assert!(doc.tree().root_node().has_error());
    }

    #[test]
    fn an_edit_waits_for_the_readers_that_let_go_and_copies_past_those_that_do_not() {
        let mut doc = Document::new(TEXT);
        assert!(
            doc.other_readers().is_none(),
            "no clone, nothing to wait for"
        );
        let buffer = doc.text().as_ptr();
        let at = TEXT.find("%0 =").unwrap();

        // A reader that lets go (as the findings do once asked to stop):
        // the wait sees it go, and the edit patches the text in place.
        let held = doc.clone();
        let readers = doc.other_readers().expect("the clone reads the text");
        let reader = std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(5));
            drop(held);
        });
        assert!(readers.wait_until_gone(Duration::from_secs(60)));
        reader.join().unwrap();
        doc.apply_change(Some(TextRange::new(at + 1, at + 1)), "x");
        assert_eq!(doc.text().as_ptr(), buffer, "patched in place");
        assert_same_as_scratch(&doc);

        // A reader that keeps its clone: the wait gives up after its budget,
        // the edit copies the text, and the clone still reads the old one.
        let held = doc.clone();
        let readers = doc.other_readers().expect("the clone reads the text");
        assert!(!readers.wait_until_gone(Duration::from_millis(1)));
        doc.apply_change(Some(TextRange::new(at + 1, at + 1)), "y");
        assert_ne!(doc.text().as_ptr(), buffer, "copied");
        assert!(held.text().contains("%x0 ="));
        assert!(doc.text().contains("%yx0 ="));
        assert_same_as_scratch(&doc);
        drop(held);
        assert!(doc.other_readers().is_none());
    }

    #[test]
    fn waiting_for_readers_is_bounded_by_what_copying_the_text_costs() {
        let small = Document::new(TEXT);
        let _clone = small.clone();
        let readers = small.other_readers().unwrap();
        assert!(readers.copy_time() < Duration::from_millis(1));
        let large = Document::new(format!("// {}\n", "a".repeat(50_000_000)));
        let _clone = large.clone();
        let readers = large.other_readers().unwrap();
        assert_eq!(readers.copy_time(), Duration::from_millis(10));
    }
}
