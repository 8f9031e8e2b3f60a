//! Conformance with Shardy's reshard lowering lit test
//! (../shared/corpus/shardy/.../export/test/reshard_to_collectives.mlir): for every function,
//! the `sdy.reshard` and its input's sharding are read through the IR and the annotations,
//! planned with `reshard::plan_between`, printed with `print_sdy`, and compared with the
//! function's CHECK lines: the same number of collectives, and each CHECK line (operand names
//! aside) a substring of ours, as FileCheck matches. A function whose CHECK keeps the
//! `sdy.reshard` passes when we refuse to plan; one whose CHECK returns the input passes when
//! the plan is empty.

use std::collections::HashMap;
use std::path::Path;

use mesh_lsp::annotations::{self, ChunkAnnotations, Slot};
use mesh_lsp::ir::{self, FunctionEntry, ValueDef, ValueId};
use mesh_lsp::reshard::{plan_between, print_sdy};
use mesh_lsp::sharding::model::{Mesh, MeshRef, TensorSharding};
use regex::Regex;

const TEST: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../../shared/corpus/shardy/shardy/dialect/sdy/transforms/export/test/reshard_to_collectives.mlir"
);

/// Functions passing; raise it when the planner gets closer to Shardy.
const FLOOR: usize = 98;

const COLLECTIVES: [&str; 7] = [
    "sdy.all_gather",
    "sdy.all_slice",
    "sdy.all_to_all",
    "sdy.collective_permute",
    "sdy.all_reduce",
    "sdy.reduce_scatter",
    "sdy.reshard",
];

/// What a function's CHECK lines expect.
#[derive(Debug)]
enum Expected {
    /// The reshard is erased: the function returns its input.
    Nothing,
    /// The reshard stays (Shardy cannot lower it).
    KeepsReshard,
    /// These collectives, normalized.
    Collectives(Vec<String>),
}

/// Replaces SSA names (`%arg0`, `%iterArg`, `%[[X:.*]]`, `%[[X]]`, `%7`) with `%V` and drops
/// a leading `%V = `.
fn normalize(line: &str) -> String {
    let names = Regex::new(r"%\[\[[A-Za-z0-9_]+(:[^\]]*)?\]\]|%[A-Za-z_][A-Za-z0-9_]*|%[0-9]+")
        .expect("valid regex");
    let replaced = names.replace_all(line.trim(), "%V");
    replaced
        .strip_prefix("%V = ")
        .unwrap_or(&replaced)
        .to_string()
}

/// The CHECK expectations of each `CHECK-LABEL: func @name` block.
fn expectations(text: &str) -> Vec<(String, Expected)> {
    let mut blocks: Vec<(String, Vec<String>)> = Vec::new();
    for line in text.lines() {
        let line = line.trim();
        if let Some(label) = line.strip_prefix("// CHECK-LABEL: func @") {
            blocks.push((label.trim().to_string(), Vec::new()));
            continue;
        }
        let Some((_, body)) = blocks.last_mut() else {
            continue;
        };
        for prefix in ["// CHECK-NEXT:", "// CHECK:"] {
            if let Some(rest) = line.strip_prefix(prefix) {
                if COLLECTIVES.iter().any(|c| rest.contains(c)) {
                    body.push(rest.trim().to_string());
                }
            }
        }
    }
    blocks
        .into_iter()
        .map(|(name, lines)| {
            let expected = if lines.is_empty() {
                Expected::Nothing
            } else if lines.iter().any(|l| l.contains("sdy.reshard")) {
                Expected::KeepsReshard
            } else {
                Expected::Collectives(lines.iter().map(|l| normalize(l)).collect())
            };
            (name, expected)
        })
        .collect()
}

/// The sharding of `value`, looking through `sdy.propagation_barrier`s and mapping region
/// arguments to their op's results, as Shardy's `getOrCreateSharding` does.
fn sharding_of(
    notes: &ChunkAnnotations,
    fi: usize,
    entry: &FunctionEntry,
    mut value: ValueId,
) -> Option<TensorSharding> {
    let f = &entry.ir;
    loop {
        match f.value(value).def {
            ValueDef::OpResult { op, .. } if f.op(op).name == "sdy.propagation_barrier" => {
                value = f.op(op).operands.first()?.value?;
            }
            ValueDef::RegionArgument { op, index } | ValueDef::BlockArgument { op, index, .. } => {
                value = *f.op(op).results.get(index)?;
            }
            _ => break,
        }
    }
    notes
        .annotations
        .get(&Slot::Value { func: fi, value })
        .map(|a| TensorSharding::clone(&a.sharding))
}

