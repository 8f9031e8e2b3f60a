//! `mesh-lsp explain` end to end through the binary, on small inputs written
//! here: each notation's values, GSPMD's special shardings, positions, the
//! text layout and the exact JSON schema.

use serde_json::{json, Value};
use std::collections::BTreeSet;
use std::path::PathBuf;
use std::process::Command;

/// A file written for one test, removed with its directory when dropped.
struct Written {
    _dir: tempfile::TempDir,
    path: PathBuf,
}

/// Writes `text` to a file of its own.
fn file(name: &str, text: &str) -> Written {
    let dir = tempfile::Builder::new()
        .prefix("mesh-lsp-explain-cli-")
        .tempdir()
        .unwrap();
    let path = dir.path().join(name);
    std::fs::write(&path, text).unwrap();
    Written { _dir: dir, path }
}

fn run(path: &PathBuf, position: &str, json: bool) -> (i32, String, String) {
    let mut command = Command::new(env!("CARGO_BIN_EXE_mesh-lsp"));
    command.arg("explain").arg(path).arg(position);
    if json {
        command.args(["--format", "json"]);
    }
    let output = command.output().expect("binary runs");
    (
        output.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

/// The 1-based `LINE:COL` (columns in characters) of `needle` in `text`, plus `shift` characters.
fn at(text: &str, needle: &str, shift: usize) -> String {
    let offset = text
        .find(needle)
        .unwrap_or_else(|| panic!("{needle} not found"));
    let line_start = text[..offset].rfind('\n').map_or(0, |i| i + 1);
    let line = text[..offset].matches('\n').count() + 1;
    let col = text[line_start..offset].chars().count() + 1 + shift;
    format!("{line}:{col}")
}

fn explain_json(name: &str, text: &str, needle: &str, shift: usize) -> Value {
    let written = file(name, text);
    let (status, out, err) = run(&written.path, &at(text, needle, shift), true);
    assert_eq!(status, 0, "{err}");
    serde_json::from_str(&out).unwrap_or_else(|e| panic!("{e}: {out}"))
}

fn explain_text(name: &str, text: &str, needle: &str, shift: usize) -> String {
    let written = file(name, text);
    let (status, out, err) = run(&written.path, &at(text, needle, shift), false);
    assert_eq!(status, 0, "{err}");
    out
}

const GSPMD: &str = r#"module attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
func.func @main(%arg0: tensor<8x8xf32> {mhlo.sharding = "{replicated}"},
    %arg1: tensor<8x8xf32> {mhlo.sharding = "{manual}"},
    %arg2: tensor<8x8xf32> {mhlo.sharding = "{devices=[2,1,2,2]<=[8] last_tile_dims={manual, replicated}}"},
    %arg3: tensor<8x8xf32> {mhlo.sharding = "{maximal device=3}"}) -> tensor<8x8xf32> {
  %1:2 = stablehlo.custom_call @foo(%arg0) {mhlo.sharding = "{{maximal device=0}, {devices=[2,1,4]<=[8] last_tile_dim_replicate}}"} : (tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>)
  return %1#1 : tensor<8x8xf32>
}
}
"#;

#[test]
fn gspmd_tuple_element_under_the_cursor_is_explained() {
    let json = explain_json("tuple.mlir", GSPMD, "{devices=[2,1,4]", 3);
    assert_eq!(json["value"], "%1#1");
    assert_eq!(
        json["sharding"]["text"],
        "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"
    );
    assert_eq!(json["devices"].as_array().unwrap().len(), 8);
    assert_eq!(json["replication_factor"], 4);
    let first = explain_json("tuple.mlir", GSPMD, "{maximal device=0}", 2);
    assert_eq!(first["value"], "%1#0");
    assert_eq!(first["sharding"]["text"], "{maximal device=0}");
}

#[test]
fn replicated_covers_every_device_of_the_module() {
    let json = explain_json("replicated.mlir", GSPMD, "{replicated}", 2);
    let devices = json["devices"].as_array().unwrap();
    assert_eq!(devices.len(), 8);
    assert!(devices
        .iter()
        .all(|d| d["slices"] == json!([[0, 8], [0, 8]]) && d["shape"] == json!([8, 8])));
    assert_eq!(json["mesh"]["device_ids"], json!([0, 1, 2, 3, 4, 5, 6, 7]));
    assert_eq!(json["replication_factor"], 8);
    assert_eq!(json["bytes_per_device"], 256);
    let text = explain_text("replicated.mlir", GSPMD, "{replicated}", 2);
    assert!(text.contains("replicated 8x"), "{text}");
    assert!(!text.contains("no sharding chosen yet"), "{text}");
    let unknown = explain_text("unknown.mlir", GSPMD_UNKNOWN, "{unknown}", 2);
    assert!(unknown.contains("no sharding chosen yet"), "{unknown}");
}

const GSPMD_UNKNOWN: &str = r#"module attributes {mhlo.num_partitions = 4 : i32} {
func.func @main(%arg0: tensor<8x8xf32> {mhlo.sharding = "{unknown}"}) -> tensor<8x8xf32> {
  return %arg0 : tensor<8x8xf32>
}
}
"#;

