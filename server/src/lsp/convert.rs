//! Byte offsets ↔ protocol positions, and plain results → protocol types.

use crate::analysis::Document;
use crate::diagnostic::{Diagnostic, Severity};
use crate::features::completion::{CompletionItem, CompletionKind};
use crate::features::folding::{Fold, FoldKind};
use crate::features::semantic_tokens::Token;
use crate::features::symbols::{DocumentSymbol, SymbolKind};
use crate::locations;
use crate::text::{LineCol, PositionEncoding, TextRange};
use tower_lsp_server::gen_lsp_types as lsp;

/// The encoding to use given the client's `general.positionEncodings`:
/// UTF-8 when offered, else the mandatory UTF-16.
pub fn negotiate_encoding(offered: Option<&[lsp::PositionEncodingKind]>) -> PositionEncoding {
    let utf8 = offered.is_some_and(|kinds| kinds.contains(&lsp::PositionEncodingKind::UTF8));
    if utf8 {
        PositionEncoding::Utf8
    } else {
        PositionEncoding::Utf16
    }
}

pub fn encoding_kind(encoding: PositionEncoding) -> lsp::PositionEncodingKind {
    match encoding {
        PositionEncoding::Utf8 => lsp::PositionEncodingKind::UTF8,
        PositionEncoding::Utf16 => lsp::PositionEncodingKind::UTF16,
    }
}

pub fn line_col(position: lsp::Position) -> LineCol {
    LineCol {
        line: position.line,
        character: position.character,
    }
}

pub fn offset(document: &Document, position: lsp::Position, encoding: PositionEncoding) -> usize {
    document.offset(line_col(position), encoding)
}

pub fn position(document: &Document, offset: usize, encoding: PositionEncoding) -> lsp::Position {
    let LineCol { line, character } = document.position(offset, encoding);
    lsp::Position { line, character }
}

pub fn range(document: &Document, range: TextRange, encoding: PositionEncoding) -> lsp::Range {
    lsp::Range {
        start: position(document, range.start, encoding),
        end: position(document, range.end, encoding),
    }
}

pub fn location(
    document: &Document,
    uri: &lsp::Uri,
    r: TextRange,
    encoding: PositionEncoding,
) -> lsp::Location {
    lsp::Location {
        uri: uri.clone(),
        range: range(document, r, encoding),
    }
}

/// Go-to-definition on an op's name: the file locations of its `loc(…)`,
/// innermost frame first, each at its line and column (a point, as
/// mlir-lsp-server gives it). Relative files resolve against the document's
/// directory (see `locations::resolve_file`).
pub fn source_locations(document: &Document, uri: &lsp::Uri, offset: usize) -> Vec<lsp::Location> {
    let text = document.text();
    let aliases = crate::rules::AliasTable::from_tree(document.tree(), text);
    let Some((name, found)) = locations::at_offset(document.ir(), text, &aliases, offset) else {
        return Vec::new();
    };
    if !(name.start <= offset && offset <= name.end) {
        return Vec::new();
    }
    let document_path = locations::file_uri_to_path(uri.as_ref());
    let document_dir = document_path.as_deref().and_then(|p| p.parent());
    found
        .iter()
        .filter_map(|l| {
            let path = locations::resolve_file(&l.file, document_dir)?;
            let position = lsp::Position {
                line: l.line.saturating_sub(1),
                character: l.column.saturating_sub(1),
            };
            Some(lsp::Location {
                uri: lsp::Uri::from(locations::path_to_file_uri(&path)),
                range: lsp::Range {
                    start: position,
                    end: position,
                },
            })
        })
        .collect()
}

pub fn diagnostic(
    document: &Document,
    uri: &lsp::Uri,
    d: &Diagnostic,
    encoding: PositionEncoding,
) -> lsp::Diagnostic {
    let severity = match d.severity {
        Severity::Error => lsp::DiagnosticSeverity::Error,
        Severity::Warning => lsp::DiagnosticSeverity::Warning,
        Severity::Information => lsp::DiagnosticSeverity::Information,
        Severity::Hint => lsp::DiagnosticSeverity::Hint,
    };
    let related: Vec<lsp::DiagnosticRelatedInformation> = d
        .related
        .iter()
        .map(|r| lsp::DiagnosticRelatedInformation {
            location: location(document, uri, r.range, encoding),
            message: r.message.clone(),
        })
        .collect();
    lsp::Diagnostic {
        range: range(document, d.range, encoding),
        severity: Some(severity),
        code: Some(lsp::Code::String(d.code.to_string())),
        source: Some("mesh-lsp".to_string()),
        message: lsp::Message::String(d.message.clone()),
        related_information: (!related.is_empty()).then_some(related),
        ..Default::default()
    }
}

pub fn symbol_kind(kind: SymbolKind) -> lsp::SymbolKind {
    match kind {
        SymbolKind::Chunk => lsp::SymbolKind::Namespace,
        SymbolKind::Module => lsp::SymbolKind::Module,
        SymbolKind::Mesh => lsp::SymbolKind::Constant,
        SymbolKind::Function => lsp::SymbolKind::Function,
        SymbolKind::Op => lsp::SymbolKind::Variable,
    }
}

