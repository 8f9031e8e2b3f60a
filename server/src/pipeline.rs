//! The whole analysis of one text, stage after stage: syntax tree, IR,
//! annotations and propagation per chunk. The CLI and the checks read it.

use crate::annotations::{self, ChunkAnnotations};
use crate::check;
use crate::ir::per_function::PerFunction;
use crate::ir::{self, Chunk, FileIr, FunctionEntry};
use crate::partition::op_memo::OpMemo;
use crate::partition::warnings::{self, FunctionFindings};
use crate::propagation::{self, ChunkPropagation};
use crate::rules::AliasTable;
use crate::syntax::UnterminatedStrings;
use crate::text::LineIndex;
use std::sync::{Arc, OnceLock};
use tree_sitter::Tree;

/// When the functions whose findings cannot be kept from the previous
/// revision hold this many ops or more, in one chunk, their findings are
/// computed after the other diagnostics are published, in the editor
/// (`analyze_for_editor`): partitioning a JAX `main` of 100k ops takes a
/// quarter of an edit's analysis, and partitioning the 272 functions of a
/// 100k-op module when it opens half of the open's analysis.
pub const DEFER_FINDINGS_OVER_OPS: usize = 2_000;

pub struct ChunkAnalysis {
    pub annotations: ChunkAnnotations,
    pub propagation: ChunkPropagation,
    /// Per function: verifier and sharding-rule diagnostics.
    pub checks: Vec<PerFunction<check::FunctionChecks>>,
    /// Per function: the partitioning's warnings, collectives and memory
    /// ([`ChunkAnalysis::findings`]).
    findings: Findings,
}

/// The partitioning's findings of a chunk's functions: those kept from the
/// previous revision are known at once, the others computed the first time
/// they are asked for.
struct Findings {
    kept: Vec<Option<PerFunction<FunctionFindings>>>,
    /// Per function: findings computed by a computation that stopped
    /// before it had them all ([`ChunkAnalysis::findings_unless`]).
    partial: Vec<OnceLock<PerFunction<FunctionFindings>>>,
    all: OnceLock<Vec<PerFunction<FunctionFindings>>>,
    /// Per function: the latest per-op results of its partitioning from
    /// an earlier revision (the previous one's if it computed them, else
    /// those it had), which a function computed again takes over from.
    op_memos: Vec<Option<Arc<OpMemo>>>,
}

impl Findings {
    /// Function `fi`'s findings if they are known without computing.
    fn known(&self, fi: usize) -> Option<&PerFunction<FunctionFindings>> {
        match self.all.get() {
            Some(all) => all.get(fi),
            None => self
                .kept
                .get(fi)?
                .as_ref()
                .or_else(|| self.partial.get(fi)?.get()),
        }
    }

    /// The per-op results the next revision may take over for function `fi`.
    fn op_memo_to_keep(&self, fi: usize) -> Option<Arc<OpMemo>> {
        match self.known(fi) {
            Some(findings) => findings.unmoved().op_memo.clone(),
            None => self.op_memos.get(fi).cloned().flatten(),
        }
    }
}

impl ChunkAnalysis {
    /// Every function's findings, computing the missing ones now.
    pub fn findings(
        &self,
        chunk: &Chunk,
        text: &str,
        aliases: &AliasTable,
    ) -> &[PerFunction<FunctionFindings>] {
        self.findings.all.get_or_init(|| {
            let known = (0..chunk.functions.len())
                .map(|fi| self.findings.known(fi).cloned())
                .collect();
            PerFunction::compute_missing(known, &chunk.functions, |fi, entry| {
                self.function_findings(chunk, text, aliases, fi, entry)
            })
        })
    }

