//! `mesh-lsp propagate FILE [--format mlir|json] [--traversal T] [--cse]`:
//! every value's sharding after propagation, as JSON or as the module
//! rewritten with the shardings written in the file's own notation. A
//! `shard` dialect function is printed as mlir-opt prints it after
//! `sharding-propagation` (`mesh_family::print`).

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args, ValueEnum};
use serde_json::{json, Value};

use super::render::{JsonDiagnostic, SourceFile};
use super::{EXIT_FINDINGS, EXIT_OK, EXIT_USAGE};
use crate::annotations::Slot;
use crate::diagnostic::Severity;
use crate::ir::Chunk;
use crate::notation::sharding_json;
use crate::pipeline::{analyze_with, ChunkAnalysis, FileAnalysis};
use crate::propagation::engine::Origin;
use crate::propagation::mesh_family::{self, Semantics, Traversal};
use crate::propagation::{export, slot_name};
use crate::rules::AliasTable;
use crate::sharding::model::{Notation, TensorSharding};
use crate::text::LineIndex;

#[derive(Debug, Args)]
pub struct PropagateArgs {
    /// The MLIR file.
    #[arg(value_name = "FILE")]
    pub file: PathBuf,
    /// `mlir`: the module with every value's sharding written in the file's
    /// notation; `json`: functions, arguments, results and ops with shardings
    /// and their origins.
    #[arg(long, value_enum, default_value_t = OutputFormat::Mlir)]
    pub format: OutputFormat,
    #[command(flatten)]
    pub traversal: super::TraversalArg,
    /// `shard` files: also run MLIR's `cse` after the pass, as LLVM's tests
    /// do (identical `shard.sharding`/`shard.shard` ops merge).
    #[arg(long)]
    pub cse: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum OutputFormat {
    Mlir,
    Json,
}

/// Ops of the mesh family that carry annotations rather than compute.
const ANNOTATION_OPS: &[&str] = &[
    "shard.sharding",
    "shard.shard",
    "mesh.sharding",
    "mesh.shard",
    "mesh.annotate",
];

pub fn run(args: &PropagateArgs) -> ExitCode {
    let text = match std::fs::read_to_string(&args.file) {
        Ok(text) => text,
        Err(error) => {
            eprintln!("error: cannot read {}: {error}", args.file.display());
            return ExitCode::from(EXIT_USAGE);
        }
    };
    let options = crate::check::CheckOptions {
        propagation: crate::propagation::Options {
            traversal: args.traversal.traversal.into(),
            ..Default::default()
        },
        ..Default::default()
    };
    let analysis = analyze_with(&text, options.propagation);
    let diagnostics = crate::check::diagnostics_with(&analysis, &text, &options);
    let has_errors = diagnostics.iter().any(|d| d.severity == Severity::Error);
    let output = match args.format {
        OutputFormat::Json => {
            let source = SourceFile::new(args.file.display().to_string(), text.clone());
            let index = LineIndex::new(&text);
            let mut functions = Vec::new();
            for (chunk, analysis_chunk) in analysis.ir.chunks.iter().zip(&analysis.chunks) {
                functions.extend(functions_json(chunk, analysis_chunk, &text, &index));
            }
            let diagnostics: Vec<JsonDiagnostic> = diagnostics
                .iter()
                .map(|d| JsonDiagnostic::new(&source, d))
                .collect();
            let report = json!({"functions": functions, "diagnostics": diagnostics});
            serde_json::to_string_pretty(&report).unwrap_or_default() + "\n"
        }
        OutputFormat::Mlir => {
            let traversal = options.propagation.traversal;
            shard_pass_module(&analysis, &text, traversal, args.cse)
                .unwrap_or_else(|| super::rewrite::propagated_module(&analysis, &text))
        }
    };
    let mut stdout = std::io::stdout().lock();
    if let Err(error) = stdout
        .write_all(output.as_bytes())
        .and_then(|()| stdout.flush())
    {
        eprintln!("error: cannot write output: {error}");
        return ExitCode::from(EXIT_USAGE);
    }
    ExitCode::from(if has_errors { EXIT_FINDINGS } else { EXIT_OK })
}

/// `text` with each function of its `shard` dialect chunks replaced by what
/// `sharding-propagation{traversal}` (then `cse`) makes of it, as mlir-opt
/// prints it; `None` when no chunk is in the `shard` dialect.
pub fn shard_pass_module(
    analysis: &FileAnalysis,
    text: &str,
    traversal: Traversal,
    cse: bool,
) -> Option<String> {
    let aliases = AliasTable::from_tree(&analysis.tree, text);
    let mut edits = Vec::new();
    for (chunk, result) in analysis.ir.chunks.iter().zip(&analysis.chunks) {
        if result.annotations.notation != Some(Notation::ShardDialect) {
            continue;
        }
        let semantics = Semantics::of(result.annotations.notation)?;
        for (fi, entry) in chunk.functions.iter().enumerate() {
            if entry.ir.name.is_none() {
                continue;
            }
            let printed = mesh_family::pass_output(
                chunk,
                fi,
                &result.annotations,
                text,
                &aliases,
                semantics,
                traversal,
                cse,
            );
            if let Some(printed) = printed {
                edits.push((entry.abs(entry.ir.range), printed.trim().to_string()));
            }
        }
    }
    if edits.is_empty() {
        return None;
    }
    let mut out = text.to_string();
    edits.sort_by_key(|(r, _)| std::cmp::Reverse(r.start));
    for (range, printed) in edits {
        out.replace_range(range.start..range.end, &printed);
    }
    Some(out)
}

fn sharding_value(s: Option<&TensorSharding>) -> Value {
    s.map_or(Value::Null, sharding_json)
}

fn origin_json(chunk: &Chunk, analysis: &ChunkAnalysis, slot: Slot, index: &LineIndex) -> Value {
    let Some(origin) = analysis.propagation.origin(slot) else {
        return Value::Null;
    };
    match origin {
        Origin::Annotation { kind, at } => json!({
            "kind": kind.describe(),
            "line": analysis
                .annotations
                .annotations
                .get(&at)
                .map(|a| index.line_of(a.range.start) + 1),
        }),
        Origin::Propagated { node, from } => {
            let op = analysis
                .propagation
                .node(node)
                .and_then(|n| n.op)
                .and_then(|(f, op)| chunk.functions.get(f).map(|e| (e, op)))
                .map(|(e, op)| {
                    (
                        e.ir.ops[op].name.clone(),
                        index.line_of(e.abs(e.ir.ops[op].range).start) + 1,
                    )
                });
            json!({
                "kind": "propagated",
                "from": slot_name(chunk, from),
                "op": op.as_ref().map(|(name, _)| name.clone()),
                "line": op.map(|(_, line)| line),
            })
        }
    }
}

fn functions_json(
    chunk: &Chunk,
    analysis: &ChunkAnalysis,
    _text: &str,
    index: &LineIndex,
) -> Vec<Value> {
    let result = &analysis.propagation;
    // Shardy's export: function arguments and results cut to what divides
    // them, every sharding closed, without replicated or size-1 axes.
    let shardy = matches!(
        analysis.annotations.notation,
        None | Some(Notation::Sdy | Notation::Gspmd)
    );
    let exported = |slot: Slot| {
        if shardy {
            export::exported(chunk, &analysis.annotations, result, slot)
        } else {
            result.sharding(slot).cloned()
        }
    };
    chunk
        .functions
        .iter()
        .enumerate()
        .map(|(fi, entry)| {
            let f = &entry.ir;
            let args: Vec<Value> = f
                .arguments
                .iter()
                .map(|&arg| {
                    let s = exported(Slot::Value {
                        func: fi,
                        value: arg,
                    });
                    json!({"name": f.values[arg].name, "sharding": sharding_value(s.as_ref())})
                })
                .collect();
            let results: Vec<Value> = f
                .results
                .iter()
                .enumerate()
                .map(|(i, _)| {
                    let s = exported(Slot::FuncResult { func: fi, index: i });
                    json!({"sharding": sharding_value(s.as_ref())})
                })
                .collect();
            let ops: Vec<Value> = f
                .ops
                .iter()
                .filter(|op| !ANNOTATION_OPS.contains(&op.name.as_str()))
                .map(|op| {
                    let results: Vec<Value> = op
                        .results
                        .iter()
                        .map(|&r| {
                            let slot = Slot::Value { func: fi, value: r };
                            let s = exported(slot);
                            json!({
                                "name": f.values[r].name,
                                "sharding": sharding_value(s.as_ref()),
                                "origin": origin_json(chunk, analysis, slot, index),
                            })
                        })
                        .collect();
                    json!({
                        "op": op.name,
                        "line": index.line_of(entry.abs(op.range).start) + 1,
                        "results": results,
                    })
                })
                .collect();
            json!({
                "name": f.name.clone().unwrap_or_default(),
                "args": args,
                "results": results,
                "ops": ops,
            })
        })
        .collect()
}
