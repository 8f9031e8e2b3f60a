//! What only LLVM 22's `sharding-propagation` and `shard-partition` passes
//! reject, seen without running them: they work on functions whose body is a
//! single block, and fail with `'func.func' op only one block is supported!`
//! on any other (`Shard/sharding-propagation-failed.mlir`). The IR verifies,
//! so this is a warning, given for `shard`/`mesh` chunks only (the passes run
//! on those), and for bodies only: a declaration has nothing to partition.

use crate::annotations::ChunkAnnotations;
use crate::diagnostic::Diagnostic;
use crate::ir::Chunk;
use crate::sharding::model::Notation;
use crate::text::TextRange;

/// LLVM's message, which `-verify-diagnostics` matches.
pub const ONE_BLOCK: &str = "'func.func' op only one block is supported!";

pub fn verify(chunk: &Chunk, annotations: &ChunkAnnotations, fi: usize) -> Option<Diagnostic> {
    let partitioner = match annotations.notation? {
        Notation::ShardDialect => "shard-partition",
        Notation::MeshDialect => "mesh-spmdization",
        _ => return None,
    };
    let entry = chunk.functions.get(fi)?;
    let f = &entry.ir;
    let blocks = f.regions.get(f.body?)?.blocks.len();
    if blocks <= 1 {
        return None;
    }
    let whole = entry.abs(f.range);
    let name = entry.abs(f.name_range);
    let at = if name.end > whole.start && name.end <= whole.end {
        TextRange::new(whole.start, name.end)
    } else {
        whole
    };
    Some(Diagnostic::warning(
        at,
        "shard/multi-block-function",
        format!(
            "{ONE_BLOCK} The body has {blocks} blocks: mlir-opt verifies it, but its sharding-propagation and {partitioner} passes fail on it"
        ),
    ))
}