    /// [`ChunkAnalysis::findings`], unless `stop` says so before all are
    /// computed: then what was computed is kept (the next revision takes it
    /// over as it takes over the findings of this one), and `false` is
    /// returned. The editor computes a large module's findings while
    /// nothing is typed; a keystroke stops it after the functions being
    /// partitioned then, so that the keystroke does not wait for the rest.
    pub fn findings_unless(
        &self,
        chunk: &Chunk,
        text: &str,
        aliases: &AliasTable,
        stop: &(dyn Fn() -> bool + Sync),
    ) -> bool {
        if self.findings.all.get().is_some() {
            return true;
        }
        let missing: Vec<usize> = (0..chunk.functions.len())
            .filter(|&fi| self.findings.known(fi).is_none())
            .collect();
        crate::parallel::map(&missing, |fi| {
            if stop() {
                return;
            }
            let entry = &chunk.functions[fi];
            let findings = self.function_findings(chunk, text, aliases, fi, entry);
            let _ = self.findings.partial[fi].set(PerFunction::new(entry, fi, findings));
        });
        if missing.iter().any(|&fi| self.findings.known(fi).is_none()) {
            return false;
        }
        self.findings(chunk, text, aliases);
        true
    }

    fn function_findings(
        &self,
        chunk: &Chunk,
        text: &str,
        aliases: &AliasTable,
        fi: usize,
        entry: &FunctionEntry,
    ) -> FunctionFindings {
        let previous = self.findings.op_memos.get(fi).and_then(Option::as_deref);
        warnings::function_findings(chunk, self, text, aliases, fi, entry, previous)
    }

    /// The findings of function `fi` if they are known without computing.
    pub fn known_findings(&self, fi: usize) -> Option<&FunctionFindings> {
        self.known_findings_kept(fi).map(PerFunction::value)
    }

    /// `known_findings` as kept, for reading parts of them without moving
    /// the rest (`PerFunction::moved_items`).
    pub fn known_findings_kept(&self, fi: usize) -> Option<&PerFunction<FunctionFindings>> {
        self.findings.known(fi)
    }

    /// Are some functions' findings still to be computed?
    pub fn findings_pending(&self) -> bool {
        self.findings.all.get().is_none()
            && (0..self.findings.kept.len()).any(|fi| self.findings.known(fi).is_none())
    }
}

pub struct FileAnalysis {
    pub tree: Tree,
    pub ir: FileIr,
    pub aliases: AliasTable,
    pub chunks: Vec<ChunkAnalysis>,
    /// The line starts of the analysed text: an open document's rope
    /// (`with_lines`), else made on the first request that needs line
    /// numbers (hovers and hints name lines; scanning a 10 MB text for them
    /// after every keystroke cost milliseconds).
    lines: OnceLock<LineIndex>,
    /// The unterminated strings of the analysed text: an open document's
    /// (`with_strings`), else found on the first request for diagnostics.
    strings: OnceLock<Arc<UnterminatedStrings>>,
}

impl FileAnalysis {
    /// The unterminated strings of `text`, the text this analysis was made
    /// from.
    pub fn unterminated_strings(&self, text: &str) -> &UnterminatedStrings {
        self.strings
            .get_or_init(|| Arc::new(UnterminatedStrings::scan(text)))
    }

    /// The analysis, with `strings` as the unterminated strings of its text
    /// (kept by an open document across edits).
    pub fn with_strings(self, strings: Arc<UnterminatedStrings>) -> Self {
        // Already found only if a stage asked for them: then they are equal.
        let _ = self.strings.set(strings);
        self
    }

    /// The line index of `text`, the text this analysis was made from.
    pub fn lines(&self, text: &str) -> &LineIndex {
        self.lines.get_or_init(|| LineIndex::new(text))
    }

    /// The analysis, with `lines` as the line index of its text (made
    /// without scanning it: an open document's rope).
    pub fn with_lines(self, lines: LineIndex) -> Self {
        // Already made only if a stage asked for it: then it is equal.
        let _ = self.lines.set(lines);
        self
    }

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
    let (tree, ir) = ir::parse_and_build(text);
    analyze_ir(tree, ir, text)
}

/// Parses and analyses `text` with the given propagation options.
pub fn analyze_with(text: &str, options: propagation::Options) -> FileAnalysis {
    let (tree, ir) = ir::parse_and_build(text);
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
    analyze_ir_incremental_with(tree, ir, text, propagation::Options::default(), previous)
}

/// `analyze_ir_incremental` with propagation options (the LSP settings).
pub fn analyze_ir_incremental_with(
    tree: Tree,
    ir: FileIr,
    text: &str,
    options: propagation::Options,
    previous: Option<&FileAnalysis>,
) -> FileAnalysis {
    let analysis = analyze_ir_reusing(tree, ir, text, options, previous);
    complete_findings(&analysis, text);
    analysis
}

