//! Token-level scanning of MLIR attribute text, shared by the sdy and mesh-family parsers.
//!
//! Both notations are MLIR attribute syntax: whitespace may separate any two tokens, strings
//! are double-quoted with backslash escapes, symbols are `@name` or `@"name"`, and keywords
//! are bare identifiers. The [`Cursor`] offers exactly those primitives and reports errors
//! with MLIR's wording (`expected '{'`, `expected string`, ...) at the byte where the
//! unexpected token starts.

use super::diag::ParseError;

/// A position in the text being parsed. Every method skips leading whitespace first.
#[derive(Clone, Debug)]
pub struct Cursor<'a> {
    text: &'a str,
    pos: usize,
}

impl<'a> Cursor<'a> {
    pub fn new(text: &'a str) -> Self {
        Cursor { text, pos: 0 }
    }

    pub fn text(&self) -> &'a str {
        self.text
    }

    /// Byte offset of the next token (after whitespace).
    pub fn offset(&mut self) -> usize {
        self.skip_ws();
        self.pos
    }

    /// Byte offset right after the last consumed character, without skipping whitespace.
    pub fn raw_offset(&self) -> usize {
        self.pos
    }

    fn skip_ws(&mut self) {
        let bytes = self.text.as_bytes();
        while self.pos < bytes.len() && bytes[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
    }

    /// The next character, if any, after whitespace.
    pub fn peek(&mut self) -> Option<char> {
        self.skip_ws();
        self.text[self.pos..].chars().next()
    }

    /// The next character without skipping whitespace.
    pub fn peek_raw(&self) -> Option<char> {
        self.text[self.pos..].chars().next()
    }

    pub fn at_end(&mut self) -> bool {
        self.peek().is_none()
    }

    /// True when the remaining text (after whitespace) starts with `s`.
    pub fn looking_at(&mut self, s: &str) -> bool {
        self.skip_ws();
        self.text[self.pos..].starts_with(s)
    }

    /// Consumes `s` if the remaining text starts with it.
    pub fn eat(&mut self, s: &str) -> bool {
        if self.looking_at(s) {
            self.pos += s.len();
            true
        } else {
            false
        }
    }

    /// Consumes `s` or fails with MLIR's `expected '<s>'`.
    pub fn expect(&mut self, s: &str) -> Result<usize, ParseError> {
        let at = self.offset();
        if self.eat(s) {
            Ok(at)
        } else {
            Err(ParseError::new(at, format!("expected '{s}'")))
        }
    }

    /// An error located at the next token.
    pub fn error(&mut self, message: impl Into<String>) -> ParseError {
        let at = self.offset();
        ParseError::new(at, message)
    }

    /// Fails unless only whitespace remains.
    pub fn expect_end(&mut self) -> Result<(), ParseError> {
        if self.at_end() {
            Ok(())
        } else {
            Err(self.error("unexpected trailing text"))
        }
    }

    /// Reads a bare identifier (`[a-zA-Z_][a-zA-Z0-9_$.]*`), MLIR's keyword token.
    pub fn keyword(&mut self) -> Option<(usize, &'a str)> {
        self.skip_ws();
        let start = self.pos;
        let bytes = self.text.as_bytes();
        if start >= bytes.len() || !(bytes[start].is_ascii_alphabetic() || bytes[start] == b'_') {
            return None;
        }
        let mut end = start + 1;
        while end < bytes.len() && is_bare_id_continue(bytes[end]) {
            end += 1;
        }
        self.pos = end;
        Some((start, &self.text[start..end]))
    }

    /// Consumes the keyword `kw` if it is the next token (and not a prefix of a longer one).
    pub fn eat_keyword(&mut self, kw: &str) -> bool {
        let saved = self.pos;
        match self.keyword() {
            Some((_, k)) if k == kw => true,
            _ => {
                self.pos = saved;
                false
            }
        }
    }

    /// Reads a double-quoted string literal and unescapes it.
    pub fn string(&mut self) -> Result<(usize, String), ParseError> {
        let start = self.offset();
        if self.peek_raw() != Some('"') {
            return Err(ParseError::new(start, "expected string"));
        }
        let mut out = String::new();
        let mut chars = self.text[start + 1..].char_indices();
        while let Some((i, c)) = chars.next() {
            match c {
                '"' => {
                    self.pos = start + 1 + i + 1;
                    return Ok((start, out));
                }
                '\\' => match chars.next() {
                    Some((_, 'n')) => out.push('\n'),
                    Some((_, 't')) => out.push('\t'),
                    Some((_, '"')) => out.push('"'),
                    Some((_, '\\')) => out.push('\\'),
                    Some((j, h1)) if h1.is_ascii_hexdigit() => match chars.next() {
                        Some((_, h2)) if h2.is_ascii_hexdigit() => {
                            let hex = [h1 as u8, h2 as u8];
                            let value = std::str::from_utf8(&hex)
                                .ok()
                                .and_then(|h| u8::from_str_radix(h, 16).ok())
                                .unwrap_or(b'?');
                            out.push(char::from(value));
                        }
                        _ => {
                            return Err(ParseError::new(
                                start + 1 + j,
                                "unknown escape in string literal",
                            ))
                        }
                    },
                    Some((j, _)) => {
                        return Err(ParseError::new(
                            start + 1 + j,
                            "unknown escape in string literal",
                        ))
                    }
                    None => break,
                },
                '\n' => {
                    return Err(ParseError::new(
                        start + 1 + i,
                        "expected '\"' in string literal",
                    ))
                }
                _ => out.push(c),
            }
        }
        Err(ParseError::new(
            self.text.len(),
            "expected '\"' in string literal",
        ))
    }

    /// Reads a decimal integer with an optional leading `-`. MLIR's message on failure.
    pub fn integer(&mut self) -> Result<(usize, i64), ParseError> {
        let start = self.offset();
        let bytes = self.text.as_bytes();
        let mut end = start;
        if end < bytes.len() && bytes[end] == b'-' {
            end += 1;
        }
        let digits_start = end;
        while end < bytes.len() && bytes[end].is_ascii_digit() {
            end += 1;
        }
        if end == digits_start {
            return Err(ParseError::new(start, "expected integer value"));
        }
        let value = self.text[start..end]
            .parse::<i64>()
            .map_err(|_| ParseError::new(start, "integer value too large"))?;
        self.pos = end;
        Ok((start, value))
    }

    /// Reads `@name` or `@"name"` and returns the name.
    pub fn symbol(&mut self) -> Result<(usize, String), ParseError> {
        let start = self.offset();
        if !self.eat("@") {
            return Err(ParseError::new(start, "expected symbol reference"));
        }
        if self.peek_raw() == Some('"') {
            let (_, name) = self.string()?;
            return Ok((start, name));
        }
        let bytes = self.text.as_bytes();
        let name_start = self.pos;
        let mut end = name_start;
        while end < bytes.len() && (is_bare_id_continue(bytes[end]) || bytes[end] == b'-') {
            end += 1;
        }
        if end == name_start {
            return Err(ParseError::new(start, "expected symbol reference"));
        }
        self.pos = end;
        Ok((start, self.text[name_start..end].to_string()))
    }
}

