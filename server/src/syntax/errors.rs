//! Syntax diagnostics read off a tree-sitter tree: one per ERROR node, one per
//! MISSING node, and one per string literal without its closing quote.
//!
//! An ERROR node does not say which token was wrong: error recovery often wraps
//! perfectly valid tokens before the culprit (`["a"=2 "b"=3]` yields
//! `(ERROR "a"=2)` and a clean `"b"=3`). So each ERROR is scanned token by
//! token, together with the token right after it, and the first token the
//! parse table rejects is reported, with the tokens that table would have
//! accepted. The walk is iterative (a `TreeCursor`), so nesting depth is only
//! bounded by memory.

use std::collections::HashSet;

use tree_sitter::{Language, Node, Tree};

use super::braces;
use super::strings::UnterminatedStrings;
use crate::diagnostic::{Diagnostic, RelatedInfo};
use crate::text::TextRange;

/// Beyond this many syntax errors a file is most likely not MLIR at all, and
/// more diagnostics would only bury the first ones (and slow editors down).
pub const MAX_SYNTAX_ERRORS: usize = 200;

/// At most this many alternatives are listed after "expected"; a longer list
/// says nothing useful and is left out.
const MAX_EXPECTED: usize = 6;

/// Longest token text quoted in a message, in characters.
const MAX_QUOTED_CHARS: usize = 32;

/// Reports the syntax errors of `tree`, which must have been parsed from `text`.
///
/// Only subtrees that contain an error are walked token by token; the others
/// (after an edit, nearly all of the file) are skipped, remembering their last
/// token for the error scan and checking their text for unterminated strings.
pub fn syntax_diagnostics(tree: &Tree, text: &str) -> Vec<Diagnostic> {
    syntax_diagnostics_with(tree, text, &UnterminatedStrings::scan(text))
}

/// `syntax_diagnostics` with the unterminated strings of `text` already
/// found (an open document keeps them across edits).
pub fn syntax_diagnostics_with(
    tree: &Tree,
    text: &str,
    strings: &UnterminatedStrings,
) -> Vec<Diagnostic> {
    // A tree without ERROR or MISSING nodes can only hide unterminated
    // strings.
    if !tree.root_node().has_error() {
        return strings
            .all()
            .iter()
            .map(|&r| unterminated_string(r))
            .collect();
    }
    let mut diagnostics = collect(tree, text, strings);
    for diagnostic in &mut diagnostics {
        note_early_close(tree, text, diagnostic);
    }
    diagnostics
}

/// An unexpected `}` is often the last of a file in which an extra `}` typed
/// after an op closed a region early: point at that one too.
fn note_early_close(tree: &Tree, text: &str, diagnostic: &mut Diagnostic) {
    if diagnostic.code != "syntax/unexpected" || !text[diagnostic.range.start..].starts_with('}') {
        return;
    }
    let Some((close, open)) = braces::early_close(tree.root_node(), diagnostic.range.start, text)
    else {
        return;
    };
    let message = format!(
        "this `}}`, after an op on its line, closes the region opened on line {}; if it is extra, the ops after it fell out of that region",
        line_number(text, open.start)
    );
    diagnostic.related.push(RelatedInfo {
        range: close,
        message,
    });
}

/// 1-based line of `offset`, for messages.
fn line_number(text: &str, offset: usize) -> usize {
    text.as_bytes()[..offset]
        .iter()
        .filter(|&&b| b == b'\n')
        .count()
        + 1
}

fn collect(tree: &Tree, text: &str, strings: &UnterminatedStrings) -> Vec<Diagnostic> {
    let mut collector = Collector::new(tree.language().to_owned(), text, strings);
    let mut cursor = tree.walk();
    loop {
        let node = cursor.node();
        // A subtree without errors only matters for the token it ends with,
        // unless an ERROR before it waits for its first token.
        let skip = !node.has_error() && collector.waiting.is_none() && node.child_count() > 0;
        if skip {
            collector.skip(node);
        } else {
            // A MISSING token's parent, from the cursor (see `braces`).
            let parent = node.is_missing().then(|| {
                let mut up = cursor.clone();
                up.goto_parent().then(|| up.node())
            });
            collector.enter(node, parent.flatten());
            if cursor.goto_first_child() {
                continue;
            }
        }
        loop {
            // (A skipped subtree is never the ERROR node `leave` closes.)
            collector.leave(cursor.node());
            if cursor.goto_next_sibling() {
                break;
            }
            if !cursor.goto_parent() {
                return collector.finish();
            }
        }
    }
}

