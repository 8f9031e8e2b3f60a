//! Source text positions: byte offsets, and line/column in UTF-8 or UTF-16 units.
//!
//! Everything below the protocol layer works in byte offsets. `LineIndex` converts
//! them to the line/column pairs that LSP (UTF-16 by default, UTF-8 when
//! negotiated) and the CLI (1-based, for humans) need, and back.

use serde::Serialize;
use std::sync::Arc;

/// A half-open byte range `[start, end)` into a source text.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub struct TextRange {
    pub start: usize,
    pub end: usize,
}

impl TextRange {
    pub fn new(start: usize, end: usize) -> Self {
        debug_assert!(start <= end);
        TextRange { start, end }
    }

    pub fn empty(at: usize) -> Self {
        TextRange { start: at, end: at }
    }

    pub fn len(&self) -> usize {
        self.end - self.start
    }

    pub fn is_empty(&self) -> bool {
        self.start == self.end
    }

    pub fn contains(&self, offset: usize) -> bool {
        self.start <= offset && offset < self.end
    }

    /// Like `contains`, but also true at `end` (a cursor just after a token).
    pub fn touches(&self, offset: usize) -> bool {
        self.start <= offset && offset <= self.end
    }

    /// Whether the two ranges share a position, ends included (ranges that
    /// only touch meet).
    pub fn meets(&self, other: TextRange) -> bool {
        self.start <= other.end && other.start <= self.end
    }

    /// The range shifted right by `delta` bytes (sub-ranges found inside a string).
    pub fn offset_by(&self, delta: usize) -> Self {
        TextRange::new(self.start + delta, self.end + delta)
    }
}

impl From<std::ops::Range<usize>> for TextRange {
    fn from(range: std::ops::Range<usize>) -> Self {
        TextRange::new(range.start, range.end)
    }
}

/// Units in which a column is counted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PositionEncoding {
    Utf8,
    Utf16,
}

/// A 0-based line and a 0-based column in the chosen encoding's code units.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Serialize)]
pub struct LineCol {
    pub line: u32,
    pub character: u32,
}

/// Line starts of a text, for offset ↔ position conversion; only `\n` ends
/// a line.
///
/// Kept in blocks, each holding the starts of at most `2 * LINES_PER_BLOCK`
/// lines relative to its first: an open document's index is edited along
/// with its text ([`LineIndex::edit`] rewrites the block an edit falls in and
/// moves each later block by one number), and a copy (an analysis's) shares
/// the blocks. It replaced a rope that held the text a second time.
#[derive(Clone, Debug)]
pub struct LineIndex {
    /// Each block's line starts, relative to its first (so each begins at 0).
    blocks: Vec<Arc<[usize]>>,
    /// Where each block's first line starts.
    bases: Vec<usize>,
    /// The number of each block's first line.
    first_lines: Vec<usize>,
    len: usize,
}

/// How many lines a block of a [`LineIndex`] gets when made.
const LINES_PER_BLOCK: usize = 1024;

impl LineIndex {
    pub fn new(text: &str) -> Self {
        let starts: Vec<usize> = std::iter::once(0)
            .chain(text.match_indices('\n').map(|(i, _)| i + 1))
            .collect();
        let mut index = LineIndex {
            blocks: Vec::new(),
            bases: Vec::new(),
            first_lines: Vec::new(),
            len: text.len(),
        };
        index.put_blocks(0, &starts);
        index.number_lines_from(0);
        index
    }

    /// Inserts blocks made of `starts` (absolute, ascending) at block `at`.
    fn put_blocks(&mut self, at: usize, starts: &[usize]) {
        let pieces = starts.len().div_ceil(LINES_PER_BLOCK).max(1);
        let mut blocks = Vec::with_capacity(pieces);
        let mut bases = Vec::with_capacity(pieces);
        for piece in starts.chunks(LINES_PER_BLOCK) {
            bases.push(piece[0]);
            blocks.push(piece.iter().map(|s| s - piece[0]).collect());
        }
        self.blocks.splice(at..at, blocks);
        self.bases.splice(at..at, bases);
    }

    /// Numbers the first lines of the blocks from block `from` on.
    fn number_lines_from(&mut self, from: usize) {
        self.first_lines.truncate(from);
        let mut line = match from {
            0 => 0,
            _ => self.first_lines[from - 1] + self.blocks[from - 1].len(),
        };
        for block in &self.blocks[from..] {
            self.first_lines.push(line);
            line += block.len();
        }
    }

