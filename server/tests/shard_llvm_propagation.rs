//! LLVM 22's own `sharding-propagation` tests (`tests/shard_verifier/llvm/`,
//! vendored with LLVM's license) against mesh-lsp's mesh-family propagation,
//! each with the `traversal` of its RUN line (forward, backward,
//! forward-backward, or the default backward-then-forward).
//!
//! What runs always:
//! * each file is analysed and must give no error;
//! * the file's CHECK lines (`tests/filecheck`, per CHECK-LABEL block) run
//!   against OUR output for its RUN pipeline: `mesh-lsp propagate`'s module
//!   as mlir-opt prints it after `sharding-propagation{traversal=…}` (and
//!   `cse` when the pipeline has it). Every block must pass unless listed in
//!   `KNOWN` with its reason, and a listed one that passes fails the test;
//! * for the default traversal our per-op shardings (how each op reads its
//!   operands and produces its results, `shard_support`) must equal
//!   `sharding-propagation.views`, mlir-opt 22's per-op shardings on the same
//!   file, kept beside it (regenerated with `BLESS=1` when mlir-opt 22 is
//!   installed; the run with mlir-opt also checks the kept file is still its
//!   output).
//!
//! What runs when mlir-opt 22 is installed (`apt-get install -y
//! mlir-22-tools`, or `MLIR_OPT`): the file's RUN pipeline through mlir-opt,
//! whose output must pass the file's CHECK lines under `tests/filecheck`
//! (which shows the vendored files are LLVM 22's and the small FileCheck
//! reads them); then, per function, our per-op shardings (propagated with
//! the file's traversal) against those in mlir-opt's output, for every file.
//! Prints N/M per file and lists what differs.

mod filecheck;
mod shard_support;

use mesh_lsp::check::check_text;
use mesh_lsp::cli::propagate::shard_pass_module;
use mesh_lsp::diagnostic::Severity;
use mesh_lsp::pipeline::analyze_with;
use mesh_lsp::propagation::mesh_family::Traversal;
use mesh_lsp::propagation::Options;
use shard_support::{annotated_views, our_views, our_views_with, structure, OpView};
use std::collections::BTreeMap;
use std::path::Path;
use std::process::Command;

const DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/shard_verifier/llvm");

const FILES: &[&str] = &[
    "sharding-propagation.mlir",
    "forward-sharding-propagation.mlir",
    "backward-sharding-propagation.mlir",
    "forward-backward-sharding-propagation.mlir",
];

fn read(name: &str) -> String {
    std::fs::read_to_string(Path::new(DIR).join(name))
        .unwrap_or_else(|e| panic!("{name} is vendored in {DIR}: {e}"))
}

/// The `--pass-pipeline` of the RUN line.
fn pipeline(test: &str) -> String {
    let run = test.lines().next().unwrap_or_default();
    let start = run.find("--pass-pipeline=\"").map(|i| i + 17);
    start
        .and_then(|s| run[s..].find('"').map(|e| run[s..s + e].to_string()))
        .unwrap_or_default()
}

/// The RUN pipeline's `traversal` (the pass's default when it names none)
/// and whether `cse` follows the pass.
fn run_options(pipeline: &str) -> (Traversal, bool) {
    let traversal = pipeline
        .split("traversal=")
        .nth(1)
        .and_then(|rest| Traversal::named(rest.split(['}', ' ', ',']).next().unwrap_or_default()))
        .unwrap_or_default();
    let cse = pipeline
        .split([',', '(', ')'])
        .any(|pass| pass.trim() == "cse");
    (traversal, cse)
}

/// CHECK-LABEL blocks of our output known to fail, with the reason: (file,
/// block's first pattern, reason).
const KNOWN: &[(&str, &str, &str)] = &[];

#[test]
fn llvm_propagation_check_lines_pass_on_our_output() {
    let (mut blocks, mut passing) = (0, 0);
    let mut unexpected = Vec::new();
    for name in FILES {
        let text = read(name);
        let (traversal, cse) = run_options(&pipeline(&text));
        let options = Options {
            traversal,
            ..Options::default()
        };
        let analysis = analyze_with(&text, options);
        let printed = shard_pass_module(&analysis, &text, traversal, cse)
            .unwrap_or_else(|| panic!("{name}: no shard dialect function printed"));
        // mlir-opt prints no comments; ours would match the CHECK lines themselves.
        let ours: String = printed
            .lines()
            .filter(|l| !l.trim_start().starts_with("//"))
            .map(|l| format!("{l}\n"))
            .collect();
        let report = filecheck::check(&text, &ours);
        println!(
            "{name} (traversal={}, cse={cse}): our output passes {}/{} CHECK blocks ({} CHECK lines)",
            traversal.name(),
            report.passed(),
            report.blocks.len(),
            filecheck::directives(&text).len()
        );
        blocks += report.blocks.len();
        passing += report.passed();
        for (label, result) in &report.blocks {
            let known = KNOWN.iter().find(|(f, l, _)| f == name && l == label);
            match (result, known) {
                (Err(e), None) => unexpected.push(format!("{name}: {label}: {e}\n{ours}")),
                (Err(e), Some((_, _, why))) => println!("    known: {label}: {e} ({why})"),
                (Ok(()), Some(_)) => {
                    unexpected.push(format!("{name}: {label} passes: remove it from KNOWN"))
                }
                (Ok(()), None) => {}
            }
        }
    }
    println!("all files: {passing}/{blocks} CHECK blocks pass on mesh-lsp's output");
    assert!(blocks >= 17, "fewer CHECK blocks than the files have");
    assert!(unexpected.is_empty(), "{}", unexpected.join("\n"));
}

