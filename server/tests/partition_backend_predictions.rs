//! The CPU predictions of `partition::backend` against XLA:CPU itself, on
//! the JAX programs of `tools/jax_partitioned.py` (lowered with Shardy and
//! with GSPMD, compiled by jax 0.10.2 on 8 CPU devices, `--optimized`):
//!
//! - the all-reduces of the final optimized HLO (`compiled.as_text()`), each
//!   with its number of operands (a combined all-reduce has several) and its
//!   bytes (a bf16 one promoted to f32 has twice as many), against mesh-lsp's
//!   all-reduces after the predicted `AllReducePromotion` and
//!   `CpuAllReduceCombiner` over the program each entry function runs, its
//!   calls inlined (`predict_program`: `grads_across_calls` combines the
//!   all-reduces of two called functions);
//! - XLA:CPU forms no reduce-scatter, and mesh-lsp predicts none on CPU;
//! - what GPU's and TPU's `ReduceScatterCreator` would match cannot run
//!   here, but its input can be seen: the all-reduces of XLA's partitioned
//!   HLO whose only user is a dynamic-slice, against the all-reduces
//!   mesh-lsp predicts to become reduce-scatters on GPU.
//!
//! A program whose all-reduces already differ right after partitioning
//! (`partition_jax_programs.rs` lists why) says so and does not count
//! against the predictions. It prints the agreement, and fails when a
//! program disagrees that `KNOWN` does not list with its reason (or one
//! listed there agrees). Without a Python that has jax it says why and passes.

mod partition_support;
mod shardy_support;

use mesh_lsp::annotations::Slot;
use mesh_lsp::partition::backend::{predict, predict_program, Backend, Rewrite};
use mesh_lsp::partition::partition_chunk;
use mesh_lsp::pipeline::analyze;
use mesh_lsp::reshard::CollectiveKind;
use partition_support::shapes_in;
use std::collections::BTreeMap;

/// Programs (and lowering) where the CPU prediction differs from XLA:CPU
/// although the partitioner's all-reduces agree, and why.
const KNOWN: &[(&str, &str, &str)] = &[];

/// An all-reduce: its operands and its bytes per device (all operands').
type AllReduce = (usize, i64);

/// Every all-reduce of an HLO module as (operands, bytes per device),
/// sorted, and the number of reduce-scatters.
fn xla_all_reduces(hlo: &str) -> (Vec<AllReduce>, usize) {
    let mut all_reduces = Vec::new();
    let mut reduce_scatters = 0;
    for line in hlo.lines() {
        let Some((_, rhs)) = line.split_once(" = ") else {
            continue;
        };
        if let Some(at) = rhs.find(" all-reduce(") {
            // `(f32[], f32[128,64]{1,0}) all-reduce(%a, %b)`: one shape per operand.
            let shapes = shapes_in(&rhs[..at]);
            all_reduces.push((shapes.len().max(1), shapes.iter().sum()));
        }
        if rhs.contains(" reduce-scatter(") {
            reduce_scatters += 1;
        }
    }
    all_reduces.sort();
    (all_reduces, reduce_scatters)
}

/// How many all-reduces of an HLO module have a dynamic-slice as their only
/// user, through copies (the constraints' copies, which the simplifier
/// removes before the collective optimizations): what
/// `ReduceScatterCreator` rewrites.
fn sliced_all_reduces(hlo: &str) -> usize {
    let instructions: Vec<(&str, &str)> = hlo
        .lines()
        .filter_map(|line| {
            let (lhs, rhs) = line.split_once(" = ")?;
            let name = lhs.trim().trim_start_matches("ROOT ").trim();
            Some((name, rhs))
        })
        .collect();
    instructions
        .iter()
        .filter(|(_, rhs)| rhs.contains(" all-reduce("))
        .filter(|(name, _)| {
            let mut at = *name;
            for _ in 0..instructions.len() {
                let users: Vec<&(&str, &str)> = instructions
                    .iter()
                    .filter(|(_, rhs)| {
                        [",", ")"]
                            .iter()
                            .any(|end| rhs.contains(&format!("{at}{end}")))
                    })
                    .collect();
                match users[..] {
                    [(_, rhs)] if rhs.contains(" dynamic-slice(") => return true,
                    [(next, rhs)] if rhs.contains(" copy(") => at = next,
                    _ => return false,
                }
            }
            false
        })
        .count()
}

