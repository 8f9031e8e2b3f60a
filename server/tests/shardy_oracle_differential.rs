//! Differential test against Shardy itself.
//!
//! Random sdy StableHLO programs (meshes of 1–3 axes; elementwise ops,
//! dot_general, broadcast_in_dim, transpose, reshape, reduce, concatenate
//! and sharding constraints; random partial shardings with priorities,
//! open and closed dims and replicated axes on arguments, results and
//! constraints) go through our propagation and through Shardy's
//! `sdy-propagation-pipeline` as shipped in jaxlib
//! (../shared/tools/shardy_oracle.py, all programs in one Python process).
//! Every argument's, result's and op result's sharding is compared the way
//! Shardy's export leaves it: closed, replicated axes dropped.
//!
//! Needs ../shared and a Python with jax 0.10.2: `MESH_ORACLE_PYTHON`, or a
//! venv it creates in ~/.cache/mesh-lsp-oracle when pip reaches PyPI.
//! Without them the test says why and passes. Disagreeing programs, with
//! both answers, are written to `$CARGO_TARGET_TMPDIR/shardy_oracle_diffs`.

mod shardy_support;

use mesh_lsp::pipeline::analyze;
use shardy_support::{oracle_python, oracle_script, program, run_oracle};
use std::fmt::Write as _;

/// How many programs, and the first seed.
const PROGRAMS: u64 = 1500;
const SEED: u64 = 0x5eed_0001;

/// Values that must agree with Shardy (of about 15,600); raise it as
/// propagation gets closer.
const FLOOR: usize = 15626;

/// Programs whose every value agrees; raise it too.
const PROGRAM_FLOOR: usize = 1498;

/// Compares every value of `input` as we propagate it with Shardy's
/// propagated module `theirs`: (values compared, the disagreements).
fn compare(input: &str, theirs_text: &str) -> Result<(usize, Vec<String>), String> {
    let values = shardy_support::compare(input, theirs_text)?;
    let misses = values
        .iter()
        .filter(|v| !v.ok)
        .map(|v| v.miss.clone())
        .collect();
    Ok((values.len(), misses))
}

#[test]
fn random_programs_match_shardy() {
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
    let programs: Vec<String> = (0..PROGRAMS).map(|i| program(SEED + i)).collect();
    let started = std::time::Instant::now();
    let answers = run_oracle(&python, &script, &programs).expect("the Shardy oracle runs");
    println!(
        "oracle: {} programs in {:.1}s",
        programs.len(),
        started.elapsed().as_secs_f64()
    );
    let out_dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("shardy_oracle_diffs");
    let _ = std::fs::remove_dir_all(&out_dir);
    std::fs::create_dir_all(&out_dir).unwrap();
    let (mut values, mut agreed, mut programs_ok, mut compared, mut oracle_errors) =
        (0, 0, 0, 0, 0);
    let mut shown = 0;
    for (i, (input, theirs)) in programs.iter().zip(&answers).enumerate() {
        let seed = SEED + i as u64;
        if theirs.starts_with("ORACLE ERROR") {
            oracle_errors += 1;
            if oracle_errors <= 3 {
                println!("seed {seed:#x}: {}", theirs.trim());
            }
            continue;
        }
        compared += 1;
        let misses = match compare(input, theirs) {
            Ok((total, misses)) => {
                values += total;
                agreed += total - misses.len();
                misses
            }
            Err(why) => vec![format!("not comparable: {why}")],
        };
        if misses.is_empty() {
            programs_ok += 1;
            continue;
        }
        let mut report = String::new();
        for m in &misses {
            writeln!(report, "// {m}").unwrap();
        }
        writeln!(report, "{input}\n// ---- Shardy ----").unwrap();
        for line in theirs.lines() {
            writeln!(report, "// {line}").unwrap();
        }
        let ours = mesh_lsp::cli::rewrite::propagated_module(&analyze(input), input);
        writeln!(report, "// ---- mesh-lsp ----").unwrap();
        for line in ours.lines() {
            writeln!(report, "// {line}").unwrap();
        }
        std::fs::write(out_dir.join(format!("seed_{seed:x}.mlir")), report).unwrap();
        if shown < 8 {
            shown += 1;
            println!("seed {seed:#x}: {}", misses.join("; "));
        }
    }
    println!(
        "agreement: {agreed}/{values} values, {programs_ok}/{compared} programs \
         ({oracle_errors} rejected by Shardy); disagreements in {}",
        out_dir.display()
    );
    assert!(
        oracle_errors * 10 <= PROGRAMS as usize,
        "Shardy rejected {oracle_errors} generated programs: the generator is off"
    );
    assert!(agreed >= FLOOR, "agreement regressed: {agreed} < {FLOOR}");
    assert!(
        programs_ok >= PROGRAM_FLOOR,
        "agreement regressed: {programs_ok} programs < {PROGRAM_FLOOR}"
    );
}
