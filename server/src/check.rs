//! `check`: every diagnostic mesh-lsp reports for a document, in source order.
//! The CLI's `check` command and the language server both call this.

use crate::annotations::ChunkAnnotations;
use crate::diagnostic::Diagnostic;
use crate::ir::per_function::PerFunction;
use crate::ir::{Chunk, FunctionEntry};
use crate::partition::warnings::{self, FunctionFindings};
use crate::partition::Hardware;
use crate::pipeline::{self, FileAnalysis};
use crate::rules::AliasTable;
use crate::text::TextRange;
use crate::{propagation, rules, syntax, verify};

/// Parses `text` and runs every check on it.
pub fn check_text(text: &str) -> Vec<Diagnostic> {
    diagnostics_of(&pipeline::analyze(text), text)
}

/// What the checks need besides the text.
#[derive(Clone, Debug, Default)]
pub struct CheckOptions {
    /// The hardware the user chose: functions that do not fit its memory
    /// are reported. None: no fit check.
    pub hardware: Option<Hardware>,
    /// How to propagate (the CLI's `--traversal`).
    pub propagation: propagation::Options,
}

/// Every diagnostic of an analysed text: syntax, IR, sharding validity,
/// propagation conflicts and barriers, and the partitioning's warnings.
pub fn diagnostics_of(analysis: &FileAnalysis, text: &str) -> Vec<Diagnostic> {
    diagnostics_with(analysis, text, &CheckOptions::default())
}

/// `diagnostics_of` with options.
pub fn diagnostics_with(
    analysis: &FileAnalysis,
    text: &str,
    options: &CheckOptions,
) -> Vec<Diagnostic> {
    pipeline::complete_findings(analysis, text);
    diagnostics_known(analysis, text, options).0
}

/// The diagnostics of `analysis` known without computing the findings it
/// left for later (`pipeline::analyze_for_editor`), and whether they are
/// all of them: what the editor publishes first. A function whose findings
/// are pending lacks its partitioning warnings, and the fit warnings, which
/// sum every function, wait for all.
pub fn diagnostics_known(
    analysis: &FileAnalysis,
    text: &str,
    options: &CheckOptions,
) -> (Vec<Diagnostic>, bool) {
    let mut diagnostics = syntax::syntax_diagnostics(&analysis.tree, text);
    diagnostics.extend(analysis.ir.all_diagnostics());
    let mut complete = true;
    for (chunk, result) in analysis.ir.chunks.iter().zip(&analysis.chunks) {
        diagnostics.extend(result.annotations.diagnostics.iter().cloned());
        for checks in &result.checks {
            diagnostics.extend(checks.value().iter().cloned());
        }
        diagnostics.extend(propagation::diagnostics(chunk, &result.propagation));
        let findings: Option<Vec<&FunctionFindings>> = (0..chunk.functions.len())
            .map(|fi| result.known_findings(fi))
            .collect();
        let Some(findings) = findings else {
            complete = false;
            diagnostics.extend(
                (0..chunk.functions.len())
                    .filter_map(|fi| result.known_findings(fi))
                    .flat_map(|f| f.warnings.iter().cloned()),
            );
            continue;
        };
        for f in &findings {
            diagnostics.extend(f.warnings.iter().cloned());
        }
        if let Some(hardware) = &options.hardware {
            diagnostics.extend(warnings::fit_warnings(&findings, hardware));
        }
    }
    diagnostics.sort_by_key(|d| (d.range.start, d.range.end));
    (merge_parse_errors(diagnostics), complete)
}

/// The checks of each function that depend on it alone, given the chunk's
/// meshes and the file's aliases: the op verifiers and user-written sharding
/// rules. `previous` (from before an edit, with the same meshes and aliases)
/// lends the results of the functions the edit left alone.
pub fn function_checks(
    chunk: &Chunk,
    annotations: &ChunkAnnotations,
    aliases: &AliasTable,
    text: &str,
    previous: Option<&[PerFunction<Vec<Diagnostic>>]>,
) -> Vec<PerFunction<Vec<Diagnostic>>> {
    PerFunction::reuse_or_compute_all(previous, &chunk.functions, |fi, entry| {
        let mut out = verify::verify_function(chunk, annotations, text, fi);
        out.extend(user_rule_errors(entry, aliases, text));
        out
    })
}

/// Parse and verifier errors of user-written `sdy.sharding_rule` attributes.
fn user_rule_errors(entry: &FunctionEntry, aliases: &AliasTable, text: &str) -> Vec<Diagnostic> {
    let env = rules::RuleEnv::new(text, aliases);
    let env = env.for_entry(entry);
    let mut out = Vec::new();
    for op in &entry.ir.ops {
        if op.attributes.entry("sdy.sharding_rule").is_none() {
            continue;
        }
        if let Some(Err(errors)) = rules::user_rule(op, &entry.ir, &env) {
            for error in errors {
                let range = TextRange::new(error.span.start, error.span.end.max(error.span.start));
                out.push(Diagnostic::error(
                    range,
                    "sdy/invalid-sharding-rule",
                    format!("'{}' op {}", op.name, error.message),
                ));
            }
        }
    }
    out
}

/// A malformed sharding is seen twice: by the grammar and by the sharding
/// parser (whose messages are Shardy's). One diagnostic says both.
fn merge_parse_errors(diagnostics: Vec<Diagnostic>) -> Vec<Diagnostic> {
    let (parse, mut rest): (Vec<Diagnostic>, Vec<Diagnostic>) = diagnostics
        .into_iter()
        .partition(|d| d.code == "sharding/parse");
    for p in parse {
        let overlapping = rest.iter_mut().find(|d| {
            d.code.starts_with("syntax/")
                && d.range.start <= p.range.end
                && p.range.start <= d.range.end
        });
        match overlapping {
            Some(syntax) => {
                syntax.message = format!("{} (Shardy: {})", syntax.message, p.message);
            }
            None => rest.push(p),
        }
    }
    rest.sort_by_key(|d| (d.range.start, d.range.end));
    rest
}
