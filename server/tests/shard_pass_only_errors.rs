//! What only LLVM 22's `sharding-propagation` / `shard-partition` passes
//! reject is a warning, with LLVM's message: mlir-opt verifies these files.
//! When mlir-opt 22 is installed, the test also runs its propagation on the
//! same text and expects the failure at the same line.

use mesh_lsp::check::check_text;
use mesh_lsp::diagnostic::Severity;
use mesh_lsp::text::LineIndex;
use std::process::Command;

const MULTI_BLOCK: &str = "shard.grid @grid(shape = 2)
func.func @single(%arg0 : tensor<6x6xi32>) -> tensor<6x6xi32> {
  return %arg0 : tensor<6x6xi32>
}
func.func @multi_block_function(%arg0 : tensor<6x6xi32>) -> tensor<6x6xi32> {
    %sharding = shard.sharding @grid split_axes = [[0]] : !shard.sharding
    %sharded = shard.shard %arg0 to %sharding : tensor<6x6xi32>
    cf.br ^bb1
  ^bb1:
    return %sharded : tensor<6x6xi32>
}
";

fn mlir_opt() -> Option<String> {
    let opt = std::env::var("MLIR_OPT").unwrap_or_else(|_| "/usr/lib/llvm-22/bin/mlir-opt".into());
    std::path::Path::new(&opt).exists().then_some(opt)
}

#[test]
fn a_multi_block_function_is_a_warning_with_llvms_message() {
    let diagnostics = check_text(MULTI_BLOCK);
    assert!(
        diagnostics.iter().all(|d| d.severity != Severity::Error),
        "{diagnostics:#?}"
    );
    let found: Vec<_> = diagnostics
        .iter()
        .filter(|d| d.code == "shard/multi-block-function")
        .collect();
    assert_eq!(found.len(), 1, "{diagnostics:#?}");
    assert_eq!(found[0].severity, Severity::Warning);
    assert!(found[0]
        .message
        .starts_with("'func.func' op only one block is supported!"));
    let line = LineIndex::new(MULTI_BLOCK).line_of(found[0].range.start) + 1;
    assert_eq!(line, 5);
    // The 2024 spelling names its own partitioner.
    let mesh = MULTI_BLOCK
        .replace("shard.grid", "mesh.mesh")
        .replace("shard.sharding", "mesh.sharding")
        .replace("shard.shard ", "mesh.shard ");
    let messages: Vec<_> = check_text(&mesh)
        .into_iter()
        .filter(|d| d.code == "shard/multi-block-function")
        .map(|d| d.message)
        .collect();
    assert_eq!(messages.len(), 1);
    assert!(messages[0].contains("mesh-spmdization"), "{messages:?}");

    let Some(opt) = mlir_opt() else {
        eprintln!(
            "mlir-opt 22 not installed: the comparison with its sharding-propagation is skipped"
        );
        return;
    };
    let dir = std::env::temp_dir().join(format!("mesh-lsp-multi-block-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("multi_block.mlir");
    std::fs::write(&path, MULTI_BLOCK).unwrap();
    let verified = Command::new(&opt).arg(&path).output().unwrap();
    assert!(
        verified.status.success(),
        "mlir-opt rejects the file itself"
    );
    let propagated = Command::new(&opt)
        .arg("--pass-pipeline=builtin.module(func.func(sharding-propagation))")
        .arg(&path)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&propagated.stderr);
    assert!(!propagated.status.success());
    assert!(
        stderr.contains(":5:1: error: 'func.func' op only one block is supported!"),
        "{stderr}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn single_block_functions_and_sdy_files_get_no_such_warning() {
    let sdy = "sdy.mesh @mesh = <[\"x\"=2]>
func.func @f(%arg0: tensor<8xf32>, %c: i1) -> tensor<8xf32> {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %arg0 : tensor<8xf32>
^bb2:
  return %arg0 : tensor<8xf32>
}
";
    for text in [
        sdy,
        "shard.grid @grid(shape = 2)\nfunc.func private @decl(i64)\n",
    ] {
        assert!(
            check_text(text)
                .iter()
                .all(|d| d.code != "shard/multi-block-function"),
            "{text}"
        );
    }
}