#[test]
fn manual_is_not_replication() {
    let json = explain_json("manual.mlir", GSPMD, "{manual}", 2);
    assert_eq!(json["sharding"]["manual"], "all");
    assert_eq!(json["replication_factor"], 1);
    assert_eq!(json["devices"].as_array().unwrap().len(), 8);
    assert!(
        json["sharding"]["sdy"]
            .as_str()
            .unwrap()
            .starts_with("cannot be written as sdy: {manual}"),
        "{json}"
    );
    let text = explain_text("manual.mlir", GSPMD, "{manual}", 2);
    assert!(text.contains("manual (not replicated)"), "{text}");
    assert!(text.contains("own data"), "{text}");

    // Two manual groups of 4 devices, each tile on 2 of them: replicated 2x, not 4x.
    let json = explain_json("manual.mlir", GSPMD, "{devices=[2,1,2,2]", 3);
    assert_eq!(json["sharding"]["manual"], json!(["_axis_1"]));
    assert_eq!(json["replication_factor"], 2);
    let sdy = json["sharding"]["sdy"].as_str().unwrap();
    assert!(
        sdy.contains("sdy.manual_computation") && sdy.contains("\"_axis_1\""),
        "{sdy}"
    );
    let text = explain_text("manual.mlir", GSPMD, "{devices=[2,1,2,2]", 3);
    assert!(text.contains("replicated 2x"), "{text}");
    assert!(text.contains("manual along _axis_1"), "{text}");
}

#[test]
fn maximal_names_its_one_device() {
    let json = explain_json("maximal.mlir", GSPMD, "{maximal device=3}", 2);
    let devices = json["devices"].as_array().unwrap();
    assert_eq!(devices.len(), 1);
    assert_eq!(devices[0]["id"], 3);
    assert_eq!(devices[0]["shape"], json!([8, 8]));
    assert_eq!(json["mesh"]["device_ids"], json!([3]));
    let notes = json["notes"].as_array().unwrap();
    assert!(
        notes
            .iter()
            .any(|n| n.as_str().unwrap().contains("other 7 devices hold none")),
        "{json}"
    );
}

#[test]
fn empty_shards_show_an_empty_range_in_text() {
    let text = r#"sdy.mesh @mesh = <["x"=4]>
func.func @f(%arg0: tensor<2x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> tensor<2x3xf32> {
  return %arg0 : tensor<2x3xf32>
}
"#;
    let out = explain_text("empty.mlir", text, "#sdy.sharding<", 2);
    let row = |device: &str| {
        out.lines()
            .find(|l| l.starts_with(device))
            .unwrap_or_else(|| panic!("no row {device}: {out}"))
            .to_string()
    };
    assert!(row("1 ").contains("[1..2, 0..3]"), "{out}");
    assert!(row("2 ").contains("[2..2, 0..3]"), "{out}");
    assert!(row("3 ").contains("0x3 (empty)"), "{out}");
    // The device grid table and one column per mesh axis, named after it.
    assert!(out.contains("| dev 2 |"), "{out}");
    assert!(
        out.lines()
            .any(|l| l.starts_with("device") && l.contains(" x ")),
        "{out}"
    );
}

#[test]
fn large_meshes_say_what_is_omitted() {
    let text = r#"sdy.mesh @mesh = <["x"=65536, "y"=65536]>
func.func @f(%arg0: tensor<65536x65536xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>}) -> tensor<65536x65536xf32> {
  return %arg0 : tensor<65536x65536xf32>
}
"#;
    let json = explain_json("big.mlir", text, "#sdy.sharding<", 2);
    assert_eq!(json["bytes_per_device"], 4);
    assert_eq!(json["device_count"], 4294967296i64);
    assert!(json["devices"].as_array().unwrap().is_empty());
    assert!(
        json["layout_note"]
            .as_str()
            .unwrap()
            .contains("omitted above"),
        "{json}"
    );
    // 64 devices list in JSON; the text says it leaves out the grid table.
    let text = r#"sdy.mesh @mesh = <["x"=16, "y"=16]>
func.func @f(%arg0: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>}) -> tensor<32x32xf32> {
  return %arg0 : tensor<32x32xf32>
}
"#;
    let out = explain_text("wide.mlir", text, "#sdy.sharding<", 2);
    assert!(
        out.contains("256 tiles on 256 devices; the grid table is omitted above 64 tiles"),
        "{out}"
    );
}

