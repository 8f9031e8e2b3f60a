//! Per-feature differential test against Shardy (issue #14): random sdy
//! programs that use what the plain differential's generator does not —
//! dims that do not divide the axes (arguments, results, ops), meshes of 3
//! and 4 axes with sizes 1–8 (size-1 and non-power-of-two axes), sub-axes of
//! any axis with priorities, `replicated` and `unreduced` axes,
//! concatenate/pad/slice/reverse along sharded dims (an operand constrained
//! to shard the op's dim), private callees shared by call sites whose
//! operands are sharded apart, bf16 — compared value
//! by value with Shardy's `sdy-propagation-pipeline` from jaxlib
//! (../shared/tools/shardy_oracle.py). Agreement is printed per feature of
//! the program, per op and for values with a non-divisible sharding (split
//! into arguments, results and op results): a total hides the feature that
//! is always wrong.
//!
//! Needs ../shared and a Python with jax 0.10.2 (see shardy_support);
//! without them it says why and passes. Disagreements are written to
//! `$CARGO_TARGET_TMPDIR/shardy_feature_diffs`.

mod shardy_support;

use shardy_support::{
    compare, extended_feature_program, feature_program, oracle_python, oracle_script, run_oracle,
};
use std::collections::BTreeMap;
use std::fmt::Write as _;

const PROGRAMS: u64 = 600;
const SEED: u64 = 0xfea7_0001;
/// More programs, from their own seeds, with the extended features
/// (ops along constrained dims, call sites sharded apart).
const EXTENDED_PROGRAMS: u64 = 300;
const EXTENDED_SEED: u64 = 0xfea7_e001;

/// Per-value agreement that must hold (in ‰ of the values compared).
const FLOOR_PER_MILLE: usize = 998;

#[derive(Default)]
struct Tally {
    values: usize,
    agreed: usize,
}

impl Tally {
    fn add(&mut self, ok: bool) {
        self.values += 1;
        self.agreed += usize::from(ok);
    }

    fn show(&self) -> String {
        let pct = if self.values == 0 {
            100.0
        } else {
            100.0 * self.agreed as f64 / self.values as f64
        };
        format!("{}/{} ({pct:.2}%)", self.agreed, self.values)
    }
}

#[test]
fn feature_programs_match_shardy() {
    let Some(script) = oracle_script() else {
        println!("skipping: ../shared/tools/shardy_oracle.py not found");
        return;
    };
    let python = match oracle_python() {
        Ok(p) => p,
        Err(why) => {
            println!("skipping: no Python with jax for the Shardy oracle ({why})");
            return;
        }
    };
    let programs: Vec<_> = (0..PROGRAMS)
        .map(|i| (SEED + i, feature_program(SEED + i)))
        .chain((0..EXTENDED_PROGRAMS).map(|i| {
            let seed = EXTENDED_SEED + i;
            (seed, extended_feature_program(seed))
        }))
        .collect();
    let (seeds, programs): (Vec<u64>, Vec<_>) = programs.into_iter().unzip();
    let texts: Vec<String> = programs.iter().map(|p| p.0.clone()).collect();
    let answers = run_oracle(&python, &script, &texts).expect("the Shardy oracle runs");
    let out_dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("shardy_feature_diffs");
    let _ = std::fs::remove_dir_all(&out_dir);
    std::fs::create_dir_all(&out_dir).unwrap();
    let mut total = Tally::default();
    let mut by_feature: BTreeMap<&str, Tally> = BTreeMap::new();
    let mut by_op: BTreeMap<String, Tally> = BTreeMap::new();
    let mut non_divisible = Tally::default();
    // Non-divisible values by where they are: arguments, results, ops.
    let mut non_divisible_at: BTreeMap<&str, Tally> = BTreeMap::new();
    let (mut rejected, mut incomparable, mut shown) = (Vec::new(), 0, 0);
    for (((input, features), theirs), &seed) in programs.iter().zip(&answers).zip(&seeds) {
        if theirs.starts_with("ORACLE ERROR") {
            rejected.push(format!("seed {seed:#x}: {}", theirs.trim()));
            continue;
        }
        let values = match compare(input, theirs) {
            Ok(v) => v,
            Err(why) => {
                incomparable += 1;
                println!("seed {seed:#x}: not comparable: {why}");
                continue;
            }
        };
        let mut misses = Vec::new();
        for v in &values {
            total.add(v.ok);
            for f in features {
                by_feature.entry(f).or_default().add(v.ok);
            }
            by_op.entry(v.kind.clone()).or_default().add(v.ok);
            if v.non_divisible {
                non_divisible.add(v.ok);
                let at = match v.kind.as_str() {
                    "argument" => "arguments",
                    "result" => "results",
                    _ => "op results",
                };
                non_divisible_at.entry(at).or_default().add(v.ok);
            }
            if !v.ok {
                misses.push(v.miss.clone());
            }
        }
        if misses.is_empty() {
            continue;
        }
        let mut report = String::new();
        for m in &misses {
            writeln!(report, "// {m}").unwrap();
        }
        writeln!(
            report,
            "// features: {features:?}\n{input}\n// ---- Shardy ----"
        )
        .unwrap();
        for line in theirs.lines() {
            writeln!(report, "// {line}").unwrap();
        }
        std::fs::write(out_dir.join(format!("seed_{seed:x}.mlir")), report).unwrap();
        if shown < 6 {
            shown += 1;
            println!("seed {seed:#x}: {}", misses.join("; "));
        }
    }
    println!("per program feature:");
    for (f, t) in &by_feature {
        println!("  {f:<24} {}", t.show());
    }
    println!("per op:");
    for (op, t) in &by_op {
        println!("  {op:<28} {}", t.show());
    }
    println!(
        "values with a non-divisible sharding: {}",
        non_divisible.show()
    );
    for (at, t) in &non_divisible_at {
        println!("  non-divisible {at:<15} {}", t.show());
    }
    println!(
        "total: {} in {} programs ({} rejected by Shardy, {incomparable} not comparable); disagreements in {}",
        total.show(),
        programs.len(),
        rejected.len(),
        out_dir.display()
    );
    for r in rejected.iter().take(3) {
        println!("{r}");
    }
    assert!(
        rejected.len() * 10 <= programs.len(),
        "Shardy rejected {} generated programs: the generator is off",
        rejected.len()
    );
    assert!(
        total.agreed * 1000 >= total.values * FLOOR_PER_MILLE,
        "agreement {} is below {FLOOR_PER_MILLE}‰",
        total.show()
    );
}
