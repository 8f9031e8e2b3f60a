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

fn reshard(from: &str, to: &str) -> String {
    format!(
        "shard.grid @grid(shape = 2x2)
func.func @f(%a: tensor<8x8xf32>) -> tensor<8x8xf32> {{
  %s0 = shard.sharding @grid split_axes = {from} : !shard.sharding
  %s1 = shard.sharding @grid split_axes = {to} : !shard.sharding
  %0 = shard.shard %a to %s0 : tensor<8x8xf32>
  %1 = shard.shard %0 to %s1 annotate_for_users : tensor<8x8xf32>
  %2 = tosa.abs %1 : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %2 : tensor<8x8xf32>
}}
"
    )
}

#[test]
fn reshards_without_a_partition_pattern_are_warnings() {
    let cases = [
        ("[[0]]", "[[1]]", false),
        ("[[0, 1]]", "[[1, 0]]", false),
        ("[[0], [1]]", "[[1], [0]]", false),
        ("[[0, 1]]", "[[]]", false),
        ("[[0]]", "[[0, 1]]", true),
        ("[[0]]", "[[]]", true),
        ("[[0]]", "[[], [0]]", true),
        // Not detected: [[0], [1]] -> [[], [1, 0]] matches LLVM's move pattern,
        // but on a 2-D grid mlir-opt 22 then writes invalid IR.
    ];
    let opt = mlir_opt();
    if opt.is_none() {
        eprintln!("mlir-opt 22 not installed: shard-partition's outcomes are not compared");
    }
    let dir = std::env::temp_dir().join(format!("mesh-lsp-reshard-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for (from, to, partitions) in cases {
        let text = reshard(from, to);
        let diagnostics = check_text(&text);
        assert!(
            diagnostics.iter().all(|d| d.severity != Severity::Error),
            "{from} -> {to}: {diagnostics:#?}"
        );
        let warned = diagnostics
            .iter()
            .filter(|d| d.code == "shard/reshard-unsupported")
            .count();
        assert_eq!(warned, usize::from(!partitions), "{from} -> {to}");
        if let Some(opt) = &opt {
            let path = dir.join("reshard.mlir");
            std::fs::write(&path, &text).unwrap();
            let run = Command::new(opt)
                .arg("--pass-pipeline=builtin.module(func.func(sharding-propagation,cse),func.func(shard-partition))")
                .arg(&path)
                .output()
                .unwrap();
            assert_eq!(
                run.status.success(),
                partitions,
                "{from} -> {to}: mlir-opt's shard-partition {}",
                String::from_utf8_lossy(&run.stderr)
                    .lines()
                    .next()
                    .unwrap_or_default()
            );
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}