#[allow(deprecated)] // `DocumentSymbol::deprecated` must still be spelled out.
pub fn document_symbol(
    document: &Document,
    s: &DocumentSymbol,
    encoding: PositionEncoding,
) -> lsp::DocumentSymbol {
    let children: Vec<lsp::DocumentSymbol> = s
        .children
        .iter()
        .map(|c| document_symbol(document, c, encoding))
        .collect();
    lsp::DocumentSymbol {
        name: s.name.clone(),
        detail: s.detail.clone(),
        kind: symbol_kind(s.kind),
        range: range(document, s.range, encoding),
        selection_range: range(document, s.selection_range, encoding),
        children: (!children.is_empty()).then_some(children),
        tags: None,
        deprecated: None,
    }
}

/// The outline flattened for clients without hierarchical symbol support.
#[allow(deprecated)] // `SymbolInformation::deprecated` must still be spelled out.
pub fn symbol_information(
    document: &Document,
    uri: &lsp::Uri,
    symbols: &[DocumentSymbol],
    container: Option<&str>,
    encoding: PositionEncoding,
    out: &mut Vec<lsp::SymbolInformation>,
) {
    for s in symbols {
        out.push(lsp::SymbolInformation {
            location: location(document, uri, s.range, encoding),
            base_symbol_information: lsp::BaseSymbolInformation {
                name: s.name.clone(),
                kind: symbol_kind(s.kind),
                container_name: container.map(str::to_string),
                tags: None,
            },
            deprecated: None,
        });
        symbol_information(document, uri, &s.children, Some(&s.name), encoding, out);
    }
}

/// A fold as whole lines. A fold that ends before the end of its last line
/// (a `}` followed by `: type`) stops at the line before, so that clients
/// folding whole lines keep the rest of that line visible.
pub fn folding_range(document: &Document, fold: &Fold) -> Option<lsp::FoldingRange> {
    let start = document.position(fold.range.start, PositionEncoding::Utf8);
    let end = document.position(fold.range.end, PositionEncoding::Utf8);
    let text = document.text();
    let rest_of_line = &text[fold.range.end
        ..text[fold.range.end..]
            .find('\n')
            .map_or(text.len(), |i| fold.range.end + i)];
    let mut end_line = end.line;
    if !rest_of_line.trim().is_empty() {
        end_line = end_line.checked_sub(1)?;
    }
    (end_line > start.line).then(|| lsp::FoldingRange {
        start_line: start.line,
        end_line,
        kind: Some(match fold.kind {
            FoldKind::Region => lsp::FoldingRangeKind::Region,
            FoldKind::Comment => lsp::FoldingRangeKind::Comment,
        }),
        ..Default::default()
    })
}

/// Delta-encodes tokens (ordered, single-line, non-empty, non-overlapping),
/// one encoded token each.
pub fn semantic_tokens(
    document: &Document,
    tokens: impl IntoIterator<Item = Token>,
    encoding: PositionEncoding,
) -> Vec<lsp::SemanticToken> {
    semantic_tokens_after(document, None, tokens, encoding)
}

/// [`semantic_tokens`] continuing after `previous` (the token before them in
/// the document's list, which the first is encoded relative to).
pub fn semantic_tokens_after(
    document: &Document,
    previous: Option<&Token>,
    tokens: impl IntoIterator<Item = Token>,
    encoding: PositionEncoding,
) -> Vec<lsp::SemanticToken> {
    let tokens = tokens.into_iter();
    let mut out = Vec::with_capacity(tokens.size_hint().0);
    let (mut line, mut character) = previous.map_or((0, 0), |t| {
        let start = document.position(t.range.start, encoding);
        (start.line, start.character)
    });
    // Tokens are in order and do not overlap: their offsets ascend.
    let mut positions = document.positions(encoding);
    for token in tokens {
        let start = positions.position(token.range.start);
        let end = positions.position(token.range.end);
        // One encoded token per token, which a delta counts on: a token
        // stays on its line (only `\n` ends one) and is not empty.
        debug_assert!(end.line == start.line && end.character > start.character);
        let length = if end.line == start.line {
            end.character.saturating_sub(start.character)
        } else {
            0
        };
        let delta_line = start.line - line;
        let delta_start = if delta_line == 0 {
            start.character - character
        } else {
            start.character
        };
        out.push(lsp::SemanticToken {
            delta_line,
            delta_start,
            length,
            token_type: token.ty.index(),
            token_modifiers_bitset: token.modifiers,
        });
        line = start.line;
        character = start.character;
    }
    out
}

pub fn completion_item(
    document: &Document,
    item: &CompletionItem,
    encoding: PositionEncoding,
) -> lsp::CompletionItem {
    let kind = match item.kind {
        CompletionKind::Mesh => lsp::CompletionItemKind::Constant,
        CompletionKind::Axis => lsp::CompletionItemKind::EnumMember,
        CompletionKind::Function => lsp::CompletionItemKind::Function,
        CompletionKind::Op => lsp::CompletionItemKind::Keyword,
    };
    lsp::CompletionItem {
        label: item.label.clone(),
        kind: Some(kind),
        detail: item.detail.clone(),
        filter_text: Some(item.label.clone()),
        text_edit: Some(lsp::CompletionItemTextEdit::TextEdit(lsp::TextEdit {
            range: range(document, item.replace, encoding),
            new_text: item.insert_text.clone(),
        })),
        ..Default::default()
    }
}
