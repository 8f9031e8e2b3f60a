//! Fidelity of propagation on real JAX programs: for every
//! `<name>.sdy.mlir` in ../shared/corpus/jax, each value's sharding after our
//! propagation is compared with Shardy's (`<name>.propagated.direct.mlir`,
//! whose ops correspond 1:1 to the input's). Shardy's export closes shardings
//! and drops replicated axes, so both sides are compared in that form.

use mesh_lsp::annotations::{self, Slot};
use mesh_lsp::pipeline::analyze;
use mesh_lsp::sharding::model::{AxisRef, TensorSharding};
use mesh_lsp::{ir, syntax};
use std::path::Path;

fn is_constant_not(op: &&ir::Op) -> bool {
    !op.name.ends_with(".constant")
}

const JAX: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../shared/corpus/jax");

/// Per-dimension axes; an absent sharding is fully replicated.
fn normalized(s: Option<&TensorSharding>, rank: usize) -> Vec<Vec<AxisRef>> {
    match s {
        Some(s) => s.dims.iter().map(|d| d.axes.clone()).collect(),
        None => vec![Vec::new(); rank],
    }
}

fn show(dims: &[Vec<AxisRef>]) -> String {
    let parts: Vec<String> = dims
        .iter()
        .map(|axes| {
            format!(
                "{{{}}}",
                axes.iter()
                    .map(|a| a.to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            )
        })
        .collect();
    format!("[{}]", parts.join(", "))
}

#[test]
fn jax_corpus_matches_shardy() {
    let dir = Path::new(JAX);
    if !dir.is_dir() {
        println!("skipping: ../shared/corpus/jax not found");
        return;
    }
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter_map(|n| n.strip_suffix(".sdy.mlir").map(str::to_string))
        .collect();
    names.sort();
    let (mut total, mut matched) = (0, 0);
    for name in names {
        let expected_path = dir.join(format!("{name}.propagated.direct.mlir"));
        let Ok(expected_text) = std::fs::read_to_string(&expected_path) else {
            continue;
        };
        let input = std::fs::read_to_string(dir.join(format!("{name}.sdy.mlir"))).unwrap();
        let ours = analyze(&input);
        let theirs_ir = ir::build(&syntax::parse(&expected_text), &expected_text);
        let (mut file_total, mut file_matched, mut misses) = (0, 0, Vec::new());
        for (ci, chunk) in ours.ir.chunks.iter().enumerate() {
            let Some(their_chunk) = theirs_ir.chunks.get(ci) else {
                continue;
            };
            let theirs = annotations::collect(their_chunk, &expected_text);
            let result = &ours.chunks[ci].propagation;
            for (fi, entry) in chunk.functions.iter().enumerate() {
                let Some(their_entry) = their_chunk.functions.get(fi) else {
                    continue;
                };
                let mut compare = |label: String,
                                   ours: Option<&TensorSharding>,
                                   theirs: Option<&TensorSharding>,
                                   rank: usize| {
                    let (a, b) = (normalized(ours, rank), normalized(theirs, rank));
                    file_total += 1;
                    if a == b {
                        file_matched += 1;
                    } else {
                        misses.push(format!(
                            "    {label}: ours {} vs Shardy {}",
                            show(&a),
                            show(&b)
                        ));
                    }
                };
                let f = &entry.ir;
                for (i, &arg) in f.arguments.iter().enumerate() {
                    let rank = f.values[arg]
                        .ty
                        .as_ref()
                        .and_then(|t| t.rank())
                        .unwrap_or(0);
                    let their_arg = their_entry.ir.arguments[i];
                    compare(
                        format!("@{} arg {i}", f.name.clone().unwrap_or_default()),
                        result.sharding(Slot::Value {
                            func: fi,
                            value: arg,
                        }),
                        theirs
                            .annotations
                            .get(&Slot::Value {
                                func: fi,
                                value: their_arg,
                            })
                            .map(|a| &*a.sharding),
                        rank,
                    );
                }
                for (i, res) in f.results.iter().enumerate() {
                    compare(
                        format!("@{} result {i}", f.name.clone().unwrap_or_default()),
                        result.sharding(Slot::FuncResult { func: fi, index: i }),
                        theirs
                            .annotations
                            .get(&Slot::FuncResult { func: fi, index: i })
                            .map(|a| &*a.sharding),
                        res.ty.rank().unwrap_or(0),
                    );
                }
                // Shardy's export merges equal constants, so constants are
                // left out of the alignment on both sides.
                let is_constant = |op: &&ir::Op| op.name.ends_with(".constant");
                let their_ops: Vec<(usize, &ir::Op)> = their_entry
                    .ir
                    .ops
                    .iter()
                    .enumerate()
                    .map(|(i, op)| (i, &**op))
                    .filter(|(_, op)| is_constant_not(op))
                    .collect();
                for (op_index, op) in f
                    .ops
                    .iter()
                    .map(|op| &**op)
                    .filter(|op| !is_constant(op))
                    .enumerate()
                {
                    let Some(&(their_id, their_op)) = their_ops.get(op_index) else {
                        break;
                    };
                    for (r, &value) in op.results.iter().enumerate() {
                        let Some(&their_value) = their_op.results.get(r) else {
                            continue;
                        };
                        let rank = f.values[value]
                            .ty
                            .as_ref()
                            .and_then(|t| t.rank())
                            .unwrap_or(0);
                        // Computations carry their result shardings in `out_shardings`.
                        let out_site = Slot::OpSite {
                            func: fi,
                            op: their_id,
                            index: their_op.operands.len() + r,
                            local: false,
                        };
                        let their_sharding = theirs
                            .annotations
                            .get(&Slot::Value {
                                func: fi,
                                value: their_value,
                            })
                            .or_else(|| theirs.annotations.get(&out_site))
                            .map(|a| &*a.sharding);
                        compare(
                            format!("{} ({} line {})", f.values[value].name, op.name, op_index),
                            result.sharding(Slot::Value { func: fi, value }),
                            their_sharding,
                            rank,
                        );
                    }
                }
            }
        }
        println!("{name}: {file_matched}/{file_total} values match Shardy");
        for miss in misses.iter().take(6) {
            println!("{miss}");
        }
        total += file_total;
        matched += file_matched;
    }
    println!("total: {matched}/{total} values match Shardy");
    assert!(matched >= FLOOR, "fidelity regressed: {matched} < {FLOOR}");
}

/// The number of matching values reached so far; raise it as fidelity improves.
const FLOOR: usize = 125;