/// Our output for `name` under `traversal`, comments dropped.
fn our_output(name: &str, traversal: Traversal, cse: bool) -> String {
    let text = read(name);
    let options = Options {
        traversal,
        ..Options::default()
    };
    let printed = shard_pass_module(&analyze_with(&text, options), &text, traversal, cse)
        .expect("a shard dialect function");
    printed
        .lines()
        .filter(|l| !l.trim_start().starts_with("//"))
        .map(|l| format!("{l}\n"))
        .collect()
}

/// The CHECK lines can fail: the forward and forward-backward files' checks
/// fail on our output under some other traversal (so the option is what
/// makes them pass). The backward file's checks (two `shard.shard`, no
/// `shard.shard @`) hold under every traversal, in mlir-opt's output too.
#[test]
fn other_traversals_fail_the_traversal_files_checks() {
    for name in [FILES[1], FILES[3]] {
        let text = read(name);
        let (own, cse) = run_options(&pipeline(&text));
        let failing: Vec<&str> = Traversal::ALL
            .into_iter()
            .filter(|&t| t != own)
            .filter(|&t| filecheck::check(&text, &our_output(name, t, cse)).passed() == 0)
            .map(Traversal::name)
            .collect();
        println!("{name}: its CHECK lines fail under traversal {failing:?}");
        assert!(!failing.is_empty(), "{name} passes under every traversal");
    }
}

#[test]
fn our_output_has_mlir_opts_structure() {
    let opt = std::env::var("MLIR_OPT").unwrap_or_else(|_| "/usr/lib/llvm-22/bin/mlir-opt".into());
    if !Path::new(&opt).is_file() {
        println!(
            "skipping: mlir-opt 22 not installed (apt-get install -y mlir-22-tools, or MLIR_OPT)"
        );
        return;
    }
    let (mut functions, mut same) = (0, 0);
    for name in FILES {
        // Every traversal, not only the file's own, with and without `cse`.
        for (traversal, cse) in Traversal::ALL
            .into_iter()
            .flat_map(|t| [(t, false), (t, true)])
        {
            let cse_pass = if cse { ",cse" } else { "" };
            let run = format!(
                "builtin.module(func.func(sharding-propagation{{traversal={}}}{cse_pass}))",
                traversal.name()
            );
            let output = Command::new(&opt)
                .arg(format!("--pass-pipeline={run}"))
                .arg(Path::new(DIR).join(name))
                .output()
                .unwrap();
            assert!(
                output.status.success(),
                "mlir-opt failed on {name} with {run}"
            );
            let theirs = structure(&String::from_utf8_lossy(&output.stdout));
            let ours = structure(&our_output(name, traversal, cse));
            for (function, lines) in &theirs {
                functions += 1;
                if ours.get(function) == Some(lines) {
                    same += 1;
                } else {
                    println!(
                        "  {name} @{function} traversal={} cse={cse}:",
                        traversal.name()
                    );
                    println!("    mlir-opt: {lines:#?}");
                    println!("    mesh-lsp: {:#?}", ours.get(function));
                }
            }
        }
    }
    println!(
        "{same}/{functions} (file, traversal, cse, function) outputs have mlir-opt 22's structure"
    );
    assert!(functions >= 17 * 8);
    assert_eq!(same, functions);
}

#[test]
fn run_options_read_the_pipeline() {
    assert_eq!(
        run_options("builtin.module(func.func(sharding-propagation,cse))"),
        (Traversal::BackwardForward, true)
    );
    assert_eq!(
        run_options("builtin.module(func.func(sharding-propagation{traversal=forward-backward}))"),
        (Traversal::ForwardBackward, false)
    );
    assert_eq!(
        run_options("builtin.module(func.func(sharding-propagation{traversal=backward}))"),
        (Traversal::Backward, false)
    );
}

fn by_function(views: &[OpView]) -> BTreeMap<String, Vec<String>> {
    let mut out: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for v in views {
        out.entry(v.function.clone()).or_default().push(v.line());
    }
    out
}