/// How many all-reduces mesh-lsp predicts to become reduce-scatters on GPU.
fn gpu_reduce_scatters(text: &str) -> usize {
    let analysis = analyze(text);
    let mut count = 0;
    for (chunk, chunk_analysis) in analysis.ir.chunks.iter().zip(&analysis.chunks) {
        let part = partition_chunk(chunk, chunk_analysis, text, &analysis.aliases);
        for f in &part.functions {
            let sharding_of = |value| {
                chunk_analysis
                    .propagation
                    .sharding(Slot::Value {
                        func: f.func,
                        value,
                    })
                    .cloned()
            };
            count += predict(
                &chunk.functions[f.func],
                text,
                f,
                Backend::Gpu,
                &sharding_of,
            )
            .iter()
            .filter(|p| p.rewrite == Rewrite::ReduceScatter)
            .count()
                * part.executions[f.func] as usize;
        }
    }
    count
}

/// mesh-lsp's all-reduces (operands, bytes per device) after partitioning,
/// and after the predicted CPU rewrites over the program each entry
/// function runs, its calls inlined (`predict_program`); and whether any
/// prediction forms a reduce-scatter.
fn ours(text: &str) -> (Vec<AllReduce>, Vec<AllReduce>, bool) {
    let analysis = analyze(text);
    let (mut before, mut after, mut reduce_scatter) = (Vec::new(), Vec::new(), false);
    for (chunk, chunk_analysis) in analysis.ir.chunks.iter().zip(&analysis.chunks) {
        let part = partition_chunk(chunk, chunk_analysis, text, &analysis.aliases);
        let sharding_of = |func, value| {
            chunk_analysis
                .propagation
                .sharding(Slot::Value { func, value })
                .cloned()
        };
        let entries = part.functions.iter().filter(|f| {
            !part
                .functions
                .iter()
                .any(|g| g.func != f.func && g.calls.iter().any(|(c, _)| *c == f.func))
        });
        for entry in entries {
            let program =
                predict_program(chunk, text, &part, entry.func, Backend::Cpu, &sharding_of);
            reduce_scatter |= program
                .local
                .iter()
                .flat_map(|(_, p)| p)
                .any(|p| p.result_kind == CollectiveKind::ReduceScatter)
                || program
                    .combined
                    .iter()
                    .any(|c| c.result_kind == CollectiveKind::ReduceScatter);
            let promoted = |func: usize, i: usize| {
                program
                    .local
                    .iter()
                    .filter(|(f, _)| *f == func)
                    .flat_map(|(_, p)| p)
                    .find(|p| p.rewrite == Rewrite::Promote && p.replaces.contains(&i))
                    .map(|p| p.result_bytes)
            };
            for instance in &program.instances {
                let f = part
                    .functions
                    .iter()
                    .find(|f| f.func == instance.func)
                    .unwrap();
                let c = &f.collectives[instance.index];
                if c.kind != CollectiveKind::AllReduce {
                    continue;
                }
                before.push((1, c.bytes_per_device));
                match program
                    .combined
                    .iter()
                    .find(|g| g.members.contains(instance))
                {
                    // A combined group counts once, at its first member.
                    Some(g) if g.members[0] == *instance => {
                        after.push((g.members.len(), g.result_bytes))
                    }
                    Some(_) => {}
                    None => after.push((
                        1,
                        promoted(instance.func, instance.index).unwrap_or(c.bytes_per_device),
                    )),
                }
            }
        }
    }
    before.sort();
    after.sort();
    (before, after, reduce_scatter)
}

