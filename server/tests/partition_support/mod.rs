//! Reading XLA's partitioned HLO and mesh-lsp's partitioning side by side,
//! for the partitioning conformance tests.

#![allow(dead_code)] // each test binary uses its own part

use mesh_lsp::partition::{self, KINDS};
use mesh_lsp::pipeline::analyze;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Bytes of an HLO array shape `f32[4,1,32,16]`.
pub fn hlo_bytes(shape: &str) -> Option<i64> {
    let (dtype, rest) = shape.split_once('[')?;
    let dims = rest.split(']').next()?;
    let element = match dtype.trim() {
        "pred" | "s8" | "u8" => 1,
        "bf16" | "f16" | "s16" | "u16" => 2,
        "f32" | "s32" | "u32" => 4,
        "f64" | "s64" | "u64" | "c64" => 8,
        "c128" => 16,
        _ => return None,
    };
    dims.split(',')
        .filter(|d| !d.trim().is_empty())
        .try_fold(element, |acc: i64, d| {
            Some(acc * d.trim().parse::<i64>().ok()?)
        })
}

/// Every array shape in `text` (`f32[2,3]{1,0}` → bytes), in order.
pub fn shapes_in(text: &str) -> Vec<i64> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(open) = rest.find('[') {
        let start = rest[..open]
            .rfind(|c: char| !c.is_ascii_alphanumeric())
            .map_or(0, |i| i + 1);
        if let Some(bytes) = hlo_bytes(&rest[start..]) {
            out.push(bytes);
        }
        rest = &rest[open + 1..];
    }
    out
}

/// The collectives of a partitioned HLO module: kind → bytes of each result.
pub fn hlo_collectives(text: &str) -> BTreeMap<String, Vec<i64>> {
    let mut out: BTreeMap<String, Vec<i64>> = BTreeMap::new();
    for line in text.lines() {
        let Some((_, rhs)) = line.split_once(" = ") else {
            continue;
        };
        for kind in KINDS {
            let call = format!(" {}(", kind.name());
            if let Some(at) = rhs.find(&call) {
                if let Some(bytes) = shapes_in(&rhs[..at]).first() {
                    out.entry(kind.name().to_string()).or_default().push(*bytes);
                }
            }
        }
    }
    for v in out.values_mut() {
        v.sort();
    }
    out
}

/// Argument and result bytes per device of the entry computation's layout.
pub fn entry_bytes(text: &str) -> Option<(i64, i64)> {
    let at = text.find("entry_computation_layout={(")?;
    let rest = &text[at + "entry_computation_layout={(".len()..];
    let (args, results) = rest.split_once(")->")?;
    // A tuple `(f32[16,8]{1,0}, f32[8,32]{1,0})` or one array `f32[16]{0}`.
    let results = match results.strip_prefix('(') {
        Some(tuple) => tuple.split(')').next()?,
        None => results.split('}').next()?,
    };
    Some((
        shapes_in(args).iter().sum(),
        shapes_in(results).iter().sum(),
    ))
}

pub struct Ours {
    pub counts: BTreeMap<String, u64>,
    pub bytes: BTreeMap<String, Vec<i64>>,
    pub arguments: i64,
    pub results: i64,
    /// How many results the entry function has.
    pub result_count: usize,
}

pub fn ours(text: &str) -> Ours {
    let analysis = analyze(text);
    let mut counts = BTreeMap::new();
    let mut bytes: BTreeMap<String, Vec<i64>> = BTreeMap::new();
    let (mut arguments, mut results, mut result_count) = (0, 0, 0);
    for (chunk, chunk_analysis) in analysis.ir.chunks.iter().zip(&analysis.chunks) {
        let part = partition::partition_chunk(chunk, chunk_analysis, text, &analysis.aliases);
        for (kind, count, _) in partition::totals(&part) {
            if count > 0 {
                *counts.entry(kind.name().to_string()).or_insert(0) += count;
            }
        }
        for f in &part.functions {
            let times = part.executions[f.func];
            for c in &f.collectives {
                for _ in 0..times {
                    bytes
                        .entry(c.kind.name().to_string())
                        .or_default()
                        .push(c.bytes_per_device);
                }
            }
            // The entry functions (nobody calls them) have the program's arguments.
            let called = part
                .functions
                .iter()
                .any(|g| g.func != f.func && g.calls.iter().any(|(c, _)| *c == f.func));
            if !called {
                arguments += f.memory.argument_bytes;
                results += f.memory.result_bytes;
                result_count += chunk.functions[f.func].ir.results.len();
            }
        }
    }
    for v in bytes.values_mut() {
        v.sort();
    }
    Ours {
        counts,
        bytes,
        arguments,
        results,
        result_count,
    }
}

/// Runs `tools/jax_partitioned.py` with `python` into
/// `$CARGO_TARGET_TMPDIR/<dir>` (emptied first) and returns that directory.
pub fn lower_jax_programs(python: &Path, dir: &str) -> Result<PathBuf, String> {
    lower_jax_programs_with(python, dir, &[])
}

/// `lower_jax_programs` with more arguments for the script (`--optimized`).
pub fn lower_jax_programs_with(
    python: &Path,
    dir: &str,
    extra: &[&str],
) -> Result<PathBuf, String> {
    let out = Path::new(env!("CARGO_TARGET_TMPDIR")).join(dir);
    let _ = std::fs::remove_dir_all(&out);
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tools/jax_partitioned.py");
    let run = Command::new(python)
        .arg(&script)
        .arg("--out")
        .arg(&out)
        .args(extra)
        .output()
        .map_err(|e| format!("cannot run {}: {e}", script.display()))?;
    if !run.status.success() {
        return Err(format!(
            "{} failed:\n{}",
            script.display(),
            String::from_utf8_lossy(&run.stderr)
        ));
    }
    Ok(out)
}
