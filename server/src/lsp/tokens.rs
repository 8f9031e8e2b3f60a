//! Semantic tokens kept between requests, and what `semanticTokens/full`
//! and `semanticTokens/full/delta` answer from them.
//!
//! A document's tokens as last answered are kept with the changes made to
//! the text since. The next request moves them through those changes
//! (`semantic_tokens::moved_through`: only the lines the changes touched or
//! restructured are matched again, where the whole tree of a JAX `main`
//! takes a second), and a delta request gets the one run of encoded tokens
//! that differs: the relative encoding makes every token before the run and
//! after its first successor the same numbers as before.

use super::convert;
use crate::analysis::{Document, TextChange};
use crate::features::semantic_tokens::Splice;
use crate::features::token_runs::TokenRuns;
use crate::text::PositionEncoding;
use std::sync::Arc;
use tower_lsp_server::gen_lsp_types as lsp;

/// The numbers of one encoded token in the protocol's flat array.
const NUMBERS_PER_TOKEN: u32 = 5;

/// The semantic tokens of a document as last answered.
#[derive(Clone)]
pub struct KeptTokens {
    /// The `resultId` they were answered with.
    pub result_id: u64,
    pub tokens: Arc<TokenRuns>,
    /// The changes to the text since, in order.
    pub changes: Vec<TextChange>,
}

impl KeptTokens {
    /// Past this many changes unasked for, the tokens are dropped (found
    /// again whole when next asked for) rather than kept moving.
    const MAX_CHANGES: usize = 256;

    /// Follows the document's last change; `false` when it cannot (a text
    /// replaced whole, or too many changes since they were asked for).
    pub fn follow(&mut self, document: &Document) -> bool {
        match document.last_change() {
            Some(change) if self.changes.len() < Self::MAX_CHANGES => {
                self.changes.push(change.clone());
                true
            }
            _ => false,
        }
    }
}

/// The tokens of a document's current text, answered as `result_id`.
pub struct TokensAnswer {
    pub document: Document,
    pub result_id: u64,
    pub tokens: Arc<TokenRuns>,
    /// What they were moved from, if they were: the earlier answer's id and
    /// number of tokens, and where they differ from its tokens.
    pub moved_from: Option<(u64, usize, Vec<Splice>)>,
}

impl TokensAnswer {
    /// Every token, encoded: in pieces on all cores, each piece's first
    /// token relative to the token before it.
    pub fn whole(&self, encoding: PositionEncoding) -> lsp::SemanticTokens {
        lsp::SemanticTokens {
            result_id: Some(self.result_id.to_string()),
            data: self.encoded_in_pieces(encoding, 64 * 1024),
        }
    }

    fn encoded_in_pieces(
        &self,
        encoding: PositionEncoding,
        per_piece: usize,
    ) -> Vec<lsp::SemanticToken> {
        let pieces: Vec<usize> = (0..self.tokens.len().div_ceil(per_piece)).collect();
        let encoded = crate::parallel::map(&pieces, |p| {
            let start = p * per_piece;
            let before = start.checked_sub(1).and_then(|i| self.tokens.get(i));
            convert::semantic_tokens_after(
                &self.document,
                before.as_ref(),
                self.tokens.range(start..start + per_piece),
                encoding,
            )
        });
        encoded.concat()
    }

    /// The edits from the answer `previous` to this one, if these tokens
    /// were moved from it: one per splice, each relative to the earlier
    /// array (as the protocol's edits are) and in order.
    pub fn delta_from(
        &self,
        previous: Option<u64>,
        encoding: PositionEncoding,
    ) -> Option<lsp::SemanticTokensDelta> {
        let (earlier_id, earlier_count, splices) = self.moved_from.as_ref()?;
        if previous != Some(*earlier_id) {
            return None;
        }
        let numbers = |tokens: usize| tokens as u32 * NUMBERS_PER_TOKEN;
        let edits = splices
            .iter()
            .map(|splice| {
                // The token after the splice is encoded relative to the
                // splice's last: it is replaced too. (A kept token at least
                // separates two splices, so the edits do not overlap.)
                let after = usize::from(splice.earlier_start + splice.removed < *earlier_count);
                let replaced = self
                    .tokens
                    .range(splice.start..splice.start + splice.inserted + after);
                let before = splice.start.checked_sub(1).and_then(|i| self.tokens.get(i));
                let data = convert::semantic_tokens_after(
                    &self.document,
                    before.as_ref(),
                    replaced,
                    encoding,
                );
                lsp::SemanticTokensEdit {
                    start: numbers(splice.earlier_start),
                    delete_count: numbers(splice.removed + after),
                    data: Some(
                        data.iter()
                            .flat_map(|t| {
                                [
                                    t.delta_line,
                                    t.delta_start,
                                    t.length,
                                    t.token_type,
                                    t.token_modifiers_bitset,
                                ]
                            })
                            .collect(),
                    ),
                }
            })
            .collect();
        Some(lsp::SemanticTokensDelta {
            result_id: Some(self.result_id.to_string()),
            edits,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::features::semantic_tokens;

    #[test]
    fn tokens_encoded_in_pieces_are_the_tokens_encoded_in_one() {
        // Non-ASCII on token lines, an empty line, several tokens a line.
        let text = "sdy.mesh @m = <[\"x\"=2]>\n// é𝕏 note\n\nfunc.func @f(%a: tensor<8xf32>) -> tensor<8xf32> {\n  %0 = stablehlo.add %a, %a : tensor<8xf32> // 𝕏\n  return %0 : tensor<8xf32>\n}\n";
        let document = Document::new(text);
        let answer = TokensAnswer {
            tokens: Arc::new(semantic_tokens::semantic_tokens(&document).into()),
            document,
            result_id: 1,
            moved_from: None,
        };
        assert!(answer.tokens.len() > 10);
        for encoding in [PositionEncoding::Utf16, PositionEncoding::Utf8] {
            let whole = convert::semantic_tokens(&answer.document, answer.tokens.iter(), encoding);
            for per_piece in [1, 2, 3, 7, 1000] {
                assert_eq!(
                    answer.encoded_in_pieces(encoding, per_piece),
                    whole,
                    "{per_piece}"
                );
            }
        }
    }
}
