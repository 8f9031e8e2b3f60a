//! What JAX prints must parse and check clean (issue #14, item 4).
//!
//! - `jax_syntax_fixtures_check_clean`: short excerpts of what JAX 0.10
//!   prints (a dot algorithm struct, fp8 and bf16 types, memory kinds, the
//!   GSPMD spellings), written for this test: 0 syntax errors, 0 errors.
//! - `generated_jax_programs_check_clean`: lowers the 32 programs of
//!   tools/jax_programs.py (jax.nn attention on bf16, layer/RMS norm,
//!   jax.random, value_and_grad with SGD and Adam updates, scan with remat
//!   and host offload, control flow, vmap, shard_map, donation, memory
//!   kinds, fp8/int4/complex dtypes, callbacks, linalg, explicit-sharding
//!   mode, each with Shardy on and off) with a Python that has jax 0.10.2 (see
//!   shardy_support::oracle_python), and checks every file: 0 syntax
//!   errors and 0 errors. It also compares our propagation of each sdy
//!   lowering with Shardy's (`NAME.propagated.mlir`), prints the agreement
//!   per program and requires every value to agree (615/615 with jax
//!   0.10.2). Without Python and jax it says why and passes.
//! - `shared_jax_corpus_checks_clean`: the same check on ../shared/corpus/jax.

mod shardy_support;

use mesh_lsp::check::check_text;
use mesh_lsp::diagnostic::Severity;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The errors (syntax or not) `check` reports on `text`, one line each.
fn errors(text: &str) -> Vec<String> {
    check_text(text)
        .into_iter()
        .filter(|d| d.severity == Severity::Error)
        .map(|d| format!("{} at {}: {}", d.code, d.range.start, d.message))
        .collect()
}

const FIXTURES: &[(&str, &str)] = &[
    (
        "dot algorithm (jax.nn.dot_product_attention on bf16)",
        r#"module @jit_f attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]>
  func.func public @main(%arg0: tensor<4x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg1: tensor<64x8xbf16>) -> (tensor<4x8xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT], algorithm = <lhs_precision_type = bf16, rhs_precision_type = bf16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<4x64xbf16>, tensor<64x8xbf16>) -> tensor<4x8xf32>
    return %0 : tensor<4x8xf32>
  }
}
"#,
    ),
    (
        "the same with an op sharding after the algorithm",
        r#"sdy.mesh @mesh = <["data"=2, "model"=4]>
func.func @main(%arg0: tensor<4x64xbf16>, %arg1: tensor<64x8xbf16>) -> tensor<4x8xf32> {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = bf16, rhs_precision_type = bf16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4x64xbf16>, tensor<64x8xbf16>) -> tensor<4x8xf32>
  %1 = stablehlo.negate %0 : tensor<4x8xf32>
  return %1 : tensor<4x8xf32>
}
"#,
    ),
    (
        "fp8 types and memory kinds",
        r#"sdy.mesh @mesh = <["data"=2, "model"=4]>
func.func public @main(%arg0: tensor<32x64xf32> {mhlo.memory_kind = "pinned_host", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<32x64xf8E4M3FN> {jax.result_info = "", mhlo.memory_kind = "device"}, tensor<32x64xf8E5M2>, tensor<32x64xf8E4M3FNUZ>) {
  %0 = stablehlo.convert %arg0 : (tensor<32x64xf32>) -> tensor<32x64xf8E4M3FN>
  %1 = stablehlo.convert %arg0 : (tensor<32x64xf32>) -> tensor<32x64xf8E5M2>
  %2 = stablehlo.convert %arg0 : (tensor<32x64xf32>) -> tensor<32x64xf8E4M3FNUZ>
  return %0, %1, %2 : tensor<32x64xf8E4M3FN>, tensor<32x64xf8E5M2>, tensor<32x64xf8E4M3FNUZ>
}
"#,
    ),
    (
        "GSPMD: dot algorithm, a sharding custom call with unspecified dims",
        r#"module @jit_f attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x64xbf16> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}, %arg1: tensor<64x8xbf16>) -> (tensor<4x8xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT], algorithm = <lhs_precision_type = bf16, rhs_precision_type = bf16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<4x64xbf16>, tensor<64x8xbf16>) -> tensor<4x8xf32>
    %1 = stablehlo.custom_call @Sharding(%0) {backend_config = "unspecified_dims=[1]", mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"} : (tensor<4x8xf32>) -> tensor<4x8xf32>
    return %1 : tensor<4x8xf32>
  }
}
"#,
    ),
];