/// `analyze_ir_incremental_with` for the editor: the findings of the
/// functions that changed, when they hold [`DEFER_FINDINGS_OVER_OPS`] ops or
/// more in a chunk (a JAX `main`, or a large module when it opens), are
/// left to be computed when first asked for ([`ChunkAnalysis::findings`]),
/// so that the other diagnostics can be published first.
pub fn analyze_for_editor(
    tree: Tree,
    ir: FileIr,
    text: &str,
    options: propagation::Options,
    previous: Option<&FileAnalysis>,
) -> FileAnalysis {
    analyze_deferring(tree, ir, text, options, previous, DEFER_FINDINGS_OVER_OPS)
}

/// `analyze_for_editor` with the count of ops over which findings wait (0:
/// every function's that cannot be kept, which the property tests use).
pub fn analyze_deferring(
    tree: Tree,
    ir: FileIr,
    text: &str,
    options: propagation::Options,
    previous: Option<&FileAnalysis>,
    over_ops: usize,
) -> FileAnalysis {
    let analysis = analyze_ir_reusing(tree, ir, text, options, previous);
    for (chunk, result) in analysis.ir.chunks.iter().zip(&analysis.chunks) {
        let mut pending = (0..chunk.functions.len())
            .filter(|&fi| result.known_findings_kept(fi).is_none())
            .map(|fi| chunk.functions[fi].ir.ops.len())
            .peekable();
        let none_pending = pending.peek().is_none();
        if none_pending || pending.sum::<usize>() < over_ops {
            result.findings(chunk, text, &analysis.aliases);
        }
    }
    analysis
}

/// Computes every finding still missing.
pub fn complete_findings(analysis: &FileAnalysis, text: &str) {
    for (chunk, result) in analysis.ir.chunks.iter().zip(&analysis.chunks) {
        result.findings(chunk, text, &analysis.aliases);
    }
}

/// [`complete_findings`] unless `stop` says so first (see
/// [`ChunkAnalysis::findings_unless`]); whether they are all computed.
pub fn complete_findings_unless(
    analysis: &FileAnalysis,
    text: &str,
    stop: &(dyn Fn() -> bool + Sync),
) -> bool {
    analysis
        .ir
        .chunks
        .iter()
        .zip(&analysis.chunks)
        .all(|(chunk, result)| result.findings_unless(chunk, text, &analysis.aliases, stop))
}

fn analyze_ir_with(
    tree: Tree,
    ir: FileIr,
    text: &str,
    options: propagation::Options,
) -> FileAnalysis {
    let analysis = analyze_ir_reusing(tree, ir, text, options, None);
    complete_findings(&analysis, text);
    analysis
}

fn analyze_ir_reusing(
    tree: Tree,
    ir: FileIr,
    text: &str,
    options: propagation::Options,
    previous: Option<&FileAnalysis>,
) -> FileAnalysis {
    let aliases = AliasTable::for_ir(&tree, text, &ir, previous.map(|p| &p.aliases));
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
            // The previous revision's findings known by now (kept, or
            // computed since), where this function and its propagation part
            // are the same.
            let kept = PerFunction::reuse_where(
                |fi| before?.known_findings_kept(fi),
                &chunk.functions,
                // Findings depend on the propagation besides the function.
                |fi| before.is_some_and(|b| propagation.same_part_as(&b.propagation, fi)),
            );
            ChunkAnalysis {
                annotations,
                propagation,
                checks,
                findings: Findings {
                    op_memos: (0..chunk.functions.len())
                        .map(|fi| {
                            kept.get(fi)
                                .is_none_or(Option::is_none)
                                .then(|| before?.findings.op_memo_to_keep(fi))
                                .flatten()
                        })
                        .collect(),
                    partial: (0..chunk.functions.len())
                        .map(|_| OnceLock::new())
                        .collect(),
                    kept,
                    all: OnceLock::new(),
                },
            }
        })
        .collect();
    FileAnalysis {
        tree,
        ir,
        aliases,
        chunks,
        lines: OnceLock::new(),
        strings: OnceLock::new(),
    }
}