#[test]
fn shard_dialect_sharding_value_is_laid_out_over_its_tensor() {
    let text = r#"shard.grid @grid0(shape = 2x4)
func.func @f(%arg1: tensor<4x14xf32>) -> tensor<4x14xf32> {
  %s4 = shard.sharding @grid0 split_axes = [[], [1]] sharded_dims_offsets = [0, 2, 5, 9, 14] : !shard.sharding
  %1 = shard.shard %arg1 to %s4 : tensor<4x14xf32>
  return %1 : tensor<4x14xf32>
}
"#;
    // The definition of `%s4` and its use in `shard.shard`.
    for (needle, shift) in [("%s4 =", 1), ("%s4 :", 1)] {
        let json = explain_json("shard_value.mlir", text, needle, shift);
        assert_eq!(json["value"], "%s4", "{needle}");
        assert_eq!(json["type"], "tensor<4x14xf32>");
        let devices = json["devices"].as_array().unwrap();
        assert_eq!(devices.len(), 8);
        // Device 3 is at (0, 3): the last explicit shard, columns 9..14.
        assert_eq!(devices[3]["slices"], json!([[0, 4], [9, 14]]));
        assert_eq!(devices[3]["shape"], json!([4, 5]));
        assert_eq!(devices[0]["shape"], json!([4, 2]));
        assert_eq!(json["bytes_per_device"], 80);
        assert_eq!(json["replication_factor"], 2);
    }
    // The shard dialect does not pad: the text gives the real range of sizes.
    let out = explain_text("shard_value.mlir", text, "%s4 =", 1);
    assert!(
        out.contains("local:     4x2 to 4x5 per device (unpadded; shards differ in size)"),
        "{out}"
    );
    assert!(out.contains("bytes:     32 to 80 per device"), "{out}");
}

#[test]
fn uneven_shard_dialect_split_is_laid_out_unpadded() {
    // LLVM 22 verifies an uneven split (only shard-partition rejects it), so it
    // is a warning and the layout is shown: the last shard of dim 1 is empty.
    let text = r#"shard.grid @grid0(shape = 2x4)
func.func @f(%arg0: tensor<8x6xf32>) -> tensor<8x6xf32> {
  %s0 = shard.sharding @grid0 split_axes = [[0], [1]] : !shard.sharding
  %0 = shard.shard %arg0 to %s0 : tensor<8x6xf32>
  return %0 : tensor<8x6xf32>
}
"#;
    let json = explain_json("uneven.mlir", text, "%0 =", 1);
    assert_eq!(json["value"], "%0");
    assert_eq!(json["type"], "tensor<8x6xf32>");
    let devices = json["devices"].as_array().unwrap();
    assert_eq!(devices.len(), 8);
    assert_eq!(devices[0]["shape"], json!([4, 2]));
    assert_eq!(devices[3]["shape"], json!([4, 0]));
    assert_eq!(json["layout_note"], Value::Null);
}

#[test]
fn mesh_proposal_value() {
    let text = r#"mesh.cluster @mesh0(rank = 2, dim_sizes = [2, 2])
func.func @f(%arg0: tensor<2x4xf32>) -> tensor<2x4xf32> attributes {mesh_cluster = @mesh0} {
  %0 = mesh.annotate %arg0 {sharding = [[], [0, 1]]} : tensor<2x4xf32> -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}
"#;
    let json = explain_json("proposal.mlir", text, "%0 =", 1);
    assert_eq!(json["value"], "%0");
    let devices = json["devices"].as_array().unwrap();
    assert_eq!(devices.len(), 4);
    // Dim 1 over both axes: device (i, j) holds column 2i + j.
    for (d, device) in devices.iter().enumerate() {
        let d = d as i64;
        assert_eq!(device["slices"], json!([[0, 2], [d, d + 1]]), "{json}");
        assert_eq!(device["shape"], json!([2, 1]));
    }
    assert_eq!(json["bytes_per_device"], 8);
    assert_eq!(json["replication_factor"], 1);
}

