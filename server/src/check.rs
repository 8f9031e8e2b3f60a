//! `check`: every diagnostic mesh-lsp reports for a document, in source order.
//! The CLI's `check` command and the language server both call this.

use crate::annotations::{ChunkAnnotations, Slot};
use crate::diagnostic::Diagnostic;
use crate::ir::changes::{leaves_to_take_over, Reads};
use crate::ir::per_function::{PerFunction, Placement, Ranges};
use crate::ir::{Chunk, Function, FunctionEntry, MeshDeclKind, Op, OpId, ValueId};
use crate::partition::warnings::{self, FunctionFindings};
use crate::partition::Hardware;
use crate::pipeline::{self, FileAnalysis};
use crate::rules::AliasTable;
use crate::sharding::model::TensorSharding;
use crate::text::TextRange;
use crate::{propagation, rules, syntax, verify};
use std::sync::Arc;

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
    let mut diagnostics =
        syntax::syntax_diagnostics_with(&analysis.tree, text, analysis.unterminated_strings(text));
    diagnostics.extend(analysis.ir.all_diagnostics());
    let mut complete = true;
    for (chunk, result) in analysis.ir.chunks.iter().zip(&analysis.chunks) {
        diagnostics.extend(result.annotations.diagnostics.iter().cloned());
        // Each function's lists moved alone: the rest of a result kept
        // after an edit before its function is not read here.
        for checks in &result.checks {
            diagnostics.extend(checks.moved_items(|c| &c.diagnostics));
        }
        diagnostics.extend(propagation::diagnostics(chunk, &result.propagation));
        let mut all_known = true;
        for fi in 0..chunk.functions.len() {
            match result.known_findings_kept(fi) {
                Some(f) => diagnostics.extend(f.moved_items(|f| &f.warnings)),
                None => all_known = false,
            }
        }
        if !all_known {
            complete = false;
            continue;
        }
        if let Some(hardware) = &options.hardware {
            let findings: Vec<&FunctionFindings> = (0..chunk.functions.len())
                .filter_map(|fi| result.known_findings(fi))
                .collect();
            diagnostics.extend(warnings::fit_warnings(&findings, hardware));
        }
    }
    diagnostics.sort_by_key(|d| (d.range.start, d.range.end));
    (merge_parse_errors(diagnostics), complete)
}

/// The checks of one function that depend on it alone (`function_checks`).
#[derive(Clone, Debug, Default)]
pub struct FunctionChecks {
    pub diagnostics: Vec<Diagnostic>,
    /// What each op contributed, for the next edit of the function.
    per_op: Option<Arc<CheckUnits>>,
    /// How many ops' checks were taken over from the previous result.
    pub ops_reused: usize,
}

impl Ranges for FunctionChecks {
    fn for_each_range(&mut self, f: &mut dyn FnMut(&mut TextRange)) {
        self.diagnostics.for_each_range(f);
    }
}

/// The checks of each function that depend on it alone, given the chunk's
/// meshes and the file's aliases: the op verifiers and user-written sharding
/// rules. `previous` (from before an edit, with the same meshes and aliases)
/// lends the results of the functions the edit left alone, and inside a
/// function that changed, those of the ops it left alone ([`checks_per_op`]).
pub fn function_checks(
    chunk: &Chunk,
    annotations: &ChunkAnnotations,
    aliases: &AliasTable,
    text: &str,
    previous: Option<&[PerFunction<FunctionChecks>]>,
) -> Vec<PerFunction<FunctionChecks>> {
    let grids = grid_key(chunk);
    PerFunction::reuse_or_compute_all(previous, &chunk.functions, |fi, entry| {
        let units = previous
            .and_then(|p| p.get(fi))
            .and_then(|p| p.unmoved().per_op.as_deref())
            .filter(|u| u.grids == grids);
        checks_per_op(chunk, annotations, aliases, text, fi, entry, units, &grids)
    })
}

/// What an op's checks produced: the verifiers' diagnostics and the errors
/// of its user-written sharding rule.
#[derive(Clone, Debug, Default)]
struct OpChecks {
    verifiers: Vec<Diagnostic>,
    rules: Vec<Diagnostic>,
}

impl Ranges for OpChecks {
    fn for_each_range(&mut self, f: &mut dyn FnMut(&mut TextRange)) {
        self.verifiers.for_each_range(f);
        self.rules.for_each_range(f);
    }
}

