//! Semantic tokens from the grammar's `highlights.scm`.
//!
//! Capture names map to a fixed legend of standard LSP token types
//! ([`TokenType::ALL`]) and modifiers ([`MODIFIERS`]). Where captures
//! overlap, the innermost node wins, and for the same node the later pattern
//! wins (the nvim-treesitter convention the query is written for: the
//! general `(symbol_ref) @function` comes before the mesh-specific
//! `@constant` patterns). Tokens never overlap and never span lines.

use super::compile;
use super::token_runs::TokenRuns;
use crate::analysis::{Document, TextChange};
use crate::text::TextRange;
use std::sync::OnceLock;
use streaming_iterator::StreamingIterator;
use tree_sitter::{CaptureQuantifier, Query};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TokenType {
    Comment,
    String,
    Number,
    Keyword,
    Operator,
    Type,
    Variable,
    Parameter,
    Property,
    Function,
    EnumMember,
    Decorator,
    Label,
}

impl TokenType {
    /// The legend, in index order.
    pub const ALL: [TokenType; 13] = [
        TokenType::Comment,
        TokenType::String,
        TokenType::Number,
        TokenType::Keyword,
        TokenType::Operator,
        TokenType::Type,
        TokenType::Variable,
        TokenType::Parameter,
        TokenType::Property,
        TokenType::Function,
        TokenType::EnumMember,
        TokenType::Decorator,
        TokenType::Label,
    ];

    /// The LSP name of the token type.
    pub fn name(self) -> &'static str {
        match self {
            TokenType::Comment => "comment",
            TokenType::String => "string",
            TokenType::Number => "number",
            TokenType::Keyword => "keyword",
            TokenType::Operator => "operator",
            TokenType::Type => "type",
            TokenType::Variable => "variable",
            TokenType::Parameter => "parameter",
            TokenType::Property => "property",
            TokenType::Function => "function",
            TokenType::EnumMember => "enumMember",
            TokenType::Decorator => "decorator",
            TokenType::Label => "label",
        }
    }

    /// The index of the type in [`TokenType::ALL`].
    pub fn index(self) -> u32 {
        TokenType::ALL
            .iter()
            .position(|t| *t == self)
            .expect("every type is in the legend") as u32
    }
}

/// Modifier names, in bit order.
pub const MODIFIERS: [&str; 3] = ["declaration", "readonly", "defaultLibrary"];
pub const DECLARATION: u32 = 1 << 0;
pub const READONLY: u32 = 1 << 1;
pub const DEFAULT_LIBRARY: u32 = 1 << 2;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token {
    pub range: TextRange,
    pub ty: TokenType,
    /// Bit set over [`MODIFIERS`].
    pub modifiers: u32,
}

/// The token type and modifiers of a highlight capture name.
fn classify(capture: &str) -> Option<(TokenType, u32)> {
    let (ty, modifiers) = match capture {
        "comment" | "comment.special" => (TokenType::Comment, 0),
        "string" => (TokenType::String, 0),
        "property" | "variable.member" | "attribute" => (TokenType::Property, 0),
        "number" | "number.float" => (TokenType::Number, 0),
        "boolean" => (TokenType::Keyword, 0),
        "type.builtin" => (TokenType::Type, DEFAULT_LIBRARY),
        "type" => (TokenType::Type, 0),
        "type.definition" => (TokenType::Type, DECLARATION),
        "variable" => (TokenType::Variable, 0),
        "variable.parameter" => (TokenType::Parameter, 0),
        "label" => (TokenType::Label, 0),
        "function" | "function.call" => (TokenType::Function, 0),
        "function.builtin" => (TokenType::Function, DEFAULT_LIBRARY),
        "constant" => (TokenType::Variable, READONLY),
        "constant.builtin" => (TokenType::EnumMember, 0),
        "attribute.builtin" => (TokenType::Decorator, DEFAULT_LIBRARY),
        "operator" => (TokenType::Operator, 0),
        c if c.starts_with("keyword") => (TokenType::Keyword, 0),
        _ => return None,
    };
    Some((ty, modifiers))
}