#[test]
fn cpu_predictions_agree_with_xla_cpu() {
    let dir = match shardy_support::oracle_python().and_then(|python| {
        partition_support::lower_jax_programs_with(&python, "jax-backend", &["--optimized"])
    }) {
        Ok(dir) => dir,
        Err(why) => {
            println!("skipping: {why}");
            return;
        }
    };
    let mut programs: Vec<String> = std::fs::read_dir(&dir)
        .expect("output directory")
        .filter_map(|e| {
            let name = e.ok()?.file_name().into_string().ok()?;
            Some(name.strip_suffix(".memory.json")?.to_string())
        })
        .collect();
    programs.sort();
    assert!(programs.len() >= 34, "{programs:?}");

    let mut unexpected = Vec::new();
    let mut figures: BTreeMap<&str, [usize; 4]> = BTreeMap::new();
    let mut sliced_figures: BTreeMap<&str, [usize; 2]> = BTreeMap::new();
    for program in &programs {
        for lowering in ["sdy", "gspmd"] {
            let read = |suffix: &str| {
                std::fs::read_to_string(dir.join(format!("{program}.{lowering}.{suffix}")))
            };
            let (Ok(text), Ok(partitioned), Ok(optimized)) = (
                read("mlir"),
                read("spmd_partitioned.hlo.txt"),
                read("optimized.hlo.txt"),
            ) else {
                unexpected.push(format!("{program}.{lowering}: a dump is missing"));
                continue;
            };
            let (xla_before, _) = xla_all_reduces(&partitioned);
            let (xla_after, xla_reduce_scatters) = xla_all_reduces(&optimized);
            let (our_before, our_after, our_reduce_scatter) = ours(&text);
            // The CPU claims, whatever the partitioner did.
            if xla_reduce_scatters > 0 {
                unexpected.push(format!(
                    "{program}.{lowering}: XLA:CPU formed {xla_reduce_scatters} reduce-scatter(s)"
                ));
            }
            if our_reduce_scatter {
                unexpected.push(format!(
                    "{program}.{lowering}: a CPU prediction forms a reduce-scatter"
                ));
            }
            let (xla_sliced, our_sliced) =
                (sliced_all_reduces(&partitioned), gpu_reduce_scatters(&text));
            let sliced_figure = sliced_figures.entry(lowering).or_default();
            sliced_figure[1] += 1;
            if xla_sliced == our_sliced {
                sliced_figure[0] += 1;
            } else {
                println!(
                    "{lowering:5} {program:36} DIFFER all-reduces sliced by their only user: xla {xla_sliced}, predicted reduce-scatters on GPU {our_sliced}"
                );
                unexpected.push(format!(
                    "{program}.{lowering}: XLA's partitioned HLO has {xla_sliced} all-reduce(s) sliced by their only user, mesh-lsp predicts {our_sliced} reduce-scatter(s) on GPU"
                ));
            }
            let figure = figures.entry(lowering).or_default();
            figure[3] += 1;
            if our_before != xla_before {
                figure[2] += 1;
                println!(
                    "{lowering:5} {program:36} partitioner differs already: all-reduces ours {} xla {} (see partition_jax_programs.rs)",
                    our_before.len(),
                    xla_before.len()
                );
                continue;
            }
            figure[1] += 1;
            let agrees = our_after == xla_after;
            figure[0] += usize::from(agrees);
            println!(
                "{lowering:5} {program:36} {}  all-reduces (operands, bytes) after the backend: ours {our_after:?} xla {xla_after:?}",
                if agrees { "agree " } else { "DIFFER" }
            );
            let known = KNOWN.iter().any(|(p, l, _)| p == program && *l == lowering);
            if agrees == known {
                unexpected.push(format!(
                    "{program}.{lowering}: {}",
                    if agrees {
                        "agrees but KNOWN lists it"
                    } else {
                        "the predicted combining differs from XLA:CPU's"
                    }
                ));
            }
        }
    }
    for (lowering, [agree, compared, partitioner, n]) in &figures {
        println!(
            "{lowering}: CPU predictions (all-reduce promotion and combining, no reduce-scatter) agree with XLA:CPU's optimized HLO on {agree}/{compared} programs; {partitioner}/{n} left out because the partitioner's all-reduces already differ"
        );
    }
    for (lowering, [agree, n]) in &sliced_figures {
        println!(
            "{lowering}: all-reduces sliced by their only user in XLA's partitioned HLO (ReduceScatterCreator's input on GPU/TPU) equal mesh-lsp's predicted reduce-scatters on {agree}/{n} programs"
        );
    }
    // Something must have been compared, and something combined: the
    // test would prove nothing on programs without all-reduces.
    let combined = programs.iter().any(|p| {
        std::fs::read_to_string(dir.join(format!("{p}.sdy.optimized.hlo.txt")))
            .is_ok_and(|hlo| xla_all_reduces(&hlo).0.iter().any(|&(n, _)| n > 1))
    });
    assert!(combined, "no program has a combined all-reduce");
    let sliced = programs.iter().any(|p| {
        std::fs::read_to_string(dir.join(format!("{p}.sdy.spmd_partitioned.hlo.txt")))
            .is_ok_and(|hlo| sliced_all_reduces(&hlo) > 0)
    });
    assert!(
        sliced,
        "no program has an all-reduce sliced by its only user"
    );
    assert!(unexpected.is_empty(), "{unexpected:#?}");
}
