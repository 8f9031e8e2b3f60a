//! Differential test against LLVM 22's `sharding-propagation` pass.
//!
//! Random small programs in the `shard` dialect (chains of `linalg.matmul`,
//! elementwise `linalg`/`tosa` ops, transposes (named and as
//! `linalg.generic`), `tensor.empty` and
//! `arith.constant`, with random `shard.shard` annotations, with and without
//! `annotate_for_users`, sometimes stacked) go through our propagation and
//! through `mlir-opt` (../shared/tools/shard_oracle.sh). For every op of the
//! input, the sharding it reads each operand with and the sharding it
//! produces each result with must agree, and so must what each function
//! returns. And under each of the pass's four traversals, with and without
//! `cse`, the module `mesh-lsp propagate` prints must have the structure of
//! mlir-opt's (ops in order, the inserted `shard.sharding`/`shard.shard` ops
//! and what each op reads). Needs `apt-get install -y mlir-22-tools`; without
//! `mlir-opt` the test says so and passes.

mod shard_support;

use mesh_lsp::cli::propagate::shard_pass_module;
use mesh_lsp::pipeline::analyze_with;
use mesh_lsp::propagation::mesh_family::Traversal;
use mesh_lsp::propagation::Options;
use shard_support::{
    annotated_views, mlir_opt_available, our_views, our_views_with, run_oracle, structure,
};
use std::fmt::Write as _;
const PROGRAMS: usize = 1000;
const PER_MODULE: usize = 50;

/// SplitMix64: small, seeded, good enough to pick program shapes.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }

    fn pick<T: Clone>(&mut self, items: &[T]) -> T {
        items[self.below(items.len())].clone()
    }
}

/// Tensor dims; every grid below has at most 8 devices, so any split of
/// any dim is even (our checker rejects uneven ones, as partitioning would).
const DIMS: [i64; 3] = [8, 16, 32];

fn ty(shape: &[i64; 2]) -> String {
    format!("tensor<{}x{}xf32>", shape[0], shape[1])
}

/// One random function on its own grid.
struct Gen<'r> {
    rng: &'r mut Rng,
    grid: String,
    grid_rank: usize,
    body: String,
    args: Vec<(String, [i64; 2])>,
    pool: Vec<(String, [i64; 2])>,
    next: usize,
}