/// The diagnostic of a string without its closing quote at `range`.
fn unterminated_string(range: TextRange) -> Diagnostic {
    Diagnostic::error(
        range,
        "syntax/unterminated-string",
        "unterminated string: the closing `\"` is missing on this line",
    )
}

/// The last token of an error-free subtree that the walk would remember
/// (comments left out), searched from the end without recursion.
fn last_token(node: Node) -> Option<Node> {
    // Each entry: a node and how many of its children are still to be tried.
    let mut stack = vec![(node, node.child_count())];
    while let Some((current, remaining)) = stack.pop() {
        if current.child_count() == 0 {
            if !current.is_extra() && !current.is_missing() {
                return Some(current);
            }
            continue;
        }
        if remaining == 0 {
            continue;
        }
        stack.push((current, remaining - 1));
        if let Some(child) = current.child(remaining - 1) {
            stack.push((child, child.child_count()));
        }
    }
    None
}

/// What the walk remembers of a token.
#[derive(Clone, Copy)]
struct Leaf {
    range: TextRange,
    symbol: u16,
    /// The parse state the token was lexed in (before pending reductions).
    state: u16,
    /// The state right after shifting the token; 0 when it was not shifted.
    next_state: u16,
}

impl Leaf {
    fn new(node: Node) -> Self {
        Leaf {
            range: node.byte_range().into(),
            symbol: node.grammar_id(),
            state: node.parse_state(),
            next_state: node.next_parse_state(),
        }
    }
}

/// The token blamed for an ERROR node.
#[derive(Clone, Copy)]
enum Culprit {
    Token {
        leaf: Leaf,
        /// The state whose lookahead set the token is not in.
        state: u16,
    },
    EndOfFile {
        state: u16,
    },
}

/// An ERROR node being scanned for its culprit.
struct ErrorScan {
    range: TextRange,
    first_leaf: Option<Leaf>,
    culprit: Option<Culprit>,
}

struct Collector<'a> {
    grammar: Grammar,
    text: &'a str,
    strings: &'a UnterminatedStrings,
    out: Vec<Diagnostic>,
    errors: usize,
    /// The last token seen (comments and MISSING tokens excluded).
    prev: Option<Leaf>,
    /// The outermost ERROR node we are inside, by node id. Nested ERROR and
    /// MISSING nodes are part of the same mistake and are not reported again.
    open: Option<(usize, ErrorScan)>,
    /// An ERROR node whose own tokens all looked acceptable: the culprit may
    /// be the token after it.
    waiting: Option<ErrorScan>,
}

impl<'a> Collector<'a> {
    fn new(language: Language, text: &'a str, strings: &'a UnterminatedStrings) -> Self {
        Collector {
            grammar: Grammar::new(language),
            text,
            strings,
            out: Vec::new(),
            errors: 0,
            prev: None,
            open: None,
            waiting: None,
        }
    }

    fn enter(&mut self, node: Node, parent_of_missing: Option<Node>) {
        if node.is_error() && self.open.is_none() {
            self.open = Some((
                node.id(),
                ErrorScan {
                    range: node.byte_range().into(),
                    first_leaf: None,
                    culprit: None,
                },
            ));
        }
        if node.child_count() == 0 {
            self.visit_leaf(node, parent_of_missing);
        }
    }

    /// Passes over a subtree without errors: its unterminated strings are
    /// found in its text, and its last token becomes the previous token.
    fn skip(&mut self, node: Node) {
        let range: TextRange = node.byte_range().into();
        for &string in self.strings.within(range) {
            self.push(unterminated_string(string));
        }
        if let Some(last) = last_token(node) {
            self.prev = Some(Leaf::new(last));
        }
    }

    fn leave(&mut self, node: Node) {
        if !matches!(self.open, Some((id, _)) if id == node.id()) {
            return;
        }
        let Some((_, scan)) = self.open.take() else {
            return;
        };
        if scan.culprit.is_some() {
            self.report_error(scan);
        } else {
            // An empty ERROR cannot have consumed the token the older one waits for.
            if let Some(older) = self.waiting.take() {
                self.report_error(older);
            }
            self.waiting = Some(scan);
        }
    }