struct Highlights {
    query: Query,
    /// Per capture index: its token type and modifiers, if it has one.
    classes: Vec<Option<(TokenType, u32)>>,
    /// The capture of [`DECLARATIONS`].
    declaration: u32,
}

/// Where a name is defined: its token gets the `declaration` modifier.
/// Matched with the highlights, since asking each captured node for its
/// parent (which tree-sitter finds by walking down from the root) was half
/// the time of a JAX `main`'s tokens.
const DECLARATIONS: &str = r#"
(op_result name: (value_id) @_declaration)
(func_argument name: (value_id) @_declaration)
(block_argument name: (value_id) @_declaration)
(mesh_axis name: (axis_name) @_declaration)
(func_operation name: (symbol_ref) @_declaration)
(sdy_mesh_operation name: (symbol_ref) @_declaration)
(grid_operation name: (symbol_ref) @_declaration)
(mesh_cluster_operation name: (symbol_ref) @_declaration)
"#;

fn highlights() -> &'static Highlights {
    static QUERY: OnceLock<Highlights> = OnceLock::new();
    QUERY.get_or_init(|| {
        let mut query = compile(&format!(
            "{}\n{DECLARATIONS}",
            tree_sitter_mesh::HIGHLIGHTS_QUERY
        ));
        let classes: Vec<Option<(TokenType, u32)>> =
            query.capture_names().iter().map(|n| classify(n)).collect();
        let declaration = query
            .capture_index_for_name("_declaration")
            .expect("the declarations query names its capture");
        // Patterns whose captures all lack a token type (punctuation) only
        // cost matching time.
        for pattern in 0..query.pattern_count() {
            let used = query
                .capture_quantifiers(pattern)
                .iter()
                .enumerate()
                .any(|(capture, q)| {
                    *q != CaptureQuantifier::Zero
                        && (classes[capture].is_some() || capture as u32 == declaration)
                });
            if !used {
                query.disable_pattern(pattern);
            }
        }
        Highlights {
            query,
            classes,
            declaration,
        }
    })
}

#[derive(Clone, Copy)]
struct Raw {
    start: usize,
    end: usize,
    /// The captured node's kind (a declaration is a node, not a range).
    kind: u16,
    pattern: usize,
    ty: TokenType,
    modifiers: u32,
}

/// The semantic tokens of `document`, in order, non-overlapping, one line each.
pub fn semantic_tokens(document: &Document) -> Vec<Token> {
    semantic_tokens_in(document, TextRange::new(0, document.len()))
}

/// [`semantic_tokens`], found on all cores in pieces of whole lines (a JAX
/// `main` takes a second on one), unless `stop` says so before they are all
/// found: then `None`.
pub fn semantic_tokens_unless(
    document: &Document,
    stop: &(dyn Fn() -> bool + Sync),
) -> Option<TokenRuns> {
    tokens_in_pieces(document, PIECE_BYTES, stop)
}

/// How much text a piece of [`semantic_tokens_unless`] has, about: enough
/// that descending to it is nothing beside matching it, few enough that a
/// keystroke's analysis finds a core soon (the pieces share rayon's pool).
const PIECE_BYTES: usize = 256 * 1024;

/// The tokens of pieces of about `piece_bytes` each, on all cores: a token
/// stays on its line, and the tokens of whole lines are those the lines'
/// own match finds (as `moved_through` counts on too).
fn tokens_in_pieces(
    document: &Document,
    piece_bytes: usize,
    stop: &(dyn Fn() -> bool + Sync),
) -> Option<TokenRuns> {
    let text = document.text();
    let mut pieces = Vec::new();
    let mut start = 0;
    while start < text.len() {
        let at = start.saturating_add(piece_bytes);
        let end = match text.as_bytes().get(at..) {
            Some(rest) => memchr::memchr(b'\n', rest).map_or(text.len(), |n| at + n + 1),
            None => text.len(),
        };
        pieces.push(TextRange::new(start, end));
        start = end;
    }
    let each: Vec<usize> = (0..pieces.len()).collect();
    let found = crate::parallel::map(&each, |p| tokens_in(document, pieces[p], stop));
    let mut tokens = TokenRuns::default();
    for piece in found {
        tokens.push_new(piece?);
    }
    Some(tokens)
}