impl Gen<'_> {
    fn fresh(&mut self, prefix: &str) -> String {
        self.next += 1;
        format!("%{prefix}{}", self.next)
    }

    fn line(&mut self, text: String) {
        self.body.push_str("  ");
        self.body.push_str(&text);
        self.body.push('\n');
    }

    /// `[[0], [], [1]]`-style split axes for a rank-2 tensor: each grid axis
    /// at most once, sometimes with fewer entries than the rank.
    fn split_axes(&mut self) -> String {
        let mut axes: Vec<usize> = (0..self.grid_rank).collect();
        for i in (1..axes.len()).rev() {
            let j = self.rng.below(i + 1);
            axes.swap(i, j);
        }
        let mut dims: Vec<Vec<usize>> = vec![Vec::new(); 2];
        for axis in axes {
            if self.rng.chance(45) {
                let d = self.rng.below(2);
                dims[d].push(axis);
            }
        }
        let written = if dims[1].is_empty() && self.rng.chance(50) {
            1
        } else {
            2
        };
        let parts: Vec<String> = dims[..written]
            .iter()
            .map(|axes| {
                let items: Vec<String> = axes.iter().map(|a| a.to_string()).collect();
                format!("[{}]", items.join(", "))
            })
            .collect();
        format!("[{}]", parts.join(", "))
    }

    /// `shard.shard %v to <random sharding>`; returns the annotated value.
    fn annotate(&mut self, value: &str, shape: [i64; 2], for_users: bool) -> String {
        let s = self.fresh("s");
        let split = self.split_axes();
        self.line(format!(
            "{s} = shard.sharding @{} split_axes = {split} : !shard.sharding",
            self.grid
        ));
        let v = self.fresh("v");
        let flag = if for_users { " annotate_for_users" } else { "" };
        self.line(format!(
            "{v} = shard.shard {value} to {s}{flag} : {}",
            ty(&shape)
        ));
        v
    }

    /// Puts a new value in the pool, sometimes annotated. Users may keep
    /// reading the value itself next to an `annotate_for_users` shard; a
    /// result shard is its only user (MLIR leaves anything else undefined,
    /// and `mlir-opt` then writes IR that does not verify).
    fn offer(&mut self, value: String, shape: [i64; 2]) {
        if self.rng.chance(40) {
            let for_users = self.rng.chance(50);
            let annotated = self.annotate(&value, shape, for_users);
            if for_users && self.rng.chance(30) {
                self.pool.push((value, shape));
            }
            self.pool.push((annotated, shape));
        } else {
            self.pool.push((value, shape));
        }
    }

    /// A pool value, sometimes read through one more `annotate_for_users`.
    fn take(&mut self) -> (String, [i64; 2]) {
        let (value, shape) = self.rng.pick(&self.pool);
        if self.rng.chance(10) {
            let annotated = self.annotate(&value, shape, true);
            return (annotated, shape);
        }
        (value, shape)
    }

    /// A value of `shape`: from the pool, a new argument, or a constant.
    fn of_shape(&mut self, shape: [i64; 2]) -> String {
        let matching: Vec<String> = self
            .pool
            .iter()
            .filter(|(_, s)| *s == shape)
            .map(|(v, _)| v.clone())
            .collect();
        if !matching.is_empty() && self.rng.chance(50) {
            return self.rng.pick(&matching);
        }
        if self.rng.chance(15) {
            let c = self.fresh("c");
            self.line(format!("{c} = arith.constant dense<1.0> : {}", ty(&shape)));
            self.offer(c.clone(), shape);
            return c;
        }
        let arg = format!("%arg{}", self.args.len());
        self.args.push((arg.clone(), shape));
        self.offer(arg.clone(), shape);
        arg
    }

    /// The `outs` of a linalg op: a new `tensor.empty` or a pool value.
    fn init(&mut self, shape: [i64; 2]) -> String {
        if self.rng.chance(25) {
            if let Some((v, _)) = self.pool.iter().find(|(_, s)| *s == shape).cloned() {
                return v;
            }
        }
        let e = self.fresh("e");
        self.line(format!("{e} = tensor.empty() : {}", ty(&shape)));
        if self.rng.chance(20) {
            let for_users = self.rng.chance(50);
            return self.annotate(&e, shape, for_users);
        }
        e
    }

    fn op(&mut self) {
        let r = self.fresh("r");
        match self.rng.below(10) {
            0..=3 => {
                let (lhs, a) = self.take();
                let n = self.rng.pick(&DIMS);
                let rhs = self.of_shape([a[1], n]);
                let out = [a[0], n];
                let init = self.init(out);
                self.line(format!(
                    "{r} = linalg.matmul ins({lhs}, {rhs} : {}, {}) outs({init} : {}) -> {}",
                    ty(&a),
                    ty(&[a[1], n]),
                    ty(&out),
                    ty(&out)
                ));
                self.offer(r, out);
            }
            4..=6 => {
                let (x, shape) = self.take();
                let y = self.of_shape(shape);
                let t = ty(&shape);
                if self.rng.chance(25) {
                    self.line(format!("{r} = tosa.add {x}, {y} : ({t}, {t}) -> {t}"));
                } else {
                    let name = self.rng.pick(&["add", "sub", "mul"]);
                    let init = self.init(shape);
                    self.line(format!(
                        "{r} = linalg.{name} ins({x}, {y} : {t}, {t}) outs({init} : {t}) -> {t}"
                    ));
                }
                self.offer(r, shape);
            }
            7 => {
                let (x, shape) = self.take();
                let init = self.init(shape);
                let t = ty(&shape);
                self.line(format!(
                    "{r} = linalg.exp ins({x} : {t}) outs({init} : {t}) -> {t}"
                ));
                self.offer(r, shape);
            }
            _ => {
                let (x, shape) = self.take();
                let out = [shape[1], shape[0]];
                let init = self.init(out);
                let (t, t_out) = (ty(&shape), ty(&out));
                if self.rng.chance(50) {
                    self.line(format!(
                        "{r} = linalg.transpose ins({x} : {t}) outs({init} : {t_out}) permutation = [1, 0]"
                    ));
                } else {
                    // The same as a `linalg.generic` with explicit maps.
                    self.line(format!(
                        "{r} = linalg.generic {{indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\"parallel\", \"parallel\"]}} ins({x} : {t}) outs({init} : {t_out}) {{\n  ^bb0(%in: f32, %out: f32):\n    linalg.yield %in : f32\n  }} -> {t_out}"
                    ));
                }
                self.offer(r, out);
            }
        }
    }
}

