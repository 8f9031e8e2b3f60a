//! The partitioning stage against XLA's SPMD partitioner on JAX programs of
//! our own (`tools/jax_partitioned.py`: data parallel, FSDP, tensor parallel
//! column and row, Megatron, MoE with top-k, attention, a convolution with a
//! sharded spatial dim, sort/argmax, scatters, gathers (embedding lookups
//! with the table sharded on its columns, its vocabulary or both,
//! `take_along_axis`, a vmapped lookup, (row, column) pairs),
//! reductions, scan, shard_map, donation, pad/reverse/concatenate/slices
//! along sharded dims), each lowered with Shardy and with
//! GSPMD and compiled by jax 0.10.2 on 8 CPU devices:
//!
//! - the collectives per kind and the bytes per device of each, against the
//!   HLO right after `spmd-partitioning` (before combiners);
//! - argument and result bytes per device, against
//!   `compiled.memory_analysis()` (XLA:CPU adds an 8-byte tuple table entry
//!   per result when there are several; the comparison adds it to ours).
//!
//! Also: `check` gives none of these ordinary programs a warning.
//!
//! It prints the agreement per program and lowering, and fails when a program
//! disagrees that `KNOWN` does not list with its reason (or when one listed
//! there agrees: then the list is stale). Without a Python that has jax it
//! says why and passes.

mod partition_support;
mod shardy_support;

use mesh_lsp::check::check_text;
use mesh_lsp::diagnostic::Severity;
use partition_support::{hlo_collectives, ours};
use serde_json::Value;
use std::collections::BTreeMap;
use std::path::PathBuf;

/// Programs (and lowering) where we differ from XLA, and why.
const KNOWN: &[(&str, &str, &str)] = &[
    (
        "slice_uneven",
        "gspmd",
        "propagation, not the slice: GSPMD's own propagation returns the \
         uneven slice replicated, so XLA gathers its columns and then its rows \
         (1792 + 3584 B); mesh-lsp, propagating GSPMD files with Shardy's \
         algorithm, returns it sharded [{data}, {model}] as the argument. The \
         halo exchange (32 + 96 B) agrees, and the Shardy lowering, whose \
         export keeps only the axes that divide the result, agrees whole",
    ),
    (
        "reverse_sharded",
        "gspmd",
        "GSPMD's own propagation gives the reversed result the devices in \
         mirrored order, so no data moves; mesh-lsp propagates GSPMD files with \
         Shardy's algorithm (as for add_conflict in the shared corpus), keeps \
         the order, and moves each shard to its mirror device, as XLA does for \
         the Shardy lowering",
    ),
    (
        "embedding_table_on_both_dims",
        "gspmd",
        "propagation, not the gather: GSPMD's own propagation shards the \
         result on its rows (`data`, as the ids), so the ids and their mask \
         stay where they are and the gathered values move with an all-to-all \
         (16 KiB); mesh-lsp, propagating GSPMD files with Shardy's algorithm, \
         keeps the result on the table's columns and gathers the ids and the \
         mask (640 B), as XLA does for the Shardy lowering",
    ),
    (
        "embedding_gather",
        "gspmd",
        "propagation, not the gather: GSPMD's own propagation shards the \
         result on its rows (`fsdp`, as the ids) where mesh-lsp, propagating \
         GSPMD files with Shardy's algorithm, keeps it on the table's columns; \
         XLA then moves the gathered values with an all-to-all (8 KiB) and \
         needs no all-gather of the mask (128 B). The gather itself (operand \
         passthrough, the ids regrouped onto `tp` with a permute and an \
         all-gather, the result's rows gathered) agrees",
    ),
];

fn lowered_programs() -> Result<PathBuf, String> {
    let python = shardy_support::oracle_python()?;
    partition_support::lower_jax_programs(&python, "jax-partitioned")
}