    fn visit_leaf(&mut self, node: Node, parent_of_missing: Option<Node>) {
        if node.is_missing() {
            if self.open.is_none() {
                let diagnostic =
                    self.unclosed_brace(node, parent_of_missing)
                        .unwrap_or_else(|| {
                            Diagnostic::error(
                                TextRange::empty(node.start_byte()),
                                "syntax/missing",
                                format!("missing {}", self.grammar.describe_missing(node)),
                            )
                        });
                self.push(diagnostic);
            }
            return;
        }
        if node.is_extra() && !node.is_error() {
            return;
        }
        if node.grammar_id() == self.grammar.string && is_unterminated_string(self.node_text(node))
        {
            self.push(unterminated_string(node.byte_range().into()));
        }

        let leaf = Leaf::new(node);
        let scanning = self.waiting.is_some()
            || matches!(&self.open, Some((_, scan)) if scan.culprit.is_none());
        // Outside errors the table is not consulted: that keeps big files fast.
        let rejected_in = if !scanning {
            None
        } else if node.is_error() {
            // A childless ERROR is text the lexer could not turn into any token.
            let after_prev = self.prev.map_or(0, |prev| prev.next_state);
            Some(if after_prev != 0 {
                after_prev
            } else {
                leaf.state
            })
        } else {
            self.rejected_in(leaf)
        };
        if let Some(mut waiting) = self.waiting.take() {
            if let Some(state) = rejected_in {
                waiting.culprit = Some(Culprit::Token { leaf, state });
            }
            self.report_error(waiting);
        }
        if let Some((_, scan)) = &mut self.open {
            scan.first_leaf.get_or_insert(leaf);
            if scan.culprit.is_none() {
                if let Some(state) = rejected_in {
                    scan.culprit = Some(Culprit::Token { leaf, state });
                }
            }
        }
        self.prev = Some(leaf);
    }

    /// The parse state that rejects `leaf`, if one provably does: either the
    /// state after the previous token or the state the token was lexed in.
    /// Tree-sitter merges LR states, so lookahead sets can be too large (a
    /// wrong token may pass), never too small.
    fn rejected_in(&self, leaf: Leaf) -> Option<u16> {
        if let Some(prev) = self.prev {
            // Hidden external tokens (the zero-width end of a custom op) are
            // not in the tree, so the visible next token cannot be judged here.
            if self.grammar.rejects(prev.next_state, leaf.symbol, true) {
                return Some(prev.next_state);
            }
        }
        self.grammar
            .rejects(leaf.state, leaf.symbol, false)
            .then_some(leaf.state)
    }

    fn finish(mut self) -> Vec<Diagnostic> {
        if let Some(mut waiting) = self.waiting.take() {
            if let Some(prev) = self.prev {
                if self
                    .grammar
                    .rejects(prev.next_state, self.grammar.end, true)
                {
                    waiting.culprit = Some(Culprit::EndOfFile {
                        state: prev.next_state,
                    });
                }
            }
            self.report_error(waiting);
        }
        self.out
    }

    fn report_error(&mut self, scan: ErrorScan) {
        let (range, message) = match scan.culprit {
            Some(Culprit::Token { leaf, state }) => {
                // Underline from the culprit to the end of the skipped text.
                let end = if scan.range.contains(leaf.range.start) {
                    scan.range.end.max(leaf.range.end)
                } else {
                    leaf.range.end
                };
                let found = quote(&self.text[leaf.range.start..leaf.range.end]);
                let message = match self.grammar.expected(state) {
                    Some(expected) => format!("unexpected {found}; expected {expected}"),
                    None => format!("unexpected {found}"),
                };
                (TextRange::new(leaf.range.start, end), message)
            }
            Some(Culprit::EndOfFile { state }) => {
                let message = match self.grammar.expected(state) {
                    Some(expected) => format!("unexpected end of file; expected {expected}"),
                    None => "unexpected end of file".to_string(),
                };
                (TextRange::empty(self.text.len()), message)
            }
            // No token was provably wrong: blame the ERROR node as a whole.
            None => {
                let message = match scan.first_leaf {
                    Some(leaf) => {
                        format!(
                            "unexpected {}",
                            quote(&self.text[leaf.range.start..leaf.range.end])
                        )
                    }
                    None => "syntax error".to_string(),
                };
                (scan.range, message)
            }
        };
        self.push(Diagnostic::error(range, "syntax/unexpected", message));
    }

    /// A region's MISSING `}` reported at the `{` that indentation says is
    /// unclosed (see `braces`), when there is one.
    fn unclosed_brace(&self, missing: Node, parent: Option<Node>) -> Option<Diagnostic> {
        if missing.kind() != "}" {
            return None;
        }
        let (open, taken) = braces::unclosed_brace(parent?, self.text)?;
        let message = format!(
            "unclosed `{{`: its region takes the `}}` on line {}, which lines up with an enclosing region",
            line_number(self.text, taken.start)
        );
        Some(
            Diagnostic::error(open, "syntax/missing", message).with_related(
                TextRange::empty(missing.start_byte()),
                "the enclosing region lacks its `}` here",
            ),
        )
    }

