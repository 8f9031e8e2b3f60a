//! The whole analysis of one text, stage after stage: syntax tree, IR,
//! annotations and propagation per chunk. The CLI and the checks read it.

use crate::annotations::{self, ChunkAnnotations};
use crate::check;
use crate::diagnostic::Diagnostic;
use crate::ir::per_function::PerFunction;
use crate::ir::{self, Chunk, FileIr};
use crate::partition::warnings::{self, FunctionFindings};
use crate::propagation::{self, ChunkPropagation};
use crate::rules::AliasTable;
use crate::syntax;
use tree_sitter::Tree;

pub struct ChunkAnalysis {
    pub annotations: ChunkAnnotations,
    pub propagation: ChunkPropagation,
    /// Per function: verifier and sharding-rule diagnostics.
    pub checks: Vec<PerFunction<Vec<Diagnostic>>>,
    /// Per function: the partitioning's warnings and memory.
    pub findings: Vec<PerFunction<FunctionFindings>>,
}

pub struct FileAnalysis {
    pub tree: Tree,
    pub ir: FileIr,
    pub aliases: AliasTable,
    pub chunks: Vec<ChunkAnalysis>,
}

impl FileAnalysis {
    /// The chunk containing `offset`, with its analysis.
    pub fn chunk_at(&self, offset: usize) -> Option<(&Chunk, &ChunkAnalysis)> {
        let ci = self
            .ir
            .chunks
            .iter()
            .position(|c| c.range.touches(offset))?;
        Some((&self.ir.chunks[ci], &self.chunks[ci]))
    }
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

/// Like `analyze_ir` after an edit: propagation reuses every component of
/// `previous` (the analysis before the edit) that the edit left alone.
pub fn analyze_ir_incremental(
    tree: Tree,
    ir: FileIr,
    text: &str,
    previous: Option<&FileAnalysis>,
) -> FileAnalysis {
    analyze_ir_reusing(tree, ir, text, propagation::Options::default(), previous)
}

/// `analyze_ir_incremental` with propagation options (the LSP settings).
pub fn analyze_ir_incremental_with(
    tree: Tree,
    ir: FileIr,
    text: &str,
    options: propagation::Options,
    previous: Option<&FileAnalysis>,
) -> FileAnalysis {
    analyze_ir_reusing(tree, ir, text, options, previous)
}

fn analyze_ir_with(
    tree: Tree,
    ir: FileIr,
    text: &str,
    options: propagation::Options,
) -> FileAnalysis {
    analyze_ir_reusing(tree, ir, text, options, None)
}

fn analyze_ir_reusing(
    tree: Tree,
    ir: FileIr,
    text: &str,
    options: propagation::Options,
    previous: Option<&FileAnalysis>,
) -> FileAnalysis {
    let aliases = AliasTable::from_tree(&tree, text);
    let chunks = ir
        .chunks
        .iter()
        .enumerate()
        .map(|(ci, chunk)| {
            let before = previous.and_then(|p| p.chunks.get(ci));
            let annotations =
                annotations::collect_incremental(chunk, text, before.map(|c| &c.annotations));
            // Checks depend on the meshes and aliases besides each function.
            let checks_before = before
                .filter(|b| {
                    b.annotations.same_context(&annotations)
                        && previous.is_some_and(|p| p.aliases == aliases)
                })
                .map(|b| b.checks.as_slice());
            let checks = check::function_checks(chunk, &annotations, &aliases, text, checks_before);
            let propagation = propagation::propagate_chunk_incremental(
                chunk,
                &annotations,
                text,
                &aliases,
                options,
                before.map(|c| &c.propagation),
            );
            let mut analysis = ChunkAnalysis {
                annotations,
                propagation,
                checks,
                findings: Vec::new(),
            };
            analysis.findings = findings(chunk, &analysis, text, &aliases, before);
            analysis
        })
        .collect();
    FileAnalysis {
        tree,
        ir,
        aliases,
        chunks,
    }
}

/// The partitioning's findings per function: kept from `before` for every
/// function with the same IR and the very same propagation part.
fn findings(
    chunk: &Chunk,
    analysis: &ChunkAnalysis,
    text: &str,
    aliases: &AliasTable,
    before: Option<&ChunkAnalysis>,
) -> Vec<PerFunction<FunctionFindings>> {
    PerFunction::reuse_where_or_compute_all(
        before.map(|b| b.findings.as_slice()),
        &chunk.functions,
        |fi| before.is_some_and(|b| analysis.propagation.same_part_as(&b.propagation, fi)),
        |fi, entry| warnings::function_findings(chunk, analysis, text, aliases, fi, entry),
    )
}
