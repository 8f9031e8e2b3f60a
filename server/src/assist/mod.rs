//! Editor assistance as plain Rust on byte offsets: inlay hints, hover and
//! code actions. The protocol layer converts them to LSP.

pub mod actions;
pub mod communication;
pub mod hints;
pub mod hover;
pub mod partitioned;

use crate::ir::{Chunk, FunctionEntry};
use crate::pipeline::{ChunkAnalysis, FileAnalysis};
use crate::text::TextRange;

/// The functions whose text meets `range` (touching counts), with their
/// chunk, the chunk's analysis and their index in the chunk.
fn functions_meeting(
    analysis: &FileAnalysis,
    range: TextRange,
) -> impl Iterator<Item = (&Chunk, &ChunkAnalysis, usize, &FunctionEntry)> {
    let meets = move |r: TextRange| r.end >= range.start && r.start <= range.end;
    analysis
        .ir
        .chunks
        .iter()
        .zip(&analysis.chunks)
        .filter(move |(chunk, _)| meets(chunk.range))
        .flat_map(move |(chunk, result)| {
            chunk
                .functions
                .iter()
                .enumerate()
                .filter(move |(_, entry)| meets(entry.range()))
                .map(move |(fi, entry)| (chunk, result, fi, entry))
        })
}