    fn push(&mut self, diagnostic: Diagnostic) {
        self.errors += 1;
        if self.errors < MAX_SYNTAX_ERRORS {
            self.out.push(diagnostic);
        } else if self.errors == MAX_SYNTAX_ERRORS {
            self.out.push(Diagnostic::error(
                diagnostic.range,
                "syntax/too-many-errors",
                format!(
                    "too many syntax errors; not reporting any after the first {}",
                    MAX_SYNTAX_ERRORS - 1
                ),
            ));
        }
    }

    fn node_text(&self, node: Node) -> &'a str {
        let text: &'a str = self.text;
        text.get(node.byte_range()).unwrap_or("")
    }
}

/// A `string` token may lack its closing quote (the grammar lets it end at the
/// end of the line): `"` alone, no final `"`, or a final `"` that is escaped.
fn is_unterminated_string(token: &str) -> bool {
    let Some(body) = token.strip_prefix('"') else {
        return false;
    };
    let Some(inner) = body.strip_suffix('"') else {
        return true;
    };
    let backslashes = inner.bytes().rev().take_while(|&b| b == b'\\').count();
    backslashes % 2 == 1
}

/// Token text for a message: in backticks, first line only, shortened.
fn quote(token: &str) -> String {
    let line = token.lines().next().unwrap_or("");
    let mut shown: String = line.chars().take(MAX_QUOTED_CHARS).collect();
    if shown.len() < token.len() {
        shown.push('…');
    }
    if shown.is_empty() {
        "end of file".to_string()
    } else {
        format!("`{shown}`")
    }
}

/// The language's symbol table, read for messages.
struct Grammar {
    language: Language,
    /// Symbols below this id are tokens; the first nonterminal is the start
    /// rule (tree-sitter numbers tokens first, then rules in grammar order).
    token_count: u16,
    end: u16,
    string: u16,
    extras: [u16; 2],
    /// The externals the scanner never produces (`_line_probe`, and
    /// `_close_brace_ok`, valid before every `}`): a state expecting them
    /// hides nothing.
    never_hidden: [u16; 2],
    /// The external `line_break`, produced only where it is not valid: it
    /// is never worth naming as expected.
    line_break: u16,
}

impl Grammar {
    fn new(language: Language) -> Self {
        let token_count = language.id_for_node_kind("source_file", true);
        let string = language.id_for_node_kind("string", true);
        let extras = [
            language.id_for_node_kind("comment", true),
            language.id_for_node_kind("split_marker", true),
        ];
        // `id_for_node_kind` skips hidden symbols; look them up by name.
        let hidden_token = |name: &str| {
            (0..token_count)
                .find(|&id| language.node_kind_for_id(id) == Some(name))
                .unwrap_or(u16::MAX)
        };
        let never_hidden = [hidden_token("_line_probe"), hidden_token("_close_brace_ok")];
        let line_break = language.id_for_node_kind("line_break", true);
        Grammar {
            language,
            token_count,
            end: 0,
            string,
            extras,
            never_hidden,
            line_break,
        }
    }

    /// True if the parse table provably rejects `symbol` in `state`. State 0
    /// is tree-sitter's error-recovery state, which accepts anything. With
    /// `strict_hidden`, a state that also expects a hidden token proves nothing.
    fn rejects(&self, state: u16, symbol: u16, strict_hidden: bool) -> bool {
        if state == 0 {
            return false;
        }
        let Some(lookahead) = self.language.lookahead_iterator(state) else {
            return false;
        };
        let mut hidden = false;
        for candidate in lookahead {
            if candidate == symbol {
                return false;
            }
            hidden |= candidate < self.token_count
                && !self.language.node_kind_is_visible(candidate)
                && !self.never_hidden.contains(&candidate);
        }
        !(strict_hidden && hidden)
    }

    /// "`}` or an axis name": what `state` accepts, in words, or `None` when
    /// the list would be too long to help.
    fn expected(&self, state: u16) -> Option<String> {
        if state == 0 {
            return None;
        }
        let lookahead = self.language.lookahead_iterator(state)?;
        let mut tokens = Vec::new();
        let mut rules = HashSet::new();
        for symbol in lookahead {
            if symbol >= self.token_count {
                rules.insert(self.language.node_kind_for_id(symbol).unwrap_or(""));
            } else if symbol != self.end
                && symbol != self.line_break
                && !self.extras.contains(&symbol)
                && self.language.node_kind_is_visible(symbol)
            {
                tokens.push(symbol);
            }
        }
        let mut quoted = Vec::new();
        let mut phrases = Vec::new();
        let groups = Groups::of(self, &tokens);
        for &symbol in &tokens {
            let name = self.language.node_kind_for_id(symbol).unwrap_or("");
            let named = self.language.node_kind_is_named(symbol);
            let entry = if let Some(group) = groups.phrase_for(name, named) {
                Entry::Phrase(group)
            } else if named {
                Entry::Phrase(describe_named_token(name, &rules))
            } else {
                Entry::Quoted(format!("`{name}`"))
            };
            match entry {
                Entry::Quoted(text) if !quoted.contains(&text) => quoted.push(text),
                Entry::Phrase(text) if !phrases.contains(&text) => phrases.push(text),
                _ => {}
            }
        }
        quoted.extend(phrases);
        if quoted.is_empty() || quoted.len() > MAX_EXPECTED {
            return None;
        }
        Some(join_alternatives(&quoted))
    }