/// What we produce for one function: `Err` when we refuse to plan, else the printed lines.
fn ours(
    notes: &ChunkAnnotations,
    meshes: &HashMap<String, Mesh>,
    fi: usize,
    entry: &FunctionEntry,
) -> Result<Result<Vec<String>, String>, String> {
    let f = &entry.ir;
    let op = f
        .ops
        .iter()
        .find(|op| op.name == "sdy.reshard")
        .ok_or("no sdy.reshard")?;
    let result = *op.results.first().ok_or("reshard without result")?;
    let input = op
        .operands
        .first()
        .and_then(|o| o.value)
        .ok_or("no operand")?;
    let to = notes
        .annotations
        .get(&Slot::Value {
            func: fi,
            value: result,
        })
        .map(|a| a.sharding.clone())
        .ok_or("reshard sharding not collected")?;
    let shape: Vec<i64> = annotations::shape_of(annotations::value_type(entry, result))
        .ok_or("no shape")?
        .into_iter()
        .collect::<Option<_>>()
        .ok_or("dynamic shape")?;
    // A missing input sharding is fully replicated on the target's mesh.
    let from = sharding_of(notes, fi, entry, input)
        .unwrap_or_else(|| TensorSharding::replicated(to.mesh.clone(), shape.len()));
    let mesh_of = |s: &TensorSharding| match &s.mesh {
        MeshRef::Symbol(name) => meshes
            .get(name)
            .cloned()
            .ok_or(format!("unknown mesh @{name}")),
        MeshRef::Inline(mesh) => Ok(mesh.clone()),
    };
    let (from_mesh, to_mesh) = (mesh_of(&from)?, mesh_of(&to)?);
    let ty = format!(
        "tensor<{}xf32>",
        shape
            .iter()
            .map(i64::to_string)
            .collect::<Vec<_>>()
            .join("x")
    );
    Ok(
        match plan_between(&from, &from_mesh, &to, &to_mesh, &shape, 4) {
            Err(e) => Err(e.to_string()),
            Ok(plan) => {
                let mut n = 0;
                let mut fresh = || {
                    n += 1;
                    format!("%t{n}")
                };
                let text =
                    print_sdy(&plan, "%V", "%r", &ty, &mut fresh).map_err(|e| e.to_string())?;
                Ok(text
                    .lines()
                    .filter(|l| !l.is_empty())
                    .map(normalize)
                    .collect())
            }
        },
    )
}

fn compare(expected: &Expected, got: &Result<Vec<String>, String>) -> Result<(), String> {
    match (expected, got) {
        (Expected::KeepsReshard, Err(_)) => Ok(()),
        (Expected::KeepsReshard, Ok(lines)) => Err(format!("expected no lowering, got {lines:?}")),
        (_, Err(e)) => Err(format!("planning failed: {e}")),
        (Expected::Nothing, Ok(lines)) if lines.is_empty() => Ok(()),
        (Expected::Nothing, Ok(lines)) => Err(format!("expected no collectives, got {lines:?}")),
        (Expected::Collectives(want), Ok(lines)) => {
            let matches = want.len() == lines.len()
                && want.iter().zip(lines).all(|(w, l)| l.contains(w.as_str()));
            if matches {
                Ok(())
            } else {
                Err(format!(
                    "\n      want: {}\n      got:  {}",
                    want.join("\n            "),
                    lines.join("\n            ")
                ))
            }
        }
    }
}

#[test]
fn reshard_to_collectives_conformance() {
    let Ok(text) = std::fs::read_to_string(Path::new(TEST)) else {
        println!("skipping: ../shared/corpus/shardy not found");
        return;
    };
    let tree = mesh_lsp::syntax::parse(&text);
    let file = ir::build(&tree, &text);
    let expected: HashMap<String, Expected> = expectations(&text).into_iter().collect();
    let (mut total, mut passed) = (0, 0);
    let mut failures = Vec::new();
    for chunk in &file.chunks {
        let notes = annotations::collect(chunk, &text);
        let meshes = notes.mesh_table();
        for (fi, entry) in chunk.functions.iter().enumerate() {
            let Some(name) = entry.ir.name.as_deref() else {
                continue;
            };
            let Some(want) = expected.get(name.trim_start_matches('@')) else {
                continue;
            };
            total += 1;
            let got = ours(&notes, &meshes, fi, entry);
            if std::env::var_os("MESH_RESHARD_DEBUG").is_some() {
                println!("{name}: {got:?}");
            }
            let outcome = got.and_then(|got| compare(want, &got));
            match outcome {
                Ok(()) => passed += 1,
                Err(why) => failures.push(format!("  {name}: {why}")),
            }
        }
    }
    println!("reshard_to_collectives.mlir: {passed}/{total} functions pass");
    for failure in &failures {
        println!("{failure}");
    }
    assert!(
        total >= 60,
        "only {total} functions found; is the IR reading the file?"
    );
    assert!(passed >= FLOOR, "conformance regressed: {passed} < {FLOOR}");
}

#[test]
fn normalization() {
    assert_eq!(
        normalize("%[[ALL_SLICE:.*]] = sdy.all_slice [{\"x\"}, {}] %[[ARG0]] out_sharding=<@m, [{\"x\"}, {}]>"),
        "sdy.all_slice [{\"x\"}, {}] %V out_sharding=<@m, [{\"x\"}, {}]>"
    );
    assert_eq!(
        normalize("%r = sdy.collective_permute %t1 out"),
        "sdy.collective_permute %V out"
    );
}