    /// The index after `[start, end)` of its text (char boundaries) was
    /// replaced with `inserted`: the blocks holding the starts of the lines
    /// from the one containing `start` to the one containing `end` are made
    /// again, the later ones moved. O(lines of those blocks + blocks).
    pub fn edit(&mut self, start: usize, end: usize, inserted: &str) {
        let start = start.min(self.len);
        let end = end.clamp(start, self.len);
        let first = self.block_at(start);
        let last = self.block_at(end);
        let delta = inserted.len() as isize - (end - start) as isize;
        let moved = |offset: usize| (offset as isize + delta) as usize;
        let (blocks, bases) = (&self.blocks, &self.bases);
        let old = |k: usize| blocks[k].iter().map(move |r| bases[k] + r);
        // Starts up to `start` stay, those in `(start, end]` go (their `\n`
        // was replaced), the inserted text's come next, then the rest moved.
        let mut starts: Vec<usize> = (first..=last)
            .flat_map(old)
            .filter(|&s| s <= start)
            .collect();
        starts.extend(inserted.match_indices('\n').map(|(i, _)| start + i + 1));
        starts.extend((first..=last).flat_map(old).filter(|&s| s > end).map(moved));
        self.blocks.drain(first..=last);
        self.bases.drain(first..=last);
        // One block, unless the edit made it more than twice the usual size.
        let made = if starts.len() <= 2 * LINES_PER_BLOCK {
            self.blocks
                .insert(first, starts.iter().map(|s| s - starts[0]).collect());
            self.bases.insert(first, starts[0]);
            1
        } else {
            self.put_blocks(first, &starts);
            starts.len().div_ceil(LINES_PER_BLOCK)
        };
        for base in &mut self.bases[first + made..] {
            *base = moved(*base);
        }
        self.number_lines_from(first);
        self.len = moved(self.len);
    }

    /// The block holding the start of the line that contains `offset`.
    fn block_at(&self, offset: usize) -> usize {
        self.bases.partition_point(|&base| base <= offset) - 1
    }

    pub fn line_count(&self) -> usize {
        self.first_lines.last().copied().unwrap_or(0) + self.blocks.last().map_or(0, |b| b.len())
    }

    /// The offset where `line` (< `line_count`) starts.
    fn line_start(&self, line: usize) -> usize {
        let k = self.first_lines.partition_point(|&first| first <= line) - 1;
        self.bases[k] + self.blocks[k][line - self.first_lines[k]]
    }

    /// The 0-based line containing `offset` (clamped to the text).
    pub fn line_of(&self, offset: usize) -> usize {
        let offset = offset.min(self.len);
        let k = self.block_at(offset);
        let within = offset - self.bases[k];
        self.first_lines[k] + self.blocks[k].partition_point(|&r| r <= within) - 1
    }

    /// The line and byte column of `offset` (clamped to the text), as
    /// tree-sitter counts them.
    pub fn line_and_byte_column(&self, offset: usize) -> (usize, usize) {
        let offset = offset.min(self.len);
        let line = self.line_of(offset);
        (line, offset - self.line_start(line))
    }

    /// Byte range of `line` without its line terminator.
    pub fn line_range(&self, text: &str, line: usize) -> TextRange {
        let line = line.min(self.line_count() - 1);
        let start = self.line_start(line);
        let mut end = if line + 1 < self.line_count() {
            self.line_start(line + 1) - 1
        } else {
            self.len
        };
        if end > start && text.as_bytes().get(end - 1) == Some(&b'\r') {
            end -= 1;
        }
        TextRange::new(start, end)
    }

    /// Converts a byte offset into a line and a column in `encoding` units.
    /// An offset inside a multi-byte character is moved to the character's start.
    pub fn position(&self, text: &str, offset: usize, encoding: PositionEncoding) -> LineCol {
        let offset = floor_char_boundary(text, offset.min(self.len));
        let line = self.line_of(offset);
        let line_start = self.line_start(line);
        let character = units(&text[line_start..offset], encoding);
        LineCol {
            line: line as u32,
            character: character as u32,
        }
    }

    /// A converter of ascending offsets in `text` into positions
    /// ([`Positions`]).
    pub fn positions<'a>(&'a self, text: &'a str, encoding: PositionEncoding) -> Positions<'a> {
        Positions {
            index: self,
            text,
            encoding,
            at: 0,
            line: 0,
            next_line_start: 0,
            character: 0,
        }
    }