#[test]
fn collectives_and_memory_agree_with_xla_on_jax_programs() {
    let dir = match lowered_programs() {
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
    assert!(programs.len() >= 33, "{programs:?}");

    let mut unexpected = Vec::new();
    let mut figures: BTreeMap<&str, [usize; 4]> = BTreeMap::new();
    for program in &programs {
        let memory: Value = serde_json::from_str(
            &std::fs::read_to_string(dir.join(format!("{program}.memory.json"))).unwrap(),
        )
        .expect("memory.json parses");
        for lowering in ["sdy", "gspmd"] {
            let Ok(text) = std::fs::read_to_string(dir.join(format!("{program}.{lowering}.mlir")))
            else {
                continue;
            };
            let hlo = std::fs::read_to_string(
                dir.join(format!("{program}.{lowering}.spmd_partitioned.hlo.txt")),
            )
            .unwrap_or_default();
            let theirs = hlo_collectives(&hlo);
            let their_counts: BTreeMap<String, u64> = theirs
                .iter()
                .map(|(k, v)| (k.clone(), v.len() as u64))
                .collect();
            // The severity policy: ordinary programs get no warning. The
            // reshard_* programs constrain `x * 2` to a sharding other than
            // `x`'s, two user shardings disagreeing on an elementwise op,
            // which `propagation/conflict` reports (propagation leaves the
            // multiply unsharded; XLA moves the data with a permute).
            let warnings: Vec<String> = check_text(&text)
                .into_iter()
                .filter(|d| d.severity == Severity::Warning)
                .map(|d| d.code.to_string())
                .collect();
            if !program.starts_with("reshard_") && !warnings.is_empty() {
                unexpected.push(format!("{program}.{lowering}: warnings {warnings:?}"));
            }
            let ours = ours(&text);
            let tuple_table = if ours.result_count > 1 {
                8 * ours.result_count as i64
            } else {
                0
            };
            let reference = &memory[lowering];
            let their_memory = (
                reference["argument_bytes"].as_i64(),
                reference["output_bytes"].as_i64(),
            );
            let counts_ok = ours.counts == their_counts;
            let bytes_ok = ours.bytes == theirs;
            let memory_ok =
                their_memory == (Some(ours.arguments), Some(ours.results + tuple_table));
            let figure = figures.entry(lowering).or_default();
            figure[0] += usize::from(counts_ok);
            figure[1] += usize::from(bytes_ok);
            figure[2] += usize::from(memory_ok);
            figure[3] += 1;
            let agrees = counts_ok && bytes_ok && memory_ok;
            println!(
                "{lowering:5} {program:18} counts {} bytes {} memory {}  ours {:?} {:?} args {} results {}+{}  xla {:?} {:?}",
                if counts_ok { "agree" } else { "DIFFER" },
                if bytes_ok { "agree" } else { "DIFFER" },
                if memory_ok { "agree" } else { "DIFFER" },
                ours.counts,
                ours.bytes,
                ours.arguments,
                ours.results,
                tuple_table,
                theirs,
                their_memory,
            );
            let known = KNOWN.iter().any(|(p, l, _)| p == program && *l == lowering);
            if agrees == known {
                unexpected.push(format!(
                    "{program}.{lowering}: {}",
                    if agrees {
                        "agrees but KNOWN lists it"
                    } else {
                        "differs"
                    }
                ));
            }
        }
    }
    for (lowering, [counts, bytes, memory, n]) in &figures {
        println!(
            "{lowering}: collectives per kind agree on {counts}/{n} programs, their bytes on {bytes}/{n}, argument and result bytes on {memory}/{n}"
        );
    }
    assert!(unexpected.is_empty(), "{unexpected:#?}");
}

/// A GSPMD program whose argument's string and constraint's string are read
/// onto two inline meshes of the same 8 devices, (2, 4) and (8): the
/// constraint's axis cannot be rewritten onto the argument's mesh's first
/// axis, so the reshard is planned on the argument's finer mesh (as the
/// Shardy lowering's `[{data}, {}]` to `[{}, {data, model}]`: a slice, an
/// all-to-all and the permute XLA adds), not dropped. Needs no Python.
#[test]
fn gspmd_strings_on_meshes_of_different_granularity_are_resharded() {
    let program = |arg: &str, constraint: &str| {
        format!(
            r#"module @jit_f attributes {{mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32}} {{
  func.func public @main(%arg0: tensor<64x64xf32> {{mhlo.sharding = "{arg}"}}) -> (tensor<64x64xf32>) {{
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<64x64xf32>
    %2 = stablehlo.custom_call @Sharding(%1) {{backend_config = "", mhlo.sharding = "{constraint}"}} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    return %2 : tensor<64x64xf32>
  }}
}}
"#
        )
    };
    let text = program(
        "{devices=[2,1,4]<=[8] last_tile_dim_replicate}",
        "{devices=[1,8]<=[8]}",
    );
    assert_eq!(
        ours(&text).bytes,
        BTreeMap::from([
            ("all-to-all".to_string(), vec![2048]),
            ("collective-permute".to_string(), vec![2048]),
        ]),
        "{text}"
    );
    // The argument's mesh (8) rewrites onto the constraint's (2, 4): planned
    // there, one all-to-all moving the minor 4 of the rows to the columns.
    let text = program("{devices=[8,1]<=[8]}", "{devices=[2,4]<=[8]}");
    assert_eq!(
        ours(&text).bytes,
        BTreeMap::from([("all-to-all".to_string(), vec![2048])]),
        "{text}"
    );
}