/// A random function `@f{index}` and the grid it uses.
fn program(rng: &mut Rng, index: usize) -> String {
    let grid_shape = match rng.below(4) {
        0 => vec![rng.pick(&[2, 4])],
        1 | 2 => vec![2, rng.pick(&[2, 4])],
        _ => vec![2, 2, 2],
    };
    let shape_text: Vec<String> = grid_shape.iter().map(|s: &i64| s.to_string()).collect();
    let mut gen = Gen {
        grid: format!("grid{index}"),
        grid_rank: grid_shape.len(),
        rng,
        body: String::new(),
        args: Vec::new(),
        pool: Vec::new(),
        next: 0,
    };
    let first = [gen.rng.pick(&DIMS), gen.rng.pick(&DIMS)];
    gen.of_shape(first);
    let ops = 2 + gen.rng.below(5);
    for _ in 0..ops {
        gen.op();
    }
    let (last, shape) = gen.pool.last().cloned().expect("ops add values");
    let mut results = vec![(last, shape)];
    if gen.rng.chance(30) {
        results.push(gen.rng.pick(&gen.pool));
    }
    let names: Vec<String> = results.iter().map(|(v, _)| v.clone()).collect();
    let types: Vec<String> = results.iter().map(|(_, s)| ty(s)).collect();
    gen.line(format!(
        "return {} : {}",
        names.join(", "),
        types.join(", ")
    ));
    let args: Vec<String> = gen
        .args
        .iter()
        .map(|(name, shape)| format!("{name}: {}", ty(shape)))
        .collect();
    format!(
        "shard.grid @{}(shape = {})\nfunc.func @f{index}({}) -> ({}) {{\n{}}}\n",
        gen.grid,
        shape_text.join("x"),
        args.join(", "),
        types.join(", "),
        gen.body
    )
}

/// Compares every operand and result view of `input`'s ops, ours against
/// mlir-opt's `output`.
fn compare_module(input: &str, output: &str, tally: &mut Tally) {
    let ours = our_views(input);
    let theirs = annotated_views(output);
    assert_eq!(ours.len(), theirs.len(), "ops differ");
    for (our, their) in ours.iter().zip(&theirs) {
        assert_eq!((&our.function, &our.op), (&their.function, &their.op));
        for (t, (got, want)) in our.shardings.iter().zip(&their.shardings).enumerate() {
            tally.total += 1;
            if got == want {
                tally.matched += 1;
                continue;
            }
            let what = if t < our.operands {
                format!("operand {t}")
            } else {
                format!("result {}", t - our.operands)
            };
            tally.misses.push(format!(
                "@{} '{}' {what}: ours {got:?}, mlir-opt {want:?}",
                our.function, our.op
            ));
        }
    }
}

struct Tally {
    total: usize,
    matched: usize,
    misses: Vec<String>,
}

