//! `mesh-lsp report FILE [NEW]`: the collectives each function will run, what
//! they cost on a hardware model, and the memory per device; with two files,
//! what changed between them. `--max-bytes` turns it into a CI budget.

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args, ValueEnum};
use serde_json::{json, Value};

use super::{check_bytes, ci, EXIT_FINDINGS, EXIT_OK, EXIT_USAGE};
use crate::diagnostic::{Diagnostic, Severity};
use crate::locations::SourceIndex;
use crate::partition::backend::{self, Backend, Prediction};
use crate::partition::{self, cost, Hardware, KINDS};
use crate::pipeline::analyze;
use crate::propagation::human_bytes;
use crate::text::{LineIndex, TextRange};

#[derive(Debug, Args)]
pub struct ReportArgs {
    /// The MLIR file (with NEW: the old revision).
    #[arg(value_name = "FILE")]
    pub file: PathBuf,
    /// A new revision of FILE: report what changed.
    #[arg(value_name = "NEW")]
    pub new: Option<PathBuf>,
    /// Output format. `sarif` and `github` carry the diagnostics of the (new)
    /// file and the `--max-bytes` / `--max-increase` failures (at its first
    /// line) instead of the report.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    /// Hardware model: tpu-v5e (default), tpu-v5p, tpu-v6e, h100, h200, h100-ib, alpha-beta.
    #[arg(long, default_value = "tpu-v5e")]
    pub hardware: String,
    /// alpha-beta: seconds per collective (default 1e-5).
    #[arg(long)]
    pub alpha: Option<f64>,
    /// alpha-beta: seconds per byte (default 1e-10).
    #[arg(long)]
    pub beta: Option<f64>,
    /// alpha-beta: α and β of one mesh axis, `AXIS=ALPHA,BETA` (repeatable).
    #[arg(long = "axis", value_name = "AXIS=ALPHA,BETA")]
    pub axes: Vec<String>,
    /// Backend whose rewrites after partitioning are predicted: cpu, gpu or
    /// tpu (default: the hardware model's; gpu for alpha-beta).
    #[arg(long)]
    pub backend: Option<String>,
    /// Memory of one device in bytes (overrides the model's).
    #[arg(long)]
    pub memory: Option<u64>,
    /// Exit with 1 when the (new) program communicates more than this many bytes per device
    /// in total (all collectives, as counted in `totals`).
    #[arg(long)]
    pub max_bytes: Option<i64>,
    /// With NEW: exit with 1 when the total bytes per device grow by more than this.
    #[arg(long)]
    pub max_increase: Option<i64>,
    /// Whose choices to predict: `xla` (XLA's SPMD partitioner, what JAX runs) or
    /// `shardy` (Shardy's insert-explicit-reshards + reshard-to-collectives; sdy files).
    #[arg(long, value_enum, default_value_t = PartitionerArg::Xla)]
    pub partitioner: PartitionerArg,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum PartitionerArg {
    Xla,
    Shardy,
}

impl From<PartitionerArg> for partition::Partitioner {
    fn from(p: PartitionerArg) -> Self {
        match p {
            PartitionerArg::Xla => partition::Partitioner::Xla,
            PartitionerArg::Shardy => partition::Partitioner::Shardy,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Format {
    Text,
    Json,
    /// The (new) file's diagnostics and the budget failures as a SARIF 2.1.0 log.
    Sarif,
    /// The same as GitHub Actions workflow commands.
    Github,
}

fn hardware(args: &ReportArgs) -> Result<Hardware, String> {
    let mut model = if args.hardware == "alpha-beta" {
        let mut per_axis = Vec::new();
        for spec in &args.axes {
            let parsed = spec.split_once('=').and_then(|(axis, ab)| {
                let (a, b) = ab.split_once(',')?;
                Some((
                    axis.to_string(),
                    a.trim().parse().ok()?,
                    b.trim().parse().ok()?,
                ))
            });
            match parsed {
                Some(p) => per_axis.push(p),
                None => return Err(format!("bad --axis `{spec}`: expected AXIS=ALPHA,BETA")),
            }
        }
        Hardware::alpha_beta(
            args.alpha.unwrap_or(1e-5),
            args.beta.unwrap_or(1e-10),
            per_axis,
        )
    } else {
        Hardware::named(&args.hardware).ok_or_else(|| {
            format!(
                "unknown hardware `{}`; expected one of {}",
                args.hardware,
                cost::HARDWARE_NAMES.join(", ")
            )
        })?
    };
    if let Some(bytes) = args.memory {
        model = model.with_memory(bytes);
    }
    Ok(model)
}

/// The backend `--backend` names, or the hardware model's, and why.
fn chosen_backend(args: &ReportArgs, model: &Hardware) -> Result<(Backend, String), String> {
    match &args.backend {
        Some(name) => Backend::named(name)
            .map(|b| (b, "chosen with --backend".to_string()))
            .ok_or_else(|| {
                format!(
                    "unknown backend `{name}`; expected one of {}",
                    backend::BACKEND_NAMES.join(", ")
                )
            }),
        None => {
            let (b, why) = Backend::of(model);
            Ok((b, why.to_string()))
        }
    }
}

pub fn run(args: &ReportArgs) -> ExitCode {
    let model = match hardware(args) {
        Ok(model) => model,
        Err(error) => {
            eprintln!("error: {error}");
            return ExitCode::from(EXIT_USAGE);
        }
    };
    let chosen = match chosen_backend(args, &model) {
        Ok(chosen) => chosen,
        Err(error) => {
            eprintln!("error: {error}");
            return ExitCode::from(EXIT_USAGE);
        }
    };
    let read = |path: &PathBuf| -> Option<Value> {
        match std::fs::read_to_string(path) {
            Ok(text) => Some(report_json(&text, &model, &chosen, args.partitioner.into())),
            Err(error) => {
                eprintln!("error: cannot read {}: {error}", path.display());
                None
            }
        }
    };
    let Some(old) = read(&args.file) else {
        return ExitCode::from(EXIT_USAGE);
    };
    let new = match &args.new {
        Some(path) => match read(path) {
            Some(new) => Some(new),
            None => return ExitCode::from(EXIT_USAGE),
        },
        None => None,
    };
    let current = new.as_ref().unwrap_or(&old);
    let total = total_bytes(current);
    let mut over = Vec::new();
    if let Some(max) = args.max_bytes {
        if total > max {
            over.push((
                "report/max-bytes",
                format!(
                    "communication budget exceeded: {total} bytes per device > --max-bytes {max}"
                ),
            ));
        }
    }
    let diff = new.as_ref().map(|new| diff_json(&old, new));
    if let (Some(diff), Some(max)) = (&diff, args.max_increase) {
        let increase = diff["total_bytes_per_device_change"].as_i64().unwrap_or(0);
        if increase > max {
            over.push((
                "report/max-increase",
                format!("communication grew by {increase} bytes per device > --max-increase {max}"),
            ));
        }
    }
    let output = match (&diff, args.format) {
        (_, Format::Sarif | Format::Github) => {
            let path = args.new.as_ref().unwrap_or(&args.file);
            match ci_output(path, &over, args.format) {
                Ok(output) => output,
                Err(error) => {
                    eprintln!("error: cannot read {}: {error}", path.display());
                    return ExitCode::from(EXIT_USAGE);
                }
            }
        }
        (None, Format::Json) => serde_json::to_string_pretty(&old).unwrap_or_default() + "\n",
        (None, Format::Text) => report_text(&old, &model),
        (Some(diff), Format::Json) => serde_json::to_string_pretty(diff).unwrap_or_default() + "\n",
        (Some(diff), Format::Text) => diff_text(diff),
    };
    let mut stdout = std::io::stdout().lock();
    if stdout.write_all(output.as_bytes()).is_err() {
        return ExitCode::from(EXIT_USAGE);
    }
    for (_, line) in &over {
        eprintln!("error: {line}");
    }
    ExitCode::from(if over.is_empty() {
        EXIT_OK
    } else {
        EXIT_FINDINGS
    })
}

/// `--format sarif|github`: the diagnostics `check` gives for `path`, then
/// the budget failures, placed at the file's start.
fn ci_output(
    path: &std::path::Path,
    over: &[(&'static str, String)],
    format: Format,
) -> std::io::Result<String> {
    let (file, mut diagnostics) = check_bytes(
        path.display().to_string(),
        std::fs::read(path)?,
        &crate::check::CheckOptions::default(),
    );
    diagnostics.extend(
        over.iter()
            .map(|(code, message)| Diagnostic::error(TextRange::empty(0), code, message.clone())),
    );
    Ok(if format == Format::Sarif {
        serde_json::to_string_pretty(&ci::sarif_log(&[(&file, &diagnostics)])).unwrap_or_default()
            + "\n"
    } else {
        diagnostics
            .iter()
            .map(|d| ci::github_command(&file, d) + "\n")
            .collect()
    })
}

fn total_bytes(report: &Value) -> i64 {
    report["totals"]
        .as_object()
        .map(|t| {
            t.values()
                .filter_map(|k| k["bytes_per_device"].as_i64())
                .sum()
        })
        .unwrap_or(0)
}

/// A prediction as JSON: the rewrite, its pass and threshold, the indices
/// (into the function's `collectives`) and lines of what it replaces.
fn prediction_json(p: &Prediction, collectives: &[Value]) -> Value {
    let t = &p.threshold;
    json!({
        "rewrite": p.rewrite.name(),
        "backend": p.backend.name(),
        "pass": p.pass,
        "replaces": p.replaces,
        "replaces_lines": p.replaces.iter().map(|&i| collectives.get(i).map_or(Value::Null, |c| c["line"].clone())).collect::<Vec<_>>(),
        "result_kind": p.result_kind.name(),
        "result_bytes_per_device": p.result_bytes,
        "result": p.result,
        "threshold": {
            "flag": (!t.flag.is_empty()).then_some(t.flag),
            "bytes": (t.bytes != 0).then_some(t.bytes),
            "count": t.count,
            "default": t.default,
            "source": t.source,
            "assumed": t.assumed,
        },
    })
}

/// The combinings `backend` is predicted to apply over the program each
/// entry function (one nobody calls) runs once its calls are inlined, that
/// merge collectives of more than one function or call (those within one
/// function are that function's `predictions`).
fn combined_across_functions(
    chunk: &crate::ir::Chunk,
    chunk_analysis: &crate::pipeline::ChunkAnalysis,
    text: &str,
    part: &partition::ChunkPartition,
    backend: Backend,
    lines: &LineIndex,
) -> Vec<Value> {
    let sharding_of = |func, value| {
        chunk_analysis
            .propagation
            .sharding(crate::annotations::Slot::Value { func, value })
            .cloned()
    };
    let mut out = Vec::new();
    for entry in &part.functions {
        let called = part
            .functions
            .iter()
            .any(|g| g.func != entry.func && g.calls.iter().any(|(c, _)| *c == entry.func));
        if called {
            continue;
        }
        let program =
            backend::predict_program(chunk, text, part, entry.func, backend, &sharding_of);
        for g in &program.combined {
            let first = &g.members[0];
            if g.members
                .iter()
                .all(|m| m.func == first.func && m.path == first.path)
            {
                continue;
            }
            let members: Vec<Value> = g
                .members
                .iter()
                .filter_map(|m| {
                    let f = part.functions.iter().find(|f| f.func == m.func)?;
                    let c = f.collectives.get(m.index)?;
                    Some(json!({
                        "function": f.name,
                        "line": lines.line_of(c.range.start) + 1,
                        "kind": c.kind.name(),
                        "bytes_per_device": c.bytes_per_device,
                    }))
                })
                .collect();
            let t = &g.threshold;
            out.push(json!({
                "entry": entry.name,
                "rewrite": "combine",
                "pass": g.pass,
                "members": members,
                "result_kind": g.result_kind.name(),
                "result_bytes_per_device": g.result_bytes,
                "result": g.result,
                "threshold": {
                    "flag": if t.flag.is_empty() { Value::Null } else { json!(t.flag) },
                    "bytes": if t.bytes == i64::MAX { Value::Null } else { json!(t.bytes) },
                    "count": t.count,
                    "default": t.default,
                    "source": t.source,
                    "assumed": t.assumed,
                },
            }));
        }
    }
    out
}

/// The report of one text as JSON (the contract of issue #13, extra keys
/// allowed), predicted for `partitioner` (Shardy's adds `"partitioner":
/// "shardy"`), with the predictions of the chosen backend (and why it was
/// chosen).
pub fn report_json(
    text: &str,
    model: &Hardware,
    chosen: &(Backend, String),
    partitioner: partition::Partitioner,
) -> Value {
    let analysis = analyze(text);
    let lines = LineIndex::new(text);
    let sources = SourceIndex::new(&analysis.ir, text, &analysis.aliases);
    let source_of = |offset: usize| {
        sources
            .primary_at(offset)
            .map(|l| json!({"file": l.file, "line": l.line, "column": l.column}))
    };
    let mut functions = Vec::new();
    let mut across: Vec<Value> = Vec::new();
    let mut totals: Vec<(u64, i64, f64)> = vec![(0, 0, 0.0); KINDS.len()];
    for (chunk, chunk_analysis) in analysis.ir.chunks.iter().zip(&analysis.chunks) {
        let part = partition::partition_chunk_with(
            chunk,
            chunk_analysis,
            text,
            &analysis.aliases,
            partitioner,
        );
        for f in &part.functions {
            let times = part.executions.get(f.func).copied().unwrap_or(1);
            let mut seconds_total = 0.0;
            let collectives: Vec<Value> = f
                .collectives
                .iter()
                .map(|c| {
                    let estimate = model.estimate(c.kind, &c.axes, c.bytes_per_device);
                    seconds_total += estimate.seconds;
                    if let Some(k) = KINDS.iter().position(|&k| k == c.kind) {
                        totals[k].0 += times;
                        totals[k].1 = totals[k]
                            .1
                            .saturating_add(c.bytes_per_device.saturating_mul(times as i64));
                        totals[k].2 += estimate.seconds * times as f64;
                    }
                    let mut collective = json!({
                        "kind": c.kind.name(),
                        "line": lines.line_of(c.range.start) + 1,
                        "op": c.op_name,
                        "axes": c.axes.iter().map(|a| a.name.clone()).collect::<Vec<_>>(),
                        "axis_sizes": c.axes.iter().map(|a| a.size).collect::<Vec<_>>(),
                        "bytes_per_device": c.bytes_per_device,
                        "seconds": estimate.seconds,
                        "arithmetic": estimate.arithmetic,
                        "cause": format!("{:?}", c.cause).to_lowercase(),
                        "reason": c.reason,
                    });
                    if let Some(source) = source_of(c.range.start) {
                        collective["source"] = source;
                    }
                    collective
                })
                .collect();
            // Predictions: an extra layer; the totals above stay the partitioner's.
            let sharding_of = |value| {
                chunk_analysis
                    .propagation
                    .sharding(crate::annotations::Slot::Value {
                        func: f.func,
                        value,
                    })
                    .cloned()
            };
            let predictions: Vec<Value> =
                backend::predict(&chunk.functions[f.func], text, f, chosen.0, &sharding_of)
                    .iter()
                    .map(|p| prediction_json(p, &collectives))
                    .collect();
            let m = &f.memory;
            let fits = model.memory_bytes.map(|hw| m.peak_bytes as u64 <= hw);
            let mut function = json!({
                "name": f.name,
                "line": lines.line_of(f.range.start) + 1,
                "executions": times,
                "collectives": collectives,
                "predictions": predictions,
                "seconds": seconds_total,
                "memory": {
                    "argument_bytes_per_device": m.argument_bytes,
                    "result_bytes_per_device": m.result_bytes,
                    "alias_bytes_per_device": m.alias_bytes,
                    "peak_bytes_per_device": m.peak_bytes,
                    "largest": m.largest.iter().map(|(name, bytes)| json!({"value": name, "bytes_per_device": bytes})).collect::<Vec<_>>(),
                    "hardware_bytes": model.memory_bytes,
                    "fits": fits,
                },
            });
            if let Some(source) = source_of(f.range.start) {
                function["source"] = source;
            }
            functions.push(function);
        }
        if partitioner == partition::Partitioner::Xla {
            across.extend(combined_across_functions(
                chunk,
                chunk_analysis,
                text,
                &part,
                chosen.0,
                &lines,
            ));
        }
    }
    let mut totals_json = serde_json::Map::new();
    for (k, kind) in KINDS.iter().enumerate() {
        totals_json.insert(
            kind.name().to_string(),
            json!({"count": totals[k].0, "bytes_per_device": totals[k].1, "seconds": totals[k].2}),
        );
    }
    let errors = crate::check::diagnostics_of(&analysis, text)
        .iter()
        .filter(|d| d.severity == Severity::Error)
        .count();
    let mut report = json!({
        "hardware": {"name": model.name, "description": model.description, "source": model.source, "memory_bytes": model.memory_bytes},
        "backend": {"name": chosen.0.name(), "why": chosen.1},
        "functions": functions,
        "combined_across_functions": across,
        "totals": totals_json,
        "errors": errors,
    });
    if partitioner == partition::Partitioner::Shardy {
        report["partitioner"] = json!("shardy");
    }
    report
}

fn axes_list(c: &Value) -> String {
    let axes: Vec<String> = c["axes"]
        .as_array()
        .map(|a| {
            a.iter()
                .filter_map(|x| x.as_str())
                .map(|s| format!("\"{s}\""))
                .collect()
        })
        .unwrap_or_default();
    if axes.is_empty() {
        "no axis".to_string()
    } else {
        axes.join(", ")
    }
}

/// `(file:line:col)` of a JSON `source`, after `sep`; empty without one.
fn source_suffix(source: &Value, sep: &str) -> String {
    match (source["file"].as_str(), source["line"].as_u64()) {
        (Some(file), Some(line)) => {
            let column = source["column"].as_u64().unwrap_or(0);
            if sep == " " {
                format!(" ({file}:{line}:{column})")
            } else {
                format!("{sep}{file}:{line}:{column}")
            }
        }
        _ => String::new(),
    }
}

fn report_text(report: &Value, model: &Hardware) -> String {
    let mut out = String::new();
    if report["partitioner"] == "shardy" {
        out.push_str(
            "(as Shardy's insert-explicit-reshards and reshard-to-collectives partition it)\n",
        );
    }
    let empty = Vec::new();
    for f in report["functions"].as_array().unwrap_or(&empty) {
        let times = f["executions"].as_u64().unwrap_or(1);
        out.push_str(&format!(
            "@{} (line {}{}){}\n",
            f["name"].as_str().unwrap_or(""),
            f["line"],
            source_suffix(&f["source"], ", "),
            if times == 1 {
                String::new()
            } else {
                format!(", runs {times} times")
            }
        ));
        for c in f["collectives"].as_array().unwrap_or(&empty) {
            out.push_str(&format!(
                "  line {}{}: {} over {}, {}/device, {} — {}\n      {}\n",
                c["line"],
                source_suffix(&c["source"], " "),
                c["kind"].as_str().unwrap_or(""),
                axes_list(c),
                human_bytes(c["bytes_per_device"].as_i64().unwrap_or(0)),
                cost::format_seconds(c["seconds"].as_f64().unwrap_or(0.0)),
                c["op"].as_str().unwrap_or(""),
                c["reason"].as_str().unwrap_or(""),
            ));
        }
        out.push_str(&predictions_text(report, f));
        let m = &f["memory"];
        let peak = m["peak_bytes_per_device"].as_i64().unwrap_or(0);
        let fits = match model.memory_bytes {
            Some(hw) => format!(
                "{}: {} of {}",
                if peak as u64 <= hw {
                    "fits"
                } else {
                    "does not fit"
                },
                human_bytes(peak),
                human_bytes(hw as i64)
            ),
            None => "no memory figure for this model".to_string(),
        };
        out.push_str(&format!(
            "  memory per device: arguments {}, results {}, peak {} ({fits})\n",
            human_bytes(m["argument_bytes_per_device"].as_i64().unwrap_or(0)),
            human_bytes(m["result_bytes_per_device"].as_i64().unwrap_or(0)),
            human_bytes(peak),
        ));
    }
    let across = report["combined_across_functions"]
        .as_array()
        .unwrap_or(&empty);
    if !across.is_empty() {
        out.push_str(&format!(
            "predicted across functions, the calls inlined (backend {}; not in the totals):\n",
            report["backend"]["name"].as_str().unwrap_or(""),
        ));
        for g in across {
            let members: Vec<String> = g["members"]
                .as_array()
                .unwrap_or(&empty)
                .iter()
                .map(|m| {
                    format!(
                        "@{} line {}",
                        m["function"].as_str().unwrap_or(""),
                        m["line"]
                    )
                })
                .collect();
            out.push_str(&format!(
                "  from @{}: combine ({}) → {}, {}/device: {}\n      {}\n",
                g["entry"].as_str().unwrap_or(""),
                members.join(", "),
                g["result_kind"].as_str().unwrap_or(""),
                human_bytes(g["result_bytes_per_device"].as_i64().unwrap_or(0)),
                g["result"].as_str().unwrap_or(""),
                g["pass"].as_str().unwrap_or(""),
            ));
        }
    }
    let mut parts = Vec::new();
    let mut seconds = 0.0;
    for kind in KINDS {
        let t = &report["totals"][kind.name()];
        seconds += t["seconds"].as_f64().unwrap_or(0.0);
        parts.push(format!(
            "{} {} ({})",
            t["count"],
            kind.name(),
            human_bytes(t["bytes_per_device"].as_i64().unwrap_or(0))
        ));
    }
    out.push_str(&format!(
        "totals: {}; estimated {} on {} ({})\n",
        parts.join(", "),
        cost::format_seconds(seconds),
        model.name,
        model.source
    ));
    out
}

/// The labelled section of a function's predicted rewrites (empty without any).
fn predictions_text(report: &Value, f: &Value) -> String {
    let empty = Vec::new();
    let predictions = f["predictions"].as_array().unwrap_or(&empty);
    if predictions.is_empty() {
        return String::new();
    }
    let mut out = format!(
        "  predicted after partitioning (backend {}: {}; not in the totals):\n",
        report["backend"]["name"].as_str().unwrap_or(""),
        report["backend"]["why"].as_str().unwrap_or(""),
    );
    for p in predictions {
        let lines: Vec<String> = p["replaces_lines"]
            .as_array()
            .unwrap_or(&empty)
            .iter()
            .map(|l| l.to_string())
            .collect();
        let t = &p["threshold"];
        let flag = match t["flag"].as_str() {
            Some(flag) => format!("--{flag}, default {}", t["default"].as_str().unwrap_or("")),
            None => t["default"].as_str().unwrap_or("").to_string(),
        };
        out.push_str(&format!(
            "    {} (line{} {}) → {}, {}/device: {}\n      {}: {}{}; {}\n",
            p["rewrite"].as_str().unwrap_or(""),
            if lines.len() == 1 { "" } else { "s" },
            lines.join(", "),
            p["result_kind"].as_str().unwrap_or(""),
            human_bytes(p["result_bytes_per_device"].as_i64().unwrap_or(0)),
            p["result"].as_str().unwrap_or(""),
            p["pass"].as_str().unwrap_or(""),
            flag,
            if t["assumed"].as_bool() == Some(true) {
                " (assumed)"
            } else {
                ""
            },
            t["source"].as_str().unwrap_or(""),
        ));
    }
    out
}

/// A collective's identity across revisions (its line may move).
fn signature(function: &str, c: &Value) -> String {
    format!(
        "{function}|{}|{}|{}|{}",
        c["kind"].as_str().unwrap_or(""),
        axes_list(c),
        c["op"].as_str().unwrap_or(""),
        c["bytes_per_device"]
    )
}

/// What changed between two reports: collectives added and removed
/// (matched by function, kind, axes, op and bytes, not by line), totals and
/// peak memory per function.
pub fn diff_json(old: &Value, new: &Value) -> Value {
    let empty = Vec::new();
    let collect = |report: &Value| -> Vec<(String, Value, String)> {
        report["functions"]
            .as_array()
            .unwrap_or(&empty)
            .iter()
            .flat_map(|f| {
                let name = f["name"].as_str().unwrap_or("").to_string();
                f["collectives"]
                    .as_array()
                    .cloned()
                    .unwrap_or_default()
                    .into_iter()
                    .map(move |c| (signature(&name, &c), c, name.clone()))
            })
            .collect()
    };
    let mut old_list = collect(old);
    let mut added = Vec::new();
    for (sig, c, function) in collect(new) {
        if let Some(i) = old_list.iter().position(|(s, _, _)| *s == sig) {
            old_list.remove(i);
        } else {
            added.push(json!({"function": function, "collective": c}));
        }
    }
    let removed: Vec<Value> = old_list
        .into_iter()
        .map(|(_, c, function)| json!({"function": function, "collective": c}))
        .collect();
    let mut totals = serde_json::Map::new();
    for kind in KINDS {
        let get = |r: &Value, key: &str| r["totals"][kind.name()][key].as_i64().unwrap_or(0);
        totals.insert(
            kind.name().to_string(),
            json!({
                "count": get(new, "count") - get(old, "count"),
                "bytes_per_device": get(new, "bytes_per_device") - get(old, "bytes_per_device"),
            }),
        );
    }
    let peaks = |r: &Value| -> Vec<(String, i64)> {
        r["functions"]
            .as_array()
            .unwrap_or(&empty)
            .iter()
            .map(|f| {
                (
                    f["name"].as_str().unwrap_or("").to_string(),
                    f["memory"]["peak_bytes_per_device"].as_i64().unwrap_or(0),
                )
            })
            .collect()
    };
    let old_peaks = peaks(old);
    let memory: Vec<Value> = peaks(new)
        .into_iter()
        .filter_map(|(name, peak)| {
            let before = old_peaks.iter().find(|(n, _)| *n == name).map_or(0, |(_, p)| *p);
            (peak != before).then(|| json!({"function": name, "peak_bytes_per_device": peak, "change": peak - before}))
        })
        .collect();
    json!({
        "added": added,
        "removed": removed,
        "totals": totals,
        "total_bytes_per_device_change": total_bytes(new) - total_bytes(old),
        "memory": memory,
    })
}

fn signed_bytes(bytes: i64) -> String {
    if bytes < 0 {
        format!("-{}", human_bytes(-bytes))
    } else {
        format!("+{}", human_bytes(bytes))
    }
}

fn diff_text(diff: &Value) -> String {
    let mut out = String::new();
    let empty = Vec::new();
    for (sign, key) in [("+", "added"), ("-", "removed")] {
        for entry in diff[key].as_array().unwrap_or(&empty) {
            let c = &entry["collective"];
            let bytes = c["bytes_per_device"].as_i64().unwrap_or(0);
            out.push_str(&format!(
                "{sign}1 {} over {}, {sign}{}/device at line {} (@{}, {})\n",
                c["kind"].as_str().unwrap_or(""),
                axes_list(c),
                human_bytes(bytes),
                c["line"],
                entry["function"].as_str().unwrap_or(""),
                c["op"].as_str().unwrap_or(""),
            ));
        }
    }
    for m in diff["memory"].as_array().unwrap_or(&empty) {
        out.push_str(&format!(
            "peak memory of @{}: {}/device (now {})\n",
            m["function"].as_str().unwrap_or(""),
            signed_bytes(m["change"].as_i64().unwrap_or(0)),
            human_bytes(m["peak_bytes_per_device"].as_i64().unwrap_or(0)),
        ));
    }
    let change = diff["total_bytes_per_device_change"].as_i64().unwrap_or(0);
    if out.is_empty() {
        out.push_str("no change in communication or memory\n");
    }
    out.push_str(&format!(
        "total communication: {}/device\n",
        signed_bytes(change)
    ));
    out
}