    fn describe_missing(&self, node: Node) -> String {
        let name = node.kind();
        if node.is_named() {
            describe_named_token(name, &HashSet::new())
        } else {
            format!("`{name}`")
        }
    }
}

enum Entry {
    Quoted(String),
    Phrase(String),
}

/// Whole families of tokens that are summed up in one phrase when several of
/// them are expected at once (the start of an operation, of a type, …).
struct Groups {
    operation: bool,
    types: bool,
    attribute: bool,
}

const TYPE_TOKENS: &[&str] = &[
    "tensor",
    "memref",
    "vector",
    "tuple",
    "complex",
    "builtin_type",
    "type_alias",
];

const ATTRIBUTE_TOKENS: &[&str] = &[
    "dense",
    "dense_resource",
    "sparse",
    "array",
    "affine_map",
    "affine_set",
    "strided",
    "distinct",
    "#sdy.sharding",
    "#sdy.sharding_per_value",
    "#sdy.mesh",
    "#sdy.op_sharding_rule",
    "#mesh.shard",
    "attribute_alias",
    "unit_attribute",
    "loc",
];

/// Literals that start an attribute too.
const LITERAL_TOKENS: &[&str] = &["integer", "float", "string", "true", "false", "bare_id"];

/// Op names written as keywords: dialect-qualified (`sdy.mesh`) or one of the
/// short builtin forms.
fn is_operation_keyword(name: &str, named: bool) -> bool {
    !named
        && (matches!(name, "module" | "func" | "return" | "call")
            || (name.starts_with(|c: char| c.is_ascii_lowercase()) && name.contains('.')))
}

impl Groups {
    /// A family is summed up once at least three of its members are expected.
    fn of(grammar: &Grammar, tokens: &[u16]) -> Self {
        let (mut operations, mut types, mut attributes) = (0, 0, 0);
        for &symbol in tokens {
            let name = grammar.language.node_kind_for_id(symbol).unwrap_or("");
            let named = grammar.language.node_kind_is_named(symbol);
            operations += usize::from(is_operation_keyword(name, named));
            types += usize::from(TYPE_TOKENS.contains(&name));
            attributes += usize::from(ATTRIBUTE_TOKENS.contains(&name));
        }
        Groups {
            operation: operations >= 3,
            types: types >= 3,
            attribute: attributes >= 3,
        }
    }

    fn phrase_for(&self, name: &str, named: bool) -> Option<String> {
        let phrase = if self.operation
            && (is_operation_keyword(name, named)
                || matches!(name, "bare_id" | "string" | "value_id"))
        {
            // `%x = …`, a custom op name and a quoted generic op name all start an op.
            "an operation"
        } else if self.attribute
            && (ATTRIBUTE_TOKENS.contains(&name)
                || LITERAL_TOKENS.contains(&name)
                || TYPE_TOKENS.contains(&name)
                || matches!(name, "symbol_id" | "{" | "["))
        // dictionaries, arrays
        {
            "an attribute"
        } else if self.types && TYPE_TOKENS.contains(&name) {
            "a type"
        } else {
            return None;
        };
        Some(phrase.to_string())
    }
}

