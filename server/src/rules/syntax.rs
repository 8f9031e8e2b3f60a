//! Parser of `#sdy.op_sharding_rule<…>` text, with Shardy's parse errors
//! (`parsers.cc`) word for word. Verification is in `verify.rs`.

use super::model::factor_symbol;
use std::ops::Range;

/// An error in a rule's text; `span` is a byte range in the parsed text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuleError {
    pub message: String,
    pub span: Range<usize>,
}

impl RuleError {
    fn new(message: impl Into<String>, span: Range<usize>) -> Self {
        RuleError {
            message: message.into(),
            span,
        }
    }

    /// Adds the message MLIR stacks on the same location for an enclosing
    /// attribute parameter, as the sharding parser's errors do.
    fn within(mut self, context: &str) -> Self {
        self.message.push_str("; ");
        self.message.push_str(context);
        self
    }
}

/// MLIR's wrappers around a failed parameter parse, word for word as
/// Shardy's tablegen-generated parsers print them.
const DIM_MAPPINGS_CONTEXT: &str = "failed to parse Sdy_TensorMapping parameter 'dim_mappings' which is to be a `::llvm::ArrayRef<DimMappingAttr>`";
const OPERAND_MAPPINGS_CONTEXT: &str = "failed to parse Sdy_OpShardingRule parameter 'operand_mappings' which is to be a `::llvm::ArrayRef<TensorMappingAttr>`";
const RESULT_MAPPINGS_CONTEXT: &str = "failed to parse Sdy_OpShardingRule parameter 'result_mappings' which is to be a `::llvm::ArrayRef<TensorMappingAttr>`";

/// One factor symbol as written, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SymbolRef {
    pub index: usize,
    pub span: Range<usize>,
}

/// The rule exactly as written, before verification: special-factor lists
/// keep their order and duplicates so the verifier can report them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ParsedRule {
    /// Per tensor, per dim, the factor indices (an empty dim is kept empty).
    pub operands: Vec<Vec<Vec<usize>>>,
    pub results: Vec<Vec<Vec<usize>>>,
    pub factor_sizes: Vec<i64>,
    pub reduction: Vec<SymbolRef>,
    pub need_replication: Vec<SymbolRef>,
    pub permutation: Vec<SymbolRef>,
    pub blocked_propagation: Vec<SymbolRef>,
    pub is_custom: bool,
    /// The whole text, for errors that have no better place.
    pub span: Range<usize>,
}

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Punct(char),
    Arrow,
    Ident(String),
    Int(String),
    Other(char),
    End,
}

struct Lexer<'a> {
    text: &'a str,
    pos: usize,
}

impl<'a> Lexer<'a> {
    fn skip_ws(&mut self) {
        let rest = &self.text[self.pos..];
        self.pos += rest.len() - rest.trim_start().len();
    }

    /// The next token and its span, without consuming it.
    fn peek(&mut self) -> (Tok, Range<usize>) {
        self.skip_ws();
        let rest = &self.text[self.pos..];
        let start = self.pos;
        let Some(c) = rest.chars().next() else {
            return (Tok::End, start..start);
        };
        if rest.starts_with("->") {
            return (Tok::Arrow, start..start + 2);
        }
        if c.is_ascii_alphabetic() || c == '_' {
            let len = rest
                .find(|ch: char| !(ch.is_ascii_alphanumeric() || "_$.".contains(ch)))
                .unwrap_or(rest.len());
            return (Tok::Ident(rest[..len].to_string()), start..start + len);
        }
        if c.is_ascii_digit() || (c == '-' && rest[1..].starts_with(|d: char| d.is_ascii_digit())) {
            let len = 1 + rest[1..]
                .find(|ch: char| !ch.is_ascii_digit())
                .unwrap_or(rest.len() - 1);
            return (Tok::Int(rest[..len].to_string()), start..start + len);
        }
        let span = start..start + c.len_utf8();
        if "()[]{}<>,=:".contains(c) {
            (Tok::Punct(c), span)
        } else {
            (Tok::Other(c), span)
        }
    }

    fn next(&mut self) -> (Tok, Range<usize>) {
        let (tok, span) = self.peek();
        self.pos = span.end;
        (tok, span)
    }

    fn eat_punct(&mut self, c: char) -> bool {
        if self.peek().0 == Tok::Punct(c) {
            self.next();
            true
        } else {
            false
        }
    }

