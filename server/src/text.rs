//! Source text positions: byte offsets, and line/column in UTF-8 or UTF-16 units.
//!
//! Everything below the protocol layer works in byte offsets. `LineIndex` converts
//! them to the line/column pairs that LSP (UTF-16 by default, UTF-8 when
//! negotiated) and the CLI (1-based, for humans) need, and back.

use serde::Serialize;

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

/// Line starts of a text, for offset ↔ position conversion.
#[derive(Clone, Debug)]
pub struct LineIndex {
    line_starts: LineStarts,
    len: usize,
}

/// Where a [`LineIndex`] finds its lines.
#[derive(Clone, Debug)]
enum LineStarts {
    /// A table made by scanning the text.
    Table(Vec<usize>),
    /// An open document's rope (only `\n` ends its lines): a copy shares its
    /// nodes, so an analysis after a keystroke does not scan the text again.
    Rope(ropey::Rope),
}

impl LineIndex {
    pub fn new(text: &str) -> Self {
        let mut line_starts = vec![0];
        line_starts.extend(text.match_indices('\n').map(|(i, _)| i + 1));
        LineIndex {
            line_starts: LineStarts::Table(line_starts),
            len: text.len(),
        }
    }

    /// The index of the text `rope` holds; the rope must count only `\n`
    /// as a line break (ropey without its `cr_lines` and `unicode_lines`
    /// features, as this crate builds it).
    pub fn from_rope(rope: ropey::Rope) -> Self {
        LineIndex {
            len: rope.len_bytes(),
            line_starts: LineStarts::Rope(rope),
        }
    }

    pub fn line_count(&self) -> usize {
        match &self.line_starts {
            LineStarts::Table(starts) => starts.len(),
            LineStarts::Rope(rope) => rope.len_lines(),
        }
    }

    /// The offset where `line` (< `line_count`) starts.
    fn line_start(&self, line: usize) -> usize {
        match &self.line_starts {
            LineStarts::Table(starts) => starts[line],
            LineStarts::Rope(rope) => rope.line_to_byte(line),
        }
    }

    /// The 0-based line containing `offset` (clamped to the text).
    pub fn line_of(&self, offset: usize) -> usize {
        let offset = offset.min(self.len);
        match &self.line_starts {
            LineStarts::Table(starts) => starts.partition_point(|&start| start <= offset) - 1,
            LineStarts::Rope(rope) => rope.byte_to_line(offset),
        }
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
        let prefix = &text[line_start..offset];
        let character = match encoding {
            PositionEncoding::Utf8 => prefix.len(),
            PositionEncoding::Utf16 => prefix.chars().map(char::len_utf16).sum(),
        };
        LineCol {
            line: line as u32,
            character: character as u32,
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

    #[test]
    fn an_index_over_a_rope_answers_as_the_table_does() {
        // CR LF, a lone CR (not a line break here), non-ASCII, an empty
        // last line and an empty first one.
        for text in ["\nab\r\ncd\r é𝕏\n\n  %x = 1\n", "no newline é", ""] {
            let table = LineIndex::new(text);
            let rope = LineIndex::from_rope(ropey::Rope::from_str(text));
            assert_eq!(rope.line_count(), table.line_count(), "{text:?}");
            for line in 0..table.line_count() + 2 {
                assert_eq!(rope.line_range(text, line), table.line_range(text, line));
            }
            for offset in 0..=text.len() + 1 {
                assert_eq!(
                    rope.line_of(offset),
                    table.line_of(offset),
                    "{text:?} {offset}"
                );
                for encoding in [PositionEncoding::Utf8, PositionEncoding::Utf16] {
                    let position = table.position(text, offset, encoding);
                    assert_eq!(rope.position(text, offset, encoding), position);
                    assert_eq!(
                        rope.offset(text, position, encoding),
                        table.offset(text, position, encoding)
                    );
                }
            }
        }
    }
}
