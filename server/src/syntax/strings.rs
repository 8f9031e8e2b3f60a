//! String literals without their closing quote, found in the text rather
//! than in the tree: the grammar's string token stops at the end of its line
//! (strings cannot span lines), so a tree without ERROR nodes may still hold
//! one. A line's unterminated strings depend on that line alone (strings and
//! `//` comments end with it), so an open document keeps them per edit
//! ([`UnterminatedStrings::edit`]) instead of scanning the whole text after
//! every keystroke.

use crate::text::TextRange;

/// Where each unterminated string of a text is: from its opening quote to
/// the end of its line (without a `\r`), in text order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct UnterminatedStrings {
    ranges: Vec<TextRange>,
}

impl UnterminatedStrings {
    /// The unterminated strings of the whole of `text`.
    pub fn scan(text: &str) -> Self {
        UnterminatedStrings {
            ranges: scan(text, TextRange::new(0, text.len())),
        }
    }

    /// Takes the edit that replaced `[start, old_end)` of the previous text
    /// with what is now `[start, new_end)` of `text`: the lines it touched
    /// are scanned again, the strings after them move, the others stay.
    pub fn edit(&mut self, text: &str, start: usize, old_end: usize, new_end: usize) {
        let bytes = text.as_bytes();
        let first_line =
            memchr::memrchr(b'\n', &bytes[..start.min(bytes.len())]).map_or(0, |n| n + 1);
        // The end of the last touched line, just after its `\n`: where the
        // unchanged text after the edit starts to be scanned the same again.
        let new_end = new_end.min(bytes.len());
        let lines_end =
            memchr::memchr(b'\n', &bytes[new_end..]).map_or(bytes.len(), |n| new_end + n + 1);
        let old_lines_end = lines_end + old_end - new_end;
        let before = self.ranges.partition_point(|r| r.start < first_line);
        let after = self.ranges.partition_point(|r| r.start < old_lines_end);
        let rescanned = scan(text, TextRange::new(first_line, lines_end));
        let moved = self.ranges[after..]
            .iter()
            .map(|r| TextRange::new(r.start + new_end - old_end, r.end + new_end - old_end));
        let tail: Vec<TextRange> = rescanned.into_iter().chain(moved).collect();
        self.ranges.truncate(before);
        self.ranges.extend(tail);
    }

    /// The strings that start inside `range`.
    pub fn within(&self, range: TextRange) -> &[TextRange] {
        let from = self.ranges.partition_point(|r| r.start < range.start);
        let to = self.ranges.partition_point(|r| r.start < range.end);
        &self.ranges[from..to.max(from)]
    }

    pub fn all(&self) -> &[TextRange] {
        &self.ranges
    }
}

/// The `"…` strings within `range` of `text` that reach the end of their
/// line. `//` outside a string starts a comment. `range` starts outside any
/// string and comment (a token boundary, or a line start).
pub(super) fn scan(text: &str, range: TextRange) -> Vec<TextRange> {
    let bytes = &text.as_bytes()[..range.end.min(text.len())];
    let mut out = Vec::new();
    let mut i = range.start.min(bytes.len());
    // Jumps from one byte that matters to the next.
    while let Some(found) = memchr::memchr3(b'"', b'/', b'\n', &bytes[i..]) {
        let at = i + found;
        i = match bytes[at] {
            b'/' if bytes.get(at + 1) == Some(&b'/') => {
                // A comment: on to the next line.
                match memchr::memchr(b'\n', &bytes[at..]) {
                    Some(n) => at + n + 1,
                    None => break,
                }
            }
            b'"' => match string_end(bytes, at) {
                Ok(after) => after,
                Err(line_end) => {
                    let end = at + text[at..line_end].trim_end_matches('\r').len();
                    out.push(TextRange::new(at, end.max(at + 1)));
                    line_end
                }
            },
            _ => at + 1,
        };
    }
    out
}

/// The offset after the closing quote of the string opening at `open`, or
/// the end of its line (or of `bytes`) when it has none. A backslash escapes
/// the next byte, but not a line end.
fn string_end(bytes: &[u8], open: usize) -> Result<usize, usize> {
    let mut j = open + 1;
    loop {
        let Some(n) = memchr::memchr3(b'"', b'\\', b'\n', &bytes[j.min(bytes.len())..]) else {
            return Err(bytes.len());
        };
        let at = j + n;
        match bytes[at] {
            b'"' => return Ok(at + 1),
            b'\\' if bytes.get(at + 1).is_some_and(|&b| b != b'\n') => j = at + 2,
            b'\\' => return Err((at + 1).min(bytes.len())),
            _ => return Err(at),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// After each of many edits, the kept strings equal a scan of the whole
    /// new text.
    #[test]
    fn edits_keep_what_a_whole_scan_finds() {
        let pieces = [
            "\"", "\"ab", "\\", "\\\"", "//", "/", "\n", "\r\n", "x", " ", "é", "\"ok\"", "%0 = ",
        ];
        let mut text = String::from(
            "%0 = foo.bar \"ab\\\"c : tensor<4xf32>\n// \"not a string\n%1 = foo.baz \"ok\" : f32\n\"x\n",
        );
        let mut strings = UnterminatedStrings::scan(&text);
        let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
        let mut next = |n: usize| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % n as u64) as usize
        };
        for step in 0..4000 {
            let boundary = |at: usize, text: &str| {
                let mut at = at.min(text.len());
                while !text.is_char_boundary(at) {
                    at -= 1;
                }
                at
            };
            let start = boundary(next(text.len() + 1), &text);
            let old_end = boundary(start + next(6), &text).max(start);
            let inserted: String = (0..next(3)).map(|_| pieces[next(pieces.len())]).collect();
            text.replace_range(start..old_end, &inserted);
            strings.edit(&text, start, old_end, start + inserted.len());
            assert_eq!(
                strings,
                UnterminatedStrings::scan(&text),
                "step {step}: {start}..{old_end} -> {inserted:?} in {text:?}"
            );
        }
    }

    #[test]
    fn within_lists_the_strings_starting_in_a_range() {
        let text = "a \"x\nb \"y\"\nc \"z\n";
        let strings = UnterminatedStrings::scan(text);
        assert_eq!(
            strings.all(),
            &[TextRange::new(2, 4), TextRange::new(13, 15)]
        );
        assert_eq!(
            strings.within(TextRange::new(0, 5)),
            &[TextRange::new(2, 4)]
        );
        assert_eq!(strings.within(TextRange::new(5, 12)), &[] as &[TextRange]);
        assert_eq!(
            strings.within(TextRange::new(3, 100)),
            &[TextRange::new(13, 15)]
        );
    }
}
