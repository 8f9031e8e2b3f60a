//! The whole analysis of one text, stage after stage: syntax tree, IR,
//! annotations and propagation per chunk. The CLI and the checks read it.

use crate::annotations::{self, ChunkAnnotations};
use crate::ir::{self, FileIr};
use crate::propagation::{self, ChunkPropagation};
use crate::rules::AliasTable;
use crate::syntax;
use tree_sitter::Tree;

pub struct ChunkAnalysis {
    pub annotations: ChunkAnnotations,
    pub propagation: ChunkPropagation,
}

pub struct FileAnalysis {
    pub tree: Tree,
    pub ir: FileIr,
    pub aliases: AliasTable,
    pub chunks: Vec<ChunkAnalysis>,
}

/// Parses and analyses `text` from scratch.
pub fn analyze(text: &str) -> FileAnalysis {
    let tree = syntax::parse(text);
    let ir = ir::build(&tree, text);
    analyze_ir(tree, ir, text)
}

/// Parses and analyses `text` with the given propagation options.
pub fn analyze_with(text: &str, options: propagation::Options) -> FileAnalysis {
    let tree = syntax::parse(text);
    let ir = ir::build(&tree, text);
    analyze_ir_with(tree, ir, text, options)
}

/// Runs the stages after the IR on an already built tree and IR.
pub fn analyze_ir(tree: Tree, ir: FileIr, text: &str) -> FileAnalysis {
    analyze_ir_with(tree, ir, text, propagation::Options::default())
}

fn analyze_ir_with(
    tree: Tree,
    ir: FileIr,
    text: &str,
    options: propagation::Options,
) -> FileAnalysis {
    let aliases = AliasTable::from_tree(&tree, text);
    let chunks = ir
        .chunks
        .iter()
        .map(|chunk| {
            let annotations = annotations::collect(chunk, text);
            let propagation =
                propagation::propagate_chunk_with(chunk, &annotations, text, &aliases, options);
            ChunkAnalysis {
                annotations,
                propagation,
            }
        })
        .collect();
    FileAnalysis {
        tree,
        ir,
        aliases,
        chunks,
    }
}