/// Words for a named token. `rules` are the nonterminals the same state
/// expects, which tell what a plain string stands for there.
fn describe_named_token(name: &str, rules: &HashSet<&str>) -> String {
    let phrase = match name {
        "string" if rules.contains("axis_ref") || rules.contains("mesh_axis") => "an axis name",
        "string" => "a string",
        "bare_id" => "an identifier",
        "integer" => "an integer",
        "float" => "a floating-point number",
        "value_id" => "a value (`%name`)",
        "symbol_id" => "a symbol (`@name`)",
        "caret_id" => "a block label (`^name`)",
        "attribute_alias" => "an attribute (`#name`)",
        "type_alias" => "a type (`!name`)",
        "builtin_type" => "a type",
        "dimension_list" | "vector_dimension_list" => "a shape (`4x8x`)",
        "dimension_shape" => "a grid shape (`2x4`)",
        "result_number" => "a result number (`#0`)",
        "priority" => "a priority (`p0`)",
        // Keywords the grammar aliases to named nodes: name the keywords.
        "open_marker" | "dynamic_size" => "`?`",
        "unit_attribute" => "`unit`",
        "custom_rule" => "`custom`",
        "annotate_for_users" => "`annotate_for_users`",
        "visibility" => "`public`, `private` or `nested`",
        "reduction_kind" => "a reduction (`sum`, `max`, `min`)",
        "factor_kind" => "a factor kind (`reduction`, `need_replication`, `permutation`, …)",
        other => return with_article(&other.replace('_', " ")),
    };
    phrase.to_string()
}

fn with_article(noun: &str) -> String {
    let article = if noun.starts_with(['a', 'e', 'i', 'o', 'u']) {
        "an"
    } else {
        "a"
    };
    format!("{article} {noun}")
}