    fn expect_punct(&mut self, c: char) -> Result<(), RuleError> {
        let (tok, span) = self.peek();
        if tok == Tok::Punct(c) {
            self.next();
            Ok(())
        } else {
            Err(RuleError::new(format!("expected '{c}'"), span))
        }
    }
}

/// Reads one factor symbol off the front of `symbols` (`jk` → `j`, rest `k`).
/// Overflowing `z_N` reports an error and continues, as Shardy does.
fn next_symbol(
    symbols: &mut &str,
    span: &Range<usize>,
    errors: &mut Vec<RuleError>,
) -> Result<usize, RuleError> {
    const START_AT_Z: u64 = 17;
    if !symbols.starts_with("z_") {
        let c = symbols.chars().next().unwrap_or(' ');
        if !('i'..='z').contains(&c) {
            return Err(RuleError::new(
                format!("expecting symbol from 'i' to 'z'. Received: '{c}'"),
                span.clone(),
            ));
        }
        *symbols = &symbols[1..];
        return Ok(c as usize - 'i' as usize);
    }
    let digits = symbols[2..]
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(symbols.len() - 2);
    if digits == 0 {
        return Err(RuleError::new(
            format!("expecting integer after 'z_'. Received: '{symbols}'"),
            span.clone(),
        ));
    }
    let number = &symbols[2..2 + digits];
    if number.starts_with('0') {
        return Err(RuleError::new(
            format!("expecting positive integer without leading zeros. Received: '{number}'"),
            span.clone(),
        ));
    }
    let value = match number.parse::<i64>() {
        Ok(value) => value as u64,
        Err(_) => {
            errors.push(RuleError::new(
                format!("expecting symbol index <=2^63-1. Received: '{number}'"),
                span.clone(),
            ));
            0
        }
    };
    *symbols = &symbols[2 + digits..];
    Ok(usize::try_from(value.saturating_add(START_AT_Z)).unwrap_or(usize::MAX))
}

struct Parser<'a> {
    lex: Lexer<'a>,
    /// Non-fatal errors (Shardy reports them and keeps parsing).
    errors: Vec<RuleError>,
}

impl<'a> Parser<'a> {
    fn symbols_of(&mut self, ident: &str, span: &Range<usize>) -> Result<Vec<usize>, RuleError> {
        let mut rest = ident;
        let mut out = Vec::new();
        while !rest.is_empty() {
            out.push(next_symbol(&mut rest, span, &mut self.errors)?);
        }
        Ok(out)
    }

    /// `[i, jk, ]`: an absent dim stays empty for the verifier to report.
    fn tensor_mapping(&mut self) -> Result<Vec<Vec<usize>>, RuleError> {
        self.lex.expect_punct('[')?;
        let mut dims = Vec::new();
        if self.lex.eat_punct(']') {
            return Ok(dims);
        }
        loop {
            let (tok, span) = self.lex.peek();
            if let Tok::Ident(ident) = tok {
                self.lex.next();
                let symbols = self
                    .symbols_of(&ident, &span)
                    .map_err(|e| e.within(DIM_MAPPINGS_CONTEXT))?;
                dims.push(symbols);
            } else {
                dims.push(Vec::new());
            }
            if self.lex.eat_punct(',') {
                continue;
            }
            self.lex.expect_punct(']')?;
            return Ok(dims);
        }
    }

    fn mappings(&mut self) -> Result<Vec<Vec<Vec<usize>>>, RuleError> {
        self.lex.expect_punct('(')?;
        let mut tensors = vec![self.tensor_mapping()?];
        while self.lex.eat_punct(',') {
            tensors.push(self.tensor_mapping()?);
        }
        self.lex.expect_punct(')')?;
        Ok(tensors)
    }

