//! The subset of XLA's HLO lexer (`hlo_lexer.cc`) that sharding strings use.
//!
//! The one surprising rule: an identifier immediately followed by `=` is a single
//! *attribute-name* token that swallows the `=` (`devices=`, `last_tile_dims=`), while
//! `devices =` with a space is an identifier and then `=`. Comments (`/* */`, `//`) are
//! skipped, so the printer's `/*index=5*/` tuple markers parse.

use crate::sharding::diag::ParseError;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Tok {
    LBrace,
    RBrace,
    LSquare,
    RSquare,
    LParen,
    RParen,
    Comma,
    Colon,
    Equal,
    /// `<=`
    Leq,
    Question,
    Int(i64),
    /// `"..."` or `'...'`, unescaped.
    Str(String),
    Ident(String),
    /// `name=` with no space before the `=`; the `=` is consumed.
    AttrName(String),
    Eof,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Token {
    pub tok: Tok,
    pub start: usize,
    pub end: usize,
}

/// Splits the text into tokens up front; sharding strings are short.
pub fn tokenize(text: &str) -> Result<Vec<Token>, ParseError> {
    let bytes = text.as_bytes();
    let mut tokens = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        let start = i;
        let single = match b {
            b'{' => Some(Tok::LBrace),
            b'}' => Some(Tok::RBrace),
            b'[' => Some(Tok::LSquare),
            b']' => Some(Tok::RSquare),
            b'(' => Some(Tok::LParen),
            b')' => Some(Tok::RParen),
            b',' => Some(Tok::Comma),
            b':' => Some(Tok::Colon),
            b'=' => Some(Tok::Equal),
            b'?' => Some(Tok::Question),
            _ => None,
        };
        if let Some(tok) = single {
            tokens.push(Token {
                tok,
                start,
                end: i + 1,
            });
            i += 1;
            continue;
        }
        match b {
            b' ' | b'\t' | b'\n' | b'\r' => i += 1,
            b'/' if bytes.get(i + 1) == Some(&b'*') => {
                let close = text[i + 2..]
                    .find("*/")
                    .ok_or_else(|| ParseError::new(start, "unterminated comment"))?;
                i += 2 + close + 2;
            }
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                i = text[i..].find('\n').map_or(bytes.len(), |n| i + n);
            }
            b'<' if bytes.get(i + 1) == Some(&b'=') => {
                tokens.push(Token {
                    tok: Tok::Leq,
                    start,
                    end: i + 2,
                });
                i += 2;
            }
            b'"' | b'\'' => {
                let (value, end) = string(text, i)?;
                tokens.push(Token {
                    tok: Tok::Str(value),
                    start,
                    end,
                });
                i = end;
            }
            b'-' | b'0'..=b'9' => {
                let mut end = i + 1;
                while end < bytes.len() && bytes[end].is_ascii_digit() {
                    end += 1;
                }
                let literal = &text[i..end];
                if literal == "-" {
                    return Err(ParseError::new(start, "unexpected character '-'"));
                }
                let value = literal
                    .parse::<i64>()
                    .map_err(|_| ParseError::new(start, "integer out of range"))?;
                tokens.push(Token {
                    tok: Tok::Int(value),
                    start,
                    end,
                });
                i = end;
            }
            b if b.is_ascii_alphabetic() || b == b'_' => {
                let mut end = i + 1;
                while end < bytes.len()
                    && (bytes[end].is_ascii_alphanumeric() || b"_.-".contains(&bytes[end]))
                {
                    end += 1;
                }
                let name = text[i..end].to_string();
                if bytes.get(end) == Some(&b'=') {
                    tokens.push(Token {
                        tok: Tok::AttrName(name),
                        start,
                        end: end + 1,
                    });
                    i = end + 1;
                } else {
                    tokens.push(Token {
                        tok: Tok::Ident(name),
                        start,
                        end,
                    });
                    i = end;
                }
            }
            _ => {
                let ch = text[i..].chars().next().unwrap_or('?');
                return Err(ParseError::new(
                    start,
                    format!("unexpected character '{ch}'"),
                ));
            }
        }
    }
    tokens.push(Token {
        tok: Tok::Eof,
        start: bytes.len(),
        end: bytes.len(),
    });
    Ok(tokens)
}