/// "a", "a or b", "a, b or c".
fn join_alternatives(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::syntax::parse;

    fn diagnostics(text: &str) -> Vec<Diagnostic> {
        syntax_diagnostics(&parse(text), text)
    }

    /// (code, message, underlined text) for each diagnostic.
    fn summary(text: &str) -> Vec<(&'static str, String, String)> {
        diagnostics(text)
            .into_iter()
            .map(|d| {
                (
                    d.code,
                    d.message,
                    text[d.range.start..d.range.end].to_string(),
                )
            })
            .collect()
    }

    #[test]
    fn clean_input_has_no_diagnostics() {
        let text = r#"sdy.mesh @mesh = <["data"=2, "model"=4]>
func.func @f(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> tensor<8x16xf32> {
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{"data"}, {"model"}]> : tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}
"#;
        assert_eq!(diagnostics(text), vec![]);
        assert_eq!(diagnostics(""), vec![]);
    }

    #[test]
    fn missing_closing_brace_in_a_dimension_sharding() {
        let text = r#"%0 = sdy.sharding_constraint %x <@m, [{"a"]> : tensor<4xf32>"#;
        let found = summary(text);
        assert_eq!(found.len(), 1, "{found:?}");
        assert_eq!(found[0].0, "syntax/missing");
        assert_eq!(found[0].1, "missing `}`");
        let d = &diagnostics(text)[0];
        assert_eq!(d.range, TextRange::empty(text.find(']').unwrap()));
    }

    #[test]
    fn an_open_bracket_in_a_custom_op_ends_at_its_line() {
        for (line, closer) in [
            (
                "%1 = stablehlo.add %0, %0 : (tensor<8xf32> -> tensor<8xf32>",
                ")",
            ),
            (
                "%1 = stablehlo.dot_general %0, %0, contracting_dims = [0 x [0] : (tensor<8xf32>, tensor<8xf32>) -> tensor<f32>",
                "]",
            ),
        ] {
            let text = format!(
                "func.func @f(%arg0: tensor<8xf32>) -> tensor<8xf32> {{\n  %0 = stablehlo.add %arg0, %arg0 : tensor<8xf32>\n  {line}\n  %2 = stablehlo.multiply %1, %1 : tensor<8xf32>\n  return %2 : tensor<8xf32>\n}}\n"
            );
            let found = diagnostics(&text);
            assert_eq!(found.len(), 1, "{found:?}");
            assert_eq!(found[0].code, "syntax/missing");
            assert_eq!(found[0].message, format!("missing `{closer}`"));
            // At the end of the broken line, not on a later one.
            let line_end = text.find(line).unwrap() + line.len();
            assert_eq!(found[0].range, TextRange::empty(line_end));
            // The ops after it are ops.
            let tree = parse(&text);
            let ops = tree.root_node().to_sexp().matches("(operation").count();
            assert_eq!(ops, 5, "{}", tree.root_node().to_sexp());
        }
    }

    #[test]
    fn the_token_after_valid_wrapped_text_is_blamed() {
        // Recovery wraps `"a"=2` in an ERROR; the mistake is the missing comma.
        let text = "sdy.mesh @m = <[\"a\"=2 \"b\"=3]>\n";
        assert_eq!(
            summary(text),
            vec![(
                "syntax/unexpected",
                "unexpected `\"b\"`; expected `,` or `]`".to_string(),
                "\"b\"".to_string()
            )]
        );
    }

    #[test]
    fn expected_tokens_come_from_the_parse_table() {
        let text =
            "%0 = sdy.sharding_constraint %x <@m, [{\"a\"}], replicated{\"b\"}> : tensor<4xf32>\n";
        let found = summary(text);
        assert_eq!(found.len(), 1, "{found:?}");
        assert_eq!(found[0].1, "unexpected `{`; expected `=`");
        assert_eq!(found[0].2, "{\"b\"}");
    }

    #[test]
    fn strings_in_axis_positions_are_axis_names() {
        let text = "%0 = sdy.sharding_constraint %x <@m, [{\"a\"}, {]]> : tensor<4xf32>\n";
        let messages: Vec<String> = summary(text).into_iter().map(|s| s.1).collect();
        assert!(
            messages.iter().any(|m| m.contains("an axis name")),
            "{messages:?}"
        );
    }

    #[test]
    fn garbage_at_top_level() {
        let found = summary("]]]\n");
        assert_eq!(found.len(), 1, "{found:?}");
        assert_eq!(found[0].0, "syntax/unexpected");
        assert!(found[0].1.starts_with("unexpected `]`"), "{found:?}");
        assert_eq!(found[0].2, "]]]");
    }

    #[test]
    fn missing_closing_brace_of_a_function_body() {
        let text = "func.func @f(%x: tensor<4xf32>) {\n  return %x : tensor<4xf32>\n";
        let found = summary(text);
        assert_eq!(found.len(), 1, "{found:?}");
        assert_eq!(found[0].1, "missing `}`");
    }

    #[test]
    fn an_unclosed_region_is_reported_at_its_brace() {
        let text = "func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {\n  \
                    %0 = foo.op %x {\n  \
                    %1 = foo.other %0 : tensor<4xf32>\n  \
                    return %1 : tensor<4xf32>\n}\n";
        let found = diagnostics(text);
        assert_eq!(found.len(), 1, "{found:?}");
        let brace = text.find("%x {").unwrap() + 3;
        assert_eq!(found[0].code, "syntax/missing");
        assert_eq!(found[0].range, TextRange::new(brace, brace + 1));
        assert!(
            found[0].message.contains("the `}` on line 5"),
            "{}",
            found[0].message
        );
        assert_eq!(found[0].related[0].range, TextRange::empty(text.len() - 1));
    }

    #[test]
    fn a_missing_brace_without_a_misindented_region_stays_at_the_end() {
        // The body's own `}` is missing; no inner region took it.
        let text = "func.func @f(%x: tensor<4xf32>) {\n  %0 = foo.op %x {\n  }\n";
        let found = summary(text);
        assert_eq!(found.len(), 1, "{found:?}");
        assert_eq!(found[0].1, "missing `}`");
    }

    #[test]
    fn a_stray_brace_after_an_op_is_pointed_at() {
        let text = "func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {\n  \
                    %0 = foo.op %x : tensor<4xf32> }\n  \
                    return %0 : tensor<4xf32>\n}\n";
        let found = diagnostics(text);
        assert_eq!(found.len(), 1, "{found:?}");
        assert_eq!(found[0].message, "unexpected `}`");
        assert_eq!(found[0].range.start, text.len() - 2);
        let stray = text.find("> }").unwrap() + 2;
        let note = &found[0].related[0];
        assert_eq!(note.range, TextRange::new(stray, stray + 1));
        assert!(
            note.message.contains("opened on line 1"),
            "{}",
            note.message
        );
    }

    #[test]
    fn an_unclosed_operand_list_is_closed_where_the_type_starts() {
        let text = "func.func @f(%x: tensor<4xf32>) {\n  \
                    %0 = \"foo.op\"(%x : (tensor<4xf32>) -> tensor<4xf32>\n  \
                    %1 = \"foo.op\"(%0) : (tensor<4xf32> -> tensor<4xf32>\n  \
                    return\n}\n";
        let found = summary(text);
        let missing: Vec<_> = found
            .iter()
            .map(|(code, message, _)| (*code, message.as_str()))
            .collect();
        assert_eq!(
            missing,
            [
                ("syntax/missing", "missing `)`"),
                ("syntax/missing", "missing `)`")
            ]
        );
        let first = diagnostics(text);
        assert_eq!(first[0].range.start, text.find("%x :").unwrap() + 2);
        assert_eq!(first[1].range.start, text.find("f32> ->").unwrap() + 4);
    }

    #[test]
    fn unterminated_string_in_an_otherwise_valid_tree() {
        // The custom op swallows the string as an item: no ERROR node at all.
        let text = "%0 = foo.bar \"ab\\\"c : tensor<4xf32>\n// \"not a string\n%1 = foo.baz \"ok\" : f32\n";
        let tree = crate::syntax::parse(text);
        assert!(!tree.root_node().has_error());
        let found = syntax_diagnostics(&tree, text);
        assert_eq!(found.len(), 1, "{found:?}");
        assert_eq!(found[0].code, "syntax/unterminated-string");
        assert_eq!(
            &text[found[0].range.start..found[0].range.end],
            "\"ab\\\"c : tensor<4xf32>"
        );
    }

    #[test]
    fn unterminated_string_is_reported_with_the_error_it_causes() {
        let text = "%0 = sdy.sharding_constraint %x <@m, [{\"a}]> : tensor<4xf32>\n%1 = \"a.b\"() : () -> ()\n";
        let found = summary(text);
        let codes: Vec<&str> = found.iter().map(|f| f.0).collect();
        assert!(codes.contains(&"syntax/unterminated-string"), "{found:?}");
        let string = found
            .iter()
            .find(|f| f.0 == "syntax/unterminated-string")
            .unwrap();
        assert_eq!(string.2, "\"a}]> : tensor<4xf32>");
        assert!(codes.contains(&"syntax/unexpected"), "{found:?}");
    }

    #[test]
    fn unterminated_string_detection() {
        assert!(is_unterminated_string("\""));
        assert!(is_unterminated_string("\"abc"));
        assert!(is_unterminated_string("\"abc\\\""));
        assert!(!is_unterminated_string("\"\""));
        assert!(!is_unterminated_string("\"abc\""));
        assert!(!is_unterminated_string("\"abc\\\\\""));
    }

    #[test]
    fn nested_errors_are_reported_once() {
        let text = "func.func @f() {\n  %0 = \"a.b\"(%1 %2 ]] ) : () -> ()\n}\n";
        let found = summary(text);
        assert_eq!(
            found.iter().filter(|f| f.0 == "syntax/unexpected").count(),
            1,
            "{found:?}"
        );
    }

    #[test]
    fn end_of_file_inside_an_operation() {
        let found = summary("sdy.mesh @m = <[\"a\"=2");
        assert!(!found.is_empty());
        assert!(
            found.iter().all(|f| f.0.starts_with("syntax/")),
            "{found:?}"
        );
    }

    #[test]
    fn deep_nesting_does_not_overflow_the_stack() {
        let depth = 10_000;
        let text = format!(
            "\"a.b\"() {{x = {}{}}} : () -> ()\n",
            "[".repeat(depth),
            "]".repeat(depth)
        );
        assert_eq!(diagnostics(&text), vec![]);
        let unclosed = format!("\"a.b\"() {{x = {}}} : () -> ()\n", "[".repeat(depth));
        assert!(!diagnostics(&unclosed).is_empty());
    }

    /// A MISSING `}` deep inside brackets (fuzz/regressions/check_bytes/
    /// missing-brace-under-deep-nesting): asking tree-sitter for a
    /// zero-width node's parent recursed once per level and overflowed a
    /// 2 MiB thread stack, where the server analyses. The walk's cursor
    /// gives the parent instead.
    #[test]
    fn a_missing_brace_under_deep_nesting_does_not_overflow_the_stack() {
        let input = include_bytes!(
            "../../../fuzz/regressions/check_bytes/missing-brace-under-deep-nesting"
        );
        let text = String::from_utf8_lossy(input).into_owned();
        let found = std::thread::Builder::new()
            .stack_size(2 << 20)
            .spawn(move || diagnostics(&text))
            .unwrap()
            .join()
            .expect("no stack overflow");
        assert!(found.iter().any(|d| d.code == "syntax/missing"));
    }

    #[test]
    fn error_count_is_capped() {
        let text = "sdy.mesh @m = <[\"a\"=2 \"b\"=3]>\n".repeat(MAX_SYNTAX_ERRORS * 2);
        let found = diagnostics(&text);
        assert_eq!(found.len(), MAX_SYNTAX_ERRORS);
        assert_eq!(found.last().unwrap().code, "syntax/too-many-errors");
    }

    #[test]
    fn long_tokens_are_shortened_in_messages() {
        assert_eq!(quote("]"), "`]`");
        assert_eq!(quote(&"x".repeat(40)), format!("`{}…`", "x".repeat(32)));
        assert_eq!(quote("ab\ncd"), "`ab…`");
        assert_eq!(quote(""), "end of file");
    }

    #[test]
    fn alternatives_are_joined_in_prose() {
        let items = |xs: &[&str]| xs.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(join_alternatives(&items(&["a"])), "a");
        assert_eq!(join_alternatives(&items(&["a", "b"])), "a or b");
        assert_eq!(join_alternatives(&items(&["a", "b", "c"])), "a, b or c");
    }
}
