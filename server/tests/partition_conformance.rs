//! The partitioning stage against XLA's SPMD partitioner on the JAX corpus
//! (`../shared/corpus/jax`, jax/jaxlib 0.10.2 on 8 CPU devices): for each
//! program, the collectives per kind (`collectives.json`, counted right
//! after `spmd-partitioning`), their bytes per device (the result shapes of
//! the collectives in the partitioned HLO, `*.spmd_partitioned.hlo.txt` for
//! the Shardy lowering and `*.gspmd.spmd.hlo.txt` for GSPMD), and the
//! argument and result bytes per device (the partitioned entry computation's
//! layout). Prints per-program agreement; skips when the corpus is absent.
//!
//! Known difference: `add_conflict.gspmd.mlir`. mesh-lsp imports GSPMD
//! strings into Shardy's model and propagates with Shardy's algorithm (the
//! issue asks for that), which leaves `x + y` replicated and all-gathers both
//! operands, as the Shardy lowering of the same program does (2 all-gathers).
//! GSPMD's own propagation instead gives the add `x`'s sharding and moves `y`
//! with one collective-permute.

mod partition_support;

use partition_support::{entry_bytes, hlo_bytes, hlo_collectives, ours};
use serde_json::Value;
use std::collections::BTreeMap;
use std::path::Path;

const JAX: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../shared/corpus/jax");

#[test]
fn collectives_and_bytes_agree_with_xla() {
    let dir = Path::new(JAX);
    let Ok(json) = std::fs::read_to_string(dir.join("collectives.json")) else {
        println!("skipping: ../shared/corpus/jax/collectives.json not found");
        return;
    };
    let reference: Value = serde_json::from_str(&json).expect("collectives.json parses");
    let programs = reference.as_object().expect("an object of programs");
    let mut disagree: BTreeMap<&str, Vec<String>> = BTreeMap::new();
    let mut figures: BTreeMap<&str, [usize; 4]> = BTreeMap::new();
    for (lowering, file_suffix, counts_key, hlo_suffix) in [
        (
            "sdy",
            "sdy.mlir",
            "spmd_partitioned",
            "spmd_partitioned.hlo.txt",
        ),
        (
            "gspmd",
            "gspmd.mlir",
            "gspmd_spmd_partitioned",
            "gspmd.spmd.hlo.txt",
        ),
    ] {
        let mut agree = [0usize; 4]; // counts, bytes, memory, programs
        for (program, kinds) in programs {
            let Ok(text) = std::fs::read_to_string(dir.join(format!("{program}.{file_suffix}")))
            else {
                continue;
            };
            agree[3] += 1;
            let ours = ours(&text);
            let theirs: BTreeMap<String, u64> = kinds[counts_key]
                .as_object()
                .map(|o| {
                    o.iter()
                        .map(|(k, v)| (k.clone(), v.as_u64().unwrap_or(0)))
                        .filter(|(_, v)| *v > 0)
                        .collect()
                })
                .unwrap_or_default();
            let hlo = std::fs::read_to_string(dir.join(format!("{program}.{hlo_suffix}")))
                .unwrap_or_default();
            let their_bytes = hlo_collectives(&hlo);
            let counts_ok = ours.counts == theirs;
            let bytes_ok = ours.bytes == their_bytes;
            let memory_ok = entry_bytes(&hlo) == Some((ours.arguments, ours.results));
            agree[0] += usize::from(counts_ok);
            agree[1] += usize::from(bytes_ok);
            agree[2] += usize::from(memory_ok);
            println!(
                "{lowering:5} {program:16} counts {} bytes {} memory {}  ours {:?} {:?} args {} results {}  xla {:?} {:?} {:?}",
                if counts_ok { "agree" } else { "DIFFER" },
                if bytes_ok { "agree" } else { "DIFFER" },
                if memory_ok { "agree" } else { "DIFFER" },
                ours.counts,
                ours.bytes,
                ours.arguments,
                ours.results,
                theirs,
                their_bytes,
                entry_bytes(&hlo),
            );
            if !(counts_ok && bytes_ok && memory_ok) {
                disagree
                    .entry(lowering)
                    .or_default()
                    .push(program.to_string());
            }
        }
        println!(
            "{lowering}: collectives per kind agree on {}/{} programs, their bytes on {}/{}, argument and result bytes on {}/{}",
            agree[0], agree[3], agree[1], agree[3], agree[2], agree[3]
        );
        figures.insert(lowering, agree);
    }
    // The level reached: everything agrees on the Shardy lowering; on the
    // GSPMD lowering everything but add_conflict (see the module comment).
    assert!(
        disagree.get("sdy").is_none_or(|d| d.is_empty()),
        "{disagree:?}"
    );
    assert!(
        disagree
            .get("gspmd")
            .is_none_or(|d| d.iter().all(|p| p == "add_conflict")),
        "{disagree:?}"
    );
    assert!(figures["sdy"][3] >= 9, "{figures:?}");
}

#[test]
fn hlo_shapes_are_read() {
    assert_eq!(hlo_bytes("f32[4,1,32,16]{3,2,1,0}"), Some(8192));
    assert_eq!(hlo_bytes("bf16[]"), Some(2));
    assert_eq!(
        entry_bytes("HloModule m, entry_computation_layout={(f32[4,8]{1,0}, f32[2]{0})->(f32[16,8]{1,0}, f32[8,32]{1,0})}, num_partitions=8"),
        Some((136, 512 + 1024))
    );
}
