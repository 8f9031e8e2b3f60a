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
                .functions_meeting(range)
                .map(move |(fi, entry)| (chunk, result, fi, entry))
        })
}

/// The op of `entry` whose name touches `offset` (current text). Ops are in
/// text order, each before the ops of its regions, so their names are too,
/// and `abs` keeps the order: found by bisection rather than by mapping
/// every op of a JAX `main` through the function's recorded moves.
fn op_named_at(entry: &FunctionEntry, offset: usize) -> Option<usize> {
    let ops = &entry.ir.ops;
    let at = ops.partition_point(|op| entry.abs(op.name_range).end < offset);
    ops.get(at)
        .filter(|op| entry.abs(op.name_range).touches(offset))
        .map(|_| at)
}

/// A function with values defined before, inside (a `stablehlo.while`'s
/// regions) and after a region, its input sharded: the tests of what the
/// assists find by position.
#[cfg(test)]
const FUNCTION_WITH_A_REGION: &str = r#"sdy.mesh @mesh = <["data"=2]>
func.func @f(%x: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}) -> tensor<8xf32> {
  %0 = stablehlo.tanh %x : tensor<8xf32>
  %1 = stablehlo.while(%iterArg = %0) : tensor<8xf32>
   cond {
    %c = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %2 = stablehlo.negate %iterArg : tensor<8xf32>
    stablehlo.return %2 : tensor<8xf32>
  }
  %3 = stablehlo.abs %0 : tensor<8xf32>
  %4 = stablehlo.exponential %3 : tensor<8xf32>
  "stablehlo.abs"(%4) : (tensor<8xf32>) -> tensor<8xf32>
  return %4 : tensor<8xf32>
}
"#;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::Document;

    #[test]
    fn the_op_named_at_an_offset_is_the_one_a_pass_over_every_op_finds() {
        // After edits inside ops that the function records as moves.
        let text = FUNCTION_WITH_A_REGION;
        let mut document = Document::new(text);
        for after in ["%0 =", "%3 ="] {
            let at = document.text().find(after).unwrap() + after.len();
            document.apply_change(Some(TextRange::new(at, at)), "  ");
        }
        let entry = &document.ir().chunks[0].functions[0];
        assert!(!entry.moves().is_empty());
        assert!(entry.ir.ops.len() >= 8);
        for offset in 0..=document.len() {
            let every = entry
                .ir
                .ops
                .iter()
                .position(|op| entry.abs(op.name_range).touches(offset));
            assert_eq!(op_named_at(entry, offset), every, "at {offset}");
        }
    }
}