    fn factor_sizes(&mut self) -> Result<Vec<i64>, RuleError> {
        let mut sizes = Vec::new();
        if !self.lex.eat_punct('{') || self.lex.eat_punct('}') {
            return Ok(sizes);
        }
        loop {
            let (tok, span) = self.lex.next();
            let Tok::Ident(ident) = tok else {
                return Err(RuleError::new("expected valid keyword", span));
            };
            let mut rest = ident.as_str();
            let index = next_symbol(&mut rest, &span, &mut self.errors)?;
            if index != sizes.len() {
                return Err(RuleError::new(
                    format!(
                        "expecting factor indices to be ordered like an iota ([0,1,2,...], \
                         e.g. {{i=#, j=#, ...}}). Expecting factor index symbol '{}', received: '{}'",
                        factor_symbol(sizes.len()),
                        factor_symbol(index)
                    ),
                    span,
                ));
            }
            if !rest.is_empty() {
                return Err(RuleError::new(
                    format!("expecting single factor symbol: {rest}"),
                    span,
                ));
            }
            self.lex.expect_punct('=')?;
            let (tok, span) = self.lex.next();
            match tok {
                Tok::Int(text) => match text.parse::<i64>() {
                    Ok(size) => sizes.push(size),
                    Err(_) => return Err(RuleError::new("integer value too large", span)),
                },
                _ => return Err(RuleError::new("expected integer value", span)),
            }
            if self.lex.eat_punct(',') {
                continue;
            }
            self.lex.expect_punct('}')?;
            return Ok(sizes);
        }
    }

    /// `keyword={i, k}` if the next token is `keyword`.
    fn special_factors(&mut self, keyword: &str) -> Result<Vec<SymbolRef>, RuleError> {
        let mut factors = Vec::new();
        if self.lex.peek().0 != Tok::Ident(keyword.to_string()) {
            return Ok(factors);
        }
        self.lex.next();
        self.lex.expect_punct('=')?;
        if !self.lex.eat_punct('{') || self.lex.eat_punct('}') {
            return Ok(factors);
        }
        loop {
            let (tok, span) = self.lex.next();
            let Tok::Ident(ident) = tok else {
                return Err(RuleError::new("expected valid keyword", span));
            };
            let mut rest = ident.as_str();
            let index = next_symbol(&mut rest, &span, &mut self.errors)?;
            if !rest.is_empty() {
                return Err(RuleError::new(
                    format!("expecting single factor symbol: {rest}"),
                    span,
                ));
            }
            factors.push(SymbolRef { index, span });
            if self.lex.eat_punct(',') {
                continue;
            }
            self.lex.expect_punct('}')?;
            return Ok(factors);
        }
    }

    fn rule(&mut self) -> Result<ParsedRule, RuleError> {
        let mut rule = ParsedRule {
            span: 0..self.lex.text.len(),
            ..Default::default()
        };
        self.lex.expect_punct('<')?;
        rule.operands = self
            .mappings()
            .map_err(|e| e.within(OPERAND_MAPPINGS_CONTEXT))?;
        let (tok, span) = self.lex.next();
        if tok != Tok::Arrow {
            return Err(RuleError::new("expected '->'", span));
        }
        rule.results = self
            .mappings()
            .map_err(|e| e.within(RESULT_MAPPINGS_CONTEXT))?;
        rule.factor_sizes = self.factor_sizes()?;
        rule.reduction = self.special_factors("reduction")?;
        rule.need_replication = self.special_factors("need_replication")?;
        rule.permutation = self.special_factors("permutation")?;
        rule.blocked_propagation = self.special_factors("blocked_propagation")?;
        if self.lex.eat_punct(',') {
            let (tok, span) = self.lex.next();
            if tok != Tok::Ident("custom".into()) {
                return Err(RuleError::new("expected 'custom'", span));
            }
            rule.is_custom = true;
        }
        self.lex.expect_punct('>')?;
        let (tok, span) = self.lex.peek();
        if tok != Tok::End {
            return Err(RuleError::new("unexpected text after the rule", span));
        }
        Ok(rule)
    }
}

const PREFIX: &str = "#sdy.op_sharding_rule";