    /// Converts a line and column back into a byte offset. Columns past the end
    /// of the line clamp to it; a column inside a UTF-16 surrogate pair clamps to
    /// the start of that character.
    pub fn offset(&self, text: &str, position: LineCol, encoding: PositionEncoding) -> usize {
        let line = position.line as usize;
        if line >= self.line_count() {
            return self.len;
        }
        let range = self.line_range(text, line);
        let line_text = &text[range.start..range.end];
        let wanted = position.character as usize;
        if encoding == PositionEncoding::Utf8 || line_text.is_ascii() {
            // A byte is a unit: the character holding byte `wanted`, found
            // without a walk over a long line.
            return floor_char_boundary(text, range.start.saturating_add(wanted).min(range.end));
        }
        let mut units = 0;
        for (byte, ch) in line_text.char_indices() {
            let width = match encoding {
                PositionEncoding::Utf8 => ch.len_utf8(),
                PositionEncoding::Utf16 => ch.len_utf16(),
            };
            if units + width > wanted {
                return range.start + byte;
            }
            units += width;
        }
        range.end
    }
}

/// Converts byte offsets into positions as [`LineIndex::position`] does,
/// each from the one before when it lies further on the same line: the
/// semantic tokens of a JAX `main`, whose signature is a line of a megabyte
/// with thousands of tokens, took seconds when each column was counted from
/// the line's start. An offset before the last one, or on another line, is
/// converted from scratch.
pub struct Positions<'a> {
    index: &'a LineIndex,
    text: &'a str,
    encoding: PositionEncoding,
    /// The last offset converted, its line and column, and where the next
    /// line starts (0 before the first conversion, so that it starts over).
    at: usize,
    line: usize,
    next_line_start: usize,
    character: usize,
}

impl Positions<'_> {
    pub fn position(&mut self, offset: usize) -> LineCol {
        let offset = floor_char_boundary(self.text, offset.min(self.index.len));
        if offset < self.at || offset >= self.next_line_start {
            let position = self.index.position(self.text, offset, self.encoding);
            self.line = position.line as usize;
            self.character = position.character as usize;
            self.next_line_start = if self.line + 1 < self.index.line_count() {
                self.index.line_start(self.line + 1)
            } else {
                // The last line: every offset up to the end lies on it.
                self.index.len + 1
            };
        } else {
            self.character += units(&self.text[self.at..offset], self.encoding);
        }
        self.at = offset;
        LineCol {
            line: self.line as u32,
            character: self.character as u32,
        }
    }
}

/// How many `encoding` units `s` is long.
fn units(s: &str, encoding: PositionEncoding) -> usize {
    match encoding {
        PositionEncoding::Utf8 => s.len(),
        // In ASCII (most of MLIR) a byte is a unit: no walk over a long line.
        PositionEncoding::Utf16 if s.is_ascii() => s.len(),
        PositionEncoding::Utf16 => s.chars().map(char::len_utf16).sum(),
    }
}

