//! What mesh-family propagation says about each op, from our propagation
//! and from a fully annotated module (mlir-opt's output, the proposal's
//! completed walkthrough), in one comparable form.
//!
//! For every top-level op of a function that is not an annotation, in
//! order: the sharding it reads each operand with, then the sharding it
//! produces each result with (for `func.return`: what the function returns).
#![allow(dead_code)]

use mesh_lsp::annotations::{self, ChunkAnnotations, Slot};
use mesh_lsp::ir::{self, Attribute, Function, OpId, ShardingRole, ValueDef};
use mesh_lsp::sharding::model::{MeshRef, TensorSharding};
use mesh_lsp::syntax;
use std::path::Path;
use std::process::Command;

pub const ORACLE: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../../shared/tools/shard_oracle.sh"
);

/// A sharding as compared: grid, per-dim axes (trailing empty dims
/// dropped), and partial axes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seen {
    pub grid: String,
    pub dims: Vec<Vec<String>>,
    pub partial: Vec<String>,
}

impl std::fmt::Display for Seen {
    /// `[[0], [], [1]]`, with ` partial[1]` when some axes are partial.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let dims: Vec<String> = self
            .dims
            .iter()
            .map(|d| format!("[{}]", d.join(", ")))
            .collect();
        write!(f, "[{}]", dims.join(", "))?;
        if !self.partial.is_empty() {
            write!(f, " partial[{}]", self.partial.join(", "))?;
        }
        Ok(())
    }
}

pub fn seen(s: Option<&TensorSharding>) -> Option<Seen> {
    let s = s?;
    let grid = match &s.mesh {
        MeshRef::Symbol(name) => name.clone(),
        MeshRef::Inline(_) => String::new(),
    };
    let mut dims: Vec<Vec<String>> = s
        .dims
        .iter()
        .map(|d| d.axes.iter().map(|a| a.name.to_string()).collect())
        .collect();
    while dims.last().is_some_and(Vec::is_empty) {
        dims.pop();
    }
    let partial = s.unreduced.iter().map(|a| a.name.to_string()).collect();
    Some(Seen {
        grid,
        dims,
        partial,
    })
}

/// One op's view: its name and the shardings of its operands, then results.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpView {
    pub function: String,
    pub op: String,
    pub operands: usize,
    pub shardings: Vec<Option<Seen>>,
}

impl OpView {
    /// `linalg.matmul: [[0]] - [[0]] -> [[0]]` (`-` for none).
    pub fn line(&self) -> String {
        let show = |s: &Option<Seen>| s.as_ref().map_or("-".to_string(), Seen::to_string);
        let mut line = format!("{}:", self.op);
        for (t, s) in self.shardings.iter().enumerate() {
            if t == self.operands {
                line.push_str(" ->");
            }
            line.push(' ');
            line.push_str(&show(s));
        }
        line
    }
}

const ANNOTATIONS: [&str; 5] = [
    "shard.shard",
    "shard.sharding",
    "mesh.shard",
    "mesh.sharding",
    "mesh.annotate",
];

fn is_annotation(name: &str) -> bool {
    ANNOTATIONS.contains(&name)
}

/// The top-level ops of a function body that are not annotations.
fn compute_ops(f: &Function) -> Vec<OpId> {
    let Some(body) = f.body else {
        return Vec::new();
    };
    f.regions[body].blocks[0]
        .ops
        .iter()
        .copied()
        .filter(|&op| !is_annotation(&f.ops[op].name))
        .collect()
}

/// An annotation op that is about its users (`annotate_for_users`,
/// `as_result = false`).
fn for_users(f: &Function, op: OpId) -> bool {
    let op = &f.ops[op];
    op.sharding_sites
        .iter()
        .any(|s| s.role == ShardingRole::ShardTo { for_users: true })
        || matches!(
            op.attributes.get("as_result"),
            Some(Attribute::Bool { value: false })
        )
}

fn is_shard(f: &Function, op: OpId) -> bool {
    matches!(
        f.ops[op].name.as_str(),
        "shard.shard" | "mesh.shard" | "mesh.annotate"
    )
}

/// The views of a fully annotated module: an operand is read through the
/// annotation defining it; a result is produced with its own (not
/// for-users) annotation.
pub fn annotated_views(text: &str) -> Vec<OpView> {
    let file = ir::build(&syntax::parse(text), text);
    let mut out = Vec::new();
    for chunk in &file.chunks {
        let table: ChunkAnnotations = annotations::collect(chunk, text);
        for (fi, entry) in chunk.functions.iter().enumerate() {
            let f = &entry.ir;
            let sharding_of = |shard: OpId| {
                let &value = f.ops[shard].results.first()?;
                seen(
                    table
                        .annotations
                        .get(&Slot::Value { func: fi, value })
                        .map(|a| &*a.sharding),
                )
            };
            for op in compute_ops(f) {
                let mut shardings = Vec::new();
                for operand in &f.ops[op].operands {
                    let def = operand.value.map(|v| f.values[v].def);
                    shardings.push(match def {
                        Some(ValueDef::OpResult { op: d, .. }) if is_shard(f, d) => sharding_of(d),
                        _ => None,
                    });
                }
                for &r in &f.ops[op].results {
                    let own = f.values[r]
                        .uses
                        .iter()
                        .find(|u| is_shard(f, u.op) && !for_users(f, u.op));
                    shardings.push(own.and_then(|u| sharding_of(u.op)));
                }
                out.push(OpView {
                    function: f.name.clone().unwrap_or_default(),
                    op: f.ops[op].name.to_string(),
                    operands: f.ops[op].operands.len(),
                    shardings,
                });
            }
        }
    }
    out
}