/// A quoted string starting at `start`; returns the unescaped value and the end offset.
fn string(text: &str, start: usize) -> Result<(String, usize), ParseError> {
    let quote = text.as_bytes()[start] as char;
    let mut out = String::new();
    let mut chars = text[start + 1..].char_indices();
    while let Some((i, c)) = chars.next() {
        match c {
            c if c == quote => return Ok((out, start + 1 + i + 1)),
            '\\' => match chars.next() {
                Some((_, 'n')) => out.push('\n'),
                Some((_, 't')) => out.push('\t'),
                Some((_, other)) => out.push(other),
                None => break,
            },
            c => out.push(c),
        }
    }
    Err(ParseError::new(start, "unterminated string"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn toks(text: &str) -> Vec<Tok> {
        tokenize(text).unwrap().into_iter().map(|t| t.tok).collect()
    }

    #[test]
    fn attribute_names_swallow_the_equals_sign() {
        assert_eq!(
            toks("{devices=[2,1]0,1}"),
            [
                Tok::LBrace,
                Tok::AttrName("devices".into()),
                Tok::LSquare,
                Tok::Int(2),
                Tok::Comma,
                Tok::Int(1),
                Tok::RSquare,
                Tok::Int(0),
                Tok::Comma,
                Tok::Int(1),
                Tok::RBrace,
                Tok::Eof
            ]
        );
        assert_eq!(
            toks("devices ="),
            [Tok::Ident("devices".into()), Tok::Equal, Tok::Eof]
        );
    }

    #[test]
    fn iota_comments_strings_and_sub_axes() {
        assert_eq!(
            toks("<=[2,2]T(1,0) /*index=5*/ 'x'=8 \"y\" b:(2)2 ? -3 a.b-c // tail"),
            [
                Tok::Leq,
                Tok::LSquare,
                Tok::Int(2),
                Tok::Comma,
                Tok::Int(2),
                Tok::RSquare,
                Tok::Ident("T".into()),
                Tok::LParen,
                Tok::Int(1),
                Tok::Comma,
                Tok::Int(0),
                Tok::RParen,
                Tok::Str("x".into()),
                Tok::Equal,
                Tok::Int(8),
                Tok::Str("y".into()),
                Tok::Ident("b".into()),
                Tok::Colon,
                Tok::LParen,
                Tok::Int(2),
                Tok::RParen,
                Tok::Int(2),
                Tok::Question,
                Tok::Int(-3),
                Tok::Ident("a.b-c".into()),
                Tok::Eof
            ]
        );
        let t = tokenize("  {x}").unwrap();
        assert_eq!((t[1].start, t[1].end), (3, 4));
        assert_eq!(toks("'a\\'b'"), [Tok::Str("a'b".into()), Tok::Eof]);
        assert_eq!(
            toks("\"a\\nb\\tc\""),
            [Tok::Str("a\nb\tc".into()), Tok::Eof]
        );
    }

    #[test]
    fn lexer_errors() {
        assert_eq!(
            tokenize("{#}").unwrap_err(),
            ParseError::new(1, "unexpected character '#'")
        );
        assert_eq!(
            tokenize("< 3").unwrap_err().message,
            "unexpected character '<'"
        );
        assert_eq!(
            tokenize("99999999999999999999").unwrap_err().message,
            "integer out of range"
        );
        assert_eq!(
            tokenize("/* open").unwrap_err().message,
            "unterminated comment"
        );
        assert_eq!(
            tokenize("'open").unwrap_err().message,
            "unterminated string"
        );
        assert_eq!(
            tokenize("- 1").unwrap_err().message,
            "unexpected character '-'"
        );
    }
}