#[test]
fn llvm_propagation_files_check_without_errors() {
    for name in FILES {
        let text = read(name);
        let errors: Vec<String> = check_text(&text)
            .into_iter()
            .filter(|d| d.severity == Severity::Error)
            .map(|d| d.message)
            .collect();
        assert!(errors.is_empty(), "{name}: {errors:#?}");
    }
}

const VIEWS: &str = "sharding-propagation.views";

/// `function: op line` per line, in order.
fn views_text(views: &BTreeMap<String, Vec<String>>) -> String {
    let mut out = String::new();
    for (function, lines) in views {
        for line in lines {
            out.push_str(&format!("{function}: {line}\n"));
        }
    }
    out
}

#[test]
fn llvm_sharding_propagation_matches_mlir_opts_views() {
    let text = read("sharding-propagation.mlir");
    let kept = read(VIEWS);
    let mut expected: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for line in kept
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
    {
        let (function, view) = line.split_once(": ").expect("`function: view` lines");
        expected
            .entry(function.to_string())
            .or_default()
            .push(view.to_string());
    }
    let ours = by_function(&our_views(&text));
    let mut same = 0;
    for (function, lines) in &expected {
        let mine = ours.get(function).cloned().unwrap_or_default();
        if &mine == lines {
            same += 1;
        } else {
            println!("  @{function}: mlir-opt {lines:?}, mesh-lsp {mine:?}");
        }
    }
    println!(
        "LLVM Shard/sharding-propagation.mlir: {same}/{} functions as mlir-opt 22 propagates them",
        expected.len()
    );
    assert!(
        expected.len() >= 14,
        "{VIEWS} lists fewer functions than the file has"
    );
    assert_eq!(same, expected.len());
}

#[test]
fn llvm_propagation_files_against_mlir_opt() {
    let opt = std::env::var("MLIR_OPT").unwrap_or_else(|_| "/usr/lib/llvm-22/bin/mlir-opt".into());
    if !Path::new(&opt).is_file() {
        println!(
            "skipping: mlir-opt 22 not installed (apt-get install -y mlir-22-tools, or MLIR_OPT)"
        );
        return;
    }
    let (mut functions, mut agreeing) = (0, 0);
    for name in FILES {
        let text = read(name);
        let pipeline = pipeline(&text);
        let output = Command::new(&opt)
            .arg(format!("--pass-pipeline={pipeline}"))
            .arg(Path::new(DIR).join(name))
            .output()
            .unwrap();
        assert!(
            output.status.success(),
            "mlir-opt failed on {name}:\n{}",
            String::from_utf8_lossy(&output.stderr)
        );
        let printed = String::from_utf8(output.stdout).unwrap();
        let report = filecheck::check(&text, &printed);
        println!(
            "{name}: mlir-opt 22's output passes {}/{} CHECK blocks",
            report.passed(),
            report.blocks.len()
        );
        for (label, result) in report.blocks.iter().filter(|(_, r)| r.is_err()) {
            println!("    {label}: {}", result.as_ref().unwrap_err());
        }
        let (traversal, _) = run_options(&pipeline);
        let theirs = by_function(&annotated_views(&printed));
        if *name == "sharding-propagation.mlir" {
            let header = "# mlir-opt 22's per-op shardings on sharding-propagation.mlir (function: op: operands -> results); BLESS=1 cargo test -p mesh-lsp --test shard_llvm_propagation regenerates it\n";
            let fresh = format!("{header}{}", views_text(&theirs));
            if std::env::var_os("BLESS").is_some() {
                std::fs::write(Path::new(DIR).join(VIEWS), &fresh).unwrap();
            }
            assert_eq!(
                read(VIEWS),
                fresh,
                "{VIEWS} is not mlir-opt 22's output any more"
            );
        }
        let options = Options {
            traversal,
            ..Options::default()
        };
        let ours = by_function(&our_views_with(&text, options));
        let mut same = 0;
        for (function, lines) in &theirs {
            let mine = ours.get(function).cloned().unwrap_or_default();
            if &mine == lines {
                same += 1;
            } else {
                println!("    @{function} differs from mlir-opt:");
                println!("      mlir-opt: {lines:?}");
                println!("      mesh-lsp: {mine:?}");
            }
        }
        println!(
            "{name}: {same}/{} functions agree with mlir-opt (traversal={})",
            theirs.len(),
            traversal.name()
        );
        functions += theirs.len();
        agreeing += same;
    }
    println!("every traversal: {agreeing}/{functions} functions agree with mlir-opt 22");
    assert!(functions > 0);
    assert!(
        agreeing >= FLOOR,
        "agreement with mlir-opt regressed: {agreeing} < {FLOOR}"
    );
}

/// Functions agreeing with mlir-opt 22 (all of them: 14 of the default
/// traversal's file, one of each other traversal's).
const FLOOR: usize = 17;