/// The semantic tokens of the nodes intersecting `range` (clamped to the
/// text), for `semanticTokens/range`: only that part of the tree is matched.
pub fn semantic_tokens_in(document: &Document, range: TextRange) -> Vec<Token> {
    tokens_in(document, range, &|| false).expect("never asked to stop")
}

/// How many matches go between two questions to `stop`.
const MATCHES_BETWEEN_STOPS: usize = 4096;

fn tokens_in(document: &Document, range: TextRange, stop: &dyn Fn() -> bool) -> Option<Vec<Token>> {
    let text = document.text();
    let q = highlights();
    let mut cursor = crate::syntax::query_cursor();
    cursor.set_max_start_depth(Some(super::MAX_QUERY_DEPTH));
    let start = range.start.min(text.len());
    cursor.set_byte_range(start..range.end.clamp(start, text.len()));
    let mut raw = Vec::new();
    // The nodes that declare a name, as (start, end, kind).
    let mut declarations = Vec::new();
    let mut matches = cursor.matches(&q.query, document.tree().root_node(), text.as_bytes());
    let mut matched = 0;
    while let Some(m) = matches.next() {
        matched += 1;
        if matched % MATCHES_BETWEEN_STOPS == 0 && stop() {
            return None;
        }
        for capture in m.captures() {
            let node = capture.node;
            let (start, end) = (node.start_byte(), node.end_byte());
            if capture.index == q.declaration {
                declarations.push((start, end, node.kind_id()));
                continue;
            }
            let Some((ty, modifiers)) = q.classes[capture.index as usize] else {
                continue;
            };
            if start < end {
                raw.push(Raw {
                    start,
                    end,
                    kind: node.kind_id(),
                    pattern: m.pattern_index,
                    ty,
                    modifiers,
                });
            }
        }
    }
    declarations.sort_unstable();
    for r in &mut raw {
        if declarations
            .binary_search(&(r.start, r.end, r.kind))
            .is_ok()
        {
            r.modifiers |= DECLARATION;
        }
    }
    let mut tokens = Vec::with_capacity(raw.len());
    for token in flatten(raw) {
        split_lines(text, token, &mut tokens);
    }
    // The cursor also yields matches that merely start before the range.
    let (from, to) = (start, range.end.clamp(start, text.len()));
    tokens.retain(|t| t.range.end > from && t.range.start < to);
    Some(tokens)
}

/// Resolves overlaps: the later pattern wins on the same range, the inner
/// range wins inside an outer one (which is split around it).
fn flatten(mut raw: Vec<Raw>) -> Vec<Token> {
    raw.sort_by_key(|r| (r.start, std::cmp::Reverse(r.end), r.pattern));
    // Same range: keep the last (highest pattern index).
    let mut unique: Vec<Raw> = Vec::with_capacity(raw.len());
    for r in raw {
        match unique.last_mut() {
            Some(last) if last.start == r.start && last.end == r.end => *last = r,
            _ => unique.push(r),
        }
    }
    let mut out = Vec::new();
    let emit = |out: &mut Vec<Token>, r: &Raw, from: usize, to: usize| {
        if from < to {
            out.push(Token {
                range: TextRange::new(from, to),
                ty: r.ty,
                modifiers: r.modifiers,
            });
        }
    };
    // Open tokens with the offset up to which they have been emitted.
    let mut stack: Vec<(Raw, usize)> = Vec::new();
    for mut r in unique {
        while let Some(&(top, cursor)) = stack.last() {
            if top.end > r.start {
                break;
            }
            stack.pop();
            emit(&mut out, &top, cursor, top.end);
            if let Some(parent) = stack.last_mut() {
                parent.1 = parent.1.max(top.end);
            }
        }
        if let Some((parent, cursor)) = stack.last_mut() {
            r.end = r.end.min(parent.end);
            emit(&mut out, parent, *cursor, r.start);
            *cursor = r.end;
        }
        stack.push((r, r.start));
    }
    while let Some((top, cursor)) = stack.pop() {
        emit(&mut out, &top, cursor, top.end);
        if let Some(parent) = stack.last_mut() {
            parent.1 = parent.1.max(top.end);
        }
    }
    out.sort_by_key(|t| t.range.start);
    out
}