/// Our propagation's views of `text`.
pub fn our_views(text: &str) -> Vec<OpView> {
    our_views_with(text, Default::default())
}

/// `our_views` with propagation options (the mesh family's traversal).
#[allow(dead_code)]
pub fn our_views_with(text: &str, options: mesh_lsp::propagation::Options) -> Vec<OpView> {
    let analysis = mesh_lsp::pipeline::analyze_with(text, options);
    let mut out = Vec::new();
    for (chunk, result) in analysis.ir.chunks.iter().zip(&analysis.chunks) {
        let propagation = &result.propagation;
        for (fi, entry) in chunk.functions.iter().enumerate() {
            let f = &entry.ir;
            for op in compute_ops(f) {
                let is_return = f.ops[op].name == "func.return";
                let n = f.ops[op].operands.len();
                let mut slots: Vec<Slot> = (0..n)
                    .map(|index| match is_return {
                        true => Slot::FuncResult { func: fi, index },
                        false => Slot::OpSite {
                            func: fi,
                            op,
                            index,
                            local: false,
                        },
                    })
                    .collect();
                slots.extend(
                    f.ops[op]
                        .results
                        .iter()
                        .map(|&value| Slot::Value { func: fi, value }),
                );
                out.push(OpView {
                    function: f.name.clone().unwrap_or_default(),
                    op: f.ops[op].name.to_string(),
                    operands: n,
                    shardings: slots
                        .iter()
                        .map(|&s| seen(propagation.sharding(s)))
                        .collect(),
                });
            }
        }
    }
    out
}

/// Our views as lines (see `OpView::line`).
pub fn our_lines(text: &str) -> Vec<String> {
    our_views(text).iter().map(OpView::line).collect()
}

pub fn mlir_opt_available() -> bool {
    let opt = std::env::var("MLIR_OPT").unwrap_or_else(|_| "/usr/lib/llvm-22/bin/mlir-opt".into());
    Path::new(&opt).is_file() && Path::new(ORACLE).is_file()
}

/// `mlir-opt`'s propagation of the module in `path` (which must exist).
pub fn run_oracle(path: &Path) -> String {
    let output = Command::new("bash").arg(ORACLE).arg(path).output().unwrap();
    assert!(
        output.status.success(),
        "mlir-opt failed on {}:\n{}",
        path.display(),
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).unwrap()
}

/// `mlir-opt`'s views of `text`, when `mlir-opt` is installed.
pub fn oracle_lines(text: &str) -> Option<Vec<String>> {
    if !mlir_opt_available() {
        return None;
    }
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("input.mlir");
    std::fs::write(&path, text).unwrap();
    let output = run_oracle(&path);
    Some(annotated_views(&output).iter().map(OpView::line).collect())
}

/// Each function's op lines as (op name, SSA names renumbered in order of
/// appearance, and for `shard.*` ops the whole line): what must agree
/// between mlir-opt's printing and ours, which differ in the other ops'
/// syntax (mlir-opt reprints them).
#[allow(dead_code)]
pub fn structure(output: &str) -> std::collections::BTreeMap<String, Vec<String>> {
    let ssa = regex::Regex::new(r"%[A-Za-z0-9_$.#-]+").unwrap();
    let op = regex::Regex::new(r"^(?:%[^=]+=\s*)?([a-z_]+\.[a-z_.]+|return)\b").unwrap();
    let mut out: std::collections::BTreeMap<String, Vec<String>> =
        std::collections::BTreeMap::new();
    let (mut function, mut numbers) = (String::new(), std::collections::HashMap::new());
    let mut depth = 0usize;
    for line in output.lines().map(str::trim) {
        let before = depth;
        depth = (depth + line.matches('{').count()).saturating_sub(line.matches('}').count());
        if let Some(rest) = line.strip_prefix("func.func @") {
            function = rest.split('(').next().unwrap_or_default().to_string();
            numbers = std::collections::HashMap::new();
            depth = 1;
            continue;
        }
        // Only the body's own ops: regions (linalg's) are printed differently.
        if before != 1 || function.is_empty() {
            continue;
        }
        if depth == 0 {
            function.clear();
        }
        let Some(name) = op.captures(line).map(|c| c[1].to_string()) else {
            continue;
        };
        // A region's block arguments on the op's line.
        let line = match line.rfind(" (%") {
            Some(i) if line.ends_with('{') => &line[..i],
            _ => line,
        };
        let mut renamed = Vec::new();
        for m in ssa.find_iter(line) {
            let n = numbers.len();
            let key = m.as_str().split('#').next().unwrap_or_default().to_string();
            renamed.push(format!("%{}", numbers.entry(key).or_insert(n)));
        }
        let view = if name.starts_with("shard.") {
            ssa.replace_all(line, "%").to_string() + " " + &renamed.join(" ")
        } else {
            format!("{name} {}", renamed.join(" "))
        };
        out.entry(function.clone()).or_default().push(view);
    }
    out
}