/// The largest char boundary ≤ `offset`.
pub fn floor_char_boundary(text: &str, mut offset: usize) -> usize {
    offset = offset.min(text.len());
    while !text.is_char_boundary(offset) {
        offset -= 1;
    }
    offset
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_in_order_are_the_positions_of_each_offset() {
        // Long lines, multi-byte characters (surrogate pairs in UTF-16),
        // `\r\n`, an empty last line.
        let line = format!("%x = \"é𝕏\" {} ", "a".repeat(300));
        let text = format!("{line}\r\n{line}\n\n{line}𝕏\n");
        let index = LineIndex::new(&text);
        for encoding in [PositionEncoding::Utf8, PositionEncoding::Utf16] {
            // Every offset in order, then a walk that steps back and jumps.
            let ascending: Vec<usize> = (0..=text.len() + 2).collect();
            let mut mixed = ascending.clone();
            mixed.extend([40, 39, 0, text.len(), 7, 7, 500, 20]);
            for offsets in [ascending, mixed] {
                let mut positions = index.positions(&text, encoding);
                for offset in offsets {
                    assert_eq!(
                        positions.position(offset),
                        index.position(&text, offset, encoding),
                        "offset {offset} in {encoding:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn utf16_columns_count_surrogate_pairs() {
        // "é" is 2 bytes / 1 UTF-16 unit; "𝕏" is 4 bytes / 2 UTF-16 units.
        let text = "a\n// é𝕏 %x\n";
        let index = LineIndex::new(text);
        let x = text.find("%x").unwrap();
        assert_eq!(
            index.position(text, x, PositionEncoding::Utf16),
            LineCol {
                line: 1,
                character: 7
            }
        );
        assert_eq!(
            index.position(text, x, PositionEncoding::Utf8),
            LineCol {
                line: 1,
                character: 10
            }
        );
        for encoding in [PositionEncoding::Utf8, PositionEncoding::Utf16] {
            let pos = index.position(text, x, encoding);
            assert_eq!(index.offset(text, pos, encoding), x);
        }
    }

    #[test]
    fn offsets_clamp_to_line_end_and_text_end() {
        let text = "ab\r\ncd";
        let index = LineIndex::new(text);
        assert_eq!(
            index.offset(
                text,
                LineCol {
                    line: 0,
                    character: 99
                },
                PositionEncoding::Utf16
            ),
            2
        );
        assert_eq!(
            index.offset(
                text,
                LineCol {
                    line: 9,
                    character: 0
                },
                PositionEncoding::Utf16
            ),
            text.len()
        );
        assert_eq!(index.line_of(text.len()), 1);
    }

    #[test]
    fn inside_a_multibyte_char_snaps_to_its_start() {
        let text = "é";
        let index = LineIndex::new(text);
        assert_eq!(
            index.position(text, 1, PositionEncoding::Utf16).character,
            0
        );
    }

    /// Answers of an index that must equal those of `fresh` (made anew).
    fn assert_same_index(text: &str, edited: &LineIndex, what: &str) {
        let fresh = LineIndex::new(text);
        assert_eq!(edited.line_count(), fresh.line_count(), "{what}");
        assert_eq!(edited.len, fresh.len, "{what}");
        for line in 0..fresh.line_count() + 2 {
            assert_eq!(
                edited.line_range(text, line),
                fresh.line_range(text, line),
                "{what}"
            );
        }
        let step = (text.len() / 3000).max(1);
        for offset in (0..=text.len() + 1).step_by(step) {
            assert_eq!(
                edited.line_of(offset),
                fresh.line_of(offset),
                "{what} {offset}"
            );
            for encoding in [PositionEncoding::Utf8, PositionEncoding::Utf16] {
                let position = fresh.position(text, offset, encoding);
                assert_eq!(edited.position(text, offset, encoding), position, "{what}");
                assert_eq!(
                    edited.offset(text, position, encoding),
                    fresh.offset(text, position, encoding),
                    "{what}"
                );
            }
        }
    }

    /// An index edited along with its text answers as one made anew from
    /// the text: edits that add and remove lines, within a block and across
    /// several (a text of thousands of lines), at the start, at the end,
    /// with CR LF and non-ASCII text.
    #[test]
    fn an_edited_index_answers_as_a_fresh_one() {
        let mut text: String = (0..5000)
            .map(|i| match i % 7 {
                0 => format!("  %{i} = é𝕏 op\r\n"),
                3 => "\n".to_string(),
                _ => format!("  %{i} = stablehlo.add %a, %b\n"),
            })
            .collect();
        let mut index = LineIndex::new(&text);
        assert!(index.blocks.len() > 3, "the text spans several blocks");
        assert_same_index(&text, &index, "fresh");
        // A deterministic walk over positions and kinds of edit.
        let mut seed = 7u64;
        let mut next = |bound: usize| {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            ((seed >> 33) as usize) % bound.max(1)
        };
        let inserts = ["x", "\n", "a\nb\n\n", "", "é\r\n𝕏", &"line\n".repeat(2500)];
        for round in 0..60 {
            let floor = |text: &str, at: usize| floor_char_boundary(text, at);
            let (start, end) = match round % 6 {
                0 => (0, 0),
                1 => (text.len(), text.len()),
                2 => {
                    // Across blocks: thousands of lines gone.
                    let start = floor(&text, next(text.len()));
                    (start, floor(&text, (start + 200_000).min(text.len())))
                }
                _ => {
                    let start = floor(&text, next(text.len()));
                    (start, floor(&text, (start + next(40)).min(text.len())))
                }
            };
            let inserted = inserts[next(inserts.len())];
            text.replace_range(start..end, inserted);
            index.edit(start, end, inserted);
            assert_same_index(
                &text,
                &index,
                &format!(
                    "round {round}: [{start}, {end}) <- {} bytes",
                    inserted.len()
                ),
            );
        }
        // Copies share the blocks an edit leaves alone.
        let copy = index.clone();
        let at = text.len();
        text.push_str("\nend");
        index.edit(at, at, "\nend");
        assert!(Arc::ptr_eq(&copy.blocks[0], &index.blocks[0]));
        assert_same_index(&text, &index, "appended");
    }
}