fn split_lines(text: &str, token: Token, out: &mut Vec<Token>) {
    let mut start = token.range.start;
    let body = text.get(token.range.start..token.range.end).unwrap_or("");
    for (i, _) in body.match_indices('\n') {
        let mut end = token.range.start + i;
        if end > start && text.as_bytes()[end - 1] == b'\r' {
            end -= 1;
        }
        if start < end {
            out.push(Token {
                range: TextRange::new(start, end),
                ..token
            });
        }
        start = token.range.start + i + 1;
    }
    if start < token.range.end {
        out.push(Token {
            range: TextRange::new(start, token.range.end),
            ..token
        });
    }
}

/// The tokens of a document after changes, made from the tokens of the
/// text before them ([`moved_through`]).
#[derive(Debug)]
pub struct MovedTokens {
    /// Sharing the earlier tokens' arrays.
    pub tokens: TokenRuns,
    /// Where the tokens differ from the earlier ones, in order; between
    /// two splices the tokens are the earlier ones moved.
    pub splices: Vec<Splice>,
}

/// The earlier tokens `[earlier_start, earlier_start + removed)` became the
/// tokens `[start, start + inserted)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Splice {
    pub earlier_start: usize,
    pub removed: usize,
    pub start: usize,
    pub inserted: usize,
}

/// A run of the earlier tokens kept through the changes so far, each now
/// `shift` bytes from where it was.
#[derive(Clone, Debug)]
struct KeptRun {
    earlier: std::ops::Range<usize>,
    shift: isize,
}

impl KeptRun {
    fn start_of(&self, t: &Token) -> usize {
        t.range.start.wrapping_add_signed(self.shift)
    }

    fn end_of(&self, t: &Token) -> usize {
        t.range.end.wrapping_add_signed(self.shift)
    }

    /// The run's tokens ending at or before `from`, and those starting at or
    /// after `to` (now), without the ones between.
    fn split(&self, earlier: &TokenRuns, from: usize, to: usize) -> (KeptRun, KeptRun) {
        let before = earlier.partition_point(self.earlier.clone(), |t| self.end_of(t) <= from);
        let after = earlier.partition_point(self.earlier.clone(), |t| self.start_of(t) < to);
        (
            KeptRun {
                earlier: self.earlier.start..before,
                shift: self.shift,
            },
            KeptRun {
                earlier: after.max(before)..self.earlier.end,
                shift: self.shift,
            },
        )
    }
}

/// `runs` without the tokens between `from` and `to`; those after `to` are
/// moved `grown` bytes further.
fn cut(
    runs: &[KeptRun],
    earlier: &TokenRuns,
    from: usize,
    to: usize,
    grown: isize,
) -> Vec<KeptRun> {
    runs.iter()
        .flat_map(|run| {
            let (before, mut after) = run.split(earlier, from, to);
            after.shift += grown;
            [before, after]
        })
        .filter(|run| !run.earlier.is_empty())
        .collect()
}

/// Where `offset` of the text before a change `[start, old_end) → [start,
/// new_end)` is after it; an offset inside the replaced text goes to the
/// replacement's start, or its end if `to_end`.
fn moved_offset(
    offset: usize,
    start: usize,
    old_end: usize,
    new_end: usize,
    to_end: bool,
) -> usize {
    if offset <= start {
        offset
    } else if offset >= old_end {
        offset - old_end + new_end
    } else if to_end {
        new_end
    } else {
        start
    }
}