/// GSPMD strings listing the same 8 devices in different orders (JAX itself
/// refuses such a program: it wants one device assignment per computation,
/// so this needs no Python). The same tiling moves with one
/// collective-permute of each shard (XLA's `ReshardWithCollectivePermute`),
/// nothing when the tile assignments are equal; another tiling is planned in
/// the source's order, then permuted (labelled an upper bound).
#[test]
fn gspmd_strings_on_other_device_orders_are_permuted() {
    let program = |arg: &str, constraint: &str, result: &str| {
        format!(
            r#"module @jit_f attributes {{mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32}} {{
  func.func public @main(%arg0: tensor<64x64xf32> {{mhlo.sharding = "{arg}"}}) -> (tensor<64x64xf32> {{mhlo.sharding = "{result}"}}) {{
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<64x64xf32>
    %2 = stablehlo.custom_call @Sharding(%1) {{backend_config = "", mhlo.sharding = "{constraint}"}} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    return %2 : tensor<64x64xf32>
  }}
}}
"#
        )
    };
    let rows = "{devices=[8,1]0,1,2,3,4,5,6,7}";
    let rows_swapped = "{devices=[8,1]1,0,3,2,5,4,7,6}";
    let columns_reversed = "{devices=[1,8]7,6,5,4,3,2,1,0}";
    // Rows on one order to rows on another: each 8x64 shard moves once.
    let text = program(rows, rows_swapped, rows_swapped);
    assert_eq!(
        ours(&text).bytes,
        BTreeMap::from([("collective-permute".to_string(), vec![2048])]),
        "{text}"
    );
    // And back again at the return.
    let text = program(rows, rows_swapped, rows);
    assert_eq!(
        ours(&text).bytes,
        BTreeMap::from([("collective-permute".to_string(), vec![2048, 2048])]),
        "{text}"
    );
    // The same order: nothing moves.
    let text = program(rows, rows, rows);
    assert_eq!(ours(&text).bytes, BTreeMap::new(), "{text}");
    // Rows to columns on the reversed order: the shards permuted onto the
    // reversed order, then an all-to-all on it.
    let text = program(rows, columns_reversed, columns_reversed);
    assert_eq!(
        ours(&text).bytes,
        BTreeMap::from([
            ("all-to-all".to_string(), vec![2048]),
            ("collective-permute".to_string(), vec![2048]),
        ]),
        "{text}"
    );
    // Back to rows on the first order at the return: resharded in the
    // constraint's order, then permuted to the result's.
    let text = program(rows, columns_reversed, rows);
    assert_eq!(
        ours(&text).bytes,
        BTreeMap::from([
            ("all-to-all".to_string(), vec![2048, 2048]),
            ("collective-permute".to_string(), vec![2048, 2048]),
        ]),
        "{text}"
    );
}