/// Parses `#sdy.op_sharding_rule<…>` (the prefix is optional). On failure,
/// the errors are the first fatal one plus any reported before it.
pub fn parse_rule_text(text: &str) -> Result<ParsedRule, Vec<RuleError>> {
    let trimmed_start = text.len() - text.trim_start().len();
    let start = if text[trimmed_start..].starts_with(PREFIX) {
        trimmed_start + PREFIX.len()
    } else {
        trimmed_start
    };
    let mut parser = Parser {
        lex: Lexer { text, pos: start },
        errors: Vec::new(),
    };
    match parser.rule() {
        Ok(rule) if parser.errors.is_empty() => Ok(rule),
        Ok(_) => Err(parser.errors),
        Err(error) => {
            parser.errors.push(error);
            Err(parser.errors)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The innermost message of the first error (without MLIR's wrappers).
    fn first_error(text: &str) -> String {
        let message = parse_rule_text(text).unwrap_err().remove(0).message;
        message.split("; ").next().unwrap().to_string()
    }

    #[test]
    fn enclosing_parameters_wrap_errors_as_mlir_stacks_them() {
        let message = |text: &str| parse_rule_text(text).unwrap_err().remove(0).message;
        // A bad symbol fails the dim mapping, then the operand list.
        assert_eq!(
            message("<([z_, j])->([i]) {}>"),
            format!("expecting integer after 'z_'. Received: 'z_'; {DIM_MAPPINGS_CONTEXT}; {OPERAND_MAPPINGS_CONTEXT}")
        );
        // A bad bracket fails only the list it is in.
        assert_eq!(
            message("<([i, j])->([i j]) {i=2, j=4}>"),
            format!("expected ']'; {RESULT_MAPPINGS_CONTEXT}")
        );
        // Errors after the mappings have no wrapper.
        assert_eq!(message("<([i])->([i]) {i=2},>"), "expected 'custom'");
    }

    #[test]
    fn parses_compound_dims_and_high_symbols() {
        let rule =
            parse_rule_text("#sdy.op_sharding_rule<([ij, z_1z_2])->([i, jz_1, z_2]) {}>").unwrap();
        assert_eq!(rule.operands, vec![vec![vec![0, 1], vec![18, 19]]]);
        assert_eq!(rule.results, vec![vec![vec![0], vec![1, 18], vec![19]]]);
    }

    #[test]
    fn parses_groups_and_custom() {
        let rule = parse_rule_text(
            "<([i, j])->([i]) {i=2, j=3} reduction={j} need_replication={i} blocked_propagation={i}, custom>",
        )
        .unwrap();
        assert_eq!(rule.factor_sizes, vec![2, 3]);
        assert_eq!(rule.reduction[0].index, 1);
        assert_eq!(rule.need_replication[0].index, 0);
        assert_eq!(rule.blocked_propagation[0].index, 0);
        assert!(rule.is_custom);
    }

    #[test]
    fn empty_dims_are_kept_for_the_verifier() {
        let rule = parse_rule_text("<([i,])->([i, j]) {i=2, j=8}>").unwrap();
        assert_eq!(rule.operands, vec![vec![vec![0], vec![]]]);
    }

    #[test]
    fn shardy_parse_errors() {
        assert_eq!(
            first_error("<([i, j])->([i j]) {i=2, j=4}>"),
            "expected ']'"
        );
        assert_eq!(
            first_error("<([i, j])->([ij]) {j=4, i=2}>"),
            "expecting factor indices to be ordered like an iota ([0,1,2,...], e.g. {i=#, j=#, ...}). \
             Expecting factor index symbol 'i', received: 'j'"
        );
        assert_eq!(
            first_error("<([z_, j])->([i]) {}>"),
            "expecting integer after 'z_'. Received: 'z_'"
        );
        assert_eq!(
            first_error("<([i_1])->([i]) {}>"),
            "expecting symbol from 'i' to 'z'. Received: '_'"
        );
        assert_eq!(
            first_error("<([z_0z_])->([i]) {}>"),
            "expecting positive integer without leading zeros. Received: '0'"
        );
        assert_eq!(
            first_error("<([z_9223372036854775808])->([i]) {}>"),
            "expecting symbol index <=2^63-1. Received: '9223372036854775808'"
        );
        assert_eq!(first_error("<()->([i]) {i=2}>"), "expected '['");
        assert_eq!(
            first_error("<([i])->([i]) {i=2} reduction: {i}>"),
            "expected '='"
        );
        assert_eq!(
            first_error("<([i])->([i]) {i=2} reduce={i}>"),
            "expected '>'"
        );
        assert_eq!(
            first_error("<([i])->([i]) {i=2} need_replication={i} reduction={i}>"),
            "expected '>'"
        );
        assert_eq!(first_error("<([i])->([i]) {i=2},>"), "expected 'custom'");
        assert_eq!(
            first_error("<([i])->([i]) {ij=2}>"),
            "expecting single factor symbol: j"
        );
        assert_eq!(
            first_error("<([i])->([i]) {i=2} reduction={a}>"),
            "expecting symbol from 'i' to 'z'. Received: 'a'"
        );
    }
}