/// The tokens of `document` from `earlier`, its tokens before `changes`
/// (in order, each in the coordinates the one before left): the lines the
/// changes touched or whose tree they restructured are matched again, and
/// every other token is moved, sharing `earlier`'s arrays (a million
/// tokens in a JAX `main`: this costs what the changes touched, and one
/// step per run of kept tokens). A token depends on its node, the node's
/// ancestors and the node's own text (the query's predicates), all of which
/// are unchanged outside those ranges; a token stays on its line. `None`
/// when `stop` says so, or when `earlier` cannot be the tokens these changes
/// were made to (a change reaching past the end of its text).
pub fn moved_through(
    document: &Document,
    earlier: &TokenRuns,
    changes: &[TextChange],
    stop: &dyn Fn() -> bool,
) -> Option<MovedTokens> {
    let text = document.text();
    let mut kept = vec![KeptRun {
        earlier: 0..earlier.len(),
        shift: 0,
    }];
    // What is matched again, in the coordinates of the changes so far.
    let mut touched: Vec<TextRange> = Vec::new();
    for change in changes {
        let (start, old_end, new_end) = (
            change.edit.old.start,
            change.edit.old.end,
            change.edit.new.end,
        );
        let grown = new_end as isize - old_end as isize;
        kept = cut(&kept, earlier, start, old_end, grown);
        for range in &mut touched {
            *range = TextRange::new(
                moved_offset(range.start, start, old_end, new_end, false),
                moved_offset(range.end, start, old_end, new_end, true),
            );
        }
        touched.push(TextRange::new(start, new_end));
        touched.extend(change.restructured().iter().copied());
    }
    if touched.iter().any(|r| r.end > text.len()) {
        return None;
    }
    // Whole lines: a token is found with the others on its line.
    let bytes = text.as_bytes();
    let mut lines: Vec<TextRange> = touched
        .iter()
        .map(|r| {
            let start = memchr::memrchr(b'\n', &bytes[..r.start]).map_or(0, |n| n + 1);
            let end = memchr::memchr(b'\n', &bytes[r.end..]).map_or(text.len(), |n| r.end + n + 1);
            TextRange::new(start, end)
        })
        .collect();
    lines.sort_by_key(|r| r.start);
    let mut merged: Vec<TextRange> = Vec::with_capacity(lines.len());
    for range in lines {
        match merged.last_mut() {
            Some(last) if range.start <= last.end => last.end = last.end.max(range.end),
            _ => merged.push(range),
        }
    }
    for range in &merged {
        kept = cut(&kept, earlier, range.start, range.end, 0);
    }
    // The kept runs and the lines found again, in the order of the text.
    let mut tokens = TokenRuns::default();
    let mut splices = Vec::new();
    let mut found = merged.iter().peekable();
    let mut earlier_at = 0;
    for run in kept.iter().map(Some).chain([None]) {
        let run_start = run.and_then(|run| Some(run.start_of(&earlier.get(run.earlier.start)?)));
        let start = tokens.len();
        let mut matched = false;
        let mut found_again = Vec::new();
        while let Some(range) = found.next_if(|r| run_start.is_none_or(|at| r.start < at)) {
            found_again.extend(tokens_in(document, *range, stop)?);
            matched = true;
        }
        tokens.push_new(found_again);
        // Lines matched again without a token still make a splice: the
        // token after them may now be on another line.
        let earlier_next = run.map_or(earlier.len(), |run| run.earlier.start);
        if earlier_next > earlier_at || matched {
            splices.push(Splice {
                earlier_start: earlier_at,
                removed: earlier_next - earlier_at,
                start,
                inserted: tokens.len() - start,
            });
        }
        if let Some(run) = run {
            tokens.push_moved(earlier, run.earlier.clone(), run.shift);
            earlier_at = run.earlier.end;
        }
    }
    Some(MovedTokens {
        tokens: tokens.compacted(),
        splices,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tokens_of(t: &str) -> Vec<(&str, TokenType, u32)> {
        semantic_tokens(&Document::new(t))
            .into_iter()
            .map(|tok| (&t[tok.range.start..tok.range.end], tok.ty, tok.modifiers))
            .collect()
    }

    #[test]
    fn classifies_sharding_ir() {
        let t = "// hi\nsdy.mesh @mesh = <[\"data\"=2]>\nfunc.func @f(%arg0: tensor<8xf32>) -> tensor<8xf32> {\n  %0 = sdy.sharding_constraint %arg0 <@mesh, [{\"data\"}]> : tensor<8xf32>\n  return %0 : tensor<8xf32>\n}\n";
        let tokens = tokens_of(t);
        let find = |s: &str| {
            tokens
                .iter()
                .filter(|(x, _, _)| *x == s)
                .cloned()
                .collect::<Vec<_>>()
        };
        assert_eq!(find("// hi"), [("// hi", TokenType::Comment, 0)]);
        // The mesh: a readonly variable, declared once, used once.
        assert_eq!(
            find("@mesh"),
            [
                ("@mesh", TokenType::Variable, READONLY | DECLARATION),
                ("@mesh", TokenType::Variable, READONLY)
            ]
        );
        assert_eq!(find("@f"), [("@f", TokenType::Function, DECLARATION)]);
        assert_eq!(
            find("\"data\"")[0],
            ("\"data\"", TokenType::Property, DECLARATION)
        );
        assert_eq!(find("\"data\"")[1], ("\"data\"", TokenType::Property, 0));
        assert_eq!(
            find("%arg0")[0],
            ("%arg0", TokenType::Parameter, DECLARATION)
        );
        assert_eq!(find("%arg0")[1], ("%arg0", TokenType::Variable, 0));
        assert_eq!(find("%0")[0], ("%0", TokenType::Variable, DECLARATION));
        assert_eq!(find("sdy.sharding_constraint")[0].1, TokenType::Function);
        // A plain tensor type is one token of the grammar, one type here.
        assert_eq!(
            find("tensor<8xf32>")[0],
            ("tensor<8xf32>", TokenType::Type, DEFAULT_LIBRARY)
        );
        assert_eq!(find("func.func")[0].1, TokenType::Keyword);
        // Ordered, non-overlapping, single-line.
        let raw = semantic_tokens(&Document::new(t));
        for pair in raw.windows(2) {
            assert!(pair[0].range.end <= pair[1].range.start);
        }
        assert!(raw
            .iter()
            .all(|tok| !t[tok.range.start..tok.range.end].contains('\n')));
    }

    #[test]
    fn structured_types_and_location_tokens() {
        let t = "%0 = stablehlo.add %a, %a : tensor<8xf32, #enc> loc(#loc3)\n%1 = stablehlo.abs %0 : tensor<8xf32> loc(\"f.py\":1:2)\n";
        let tokens = tokens_of(t);
        let find = |s: &str| {
            tokens
                .iter()
                .find(|(x, _, _)| *x == s)
                .map(|(_, ty, m)| (*ty, *m))
        };
        // With an encoding, the type is parsed in parts.
        assert_eq!(find("tensor"), Some((TokenType::Type, DEFAULT_LIBRARY)));
        assert_eq!(find("8x"), Some((TokenType::Number, 0)));
        // `loc(#loc3)` is one token; `loc("f.py":1:2)` is parsed in parts.
        let directive = find("loc(#loc3)").expect("one location token");
        assert_eq!(find("loc"), Some(directive));
        assert_eq!(find("\"f.py\"").map(|(ty, _)| ty), Some(TokenType::String));
        // A custom op's `:` is a `punctuation` token the query tells apart
        // from its `,` by text: an operator, and no token.
        let colon = t.find(" : ").unwrap() + 1;
        let comma = t.find(", ").unwrap();
        let raw = semantic_tokens(&Document::new(t));
        let at = |offset: usize| {
            raw.iter()
                .find(|tok| tok.range.start == offset)
                .map(|tok| tok.ty)
        };
        assert_eq!(at(colon), Some(TokenType::Operator));
        assert_eq!(at(comma), None);
    }

    #[test]
    fn nested_captures_split_the_outer_token() {
        let raw = vec![
            Raw {
                start: 0,
                end: 10,
                kind: 0,
                pattern: 0,
                ty: TokenType::String,
                modifiers: 0,
            },
            Raw {
                start: 2,
                end: 4,
                kind: 0,
                pattern: 1,
                ty: TokenType::Number,
                modifiers: 0,
            },
            Raw {
                start: 6,
                end: 8,
                kind: 0,
                pattern: 0,
                ty: TokenType::Keyword,
                modifiers: 0,
            },
            Raw {
                start: 6,
                end: 8,
                kind: 0,
                pattern: 2,
                ty: TokenType::Label,
                modifiers: 0,
            },
        ];
        let out: Vec<(usize, usize, TokenType)> = flatten(raw)
            .into_iter()
            .map(|t| (t.range.start, t.range.end, t.ty))
            .collect();
        assert_eq!(
            out,
            [
                (0, 2, TokenType::String),
                (2, 4, TokenType::Number),
                (4, 6, TokenType::String),
                (6, 8, TokenType::Label),
                (8, 10, TokenType::String)
            ]
        );
    }

    #[test]
    fn multi_line_tokens_are_split() {
        let text = "ab\r\ncd\nef";
        let mut out = Vec::new();
        split_lines(
            text,
            Token {
                range: TextRange::new(0, text.len()),
                ty: TokenType::String,
                modifiers: 0,
            },
            &mut out,
        );
        let parts: Vec<&str> = out
            .iter()
            .map(|t| &text[t.range.start..t.range.end])
            .collect();
        assert_eq!(parts, ["ab", "cd", "ef"]);
    }

    #[test]
    fn a_range_yields_the_tokens_of_its_lines() {
        let t = "sdy.mesh @a = <[\"x\"=2]>\nsdy.mesh @b = <[\"y\"=4]>\nsdy.mesh @c = <[\"z\"=8]>\n";
        let doc = Document::new(t);
        let second = t.find("sdy.mesh @b").unwrap();
        let line = TextRange::new(second, t[second..].find('\n').unwrap() + second);
        let ranged = semantic_tokens_in(&doc, line);
        let texts: Vec<&str> = ranged
            .iter()
            .map(|tok| &t[tok.range.start..tok.range.end])
            .collect();
        assert!(
            texts.contains(&"@b") && texts.contains(&"\"y\""),
            "{texts:?}"
        );
        assert!(!texts.contains(&"@a") && !texts.contains(&"@c"));
        let full = semantic_tokens(&doc);
        assert!(ranged.iter().all(|tok| full.contains(tok)));
        assert!(semantic_tokens_in(&doc, TextRange::new(500, 900)).is_empty());
    }

    #[test]
    fn a_walk_asked_to_stop_gives_up_and_one_never_asked_finds_every_token() {
        let body: String = (0..2 * MATCHES_BETWEEN_STOPS)
            .map(|i| format!("  %{} = stablehlo.negate %arg0 : tensor<8xf32>\n", i))
            .collect();
        let doc = Document::new(format!(
            "func.func @f(%arg0: tensor<8xf32>) {{\n{body}  return\n}}\n"
        ));
        assert!(semantic_tokens_unless(&doc, &|| true).is_none());
        let asked = std::sync::atomic::AtomicUsize::new(0);
        let found = tokens_in_pieces(&doc, usize::MAX, &|| {
            asked.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            false
        });
        assert!(
            asked.load(std::sync::atomic::Ordering::Relaxed) >= 2,
            "asked between matches"
        );
        assert_eq!(found.map(|t| t.to_vec()), Some(semantic_tokens(&doc)));
        // Each op's result is a declaration.
        let declared = semantic_tokens(&doc)
            .iter()
            .filter(|t| t.ty == TokenType::Variable && t.modifiers & DECLARATION != 0)
            .count();
        assert_eq!(declared, 2 * MATCHES_BETWEEN_STOPS);
    }

    #[test]
    fn tokens_found_in_pieces_of_lines_are_the_tokens_of_the_whole() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut checked = 0;
        let dirs = ["../examples", "tests/inputs", "tests/ir_inputs"];
        let entries = dirs
            .iter()
            .flat_map(|dir| std::fs::read_dir(root.join(dir)).expect("a test directory"));
        for entry in entries.flatten() {
            let Ok(text) = std::fs::read_to_string(entry.path()) else {
                continue;
            };
            let doc = Document::new(text);
            let whole = semantic_tokens(&doc);
            // Pieces of a line or two, and of a few lines: every line
            // boundary of the file is some piece's.
            for piece_bytes in [1, 97, 1000] {
                let pieces = tokens_in_pieces(&doc, piece_bytes, &|| false).expect("not stopped");
                assert_eq!(
                    pieces.to_vec(),
                    whole,
                    "{:?} in pieces of {piece_bytes}",
                    entry.path()
                );
            }
            checked += 1;
        }
        assert!(checked >= 10, "{checked} files");
    }

    #[test]
    fn legend_is_consistent() {
        for (i, ty) in TokenType::ALL.iter().enumerate() {
            assert_eq!(ty.index() as usize, i);
        }
        assert!(semantic_tokens(&Document::new("")).is_empty());
    }
}
