//! The "replace this reshard with explicit collectives" action on `shard`
//! dialect reshards (`shard.shard %y to %s annotate_for_users` after
//! `%y = shard.shard %x to %s0`), over random shardings on grids of one to
//! three axes: every result parses with our grammar, has no error the input
//! lacked, changes nothing outside the op, and — when `mlir-opt` 22 is
//! installed (`apt-get install -y mlir-22-tools`; `MLIR_OPT` overrides the
//! path) — parses and verifies with `mlir-opt`. Without it, that part is
//! skipped with a message.

use mesh_lsp::assist::actions::{apply, code_actions};
use mesh_lsp::check::check_text;
use mesh_lsp::diagnostic::Severity;
use mesh_lsp::pipeline::analyze;
use mesh_lsp::text::TextRange;
use std::path::Path;
use std::process::Command;

/// A small deterministic generator (no dependency needed).
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

/// Each grid axis on a random dim (or none), in random order within a dim.
fn random_split_axes(rng: &mut Lcg, grid_rank: usize, rank: usize) -> Vec<Vec<usize>> {
    let mut dims = vec![Vec::new(); rank];
    let mut axes: Vec<usize> = (0..grid_rank).collect();
    for i in (1..axes.len()).rev() {
        axes.swap(i, rng.below(i + 1));
    }
    for axis in axes {
        let d = rng.below(rank + 1);
        if d < rank {
            dims[d].push(axis);
        }
    }
    dims
}

fn print_split_axes(dims: &[Vec<usize>]) -> String {
    let inner: Vec<String> = dims
        .iter()
        .map(|d| {
            let axes: Vec<String> = d.iter().map(usize::to_string).collect();
            format!("[{}]", axes.join(", "))
        })
        .collect();
    format!("[{}]", inner.join(", "))
}

fn program(grid: &[i64], rank: usize, from: &str, to: &str) -> String {
    let shape: Vec<String> = grid.iter().map(i64::to_string).collect();
    let ty = format!("tensor<{}f32>", "32x".repeat(rank));
    format!(
        "shard.grid @grid(shape = {})
func.func @f(%arg0: {ty}) -> {ty} {{
  %s0 = shard.sharding @grid split_axes = {from} : !shard.sharding
  %0 = shard.shard %arg0 to %s0 : {ty}
  %s1 = shard.sharding @grid split_axes = {to} : !shard.sharding
  %1 = shard.shard %0 to %s1 annotate_for_users : {ty}
  %2 = tosa.tanh %1 : ({ty}) -> {ty}
  return %2 : {ty}
}}
",
        shape.join("x")
    )
}

fn errors(text: &str) -> Vec<String> {
    check_text(text)
        .into_iter()
        .filter(|d| d.severity == Severity::Error)
        .map(|d| d.message)
        .collect()
}

/// The action's result on the reshard op of `text`, checked with our own
/// parser and checker; `None` when no action is offered.
fn materialize(text: &str) -> Option<(String, String)> {
    materialize_at(text, "%1 = shard.shard")
}

fn materialize_at(text: &str, at: &str) -> Option<(String, String)> {
    let analysis = analyze(text);
    let start = text.find(at).unwrap();
    let end = start + text[start..].find('\n').unwrap();
    let action = code_actions(&analysis, text, TextRange::new(start, start + 1))
        .into_iter()
        .find(|a| a.title.starts_with("Replace this reshard"))?;
    for edit in &action.edits {
        assert!(
            edit.range.start >= start && edit.range.end <= end,
            "{text}\nedit {edit:?} outside the op"
        );
    }
    let fixed = apply(text, &action.edits);
    assert!(
        !mesh_lsp::syntax::parse(&fixed).root_node().has_error(),
        "{fixed}"
    );
    let before = errors(text);
    let new: Vec<String> = errors(&fixed)
        .into_iter()
        .filter(|e| !before.contains(e))
        .collect();
    assert!(new.is_empty(), "{fixed}\nnew errors: {new:?}");
    Some((action.title, fixed))
}

fn mlir_opt() -> Option<String> {
    let path = std::env::var("MLIR_OPT").unwrap_or_else(|_| "/usr/lib/llvm-22/bin/mlir-opt".into());
    Path::new(&path).is_file().then_some(path)
}

