//! A document's semantic tokens as runs of shared arrays.
//!
//! Tokens moved through a change (`semantic_tokens::moved_through`) are the
//! earlier tokens, each run of them moved by some bytes, with the lines the
//! change touched matched again. Kept as runs that share the earlier
//! arrays, moving them costs what the change touched plus one entry per
//! run, where a copy of every token took 28 MB and about 10 ms on a JAX
//! `main` of a million tokens.

use super::semantic_tokens::Token;
use crate::text::TextRange;
use std::ops::Range;
use std::sync::Arc;

/// Tokens in document order, as runs of shared arrays.
#[derive(Clone, Debug, Default)]
pub struct TokenRuns {
    runs: Vec<Run>,
    /// Where each run starts in the token order, and the count of all the
    /// tokens last (one more entry than runs).
    starts: Vec<usize>,
}

/// `tokens[range]`, each moved `shift` bytes.
#[derive(Clone, Debug)]
struct Run {
    tokens: Arc<[Token]>,
    range: Range<usize>,
    shift: isize,
}

impl Run {
    fn token(&self, at: usize) -> Token {
        let t = self.tokens[self.range.start + at];
        Token {
            range: TextRange::new(
                t.range.start.wrapping_add_signed(self.shift),
                t.range.end.wrapping_add_signed(self.shift),
            ),
            ..t
        }
    }
}

impl From<Vec<Token>> for TokenRuns {
    fn from(tokens: Vec<Token>) -> Self {
        let mut runs = TokenRuns::default();
        runs.push_new(tokens);
        runs
    }
}

impl TokenRuns {
    /// Past this many runs, a `TokenRuns` being built copies its tokens into
    /// one array (`compacted`): each change splits a run or two, and a
    /// lookup bisects the runs.
    pub const MAX_RUNS: usize = 1024;

    pub fn len(&self) -> usize {
        self.starts.last().copied().unwrap_or(0)
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// How many runs hold the tokens.
    pub fn run_count(&self) -> usize {
        self.runs.len()
    }

    /// The index of the run holding token `i`, and `i`'s place in it.
    fn locate(&self, i: usize) -> Option<(usize, usize)> {
        if i >= self.len() {
            return None;
        }
        let r = self.starts.partition_point(|&start| start <= i) - 1;
        Some((r, i - self.starts[r]))
    }

    /// Token `i`.
    pub fn get(&self, i: usize) -> Option<Token> {
        self.locate(i).map(|(r, at)| self.runs[r].token(at))
    }

    /// The tokens, in order.
    pub fn iter(&self) -> impl Iterator<Item = Token> + '_ {
        self.runs
            .iter()
            .flat_map(|run| (0..run.range.len()).map(move |at| run.token(at)))
    }