#[test]
fn attribute_name_explains_the_sharding_it_holds() {
    let text = r#"sdy.mesh @mesh = <["x"=8, "y"=4]>
func.func @f(%arg0: tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", ?}, {"y"}p1]>}) -> tensor<16x16xf32> {
  return %arg0 : tensor<16x16xf32>
}
"#;
    let json = explain_json("attr.mlir", text, "sdy.sharding =", 2);
    assert_eq!(json["value"], "%arg0");
    assert_eq!(
        json["sharding"]["text"],
        r#"#sdy.sharding<@mesh, [{"x", ?}, {"y"}p1]>"#
    );
    // A priority has no GSPMD spelling, and the output says so.
    assert_eq!(
        json["sharding"]["gspmd"],
        "cannot be written as GSPMD: dim 1 has a priority; GSPMD has no priorities"
    );
}

#[test]
fn columns_count_characters_after_non_ascii_text() {
    let text = "sdy.mesh @mesh = <[\"x\"=2, \"y\"=4]>\nfunc.func @f(%arg0: tensor<8x16xf32> {jax.arg_info = \"données🚀é\", sdy.sharding = #sdy.sharding<@mesh, [{\"x\"}, {\"y\"}]>}, %arg1: tensor<8x16xf32> {jax.arg_info = \"😀😀😀😀\", sdy.sharding = #sdy.sharding<@mesh, [{\"y\"}, {}]>}) -> tensor<8x16xf32> {\n  return %arg0 : tensor<8x16xf32>\n}\n";
    let first = explain_json("unicode.mlir", text, "#sdy.sharding<@mesh, [{\"x\"}", 3);
    assert_eq!(first["value"], "%arg0");
    let second = explain_json("unicode.mlir", text, "#sdy.sharding<@mesh, [{\"y\"}", 3);
    assert_eq!(second["value"], "%arg1");
    assert_eq!(second["bytes_per_device"], 2 * 16 * 4);
}

#[test]
fn json_has_exactly_the_documented_keys() {
    let text = r#"sdy.mesh @mesh = <["x"=2, "y"=2]>
func.func @f(%arg0: tensor<4x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> tensor<4x4xf32> {
  return %arg0 : tensor<4x4xf32>
}
"#;
    let json = explain_json("keys.mlir", text, "#sdy.sharding<", 2);
    let keys = |v: &Value| -> BTreeSet<String> { v.as_object().unwrap().keys().cloned().collect() };
    let set =
        |names: &[&str]| -> BTreeSet<String> { names.iter().map(|s| s.to_string()).collect() };
    assert_eq!(
        keys(&json),
        set(&[
            "value",
            "type",
            "mesh",
            "sharding",
            "devices",
            "bytes_per_device",
            "inferred",
            "origin",
            "notes",
            "device_count",
            "local_shape",
            "replication_factor",
            "layout_note",
        ])
    );
    assert_eq!(keys(&json["mesh"]), set(&["name", "axes", "device_ids"]));
    assert_eq!(keys(&json["mesh"]["axes"][0]), set(&["name", "size"]));
    // An iota mesh still lists its device ids.
    assert_eq!(json["mesh"]["device_ids"], json!([0, 1, 2, 3]));
    assert_eq!(
        keys(&json["sharding"]),
        set(&[
            "text",
            "dims",
            "replicated",
            "unreduced",
            "mesh",
            "sdy",
            "gspmd",
            "manual",
        ])
    );
    let device = &json["devices"][3];
    assert_eq!(keys(device), set(&["id", "coords", "slices", "shape"]));
    // Coordinates are keyed by axis name.
    assert_eq!(device["coords"], json!({"x": 1, "y": 1}));
    assert_eq!(device["slices"], json!([[2, 4], [0, 4]]));
}

#[test]
fn comment_or_blank_position_exits_1_with_a_message() {
    let text = "// a comment line\n\nsdy.mesh @mesh = <[\"x\"=2]>\n";
    let written = file("comment.mlir", text);
    let path = &written.path;
    for position in ["1:4", "2:1"] {
        let (status, out, err) = run(path, position, false);
        assert_eq!(status, 1, "{position}: {out}");
        assert!(
            err.starts_with("nothing to explain at ") && err.contains(position),
            "{err}"
        );
        assert!(out.is_empty());
    }
}
