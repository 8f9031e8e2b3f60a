//! Each era of the MLIR mesh family gets its own verifier's words: the 2024
//! `mesh.*` spelling said "mesh" where LLVM 22's `shard.*` says "grid".

use mesh_lsp::check::check_text;

const MESH_ERA: &str = r#"mesh.mesh @mesh0(shape = 2x4)
mesh.mesh @bad(shape = [])
func.func @f(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %s = mesh.sharding @mesh0 split_axes = [[0], [0]] : !mesh.sharding
  %0 = mesh.shard %arg0 to %s : tensor<8x8xf32>
  %s1 = mesh.sharding @nope split_axes = [[0]] : !mesh.sharding
  %1 = mesh.shard %0 to %s1 : tensor<8x8xf32>
  %s2 = mesh.sharding @mesh0 split_axes = [[-1]] : !mesh.sharding
  %2 = mesh.shard %1 to <@mesh0, [[0]]> : tensor<8x8xf32>
  %3 = mesh.all_gather %2 on @mesh0 mesh_axes = [2] gather_axis = 0 : tensor<8x8xf32> -> tensor<8x8xf32>
  %s4 = mesh.sharding @mesh0 split_axes = [[3]] : !mesh.sharding
  return %2 : tensor<8x8xf32>
}
"#;

fn messages(text: &str) -> Vec<String> {
    check_text(text).into_iter().map(|d| d.message).collect()
}

#[test]
fn mesh_era_files_say_mesh() {
    let got = messages(MESH_ERA);
    for expected in [
        "rank of mesh is expected to be a positive integer",
        "'mesh.sharding' op mesh axis duplicated",
        "'mesh.sharding' op Undefined required mesh symbol \"nope\".",
        "'mesh.sharding' op mesh axis is expected to be non-negative",
        "0-based mesh axis index 2 is out of bounds. The referenced mesh \"mesh0\" is of rank 2.",
    ] {
        assert!(
            got.iter().any(|m| m.ends_with(expected)),
            "missing {expected:?} in {got:#?}"
        );
    }
    assert!(
        got.iter()
            .any(|m| m.contains("mesh axis 3 does not exist") && m.contains("mesh-spmdization")),
        "{got:#?}"
    );
    let grid: Vec<_> = got.iter().filter(|m| m.contains("grid")).collect();
    assert!(
        grid.is_empty(),
        "grid wording in a mesh-era file: {grid:#?}"
    );
}

#[test]
fn shard_era_files_say_grid() {
    let text = MESH_ERA
        .replace("mesh.mesh", "shard.grid")
        .replace("mesh.sharding", "shard.sharding")
        .replace("mesh.shard ", "shard.shard ")
        .replace("mesh.all_gather", "shard.all_gather")
        .replace("mesh_axes", "grid_axes")
        .replace("!mesh.sharding", "!shard.sharding");
    let got = messages(&text);
    for expected in [
        "rank of grid is expected to be a positive integer",
        "'shard.sharding' op grid axis duplicated",
        "'shard.sharding' op Undefined required grid symbol \"nope\".",
        "'shard.sharding' op grid axis is expected to be non-negative",
        "0-based grid axis index 2 is out of bounds. The referenced grid \"mesh0\" is of rank 2.",
    ] {
        assert!(
            got.iter().any(|m| m.ends_with(expected)),
            "missing {expected:?} in {got:#?}"
        );
    }
    assert!(
        got.iter()
            .any(|m| m.contains("grid axis 3 does not exist") && m.contains("shard-partition")),
        "{got:#?}"
    );
}