fn is_bare_id_continue(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b == b'$' || b == b'.'
}

/// True when `name` can be written as a bare identifier (so `@name` needs no quotes).
pub fn is_bare_identifier(name: &str) -> bool {
    let bytes = name.as_bytes();
    match bytes.first() {
        Some(b) if b.is_ascii_alphabetic() || *b == b'_' => {
            bytes[1..].iter().all(|b| is_bare_id_continue(*b))
        }
        _ => false,
    }
}

/// Writes `s` as an MLIR string literal: quotes, with `"` and `\` escaped and non-printable
/// bytes as `\XX`, the way MLIR's `printEscapedString` does.
pub fn quote(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if c.is_ascii_graphic() || c == ' ' || !c.is_ascii() => out.push(c),
            c => out.push_str(&format!("\\{:02X}", c as u32)),
        }
    }
    out.push('"');
    out
}

/// Writes a symbol reference, quoting the name when it is not a bare identifier.
pub fn symbol_ref(name: &str) -> String {
    if is_bare_identifier(name) {
        format!("@{name}")
    } else {
        format!("@{}", quote(name))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strings_round_trip_through_quote() {
        for s in ["a", "with space", "q\"uote", "back\\slash", "tab\tx", "ünï"] {
            let quoted = quote(s);
            let mut c = Cursor::new(&quoted);
            assert_eq!(c.string().unwrap().1, s, "{quoted}");
            assert!(c.at_end());
        }
    }

    #[test]
    fn string_errors() {
        assert_eq!(
            Cursor::new("  abc").string().unwrap_err(),
            ParseError::new(2, "expected string")
        );
        assert_eq!(
            Cursor::new("\"abc").string().unwrap_err().message,
            "expected '\"' in string literal"
        );
        assert_eq!(
            Cursor::new("\"a\\qb\"").string().unwrap_err().message,
            "unknown escape in string literal"
        );
        assert_eq!(Cursor::new("\"\\41\"").string().unwrap().1, "A");
    }

    #[test]
    fn integers() {
        let mut c = Cursor::new(" -12 34");
        assert_eq!(c.integer().unwrap(), (1, -12));
        assert_eq!(c.integer().unwrap(), (5, 34));
        assert_eq!(
            Cursor::new("x").integer().unwrap_err().message,
            "expected integer value"
        );
        assert_eq!(
            Cursor::new("99999999999999999999")
                .integer()
                .unwrap_err()
                .message,
            "integer value too large"
        );
        assert_eq!(
            Cursor::new("-").integer().unwrap_err().message,
            "expected integer value"
        );
    }

    #[test]
    fn keywords_and_symbols() {
        let mut c = Cursor::new("replicated= @mesh_1 @\"odd name\" p0}");
        assert_eq!(c.keyword(), Some((0, "replicated")));
        assert!(c.eat("="));
        assert_eq!(c.symbol().unwrap(), (12, "mesh_1".to_string()));
        assert_eq!(c.symbol().unwrap().1, "odd name");
        assert!(!c.eat_keyword("p"));
        assert!(c.eat_keyword("p0"));
        assert_eq!(
            c.expect("]").unwrap_err(),
            ParseError::new(34, "expected ']'")
        );
        assert_eq!(c.expect("}").unwrap(), 34);
        assert!(c.expect_end().is_ok());
        assert_eq!(
            Cursor::new("@").symbol().unwrap_err().message,
            "expected symbol reference"
        );
        assert_eq!(
            Cursor::new("x").symbol().unwrap_err().message,
            "expected symbol reference"
        );
    }

    #[test]
    fn symbol_refs_quote_when_needed() {
        assert_eq!(symbol_ref("mesh"), "@mesh");
        assert_eq!(symbol_ref("a b"), "@\"a b\"");
        assert!(is_bare_identifier("_x.1$"));
        assert!(!is_bare_identifier("1x"));
        assert!(!is_bare_identifier(""));
        assert_eq!(quote("\u{1}"), "\"\\01\"");
    }

    #[test]
    fn trailing_text_is_reported() {
        let mut c = Cursor::new("a  b");
        c.keyword();
        assert_eq!(
            c.expect_end().unwrap_err(),
            ParseError::new(3, "unexpected trailing text")
        );
        assert_eq!(c.raw_offset(), 3);
        assert!(c.looking_at("b"));
        assert_eq!(c.text(), "a  b");
    }
}