/// The shardings an op's checks may read, by pointer: the annotation of
/// each annotated value and the shardings written in each op's own syntax.
#[derive(Default)]
struct ReadShardings {
    /// Indexed by value: every op's check compares a few of them.
    values: Vec<Option<Arc<TensorSharding>>>,
    sites: rustc_hash::FxHashMap<OpId, Vec<(usize, bool, Arc<TensorSharding>)>>,
}

impl ReadShardings {
    fn of(annotations: &ChunkAnnotations, fi: usize) -> Self {
        let mut read = ReadShardings::default();
        for (slot, a) in annotations.annotations.of_function(fi) {
            match *slot {
                Slot::Value { value, .. } => {
                    if read.values.len() <= value {
                        read.values.resize(value + 1, None);
                    }
                    read.values[value] = Some(a.sharding.clone());
                }
                Slot::OpSite {
                    op, index, local, ..
                } => read
                    .sites
                    .entry(op)
                    .or_default()
                    .push((index, local, a.sharding.clone())),
                Slot::FuncResult { .. } => {}
            }
        }
        read
    }

    fn value(&self, value: ValueId) -> Option<&Arc<TensorSharding>> {
        self.values.get(value)?.as_ref()
    }

    fn same_value(&self, other: &ReadShardings, value: ValueId) -> bool {
        match (self.value(value), other.value(value)) {
            (None, None) => true,
            (Some(a), Some(b)) => Arc::ptr_eq(a, b),
            _ => false,
        }
    }

    fn same_sites(&self, other: &ReadShardings, op: OpId) -> bool {
        if self.sites.is_empty() && other.sites.is_empty() {
            return true;
        }
        match (self.sites.get(&op), other.sites.get(&op)) {
            (None, None) => true,
            (Some(a), Some(b)) => {
                a.len() == b.len()
                    && a.iter()
                        .zip(b)
                        .all(|(x, y)| x.0 == y.0 && x.1 == y.1 && Arc::ptr_eq(&x.2, &y.2))
            }
            _ => false,
        }
    }
}

/// The per-op checks of a function, kept for the next edit.
struct CheckUnits {
    /// The function they were computed from; holding it keeps alive every
    /// op and value compared by pointer.
    function: Arc<Function>,
    placement: Placement,
    /// The chunk's mesh declarations as the verifiers read them (`grid_key`).
    grids: String,
    read: ReadShardings,
    /// Indexed by op; `None` when the op's checks found nothing.
    units: Vec<Option<Arc<OpChecks>>>,
    /// Indexed by op: whether it is at the function's top level without
    /// regions (`ir::changes::top_level_leaf`), the ops whose results are
    /// taken over.
    leaves: Vec<bool>,
}

impl std::fmt::Debug for CheckUnits {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "CheckUnits({} ops)", self.units.len())
    }
}

/// What the `shard` verifiers read of the chunk's mesh declarations: each
/// one's name, kind, and a grid's static shape.
fn grid_key(chunk: &Chunk) -> String {
    let mut key = String::new();
    for mesh in &chunk.meshes {
        key.push_str(&mesh.name);
        match &mesh.kind {
            MeshDeclKind::Sdy { .. } => key.push_str(" sdy;"),
            MeshDeclKind::Grid { shape, .. } => {
                let dims: Option<Vec<Option<i64>>> = shape
                    .as_ref()
                    .map(|s| s.iter().map(|d| d.as_static()).collect());
                key.push_str(&format!(" grid {dims:?};"));
            }
            MeshDeclKind::Cluster { .. } => key.push_str(" cluster;"),
        }
    }
    key
}

/// For each op of `new_f`, whether its checks may read something other than
/// they read when `old` was computed: the op, the values it uses and defines
/// (whose `Arc`s change with their types, names and uses), the ops defining
/// its operands, and the shardings on all of them (the values' annotations,
/// the sites of the op and of its operands' defining ops). Found from the
/// two functions' `Arc` tables (`ir::changes::ops_near`) with the values
/// whose annotation changed and the ops whose own sites changed, so that an
/// op far from the edit is not read at all.
fn ops_to_check_again(old: &CheckUnits, new_f: &Function, new_read: &ReadShardings) -> Vec<bool> {
    let values: Vec<ValueId> = (0..old.read.values.len().max(new_read.values.len()))
        .filter(|&v| !new_read.same_value(&old.read, v))
        .collect();
    let ops: Vec<OpId> = old
        .read
        .sites
        .keys()
        .chain(new_read.sites.keys())
        .copied()
        .filter(|&op| !new_read.same_sites(&old.read, op))
        .collect();
    let reads = Reads {
        operands: true,
        users: false,
    };
    crate::ir::changes::ops_near(&old.function, new_f, &values, &ops, reads)
}