#[test]
fn shard_reshards_materialize_into_collectives_mlir_opt_verifies() {
    let grids: [&[i64]; 6] = [&[4], &[8], &[2, 2], &[2, 4], &[4, 2], &[2, 2, 2]];
    let mut rng = Lcg(0x5eed);
    let mut cases = Vec::new();
    let mut offered = 0;
    let mut gathered = 0;
    let mut total = 0;
    for grid in grids {
        for rank in 1..=3 {
            for _ in 0..12 {
                let from = random_split_axes(&mut rng, grid.len(), rank);
                let to = random_split_axes(&mut rng, grid.len(), rank);
                if from == to {
                    continue;
                }
                total += 1;
                let text = program(grid, rank, &print_split_axes(&from), &print_split_axes(&to));
                if let Some((title, fixed)) = materialize(&text) {
                    offered += 1;
                    if title.contains("gathered, then sliced") {
                        gathered += 1;
                    }
                    cases.push(fixed);
                }
            }
        }
    }
    println!(
        "materialized {offered}/{total} shard reshards ({gathered} gather-then-slice for want of a collective-permute)"
    );
    // Not offered only when the plan needs sub-axes, which grid axes cannot
    // express; on these grids that is a minority.
    assert!(offered * 4 >= total * 3, "{offered}/{total}");

    let Some(opt) = mlir_opt() else {
        println!("skipping the mlir-opt check: mlir-opt not found (apt-get install -y mlir-22-tools, or set MLIR_OPT)");
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("materialized.mlir");
    std::fs::write(&path, cases.join("\n// -----\n")).unwrap();
    let output = Command::new(&opt)
        .arg("--split-input-file")
        .arg("--verify-each")
        .arg(&path)
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "mlir-opt rejected a materialized reshard:\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    println!("mlir-opt parsed and verified all {offered}");
}

/// What `shard-partition` makes of a `program`, returning the resharded
/// value directly (the op after the reshard left out).
fn shard_partition(opt: &str, dir: &Path, text: &str) -> String {
    let input: String = text
        .lines()
        .filter(|l| !l.contains("tosa.tanh"))
        .map(|l| l.replace("return %2", "return %1"))
        .collect::<Vec<_>>()
        .join("\n");
    let path = dir.join("partition.mlir");
    std::fs::write(&path, input).unwrap();
    let output = Command::new(opt)
        .arg("--pass-pipeline=builtin.module(func.func(shard-partition))")
        .arg(&path)
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// The collectives of a program, without SSA names: `shard.all_gather on
/// @grid grid_axes = [0] gather_axis = 0 : tensor<8x32xf32> -> tensor<32x32xf32>`.
fn collectives(text: &str) -> Vec<String> {
    let op = regex::Regex::new(r"= (shard\.all_\w+) %\S+ (.*)$").unwrap();
    text.lines()
        .filter_map(|l| op.captures(l.trim()))
        .map(|c| format!("{} {}", &c[1], &c[2]))
        .collect()
}

/// On 1-D grids, where MLIR's `shard-partition` handles a reshard (moving,
/// adding or dropping the last split axis), the action emits the same
/// collectives as the partitioner does.
#[test]
fn on_1d_grids_the_collectives_are_those_of_shard_partition() {
    let Some(opt) = mlir_opt() else {
        println!(
            "skipping: mlir-opt not found (apt-get install -y mlir-22-tools, or set MLIR_OPT)"
        );
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let mut compared = 0;
    for grid in [4i64, 8] {
        for rank in 1..=3usize {
            let shardings: Vec<Vec<Vec<usize>>> = (0..=rank)
                .map(|d| {
                    let mut dims = vec![Vec::new(); rank];
                    if d < rank {
                        dims[d].push(0);
                    }
                    dims
                })
                .collect();
            for from in &shardings {
                for to in &shardings {
                    if from == to {
                        continue;
                    }
                    let text = program(
                        &[grid],
                        rank,
                        &print_split_axes(from),
                        &print_split_axes(to),
                    );
                    let (_, fixed) = materialize(&text).expect("an action on a 1-D grid");
                    let ours = collectives(&fixed);
                    let theirs = collectives(&shard_partition(&opt, dir.path(), &text));
                    assert_eq!(ours, theirs, "{text}\n{fixed}");
                    compared += 1;
                }
            }
        }
    }
    println!("{compared} reshards on 1-D grids: the same collectives as shard-partition");
}

/// The 2024 `mesh` dialect gets the same collectives as `shard`, spelled
/// `mesh.*` with `mesh_axes` (mlir-opt 22 no longer has the `mesh` dialect,
/// so its output is checked against the verified `shard` one).
#[test]
fn mesh_2024_reshards_are_the_shard_ones_respelled() {
    let grids: [&[i64]; 4] = [&[4], &[2, 2], &[2, 4], &[2, 2, 2]];
    let mut rng = Lcg(0xface);
    let mut compared = 0;
    for grid in grids {
        for rank in 1..=3 {
            for _ in 0..8 {
                let from = random_split_axes(&mut rng, grid.len(), rank);
                let to = random_split_axes(&mut rng, grid.len(), rank);
                if from == to {
                    continue;
                }
                let shard = program(grid, rank, &print_split_axes(&from), &print_split_axes(&to));
                let mesh = shard
                    .replace("shard.grid @grid", "mesh.mesh @grid")
                    .replace("shard.", "mesh.")
                    .replace("!shard.sharding", "!mesh.sharding");
                let start = mesh.find("%1 = mesh.shard").unwrap();
                let analysis = analyze(&mesh);
                let action = code_actions(&analysis, &mesh, TextRange::new(start, start + 1))
                    .into_iter()
                    .find(|a| a.title.starts_with("Replace this reshard"))
                    .expect("an action on the mesh-era reshard");
                let fixed = apply(&mesh, &action.edits);
                assert!(errors(&fixed).is_empty(), "{fixed}\n{:?}", errors(&fixed));
                let (_, from_shard) = materialize(&shard).unwrap();
                let respelled = fixed
                    .replace("mesh.mesh @grid", "shard.grid @grid")
                    .replace("mesh_axes", "grid_axes")
                    .replace("mesh.", "shard.");
                assert_eq!(respelled, from_shard);
                compared += 1;
            }
        }
    }
    println!("{compared} mesh-era reshards match their shard-era form");
}

/// The 2023 proposal's `mesh.annotate … as_result = false` after an
/// annotation with another sharding: every result parses, has no new error
/// and stays inside the op (no external verifier knows this notation).
#[test]
fn proposal_annotations_materialize_into_proposal_collectives() {
    let grids: [&[i64]; 4] = [&[4], &[2, 2], &[2, 4], &[2, 2, 2]];
    let mut rng = Lcg(0xbeef);
    let (mut offered, mut total) = (0, 0);
    for grid in grids {
        for rank in 1..=3 {
            for _ in 0..8 {
                let from = random_split_axes(&mut rng, grid.len(), rank);
                let to = random_split_axes(&mut rng, grid.len(), rank);
                if from == to {
                    continue;
                }
                total += 1;
                let sizes: Vec<String> = grid.iter().map(i64::to_string).collect();
                let ty = format!("tensor<{}f32>", "32x".repeat(rank));
                let text = format!(
                    "mesh.cluster @mesh0(rank = {}, dim_sizes = [{}])
func.func @f(%arg0: {ty}) -> {ty} attributes {{mesh_cluster = @mesh0}} {{
  %0 = mesh.annotate %arg0 {{sharding = {}}} : {ty} -> {ty}
  %1 = mesh.annotate %0 {{as_result = false, sharding = {}}} : {ty} -> {ty}
  return %1 : {ty}
}}
",
                    grid.len(),
                    sizes.join(", "),
                    print_split_axes(&from),
                    print_split_axes(&to)
                );
                if let Some((_, fixed)) = materialize_at(&text, "%1 = mesh.annotate") {
                    assert!(fixed.contains("%1 = mesh."), "{fixed}");
                    offered += 1;
                }
            }
        }
    }
    println!("materialized {offered}/{total} proposal reshards");
    assert!(offered * 4 >= total * 3, "{offered}/{total}");
}

/// `count` random halo widths (0 to 3).
fn random_halos(rng: &mut Lcg, count: usize) -> Vec<usize> {
    (0..count).map(|_| rng.below(4)).collect()
}

fn halo_attribute(halos: &[usize]) -> String {
    if halos.iter().all(|&h| h == 0) {
        return String::new();
    }
    let items: Vec<String> = halos.iter().map(usize::to_string).collect();
    format!(" halo_sizes = [{}]", items.join(", "))
}

/// The ops of a halo update without SSA names, as a list of op lines.
fn halo_ops(text: &str) -> Vec<String> {
    let op = regex::Regex::new(
        r"= (tensor\.empty|tensor\.extract_slice|tensor\.insert_slice|shard\.update_halo)(.*)$",
    )
    .unwrap();
    let name = regex::Regex::new(r"%[\w.]+").unwrap();
    text.lines()
        .filter_map(|l| op.captures(l.trim()))
        .map(|c| {
            name.replace_all(&format!("{}{}", &c[1], &c[2]), "%_")
                .into_owned()
        })
        .collect()
}

/// A `shard.shard` that changes only the halo sizes becomes the ops
/// `shard-partition` emits for it (`tryUpdateHaloInResharding`, on grids of
/// any rank): the same ops as mlir-opt's, and they verify.
#[test]
fn halo_only_reshards_become_the_update_halo_of_shard_partition() {
    let grids: [&[i64]; 4] = [&[4], &[2, 2], &[4, 2], &[2, 2, 2]];
    let mut rng = Lcg(0x4a10);
    let mut cases = Vec::new();
    for grid in grids {
        for rank in 1..=3 {
            for _ in 0..4 {
                let split = random_split_axes(&mut rng, grid.len(), rank);
                let sharded = split.iter().filter(|d| !d.is_empty()).count();
                if sharded == 0 {
                    continue;
                }
                let from = random_halos(&mut rng, 2 * sharded);
                let mut to = random_halos(&mut rng, 2 * sharded);
                if to == from {
                    to[0] = (to[0] + 1) % 4;
                }
                let axes = print_split_axes(&split);
                let text = program(
                    grid,
                    rank,
                    &format!("{axes}{}", halo_attribute(&from)),
                    &format!("{axes}{}", halo_attribute(&to)),
                );
                let (title, fixed) = materialize(&text).expect("a halo update is offered");
                assert!(title.contains("shard.update_halo"), "{title}");
                // halo_sizes has a (low, high) pair per sharded dimension;
                // shard-partition reads pair `d` for tensor dimension `d`,
                // which is the same only when the sharded dims come first,
                // and reads garbage when a side writes no halo_sizes.
                let comparable = split.iter().take(sharded).all(|d| !d.is_empty())
                    && from.iter().any(|&h| h > 0)
                    && to.iter().any(|&h| h > 0);
                cases.push((text, fixed, comparable));
            }
        }
    }
    println!("materialized {} halo-only reshards", cases.len());
    let Some(opt) = mlir_opt() else {
        println!("skipping the mlir-opt checks: mlir-opt not found (apt-get install -y mlir-22-tools, or set MLIR_OPT)");
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("halos.mlir");
    let fixed: Vec<&str> = cases.iter().map(|(_, f, _)| f.as_str()).collect();
    std::fs::write(&path, fixed.join("\n// -----\n")).unwrap();
    let output = Command::new(&opt)
        .args(["--split-input-file", "--verify-each"])
        .arg(&path)
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "mlir-opt rejected a halo update:\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let mut compared = 0;
    for (text, fixed, _) in cases.iter().filter(|(_, _, comparable)| *comparable) {
        compared += 1;
        let theirs = halo_ops(&shard_partition(&opt, dir.path(), text));
        assert_eq!(halo_ops(fixed), theirs, "{text}\n{fixed}");
    }
    println!(
        "mlir-opt verified all {}; shard-partition emits the same ops for all {compared} whose sharded dims come first and whose two sides write halo_sizes (it reads the pairs by tensor dimension, out of bounds for the others)",
        cases.len()
    );
    assert!(compared * 4 >= cases.len(), "{compared}/{}", cases.len());
}