    /// Tokens `range` (clamped to the tokens), in order.
    pub fn range(&self, range: Range<usize>) -> impl Iterator<Item = Token> + '_ {
        let end = range.end.min(self.len());
        let start = range.start.min(end);
        let (r, skip) = match self.locate(start) {
            Some(found) if start < end => found,
            _ => (self.runs.len(), 0),
        };
        self.runs[r..]
            .iter()
            .enumerate()
            .flat_map(move |(k, run)| {
                let from = if k == 0 { skip } else { 0 };
                (from..run.range.len()).map(move |at| run.token(at))
            })
            .take(end - start)
    }

    pub fn to_vec(&self) -> Vec<Token> {
        self.iter().collect()
    }

    /// The first index in `range` whose token does not satisfy `pred`,
    /// which holds for a prefix of the range (as `slice::partition_point`).
    pub fn partition_point(&self, range: Range<usize>, pred: impl Fn(&Token) -> bool) -> usize {
        let (mut low, mut high) = (range.start, range.end.min(self.len()));
        while low < high {
            let mid = low + (high - low) / 2;
            match self.get(mid) {
                Some(t) if pred(&t) => low = mid + 1,
                _ => high = mid,
            }
        }
        low
    }

    /// Adds `tokens`, which come after the tokens so far, as a new array.
    pub fn push_new(&mut self, tokens: Vec<Token>) {
        let len = tokens.len();
        self.push(Run {
            tokens: tokens.into(),
            range: 0..len,
            shift: 0,
        });
    }

    /// Adds `from`'s tokens `range`, each moved `shift` bytes more, sharing
    /// `from`'s arrays.
    pub fn push_moved(&mut self, from: &TokenRuns, range: Range<usize>, shift: isize) {
        let end = range.end.min(from.len());
        if range.start >= end {
            return;
        }
        let Some((first, _)) = from.locate(range.start) else {
            return;
        };
        for (r, run) in from.runs.iter().enumerate().skip(first) {
            let run_start = from.starts[r];
            if run_start >= end {
                break;
            }
            let from_at = range.start.max(run_start) - run_start;
            let to_at = end.min(from.starts[r + 1]) - run_start;
            self.push(Run {
                tokens: run.tokens.clone(),
                range: run.range.start + from_at..run.range.start + to_at,
                shift: run.shift + shift,
            });
        }
    }

    fn push(&mut self, run: Run) {
        if run.range.is_empty() {
            return;
        }
        let len = self.len();
        // A run continuing the last one's array with the same shift joins it.
        match self.runs.last_mut() {
            Some(last)
                if Arc::ptr_eq(&last.tokens, &run.tokens)
                    && last.range.end == run.range.start
                    && last.shift == run.shift =>
            {
                last.range.end = run.range.end;
                *self
                    .starts
                    .last_mut()
                    .expect("a start per run and one more") = len + run.range.len();
            }
            _ => {
                if self.starts.is_empty() {
                    self.starts.push(0);
                }
                let added = run.range.len();
                self.runs.push(run);
                self.starts.push(len + added);
            }
        }
    }

    /// These tokens in one array when they are in more than `MAX_RUNS`
    /// runs; as they are otherwise.
    pub fn compacted(self) -> Self {
        if self.runs.len() <= Self::MAX_RUNS {
            return self;
        }
        TokenRuns::from(self.to_vec())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::features::semantic_tokens::TokenType;

    fn token(start: usize) -> Token {
        Token {
            range: TextRange::new(start, start + 1),
            ty: TokenType::Variable,
            modifiers: 0,
        }
    }

    fn starts(runs: &TokenRuns) -> Vec<usize> {
        runs.iter().map(|t| t.range.start).collect()
    }

    #[test]
    fn moved_runs_share_arrays_and_read_as_one_sequence() {
        let first = TokenRuns::from((0..10).map(|i| token(i * 10)).collect::<Vec<_>>());
        let mut next = TokenRuns::default();
        next.push_moved(&first, 0..3, 0);
        next.push_new(vec![token(35)]);
        next.push_moved(&first, 5..10, 7);
        assert_eq!(next.len(), 9);
        assert_eq!(starts(&next), [0, 10, 20, 35, 57, 67, 77, 87, 97]);
        assert_eq!(next.run_count(), 3);
        // Moved again: the runs of runs, shifts added.
        let mut again = TokenRuns::default();
        again.push_moved(&next, 2..8, -2);
        assert_eq!(starts(&again), [18, 33, 55, 65, 75, 85]);
        assert_eq!(again.get(0).map(|t| t.range.start), Some(18));
        assert_eq!(again.get(5).map(|t| t.range.start), Some(85));
        assert_eq!(again.get(6), None);
        let ranged: Vec<usize> = next.range(2..6).map(|t| t.range.start).collect();
        assert_eq!(ranged, [20, 35, 57, 67]);
        assert_eq!(next.range(8..20).count(), 1);
        assert_eq!(next.range(9..20).count(), 0);
        assert_eq!(next.partition_point(0..9, |t| t.range.start < 50), 4);
        assert_eq!(next.partition_point(4..9, |t| t.range.start < 80), 7);
    }

    #[test]
    fn adjacent_pieces_of_one_array_with_one_shift_are_one_run() {
        let first = TokenRuns::from((0..10).map(|i| token(i * 10)).collect::<Vec<_>>());
        let mut next = TokenRuns::default();
        next.push_moved(&first, 0..4, 1);
        next.push_moved(&first, 4..10, 1);
        next.push_moved(&first, 10..10, 1);
        assert_eq!(next.run_count(), 1);
        assert_eq!(
            starts(&next),
            (0..10).map(|i| i * 10 + 1).collect::<Vec<_>>()
        );
    }

    #[test]
    fn many_runs_are_compacted_into_one_array() {
        let first = TokenRuns::from((0..4000).map(|i| token(i * 2)).collect::<Vec<_>>());
        let mut split = TokenRuns::default();
        for k in 0..2000 {
            // Every other token, each its own run (the shifts differ).
            split.push_moved(&first, 2 * k..2 * k + 1, k as isize);
        }
        assert_eq!(split.run_count(), 2000);
        let expected = starts(&split);
        let compacted = split.compacted();
        assert_eq!(compacted.run_count(), 1);
        assert_eq!(starts(&compacted), expected);
    }
}