/// The checks of function `fi`, op by op, taking over from `previous` the
/// results of the ops whose inputs are the same.
///
/// An op's checks (its verifiers, `verify::verify_op_checks`, and its
/// user-written sharding rule) read the op, the values it uses and defines,
/// the ops defining its operands, the shardings annotating all of these, the
/// chunk's meshes (the caller's `same_context`, and `grid_key`), the
/// aliases (the caller's), the text of the op, and, inside a region, the
/// ops around it. A previous result is taken over for an op at the
/// function's top level without regions whose inputs are the very same
/// (`ops_to_check_again`): it equals checking it again once its ranges are
/// moved as the function's. The checks over the whole function
/// (`verify::verify_function_wide`) run every time. Put together as
/// `verify_function` orders them: each op's verifiers in op order, the
/// function-wide ones, then the rules' errors in op order.
#[allow(clippy::too_many_arguments)]
fn checks_per_op(
    chunk: &Chunk,
    annotations: &ChunkAnnotations,
    aliases: &AliasTable,
    text: &str,
    fi: usize,
    entry: &FunctionEntry,
    previous: Option<&CheckUnits>,
    grids: &str,
) -> FunctionChecks {
    let f = &entry.ir;
    let here = Placement::of(entry);
    let read = ReadShardings::of(annotations, fi);
    let env = rules::RuleEnv::new(text, aliases);
    let env = env.for_entry(entry);
    let mut ops_reused = 0;
    let mut units: Vec<Option<Arc<OpChecks>>> = Vec::with_capacity(f.ops.len());
    let again = previous.map(|p| ops_to_check_again(p, f, &read));
    let (leaves, take_over) = leaves_to_take_over(
        f,
        previous
            .zip(again.as_deref())
            .map(|(p, again)| (again, p.leaves.as_slice())),
    );
    for ((op_id, op), &take) in f.ops.iter().enumerate().zip(&take_over) {
        let kept = previous
            .filter(|_| take)
            .and_then(|p| p.placement.take_over(entry, &here, &p.units[op_id]));
        let unit = match kept {
            Some(unit) => {
                ops_reused += 1;
                unit
            }
            None => {
                let unit = OpChecks {
                    verifiers: verify::verify_op_checks(chunk, annotations, text, fi, op_id),
                    rules: user_rule_errors_of(op, entry, &env),
                };
                (!unit.verifiers.is_empty() || !unit.rules.is_empty()).then(|| Arc::new(unit))
            }
        };
        units.push(unit);
    }
    let mut diagnostics: Vec<Diagnostic> = units
        .iter()
        .flatten()
        .flat_map(|u| u.verifiers.iter().cloned())
        .collect();
    diagnostics.extend(verify::verify_function_wide(chunk, annotations, fi));
    diagnostics.extend(units.iter().flatten().flat_map(|u| u.rules.iter().cloned()));
    FunctionChecks {
        diagnostics,
        per_op: Some(Arc::new(CheckUnits {
            function: f.clone(),
            placement: here,
            grids: grids.to_string(),
            read,
            units,
            leaves,
        })),
        ops_reused,
    }
}

/// Parse and verifier errors of op `op`'s user-written `sdy.sharding_rule`.
fn user_rule_errors_of(op: &Op, entry: &FunctionEntry, env: &rules::RuleEnv) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    if op.attributes.entry("sdy.sharding_rule").is_none() {
        return out;
    }
    if let Some(Err(errors)) = rules::user_rule(op, &entry.ir, env) {
        for error in errors {
            let range = TextRange::new(error.span.start, error.span.end.max(error.span.start));
            out.push(Diagnostic::error(
                range,
                "sdy/invalid-sharding-rule",
                format!("'{}' op {}", op.name, error.message),
            ));
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