#[test]
fn random_programs_match_mlir_opt() {
    if !mlir_opt_available() {
        println!("skipping: mlir-opt not found");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    // Another seed explores other programs: SHARD_DIFFERENTIAL_SEED=7.
    let seed = std::env::var("SHARD_DIFFERENTIAL_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0x5eed_5eed);
    let mut rng = Rng(seed);
    let mut tally = Tally {
        total: 0,
        matched: 0,
        misses: Vec::new(),
    };
    for batch in 0..PROGRAMS / PER_MODULE {
        let mut module = String::new();
        for i in 0..PER_MODULE {
            let _ = write!(module, "{}", program(&mut rng, batch * PER_MODULE + i));
        }
        let path = dir.path().join(format!("seed{seed}_batch{batch}.mlir"));
        std::fs::write(&path, &module).unwrap();
        let output = run_oracle(&path);
        compare_module(&module, &output, &mut tally);
    }
    println!(
        "shard oracle differential: {}/{} operand and result shardings match mlir-opt ({:.1}%) over {PROGRAMS} programs (seed {seed})",
        tally.matched,
        tally.total,
        100.0 * tally.matched as f64 / tally.total.max(1) as f64
    );
    for miss in tally.misses.iter().take(20) {
        println!("  {miss}");
    }
    assert!(tally.total > 1000, "too few comparisons: {}", tally.total);
    assert!(tally.misses.is_empty(), "{} mismatches", tally.misses.len());
}

/// Programs for the printed-module comparison (4 traversals x 2 pipelines
/// each, so fewer than the views comparison).
const PRINTED_PROGRAMS: usize = 300;

#[test]
fn random_programs_print_as_mlir_opt_on_every_traversal() {
    if !mlir_opt_available() {
        println!("skipping: mlir-opt not found");
        return;
    }
    let opt = std::env::var("MLIR_OPT").unwrap_or_else(|_| "/usr/lib/llvm-22/bin/mlir-opt".into());
    let dir = tempfile::tempdir().unwrap();
    let seed = std::env::var("SHARD_DIFFERENTIAL_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0x5eed_5eed_u64)
        .wrapping_add(1);
    let mut rng = Rng(seed);
    let (mut functions, mut same) = (0, 0);
    let (mut view_ops, mut view_same) = (0, 0);
    let mut misses = Vec::new();
    for batch in 0..PRINTED_PROGRAMS / PER_MODULE {
        let mut module = String::new();
        for i in 0..PER_MODULE {
            let _ = write!(module, "{}", program(&mut rng, batch * PER_MODULE + i));
        }
        let path = dir.path().join(format!("printed{batch}.mlir"));
        std::fs::write(&path, &module).unwrap();
        for traversal in Traversal::ALL {
            let options = Options {
                traversal,
                ..Options::default()
            };
            let analysis = analyze_with(&module, options);
            for cse in [false, true] {
                let run = format!(
                    "builtin.module(func.func(sharding-propagation{{traversal={}}}{}))",
                    traversal.name(),
                    if cse { ",cse" } else { "" }
                );
                let output = std::process::Command::new(&opt)
                    .arg(format!("--pass-pipeline={run}"))
                    .arg(&path)
                    .output()
                    .unwrap();
                assert!(output.status.success(), "mlir-opt failed with {run}");
                let printed = String::from_utf8_lossy(&output.stdout);
                if !cse {
                    // The per-op views (what hovers and hints show) too.
                    let views = |v: Vec<shard_support::OpView>| -> Vec<String> {
                        v.iter()
                            .map(|v| format!("{}: {}", v.function, v.line()))
                            .collect()
                    };
                    let (theirs, ours) = (
                        views(annotated_views(&printed)),
                        views(our_views_with(&module, options)),
                    );
                    view_ops += theirs.len();
                    view_same += theirs.iter().zip(&ours).filter(|(a, b)| a == b).count();
                    if theirs.len() != ours.len() {
                        misses.push(format!(
                            "views traversal={}: op counts differ",
                            traversal.name()
                        ));
                    }
                }
                let theirs = structure(&printed);
                let ours =
                    shard_pass_module(&analysis, &module, traversal, cse).expect("shard functions");
                let ours = structure(&ours);
                for (function, lines) in &theirs {
                    functions += 1;
                    if ours.get(function) == Some(lines) {
                        same += 1;
                    } else {
                        misses.push(format!(
                            "@{function} traversal={} cse={cse}:\n  mlir-opt {lines:?}\n  mesh-lsp {:?}",
                            traversal.name(),
                            ours.get(function)
                        ));
                    }
                }
            }
        }
    }
    println!(
        "printed modules: {same}/{functions} (function, traversal, cse) have mlir-opt 22's structure over {PRINTED_PROGRAMS} programs (seed {seed})"
    );
    println!("per-op views on every traversal: {view_same}/{view_ops} ops as mlir-opt 22");
    assert_eq!(view_same, view_ops, "per-op views differ");
    let mut by_run: std::collections::BTreeMap<&str, usize> = Default::default();
    for miss in &misses {
        let run = miss.split(':').next().unwrap_or_default();
        *by_run
            .entry(run.split_once(' ').map_or(run, |(_, r)| r))
            .or_default() += 1;
    }
    println!("  mismatches by run: {by_run:?}");
    for miss in misses.iter().take(5) {
        println!("  {miss}");
    }
    assert_eq!(functions, PRINTED_PROGRAMS * 8);
    assert!(misses.is_empty(), "{} mismatches", misses.len());
}