#[test]
fn jax_syntax_fixtures_check_clean() {
    for (what, text) in FIXTURES {
        let errors = errors(text);
        assert!(errors.is_empty(), "{what}: {errors:#?}");
    }
}

/// The `.mlir` files of a directory, sorted.
fn mlir_files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|d| {
            d.filter_map(|e| Some(e.ok()?.path()))
                .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    files
}

/// Every file's errors, `file: error` one per line.
fn all_errors(files: &[PathBuf]) -> Vec<String> {
    let mut out = Vec::new();
    for path in files {
        let text = std::fs::read_to_string(path).unwrap();
        let name = path.file_name().unwrap().to_string_lossy();
        out.extend(errors(&text).into_iter().map(|e| format!("{name}: {e}")));
    }
    out
}

#[test]
fn shared_jax_corpus_checks_clean() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/corpus/jax");
    if !dir.is_dir() {
        println!("skipping: ../shared/corpus/jax not found");
        return;
    }
    let files = mlir_files(&dir);
    let errors = all_errors(&files);
    println!("{} files of ../shared/corpus/jax checked", files.len());
    assert!(errors.is_empty(), "{errors:#?}");
}

#[test]
fn generated_jax_programs_check_clean() {
    let python = match shardy_support::oracle_python() {
        Ok(p) => p,
        Err(why) => {
            println!("skipping: no Python with jax to lower the programs ({why})");
            return;
        }
    };
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tools/jax_programs.py");
    let out = Path::new(env!("CARGO_TARGET_TMPDIR")).join("jax_programs");
    let _ = std::fs::remove_dir_all(&out);
    let run = Command::new(&python)
        .arg(&script)
        .arg("--out")
        .arg(&out)
        .output()
        .expect("python runs");
    assert!(
        run.status.success(),
        "{} failed: {}",
        script.display(),
        String::from_utf8_lossy(&run.stderr)
    );
    print!("{}", String::from_utf8_lossy(&run.stdout));
    print!("{}", String::from_utf8_lossy(&run.stderr));
    let files = mlir_files(&out);
    assert!(files.len() >= 60, "only {} files lowered", files.len());
    let errors = all_errors(&files);
    assert!(errors.is_empty(), "{errors:#?}");
    // How our propagation of each sdy lowering compares with Shardy's.
    let (mut values, mut agreed) = (0, 0);
    for path in &files {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let Some(program) = name.strip_suffix(".sdy.mlir") else {
            continue;
        };
        let Ok(theirs) = std::fs::read_to_string(out.join(format!("{program}.propagated.mlir")))
        else {
            continue;
        };
        let input = std::fs::read_to_string(path).unwrap();
        match shardy_support::compare(&input, &theirs) {
            Ok(compared) => {
                let ok = compared.iter().filter(|v| v.ok).count();
                println!("{program}: {ok}/{} values match Shardy", compared.len());
                for miss in compared.iter().filter(|v| !v.ok).take(4) {
                    println!("    {}", miss.miss);
                }
                values += compared.len();
                agreed += ok;
            }
            Err(why) => println!("{program}: not comparable ({why})"),
        }
    }
    println!("total: {agreed}/{values} values of @main match Shardy");
    // Issue #14's target on real JAX programs: every value is Shardy's.
    assert_eq!(agreed, values, "values differing from Shardy (see above)");
}
